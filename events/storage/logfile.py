"""Reading and verifying portable log files (their bytes:
:mod:`shahrazad.events.storage.logformat`).

A log is read whole and checked as it is read: its framing byte for byte, every
event's kind, schema version and field types, its position, the hash chain from the
header's bytes to the trailer, and the signature if it has one. The first thing
wrong stops the reading with a :class:`LogError` that names the position of the
record where it is and says what it is in words.

A log has a trailer when its table was recorded to the end (it is *over*); a log
whose writer was stopped, or is still writing, has none (it is *running*). Readers
refuse a running log unless asked (``running=True``), and then read every whole
rules action in it, leaving out an unfinished one at the end.

Logs of format 1 (before the header was hashed as stored, and before the
end-of-action marks) are read and verified as they were written: their chain
starts from the header re-encoded from its fields, and a format-1 log without its
trailer is truncated, since format 1 was only ever written whole. A log of a format,
or holding an event of a schema version, newer than this Shahrazad knows is refused
by name.

>>> from shahrazad.events.vocabulary import Decided, PriorityPassed, TableOpened
>>> opened = TableOpened(position=1, game="1", rule="100.1", edition="current", seed=1,
...                      players=("A", "B"), decks=((), ()), sideboards=((), ()),
...                      options=(), engine_version="x")
>>> data = dumps([opened, Decided(position=2, game="1", rule="117.3d", player="A",
...                               decision=("pass",)),
...               PriorityPassed(position=3, game="1", rule="117.3d", player="A")])
>>> log = loads(data)
>>> log.header.players, len(log.events), log.state, verify_log(data).ok
(('A', 'B'), 3, 'over', True)
>>> cut = data[:-45]    # the trailer is 45 bytes
>>> verify_log(cut).problem, len(loads(cut, running=True).events)
('running: 3 events, no trailer', 3)
>>> for part in verify_log(cut[:-3]).problem.split("; "): print(part)
running: 1 event, no trailer
left out: the unfinished action of event 2
the file ends inside record 3
"""

from __future__ import annotations

import dataclasses
import hashlib
import mmap
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import msgpack
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from shahrazad.events.base import EVENT_TYPES, Event
from shahrazad.events.codec import from_raw
from shahrazad.events.errors import ShahrazadError
from shahrazad.events.fieldtypes import (
    KNOWN_PATHS,
    is_path,
    payload_fits,
    wrong_field,
)
from shahrazad.events.storage.logformat import (
    CHECK,
    FORMAT,
    MAGIC,
    MAX_CARDS,
    MAX_HEADER,
    MAX_OPTIONS,
    MAX_PLAYERS,
    MAX_RECORD,
    MAX_TEXT,
    OPTIONAL,
    READS,
    REQUIRED,
    LogHeader,
    head_hash,
    link,
    trailer_bytes,
)
from shahrazad.events.storage.logwriter import dumps, write_log
from shahrazad.events.storage.signing import Signature
from shahrazad.events.typedcodec import by_struct as typed_converters
from shahrazad.events.typedcodec import decoder as typed_decoder
from shahrazad.events.vocabulary import TableOpened

__all__ = ["FORMAT", "MAGIC", "Log", "LogError", "LogHeader", "Scanned", "Tap", "VerifyReport",
           "dumps", "loads", "read_log", "scan", "verify_log", "verify_scan", "write_log"]

#: what a log is read from: its bytes, or an ``mmap`` of its file
Buffer = bytes | mmap.mmap

_SMALL = 4096  # the most a trailer or a signature takes
_READS = f"{READS[0]}-{READS[-1]}"


class LogError(ShahrazadError, ValueError):
    """A log file that can't be read as it stands; ``position`` is the record where the
    trouble is (``None`` for the magic line and the header)."""

    def __init__(self, message: str, position: int | None = None) -> None:
        super().__init__(message)
        self.position = position


@dataclass(frozen=True, slots=True)
class Log:
    """A log file, read and verified: its header and its events."""

    header: LogHeader
    events: list[Event]
    #: the chain hash after the last event (the head)
    last_hash: bytes
    #: does it have its trailer (the table is over) or not (running)?
    complete: bool = True
    #: the header's bytes as stored: what the chain and a signature cover
    header_bytes: bytes = b""
    signature: Signature | None = None
    #: for a running log: what was left out after its last whole action
    left_out: str | None = None
    #: where the last whole action (or the trailer) ends in the file
    end_offset: int = 0
    #: for a running log cut inside a record: that record's position
    torn_at: int | None = None

    @property
    def state(self) -> str:
        """``over`` (the log has its trailer) or ``running`` (it has none)."""
        return "over" if self.complete else "running"

    @property
    def format(self) -> int:
        return self.header.format


