"""A log's index: a file that lets a reader start anywhere in the log.

Reading a whole log checks every record of it (:mod:`shahrazad.events.storage.logfile`), and that is
what a command that needs one event, or a window of a hundred, should not have to
do each time. The first reader of a log leaves an index of it in the user's cache
folder (:func:`index_places`), never beside the log: a reader writes nothing next to a
file it was only asked to read (a shipped log, a checkout, a read-only folder stay as
they were); later readers use it, and go to the records they need by their offsets.
This module holds the parts of the index that are about the file:

* the container (:class:`IndexWriter`, :class:`IndexFile`): a magic line, blobs,
  and a directory at the end (a msgpack map) that names each blob by its offset,
  length and BLAKE2b digest; the file is written under a name of its own and
  renamed into place, so a reader sees a whole index or none;
* the **key** of the log it indexes (:func:`log_key`): the file's size, inode, device
  and modification and change times (the change time can't be set back by a program),
  a digest of its last bytes (its trailer: the head of the hash chain), and whatever
  the builder adds (a fingerprint of the code that built it);
* arrays of whole numbers kept in chunks with their own digests
  (:class:`ArrayWriter`, :meth:`IndexFile.array`), so a reader checks only what it
  reads;
* random access to a log's records (:class:`Records`).

How far an index is trusted. An index is never believed blindly: a file that is
damaged (a digest that does not match), of another format, or whose key is not the
log's as it is now, is *stale*, and the reader builds a new one by reading the whole
log (which checks all of it, and refuses a log whose chain is broken). A window read
through a valid index is proven before it is decoded: the index keeps a digest of each
block of records between its checkpoints, made from the very bytes the whole reading
checked (:func:`block_digest`), and a reader hashes each block it reads (once) and
compares; bytes that match are those that were checked, so their records are decoded
without checking each one again (:meth:`Records.plain`); a single record read on its
own has its framing, event and position checked (:meth:`Records.event`). Anything that
does not agree makes the index stale, never the log bad. What this rests on: the log
was checked whole when the index was built, and a change to the file since changes its
key, or a block's digest. An index is a cache, as trustworthy as the folder it lies in:
anyone who may write there may replace the log too. ``shahrazad verify`` never reads an index.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "x.idx"
>>> w = IndexWriter(path)
>>> ref = w.add(b"hello")
>>> w.close({"greeting": ref}, {"size": 1})
>>> index = IndexFile.open(path, {"size": 1})
>>> index.blob(index.meta["greeting"]), IndexFile.open(path, {"size": 2})
(b'hello', None)
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import mmap
import os
import struct
from array import array
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import msgpack
import platformdirs

from shahrazad.events.base import EVENT_TYPES
from shahrazad.events.errors import ShahrazadError
from shahrazad.events.storage.leftovers import own_file
from shahrazad.events.storage.logfile import Buffer, LogError, raw_event
from shahrazad.events.storage.logformat import MAX_RECORD

__all__ = ["BLOCK_DIGEST", "FORMAT", "ArrayWriter", "IndexFile", "IndexStale", "IndexWriter",
           "Records", "block_digest", "cache_place", "index_places", "log_key"]

MAGIC = b"SHAHRAZAD-INDEX\n"
FORMAT = 1
#: the footer: where the directory begins, its length, its digest, and an end mark
_FOOTER = struct.Struct(">QQ32s8s")
_END = b"SHZIDX1\n"
#: entries of an array per chunk
CHUNK = 1 << 16
#: the most of a log's end that its key holds a digest of
_TAIL = 4096

#: a blob's place in the index: offset, length, digest
Ref = tuple[int, int, bytes]


class IndexStale(ShahrazadError):
    """The index does not fit the log, or is damaged: build a new one."""


def _digest(data: bytes | memoryview) -> bytes:
    return hashlib.blake2b(data, digest_size=16).digest()


# -- where ----------------------------------------------------------------------------


def cache_place(name: str) -> Path:
    """The file ``name`` in Shahrazad's folder of indexes in the user's cache folder
    (``$XDG_CACHE_HOME/shahrazad/index`` on Linux)."""
    return Path(platformdirs.user_cache_dir("shahrazad")) / "index" / name


def index_places(log: str | Path) -> list[Path]:
    """Where the index of ``log`` may be: in the cache folder, named after the log's
    full path (``game-1a2b....idx``). Never beside the log: reading a log writes nothing
    next to it."""
    path = Path(log).absolute()
    hashed = hashlib.blake2b(os.fsencode(path), digest_size=16).hexdigest()
    return [cache_place(f"{path.stem}-{hashed}.idx")]


def log_key(path: str | Path) -> dict[str, Any]:
    """What the index of the log file at ``path`` is built for: the file as it is now."""
    with open(path, "rb") as f:
        info = os.fstat(f.fileno())
        f.seek(max(0, info.st_size - _TAIL))
        tail = f.read(_TAIL)
    return {"size": info.st_size, "ino": info.st_ino, "dev": info.st_dev,
            "mtime_ns": info.st_mtime_ns, "ctime_ns": info.st_ctime_ns,
            "tail": _digest(tail)}


# -- writing --------------------------------------------------------------------------


class IndexWriter:
    """Writes an index file: blobs as they come, then the directory, then renames it
    to ``path`` (or, with no path, keeps it in memory: :attr:`data`). Raises
    :class:`OSError` if the folder can't be written."""

    def __init__(self, path: str | Path | None) -> None:
        self.path = Path(path) if path is not None else None
        self.temp: Path | None = None
        self.file: Any
        if self.path is None:
            self.file = io.BytesIO()
        else:
            # a file of its own, locked while it is written; what killed builders of
            # this index left is removed first (shahrazad.events.storage.leftovers)
            fd, self.temp = own_file(self.path, "tmp")
            self.file = os.fdopen(fd, "wb")
        self.file.write(MAGIC)
        self.at = len(MAGIC)
        #: the index, once closed, when it is kept in memory
        self.data = b""

    def add(self, data: bytes) -> Ref:
        """Write a blob; its reference for the directory."""
        self.file.write(data)
        ref = (self.at, len(data), _digest(data))
        self.at += len(data)
        return ref

    def close(self, meta: Mapping[str, Any], key: Mapping[str, Any]) -> None:
        """Write the directory (``meta``, holding the blobs' references, and the
        ``key`` the index was built for) and put the file in place."""
        try:
            directory: bytes = msgpack.packb({"format": FORMAT, "key": dict(key),
                                              "meta": dict(meta)}, use_bin_type=True)
            self.file.write(directory)
            digest = hashlib.blake2b(directory, digest_size=32).digest()
            self.file.write(_FOOTER.pack(self.at, len(directory), digest, _END))
            if self.temp is None:
                self.data = self.file.getvalue()
            elif self.path is not None:
                self.file.flush()
                # while it is locked (shahrazad.events.storage.leftovers)
                os.replace(self.temp, self.path)
            self.file.close()
        except BaseException:
            self.abandon()
            raise

    def abandon(self) -> None:
        """Stop, and leave nothing behind."""
        self.file.close()
        if self.temp is not None:
            with contextlib.suppress(OSError):
                self.temp.unlink()


