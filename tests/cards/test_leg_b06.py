"""Legends' cards of batch B06 (engine/cards/sets/leg/): control that lasts for as long as
its source stays its controller's and tapped (611.2b). The rules each test exercises are
in its name."""

from __future__ import annotations

import pytest
from support import (
    RESOLVE,
    advance,
    decisions,
    fight,
    names,
    obj,
    permanent,
    play,
    taking_in_subgame,
    targets_of,
)

from shahrazad.txn import IllegalDecision

RUBINIA = '''
[A]
hand = ["Twiddle"]
battlefield = ["Rubinia Soulsinger", "Island"]
[B]
hand = ["Control Magic"]
battlefield = ["Serra Angel", "Island", "Island", "Island", "Island"]
'''


def test_611_2b_rubinia_soulsinger_keeps_a_creature_while_tapped() -> None:
    """613.1b, 611.2b, 502.3: Rubinia takes B's Serra Angel; A keeps her tapped in A's
    next untap step and keeps the Angel; untapped by Twiddle, the Angel goes back."""
    table = play(RUBINIA + decisions("activate Rubinia Soulsinger targeting Serra Angel")
                 + RESOLVE)
    assert permanent(table.game(), "Serra Angel").controller == "A"
    advance(table, "B", "upkeep")
    advance(table, "A", "main1", {"keep_tapped": "keep_tapped Rubinia Soulsinger"})
    assert table.game().turn == 5 and permanent(table.game(), "Rubinia Soulsinger").tapped
    assert permanent(table.game(), "Serra Angel").controller == "A"
    table.push_named("cast Twiddle targeting Rubinia Soulsinger")
    table.push_named("pass")
    table.push_named("pass", "B")
    table.push_named("word untap")
    assert permanent(table.game(), "Serra Angel").controller == "B"


def test_611_2b_rubinia_taken_away_ends_the_control() -> None:
    """611.2b: B takes Rubinia (still tapped) with Control Magic: A no longer controls
    her, so the Angel goes back to B."""
    table = play(RUBINIA + decisions("activate Rubinia Soulsinger targeting Serra Angel")
                 + RESOLVE)
    advance(table, "B", "main1")
    table.push_named("cast Control Magic targeting Rubinia Soulsinger", "B")
    table.push_named("pass", "B")
    table.push_named("pass", "A")
    g = table.game()
    assert permanent(g, "Rubinia Soulsinger").controller == "B"
    assert permanent(g, "Rubinia Soulsinger").tapped
    assert permanent(g, "Serra Angel").controller == "B"


def test_611_2b_willow_satyr_takes_only_a_legendary_creature() -> None:
    """115.1, 611.2b: Willow Satyr targets a legendary creature only (Sol'kanar, not the
    Serra Angel) and keeps it while it remains tapped and A's; in a subgame (727) it
    takes that game's legend only."""
    body = '''
[A]
battlefield = ["Willow Satyr"]
[B]
battlefield = ["Serra Angel", "Sol'kanar the Swamp King"]
'''
    with pytest.raises(IllegalDecision):
        play(body).push_named("activate Willow Satyr targeting Serra Angel")
    table = play(body + decisions("activate Willow Satyr targeting Sol'kanar the Swamp King")
                 + RESOLVE)
    assert permanent(table.game(), "Sol'kanar the Swamp King").controller == "A"
    advance(table, "A", "upkeep")  # not kept tapped: the legend goes home
    assert permanent(table.game(), "Sol'kanar the Swamp King").controller == "B"
    table = taking_in_subgame("activate Willow Satyr targeting Sol'kanar the Swamp King",
                              ["Willow Satyr"], "Sol'kanar the Swamp King")
    assert obj(table.game("1.1"), "Sol'kanar the Swamp King").controller == "A"
    assert obj(table.game("1"), "Sol'kanar the Swamp King").controller == "B"


