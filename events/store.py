"""The event store: one ``eventsourcing`` aggregate stream per table.

All games of a table (the main game and every subgame) are one totally ordered
stream; an event's position is the aggregate's version. The store keeps each
event exactly as :func:`events.encode` made it (the stored event's ``state``;
its ``topic`` is the event's kind), so a table exported from the store is byte
for byte the log that was recorded. We use the library's persistence layer
(recorders, transactions, optimistic concurrency on ``(originator_id,
originator_version)``) and its configuration; the aggregate's state itself is
the fold in :mod:`projections`, which is why no domain-model class is needed
here.

SQLite in a file is the default; PostgreSQL is chosen the library's way, with
``PERSISTENCE_MODULE=eventsourcing.postgres`` and ``POSTGRES_DBNAME``,
``POSTGRES_HOST``, ``POSTGRES_PORT``, ``POSTGRES_USER``, ``POSTGRES_PASSWORD``
(install the ``postgres`` extra).

>>> import tempfile, os
>>> from events.vocabulary import TableOpened
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite"))
>>> tid = table_id("doctest")
>>> store.append(tid, [TableOpened(position=1, game="1", rule="100.1", edition="current",
...     seed=1, players=("A", "B"), decks=((), ()), sideboards=((), ()), options=(),
...     engine_version="x")])
>>> store.head(tid), store.events(tid)[0].seed
(1, 1)
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from eventsourcing.application import Application
from eventsourcing.persistence import IntegrityError, StoredEvent

from events.base import Event
from events.codec import decode, encode
from events.logfile import read_log, write_log

__all__ = ["StoreConflict", "TableStore", "table_id"]

_NAMESPACE = uuid.UUID("5a7a2a2d-0000-4000-8000-000000000727")


def table_id(name: str) -> uuid.UUID:
    """The id of the table called ``name``: the same name gives the same id (uuid5)."""
    return uuid.uuid5(_NAMESPACE, name)


class StoreConflict(RuntimeError):
    """Another writer appended to the table first, or positions don't follow on."""


class _Tables(Application[uuid.UUID]):
    name = "Shahrazad"


class TableStore:
    """Append and read the events of tables, one stream per table."""

    def __init__(self, path: str | Path | None = None, *,
                 env: Mapping[str, str] | None = None) -> None:
        settings: dict[str, str] = {}
        chosen = {**os.environ, **(env or {})}.get("PERSISTENCE_MODULE", "")
        if not chosen or chosen == "eventsourcing.sqlite":
            settings["PERSISTENCE_MODULE"] = "eventsourcing.sqlite"
            settings["SQLITE_DBNAME"] = str(path or "shahrazad.sqlite")
        settings.update(env or {})
        self.app = _Tables(env=settings)
        self.recorder: Any = self.app.recorder
        if settings.get("PERSISTENCE_MODULE") == "eventsourcing.sqlite":
            #: where the events are: the SQLite file, or the PostgreSQL database
            self.location = settings["SQLITE_DBNAME"]
        else:
            conf = {**os.environ, **settings}
            self.location = (f"{chosen}: {conf.get('POSTGRES_USER', '')}@"
                             f"{conf.get('POSTGRES_HOST', '')}:{conf.get('POSTGRES_PORT', '')}"
                             f"/{conf.get('POSTGRES_DBNAME', '')}" if "postgres" in chosen
                             else chosen)

    def append(self, table: uuid.UUID, events: Sequence[Event]) -> None:
        """Append one rules action's events in one transaction, after what is stored."""
        if not events:
            return
        head = self.head(table)
        first = events[0].position
        if first != head + 1 or any(e.position != first + i for i, e in enumerate(events)):
            raise StoreConflict(f"table {table}: events {first}.. don't follow position {head}")
        stored = [StoredEvent(originator_id=table, originator_version=e.position,
                              topic=e.KIND, state=encode(e)) for e in events]
        try:
            self.recorder.insert_events(stored)
        except IntegrityError:
            raise StoreConflict(f"table {table}: another writer appended position {first} "
                                "first") from None

    def raw(self, table: uuid.UUID, *, start: int = 1, stop: int | None = None) -> list[bytes]:
        """The encoded events from ``start`` to ``stop`` (inclusive), as stored."""
        rows = self.recorder.select_events(table, gt=start - 1, lte=stop)
        return [row.state for row in rows]

    def events(self, table: uuid.UUID, *, start: int = 1,
               stop: int | None = None) -> list[Event]:
        return [decode(data) for data in self.raw(table, start=start, stop=stop)]

    def head(self, table: uuid.UUID) -> int:
        """The position of the table's last event (0 if it has none)."""
        rows = self.recorder.select_events(table, desc=True, limit=1)
        return int(rows[0].originator_version) if rows else 0

    def tables(self) -> list[uuid.UUID]:
        """Every table in the store, in the order they were opened."""
        found: list[uuid.UUID] = []
        start = 1
        while True:
            page = self.recorder.select_notifications(start=start, limit=1000)
            if not page:
                return found
            found += [uuid.UUID(str(n.originator_id)) for n in page
                      if n.originator_version == 1]
            start = page[-1].id + 1

    def export(self, table: uuid.UUID, path: str | Path) -> None:
        """Write the table as a portable log file."""
        events = self.events(table)
        if not events:
            raise KeyError(f"no table {table} in the store")
        write_log(path, events)

    def import_log(self, path: str | Path, name: str | None = None) -> uuid.UUID:
        """Store the table of a log file under ``name`` (default: the file's name)."""
        log = read_log(path)
        table = table_id(name or Path(path).stem)
        self.append(table, log.events)
        return table
