"""Building a table's index: its events folded as they are read, and what the index keeps.

A :class:`~shahrazad.projections.reader.TableReader` reads a table through an index
(:mod:`shahrazad.events.storage.logindex` holds its file format). The index is built the
first time a table is read, by an :class:`IndexBuilder` that folds its events as they
are read (without building an event object) and writes, as it goes:

* a **checkpoint** of the table's state every ``every`` events (:data:`EVERY` by
  default; each game is written once per run of checkpoints it did not change in, see
  :mod:`shahrazad.projections.statecodec`);
* per card, the positions of the events that name it (``card``, ``cards``), and per
  trigger, those of the events of that trigger (``trigger``);
* per object, the position at which an audit of the table first learns its name
  (:func:`shahrazad.projections.audit.audit` remembers the names of objects that have
  gone), the effects and delayed triggers by the event that made them, and where the
  card records grow.

An event that does not fold into the table before it stops the building with
:class:`Unfoldable`, which says which event and why (:func:`fold_problem`). An index
is valid only for the code that built it (:func:`fingerprint`).

>>> from shahrazad.events.examples import first_events
>>> from shahrazad.events.storage.logindex import IndexFile, IndexWriter
>>> writer = IndexWriter(None)
>>> builder = IndexBuilder(writer, every=1)
>>> builder.action([raw_of(e) for e in first_events()])
>>> meta = builder.finish(2, {})
>>> meta["events"], len(meta["checkpoints"])
(2, 3)
"""

from __future__ import annotations

import hashlib
from array import array
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import msgpack

from shahrazad.events.base import EVENT_TYPES, Event
from shahrazad.events.storage.logindex import ArrayWriter, IndexWriter
from shahrazad.projections import audit as _audit
from shahrazad.projections.fold import CURRENT, OTHER_GAMES, FoldError, apply_raw
from shahrazad.projections.names import NEW_OBJECT_FIELDS
from shahrazad.projections.state import TableState
from shahrazad.projections.statecodec import encode_game, encode_table

__all__ = ["EVERY", "TAUGHT_POSTINGS", "TRIGGER_TEACHERS", "IndexBuilder", "Raw",
           "Unfoldable", "fingerprint", "fold_problem", "raw_of", "write_array"]

#: events between checkpoints, by default
EVERY = 4096
#: an event as msgpack decodes it: (kind, version, position, game, rule, cause, payload)
Raw = tuple[Any, ...]
#: the modules of this package whose code decides what an index holds, beside this one
_INDEX_CODE = ("event_sources.py", "reader.py")


class Unfoldable(FoldError):
    """An event of the table does not fold into the table before it: ``problem`` says
    which and why, in words."""

    def __init__(self, position: int, problem: str) -> None:
        super().__init__(problem)
        self.position = position
        self.problem = problem


def fold_problem(exc: BaseException) -> str:
    """Why an event does not fold, in words, from what the fold raised."""
    cause = exc.__context__ if isinstance(exc, FoldError) else exc
    if isinstance(cause, KeyError):
        return f"it names {cause.args[0]!r}, which the table does not have there"
    if isinstance(cause, IndexError):
        return "it names a place in a zone that is not there"
    if isinstance(cause, AttributeError | TypeError | ValueError):
        return "its fields do not fit the state of the table"
    text = str(exc)
    return text.split(": ", 1)[1] if ": " in text and "does not fit" in text else text


def _fingerprint() -> str:
    """A digest of the code an index depends on: the fold, the state and its codec,
    the events' vocabulary, the index's layout. Another Shahrazad's index is stale."""
    from shahrazad.events import base, vocabulary
    from shahrazad.events.storage import logfile, logindex
    from shahrazad.projections import fold as fold_module
    from shahrazad.projections import names, state, statecodec

    h = hashlib.blake2b(digest_size=16)
    for module in (base, vocabulary, logfile, logindex, fold_module, state, statecodec,
                   _audit, names):
        h.update(Path(module.__file__ or "").read_bytes())
    here = Path(__file__)
    for name in (here.name, *_INDEX_CODE):
        h.update((here.parent / name).read_bytes())
    return h.hexdigest()


_FINGERPRINT: list[str] = []


def fingerprint() -> str:
    """:func:`_fingerprint`, computed once."""
    if not _FINGERPRINT:
        _FINGERPRINT.append(_fingerprint())
    return _FINGERPRINT[0]


#: the kinds of event that add card records to the table
_REGISTRY = ("table_opened", "variant_cards_added")
Noted = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...],
              tuple[str, ...]]
