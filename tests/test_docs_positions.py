"""docs/scenario/positions.md can't go stale: each of its TOML examples is a scenario file
whose expectations must hold (tests/test_docs.py runs every fenced block of docs/ and
checks each scenario with ``shahrazad check``), it has an example of each part, and it
names every key a position takes and every kind of effect and delayed trigger the rules
make."""

from __future__ import annotations

import re
from pathlib import Path

from shahrazad.rules.effect_kinds import DELAYED_KINDS, EFFECT_KINDS
from shahrazad.scenario.position import CARD_KEYS, EFFECT_KEYS, GAME_KEYS, SEAT_KEYS

PAGE = Path(__file__).resolve().parents[1] / "docs" / "scenario" / "positions.md"
TEXT = PAGE.read_text(encoding="utf-8")


def test_the_page_has_a_worked_example_with_its_ruling_in_each_part() -> None:
    """Each part of the page (a ``##`` heading) but the first and the last has a worked
    example that is a whole scenario, with the ruling it expects."""
    parts = re.split(r"^## ", TEXT, flags=re.M)[2:-1]
    for part in parts:
        examples = re.findall(r"```toml\n(.*?)```", part, re.S)
        assert any("players =" in e and "[[expect]]" in e for e in examples), part[:40]


def test_the_page_names_every_key_and_every_kind() -> None:
    """Every key of a game, a player's table, a card and an effect, and every kind of
    effect record and delayed trigger in the catalogue, is named on the page."""
    named = set(re.findall(r"`([a-z_]+)", TEXT))
    keys = {*GAME_KEYS, *SEAT_KEYS, *CARD_KEYS, *EFFECT_KEYS} - {"card", "token"}
    assert keys - named == set()
    kinds = {k.kind for k in EFFECT_KINDS if not k.stated_elsewhere} | {
        k.kind for k in DELAYED_KINDS}
    assert kinds - named == set()
