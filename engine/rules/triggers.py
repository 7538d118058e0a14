"""Triggered abilities (603): noticing trigger events, and putting triggers on the stack.

:func:`detect` sees every event the engine emits (:func:`shahrazad.rules.wiring.install`
gives it to every :class:`~shahrazad.txn.Txn`). A trigger it finds is
recorded as :class:`~shahrazad.events.vocabulary.AbilityTriggered` in the game the source
is in, and waits there (603.2) until a player of *that* game would receive
priority, when :func:`put_on_stack` puts the waiting triggers on the stack in
APNAP order (603.3b). A game that is discontinued under a subgame gives nobody
priority, so a trigger of its waits for it to resume (727.4a), recorded as
``TriggerDeferred``, and is ``TriggerReleased`` when it goes on the stack.
"""

from __future__ import annotations

from shahrazad.cards import catalog
from shahrazad.cards.keyword_triggers import KEYWORD_TRIGGERS
from shahrazad.cards.model import GRANTED, Count, Filter, TargetSpec, Triggered, trigger_at
from shahrazad.cards.pool import card
from shahrazad.characteristics import (
    abilities,
    creatures,
    defn,
    is_creature,
    keywords,
    triggers_of,
    with_static_word,
    with_trigger,
)
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.filters import card_fits, matches, select
from shahrazad.layers import CHOSEN, blocking_count, count, layered
from shahrazad.mana import is_mana_trigger, mana_triggers, trigger_mana
from shahrazad.projections.state import Delayed, GameState, Obj, PendingTrigger
from shahrazad.rules import citations as R
from shahrazad.rules import durations
from shahrazad.rules.designations import DEFINITION, FIRST_UPKEEP, MONARCH
from shahrazad.rules.effect_kinds import PAY_TO_STOP_DELAYED  # -- batch D-CONTROL --
from shahrazad.rules.options import option
from shahrazad.rules.targets import candidates
from shahrazad.rules.teams import is_active, turn_order_from
from shahrazad.txn import Txn

Target = int | str
WAITING = "waiting"


def _fire(txn: Txn, game: GameState, source: Obj, index: int,
          subject: Target | None = None, rule: str = R.TRIGGER, amount: int = 0) -> None:
    """Record a trigger; ``amount``: how much of what triggered it (Lich's "that many")."""
    if not intervening_holds(game, source, index, subject):
        return  # an intervening "if" that is false: it doesn't trigger (603.4)
    txn.emit(v.AbilityTriggered, game, rule, trigger=(tid := txn.new_id()),
             source=source.oid, source_name=source.name, index=index,
             controller=source.controller, subject=subject, amount=amount)
    if game.status == "suspended":
        txn.emit(v.TriggerDeferred, game, R.cite(R.SUBGAME_DEFERRED, txn.state.edition),
                 trigger=tid, source_name=source.name)


def _first_upkeep(txn: Txn, game: GameState) -> None:
    """The beginning of the game's first upkeep: each delayed trigger an opening-hand
    reveal set up (103.6b) triggers, the revealed card's own ability (its index is the
    delayed trigger's ``amount``), with no source on the battlefield (source 0)."""
    for delayed in sorted(game.delayed.values(), key=lambda d: d.delayed):
        if delayed.kind != FIRST_UPKEEP:
            continue
        txn.emit(v.DelayedTriggerUsed, game, R.DELAYED, delayed=delayed.delayed)
        txn.emit(v.AbilityTriggered, game, R.DELAYED, trigger=txn.new_id(), source=0,
                 source_name=delayed.source_name, index=delayed.amount,
                 controller=delayed.controller, subject=None)


#: the moment of a delayed ability "at the beginning of your next main phase" (603.7)
NEXT_MAIN_PHASE = "your_next_main_phase"


def _next_main_phase(txn: Txn, game: GameState) -> None:
    """A main phase begins, precombat or postcombat (505.1): each delayed ability waiting
    for its controller's next main phase triggers, if this turn is its controller's
    (each active player's, with shared team turns: 805.4), once (603.7c). It is its
    card's triggered ability of that moment, with no source on the battlefield (source
    0); the amount it remembered is its ``that_many``."""
    for delayed in sorted(game.delayed.values(), key=lambda d: d.delayed):
        if delayed.kind != NEXT_MAIN_PHASE or not is_active(game, delayed.controller):
            continue
        index = next((i for i, t in enumerate(card(delayed.source_name).triggers)
                      if t.when == NEXT_MAIN_PHASE), None)
        txn.emit(v.DelayedTriggerUsed, game, R.DELAYED, delayed=delayed.delayed)
        if index is None:
            continue  # a card that sets up a moment it has no ability for: nothing happens
        txn.emit(v.AbilityTriggered, game, R.DELAYED, trigger=txn.new_id(), source=0,
                 source_name=delayed.source_name, index=index,
                 controller=delayed.controller, subject=None, amount=delayed.amount)


def _designation_fires(txn: Txn, game: GameState, designation: str, when: str,
                       controller: str, subject: Target | None) -> None:
    """An inherent triggered ability of a designation triggers: it has no source (source
    0); its definition is the pool's card :data:`shahrazad.rules.designations.DEFINITION`
    names (723.2)."""
    name = DEFINITION[designation]
    for index, trig in enumerate(card(name).triggers):
        if trig.when == when:
            txn.emit(v.AbilityTriggered, game, R.MONARCH_TRIGGERS, trigger=txn.new_id(),
                     source=0, source_name=name, index=index, controller=controller,
                     subject=subject)


def _matching(game: GameState, objs: list[Obj], when: str) -> list[tuple[Obj, int]]:
    """The triggered abilities ``when`` of ``objs``, as each has them now in ``game`` (a
    copy's, a changed text's: 613); an object that has left has those it had."""
    return triggers_of(game, objs, when)


def detect(txn: Txn, event: Event, before: Obj | None) -> None:
    """Fire the triggered abilities ``event`` triggers (``before``: the moved object)."""
    if isinstance(event, v.AbilityTriggered | v.TriggerDeferred | v.PriorityGiven |
                  v.PriorityPassed | v.Decided):
        return  # the frequent events that trigger nothing
    with txn.caused_by(event.position):
        _detect(txn, event, before)
        # -- batch B06 --: an effect "for as long as" ends as the event breaks it (611.2b)
        game = txn.state.games.get(event.game)
        if game is not None and game.effects:
            durations.lapse(txn, game)


# -- batch LX: hands played revealed (Revelation) -------------------------------------------

#: the static word of "Players play with their hands revealed"
HANDS_REVEALED = "players_play_with_their_hands_revealed"


def _reveal_hands(txn: Txn, event: Event) -> None:
    """While a permanent says players play with their hands revealed, every card that
    goes to a hand is shown to every player as it arrives, and every hand as that
    permanent enters (701.20: a ``CardsRevealed`` each, so the log holds who saw what)."""
    if not isinstance(event, v.CardDrawn | v.ZoneChanged):
        return
    game = txn.state.games.get(event.game)
    if game is None or game.status in ("ended", "over") or \
            not with_static_word(game, HANDS_REVEALED):
        return
    with txn.caused_by(event.position):
        if isinstance(event, v.ZoneChanged) and event.to_zone == "battlefield":
            arrived = game.objects.get(event.new_obj)
            if arrived is None or HANDS_REVEALED not in defn(game, arrived).static_words:
                return
            for pid in game.living:
                hand = tuple(game.player[pid].hand)
                if hand:
                    txn.emit(v.CardsRevealed, game, R.REVEAL, player=pid,
                             seen_by=tuple(game.living),
                             cards=tuple(game.objects[o].card or 0 for o in hand), objs=hand)
            return
        if isinstance(event, v.ZoneChanged) and event.to_zone != "hand":
            return
        card = game.objects.get(event.new_obj)
        if card is not None and card.zone == "hand":
            txn.emit(v.CardsRevealed, game, R.REVEAL, player=card.owner,
                     seen_by=tuple(game.living), cards=(card.card or 0,), objs=(card.oid,))


