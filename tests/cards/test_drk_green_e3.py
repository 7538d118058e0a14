"""The Dark's green and multicolored cards of batch E3 (engine/cards/sets/drk/green.py,
multicolor.py), each played on its text; the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import DOOM, decisions, names, obj, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords, power, toughness
from shahrazad.rules import combat
from shahrazad.txn import IllegalDecision

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_702_3b_carnivorous_plant_has_defender() -> None:
    """702.3b: Carnivorous Plant, a 4/5 Plant Wall with defender, can't attack."""
    g = play('[A]\nbattlefield = ["Carnivorous Plant"]\n').game()
    plant = obj(g, "Carnivorous Plant")
    assert not combat.can_attack(g, plant)
    assert (power(g, plant), toughness(g, plant)) == (4, 5)


def test_702_14c_hidden_path_gives_green_creatures_forestwalk() -> None:
    """604.1, 613.1f, 702.14c: "Green creatures have forestwalk": A's Grizzly Bears can't
    be blocked while B controls a Forest; A's Savannah Lions have no forestwalk."""
    table = play('''
[A]
battlefield = ["Hidden Path", "Grizzly Bears", "Savannah Lions"]
[B]
battlefield = ["Forest", "Craw Wurm"]
''' + decisions("attack Grizzly Bears, Savannah Lions"), step="beginning_of_combat",
        until="attackers_declared")
    g = table.game()
    assert "forestwalk" not in keywords(g, obj(g, "Savannah Lions"))
    assert {g.objects[a].name for _, a in combat.possible_blocks(g, "B")} == {"Savannah Lions"}


def test_702_7b_land_leeches_strike_first() -> None:
    """702.7b: Land Leeches (2/2, first strike) kill a blocking Savannah Lions (2/1) before
    the Lions deal damage."""
    table = play('''
[A]
battlefield = ["Land Leeches"]
[B]
battlefield = ["Savannah Lions"]
''' + decisions("attack Land Leeches")
        + decisions("block Savannah Lions -> Land Leeches", player="B"),
        step="beginning_of_combat", until="combat_ended")
    assert names(table, "1", "B", "graveyard") == ["Savannah Lions"]
    assert obj(table.game(), "Land Leeches").damage == 0


def test_701_19a_niall_silvain_regenerates_target_creature() -> None:
    """701.19a: "{G}{G}{G}{G}, {T}: Regenerate target creature": B shields its Grizzly
    Bears against Doom; they survive, tapped."""
    table = play('''
[A]
hand = ["Doom"]
battlefield = ["Swamp"]
[B]
battlefield = ["Niall Silvain", "Grizzly Bears", "Forest", "Forest", "Forest", "Forest"]
''' + decisions("cast Doom targeting Grizzly Bears")
        + decisions("activate Niall Silvain targeting Grizzly Bears", "pass", player="B")
        + decisions("pass") + decisions("pass", player="B"), head=DOOM)
    bears = obj(table.game(), "Grizzly Bears")
    assert bears.zone == "battlefield" and bears.tapped


def test_604_3_people_of_the_woods_toughness_counts_your_forests() -> None:
    """604.3, 613.4a: its toughness is the number of Forests its controller controls (a
    characteristic-defining ability); its power stays 1; B's Forests don't count."""
    g = play('''
[A]
battlefield = ["People of the Woods", "Forest", "Forest", "Forest"]
[B]
battlefield = ["Forest"]
''').game()
    people = obj(g, "People of the Woods")
    assert (power(g, people), toughness(g, people)) == (1, 3)


def test_704_5f_people_of_the_woods_without_forests_dies() -> None:
    """704.5f: with no Forest its toughness is 0 and it is put into the graveyard."""
    table = play('''
[A]
battlefield = ["People of the Woods", "Plains"]
''' + decisions("pass") + decisions("pass", player="B"))
    assert names(table, "1", "A", "graveyard") == ["People of the Woods"]


def test_611_2_scarwood_hag_grants_and_takes_away_forestwalk() -> None:
    """611.2, 613.1f: "{G}{G}{G}{G}, {T}: Target creature gains forestwalk until end of
    turn"; "{T}: Target creature loses forestwalk until end of turn" (Shanodin Dryads)."""
    table = play('''
[A]
battlefield = ["Scarwood Hag", "Grizzly Bears", "Forest", "Forest", "Forest", "Forest"]
[B]
battlefield = ["Scarwood Hag", "Shanodin Dryads"]
''' + decisions("activate Scarwood Hag targeting Grizzly Bears") + RESOLVE
        + decisions("pass") + decisions("activate Scarwood Hag ability 2 targeting "
                                        "Shanodin Dryads", player="B")
        + decisions("pass", player="B") + decisions("pass"))
    g = table.game()
    assert "forestwalk" in keywords(g, obj(g, "Grizzly Bears"))
    assert "forestwalk" not in keywords(g, obj(g, "Shanodin Dryads"))


def test_701_8_scavenger_folk_sacrifices_itself_to_destroy_an_artifact() -> None:
    """602.2, 701.8: "{G}, {T}, Sacrifice Scavenger Folk: Destroy target artifact"."""
    table = play('''
[A]
battlefield = ["Scavenger Folk", "Forest"]
[B]
battlefield = ["Obsianus Golem", "Grizzly Bears"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("activate Scavenger Folk targeting Grizzly Bears")
    table.push_named("activate Scavenger Folk targeting Obsianus Golem")
    for p in ("A", "B"):
        table.push_named("pass", p)
    assert names(table, "1", "A", "graveyard") == ["Scavenger Folk"]
    assert names(table, "1", "B", "graveyard") == ["Obsianus Golem"]


@pytest.mark.parametrize(("ability", "land", "walk"), [(1, "Forest", "forestwalk"),
                                                       (2, "Swamp", "swampwalk")])
def test_702_14c_wormwood_treefolk_gains_a_landwalk_and_hurts_you(ability: int, land: str,
                                                                 walk: str) -> None:
    """611.2, 702.14c, 120.3: each ability gives Wormwood Treefolk its landwalk until end of
    turn and deals 2 damage to its controller."""
    mana = "Forest" if walk == "forestwalk" else "Swamp"
    table = play(f'''
[A]
battlefield = ["Wormwood Treefolk", "{mana}", "{mana}"]
[B]
battlefield = ["{land}"]
''' + decisions(f"activate Wormwood Treefolk ability {ability}") + RESOLVE)
    g = table.game()
    assert walk in keywords(g, obj(g, "Wormwood Treefolk"))
    assert g.player["A"].life == 18


@pytest.mark.parametrize(("name", "pt", "colors"), [("Marsh Goblins", (1, 1), {"B", "R"}),
                                                    ("Scarwood Goblins", (2, 2), {"R", "G"})])
def test_105_2b_the_dark_multicolored_goblins(name: str, pt: tuple[int, int],
                                              colors: set[str]) -> None:
    """105.2b: two-colored Goblins, first printed in The Dark; Marsh Goblins has
    swampwalk (702.14c)."""
    d = card(name)
    assert (d.power, d.toughness) == pt and d.colors == colors and d.first_printed == "DRK"
    assert ("swampwalk" in d.keywords) == (name == "Marsh Goblins")


def test_702_14c_marsh_goblins_swampwalk() -> None:
    table = play('''
[A]
battlefield = ["Marsh Goblins"]
[B]
battlefield = ["Swamp", "Grizzly Bears"]
''' + decisions("attack Marsh Goblins"), step="beginning_of_combat",
        until="attackers_declared")
    assert combat.possible_blocks(table.game(), "B") == []
