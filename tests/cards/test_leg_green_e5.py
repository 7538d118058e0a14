"""Legends' green cards of batch E5 (engine/cards/sets/leg/green.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, fight, names, permanent, play

from shahrazad.cards.model import ManaCost
from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords, power, toughness
from shahrazad.rules import combat


@pytest.mark.parametrize(("name", "mana", "subtypes", "pt", "kws"), [
    ("Barbary Apes", "{1}{G}", {"Ape"}, (2, 2), set()),
    ("Durkwood Boars", "{4}{G}", {"Boar"}, (4, 4), set()),
    ("Moss Monster", "{3}{G}{G}", {"Elemental"}, (3, 6), set()),
    ("Cat Warriors", "{1}{G}{G}", {"Cat", "Warrior"}, (2, 2), {"forestwalk"}),
    ("Hornet Cobra", "{1}{G}{G}", {"Snake"}, (2, 1), {"first_strike"}),
])
def test_302_legends_green_creatures_printed_facts_and_their_attack(
        name: str, mana: str, subtypes: set[str], pt: tuple[int, int], kws: set[str]) -> None:
    """302, 208: each green creature of Legends with no ability but its keywords: its mana
    cost, creature types, power, toughness and keywords, first printed in Legends; 510.1a:
    unblocked, it deals B its power in combat damage."""
    d = card(name)
    assert (d.cost, d.subtypes, (d.power, d.toughness), set(d.keywords), d.first_printed) == (
        ManaCost.parse(mana), subtypes, pt, kws, "LEG")
    table = fight(f'"{name}"', '"Island"', decisions(f"attack {name}"))
    assert table.game().player["B"].life == 20 - pt[0]


def test_702_14c_cat_warriors_forestwalk() -> None:
    """702.14c: forestwalk: B, with a Forest, can't block Cat Warriors."""
    walked = fight('"Cat Warriors"', '"Grizzly Bears", "Forest"', decisions("attack Cat Warriors"),
                   until="attackers_declared")
    assert combat.possible_blocks(walked.game(), "B") == []


def test_702_7b_hornet_cobra_strikes_first() -> None:
    """702.7b: Hornet Cobra (2/1, first strike) kills the blocking Llanowar Elves before
    they deal damage, and survives."""
    table = fight('"Hornet Cobra"', '"Llanowar Elves"', decisions("attack Hornet Cobra"),
                  decisions("block Llanowar Elves -> Hornet Cobra", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Llanowar Elves"]
    assert names(table, "1", "A", "battlefield") == ["Hornet Cobra"]


def test_613_1f_emerald_dragonfly_and_pixie_queen_grant_keywords_until_end_of_turn() -> None:
    """611.2, 613.1f: Emerald Dragonfly's {G}{G} gives it first strike; Pixie Queen's
    {G}{G}{G}, {T} gives Grizzly Bears flying; 514.2: both end with the turn."""
    table = play('''
[A]
battlefield = ["Forest", "Forest", "Forest", "Forest", "Forest", "Emerald Dragonfly",
               "Pixie Queen", "Grizzly Bears"]
''' + decisions("activate Emerald Dragonfly") + RESOLVE
        + decisions("activate Pixie Queen targeting Grizzly Bears") + RESOLVE)
    g = table.game()
    assert keywords(g, permanent(g, "Emerald Dragonfly")) == {"flying", "first_strike"}
    assert keywords(g, permanent(g, "Grizzly Bears")) == {"flying"}
    later = play('''
[A]
battlefield = ["Forest", "Forest", "Emerald Dragonfly"]
''' + decisions("activate Emerald Dragonfly") + RESOLVE, step="end", until="turn_began")
    g = later.game()
    assert keywords(g, permanent(g, "Emerald Dragonfly")) == {"flying"}


def test_605_1a_fire_sprites_turn_green_mana_into_red() -> None:
    """605.1a, 106.3: Fire Sprites' "{G}, {T}: Add {R}": a Forest's {G} becomes the {R}
    that casts Lightning Bolt."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Forest", "Fire Sprites"]
''' + decisions("mana Forest", "mana Fire Sprites")
        + decisions("cast Lightning Bolt targeting B paying nothing") + RESOLVE)
    g = table.game()
    assert g.player["B"].life == 17 and permanent(g, "Fire Sprites").tapped


def test_611_2_killer_bees_and_pradesh_gypsies_pump_until_end_of_turn() -> None:
    """602.2, 611.2, 613.4c: Killer Bees' {G} twice makes it 2/3; Pradesh Gypsies' {1}{G},
    {T} gives B's Hill Giant -2/-0 (1/3)."""
    table = play('''
[A]
battlefield = ["Forest", "Forest", "Forest", "Forest", "Killer Bees", "Pradesh Gypsies"]
[B]
battlefield = ["Hill Giant"]
''' + decisions("activate Killer Bees") + RESOLVE + decisions("activate Killer Bees") + RESOLVE
        + decisions("activate Pradesh Gypsies targeting Hill Giant") + RESOLVE)
    g = table.game()
    bees, giant = permanent(g, "Killer Bees"), permanent(g, "Hill Giant")
    assert (power(g, bees), toughness(g, bees)) == (2, 3)
    assert (power(g, giant), toughness(g, giant)) == (1, 3)


def test_613_1f_radjan_spirit_takes_flying_away() -> None:
    """613.1f: "{T}: Target creature loses flying until end of turn": Serra Angel loses
    flying and keeps vigilance."""
    table = play('''
[A]
battlefield = ["Radjan Spirit"]
[B]
battlefield = ["Serra Angel"]
''' + decisions("activate Radjan Spirit targeting Serra Angel") + RESOLVE)
    g = table.game()
    assert keywords(g, permanent(g, "Serra Angel")) == {"vigilance"}


def test_615_1_subdue_prevents_a_creatures_combat_damage_and_adds_its_mana_value() -> None:
    """615.1, 611.2: Subdue on A's attacking Hill Giant (mana value 4): the combat damage
    it would deal B is prevented, and it is a 3/7 until end of turn."""
    table = fight('"Hill Giant", "Forest"', '"Island"', decisions("attack Hill Giant"),
                  decisions("cast Subdue targeting Hill Giant"), RESOLVE,
                  hand='"Subdue"')
    g = table.game()
    giant = permanent(g, "Hill Giant")
    assert (power(g, giant), toughness(g, giant)) == (3, 7)
    assert g.player["B"].life == 20
