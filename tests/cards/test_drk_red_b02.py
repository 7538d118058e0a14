"""The Dark's red cards of batch B02 (engine/cards/sets/drk/red.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, permanent, play

from shahrazad.characteristics import power
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_602_5b_fire_drake_pumps_only_once_each_turn() -> None:
    """602.5b: Fire Drake's "{R}: +1/+0 until end of turn. Activate only once each turn":
    once it is a 2/2, a second activation is refused; the limit is of each turn."""
    table = play('''
[A]
battlefield = ["Fire Drake", "Mountain", "Mountain"]
''' + decisions("activate Fire Drake") + RESOLVE)
    assert power(table.game(), permanent(table.game(), "Fire Drake")) == 2
    with pytest.raises(IllegalDecision, match="only once each turn"):
        table.push_named("activate Fire Drake")
