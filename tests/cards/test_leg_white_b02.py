"""Legends' white cards of batch B02 (engine/cards/sets/leg/white.py), each tested on
its text: the rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, names, play


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
