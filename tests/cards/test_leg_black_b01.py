"""Batch B01's Legends black cards (engine/cards/sets/leg/black.py): Blight, Hellfire,
Jovial Evil, Spirit Shackle, Underworld Dreams, Wall of Tombstones."""

from __future__ import annotations

from support import advance, decisions, names, permanent, play

from shahrazad.characteristics import toughness

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_603_2_blight_destroys_its_land_when_it_becomes_tapped() -> None:
    """603.2, 701.8: A's Blight on B's Mountain; B taps it for Lightning Bolt: the Mountain
    is destroyed."""
    table = play('''
[A]
battlefield = ["Swamp"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", { card = "Blight", attached_to = "Mountain", controller = "A" }]
''' + decisions("pass") + decisions("cast Lightning Bolt targeting A", player="B")
        + RESOLVE + RESOLVE)
    assert "Mountain" in names(table, "1", "B", "graveyard")
    assert table.game().player["A"].life == 17


def test_608_2c_hellfire_deals_3_plus_the_creatures_that_died_this_way() -> None:
    """701.8, 608.2c, 701.19: Hellfire destroys the nonblack creatures: B's Grizzly Bears
    and Savannah Lions die, B's regenerated Drudge Skeletons are black and untouched, A's
    Scathe Zombies are black: X is 2, and Hellfire deals A 5."""
    table = play('''
[A]
hand = ["Hellfire"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Scathe Zombies"]
[B]
battlefield = ["Grizzly Bears", "Savannah Lions", "Drudge Skeletons"]
''' + decisions("cast Hellfire") + RESOLVE)
    assert sorted(names(table, "1", "B", "graveyard")) == ["Grizzly Bears", "Savannah Lions"]
    assert names(table, "1", "A", "battlefield")[-1] == "Scathe Zombies"
    assert table.game().player["A"].life == 15


def test_107_1_jovial_evil_deals_twice_the_opponents_white_creatures() -> None:
    """107.1, 120.3: B controls two white creatures (and a green one): Jovial Evil deals
    B 4."""
    table = play('''
[A]
hand = ["Jovial Evil"]
battlefield = ["Swamp", "Swamp", "Swamp", "Savannah Lions"]
[B]
battlefield = ["White Knight", "Pearled Unicorn", "Grizzly Bears"]
''' + decisions("cast Jovial Evil targeting B") + RESOLVE)
    assert table.game().player["B"].life == 16


def test_122_1_spirit_shackle_puts_a_0_2_counter_each_time_it_taps() -> None:
    """603.2, 122.1, 613.4c: Spirit Shackle on A's Craw Wurm (6/4): the Wurm attacks and
    becomes tapped: a -0/-2 counter, a 6/2."""
    table = play('''
[A]
battlefield = ["Craw Wurm", { card = "Spirit Shackle", attached_to = "Craw Wurm" }]
''' + decisions("attack Craw Wurm"), step="beginning_of_combat", until="combat_ended")
    g = table.game()
    wurm = permanent(g, "Craw Wurm")
    assert wurm.counters == {"-0/-2": 1}
    assert toughness(g, wurm) == 2


def test_121_2_underworld_dreams_hurts_an_opponent_for_each_card_drawn() -> None:
    """121.2, 603.2: B casts Ancestral Recall on B: three draws, three triggers, 3 damage to
    B; A's own draws trigger nothing."""
    table = play('''
[A]
battlefield = ["Underworld Dreams"]
[B]
hand = ["Ancestral Recall"]
battlefield = ["Island"]
''' + decisions("pass") + decisions("cast Ancestral Recall targeting B", player="B")
        + RESOLVE + RESOLVE + RESOLVE + RESOLVE)
    assert table.game().player["B"].life == 17
    advance(table, "A", "main1")
    assert table.game().player["A"].life == 20


def test_613_4b_wall_of_tombstones_base_toughness_follows_the_graveyard() -> None:
    """613.4b, 611.2c: at A's upkeep Wall of Tombstones's base toughness becomes 1 plus the
    creature cards in A's graveyard (two of them, a land aside): 3."""
    table = play('''
[A]
battlefield = ["Wall of Tombstones"]
graveyard = ["Grizzly Bears", "Savannah Lions", "Forest"]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)
    assert toughness(table.game(), permanent(table.game(), "Wall of Tombstones")) == 1
    advance(table, "A", "draw")
    assert toughness(table.game(), permanent(table.game(), "Wall of Tombstones")) == 3
