"""Replay and seek speed on one long recorded table, beside the raw decode of the same log.

    python bench/bench_replay.py --log /tmp/long.shlog     # plays about 1,000,000 events
    python bench/bench_replay.py --log /tmp/long.shlog     # again: reuses the saved log
    python bench/bench_replay.py --events 100000 --json

The table: one table of two random agents (shahrazad.agents.RandomAgent) whose decks
hold Shahrazad, so subgames nest inside subgames; the decks grow with --events.
Random play stops once the log holds --events events, and then every player
concedes every game still going, innermost first, so the table ends properly
(a few hundred more events). Playing a million events takes about a minute;
--log FILE saves the portable log there (shahrazad.events.storage.logfile.write_log), and a later
run with the same --log reads it back instead of playing.

Measured in the same run, on the same log, each timing the median of --repeats
runs taken in turns:

* raw decode: the msgpack decode of the log file's records and of the event bytes
  in them (no hash checks, no event objects, no fold): the limit of any replay;
* replay: the same decode, folded into the full nested state of the table in the
  same loop (shahrazad.projections.fold.fold_encoded), the fastest path from the log's bytes;
* the same two from an SQLite table of the event bytes (select + unpackb);
* seek: a Replay (shahrazad.projections.replay) of the log's events, read with read_log; the
  very first seek of a fresh Replay folds the whole log once and leaves checkpoints
  behind (then the collector's one full pass over them is timed apart); after that,
  Replay.at at --seeks random positions, each state held until the next seek, beside
  one full replay (the replay above); full garbage collections landing in a seek
  are counted, and if there are any, the seeks' cost without them is shown too;
* memory: the objects the checkpoints hold (each counted once), how much the
  process's resident set grew while they were made, its peak (resource.getrusage),
  and the log's size in bytes.

The issue's targets (read by a person, never asserted): replay at least half the
rate of the raw decode; a seek at most one hundredth of a full replay.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import random
import resource
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import msgpack

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from shahrazad.agents import RandomAgent
from shahrazad.decisions import Concede
from shahrazad.events.base import Event
from shahrazad.events.storage.logfile import MAGIC, read_log, write_log
from shahrazad.events.vocabulary import TableOpened
from shahrazad.projections.fold import fold_encoded, fold_raw
from shahrazad.projections.replay import Replay
from shahrazad.table import Table

DECK = (["Plains"] * 10 + ["Island"] * 6 + ["Mountain"] * 6 + ["Shahrazad"] * 3
        + ["Serra Angel"] * 3 + ["Lightning Bolt"] * 4 + ["Counterspell"] * 2
        + ["Ancestral Recall"] + ["Time Walk"] + ["Mox Pearl"] + ["Sol Ring"]
        + ["Juzam Djinn"] * 2)

#: roughly how many events a table records per copy of DECK in each deck before its
#: random play is cut (a deck of 5 copies plays past a million events)
EVENTS_PER_COPY = 200_000

Progress = Callable[[Table, bool], None]


def long_table(target: int, seed: int, progress: Progress | None = None) -> list[Event]:
    """One table of about ``target`` events, with subgames nested inside subgames.

    Two random agents play decks of ``ceil(target / EVENTS_PER_COPY)`` copies of
    DECK each (Shahrazad included) until the log holds ``target`` events; then every
    player still in a game concedes it, innermost game first (104.3a), until every
    game is over. Should the table end by itself well short of ``target``, the next
    seed is played with a copy more in each deck (the table's first event, TableOpened,
    tells the seed and the decks used). ``progress(table, done)`` is called now and
    then while playing.
    """
    copies = max(1, math.ceil(target / EVENTS_PER_COPY))
    while True:
        events = _play(target, seed, DECK * copies, progress)
        if len(events) >= 0.95 * target:
            return events
        seed, copies = seed + 1, copies + 1


def _play(target: int, seed: int, deck: list[str], progress: Progress | None) -> list[Event]:
    table = Table.new(["A", "B"], [deck, deck], seed=seed)
    agents = {"A": RandomAgent(seed), "B": RandomAgent(seed + 1)}
    actions = 0
    while (waiting := table.pending()) is not None:
        if len(table.events) >= target:
            table.push(Concede(), waiting.player)
        else:
            table.push(agents[waiting.player].decide(table, waiting), waiting.player)
        actions += 1
        if progress is not None and actions % 500 == 0:
            progress(table, False)
    if progress is not None:
        progress(table, True)
    return table.events


# -- the log's bytes ---------------------------------------------------------------

_UNPACK: dict[str, Any] = {"use_list": False, "raw": False, "strict_map_key": False}


def records(data: bytes) -> Iterator[Any]:
    """The msgpack items of a log file after its magic line and header: the records
    ``(previous_hash, event_bytes)`` and, last, the trailer (a map)."""
    unpacker = msgpack.Unpacker(max_buffer_size=len(data) + 1, **_UNPACK)
    unpacker.feed(memoryview(data)[len(MAGIC):])
    next(unpacker)  # the header
    return unpacker


def raw_decode(data: bytes) -> int:
    """Decode every record and every event in it; fold nothing. Returns the count."""
    unpackb = msgpack.unpackb
    n = 0
    for record in records(data):
        if type(record) is tuple:
            unpackb(record[1], use_list=False, raw=False, strict_map_key=False)
            n += 1
    return n


def replay_bytes(data: bytes) -> int:
    """The same decode, folded into the whole table's state. Returns its position."""
    return fold_encoded(records(data), field=1).position


