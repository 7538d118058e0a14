"""Evidence a judge can stake a ruling on (issue 18): a running table never passes for a
finished one, the store is checked wherever it is read, no forgery passes by default.

Each test first makes the issue's probe (a killed table exported, a stacked deck
under a ``scenario`` option, a row edited in the database, an edited winner, a log that
does not fold, an import of 70,000 events, a forgery without a key, a key file others
can read), then shows what ``verify`` and the other commands now say: the verdicts and
exit codes of :mod:`shahrazad.events.storage.verdicts`, the same for a log and for a stored table.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import msgpack
import pytest
from click.testing import CliRunner, Result

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.events import encode
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.codec import decode
from shahrazad.events.storage.eras import BEFORE_POSITIONS
from shahrazad.events.storage.leftovers import leftovers, own_file
from shahrazad.events.storage.logfile import MAGIC, read_log
from shahrazad.events.storage.logformat import head_hash, link, record_bytes, trailer_bytes
from shahrazad.events.storage.logwriter import LogWriter, dumps, write_log
from shahrazad.events.storage.signing import load_private_key
from shahrazad.events.storage.store import (
    BATCH,
    STORE_FORMAT,
    TableStore,
    _pack,
    _unpack,
    table_id,
)
from shahrazad.events.storage.storeformat import action_events, action_hash, action_row, row_bytes
from shahrazad.events.storage.verdicts import BAD_INPUT, VERDICTS
from shahrazad.table import Table

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs" / "evidence.md"
DECK = ["Plains"] * 14 + ["Shahrazad"] * 3 + ["Serra Angel"] * 3 + ["Mountain"] * 8 \
    + ["Lightning Bolt"] * 6 + ["Grizzly Bears"] * 6
#: names no earlier run used: a PostgreSQL database outlives the test run
RUN = uuid.uuid4().hex[:8]

Invoke = Callable[..., Result]
Sql = Callable[..., None]


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The store the test uses: a SQLite file, or PostgreSQL from the settings."""
    if request.param == "postgres":
        if not os.environ.get("SHAHRAZAD_TEST_POSTGRES"):
            pytest.skip("no PostgreSQL server here (set SHAHRAZAD_TEST_POSTGRES and "
                        "POSTGRES_*)")
        monkeypatch.setenv("PERSISTENCE_MODULE", "eventsourcing.postgres")
    else:
        monkeypatch.delenv("PERSISTENCE_MODULE", raising=False)
    return str(request.param)


