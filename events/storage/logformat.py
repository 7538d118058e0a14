"""The bytes of a portable log file, formats 1 and 2: its parts, hashes and limits.

A log file is the magic line ``SHAHRAZAD-LOG\\n`` followed by msgpack values:

1. **the header**, a map: ``format`` and every field of the first event,
   ``TableOpened`` (``edition``, ``seed``, ``players``, ``decks``, ``sideboards``,
   ``options``, ``engine_version``; ``custom_cards``, ``scenario_position`` and
   ``scenario_sha256`` only when the table has them), which it must match;
2. **one record per event**, the array ``[check, event_bytes]``: ``event_bytes`` are
   the event as :func:`shahrazad.events.codec.encode` makes it, ``check`` is the chain hash of
   everything before the event;
3. in format 2, **an end-of-action mark** (the empty map, one byte ``0x80``) after the
   last record of every rules action: after each record that a ``Decided`` record
   follows, and after the last record. A log is written action by action, so the
   marks tell a reader where the last whole action ends in a log whose writer died;
4. **the trailer**, the map ``{"end": n, "hash": head}``: the log is closed, the table
   is recorded to its end (*over*). A log without one is *running*: still being
   written, or cut short by a crash;
5. optionally **a signature** (:mod:`shahrazad.events.storage.signing`), the last value of the file.

The chain (format 2). ``h0 = blake2b-256(header bytes exactly as stored)`` and
``h_i = blake2b-256(h_{i-1} + event_bytes_i)``; record *i* carries the first 16
bytes of ``h_{i-1}`` (enough to place damage at its record) and the trailer carries
the whole head ``h_n``. Anything changed anywhere in the header, any event, or its
order changes the head; a record's framing is checked byte for byte (``0x92 0xc4
0x10`` then the 16 check bytes, then ``bin`` and the event's length), and so are
the marks and the trailer, which must be exactly the bytes this module writes.

The chain (format 1, read but no longer written). The header was hashed as this
module re-encodes it from its parsed fields (so a key the reader did not know was
outside the chain), the hash was blake2b-128, records carried the whole hash, and
there were no marks: a format-1 log is always whole.

The limits, checked before anything is read into memory: an event's bytes at most
:data:`MAX_RECORD` (16 MiB), the header at most :data:`MAX_HEADER` (1 MiB) with every
text in it (edition, engine version, player and card names, option keys and
values) at most :data:`MAX_TEXT` (1,024 characters), at most :data:`MAX_PLAYERS`
(64) players, :data:`MAX_CARDS` (10,000) cards in a deck or sideboard and
:data:`MAX_OPTIONS` (256) options.
"""

from __future__ import annotations

import dataclasses
import hashlib
import struct
from dataclasses import dataclass
from typing import Any

import msgpack

from shahrazad.events.vocabulary import TableOpened

__all__ = ["CHECK", "FORMAT", "MAGIC", "MARK", "MAX_CARDS", "MAX_HEADER", "MAX_OPTIONS",
           "MAX_PLAYERS", "MAX_RECORD", "MAX_TEXT", "OPTIONAL", "READS", "REQUIRED",
           "LogHeader", "head_hash",
           "link", "record_bytes", "trailer_bytes"]

MAGIC = b"SHAHRAZAD-LOG\n"
#: the format this Shahrazad writes
FORMAT = 2
#: the formats it reads
READS = (1, 2)
#: the end-of-action mark (format 2): msgpack's empty map
MARK = b"\x80"
#: how many bytes of the chain hash a record carries (format 2)
CHECK = 16

MAX_RECORD = 16 * 1024 * 1024
MAX_HEADER = 1024 * 1024
MAX_TEXT = 1024
MAX_PLAYERS = 64
MAX_CARDS = 10_000
MAX_OPTIONS = 256


def head_hash(header: bytes, fmt: int = FORMAT) -> bytes:
    """``h0``: the chain's start, from the header's bytes."""
    return hashlib.blake2b(header, digest_size=32 if fmt >= 2 else 16).digest()


