"""`shahrazad play` beside the engine alone: how much the store and the log cost a user.

    python bench/bench_play.py                      # seeds 1-3, three rounds
    python bench/bench_play.py --seeds 5 --repeats 5 --json
    python bench/bench_play.py --durability full    # the full sync per action as well
    python bench/bench_play.py --code /tmp/old-checkout   # another checkout, for before/after

For each seed, in the same run and in turns (so a slow moment of the machine hits
both), the same table is played twice by the same random agents with the same decks:

* **the engine alone**: ``Table.new`` and ``Table.play``, nothing written: the limit,
  what playing costs before anything is kept;
* **`shahrazad play`**: the command itself (in this process, through click), which
  appends every rules action to the SQLite store and to a new log as it plays. Each
  round plays into a store of its own, made by its first game, as a user's
  ``shahrazad.sqlite`` is: the store's creation is counted once per round;
* **`shahrazad play` on PostgreSQL**, when a server is configured (``POSTGRES_DBNAME``
  and the other ``POSTGRES_*`` settings of :mod:`shahrazad.events.storage.store`): the same command
  with ``PERSISTENCE_MODULE=eventsourcing.postgres``, into that database.

Each figure is events per second over all seeds, the median of the rounds (wall
seconds: the store's server and the disk are part of what `play` costs), and the CPU
seconds of this process beside. The goals: `play` at 50% or more of the engine alone
(issue 13), and `play` on PostgreSQL at 50% or more of `play` on SQLite (issue 23).
A store other than the default can be measured with ``--option``, e.g.
``--option=--durability=full``; an option this Shahrazad does not have is left out,
so the script measures older commits too (for before/after figures, or --code).
Read by a person; nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

# the checkout to measure: --code DIR (read before anything is imported from it)
sys.path.insert(0, str(Path(sys.argv[sys.argv.index("--code") + 1]).resolve()
                       if "--code" in sys.argv[:-1] else Path(__file__).resolve().parent.parent))

from click.testing import CliRunner

from shahrazad.agents import RandomAgent
from shahrazad.cli import main as cli
from shahrazad.decks import default_decks
from shahrazad.table import Table

GOAL = 0.5
#: `play` on PostgreSQL beside `play` on SQLite (issue 23)
POSTGRES_GOAL = 0.5
POSTGRES = {"PERSISTENCE_MODULE": "eventsourcing.postgres"}


def engine_alone(seed: int) -> tuple[int, float]:
    """The table `play --seed SEED` plays, with nothing written: events and seconds."""
    decks = default_decks()
    started = time.perf_counter()
    table = Table.new(["A", "B"], [d.main for d in decks], seed=seed,
                      sideboards=[d.sideboard for d in decks])
    table.play({p: RandomAgent(f"{seed}:{p}") for p in ("A", "B")})
    return len(table.events), time.perf_counter() - started


def _supported(options: list[str]) -> list[str]:
    """The options `play --help` knows (an older Shahrazad lacks some)."""
    known = CliRunner().invoke(cli, ["play", "--help"]).output
    return [o for o in options if o.split("=", 1)[0] in known]


def command(seed: int, store: Path, options: list[str], env: dict[str, str] | None = None
            ) -> tuple[int, float, float]:
    """`shahrazad play --seed SEED` into ``store`` (or the store ``env`` chooses) and a new
    log: events, wall seconds and CPU seconds."""
    stamp = time.time_ns()
    args = ["play", "--seed", str(seed), "--log", str(store.parent / f"{seed}-{stamp}.shlog"),
            "--db", str(store), "--json", *options]
    started, cpu = time.perf_counter(), time.process_time()
    result = CliRunner().invoke(cli, args, catch_exceptions=False, env=env)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    if result.exit_code != 0:
        raise SystemExit(f"play failed: {result.output}")
    return int(json.loads(result.stdout)["events"]), seconds, cpu


def postgres_configured() -> bool:
    """Is a PostgreSQL server configured (``POSTGRES_DBNAME``), with its driver?"""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return False
    return bool(os.environ.get("POSTGRES_DBNAME"))


def measure(seeds: int, repeats: int, options: list[str], postgres: bool) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="bench-play-"))
    whats = ["engine", "play", *(["postgres"] if postgres else [])]
    rates: dict[str, list[float]] = {w: [] for w in whats}
    cpu_rates: dict[str, list[float]] = {w: [] for w in whats}
    events = 0
    for round_ in range(repeats):
        totals = {w: [0, 0.0, 0.0] for w in whats}
        store = folder / f"round-{round_}.sqlite"  # made by the round's first play
        for seed in range(1, seeds + 1):
            for what in whats:
                if what == "engine":
                    c0 = time.process_time()
                    n, s = engine_alone(seed)
                    c = time.process_time() - c0
                else:
                    n, s, c = command(seed, store, options,
                                      POSTGRES if what == "postgres" else None)
                totals[what][0] += n
                totals[what][1] += s
                totals[what][2] += c
        for what, (n, s, c) in totals.items():
            rates[what].append(n / s)
            cpu_rates[what].append(n / c)
        events = int(totals["play"][0])
    out: dict[str, Any] = {"events": events, "seeds": seeds, "repeats": repeats,
                           "options": options}
    for what in whats:
        out[f"{what}_events_per_s"] = round(statistics.median(rates[what]))
        out[f"{what}_events_per_cpu_s"] = round(statistics.median(cpu_rates[what]))
    out["ratio"] = round(out["play_events_per_s"] / out["engine_events_per_s"], 3)
    out["goal"] = GOAL
    if postgres:
        out["postgres_ratio"] = round(out["postgres_events_per_s"]
                                      / out["play_events_per_s"], 3)
        out["postgres_cpu_ratio"] = round(out["postgres_events_per_cpu_s"]
                                          / out["play_events_per_cpu_s"], 3)
        out["postgres_goal"] = POSTGRES_GOAL
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=3, help="Seeds 1..N (default 3).")
    parser.add_argument("--repeats", type=int, default=3, help="Rounds (default 3).")
    parser.add_argument("--option", action="append", default=[],
                        help="An option for `play`, as --name=value (repeatable).")
    parser.add_argument("--durability", default=None,
                        help="Shorthand for --option=--durability=VALUE.")
    parser.add_argument("--code", type=Path, default=None,
                        help="Another checkout of Shahrazad to measure (default: this one).")
    parser.add_argument("--no-postgres", action="store_true",
                        help="Leave PostgreSQL out even when a server is configured.")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    options = list(args.option)
    if args.durability:
        options.append(f"--durability={args.durability}")
    used = _supported(options)
    postgres = postgres_configured() and not args.no_postgres
    result = measure(args.seeds, args.repeats, used, postgres)
    result["left_out"] = [o for o in options if o not in used]
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{result['events']:,} events per round ({args.seeds} seeds), median of "
          f"{args.repeats} rounds; play options: {' '.join(used) or '(defaults)'}"
          + (f"; not known here: {' '.join(result['left_out'])}" if result["left_out"] else ""))
    print(f"engine alone (the limit):  {result['engine_events_per_s']:>8,} events/s, "
          f"{result['engine_events_per_cpu_s']:>8,} per CPU second")
    print(f"shahrazad play:            {result['play_events_per_s']:>8,} events/s, "
          f"{result['play_events_per_cpu_s']:>8,} per CPU second"
          f"  = {result['ratio']:.0%} of the engine alone (goal: at least {GOAL:.0%})")
    if postgres:
        print(f"play on PostgreSQL:        {result['postgres_events_per_s']:>8,} events/s, "
              f"{result['postgres_events_per_cpu_s']:>8,} per CPU second"
              f"  = {result['postgres_ratio']:.0%} of play on SQLite "
              f"({result['postgres_cpu_ratio']:.0%} in CPU; goal: at least "
              f"{POSTGRES_GOAL:.0%})")
    else:
        print("play on PostgreSQL:        not measured (no POSTGRES_DBNAME, or psycopg missing)")


if __name__ == "__main__":
    main()
