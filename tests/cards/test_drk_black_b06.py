"""The Dark's Frankenstein's Monster (batch B06, engine/cards/sets/drk/black.py): cards
exiled as it enters, or it doesn't enter (614.1c), and counters of its controller's
choice. The rules each test exercises are in its name."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness
from shahrazad.naming import NamingError

LANDS = '"Swamp", "Swamp", "Swamp", "Swamp", "Swamp"'


def test_614_1c_frankensteins_monster_exiles_x_creatures_and_gets_their_counters() -> None:
    """614.1c, 701.13, 122.1: X=2 with three creature cards (and a Bolt) in A's
    graveyard: A chooses two to exile, then a counter for each (+2/+0 and +0/+2): a 2/3;
    the third creature card stays."""
    table = play(f'''
[A]
hand = ["Frankenstein's Monster"]
battlefield = [{LANDS}]
graveyard = ["Grizzly Bears", "Hill Giant", "Lightning Bolt", "Craw Wurm"]
''' + decisions("cast Frankenstein's Monster X=2") + RESOLVE
        + decisions("choose Grizzly Bears, Craw Wurm"))
    assert table.pending().kind == "word"
    with pytest.raises(NamingError):
        table.push_named("word +3/+3 +1/+1")
    table.push_named("word +2/+0 +0/+2")
    g = table.game()
    monster = permanent(g, "Frankenstein's Monster")
    assert (power(g, monster), toughness(g, monster)) == (2, 3)
    assert sorted(names(table, "1", "A", "exile")) == ["Craw Wurm", "Grizzly Bears"]
    assert sorted(names(table, "1", "A", "graveyard")) == ["Hill Giant", "Lightning Bolt"]
    assert card("Frankenstein's Monster").first_printed == "DRK"


def test_614_1c_frankensteins_monster_without_enough_creatures_goes_to_the_graveyard() -> None:
    """614.1c: X=2 with one creature card: A can't exile two, so the Monster is put into
    the graveyard instead of onto the battlefield, and nothing is exiled."""
    table = play(f'''
[A]
hand = ["Frankenstein's Monster"]
battlefield = [{LANDS}]
graveyard = ["Grizzly Bears", "Lightning Bolt"]
''' + decisions("cast Frankenstein's Monster X=2") + RESOLVE)
    assert "Frankenstein's Monster" not in names(table, "1", "A", "battlefield")
    assert sorted(names(table, "1", "A", "graveyard")) == [
        "Frankenstein's Monster", "Grizzly Bears", "Lightning Bolt"]
    assert names(table, "1", "A", "exile") == []


def test_614_1c_frankensteins_monster_with_x_0_is_a_0_1() -> None:
    """614.1c, 107.3: X=0 exiles nothing: a 0/1 with no counter."""
    table = play('''
[A]
hand = ["Frankenstein's Monster"]
battlefield = ["Swamp", "Swamp"]
graveyard = ["Grizzly Bears"]
''' + decisions("cast Frankenstein's Monster X=0") + RESOLVE)
    g = table.game()
    monster = permanent(g, "Frankenstein's Monster")
    assert (power(g, monster), toughness(g, monster)) == (0, 1) and not monster.counters