# -- batch c-grant: libraries played with their top cards revealed (Field of Dreams) ---------

#: the static word of "Players play with the top card of their libraries revealed"
TOPS_REVEALED = "players_play_with_the_top_card_of_their_libraries_revealed"


def _reveal_tops(txn: Txn, event: Event) -> None:
    """While a permanent says players play with the top card of their libraries revealed,
    each library's top card is shown to every player as the permanent enters and again
    after each event that changes that library (a draw, a card put in or taken out, a
    shuffle: 701.20, a ``CardsRevealed`` each): before each card of a multiple draw is
    drawn, it is shown (2013 ruling)."""
    if not isinstance(event, v.CardDrawn | v.ZoneChanged | v.LibraryShuffled):
        return
    game = txn.state.games.get(event.game)
    # a suspended game's libraries are in play in its subgame: nothing is shown there
    if game is None or game.status in ("ended", "over", "suspended") or \
            not with_static_word(game, TOPS_REVEALED):
        return
    if isinstance(event, v.ZoneChanged):
        if event.to_zone == "battlefield" and \
                TOPS_REVEALED in defn(game, game.objects[event.new_obj]).static_words:
            players = list(game.living)
        elif "library" in (event.from_zone, event.to_zone):
            players = [game.objects[event.new_obj].owner]
        else:
            return
    else:
        players = [event.player]
    with txn.caused_by(event.position):
        for pid in players:
            library = game.player[pid].library if pid in game.player else []
            if library:
                top = library[0]
                txn.emit(v.CardsRevealed, game, R.REVEAL, player=pid,
                         seen_by=tuple(game.living), cards=(game.objects[top].card or 0,),
                         objs=(top,))


def _detect(txn: Txn, event: Event, before: Obj | None) -> None:
    _reveal_hands(txn, event)  # -- batch LX --
    _reveal_tops(txn, event)  # -- batch c-grant --
    if isinstance(event, v.ZoneChanged | v.CardBroughtIn | v.CardLeftGame):
        _leave_and_enter(txn, event, before)
        return
    if isinstance(event, v.LandPlayed):
        _land_played(txn, event)
        return
    if isinstance(event, v.TokenCreated):  # -- batch SHIELD --
        _token_entered(txn, event)
        return
    if isinstance(event, v.CardDrawn):
        _drawn(txn, event)
    if isinstance(event, v.CardDrawn | v.LibraryMoved):
        _library_left(txn, event)
        return
    game = txn.state.games.get(event.game)
    if game is None or game.status in ("ended", "over"):
        return
    if isinstance(event, v.SpellCast):
        _cast(txn, game, event)
    elif isinstance(event, v.AbilityActivated | v.ManaAbilityActivated):
        _activated(txn, game, event)  # batch B05
    elif isinstance(event, v.ManaAdded):
        _tapped_for_mana(txn, game, event)

    elif isinstance(event, v.Tapped) and event.rule != R.ENTERS_TAPPED:
        obj = game.objects[event.obj]
        for source, index in _matching(game, [obj], "becomes_tapped"):
            _fire(txn, game, source, index)
        _watched(txn, game, TAPPED, obj)
    elif isinstance(event, v.AttackersDeclared):
        with txn.caused_by(event.position):
            for oid, attacked in event.attackers:
                # "defending player": the player attacked, or the planeswalker's controller
                defending = attacked if isinstance(attacked, str) else \
                    game.objects[attacked].controller if attacked in game.objects else None
                # -- batch D-TRIG --: an Aura's "whenever enchanted creature attacks"
                for src, index in _watchers_of(game, game.objects[oid], "attacks"):
                    _fire(txn, game, src, index, defending)
    elif isinstance(event, v.EnteredAsCopy):
        # It enters as the copy: the copied card's "when this enters" triggers (614.1c).
        with txn.caused_by(event.position):
            for src, index in _matching(game, [game.objects[event.obj]], "enters_battlefield"):
                _fire(txn, game, src, index)
    elif isinstance(event, v.DamageDealt) and isinstance(event.target, str):
        damager = game.objects.get(event.source)
        if damager is None:
            return
        with txn.caused_by(event.position):
            hurt = [game.objects[o] for o in game.in_play
                    if game.objects[o].controller == event.target]
            for src, index in _matching(game, hurt, "you_are_dealt_damage"):
                _fire(txn, game, src, index, event.target, amount=event.amount)
            if event.combat and damager.controller is not None:
                for src, index in _matching(game, hurt, "a_creature_deals_combat_damage_to_you"):
                    _fire(txn, game, src, index, damager.controller)
            if event.combat and game.designations.get(MONARCH) == event.target \
                    and damager.controller is not None:
                _designation_fires(txn, game, MONARCH, "a_creature_deals_combat_damage_to_you",
                                   damager.controller, damager.controller)
            for src, index in _matching(game, [damager], "damages_player"):
                _fire(txn, game, src, index, event.target)
            if event.target != damager.controller:
                for src, index in _matching(game, [damager], "damages_opponent"):
                    _fire(txn, game, src, index, event.target)
    elif isinstance(event, v.DamageDealt) and game.delayed:  # -- batch C-HIST --
        with txn.caused_by(event.position):
            _delayed_on_damage(txn, game, event)
    elif isinstance(event, v.BlockersDeclared):
        _blocks(txn, game, event)
        _becomes_blocked(txn, game, event)
        _block_triggers(txn, game, event)  # -- batch B07 --
    elif isinstance(event, v.Attached):
        _entered_attached(txn, game, event)
    elif isinstance(event, v.CountersChanged):
        _last_counter_removed(txn, game, event)  # -- batch B10 --
    elif isinstance(event, v.StepBegan):
        on_field = [game.objects[oid] for oid in game.in_play]
        with txn.caused_by(event.position):
            if event.step == "upkeep":  # each active player's, with team turns (805.4)
                if game.turn == 1 and game.delayed:
                    _first_upkeep(txn, game)
                if game.delayed:  # -- batch B07 --
                    _next_upkeep(txn, game)
                mine = [o for o in on_field if is_active(game, o.controller)]
                for src, index in _matching(game, mine, "your_upkeep"):
                    _fire(txn, game, src, index)
                _granted(txn, game, "your_upkeep")  # -- batch c-grant --
                graves = [game.objects[o] for p in game.living if is_active(game, p)
                          for o in game.player[p].graveyard]  # -- batch LX -- (113.6)
                for src, index in _matching(game, graves, "your_upkeep_in_your_graveyard"):
                    _fire(txn, game, src, index)
                if game.exile and catalog.watching(IN_EXILE):  # -- batch MISC -- (113.6)
                    _upkeep_in_exile(txn, game)
                _upkeep_of_each(txn, game, on_field)
                _chosen_upkeep(txn, game, on_field)
            elif event.step == "beginning_of_combat":  # -- batches B07, LX --: 507.1
                mine = [o for o in on_field if is_active(game, o.controller)]
                for src, index in _matching(game, mine, "beginning_of_combat_on_your_turn"):
                    _fire(txn, game, src, index)
            elif event.step in ("main1", "main2"):  # either main phase (505.1)
                if game.delayed:
                    _next_main_phase(txn, game)
            elif event.step == "draw":
                if game.delayed:  # -- batch D-CONTROL --
                    _next_draw_step(txn, game)
                mine = [o for o in on_field if is_active(game, o.controller)]
                for src, index in _matching(game, mine, DRAW_STEP):
                    _fire(txn, game, src, index, game.active)
                untapped = [o for o in on_field if not o.tapped]
                for src, index in _matching(game, untapped, "each_draw_step_untapped"):
                    _fire(txn, game, src, index, game.active)
            elif event.step == "end_of_combat":
                delayed_fire(txn, game, "end_of_combat")
                for src, index in _matching(game, on_field, "end_of_combat"):  # -- B03 --
                    _fire(txn, game, src, index)
            elif event.step == "cleanup" and game.delayed:  # -- batch B07 --
                _this_turn_over(txn, game)
            elif event.step == "end":
                delayed_fire(txn, game, "next_end_step")
                if not creatures(game):
                    for src, index in _matching(game, on_field, "end_step_no_creatures"):
                        _fire(txn, game, src, index)
                mine = [o for o in on_field if is_active(game, o.controller)]
                for src, index in _matching(game, mine, "your_end_step"):
                    _fire(txn, game, src, index)
                for src, index in _matching(game, on_field, "each_end_step"):  # -- B08 --
                    _fire(txn, game, src, index)
                monarch = game.designations.get(MONARCH)
                if monarch is not None and is_active(game, monarch):
                    _designation_fires(txn, game, MONARCH, "your_end_step", monarch, None)


