"""docs/cards/combat-and-damage.md: every scenario on the page runs, and each of its
expectations holds (615.7, 616.1, 614.9, 701.19a, 702.22h, 702.22k, 603.7)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.scenario.check import play
from engine.scenario.parse import load_scenario

PAGE = Path(__file__).resolve().parent.parent / "docs" / "cards" / "combat-and-damage.md"
EXAMPLES = re.findall(r"```toml\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)


def test_the_page_has_an_example_for_each_part() -> None:
    assert len(EXAMPLES) >= 6


@pytest.mark.parametrize("number", range(len(EXAMPLES)))
def test_each_example_of_the_page_holds(number: int) -> None:
    """The example runs to its end and each ``[[expect]]`` holds."""
    run = play(load_scenario(EXAMPLES[number]))
    assert run.error is None, run.error
    assert run.results, "an example says what it expects"
    broken = [r.line() for r in run.results if not r.held]
    assert not broken, broken
