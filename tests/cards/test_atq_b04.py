"""Antiquities cards of batch B04 (engine/cards/sets/atq/), each played on its text; the
rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, obj, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords, power, toughness
from shahrazad.scenario import ScenarioError

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_608_2d_urzas_avenger_shrinks_and_gains_the_keyword_chosen() -> None:
    """608.2d, 611.2: "{0}: Urza's Avenger gets -1/-1 and gains your choice of banding,
    flying, first strike, or trample until end of turn", twice: a 2/2 with flying and
    first strike; a word it doesn't offer is refused."""
    table = play('''
[A]
battlefield = ["Urza's Avenger"]
''' + decisions("activate Urza's Avenger") + RESOLVE + decisions("word flying")
        + decisions("activate Urza's Avenger") + RESOLVE + decisions("word first-strike"))
    g = table.game()
    avenger = obj(g, "Urza's Avenger")
    assert (power(g, avenger), toughness(g, avenger)) == (2, 2)
    assert keywords(g, avenger) == {"flying", "first_strike"}
    assert card("Urza's Avenger").first_printed == "ATQ"
    with pytest.raises(ScenarioError, match="vigilance"):
        play('''
[A]
battlefield = ["Urza's Avenger"]
''' + decisions("activate Urza's Avenger") + RESOLVE + decisions("word vigilance"))