def log_facts(data: bytes) -> dict[str, Any]:
    """Events, subgames and the deepest level, from the log itself."""
    events = subgames = deepest = 0
    games: set[str] = set()
    for record in records(data):
        if type(record) is tuple:
            kind, _version, _pos, game, *_ = msgpack.unpackb(record[1], **_UNPACK)
            events += 1
            subgames += kind == "subgame_started"
            if game not in games:
                games.add(game)
                deepest = max(deepest, game.count("."))
    return {"events": events, "subgames": subgames, "games": len(games), "deepest": deepest}


def sqlite_copy(data: bytes, folder: Path) -> sqlite3.Connection:
    """An SQLite table of the log's event bytes, keyed by position."""
    con = sqlite3.connect(folder / "bench.sqlite")
    con.execute("create table ev (pos integer primary key, data blob)")
    con.executemany("insert into ev values (?, ?)", enumerate(
        (bytes(r[1]) for r in records(data) if type(r) is tuple), 1))
    con.commit()
    return con


def sqlite_raw(con: sqlite3.Connection) -> int:
    unpackb = msgpack.unpackb
    n = 0
    for (blob,) in con.execute("select data from ev order by pos"):
        unpackb(blob, use_list=False, raw=False, strict_map_key=False)
        n += 1
    return n


def sqlite_replay(con: sqlite3.Connection) -> int:
    return fold_encoded(con.execute("select data from ev order by pos"), field=0).position


# -- measuring ---------------------------------------------------------------------


