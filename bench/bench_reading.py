"""The reading commands on one long log, beside the raw decode of the same log.

    python bench/bench_reading.py --log /tmp/long.shlog          # bench_replay.py's log
    python bench/bench_reading.py --log /tmp/long.shlog --sections commands --json
    python bench/bench_reading.py --log /tmp/long.shlog --code /tmp/old-checkout
    python bench/bench_reading.py --log /tmp/long.shlog --before /tmp/old-checkout

One section per row of issue 13's table, each printing its figures, each beside its
goal and the raw limit measured in the same run (CPU seconds: the machine may be
busy; wall seconds are shown too):

* ``decode``: in this process, medians of --repeats runs taken in turns: the raw
  msgpack decode of the log's records and events (the limit), the same with the hash
  chain (the limit of anything that checks the log), the replay of the full nested
  state (``shahrazad.projections.fold.fold_encoded``), ``read_log`` (every event built), and
  the object-free checked scan every reader now starts from
  (``shahrazad.events.storage.logfile.scan``);
* ``commands``: each reading command as a process of its own, as a user runs it:
  first with no index (the first open reads and checks the whole log, folds it and
  leaves the index), then again with it; CPU seconds, wall seconds, peak resident
  set (``os.wait4``), the medians of --rounds runs (the first open's index is
  forgotten before each of its runs);
* ``store``: the same window commands on the log's table in a SQLite store (``--table``),
  imported once into --dir: the first open (which reads and checks every row and
  leaves the index in the cache folder), then each window command with the index,
  whose rows are checked on their hash chain from the index's checkpoints; and the
  store's bytes per event (the file, with its write-ahead log, after the import)
  beside the log's;
* ``report``: how the report grows: whole-table pages of tables of about 20,000
  and 50,000 events (played once and kept in --dir), and windows of 10,000 and
  100,000 events of the long log; their time and size, the exponent between the
  two (``log(b/a) / log(size b/size a)``), bytes per event; and what a report of
  the whole long log does (refused over --max-mb, saying its size).

``--code DIR`` runs the commands (and the in-process figures it can) from another
checkout of Shahrazad, such as the commit before the index, to compare: a figure
that checkout can't make is left out. ``--before DIR`` runs each command from another
checkout too, right before the same command of ``--code``, on a copy of the log (each
keeps its own index): a before and after measured in the same moments of a busy
machine. The goals (read by a person, never asserted):
``verify`` and the first open within 2x their raw limit (raw decode and hash chain:
they check it), the whole-log ``audit --rule 727`` within 3x; a window, a position or
a cause under 1 s once the index is there, a card's story under 1 s and under 0.3x the
raw decode; peak RSS under 300 MB; the store at most the log's bytes per event; the
report linear in its window (exponent at most 1.1) and under 200 bytes an event.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

#: the exit codes of verify's verdicts other than FAILED (docs/evidence.md): the command ran
VERDICT_CODES = (0, 3, 4, 5, 6)
#: the command that runs Shahrazad's command line from the checkout on PYTHONPATH
CLI = ("import sys; sys.argv[0] = 'shahrazad'; from shahrazad.cli import main; "
       "main(prog_name='shahrazad')")


def load(code: Path) -> dict[str, Any]:
    """The modules the in-process figures use, from the checkout ``code``."""
    sys.path.insert(0, str(code))
    sys.path.insert(0, str(HERE))
    import bench_replay
    import msgpack

    from shahrazad.events.storage import logfile

    return {"msgpack": msgpack, "records": bench_replay.records,
            "raw_decode": bench_replay.raw_decode, "replay_bytes": bench_replay.replay_bytes,
            "read_log": logfile.read_log, "scan": getattr(logfile, "scan", None),
            "long_table": bench_replay.long_table, "write_log": logfile.write_log}


def cpu(fn: Callable[[], Any]) -> tuple[float, float]:
    """CPU and wall seconds of ``fn()``."""
    c0, w0 = time.process_time(), time.perf_counter()
    fn()
    return time.process_time() - c0, time.perf_counter() - w0


# -- decode -------------------------------------------------------------------------------


def raw_hash(m: dict[str, Any], data: bytes) -> int:
    """The raw decode and the hash chain over every event, as cheaply as Python hashes it
    (a copy of a blank hasher per event): the limit of a reader that checks the log."""
    unpackb = m["msgpack"].unpackb
    blank = hashlib.blake2b(digest_size=32)
    chain = bytes(32)
    n = 0
    for record in m["records"](data):
        if type(record) is tuple:
            unpackb(record[1], use_list=False, raw=False, strict_map_key=False)
            h = blank.copy()
            h.update(chain)
            h.update(record[1])
            chain = h.digest()
            n += 1
    return n


def decode_section(m: dict[str, Any], data: bytes, repeats: int,
                   say: Callable[[str], None]) -> dict[str, Any]:
    runs: dict[str, list[float]] = {}
    work: dict[str, Callable[[], Any]] = {
        "raw": lambda: m["raw_decode"](data), "raw_hash": lambda: raw_hash(m, data),
        "replay": lambda: m["replay_bytes"](data)}
    if m["scan"] is not None:
        work["scan"] = lambda: m["scan"](data, lambda raws: None)
    slow = {"read_log": lambda: m["read_log"](data, running=True)}
    for i in range(repeats):
        say(f"decode: run {i + 1} of {repeats}")
        for name, fn in work.items():
            runs.setdefault(name, []).append(cpu(fn)[0])
    for name, fn in slow.items():  # once: it takes long and holds a lot
        say(f"decode: {name}")
        runs[name] = [cpu(fn)[0]]
    out = {f"{name}_s": statistics.median(times) for name, times in runs.items()}
    for name in runs:
        out[f"{name}_x"] = out[f"{name}_s"] / out["raw_s"]
    return out


# -- commands -----------------------------------------------------------------------------


#: A process of its own that runs the commands and says what each cost. Started before
#: this one reads anything large: a child's peak resident set counts what it inherits
#: when it is forked, so the commands are forked from this small one.
LAUNCHER = r"""
import json, os, subprocess, sys, time
for line in sys.stdin:
    req = json.loads(line)
    started = time.perf_counter()
    with open(req["out"], "wb") as out:
        proc = subprocess.Popen(req["argv"], cwd=req["cwd"], env=req["env"], stdout=out,
                                stderr=subprocess.STDOUT)
        timed_out = False
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - started > req["timeout"]:
                proc.kill()
                timed_out = True
            time.sleep(0.01)
    proc.returncode = os.waitstatus_to_exitcode(status)
    print(json.dumps({"cpu_s": usage.ru_utime + usage.ru_stime,
                      "wall_s": time.perf_counter() - started,
                      "rss_mb": usage.ru_maxrss / 1024, "timed_out": timed_out,
                      "code": proc.returncode}), flush=True)
