"""Legends' lands of batch B11 (engine/cards/sets/leg/lands.py), each tested on its text:
the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, obj, play, targets_of

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness, traits


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


def test_115_1_pendelhaven_pumps_only_a_1_1_creature() -> None:
    """115.1, 611.2, 613.4c: Pendelhaven's "{T}: Target 1/1 creature gets +1/+2 until end
    of turn": Llanowar Elves (1/1) is a target and becomes 2/3; the Bears (2/2) and a
    judge's 1/3 are not targets (power and toughness both 1); it taps for {G}."""
    head = '''
[cards."Tall Sprite"]
cost = "{G}"
types = ["Creature"]
power = 1
toughness = 3
'''
    body = '''
[A]
battlefield = ["Pendelhaven", "Llanowar Elves", "Grizzly Bears", "Tall Sprite"]
'''
    assert targets_of(play(body, head=head), "Pendelhaven") == {"Llanowar Elves"}
    table = play(body + decisions("activate Pendelhaven targeting Llanowar Elves") + RESOLVE,
                 head=head)
    g = table.game()
    elves = obj(g, "Llanowar Elves")
    assert (power(g, elves), toughness(g, elves)) == (2, 3)
    mana = play('[A]\nbattlefield = ["Pendelhaven"]\n' + decisions("mana Pendelhaven"))
    assert mana.game().player["A"].mana == "G"
