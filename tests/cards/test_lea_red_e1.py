"""Alpha's red card of batch E1: Sedge Troll, a conditional static ability and a
regeneration ability."""

from __future__ import annotations

from support import decisions, obj, play

from shahrazad.characteristics import power, toughness


def test_604_1_sedge_troll_is_3_3_while_you_control_a_swamp() -> None:
    """604.1, 613.4c: +1/+1 as long as its controller controls a Swamp; an opponent's
    Swamp doesn't count."""
    with_swamp = play('''
[A]
battlefield = ["Sedge Troll", "Swamp"]
''')
    troll = obj(with_swamp.game(), "Sedge Troll")
    assert (power(with_swamp.game(), troll), toughness(with_swamp.game(), troll)) == (3, 3)
    theirs = play('''
[A]
battlefield = ["Sedge Troll"]
[B]
battlefield = ["Swamp"]
''')
    troll = obj(theirs.game(), "Sedge Troll")
    assert (power(theirs.game(), troll), toughness(theirs.game(), troll)) == (2, 2)


def test_701_19a_sedge_troll_regenerates_for_black_mana() -> None:
    """701.19a: {B}: Regenerate: the Troll survives Lightning Bolt's 3 (it is 3/3 with the
    Swamp), tapped."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Sedge Troll", "Swamp"]
''' + decisions("cast Lightning Bolt targeting Sedge Troll")
        + decisions("activate Sedge Troll", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    troll = obj(table.game(), "Sedge Troll")
    assert troll.zone == "battlefield" and troll.tapped
