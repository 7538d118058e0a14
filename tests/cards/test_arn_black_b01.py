"""Batch B01's Arabian Nights black card (engine/cards/sets/arn/black.py): El-Hajjaj."""

from __future__ import annotations

from support import decisions, play


def test_603_2_el_hajjaj_gains_its_controller_the_damage_it_deals() -> None:
    """510.2, 603.2: El-Hajjaj attacks unblocked and deals B 1 combat damage; A gains 1."""
    table = play('''
[A]
battlefield = ["El-Hajjaj"]
''' + decisions("attack El-Hajjaj"), step="beginning_of_combat", until="combat_ended")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (21, 19)