@dataclass(frozen=True, slots=True)
class VerifyReport:
    """The outcome of :func:`verify_log`.

    ``ok``: the log is intact, over, and its signature (if any) holds, for the key
    given (if any). ``intact``: it reads (a running log can be intact).
    """

    ok: bool
    events: int
    first_bad: int | None = None
    problem: str | None = None
    last_hash: str = ""
    intact: bool = False
    complete: bool = False
    format: int | None = None
    signer: str | None = None
    signed_state: str | None = None
    signature_problem: str | None = None
    log: Log | None = field(default=None, repr=False, compare=False)
    #: what the scan found (:func:`verify_scan`), if it read the log to its end
    scanned: Scanned | None = field(default=None, repr=False, compare=False)

    @property
    def state(self) -> str:
        return "over" if self.complete else "running"


# -- the header ------------------------------------------------------------------------


def _text(value: Any, what: str) -> str:
    if type(value) is not str:
        raise LogError(f"the header's {what} should be text")
    if len(value) > MAX_TEXT:
        raise LogError(f"the header's {what} is {len(value):,} characters long: over the "
                       f"limit of {MAX_TEXT:,}")
    return value


def _names(value: Any, what: str, limit: int) -> tuple[str, ...]:
    if type(value) is not tuple:
        raise LogError(f"the header's {what} should be a list")
    if len(value) > limit:
        raise LogError(f"the header's {what} hold {len(value):,} entries: over the limit "
                       f"of {limit:,}")
    return tuple(_text(v, what) for v in value)


def _header(raw: Any, fmt: int) -> LogHeader:
    """The header's fields, each checked for its type and its size."""
    missing = [k for k in REQUIRED if k not in raw]
    if missing:
        raise LogError(f"the header lacks {', '.join(missing)}")
    extra = [k for k in raw if k not in REQUIRED and k not in OPTIONAL]
    if extra and fmt >= 2:  # in format 1 they were outside the chain, and were ignored
        raise LogError(f"the header has keys this Shahrazad does not know: "
                       f"{', '.join(map(repr, extra))}")
    if type(raw["seed"]) is not int:
        raise LogError("the header's seed should be a whole number")
    players = _names(raw["players"], "players", MAX_PLAYERS)
    if not players:
        raise LogError("the header names no players")
    decks: list[tuple[tuple[str, ...], ...]] = []
    for what in ("decks", "sideboards"):
        lists = raw[what]
        if type(lists) is not tuple or len(lists) != len(players):
            raise LogError(f"the header's {what} should be one list per player")
        decks.append(tuple(_names(d, what, MAX_CARDS) for d in lists))
    options = raw["options"]
    if type(options) is not tuple or len(options) > MAX_OPTIONS:
        raise LogError(f"the header's options should be a list of at most {MAX_OPTIONS} "
                       "pairs")
    pairs = []
    for pair in options:
        if type(pair) is not tuple or len(pair) != 2:
            raise LogError("the header's options should be pairs of name and value")
        pairs.append((_text(pair[0], "option names"), _text(pair[1], "option values")))
    cards = raw.get("custom_cards", ())
    if type(cards) is not tuple or not all(type(c) is dict for c in cards):
        raise LogError("the header's custom_cards should be a list of card definitions")
    position = raw.get("scenario_position")
    if position is not None and type(position) is not dict:
        raise LogError("the header's scenario_position should be a map")
    table = {**OPTIONAL, "edition": _text(raw["edition"], "edition"), "seed": raw["seed"],
             "players": players, "decks": decks[0], "sideboards": decks[1],
             "options": tuple(pairs),
             "engine_version": _text(raw["engine_version"], "engine version"),
             "custom_cards": cards, "scenario_position": position,
             "scenario_sha256": _text(raw.get("scenario_sha256", ""), "scenario_sha256")}
    # a field TableOpened gains must be checked here too (tests/test_log_file.py's
    # round trip of every field fails until it is)
    return LogHeader(fmt, table)


