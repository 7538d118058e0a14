"""A cursor over a recorded table: step, seek, and look at everything at that point.

>>> from shahrazad.table import Table
>>> t = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=1)
>>> c = Cursor(t.events)
>>> c.position, c.seek(5).position, c.back().position, c.forward(2).position
(0, 5, 4, 6)
>>> c.next_kind("choice_requested").event.KIND
'choice_requested'
>>> c.state.games["1"].player["A"].life
20
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from shahrazad.events.base import Event
from shahrazad.projections.replay import Replay
from shahrazad.projections.state import TableState
from shahrazad.projections.tree import GameTree, game_tree

__all__ = ["Cursor", "events_where", "rule_matches"]


class Cursor:
    """A position in a recorded table (0 = before the first event)."""

    def __init__(self, events: Sequence[Event], position: int = 0, every: int = 1000) -> None:
        self.events = events
        self.replay = Replay(events, every)
        self.position = 0
        self._state: TableState | None = None
        self.seek(position)

    def __len__(self) -> int:
        return len(self.events)

    @property
    def event(self) -> Event:
        """The event at the cursor (the last one applied)."""
        if self.position == 0:
            raise IndexError("the cursor is before the first event")
        return self.events[self.position - 1]

    @property
    def state(self) -> TableState:
        """The whole table after the event at the cursor."""
        if self._state is None:
            self._state = self.replay.at(self.position)
        return self._state

    @property
    def tree(self) -> GameTree:
        return game_tree(self.state)

    def seek(self, position: int) -> Cursor:
        if not 0 <= position <= len(self.events):
            raise IndexError(f"position {position} is outside 0..{len(self.events)}")
        if position != self.position:
            self.position = position
            self._state = None
        return self

    def forward(self, steps: int = 1) -> Cursor:
        """Move ``steps`` events on, stopping at the last event."""
        return self.seek(max(0, min(len(self.events), self.position + steps)))

    def back(self, steps: int = 1) -> Cursor:
        """Move ``steps`` events back, stopping before the first event."""
        return self.forward(-steps)

    def next_kind(self, kind: str) -> Cursor:
        """Move to the next event of ``kind`` (e.g. ``"subgame_started"``)."""
        for event in self.events[self.position:]:
            if event.KIND == kind:
                return self.seek(event.position)
        raise LookupError(f"no {kind} event after position {self.position}")

    def seek_game(self, path: str, turn: int | None = None) -> Cursor:
        """Move to where game ``path`` started, or to the start of its turn ``turn``."""
        for event in self.events:
            if event.game != path:
                continue
            if turn is None and event.KIND in ("game_started", "subgame_started"):
                return self.seek(event.position)
            if turn is not None and event.KIND == "turn_began" and \
                    getattr(event, "turn", None) == turn:
                return self.seek(event.position)
        where = f"turn {turn} of game {path}" if turn is not None else f"game {path}"
        raise LookupError(f"no {where} in this log")


def rule_matches(rule: str, prefix: str) -> bool:
    """Whether ``rule`` is the rule ``prefix`` or one of its subrules.

    A prefix ends at a boundary of the numbering: ``727`` takes in ``727.4a`` and
    ``727.1`` takes in ``727.1b``, but ``702.1`` does not take in ``702.16`` and
    ``72`` does not take in ``727.1``.

    >>> [rule_matches(r, "702.1") for r in ("702.1", "702.1a", "702.16", "702")]
    [True, True, False, False]
    >>> rule_matches("727.4a", "727"), rule_matches("727.4a", "727.")
    (True, True)
    """
    if not rule.startswith(prefix):
        return False
    if len(rule) == len(prefix) or not prefix or not prefix[-1].isdigit():
        return True
    return not rule[len(prefix)].isdigit()


def events_where(events: Sequence[Event], *, game: str | None = None, kind: str | None = None,
                 card: int | None = None, rule: str | None = None) -> Iterator[Event]:
    """The events of a game (and its subgames), of a kind, moving a card, citing a rule
    (or a subrule of it: see :func:`rule_matches`)."""
    for event in events:
        if game is not None and not (event.game == game or event.game.startswith(game + ".")):
            continue
        if kind is not None and event.KIND != kind:
            continue
        if rule is not None and not rule_matches(event.rule, rule):
            continue
        if card is not None and getattr(event, "card", None) != card and \
                card not in getattr(event, "cards", ()):
            continue
        yield event
