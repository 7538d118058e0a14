"""The Dark's cards of batch B04 (engine/cards/sets/drk/), each played on its text; the
rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, names, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_601_2c_word_of_binding_taps_x_target_creatures() -> None:
    """601.2b-c, 701.26: "Tap X target creatures": X=2 taps the two chosen, not the
    third."""
    table = play('''
[A]
hand = ["Word of Binding"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears", "Serra Angel", "Savannah Lions"]
''' + decisions("cast Word of Binding X=2 targeting Grizzly Bears, Serra Angel") + RESOLVE)
    g = table.game()
    assert obj(g, "Grizzly Bears").tapped and obj(g, "Serra Angel").tapped
    assert not obj(g, "Savannah Lions").tapped
    assert card("Word of Binding").first_printed == "DRK"


def test_608_2b_word_of_binding_with_one_target_gone_taps_the_other() -> None:
    """608.2b: a target that became illegal is left alone, the legal ones are tapped: the
    Bears are destroyed in response (Terror); the Angel is still tapped, and the spell
    resolves, since not all its targets are illegal."""
    table = play('''
[A]
hand = ["Word of Binding", "Terror"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears", "Serra Angel"]
''' + decisions("cast Word of Binding X=2 targeting Grizzly Bears, Serra Angel")
        + decisions("cast Terror targeting Grizzly Bears") + RESOLVE + RESOLVE)
    g = table.game()
    assert "Grizzly Bears" in names(table, "1", "B", "graveyard")
    assert obj(g, "Serra Angel").tapped
    assert not of(table, v.SpellFizzled)
