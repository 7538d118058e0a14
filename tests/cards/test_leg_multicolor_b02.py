"""Legends' multicolored cards of batch B02 (engine/cards/sets/leg/multicolor.py), each
tested on its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from shahrazad.decisions import Block
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def _to_step(table: Table, *steps: str) -> None:
    """Pass priority (and declare no blockers) until the game reaches one of ``steps``."""
    while table.game().step not in steps:
        waiting = table.pending()
        assert waiting is not None
        table.push_named("pass") if waiting.kind == "priority" else table.push(Block(()), "B")


def test_602_5b_615_angus_mackenzie_fogs_only_before_combat_damage() -> None:
    """602.5b, 615.1: Angus Mackenzie's "{G}{W}{U}, {T}: Prevent all combat damage that
    would be dealt this turn. Activate only before the combat damage step": activated by
    the defending player after attackers are declared, B takes no damage; in
    the combat damage step it is refused."""
    body = '''
[A]
battlefield = ["Grizzly Bears", "Hill Giant"]
[B]
battlefield = ["Angus Mackenzie", "Forest", "Plains", "Island"]
'''
    table = play(body + decisions("attack Grizzly Bears, Hill Giant") + decisions("pass")
                 + decisions("activate Angus Mackenzie", player="B") + RESOLVE
                 + decisions("pass", player="B"), turn=4)
    _to_step(table, "end_of_combat", "main2")
    assert table.game().player["B"].life == 20

    late = play(body + decisions("attack Grizzly Bears"), turn=4)
    _to_step(late, "combat_damage")
    late.push_named("pass")
    with pytest.raises(IllegalDecision, match="before the combat damage step"):
        late.push_named("activate Angus Mackenzie")


def test_602_5b_701_9b_gwendlyn_di_corci_random_discard_on_your_turn() -> None:
    """602.5b, 701.9b: Gwendlyn Di Corci's "{T}: Target player discards a card at random.
    Activate only during your turn": B discards its only card; on B's turn it is
    refused."""
    table = play('''
[A]
battlefield = ["Gwendlyn Di Corci"]
[B]
hand = ["Forest"]
''' + decisions("activate Gwendlyn Di Corci targeting B") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Forest"]
    theirs = play('''
[A]
battlefield = ["Gwendlyn Di Corci"]
''' + decisions("pass", player="B"), active="B")
    with pytest.raises(IllegalDecision, match="only during your turn"):
        theirs.push_named("activate Gwendlyn Di Corci targeting B")


def test_603_2_solkanar_gains_a_life_for_each_black_spell_cast() -> None:
    """601.2i, 603.2: Sol'kanar the Swamp King's "Whenever a player casts a black spell,
    you gain 1 life": B's Dark Ritual gains A 1 life; B's red Lightning Bolt doesn't."""
    table = play('''
[A]
battlefield = ["Sol'kanar the Swamp King"]
[B]
hand = ["Dark Ritual", "Lightning Bolt"]
battlefield = ["Swamp", "Mountain"]
''' + decisions("pass") + decisions("cast Dark Ritual", player="B"), active="A")
    while table.game().stack or table.game().player["A"].life == 20:
        table.push_named("pass")
    assert table.game().player["A"].life == 21
    table.push_named("pass")
    table.push_named("cast Lightning Bolt targeting A")
    while table.game().stack:
        table.push_named("pass")
    assert table.game().player["A"].life == 21 - 3
