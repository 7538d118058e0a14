"""Writing log files: whole (:func:`write_log`, :func:`dumps`) or as a table plays
(:class:`LogWriter`), and how a crash leaves them.

A log is written one rules action at a time, with the end-of-action mark after each
(:mod:`shahrazad.events.storage.logformat`), so that whatever stops the writer leaves a log that
reads:

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
* One log has one writer. Before it looks at the log's name, a writer takes the
  name's claim (:class:`LogClaim`): an exclusive lock (``flock``) on the file
  ``.NAME.lock`` beside it, held until the writer is done. Checking that no one
  writes the log and renaming a new one into place happen under that lock, so of two
  writers started at the same instant exactly one gets the log and the other is
  refused (:class:`LogBusy`), never both: a log is never replaced under a writer that
  is still writing it. The system lets a lock go when its process dies, so a killed
  writer leaves at most an unlocked ``.NAME.lock``, which the next writer takes over.
  While a writer has a log open it also holds a lock on the log itself, and
  ``shahrazad sign`` is refused.

:func:`write_log` writes a whole log the same way, under the name's claim: a file of
its own beside the target, synced, renamed, and the folder synced.

>>> from shahrazad.events.vocabulary import TableOpened
>>> opened = TableOpened(position=1, game="1", rule="100.1", edition="current", seed=1,
...                      players=("A", "B"), decks=((), ()), sideboards=((), ()),
...                      options=(), engine_version="x")
>>> data = dumps([opened])
>>> data.startswith(MAGIC), data[-46:-45] == MARK    # the mark, then the trailer
(True, True)
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from shahrazad.events.base import Event
from shahrazad.events.codec import encode
from shahrazad.events.errors import ShahrazadError
from shahrazad.events.storage.leftovers import own_file
from shahrazad.events.storage.logformat import (
    MAGIC,
    MARK,
    LogHeader,
    head_hash,
    link,
    record_bytes,
    trailer_bytes,
)
from shahrazad.events.storage.signing import Signature
from shahrazad.events.vocabulary import Decided, TableOpened

__all__ = ["LogBusy", "LogClaim", "LogEncoder", "LogWriter", "SyncPolicy", "check_writable",
           "dumps", "refuse_if_busy", "replace_file", "write_log"]


class LogBusy(ShahrazadError, RuntimeError):
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


def _make_folder(folder: Path) -> None:
    """Make the folder a log goes in, if it isn't there; a file in the way is named."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        in_the_way = next((p for p in (folder, *folder.parents) if p.is_file()), folder)
        raise NotADirectoryError(errno.ENOTDIR, "is a file, not a folder",
                                 str(in_the_way)) from None


def _own_file(path: Path) -> tuple[int, Path]:
    """A new file beside ``path`` with a name no other writer has, open for writing and
    locked while it is written; what killed writers of ``path`` left is removed first
    (:mod:`shahrazad.events.storage.leftovers`)."""
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
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # a FIFO there must not block
    except (FileNotFoundError, IsADirectoryError):
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise LogBusy(f"{path} is being written by another Shahrazad: wait for it to "
                      "finish, or write another log") from None
    finally:
        os.close(fd)  # closing lets the lock go


# -- one writer per log: the claim on its name -----------------------------------------


