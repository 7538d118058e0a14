"""The Dark's green cards of batch R-A (engine/cards/sets/drk/green.py), each played on
its text; the rules each exercises are in the test's name."""

from __future__ import annotations

from support import RESOLVE, decisions, names, obj, of, play

from shahrazad.events import vocabulary as v

TRACKER = '''
[A]
battlefield = ["Tracker", "Forest", "Forest"{more}]
hand = [{hand}]
[B]
battlefield = ["Craw Wurm"{theirs}]
hand = [{their_hand}]
'''


def _tracker(more: str = "", hand: str = "", theirs: str = "", their_hand: str = "") -> str:
    return TRACKER.format(more=more, hand=hand, theirs=theirs, their_hand=their_hand)


def test_120_3_tracker_and_its_target_deal_damage_to_each_other() -> None:
    """120.3: "{G}{G}, {T}: Tracker deals damage equal to its power to target creature.
    That creature deals damage equal to its power to Tracker": Tracker (2/2) deals 2 to a
    Craw Wurm (6/4), then the Wurm, the source of that damage, deals 6 to Tracker."""
    table = play(_tracker() + decisions("activate Tracker targeting Craw Wurm") + RESOLVE)
    g = table.game()
    wurm = obj(g, "Craw Wurm")
    assert wurm.damage == 2 and wurm.zone == "battlefield"
    assert names(table, "1", "A", "graveyard") == ["Tracker"]
    dealt = of(table, v.DamageDealt)
    assert [(e.amount, e.target == wurm.oid, e.source == wurm.oid) for e in dealt] == [
        (2, True, False), (6, False, True)]


def test_608_2h_tracker_gone_still_deals_its_power_as_it_last_existed() -> None:
    """608.2h (2004 ruling): Tracker, 5/5 with Giant Growth, is returned to its owner's
    hand before its ability resolves: it still deals damage equal to its power as it last
    existed on the battlefield (5) to the target, killing the Craw Wurm (6/4), and the
    target deals none to a Tracker no longer there."""
    table = play(_tracker(more=', "Forest"', hand='"Giant Growth"', theirs=', "Island"',
                          their_hand='"Unsummon"')
                 + decisions("cast Giant Growth targeting Tracker") + RESOLVE
                 + decisions("activate Tracker targeting Craw Wurm", "pass")
                 + decisions("cast Unsummon targeting Tracker", "pass", player="B")
                 + decisions("pass") + decisions("pass") + decisions("pass", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Unsummon", "Craw Wurm"]
    assert names(table, "1", "A", "hand") == ["Tracker"]
    assert [e.amount for e in of(table, v.DamageDealt)] == [5]


def test_608_2b_tracker_target_gone_nothing_happens() -> None:
    """608.2b (2004 ruling): the target creature leaves before the ability resolves: the
    ability doesn't resolve, and Tracker takes no damage either."""
    table = play(_tracker(theirs=', "Island"', their_hand='"Unsummon"')
                 + decisions("activate Tracker targeting Craw Wurm", "pass")
                 + decisions("cast Unsummon targeting Craw Wurm", "pass", player="B")
                 + decisions("pass") + decisions("pass") + decisions("pass", player="B"))
    assert of(table, v.DamageDealt) == []
    assert obj(table.game(), "Tracker").damage == 0


def test_120_3_tracker_may_target_itself() -> None:
    """115.1, 120.3 (2009 ruling): Tracker may target itself: a 5/5 Tracker (Giant
    Growth) deals 5 damage to itself, then, as its own target, 5 again, and dies."""
    table = play(_tracker(more=', "Forest"', hand='"Giant Growth"')
                 + decisions("cast Giant Growth targeting Tracker") + RESOLVE
                 + decisions("activate Tracker targeting Tracker") + RESOLVE)
    assert [e.amount for e in of(table, v.DamageDealt)] == [5, 5]
    assert "Tracker" in names(table, "1", "A", "graveyard")
