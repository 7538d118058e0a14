"""Batch B01's Legends green cards (engine/cards/sets/leg/green.py): Rabid Wombat, Storm
Seeker, Typhoon."""

from __future__ import annotations

import pytest
from support import decisions, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_613_4c_rabid_wombat_gets_2_2_for_each_aura_on_it() -> None:
    """613.4c, 702.20: Rabid Wombat (0/1, vigilance) with Holy Strength (+1/+2) and Unholy
    Strength (+2/+1) on it: +4/+4 for the two Auras, a 7/8."""
    table = play('''
[A]
battlefield = ["Rabid Wombat", { card = "Holy Strength", attached_to = "Rabid Wombat" },
               { card = "Unholy Strength", attached_to = "Rabid Wombat" }, "Grizzly Bears",
               { card = "Weakness", attached_to = "Grizzly Bears" }]
''')
    g = table.game()
    wombat = permanent(g, "Rabid Wombat")
    assert (power(g, wombat), toughness(g, wombat)) == (7, 8)
    assert "vigilance" in card("Rabid Wombat").keywords


@pytest.mark.parametrize("cards", [0, 3])
def test_120_3_storm_seeker_deals_the_cards_in_the_targets_hand(cards: int) -> None:
    """120.3, 107.1: Storm Seeker deals B damage equal to the cards in B's hand."""
    hand = ", ".join(['"Island"'] * cards)
    table = play(f'''
[A]
hand = ["Storm Seeker"]
battlefield = ["Forest", "Forest", "Forest", "Forest"]
[B]
hand = [{hand}]
''' + decisions("cast Storm Seeker targeting B") + RESOLVE)
    assert table.game().player["B"].life == 20 - cards


def test_120_3_typhoon_deals_each_opponent_their_own_islands() -> None:
    """120.3, 107.1: Typhoon deals B damage equal to the Islands B controls (two, and a
    Tundra, an Island too: 3); A's own Island counts for nobody."""
    table = play('''
[A]
hand = ["Typhoon"]
battlefield = ["Forest", "Forest", "Forest", "Island"]
[B]
battlefield = ["Island", "Island", "Tundra", "Forest"]
''' + decisions("cast Typhoon") + RESOLVE)
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (20, 17)
