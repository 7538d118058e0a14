"""``check``: run scenario files and hold each expected ruling against the table; and how
``run --edition all`` shows one scenario under every edition."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click
from rich.table import Table as Grid

from shahrazad.cli.common import (
    clean_errors,
    console,
    emit_json,
    fail,
    main,
    print_table,
    safe,
    visible,
)
from shahrazad.events.storage.logfile import write_log
from shahrazad.rules.citations import EDITIONS
from shahrazad.scenario.anchors import kind_infos
from shahrazad.scenario.check import CheckReport, Run, check_scenario
from shahrazad.scenario.compare import Comparison

#: the editions ``run --edition`` and ``check --edition`` take: one, or ``all``
EDITION_CHOICES = click.Choice([*EDITIONS, "all"])


def edition_log(log: str | None, stem: str, edition: str, partial: bool = False) -> str:
    """Where one edition's log goes: ``--log`` (or ``logs/STEM.shlog``) with the edition
    (and ``.partial`` for a run that stopped) before its suffix."""
    base = Path(log) if log else Path("logs") / f"{stem}.shlog"
    middle = f".{edition}" + (".partial" if partial else "")
    return str(base.with_name(base.stem + middle + (base.suffix or ".shlog")))


def print_editions(runs: list[Run], summaries: dict[str, dict[str, Any]],
                   comparison: Comparison) -> None:
    """``run --edition all`` on a terminal: each edition's result, then what differs."""
    grid = Grid(title="One scenario under each edition's rules")
    grid.add_column("edition")
    grid.add_column("result")
    grid.add_column("events", justify="right")
    grid.add_column("games", justify="right")
    grid.add_column("expectations")
    grid.add_column("log")
    for run in runs:
        summary = summaries[run.edition]
        main_game = run.table.state.main
        if run.error is not None:
            outcome = "[red]stopped[/]"
        elif main_game.status != "ended":
            outcome = safe(f"{main_game.status}, turn {main_game.turn} {main_game.step}")
        else:
            outcome = "a draw" if summary["draw"] else "won by " + safe(", ".join(
                summary["winners"] or ["-"]))
        held = sum(r.held for r in run.results)
        grid.add_row(safe(run.edition), outcome, f"{summary['events']:,}",
                     f"{summary['games']:d}",
                     f"{held:d}/{len(run.results):d} held" if run.results else "-",
                     safe(summary["log"]))
    print_table(grid)
    for run in runs:
        for note in run.notes:
            console.print(visible(f"{run.edition}: {note}"), markup=False)
        if run.error is not None:
            console.print(visible(f"{run.edition} stopped: {run.error}"), style="red",
                          markup=False)
        for result in run.results:
            if not result.held:
                console.print(visible(result.line()), style="bold red", markup=False,
                              highlight=False)
    if not comparison.differences:
        console.print(f"The outcome is the same under {safe(', '.join(comparison.editions))} "
                      f"({comparison.compared:d} facts and citations compared).")
        return
    diff = Grid(title=f"Where the outcomes differ ({len(comparison.differences):d} of "
                      f"{comparison.compared:d} facts and citations)")
    diff.add_column("what")
    for edition in comparison.editions:
        diff.add_column(safe(edition))
    for d in comparison.differences:
        diff.add_row(safe(d.what), *(safe(d.values[ed]) for ed in comparison.editions))
    print_table(diff)


@main.command()
@click.argument("scenarios", nargs=-1, type=click.Path(dir_okay=False))
@click.option("--edition", type=EDITION_CHOICES, default=None,
              help="Check under these rules ('all': each edition) instead of the file's own "
              "edition and the editions its expectations name.")
@click.option("--max-fallback", type=click.IntRange(0), default=None,
              help="Actions the standing orders and the fallback may take while one "
              "scripted decision waits (default: the file's, else 2000).")
@click.option("--kinds", is_flag=True,
              help="List the kinds of event that at, from, to, happens, never and [run] until "
              "name, with their fields, and check nothing.")
