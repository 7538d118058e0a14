"""Antiquities' Titania's Song (batch B06, engine/cards/sets/atq/green.py): losing all
abilities (613.1f) in a static ability that lingers until end of turn once its source
has left (611.3). The rules each test exercises are in its name."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, permanent, play

from shahrazad.characteristics import abilities, is_creature, keywords, power, toughness
from shahrazad.naming import NamingError
from shahrazad.table import Table


def _pt(table: Table, name: str) -> tuple[int, int]:
    g = table.game()
    o = permanent(g, name)
    return power(g, o), toughness(g, o)


SONG = '''
[A]
hand = ["Disenchant"]
battlefield = ["Titania's Song", "Plains", "Plains"]
[B]
battlefield = ["Sol Ring", "Jayemdae Tome", "Mox Pearl", "Ornithopter"]
'''


def test_613_1f_titanias_song_animates_artifacts_that_lose_all_abilities() -> None:
    """613.1d, 613.1f, 613.4b, 704.5f: B's Sol Ring is a 1/1 and the Tome a 4/4 artifact
    creature, neither with its activated ability (B can't tap the Ring for mana); the Mox
    (mana value 0) is a 0/0 and dies; Ornithopter, a creature already, keeps flying and
    its 0/2."""
    table = play(SONG)
    g = table.game()
    assert _pt(table, "Sol Ring") == (1, 1) and _pt(table, "Jayemdae Tome") == (4, 4)
    ring = permanent(g, "Sol Ring")
    assert is_creature(g, ring) and abilities(g, ring) == ()
    assert abilities(g, permanent(g, "Jayemdae Tome")) == ()
    assert "Mox Pearl" in names(table, "1", "B", "graveyard")
    assert _pt(table, "Ornithopter") == (0, 2)
    assert "flying" in keywords(g, permanent(g, "Ornithopter"))
    advance(table, "B", "main1")
    with pytest.raises(NamingError, match="has no ability"):
        table.push_named("activate Jayemdae Tome", "B")


def test_611_3_titanias_song_effect_lasts_the_turn_after_it_leaves() -> None:
    """611.3: A destroys the Song with Disenchant: the artifacts stay 1/1 and 4/4
    creatures with no abilities until end of turn; in B's turn they are artifacts with
    their abilities again."""
    table = play(SONG + decisions("cast Disenchant targeting Titania's Song") + RESOLVE)
    g = table.game()
    assert "Titania's Song" in names(table, "1", "A", "graveyard")
    assert _pt(table, "Jayemdae Tome") == (4, 4)
    assert abilities(g, permanent(g, "Jayemdae Tome")) == ()
    advance(table, "B", "main1")
    g = table.game()
    tome = permanent(g, "Jayemdae Tome")
    assert not is_creature(g, tome) and len(abilities(g, tome)) == 1


BANNER = '''[cards."Bronze Banner"]
cost = "{3}"
types = ["Artifact"]
[[cards."Bronze Banner".statics]]
affects = { types = ["Creature"], controller = "you" }
power = 1
toughness = 1
'''


def test_613_6_an_anthem_lost_in_layer_6_gives_nothing_in_layer_7() -> None:
    """613.1f, 613.6: a judge's artifact anthem ("creatures you control get +1/+1") loses
    it under Titania's Song: its layer 7c effect never began, so the Bears are 2/2 and the
    Banner itself a plain 3/3."""
    table = play('''
[A]
battlefield = ["Titania's Song", "Bronze Banner", "Grizzly Bears"]
''', head=BANNER)
    assert _pt(table, "Grizzly Bears") == (2, 2)
    assert _pt(table, "Bronze Banner") == (3, 3)
    without = play('''
[A]
battlefield = ["Bronze Banner", "Grizzly Bears"]
''', head=BANNER)
    assert _pt(without, "Grizzly Bears") == (3, 3)
