"""The fold: how each event changes a :class:`~shahrazad.projections.state.TableState`.

:func:`apply` is the only code in Shahrazad that changes state. The engine
applies the events it decides on to its working state with it, and a replay
applies the recorded events with it, which is why the two always agree.

:func:`fold` folds event objects; :func:`fold_raw` folds events as msgpack decodes
them, and :func:`fold_encoded` decodes and folds their bytes in one loop (the fastest
replay of a log file or of a store's rows). All three call the same handlers.

>>> from shahrazad.projections.fold import fold
>>> from shahrazad.events.vocabulary import TableOpened
>>> s = fold([TableOpened(position=1, game="1", rule="103.1", edition="current", seed=1,
...                       players=("A", "B"), decks=(("Island",), ("Swamp",)),
...                       sideboards=((), ()), options=(), engine_version="0")])
>>> s.cards[1].name, s.cards[2].owner
('Island', 'B')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

import msgpack

from shahrazad.events import vocabulary as v
from shahrazad.events.base import EVENT_TYPES, Event
from shahrazad.events.errors import ShahrazadError
from shahrazad.projections.state import (
    PLAYER_ZONES,
    CardRecord,
    Choice,
    Delayed,
    Effect,
    GameState,
    Obj,
    PendingTrigger,
    PlayerState,
    Shield,
    Stated,
    TableState,
    TriggerOrder,
    TurnRecord,
    copy_table,
    may_key,
    new_obj,
    shallow_copy_obj,
)

__all__ = ["FoldError", "apply", "apply_raw", "clone", "fold", "fold_encoded", "fold_raw",
           "games_changed", "games_changed_raw"]


class FoldError(ShahrazadError, ValueError):
    """An event does not fit the state it is applied to (a corrupt or foreign log)."""


Payload = dict[str, Any]
#: A handler gets the state, the event's game path, its position and its payload.
#: Handlers read the payload as a plain dict so that a replay can fold msgpack's
#: output directly (:func:`apply_raw`) without building event objects first.
Handler = Callable[[TableState, str, int, Payload], None]
_HANDLERS: dict[str, Handler] = {}
#: kind -> (its current version, its handler): one look-up per event in :func:`fold_raw`
CURRENT: dict[str, tuple[int, Handler]] = {}
#: kind -> the payload fields that name the other games its handler changes
OTHER_GAMES: dict[str, tuple[str, ...]] = {}


def handles(*kinds: type[Event], games: tuple[str, ...] = ()) -> Callable[[Handler], Handler]:
    """Register a handler for ``kinds``.

    A handler changes the table (``state`` outside ``state.games``), the event's own
    game (``state.games[path]``) and the games named by the payload fields listed in
    ``games``, and no other game: a replay's checkpoints share every game that no event
    changed since the checkpoint before (see :func:`games_changed`).
    """
    def register(fn: Handler) -> Handler:
        for kind in kinds:
            _HANDLERS[kind.KIND] = fn
            CURRENT[kind.KIND] = (kind.VERSION, fn)
            if games:
                OTHER_GAMES[kind.KIND] = games
        return fn

    return register


def games_changed(event: Event) -> tuple[str, ...]:
    """The paths of the games that applying ``event`` may change."""
    other = OTHER_GAMES.get(event.KIND)
    if other is None:
        return (event.game,)
    return (event.game, *(getattr(event, name) for name in other))


def games_changed_raw(kind: str, game: str, payload: Payload) -> tuple[str, ...]:
    """:func:`games_changed` of an event given as its kind, game and payload."""
    other = OTHER_GAMES.get(kind)
    if other is None:
        return (game,)
    return (game, *(payload[name] for name in other))


def apply(state: TableState, event: Event) -> None:
    """Apply one event to ``state`` in place; its position must come next."""
    _apply(state, event.KIND, event.game, event.position, event.payload())


def apply_raw(state: TableState, raw: tuple[Any, ...]) -> None:
    """Apply an event still in its msgpack form ``(kind, version, position, game, rule,
    cause, payload)`` (see :mod:`shahrazad.events.codec`); older versions are upcast first."""
    try:
        kind, version, position, game, _rule, _cause, payload = raw
    except (TypeError, ValueError):
        raise FoldError(f"not an encoded event after position {state.position}") from None
    cls = EVENT_TYPES.get(kind)
    if cls is None:
        raise FoldError(f"unknown event kind {kind!r} at position {position}")
    if version != cls.VERSION:
        payload = cls.from_payload(version, position, game, _rule, _cause, payload).payload()
    _apply(state, kind, game, position, payload)


def _apply(state: TableState, kind: str, game: str, position: int, payload: Payload) -> None:
    if position != state.position + 1:
        raise FoldError(f"event at position {position} applied to a state at {state.position}")
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise FoldError(f"no fold for event kind {kind!r}")
    try:
        handler(state, game, position, payload)
    except (KeyError, ValueError, IndexError, AttributeError, TypeError) as exc:
        raise FoldError(f"event {position} ({kind}) does not fit the state: {exc!r}") from None
    _touch(state, kind, game, payload)
    state.position = position


def _touch_others(state: TableState, kind: str, payload: Payload) -> None:
    for name in OTHER_GAMES[kind]:
        other = state.games.get(payload[name])
        if other is not None:
            other.changes += 1


# -- the events that leave what the engine keeps (the play speed of issue 20) ----------
#: the kinds of event that change only who has priority, who has passed and the open
#: question of a game (``priority``, ``passed``, ``choice``): none of what the engine
#: works out and keeps from a game's state (its continuous effects, 613; the mana
#: abilities a player can activate) reads these, so they leave ``GameState.changes``
#: as it was. Six events in ten of a played table are of these kinds.
PRIORITY_ONLY = frozenset({v.Decided.KIND, v.PriorityGiven.KIND, v.PriorityPassed.KIND})


def _touch(state: TableState, kind: str, game: str, payload: Payload) -> None:
    """Count the event on each game it may have changed (``GameState.changes``), but an
    event of :data:`PRIORITY_ONLY`."""
    if kind in PRIORITY_ONLY:
        return
    changed = state.games.get(game)
    if changed is not None:
        changed.changes += 1
    for name in OTHER_GAMES.get(kind, ()):
        other = state.games.get(payload[name])
        if other is not None:
            other.changes += 1


def fold(events: Iterable[Event], state: TableState | None = None) -> TableState:
    """Fold ``events`` into ``state`` (a new empty table if none) and return it."""
    state = TableState() if state is None else state
    for event in events:
        apply(state, event)
    return state


def fold_raw(raws: Iterable[tuple[Any, ...]], state: TableState | None = None) -> TableState:
    """Fold events in their msgpack form (the fast path of a replay)."""
    state = TableState() if state is None else state
    current = CURRENT
    games, other_games = state.games, OTHER_GAMES
    # The loop of apply_raw, inlined: this is the hot path of every replay. Handlers get
    # the position as an argument, so state.position is only brought up to date before
    # apply_raw and when the loop ends (for any reason).
    position = state.position
    try:
        for raw in raws:
            kind, version, at, game, _rule, _cause, payload = raw
            if at != position + 1:
                raise FoldError(f"event at position {at} applied to a state at {position}")
            expected, handler = current[kind]
            if version != expected:  # an older version: apply_raw upcasts it
                state.position = position
                apply_raw(state, raw)
            else:
                handler(state, game, at, payload)
                # _touch, inlined: a game's count of events (GameState.changes)
                changed = games.get(game)
                if changed is not None:
                    changed.changes += 1
                if kind in other_games:
                    _touch_others(state, kind, payload)
            position = at
    except FoldError:
        raise
    except (KeyError, ValueError, IndexError, AttributeError, TypeError) as exc:
        raise FoldError(f"event {position + 1} does not fit the state: {exc!r}") from None
    finally:
        state.position = position
    return state


def fold_encoded(items: Iterable[Any], state: TableState | None = None,
                 field: int | None = None) -> TableState:
    """Decode events from their bytes (:func:`shahrazad.events.codec.encode`) and fold them, in one
    loop: the fastest replay of a stored log, no event objects built.

    ``items`` are the events' bytes or, with ``field``, sequences that hold them at that
    index: the records of a log file, ``(previous_hash, event_bytes)`` with ``field=1``
    (its trailer, a map, is skipped), or the rows of a select with ``field=0``.

    >>> from shahrazad.events import encode
    >>> from shahrazad.events.vocabulary import TableOpened
    >>> opened = TableOpened(position=1, game="1", rule="103.1", edition="current", seed=1,
    ...                      players=("A",), decks=(("Island",),), sideboards=((),),
    ...                      options=(), engine_version="0")
    >>> fold_encoded([(b"hash", encode(opened)), {"end": 1}], field=1).cards[1].name
    'Island'
    """
    state = TableState() if state is None else state
    current = CURRENT
    games, other_games = state.games, OTHER_GAMES
    unpackb = msgpack.unpackb
    # fold_raw's loop with the decoding inlined (a generator in between costs a tenth).
    position = state.position
    try:
        for item in items:
            if field is None:
                data = item
            elif type(item) is dict:
                continue  # a log file's trailer
            else:
                data = item[field]
            try:
                raw = unpackb(data, use_list=False, raw=False, strict_map_key=False)
                kind, version, at, game, _rule, _cause, payload = raw
            except Exception as exc:  # msgpack raises several unrelated types
                raise FoldError(f"event {position + 1} can't be decoded: {exc!r}") from None
            if at != position + 1:
                raise FoldError(f"event at position {at} applied to a state at {position}")
            expected, handler = current[kind]
            if version != expected:  # an older version: apply_raw upcasts it
                state.position = position
                apply_raw(state, raw)
            else:
                handler(state, game, at, payload)
                # _touch, inlined: a game's count of events (GameState.changes)
                changed = games.get(game)
                if changed is not None:
                    changed.changes += 1
                if kind in other_games:
                    _touch_others(state, kind, payload)
            position = at
    except FoldError:
        raise
    except (KeyError, ValueError, IndexError, AttributeError, TypeError) as exc:
        raise FoldError(f"event {position + 1} does not fit the state: {exc!r}") from None
    finally:
        state.position = position
    return state


def clone(state: TableState) -> TableState:
    """An independent copy of ``state`` (for checkpoints); see :func:`copy_table`."""
    return copy_table(state)


# -- helpers -------------------------------------------------------------------


def _claim(state: TableState, oid: int) -> None:
    """Object, trigger and effect ids come from one counter; events carry them."""
    if oid >= state.next_id:
        state.next_id = oid + 1


def _zone(game: GameState, obj: Obj) -> list[int]:
    """``game.zone_of(obj)``, inlined for the fold's hot paths."""
    name = obj.zone
    if name in PLAYER_ZONES:
        zone: list[int] = getattr(game.player[obj.owner], name)
        return zone
    zone = getattr(game, name)
    return zone


