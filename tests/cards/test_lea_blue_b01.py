"""Batch B01's Alpha blue cards (engine/cards/sets/lea/blue.py): Creature Bond, Lifetap,
Psychic Venom, Power Leak."""

from __future__ import annotations

from support import advance, decisions, names, of, play

from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_603_10a_creature_bond_deals_the_dead_creatures_last_toughness() -> None:
    """603.10a, 608.2h: A's Creature Bond on B's Giant Growth-ed Grizzly Bears (a 5/5 this
    turn); A's two Lightning Bolts kill them: the Bond deals B 5, their toughness as
    they last existed, not their printed 2."""
    table = play('''
[A]
hand = ["Lightning Bolt", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain"]
[B]
hand = ["Giant Growth"]
battlefield = ["Forest", "Grizzly Bears",
               { card = "Creature Bond", attached_to = "Grizzly Bears", controller = "A" }]
''' + decisions("pass") + decisions("cast Giant Growth targeting Grizzly Bears", player="B")
        + RESOLVE + decisions("cast Lightning Bolt targeting Grizzly Bears")
        + decisions("cast Lightning Bolt targeting Grizzly Bears") + RESOLVE + RESOLVE + RESOLVE)
    g = table.game()
    assert names(table, "1", "B", "graveyard") == ["Giant Growth", "Grizzly Bears",
                                                   "Creature Bond"]
    assert g.player["B"].life == 15


def test_603_2_lifetap_gains_a_life_for_each_opponents_forest_tapped() -> None:
    """603.2: "Whenever a Forest an opponent controls becomes tapped, you gain 1 life": B
    taps a Forest for Giant Growth, A gains 1; A's own Forest, tapped for A's Giant
    Growth, gains nothing."""
    table = play('''
[A]
hand = ["Giant Growth"]
battlefield = ["Lifetap", "Forest", "Grizzly Bears"]
[B]
hand = ["Giant Growth"]
battlefield = ["Forest", "Scathe Zombies"]
''' + decisions("cast Giant Growth targeting Grizzly Bears") + RESOLVE + decisions("pass")
        + decisions("cast Giant Growth targeting Scathe Zombies", player="B")
        + RESOLVE + RESOLVE)
    assert table.game().player["A"].life == 21
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == ["Lifetap"]


def test_603_2_psychic_venom_hurts_the_controller_of_its_land_when_tapped() -> None:
    """603.2: Psychic Venom (A's) on B's Island: B taps the Island for Unsummon and takes
    2 damage from the Venom."""
    table = play('''
[A]
battlefield = ["Grizzly Bears"]
[B]
hand = ["Unsummon"]
battlefield = ["Island", { card = "Psychic Venom", attached_to = "Island", controller = "A" }]
''' + decisions("pass") + decisions("cast Unsummon targeting Grizzly Bears", player="B")
        + RESOLVE + RESOLVE)
    g = table.game()
    assert names(table, "1", "A", "hand") == ["Grizzly Bears"]
    assert (g.player["A"].life, g.player["B"].life) == (20, 18)


def _leak(answers: list[str]) -> int:
    """B's life after Power Leak's trigger at B's upkeep, B answering ``answers``."""
    table = play('''
[A]
battlefield = ["Island"]
[B]
battlefield = ["Forest", "Forest", "Forest", "Castle",
               { card = "Power Leak", attached_to = "Castle", controller = "A" }]
''' + decisions("pass", player="B"), active="A", step="end")
    for _ in range(60):
        if table.pending().kind == "accept":
            break
        table.push(Pass())
    for answer in answers:
        assert table.pending().kind == "accept"
        table.push_named(answer)
    advance(table, "B", "draw")
    return table.game().player["B"].life


def test_615_7_power_leak_prevents_as_much_as_its_victim_pays() -> None:
    """608.2d, 615.7: at B's upkeep B may pay any amount of mana, {1} at a time; Power
    Leak deals B 2 damage, X of it prevented: paying nothing B takes 2, paying {1} B takes
    1, paying {1} twice B takes none."""
    assert _leak(["accept no"]) == 18
    assert _leak(["accept yes", "accept no"]) == 19
    assert _leak(["accept yes", "accept yes", "accept no"]) == 20
