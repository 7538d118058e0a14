"""Legends' white cards of batch B02 (engine/cards/sets/leg/white.py), each tested on
its text: the rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, names, permanent, play


def test_603_2_701_6_presence_of_the_master_counters_each_enchantment_spell() -> None:
    """601.2i, 603.2, 701.6: Presence of the Master's "Whenever a player casts an
    enchantment spell, counter it": the trigger's subject is the spell; A's Bad Moon is
    countered, A's Dark Ritual is not."""
    table = play('''
[A]
hand = ["Bad Moon", "Dark Ritual"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Presence of the Master"]
''' + decisions("cast Bad Moon"))
    while table.game().stack:
        table.push_named("pass")
    assert names(table, "1", "A", "graveyard") == ["Bad Moon"]
    table.push_named("cast Dark Ritual")
    while table.game().stack:
        table.push_named("pass")
    assert names(table, "1", "A", "graveyard") == ["Bad Moon", "Dark Ritual"]
    assert table.game().player["A"].mana == "BBB"


def test_700_2_alabaster_potion_x_life_or_x_prevention() -> None:
    """700.2, 601.2c, 107.3, 615.7: Alabaster Potion with X = 2: mode 1, target player
    gains 2 life; mode 2, the next 2 damage to Grizzly Bears this turn is prevented, so
    a Lightning Bolt deals them only 1."""
    table = play('''
[A]
hand = ["Alabaster Potion"]
battlefield = ["Plains", "Plains", "Plains", "Plains"]
''' + decisions("cast Alabaster Potion mode 1 X=2 targeting B", "pass")
        + decisions("pass", player="B"))
    assert table.game().player["B"].life == 22
    table = play('''
[A]
hand = ["Alabaster Potion", "Lightning Bolt"]
battlefield = ["Plains", "Plains", "Plains", "Plains", "Mountain", "Grizzly Bears"]
''' + decisions("cast Alabaster Potion mode 2 X=2 targeting Grizzly Bears", "pass")
        + decisions("pass", player="B")
        + decisions("cast Lightning Bolt targeting Grizzly Bears", "pass")
        + decisions("pass", player="B"))
    assert permanent(table.game(), "Grizzly Bears").damage == 1
