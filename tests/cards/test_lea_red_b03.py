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


def test_107_3_rock_hydra_enters_with_x_counters() -> None:
    """107.3, 614.1c: Rock Hydra cast with X = 3 enters with three +1/+1 counters: 3/3."""
    table = play('''
[A]
hand = ["Rock Hydra"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Rock Hydra X=3") + RESOLVE)
    g = table.game()
    assert permanent(g, "Rock Hydra").counters == {"+1/+1": 3}
    assert power(g, permanent(g, "Rock Hydra")) == 3


def test_615_rock_hydra_pays_damage_with_counters() -> None:
    """615.6: Lightning Bolt's 3 damage to Rock Hydra with four counters: each 1 is
    prevented by removing a counter; it is a 1/1 with no damage."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = [{ card = "Rock Hydra", counters = { "+1/+1" = 4 } }]
''' + decisions("cast Lightning Bolt targeting Rock Hydra") + RESOLVE)
    hydra = permanent(table.game(), "Rock Hydra")
    assert (hydra.counters.get("+1/+1", 0), hydra.damage) == (1, 0)
    assert sum(e.amount for e in of(table, v.DamagePrevented)) == 3


def test_615_rock_hydra_with_too_few_counters_takes_the_rest() -> None:
    """615.6, 704.5f: Lightning Bolt's 3 to a Rock Hydra with two counters: 2 prevented
    (no counters left, a 0/0), 1 dealt; it dies."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = [{ card = "Rock Hydra", counters = { "+1/+1" = 2 } }]
''' + decisions("cast Lightning Bolt targeting Rock Hydra") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Rock Hydra"]
    assert sum(e.amount for e in of(table, v.DamagePrevented)) == 2


def test_510_2_rock_hydra_counters_are_used_once_for_damage_dealt_together() -> None:
    """510.2, 615.6: Rock Hydra with four counters attacks and is blocked by Grizzly Bears
    and Hill Giant: their 5 combat damage is dealt at once; the four counters prevent 4
    in all, not 4 of each, and the Hydra dies."""
    table = play('''
[A]
battlefield = [{ card = "Rock Hydra", counters = { "+1/+1" = 4 } }]
[B]
battlefield = ["Grizzly Bears", "Hill Giant"]
''' + decisions("attack Rock Hydra") + RESOLVE
        + decisions("block Grizzly Bears -> Rock Hydra, Hill Giant -> Rock Hydra",
                    player="B") + RESOLVE + RESOLVE,
        step="beginning_of_combat", until="combat_ended")
    assert sum(e.amount for e in of(table, v.DamagePrevented)) == 4
    assert "Rock Hydra" in names(table, "1", "A", "graveyard")


def test_602_5b_rock_hydra_grows_only_during_your_upkeep() -> None:
    """602.5b: {R}{R}{R} puts a +1/+1 counter, only during its controller's upkeep."""
    table = play('''
[A]
battlefield = [{ card = "Rock Hydra", counters = { "+1/+1" = 1 } },
               "Mountain", "Mountain", "Mountain"]
''' + decisions("activate Rock Hydra ability 2") + RESOLVE, step="upkeep")
    assert permanent(table.game(), "Rock Hydra").counters == {"+1/+1": 2}
