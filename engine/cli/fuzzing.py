"""``shahrazad fuzz``: random tables with every invariant checked after every action.

The fuzzing itself is :func:`shahrazad.fuzz.fuzz`; this command reads the options,
shows a live count while the games are played, then prints the result and writes
each failure's log and scenario.
"""

from __future__ import annotations

import sys
from datetime import timedelta

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from shahrazad.cli.common import MAX_SEED, console, emit_json, fail, main, safe
from shahrazad.fuzz import FuzzError, FuzzProgress, FuzzSettings, fuzz, result_dict
from shahrazad.rules.citations import EDITIONS


def _clock(seconds: float | None) -> str:
    return "-:--:--" if seconds is None else str(timedelta(seconds=round(seconds)))


def _n(count: int, noun: str) -> str:
    return f"{count:,} {safe(noun)}{'' if count == 1 else 's'}"


def _count(p: FuzzProgress) -> str:
    return (f"{p.events:,} events, {p.subgames:,} subgames, deepest {p.deepest}, "
            f"{p.games_per_second:.2f} games/s, {p.events_per_second:,.0f} events/s, "
            f"ETA {_clock(p.eta)}" + (f", [red]{p.failures} failing[/]" if p.failures else ""))


@main.command("fuzz")
@click.option("--games", type=click.IntRange(1), default=100, show_default=True)
@click.option("--seed", type=click.IntRange(0, MAX_SEED), default=0, show_default=True,
              help="Game i plays with seed SEED+i: any failure is reproducible.")
@click.option("--workers", type=click.IntRange(1), default=None,
              help="Worker processes (default: one per core; 1 plays in this process). "
                   "The same seeds give the same result with any number.")
@click.option("--scheduler", metavar="ADDRESS", default=None,
              help="Play on the Dask cluster whose scheduler is at ADDRESS "
                   "(tcp://host:8786; needs the fuzz extra) instead of local workers.")
@click.option("--guided/--unguided", default=True, show_default=True,
              help="Guided: decks and agents that dive to subgames 6 deep, then let the "
                   "table unwind. Unguided: 30-card random decks, uniformly random play.")
@click.option("--max-depth", type=click.IntRange(0), default=None,
              help="Don't start subgames deeper than this.")
@click.option("--minutes", type=float, default=None,
              help="Stop after this long (the games under way are cut and checked).")
@click.option("--edition", "editions", multiple=True,
              type=click.Choice([*EDITIONS, "all"]), default=["current"], show_default=True,
              help="Rules edition; repeat it (or say all) and game i plays the (i mod k)-th.")
@click.option("--players", type=click.IntRange(2, 4), default=None,
              help="Players per table (default: 2 to 4, from the game's seed).")
@click.option("--max-failures", type=click.IntRange(0), default=1, show_default=True,
              help="Stop after this many failing games (0: never stop).")
@click.option("--out", default="logs/failures", show_default=True,
              help="Where a failing case's log and scenario go.")
@click.option("--json", "as_json", is_flag=True)
def fuzz_command(games: int, seed: int, workers: int | None, scheduler: str | None,
                 guided: bool, max_depth: int | None, minutes: float | None,
                 editions: tuple[str, ...], players: int | None, max_failures: int, out: str,
                 as_json: bool) -> None:
    """Play random tables with Shahrazad and check every invariant after every action.

    On a failure, writes the log up to the failing action and a scenario file that
    replays it (OUT/fuzz-SEED.shlog and .toml) and exits 1.
    """
    try:
        settings = FuzzSettings(
            games=games, seed=seed, workers=workers, scheduler=scheduler, guided=guided,
            max_depth=max_depth, minutes=minutes, players=players,
            editions=EDITIONS if "all" in editions else tuple(dict.fromkeys(editions)),
            max_failures=max_failures or None)
    except FuzzError as exc:
        fail(str(exc))
    with Progress(TextColumn("fuzzing"), BarColumn(), MofNCompleteColumn(),
                  TextColumn("{task.description}"), console=Console(stderr=True),
                  transient=True, disable=as_json or not sys.stderr.isatty()) as bar:
        task = bar.add_task("playing the first tables", total=games)

        def show(p: FuzzProgress) -> None:
            bar.update(task, completed=p.done, description=_count(p))

        try:
            result = fuzz(settings, show)
        except FuzzError as exc:
            fail(str(exc))
    written = [f.write(out) for f in result.failures]
    data = result_dict(result, written)
    if as_json:
        emit_json(data)
    else:
        stopped = {"time": " (time is up)", "interrupted": " (interrupted)"}.get(result.stopped, "")
        console.print(f"{_n(result.games, 'game')}, {_n(result.events, 'event')}, "
                      f"{_n(result.subgames, 'subgame')}, deepest level {result.deepest:d}, in "
                      f"{result.seconds:.1f} s on {_n(result.workers, 'worker')} "
                      f"({result.games_per_second:.2f} games/s, "
                      f"{result.events_per_second:,.0f} events/s){safe(stopped)}.")
        for failure, (log, scenario) in zip(result.failures, written, strict=True):
            console.print(f"[red]FAILED[/] at seed {safe(failure.seed)}, event "
                          f"{safe(failure.position)}: {safe(failure.problems[0])}\n"
                          f"log: {safe(log)}  scenario: {safe(scenario)}",
                          highlight=False)
    if result.failures:
        sys.exit(1)
    if result.stopped == "interrupted":
        sys.exit(130)
