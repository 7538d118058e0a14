"""Legends' red cards of batch E5 (engine/cards/sets/leg/red.py), each tested on its text:
the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, fight, names, obj, permanent, play, targets_of

from shahrazad.cards.model import ManaCost
from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords, power, toughness
from shahrazad.decisions import Pass
from shahrazad.rules import combat


@pytest.mark.parametrize(("name", "mana", "subtypes", "pt", "kws"), [
    ("Raging Bull", "{2}{R}", {"Ox"}, (2, 2), set()),
    ("Mountain Yeti", "{2}{R}{R}", {"Yeti"}, (3, 3), {"mountainwalk", "protection_from_white"}),
    ("Wall of Earth", "{1}{R}", {"Wall"}, (0, 6), {"defender"}),
    ("Wall of Heat", "{2}{R}", {"Wall"}, (2, 6), {"defender"}),
])
def test_302_legends_red_creatures_printed_facts(name: str, mana: str, subtypes: set[str],
                                                 pt: tuple[int, int], kws: set[str]) -> None:
    """302, 208: each red creature of Legends with no ability but its keywords: its mana
    cost, creature types, power, toughness and keywords, first printed in Legends."""
    d = card(name)
    assert (d.cost, d.subtypes, (d.power, d.toughness), set(d.keywords), d.first_printed) == (
        ManaCost.parse(mana), subtypes, pt, kws, "LEG")


def test_510_1_raging_bull_deals_its_power_in_combat() -> None:
    """510.1a: the unblocked Raging Bull deals B 2 combat damage."""
    table = fight('"Raging Bull"', '"Island"', decisions("attack Raging Bull"))
    assert table.game().player["B"].life == 18


def test_702_14c_702_16_mountain_yeti_walks_mountains_and_is_protected_from_white() -> None:
    """702.14c: mountainwalk: B, with a Mountain, can't block Mountain Yeti; 702.16b:
    protection from white: Swords to Plowshares can't target it."""
    walked = fight('"Mountain Yeti"', '"Grizzly Bears", "Mountain"',
                   decisions("attack Mountain Yeti"), until="attackers_declared")
    assert combat.possible_blocks(walked.game(), "B") == []
    plain = fight('"Mountain Yeti"', '"Grizzly Bears", "Island"',
                  decisions("attack Mountain Yeti"), until="attackers_declared")
    assert len(combat.possible_blocks(plain.game(), "B")) == 1
    table = play('''
[A]
hand = ["Swords to Plowshares"]
battlefield = ["Plains", "Mountain Yeti", "Grizzly Bears"]
''')
    assert targets_of(table, "Swords to Plowshares") == {"Grizzly Bears"}


@pytest.mark.parametrize("wall", ["Wall of Earth", "Wall of Heat", "Wall of Opposition"])
def test_702_3b_the_red_walls_cant_attack(wall: str) -> None:
    """702.3b: a Wall with defender is no possible attacker."""
    table = fight(f'"{wall}", "Raging Bull"', '"Island"', until="step_began")
    while table.pending().kind != "attackers":  # type: ignore[union-attr]
        table.push(Pass())
    assert [o.name for o in combat.possible_attackers(table.game())] == ["Raging Bull"]


def test_611_2_wall_of_opposition_pumps_for_each_generic_mana() -> None:
    """602.2, 611.2: "{1}: Wall of Opposition gets +1/+0 until end of turn", twice: 2/6."""
    table = play('''
[A]
battlefield = ["Wall of Opposition", "Sol Ring"]
''' + decisions("activate Wall of Opposition") + RESOLVE
        + decisions("activate Wall of Opposition") + RESOLVE)
    g = table.game()
    wall = permanent(g, "Wall of Opposition")
    assert (power(g, wall), toughness(g, wall)) == (2, 6)


