"""The event store: one ``eventsourcing`` aggregate stream per table, and their names.

All games of a table (the main game and every subgame) are one totally ordered
stream; an event's position is the aggregate's version. Each stored row keeps the
event exactly as :func:`events.encode` made it, after the chain hash of the log
(:mod:`events.storeformat` has the bytes): the store and the log a table exports
to share one hash chain, so an exported table is byte for byte the log that was
recorded, and a row edited in the database is found (:meth:`TableStore.check`,
``shahrazad verify --table``) and never exported. We use the library's persistence
layer (recorders, transactions, optimistic concurrency on ``(originator_id,
originator_version)``) and its configuration; the aggregate's state itself is the
fold in :mod:`projections`, which is why no domain-model class is needed here.

Beside the tables the store keeps records of its own, never part of a table's
stream, so neither the table's events nor its log change:

* the **directory**, one stream for the whole store: entry *n* names the *n*-th
  table opened (its name, when, its players, edition and seed). It is written
  in the same transaction as the table's first events, so a table never exists
  without its name, nor a name without its table.
* per table, an **outcome** stream whose only entry says the main game is over
  (winners, draw, position, when, and the chain's head then), written in the same
  transaction as the rules action that ended it. A table without one is still
  running, or was cut short.
* the store's **format** (:data:`STORE_FORMAT`): a store written by a newer
  Shahrazad is refused by name rather than misread.

Listing the store reads the directory and, per table, two keyed rows (its last
position and its outcome): it never reads, let alone folds, a table's events.
A table's id is ``uuid5`` of its name, so a name finds its table without a scan.

**SQLite** in a file is the default, in WAL mode. ``durability="normal"`` (the
default) commits each rules action with ``synchronous=NORMAL``: a process that
crashes or is killed loses nothing it committed and the file is never corrupted;
a power cut may take the last actions committed before it. ``durability="full"``
syncs every action to the disk as it commits. Several processes may write one
file at once: a writer that finds the database locked waits and tries again, for
up to ``wait`` seconds, then gives up in one line (:class:`StoreBusy`).

**PostgreSQL** is chosen the library's way, with
``PERSISTENCE_MODULE=eventsourcing.postgres`` and ``POSTGRES_DBNAME``,
``POSTGRES_HOST``, ``POSTGRES_PORT``, ``POSTGRES_USER``, ``POSTGRES_PASSWORD``
(install the ``postgres`` extra). Its tables are created once, by the first store
to find them missing, under an advisory lock, so processes that start at the same
moment don't trip over each other.

>>> import tempfile, os
>>> from events.vocabulary import TableOpened, PriorityPassed
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite"))
>>> tid = store.open("doctest", [TableOpened(position=1, game="1", rule="100.1",
...     edition="current", seed=1, players=("A", "B"), decks=((), ()),
...     sideboards=((), ()), options=(), engine_version="x")])
>>> store.append(tid, [PriorityPassed(position=2, game="1", rule="117.3d", player="A")])
>>> store.head(tid), store.events(tid)[0].seed
(2, 1)
>>> info = store.info("doctest")
>>> info.players, info.events, info.status
(('A', 'B'), 2, 'running')
>>> store.check(tid).ok
True
"""

from __future__ import annotations

import contextlib
import difflib
import os
import random
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

import msgpack
from eventsourcing.application import Application
from eventsourcing.persistence import (
    IntegrityError,
    OperationalError,
    PersistenceError,
    StoredEvent,
)

from events.base import Event
from events.codec import encode
from events.logfile import read_log, write_log
from events.storeformat import RowCheck, RowError, check_rows, row_bytes, split_row, start_hash
from events.vocabulary import GameEnded, TableOpened

__all__ = ["CHECKPOINT", "DURABILITY", "STORE_FORMAT", "WAIT", "NameTaken", "RowCheck", "StoreBusy",
           "StoreConflict", "StoreCorrupt", "StoreError", "TableInfo", "TableStore",
           "UnknownTable", "table_id"]

