"""Batch B03's attack requirements and their end-step checks (508.1d, 603.7): Nettling
Imp (engine/cards/sets/lea/black.py) and Siren's Call (lea/blue.py)."""

from __future__ import annotations

import pytest
from support import advance, decisions, names, play

from shahrazad.rules import combat
from shahrazad.scenario import ScriptStuck

RESOLVE_B = decisions("pass", player="B") + decisions("pass")


def test_508_1d_nettling_imp_makes_a_creature_attack_and_destroys_it_if_it_doesnt() -> None:
    """508.1d: in B's upkeep, A's Nettling Imp targets B's Grizzly Bears: they must attack
    this turn; B's Hill Giant, not targeted, needn't."""
    table = play('''
[A]
battlefield = ["Nettling Imp"]
[B]
battlefield = ["Grizzly Bears", "Hill Giant"]
''' + decisions("pass", player="B") + decisions("activate Nettling Imp targeting Grizzly Bears")
        + decisions("pass") + decisions("pass", player="B"),
        active="B", step="upkeep", until="script_end")
    g = table.game()
    required = [o.name for o in combat.possible_attackers(g) if combat.must_attack(g, o)]
    assert required == ["Grizzly Bears"]


def test_603_7_nettling_imp_destroys_the_creature_that_couldnt_attack() -> None:
    """603.7: the target couldn't attack (A's Icy Manipulator tapped it after the Imp's
    ability resolved): at the next end step it is destroyed."""
    table = play('''
[A]
battlefield = ["Nettling Imp", "Icy Manipulator", "Island"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("pass", player="B")
        + decisions("activate Nettling Imp targeting Grizzly Bears") + decisions("pass")
        + decisions("pass", player="B")
        + decisions("activate Icy Manipulator targeting Grizzly Bears") + decisions("pass")
        + decisions("pass", player="B"),
        active="B", step="upkeep", until="script_end")
    advance(table, "A", "upkeep")
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]


def test_602_5b_nettling_imp_only_in_an_opponents_turn() -> None:
    """602.5b: in A's own turn the Imp's ability can't be activated."""
    with pytest.raises(ScriptStuck, match=r"only during an opponent's turn"):
        play('''
[A]
battlefield = ["Nettling Imp"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Nettling Imp targeting Grizzly Bears"))


def test_302_6_nettling_imp_targets_only_creatures_controlled_since_the_turn_began() -> None:
    """302.6, 115.1: a creature that came under the active player's control this turn
    (summoning sick) is no legal target."""
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        play('''
[A]
battlefield = ["Nettling Imp"]
[B]
battlefield = [{ card = "Grizzly Bears", sick = true }]
''' + decisions("pass", player="B")
             + decisions("activate Nettling Imp targeting Grizzly Bears"),
             active="B", step="upkeep")


def test_508_1d_sirens_call_makes_the_active_players_creatures_attack_and_punishes() -> None:
    """508.1d, 603.7: cast in B's upkeep, Siren's Call makes B's creatures attack this
    turn; the tapped Hill Giant can't and is destroyed at the end step, as is nothing
    else: Wall of Stone (a Wall) and the attacking Grizzly Bears stay."""
    table = play('''
[A]
hand = ["Siren's Call"]
battlefield = ["Island"]
[B]
battlefield = ["Grizzly Bears", { card = "Hill Giant", tapped = true }, "Wall of Stone"]
''' + decisions("pass", player="B") + decisions("cast Siren's Call") + decisions("pass")
        + decisions("pass", player="B"),
        active="B", step="upkeep", until="script_end")
    g = table.game()
    assert [o.name for o in combat.possible_attackers(g) if combat.must_attack(g, o)] == \
        ["Grizzly Bears"]
    advance(table, "A", "upkeep")
    assert names(table, "1", "B", "graveyard") == ["Hill Giant"]
    assert names(table, "1", "B", "battlefield") == ["Grizzly Bears", "Wall of Stone"]


def test_601_3_sirens_call_only_in_an_opponents_turn() -> None:
    """601.3: in A's own turn Siren's Call can't be cast."""
    with pytest.raises(ScriptStuck, match=r"only during an opponent's turn"):
        play('''
[A]
hand = ["Siren's Call"]
battlefield = ["Island"]
''' + decisions("cast Siren's Call"))