def test_611_2b_the_wretched_takes_its_blockers_at_end_of_combat() -> None:
    """511.1, 509.1g, 611.2b: B blocks The Wretched with Serra Angel and Wall of Wood; at
    end of combat A gains control of both (not of B's Bears, which didn't block); when The
    Wretched leaves (Swords to Plowshares), they go back to B."""
    table = fight('"The Wretched", "Plains"', '"Serra Angel", "Wall of Wood", "Grizzly Bears"',
                  decisions("attack The Wretched"),
                  decisions("block Serra Angel -> The Wretched, Wall of Wood -> The Wretched",
                            player="B"), until="script_end", hand='"Swords to Plowshares"')
    advance(table, "A", "main2")
    g = table.game()
    assert permanent(g, "Serra Angel").controller == "A"
    assert permanent(g, "Wall of Wood").controller == "A"
    assert permanent(g, "Grizzly Bears").controller == "B"
    table.push_named("cast Swords to Plowshares targeting The Wretched")
    table.push_named("pass")
    table.push_named("pass", "B")
    g = table.game()
    assert permanent(g, "Serra Angel").controller == "B"
    assert permanent(g, "Wall of Wood").controller == "B"


def test_701_12b_juxtapose_exchanges_the_highest_creatures_then_artifacts() -> None:
    """701.12b, 613.1b: A's highest creature (Serra Angel, 5) and B's (Craw Wurm, 6)
    change hands; then the artifacts: A's Sol Ring (1) for B's Jayemdae Tome (4). The
    others stay."""
    table = play('''
[A]
hand = ["Juxtapose"]
battlefield = ["Serra Angel", "Grizzly Bears", "Sol Ring", "Island", "Island", "Island",
               "Island"]
[B]
battlefield = ["Craw Wurm", "Savannah Lions", "Jayemdae Tome"]
''' + decisions("cast Juxtapose targeting B paying Island, Island, Island, Island") + RESOLVE)
    g = table.game()
    assert permanent(g, "Serra Angel").controller == "B"
    assert permanent(g, "Craw Wurm").controller == "A"
    assert permanent(g, "Sol Ring").controller == "B"
    assert permanent(g, "Jayemdae Tome").controller == "A"
    assert permanent(g, "Grizzly Bears").controller == "A"
    assert permanent(g, "Savannah Lions").controller == "B"


def test_701_12a_juxtapose_ties_are_chosen_and_an_empty_side_exchanges_nothing() -> None:
    """701.12a, 701.12b: B's two Hill Giants are tied for highest: B chooses the second;
    A has no artifact, so the artifacts stay where they are."""
    table = play('''
[A]
hand = ["Juxtapose"]
battlefield = ["Serra Angel", "Island", "Island", "Island", "Island"]
[B]
battlefield = ["Hill Giant", "Hill Giant", "Sol Ring"]
''' + decisions("cast Juxtapose targeting B") + RESOLVE)
    assert table.pending().kind == "choose" and table.pending().player == "B"
    table.push_named("choose Hill Giant#2", "B")
    g = table.game()
    giants = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Hill Giant"]
    assert [o.controller for o in giants] == ["B", "A"]
    assert permanent(g, "Serra Angel").controller == "B"
    assert permanent(g, "Sol Ring").controller == "B"


def test_701_12b_juxtapose_both_players_choose_among_their_ties() -> None:
    """701.12b: both sides are tied: A chooses first, then B; the two chosen change
    hands."""
    table = play('''
[A]
hand = ["Juxtapose"]
battlefield = ["Serra Angel", "Serra Angel", "Island", "Island", "Island", "Island"]
[B]
battlefield = ["Hill Giant", "Hill Giant"]
''' + decisions("cast Juxtapose targeting B") + RESOLVE)
    assert table.pending().player == "A"
    table.push_named("choose Serra Angel#2")
    assert table.pending().kind == "choose" and table.pending().player == "B"
    table.push_named("choose Hill Giant", "B")
    g = table.game()
    angels = [g.objects[o].controller for o in g.battlefield
              if g.objects[o].name == "Serra Angel"]
    giants = [g.objects[o].controller for o in g.battlefield
              if g.objects[o].name == "Hill Giant"]
    assert angels == ["A", "B"] and giants == ["A", "B"]


