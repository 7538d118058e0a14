"""Legends' black cards of batch B02 (engine/cards/sets/leg/black.py), each tested on
its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, permanent, play

from shahrazad.characteristics import power
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_602_5b_vampire_bats_pump_no_more_than_twice_each_turn() -> None:
    """602.5b: Vampire Bats' "{B}: +1/+0 until end of turn. Activate no more than twice
    each turn": two activations make it a 2/1, the third is refused."""
    table = play('''
[A]
battlefield = ["Vampire Bats", "Swamp", "Swamp", "Swamp"]
''' + (decisions("activate Vampire Bats") + RESOLVE) * 2)
    assert power(table.game(), permanent(table.game(), "Vampire Bats")) == 2
    with pytest.raises(IllegalDecision, match="twice each turn"):
        table.push_named("activate Vampire Bats")


def test_120_3_syphon_soul_gains_the_damage_actually_dealt() -> None:
    """120.3: Syphon Soul deals 2 damage to each other player and its caster gains
    life equal to the damage dealt: with three players, A gains 4."""
    table = play('''
[A]
hand = ["Syphon Soul"]
battlefield = ["Swamp", "Swamp", "Swamp"]
''' + decisions("cast Syphon Soul", "pass") + decisions("pass", player="B")
        + decisions("pass", player="C"), players=("A", "B", "C"))
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life, g.player["C"].life) == (24, 18, 18)
