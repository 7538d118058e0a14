"""The bytes of a stored table's rows, and the hash chain that ties them together.

A table in the store is one row per event (:mod:`shahrazad.events.storage.store`); row *k* is the
event at position *k*. A row's ``state`` (format 2) is two msgpack values one after the
other: the **chain hash after the event** (``bin``, 32 bytes: ``0xc4 0x20`` then the
hash) and the **event** exactly as :func:`shahrazad.events.codec.encode` made it.

The chain is the log's (:mod:`shahrazad.events.storage.logformat`): ``h0`` is BLAKE2b-256 of the log
header that the table's first event (``TableOpened``) makes, and ``h_k =
blake2b-256(h_{k-1} + event_bytes_k)``. So the head of a stored table is the head
of the log it exports to, and a stored table and its log agree hash for hash.

What the chain finds, when :func:`check_rows` reads the rows in order:

* an **edited row** (its event's bytes or its hash changed in the database): its
  event no longer gives its hash, named at that row;
* a **missing row**: a position without its row, named at that position;
* **reordered or moved rows**: a row whose event says another position;
* a row whose hash was recomputed after its event was edited: the row after it no
  longer follows, and is named with the row before it (a chain tells that two rows
  disagree; only a signature over an exported log says which one someone changed).

Rows of format 1 (stored before rows carried their hash) are the bare event (its first
byte is ``0x97``, an array of 7); they are read, but nothing in them can be checked
against an edit. A row that begins with anything else is of a format this Shahrazad
does not know, and is refused by name.

>>> from shahrazad.events.codec import encode
>>> from shahrazad.events.vocabulary import TableOpened
>>> opened = TableOpened(position=1, game="1", rule="100.1", edition="current", seed=1,
...                      players=("A", "B"), decks=((), ()), sideboards=((), ()),
...                      options=(), engine_version="x")
>>> row, head = row_bytes(start_hash(opened), encode(opened))
>>> row[:2].hex(), len(row) - len(encode(opened)), check_rows([(1, row)]).head == head
('c420', 34, True)
>>> damaged = row.replace(b"current", b"currenu")  # the edition's text, one byte off
>>> check_rows([(1, damaged)]).problem
'row 1 was edited: its bytes do not give the chain hash stored with it'

**Format 3: one row per rules action.** A rules action is the unit the store commits,
so it is the unit it stores: row *k* holds the events of the action that ends at
position *k* (its ``originator_version`` is the action's last position, so the last
row's version is still the table's head). Its bytes are the byte ``0x03``, the **chain
hash after the action's last event** (32 bytes, as a format-2 row carries after each
event), a byte saying how the rest is held (``0``: as it is, ``1``: compressed by the
store library's zlib compressor) and the events, exactly as
:func:`shahrazad.events.codec.encode` made them, as one msgpack array of ``bin``.
Each row of the library's table costs about 115 bytes of its own columns, and events of
one action, alike in their kinds and fields, compress together where one alone does
not: a stored event costs fewer bytes than a log's record. :func:`expand_rows` turns
these rows back into one row of format 2 per event (the chain hashes between the events
of an action worked out again, the hash after the last one as stored), so that every
reader and :func:`check_rows` reads them as before: an edit of any event of an action
no longer gives the hash stored with the action, and is named at the action's first row.

>>> chain = start_hash(opened)
>>> row, after = action_row(chain, [encode(opened)] * 3)
>>> row[:1].hex(), len(row) < 3 * len(encode(opened))
('03', True)
>>> [p for p, _ in expand_rows([(3, row)], chain)], after == row[1:33]
([1, 2, 3], True)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import msgpack
from eventsourcing.compressor import ZlibCompressor

from shahrazad.events.base import EVENT_TYPES, Event
from shahrazad.events.codec import CorruptEvent, from_raw
from shahrazad.events.errors import ShahrazadError
from shahrazad.events.fieldtypes import wrong_field
from shahrazad.events.storage.logformat import LogHeader, head_hash, link
from shahrazad.events.vocabulary import TableOpened

__all__ = [
    "ACTION",
    "ACTION_ROW",
    "HASH",
    "ROW",
    "RowCheck",
    "action_events",
    "action_hash",
    "action_row",
    "action_rows",
    "check_rows",
    "expand_rows",
    "is_action",
    "row_bytes",
    "split_row",
    "start_hash",
    "stored_hash",
]

#: a format-2 row begins with these bytes: msgpack's bin 8 of 32 bytes, the hash
ROW = b"\xc4\x20"
#: how long the chain hash is
HASH = 32
_BARE = 0x97  # a format-1 row: the event itself, a msgpack array of 7
_AFTER = len(ROW) + HASH
#: a format-3 row (one rules action) begins with this byte
ACTION = b"\x03"
_HELD = len(ACTION) + HASH  # where the byte saying how the events are held is
_AS_IS, _COMPRESSED = 0, 1
#: the store library's own compressor (its ``COMPRESSOR_TOPIC`` setting's zlib)
_COMPRESSOR = ZlibCompressor()
#: bytes a reader takes for an event that can't be read (msgpack never uses 0xc1)
_UNREADABLE = b"\xc1"


class RowError(ShahrazadError, ValueError):
    """A row of a format this Shahrazad does not know."""


def start_hash(opened: Event) -> bytes:
    """``h0``: the chain's start, from the log header the table's first event makes."""
    if not isinstance(opened, TableOpened):
        raise ValueError("a table begins with its TableOpened event")
    return head_hash(LogHeader.of(opened).encode())


def row_bytes(chain: bytes, event: bytes) -> tuple[bytes, bytes]:
    """The row of one event after ``chain``, and the chain hash after it."""
    after = link(chain, event)
    return ROW + after + event, after


def split_row(state: bytes) -> tuple[bytes | None, bytes]:
    """A row's chain hash (``None`` in a format-1 row) and its event's bytes."""
    if state[:2] == ROW and len(state) > _AFTER:
        return state[len(ROW):_AFTER], state[_AFTER:]
    if state[:1] == bytes((_BARE,)):
        return None, state
    raise RowError("its bytes are neither a chain hash and an event (format 2) nor an "
                   "event (format 1): written by a newer Shahrazad, or damaged")


@dataclass(frozen=True, slots=True)
class RowCheck:
    """What :func:`check_rows` found: ``ok``, or the first bad row and why."""

    ok: bool
    #: the events read (up to the first bad row, which is left out)
    events: list[Event] = field(repr=False)
    first_bad: int | None = None
    problem: str | None = None
    #: the chain hash after the last good row (empty before any)
    head: bytes = b""
    #: 2 if the rows carry their chain hashes, 1 if they are bare events
    format: int = 2


def _versions(cls: type[Event]) -> str:
    return "1" if cls.VERSION == 1 else f"1-{cls.VERSION}"


def _event(data: bytes, k: int) -> Event:
    """The event in row ``k``'s bytes, checked for its schema version and field types
    (raises ``ValueError`` saying what is wrong)."""
    try:
        raw: Any = msgpack.unpackb(data, use_list=False, raw=False, strict_map_key=False)
    except Exception:  # msgpack raises several unrelated types for bad bytes
        raise ValueError("its event's bytes are damaged") from None
    if type(raw) is not tuple or len(raw) != 7:
        raise ValueError("its event is not an array of 7 fields")
    kind, version = raw[0], raw[1]
    cls = EVENT_TYPES.get(kind) if type(kind) is str else None
    if cls is None:
        raise ValueError(f"its event is of a kind this Shahrazad does not know: {kind!r}")
    if type(version) is not int or version < 1:
        raise ValueError(f"its event ({kind}) has no schema version")
    if version > cls.VERSION:
        raise ValueError(f"written by a newer Shahrazad: its event ({kind}) has schema "
                         f"version {version}, this reads {_versions(cls)}")
    try:
        event = from_raw(raw)
    except CorruptEvent as exc:
        raise ValueError(f"its event ({kind}) does not decode: {exc}") from None
    problem = wrong_field(event)
    if problem is not None:
        raise ValueError(f"its event ({kind}): {problem}")
    return event


def check_rows(rows: Iterable[tuple[int, bytes]], *, start: int = 1,
               chain: bytes | None = None) -> RowCheck:
    """Read ``rows`` (position and ``state``, in position order) from ``start``, and
    check every row: that it is there, decodes, holds the event of its position, and
    gives the chain hash stored with it. ``chain`` is the hash before ``start`` (for a
    window of a table: the stored hash of row ``start - 1``); from 1, it is worked out
    from the first event.
    """
    events: list[Event] = []
    fmt: int | None = None
    expected = start

    def bad(k: int, problem: str) -> RowCheck:
        return RowCheck(False, events, k, problem, chain or b"", fmt or 2)

    for version, state in rows:
        k = expected
        if version != k:
            return bad(k, f"row {k} is missing: the rows go from {k - 1} to {version}"
                       if k > start else f"row {k} is missing: the first row is {version}")
        try:
            stored, data = split_row(state)
        except RowError as exc:
            return bad(k, f"row {k}: {exc}")
        this = 2 if stored is not None else 1
        if fmt is not None and this != fmt:
            return bad(k, f"row {k} is of format {this}, the rows before it of format "
                          f"{fmt}: a row was replaced")
        fmt = this
        try:
            event = _event(data, k)
        except ValueError as exc:
            return bad(k, f"row {k} can't be read: {exc}")
        if event.position != k:
            return bad(k, f"row {k} holds the event of position {event.position}: rows "
                          "were removed, copied or reordered")
        if k == 1:
            if not isinstance(event, TableOpened):
                return bad(1, f"row 1 holds {event.KIND}, not the table's TableOpened")
            chain = start_hash(event)
        if stored is not None:
            if chain is None:
                return bad(k, f"row {k} carries a chain hash, row {k - 1} none: a row was "
                              "replaced")
            if link(chain, data) != stored:
                return bad(k, f"row {k} was edited: its bytes do not give the chain hash "
                              "stored with it" + (f" (or row {k - 1} was rewritten with a "
                                                  "hash of its own)" if k > 1 else ""))
            chain = stored
        elif chain is not None:
            chain = link(chain, data)
        events.append(event)
        expected += 1
    return RowCheck(True, events, None, None, chain or b"", fmt or 2)


# -- format 3: one row per rules action ------------------------------------------------


def action_row(chain: bytes, events: list[bytes]) -> tuple[bytes, bytes]:
    """The format-3 row of one rules action's events (their bytes) after ``chain``, and
    the chain hash after them."""
    for data in events:
        chain = link(chain, data)
    payload: bytes = msgpack.packb(events, use_bin_type=True)
    packed = _COMPRESSOR.compress(payload)
    if len(packed) < len(payload):
        return ACTION + chain + bytes((_COMPRESSED,)) + packed, chain
    return ACTION + chain + bytes((_AS_IS,)) + payload, chain


#: the most events one format-3 row holds: a longer rules action (a table opened with
#: its decks, a log of no decisions) is stored in rows of this many, in one transaction
ACTION_ROW = 256


def action_rows(chain: bytes, events: list[bytes], positions: list[int],
                starts: list[bool] | None = None) -> tuple[list[tuple[int, bytes]], bytes]:
    """The format-3 rows of events (their bytes, positions, and whether each begins a
    rules action; ``None``: they are one action), one per action, or per
    :data:`ACTION_ROW` events of a longer one: each row's position and bytes; and the
    chain after them."""
    rows: list[tuple[int, bytes]] = []
    begun = 0
    for i in range(1, len(events) + 1):
        if i == len(events) or i - begun >= ACTION_ROW or (starts is not None and starts[i]):
            row, chain = action_row(chain, events[begun:i])
            rows.append((positions[i - 1], row))
            begun = i
    return rows, chain


def is_action(state: bytes) -> bool:
    """Is ``state`` a format-3 row (one rules action)?"""
    return state[:1] == ACTION and len(state) > _HELD


def action_hash(state: bytes) -> bytes:
    """The chain hash after a format-3 row's last event."""
    return state[len(ACTION):_HELD]


