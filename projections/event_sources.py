"""Where a reader's events come from: a log file, a table in the store, a list of events.

A :class:`~shahrazad.projections.reader.TableReader` reads its events from a
:class:`Source`, which builds the table's index (:mod:`shahrazad.projections.index_builder`)
the first time and keeps it where the next reader finds it, and reads events back by
position, each checked as a whole reading checks it:

* :class:`LogSource`, a log file: read whole and checked the first time (every check of
  :func:`shahrazad.events.storage.logfile.scan`), its index beside it or in the cache
  folder; later, a window of records is read, whose bytes are proven to be those the
  whole reading checked by their block's digest;
* :class:`StoreSource`, a table in the store: every row read is checked on the hash
  chain from the index's checkpoints of it;
* :class:`MemorySource`, a list of events already checked: its index in memory.

:func:`verify_file` checks a log whole and that every event folds, in one reading.
"""

from __future__ import annotations

import gc
import hashlib
import itertools
import mmap
import os
from array import array
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from shahrazad.events.base import Event
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
    IndexFile,
    IndexStale,
    IndexWriter,
    Records,
    block_digest,
    cache_place,
    index_places,
    log_key,
)
from shahrazad.projections.index_builder import (
    EVERY,
    IndexBuilder,
    Raw,
    Unfoldable,
    fingerprint,
    raw_of,
    write_array,
)

if TYPE_CHECKING:
    from shahrazad.projections.reader import TableReader

__all__ = ["LogSource", "MemorySource", "Source", "StoreSource", "verify_file"]


#: events decoded at a time from a log's proven block
_RUN = 128


class Source:
    """Where a reader's events are: it builds the index, and reads events back."""

    def build(self, every: int) -> IndexFile:
        raise NotImplementedError

    def open(self) -> IndexFile | None:
        """The index, if there is a valid one."""
        raise NotImplementedError

    def raws(self, reader: TableReader, first: int, last: int) -> Iterator[Raw]:
        return itertools.chain.from_iterable(self.runs(reader, first, last))

    def runs(self, reader: TableReader, first: int, last: int) -> Iterator[list[Raw]]:
        """The events ``first`` to ``last`` (checked as :meth:`raws` says), in runs: a
        list of consecutive events at a time, each whole or not at all (a long reading
        pays for its events once per run, not once per event and layer)."""
        raise NotImplementedError

    def raw(self, reader: TableReader, position: int) -> Raw:
        raise NotImplementedError

    def close(self) -> None:
        pass


class LogSource(Source):
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
        builder = IndexBuilder(writer, every)
        with open(self.path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            data: Any = (mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) if size
                         else b"")
        # The collector is off while the whole log is read, checked and folded: the scan
        # makes millions of tuples and maps that live until the fold has read them, and
        # the collector's passes over them (to find cycles the scan and the fold never
        # make) took about a tenth of the first open; the memory is the same with it off.
        collecting = gc.isenabled()
        gc.disable()
        try:
            report = verify_scan(data, builder.action, key, tap)
            found = report.scanned
            if found is not None:
                blocks = _blocks(data, offsets, found.events, every, found.end_offset)
        finally:
            if collecting:
                gc.enable()
            if size:
                data.close()
        if found is None:
            return report, None
        n = found.events
        chains = [_start_chain(found), *tap.chains[:n // every]]
        try:
            meta = builder.finish(n, {
                "chains": writer.add(b"".join(chains)), "blocks": writer.add(blocks),
                "offsets": write_array(writer, offsets[:n], "I" if size < 1 << 32 else "Q"),
                "complete": found.complete, "head": found.last_hash,
                "end_offset": found.end_offset, "left_out": found.left_out,
                "torn_at": found.torn_at, "format": found.header.format})
        except Unfoldable as exc:
            return report, exc
        writer.close(meta, self.key)
        return report, None

    def runs(self, reader: TableReader, first: int, last: int) -> Iterator[list[Raw]]:
        return self._proven(reader, first, last)

    def _proven(self, reader: TableReader, first: int, last: int) -> Iterator[list[Raw]]:
        """The events ``first`` to ``last`` from the blocks of records that hold them,
        each block's bytes proven by its digest in the index (once per reader) and then
        decoded without checking each record again (:meth:`Records.plain`)."""
        records = self._records()
        every, n = reader.every, reader.n
        offsets = reader.index_array("offsets")
        if self._blocks is None or self._blocks[0] is not reader.index:
            self._blocks = (reader.index, reader.index_blob(reader.meta["blocks"]), set())
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
            while k <= stop:
                # short runs: a run's events are folded while their bytes are still at
                # hand (in the processor's cache), and freed soon after
                till = min(stop, k + _RUN - 1)
                yield records.plain(offsets[k - 1], offsets[till] if till < n else end, k,
                                    till)
                k = till + 1

    def raw(self, reader: TableReader, position: int) -> Raw:
        return self._records().event(reader.index_array("offsets")[position - 1], position)

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


class MemorySource(Source):
    """A list of events, already checked: its index is kept in memory."""

    def __init__(self, events: Sequence[Event]) -> None:
        self.events = events

    def open(self) -> IndexFile | None:
        return None

    def build(self, every: int) -> IndexFile:
        writer = IndexWriter(None)
        builder = IndexBuilder(writer, every)
        for i in range(0, len(self.events), 1024):
            builder.action([raw_of(e) for e in self.events[i:i + 1024]])
        writer.close(builder.finish(len(self.events), {}), {})
        found = IndexFile.of(writer.data, {})
        assert found is not None
        return found

    def runs(self, reader: TableReader, first: int, last: int) -> Iterator[list[Raw]]:
        for at in range(first - 1, last, 4096):
            yield [raw_of(e) for e in self.events[at:min(last, at + 4096)]]

    def raw(self, reader: TableReader, position: int) -> Raw:
        return raw_of(self.events[position - 1])


class _BadRow(ShahrazadError):
    """A stored row that does not check: ``position`` is where."""

    def __init__(self, position: int) -> None:
        super().__init__(position)
        self.position = position


class StoreSource(Source):
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
                builder = IndexBuilder(writer, every)
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
            self._chains = (reader.index, reader.index_blob(reader.meta["chains"]))
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

    def runs(self, reader: TableReader, first: int, last: int) -> Iterator[list[Raw]]:
        at = first
        while at <= last:  # a run of rows at a time: a long window is not held whole
            upto = min(last, at + self.BATCH - 1)
            yield self._run(reader, at, upto)
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
    source = LogSource(Path(path))
    report, unfoldable, _ = source.check(every, key, keep=False)
    source.close()
    return report, unfoldable