_NAMESPACE = uuid.UUID("5a7a2a2d-0000-4000-8000-000000000727")
#: the stream that names every table, in the order they were opened
_DIRECTORY = uuid.uuid5(_NAMESPACE, "shahrazad: the directory of tables")
#: the stream whose one entry says the store's format
_FORMAT = uuid.uuid5(_NAMESPACE, "shahrazad: the store's format")
#: topics of the store's own records; a table's events have their kind as topic,
#: which never holds a colon
NAMED = "shahrazad:table-named"
OVER = "shahrazad:table-over"
FORMAT = "shahrazad:store-format"
#: the store format this Shahrazad writes: 2, rows carry their chain hash
#: (:mod:`events.storeformat`); 1 had bare events and no format record
STORE_FORMAT = 2
#: the durability levels of a SQLite store, the default first
DURABILITY = ("normal", "full")
#: how long a SQLite writer waits, in all, for a database other writers hold locked
WAIT = 120.0
#: how often (seconds) a SQLite store of normal durability is synced to the disk
CHECKPOINT = 0.2
#: how often :meth:`TableStore.open` tries again when another table took the
#: directory's next entry first
_ATTEMPTS = 50
_MAIN = "1"
#: the PostgreSQL advisory lock held while the store's tables are created
_SCHEMA_LOCK = 727_0001
_SQLITE = "eventsourcing.sqlite"
#: how long one SQLite statement waits for a lock before :meth:`TableStore._patiently`
#: steps in (the library's default)
_LOCK_TIMEOUT = 5.0

#: a stored row: the stream, the position in it, the topic and the bytes
_Row = tuple[uuid.UUID, int, str, bytes]

T = TypeVar("T")


def table_id(name: str) -> uuid.UUID:
    """The id of the table called ``name``: the same name gives the same id (uuid5)."""
    return uuid.uuid5(_NAMESPACE, name)


def _outcome_id(table: uuid.UUID) -> uuid.UUID:
    return uuid.uuid5(_NAMESPACE, f"outcome of {table.hex}")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _pack(data: Mapping[str, Any]) -> bytes:
    packed: bytes = msgpack.packb(dict(data), use_bin_type=True)
    return packed


def _unpack(data: bytes, what: str) -> dict[str, Any]:
    try:
        unpacked = msgpack.unpackb(data, raw=False)
    except Exception:  # msgpack raises several unrelated types for bad bytes
        unpacked = None
    if not isinstance(unpacked, dict):
        raise StoreCorrupt(f"the store's {what} is damaged: its bytes do not read as a map", 0)
    return unpacked


class StoreError(RuntimeError):
    """The store can't do what was asked; the message says why, in one line."""


class StoreConflict(StoreError):
    """Another writer appended to the table first, or positions don't follow on."""


class NameTaken(StoreConflict):
    """The store already holds a table of that name."""


class UnknownTable(StoreError):
    """No table of that name in the store; the message lists close names."""


class StoreBusy(StoreError):
    """Other writers kept a SQLite store locked for longer than the store waits."""


class StoreCorrupt(StoreError):
    """A stored row can't be read back, or was edited; ``position`` is the first one."""

    def __init__(self, message: str, position: int) -> None:
        super().__init__(message)
        self.position = position


@dataclass(frozen=True, slots=True)
class TableInfo:
    """What the store knows about a table without reading its events."""

    name: str
    id: uuid.UUID
    players: tuple[str, ...]
    edition: str
    seed: int
    #: how many events are stored: the position of the last one
    events: int
    #: ``"over"`` once the main game has ended, else ``"running"`` (or cut short)
    status: str
    winners: tuple[str, ...]
    draw: bool
    #: when the table was stored (ISO 8601, UTC); for an imported log, when it was imported
    opened: str
    #: when the main game ended, if it has
    ended: str | None

    def as_dict(self) -> dict[str, Any]:
        """The plain data ``shahrazad tables --json`` prints."""
        return {"name": self.name, "id": str(self.id), "players": list(self.players),
                "edition": self.edition, "seed": self.seed, "events": self.events,
                "status": self.status, "winners": list(self.winners), "draw": self.draw,
                "opened": self.opened, "ended": self.ended}


