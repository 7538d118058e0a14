"""An event's fields as a judge reads them: objects and cards by name, never by id.

An event names a game object by its object id and a physical card by its card id
(:mod:`shahrazad.events.vocabulary`); a judge names both by the card name: ``card = "Oblivion
Ring"``, not ``card = 4``. :data:`ROLES` says what each field that holds an id
refers to, and :class:`Names` turns those ids into :class:`Thing`\\ s (a name, its
owner, its game) as the events of a table are folded one at a time: an object that
has left its zone, or its game, keeps the name it had.

:func:`readable` gives a field's value that way, :func:`same` says whether a value a
judge wrote is that value, and :func:`shown` writes a value back in a judge's words.
A written name may say the owner and the game (``B:Serra Angel``,
``1.1:A:Juzam Djinn``); a triggered ability is named after its source (``Desecrated
Tomb``, or ``Desecrated Tomb's triggered ability``); a decision by its text
(:mod:`shahrazad.naming`), whose beginning is enough (``cast Lightning Bolt`` matches
whatever it targets and however it is paid).

>>> same("Oblivion Ring", Thing("Oblivion Ring", "A", "1"), ("A", "B"))
True
>>> same("B:Oblivion Ring", Thing("Oblivion Ring", "A", "1"), ("A", "B"))
False
>>> shown([Thing("Serra Angel", "B", "1"), "A"])
'[Serra Angel, A]'
"""

from __future__ import annotations

import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.decisions import Names as DecisionNames
from shahrazad.events.decisions import Role as DecisionRole
from shahrazad.projections.names import TableNames, stack_name
from shahrazad.projections.state import TableState

__all__ = ["NUMBERS", "PLAYER_FIELDS", "ROLES", "Names", "Thing", "describe_field", "readable",
           "same", "shown", "things_and_players"]

Role = Literal["object", "objects", "target", "targets", "card", "cards", "trigger", "triggers",
               "delayed", "effect", "effects", "attacks", "blocks", "decision", "bands",
               "shield", "shields", "assignments"]

#: the fields that hold ids, and what they refer to. A field of a new event kind that
#: holds an id must be listed here (or, if its number is an amount, in :data:`NUMBERS`):
#: a test reads every kind's fields and fails on one that is neither.
ROLES: Mapping[str, Role] = {
    # one object: an object id (0 or None: none)
    "obj": "object", "new_obj": "object", "source": "object", "to": "object",
    "copied": "object", "created_by": "object", "attached_to": "object",
    # several objects, in the event's order
    "objs": "objects", "new_objs": "objects", "away": "objects", "order": "objects",
    "kept": "objects", "others": "objects", "first_strikers": "objects", "holder": "object",
    "by": "object",
    "moved": "objects",  # -- batch B08 --: resolution_remembered
    "unblocked": "objects",  # -- batch B07 --: removed_from_combat (v2)
    "aimed": "objects",  # -- batch C-ANTE --: card_flipped_onto (A26)
    "already_blocked": "objects",  # -- batch C-TURN --: blockers_declared (v2)
    "while_resolving": "object",  # -- batch W-CMD --: player_controlled (722.1)
    "triggers": "triggers",  # trigger_order_asked, triggers_ordered (603.3b)
    "piles": "bands",  # -- batch D-PILES --: piles_divided, each pile a list of objects
    # attacking bands: lists of objects
    "bands": "bands",
    # a prevention, redirection or regeneration shield, named after its source
    "shield": "shield", "shields": "shields",
    # combat damage assigned: (attacker, recipient, amount)
    "assignments": "assignments",
    # a player's id or an object id
    "target": "target", "subject": "target", "targets": "targets",
    # physical cards, by card id
    "card": "card", "cards": "cards",
    # what is named after its source: a trigger, a delayed trigger, a continuous effect
    "trigger": "trigger", "delayed": "delayed", "effect": "effect", "effects": "effects",
    # combat: (attacker, what it attacks) and (blocker, attacker it blocks)
    "attackers": "attacks", "blocks": "blocks",
    "decision": "decision",
}

#: fields that hold a number that is no id (an amount, a count, a position, a face)
NUMBERS = frozenset({
    "seed", "starting_life", "hand_size", "number", "turn", "amount", "life", "index", "x",
    "face", "power", "toughness", "total", "at", "mode", "sides", "result", "cost", "stated",
    "counters",  # (kind, how many) pairs
    "casts", "rolls",  # how many times: a commander cast, the planar die rolled
    "damage",  # (player, how much) pairs: a commander's combat damage so far
    "all_but", "left",  # how much damage a shield lets through, or has left
    "amounts",  # -- batch B10 --: damage divided among targets (601.2d)
})

#: fields that hold a player's id, or several
PLAYER_FIELDS = frozenset({"player", "controller", "to_player", "players", "winners"})

