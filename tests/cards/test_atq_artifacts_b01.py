"""Batch B01's Antiquities artifacts (engine/cards/sets/atq/artifacts.py): Ivory Tower, The
Rack, Tablet of Epityr, Urza's Miter, Shapeshifter."""

from __future__ import annotations

from support import advance, decisions, names, of, permanent, play

from shahrazad.characteristics import power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_107_1b_ivory_tower_gains_the_cards_in_hand_over_four() -> None:
    """603.2, 107.1b: at A's upkeep Ivory Tower gains A the cards in A's hand minus 4: six
    cards, 2 life (and at B's upkeep nothing)."""
    table = play('''
[A]
hand = ["Island", "Island", "Island", "Island", "Island", "Island"]
battlefield = ["Ivory Tower"]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)
    advance(table, "A", "draw")
    assert table.game().player["A"].life == 22


def test_614_1c_the_rack_hurts_the_chosen_opponent_for_cards_under_three() -> None:
    """614.1c, 603.2, 107.1b: The Rack's opponent is B, chosen as it enters; at B's upkeep
    it deals B 3 minus the cards in B's hand: one card, 2 damage."""
    table = play('''
[A]
hand = ["The Rack"]
battlefield = ["Mountain"]
[B]
hand = ["Island"]
''' + decisions("cast The Rack", "pass") + decisions("pass", player="B"))
    advance(table, "B", "draw")
    assert (table.game().player["A"].life, table.game().player["B"].life) == (20, 18)


def test_603_10a_tablet_of_epityr_pays_1_for_a_life_when_an_artifact_dies() -> None:
    """603.6c, 603.10a, 608.2d: B's Shatter destroys A's Rod of Ruin: Tablet of Epityr
    triggers, A pays {1} and gains 1 life."""
    table = play('''
[A]
battlefield = ["Tablet of Epityr", "Rod of Ruin", "Mountain"]
[B]
hand = ["Shatter"]
battlefield = ["Mountain", "Mountain"]
''' + decisions("pass") + decisions("cast Shatter targeting Rod of Ruin", player="B")
        + RESOLVE)
    for _ in range(10):
        if table.pending().kind == "accept":
            break
        table.push(Pass())
    table.push_named("accept yes")
    while table.game().stack:
        table.push(Pass())
    assert table.game().player["A"].life == 21


def test_603_4_urzas_miter_draws_for_a_destroyed_artifact_not_a_sacrificed_one() -> None:
    """603.4, 701.21: A sacrifices Black Lotus (no trigger: it was sacrificed), then B's
    Shatter destroys A's Rod of Ruin: Urza's Miter triggers, A pays {3} and draws."""
    table = play('''
[A]
battlefield = ["Urza's Miter", "Rod of Ruin", "Black Lotus", "Mountain", "Mountain",
               "Mountain"]
library = ["Forest", "Forest", "Forest"]
[B]
hand = ["Shatter"]
battlefield = ["Mountain", "Mountain"]
''' + decisions("mana Black Lotus for R", "pass")
        + decisions("cast Shatter targeting Rod of Ruin", player="B") + RESOLVE)
    for _ in range(10):
        if table.pending().kind == "accept":
            break
        table.push(Pass())
    table.push_named("accept yes")
    while table.game().stack:
        table.push(Pass())
    assert names(table, "1", "A", "graveyard") == ["Black Lotus", "Rod of Ruin"]
    assert names(table, "1", "A", "hand") == ["Forest"]
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == ["Urza's Miter"]


def test_604_3_shapeshifter_is_the_number_chosen_and_7_minus_it() -> None:
    """614.1c, 604.3, 613.4a: Shapeshifter enters with 2 chosen: a 2/5; at A's next upkeep
    A chooses 5 (a ``word`` decision, choosing the same number would keep it): a 5/2."""
    table = play('''
[A]
hand = ["Shapeshifter"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Shapeshifter") + RESOLVE + decisions("word 2"))
    g = table.game()
    shifter = permanent(g, "Shapeshifter")
    assert (power(g, shifter), toughness(g, shifter)) == (2, 5)
    advance(table, "A", "draw", {"word": "word 5"})
    g = table.game()
    shifter = permanent(g, "Shapeshifter")
    assert (power(g, shifter), toughness(g, shifter)) == (5, 2)