def link(chain: bytes, event: bytes) -> bytes:
    """The chain hash after one more event (the digest keeps the chain's size)."""
    return hashlib.blake2b(chain + event, digest_size=len(chain)).digest()


def record_bytes(chain: bytes, event: bytes) -> bytes:
    """One record, ``[check, event_bytes]``, as format 2 frames it.

    >>> record_bytes(bytes(32), b"\\x01")[:3].hex(), len(record_bytes(bytes(32), b"\\x01"))
    ('92c410', 22)
    """
    n = len(event)
    size = (b"\xc4" + bytes((n,)) if n < 0x100 else b"\xc5" + struct.pack(">H", n)
            if n < 0x10000 else b"\xc6" + struct.pack(">I", n))
    return b"\x92\xc4\x10" + chain[:CHECK] + size + event


def trailer_bytes(count: int, head: bytes) -> bytes:
    data: bytes = msgpack.packb({"end": count, "hash": head}, use_bin_type=True)
    return data


#: the fields of ``TableOpened`` that a header may leave out, each with the value it
#: then reads as (fields with a default: written only when they differ from it, so a
#: header without them reads as one written before the field existed)
OPTIONAL: dict[str, Any] = {
    f.name: f.default for f in dataclasses.fields(TableOpened)
    if f.name in TableOpened.FIELDS and f.default is not dataclasses.MISSING}
#: the header's keys it must hold: the format, and ``TableOpened``'s fields without a default
REQUIRED: tuple[str, ...] = ("format", *(f for f in TableOpened.FIELDS if f not in OPTIONAL))
#: fields the headers of logs written before this Shahrazad left out even when the
#: table's first event had them (a position table's ``TableOpened`` of version 3): a
#: header that leaves them out does not state them, and is not taken to contradict it
_STATED_SINCE_3 = ("scenario_position", "scenario_sha256")


@dataclass(frozen=True, slots=True)
class LogHeader:
    """What a log says about its table before any event: its format, and every field of
    the table's first event, ``TableOpened`` (the event's own field list: a field the
    event gains, the header gains with it).

    The fields read as attributes (``header.players``). A field with a default is
    written only when it differs from the default, so the header of a table without
    custom cards or a scenario's position reads as it always did.

    >>> from shahrazad.events.vocabulary import TableOpened
    >>> opened = TableOpened(position=1, game="1", rule="100.1", edition="current",
    ...                      seed=1, players=("A", "B"), decks=((), ()),
    ...                      sideboards=((), ()), options=(), engine_version="x",
    ...                      scenario_sha256="ab")
    >>> header = LogHeader.of(opened)
    >>> header.players, header.scenario_sha256, list(header.fields())[-2:]
    (('A', 'B'), 'ab', ['engine_version', 'scenario_sha256'])
    """

    format: int
    #: ``TableOpened``'s payload, every field in its order
    table: dict[str, Any]

    @staticmethod
    def of(opened: TableOpened, fmt: int = FORMAT) -> LogHeader:
        return LogHeader(fmt, opened.payload())

    def __getattr__(self, name: str) -> Any:
        if name in TableOpened.FIELDS:
            return self.table[name]
        raise AttributeError(f"a log's header has no field {name!r}")

    def fields(self) -> dict[str, Any]:
        """The header as the map that is written (keys in this order)."""
        header: dict[str, Any] = {"format": self.format}
        for name in TableOpened.FIELDS:
            value = self.table[name]
            if name in OPTIONAL and value == OPTIONAL[name]:
                continue
            header[name] = _listed(value)
        return header

    def encode(self) -> bytes:
        data: bytes = msgpack.packb(self.fields(), use_bin_type=True)
        return data

    def matches(self, opened: TableOpened) -> bool:
        """Does the header say what the table's first event says?"""
        said = opened.payload()
        for name in _STATED_SINCE_3:
            if self.table[name] == OPTIONAL[name]:
                said[name] = OPTIONAL[name]
        return said == self.table


def _listed(value: Any) -> Any:
    """``value`` with its tuples as lists (what the header map has always held)."""
    if isinstance(value, tuple):
        return [_listed(v) for v in value]
    return value
