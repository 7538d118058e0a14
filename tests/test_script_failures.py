"""A scripted decision that never fits: the run stops soon, says what the table waited
for and why the decision doesn't fit, and leaves its log for reading."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.cli import main
from shahrazad.events.storage.logfile import read_log
from shahrazad.scenario import ScenarioError, ScriptStuck, load_scenario, run_scenario

LIB = 'library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]'
HEAD = 'seed = 1\nplayers = ["A", "B"]\nactive = "A"\nturn = 3\nstep = "main1"\n'


def stuck(body: str, max_fallback: int = 300) -> ScriptStuck:
    with pytest.raises(ScriptStuck) as caught:
        run_scenario(load_scenario(HEAD + body), max_fallback=max_fallback)
    return caught.value


def test_500_1_a_step_misspelt_is_refused_before_anything_is_played() -> None:
    """500.1 names the steps: a decision for a step that isn't one is refused at once,
    with the nearest step, instead of waiting for a step that can't come."""
    with pytest.raises(ScenarioError, match=r"decisions\[1\]: no step 'main 2' \(did you "
                                            r"mean 'main2'\?\)") as caught:
        run_scenario(load_scenario(HEAD + f'[A]\n{LIB}\n[B]\n{LIB}\n[[decisions]]\n'
                                   'player = "A"\nstep = "main 2"\npass = true\n'))
    assert not isinstance(caught.value, ScriptStuck)


def test_an_unknown_player_is_refused_before_anything_is_played() -> None:
    with pytest.raises(ScenarioError, match=r"decisions\[1\]: player 'C' is not at the table "
                                            r"\(players: A, B\)"):
        run_scenario(load_scenario(HEAD + f'[A]\n{LIB}\n[B]\n{LIB}\n[[decisions]]\n'
                                   'player = "C"\npass = true\n'))


def test_508_1_attackers_asked_of_another_player_name_the_wrong_player() -> None:
    """508.1: the active player declares attackers. A script that has B attack on A's
    turn is told that A, not B, was asked."""
    error = stuck(f'[A]\nbattlefield = ["Grizzly Bears"]\n{LIB}\n[B]\n{LIB}\n'
                  '[[decisions]]\nplayer = "B"\nturn = 3\nattack = ["Grizzly Bears"]\n')
    assert error.reason == "wrong_player"
    assert re.search(r"B was never asked for attackers, but A \(\d+ times\) was", str(error))


def test_509_1_a_block_when_nobody_attacks_is_a_question_never_asked() -> None:
    """509.1: blockers are declared only against attackers. With nobody attacking, B is
    never asked: the message says what B was asked instead."""
    error = stuck(f'[A]\n{LIB}\n[B]\nbattlefield = ["Grizzly Bears"]\n{LIB}\n'
                  '[[decisions]]\nplayer = "B"\nblock = { "Grizzly Bears" = "Serra Angel" }\n')
    assert error.reason == "wrong_question"
    assert "B was never asked for blockers while it waited (B was asked: priority" in str(error)


def test_500_1_a_turn_that_never_comes_stops_after_max_fallback_actions() -> None:
    """500.1: turns follow one another; turn 40 is far away. The run stops after the
    bound, not at the end of the game, and says which turns it saw."""
    error = stuck(f'[A]\n{LIB}\n[B]\n{LIB}\n[[decisions]]\nplayer = "A"\nturn = 40\n'
                  'pass = true\n', max_fallback=120)
    assert error.reason == "step_never_comes" and error.actions == 120
    assert "turn 40 never came in any game while it waited (A was asked for priority in " \
           "turns 3-" in str(error)
    assert "after 120 fallback actions" in str(error)
    assert error.table.pending() is not None  # stopped in the middle, not at the end


def test_601_2h_a_spell_that_never_becomes_castable_says_the_rule() -> None:
    """601.2h: the cost must be paid. Juzam Djinn waits (``wait = true``) with three
    lands in play and none to come: the rule that stood in the way is named first,
    timing (117.1a) after it."""
    error = stuck(f'[A]\nhand = ["Juzam Djinn"]\nbattlefield = ["Swamp", "Swamp", "Swamp"]\n'
                  f'{LIB}\n[B]\n{LIB}\n[[decisions]]\nplayer = "A"\nwait = true\n'
                  'cast = "Juzam Djinn"\n')
    assert error.reason == "not_legal"
    assert ("the rules never allowed it: A can't pay {2}{B}{B} (X=0) with that mana "
            "(rule 601.2h,") in str(error)
    assert "at other moments: Juzam Djinn can be cast only in your main phase" in str(error)


