"""Batch B06's static abilities with conditions of turn and of absence (604.1, 604.3,
611.3): The Dark's Angry Mob and Legends' Angelic Voices. The rules each test exercises
are in its name."""

from __future__ import annotations

from support import advance, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords, power, toughness
from shahrazad.table import Table


def _pt(table: Table, name: str) -> tuple[int, int]:
    g = table.game()
    o = permanent(g, name)
    return power(g, o), toughness(g, o)


def test_604_3_angry_mob_counts_opponents_swamps_on_its_controllers_turn_only() -> None:
    """604.3, 611.3, 702.19: on A's turn the Mob is 2 plus the Swamps B controls (a Swamp
    and a Badlands: 4/4; A's own Swamp doesn't count); on B's turn it is 2/2. It has
    trample."""
    table = play('''
[A]
battlefield = ["Angry Mob", "Swamp"]
[B]
battlefield = ["Swamp", "Badlands", "Mountain"]
''')
    assert _pt(table, "Angry Mob") == (4, 4)
    assert "trample" in keywords(table.game(), permanent(table.game(), "Angry Mob"))
    advance(table, "B", "main1")
    assert _pt(table, "Angry Mob") == (2, 2)
    advance(table, "A", "main1")
    assert _pt(table, "Angry Mob") == (4, 4)
    assert card("Angry Mob").first_printed == "DRK"


def test_604_1_angelic_voices_pump_only_while_no_nonartifact_nonwhite_creature() -> None:
    """604.1, 613.4c: with a white Serra Angel and a colorless Ornithopter, Angelic Voices
    give A's creatures +1/+1 (B's Bears, green, don't stop it: they aren't A's); A's own
    green Bears switch it off."""
    table = play('''
[A]
battlefield = ["Angelic Voices", "Serra Angel", "Ornithopter"]
[B]
battlefield = ["Grizzly Bears"]
''')
    assert _pt(table, "Serra Angel") == (5, 5) and _pt(table, "Ornithopter") == (1, 3)
    assert _pt(table, "Grizzly Bears") == (2, 2)
    table = play('''
[A]
battlefield = ["Angelic Voices", "Serra Angel", "Ornithopter", "Grizzly Bears"]
''')
    assert _pt(table, "Serra Angel") == (4, 4) and _pt(table, "Grizzly Bears") == (2, 2)
