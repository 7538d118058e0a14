"""The fold: how each event changes a :class:`~projections.state.TableState`.

:func:`apply` is the only code in Shahrazad that changes state. The engine
applies the events it decides on to its working state with it, and a replay
applies the recorded events with it, which is why the two always agree.

>>> from projections.fold import fold
>>> from events.vocabulary import TableOpened
>>> s = fold([TableOpened(position=1, game="1", rule="103.1", edition="current", seed=1,
...                       players=("A", "B"), decks=(("Island",), ("Swamp",)),
...                       sideboards=((), ()), options=(), engine_version="0")])
>>> s.cards[1].name, s.cards[2].owner
('Island', 'B')
"""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable, Iterable
from typing import Any

from events import vocabulary as v
from events.base import Event
from projections.state import (
    CardRecord,
    Choice,
    Delayed,
    Effect,
    GameState,
    Obj,
    PendingTrigger,
    PlayerState,
    TableState,
)

__all__ = ["FoldError", "apply", "clone", "fold"]


class FoldError(ValueError):
    """An event does not fit the state it is applied to (a corrupt or foreign log)."""


Handler = Callable[[TableState, Any], None]
_HANDLERS: dict[type[Event], Handler] = {}


def handles(*kinds: type[Event]) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        for kind in kinds:
            _HANDLERS[kind] = fn
        return fn

    return register


def apply(state: TableState, event: Event) -> None:
    """Apply one event to ``state`` in place; its position must come next."""
    if event.position != state.position + 1:
        raise FoldError(
            f"event at position {event.position} applied to a state at {state.position}"
        )
    handler = _HANDLERS.get(type(event))
    if handler is None:
        raise FoldError(f"no fold for event kind {event.KIND!r}")
    try:
        handler(state, event)
    except (KeyError, ValueError, IndexError, AttributeError) as exc:
        raise FoldError(f"event {event.position} ({event.KIND}) does not fit the state: "
                        f"{exc!r}") from None
    state.position = event.position


def fold(events: Iterable[Event], state: TableState | None = None) -> TableState:
    """Fold ``events`` into ``state`` (a new empty table if none) and return it."""
    state = TableState() if state is None else state
    for event in events:
        apply(state, event)
    return state


def clone(state: TableState) -> TableState:
    """An independent copy of ``state`` (for checkpoints)."""
    try:
        result: TableState = pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))
    except pickle.PicklingError:  # pragma: no cover - every state field is picklable
        result = copy.deepcopy(state)
    return result


# -- helpers -------------------------------------------------------------------


def _game(state: TableState, e: Event) -> GameState:
    return state.games[e.game]


def _claim(state: TableState, oid: int) -> None:
    """Object, trigger and effect ids come from one counter; events carry them."""
    if oid >= state.next_id:
        state.next_id = oid + 1


def _take(game: GameState, oid: int) -> Obj:
    """Remove an object from its zone and from the game; return it."""
    obj = game.objects.pop(oid)
    game.zone_of(obj).remove(oid)
    return obj


def _put(state: TableState, game: GameState, obj: Obj, place: str = "top") -> None:
    _claim(state, obj.oid)
    game.objects[obj.oid] = obj
    zone = game.zone_of(obj)
    if obj.zone == "library" and place == "top":
        zone.insert(0, obj.oid)
    else:
        zone.append(obj.oid)


def _move(state: TableState, game: GameState, oid: int, new_oid: int, to_zone: str,
          to_player: str, controller: str, place: str = "top") -> Obj:
    old = _take(game, oid)
    new = Obj(oid=new_oid, card=old.card, name=old.name, owner=to_player,
              controller=controller, zone=to_zone, token=old.token,
              sick=to_zone == "battlefield")
    # An Aura or its host leaving stops the attachment (and the stale id is harmless).
    for other in game.objects.values():
        if other.attached_to == oid:
            other.attached_to = None
    _put(state, game, new, place)
    return new


# -- the table -----------------------------------------------------------------


@handles(v.TableOpened)
def _table_opened(state: TableState, e: v.TableOpened) -> None:
    state.edition = e.edition
    state.seed = e.seed
    state.players = e.players
    state.options = dict(e.options)
    state.engine_version = e.engine_version
    for pid, deck, side in zip(e.players, e.decks, e.sideboards, strict=True):
        state.decks[pid] = []
        state.sideboards[pid] = []
        for names, into in ((deck, state.decks[pid]), (side, state.sideboards[pid])):
            for name in names:
                cid = len(state.cards) + 1
                state.cards[cid] = CardRecord(name, pid)
                into.append(cid)


