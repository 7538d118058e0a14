"""Batch B01's Legends blue card (engine/cards/sets/leg/blue.py): Backfire."""

from __future__ import annotations

from support import decisions, play


def test_603_2_backfire_returns_the_damage_its_creature_deals_you() -> None:
    """510.2, 603.2: A's Backfire on B's Grizzly Bears; the Bears attack A unblocked: A
    takes 2, and Backfire deals B, the Bears' controller, 2."""
    table = play('''
[A]
battlefield = ["Island"]
[B]
battlefield = ["Grizzly Bears",
               { card = "Backfire", attached_to = "Grizzly Bears", controller = "A" }]
''' + decisions("attack Grizzly Bears", player="B"), active="B", step="beginning_of_combat",
        until="combat_ended")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (18, 18)