#: what each role holds, in a judge's words (for ``check --kinds`` and the docs)
ROLE_WORDS: Mapping[str, str] = {
    "object": "an object, by name", "objects": "a list of objects, by name",
    "target": "a player, or an object by name", "targets": "a list of players or objects",
    "card": "a card, by name", "cards": "a list of cards, by name",
    "trigger": "a triggered ability, by its source's name",
    "triggers": "a list of triggered abilities, by their sources' names",
    "delayed": "a delayed trigger, by its source's name",
    "effect": "a continuous effect, by its source's name",
    "effects": "a list of continuous effects, by their sources' names",
    "attacks": "a list of \"ATTACKER -> PLAYER\" or \"ATTACKER -> PLANESWALKER\"",
    "blocks": "a list of \"BLOCKER -> ATTACKER\"",
    "bands": "a list of bands, each a list of attacking creatures by name",
    "shield": "a prevention, redirection or regeneration shield, by its source's name",
    "shields": "a list of shields, by their sources' names",
    "assignments": "a list of (attacker, player or object, amount) of combat damage",
    "decision": "the decision as text, whose beginning is enough: \"cast Lightning Bolt\"",
}


@dataclass(frozen=True, slots=True)
class Thing:
    """An object or card as a judge names it: its name, its owner, the game it was seen
    in, and what it is (``card``, ``spell``, ``ability``, ``trigger``)."""

    name: str
    owner: str = ""
    game: str = ""
    kind: str = "card"

    def __str__(self) -> str:
        return stack_name(self.name, self.kind)


class Names:
    """The names of one table's objects, cards, triggers, delayed triggers and effects,
    learnt as its events are folded one at a time (:meth:`saw` after each)."""

    def __init__(self) -> None:
        self.table = TableNames()
        self.effects: dict[int, str] = {}
        self.shields: dict[int, str] = {}
        self.state = TableState()

    def saw(self, event: Event, after: TableState) -> None:
        """Learn what ``event`` named, ``after`` being the state right after it."""
        self.state = after
        self.table.remember(event, after)
        if isinstance(event, v.AbilityTriggered):
            self.table.triggers[event.trigger] = event.source_name
        elif isinstance(event, v.DelayedTriggerCreated):
            self.table.delayed[event.delayed] = event.source_name
        elif isinstance(event, v.EffectCreated | v.PermanentAnimated):
            # an effect is named after the object whose ability made it
            source = self.obj(event.game, event.source)
            self.effects[event.effect] = source.name if source is not None else "an effect"
        elif isinstance(event, v.ShieldCreated):
            # a shield is named after the object whose effect made it, as an effect is
            self.shields[event.shield] = event.name or "a shield"

    def obj(self, game: str, oid: int | None) -> Thing | None:
        """Object ``oid``, seen from ``game`` (``None``: no object)."""
        if not oid:
            return None
        found = self.table.find((self.state,), game, oid)
        if found is None:
            return Thing(f"object {oid}", game=game)
        return Thing(found.name, found.owner, found.game, found.kind)

    def card(self, cid: int) -> Thing:
        record = self.state.cards.get(cid)
        if record is None:
            return Thing(f"card {cid}")
        return Thing(record.name, record.owner)

    def target(self, game: str, target: int | str | None) -> Thing | str | None:
        return target if isinstance(target, str) else self.obj(game, target)

    def decision(self, event: v.Decided) -> str:
        from shahrazad.projections.words import decision_words

        names = self

        class Said(DecisionNames):
            def obj(self, oid: int, role: DecisionRole) -> str:
                found = names.obj(event.game, oid)
                return found.name if found is not None else f"object {oid}"

            def card(self, cid: int) -> str:
                return names.card(cid).name

        return decision_words(event.decision, Said())


def readable(event: Event, name: str, names: Names) -> Any:
    """Field ``name`` of ``event`` as a judge reads it: objects and cards as
    :class:`Thing`, triggers and effects by their source's name, tuples as lists."""
    value = getattr(event, name)
    role = ROLES.get(name)
    game = event.game
    if role is None:
        return _listed(value)
    if role == "object":  # a redirection's "to" may be a player instead
        return value if isinstance(value, str) else names.obj(game, value)
    if role == "objects":
        return [names.obj(game, o) for o in value]
    if role == "target":
        return names.target(game, value)
    if role == "targets":
        return [names.target(game, t) for t in value]
    if role == "card":
        return names.card(value) if value else None
    if role == "cards":
        return [names.card(c) for c in value]
    if role == "trigger":
        return names.table.triggers.get(value, f"trigger {value}")
    if role == "triggers":
        return [names.table.triggers.get(t, f"trigger {t}") for t in value]
    if role == "delayed":
        return names.table.delayed.get(value, f"delayed trigger {value}")
    if role == "effect":
        return names.effects.get(value, f"effect {value}")
    if role == "effects":
        return [names.effects.get(e, f"effect {e}") for e in value]
    if role == "attacks":
        return [(names.obj(game, a), names.target(game, t)) for a, t in value]
    if role == "blocks":
        return [(names.obj(game, b), names.obj(game, a)) for b, a in value]
    if role == "bands":
        return [[names.obj(game, o) for o in band] for band in value]
    if role == "shield":
        return names.shields.get(value, f"shield {value}") if value else None
    if role == "shields":
        return [names.shields.get(s, f"shield {s}") for s in value]
    if role == "assignments":
        return [(names.obj(game, a), names.target(game, t), n) for a, t, n in value]
    assert role == "decision" and isinstance(event, v.Decided)
    return names.decision(event)


