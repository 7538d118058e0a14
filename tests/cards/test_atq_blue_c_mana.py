"""Batch c-mana's Antiquities blue card: Drafna's Restoration (a player target, then any
number of targets in that player's graveyard, 601.2c; cards put on top of a library in
any order, 401.4)."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, play

from shahrazad.events.errors import ShahrazadError

BODY = '''
[A]
hand = ["Drafna's Restoration"]
battlefield = ["Island"]
graveyard = ["Ornithopter", "Sol Ring"]
library = ["Forest"]

[B]
graveyard = ["Jayemdae Tome", "Grizzly Bears"]
library = ["Mountain"]
'''


def library(table: object, pid: str) -> list[str]:
    game = table.game()  # type: ignore[attr-defined]
    return [game.objects[o].name for o in game.player[pid].library]


def test_401_4_drafnas_restoration_puts_artifact_cards_on_top_in_the_owners_order() -> None:
    """601.2c, 401.4: targeting A and both of A's artifact cards, A (their owner) orders
    them: Sol Ring on top, then Ornithopter, then the library as it was."""
    table = play(BODY + decisions(
        "cast Drafna's Restoration targeting A, Ornithopter, Sol Ring") + RESOLVE
        + decisions("choose Sol Ring, Ornithopter"))
    assert library(table, "A") == ["Sol Ring", "Ornithopter", "Forest"]


def test_601_2c_drafnas_restoration_targets_only_that_players_artifact_cards() -> None:
    """601.2c, 115.1: the cards must be artifact cards of the target player's graveyard:
    B's Jayemdae Tome with A targeted is refused, a creature card too; targeting B and
    the Tome puts it on top of B's library; no card at all is allowed (any number)."""
    with pytest.raises(ShahrazadError, match=r"115\.1"):
        play(BODY + decisions("cast Drafna's Restoration targeting A, Jayemdae Tome"))
    with pytest.raises(ShahrazadError):
        play(BODY + decisions("cast Drafna's Restoration targeting B, Grizzly Bears"))
    table = play(BODY + decisions("cast Drafna's Restoration targeting B, Jayemdae Tome")
                 + RESOLVE)
    assert library(table, "B") == ["Jayemdae Tome", "Mountain"]
    table = play(BODY + decisions("cast Drafna's Restoration targeting B") + RESOLVE)
    assert library(table, "B") == ["Mountain"]
