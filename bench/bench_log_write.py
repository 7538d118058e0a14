"""What writing the log as the table plays costs, for each sync policy.

    python bench/bench_log_write.py                 # a few games, every policy
    python bench/bench_log_write.py --games 5 --json
    python bench/bench_log_write.py --cli           # also `shahrazad play`, store and all

A table is played by random agents (shahrazad.agents.RandomAgent) with an
shahrazad.events.storage.logwriter.LogWriter subscribed to it, once per sync policy (--fsync 1, 10,
100ms, end) and once with no log at all; each figure is events per second over the
same seeded games, the median of --repeats runs. The writer hands every action to
the system as it is played whatever the policy; the policy only says how often it
waits for the disk (fdatasync), which is what a power cut can take.

With --cli, the same for `shahrazad play --fsync ...` in a fresh process, which also
appends every action to the SQLite store (its own commit per action): what a user
sees. Read by a person; nothing here is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from shahrazad.agents import RandomAgent
from shahrazad.decks import default_decks
from shahrazad.events.storage.logwriter import LogWriter, SyncPolicy
from shahrazad.table import Table

POLICIES = ("none", "1", "10", "100ms", "end")


def play(seed: int, policy: str, folder: Path) -> tuple[int, float]:
    """Play one seeded game with the log written under ``policy``; events and seconds."""
    decks = default_decks()
    started = time.perf_counter()
    table = Table.new(["A", "B"], [d.main for d in decks], seed=seed,
                      sideboards=[d.sideboard for d in decks])
    writer = None
    if policy != "none":
        writer = LogWriter(folder / f"{seed}.shlog", table.events,
                           sync=SyncPolicy.parse(policy))
        table.subscribe(writer.append)
    table.play({p: RandomAgent(f"{seed}:{p}") for p in ("A", "B")})
    if writer is not None:
        writer.close()
    return len(table.events), time.perf_counter() - started


def cli_play(seed: int, policy: str, folder: Path) -> tuple[int, float]:
    args = [sys.executable, "-c", "from shahrazad.cli import main; main()", "play", "--seed",
            str(seed), "--log", str(folder / f"cli{seed}.shlog"), "--db",
            str(folder / f"cli{seed}-{time.time_ns()}.sqlite"), "--json"]
    args += ["--fsync", policy]
    out = json.loads(subprocess.run(args, check=True, capture_output=True).stdout)
    return int(out["events"]), float(out["seconds"])


def measure(games: int, repeats: int, runner: Any, folder: Path,
            policies: tuple[str, ...] = POLICIES) -> dict[str, float]:
    rates: dict[str, list[float]] = {p: [] for p in policies}
    for _ in range(repeats):
        for policy in policies:  # in turns, so that a slow moment hits every policy
            events = seconds = 0.0
            for seed in range(1, games + 1):
                n, s = runner(seed, policy, folder)
                events += n
                seconds += s
            rates[policy].append(events / seconds)
    return {p: statistics.median(r) for p, r in rates.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--cli", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=os.environ.get("BENCH_DIR")) as tmp:
        folder = Path(tmp)
        found = {"writer": measure(args.games, args.repeats, play, folder)}
        if args.cli:
            # `play` always writes a log: its base is syncing only at the end
            found["play"] = measure(args.games, 1, cli_play, folder, POLICIES[1:])
    if args.json:
        print(json.dumps(found, indent=2))
        return
    for kind, rates in found.items():
        base = "none" if "none" in rates else "end"
        print(f"{kind}: events/s (median), {args.games} games")
        for policy, rate in rates.items():
            label = "no log" if policy == "none" else f"--fsync {policy}"
            share = "" if policy == base else f"  ({rate / rates[base]:.0%} of {base})"
            print(f"  {label:<16} {rate:>9,.0f}{share}")


if __name__ == "__main__":
    main()
