"""What `verify --rerun` costs, against playing the table.

    python bench/bench_rerun.py                        # the default tables
    python bench/bench_rerun.py --table 1:2 --table 23:4 --before --json

Each --table SEED:PLAYERS is played by random agents (shahrazad.agents.RandomAgent, the
packaged decks, as `shahrazad play --seed SEED --players PLAYERS` plays it, without
the store and the log file), then re-run with shahrazad.rerun.rerun: the figures are
the seconds (wall clock and CPU) of each and their ratio. The re-run compares each
event the engine makes with the recorded one at its position, once, so its time
grows with the log's length; with --before the bench also times the comparison the
re-run used to make (the whole log so far after every decision), whose time grows
with its square. Read by a person; nothing here is asserted.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from shahrazad.agents import RandomAgent
from shahrazad.decisions import decode
from shahrazad.decks import default_decks
from shahrazad.events import encode
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.fuzz import PLAYER_IDS
from shahrazad.rerun import rerun
from shahrazad.table import Table

#: about 5,000 and about 25,000 events
TABLES = ("1:2", "23:4")


def play(seed: int, players: int) -> tuple[list[Event], float, float]:
    """Play a table as `shahrazad play` does; its events, wall and CPU seconds."""
    decks = default_decks()
    ids = list(PLAYER_IDS[:players])
    wall, cpu = time.perf_counter(), time.process_time()
    table = Table.new(ids, [decks[i % len(decks)].main for i in range(players)], seed=seed,
                      sideboards=[decks[i % len(decks)].sideboard for i in range(players)])
    table.play({p: RandomAgent(f"{seed}:{p}") for p in ids})
    return table.events, time.perf_counter() - wall, time.process_time() - cpu


def timed(fn: Any, *args: Any) -> tuple[Any, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn(*args)
    return result, time.perf_counter() - wall, time.process_time() - cpu


def rerun_before(events: Sequence[Event]) -> bool:
    """The re-run as it was: after every decision, the whole log so far compared again."""
    first = next(e.position for e in events if isinstance(e, v.Decided))
    opened = events[0]
    assert isinstance(opened, v.TableOpened)
    table = Table.new(list(opened.players), [list(d) for d in opened.decks], seed=opened.seed,
                      edition=opened.edition, sideboards=[list(s) for s in opened.sideboards],
                      options=dict(opened.options))
    position = first
    while position <= len(events):
        recorded = events[position - 1]
        assert isinstance(recorded, v.Decided)
        table.push(decode(recorded.decision), recorded.player)
        upto = min(len(table.events), len(events))
        for mine, theirs in zip(table.events, events[:upto], strict=False):
            if encode(mine) != encode(theirs):
                return False
        position = len(table.events) + 1
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--table", action="append", default=None, metavar="SEED:PLAYERS")
    parser.add_argument("--before", action="store_true",
                        help="also time the whole-log comparison after every decision")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    for spec in args.table or TABLES:
        seed, players = (int(x) for x in spec.split(":"))
        events, play_wall, play_cpu = play(seed, players)
        report, wall, cpu = timed(rerun, events)
        assert report.ok, report
        row: dict[str, Any] = {
            "table": spec, "events": len(events), "decisions": report.decisions,
            "play_s": round(play_wall, 2), "play_cpu_s": round(play_cpu, 2),
            "rerun_s": round(wall, 2), "rerun_cpu_s": round(cpu, 2),
            "rerun_vs_play": round(cpu / play_cpu, 3),
            "events_per_s": round(len(events) / wall)}
        if args.before:
            ok, wall, cpu = timed(rerun_before, events)
            assert ok
            row.update(before_s=round(wall, 2), before_cpu_s=round(cpu, 2))
        rows.append(row)
        if not args.json:
            print(", ".join(f"{k} {val}" for k, val in row.items()), flush=True)
    if args.json:
        print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
