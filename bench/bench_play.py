"""`shahrazad play` beside the engine alone: how much the store and the log cost a user.

    python bench/bench_play.py                      # seeds 1-3, three rounds
    python bench/bench_play.py --seeds 5 --repeats 5 --json
    python bench/bench_play.py --durability full    # the full sync per action as well

For each seed, in the same run and in turns (so a slow moment of the machine hits
both), the same table is played twice by the same random agents with the same decks:

* **the engine alone**: ``Table.new`` and ``Table.play``, nothing written: the limit,
  what playing costs before anything is kept;
* **`shahrazad play`**: the command itself (in this process, through click), which
  appends every rules action to the SQLite store and to a new log as it plays. Each
  round plays into a store of its own, made by its first game, as a user's
  ``shahrazad.sqlite`` is: the store's creation is counted once per round.

Each figure is events per second over all seeds, the median of the rounds. The goal
(issue 13) is `play` at 50% or more of the engine alone. A store other than the
default can be measured with ``--option``, e.g. ``--option=--durability=full``; an
option this Shahrazad does not have is left out, so the script measures older
commits too (for before/after figures). Read by a person; nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from click.testing import CliRunner

from engine.agents import RandomAgent
from engine.cli import main as cli
from engine.decks import default_decks
from engine.table import Table

GOAL = 0.5


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


def command(seed: int, store: Path, options: list[str]) -> tuple[int, float]:
    """`shahrazad play --seed SEED` into ``store`` and a new log: events and seconds."""
    stamp = time.time_ns()
    args = ["play", "--seed", str(seed), "--log", str(store.parent / f"{seed}-{stamp}.shlog"),
            "--db", str(store), "--json", *options]
    started = time.perf_counter()
    result = CliRunner().invoke(cli, args, catch_exceptions=False)
    seconds = time.perf_counter() - started
    if result.exit_code != 0:
        raise SystemExit(f"play failed: {result.output}")
    return int(json.loads(result.stdout)["events"]), seconds


def measure(seeds: int, repeats: int, options: list[str]) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="bench-play-"))
    rates: dict[str, list[float]] = {"engine": [], "play": []}
    events = 0
    for round_ in range(repeats):
        totals = {"engine": [0, 0.0], "play": [0, 0.0]}
        store = folder / f"round-{round_}.sqlite"  # made by the round's first play
        for seed in range(1, seeds + 1):
            for what, (n, s) in (("engine", engine_alone(seed)),
                                 ("play", command(seed, store, options))):
                totals[what][0] += n
                totals[what][1] += s
        for what, (n, s) in totals.items():
            rates[what].append(n / s)
        events = int(totals["play"][0])
    engine = statistics.median(rates["engine"])
    play = statistics.median(rates["play"])
    return {"events": events, "seeds": seeds, "repeats": repeats, "options": options,
            "engine_events_per_s": round(engine), "play_events_per_s": round(play),
            "ratio": round(play / engine, 3), "goal": GOAL}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=3, help="Seeds 1..N (default 3).")
    parser.add_argument("--repeats", type=int, default=3, help="Rounds (default 3).")
    parser.add_argument("--option", action="append", default=[],
                        help="An option for `play`, as --name=value (repeatable).")
    parser.add_argument("--durability", default=None,
                        help="Shorthand for --option=--durability=VALUE.")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    options = list(args.option)
    if args.durability:
        options.append(f"--durability={args.durability}")
    used = _supported(options)
    result = measure(args.seeds, args.repeats, used)
    result["left_out"] = [o for o in options if o not in used]
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{result['events']:,} events per round ({args.seeds} seeds), median of "
          f"{args.repeats} rounds; play options: {' '.join(used) or '(defaults)'}"
          + (f"; not known here: {' '.join(result['left_out'])}" if result["left_out"] else ""))
    print(f"engine alone (the limit):  {result['engine_events_per_s']:>8,} events/s")
    print(f"shahrazad play:            {result['play_events_per_s']:>8,} events/s"
          f"  = {result['ratio']:.0%} of the engine alone (goal: at least {GOAL:.0%})")


if __name__ == "__main__":
    main()
