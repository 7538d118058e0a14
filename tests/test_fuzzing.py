"""The public testing module (shahrazad.testing), the fuzzer (shahrazad.fuzz) and its command."""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import replace
from pathlib import Path
from random import Random

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, find, given, settings

import shahrazad.decisions.decide as decide_module
from shahrazad.cli import main
from shahrazad.decisions import Cast
from shahrazad.events import encode
from shahrazad.events.storage.logfile import LogError, loads, read_log, verify_log
from shahrazad.fuzz import FuzzError, FuzzProgress, FuzzResult, FuzzSettings, fuzz
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table
from shahrazad.testing import check_table, corrupted_logs, decklists, played_tables, scenario_texts

SLOW = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SLOW
@given(played_tables(max_actions=120))
def test_played_tables_keep_every_invariant(table: Table) -> None:
    assert check_table(table) == []


@SLOW
@given(scenario_texts())
def test_generated_scenarios_load_and_run(text: str) -> None:
    table = run_scenario(load_scenario(text))
    assert table.is_over() and check_table(table) == []  # passive agents finish it


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(corrupted_logs())
def test_every_corrupted_log_is_reported_with_a_position(case: tuple[bytes, str]) -> None:
    data, how = case
    report = verify_log(data)
    assert not report.ok, how
    with pytest.raises(LogError):
        loads(data)


def test_decklists_shrink_to_the_cards_a_failure_needs() -> None:
    """Decks are drawn card by card, so hypothesis shrinks them: the smallest deck is a
    Shahrazad and Plains, and the smallest that holds a Burning Wish is that deck with
    the wish in place of a Plains."""
    # one card in sixty is a Burning Wish: enough examples, and the same ones each run
    quiet = settings(database=None, max_examples=2000)
    decks = decklists(min_size=8, max_size=12)
    assert Counter(find(decks, lambda deck: True, settings=quiet)) == Counter(
        {"Shahrazad": 1, "Plains": 7})
    wanted = find(decks, lambda deck: "Burning Wish" in deck, settings=quiet,
                  random=Random(727))
    assert Counter(wanted) == Counter({"Shahrazad": 1, "Plains": 6, "Burning Wish": 1})


# -- the fuzzer as a library -------------------------------------------------------


def deep_in_an_odd_table(table: Table) -> list[str]:
    """A planted bug: tables with an odd seed go wrong once a game three deep starts.
    (Module level, so that worker processes and a cluster can unpickle it.)"""
    odd = table.events[0].seed % 2 == 1  # type: ignore[attr-defined]
    if odd and any(g.depth >= 3 for g in table.state.games.values()):
        return ["planted: a game three deep in an odd table"]
    return []


#: a run on two worker processes needs two cores (more workers than cores are refused)
TWO_CORES = pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="one core")
#: guided tables of two, cut after 500 decisions (the dive to six deep takes about 400)
PLANTED = FuzzSettings(games=4, seed=20, players=2, max_actions=500, max_failures=None,
                       invariants=(deep_in_an_odd_table,), workers=1)


@pytest.fixture(scope="module")
def in_this_process() -> FuzzResult:
    return fuzz(PLANTED)


def test_fuzz_finds_the_planted_failures_and_keeps_going(in_this_process: FuzzResult) -> None:
    result = in_this_process
    assert result.games == 4 and result.stopped == "done"
    # the odd tables that dive three deep: which they are depends on the decks the pool
    # deals (guided decks draw on the whole pool, which grows), so they are read here
    planted = [o.seed for o in result.outcomes if o.seed % 2 == 1 and o.deepest >= 3]
    assert planted
    assert [f.seed for f in result.failures] == planted
    assert all(f.problems == ("planted: a game three deep in an odd table",)
               for f in result.failures)
    assert [o.seed for o in result.outcomes] == list(range(20, 24))
    assert result.deepest >= 5  # the even tables dive on, unharmed


@TWO_CORES
def test_fuzz_gives_the_same_result_on_two_worker_processes(
        in_this_process: FuzzResult) -> None:
    """Game i plays seed S+i wherever it runs: the same games, failures and totals."""
    pooled = fuzz(replace(PLANTED, workers=2))
    assert pooled.workers == 2
    assert pooled.outcomes == in_this_process.outcomes  # failures' log bytes included
    assert pooled.totals() == in_this_process.totals()


