"""Arabian Nights' lands of batch B02 (engine/cards/sets/arn/lands.py), each tested on
its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from shahrazad.table import Table
from shahrazad.txn import IllegalDecision


def _to_step(table: Table, step: str) -> None:
    """Pass priority until the game reaches ``step``."""
    while table.game().step != step:
        table.push_named("pass")


def test_602_5b_desert_pings_an_attacker_only_during_the_end_of_combat_step() -> None:
    """602.5b, 511: Desert's "{T}: 1 damage to target attacking creature. Activate only
    during the end of combat step": refused while blockers are declared, it kills the
    attacking Llanowar Elves at the end of combat (any player's attackers); it also taps
    for {C}."""
    table = play('''
[A]
battlefield = ["Llanowar Elves"]
[B]
battlefield = ["Desert"]
''' + decisions("attack Llanowar Elves"), turn=4)
    _to_step(table, "declare_blockers")
    table.push_named("pass")
    with pytest.raises(IllegalDecision, match="end of combat step"):
        table.push_named("activate Desert targeting Llanowar Elves")
    _to_step(table, "end_of_combat")
    table.push_named("pass")
    table.push_named("activate Desert targeting Llanowar Elves")
    table.push_named("pass")
    table.push_named("pass")
    assert names(table, "1", "A", "graveyard") == ["Llanowar Elves"]
    assert table.game().player["B"].life == 19
