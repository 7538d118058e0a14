"""Legends cards of batch B04 (engine/cards/sets/leg/), each played on its text; the
rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness, traits
from shahrazad.scenario import ScenarioError

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


@pytest.mark.parametrize(("name", "mana", "color"), [
    ("Touch of Darkness", "Swamp", "B"), ("Sea Kings' Blessing", "Island", "U"),
    ("Sylvan Paradise", "Forest", "G"), ("Dwarven Song", "Mountain", "R"),
    ("Heaven's Gate", "Plains", "W")])
def test_601_2c_one_or_more_target_creatures_become_a_color(name: str, mana: str,
                                                            color: str) -> None:
    """601.2c, 611.2, 613.1e: "One or more target creatures become <color> until end of
    turn": two creatures, of both players, chosen as targets, take the color (and no
    other) until the turn ends; a creature not chosen keeps its own."""
    table = play(f'''
[A]
hand = ["{name}"]
battlefield = ["{mana}", "Grizzly Bears", "Savannah Lions"]
[B]
battlefield = ["Serra Angel"]
''' + decisions(f"cast {name} targeting Grizzly Bears, Serra Angel") + RESOLVE)
    g = table.game()
    assert set(traits(g, obj(g, "Grizzly Bears")).colors) == {color}
    assert set(traits(g, obj(g, "Serra Angel")).colors) == {color}
    assert traits(g, obj(g, "Savannah Lions")).colors == "W"
    assert card(name).first_printed == "LEG"
    later = play(f'''
[A]
hand = ["{name}"]
battlefield = ["{mana}", "Grizzly Bears"]
''' + decisions(f"cast {name} targeting Grizzly Bears") + RESOLVE, step="end", until="turn_began")
    g = later.game()
    assert traits(g, obj(g, "Grizzly Bears")).colors == "G"  # 514.2: it ended


def test_601_2c_one_or_more_targets_refuses_none_and_the_same_one_twice() -> None:
    """601.2c: "one or more target creatures" takes at least one, and one creature is
    chosen once only for the one word "target": both castings are refused."""
    for aim in ("", " targeting Grizzly Bears, Grizzly Bears #1"):
        with pytest.raises(ScenarioError, match=r"601\.2c"):
            play('''
[A]
hand = ["Heaven's Gate"]
battlefield = ["Plains", "Grizzly Bears"]
''' + decisions(f"cast Heaven's Gate{aim}"))


def test_608_2d_alchors_tomb_makes_a_permanent_the_color_chosen_for_good() -> None:
    """608.2d, 611.2a, 613.1e: "Target permanent you control becomes the color of your
    choice. (This effect lasts indefinitely.)": the Bears become red, and are red still
    in the next turn."""
    table = play('''
[A]
battlefield = ["Alchor's Tomb", "Mountain", "Mountain", "Grizzly Bears"]
''' + decisions("activate Alchor's Tomb targeting Grizzly Bears") + RESOLVE
        + decisions("word red"), step="end", until="turn_began")
    g = table.game()
    assert traits(g, obj(g, "Grizzly Bears")).colors == "R"
    assert g.turn == 4


#: from the untap step (where the position starts with priority) into the upkeep, whose
#: trigger then resolves
UPKEEP = RESOLVE + RESOLVE


@pytest.mark.parametrize(("answer", "life", "where"), [
    ("accept yes", 20, "battlefield"), ("accept no", 13, "graveyard")])
def test_608_2c_cosmic_horror_destroyed_unless_paid_then_deals_7(answer: str, life: int,
                                                                 where: str) -> None:
    """608.2c-d: "destroy Cosmic Horror unless you pay {3}{B}{B}{B}. If Cosmic Horror is
    destroyed this way, it deals 7 damage to you": paying keeps it; declining, it is
    destroyed and deals A 7 damage."""
    table = play('''
[A]
battlefield = ["Cosmic Horror", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]
''' + UPKEEP + decisions(answer), step="untap")
    g = table.game()
    assert g.player["A"].life == life
    assert ("Cosmic Horror" in names(table, "1", "A", where))
    assert card("Cosmic Horror").first_printed == "LEG"


def test_608_2c_cosmic_horror_regenerated_is_not_destroyed_this_way() -> None:
    """608.2c, 701.19a: a Horror that regenerates instead of being destroyed was not
    "destroyed this way": no damage. Its Regeneration is activated in the upkeep, with
    the trigger on the stack; A can't pay, so nothing is asked."""
    table = play('''
[A]
battlefield = ["Cosmic Horror", "Forest", { card = "Regeneration", attached_to = "Cosmic Horror" }]
''' + RESOLVE + decisions("activate Regeneration") + RESOLVE + RESOLVE, step="untap")
    g = table.game()
    assert g.player["A"].life == 20
    assert obj(g, "Cosmic Horror").zone == "battlefield" and obj(g, "Cosmic Horror").tapped


def test_106_3_energy_tap_taps_your_creature_for_its_mana_value_in_colorless() -> None:
    """106.3, 701.26: "Tap target untapped creature you control. If you do, add an amount
    of {C} equal to that creature's mana value": the Craw Wurm (mana value 6) makes six
    colorless mana; an opponent's creature, or a tapped one, is no target."""
    table = play('''
[A]
hand = ["Energy Tap"]
battlefield = ["Island", "Craw Wurm", { card = "Grizzly Bears", tapped = true }]
[B]
battlefield = ["Serra Angel"]
''' + decisions("cast Energy Tap targeting Craw Wurm") + RESOLVE)
    g = table.game()
    assert obj(g, "Craw Wurm").tapped
    assert g.player["A"].mana == "CCCCCC"
    for other in ("Serra Angel", "Grizzly Bears"):
        with pytest.raises(ScenarioError):
            play('''
[A]
hand = ["Energy Tap"]
battlefield = ["Island", { card = "Grizzly Bears", tapped = true }]
[B]
battlefield = ["Serra Angel"]
''' + decisions(f"cast Energy Tap targeting {other}"))


@pytest.mark.parametrize(("creature", "pt"), [
    ("Wall of Stone", (4, 4)), ("Carnivorous Plant", (8, 1)), ("Craw Wurm", (10, 1)),
    ("Grizzly Bears", (6, 1)), ("Llanowar Elves", (5, 1))])
def test_608_2c_blood_lust_minus_4_or_minus_toughness_minus_1(creature: str,
                                                             pt: tuple[int, int]) -> None:
    """608.2c, 611.2c: "If target creature has toughness 5 or greater, it gets +4/-4 ...
    Otherwise, it gets +4/-X ..., where X is its toughness minus 1": Wall of Stone (0/8)
    and Carnivorous Plant (4/5) get +4/-4; Craw Wurm (6/4), the Bears (2/2) and the
    Elves (1/1) are left at toughness 1."""
    table = play(f'''
[A]
hand = ["Blood Lust"]
battlefield = ["Mountain", "Mountain", "{creature}"]
''' + decisions(f"cast Blood Lust targeting {creature}") + RESOLVE)
    g = table.game()
    c = obj(g, creature)
    assert (power(g, c), toughness(g, c)) == pt
    assert card("Blood Lust").first_printed == "LEG"
