"""Batch B01's general pieces, each on a judge's own card or in a position the card tests
don't reach: an opponent chosen among several, a trigger about another permanent and a
subgame, a count's sum."""

from __future__ import annotations

from support import advance, decisions, of, play

from shahrazad.cards.model import Count, Filter
from shahrazad.events import vocabulary as v
from shahrazad.layers import count, layered
from shahrazad.scenario import load_scenario, run_scenario


def test_614_1c_an_opponent_is_chosen_among_several_as_it_enters() -> None:
    """614.1c, 608.2d: with two opponents, Black Vise's controller chooses one (a ``word``
    decision naming the player): C. At B's upkeep nothing happens; at C's, C (six cards in
    hand) takes 2."""
    table = play('''
[A]
hand = ["Black Vise"]
battlefield = ["Mountain"]
[B]
hand = ["Island", "Island", "Island", "Island", "Island", "Island"]
[C]
hand = ["Island", "Island", "Island", "Island", "Island", "Island"]
''' + decisions("cast Black Vise", "pass") + decisions("pass", player="B")
        + decisions("pass", player="C") + decisions("word C"), players=("A", "B", "C"))
    advance(table, "B", "draw")
    assert table.game().player["B"].life == 20
    advance(table, "C", "draw")
    assert table.game().player["C"].life == 18


def test_107_1b_a_counts_sum_is_never_below_zero() -> None:
    """107.1b: "the number of cards in your hand minus 4" with two cards is 0, not -2; "3
    minus" it is 1."""
    table = play('''
[A]
hand = ["Island", "Island"]
''')
    g = table.game()
    hand = Filter()
    now = layered(g).objects
    assert count(g, Count(hand, zone="hand", plus=-4), "A", None, now) == 0
    assert count(g, Count(hand, zone="hand", times=-1, plus=3), "A", None, now) == 1
    assert count(g, Count(hand, zone="hand"), "B", None, now) == 0


def test_727_a_trigger_about_other_permanents_watches_its_own_game_only() -> None:
    """603.2, 727: A's Lifetap in the main game; in the subgame (Shahrazad on the main
    game's stack) B taps a Forest for Giant Growth: the Forest is the subgame's, so the
    main game's Lifetap doesn't trigger, and the subgame's own Lifetap does."""
    text = '''edition = "current"
seed = 1
players = ["A", "B"]
active = "A"
turn = 5
step = "main1"
stack = [{ spell = "A:Shahrazad" }]
[run]
until = "script_end"
[A]
battlefield = ["Lifetap", { card = "Plains", tapped = true }, { card = "Plains", tapped = true }]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
battlefield = ["Lifetap", "Grizzly Bears"]
library = ["Plains", "Plains", "Plains"]
[games."1.1".B]
hand = ["Giant Growth"]
battlefield = ["Forest"]
library = ["Island", "Island", "Island"]
''' + decisions("pass", game="1.1") + decisions(
        "cast Giant Growth targeting Grizzly Bears", "pass", player="B", game="1.1") \
        + decisions("pass", game="1.1")
    table = run_scenario(load_scenario(text))
    triggered = [(e.game, e.source_name) for e in of(table, v.AbilityTriggered)]
    assert triggered == [("1.1", "Lifetap")]
    assert table.game("1.1").player["A"].life == 21
    assert table.game("1").player["A"].life == 20
