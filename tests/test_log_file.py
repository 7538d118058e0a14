"""The portable log file: round trips, tampering and damage found at the right position,
old formats read, newer ones refused by name, and bounded input."""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from shahrazad.agents import RandomAgent
from shahrazad.events import encode
from shahrazad.events.base import Event
from shahrazad.events.storage.logfile import (
    MAGIC,
    LogError,
    dumps,
    loads,
    read_log,
    verify_log,
    write_log,
)
from shahrazad.events.storage.logformat import (
    MAX_CARDS,
    MAX_HEADER,
    MAX_RECORD,
    MAX_TEXT,
    LogHeader,
    head_hash,
    link,
    record_bytes,
    trailer_bytes,
)
from shahrazad.events.storage.logwriter import LogBusy
from shahrazad.events.vocabulary import TableOpened
from shahrazad.table import Table

DECK = ["Plains"] * 14 + ["Shahrazad"] * 3 + ["Serra Angel"] * 3 + ["Mountain"] * 8 \
    + ["Lightning Bolt"] * 6 + ["Grizzly Bears"] * 6
FORMAT1 = Path(__file__).parent / "data" / "format1-demo.shlog"
#: names of Python exceptions: a message for a person never shows one
PYTHON_NAMES = re.compile(r"\b\w*(Error|Exception|Data|Full)\b|Traceback|msgpack")


@pytest.fixture(scope="module")
def events() -> list[Event]:
    table = Table.new(["A", "B"], [DECK, DECK], seed=11)
    table.play({"A": RandomAgent(1), "B": RandomAgent(2)})
    return table.events


_cache: dict[str, Any] = {}


def _small_table() -> Table:
    """A table 30 decisions in (a few hundred events): small enough to damage at every
    byte."""
    if "table" not in _cache:
        table = Table.new(["A", "B"], [DECK, DECK], seed=3)
        for _ in range(30):
            waiting = table.pending()
            assert waiting is not None
            table.push(RandomAgent(1).decide(table, waiting))
        _cache["table"] = table
    table: Table = _cache["table"]
    return table


def _small_log() -> bytes:
    return dumps(_small_table().events)


@dataclasses.dataclass
class Item:
    """One msgpack value of a log after its header: where it is and what it is."""

    at: int
    end: int
    value: Any

    @property
    def record(self) -> bool:
        return isinstance(self.value, tuple)


def _items(data: bytes) -> tuple[bytes, list[Item]]:
    """A log's header bytes, and its records, marks and trailer with their offsets."""
    unpacker = msgpack.Unpacker(use_list=False, raw=False)
    unpacker.feed(data[len(MAGIC):])
    unpacker.unpack()
    header = data[len(MAGIC):len(MAGIC) + unpacker.tell()]
    items = []
    while True:
        at = len(MAGIC) + unpacker.tell()
        try:
            value = unpacker.unpack()
        except msgpack.OutOfData:
            return header, items
        items.append(Item(at, len(MAGIC) + unpacker.tell(), value))


def _chained(header: bytes, bodies: list[bytes], *, marks: list[bool] | None = None) -> bytes:
    """A format-2 log chained properly over ``header`` and the event bytes ``bodies``:
    what a forger who edits events and computes the chain again makes. ``marks``: after
    which records an end-of-action mark goes (default: where a decision follows)."""
    chain = head_hash(header)
    out = [MAGIC, header]
    for i, body in enumerate(bodies):
        out.append(record_bytes(chain, body))
        chain = link(chain, body)
        if marks is not None:
            mark = marks[i]
        else:
            mark = i + 1 == len(bodies) or msgpack.unpackb(bodies[i + 1])[0] == "decided"
        if mark:
            out.append(b"\x80")
    out.append(trailer_bytes(len(bodies), chain))
    return b"".join(out)


def _bodies(events: list[Event]) -> list[bytes]:
    return [encode(e) for e in events]


# -- round trips and tampering -----------------------------------------------------------


