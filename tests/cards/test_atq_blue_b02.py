"""Antiquities' blue cards of batch B02 (engine/cards/sets/atq/blue.py), each tested on
its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import permanent, play

from shahrazad.txn import IllegalDecision


def test_602_2b_601_2f_power_artifact_cuts_two_but_never_below_one_mana() -> None:
    """602.2b, 601.2f: Power Artifact: the enchanted artifact's activated abilities cost
    {2} less, never below one mana: Basalt Monolith's {3} untap costs {1}, one Island
    pays it; Rod of Ruin's {3}, {T} costs {1}; B's unenchanted Rod still costs {3}."""
    table = play('''
[A]
battlefield = [{ card = "Basalt Monolith", tapped = true },
               { card = "Power Artifact", attached_to = "Basalt Monolith" }, "Island"]
''')
    table.push_named("activate Basalt Monolith ability 2 paying Island")
    table.push_named("pass")
    table.push_named("pass")
    assert not permanent(table.game(), "Basalt Monolith").tapped

    rods = play('''
[A]
battlefield = ["Rod of Ruin", { card = "Power Artifact", attached_to = "A:Rod of Ruin" },
               "Island"]
[B]
battlefield = ["Rod of Ruin", "Island"]
''')
    rods.push_named("activate Rod of Ruin targeting B paying Island")
    rods.push_named("pass")
    rods.push_named("pass")
    assert rods.game().player["B"].life == 19
    rods.push_named("pass")
    with pytest.raises(IllegalDecision):
        rods.push_named("activate Rod of Ruin targeting A paying Island")