@handles(v.GameStarted)
def _game_started(state: TableState, e: v.GameStarted) -> None:
    if e.game in state.games:
        raise ValueError(f"game {e.game} already exists")
    state.games[e.game] = GameState(
        path=e.game, players=list(e.players),
        player={p: PlayerState(pid=p, life=e.starting_life) for p in e.players},
        starting_life=e.starting_life, hand_size=e.hand_size, started_at=e.position,
    )


@handles(v.LibraryFormed)
def _library_formed(state: TableState, e: v.LibraryFormed) -> None:
    game = _game(state, e)
    for cid, oid in zip(e.cards, e.objs, strict=True):
        record = state.cards[cid]
        _put(state, game, Obj(oid=oid, card=cid, name=record.name, owner=record.owner,
                              controller=record.owner, zone="library"), "bottom")


@handles(v.LibraryShuffled)
def _library_shuffled(state: TableState, e: v.LibraryShuffled) -> None:
    player = _game(state, e).player[e.player]
    if sorted(player.library) != sorted(e.order):
        raise ValueError("a shuffle must keep the same cards")
    player.library = list(e.order)


@handles(v.StartingPlayerChosen)
def _starting_player(state: TableState, e: v.StartingPlayerChosen) -> None:
    _game(state, e).starting_player = e.player


@handles(v.MulliganTaken)
def _mulligan(state: TableState, e: v.MulliganTaken) -> None:
    _game(state, e).player[e.player].mulligans = e.number


@handles(v.HandKept)
def _kept(state: TableState, e: v.HandKept) -> None:
    _game(state, e).player[e.player].kept = True


@handles(v.GameEnded)
def _game_ended(state: TableState, e: v.GameEnded) -> None:
    game = _game(state, e)
    game.status = "ended"
    game.winners = e.winners
    game.draw = e.draw
    game.ended_at = e.position
    game.priority = None
    game.choice = None


@handles(v.PlayerLost)
def _lost(state: TableState, e: v.PlayerLost) -> None:
    _game(state, e).player[e.player].lost = True
    _game(state, e).player[e.player].drew_from_empty = False


@handles(v.PlayerLeft)
def _left(state: TableState, e: v.PlayerLeft) -> None:
    game = _game(state, e)
    game.player[e.player].left = True
    if game.priority == e.player:
        game.priority = None
    if game.choice is not None and game.choice.player == e.player:
        game.choice = None


# -- decisions, turns, priority ------------------------------------------------


@handles(v.Decided)
def _decided(state: TableState, e: v.Decided) -> None:
    game = _game(state, e)
    if game.choice is not None and game.choice.player == e.player:
        game.choice = None
    if game.priority == e.player:
        game.priority = None


@handles(v.ChoiceRequested)
def _choice(state: TableState, e: v.ChoiceRequested) -> None:
    game = _game(state, e)
    game.choice = Choice(e.kind, e.player, e.amount)
    game.priority = None


@handles(v.TurnBegan)
def _turn(state: TableState, e: v.TurnBegan) -> None:
    game = _game(state, e)
    game.turn = e.turn
    game.active = e.player
    if e.extra:
        game.extra_turns.remove(e.player)
    for p in game.player.values():
        p.land_plays = 0
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller == e.player:
            obj.sick = False


@handles(v.StepBegan)
def _step(state: TableState, e: v.StepBegan) -> None:
    game = _game(state, e)
    game.step = e.step
    game.passed = []
    game.priority = None
    if e.step == "untap":
        game.attackers_declared = False
        game.blockers_declared = False


@handles(v.PriorityGiven)
def _priority(state: TableState, e: v.PriorityGiven) -> None:
    _game(state, e).priority = e.player


@handles(v.PriorityPassed)
def _passed(state: TableState, e: v.PriorityPassed) -> None:
    game = _game(state, e)
    game.passed.append(e.player)
    game.priority = None