def test_round_trip_is_byte_identical(events: list[Event], tmp_path: Path) -> None:
    path = tmp_path / "t.shlog"
    write_log(path, events)
    log = read_log(path)
    assert log.events == events and log.complete and log.state == "over"
    assert dumps(log.events) == path.read_bytes()
    assert log.header.seed == 11 and log.header.players == ("A", "B")
    assert log.header.format == 2 and log.header_bytes == _items(path.read_bytes())[0]


def test_a_forger_who_chains_again_passes_the_chain(events: list[Event]) -> None:
    """What the chain alone can't prove (why logs are signed): edit an event, compute the
    chain again, and the log reads."""
    header, _ = _items(dumps(events))
    bodies = _bodies(events)
    bodies[40] = encode(dataclasses.replace(events[40], rule="999.9"))
    assert verify_log(_chained(header, bodies)).ok


def test_altered_event_is_found(events: list[Event]) -> None:
    data = dumps(events)
    _, items = _items(data)
    records = [i for i in items if i.record]
    k = 41
    forged = encode(dataclasses.replace(events[k - 1], rule="999.9"))
    target = records[k - 1]
    blob = data[:target.at] + record_bytes(target.value[0], forged) + data[target.end:]
    report = verify_log(blob)
    assert not report.ok and report.first_bad == k, report
    with pytest.raises(LogError) as err:
        loads(blob)
    assert err.value.position == k


def _rebuilt(data: bytes, items: list[Item]) -> bytes:
    header_end = items[0].at if items else len(data)
    return data[:header_end] + b"".join(data[i.at:i.end] for i in items)


@pytest.mark.parametrize("how", ["removed", "duplicated", "swapped"])
def test_missing_duplicated_reordered_found(events: list[Event], how: str) -> None:
    data = dumps(events)
    _, items = _items(data)
    index = [n for n, i in enumerate(items) if i.record][30]  # the record of event 31
    if how == "removed":
        del items[index]
    elif how == "duplicated":
        items.insert(index, items[index])
    else:
        following = index + 1 if items[index + 1].record else index + 2
        items[index], items[following] = items[following], items[index]
    report = verify_log(_rebuilt(data, items))
    assert not report.ok
    assert report.first_bad == (32 if how == "duplicated" else 31), report


def test_forged_hash_is_named(events: list[Event]) -> None:
    data = dumps(events)
    _, items = _items(data)
    record = [i for i in items if i.record][20]
    blob = data[:record.at + 3] + bytes(16) + data[record.at + 19:]
    report = verify_log(blob)
    assert not report.ok and report.first_bad == 21 and "forged" in (report.problem or "")
    assert not verify_log(b"hello").ok


def test_an_altered_or_added_header_key_breaks_the_chain(events: list[Event]) -> None:
    """The header is hashed as stored: a key added to it, or a value changed in a way
    the fields don't show (an int stored wider), is found at event 1."""
    data = dumps(events)
    header, _ = _items(data)
    fields = LogHeader.of(events[0]).fields()
    rest = data[len(MAGIC) + len(header):]
    grown = msgpack.packb({**fields, "referee": "me"}, use_bin_type=True)
    assert "'referee'" in (verify_log(MAGIC + grown + rest).problem or "")
    reordered = msgpack.packb(dict(reversed(fields.items())), use_bin_type=True)
    report = verify_log(MAGIC + reordered + rest)  # the same fields, other bytes
    assert not report.ok and report.first_bad == 1 and "header" in (report.problem or "")
    wide = header.replace(b"\xa4seed\x0b", b"\xa4seed\xcd\x00\x0b")  # 11 as a uint16
    assert wide != header
    report = verify_log(MAGIC + wide + rest)
    assert not report.ok and report.first_bad == 1
    # and a forger who chains again over the extra key is refused by name
    with pytest.raises(LogError, match="keys this Shahrazad does not know: 'referee'"):
        loads(_chained(grown, _bodies(events)))


def _every_field_set() -> TableOpened:
    """A first event with every field of ``TableOpened`` away from its default."""
    values: dict[str, Any] = {
        "edition": "2014", "seed": 5, "players": ("A", "B"),
        "decks": (("Island",), ("Swamp", "Swamp")), "sideboards": ((), ("Plains",)),
        "options": (("A7", "b"),), "engine_version": "9.9",
        "custom_cards": ({"name": "Own Card", "types": ("Creature",)},),
        "scenario_position": {"games": ({"id": "1"},), "turn": 3},
        "scenario_sha256": "ab" * 32}
    assert set(values) == set(TableOpened.FIELDS), "a new field: give it a value here"
    return TableOpened(position=1, game="1", rule="100.1", **values)


