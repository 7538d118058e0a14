"""Logs written as the table plays: a killed run leaves a log that reads, two writers
never mix, files are synced before they are renamed, and a bad place is refused
before anything is played."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.agents import RandomAgent
from engine.cli import main
from engine.decks import default_decks
from engine.table import Table
from events import vocabulary as v
from events.base import Event
from events.logfile import read_log, verify_log
from events.logwriter import LogBusy, LogWriter, SyncPolicy, dumps, write_log
from events.signing import new_key_pair

DECK = ["Plains"] * 14 + ["Shahrazad"] * 3 + ["Serra Angel"] * 3 + ["Mountain"] * 8 \
    + ["Lightning Bolt"] * 6 + ["Grizzly Bears"] * 6


def _table(seed: int = 3) -> Table:
    return Table.new(["A", "B"], [DECK, DECK], seed=seed)


def _step(table: Table, agent: RandomAgent) -> None:
    waiting = table.pending()
    assert waiting is not None
    table.push(agent.decide(table, waiting))


def test_the_log_is_written_as_the_table_plays(tmp_path: Path) -> None:
    """After every rules action the file holds every event so far, readable as a
    running log; closed, it is byte for byte the log written whole."""
    path = tmp_path / "t.shlog"
    table = _table()
    writer = LogWriter(path, table.events)
    table.subscribe(writer.append)
    agent = RandomAgent(5)
    for _ in range(40):
        _step(table, agent)
        log = read_log(path, running=True)
        assert log.events == table.events and log.state == "running"
        report = verify_log(path)
        assert not report.ok and report.intact and report.problem == (
            f"running: {len(table.events)} events, no trailer")
    writer.close()
    assert path.read_bytes() == dumps(table.events)
    assert verify_log(path).ok


def test_an_unfinished_action_is_left_out(tmp_path: Path) -> None:
    """What a crash in the middle of writing an action leaves: the records of part of
    it, the last one cut. Readers read up to the last whole action."""
    table = _table()
    agent = RandomAgent(5)
    for _ in range(10):
        _step(table, agent)
    whole = len(table.events)
    _step(table, agent)
    data = dumps(table.events)[:-46]  # the last mark and the trailer
    for cut in range(1, 40):
        log = read_log(data[:-cut], running=True)
        assert len(log.events) in (whole, len(table.events)) and not log.complete
        assert log.events == table.events[:len(log.events)]
        assert log.left_out is not None or len(log.events) == len(table.events)


def _play(log: Path, db: Path, seed: int, fsync: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-c", "from engine.cli import main; main()", "play", "--seed",
         str(seed), "--log", str(log), "--db", str(db), "--fsync", fsync, "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _full_game(seed: int) -> list[Event]:
    """The events `play --seed SEED` makes (the same seed and decks: the same log)."""
    decks = default_decks()
    table = Table.new(["A", "B"], [d.main for d in decks], seed=seed,
                      sideboards=[d.sideboard for d in decks])
    table.play({p: RandomAgent(f"{seed}:{p}") for p in ("A", "B")})
    return table.events


@pytest.mark.slow  # a long profile: CI runs it, the default run doesn't
def test_a_killed_play_leaves_a_valid_prefix_that_every_reader_opens(tmp_path: Path) -> None:
    """SIGKILL `shahrazad play` at random moments: each log left behind is a prefix of
    the game's log ending where a rules action ends, `verify` calls it RUNNING (exit
    3), and `replay` and `audit` read it."""
    seed = 4
    full = _full_game(seed)
    whole = len(dumps(full))
    rng = random.Random(727)
    killed = 0
    for run in range(4):
        log, db = tmp_path / f"k{run}.shlog", tmp_path / f"k{run}.sqlite"
        proc = _play(log, db, seed, ("1", "5", "20ms", "end")[run])
        # the moment: when the log has grown to a random part of its whole size, so a
        # fast machine kills as surely as a slow one
        grown = rng.uniform(0.05, 0.9) * whole
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None and (
                not log.exists() or log.stat().st_size < grown):
            time.sleep(0.002)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if proc.returncode != -signal.SIGKILL:  # it finished first: a whole log
            assert verify_log(log).ok
            continue
        killed += 1
        found = read_log(log, running=True)
        n = len(found.events)
        # killed after the last event but before the trailer, the log holds every event
        assert found.events == full[:n] and n <= len(full)
        assert n == len(full) or isinstance(full[n], v.Decided), \
            "the log ends inside a rules action"
        result = CliRunner().invoke(main, ["verify", str(log), "--json"])
        report = json.loads(result.output)
        assert result.exit_code == 3 and report["state"] == "running"
        assert report["intact"] and report["folds"] and report["events"] == n
        assert report["verdict"] == "RUNNING" and report["problem"] is None
        assert report["summary"].startswith("RUNNING: running (no trailer")
        for command in (["replay", str(log), "--json"], ["audit", str(log), "--json"]):
            result = CliRunner().invoke(main, command)
            assert result.exit_code == 0, result.output
        assert json.loads(CliRunner().invoke(main, ["audit", str(log), "--json"]
                                             ).output)[-1]["position"] == n
    assert killed >= 3


def test_two_writers_of_one_path_never_mix(tmp_path: Path) -> None:
    """While a writer has the log, a second one (or `sign`) is refused; two whole-log
    writers each write a file of their own and rename it, so the path holds one whole
    log; two `play`s to one path leave one whole game's log."""
    path = tmp_path / "t.shlog"
    first, second = _table(3), _table(4)
    writer = LogWriter(path, first.events)
    with pytest.raises(LogBusy):
        LogWriter(path, second.events)
    key = tmp_path / "key"
    key.write_bytes(new_key_pair()[0])
    key.chmod(0o600)  # a private key others can read is refused first
    result = CliRunner().invoke(main, ["sign", str(path), "--key", str(key)])
    assert result.exit_code == 2 and "being written" in result.output
    writer.close()
    later = LogWriter(path, second.events)
    later.close()
    assert read_log(path).events == second.events

    log, games = tmp_path / "race.shlog", {}
    procs = [_play(log, tmp_path / f"race{seed}.sqlite", seed, "end") for seed in (5, 6)]
    outcomes = [(p.wait(), p.stderr.read() if p.stderr else b"") for p in procs]
    assert all(code in (0, 2) for code, _ in outcomes), outcomes
    assert any(code == 0 for code, _ in outcomes)
    for seed in (5, 6):
        games[seed] = _full_game(seed)
    events = read_log(log).events
    assert events in (games[5], games[6])
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".part")] == []


