"""The Dark's artifacts of batch R-A (engine/cards/sets/drk/artifacts.py), each played on
its text; the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, of, play

from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck

WAND = '''
[A]
battlefield = ["Wand of Ith", "Island", "Island", "Island"]
[B]
hand = ["Serra Angel", "Forest", "Fireball"]
'''


def _revealed(name: str) -> str:
    return f'[[random]]\nwhat = "discard"\nplayer = "B"\nresult = ["{name}"]\n'


def test_119_4_wand_of_ith_life_equal_to_mana_value_keeps_the_card() -> None:
    """701.20, 119.4: B reveals Serra Angel (mana value 5) at random and pays 5 life to
    keep it."""
    table = play(WAND + decisions("activate Wand of Ith targeting B") + RESOLVE
                 + decisions("accept yes", player="B"), head=_revealed("Serra Angel"))
    assert table.game().player["B"].life == 15
    assert sorted(names(table, "1", "B", "hand")) == ["Fireball", "Forest", "Serra Angel"]
    [shown] = of(table, v.CardsRevealed)
    assert set(shown.seen_by) == {"A", "B"}


def test_701_9_wand_of_ith_unpaid_the_revealed_card_is_discarded() -> None:
    """701.9: B declines to pay 5 life: the revealed Serra Angel is discarded, the rest of
    the hand stays."""
    table = play(WAND + decisions("activate Wand of Ith targeting B") + RESOLVE
                 + decisions("accept no", player="B"), head=_revealed("Serra Angel"))
    assert table.game().player["B"].life == 20
    assert names(table, "1", "B", "graveyard") == ["Serra Angel"]


def test_119_4_wand_of_ith_a_land_costs_1_life() -> None:
    """119.4: a land card revealed is kept for 1 life, whatever its mana value (0)."""
    table = play(WAND + decisions("activate Wand of Ith targeting B") + RESOLVE
                 + decisions("accept yes", player="B"), head=_revealed("Forest"))
    assert table.game().player["B"].life == 19
    assert "Forest" in names(table, "1", "B", "hand")


def test_202_3e_wand_of_ith_x_is_0() -> None:
    """202.3e (2004 ruling): Fireball ({X}{R}) has mana value 1 in the hand: keeping it
    costs 1 life."""
    table = play(WAND + decisions("activate Wand of Ith targeting B") + RESOLVE
                 + decisions("accept yes", player="B"), head=_revealed("Fireball"))
    assert table.game().player["B"].life == 19


def test_119_4_wand_of_ith_too_little_life_discards() -> None:
    """119.4: B at 3 life can't pay 5: the Serra Angel is discarded, nobody is asked."""
    table = play(WAND + "life = 3\n" + decisions("activate Wand of Ith targeting B")
                 + RESOLVE, head=_revealed("Serra Angel"))
    assert names(table, "1", "B", "graveyard") == ["Serra Angel"]
    assert table.game().player["B"].life == 3


def test_602_5b_wand_of_ith_only_during_your_turn() -> None:
    """602.5b: "Activate only during your turn": in B's turn A can't."""
    with pytest.raises(ScriptStuck):
        play(WAND + decisions("pass", player="B")
             + decisions("activate Wand of Ith targeting B"), active="B")
