"""`audit --json` is streamed: the JSON array is printed an event at a time, in memory
that does not grow with the log (a 1,000,109-event audit peaked at 2.2 GB when the
whole list was built first), and it is the very text the whole list gave."""

from __future__ import annotations

import json
import tracemalloc
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.cli.common import emit_json_list
from shahrazad.events import vocabulary as v
from shahrazad.events.storage.logfile import write_log
from shahrazad.table import Table

DECK = (["Plains"] * 10 + ["Mountain"] * 8 + ["Shahrazad"] * 2 + ["Serra Angel"] * 3
        + ["Lightning Bolt"] * 4 + ["Grizzly Bears"] * 3) * 3


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """One table's log of about 2,000 events, and of about four times as many."""
    table = Table.new(["A", "B"], [DECK, DECK], seed=11)
    agents = {"A": RandomAgent(1), "B": RandomAgent(2)}
    while len(table.events) < 8_000 and (waiting := table.pending()) is not None:
        table.push(agents[waiting.player].decide(table, waiting), waiting.player)
    folder = tmp_path_factory.mktemp("streamed")
    cut = next(i for i, e in enumerate(table.events)
               if i >= 2_000 and isinstance(e, v.Decided))
    short, long = folder / "short.shlog", folder / "long.shlog"
    write_log(short, table.events[:cut])
    write_log(long, table.events)
    assert len(table.events) >= 3.5 * cut
    return short, long


def _audit_json(log: Path, out: Path) -> int:
    """Run `audit LOG --json` in this process, its output to a file; the peak of the
    memory Python allocated meanwhile (tracemalloc), in bytes."""
    tracemalloc.start()
    try:
        with out.open("w", encoding="utf-8") as sink, redirect_stdout(sink):
            main.main(["audit", str(log), "--json"], prog_name="shahrazad",
                      standalone_mode=False)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_audit_json_takes_memory_that_does_not_grow_with_the_log(
        logs: tuple[Path, Path], tmp_path: Path) -> None:
    """The audit of a log four times as long peaks at about the same memory, not four
    times it; each output is one JSON array with an entry per event, in order."""
    short, long = logs
    for log in logs:  # the first read builds the log's index: not what is measured
        main.main(["audit", str(log), "--from", "1", "--to", "1"], standalone_mode=False)
    peaks = {}
    for log in logs:
        out = tmp_path / f"{log.stem}.json"
        peaks[log] = _audit_json(log, out)
        lines = json.loads(out.read_text(encoding="utf-8"))
        assert [x["position"] for x in lines] == list(range(1, len(lines) + 1))
        assert set(lines[0]) == {"position", "game", "kind", "text", "rule", "rule_title",
                                 "cause"}
    assert len(json.loads((tmp_path / "long.json").read_text())) > 3.5 * len(
        json.loads((tmp_path / "short.json").read_text()))
    # the whole list built first made the long peak about four times the short one
    assert peaks[long] < 1.6 * peaks[short], peaks


@pytest.mark.parametrize("items", [[], [{}], [1, "a\nb", {"k": [1, {"x": None}]}],
                                   [{"text": "two\nlines", "n": [1, 2]}] * 3])
def test_a_streamed_list_is_the_text_the_whole_list_gives(
        items: list[object], capsys: pytest.CaptureFixture[str]) -> None:
    assert emit_json_list(iter(items)) == len(items)
    assert capsys.readouterr().out == json.dumps(items, indent=2) + "\n"