@handles(v.ExtraTurnAdded)
def _extra(state: TableState, e: v.ExtraTurnAdded) -> None:
    _game(state, e).extra_turns.insert(0, e.player)


# -- mana ----------------------------------------------------------------------


@handles(v.ManaAdded)
def _mana_added(state: TableState, e: v.ManaAdded) -> None:
    player = _game(state, e).player[e.player]
    player.mana = "".join(sorted(player.mana + e.mana, key="WUBRGC".index))


@handles(v.ManaSpent)
def _mana_spent(state: TableState, e: v.ManaSpent) -> None:
    player = _game(state, e).player[e.player]
    pool = list(player.mana)
    for letter in e.mana:
        pool.remove(letter)
    player.mana = "".join(pool)


@handles(v.ManaEmptied)
def _mana_emptied(state: TableState, e: v.ManaEmptied) -> None:
    _game(state, e).player[e.player].mana = ""


# -- zones and objects ---------------------------------------------------------


@handles(v.CardDrawn)
def _drawn(state: TableState, e: v.CardDrawn) -> None:
    game = _game(state, e)
    if game.player[e.player].library[:1] != [e.obj]:
        raise ValueError("a draw takes the top card of the library")
    _move(state, game, e.obj, e.new_obj, "hand", e.player, e.player)


@handles(v.DrawFailed)
def _draw_failed(state: TableState, e: v.DrawFailed) -> None:
    _game(state, e).player[e.player].drew_from_empty = True


@handles(v.ZoneChanged)
def _zone_changed(state: TableState, e: v.ZoneChanged) -> None:
    game = _game(state, e)
    if game.objects[e.obj].zone != e.from_zone:
        raise ValueError(f"object {e.obj} is not in {e.from_zone}")
    _move(state, game, e.obj, e.new_obj, e.to_zone, e.to_player, e.controller, e.place or "top")


@handles(v.LandPlayed)
def _land(state: TableState, e: v.LandPlayed) -> None:
    game = _game(state, e)
    _move(state, game, e.obj, e.new_obj, "battlefield", e.player, e.player)
    game.player[e.player].land_plays += 1
    game.passed = []


@handles(v.SpellCast)
def _cast(state: TableState, e: v.SpellCast) -> None:
    game = _game(state, e)
    obj = _move(state, game, e.obj, e.new_obj, "stack", game.objects[e.obj].owner, e.player)
    obj.kind = "spell"
    obj.targets = e.targets
    obj.x = e.x
    obj.created_at = e.position
    game.passed = []


@handles(v.AbilityActivated)
def _activated(state: TableState, e: v.AbilityActivated) -> None:
    game = _game(state, e)
    source = game.objects[e.source]
    _put(state, game, Obj(oid=e.new_obj, card=None, name=source.name, owner=e.player,
                          controller=e.player, zone="stack", kind="ability", source=e.source,
                          ability=e.index, targets=e.targets, x=e.x,
                          created_at=e.position))
    game.passed = []


@handles(v.ManaAbilityActivated)
def _mana_ability(state: TableState, e: v.ManaAbilityActivated) -> None:
    _game(state, e).objects[e.source]


@handles(v.AbilityTriggered)
def _triggered(state: TableState, e: v.AbilityTriggered) -> None:
    _claim(state, e.trigger)
    _game(state, e).triggers[e.trigger] = PendingTrigger(
        e.trigger, e.source, e.source_name, e.index, e.controller, e.subject,
        triggered_at=e.position)


@handles(v.TriggerPutOnStack)
def _trigger_put(state: TableState, e: v.TriggerPutOnStack) -> None:
    game = _game(state, e)
    t = game.triggers.pop(e.trigger)
    _put(state, game, Obj(oid=e.new_obj, card=None, name=t.source_name, owner=t.controller,
                          controller=t.controller, zone="stack", kind="trigger",
                          source=t.source, ability=t.index, targets=e.targets,
                          subject=t.subject, created_at=e.position))
    game.passed = []


@handles(v.TriggerRemoved)
def _trigger_removed(state: TableState, e: v.TriggerRemoved) -> None:
    del _game(state, e).triggers[e.trigger]


@handles(v.ResolutionBegan)
def _resolving(state: TableState, e: v.ResolutionBegan) -> None:
    game = _game(state, e)
    if not game.stack or game.stack[-1] != e.obj:
        raise ValueError("only the top object of the stack resolves")
    game.passed = []
    game.resolving = e.obj
    game.resume_at = 0
    game.resolving_snapshot = copy.copy(game.objects[e.obj])


