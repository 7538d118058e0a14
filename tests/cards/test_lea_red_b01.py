"""Batch B01's Alpha red card (engine/cards/sets/lea/red.py): Earthbind."""

from __future__ import annotations

from support import decisions, of, permanent, play

from shahrazad.characteristics import keywords
from shahrazad.events import vocabulary as v

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_603_4_earthbind_grounds_a_flier_and_deals_it_2() -> None:
    """603.4, 613.1f: Earthbind on Air Elemental (a 4/4 flier): its intervening "if" holds,
    it deals 2 damage to the Elemental, which loses flying."""
    table = play('''
[A]
hand = ["Earthbind"]
battlefield = ["Mountain"]
[B]
battlefield = ["Air Elemental"]
''' + decisions("cast Earthbind targeting Air Elemental") + RESOLVE + RESOLVE)
    g = table.game()
    elemental = permanent(g, "Air Elemental")
    assert elemental.damage == 2
    assert "flying" not in keywords(g, elemental)


def test_603_4_earthbind_on_a_creature_without_flying_doesnt_trigger() -> None:
    """603.4: on Grizzly Bears (no flying) the intervening "if" is false: no trigger, no
    damage."""
    table = play('''
[A]
hand = ["Earthbind"]
battlefield = ["Mountain"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Earthbind targeting Grizzly Bears") + RESOLVE)
    assert permanent(table.game(), "Grizzly Bears").damage == 0
    assert of(table, v.AbilityTriggered) == []
