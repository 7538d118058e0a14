"""Several `shahrazad play` processes writing one store at once, and killed at random
moments: on SQLite (one file) and, when ``SHAHRAZAD_TEST_POSTGRES`` is set, on
PostgreSQL (a schema of its own per test, so that the store's tables are created by
the racing processes themselves).

Every writer finishes (SQLite writers wait for each other's locks; PostgreSQL's
tables are created once), and every table, whole or cut short by a kill, verifies:
its rows are on their hash chain, its events fold, and a re-run of its decisions
makes its very events.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from shahrazad.cli import main
from shahrazad.cli.common import first_unfoldable
from shahrazad.events.storage.store import StoreError, TableStore

#: names no earlier run used: a PostgreSQL database outlives the test run
RUN = uuid.uuid4().hex[:8]
WRITERS = 8


@dataclass
class Store:
    """Where the test's processes write: the environment and the options they take."""

    env: dict[str, str]
    args: list[str]
    open: Callable[[], TableStore]
    #: the keyword arguments of a TableStore on it, as the processes make it
    settings: dict[str, Any]


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path,
          monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    env = {k: v for k, v in os.environ.items() if k != "PERSISTENCE_MODULE"}
    if request.param == "sqlite":
        db = tmp_path / "shared.sqlite"  # not there yet: the writers make it
        monkeypatch.delenv("PERSISTENCE_MODULE", raising=False)
        yield Store(env, ["--db", str(db)], lambda: TableStore(db, create=False),
                    {"path": str(db)})
        return
    if not os.environ.get("SHAHRAZAD_TEST_POSTGRES"):
        pytest.skip("no PostgreSQL server here (set SHAHRAZAD_TEST_POSTGRES and POSTGRES_*)")
    import psycopg

    schema = f"concurrency_{RUN}_{tmp_path.name[-12:].replace('-', '_')}".lower()
    conn = psycopg.connect(dbname=os.environ["POSTGRES_DBNAME"],
                           host=os.environ["POSTGRES_HOST"], port=os.environ["POSTGRES_PORT"],
                           user=os.environ["POSTGRES_USER"],
                           password=os.environ["POSTGRES_PASSWORD"], autocommit=True)
    conn.execute(f'CREATE SCHEMA "{schema}"')
    settings = {"PERSISTENCE_MODULE": "eventsourcing.postgres", "POSTGRES_SCHEMA": schema}
    for key, value in settings.items():
        monkeypatch.setenv(key, value)
    try:
        yield Store({**env, **settings}, [],
                    lambda: TableStore(env=settings, create=False), {"env": settings})
    finally:
        conn.execute(f'DROP SCHEMA "{schema}" CASCADE')
        conn.close()


def _play(store: Store, folder: Path, name: str, seed: int,
          *options: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-c", "from shahrazad.cli import main; main()", "play", "--seed",
         str(seed), "--name", name, "--log", str(folder / f"{name}.shlog"), *store.args,
         *options], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=store.env)


