"""``shahrazad fuzz``: random tables with every invariant checked after every action."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

from engine.agents import Agent, RandomAgent
from engine.cli.common import console, emit_json, main
from engine.table import Table
from events.logfile import write_log


class _DepthLimited:
    """A random agent that won't start subgames deeper than ``max_depth``."""

    def __init__(self, seed: str, max_depth: int | None) -> None:
        self.inner = RandomAgent(seed)
        self.max_depth = max_depth

    def decide(self, table: Table, pending: Any) -> Any:
        if self.max_depth is None or table.game(pending.game).depth < self.max_depth:
            return self.inner.decide(table, pending)
        from engine.cards.pool import card
        from engine.decisions import Cast

        g = table.game(pending.game)
        options = [d for d in table.legal_decisions() if not (
            isinstance(d, Cast) and card(g.objects[d.card].name).starts_subgames)]
        return self.inner.rng.choice(options)


@main.command()
@click.option("--games", type=click.IntRange(1), default=100, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True,
              help="Game i plays with seed SEED+i: any failure is reproducible.")
@click.option("--max-depth", type=click.IntRange(0), default=None,
              help="Don't start subgames deeper than this.")
@click.option("--minutes", type=float, default=None, help="Stop after this long.")
@click.option("--edition", type=click.Choice(["current", "2014", "2008", "2004"]),
              default="current", show_default=True)
@click.option("--players", type=click.IntRange(2, 4), default=None,
              help="Players per table (default: 2 to 4 at random).")
@click.option("--out", default="logs/failures", show_default=True,
              help="Where a failing case's log and scenario go.")
@click.option("--json", "as_json", is_flag=True)
def fuzz(games: int, seed: int, max_depth: int | None, minutes: float | None, edition: str,
         players: int | None, out: str, as_json: bool) -> None:
    """Play random tables with Shahrazad and check every invariant after every action.

    On a failure, writes the log up to the failing action and a scenario file that
    replays it (OUT/fuzz-SEED.shlog and .toml) and exits 1.
    """
    import random

    from engine.scenario import reproducer
    from engine.testing import check_table, random_deck
    from projections.invariants import conservation_problems, nesting_problems

    started = time.perf_counter()
    stats = {"games": 0, "events": 0, "subgames": 0, "deepest": 0}
    failure: dict[str, Any] | None = None
    with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                  console=Console(stderr=True), transient=True,
                  disable=as_json or not sys.stderr.isatty()) as progress:
        task = progress.add_task("fuzzing", total=games)
        for i in range(games):
            if minutes is not None and time.perf_counter() - started > minutes * 60:
                break
            game_seed = seed + i
            rng = random.Random(game_seed)
            n = players or rng.randint(2, 4)
            ids = ["A", "B", "C", "D"][:n]
            table = Table.new(ids, [random_deck(rng) for _ in ids], seed=game_seed,
                              edition=edition, sideboards=[["Juzam Djinn", "Shahrazad"]] * n)
            agents: dict[str, Agent] = {p: _DepthLimited(f"{game_seed}:{p}", max_depth)
                                        for p in ids}
            problems: list[str] = []
            for _ in range(20_000):
                waiting = table.pending()
                if waiting is None:
                    break
                try:
                    table.push(agents[waiting.player].decide(table, waiting), waiting.player)
                except Exception as exc:  # a crash is a finding too
                    problems = [f"the engine raised {type(exc).__name__}: {exc}"]
                    break
                problems = conservation_problems(table.state) + nesting_problems(table.state)
                if problems:
                    break
            if not problems:
                problems = check_table(table)
            stats["games"] += 1
            stats["events"] += len(table.events)
            stats["subgames"] += len(table.state.games) - 1
            stats["deepest"] = max(stats["deepest"],
                                   max(g.depth for g in table.state.games.values()))
            progress.update(task, advance=1, description=(
                f"{stats['games']} games, {stats['events']:,} events, {stats['subgames']} "
                f"subgames, deepest {stats['deepest']}"))
            if problems:
                folder = Path(out)
                folder.mkdir(parents=True, exist_ok=True)
                log = folder / f"fuzz-{game_seed}.shlog"
                scenario = folder / f"fuzz-{game_seed}.toml"
                write_log(log, table.events)
                scenario.write_text(reproducer(table.events), encoding="utf-8")
                failure = {"seed": game_seed, "position": table.position,
                           "problems": problems, "log": str(log), "scenario": str(scenario)}
                break
    elapsed = time.perf_counter() - started
    result = {**stats, "seconds": round(elapsed, 2),
              "games_per_second": round(stats["games"] / elapsed, 2) if elapsed else 0,
              "events_per_second": round(stats["events"] / elapsed) if elapsed else 0,
              "failure": failure}
    if as_json:
        emit_json(result)
    else:
        console.print(f"{stats['games']} games, {stats['events']:,} events, "
                      f"{stats['subgames']} subgames, deepest level {stats['deepest']}, in "
                      f"{elapsed:.1f} s ({result['events_per_second']:,} events/s).")
        if failure:
            console.print(f"[red]FAILED[/] at seed {failure['seed']}, event "
                          f"{failure['position']}: {failure['problems'][0]}\n"
                          f"log: {failure['log']}  scenario: {failure['scenario']}")
    if failure:
        sys.exit(1)
