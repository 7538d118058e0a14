"""Reading a recorded table through its index: any position, window or card, quickly.

A :class:`TableReader` reads a log file, a table in the store, or a list of events.
The first time a log is opened it is read whole (every check of
:func:`shahrazad.events.storage.logfile.scan`) and folded, without building an event object, and
what was learnt on the way is kept in an index (:mod:`shahrazad.events.storage.logindex`):

* a **checkpoint** of the table's state every ``every`` events (4096 by default; each
  game is written once per run of checkpoints it did not change in, see
  :mod:`shahrazad.projections.statecodec`), and the hash chain at each;
* where each record begins in the file, and a digest of the bytes of each block of
  records between two checkpoints (:func:`shahrazad.events.storage.logindex.block_digest`);
* per card, the positions of the events that name it (``card``, ``cards``), and per
  trigger, those of the events of that trigger (``trigger``);
* per object, the position at which an audit of the table first learns its name
  (:func:`shahrazad.projections.audit.audit` remembers the names of objects that have gone),
  and where the card records grow.

After that, the state at position N is a checkpoint and at most ``every`` events
folded on top (:meth:`TableReader.state_at`); a window of events is read from its
records, whose bytes are proven to be those the whole reading checked by their block's
digest, and decoded (:meth:`TableReader.raws`);
the events that name a card, or the causes of an event, are read one by one,
wherever they are. Event objects are built only for the events a command shows.
Should the index turn out not to fit the log as it is read (the file changed, or
the index is damaged), the reader builds it again and goes on.

>>> from shahrazad.table import Table
>>> from shahrazad.projections.fold import fold
>>> t = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=3)
>>> r = TableReader.of_events(t.events, every=8)
>>> len(r), r.state_at(len(r)) == t.state, r.state_at(9) == fold(t.events[:9])
(20, True, True)
>>> [line.position for line in r.audit(5, 7)]
[5, 6, 7]
"""

from __future__ import annotations

import hashlib
import mmap
import os
from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Mapping, MutableMapping, Sequence
from pathlib import Path
from typing import Any, TypeVar, overload

import msgpack
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from shahrazad.events.base import EVENT_TYPES, Event
from shahrazad.events.errors import ShahrazadError
from shahrazad.events.storage.logfile import (
    LogError,
    Scanned,
    Tap,
    VerifyReport,
    build_event,
    raw_event,
    verify_scan,
)
from shahrazad.events.storage.logformat import head_hash
from shahrazad.events.storage.logindex import (
    ArrayWriter,
    IndexArray,
    IndexFile,
    IndexStale,
    IndexWriter,
    Records,
    block_digest,
    cache_place,
    index_places,
    log_key,
)
from shahrazad.projections import audit as _audit
from shahrazad.projections.audit import (
    SETUP_KINDS,
    SETUP_RULE,
    AuditLine,
    audit,
    audit_raw,
    rule_title,
)
from shahrazad.projections.fold import (
    CURRENT,
    OTHER_GAMES,
    FoldError,
    apply,
    apply_raw,
    fold_raw,
    games_changed,
)
from shahrazad.projections.names import NEW_OBJECT_FIELDS, Found, TableNames
from shahrazad.projections.state import CardRecord, TableState, copy_game, copy_table
from shahrazad.projections.statecodec import decode_game, decode_table, encode_game, encode_table
from shahrazad.projections.words import describe

__all__ = ["EVERY", "IndexedEvents", "KnownNames", "TableReader", "Unfoldable",
           "fold_problem", "verify_file"]

#: events between checkpoints, by default
EVERY = 4096
#: an event as msgpack decodes it: (kind, version, position, game, rule, cause, payload)
Raw = tuple[Any, ...]


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
    h.update(Path(__file__).read_bytes())
    return h.hexdigest()


_FINGERPRINT: list[str] = []


def fingerprint() -> str:
    """:func:`_fingerprint`, computed once."""
    if not _FINGERPRINT:
        _FINGERPRINT.append(_fingerprint())
    return _FINGERPRINT[0]


# -- building ---------------------------------------------------------------------------

#: the kinds of event that add card records to the table
_REGISTRY = ("table_opened", "variant_cards_added")
Noted = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...],
              tuple[str, ...]]
#: The kinds whose words teach the audit what it calls an effect or a delayed trigger
#: later (:mod:`shahrazad.projections.words`), by the field that numbers it: the index keeps
#: where each was made, so that an audit starting after it still names it.
_TAUGHT = {"effect_created": "effect", "delayed_trigger_created": "delayed"}
#: the postings each of those fields is kept under, and the teaching kinds of triggers
_TAUGHT_POSTINGS = {"effect": "effects", "delayed": "delayed"}
_TRIGGER_TEACHERS = ("ability_triggered", "trigger_deferred")


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


