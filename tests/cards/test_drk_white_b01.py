"""Batch B01's The Dark white card (engine/cards/sets/drk/white.py): Martyr's Cry."""

from __future__ import annotations

from support import decisions, names, play


def test_701_13_martyrs_cry_exiles_white_creatures_each_controller_draws_for_theirs() -> None:
    """701.13, 121.2: Martyr's Cry exiles every white creature (A's Savannah Lions, B's
    White Knight and Pearled Unicorn; not B's Grizzly Bears); A draws 1, B draws 2."""
    table = play('''
[A]
hand = ["Martyr's Cry"]
battlefield = ["Plains", "Plains", "Savannah Lions"]
[B]
battlefield = ["White Knight", "Pearled Unicorn", "Grizzly Bears"]
''' + decisions("cast Martyr's Cry") + decisions("pass") + decisions("pass", player="B"))
    assert sorted(names(table, "1", "B", "exile")) == ["Pearled Unicorn", "White Knight"]
    assert names(table, "1", "A", "exile") == ["Savannah Lions"]
    assert (len(names(table, "1", "A", "hand")), len(names(table, "1", "B", "hand"))) == (1, 2)
    assert names(table, "1", "B", "battlefield") == ["Grizzly Bears"]