"""


class Launcher:
    """Runs commands as processes forked from a small process (see LAUNCHER)."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", LAUNCHER], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def run(self, code: Path, args: list[str], cwd: Path, env: dict[str, str],
            timeout: float, rounds: int = 1, before: Callable[[], None] | None = None
            ) -> dict[str, Any]:
        """One command, ``rounds`` times (``before`` each): the median of its CPU (user +
        system) and wall seconds, its largest peak RSS, its exit code, and the end of what
        it printed."""
        runs = []
        for _ in range(rounds):
            if before is not None:
                before()
            runs.append(self._run(code, args, cwd, env, timeout))
            if runs[-1]["code"] not in VERDICT_CODES or runs[-1]["timed_out"]:
                return runs[-1]
        found = dict(runs[-1])
        for what in ("cpu_s", "wall_s"):
            found[what] = statistics.median(r[what] for r in runs)
            found[f"{what}_runs"] = [round(r[what], 3) for r in runs]
        found["rss_mb"] = max(r["rss_mb"] for r in runs)
        return found

    def _run(self, code: Path, args: list[str], cwd: Path, env: dict[str, str],
             timeout: float) -> dict[str, Any]:
        out = cwd / "command-output.txt"
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps({
            "argv": [sys.executable, "-c", CLI, *args], "cwd": str(cwd), "env": env,
            "timeout": timeout, "out": str(out)}) + "\n")
        self.proc.stdin.flush()
        found: dict[str, Any] = json.loads(self.proc.stdout.readline())
        found["output"] = out.read_text(errors="replace").strip()[-300:]
        return found

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def forget_index(log: Path, cache: Path) -> None:
    for path in (log.with_name(log.name + ".idx"),):
        path.unlink(missing_ok=True)
    shutil.rmtree(cache, ignore_errors=True)


