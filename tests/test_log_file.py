"""The portable log file: round trips, and tampering found at the right position."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.agents import RandomAgent
from engine.table import Table
from events import encode
from events.base import Event
from events.logfile import MAGIC, LogError, dumps, loads, read_log, verify_log, write_log

DECK = ["Plains"] * 14 + ["Shahrazad"] * 3 + ["Serra Angel"] * 3 + ["Mountain"] * 8 \
    + ["Lightning Bolt"] * 6 + ["Grizzly Bears"] * 6


@pytest.fixture(scope="module")
def events() -> list[Event]:
    table = Table.new(["A", "B"], [DECK, DECK], seed=11)
    table.play({"A": RandomAgent(1), "B": RandomAgent(2)})
    return table.events


def _records(data: bytes) -> tuple[bytes, list[object]]:
    unpacker = msgpack.Unpacker(use_list=False, raw=False)
    unpacker.feed(data[len(MAGIC):])
    items = list(unpacker)
    return msgpack.packb(items[0]), items[1:]


def _rebuild(header: bytes, items: list[object]) -> bytes:
    return MAGIC + header + b"".join(msgpack.packb(i, use_bin_type=True) for i in items)


def test_round_trip_is_byte_identical(events: list[Event], tmp_path: Path) -> None:
    path = tmp_path / "t.shlog"
    write_log(path, events)
    log = read_log(path)
    assert log.events == events
    assert dumps(log.events) == path.read_bytes()
    assert log.header.seed == 11 and log.header.players == ("A", "B")


def test_altered_event_is_found(events: list[Event]) -> None:
    header, items = _records(dumps(events))
    i = 40
    forged = dataclasses.replace(events[i], rule="999.9")
    items[i] = (items[i][0], encode(forged))  # type: ignore[index]
    report = verify_log(_rebuild(header, items))
    assert not report.ok and report.first_bad == i + 1
    with pytest.raises(LogError) as err:
        loads(_rebuild(header, items))
    assert err.value.position == i + 1


@pytest.mark.parametrize("how", ["removed", "duplicated", "swapped"])
def test_missing_duplicated_reordered_found(events: list[Event], how: str) -> None:
    header, items = _records(dumps(events))
    i = 30
    if how == "removed":
        del items[i]
    elif how == "duplicated":
        items.insert(i, items[i])
    else:
        items[i], items[i + 1] = items[i + 1], items[i]
    report = verify_log(_rebuild(header, items))
    assert not report.ok
    assert report.first_bad == (i + 2 if how == "duplicated" else i + 1), report


def test_forged_hash_and_truncation(events: list[Event]) -> None:
    header, items = _records(dumps(events))
    forged = list(items)
    forged[20] = (b"\x00" * 16, forged[20][1])  # type: ignore[index]
    report = verify_log(_rebuild(header, forged))
    assert not report.ok and report.first_bad == 21 and "forged" in (report.problem or "")
    cut = _rebuild(header, items[:-6])
    report = verify_log(cut)
    assert not report.ok and "truncated" in (report.problem or "")
    assert not verify_log(b"hello").ok


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_random_corruption_is_reported_never_a_traceback(data: st.DataObject) -> None:
    small = _small_log()
    blob = bytearray(small)
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(blob) - 1))
        blob[i] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(0, len(blob)))
    corrupted = bytes(blob[:cut]) if data.draw(st.booleans()) else bytes(blob)
    report = verify_log(corrupted)
    if corrupted != small:
        assert not report.ok or loads(corrupted).events


_cache: dict[str, bytes] = {}


def _small_log() -> bytes:
    if "log" not in _cache:
        table = Table.new(["A", "B"], [DECK, DECK], seed=3)
        for _ in range(30):
            waiting = table.pending()
            assert waiting is not None
            table.push(RandomAgent(1).decide(table, waiting))
        _cache["log"] = dumps(table.events)
    return _cache["log"]