# -- combat: blocking triggers, delayed triggers (509.1i, 603.7) ----------------------------

#: the kind of a delayed trigger a ``delay`` effect sets up, before its moment
DELAYED_PREFIX = "delayed:"
BLOCKS_NON_WALL = "blocks_or_becomes_blocked_by_a_non_wall_creature"


def _blocks(txn: Txn, game: GameState, event: v.BlockersDeclared) -> None:
    """Blockers are declared: "whenever this blocks or becomes blocked by a non-Wall
    creature" triggers once for each such creature, which is its subject."""
    if not catalog.watching(BLOCKS_NON_WALL):
        return
    with txn.caused_by(event.position):
        for blocker, attacker in event.blocks:
            pair = (game.objects.get(blocker), game.objects.get(attacker))
            for this, other in (pair, pair[::-1]):
                if this is None or other is None or "Wall" in defn(game, other).subtypes:
                    continue
                for src, index in _matching(game, [this], BLOCKS_NON_WALL):
                    _fire(txn, game, src, index, other.oid)


def delayed_fire(txn: Txn, game: GameState, moment: str) -> None:
    """The delayed triggered abilities set up for ``moment`` trigger (603.7): each is its
    card's ability of that number, about its subject, with no source on the battlefield
    (source 0: its source may be gone)."""
    kind = DELAYED_PREFIX + moment
    for delayed in sorted(game.delayed.values(), key=lambda d: d.delayed):
        if delayed.kind != kind:
            continue
        _delayed_triggers(txn, game, delayed)


def _delayed_triggers(txn: Txn, game: GameState, delayed: Delayed) -> None:
    """A delayed triggered ability triggers (603.7): its card's ability of that number,
    about its subject; its source is the object whose effect set it up (as it last
    existed, if it has left: 603.7c), or none (0)."""
    txn.emit(v.DelayedTriggerUsed, game, R.DELAYED, delayed=delayed.delayed)
    if game.effects:  # -- batch D-CONTROL --: an offer to stop it ends (116.1)
        ended = tuple(e.effect for e in game.effects.values()
                      if e.kind == PAY_TO_STOP_DELAYED and e.subject == delayed.delayed)
        if ended:
            txn.emit(v.EffectsEnded, game, R.DELAYED, effects=ended)
    txn.emit(v.AbilityTriggered, game, R.DELAYED, trigger=txn.new_id(), source=delayed.source,
             source_name=delayed.source_name, index=delayed.amount,
             controller=delayed.controller, subject=delayed.subject)


def _leave_and_enter(txn: Txn, event: v.ZoneChanged | v.CardBroughtIn | v.CardLeftGame,
                     before: Obj | None) -> None:
    """Leave-zone triggers look back in time (603.10a); a card brought into a subgame
    leaves a zone of the game it came from, and that game's abilities trigger (727.4a)."""
    left_game = event.from_game if isinstance(event, v.CardBroughtIn) else event.game
    game = txn.state.games.get(left_game) if left_game else None
    with txn.caused_by(event.position):
        if game is not None and before is not None and game.status not in ("ended", "over"):
            if before.zone == "graveyard" and before.card is not None and \
                    is_creature(game, before):
                tombs = [game.objects[o] for o in game.in_play
                         if game.objects[o].controller == before.owner]
                for src, index in _matching(game, tombs, "creature_card_leaves_your_graveyard"):
                    _fire(txn, game, src, index)
            if before.zone == "battlefield":
                for _, index in _matching(game, [before], "leaves_battlefield"):
                    _fire(txn, game, before, index, before.attached_to)
                if game.delayed:  # -- batch B07 --
                    _delayed_on_leaving(txn, game, before, isinstance(event, v.ZoneChanged)
                                        and event.to_zone == "graveyard")
                if isinstance(event, v.ZoneChanged) and event.to_zone == "graveyard":
                    _dies(txn, game, before)
                    if game.delayed:  # -- batch B08 --
                        _dies_this_turn(txn, game, before, event.new_obj)
                    _to_graveyard(txn, game, before, event.reason, event.new_obj)
                if txn.departed_together is not None:
                    txn.departed_together.append(before)
            if before.zone == "library":
                for src, index in _watchers(game, before.owner, LIBRARY_LEFT):
                    _fire(txn, game, src, index)
            if before.zone == "hand" and isinstance(event, v.ZoneChanged) \
                    and event.reason.startswith("discard"):
                _discarded(txn, game, before, event)  # -- batch B10 --
        if isinstance(event, v.ZoneChanged) and event.to_zone == "battlefield":
            here = txn.state.games[event.game]
            new = here.objects[event.new_obj]
            # -- batch B06 --: the X of the spell it was is the X of its entering
            # triggers (107.3m: Venarian Gold's "X sleep counters")
            x = before.x if before is not None and before.zone == "stack" else 0
            for src, index in _matching(here, [new], "enters_battlefield"):
                if not _waits_for_attachment(here, src, index):
                    _fire(txn, here, src, index, amount=x)
            _watched(txn, here, ENTERS, new)


def _upkeep_of_each(txn: Txn, game: GameState, on_field: list[Obj]) -> None:
    """"At the beginning of each player's upkeep" (its player the subject), and "at the
    beginning of the upkeep of enchanted permanent's controller" (that player)."""
    for src, index in _matching(game, on_field, "each_upkeep"):
        _fire(txn, game, src, index, game.active)
    for src, index in _matching(game, on_field, "each_opponents_upkeep"):  # -- batch B08 --
        if src.controller is not None and not is_active(game, src.controller):
            _fire(txn, game, src, index, game.active)
    attached = [o for o in on_field if o.attached_to is not None]
    for src, index in _matching(game, attached, "enchanted_permanents_controllers_upkeep"):
        host = game.objects.get(src.attached_to) if src.attached_to is not None else None
        if host is not None and is_active(game, host.controller):
            _fire(txn, game, src, index, host.controller)


EXPERIENCE_CAST = "you_cast_an_instant_or_sorcery_above_your_experience"
#: -- batch B08 --: "when you cast this spell": an ability of the spell on the stack
CAST_THIS = "you_cast_this"


