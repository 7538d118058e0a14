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
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import msgpack

from shahrazad.events.base import EVENT_TYPES, Event
from shahrazad.events.codec import CorruptEvent, from_raw
from shahrazad.events.errors import ShahrazadError
from shahrazad.events.fieldtypes import wrong_field
from shahrazad.events.storage.logformat import LogHeader, head_hash, link
from shahrazad.events.vocabulary import TableOpened

__all__ = ["HASH", "ROW", "RowCheck", "check_rows", "row_bytes", "split_row", "start_hash"]

#: a format-2 row begins with these bytes: msgpack's bin 8 of 32 bytes, the hash
ROW = b"\xc4\x20"
#: how long the chain hash is
HASH = 32
_BARE = 0x97  # a format-1 row: the event itself, a msgpack array of 7
_AFTER = len(ROW) + HASH


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
