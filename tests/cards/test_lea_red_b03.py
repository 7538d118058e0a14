"""Batch B03's Alpha red cards with their own tests (engine/cards/sets/lea/red.py):
Dragon Whelp, its activations counted this turn (602.5b). Dwarven Warriors, Ironclaw Orcs
and Stone Giant are tested with the combat restrictions and the filters."""

from __future__ import annotations

import pytest
from support import advance, decisions, names, of, permanent, play

from shahrazad.characteristics import power
from shahrazad.events import vocabulary as v

RESOLVE = decisions("pass") + decisions("pass", player="B")


def _pumped(times: int) -> str:
    return ''.join(decisions("activate Dragon Whelp") + RESOLVE
                   for _ in range(times))


@pytest.mark.parametrize(("times", "sacrificed"), [(3, False), (4, True), (5, True)])
def test_602_5b_dragon_whelp_is_sacrificed_after_four_activations(times: int,
                                                                   sacrificed: bool) -> None:
    """602.5b, 603.7: each activation gives +1/+0; once the ability has been activated
    four or more times this turn, each such resolution sets up a sacrifice at the next
    end step (five activations: two delayed abilities, 2009 ruling)."""
    table = play('''
[A]
battlefield = ["Dragon Whelp", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
''' + _pumped(times), until="script_end")
    g = table.game()
    assert power(g, permanent(g, "Dragon Whelp")) == 2 + times
    assert len(of(table, v.DelayedTriggerCreated)) == max(0, times - 3)
    advance(table, "B", "upkeep")
    assert ("Dragon Whelp" in names(table, "1", "A", "graveyard")) is sacrificed


def test_701_19c_disintegrate_exiles_a_creature_that_cant_regenerate() -> None:
    """701.19c, 614.1a: B regenerates Drudge Skeletons in answer to Disintegrate (X = 2);
    the shield can't be used, and the dying Skeletons are exiled instead."""
    table = play('''
[A]
hand = ["Disintegrate"]
battlefield = ["Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Drudge Skeletons", "Swamp"]
''' + decisions("cast Disintegrate X=2 targeting Drudge Skeletons")
        + decisions("activate Drudge Skeletons", player="B") + decisions("pass", player="B")
        + decisions("pass") + RESOLVE)
    assert names(table, "1", "B", "exile") == ["Drudge Skeletons"]
    assert names(table, "1", "B", "graveyard") == []


def test_614_1a_disintegrate_exiles_a_creature_that_dies_later_this_turn() -> None:
    """614.1a: Disintegrate with X = 1 leaves Craw Wurm (6/4) alive; a Lightning Bolt
    later the same turn kills it, and it is exiled instead of dying."""
    table = play('''
[A]
hand = ["Disintegrate", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("cast Disintegrate X=1 targeting Craw Wurm") + RESOLVE
        + decisions("cast Lightning Bolt targeting Craw Wurm") + RESOLVE)
    assert names(table, "1", "B", "exile") == ["Craw Wurm"]


def test_120_3_disintegrate_to_a_player() -> None:
    """120.3: to a player, X damage."""
    table = play('''
[A]
hand = ["Disintegrate"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Disintegrate X=3 targeting B") + RESOLVE)
    assert table.game().player["B"].life == 17
