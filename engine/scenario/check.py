"""Checking a scenario's expected ruling: run it, under one edition or several, and
check each ``[[expect]]`` against the table.

>>> from pathlib import Path
>>> report = check_scenario(Path(__file__).parents[1] / "scenarios" / "bolt.toml")
>>> report.ok, [r.line() for r in report.results]
(True, ['held [current] expect[1] at end: winners [A]; life B 0'])

In a test suite, :func:`assert_scenario` fails with every broken expectation, the
actual value beside the expected one::

    def test_the_ruling_on_sg12():
        assert_scenario("disputes/sg12.toml")
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shahrazad.projections.names import stack_name
from shahrazad.projections.state import TableState
from shahrazad.rules import citations as R
from shahrazad.scenario.errors import ScenarioError
from shahrazad.scenario.expect import Result, check_expectations
from shahrazad.scenario.model import Scenario
from shahrazad.scenario.parse import load_scenario
from shahrazad.scenario.script import ScriptStuck, for_edition, run_scenario
from shahrazad.table import Table

__all__ = ["CheckReport", "Run", "assert_scenario", "check_scenario", "editions_to_check",
           "left_on_the_stack", "play"]


@dataclass
class Run:
    """One edition's run of a scenario: the table (as far as it got), where the setup
    ended, the error that stopped it, notes on the edition, and the expectations
    checked."""

    edition: str
    table: Table
    start: int
    error: ScriptStuck | None = None
    notes: list[str] = field(default_factory=list)
    results: list[Result] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.error is None and all(r.held for r in self.results)


def play(scenario: Scenario, edition: str | None = None, max_fallback: int | None = None,
         on_table: Callable[[Table], None] | None = None) -> Run:
    """Run ``scenario`` (under ``edition`` instead of its own, if given) and check its
    expectations for that edition. A decision that never fits ends the run with the
    error in :attr:`Run.error`; ``on_table`` sees the table before anything is played
    (to store its actions as they happen)."""
    chosen, notes = for_edition(scenario, edition or scenario.edition)
    table = chosen.table()
    start = len(table.events)
    if on_table is not None:
        on_table(table)
    run = Run(chosen.edition, table, start, notes=notes)
    try:
        run_scenario(chosen, table, max_fallback=max_fallback)
    except ScriptStuck as exc:
        run.error = exc
        return run
    run.notes += left_on_the_stack(table.state)
    run.results = check_expectations(chosen.expectations, table.events, start)
    return run


def left_on_the_stack(state: TableState) -> list[str]:
    """What a run that ended (``[run] until``, or the script's end) left on a stack,
    one note per game: expectations at ``end`` see it unresolved. A game that waits
    for its subgame says what it waits with.

    >>> from shahrazad.scenario import load_scenario
    >>> from shahrazad.scenario.script import run_scenario
    >>> s = load_scenario(_BOLT_CAST)
    >>> for note in left_on_the_stack(run_scenario(s).state):
    ...     print(note)
    the run ended with Lightning Bolt on the stack of game 1, not resolved
    """
    notes = []
    for path, game in state.games.items():
        if not game.stack or game.status == "ended":
            continue
        names = [stack_name(game.objects[o].name, game.objects[o].kind) for o in game.stack]
        said = ", ".join(names)
        if game.status == "suspended":
            notes.append(f"the run ended inside a subgame of game {path}, which waits with "
                         f"{said} on its stack ({names[-1]} resolving)")
            continue
        order = " (bottom first)" if len(names) > 1 else ""
        notes.append(f"the run ended with {said} on the stack of game {path}{order}, not "
                     "resolved")
    return notes


#: a scenario that stops with a spell cast and not resolved (for the example above)
_BOLT_CAST = """players = ["A", "B"]
turn = 3
step = "main1"
[run]
until = "script_end"
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[[decisions]]
player = "A"
do = "cast Lightning Bolt targeting B"
"""


def editions_to_check(scenario: Scenario) -> list[str]:
    """The scenario's own edition and every edition an expectation names."""
    named = {scenario.edition} | {ed for e in scenario.expectations for ed in e.editions}
    return [ed for ed in R.EDITIONS if ed in named]


@dataclass
class CheckReport:
    """Every run of one scenario file and its expectations, held or broken."""

    scenario: str
    runs: list[Run]

    @property
    def results(self) -> list[Result]:
        return [r for run in self.runs for r in run.results]

    @property
    def ok(self) -> bool:
        return all(run.ok for run in self.runs)

    def lines(self) -> list[str]:
        """One line per expectation (and per run that stopped), for a pipe or a test."""
        out = []
        for run in self.runs:
            out += [f"note [{run.edition}] {note}" for note in run.notes]
            if run.error is not None:
                out.append(f"STOPPED [{run.edition}] {run.error}")
            out += [r.line() for r in run.results]
            if run.error is None and not run.results:
                out.append(f"nothing [{run.edition}] no [[expect]] for this edition")
        return out

    def view(self) -> dict[str, Any]:
        return {"scenario": self.scenario, "ok": self.ok, "runs": [{
            "edition": run.edition, "ok": run.ok, "events": len(run.table.events),
            "stopped": None if run.error is None else {
                "where": run.error.where, "reason": run.error.reason,
                "message": str(run.error), "waiting": run.error.waiting},
            "notes": run.notes, "expectations": [r.view() for r in run.results],
        } for run in self.runs]}


def check_scenario(path: str | Path, editions: Iterable[str] | None = None,
                   max_fallback: int | None = None,
                   on_run: Callable[[Run], None] | None = None) -> CheckReport:
    """Run a scenario file under ``editions`` (default: its own and every edition its
    expectations name) and check its expectations. Raises :class:`ScenarioError` for
    a file that can't be read; a run that stops is reported, not raised."""
    scenario = load_scenario(Path(path))
    chosen = list(editions) if editions is not None else editions_to_check(scenario)
    runs = []
    for edition in chosen:
        if edition not in R.EDITIONS:
            raise ScenarioError("edition", f"{edition!r} is not one of {', '.join(R.EDITIONS)}")
        run = play(scenario, edition, max_fallback)
        if on_run is not None:
            on_run(run)
        runs.append(run)
    return CheckReport(str(path), runs)


def assert_scenario(path: str | Path, editions: Sequence[str] | None = None,
                    max_fallback: int | None = None) -> CheckReport:
    """:func:`check_scenario` for a test: raise ``AssertionError`` listing every broken
    expectation and stopped run (and how many held); return the report if all held."""
    report = check_scenario(path, editions, max_fallback)
    if not report.ok:
        bad = [line for line in report.lines() if not line.startswith(("held", "note"))]
        held = sum(r.held for r in report.results)
        raise AssertionError(f"{path}: {len(bad)} broken, {held} held\n" + "\n".join(bad))
    return report
