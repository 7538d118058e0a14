"""The portable log file: a header, then hash-chained events, then a trailer.

Layout: the magic line ``SHAHRAZAD-LOG\\n``, then a msgpack stream of

1. the header map (format version, edition, seed, players, decks, sideboards,
   options, engine version and, if the table has cards of its own, their
   definitions as data under ``custom_cards``: copied from the first event,
   ``TableOpened``);
2. one record per event, ``[previous_hash, event_bytes]``, where the chain is
   ``h0 = blake2b(header_bytes)`` and ``h_i = blake2b(h_{i-1} + event_bytes_i)``;
3. the trailer map ``{"end": n, "hash": h_n}``, so that a truncated log, or an
   altered last event, is caught too.

Every record carries the hash of everything before it, so :func:`verify_log`
finds the first altered, missing, duplicated or reordered event.

>>> from events.vocabulary import TableOpened, PriorityPassed
>>> opened = TableOpened(position=1, game="1", rule="100.1", edition="current", seed=1,
...                      players=("A", "B"), decks=((), ()), sideboards=((), ()),
...                      options=(), engine_version="x")
>>> data = dumps([opened, PriorityPassed(position=2, game="1", rule="117.3d", player="A")])
>>> log = loads(data)
>>> log.header.players, len(log.events), verify_log(data).ok
(('A', 'B'), 2, True)
"""

from __future__ import annotations

import hashlib
import io
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import msgpack

from events.base import Event, UnknownEventKind
from events.codec import CorruptEvent, encode, from_raw
from events.vocabulary import TableOpened

__all__ = ["FORMAT", "MAGIC", "Log", "LogError", "LogHeader", "VerifyReport", "dumps",
           "loads", "read_log", "verify_log", "write_log"]

MAGIC = b"SHAHRAZAD-LOG\n"
FORMAT = 1


class LogError(ValueError):
    """A log file that can't be read as it stands; ``position`` is the first bad event."""

    def __init__(self, message: str, position: int | None = None) -> None:
        super().__init__(message)
        self.position = position


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
    #: the definitions of the table's own cards, as data (see ``TableOpened``)
    custom_cards: tuple[dict[str, Any], ...] = ()

    @staticmethod
    def of(opened: TableOpened) -> LogHeader:
        return LogHeader(FORMAT, opened.edition, opened.seed, opened.players, opened.decks,
                         opened.sideboards, opened.options, opened.engine_version,
                         opened.custom_cards)

    def encode(self) -> bytes:
        header: dict[str, Any] = {
            "format": self.format, "edition": self.edition, "seed": self.seed,
            "players": list(self.players), "decks": [list(d) for d in self.decks],
            "sideboards": [list(s) for s in self.sideboards],
            "options": [list(o) for o in self.options], "engine_version": self.engine_version,
        }
        if self.custom_cards:  # absent when empty: a header without them reads as before
            header["custom_cards"] = list(self.custom_cards)
        data: bytes = msgpack.packb(header, use_bin_type=True)
        return data


@dataclass(frozen=True, slots=True)
class Log:
    """A log file, read and verified: its header and its events."""

    header: LogHeader
    events: list[Event]
    last_hash: bytes


@dataclass(frozen=True, slots=True)
class VerifyReport:
    """The outcome of :func:`verify_log`."""

    ok: bool
    events: int
    first_bad: int | None = None
    problem: str | None = None
    last_hash: str = ""


def _h(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=16).digest()


def _records(events: Iterable[Event]) -> Iterator[bytes]:
    """The bytes of a log: magic, header, chained records, trailer."""
    it = iter(events)
    first = next(it, None)
    if not isinstance(first, TableOpened):
        raise ValueError("a log begins with the table's TableOpened event")
    header = LogHeader.of(first).encode()
    yield MAGIC
    yield header
    chain = _h(header)
    count = 0
    for event in _chain(first, it):
        data = encode(event)
        yield msgpack.packb([chain, data], use_bin_type=True)
        chain = _h(chain + data)
        count += 1
    yield msgpack.packb({"end": count, "hash": chain}, use_bin_type=True)


def _chain(first: Event, rest: Iterator[Event]) -> Iterator[Event]:
    yield first
    yield from rest


def dumps(events: Iterable[Event]) -> bytes:
    """The log file's bytes for ``events`` (the first must be ``TableOpened``)."""
    return b"".join(_records(events))


def write_log(target: str | Path | IO[bytes], events: Iterable[Event]) -> None:
    """Write ``events`` as a log file to a path or a binary file object."""
    if isinstance(target, str | Path):
        path = Path(target)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".tmp")
        with tmp.open("wb") as out:
            for chunk in _records(events):
                out.write(chunk)
        tmp.replace(path)  # never leave a half-written log under the real name
        return
    for chunk in _records(events):
        target.write(chunk)


def _open(source: str | Path | bytes | IO[bytes]) -> IO[bytes]:
    if isinstance(source, bytes):
        return io.BytesIO(source)
    if isinstance(source, str | Path):
        return Path(source).open("rb")
    return source


