"""Legends' green cards of batch B11 (engine/cards/sets/leg/green.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, fight, names, obj, play

from shahrazad.cards.pool import card
from shahrazad.rules import combat
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision


def _avoid(spell: str, target: str, hand: str = "") -> str:
    """B casts ``spell`` at ``target`` in B's main phase; A holds Avoid Fate and a
    Forest."""
    return f'''
[A]
hand = ["Avoid Fate"]
battlefield = ["Forest", "Grizzly Bears", "Plains"]
[B]
hand = ["{spell}"{hand}]
battlefield = ["Mountain", "Mountain", "Mountain", "Swamp"]
''' + decisions(f"cast {spell} targeting {target}", "pass", player="B")


@pytest.mark.parametrize("spell", ["Lightning Bolt", "Paralyze"])
def test_115_1b_701_6_avoid_fate_counters_an_instant_or_aura_aimed_at_your_permanent(
        spell: str) -> None:
    """701.6, 115.1b: Avoid Fate's "Counter target instant or Aura spell that targets a
    permanent you control": B's Lightning Bolt (an instant) and Paralyze (an Aura, which
    targets as it is cast) aimed at A's Bears are countered; the Bears stay."""
    table = play(_avoid(spell, "Grizzly Bears") + decisions(
        f"cast Avoid Fate targeting {spell}", "pass") + decisions("pass", player="B")
        + decisions("pass", player="B") + decisions("pass"), active="B")
    assert names(table, "1", "B", "graveyard") == [spell]
    assert "Grizzly Bears" in names(table, "1", "A", "battlefield")


@pytest.mark.parametrize(("spell", "target"), [
    ("Lightning Bolt", "A"), ("Stone Rain", "Plains")])
def test_115_1_avoid_fate_needs_an_instant_or_aura_at_your_permanent(spell: str,
                                                                     target: str) -> None:
    """115.1: a Lightning Bolt at A (a player, not a permanent) and a Stone Rain at A's
    Plains (a sorcery) are no targets for Avoid Fate."""
    table = play(_avoid(spell, target), active="B")
    with pytest.raises(IllegalDecision):
        table.push_named(f"cast Avoid Fate targeting {spell}")


def test_509_1b_elven_riders_are_blocked_only_by_walls_and_flyers() -> None:
    """509.1b: "Elven Riders can't be blocked except by Walls and/or creatures with
    flying": of B's Wall of Wood, Serra Angel, Grizzly Bears and Giant Spider (reach, no
    flying), only the first two may block it."""
    table = fight('"Elven Riders"', '"Wall of Wood", "Serra Angel", "Grizzly Bears", '
                  '"Giant Spider"', decisions("attack Elven Riders"), until="attackers_declared")
    g = table.game()
    assert {g.objects[b].name for b, _ in combat.possible_blocks(g, "B")} == {
        "Wall of Wood", "Serra Angel"}
    assert card("Elven Riders").keywords == {"cant_be_blocked_except_by_walls_or_flyers"}


def _attack(table: Table, text: str) -> None:
    """From A's beginning of combat with priority, both pass; A declares ``text``."""
    if table.pending().kind == "priority":
        table.push_named("pass")
        table.push_named("pass")
    table.push_named(text)


def test_508_1a_giant_turtle_cant_attack_if_it_attacked_during_your_last_turn() -> None:
    """508.1a, 500: "Giant Turtle can't attack if it attacked during your last turn": it
    attacks in A's turn 3; in A's turn 5 it can't (B's turn 4 between doesn't count);
    having sat out turn 5, it attacks again in turn 7. Grizzly Bears, which attacked
    too, is free each time."""
    table = fight('"Giant Turtle", "Grizzly Bears"', '"Island"',
                  decisions("attack Giant Turtle, Grizzly Bears"), until="script_end")
    advance(table, "A", "beginning_of_combat")
    assert table.game().player["B"].life == 16
    assert table.game().turn == 5
    with pytest.raises(IllegalDecision, match=r"508\.1a"):
        _attack(table, "attack Giant Turtle")
    table.push_named("attack Grizzly Bears")
    advance(table, "A", "beginning_of_combat")
    assert table.game().turn == 7
    _attack(table, "attack Giant Turtle, Grizzly Bears")
    assert obj(table.game(), "Giant Turtle").attacking == "B"