class LogClaim:
    """The one writer's hold on a log's name, from before the log is looked at until the
    writer is done: an exclusive lock (``flock``) on the file ``.NAME.lock`` beside the
    log, which holds the writer's process id.

    Whoever writes a log at a path (:class:`LogWriter`, :func:`replace_file`) takes it
    first, so the check that nobody writes the log and the rename that puts a new one
    in place can't interleave with another writer's: of writers that start together,
    exactly one gets the claim and the others get :class:`LogBusy`. The lock is the
    system's: it goes when its process dies, however it dies, so a ``.NAME.lock`` that
    a killed writer left is unlocked, and the next writer takes it over. The file is
    removed when the claim is let go (:meth:`release`, or the end of a ``with`` block).

    >>> import os, tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "t.shlog")
    >>> with LogClaim(path):
    ...     LogClaim(path)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    shahrazad.events.storage.logwriter.LogBusy: ...being written by another Shahrazad (process...
    >>> LogClaim(path).release()    # free again
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if self.path.is_dir():
            raise IsADirectoryError(errno.EISDIR, "is a folder: name a file", str(self.path))
        _make_folder(self.path.parent)
        self.lock = self.path.with_name(f".{self.path.name}.lock")
        self._fd = self._take()

    def _take(self) -> int:
        while True:
            fd = os.open(self.lock, os.O_RDWR | os.O_CREAT, 0o666)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = self._holder(fd)
                os.close(fd)
                raise LogBusy(f"{self.path} is being written by another Shahrazad"
                              + (f" (process {holder})" if holder.isdigit() else "")
                              + ": wait for it to finish, or write another log") from None
            # The claim before this one may have let go and removed the file between our
            # open and our lock: a lock on a removed file guards nothing, so take the
            # file that is there now.
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(self.lock))
            except FileNotFoundError:
                same = False
            if same:
                os.ftruncate(fd, 0)
                os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
                return fd
            os.close(fd)

    @staticmethod
    def _holder(fd: int) -> str:
        """The process id the claim's holder wrote, if it has (it writes it just after it
        takes the lock: a moment's wait)."""
        for _ in range(20):
            holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
            if holder:
                return holder
            time.sleep(0.005)
        return ""

    @property
    def held(self) -> bool:
        return self._fd >= 0

    def release(self) -> None:
        """Let the claim go: the lock file is removed while still locked, then closed."""
        if self._fd < 0:
            return
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.lock)
        os.close(self._fd)
        self._fd = -1

    def __enter__(self) -> LogClaim:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def replace_file(path: str | Path, chunks: Iterable[bytes]) -> None:
    """Write ``chunks`` as the file ``path``, all or nothing: into a file of its own
    beside it, synced, renamed over ``path``, and the folder synced; under the name's
    claim, so a log that another writer is writing is refused (:class:`LogBusy`),
    never replaced under it."""
    with LogClaim(path) as claim:
        refuse_if_busy(claim.path)
        _replace(claim.path, chunks)


def _replace(path: Path, chunks: Iterable[bytes]) -> None:
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
    >>> from shahrazad.events.vocabulary import PriorityPassed, TableOpened
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
                 sync: SyncPolicy | None = None, key: Ed25519PrivateKey | None = None,
                 claim: LogClaim | None = None) -> None:
        """Create the log at ``path`` with the table's events so far (``first``).

        The writer takes the name's :class:`LogClaim` (:class:`LogBusy` if another
        writer has it) and lets it go when it is closed or abandoned; or it writes under
        ``claim``, one its caller took on ``path`` beforehand and lets go itself.
        """
        self.path = Path(path)
        self.sync = sync or SyncPolicy()
        self.key = key
        self.encoder = LogEncoder(first[0]) if first else None
        if self.encoder is None:
            raise ValueError("a log begins with the table's TableOpened event")
        if claim is not None and (not claim.held or claim.path != self.path):
            raise ValueError(f"the claim given is not a claim held on {self.path}")
        self._claim = LogClaim(self.path) if claim is None else None  # ours to let go
        try:
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
        except BaseException:
            self._let_go()
            raise
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
        self._let_go()

    def abandon(self) -> None:
        """Let the log go without a trailer: it stays *running* (what a crash leaves)."""
        if self._fd >= 0:
            with contextlib.suppress(OSError):
                os.fdatasync(self._fd)
            os.close(self._fd)
            self._fd = -1
        self._let_go()

    def _let_go(self) -> None:
        if self._claim is not None:
            self._claim.release()
            self._claim = None

    @property
    def events(self) -> int:
        assert self.encoder is not None
        return self.encoder.count
