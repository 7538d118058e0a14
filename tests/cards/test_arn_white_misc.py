"""Batch MISC: Jihad, a permanent that chooses two things as it enters (a color and an
opponent, 614.1c), a static ability whose condition reads both, and a state trigger of
absence (603.8)."""

from __future__ import annotations

from support import RESOLVE, decisions, names, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness
from shahrazad.filters import chosen_of

CAST_JIHAD = decisions("cast Jihad") + RESOLVE + decisions("word red")
A_SIDE = '''
[A]
hand = ["Jihad", "Terror"]
battlefield = ["Plains", "Plains", "Plains", "Swamp", "Swamp", "Savannah Lions"]
'''


def test_614_1c_jihad_chooses_a_color_and_an_opponent_and_pumps_white_creatures() -> None:
    """614.1c, 613.4c: Jihad enters with red and B chosen (B the only opponent: no
    question); while B controls a red nontoken permanent (Hill Giant), white creatures get
    +2/+1, B's nonwhite Hill Giant doesn't."""
    table = play(A_SIDE + '''
[B]
battlefield = ["Hill Giant"]
''' + CAST_JIHAD)
    g = table.game()
    jihad = permanent(g, "Jihad")
    assert (chosen_of(g, jihad.oid, "color"), chosen_of(g, jihad.oid, "player")) == ("R", "B")
    lions, giant = permanent(g, "Savannah Lions"), permanent(g, "Hill Giant")
    assert (power(g, lions), toughness(g, lions)) == (4, 2)
    assert (power(g, giant), toughness(g, giant)) == (3, 3)
    assert card("Jihad").first_printed == "ARN"


def test_603_8_jihad_sacrificed_when_the_chosen_player_has_none_of_the_color() -> None:
    """603.8, 701.21: when B's only red nontoken permanent dies, Jihad's state trigger
    sacrifices it, and the Lions are 2/1 again."""
    table = play(A_SIDE + '''
[B]
battlefield = ["Hill Giant"]
''' + CAST_JIHAD + decisions("cast Terror targeting Hill Giant") + RESOLVE + RESOLVE)
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Terror", "Jihad"]
    lions = permanent(g, "Savannah Lions")
    assert (power(g, lions), toughness(g, lions)) == (2, 1)


def test_604_1_jihad_pumps_nothing_when_the_color_is_a_token_or_your_own() -> None:
    """604.1, 603.8: a red permanent of A's own doesn't count (the chosen player's only):
    with B controlling nothing red, Jihad pumps nothing and is sacrificed at once."""
    table = play(A_SIDE.replace('"Savannah Lions"]', '"Savannah Lions", "Hill Giant"]') + '''
[B]
battlefield = ["Plains"]
''' + CAST_JIHAD + RESOLVE)
    g = table.game()
    assert "Jihad" in names(table, "1", "A", "graveyard")
    lions = permanent(g, "Savannah Lions")
    assert (power(g, lions), toughness(g, lions)) == (2, 1)


def test_614_1c_jihad_two_questions_as_it_enters_keep_both_answers() -> None:
    """614.1c, 608.2d: with two opponents, both choices are questions, one after the
    other; Jihad remembers both (red, and C), and reads C's red Hill Giant, not B's
    nothing."""
    table = play(A_SIDE + '''
[B]
battlefield = ["Plains"]
[C]
battlefield = ["Hill Giant"]
''' + decisions("cast Jihad") + RESOLVE + decisions("pass", player="C") + decisions(
        "word red", "word C"), players=("A", "B", "C"))
    g = table.game()
    jihad = permanent(g, "Jihad")
    assert (chosen_of(g, jihad.oid, "color"), chosen_of(g, jihad.oid, "player")) == ("R", "C")
    lions = permanent(g, "Savannah Lions")
    assert (power(g, lions), toughness(g, lions)) == (4, 2)