def test_601_2c_winter_blast_taps_x_creatures_and_hits_those_with_flying() -> None:
    """601.2c, 701.26, 120.3: Winter Blast for X=3: "Tap X target creatures. Winter
    Blast deals 2 damage to each of those creatures with flying": the three targets are
    tapped; the Birds of Paradise (a 0/1 flyer) dies, Serra Angel (4/4, flying) is
    dealt 2; the Bears (no flying) are dealt nothing, and the untargeted Mahamoti Djinn
    stays untapped and unhurt."""
    table = play('''
[A]
hand = ["Winter Blast"]
battlefield = ["Forest", "Forest", "Forest", "Forest"]
[B]
battlefield = ["Birds of Paradise", "Serra Angel", "Grizzly Bears", "Mahamoti Djinn"]
''' + decisions("cast Winter Blast X=3 targeting Birds of Paradise, Serra Angel, "
                "Grizzly Bears") + RESOLVE)
    g = table.game()
    assert names(table, "1", "B", "graveyard") == ["Birds of Paradise"]
    assert obj(g, "Serra Angel").tapped and obj(g, "Serra Angel").damage == 2
    assert obj(g, "Grizzly Bears").tapped and obj(g, "Grizzly Bears").damage == 0
    assert not obj(g, "Mahamoti Djinn").tapped and obj(g, "Mahamoti Djinn").damage == 0


@pytest.mark.parametrize(("attacks", "counters"), [(True, 1), (False, 0)])
def test_603_4_whirling_dervish_grows_at_the_end_step_after_hitting_an_opponent(
        attacks: bool, counters: int) -> None:
    """603.4, 513.1, 122.1: "At the beginning of each end step, if Whirling Dervish dealt
    damage to an opponent this turn, put a +1/+1 counter on it": unblocked, it deals B 1
    and gets one counter at the end step; not attacking, none."""
    steps = decisions("attack Whirling Dervish") if attacks else decisions("attack")
    table = play('''
[A]
battlefield = ["Whirling Dervish"]
''' + steps, step="beginning_of_combat", until="script_end")
    advance(table, "B", "upkeep")
    g = table.game()
    assert obj(g, "Whirling Dervish").counters.get("+1/+1", 0) == counters
    assert g.player["B"].life == 20 - attacks


def test_702_16_whirling_dervish_has_protection_from_black() -> None:
    """702.16: a black Terror can't target it."""
    table = play('''
[A]
battlefield = ["Whirling Dervish"]
[B]
hand = ["Terror"]
battlefield = ["Swamp", "Swamp"]
''', active="B")
    with pytest.raises(IllegalDecision):
        table.push_named("cast Terror targeting Whirling Dervish", "B")


def test_603_2_ichneumon_druid_punishes_each_instant_after_an_opponents_first() -> None:
    """603.2, 601.2i: Ichneumon Druid: "Whenever an opponent casts an instant spell other
    than the first instant spell that player casts each turn, Ichneumon Druid deals 4
    damage to that player": B's first Giant Growth is free; the second costs B 4; a
    sorcery between them doesn't count; A's own instants don't trigger it."""
    table = play('''
[A]
hand = ["Giant Growth"]
battlefield = ["Ichneumon Druid", "Forest"]
[B]
hand = ["Giant Growth", "Giant Growth", "Stream of Life"]
battlefield = ["Forest", "Forest", "Forest", "Grizzly Bears"]
''' + decisions("cast Giant Growth targeting Grizzly Bears", "pass", player="B")
        + decisions("pass")
        + decisions("cast Stream of Life X=0 targeting B", "pass", player="B")
        + decisions("pass")
        + decisions("cast Giant Growth targeting Grizzly Bears", "pass", player="B")
        + decisions("pass") + decisions("pass", player="B") + decisions("pass"),
        active="B")
    g = table.game()
    assert g.player["B"].life == 16
    mine = play('''
[A]
hand = ["Giant Growth", "Giant Growth"]
battlefield = ["Ichneumon Druid", "Forest", "Forest"]
''' + decisions("cast Giant Growth targeting Ichneumon Druid") + RESOLVE
        + decisions("cast Giant Growth targeting Ichneumon Druid") + RESOLVE)
    assert mine.game().player["A"].life == 20
