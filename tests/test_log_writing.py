"""Logs written as the table plays: a killed run leaves a log that reads, two writers
never mix, files are synced before they are renamed, and a bad place is refused
before anything is played."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.decks import default_decks
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.storage.logfile import read_log, verify_log
from shahrazad.events.storage.logwriter import (
    LogBusy,
    LogClaim,
    LogWriter,
    SyncPolicy,
    dumps,
    write_log,
)
from shahrazad.events.storage.signing import new_key_pair
from shahrazad.table import Table

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
        [sys.executable, "-c", "from shahrazad.cli import main; main()", "play", "--seed",
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


# -- one writer per log: the claim on its name ----------------------------------------
#
# The busy check and the rename used to be check-then-act: two writers started at the
# same instant both found the log free, both renamed a file of their own into place, and
# both went on writing, one of them into a file no longer there (its game silently
# lost). Now each takes the name's claim (an exclusive flock on `.NAME.lock`) first.


def _race_writers(path: Path, tables: list[Table]) -> tuple[list[LogWriter], list[str]]:
    """Start a LogWriter per table in threads released at the same instant; each that
    gets the log holds it until every thread has tried. Returns the writers that got
    it and the refusals' messages."""
    import threading

    start, tried = threading.Barrier(len(tables)), threading.Barrier(len(tables))
    won: list[LogWriter] = []
    refused: list[str] = []

    def attempt(table: Table) -> None:
        start.wait()
        try:
            won.append(LogWriter(path, table.events))
        except LogBusy as exc:
            refused.append(str(exc))
        tried.wait()  # the winner holds the log until everyone has tried

    threads = [threading.Thread(target=attempt, args=(t,)) for t in tables]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return won, refused


def test_writers_racing_in_threads_one_wins_the_others_are_refused(tmp_path: Path) -> None:
    """Twelve LogWriters of one path started at the same instant, forty times over:
    each time exactly one gets the log, eleven are refused in one line naming it, and
    the log holds the winner's table, whole, with nothing left beside it."""
    tables = [_table(seed) for seed in range(12)]
    for round_ in range(40):
        path = tmp_path / f"race{round_}.shlog"
        won, refused = _race_writers(path, tables)
        assert len(won) == 1 and len(refused) == 11, (round_, len(won), refused)
        assert all(str(path) in r and "\n" not in r and "being written" in r
                   for r in refused), refused
        won[0].close()
        winner = next(t for t in tables if t.events == read_log(path).events)
        assert read_log(path).events == winner.events
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        f"race{n}.shlog" for n in range(40)), "a lock or a part file was left behind"


