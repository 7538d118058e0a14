"""The store: one stream per table on eventsourcing's SQLite recorder (PostgreSQL when
SHAHRAZAD_TEST_POSTGRES is set, with the POSTGRES_* variables)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.agents import RandomAgent
from engine.table import Table
from events.logfile import dumps
from events.store import StoreConflict, TableStore, table_id

DECK = ["Plains"] * 14 + ["Shahrazad"] * 3 + ["Serra Angel"] * 3 + ["Mountain"] * 8 \
    + ["Lightning Bolt"] * 6 + ["Grizzly Bears"] * 6


def _store(tmp_path: Path) -> TableStore:
    if os.environ.get("SHAHRAZAD_TEST_POSTGRES"):
        return TableStore(env={"PERSISTENCE_MODULE": "eventsourcing.postgres"})
    return TableStore(tmp_path / "t.sqlite")


def test_each_rules_action_is_one_append_and_export_is_byte_identical(tmp_path: Path) -> None:
    store = _store(tmp_path)
    tid = table_id(f"game-{tmp_path.name}")
    table = Table.new(["A", "B"], [DECK, DECK], seed=5)
    store.append(tid, table.events)
    table.subscribe(lambda events: store.append(tid, events))
    table.play({"A": RandomAgent(1), "B": RandomAgent(2)})
    assert store.head(tid) == len(table.events)
    assert store.events(tid) == table.events
    out = tmp_path / "out.shlog"
    store.export(tid, out)
    assert out.read_bytes() == dumps(table.events)
    again = store.import_log(out, name=f"copy-{tmp_path.name}")
    back = tmp_path / "back.shlog"
    store.export(again, back)
    assert back.read_bytes() == out.read_bytes()
    assert tid in store.tables() and again in store.tables()


def test_a_second_writer_conflicts(tmp_path: Path) -> None:
    store = _store(tmp_path)
    other = TableStore(tmp_path / "t.sqlite") if not os.environ.get(
        "SHAHRAZAD_TEST_POSTGRES") else _store(tmp_path)
    tid = table_id(f"conflict-{tmp_path.name}")
    table = Table.new(["A", "B"], [DECK, DECK], seed=5)
    store.append(tid, table.events[:3])
    with pytest.raises(StoreConflict):
        other.append(tid, table.events[1:4])  # position 2 is already there
    with pytest.raises(StoreConflict):
        store.append(tid, table.events[5:7])  # a gap: 4 is missing
    assert store.head(tid) == 3
