"""Fuzzing speed on 1 and N workers, and how deep the fuzzer gets in a minute.

    python bench/bench_fuzz.py                     # about four minutes on 2 cores
    python bench/bench_fuzz.py --workers 2 --games 24 --seconds 60 --json

Measured in the same run (shahrazad.fuzz.fuzz, every invariant checked after every
action, as `shahrazad fuzz` runs it):

* speed: the same --games tables (seeds 0 .. games-1), guided and unguided, played
  on one worker (in this process) and then on --workers worker processes; games/s
  and events/s for each, and the speed-up of N workers over one. The same seeds give
  the same tables, so both runs do exactly the same work (checked: their totals must
  agree);
* depth: a run of --seconds on --workers workers, guided and then unguided, from
  seed 0 with no game limit; the deepest level any game reached (the main game is
  0 deep; the games under way at the end are cut there, so nothing past the time
  counts), with the games and subgames played.

The issue's targets (read by a person, never asserted): subgames 5 deep within one
minute on this 2-core machine; N workers near N times as fast as one. The machine's
load average is printed beside the figures: other work on the same cores slows
both, and the speed-up most. So each run also shows its events per processor-second
(the games' own thread time, summed over the workers: what the work costs, whatever
else runs), how many games were under way at once (the games' clock time added up,
over the run's) and how many cores it kept busy (processor time over clock time): N
workers keep N games under way, and on a quiet machine N cores busy, and the
speed-up follows. A control beside them: the speed-up of N processes over one on a
pure Python loop, the most the machine gives at that moment.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_replay import table_text  # the figures as a plain table, as every bench prints them

from shahrazad.fuzz import FuzzProgress, FuzzResult, FuzzSettings, fuzz


@dataclass
class Run:
    """One fuzz run's figures."""

    mode: str
    workers: int
    games: int
    events: int
    subgames: int
    deepest: int
    seconds: float
    #: processor time the games took, in whichever processes played them
    cpu_seconds: float
    #: the games' own clock time, added up: over ``seconds``, how many were under way at once
    game_seconds: float
    #: seconds from the start until a counted game had reached 5 deep (None: never)
    five_deep_after: float | None

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def events_per_second(self) -> float:
        return self.events / self.seconds


def run(settings: FuzzSettings, say: Any) -> Run:
    reached: list[float] = []

    def progress(p: FuzzProgress) -> None:
        if p.deepest >= 5 and not reached:
            reached.append(p.elapsed)
        say(f"{'guided' if settings.guided else 'unguided'} on {settings.worker_count()} "
            f"worker(s): {p.done} games, {p.events:,} events, deepest {p.deepest}, "
            f"{p.elapsed:.0f} s")

    result: FuzzResult = fuzz(settings, progress)
    if not result.ok:
        f = result.failures[0]
        raise SystemExit(f"a failure at seed {f.seed}: {f.problems[0]} (run "
                         f"`shahrazad fuzz --seed {f.seed} --games 1` to see it)")
    return Run("guided" if settings.guided else "unguided", result.workers, result.games,
               result.events, result.subgames, result.deepest, result.seconds,
               result.cpu_seconds, sum(o.seconds for o in result.outcomes),
               reached[0] if reached else None)


def spin(n: int) -> int:
    """Pure Python work that shares nothing: the control for the speed-up."""
    total = 0
    for i in range(n):
        total += i
    return total


def control(workers: int, n: int = 20_000_000) -> float:
    """The speed-up of ``workers`` processes over one on the same pure Python loop:
    the most this machine gives right now, with whatever else it runs."""
    t0 = time.perf_counter()
    for _ in range(workers):
        spin(n)
    one = time.perf_counter() - t0
    with ProcessPoolExecutor(workers) as pool:
        list(pool.map(spin, [0] * workers))  # the processes start before the clock does
        t0 = time.perf_counter()
        list(pool.map(spin, [n] * workers))
        many = time.perf_counter() - t0
    return one / many