def _cast_this(txn: Txn, game: GameState, event: v.SpellCast) -> None:
    """-- batch B08 --: the spell's own "when you cast this spell" triggers once it is cast
    (601.2i, 603.2), its source the spell on the stack ("counter it": Mana Vortex)."""
    spell = game.objects.get(event.new_obj)
    if spell is None or spell.card is None:
        return
    for index, trig in enumerate(defn(game, spell).triggers):
        if trig.when == CAST_THIS:
            _fire(txn, game, spell, index)


#: "whenever a [spell the trigger's filter picks] is cast" (Crystal Rod's blue spells)
SPELL_CAST = "a_spell_is_cast"


def _cast(txn: Txn, game: GameState, event: v.SpellCast) -> None:
    _cast_this(txn, game, event)
    """A spell is cast: the abilities of the permanents whose filter picks it (the spell
    is the trigger's subject: "counter it"; "you cast" is a filter of the spells its
    controller controls); Mizzix's "whenever you cast an instant or sorcery spell with mana value
    greater than the number of experience counters you have" (its mana value on the
    stack counts X, 202.3b)."""
    if catalog.watching(SPELL_CAST):
        spell = game.objects[event.new_obj]
        on_field = [game.objects[o] for o in game.in_play]
        cast = defn(game, spell)
        # batch B09: its amount (``that_many``, and the X of a payment) is the spell's mana
        # value on the stack, X included (202.3b: In the Eye of Chaos's "pays {X}")
        value = cast.cost.mana_value + cast.cost.x * event.x if cast.cost is not None else 0
        for src, index in _matching(game, on_field, SPELL_CAST):
            which = defn(game, src).triggers[index].filter
            if which is None or matches(game, which, spell, src.controller, src):
                _fire(txn, game, src, index, spell.oid, amount=value)  # "counter it"
    if not catalog.watching(EXPERIENCE_CAST):
        return
    spell = game.objects[event.new_obj]
    d = defn(game, spell)
    if not d.types & {"Instant", "Sorcery"} or d.cost is None:
        return
    value = d.cost.mana_value + d.cost.x * event.x
    if value <= game.player[event.player].counters.get("experience", 0):
        return
    for src, index in _watchers(game, event.player, EXPERIENCE_CAST):
        _fire(txn, game, src, index)


#: a state trigger (603.8): "whenever one or more [permanents a filter picks] are on the
#: battlefield"; and the older word for City in a Bottle's, the filter it means
STATE = "permanents_on_the_battlefield"
ARABIAN_NIGHTS_STATE = "arabian_nights_permanents_on_the_battlefield"
#: -- batch B03 --: a state trigger on absence (603.8): "when you control no Islands"
NONE_STATE = "no_permanents_on_the_battlefield"
_ARABIAN_NIGHTS = Filter(other=True, token="nontoken", first_printed=frozenset({"ARN"}))


def state_triggers(txn: Txn, game: GameState) -> None:
    """State triggers (603.8): a triggered ability whose condition is that one or more
    permanents its filter picks are on the battlefield (City in a Bottle's other nontoken
    permanents first printed in Arabian Nights) triggers whenever that is true; once
    triggered, it doesn't trigger again until it has left the stack."""
    watched = [w for w in (STATE, ARABIAN_NIGHTS_STATE, NONE_STATE) if catalog.watching(w)]
    if not watched:
        return
    for when in watched:
        for src, index in with_trigger(game, when):
            which = defn(game, src).triggers[index].filter if when != ARABIAN_NIGHTS_STATE \
                else _ARABIAN_NIGHTS
            if which is None or \
                    bool(select(game, which, src.controller, src)) == (when == NONE_STATE):
                continue
            if any(t.source == src.oid and t.index == index for t in game.triggers.values()) \
                    or any(game.objects[o].kind == "trigger" and game.objects[o].source == src.oid
                           and game.objects[o].ability == index for o in game.stack):
                continue  # it already triggered and hasn't left the stack (603.8)
            _fire(txn, game, src, index, rule=R.STATE_TRIGGER)


def _dies(txn: Txn, game: GameState, before: Obj) -> None:
    """A permanent went from the battlefield to a graveyard: its own "when this is put
    into a graveyard" ability, and, if it was a creature (it died, 700.4), the
    abilities of the permanents watching deaths. Each looks back at the game as it was
    just before (603.10a): the creature's damage this turn says whose damage it had, and
    the permanents that left the battlefield at the same time are watching too."""
    for _, index in _matching(game, [before], "this_dies"):
        _fire(txn, game, before, index, before.owner)  # its owner is what it is about
    if not is_creature(game, before):
        return
    # the permanents that left at the same time are still there, looking back (603.10a)
    watchers = [game.objects[o] for o in game.in_play] + [
        o for o in txn.departed_together or () if o.oid != before.oid]
    for src, index in _matching(game, watchers, "a_creature_dies"):
        _fire(txn, game, src, index, before.oid)
    damagers = [o for o in watchers if o.oid in before.damaged_by]
    for src, index in _matching(game, damagers, "a_creature_it_damaged_this_turn_dies"):
        _fire(txn, game, src, index, before.oid)


#: -- batch B08 --: the kind of a delayed trigger "when [it] dies this turn" (603.7c)
DIES_THIS_TURN = DELAYED_PREFIX + "it_dies_this_turn"


def _dies_this_turn(txn: Txn, game: GameState, before: Obj, card: int) -> None:
    """-- batch B08 --: a creature died: each delayed ability set up for "when it dies
    this turn" (603.7c) triggers, about the card it became in the graveyard (400.7:
    "exile the creature")."""
    if not is_creature(game, before):
        return
    for delayed in sorted(game.delayed.values(), key=lambda d: d.delayed):
        if delayed.kind != DIES_THIS_TURN or delayed.subject != before.oid:
            continue
        txn.emit(v.DelayedTriggerUsed, game, R.DELAYED, delayed=delayed.delayed)
        txn.emit(v.AbilityTriggered, game, R.DELAYED, trigger=txn.new_id(), source=0,
                 source_name=delayed.source_name, index=delayed.amount,
                 controller=delayed.controller, subject=card)


def end_of_turn(txn: Txn, game: GameState) -> None:
    """-- batch B08 --: the cleanup step (514.2): the delayed abilities that wait for
    something "this turn" end unused."""
    for delayed in sorted(game.delayed.values(), key=lambda d: d.delayed):
        if delayed.kind == DIES_THIS_TURN:
            txn.emit(v.DelayedTriggerUsed, game, R.CLEANUP, delayed=delayed.delayed)


LIBRARY_LEFT = "cards_leave_your_library"


def _watchers(game: GameState, player: str, when: str) -> list[tuple[Obj, int]]:
    """The triggered abilities ``when`` of the permanents ``player`` controls in ``game``
    (none, cheaply, when no card of the table has such an ability)."""
    if not catalog.watching(when):
        return []
    mine = [game.objects[o] for o in game.in_play if game.objects[o].controller == player]
    return _matching(game, mine, when)


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
            if trig.mode < 0 and (modes := _legal_modes(game, trig)) is not None:
                # -- batch D-TRIG --: its mode first, then its target (603.3c, 700.2a)
                if not modes:
                    txn.emit(v.TriggerRemoved, game, "603.3d", trigger=trig.trigger,
                             why="no mode with a legal target")
                    continue
                if len(modes) > 1:
                    txn.emit(v.ChoiceRequested, game, R.TRIGGER_MODE, player=trig.controller,
                             kind="mode", amount=trig.trigger)
                    return WAITING
                txn.emit(v.ModeChosen, game, R.TRIGGER_MODE, obj=trig.trigger,
                         mode=modes[0])
            specs = pending_ability(game, trig).targets
            targets: tuple[Target, ...] = ()
            if specs:
                options = target_options(game, trig)
                if not options:
                    txn.emit(v.TriggerRemoved, game, "603.3d", trigger=trig.trigger,
                             why="no legal target")
                    continue
                if len(options) > 1:
                    txn.emit(v.ChoiceRequested, game, "603.3d", player=chooser(game, trig),
                             kind="target", amount=trig.trigger)
                    return WAITING
                targets = (options[0],)
            place(txn, game, trig.trigger, targets)
            put = True
    return put


