"""Naming the objects of a recorded table the way a judge writes them.

An object is named by its card name: ``Serra Angel``. Where that name could mean
another object in the same place (an object of the same name with another owner
in the same shared zone of the same game: both players' Mountains on the
battlefield), its owner is said too; and an object named in an event of another
game says its game. These are :mod:`shahrazad.naming`'s qualifiers (the engine
writes them ``1:B:Serra Angel`` so that they parse back); in prose they read
``B's Serra Angel in game 1``. A projection can't import the engine, so the audit
names things here.

An ability on the stack is named after its source: ``Desecrated Tomb's triggered
ability``. An object that has left its game (or the whole table) is still named:
the names of objects are remembered from the events that make them.

>>> from shahrazad.projections.state import GameState, Obj, PlayerState
>>> game = GameState("1", ["A", "B"], {p: PlayerState(p, 20) for p in "AB"})
>>> for oid, owner in ((1, "A"), (2, "B"), (3, "A")):
...     game.objects[oid] = Obj(oid, oid, "Mountain" if oid < 3 else "Plains", owner,
...                             owner, "battlefield")
...     game.battlefield.append(oid)
>>> names = TableNames()
>>> names.prose(_found(game, 1), "1"), names.prose(_found(game, 3), "1")
("A's Mountain", 'Plains')
>>> names.prose(_found(game, 2), "1.1"), names.grammar(_found(game, 2), "1")
("B's Mountain in game 1", 'B:Mountain')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any

from shahrazad.events.base import Event
from shahrazad.projections.fold import OTHER_GAMES
from shahrazad.projections.state import PLAYER_ZONES, GameState, Obj, TableState

__all__ = ["Found", "TableNames", "joined", "stack_name"]

#: Fields of events that name objects an event brings into being: their names are
#: remembered, so an object that has since left its zone or its game is still named.
NEW_OBJECT_FIELDS = ("new_obj", "obj", "objs", "new_objs")


#: -- batch D-PILES --: the name of a face-down card in the audit: its owner's secret
#: (406.3); the event that made it face down holds its identity for replay
FACE_DOWN = "face-down card"


@dataclass(frozen=True, slots=True)
class Found:
    """An object as the audit names it: what it is, whose, where it was seen, and
    whether another object in the same place has the same name and another owner."""

    name: str
    owner: str
    game: str
    kind: str
    token: bool
    ambiguous: bool


def _found(game: GameState, oid: int) -> Found:
    obj = game.objects[oid]
    if obj.face_down:  # -- batch D-PILES --: named by what everybody sees (406.3)
        return Found(FACE_DOWN, obj.owner, game.path, obj.kind, obj.token, True)
    return Found(obj.name, obj.owner, game.path, obj.kind, obj.token, _ambiguous(game, obj))


def _ambiguous(game: GameState, obj: Obj) -> bool:
    """Whether the name alone could mean another object where ``obj`` is.

    A player's own zone is named with its player whenever the audit mentions it, so
    only the shared zones (battlefield, stack, exile, command) can hold two objects
    of one name and different owners.
    """
    if obj.zone in PLAYER_ZONES:
        return False
    objects = game.objects
    for oid in game.zone(obj.zone):
        other = objects[oid]
        if other.name == obj.name and other.owner != obj.owner:
            return True
    return False


def stack_name(name: str, kind: str) -> str:
    """An ability is named after its source (113.7a); a spell or card by its name.

    >>> stack_name("Desecrated Tomb", "trigger"), stack_name("Shahrazad", "spell")
    ("Desecrated Tomb's triggered ability", 'Shahrazad')
    """
    if kind == "trigger":
        return f"{name}'s triggered ability"
    if kind == "ability":
        return f"{name}'s activated ability"
    return name


def joined(items: Iterable[str], empty: str = "nothing") -> str:
    """``X``, ``X and Y``, ``X, Y and Z``: a list as a sentence says it.

    >>> joined(["Swamp"]), joined(["Swamp", "Island"]), joined(["A", "B", "C"]), joined([])
    ('Swamp', 'Swamp and Island', 'A, B and C', 'nothing')
    """
    items = list(items)
    if not items:
        return empty
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


class TableNames:
    """The names of one table's objects, triggers, effects and delayed triggers, as the
    audit folds its log: looked up in the states around an event, else remembered
    from when they existed.

    An audit that starts in the middle of a table is given what an audit of the events
    before would have learnt: ``known``, ``effects``, ``delayed`` and ``triggers`` may be
    mappings that look it up (:mod:`shahrazad.projections.reader` reads them from a log's index).
    """

    def __init__(self, known: MutableMapping[int, Found] | None = None,
                 effects: MutableMapping[int, str] | None = None,
                 delayed: MutableMapping[int, str] | None = None,
                 triggers: MutableMapping[int, str] | None = None) -> None:
        self.known: MutableMapping[int, Found] = {} if known is None else known
        #: effect id -> a short description (``Giant Growth's +3/+3 on Grizzly Bears``)
        self.effects: MutableMapping[int, str] = {} if effects is None else effects
        #: delayed trigger id -> the name of the source that set it up
        self.delayed: MutableMapping[int, str] = {} if delayed is None else delayed
        #: trigger id -> the name of its source
        self.triggers: MutableMapping[int, str] = {} if triggers is None else triggers

    def find(self, states: Sequence[TableState], game: str, oid: int) -> Found | None:
        """Object ``oid`` as the first of ``states`` that holds it shows it (the event's
        game first), else as last remembered."""
        for state in states:
            here = state.games.get(game)
            for g in (here, *state.games.values()):
                if g is None:
                    continue
                if oid in g.objects:
                    return _found(g, oid)
                snap = g.resolving_snapshot
                if snap is not None and snap.oid == oid:  # resolving, off the stack (608.2n)
                    return Found(FACE_DOWN if snap.face_down else snap.name,  # M-MASK
                                 snap.owner, g.path, snap.kind, snap.token, snap.face_down)
        return self.known.get(oid)

    def prose(self, found: Found | None, game: str, oid: int = 0) -> str:
        """The object's name in a sentence: ``B's Serra Angel``, ``Mountain in game 1``."""
        if found is None:
            return f"object {oid}"
        name = stack_name(found.name, found.kind)
        if found.ambiguous:
            name = (f"{name} ({found.owner}'s)" if found.kind in ("trigger", "ability")
                    else f"{found.owner}'s {name}")
        return name if found.game == game else f"{name} in game {found.game}"

    def grammar(self, found: Found | None, game: str, oid: int = 0) -> str:
        """The object's name in a decision's text form (:mod:`shahrazad.naming`):
        ``B:Serra Angel``, ``1:Juzam Djinn``."""
        if found is None:
            return f"object {oid}"
        prefix = (f"{found.game}:" if found.game != game else "") + (
            f"{found.owner}:" if found.ambiguous else "")
        return prefix + found.name

    def remember(self, event: Event, after: TableState) -> None:
        """Keep the names of the objects ``event`` brought into being."""
        self.remember_fields(event.game, event.payload(), after, event.KIND)

    def remember_fields(self, path: str, payload: Mapping[str, Any], after: TableState,
                        kind: str = "") -> None:
        """:meth:`remember` for an event of game ``path`` given by its payload (as an
        event's, or as msgpack decodes it); its ``kind`` says which other games it names
        (they are looked in first)."""
        game = after.games.get(path)
        named: list[GameState] | None = None
        for key in NEW_OBJECT_FIELDS:
            value = payload.get(key)
            for oid in value if isinstance(value, (tuple, list)) else (value,):
                if isinstance(oid, int) and not isinstance(oid, bool):
                    holder = game if game is not None and oid in game.objects else None
                    if holder is None:
                        # an object id is one game's at a time: the games the event names
                        # first; every game (a long table has hundreds) only for an object
                        # not known yet (one known and not there is gone: its name stays)
                        if named is None:
                            named = [g for other in OTHER_GAMES.get(kind, ())
                                     if (g := after.games.get(payload.get(other, ""))) is not None]
                        holder = next((g for g in named if oid in g.objects), None)
                        if holder is None:
                            if oid in self.known:
                                continue
                            holder = next((g for g in after.games.values()
                                           if oid in g.objects), None)
                    if holder is not None:
                        obj = holder.objects[oid]
                        # once it is gone, nothing is left to tell it apart from
                        self.known[oid] = Found(obj.name, obj.owner, holder.path, obj.kind,
                                                obj.token, False)
