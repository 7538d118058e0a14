"""Batch B01's Legends artifact (engine/cards/sets/leg/artifacts.py): Sentinel."""

from __future__ import annotations

import pytest
from support import decisions, names, permanent, play

from shahrazad.characteristics import toughness
from shahrazad.naming import NamingError
from shahrazad.txn import IllegalDecision


def at_step(text: str, player: str, step: str) -> str:
    """A scenario decision that waits for ``step``."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{step}"\ndo = "{text}"\n'


def test_613_4b_sentinel_takes_1_plus_its_blockers_power_as_base_toughness() -> None:
    """115.1, 613.4b, 611.2c: Sentinel (1/1) attacks and Craw Wurm (6/4) blocks it; its {0}
    ability targets the Wurm, a creature blocking it: its base toughness becomes 7, and
    it survives the Wurm's 6 damage. The change lasts after combat."""
    table = play('''
[A]
battlefield = ["Sentinel"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("attack Sentinel") + decisions("block Craw Wurm -> Sentinel", player="B")
        + at_step("activate Sentinel targeting Craw Wurm", "A", "declare_blockers")
        + decisions("pass") + decisions("pass", player="B"),
        step="beginning_of_combat", until="combat_ended")
    g = table.game()
    sentinel = permanent(g, "Sentinel")
    assert (toughness(g, sentinel), sentinel.damage) == (7, 6)
    assert names(table, "1", "A", "graveyard") == []


def test_115_1_sentinel_cant_target_a_creature_not_in_its_combat() -> None:
    """115.1: out of combat, no creature is blocking or blocked by Sentinel: its ability
    has no legal target."""
    table = play('''
[A]
battlefield = ["Sentinel"]
[B]
battlefield = ["Craw Wurm"]
''')
    with pytest.raises((IllegalDecision, NamingError)):
        table.push_named("activate Sentinel targeting Craw Wurm")
