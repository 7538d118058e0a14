"""The bytes of a portable log file, formats 1 and 2: its parts, hashes and limits.

A log file is the magic line ``SHAHRAZAD-LOG\\n`` followed by msgpack values:

1. **the header**, a map: ``format``, ``edition``, ``seed``, ``players``, ``decks``,
   ``sideboards``, ``options``, ``engine_version`` (copied from the first event,
   ``TableOpened``, which it must match);
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

import hashlib
import struct
from dataclasses import dataclass
from typing import Any

import msgpack

from shahrazad.events.vocabulary import TableOpened

__all__ = ["CHECK", "FORMAT", "MAGIC", "MARK", "MAX_CARDS", "MAX_HEADER", "MAX_OPTIONS",
           "MAX_PLAYERS", "MAX_RECORD", "MAX_TEXT", "READS", "LogHeader", "head_hash",
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


@dataclass(frozen=True, slots=True)
class LogHeader:
    """What a log says about its table before any event."""

    format: int
    edition: str
    seed: int
    players: tuple[str, ...]
    decks: tuple[tuple[str, ...], ...]
    sideboards: tuple[tuple[str, ...], ...]
    options: tuple[tuple[str, str], ...]
    engine_version: str
    #: the definitions of the table's own cards, as data (see ``TableOpened``); the key
    #: is written only when there are some, so a header without them reads as before
    custom_cards: tuple[Any, ...] = ()

    @staticmethod
    def of(opened: TableOpened, fmt: int = FORMAT) -> LogHeader:
        return LogHeader(fmt, opened.edition, opened.seed, opened.players, opened.decks,
                         opened.sideboards, opened.options, opened.engine_version,
                         opened.custom_cards)

    def fields(self) -> dict[str, Any]:
        """The header as the map that is written (keys in this order)."""
        header = {"format": self.format, "edition": self.edition, "seed": self.seed,
                  "players": list(self.players), "decks": [list(d) for d in self.decks],
                  "sideboards": [list(s) for s in self.sideboards],
                  "options": [list(o) for o in self.options],
                  "engine_version": self.engine_version}
        if self.custom_cards:
            header["custom_cards"] = list(self.custom_cards)
        return header

    def encode(self) -> bytes:
        data: bytes = msgpack.packb(self.fields(), use_bin_type=True)
        return data

    def matches(self, opened: TableOpened) -> bool:
        """Does the header say what the table's first event says?"""
        return LogHeader.of(opened, self.format) == self