def test_write_log_syncs_the_file_then_renames_then_syncs_the_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync folder" if os.path.isdir(f"/proc/self/fd/{fd}") else
                     "fsync file")
        real_fsync(fd)

    def replace(src: str, dst: str) -> None:
        assert Path(src).parent == Path(dst).parent and Path(src).name.endswith(".part")
        calls.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    write_log(tmp_path / "t.shlog", _table().events)
    assert calls == ["fsync file", "rename", "fsync folder"]


def test_the_sync_policy_says_how_often_the_disk_is_asked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    syncs: list[int] = []
    monkeypatch.setattr(os, "fdatasync", lambda fd: syncs.append(fd))
    clock = [0.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    for policy, expected in ((SyncPolicy(1), 12 + 1), (SyncPolicy(5), 2 + 1),
                             (SyncPolicy(None, 100.0), 3 + 1), (SyncPolicy(None), 1)):
        syncs.clear()
        table = _table()
        writer = LogWriter(tmp_path / "t.shlog", table.events, sync=policy)
        table.subscribe(writer.append)
        agent = RandomAgent(1)
        for _ in range(12):
            clock[0] += 0.03  # 30 ms per action: 100 ms go by after every 4th
            _step(table, agent)
        writer.close()
        assert len(syncs) == expected, (policy, syncs)
    with pytest.raises(ValueError, match="--fsync 'often'"):
        SyncPolicy.parse("often")


def test_play_refuses_a_folder_or_an_unwritable_place_before_playing(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    for log in (str(tmp_path), str(blocker / "game.shlog")):
        db = tmp_path / "never.sqlite"
        result = CliRunner().invoke(main, ["play", "--log", log, "--db", str(db)])
        assert result.exit_code == 2, result.output
        assert len(result.output.strip().splitlines()) == 1, result.output
        assert "Traceback" not in result.output and not db.exists()
    result = CliRunner().invoke(main, ["play", "--fsync", "often", "--db", str(db)])
    assert result.exit_code == 2 and "--fsync" in result.output


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_play_refuses_a_folder_it_may_not_write(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        result = CliRunner().invoke(main, ["play", "--log", str(locked / "g.shlog"),
                                           "--db", str(tmp_path / "db.sqlite")])
        assert result.exit_code == 2 and "Permission denied" in result.output
    finally:
        locked.chmod(0o700)
