"""Alpha's green cards of batch B02 (engine/cards/sets/lea/green.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, play

from shahrazad.txn import IllegalDecision


def test_605_1b_wild_growth_the_enchanted_land_adds_an_additional_green() -> None:
    """605.1b, 303.4: Wild Growth: "Whenever enchanted land is tapped for mana, its
    controller adds an additional {G}": the enchanted Forest makes {G}{G}, the Savannah
    beside it one {G}; the mana goes to the land's controller, not to the Aura's (B's
    Wild Growth on A's Forest)."""
    table = play('''
[A]
battlefield = ["Forest", { card = "Wild Growth", attached_to = "Forest" }, "Savannah"]
''' + decisions("mana Forest"))
    assert table.game().player["A"].mana == "GG"
    table.push_named("mana Savannah")
    assert len(table.game().player["A"].mana) == 3

    theirs = play('''
[A]
battlefield = ["Forest"]
[B]
battlefield = [{ card = "Wild Growth", attached_to = "Forest" }]
''' + decisions("mana Forest"))
    assert theirs.game().player["A"].mana == "GG"
    assert theirs.game().player["B"].mana == ""


def test_305_2_603_4_fastbond_any_number_of_lands_one_damage_after_the_first() -> None:
    """305.2, 603.2, 603.4: Fastbond: A plays three Forests in one turn; the second and
    the third each trigger its 1 damage to A (18); without Fastbond a second land play
    is refused."""
    table = play('''
[A]
hand = ["Forest", "Forest", "Forest"]
battlefield = ["Fastbond"]
''' + decisions("play Forest", "play Forest"))
    while table.game().stack:
        table.push_named("pass")
    table.push_named("play Forest")
    while table.game().stack:
        table.push_named("pass")
    assert names(table, "1", "A", "battlefield").count("Forest") == 3
    assert table.game().player["A"].life == 18

    plain = play('''
[A]
hand = ["Forest", "Forest"]
''' + decisions("play Forest"))
    with pytest.raises(IllegalDecision, match=r"305\.2"):
        plain.push_named("play Forest")
