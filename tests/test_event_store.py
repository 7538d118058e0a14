"""The store: one stream per table and a directory of their names, on eventsourcing's
SQLite recorder and on its PostgreSQL recorder (when ``SHAHRAZAD_TEST_POSTGRES`` is
set, with the ``POSTGRES_*`` variables of the library; `.ci/run` starts a server and
sets them)."""

from __future__ import annotations

import dataclasses
import json
import os
import sqlite3
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.events.codec import decode, encode
from shahrazad.events.storage.logfile import dumps, verify_log
from shahrazad.events.storage.store import (
    _FORMAT,
    STORE_FORMAT,
    NameTaken,
    StoreConflict,
    StoreCorrupt,
    StoreError,
    TableStore,
    UnknownTable,
    _pack,
    table_id,
)
from shahrazad.events.storage.storeformat import (
    action_events,
    action_hash,
    action_row,
    row_bytes,
    start_hash,
)
from shahrazad.events.vocabulary import Decided, TableOpened
from shahrazad.table import Table

DECK = ["Plains"] * 14 + ["Shahrazad"] * 3 + ["Serra Angel"] * 3 + ["Mountain"] * 8 \
    + ["Lightning Bolt"] * 6 + ["Grizzly Bears"] * 6
#: a name no earlier run used: a PostgreSQL database outlives the test run
RUN = uuid.uuid4().hex[:8]

NewStore = Callable[..., TableStore]
Invoke = Callable[..., Result]


# the PostgreSQL runs are long (a server round trip per action): CI runs them with -m slow
@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.slow)])
def backend(request: pytest.FixtureRequest) -> str:
    if request.param == "postgres" and not os.environ.get("SHAHRAZAD_TEST_POSTGRES"):
        pytest.skip("no PostgreSQL server here (set SHAHRAZAD_TEST_POSTGRES and POSTGRES_*)")
    return str(request.param)


@pytest.fixture()
def new_store(backend: str, tmp_path: Path) -> Iterator[NewStore]:
    """Make stores, on the test's own file (SQLite) or the one PostgreSQL database that
    every test shares; each is closed at the end of the test."""
    made: list[TableStore] = []

    def make(rows: int = STORE_FORMAT) -> TableStore:
        made.append(TableStore(env={"PERSISTENCE_MODULE": "eventsourcing.postgres"}, rows=rows)
                    if backend == "postgres" else TableStore(tmp_path / "t.sqlite", rows=rows))
        return made[-1]

    yield make
    for store in made:
        store.close()