@handles(v.ResolutionPaused)
def _paused(state: TableState, e: v.ResolutionPaused) -> None:
    game = _game(state, e)
    if game.resolving != e.obj:
        raise ValueError(f"object {e.obj} is not resolving")
    game.resume_at = e.at


@handles(v.ResolutionEnded)
def _resolved(state: TableState, e: v.ResolutionEnded) -> None:
    game = _game(state, e)
    if game.resolving != e.obj:
        raise ValueError(f"object {e.obj} is not resolving")
    game.resolving = None
    game.resume_at = 0
    game.resolving_snapshot = None


@handles(v.SpellFizzled, v.SpellCountered, v.DelayedTriggerUsed, v.CombatEnded)
def _marker(state: TableState, e: Event) -> None:
    game = _game(state, e)
    if isinstance(e, v.CombatEnded):
        for obj in game.objects.values():
            obj.attacking = None
            obj.blocking = None
            obj.blocked = False
    elif isinstance(e, v.DelayedTriggerUsed):
        del game.delayed[e.delayed]


@handles(v.ObjectCeased)
def _ceased(state: TableState, e: v.ObjectCeased) -> None:
    _take(_game(state, e), e.obj)


@handles(v.CardLeftGame)
def _card_left(state: TableState, e: v.CardLeftGame) -> None:
    game = _game(state, e)
    _take(game, e.obj)
    game.departed.append(e.card)


@handles(v.TokenCreated)
def _token(state: TableState, e: v.TokenCreated) -> None:
    _put(state, _game(state, e), Obj(oid=e.new_obj, card=None, name=e.name,
                                     owner=e.controller, controller=e.controller,
                                     zone="battlefield", token=True, sick=True))


# -- permanents ----------------------------------------------------------------


@handles(v.Tapped)
def _tapped(state: TableState, e: v.Tapped) -> None:
    _game(state, e).objects[e.obj].tapped = True


@handles(v.Untapped)
def _untapped(state: TableState, e: v.Untapped) -> None:
    game = _game(state, e)
    for oid in e.objs:
        game.objects[oid].tapped = False


@handles(v.Attached)
def _attached(state: TableState, e: v.Attached) -> None:
    game = _game(state, e)
    game.objects[e.to]
    game.objects[e.obj].attached_to = e.to


@handles(v.ControlChanged)
def _control(state: TableState, e: v.ControlChanged) -> None:
    obj = _game(state, e).objects[e.obj]
    obj.controller = e.controller
    obj.sick = True


@handles(v.EffectCreated)
def _effect(state: TableState, e: v.EffectCreated) -> None:
    _claim(state, e.effect)
    _game(state, e).effects[e.effect] = Effect(e.effect, e.kind, e.source, e.controller,
                                               e.subject, e.power, e.toughness, e.until)


@handles(v.EffectsEnded)
def _effects_ended(state: TableState, e: v.EffectsEnded) -> None:
    game = _game(state, e)
    for eid in e.effects:
        del game.effects[eid]


@handles(v.DamageWoreOff)
def _damage_off(state: TableState, e: v.DamageWoreOff) -> None:
    game = _game(state, e)
    for oid in e.objs:
        game.objects[oid].damage = 0


@handles(v.DelayedTriggerCreated)
def _delayed(state: TableState, e: v.DelayedTriggerCreated) -> None:
    _claim(state, e.delayed)
    _game(state, e).delayed[e.delayed] = Delayed(e.delayed, e.kind, e.controller, e.amount,
                                                 e.source_name)


# -- combat, damage, life, counters --------------------------------------------


@handles(v.AttackersDeclared)
def _attackers(state: TableState, e: v.AttackersDeclared) -> None:
    game = _game(state, e)
    game.attackers_declared = True
    for oid, defender in e.attackers:
        game.objects[oid].attacking = defender


@handles(v.BlockersDeclared)
def _blockers(state: TableState, e: v.BlockersDeclared) -> None:
    game = _game(state, e)
    game.blockers_declared = True
    for blocker, attacker in e.blocks:
        game.objects[blocker].blocking = attacker
        game.objects[attacker].blocked = True


