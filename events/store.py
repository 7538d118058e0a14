"""The event store: one ``eventsourcing`` aggregate stream per table, and their names.

All games of a table (the main game and every subgame) are one totally ordered
stream; an event's position is the aggregate's version. The store keeps each
event exactly as :func:`events.encode` made it (the stored event's ``state``;
its ``topic`` is the event's kind), so a table exported from the store is byte
for byte the log that was recorded. We use the library's persistence layer
(recorders, transactions, optimistic concurrency on ``(originator_id,
originator_version)``) and its configuration; the aggregate's state itself is
the fold in :mod:`projections`, which is why no domain-model class is needed
here.

Beside the tables the store keeps two kinds of records of its own, never part
of a table's stream, so neither the table's events nor its log change:

* the **directory**, one stream for the whole store: entry *n* names the *n*-th
  table opened (its name, when, its players, edition and seed). It is written
  in the same transaction as the table's first events, so a table never exists
  without its name, nor a name without its table.
* per table, an **outcome** stream whose only entry says the main game is over
  (winners, draw, position, when), written in the same transaction as the
  rules action that ended it. A table without one is still running, or was cut
  short.

Listing the store reads the directory and, per table, two keyed rows (its last
position and its outcome): it never reads, let alone folds, a table's events.
A table's id is ``uuid5`` of its name, so a name finds its table without a scan.

SQLite in a file is the default; PostgreSQL is chosen the library's way, with
``PERSISTENCE_MODULE=eventsourcing.postgres`` and ``POSTGRES_DBNAME``,
``POSTGRES_HOST``, ``POSTGRES_PORT``, ``POSTGRES_USER``, ``POSTGRES_PASSWORD``
(install the ``postgres`` extra).

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
"""

from __future__ import annotations

import difflib
import os
import sqlite3
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgpack
from eventsourcing.application import Application
from eventsourcing.persistence import IntegrityError, PersistenceError, StoredEvent

from events.base import Event
from events.codec import decode, encode
from events.logfile import read_log, write_log
from events.vocabulary import GameEnded, TableOpened

__all__ = ["NameTaken", "StoreConflict", "StoreCorrupt", "StoreError", "TableInfo",
           "TableStore", "UnknownTable", "table_id"]

_NAMESPACE = uuid.UUID("5a7a2a2d-0000-4000-8000-000000000727")
#: the stream that names every table, in the order they were opened
_DIRECTORY = uuid.uuid5(_NAMESPACE, "shahrazad: the directory of tables")
#: topics of the store's own records; a table's events have their kind as topic,
#: which never holds a colon
NAMED = "shahrazad:table-named"
OVER = "shahrazad:table-over"
#: how often :meth:`TableStore.open` tries again when another table took the
#: directory's next entry first
_ATTEMPTS = 50
_MAIN = "1"


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


def _unpack(data: bytes) -> dict[str, Any]:
    unpacked: dict[str, Any] = msgpack.unpackb(data, raw=False)
    return unpacked


class StoreError(RuntimeError):
    """The store can't do what was asked; the message says why, in one line."""


class StoreConflict(StoreError):
    """Another writer appended to the table first, or positions don't follow on."""


class NameTaken(StoreConflict):
    """The store already holds a table of that name."""


class UnknownTable(StoreError):
    """No table of that name in the store; the message lists close names."""


class StoreCorrupt(StoreError):
    """A stored event can't be read back; ``position`` is the first one."""

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


class _Tables(Application[uuid.UUID]):
    name = "Shahrazad"


