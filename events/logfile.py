"""Reading and verifying portable log files (their bytes: :mod:`events.logformat`).

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

>>> from events.vocabulary import Decided, PriorityPassed, TableOpened
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

from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import msgpack
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from events.base import EVENT_TYPES, Event
from events.codec import from_raw
from events.fieldtypes import wrong_field
from events.logformat import (
    CHECK,
    FORMAT,
    MAGIC,
    MAX_CARDS,
    MAX_HEADER,
    MAX_OPTIONS,
    MAX_PLAYERS,
    MAX_RECORD,
    MAX_TEXT,
    READS,
    LogHeader,
    head_hash,
    link,
    trailer_bytes,
)
from events.logwriter import dumps, write_log
from events.signing import Signature
from events.vocabulary import Decided, TableOpened

__all__ = ["FORMAT", "MAGIC", "Log", "LogError", "LogHeader", "VerifyReport", "dumps",
           "loads", "read_log", "verify_log", "write_log"]

_HEADER_KEYS = ("format", "edition", "seed", "players", "decks", "sideboards", "options",
                "engine_version")
_SMALL = 4096  # the most a trailer or a signature takes
_READS = f"{READS[0]}-{READS[-1]}"


class LogError(ValueError):
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
    missing = [k for k in _HEADER_KEYS if k not in raw]
    if missing:
        raise LogError(f"the header lacks {', '.join(missing)}")
    extra = [k for k in raw if k not in _HEADER_KEYS and k != "custom_cards"]
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
    return LogHeader(fmt, _text(raw["edition"], "edition"), raw["seed"], players, decks[0],
                     decks[1], tuple(pairs), _text(raw["engine_version"], "engine version"),
                     cards)


def _value(data: bytes, at: int, limit: int, what: str, position: int | None = None
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


# -- the whole file --------------------------------------------------------------------


#: the bin types of an event's bytes, and the width of their length
_WIDTH = {0xC4: 1, 0xC5: 2, 0xC6: 4}


class _Torn(Exception):
    """The file ends inside a record: what a writer that was stopped leaves."""


def _record(data: bytes, at: int, k: int) -> tuple[bytes, bytes, int]:
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


def _check_after(data: bytes, at: int, fmt: int) -> bytes | None:
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


def _chain_break(data: bytes, after: int, k: int, chain: bytes, event: bytes,
                 fmt: int) -> LogError:
    """Record ``k`` does not follow from the ones before. Either the event before it was
    altered, or this record's own check was forged: the next item tells which, since it
    was chained from the true hash through this event."""
    if _check_after(data, after, fmt) == link(chain, event)[:CHECK]:
        return LogError(f"event {k}: its record's hash was forged", k)
    if k == 1:
        return LogError("event 1: hash chain broken: the header was altered", 1)
    return LogError(f"event {k - 1}: hash chain broken: the event was altered", k - 1)


def _scan(data: bytes) -> Log:
    if not data.startswith(MAGIC):
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
    events: list[Event] = []
    end = len(data)
    in_action = False  # records were read since the last mark
    after_mark = False
    whole = (0, chain, at)  # events, chain and offset at the last mark
    expected = chain[:CHECK]
    while at < end:
        k = len(events) + 1
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
                    return _running(header, header_bytes, events, whole, k)
            event = _event(event_bytes, k)
            if check != expected:
                raise _chain_break(data, after, k, chain, event_bytes, fmt)
            if fmt >= 2:
                decision = type(event) is Decided
                if decision and in_action:
                    raise LogError(f"record {k} begins a rules action (a decision) but the "
                                   "end-of-action mark before it is missing", k)
                if after_mark and not decision:
                    raise LogError(f"record {k} follows an end-of-action mark but is not a "
                                   "decision: a mark was added or a record moved", k)
            if k == 1 and not (isinstance(event, TableOpened) and header.matches(event)):
                raise LogError("the header does not match the first event", 1)
            events.append(event)
            chain = link(chain, event_bytes)
            expected = chain[:CHECK]
            at = after
            in_action, after_mark = True, False
        elif byte == 0x80 and fmt >= 2:
            if not in_action:
                raise LogError(f"a second end-of-action mark after event {k - 1}", k)
            at += 1
            in_action, after_mark = False, True
            whole = (len(events), chain, at)
        elif 0x81 <= byte <= 0x8F:
            return _closing(data, at, header, header_bytes, events, chain, whole, in_action)
        else:
            raise LogError(f"record {k} is damaged: its framing is not [hash, event]", k)
    if fmt < 2:
        raise LogError(f"the log is truncated after event {len(events)}", len(events) + 1)
    return _running(header, header_bytes, events, whole, None)


def _running(header: LogHeader, header_bytes: bytes, events: list[Event],
             whole: tuple[int, bytes, int], torn: int | None,
             signature: Signature | None = None) -> Log:
    """A log without its trailer: its events up to the last whole rules action."""
    count, chain, offset = whole
    left: list[str] = []
    if len(events) > count:
        left.append(f"the unfinished action of event {count + 1}" if len(events) == count + 1
                    else f"the unfinished action of events {count + 1}-{len(events)}")
    if torn:
        left.append(f"the file ends inside record {torn}")
    if count == 0:
        raise LogError("the log ends before its first rules action is whole", 1)
    return Log(header, events[:count], chain, False, header_bytes, signature,
               "; ".join(left) or None, offset, torn)


def _closing(data: bytes, at: int, header: LogHeader, header_bytes: bytes,
             events: list[Event], chain: bytes, whole: tuple[int, bytes, int],
             in_action: bool) -> Log:
    """The trailer and the signature, and nothing after them."""
    n = len(events)
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
        return Log(header, events, chain, True, header_bytes, signature, None, at)
    if fmt < 2:
        raise LogError(f"the log is truncated after event {n}", n + 1)
    return _running(header, header_bytes, events, whole, None, signature)


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
    log = _scan(_bytes(source))
    if not log.complete and not running:
        raise LogError(_incomplete(log) + " (the table was not recorded to its end)",
                       len(log.events) + 1)
    return log


def loads(data: bytes, *, running: bool = False) -> Log:
    return read_log(data, running=running)


def _incomplete(log: Log) -> str:
    n = len(log.events)
    return (f"running: {n} event{'s' if n != 1 else ''}, no trailer"
            + (f"; left out: {log.left_out}" if log.left_out else ""))


def verify_log(source: str | Path | bytes, key: Ed25519PublicKey | None = None
               ) -> VerifyReport:
    """Check a log's integrity, completeness and signature (against ``key`` if given);
    never raises for bad content (a missing file does)."""
    data = _bytes(source)
    try:
        log = _scan(data)
    except LogError as exc:
        return VerifyReport(False, 0, exc.position, str(exc))
    signature = log.signature
    why = None
    if signature is not None:
        why = signature.check(log.header_bytes, len(log.events), log.last_hash, log.state,
                              key)
    elif key is not None:
        why = "the log is not signed"
    problem = why and f"signature: {why}"
    if not log.complete:
        problem = _incomplete(log) + (f"; {problem}" if problem else "")
    return VerifyReport(log.complete and why is None, len(log.events), log.torn_at, problem,
                        log.last_hash.hex(), True, log.complete, log.format,
                        signature.fingerprint if signature else None,
                        signature.state if signature else None, why, log)
