"""Divine Intervention (batch B10, engine/cards/sets/leg/white.py): a game that ends in a
draw (104.4a), in the main game and in a subgame (727.5), triggered when its controller
removes the last intervention counter (122, 603.2)."""

from __future__ import annotations

from support import RESOLVE, decisions, names, of, play

from shahrazad.events import vocabulary as v


def test_104_4a_divine_intervention_the_game_is_a_draw() -> None:
    """104.4a, 603.2: at the beginning of A's upkeep the last intervention counter comes
    off; its controller removed it, so the game is a draw: it ends with no winner and
    nobody lost it."""
    table = play('''
[A]
battlefield = [{ card = "Divine Intervention", counters = { intervention = 1 } }]
''' + RESOLVE * 3, step="untap", until="script_end")
    g = table.game()
    assert g.status == "ended" and g.draw and g.winners == ()
    assert not of(table, v.PlayerLost)
    [ended] = of(table, v.GameEnded)
    assert ended.rule == "104.4a"


def test_122_divine_intervention_enters_with_two_counters_one_comes_off_each_upkeep() -> None:
    """614.1c, 122.1: it enters with two intervention counters; the first upkeep takes one
    off and the game goes on."""
    table = play('''
[A]
hand = ["Divine Intervention"]
battlefield = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains",
               "Plains"]
''' + decisions("cast Divine Intervention") + RESOLVE, until="script_end")
    g = table.game()
    [di] = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Divine Intervention"]
    assert di.counters == {"intervention": 2}
    table = play('''
[A]
battlefield = [{ card = "Divine Intervention", counters = { intervention = 2 } }]
''' + RESOLVE * 2, step="untap", until="script_end")
    g = table.game()
    [di] = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Divine Intervention"]
    assert di.counters == {"intervention": 1} and g.status == "running"


def test_727_5_a_drawn_subgame_hands_back_and_nobody_won_it() -> None:
    """104.4a, 727.5: Divine Intervention ends subgame 1.1 in a draw; the main game
    resumes, and Shahrazad's "each player who doesn't win the subgame loses half their
    life, rounded up" takes half from both players."""
    table = play('''
[A]
battlefield = ["Plains"]
library = []
[B]
battlefield = ["Island"]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "untap"
starting_player = "A"
[games."1.1".A]
battlefield = [{ card = "Divine Intervention", counters = { intervention = 1 } }]
library = ["Island", "Island", "Island"]
[games."1.1".B]
library = ["Island", "Island", "Island"]
''' + (decisions("pass", game="1.1") + decisions("pass", player="B", game="1.1")) * 3,
        head='stack = [{ spell = "A:Shahrazad" }]\n', until="script_end")
    sub = table.state.games["1.1"]
    assert sub.draw and sub.winners == ()
    main = table.game("1")
    assert main.status == "running"
    assert main.player["A"].life == 10 and main.player["B"].life == 10
    assert "Shahrazad" in names(table, "1", "A", "graveyard")
