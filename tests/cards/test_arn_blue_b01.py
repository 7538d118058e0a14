"""Batch B01's Arabian Nights blue card (engine/cards/sets/arn/blue.py): Unstable
Mutation."""

from __future__ import annotations

from support import advance, decisions, permanent, play

from shahrazad.characteristics import power, toughness


def test_122_1_unstable_mutation_gives_3_and_takes_1_each_upkeep() -> None:
    """613.4c, 603.2, 122.1: Unstable Mutation makes Grizzly Bears a 5/5; at the upkeep of
    their controller a -1/-1 counter goes on them (a 4/4), which stays."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", { card = "Unstable Mutation", attached_to = "Grizzly Bears" }]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert (power(g, bears), toughness(g, bears)) == (5, 5)
    advance(table, "A", "draw")
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert bears.counters == {"-1/-1": 1}
    assert (power(g, bears), toughness(g, bears)) == (4, 4)
