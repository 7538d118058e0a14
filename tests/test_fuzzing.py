"""The public testing module (engine.testing) and the fuzz command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings

from engine.cli import main
from engine.scenario import load_scenario, run_scenario
from engine.table import Table
from engine.testing import check_table, corrupted_logs, played_tables, scenario_texts
from events import encode
from events.logfile import LogError, loads, verify_log

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


def test_fuzz_short_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The CI profile: a few tables, every invariant after every action."""
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["fuzz", "--games", "4", "--seed", "7", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"] == 4 and data["events"] > 1000 and data["failure"] is None


def test_fuzz_failure_writes_a_log_and_a_scenario_that_reproduce_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A planted bug (conservation reported broken after 300 actions) is caught, and the
    scenario written for it replays the very same events."""
    import projections.invariants as inv

    calls = {"n": 0}
    real = inv.conservation_problems

    def planted(state):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        return ["planted"] if calls["n"] == 300 else real(state)

    monkeypatch.setattr(inv, "conservation_problems", planted)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["fuzz", "--games", "50", "--seed", "1", "--json"])
    assert result.exit_code == 1
    failure = json.loads(result.output)["failure"]
    assert failure["problems"] == ["planted"]
    from events.logfile import read_log

    recorded = read_log(failure["log"]).events
    replayed = run_scenario(load_scenario(Path(failure["scenario"])))
    assert [encode(e) for e in replayed.events] == [encode(e) for e in recorded]
