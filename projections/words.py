"""The audit's words: every kind of event said the way a judge would say it.

Each kind of event has a ``SAYS`` template (:mod:`shahrazad.events.vocabulary`), filled in
with its fields made readable: objects by name (:mod:`shahrazad.projections.names`), cards
by name, lists as a sentence says them, mana as ``{W}{W}``. A kind whose words
need more than its own fields (the life total before a change, whose ability
left the stack, which effects ended) has a function here instead. Either way no
Python value is ever shown as Python writes it: no tuples, dicts, ``None``,
``True`` or ``False``.

A table built from a scenario starts with *setup*: cards placed, life totals and
counters set, the turn and step it stands at. Those events are not rules actions
and say so: ``setup: Mox Pearl on the battlefield under A's control``.

>>> from shahrazad.projections.fold import fold
>>> from shahrazad.events.examples import first_events
>>> opened, started = first_events()
>>> hit = v.LifeChanged(position=3, game="1", rule="120.3a", cause=2, player="A",
...                     amount=-3, life=17)
>>> before = fold([opened, started])
>>> describe(hit, before, fold([opened, started, hit]), TableNames())
'A: 20 -> 17 life (-3)'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.decisions import Names, Role, decode
from shahrazad.projections.names import FACE_DOWN, TableNames, joined, stack_name
from shahrazad.projections.state import TableState

__all__ = ["Scene", "decision_words", "describe", "plain"]

Words = Callable[[Any, "Scene"], str]
F = TypeVar("F", bound=Words)

#: the function that says each kind of event, where its template is not enough
WORDS: dict[type[Event], Words] = {}

#: the steps of a turn as a judge names them (500.1)
STEP_WORDS = {
    "start": "the start of the game", "untap": "untap step", "upkeep": "upkeep",
    "draw": "draw step", "main1": "precombat main phase",
    "beginning_of_combat": "beginning of combat step",
    "declare_attackers": "declare attackers step", "declare_blockers": "declare blockers step",
    "first_strike_damage": "first-strike combat damage step",
    "combat_damage": "combat damage step", "end_of_combat": "end of combat step",
    "main2": "postcombat main phase", "end": "end step", "cleanup": "cleanup step",
}

#: why a card moved, as the engine records it, in a judge's words
_REASONS = {"resolve": "it resolves", "resolved": "it has resolved", "destroy": "destroyed",
            "discard": "discarded", "sacrifice": "sacrificed", "exile": "exiled",
            "fizzled": "its targets are illegal", "countered": "countered",
            "return to hand": "returned to its owner's hand"}

_STARTING_METHODS = {"random": "chosen at random", "given": "as the table was set up",
                     "archenemy": "the archenemy goes first"}

#: what a player is asked for (``ChoiceRequested.kind``); ``{cards}`` is its amount
_CHOICES = {
    "mulligan": "decide whether to keep their hand or take a mulligan",
    "bottom": "choose {cards} to put on the bottom of their library",
    "attackers": "declare attackers", "blockers": "declare blockers",
    "discard": "choose {cards} to discard",
    "search": "choose a card from their library",
    "wish": "choose a card from outside the game",
    "target": "choose a target for a triggered ability", "allow": "answer yes or no",
    "starting_player": "choose who takes the first turn",
    "assign": "announce how creatures divide their combat damage",
    "apply": "choose the order of the effects that apply to a damage",
    # -- batch D-CONTROL --
    "instead": "choose whether their redirection applies to a damage",
}

_UNTIL = {"end_of_turn": " until end of turn", "your_next_turn": " until {controller}'s next turn",
          "end_of_your_next_upkeep": " until the end of {controller}'s next upkeep",
          "": ""}


def says(*kinds: type[Event]) -> Callable[[F], F]:
    """Register the function that says events of ``kinds``."""
    def register(fn: F) -> F:
        for kind in kinds:
            WORDS[kind] = fn
        return fn
    return register


@dataclass(slots=True)
class Scene:
    """What the words of one event may look at: the states just before and after it,
    and the names the audit has learnt so far."""

    event: Event
    before: TableState
    after: TableState
    names: TableNames

    def obj(self, oid: int | None) -> str:
        """An object by name, qualified where ambiguous (:mod:`shahrazad.projections.names`)."""
        if oid is None:
            return "nothing"
        names = self.names
        return names.prose(names.find((self.before, self.after), self.event.game, oid),
                           self.event.game, oid)

    def grammar(self, oid: int) -> str:
        names = self.names
        return names.grammar(names.find((self.before, self.after), self.event.game, oid),
                             self.event.game, oid)

    def objs(self, oids: Iterable[int]) -> str:
        """Objects as a list says them: grouped by owner where an owner must be said,
        copies counted (``A's Swamp, Mountain x5 and Plains; B's Island``)."""
        names = self.names
        groups: dict[str, dict[str, int]] = {}
        qualify = False
        for oid in oids:
            found = names.find((self.before, self.after), self.event.game, oid)
            if found is None:
                groups.setdefault("", {}).setdefault(f"object {oid}", 0)
                groups[""][f"object {oid}"] += 1
                continue
            name = names.prose(replace(found, ambiguous=False), self.event.game)
            qualify = qualify or found.ambiguous
            counts = groups.setdefault(found.owner, {})
            counts[name] = counts.get(name, 0) + 1
        qualify = qualify or len(groups) > 1
        parts = []
        for owner, counts in groups.items():
            listed = joined([n if k == 1 else f"{n} x{k}" for n, k in counts.items()])
            parts.append(f"{owner}'s {listed}" if qualify and owner else listed)
        if all(len(counts) == 1 for counts in groups.values()):
            return joined(parts)
        return "; ".join(parts) or "nothing"

    def target(self, target: int | str | None) -> str:
        """A player by id, an object by name."""
        return target if isinstance(target, str) else self.obj(target)

    def card(self, cid: int) -> str:
        record = self.after.cards.get(cid)
        return record.name if record else f"card {cid}"

    def life_before(self, game: str, player: str, amount: int, life: int) -> int:
        g = self.before.games.get(game)
        p = g.player.get(player) if g is not None else None
        return p.life if p is not None else life - amount


def plain(value: Any) -> str:
    """A field's value in words, never as Python writes it."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple | list):
        return joined([plain(x) for x in value])
    return str(value)


