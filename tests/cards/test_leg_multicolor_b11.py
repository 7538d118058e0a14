"""Legends' multicolored cards of batch B11 (engine/cards/sets/leg/multicolor.py; Nicol
Bolas, made whole, stays in engine/cards/variant_cards.py), each tested on its text: the
rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, obj, play, targets_of

#: from the untap step (where the position starts with priority) into the upkeep, whose
#: trigger then resolves
UPKEEP = RESOLVE + RESOLVE


@pytest.mark.parametrize(("answer", "where"), [
    ("accept yes", "battlefield"), ("accept no", "graveyard")])
def test_608_2d_nicol_bolas_is_sacrificed_unless_its_upkeep_is_paid(answer: str,
                                                                    where: str) -> None:
    """608.2d, 701.21: "At the beginning of your upkeep, sacrifice Nicol Bolas unless you
    pay {U}{B}{R}": paid with an Island, a Swamp and a Mountain, it stays; declined, it
    is sacrificed."""
    table = play('''
[A]
battlefield = ["Nicol Bolas", "Island", "Swamp", "Mountain"]
''' + UPKEEP + decisions(answer), step="untap")
    assert "Nicol Bolas" in names(table, "1", "A", where)


def test_701_9_nicol_bolas_damage_to_an_opponent_discards_their_hand() -> None:
    """510.2, 603.2, 701.9: "Whenever Nicol Bolas deals damage to an opponent, that
    player discards their hand": unblocked, it deals B 7 and B discards all three
    cards."""
    table = play('''
[A]
battlefield = ["Nicol Bolas"]
[B]
hand = ["Swamp", "Lightning Bolt", "Giant Growth"]
''' + decisions("attack Nicol Bolas") + RESOLVE * 6, step="beginning_of_combat",
        until="combat_ended")
    g = table.game()
    assert g.player["B"].life == 13
    assert sorted(names(table, "1", "B", "graveyard")) == ["Giant Growth", "Lightning Bolt",
                                                          "Swamp"]


def test_303_4_ramses_overdark_destroys_only_an_enchanted_creature() -> None:
    """303.4, 115.1, 701.8: Ramses Overdark's "{T}: Destroy target enchanted creature":
    the Bears with Holy Strength attached are a target and are destroyed (the Aura goes
    too, 704.5m); Serra Angel, with no Aura, is not a target."""
    body = '''
[A]
battlefield = ["Ramses Overdark"]
[B]
battlefield = ["Grizzly Bears", { card = "Holy Strength", attached_to = "Grizzly Bears" },
               "Serra Angel"]
'''
    assert targets_of(play(body), "Ramses Overdark") == {"Grizzly Bears"}
    table = play(body + decisions("activate Ramses Overdark targeting Grizzly Bears") + RESOLVE)
    assert sorted(names(table, "1", "B", "graveyard")) == ["Grizzly Bears", "Holy Strength"]
    assert names(table, "1", "B", "battlefield") == ["Serra Angel"]


def test_614_1c_rasputin_enters_with_seven_dream_counters_and_makes_colorless() -> None:
    """614.1c, 605.1a, 602.1a: "Rasputin Dreamweaver enters the battlefield with seven
    dream counters on it"; "Remove a dream counter from Rasputin: Add {C}" is a mana
    ability: one counter goes, {C} comes."""
    table = play('''
[A]
hand = ["Rasputin Dreamweaver"]
battlefield = ["Plains", "Island", "Plains", "Plains", "Plains", "Plains"]
''' + decisions("cast Rasputin Dreamweaver") + RESOLVE)
    assert obj(table.game(), "Rasputin Dreamweaver").counters["dream"] == 7
    table.push_named("mana Rasputin Dreamweaver")
    g = table.game()
    assert g.player["A"].mana == "C" and obj(g, "Rasputin Dreamweaver").counters["dream"] == 6


def test_615_7_rasputin_removes_dream_counters_to_prevent_damage_to_itself() -> None:
    """615.7, 602.1a: "Remove a dream counter from Rasputin: Prevent the next 1 damage
    that would be dealt to Rasputin this turn": three activations (three counters) and
    B's Lightning Bolt deals it nothing; it lives, with four counters."""
    table = play('''
[A]
battlefield = [{ card = "Rasputin Dreamweaver", counters = { dream = 7 } }]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
''' + decisions("activate Rasputin Dreamweaver ability 2") + RESOLVE
        + decisions("activate Rasputin Dreamweaver ability 2") + RESOLVE
        + decisions("activate Rasputin Dreamweaver ability 2") + RESOLVE
        + decisions("pass") + decisions("cast Lightning Bolt targeting Rasputin Dreamweaver",
                                        "pass", player="B") + decisions("pass"),
        )
    g = table.game()
    rasputin = obj(g, "Rasputin Dreamweaver")
    assert rasputin.zone == "battlefield" and rasputin.damage == 0
    assert rasputin.counters["dream"] == 4


@pytest.mark.parametrize(("tapped", "before", "after"), [
    (False, 5, 6), (True, 5, 5), (False, 7, 7)])
def test_603_4_rasputin_gains_a_dream_counter_if_it_started_the_turn_untapped(
        tapped: bool, before: int, after: int) -> None:
    """603.4, 122.1: "At the beginning of your upkeep, if Rasputin started the turn
    untapped, put a dream counter on it" and "Rasputin can't have more than seven":
    untapped as A's turn began, five become six; tapped then (its untap step untaps it
    afterwards), none; at seven, none more."""
    dreams = f"counters = {{ dream = {before} }}"
    table = play(f'''
[A]
battlefield = [{{ card = "Rasputin Dreamweaver", tapped = {str(tapped).lower()}, {dreams} }}]
''', active="B", turn=2, step="main2")
    advance(table, "A", "draw")
    g = table.game()
    assert g.turn == 3
    rasputin = obj(g, "Rasputin Dreamweaver")
    assert rasputin.counters["dream"] == after and not rasputin.tapped