def commands(log: Path, n: int) -> list[tuple[str, str, list[str]]]:
    """(name, kind, arguments): kind ``whole`` reads the whole log, ``window`` a part."""
    mid = n // 2
    return [
        ("verify", "whole", ["verify", str(log), "--json"]),
        ("audit --rule 727 (whole log)", "whole", ["audit", str(log), "--rule", "727",
                                                   "--json"]),
        ("replay --at N", "window", ["replay", str(log), "--at", str(mid), "--json"]),
        ("tree --at N", "window", ["tree", str(log), "--at", str(mid), "--json"]),
        ("audit --from/--to (100 events)", "window",
         ["audit", str(log), "--from", str(mid), "--to", str(mid + 99), "--json"]),
        ("explain N", "window", ["explain", str(log), str(mid), "--json"]),
        ("story CARD", "window", ["story", str(log), "Time Walk#1", "--json"]),
        ("report --from/--to (100 events)", "window",
         ["report", str(log), "--from", str(mid), "--to", str(mid + 99), "-o", "w.html",
          "--json"]),
        ("diff N M", "window", ["diff", str(log), str(mid), str(mid + 1000), "--json"]),
    ]


def commands_section(run: Callable[..., dict[str, Any]], code: Path, log: Path, n: int,
                     timeout: float, folder: Path, say: Callable[[str], None],
                     rounds: int = 1, before: Path | None = None) -> dict[str, Any]:
    """Each command, from ``code``; with ``before`` (another checkout) each command from
    it too, right before, on a copy of the log of its own (each checkout keeps its own
    index), so that the two are measured in the same moments of the machine."""
    sides = [("", code, log, folder / "cache")]
    if before is not None:
        other = folder / "before"
        other.mkdir(exist_ok=True)
        copy = other / log.name
        if not copy.exists():
            shutil.copy(log, copy)
        sides.insert(0, (" (before)", before, copy, other / "cache"))
    results: dict[str, Any] = {}
    for suffix, checkout, path, cache in sides:
        env = {**os.environ, "PYTHONPATH": str(checkout), "XDG_CACHE_HOME": str(cache)}
        say(f"commands{suffix}: the first open (no index yet)")
        found = run(checkout, ["replay", str(path), "--at", "1", "--json"], folder, env,
                    timeout, rounds, lambda p=path, c=cache: forget_index(p, c))
        results[f"first open (replay --at 1, no index){suffix}"] = {**found, "kind": "whole"}
    for name, kind, args in commands(log, n):
        for suffix, checkout, path, cache in sides:
            env = {**os.environ, "PYTHONPATH": str(checkout), "XDG_CACHE_HOME": str(cache)}
            say(f"commands: {name}{suffix}")
            argv = [str(path) if a == str(log) else a for a in args]
            found = run(checkout, argv, folder, env, timeout, rounds)
            found["kind"] = kind
            if args[0] == "verify" and found["code"] in VERDICT_CODES:
                found["code"] = 0  # a verdict (UNSIGNED: 5), not a failure to run
            results[f"{name}{suffix}"] = found
    return results


# -- the store ----------------------------------------------------------------------------