@handles(v.DamageDealt)
def _damage(state: TableState, e: v.DamageDealt) -> None:
    if isinstance(e.target, int):
        _game(state, e).objects[e.target].damage += e.amount


@handles(v.LifeChanged)
def _life(state: TableState, e: v.LifeChanged) -> None:
    _game(state, e).player[e.player].life = e.life


@handles(v.CountersChanged)
def _counters(state: TableState, e: v.CountersChanged) -> None:
    game = _game(state, e)
    holder = game.player[e.target].counters if isinstance(e.target, str) else \
        game.objects[e.target].counters
    if e.total:
        holder[e.counter] = e.total
    else:
        holder.pop(e.counter, None)


# -- subgames ---------------------------------------------------------------------


@handles(v.SubgameStarted)
def _subgame_started(state: TableState, e: v.SubgameStarted) -> None:
    if e.game in state.games:
        raise ValueError(f"game {e.game} already exists")
    parent = state.games[e.parent]
    if e.game.rpartition(".")[0] != e.parent:
        raise ValueError(f"{e.game} is not a child of {e.parent}")
    state.games[e.game] = GameState(
        path=e.game, players=list(e.players),
        player={p: PlayerState(pid=p, life=e.starting_life) for p in e.players},
        starting_life=e.starting_life, hand_size=e.hand_size, started_at=e.position,
        created_by=e.created_by, created_by_name=e.created_by_name,
    )
    parent.status = "suspended"
    parent.priority = None


@handles(v.LibraryMoved)
def _library_moved(state: TableState, e: v.LibraryMoved) -> None:
    source = state.games[e.from_game]
    game = _game(state, e)
    if source.player[e.player].library != list(e.objs):
        raise ValueError(f"{e.player}'s library in game {e.from_game} is not {e.objs}")
    for card, oid, new in zip(e.cards, e.objs, e.new_objs, strict=True):
        old = _take(source, oid)
        if old.card != card:
            raise ValueError(f"object {oid} is not card {card}")
        _put(state, game, Obj(oid=new, card=card, name=old.name, owner=old.owner,
                              controller=old.owner, zone="library"), "bottom")


@handles(v.CardBroughtIn)
def _brought_in(state: TableState, e: v.CardBroughtIn) -> None:
    game = _game(state, e)
    if e.from_game:
        old = _take(state.games[e.from_game], e.obj)
        if old.card != e.card:
            raise ValueError(f"object {e.obj} is not card {e.card}")
    else:
        state.sideboards[e.player].remove(e.card)
    record = state.cards[e.card]
    _put(state, game, Obj(oid=e.new_obj, card=e.card, name=record.name, owner=record.owner,
                          controller=record.owner, zone=e.to_zone))


@handles(v.TriggerDeferred, v.TriggerReleased)
def _deferral(state: TableState, e: v.TriggerDeferred | v.TriggerReleased) -> None:
    _game(state, e).triggers[e.trigger].deferred = isinstance(e, v.TriggerDeferred)


@handles(v.SubgameEnded)
def _subgame_ended(state: TableState, e: v.SubgameEnded) -> None:
    game = _game(state, e)
    game.status = "ended"
    game.winners = e.winners
    game.draw = e.draw
    game.ended_at = e.position
    game.priority = None
    game.choice = None
    parent = game.parent
    if parent is None:
        raise ValueError("the main game is not a subgame")
    state.games[parent].status = "running"


@handles(v.CardsReturned)
def _returned(state: TableState, e: v.CardsReturned) -> None:
    game = _game(state, e)
    target = state.games[e.to_game]
    for card, oid, new in zip(e.cards, e.objs, e.new_objs, strict=True):
        if oid:
            old = _take(game, oid)
            if old.card != card:
                raise ValueError(f"object {oid} is not card {card}")
        else:
            game.departed.remove(card)
        record = state.cards[card]
        _put(state, target, Obj(oid=new, card=card, name=record.name, owner=record.owner,
                                controller=record.owner, zone=e.to_zone), "bottom")


def unhandled() -> list[str]:
    """Event kinds without a fold (a test keeps this empty)."""
    from events.base import EVENT_TYPES

    return sorted(k for k, cls in EVENT_TYPES.items() if cls not in _HANDLERS)