def mana(letters: str) -> str:
    """Mana as its symbols (107.4a): ``WWG`` is ``{W}{W}{G}``."""
    return "".join(f"{{{c}}}" for c in letters) or "no mana"


def counted(n: int, thing: str) -> str:
    """``1 card``, ``3 cards``."""
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def describe(event: Event, before: TableState, after: TableState, names: TableNames,
             setup: bool = False) -> str:
    """``event`` in plain words; ``setup`` marks a scenario's setup (not a rules action)."""
    scene = Scene(event, before, after, names)
    words = WORDS.get(type(event))
    text = words(event, scene) if words is not None else _template(event, scene)
    return f"setup: {text}" if setup else text


def _template(event: Event, scene: Scene) -> str:
    """The kind's ``SAYS`` template, its fields made readable."""
    fields: dict[str, str] = {}
    for key, value in event.payload().items():
        if key in ("obj", "new_obj", "source", "to", "subject") and isinstance(value, int) \
                and not isinstance(value, bool):
            fields[key] = scene.obj(value)
        elif key == "target":
            fields[key] = scene.target(value)
        elif key == "card" and isinstance(value, int):
            fields[key] = scene.card(value)
        elif key in ("objs", "new_objs") and isinstance(value, tuple):
            fields[key] = scene.objs(o for o in value if o)
            fields.setdefault("n", str(len(value)))
        elif key == "cards" and isinstance(value, tuple):
            fields["n"] = str(len(value))
        else:
            fields[key] = plain(value)
    fields.setdefault("game", event.game)
    try:
        return event.SAYS.format(**fields)
    except (KeyError, IndexError, ValueError):
        return event.KIND.replace("_", " ")


# -- decisions -------------------------------------------------------------------------


class _AuditNames(Names):
    """A decision's objects as :mod:`shahrazad.naming` writes them, qualified the same way."""

    def __init__(self, scene: Scene) -> None:
        self.scene = scene

    def obj(self, oid: int, role: Role) -> str:
        return self.scene.grammar(oid)

    def card(self, cid: int) -> str:
        return self.scene.card(cid)


def decision_words(decision: tuple[Any, ...], names: Names) -> str:
    """A player's decision (a ``Decided`` event's payload) in the text form a judge writes
    (:mod:`shahrazad.naming`): each kind's own words
    (:meth:`shahrazad.events.decisions.Decision.words`), objects named by ``names``.

    >>> from shahrazad.events.decisions import PlainNames
    >>> name = PlainNames({5: "Mox Pearl", 6: "Mox Pearl", 9: "Shahrazad", 12: "Serra Angel"}.get)
    >>> decision_words(("cast", 9, (), 0, ((5, 0, ""), (6, 0, "")), 0), name)
    'cast Shahrazad paying Mox Pearl, Mox Pearl'
    >>> decision_words(("attack", ((12, "B"),)), name)
    'attack Serra Angel -> B'
    >>> decision_words(("dance", (1, 2)), name)
    'an unknown decision: dance 1 and 2'
    """
    try:
        chosen = decode(decision)
    except ValueError:
        return "an unknown decision: " + " ".join(plain(part) for part in decision)
    return chosen.words(names)


@says(v.Decided)
def _decided(e: v.Decided, s: Scene) -> str:
    who = e.player
    held = s.before.games[e.game].player.get(e.player) if e.game in s.before.games else None
    if held is not None and held.controlled_by:  # -- batch W-CMD --: 722.4
        who = f"{held.controlled_by}, controlling {e.player},"
    return f"{who} decides: {decision_words(e.decision, _AuditNames(s))}"