def test_604_1_beasts_of_bogardan_grows_while_an_opponent_controls_a_nontoken_white_permanent(
        ) -> None:
    """604.1, 613.4c: Beasts of Bogardan is 4/4 while B controls Savannah Lions (white), a
    3/3 when only A controls a white permanent; 702.16b: protection from red: Lightning
    Bolt can't target it."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Beasts of Bogardan", "Savannah Lions"]
[B]
battlefield = ["Savannah Lions"]
''')
    g = table.game()
    beasts = permanent(g, "Beasts of Bogardan")
    assert (power(g, beasts), toughness(g, beasts)) == (4, 4)
    assert "Beasts of Bogardan" not in targets_of(table, "Lightning Bolt")
    alone = play('''
[A]
battlefield = ["Beasts of Bogardan", "Savannah Lions"]
[B]
battlefield = ["Plains", "Grizzly Bears"]
''')
    g = alone.game()
    beasts = permanent(g, "Beasts of Bogardan")
    assert (power(g, beasts), toughness(g, beasts)) == (3, 3)


def test_508_1_509_1_crimson_manticore_shoots_only_an_attacking_or_blocking_creature() -> None:
    """508.1, 509.1: "target attacking or blocking creature": before combat Crimson
    Manticore's ability has no target; once B's Grizzly Bears block A's Raging Bull, the
    Bears and the Bull are its targets (A's Hill Giant, staying home, is not); 1 damage to
    the Bull, which the Bears' 2 then finish."""
    table = fight('"Crimson Manticore", "Mountain", "Raging Bull", "Hill Giant"',
                  '"Grizzly Bears"', decisions("attack Raging Bull")
                  + decisions("block Grizzly Bears -> Raging Bull", player="B"),
                  until="blockers_declared")
    assert targets_of(table, "Crimson Manticore") == {"Grizzly Bears", "Raging Bull"}
    quiet = play('''
[A]
battlefield = ["Crimson Manticore", "Mountain", "Raging Bull"]
''')
    assert targets_of(quiet, "Crimson Manticore") == set()
    table.push_named("activate Crimson Manticore targeting Grizzly Bears")
    table.push(Pass())
    table.push(Pass())
    assert obj(table.game(), "Grizzly Bears").damage == 1


def test_613_4c_702_20_giant_strength_immolation_and_eternal_warrior() -> None:
    """303.4, 613.4c: Giant Strength makes Grizzly Bears 4/4; Immolation makes Raging Bull
    4/0, which dies (704.5f); 702.20b: Eternal Warrior's vigilance: the enchanted Hill
    Giant attacks without tapping."""
    table = play('''
[A]
hand = ["Giant Strength", "Immolation", "Eternal Warrior"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Grizzly Bears", "Raging Bull",
               "Hill Giant"]
''' + decisions("cast Giant Strength targeting Grizzly Bears") + RESOLVE
        + decisions("cast Immolation targeting Raging Bull") + RESOLVE
        + decisions("cast Eternal Warrior targeting Hill Giant") + RESOLVE
        + decisions("attack Hill Giant"), until="attackers_declared")
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert (power(g, bears), toughness(g, bears)) == (4, 4)
    assert names(table, "1", "A", "graveyard") == ["Raging Bull", "Immolation"]
    giant = permanent(g, "Hill Giant")
    assert giant.attacking == "B" and not giant.tapped and "vigilance" in keywords(g, giant)


def test_613_kobold_lords_pump_only_the_other_kobolds_you_control() -> None:
    """604.1, 613.1f, 613.4c: with all three of A's Kobold lords, each gets the others'
    bonuses, not its own: Drill Sergeant 2/2 with first strike, Overlord 2/3 with first
    strike and trample, Taskmaster 1/3 with trample and first strike; B's Kobold Overlord
    ("you control") gets nothing."""
    table = play('''
[A]
battlefield = ["Kobold Drill Sergeant", "Kobold Overlord", "Kobold Taskmaster"]
[B]
battlefield = ["Kobold Overlord"]
''')
    g = table.game()
    seen = {}
    for name in ("Kobold Drill Sergeant", "Kobold Overlord", "Kobold Taskmaster"):
        k = permanent(g, name, "A")
        seen[name] = (power(g, k), toughness(g, k),
                      keywords(g, k) & {"first_strike", "trample"})
    assert seen == {
        "Kobold Drill Sergeant": (2, 2, {"first_strike"}),
        "Kobold Overlord": (2, 3, {"first_strike", "trample"}),
        "Kobold Taskmaster": (1, 3, {"first_strike", "trample"})}
    theirs = permanent(g, "Kobold Overlord", "B")
    assert (power(g, theirs), toughness(g, theirs), keywords(g, theirs)) == (
        1, 2, frozenset({"first_strike"}))


def test_701_8_spinal_villain_destroys_only_a_blue_creature() -> None:
    """701.8: "{T}: Destroy target blue creature": Merfolk of the Pearl Trident, not the
    Grizzly Bears."""
    table = play('''
[A]
battlefield = ["Spinal Villain"]
[B]
battlefield = ["Merfolk of the Pearl Trident", "Grizzly Bears"]
''')
    assert targets_of(table, "Spinal Villain") == {"Merfolk of the Pearl Trident"}
    table.push_named("activate Spinal Villain targeting Merfolk of the Pearl Trident")
    table.push(Pass())
    table.push(Pass())
    assert names(table, "1", "B", "battlefield") == ["Grizzly Bears"]


def test_701_19a_the_brute_regenerates_the_enchanted_creature() -> None:
    """613.4c: The Brute gives Grizzly Bears +1/+0 (3/2); 701.19a: "{R}{R}{R}: Regenerate
    enchanted creature": Lightning Bolt's lethal damage then taps and regenerates it."""
    table = play('''
[A]
battlefield = ["Mountain", "Mountain", "Mountain", "Grizzly Bears",
               { card = "The Brute", attached_to = "Grizzly Bears" }]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
''' + decisions("activate The Brute") + RESOLVE
        + decisions("pass") + decisions("cast Lightning Bolt targeting Grizzly Bears",
                                         player="B")
        + decisions("pass", player="B") + decisions("pass"))
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert (power(g, bears), toughness(g, bears)) == (3, 2)
    assert bears.tapped and bears.damage == 0


def test_509_1_a_blocking_filter_picks_only_blocking_creatures() -> None:
    """509.1: a creature blocks only once it is declared a blocker: Righteousness ("target
    blocking creature") may target B's blocking Grizzly Bears, not B's Hill Giant that
    stays back nor A's attacking Raging Bull (a regression: a creature blocking nothing
    was counted as blocking)."""
    table = play('''
[A]
hand = ["Righteousness"]
battlefield = ["Raging Bull", "Plains"]
[B]
battlefield = ["Grizzly Bears", "Hill Giant"]
''' + decisions("attack Raging Bull") + decisions("block Grizzly Bears -> Raging Bull",
                                                   player="B"),
        step="beginning_of_combat", until="blockers_declared")
    assert targets_of(table, "Righteousness") == {"Grizzly Bears"}