@TWO_CORES
def test_fuzz_stops_at_the_first_failure_in_seed_order_whoever_finishes_first() -> None:
    first = replace(PLANTED, max_failures=1)
    serial, pooled = fuzz(first), fuzz(replace(first, workers=2))
    for result in (serial, pooled):
        assert result.stopped == "failures"
        first = [f.seed for f in result.failures]
        assert len(first) == 1 and first[0] % 2 == 1
        assert [o.seed for o in result.outcomes] == list(range(20, first[0] + 1))
    assert serial.outcomes == pooled.outcomes


def test_fuzz_on_a_dask_cluster_gives_the_same_result(in_this_process: FuzzResult) -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        on_cluster = fuzz(replace(PLANTED, scheduler=cluster.scheduler_address))
    assert on_cluster.workers == 2
    assert on_cluster.outcomes == in_this_process.outcomes


def test_a_scheduler_that_cant_be_reached_is_a_fuzz_error() -> None:
    pytest.importorskip("distributed")
    with pytest.raises(FuzzError, match=r"can.t reach the Dask scheduler at tcp://127\.0\.0\.1:9"):
        fuzz(FuzzSettings(games=1, scheduler="tcp://127.0.0.1:9", connect_timeout=0.5))


def test_guided_tables_nest_subgames_five_deep_and_end() -> None:
    """The guided agents dive (Shahrazad and the wishes that fetch it, no attacks), then
    let the table unwind: every game ends, and every table was at least five deep."""
    result = fuzz(FuzzSettings(games=2, seed=1, players=2, workers=1))
    assert result.ok and all(o.over for o in result.outcomes)
    assert all(o.deepest >= 5 and o.subgames >= 5 for o in result.outcomes)


def test_max_depth_caps_the_guided_dive() -> None:
    result = fuzz(FuzzSettings(games=1, seed=1, players=2, max_depth=2, workers=1))
    assert result.ok and result.deepest == 2 and result.outcomes[0].over


def test_fuzz_reports_progress_and_stops_on_time() -> None:
    seen: list[FuzzProgress] = []
    result = fuzz(FuzzSettings(games=1000, players=2, guided=False, minutes=0.02,
                               workers=1), seen.append)
    assert result.stopped == "time" and 1 <= result.games < 1000 and result.ok
    assert [p.done for p in seen] == list(range(1, result.games + 1))
    assert seen[-1].events == result.events and seen[-1].total == 1000
    eta = seen[-1].eta
    assert eta is not None and eta <= 0.02 * 60


def test_bad_settings_are_refused() -> None:
    with pytest.raises(FuzzError, match="unknown edition"):
        FuzzSettings(editions=("1999",))
    with pytest.raises(FuzzError, match="players"):
        FuzzSettings(players=5)


@pytest.mark.parametrize(("args", "says"), [
    (["--workers", str(10**30)], "workers: at most"),  # was an OverflowError
    (["--workers", str(len(os.sched_getaffinity(0)) + 1)], "workers: at most"),
    (["--minutes", "-1"], "minutes: a number of minutes above 0"),
    (["--minutes", "0"], "minutes: a number of minutes above 0"),
    (["--minutes", "nan"], "minutes: a number of minutes above 0, not nan"),
    (["--minutes", "inf"], "minutes: a number of minutes above 0, not inf"),
    (["--seed", str(2**63 - 1), "--games", "2"], "a seed is at most 9223372036854775807"),
    (["--games", str(10**30)], "a seed is at most")])
def test_fuzz_refuses_settings_it_cant_keep_in_one_line(
        args: list[str], says: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """More workers than cores (10^30 of them ended in an OverflowError), minutes that
    are not a time to run (-1, 0, nan, inf), or seeds past 64 bits were taken; now each
    is one line, exit 2, and nothing is played."""
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["fuzz", *args])
    assert result.exit_code == 2 and result.output.count("\n") == 1, result.output
    assert says in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert not (tmp_path / "logs").exists()


