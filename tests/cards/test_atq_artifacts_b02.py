"""Antiquities' artifacts of batch B02 (engine/cards/sets/atq/artifacts.py), each tested
on its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, permanent, play

from engine.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")
NINE = '"Sol Ring", "Sol Ring", "Sol Ring", "Sol Ring", "Mountain"'


def test_602_5b_colossus_of_sardia_untaps_only_during_your_upkeep() -> None:
    """502.3, 602.5b: Colossus of Sardia doesn't untap in its controller's untap step;
    "{9}: Untap Colossus of Sardia. Activate only during your upkeep": refused in a main
    phase, it untaps in its controller's upkeep."""
    body = f'''
[A]
battlefield = [{{ card = "Colossus of Sardia", tapped = true }}, {NINE}]
'''
    main = play(body)
    with pytest.raises(IllegalDecision, match="only during your upkeep"):
        main.push_named("activate Colossus of Sardia")
    upkeep = play(body + decisions("activate Colossus of Sardia") + RESOLVE, step="upkeep")
    assert not permanent(upkeep.game(), "Colossus of Sardia").tapped