def test_claims_exclude_each_other_while_they_come_and_go(tmp_path: Path) -> None:
    """Threads claim one name and let it go, over and over: never two hold it at once,
    though the lock file is removed and made again all the while (a claim that locked
    a file just removed would hold nothing, and is taken again)."""
    import threading

    path = tmp_path / "t.shlog"
    holding, most, got = [0], [0], [0]
    guard = threading.Lock()

    def churn() -> None:
        for _ in range(300):
            try:
                claim = LogClaim(path)
            except LogBusy:
                continue
            with guard:
                holding[0] += 1
                most[0] = max(most[0], holding[0])
                got[0] += 1
            with guard:
                holding[0] -= 1
            claim.release()

    threads = [threading.Thread(target=churn) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert most[0] == 1 and got[0] > 0
    assert not (tmp_path / ".t.shlog.lock").exists()


_RACER = """
import sys
from shahrazad.table import Table
from shahrazad.events.storage.logwriter import LogBusy, LogWriter
deck = ["Plains"] * 20
table = Table.new(["A", "B"], [deck, deck], seed=int(sys.argv[2]))
print("ready", flush=True)
sys.stdin.readline()                      # the start: every racer at once
try:
    writer = LogWriter(sys.argv[1], table.events)
except LogBusy as exc:
    print("refused", exc, flush=True)
    sys.exit(2)
print("won", flush=True)
sys.stdin.readline()                      # holds the log until every racer has tried
writer.close()
"""


def _racers(path: Path, seeds: range) -> list[subprocess.Popen[str]]:
    procs = [subprocess.Popen([sys.executable, "-c", _RACER, str(path), str(seed)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
             for seed in seeds]
    for proc in procs:
        assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
    return procs


def test_writers_racing_in_processes_one_wins_the_others_are_refused(tmp_path: Path) -> None:
    """Six processes each open a LogWriter of one path at the same moment, five times
    over: one wins, five exit 2 saying in one line that the log is being written (by
    which process), and the log is the winner's table."""
    for round_ in range(5):
        path = tmp_path / f"race{round_}.shlog"
        procs = _racers(path, range(10 * round_, 10 * round_ + 6))
        for proc in procs:
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        said = {}
        for proc in procs:
            assert proc.stdout is not None
            said[proc] = proc.stdout.readline()
        winners = [p for p, line in said.items() if line == "won\n"]
        assert len(winners) == 1, said.values()
        for proc in procs:
            assert proc.stdin is not None
            proc.stdin.close()  # lets the winner close its log
            proc.wait(timeout=60)
        for proc, line in said.items():
            if proc is not winners[0]:
                # the holder's process id, unless it was refused the moment after its
                # holder took the lock, before it wrote its id
                assert proc.returncode == 2 and re.fullmatch(
                    f"refused {re.escape(str(path))} is being written by another Shahrazad"
                    r"( \(process \d+\))?: wait for it to finish, or write another log\n",
                    line), line
        seed = 10 * round_ + procs.index(winners[0])
        assert read_log(path).events == Table.new(
            ["A", "B"], [["Plains"] * 20] * 2, seed=seed).events


def test_a_writer_killed_leaves_a_lock_the_next_one_takes_over(tmp_path: Path) -> None:
    """SIGKILL a process holding a log: its `.NAME.lock` stays, but nobody holds it,
    so the next writer takes the log over (and removes the file when done); while it
    was held, `play`, `export -o` and `sign` of that log were refused in one line, and
    `play` stored nothing."""
    path = tmp_path / "t.shlog"
    (racer,) = _racers(path, range(7, 8))
    assert racer.stdin is not None and racer.stdout is not None
    racer.stdin.write("go\n")
    racer.stdin.flush()
    assert racer.stdout.readline() == "won\n"
    held = path.read_bytes()
    db = tmp_path / "never.sqlite"
    refused = CliRunner().invoke(main, ["play", "--log", str(path), "--db", str(db)])
    assert refused.exit_code == 2 and refused.output.count("\n") == 1, refused.output
    assert f"(process {racer.pid})" in refused.output and not db.exists()
    key = tmp_path / "key"
    key.write_bytes(new_key_pair()[0])
    key.chmod(0o600)
    result = CliRunner().invoke(main, ["sign", str(path), "--key", str(key)])
    assert result.exit_code == 2 and "being written" in result.output
    with pytest.raises(LogBusy):
        write_log(path, _table(1).events)  # what `export -o` and `run --edition all` do
    assert path.read_bytes() == held

    racer.send_signal(signal.SIGKILL)
    racer.wait()
    assert (tmp_path / ".t.shlog.lock").exists()  # left behind, but unlocked
    later = LogWriter(path, _table(9).events)
    later.close()
    assert read_log(path).events == _table(9).events
    assert sorted(p.name for p in tmp_path.iterdir()) == ["key", "t.shlog"]


def test_run_under_every_edition_refuses_a_folder_before_playing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`run --edition all --log .` ended in a ValueError from pathlib; a folder, named
    with or without its slash, or a path through a file, is refused in one line before
    anything is played or stored."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "folder").mkdir()
    (tmp_path / "file").write_text("not a folder")
    scenario = Path(__file__).resolve().parent.parent / "engine" / "scenarios" / "bolt.toml"
    for log in (".", "..", "folder", "folder/", str(tmp_path), "file/x.shlog"):
        result = CliRunner().invoke(main, ["run", str(scenario), "--edition", "all",
                                           "--log", log, "--db", "never.sqlite"])
        assert result.exit_code == 2 and result.output.count("\n") == 1, (log, result.output)
        assert ("is a folder: name a file" in result.output
                or "file: is a file, not a folder" in result.output), result.output
        assert result.exception is None or isinstance(result.exception, SystemExit)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file", "folder"]