def _take(game: GameState, oid: int) -> Obj:
    """Remove an object from its zone and from the game; return it."""
    obj = game.objects.pop(oid)
    _zone(game, obj).remove(oid)
    if game.commander_options:  # an answer about an object that is gone means nothing
        _forget_options(game, oid)
    return obj


def _forget_options(game: GameState, oid: int) -> None:
    for question in ("command", "redirect"):
        game.commander_options.pop((question, oid), None)


def _put(state: TableState, game: GameState, obj: Obj, place: str = "top") -> None:
    oid = obj.oid
    if oid >= state.next_id:  # _claim, inlined
        state.next_id = oid + 1
    game.objects[oid] = obj
    zone = _zone(game, obj)
    if place == "top" and obj.zone == "library":
        zone.insert(0, oid)
    else:
        zone.append(oid)


def _move(state: TableState, game: GameState, oid: int, new_oid: int, to_zone: str,
          to_player: str, controller: str, place: str = "top") -> Obj:
    """The object ``oid`` becomes the new object ``new_oid`` in another zone (400.7)."""
    objects = game.objects
    old = objects.pop(oid)  # _take, _put and _zone, inlined: the fold's most common move
    name = old.zone
    left = getattr(game.player[old.owner], name) if name in PLAYER_ZONES else getattr(game, name)
    left.remove(oid)
    # A copy is itself again off the battlefield (707.2): its card's own name.
    new = new_obj(new_oid, old.card, old.printed or old.name, to_player, controller, to_zone)
    new.token = old.token
    new.sick = to_zone == "battlefield"
    if new.sick and controller == game.active and not old.token:  # -- batch LX --
        game.player[controller].acted_on_their_turn = True
    new.was, new.was_controlled_by = oid, old.controller  # batch B01: last known (608.2h)
    if old.face_down and name == "stack" and to_zone == "battlefield":  # -- batch M-MASK --
        new.face_down, new.turns_up = True, old.turns_up  # a face-down spell resolves (708.4)
    if old.damaged_by and name == "battlefield":
        new.was_damaged_by = old.damaged_by  # -- batch B10 --
    if name == "battlefield":  # -- batch R-A --: last known (608.2h)
        new.was_tapped = old.tapped
        if old.counters:
            new.was_counters = tuple(old.counters.items())
    if game.commander_options:  # the owner's answers were about the object that left
        _forget_options(game, oid)
    # An Aura or its host leaving stops the attachment (and the stale id is harmless).
    if game.attachments:  # else nothing in this game was ever attached
        for other in objects.values():
            if other.attached_to == oid:
                other.attached_to = None
    if new_oid >= state.next_id:
        state.next_id = new_oid + 1
    objects[new_oid] = new
    zone = (getattr(game.player[to_player], to_zone) if to_zone in PLAYER_ZONES
            else getattr(game, to_zone))
    if place == "top" and to_zone == "library":
        zone.insert(0, new_oid)
    else:
        zone.append(new_oid)
    return new


# -- the table -----------------------------------------------------------------


