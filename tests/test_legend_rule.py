"""The legend rule (704.5j): a player who controls two or more legendary permanents with
the same name chooses one of them, and the rest go to their owners' graveyards.

The check of state-based actions asks the player (``LegendChoiceOffered``, answered by
``retain NAME``) before it performs anything, so the legends that go, go together with
the check's other actions (704.3); players are asked in turn order from the active
player (101.4), one name at a time."""

from __future__ import annotations

import pytest
from support import decisions, names, of, play

from shahrazad.decisions import Retain
from shahrazad.events import vocabulary as v
from shahrazad.naming import NamingError
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import IllegalDecision

SOL = "Sol'kanar the Swamp King"
BOLAS = "Nicol Bolas"


def _offered(table: object) -> list[tuple[str, str]]:
    return [(e.player, e.name) for e in of(table, v.LegendChoiceOffered)]  # type: ignore[arg-type]


@pytest.mark.parametrize("keep, stays", [(SOL, 1), (SOL + "#2", 2)])
def test_704_5j_the_controller_chooses_which_legend_stays(keep: str, stays: int) -> None:
    """704.5j: A controls two Sol'kanars (the first tapped); A chooses which stays, and
    the other goes to the graveyard."""
    table = play(f'''
[A]
battlefield = [{{ card = "{SOL}", tapped = true }}, "{SOL}"]
''' + decisions(f"retain {keep}"))
    g = table.game()
    (left,) = [g.objects[o] for o in g.battlefield if g.objects[o].name == SOL]
    assert left.tapped is (stays == 1)
    assert names(table, "1", "A", "graveyard") == [SOL]
    kept = of(table, v.LegendKept)
    assert [(e.player, e.obj == left.oid) for e in kept] == [("A", True)]
    assert [e.rule for e in of(table, v.ZoneChanged)] == ["704.5j"]


def test_704_5j_each_player_may_control_one_legend_of_a_name() -> None:
    """704.5j counts per controller: A's and B's Sol'kanar both stay, and nobody is
    asked."""
    table = play(f'''
[A]
battlefield = ["{SOL}"]
[B]
battlefield = ["{SOL}"]
''' + decisions("pass") + decisions("pass", player="B"))
    assert _offered(table) == []
    assert (names(table, "1", "A", "battlefield"), names(table, "1", "B", "battlefield")) == (
        [SOL], [SOL])


def test_704_5j_players_answer_in_turn_order_and_the_legends_go_together() -> None:
    """704.5j, 704.3, 101.4: with B active, B (two Sol'kanars) is asked first, then A
    (two Sol'kanars, then two Nicol Bolas, one name at a time); the three legends that go
    go in one batch, after the last answer."""
    table = play(f'''
[A]
battlefield = ["{SOL}", "{SOL}", "{BOLAS}", "{BOLAS}"]
[B]
battlefield = ["{SOL}", "{SOL}"]
''' + decisions(f"retain {SOL}", player="B") + decisions(f"retain {SOL}#2")
                  + decisions(f"retain {BOLAS}"), active="B")
    assert _offered(table) == [("B", SOL), ("A", SOL), ("A", BOLAS)]
    last_answer = of(table, v.LegendKept)[-1].position
    gone = [e for e in of(table, v.ZoneChanged) if e.rule == "704.5j"]
    assert [e.position for e in gone] == list(range(last_answer + 1, last_answer + 4))
    assert sorted(names(table, "1", "A", "graveyard")) == [BOLAS, SOL]
    assert names(table, "1", "B", "graveyard") == [SOL]


def test_704_5j_only_one_of_the_asked_legends_may_be_retained() -> None:
    """704.5j: the answer names one of the player's legends of that name; B's
    Sol'kanar is refused with the rule, and nothing is appended."""
    table = play(f'''
[A]
battlefield = ["{SOL}", "{SOL}"]
[B]
battlefield = ["{SOL}", "Swamp"]
''')
    assert table.pending() is not None and table.pending().kind == "legend"
    before = len(table.events)
    g = table.game()
    (theirs,) = [o for o in g.battlefield if g.objects[o].controller == "B"
                 and g.objects[o].name == SOL]
    with pytest.raises(IllegalDecision) as refused:
        table.push(Retain(theirs), "A")
    assert refused.value.rule == "704.5j"
    with pytest.raises(NamingError):
        table.push_named(f"retain B:{SOL}")
    assert len(table.events) == before
    table.push_named(f"retain A:{SOL}")
    assert table.pending() is not None and table.pending().kind == "priority"


def test_704_5j_727_a_subgame_is_a_game_of_its_own_for_the_legend_rule() -> None:
    """704.5j, 727: A's Sol'kanar in the main game and A's Sol'kanar in the subgame are
    in different games: neither goes. Two in the subgame: A is asked there, and the main
    game's stays."""
    def run(subgame_sols: int) -> object:
        sols = ", ".join([f'"{SOL}"'] * subgame_sols)
        text = f'''edition = "current"
seed = 1
players = ["A", "B"]
active = "A"
turn = 5
step = "main1"
stack = [{{ spell = "A:Shahrazad" }}]
[run]
until = "script_end"
[A]
battlefield = ["{SOL}"]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
battlefield = [{sols}]
library = ["Plains", "Plains", "Plains"]
[games."1.1".B]
library = ["Island", "Island", "Island"]
''' + (decisions(f"retain {SOL}", game="1.1") if subgame_sols > 1 else "")
        return run_scenario(load_scenario(text))
    one = run(1)
    assert _offered(one) == []
    two = run(2)
    assert [(e.game, e.player) for e in of(two, v.LegendChoiceOffered)] == [("1.1", "A")]
    assert names(two, "1", "A", "battlefield") == [SOL]
    assert names(two, "1.1", "A", "battlefield") == [SOL]