def _locked(exc: BaseException) -> bool:
    """Is ``exc`` SQLite saying that another connection holds the database?"""
    text = str(exc).lower()
    return "locked" in text or "busy" in text


class _Checkpointer(threading.Thread):
    """Moves a SQLite store's write-ahead log into the database file every
    :data:`CHECKPOINT` seconds, with a connection of its own (``PRAGMA
    wal_checkpoint(PASSIVE)``: it never blocks a writer). With ``synchronous=NORMAL`` a
    checkpoint is when SQLite syncs to the disk: done here, off the playing thread,
    the commits of the play never wait for the disk, and a power cut can take at most
    the actions of the last :data:`CHECKPOINT` seconds."""

    def __init__(self, location: str) -> None:
        super().__init__(name="shahrazad-store-checkpoint", daemon=True)
        self.location = location
        self._stopping = threading.Event()

    def run(self) -> None:
        try:
            con = sqlite3.connect(self.location, uri=True, isolation_level=None,
                                  timeout=_LOCK_TIMEOUT)
        except sqlite3.Error:
            return  # the writer's own commits still work; only the sync is late
        try:
            while not self._stopping.wait(CHECKPOINT):
                with contextlib.suppress(sqlite3.Error):  # busy now: next time
                    con.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            con.close()

    def stop(self) -> None:
        self._stopping.set()
        self.join()


class _Tables(Application[uuid.UUID]):
    name = "Shahrazad"


def _no_tables(location: str) -> bool:
    """Whether the SQLite file at ``location`` is a database with no table at all."""
    try:
        uri = f"{Path(location).resolve().as_uri()}?mode=ro"  # "?" or "#" in a name
        with closing(sqlite3.connect(uri, uri=True)) as con:
            count: int = con.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            return count == 0
    except sqlite3.Error:  # not a database: say so as before
        return False