@handles(v.TableOpened)
def _table_opened(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.edition = p["edition"]
    state.seed = p["seed"]
    state.players = p["players"]
    state.options = dict(p["options"])
    state.engine_version = p["engine_version"]
    state.custom_cards = p["custom_cards"]
    for pid, deck, side in zip(p["players"], p["decks"], p["sideboards"], strict=True):
        state.decks[pid] = []
        state.sideboards[pid] = []
        for names, into in ((deck, state.decks[pid]), (side, state.sideboards[pid])):
            for name in names:
                cid = len(state.cards) + 1
                state.cards[cid] = CardRecord(name, pid)
                into.append(cid)


@handles(v.GameStarted)
def _game_started(state: TableState, path: str, pos: int, p: Payload) -> None:
    if path in state.games:
        raise ValueError(f"game {path} already exists")
    state.games[path] = GameState(
        path=path, players=list(p["players"]),
        player={pid: PlayerState(pid=pid, life=p["starting_life"]) for pid in p["players"]},
        starting_life=p["starting_life"], hand_size=p["hand_size"], started_at=pos,
    )
    state.running.append(path)


@handles(v.LibraryFormed)
def _library_formed(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for cid, oid in zip(p["cards"], p["objs"], strict=True):
        record = state.cards[cid]
        _put(state, game, new_obj(oid, cid, record.name, record.owner, record.owner, "library"),
             "bottom")


@handles(v.LibraryShuffled)
def _library_shuffled(state: TableState, path: str, pos: int, p: Payload) -> None:
    player = state.games[path].player[p["player"]]
    if sorted(player.library) != sorted(p["order"]):
        raise ValueError("a shuffle must keep the same cards")
    player.library = list(p["order"])


@handles(v.StartingPlayerChosen)
def _starting_player(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].starting_player = p["player"]


@handles(v.MulliganTaken)
def _mulligan(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].player[p["player"]].mulligans = p["number"]


@handles(v.HandKept)
def _kept(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].player[p["player"]].kept = True


@handles(v.GameEnded)
def _game_ended(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    # A subgame is "over" until its cards have gone home and its parent resumes (727.5).
    game.status = "ended" if game.parent is None else "over"
    _stops_running(state, path)
    game.winners = p["winners"]
    game.draw = p["draw"]
    game.ended_at = pos
    game.priority = None
    game.choice = None


@handles(v.PlayerLost)
def _lost(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].player[p["player"]].lost = True
    state.games[path].player[p["player"]].drew_from_empty = False


@handles(v.PlayerLeft)
def _left(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    game.player[p["player"]].left = True
    if game.priority == p["player"]:
        game.priority = None
    if game.choice is not None and game.choice.player == p["player"]:
        game.choice = None


# -- decisions, turns, priority ------------------------------------------------


@handles(v.Decided)
def _decided(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.choice is not None and game.choice.player == p["player"]:
        game.choice = None
    if game.priority == p["player"]:
        game.priority = None


@handles(v.ChoiceRequested)
def _choice(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    game.choice = Choice(p["kind"], p["player"], p["amount"], pos)
    game.priority = None


@handles(v.TurnBegan)
def _turn(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    game.turn = p["turn"]
    game.active = p["player"]
    if p["extra"]:
        game.extra_turns.remove(p["player"])
    game.player[p["player"]].acted_on_their_turn = False  # -- batch LX --
    game.this_turn = TurnRecord()  # -- batch C-HIST --: the turn's history starts over
    for player in game.player.values():
        player.land_plays = 0
        player.planar_rolls = 0
        player.damage_this_turn = 0  # -- batch B03 --
        player.attacked_this_turn = False  # -- batch B08 --
        player.last_drawn = None  # -- batch LX --
        player.spells_cast_this_turn = ()  # -- batch B11 --
    objects, active = game.objects, p["player"]
    # With shared team turns the turn is each teammate's turn too (805.4, 302.6).
    team = next((t for t in game.teams if active in t), ()) if game.teams else ()
    # -- batch B06 --: whether each of their permanents attacked during their last turn
    for pid in (active, *team):
        if pid in game.player:
            last, game.player[pid].turn_began = game.player[pid].turn_began, p["turn"]
            for oid in game.battlefield:
                o = objects[oid]
                if o.controller == pid:
                    o.attacked_last_turn = last != 0 and o.attacked_on_turn == last
    for oid in game.battlefield:
        obj = objects[oid]
        if obj.controller == active or obj.controller in team:
            obj.sick = False
        obj.loyalty_used = False  # once each turn (606.3)
        obj.activated = ()  # limits each turn (602.5b)
        obj.attacked_this_turn = False
        obj.blocked_this_turn = False  # -- batch B03 --
        obj.damaged_players_this_turn = ()  # -- batch B11 --
        obj.started_the_turn_untapped = not obj.tapped
    if game.restarted_by:  # a restarted game's first turn: the restart is over (725.4)
        game.restarted_by = ""
        game.restart_kept = ()


@handles(v.StepBegan)
def _step(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    game.step = p["step"]
    game.passed = []
    game.priority = None
    if p["step"] == "untap":
        game.attackers_declared = False
        game.blockers_declared = False
    if game.assigned:  # announced for one combat damage step (510.1)
        game.assigned = {}
    for oid in p["first_strikers"]:  # 702.7b
        game.objects[oid].first_striker = True
    if game.damage_orders:
        game.damage_orders = {}


@handles(v.PriorityGiven)
def _priority(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].priority = p["player"]


@handles(v.PriorityPassed)
def _passed(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    game.passed.append(p["player"])
    game.priority = None


@handles(v.ExtraTurnAdded)
def _extra(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].extra_turns.insert(0, p["player"])


# -- mana ----------------------------------------------------------------------


#: pools as ManaAdded leaves them, by the letters they were made of
_SORTED_MANA: dict[str, str] = {}


@handles(v.ManaAdded)
def _mana_added(state: TableState, path: str, pos: int, p: Payload) -> None:
    player = state.games[path].player[p["player"]]
    pool = player.mana + p["mana"]
    mana = _SORTED_MANA.get(pool)
    if mana is None:
        mana = "".join(sorted(pool, key="WUBRGC".index))
        if len(_SORTED_MANA) < 4096:
            _SORTED_MANA[pool] = mana
    player.mana = mana


@handles(v.ManaSpent)
def _mana_spent(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    player = game.player[p["player"]]
    paid = game.objects.get(p["obj"]) if p["obj"] is not None else None
    if paid is not None and paid.kind == "ability":  # -- batch M-MASK --: its types kept
        paid.mana_spent += p["mana"]
    pool = list(player.mana)
    for letter in p["mana"]:
        pool.remove(letter)
    player.mana = "".join(pool)


@handles(v.ManaEmptied)
def _mana_emptied(state: TableState, path: str, pos: int, p: Payload) -> None:
    player = state.games[path].player[p["player"]]
    player.mana = ""
    player.restricted_mana = ()  # -- batch c-mana --: it empties too (106.4)


# -- batch c-mana: mana that may be spent only on some spells (106.6) --


@handles(v.RestrictedManaAdded)
def _restricted_added(state: TableState, path: str, pos: int, p: Payload) -> None:
    player = state.games[path].player[p["player"]]
    pools = dict(player.restricted_mana)
    pools[p["only"]] = "".join(sorted(pools.get(p["only"], "") + p["mana"],
                                      key="WUBRGC".index))
    player.restricted_mana = tuple(sorted(pools.items()))


@handles(v.RestrictedManaSpent)
def _restricted_spent(state: TableState, path: str, pos: int, p: Payload) -> None:
    player = state.games[path].player[p["player"]]
    pools = dict(player.restricted_mana)
    left = list(pools.get(p["only"], ""))
    for letter in p["mana"]:
        left.remove(letter)
    pools[p["only"]] = "".join(left)
    player.restricted_mana = tuple((k, m) for k, m in sorted(pools.items()) if m)


# -- zones and objects ---------------------------------------------------------


@handles(v.CardDrawn)
def _drawn(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    library = game.player[p["player"]].library
    if not library or library[0] != p["obj"]:
        raise ValueError("a draw takes the top card of the library")
    _move(state, game, p["obj"], p["new_obj"], "hand", p["player"], p["player"])
    game.player[p["player"]].last_drawn = p["new_obj"]  # -- batch LX --
    record = game.this_turn  # -- batch C-HIST --
    game.this_turn = replace(record, drawn=(*record.drawn, (p["player"], p["new_obj"])))
    if game.step == "draw" and p["player"] not in record.drew_in_draw_step:  # -- D-DRAW --
        game.this_turn = replace(game.this_turn, drew_in_draw_step=(
            *record.drew_in_draw_step, p["player"]))


@handles(v.DrawFailed)
def _draw_failed(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].player[p["player"]].drew_from_empty = True


@handles(v.ZoneChanged)
def _zone_changed(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    before = game.objects[p["obj"]]
    if before.zone != p["from_zone"]:
        raise ValueError(f"object {p['obj']} is not in {p['from_zone']}")
    if p["to_zone"] == "graveyard" and before.zone == "battlefield":  # -- batch C-HIST --
        game.this_turn = replace(game.this_turn, died=(*game.this_turn.died, before))
    _move(state, game, p["obj"], p["new_obj"], p["to_zone"], p["to_player"], p["controller"],
          p["place"] or "top")


@handles(v.LandPlayed)
def _land(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    _move(state, game, p["obj"], p["new_obj"], "battlefield", p["player"], p["player"])
    game.player[p["player"]].land_plays += 1
    game.passed = []


@handles(v.SpellCast)
def _cast(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.objects[p["obj"]].zone == "command":  # a commander: its tax grows (903.8)
        game.commander_casts[p["card"]] = game.commander_casts.get(p["card"], 0) + 1
    obj = _move(state, game, p["obj"], p["new_obj"], "stack", game.objects[p["obj"]].owner,
                p["player"])
    obj.kind = "spell"
    obj.targets = p["targets"]
    obj.x = p["x"]
    obj.ability = p["face"]  # for a spell: which half of a split card (709.3)
    obj.created_at = pos
    caster = game.player[p["player"]]  # -- batch B11 --: the turn's history
    caster.spells_cast_this_turn = (*caster.spells_cast_this_turn, obj.name)
    record = game.this_turn  # -- batch C-HIST --
    game.this_turn = replace(record, cast=(*record.cast, (p["player"], p["new_obj"])))
    game.passed = []
    if p["player"] == game.active:  # -- batch LX --
        game.player[p["player"]].acted_on_their_turn = True


@handles(v.AbilityActivated)
def _activated(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    source = game.objects[p["source"]]
    # -- batch c-grant --: a granted ability is named after the card that grants it
    name = p["granted_by"] or source.name
    _put(state, game, Obj(oid=p["new_obj"], card=None, name=name, owner=p["player"],
                          controller=p["player"], zone="stack", kind="ability", source=p["source"],
                          ability=p["index"], targets=p["targets"], x=p["x"],
                          created_at=pos))
    source.activated = (*source.activated, p["index"])  # a limit each turn (602.5b)
    game.passed = []


@handles(v.ManaAbilityActivated)
def _mana_ability(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if p["source"] not in game.objects:  # a player's own mana ability, from an effect (605)
        game.effects[p["source"]]


@handles(v.AbilityTriggered)
def _triggered(state: TableState, path: str, pos: int, p: Payload) -> None:
    _claim(state, p["trigger"])
    state.games[path].triggers[p["trigger"]] = PendingTrigger(
        p["trigger"], p["source"], p["source_name"], p["index"], p["controller"], p["subject"],
        triggered_at=pos, amount=p["amount"])


@handles(v.TriggerPutOnStack)
def _trigger_put(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    t = game.triggers.pop(p["trigger"])
    _put(state, game, Obj(oid=p["new_obj"], card=None, name=t.source_name, owner=t.controller,
                          controller=t.controller, zone="stack", kind="trigger",
                          source=t.source, ability=t.index, targets=p["targets"],
                          subject=t.subject, created_at=pos, x=t.amount,
                          mode=max(t.mode, 0)))  # -- batch D-TRIG --: 603.3c
    game.passed = []


@handles(v.TriggerRemoved)
def _trigger_removed(state: TableState, path: str, pos: int, p: Payload) -> None:
    del state.games[path].triggers[p["trigger"]]


@handles(v.ResolutionBegan)
def _resolving(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if not game.stack or game.stack[-1] != p["obj"]:
        raise ValueError("only the top object of the stack resolves")
    game.passed = []
    game.resolving = p["obj"]
    game.resume_at = 0
    game.resolving_snapshot = shallow_copy_obj(game.objects[p["obj"]])  # copy.copy


@handles(v.ResolutionPaused)
def _paused(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.resolving != p["obj"]:
        raise ValueError(f"object {p['obj']} is not resolving")
    game.resume_at = p["at"]


@handles(v.ResolutionRemembered)
def _remembered(state: TableState, path: str, pos: int, p: Payload) -> None:
    """-- batch B08 --: what the resolution moved "this way" so far (608.2c)."""
    game = state.games[path]
    if game.resolving != p["obj"]:
        raise ValueError(f"object {p['obj']} is not resolving")
    game.resolving_moved = tuple(p["moved"])


@handles(v.SearchHeld)
def _search_held(state: TableState, path: str, pos: int, p: Payload) -> None:
    """-- batch r-b --: the card the resolving search found, held for a second question."""
    game = state.games[path]
    if game.resolving != p["obj"]:
        raise ValueError(f"object {p['obj']} is not resolving")
    game.resolving_held = p["card"]


@handles(v.ResolutionEnded)
def _resolved(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.resolving != p["obj"]:
        raise ValueError(f"object {p['obj']} is not resolving")
    game.resolving = None
    game.resume_at = 0
    game.resolving_snapshot = None
    game.resolving_moved = ()  # -- batch B08 --
    game.resolving_held = None  # -- batch r-b --
    if game.damage_orders:  # chosen for the damage of this resolution (616.1)
        game.damage_orders = {}


@handles(v.SpellFizzled, v.SpellCountered)
def _marker(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path]  # markers for the audit: the zone change that follows moves the spell


@handles(v.CombatEnded)
def _combat_ended(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.piles:  # -- batch D-PILES --: the piles of this combat, and what they limit
        game.piles = ()
        for obj in game.objects.values():
            obj.blockable_only_by = ()
    if not game.declarations:  # no object is in combat: nothing to clear
        return
    for obj in game.objects.values():
        obj.attacking = None
        obj.blocking = ()
        obj.blocked = False
        obj.blocked_by = ()  # -- batch B03 --
        obj.band = 0
        obj.first_striker = False
    game.declarations = 0


@handles(v.DelayedTriggerUsed)
def _delayed_used(state: TableState, path: str, pos: int, p: Payload) -> None:
    del state.games[path].delayed[p["delayed"]]


@handles(v.ObjectCeased)
def _ceased(state: TableState, path: str, pos: int, p: Payload) -> None:
    _take(state.games[path], p["obj"])


@handles(v.CardLeftGame)
def _card_left(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    left = _take(game, p["obj"])
    game.departed.append(p["card"])
    game.departed_from[p["card"]] = left.zone


@handles(v.TokenCreated)
def _token(state: TableState, path: str, pos: int, p: Payload) -> None:
    _put(state, state.games[path], Obj(oid=p["new_obj"], card=None, name=p["name"],
                                     owner=p["controller"], controller=p["controller"],
                                     zone="battlefield", token=True, sick=True))


# -- permanents ----------------------------------------------------------------


@handles(v.Tapped)
def _tapped(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].objects[p["obj"]].tapped = True


@handles(v.Untapped)
def _untapped(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for oid in p["objs"]:
        game.objects[oid].tapped = False
        game.objects[oid].untapped_at = pos  # -- batch B06 --


@handles(v.Attached)
def _attached(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    game.objects[p["to"]]
    game.objects[p["obj"]].attached_to = p["to"]
    game.attachments += 1


@handles(v.ControlChanged)
def _control(state: TableState, path: str, pos: int, p: Payload) -> None:
    obj = state.games[path].objects[p["obj"]]
    if not obj.default_controller:  # 110.2: who controls it when no effect says otherwise
        obj.default_controller = obj.controller
    obj.controller = p["controller"]
    obj.sick = True
    obj.control_changed_at = pos  # -- batch B06 --


@handles(v.EffectCreated)
def _effect(state: TableState, path: str, pos: int, p: Payload) -> None:
    _claim(state, p["effect"])
    state.games[path].effects[p["effect"]] = Effect(
        p["effect"], p["kind"], p["source"], p["controller"], p["subject"], p["power"],
        p["toughness"], p["until"])


@handles(v.ContinuousEffectCreated)
def _continuous_effect(state: TableState, path: str, pos: int, p: Payload) -> None:
    _claim(state, p["effect"])
    game = state.games[path]
    for oid in p["objs"]:
        game.objects[oid]  # each object it changes is in the game
    game.effects[p["effect"]] = Effect(
        p["effect"], p["kind"], p["source"], p["controller"], None, 0, 0, p["until"],
        tuple(p["objs"]), p["changes"], game.turn)


@handles(v.EffectsEnded)
def _effects_ended(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for eid in p["effects"]:
        effect = game.effects.pop(eid)
        if effect.kind == ANIMATION:  # the permanent stops being that creature
            obj = game.objects.get(effect.subject) if isinstance(effect.subject, int) else None
            if obj is not None:
                obj.animations = tuple(a for a in obj.animations if a[0] != eid)


@handles(v.DamageWoreOff)
def _damage_off(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for oid in p["objs"]:
        game.objects[oid].damage = 0
        game.objects[oid].damaged_by = ()


@handles(v.DelayedTriggerCreated)
def _delayed(state: TableState, path: str, pos: int, p: Payload) -> None:
    _claim(state, p["delayed"])
    state.games[path].delayed[p["delayed"]] = Delayed(
        p["delayed"], p["kind"], p["controller"], p["amount"], p["source_name"], p["subject"],
        p["source"])


# -- combat, damage, life, counters --------------------------------------------


@handles(v.AttackersDeclared)
def _attackers(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    game.attackers_declared = True
    game.declarations += 1
    record = game.this_turn  # -- batch R-C --: who could have attacked (508.1a)
    game.this_turn = replace(record, untapped_as_attackers_declared=(
        *record.untapped_as_attackers_declared,
        *((o, game.objects[o].controller) for o in game.in_play
          if not game.objects[o].tapped)))
    if p["attackers"] and game.active in game.player:  # -- batch B08 --: 508.1
        game.player[game.active].attacked_this_turn = True
    for oid, defender in p["attackers"]:
        obj = game.objects[oid]
        obj.attacking = defender
        obj.attacked_this_turn = True
        obj.attacked_on_turn = game.turn  # -- batch B06 --
    for band in p["bands"]:  # 702.22c: named by its first creature
        for oid in band:
            game.objects[oid].band = band[0]


@handles(v.BlockersDeclared)
def _blockers(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    game.blockers_declared = True
    game.declarations += 1
    record = game.this_turn  # -- batch C-HIST --: the turn's history
    game.this_turn = replace(record, blocks=(*record.blocks, *(
        (blocker, attacker, game.objects[attacker].controller)
        for blocker, attacker in p["blocks"])))
    for blocker, attacker in p["blocks"]:
        game.objects[blocker].blocking += (attacker,)
        game.objects[blocker].blocked_this_turn = True  # -- batch B03 --
        game.objects[attacker].blocked_by += (blocker,)
        game.objects[attacker].blocked = True


@handles(v.DamageDealt)
def _damage(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    target = p["target"]
    source = game.objects.get(p["source"])
    record = game.this_turn  # -- batch C-HIST --: the turn's history
    game.this_turn = replace(record, damage=(*record.damage, (
        p["source"], source.name if source is not None else "", target, p["amount"])))
    if source is not None and target not in source.has_damaged:  # -- batch B08 --
        source.has_damaged += (target,)
    if isinstance(target, int):
        obj = game.objects[target]
        obj.damage += p["amount"]
        if p["source"] not in obj.damaged_by:
            obj.damaged_by += (p["source"],)
        return
    if target in game.player:  # -- batch B03 --: the turn's history
        game.player[target].damage_this_turn += p["amount"]
        dealer = game.objects.get(p["source"])  # -- batch B11 --: whom it damaged
        if dealer is not None and target not in dealer.damaged_players_this_turn:
            dealer.damaged_players_this_turn += (target,)
    if p["combat"]:
        # Combat damage a commander deals a player is counted per game (903.10a).
        source = game.objects.get(p["source"])
        card = source.card if source is not None else None
        if card is not None and state.cards[card].role == "commander":
            dealt = game.commander_damage.setdefault(target, {})
            dealt[card] = dealt.get(card, 0) + p["amount"]


@handles(v.LifeChanged)
def _life(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.shared_life:  # a life change of one player is their team's (810.9)
        for team in game.teams:
            if p["player"] in team:
                for pid in team:
                    game.player[pid].life = p["life"]
                return
    game.player[p["player"]].life = p["life"]


@handles(v.CountersChanged)
def _counters(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    holder = game.player[p["target"]].counters if isinstance(p["target"], str) else \
        game.objects[p["target"]].counters
    if p["total"]:
        holder[p["counter"]] = p["total"]
    else:
        holder.pop(p["counter"], None)


# -- subgames ---------------------------------------------------------------------


@handles(v.SubgameStarted, games=("parent",))
def _subgame_started(state: TableState, path: str, pos: int, p: Payload) -> None:
    if path in state.games:
        raise ValueError(f"game {path} already exists")
    parent = state.games[p["parent"]]
    if path.rpartition(".")[0] != p["parent"]:
        raise ValueError(f"{path} is not a child of {p['parent']}")
    state.games[path] = GameState(
        path=path, players=list(p["players"]),
        player={pid: PlayerState(pid=pid, life=p["starting_life"]) for pid in p["players"]},
        starting_life=p["starting_life"], hand_size=p["hand_size"], started_at=pos,
        created_by=p["created_by"], created_by_name=p["created_by_name"],
    )
    parent.status = "suspended"
    parent.priority = None
    _stops_running(state, parent.path)
    state.running.append(path)


@handles(v.LibraryMoved, games=("from_game",))
def _library_moved(state: TableState, path: str, pos: int, p: Payload) -> None:
    source = state.games[p["from_game"]]
    game = state.games[path]
    if source.player[p["player"]].library != list(p["objs"]):
        raise ValueError(f"{p['player']}'s library in game {p['from_game']} is not {p['objs']}")
    # _take from the source and _put at the bottom of the library here, inlined
    taken, objects = source.objects, game.objects
    for card, oid, new in zip(p["cards"], p["objs"], p["new_objs"], strict=True):
        old = taken.pop(oid)
        _zone(source, old).remove(oid)
        if old.card != card:
            raise ValueError(f"object {oid} is not card {card}")
        if new >= state.next_id:
            state.next_id = new + 1
        objects[new] = new_obj(new, card, old.name, old.owner, old.owner, "library")
        game.player[old.owner].library.append(new)


@handles(v.CardBroughtIn, games=("from_game",))
def _brought_in(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if p["from_game"]:
        old = _take(state.games[p["from_game"]], p["obj"])
        if old.card != p["card"]:
            raise ValueError(f"object {p['obj']} is not card {p['card']}")
        game.brought_from[p["card"]] = p["from_game"]
    else:
        state.sideboards[p["player"]].remove(p["card"])
    record = state.cards[p["card"]]
    _put(state, game, new_obj(p["new_obj"], p["card"], record.name, record.owner, record.owner,
                              p["to_zone"]))


@handles(v.TriggerDeferred)
def _deferred(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].triggers[p["trigger"]].deferred = True


@handles(v.TriggerReleased)
def _released(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].triggers[p["trigger"]].deferred = False


@handles(v.SubgameEnded)
def _subgame_ended(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.parent is None:
        raise ValueError("the main game is not a subgame")
    game.status = "over"
    _stops_running(state, path)
    game.winners = p["winners"]
    game.draw = p["draw"]
    game.ended_at = game.ended_at or pos
    game.priority = None
    game.choice = None


@handles(v.GameResumed, games=("subgame",))
def _resumed(state: TableState, path: str, pos: int, p: Payload) -> None:
    sub = state.games[p["subgame"]]
    if sub.parent != path or sub.status != "over":
        raise ValueError(f"game {path} has no finished subgame {p['subgame']}")
    if sub.objects:
        raise ValueError(f"subgame {p['subgame']} still has objects")
    sub.status = "ended"
    state.games[path].status = "running"
    if path not in state.running:
        state.running.append(path)


def _stops_running(state: TableState, path: str) -> None:
    """The game at ``path`` no longer runs (it is suspended or over): see
    :attr:`~shahrazad.projections.state.TableState.running`."""
    if path in state.running:
        state.running.remove(path)


@handles(v.CardsReturned, games=("to_game",))
def _returned(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    target = state.games[p["to_game"]]
    # _take from here and _put at the bottom there, inlined
    taken, objects, cards, to_zone = game.objects, target.objects, state.cards, p["to_zone"]
    holder = p["player"]
    for card, oid, new in zip(p["cards"], p["objs"], p["new_objs"], strict=True):
        if oid:
            old = taken.pop(oid)
            _zone(game, old).remove(oid)
            if old.card != card:
                raise ValueError(f"object {oid} is not card {card}")
        else:
            game.departed.remove(card)
            game.departed_from.pop(card, None)
        # Into ``player``'s zone: the owner's (727.5), or the returning player's (2004, A20).
        obj = new_obj(new, card, cards[card].name, holder, holder, to_zone)
        if new >= state.next_id:
            state.next_id = new + 1
        objects[new] = obj
        _zone(target, obj).append(new)


# -- command-zone variants ----------------------------------------------------------

#: ``what`` of a CommandZoneMoved / CommandZoneSetUp -> the deck its cards are in
_DECK_OF = {"planar deck": "planar", "scheme deck": "scheme"}


def _command_card(state: TableState, game: GameState, card: int, oid: int, deck: str) -> None:
    record = state.cards[card]
    _put(state, game, Obj(oid=oid, card=card, name=record.name, owner=record.owner,
                          controller=record.owner, zone="command", deck=deck))


@handles(v.VariantCardsAdded)
def _variant_cards(state: TableState, path: str, pos: int, p: Payload) -> None:
    if p["player"] not in state.players:
        raise ValueError(f"{p['player']} is not at the table")
    for name in p["names"]:
        state.cards[len(state.cards) + 1] = CardRecord(name, p["player"], p["role"])


@handles(v.CommandZoneSetUp)
def _command_set_up(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for card, oid in zip(p["cards"], p["objs"], strict=True):
        if state.cards[card].owner != p["player"] or not state.cards[card].role:
            raise ValueError(f"card {card} is not a variant card of {p['player']}")
        _command_card(state, game, card, oid, _DECK_OF.get(p["what"], ""))


@handles(v.CommandZoneMoved, games=("from_game",))
def _command_moved(state: TableState, path: str, pos: int, p: Payload) -> None:
    source = state.games[p["from_game"]]
    game = state.games[path]
    for card, oid, new in zip(p["cards"], p["objs"], p["new_objs"], strict=True):
        if oid:
            if _take(source, oid).card != card:
                raise ValueError(f"object {oid} is not card {card}")
        else:
            source.departed.remove(card)
            source.departed_from.pop(card, None)
        _command_card(state, game, card, new, _DECK_OF.get(p["what"], ""))


@handles(v.SupplementaryDeckShuffled)
def _deck_shuffled(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    deck = game.supplementary_deck(p["player"], p["deck"])
    if sorted(deck) != sorted(p["order"]):
        raise ValueError("a shuffle must keep the same cards")
    # Only the deck's own order matters; it goes to the end of the command zone's list.
    game.command = [o for o in game.command if o not in set(deck)] + list(p["order"])


@handles(v.CardTurnedFaceUp)
def _face_up(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.supplementary_deck(p["player"], p["deck"])[:1] != [p["obj"]]:
        raise ValueError(f"object {p['obj']} is not the top of {p['player']}'s {p['deck']} deck")
    game.objects[p["obj"]].deck = ""


@handles(v.SupplementaryCardReturned)
def _card_to_deck(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if _take(game, p["obj"]).card != p["card"]:
        raise ValueError(f"object {p['obj']} is not card {p['card']}")
    _command_card(state, game, p["card"], p["new_obj"], p["deck"])  # appended: the bottom


@handles(v.TeamsFormed)
def _teams(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    seated = sorted(pid for team in p["teams"] for pid in team)
    if seated != sorted(game.players):
        raise ValueError(f"teams {p['teams']} are not the players of game {path}")
    game.teams = tuple(tuple(team) for team in p["teams"])
    game.shared_life = p["shared_life"]


@handles(v.CommanderOptionOffered)
def _option_offered(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if p["obj"] not in game.objects:
        raise ValueError(f"no object {p['obj']} in game {path}")
    game.choice = Choice(p["kind"], p["player"], p["obj"], pos)
    game.priority = None
    game.held = tuple(p["held"])
    game.then = p["then"]


@handles(v.CommanderOptionChosen)
def _option_chosen(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if p["obj"] not in game.objects:
        raise ValueError(f"no object {p['obj']} in game {path}")
    game.commander_options[(p["kind"], p["obj"])] = p["to_command"]
    game.held = ()
    game.then = ""


@handles(v.LegendChoiceOffered)
def _legend_offered(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for oid in p["objs"]:
        if oid not in game.objects:
            raise ValueError(f"no object {oid} in game {path}")
    if len(p["objs"]) < 2:
        raise ValueError("the legend rule asks about two or more permanents")
    game.choice = Choice("legend", p["player"], p["objs"][0], pos)  # the question 704.5j asks
    game.priority = None
    game.held = tuple(p["kept"])
    game.then = p["then"]


@handles(v.LegendKept)
def _legend_kept(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if p["obj"] not in game.objects:
        raise ValueError(f"no object {p['obj']} in game {path}")
    game.held = ()
    game.then = ""


@handles(v.PlanarDieRolled)
def _planar_die(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].player[p["player"]].planar_rolls += 1


@handles(v.ChaosEnsued)
def _chaos(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].player[p["player"]]  # a marker: the chaos abilities trigger after it


@handles(v.Planeswalked)
def _planeswalked(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for oid, new in zip(p["away"], p["new_objs"], strict=True):
        old = _take(game, oid)
        if old.zone != "command" or old.deck or old.card is None:
            raise ValueError(f"object {oid} is not a face-up card in the command zone")
        _command_card(state, game, old.card, new, "planar")  # appended: the bottom
    if p["obj"]:
        if game.supplementary_deck(p["player"], "planar")[:1] != [p["obj"]]:
            raise ValueError(f"object {p['obj']} is not the top of {p['player']}'s planar "
                             "deck")
        game.objects[p["obj"]].deck = ""


@handles(v.StartingLifeSet)
def _starting_life(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].player[p["player"]].life = p["life"]


@handles(v.CardPlaced)
def _placed(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    record = state.cards[p["card"]]
    if record.owner != p["player"]:
        raise ValueError(f"card {p['card']} belongs to {record.owner}")
    if p["attached_to"] is not None:
        game.attachments += 1
    _put(state, game, Obj(oid=p["new_obj"], card=p["card"], name=record.name,
                          owner=record.owner, controller=p["controller"], zone=p["zone"],
                          tapped=p["tapped"], sick=p["sick"], attached_to=p["attached_to"],
                          counters=dict(p["counters"]),
                          default_controller=_default_controller(p)), "bottom")


def _default_controller(p: Payload) -> str:
    """A placed permanent's default controller (110.2), where a control-changing effect
    gives it to another player; ``""`` where its controller is its default."""
    given: str = p["default_controller"]
    return "" if given == p["controller"] else given


@handles(v.TokenPlaced)
def _token_placed(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if p["attached_to"] is not None:
        game.attachments += 1
    _put(state, game, Obj(oid=p["new_obj"], card=None, name=p["name"], owner=p["player"],
                          controller=p["controller"], zone="battlefield", tapped=p["tapped"],
                          sick=p["sick"], attached_to=p["attached_to"], token=True,
                          counters=dict(p["counters"]),
                          default_controller=_default_controller(p)))


@handles(v.CommanderRecordStated)
def _commander_record(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    card = p["card"]
    if state.cards[card].role != "commander":
        raise ValueError(f"card {card} is not a commander")
    if p["casts"]:
        game.commander_casts[card] = p["casts"]
    for pid, amount in p["damage"]:
        game.player[pid]
        game.commander_damage.setdefault(pid, {})[card] = amount


@handles(v.PlanarRollsStated)
def _planar_rolls(state: TableState, path: str, pos: int, p: Payload) -> None:
    if p["rolls"] < 0:
        raise ValueError(f"{p['player']} can't have rolled {p['rolls']} times")
    state.games[path].player[p["player"]].planar_rolls = p["rolls"]


@handles(v.PhasedOut)
def _phased_out(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for oid in p["objs"]:
        if game.objects[oid].zone != "battlefield":
            raise ValueError(f"object {oid} is not on the battlefield")
        game.objects[oid].phased_out = True


@handles(v.PhasedIn)
def _phased_in(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for oid in p["objs"]:
        obj = game.objects[oid]
        obj.phased_out = False
        if p["tapped"]:
            obj.tapped = True


# -- copies, planeswalkers, restarting (707, 606, 725) ---------------------------------

#: the kind of effect record a PermanentAnimated event makes
ANIMATION = "animate"


@handles(v.SpellCopied)
def _spell_copied(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.objects[p["obj"]].zone != "stack":
        raise ValueError(f"object {p['obj']} is not a spell on the stack")
    _put(state, game, Obj(oid=p["new_obj"], card=None, name=p["name"], owner=p["controller"],
                          controller=p["controller"], zone="stack", kind="spell",
                          targets=p["targets"], x=p["x"], ability=p["face"],
                          created_at=pos, colors=p["colors"]))
    game.passed = []


@handles(v.EnteredAsCopy, v.BecameCopy)
def _entered_as_copy(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    obj = game.objects[p["obj"]]
    if obj.zone != "battlefield":
        raise ValueError(f"object {p['obj']} is not on the battlefield")
    if not obj.printed:
        obj.printed = state.cards[obj.card].name if obj.card is not None else obj.name
    obj.name = p["name"]


@handles(v.PermanentAnimated)
def _animated(state: TableState, path: str, pos: int, p: Payload) -> None:
    _claim(state, p["effect"])
    game = state.games[path]
    obj = game.objects[p["obj"]]
    game.effects[p["effect"]] = Effect(p["effect"], ANIMATION, p["source"], p["controller"],
                                       p["obj"], p["power"], p["toughness"], p["until"])
    obj.animations = (*obj.animations, (p["effect"], tuple(p["types"]), tuple(p["subtypes"]),
                                        p["power"], p["toughness"]))


@handles(v.LoyaltyPaid)
def _loyalty_paid(state: TableState, path: str, pos: int, p: Payload) -> None:
    obj = state.games[path].objects[p["obj"]]
    if p["total"] < 0:
        raise ValueError(f"object {p['obj']} can't have {p['total']} loyalty counters")
    if p["total"]:
        obj.counters["loyalty"] = p["total"]
    else:
        obj.counters.pop("loyalty", None)
    obj.loyalty_used = True


@handles(v.GameRestarted)
def _restarted(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.status != "running":
        raise ValueError(f"game {path} is not running")
    for oid in p["kept"]:
        if game.objects[oid].zone != "exile":
            raise ValueError(f"object {oid} is not in exile")
    for pid in game.living:
        player = game.player[pid]
        player.life = game.starting_life
        player.counters = {}
        player.mana = ""
        player.restricted_mana = ()  # -- batch c-mana --
        player.land_plays = 0
        player.mulligans = 0
        player.kept = False
        player.drew_from_empty = False
    game.restarts += 1
    game.restarted_by = p["player"]
    game.restart_kept = tuple(p["kept"])
    game.starting_player = None
    game.turn = 0
    game.active = None
    game.step = "start"
    game.priority = None
    game.passed = []
    game.choice = None
    game.resolving = None
    game.resume_at = 0
    game.resolving_snapshot = None
    game.resolving_moved = ()  # -- batch B08 --
    game.resolving_held = None  # -- batch r-b --
    if game.damage_orders:  # chosen for the damage of this resolution (616.1)
        game.damage_orders = {}
    game.attackers_declared = False
    game.blockers_declared = False
    game.extra_turns = []
    game.triggers = {}
    game.effects = {}
    game.delayed = {}
    game.commander_casts = {}


@handles(v.CardsGathered)
def _gathered(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    library = game.player[p["player"]].library
    for card, oid, new in zip(p["cards"], p["objs"], p["new_objs"], strict=True):
        if game.objects[oid].card != card:
            raise ValueError(f"object {oid} is not card {card}")
        _take(game, oid)
        if state.cards[card].owner != p["player"]:
            raise ValueError(f"card {card} belongs to {state.cards[card].owner}")
        if new >= state.next_id:
            state.next_id = new + 1
        game.objects[new] = new_obj(new, card, state.cards[card].name, p["player"],
                                    p["player"], "library")
        library.append(new)
# -- modes, emblems, designations, companions ---------------------------------------------


@handles(v.ModeChosen)
def _mode(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if p["obj"] in game.triggers:  # -- batch D-TRIG --: a modal trigger's mode (603.3c)
        game.triggers[p["obj"]].mode = p["mode"]
        return
    obj = game.objects[p["obj"]]
    if obj.zone != "stack":
        raise ValueError(f"object {p['obj']} is not a spell on the stack")
    obj.mode = p["mode"]


@handles(v.DamageDivided)
def _divided(state: TableState, path: str, pos: int, p: Payload) -> None:
    """-- batch B10 --: the division a spell's caster announced (601.2d)."""
    obj = state.games[path].objects[p["obj"]]
    if obj.zone != "stack" or len(p["amounts"]) != len(obj.targets):
        raise ValueError(f"object {p['obj']} is not a spell on the stack with "
                         f"{len(p['amounts'])} targets")
    obj.division = tuple(p["amounts"])


@handles(v.EmblemCreated)
def _emblem(state: TableState, path: str, pos: int, p: Payload) -> None:
    obj = new_obj(p["new_obj"], None, p["name"], p["controller"], p["controller"], "command")
    obj.kind = "emblem"
    _put(state, state.games[path], obj)


@handles(v.DesignationGained)
def _designation(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    game.player[p["player"]]
    game.designations[p["designation"]] = p["player"]


@handles(v.DesignationLost)
def _designation_lost(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.designations.get(p["designation"]) != p["player"]:
        raise ValueError(f"{p['player']} is not the {p['designation']} of game {path}")
    del game.designations[p["designation"]]


@handles(v.CompanionRevealed)
def _companion(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if state.cards[p["card"]].owner != p["player"] or p["player"] in game.companions:
        raise ValueError(f"{p['player']} can't reveal card {p['card']} as a companion")
    game.companions[p["player"]] = p["card"]


@handles(v.CompanionUsed)
def _companion_used(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if game.companions.get(p["player"]) != p["card"]:
        raise ValueError(f"card {p['card']} is not {p['player']}'s companion in game {path}")
    del game.companions[p["player"]]


@handles(v.CardRevealed)
def _revealed(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].objects[p["obj"]]  # a reveal moves nothing; what it does follows


# -- ante (407) -----------------------------------------------------------------------


@handles(v.CardAnted)
def _anted(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    old = game.objects[p["obj"]]
    if old.zone != "library" or old.owner != p["player"] or old.card != p["card"]:
        raise ValueError(f"object {p['obj']} is not card {p['card']} in {p['player']}'s "
                         "library")
    _move(state, game, p["obj"], p["new_obj"], "ante", p["player"], p["player"])


@handles(v.OwnershipChanged)
def _owner_changed(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    owner = p["player"]
    if owner not in state.players:
        raise ValueError(f"{owner} is not at the table")
    for card, oid, was in zip(p["cards"], p["objs"], p["owners"], strict=True):
        record = state.cards[card]
        if record.owner != was:
            raise ValueError(f"card {card} belongs to {record.owner}, not {was}")
        obj = game.objects[oid]
        if obj.card != card:
            raise ValueError(f"object {oid} is not card {card}")
        if obj.zone in PLAYER_ZONES:  # -- batch C-ANTE --: into the new owner's zone
            # (407.3: a card changing owners in a hand or a graveyard is the new owner's
            # there; the ante cards that do it say where it goes next)
            getattr(game.player[obj.owner], obj.zone).remove(oid)
            getattr(game.player[owner], obj.zone).append(oid)
        state.cards[card] = CardRecord(record.name, owner, record.role)
        # Off the battlefield and the stack the engine reads a card's owner as its
        # controller (nobody else can have it there).
        obj.owner = obj.controller = owner


# -- chance ---------------------------------------------------------------------------


@handles(v.OutcomeStated)
def _outcome_stated(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.stated[pos] = Stated(pos, p["what"], p["for_game"], p["player"], p["deck"],
                               p["result"], p["top"], p["bottom"], p["whole"], p["said"])


@handles(v.OutcomeUsed)
def _outcome_used(state: TableState, path: str, pos: int, p: Payload) -> None:
    stated = state.stated.pop(p["stated"])  # each stated outcome is used once
    if stated.what != p["what"]:
        raise ValueError(f"the outcome stated at {p['stated']} is a {stated.what}, "
                         f"not a {p['what']}")


@handles(v.ChooserChosen, v.CoinFlipped, v.DieRolled,
         v.CardFlippedOnto)  # -- batch C-ANTE --: a dexterity flip (A26)
def _chance(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path]  # records of chance: what they decide is in the events that follow


# -- combat and damage: shields, combat damage assignment, regeneration ------------------


@handles(v.ShieldCreated)
def _shield(state: TableState, path: str, pos: int, p: Payload) -> None:
    _claim(state, p["shield"])
    state.games[path].shields[p["shield"]] = Shield(
        p["shield"], p["kind"], p["controller"], p["source"], p["subject"], p["amount"],
        p["by"], p["combat"], p["all_but"], p["to"], p["then"], p["once"], p["until"],
        p["name"], p["source_filter"], p["targeting_it"])


@handles(v.ShieldUsed)
def _shield_used(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    shield = game.shields[p["shield"]]
    if p["left"] == 0 or shield.once:
        del game.shields[p["shield"]]
    else:
        game.shields[p["shield"]] = Shield(
            shield.shield, shield.kind, shield.controller, shield.source, shield.subject,
            p["left"], shield.by, shield.combat, shield.all_but, shield.to, shield.then,
            shield.once, shield.until, shield.name, shield.source_filter,
            shield.targeting_it)


@handles(v.ShieldsEnded)
def _shields_ended(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for sid in p["shields"]:
        del game.shields[sid]


@handles(v.DamagePrevented, v.DamageRedirected, v.Regenerated)
def _replaced(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path]  # the events that happen instead follow (615.6, 614.9, 701.19a)


@handles(v.DamageOrderAsked)
def _order_asked(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    game.damage_orders[(p["source"], p["target"])] = (p["options"], ())


@handles(v.DamageOrderChosen)
def _order_chosen(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    options, _ = game.damage_orders[(p["source"], p["target"])]
    game.damage_orders[(p["source"], p["target"])] = (options, p["order"])


@handles(v.DamageAssigned)
def _assigned(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    mine: dict[int, tuple[tuple[int | str, int], ...]] = {}
    for source, recipient, amount in p["assignments"]:
        mine[source] = (*mine.get(source, ()), (recipient, amount))
    game.assigned.update(mine)


@handles(v.RemovedFromCombat)
def _removed_from_combat(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for oid in p["objs"]:
        obj = game.objects[oid]
        obj.attacking = None
        obj.blocking = ()
        obj.blocked = False  # its attackers stay blocked (509.1h)
        obj.band = 0
        obj.blocked_by = ()  # -- batch B03 --: and no longer blocked by it
    gone = set(p["objs"])
    for obj in game.objects.values():
        if obj.blocked_by and gone & set(obj.blocked_by):
            obj.blocked_by = tuple(b for b in obj.blocked_by if b not in gone)
    for oid in p["unblocked"]:  # -- batch B07 --: an effect's exception to 509.1h
        game.objects[oid].blocked = False


@handles(v.DamageRemoved)
def _damage_removed(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for oid in p["objs"]:
        game.objects[oid].damage = 0


# -- batch B04: hidden information shown (701.20, 400.2) -------------------------------------


@handles(v.CardsRevealed)
def _cards_revealed(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for oid in p["objs"]:
        game.objects[oid]  # a reveal moves nothing; an unknown object is a corrupt log


@handles(v.LibraryOrdered)
def _library_ordered(state: TableState, path: str, pos: int, p: Payload) -> None:
    player = state.games[path].player[p["player"]]
    if sorted(player.library) != sorted(p["order"]):
        raise ValueError("putting cards back in order must keep the same cards")
    player.library = list(p["order"])


# -- batch D-PILES: face-down cards (406.3) -------------------------------------------------


@handles(v.ExiledFaceDown)
def _exiled_face_down(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    library = game.player[p["player"]].library
    if not library or library[0] != p["obj"]:
        raise ValueError("a card exiled from the top of a library is its top card")
    _move(state, game, p["obj"], p["new_obj"], "exile", p["player"], p["player"])
    game.objects[p["new_obj"]].face_down = True


# -- batch M-MASK: face-down permanents (708) ----------------------------------------------


@handles(v.SpellCastFaceDown)
def _cast_face_down(state: TableState, path: str, pos: int, p: Payload) -> None:
    _cast(state, path, pos, p)
    spell = state.games[path].objects[p["new_obj"]]
    spell.face_down = True
    spell.turns_up = p["turns_up"]


@handles(v.TurnedFaceUp)
def _turned_face_up(state: TableState, path: str, pos: int, p: Payload) -> None:
    obj = state.games[path].objects[p["obj"]]
    if not obj.face_down:
        raise ValueError("only a face-down permanent is turned face up")
    obj.face_down = False
    obj.turns_up = False


# -- batch D-PILES: piles (700.3) -------------------------------------------------------------


@handles(v.PilesDivided)
def _piles_divided(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if len(p["labels"]) != len(p["piles"]):
        raise ValueError("each pile has its label")
    game.piles = (*game.piles, *((p["source"], p["player"], label, tuple(members))
                                 for label, members in zip(p["labels"], p["piles"],
                                                           strict=True)))


@handles(v.PilesChosen)
def _piles_chosen(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if len(p["objs"]) != len(p["labels"]):
        raise ValueError("each attacker has its label")
    for attacker, label in zip(p["objs"], p["labels"], strict=True):
        allowed = tuple(o for source, _, named, members in game.piles
                        if source == p["source"] and named == label for o in members)
        obj = game.objects[attacker]
        obj.blockable_only_by = (*obj.blockable_only_by, allowed)


@handles(v.PilesAssigned)
def _piles_assigned(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    for oid in p["objs"]:
        if game.objects[oid].attacking is None:
            raise ValueError(f"object {oid} is not attacking")


def unhandled() -> list[str]:
    """Event kinds without a fold (a test keeps this empty)."""
    from shahrazad.events.base import EVENT_TYPES

    return sorted(k for k in EVENT_TYPES if k not in _HANDLERS)


@handles(v.TargetsChosen)
def _targets_chosen(state: TableState, path: str, pos: int, p: Payload) -> None:
    """-- batch SHIELD --: targets another player chose for a stack object (601.2c)."""
    obj = state.games[path].objects[p["obj"]]
    if obj.zone != "stack":
        raise ValueError(f"object {p['obj']} is not on the stack")
    obj.targets = tuple(p["targets"])
    obj.subject = p["player"]


@handles(v.TargetsChanged)
def _targets_changed(state: TableState, path: str, pos: int, p: Payload) -> None:
    """-- batch SHIELD --: an effect changed the targets of a stack object (115.7a)."""
    obj = state.games[path].objects[p["obj"]]
    if obj.zone != "stack" or len(p["targets"]) != len(obj.targets):
        raise ValueError(f"object {p['obj']} is not on the stack with "
                         f"{len(p['targets'])} targets")
    obj.targets = tuple(p["targets"])


@handles(v.Skipped)
def _skipped(state: TableState, path: str, pos: int, p: Payload) -> None:
    """-- batch C-TURN --: a skipped extra turn is used up (500.7, 614.10); a skipped turn
    or step otherwise changes nothing: it never began."""
    game = state.games[path]
    if p["what"] == "turn" and p["extra"]:
        game.extra_turns.remove(p["player"])


# -- batch T-ORDER: a player orders their own simultaneous triggers (603.3b) ---------------


@handles(v.TriggerOrderAsked)
def _trigger_order_asked(state: TableState, path: str, pos: int, p: Payload) -> None:
    state.games[path].trigger_order = TriggerOrder(p["player"], tuple(p["triggers"]),
                                                   p["then"], p["then_rule"])


@handles(v.TriggersOrdered)
def _triggers_ordered(state: TableState, path: str, pos: int, p: Payload) -> None:
    """Each ordered trigger keeps its place in the order; they go on the stack by it."""
    game = state.games[path]
    game.trigger_order = None
    for rank, trigger in enumerate(p["triggers"]):
        if trigger not in game.triggers:
            raise ValueError(f"trigger {trigger} is not waiting in game {path}")
        game.triggers[trigger].rank = rank


# -- batch D-CONTROL: a payment an effect offers (116.1) ------------------------------------


@handles(v.OfferPaid)
def _offer_paid(state: TableState, path: str, pos: int, p: Payload) -> None:
    """The payment changes nothing itself: what it does follows as its own events."""
    if p["effect"] not in state.games[path].effects:
        raise ValueError(f"no effect {p['effect']} in game {path} offers a payment")


# -- batch D-CONTROL: a "you may" redirection's answer, kept with the damage's orders -------


@handles(v.RedirectionOffered)
def _redirection_offered(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if p["shield"] not in game.shields:
        raise ValueError(f"no shield {p['shield']} in game {path}")
    game.damage_orders[(p["source"], may_key(p["shield"], p["target"]))] = ((p["why"],), ())


@handles(v.RedirectionChosen)
def _redirection_chosen(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    key = (p["source"], may_key(p["shield"], p["target"]))
    options, _ = game.damage_orders[key]
    game.damage_orders[key] = (options, (1,) if p["yes"] else (0,))


# -- batch W-CMD: control of another player (722) -------------------------------------------


@handles(v.PlayerControlled)
def _player_controlled(state: TableState, path: str, pos: int, p: Payload) -> None:
    """``controller`` makes ``player``'s decisions in this game from now on (722.1, 722.4)."""
    game = state.games[path]
    for who in (p["player"], p["controller"]):
        if who not in game.player:
            raise ValueError(f"no player {who!r} in game {path}")
    if p["player"] == p["controller"]:
        raise ValueError(f"{p['player']} can't control themselves (722.1)")
    game.player[p["player"]].controlled_by = p["controller"]
    game.player[p["player"]].controlled_while_resolving = p["while_resolving"]


@handles(v.PlayerControlEnded)
def _player_control_ended(state: TableState, path: str, pos: int, p: Payload) -> None:
    game = state.games[path]
    if p["player"] not in game.player:
        raise ValueError(f"no player {p['player']!r} in game {path}")
    game.player[p["player"]].controlled_by = ""
    game.player[p["player"]].controlled_while_resolving = 0
