"""The event base class and the registry of event kinds.

Every rules action in Shahrazad is an :class:`Event`. An event is immutable and
carries four things besides its payload:

* ``position``: its place in the table's log (1, 2, 3, ... with no gaps). It is
  also the version of the table's aggregate in the store.
* ``game``: the path of the game it happened in: ``"1"`` is the main game,
  ``"1.1"`` its first subgame, ``"1.1.2"`` the second subgame of that one.
* ``rule``: the Comprehensive Rules citation that caused it, in the numbering of
  the table's edition (``"704.5b"``, ``"727.2"``).
* ``cause``: the position of the event it follows from (usually the player's
  decision, or the resolving object), or ``None`` for a root.

Subclasses declare their payload as dataclass fields and a stable ``KIND``
name. The encoded form names the kind, never the Python module, so a log
survives refactoring; ``VERSION`` and ``upcast_vN`` static methods let an old
log be read by new code.

>>> from shahrazad.events.vocabulary import LifeChanged
>>> e = LifeChanged(position=7, game="1", rule="119.3", cause=5,
...                 player="A", amount=-3, life=17)
>>> e.payload()
{'player': 'A', 'amount': -3, 'life': 17}
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar

from shahrazad.events.errors import ShahrazadError

__all__ = ["EVENT_TYPES", "Event", "UnknownEventKind", "event_type"]


class UnknownEventKind(ShahrazadError, ValueError):
    """Raised when a log names an event kind this version does not know."""


EVENT_TYPES: dict[str, type[Event]] = {}

Payload = dict[str, Any]


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """One rules action, appended to a table's log and never changed."""

    KIND: ClassVar[str] = ""
    VERSION: ClassVar[int] = 1
    #: Plain-words template for the audit trail; ``{field}`` names payload fields.
    SAYS: ClassVar[str] = ""
    #: Field names of the payload, in declaration order (filled in per subclass).
    FIELDS: ClassVar[tuple[str, ...]] = ()
    #: Upcasters from version N to N+1, keyed by N (filled from ``upcast_vN``).
    UPCASTERS: ClassVar[dict[int, Callable[[Payload], Payload]]] = {}

    position: int
    game: str
    rule: str
    cause: int | None = None

    def payload(self) -> Payload:
        """The event's own fields (everything but position, game, rule, cause)."""
        return {name: getattr(self, name) for name in self.FIELDS}

    @classmethod
    def from_payload(
        cls, version: int, position: int, game: str, rule: str, cause: int | None,
        payload: Mapping[str, Any],
    ) -> Event:
        data = dict(payload)
        for n in range(version, cls.VERSION):
            data = cls.UPCASTERS[n](data)
        return cls(position=position, game=game, rule=rule, cause=cause, **data)

    @property
    def depth(self) -> int:
        """How deep the event's game is: 0 for the main game, 1 for a subgame..."""
        return self.game.count(".")


_E = TypeVar("_E", bound=type[Event])


def event_type(cls: _E) -> _E:
    """Class decorator: make ``cls`` a frozen event dataclass and record its fields."""
    dc = dataclasses.dataclass(frozen=True, slots=True, kw_only=True)(cls)
    base = {f.name for f in dataclasses.fields(Event)}
    dc.FIELDS = tuple(f.name for f in dataclasses.fields(dc) if f.name not in base)
    kind = dc.KIND
    if not kind:
        raise TypeError(f"{dc.__name__} has no KIND")
    if kind in EVENT_TYPES:
        raise TypeError(f"event kind {kind!r} is already taken by {EVENT_TYPES[kind]}")
    dc.UPCASTERS = {}
    for n in range(1, dc.VERSION):
        fn = getattr(dc, f"upcast_v{n}", None)
        if fn is None:
            raise TypeError(f"{dc.__name__} is at version {dc.VERSION} but has no upcast_v{n}")
        dc.UPCASTERS[n] = fn
    EVENT_TYPES[kind] = dc
    return dc  # type: ignore[return-value]


def lookup(kind: str) -> type[Event]:
    try:
        return EVENT_TYPES[kind]
    except KeyError:
        raise UnknownEventKind(f"unknown event kind {kind!r}") from None