@pytest.fixture()
def cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Invoke:
    """The command line in the test's folder, with caches and configuration of its own."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.delenv("SHAHRAZAD_TRUST", raising=False)
    runner = CliRunner()

    def invoke(*args: str) -> Result:
        return runner.invoke(main, list(args), catch_exceptions=False)

    return invoke


def _store(backend: str, tmp_path: Path, rows: int = STORE_FORMAT) -> TableStore:
    if backend == "postgres":
        return TableStore(env={"PERSISTENCE_MODULE": "eventsourcing.postgres"}, rows=rows)
    return TableStore(tmp_path / "t.sqlite", rows=rows)


def _db(backend: str, tmp_path: Path) -> list[str]:
    return [] if backend == "postgres" else ["--db", str(tmp_path / "t.sqlite")]


def _name(tmp_path: Path, what: str) -> str:
    return f"{what}-{RUN}-{tmp_path.name}"


def _table(seed: int = 5, actions: int | None = None, **kw: Any) -> Table:
    """A table of two random agents: played to its end, or for ``actions`` decisions."""
    table = Table.new(["A", "B"], [DECK, DECK], seed=seed, **kw)
    agents = {"A": RandomAgent(1), "B": RandomAgent(2)}
    if actions is None:
        table.play(agents)
        return table
    for _ in range(actions):
        waiting = table.pending()
        assert waiting is not None
        table.push(agents[waiting.player].decide(table, waiting), waiting.player)
    return table


def _stored(store: TableStore, name: str, table: Table, close: bool) -> uuid.UUID:
    """``table`` stored as ``play`` stores it, action by action, and closed (the store's
    trailer) when its writer is done; or left as a killed writer leaves it. (A closed
    table is stored at once: the same rows, in fewer round trips.)"""
    if close:
        return store.open(name, table.events, over=True)
    tid = store.open(name, table.events[:1])
    at = 1
    for k, event in enumerate(table.events[1:], 2):
        if isinstance(event, v.Decided) and k - 1 > at:
            store.append(tid, table.events[at:k - 1])
            at = k - 1
    store.append(tid, table.events[at:])
    if close:
        store.close_table(tid)
    return tid


def _json(result: Result) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(result.stdout)
    return data


# -- a running table never passes for a finished one ------------------------------------


def test_a_killed_table_exports_as_a_running_log_and_verifies_as_running(
        backend: str, cli: Invoke, tmp_path: Path) -> None:
    """The probe: a table whose writer was killed exported with a closing trailer, and
    ``verify`` said ``OK ... over``, exit 0, ``--rerun`` too. Now the store has no end
    recorded for it: it is listed as running, exported as a running log (no trailer),
    and ``verify`` of the log and ``verify --table`` both say RUNNING, exit 3, with or
    without ``--rerun``; imported again, it stays running. A table whose writer closed
    it is over, and exports with its trailer."""
    store = _store(backend, tmp_path)
    killed, done = _name(tmp_path, "killed"), _name(tmp_path, "done")
    _stored(store, killed, _table(actions=80), close=False)
    _stored(store, done, _table(seed=6), close=True)
    store.close()
    db = _db(backend, tmp_path)
    listed = {t["name"]: t for t in _json(cli("tables", *db, "--json"))}
    assert (listed[killed]["status"], listed[done]["status"]) == ("running", "over")
    assert cli("export", killed, "-o", "k.shlog", *db).exit_code == 0
    log = read_log(tmp_path / "k.shlog", running=True)
    assert not log.complete and log.left_out is None
    for source in (["k.shlog"], ["--table", killed, *db]):
        for rerun in ([], ["--rerun"]):
            result = cli("verify", *source, *rerun)
            assert result.exit_code == 3, result.output
            assert result.stdout.startswith("RUNNING: running (no "), result.output
            report = _json(cli("verify", *source, *rerun, "--json"))
            assert (report["verdict"], report["exit_code"], report["state"],
                    report["ok"]) == ("RUNNING", 3, "running", False)
    copy = _name(tmp_path, "copy")
    result = cli("import", "k.shlog", "--name", copy, *db, "--json")
    assert result.exit_code == 0 and _json(result)["status"] == "running"
    assert cli("verify", "--table", copy, *db).exit_code == 3
    assert cli("export", done, "-o", "d.shlog", *db).exit_code == 0
    assert read_log(tmp_path / "d.shlog").complete
    for source in (["d.shlog"], ["--table", done, *db]):
        result = cli("verify", *source)
        assert result.exit_code == 5 and result.stdout.startswith("UNSIGNED: over, not signed")


def test_a_log_cut_inside_a_rules_action_is_cut(cli: Invoke, tmp_path: Path) -> None:
    """A log that ends inside a rules action (its writer was stopped while writing it)
    is CUT, exit 3, and its first line says what was left out."""
    data = dumps(_table(actions=40).events)
    cut = data[:len(data) * 2 // 3]
    (tmp_path / "cut.shlog").write_bytes(cut)
    result = cli("verify", "cut.shlog")
    assert result.exit_code == 3 and result.stdout.startswith("CUT: cut (no trailer; left out:")
    report = _json(cli("verify", "cut.shlog", "--json"))
    assert (report["verdict"], report["state"]) == ("CUT", "cut") and report["left_out"]


def test_files_a_killed_writer_leaves_are_reported_and_removed(
        cli: Invoke, tmp_path: Path) -> None:
    """The probe: ``export`` (or ``sign``) killed while it writes leaves
    ``.NAME.<hex>.part``, up to the whole table's size, hidden by its dot. ``verify``
    of the log reports it, and the next writer of the log removes it; a file a writer
    holds now is neither."""
    log = tmp_path / "game.shlog"
    events = _table(actions=60).events
    write_log(log, events)
    script = (
        "import sys, time\n"
        "from shahrazad.events.storage.logfile import read_log, write_log\n"
        f"events = read_log({str(log)!r}).events\n"
        "def slow():\n"
        "    for i, e in enumerate(events):\n"
        "        if i == len(events) - 10:\n"
        "            print('writing', flush=True); time.sleep(60)\n"
        "        yield e\n"
        f"write_log({str(log)!r}, slow())\n")
    writer = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT,
                              stdout=subprocess.PIPE, env=os.environ.copy())
    assert writer.stdout is not None and writer.stdout.readline() == b"writing\n"
    (busy,) = [p for p in tmp_path.iterdir() if p.name.endswith(".part")]
    assert leftovers(log) == []  # being written: its writer holds it
    writer.send_signal(signal.SIGKILL)
    writer.wait()
    (left,) = leftovers(log)
    assert left == busy and left.name.startswith(".game.shlog.") and left.stat().st_size
    report = _json(cli("verify", str(log), "--json"))
    assert report["leftovers"] == [{"file": str(left), "bytes": left.stat().st_size}]
    assert f"Left beside it by a writer that was stopped: {left}" in cli("verify",
                                                                          str(log)).stdout
    fd, held = own_file(log, "part")  # a writer at work now
    try:
        write_log(log, events)  # the next writer removes what the killed one left
        assert not left.exists() and held.exists()
        assert _json(cli("verify", str(log), "--json"))["leftovers"] == []
    finally:
        os.close(fd)
    assert leftovers(log) == [held]
    LogWriter(log, events[:1]).close()
    assert leftovers(log) == [] and not held.exists()


# -- verify --rerun takes no setup on trust that a header option claims ------------------


def _scenario_claimed(events: list[Event]) -> list[Event]:
    """The forgery: a stacked deck's table whose header says it was built from a
    scenario (and no longer that its decks were stacked)."""
    opened = events[0]
    assert isinstance(opened, v.TableOpened)
    options = tuple(sorted([(k, x) for k, x in opened.options if k != "stacked_decks"]
                           + [("scenario", "league-final.toml")]))
    return [dataclasses.replace(opened, options=options), *events[1:]]


def _as_version_2(opened: Event) -> bytes:
    """A TableOpened encoded as a Shahrazad before positions were recorded wrote it."""
    kind, _, *rest, payload = msgpack.unpackb(encode(opened), raw=False)
    del payload["scenario_position"], payload["scenario_sha256"]
    data: bytes = msgpack.packb([kind, 2, *rest, payload], use_bin_type=True)
    return data


def _as_before_positions(event: Event) -> bytes:
    """An event encoded at the version a Shahrazad before positions wrote, if it is newer:
    the fields added since hold their defaults here, and are left out (as the older
    version had none; the reader's upcast gives them back)."""
    kind, version, *rest, payload = msgpack.unpackb(encode(event), raw=False)
    old = BEFORE_POSITIONS.get(kind, version)
    if version > old:
        added = {f.name: f.default for f in dataclasses.fields(event)  # type: ignore[arg-type]
                 if f.name in payload and f.default is not dataclasses.MISSING
                 and f.default == getattr(event, f.name)}
        assert added, f"{kind}: no field to leave out for version {old}"
        payload = {k: x for k, x in payload.items() if k not in added}
        version = old
    data: bytes = msgpack.packb([kind, version, *rest, payload], use_bin_type=True)
    return data


def test_a_stacked_deck_claiming_a_scenario_is_refused_or_taken_as_recorded(
        cli: Invoke, tmp_path: Path) -> None:
    """The probe: a deck table whose options hold ``scenario`` and whose header records
    no position was taken as a position log written before positions were recorded:
    its stacked library and opening hands were taken as recorded, ``OK``, exit 0. Now
    the log's versions are checked: a TableOpened of version 3 says the log is younger
    than positions recorded in headers, so it is FAILED at event 1 (exit 1); written as
    an old log would be (version 2), it can't be told from one, and the verdict says
    TAKEN AS RECORDED in its first line, exit 4."""
    stacked = _table(seed=3, actions=30, stacked=True)
    forged = _scenario_claimed(list(stacked.events))
    write_log(tmp_path / "young.shlog", forged)
    result = cli("verify", "young.shlog", "--rerun")
    assert result.exit_code == 1
    assert result.stdout.startswith("FAILED at event 1: the setup (events 1-")
    assert "TableOpened event is of schema version 3" in result.stdout
    old = [_as_version_2(forged[0]), *(_as_before_positions(e) for e in forged[1:])]
    write_log(tmp_path / "old.shlog", forged, encoded=old)
    result = cli("verify", "old.shlog", "--rerun")
    assert result.exit_code == 4, result.output
    assert result.stdout.startswith("TAKEN AS RECORDED: over, not signed, the setup taken "
                                    "as recorded: ")
    report = _json(cli("verify", "old.shlog", "--rerun", "--json"))
    assert (report["verdict"], report["taken_as_recorded"], report["rerun_ok"]) == (
        "TAKEN AS RECORDED", True, True)
    assert report["setup"]["how"] == "recorded"
    assert cli("verify", "old.shlog").exit_code == 5  # without a re-run nothing is taken


def test_a_position_log_with_its_position_stripped_is_refused(
        cli: Invoke, tmp_path: Path) -> None:
    """The probe's second form: a position table's log with ``scenario_position``
    stripped (and chained again). Its TableOpened says it is younger than that: FAILED."""
    from shahrazad.scenario import load_scenario, run_scenario

    events = list(run_scenario(load_scenario(
        ROOT / "engine" / "scenarios" / "inside-a-subgame.toml")).events)
    opened = events[0]
    assert isinstance(opened, v.TableOpened) and opened.scenario_position is not None
    stripped = [dataclasses.replace(opened, scenario_position=None, scenario_sha256=""),
                *events[1:]]
    write_log(tmp_path / "s.shlog", stripped)
    report = _json(cli("verify", "s.shlog", "--rerun", "--json"))
    assert (report["verdict"], report["exit_code"], report["first_bad"]) == ("FAILED", 1, 1)
    assert "a position was taken out of it" in report["problem"]


# -- the store is checked wherever it is read ---------------------------------------------


def _row(store: TableStore, tid: uuid.UUID, k: int) -> bytes:
    (row,) = store.recorder.select_events(tid, gt=k - 1, lte=k)
    return bytes(row.state)


def _sql(tmp_path: Path) -> Iterator[Sql]:
    con = sqlite3.connect(tmp_path / "t.sqlite", isolation_level=None)

    def run(statement: str, *params: Any) -> None:
        con.execute(statement, [p.hex if isinstance(p, uuid.UUID) else p for p in params])

    yield run
    con.close()


@pytest.fixture()
def sql(tmp_path: Path) -> Iterator[Sql]:
    """Statements on the SQLite store behind its back: what a hostile hand does."""
    yield from _sql(tmp_path)


def _set(sql: Sql, tid: uuid.UUID, k: int, state: bytes) -> None:
    sql("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = ?",
        state, tid, k)


def _edited_event(state: bytes) -> bytes:
    event = decode(state[34:])
    return encode(dataclasses.replace(event, rule=event.rule + "z"))


def _edit(store: TableStore, tid: uuid.UUID, k: int, sql: Sql) -> int:
    """Row ``k``'s event changed in place: its bytes no longer give its hash."""
    _set(sql, tid, k, _row(store, tid, k)[:34] + _edited_event(_row(store, tid, k)))
    return k


def _rehash(store: TableStore, tid: uuid.UUID, k: int, sql: Sql) -> int:
    """Row ``k``'s event changed and its hash made again: row ``k + 1`` does not follow."""
    before = _row(store, tid, k - 1)[2:34]
    _set(sql, tid, k, row_bytes(before, _edited_event(_row(store, tid, k)))[0])
    return k + 1


def _delete(store: TableStore, tid: uuid.UUID, k: int, sql: Sql) -> int:
    sql("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = ?",
        tid, k)
    return k


def _swap(store: TableStore, tid: uuid.UUID, k: int, sql: Sql) -> int:
    a, b = _row(store, tid, k), _row(store, tid, k + 1)
    _set(sql, tid, k, b)
    _set(sql, tid, k + 1, a)
    return k


def _newer(store: TableStore, tid: uuid.UUID, k: int, sql: Sql) -> int:
    """Row ``k``'s event marked with a schema version this Shahrazad does not know."""
    state = _row(store, tid, k)
    kind, _, *rest = msgpack.unpackb(state[34:], raw=False)
    newer = msgpack.packb([kind, 9, *rest], use_bin_type=True)
    _set(sql, tid, k, row_bytes(_row(store, tid, k - 1)[2:34], newer)[0])
    return k


def _cut(store: TableStore, tid: uuid.UUID, k: int, sql: Sql) -> int:
    """The last three rows of a table that is over deleted."""
    n = store.head(tid)
    sql("DELETE FROM stored_events WHERE originator_id = ? AND originator_version > ?",
        tid, n - 3)
    return n - 2


def _added(store: TableStore, tid: uuid.UUID, k: int, sql: Sql) -> int:
    """A row added after the end of a table that is over, on its chain."""
    n = store.head(tid)
    event = v.PriorityPassed(position=n + 1, game="1", rule="117.3d", player="A")
    sql("INSERT INTO stored_events (originator_id, originator_version, topic, state) "
        "VALUES (?, ?, ?, ?)", tid, n + 1, event.KIND,
        row_bytes(_row(store, tid, n)[2:34], encode(event))[0])
    return n + 1


#: the edits ``verify --table`` names, as a hostile hand makes them in the database:
#: each takes the store, the table, a row and the SQL runner, and returns the row that
#: ``verify --table`` names
EDITS: dict[str, Callable[[TableStore, uuid.UUID, int, Sql], int]] = {
    "an event edited": _edit, "an event edited, its hash made again": _rehash,
    "a row deleted": _delete, "two rows swapped": _swap,
    "an event of a newer schema": _newer, "rows cut off its end": _cut,
    "a row added after its end": _added,
}


def _action(store: TableStore, tid: uuid.UUID, k: int) -> tuple[int, int, bytes]:
    """The row of the rules action that holds position ``k`` (format 3): its first and
    last positions and its bytes."""
    (row,) = store.recorder.select_events(tid, gt=k - 1, limit=1)
    state = bytes(row.state)
    return (int(row.originator_version) - len(action_events(state)) + 1,
            int(row.originator_version), state)


def _edit_action(store: TableStore, tid: uuid.UUID, k: int, sql: Sql) -> int:
    """An event of the action holding ``k`` changed, the action's row made again with the
    hash it had: the action's first row is named."""
    first, last, state = _action(store, tid, k)
    events = action_events(state)
    events[-1] = _edited_event(b"\x00" * 34 + events[-1])
    made = action_row(bytes(32), events)[0]
    _set(sql, tid, last, made[:1] + action_hash(state) + made[33:])
    return first


def _delete_action(store: TableStore, tid: uuid.UUID, k: int, sql: Sql) -> int:
    first, last, _ = _action(store, tid, k)
    sql("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = ?",
        tid, last)
    return first


def _cut_actions(store: TableStore, tid: uuid.UUID, k: int, sql: Sql) -> int:
    """The rules actions holding the last three rows of a table that is over deleted."""
    n = store.head(tid)
    sql("DELETE FROM stored_events WHERE originator_id = ? AND originator_version > ?",
        tid, n - 3)
    return store.head(tid) + 1


#: the same, on a table stored a row per rules action (format 3)
ACTION_EDITS: dict[str, Callable[[TableStore, uuid.UUID, int, Sql], int]] = {
    "an event of an action edited": _edit_action, "an action deleted": _delete_action,
    "actions cut off its end": _cut_actions,
}


@pytest.mark.parametrize("edit", list(EDITS))
def test_every_reader_of_a_stored_table_refuses_an_edited_row(
        edit: str, cli: Invoke, tmp_path: Path, sql: Sql,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The probe: after an edit in the database, ``replay --table``, ``audit --table``
    and the other readers showed the edited row as if it were recorded (5 of the 7
    edits ``verify --table`` catches), because a stored table's index, once built, was
    believed. Now a reader checks every row it reads on the hash chain from the
    index's checkpoints (and a table whose length or ends changed gets a new index,
    built by checking every row): each reader refuses the table in one line naming the
    row (exit 2), as ``verify --table`` fails it (exit 1); with no index yet too. (A
    store of format 2, a row per event.)"""
    _every_reader_refuses(EDITS[edit], 2, cli, tmp_path, sql, monkeypatch)


@pytest.mark.parametrize("edit", list(ACTION_EDITS))
def test_every_reader_of_a_stored_table_refuses_an_edited_rules_action(
        edit: str, cli: Invoke, tmp_path: Path, sql: Sql,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The same on a store of format 3, a row per rules action: each reader names the
    first row of the action that was edited or removed."""
    _every_reader_refuses(ACTION_EDITS[edit], 3, cli, tmp_path, sql, monkeypatch)


def _every_reader_refuses(edit: Callable[[TableStore, uuid.UUID, int, Sql], int], rows: int,
                          cli: Invoke, tmp_path: Path, sql: Sql,
                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PERSISTENCE_MODULE", raising=False)
    store = TableStore(tmp_path / "t.sqlite", rows=rows)
    name = _name(tmp_path, "edited")
    tid = _stored(store, name, _table(), close=True)
    n = store.head(tid)
    k = 300
    db = ["--db", str(tmp_path / "t.sqlite")]
    assert cli("replay", "--table", name, *db, "--at", "10").exit_code == 0  # the index
    bad = edit(store, tid, k, sql)
    store.close()
    found = _json(cli("verify", "--table", name, *db, "--json"))
    assert (found["verdict"], found["first_bad"]) == ("FAILED", bad), found
    at = min(bad, n - 1)
    readers = [["replay", "--at", str(at)], ["tree", "--at", str(at)],
               ["audit", "--from", str(at - 2), "--to", str(at + 1)],
               ["explain", str(at)], ["diff", str(at - 1), str(at)],
               ["report", "--from", str(at - 5), "--to", str(at), "-o", "w.html"],
               ["story", "Plains"], ["audit"]]
    for command in readers:
        result = cli(command[0], "--table", name, *db, *command[1:])
        assert result.exit_code == 2, (command, result.output)
        assert result.output.count("\n") == 1 and re.search(rf"rows? {bad}\b",
                                                              result.output), (
            command, result.output)
    for place in (tmp_path / "cache").rglob("*.idx"):
        place.unlink()  # no index: the first reading checks every row
    result = cli("replay", "--table", name, *db, "--at", "5")
    assert result.exit_code == 2 and re.search(rf"rows? {bad}\b", result.output), (
        result.output)


def test_a_window_of_a_stored_table_reads_only_near_its_rows(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Checking a stored table's chain on read starts from the index's checkpoints: a
    window of ten events reads its rows and at most a checkpoint's span of rows on
    either side, never the table from its start."""
    from shahrazad.projections.event_sources import StoreSource
    from shahrazad.projections.reader import TableReader

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    store = TableStore(tmp_path / "t.sqlite")
    name = _name(tmp_path, "window")
    table = _table()
    _stored(store, name, table, close=True)
    TableReader.of_store(store, name).close()  # the index
    read: list[tuple[int, int | None]] = []
    rows = store.rows

    def counting(tid: uuid.UUID, start: int = 1, stop: int | None = None) -> Any:
        read.append((start, stop))
        return rows(tid, start, stop)

    monkeypatch.setattr(store, "rows", counting)
    reader = TableReader.of_store(store, name)
    lines = list(reader.audit(500, 509))
    assert [x.position for x in lines] == list(range(500, 510))
    link = StoreSource.LINK
    assert read and all(stop is not None and stop - start < 4096 + 2 * link
                        for start, stop in read)
    assert [e.position for e in reader.events(500, 509)] == list(range(500, 510))
    assert reader.event(501) == table.events[500]
    reader.close()
    store.close()


def test_tables_shows_the_events_not_the_records_and_verify_checks_them(
        backend: str, cli: Invoke, tmp_path: Path) -> None:
    """The probe: ``tables`` showed the outcome record's winners and the directory's
    players and seed, which nothing checked: an edited winner was listed. Now what is
    listed is read from the table's own events (checked on their chain), a record that
    disagrees makes the table ``damaged`` (with why), and ``verify --table`` fails it
    naming the record; ``export`` refuses it."""
    from shahrazad.events.storage.store import _DIRECTORY, _outcome_id

    store = _store(backend, tmp_path)
    winner, directory = _name(tmp_path, "winner"), _name(tmp_path, "directory")
    table = _table()
    assert table.state.main.winners
    tids = {what: _stored(store, what, table, close=True) for what in (winner, directory)}
    loser = next(p for p in ("A", "B") if p not in table.state.main.winners)
    for row in store.recorder.select_events(_outcome_id(tids[winner])):
        if row.topic == "shahrazad:table-over":
            record = {**_unpack(row.state, "x"), "winners": [loser]}
            _update(backend, tmp_path, _outcome_id(tids[winner]), row.originator_version,
                    _pack(record))
    for row in store.recorder.select_events(_DIRECTORY):
        entry = _unpack(row.state, "x")
        if entry["name"] == directory:
            _update(backend, tmp_path, _DIRECTORY, row.originator_version,
                    _pack({**entry, "players": ["Mallory", "B"], "seed": 99}))
    store.close()
    db = _db(backend, tmp_path)
    listed = {t["name"]: t for t in _json(cli("tables", *db, "--json"))}
    assert listed[winner]["winners"] == list(table.state.main.winners)
    assert listed[winner]["status"] == "damaged"
    assert f"the outcome record says {loser} won" in listed[winner]["problem"]
    assert (listed[directory]["players"], listed[directory]["seed"]) == (["A", "B"], 5)
    assert listed[directory]["status"] == "damaged"
    assert "directory entry says players ('Mallory', 'B')" in listed[directory]["problem"]
    assert f"{winner}: damaged: the outcome record" in cli("tables", *db).stdout
    for name, words in ((winner, f"the outcome record says {loser} won"),
                        (directory, "its directory entry says players")):
        report = _json(cli("verify", "--table", name, *db, "--json"))
        assert report["verdict"] == "FAILED" and words in report["problem"], report
        result = cli("export", name, "-o", "x.shlog", *db)
        assert result.exit_code == 2 and words in result.output


def _update(backend: str, tmp_path: Path, stream: uuid.UUID, version: int,
            state: bytes) -> None:
    """A record of the store rewritten behind its back."""
    if backend == "sqlite":
        for run in _sql(tmp_path):
            run("UPDATE stored_events SET state = ? WHERE originator_id = ? AND "
                "originator_version = ?", state, stream, version)
        return
    import psycopg

    with psycopg.connect(dbname=os.environ["POSTGRES_DBNAME"],
                         host=os.environ["POSTGRES_HOST"], port=os.environ["POSTGRES_PORT"],
                         user=os.environ["POSTGRES_USER"],
                         password=os.environ["POSTGRES_PASSWORD"], autocommit=True) as conn:
        conn.execute("UPDATE shahrazad_events SET state = %s WHERE originator_id = %s AND "
                     "originator_version = %s", (state, stream, version))


def _rechained(events: list[Event], encoded: list[bytes] | None = None,
               tail: bytes = b"") -> bytes:
    """What a forger makes of edited events: a log chained again from its header, with
    its marks and trailer, and ``tail`` (a signature) after it."""
    header = _header(events)
    bodies = encoded or [encode(e) for e in events]
    chain, out = head_hash(header), [MAGIC, header]
    for i, body in enumerate(bodies):
        out.append(record_bytes(chain, body))
        chain = link(chain, body)
        if i + 1 == len(bodies) or isinstance(events[i + 1], v.Decided):
            out.append(b"\x80")
    return b"".join([*out, trailer_bytes(len(bodies), chain), tail])


def _header(events: list[Event]) -> bytes:
    from shahrazad.events.storage.logformat import LogHeader

    opened = events[0]
    assert isinstance(opened, v.TableOpened)
    return LogHeader.of(opened).encode()


def test_import_checks_what_verify_checks(cli: Invoke, tmp_path: Path) -> None:
    """The probe: ``import`` stored a log that does not fold (its chain made again),
    though the README said it was checked first. Now import refuses, in one line (exit
    2), a log that does not fold, and one whose signature does not hold, and leaves no
    store behind."""
    table = _table(actions=50)
    events: list[Event] = list(table.events)
    k = next(i for i, e in enumerate(events) if isinstance(e, v.CardDrawn))
    events[k] = dataclasses.replace(events[k], player="Z")  # type: ignore[call-arg]
    (tmp_path / "u.shlog").write_bytes(_rechained(events))
    assert cli("verify", "u.shlog").exit_code == 1
    result = cli("import", "u.shlog", "--db", "s.sqlite")
    assert result.exit_code == 2 and result.output.startswith("shahrazad: bad log: event ")
    assert "does not fold" in result.output and result.output.count("\n") == 1
    assert not (tmp_path / "s.sqlite").exists()
    assert cli("keygen", "-o", "judge").exit_code == 0
    signed = dumps(table.events, load_private_key((tmp_path / "judge").read_bytes()))
    sig = signed[signed.rindex(b"\x85\xa9signature"):]
    tampered = list(table.events)
    tampered[k] = dataclasses.replace(tampered[k], rule="999.9")
    (tmp_path / "t.shlog").write_bytes(_rechained(tampered, tail=sig))
    result = cli("import", "t.shlog", "--db", "s.sqlite")
    assert result.exit_code == 2 and "signature: the signature does not match" in result.output
    assert not (tmp_path / "s.sqlite").exists()
    (tmp_path / "good.shlog").write_bytes(signed)
    result = cli("import", "good.shlog", "--db", "s.sqlite", "--json")
    assert result.exit_code == 0 and _json(result)["events"] == len(table.events)


def test_a_long_table_is_stored_in_batches_in_one_transaction(
        backend: str, tmp_path: Path) -> None:
    """The probe: importing a table of 65,000 events or more into PostgreSQL hung for
    ever (the whole table in one insert through psycopg's pipeline), holding the store
    so that every other writer waited behind it. Now a long table is inserted in
    batches of :data:`shahrazad.events.storage.store.BATCH` rows, in one transaction, telling its
    progress; 70,000 events go in, and read back whole. (A store of format 2, a row per
    event; in format 3, a row per rules action, and of at most
    :data:`shahrazad.events.storage.store.ACTION_ROW` events, the same events make
    fewer rows, and go in as well.)"""
    opened = _table(actions=0).events[0]
    events: list[Event] = [opened] + [
        v.PriorityPassed(position=k, game="1", rule="117.3d", player="A")
        for k in range(2, 70_002)]
    store = _store(backend, tmp_path, rows=2)
    name = _name(tmp_path, "long")
    told: list[tuple[int, int]] = []
    done: list[uuid.UUID] = []
    worker = threading.Thread(target=lambda: done.append(store.open(
        name, events, progress=lambda n, total: told.append((n, total)))), daemon=True)
    started = time.monotonic()
    worker.start()
    worker.join(120)
    assert done, "storing 70,000 events did not finish in two minutes"
    assert time.monotonic() - started < 120
    assert len(told) >= len(events) // BATCH and told[-1][0] == told[-1][1] > len(events)
    assert store.head(done[0]) == len(events) == 70_001 and done[0] == table_id(name)
    assert store.rows(done[0], 69_999, 70_001)[-1][0] == 70_001
    store.close()
    store = _store(backend, tmp_path)
    tid = store.open(_name(tmp_path, "long-actions"), events)
    assert store.head(tid) == 70_001 and store.events(tid, start=69_990) == events[69_989:]
    store.close()


# -- no forgery passes by default ----------------------------------------------------------


def test_no_forgery_passes_without_a_key_and_verify_names_who_signed(
        cli: Invoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The probe: without ``--pubkey``, an unsigned forgery with its chain computed
    again and one signed again with the forger's own key both exited 0, like the
    genuine log. Now: the forgeries are UNSIGNED (5) and UNKNOWN KEY (6); the genuine
    log is OK (0) and names its signer only for a key the reader trusts (``--trust``,
    ``SHAHRAZAD_TRUST`` or the configuration file), else it too is UNKNOWN KEY; and
    ``--require-signature`` (or the configuration file) fails anything not signed by
    a trusted key (1). ``--json`` says the same verdict and code."""
    for who in ("judge", "forger"):
        assert cli("keygen", "-o", who).exit_code == 0
    judge, forger = (load_private_key((tmp_path / w).read_bytes()) for w in ("judge", "forger"))
    table = _table(actions=60)
    (tmp_path / "genuine.shlog").write_bytes(dumps(table.events, judge))
    events: list[Event] = list(table.events)
    k = next(i for i, e in enumerate(events) if isinstance(e, v.LifeChanged | v.CardDrawn))
    events[k] = dataclasses.replace(events[k], rule="999.9")
    (tmp_path / "unsigned.shlog").write_bytes(_rechained(events))
    (tmp_path / "resigned.shlog").write_bytes(dumps(events, forger))

    def verdict(log: str, *args: str) -> tuple[int, str, str]:
        result = cli("verify", log, *args)
        report = _json(cli("verify", log, *args, "--json"))
        assert report["exit_code"] == result.exit_code
        assert report["summary"] == result.stdout.splitlines()[0]
        return result.exit_code, report["verdict"], result.stdout.splitlines()[0]

    assert verdict("unsigned.shlog")[:2] == (5, "UNSIGNED")
    code, word, line = verdict("resigned.shlog")
    assert (code, word) == (6, "UNKNOWN KEY") and "signed by an unknown key ed25519:" in line
    assert verdict("genuine.shlog")[:2] == (6, "UNKNOWN KEY")
    code, word, line = verdict("genuine.shlog", "--trust", "judge.pub")
    assert (code, word) == (0, "OK") and line.startswith("OK: over, signed by judge (ed25519:")
    assert verdict("resigned.shlog", "--trust", "judge.pub")[:2] == (6, "UNKNOWN KEY")
    for log in ("unsigned.shlog", "resigned.shlog"):
        code, word, line = verdict(log, "--trust", "judge.pub", "--require-signature")
        assert (code, word) == (1, "FAILED") and line.startswith("FAILED: signature required")
    assert verdict("genuine.shlog", "--trust", ".", "--require-signature")[0] == 0
    keys = tmp_path / "keys"
    keys.mkdir()
    (keys / "chief-judge.pub").write_bytes((tmp_path / "judge.pub").read_bytes())
    monkeypatch.setenv("SHAHRAZAD_TRUST", str(keys))
    assert verdict("genuine.shlog")[2].startswith("OK: over, signed by chief-judge (")
    monkeypatch.delenv("SHAHRAZAD_TRUST")
    config = tmp_path / "config" / "shahrazad" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text('[verify]\ntrust = ["../../keys"]\nrequire_signature = true\n')
    assert verdict("genuine.shlog")[:2] == (0, "OK")
    assert verdict("unsigned.shlog")[:2] == (1, "FAILED")
    result = cli("verify", "genuine.shlog", "--trust", "missing-keys")
    assert result.exit_code == BAD_INPUT and "no such file" in result.output
    (keys / "junk.pub").write_text("not a key")
    result = cli("verify", "genuine.shlog")
    assert result.exit_code == BAD_INPUT and "junk.pub (a trusted key)" in result.output


def test_sign_refuses_a_private_key_others_can_read(cli: Invoke, tmp_path: Path) -> None:
    """The probe: ``sign`` used a private key file that anyone could read. Now it, and
    ``play --sign``, refuse one its group or others may read or write, in one line
    saying how to mend it, and sign nothing."""
    assert cli("keygen", "-o", "judge").exit_code == 0
    log = tmp_path / "t.shlog"
    write_log(log, _table(actions=20).events)
    before = log.read_bytes()
    for mode, words in ((0o644, "may be read by its group and others (mode 0644)"),
                        (0o620, "may be written by its group (mode 0620)")):
        (tmp_path / "judge").chmod(mode)
        for command in (["sign", str(log), "--key", "judge"],
                        ["play", "--seed", "2", "--log", "p.shlog", "--db", "p.sqlite",
                         "--sign", "judge"]):
            result = cli(*command)
            assert result.exit_code == 2 and words in result.output, result.output
            assert "chmod 600" in result.output and result.output.count("\n") == 1
    assert log.read_bytes() == before and not (tmp_path / "p.shlog").exists()
    (tmp_path / "judge").chmod(0o600)
    assert cli("sign", str(log), "--key", "judge").exit_code == 0


# -- the documentation ----------------------------------------------------------------------


def test_the_exit_codes_of_docs_evidence_are_the_codes_verify_uses() -> None:
    """docs/evidence.md's table of verdicts and exit codes is the code's own: every
    verdict of :data:`shahrazad.events.storage.verdicts.VERDICTS` with its code, and bad input's, no
    more."""
    text = DOCS.read_text(encoding="utf-8")
    section = text.split("## Exit codes", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| *(`[A-Z ]+`|\(bad input\)) *\| *(\d+) *\|", section, re.M)
    documented = {word.strip("`"): int(code) for word, code in rows}
    expected = {verdict.word: verdict.code for verdict in VERDICTS}
    expected["(bad input)"] = BAD_INPUT
    assert documented == expected
    assert len(rows) == len(expected)

