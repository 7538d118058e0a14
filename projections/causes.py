"""Why an event happened: its chain of causes, back to a player's decision.

Every event names its cause (the position of the event it follows from). A
stack object's resolution names the event that put it there; a trigger, the
event that triggered it; a choice made while a spell resolves, the request for
it. So following the links from any event leads back through the effects to
the decision that started it all.

A state-based action (704) is performed because a condition holds, and the
condition was made true by an earlier event: a player at 0 life lost because
of the last change to their life total, a creature died because of the damage
that made its damage lethal. The events of a state-based action record the
decision after which the check was made as their cause; :func:`explain` goes to
the event that made the condition true instead, and on back through its causes
(:func:`condition_of`). So does the end of a game (104.2a, 104.4a), which goes
to the player's loss that decided it, and the life lost to damage (120.3a),
which goes to the damage.

A trigger that had to wait (727.4a) is told the long way round: it went on the
stack because it was released when its game resumed (727.5), it was released
because it had been deferred, and it was deferred because it triggered while a
subgame was being played. The events record the trigger itself as the cause of
all three; :func:`explain` puts the release and the deferral in between.

>>> from shahrazad.events.examples import first_events
>>> opened, started = first_events()
>>> from shahrazad.events import vocabulary as v
>>> keep = v.Decided(position=3, game="1", rule="103.5", player="A", decision=("keep",))
>>> kept = v.HandKept(position=4, game="1", rule="103.5", cause=3, player="A")
>>> [e.KIND for e in explain([opened, started, keep, kept], 4)]
['hand_kept', 'decided']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from shahrazad.events import rulebook
from shahrazad.events.base import Event
from shahrazad.events.vocabulary import (
    AbilityTriggered,
    Attached,
    CardBroughtIn,
    CardDrawn,
    CardLeftGame,
    CardPlaced,
    CardsReturned,
    CountersChanged,
    DamageDealt,
    DrawFailed,
    EffectCreated,
    EffectsEnded,
    GameEnded,
    GameStarted,
    LibraryMoved,
    LifeChanged,
    ObjectCeased,
    PhasedOut,
    PlayerLeft,
    PlayerLost,
    StartingLifeSet,
    SubgameStarted,
    TableOpened,
    TokenCreated,
    TriggerDeferred,
    TriggerPutOnStack,
    TriggerReleased,
    VariantCardsAdded,
    ZoneChanged,
)
from shahrazad.projections.fold import apply
from shahrazad.projections.state import TableState

__all__ = ["card_story", "cause_of", "condition_of", "explain"]


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
    except that a state-based action goes to the event that made its condition true
    (:func:`condition_of`), and a deferred trigger's events go back through the
    trigger's release and deferral (727.4a, 727.5), which lie between the recorded
    cause and the event."""
    condition = condition_of(events, event)
    if condition is not None:
        return condition
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
    (:class:`shahrazad.projections.reader.IndexedEvents`) finds them in the index; a list is
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


# -- the conditions of state-based actions --------------------------------------------

#: Where each edition numbers the rule that a player whose subgame deck was too small
#: loses (727.3 today; its number in an older edition, as its table cites it).
_SHORT_LIBRARY = frozenset({"727.3", *rulebook.RENUMBERED["727.3"].values()})
#: The life a player has is set at the start (103.4, 902.4, 904.5) or changed (119.3).
_LIFE = (LifeChanged, StartingLifeSet)
#: Events after which an object is no longer where it was (400.7; 702.26 phasing).
_LEAVES = (ZoneChanged, ObjectCeased, CardLeftGame)
#: Events that begin a game: nothing in a game happened before them.
_BEGINS = (GameStarted, SubgameStarted)


def condition_of(events: Sequence[Event], event: Event) -> int | None:
    """For a state-based action, the position of the event that made its condition true;
    ``None`` for any other event, or if no such event is found.

    * 704.5a, a player at 0 or less life loses: the last change to their life total;
    * 704.5b (and 727.3 at a subgame's first upkeep), a player who drew from an empty
      library loses: their draw that failed (121.4); 727.3 read literally (Ambiguity
      A11), fewer than seven cards: the library they brought into the subgame;
    * 704.5c, ten or more poison counters: the last poison counters they got;
    * 704.5d, a token off the battlefield ceases to exist: the move that took it off;
    * 704.5f and 704.5g, a creature with toughness 0 or less, or with lethal damage:
      the last event that changed its damage or its toughness (damage, counters, an
      effect on it beginning or ending, an Aura on it leaving), else its arrival;
    * 704.5j, the legend rule: the arrival of the other legendary permanent of its name;
    * 704.5m, an Aura attached to nothing legal: its host's leaving, else its
      attachment (or its arrival unattached);
    * 104.2a and 104.4a, a game ends when one player is left, or none: the loss that
      decided it; 120.3a, life lost to damage: the damage.
    """
    rule = event.rule
    if isinstance(event, PlayerLost):
        if rule == "704.5a":
            return _last_in_game(events, event, lambda e: isinstance(e, _LIFE)
                                 and e.player == event.player)
        if rule == "704.5b" or (rule in _SHORT_LIBRARY and "seven" not in event.reason):
            return _last_in_game(events, event, lambda e: isinstance(e, DrawFailed)
                                 and e.player == event.player)
        if rule in _SHORT_LIBRARY:
            return _last_in_game(events, event, lambda e: isinstance(e, LibraryMoved)
                                 and e.player == event.player)
        if rule == "704.5c":
            def poisoned(e: Event) -> bool:
                return (isinstance(e, CountersChanged) and e.target == event.player
                        and e.counter == "poison" and e.amount > 0)
            return _last_in_game(events, event, poisoned) or _last(
                events, event.position, 1, poisoned)  # shared counters (Ambiguity A6)
        return None
    if isinstance(event, ZoneChanged):
        if rule in ("704.5f", "704.5g"):
            return _toughness_or_damage(events, event)
        if rule == "704.5m":
            return _aura_host(events, event)
        if rule == "704.5j":
            return _other_legend(events, event)
        return None
    if isinstance(event, ObjectCeased) and rule == "704.5d":
        return _last(events, event.position, 1, lambda e: e.game == event.game
                     and getattr(e, "new_obj", None) == event.obj)
    if isinstance(event, GameEnded) and rule in ("104.2a", "104.4a"):
        return _last(events, event.position, (event.cause or 0) + 1,
                     lambda e: isinstance(e, PlayerLost | PlayerLeft) and e.game == event.game)
    if isinstance(event, LifeChanged) and rule == "120.3a":
        return _last(events, event.position, (event.cause or 0) + 1,
                     lambda e: isinstance(e, DamageDealt) and e.game == event.game
                     and e.target == event.player and e.amount == -event.amount)
    return None