def store_section(run: Callable[..., dict[str, Any]], code: Path, log: Path, n: int,
                  timeout: float, folder: Path, say: Callable[[str], None],
                  rounds: int = 1) -> dict[str, Any]:
    """The window commands on the log's table read from a SQLite store (``--table``)."""
    cache = folder / "cache"
    env = {**os.environ, "PYTHONPATH": str(code), "XDG_CACHE_HOME": str(cache)}
    env.pop("PERSISTENCE_MODULE", None)
    db = folder / f"store-{hashlib.blake2b(str(code).encode(), digest_size=4).hexdigest()}.sqlite"
    name = "long"
    if not db.exists():
        say("store: importing the log")
        found = run(code, ["import", str(log), "--name", name, "--db", str(db)], folder, env,
                    timeout)
        if found["code"]:
            raise SystemExit(f"import failed: {found['output']}")
    size = sum(p.stat().st_size for p in (db, db.with_name(db.name + "-wal")) if p.exists())
    results: dict[str, Any] = {"store: bytes per event": {
        "kind": "bytes", "store": size / n, "log": log.stat().st_size / n, "code": 0,
        "timed_out": False}}
    say("store: the first open (no index yet)")
    source = ["--table", name, "--db", str(db)]
    found = run(code, ["replay", *source, "--at", "1", "--json"], folder, env, timeout,
                rounds, lambda: shutil.rmtree(cache, ignore_errors=True))
    results["store: first open (replay --at 1, no index)"] = {**found, "kind": "whole"}
    for label, kind, args in commands(log, n):
        if kind != "window":
            continue
        say(f"store: {label}")
        args = [a for a in args if a != str(log)]
        found = run(code, [args[0], *source, *args[1:]], folder, env, timeout, rounds)
        results[f"store: {label}"] = {**found, "kind": kind}
    return results


# -- the report ---------------------------------------------------------------------------


def table_log(m: dict[str, Any], folder: Path, events: int, seed: int,
              say: Callable[[str], None]) -> Path:
    """A table of about ``events`` events, played once and kept in ``folder``."""
    path = folder / f"table-{events}-{seed}.shlog"
    if not path.exists():
        say(f"report: playing a table of about {events:,} events")
        m["write_log"](path, m["long_table"](events, seed))
    return path


def report_section(run: Callable[..., dict[str, Any]], m: dict[str, Any], code: Path,
                   log: Path, n: int, folder: Path, timeout: float, whole: bool, seed: int,
                   say: Callable[[str], None]) -> dict[str, Any]:
    cache = folder / "cache"
    env = {**os.environ, "PYTHONPATH": str(code), "XDG_CACHE_HOME": str(cache)}
    out: dict[str, Any] = {}
    for events in (20_000, 50_000):
        table = table_log(m, folder, events, seed, say)
        count = sum(1 for r in m["records"](table.read_bytes()) if type(r) is tuple)
        run(code, ["verify", str(table)], folder, env, timeout)  # its index, if any
        say(f"report: the whole table of {count:,} events")
        page = folder / f"whole-{events}.html"
        found = run(code, ["report", str(table), "-o", str(page), "--json"], folder, env,
                    timeout)
        found.update(events=count, bytes=page.stat().st_size if page.exists() else None)
        out[f"whole {events}"] = found
    mid = n // 2
    for size in (10_000, 100_000):
        say(f"report: a window of {size:,} events of the long log")
        page = folder / f"window-{size}.html"
        found = run(code, ["report", str(log), "--from", str(mid), "--to",
                           str(mid + size - 1), "-o", str(page), "--json"], folder, env,
                    timeout)
        found.update(events=size, bytes=page.stat().st_size if page.exists() else None)
        out[f"window {size}"] = found
    say("report: the whole long log (refused over --max-mb, or written)")
    page = folder / "whole-long.html"
    found = run(code, ["report", str(log), "-o", str(page)], folder, env, timeout)
    found.update(events=n, bytes=page.stat().st_size if page.exists() else None)
    out["whole long"] = found
    if whole:
        say("report: the whole long log, --max-mb 1000")
        found = run(code, ["report", str(log), "-o", str(page), "--max-mb", "1000"], folder,
                    env, timeout)
        found.update(events=n, bytes=page.stat().st_size if page.exists() else None)
        out["whole long, forced"] = found
    return out


def exponent(a: dict[str, Any], b: dict[str, Any], what: str) -> float | None:
    if a.get(what) is None or b.get(what) is None or a["code"] or b["code"]:
        return None
    return math.log(b[what] / a[what]) / math.log(b["events"] / a["events"])


