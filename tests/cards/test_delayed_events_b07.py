"""Batch B07's delayed triggers on events (603.7): "when that creature dies this turn",
"when this leaves the battlefield this turn", ending unused in the cleanup step (603.7b);
Sandals of Abdallah and War Barge."""

from __future__ import annotations

from support import RESOLVE, advance, decisions, fight, names, of, permanent, play

from shahrazad.characteristics import colors, keywords
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


def test_603_7_hazezon_tamar_tokens_at_your_next_upkeep_counted_then() -> None:
    """603.7: Hazezon Tamar enters: at the beginning of A's next upkeep, A creates X 1/1
    red, green and white Sand Warriors, X the lands A controls then (seven)."""
    table = play('''
[A]
hand = ["Hazezon Tamar"]
battlefield = ["Mountain", "Forest", "Plains", "Plains", "Plains", "Plains", "Forest"]
''' + decisions("cast Hazezon Tamar") + RESOLVE + decisions("pass")
        + decisions("pass", player="B"), until="script_end")
    advance(table, "A", "draw")
    g = table.game()
    warriors = [o for o in g.in_play if g.objects[o].name == "Sand Warrior"]
    assert len(warriors) == 7
    assert colors(g, g.objects[warriors[0]]) == "WRG"


def test_603_2_hazezon_tamar_leaving_exiles_all_sand_warriors() -> None:
    """603.2, 603.10a: when Hazezon leaves the battlefield, all Sand Warriors (B's too) are
    exiled (tokens: they cease to exist); other Warriors stay."""
    table = play('''
[A]
hand = ["Lightning Bolt", "Lightning Bolt"]
battlefield = ["Hazezon Tamar", "Sand Warrior", "Mountain", "Mountain"]
[B]
battlefield = ["Sand Warrior", "Grizzly Bears"]
''' + decisions("cast Lightning Bolt targeting Hazezon Tamar") + RESOLVE
        + decisions("cast Lightning Bolt targeting Hazezon Tamar") + RESOLVE + RESOLVE)
    g = table.game()
    assert not [o for o in g.in_play if g.objects[o].name == "Sand Warrior"]
    assert permanent(g, "Grizzly Bears").zone == "battlefield"


def test_507_1_battering_ram_bands_and_destroys_a_blocking_wall() -> None:
    """507.1, 702.22, 509.3: at the beginning of combat on A's turn Battering Ram gains
    banding until end of combat; blocked by Wall of Wood it destroys the Wall at end of
    combat; after combat it has no banding."""
    table = fight('"Battering Ram", "Grizzly Bears"', '"Wall of Wood"', RESOLVE,
                  decisions("attack Battering Ram, Grizzly Bears band Battering Ram + "
                            "Grizzly Bears"),
                  decisions("block Wall of Wood -> Battering Ram", player="B"))
    g = table.game()
    assert "Wall of Wood" in names(table, "1", "B", "graveyard")
    assert "banding" not in keywords(g, permanent(g, "Battering Ram"))


def test_603_7_reincarnation_returns_a_creature_card_to_its_owner() -> None:
    """603.7, 110.2: Reincarnation chooses B's Grizzly Bears; when they die this turn, A
    chooses a creature card in B's graveyard (Hill Giant, not the Giant Growth) and it
    enters under B's control."""
    table = play('''
[A]
hand = ["Reincarnation", "Lightning Bolt"]
battlefield = ["Forest", "Forest", "Forest", "Mountain"]
[B]
graveyard = ["Hill Giant", "Giant Growth"]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Reincarnation targeting Grizzly Bears") + RESOLVE
        + decisions("cast Lightning Bolt targeting Grizzly Bears") + RESOLVE + RESOLVE
        + decisions("choose Hill Giant"))
    g = table.game()
    giant = permanent(g, "Hill Giant")
    assert giant.zone == "battlefield" and giant.controller == "B"
    assert sorted(names(table, "1", "B", "graveyard")) == ["Giant Growth", "Grizzly Bears"]


def test_701_19c_runesword_its_creature_exiles_what_it_damages() -> None:
    """701.19c, 614.1a: Runesword gives the attacking Hill Giant +2/+0; the Drudge
    Skeletons blocking it, with a regeneration shield, are dealt 5 damage: they can't be
    regenerated, and are exiled instead of dying."""
    table = fight('"Hill Giant", "Runesword", "Island", "Island", "Island"',
                  '"Drudge Skeletons", "Swamp"', decisions("attack Hill Giant"),
                  decisions("block Drudge Skeletons -> Hill Giant", player="B"),
                  decisions("activate Runesword targeting Hill Giant"),
                  decisions("activate Drudge Skeletons", player="B"), RESOLVE, RESOLVE)
    assert names(table, "1", "B", "exile") == ["Drudge Skeletons"]
    assert names(table, "1", "B", "graveyard") == []


def test_603_7_runesword_sacrificed_when_its_creature_leaves() -> None:
    """603.7: the Runesword's creature is destroyed this turn (Terror): Runesword is
    sacrificed."""
    table = play('''
[A]
battlefield = ["Hill Giant", "Runesword", "Island", "Island", "Island"]
[B]
hand = ["Terror"]
battlefield = ["Swamp", "Swamp"]
''' + decisions("attack Hill Giant") + decisions("activate Runesword targeting Hill Giant")
        + RESOLVE + decisions("pass") + decisions("cast Terror targeting Hill Giant", player="B")
        + decisions("pass", player="B") + decisions("pass") + RESOLVE,
        step="beginning_of_combat")
    assert sorted(names(table, "1", "A", "graveyard")) == ["Hill Giant", "Runesword"]
