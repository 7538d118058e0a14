"""Legends' lands of batch B11 (engine/cards/sets/leg/lands.py), each tested on its text:
the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, obj, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import traits


@pytest.mark.parametrize(("word", "lost", "kept"), [
    ("first_strike", "first_strike", "swampwalk"), ("swampwalk", "swampwalk", "first_strike")])
def test_608_2d_613_1f_urborg_takes_first_strike_or_swampwalk(word: str, lost: str,
                                                              kept: str) -> None:
    """608.2d, 613.1f, 611.2: Urborg's "{T}: Target creature loses first strike or
    swampwalk until end of turn": one of the two, chosen as the ability resolves (a judge's
    creature with both keeps the other); its mana ability makes {B}; it is legendary."""
    head = '''
[cards."Bog Knight"]
cost = "{1}{B}"
types = ["Creature"]
power = 2
toughness = 2
keywords = ["first_strike", "swampwalk"]
'''
    table = play('''
[A]
battlefield = ["Urborg"]
[B]
battlefield = ["Bog Knight"]
''' + decisions("activate Urborg targeting Bog Knight") + RESOLVE + decisions(f"word {word}"),
        head=head)
    g = table.game()
    keywords = traits(g, obj(g, "Bog Knight")).keywords
    assert lost not in keywords and kept in keywords
    assert card("Urborg").supertypes == {"Legendary"}
    mana = play('[A]\nbattlefield = ["Urborg"]\n' + decisions("mana Urborg"))
    assert mana.game().player["A"].mana == "B"
