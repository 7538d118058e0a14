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
from engine.cli.common import clean_errors, console, emit_json, fail, main, print_tree
from engine.decks import Deck, default_decks, load_deck
from engine.scenario import load_scenario, run_scenario
from engine.scenario.outcomes import unused
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
              "(default: logs/<scenario name>.shlog).")
@click.option("--db", default="shahrazad.sqlite", show_default=True)
@click.option("--json", "as_json", is_flag=True)
def run(scenario: str, log: str | None, db: str, as_json: bool) -> None:
    """Play out a scenario file (a table as it stands, and the players' decisions)."""
    _run(Path(scenario), log, db, as_json)


def _run(path: Path, log: str | None, db: str, as_json: bool,
         report: str | None = None) -> None:
    with clean_errors():
        s = load_scenario(path)
        log = log or f"logs/{path.stem}.shlog"
        started = time.perf_counter()
        table = s.table()
        db = _store(table, db, f"{path.stem}-{time.time_ns()}")
        run_scenario(s, table)
        write_log(log, table.events)
        summary = _summary(table, log, db, started)
        summary["warnings"] = unused(table.state)  # stated outcomes that never came
        for warning in summary["warnings"]:
            click.echo(f"shahrazad: warning: {warning}", err=True)
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
    console.print(f"{summary['events']:,} events in {summary['games']} games. "
                  f"Log: {log}   Store: {db}")
    console.print(f"Read it with: shahrazad audit {log}")
    if report is not None:
        console.print(f"Step through it in a browser: {report}")


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

