"""docs/scenario/positions.md can't go stale: each of its TOML examples is a scenario file
that is run and whose expectations must hold, and the page names every key a position
takes and every kind of effect and delayed trigger the rules make."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.rules.effect_kinds import DELAYED_KINDS, EFFECT_KINDS
from engine.scenario import assert_scenario
from engine.scenario.position import CARD_KEYS, EFFECT_KEYS, GAME_KEYS, SEAT_KEYS

PAGE = Path(__file__).resolve().parents[1] / "docs" / "scenario" / "positions.md"
TEXT = PAGE.read_text(encoding="utf-8")
EXAMPLES = re.findall(r"```toml\n(.*?)```", TEXT, re.S)


def test_the_page_has_its_worked_examples() -> None:
    assert len(EXAMPLES) >= 8


@pytest.mark.parametrize("i", range(len(EXAMPLES)))
def test_each_example_of_the_positions_page_runs_and_its_ruling_holds(i: int,
                                                                     tmp_path: Path) -> None:
    """Each example is a complete scenario: run under its edition, every ``[[expect]]``
    of it holds (and it has at least one)."""
    path = tmp_path / f"example-{i + 1}.toml"
    path.write_text(EXAMPLES[i], encoding="utf-8")
    report = assert_scenario(path)
    assert report.results, f"example {i + 1} expects nothing"


def test_the_page_names_every_key_and_every_kind() -> None:
    """Every key of a game, a player's table, a card and an effect, and every kind of
    effect record and delayed trigger in the catalogue, is named on the page."""
    named = set(re.findall(r"`([a-z_]+)", TEXT))
    keys = {*GAME_KEYS, *SEAT_KEYS, *CARD_KEYS, *EFFECT_KEYS} - {"card", "token"}
    assert keys - named == set()
    kinds = {k.kind for k in EFFECT_KINDS if not k.stated_elsewhere} | {
        k.kind for k in DELAYED_KINDS}
    assert kinds - named == set()
