"""Legends' artifacts of batch B02 (engine/cards/sets/leg/artifacts.py), each tested on
its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_601_2f_mana_matrix_instants_and_enchantments_cost_two_less() -> None:
    """601.2f: Mana Matrix: "Instant and enchantment spells you cast cost up to {2} less":
    Gloom ({2}{B}) for one Swamp; a creature, Hill Giant, isn't cheaper."""
    table = play('''
[A]
hand = ["Gloom", "Hill Giant"]
battlefield = ["Mana Matrix", "Swamp", "Mountain", "Mountain"]
''' + decisions("cast Gloom paying Swamp") + RESOLVE)
    assert "Gloom" in names(table, "1", "A", "battlefield")
    with pytest.raises(IllegalDecision, match=r"601\.2h"):
        table.push_named("cast Hill Giant")


def test_601_2f_planar_gate_creatures_cost_two_less_and_two_gates_four() -> None:
    """601.2f: Planar Gate: "Creature spells you cast cost up to {2} less": with two Gates,
    Craw Wurm ({4}{G}{G}) for two Forests; the reductions add up but take only generic
    mana."""
    table = play('''
[A]
hand = ["Craw Wurm"]
battlefield = ["Planar Gate", "Planar Gate", "Forest", "Forest"]
''' + decisions("cast Craw Wurm") + RESOLVE)
    assert "Craw Wurm" in names(table, "1", "A", "battlefield")
