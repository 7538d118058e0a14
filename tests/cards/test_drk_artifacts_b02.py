"""The Dark's artifacts of batch B02 (engine/cards/sets/drk/artifacts.py), each tested on
its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_601_2f_stone_calendar_your_spells_cost_one_less_generic_only() -> None:
    """601.2f: Stone Calendar: "Spells you cast cost up to {1} less to cast": Hill Giant
    ({3}{R}) with three Mountains; Lightning Bolt ({R}, no generic mana) still needs its
    {R}; B's spells cost what they say."""
    table = play('''
[A]
hand = ["Hill Giant"]
battlefield = ["Stone Calendar", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Hill Giant") + RESOLVE)
    assert "Hill Giant" in names(table, "1", "A", "battlefield")
    theirs = play('''
[A]
battlefield = ["Stone Calendar"]
[B]
hand = ["Hill Giant"]
battlefield = ["Mountain", "Mountain", "Mountain"]
''', active="B")
    with pytest.raises(IllegalDecision, match=r"601\.2h"):
        theirs.push_named("cast Hill Giant")