def target_options(game: GameState, trig: PendingTrigger) -> list[Target]:
    """The legal targets of a waiting trigger's first target (603.3d); -- batch LX --: one
    ``of_subject`` is controlled by the player the trigger is about."""
    spec = pending_ability(game, trig).targets[0]
    found = candidates(game, spec, trig.controller, trig.source)
    if spec.of_subject:
        found = [t for t in found if isinstance(t, int)
                 and game.objects[t].controller == trig.subject]
    return found


def chooser(game: GameState, trig: PendingTrigger) -> str:
    """-- batch LX --: who chooses a waiting trigger's target: its controller, or for a
    target "of their choice" the player the trigger is about (The Abyss's)."""
    spec = pending_ability(game, trig).targets[0]
    if spec.of_subject and isinstance(trig.subject, str):
        return trig.subject
    return trig.controller


# -- batch D-TRIG: a modal triggered ability's mode (700.2b, 603.3c) ------------------------


def pending_ability(game: GameState, trig: PendingTrigger) -> Triggered:
    """The waiting trigger's ability: as its chosen mode, once one is (603.3c)."""
    found = defn_trigger(trig.source_name, trig.index, game, trig.source)
    return found.in_mode(trig.mode) if found.modes and trig.mode >= 0 else found


def _legal_modes(game: GameState, trig: PendingTrigger) -> list[int] | None:
    """The modes of a waiting modal trigger its controller may choose (700.2a: not one
    whose target has no legal choice), or ``None`` for a trigger without modes."""
    found = defn_trigger(trig.source_name, trig.index, game, trig.source)
    if not found.modes:
        return None
    return [i for i, mode in enumerate(found.modes) if not mode.targets
            or _mode_aimable(game, trig, mode.targets[0])]


def _mode_aimable(game: GameState, trig: PendingTrigger, spec: TargetSpec) -> bool:
    found = candidates(game, spec, trig.controller, trig.source)
    if spec.of_subject:
        found = [t for t in found if isinstance(t, int)
                 and game.objects[t].controller == trig.subject]
    return bool(found)


def mode_count(game: GameState, trigger: int) -> int:
    """How many modes the waiting trigger numbered ``trigger`` has (0: none, or no such
    trigger): the ``mode`` decision's range for it."""
    trig = game.triggers.get(trigger)
    if trig is None:
        return 0
    return len(defn_trigger(trig.source_name, trig.index, game, trig.source).modes)


def mode_allowed(game: GameState, trigger: int, mode: int) -> bool:
    """Whether the waiting trigger may be put on the stack as ``mode`` (700.2a)."""
    trig = game.triggers.get(trigger)
    return trig is not None and mode in (_legal_modes(game, trig) or [])
# -- end batch D-TRIG ---------------------------------------------------------------------


def place(txn: Txn, game: GameState, trigger: int, targets: tuple[Target, ...]) -> None:
    trig = game.triggers[trigger]
    with txn.caused_by(trig.triggered_at):
        if trig.deferred:
            txn.emit(v.TriggerReleased, game,
                     R.cite(R.SUBGAME_END, txn.state.edition, R.RELEASE),
                     trigger=trigger, source_name=trig.source_name)
        txn.emit(v.TriggerPutOnStack, game, R.APNAP, trigger=trigger, new_obj=txn.new_id(),
                 source_name=trig.source_name, targets=targets)


def defn_trigger(name: str, index: int, game: GameState | None = None,
                 source: int | None = None) -> Triggered:
    """The triggered ability number ``index`` of the source called ``name``: as the
    source has it now if it is still in ``game`` (a copy's kept ability, 707.9), else as
    its card has it."""
    obj = game.objects.get(source) if game is not None and source is not None else None
    if obj is not None and obj.name == name:
        found = trigger_at(defn(game, obj), index)  # type: ignore[arg-type]
        if found is not None:
            return found
    own = trigger_at(card(name), index)  # -- batch c-grant --: a granted one (613.1f)
    assert own is not None, f"{name} has no triggered ability {index}"
    return own


# -- batch B01: triggers about other permanents, damage dealt together, the chosen player's
# upkeep, your draw step, an opponent's draws (603.2, 603.4, 603.6a, 603.10a) -------------

TAPPED = "a_permanent_becomes_tapped"
ENTERS = "a_permanent_enters"
TO_GRAVEYARD = "a_permanent_is_put_into_a_graveyard"
DEALS = "a_permanent_deals_damage"
DEALT = "a_permanent_is_dealt_damage"
DEALS_TO_YOU = "a_permanent_deals_damage_to_you"
CHOSEN_UPKEEP = "chosen_players_upkeep"
DRAW_STEP = "your_draw_step"
OPPONENT_DRAWS = "an_opponent_draws_a_card"
#: -- batch C-TURN --: "When you draw a card" (Fasting)
YOU_DRAW = "you_draw_a_card"


def intervening_holds(game: GameState, source: Obj, index: int,
                      subject: Target | None) -> bool:
    """An intervening "if" (603.4): the trigger's ``intervening_if`` count is at least 1,
    counted from the point of view of the source's controller (or, with ``of =
    "subject"``, of the player the trigger is about). True for a trigger with none."""
    if source.kind != "card":
        return True
    triggers = defn(game, source).triggers
    check = triggers[index].intervening_if if index < len(triggers) else None
    return check is None or count_if(game, check, source, subject) >= 1


def count_if(game: GameState, c: Count, source: Obj, subject: Target | None) -> int:
    """A count from the point of view of ``source``'s controller, or of the player (or
    the object's controller) ``subject`` names when the count is ``of`` the subject."""
    you: str | None = source.controller
    if c.of == "subject":
        if isinstance(subject, int):
            obj = game.objects.get(subject)
            you = obj.controller if obj is not None else None
        else:
            you = subject
    if you is None:
        return 0
    if c.zone == "blocking_the_subject":  # -- batch C-HIST --
        return blocking_count(game, c, you, source, subject)
    return count(game, c, you, source, layered(game).objects)


def _watched(txn: Txn, game: GameState, when: str, obj: Obj,
             subject: Target | None = None, amount: int = 0,
             watchers: list[Obj] | None = None, sacrificed: bool = False,
             card: int | None = None) -> None:
    """The triggered abilities ``when`` of the permanents on the battlefield (or of
    ``watchers``) whose filter picks ``obj`` (``attached``: the permanent the watching
    Aura enchants), each about ``subject`` (the object itself if not given)."""
    if not catalog.watching(when):
        return
    if watchers is None:
        watchers = [game.objects[o] for o in game.in_play]
    for src, index in _matching(game, watchers, when):
        trig = defn(game, src).triggers[index]
        if trig.not_sacrificed and sacrificed:
            continue
        if trig.filter is not None and not matches(game, trig.filter, obj, src.controller, src):
            continue
        if trig.subject_card and card is not None:  # -- batch B10 --: "that card"
            _fire(txn, game, src, index, card, amount=amount)
            continue
        _fire(txn, game, src, index, obj.oid if subject is None else subject, amount=amount)


def _entered(txn: Txn, game: GameState, new: Obj) -> None:
    """``new`` entered the battlefield: its own "when this enters" abilities trigger, and
    those watching permanents enter (603.6a)."""
    for src, index in _matching(game, [new], "enters_battlefield"):
        _fire(txn, game, src, index)
    _watched(txn, game, ENTERS, new)


