"""Alpha's artifacts of batch B02 (engine/cards/sets/lea/artifacts.py), each tested on
its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from engine.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_602_5b_701_9_disrupting_scepter_only_during_your_turn() -> None:
    """602.5b, 701.9: Disrupting Scepter's "{3}, {T}: Target player discards a card.
    Activate only during your turn": on A's turn B discards the card of B's choice; on
    B's turn A can't activate it."""
    table = play('''
[A]
battlefield = ["Disrupting Scepter", "Mountain", "Mountain", "Mountain"]
[B]
hand = ["Forest", "Island"]
''' + decisions("activate Disrupting Scepter targeting B") + RESOLVE)
    assert table.pending().kind == "discard" and table.pending().player == "B"
    table.push_named("discard Island")
    assert names(table, "1", "B", "graveyard") == ["Island"]
    assert names(table, "1", "B", "hand") == ["Forest"]

    theirs = play('''
[A]
battlefield = ["Disrupting Scepter", "Mountain", "Mountain", "Mountain"]
[B]
hand = ["Forest"]
''' + decisions("pass", player="B"), active="B")
    assert theirs.pending().player == "A"
    with pytest.raises(IllegalDecision, match="only during your turn"):
        theirs.push_named("activate Disrupting Scepter targeting B")