def _header(raw: Any) -> LogHeader:
    if not isinstance(raw, dict):
        raise LogError("the header is not a map: not a Shahrazad log file")
    try:
        if raw["format"] != FORMAT:
            raise LogError(f"log format {raw['format']} is not supported (this reads {FORMAT})")
        return LogHeader(raw["format"], raw["edition"], raw["seed"], tuple(raw["players"]),
                         tuple(tuple(d) for d in raw["decks"]),
                         tuple(tuple(s) for s in raw["sideboards"]),
                         tuple((str(k), str(v)) for k, v in raw["options"]),
                         raw["engine_version"], tuple(raw.get("custom_cards", ())))
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, LogError):
            raise
        raise LogError(f"the header is incomplete: {exc!r}") from None


def _read(source: str | Path | bytes | IO[bytes]) -> Log:
    stream = _open(source)
    try:
        if stream.read(len(MAGIC)) != MAGIC:
            raise LogError("not a Shahrazad log file (no SHAHRAZAD-LOG line)")
        unpacker = msgpack.Unpacker(stream, use_list=False, raw=False, strict_map_key=False,
                                    max_buffer_size=64 * 1024 * 1024)
        try:
            raw_header = next(unpacker)
        except StopIteration:
            raise LogError("the log ends before its header") from None
        header = _header(raw_header)
        chain = _h(LogHeader.encode(header))
        events: list[Event] = []
        items: list[Any] = []
        try:
            for item in unpacker:
                items.append(item)
        except (msgpack.ExtraData, msgpack.FormatError, msgpack.StackError, ValueError,
                TypeError) as exc:
            raise LogError(f"unreadable data in record {len(items) + 1}: {type(exc).__name__}",
                           len(items) + 1) from None
        for index, item in enumerate(items):
            position = len(events) + 1
            if isinstance(item, dict):
                if item.get("end") != len(events) or item.get("hash") != chain:
                    raise LogError(f"the trailer does not match the events: event {position - 1} "
                                   "or an earlier one was altered or removed",
                                   max(1, position - 1))
                if index != len(items) - 1:
                    raise LogError(f"data after the trailer (after event {len(events)})",
                                   len(events) + 1)
                if not events or not isinstance(events[0], TableOpened) or \
                        LogHeader.of(events[0]) != header:
                    raise LogError("the header does not match the first event", 1)
                return Log(header, events, chain)
            if not (isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], bytes)
                    and isinstance(item[1], bytes)):
                raise LogError(f"record {position} is not [hash, event]", position)
            prev, data = item
            try:
                event = from_raw(msgpack.unpackb(data, use_list=False, raw=False,
                                                 strict_map_key=False))
            except UnknownEventKind as exc:
                raise LogError(f"{exc} at position {position}", position) from None
            except (CorruptEvent, ValueError, TypeError) as exc:
                raise LogError(f"event {position} can't be decoded: {exc}", position) from None
            if event.position != position:
                raise LogError(f"record {position} holds the event of position "
                               f"{event.position}: an event was removed, duplicated or "
                               "reordered", position)
            if prev != chain:
                raise _chain_break(items, index, position, chain, prev, data)
            events.append(event)
            chain = _h(chain + data)
        raise LogError(f"the log is truncated after event {len(events)}",
                       len(events) + 1 if events else 1)
    except LogError:
        raise
    except (msgpack.ExtraData, msgpack.FormatError, msgpack.StackError, ValueError,
            TypeError, MemoryError) as exc:
        raise LogError(f"unreadable data after event {len(locals().get('events', []))}: "
                       f"{type(exc).__name__}") from None
    finally:
        if isinstance(source, str | Path | bytes):
            stream.close()


def _chain_break(items: list[Any], index: int, position: int, chain: bytes, prev: bytes,
                 data: bytes) -> LogError:
    """Record ``position`` doesn't follow from the ones before. Either the event before
    it was altered, or this record's own hash was forged: the record after tells which,
    since it was chained from the true hash."""
    following = items[index + 1] if index + 1 < len(items) else None
    carried = following.get("hash") if isinstance(following, dict) else \
        following[0] if isinstance(following, tuple) and following else None
    if carried == _h(chain + data) and carried != _h(prev + data):
        return LogError(f"event {position}: its record's hash was forged", position)
    if position == 1:
        return LogError("event 1: hash chain broken: the header was altered", 1)
    return LogError(f"event {position - 1}: hash chain broken: the event was altered",
                    position - 1)


def read_log(source: str | Path | bytes | IO[bytes]) -> Log:
    """Read and verify a log file (a path, its bytes, or a binary file object).

    Raises :class:`FileNotFoundError` for a missing file and :class:`LogError`,
    naming the first bad position, for anything else that is wrong.
    """
    return _read(source)


def loads(data: bytes) -> Log:
    return _read(data)


def verify_log(source: str | Path | bytes) -> VerifyReport:
    """Check a log's integrity; never raises for bad content (a missing file does)."""
    try:
        log = _read(source)
    except LogError as exc:
        return VerifyReport(False, 0, exc.position, str(exc))
    return VerifyReport(True, len(log.events), None, None, log.last_hash.hex())
