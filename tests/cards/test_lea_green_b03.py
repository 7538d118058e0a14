"""Batch B03's Alpha green cards (engine/cards/sets/lea/green.py): Instill Energy ("can
attack as though it had haste", 302.6, 702.10; an untap once each turn, 602.5b).
Berserk's tests are with the turn's history (test_lea_history_b03.py)."""

from __future__ import annotations

import pytest
from support import decisions, permanent, play

from shahrazad.rules import combat
from shahrazad.scenario import ScriptStuck

RESOLVE = decisions("pass") + decisions("pass", player="B")
ENCHANTED = '''
[A]
battlefield = ["Forest", { card = "Grizzly Bears", sick = true },
               { card = "Instill Energy", attached_to = "Grizzly Bears" }]
'''


def test_302_6_instill_energy_lets_a_new_creature_attack() -> None:
    """302.6, 702.10: a creature that came under A's control this turn can't attack, but
    with Instill Energy it can attack as though it had haste."""
    table = play(ENCHANTED + decisions("attack Grizzly Bears"), step="beginning_of_combat",
                 until="combat_ended")
    assert table.game().player["B"].life == 18
    bare = play('''
[A]
battlefield = [{ card = "Grizzly Bears", sick = true }]
''', step="beginning_of_combat", until="script_end")
    assert combat.possible_attackers(bare.game()) == []


def test_602_5b_instill_energy_untaps_once_each_turn() -> None:
    """602.5b: after attacking, "{0}: Untap enchanted creature" untaps the Bears; a
    second activation the same turn is refused."""
    table = play(ENCHANTED + decisions("attack Grizzly Bears",
                                       "activate Instill Energy") + RESOLVE,
                 step="beginning_of_combat", until="script_end")
    assert not permanent(table.game(), "Grizzly Bears").tapped
    with pytest.raises(ScriptStuck, match=r"once each turn|each turn"):
        play(ENCHANTED + decisions("attack Grizzly Bears", "activate Instill Energy")
             + RESOLVE + decisions("activate Instill Energy"),
             step="beginning_of_combat")


def test_602_5b_instill_energy_only_in_your_turn() -> None:
    """602.5b: in B's turn the untap can't be activated."""
    with pytest.raises(ScriptStuck, match=r"only during your turn"):
        play(ENCHANTED + decisions("pass", player="B") + decisions("activate Instill Energy"),
             active="B")