def _value(data: Buffer, at: int, limit: int, what: str, position: int | None = None
           ) -> tuple[Any, int]:
    """The msgpack value at ``at`` of at most ``limit`` bytes, and where it ends."""
    unpacker = msgpack.Unpacker(use_list=False, raw=False, strict_map_key=False,
                                max_buffer_size=limit)
    unpacker.feed(data[at:at + limit])
    try:
        value = unpacker.unpack()
    except msgpack.OutOfData:
        if len(data) - at > limit:
            raise LogError(f"{what} is larger than the limit of {limit:,} bytes",
                           position) from None
        raise LogError(f"the file ends inside {what}", position) from None
    except Exception:  # msgpack raises several unrelated types for bad bytes
        raise LogError(f"{what} is damaged: its bytes do not read as a value", position) from None
    return value, at + unpacker.tell()


# -- the events ------------------------------------------------------------------------


def _versions(cls: type[Event]) -> str:
    return "1" if cls.VERSION == 1 else f"1-{cls.VERSION}"


_FIELD_SETS: dict[type[Event], frozenset[str]] = {}


def _fields(cls: type[Event]) -> frozenset[str]:
    found = _FIELD_SETS.get(cls)
    if found is None:
        found = _FIELD_SETS[cls] = frozenset(cls.FIELDS)
    return found


def _event(data: bytes, k: int) -> Event:
    """The event in record ``k``'s bytes, checked for shape, version and field types."""
    try:
        raw = msgpack.unpackb(data, use_list=False, raw=False, strict_map_key=False)
    except msgpack.ExtraData:
        raise LogError(f"record {k} is damaged: its length is longer than its event", k
                       ) from None
    except Exception:  # msgpack raises several unrelated types for bad bytes
        raise LogError(f"record {k} is damaged: its event's bytes are cut short or damaged", k
                       ) from None
    if type(raw) is not tuple or len(raw) != 7:
        raise LogError(f"record {k} is damaged: its event is not an array of 7 fields", k)
    kind, version, _position, _game, _rule, _cause, payload = raw
    if type(kind) is not str:
        raise LogError(f"event {k}: its kind should be text", k)
    cls = EVENT_TYPES.get(kind)
    if cls is None:
        raise LogError(f"event {k} is of a kind this Shahrazad does not know: {kind!r}", k)
    if type(version) is not int or version < 1:
        raise LogError(f"event {k} ({kind}): its schema version should be a whole number "
                       "from 1", k)
    if version > cls.VERSION:
        raise LogError(f"written by a newer Shahrazad: event {k} ({kind}) has schema "
                       f"version {version}, this reads {_versions(cls)}", k)
    if type(payload) is not dict:
        raise LogError(f"event {k} ({kind}): its fields should be a map", k)
    if version == cls.VERSION and payload.keys() != _fields(cls):
        lacks = [f for f in cls.FIELDS if f not in payload]
        extra = [str(f) for f in payload if f not in cls.FIELDS]
        raise LogError(f"event {k} ({kind}): " + (f"lacks {', '.join(lacks)}" if lacks else
                                                  f"has fields its kind has not: "
                                                  f"{', '.join(extra)}"), k)
    try:
        if version == cls.VERSION:  # the common case: build it directly
            event = cls(position=_position, game=_game, rule=_rule, cause=_cause, **payload)
        else:
            event = from_raw(raw)
    except Exception:  # an upcaster meets fields it does not expect: any error at all
        raise LogError(f"event {k} ({kind}, schema version {version}): its fields do not "
                       "fit its kind", k) from None
    problem = wrong_field(event)
    if problem is not None:
        raise LogError(f"event {k} ({kind}): {problem}", k)
    if event.position != k:
        raise LogError(f"record {k} holds the event of position {event.position}: an "
                       "event was removed, duplicated or reordered", k)
    return event


#: kind -> (its class, its current version, its fields, the check of its payload's types)
_RAW: dict[str, tuple[type[Event], int, frozenset[str], Callable[[dict[str, Any]], bool]]] = {}
_unpackb = msgpack.unpackb


def _kind(kind: str) -> tuple[type[Event], int, frozenset[str],
                              Callable[[dict[str, Any]], bool]] | None:
    found = _RAW.get(kind)
    if found is None:
        cls = EVENT_TYPES.get(kind)
        if cls is None:
            return None
        found = _RAW[kind] = (cls, cls.VERSION, _fields(cls), payload_fits(cls))
    return found


