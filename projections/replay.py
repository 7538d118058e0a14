"""Replaying a recorded table: the state after any event, quickly.

>>> from engine.table import Table
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
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Protocol

from events.base import Event
from projections.fold import apply, clone
from projections.state import TableState

__all__ = ["Replay", "replay"]


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

    def _build(self, upto: int) -> None:
        """Fold forward from the last checkpoint, leaving checkpoints behind."""
        if upto <= self._built_to:
            return
        state = clone(self._states[-1])
        pos = self._positions[-1]
        while pos < upto:
            target = min(upto, pos + self.every)
            for event in self.events[pos:target]:
                apply(state, event)
            pos = target
            if pos % self.every == 0 and pos > self._positions[-1]:
                self._positions.append(pos)
                self._states.append(clone(state))
        self._built_to = max(self._built_to, (upto // self.every) * self.every)

    def at(self, position: int) -> TableState:
        """The table's state after the event at ``position`` (0: before the first event).

        The result is a fresh copy: changing it does not change the replay.
        """
        if not 0 <= position <= len(self.events):
            raise IndexError(f"position {position} is outside 0..{len(self.events)}")
        self._build((position // self.every) * self.every)
        i = bisect.bisect_right(self._positions, position) - 1
        state = clone(self._states[i])
        for event in self.events[self._positions[i]:position]:
            apply(state, event)
        return state

    def final(self) -> TableState:
        return self.at(len(self.events))


def replay(source: Sequence[Event] | _HasEvents | str | Path, every: int = 1000) -> Replay:
    """A :class:`Replay` of a list of events, a read log, or a log file's path."""
    if isinstance(source, str | Path):
        from events.logfile import read_log

        return Replay(read_log(source).events, every)
    if hasattr(source, "events"):
        return Replay(source.events, every)
    return Replay(source, every)
