"""Alpha's black cards of batch B02 (engine/cards/sets/lea/black.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_601_2f_602_2b_gloom_taxes_white_spells_and_white_enchantments_abilities() -> None:
    """601.2f, 602.2b: Gloom: "White spells cost {3} more to cast. Activated abilities of
    white enchantments cost {3} more to activate": Swords to Plowshares ({W}) can't be
    cast with three lands, it can with four; a black spell costs what it says; Circle of
    Protection: Red's {1} costs {4}."""
    body = '''
[A]
hand = ["Swords to Plowshares", "Dark Ritual"]
battlefield = ["Plains", "Plains", "Plains", "Swamp"]
[B]
battlefield = ["Gloom", "Grizzly Bears"]
'''
    table = play(body)
    with pytest.raises(IllegalDecision, match=r"601\.2h"):
        table.push_named("cast Swords to Plowshares targeting Grizzly Bears "
                         "paying Plains, Plains, Plains")
    table.push_named("cast Swords to Plowshares targeting Grizzly Bears")
    table.push_named("pass")
    table.push_named("pass")
    assert names(table, "1", "B", "exile") == ["Grizzly Bears"]
    cheap = play(body + decisions("cast Dark Ritual paying Swamp") + RESOLVE)
    assert cheap.game().player["A"].mana == "BBB"

    circle = play('''
[A]
battlefield = ["Circle of Protection: Red", "Plains", "Plains", "Plains"]
[B]
battlefield = ["Gloom"]
''')
    with pytest.raises(IllegalDecision, match=r"601\.2h"):
        circle.push_named("activate Circle of Protection: Red")


def test_107_3_120_3_drain_life_black_x_and_life_capped_by_toughness() -> None:
    """107.3, 601.2h, 120.3: Drain Life: "Spend only black mana on X": X = 2 can't be paid
    with two Swamps and two Mountains; paid with Swamps, it deals 2 to B and A gains 2; at a 1/1
    creature with X = 3, A gains only 1 (its toughness)."""
    body = '''
[A]
hand = ["Drain Life"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain"]
[B]
battlefield = ["Llanowar Elves"]
'''
    refused = play(body)
    with pytest.raises(IllegalDecision, match=r"601\.2h"):
        refused.push_named("cast Drain Life X=2 targeting B paying Swamp, Swamp, Mountain, "
                           "Mountain")
    table = play(body + decisions("cast Drain Life X=2 targeting B "
                                  "paying Swamp, Swamp, Swamp, Swamp") + RESOLVE)
    assert (table.game().player["A"].life, table.game().player["B"].life) == (22, 18)
    elves = play(body + decisions("cast Drain Life X=3 targeting Llanowar Elves "
                                  "paying Swamp, Swamp, Swamp, Swamp, Swamp") + RESOLVE)
    assert names(elves, "1", "B", "graveyard") == ["Llanowar Elves"]
    assert elves.game().player["A"].life == 21
