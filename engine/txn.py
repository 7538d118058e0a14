"""A rules action in progress: the events it has decided on so far.

The engine never changes state by hand. It *emits* events through a
:class:`Txn`; each event is applied to the working state at once (with the
same fold a replay uses), so the next rule sees its consequences, and is kept
for the table to append. Each emitted event also passes by the trigger
detector (603.2), the one place where "whenever" abilities notice events.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from events.base import Event
from projections.fold import apply
from projections.state import GameState, Obj, TableState

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

    #: called with (txn, event, before) after each event is applied, where ``before``
    #: is the object the event moved, as it was just before (leave-zone triggers look
    #: back in time, 603.10a); set by engine.rules.triggers
    detector: Callable[[Txn, Event, Obj | None], None] | None = None

    def __init__(self, state: TableState, cause: int | None = None) -> None:
        self.state = state
        self.events: list[Event] = []
        self.cause = cause
        self._next_id = state.next_id

    def emit(self, cls: type[E], game: GameState | str, rule: str, **payload: Any) -> E:
        path = game if isinstance(game, str) else game.path
        event = cls(position=self.state.position + 1, game=path, rule=rule,
                    cause=self.cause, **payload)
        before = self._before(event)
        apply(self.state, event)
        self.events.append(event)
        if Txn.detector is not None:
            Txn.detector(self, event, before)
        return event

    def _before(self, event: Event) -> Obj | None:
        """A copy of the object an event is about to move out of its zone, if any."""
        oid = getattr(event, "obj", None)
        if not isinstance(oid, int):
            return None
        source_game = getattr(event, "from_game", None) or event.game
        game = self.state.games.get(source_game)
        obj = game.objects.get(oid) if game is not None else None
        return copy.copy(obj) if obj is not None else None

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
