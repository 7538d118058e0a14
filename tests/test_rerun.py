"""verify --rerun: the recorded decisions re-played through the engine give the very same
events; a forged log is reported at the first differing position."""

from __future__ import annotations

import dataclasses

import pytest

from engine.agents import RandomAgent
from engine.rerun import rerun
from engine.table import Table
from events import vocabulary as v

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