def rows(speed: list[tuple[Run, Run]], depth: list[Run], seconds: float,
         spun: float) -> list[dict[str, Any]]:
    def row(name: str, value: str, target: str = "", ok: bool | None = None) -> dict[str, Any]:
        return {"figure": name, "value": value, "target": target, "ok": ok}

    out = []
    for one, many in speed:
        for r in (one, many):
            out.append(row(f"{r.mode}, {r.workers} worker{'s' if r.workers > 1 else ''}: "
                           f"{r.games} games", f"{r.games_per_second:.2f} games/s, "
                           f"{r.events_per_second:,.0f} events/s ({r.seconds:.1f} s); "
                           f"{r.events / r.cpu_seconds:,.0f} events per processor-second, "
                           f"{r.game_seconds / r.seconds:.2f} games at once, "
                           f"{r.cpu_seconds / r.seconds:.2f} cores busy"))
        gain = one.seconds / many.seconds
        out.append(row(f"{one.mode}, speed-up of {many.workers} workers", f"{gain:.2f}x",
                       f"near {many.workers}x (>= {0.8 * many.workers:.1f}x)",
                       gain >= 0.8 * many.workers))
    if speed:
        n = speed[0][1].workers
        out.append(row(f"control: a pure loop on {n} processes", f"{spun:.2f}x",
                       f"{n}x on idle cores"))
    for r in depth:
        goal = r.mode == "guided"
        when = (f"; 5 deep after {r.five_deep_after:.0f} s" if r.five_deep_after is not None
                else "")
        out.append(row(f"deepest level in {seconds:.0f} s, {r.mode}, {r.workers} workers",
                       f"{r.deepest} ({r.games} games, {r.subgames:,} subgames{when})",
                       ">= 5 in 60 s" if goal else "", r.deepest >= 5 if goal else None))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=(__doc__ or "").split("\n\n")[0],
        epilog="\n\n".join((__doc__ or "").split("\n\n")[1:]),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    cores = FuzzSettings().worker_count()
    parser.add_argument("--workers", type=int, default=cores,
                        help="N, the worker processes to compare with one (default: one per "
                             "core, %(default)s)")
    parser.add_argument("--games", type=int, default=12,
                        help="tables per speed run (default: %(default)s)")
    parser.add_argument("--seconds", type=float, default=60,
                        help="length of each depth run (default: %(default)s)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()

    tty = sys.stderr.isatty()

    def say(text: str) -> None:
        if tty:
            print(f"\r\033[K{text}", end="", file=sys.stderr, flush=True)

    load = os.getloadavg()
    started = time.perf_counter()
    speed: list[tuple[Run, Run]] = []
    for guided in (True, False):
        base = FuzzSettings(games=args.games, seed=0, guided=guided)
        one = run(replace(base, workers=1), say)
        many = run(replace(base, workers=args.workers), say)
        if (one.games, one.events, one.subgames) != (many.games, many.events, many.subgames):
            raise SystemExit("1 and N workers played different tables from the same seeds")
        speed.append((one, many))
    say("control: a pure loop on 1 and N processes")
    spun = control(args.workers)
    depth = [run(FuzzSettings(games=10**9, seed=0, guided=guided, workers=args.workers,
                              minutes=args.seconds / 60), say) for guided in (True, False)]
    say("")
    figures = rows(speed, depth, args.seconds, spun)
    facts = {"cpus": os.cpu_count(), "python": sys.version.split()[0],
             "load_average_before": [round(x, 2) for x in load],
             "load_average_after": [round(x, 2) for x in os.getloadavg()],
             "bench_seconds": round(time.perf_counter() - started, 1)}
    if args.json:
        print(json.dumps({"runs": [asdict(r) for pair in speed for r in pair]
                          + [asdict(r) for r in depth], "control_speed_up": spun,
                          "targets": figures, **facts},
                         indent=2))
        return
    print(f"Python {facts['python']}, {facts['cpus']} CPUs; load average "
          f"{facts['load_average_before'][0]} before, {facts['load_average_after'][0]} after "
          f"({facts['bench_seconds']:.0f} s in all)\n")
    print(table_text(figures))


if __name__ == "__main__":
    main()
