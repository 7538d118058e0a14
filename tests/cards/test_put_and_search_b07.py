"""Batch B07's permanents put onto the battlefield from a hand (110.2, 305.4), searches
for a card with a quality (701.23), "activate only as a sorcery" (602.5d): Gaea's Touch,
Goblin Wizard, Untamed Wilds."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, permanent, play, targets_of

from shahrazad.naming import NamingError
from shahrazad.txn import IllegalDecision


def test_305_4_gaeas_touch_puts_a_basic_forest_without_a_land_play() -> None:
    """305.4: Gaea's Touch puts a basic Forest from the hand onto the battlefield; it is
    not played, so the turn's land play is still there (A plays a Mountain after)."""
    table = play('''
[A]
hand = ["Forest", "Mountain", "Bayou"]
battlefield = ["Gaea's Touch"]
''' + decisions("activate Gaea's Touch") + RESOLVE + decisions("choose Forest")
        + decisions("play Mountain"))
    g = table.game()
    assert sorted(names(table, "1", "A", "battlefield")) == ["Forest", "Gaea's Touch",
                                                             "Mountain"]
    assert g.player["A"].hand and g.objects[g.player["A"].hand[0]].name == "Bayou"


def test_602_5b_gaeas_touch_once_each_turn_and_as_a_sorcery() -> None:
    """602.5b, 602.5d: a second activation in one turn is refused; so is one in an
    opponent's turn."""
    table = play('''
[A]
hand = ["Forest", "Forest"]
battlefield = ["Gaea's Touch"]
''' + decisions("activate Gaea's Touch") + RESOLVE + decisions("choose Forest"))
    with pytest.raises(IllegalDecision, match="once each turn"):
        table.push_named("activate Gaea's Touch")
    table = play('''
[B]
hand = ["Forest"]
battlefield = ["Gaea's Touch"]
''')
    table.push_named("pass")
    with pytest.raises(IllegalDecision, match="only as a sorcery"):
        table.push_named("activate Gaea's Touch", "B")


def test_605_1a_gaeas_touch_sacrificed_for_two_green() -> None:
    """605.1a: "Sacrifice Gaea's Touch: Add {G}{G}": it pays for Grizzly Bears' {1}{G}."""
    table = play('''
[A]
hand = ["Grizzly Bears"]
battlefield = ["Gaea's Touch"]
''' + decisions("cast Grizzly Bears paying Gaea's Touch") + RESOLVE)
    assert "Grizzly Bears" in names(table, "1", "A", "battlefield")
    assert names(table, "1", "A", "graveyard") == ["Gaea's Touch"]


def test_110_2_goblin_wizard_puts_a_goblin_or_nothing() -> None:
    """110.2, 608.2d: Goblin Wizard puts Goblin King (a Goblin permanent card) onto the
    battlefield; Grizzly Bears is no choice; choosing nothing puts nothing."""
    table = play('''
[A]
hand = ["Goblin King", "Grizzly Bears"]
battlefield = ["Goblin Wizard"]
''' + decisions("activate Goblin Wizard") + RESOLVE)
    with pytest.raises((IllegalDecision, NamingError)):
        table.push_named("choose Grizzly Bears")
    table.push_named("choose Goblin King")
    assert "Goblin King" in names(table, "1", "A", "battlefield")
    table = play('''
[A]
hand = ["Goblin King"]
battlefield = ["Goblin Wizard"]
''' + decisions("activate Goblin Wizard") + RESOLVE + decisions("choose nothing"))
    assert names(table, "1", "A", "battlefield") == ["Goblin Wizard"]


def test_702_16_goblin_wizard_gives_a_goblin_protection_from_white() -> None:
    """702.16: "{R}: Target Goblin gains protection from white": only Goblins are targets;
    the Goblin King then can't be the target of Swords to Plowshares."""
    table = play('''
[A]
battlefield = ["Goblin Wizard", "Goblin King", "Grizzly Bears", "Mountain", "Mountain"]
[B]
hand = ["Swords to Plowshares"]
battlefield = ["Plains"]
''' + decisions("activate Goblin Wizard ability 2 targeting Goblin King") + RESOLVE)
    assert targets_of(table, "Goblin Wizard") == {"Goblin King", "Goblin Wizard"}  # 115.1
    table.push_named("pass")
    found = targets_of(table, "Swords to Plowshares")
    assert "Goblin King" not in found and "Grizzly Bears" in found


def test_701_23_untamed_wilds_finds_a_basic_land_onto_the_battlefield() -> None:
    """701.23: Untamed Wilds finds a basic land card and puts it onto the battlefield; a
    nonbasic land (Bayou) or a nonland card is refused; the library is then shuffled."""
    table = play('''
[A]
hand = ["Untamed Wilds"]
battlefield = ["Forest", "Forest", "Forest"]
library = ["Bayou", "Grizzly Bears", "Swamp", "Island"]
''' + decisions("cast Untamed Wilds") + RESOLVE)
    for refused in ("Bayou", "Grizzly Bears"):
        with pytest.raises(IllegalDecision, match="basic land"):
            table.push_named(f"search {refused}")
    table.push_named("search Swamp")
    g = table.game()
    assert permanent(g, "Swamp").zone == "battlefield"
    assert len(g.player["A"].library) == 3


def test_701_23b_untamed_wilds_may_find_nothing() -> None:
    """701.23b: a search for a card with a quality may find nothing."""
    table = play('''
[A]
hand = ["Untamed Wilds"]
battlefield = ["Forest", "Forest", "Forest"]
library = ["Bayou", "Grizzly Bears"]
''' + decisions("cast Untamed Wilds") + RESOLVE + decisions("search nothing"))
    assert names(table, "1", "A", "graveyard") == ["Untamed Wilds"]
