"""Batch B01's Alpha white card (engine/cards/sets/lea/white.py): Karma."""

from __future__ import annotations

from support import advance, decisions, play


def test_503_1_karma_hurts_each_player_for_their_own_swamps() -> None:
    """503.1, 603.2, 107.1: at B's upkeep Karma deals B damage equal to the Swamps B
    controls (2); at A's upkeep, A controlling no Swamp, 0."""
    table = play('''
[A]
battlefield = ["Karma", "Plains"]
[B]
battlefield = ["Swamp", "Swamp", "Island"]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)
    advance(table, "A", "draw")
    advance(table, "B", "draw")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (20, 18)
