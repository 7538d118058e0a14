"""Batch B01's Alpha green cards (engine/cards/sets/lea/green.py): Fungusaur, Living
Artifact."""

from __future__ import annotations

from support import advance, decisions, names, permanent, play

from shahrazad.characteristics import power, toughness

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_603_2_fungusaur_grows_each_time_it_is_dealt_damage() -> None:
    """603.2, 122.1: Rod of Ruin deals Fungusaur 1 damage: it gets a +1/+1 counter (a 3/3
    with 1 damage marked), and survives a second shot the same way (a 4/4)."""
    table = play('''
[A]
battlefield = ["Rod of Ruin", "Fungusaur", "Mountain", "Mountain", "Mountain", "Mountain",
               "Mountain", "Mountain"]
''' + decisions("activate Rod of Ruin targeting Fungusaur") + RESOLVE + RESOLVE)
    g = table.game()
    fungusaur = permanent(g, "Fungusaur")
    assert fungusaur.counters == {"+1/+1": 1}
    assert (power(g, fungusaur), toughness(g, fungusaur), fungusaur.damage) == (3, 3, 1)


def test_603_2_fungusaur_dealt_damage_by_two_blockers_at_once_grows_once() -> None:
    """120.3, 510.2, 603.2: Fungusaur, given a +1/+1 counter so it is a 3/3, attacks and is
    blocked by two Merfolk of the Pearl Trident; their combat damage is dealt at once, one
    event of damage to it: the ability triggers once (one more counter, not two)."""
    table = play('''
[A]
battlefield = [{ card = "Fungusaur", counters = { "+1/+1" = 1 } }]
[B]
battlefield = ["Merfolk of the Pearl Trident", "Merfolk of the Pearl Trident"]
''' + decisions("attack Fungusaur")
        + decisions("block Merfolk of the Pearl Trident -> Fungusaur, "
                    "Merfolk of the Pearl Trident -> Fungusaur", player="B"),
        step="beginning_of_combat", until="combat_ended")
    fungusaur = permanent(table.game(), "Fungusaur")
    assert (fungusaur.damage, fungusaur.counters) == (2, {"+1/+1": 2})


def test_122_1_living_artifact_stores_damage_as_vitality_and_pays_it_back() -> None:
    """603.2, 122.1, 608.2d: A, with Living Artifact on A's Rod of Ruin, is dealt 3 by
    B's Lightning Bolt: three vitality counters on the Aura. At A's upkeep A removes one
    and gains 1 life."""
    table = play('''
[A]
battlefield = ["Rod of Ruin", { card = "Living Artifact", attached_to = "Rod of Ruin" }]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
''' + decisions("pass") + decisions("cast Lightning Bolt targeting A", player="B")
        + RESOLVE + RESOLVE, active="B", step="main1", turn=2)
    g = table.game()
    assert permanent(g, "Living Artifact").counters == {"vitality": 3}
    assert g.player["A"].life == 17
    advance(table, "A", "draw", {"allow": "allow yes"})
    g = table.game()
    assert permanent(g, "Living Artifact").counters == {"vitality": 2}
    assert g.player["A"].life == 18


def test_701_3a_kudzu_destroys_its_tapped_land_and_its_controller_moves_it() -> None:
    """603.2, 701.3a, 608.2h: A's Kudzu on B's Forest; B taps the Forest for Giant Growth:
    the Forest is destroyed, and B (that land's controller, as it last existed) chooses a
    land for Kudzu, not a target: A's Mountain. Kudzu stays on the battlefield there."""
    table = play('''
[A]
battlefield = ["Mountain", "Grizzly Bears"]
[B]
hand = ["Giant Growth"]
battlefield = ["Island", "Forest", { card = "Kudzu", attached_to = "Forest", controller = "A" }]
''' + decisions("pass") + decisions("cast Giant Growth targeting Grizzly Bears", player="B")
        + decisions("pass", player="B") + decisions("pass"))
    assert (table.pending().kind, table.pending().player) == ("choose", "B")
    table.push_named("choose Mountain", "B")
    g = table.game()
    assert names(table, "1", "B", "graveyard") == ["Forest"]
    assert permanent(g, "Kudzu").attached_to == permanent(g, "Mountain").oid
