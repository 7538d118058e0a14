"""Antiquities' green cards of batch B02 (engine/cards/sets/atq/green.py), each tested on
its text: the rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, permanent, play

from shahrazad.characteristics import power, toughness


def test_603_2_citanul_druid_grows_when_an_opponent_casts_an_artifact_spell() -> None:
    """601.2i, 603.2, 122.1: Citanul Druid's "Whenever an opponent casts an artifact spell,
    put a +1/+1 counter on Citanul Druid": A's Sol Ring grows B's Druid to 2/2, not A's
    own Druid."""
    table = play('''
[A]
hand = ["Sol Ring"]
battlefield = ["Mountain", "Citanul Druid"]
[B]
battlefield = ["Citanul Druid"]
''' + decisions("cast Sol Ring"))
    while table.game().stack:
        table.push_named("pass")
    g = table.game()
    theirs, mine = permanent(g, "Citanul Druid", "B"), permanent(g, "Citanul Druid", "A")
    assert (power(g, theirs), toughness(g, theirs)) == (2, 2)
    assert (power(g, mine), toughness(g, mine)) == (1, 1)
