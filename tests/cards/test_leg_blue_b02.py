"""Legends' blue cards of batch B02 (engine/cards/sets/leg/blue.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from shahrazad.naming import NamingError
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")

SPIKED = '''
[A]
hand = ["Grizzly Bears"]
battlefield = ["Forest", "Forest", "Forest"]
[B]
hand = ["Force Spike"]
battlefield = ["Island"]
''' + decisions("cast Grizzly Bears", "pass") + decisions(
    "cast Force Spike targeting Grizzly Bears", "pass", player="B") + decisions("pass")


def test_701_6_118_12_force_spike_counters_unless_its_controller_pays() -> None:
    """701.6, 118.12, 608.2d: Force Spike's "Counter target spell unless its controller
    pays {1}": the spell's controller, not Force Spike's, is asked; A pays with its third
    Forest and the Bears resolve; when A declines, they are countered."""
    paid = play(SPIKED)
    assert paid.pending().kind == "accept" and paid.pending().player == "A"
    paid.push_named("accept yes")
    while paid.game().stack:
        paid.push_named("pass")
    assert "Grizzly Bears" in names(paid, "1", "A", "battlefield")
    assert paid.game().player["A"].mana == ""

    declined = play(SPIKED)
    declined.push_named("accept no")
    assert names(declined, "1", "A", "graveyard") == ["Grizzly Bears"]


def test_701_6_force_spike_a_player_who_cant_pay_isnt_asked() -> None:
    """608.2d: with no mana to pay {1}, the spell's controller has nothing to choose: the
    spell is countered at once."""
    table = play(SPIKED.replace('"Forest", "Forest", "Forest"', '"Forest", "Forest"'))
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]


def test_700_2_flash_flood_destroys_red_or_returns_a_mountain() -> None:
    """700.2, 601.2c: Flash Flood's mode 1 destroys a red permanent (Goblin Balloon
    Brigade); its mode 2 returns target Mountain to its owner's hand (a Plains is no
    target of it)."""
    body = '''
[A]
hand = ["Flash Flood"]
battlefield = ["Island", "Island"]
[B]
battlefield = ["Goblin Balloon Brigade", "Mountain", "Plains"]
'''
    table = play(body + decisions("cast Flash Flood mode 1 targeting Goblin Balloon Brigade")
                 + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Goblin Balloon Brigade"]
    table = play(body)
    with pytest.raises((IllegalDecision, NamingError)):
        table.push_named("cast Flash Flood mode 2 targeting Plains")
    table.push_named("cast Flash Flood mode 2 targeting Mountain")
    table.push_named("pass")
    table.push_named("pass")
    assert names(table, "1", "B", "hand") == ["Mountain"]


RESET = '''
[A]
hand = ["Reset"]
battlefield = ["Island", "Island", { card = "Island", tapped = true },
               { card = "Island", tapped = true }]
'''


def test_601_3_reset_only_in_an_opponents_turn_after_upkeep_untaps_your_lands() -> None:
    """601.3, 701.26: Reset's "Cast this spell only during an opponent's turn after their
    upkeep step. Untap all lands you control": refused in B's upkeep and in A's own turn;
    in B's main phase it untaps all four of A's Islands, the two that paid for it too."""
    upkeep = play(RESET + decisions("pass", player="B"), active="B", step="upkeep")
    with pytest.raises(IllegalDecision, match=r"601\.3"):
        upkeep.push_named("cast Reset")
    own = play(RESET)
    with pytest.raises(IllegalDecision, match=r"601\.3"):
        own.push_named("cast Reset")
    table = play(RESET + decisions("pass", player="B") + decisions("cast Reset", "pass")
                 + decisions("pass", player="B"), active="B")
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Reset"]
    assert not any(g.objects[o].tapped for o in g.in_play if g.objects[o].controller == "A")
