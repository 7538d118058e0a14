"""Append speed of a long random table into the store, beside raw SQLite doing the same I/O.

    python bench/bench_append.py --events 50000
    python bench/bench_append.py --events 20000 --repeats 3 --json

The table is played first (not timed). Then, on disk and in memory, in turns:

* **the store**: its events appended to a fresh store the way `shahrazad play` does it,
  one transaction per rules action (:class:`shahrazad.events.storage.store.TableStore`:
  eventsourcing's SQLite schema, rows with their chain hashes, the store's durability,
  ``--durability``);
* **raw SQLite, the same I/O**: a bare ``sqlite3`` connection with the same schema
  (eventsourcing's ``stored_events``), the same journal mode and ``synchronous``
  setting as the store's connection, and one transaction per action inserting rows of
  the same size (each event encoded with msgpack, with its 32-byte chain hash): the
  limit for this I/O from Python.

Each figure is events per second, the median of the rounds; the ratio store/raw is
printed beside its goal (issue 13: at least 50% on disk). Read by a person; nothing is
asserted.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import json
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_replay import long_table

from shahrazad.events import encode, vocabulary
from shahrazad.events.base import Event
from shahrazad.events.storage.store import TableStore

GOAL = 0.5
_SCHEMA = ("CREATE TABLE IF NOT EXISTS stored_events (originator_id TEXT, "
           "originator_version INTEGER, topic TEXT, state BLOB, "
           "PRIMARY KEY (originator_id, originator_version))")


def actions(events: list[Event]) -> list[list[Event]]:
    """Split the log into rules actions: each starts at a decision."""
    batches: list[list[Event]] = []
    for event in events:
        if isinstance(event, vocabulary.Decided) or not batches:
            batches.append([])
        batches[-1].append(event)
    return batches


def _settings(store: TableStore) -> tuple[str, int]:
    """The journal mode and ``synchronous`` level of the connection the store writes with."""
    writer: Any = store._writer  # made by the store's first write
    journal = str(writer.execute("PRAGMA journal_mode").fetchone()[0])
    return journal, int(writer.execute("PRAGMA synchronous").fetchone()[0])


def store_append(batches: list[list[Event]], where: str, durability: str
                 ) -> tuple[float, tuple[str, int]]:
    # an older store (before issue 13) has no durability: it synced every commit
    known = "durability" in inspect.signature(TableStore).parameters
    store = TableStore(where, durability=durability) if known else TableStore(where)
    started = time.perf_counter()
    tid = store.open(f"bench-{uuid.uuid4().hex}", batches[0])
    for batch in batches[1:]:
        store.append(tid, batch)
    seconds = time.perf_counter() - started
    settings = _settings(store) if hasattr(store, "_writer") else _library_settings(store)
    store.close()
    return seconds, settings


def _library_settings(store: TableStore) -> tuple[str, int]:
    """The same, for a store that writes through the library's recorder (before issue 13)."""
    recorder: Any = store.recorder
    with recorder.datastore.transaction(commit=False) as cursor:
        cursor.execute("PRAGMA journal_mode")
        journal = str(cursor.fetchone()[0])
        cursor.execute("PRAGMA synchronous")
        return journal, int(cursor.fetchone()[0])


def raw_append(batches: list[list[Event]], where: str, settings: tuple[str, int]) -> float:
    con = sqlite3.connect(where, uri=True, isolation_level=None)
    journal, synchronous = settings
    con.execute(f"PRAGMA journal_mode={journal}")
    con.execute(f"PRAGMA synchronous={synchronous}")
    con.execute(_SCHEMA)
    table = uuid.uuid4().hex
    started = time.perf_counter()
    chain = hashlib.blake2b(b"header", digest_size=32).digest()
    for batch in batches:
        rows = []
        for e in batch:
            data = encode(e)
            chain = hashlib.blake2b(chain + data, digest_size=32).digest()
            rows.append((table, e.position, e.KIND, chain + data))
        con.execute("BEGIN")
        con.executemany("INSERT INTO stored_events VALUES (?, ?, ?, ?)", rows)
        con.execute("COMMIT")
    seconds = time.perf_counter() - started
    con.close()
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--durability", choices=("normal", "full"), default="normal",
                        help="The store's durability (raw SQLite follows it).")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    events = long_table(args.events, args.seed)
    batches = actions(events)
    n = len(events)
    folder = Path(tempfile.mkdtemp(prefix="bench-append-"))
    results: dict[str, Any] = {"events": n, "actions": len(batches)}
    for medium in ("disk", "memory"):
        store_rates, raw_rates = [], []
        settings: tuple[str, int] = ("", 0)
        for round_ in range(args.repeats):
            stamp = f"{medium}-{round_}-{time.time_ns()}"
            if medium == "disk":
                ours, theirs = str(folder / f"{stamp}.sqlite"), str(folder / f"{stamp}-raw.sqlite")
            else:
                ours = f"file:{stamp}?mode=memory&cache=shared"
                theirs = f"file:{stamp}-raw?mode=memory&cache=shared"
            store_s, settings = store_append(batches, ours, args.durability)
            raw_rates.append(n / raw_append(batches, theirs, settings))
            store_rates.append(n / store_s)
        store_rate, raw_rate = statistics.median(store_rates), statistics.median(raw_rates)
        results[medium] = {"store_events_per_s": round(store_rate),
                           "raw_events_per_s": round(raw_rate),
                           "ratio": round(store_rate / raw_rate, 3), "goal": GOAL,
                           "journal_mode": settings[0], "synchronous": settings[1]}
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"{n:,} events in {len(batches):,} rules actions ({n / len(batches):.1f} events "
          f"per action), one transaction per action; median of {args.repeats} rounds")
    for medium in ("disk", "memory"):
        r = results[medium]
        print(f"{medium} (journal {r['journal_mode']}, synchronous {r['synchronous']}):")
        print(f"  raw SQLite, the same I/O (the limit): {r['raw_events_per_s']:>9,} events/s")
        print(f"  store append (TableStore):              {r['store_events_per_s']:>9,} events/s"
              f"  = {r['ratio']:.0%} of raw (goal: at least {GOAL:.0%})")


if __name__ == "__main__":
    main()
