"""Alpha's green cards of batch B02 (engine/cards/sets/lea/green.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, play


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
