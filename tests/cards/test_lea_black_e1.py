"""Alpha's black card checked in batch E1: Deathgrip, an activated counterspell with a
color filter on its target."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from shahrazad.scenario import ScriptStuck


def test_701_6_deathgrip_counters_a_green_spell() -> None:
    """701.6, 115.1: {B}{B}: counter target green spell: Giant Growth is countered."""
    table = play('''
[A]
hand = ["Giant Growth"]
battlefield = ["Forest", "Grizzly Bears"]
[B]
battlefield = ["Deathgrip", "Swamp", "Swamp"]
''' + decisions("cast Giant Growth targeting Grizzly Bears")
        + decisions("activate Deathgrip targeting Giant Growth", player="B")
        + decisions("pass", player="B") + decisions("pass"))
    assert names(table, "1", "A", "graveyard") == ["Giant Growth"]


def test_115_1_deathgrip_cant_target_a_spell_that_isnt_green() -> None:
    with pytest.raises(ScriptStuck, match=r"Lightning Bolt is not a legal target"):
        play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Deathgrip", "Swamp", "Swamp"]
''' + decisions("cast Lightning Bolt targeting B")
            + decisions("activate Deathgrip targeting Lightning Bolt", player="B"))
