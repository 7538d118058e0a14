"""Batch B01's Legends white cards (engine/cards/sets/leg/white.py): Lifeblood, Spirit
Link, Spiritual Sanctuary."""

from __future__ import annotations

from support import advance, decisions, play

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_603_2_lifeblood_gains_a_life_for_each_opponents_mountain_tapped() -> None:
    """603.2: B taps a Mountain for Lightning Bolt at A: A takes 3 and gains 1."""
    table = play('''
[A]
battlefield = ["Lifeblood"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
''' + decisions("pass") + decisions("cast Lightning Bolt targeting A", player="B")
        + RESOLVE + RESOLVE)
    assert table.game().player["A"].life == 18


def test_603_2_spirit_link_gains_its_controller_the_damage_its_creature_deals() -> None:
    """510.2, 603.2: B's Spirit Link on A's Craw Wurm (6/4): the Wurm deals B 6, and B,
    Spirit Link's controller, gains 6."""
    table = play('''
[A]
battlefield = ["Craw Wurm", { card = "Spirit Link", attached_to = "Craw Wurm", controller = "B" }]
''' + decisions("attack Craw Wurm"), step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 20


def test_603_4_spiritual_sanctuary_gains_a_life_for_a_player_with_a_plains() -> None:
    """603.4: at A's upkeep A, who controls a Plains, gains 1; at B's, B, who controls none,
    doesn't (the intervening "if" keeps it from triggering)."""
    table = play('''
[A]
battlefield = ["Spiritual Sanctuary", "Plains"]
[B]
battlefield = ["Island"]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)
    advance(table, "A", "draw")
    advance(table, "B", "draw")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (21, 20)
