"""Antiquities artifacts of batch LX (left over from batch B05): Rocket Launcher."""

from __future__ import annotations

import pytest
from support import advance, decisions, names, obj, play

from shahrazad.cards.pool import card
from shahrazad.txn import IllegalDecision

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_603_7_rocket_launcher_deals_1_and_is_destroyed_at_the_next_end_step() -> None:
    """603.7: "{2}: Rocket Launcher deals 1 damage to any target. Destroy Rocket Launcher
    at the beginning of the next end step": activated twice (no limit), B takes 2; it is
    still there in the main phase, and goes to the graveyard as the end step begins."""
    table = play('''
[A]
battlefield = ["Rocket Launcher", "Mountain", "Mountain", "Mountain", "Mountain"]
''' + decisions("activate Rocket Launcher targeting B") + RESOLVE
        + decisions("activate Rocket Launcher targeting B")
        + RESOLVE)
    assert table.game().player["B"].life == 18
    assert "Rocket Launcher" in names(table, "1", "A", "battlefield")
    advance(table, "A", "end")
    assert names(table, "1", "A", "graveyard") == ["Rocket Launcher"]
    assert card("Rocket Launcher").first_printed == "ATQ"


def test_602_5b_rocket_launcher_cast_this_turn_cant_be_activated() -> None:
    """602.5b, 302.6: "Activate only if you've controlled Rocket Launcher continuously since
    the beginning of your most recent turn": cast this turn, its ability is refused, and
    nothing is appended."""
    table = play('''
[A]
hand = ["Rocket Launcher"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Rocket Launcher paying Mountain, Mountain, Mountain, Mountain")
        + RESOLVE)
    before = len(table.events)
    with pytest.raises(IllegalDecision, match=r"602\.5b"):
        table.push_named("activate Rocket Launcher targeting B")
    assert len(table.events) == before


def test_602_5b_rocket_launcher_works_in_an_opponents_turn() -> None:
    """602.5b: in B's turn, A has controlled it since A's own most recent turn began: A
    may activate it; it is destroyed at the beginning of B's end step (the next one)."""
    table = play('''
[A]
battlefield = ["Rocket Launcher", "Mountain", "Mountain"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("pass", player="B")
        + decisions("activate Rocket Launcher targeting Grizzly Bears")
        + decisions("pass") + decisions("pass", player="B"), active="B")
    g = table.game()
    assert obj(g, "Grizzly Bears").damage == 1
    advance(table, "B", "end")
    assert names(table, "1", "A", "graveyard") == ["Rocket Launcher"]