def action_events(state: bytes) -> list[bytes]:
    """The events' bytes a format-3 row holds (raises :class:`RowError` if they can't be
    read)."""
    held, body = state[_HELD], state[_HELD + 1:]
    try:
        payload = _COMPRESSOR.decompress(body) if held == _COMPRESSED else \
            body if held == _AS_IS else b""
        events = msgpack.unpackb(payload, raw=False, use_list=True)
    except Exception:  # zlib and msgpack raise several unrelated types for bad bytes
        events = None
    if not isinstance(events, list) or not events or \
            not all(isinstance(e, bytes) for e in events):
        raise RowError("its rules action's bytes are damaged")
    return events


def stored_hash(state: bytes) -> bytes | None:
    """The chain hash a row carries after its last event, of any format (``None``: a
    format-1 row, or one that can't be read)."""
    if is_action(state):
        return action_hash(state)
    try:
        return split_row(state)[0]
    except RowError:
        return None


def expand_rows(rows: list[tuple[int, bytes]], before: bytes | None
                ) -> list[tuple[int, bytes]]:
    """The rows of a table as one row of format 2 (or 1) per event: a format-3 row
    becomes a row per event of its action, each with the chain hash after it, worked out
    from ``before`` (the hash after the row before the first; ``None`` where it is not
    known; from row 1, from the table's first event). Rows of formats 1 and 2 are left as
    they are. An action whose events do not give the hash stored with it (one of them
    edited, or the row before it rewritten) gets a first row whose hash its event does
    not give, so that :func:`check_rows` names the action's first row and keeps none of
    its events; one whose bytes can't be read becomes one row that can't (its event's
    bytes damaged), at the position it would begin."""
    out: list[tuple[int, bytes]] = []
    last: int | None = None
    for version, state in rows:
        if not is_action(state):
            out.append((version, state))
            before, last = stored_hash(state), version
            continue
        stored = action_hash(state)
        try:
            events = action_events(state)
        except RowError:
            out.append((last + 1 if last is not None else version,
                        ROW + stored + _UNREADABLE))
            before, last = stored, version
            continue
        first = version - len(events) + 1
        chain = _first_chain(events[0]) if first == 1 else \
            before if last is not None and last == first - 1 else None
        hashes: list[bytes] = []
        for data in events:
            chain = link(chain, data) if chain is not None else None
            hashes.append(chain if chain is not None else bytes(HASH))
        if chain != stored:  # unknown, or not the stored one: the action is not checked
            hashes[0] = bytes(HASH)
            hashes[-1] = stored
        out.extend((first + i, ROW + h + data)
                   for i, (h, data) in enumerate(zip(hashes, events, strict=True)))
        before, last = stored, version
    return out


def _first_chain(data: bytes) -> bytes | None:
    """``h0`` of a table whose first event's bytes are ``data``, if they read as its
    ``TableOpened``."""
    try:
        opened = _event(data, 1)
    except ValueError:
        return None
    return start_hash(opened) if isinstance(opened, TableOpened) else None
