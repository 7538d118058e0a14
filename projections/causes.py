"""Why an event happened: its chain of causes, back to a player's decision.

Every event names its cause (the position of the event it follows from). A
stack object's resolution names the event that put it there; a trigger, the
event that triggered it; a choice made while a spell resolves, the request for
it. So following the links from any event leads back through the effects to
the decision that started it all.

>>> from engine.table import Table
>>> from engine.decisions import Keep
>>> t = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=1)
>>> events = t.push(Keep())
>>> [e.KIND for e in explain(t.events, events[-1].position)][-1]
'decided'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from events.base import Event
from events.vocabulary import CardBroughtIn, CardDrawn, CardsReturned, LibraryMoved, ZoneChanged

__all__ = ["card_story", "explain"]


def explain(events: Sequence[Event], position: int) -> list[Event]:
    """The event at ``position`` and each of its causes in turn, newest first."""
    if not 1 <= position <= len(events):
        raise IndexError(f"position {position} is outside 1..{len(events)}")
    chain = [events[position - 1]]
    seen = {position}
    while chain[-1].cause is not None and chain[-1].cause not in seen:
        cause = chain[-1].cause
        if not 1 <= cause <= len(events):
            break
        seen.add(cause)
        chain.append(events[cause - 1])
    return chain


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
