"""The store: one stream per table, on eventsourcing's SQLite recorder and on its
PostgreSQL recorder (when ``SHAHRAZAD_TEST_POSTGRES`` is set, with the ``POSTGRES_*``
variables of the library; `.ci/run` starts a server and sets them)."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

from engine.agents import RandomAgent
from engine.table import Table
from events.logfile import dumps
from events.store import StoreConflict, TableStore, table_id

DECK = ["Plains"] * 14 + ["Shahrazad"] * 3 + ["Serra Angel"] * 3 + ["Mountain"] * 8 \
    + ["Lightning Bolt"] * 6 + ["Grizzly Bears"] * 6
#: a name no earlier run used: a PostgreSQL database outlives the test run
RUN = uuid.uuid4().hex[:8]


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest) -> str:
    if request.param == "postgres" and not os.environ.get("SHAHRAZAD_TEST_POSTGRES"):
        pytest.skip("no PostgreSQL server here (set SHAHRAZAD_TEST_POSTGRES and POSTGRES_*)")
    return str(request.param)


def _store(backend: str, tmp_path: Path) -> TableStore:
    """A store, on its own file (SQLite); every PostgreSQL store shares one database."""
    if backend == "postgres":
        return TableStore(env={"PERSISTENCE_MODULE": "eventsourcing.postgres"})
    return TableStore(tmp_path / "t.sqlite")


def test_each_rules_action_is_one_append_and_export_is_byte_identical(
        backend: str, tmp_path: Path) -> None:
    store = _store(backend, tmp_path)
    tid = table_id(f"game-{RUN}-{tmp_path.name}")
    table = Table.new(["A", "B"], [DECK, DECK], seed=5)
    store.append(tid, table.events)
    table.subscribe(lambda events: store.append(tid, events))
    table.play({"A": RandomAgent(1), "B": RandomAgent(2)})
    assert store.head(tid) == len(table.events)
    assert store.events(tid) == table.events
    out = tmp_path / "out.shlog"
    store.export(tid, out)
    assert out.read_bytes() == dumps(table.events)
    again = store.import_log(out, name=f"copy-{RUN}-{tmp_path.name}")
    back = tmp_path / "back.shlog"
    store.export(again, back)
    assert back.read_bytes() == out.read_bytes()
    assert tid in store.tables() and again in store.tables()
    where = {"sqlite": str(tmp_path / "t.sqlite"), "postgres": "eventsourcing.postgres: "}
    assert store.location.startswith(where[backend])


def test_a_second_writer_conflicts(backend: str, tmp_path: Path) -> None:
    """Optimistic concurrency on (table, position): a second writer at a taken position,
    or one that leaves a gap, is refused and nothing is written."""
    store = _store(backend, tmp_path)
    other = _store(backend, tmp_path)
    tid = table_id(f"conflict-{RUN}-{tmp_path.name}")
    table = Table.new(["A", "B"], [DECK, DECK], seed=5)
    store.append(tid, table.events[:3])
    with pytest.raises(StoreConflict):
        other.append(tid, table.events[1:4])  # position 2 is already there
    with pytest.raises(StoreConflict):
        store.append(tid, table.events[5:7])  # a gap: 4 is missing
    assert store.head(tid) == 3
