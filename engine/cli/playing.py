"""Commands that make tables: ``play`` (agents), ``run`` (a scenario) and ``demo``."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

from engine.agents import Agent, PassiveAgent, RandomAgent
from engine.cli.checking import EDITION_CHOICES, edition_log, print_editions
from engine.cli.common import clean_errors, console, emit_json, fail, main, print_tree
from engine.decks import Deck, default_decks, load_deck
from engine.rules.citations import EDITIONS
from engine.scenario import ScriptStuck, load_scenario, run_scenario
from engine.scenario.check import Run
from engine.scenario.check import play as play_edition
from engine.scenario.compare import compare
from engine.scenario.expect import check_expectations
from engine.scenario.script import for_edition
from engine.table import Table
from events.logfile import write_log
from events.store import TableStore, table_id
from projections.views import tree_view

#: the demo scenario, shipped inside the package (it runs from a wheel, anywhere)
DEMO = Path(__file__).resolve().parents[1] / "scenarios" / "demo-nested.toml"


def _store(table: Table, db: str, name: str) -> str:
    """Append the table to the store now, and each rules action as it happens; return
    where the store is."""
    store = TableStore(db)
    tid = table_id(name)
    if store.head(tid):
        fail(f"the store {store.location} already holds a table named {name!r}: choose "
             "another --db or --name")
    store.append(tid, table.events)
    table.subscribe(lambda events: store.append(tid, events))
    return store.location


def _summary(table: Table, log: str, db: str, started: float) -> dict[str, Any]:
    state = table.state
    return {"winners": list(state.main.winners), "draw": state.main.draw,
            "turns": state.main.turn, "events": len(table.events),
            "games": len(state.games), "deepest": max(g.depth for g in state.games.values()),
            "log": log, "db": db, "seconds": round(time.perf_counter() - started, 2)}


@main.command()
@click.option("--deck", "decks", multiple=True, type=click.Path(dir_okay=False),
              help="A decklist file, once per player (default: the packaged decks).")
@click.option("--players", type=click.IntRange(2, 4), default=2, show_default=True)
@click.option("--seed", type=int, default=1, show_default=True,
              help="The same seed and decks give the same log, byte for byte.")
@click.option("--agent", type=click.Choice(["random", "passive"]), default="random",
              show_default=True, help="Who decides for every player.")
@click.option("--edition", type=click.Choice(["current", "2014", "2008", "2004"]),
              default="current", show_default=True)
@click.option("--log", "log", default="logs/game.shlog", show_default=True,
              help="Where to write the portable log file.")
@click.option("--db", default="shahrazad.sqlite", show_default=True,
              help="The SQLite store to append the table to.")
@click.option("--name", default=None, help="The table's name in the store "
              "(default: game-SEED-<time>).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def play(decks: tuple[str, ...], players: int, seed: int, agent: str, edition: str, log: str,
         db: str, name: str | None, as_json: bool) -> None:
    """Play a seeded game between agents, store it, and write its log."""
    with clean_errors():
        loaded: list[Deck] = [load_deck(d) for d in decks] or default_decks()
        if len(loaded) == 1:
            loaded = loaded * players
        if len(loaded) < players:
            loaded = [loaded[i % len(loaded)] for i in range(players)]
        ids = [chr(ord("A") + i) for i in range(players)]
        started = time.perf_counter()
        table = Table.new(ids, [d.main for d in loaded[:players]], seed=seed, edition=edition,
                          sideboards=[d.sideboard for d in loaded[:players]])
        db = _store(table, db, name or f"game-{seed}-{time.time_ns()}")
        agents: dict[str, Agent] = {
            p: (RandomAgent(f"{seed}:{p}") if agent == "random" else PassiveAgent())
            for p in ids}
        with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                      console=Console(stderr=True), transient=True,
                      disable=as_json or not sys.stderr.isatty()) as progress:
            task = progress.add_task("playing", total=None)

            def tick(t: Table) -> None:
                if len(t.events) % 500 < 20:
                    main_game = t.state.main
                    progress.update(task, description=(
                        f"turn {main_game.turn} of the main game, {len(t.state.games)} games,"
                        f" {len(t.events):,} events"))

            table.play(agents, progress=tick)
        write_log(log, table.events)
        summary = _summary(table, log, db, started)
    if as_json:
        emit_json(summary)
        return
    result = "a draw" if summary["draw"] else "won by " + ", ".join(summary["winners"])
    console.print(f"The main game is {result} after {summary['turns']} turns: "
                  f"{summary['events']:,} events in {summary['games']} games "
                  f"(deepest subgame level {summary['deepest']}).")
    console.print(f"Log: {log}   Store: {db}")


@main.command()
@click.argument("scenario", type=click.Path(dir_okay=False))
@click.option("--log", "log", default=None, help="Where to write the log "
              "(default: logs/<scenario name>.shlog; with --edition all, one per edition: "
              "logs/<name>.<edition>.shlog).")
@click.option("--db", default="shahrazad.sqlite", show_default=True)
@click.option("--edition", type=EDITION_CHOICES, default=None,
              help="Play under these rules instead of the file's; 'all': under each "
              "edition, and show where the outcomes differ.")
@click.option("--max-fallback", type=click.IntRange(0), default=None,
              help="Actions the standing orders and the passive fallback may take while "
              "one scripted decision waits, before the run stops (default: the file's "
              "[run] max_fallback, else 2000).")
@click.option("--json", "as_json", is_flag=True)
def run(scenario: str, log: str | None, db: str, edition: str | None, max_fallback: int | None,
        as_json: bool) -> None:
    """Play out a scenario file (a table as it stands, and the players' decisions).

    A scripted decision that never fits stops the run: the message says what the table
    was waiting for and why the decision does not fit, and the log so far is written
    (to --log, or logs/<name>.partial.shlog) for reading with audit, tree or report.
    """
    if edition == "all":
        _run_editions(Path(scenario), log, db, as_json, max_fallback)
    else:
        _run(Path(scenario), log, db, as_json, edition=edition, max_fallback=max_fallback)


def _stopped(exc: ScriptStuck, log: str, as_json: bool) -> None:
    """Write the log of a run that stopped, say where it is and why it stopped; exit 2."""
    write_log(log, exc.table.events)
    if as_json:
        emit_json({"stopped": {"where": exc.where, "reason": exc.reason, "message": str(exc),
                               "waiting": exc.waiting, "log": log,
                               "events": len(exc.table.events)}})
        sys.exit(2)
    click.echo(f"shahrazad: {exc}", err=True)
    fail(f"the log so far: {log} (read it with: shahrazad audit {log})")


def _run(path: Path, log: str | None, db: str, as_json: bool,
         report: str | None = None, edition: str | None = None,
         max_fallback: int | None = None) -> None:
    with clean_errors():
        s = load_scenario(path)
        s, notes = for_edition(s, edition or s.edition)
        for note in notes:
            click.echo(f"shahrazad: {note}", err=True)
        started = time.perf_counter()
        table = s.table()
        start = len(table.events)
        db = _store(table, db, f"{path.stem}-{time.time_ns()}")
        try:
            run_scenario(s, table, max_fallback=max_fallback)
        except ScriptStuck as exc:
            _stopped(exc, log or f"logs/{path.stem}.partial.shlog", as_json)
        log = log or f"logs/{path.stem}.shlog"
        write_log(log, table.events)
        summary = _summary(table, log, db, started)
        results = check_expectations(s.expectations, table.events, start)
        if results:
            summary["expectations"] = [r.view() for r in results]
        if report is not None:
            from projections.report import render_report

            Path(report).parent.mkdir(parents=True, exist_ok=True)
            Path(report).write_text(render_report(table.events, title=path.stem,
                                                  source=Path(log).name), encoding="utf-8")
            summary["report"] = report
    if as_json:
        emit_json({**summary, "tree": tree_view(table.state)})
        return
    print_tree(table.state)
    for result in results:
        console.print(result.line(), style=None if result.held else "bold red",
                      markup=False, highlight=False)
    console.print(f"{summary['events']:,} events in {summary['games']} games. "
                  f"Log: {log}   Store: {db}")
    console.print(f"Read it with: shahrazad audit {log}")
    if report is not None:
        console.print(f"Step through it in a browser: {report}")


def _run_editions(path: Path, log: str | None, db: str, as_json: bool,
                  max_fallback: int | None) -> None:
    """``run --edition all``: one table per edition, and where their outcomes differ."""
    with clean_errors():
        s = load_scenario(path)
        runs: list[Run] = []
        summaries: dict[str, dict[str, Any]] = {}
        stores: dict[str, str] = {}
        for edition in EDITIONS:
            started = time.perf_counter()

            def store(table: Table, edition: str = edition) -> None:
                stores[edition] = _store(table, db, f"{path.stem}-{edition}-{time.time_ns()}")

            run = play_edition(s, edition, max_fallback, on_table=store)
            runs.append(run)
            where = edition_log(log, path.stem, edition, partial=run.error is not None)
            write_log(where, run.table.events)
            summary = _summary(run.table, where, stores[edition], started)
            summary["notes"] = run.notes
            summary["stopped"] = None if run.error is None else str(run.error)
            summary["expectations"] = [r.view() for r in run.results]
            summaries[edition] = summary
        finished = [r for r in runs if r.error is None]
        comparison = compare({r.edition: r.table.state for r in finished},
                             {r.edition: r.table.events for r in finished})
    if as_json:
        emit_json({"editions": summaries, "comparison": comparison.view()})
    else:
        print_editions(runs, summaries, comparison)
    if len(finished) < len(runs):
        sys.exit(2)


@main.command()
@click.option("--db", default="shahrazad.sqlite", show_default=True)
@click.option("--json", "as_json", is_flag=True)
def demo(db: str, as_json: bool) -> None:
    """Run the demo: subgames nested three deep, a wish, a deferred trigger.

    Plays the scenario that comes with the package (engine/scenarios/demo-nested.toml)
    and writes into the current folder: the store (--db), the log
    (logs/demo-nested.shlog) and its HTML report (logs/demo-nested.html).
    """
    _run(DEMO, "logs/demo-nested.shlog", db, as_json, report="logs/demo-nested.html")

