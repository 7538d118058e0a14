"""Why an event happened: its chain of causes, back to a player's decision.

Every event names its cause (the position of the event it follows from). A
stack object's resolution names the event that put it there; a trigger, the
event that triggered it; a choice made while a spell resolves, the request for
it. So following the links from any event leads back through the effects to
the decision that started it all.

A trigger that had to wait (727.4a) is told the long way round: it went on the
stack because it was released when its game resumed (727.5), it was released
because it had been deferred, and it was deferred because it triggered while a
subgame was being played. The events record the trigger itself as the cause of
all three; :func:`explain` puts the release and the deferral in between.

>>> from engine.table import Table
>>> from engine.decisions import Keep
>>> t = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=1)
>>> events = t.push(Keep())
>>> [e.KIND for e in explain(t.events, events[-1].position)][-1]
'decided'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from events.base import Event
from events.vocabulary import (
    AbilityTriggered,
    CardBroughtIn,
    CardDrawn,
    CardsReturned,
    LibraryMoved,
    TriggerDeferred,
    TriggerPutOnStack,
    TriggerReleased,
    ZoneChanged,
)

__all__ = ["card_story", "cause_of", "explain"]


def explain(events: Sequence[Event], position: int) -> list[Event]:
    """The event at ``position`` and each of its causes in turn, newest first."""
    if not 1 <= position <= len(events):
        raise IndexError(f"position {position} is outside 1..{len(events)}")
    chain = [events[position - 1]]
    seen = {position}
    while True:
        cause = cause_of(events, chain[-1])
        if cause is None or cause in seen or not 1 <= cause <= len(events):
            break
        seen.add(cause)
        chain.append(events[cause - 1])
    return chain


#: For a deferred trigger's events, the event of the same trigger that comes before it.
_STEP_BEFORE: dict[type[Event], type[Event]] = {
    TriggerPutOnStack: TriggerReleased,  # 727.5: released when its game resumed
    TriggerReleased: TriggerDeferred,  # 727.4a: it had been waiting
    TriggerDeferred: AbilityTriggered,  # it triggered while a subgame was played
}


def cause_of(events: Sequence[Event], event: Event) -> int | None:
    """The position of ``event``'s cause (the next link of :func:`explain`): its own link,
    except that a deferred trigger's
    events go back through the trigger's release and deferral (727.4a, 727.5), which
    lie between the recorded cause and the event."""
    cause = event.cause
    wanted = _STEP_BEFORE.get(type(event))
    if wanted is None or cause is None or not 0 <= cause < event.position:
        return cause
    trigger = getattr(event, "trigger", None)
    for earlier in _newest_first(events, "trigger", trigger, cause, event.position):
        if isinstance(earlier, wanted) and getattr(earlier, "trigger", None) == trigger:
            return earlier.position
    return cause


def _newest_first(events: Sequence[Event], field: str, value: Any, start: int,
                  stop: int) -> Iterable[Event]:
    """The events after position ``start`` and before ``stop``, newest first: those
    whose ``field`` is ``value`` at least. A table read through its index
    (:class:`projections.reader.IndexedEvents`) finds them in the index; a list is
    looked through."""
    naming = getattr(events, "naming", None)
    if naming is not None and isinstance(value, int):
        found: list[Event] = naming(field, value, start, stop)
        return found
    return reversed(events[start:stop - 1])


def card_story(events: Iterable[Event], card: int) -> list[Event]:
    """Every event that moved one physical card, across games and zones, in order."""
    story: list[Event] = []
    for event in events:
        if isinstance(event, ZoneChanged | CardDrawn | CardBroughtIn):
            if event.card == card:
                story.append(event)
        elif isinstance(event, LibraryMoved | CardsReturned):
            if card in event.cards:
                story.append(event)
        elif getattr(event, "card", None) == card or card in getattr(event, "cards", ()):
            story.append(event)
    return story
