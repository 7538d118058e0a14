"""Legends' blue cards of batch B02 (engine/cards/sets/leg/blue.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, names, play

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
