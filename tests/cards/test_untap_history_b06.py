"""Batch B06's permanents that don't untap during their controller's untap step in some
cases (502.3): if they attacked during their controller's last turn (The Dark's Goblin
Rock Sled and Tangle Kelp: the turn's history), or while a counter is there (Legends'
Venarian Gold and Cocoon). The rules each test exercises are in its name."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords, power, toughness
from shahrazad.txn import IllegalDecision


def test_502_3_goblin_rock_sled_stays_tapped_after_attacking_last_turn() -> None:
    """502.3, 508.1c, 702.19: the Sled attacks B (who controls a Mountain) on turn 3 and
    doesn't untap in A's next untap step (turn 5); not having attacked then, it untaps in
    turn 7's. Against a player with no Mountain it can't attack."""
    table = play('''
[A]
battlefield = ["Goblin Rock Sled"]
[B]
battlefield = ["Mountain"]
''' + decisions("attack Goblin Rock Sled"), step="beginning_of_combat")
    advance(table, "A", "end")
    assert table.game().player["B"].life == 17
    advance(table, "A", "upkeep")
    g = table.game()
    assert g.turn == 5 and permanent(g, "Goblin Rock Sled").tapped
    advance(table, "A", "draw")
    advance(table, "A", "upkeep")
    assert table.game().turn == 7 and not permanent(table.game(), "Goblin Rock Sled").tapped
    assert "trample" in keywords(table.game(), permanent(table.game(), "Goblin Rock Sled"))
    with pytest.raises(IllegalDecision):
        play('''
[A]
battlefield = ["Goblin Rock Sled"]
[B]
battlefield = ["Island"]
''', step="beginning_of_combat").push_named("attack Goblin Rock Sled")
    assert card("Goblin Rock Sled").first_printed == "DRK"


def test_502_3_tangle_kelp_taps_and_holds_a_creature_that_attacked() -> None:
    """603.2, 502.3: Tangle Kelp taps B's Bears as it enters; they untap in B's untap step
    (they didn't attack in B's last turn); B attacks with them on turn 4, so in turn 6's
    untap step they stay tapped, and in turn 8's they untap."""
    table = play('''
[A]
hand = ["Tangle Kelp"]
battlefield = ["Island"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Tangle Kelp targeting Grizzly Bears") + RESOLVE + RESOLVE)
    assert permanent(table.game(), "Grizzly Bears").tapped
    advance(table, "B", "main1")
    assert not permanent(table.game(), "Grizzly Bears").tapped
    advance(table, "B", "beginning_of_combat")
    table.push_named("pass", "B")
    table.push_named("pass", "A")
    table.push_named("attack Grizzly Bears", "B")
    advance(table, "B", "end")
    assert table.game().player["A"].life == 18
    advance(table, "B", "upkeep")
    assert table.game().turn == 6 and permanent(table.game(), "Grizzly Bears").tapped
    advance(table, "B", "draw")
    advance(table, "B", "upkeep")
    assert table.game().turn == 8 and not permanent(table.game(), "Grizzly Bears").tapped


def test_107_3m_venarian_gold_puts_x_sleep_counters_that_hold_the_creature() -> None:
    """107.3m, 122.1, 502.3: Venarian Gold with X=2 taps B's Bears and puts two sleep
    counters on them (its entering trigger's X is the spell's); each of B's upkeeps
    removes one: tapped through turns 4 and 6, they untap in turn 8."""
    table = play('''
[A]
hand = ["Venarian Gold"]
battlefield = ["Island", "Island", "Island", "Island"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Venarian Gold X=2 targeting Grizzly Bears") + RESOLVE + RESOLVE)
    bears = permanent(table.game(), "Grizzly Bears")
    assert bears.tapped and bears.counters.get("sleep") == 2
    advance(table, "B", "main1")
    bears = permanent(table.game(), "Grizzly Bears")
    assert bears.tapped and bears.counters.get("sleep") == 1
    advance(table, "B", "draw")
    advance(table, "B", "main1")
    bears = permanent(table.game(), "Grizzly Bears")
    assert table.game().turn == 6 and bears.tapped and not bears.counters.get("sleep")
    advance(table, "B", "draw")
    assert table.game().turn == 8 and not permanent(table.game(), "Grizzly Bears").tapped


def test_502_3_cocoon_holds_the_creature_three_upkeeps_then_gives_it_wings() -> None:
    """502.3, 122.1, 608.2c, 613.1f: Cocoon taps A's Bears and gets three pupa counters;
    A's upkeeps take one each (turns 5, 7, 9) while the Bears stay tapped; in turn 11's
    untap step the Cocoon is empty, the Bears untap, and its upkeep trigger can't remove
    a counter: the Cocoon is sacrificed and the Bears get a +1/+1 counter and flying for
    good."""
    table = play('''
[A]
hand = ["Cocoon"]
battlefield = ["Forest", "Grizzly Bears"]
''' + decisions("cast Cocoon targeting Grizzly Bears") + RESOLVE + RESOLVE)
    g = table.game()
    assert permanent(g, "Grizzly Bears").tapped and permanent(g, "Cocoon").counters == {
        "pupa": 3}
    for turn, left in ((5, 2), (7, 1), (9, 0)):
        advance(table, "B", "main1")
        advance(table, "A", "main1")
        g = table.game()
        assert g.turn == turn and permanent(g, "Grizzly Bears").tapped
        assert permanent(g, "Cocoon").counters.get("pupa", 0) == left
    advance(table, "B", "main1")
    advance(table, "A", "main1")
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert g.turn == 11 and not bears.tapped
    assert "Cocoon" in [g.objects[o].name for o in g.zone("graveyard", "A")]
    assert (power(g, bears), toughness(g, bears)) == (3, 3)
    assert "flying" in keywords(g, bears)
