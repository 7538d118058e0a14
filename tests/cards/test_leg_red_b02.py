"""Legends' red cards of batch B02 (engine/cards/sets/leg/red.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, names, play

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_700_2_active_volcano_destroys_blue_or_returns_an_island() -> None:
    """700.2, 601.2c: Active Volcano's mode 1 destroys a blue permanent (Lord of
    Atlantis); its mode 2 returns target Island to its owner's hand."""
    body = '''
[A]
hand = ["Active Volcano"]
battlefield = ["Mountain"]
[B]
battlefield = ["Lord of Atlantis", "Island"]
'''
    table = play(body + decisions("cast Active Volcano mode 1 targeting Lord of Atlantis")
                 + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Lord of Atlantis"]
    table = play(body + decisions("cast Active Volcano mode 2 targeting Island") + RESOLVE)
    assert names(table, "1", "B", "hand") == ["Island"]
