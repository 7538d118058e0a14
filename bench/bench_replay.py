"""Replay and seek speed on long random tables, beside the raw limit of the same run.

    python bench/bench_replay.py --events 200000

Plays seeded random games (with Shahrazad, so subgames nest) until about
``--events`` events are recorded, then measures, on the same machine and in
the same run:

* raw limit: an SQLite select of the encoded events plus ``msgpack.unpackb``;
* replay: the same select, decoding into event objects, and folding them into
  the full nested state of the table;
* seek: ``Replay.at(p)`` at random positions, beside one full replay.

Figures go to standard output as a table. Nothing here is asserted: targets
are read by a person (the issue's target: replay at least half the raw rate).
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

import msgpack

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.agents import RandomAgent
from engine.table import Table
from events import decode, encode
from events.base import Event
from projections.fold import fold, fold_raw
from projections.replay import Replay

DECK = (["Plains"] * 10 + ["Island"] * 6 + ["Mountain"] * 6 + ["Shahrazad"] * 3
        + ["Serra Angel"] * 3 + ["Lightning Bolt"] * 4 + ["Counterspell"] * 2
        + ["Ancestral Recall"] + ["Time Walk"] + ["Mox Pearl"] + ["Sol Ring"]
        + ["Juzam Djinn"] * 2)


def long_table(target: int, seed: int) -> list[Event]:
    """One long table: a random game whose decks are big enough for ``target`` events.

    A random game of 40-card decks records about 10-25 thousand events; the
    decks grow with the target (more cards, longer games, as many subgames).
    """
    copies = max(1, round(target / 20_000))
    deck = DECK * copies
    table = Table.new(["A", "B"], [deck, deck], seed=seed)
    table.play({"A": RandomAgent(seed), "B": RandomAgent(seed + 1)})
    return table.events


def measure(events: list[Event], seeks: int) -> dict[str, float]:
    blobs = [encode(e) for e in events]
    db = Path(tempfile.mkdtemp()) / "bench.sqlite"
    con = sqlite3.connect(db)
    con.execute("create table ev (pos integer primary key, data blob)")
    con.executemany("insert into ev values (?, ?)", enumerate(blobs, 1))
    con.commit()

    def select() -> list[bytes]:
        return [row[0] for row in con.execute("select data from ev order by pos")]

    t0 = time.perf_counter()
    for data in select():
        msgpack.unpackb(data, use_list=False)
    raw = time.perf_counter() - t0

    t0 = time.perf_counter()
    state = fold_raw(msgpack.unpackb(data, use_list=False) for data in select())
    replay = time.perf_counter() - t0
    assert state.position == len(events)

    t0 = time.perf_counter()
    decoded = [decode(data) for data in select()]
    state = fold(decoded)
    replay_objects = time.perf_counter() - t0
    assert state.position == len(events)

    r = Replay(decoded)
    t0 = time.perf_counter()
    r.at(len(decoded))  # the first pass builds the checkpoints
    build = time.perf_counter() - t0
    rng = random.Random(1)
    costs = []
    for _ in range(seeks):
        p = rng.randrange(len(decoded) + 1)
        t0 = time.perf_counter()
        r.at(p)
        costs.append(time.perf_counter() - t0)
    n = len(events)
    return {"events": n, "raw_rate": n / raw, "replay_rate": n / replay,
            "replay_objects_rate": n / replay_objects,
            "full_fold_s": replay, "checkpoint_build_s": build,
            "seek_median_s": statistics.median(costs), "seek_max_s": max(costs)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seeks", type=int, default=200)
    args = parser.parse_args()
    t0 = time.perf_counter()
    events = long_table(args.events, args.seed)
    print(f"generated a table of {len(events):,} events in {time.perf_counter() - t0:.1f} s "
          f"({len(events) / (time.perf_counter() - t0):,.0f} events/s while playing)")
    m = measure(events, args.seeks)
    print(f"raw limit (SQLite select + msgpack.unpackb): {m['raw_rate']:>10,.0f} events/s")
    print(f"replay (select + unpack + fold, nested):     {m['replay_rate']:>10,.0f} events/s"
          f"  = {m['replay_rate'] / m['raw_rate']:.0%} of raw")
    print(f"replay into event objects, then fold:        {m['replay_objects_rate']:>10,.0f} "
          f"events/s  = {m['replay_objects_rate'] / m['raw_rate']:.0%} of raw")
    print(f"full replay: {m['full_fold_s'] * 1000:.1f} ms; checkpoints built in "
          f"{m['checkpoint_build_s'] * 1000:.1f} ms")
    print(f"seek (Replay.at, random positions): median {m['seek_median_s'] * 1000:.2f} ms, "
          f"max {m['seek_max_s'] * 1000:.2f} ms = "
          f"{m['seek_max_s'] / m['full_fold_s']:.1%} of a full replay")


if __name__ == "__main__":
    main()
