"""Append speed of a long random table into the store, beside the raw limit.

    python bench/bench_append.py --events 100000

The table is played first (not timed); then its events are appended to a fresh
SQLite store the way the CLI does it (one transaction per rules action), and,
for the raw limit, the same events are encoded with msgpack and inserted with
one sqlite3 ``executemany`` per action into a bare table with the same key.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_replay import long_table

from events import encode, vocabulary
from events.base import Event
from events.store import TableStore


def actions(events: list[Event]) -> list[list[Event]]:
    """Split the log into rules actions: each starts at a decision."""
    batches: list[list[Event]] = []
    for event in events:
        if isinstance(event, vocabulary.Decided) or not batches:
            batches.append([])
        batches[-1].append(event)
    return batches


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    events = long_table(args.events, args.seed)
    batches = actions(events)
    folder = Path(tempfile.mkdtemp())

    store = TableStore(folder / "store.sqlite")
    t0 = time.perf_counter()
    tid = store.open("bench", batches[0])
    for batch in batches[1:]:
        store.append(tid, batch)
    store_s = time.perf_counter() - t0
    assert store.head(tid) == len(events)

    con = sqlite3.connect(folder / "raw.sqlite", isolation_level=None)
    con.execute("pragma journal_mode=wal")
    con.execute("create table ev (table_id text, pos integer, kind text, data blob, "
                "primary key (table_id, pos)) without rowid")
    t0 = time.perf_counter()
    for batch in batches:
        con.execute("begin")
        con.executemany("insert into ev values (?, ?, ?, ?)",
                        [("bench", e.position, e.KIND, encode(e)) for e in batch])
        con.execute("commit")
    raw_s = time.perf_counter() - t0

    n = len(events)
    print(f"{n:,} events in {len(batches):,} rules actions "
          f"({n / len(batches):.1f} events per action)")
    print(f"raw limit (msgpack + sqlite3 executemany per action): {n / raw_s:>9,.0f} events/s")
    print(f"store append (eventsourcing, one save per action):    {n / store_s:>9,.0f} events/s"
          f"  = {raw_s / store_s:.0%} of raw")


if __name__ == "__main__":
    main()
