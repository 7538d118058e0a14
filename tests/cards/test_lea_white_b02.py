"""Alpha's white cards of batch B02 (engine/cards/sets/lea/white.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, names, permanent, play

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_700_2_615_7_healing_salve_gains_life_or_shields_a_target() -> None:
    """700.2, 601.2c, 119.3, 615.7: Healing Salve's mode 1: target player gains 3 life;
    its mode 2: the next 3 damage to any target this turn is prevented (Grizzly Bears
    survive Lightning Bolt)."""
    table = play('''
[A]
hand = ["Healing Salve"]
battlefield = ["Plains"]
''' + decisions("cast Healing Salve mode 1 targeting A") + RESOLVE)
    assert table.game().player["A"].life == 23

    table = play('''
[A]
hand = ["Healing Salve", "Lightning Bolt"]
battlefield = ["Plains", "Mountain", "Grizzly Bears"]
''' + decisions("cast Healing Salve mode 2 targeting Grizzly Bears") + RESOLVE
        + decisions("cast Lightning Bolt targeting Grizzly Bears") + RESOLVE)
    assert "Grizzly Bears" in names(table, "1", "A", "battlefield")
    assert permanent(table.game(), "Grizzly Bears").damage == 0
