"""What the reading commands print (issue 11): whole lines on a pipe whatever the width,
the triggers waiting for their game (727.4a) in every view, and filters that match
nothing saying so."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.cli import main
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.storage.logwriter import write_log
from shahrazad.projections.audit import audit
from shahrazad.scenario import load_scenario, run_scenario

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "engine" / "scenarios" / "demo-nested.toml"
SHAHRAZAD = [sys.executable, "-c", "from shahrazad.cli import main; main()"]

#: Juzam Djinn waits in A's sideboard and never moves.
SIDEBOARD = """
seed = 2
players = ["A", "B"]
active = "A"
turn = 3
step = "main1"
[A]
library = ["Plains", "Plains"]
sideboard = ["Juzam Djinn"]
[B]
library = ["Island", "Island", "Island"]
"""


@cache
def demo_events() -> list[Event]:
    return run_scenario(load_scenario(DEMO)).events


@pytest.fixture(scope="module")
def demo_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("pipe") / "demo.shlog"
    write_log(path, demo_events())
    return path


def piped(*args: str | Path, columns: int = 40) -> list[str]:
    """What ``shahrazad ARGS`` prints into a pipe, in a narrow terminal's environment."""
    env = {**os.environ, "COLUMNS": str(columns), "LINES": "10"}
    env.pop("FORCE_COLOR", None)
    result = subprocess.run([*SHAHRAZAD, *map(str, args)], capture_output=True, text=True,
                            env=env, check=True, cwd=ROOT)
    return result.stdout.splitlines()


def waiting_span(events: list[Event]) -> tuple[int, int]:
    """Where the demo's Desecrated Tomb trigger waits: deferred .. released (727.4a)."""
    deferred = next(e for e in events if isinstance(e, v.TriggerDeferred))
    released = next(e for e in events if isinstance(e, v.TriggerReleased))
    return deferred.position, released.position


def test_audit_into_a_pipe_is_one_line_per_event_whatever_the_width(demo_log: Path) -> None:
    """A pipe or a file is never hard-wrapped: at COLUMNS=40 the audit is one line per
    event, each whole (its position, game, words and rule)."""
    events = demo_events()
    lines = piped("audit", demo_log)
    assert len(lines) == len(events)
    for text, line in zip(lines, audit(events), strict=True):
        assert text.split()[0] == str(line.position)
        assert f"[{line.game}] {line.text} ({line.citation})" in text, text
    assert max(len(x) for x in lines) > 100  # really longer than the width


def test_grep_727_4a_finds_whole_lines(demo_log: Path) -> None:
    """``shahrazad audit LOG | grep 727.4a``: every line citing 727.4a, each whole."""
    command = " ".join(shlex.quote(x) for x in [*SHAHRAZAD, "audit", str(demo_log)])
    result = subprocess.run(f"{command} | grep 727.4a", shell=True, capture_output=True,
                            text=True, env={**os.environ, "COLUMNS": "40"}, check=True)
    found = result.stdout.splitlines()
    wanted = [x for x in audit(demo_events()) if "727.4a" in x.rule]
    assert wanted and len(found) == len(wanted)
    for text, line in zip(found, wanted, strict=True):
        assert text.endswith(f"{line.text} ({line.citation})"), text


def test_the_other_readings_into_a_pipe_are_line_by_line(demo_log: Path) -> None:
    """replay, tree, explain and story print a record per line into a pipe: a tree's
    game, a replay's player or zone, a link of a chain, a step of a story."""
    events = demo_events()
    during = next(e.position for e in events
                  if isinstance(e, v.SubgameStarted) and e.game == "1.1.1") + 5
    tree = piped("tree", demo_log, "--at", during)
    assert [x.split(" (")[0].strip() for x in tree] == ["game 1", "game 1.1", "game 1.1.1"]
    assert [len(x) - len(x.lstrip()) for x in tree] == [0, 2, 4]
    replayed = piped("replay", demo_log, "--at", during)
    assert replayed[0] == f"After event {during} of {len(events)}"
    assert sum(x.startswith("game ") for x in replayed) == 3
    assert all(x.startswith(("After", "game ", "  ")) for x in replayed), replayed
    bat = next(e for e in events if isinstance(e, v.TokenCreated))
    chain = piped("explain", demo_log, bat.position)
    assert chain[0].startswith(f"{bat.position} [1] A creates a Bat token")
    assert all(x.startswith("  <- ") for x in chain[1:]) and len(chain) >= 8
    story = piped("story", demo_log, "Juzam Djinn")
    assert story[0].startswith("Juzam Djinn (card") and len(story) == 4