# -- the command -------------------------------------------------------------------


def test_fuzz_short_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The CI profile: a few tables, every invariant after every action; on a pipe,
    nothing but the JSON."""
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["fuzz", "--games", "2", "--seed", "7", "--unguided",
                                       "--players", "2", "--workers", "1", "--edition",
                                       "current", "--edition", "2004", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"] == 2 and data["events"] > 1000 and data["failure"] is None
    assert data["settings"]["editions"] == ["current", "2004"] and data["workers"] == 1


def test_fuzz_prints_what_it_played(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["fuzz", "--games", "1", "--unguided", "--players", "2",
                                       "--workers", "1"])
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())  # however the console wrapped it
    assert said.startswith("1 game, ") and "on 1 worker (" in said
    assert not (tmp_path / "logs").exists()  # nothing failed, nothing written


def test_fuzz_failure_writes_a_log_and_a_scenario_that_reproduce_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A planted bug (conservation reported broken after 300 actions) is caught, and the
    scenario written for it replays the very same events."""
    import shahrazad.projections.invariants as inv

    calls = {"n": 0}
    real = inv.conservation_problems

    def planted(state):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        return ["planted"] if calls["n"] == 300 else real(state)

    monkeypatch.setattr(inv, "conservation_problems", planted)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["fuzz", "--games", "50", "--seed", "1", "--workers", "1",
                                       "--json"])
    assert result.exit_code == 1
    failure = json.loads(result.output)["failure"]
    assert failure["problems"] == ["planted"]
    recorded = read_log(failure["log"]).events
    replayed = run_scenario(load_scenario(Path(failure["scenario"])))
    assert [encode(e) for e in replayed.events] == [encode(e) for e in recorded]


def test_a_crash_is_a_failure_whose_scenario_ends_with_the_crashing_decision(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A planted crash (the engine raises when a Shahrazad is cast) is reported, and the
    scenario written for it crashes the same way when it is run."""
    real = decide_module.perform

    def crashing(txn, player, decision, *rest):  # type: ignore[no-untyped-def]
        if isinstance(decision, Cast) and \
                txn.state.current.objects[decision.card].name == "Shahrazad":
            raise RuntimeError("planted crash")
        return real(txn, player, decision, *rest)

    monkeypatch.setattr(decide_module, "perform", crashing)
    result = fuzz(FuzzSettings(games=3, seed=4, players=2, workers=1))
    assert [f.problems for f in result.failures] == [
        ("the engine raised RuntimeError: planted crash",)]
    failure = result.failures[0]
    log, scenario = failure.write(tmp_path)
    assert read_log(log).events[-1].position == failure.position
    with pytest.raises(RuntimeError, match="planted crash"):
        run_scenario(load_scenario(scenario))


def test_fuzz_with_an_unreachable_scheduler_says_so_in_one_line() -> None:
    pytest.importorskip("distributed")
    result = CliRunner().invoke(main, ["fuzz", "--games", "1", "--scheduler", "nowhere://x"])
    assert result.exit_code == 2
    assert result.output.startswith("shahrazad: can't reach the Dask scheduler at nowhere://x")
    assert len(result.output.strip().splitlines()) == 1 and "Traceback" not in result.output


def test_the_fuzzer_deals_every_card_of_the_pool_and_pinned_seeds_keep_their_decks() -> None:
    """The fuzzer's decks draw on the whole pool, the cards of copies, planeswalkers and
    restarts included, so that random play reaches them; :func:`random_deck`'s default
    leaves those out, so that the seeds tests pinned before them deal the same decks."""
    from shahrazad.fuzz import LATER_CARDS, guided_deck, random_deck, spell_names

    later = LATER_CARDS & set(spell_names())
    assert later and not later & set(spell_names(every_card=False))
    dealt: set[str] = set()
    for seed in range(40):
        dealt |= set(random_deck(Random(seed), every_card=True))
        dealt |= set(guided_deck(Random(seed)))
        assert not LATER_CARDS & set(random_deck(Random(seed)))
    assert len(later & dealt) >= len(later) // 2, sorted(later - dealt)