def rss() -> int:
    """The resident set size now, in bytes (Linux; elsewhere the peak so far)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return peak_rss()


def peak_rss() -> int:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def object_bytes(roots: list[Any]) -> int:
    """The size of every object reachable from ``roots``, each counted once (objects
    that checkpoints share are shared in memory too); classes are left out."""
    seen: set[int] = set()
    total = 0
    todo = list(roots)
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, type):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        todo.extend(gc.get_referents(obj))
    return total


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    t0 = time.perf_counter()
    result = fn()
    return time.perf_counter() - t0, result


def measure(data: bytes, repeats: int, seeks: int, every: int, seed: int,
            say: Callable[[str], None]) -> dict[str, Any]:
    m: dict[str, Any] = {"log_bytes": len(data)}
    m.update(log_facts(data))
    n = m["events"]
    folder = Path(tempfile.mkdtemp())
    con = sqlite_copy(data, folder)

    # Raw limit and replay, from the log's bytes and from SQLite, taken in turns.
    runs: dict[str, list[float]] = {"raw": [], "replay": [], "sql_raw": [], "sql_replay": []}
    for i in range(repeats):
        say(f"decode and replay, run {i + 1} of {repeats}")
        for name, fn in (("raw", lambda: raw_decode(data)), ("replay", lambda: replay_bytes(data)),
                         ("sql_raw", lambda: sqlite_raw(con)),
                         ("sql_replay", lambda: sqlite_replay(con))):
            seconds, count = timed(fn)
            if count != n:
                raise AssertionError(f"{name} saw {count} events, not {n}")
            runs[name].append(seconds)
    con.close()
    for name, times in runs.items():
        m[f"{name}_s"] = statistics.median(times)
        m[f"{name}_rate"] = n / m[f"{name}_s"]
    # Each replay beside the raw decode of its own turn, then the median of those ratios.
    m["replay_pct"] = 100 * statistics.median(
        r / p for r, p in zip(runs["raw"], runs["replay"], strict=True))
    m["sql_replay_pct"] = 100 * statistics.median(
        r / p for r, p in zip(runs["sql_raw"], runs["sql_replay"], strict=True))
    m["full_replay_s"] = m["replay_s"]

    # Seeking: a Replay of the log's events, as `shahrazad replay LOG --at N` makes one.
    say("reading the log into events (read_log: hash chain checked, events decoded)")
    m["read_log_s"], log = timed(lambda: read_log(data))
    events = log.events
    gc.collect()
    before = rss()
    r = Replay(events, every)
    say(f"first seek on a fresh Replay (to the end: the whole log, checkpoints every {every})")
    m["first_seek_s"], final = timed(lambda: r.at(n))
    m["first_seek_x"] = m["first_seek_s"] / m["full_replay_s"]
    m["seeks"] = seeks
    m["checkpoints"] = r.checkpoints
    m["rss_before_checkpoints"] = before
    m["rss_with_checkpoints"] = rss()
    m["checkpoint_rss"] = m["rss_with_checkpoints"] - before
    m["checkpoint_object_bytes"] = object_bytes(r._states)
    # The first pass holds the collector off (shahrazad.projections.replay); its checkpoints, made
    # to last, are then for the collector to go through once, as it would sooner or later.
    m["settle_gc_s"], _ = timed(gc.collect)
    say(f"{seeks} seeks at random positions")
    m.update(seek_costs(r, n, seeks, seed, "seek"))
    for key in ("seek_median", "seek_max", "seek_own_max"):
        m[f"{key}_pct"] = 100 * m[f"{key}_s"] / m["full_replay_s"]
    m["peak_rss"] = peak_rss()
    # Not timed: the seek's answer, the replay's and the plain fold's are the same.
    folded = fold_raw(msgpack.unpackb(rec[1], **_UNPACK) for rec in records(data)
                      if type(rec) is tuple)
    if not final == folded == fold_encoded(records(data), field=1):
        raise AssertionError("Replay.at(end), fold_raw and fold_encoded disagree")
    return m


def seek_costs(r: Replay, n: int, seeks: int, seed: int, name: str) -> dict[str, Any]:
    """Replay.at at random positions, and the full garbage collections during them.

    Each seek's state is held until the next seek, as a viewer would hold it. Python's
    collector now and then runs a full collection, which walks every object the process
    holds (here, above all, the million event objects of the loaded log); the time of
    those that land in a seek is noted, so that the seek's own cost can be told apart.
    """
    rng = random.Random(seed)
    pauses: list[float] = []
    started = [0.0]

    def watch(phase: str, info: dict[str, int]) -> None:
        if info["generation"] == 2:
            if phase == "start":
                started[0] = time.perf_counter()
            else:
                pauses.append(time.perf_counter() - started[0])

    costs, own = [], []
    gc.callbacks.append(watch)
    try:
        for _ in range(seeks):
            p = rng.randrange(n + 1)
            before = len(pauses)
            t0 = time.perf_counter()
            state = r.at(p)
            costs.append(time.perf_counter() - t0)
            own.append(costs[-1] - sum(pauses[before:]))
        del state
    finally:
        gc.callbacks.remove(watch)
    return {f"{name}_median_s": statistics.median(costs), f"{name}_max_s": max(costs),
            f"{name}_own_max_s": max(own), f"{name}_full_gcs": len(pauses),
            f"{name}_longest_gc_s": max(pauses, default=0.0)}


# -- reporting ---------------------------------------------------------------------


def targets(m: dict[str, Any], wanted: int) -> list[dict[str, Any]]:
    """The figures, each with its target (if any) and whether it is met."""
    mb = 1024 * 1024

    def row(name: str, value: str, target: str = "", ok: bool | None = None) -> dict[str, Any]:
        return {"figure": name, "value": value, "target": target, "ok": ok}

    return [
        row("events in the table", f"{m['events']:,}", f"about {wanted:,}",
            abs(m["events"] - wanted) <= 0.05 * wanted),
        row("subgames / deepest level", f"{m['subgames']:,} / {m['deepest']}",
            "subgames nest", m["subgames"] > 0 and m["deepest"] >= 2),
        row("log file size", f"{m['log_bytes']:,} bytes ({m['log_bytes'] / m['events']:.0f}"
            " per event)"),
        row("raw decode of the log (msgpack)", f"{m['raw_rate']:,.0f} events/s"),
        row("replay from the log (decode + fold)", f"{m['replay_rate']:,.0f} events/s "
            f"= {m['replay_pct']:.0f}% of raw", ">= 50% of raw", m["replay_pct"] >= 50),
        row("full replay", f"{m['full_replay_s'] * 1000:,.0f} ms"),
        row("raw: SQLite select + unpackb", f"{m['sql_raw_rate']:,.0f} events/s"),
        row("replay: SQLite select + unpackb + fold", f"{m['sql_replay_rate']:,.0f} events/s "
            f"= {m['sql_replay_pct']:.0f}% of raw", ">= 50% of raw", m["sql_replay_pct"] >= 50),
        row("read_log (hash chain + event objects)", f"{m['read_log_s'] * 1000:,.0f} ms"),
        row(f"seek, median of {m['seeks']}", f"{m['seek_median_s'] * 1000:.2f} ms "
            f"= {m['seek_median_pct']:.2f}% of a full replay", "<= 1% of a full replay",
            m["seek_median_pct"] <= 1),
        row(f"seek, max of {m['seeks']}", f"{m['seek_max_s'] * 1000:.2f} ms "
            f"= {m['seek_max_pct']:.2f}% of a full replay", "<= 1% of a full replay",
            m["seek_max_pct"] <= 1),
        row("  full garbage collections in those seeks", f"{m['seek_full_gcs']}" + (
            f" (the longest {m['seek_longest_gc_s'] * 1000:.0f} ms)" if m["seek_full_gcs"]
            else "")),
        *([row(f"seek, max of {m['seeks']}, less full GCs", f"{m['seek_own_max_s'] * 1000:.2f}"
               f" ms = {m['seek_own_max_pct']:.2f}% of a full replay",
               "<= 1% of a full replay", m["seek_own_max_pct"] <= 1)]
          if m["seek_full_gcs"] else []),
        row("first seek of a fresh Replay (to the end)", f"{m['first_seek_s'] * 1000:,.0f} ms "
            f"= {m['first_seek_x']:.1f} full replays ({m['checkpoints']:,} checkpoints)",
            "one pass (not a target)"),
        row("  then one full garbage collection", f"{m['settle_gc_s'] * 1000:,.0f} ms (once: the"
            " new checkpoints)"),
        row("memory held by the checkpoints", f"{m['checkpoint_object_bytes'] / mb:,.0f} MB of "
            f"objects; the RSS grew {m['checkpoint_rss'] / mb:,.0f} MB", "<= 2 GB",
            max(m["checkpoint_object_bytes"], m["checkpoint_rss"]) <= 2 * 1024 * mb),
        row("resident set with the checkpoints / peak", f"{m['rss_with_checkpoints'] / mb:,.0f}"
            f" MB / {m['peak_rss'] / mb:,.0f} MB"),
    ]


def table_text(rows: list[dict[str, Any]]) -> str:
    widths = [max(len(r[k]) for r in rows) for k in ("figure", "value", "target")]
    head = ("figure", "value", "target", "")
    lines = ["  ".join(h.ljust(w) for h, w in zip(head, [*widths, 0], strict=True)).rstrip()]
    lines.append("  ".join("-" * w for w in widths) + "  ----")
    for r in rows:
        verdict = "" if r["ok"] is None else "pass" if r["ok"] else "MISS"
        lines.append("  ".join([r["figure"].ljust(widths[0]), r["value"].ljust(widths[1]),
                                r["target"].ljust(widths[2]), verdict]).rstrip())
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=(__doc__ or "").split("\n\n")[0],
        epilog="\n\n".join((__doc__ or "").split("\n\n")[1:]),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=1_000_000, metavar="N",
                        help="play a table of about N events (default: %(default)s)")
    parser.add_argument("--seed", type=int, default=1,
                        help="seed of the table and the agents (default: %(default)s)")
    parser.add_argument("--log", type=Path, metavar="FILE",
                        help="the portable log to use: read if it exists (no playing), "
                             "else played and written there (default: a temporary file)")
    parser.add_argument("--repeats", type=int, default=7, metavar="R",
                        help="runs of each decode and replay; figures are medians "
                             "(default: %(default)s)")
    parser.add_argument("--seeks", type=int, default=500, metavar="K",
                        help="random positions to seek to (default: %(default)s)")
    parser.add_argument("--every", type=int, default=1000, metavar="E",
                        help="events between the Replay's checkpoints (default: %(default)s)")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as JSON (progress still goes to stderr)")
    args = parser.parse_args()

    tty = sys.stderr.isatty()
    last = [0.0]

    def say(text: str, often: bool = False) -> None:
        """A progress line on stderr: rewritten in place on a terminal; else one line
        per step (and, for frequent updates, one every ten seconds)."""
        if tty:
            print(f"\r\033[K{text}", end="", file=sys.stderr, flush=True)
        elif text and (not often or time.perf_counter() - last[0] >= 10):
            last[0] = time.perf_counter()
            print(text, file=sys.stderr, flush=True)

    played: dict[str, Any] = {}
    if args.log is not None and args.log.exists():
        say(f"reusing {args.log}")
        path = args.log
    else:
        path = args.log or Path(tempfile.mkdtemp()) / "long.shlog"
        t0 = time.perf_counter()

        def progress(table: Table, done: bool) -> None:
            games = table.state.games
            seconds = time.perf_counter() - t0
            say(f"playing: {len(table.events):,} of about {args.events:,} events, "
                f"{len(games):,} games, deepest level "
                f"{max(g.depth for g in games.values())}, {seconds:.0f} s "
                f"({len(table.events) / seconds:,.0f} events/s)" + (" - done" if done else ""),
                often=not done)

        events = long_table(args.events, args.seed, progress)
        opened = events[0]
        assert isinstance(opened, TableOpened)
        played = {"play_s": time.perf_counter() - t0, "played_seed": opened.seed,
                  "deck_size": len(opened.decks[0])}
        say(f"writing {path}")
        write_log(path, events)
        del events
    data = path.read_bytes()
    gc.collect()
    m = measure(data, args.repeats, args.seeks, args.every, args.seed, say)
    m.update(played, log=str(path), seed=args.seed, repeats=args.repeats, every=args.every,
             python=sys.version.split()[0], cpus=os.cpu_count())
    say("")
    rows = targets(m, args.events)
    if args.json:
        print(json.dumps({"figures": m, "targets": rows}, indent=2))
        return
    where = (f"played in {played['play_s']:.0f} s: seed {played['played_seed']}, decks of "
             f"{played['deck_size']} cards" if played else "reused")
    print(f"log {path} ({where}); timings are medians of {args.repeats} runs; "
          f"Python {m['python']}, {m['cpus']} CPUs\n")
    print(table_text(rows))


if __name__ == "__main__":
    main()
