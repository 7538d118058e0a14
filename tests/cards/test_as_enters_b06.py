"""Batch B06's choices paid for as a permanent enters and remembered by it (614.1c): The
Dark's Nameless Race (life) and Legends' Wood Elemental (Forests). The rules each test
exercises are in its name."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords, power, toughness
from shahrazad.naming import NamingError


def test_614_1c_nameless_race_is_as_big_as_the_life_paid() -> None:
    """614.1c, 119.4, 604.3: B controls two white nontoken permanents (Serra Angel,
    Savannah Lions) and has a white card in the graveyard (A's own white Angel doesn't
    count): A may pay up to 3 life; paying 3 makes a 3/3 with trample, A at 17."""
    body = '''
[A]
hand = ["Nameless Race"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp", "Serra Angel"]
[B]
battlefield = ["Serra Angel", "Savannah Lions", "Plains"]
graveyard = ["Swords to Plowshares", "Lightning Bolt"]
'''
    table = play(body + decisions("cast Nameless Race") + RESOLVE)
    assert table.pending().kind == "word" and table.pending().amount == 3
    with pytest.raises(NamingError):
        table.push_named("word 4")
    table.push_named("word 3")
    g = table.game()
    race = permanent(g, "Nameless Race")
    assert (power(g, race), toughness(g, race)) == (3, 3)
    assert "trample" in keywords(g, race)
    assert g.player["A"].life == 17
    assert card("Nameless Race").first_printed == "DRK"


def test_704_5f_nameless_race_paying_nothing_dies_as_a_0_0() -> None:
    """614.1c, 704.5f: paying 0 life, it is a 0/0 and goes to the graveyard."""
    table = play('''
[A]
hand = ["Nameless Race"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Savannah Lions"]
''' + decisions("cast Nameless Race") + RESOLVE + decisions("word 0"))
    assert names(table, "1", "A", "graveyard") == ["Nameless Race"]
    assert table.game().player["A"].life == 20


def test_614_1c_wood_elemental_is_as_big_as_the_forests_sacrificed() -> None:
    """614.1c, 701.21, 604.3: as Wood Elemental enters A sacrifices two of the untapped
    Forests (a tapped one can't be chosen): a 2/2; the third stays."""
    table = play('''
[A]
hand = ["Wood Elemental"]
battlefield = ["Sol Ring", "Mox Pearl", "Mox Emerald", "Forest", "Forest", "Forest",
               { card = "Forest", tapped = true }]
''' + decisions("cast Wood Elemental paying Sol Ring, Mox Pearl, Mox Emerald") + RESOLVE)
    assert table.pending().kind == "choose"
    with pytest.raises(NamingError):
        table.push_named("choose Forest#4")
    table.push_named("choose Forest, Forest#2")
    g = table.game()
    wood = permanent(g, "Wood Elemental")
    assert (power(g, wood), toughness(g, wood)) == (2, 2)
    assert names(table, "1", "A", "graveyard").count("Forest") == 2
    assert names(table, "1", "A", "battlefield").count("Forest") == 2
