"""Alpha's combat oddities as general pieces: a delayed triggered ability at end of combat
(603.7: Cockatrice, Thicket Basilisk), "until end of combat" (511.3) and "activate only
during combat" (602.5b: Jade Statue)."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.events import vocabulary as v


def test_603_7_thicket_basilisk_destroys_its_blocker_at_end_of_combat() -> None:
    """Grizzly Bears blocks Thicket Basilisk: the Basilisk's trigger sets up a delayed
    triggered ability (603.7) that destroys the Bears at end of combat, though the Bears
    survived the combat damage."""
    table = play('''
[A]
battlefield = ["Thicket Basilisk"]
[B]
battlefield = ["Llanowar Elves", "Wall of Wood"]
''' + decisions("attack Thicket Basilisk")
        + decisions("block Wall of Wood -> Thicket Basilisk", player="B"),
        step="beginning_of_combat", until="combat_ended")
    # a Wall doesn't trigger it
    assert not of(table, v.DelayedTriggerCreated)
    table = play('''
[A]
battlefield = ["Thicket Basilisk"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("attack Thicket Basilisk")
        + decisions("block Craw Wurm -> Thicket Basilisk", player="B"),
        step="beginning_of_combat", until="combat_ended")
    [delayed] = of(table, v.DelayedTriggerCreated)
    assert delayed.subject is not None and delayed.kind == "delayed:end_of_combat"
    assert names(table, "1", "B", "graveyard") == ["Craw Wurm"]
    # the Wurm killed the Basilisk in combat; its delayed ability still happened
    assert names(table, "1", "A", "graveyard") == ["Thicket Basilisk"]


def test_603_7_cockatrice_triggers_when_it_blocks() -> None:
    """Cockatrice blocks Grizzly Bears: the Bears are destroyed at end of combat."""
    table = play('''
[A]
battlefield = ["Grizzly Bears"]
[B]
battlefield = ["Cockatrice"]
''' + decisions("attack Grizzly Bears") + decisions("block Cockatrice -> Grizzly Bears",
                                                    player="B"),
        step="beginning_of_combat", until="combat_ended")
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]
    assert obj(table.game(), "Cockatrice").zone == "battlefield"


def test_511_3_jade_statue_is_a_creature_until_end_of_combat() -> None:
    """602.5b: Jade Statue's ability works only during combat; 511.3: the 3/6 Golem it
    becomes attacks and is an artifact again after combat."""
    with pytest.raises(Exception, match=r"602\.5b"):
        play('''
[A]
battlefield = ["Jade Statue", "Island", "Island"]
''' + decisions("activate Jade Statue"))
    table = play('''
[A]
battlefield = ["Jade Statue", "Island", "Island"]
''' + decisions("activate Jade Statue") + decisions("attack Jade Statue"),
        step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 17
    statue = obj(table.game(), "Jade Statue")
    assert not statue.animations and "end_of_combat" not in {
        e.until for e in table.game().effects.values()}
