"""Batch B03's filters relative to the spell or ability that asks (115, 107.3, 202.3e):
Spell Blast (engine/cards/sets/lea/blue.py), Detonate (atq/red.py), Stone Giant
(lea/red.py)."""

from __future__ import annotations

import pytest
from support import advance, decisions, names, permanent, play

from shahrazad.characteristics import keywords
from shahrazad.scenario import ScriptStuck

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_202_3_spell_blast_counters_a_spell_with_mana_value_x() -> None:
    """107.3, 202.3: Spell Blast with X = 1 counters Lightning Bolt (mana value 1)."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
hand = ["Spell Blast"]
battlefield = ["Island", "Island"]
''' + decisions("cast Lightning Bolt targeting B")
        + decisions("cast Spell Blast X=1 targeting Lightning Bolt", player="B")
        + decisions("pass", player="B") + decisions("pass") + RESOLVE)
    assert table.game().player["B"].life == 20
    assert names(table, "1", "A", "graveyard") == ["Lightning Bolt"]


def test_202_3_spell_blast_with_the_wrong_x_is_no_legal_target() -> None:
    """115.1, 202.3: with X = 2, Lightning Bolt (mana value 1) is not a legal target."""
    with pytest.raises(ScriptStuck, match=r"Lightning Bolt is not a legal target"):
        play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
hand = ["Spell Blast"]
battlefield = ["Island", "Island", "Island"]
''' + decisions("cast Lightning Bolt targeting B")
             + decisions("cast Spell Blast X=2 targeting Lightning Bolt", player="B"))


def test_202_3e_spell_blast_counts_the_x_of_a_spell_on_the_stack() -> None:
    """202.3e: on the stack, Fireball's X is its chosen value: Fireball with X = 2
    ({2}{R}) has mana value 3, and Spell Blast with X = 3 counters it."""
    table = play('''
[A]
hand = ["Fireball"]
battlefield = ["Mountain", "Mountain", "Mountain"]
[B]
hand = ["Spell Blast"]
battlefield = ["Island", "Island", "Island", "Island"]
''' + decisions("cast Fireball X=2 targeting B")
        + decisions("cast Spell Blast X=3 targeting Fireball", player="B")
        + decisions("pass", player="B") + decisions("pass") + RESOLVE)
    assert table.game().player["B"].life == 20
    assert names(table, "1", "A", "graveyard") == ["Fireball"]


def test_701_19c_detonate_destroys_an_artifact_of_mana_value_x_and_hurts_its_controller(
) -> None:
    """701.8, 701.19c, 120.3: Detonate with X = 4 destroys B's Jayemdae Tome (mana value
    4; it can't be regenerated) and deals 4 damage to B, its controller; Ornithopter
    (mana value 0) stays."""
    table = play('''
[A]
hand = ["Detonate"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Jayemdae Tome", "Ornithopter"]
''' + decisions("cast Detonate X=4 targeting Jayemdae Tome") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Jayemdae Tome"]
    assert table.game().player["B"].life == 16


def test_115_1_detonate_refuses_an_artifact_of_another_mana_value() -> None:
    """115.1: with X = 3, Jayemdae Tome (mana value 4) is not a legal target."""
    with pytest.raises(ScriptStuck, match=r"Jayemdae Tome is not a legal target"):
        play('''
[A]
hand = ["Detonate"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Jayemdae Tome"]
''' + decisions("cast Detonate X=3 targeting Jayemdae Tome"))


def test_603_7_stone_giant_gives_flying_then_destroys_the_creature_at_the_end_step() -> None:
    """115.1, 603.7: Stone Giant (power 3) targets Grizzly Bears (toughness 2 < 3), which
    gains flying; at the beginning of the next end step the delayed ability destroys it."""
    table = play('''
[A]
battlefield = ["Stone Giant", "Grizzly Bears"]
''' + decisions("activate Stone Giant targeting Grizzly Bears") + RESOLVE,
        until="script_end")
    g = table.game()
    assert "flying" in keywords(g, permanent(g, "Grizzly Bears"))
    advance(table, "B", "upkeep")
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]


@pytest.mark.parametrize("target", ["Hill Giant", "Stone Giant"])
def test_115_1_stone_giant_needs_toughness_less_than_its_power(target: str) -> None:
    """115.1: Hill Giant (toughness 3, not less than 3) and Stone Giant itself (toughness
    4) are no legal targets."""
    with pytest.raises(ScriptStuck, match=rf"{target} is not a legal target"):
        play('''
[A]
battlefield = ["Stone Giant", "Hill Giant"]
''' + decisions(f"activate Stone Giant targeting {target}"))


def test_115_1_stone_giant_targets_only_a_creature_you_control() -> None:
    """115.1: "creature you control": B's Grizzly Bears is no legal target."""
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        play('''
[A]
battlefield = ["Stone Giant"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Stone Giant targeting Grizzly Bears"))