def test_611_2b_rubinia_untapped_and_tapped_again_before_resolving_gives_nothing() -> None:
    """611.2b (2009 ruling): the condition is checked from the activation on: Rubinia
    untapped in response (Twiddle) and tapped again (Twiddle) before the ability
    resolves: it does nothing."""
    table = play('''
[A]
hand = ["Twiddle", "Twiddle"]
battlefield = ["Rubinia Soulsinger", "Island", "Island"]
[B]
battlefield = ["Serra Angel"]
''' + decisions("activate Rubinia Soulsinger targeting Serra Angel",
                "cast Twiddle targeting Rubinia Soulsinger") + RESOLVE + decisions("word untap")
        + decisions("cast Twiddle targeting Rubinia Soulsinger") + RESOLVE
        + decisions("word tap") + RESOLVE)
    g = table.game()
    assert permanent(g, "Rubinia Soulsinger").tapped
    assert permanent(g, "Serra Angel").controller == "B"
    assert not g.stack


GAUNTLETS = '''
[A]
battlefield = ["Gauntlets of Chaos", "Sol Ring", "Sol Ring", "Mox Pearl", "Grizzly Bears",
               { card = "Holy Strength", attached_to = "Grizzly Bears" }]
[B]
battlefield = ["Serra Angel", "Jayemdae Tome", "Plains"]
'''


def test_701_12b_gauntlets_of_chaos_exchange_two_creatures_and_destroy_their_auras() -> None:
    """701.12b, 115.1, 701.8: A exchanges the Bears for B's Serra Angel (two creatures);
    the Holy Strength on the Bears is destroyed; the Gauntlets are sacrificed."""
    table = play(GAUNTLETS + decisions("activate Gauntlets of Chaos targeting Grizzly Bears, "
                                       "Serra Angel") + RESOLVE)
    g = table.game()
    assert permanent(g, "Grizzly Bears").controller == "B"
    assert permanent(g, "Serra Angel").controller == "A"
    assert "Holy Strength" in names(table, "1", "A", "graveyard")
    assert "Gauntlets of Chaos" in names(table, "1", "A", "graveyard")


def test_115_1_gauntlets_of_chaos_targets_must_share_a_type() -> None:
    """115.1: the second target must share artifact, creature or land with the first: the
    Bears and B's Jayemdae Tome (a creature and an artifact) are refused; Sol Ring and the
    Tome (two artifacts) are fine, and so are the Bears and the Angel."""
    table = play(GAUNTLETS)
    with pytest.raises(IllegalDecision):
        table.push_named("activate Gauntlets of Chaos targeting Grizzly Bears, Jayemdae Tome")
    assert targets_of(table, "Gauntlets of Chaos") >= {"Sol Ring", "Jayemdae Tome",
                                                       "Grizzly Bears", "Serra Angel"}
    table.push_named("activate Gauntlets of Chaos targeting Sol Ring, Jayemdae Tome")
    table.push_named("pass")
    table.push_named("pass", "B")
    g = table.game()
    assert permanent(g, "Jayemdae Tome").controller == "A"
    assert [g.objects[o].controller for o in g.battlefield
            if g.objects[o].name == "Sol Ring"] == ["B", "A"]


def test_701_12a_gauntlets_of_chaos_one_target_gone_no_exchange_no_auras_destroyed() -> None:
    """701.12a, 608.2b (2009 ruling): the Angel leaves in response (Swords to Plowshares):
    the exchange doesn't happen, the Bears stay A's, and the Holy Strength stays."""
    table = play(GAUNTLETS.replace('"Plains"]', '"Plains"]\nhand = ["Swords to Plowshares"]')
                 + decisions("activate Gauntlets of Chaos targeting Grizzly Bears, Serra Angel",
                             "pass")
                 + decisions("cast Swords to Plowshares targeting Serra Angel", player="B")
                 + decisions("pass", player="B") + decisions("pass") + RESOLVE)
    g = table.game()
    assert permanent(g, "Grizzly Bears").controller == "A"
    assert permanent(g, "Holy Strength").attached_to == permanent(g, "Grizzly Bears").oid
