"""A rules action in progress: the events it has decided on so far.

The engine never changes state by hand. It *emits* events through a
:class:`Txn`; each event is applied to the working state at once (with the
same fold a replay uses), so the next rule sees its consequences, and is kept
for the table to append. Each emitted event also passes by the trigger
detector (603.2), the one place where "whenever" abilities notice events.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from events.base import Event
from projections.fold import apply
from projections.state import GameState, TableState

__all__ = ["IllegalDecision", "Txn"]

E = TypeVar("E", bound=Event)


class IllegalDecision(ValueError):
    """A decision the rules don't allow; ``rule`` is the rule it breaks. Nothing was appended."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} (rule {rule})")
        self.rule = rule
        self.message = message


class Txn:
    """The events of one rules action, applied to ``state`` as they are emitted."""

    #: called with (txn, event) after each event is applied; set by engine.rules.triggers
    detector: Callable[[Txn, Event], None] | None = None

    def __init__(self, state: TableState, cause: int | None = None) -> None:
        self.state = state
        self.events: list[Event] = []
        self.cause = cause
        self._next_id = state.next_id

    def emit(self, cls: type[E], game: GameState | str, rule: str, **payload: Any) -> E:
        path = game if isinstance(game, str) else game.path
        event = cls(position=self.state.position + 1, game=path, rule=rule,
                    cause=self.cause, **payload)
        apply(self.state, event)
        self.events.append(event)
        if Txn.detector is not None:
            Txn.detector(self, event)
        return event

    def new_id(self) -> int:
        """A fresh id for an object, trigger or effect the next event will create."""
        self._next_id = max(self._next_id, self.state.next_id)
        oid = self._next_id
        self._next_id += 1
        return oid

    @contextmanager
    def caused_by(self, position: int | None) -> Iterator[None]:
        """Events emitted inside the block name ``position`` as their cause."""
        before = self.cause
        self.cause = position
        try:
            yield
        finally:
            self.cause = before

    def rng(self, purpose: str) -> random.Random:
        """A generator seeded by the table's seed, the position and ``purpose``.

        Nothing random is ever read back from it in a replay: its outcome is
        recorded in the event it decides (a shuffle's order, a random discard).
        """
        return random.Random(f"{self.state.seed}:{self.state.position}:{purpose}")
