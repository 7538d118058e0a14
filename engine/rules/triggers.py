"""Triggered abilities (603): noticing trigger events, and putting triggers on the stack.

:func:`detect` sees every event the engine emits. A trigger it finds is
recorded as :class:`~events.vocabulary.AbilityTriggered` in the game the source
is in, and waits there (603.2) until a player of *that* game would receive
priority, when :func:`put_on_stack` puts the waiting triggers on the stack in
APNAP order (603.3b). A game that is suspended under a subgame gives nobody
priority, so its triggers wait for it to resume (727.4a).
"""

from __future__ import annotations

from engine.characteristics import creatures, defn
from engine.rules import citations as R
from engine.txn import Txn
from events import vocabulary as v
from events.base import Event
from projections.state import GameState, Obj

Target = int | str


def _fire(txn: Txn, game: GameState, source: Obj, index: int,
          subject: Target | None = None) -> None:
    txn.emit(v.AbilityTriggered, game, R.TRIGGER, trigger=txn.new_id(), source=source.oid,
             source_name=source.name, index=index, controller=source.controller,
             subject=subject)


def _matching(game: GameState, objs: list[Obj], when: str) -> list[tuple[Obj, int]]:
    found = []
    for obj in objs:
        if obj.kind != "card":
            continue
        for index, trig in enumerate(defn(obj).triggers):
            if trig.when == when:
                found.append((obj, index))
    return found


def detect(txn: Txn, event: Event) -> None:
    game = txn.state.games.get(event.game)
    if game is None or game.status == "ended":
        return
    if isinstance(event, v.Tapped):
        obj = game.objects[event.obj]
        for source, index in _matching(game, [obj], "becomes_tapped"):
            _fire(txn, game, source, index)
    elif isinstance(event, v.DamageDealt) and isinstance(event.target, str):
        damager = game.objects.get(event.source)
        if damager is None:
            return
        source = damager
        with txn.caused_by(event.position):
            for src, index in _matching(game, [source], "damages_player"):
                _fire(txn, game, src, index, event.target)
            if event.target != source.controller:
                for src, index in _matching(game, [source], "damages_opponent"):
                    _fire(txn, game, src, index, event.target)
    elif isinstance(event, v.StepBegan):
        on_field = [game.objects[oid] for oid in game.battlefield]
        with txn.caused_by(event.position):
            if event.step == "upkeep":
                mine = [o for o in on_field if o.controller == game.active]
                for src, index in _matching(game, mine, "your_upkeep"):
                    _fire(txn, game, src, index)
            elif event.step == "draw":
                untapped = [o for o in on_field if not o.tapped]
                for src, index in _matching(game, untapped, "each_draw_step_untapped"):
                    _fire(txn, game, src, index, game.active)
            elif event.step == "end" and not creatures(game):
                for src, index in _matching(game, on_field, "end_step_no_creatures"):
                    _fire(txn, game, src, index)


def put_on_stack(txn: Txn, game: GameState) -> bool:
    """Put every waiting trigger of ``game`` on its stack, APNAP (603.3b). True if any."""
    if not game.triggers:
        return False
    order = turn_order_from(game, game.active)
    put = False
    for player in order:
        mine = sorted((t for t in game.triggers.values() if t.controller == player),
                      key=lambda t: t.trigger)
        for trig in mine:
            txn.emit(v.TriggerPutOnStack, game, R.APNAP, trigger=trig.trigger,
                     new_obj=txn.new_id(), source_name=trig.source_name, targets=())
            put = True
    for trig in list(game.triggers.values()):
        # The controller left the game: their triggers are not put on the stack (800.4d).
        txn.emit(v.TriggerRemoved, game, "800.4d", trigger=trig.trigger,
                 why=f"{trig.controller} is no longer in the game")
    return put


def turn_order_from(game: GameState, first: str | None) -> list[str]:
    """Living players in turn order, starting with ``first`` (or the next one after it)."""
    seats = game.players
    if first is None or first not in seats:
        return game.living
    i = seats.index(first)
    ordered = seats[i:] + seats[:i]
    return [p for p in ordered if game.player[p].in_game]


Txn.detector = detect