def _token_entered(txn: Txn, event: v.TokenCreated) -> None:
    """-- batch SHIELD --: a token is created on the battlefield (111.1): it enters it, so
    its own "when this enters" abilities trigger, and so do those watching permanents
    enter (603.6a): a token that's a copy of Stangg creates its Stangg Twin."""
    game = txn.state.games.get(event.game)
    if game is None or game.status in ("ended", "over"):
        return
    with txn.caused_by(event.position):
        new = game.objects[event.new_obj]
        _entered(txn, game, new)


def _land_played(txn: Txn, event: v.LandPlayed) -> None:
    """A land played enters the battlefield (305.1) like any other."""
    game = txn.state.games.get(event.game)
    if game is None or game.status in ("ended", "over"):
        return
    with txn.caused_by(event.position):
        new = game.objects[event.new_obj]
        _entered(txn, game, new)
        if game.player[event.player].land_plays > 1:  # -- batch B02 --
            # a land played after the first this turn (305.2; the fold counted this one)
            mine = [game.objects[o] for o in game.in_play
                    if game.objects[o].controller == event.player]
            for src, index in _matching(game, mine, "you_play_a_land_after_the_first"):
                _fire(txn, game, src, index, event.player)


def _to_graveyard(txn: Txn, game: GameState, before: Obj, reason: str,
                  card: int | None = None) -> None:
    """A permanent was put into a graveyard from the battlefield: the abilities that
    watch for it look back at the game as it was (603.10a), the leaving permanent's and
    its Auras' among them; the trigger is about its last controller, and its ``that_many``
    is its last toughness (Creature Bond)."""
    if not catalog.watching(TO_GRAVEYARD):
        return
    watchers = [game.objects[o] for o in game.in_play]
    watchers += [before] + [h for h in txn.hosted if h.zone == "battlefield"]
    for hosted in txn.hosted:  # an Aura still sees what it was attached to
        hosted.attached_to = before.oid
    _watched(txn, game, TO_GRAVEYARD, before, before.controller, txn.toughness_before,
             watchers, sacrificed=reason == "sacrifice", card=card)


#: -- batch MISC --: at the beginning of its owner's upkeep, while the card is in exile
IN_EXILE = "your_upkeep_in_exile"


def _upkeep_in_exile(txn: Txn, game: GameState) -> None:
    """-- batch MISC --: the abilities that function in exile (113.6: All Hallow's Eve)
    trigger at their owner's upkeep, if the trigger's filter picks the card itself (its
    intervening "if", 603.4)."""
    exiled = [game.objects[o] for o in game.exile
              if is_active(game, game.objects[o].owner)]
    for src, index in _matching(game, exiled, IN_EXILE):
        which = defn(game, src).triggers[index].filter
        if which is None or card_fits(game, which, src, src.owner):
            _fire(txn, game, src, index)


def _chosen_upkeep(txn: Txn, game: GameState, on_field: list[Obj]) -> None:
    """"At the beginning of the chosen player's upkeep": the player chosen as the
    permanent entered (614.1c), that player the subject."""
    if not catalog.watching(CHOSEN_UPKEEP):
        return
    for src, index in _matching(game, on_field, CHOSEN_UPKEEP):
        chosen = next((str(e.data["word"]) for e in game.effects.values()
                       if e.kind == CHOSEN and src.oid in e.subjects and e.data is not None),
                      None)
        if chosen is not None and chosen in game.player and is_active(game, chosen):
            _fire(txn, game, src, index, chosen)


def _drawn(txn: Txn, event: v.CardDrawn) -> None:
    """"Whenever an opponent draws a card", and "When you draw a card" (batch C-TURN):
    once for each card, the drawer the subject."""
    opponents, yours = catalog.watching(OPPONENT_DRAWS), catalog.watching(YOU_DRAW)
    if not (opponents or yours):
        return
    game = txn.state.games.get(event.game)
    if game is None or game.status in ("ended", "over"):
        return
    with txn.caused_by(event.position):
        if opponents:
            theirs = [game.objects[o] for o in game.in_play
                      if game.objects[o].controller != event.player]
            for src, index in _matching(game, theirs, OPPONENT_DRAWS):
                _fire(txn, game, src, index, event.player)
        if yours:
            mine = [game.objects[o] for o in game.in_play
                    if game.objects[o].controller == event.player]
            for src, index in _matching(game, mine, YOU_DRAW):
                _fire(txn, game, src, index, event.player)


def damage_dealt_together(txn: Txn, game: GameState, dealt: list[tuple[Obj, Target, int]]
                          ) -> None:
    """Damage dealt at once (120.3: one damage event, all combat damage of a step) triggers
    "whenever [a permanent] deals damage" once for each source that dealt some, "whenever
    [a permanent] is dealt damage" once for each object dealt some, and "whenever [a
    permanent] deals damage to you" once for each source and damaged player, each with
    the total (its ``that_many``)."""
    if game.status in ("ended", "over") or not (
            catalog.watching(DEALS) or catalog.watching(DEALT)
            or catalog.watching(DEALS_TO_YOU)):
        return
    by_source: dict[int, int] = {}
    by_target: dict[int, int] = {}
    to_player: dict[tuple[int, str], int] = {}
    sources: dict[int, Obj] = {}
    for source, target, amount in dealt:
        if amount <= 0:
            continue
        sources[source.oid] = source
        by_source[source.oid] = by_source.get(source.oid, 0) + amount
        if isinstance(target, int):
            by_target[target] = by_target.get(target, 0) + amount
        else:
            to_player[(source.oid, target)] = to_player.get((source.oid, target), 0) + amount
    for oid, amount in by_source.items():
        _watched(txn, game, DEALS, sources[oid], amount=amount)
    for oid, amount in by_target.items():
        if oid in game.objects:
            _watched(txn, game, DEALT, game.objects[oid], amount=amount)
    for (oid, player), amount in to_player.items():
        yours = [game.objects[o] for o in game.in_play
                 if game.objects[o].controller == player]
        _watched(txn, game, DEALS_TO_YOU, sources[oid], amount=amount, watchers=yours)


def _waits_for_attachment(game: GameState, src: Obj, index: int) -> bool:
    """An Aura's "when this enters, if enchanted creature ..." (603.4): the Aura enters
    attached (303.4f), so its intervening "if" is asked once it is (the ``Attached`` event
    that follows its entering), not a moment before."""
    if src.attached_to is not None or "Aura" not in defn(game, src).subtypes:
        return False
    return defn(game, src).triggers[index].intervening_if is not None


def _entered_attached(txn: Txn, game: GameState, event: v.Attached) -> None:
    """An Aura that has just entered becomes attached: its entering triggers that waited
    for it (:func:`_waits_for_attachment`) trigger now, if their "if" holds."""
    aura = game.objects.get(event.obj)
    if aura is None or not any(isinstance(e, v.ZoneChanged) and e.new_obj == aura.oid
                               and e.to_zone == "battlefield" for e in txn.events):
        return
    with txn.caused_by(event.position):
        for src, index in _matching(game, [aura], "enters_battlefield"):
            if defn(game, src).triggers[index].intervening_if is not None:
                _fire(txn, game, src, index)


# -- batch B02: a land tapped for mana (603.2, 605.1b) --------------------------------