def test_727_4a_waiting_triggers_in_replay_tree_and_their_json(demo_log: Path) -> None:
    """727.4a: a trigger of a discontinued game waits for it to resume. While the demo's
    Desecrated Tomb trigger waits, replay, tree and their --json show it in game 1; once
    released as the game resumes (727.5) it no longer waits for the game, only for the
    stack, and once on the stack it is gone."""
    deferred, released = waiting_span(demo_events())
    triggered = next(e for e in demo_events() if isinstance(e, v.AbilityTriggered))
    runner = CliRunner()
    wanted = [{"trigger": triggered.trigger, "source": "Desecrated Tomb", "controller": "A",
               "deferred": True, "triggered_at": triggered.position}]
    for at in (deferred, released - 1):
        games = json.loads(runner.invoke(main, ["replay", str(demo_log), "--at", str(at),
                                                "--json"]).stdout)["games"]
        assert games["1"]["waiting_triggers"] == wanted
        assert all(g["waiting_triggers"] == [] for p, g in games.items() if p != "1")
        tree = json.loads(runner.invoke(main, ["tree", str(demo_log), "--at", str(at),
                                               "--json"]).stdout)
        assert tree["root"]["state"]["waiting_triggers"] == wanted
    games = json.loads(runner.invoke(main, ["replay", str(demo_log), "--at", str(released),
                                            "--json"]).stdout)["games"]
    assert games["1"]["waiting_triggers"] == [{**wanted[0], "deferred": False}]
    games = json.loads(runner.invoke(main, ["replay", str(demo_log), "--at",
                                            str(released + 1), "--json"]).stdout)["games"]
    assert games["1"]["waiting_triggers"] == []
    words = ("Desecrated Tomb's triggered ability (A's, triggered at event "
             f"{triggered.position}), waiting for game 1 to resume (727.4a)")
    assert any(words in x for x in piped("replay", demo_log, "--at", deferred))
    assert words in piped("tree", demo_log, "--at", deferred)[0]
    assert not any("waiting" in x for x in piped("tree", demo_log, "--at", released + 1))


@pytest.mark.parametrize(("args", "says"), [
    (["--game", "9.9"], "no game 9.9 at this table (its games: 1, 1.1, 1.1.1, 1.1.1.1)"),
    (["--rule", "999.9"], "no event cites rule 999.9 (sections cited: 100, 103,"),
    (["--rule", "727.9"], "no event cites rule 727.9 (rules cited under 727: 727.1a,"),
    (["--card", "Nonesuch"], "no event names 'Nonesuch' (the cards at this table: "
                             "Desecrated Tomb, Forest,"),
    (["--card", "Juzam Djin"], ""),
    (["--card", "Juzam Djinm"], "no event names 'Juzam Djinm' (did you mean Juzam Djinn?)"),
    (["--from", "9000"], "--from 9000 holds none of the events 1..523"),
    (["--from", "50", "--to", "10"], "--from 50 --to 10 holds none of the events 1..523"),
    (["--game", "1.1.1.1", "--rule", "727.4a"], "no event passes all the filters at once"),
])
def test_filters_that_match_nothing_say_so(demo_log: Path, args: list[str], says: str) -> None:
    """A filter that matches nothing is an answer, not an error: exit 0, nothing (or
    ``[]``) on stdout, and one line on stderr saying so and what the table holds."""
    runner = CliRunner()
    for json_flag in ([], ["--json"]):
        result = runner.invoke(main, ["audit", str(demo_log), *args, *json_flag])
        assert result.exit_code == 0, result.output
        if not says:  # a filter that does match: no note
            assert result.stdout and "nothing matched" not in result.stderr
            continue
        assert result.stdout.strip() == ("[]" if json_flag else "")
        (note,) = result.stderr.splitlines()
        assert note.startswith("shahrazad: nothing matched: ") and says in note, note


def test_story_of_a_card_no_event_moved_says_so(tmp_path: Path) -> None:
    """A sideboard card stays outside the game (400.11a): its story is empty, which the
    command says on stderr (exit 0; an empty list of events under --json)."""
    log = tmp_path / "side.shlog"
    write_log(log, run_scenario(load_scenario(SIDEBOARD)).events)
    runner = CliRunner()
    result = runner.invoke(main, ["story", str(log), "Juzam Djinn"])
    assert result.exit_code == 0 and "Juzam Djinn (card" in result.stdout
    assert result.stderr.strip().endswith("it is in A's sideboard, outside the game")
    assert "nothing matched: no event moved Juzam Djinn" in result.stderr
    result = runner.invoke(main, ["story", str(log), "Juzam Djinn", "--json"])
    assert result.exit_code == 0 and json.loads(result.stdout)[0]["events"] == []
    result = runner.invoke(main, ["story", str(log), "Nonesuch"])
    assert result.exit_code == 2 and "no card" in result.stderr


def test_no_python_values_in_the_readings(demo_log: Path) -> None:
    """The tree, the replay and a diff say counters as words, never as a dict."""
    at = waiting_span(demo_events())[0]
    for args in (["tree", demo_log, "--at", at], ["replay", demo_log, "--at", at],
                 ["diff", demo_log, 40, 50]):  # 45: A gets 3 poison counters
        out = "\n".join(piped(*args))
        assert not re.search(r"\{'|\['|\(\d+,|\b(None|True|False)\b", out), out
        assert "poison 3" in out
