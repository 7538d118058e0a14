"""Triggered abilities (603): noticing trigger events, and putting triggers on the stack.

:func:`detect` sees every event the engine emits. A trigger it finds is
recorded as :class:`~events.vocabulary.AbilityTriggered` in the game the source
is in, and waits there (603.2) until a player of *that* game would receive
priority, when :func:`put_on_stack` puts the waiting triggers on the stack in
APNAP order (603.3b). A game that is discontinued under a subgame gives nobody
priority, so a trigger of its waits for it to resume (727.4a), recorded as
``TriggerDeferred``, and is ``TriggerReleased`` when it goes on the stack.
"""

from __future__ import annotations

from engine.cards import catalog
from engine.cards.model import Triggered
from engine.cards.pool import card
from engine.characteristics import creatures, defn, is_creature
from engine.rules import citations as R
from engine.rules.options import option
from engine.rules.targets import candidates
from engine.rules.teams import is_active
from engine.txn import Txn
from events import vocabulary as v
from events.base import Event
from projections.state import GameState, Obj

Target = int | str
WAITING = "waiting"


def _fire(txn: Txn, game: GameState, source: Obj, index: int,
          subject: Target | None = None, rule: str = R.TRIGGER) -> None:
    txn.emit(v.AbilityTriggered, game, rule, trigger=(tid := txn.new_id()),
             source=source.oid, source_name=source.name, index=index,
             controller=source.controller, subject=subject)
    if game.status == "suspended":
        txn.emit(v.TriggerDeferred, game, R.cite(R.SUBGAME_DEFERRED, txn.state.edition),
                 trigger=tid, source_name=source.name)


def _matching(objs: list[Obj], when: str) -> list[tuple[Obj, int]]:
    found = []
    for obj in objs:
        if obj.kind != "card":
            continue
        for index, trig in enumerate(defn(obj).triggers):
            if trig.when == when:
                found.append((obj, index))
    return found


def detect(txn: Txn, event: Event, before: Obj | None) -> None:
    """Fire the triggered abilities ``event`` triggers (``before``: the moved object)."""
    if isinstance(event, v.AbilityTriggered | v.TriggerDeferred | v.PriorityGiven |
                  v.PriorityPassed | v.Decided):
        return  # the frequent events that trigger nothing
    with txn.caused_by(event.position):
        _detect(txn, event, before)


def _detect(txn: Txn, event: Event, before: Obj | None) -> None:
    if isinstance(event, v.ZoneChanged | v.CardBroughtIn | v.CardLeftGame):
        _leave_and_enter(txn, event, before)
        return
    if isinstance(event, v.CardDrawn | v.LibraryMoved):
        _library_left(txn, event)
        return
    game = txn.state.games.get(event.game)
    if game is None or game.status in ("ended", "over"):
        return
    if isinstance(event, v.Tapped):
        obj = game.objects[event.obj]
        for source, index in _matching([obj], "becomes_tapped"):
            _fire(txn, game, source, index)
    elif isinstance(event, v.DamageDealt) and isinstance(event.target, str):
        damager = game.objects.get(event.source)
        if damager is None:
            return
        with txn.caused_by(event.position):
            for src, index in _matching([damager], "damages_player"):
                _fire(txn, game, src, index, event.target)
            if event.target != damager.controller:
                for src, index in _matching([damager], "damages_opponent"):
                    _fire(txn, game, src, index, event.target)
    elif isinstance(event, v.StepBegan):
        on_field = [game.objects[oid] for oid in game.in_play]
        with txn.caused_by(event.position):
            if event.step == "upkeep":  # each active player's, with team turns (805.4)
                mine = [o for o in on_field if is_active(game, o.controller)]
                for src, index in _matching(mine, "your_upkeep"):
                    _fire(txn, game, src, index)
            elif event.step == "draw":
                untapped = [o for o in on_field if not o.tapped]
                for src, index in _matching(untapped, "each_draw_step_untapped"):
                    _fire(txn, game, src, index, game.active)
            elif event.step == "end" and not creatures(game):
                for src, index in _matching(on_field, "end_step_no_creatures"):
                    _fire(txn, game, src, index)


def _leave_and_enter(txn: Txn, event: v.ZoneChanged | v.CardBroughtIn | v.CardLeftGame,
                     before: Obj | None) -> None:
    """Leave-zone triggers look back in time (603.10a); a card brought into a subgame
    leaves a zone of the game it came from, and that game's abilities trigger (727.4a)."""
    left_game = event.from_game if isinstance(event, v.CardBroughtIn) else event.game
    game = txn.state.games.get(left_game) if left_game else None
    with txn.caused_by(event.position):
        if game is not None and before is not None and game.status not in ("ended", "over"):
            if before.zone == "graveyard" and before.card is not None and is_creature(before):
                tombs = [game.objects[o] for o in game.in_play
                         if game.objects[o].controller == before.owner]
                for src, index in _matching(tombs, "creature_card_leaves_your_graveyard"):
                    _fire(txn, game, src, index)
            if before.zone == "battlefield":
                for _, index in _matching([before], "leaves_battlefield"):
                    _fire(txn, game, before, index, before.attached_to)
            if before.zone == "library":
                for src, index in _watchers(game, before.owner, LIBRARY_LEFT):
                    _fire(txn, game, src, index)
        if isinstance(event, v.ZoneChanged) and event.to_zone == "battlefield":
            here = txn.state.games[event.game]
            new = here.objects[event.new_obj]
            for src, index in _matching([new], "enters_battlefield"):
                _fire(txn, here, src, index)


