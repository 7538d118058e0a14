"""What starting a command costs: ``shahrazad --help`` and ``shahrazad cards`` as processes.

    python bench/bench_startup.py --before /tmp/before-cards      # beside another checkout
    python bench/bench_startup.py --repeats 9 --json

Each command runs as a process of its own, and its cost is the CPU seconds (user plus
system) the process and its children spent (``resource.getrusage(RUSAGE_CHILDREN)``
around the run): what a user waits for on an idle machine, and a figure a busy machine
(the wall clock's enemy) moves much less. Each figure is the median of ``--repeats``
runs taken in turns, this checkout's run beside the other's, so a slow moment of the
machine hits both.

``--before DIR`` measures a second checkout in the same run with the same Python: a
checkout from before the rename, whose package was ``engine`` (``git worktree add
/tmp/before-cards e1c0bdf``: the last commit before the Old School cards). The goal
(issue 20): with the Old School pool in, each command costs at most the figure of the
checkout before the pool's cards plus 10%, however many cards the sets hold.
Read by a person; nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
GOAL = 1.10
#: the commands measured, as arguments of ``shahrazad``
COMMANDS: dict[str, list[str]] = {"--help": ["--help"], "cards": ["cards"]}


def launcher(code: Path) -> list[str]:
    """The command line that starts ``shahrazad`` from the checkout ``code``.

    This checkout is the installed ``shahrazad`` (``python -m shahrazad``); another one is
    a checkout from before the rename, whose package was ``engine``, put first on the path.
    """
    if code == HERE:
        return [sys.executable, "-m", "shahrazad"]
    if not (code / "engine" / "cli").is_dir() or (code / "engine" / "__main__.py").exists():
        sys.exit(f"bench_startup: {code} is not a checkout from before the rename (package "
                 "engine); measure a later one with its own installed Python")
    return [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(code)!r}); "
            "sys.argv[0] = 'shahrazad'; from engine.cli import main; main()"]


def cpu_of(command: list[str], env: dict[str, str]) -> float:
    """The CPU seconds of one run of ``command`` as a process (its output discarded)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
                   env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def environment(bytecode: Path | None) -> dict[str, str]:
    """The runs' environment: Python's bytecode cache kept in ``bytecode`` (outside the
    checkouts), as an installed package has it; ``None``: every module compiled from its
    source at every start (``PYTHONDONTWRITEBYTECODE``)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    env["COLUMNS"] = "100"
    if bytecode is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env["PYTHONPYCACHEPREFIX"] = str(bytecode)
    return env


def measure(checkouts: dict[str, Path], repeats: int,
            env: dict[str, str]) -> dict[str, dict[str, float]]:
    """The median CPU seconds of each command in each checkout, runs taken in turns
    after one run of each unmeasured (which fills the bytecode cache)."""
    runs: dict[str, dict[str, list[float]]] = {
        label: {name: [] for name in COMMANDS} for label in checkouts}
    for args in COMMANDS.values():
        for code in checkouts.values():
            cpu_of([*launcher(code), *args], env)
    for _ in range(repeats):
        for name, args in COMMANDS.items():
            for label, code in checkouts.items():
                runs[label][name].append(cpu_of([*launcher(code), *args], env))
    return {label: {name: statistics.median(times) for name, times in by_name.items()}
            for label, by_name in runs.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, default=None,
                        help="another checkout to measure in the same run")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--no-bytecode-cache", action="store_true",
                        help="compile every module at every start, as with "
                             "PYTHONDONTWRITEBYTECODE=1")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    checkouts = {"this": HERE}
    if args.before is not None:
        checkouts["before"] = args.before.resolve()
    with tempfile.TemporaryDirectory(prefix="shahrazad-bytecode-") as bytecode:
        env = environment(None if args.no_bytecode_cache else Path(bytecode))
        figures = measure(checkouts, args.repeats, env)
    pool = _pool_size()
    cache = "no bytecode cache" if args.no_bytecode_cache else "bytecode cached"
    if args.json:
        print(json.dumps({"pool_cards": pool, "repeats": args.repeats,
                          "bytecode_cache": not args.no_bytecode_cache,
                          "cpu_seconds": figures}, indent=2))
        return
    print(f"CPU seconds of each command as a process, median of {args.repeats}, {cache} "
          f"(this checkout's pool: {pool} cards)")
    for name in COMMANDS:
        line = f"  shahrazad {name:<7} this {figures['this'][name]:.3f} s"
        if "before" in figures:
            before = figures["before"][name]
            ratio = figures["this"][name] / before
            verdict = "met" if ratio <= GOAL else "NOT met"
            line += (f"   before {before:.3f} s   ratio {ratio:.2f} "
                     f"(goal at most {GOAL:.2f}: {verdict})")
        print(line)


def _pool_size() -> int:
    out = subprocess.run([sys.executable, "-c", "from shahrazad.cards.pool import CARDS; "
                          "print(len(CARDS))"], capture_output=True, text=True, check=False)
    return int(out.stdout.strip() or 0)


if __name__ == "__main__":
    main()
