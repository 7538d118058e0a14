"""The store as a first-class source on the command line: ``tables``, ``export``,
``import``, and ``--table NAME`` on every reading command, on SQLite and (when
``SHAHRAZAD_TEST_POSTGRES`` is set) on PostgreSQL; and a run killed halfway, whose
table is still listed, exported, verified and replayed to its last rules action."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from shahrazad.cli import main
from shahrazad.events.storage.logfile import read_log
from shahrazad.events.storage.store import StoreError, TableStore

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "engine" / "scenarios" / "demo-nested.toml"
#: names no earlier run used: a PostgreSQL database outlives the test run
RUN = uuid.uuid4().hex[:8]

Invoke = Callable[..., Result]


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The store the commands use: ``--db`` (SQLite), or PostgreSQL from the settings."""
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
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()

    def invoke(*args: str) -> Result:
        return runner.invoke(main, list(args), catch_exceptions=False)

    return invoke


def _name(tmp_path: Path, what: str) -> str:
    return f"{what}-{RUN}-{tmp_path.name}"


def _run_demo(cli: Invoke, name: str) -> dict[str, object]:
    result = cli("run", str(DEMO), "--log", "demo.shlog", "--db", "s.sqlite", "--name", name,
                 "--json")
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.stdout)
    return data


def test_every_reading_command_reads_a_stored_table_as_it_reads_its_log(
        backend: str, cli: Invoke, tmp_path: Path) -> None:
    name = _name(tmp_path, "demo")
    summary = _run_demo(cli, name)
    # the table is named on stderr at the start, so the JSON on stdout stays clean
    assert summary["table"] == name and summary["deepest"] == 3
    assert cli("run", str(DEMO), "--db", "s.sqlite", "--name", name, "--json").exit_code == 2
    bat = next(x for x in json.loads(cli("events", "demo.shlog", "--json").stdout)
               if "Bat" in x["text"])
    for command in (["replay", "--json"], ["replay", "--at", "300", "--json"],
                    ["audit", "--rule", "727.4a", "--json"], ["events", "--json"],
                    ["tree", "--at", "400", "--json"],
                    ["explain", str(bat["position"]), "--json"],
                    ["story", "Juzam Djinn", "--json"], ["diff", "100", "514", "--json"],
                    ["verify", "--rerun", "--json"]):
        from_log = cli(command[0], "demo.shlog", *command[1:])
        from_table = cli(command[0], "--table", name, "--db", "s.sqlite", *command[1:])
        code = 5 if command[0] == "verify" else 0  # over, intact, and signed by nobody
        assert from_log.exit_code == code, (command, from_log.output)
        assert from_table.exit_code == code, (command, from_table.output)
        assert from_table.stdout == from_log.stdout, command
    result = cli("verify", "--table", name, "--db", "s.sqlite")
    assert result.exit_code == 5 and result.stdout.startswith("UNSIGNED: over, not signed: ")
    result = cli("report", "--table", name, "--db", "s.sqlite", "--to", "500", "--json")
    assert result.exit_code == 0, result.output
    page = (tmp_path / json.loads(result.stdout)["report"]).read_text()
    assert page.startswith("<!DOCTYPE html>") and name in page


def test_run_names_its_table_before_it_plays(backend: str, cli: Invoke,
                                            tmp_path: Path) -> None:
    name = _name(tmp_path, "first")
    result = cli("run", str(DEMO), "--log", "d.shlog", "--db", "s.sqlite", "--name", name)
    assert result.exit_code == 0, result.output
    first = result.stdout.splitlines()[0]
    assert first.startswith(f"Table {name} in the store ")
    result = cli("run", str(DEMO), "--log", "d.shlog", "--db", "s.sqlite", "--name", name,
                 "--json")
    assert result.exit_code == 2 and "already holds a table named" in result.stderr


