"""When a scripted decision is taken: only at a question asked of its own player, in its
game, and at the moment in the step it names (``stack``).

A scenario's decisions are taken in order, each when it fits: a question the table asks
of the decision's player (a concession as well: the rules let a player concede at any
time, 104.3a, but a script says when), of the decision's kind, in its game, turn and
step if it names them. ``stack = "empty"`` waits until the stack is empty, so after
what the step's beginning triggered (combat damage's triggers in the combat damage
step, 510.2, 603.3) has resolved; ``stack = "not_empty"`` only answers while something
is on it; the default is the first time the player is asked there.
"""

from __future__ import annotations

import pytest

from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck, load_scenario, run_scenario
from shahrazad.scenario.errors import ScenarioError
from shahrazad.table import Table
from tests.support import of, play


def _decided(table: Table, player: str, kind: str) -> list[v.Decided]:
    return [e for e in of(table, v.Decided)
            if isinstance(e, v.Decided) and e.player == player and e.decision[0] == kind]


def _asked_before(table: Table, event: v.Event) -> tuple[str, str]:
    """Who the table was asking, and in which game, just before ``event``."""
    for e in reversed(table.events[:event.position - 1]):
        if isinstance(e, v.PriorityGiven | v.ChoiceRequested):
            return e.player, e.game
    raise AssertionError("nobody was asked")


# -- the player and the game --------------------------------------------------------------


def test_104_3a_a_scripted_concession_waits_for_its_player_to_be_asked() -> None:
    """104.3a lets a player concede at any time; a script's concession is taken when the
    table asks its player something, never while it waits on another player: here B
    concedes once A has passed and B has priority."""
    table = play('[[decisions]]\nplayer = "B"\nconcede = true\n')
    (concession,) = _decided(table, "B", "concede")
    assert _asked_before(table, concession) == ("B", "1")
    assert [e.player for e in of(table, v.PriorityPassed)] == ["A"]
    assert table.game().winners == ("A",)


#: A casts Living Wish in subgame 1.1; B's concession of the subgame is scripted next
WISHING = '''edition = "current"
seed = 1
players = ["A", "B"]
active = "A"
turn = 5
step = "main1"
stack = [{ spell = "A:Shahrazad" }]
[run]
until = "script_end"
[A]
battlefield = [{ card = "Plains", tapped = true }, { card = "Plains", tapped = true }]
graveyard = ["Juzam Djinn"]
[games."1.1"]
active = "A"
turn = 4
step = "main1"
starting_player = "B"
[games."1.1".A]
hand = ["Living Wish"]
battlefield = ["Forest", "Forest"]
library = ["Plains", "Plains", "Plains", "Plains", "Plains"]
[games."1.1".B]
library = ["Island", "Island", "Island", "Island", "Island"]
[[decisions]]
player = "A"
game = "1.1"
do = "cast Living Wish"
[[decisions]]
player = "A"
game = "1.1"
pass = true
[[decisions]]
player = "B"
game = "1.1"
pass = true
[[decisions]]
player = "B"
game = "1.1"
concede = true
'''


def test_727_4_a_concession_scripted_for_b_does_not_fire_while_a_chooses_a_wished_card() -> None:
    """727.4, 104.3a: while A chooses the card Living Wish brings in (a question asked of
    A), B's scripted concession waits; A answers (here the fallback, taking nothing), and
    B concedes the subgame when B is next asked in it."""
    table = run_scenario(load_scenario(WISHING))
    (wish,) = _decided(table, "A", "wish")
    (concession,) = _decided(table, "B", "concede")
    assert wish.position < concession.position
    assert _asked_before(table, concession) == ("B", "1.1")
    assert concession.game == "1.1" and table.game("1.1").winners == ("A",)


def test_a_scripted_decision_fits_only_in_its_own_game() -> None:
    """B's concession of the main game (``game = "1"``) waits while B is asked in the
    subgame: it is taken in the main game once the subgame is over and B is asked there."""
    text = WISHING.split("[[decisions]]")[0] + '''[[decisions]]
player = "A"
game = "1.1"
concede = true
[[decisions]]
player = "B"
game = "1"
concede = true
'''
    table = run_scenario(load_scenario(text))
    (concession,) = _decided(table, "B", "concede")
    assert concession.game == "1" and _asked_before(table, concession) == ("B", "1")
    ended = next(e for e in of(table, v.SubgameEnded))
    assert ended.position < concession.position
    assert table.game("1").winners == ("A",)