def raw_event(data: bytes, k: int) -> tuple[Any, ...]:
    """The event in record ``k``'s bytes as msgpack decodes it, ``(kind, version,
    position, game, rule, cause, payload)``, with the checks of :func:`_event` and
    without building it: an event that fails one of them, or of an older schema
    version, goes through :func:`_event`, which says what is wrong (or upcasts it)."""
    try:
        raw = _unpackb(data, use_list=False, raw=False, strict_map_key=False)
    except Exception:  # msgpack raises several unrelated types: _event tells which
        raw = None
    if type(raw) is tuple and len(raw) == 7:
        kind, version, position, game, rule, cause, payload = raw
        known = _kind(kind) if type(kind) is str else None
        if (known is not None and type(version) is int and version == known[1]
                and type(payload) is dict and payload.keys() == known[2]
                and type(position) is int and position == k and type(rule) is str and rule
                and type(game) is str and (game in KNOWN_PATHS or is_path(game))
                and (cause is None or (type(cause) is int and 0 < cause < position))
                and known[3](payload)):
            return raw
    event = _event(data, k)
    return (event.KIND, event.VERSION, event.position, event.game, event.rule, event.cause,
            event.payload())


def build_event(raw: tuple[Any, ...]) -> Event:
    """The event of a raw tuple :func:`raw_event` returned (it is of the current
    version and its fields fit)."""
    kind, _version, position, game, rule, cause, payload = raw
    return EVENT_TYPES[kind](position=position, game=game, rule=rule, cause=cause, **payload)


# -- the whole file --------------------------------------------------------------------


#: the bin types of an event's bytes, and the width of their length
_WIDTH = {0xC4: 1, 0xC5: 2, 0xC6: 4}


class _Torn(ShahrazadError):
    """The file ends inside a record: what a writer that was stopped leaves."""


def _record(data: Buffer, at: int, k: int) -> tuple[bytes, bytes, int]:
    """Record ``k`` at ``at``: its check bytes, its event's bytes, and where it ends."""
    end = len(data)
    frame = data[at:at + 24]
    if not b"\x92\xc4\x10".startswith(frame[:3]) or (
            len(frame) >= 20 and frame[19] not in (0xC4, 0xC5, 0xC6)):
        raise LogError(f"record {k} is damaged: its framing is not [hash, event]", k)
    if len(frame) < 21:
        raise _Torn
    width = _WIDTH[frame[19]]
    body = at + 20 + width
    if body > end:
        raise _Torn
    size = int.from_bytes(data[at + 20:body], "big")
    if size > MAX_RECORD:
        raise LogError(f"record {k} is {size:,} bytes long: over the limit of "
                       f"{MAX_RECORD:,} bytes for an event", k)
    if body + size > end:
        # Cut short by the end of the file, or a damaged length? A cut event is not a
        # whole msgpack value; a damaged length leaves a whole one with more after it.
        unpacker = msgpack.Unpacker(max_buffer_size=MAX_RECORD + 64)
        unpacker.feed(data[body:end])
        try:
            unpacker.skip()
        except msgpack.OutOfData:
            raise _Torn from None
        except Exception:  # msgpack raises several unrelated types for bad bytes
            pass
        raise LogError(f"record {k} is damaged: its length runs past the end of the file", k)
    return frame[3:19], data[body:body + size], body + size


def _check_after(data: Buffer, at: int, fmt: int) -> bytes | None:
    """The check bytes the item after ``at`` carries (a record's, or the trailer's head)."""
    if fmt >= 2 and data[at:at + 1] == b"\x80":
        at += 1
    if data[at:at + 3] == b"\x92\xc4\x10":
        return data[at + 3:at + 3 + CHECK]
    try:
        value, _ = _value(data, at, _SMALL, "the trailer")
    except LogError:
        return None
    found = value.get("hash") if isinstance(value, dict) else None
    return found[:CHECK] if isinstance(found, bytes) else None