# -- the table and its games ---------------------------------------------------------


@says(v.TableOpened)
def _opened(e: v.TableOpened, s: Scene) -> str:
    scenario = dict(e.options).get("scenario")
    source = f" from the scenario {scenario}" if scenario else ""
    return (f"table opened{source} under the {e.edition} rules: players {joined(e.players)}, "
            f"seed {e.seed}")


@says(v.GameStarted)
def _game_started(e: v.GameStarted, s: Scene) -> str:
    return (f"game {e.game} begins: {joined(e.players)}, {e.starting_life} life each, "
            f"opening hands of {e.hand_size}")


@says(v.LibraryFormed)
def _library_formed(e: v.LibraryFormed, s: Scene) -> str:
    how = ("in the order given (a stacked deck)" if s.after.options.get("stacked_decks") == "yes"
           else "shuffled")
    return f"{e.player}'s deck of {counted(len(e.cards), 'card')} becomes their library, {how}"


@says(v.StartingPlayerChosen)
def _starting_player(e: v.StartingPlayerChosen, s: Scene) -> str:
    if e.method == "scenario":
        return f"{e.player} takes the first turn"
    return f"{e.player} will take the first turn ({_STARTING_METHODS.get(e.method, e.method)})"


@says(v.MulliganTaken)
def _mulligan(e: v.MulliganTaken, s: Scene) -> str:
    return f"{e.player} takes a mulligan (their mulligan number {e.number})"


@says(v.GameEnded)
def _game_ended(e: v.GameEnded, s: Scene) -> str:
    result = "a draw" if e.draw else "won by " + joined(e.winners)
    return f"{'sub' if e.depth else ''}game {e.game} ends: {result}"


# -- turns, priority, choices ----------------------------------------------------------


@says(v.TurnBegan)
def _turn(e: v.TurnBegan, s: Scene) -> str:
    return f"turn {e.turn} begins: {e.player}'s {'extra ' if e.extra else ''}turn"


@says(v.StepBegan)
def _step(e: v.StepBegan, s: Scene) -> str:
    return f"{STEP_WORDS.get(e.step, e.step.replace('_', ' '))} begins"


@says(v.ChoiceRequested)
def _choice(e: v.ChoiceRequested, s: Scene) -> str:
    cards = "a card" if e.amount == 1 else f"{e.amount} cards"
    what = _CHOICES.get(e.kind, "choose: " + e.kind.replace("_", " ")).format(cards=cards)
    return f"{e.player} must {what}"


# -- mana -------------------------------------------------------------------------------


@says(v.ManaAdded)
def _mana_added(e: v.ManaAdded, s: Scene) -> str:
    source = f" (from {s.obj(e.source)})" if e.source is not None else ""
    return f"{e.player} adds {mana(e.mana)} to their mana pool{source}"


@says(v.ManaSpent)
def _mana_spent(e: v.ManaSpent, s: Scene) -> str:
    on = f" on {s.obj(e.obj)}" if e.obj is not None else ""
    return f"{e.player} spends {mana(e.mana)}{on}"


@says(v.ManaEmptied)
def _mana_emptied(e: v.ManaEmptied, s: Scene) -> str:
    return f"{e.player}'s unused {mana(e.mana)} empties from their mana pool"


# -- batch c-mana: mana that may be spent only on some spells (106.6) --
ONLY_WORDS = {"artifact_spells": "artifact spells", "creature_spells": "creature spells"}


@says(v.RestrictedManaAdded)
def _restricted_added(e: v.RestrictedManaAdded, s: Scene) -> str:
    source = f" (from {s.obj(e.source)})" if e.source is not None else ""
    return (f"{e.player} adds {mana(e.mana)} to their mana pool{source}, to spend only on "
            f"{ONLY_WORDS.get(e.only, e.only)}")


@says(v.RestrictedManaSpent)
def _restricted_spent(e: v.RestrictedManaSpent, s: Scene) -> str:
    on = f" on {s.obj(e.obj)}" if e.obj is not None else ""
    return f"{e.player} spends {mana(e.mana)}{on} (mana only for {ONLY_WORDS.get(e.only, e.only)})"


# -- zones, the stack ---------------------------------------------------------------------


def _zone(zone: str, owner: str, place: str = "") -> str:
    """A zone as a sentence says it: a player's own zone with its player (400.3)."""
    if zone == "library":
        return f"the {place} of {owner}'s library" if place in ("top", "bottom") \
            else f"{owner}'s library"
    if zone in ("hand", "graveyard"):
        return f"{owner}'s {zone}"
    return {"battlefield": "the battlefield", "stack": "the stack", "exile": "exile",
            "command": "the command zone", "ante": "the ante zone"}.get(zone, zone)


