"""Is play as fast late in a long table as early? The play rate at 900,000 events
beside the rate at 10,000, in one table.

    python bench/bench_flat.py                       # this checkout
    python bench/bench_flat.py --baseline ../old     # and another checkout, same run
    python bench/bench_flat.py --events 300000 --json

The table is the one ``bench/bench_replay.py`` plays (two random agents, decks with
Shahrazad, so finished subgames pile up: about 400 games by 900,000 events). Each
window is ``--window`` events of play, timed in CPU seconds of this process (the
machine may be busy with other work; CPU time is what the engine spends), starting
at the first decision after the window's start. The goal (issue 13, read by a person,
never asserted): the rate at 900,000 events at least 90% of the rate at 10,000.

With ``--baseline DIR``, the same measurement runs in a child process on the engine
of that checkout (its own ``bench_replay.long_table``), one after the other in the
same run, and both are printed side by side.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

GOAL = 0.90


def measure(repo: Path, events: int, starts: list[int], window: int) -> dict[str, Any]:
    """Play the long table of ``repo``'s engine; the rate of each window."""
    sys.path[:0] = [str(repo), str(repo / "bench")]
    from bench_replay import long_table  # the engine of ``repo``

    marks: list[tuple[float, int, int]] = []

    def progress(table: Any, done: bool) -> None:
        marks.append((time.process_time(), len(table.events), len(table.state.games)))

    long_table(events, 1, progress)
    rates: dict[str, dict[str, int]] = {}  # by the window's start, as JSON keys it
    for start in starts:
        first = next((m for m in marks if m[1] >= start), None)
        last = next((m for m in marks if first and m[1] >= first[1] + window), None)
        if first is None or last is None:
            continue
        rates[str(start)] = {"events_per_cpu_second": round((last[1] - first[1])
                                                       / (last[0] - first[0])),
                        "games": first[2], "from": first[1], "to": last[1]}
    return {"repo": str(repo), "windows": rates}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=1_000_000,
                        help="How long the table is played (default 1,000,000).")
    parser.add_argument("--early", type=int, default=10_000)
    parser.add_argument("--late", type=int, default=900_000)
    parser.add_argument("--window", type=int, default=20_000,
                        help="Events per timed window (default 20,000).")
    parser.add_argument("--baseline", type=Path, default=None,
                        help="Another checkout to measure in the same run.")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    starts = [args.early, args.late]
    if args.child is not None:
        print(json.dumps(measure(args.child, args.events, starts, args.window)))
        return
    runs = [measure(HERE.parent, args.events, starts, args.window)]
    if args.baseline is not None:
        out = subprocess.run(
            [sys.executable, __file__, "--child", str(args.baseline.resolve()), "--events",
             str(args.events), "--early", str(args.early), "--late", str(args.late),
             "--window", str(args.window)], capture_output=True, text=True, check=True)
        runs.append(json.loads(out.stdout))
    for run in runs:
        w = run["windows"]
        early, late = str(args.early), str(args.late)
        if early in w and late in w:
            run["ratio"] = round(w[late]["events_per_cpu_second"]
                                 / w[early]["events_per_cpu_second"], 3)
            run["goal"] = GOAL
    if args.json:
        print(json.dumps(runs, indent=2))
        return
    for run in runs:
        print(f"{run['repo']}:")
        for start, w in run["windows"].items():
            print(f"  at {int(start):>9,} events ({w['games']} games): "
                  f"{w['events_per_cpu_second']:>7,} events per CPU second")
        if "ratio" in run:
            print(f"  late / early = {run['ratio']:.0%} (goal: at least {GOAL:.0%})")


if __name__ == "__main__":
    main()
