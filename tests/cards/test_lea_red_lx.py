"""Alpha's red cards of batch LX (left over from batch B03): Power Surge."""

from __future__ import annotations

import pytest
from support import advance, play

from shahrazad.cards.pool import card


@pytest.mark.parametrize(("tapped", "damage"), [(0, 3), (2, 1), (3, 0)])
def test_500_1_power_surge_counts_the_lands_untapped_as_the_turn_began(
        tapped: int, damage: int) -> None:
    """503.1, 500.1: "Power Surge deals X damage to that player, where X is the number of
    untapped lands they controlled at the beginning of this turn": from B's end step, A's
    turn begins with ``tapped`` of A's three Mountains tapped; A takes 3 less ``tapped``
    at A's upkeep, though all three untapped in A's untap step, after the turn began."""
    lands = ", ".join(['{ card = "Mountain", tapped = true }'] * tapped
                      + ['"Mountain"'] * (3 - tapped))
    table = play(f'''
[A]
battlefield = [{lands}]
[B]
battlefield = ["Power Surge", "Forest"]
''', active="B", step="end", turn=2)
    advance(table, "A", "draw")
    g = table.game()
    assert g.player["A"].life == 20 - damage
    assert all(not g.objects[o].tapped for o in g.battlefield
               if g.objects[o].name == "Mountain")
    assert card("Power Surge").first_printed == "LEA"


def test_500_1_power_surge_hurts_its_controller_too() -> None:
    """603.2: "each player's upkeep": B's own two untapped lands at the beginning of B's
    turn deal 2 to B."""
    table = play('''
[B]
battlefield = ["Power Surge", "Forest", "Mountain"]
''', active="A", step="end", turn=2)
    advance(table, "B", "draw")
    assert table.game().player["B"].life == 18