#: The kinds whose words teach the audit what it calls an effect or a delayed trigger
#: later (:mod:`shahrazad.projections.words`), by the field that numbers it: the index keeps
#: where each was made, so that an audit starting after it still names it.
_TAUGHT = {"effect_created": "effect", "delayed_trigger_created": "delayed"}
#: the postings each of those fields is kept under, and the teaching kinds of triggers
TAUGHT_POSTINGS = {"effect": "effects", "delayed": "delayed"}
TRIGGER_TEACHERS = ("ability_triggered", "trigger_deferred")


def _noted() -> dict[str, Noted]:
    """Per kind that has any, the payload fields the index notes: the other games it
    changes (:data:`shahrazad.projections.fold.OTHER_GAMES`), the cards, the trigger, the objects
    whose names an audit remembers."""
    noted: dict[str, Noted] = {}
    for kind, cls in EVENT_TYPES.items():
        fields = cls.FIELDS
        found = (OTHER_GAMES.get(kind, ()), tuple(f for f in ("card", "cards") if f in fields),
                 ("trigger",) if "trigger" in fields else (),
                 tuple(f for f in NEW_OBJECT_FIELDS if f in fields),
                 (_TAUGHT[kind],) if kind in _TAUGHT else ())
        if any(found) or kind in _REGISTRY:
            noted[kind] = found
    return noted