@says(v.ZoneChanged)
def _zone_changed(e: v.ZoneChanged, s: Scene) -> str:
    found = s.names.find((s.before,), e.game, e.obj)
    owner = found.owner if found is not None else e.to_player
    reason = _REASONS.get(e.reason, e.reason)
    # -- batch M-MASK --: a face-down card leaving the battlefield or the stack is
    # revealed (708.9): the audit says what it was
    shown = f": it is revealed, {s.card(e.card)}" if found is not None \
        and found.name == FACE_DOWN and e.from_zone in ("battlefield", "stack") \
        and e.to_zone not in ("battlefield", "stack") else ""
    return (f"{s.obj(e.obj)} moves from {_zone(e.from_zone, owner)} to "
            f"{_zone(e.to_zone, e.to_player, e.place)} ({reason}){shown}")


@says(v.LandPlayed)
def _land(e: v.LandPlayed, s: Scene) -> str:
    return f"{e.player} plays {s.card(e.card)}"


def _aims(s: Scene, targets: tuple[int | str, ...], x: int = 0) -> str:
    return (f" with X={x}" if x else "") + (
        f" targeting {joined([s.target(t) for t in targets])}" if targets else "")


@says(v.SpellCast)
def _cast(e: v.SpellCast, s: Scene) -> str:
    half = " (its second half)" if e.face else ""
    return f"{e.player} casts {s.card(e.card)}{half}{_aims(s, e.targets, e.x)}"


@says(v.AbilityActivated)
def _activated(e: v.AbilityActivated, s: Scene) -> str:
    return f"{e.player} activates an ability of {s.obj(e.source)}{_aims(s, e.targets, e.x)}"


@says(v.AbilityTriggered)
def _triggered(e: v.AbilityTriggered, s: Scene) -> str:
    s.names.triggers[e.trigger] = e.source_name
    about = f" (about {s.target(e.subject)})" if e.subject is not None else ""
    return f"{e.source_name}'s ability triggers, controlled by {e.controller}{about}"


@says(v.TriggerPutOnStack)
def _trigger_put(e: v.TriggerPutOnStack, s: Scene) -> str:
    return (f"{stack_name(e.source_name, 'trigger')} is put on the stack"
            f"{_aims(s, e.targets)}")


@says(v.TriggerRemoved)
def _trigger_removed(e: v.TriggerRemoved, s: Scene) -> str:
    source = s.names.triggers.get(e.trigger)
    what = stack_name(source, "trigger") if source else "a triggered ability"
    return f"{what} is removed without being put on the stack: {e.why}"


def _stack_object(s: Scene, oid: int, name: str) -> str:
    found = s.names.find((s.before, s.after), s.event.game, oid)
    return s.obj(oid) if found is not None else name


@says(v.ResolutionBegan)
def _resolves(e: v.ResolutionBegan, s: Scene) -> str:
    return f"{_stack_object(s, e.obj, e.name)} resolves"


@says(v.SpellFizzled)
def _fizzled(e: v.SpellFizzled, s: Scene) -> str:
    return f"{_stack_object(s, e.obj, e.name)} doesn't resolve: all its targets are illegal"


@says(v.SpellCountered)
def _countered(e: v.SpellCountered, s: Scene) -> str:
    return f"{_stack_object(s, e.obj, e.name)} is countered"


@says(v.ResolutionPaused)
def _paused(e: v.ResolutionPaused, s: Scene) -> str:
    return f"{_stack_object(s, e.obj, e.name)} stops partway through resolving: {e.why}"


@says(v.ResolutionRemembered)
def _remembered(e: v.ResolutionRemembered, s: Scene) -> str:
    return (f"{_stack_object(s, e.obj, e.name)} remembers the "
            f"{counted(len(e.moved), 'object')} it moved so far")


@says(v.SearchHeld)
def _held(e: v.SearchHeld, s: Scene) -> str:
    return f"{_stack_object(s, e.obj, e.name)} holds the card its search found"  # r-b


@says(v.ResolutionEnded)
def _resolved(e: v.ResolutionEnded, s: Scene) -> str:
    return f"{_stack_object(s, e.obj, e.name)} has finished resolving"


@says(v.ObjectCeased)
def _ceased(e: v.ObjectCeased, s: Scene) -> str:
    """An ability leaves the stack (it resolved, or was removed: 113.7); a token or a
    copy that is not a card ceases to exist (704.5d, 111.7)."""
    found = s.names.find((s.before,), e.game, e.obj)
    name = s.obj(e.obj) if found is not None else e.name
    if found is not None and found.kind in ("trigger", "ability"):
        if e.reason == "resolved":
            return f"{name} leaves the stack: it has resolved"
        if e.reason in ("fizzled", "countered"):
            return f"{name} leaves the stack without resolving ({_REASONS[e.reason]})"
        return f"{name} is removed from the stack: {e.reason}"
    what = f"the {name} token" if found is not None and found.token else name
    return f"{what} ceases to exist: {_REASONS.get(e.reason, e.reason)}"


@says(v.CardLeftGame)
def _left_game(e: v.CardLeftGame, s: Scene) -> str:
    return f"{s.obj(e.obj)} leaves the game: {e.reason}"