def _tapped_for_mana(txn: Txn, game: GameState, event: v.ManaAdded) -> None:
    """Mana came from a land's mana ability that tapped it: each ``tapped_for_mana``
    trigger whose filter picks the land. One whose effects only add mana is a triggered
    mana ability (605.1b): it doesn't use the stack, and its mana goes at once to the
    player who tapped the land (Gauntlet of Might, Wild Growth; Mana Flare's one mana of
    a type the land produced); any other waits for the stack like every trigger
    (Manabarbs), that player its subject."""
    if event.source is None or event.source not in game.objects or \
            not game.objects[event.source].tapped:
        return
    for oid, index in mana_triggers(game, event.source):
        src = game.objects[oid]
        if is_mana_trigger(game, oid, index):
            txn.emit(v.ManaAdded, game, R.TRIGGERED_MANA, player=event.player,
                     mana=trigger_mana(game, oid, index, event.mana), source=oid)
        else:
            _fire(txn, game, src, index, event.player)


# -- batch B05: a player activates an ability (602.2, 603.2) -------------------------------

ACTIVATED = "an_ability_without_tap_is_activated"
#: -- batch D-TRIG --: "activates an ability of ... with {T} in its activation cost that
#: isn't a mana ability" (Imprison); the ability on the stack is the subject
ACTIVATED_WITH_TAP = "an_ability_with_tap_is_activated"


def _activated(txn: Txn, game: GameState, event: v.AbilityActivated | v.ManaAbilityActivated
               ) -> None:
    """A player activated an ability of a permanent (a mana ability too, 605): the
    triggers ``an_ability_without_tap_is_activated`` whose filter picks the permanent
    fire if the ability has no {T} in its cost (Haunting Wind), and if its activator is
    who the trigger's ``activated_by`` says (Powerleech's "an opponent activates");
    -- batch D-TRIG --: ``an_ability_with_tap_is_activated`` fires for one with {T} in
    its cost that isn't a mana ability, the ability on the stack its subject."""
    mana = isinstance(event, v.ManaAbilityActivated)
    when = ACTIVATED_WITH_TAP if not mana and catalog.watching(ACTIVATED_WITH_TAP) else ""
    if not (catalog.watching(ACTIVATED) or when) or event.source not in game.objects:
        return
    obj = game.objects[event.source]
    listed = abilities(game, obj)
    if isinstance(event, v.AbilityActivated) and event.granted_by:  # -- batch c-grant --
        have = card(event.granted_by).statics[event.index - GRANTED].have
        if have is None:
            return
        tapping = have.cost.tap
    elif event.index >= len(listed):
        return
    else:
        tapping = listed[event.index].cost.tap
    if not tapping:
        when = ACTIVATED
    elif not when:
        return
    subject = event.new_obj if when == ACTIVATED_WITH_TAP and \
        isinstance(event, v.AbilityActivated) else obj.oid
    for src, index in _matching(game, [game.objects[o] for o in game.in_play], when):
        trig = defn(game, src).triggers[index]
        by = trig.activated_by
        if (by == "you" and event.player != src.controller) or \
                (by == "opponent" and event.player == src.controller):
            continue
        if trig.filter is not None and not matches(game, trig.filter, obj, src.controller, src):
            continue
        _fire(txn, game, src, index, subject)


# -- batch B09: "whenever this creature becomes blocked", and rampage (509.1h, 702.23) -------

BECOMES_BLOCKED = "becomes_blocked"


def _becomes_blocked(txn: Txn, game: GameState, event: v.BlockersDeclared) -> None:
    """Each attacking creature blocked in this declaration becomes blocked (509.1h): its
    "whenever this creature becomes blocked" triggers once, however many creatures block
    it (509.3c), and so does each keyword of it that is such a triggered ability (rampage
    N, 702.23a; each instance on its own, 702.23c), defined by its inherent card."""
    attackers = list(dict.fromkeys(attacker for _, attacker in event.blocks
                                   if attacker not in event.already_blocked))  # C-TURN
    with txn.caused_by(event.position):
        for oid in attackers:
            attacker = game.objects.get(oid)
            if attacker is None:
                continue
            for src, index in _matching(game, [attacker], BECOMES_BLOCKED):
                _fire(txn, game, src, index, oid)
            for word in sorted(keywords(game, attacker) & KEYWORD_TRIGGERS.keys()):
                name = KEYWORD_TRIGGERS[word]
                for index, trig in enumerate(card(name).triggers):
                    if trig.when == BECOMES_BLOCKED:
                        txn.emit(v.AbilityTriggered, game, R.KEYWORD_TRIGGER,
                                 trigger=txn.new_id(), source=oid, source_name=name,
                                 index=index, controller=attacker.controller, subject=oid)


# -- batch B07: "whenever this blocks / becomes blocked (by a ...)", "attacks and isn't
# blocked" (509.1h, 509.3, 603.2) ---------------------------------------------------------

#: the block triggers; those once for each other creature have the other as their subject
BLOCK_ONCE = ("blocks", "blocks_or_becomes_blocked")
BLOCK_EACH = ("blocks_a_creature", "becomes_blocked_by_a_creature",
              "blocks_or_becomes_blocked_by_a_creature")
UNBLOCKED = "attacks_and_isnt_blocked"


def _watchers_of(game: GameState, creature: Obj, when: str) -> list[tuple[Obj, int]]:
    """The triggered abilities ``when`` about ``creature``: its own, and those of the Auras
    attached to it that watch the creature they enchant (``of_attached``: Venom)."""
    found = [(src, i) for src, i in _matching(game, [creature], when)
             if not defn(game, src).triggers[i].of_attached]
    auras = [game.objects[o] for o in game.in_play
             if game.objects[o].attached_to == creature.oid]
    found += [(src, i) for src, i in _matching(game, auras, when)
              if defn(game, src).triggers[i].of_attached]
    return found


def _block_triggers(txn: Txn, game: GameState, event: v.BlockersDeclared) -> None:
    """Blockers are declared (509.1): each creature that blocks triggers its "whenever this
    blocks" once however many it blocks, "blocks a creature" once for each attacker it
    blocks (the subject); each attacker blocked triggers "becomes blocked by a creature"
    once for each blocker (509.3); "blocks or becomes blocked" triggers once, "... by a
    creature" once for each creature on the other side. The trigger's filter picks the
    other creature, as it is now (checked only at the block)."""
    if not any(catalog.watching(w) for w in (*BLOCK_ONCE, *BLOCK_EACH)):
        return
    sides: dict[int, list[tuple[str, int]]] = {}
    for blocker, attacker in event.blocks:
        sides.setdefault(blocker, []).append(("blocks", attacker))
        sides.setdefault(attacker, []).append(("blocked", blocker))
    with txn.caused_by(event.position):
        for oid, pairs in sides.items():
            this = game.objects.get(oid)
            if this is None:
                continue
            roles = {role for role, _ in pairs}
            if "blocks" in roles:
                for src, index in _watchers_of(game, this, "blocks"):
                    _fire(txn, game, src, index)
            for src, index in _watchers_of(game, this, "blocks_or_becomes_blocked"):
                _fire(txn, game, src, index)
            for role, other_oid in pairs:
                other = game.objects.get(other_oid)
                if other is None:
                    continue
                whens = ["blocks_or_becomes_blocked_by_a_creature",
                         "blocks_a_creature" if role == "blocks"
                         else "becomes_blocked_by_a_creature"]
                for when in whens:
                    for src, index in _watchers_of(game, this, when):
                        trig = defn(game, src).triggers[index]
                        if trig.filter is None or matches(game, trig.filter, other,
                                                          src.controller, src):
                            _fire(txn, game, src, index, other.oid)


