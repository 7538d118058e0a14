"""Legends' green cards of batch B11 (engine/cards/sets/leg/green.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from shahrazad.txn import IllegalDecision


def _avoid(spell: str, target: str, hand: str = "") -> str:
    """B casts ``spell`` at ``target`` in B's main phase; A holds Avoid Fate and a
    Forest."""
    return f'''
[A]
hand = ["Avoid Fate"]
battlefield = ["Forest", "Grizzly Bears", "Plains"]
[B]
hand = ["{spell}"{hand}]
battlefield = ["Mountain", "Mountain", "Mountain", "Swamp"]
''' + decisions(f"cast {spell} targeting {target}", "pass", player="B")


@pytest.mark.parametrize("spell", ["Lightning Bolt", "Paralyze"])
def test_115_1b_701_6_avoid_fate_counters_an_instant_or_aura_aimed_at_your_permanent(
        spell: str) -> None:
    """701.6, 115.1b: Avoid Fate's "Counter target instant or Aura spell that targets a
    permanent you control": B's Lightning Bolt (an instant) and Paralyze (an Aura, which
    targets as it is cast) aimed at A's Bears are countered; the Bears stay."""
    table = play(_avoid(spell, "Grizzly Bears") + decisions(
        f"cast Avoid Fate targeting {spell}", "pass") + decisions("pass", player="B")
        + decisions("pass", player="B") + decisions("pass"), active="B")
    assert names(table, "1", "B", "graveyard") == [spell]
    assert "Grizzly Bears" in names(table, "1", "A", "battlefield")


@pytest.mark.parametrize(("spell", "target"), [
    ("Lightning Bolt", "A"), ("Stone Rain", "Plains")])
def test_115_1_avoid_fate_needs_an_instant_or_aura_at_your_permanent(spell: str,
                                                                     target: str) -> None:
    """115.1: a Lightning Bolt at A (a player, not a permanent) and a Stone Rain at A's
    Plains (a sorcery) are no targets for Avoid Fate."""
    table = play(_avoid(spell, target), active="B")
    with pytest.raises(IllegalDecision):
        table.push_named(f"cast Avoid Fate targeting {spell}")