def _chain_break(data: Buffer, after: int, k: int, chain: bytes, event: bytes,
                 fmt: int) -> LogError:
    """Record ``k`` does not follow from the ones before. Either the event before it was
    altered, or this record's own check was forged: the next item tells which, since it
    was chained from the true hash through this event."""
    if _check_after(data, after, fmt) == link(chain, event)[:CHECK]:
        return LogError(f"event {k}: its record's hash was forged", k)
    if k == 1:
        return LogError("event 1: hash chain broken: the header was altered", 1)
    return LogError(f"event {k - 1}: hash chain broken: the event was altered", k - 1)


@dataclass(slots=True)
class Tap:
    """What a reader that indexes a log wants noted while the log is scanned: where each
    record begins (``offsets``), and the chain hash after every ``every``-th event
    (``chains``). Both include the events of an unfinished action at the end of a
    running log: the reader keeps the first :attr:`Scanned.events` of them."""

    offsets: Any = None
    every: int = 0
    chains: list[bytes] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Scanned:
    """What a scan of a log found, besides its events (which went to the sink)."""

    header: LogHeader
    header_bytes: bytes
    #: how many events the log holds (for a running log: in whole actions)
    events: int
    last_hash: bytes
    complete: bool
    signature: Signature | None
    left_out: str | None
    end_offset: int
    torn_at: int | None


Sink = Callable[[list[tuple[Any, ...]]], None]

#: events go to the sink in whole actions, about this many at a time
_BATCH = 256
#: how far a scan of a mapped file reads before it lets the system drop what it read
_RELEASE = 32 * 1024 * 1024