def test_every_field_of_the_first_event_round_trips_through_the_header() -> None:
    """The header holds every field of ``TableOpened`` (its list is the event's): each
    one written, read back as it was, and checked against the first event."""
    opened = _every_field_set()
    log = loads(dumps([opened]))
    assert log.header.table == opened.payload() and log.header.matches(opened)
    for name in TableOpened.FIELDS:
        assert getattr(log.header, name) == getattr(opened, name), name
    assert set(LogHeader.of(opened).fields()) == {"format", *TableOpened.FIELDS}


def test_a_header_that_contradicts_the_first_event_is_refused() -> None:
    """A header and a first event that disagree on any field (here the scenario's
    hash, chained again so only the disagreement is left) are refused at event 1."""
    opened = _every_field_set()
    forged = LogHeader.of(dataclasses.replace(opened, scenario_sha256="cd" * 32)).encode()
    with pytest.raises(LogError, match="header does not match the first event"):
        loads(_chained(forged, [encode(opened)]))


def test_a_header_of_a_position_table_written_before_it_held_the_position_reads() -> None:
    """Logs written before the header held ``scenario_position`` and ``scenario_sha256``
    (the shipped demo log among them) leave them out: they still read and verify."""
    opened = _every_field_set()
    old = {k: v for k, v in LogHeader.of(opened).fields().items()
           if k not in ("scenario_position", "scenario_sha256")}
    data = _chained(msgpack.packb(old, use_bin_type=True), [encode(opened)])
    assert loads(data).events == [opened] and verify_log(data).ok


