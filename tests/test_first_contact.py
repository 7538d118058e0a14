"""A newcomer's first contact: what the first commands do, and what they leave behind.

The packaged decks show what the engine is for (subgames); ``play`` never replaces an
earlier table's log; the tests write nothing into the checkout; a PostgreSQL database
that is not there is named at once; the licence is the one the package declares.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import _changed, checkout_files

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.decks import DECKS_DIR, default_decks
from shahrazad.events.storage.store import StoreError, TableStore, postgres_problem
from shahrazad.events.vocabulary import SubgameStarted
from shahrazad.table import Table

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture()
def cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """The command line in the test's own folder: (exit code, output)."""
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()

    def invoke(*args: str) -> tuple[int, str]:
        result = runner.invoke(main, list(args), catch_exceptions=False)
        return result.exit_code, result.output

    return invoke


# -- the packaged decks play subgames ----------------------------------------------------


def test_727_the_packaged_decks_hold_shahrazad_and_say_what_they_are_for() -> None:
    """Rule 727 (subgames) is what the engine is for: each packaged deck holds
    Shahrazad, the card that starts a subgame, and its header says why."""
    decks = default_decks()
    assert len(decks) >= 2
    for deck in decks:
        assert "Shahrazad" in deck.main, deck.name
    for path in sorted(DECKS_DIR.glob("*.txt")):
        header = path.read_text(encoding="utf-8").split("\n\n")[0]
        assert "subgames" in header and "Shahrazad" in header, path.name


def test_727_most_seeds_of_the_default_play_start_a_subgame() -> None:
    """What ``shahrazad play --seed S`` plays (the packaged decks, the random agent):
    most seeds cast a Shahrazad that resolves, starting a subgame (727.1)."""
    decks = default_decks()[:2]
    seeds = range(1, 9)
    started = 0
    for seed in seeds:
        table = Table.new(["A", "B"], [d.main for d in decks], seed=seed,
                          sideboards=[d.sideboard for d in decks])
        table.play({p: RandomAgent(f"{seed}:{p}") for p in ("A", "B")})
        started += any(isinstance(e, SubgameStarted) for e in table.events)
    assert started > len(seeds) // 2, f"{started} of {len(seeds)} seeds started a subgame"


# -- play never replaces a log -------------------------------------------------------------