# -- permanents -------------------------------------------------------------------------------


@says(v.Untapped, v.PhasedOut, v.PhasedIn)
def _permanents(e: v.Untapped | v.PhasedOut | v.PhasedIn, s: Scene) -> str:
    verb = {"untapped": "untap", "phased_out": "phase out", "phased_in": "phase in"}[e.KIND]
    if len(e.objs) == 1:
        verb = verb.replace(" ", "s ", 1) if " " in verb else verb + "s"
    tapped = " tapped" if isinstance(e, v.PhasedIn) and e.tapped else ""
    return f"{s.objs(e.objs)} {verb}{tapped}"


@says(v.DamageWoreOff)
def _wore_off(e: v.DamageWoreOff, s: Scene) -> str:
    if not e.objs:
        return "marked damage wears off"
    return f"marked damage wears off {s.objs(e.objs)}"


def _effect_label(e: v.EffectCreated, s: Scene) -> str:
    """What an effect does, in a few words (611)."""
    subject = s.target(e.subject)
    while_there = f"until {s.obj(e.source)} leaves the battlefield"
    kinds = {
        "pump": f"{signed(e.power)}/{signed(e.toughness)} for {subject}",
        "prevent_combat_damage": "prevention of all combat damage",
        "phased_out_until_source_leaves": f"{subject} phased out {while_there}",
        "life_locked": f"{subject}'s life total can't change",
        "protection_from_everything": f"protection from everything for {subject}",
        "next_draw_from_outside": f"{subject}'s next draw replaced by a card from outside "
                                  "the game",
        "exiled_until_source_leaves": f"{subject} exiled {while_there}",
    }
    return kinds.get(e.kind, e.kind.replace("_", " ") + (f" for {subject}"
                                                         if e.subject is not None else ""))


@says(v.EffectCreated)
def _effect(e: v.EffectCreated, s: Scene) -> str:
    source = s.obj(e.source) if e.source is not None else ""
    label = _effect_label(e, s)
    s.names.effects[e.effect] = f"{source}'s effect ({label})" if source else label
    until = _UNTIL.get(e.until, f" until {e.until.replace('_', ' ')}").format(
        controller=e.controller)
    return f"{source + chr(39) + 's' if source else 'an'} effect begins: {label}{until}"


@says(v.EffectsEnded)
def _effects_ended(e: v.EffectsEnded, s: Scene) -> str:
    ended = [s.names.effects.get(x, "an effect") for x in e.effects]
    return f"{joined(ended)} {'ends' if len(ended) == 1 else 'end'}"


@says(v.DelayedTriggerCreated)
def _delayed(e: v.DelayedTriggerCreated, s: Scene) -> str:
    s.names.delayed[e.delayed] = e.source_name
    what = {"mana_at_next_main": f"{e.controller} adds {mana('C' * e.amount)} at the start of "
                                 "their next main phase",
            "your_next_main_phase": f"it triggers at the beginning of {e.controller}'s next "
                                    f"main phase" + (f", remembering {e.amount}"
                                                     if e.amount else ""),
            "delayed:end_of_combat": "at end of combat",
            "delayed:next_end_step": "at the beginning of the next end step",
            # -- batch B07 --
            "delayed:that_dies_this_turn": "when it dies this turn",
            "delayed:that_leaves_this_turn": "when it leaves the battlefield this turn",
            "delayed:this_leaves_this_turn": f"when {e.source_name} leaves the battlefield "
                                             "this turn",
            "delayed:your_next_upkeep": f"at the beginning of {e.controller}'s next "
                                        "upkeep",
            # -- batch C-HIST --
            "delayed:that_is_dealt_damage_by_an_attacking_creature_this_turn":
                "whenever it is dealt damage by an attacking creature this turn"}.get(
        e.kind, e.kind.replace("_", " "))
    if e.subject is not None:
        what += f", about {s.target(e.subject)}"
    return f"{e.source_name} sets up a delayed triggered ability: {what}"


@says(v.DelayedTriggerUsed)
def _delayed_used(e: v.DelayedTriggerUsed, s: Scene) -> str:
    source = s.names.delayed.get(e.delayed)
    if e.rule == "603.7b":  # -- batch B07 --: a "this turn" one ends unused
        whose = f"{source}'s" if source else "a"
        return f"{whose} delayed triggered ability ends unused: its turn is over"
    return f"{source}'s delayed triggered ability triggers" if source \
        else "a delayed triggered ability triggers"


# -- combat -------------------------------------------------------------------------------


@says(v.AttackersDeclared)
def _attackers(e: v.AttackersDeclared, s: Scene) -> str:
    if not e.attackers:
        return f"{e.player} declares no attackers"
    said = f"{e.player} attacks: " + joined([f"{s.obj(a)} -> {s.target(p)}"
                                              for a, p in e.attackers])
    for band in e.bands:
        said += f"; {joined([s.obj(o) for o in band])} attack in a band"
    return said