class ArrayWriter:
    """An array of whole numbers of one type (``"I"``, ``"Q"``, ...), written into an
    index in chunks of :data:`CHUNK` entries as it grows."""

    def __init__(self, writer: IndexWriter, typecode: str) -> None:
        self.writer = writer
        self.typecode = typecode
        self.chunks: list[Ref] = []
        self.current = array(typecode)
        self.length = 0

    def append(self, value: int) -> None:
        self.current.append(value)
        if len(self.current) == CHUNK:
            self._flush()

    def extend(self, values: Any) -> None:
        values = array(self.typecode, values)
        at = 0
        while at < len(values):
            take = CHUNK - len(self.current)
            self.current.extend(values[at:at + take])
            at += take
            if len(self.current) == CHUNK:
                self._flush()

    def _flush(self) -> None:
        self.length += len(self.current)
        self.chunks.append(self.writer.add(self.current.tobytes()))
        self.current = array(self.typecode)

    def done(self) -> dict[str, Any]:
        """What the directory keeps of the array."""
        if self.current:
            self._flush()
        return {"type": self.typecode, "length": self.length, "chunks": self.chunks}


# -- reading --------------------------------------------------------------------------


class IndexFile:
    """An index file, opened for reading (mapped: only what is read is loaded)."""

    def __init__(self, path: Path | None, data: Buffer, meta: dict[str, Any]) -> None:
        self.path = path
        self.data = data
        self.meta = meta
        self._chunks: dict[tuple[int, int], array[int]] = {}

    @staticmethod
    def open(path: str | Path, key: Mapping[str, Any]) -> IndexFile | None:
        """The index at ``path`` if it is whole, of this format, and built for ``key``;
        ``None`` otherwise (missing, damaged, stale)."""
        try:
            with open(path, "rb") as f:
                data = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError):  # missing, unreadable, empty
            return None
        found = IndexFile.of(data, key, Path(path))
        if found is None:
            data.close()
        return found

    @staticmethod
    def of(data: Buffer, key: Mapping[str, Any], path: Path | None = None
           ) -> IndexFile | None:
        """The index held in ``data`` (see :meth:`open`)."""
        try:
            if len(data) < len(MAGIC) + _FOOTER.size or data[:len(MAGIC)] != MAGIC:
                raise IndexStale
            at, length, digest, end = _FOOTER.unpack(data[-_FOOTER.size:])
            if end != _END or at + length + _FOOTER.size != len(data):
                raise IndexStale
            directory = data[at:at + length]
            if hashlib.blake2b(directory, digest_size=32).digest() != digest:
                raise IndexStale
            found = msgpack.unpackb(directory, raw=False, strict_map_key=False)
            if (not isinstance(found, dict) or found.get("format") != FORMAT
                    or found.get("key") != dict(key) or not isinstance(found.get("meta"),
                                                                       dict)):
                raise IndexStale
        except (IndexStale, ValueError, TypeError, struct.error):
            return None
        return IndexFile(path, data, found["meta"])

    def close(self) -> None:
        if isinstance(self.data, mmap.mmap):
            self.data.close()

    def blob(self, ref: Any) -> bytes:
        """A blob's bytes, checked against its digest (:class:`IndexStale` if not)."""
        try:
            at, length, digest = ref
            data = self.data[at:at + length]
        except (TypeError, ValueError):
            raise IndexStale from None
        if len(data) != length or _digest(data) != digest:
            raise IndexStale
        return data

    def _chunk(self, info: Mapping[str, Any], i: int) -> array[int]:
        ref = info["chunks"][i]
        found = self._chunks.get((ref[0], i))
        if found is None:
            found = array(info["type"])
            found.frombytes(self.blob(ref))
            self._chunks[(ref[0], i)] = found
        return found

    def array(self, info: Mapping[str, Any]) -> IndexArray:
        """An array the builder wrote with :class:`ArrayWriter` (``info``: what the
        directory keeps of it)."""
        return IndexArray(self, info)


