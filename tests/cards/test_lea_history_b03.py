"""Batch B03's turn history (the game's record of the turn, 608.2h): Simulacrum
(engine/cards/sets/lea/black.py) reads the damage dealt to you this turn, Berserk
(lea/green.py) whether its creature attacked this turn."""

from __future__ import annotations

import pytest
from support import advance, decisions, names, permanent, play

from shahrazad.characteristics import power
from shahrazad.scenario import ScriptStuck

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_120_3_simulacrum_gains_the_damage_dealt_to_you_this_turn() -> None:
    """120.3, 608.2h: B's two Lightning Bolts dealt A 6 this turn; Simulacrum gains A 6
    life and deals 6 damage to A's Craw Wurm (6/4), which dies."""
    table = play('''
[A]
hand = ["Simulacrum"]
battlefield = ["Swamp", "Swamp", "Craw Wurm"]
[B]
hand = ["Lightning Bolt", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain"]
''' + decisions("pass") + decisions("cast Lightning Bolt targeting A", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("cast Lightning Bolt targeting A", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("cast Simulacrum targeting Craw Wurm") + RESOLVE, active="B")
    assert table.game().player["A"].life == 20
    assert names(table, "1", "A", "graveyard") == ["Simulacrum", "Craw Wurm"]


def test_120_3_simulacrum_with_no_damage_this_turn_does_nothing() -> None:
    """120.3, 608.2h: A lost life before this turn (a position at 14 life), but no damage
    was dealt to A this turn: 0, so A's Grizzly Bears are unharmed and A gains nothing."""
    table = play('''
[A]
hand = ["Simulacrum"]
battlefield = ["Swamp", "Swamp", "Grizzly Bears"]
life = 14
''' + decisions("cast Simulacrum targeting Grizzly Bears") + RESOLVE)
    assert table.game().player["A"].life == 14
    assert names(table, "1", "A", "graveyard") == ["Simulacrum"]


def test_611_2c_berserk_doubles_power_gives_trample_and_destroys_an_attacker() -> None:
    """611.2c, 702.19b, 603.7: Berserk on attacking Craw Wurm (6/4): +6/+0 (its power as
    Berserk resolves) and trample; blocked by Grizzly Bears, 10 tramples over; at the
    next end step the Wurm, which attacked this turn, is destroyed."""
    table = play('''
[A]
hand = ["Berserk"]
battlefield = ["Forest", "Craw Wurm"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("attack Craw Wurm", "cast Berserk targeting Craw Wurm") + RESOLVE
        + decisions("pass") + decisions("block Grizzly Bears -> Craw Wurm", "pass",
                                         player="B"),
        step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 10
    advance(table, "B", "upkeep")
    assert "Craw Wurm" in names(table, "1", "A", "graveyard")


def test_603_7_berserk_spares_a_creature_that_didnt_attack() -> None:
    """603.7: Berserk on a creature that doesn't attack: at the next end step the delayed
    ability finds it didn't attack this turn, and it stays."""
    table = play('''
[A]
hand = ["Berserk"]
battlefield = ["Forest", "Grizzly Bears"]
''' + decisions("cast Berserk targeting Grizzly Bears") + RESOLVE)
    g = table.game()
    assert power(g, permanent(g, "Grizzly Bears")) == 4
    advance(table, "B", "upkeep")
    assert names(table, "1", "A", "battlefield") == ["Forest", "Grizzly Bears"]


def test_601_3_berserk_only_before_the_combat_damage_step() -> None:
    """601.3: in the second main phase, after the combat damage step, Berserk can't be
    cast."""
    with pytest.raises(ScriptStuck, match=r"only before the combat damage step"):
        play('''
[A]
hand = ["Berserk"]
battlefield = ["Forest", "Grizzly Bears"]
''' + decisions("cast Berserk targeting Grizzly Bears"), step="main2")


def test_500_simulacrum_forgets_the_damage_of_an_earlier_turn() -> None:
    """608.2h: the record is of this turn: B's Lightning Bolt dealt A 3 in B's turn; in
    A's next turn Simulacrum finds no damage dealt to A this turn."""
    table = play('''
[A]
hand = ["Simulacrum"]
battlefield = ["Swamp", "Swamp", "Grizzly Bears"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
''' + decisions("cast Lightning Bolt targeting A", "pass", player="B") + decisions("pass"),
        active="B", until="script_end")
    assert table.game().player["A"].damage_this_turn == 3
    advance(table, "A", "main1")
    assert table.game().player["A"].damage_this_turn == 0
