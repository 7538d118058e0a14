"""The files a writer works in before they are whole, and what a killed writer leaves.

Every file Shahrazad writes whole (a log, an index, a report page) is written into a
file of its own beside the target, ``.NAME.<12 hex digits>.SUFFIX`` (``.part`` for a
log, ``.tmp`` for an index or a page), and renamed over ``NAME`` once it is whole, so a
reader never sees half a file. A writer that is killed before the rename leaves its
file behind: up to the whole table's size, and hidden by its leading dot.

So the writer holds a lock (``flock``) on its own file from the moment it makes it
until it is done: a file of that pattern that nobody holds a lock on is a leftover,
and one that somebody holds is being written. Every writer of ``NAME`` removes the
leftovers beside it before it writes (:func:`own_file`), and a reader can list them
(:func:`leftovers`; ``shahrazad verify`` reports those beside a log), so nothing a
killed writer left stays hidden.

>>> import os, tempfile
>>> from pathlib import Path
>>> folder = Path(tempfile.mkdtemp())
>>> fd, mine = own_file(folder / "game.shlog", "part")
>>> leftovers(folder / "game.shlog")          # being written: not a leftover
[]
>>> os.close(fd)                             # the writer dies without renaming it
>>> [p.name == mine.name for p in leftovers(folder / "game.shlog")]
[True]
>>> fd, _ = own_file(folder / "game.shlog", "part")    # the next writer removes it
>>> mine.exists(), leftovers(folder / "game.shlog")
(False, [])
>>> os.close(fd)
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import re
import secrets
from pathlib import Path

__all__ = ["SUFFIXES", "clean", "leftovers", "own_file"]

#: the suffixes of the files writers work in: a log's, an index's or a page's
SUFFIXES = ("part", "tmp")


def _pattern(target: Path, suffixes: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(re.escape(f".{target.name}.") + r"[0-9a-f]{8,12}\.(?:"
                      + "|".join(map(re.escape, suffixes)) + r")\Z")


def _candidates(target: Path, suffixes: tuple[str, ...]) -> list[Path]:
    pattern = _pattern(target, suffixes)
    try:
        names = os.listdir(target.parent)
    except OSError:  # a folder that is not there, or can't be read: nothing to find
        return []
    return sorted(target.parent / name for name in names if pattern.match(name))


def _abandoned(path: Path, remove: bool) -> bool:
    """Whether nobody holds ``path``'s lock (its writer is gone); removed if asked, while
    the lock is held, and only if the name still holds the file that was locked."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:  # gone meanwhile (renamed into place, or removed), or a link
        return False
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False  # its writer holds it: being written
        if remove:
            with contextlib.suppress(OSError):
                if os.stat(path, follow_symlinks=False).st_ino == os.fstat(fd).st_ino:
                    path.unlink()
        return True
    finally:
        os.close(fd)


def leftovers(target: str | Path, suffixes: tuple[str, ...] = SUFFIXES) -> list[Path]:
    """The files beside ``target`` that writers of it left when they were stopped before
    their file was whole (not those being written now)."""
    target = Path(target)
    return [p for p in _candidates(target, suffixes) if _abandoned(p, remove=False)]


def clean(target: str | Path, suffixes: tuple[str, ...] = SUFFIXES) -> list[Path]:
    """Remove the leftovers beside ``target``; the files removed."""
    target = Path(target)
    return [p for p in _candidates(target, suffixes) if _abandoned(p, remove=True)]


def own_file(target: str | Path, suffix: str, mode: int = 0o666) -> tuple[int, Path]:
    """A new file beside ``target``, ``.NAME.<hex>.SUFFIX``, open for writing and locked
    until its descriptor is closed; the leftovers of earlier writers of ``target`` (of
    the same suffix) are removed first. Raises the error that creating it meets (a
    folder without write permission, a target that is a folder)."""
    target = Path(target)
    if target.is_dir():
        raise IsADirectoryError(errno.EISDIR, "is a folder: name a file", str(target))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        in_the_way = next((p for p in (target.parent, *target.parent.parents) if p.is_file()),
                          target.parent)
        raise NotADirectoryError(errno.ENOTDIR, "is a file, not a folder",
                                 str(in_the_way)) from None
    clean(target, (suffix,))
    while True:
        path = target.with_name(f".{target.name}.{secrets.token_hex(6)}.{suffix}")
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
        except FileExistsError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            # a cleaner may have taken the new file for a leftover between its making
            # and the lock: then the name no longer holds it, and we make another
            if os.stat(path).st_ino == os.fstat(fd).st_ino:
                return fd, path
        except OSError:
            pass
        os.close(fd)