def _last(events: Sequence[Event], before: int, first: int,
          wanted: Callable[[Event], bool]) -> int | None:
    """The position of the last event before position ``before``, from ``first`` on, that
    is ``wanted``."""
    for position in range(min(before, len(events) + 1) - 1, max(first, 1) - 1, -1):
        if wanted(events[position - 1]):
            return position
    return None


def _last_in_game(events: Sequence[Event], event: Event,
                  wanted: Callable[[Event], bool]) -> int | None:
    """The last ``wanted`` event of ``event``'s game before it, not looking past the
    game's beginning."""
    game = event.game
    for position in range(min(event.position, len(events) + 1) - 1, 0, -1):
        earlier = events[position - 1]
        if earlier.game == game:
            if wanted(earlier):
                return position
            if isinstance(earlier, _BEGINS):
                return None
    return None


def _made(event: Event, oid: int) -> bool:
    """Whether ``event`` brings object ``oid`` into being (each zone change makes a new
    object, 400.7)."""
    return getattr(event, "new_obj", None) == oid or oid in getattr(event, "new_objs", ())


def _toughness_or_damage(events: Sequence[Event], event: ZoneChanged) -> int | None:
    """The last event that changed the damage marked on ``event.obj`` or its toughness
    (704.5f, 704.5g), back to the object's arrival."""
    oid, game = event.obj, event.game
    ended: dict[int, int] = {}  # effect -> where it ended (seen first: scanning back)
    left: dict[int, int] = {}  # object -> where it left
    found: list[int] = []
    for position in range(event.position - 1, 0, -1):
        e = events[position - 1]
        if e.game != game:
            continue
        if isinstance(e, DamageDealt | CountersChanged) and e.target == oid:
            found.append(position)
        elif isinstance(e, EffectCreated) and e.subject == oid:
            found.append(ended.get(e.effect, position))
        elif isinstance(e, EffectsEnded):
            for effect in e.effects:
                ended.setdefault(effect, position)
        elif isinstance(e, Attached) and e.to == oid:
            found.append(left.get(e.obj, position))  # an Aura on it (its bonus, or its loss)
        elif isinstance(e, _LEAVES):
            left.setdefault(e.obj, position)
        if _made(e, oid):
            return max(found, default=position)
    return max(found, default=None)


def _aura_host(events: Sequence[Event], event: ZoneChanged) -> int | None:
    """Why an Aura is attached to nothing legal (704.5m): its host left, or it never was
    attached (its arrival)."""
    oid, game = event.obj, event.game
    left: dict[int, int] = {}
    for position in range(event.position - 1, 0, -1):
        e = events[position - 1]
        if e.game != game:
            continue
        host = e.to if isinstance(e, Attached) and e.obj == oid else (
            e.attached_to if isinstance(e, CardPlaced) and e.new_obj == oid else None)
        if host is not None:
            return left.get(host, position)
        if isinstance(e, _LEAVES):
            left.setdefault(e.obj, position)
        elif isinstance(e, PhasedOut):
            for gone in e.objs:
                left.setdefault(gone, position)
        if _made(e, oid):
            return position
    return None


def _other_legend(events: Sequence[Event], event: ZoneChanged) -> int | None:
    """The legend rule (704.5j): the arrival of the other permanent of the same name that
    its controller keeps, back to the arrival of the one put into the graveyard."""
    names = card_names(events)
    name = names.get(event.card)
    oid, game = event.obj, event.game

    def arrives(e: Event) -> bool:
        if isinstance(e, TokenCreated):
            return e.name == name
        if isinstance(e, ZoneChanged | CardBroughtIn):
            return e.to_zone == "battlefield" and names.get(e.card) == name
        if isinstance(e, CardPlaced):
            return e.zone == "battlefield" and names.get(e.card) == name
        return False

    for position in range(event.position - 1, 0, -1):
        e = events[position - 1]
        if e.game != game:
            continue
        if _made(e, oid):
            return None
        if arrives(e):
            return position
    return None


def card_names(events: Sequence[Event]) -> dict[int, str]:
    """The name of each card of the table, by card id: the header's decks and sideboards
    and the variant cards added after it, as the fold numbers them."""
    state = TableState()
    for event in events[:1]:
        if isinstance(event, TableOpened):
            apply(state, event)
    for event in events[1:]:
        if not isinstance(event, VariantCardsAdded):
            break
        apply(state, event)
    return {cid: record.name for cid, record in state.cards.items()}