def test_a_log_of_format_1_still_reads_and_verifies() -> None:
    """Logs written before format 2 (the header re-encoded before hashing, a 128-bit
    chain, no end-of-action marks) read and verify as they were written."""
    log = read_log(FORMAT1)
    assert log.format == 1 and log.complete and len(log.events) == 514
    report = verify_log(FORMAT1)
    assert report.ok and report.format == 1 and len(report.last_hash) == 32
    data = FORMAT1.read_bytes()
    assert not verify_log(data[:-30]).ok  # format 1 was written whole: a cut is damage
    blob = bytearray(data)
    blob[len(data) // 2] ^= 0x40
    assert not verify_log(bytes(blob)).ok


def test_a_newer_format_or_schema_version_is_refused_by_name(events: list[Event]) -> None:
    data = dumps(events)
    header, _ = _items(data)
    newer = msgpack.packb({**LogHeader.of(events[0]).fields(), "format": 3},
                          use_bin_type=True)
    report = verify_log(MAGIC + newer + data[len(MAGIC) + len(header):])
    assert report.problem == "written by a newer Shahrazad: log format 3, this reads 1-2"
    bodies = _bodies(events)
    raw = list(msgpack.unpackb(bodies[5]))
    raw[1] = 7
    bodies[5] = msgpack.packb(raw, use_bin_type=True)
    report = verify_log(_chained(header, bodies))
    assert report.first_bad == 6 and (report.problem or "").startswith(
        f"written by a newer Shahrazad: event 6 ({raw[0]}) has schema version 7, this reads 1")


# -- input a reader must survive ---------------------------------------------------------


def _refused(data: bytes, position: int | None, words: str) -> str:
    report = verify_log(data)
    assert not report.ok and report.first_bad == position, report
    assert words in (report.problem or ""), report.problem
    with pytest.raises(LogError):
        loads(data)
    assert not PYTHON_NAMES.search(report.problem or ""), report.problem
    return report.problem or ""


def test_a_record_over_the_size_limit_is_refused_before_it_is_read() -> None:
    data = _small_log()
    _, items = _items(data)
    record = [i for i in items if i.record][9]
    # a bin32 length of 64 MiB, and only a little of it: nothing that big is ever read
    huge = b"\x92\xc4\x10" + data[record.at + 3:record.at + 19] + b"\xc6" \
        + (64 * 1024 * 1024).to_bytes(4, "big") + b"\x00" * 100
    _refused(data[:record.at] + huge, 10, f"over the limit of {MAX_RECORD:,} bytes")


def test_headers_over_their_limits_are_refused() -> None:
    events = _small_table().events
    fields = LogHeader.of(events[0]).fields()  # type: ignore[arg-type]
    rest = _small_log()[len(MAGIC) + len(_items(_small_log())[0]):]
    big = msgpack.packb({**fields, "engine_version": "x" * (MAX_HEADER + 10)})
    _refused(MAGIC + big + rest, None, f"larger than the limit of {MAX_HEADER:,} bytes")
    long_name = msgpack.packb({**fields, "players": ["A" * (MAX_TEXT + 1), "B"]})
    _refused(MAGIC + long_name + rest, None, f"over the limit of {MAX_TEXT:,}")
    many = msgpack.packb({**fields, "decks": [["Plains"] * (MAX_CARDS + 1), []]})
    _refused(MAGIC + many + rest, None, f"over the limit of {MAX_CARDS:,}")
    wrong = msgpack.packb({**fields, "seed": "eleven"})
    _refused(MAGIC + wrong + rest, None, "seed should be a whole number")


@pytest.mark.parametrize("after", [b"\x80", b"\x92\xc4\x10", b"\x81\xa3end", b"\x00",
                                   b"\x92\xc4\x10" + bytes(16) + b"\xc4\x01\xc0",
                                   b"\xa5hello"])
def test_bytes_after_the_trailer_fail_verify(after: bytes) -> None:
    """Whole values or parts of one after the trailer: the log is not as written."""
    data = _small_log()
    n = len(_small_table().events)
    _refused(data + after, n + 1, "after")


def test_damaged_framing_is_named_at_the_damaged_record() -> None:
    """Damage every byte of every record's framing (its array and bin headers, its check
    bytes, its length) and of every end-of-action mark of a small log in turn, three
    ways (its lowest bit, its highest, all its bits): the position reported is the
    record whose framing is damaged (a mark: the record after it, where a record
    should begin)."""
    table = Table.new(["A", "B"], [DECK, DECK], seed=3)
    for _ in range(12):
        waiting = table.pending()
        assert waiting is not None
        table.push(RandomAgent(1).decide(table, waiting))
    data = dumps(table.events)
    _, items = _items(data)
    k = 0
    checked = 0
    for item in items:
        if item.record:
            k += 1
            size = len(item.value[1])
            framing = range(item.at, item.at + 20 + (1 if size < 256 else 2))
            expected = k
        elif item.value == {}:
            framing = range(item.at, item.end)
            expected = k + 1
        else:
            continue
        for at in framing:
            for mask in (0x01, 0x80, 0xFF):
                blob = bytearray(data)
                blob[at] ^= mask
                report = verify_log(bytes(blob))
                assert not report.ok and report.first_bad == expected, (at - item.at, mask,
                                                                        report)
                assert not PYTHON_NAMES.search(report.problem or ""), report.problem
                checked += 1
    assert checked > 20 * 3 * 50


# The wrong values hypothesis draws from (what msgpack can hold).
WRONG = st.one_of(st.integers(-2**63, 2**64 - 1), st.floats(allow_nan=False), st.booleans(),
                  st.none(), st.text(max_size=8), st.binary(max_size=8),
                  st.lists(st.integers(-9, 9), max_size=3),
                  st.dictionaries(st.text(max_size=3), st.integers(-9, 9), max_size=2))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(1, 400), field=st.integers(0, 12), value=WRONG)
