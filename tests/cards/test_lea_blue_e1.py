"""Alpha's blue card of batch E1: Invisibility, an Aura granting an evasion ability."""

from __future__ import annotations

import pytest
from support import decisions, obj, play

from shahrazad.scenario import ScriptStuck


def _block_with(blocker: str) -> object:
    return play('''
[A]
battlefield = ["Craw Wurm", { card = "Invisibility", attached_to = "Craw Wurm" }]
[B]
battlefield = ["Grizzly Bears", "Wall of Wood"]
''' + decisions("attack Craw Wurm") + decisions(f"block {blocker} -> Craw Wurm", player="B"),
        step="beginning_of_combat", until="script_end")


def test_509_1b_invisibility_lets_only_walls_block_the_enchanted_creature() -> None:
    """509.1b, 303.4: the creature Invisibility enchants can't be blocked except by Walls:
    Grizzly Bears can't block it, Wall of Wood can."""
    with pytest.raises(ScriptStuck, match=r"509\.1b"):
        _block_with("Grizzly Bears")
    table = _block_with("Wall of Wood")
    assert obj(table.game(), "Wall of Wood").blocking