def test_tables_export_and_import_round_trip(backend: str, cli: Invoke,
                                             tmp_path: Path) -> None:
    name, copy = _name(tmp_path, "trip"), _name(tmp_path, "trip-copy")
    summary = _run_demo(cli, name)
    listed = {t["name"]: t for t in json.loads(cli("tables", "--db", "s.sqlite",
                                                   "--json").stdout)}
    mine = listed[name]
    # the scenario stops after its last decision, with the main game still on: the table
    # is over (recorded to its end, its log closed by its trailer), with no winner
    main_game = json.loads(cli("replay", "demo.shlog", "--json").stdout)["games"]["1"]
    assert main_game["status"] == "running"
    assert (mine["players"], mine["edition"], mine["events"], mine["status"],
            mine["winners"], mine["ended"], mine["problem"]) == (
        ["A", "B"], "current", summary["events"], "over", [], None, None)
    assert mine["opened"]
    result = cli("export", name, "-o", "out/x.shlog", "--db", "s.sqlite")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "out/x.shlog").read_bytes() == (tmp_path / "demo.shlog").read_bytes()
    result = cli("import", "out/x.shlog", "--name", copy, "--db", "s.sqlite", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["events"] == summary["events"]
    cli("export", copy, "-o", "y.shlog", "--db", "s.sqlite")
    assert (tmp_path / "y.shlog").read_bytes() == (tmp_path / "demo.shlog").read_bytes()
    result = cli("import", "out/x.shlog", "--name", name, "--db", "s.sqlite")
    assert result.exit_code == 2 and "already holds a table named" in result.output
    names = [t["name"] for t in json.loads(cli("tables", "--db", "s.sqlite", "--json").stdout)]
    assert names.index(name) < names.index(copy) and names.count(copy) == 1
    result = cli("tables", "--db", "s.sqlite")
    assert result.exit_code == 0 and name in result.stdout and copy in result.stdout


def test_store_errors_are_one_line(backend: str, cli: Invoke, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    name = _name(tmp_path, "errors")
    _run_demo(cli, name)
    for command in (["replay", "--table", name[:-2]], ["export", name[:-2], "-o", "z.shlog"],
                    ["verify", "--table", name[:-2]]):
        result = cli(*command, "--db", "s.sqlite")
        assert result.exit_code == 2, command
        assert result.output.count("\n") == 1 and "Traceback" not in result.output
        assert f"no table named {name[:-2]!r}" in result.output and name in result.output
    assert not (tmp_path / "z.shlog").exists()
    result = cli("explain", "demo.shlog", "--table", name, "--db", "s.sqlite", "5")
    assert result.exit_code == 2 and "not both" in result.output
    result = cli("replay")
    assert result.exit_code == 2 and "give a LOG file or --table NAME" in result.output
    result = cli("import", "missing.shlog", "--db", "s.sqlite")
    assert result.exit_code == 2 and "no such file" in result.output
    if backend == "sqlite":
        (tmp_path / "junk.sqlite").write_bytes(b"not a database")
        for command in (["tables"], ["replay", "--table", name], ["export", name, "-o", "j"],
                        ["import", "demo.shlog"]):
            result = cli(*command, "--db", "junk.sqlite")
            assert result.exit_code == 2 and "not a Shahrazad store" in result.output, command
        result = cli("tables", "--db", "missing.sqlite")
        assert result.exit_code == 2 and "no store at missing.sqlite" in result.output
        (tmp_path / "junk.shlog").write_bytes(b"SHAHRAZAD-LOG\nnot msgpack")
        result = cli("import", "junk.shlog", "--db", "missing.sqlite")
        assert result.exit_code == 2 and "bad log" in result.output
        assert not (tmp_path / "missing.sqlite").exists()
    else:
        monkeypatch.setenv("POSTGRES_DBNAME", f"no_such_database_{RUN}")
        monkeypatch.setenv("POSTGRES_CONNECT_TIMEOUT", "1")
        result = cli("tables")
        assert result.exit_code == 2 and result.output.startswith("shahrazad: store: ")
        assert result.output.count("\n") == 1


def test_a_killed_run_is_listed_as_running_and_reads_to_its_last_action(
        backend: str, cli: Invoke, tmp_path: Path) -> None:
    """`play` appends one transaction per rules action: killed halfway (SIGKILL, no
    clean-up), its table is listed as running, exports as a running log (no trailer:
    a truncated game never passes for a finished one), and re-runs to exactly its last
    stored action; `verify` calls the log and the table running (exit 3)."""
    name = _name(tmp_path, "killed")
    db = tmp_path / "k.sqlite"
    player = subprocess.Popen(
        [sys.executable, "-c", "from shahrazad.cli import main; main()", "play", "--players",
         "4", "--seed", "1", "--name", name, "--db", str(db), "--log", "k.shlog"],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=os.environ.copy())
    try:
        deadline = time.monotonic() + 120
        stored = 0
        store: TableStore | None = None
        while stored < 400:
            assert player.poll() is None, player.communicate()
            assert time.monotonic() < deadline, "the game never stored 400 events"
            time.sleep(0.1)
            try:
                store = store or TableStore(db, create=False)
                stored = store.info(name).events
            except StoreError:
                continue  # no store, or no table, yet
        player.send_signal(signal.SIGKILL)
        if store is not None:
            store.close()
    finally:
        player.kill()
        out, _ = player.communicate()
    assert player.returncode == -signal.SIGKILL
    assert out.decode().startswith(f"Table {name} in the store ")
    (listed,) = [t for t in json.loads(cli("tables", "--db", str(db), "--json").stdout)
                 if t["name"] == name]
    last = listed["events"]
    assert listed["status"] == "running" and listed["winners"] == [] and last >= 400
    result = cli("export", name, "-o", "cut.shlog", "--db", str(db), "--json")
    assert result.exit_code == 0 and json.loads(result.stdout)["events"] == last
    assert json.loads(result.stdout)["status"] == "running"
    assert not read_log(tmp_path / "cut.shlog", running=True).complete
    # the re-run makes exactly the stored events from the recorded decisions: the
    # store ends where a rules action ended
    for source in (["cut.shlog"], ["--table", name, "--db", str(db)]):
        result = cli("verify", *source, "--rerun", "--json")
        report = json.loads(result.stdout)
        assert result.exit_code == 3 and report["verdict"] == "RUNNING", report
        assert not report["ok"] and report["rerun_ok"] and report["state"] == "running"
        assert report["events"] == last
        text = cli("verify", *source)
        assert text.exit_code == 3 and text.stdout.startswith("RUNNING: running (no ")
    replayed = json.loads(cli("replay", "--table", name, "--db", str(db), "--json").stdout)
    # the main game is not over: running, or suspended while a Shahrazad's subgame is
    # played (the packaged decks hold Shahrazads)
    assert replayed["position"] == last and \
        replayed["games"]["1"]["status"] in ("running", "suspended")
    lines = json.loads(cli("audit", "--table", name, "--db", str(db), "--json").stdout)
    assert [x["position"] for x in lines] == list(range(1, last + 1))
