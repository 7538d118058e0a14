"""Batch B09's world rule (704.5k) and the World Enchantments that need nothing more:
Nether Void, In the Eye of Chaos, Living Plane, Gravity Sphere, Storm World."""

from __future__ import annotations

import pytest
from support import decisions, names, of, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import is_creature, keywords, power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v
from shahrazad.rules import combat
from shahrazad.table import Table

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_704_5k_a_new_world_enchantment_sends_the_older_one_to_its_graveyard() -> None:
    """704.5k, the world rule: A casts Gravity Sphere while B's Living Plane is on the
    battlefield: Living Plane, the older world permanent, goes to B's graveyard (the world
    rule's event names 704.5k); Gravity Sphere stays."""
    table = play('''
[A]
hand = ["Gravity Sphere"]
battlefield = ["Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Living Plane"]
''' + decisions("cast Gravity Sphere") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Living Plane"]
    assert "Gravity Sphere" in names(table, "1", "A", "battlefield")
    moved = [e for e in of(table, v.ZoneChanged) if e.reason == "world rule"]
    assert len(moved) == 1 and moved[0].rule == "704.5k"


def test_704_5k_the_world_rule_is_each_games_own() -> None:
    """704.5k in a subgame (727.2: it follows all the rules of a game): A casts Gravity
    Sphere in subgame 1.1, where B's Storm World goes to B's graveyard of the subgame; B's
    Living Plane in the main game, another battlefield, stays."""
    table = play('''
[A]
battlefield = [{ card = "Plains", tapped = true }, { card = "Plains", tapped = true }]
library = []
[B]
battlefield = ["Living Plane"]
library = []

[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"

[games."1.1".A]
hand = ["Gravity Sphere"]
battlefield = ["Mountain", "Mountain", "Mountain"]
library = ["Plains", "Plains", "Plains", "Plains", "Plains"]

[games."1.1".B]
battlefield = ["Storm World"]
library = ["Island", "Island", "Island", "Island", "Island"]
''' + decisions("cast Gravity Sphere", "pass", game="1.1")
        + decisions("pass", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n', turn=5)
    assert names(table, "1.1", "B", "graveyard") == ["Storm World"]
    assert names(table, "1.1", "A", "battlefield")[-1] == "Gravity Sphere"
    assert "Living Plane" in names(table, "1", "B", "battlefield")


def _void(answer: str, lands: int) -> Table:
    """A casts Lightning Bolt at B under B's Nether Void with ``lands`` Mountains; the
    trigger resolves and A answers ``answer`` if asked."""
    field = ", ".join(['"Mountain"'] * lands)
    table = play(f'''
[A]
hand = ["Lightning Bolt"]
battlefield = [{field}]
[B]
battlefield = ["Nether Void"]
''' + decisions("cast Lightning Bolt targeting B") + RESOLVE)
    if table.pending() is not None and table.pending().kind == "accept":
        assert table.pending().player == "A"  # that player pays, not Nether Void's
        table.push_named(answer)
    while table.game().stack:
        table.push_named("pass")
    return table


@pytest.mark.parametrize(("answer", "lands", "life"), [
    ("accept yes", 4, 17), ("accept no", 4, 20), ("accept yes", 3, 20)])
def test_603_2_701_6_nether_void_counters_each_spell_unless_its_caster_pays_3(
        answer: str, lands: int, life: int) -> None:
    """603.2, 701.6, 608.2d: "Whenever a player casts a spell, counter it unless that
    player pays {3}" (a trigger, not a cost): A pays with three more Mountains and the
    Bolt hits B; declining, or unable to pay, it is countered."""
    table = _void(answer, lands)
    assert table.game().player["B"].life == life
    assert ("Lightning Bolt" in names(table, "1", "A", "graveyard"))


def test_603_2_in_the_eye_of_chaos_taxes_instants_by_their_mana_value() -> None:
    """603.2, 202.3: In the Eye of Chaos: "Whenever a player casts an instant spell,
    counter it unless that player pays {X}, where X is its mana value": B's Giant Growth
    (mana value 1) asks B for {1}; a creature spell (A's Grizzly Bears) doesn't
    trigger it."""
    table = play('''
[A]
hand = ["Grizzly Bears"]
battlefield = ["In the Eye of Chaos", "Forest", "Forest"]
[B]
hand = ["Giant Growth"]
battlefield = ["Forest", "Forest", "Savannah Lions"]
''' + decisions("cast Grizzly Bears") + RESOLVE + decisions("pass")
        + decisions("cast Giant Growth targeting Savannah Lions", player="B")
        + decisions("pass", player="B") + decisions("pass"))
    assert "Grizzly Bears" in names(table, "1", "A", "battlefield")
    pending = table.pending()
    assert pending is not None and pending.kind == "accept" and pending.player == "B"
    assert [e.amount for e in of(table, v.AbilityTriggered)
            if e.source_name == "In the Eye of Chaos"] == [1]
    table.push_named("accept yes")
    while table.game().stack:
        table.push_named("pass")
    g = table.game()
    assert power(g, permanent(g, "Savannah Lions")) == 5


def test_613_1d_living_plane_makes_every_land_a_1_1_creature() -> None:
    """613.1d, 613.4b: "All lands are 1/1 creatures that are still lands": every land of
    each player; 302.6: a land that came under its controller's control this turn can't
    attack (A's Forest played this turn), one that was there since the turn began can."""
    table = play('''
[A]
hand = ["Forest"]
battlefield = ["Living Plane", "Mountain"]
[B]
battlefield = ["Island"]
''' + decisions("play Forest"))
    g = table.game()
    for name in ("Mountain", "Forest", "Island"):
        land = permanent(g, name)
        assert is_creature(g, land) and (power(g, land), toughness(g, land)) == (1, 1)
        assert "Land" in card(name).types
    assert combat.can_attack(g, permanent(g, "Mountain"))
    assert not combat.can_attack(g, permanent(g, "Forest"))


def test_613_1f_613_7_gravity_sphere_takes_flying_but_a_later_grant_wins() -> None:
    """613.1f: "All creatures lose flying": Serra Angel loses it; 613.7, timestamp order
    (2004 ruling): Jump, cast after the Sphere, gives flying back until end of turn."""
    table = play('''
[A]
hand = ["Jump"]
battlefield = ["Island"]
[B]
battlefield = ["Gravity Sphere", "Serra Angel", "Mahamoti Djinn"]
''' + decisions("cast Jump targeting Serra Angel") + RESOLVE)
    g = table.game()
    assert "flying" in keywords(g, permanent(g, "Serra Angel"))
    assert "flying" not in keywords(g, permanent(g, "Mahamoti Djinn"))


def _storm_upkeep(hand: int) -> Table:
    """From B's end step to A's upkeep, where Storm World (B's) triggers; A holds
    ``hand`` cards; the table stops at A's draw step."""
    cards = ", ".join(['"Island"'] * hand)
    table = play(f'''
[B]
battlefield = ["Storm World"]
[A]
hand = [{cards}]
''' + decisions("pass", player="B"), active="B", step="end", turn=2, until="script_end")
    for _ in range(20):
        if table.game().step == "draw":
            break
        table.push(Pass())
    return table


@pytest.mark.parametrize(("hand", "life"), [(0, 16), (1, 17), (4, 20), (6, 20)])
def test_603_2_107_1b_storm_world_deals_4_minus_the_cards_in_hand(hand: int,
                                                                 life: int) -> None:
    """603.2: "At the beginning of each player's upkeep, Storm World deals X damage to
    that player, where X is 4 minus the number of cards in their hand" (107.1b: never
    below 0: with four or more, nothing, 2009 ruling); it is B's, and hurts A at A's
    upkeep."""
    table = _storm_upkeep(hand)
    assert table.game().player["A"].life == life


@pytest.mark.parametrize("name", ["Nether Void", "In the Eye of Chaos", "Living Plane",
                                  "Gravity Sphere", "Storm World"])
def test_205_4_world_enchantments_printed_facts(name: str) -> None:
    """205.4: each is a World Enchantment (the supertype world) first printed in
    Legends."""
    c = card(name)
    assert c.types == {"Enchantment"} and c.supertypes == {"World"}
    assert c.first_printed == "LEG"
