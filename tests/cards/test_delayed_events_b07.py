"""Batch B07's delayed triggers on events (603.7): "when that creature dies this turn",
"when this leaves the battlefield this turn", ending unused in the cleanup step (603.7b);
Sandals of Abdallah and War Barge."""

from __future__ import annotations

from support import RESOLVE, decisions, names, of, permanent, play

from shahrazad.characteristics import keywords
from shahrazad.events import vocabulary as v


def test_603_7c_sandals_of_abdallah_destroyed_when_that_creature_dies() -> None:
    """603.7, 700.4: Sandals give Grizzly Bears islandwalk; when the Bears die this turn
    (Lightning Bolt), the delayed ability destroys the Sandals."""
    table = play('''
[A]
battlefield = ["Sandals of Abdallah", "Grizzly Bears", "Island", "Island"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
''' + decisions("activate Sandals of Abdallah targeting Grizzly Bears") + RESOLVE
        + decisions("pass") + decisions("cast Lightning Bolt targeting Grizzly Bears",
                                         player="B")
        + decisions("pass", player="B") + decisions("pass") + RESOLVE)
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears", "Sandals of Abdallah"]


def test_603_7b_sandals_delayed_ability_ends_with_the_turn() -> None:
    """603.7b: the Bears gain islandwalk; nothing dies this turn, and the delayed ability
    ends unused in the cleanup step: the Sandals stay."""
    table = play('''
[A]
battlefield = ["Sandals of Abdallah", "Grizzly Bears", "Island", "Island"]
''' + decisions("activate Sandals of Abdallah targeting Grizzly Bears") + RESOLVE,
        until="script_end")
    g = table.game()
    assert "islandwalk" in keywords(g, permanent(g, "Grizzly Bears"))
    assert len(g.delayed) == 1
    from support import advance

    advance(table, "B", "main1")
    assert not table.game().delayed
    assert permanent(table.game(), "Sandals of Abdallah").zone == "battlefield"
    ended = [e for e in of(table, v.DelayedTriggerUsed) if e.rule == "603.7b"]
    assert len(ended) == 1


def test_603_7_war_barge_leaving_destroys_that_creature_without_regeneration() -> None:
    """603.7, 701.19c: War Barge gives Drudge Skeletons islandwalk; when the
    Barge leaves the battlefield this turn (Shatter), the Skeletons are destroyed and can't
    be regenerated, though a regeneration shield is up."""
    table = play('''
[A]
battlefield = ["War Barge", "Drudge Skeletons", "Island", "Island", "Island", "Swamp"]
[B]
hand = ["Shatter"]
battlefield = ["Mountain", "Mountain"]
''' + decisions("activate War Barge targeting Drudge Skeletons") + RESOLVE
        + decisions("activate Drudge Skeletons") + RESOLVE
        + decisions("pass") + decisions("cast Shatter targeting War Barge", player="B")
        + decisions("pass", player="B") + decisions("pass") + RESOLVE)
    assert names(table, "1", "A", "graveyard") == ["War Barge", "Drudge Skeletons"]
