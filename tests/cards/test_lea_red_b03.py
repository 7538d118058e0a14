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
