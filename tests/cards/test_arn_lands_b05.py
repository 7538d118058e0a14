"""Arabian Nights' land of batch B05 (engine/cards/sets/arn/lands.py): a cost that
sacrifices a creature, and an amount read from it as it last existed (608.2h)."""

from __future__ import annotations

from support import decisions, names, play

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_608_2h_diamond_valley_gains_the_sacrificed_creatures_last_toughness() -> None:
    """602.1a, 701.21, 608.2h: Diamond Valley's "{T}, Sacrifice a creature: You gain life
    equal to the sacrificed creature's toughness": the Grizzly Bears, a 5/5 after Giant
    Growth, is sacrificed; A gains 5, its toughness as it last existed (not the card's
    printed 2)."""
    table = play('''
[A]
hand = ["Giant Growth"]
battlefield = ["Diamond Valley", "Forest", "Grizzly Bears"]
''' + decisions("cast Giant Growth targeting Grizzly Bears") + RESOLVE
        + decisions("activate Diamond Valley", "choose Grizzly Bears") + RESOLVE)
    assert table.game().player["A"].life == 25
    assert sorted(names(table, "1", "A", "graveyard")) == ["Giant Growth", "Grizzly Bears"]
