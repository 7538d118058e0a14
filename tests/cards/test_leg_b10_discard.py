"""Batch B10's trigger on being discarded by an opponent's effect (701.9, 603.2): Psychic
Purge (engine/cards/sets/leg/blue.py)."""

from __future__ import annotations

from support import RESOLVE, decisions, names, of, play

from shahrazad.events import vocabulary as v


def test_603_2_psychic_purge_discarded_by_an_opponents_spell_costs_them_5_life() -> None:
    """701.9, 603.2: A's Mind Twist makes B discard Psychic Purge: it triggers from B's
    graveyard, and A, who controls the spell that caused the discard, loses 5 life."""
    table = play('''
[A]
hand = ["Mind Twist"]
battlefield = ["Swamp", "Swamp"]
[B]
hand = ["Psychic Purge"]
''' + decisions("cast Mind Twist X=1 targeting B") + RESOLVE + RESOLVE, until="script_end")
    assert names(table, "1", "B", "graveyard") == ["Psychic Purge"]
    assert table.game().player["A"].life == 15
    assert table.game().player["B"].life == 20


def test_701_9_psychic_purge_discarded_by_your_own_spell_triggers_nothing() -> None:
    """701.9: B's own Mind Twist discards the Purge: no opponent's effect, no trigger."""
    table = play('''
[A]
hand = ["Mind Twist", "Psychic Purge"]
battlefield = ["Swamp", "Swamp", "Swamp"]
''' + decisions("cast Mind Twist X=1 targeting A") + RESOLVE, until="script_end")
    assert "Mind Twist" in names(table, "1", "A", "graveyard")
    assert names(table, "1", "A", "hand") == []
    assert not of(table, v.AbilityTriggered)
    assert table.game().player["A"].life == 20


def test_120_3_psychic_purge_deals_1_damage_to_any_target() -> None:
    """120.3: Psychic Purge deals 1 damage to any target."""
    table = play('''
[A]
hand = ["Psychic Purge"]
battlefield = ["Island"]
''' + decisions("cast Psychic Purge targeting B") + RESOLVE, until="script_end")
    assert table.game().player["B"].life == 19
