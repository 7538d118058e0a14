"""verify --rerun: the recorded decisions re-played through the engine give the very same
events; a forged log is reported at the first differing position."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from shahrazad.agents import RandomAgent
from shahrazad.events import encode
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.rerun import rerun
from shahrazad.table import Table

DECK = (["Plains"] * 14 + ["Mountain"] * 6 + ["Shahrazad"] * 3 + ["Serra Angel"] * 3
        + ["Lightning Bolt"] * 4 + ["Living Wish"] * 2 + ["Forest"] * 4 + ["Grizzly Bears"] * 4)


def _played(seed: int) -> Table:
    table = Table.new(["A", "B"], [DECK, DECK], seed=seed, sideboards=[["Serra Angel"]] * 2)
    table.play({"A": RandomAgent(seed), "B": RandomAgent(seed + 1)})
    return table


@pytest.mark.slow  # a long profile: CI runs it, the default run doesn't
def test_rerun_reproduces_a_random_table_with_subgames() -> None:
    table = _played(4)
    report = rerun(table.events)
    assert report.ok, report
    assert report.decisions == len(table.decisions) and report.events == len(table.events)


def test_rerun_finds_a_forged_event() -> None:
    table = _played(5)
    events = list(table.events)
    i = next(i for i, e in enumerate(events) if isinstance(e, v.LifeChanged))
    forged = dataclasses.replace(events[i], life=events[i].life + 5)  # type: ignore[type-var]
    events[i] = forged
    report = rerun(events)
    assert not report.ok and report.first_difference == forged.position
    assert report.recorded == forged and report.produced is not None
    assert report.differs == "life_changed differs in life"


def test_103_1_rerun_rederives_a_deck_tables_setup_it_does_not_take_it_as_recorded() -> None:
    """103.1-103.3: a table from decks shuffles and picks its starting player by the seed.
    A log whose setup was rewritten (the starting player marked as stated by a scenario,
    a library put in another order) is not taken as recorded: the re-run makes the setup
    again from the header and finds the first event that differs."""
    events = list(_played(5).events)
    i = next(i for i, e in enumerate(events) if isinstance(e, v.StartingPlayerChosen))
    events[i] = dataclasses.replace(events[i], method="scenario")  # type: ignore[type-var]
    report = rerun(events)
    assert not report.ok and report.first_difference == events[i].position
    events = list(_played(5).events)
    j = next(j for j, e in enumerate(events) if isinstance(e, v.LibraryShuffled))
    order = events[j].order  # type: ignore[attr-defined]
    events[j] = dataclasses.replace(events[j], order=order[1:] + order[:1])  # type: ignore[type-var]
    report = rerun(events)
    assert not report.ok and report.first_difference == events[j].position


def test_rerun_of_a_deck_table_with_stated_outcomes_makes_them_again() -> None:
    """A table from decks with outcomes stated ahead re-runs from its header: the stated
    outcomes are made again and used as they were."""
    stated = [{"what": "starting_player", "for_game": "1", "player": "", "deck": "",
               "result": "B", "top": (), "bottom": (), "whole": False,
               "said": "B starts game 1"}]
    table = Table.new(["A", "B"], [DECK, DECK], seed=3, stated=stated)
    table.play({"A": RandomAgent(3), "B": RandomAgent(4)})
    starter = next(e for e in table.events if isinstance(e, v.StartingPlayerChosen))
    assert starter.player == "B" and starter.method == "scenario"
    assert rerun(table.events).ok


def test_rerun_finds_a_forged_decision() -> None:
    table = _played(6)
    events = list(table.events)
    i = next(i for i, e in enumerate(events)
             if isinstance(e, v.Decided) and e.decision[0] == "pass" and i > 100)
    events[i] = dataclasses.replace(events[i], decision=("concede",))  # type: ignore[type-var]
    report = rerun(events)
    assert not report.ok and report.first_difference is not None
    assert report.first_difference >= events[i].position


def test_rerun_of_a_stacked_table_with_given_starting_player() -> None:
    table = Table.new(["A", "B"], [DECK, DECK], seed=1, starting_player="B", stacked=True)
    for _ in range(200):
        waiting = table.pending()
        if waiting is None:
            break
        table.push(RandomAgent(len(table.events)).decide(table, waiting))
    assert rerun(table.events).ok


def test_rerun_compares_each_event_once_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """The re-run's work grows with the log's length: each event the engine makes is
    encoded and compared once, with the recorded one at its position (never the whole
    log again after each decision); progress is told how far it got, up to the end."""
    import shahrazad.rerun as module

    table = _played(4)
    events = list(table.events)
    encoded: list[int] = []

    def counting(event: Event) -> bytes:
        encoded.append(event.position)
        return encode(event)

    monkeypatch.setattr(module, "encode", counting)
    seen: list[tuple[int, int]] = []
    report = rerun(events, progress=lambda done, total: seen.append((done, total)))
    assert report.ok
    # Every event after the setup twice (the one made, the one recorded), in order.
    first = next(e.position for e in events if isinstance(e, v.Decided))
    made = encoded[encoded.index(first):]
    assert made == [p for p in range(first, len(events) + 1) for _ in (0, 1)]
    assert len(encoded) <= 2 * len(events)
    assert [done for done, _ in seen] == sorted({done for done, _ in seen})
    assert seen[-1] == (len(events), len(events)) and len(seen) == report.decisions


def test_rerun_reports_a_log_that_ends_early_or_holds_more() -> None:
    """A log cut after a decision (its events missing) and a log with an event the engine
    does not make are both reported at the first position that differs."""
    table = _played(7)
    events = list(table.events)
    i = next(i for i, e in enumerate(events) if isinstance(e, v.Decided) and i > 200)
    report = rerun(events[: i + 1])
    assert not report.ok and report.first_difference == events[i + 1].position
    assert report.problem == "the log ends before the engine's events do"
    # A copy of the decision's first event slipped in after it, the rest moved up.
    longer = events[: i + 2] + [dataclasses.replace(events[i + 1], position=i + 3)] + [
        dataclasses.replace(e, position=e.position + 1) for e in events[i + 2:]]
    report = rerun(longer)
    assert not report.ok and report.first_difference == i + 3


def test_verify_rerun_shows_its_progress_on_a_terminal(tmp_path: Path) -> None:
    """A long log's re-run shows a progress bar on a terminal (stderr): the events done
    of the total; into a pipe it shows none."""
    import os
    import pty
    import subprocess
    import sys

    from shahrazad.cli.reading import PROGRESS_FROM
    from shahrazad.events.storage.logwriter import write_log

    table = _played(4)
    assert len(table.events) >= PROGRESS_FROM
    log = tmp_path / "long.shlog"
    write_log(log, table.events)
    command = [sys.executable, "-c", "from shahrazad.cli import main; main()", "verify",
               str(log), "--rerun"]
    env = {**os.environ, "TERM": "xterm", "COLUMNS": "120"}
    leader, follower = pty.openpty()
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=follower, env=env) as run:
        os.close(follower)
        shown = b""
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # the terminal's other end closed
                break
            if not chunk:
                break
            shown += chunk
        out = run.stdout.read() if run.stdout else b""
    os.close(leader)
    assert run.returncode == 5 and b"gives the same events" in out  # unsigned
    assert b"re-running" in shown and f"of {len(table.events):,} events".encode() in shown
    piped = subprocess.run(command, capture_output=True, env=env, check=False)
    assert piped.returncode == 5
    assert b"re-running" not in piped.stderr