# -- the table ----------------------------------------------------------------------------


def rows(m: dict[str, Any], data_figures: dict[str, Any] | None, cmds: dict[str, Any] | None,
         rep: dict[str, Any] | None) -> list[list[str]]:
    out = [["figure", "value", "beside the limit", "goal", ""]]

    def verdict(ok: bool | None) -> str:
        return "" if ok is None else "pass" if ok else "MISS"

    raw = raw_hash_s = None
    if data_figures:
        raw, raw_hash_s = data_figures["raw_s"], data_figures["raw_hash_s"]
        out.append(["raw decode (the limit)", f"{raw:.2f} s CPU", "1.00x raw", "", ""])
        out.append(["raw decode + hash chain", f"{raw_hash_s:.2f} s",
                    f"{data_figures['raw_hash_x']:.2f}x raw", "", ""])
        x = data_figures["replay_x"]
        out.append(["replay of the full state (fold_encoded)",
                    f"{data_figures['replay_s']:.2f} s", f"{x:.2f}x raw = {100 / x:.0f}% "
                    "of its rate", ">= 50% of raw's rate", verdict(100 / x >= 50)])
        out.append(["read_log (every event built)", f"{data_figures['read_log_s']:.2f} s",
                    f"{data_figures['read_log_x']:.2f}x raw", "", ""])
        if "scan_s" in data_figures:
            x = data_figures["scan_s"] / raw_hash_s
            out.append(["checked scan, no objects (shahrazad.events.storage.logfile.scan)",
                        f"{data_figures['scan_s']:.2f} s",
                        f"{data_figures['scan_x']:.2f}x raw = {x:.2f}x raw+hash",
                        "<= 2x raw+hash", verdict(x <= 2)])
    if cmds:
        for name, r in cmds.items():
            if r["kind"] == "bytes":
                out.append([name, f"{r['store']:.0f} B in the store, {r['log']:.0f} B in "
                            "the log", f"{r['store'] / r['log']:.2f}x the log",
                            "<= the log's", verdict(r["store"] <= r["log"])])
                continue
            if r["timed_out"] or r["code"]:
                out.append([name, "timed out" if r["timed_out"] else f"exit {r['code']}",
                            r["output"][:60], "", "MISS"])
                continue
            value = f"{r['cpu_s']:.2f} s CPU, {r['wall_s']:.2f} s wall, {r['rss_mb']:.0f} MB"
            if r["kind"] == "whole":
                ratio = f"{r['cpu_s'] / raw:.2f}x raw" if raw else ""
                if raw_hash_s:
                    ratio += f" = {r['cpu_s'] / raw_hash_s:.2f}x raw+hash"
                limit = 3 if name.startswith("audit") else 2
                ok = (r["cpu_s"] <= limit * raw_hash_s and r["rss_mb"] < 300) \
                    if raw_hash_s else None
                out.append([name, value, ratio, f"<= {limit}x raw+hash, < 300 MB",
                            verdict(ok)])
            else:
                ratio = f"{r['cpu_s'] / raw:.2f}x raw" if raw else ""
                ok = r["cpu_s"] < 1 and r["wall_s"] < 1 and r["rss_mb"] < 300
                goal = "< 1 s, < 300 MB"
                if "story CARD" in name:
                    goal = "< 1 s, < 0.3x raw"
                    ok = ok and (r["cpu_s"] < 0.3 * raw if raw else None)
                out.append([name, value, ratio, goal, verdict(ok)])
    if rep:
        for name, r in rep.items():
            if r["timed_out"] or r["code"]:
                out.append([f"report, {name}", "timed out" if r["timed_out"]
                            else f"exit {r['code']}", r["output"][:90], "", ""])
                continue
            per = f", {r['bytes'] / r['events']:.0f} B/event" if r["bytes"] else ""
            out.append([f"report, {name} ({r['events']:,} events)",
                        f"{r['cpu_s']:.2f} s CPU, {(r['bytes'] or 0) / 1e6:.1f} MB{per}, "
                        f"{r['rss_mb']:.0f} MB RSS", "", "< 200 B/event",
                        verdict(r["bytes"] / r["events"] < 200) if r["bytes"] else ""])
        for a, b in (("whole 20000", "whole 50000"), ("window 10000", "window 100000")):
            if a in rep and b in rep:
                t, size = exponent(rep[a], rep[b], "cpu_s"), exponent(rep[a], rep[b], "bytes")
                out.append([f"report growth, {a} -> {b.split()[-1]}",
                            "" if t is None else f"time ^{t:.2f}, size ^"
                            + ("" if size is None else f"{size:.2f}"), "", "<= 1.1",
                            verdict(t is not None and size is not None and t <= 1.1
                                    and size <= 1.1)])
    return out


