"""The engine alone, playing seeded tables: events per CPU second, beside another checkout.

    python bench/bench_engine.py --before /tmp/before-cards          # issue 20's figure
    python bench/bench_engine.py --before /tmp/before-cards \
        --decks /tmp/before-cards/engine/decklists      # the same games on both
    python bench/bench_engine.py --rounds 7 --seeds 5 --json

Each checkout plays the same seeded tables (``Table.new`` and ``Table.play`` with the
random agents of ``bench_play.py``'s engine alone, nothing written) in a process of its
own, after one unmeasured table (so that each has loaded what playing loads); a figure
is the events of all seeds over the CPU seconds of this process spent playing them. The
rounds are taken in turns, this checkout's beside the other's, so a slow moment of the
machine hits both, and the median of the rounds is printed.

``--decks DIR`` plays the decklists of ``DIR`` (every ``*.txt``, by name; default: each
checkout's own packaged decks). The decks packaged before the Old School cards
(``/tmp/before-cards/engine/decklists``) are the like-for-like figure of issue 20 ("within
10% of today's events per second on today's decks"): the same cards, the same games.

``--before DIR`` may be a checkout from before the rename (package ``engine``: ``git
worktree add /tmp/before-cards e1c0bdf``, the last commit before the Old School cards) or
a later one (package ``shahrazad``, put first on the path). Read by a person; nothing is
asserted. The goal (issue 20): at least 90% of the figure before the cards.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
GOAL = 0.90

#: the program each process runs: argv = package, seeds, decks folder or ""
PROGRAM = r'''
import importlib, json, sys, time
from pathlib import Path
pkg, seeds, folder = sys.argv[1], int(sys.argv[2]), sys.argv[3]
Table = importlib.import_module(f"{pkg}.table").Table
RandomAgent = importlib.import_module(f"{pkg}.agents").RandomAgent
decks_mod = importlib.import_module(f"{pkg}.decks")
if folder:
    decks = [decks_mod.load_deck(p) for p in sorted(Path(folder).glob("*.txt"))]
else:
    decks = decks_mod.default_decks()
extra = ({"sideboards": [d.sideboard for d in decks]}
         if "sideboards" in Table.new.__code__.co_varnames else {})
def play(seed):
    table = Table.new(["A", "B"], [d.main for d in decks], seed=seed, **extra)
    table.play({p: RandomAgent(f"{seed}:{p}") for p in ("A", "B")})
    return len(table.events)
play(99)
events, cpu = 0, 0.0
for seed in range(1, seeds + 1):
    c0 = time.process_time()
    events += play(seed)
    cpu += time.process_time() - c0
print(json.dumps({"events": events, "cpu": cpu}))
'''


def package_of(code: Path) -> str:
    """``shahrazad``, or ``engine`` for a checkout from before the rename."""
    if (code / "engine" / "cli").is_dir() and not (code / "engine" / "__main__.py").exists():
        return "engine"
    return "shahrazad"


def run(code: Path, seeds: int, decks: Path | None) -> dict[str, Any]:
    """One round of ``code``: its events and CPU seconds."""
    pkg = package_of(code)
    prefix = "" if code == HERE else f"import sys; sys.path.insert(0, {str(code)!r})\n"
    out = subprocess.run([sys.executable, "-c", prefix + PROGRAM, pkg, str(seeds),
                          str(decks or "")], capture_output=True, text=True, check=False)
    if out.returncode != 0:
        sys.exit(f"bench_engine: {code} failed:\n{out.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, default=None,
                        help="Another checkout to measure beside this one.")
    parser.add_argument("--decks", type=Path, default=None,
                        help="A folder of decklists (default: each checkout's own).")
    parser.add_argument("--seeds", type=int, default=3, help="Seeds 1..N (default 3).")
    parser.add_argument("--rounds", type=int, default=5, help="Rounds (default 5).")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    checkouts = {"this": HERE}
    if args.before is not None:
        checkouts["before"] = args.before.resolve()
    rates: dict[str, list[float]] = {k: [] for k in checkouts}
    events: dict[str, int] = {}
    for _ in range(args.rounds):
        for name, code in checkouts.items():
            r = run(code, args.seeds, args.decks)
            rates[name].append(r["events"] / r["cpu"])
            events[name] = r["events"]
    out: dict[str, Any] = {"seeds": args.seeds, "rounds": args.rounds,
                           "decks": str(args.decks or "each checkout's own")}
    for name in checkouts:
        out[name] = {"events": events[name],
                     "events_per_cpu_s": round(statistics.median(rates[name])),
                     "rounds": [round(x) for x in rates[name]]}
    if "before" in out:
        out["ratio"] = round(out["this"]["events_per_cpu_s"]
                             / out["before"]["events_per_cpu_s"], 3)
    if args.json:
        print(json.dumps(out, indent=2))
        return
    print(f"engine alone, seeds 1-{args.seeds}, median of {args.rounds} rounds in turns; "
          f"decks: {out['decks']}")
    for name in checkouts:
        o = out[name]
        print(f"  {name:<7} {o['events']:>7,} events  {o['events_per_cpu_s']:>7,} per CPU "
              f"second  (rounds: {', '.join(f'{x:,}' for x in o['rounds'])})")
    if "ratio" in out:
        print(f"  this / before = {out['ratio']:.3f} (goal: at least {GOAL:.2f})")


if __name__ == "__main__":
    main()