class _Builder:
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
            which: {} for which in _TAUGHT_POSTINGS.values()}
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
                found = self.taught[_TAUGHT_POSTINGS[name]].get(number)
                if found is None:
                    found = self.taught[_TAUGHT_POSTINGS[name]][number] = array("I")
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
                "known_at": _array(writer, self.known_at, "I"),
                "known_name": _array(writer, self.known_name, "I"),
                "registry": self.registry, **extra}


def _array(writer: IndexWriter, values: Sequence[int], typecode: str) -> dict[str, Any]:
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
            "positions": _array(writer, positions, "I")}


# -- where the events come from ---------------------------------------------------------


class _Source:
    """Where a reader's events are: it builds the index, and reads events back."""

    def build(self, every: int) -> IndexFile:
        raise NotImplementedError

    def open(self) -> IndexFile | None:
        """The index, if there is a valid one."""
        raise NotImplementedError

    def raws(self, reader: TableReader, first: int, last: int) -> Iterator[Raw]:
        raise NotImplementedError

    def raw(self, reader: TableReader, position: int) -> Raw:
        raise NotImplementedError

    def close(self) -> None:
        pass


class _LogSource(_Source):
    """A log file; its index in the cache folder."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.records: Records | None = None
        self.key: dict[str, Any] = {}
        #: the index the block digests are of, the digests, and the blocks proven so far
        self._blocks: tuple[IndexFile, bytes, set[int]] | None = None

    def _key(self) -> dict[str, Any]:
        return {**log_key(self.path), "code": fingerprint()}

    def open(self) -> IndexFile | None:
        self.key = self._key()
        for place in index_places(self.path):
            found = IndexFile.open(place, self.key)
            if found is not None:
                self._records()
                return found
        return None

    def _records(self) -> Records:
        if self.records is None:
            self.records = Records(self.path)
        return self.records

    def build(self, every: int) -> IndexFile:
        report, unfoldable, index = self.check(every)
        if report.scanned is None:
            raise LogError(report.problem or "", report.first_bad)
        if unfoldable is not None:
            raise unfoldable
        assert index is not None
        return index

    def check(self, every: int, key: Ed25519PublicKey | None = None, keep: bool = True
              ) -> tuple[VerifyReport, Unfoldable | None, IndexFile | None]:
        """Read the whole log and check it (its signature against ``key``, if given),
        fold it, and leave its index (when it is sound and folds): in the cache folder;
        else (nowhere can be written) in memory, for this reader.
        The index is opened for reading unless ``keep`` is false."""
        self.key = self._key()
        for place in [*index_places(self.path), None]:
            try:
                writer = IndexWriter(place)
            except OSError:
                continue
            try:
                report, unfoldable = self._write(writer, every, key)
            except OSError:
                writer.abandon()
                continue
            except BaseException:
                writer.abandon()
                raise
            if report.scanned is None or unfoldable is not None or not keep:
                return report, unfoldable, None
            self._records()
            index = (IndexFile.of(writer.data, self.key) if place is None
                     else IndexFile.open(place, self.key))
            if index is not None:
                return report, None, index
        raise OSError(f"{self.path}: its index could not be made")

    def _write(self, writer: IndexWriter, every: int, key: Ed25519PublicKey | None
               ) -> tuple[VerifyReport, Unfoldable | None]:
        """Read the whole log, fold it, and write its index (unless the log is not
        sound, or does not fold: then the writer is left for the caller to abandon)."""
        offsets = array("Q")
        tap = Tap(offsets=offsets, every=every)
        builder = _Builder(writer, every)
        with open(self.path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            data: Any = (mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) if size
                         else b"")
        try:
            report = verify_scan(data, builder.action, key, tap)
            found = report.scanned
            if found is not None:
                blocks = _blocks(data, offsets, found.events, every, found.end_offset)
        finally:
            if size:
                data.close()
        if found is None:
            return report, None
        n = found.events
        chains = [_start_chain(found), *tap.chains[:n // every]]
        try:
            meta = builder.finish(n, {
                "chains": writer.add(b"".join(chains)), "blocks": writer.add(blocks),
                "offsets": _array(writer, offsets[:n], "I" if size < 1 << 32 else "Q"),
                "complete": found.complete, "head": found.last_hash,
                "end_offset": found.end_offset, "left_out": found.left_out,
                "torn_at": found.torn_at, "format": found.header.format})
        except Unfoldable as exc:
            return report, exc
        writer.close(meta, self.key)
        return report, None

    def raws(self, reader: TableReader, first: int, last: int) -> Iterator[Raw]:
        return self._proven(reader, first, last)

    def _proven(self, reader: TableReader, first: int, last: int) -> Iterator[Raw]:
        """The events ``first`` to ``last`` from the blocks of records that hold them,
        each block's bytes proven by its digest in the index (once per reader) and then
        decoded without checking each record again (:meth:`Records.plain`)."""
        records = self._records()
        every, n = reader.every, reader.n
        offsets = reader._array("offsets")
        if self._blocks is None or self._blocks[0] is not reader.index:
            self._blocks = (reader.index, reader._blob(reader.meta["blocks"]), set())
        _, digests, proven = self._blocks
        k = first
        while k <= last:
            block = (k - 1) // every
            upto = (block + 1) * every
            end = offsets[upto] if upto < n else reader.meta["end_offset"]
            if block not in proven:
                start = offsets[block * every]
                if not records.proven(start, end, digests[block * 16:block * 16 + 16]):
                    raise IndexStale
                proven.add(block)
            stop = min(last, upto)
            yield from records.plain(offsets[k - 1], end, k, stop)
            k = stop + 1

    def raw(self, reader: TableReader, position: int) -> Raw:
        return self._records().event(reader._array("offsets")[position - 1], position)

    def close(self) -> None:
        if self.records is not None:
            self.records.close()
            self.records = None
        self._blocks = None


def _blocks(data: Any, offsets: array[int], n: int, every: int, end: int) -> bytes:
    """The digest of each block of ``every`` records (the last block: to ``end``), from
    the bytes a whole reading just checked
    (:func:`shahrazad.events.storage.logindex.block_digest`)."""
    return b"".join(block_digest(data, offsets[b], offsets[b + every] if b + every < n
                                 else end) for b in range(0, n, every))


def _start_chain(found: Scanned) -> bytes:
    header = found.header
    return head_hash(found.header_bytes if header.format >= 2 else header.encode(),
                     header.format)


class _MemorySource(_Source):
    """A list of events, already checked: its index is kept in memory."""

    def __init__(self, events: Sequence[Event]) -> None:
        self.events = events

    def open(self) -> IndexFile | None:
        return None

    def build(self, every: int) -> IndexFile:
        writer = IndexWriter(None)
        builder = _Builder(writer, every)
        for i in range(0, len(self.events), 1024):
            builder.action([_raw_of(e) for e in self.events[i:i + 1024]])
        writer.close(builder.finish(len(self.events), {}), {})
        found = IndexFile.of(writer.data, {})
        assert found is not None
        return found

    def raws(self, reader: TableReader, first: int, last: int) -> Iterator[Raw]:
        return map(_raw_of, self.events[first - 1:last])

    def raw(self, reader: TableReader, position: int) -> Raw:
        return _raw_of(self.events[position - 1])


def _raw_of(event: Event) -> Raw:
    return (event.KIND, event.VERSION, event.position, event.game, event.rule, event.cause,
            event.payload())


class _BadRow(ShahrazadError):
    """A stored row that does not check: ``position`` is where."""

    def __init__(self, position: int) -> None:
        super().__init__(position)
        self.position = position


class _StoreSource(_Source):
    """A table in the store (:class:`shahrazad.events.storage.store.TableStore`): its rows are read
    by position, and its index is kept in the cache folder, named after the store and
    the table, for the table as it is now (its length, its first and last rows, its
    outcome and closing records: a table that grew, or whose ends were changed, gets a
    new index).

    A store has no file whose change time gives an edit away, as a log has: a row can
    be changed in the database and leave the table as long as it was. So every row a
    reader reads is checked on the hash chain, as a whole reading checks it, from the
    index's checkpoints: building the index reads every row and checks it (and the
    records against the events, :meth:`shahrazad.events.storage.store.TableStore.check_records`),
    and keeps the chain hash after every :attr:`LINK`-th row; a later read of rows ``a`` to
    ``b`` reads from the checkpoint before ``a`` to the one after ``b`` (or the table's
    head) and checks that the chain leads from the one to the other. A row edited since,
    with its hash or without, breaks that, and the reader reads the whole table again,
    which names the row (:class:`shahrazad.events.storage.store.StoreCorrupt`)."""

    #: rows read from the store at a time while building
    BATCH = 8192
    #: rows between the chain's checkpoints in the index: a read checks at most this many
    #: more rows on either side of the ones it wants
    LINK = 64

    def __init__(self, store: Any, table: Any, name: str) -> None:
        self.store = store
        self.table = table
        self.name = name
        self.key: dict[str, Any] = {}
        self._chains: tuple[IndexFile, bytes] | None = None

    def _key(self) -> dict[str, Any]:
        head = self.store.head(self.table)
        ends = self.store.raw(self.table, start=1, stop=1) + (
            self.store.raw(self.table, start=head, stop=head) if head else [])
        return {"store": str(self.store.location), "table": self.table.hex, "events": head,
                "ends": hashlib.blake2b(b"".join(bytes(x) for x in ends)).digest(),
                "records": hashlib.blake2b(self.store.record_bytes(self.table)).digest(),
                "code": fingerprint()}

    def _place(self) -> Path:
        hashed = hashlib.blake2b(f"{self.store.location}\n{self.table.hex}".encode(),
                                 digest_size=16).hexdigest()
        return cache_place(f"store-{hashed}.idx")

    def open(self) -> IndexFile | None:
        self.key = self._key()
        return IndexFile.open(self._place(), self.key)

    def _corrupt(self, k: int) -> Exception:
        """The error of a table whose row ``k`` does not check: in the words of a whole
        check of the table (:meth:`shahrazad.events.storage.store.TableStore.check`)."""
        from shahrazad.events.storage.store import StoreCorrupt

        found = self.store.check(self.table)
        if found.ok:  # changed while it was read: say where this reading stopped
            return StoreCorrupt(f"table {self.name}: row {k} changed while it was read", k)
        return StoreCorrupt(f"table {self.name}: {found.problem}", found.first_bad or k)

    def build(self, every: int) -> IndexFile:
        self.key = self._key()
        n = self.key["events"]
        for place in (self._place(), None):
            try:
                writer = IndexWriter(place)
            except OSError:
                continue
            try:
                builder = _Builder(writer, every)
                chains: list[bytes] = []
                chain: bytes | None = None
                fmt = 2
                ended: Raw | None = None
                for first in range(1, n + 1, self.BATCH):
                    last = min(n, first + self.BATCH - 1)
                    try:
                        raws, chain, fmt = self._checked(first, last, chain, chains)
                    except _BadRow as exc:
                        raise self._corrupt(exc.position) from None
                    ended = ended or next((r for r in raws if r[0] == "game_ended"
                                           and r[3] == "1"), None)
                    builder.action(raws)
                main_end = build_event(ended) if ended is not None else None
                wrong = self.store.check_records(
                    self.table, n, chain or b"", fmt,
                    main_end.position if main_end is not None else None,
                    {main_end.position: main_end}.__getitem__ if main_end is not None
                    else None)
                if wrong is not None:
                    raise self._corrupt(wrong[0])
                writer.close(builder.finish(n, {
                    "chains": writer.add(b"".join(chains)), "link": self.LINK,
                    "head": chain or b"", "complete": self.store.over(self.table)}),
                    self.key)
            except OSError:
                writer.abandon()
                continue
            except BaseException:
                writer.abandon()
                raise
            found = (IndexFile.of(writer.data, self.key) if place is None
                     else IndexFile.open(place, self.key))
            if found is not None:
                return found
        raise OSError("the table's index could not be written anywhere")

    def _checked(self, first: int, last: int, chain: bytes | None,
                 chains: list[bytes] | None = None, want: tuple[int, int] | None = None
                 ) -> tuple[list[Raw], bytes, int]:
        """Rows ``first`` to ``last``, each checked (there, in its place, and on the chain
        from ``chain``, the hash after row ``first - 1``; from row 1, worked out from its
        event), and the events of those in ``want`` (first and last position; default:
        all) decoded and checked as msgpack decodes them; the chain after them, and the
        rows' format. ``chains`` collects the chain after every :attr:`LINK`-th row (and
        before row 1). Raises :class:`_BadRow` at the first row that does not check."""
        from shahrazad.events.storage.storeformat import RowError, split_row, start_hash

        rows = self.store.rows(self.table, first, last)
        out: list[Raw] = []
        blank = hashlib.blake2b(digest_size=32)
        link_every = self.LINK
        lo, hi = want if want is not None else (first, last)
        fmt = 0
        k = first
        raw: Raw = ()
        for k, (position, state) in enumerate(rows, first):
            try:
                if position != k:
                    raise RowError
                stored, data = split_row(state)
                if lo <= k <= hi or k == 1:
                    raw = raw_event(data, k)
            except (RowError, LogError):
                raise _BadRow(k) from None
            this = 1 if stored is None else 2
            if fmt and this != fmt:
                raise _BadRow(k)
            fmt = this
            if k == 1:
                chain = start_hash(build_event(raw))
                if chains is not None:
                    chains.append(chain)
            if chain is None:
                raise _BadRow(k)
            hasher = blank.copy()
            hasher.update(chain)
            hasher.update(data)
            chain = hasher.digest()
            if stored is not None and stored != chain:
                raise _BadRow(k)
            if chains is not None and k % link_every == 0:
                chains.append(chain)
            if lo <= k <= hi:
                out.append(raw)
        if len(rows) != last - first + 1 or chain is None:
            raise _BadRow(first + len(rows))
        return out, chain, fmt or 2

    def _run(self, reader: TableReader, first: int, last: int) -> list[Raw]:
        """Rows ``first`` to ``last`` checked from the index's checkpoint of the chain
        before them to the one after them (or the head): :class:`IndexStale` if the rows
        do not lead from the one to the other."""
        link = reader.meta["link"]
        n = reader.n
        before = (first - 1) // link * link
        after = min(n, -(-last // link) * link)
        if self._chains is None or self._chains[0] is not reader.index:
            # the index's checkpoints, read (and checked against their digest) once
            self._chains = (reader.index, reader._blob(reader.meta["chains"]))
        chains = self._chains[1]
        start = chains[before // link * 32:before // link * 32 + 32]
        try:
            raws, chain, _ = self._checked(before + 1, after, start or None,
                                           want=(first, last))
        except _BadRow:
            raise IndexStale from None
        end = reader.meta["head"] if after == n else \
            chains[after // link * 32:after // link * 32 + 32]
        if chain != end:
            raise IndexStale
        return raws

    def raws(self, reader: TableReader, first: int, last: int) -> Iterator[Raw]:
        at = first
        while at <= last:  # a run of rows at a time: a long window is not held whole
            upto = min(last, at + self.BATCH - 1)
            yield from self._run(reader, at, upto)
            at = upto + 1

    def raw(self, reader: TableReader, position: int) -> Raw:
        # the checkpoints around it are read and hashed; only this event is decoded
        return self._run(reader, position, position)[0]

    def close(self) -> None:
        self._chains = None


def verify_file(path: str | Path, key: Ed25519PublicKey | None = None, every: int = EVERY
                ) -> tuple[VerifyReport, Unfoldable | None]:
    """Check a log file whole, as :func:`shahrazad.events.storage.logfile.verify_log` does, and that
    every event folds into the table (else the first that does not), in one reading that
    builds no event object; a log that passes gets a fresh index on the way. An index
    already there is never consulted."""
    source = _LogSource(Path(path))
    report, unfoldable, _ = source.check(every, key, keep=False)
    source.close()
    return report, unfoldable


# -- reading ------------------------------------------------------------------------------


V = TypeVar("V")


class _Overlay(MutableMapping[int, V]):
    """What the index says by a position (``__getitem__``, in a subclass), under what
    an audit adds itself from there on (``added``: all it stores, lists and counts)."""

    def __init__(self) -> None:
        self.added: dict[int, V] = {}

    def __setitem__(self, key: int, value: V) -> None:
        self.added[key] = value

    def __delitem__(self, key: int) -> None:
        del self.added[key]

    def __iter__(self) -> Iterator[int]:
        return iter(self.added)

    def __len__(self) -> int:
        return len(self.added)


class KnownNames(_Overlay[Found]):
    """The names of objects an audit of a table would have remembered by a position:
    read from the index, plus what the audit remembers itself from there on."""

    def __init__(self, reader: TableReader, upto: int) -> None:
        super().__init__()
        self.reader = reader
        self.upto = upto

    def __getitem__(self, oid: int) -> Found:
        found = self.added.get(oid)
        if found is not None:
            return found
        name = self.reader._known(oid, self.upto)
        if name is None:
            raise KeyError(oid)
        return name

class TaughtNames(_Overlay[str]):
    """What an audit of a table would call its triggers, effects or delayed triggers
    (``which``: a :class:`~shahrazad.projections.names.TableNames` dictionary) by a position:
    the event that taught it is found through the index and told again, in the states
    around it; plus what the audit learns itself from there on."""

    def __init__(self, reader: TableReader, upto: int, which: str) -> None:
        super().__init__()
        self.reader = reader
        self.upto = upto
        self.which = which

    def __getitem__(self, key: int) -> str:
        found = self.added.get(key)
        if found is not None:
            return found
        reader, which = self.reader, self.which
        postings = "triggers" if which == "triggers" else _TAUGHT_POSTINGS[
            "effect" if which == "effects" else "delayed"]
        for position in reversed(reader._positions(postings, key)):
            if position > self.upto:
                continue
            event = reader.event(position)
            if which == "triggers" and event.KIND not in _TRIGGER_TEACHERS:
                continue
            names = reader.names_at(position)
            describe(event, reader.state_at(position - 1), reader.state_at(position), names)
            taught: MutableMapping[int, str] = getattr(names, which)
            if key in taught:
                self.added[key] = taught[key]
                return taught[key]
            break
        raise KeyError(key)

#: how many events folded cost about as much as reading a checkpoint: :meth:`lines_at`
#: goes on from the last line it told unless the checkpoint is nearer by more than this
_NEARER = 256


class TableReader:
    """A recorded table, read through its index (see the module's docstring)."""

    def __init__(self, source: _Source, every: int = EVERY) -> None:
        self.source = source
        index = source.open()
        if index is None:
            index = source.build(every)
        self._use(index)

    @staticmethod
    def open_log(path: str | Path, every: int = EVERY) -> TableReader:
        """A log file (a running one too: its whole rules actions). Its index is read,
        or built (the whole log is read and checked) and left for the next reader."""
        if not Path(path).exists():
            raise FileNotFoundError(str(path))
        if Path(path).is_dir():
            raise IsADirectoryError(21, "Is a directory", str(path))
        return TableReader(_LogSource(Path(path)), every)

    @staticmethod
    def of_events(events: Sequence[Event], every: int = EVERY) -> TableReader:
        """A list of events (already checked: the engine's, or a read log's)."""
        return TableReader(_MemorySource(events), every)

    @staticmethod
    def of_store(store: Any, name: str, every: int = EVERY) -> TableReader:
        """The table called ``name`` in ``store``
        (:class:`shahrazad.events.storage.store.TableStore`)."""
        return TableReader(_StoreSource(store, store.find(name), name), every)

    def _use(self, index: IndexFile) -> None:
        self.index = index
        self.meta: dict[str, Any] = index.meta
        self.n: int = self.meta["events"]
        self.every: int = self.meta["every"]
        self._arrays: dict[str, IndexArray] = {}
        self._postings: dict[str, tuple[list[int], list[int], IndexArray]] = {}
        self._games: dict[Any, bytes] = {}
        self._names: list[Found] | None = None
        self._first_decision: int | None = None
        self._opened: Event | None = None

    def _heal(self) -> None:
        """The index does not fit the log: build it again (reading the whole log, which
        says what is wrong if the log is bad)."""
        self.index.close()
        self.source.close()
        self._use(self.source.build(self.every))

    def close(self) -> None:
        self.index.close()
        self.source.close()

    def __enter__(self) -> TableReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __len__(self) -> int:
        return self.n

    @property
    def complete(self) -> bool:
        """Is the log over (closed by its trailer)? A list of events or a stored table
        says yes."""
        return bool(self.meta.get("complete", True))

    # -- the index's parts, checked as they are read -----------------------------------------

    def _blob(self, ref: Any) -> bytes:
        return self.index.blob(ref)

    def _array(self, name: str) -> IndexArray:
        found = self._arrays.get(name)
        if found is None:
            found = self._arrays[name] = self.index.array(self.meta[name])
        return found

    def _heals(self, read: Callable[[], Any]) -> Any:
        try:
            return read()
        except IndexStale:
            self._heal()
            return read()

    def _positions(self, which: str, key: int) -> list[int]:
        def read() -> list[int]:
            found = self._postings.get(which)
            if found is None:
                info = self.meta[which]
                keys, starts = msgpack.unpackb(self._blob(info["keys"]))
                found = self._postings[which] = (keys, starts,
                                                 self.index.array(info["positions"]))
            keys, starts, positions = found
            i = bisect_right(keys, key) - 1
            if i < 0 or keys[i] != key:
                return []
            return list(positions.slice(starts[i], starts[i + 1]))
        result: list[int] = self._heals(read)
        return result

    def _known(self, oid: int, upto: int) -> Found | None:
        def read() -> Found | None:
            known_at = self._array("known_at")
            if not 0 <= oid < len(known_at):
                return None
            at = known_at[oid]
            if not at or at > upto:
                return None
            if self._names is None:
                self._names = [Found(name, owner, game, kind, token, False)
                               for name, owner, game, kind, token in msgpack.unpackb(
                                   self._blob(self.meta["names"]), raw=False)]
            return self._names[self._array("known_name")[oid]]
        found: Found | None = self._heals(read)
        return found

    # -- states -------------------------------------------------------------------------------

    def _checkpoint(self, ref: Any) -> TableState:
        position, table, games = msgpack.unpackb(self._blob(ref), raw=False,
                                                 strict_map_key=False)
        decoded = {}
        for path, game_ref in games:
            key = tuple(game_ref[:2])
            data = self._games.get(key)
            if data is None:
                data = self._blob(game_ref)
                if len(self._games) > 4096:
                    self._games.clear()
                self._games[key] = data
            decoded[path] = decode_game(data)
        state = decode_table(self._blob(table), decoded)
        if state.position != position:
            raise IndexStale
        return state

    def state_at(self, position: int) -> TableState:
        """The table after the event at ``position`` (0: before the first): the
        checkpoint before it, and the events since folded on top."""
        if not 0 <= position <= self.n:
            raise IndexError(f"position {position} is outside 0..{self.n}")

        def read() -> TableState:
            if position == self.n and self.meta["end"] is not None:
                return self._checkpoint(self.meta["end"])
            i = min(position // self.every, len(self.meta["checkpoints"]) - 1)
            state = self._checkpoint(self.meta["checkpoints"][i])
            if position > state.position:
                fold_raw(self.source.raws(self, state.position + 1, position), state)
            return state
        state: TableState = self._heals(read)
        return state

    # -- events ---------------------------------------------------------------------------------

    def raws(self, first: int, last: int) -> Iterator[Raw]:
        """The events at positions ``first`` to ``last`` as msgpack decodes them, each
        checked as a whole reading of the log checks it (a log's: its bytes proven to be
        those a whole reading checked; a stored table's: hash chain included)."""
        if not 1 <= first <= last + 1 <= self.n + 1:
            raise IndexError(f"{first}..{last} is not within 1..{self.n}")
        at = first
        while at <= last:
            try:
                for raw in self.source.raws(self, at, last):
                    yield raw
                    at += 1
            except IndexStale:
                self._heal()

    def raw(self, position: int) -> Raw:
        """The event at ``position``, as msgpack decodes it, checked (its hash chain
        is not: see :meth:`raws`)."""
        if not 1 <= position <= self.n:
            raise IndexError(f"position {position} is outside 1..{self.n}")
        found: Raw = self._heals(lambda: self.source.raw(self, position))
        return found

    def event(self, position: int) -> Event:
        """The event at ``position``."""
        return build_event(self.raw(position))

    def events(self, first: int = 1, last: int | None = None) -> list[Event]:
        """The events at positions ``first`` to ``last`` (the end if ``None``)."""
        return [build_event(raw) for raw in self.raws(first, self.n if last is None else last)]

    def view(self) -> IndexedEvents:
        """The table's events as a sequence that reads them when asked."""
        return IndexedEvents(self)

    @property
    def opened(self) -> Event:
        """The table's first event (``TableOpened``)."""
        if self._opened is None:
            self._opened = self.event(1)
        return self._opened

    @property
    def edition(self) -> str:
        return str(getattr(self.opened, "edition", "current"))

    def card_positions(self, card: int) -> list[int]:
        """The positions of the events that name ``card`` (their ``card`` or ``cards``)."""
        return self._positions("cards", card)

    def trigger_positions(self, trigger: int) -> list[int]:
        """The positions of the events of trigger ``trigger``."""
        return self._positions("triggers", trigger)

    def cards(self, position: int | None = None) -> dict[int, CardRecord]:
        """The table's card records (at ``position``: those recorded by then)."""
        def read() -> dict[int, CardRecord]:
            last = self.meta["end"] or self.meta["checkpoints"][-1]
            _, table, _ = msgpack.unpackb(self._blob(last), raw=False,
                                          strict_map_key=False)
            return decode_table(self._blob(table), {}).cards
        cards: dict[int, CardRecord] = self._heals(read)
        if position is not None:
            grown = [count for at, count in self.meta["registry"] if at <= position]
            keep = grown[-1] if grown else 0
            cards = {c: r for c, r in cards.items() if c <= keep}
        return cards

    def known(self, upto: int) -> KnownNames:
        """The names an audit would have remembered after the event at ``upto``."""
        return KnownNames(self, upto)

    def names_at(self, upto: int) -> TableNames:
        """Everything an audit would have learnt to name by the event at ``upto``: its
        objects, and what it calls its effects, delayed triggers and triggers."""
        return TableNames(self.known(upto), TaughtNames(self, upto, "effects"),
                          TaughtNames(self, upto, "delayed"),
                          TaughtNames(self, upto, "triggers"))

    def decided_by(self, upto: int) -> bool:
        """Whether a player decided anything by the event at ``upto`` (before that, a
        scenario's table is still being set up: :func:`shahrazad.projections.audit.audit`)."""
        if upto < 1:
            return False
        if self._first_decision is None:
            self._first_decision = self.n + 1
            for raw in self.raws(1, self.n):
                if raw[0] == "decided":
                    self._first_decision = raw[2]
                    break
        return self._first_decision <= upto

    # -- the audit ------------------------------------------------------------------------------

    def audit(self, first: int = 1, last: int | None = None,
              wanted: Callable[[Raw], bool] | None = None) -> Iterator[AuditLine]:
        """The audit lines of the events ``first`` to ``last`` (those ``wanted`` says,
        if given, from their raw form), exactly as an audit of the whole table tells
        them: folded from the state before ``first``, with the names remembered by then."""
        last = self.n if last is None else last
        start = self.state_at(first - 1)
        names = self.names_at(first - 1)
        known = names.known
        assert isinstance(known, KnownNames)

        def seen(position: int) -> None:
            # the index knows each object's name from the event that brought it in: the
            # names known move on with the audit instead of being worked out again
            known.upto = position

        return audit_raw(self.raws(first, last), wanted or (lambda raw: True), build_event,
                         self.edition, start=start, names=names,
                         decided=self._decided_before(first, start), seen=seen)

    def audit_events(self, events: Iterable[Event], first: int,
                     start: TableState | None = None) -> Iterator[AuditLine]:
        """The audit lines of ``events``, consecutive events of this table already built
        from position ``first`` on (``start``: the table before it, if the caller has
        it)."""
        start = self.state_at(first - 1) if start is None else start
        return audit(events, self.edition, start=start, names=self.names_at(first - 1),
                     decided=self._decided_before(first, start))

    def _decided_before(self, first: int, start: TableState) -> bool:
        # only a scenario's table says "setup:" before its first decision
        return first > 1 and ("scenario" not in start.options or self.decided_by(first - 1))

    def lines_at(self, positions: Iterable[int]) -> dict[int, AuditLine]:
        """The audit lines of the events at ``positions``, wherever they are, each told
        as an audit of the whole table tells it: in the states around it (from the
        checkpoint before it, or from the last one told if that is nearer), with what an
        audit of the table has learnt to name by then (:meth:`names_at`)."""
        edition = self.edition
        lines = {}
        state: TableState | None = None
        for position in sorted(set(positions)):
            if not 1 <= position <= self.n:
                raise IndexError(f"position {position} is outside 1..{self.n}")
            if state is None or not 0 <= position - 1 - state.position <= (
                    (position - 1) % self.every + _NEARER):
                # the checkpoint before it is nearer than the last line told
                state = self.state_at(position - 1)
            elif position - 1 > state.position:
                fold_raw(self.raws(state.position + 1, position - 1), state)
            event = self.event(position)
            # the state before the event: a copy of the table, holding copies of the games
            # the event may change and sharing the rest (a long table has hundreds)
            games = dict(state.games)
            for path in games_changed(event):
                if path in games:
                    games[path] = copy_game(games[path])
            before = copy_table(state, games)
            apply(state, event)
            setup = event.rule == SETUP_RULE or (
                isinstance(event, SETUP_KINDS) and "scenario" in state.options
                and not self.decided_by(position))
            lines[position] = AuditLine(event.position, event.game, event.depth, event.KIND,
                                        describe(event, before, state,
                                                 self.names_at(position), setup),
                                        event.rule, rule_title(event.rule, edition),
                                        event.cause)
        return lines


class IndexedEvents(Sequence[Event]):
    """A table's events as a sequence, read from the log when asked for (one at a
    time, or a slice as a window); what :mod:`shahrazad.projections.causes` follows."""

    def __init__(self, reader: TableReader) -> None:
        self.reader = reader

    def __len__(self) -> int:
        return self.reader.n

    @overload
    def __getitem__(self, i: int) -> Event: ...

    @overload
    def __getitem__(self, i: slice) -> list[Event]: ...

    def __getitem__(self, i: int | slice) -> Event | list[Event]:
        n = self.reader.n
        if isinstance(i, slice):
            start, stop, step = i.indices(n)
            if step != 1:
                return [self[k] for k in range(start, stop, step)]
            return self.reader.events(start + 1, stop) if start < stop else []
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        return self.reader.event(i + 1)

    def naming(self, field: str, value: int, start: int, stop: int) -> list[Event]:
        """The events after position ``start`` and before ``stop`` whose ``field`` (a
        trigger, or a card) is ``value``, newest first."""
        found = (self.reader.trigger_positions(value) if field == "trigger"
                 else self.reader.card_positions(value))
        return [self.reader.event(p) for p in reversed(found) if start < p < stop]