@says(v.BlockersDeclared)
def _blockers(e: v.BlockersDeclared, s: Scene) -> str:
    if not e.blocks:
        return f"{e.player} declares no blockers"
    return f"{e.player} blocks: " + joined([f"{s.obj(b)} blocks {s.obj(a)}"
                                            for b, a in e.blocks])


# -- combat and damage: shields, combat damage assignment, regeneration -------------------

_SHIELD_KINDS = {"prevent": "prevention", "redirect": "redirection",
                 "regenerate": "regeneration",
                 "remove_damage_instead": "destruction-replacing",
                 # -- batch SHIELD --
                 "prevent_half": "half-prevention", "reflect": "damage-adding"}


@says(v.ShieldCreated)
def _shield(e: v.ShieldCreated, s: Scene) -> str:
    """``Samite Healer puts a prevention shield around Grizzly Bears (the next 1 damage
    this turn)``."""
    who = "anything" if e.subject is None else s.target(e.subject)
    source = s.obj(e.source) if e.source is not None else e.controller
    if e.kind == "regenerate":
        return f"{source} puts a regeneration shield around {who} (this turn)"
    if e.kind == "remove_damage_instead":  # -- batch B08 --
        return (f"{source}: the next time {who} would be destroyed this turn, its damage "
                "is removed instead")
    if e.kind.startswith("may_redirect"):  # -- batch D-CONTROL --
        whom = "any creature" if e.kind.endswith(":creature") else who
        to = s.target(e.to) if e.to is not None else "another"
        return (f"{source}: this turn, if damage would be dealt to {whom}, {e.controller} may "
                f"have it dealt to {to} instead")
    if e.kind == "reflect":  # -- batch SHIELD --
        return (f"{source}: the next time {s.obj(e.by) if e.by is not None else 'a source'} "
                f"would deal damage to {who} this turn, it deals that much to {who} and "
                f"{source} deals that much to its controller")
    parts = ["all" if e.amount < 0 else f"the next {e.amount}"]
    if e.kind == "prevent_half":  # -- batch SHIELD --
        parts = ["half (rounded down) of the"]
    parts.append("combat damage" if e.combat else "damage")
    if e.by is not None:
        parts.append(f"from {s.obj(e.by)}")
    if e.once:
        parts.insert(0, "once:")
    if e.all_but:
        parts.append(f"but {e.all_but}")
    if e.to is not None:
        parts.append(f"goes to {s.target(e.to)}")
    if e.then:
        parts.append("then the damage prevented is gained as life")
    return (f"{source} puts a {_SHIELD_KINDS.get(e.kind, e.kind)} shield around {who} "
            f"({' '.join(parts)}, this turn)")


@says(v.ShieldUsed)
def _shield_used(e: v.ShieldUsed, s: Scene) -> str:
    return "the shield is used up" if e.left == 0 else f"the shield has {e.left} left"


@says(v.ShieldsEnded)
def _shields_ended(e: v.ShieldsEnded, s: Scene) -> str:
    return f"{counted(len(e.shields), 'shield')} end with the turn"


@says(v.DamagePrevented)
def _prevented(e: v.DamagePrevented, s: Scene) -> str:
    kind = "combat damage" if e.combat else "damage"
    return (f"{e.amount} {kind} {s.obj(e.source)} would deal to {s.target(e.target)} is "
            f"prevented ({e.why})")


@says(v.DamageRedirected)
def _redirected(e: v.DamageRedirected, s: Scene) -> str:
    kind = "combat damage" if e.combat else "damage"
    return (f"{e.amount} {kind} {s.obj(e.source)} would deal to {s.target(e.target)} goes "
            f"to {s.target(e.to)} instead ({e.why})")


@says(v.DamageOrderAsked)
def _order_asked(e: v.DamageOrderAsked, s: Scene) -> str:
    listed = "; ".join(f"{i + 1}: {o}" for i, o in enumerate(e.options))
    return (f"{e.player} chooses the order of the effects on {s.obj(e.source)}'s damage "
            f"to {s.target(e.target)} ({listed})")


@says(v.DamageOrderChosen)
def _order_chosen(e: v.DamageOrderChosen, s: Scene) -> str:
    return (f"{e.player} applies the effects on {s.obj(e.source)}'s damage to "
            f"{s.target(e.target)} in the order " + ", ".join(str(i + 1) for i in e.order))


@says(v.DamageAssigned)
def _assigned(e: v.DamageAssigned, s: Scene) -> str:
    return f"{e.player} assigns combat damage: " + joined(
        [f"{s.obj(src)} {n} to {s.target(r)}" for src, r, n in e.assignments])


@says(v.RemovedFromCombat)
def _removed(e: v.RemovedFromCombat, s: Scene) -> str:
    said = f"{s.objs(e.objs)} {'is' if len(e.objs) == 1 else 'are'} removed from combat"
    if e.unblocked:  # -- batch B07 --
        said += f"; {s.objs(e.unblocked)} become{'s' if len(e.unblocked) == 1 else ''} " \
            "unblocked"
    return said