def test_each_play_writes_its_table_s_own_log_named_after_it(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Two tables played one after the other (the same seed, the same second even) get
    two logs, each named after its table in the store; the first one stays whole."""
    logs = []
    for _ in range(2):
        code, out = cli("play", "--seed", "5", "--agent", "passive", "--db", "s.sqlite")
        assert code == 0, out
        name = out.split("Table ", 1)[1].split(" ", 1)[0]
        assert f"Log: logs/{name}.shlog" in out
        logs.append(tmp_path / "logs" / f"{name}.shlog")
    assert logs[0] != logs[1] and all(log.exists() for log in logs)
    assert logs[0].read_bytes() == logs[1].read_bytes()  # the same seed: the same game
    code, out = cli("verify", str(logs[0]))
    assert code == 5, out  # whole and over, signed by nobody


def test_an_existing_log_is_refused_in_one_line_unless_overwrite(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "kept.shlog").write_bytes(b"an earlier log")
    code, out = cli("play", "--seed", "5", "--agent", "passive", "--db", "s.sqlite",
                    "--log", "kept.shlog")
    assert code == 2 and out.count("\n") == 1, out
    assert "kept.shlog already exists" in out and "--overwrite" in out
    assert (tmp_path / "kept.shlog").read_bytes() == b"an earlier log"
    assert not (tmp_path / "s.sqlite").exists() or "kept" not in out.split("Table")[0]
    code, out = cli("play", "--seed", "5", "--agent", "passive", "--db", "s.sqlite",
                    "--log", "kept.shlog", "--overwrite")
    assert code == 0, out
    assert (tmp_path / "kept.shlog").read_bytes().startswith(b"SHAHRAZAD")
    # a table named by the user whose log exists: refused the same way
    cli("play", "--seed", "5", "--agent", "passive", "--db", "s.sqlite", "--name", "t")
    code, out = cli("play", "--seed", "5", "--agent", "passive", "--db", "other.sqlite",
                    "--name", "t")
    assert code == 2 and "logs/t.shlog already exists" in out and out.count("\n") == 1, out


# -- the tests leave the checkout as it was -----------------------------------------------


@pytest.mark.skipif(shutil.which("git") is None, reason="no git here")
def test_the_checkout_guard_sees_a_new_changed_or_ignored_file(tmp_path: Path) -> None:
    """The session's guard (tests/conftest.py) compares the checkout before and after
    the run: a new file, an ignored one (a store, an index) and a changed one all
    show; the tools' caches don't."""
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".gitignore").write_text("*.sqlite\n*.idx\n")
    (tmp_path / "kept.txt").write_text("one")
    subprocess.run([*git, "add", "."], cwd=tmp_path, check=True)
    subprocess.run([*git, "commit", "-qm", "x"], cwd=tmp_path, check=True)
    before = checkout_files(tmp_path)
    assert before == {}
    (tmp_path / "shahrazad.sqlite").write_text("a store")
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "x.shlog.idx").write_text("an index")
    (tmp_path / "kept.txt").write_text("two")
    (tmp_path / ".hypothesis").mkdir()
    (tmp_path / ".hypothesis" / "db").write_text("examples")
    after = checkout_files(tmp_path)
    assert after is not None
    assert _changed(before, after, tmp_path) == ["kept.txt (changed)", "logs/ (new)",
                                                 "shahrazad.sqlite (new)"]
    (tmp_path / "logs" / "x.shlog.idx").write_text("another index")
    assert _changed(after, checkout_files(tmp_path) or {}, tmp_path) == ["logs/ (changed)"]
    # committed while the tests ran: no longer listed, but not changed by them
    subprocess.run([*git, "commit", "-qam", "y"], cwd=tmp_path, check=True)
    assert _changed(after, checkout_files(tmp_path) or {}, tmp_path) == ["logs/ (changed)"]
    (tmp_path / "shahrazad.sqlite").unlink()
    assert "shahrazad.sqlite (gone)" in _changed(after, checkout_files(tmp_path) or {},
                                                 tmp_path)
    assert checkout_files(tmp_path / "nowhere") is None


def test_the_tests_read_the_shipped_log_without_writing_beside_it() -> None:
    """The shipped demo log is read by many tests: reading it leaves nothing beside it
    (its index goes to the cache folder, this run's own)."""
    from shahrazad.projections.reader import TableReader

    shipped = ROOT / "logs" / "demo-nested.shlog"
    before = sorted(p.name for p in shipped.parent.iterdir())
    with TableReader.open_log(shipped) as reader:
        assert len(reader) > 400
    assert sorted(p.name for p in shipped.parent.iterdir()) == before
    assert os.environ["XDG_CACHE_HOME"] != str(Path.home() / ".cache")


# -- PostgreSQL: a database that is not there ----------------------------------------------


def test_a_missing_postgresql_database_is_named_in_one_line() -> None:
    conf = {"POSTGRES_DBNAME": "games", "POSTGRES_HOST": "db.example", "POSTGRES_PORT": "6432",
            "POSTGRES_USER": "judge"}
    driver = ('connection failed: connection to server at "10.0.0.2", port 6432 failed: '
              'FATAL:  database "games" does not exist')
    said = postgres_problem(driver, conf)
    assert said.startswith("PostgreSQL database 'games' does not exist on db.example:6432")
    assert "\n" not in said
    refused = ('connection failed: connection to server at "10.0.0.2", port 6432 failed: '
               'Connection refused\n\tIs the server running on that host and accepting '
               'TCP/IP connections?')
    assert postgres_problem(refused, conf) == (
        "can't connect to PostgreSQL database 'games' on db.example:6432 as 'judge': "
        "Connection refused")


@pytest.mark.skipif(not os.environ.get("SHAHRAZAD_TEST_POSTGRES"),
                    reason="no PostgreSQL server here (set SHAHRAZAD_TEST_POSTGRES and "
                           "POSTGRES_*)")
def test_postgres_a_database_that_does_not_exist_is_refused_at_once(
        tmp_path: Path) -> None:
    """On a live server, a database name it does not hold: the store and the command
    say so at once (not after the pool's 30 s of trying), in one line, exit 2."""
    env = {"PERSISTENCE_MODULE": "eventsourcing.postgres",
           "POSTGRES_DBNAME": "shahrazad_no_such_database"}
    host = f"{os.environ.get('POSTGRES_HOST') or 'localhost'}:" \
           f"{os.environ.get('POSTGRES_PORT') or 5432}"
    said = f"PostgreSQL database 'shahrazad_no_such_database' does not exist on {host}"
    with pytest.raises(StoreError, match=said):
        TableStore(env=env)
    done = subprocess.run([sys.executable, "-m", "shahrazad", "tables"], cwd=tmp_path,
                          env={**os.environ, **env}, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 2 and said in done.stderr, done.stderr
    assert done.stderr.count("\n") == 1 and not done.stdout


# -- the licence -----------------------------------------------------------------------------


def test_the_license_file_is_the_license_pyproject_declares() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = project["license"]
    assert declared == "MIT" and project["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    assert "Permission is hereby granted, free of charge" in text


# -- what the docs say, and what the code does --------------------------------------------


def test_the_stated_fsync_default_is_the_code_s() -> None:
    """The log's sync default, as the log-file page, ``play --help`` and the command
    reference state it, is what ``play`` and ``run`` use."""
    from shahrazad.cli import playing

    assert playing._LOG_SYNC == {"normal": "1000ms", "full": "1"}
    page = " ".join((ROOT / "docs" / "log-files.md").read_text(encoding="utf-8").split())
    assert ("The default is `1000ms`, or `1` with `--durability full`.") in page
    result = CliRunner().invoke(main, ["play", "--help"], terminal_width=200)
    assert "(default: 1000ms, or 1 with --durability full)" in " ".join(result.output.split())


def test_the_stated_log_and_store_defaults_are_the_code_s() -> None:
    """``play`` names its log after its table and appends to ``shahrazad.sqlite``, as
    the README and the command reference say."""
    said = " ".join(CliRunner().invoke(main, ["play", "--help"], terminal_width=200)
                    .output.split())
    assert "default: logs/<table's name>.shlog" in said and "--overwrite" in said
    assert "[default: shahrazad.sqlite]" in said
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "Log: logs/first.shlog" in readme and "logs/game.shlog" not in readme
