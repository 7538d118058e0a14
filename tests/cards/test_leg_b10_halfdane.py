"""Halfdane (batch B10, engine/cards/sets/leg/multicolor.py): a duration "until the end of
your next upkeep" (611.2a), and base power and toughness set in layer 7b (613.4b) from a
target's, locked in as the ability resolves (611.2c)."""

from __future__ import annotations

from support import RESOLVE, advance, permanent, play

from shahrazad.characteristics import power, toughness


def _pt(table: object, name: str = "Halfdane") -> tuple[int, int]:
    g = table.game()  # type: ignore[attr-defined]
    obj = permanent(g, name)
    return power(g, obj) or 0, toughness(g, obj) or 0


def test_611_2a_halfdane_copies_pt_until_the_end_of_your_next_upkeep() -> None:
    """611.2a, 613.4b: at A's upkeep Halfdane's base power and toughness become Serra
    Angel's (4/4). The Angel leaves; at A's next upkeep the ability has no target, so the
    old effect lasts through that upkeep and ends with it: Halfdane is 3/3 again in the
    draw step."""
    table = play('''
[A]
hand = ["Swords to Plowshares"]
battlefield = ["Halfdane", "Plains"]
library = ["Island", "Island", "Island", "Island"]
[B]
battlefield = ["Serra Angel"]
library = ["Island", "Island", "Island", "Island"]
''' + RESOLVE + RESOLVE, step="untap", turn=3,
        until="script_end")
    assert _pt(table) == (4, 4)
    table.push_named("pass")  # to the draw step: the effect made this upkeep stays
    table.push_named("pass", "B")
    assert _pt(table) == (4, 4)
    advance(table, "A", "main1")
    table.push_named("cast Swords to Plowshares targeting Serra Angel")
    table.push_named("pass")
    table.push_named("pass", "B")
    advance(table, "A", "upkeep")  # turn 5: no other creature, nothing triggers
    assert table.game().turn == 5 and _pt(table) == (4, 4)
    advance(table, "A", "draw")
    assert _pt(table) == (3, 3)


def test_611_2c_halfdane_locks_in_the_targets_pt_and_counters_still_apply() -> None:
    """611.2c, 613.4b-c: the values are the target's as the ability resolves, locked in: a
    Giant Growth on the target afterwards changes nothing; Halfdane's own pump (layer 7c)
    applies on top of the new base."""
    table = play('''
[A]
hand = ["Giant Growth", "Giant Growth"]
battlefield = ["Halfdane", "Forest", "Forest"]
library = ["Island", "Island", "Island"]
[B]
battlefield = ["Grizzly Bears"]
library = ["Island", "Island", "Island"]
''' + RESOLVE + RESOLVE, step="untap", turn=3,
        until="script_end")
    assert _pt(table) == (2, 2)
    table.push_named("cast Giant Growth targeting Grizzly Bears")
    table.push_named("pass")
    table.push_named("pass", "B")
    assert _pt(table) == (2, 2)
    table.push_named("cast Giant Growth targeting Halfdane")
    table.push_named("pass")
    table.push_named("pass", "B")
    assert _pt(table) == (5, 5)
