"""Replaying a recorded table: the state after any event, quickly.

>>> from shahrazad.table import Table
>>> t = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=3)
>>> r = replay(t.events)
>>> r.at(1).players
('A', 'B')
>>> r.at(len(r)) == t.state
True

A :class:`Replay` keeps checkpoints (copies of the state every ``every``
events, made on the first pass), so :meth:`Replay.at` folds at most ``every``
events from the nearest checkpoint before the position asked for: seeking
costs about the same anywhere in a long log.

A checkpoint holds its own copy only of the games that changed since the
checkpoint before (:func:`shahrazad.projections.fold.games_changed` says which games an
event changes) and shares the others with it: a long table of many finished
subgames costs little memory per checkpoint. Checkpoints are never changed:
:meth:`Replay.at` returns a fresh copy (:func:`shahrazad.projections.state.copy_table`).

Copying a state allocates tens of thousands of objects at once, none of them in a
reference cycle. Were the garbage collector to run in the middle of that, it would
keep promoting them, and every few dozen seeks a full collection of everything the
program holds would land in one (with a million events loaded, that is about half a
second). So a seek, and the first pass, hold the collector off while they copy and
fold, and let it run as usual afterwards (they create no garbage that needs it). A
program that replaces the state it holds by the next seek's then never has the
collector promote states at all.
"""

from __future__ import annotations

import bisect
import gc
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from shahrazad.events.base import Event
from shahrazad.projections.fold import apply, games_changed
from shahrazad.projections.state import GameState, TableState, copy_game, copy_table

if TYPE_CHECKING:
    from shahrazad.projections.reader import TableReader

__all__ = ["IndexedReplay", "Replay", "replay"]


class _HasEvents(Protocol):
    @property
    def events(self) -> Sequence[Event]: ...


class Replay:
    """A recorded table you can seek in by position."""

    def __init__(self, events: Sequence[Event], every: int = 1000) -> None:
        if every < 1:
            raise ValueError("checkpoints must be at least one event apart")
        self.events = events
        self.every = every
        self._positions: list[int] = [0]
        self._states: list[TableState] = [TableState()]
        self._built_to = 0

    def __len__(self) -> int:
        return len(self.events)

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    @property
    def checkpoints(self) -> int:
        """How many checkpoints have been made so far (the empty table counts)."""
        return len(self._positions)

    def _build(self, upto: int) -> None:
        """Fold forward from the last checkpoint, leaving checkpoints behind."""
        if upto <= self._built_to:
            return
        state = copy_table(self._states[-1])
        pos = self._positions[-1]
        changed: set[str] = set()
        while pos < upto:
            target = min(upto, pos + self.every)
            for event in self.events[pos:target]:
                apply(state, event)
                changed.update(games_changed(event))
            pos = target
            if pos % self.every == 0 and pos > self._positions[-1]:
                self._positions.append(pos)
                self._states.append(self._checkpoint(state, changed))
                changed = set()
        self._built_to = max(self._built_to, (upto // self.every) * self.every)

    def _checkpoint(self, state: TableState, changed: set[str]) -> TableState:
        """A copy of ``state`` that shares with the last checkpoint the games that no
        event changed since (``state`` was folded from a copy of that checkpoint)."""
        last = self._states[-1].games
        games: dict[str, GameState] = {}
        for path, game in state.games.items():
            kept = last.get(path)
            games[path] = copy_game(game) if kept is None or path in changed else kept
        return copy_table(state, games)

    def at(self, position: int) -> TableState:
        """The table's state after the event at ``position`` (0: before the first event).

        The result is a fresh copy: changing it does not change the replay.
        """
        if not 0 <= position <= len(self.events):
            raise IndexError(f"position {position} is outside 0..{len(self.events)}")
        collecting = gc.isenabled()
        gc.disable()  # see the module's docstring
        try:
            self._build((position // self.every) * self.every)
            i = bisect.bisect_right(self._positions, position) - 1
            state = copy_table(self._states[i])
            for event in self.events[self._positions[i]:position]:
                apply(state, event)
        finally:
            if collecting:
                gc.enable()
        # Nothing is allocated from here on: a caller that replaces the state it holds
        # with this one frees the old one before the collector next runs.
        return state

    def final(self) -> TableState:
        return self.at(len(self.events))


class IndexedReplay(Replay):
    """A :class:`Replay` of a log file read through its index
    (:class:`shahrazad.projections.reader.TableReader`): it starts from the index's checkpoints,
    which the first reader of the log left, so nothing is folded up front and no event
    is built until asked for (``events`` reads them from the log)."""

    def __init__(self, reader: TableReader) -> None:
        super().__init__(reader.view(), reader.every)
        self.reader = reader

    @property
    def checkpoints(self) -> int:
        return len(self.reader.meta["checkpoints"])

    def at(self, position: int) -> TableState:
        if not 0 <= position <= len(self.events):
            raise IndexError(f"position {position} is outside 0..{len(self.events)}")
        return self.reader.state_at(position)


def replay(source: Sequence[Event] | _HasEvents | str | Path, every: int = 1000) -> Replay:
    """A :class:`Replay` of a list of events, a read log, or a log file's path (read
    through its index: an :class:`IndexedReplay`; a log without its trailer is refused,
    as :func:`shahrazad.events.storage.logfile.read_log` refuses it)."""
    if isinstance(source, str | Path):
        from shahrazad.events.storage.logfile import LogError, incomplete
        from shahrazad.projections.reader import TableReader

        reader = TableReader.open_log(source)
        if not reader.complete:
            reader.close()
            raise LogError(incomplete(len(reader), reader.meta.get("left_out"))
                           + " (the table was not recorded to its end)", len(reader) + 1)
        return IndexedReplay(reader)
    if hasattr(source, "events"):
        return Replay(source.events, every)
    return Replay(source, every)