class TableStore:
    """Open, append and read tables by name, one stream per table.

    ``path`` is the SQLite file (unless the settings choose PostgreSQL). With
    ``create=False`` the store is only read: a missing file, or one that is not a
    Shahrazad store, is a :class:`StoreError` instead of a new, empty store.
    """

    def __init__(self, path: str | Path | None = None, *,
                 env: Mapping[str, str] | None = None, create: bool = True) -> None:
        settings: dict[str, str] = {}
        chosen = {**os.environ, **(env or {})}.get("PERSISTENCE_MODULE", "")
        sqlite = not chosen or chosen == "eventsourcing.sqlite"
        if sqlite:
            settings["PERSISTENCE_MODULE"] = "eventsourcing.sqlite"
            settings["SQLITE_DBNAME"] = str(path or "shahrazad.sqlite")
            if not create:
                # reading must not turn a stray file into a store
                settings["CREATE_TABLE"] = "n"
        settings.update(env or {})
        if sqlite:
            #: where the events are: the SQLite file, or the PostgreSQL database
            self.location = settings["SQLITE_DBNAME"]
        else:
            conf = {**os.environ, **settings}
            self.location = (f"{chosen}: {conf.get('POSTGRES_USER', '')}@"
                             f"{conf.get('POSTGRES_HOST', '')}:{conf.get('POSTGRES_PORT', '')}"
                             f"/{conf.get('POSTGRES_DBNAME', '')}" if "postgres" in chosen
                             else chosen)
        if sqlite and not create and not Path(self.location).is_file():
            raise StoreError(f"no store at {self.location}")
        try:
            self.app = _Tables(env=settings)
            self.recorder: Any = self.app.recorder
            if sqlite and not create:
                self.recorder.max_notification_id()
        except (sqlite3.Error, PersistenceError) as exc:
            if not sqlite:
                raise
            raise StoreError(f"{self.location} is not a Shahrazad store ({exc})") from None
        # The last position this store wrote per table: appends skip reading the head
        # back. A stale value is harmless: the insert then conflicts, or we re-read.
        self._heads: dict[uuid.UUID, int] = {}

    def close(self) -> None:
        """Close the connections (PostgreSQL's pool); the store can't be used after."""
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
                       "seed": first.seed})
        rows = self._rows(table, events)
        for _ in range(_ATTEMPTS):
            if self.head(table):
                raise NameTaken(f"{self.location} already holds a table named {name!r}")
            last = self.recorder.select_events(_DIRECTORY, desc=True, limit=1)
            number = int(last[0].originator_version) + 1 if last else 1
            try:
                self.recorder.insert_events(
                    [StoredEvent(originator_id=_DIRECTORY, originator_version=number,
                                 topic=NAMED, state=entry), *rows])
            except IntegrityError:
                continue  # another table took entry `number`, or this very name: look again
            self._heads[table] = events[-1].position
            return table
        raise StoreConflict(f"{self.location}: could not add {name!r} to the directory "
                            f"after {_ATTEMPTS} tries (too many tables opening at once)")

    def append(self, table: uuid.UUID, events: Sequence[Event]) -> None:
        """Append one rules action's events in one transaction, after what is stored."""
        if not events:
            return
        if events[0].position == 1:
            raise StoreError("a new table is stored with TableStore.open(name, events)")
        head = self._heads.get(table)
        if head is None or events[0].position != head + 1:
            head = self.head(table)
        self._check_follow(table, events, head)
        try:
            self.recorder.insert_events(self._rows(table, events))
        except IntegrityError:
            self._heads.pop(table, None)
            raise StoreConflict(f"table {table}: another writer appended position "
                                f"{events[0].position} first") from None
        self._heads[table] = events[-1].position

    @staticmethod
    def _check_follow(table: uuid.UUID, events: Sequence[Event], head: int) -> None:
        first = events[0].position
        if first != head + 1 or any(e.position != first + i for i, e in enumerate(events)):
            raise StoreConflict(f"table {table}: events {first}.. don't follow position {head}")

    @staticmethod
    def _rows(table: uuid.UUID, events: Sequence[Event]) -> list[StoredEvent]:
        """The stored events of ``events``, and the outcome record if they end the
        main game (so the two are written together)."""
        rows = [StoredEvent(originator_id=table, originator_version=e.position,
                            topic=e.KIND, state=encode(e)) for e in events]
        for e in events:
            if isinstance(e, GameEnded) and e.game == _MAIN:
                rows.append(StoredEvent(
                    originator_id=_outcome_id(table), originator_version=1, topic=OVER,
                    state=_pack({"winners": list(e.winners), "draw": e.draw,
                                 "position": e.position, "ended": _now()})))
        return rows

    # -- reading a table ------------------------------------------------------------------

    def raw(self, table: uuid.UUID, *, start: int = 1, stop: int | None = None) -> list[bytes]:
        """The encoded events from ``start`` to ``stop`` (inclusive), as stored."""
        rows = self.recorder.select_events(table, gt=start - 1, lte=stop)
        return [row.state for row in rows]

    def events(self, table: uuid.UUID, *, start: int = 1,
               stop: int | None = None) -> list[Event]:
        """The events from ``start`` to ``stop``; :class:`StoreCorrupt` names the first
        stored event that can't be decoded."""
        out: list[Event] = []
        for position, data in enumerate(self.raw(table, start=start, stop=stop), start):
            try:
                out.append(decode(data))
            except ValueError as exc:  # CorruptEvent, UnknownEventKind
                raise StoreCorrupt(f"table {table}: event {position} can't be decoded: {exc}",
                                   position) from None
        return out

    def head(self, table: uuid.UUID) -> int:
        """The position of the table's last event (0 if it has none)."""
        rows = self.recorder.select_events(table, desc=True, limit=1)
        return int(rows[0].originator_version) if rows else 0

    def export(self, table: uuid.UUID | str, path: str | Path) -> int:
        """Write the table (its id or name) as a portable log file; return its length."""
        events = self.events(self.find(table) if isinstance(table, str) else table)
        if not events:
            raise UnknownTable(f"no table {table} in {self.location}")
        write_log(path, events)
        return len(events)

    def import_log(self, path: str | Path, name: str | None = None) -> uuid.UUID:
        """Store the table of a log file under ``name`` (default: the file's name).

        Raises :class:`NameTaken` if the name is taken, and the log file's errors
        (:class:`events.logfile.LogError`) if it is not a sound log.
        """
        log = read_log(path)
        return self.open(name or Path(path).stem, log.events)

    # -- the directory -----------------------------------------------------------------------

    def _directory(self) -> list[dict[str, Any]]:
        return [_unpack(row.state) for row in self.recorder.select_events(_DIRECTORY)]

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
        outcome = self.recorder.select_events(_outcome_id(table), limit=1)
        over = _unpack(outcome[0].state) if outcome else None
        return TableInfo(
            name=entry["name"], id=table, players=tuple(entry["players"]),
            edition=entry["edition"], seed=entry["seed"], events=self.head(table),
            status="over" if over else "running",
            winners=tuple(over["winners"]) if over else (),
            draw=bool(over and over["draw"]), opened=entry["opened"],
            ended=over["ended"] if over else None)