def _listed(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_listed(x) for x in value]
    return value


def things_and_players(event: Event, names: Names) -> tuple[list[Thing | str], set[str]]:
    """Every object, card and source an event names (as :class:`Thing` or a source's
    name), and every player it names: what a subject in ``at = "KIND SUBJECT"``
    matches."""
    things: list[Thing | str] = []
    players: set[str] = set()
    for name in event.FIELDS:
        if name in PLAYER_FIELDS:
            value = getattr(event, name)
            players.update(value if isinstance(value, tuple) else (value,))
            continue
        if name in ("name", "source_name", "created_by_name"):
            things.append(getattr(event, name))
            continue
        if name not in ROLES or ROLES[name] == "decision":
            continue
        value = readable(event, name, names)
        for item in value if isinstance(value, list) else [value]:
            for part in item if isinstance(item, tuple | list) else (item,):
                if isinstance(part, Thing):
                    things.append(part)
                elif isinstance(part, str) and ROLES[name] in ("target", "targets",
                                                                "attacks"):
                    players.add(part)
                elif isinstance(part, str):
                    things.append(part)
    return things, players


# -- comparing ---------------------------------------------------------------------------


def names_thing(text: str, thing: Thing | str, players: Sequence[str]) -> bool:
    """Whether ``text`` (``[GAME:][OWNER:]NAME``) names ``thing``: the name, in either
    case, and the owner and game if it says them; an ability by its source's name."""
    from shahrazad.naming import NamingError, reference

    if isinstance(thing, str):
        return _folded(text) == _folded(thing) or _folded(text) == _folded(
            stack_name(thing, "trigger"))
    try:
        ref = reference(text, players)
    except NamingError:
        return _folded(text) in (_folded(thing.name), _folded(str(thing)))
    return (_folded(ref.name) in (_folded(thing.name), _folded(str(thing)))
            and ref.owner in (None, thing.owner) and ref.game in (None, thing.game))


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def same(expected: Any, actual: Any, players: Sequence[str]) -> bool:
    """Whether the value a judge wrote is ``actual`` (as :func:`readable` gives it)."""
    if isinstance(actual, Thing):
        return isinstance(expected, str) and names_thing(expected, actual, players)
    if actual is None:
        return expected is False or (isinstance(expected, str)
                                     and expected.casefold() in ("nothing", "none", ""))
    if isinstance(actual, tuple):  # an attack or a block: "A -> B"
        if not isinstance(expected, str) or "->" not in expected:
            return False
        left, _, right = expected.partition("->")
        return all(same(part.strip(), side, players)
                   for part, side in zip((left, right), actual, strict=True))
    if isinstance(actual, list):
        if isinstance(expected, list):
            return len(expected) == len(actual) and all(
                same(e, a, players) for e, a in zip(expected, actual, strict=True))
        return len(actual) == 1 and same(expected, actual[0], players)
    if isinstance(actual, bool) or isinstance(expected, bool):
        return type(actual) is type(expected) and actual == expected
    if isinstance(actual, str) and isinstance(expected, str):
        return _folded(expected) == _folded(actual)
    return bool(expected == actual)


def decision_begins(expected: str, actual: str) -> bool:
    """Whether decision text ``actual`` is ``expected`` or begins with it, word by word."""
    want, got = _folded(expected).split(), _folded(actual).split()
    return got[:len(want)] == want


def shown(value: Any) -> str:
    """A value in a judge's words: names, never ids; lists in brackets; true and false."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Thing):
        return str(value)
    if isinstance(value, tuple):
        return " -> ".join(shown(v) for v in value)
    if isinstance(value, list):
        return "[" + ", ".join(shown(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {shown(x)}" for k, x in value.items()) + "}"
    return str(value)


# -- what the fields are -------------------------------------------------------------------


def describe_field(kind: type[Event], name: str) -> str:
    """What field ``name`` of events of ``kind`` holds, in a judge's words."""
    if name in ROLES:
        return ROLE_WORDS[ROLES[name]]
    if name in ("player", "controller", "to_player"):
        return "a player"
    if name in ("players", "winners"):
        return "a list of players"
    if name in ("name", "source_name", "created_by_name"):
        return "a name"
    hint = typing.get_type_hints(kind).get(name)
    if hint is bool:
        return "true or false"
    if hint is int:
        return "a number"
    if hint is str:
        return "text"
    return "a list" if str(hint).startswith("tuple") else "a value"