def _cli(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


_OPEN_AT = """
import sys, time
from shahrazad.events.storage.store import TableStore
from shahrazad.agents import RandomAgent
from shahrazad.table import Table
settings, name, at = eval(sys.argv[1]), sys.argv[2], float(sys.argv[3])
table = Table.new(["A", "B"], [["Plains"] * 16 + ["Grizzly Bears"] * 6] * 2, seed=1)
table.play({"A": RandomAgent(1), "B": RandomAgent(2)})
time.sleep(max(0.0, at - time.time()))  # every process starts here at the same moment
with TableStore(**settings) as store:
    tid = store.open(name, table.events[:3])
    for event in table.events[3:200]:  # enough to overlap: the store is made once
        store.append(tid, [event])
"""


@pytest.mark.slow  # many processes at once: CI runs it, the default run doesn't
def test_stores_made_at_the_same_moment_make_the_store_once(
        store: Store, tmp_path: Path) -> None:
    """Twelve processes make a store that does not exist yet at the same moment (each
    waits for one instant of the clock, then opens the store and a table, and appends
    its events one transaction each): none fails, on SQLite (the first makes the file
    and its tables, the others wait for its locks; before, 19 of 24 such writers died
    of "database is locked") nor on PostgreSQL (the tables are created once, under a
    lock; before, 13 of 48 died of "tuple concurrently updated")."""
    at = time.time() + 5.0  # after every process has imported Shahrazad and played
    names = [f"o{RUN}-{i}" for i in range(12)]
    makers = [subprocess.Popen([sys.executable, "-c", _OPEN_AT, repr(store.settings), name,
                                repr(at)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=store.env) for name in names]
    for maker in makers:
        _, err = maker.communicate(timeout=120)
        assert maker.returncode == 0, err.decode()
    with store.open() as opened:
        assert set(names) <= set(opened.names())
        assert all(opened.check(name).ok for name in names)
        assert all(opened.info(name).events == 200 for name in names)


@pytest.mark.slow  # many processes at once: CI runs it, the default run doesn't
def test_eight_plays_into_one_store_all_finish_and_every_table_verifies(
        store: Store, tmp_path: Path) -> None:
    """Eight `play` processes under way at once on one store (half of them syncing
    every action, which holds SQLite's lock longest): each finishes (none dies of a
    locked database), and each table verifies and exports byte for byte as the log its
    writer wrote."""
    names = [f"c{RUN}-{i}" for i in range(WRITERS)]
    options: list[str] = []
    if "PERSISTENCE_MODULE" in store.env:
        # PostgreSQL takes one lock per insert on the whole table: ten-card decks (about
        # 130 rules actions a game) keep the test short
        deck = tmp_path / "short.txt"
        deck.write_text("8 Plains\n2 Grizzly Bears\n")
        options = ["--deck", str(deck)]
    players = [_play(store, tmp_path, name, seed, *options,
                     *(["--durability", "full"] if seed % 2 else []))
               for seed, name in enumerate(names, 1)]
    outputs = [p.communicate(timeout=600) for p in players]
    for name, p, (out, err) in zip(names, players, outputs, strict=True):
        assert p.returncode == 0, (name, out.decode(), err.decode())
    with store.open() as opened:
        listed = {info.name: info for info in opened.list_tables()}
        for name in names:
            assert listed[name].status == "over"
            found = opened.check(name)
            assert found.ok, (name, found.problem)
            assert first_unfoldable(found.events) is None
            out = tmp_path / f"{name}-export.shlog"
            opened.export(name, out)
            assert out.read_bytes() == (tmp_path / f"{name}.shlog").read_bytes()
    result = _cli("verify", "--table", names[0], *store.args, "--json")
    # over and intact; a stored table carries no signature: UNSIGNED (exit 5)
    assert result.exit_code == 5 and json.loads(result.stdout)["verdict"] == "UNSIGNED", (
        result.output)


@pytest.mark.parametrize("attempt", range(3))
def test_writers_killed_at_random_moments_leave_tables_that_verify(
        store: Store, tmp_path: Path, attempt: int) -> None:
    """Three writers, each killed (SIGKILL: no clean-up at all) at a moment drawn at
    random: every table they stored, cut short or not, is on its hash chain and folds,
    a re-run of one makes its events to its last stored action, and the store takes the
    next play."""
    rng = random.Random(f"{RUN}:{attempt}")
    names = [f"k{RUN}-{attempt}-{i}" for i in range(3)]
    players = [_play(store, tmp_path, name, 10 * attempt + i)
               for i, name in enumerate(names)]
    started = time.monotonic()
    # a fresh process takes a second or so to import; most kills land while it plays
    moments = sorted((rng.uniform(1.0, 4.0), i) for i in range(len(players)))
    for moment, i in moments:
        time.sleep(max(0.0, started + moment - time.monotonic()))
        players[i].send_signal(signal.SIGKILL)
    for p in players:
        p.communicate(timeout=60)
    try:
        opened = store.open()
    except StoreError as exc:  # every writer was killed before the store was made
        assert "no store at" in str(exc)
        stored: set[str] = set()
        lengths: dict[str, int] = {}
    else:
        lengths = {info.name: info.events for info in opened.list_tables()}
        stored = set(lengths)
        for name in sorted(stored & set(names)):
            found = opened.check(name)
            assert found.ok, (name, found.problem, moments)
            assert first_unfoldable(found.events) is None
        opened.close()
    for name in sorted(stored & set(names)):
        # intact: RUNNING (exit 3) if it was cut short, UNSIGNED (5) if it finished
        result = _cli("verify", "--table", name, *store.args, "--json")
        assert result.exit_code in (3, 5) and json.loads(result.stdout)["intact"], (
            name, result.output)
    if stored & set(names):  # a stored table ends where a rules action ended
        shortest = min(stored & set(names), key=lambda n: lengths[n])
        result = _cli("verify", "--table", shortest, *store.args, "--rerun", "--json")
        report = json.loads(result.stdout)
        assert result.exit_code in (3, 5) and report["rerun_ok"], (shortest, report, moments)
    deck = tmp_path / "short.txt"
    deck.write_text("8 Plains\n2 Grizzly Bears\n")
    after = _play(store, tmp_path, f"k{RUN}-{attempt}-after", 99, "--deck", str(deck))
    out, err = after.communicate(timeout=600)
    assert after.returncode == 0, (out.decode(), err.decode())