def test_a_card_that_isnt_there_is_named_with_what_is() -> None:
    error = stuck(f'[A]\nhand = ["Lightning Bolt", "Island"]\n{LIB}\n[B]\n{LIB}\n'
                  '[[decisions]]\nplayer = "A"\nwait = true\ncast = "Serra Angel"\n')
    assert error.reason == "not_there"
    assert "the card it names isn't there: no Serra Angel in A's hand or command zone: " \
           "there: Island" in str(error)
    # without wait, at the first moment it fits
    error = stuck(f'[A]\nhand = ["Lightning Bolt"]\n{LIB}\n[B]\n{LIB}\n'
                  '[[decisions]]\nplayer = "A"\ncast = "Serra Angel"\n')
    assert error.reason == "not_there" and error.actions == 0


def test_603_3d_a_target_the_engine_chose_itself_is_said_to_be() -> None:
    """603.3d: a trigger's controller chooses its target as it goes on the stack. With
    one legal target (B's Serra Angel for Oblivion Ring) the engine takes it and asks
    nobody: a scripted target is told so."""
    error = stuck(f'[A]\nhand = ["Oblivion Ring"]\nbattlefield = ["Plains", "Plains", '
                  f'"Plains"]\n{LIB}\n[B]\nbattlefield = ["Serra Angel"]\n{LIB}\n'
                  '[[decisions]]\nplayer = "A"\ncast = "Oblivion Ring"\n'
                  '[[decisions]]\nplayer = "A"\ntarget = "B:Serra Angel"\n')
    assert error.reason == "engine_chose"
    assert ("the engine put Oblivion Ring's trigger on the stack targeting Serra Angel itself,"
            " in game 1: it was the only legal target, so A was never asked (603.3d)"
            ) in str(error)


def test_the_message_says_what_the_table_waited_for() -> None:
    error = stuck(f'[A]\n{LIB}\n[B]\n{LIB}\n[[decisions]]\nplayer = "A"\nturn = 40\n'
                  'pass = true\n', max_fallback=7)
    assert error.waiting.startswith("the table waits on ")
    assert str(error).endswith(f"{error.waiting} after 7 fallback actions")


def test_max_fallback_is_read_from_the_file_and_checked() -> None:
    body = f'[run]\nmax_fallback = 25\n[A]\n{LIB}\n[B]\n{LIB}\n[[decisions]]\nplayer = "A"\n' \
           'turn = 40\npass = true\n'
    with pytest.raises(ScriptStuck) as caught:
        run_scenario(load_scenario(HEAD + body))
    assert caught.value.actions == 25
    with pytest.raises(ScenarioError, match=r"run\.max_fallback: expected a whole number"):
        load_scenario(HEAD + '[run]\nmax_fallback = "lots"\n')
    with pytest.raises(ScenarioError, match=r"run\.until: expected .* no event kind 'nope'"):
        load_scenario(HEAD + '[run]\nuntil = "nope"\n')


def test_run_writes_the_partial_log_and_exits_2(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "far.toml").write_text(HEAD + f'[A]\n{LIB}\n[B]\n{LIB}\n[[decisions]]\n'
                                       'player = "A"\nturn = 40\npass = true\n',
                                       encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(main, ["run", "far.toml", "--db", "x.sqlite", "--max-fallback", "30"])
    assert result.exit_code == 2
    first, second = result.stderr.splitlines()
    assert first.startswith("shahrazad: decisions[1]: never fit: turn 40 never came")
    assert second == ("shahrazad: the log so far: logs/far.partial.shlog (read it with: "
                      "shahrazad audit logs/far.partial.shlog)")
    # the log was written as the table played: what was played is there, without the
    # trailer of a finished table
    log = read_log(tmp_path / "logs" / "far.partial.shlog", running=True)
    assert sum(e.KIND == "decided" for e in log.events) == 30 and not log.complete
    result = runner.invoke(main, ["run", "far.toml", "--db", "y.sqlite", "--max-fallback", "5",
                                  "--log", "mine.shlog", "--json"])
    assert result.exit_code == 2 and '"reason": "step_never_comes"' in result.stdout
    assert (tmp_path / "mine.shlog").exists()


def test_500_1_a_turn_gone_by_in_the_named_game_stops_at_once() -> None:
    """500.1: turns only go forward. A decision for turn 3 of game 1 that hasn't fit by
    turn 4 never will: the run stops then, without using up its bound."""
    error = stuck(f'[A]\n{LIB}\n[B]\n{LIB}\n[[decisions]]\nplayer = "A"\ngame = "1"\n'
                  'turn = 3\nstep = "declare_blockers"\npass = true\n', max_fallback=1000)
    assert error.reason == "step_never_comes" and error.actions < 30
    assert "A was never asked for priority in step declare_blockers of game 1, turn 3 " \
           "(asked in: main1, beginning_of_combat, declare_attackers, end_of_combat," in str(error)
    assert error.table.game().turn == 4
