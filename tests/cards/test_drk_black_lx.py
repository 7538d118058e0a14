"""The Dark's black cards of batch LX (left over from batch B05): Banshee."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from shahrazad.cards.pool import card

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


@pytest.mark.parametrize(("x", "to_b", "to_a"), [(5, 2, 3), (4, 2, 2), (1, 0, 1)])
def test_107_1a_banshee_deals_half_x_rounded_down_to_the_target_and_up_to_you(
        x: int, to_b: int, to_a: int) -> None:
    """107.1a, 120.3: "{X}, {T}: Banshee deals half X damage, rounded down, to any target,
    and half X damage, rounded up, to you": X=5 is 2 to B and 3 to A."""
    lands = ", ".join(['"Swamp"'] * x)
    table = play(f'''
[A]
battlefield = ["Banshee", {lands}]
''' + decisions(f"activate Banshee X={x} targeting B") + RESOLVE)
    g = table.game()
    assert (g.player["B"].life, g.player["A"].life) == (20 - to_b, 20 - to_a)


def test_608_2b_banshee_with_its_target_gone_deals_no_damage_to_you() -> None:
    """608.2b: the target (Grizzly Bears) is gone as the ability resolves: it does
    nothing, not even the damage to its controller."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Banshee", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Banshee X=4 targeting Grizzly Bears paying Swamp, Swamp, Swamp, "
                "Swamp", "cast Lightning Bolt targeting Grizzly Bears") + RESOLVE + RESOLVE)
    g = table.game()
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    assert g.player["A"].life == 20
    c = card("Banshee")
    assert (c.power, c.toughness, c.first_printed) == (0, 1, "DRK")