def table_text(table: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(table[0], widths, strict=True)).rstrip(),
             "  ".join("-" * w for w in widths)]
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
              for r in table[1:]]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=(__doc__ or "").split("\n\n")[0],
        epilog="\n\n".join((__doc__ or "").split("\n\n")[1:]),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--log", type=Path, required=True,
                        help="the long log (python bench/bench_replay.py --log FILE makes it)")
    parser.add_argument("--code", type=Path, default=HERE.parent,
                        help="the checkout of Shahrazad to measure (default: this one)")
    parser.add_argument("--before", type=Path, default=None,
                        help="another checkout whose commands run too, each right before "
                             "the same command of --code (for before/after figures)")
    parser.add_argument("--sections", default="decode,commands,report",
                        help="which sections, by name: decode, commands, store, report "
                             "(default: %(default)s)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each decode")
    parser.add_argument("--rounds", type=int, default=3,
                        help="runs of each command (their medians; default: %(default)s)")
    parser.add_argument("--dir", type=Path, default=None,
                        help="where to keep the small tables and the pages (default: a "
                             "temporary folder)")
    parser.add_argument("--timeout", type=float, default=900,
                        help="seconds a command may take (default: %(default)s)")
    parser.add_argument("--whole", action="store_true",
                        help="also write the report of the whole long log (--max-mb 1000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sections = set(args.sections.split(","))
    tty = sys.stderr.isatty()

    def say(text: str) -> None:
        print(f"\r\033[K{text}" if tty else text, end="" if tty else "\n", file=sys.stderr,
              flush=True)

    launcher = Launcher()  # first, while this process is small
    code = args.code.resolve()
    m = load(code)
    folder = args.dir or Path(tempfile.mkdtemp(prefix="bench-reading-"))
    folder.mkdir(parents=True, exist_ok=True)
    log = args.log.resolve()
    data = log.read_bytes()
    n = sum(1 for r in m["records"](data) if type(r) is tuple)
    figures: dict[str, Any] = {"log": str(log), "events": n, "log_bytes": len(data),
                               "code": str(code), "python": sys.version.split()[0],
                               "cpus": os.cpu_count()}
    data_figures = cmds = rep = None
    if "decode" in sections or "commands" in sections:
        data_figures = figures["decode"] = decode_section(
            m, data, args.repeats if "decode" in sections else 1, say)
    del data
    if "commands" in sections:
        cmds = figures["commands"] = commands_section(
            launcher.run, code, log, n, args.timeout, folder, say, args.rounds,
            args.before.resolve() if args.before else None)
    if "store" in sections:
        stored = figures["store"] = store_section(launcher.run, code, log, n, args.timeout,
                                                  folder, say, args.rounds)
        cmds = {**(cmds or {}), **stored}
    if "report" in sections:
        rep = figures["report"] = report_section(launcher.run, m, code, log, n, folder,
                                                 args.timeout, args.whole, args.seed, say)
    launcher.close()
    if tty:
        say("")
    table = rows(m, data_figures, cmds, rep)
    if args.json:
        print(json.dumps({"figures": figures, "table": table}, indent=2))
        return
    print(f"log {log}: {n:,} events, {figures['log_bytes']:,} bytes; code {code}; "
          f"Python {figures['python']}, {figures['cpus']} CPUs; CPU seconds unless said\n")
    print(table_text(table))


if __name__ == "__main__":
    main()