def unblocked_attackers(txn: Txn, game: GameState) -> None:
    """Every defending player has declared blockers (509.1h): each attacking creature no
    creature blocked triggers its "whenever this attacks and isn't blocked", the defending
    player the subject (506.2: the player it attacks, or the planeswalker's controller)."""
    if not catalog.watching(UNBLOCKED):
        return
    for oid in game.in_play:
        attacker = game.objects[oid]
        if attacker.attacking is None or attacker.blocked:
            continue
        attacked = attacker.attacking
        defending = attacked if isinstance(attacked, str) else \
            game.objects[attacked].controller if attacked in game.objects else None
        for src, index in _watchers_of(game, attacker, UNBLOCKED):
            _fire(txn, game, src, index, defending)


# -- batch B07: delayed triggers on events (603.7): "when that creature dies / leaves the
# battlefield this turn", "when this leaves the battlefield this turn", "at the beginning
# of your next upkeep" ---------------------------------------------------------------------

#: the moments that last only this turn (603.7b: a stated duration), and the rule that
#: ends them unused in the cleanup step (514)
THIS_TURN = ("that_dies_this_turn", "that_leaves_this_turn", "this_leaves_this_turn",
             "that_is_dealt_damage_by_an_attacking_creature_this_turn")  # -- batch C-HIST --
ENDED_UNUSED = "603.7b"


def _delayed_on_leaving(txn: Txn, game: GameState, before: Obj, died: bool) -> None:
    """A permanent left the battlefield: the delayed abilities waiting for it trigger once
    (603.7c): "when that creature leaves" and, if it was a creature going to a graveyard
    (700.4), "when that creature dies" about it as subject; "when this leaves" of the
    permanent whose effect set them up."""
    for delayed in sorted(game.delayed.values(), key=lambda d: d.delayed):
        moment = delayed.kind.removeprefix(DELAYED_PREFIX)
        if (moment in ("that_leaves_this_turn", "that_leaves")
                and delayed.subject == before.oid) or \
                (moment in ("this_leaves_this_turn", "this_leaves")
                 and delayed.source == before.oid) or \
                (moment == "that_dies_this_turn" and delayed.subject == before.oid and died
                 and is_creature(game, before)):
            _delayed_triggers(txn, game, delayed)


#: -- batch C-HIST --: "whenever that creature is dealt damage by an attacking creature
#: this turn" (603.7c: with a stated duration, it triggers each time)
DEALT_DAMAGE_BY_ATTACKER = DELAYED_PREFIX + \
    "that_is_dealt_damage_by_an_attacking_creature_this_turn"


def _delayed_on_damage(txn: Txn, game: GameState, event: v.DamageDealt) -> None:
    """-- batch C-HIST --: damage was dealt to a permanent: each delayed ability waiting
    for its subject to be dealt damage by an attacking creature this turn triggers (not
    used up: 603.7c), "that much" its X."""
    damager = game.objects.get(event.source)
    if damager is None or damager.attacking is None:
        return
    for delayed in sorted(game.delayed.values(), key=lambda d: d.delayed):
        if delayed.kind == DEALT_DAMAGE_BY_ATTACKER and delayed.subject == event.target:
            txn.emit(v.AbilityTriggered, game, R.DELAYED, trigger=txn.new_id(),
                     source=delayed.source, source_name=delayed.source_name,
                     index=delayed.amount, controller=delayed.controller,
                     subject=delayed.subject, amount=event.amount)


def _next_upkeep(txn: Txn, game: GameState) -> None:
    """An upkeep begins: each delayed ability waiting for its controller's next upkeep
    triggers, if the turn is its controller's (603.7)."""
    for delayed in sorted(game.delayed.values(), key=lambda d: d.delayed):
        if delayed.kind == DELAYED_PREFIX + "your_next_upkeep" and \
                is_active(game, delayed.controller):
            _delayed_triggers(txn, game, delayed)
        elif delayed.kind == DELAYED_PREFIX + "each_of_your_upkeeps" and \
                is_active(game, delayed.controller):  # -- batch MISC --: never used up
            txn.emit(v.AbilityTriggered, game, R.DELAYED, trigger=txn.new_id(),
                     source=delayed.source, source_name=delayed.source_name,
                     index=delayed.amount, controller=delayed.controller,
                     subject=delayed.subject)


def _this_turn_over(txn: Txn, game: GameState) -> None:
    """The cleanup step: delayed abilities that wait only this turn end unused (603.7b)."""
    for delayed in sorted(game.delayed.values(), key=lambda d: d.delayed):
        if delayed.kind.removeprefix(DELAYED_PREFIX) in THIS_TURN:
            txn.emit(v.DelayedTriggerUsed, game, ENDED_UNUSED, delayed=delayed.delayed)
# -- batch B10: removing the last counter of a kind (122, 603.2) ---------------------------


def _last_counter_removed(txn: Txn, game: GameState, event: v.CountersChanged) -> None:
    """"When you remove the last intervention counter from this": the counters left on the
    permanent come to none of the kind, and the player who removed them controls it. The
    remover is the controller of the spell or ability resolving, if one is; else the
    removal was a cost, paid by the player activating the ability, its controller."""
    if event.amount >= 0 or event.total != 0 or not isinstance(event.target, int):
        return
    obj = game.objects.get(event.target)
    if obj is None or obj.zone != "battlefield":
        return
    resolving = game.objects.get(game.resolving) if game.resolving is not None else None
    remover = resolving.controller if resolving is not None else obj.controller
    if remover != obj.controller:
        return
    for src, index in _matching(game, [obj], "you_remove_the_last_counter"):
        if defn(game, src).triggers[index].counter == event.counter:
            _fire(txn, game, src, index)


def _discarded(txn: Txn, game: GameState, before: Obj, event: v.ZoneChanged) -> None:
    """-- batch B10 --: "When a spell or ability an opponent controls causes you to discard
    this": a card discarded while a spell or ability of another player resolves (a
    discard as a cost, or for hand size, is no effect's: 701.9, 603.2). The card, now in
    the graveyard, triggers; that player is the subject."""
    resolving = game.objects.get(game.resolving) if game.resolving is not None else None
    if resolving is None or resolving.controller == before.owner:
        return
    new = game.objects.get(event.new_obj)
    if new is None:
        return
    for src, index in _matching(game, [new], "discarded_by_an_opponents_effect"):
        _fire(txn, game, src, index, resolving.controller)


# -- batch c-grant: triggered abilities static abilities grant (613.1f) ---------------------


def _granted(txn: Txn, game: GameState, when: str) -> None:
    """"All artifacts have 'At the beginning of your upkeep, ...'": the ability a static
    ability grants triggers for each object that has it whose controller is active, as
    that object's own ability (113.3: its source, controlled by its controller); its
    definition is the granting card's (its name the trigger's ``source_name``, its number
    :data:`GRANTED` plus the static ability's), so it is found though either leaves."""
    for granter, n, objs in layered(game).granted_triggers:
        granted = trigger_at(card(granter), GRANTED + n)
        if granted is None or granted.when != when:
            continue
        for oid in objs:
            obj = game.objects.get(oid)
            if obj is None or obj.zone != "battlefield" or not is_active(game, obj.controller):
                continue
            txn.emit(v.AbilityTriggered, game, R.TRIGGER, trigger=txn.new_id(), source=oid,
                     source_name=granter, index=GRANTED + n,
                     controller=obj.controller, subject=None)



# -- batch D-CONTROL: "at the beginning of their next draw step" (603.7) --------------------


def _next_draw_step(txn: Txn, game: GameState) -> None:
    """A draw step begins: each delayed ability waiting for the next draw step of the
    player it is about triggers, if the turn is that player's (603.7: Nafs Asp's)."""
    for delayed in sorted(game.delayed.values(), key=lambda d: d.delayed):
        if delayed.kind == DELAYED_PREFIX + "that_players_next_draw_step" and \
                isinstance(delayed.subject, str) and is_active(game, delayed.subject):
            _delayed_triggers(txn, game, delayed)