def _fast(data: Buffer, at: int, n: int, chain: bytes, whole: tuple[int, bytes, int],
          sink: Sink, tap: Tap | None, released: int, pending: list[tuple[Any, ...]]
          ) -> tuple[int, int, bytes, tuple[int, bytes, int], int]:
    """:func:`_scan`'s loop for the common case, from just after a mark (format 2): the
    records and marks are decoded by msgpack's unpacker, a record's framing is checked
    by its length (any other encoding of the same values is longer), and the checks of
    :func:`raw_event` are made in line. It stops after the last mark before anything
    else (the trailer, a long event, the end of the file, damage), which the byte-by-byte
    loop then reads, and explains if it is wrong; it returns where that is, with the
    count, the chain, the last whole action and how far the file was let go.
    ``pending`` holds the events of whole actions not yet given to the sink, and is
    left so (the events after the last mark are taken out of it)."""
    start = at
    unpacker = msgpack.Unpacker(_View(data, at), read_size=1 << 20, use_list=False,
                                raw=False, strict_map_key=False,
                                max_buffer_size=MAX_RECORD + 64)
    tell = unpacker.tell
    # an event is decoded and its fields' types checked in one pass by msgspec (its
    # kind's generated struct), and the checks msgspec does not make run beside it
    # (shahrazad.events.typedcodec); whatever it refuses stops this loop, and the
    # byte-by-byte loop reads that record the old way and says what is wrong
    decode, converts = _typed()
    blank = hashlib.blake2b(digest_size=len(chain))
    offsets = tap.offsets if tap is not None else None
    every = tap.every if tap is not None else 0
    chains = tap.chains if tap is not None else []
    release = getattr(data, "madvise", None)
    ready = len(pending)
    k = n
    expected = chain[:CHECK]
    in_action = False
    last = at  # where the last whole action ends
    append, copy, link_every = pending.append, blank.copy, every
    try:
        for item in unpacker:
            if type(item) is tuple:
                # a record: its check and its event's bytes (anything else fails here,
                # in the unpacking, the comparison or the decoding, and stops the loop)
                check, event_bytes = item
                if check != expected:
                    break
                # Where the record would end, framed as this module frames it; a mark
                # compares it with where the unpacker is (any other framing is longer).
                length = len(event_bytes)
                after = at + length + (21 if length < 0x100 else 22 if length < 0x10000
                                       else 24)
                k += 1
                raw = converts[type(decoded := decode(event_bytes))](k, decoded,
                                                                   not in_action)
                if raw is None:
                    break
                append(raw)
                if offsets is not None:
                    offsets.append(at)
                # a copy of an empty hasher is much cheaper than the constructor
                hasher = copy()
                hasher.update(chain)
                hasher.update(event_bytes)
                chain = hasher.digest()
                if link_every and k % link_every == 0:
                    chains.append(chain)
                expected = chain[:CHECK]
                in_action = True
                at = after
            elif type(item) is dict and not item and in_action and start + tell() == at + 1:
                at = last = at + 1
                n = k
                whole = (n, chain, at)
                in_action = False
                ready = len(pending)
                if ready >= _BATCH:
                    sink(pending)
                    pending.clear()
                    ready = 0
                    if release is not None and at - released > _RELEASE:
                        upto = at - at % mmap.PAGESIZE
                        release(mmap.MADV_DONTNEED, released, upto - released)
                        released = upto
            else:
                break
    except Exception:  # the end of the file, or bytes that are not msgpack: _scan's own
        pass  # loop reads what follows the last whole action, and says what is wrong
    # the records read since the last mark are read again by the caller: their offsets
    # go with them (one offset per event in pending; the record a check stopped at has
    # none, though it was counted in k)
    extra = len(pending) - ready
    del pending[ready:]
    if offsets is not None and extra:
        del offsets[len(offsets) - extra:]
    if every:
        del chains[n // every:]
    return last, n, whole[1], whole, released


class _View:
    """A file-like view of ``data`` from ``at`` on, for msgpack's unpacker."""

    def __init__(self, data: Buffer, at: int) -> None:
        self.data = data
        self.at = at

    def read(self, size: int) -> bytes:
        chunk = self.data[self.at:self.at + size]
        self.at += len(chunk)
        return bytes(chunk)


def _typed() -> tuple[Callable[[bytes], Any],
                      dict[Any, Callable[[int, Any, bool], tuple[Any, ...] | None]]]:
    """The decoder :func:`_fast` reads events with, and the checks beside it, per struct
    (:mod:`shahrazad.events.typedcodec`; made once)."""
    return typed_decoder(), typed_converters()


def _scan(data: Buffer, sink: Sink, tap: Tap | None = None) -> Scanned:
    """Read and check a whole log, giving its events to ``sink`` as msgpack decodes them
    (raw tuples, checked as :func:`_event` checks an event), one whole rules action at a
    time: the events of an unfinished action at the end of a running log never reach it.

    ``data`` is the file's bytes, or an ``mmap`` of it: then the pages already read are
    let go as the scan goes on, so a long log does not stay in memory.
    """
    if data[:len(MAGIC)] != MAGIC:
        raise LogError("not a Shahrazad log file (no SHAHRAZAD-LOG line)")
    raw, at = _value(data, len(MAGIC), MAX_HEADER, "the header")
    header_bytes = data[len(MAGIC):at]
    if not isinstance(raw, dict):
        raise LogError("the header is not a map: not a Shahrazad log file")
    fmt = raw.get("format")
    if type(fmt) is not int:
        raise LogError("the header has no format number")
    if fmt > FORMAT:
        raise LogError(f"written by a newer Shahrazad: log format {fmt}, this reads {_READS}")
    if fmt not in READS:
        raise LogError(f"log format {fmt} is not one this reads ({_READS})")
    header = _header(raw, fmt)
    chain = head_hash(header_bytes if fmt >= 2 else header.encode(), fmt)
    offsets = tap.offsets if tap is not None else None
    every = tap.every if tap is not None else 0
    chains = tap.chains if tap is not None else []
    released = 0
    n = 0  # events read
    pending: list[tuple[Any, ...]] = []  # those not yet given to the sink
    ready = 0  # how many of them are of whole actions
    end = len(data)
    in_action = False  # records were read since the last mark
    after_mark = False
    whole = (0, chain, at)  # events, chain and offset at the last mark
    expected = chain[:CHECK]
    while at < end:
        if fmt >= 2 and not in_action and n:
            # Between actions: the fast loop reads on as far as it can.
            at, n, chain, whole, released = _fast(data, at, n, chain, whole, sink, tap,
                                                  released, pending)
            ready = len(pending)
            expected = chain[:CHECK]
            after_mark = True
            if at >= end:
                break
        k = n + 1
        byte = data[at]
        if byte == 0x92:
            # The framing of nearly every record, read in line; anything else (a long
            # event, the end of the file, damage) is read by _record, which explains.
            kind = data[at + 19] if at + 21 <= end else 0
            if kind == 0xC4 and data[at + 1:at + 3] == b"\xc4\x10":
                body = at + 21
                after = body + data[at + 20]
            elif kind == 0xC5 and data[at + 1:at + 3] == b"\xc4\x10":
                body = at + 22
                after = body + int.from_bytes(data[at + 20:body], "big")
            else:
                after = end + 1
            if after <= end:
                check, event_bytes = data[at + 3:at + 19], data[body:after]
            else:
                try:
                    check, event_bytes, after = _record(data, at, k)
                except _Torn:
                    if fmt < 2:
                        raise LogError(f"the log is truncated inside record {k}", k) from None
                    sink(pending[:ready])
                    return _running(header, header_bytes, n, whole, k)
            event = raw_event(event_bytes, k)
            if check != expected:
                raise _chain_break(data, after, k, chain, event_bytes, fmt)
            if fmt >= 2:
                decision = event[0] == "decided"
                if decision and in_action:
                    raise LogError(f"record {k} begins a rules action (a decision) but the "
                                   "end-of-action mark before it is missing", k)
                if after_mark and not decision:
                    raise LogError(f"record {k} follows an end-of-action mark but is not a "
                                   "decision: a mark was added or a record moved", k)
            if k == 1:
                opened = build_event(event)
                if not (isinstance(opened, TableOpened) and header.matches(opened)):
                    raise LogError("the header does not match the first event", 1)
            pending.append(event)
            if offsets is not None:
                offsets.append(at)
            n = k
            chain = link(chain, event_bytes)
            if every and k % every == 0:
                chains.append(chain)
            expected = chain[:CHECK]
            at = after
            in_action, after_mark = True, False
            if fmt < 2 and len(pending) >= _BATCH:  # no marks: a format-1 log is whole
                sink(pending)
                pending = []
        elif byte == 0x80 and fmt >= 2:
            if not in_action:
                raise LogError(f"a second end-of-action mark after event {k - 1}", k)
            at += 1
            in_action, after_mark = False, True
            whole = (n, chain, at)
            ready = len(pending)
            if ready >= _BATCH:
                sink(pending)
                pending = []
                ready = 0
        elif 0x81 <= byte <= 0x8F:
            return _closing(data, at, header, header_bytes, n, chain, whole, in_action,
                            pending, ready, sink)
        else:
            raise LogError(f"record {k} is damaged: its framing is not [hash, event]", k)
    if fmt < 2:
        raise LogError(f"the log is truncated after event {n}", n + 1)
    sink(pending[:ready])
    return _running(header, header_bytes, n, whole, None)


def _running(header: LogHeader, header_bytes: bytes, n: int,
             whole: tuple[int, bytes, int], torn: int | None,
             signature: Signature | None = None) -> Scanned:
    """A log without its trailer: its events up to the last whole rules action (``n``
    were read)."""
    count, chain, offset = whole
    left: list[str] = []
    if n > count:
        left.append(f"the unfinished action of event {count + 1}" if n == count + 1
                    else f"the unfinished action of events {count + 1}-{n}")
    if torn:
        left.append(f"the file ends inside record {torn}")
    if count == 0:
        raise LogError("the log ends before its first rules action is whole", 1)
    return Scanned(header, header_bytes, count, chain, False, signature,
                   "; ".join(left) or None, offset, torn)


def _closing(data: Buffer, at: int, header: LogHeader, header_bytes: bytes, n: int,
             chain: bytes, whole: tuple[int, bytes, int], in_action: bool,
             pending: list[tuple[Any, ...]], ready: int, sink: Sink) -> Scanned:
    """The trailer and the signature, and nothing after them."""
    fmt = header.format
    value, after = _value(data, at, _SMALL, f"the data after event {n}", n + 1)
    complete = False
    if isinstance(value, dict) and "end" in value:
        if data[at:after] != trailer_bytes(n, chain):
            raise LogError(f"the trailer does not match the events: event {n} or an earlier "
                           "one was altered or removed", max(1, n))
        if fmt >= 2 and in_action:
            raise LogError(f"the end-of-action mark after event {n} is missing", n)
        if n == 0:
            raise LogError("the log has no events", 1)
        complete, at = True, after
        whole = (n, chain, at)
        if at < len(data):
            if not 0x81 <= data[at] <= 0x8F:
                raise LogError(f"data after the trailer (after event {n})", n + 1)
            value, after = _value(data, at, _SMALL, "the data after the trailer", n + 1)
    signature = None
    if at < len(data):
        if fmt >= 2 and in_action and not complete:
            raise LogError(f"the data after event {n} is neither a record, a mark nor "
                           "the trailer", n + 1)
        signature = Signature.decode(data[at:after])
        if signature is None:
            raise LogError(f"data after the trailer (after event {n})" if complete else
                           f"the data after event {n} is neither a record nor the trailer",
                           n + 1)
        if after < len(data):
            raise LogError(f"data after the signature (after event {n})", n + 1)
    if complete:
        sink(pending)
        return Scanned(header, header_bytes, n, chain, True, signature, None, at, None)
    if fmt < 2:
        raise LogError(f"the log is truncated after event {n}", n + 1)
    sink(pending[:ready])
    return _running(header, header_bytes, n, whole, None, signature)


def scan(data: Buffer, sink: Sink, tap: Tap | None = None) -> Scanned:
    """Check a whole log (its bytes, or an ``mmap`` of its file) as :func:`read_log`
    does, and give ``sink`` its events as msgpack decodes them, checked, one whole rules
    action at a time, without building them: the fast path of a reader that folds a
    log or indexes it. Raises :class:`LogError` as :func:`read_log` does, and for a
    running log returns what it read (see :attr:`Scanned.complete`)."""
    return _scan(data, sink, tap)


def _log(data: Buffer) -> Log:
    events: list[Event] = []
    found = _scan(data, lambda raws: events.extend(map(build_event, raws)))
    return Log(found.header, events, found.last_hash, found.complete, found.header_bytes,
               found.signature, found.left_out, found.end_offset, found.torn_at)


def _bytes(source: str | Path | bytes | IO[bytes]) -> bytes:
    if isinstance(source, bytes):
        return source
    if isinstance(source, str | Path):
        return Path(source).read_bytes()
    return source.read()


def read_log(source: str | Path | bytes | IO[bytes], *, running: bool = False) -> Log:
    """Read and verify a log file (a path, its bytes, or a binary file object).

    Raises :class:`FileNotFoundError` for a missing file and :class:`LogError`,
    naming the first bad position, for anything else that is wrong; a running log
    (no trailer) too, unless ``running`` is true.
    """
    log = _log(_bytes(source))
    if not log.complete and not running:
        raise LogError(incomplete(len(log.events), log.left_out)
                       + " (the table was not recorded to its end)",
                       len(log.events) + 1)
    return log


def loads(data: bytes, *, running: bool = False) -> Log:
    return read_log(data, running=running)


def incomplete(n: int, left_out: str | None) -> str:
    """How a running log of ``n`` events is described (and what was left out of it)."""
    return (f"running: {n} event{'s' if n != 1 else ''}, no trailer"
            + (f"; left out: {left_out}" if left_out else ""))


def verify_log(source: str | Path | bytes, key: Ed25519PublicKey | None = None
               ) -> VerifyReport:
    """Check a log's integrity, completeness and signature (against ``key`` if given);
    never raises for bad content (a missing file does)."""
    events: list[Event] = []
    report = verify_scan(_bytes(source), lambda raws: events.extend(map(build_event, raws)), key)
    if report.scanned is None:
        return report
    found = report.scanned
    log = Log(found.header, events, found.last_hash, found.complete, found.header_bytes,
              found.signature, found.left_out, found.end_offset, found.torn_at)
    return dataclasses.replace(report, log=log)


def verify_scan(data: Buffer, sink: Sink, key: Ed25519PublicKey | None = None,
                tap: Tap | None = None) -> VerifyReport:
    """:func:`verify_log` of a log's bytes (or an ``mmap`` of its file) that gives its
    events to ``sink`` as :func:`scan` does, and builds none (the report's ``log`` is
    ``None``; its ``scanned`` says what the scan found)."""
    try:
        found = _scan(data, sink, tap)
    except LogError as exc:
        return VerifyReport(False, 0, exc.position, str(exc))
    signature = found.signature
    why = None
    if signature is not None:
        why = signature.check(found.header_bytes, found.events, found.last_hash,
                              "over" if found.complete else "running", key)
    elif key is not None:
        why = "the log is not signed"
    problem = why and f"signature: {why}"
    if not found.complete:
        problem = incomplete(found.events, found.left_out) + (f"; {problem}" if problem
                                                               else "")
    return VerifyReport(found.complete and why is None, found.events, found.torn_at, problem,
                        found.last_hash.hex(), True, found.complete, found.header.format,
                        signature.fingerprint if signature else None,
                        signature.state if signature else None, why, None, found)