@click.option("--json", "as_json", is_flag=True)
def check(scenarios: tuple[str, ...], edition: str | None, max_fallback: int | None,
          kinds: bool, as_json: bool) -> None:
    """Run each scenario and check its [[expect]] tables: held or broken, the actual value
    beside the expected one. Exit code 1 if any is broken or a run stops.

    A run that stops (a scripted decision that never fits) writes its log so far to
    logs/<name>.<edition>.partial.shlog.
    """
    if kinds:
        _kinds(as_json)
        return
    if not scenarios:
        fail("name the scenario files to check (or --kinds: the kinds of event)")
    editions = None if edition is None else list(EDITIONS) if edition == "all" else [edition]
    reports: list[CheckReport] = []
    with clean_errors():
        for scenario in scenarios:
            path = Path(scenario)

            def keep_log(run: Run, stem: str = path.stem) -> None:
                if run.error is not None:
                    log = edition_log(None, stem, run.edition, partial=True)
                    write_log(log, run.table.events)
                    run.notes.append(f"partial log: {log}")

            reports.append(check_scenario(path, editions, max_fallback, on_run=keep_log))
    ok = all(r.ok for r in reports)
    if as_json:
        emit_json({"ok": ok, "scenarios": [r.view() for r in reports]})
    elif console.is_terminal:
        _print(reports)
    else:
        for report in reports:
            for line in report.lines():
                click.echo(f"{Path(report.scenario).name}: {line}")
    sys.exit(0 if ok else 1)


def _print(reports: list[CheckReport]) -> None:
    grid = Grid(title="Expected rulings")
    for column in ("", "scenario", "edition", "expectation", "what", "expected", "actual"):
        grid.add_column(column)
    for report in reports:
        name = Path(report.scenario).name
        for run in report.runs:
            if run.error is not None:
                grid.add_row("[red]stopped[/]", safe(name), safe(run.edition),
                             safe(run.error.where), safe(run.error.reason), "",
                             safe(run.error))
            for result in run.results:
                said = str(result.expectation) + (f" ({result.where})" if result.where
                                                   and not result.held else "")
                for i, item in enumerate(result.items):
                    mark = "[green]held[/]" if item.held else "[bold red]BROKEN[/]"
                    grid.add_row(mark, safe(name) if i == 0 else "",
                                 safe(run.edition) if i == 0 else "",
                                 safe(said) if i == 0 else "",
                                 safe(item.what), safe(item.expected), safe(item.actual))
    # too narrow for the table: the lines a pipe gets, each result whole
    print_table(grid, [safe(f"{Path(report.scenario).name}: {line}")
                       for report in reports for line in report.lines()])
    for report in reports:
        for run in report.runs:
            for note in run.notes:
                console.print(visible(f"{Path(report.scenario).name} [{run.edition}]: {note}"),
                              markup=False)
    results = [r for report in reports for r in report.results]
    stopped = sum(run.error is not None for report in reports for run in report.runs)
    held = sum(r.held for r in results)
    console.print(f"{held:d} of {len(results):d} expectations held"
                  + (f"; {stopped:d} run(s) stopped" if stopped else "") + ".")


def _kinds(as_json: bool) -> None:
    """``check --kinds``: every kind a pattern names, what it means, and its fields."""
    infos = kind_infos()
    if as_json:
        emit_json({"kinds": [{"kind": k.kind, "means": k.means, "of": k.of or None,
                              "fields": [{"name": n, "holds": d} for n, d in k.fields]}
                             for k in infos]})
        return
    if not console.is_terminal:
        for k in infos:
            fields = "; ".join(f"{n} = {d}" for n, d in k.fields) or "none"
            of = f" [{k.of}]" if k.of else ""
            click.echo(f"{k.kind}{of}: {k.means}. Fields: {fields}")
        return
    grid = Grid(title="What at, from, to, happens, never and [run] until name")
    for column in ("kind", "what it is", "fields"):
        grid.add_column(column)
    for k in infos:
        grid.add_row(safe(k.kind + (f"\n({k.of})" if k.of else "")), safe(k.means),
                     safe("\n".join(f"{n}: {d}" for n, d in k.fields)))
    print_table(grid)
    console.print('A pattern: "KIND [SUBJECT] [in GAME] [#N]" (SUBJECT: a player, or a '
                  'name an object or card field holds), "turn N [STEP] [in GAME]", or a '
                  'table: { kind = "KIND", FIELD = VALUE, game = "1.1", rule = "727.5", '
                  'turn = N, step = "main2" }.', highlight=False, markup=False)
