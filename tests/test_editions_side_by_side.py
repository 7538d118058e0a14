"""One scenario under another edition's rules, or under every edition side by side."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.cli import main
from shahrazad.events.storage.logfile import read_log
from shahrazad.scenario import for_edition, load_scenario, run_scenario
from shahrazad.scenario.check import play
from shahrazad.scenario.compare import compare, rules_cited

ROOT = Path(__file__).resolve().parent.parent
SG03 = ROOT / "engine" / "scenarios" / "sg03-short-library.toml"
SG12 = ROOT / "engine" / "scenarios" / "sg12-living-wish.toml"


def test_727_5_the_edition_given_replaces_the_files_and_is_cited_in_its_numbering() -> None:
    """727.5 is 506.6 in 2004: the same file run under 2004 records that edition and
    cites the subgame rules by 2004's numbers."""
    scenario, notes = for_edition(load_scenario(SG03), "2004")
    assert notes == []
    table = run_scenario(scenario)
    assert table.events[0].edition == "2004"  # type: ignore[attr-defined]
    returned = [e.rule for e in table.events if e.KIND == "cards_returned"]
    assert returned == ["506.6", "506.6"]


def test_an_option_that_changes_nothing_under_the_edition_is_left_out_with_a_note() -> None:
    """A20 is a 2004 reading: under the current rules it changes nothing, so running the
    2004 file under them leaves it out and says so."""
    text = ('edition = "2004"\nplayers = ["A", "B"]\n'
            'options = { a20_return_library = "returner" }\n')
    scenario, notes = for_edition(load_scenario(text), "current")
    assert scenario.options == {} and scenario.edition == "current"
    assert len(notes) == 1 and notes[0].startswith("option a20_return_library = 'returner' "
                                                   "left out under current")


def test_727_5_2004_keeps_the_exiled_living_wish_out_of_the_main_game() -> None:
    """727.5 against 2004's 506.6 (SG-12): a card exiled in the subgame goes home to its
    owner's library under 2008 and later; under 2004 it stays removed from the game. The
    comparison shows exactly that, and the extra step that moves it."""
    scenario = load_scenario(SG12)
    runs = {ed: play(scenario, ed) for ed in ("current", "2014", "2008", "2004")}
    comparison = compare({ed: r.table.state for ed, r in runs.items()},
                         {ed: r.table.events for ed, r in runs.items()})
    differences = {d.what: dict(d.values) for d in comparison.differences}
    assert differences["game 1: exile"] == {"current": "-", "2014": "-", "2008": "-",
                                            "2004": "A:Living Wish"}
    library = differences["game 1: A library"]
    assert library["current"] == library["2008"] == "31 cards (+Living Wish)"
    assert library["2004"] == "30 cards"
    assert differences["rule cited, game 1.1: cards_returned #3"]["2004"] == "506.6 (= 727.5)"
    assert len(differences) == 3


def test_renumbered_citations_are_not_differences() -> None:
    """506.6 (2004) is 727.5 (current): the same step citing each edition's number for
    one rule compares equal; SG-03 comes out the same under every edition."""
    scenario = load_scenario(SG03)
    runs = {ed: play(scenario, ed) for ed in ("current", "2004")}
    cited = rules_cited(runs["2004"].table.events)
    assert cited["game 1.1: player_lost #1"] == "506.3"
    comparison = compare({ed: r.table.state for ed, r in runs.items()},
                         {ed: r.table.events for ed, r in runs.items()})
    assert comparison.differences == () and comparison.compared > 100


def test_run_edition_all_writes_one_log_per_edition_and_the_comparison(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["run", str(SG12), "--edition", "all", "--db",
                                       "x.sqlite", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert list(data["editions"]) == ["current", "2014", "2008", "2004"]
    for edition, summary in data["editions"].items():
        assert summary["log"] == f"logs/sg12-living-wish.{edition}.shlog"
        assert read_log(tmp_path / summary["log"]).header.edition == edition
        assert all(e["held"] for e in summary["expectations"])
    whats = [d["what"] for d in data["comparison"]["differences"]]
    assert "game 1: exile" in whats


def test_run_with_one_edition_overrides_the_file(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["run", str(SG03), "--edition", "2014", "--db",
                                       "x.sqlite", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert read_log(tmp_path / data["log"]).header.edition == "2014"
    assert all(e["held"] for e in data["expectations"])
    result = CliRunner().invoke(main, ["run", str(SG03), "--edition", "1999"])
    assert result.exit_code == 2