@example(index=1, field=0, value={})             # found by hypothesis: a map for the game
#                                                  escaped as an exception ("unhashable")
@example(index=20, field=5, value=True)          # a bool for the cause (Python: an int)
@example(index=20, field=4, value=117.3)         # a number for the rule
@example(index=20, field=3, value=1)             # a number for the game
@example(index=20, field=5, value=400)           # a cause after the event
@example(index=20, field=3, value="1.0")         # not a game's path
@example(index=60, field=7, value=[1, "x"])      # a payload field of the wrong type
def test_wrong_types_in_an_event_are_refused_at_their_position(index: int, field: int,
                                                               value: Any) -> None:
    """Replace one field of one event by a value of another type (the chain computed
    again, so only the type is wrong): the log is refused at that event, in words."""
    events = _small_table().events
    k = 1 + index % (len(events) - 1)  # not the first event: it is the header's copy
    bodies = _bodies(events)
    raw = list(msgpack.unpackb(bodies[k], use_list=False, raw=False))
    payload = dict(raw[6])
    names = [3, 4, 5, *range(7, 7 + len(payload))]
    slot = names[field % len(names)]
    if slot < 7:
        raw[slot] = value
    else:
        payload[sorted(payload)[slot - 7]] = value
        raw[6] = payload
    bodies[k] = msgpack.packb(raw, use_bin_type=True)
    header, _ = _items(_small_log())
    data = _chained(header, bodies)
    report = verify_log(data)
    if report.ok:  # the value had the right type after all
        assert loads(data).events[k] is not None
        return
    assert report.first_bad == k + 1, report
    assert not PYTHON_NAMES.search(report.problem or ""), report.problem


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_random_damage_is_reported_never_a_traceback(data: st.DataObject) -> None:
    small = _small_log()
    blob = bytearray(small)
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(blob) - 1))
        blob[i] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(0, len(blob)))
    corrupted = bytes(blob[:cut]) if data.draw(st.booleans()) else bytes(blob)
    report = verify_log(corrupted)
    if corrupted != small:
        assert not report.ok
        assert not PYTHON_NAMES.search(report.problem or ""), report.problem
    try:
        log = loads(corrupted, running=True)
    except LogError as exc:
        assert not PYTHON_NAMES.search(str(exc)), str(exc)
    else:
        assert log.events == _small_table().events[:len(log.events)]


def test_write_log_uses_a_file_of_its_own_and_leaves_none_behind(tmp_path: Path,
                                                                 events: list[Event]) -> None:
    """A writer writes a file of its own and renames it, under the claim on the log's
    name: a second writer of the same path meanwhile is refused (LogBusy), the path
    holds one whole log, never a mix, and no temporary or lock file is left."""
    path = tmp_path / "t.shlog"
    other = _small_table().events
    refused: list[LogBusy] = []

    class Racing:
        """Events that start the other writer halfway through."""

        def __iter__(self):  # type: ignore[no-untyped-def]
            for i, e in enumerate(events):
                if i == len(events) // 2:
                    try:
                        write_log(path, other)
                    except LogBusy as exc:
                        refused.append(exc)
                yield e

    write_log(path, Racing())  # type: ignore[arg-type]
    assert len(refused) == 1 and read_log(path).events == events
    assert [p.name for p in tmp_path.iterdir()] == ["t.shlog"]
    shutil.copy(path, tmp_path / "copy.shlog")
    write_log(path, other)
    assert read_log(path).events == other


def test_the_scan_notes_one_offset_per_event_when_its_fast_loop_hands_over(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The scan's fast loop hands a rules action over to the careful one at any record it
    can't check itself (an event of an older version, to be upcast): the offsets it noted
    for that action are taken back, one per event, and noted again, so the index finds
    every record (a record counted but not noted was once taken back with them, and every
    reader of such a log rebuilt its index for ever)."""
    from shahrazad.events.storage import logfile

    data = _small_log()
    plain = logfile.Tap(offsets=[], every=16)
    logfile._scan(data, lambda raws: None, plain)
    from shahrazad.events import typedcodec

    decode, converts = logfile._typed()
    handed_over = {typedcodec.structs()[k] for k in ("priority_given", "zone_changed")}
    assert handed_over <= set(converts)
    monkeypatch.setattr(logfile, "_typed", lambda: (decode, {
        t: (lambda *a: None) if t in handed_over else ok for t, ok in converts.items()}))
    careful = logfile.Tap(offsets=[], every=16)
    found = logfile._scan(data, lambda raws: None, careful)
    assert careful.offsets == plain.offsets and len(careful.offsets) == found.events
    assert careful.chains == plain.chains