@says(v.Regenerated)
def _regenerated(e: v.Regenerated, s: Scene) -> str:
    return f"{s.obj(e.obj)} regenerates instead of being destroyed"


@says(v.DamageRemoved)
def _damage_removed(e: v.DamageRemoved, s: Scene) -> str:
    return f"all damage is removed from {s.objs(e.objs)}"


# -- life, damage, counters ---------------------------------------------------------------------


@says(v.DamageDealt)
def _damage(e: v.DamageDealt, s: Scene) -> str:
    kind = "combat damage" if e.combat else "damage"
    return f"{s.obj(e.source)} deals {e.amount} {kind} to {s.target(e.target)}"


@says(v.LifeChanged)
def _life(e: v.LifeChanged, s: Scene) -> str:
    """``A: 20 -> 17 life (-3)`` (119.3)."""
    was = s.life_before(e.game, e.player, e.amount, e.life)
    return f"{e.player}: {was} -> {e.life} life ({signed(e.amount)})"


@says(v.CountersChanged)
def _counters(e: v.CountersChanged, s: Scene) -> str:
    """``A gets 2 poison counters (total 5)`` (122)."""
    what = counted(abs(e.amount), f"{e.counter} counter")
    if e.amount >= 0:
        return f"{s.target(e.target)} gets {what} (total {e.total})"
    return f"{what} {'is' if e.amount == -1 else 'are'} removed from {s.target(e.target)} " \
           f"(total {e.total})"


# -- subgames (727) ----------------------------------------------------------------------------


@says(v.LibraryMoved)
def _library_moved(e: v.LibraryMoved, s: Scene) -> str:
    return (f"{e.player}'s library of {counted(len(e.cards), 'card')} moves from game "
            f"{e.from_game} into subgame {e.game}")


@says(v.CardBroughtIn)
def _brought_in(e: v.CardBroughtIn, s: Scene) -> str:
    where = (f"their {e.from_zone} in game {e.from_game}" if e.from_game
             else f"their {e.from_zone}")
    return (f"{e.player} brings {s.card(e.card)} into game {e.game} from outside it ({where}) "
            f"to {_zone(e.to_zone, e.player)}")


@says(v.TriggerDeferred)
def _deferred(e: v.TriggerDeferred, s: Scene) -> str:
    s.names.triggers[e.trigger] = e.source_name
    return (f"{stack_name(e.source_name, 'trigger')} waits for game {e.game} to resume "
            "(a subgame is being played)")


@says(v.TriggerReleased)
def _released(e: v.TriggerReleased, s: Scene) -> str:
    return (f"{stack_name(e.source_name, 'trigger')}, which waited for game {e.game} to "
            "resume, is released")


@says(v.SubgameEnded)
def _subgame_ended(e: v.SubgameEnded, s: Scene) -> str:
    parent = e.game.rpartition(".")[0]
    return f"subgame {e.game} is over: its cards go home and game {parent} resumes"


@says(v.CardsReturned)
def _returned(e: v.CardsReturned, s: Scene) -> str:
    where = "library" if e.to_zone == "library" else "exile zone"
    return (f"{e.player}'s {counted(len(e.cards), 'card')} go from subgame {e.game} to "
            f"their {where} in game {e.to_game}")


# -- ante (407) --------------------------------------------------------------------------------


@says(v.CardAnted)
def _anted(e: v.CardAnted, s: Scene) -> str:
    how = "as the scenario stated" if e.method == "scenario" else "chosen at random"
    return f"{e.player} antes {s.card(e.card)} from their library ({how})"


@says(v.OwnershipChanged)
def _owner_changed(e: v.OwnershipChanged, s: Scene) -> str:
    given = joined([f"{was}'s {s.card(c)}" for c, was in zip(e.cards, e.owners, strict=False)])
    return f"{e.player} wins the ante of game {e.game} and becomes the owner of {given}"


# -- variants, setup ---------------------------------------------------------------------------


@says(v.VariantCardsAdded)
def _variant_cards(e: v.VariantCardsAdded, s: Scene) -> str:
    if len(e.names) == 1:
        return f"{e.player} brings their {e.role} to the table: {e.names[0]}"
    return f"{e.player} brings {counted(len(e.names), e.role + ' card')} to the table"


@says(v.CommanderRecordStated)
def _commander_record(e: v.CommanderRecordStated, s: Scene) -> str:
    said = []
    if e.casts:
        said.append(f"was cast {counted(e.casts, 'time')} from the command zone")
    if e.damage:
        said.append("dealt " + joined([f"{n} combat damage to {pid}" for pid, n in e.damage]))
    return f"set up: in game {e.game}, {s.card(e.card)} {' and '.join(said) or 'has no record'}"


@says(v.PlanarRollsStated)
def _planar_rolls(e: v.PlanarRollsStated, s: Scene) -> str:
    return (f"set up: {e.player} has rolled the planar die {counted(e.rolls, 'time')} this "
            "turn")


