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


NEBUCHADNEZZAR = '''
[A]
battlefield = ["Nebuchadnezzar", "Island", "Swamp"]
[B]
hand = ["Lightning Bolt", "Lightning Bolt", "Grizzly Bears", "Island"]
'''


def test_701_20_nebuchadnezzar_discards_the_named_cards_revealed_at_random() -> None:
    """608.2d, 701.20, 701.9: A names Lightning Bolt as the ability resolves; B reveals
    two cards at random (stated: a Lightning Bolt and the Grizzly Bears) and discards
    those with the name: one Bolt. The other Bolt, not revealed, stays."""
    table = play(NEBUCHADNEZZAR + decisions("activate Nebuchadnezzar X=2 targeting B")
                 + RESOLVE + decisions("word Lightning Bolt"),
                 head='[[random]]\nwhat = "discard"\nplayer = "B"\n'
                      'result = ["Lightning Bolt", "Grizzly Bears"]\n')
    assert names(table, "1", "B", "graveyard") == ["Lightning Bolt"]
    assert sorted(names(table, "1", "B", "hand")) == ["Grizzly Bears", "Island",
                                                      "Lightning Bolt"]
    [shown] = of(table, v.CardsRevealed)
    assert len(shown.objs) == 2 and set(shown.seen_by) == {"A", "B"}


def test_602_5b_nebuchadnezzar_only_during_your_turn() -> None:
    """602.5b: "Activate only during your turn": in B's turn A can't."""
    with pytest.raises(ScriptStuck):
        play(NEBUCHADNEZZAR + decisions("pass", player="B")
             + decisions("activate Nebuchadnezzar X=1 targeting B"), active="B")