class IndexArray:
    """Read access to an array of an index; chunks are checked as they are first read."""

    def __init__(self, index: IndexFile, info: Mapping[str, Any]) -> None:
        self.index = index
        self.info = info
        self.length: int = info["length"]

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, i: int) -> int:
        if not 0 <= i < self.length:
            raise IndexStale
        return self.index._chunk(self.info, i // CHUNK)[i % CHUNK]

    def slice(self, start: int, stop: int) -> array[int]:
        """Entries ``start`` to ``stop`` (exclusive)."""
        if not 0 <= start <= stop <= self.length:
            raise IndexStale
        out = array(self.info["type"])
        while start < stop:
            chunk = self.index._chunk(self.info, start // CHUNK)
            first = start % CHUNK
            take = min(stop - start, CHUNK - first)
            out.extend(chunk[first:first + take])
            start += take
        return out


# -- the log's records ------------------------------------------------------------------

#: how long a block's digest is (:func:`block_digest`)
BLOCK_DIGEST = 16


def block_digest(data: Buffer, start: int, end: int) -> bytes:
    """The BLAKE2b digest of a log's bytes from ``start`` to ``end``: the index keeps one
    per run of records between its checkpoints, made from the bytes the whole reading
    that built it checked, so a later reader that finds the same digest knows it reads
    those very bytes (no edit can keep a digest), and decodes them without checking
    each record again."""
    with memoryview(data) as view, view[start:end] as part:
        return hashlib.blake2b(part, digest_size=BLOCK_DIGEST).digest()


CURRENT: dict[str, int] = {}


def _current_versions() -> dict[str, int]:
    """Each kind's current schema version."""
    if len(CURRENT) != len(EVENT_TYPES):
        CURRENT.update({kind: cls.VERSION for kind, cls in EVENT_TYPES.items()})
    return CURRENT



class Records:
    """Random access to the records of a log file that an index says where to find.

    A record read on its own is checked as the whole-file reader checks it (its framing,
    its event, its position); a run of records is read from bytes :meth:`proven` by
    their block's digest. Anything that does not agree raises :class:`IndexStale`: the
    index, not the log, is then in doubt.
    """

    def __init__(self, path: str | Path) -> None:
        with open(path, "rb") as f:
            self.data: Buffer = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)

    def close(self) -> None:
        if isinstance(self.data, mmap.mmap):
            self.data.close()

    def record(self, at: int) -> tuple[bytes, bytes, int]:
        """The record at offset ``at``: its check bytes, its event's bytes, where it ends."""
        data = self.data
        frame = data[at:at + 24]
        if len(frame) < 21 or frame[:3] != b"\x92\xc4\x10":
            raise IndexStale
        kind = frame[19]
        width = 1 if kind == 0xC4 else 2 if kind == 0xC5 else 4 if kind == 0xC6 else 0
        if not width:
            raise IndexStale
        body = at + 20 + width
        size = int.from_bytes(data[at + 20:body], "big")
        if size > MAX_RECORD or body + size > len(data):
            raise IndexStale
        return frame[3:19], data[body:body + size], body + size

    def event(self, at: int, k: int) -> tuple[Any, ...]:
        """The event of the record at ``at``, which must be record ``k``, as msgpack
        decodes it and checked as :func:`shahrazad.events.storage.logfile.scan` checks it."""
        _check, event_bytes, _after = self.record(at)
        return self._decoded(event_bytes, k)

    @staticmethod
    def _decoded(event_bytes: bytes, k: int) -> tuple[Any, ...]:
        try:
            return raw_event(event_bytes, k)
        except LogError:
            raise IndexStale from None

    def proven(self, start: int, end: int, digest: bytes) -> bool:
        """Are the bytes from ``start`` to ``end`` those whose :func:`block_digest` the
        index holds (``digest``)?"""
        if not 0 <= start <= end <= len(self.data):
            return False
        return block_digest(self.data, start, end) == digest

    def plain(self, at: int, end: int, first: int, last: int) -> list[tuple[Any, ...]]:
        """The events of records ``first`` to ``last``, the first of them at offset ``at``,
        all of them before ``end``, as msgpack decodes them: bytes :meth:`proven` to be
        the ones a whole reading checked, so they are decoded, not checked again (an
        event of an older schema version is still upcast, as a reading does). A list,
        made whole before it is returned: a reader gets a run of records or nothing
        (and :class:`IndexStale`), and hands them on without a generator per record."""
        chunk = self.data[at:end]
        unpacker = msgpack.Unpacker(use_list=False, raw=False, strict_map_key=False,
                                    max_buffer_size=max(len(chunk), 1 << 20))
        unpacker.feed(chunk)
        unpackb, current = msgpack.unpackb, _current_versions()
        out: list[tuple[Any, ...]] = []
        append = out.append
        k = first
        for item in unpacker:
            if type(item) is not tuple:
                continue  # an end-of-action mark
            raw = unpackb(item[1], use_list=False, raw=False, strict_map_key=False)
            if current.get(raw[0]) != raw[1]:
                raw = self._decoded(item[1], k)
            append(raw)
            if k == last:
                return out
            k += 1
        raise IndexStale  # the bytes end before the records the index says they hold