class TableStore:
    """Open, append and read tables by name, one stream per table.

    ``path`` is the SQLite file (unless the settings choose PostgreSQL). With
    ``create=False`` the store is only read: a missing file, or one that is not a
    Shahrazad store, is a :class:`StoreError` instead of a new, empty store.
    ``durability`` (SQLite): ``"normal"`` or ``"full"``, as the module says; ``wait``:
    how many seconds in all a SQLite writer waits for other writers' locks.
    """

    def __init__(self, path: str | Path | None = None, *,
                 env: Mapping[str, str] | None = None, create: bool = True,
                 durability: str = "normal", wait: float = WAIT) -> None:
        if durability not in DURABILITY:
            raise StoreError(f"durability {durability!r}: say {' or '.join(DURABILITY)}")
        settings: dict[str, str] = {}
        chosen = {**os.environ, **(env or {})}.get("PERSISTENCE_MODULE", "")
        self.sqlite = not chosen or chosen == _SQLITE
        self.wait = wait
        self.durability = durability
        if self.sqlite:
            settings["SQLITE_DBNAME"] = str(path or "shahrazad.sqlite")
            if not create:
                # reading must not turn a stray file into a store
                settings["CREATE_TABLE"] = "n"
        else:
            settings["CREATE_TABLE"] = "n"  # created once, under a lock: _create_schema
        settings.update(env or {})
        if self.sqlite:
            settings["PERSISTENCE_MODULE"] = _SQLITE
            #: where the events are: the SQLite file, or the PostgreSQL database
            self.location = settings["SQLITE_DBNAME"]
        else:
            conf = {**os.environ, **settings}
            self.location = (f"{chosen}: {conf.get('POSTGRES_USER', '')}@"
                             f"{conf.get('POSTGRES_HOST', '')}:{conf.get('POSTGRES_PORT', '')}"
                             f"/{conf.get('POSTGRES_DBNAME', '')}" if "postgres" in chosen
                             else chosen)
        if self.sqlite and not create and not Path(self.location).is_file():
            raise StoreError(f"no store at {self.location}")
        if self.sqlite:
            self.app = self._patiently(lambda: self._connect(settings))
        else:
            self.app = _Tables(env=settings)
            if create:
                self._create_schema(chosen)
            elif "postgres" in chosen and not self._postgres_tables():
                self.app.close()
                raise StoreError(f"no store at {self.location} (its tables are not there)")
        self.recorder: Any = self.app.recorder
        #: SQLite: the connection the store writes with (made at the first write)
        self._writer: sqlite3.Connection | None = None
        self._checkpointer: _Checkpointer | None = None
        self._check_format(create)
        # The last position this store wrote per table, and the chain hash after it:
        # appends neither read the head back nor re-hash the table. A stale value is
        # harmless: the insert then conflicts, or we re-read.
        self._chains: dict[uuid.UUID, tuple[int, bytes]] = {}

    def _connect(self, settings: dict[str, str]) -> _Tables:
        try:
            app = _Tables(env=settings)
            if settings.get("CREATE_TABLE") == "n":
                app.recorder.max_notification_id()  # is it a store at all?
            return app
        except (sqlite3.Error, PersistenceError) as exc:
            if _locked(exc):
                raise
            if "unable to open" in str(exc):
                raise StoreError(f"can't open {self.location} ({exc})") from None
            if _no_tables(self.location):
                # what a writer killed as it made the store leaves: a database with
                # nothing in it yet (the next writer makes the tables)
                raise StoreError(f"no store at {self.location} (an empty database: its "
                                 "making was cut short)") from None
            raise StoreError(f"{self.location} is not a Shahrazad store ({exc})") from None

    def _create_schema(self, chosen: str) -> None:
        """Create the store's tables unless they exist. On PostgreSQL the library's
        ``CREATE ... IF NOT EXISTS`` and ``CREATE OR REPLACE FUNCTION`` collide when two
        processes start at once ("tuple concurrently updated"): the first to find the
        tables missing creates them under an advisory lock, and the others wait for it."""
        recorder: Any = self.app.recorder
        if "postgres" not in chosen:
            recorder.create_table()
            return
        from psycopg.errors import DuplicateObject

        datastore = recorder.datastore
        name = f"{datastore.schema}.{recorder.events_table_name}"
        if not self._postgres_tables():  # else the common case: no lock at all
            with datastore.get_connection() as conn, conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
                # another process may have made them while we waited for the lock
                if not conn.execute("SELECT to_regclass(%s)", (name,)).fetchone()["to_regclass"]:
                    for statement in recorder.sql_create_statements:
                        try:
                            with conn.transaction():  # a savepoint: a type may be there
                                conn.execute(statement, prepare=False)
                        except DuplicateObject:
                            continue
        # the recorder inserts through a composite type, which must be known to psycopg:
        # if it was made after the recorder was (by another process), it is not yet
        datastore.register_type_adapters()

    def _postgres_tables(self) -> bool:
        """Are the store's tables in the PostgreSQL database?"""
        recorder: Any = self.app.recorder
        datastore = recorder.datastore
        with datastore.get_connection() as conn:
            found = conn.execute("SELECT to_regclass(%s)", (
                f"{datastore.schema}.{recorder.events_table_name}",)).fetchone()
        return found["to_regclass"] is not None

    def _check_format(self, create: bool) -> None:
        """Refuse a store of a newer format by name; mark a new store with ours."""
        for _ in range(2):
            rows = self._patiently(lambda: self.recorder.select_events(_FORMAT, limit=1))
            if rows:
                found = _unpack(rows[0].state, "format record").get("format")
                if type(found) is not int:
                    raise StoreCorrupt("the store's format record is damaged", 0)
                if found > STORE_FORMAT:
                    raise StoreError(f"{self.location} was written by a newer Shahrazad: "
                                     f"store format {found}, this reads 1-{STORE_FORMAT}")
                return
            if not create:
                return  # a store of format 1 (it had no record), or an empty one
            try:
                self._patiently(lambda: self._insert(
                    [(_FORMAT, 1, FORMAT, _pack({"format": STORE_FORMAT}))]))
                return
            except IntegrityError:
                continue  # another store marked it at the same moment: read theirs

    def _patiently(self, call: Callable[[], T]) -> T:
        """``call()``, tried again while other SQLite writers hold the database locked
        (each try waits up to the library's lock timeout itself), for up to
        :attr:`wait` seconds in all; then :class:`StoreBusy`."""
        deadline: float | None = None
        pause = 0.01
        while True:
            try:
                return call()
            except (sqlite3.OperationalError, OperationalError) as exc:
                if not self.sqlite or not _locked(exc):
                    raise
                now = time.monotonic()
                deadline = deadline if deadline is not None else now + self.wait
                if now >= deadline:
                    raise StoreBusy(f"{self.location} stayed locked by other writers for "
                                    f"{self.wait:g} s; try again when they are done") from None
                # jittered, growing pauses: waiting writers don't wake in step
                time.sleep(pause * random.uniform(0.5, 1.5))
                pause = min(pause * 2, 0.25)

    def close(self) -> None:
        """Close the connections (PostgreSQL's pool); the store can't be used after."""
        if self._checkpointer is not None:
            self._checkpointer.stop()
            self._checkpointer = None
        if self._writer is not None:
            self._writer.close()
            self._writer = None
        self.app.close()

    def __enter__(self) -> TableStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing ------------------------------------------------------------------------

    def open(self, name: str, events: Sequence[Event], *, opened: str | None = None
             ) -> uuid.UUID:
        """Store a new table under ``name``: its first events (from ``TableOpened`` at
        position 1) and its directory entry, in one transaction. Returns its id.

        Raises :class:`NameTaken` if the store already holds a table of that name.
        """
        if not name.strip() or name != name.strip() or not name.isprintable():
            raise StoreError(f"{name!r} can't name a table: use printable characters, "
                             "without spaces at either end")
        first = events[0] if events else None
        if not isinstance(first, TableOpened) or first.position != 1:
            raise StoreError("a table begins with its TableOpened event at position 1")
        table = table_id(name)
        self._check_follow(table, events, 0)
        entry = _pack({"name": name, "table": table.hex, "opened": opened or _now(),
                       "players": list(first.players), "edition": first.edition,
                       "seed": first.seed, "format": STORE_FORMAT})
        rows, chain = self._rows(table, events, start_hash(first))
        for _ in range(_ATTEMPTS):
            if self.head(table):
                raise NameTaken(f"{self.location} already holds a table named {name!r}")
            last = self._patiently(
                lambda: self.recorder.select_events(_DIRECTORY, desc=True, limit=1))
            number = int(last[0].originator_version) + 1 if last else 1
            named = (_DIRECTORY, number, NAMED, entry)
            try:
                self._patiently(lambda: self._insert([named, *rows]))  # noqa: B023
            except IntegrityError:
                continue  # another table took entry `number`, or this very name: look again
            self._chains[table] = (events[-1].position, chain)
            return table
        raise StoreConflict(f"{self.location}: could not add {name!r} to the directory "
                            f"after {_ATTEMPTS} tries (too many tables opening at once)")

    def append(self, table: uuid.UUID, events: Sequence[Event]) -> None:
        """Append one rules action's events in one transaction, after what is stored."""
        if not events:
            return
        if events[0].position == 1:
            raise StoreError("a new table is stored with TableStore.open(name, events)")
        at = self._chains.get(table)
        if at is None or events[0].position != at[0] + 1:
            at = self._last(table)
        self._check_follow(table, events, at[0])
        rows, chain = self._rows(table, events, at[1])
        try:
            self._patiently(lambda: self._insert(rows))
        except IntegrityError:
            self._chains.pop(table, None)
            raise StoreConflict(f"table {table}: another writer appended position "
                                f"{events[0].position} first") from None
        self._chains[table] = (events[-1].position, chain)

    def _insert(self, rows: list[_Row]) -> None:
        """Insert ``rows`` in one transaction.

        On SQLite the store writes with a connection of its own rather than through the
        library's recorder, which costs 180 us more per transaction than the insert
        itself (its pool's locks, and a statement cache of one entry that makes SQLite
        compile the insert again each time): that was half of what a rules action costs
        the store. It writes the library's rows with the library's statement, and
        ``BEGIN IMMEDIATE`` takes the write lock first, so a writer waits for the others
        there (SQLite's busy timeout, then :meth:`_patiently`) and never halfway.
        """
        if not self.sqlite:
            self.recorder.insert_events([StoredEvent(originator_id=t, originator_version=v,
                                                     topic=k, state=b) for t, v, k, b in rows])
            return
        con = self._writer or self._connect_writer()
        con.execute("BEGIN IMMEDIATE")
        try:
            con.executemany(self.recorder.insert_events_statement,
                            [(t.hex, v, k, b) for t, v, k, b in rows])
            con.execute("COMMIT")
        except sqlite3.IntegrityError as exc:
            con.execute("ROLLBACK")
            raise IntegrityError(exc) from None
        except BaseException:
            if con.in_transaction:
                con.execute("ROLLBACK")
            raise

    def _connect_writer(self) -> sqlite3.Connection:
        con = sqlite3.connect(self.location, uri=True, isolation_level=None,
                              timeout=_LOCK_TIMEOUT, check_same_thread=False)
        if self.durability == "full":
            con.execute("PRAGMA synchronous=FULL")
        else:
            con.execute("PRAGMA synchronous=NORMAL")
            if "mode=memory" not in self.location and ":memory:" not in self.location:
                # the write-ahead log is moved into the file (and synced) by a thread of
                # its own, not by a commit of the play every 1,000 pages
                con.execute("PRAGMA wal_autocheckpoint=0")
                self._checkpointer = _Checkpointer(self.location)
                self._checkpointer.start()
        self._writer = con
        return con

    def _last(self, table: uuid.UUID) -> tuple[int, bytes]:
        """The table's last position and the chain hash stored with it."""
        rows = self._patiently(lambda: self.recorder.select_events(table, desc=True, limit=1))
        if not rows:
            return 0, b""
        try:
            stored, _ = split_row(rows[0].state)
        except RowError as exc:
            raise StoreCorrupt(f"table {table}: row {rows[0].originator_version}: {exc}",
                               int(rows[0].originator_version)) from None
        if stored is None:
            raise StoreError(f"table {table} was stored by an earlier Shahrazad, without "
                             "chain hashes: it can't be appended to")
        return int(rows[0].originator_version), stored

    @staticmethod
    def _check_follow(table: uuid.UUID, events: Sequence[Event], head: int) -> None:
        first = events[0].position
        if first != head + 1 or any(e.position != first + i for i, e in enumerate(events)):
            raise StoreConflict(f"table {table}: events {first}.. don't follow position {head}")

    @staticmethod
    def _rows(table: uuid.UUID, events: Sequence[Event], chain: bytes
              ) -> tuple[list[_Row], bytes]:
        """The stored rows of ``events`` after ``chain``, and the outcome record if they
        end the main game (so the two are written together); and the chain after them."""
        rows: list[_Row] = []
        for e in events:
            state, chain = row_bytes(chain, encode(e))
            rows.append((table, e.position, e.KIND, state))
        for e in events:
            if isinstance(e, GameEnded) and e.game == _MAIN:
                rows.append((_outcome_id(table), 1, OVER, _pack(
                    {"winners": list(e.winners), "draw": e.draw, "position": e.position,
                     "ended": _now(), "end": events[-1].position, "head": chain})))
        return rows, chain

    # -- reading a table ------------------------------------------------------------------

    def _resolve(self, table: uuid.UUID | str) -> tuple[uuid.UUID, str]:
        """A table's id and what to call it in a message."""
        if isinstance(table, str):
            return self.find(table), repr(table)
        return table, str(table)

    def _stored(self, table: uuid.UUID, start: int = 1,
                stop: int | None = None) -> list[tuple[int, bytes]]:
        rows = self._patiently(
            lambda: self.recorder.select_events(table, gt=start - 1, lte=stop))
        return [(int(row.originator_version), bytes(row.state)) for row in rows]

    def raw(self, table: uuid.UUID, *, start: int = 1, stop: int | None = None) -> list[bytes]:
        """The encoded events from ``start`` to ``stop`` (inclusive), as stored (without
        their chain hashes); nothing is checked."""
        out = []
        for position, state in self._stored(table, start, stop):
            try:
                out.append(split_row(state)[1])
            except RowError as exc:
                raise StoreCorrupt(f"table {table}: row {position}: {exc}", position) from None
        return out

    def check(self, table: uuid.UUID | str, *, start: int = 1,
              stop: int | None = None) -> RowCheck:
        """Read the table's rows from ``start`` to ``stop`` and check each one: there,
        readable, in its place, and on the hash chain (:mod:`events.storeformat`); for
        a whole table that is over, also that it ends where and as its outcome record
        says. Returns the events read and the first bad row, if any; never raises for
        what is in the rows."""
        tid, _ = self._resolve(table)
        chain: bytes | None = None
        if start > 1:
            before = self._stored(tid, start - 1, start - 1)
            if not before:
                return RowCheck(False, [], start - 1, f"row {start - 1} is missing")
            try:
                chain = split_row(before[0][1])[0]
            except RowError as exc:
                return RowCheck(False, [], start - 1, f"row {start - 1}: {exc}")
        found = check_rows(self._stored(tid, start, stop), start=start, chain=chain)
        if not found.ok or start != 1 or stop is not None or not found.events:
            return found
        return self._against_outcome(tid, found)

    def _against_outcome(self, table: uuid.UUID, found: RowCheck) -> RowCheck:
        """A table that is over ends at the row, and with the head, its outcome says:
        rows cut off its end, or added after it, are found there."""
        outcome = self._patiently(
            lambda: self.recorder.select_events(_outcome_id(table), limit=1))
        if not outcome or found.format < 2:
            return found
        over = _unpack(outcome[0].state, "outcome record")
        end, head, n = over.get("end"), over.get("head"), len(found.events)
        if not isinstance(end, int) or not isinstance(head, bytes):
            return found  # written before outcomes held the head
        problem, first = None, None
        if end > n:
            problem, first = (f"rows {n + 1}-{end} are missing: the table ended at row "
                              f"{end}"), n + 1
        elif end < n:
            problem, first = (f"rows {end + 1}-{n} were added after the table ended at "
                              f"row {end}"), end + 1
        elif head != found.head:
            problem, first = (f"row {n} was rewritten with a hash of its own: the chain's "
                              "head is not the one stored when the table ended"), n
        if problem is None:
            return found
        return RowCheck(False, found.events, first, problem, found.head, found.format)

    def events(self, table: uuid.UUID | str, *, start: int = 1,
               stop: int | None = None) -> list[Event]:
        """The events from ``start`` to ``stop``, each row checked (:meth:`check`);
        :class:`StoreCorrupt` names the first row that is missing, damaged or edited."""
        tid, label = self._resolve(table)
        found = self.check(tid, start=start, stop=stop)
        if not found.ok:
            assert found.first_bad is not None and found.problem is not None
            raise StoreCorrupt(f"table {label}: {found.problem}", found.first_bad)
        return found.events

    def head(self, table: uuid.UUID) -> int:
        """The position of the table's last event (0 if it has none)."""
        rows = self._patiently(lambda: self.recorder.select_events(table, desc=True, limit=1))
        return int(rows[0].originator_version) if rows else 0

    def export(self, table: uuid.UUID | str, path: str | Path) -> int:
        """Write the table (its id or name) as a portable log file; return its length.

        The rows are checked as they are copied (:meth:`check`): a table with a row
        that is missing or was edited is not exported (:class:`StoreCorrupt`)."""
        tid, label = self._resolve(table)
        found = self.check(tid)
        if not found.ok:
            assert found.first_bad is not None
            raise StoreCorrupt(f"table {label}: {found.problem}; not exported",
                               found.first_bad)
        if not found.events:
            raise UnknownTable(f"no table {label} in {self.location}")
        write_log(path, found.events)
        return len(found.events)

    def import_log(self, path: str | Path, name: str | None = None) -> uuid.UUID:
        """Store the table of a log file under ``name`` (default: the file's name).

        Raises :class:`NameTaken` if the name is taken, and the log file's errors
        (:class:`events.logfile.LogError`) if it is not a sound log.
        """
        log = read_log(path)
        return self.open(name or Path(path).stem, log.events)

    # -- the directory -----------------------------------------------------------------------

    def _directory(self) -> list[dict[str, Any]]:
        rows = self._patiently(lambda: self.recorder.select_events(_DIRECTORY))
        entries = [_unpack(row.state, f"directory entry {row.originator_version}")
                   for row in rows]
        for number, entry in enumerate(entries, 1):
            if not (isinstance(entry.get("name"), str) and isinstance(entry.get("table"), str)
                    and isinstance(entry.get("players"), list | tuple)):
                raise StoreCorrupt(f"the store's directory entry {number} is damaged", 0)
        return entries

    def tables(self) -> list[uuid.UUID]:
        """Every table in the store, in the order they were opened."""
        return [uuid.UUID(hex=entry["table"]) for entry in self._directory()]

    def names(self) -> list[str]:
        """The names of the tables, in the order they were opened."""
        return [str(entry["name"]) for entry in self._directory()]

    def find(self, name: str) -> uuid.UUID:
        """The id of the table called ``name``; :class:`UnknownTable`, naming the
        closest names in the store, if there is none."""
        table = table_id(name)
        if self.head(table):
            return table
        raise UnknownTable(self._unknown(name))

    def _unknown(self, name: str) -> str:
        names = self.names()
        where = f"no table named {name!r} in {self.location}"
        if not names:
            return f"{where}; it holds no tables"
        folded = name.casefold()
        close = [n for n in names if folded in n.casefold()]
        close += [n for n in difflib.get_close_matches(name, names, n=5, cutoff=0.6)
                  if n not in close]
        if close:
            return f"{where}; close names: {', '.join(close[:5])}"
        return f"{where}; it holds {len(names)} (`shahrazad tables` lists them)"

    def list_tables(self) -> list[TableInfo]:
        """Every table with its name, players, edition, length and outcome, in the
        order they were opened. Reads two keyed rows per table, never its events."""
        return [self._info(entry) for entry in self._directory()]

    def info(self, name: str) -> TableInfo:
        """What the store knows about the table called ``name``."""
        table = self.find(name)
        entry = next((e for e in self._directory() if e["table"] == table.hex), None)
        if entry is None:  # stored before tables had names: its first event tells the rest
            first = self.events(table, stop=1)[0]
            if not isinstance(first, TableOpened):
                raise StoreCorrupt(f"table {name!r} does not begin with TableOpened", 1)
            entry = {"name": name, "table": table.hex, "opened": "", "seed": first.seed,
                     "players": first.players, "edition": first.edition}
        return self._info(entry)

    def _info(self, entry: Mapping[str, Any]) -> TableInfo:
        table = uuid.UUID(hex=entry["table"])
        outcome = self._patiently(
            lambda: self.recorder.select_events(_outcome_id(table), limit=1))
        over = _unpack(outcome[0].state, "outcome record") if outcome else None
        return TableInfo(
            name=entry["name"], id=table, players=tuple(entry["players"]),
            edition=entry["edition"], seed=entry["seed"], events=self.head(table),
            status="over" if over else "running",
            winners=tuple(over.get("winners", ())) if over else (),
            draw=bool(over and over.get("draw")), opened=entry.get("opened", ""),
            ended=over.get("ended") if over else None)
