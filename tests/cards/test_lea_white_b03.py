"""Batch B03's white Auras (engine/cards/sets/lea/white.py): the five Wards, whose
protection doesn't remove themselves (702.16c, 704.5m)."""

from __future__ import annotations

import pytest
from support import decisions, names, permanent, play

from shahrazad.characteristics import keywords
from shahrazad.scenario import ScriptStuck

RESOLVE = decisions("pass") + decisions("pass", player="B")
WARDS = [("Black Ward", "black"), ("Blue Ward", "blue"), ("Green Ward", "green"),
         ("Red Ward", "red"), ("White Ward", "white")]


@pytest.mark.parametrize(("ward", "color"), WARDS)
def test_702_16_a_ward_gives_protection_and_stays(ward: str, color: str) -> None:
    """702.16, 704.5m: the Ward gives Grizzly Bears protection from its color, and stays
    attached, even the White Ward, a white Aura (its own effect doesn't remove it)."""
    table = play(f'''
[A]
hand = ["{ward}"]
battlefield = ["Plains", "Grizzly Bears"]
''' + decisions(f"cast {ward} targeting Grizzly Bears") + RESOLVE + RESOLVE)
    g = table.game()
    assert f"protection_from_{color}" in keywords(g, permanent(g, "Grizzly Bears"))
    assert names(table, "1", "A", "battlefield") == ["Plains", "Grizzly Bears", ward]


def test_702_16b_black_ward_keeps_black_spells_from_targeting() -> None:
    """702.16b: with Black Ward, Grizzly Bears can't be the target of Terror, a black
    spell."""
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        play('''
[A]
battlefield = ["Grizzly Bears", { card = "Black Ward", attached_to = "Grizzly Bears" }]
[B]
hand = ["Terror"]
battlefield = ["Swamp", "Swamp"]
''' + decisions("pass") + decisions("cast Terror targeting Grizzly Bears", player="B"))


def test_704_5m_protection_from_elsewhere_still_removes_a_ward() -> None:
    """702.16c, 704.5m: Black Knight has protection from white of its own: the White
    Ward, a white Aura, is put into its owner's graveyard; its exception is only for the
    protection it gives itself."""
    table = play('''
[A]
battlefield = ["Black Knight", { card = "White Ward", attached_to = "Black Knight" }]
''' + RESOLVE, until="script_end")
    assert names(table, "1", "A", "graveyard") == ["White Ward"]


def test_704_5m_two_white_wards_remove_each_other() -> None:
    """702.16c, 704.5m: two White Wards on one creature: each one's protection from white
    removes the other (each spares only itself), so both go."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", { card = "White Ward", attached_to = "Grizzly Bears" },
               { card = "White Ward", attached_to = "Grizzly Bears" }]
''' + RESOLVE, until="script_end")
    assert names(table, "1", "A", "graveyard") == ["White Ward", "White Ward"]


def test_704_5m_a_ward_beside_another_white_aura_removes_that_aura() -> None:
    """702.16c, 704.5m: White Ward's protection from white removes another white Aura on
    the creature (Holy Strength) and not itself."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", { card = "Holy Strength", attached_to = "Grizzly Bears" },
               { card = "White Ward", attached_to = "Grizzly Bears" }]
''' + RESOLVE, until="script_end")
    assert names(table, "1", "A", "graveyard") == ["Holy Strength"]
    assert "White Ward" in names(table, "1", "A", "battlefield")


def test_702_12b_consecrate_land_makes_its_land_indestructible() -> None:
    """702.12b: Stone Rain resolves, but the consecrated Forest isn't destroyed."""
    table = play('''
[A]
hand = ["Stone Rain"]
battlefield = ["Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Forest", { card = "Consecrate Land", attached_to = "Forest" }]
''' + decisions("cast Stone Rain targeting Forest") + RESOLVE)
    assert names(table, "1", "B", "battlefield") == ["Forest", "Consecrate Land"]
    assert names(table, "1", "A", "graveyard")[-1] == "Stone Rain"


def test_704_5m_consecrate_land_cant_be_joined_by_other_auras() -> None:
    """704.5m: "can't be enchanted by other Auras": Wild Growth on the consecrated Forest
    is put into its owner's graveyard; Consecrate Land stays."""
    table = play('''
[B]
battlefield = ["Forest", { card = "Wild Growth", attached_to = "Forest" },
               { card = "Consecrate Land", attached_to = "Forest" }]
''' + RESOLVE, until="script_end")
    assert names(table, "1", "B", "graveyard") == ["Wild Growth"]
    assert names(table, "1", "B", "battlefield") == ["Forest", "Consecrate Land"]


def test_702_12b_indestructible_survives_lethal_damage() -> None:
    """702.12b: lethal damage doesn't destroy an indestructible permanent: a Forest that
    Living Lands made a 1/1 creature, consecrated, survives a Lightning Bolt (the state
    check doesn't loop on it)."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Living Lands", "Forest", { card = "Consecrate Land", attached_to = "Forest" }]
''' + decisions("cast Lightning Bolt targeting Forest") + RESOLVE)
    g = table.game()
    assert permanent(g, "Forest").damage == 3
    assert "Forest" in names(table, "1", "B", "battlefield")


def test_702_3b_animate_wall_lets_a_wall_attack() -> None:
    """702.3b: a Wall (defender) can't attack; Wall of Swords (3/5, flying, defender)
    with Animate Wall attacks and deals 3."""
    from shahrazad.rules import combat

    table = play('''
[A]
battlefield = ["Wall of Stone"]
''', step="beginning_of_combat", until="script_end")
    assert combat.possible_attackers(table.game()) == []
    table = play('''
[A]
battlefield = ["Wall of Swords", { card = "Animate Wall", attached_to = "Wall of Swords" }]
''' + decisions("attack Wall of Swords"), step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 17


def test_303_4a_animate_wall_enchants_only_a_wall() -> None:
    """303.4a, 115.1: "Enchant Wall": Grizzly Bears is no legal target."""
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        play('''
[A]
hand = ["Animate Wall"]
battlefield = ["Plains", "Grizzly Bears"]
''' + decisions("cast Animate Wall targeting Grizzly Bears"))
