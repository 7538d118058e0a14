"""Every reading command prints, byte for byte, what it printed before it was made faster.

The reading commands were rewritten for speed (issue 23: one forward fold across a
window, the index keeping what a line's words need, plain printing to a pipe); what
they print must not change by a byte. The expected outputs in ``tests/data/golden/``
were made once, by the code before those changes, from the shipped logs
(``logs/demo-nested.shlog`` and the logs in ``tests/data/``, among them a table of
2,537 events with subgames two deep, long enough to cross the index's checkpoints).
A long output is kept as its SHA-256 and its length, a short one as it is, so a
difference shows in the test's report.

To make them again (only when a change of output is meant, and said in the commit):
``SHAHRAZAD_WRITE_GOLDEN=1 python -m pytest tests/test_reading_outputs.py``.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.cli import main

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
GOLDEN = DATA / "golden"
#: outputs longer than this are kept as their digest
INLINE = 16_000

LOGS = {
    "demo-nested": ROOT / "logs" / "demo-nested.shlog",
    "demo-nested-v1": DATA / "demo-nested-v1.shlog",
    "format1-demo": DATA / "format1-demo.shlog",
    "old-names": DATA / "old-names.shlog",
    "nested-2537": DATA / "nested-2537.shlog",
}

#: (name, arguments after the command's name and the log; ``{mid}`` is the middle event)
COMMANDS: list[tuple[str, list[str]]] = [
    ("verify", ["verify", "{log}"]),
    ("verify-json", ["verify", "{log}", "--json"]),
    ("audit", ["audit", "{log}"]),
    ("audit-json", ["audit", "{log}", "--json"]),
    ("audit-727", ["audit", "{log}", "--rule", "727"]),
    ("audit-727-json", ["audit", "{log}", "--rule", "727", "--json"]),
    ("audit-window", ["audit", "{log}", "--from", "{mid}", "--to", "{mid_100}"]),
    ("audit-game", ["audit", "{log}", "--game", "1.1"]),
    ("audit-card", ["audit", "{log}", "--card", "Shahrazad"]),
    ("replay", ["replay", "{log}", "--at", "{mid}"]),
    ("replay-json", ["replay", "{log}", "--at", "{mid}", "--json"]),
    ("tree", ["tree", "{log}", "--at", "{mid}"]),
    ("tree-json", ["tree", "{log}", "--at", "{mid}", "--json"]),
    ("explain", ["explain", "{log}", "{mid}"]),
    ("explain-json", ["explain", "{log}", "{mid}", "--json"]),
    ("story-shahrazad", ["story", "{log}", "Shahrazad"]),
    ("story-shahrazad-json", ["story", "{log}", "Shahrazad", "--json"]),
    ("story-bolt", ["story", "{log}", "Lightning Bolt"]),
    ("story-time-walk", ["story", "{log}", "Time Walk#1", "--json"]),
    ("diff", ["diff", "{log}", "{mid}", "{mid_100}"]),
    ("diff-json", ["diff", "{log}", "{mid}", "{mid_100}", "--json"]),
    ("report", ["report", "{log}", "--from", "{mid}", "--to", "{mid_100}", "-o", "page.html"]),
]


def _events(log: Path) -> int:
    from shahrazad.events.storage.logfile import read_log

    return len(read_log(log).events)


def _run(tmp_path: Path, log: str, args: list[str]) -> bytes:
    """What the command prints (and, for ``report``, the page it writes)."""
    copy = tmp_path / Path(LOGS[log]).name
    if not copy.exists():
        shutil.copy(LOGS[log], copy)
    n = _events(copy)
    mid = max(1, n // 2)
    values = {"log": copy.name, "mid": str(mid), "mid_100": str(min(n, mid + 100))}
    argv = [a.format(**values) for a in args]
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, argv, env={"COLUMNS": "100", "NO_COLOR": "1",
                                                     "XDG_CACHE_HOME": str(tmp_path / "c")})
    finally:
        os.chdir(cwd)
    out = f"exit {result.exit_code}\n".encode() + result.stdout_bytes
    page = tmp_path / "page.html"
    if args[0] == "report" and page.exists():
        out += b"\n--- page.html ---\n" + page.read_bytes()
        page.unlink()
    return out


def _kept(out: bytes) -> bytes:
    if len(out) <= INLINE:
        return out
    return (f"sha256 {hashlib.sha256(out).hexdigest()} bytes {len(out)}\n"
            + out[:2000].decode(errors="replace")).encode()


CASES = [(log, name, args) for log in LOGS for name, args in COMMANDS]


@pytest.mark.parametrize(("log", "name", "args"), CASES,
                         ids=[f"{log}-{name}" for log, name, _ in CASES])
def test_each_reading_command_prints_what_it_printed_before(
        tmp_path: Path, log: str, name: str, args: list[str]) -> None:
    """The output of each reading command on each shipped log is byte for byte the one
    recorded before the reading commands were made faster (see the module)."""
    expected_file = GOLDEN / log / f"{name}.txt"
    found = _kept(_run(tmp_path, log, args))
    if os.environ.get("SHAHRAZAD_WRITE_GOLDEN"):
        expected_file.parent.mkdir(parents=True, exist_ok=True)
        expected_file.write_bytes(found)
    expected = expected_file.read_bytes()
    assert found == expected, f"{log} {name}: the output changed"
