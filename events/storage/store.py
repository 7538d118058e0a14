"""The event store: one ``eventsourcing`` aggregate stream per table, and their names.

All games of a table (the main game and every subgame) are one totally ordered
stream; an event's position is the aggregate's version. Each stored row keeps the
event exactly as :func:`events.encode` made it, after the chain hash of the log
(:mod:`shahrazad.events.storage.storeformat` has the bytes): the store and the log a table exports
to share one hash chain, so an exported table is byte for byte the log that was
recorded, and a row edited in the database is found (:meth:`TableStore.check`,
``shahrazad verify --table``) and never exported. We use the library's persistence
layer (recorders, transactions, optimistic concurrency on ``(originator_id,
originator_version)``) and its configuration; the aggregate's state itself is the
fold in :mod:`shahrazad.projections`, which is why no domain-model class is needed here.

Beside the tables the store keeps records of its own, never part of a table's
stream, so neither the table's events nor its log change:

* the **directory**, one stream for the whole store: entry *n* names the *n*-th
  table opened (its name, when, its players, edition and seed). It is written
  in the same transaction as the table's first events, so a table never exists
  without its name, nor a name without its table.
* per table, an **outcome** stream of at most two entries: one says the main game is
  over (winners, draw, position, when, and the chain's head then), written in the
  same transaction as the rules action that ended it; one says the table was
  recorded to its end (its last position and head, when), the store's trailer,
  written when its writer closes it (:meth:`TableStore.close_table`) or with an
  imported log that has its trailer. A table with either is *over*; a table with
  neither is *running*: still being played, or cut short. Export writes an over
  table's log with its trailer and a running table's without one, so a table never
  leaves the store looking more finished than it is.
* the store's **format** (:data:`STORE_FORMAT`): a store written by a newer
  Shahrazad is refused by name rather than misread.

Nothing in these records is taken on their word: what :meth:`TableStore.list_tables`
shows of a table (players, edition, seed, winners, draw) is read from the table's own
events (its first, and the one that ended its main game), each checked on the hash
chain, and the records are checked against them; :meth:`TableStore.check` (``verify
--table``) checks every row, and every record against the events. Listing reads the
directory and, per table, a few keyed rows (its first and last, its outcome stream,
the rows of the action that ended it): it never reads, let alone folds, the rest.
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
moment don't trip over each other. Each rules action is one transaction, as on
SQLite, sent to the server in one round trip (:meth:`TableStore._insert`); the
durability levels mean the same there: ``"normal"`` commits without waiting for the
server's disk (``synchronous_commit = off``: a client that crashes or is killed loses
nothing it committed, a crash of the server or the machine may take the last
actions committed before it, and the database is never corrupted), ``"full"`` waits
for the disk at every action, as the server is configured.

>>> import tempfile, os
>>> from shahrazad.events.vocabulary import TableOpened, PriorityPassed
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
import itertools
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

from shahrazad.events.base import Event
from shahrazad.events.codec import encode
from shahrazad.events.errors import ShahrazadError
from shahrazad.events.storage.eras import log_event_bytes
from shahrazad.events.storage.logfile import read_log, write_log
from shahrazad.events.storage.storeformat import (
    ACTION_ROW,
    RowCheck,
    RowError,
    action_rows,
    check_rows,
    expand_rows,
    is_action,
    row_bytes,
    split_row,
    start_hash,
    stored_hash,
)
from shahrazad.events.vocabulary import Decided, GameEnded, TableOpened

__all__ = ["ACTION_ROW", "CHECKPOINT", "DURABILITY", "ROW_FORMATS", "STORE_FORMAT", "WAIT",
           "NameTaken", "RowCheck", "StoreBusy",
           "StoreConflict", "StoreCorrupt", "StoreError", "TableInfo", "TableStore",
           "UnknownTable", "postgres_problem", "table_id"]

_NAMESPACE = uuid.UUID("5a7a2a2d-0000-4000-8000-000000000727")
#: the stream that names every table, in the order they were opened
_DIRECTORY = uuid.uuid5(_NAMESPACE, "shahrazad: the directory of tables")
#: the stream whose one entry says the store's format
_FORMAT = uuid.uuid5(_NAMESPACE, "shahrazad: the store's format")
#: topics of the store's own records; a table's events have their kind as topic,
#: which never holds a colon
NAMED = "shahrazad:table-named"
OVER = "shahrazad:table-over"
#: the store's trailer: the table was recorded to its end
CLOSED = "shahrazad:table-closed"
FORMAT = "shahrazad:store-format"
#: the store format this Shahrazad writes: 3, one row per rules action, its events
#: compressed together, with the chain hash after them
#: (:mod:`shahrazad.events.storage.storeformat`); 2 had a row per event, each with its
#: chain hash; 1 had bare events and no format record. A table keeps the format of its
#: first row: a table of an older store is appended to in its own format.
STORE_FORMAT = 3
#: the row formats a new table may be written in (:class:`TableStore`'s ``rows``)
ROW_FORMATS = (2, 3)
#: the durability levels of a SQLite store, the default first
DURABILITY = ("normal", "full")
#: how long a SQLite writer waits, in all, for a database other writers hold locked
WAIT = 120.0
#: how often (seconds) a SQLite store of normal durability is synced to the disk
CHECKPOINT = 0.2
#: a window of fewer events than this is read in one query (:meth:`TableStore._stored`)
_FEW = 64
#: rows per insert statement when a long table is stored at once (:meth:`TableStore.open`):
#: one statement of the whole table made PostgreSQL's pipelined insert wait forever
BATCH = 10_000
#: ``progress(done, total)``: rows stored so far, of all
Progress = Callable[[int, int], None]
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


class StoreError(ShahrazadError, RuntimeError):
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
    #: ``"over"`` once recorded to its end (its main game ended, or its writer closed
    #: it), else ``"running"`` (still being played, or cut short); ``"damaged"`` if
    #: what the store holds of it does not agree (:attr:`problem`)
    status: str
    winners: tuple[str, ...]
    draw: bool
    #: when the table was stored (ISO 8601, UTC); for an imported log, when it was imported
    opened: str
    #: when the main game ended, if it has
    ended: str | None
    #: what does not agree (the table's rows, or its records against its events), if
    #: anything: then ``status`` is ``"damaged"`` (``verify --table`` says more)
    problem: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """The plain data ``shahrazad tables --json`` prints."""
        return {"name": self.name, "id": str(self.id), "players": list(self.players),
                "edition": self.edition, "seed": self.seed, "events": self.events,
                "status": self.status, "winners": list(self.winners), "draw": self.draw,
                "opened": self.opened, "ended": self.ended, "problem": self.problem}


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


# -- a PostgreSQL server that can't be reached, named at once ---------------------------


def postgres_problem(message: str, conf: Mapping[str, str]) -> str:
    """One line saying why PostgreSQL refused a connection (``message``: the driver's),
    naming the database, the server and the user of ``conf`` (the ``POSTGRES_*``
    settings).

    >>> conf = {"POSTGRES_DBNAME": "games", "POSTGRES_HOST": "db", "POSTGRES_PORT": "5432"}
    >>> postgres_problem('connection failed: connection to server at "db", port 5432 '
    ...                  'failed: FATAL:  database "games" does not exist', conf)
    "PostgreSQL database 'games' does not exist on db:5432 (create it, or set POSTGRES_DBNAME)"
    """
    where = f"{conf.get('POSTGRES_HOST') or 'localhost'}:{conf.get('POSTGRES_PORT') or 5432}"
    dbname = conf.get("POSTGRES_DBNAME", "")
    if "does not exist" in message and "database" in message:
        return (f"PostgreSQL database {dbname!r} does not exist on {where} (create it, or set "
                "POSTGRES_DBNAME)")
    # the server's (or the network's) own words, after the driver's preamble
    reason = message.split("failed:")[-1].strip().splitlines()[0].removeprefix("FATAL:").strip()
    return (f"can't connect to PostgreSQL database {dbname!r} on {where} as "
            f"{conf.get('POSTGRES_USER', '')!r}: {reason}")


def _reach_postgres(conf: Mapping[str, str]) -> None:
    """Connect once, directly, before the library's pool does: a database that does not
    exist, a server that is not there or a password refused is named at once
    (:class:`StoreError`), where the pool would try again for its whole timeout (30 s)
    and then say only that it got no connection."""
    import psycopg

    if conf.get("POSTGRES_GET_PASSWORD_TOPIC"):
        return  # the password comes from the user's function: the pool asks it
    timeout = conf.get("POSTGRES_CONNECT_TIMEOUT", "")
    try:
        psycopg.connect(host=conf.get("POSTGRES_HOST") or None,
                        port=conf.get("POSTGRES_PORT") or None,
                        dbname=conf.get("POSTGRES_DBNAME") or None,
                        user=conf.get("POSTGRES_USER") or None,
                        password=conf.get("POSTGRES_PASSWORD") or None,
                        connect_timeout=int(timeout) if timeout.isdigit() else 10).close()
    except psycopg.OperationalError as exc:
        raise StoreError(postgres_problem(str(exc), conf)) from None


class TableStore:
    """Open, append and read tables by name, one stream per table.

    ``path`` is the SQLite file (unless the settings choose PostgreSQL). With
    ``create=False`` the store is only read: a missing file, or one that is not a
    Shahrazad store, is a :class:`StoreError` instead of a new, empty store.
    ``durability`` (SQLite): ``"normal"`` or ``"full"``, as the module says; ``wait``:
    how many seconds in all a SQLite writer waits for other writers' locks. ``rows``:
    the format new tables are written in: 3 (one row per rules action), or 2 (one row
    per event, as Shahrazad wrote them before: a store that older readers read).
    """

    def __init__(self, path: str | Path | None = None, *,
                 env: Mapping[str, str] | None = None, create: bool = True,
                 durability: str = "normal", wait: float = WAIT,
                 rows: int = STORE_FORMAT) -> None:
        if durability not in DURABILITY:
            raise StoreError(f"durability {durability!r}: say {' or '.join(DURABILITY)}")
        if rows not in ROW_FORMATS:
            raise StoreError(f"rows of format {rows}: say {' or '.join(map(str, ROW_FORMATS))}")
        #: the format new tables' rows are written in
        self.row_format = rows
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
            if "postgres" in chosen:
                _reach_postgres({**os.environ, **settings})
            self.app = _Tables(env=settings)
            if create:
                self._create_schema(chosen)
            elif "postgres" in chosen and not self._postgres_tables():
                self.app.close()
                raise StoreError(f"no store at {self.location} (its tables are not there)")
        self.recorder: Any = self.app.recorder
        #: SQLite: the connection the store writes with (made at the first write)
        self._writer: sqlite3.Connection | None = None
        #: PostgreSQL: the connection (from the library's pool) and the statements a
        #: rules action is written with (made at the first write)
        self._pg_writer: Any = None
        self._pg_statements: list[str] = []
        self._pg_literals: dict[Any, str] = {}
        self._checkpointer: _Checkpointer | None = None
        self._check_format(create)
        # The last position this store wrote per table, and the chain hash after it:
        # appends neither read the head back nor re-hash the table. A stale value is
        # harmless: the insert then conflicts, or we re-read.
        self._chains: dict[uuid.UUID, tuple[int, bytes, int]] = {}

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
                    [(_FORMAT, 1, FORMAT, _pack({"format": self.row_format}))]))
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
        self._drop_pg_writer()
        self.app.close()

    def __enter__(self) -> TableStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing ------------------------------------------------------------------------

    def open(self, name: str, events: Sequence[Event], *, opened: str | None = None,
             over: bool = False, progress: Progress | None = None,
             encoded: Sequence[bytes] | None = None) -> uuid.UUID:
        """Store a new table under ``name``: its first events (from ``TableOpened`` at
        position 1) and its directory entry, in one transaction. Returns its id.

        ``over``: the events are the whole table (an imported log with its trailer), and
        the store's trailer is written with them. A long table is inserted in batches of
        :data:`BATCH` rows, still in one transaction, telling ``progress`` how far it is.
        ``encoded``: the events' bytes as a log holds them (an imported log's), stored as
        they are, so that an event of an older schema version stays one.
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
        if encoded is not None and len(encoded) != len(events):
            raise StoreError("the events and their bytes do not match")
        rows, chain = self._rows(table, events, start_hash(first), encoded,
                                 self.row_format)
        if over:
            records = sum(1 for row in rows if row[0] == _outcome_id(table))
            rows.append(self._closing_row(table, records + 1, events[-1].position, chain))
        for _ in range(_ATTEMPTS):
            if self.head(table):
                raise NameTaken(f"{self.location} already holds a table named {name!r}")
            last = self._patiently(
                lambda: self.recorder.select_events(_DIRECTORY, desc=True, limit=1))
            number = int(last[0].originator_version) + 1 if last else 1
            named = (_DIRECTORY, number, NAMED, entry)
            try:
                self._patiently(lambda: self._insert([named, *rows], progress))  # noqa: B023
            except IntegrityError:
                continue  # another table took entry `number`, or this very name: look again
            self._chains[table] = (events[-1].position, chain, self.row_format)
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
        rows, chain = self._rows(table, events, at[1], fmt=at[2], action=True)
        try:
            self._patiently(lambda: self._insert(rows, follows=(table, at[0])))
        except IntegrityError:
            self._chains.pop(table, None)
            raise StoreConflict(f"table {table}: another writer appended position "
                                f"{events[0].position} first") from None
        self._chains[table] = (events[-1].position, chain, at[2])

    @staticmethod
    def _closing_row(table: uuid.UUID, version: int, end: int, head: bytes) -> _Row:
        return (_outcome_id(table), version, CLOSED,
                _pack({"end": end, "head": head, "closed": _now()}))

    def close_table(self, table: uuid.UUID | str) -> None:
        """Record that the table was recorded to its end (the store's trailer): what its
        writer does when the table is done. A table closed already is left as it is."""
        tid, _ = self._resolve(table)
        _, closed, count = self._records(tid)
        if closed is not None:
            return
        end, head, _ = self._last(tid)
        if not end:
            raise UnknownTable(f"no table {table} in {self.location}")
        try:
            self._patiently(lambda: self._insert([self._closing_row(tid, count + 1, end,
                                                                    head)]))
        except IntegrityError:
            raise StoreConflict(f"table {table}: another writer closed it first") from None

    def _insert(self, rows: list[_Row], progress: Progress | None = None,
                follows: tuple[uuid.UUID, int] | None = None) -> None:
        """Insert ``rows`` in one transaction (in batches of :data:`BATCH`, telling
        ``progress`` how far it is, when there are more). ``follows``: a table and the
        position its rows must follow; if another writer stored a later one first, the
        library's ``IntegrityError`` and nothing is written. (A row per event has its
        position as its key, so a second writer at a taken position conflicts on the key
        alone; a row per rules action is keyed by the action's last position, and a
        second writer's action may end elsewhere: the head is looked at inside the
        transaction, under the write lock every writer takes first.)

        On SQLite the store writes with a connection of its own rather than through the
        library's recorder, which costs 180 us more per transaction than the insert
        itself (its pool's locks, and a statement cache of one entry that makes SQLite
        compile the insert again each time): that was half of what a rules action costs
        the store. It writes the library's rows with the library's statement, and
        ``BEGIN IMMEDIATE`` takes the write lock first, so a writer waits for the others
        there (SQLite's busy timeout, then :meth:`_patiently`) and never halfway.
        """
        if not self.sqlite:
            if len(rows) <= BATCH:
                self._insert_postgres_action(rows, follows)
                return
            stored = [StoredEvent(originator_id=t, originator_version=v, topic=k, state=b)
                      for t, v, k, b in rows]
            self._insert_postgres(stored, progress)
            return
        con = self._writer or self._connect_writer()
        con.execute("BEGIN IMMEDIATE")
        try:
            if follows is not None:
                head = con.execute(
                    f"SELECT max(originator_version) FROM {self.recorder.events_table_name} "
                    "WHERE originator_id = ?", (follows[0].hex,)).fetchone()[0]
                if (head or 0) != follows[1]:
                    raise sqlite3.IntegrityError(f"table {follows[0]}: position "
                                                 f"{follows[1] + 1} was taken")
            for at in range(0, len(rows), BATCH):
                con.executemany(self.recorder.insert_events_statement,
                                [(t.hex, v, k, b) for t, v, k, b in rows[at:at + BATCH]])
                if progress is not None:
                    progress(min(at + BATCH, len(rows)), len(rows))
            con.execute("COMMIT")
        except sqlite3.IntegrityError as exc:
            con.execute("ROLLBACK")
            raise IntegrityError(exc) from None
        except BaseException:
            if con.in_transaction:
                con.execute("ROLLBACK")
            raise

    def _insert_postgres(self, stored: list[StoredEvent], progress: Progress | None) -> None:
        """A long table into PostgreSQL: the library's insert statement, a batch at a time,
        in one transaction (the library's own insert sends the whole table as one
        statement through psycopg's pipeline, which waits forever from about 65,000
        rows). The store's table is locked for writing as the library locks it, so
        other writers wait for the transaction, not for ever."""
        from eventsourcing.postgres import PostgresAggregateRecorder

        recorder = self.recorder
        with recorder.datastore.get_connection() as conn, conn.transaction(), \
                conn.cursor() as curs:
            recorder._lock_table(curs)
            recorder._notify_channel(curs)
            for at in range(0, len(stored), BATCH):
                # the plain insert, without the lock and notice the recorder adds each time
                PostgresAggregateRecorder._insert_stored_events(recorder, curs,
                                                                stored[at:at + BATCH])
                if progress is not None:
                    progress(min(at + BATCH, len(stored)), len(stored))

    # -- writing a rules action to PostgreSQL ---------------------------------------------

    def _insert_postgres_action(self, rows: list[_Row],
                                follows: tuple[uuid.UUID, int] | None = None) -> None:
        """One rules action's rows into PostgreSQL in one transaction and one round trip.

        The library's own insert (``insert_events``) makes the same transaction, but
        takes a connection from its pool each time and waits for the server after each
        of its statements (about 14 waits a rules action, most of the time `play` spent
        on PostgreSQL). Here the store keeps one connection and sends the whole
        transaction as one query: ``BEGIN``, the durability (:data:`DURABILITY`), the
        library's lock of its events table (so that notification ids are committed in
        their order, as the library's readers expect) and its notice, the insert of the
        rows, ``COMMIT``; with ``follows``, after the lock, a statement that fails as a
        unique violation unless the table's head is that position (:meth:`_insert`).
        The rows' values are written into the query as literals: ids,
        positions and topics quoted by psycopg (each topic once), the bytes as hex
        through ``decode``, which no server setting reads otherwise. A conflict (another
        writer took a position) stops the transaction at the insert, nothing of the
        action is kept, and it is the library's ``IntegrityError``; a connection lost is
        tried once again on a new one (a second try that finds the rows there is the
        same conflict)."""
        import psycopg

        for attempt in (1, 2):
            conn = self._pg_writer or self._connect_pg_writer()
            try:
                conn.execute(self._pg_query(rows, follows))
                return
            except psycopg.IntegrityError as exc:
                self._pg_rollback(conn)
                raise IntegrityError(str(exc)) from None
            except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
                self._drop_pg_writer()
                if attempt == 2:
                    raise OperationalError(str(exc)) from None
            except psycopg.Error as exc:
                self._drop_pg_writer()
                raise PersistenceError(str(exc)) from None

    def _pg_query(self, rows: list[_Row],
                  follows: tuple[uuid.UUID, int] | None = None) -> bytes:
        """The query of one rules action (:meth:`_insert_postgres_action`)."""
        literals = self._pg_literals
        values = []
        check = ""
        if follows is not None:
            quoted = literals.get(follows[0])
            if quoted is None:
                quoted = literals[follows[0]] = self._pg_literal(str(follows[0]))
            check = self._pg_statements[2].format(table=quoted, head=int(follows[1]))
        for table, version, topic, state in rows:
            quoted = literals.get(table)
            if quoted is None:
                quoted = literals[table] = self._pg_literal(str(table))
            kind = literals.get(topic)
            if kind is None:
                kind = literals[topic] = self._pg_literal(topic)
            values.append(f"({quoted},{int(version)},{kind},decode('{state.hex()}','hex'))")
        head, insert, _, tail = self._pg_statements
        return (head + check + insert + ",".join(values) + tail).encode()

    def _pg_literal(self, value: str) -> str:
        from psycopg import sql

        return sql.Literal(value).as_string(self._pg_writer)

    @staticmethod
    def _pg_rollback(conn: Any) -> None:
        with contextlib.suppress(Exception):
            conn.rollback()

    def _connect_pg_writer(self) -> Any:
        from psycopg import sql

        recorder = self.recorder
        datastore = recorder.datastore
        with datastore.get_connection():
            pass  # opens the pool, as the library does before its first statement
        conn = datastore.pool.getconn()
        self._pg_writer = conn
        statements: list[sql.Composable] = [sql.SQL("BEGIN")]
        if self.durability == "normal":
            statements.append(sql.SQL("SET LOCAL synchronous_commit = off"))
        statements += recorder.lock_table_statements
        statements.append(sql.SQL("NOTIFY {0}").format(sql.Identifier(recorder.channel_name)))
        events = sql.Identifier(datastore.schema, recorder.events_table_name).as_string(conn)
        head = "; ".join(s.as_string(conn) for s in statements) + "; "
        insert = (f"INSERT INTO {events} (originator_id, originator_version, topic, state) "
                  "VALUES ")
        # the head a rules action must follow, looked at under the lock (format 3); the
        # braces of the block are doubled for str.format, {table} and {head} filled in
        check = ("DO $$BEGIN IF (SELECT coalesce(max(originator_version), 0) FROM "
                 f"{events} WHERE originator_id = {{table}}::uuid) <> {{head}} THEN "
                 "RAISE unique_violation USING MESSAGE = 'position {head} is not the head'; "
                 "END IF; END$$; ")
        self._pg_statements = [head, insert, check, "; COMMIT"]
        self._pg_literals = {}
        return conn

    def _drop_pg_writer(self) -> None:
        conn, self._pg_writer = self._pg_writer, None
        if conn is not None:
            self._pg_rollback(conn)
            with contextlib.suppress(Exception):  # the pool discards a broken connection
                self.recorder.datastore.pool.putconn(conn)

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

    def _last(self, table: uuid.UUID) -> tuple[int, bytes, int]:
        """The table's last position, the chain hash stored with it, and its rows'
        format."""
        rows = self._patiently(lambda: self.recorder.select_events(table, desc=True, limit=1))
        if not rows:
            return 0, b"", self.row_format
        state = _state_bytes(rows[0].state)
        if is_action(state):
            return int(rows[0].originator_version), stored_hash(state) or b"", 3
        try:
            stored, _ = split_row(state)
        except RowError as exc:
            raise StoreCorrupt(f"table {table}: row {rows[0].originator_version}: {exc}",
                               int(rows[0].originator_version)) from None
        if stored is None:
            raise StoreError(f"table {table} was stored by an earlier Shahrazad, without "
                             "chain hashes: it can't be appended to")
        return int(rows[0].originator_version), stored, 2

    @staticmethod
    def _check_follow(table: uuid.UUID, events: Sequence[Event], head: int) -> None:
        first = events[0].position
        if first != head + 1 or any(e.position != first + i for i, e in enumerate(events)):
            raise StoreConflict(f"table {table}: events {first}.. don't follow position {head}")

    @staticmethod
    def _rows(table: uuid.UUID, events: Sequence[Event], chain: bytes,
              encoded: Sequence[bytes] | None = None, fmt: int = STORE_FORMAT,
              action: bool = False) -> tuple[list[_Row], bytes]:
        """The stored rows of ``events`` (their bytes ``encoded``, or as they encode now)
        after ``chain``, in rows of format ``fmt``, and the outcome record if they end the
        main game (so the two are written together); and the chain after them. In format
        3, ``action``: the events are one rules action, one row; else a row begins at
        each ``Decided`` (what begins a rules action, as a log's end-of-action marks
        say)."""
        rows: list[_Row] = []
        data = [encode(e) for e in events] if encoded is None else list(encoded)
        if fmt == 3:
            made, chain = action_rows(chain, data, [e.position for e in events],
                                      None if action else
                                      [isinstance(e, Decided) for e in events])
            begun = events[0].position
            for position, state in made:  # topic: the kind of the action's first event
                rows.append((table, position, events[begun - events[0].position].KIND,
                             state))
                begun = position + 1
        else:
            for e, one in zip(events, data, strict=True):
                state, chain = row_bytes(chain, one)
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
        """The table's rows from ``start`` to ``stop``, one per event: the rows of rules
        actions (format 3) expanded (:func:`~shahrazad.events.storage.storeformat.expand_rows`),
        the row that holds ``stop`` and the hash before ``start`` read with them."""
        if stop is not None and stop - start < _FEW:
            # each row holds one event or more: the first so many rows from `start` hold
            # every event to `stop` (one query, however the rows are made)
            rows = self._select(table, gt=start - 1, limit=max(0, stop - start + 1))
        else:
            rows = self._select(table, gt=start - 1, lte=stop)
            if stop is not None and rows and rows[-1][0] < stop and is_action(rows[-1][1]):
                rows += self._select(table, gt=stop, limit=1)  # the action holding `stop`
        if not rows:
            return rows
        if not is_action(rows[0][1]) and not is_action(rows[-1][1]):
            # a row per event (formats 1 and 2)
            return rows if stop is None or rows[-1][0] <= stop else \
                [(k, state) for k, state in rows if k <= stop]
        if start > 1 and is_action(rows[0][1]):
            # the row before holds the chain hash before the first action's events
            rows = self._select(table, lte=start - 1, desc=True, limit=1) + rows
        return [(k, state) for k, state in expand_rows(rows, None)
                if k >= start and (stop is None or k <= stop)]

    def _select(self, table: uuid.UUID, **what: Any) -> list[tuple[int, bytes]]:
        """Rows of the library's table, as they are stored: position and bytes."""
        rows = self._patiently(lambda: self.recorder.select_events(table, **what))
        # a row whose state is not bytes (emptied, or edited into text) reads as no bytes:
        # the check then names it as unreadable
        return [(int(row.originator_version), _state_bytes(row.state)) for row in rows]

    def rows(self, table: uuid.UUID, start: int = 1,
             stop: int | None = None) -> list[tuple[int, bytes]]:
        """The stored rows from ``start`` to ``stop`` (inclusive): position and bytes (the
        chain hash and the event, :mod:`shahrazad.events.storage.storeformat`), as stored; nothing
        is checked (:func:`shahrazad.events.storage.storeformat.check_rows` checks them)."""
        return self._stored(table, start, stop)

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
        readable, in its place, and on the hash chain (:mod:`shahrazad.events.storage.storeformat`);
        for the whole table, also its records against its events (:meth:`check_records`:
        an over table ends where, and with the head, its records say, and its outcome
        is the one its events tell; its directory entry names its players, edition and
        seed as its first event does). Returns the events read and the first bad row, if
        any; never raises for what is in the rows."""
        tid, _ = self._resolve(table)
        if start == 1 and stop is None:
            return self._check(tid)[0]
        chain: bytes | None = None
        if start > 1:
            before = self._stored(tid, start - 1, start - 1)
            if not before:
                return RowCheck(False, [], start - 1, f"row {start - 1} is missing")
            try:
                chain = split_row(before[0][1])[0]
            except RowError as exc:
                return RowCheck(False, [], start - 1, f"row {start - 1}: {exc}")
        return check_rows(self._stored(tid, start, stop), start=start, chain=chain)

    def _check(self, tid: uuid.UUID) -> tuple[RowCheck, list[tuple[int, bytes]]]:
        """:meth:`check` of the whole table, and the rows it read."""
        rows = self._stored(tid)
        found = check_rows(rows)
        if not found.ok or not found.events:
            return found, rows
        ended = next((e.position for e in found.events
                      if isinstance(e, GameEnded) and e.game == _MAIN), None)
        wrong = self.check_records(tid, len(found.events), found.head, found.format, ended,
                                   lambda k: found.events[k - 1])
        if wrong is None:
            opened = found.events[0]
            assert isinstance(opened, TableOpened)  # check_rows made sure
            disagrees = self.check_entry(tid, opened)
            wrong = (1, disagrees) if disagrees else None
        if wrong is None:
            return found, rows
        return RowCheck(False, found.events, wrong[0], wrong[1], found.head,
                        found.format), rows

    def _records(self, table: uuid.UUID
                 ) -> tuple[dict[str, Any] | None, dict[str, Any] | None, int]:
        """The table's outcome record and closing record (the store's trailer), each if
        it has one, and how many records its outcome stream holds."""
        rows = self._patiently(lambda: self.recorder.select_events(_outcome_id(table)))
        over = closed = None
        for row in rows:
            if row.topic == OVER and over is None:
                over = _unpack(row.state, "outcome record")
            elif row.topic == CLOSED and closed is None:
                closed = _unpack(row.state, "closing record")
        return over, closed, len(rows)

    def record_bytes(self, table: uuid.UUID) -> bytes:
        """The table's outcome and closing records as stored (what a reader's index of the
        table is keyed by, besides its rows: a record edited later makes it stale)."""
        rows = self._patiently(lambda: self.recorder.select_events(_outcome_id(table)))
        return b"".join(row.topic.encode() + _state_bytes(row.state) for row in rows)

    def over(self, table: uuid.UUID | str) -> bool:
        """Is the table recorded to its end (its main game ended, or its writer closed
        it)? Its records are taken as they are: :meth:`check` checks them."""
        tid, _ = self._resolve(table)
        over, closed, _ = self._records(tid)
        return over is not None or closed is not None

    def check_records(self, table: uuid.UUID, n: int, head: bytes, fmt: int,
                      ended: int | None, event: Callable[[int], Event] | None = None,
                      records: tuple[dict[str, Any] | None, dict[str, Any] | None] | None
                      = None) -> tuple[int, str] | None:
        """Check the table's outcome and closing records against its events: ``n`` of
        them (the head ``head``), the main game ended at position ``ended`` (``None``:
        it has not), ``event(k)`` the event at ``k`` (checked; without it, the winners
        are not compared; ``records``: the outcome and closing records, if read
        already). The first row to blame and what is wrong, or ``None``."""
        over, closed = records if records is not None else self._records(table)[:2]
        if fmt < 2:
            return None  # stored before rows carried hashes, and records their heads
        for what, record in (("outcome record", over), ("closing record", closed)):
            if record is None:
                continue
            end, at = record.get("end"), record.get("head")
            if not isinstance(end, int) or not isinstance(at, bytes):
                continue  # written before records held the head
            if end > n:
                return n + 1, (f"rows {n + 1}-{end} are missing: the table ended at row "
                               f"{end}" if end > n + 1 else
                               f"row {end} is missing: the table ended at row {end}")
            if end < n:
                return end + 1, (f"rows {end + 1}-{n} were added after the table ended at "
                                 f"row {end}" if n > end + 1 else
                                 f"row {n} was added after the table ended at row {end}")
            if at != head:
                return n, (f"row {n} was rewritten with a hash of its own: the chain's head "
                           f"is not the one the {what} holds")
        if over is None and ended is not None:
            return ended, (f"the main game ended at event {ended}, but the store holds no "
                           "outcome record for it (it was removed)")
        if over is not None:
            said = over.get("position")
            if ended is None or said != ended:
                return (said if isinstance(said, int) and 0 < said <= n else n), (
                    f"the outcome record says the main game ended at event {said}, but "
                    + (f"its events say at event {ended}" if ended is not None
                       else "no event of the table ends it"))
            found = event(ended) if event is not None else None
            if not isinstance(found, GameEnded):
                return None
            winners = tuple(over.get("winners") or ())
            if winners != found.winners or bool(over.get("draw")) != found.draw:
                told = "a draw" if over.get("draw") else ", ".join(map(str, winners)) or "-"
                real = "a draw" if found.draw else ", ".join(found.winners) or "-"
                return ended, (f"the outcome record says {told} won, the event that "
                               f"ended the main game ({ended}) says {real}")
        return None

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

        The rows and records are checked as they are copied (:meth:`check`): a table
        with a row that is missing or was edited, or whose records do not agree with
        its events, is not exported (:class:`StoreCorrupt`). A table that is over gets
        its trailer; a running one is written without one, a running log, as it is
        (:meth:`over` says which)."""
        tid, label = self._resolve(table)
        found, rows = self._check(tid)
        if not found.ok:
            assert found.first_bad is not None
            raise StoreCorrupt(f"table {label}: {found.problem}; not exported",
                               found.first_bad)
        if not found.events:
            raise UnknownTable(f"no table {label} in {self.location}")
        # the events' bytes as stored (the rows just checked): an event of an older
        # schema version is exported as it was recorded, not as it would encode now
        write_log(path, found.events, over=self.over(tid),
                  encoded=[split_row(state)[1] for _, state in rows])
        return len(found.events)

    def import_log(self, path: str | Path, name: str | None = None) -> uuid.UUID:
        """Store the table of a log file under ``name`` (default: the file's name): over
        if the log has its trailer, running if not.

        Raises :class:`NameTaken` if the name is taken, and the log file's errors
        (:class:`shahrazad.events.storage.logfile.LogError`) if it is not a sound log. (``shahrazad
        import`` checks the rest of what ``verify`` checks: that every event folds.)
        """
        data = Path(path).read_bytes()
        log = read_log(data, running=True)
        return self.open(name or Path(path).stem, log.events, over=log.complete,
                         encoded=list(itertools.islice(log_event_bytes(data),
                                                       len(log.events))))

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
        order they were opened. Each is read from the table's own events, checked (see
        :meth:`_info`): a few keyed rows per table, never the rest of its events."""
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

    def _span(self, table: uuid.UUID, first: int, last: int) -> RowCheck:
        """Rows ``first`` to ``last`` checked on the chain from the hash row ``first - 1``
        stores (read in the same query)."""
        rows = self._stored(table, max(1, first - 1), last)
        chain: bytes | None = None
        if first > 1:
            if not rows or rows[0][0] != first - 1:
                return RowCheck(False, [], first - 1, f"row {first - 1} is missing")
            try:
                chain = split_row(rows[0][1])[0]
            except RowError as exc:
                return RowCheck(False, [], first - 1, f"row {first - 1}: {exc}")
            rows = rows[1:]
        return check_rows(rows, start=first, chain=chain)

    @staticmethod
    def _entry_disagrees(entry: Mapping[str, Any], table: uuid.UUID,
                         opened: TableOpened) -> str | None:
        """What a directory entry says that the table's first event does not."""
        if table_id(str(entry.get("name"))) != table:
            return (f"the directory names it {entry.get('name')!r}, a name of another "
                    "table: the entry was edited")
        for what, said, real in (("players", tuple(entry.get("players") or ()), opened.players),
                                 ("edition", entry.get("edition"), opened.edition),
                                 ("seed", entry.get("seed"), opened.seed)):
            if said != real:
                return (f"its directory entry says {what} {said!r}, its first event "
                        f"{real!r}: the entry was edited")
        return None

    def check_entry(self, table: uuid.UUID, opened: TableOpened) -> str | None:
        """What the table's directory entry says that its first event does not."""
        entry = next((e for e in self._directory() if e["table"] == table.hex), None)
        return None if entry is None else self._entry_disagrees(entry, table, opened)

    def _info(self, entry: Mapping[str, Any]) -> TableInfo:
        """What the listing shows of a table, read from the table's own events and checked
        on their chain: its first row (players, edition, seed), its last two (its
        length, and that the last follows), and, if its outcome record says its main
        game ended, the rows of the action that ended it (winners, draw); its records
        are checked against them. What does not agree makes it ``damaged``."""
        table = uuid.UUID(hex=entry["table"])
        problems: list[str] = []
        # the last two rows: the last event and the one before it (in format 3, the row
        # before the last action holds the chain hash before it), in one query
        last = self._select(table, desc=True, limit=2)[::-1]
        n = last[-1][0] if last else 0
        head = b""
        if n > 1:
            tail = [(k, state) for k, state in expand_rows(last, None) if k >= n - 1]
            try:
                chain = split_row(tail[0][1])[0] if tail[0][0] == n - 1 else None
            except RowError:
                chain = None
            found = check_rows(tail[1:], start=n, chain=chain) if chain else None
            if found is None or not found.ok:
                problems.append(found.problem if found is not None and found.problem
                                else f"row {n - 1} is missing or damaged")
            else:
                head = found.head
        first = check_rows(self._stored(table, 1, 1))
        players, edition, seed = tuple(entry["players"]), entry.get("edition", ""), \
            entry.get("seed", 0)
        if not first.ok or not first.events:
            problems.append(first.problem or "row 1 is missing")
        else:
            opened = first.events[0]
            assert isinstance(opened, TableOpened)  # check_rows made sure
            players, edition, seed = opened.players, opened.edition, opened.seed
            head = head or first.head
            disagrees = self._entry_disagrees(entry, table, opened)
            if disagrees:
                problems.append(disagrees)
        over, closed, _ = self._records(table)
        winners: tuple[str, ...] = ()
        draw = False
        if over is not None:
            ended = over.get("position")
            end = over.get("end")
            end = end if isinstance(end, int) else n
            span = (self._span(table, ended, end) if isinstance(ended, int) and 0 < ended <= n
                    else RowCheck(False, [], None, "its outcome record names no event"))
            event = span.events[0] if span.events else None
            if not span.ok or not isinstance(event, GameEnded) or event.game != _MAIN:
                problems.append(span.problem or f"the outcome record says the main game "
                                f"ended at event {ended}, which does not end it")
            else:
                winners, draw = event.winners, event.draw
                wrong = self.check_records(table, n, head, first.format, ended,
                                           lambda k: event, (over, closed))
                if wrong is not None:
                    problems.append(wrong[1])
        elif closed is not None:
            wrong = self.check_records(table, n, head, first.format, None,
                                       records=(over, closed))
            if wrong is not None:
                problems.append(wrong[1])
        problem = "; ".join(problems) or None
        return TableInfo(
            name=entry["name"], id=table, players=tuple(players), edition=str(edition),
            seed=int(seed) if isinstance(seed, int) else 0, events=n,
            status="damaged" if problem else "over" if over or closed else "running",
            winners=tuple(winners), draw=draw, opened=entry.get("opened", ""),
            ended=over.get("ended") if over else None, problem=problem)


def _state_bytes(state: object) -> bytes:
    """A stored row's bytes; a state that is not bytes (emptied, or edited into text)
    reads as none, which the row checks then name as unreadable."""
    return bytes(state) if isinstance(state, bytes | bytearray | memoryview) else b""
