"""Run ``shahrazad`` commands, each in a process of its own, fast: a fork server.

The command fuzz (``tests/test_command_fuzz.py``) runs thousands of command lines, each
as a user would: in a process of its own (a crash, an exit code, whatever it leaves in
memory or in a global is its own), with a bound on how long it may take. Starting
Python and importing the engine for each would take most of a second; so this server
imports them once, then forks a child per command. The child runs the command with its
output going to files, and the server waits for it up to the bound, killing it (and
every process it started) if it overruns: that is a hang.

Run it as a script (``python tests/command_server.py``) and talk to it through
:class:`CommandServer`: one JSON line in (the arguments, the folder, the bound), one
JSON line out (the exit code, whether it hung, whether an exception escaped, the
output). The server is single-threaded, so forking it is safe.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["CommandServer", "Outcome"]


@dataclass(frozen=True)
class Outcome:
    """How one command ended: its exit code (negative: killed by that signal), whether
    it overran the bound (``hung``), whether an exception escaped it (``crashed``,
    with its traceback in ``err``), its output, and how long it took."""

    args: tuple[str, ...]
    code: int
    hung: bool
    crashed: bool
    out: str
    err: str
    seconds: float

    @property
    def text(self) -> str:
        return self.out + self.err

    def describe(self) -> str:
        return (f"shahrazad {' '.join(map(repr, self.args))} -> exit {self.code}"
                f"{' (hung)' if self.hung else ''}{' (crashed)' if self.crashed else ''}"
                f"\n--- stdout ---\n{self.out[-3000:]}\n--- stderr ---\n{self.err[-3000:]}")


class CommandServer:
    """A running fork server; :meth:`run` runs one command line in it."""

    def __init__(self) -> None:
        self._proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve())], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, text=True, start_new_session=True)
        assert self._proc.stdout is not None
        ready = self._proc.stdout.readline()
        if ready.strip() != "ready":
            raise RuntimeError(f"the command server did not start: {ready!r}")

    def run(self, args: list[str], cwd: Path, timeout: float = 300.0,
            env: dict[str, str] | None = None) -> Outcome:
        """Run ``shahrazad ARGS`` in the folder ``cwd``, killed after ``timeout`` s."""
        assert self._proc.stdin is not None and self._proc.stdout is not None
        request = {"args": args, "cwd": str(cwd), "timeout": timeout, "env": env or {}}
        self._proc.stdin.write(json.dumps(request) + "\n")
        self._proc.stdin.flush()
        reply = self._proc.stdout.readline()
        if not reply:
            raise RuntimeError(f"the command server died running {args!r}")
        data = json.loads(reply)
        return Outcome(tuple(args), data["code"], data["hung"], data["crashed"],
                       data["out"], data["err"], data["seconds"])

    def close(self) -> None:
        if self._proc.stdin is not None:
            self._proc.stdin.close()
        try:
            self._proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()


# -- the server (run as a script) ---------------------------------------------------------


def _child(args: list[str], cwd: str, env: dict[str, str], out: int, err: int,
           crash_marker: str) -> None:
    """In the forked child: run the command as the ``shahrazad`` script would, and end
    the process with its exit code, never returning into the server's loop."""
    code = 1
    try:
        os.setpgid(0, 0)  # its own group: a hang is killed with every process it started
        devnull = os.open(os.devnull, os.O_RDONLY)
        os.dup2(devnull, 0)
        os.dup2(out, 1)
        os.dup2(err, 2)
        os.chdir(cwd)
        os.environ.update(env)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        from shahrazad.cli import main

        sys.argv = ["shahrazad", *args]
        try:
            main.main(args, prog_name="shahrazad")  # standalone: exits through SystemExit
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        except BaseException:  # what a user would see: a traceback, exit code 1
            traceback.print_exc()
            Path(crash_marker).touch()
            code = 1
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def _serve() -> None:
    import importlib

    from shahrazad.cli.common import COMMANDS

    for module in sorted(set(COMMANDS.values())):  # every command's module, once
        importlib.import_module(module)
    from shahrazad.cards import catalog

    catalog.current().names()  # the card pool, built once (every child shares it)
    print("ready", flush=True)
    for line in sys.stdin:
        request: dict[str, Any] = json.loads(line)
        with tempfile.TemporaryDirectory() as scratch:
            out_path, err_path = Path(scratch, "out"), Path(scratch, "err")
            marker = str(Path(scratch, "crashed"))
            out = os.open(out_path, os.O_WRONLY | os.O_CREAT, 0o600)
            err = os.open(err_path, os.O_WRONLY | os.O_CREAT, 0o600)
            sys.stdout.flush()
            sys.stderr.flush()
            started = time.monotonic()
            pid = os.fork()
            if pid == 0:
                _child(request["args"], request["cwd"], request["env"], out, err, marker)
            os.close(out)
            os.close(err)
            hung = False
            while True:
                done, status = os.waitpid(pid, os.WNOHANG)
                if done:
                    break
                if time.monotonic() - started > request["timeout"]:
                    hung = True
                    os.killpg(pid, signal.SIGKILL)
                    _, status = os.waitpid(pid, 0)
                    break
                time.sleep(0.005)
            seconds = time.monotonic() - started
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(pid, signal.SIGKILL)  # whatever it started and left running
            code = os.waitstatus_to_exitcode(status)
            reply = {"code": code, "hung": hung, "crashed": Path(marker).exists(),
                     "out": out_path.read_text(encoding="utf-8", errors="replace"),
                     "err": err_path.read_text(encoding="utf-8", errors="replace"),
                     "seconds": round(seconds, 3)}
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    _serve()