@pytest.fixture()
def cli(backend: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Invoke:
    """The command line on the test's store (PostgreSQL from the settings, or --db)."""
    monkeypatch.chdir(tmp_path)
    if backend == "postgres":
        monkeypatch.setenv("PERSISTENCE_MODULE", "eventsourcing.postgres")
    else:
        monkeypatch.delenv("PERSISTENCE_MODULE", raising=False)
    runner = CliRunner()

    def invoke(*args: str) -> Result:
        return runner.invoke(main, list(args), catch_exceptions=False)

    return invoke


def _name(tmp_path: Path, what: str) -> str:
    return f"{what}-{RUN}-{tmp_path.name}"


def _played(store: TableStore, name: str, seed: int = 5,
            actions: int | None = None) -> tuple[Table, uuid.UUID]:
    """A table stored as it is played: to its end, or for ``actions`` decisions."""
    table = Table.new(["A", "B"], [DECK, DECK], seed=seed)
    tid = store.open(name, table.events)
    table.subscribe(lambda events: store.append(tid, events))
    _play(table, actions)
    return table, tid


def _play(table: Table, actions: int | None = None) -> None:
    agents = {"A": RandomAgent(1), "B": RandomAgent(2)}
    if actions is None:
        table.play(agents)
        return
    for _ in range(actions):
        waiting = table.pending()
        assert waiting is not None
        table.push(agents[waiting.player].decide(table, waiting), waiting.player)


def test_each_rules_action_is_one_append_and_export_is_byte_identical(
        backend: str, new_store: NewStore, tmp_path: Path) -> None:
    store = new_store()
    table, tid = _played(store, _name(tmp_path, "game"))
    assert tid == table_id(_name(tmp_path, "game"))
    assert store.head(tid) == len(table.events)
    assert store.events(tid) == table.events
    out = tmp_path / "out.shlog"
    assert store.export(tid, out) == len(table.events)
    assert out.read_bytes() == dumps(table.events)
    again = store.import_log(out, name=_name(tmp_path, "copy"))
    back = tmp_path / "back.shlog"
    store.export(_name(tmp_path, "copy"), back)  # by name, this time
    assert back.read_bytes() == out.read_bytes()
    assert tid in store.tables() and again in store.tables()
    copy = store.info(_name(tmp_path, "copy"))
    assert (copy.status, copy.winners, copy.events) == ("over", table.winners,
                                                         len(table.events))
    where = {"sqlite": str(tmp_path / "t.sqlite"), "postgres": "eventsourcing.postgres: "}
    assert store.location.startswith(where[backend])


def test_the_name_is_kept_beside_the_table_never_in_it(new_store: NewStore, tmp_path: Path) -> None:
    """The directory entry is written with the table's first events, in its own stream:
    the table's stream holds exactly its events' bytes, so its log does not change."""
    store = new_store()
    name = _name(tmp_path, "named")
    table = Table.new(["A", "B", "C"], [DECK] * 3, seed=9, edition="2008")
    tid = store.open(name, table.events, opened="2024-05-01T10:00:00+00:00")
    assert store.raw(tid) == [encode(e) for e in table.events]
    info = store.info(name)
    assert (info.name, info.id, info.players, info.edition, info.seed) == \
        (name, tid, ("A", "B", "C"), "2008", 9)
    assert (info.events, info.status, info.opened, info.ended) == \
        (len(table.events), "running", "2024-05-01T10:00:00+00:00", None)
    listed = [i.name for i in store.list_tables()]
    assert name in listed and store.names() == listed
    assert store.tables()[listed.index(name)] == tid


def test_a_table_is_over_with_the_action_that_ends_its_main_game(
        new_store: NewStore, tmp_path: Path) -> None:
    """104.2a: the main game's end makes the table over; the outcome record is written in
    the same transaction as that action, so a store never shows one without the other."""
    store = new_store()
    name = _name(tmp_path, "outcome")
    table, _ = _played(store, name, actions=50)
    assert store.info(name).status == "running" and not table.is_over()
    seen: list[tuple[int, str]] = []
    table.subscribe(lambda events: seen.append((events[-1].position,
                                                store.info(name).status)))
    _play(table)
    info = store.info(name)
    assert (info.status, info.winners, info.draw) == ("over", table.winners,
                                                      table.state.main.draw)
    assert info.ended is not None and info.events == len(table.events)
    # running after every action but the last, over right after it
    assert [s for _, s in seen[:-1]] == ["running"] * (len(seen) - 1)
    assert seen[-1] == (len(table.events), "over")


def test_a_name_is_taken_once(new_store: NewStore, tmp_path: Path) -> None:
    store = new_store()
    name = _name(tmp_path, "taken")
    table, tid = _played(store, name, actions=20)
    entries = len(store.tables())
    other = Table.new(["A", "B"], [DECK, DECK], seed=6)
    with pytest.raises(NameTaken, match="already holds a table named"):
        store.open(name, other.events)
    store.export(tid, tmp_path / "t.shlog")
    with pytest.raises(NameTaken):
        store.import_log(tmp_path / "t.shlog", name=name)
    assert store.head(tid) == len(table.events) and len(store.tables()) == entries
    assert store.events(tid) == table.events


def test_an_unknown_name_is_one_line_with_close_names(new_store: NewStore, tmp_path: Path) -> None:
    store = new_store()
    name = _name(tmp_path, "closeby")
    _played(store, name, actions=5)
    with pytest.raises(UnknownTable) as caught:
        store.find(name[:-1] + "x")
    message = str(caught.value)
    assert "\n" not in message and "no table named" in message and name in message
    with pytest.raises(UnknownTable, match="no table named"):
        store.info(f"nothing-like-it-{RUN}")


def test_listing_never_reads_a_tables_events(
        new_store: NewStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Listing reads the directory, and per table a few keyed rows, however long the
    table: its first event (players, edition, seed), its last two (its length, on the
    chain), its outcome stream, and the rows of the action that ended it (winners)."""
    store = new_store()
    table, tid = _played(store, _name(tmp_path, "long"))
    assert len(table.events) > 500
    calls: list[tuple[Any, int]] = []
    select = store.recorder.select_events

    def counting(originator_id: Any, **kw: Any) -> Any:
        rows = select(originator_id, **kw)
        calls.append((originator_id, len(rows)))
        return rows

    monkeypatch.setattr(store.recorder, "select_events", counting)
    infos = store.list_tables()
    (mine,) = [i for i in infos if i.id == tid]
    assert (mine.events, mine.status, mine.winners) == (
        len(table.events), "over", table.state.main.winners)
    rows_of_tables = [n for originator, n in calls if originator in {i.id for i in infos}]
    assert rows_of_tables and sum(rows_of_tables) <= 20 * len(infos)
    assert len(calls) <= 1 + 5 * len(infos)


def test_two_tables_opening_at_once_both_get_a_directory_entry(
        new_store: NewStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Optimistic concurrency on the directory: a writer that lost the race for the next
    entry looks again and takes the one after; neither table is lost or doubled."""
    store = new_store()
    other = new_store()
    first, second = _name(tmp_path, "race-1"), _name(tmp_path, "race-2")
    select = store.recorder.select_events
    raced: list[bool] = []

    def stale(originator_id: Any, **kw: Any) -> Any:
        # the first look at the directory's end happens just before the other writer
        # opens its table
        rows = select(originator_id, **kw)
        if kw.get("desc") and not raced and originator_id not in (table_id(first),):
            raced.append(True)
            other.open(second, Table.new(["A", "B"], [DECK, DECK], seed=2).events)
        return rows

    monkeypatch.setattr(store.recorder, "select_events", stale)
    table = Table.new(["A", "B"], [DECK, DECK], seed=1)
    store.open(first, table.events)
    assert raced
    names = store.names()
    assert names.count(first) == 1 and names.count(second) == 1
    assert names.index(second) < names.index(first)
    assert store.events(table_id(first)) == table.events


def test_a_second_writer_conflicts(new_store: NewStore, tmp_path: Path) -> None:
    """Optimistic concurrency on (table, position): a second writer at a taken position,
    or one that leaves a gap, is refused and nothing is written."""
    store = new_store()
    other = new_store()
    table = Table.new(["A", "B"], [DECK, DECK], seed=5)
    tid = store.open(_name(tmp_path, "conflict"), table.events[:3])
    with pytest.raises(StoreConflict):
        other.append(tid, table.events[1:4])  # position 2 is already there
    with pytest.raises(StoreConflict):
        store.append(tid, table.events[5:7])  # a gap: 4 is missing
    other.append(tid, table.events[3:4])
    with pytest.raises(StoreConflict):
        store.append(tid, table.events[3:5])  # it did not see the other's position 4
    assert store.head(tid) == 4
    store.append(tid, table.events[4:6])  # having looked again, it follows on
    assert store.events(tid) == table.events[:6]
    with pytest.raises(StoreError, match=r"TableStore\.open"):
        store.append(table_id(_name(tmp_path, "unopened")), table.events[:2])


def test_reading_never_makes_a_store(tmp_path: Path) -> None:
    """A missing file, a file that is not a database, and a database that is not a store
    are each one clear error, and none of them is changed."""
    with pytest.raises(StoreError, match="no store at"):
        TableStore(tmp_path / "missing.sqlite", create=False)
    assert not (tmp_path / "missing.sqlite").exists()
    (tmp_path / "junk.sqlite").write_bytes(b"not a database at all")
    with pytest.raises(StoreError, match="not a Shahrazad store"):
        TableStore(tmp_path / "junk.sqlite", create=False)
    with sqlite3.connect(tmp_path / "other.sqlite") as con:
        con.execute("create table birds (name text)")
    with pytest.raises(StoreError, match="not a Shahrazad store"):
        TableStore(tmp_path / "other.sqlite", create=False)
    with sqlite3.connect(tmp_path / "other.sqlite") as con:
        tables = con.execute("select name from sqlite_master").fetchall()
    assert tables == [("birds",)]
    with pytest.raises(StoreError, match="not a Shahrazad store"):
        TableStore(tmp_path / "junk.sqlite")  # nor when writing


def test_a_store_whose_making_was_cut_short_reads_as_no_store_and_is_made_next(
        tmp_path: Path) -> None:
    """A writer killed as it made a store leaves a database with no table in it: reading
    it says there is no store yet (not "not a Shahrazad store"), and the next writer
    makes the store there and plays into it."""
    empty = tmp_path / "cut.sqlite"
    sqlite3.connect(empty).close()
    assert empty.is_file()
    with pytest.raises(StoreError, match=r"no store at .*its making was cut short"):
        TableStore(empty, create=False)
    store = TableStore(empty)
    table = Table.new(["A", "B"], [["Plains"] * 20] * 2, seed=1)
    store.open("after", table.events[:1])
    store.close()
    reopened = TableStore(empty, create=False)
    assert [info.name for info in reopened.list_tables()] == ["after"]
    reopened.close()


# -- rows with integrity ----------------------------------------------------------------

Sql = Callable[..., None]


@pytest.fixture()
def sql(backend: str, tmp_path: Path) -> Iterator[Sql]:
    """Run a statement on the store's own database, behind the store's back: what a
    hostile hand with database access does. ``?`` stands for a parameter; a table's id
    is given as a UUID."""
    if backend == "sqlite":
        con = sqlite3.connect(tmp_path / "t.sqlite", isolation_level=None)

        def run(statement: str, *params: Any) -> None:
            con.execute(statement, [p.hex if isinstance(p, uuid.UUID) else p for p in params])

        yield run
        con.close()
        return
    import psycopg

    conn = psycopg.connect(dbname=os.environ["POSTGRES_DBNAME"],
                           host=os.environ["POSTGRES_HOST"], port=os.environ["POSTGRES_PORT"],
                           user=os.environ["POSTGRES_USER"],
                           password=os.environ["POSTGRES_PASSWORD"], autocommit=True)

    def run_pg(statement: str, *params: Any) -> None:
        # the library names its table after the application on PostgreSQL
        statement = statement.replace("?", "%s").replace("stored_events", "shahrazad_events")
        conn.execute(statement, params)

    yield run_pg
    conn.close()


def _state(store: TableStore, tid: uuid.UUID, position: int) -> bytes:
    (row,) = store.recorder.select_events(tid, gt=position - 1, lte=position)
    return bytes(row.state)


def _edited(state: bytes) -> bytes:
    """The event of a stored row with its rule changed, encoded (without the row's hash)."""
    event = decode(state[34:])
    return encode(dataclasses.replace(event, rule=event.rule + "z"))


def _set(sql: Sql, tid: uuid.UUID, position: int, state: bytes) -> None:
    sql("UPDATE stored_events SET state = ? WHERE originator_id = ? AND "
        "originator_version = ?", state, tid, position)


def test_a_stored_table_and_its_log_share_one_hash_chain(
        new_store: NewStore, tmp_path: Path) -> None:
    """Each row keeps the log's chain hash after its event: the stored table's head is
    the head of the log it exports to, and of the log written while it was played."""
    store = new_store()
    table, tid = _played(store, _name(tmp_path, "chain"), actions=120)
    found = store.check(tid)
    assert found.ok and found.events == table.events and found.format == 2
    out = tmp_path / "chain.shlog"
    store.export(tid, out)
    assert verify_log(out).last_hash == found.head.hex()
    assert verify_log(dumps(table.events)).last_hash == found.head.hex()
    # a window of the table is checked from the hash stored before it
    assert store.check(tid, start=50, stop=60).ok
    assert store.events(tid, start=50, stop=60) == table.events[49:60]


def test_an_edited_row_is_named_and_never_exported(
        backend: str, new_store: NewStore, tmp_path: Path, sql: Sql, cli: Invoke) -> None:
    """A row changed in the database (its event's bytes, in place) no longer gives the
    chain hash stored with it: reading, verify --table and export all name that row,
    and export writes nothing. (Rows of format 2, a row per event, as older stores hold
    them: :func:`test_an_edited_rules_action_is_named_at_its_first_row` has format 3.)"""
    store = new_store(rows=2)
    name = _name(tmp_path, "edited")
    _, tid = _played(store, name)
    assert store.info(name).status == "over"
    k = 40
    state = _state(store, tid, k)
    _set(sql, tid, k, state[:34] + _edited(state))
    found = store.check(tid)
    assert (found.ok, found.first_bad, len(found.events)) == (False, k, k - 1)
    assert found.problem == (f"row {k} was edited: its bytes do not give the chain hash "
                             f"stored with it (or row {k - 1} was rewritten with a hash of "
                             "its own)")
    with pytest.raises(StoreCorrupt, match=f"row {k} was edited") as caught:
        store.events(name)
    assert caught.value.position == k
    out = tmp_path / "edited.shlog"
    with pytest.raises(StoreCorrupt, match="not exported"):
        store.export(name, out)
    assert not out.exists()
    db = [] if backend == "postgres" else ["--db", str(tmp_path / "t.sqlite")]
    result = cli("verify", "--table", name, *db, "--json")
    report = json.loads(result.stdout)
    assert result.exit_code == 1 and (report["ok"], report["first_bad"]) == (False, k)
    assert report["verdict"] == "FAILED" and report["problem"].count(f"row {k} was edited") == 1
    result = cli("export", name, "-o", "e.shlog", *db)
    assert result.exit_code == 2 and f"row {k} was edited" in result.output
    assert result.output.count("\n") == 1 and not (tmp_path / "e.shlog").exists()


def test_missing_reordered_and_rehashed_rows_are_named(
        new_store: NewStore, tmp_path: Path, sql: Sql) -> None:
    """A deleted row, two rows swapped, a row rewritten with a hash of its own making,
    and rows cut off the end of a table that is over: each is named at its row (format 2,
    a row per event, as older stores hold them)."""
    store = new_store(rows=2)
    tables = {what: _played(store, _name(tmp_path, what), seed=3)[1]
              for what in ("deleted", "swapped", "rehashed", "cut")}
    sql("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = ?",
        tables["deleted"], 30)
    found = store.check(tables["deleted"])
    assert (found.first_bad, found.problem) == (30, "row 30 is missing: the rows go from 29 "
                                                    "to 31")
    a, b = _state(store, tables["swapped"], 30), _state(store, tables["swapped"], 31)
    _set(sql, tables["swapped"], 30, b)
    _set(sql, tables["swapped"], 31, a)
    found = store.check(tables["swapped"])
    assert (found.first_bad, found.problem) == (
        30, "row 30 holds the event of position 31: rows were removed, copied or reordered")
    # row 30's event edited and its hash made again from row 29's: row 31 doesn't follow
    tid = tables["rehashed"]
    before, state = _state(store, tid, 29), _state(store, tid, 30)
    _set(sql, tid, 30, row_bytes(before[2:34], _edited(state))[0])
    found = store.check(tid)
    assert found.first_bad == 31 and "or row 30 was rewritten" in (found.problem or "")
    tid = tables["cut"]
    last = store.head(tid)
    sql("DELETE FROM stored_events WHERE originator_id = ? AND originator_version > ?",
        tid, last - 3)
    found = store.check(tid)
    assert (found.first_bad, found.problem) == (
        last - 2, f"rows {last - 2}-{last} are missing: the table ended at row {last}")


# -- format 3: a row per rules action ---------------------------------------------------


def _action_at(store: TableStore, tid: uuid.UUID, position: int) -> tuple[int, int, bytes]:
    """The stored row of the rules action that holds ``position``: its first and last
    positions and its bytes."""
    (row,) = store.recorder.select_events(tid, gt=position - 1, limit=1)
    state = bytes(row.state)
    last = int(row.originator_version)
    return last - len(action_events(state)) + 1, last, state


def _chain_before(store: TableStore, tid: uuid.UUID, first: int) -> bytes:
    (row,) = store.recorder.select_events(tid, lte=first - 1, desc=True, limit=1)
    return action_hash(bytes(row.state))


def test_each_rules_action_is_one_row_of_fewer_bytes_than_the_log(
        new_store: NewStore, tmp_path: Path) -> None:
    """A table is stored a row per rules action (the unit the store commits: the events a
    decision appends, or the table's opening), the row keyed by the action's last
    position, its events compressed together: fewer bytes than the log's records of
    the same events, and read back, and exported, byte for byte."""
    store = new_store()
    table, tid = _played(store, _name(tmp_path, "actions"))
    rows = store.recorder.select_events(tid)
    actions = 1 + sum(isinstance(e, Decided) for e in table.events)
    assert len(rows) == actions and all(bytes(r.state)[:1] == b"\x03" for r in rows)
    assert [int(r.originator_version) for r in rows][-1] == len(table.events)
    assert sum(len(action_events(bytes(r.state))) for r in rows) == len(table.events)
    assert sum(len(bytes(r.state)) for r in rows) < len(dumps(table.events))
    assert store.events(tid) == table.events
    assert store.raw(tid, start=7, stop=9) == [encode(e) for e in table.events[6:9]]
    n = len(table.events)
    assert store.rows(tid, n + 1, n + 5) == [] and len(store.rows(tid, n - 3, n + 5)) == 4
    out = tmp_path / "actions.shlog"
    store.export(tid, out)
    assert out.read_bytes() == dumps(table.events)


def test_an_edited_rules_action_is_named_at_its_first_row(
        backend: str, new_store: NewStore, tmp_path: Path, sql: Sql, cli: Invoke) -> None:
    """An event edited inside a stored rules action (its row made again with the hash it
    had) no longer gives the chain hash stored with the action: the action's first row
    is named, none of its events is read as sound, and nothing is exported."""
    store = new_store()
    name = _name(tmp_path, "edited-action")
    table, tid = _played(store, name)
    first, last, state = _action_at(store, tid, 40)
    assert first < last  # an action of several events: one of them is edited
    events = action_events(state)
    events[-1] = _edited(b"\x00" * 34 + events[-1])
    edited = action_row(bytes(32), events)[0]
    _set(sql, tid, last, edited[:1] + action_hash(state) + edited[33:])
    found = store.check(tid)
    assert (found.ok, found.first_bad, found.events) == (False, first,
                                                         table.events[:first - 1])
    assert found.problem is not None and found.problem.startswith(f"row {first} was edited")
    with pytest.raises(StoreCorrupt, match="not exported"):
        store.export(name, tmp_path / "e.shlog")
    db = [] if backend == "postgres" else ["--db", str(tmp_path / "t.sqlite")]
    report = json.loads(cli("verify", "--table", name, *db, "--json").stdout)
    assert (report["ok"], report["first_bad"]) == (False, first)
    # a window after the edited action is checked from the hash stored before it
    assert store.events(tid, start=last + 1, stop=last + 3) == table.events[last:last + 3]


def test_missing_damaged_and_rehashed_rules_actions_are_named(
        new_store: NewStore, tmp_path: Path, sql: Sql) -> None:
    """A deleted action, an action whose bytes are damaged, and an action rewritten with
    a hash of its own making: each is named at its first row (the last one by the
    action after it, which no longer follows)."""
    store = new_store()
    tables = {what: _played(store, _name(tmp_path, what), seed=3)[1]
              for what in ("deleted", "damaged", "rehashed")}
    tid = tables["deleted"]
    first, last, _ = _action_at(store, tid, 30)
    sql("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = ?",
        tid, last)
    found = store.check(tid)
    assert (found.first_bad, found.problem) == (
        first, f"row {first} is missing: the rows go from {first - 1} to {last + 1}")
    tid = tables["damaged"]
    first, last, state = _action_at(store, tid, 30)
    _set(sql, tid, last, state[:34] + b"\x01not zlib at all")
    found = store.check(tid)
    assert (found.first_bad, found.problem) == (
        first, f"row {first} can't be read: its event's bytes are damaged")
    tid = tables["rehashed"]
    first, last, state = _action_at(store, tid, 30)
    events = action_events(state)
    events[0] = _edited(b"\x00" * 34 + events[0])
    _set(sql, tid, last, action_row(_chain_before(store, tid, first), events)[0])
    found = store.check(tid)
    assert found.first_bad == last + 1 and f"or row {last} was rewritten" in (
        found.problem or "")


def test_a_store_of_rows_per_event_is_read_and_appended_to_in_its_format(
        new_store: NewStore, tmp_path: Path) -> None:
    """A table of an older store (format 2: a row per event, each with its chain hash) is
    read as it was and, when played on by this Shahrazad, appended to in its own format;
    a new table beside it has a row per rules action."""
    older = new_store(rows=2)
    name = _name(tmp_path, "older")
    table = Table.new(["A", "B"], [DECK, DECK], seed=5)
    tid = older.open(name, table.events)
    writer = [older]
    table.subscribe(lambda events: writer[0].append(tid, events))
    _play(table, 15)
    store = writer[0] = new_store()  # this Shahrazad's default
    _play(table, 15)
    rows = store.recorder.select_events(tid)
    assert len(rows) == len(table.events)
    assert all(bytes(r.state)[:2] == b"\xc4\x20" for r in rows)
    assert store.events(tid) == table.events and store.check(tid).ok
    _, newer = _played(store, _name(tmp_path, "newer"), actions=5)
    assert all(bytes(r.state)[:1] == b"\x03" for r in store.recorder.select_events(newer))
    with pytest.raises(StoreError, match="rows of format 4: say 2 or 3"):
        new_store(rows=4)


def test_a_newer_store_or_event_schema_is_refused_by_name(
        new_store: NewStore, tmp_path: Path, sql: Sql) -> None:
    """A store marked with a newer format, and a row holding an event of a newer schema
    version, are refused naming what is newer, not misread (a row of format 2)."""
    store = new_store(rows=2)
    name = _name(tmp_path, "newer")
    table, tid = _played(store, name, actions=10)
    opened = encode(table.events[0])
    now = TableOpened.VERSION  # the schema this Shahrazad writes
    newer = opened.replace(b"\xactable_opened" + bytes([now]), b"\xactable_opened\x09", 1)
    assert newer != opened
    reads = "1" if now == 1 else f"1-{now}"
    (row,) = store.recorder.select_events(tid, lte=1)
    _set(sql, tid, 1, row_bytes(start_hash(table.events[0]), newer)[0])
    with pytest.raises(StoreCorrupt, match=r"row 1 can't be read: written by a newer "
                                           r"Shahrazad: its event \(table_opened\) has schema "
                                           rf"version 9, this reads {reads}"):
        store.events(tid)
    assert row is not None
    (marked,) = store.recorder.select_events(_FORMAT, limit=1)
    newest = STORE_FORMAT + 1
    sql("UPDATE stored_events SET state = ? WHERE originator_id = ?",
        _pack({"format": newest}), _FORMAT)
    try:
        with pytest.raises(StoreError, match=rf"written by a newer Shahrazad: store format "
                                             rf"{newest}, this reads 1-{STORE_FORMAT}"):
            new_store()
    finally:  # a PostgreSQL database is shared by every test
        sql("UPDATE stored_events SET state = ? WHERE originator_id = ?",
            bytes(marked.state), _FORMAT)
