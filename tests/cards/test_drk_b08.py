"""Batch B08's The Dark cards (engine/cards/sets/drk/): Inquisition."""

from __future__ import annotations

from support import RESOLVE, decisions, of, play

from shahrazad.events import vocabulary as v


def test_701_20_inquisition_deals_damage_for_each_white_card_revealed() -> None:
    """701.20, 107.1: B reveals their hand (every player sees it); two of its cards are
    white (Savannah Lions, Swords to Plowshares): 2 damage to B."""
    table = play('''
[A]
hand = ["Inquisition"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
hand = ["Savannah Lions", "Swords to Plowshares", "Lightning Bolt"]
''' + decisions("cast Inquisition targeting B") + RESOLVE)
    assert table.game().player["B"].life == 18
    shown = of(table, v.CardsRevealed)
    assert len(shown) == 1 and len(shown[0].cards) == 3