def test_a_decision_for_a_game_its_player_is_never_asked_in_stops_the_run_saying_so() -> None:
    """B's concession of the main game, while the table plays the subgame and B is asked
    only there: after the fallback's allowance the run stops, saying B was asked only in
    game 1.1, never in game 1."""
    head = WISHING.split("[[decisions]]")[0].replace(
        '[run]\nuntil = "script_end"\n', '[run]\nuntil = "script_end"\nmax_fallback = 5\n')
    text = head + '[[decisions]]\nplayer = "B"\ngame = "1"\nconcede = true\n'
    with pytest.raises(ScriptStuck) as stuck:
        run_scenario(load_scenario(text))
    assert stuck.value.reason == "step_never_comes"
    assert "only in game 1.1, never in game 1" in str(stuck.value)


# -- the moment within a step: stack -----------------------------------------------------------

#: A attacks B with Pit Scorpion; its combat damage triggers a poison counter (510.2, 603.2)
SCORPION = '''
[A]
battlefield = ["Pit Scorpion"]
[[decisions]]
player = "A"
do = "attack Pit Scorpion"
[[decisions]]
player = "A"
step = "combat_damage"
pass = true
'''


def _scripted_pass(table: Table) -> v.Decided:
    """A's scripted pass: the run ends with it (``until = "script_end"``); the passes
    before it are the fallback's."""
    passed = _decided(table, "A", "pass")[-1]
    assert passed.position == max(e.position for e in of(table, v.Decided))
    return passed


def test_510_2_603_3_by_default_a_decision_in_the_combat_damage_step_comes_before_its_triggers_resolve(  # noqa: E501
        ) -> None:
    """510.2, 603.3: combat damage is dealt as the step begins and what it triggers goes
    on the stack before anyone has priority. A decision with ``step = "combat_damage"``
    fits the first time its player is asked there: with the Scorpion's trigger still on
    the stack (it can respond to it)."""
    table = play(SCORPION)
    passed = _scripted_pass(table)
    assert passed.game == "1" and table.game().step == "combat_damage"
    trigger = next(e for e in of(table, v.TriggerPutOnStack))
    assert trigger.source_name == "Pit Scorpion" and trigger.position < passed.position
    assert of(table, v.CountersChanged) == []  # not resolved yet: B has no poison


def test_510_2_603_3_stack_empty_waits_until_the_steps_triggers_have_resolved() -> None:
    """``stack = "empty"``: the decision fits only once the stack is empty, so after the
    Scorpion's trigger has resolved and B has its poison counter, still in the combat
    damage step."""
    table = play(SCORPION.replace('step = "combat_damage"\n',
                                  'step = "combat_damage"\nstack = "empty"\n'))
    passed = _scripted_pass(table)
    (poison,) = of(table, v.CountersChanged)
    assert poison.position < passed.position
    assert table.game().player["B"].counters == {"poison": 1}
    step = [e for e in of(table, v.StepBegan) if e.position < passed.position][-1]
    assert step.step == "combat_damage"  # type: ignore[attr-defined]


def test_stack_not_empty_answers_only_in_response() -> None:
    """``stack = "not_empty"``: only while something is on the stack. In a step where
    nothing ever is, the decision never fits, and the run says why."""
    text = '''seed = 1
players = ["A", "B"]
active = "A"
turn = 3
step = "main1"
[run]
until = "script_end"
max_fallback = 30
[A]
library = ["Island", "Island", "Island"]
[B]
library = ["Island", "Island", "Island"]
[[decisions]]
player = "A"
step = "main1"
stack = "not_empty"
pass = true
'''
    with pytest.raises(ScriptStuck) as stuck:
        run_scenario(load_scenario(text))
    assert stuck.value.reason == "step_never_comes"
    assert "always with the stack empty, never holding something" in str(stuck.value)


def test_a_moment_that_isnt_one_is_refused_before_anything_is_played() -> None:
    text = ('players = ["A", "B"]\n[A]\nlibrary = ["Island"]\n[B]\nlibrary = ["Island"]\n'
            '[[decisions]]\nplayer = "A"\nstack = "emtpy"\npass = true\n')
    with pytest.raises(ScenarioError, match=r"stack = 'emtpy' \(did you mean 'empty'\?\)"):
        run_scenario(load_scenario(text))
