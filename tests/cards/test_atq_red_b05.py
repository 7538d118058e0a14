"""Antiquities' red cards of batch B05 (engine/cards/sets/atq/red.py): costs that
sacrifice an artifact (602.1a, 701.21), each tested on its text."""

from __future__ import annotations

import pytest
from support import decisions, names, permanent, play

from shahrazad.characteristics import power, toughness
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_701_21_atog_sacrifices_artifacts_for_two_plus_two_each() -> None:
    """602.1a, 701.21, 611.2: Atog's "Sacrifice an artifact: Atog gets +2/+2 until end of
    turn", twice (a 5/6, two artifacts in the graveyard); with no artifact left it can't
    be activated (118.3); the pump ends in the cleanup step (514.2)."""
    table = play('''
[A]
battlefield = ["Atog", "Sol Ring", "Ornithopter"]
''' + decisions("activate Atog", "choose Sol Ring") + RESOLVE
        + decisions("activate Atog", "choose Ornithopter") + RESOLVE)
    g = table.game()
    atog = permanent(g, "Atog")
    assert (power(g, atog), toughness(g, atog)) == (5, 6)
    assert sorted(names(table, "1", "A", "graveyard")) == ["Ornithopter", "Sol Ring"]
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        table.push_named("activate Atog")
    later = play('''
[A]
battlefield = ["Atog", "Sol Ring"]
''' + decisions("activate Atog", "choose Sol Ring") + RESOLVE, until="turn 4")
    g = later.game()
    assert (power(g, permanent(g, "Atog")), toughness(g, permanent(g, "Atog"))) == (1, 2)


def test_602_5b_dwarven_weaponsmith_counters_only_during_your_upkeep() -> None:
    """602.5b, 602.1a, 122.1: Dwarven Weaponsmith's "{T}, Sacrifice an artifact: Put a
    +1/+1 counter on target creature. Activate only during your upkeep": refused in a
    main phase; in A's upkeep, Sol Ring goes and Grizzly Bears gets a counter (a 3/3)."""
    body = '''
[A]
battlefield = ["Dwarven Weaponsmith", "Sol Ring", "Grizzly Bears"]
'''
    with pytest.raises(IllegalDecision, match="only during your upkeep"):
        play(body).push_named("activate Dwarven Weaponsmith targeting Grizzly Bears")
    table = play(body + decisions("activate Dwarven Weaponsmith targeting Grizzly Bears",
                                  "choose Sol Ring") + RESOLVE, step="upkeep")
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert bears.counters == {"+1/+1": 1} and power(g, bears) == 3
    assert names(table, "1", "A", "graveyard") == ["Sol Ring"]
    assert permanent(g, "Dwarven Weaponsmith").tapped


def test_701_21_orcish_mechanics_deals_2_for_an_artifact() -> None:
    """602.1a, 701.21, 120.3: Orcish Mechanics' "{T}, Sacrifice an artifact: 2 damage to
    any target": B at 18, the Ornithopter in A's graveyard, the Mechanics tapped."""
    table = play('''
[A]
battlefield = ["Orcish Mechanics", "Ornithopter"]
''' + decisions("activate Orcish Mechanics targeting B", "choose Ornithopter") + RESOLVE)
    g = table.game()
    assert g.player["B"].life == 18
    assert names(table, "1", "A", "graveyard") == ["Ornithopter"]
    assert permanent(g, "Orcish Mechanics").tapped
