"""Alpha's colorless artifacts and its lands (engine/cards/sets/lea/artifacts.py,
lands.py), each tested on its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, of, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import colors, defn, is_creature, power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v
from shahrazad.table import Table

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_613_kormus_bell_makes_every_swamp_a_black_one_one_creature() -> None:
    """613.1d, 613.1e, 613.4b: "All Swamps are 1/1 black creatures that are still lands":
    a Swamp is a black 1/1 land creature; a Forest is untouched."""
    table = play('''
[A]
battlefield = ["Kormus Bell", "Swamp", "Forest"]
''')
    g = table.game()
    swamp = permanent(g, "Swamp")
    assert is_creature(g, swamp) and colors(g, swamp) == "B"
    assert (power(g, swamp), toughness(g, swamp)) == (1, 1)
    assert not is_creature(g, permanent(g, "Forest"))


def _next_turn_of_a(body: str) -> Table:
    table = play(body + decisions("pass", player="B"), active="B", step="end", turn=2)
    while table.game().active != "A" or table.game().step != "main1":
        table.push(Pass() if table.pending().kind == "priority" else table.legal_decisions()[0])
    return table


def test_502_3_meekstone_keeps_big_creatures_tapped() -> None:
    """502.3, 604.1: "Creatures with power 3 or greater don't untap during their
    controllers' untap steps": A's tapped Hill Giant stays tapped, its tapped Grizzly
    Bears untaps."""
    table = _next_turn_of_a('''
[B]
battlefield = ["Meekstone"]
[A]
battlefield = [{ card = "Hill Giant", tapped = true }, { card = "Grizzly Bears", tapped = true }]
''')
    g = table.game()
    assert permanent(g, "Hill Giant").tapped and not permanent(g, "Grizzly Bears").tapped


def test_502_3_basalt_monolith_doesnt_untap_but_pays_for_its_own_untapping() -> None:
    """502.3: Basalt Monolith doesn't untap during its controller's untap step; its {3}
    untaps it (its own {T}: add {C}{C}{C} pays for it)."""
    table = _next_turn_of_a('''
[B]
battlefield = ["Island"]
[A]
battlefield = [{ card = "Basalt Monolith", tapped = true }, "Mountain", "Mountain", "Mountain"]
''')
    g = table.game()
    assert permanent(g, "Basalt Monolith").tapped
    table.push_named("activate Basalt Monolith ability 2")
    table.push(Pass())
    table.push(Pass())
    g = table.game()
    assert not permanent(g, "Basalt Monolith").tapped


def test_602_2_rod_of_ruin_and_jayemdae_tome() -> None:
    """602.2: Rod of Ruin's {3}, {T}: 1 damage to any target; Jayemdae Tome's {4}, {T}:
    draw a card."""
    table = play('''
[A]
battlefield = ["Rod of Ruin", "Jayemdae Tome", "Sol Ring", "Sol Ring", "Sol Ring", "Sol Ring"]
''' + decisions("activate Rod of Ruin targeting B") + RESOLVE
        + decisions("activate Jayemdae Tome") + RESOLVE)
    g = table.game()
    assert g.player["B"].life == 19 and len(g.player["A"].hand) == 1


@pytest.mark.parametrize(("name", "first", "second", "mana"), [
    ("Badlands", "Swamp", "Mountain", "BR"), ("Bayou", "Swamp", "Forest", "BG"),
    ("Plateau", "Mountain", "Plains", "RW"), ("Savannah", "Forest", "Plains", "GW"),
    ("Scrubland", "Plains", "Swamp", "WB"), ("Taiga", "Mountain", "Forest", "RG"),
    ("Tropical Island", "Forest", "Island", "GU"), ("Tundra", "Plains", "Island", "WU"),
    ("Underground Sea", "Island", "Swamp", "UB"), ("Volcanic Island", "Island", "Mountain", "UR"),
])
def test_305_6_a_dual_land_has_both_types_and_taps_for_both(name: str, first: str,
                                                             second: str, mana: str) -> None:
    """305.6: a land with two basic land types taps for the mana of each; Volcanic Island
    was first printed in Beta (LEB), the others in Alpha (LEA)."""
    d = card(name)
    assert d.subtypes == {first, second} and "Basic" not in d.supertypes
    assert "".join(a.effects[0].mana for a in d.abilities) == mana
    assert d.first_printed == ("LEB" if name == "Volcanic Island" else "LEA")


#: the creatures with nothing but their faces: name, cost, types, power, toughness,
#: keywords (Alpha's printed facts)
VANILLA = [
    ("Savannah Lions", "{W}", {"Cat"}, 2, 1, set()),
    ("Pearled Unicorn", "{2}{W}", {"Unicorn"}, 2, 2, set()),
    ("Merfolk of the Pearl Trident", "{U}", {"Merfolk"}, 1, 1, set()),
    ("Water Elemental", "{3}{U}{U}", {"Elemental"}, 5, 4, set()),
    ("Air Elemental", "{3}{U}{U}", {"Elemental"}, 4, 4, {"flying"}),
    ("Phantom Monster", "{3}{U}", {"Illusion"}, 3, 3, {"flying"}),
    ("Scathe Zombies", "{2}{B}", {"Zombie"}, 2, 2, set()),
    ("Mons's Goblin Raiders", "{R}", {"Goblin"}, 1, 1, set()),
    ("Hill Giant", "{3}{R}", {"Giant"}, 3, 3, set()),
    ("Gray Ogre", "{2}{R}", {"Ogre"}, 2, 2, set()),
    ("Hurloon Minotaur", "{1}{R}{R}", {"Minotaur"}, 2, 3, set()),
    ("Earth Elemental", "{3}{R}{R}", {"Elemental"}, 4, 5, set()),
    ("Fire Elemental", "{3}{R}{R}", {"Elemental"}, 5, 4, set()),
    ("Roc of Kher Ridges", "{3}{R}", {"Bird"}, 3, 3, {"flying"}),
    ("Ironroot Treefolk", "{4}{G}", {"Treefolk"}, 3, 5, set()),
    ("Scryb Sprites", "{G}", {"Faerie"}, 1, 1, {"flying"}),
    ("Elvish Archers", "{1}{G}", {"Elf", "Archer"}, 2, 1, {"first_strike"}),
    ("Shanodin Dryads", "{G}", {"Nymph", "Dryad"}, 1, 1, {"forestwalk"}),
    ("Giant Spider", "{3}{G}", {"Spider"}, 2, 4, {"reach"}),
    ("Obsianus Golem", "{6}", {"Golem"}, 4, 6, set()),
]


@pytest.mark.parametrize(("name", "mana", "subtypes", "p", "t", "words"), VANILLA)
def test_208_a_creatures_face_is_its_card(name: str, mana: str, subtypes: set[str], p: int,
                                          t: int, words: set[str]) -> None:
    """202.1, 205.3, 208.1, 702: a creature with no ability beyond its keywords is its
    printed cost, creature types, power and toughness, and keywords."""
    d = card(name)
    assert (str(d.cost), d.subtypes, d.power, d.toughness, d.keywords) == (
        mana, subtypes, p, t, words)
    assert "Creature" in d.types and d.first_printed == "LEA"


def test_603_2_copper_tablet_hits_each_player_at_their_upkeep() -> None:
    """603.2, 503.1: "At the beginning of each player's upkeep, Copper Tablet deals 1 damage
    to that player": A at A's upkeep, then B at B's."""
    table = play('''
[B]
battlefield = ["Island"]
[A]
battlefield = ["Copper Tablet"]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)
    while table.game().active != "A" or table.game().step != "main1":
        table.push(Pass() if table.pending().kind == "priority" else table.legal_decisions()[0])
    assert (table.game().player["A"].life, table.game().player["B"].life) == (19, 20)
    while table.game().active != "B" or table.game().step != "main1":
        table.push(Pass() if table.pending().kind == "priority" else table.legal_decisions()[0])
    assert (table.game().player["A"].life, table.game().player["B"].life) == (19, 19)


def test_603_2_crystal_rod_gains_life_when_a_blue_spell_is_cast() -> None:
    """603.2, 608.2d: "Whenever a player casts a blue spell, you may pay {1}. If you do, you
    gain 1 life": B casts Ancestral Recall, A pays; a red spell triggers nothing."""
    table = play('''
[A]
battlefield = ["Crystal Rod", "Mountain"]
[B]
hand = ["Ancestral Recall", "Lightning Bolt"]
battlefield = ["Island", "Mountain"]
''' + decisions("pass") + decisions("cast Lightning Bolt targeting A", "pass", player="B")
        + decisions("pass") + decisions("cast Ancestral Recall targeting B", "pass",
                                         player="B"))
    for _ in range(10):
        if table.pending().kind == "accept":
            break
        table.push(Pass())
    table.push_named("accept yes")
    while table.game().stack:
        table.push(Pass())
    assert table.game().player["A"].life == 17 + 1
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == ["Crystal Rod"]


def test_111_1_the_hive_makes_flying_wasps() -> None:
    """111.1: The Hive's {5}, {T}: create a Wasp, a 1/1 artifact creature token with
    flying."""
    table = play('''
[A]
battlefield = ["The Hive", "Sol Ring", "Sol Ring", "Mountain"]
''' + decisions("activate The Hive") + RESOLVE)
    g = table.game()
    wasp = permanent(g, "Wasp")
    assert wasp.token and is_creature(g, wasp) and "flying" in defn(g, wasp).keywords
