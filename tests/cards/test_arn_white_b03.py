"""Batch B03's Arabian Nights white card (engine/cards/sets/arn/white.py): Abu Ja'far,
whose death trigger looks back at its blocks (603.10a, 608.2h)."""

from __future__ import annotations

from support import decisions, names, play

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_603_10a_abu_jafar_destroys_the_creatures_that_blocked_it() -> None:
    """603.10a, 701.19c: Abu Ja'far attacks, is blocked by Grizzly Bears and Llanowar
    Elves and dies; its trigger destroys both blockers, not B's other creature."""
    table = play('''
[A]
battlefield = ["Abu Ja'far"]
[B]
battlefield = ["Grizzly Bears", "Llanowar Elves", "Hill Giant"]
''' + decisions("attack Abu Ja'far") + RESOLVE
        + decisions("block Grizzly Bears -> Abu Ja'far, Llanowar Elves -> Abu Ja'far",
                    player="B") + RESOLVE + RESOLVE + RESOLVE,
        step="beginning_of_combat", until="script_end")
    assert names(table, "1", "A", "graveyard") == ["Abu Ja'far"]
    assert sorted(names(table, "1", "B", "graveyard")) == ["Grizzly Bears", "Llanowar Elves"]
    assert names(table, "1", "B", "battlefield") == ["Hill Giant"]


def test_603_10a_abu_jafar_blocking_destroys_the_attacker_it_blocked() -> None:
    """603.10a: blocking Craw Wurm, Abu Ja'far dies; the Wurm it blocked is destroyed,
    A's other attacker isn't."""
    table = play('''
[A]
battlefield = ["Craw Wurm", "Grizzly Bears"]
[B]
battlefield = ["Abu Ja'far"]
''' + decisions("attack Craw Wurm, Grizzly Bears") + RESOLVE
        + decisions("block Abu Ja'far -> Craw Wurm", player="B") + RESOLVE + RESOLVE
        + RESOLVE, step="beginning_of_combat", until="script_end")
    assert names(table, "1", "A", "graveyard") == ["Craw Wurm"]
    assert names(table, "1", "A", "battlefield") == ["Grizzly Bears"]


def test_701_19c_abu_jafar_dying_outside_combat_destroys_nothing() -> None:
    """603.10a: killed by Lightning Bolt in a main phase, Abu Ja'far blocks nothing and is
    blocked by nothing: its trigger destroys nothing."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Grizzly Bears"]
[B]
battlefield = ["Abu Ja'far", "Hill Giant"]
''' + decisions("cast Lightning Bolt targeting Abu Ja'far") + RESOLVE + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Abu Ja'far"]
    assert names(table, "1", "A", "battlefield") == ["Mountain", "Grizzly Bears"]
