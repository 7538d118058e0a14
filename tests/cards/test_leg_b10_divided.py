"""Batch B10's damage divided as a spell is cast (601.2d): Pyrotechnics
(engine/cards/sets/leg/red.py). The caster announces the division right after choosing
the targets, before anyone may respond; it is recorded (``damage_divided``) and fixed."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, of, play

from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck

MOUNTAINS = '"Mountain", "Mountain", "Mountain", "Mountain", "Mountain"'


def test_601_2d_pyrotechnics_divides_4_damage_as_cast() -> None:
    """601.2d, 120.3: Pyrotechnics targets B and two creatures, and A divides its 4 damage
    2, 1, 1 as it is cast: B takes 2, Grizzly Bears and Llanowar Elves 1 each (the Elves
    die, the Bears live)."""
    table = play(f'''
[A]
hand = ["Pyrotechnics"]
battlefield = [{MOUNTAINS}]
[B]
battlefield = ["Grizzly Bears", "Llanowar Elves"]
''' + decisions("cast Pyrotechnics targeting B, Grizzly Bears, Llanowar Elves",
                "divide 2, 1, 1") + RESOLVE)
    assert table.game().player["B"].life == 18
    assert names(table, "1", "B", "graveyard") == ["Llanowar Elves"]
    [divided] = of(table, v.DamageDivided)
    assert divided.amounts == (2, 1, 1) and divided.rule == "601.2d"


def test_601_2d_one_target_takes_it_all_and_each_target_at_least_1() -> None:
    """601.2d: with one target there is nothing to divide: B takes all 4. Each target must
    get at least 1, so five targets are refused, and a division that doesn't add up to 4
    is refused too."""
    table = play(f'''
[A]
hand = ["Pyrotechnics"]
battlefield = [{MOUNTAINS}]
''' + decisions("cast Pyrotechnics targeting B") + RESOLVE)
    assert table.game().player["B"].life == 16
    five = f'''
[A]
hand = ["Pyrotechnics"]
battlefield = [{MOUNTAINS}, "Grizzly Bears", "Llanowar Elves", "Hill Giant"]
'''
    with pytest.raises(ScriptStuck, match=r"601\.2d"):
        play(five + decisions("cast Pyrotechnics targeting A, B, Grizzly Bears, "
                              "Llanowar Elves, Hill Giant"))
    with pytest.raises(ScriptStuck, match=r"601\.2d"):
        play(five + decisions("cast Pyrotechnics targeting A, B", "divide 2, 1"))


def test_608_2b_an_illegal_targets_share_is_lost() -> None:
    """608.2b (2014 ruling): the division can't change; the Llanowar Elves, gone before
    Pyrotechnics resolves, lose their share of 3: B still takes only its 1."""
    table = play(f'''
[A]
hand = ["Pyrotechnics"]
battlefield = [{MOUNTAINS}]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Llanowar Elves"]
''' + decisions("cast Pyrotechnics targeting B, Llanowar Elves", "divide 1, 3", "pass")
        + decisions("cast Lightning Bolt targeting Llanowar Elves", player="B")
        + decisions("pass", player="B") + decisions("pass") + RESOLVE)
    assert table.game().player["B"].life == 19
    assert sorted(names(table, "1", "B", "graveyard")) == ["Lightning Bolt", "Llanowar Elves"]
