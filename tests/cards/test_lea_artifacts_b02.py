"""Alpha's artifacts of batch B02 (engine/cards/sets/lea/artifacts.py), each tested on
its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, of, permanent, play

from shahrazad.characteristics import power
from shahrazad.events import vocabulary as v
from shahrazad.txn import IllegalDecision

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


def test_605_1b_gauntlet_of_might_mountains_add_an_additional_red() -> None:
    """605.1b, 605.4a, 613.4c: Gauntlet of Might: "Red creatures get +1/+1. Whenever a
    Mountain is tapped for mana, its controller adds an additional {R}": a triggered mana
    ability, no stack: two Mountains pay for Hill Giant's {3}{R}; a Forest adds only its
    {G}; a red creature gets +1/+1."""
    table = play('''
[A]
hand = ["Hill Giant"]
battlefield = ["Gauntlet of Might", "Mountain", "Mountain", "Forest"]
''' + decisions("cast Hill Giant paying Mountain, Mountain") + RESOLVE
        + decisions("mana Forest"))
    g = table.game()
    assert "Hill Giant" in names(table, "1", "A", "battlefield")
    assert power(g, permanent(g, "Hill Giant")) == 4
    assert g.player["A"].mana == "G"
    assert not [e for e in of(table, v.AbilityTriggered)]


def test_609_4b_sunglasses_of_urza_white_mana_spent_as_red() -> None:
    """609.4b: Sunglasses of Urza: "You may spend white mana as though it were red mana":
    A casts Lightning Bolt with a Plains; without the Sunglasses, B can't."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Sunglasses of Urza", "Plains"]
''' + decisions("cast Lightning Bolt targeting B paying Plains") + RESOLVE)
    assert table.game().player["B"].life == 17
    theirs = play('''
[A]
battlefield = ["Sunglasses of Urza"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Plains"]
''', active="B")
    with pytest.raises(IllegalDecision, match=r"601\.2h"):
        theirs.push_named("cast Lightning Bolt targeting A paying Plains")
