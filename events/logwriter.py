"""Writing log files: whole (:func:`write_log`, :func:`dumps`) or as a table plays
(:class:`LogWriter`), and how a crash leaves them.

A log is written one rules action at a time, with the end-of-action mark after each
(:mod:`events.logformat`), so that whatever stops the writer leaves a log that reads:

* :class:`LogWriter` writes the header and the table's first events to a new file
  with a name of its own in the log's folder, syncs it to the disk, and renames it
  to the log's name (replacing an older log there in one step). Then it appends
  each rules action's records and mark in one write, and syncs them to the disk as
  its :class:`SyncPolicy` says (by default after every action). :meth:`LogWriter.close`
  writes the trailer (and a signature, if it was given a key).
* A writer that is killed leaves a *running* log: every action written before the
  kill, and perhaps part of the one being written, which readers leave out. A
  process that dies loses nothing the writer wrote (the system holds it); a machine
  that loses power loses the actions written since the last sync.
* Two writers never mix their bytes in one file: each writes a file of its own and
  renames it into place. While a writer has a log open it holds a lock on it
  (``flock``), and a second writer, or ``shahrazad sign``, is refused.

:func:`write_log` writes a whole log the same way: a file of its own beside the
target, synced, renamed, and the folder synced.

>>> from events.vocabulary import TableOpened
>>> opened = TableOpened(position=1, game="1", rule="100.1", edition="current", seed=1,
...                      players=("A", "B"), decks=((), ()), sideboards=((), ()),
...                      options=(), engine_version="x")
>>> data = dumps([opened])
>>> data.startswith(MAGIC), data[-46:-45] == MARK    # the mark, then the trailer
(True, True)
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from events.base import Event
from events.codec import encode
from events.leftovers import own_file
from events.logformat import (
    MAGIC,
    MARK,
    LogHeader,
    head_hash,
    link,
    record_bytes,
    trailer_bytes,
)
from events.signing import Signature
from events.vocabulary import Decided, TableOpened

__all__ = ["LogBusy", "LogEncoder", "LogWriter", "SyncPolicy", "check_writable", "dumps",
           "refuse_if_busy",
           "replace_file", "write_log"]


class LogBusy(RuntimeError):
    """Another process is writing the log (it holds the log's lock)."""


@dataclass(frozen=True, slots=True)
class SyncPolicy:
    """When a :class:`LogWriter` asks the system to put what it wrote on the disk.

    ``actions``: after this many rules actions; ``ms``: or once this many
    milliseconds have passed since the last sync, at the next action; neither: only
    when the log is closed. Every action is handed to the system as soon as it is
    played whatever the policy, so a killed process loses nothing; the policy is what
    a power cut can take (the actions since the last sync). Syncing after every
    action (the default) costs the most.

    >>> SyncPolicy.parse("1"), SyncPolicy.parse("200ms")
    (SyncPolicy(actions=1, ms=None), SyncPolicy(actions=None, ms=200.0))
    >>> SyncPolicy.parse("end").describe()
    'when the log is closed'
    """

    actions: int | None = 1
    ms: float | None = None

    @staticmethod
    def parse(text: str) -> SyncPolicy:
        """``N`` (every N actions), ``Tms`` (at most every T milliseconds) or ``end``."""
        word = text.strip().lower()
        try:
            if word == "end":
                return SyncPolicy(None, None)
            if word.endswith("ms"):
                ms = float(word[:-2])
                if ms > 0:
                    return SyncPolicy(None, ms)
            elif int(word) > 0:
                return SyncPolicy(int(word), None)
        except ValueError:
            pass
        raise ValueError(f"--fsync {text!r}: say N (every N actions, N >= 1), Tms (at "
                         "most every T milliseconds) or end")

    def describe(self) -> str:
        if self.actions == 1:
            return "after every rules action"
        if self.actions:
            return f"every {self.actions} rules actions"
        if self.ms:
            return f"at most every {self.ms:g} ms"
        return "when the log is closed"


class LogEncoder:
    """A table's events as a log's bytes, one rules action at a time.

    It keeps the chain hash and the count, so what it gives, joined, is the whole log.
    """

    def __init__(self, opened: Event) -> None:
        if not isinstance(opened, TableOpened):
            raise ValueError("a log begins with the table's TableOpened event")
        self.header = LogHeader.of(opened).encode()
        self.chain = head_hash(self.header)
        self.count = 0
        self._marked = True

    def start(self) -> bytes:
        return MAGIC + self.header

    def action(self, events: Iterable[Event], close: bool = True,
               encoded: Iterable[bytes] | None = None) -> bytes:
        """The records of ``events``, each rules action closed by its mark (an action
        begins with its decision); ``close``: the last action ends with ``events``.
        ``encoded``: the events' bytes as stored elsewhere (a table in the store), kept
        as they are (an event of an older schema version stays of that version)."""
        out: list[bytes] = []
        given = iter(encoded) if encoded is not None else None
        for event in events:
            if event.position != self.count + 1:
                raise ValueError(f"event {event.position} does not follow event {self.count}")
            if isinstance(event, Decided) and not self._marked:
                out.append(MARK)
            data = encode(event) if given is None else next(given)
            out.append(record_bytes(self.chain, data))
            self.chain = link(self.chain, data)
            self.count += 1
            self._marked = False
        if close and not self._marked:
            out.append(MARK)
            self._marked = True
        return b"".join(out)

    def end(self, key: Ed25519PrivateKey | None = None) -> bytes:
        """The trailer, and the signature of the closed log if ``key`` is given."""
        out = trailer_bytes(self.count, self.chain)
        if key is not None:
            out += Signature.make(key, self.header, self.count, self.chain, "over").encode()
        return out


def _chunks(events: Iterable[Event], key: Ed25519PrivateKey | None = None,
            over: bool = True, encoded: Iterable[bytes] | None = None) -> Iterator[bytes]:
    it = iter(events)
    given = iter(encoded) if encoded is not None else None
    first = next(it, None)
    if first is None:
        raise ValueError("a log begins with the table's TableOpened event")
    encoder = LogEncoder(first)
    yield encoder.start()
    batch: list[Event] = [first]
    for event in it:
        batch.append(event)
        if len(batch) >= 4096:
            yield encoder.action(batch, close=False, encoded=given)
            batch = []
    yield encoder.action(batch, encoded=given)
    if over:
        yield encoder.end(key)
    elif key is not None:  # a running log: no trailer, and signed as running
        yield Signature.make(key, encoder.header, encoder.count, encoder.chain,
                             "running").encode()


def dumps(events: Iterable[Event], key: Ed25519PrivateKey | None = None, *,
          over: bool = True) -> bytes:
    """The log file's bytes for ``events`` (the first must be ``TableOpened``), signed
    with ``key`` if one is given; ``over=False``: a running log, without its trailer."""
    return b"".join(_chunks(events, key, over))


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` survive a power cut."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _own_file(path: Path) -> tuple[int, Path]:
    """A new file beside ``path`` with a name no other writer has, open for writing and
    locked while it is written; what killed writers of ``path`` left is removed first
    (:mod:`events.leftovers`)."""
    return own_file(path, "part")


def check_writable(path: str | Path) -> None:
    """Raise the error that writing a log at ``path`` would meet (a folder, a place
    without write permission, a log another writer holds), and write nothing."""
    path = Path(path)
    fd, tmp = _own_file(path)
    os.close(fd)
    tmp.unlink()
    refuse_if_busy(path)


def refuse_if_busy(path: Path) -> None:
    """Raise :class:`LogBusy` if a writer holds ``path``'s lock."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except (FileNotFoundError, IsADirectoryError):
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise LogBusy(f"{path} is being written by another Shahrazad") from None
    finally:
        os.close(fd)  # closing lets the lock go


def replace_file(path: str | Path, chunks: Iterable[bytes]) -> None:
    """Write ``chunks`` as the file ``path``, all or nothing: into a file of its own
    beside it, synced, renamed over ``path``, and the folder synced."""
    path = Path(path)
    fd, tmp = _own_file(path)
    try:
        for chunk in chunks:
            _write_all(fd, chunk)
        os.fsync(fd)
        os.replace(tmp, path)  # while it is locked: never taken for a leftover
        os.close(fd)
        fd = -1
    except BaseException:
        if fd >= 0:
            os.close(fd)
        tmp.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def write_log(target: str | Path | IO[bytes], events: Iterable[Event],
              key: Ed25519PrivateKey | None = None, *, over: bool = True,
              encoded: Iterable[bytes] | None = None) -> None:
    """Write ``events`` as a whole log file to a path (see :func:`replace_file`) or a
    binary file object; signed with ``key`` if one is given. ``over=False`` writes a
    running log: every rules action closed by its mark, and no trailer (a table that
    was not recorded to its end must not look as if it were). ``encoded``: the events'
    bytes as they are stored (a stored table's), written as they are."""
    if isinstance(target, str | Path):
        replace_file(target, _chunks(events, key, over, encoded))
        return
    for chunk in _chunks(events, key, over, encoded):
        target.write(chunk)


class LogWriter:
    """Write a table's log as it is played: subscribe :meth:`append` to the table
    (``table.subscribe(writer.append)``), and :meth:`close` it at the end.

    >>> import os, tempfile
    >>> from events.vocabulary import PriorityPassed, TableOpened
    >>> opened = TableOpened(position=1, game="1", rule="100.1", edition="current",
    ...     seed=1, players=("A", "B"), decks=((), ()), sideboards=((), ()), options=(),
    ...     engine_version="x")
    >>> path = os.path.join(tempfile.mkdtemp(), "t.shlog")
    >>> writer = LogWriter(path, [opened])
    >>> writer.append([Decided(position=2, game="1", rule="117.3d", player="A",
    ...                        decision=("pass",))])
    >>> writer.close()
    >>> open(path, "rb").read() == dumps([opened, Decided(position=2, game="1",
    ...     rule="117.3d", player="A", decision=("pass",))])
    True
    """

    def __init__(self, path: str | Path, first: Sequence[Event], *,
                 sync: SyncPolicy | None = None, key: Ed25519PrivateKey | None = None) -> None:
        """Create the log at ``path`` with the table's events so far (``first``)."""
        self.path = Path(path)
        self.sync = sync or SyncPolicy()
        self.key = key
        self.encoder = LogEncoder(first[0]) if first else None
        if self.encoder is None:
            raise ValueError("a log begins with the table's TableOpened event")
        refuse_if_busy(self.path)
        fd, tmp = _own_file(self.path)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # a new file: nobody holds it
            _write_all(fd, self.encoder.start() + self.encoder.action(first))
            os.fsync(fd)
            os.replace(tmp, self.path)
        except BaseException:
            os.close(fd)
            tmp.unlink(missing_ok=True)
            raise
        _sync_folder(self.path.parent)
        self._fd = fd
        self._unsynced = 0
        self._synced_at = time.monotonic()

    @property
    def closed(self) -> bool:
        return self._fd < 0

    def append(self, events: Sequence[Event]) -> None:
        """Append one rules action (the events a ``Table.push`` made)."""
        if self._fd < 0:
            raise ValueError("the log is closed")
        assert self.encoder is not None
        if events and not isinstance(events[0], Decided):
            raise ValueError("a rules action begins with its decision")
        _write_all(self._fd, self.encoder.action(events))
        self._unsynced += 1
        policy = self.sync
        if (policy.actions is not None and self._unsynced >= policy.actions) or (
                policy.ms is not None
                and (time.monotonic() - self._synced_at) * 1000 >= policy.ms):
            self._sync()

    def _sync(self) -> None:
        os.fdatasync(self._fd)
        self._unsynced = 0
        self._synced_at = time.monotonic()

    def close(self) -> None:
        """Write the trailer (and the signature), sync, and let the log go."""
        if self._fd < 0:
            return
        assert self.encoder is not None
        _write_all(self._fd, self.encoder.end(self.key))
        self._sync()
        os.close(self._fd)  # closing lets the lock go
        self._fd = -1

    def abandon(self) -> None:
        """Let the log go without a trailer: it stays *running* (what a crash leaves)."""
        if self._fd >= 0:
            with contextlib.suppress(OSError):
                os.fdatasync(self._fd)
            os.close(self._fd)
            self._fd = -1

    @property
    def events(self) -> int:
        assert self.encoder is not None
        return self.encoder.count