class IndexBuilder:
    """Folds a table's events as they are read, and writes its index as it goes."""

    def __init__(self, writer: IndexWriter, every: int) -> None:
        self.writer = writer
        self.every = every
        self.state = TableState()
        self.games: dict[str, Any] = {}
        self.changed: set[str] = set()
        self.cards: dict[int, array[int]] = {}
        self.triggers: dict[int, array[int]] = {}
        self.taught: dict[str, dict[int, array[int]]] = {
            which: {} for which in TAUGHT_POSTINGS.values()}
        self.known_at = array("I")
        self.known_name = array("I")
        self.names: dict[tuple[str, str, str, str, bool], int] = {}
        self.registry: list[list[int]] = []
        self.unfoldable: Unfoldable | None = None
        self.noted = _noted()
        self.checkpoints: list[Any] = [self._checkpoint()]

    def _checkpoint(self) -> Any:
        """Write the state as it is now: its table, and the games that changed."""
        state, writer = self.state, self.writer
        for path in self.changed:
            game = state.games.get(path)
            if game is not None:
                self.games[path] = writer.add(encode_game(game))
        self.changed.clear()
        record: bytes = msgpack.packb(
            [state.position, writer.add(encode_table(state)), sorted(self.games.items())],
            use_bin_type=True)
        return writer.add(record)

    def action(self, raws: list[Raw]) -> None:
        """The sink of :func:`shahrazad.events.storage.logfile.scan`: fold one rules action's events
        (the loop of :func:`shahrazad.projections.fold.fold_raw`, noting what the index keeps)."""
        if self.unfoldable is not None:
            return  # the scan goes on, to check the rest of the log
        state = self.state
        current, every, noted, changed = CURRENT, self.every, self.noted, self.changed
        position = state.position
        raw: Raw = ()
        try:
            for raw in raws:
                kind, version, at, game, _rule, _cause, payload = raw
                if at != position + 1:
                    raise FoldError(f"event at position {at} applied to a state at "
                                    f"{position}")
                expected, handler = current[kind]
                if version != expected:
                    state.position = position
                    apply_raw(state, raw)
                else:
                    handler(state, game, at, payload)
                position = at
                changed.add(game)
                fields = noted.get(kind)
                if fields is not None:  # this kind names other games, cards or objects
                    state.position = position
                    self._note(kind, at, game, payload, fields)
                if at % every == 0:
                    state.position = position
                    self.checkpoints.append(self._checkpoint())
        except Exception as exc:  # the fold's errors, as fold_raw turns them into words
            kind = raw[0] if raw else "?"
            self.unfoldable = Unfoldable(
                position + 1, f"event {position + 1} ({kind}) does not fold into the "
                              f"table: {fold_problem(exc)}")
        finally:
            state.position = position

    def _note(self, kind: str, at: int, game: str, payload: dict[str, Any],
              fields: Noted) -> None:
        """What the index keeps of an event that names other games (they changed), cards,
        a trigger or objects."""
        others, cards, triggers, objects, taught = fields
        for name in others:
            self.changed.add(payload[name])
        for name in cards:
            value = payload[name]
            for card in value if type(value) is tuple else (value,):
                if type(card) is int:
                    found = self.cards.get(card)
                    if found is None:
                        found = self.cards[card] = array("I")
                    if not found or found[-1] != at:
                        found.append(at)
        for name in triggers:
            trigger = payload[name]
            if type(trigger) is int:
                found = self.triggers.get(trigger)
                if found is None:
                    found = self.triggers[trigger] = array("I")
                found.append(at)
        if objects:
            known_at = self.known_at
            for name in objects:
                oid = payload[name]
                # the common case: one object, whose name is already known
                if type(oid) is not int or not 0 <= oid < len(known_at) or not known_at[oid]:
                    self._remember(kind, at, game, payload, objects)
                    break
        for name in taught:
            number = payload[name]
            if type(number) is int:
                found = self.taught[TAUGHT_POSTINGS[name]].get(number)
                if found is None:
                    found = self.taught[TAUGHT_POSTINGS[name]][number] = array("I")
                found.append(at)
        if kind in _REGISTRY:
            self.registry.append([at, len(self.state.cards)])

    def _remember(self, kind: str, at: int, path: str, payload: dict[str, Any],
                  objects: tuple[str, ...]) -> None:
        """The names an audit learns at this event (``TableNames.remember_fields``): the
        objects named by these fields, as the table holds them after it (name, owner,
        game, kind, token); these never change, so each is noted the first time only."""
        known_at = self.known_at
        games = self.state.games
        for name in objects:
            value = payload[name]
            for oid in value if type(value) is tuple else (value,):
                if type(oid) is not int or oid < 0 or (oid < len(known_at) and known_at[oid]):
                    continue
                found, holder = None, path
                game = games.get(path)
                if game is not None:
                    found = game.objects.get(oid)
                if found is None:  # the games the event names first, then all
                    named = [games.get(payload[other]) for other in OTHER_GAMES.get(kind, ())]
                    for there in (*named, *games.values()):
                        if there is not None and oid in there.objects:
                            found, holder = there.objects[oid], there.path
                            break
                if found is None:
                    continue
                if oid >= len(known_at):
                    grow = array("I", bytes(4 * (oid + 1024 - len(known_at))))
                    known_at.extend(grow)
                    self.known_name.extend(grow)
                known_at[oid] = at
                record = (found.name, found.owner, holder, found.kind, found.token)
                number = self.names.get(record)
                if number is None:
                    number = self.names[record] = len(self.names)
                self.known_name[oid] = number

    def finish(self, events: int, extra: Mapping[str, Any]) -> dict[str, Any]:
        """Write the rest of the index; its directory's ``meta``."""
        if self.unfoldable is not None:
            raise self.unfoldable
        if self.state.position != events:
            raise FoldError(f"folded {self.state.position} events of {events}")
        writer = self.writer
        end = self._checkpoint() if events % self.every else None
        return {"events": events, "every": self.every, "checkpoints": self.checkpoints,
                "end": end, "cards": _postings(writer, self.cards),
                "triggers": _postings(writer, self.triggers),
                **{which: _postings(writer, found) for which, found in self.taught.items()},
                "names": writer.add(msgpack.packb([list(r) for r in self.names],
                                                  use_bin_type=True)),
                "known_at": write_array(writer, self.known_at, "I"),
                "known_name": write_array(writer, self.known_name, "I"),
                "registry": self.registry, **extra}


def write_array(writer: IndexWriter, values: Sequence[int], typecode: str) -> dict[str, Any]:
    """``values`` written to the index as one array of ``typecode``; its reference."""
    out = ArrayWriter(writer, typecode)
    out.extend(values)
    return out.done()


def _postings(writer: IndexWriter, lists: Mapping[int, array[int]]) -> dict[str, Any]:
    """Per key, its sorted positions: the keys, where each key's positions begin in
    one array of all of them, and that array."""
    keys = sorted(lists)
    starts = [0]
    positions = array("I")
    for key in keys:
        positions.extend(lists[key])
        starts.append(len(positions))
    return {"keys": writer.add(msgpack.packb([keys, starts], use_bin_type=True)),
            "positions": write_array(writer, positions, "I")}


def raw_of(event: Event) -> Raw:
    """An event as msgpack decodes it from a log (what :class:`IndexBuilder` folds)."""
    return (event.KIND, event.VERSION, event.position, event.game, event.rule, event.cause,
            event.payload())