@says(v.CardPlaced)
def _placed(e: v.CardPlaced, s: Scene) -> str:
    name = s.card(e.card)
    if e.zone != "battlefield":
        return f"{name} in {_zone(e.zone, e.player)}"
    notes = (["tapped"] if e.tapped else []) + (["summoning sick"] if e.sick else [])
    if e.attached_to is not None:
        notes.append(f"attached to {s.obj(e.attached_to)}")
    notes += [f"with {counted(n, c + ' counter')}" for c, n in e.counters]
    whose = f"{e.player}'s {name}" if e.controller != e.player else name
    return (f"{whose} on the battlefield under {e.controller}'s control"
            + (f", {joined(notes)}" if notes else ""))


# -- batch C-ANTE: a dexterity flip (Ambiguity A26) ----------------------------------------


@says(v.CardFlippedOnto)
def _dexterity(e: v.CardFlippedOnto, s: Scene) -> str:
    aimed = joined([s.obj(o) for o in e.aimed]) if e.aimed else "nothing"
    outcome = "a hit: it turns over and lands there" if e.result == "hit" else \
        "a miss: it has no effect"
    return f"{e.player} flips {s.obj(e.obj)} onto the table, aimed at {aimed}: {outcome} " \
           f"({e.method})"


# -- coin flips (705) ------------------------------------------------------------------------


@says(v.CoinFlipped)
def _coin(e: v.CoinFlipped, s: Scene) -> str:
    """A flip with a call is won or lost (705.1); one without has no winner (705.2)."""
    how = e.method
    if not e.call:
        return f"{e.player} flips a coin: {e.result} ({how})"
    outcome = "wins" if e.won else "loses"
    return f"{e.player} calls {e.call} and flips a coin: {e.result}, {e.player} {outcome} " \
           f"the flip ({how})"


@says(v.Skipped)
def _skipped(e: v.Skipped, s: Scene) -> str:
    """-- batch C-TURN --"""
    what = ("extra turn" if e.extra else "turn") if e.what == "turn" else "draw step"
    return f"{e.player} skips their {what} ({e.name})"


@says(v.TriggersOrdered)
def _triggers_ordered(e: v.TriggersOrdered, s: Scene) -> str:
    """-- batch T-ORDER --"""
    return (f"{e.player} puts their triggered abilities on the stack in the order "
            + ", then ".join(e.names) + " (the last resolves first)")


@says(v.TriggerOrderAsked)
def _trigger_order_asked(e: v.TriggerOrderAsked, s: Scene) -> str:
    """-- batch T-ORDER --"""
    listed = "; ".join(f"{i + 1}: {name}" for i, name in enumerate(e.names))
    return f"{e.player} chooses the order of their triggered abilities ({listed})"


# -- batch D-PILES: piles (700.3) -------------------------------------------------------------


@says(v.PilesDivided)
def _piles_divided(e: v.PilesDivided, s: Scene) -> str:
    """Each pile by its label, with what is in it ("nothing": a pile may be empty)."""
    piles = "; ".join(f'"{label}": {s.objs(pile) if pile else "nothing"}'
                      for label, pile in zip(e.labels, e.piles, strict=True))
    return f"{e.player} divides into piles: {piles}"


@says(v.PilesChosen)
def _piles_chosen(e: v.PilesChosen, s: Scene) -> str:
    chosen = joined([f'"{label}" for {s.obj(attacker)}'
                     for attacker, label in zip(e.objs, e.labels, strict=True)])
    return f"{e.player} chooses {chosen}: each can't be blocked this combat except by " \
           "creatures with flying and creatures in the pile with its label"


@says(v.PilesAssigned)
def _piles_assigned(e: v.PilesAssigned, s: Scene) -> str:
    assigned = joined([f"pile {i} to {s.obj(a)}" for i, a in enumerate(e.objs, 1)])
    how = "at random" if e.method == "random" else "as the scenario states"
    return f"{e.player}'s piles are assigned {how}: {assigned}"


@says(v.OfferPaid)
def _offer_paid(e: v.OfferPaid, s: Scene) -> str:
    """-- batch D-CONTROL --: a special action (116.1)"""
    return f"{e.player} pays {e.cost} for {e.name}'s offer: {e.what}"


@says(v.RedirectionOffered)
def _redirection_offered(e: v.RedirectionOffered, s: Scene) -> str:
    """-- batch D-CONTROL --"""
    return f"{e.player} may apply {e.why} to {s.obj(e.source)}'s damage to {s.target(e.target)}"


@says(v.RedirectionChosen)
def _redirection_chosen(e: v.RedirectionChosen, s: Scene) -> str:
    """-- batch D-CONTROL --"""
    does = "redirects" if e.yes else "doesn't redirect"
    return f"{e.player} {does} {s.obj(e.source)}'s damage to {s.target(e.target)}"