LIBRARY_LEFT = "cards_leave_your_library"


def _watchers(game: GameState, player: str, when: str) -> list[tuple[Obj, int]]:
    """The triggered abilities ``when`` of the permanents ``player`` controls in ``game``
    (none, cheaply, when no card of the table has such an ability)."""
    if not catalog.watching(when):
        return []
    mine = [game.objects[o] for o in game.in_play if game.objects[o].controller == player]
    return _matching(mine, when)


def _library_left(txn: Txn, event: v.CardDrawn | v.LibraryMoved) -> None:
    """"Whenever one or more cards leave your library": a draw takes one; a library that
    moves to a subgame (727.2) takes them all, out of the game it was in, whose
    abilities trigger and wait for it (727.4a; Ambiguity A3, option
    ``a3_library_move_triggers``). In 2004 the libraries are removed from the game face
    down and 506.3 says such abilities trigger; they wait like every main-game trigger
    (506.2)."""
    if not catalog.watching(LIBRARY_LEFT):
        return  # no card of the table watches a library: the common case, cheaply
    state = txn.state
    if isinstance(event, v.CardDrawn):
        game, rule = state.games[event.game], R.TRIGGER
    else:
        if not event.cards:
            return
        if state.edition != "2004" and option(state, "a3_library_move_triggers") == "none":
            return
        game = state.games[event.from_game]
        rule = R.cite(R.SUBGAME_START, "2004") if state.edition == "2004" else R.TRIGGER
    if game.status in ("ended", "over"):
        return
    watchers = _watchers(game, event.player, LIBRARY_LEFT)
    with txn.caused_by(event.position):
        for src, index in watchers:
            _fire(txn, game, src, index, rule=rule)


def put_on_stack(txn: Txn, game: GameState, deferred_only: bool = False) -> bool | str:
    """Put every waiting trigger of ``game`` on its stack, APNAP (603.3b); with
    ``deferred_only``, only the triggers that waited for a subgame (Ambiguity A4).

    True if any was put, :data:`WAITING` if a trigger's controller must choose
    a target first (a ``target`` choice is requested).
    """
    if not game.triggers:
        return False
    for trig in list(game.triggers.values()):
        if deferred_only and not trig.deferred:
            continue
        if not game.player[trig.controller].in_game:
            # The controller left the game: the trigger is not put on the stack (800.4d).
            txn.emit(v.TriggerRemoved, game, "800.4d", trigger=trig.trigger,
                     why=f"{trig.controller} is no longer in the game")
    put = False
    for player in turn_order_from(game, game.active):
        mine = sorted((t for t in game.triggers.values() if t.controller == player
                       and (t.deferred or not deferred_only)), key=lambda t: t.trigger)
        for trig in mine:
            specs = defn_trigger(trig.source_name, trig.index).targets
            targets: tuple[Target, ...] = ()
            if specs:
                options = candidates(game, specs[0], player, trig.source)
                if not options:
                    txn.emit(v.TriggerRemoved, game, "603.3d", trigger=trig.trigger,
                             why="no legal target")
                    continue
                if len(options) > 1:
                    txn.emit(v.ChoiceRequested, game, "603.3d", player=player, kind="target",
                             amount=trig.trigger)
                    return WAITING
                targets = (options[0],)
            place(txn, game, trig.trigger, targets)
            put = True
    return put


def place(txn: Txn, game: GameState, trigger: int, targets: tuple[Target, ...]) -> None:
    trig = game.triggers[trigger]
    with txn.caused_by(trig.triggered_at):
        if trig.deferred:
            txn.emit(v.TriggerReleased, game,
                     R.cite(R.SUBGAME_END, txn.state.edition, R.RELEASE),
                     trigger=trigger, source_name=trig.source_name)
        txn.emit(v.TriggerPutOnStack, game, R.APNAP, trigger=trigger, new_obj=txn.new_id(),
                 source_name=trig.source_name, targets=targets)


def defn_trigger(name: str, index: int) -> Triggered:
    return card(name).triggers[index]


def turn_order_from(game: GameState, first: str | None) -> list[str]:
    """Living players in turn order, starting with ``first`` (or the next one after it)."""
    seats = game.players
    if first is None or first not in seats:
        return game.living
    i = seats.index(first)
    ordered = seats[i:] + seats[:i]
    return [p for p in ordered if game.player[p].in_game]


Txn.detector = detect
