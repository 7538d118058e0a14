"""Batch c-mana: mana from what a cost paid (605, 601.2b, 601.2h, 608.2h): Sacrifice,
Ashnod's Altar, Priest of Yawgmoth, the Mana Batteries."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, play

from shahrazad.events.errors import ShahrazadError


def test_601_2h_sacrifice_adds_the_sacrificed_creatures_mana_value() -> None:
    """601.2b, 601.2h, 608.2h: Sacrifice's "As an additional cost to cast this spell,
    sacrifice a creature. Add an amount of {B} equal to the sacrificed creature's mana
    value": the caster chooses the creature once the spell is on the stack; Craw Wurm
    ({4}{G}{G}) gives six black mana as the spell resolves."""
    table = play('''
[A]
hand = ["Sacrifice"]
battlefield = ["Swamp", "Craw Wurm"]
''' + decisions("cast Sacrifice", "choose Craw Wurm") + RESOLVE)
    game = table.game()
    assert game.player["A"].mana == "BBBBBB"
    assert sorted(names(table, "1", "A", "graveyard")) == ["Craw Wurm", "Sacrifice"]


def test_601_2b_sacrifice_cant_be_cast_without_a_creature_to_sacrifice() -> None:
    """601.2b, 118.3: with no creature to sacrifice, the additional cost can't be paid,
    so the spell can't be cast: the decision is refused and nothing is appended."""
    with pytest.raises(ShahrazadError, match="601.2h"):
        play('''
[A]
hand = ["Sacrifice"]
battlefield = ["Swamp"]
''' + decisions("cast Sacrifice"))
