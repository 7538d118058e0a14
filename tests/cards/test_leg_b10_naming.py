"""Batch B10's card naming (608.2d: a card name chosen as an ability resolves) and the top
card revealed (701.20): Petra Sphinx (engine/cards/sets/leg/white.py)."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, of, play

from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck

SPHINX = '''
[A]
battlefield = ["Petra Sphinx"]
[B]
library = ["Grizzly Bears", "Island", "Island"]
'''


def test_608_2d_petra_sphinx_the_named_card_goes_to_hand() -> None:
    """608.2d, 701.20: the target player names a card, then reveals the top card of their
    library: it has the chosen name, so it goes to their hand (the name is the whole
    answer, spaces and all, in any case)."""
    table = play(SPHINX + decisions("activate Petra Sphinx targeting B") + RESOLVE
                 + decisions("word grizzly bears", player="B"), until="script_end")
    assert names(table, "1", "B", "hand") == ["Grizzly Bears"]
    [shown] = of(table, v.CardsRevealed)
    assert shown.player == "B" and set(shown.seen_by) == {"A", "B"}


def test_701_20_petra_sphinx_another_name_puts_it_into_the_graveyard() -> None:
    """701.20: the revealed card hasn't the chosen name: it goes to the graveyard. A name
    no card has is refused (only a card's name may be chosen)."""
    table = play(SPHINX + decisions("activate Petra Sphinx targeting B") + RESOLVE
                 + decisions("word Island", player="B"), until="script_end")
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    assert names(table, "1", "B", "hand") == []
    with pytest.raises(ScriptStuck):
        play(SPHINX + decisions("activate Petra Sphinx targeting B") + RESOLVE
             + decisions("word Grizzly Beers", player="B"), until="script_end")


def test_608_2d_petra_sphinx_empty_library_nothing_happens() -> None:
    """608.2d: with an empty library, the player still names a card, and nothing more
    happens: it is no draw, and nobody loses for it."""
    table = play('''
[A]
battlefield = ["Petra Sphinx"]
[B]
library = []
''' + decisions("activate Petra Sphinx targeting B") + RESOLVE
        + decisions("word Island", player="B"), until="script_end")
    assert not of(table, v.CardsRevealed) and not of(table, v.PlayerLost)
    assert table.game().status == "running"
