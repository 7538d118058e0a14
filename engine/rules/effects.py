"""How each effect primitive happens: the events it causes when it resolves (608.2c).

:func:`~shahrazad.rules.resolution.run` follows a spell's or ability's effects in
order, each through the runner registered for its primitive (``@runs``, one per
primitive of :mod:`shahrazad.cards.model`); this module holds the runners. A runner
reads the card language's words through its :class:`~shahrazad.rules.resolution.Ctx`
(:mod:`shahrazad.rules.resolution`, which also holds the runners' table, so that the
stack resolves through it without importing this module): ``Ctx.refs`` says who or
what a reference means now, ``Ctx.amount`` what an amount comes to. No runner knows a
card: what a card does is only the primitives it is made of.

An effect that needs a player's choice (a search, a card from outside the game) or
a whole subgame returns :data:`PAUSE`; the resolution then waits
(``ResolutionPaused``) and is resumed at the same effect when the answer comes. An
effect that makes the rest conditional ("you may pay {1}. If you do, ...") returns
:data:`STOP` when the condition fails: the effects after it don't happen.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import replace
from itertools import combinations_with_replacement
from typing import Any, Literal

from shahrazad.cards import model as m
from shahrazad.cards import pool
from shahrazad.cards.data import changes_to_data
from shahrazad.cards.layer_words import COLOR_NAMES
from shahrazad.cards.pool_summary import SUMMARY
from shahrazad.characteristics import (
    GAINS,
    abilities,
    cant,
    colors,
    defn,
    is_creature,
    is_type,
    power,
    printed,
    toughness,
    traits,  # -- batch L-LENG --
)
from shahrazad.decisions import (
    Accept,
    Allow,
    Cast,  # -- batch W-CMD2 --
    CastChosen,  # -- batch W-CMD2 --
    Choose,
    Discard,
    Energy,
    Retarget,
    Search,
    Top,  # -- batch L-LENG --
    Wish,
    Word,
)
from shahrazad.decisions import Sacrifice as SacrificeChoice
from shahrazad.events import vocabulary as v
from shahrazad.filters import card_fits, mana_value, matches, select
from shahrazad.layers import ABILITIES, CHOSEN, CONTINUOUS, TEXT
from shahrazad.mana import PRODUCES_INSTEAD, find_payment, mana_sources, spend, whole_pool
from shahrazad.projections.state import ALL, Effect, GameState, Obj, copy_table
from shahrazad.rules import (
    actions,
    ante,  # -- batch C-ANTE --
    casting,  # -- batch W-CMD2 --
    choosing,
    combat,  # -- batch C-TURN --
    copies,
    damage,
    designations,
    durations,
    effect_kinds,  # -- batch LX --
    life,
    offers,  # -- batch D-CONTROL --
    outside,
    player_control,  # -- batch W-CMD --
    restart,
    stack,
    statics,  # -- batch W-CMD2 --
    subgames,
)
from shahrazad.rules import citations as R
from shahrazad.rules import options as table_options  # -- batch C-ANTE --
from shahrazad.rules.choosing import Choosing, chooses
from shahrazad.rules.citations import cite
from shahrazad.rules.damage import is_unblocked
from shahrazad.rules.effect_kinds import (  # D-CONTROL
    PAY_TO_PREVENT,
    PAY_TO_STOP_DELAYED,
)
from shahrazad.rules.phasing import life_locked
from shahrazad.rules.regeneration import REMOVE_DAMAGE_INSTEAD
from shahrazad.rules.resolution import EXILE_LINK as EXILE_LINK
from shahrazad.rules.resolution import PAUSE as PAUSE
from shahrazad.rules.resolution import PHASE_LINK as PHASE_LINK
from shahrazad.rules.resolution import RUNNERS as RUNNERS
from shahrazad.rules.resolution import STOP as STOP
from shahrazad.rules.resolution import SUBGAME_OUTCOME as SUBGAME_OUTCOME
from shahrazad.rules.resolution import THIS_WAY as THIS_WAY
from shahrazad.rules.resolution import TOKEN_LINK as TOKEN_LINK
from shahrazad.rules.resolution import Answered as Answered
from shahrazad.rules.resolution import Ctx as Ctx
from shahrazad.rules.resolution import Runner as Runner
from shahrazad.rules.resolution import Target as Target
from shahrazad.rules.resolution import half_rounded_up as half_rounded_up
from shahrazad.rules.resolution import last_controller as last_controller
from shahrazad.rules.resolution import life_to_keep, linked_tokens, owner_of, this_card
from shahrazad.rules.resolution import record_choice as record_choice
from shahrazad.rules.resolution import resolving_effects as resolving_effects
from shahrazad.rules.resolution import run as run
from shahrazad.rules.resolution import runner as runner
from shahrazad.rules.resolution import runs as runs
from shahrazad.rules.resolution import snapshot as snapshot
from shahrazad.rules.resolution import waiting_effect as waiting_effect
from shahrazad.rules.sba import enchantable, end_game, gain_control
from shahrazad.rules.targets import is_legal, specs_of
from shahrazad.rules.teams import turn_order_from
from shahrazad.rules.triggers import DELAYED_PREFIX
from shahrazad.txn import Txn

# -- damage, life, cards -----------------------------------------------------------------


@runs(m.Damage)
def _damage(ctx: Ctx, e: m.Damage) -> str | None:
    """The damage to each target is one event (120.3): it passes the damage point of
    :mod:`shahrazad.rules.damage` together, and waits for the order of the effects that
    apply to it if its affected player must choose one (616.1)."""
    targets = ctx.refs(e.to) + (ctx.refs(e.also) if e.also else [])
    if e.if_it is not None:  # -- batch B11 --: only those it picks now
        targets = [t for t in targets if isinstance(t, int) and (o := ctx.obj_of(t)) is not None
                   and matches(ctx.game, e.if_it, o, ctx.controller, ctx.source)]
    source = ctx.source
    if e.by != "this":  # -- batch R-A --: the first target deals it (Tracker's "That
        found = ctx.refs(e.by)  # creature deals damage ... to Tracker"); gone: nothing
        by = ctx.obj_of(found[0]) if found and isinstance(found[0], int) else None
        if by is None:
            return None
        source = by
    # each target's amount: the same for all, unless it is counted for each (Typhoon)
    hits = [damage.Hit(source, target, ctx.amount(e.amount, target))
            for target in targets]
    return deal_damage(ctx, hits)


def deal_damage(ctx: Ctx, hits: list[Any]) -> str | None:
    """Deal ``hits`` (:class:`shahrazad.rules.damage.Hit`) as the resolution goes on, or
    pause it while the affected player chooses the order of the effects that apply to
    one of them (616.1); the effect runs again once they have."""
    damage.turn_up(ctx.txn, ctx.game, hits)  # -- batch M-MASK --: 708.8
    found = damage.plan(ctx.game, hits)
    if isinstance(found, damage.Ask):
        ctx.pause("a player chooses the order of the effects that apply to damage"
                  if found.shield is None else  # -- batch D-CONTROL --
                  "a player chooses whether their redirection applies to damage")
        damage.ask(ctx.txn, ctx.game, found)
        return PAUSE
    for hit in found.dealt:  # what was there before the damage, for a capped amount
        ctx.dealt += hit.amount
        if hit.amount > 0:  # -- batch C-ANTE --: what was dealt damage this way
            ctx.damaged.append(hit.target)
        ctx.dealt_capped += min(hit.amount, _damage_room(ctx.game, hit.target))
    damage.deal(ctx.txn, ctx.game, found)
    return None


def _damage_room(game: GameState, target: Target) -> int:
    """The most damage ``target`` could take before it: a player's life total, a
    planeswalker's loyalty, a creature's toughness (Drain Life's ruling: the creature's
    toughness, damaged or not)."""
    if isinstance(target, str):
        return max(0, game.player[target].life) if target in game.player else 0
    obj = game.objects.get(target)
    if obj is None:
        return 0
    if is_creature(game, obj):
        return max(0, toughness(game, obj))
    if is_type(game, obj, "Planeswalker"):
        return obj.counters.get("loyalty", 0)
    return 0


def draw(ctx: Ctx, player: str, n: int, answer: object | None = None,
         made: int = 0) -> str | None:
    """``player`` draws ``n`` cards through the replacement point (614); :data:`PAUSE`
    if a replacement effect asks a question first (the resolution waits for it)."""
    waiting = actions.draw(ctx.txn, ctx.game, player, n, answer=answer, pause=ctx.pause,
                           made=made)
    return PAUSE if waiting is not None else None


@runs(m.Draw)
def _draw(ctx: Ctx, e: m.Draw) -> str | None:
    n = ctx.amount(e.amount)
    # Resumed with an answer: a replacement asked it after ``ctx.asked`` of these draws.
    skip = ctx.asked if ctx.answer is not None else 0
    answer, made = ctx.answer, 0
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        n = ctx.amount(e.amount, pid)  # batch B01: an amount may be each player's own
        done = min(skip, n)
        skip -= done
        if done < n:
            start = len(ctx.txn.events)
            if draw(ctx, pid, n - done, answer, made + done) == PAUSE:
                return PAUSE
            answer = None
            if e.reveal:  # batch B04: "draw a card and reveal it" (701.20)
                _reveal_drawn(ctx, pid, start)
        made += n
    return None


def _reveal_drawn(ctx: Ctx, pid: str, start: int) -> None:
    """Batch B04: the cards ``pid`` drew since event ``start`` are shown to every player."""
    drawn = [e for e in ctx.txn.events[start:] if isinstance(e, v.CardDrawn)
             and e.player == pid and e.game == ctx.game.path]
    if drawn:
        ctx.txn.emit(v.CardsRevealed, ctx.game, R.REVEAL, player=pid,
                     seen_by=tuple(ctx.game.living), cards=tuple(e.card for e in drawn),
                     objs=tuple(e.new_obj for e in drawn))


@runs(m.GainLife)
def _gain(ctx: Ctx, e: m.GainLife) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        actions.change_life(ctx.txn, ctx.game, pid, ctx.amount(e.amount, pid), R.LIFE)


@runs(m.LoseLife)
def _lose(ctx: Ctx, e: m.LoseLife) -> None:
    rule = cite(R.SUBGAME_ISOLATION, ctx.txn.state.edition) if e.who in SUBGAME_OUTCOME \
        else R.LIFE
    losers = [pid for pid in ctx.refs(e.who) if isinstance(pid, str)]
    if e.amount == "half_life_rounded_up":
        # One effect: each half is worked out before any is lost; with a Two-Headed Giant
        # team's shared life, together or one after the other (Ambiguity A14).
        life.lose_half(ctx.txn, ctx.game, losers, rule)
        return
    for pid in losers:
        ctx.lost -= actions.change_life(ctx.txn, ctx.game, pid, -ctx.amount(e.amount, pid),
                                        rule)


@runs(m.AddCounters)
def _counters(ctx: Ctx, e: m.AddCounters) -> None:
    for target in ctx.refs(e.who):
        # -- batch MISC --: or on the card this spell or permanent became in exile ("exile
        # it with two scream counters on it": All Hallow's Eve, 122.1)
        zones = ("battlefield", "exile") if e.who == "this_card" else ("battlefield",)
        if isinstance(target, int) and (target not in ctx.game.objects or
                                        ctx.game.objects[target].zone not in zones):
            continue  # counters go on permanents: a source that left gets none (122.6)
        amount = ctx.amount(e.amount)
        if e.up_to_total and isinstance(target, int):  # -- batch B03 --: a cap (122.1)
            have = ctx.game.objects[target].counters.get(e.counter, 0)
            amount = max(0, min(amount, e.up_to_total - have))
        if amount or not e.up_to_total:
            actions.add_counters(ctx.txn, ctx.game, target, e.counter, amount)


def _one_player(ctx: Ctx, who: str) -> str | None:
    """The player a choice on resolution is asked of: the first ``who`` means, if any."""
    found = [p for p in ctx.refs(who) if isinstance(p, str) and ctx.game.player[p].in_game]
    return found[0] if found else None


def _ask(ctx: Ctx, player: str, amount: int, why: str,
         kind: Literal["discard", "energy", "accept", "sacrifice"]) -> str:
    """Pause the resolution and ask ``player`` a choice of ``kind`` (608.2d). Each kind
    is written out where its question is asked: the registry of decisions reads them."""
    ctx.pause(why)
    rule = R.RESOLVE_CHOICE
    if kind == "discard":
        ctx.txn.emit(v.ChoiceRequested, ctx.game, rule, player=player, kind="discard",
                     amount=amount)
    elif kind == "energy":
        ctx.txn.emit(v.ChoiceRequested, ctx.game, rule, player=player, kind="energy",
                     amount=amount)
    elif kind == "accept":
        ctx.txn.emit(v.ChoiceRequested, ctx.game, rule, player=player, kind="accept",
                     amount=amount)
    else:
        ctx.txn.emit(v.ChoiceRequested, ctx.game, rule, player=player, kind="sacrifice",
                     amount=amount)
    return PAUSE


# -- batch L-LENG: a card an effect discards, on top of the library instead (614.1a) -------

def discard_cards(ctx: Ctx, pid: str, cards: Sequence[int], reason: str = "discard"
                  ) -> list[int] | None:
    """``pid`` discards ``cards`` of their hand because an effect says so (701.9): into
    the graveyard, unless a permanent of theirs lets them put such cards on top of their
    library instead (614.1a). Then the resolution waits (608.2c) and asks them which, in
    what order (``top``); the cards are remembered meanwhile (records
    :data:`~shahrazad.rules.effect_kinds.BEING_DISCARDED`) and :func:`finish_discard`
    discards them as it resumes. The objects the cards became, or ``None`` when the
    question is asked."""
    cards = [o for o in cards if o in ctx.game.player[pid].hand]
    if cards and actions.may_put_discards_on_top(ctx.game, pid):
        ctx.pause(f"{pid} may put the card(s) they discard on top of their library instead")
        actions.ask_top(ctx.txn, ctx.game, pid, ctx.obj.oid, cards, len(cards))
        return None
    moved = [actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "graveyard", reason,
                          R.DISCARD) for oid in cards]
    return [new for new in moved if new is not None]


def finish_discard(ctx: Ctx) -> tuple[str, list[int]] | None:
    """If this resolution waits on the ``top`` answer of a discard (:func:`discard_cards`):
    the remembered cards still in the hand are discarded (701.9), those the answer names
    on top of their owner's library (614.1a; the first named ends on top), the others into
    the graveyard. The player who discarded and the objects the cards became; ``None`` if
    no discard waits. A discard trigger sees either (the card is discarded all the same)."""
    waiting = actions.being_discarded(ctx.game, ctx.answerer)
    if not waiting or waiting[0].source != ctx.obj.oid or not isinstance(ctx.answer, Top):
        return None
    moved = actions.discard_waiting(ctx.txn, ctx.game, ctx.answerer, ctx.answer.objs)
    ctx.answer = None
    return ctx.answerer, moved


def _after(order: Sequence[str], done: tuple[str, list[int]] | None) -> list[str]:
    """The players of ``order`` still to discard once ``done``'s player has."""
    if done is None or done[0] not in order:
        return list(order)
    return list(order[list(order).index(done[0]) + 1:])


@runs(m.Discard)
def _discard(ctx: Ctx, e: m.Discard) -> str | None:
    done = finish_discard(ctx)  # -- batch L-LENG --: a discard waiting for ``top``
    if e.how == "chosen":
        return _discard_chosen(ctx, e, done)
    if e.how in ("all", "drawn"):  # batch B04
        return _discard_all(ctx, e, done)
    for pid in _after([p for p in ctx.refs(e.who) if isinstance(p, str)], done):
        hand = list(ctx.game.player[pid].hand)
        if e.filter != m.Filter():  # -- batch B08 --: "a creature card at random"
            hand = [o for o in hand
                    if matches(ctx.game, e.filter, ctx.game.objects[o], pid, ctx.source)]
        n = min(ctx.amount(e.amount), len(hand))
        chosen = ctx.txn.random_sample(ctx.game, pid, hand, n,
                                       lambda oid: ctx.game.objects[oid].name, R.DISCARD,
                                       f"discard:{pid}")
        if discard_cards(ctx, pid, chosen, "discard at random") is None:
            return PAUSE  # -- batch L-LENG --
    return None


def _discard_all(ctx: Ctx, e: m.Discard, done: tuple[str, list[int]] | None = None
                 ) -> str | None:
    """Batch B04: each player ``who`` means discards every card of their hand that the
    filter picks (701.9), all at once: no choice, nothing random."""
    for pid in _after([p for p in ctx.refs(e.who) if isinstance(p, str)], done):
        hand = ctx.game.player[pid].hand
        if e.how == "drawn":  # only the cards drawn this way, still in the hand
            hand = [o for o in hand if o in ctx.drawn]
        cards = [o for o in hand
                 if matches(ctx.game, e.filter, ctx.game.objects[o], pid, ctx.source)]
        if discard_cards(ctx, pid, cards) is None:
            return PAUSE  # -- batch L-LENG --
    return None


def _discard_up_to(ctx: Ctx, e: m.Discard, done: tuple[str, list[int]] | None = None
                   ) -> str | None:
    """-- batch B08 --: each player ``who`` means, in turn order from the active player
    (101.4), may discard up to so many cards of their choice (608.2d); what they discard
    counts as done "this way"."""
    order = [p for p in turn_order_from(ctx.game, ctx.game.active) if p in ctx.refs(e.who)]
    if done is not None:  # -- batch L-LENG --: their discard went on top or not (614.1a)
        ctx.this_way += done[1]
        order = _after(order, done)
    elif isinstance(ctx.answer, Discard) and ctx.answerer in order:
        moved = discard_cards(ctx, ctx.answerer, ctx.answer.cards)
        if moved is None:
            return PAUSE  # -- batch L-LENG --
        ctx.this_way += moved
        order = order[order.index(ctx.answerer) + 1:]
    for pid in order:
        n = min(ctx.amount(e.amount, pid), len(ctx.game.player[pid].hand))
        if n > 0:
            return _ask(ctx, pid, n, f"{pid} may discard up to {n} card(s)", "discard")
    return None


def _discard_chosen(ctx: Ctx, e: m.Discard, done: tuple[str, list[int]] | None = None
                    ) -> str | None:
    """The player discards cards of their choice (all they have, if fewer)."""
    if e.up_to:  # -- batch B08 --
        return _discard_up_to(ctx, e, done)
    pid = _one_player(ctx, e.who)
    if pid is None:
        return None
    hand = list(ctx.game.player[pid].hand)
    wanted = ctx.amount(e.amount)
    n = min(wanted, len(hand))
    if done is not None:  # -- batch L-LENG --: discarded, on top or not (614.1a)
        if e.unless and len(done[1]) >= wanted:
            return STOP
        return None
    if isinstance(ctx.answer, Discard):
        chosen: list[int] = list(ctx.answer.cards)
    elif e.unless and n < wanted:
        chosen = []  # batch B04: too few cards: they can't discard, the rest happens
    elif n == len(hand) and not e.unless:
        chosen = hand  # no choice to make
    else:
        return _ask(ctx, pid, n, f"{pid} chooses {n} card(s) to discard"
                    + (", or none" if e.unless else ""), "discard")
    if discard_cards(ctx, pid, chosen) is None:
        return PAUSE  # -- batch L-LENG --
    if e.unless and chosen and len(chosen) >= wanted:  # batch B04: "unless you discard"
        return STOP
    return None


# -- choices on resolution: paying, sacrificing, equalizing (608.2d) -----------------------


@runs(m.PayEnergy)
def _pay_energy(ctx: Ctx, e: m.PayEnergy) -> str | None:
    pid = ctx.controller
    if isinstance(ctx.answer, Energy):
        ctx.paid = ctx.answer.amount
        if ctx.paid:
            actions.add_counters(ctx.txn, ctx.game, pid, "energy", -ctx.paid, R.ENERGY)
        return None
    have = ctx.game.player[pid].counters.get("energy", 0) if pid in ctx.game.player else 0
    if have == 0 or not ctx.game.player[pid].in_game:
        ctx.paid = 0  # nothing to pay: nothing to ask
        return None
    return _ask(ctx, pid, have, f"{pid} chooses how much energy to pay", "energy")


@runs(m.MayPay)
def _may_pay(ctx: Ctx, e: m.MayPay) -> str | None:
    """The choice and the payment are the ``accept`` decision's: it pays before resuming.
    The rest happens if they pay, or, ``unless``, if they don't."""
    paid, unpaid = (STOP, None) if e.unless else (None, STOP)
    if e.if_not:  # batch B04: if they don't pay, these happen at once, then the rest
        paid, unpaid = None, None
    if e.who == "each_opponent":  # batch B04: "unless an opponent pays"
        return _an_opponent_may_pay(ctx, e, paid, unpaid)
    if isinstance(ctx.answer, Accept):
        if not ctx.answer.yes and e.if_not:
            _follow(ctx, e.if_not, ctx.flipper)
            return STOP
        return paid if ctx.answer.yes else unpaid
    pid = _one_player(ctx, e.who) if e.who != "you" else ctx.controller  # batch B01
    if pid is None or pid not in ctx.game.player or not ctx.game.player[pid].in_game:
        return _unpaid(ctx, e, unpaid)  # a player who left doesn't pay (800.4f)
    mana = e.cost_for(ctx.obj.x, ctx.amount(e.times))
    if not _can_pay(ctx.game, pid, mana) or e.life > ctx.game.player[pid].life:
        return _unpaid(ctx, e, unpaid)  # they can't pay: there is nothing to choose
    offer = (f"{mana}" if mana.mana_value or not e.life else "") + \
        (" and " if mana.mana_value and e.life else "") + (f"{e.life} life" if e.life else "")
    return _ask(ctx, pid, mana.mana_value, f"{pid} may pay {offer}", "accept")


def _an_opponent_may_pay(ctx: Ctx, e: m.MayPay, paid: str | None,
                         unpaid: str | None) -> str | None:
    """Batch B04: each opponent in turn order from the controller (101.4) may pay, until
    one does: "Unless an opponent pays {2}" (608.2d)."""
    if isinstance(ctx.answer, Accept) and ctx.answer.yes:
        return paid
    living = ctx.game.living
    me = living.index(ctx.controller) if ctx.controller in living else -1
    order = [p for p in living[me + 1:] + living[:max(me, 0)] if p != ctx.controller]
    if isinstance(ctx.answer, Accept) and ctx.answerer in order:  # declined: the next
        order = order[order.index(ctx.answerer) + 1:]
    mana = e.cost_for(ctx.obj.x, ctx.amount(e.times))
    for pid in order:
        if _can_pay(ctx.game, pid, mana):
            return _ask(ctx, pid, mana.mana_value, f"{pid} may pay {mana}", "accept")
    return _unpaid(ctx, e, unpaid)


def _can_pay(game: GameState, pid: str, mana: m.ManaCost) -> bool:
    """Whether ``pid`` has the mana to pay ``mana`` now (else nothing is asked)."""
    return find_payment(game, pid, mana) is not None


def _unpaid(ctx: Ctx, e: m.MayPay, unpaid: str | None) -> str | None:
    """Batch B04: they didn't pay: the ``if_not`` effects, and nothing after them."""
    if e.if_not:
        _follow(ctx, e.if_not, ctx.flipper)
        return STOP
    return unpaid


def nontoken_permanents(game: GameState, player: str) -> list[int]:
    return [o for o in game.in_play if game.objects[o].controller == player
            and not game.objects[o].token]


def sacrificeable(game: GameState, e: m.SacrificeSome, player: str,
                  source: Obj | None) -> list[int]:
    """The permanents ``player`` may sacrifice to ``e``: their nontoken permanents, or
    (batch B04) those of theirs its filter picks, from the point of view of ``source``
    ("a creature other than Lord of the Pit")."""
    if isinstance(e.what, m.Filter):
        return [o.oid for o in select(game, e.what, player, source)
                if o.controller == player]
    return nontoken_permanents(game, player)


def sacrifice_chooser(game: GameState, e: m.SacrificeSome, pid: str, source: int) -> str:
    """Batch B04: who chooses what ``pid`` sacrifices: ``pid``, or with ``an_opponent``
    their only opponent, or the opponent last chosen for ``source`` (``choose_word``)."""
    if e.chooser != "an_opponent":
        return pid
    opponents = [p for p in game.living if p != pid]
    if len(opponents) <= 1:
        return opponents[0] if opponents else pid
    words = [str(f.data["word"]) for f in game.effects.values()
             if f.kind == CHOSEN and source in f.subjects and f.data is not None]
    return next((w for w in reversed(words) if w in opponents), opponents[0])


@runs(m.SacrificeSome)
def _sacrifice_some(ctx: Ctx, e: m.SacrificeSome) -> str | None:
    pid = _one_player(ctx, e.who)
    if pid is None:
        return None
    n = ctx.amount(e.amount)
    mine = sacrificeable(ctx.game, e, pid, ctx.source)
    chooser = sacrifice_chooser(ctx.game, e, pid, ctx.source_id)
    if isinstance(ctx.answer, SacrificeChoice):
        chosen = list(ctx.answer.objs)
    elif n <= 0:
        return None
    elif e.optional and len(mine) < n:  # -- batch d-attack --: they can't: none (608.2d)
        chosen = []
    elif len(mine) <= n and not (e.optional and mine):
        chosen = mine  # every one of them: no choice to make
    else:
        return _ask(ctx, chooser, n, f"{chooser} chooses {n} permanent(s) {pid} sacrifices"
                    + (", or none" if e.optional else ""), "sacrifice")
    for oid in chosen:
        actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "graveyard", "sacrifice",
                     R.SACRIFICE)
    if len(chosen) < n and e.otherwise == "lose_the_game":
        lose_the_game(ctx, pid, f"couldn't sacrifice {n} nontoken permanents")
    if len(chosen) < n and e.if_not:  # batch B04: "if you can't" / "if you don't"
        _follow(ctx, e.if_not, ctx.flipper)
    if e.if_you_do and len(chosen) < n:  # -- batch d-attack --: "If you do" (608.2c)
        return STOP
    return None


# -- batch d-attack: "any player may sacrifice ... or have this deal damage" (101.4) -----


def any_player_may_pool(game: GameState, e: m.AnyPlayerMay, player: str,
                        source: Obj | None) -> list[int]:
    """The permanents ``player`` may sacrifice to ``e``: theirs that its filter picks."""
    return [o.oid for o in select(game, e.what, player, source) if o.controller == player]


@runs(m.AnyPlayerMay)
def _any_player_may(ctx: Ctx, e: m.AnyPlayerMay) -> str | None:
    """Each player in turn order from the active player (101.4) is asked until one does
    either: first whether they sacrifice (``sacrifice nothing`` declines; not asked of a
    player with too few), then whether this deals them the damage. The effects after it
    happen if one did; if nobody did, nothing more happens."""
    game = ctx.game
    order = [p for p in turn_order_from(game, game.active) if game.player[p].in_game]
    start = 0
    if isinstance(ctx.answer, SacrificeChoice) and ctx.answerer in order:
        if ctx.answer.objs:
            with ctx.txn.together():
                for oid in ctx.answer.objs:
                    actions.move(ctx.txn, game, game.objects[oid], "graveyard", "sacrifice",
                                 R.SACRIFICE)
            return None
        return _ask(ctx, ctx.answerer, 0, f"{ctx.answerer} may have {ctx.source.name} deal "
                    f"{e.damage} damage to them", "accept")
    if isinstance(ctx.answer, Accept) and ctx.answerer in order:
        if ctx.answer.yes:
            return deal_damage(ctx, [damage.Hit(ctx.source, ctx.answerer, e.damage)])
        start = order.index(ctx.answerer) + 1
    elif ctx.answer is not None and ctx.answerer in order:  # the order of the effects
        # that apply to the damage, chosen (616.1): deal it now
        return deal_damage(ctx, [damage.Hit(ctx.source, ctx.answerer, e.damage)])
    for pid in order[start:]:
        if len(any_player_may_pool(game, e, pid, ctx.source)) >= e.sacrifice:
            return _ask(ctx, pid, e.sacrifice, f"{pid} may sacrifice {e.sacrifice} of them "
                        "(or none)", "sacrifice")
        return _ask(ctx, pid, 0, f"{pid} may have {ctx.source.name} deal {e.damage} damage "
                    "to them", "accept")
    return STOP


#: what each part of Equalize counts, and how the rest goes: (zone, verb, choice kind)
_EQUALIZED = {"lands": ("Land", "sacrifice"), "creatures": ("Creature", "sacrifice"),
              "cards_in_hand": ("", "discard")}


def _equal_parts(game: GameState, what: str) -> dict[str, list[int]]:
    card_type, _ = _EQUALIZED[what]
    if not card_type:
        return {p: list(game.player[p].hand) for p in game.living}
    return {p: [o for o in game.in_play if game.objects[o].controller == p
                and is_type(game, game.objects[o], card_type)] for p in game.living}


@runs(m.Equalize)
def _equalize(ctx: Ctx, e: m.Equalize) -> str | None:
    """Each player with more than the fewest chooses which to keep, in turn order from the
    active player (101.4), and sacrifices or discards the rest as they choose. The fewest
    never changes on the way: its player has nothing to give up."""
    _, verb = _EQUALIZED[e.what]
    rule = R.SACRIFICE if verb == "sacrifice" else R.DISCARD
    if verb == "discard":  # -- batch L-LENG --: a discard waiting for ``top`` (614.1a)
        finish_discard(ctx)
    parts = _equal_parts(ctx.game, e.what)
    if not parts:
        return None
    fewest = min(len(items) for items in parts.values())
    order = [p for p in turn_order_from(ctx.game, ctx.game.active)
             if len(parts[p]) > fewest]
    if ctx.answer is not None and order:
        pid = order.pop(0)  # the player asked: the first with too many, as then
        chosen: tuple[int, ...] = (ctx.answer.objs if isinstance(ctx.answer, SacrificeChoice)
                                   else ctx.answer.cards if isinstance(ctx.answer, Discard)
                                   else ())
        if verb == "discard":  # -- batch L-LENG --
            if discard_cards(ctx, pid, chosen) is None:
                return PAUSE
            order = [p for p in order if len(ctx.game.player[p].hand) > fewest]
        for oid in chosen if verb != "discard" else ():
            actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "graveyard", verb, rule)
    for pid in order:
        excess = len(parts[pid]) - fewest
        if excess == len(parts[pid]):  # keeps none: no choice to make
            if verb == "discard":  # -- batch L-LENG --
                if discard_cards(ctx, pid, parts[pid]) is None:
                    return PAUSE
                continue
            for oid in parts[pid]:
                actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "graveyard", verb,
                             rule)
            continue
        what = e.what.replace("_", " ")
        why = f"{pid} chooses {excess} {what} to {verb}"
        return _ask(ctx, pid, excess, why, "sacrifice" if verb == "sacrifice" else "discard")
    return None


def lose_the_game(ctx: Ctx, pid: str, reason: str) -> None:
    """``pid`` loses at once (104.3e); the game ends, or they leave it, at the next check
    of state-based actions, after this resolution (see :mod:`shahrazad.rules.sba`)."""
    if ctx.game.player[pid].in_game:
        ctx.txn.emit(v.PlayerLost, ctx.game, R.LOSE_BY_EFFECT, player=pid, reason=reason)


@runs(m.LoseTheGame)
def _lose_the_game(ctx: Ctx, e: m.LoseTheGame) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        lose_the_game(ctx, pid, f"{ctx.obj.name} says so")


# -- emblems and designations (114, 723) ----------------------------------------------------


@runs(m.CreateEmblem)
def _emblem(ctx: Ctx, e: m.CreateEmblem) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        if ctx.game.player[pid].in_game:
            ctx.txn.emit(v.EmblemCreated, ctx.game, R.EMBLEM, new_obj=ctx.txn.new_id(),
                         name=e.name, controller=pid)


@runs(m.BecomeTheMonarch)
def _monarch(ctx: Ctx, e: m.BecomeTheMonarch) -> None:
    for pid in ctx.refs(e.who)[:1]:  # only one player can be the monarch (723.3)
        assert isinstance(pid, str)
        if ctx.game.player[pid].in_game:
            designations.become(ctx.txn, ctx.game, pid, designations.MONARCH, R.MONARCH)


@runs(m.GrantKeyword)
def _grant_keyword(ctx: Ctx, e: m.GrantKeyword) -> None:
    for obj in ctx.permanents(e.what):
        ctx.txn.emit(v.EffectCreated, ctx.game, R.CONTINUOUS, effect=ctx.txn.new_id(),
                     kind=f"{GAINS}{e.keyword}", source=ctx.source_id,
                     controller=ctx.controller, subject=obj.oid, power=0, toughness=0,
                     until=e.until)


# -- continuous effects of resolving spells (611.2, 613; foundations 1) -----------------------


def _settled(ctx: Ctx, e: m.Become, obj: Obj) -> dict[str, Any]:
    """A Become's changes for ``obj`` with its amounts worked out now (611.2c), as data."""
    amounts: dict[str, Any] = {}
    for name in ("power", "toughness", "set_power", "set_toughness"):
        value = getattr(e, name)
        if value is None or isinstance(value, int):
            continue
        if value == "its_mana_value":
            cost = printed(obj).cost
            amounts[name] = cost.mana_value if cost is not None else 0
        else:
            amounts[name] = ctx.amount(value)
    # as a Changes: an X of 0 makes a "+0/+0" that changes nothing, and that is no error
    part = m.Changes(**{**{name: getattr(e, name) for name in m.CHANGE_FIELDS}, **amounts})
    return changes_to_data(part)


@runs(m.Become)
def _become(ctx: Ctx, e: m.Become) -> None:
    """One effect record for the objects ``what`` means now (a spell on the stack or a
    permanent), or one per object when an amount is the object's own."""
    objs = [o for t in ctx.refs(e.what) if (o := ctx.obj_of(t)) is not None
            and o.zone in ("battlefield", "stack")
            and (e.if_it is None or matches(ctx.game, e.if_it, o, ctx.controller,
                                            ctx.source))]  # -- batch LX --
    groups: dict[str, tuple[dict[str, Any], list[int]]] = {}
    for obj in objs:
        data = _settled(ctx, e, obj)
        groups.setdefault(repr(data), (data, []))[1].append(obj.oid)
    for data, oids in groups.values():
        if not durations.holds(ctx.game, e.until, ctx.source_id, ctx.controller, oids,
                               since=ctx.obj.created_at):
            continue  # -- batch B06 --: its "for as long as" is over already (611.2b)
        ctx.txn.emit(v.ContinuousEffectCreated, ctx.game, R.CONTINUOUS,
                     effect=ctx.txn.new_id(), kind=CONTINUOUS, source=ctx.source_id,
                     controller=ctx.controller, objs=tuple(oids), changes=data, until=e.until)


@runs(m.May)
def _may(ctx: Ctx, e: m.May) -> str | None:
    """A yes-or-no question to the controller (``allow``); "no" stops the rest."""
    if isinstance(ctx.answer, Allow):
        return None if ctx.answer.yes else STOP
    pid = ctx.controller
    if pid not in ctx.game.player or not ctx.game.player[pid].in_game:
        return STOP
    ctx.pause(f"{pid} may have the rest happen")
    ctx.txn.emit(v.ChoiceRequested, ctx.game, R.RESOLVE_CHOICE, player=pid, kind="allow",
                 amount=0)
    return PAUSE


@runs(m.BecomeCopy)
def _become_copy(ctx: Ctx, e: m.BecomeCopy) -> None:
    sources = list(ctx.permanents(e.of))
    if not sources:
        return
    for obj in ctx.permanents(e.what):
        copies.become_copy(ctx.txn, ctx.game, obj.oid, sources[0].oid, e)


#: the words a ``word`` decision may choose, by kind (608.2d): the basic land types, and
#: the colors by name (each stands for its letter)
WORDS = {"basic_land_type": tuple(m.BASIC_LAND_MANA),
         "color": tuple(COLOR_NAMES[c] for c in "WUBRG"),
         "number_0_to_7": tuple(str(n) for n in range(8))}  # batch B01
_LETTERS = {name: letter for letter, name in COLOR_NAMES.items()}


def word_options(effect: m.Effect | None, game: GameState | None = None,
                 player: str | None = None, bound: int = 0) -> list[tuple[str, ...]]:
    """What a ``word`` decision may answer to ``effect``: two different words for a text
    change (the one to replace, then the one instead), one for a choice; an opponent
    (batch B01) is one of the players of ``game`` still in it other than ``player``."""
    if isinstance(effect, m.ChangeText):
        words = WORDS[effect.words]
        return [(a, b) for a in words for b in words if a != b]
    if isinstance(effect, m.ChooseWord) and effect.words == "opponent":
        if game is None:
            return []
        return [(p,) for p in game.living if p != player]
    if isinstance(effect, m.PayAnyLife):  # -- batch B06 --: 0 up to the question's bound
        return [(str(n),) for n in range(bound + 1)]
    if isinstance(effect, m.RemoveCounters) and effect.any_number:  # -- batch SHIELD --
        return [(str(n),) for n in range(bound + 1)]
    if isinstance(effect, m.ChangeTarget) and game is not None:  # -- batch SHIELD --
        return [(p,) for p in _new_player_targets(game)]
    if isinstance(effect, m.ExileToEnter):  # -- batch B06 --: a counter for each card
        return list(combinations_with_replacement(effect.counters, bound))
    if isinstance(effect, m.ChooseWord) and effect.words == "listed":  # -- batch B06 --
        return [(w,) for w in effect.options]
    if isinstance(effect, m.ChooseWord):
        return [(w,) for w in WORDS[effect.words]]
    if isinstance(effect, m.ChooseOne):  # batch B04
        return [(o.word,) for o in effect.options]
    if isinstance(effect, m.NameACard):  # -- batch B10 --
        return [(n,) for n in card_names()]
    if isinstance(effect, m.ActivateManaAbilities) and game is not None \
            and player is not None:  # -- batch d-misc --: the mana the land ``bound`` adds
        return [(word,) for word, _, _ in land_mana_options(game, player, bound)]
    return []


def _ask_word(ctx: Ctx, why: str) -> str:
    ctx.pause(why)
    ctx.txn.emit(v.ChoiceRequested, ctx.game, R.RESOLVE_CHOICE, player=ctx.controller,
                 kind="word", amount=0)
    return PAUSE


@runs(m.ChangeText)
def _change_text(ctx: Ctx, e: m.ChangeText) -> str | None:
    objs = tuple(o.oid for t in ctx.refs(e.what) if (o := ctx.obj_of(t)) is not None
                 and o.zone in ("battlefield", "stack"))
    if not objs:
        return None
    if not isinstance(ctx.answer, Word):
        return _ask_word(ctx, f"{ctx.controller} chooses a word to replace, and the word "
                              "instead")
    old, new = (_LETTERS.get(w, w) for w in ctx.answer.chosen)
    ctx.txn.emit(v.ContinuousEffectCreated, ctx.game, "612.1", effect=ctx.txn.new_id(),
                 kind=TEXT, source=ctx.source_id, controller=ctx.controller, objs=objs,
                 changes={"from": old, "to": new}, until="")
    return None


@runs(m.ChooseWord)
def _choose_word(ctx: Ctx, e: m.ChooseWord) -> str | None:
    if e.words == "opponent" and not isinstance(ctx.answer, Word):
        options = word_options(e, ctx.game, ctx.controller)
        if len(options) <= 1:  # one opponent (or none): there is no choice to make
            ctx.chosen = options[0][0] if options else ""
            _keep_earlier_choice(ctx, e)
            return None
    if not isinstance(ctx.answer, Word):
        return _ask_word(ctx, f"{ctx.controller} chooses a {e.words.replace('_', ' ')}")
    ctx.chosen = ctx.answer.chosen[0]
    _keep_earlier_choice(ctx, e)
    source = ctx.game.objects.get(ctx.obj.source) if ctx.obj.source is not None else None
    if ctx.obj.kind != "spell" and source is not None and source.zone == "battlefield":
        # batch B01: an ability's choice is its permanent's new chosen word at once
        # ("at the beginning of your upkeep, you may choose a number": Shapeshifter)
        record_choice(ctx.txn, ctx.game, source.oid, ctx.chosen, ctx.controller)
    return None


def _keep_earlier_choice(ctx: Ctx, e: m.ChooseWord) -> None:
    """-- batch MISC --: a permanent spell that makes more than one choice as it enters
    ("choose a color and an opponent": Jihad) keeps each but the last on the spell, as a
    question for the next may pause the resolution; the permanent gets them all as it
    enters (614.1c), the last from ``ctx.chosen`` as before."""
    if ctx.obj.kind != "spell" or not ctx.chosen:
        return
    choices = [x for x in printed(ctx.obj).effects if isinstance(x, m.ChooseWord)]
    if len(choices) > 1 and e is not choices[-1]:
        record_choice(ctx.txn, ctx.game, ctx.obj.oid, ctx.chosen, ctx.controller)


# -- moving objects ------------------------------------------------------------------------


@runs(m.Destroy)
def _destroy(ctx: Ctx, e: m.Destroy) -> str | None:
    if e.unless_any_player_pays_life:  # -- batch SHIELD --
        return _destroy_unless_paid(ctx, e)
    # "destroy all ...": they are destroyed at the same time (608.2, 603.10a)
    with ctx.txn.together():
        for target in ctx.refs(e.what):
            obj = ctx.obj_of(target)
            if obj is not None and obj.zone == "battlefield" and (
                    e.if_it is None or matches(ctx.game, e.if_it, obj, ctx.controller,
                                               ctx.source)):  # -- batch B03 --
                actions.destroy(ctx.txn, ctx.game, obj,
                                can_regenerate=not e.cant_be_regenerated)
    return None


def _not_paid_for(game: GameState, e: m.Destroy, controller: str, source: Obj,
            spared: Iterable[int]) -> list[int]:
    """-- batch SHIELD --: the permanents ``e`` would destroy that nobody has paid for."""
    kept = set(spared)
    return [t for t in _destroyed_pool(game, e, controller, source) if t not in kept]


def _destroyed_pool(game: GameState, e: m.Destroy, controller: str, source: Obj
                    ) -> list[int]:
    if isinstance(e.what, m.Filter):
        return [o.oid for o in select(game, e.what, controller, source)]
    return []


def _life_payments(game: GameState, player: str, cost: int, n: int) -> int:
    """How many of ``n`` payments of ``cost`` life ``player`` can make (119.4)."""
    return min(n, max(0, game.player[player].life) // cost)


@chooses(m.Destroy)
def _choose_paid_for(game: GameState, obj: Obj, e: m.Destroy) -> Choosing | None:
    """-- batch SHIELD --: the permanents the player asked may pay for, among those
    nobody has paid for yet (remembered by the resolution), as many as their life pays."""
    pending = game.choice
    if not e.unless_any_player_pays_life or pending is None or pending.kind != "choose":
        return None
    source = game.objects.get(obj.source) if obj.source is not None else None
    pool = _not_paid_for(game, e, obj.controller, source or obj, game.resolving_moved)
    most = _life_payments(game, pending.player, e.unless_any_player_pays_life, len(pool))
    return Choosing(pending.player, tuple(pool), 0, most,
                    f"{pending.player} may pay {e.unless_any_player_pays_life} life for each "
                    "of them to keep it", R.RESOLVE_CHOICE)


def _destroy_unless_paid(ctx: Ctx, e: m.Destroy) -> str | None:
    """-- batch SHIELD --: each player in turn order chooses what they pay for (the ones
    paid for so far remembered across the questions as what the resolution remembers),
    then the rest are destroyed together."""
    cost = e.unless_any_player_pays_life
    order = [p for p in turn_order_from(ctx.game, ctx.game.active)
             if ctx.game.player[p].in_game]
    if isinstance(ctx.answer, Choose) and ctx.answerer in order:
        if ctx.answer.objs:
            actions.change_life(ctx.txn, ctx.game, ctx.answerer,
                                -cost * len(ctx.answer.objs), R.PAY_LIFE)
        ctx.this_way += list(ctx.answer.objs)
        order = order[order.index(ctx.answerer) + 1:]
    for pid in order:
        pool = _not_paid_for(ctx.game, e, ctx.controller, ctx.source, ctx.this_way)
        most = _life_payments(ctx.game, pid, cost, len(pool))
        if pool and most > 0:
            choice = Choosing(pid, tuple(pool), 0, most,
                              f"{pid} may pay {cost} life for each of them to keep it",
                              R.RESOLVE_CHOICE)
            ctx.pause(choice.what)
            choosing.ask(ctx.txn, ctx.game, choice)
            return PAUSE
    doomed = _not_paid_for(ctx.game, e, ctx.controller, ctx.source, ctx.this_way)
    ctx.this_way = []
    with ctx.txn.together():
        for oid in doomed:
            obj = ctx.game.objects[oid]
            if obj.zone == "battlefield":
                actions.destroy(ctx.txn, ctx.game, obj,
                                can_regenerate=not e.cant_be_regenerated)
    return None


@chooses(m.Exile)
def _choose_any_number_exiled(game: GameState, obj: Obj, e: m.Exile) -> Choosing | None:
    """-- batch SHIELD --: "exile any number of" them: the controller chooses among them,
    none too (608.2d)."""
    if not e.any_number:
        return None
    if isinstance(e.what, m.Filter):
        src = game.objects.get(obj.source) if obj.source is not None else None
        pool = tuple(o.oid for o in select(game, e.what, obj.controller, src or obj))
    else:
        pool = tuple(linked_tokens(game, obj.source))
    if not pool:
        return None
    return Choosing(obj.controller, pool, 0, len(pool),
                    f"{obj.controller} exiles any number of them", R.RESOLVE_CHOICE)


@runs(m.Exile)
def _exile(ctx: Ctx, e: m.Exile) -> str | None:
    if e.with_auras:  # -- batch d-misc --
        _exile_with_auras(ctx, e)
        return None
    if e.any_number:  # -- batch SHIELD --: those the controller chose
        if not isinstance(ctx.answer, Choose):
            return ask_choice(ctx, e)
        for oid in ctx.answer.objs:
            obj = ctx.obj_of(oid)
            if obj is not None and obj.zone == "battlefield":
                actions.move(ctx.txn, ctx.game, obj, "exile", "exile", R.EXILE)
        return None
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is None:
            continue
        if obj.oid == ctx.obj.oid:  # the spell exiles itself ("Exile Burning Wish")
            if obj.zone == "stack" and obj.kind == "spell":  # -- batch C-ANTE --: an
                # ability whose source is gone has no "this" to exile (it isn't a card)
                actions.move(ctx.txn, ctx.game, obj, "exile", "exiles itself", R.EXILE)
            continue
        if not e.until:
            new = actions.move(ctx.txn, ctx.game, obj, "exile", "exile", R.EXILE)
            if e.linked and new is not None:
                link_exile(ctx, new)
            continue
        if obj.zone != "battlefield":
            continue
        new = actions.move(ctx.txn, ctx.game, obj, "exile", "exile", R.EXILE)
        if new is not None and ctx.obj.source is not None:  # until the source leaves (610.3)
            ctx.txn.emit(v.EffectCreated, ctx.game, "610.3", effect=ctx.txn.new_id(),
                         kind=EXILE_LINK, source=ctx.obj.source, controller=ctx.controller,
                         subject=new, power=0, toughness=0, until="")
    return None


def link_exile(ctx: Ctx, new: int) -> None:
    """Remember ``new`` as exiled with the source of the resolving ability (607.2a)."""
    if ctx.obj.source is not None:
        ctx.txn.emit(v.EffectCreated, ctx.game, R.LINKED_EXILE, effect=ctx.txn.new_id(),
                     kind=EXILE_LINK, source=ctx.obj.source, controller=ctx.controller,
                     subject=new, power=0, toughness=0, until="")


@runs(m.Return)
def _return(ctx: Ctx, e: m.Return) -> None:
    if e.what == "cards_exiled_with_this":  # the linked exile ends (610.3)
        links = ctx.links(EXILE_LINK)
        for link in links:
            obj = ctx.obj_of(link.subject) if link.subject is not None else None
            if obj is not None and obj.zone == "exile":
                actions.move(ctx.txn, ctx.game, obj, e.to, "returned", "610.3")
        if links:
            ctx.txn.emit(v.EffectsEnded, ctx.game, "610.3",
                         effects=tuple(f.effect for f in links))
        return
    reason = "return to hand" if e.to == "hand" else "returned"
    if e.from_graveyards and isinstance(e.what, m.Filter):  # -- batch MISC --: at once
        cards = [ctx.game.objects[o] for p in ctx.game.player
                 for o in ctx.game.player[p].graveyard]
        with ctx.txn.together():
            for obj in [c for c in cards if card_fits(ctx.game, e.what, c, ctx.controller)]:
                new = actions.move(ctx.txn, ctx.game, obj, e.to, reason, R.RESOLVE)
                if new is not None:
                    ctx.this_way.append(new)
        return
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None and not (e.to == "graveyard" and obj.zone == "graveyard"):
            new = actions.move(ctx.txn, ctx.game, obj, e.to, reason, R.RESOLVE)
            if new is not None:
                ctx.this_way.append(new)  # -- batch B10 --: "returned this way"


@runs(m.Sacrifice)
def _sacrifice(ctx: Ctx, e: m.Sacrifice) -> str | None:
    done = False
    for obj in ctx.permanents(e.what):
        if e.by == "you" and obj.controller != ctx.controller:
            continue  # you sacrifice only what you control (701.21a)
        actions.move(ctx.txn, ctx.game, obj, "graveyard", "sacrifice", R.SACRIFICE)
        done = True
    return STOP if e.if_you_do and not done else None  # "if you do" (608.2c)


@runs(m.Counter)
def _counter(ctx: Ctx, e: m.Counter) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if e.if_it_would_destroy is not None and obj is not None and obj.zone == "stack" \
                and not would_destroy(ctx, obj, e.if_it_would_destroy):
            continue  # -- batch r-b --: it wouldn't destroy one: not countered
        if obj is not None and obj.zone == "stack":
            ctx.txn.emit(v.SpellCountered, ctx.game, R.COUNTER, obj=obj.oid, name=obj.name)
            actions.move(ctx.txn, ctx.game, obj, "graveyard", "countered", R.COUNTER)


# -- batch r-b: "if it would destroy a land you control" (701.8) --------------------------

#: the events after which what a trial resolution does is a matter of chance (705, 706)
_CHANCE = (v.CoinFlipped, v.DieRolled)


def would_destroy(ctx: Ctx, spell: Obj, what: m.Filter) -> bool:
    """Whether ``spell`` would destroy a permanent ``what`` picks (from ``ctx``'s
    controller's point of view) if it resolved now: its effects are followed on a copy of
    the table, with its targets as they are now (608.2b), up to its first question
    (a destruction that needs a choice doesn't count) or its first random outcome (nor
    one left to chance); a permanent spell destroys nothing as it resolves. Only a
    destruction (701.8) counts: not damage, nor a sacrifice."""
    if spell.kind != "spell" or printed(spell).permanent:
        return False
    copy = copy_table(ctx.txn.state)
    game = copy.games[ctx.game.path]
    trial_obj = game.objects[spell.oid]
    legal = stack.target_legality(game, trial_obj)
    if trial_obj.targets and not any(legal):
        return False  # it wouldn't resolve (608.2b)
    # the copy is scratch, never recorded: the spell is made its resolving object there,
    # so that a question it would ask (a pause) fits the copy's state
    game.resolving, game.resume_at, game.resolving_snapshot = trial_obj.oid, 0, trial_obj
    game.resolving_moved, game.resolving_held = (), None
    trial = Ctx(Txn(copy, ctx.txn.cause), game, trial_obj, trial_obj.targets, legal,
                snapshot(game, trial_obj.targets))
    run(trial, resolving_effects(trial_obj, game))
    for event in trial.txn.events:
        if isinstance(event, _CHANCE):
            return False
        if isinstance(event, v.ZoneChanged) and event.reason == "destroy" and \
                event.from_zone == "battlefield" and event.obj in ctx.game.objects and \
                matches(ctx.game, what, ctx.game.objects[event.obj], ctx.controller,
                        ctx.source):
            return True
    return False


@runs(m.Tap)
def _tap(ctx: Ctx, e: m.Tap) -> None:
    for obj in ctx.permanents(e.what):
        actions.tap(ctx.txn, ctx.game, obj)


@runs(m.CreateToken)
def _token(ctx: Ctx, e: m.CreateToken) -> str | None:
    if e.unless == "an_opponent_lets_you_draw":
        return _token_unless_draw(ctx, e)
    name, rule = e.name, "111.1"
    if e.copy_of:  # -- batch SHIELD --: the copiable values of a permanent (707.2)
        copied = list(ctx.permanents(e.copy_of))
        if not copied:
            return None
        name, rule = copied[0].name, R.COPIABLE_VALUES
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        for _ in range(ctx.amount(e.amount, pid) if e.amount != 1 else 1):  # -- batch B07 --
            token = ctx.txn.new_id()
            ctx.txn.emit(v.TokenCreated, ctx.game, rule, new_obj=token,
                         name=name, controller=pid)
            ctx.created.append(token)  # -- batch SHIELD --: "that token"
            if e.linked and ctx.obj.source is not None:  # "created with this" (607.2a)
                ctx.txn.emit(v.EffectCreated, ctx.game, "607.2a", effect=ctx.txn.new_id(),
                             kind=TOKEN_LINK, source=ctx.obj.source,
                             controller=ctx.controller, subject=token, power=0, toughness=0,
                             until="")
    return None


def _token_unless_draw(ctx: Ctx, e: m.CreateToken) -> str | None:
    opponents = [p for p in ctx.game.living if p != ctx.controller]
    if not opponents:
        return None
    if ctx.answer is not None and not isinstance(ctx.answer, Allow):
        # the answer to a question the allowed draw's replacement asked
        return draw(ctx, ctx.controller, 1, ctx.answer, ctx.asked)
    if not isinstance(ctx.answer, Allow):
        ctx.pause("an opponent may let the caster draw a card instead")
        # The first opponent in turn order answers for "any opponent" (a simplification).
        ctx.txn.emit(v.ChoiceRequested, ctx.game, "608.2d", player=opponents[0],
                     kind="allow", amount=0)
        return PAUSE
    if ctx.answer.yes:
        return draw(ctx, ctx.controller, 1)
    for pid in ctx.refs(e.who):
        ctx.txn.emit(v.TokenCreated, ctx.game, "111.1", new_obj=ctx.txn.new_id(), name=e.name,
                     controller=pid)
    return None


# -- libraries -----------------------------------------------------------------------------


#: the words a paused search says, by who searches
_SEARCH_WAITS = {"subgame_winner": "the subgame's winner searches their library"}


@runs(m.Search)
def _search(ctx: Ctx, e: m.Search) -> str | None:
    searcher = ctx.refs(e.who)
    if not searcher:
        return None  # nobody searches (a subgame with no sole winner)
    if e.amount > 1:  # -- batch C-TURN --: up to so many cards, chosen at once
        return _search_several(ctx, e, str(searcher[0]))
    if isinstance(ctx.answer, Accept) and e.pay_difference_over is not None:
        return _held_found(ctx, e)  # -- batch r-b --: they paid the difference, or not
    if not isinstance(ctx.answer, Search):
        ctx.pause(_SEARCH_WAITS.get(e.who, "waiting for a search choice"))
        ctx.txn.emit(v.ChoiceRequested, ctx.game, R.SEARCH, player=searcher[0],
                     kind="search", amount=1)
        return PAUSE
    if ctx.answer.card is not None:
        obj = ctx.game.objects[ctx.answer.card]
        if e.filter is not None and not card_fits(ctx.game, e.filter, obj, ctx.controller):
            return None  # -- batch B07 --: the decision refuses it first (701.23b)
        if e.pay_difference_over is not None:  # -- batch r-b --
            return _pay_difference(ctx, e, obj, str(searcher[0]))
        actions.move(ctx.txn, ctx.game, obj, e.to, "search", R.SEARCH)
    return None


# -- batch r-b: a found card that waits while its searcher may pay the difference ------


def _pay_difference(ctx: Ctx, e: m.Search, obj: Obj, pid: str) -> str | None:
    """The found card's mana value against the amount: at most it, the card goes where
    the search puts it; greater, the searcher may pay the difference in generic mana
    (608.2d), the card held meanwhile (``SearchHeld``); if they can't pay, it goes to its
    owner's graveyard at once."""
    assert e.pay_difference_over is not None
    difference = mana_value(obj) - ctx.amount(e.pay_difference_over)
    if difference <= 0:
        actions.move(ctx.txn, ctx.game, obj, e.to, "search", R.SEARCH)
        return None
    if not _can_pay(ctx.game, pid, m.ManaCost(generic=difference)):
        actions.move(ctx.txn, ctx.game, obj, "graveyard", "search", R.SEARCH)
        return None
    ctx.txn.emit(v.SearchHeld, ctx.game, R.RESOLVE_CHOICE, obj=ctx.obj.oid,
                 name=ctx.obj.name, card=obj.oid)
    return _ask(ctx, pid, difference, f"{pid} may pay {{{difference}}} to put "
                f"the card found onto the battlefield", "accept")


def _held_found(ctx: Ctx, e: m.Search) -> str | None:
    """The searcher answered: paid (the ``accept`` decision paid before resuming), the
    held card goes where the search puts it; not, into its owner's graveyard."""
    held = ctx.game.resolving_held
    obj = ctx.game.objects.get(held) if held is not None else None
    if obj is None or obj.zone != "library":
        return None
    assert isinstance(ctx.answer, Accept)
    to = e.to if ctx.answer.yes else "graveyard"
    actions.move(ctx.txn, ctx.game, obj, to, "search", R.SEARCH)
    return None


# -- batch C-TURN: a search for up to so many cards (701.23), revealed (701.20) -----------


@chooses(m.Search)
def _choose_searched(game: GameState, obj: Obj, e: m.Search) -> Choosing | None:
    """The cards of a search for several: any number up to ``amount`` of the cards of the
    searcher's library the filter picks (701.23b: a search for cards with a quality may
    find fewer, or none)."""
    if e.amount <= 1:
        return None  # one card: the ``search`` question
    player, _ = _player_choosing(game, obj, e.who, 0)
    if not player:
        return None
    pool = tuple(o for o in game.player[player].library if e.filter is None
                 or card_fits(game, e.filter, game.objects[o], obj.controller))
    return Choosing(player, pool, 0, e.amount, f"{player} searches their library for up "
                    f"to {e.amount} cards", R.SEARCH)


def _search_several(ctx: Ctx, e: m.Search, pid: str) -> str | None:
    """Ask the searcher which cards (``choose``, none allowed), then put them into the
    hand or onto the battlefield, revealed first if the effect says so."""
    if not isinstance(ctx.answer, Choose):
        choice = _choose_searched(ctx.game, ctx.obj, e)
        assert choice is not None
        ctx.pause(choice.what)
        choosing.ask(ctx.txn, ctx.game, choice)
        return PAUSE
    found = [ctx.game.objects[oid] for oid in ctx.answer.objs]
    if e.reveal and found:
        ctx.txn.emit(v.CardsRevealed, ctx.game, R.REVEAL, player=pid,
                     seen_by=tuple(ctx.game.living),
                     cards=tuple(o.card for o in found if o.card is not None),
                     objs=tuple(o.oid for o in found))
    for obj in found:
        actions.move(ctx.txn, ctx.game, obj, e.to, "search", R.SEARCH)
    return None


# -- batch C-TURN: a creature made to block an attacker of its controller's choice --------


def _new_blocker(ctx_game: GameState, obj: Obj, e: m.BlockAnAttacker) -> Obj | None:
    """The creature ``what`` means, if it may be made to block: on the battlefield, a
    creature, not blocking now."""
    target = obj.targets[0] if obj.targets else None
    blocker = ctx_game.objects.get(target) if isinstance(target, int) else None
    if blocker is None or blocker.zone != "battlefield" or blocker.blocking \
            or not is_creature(ctx_game, blocker):
        return None
    return blocker


@chooses(m.BlockAnAttacker)
def _choose_blocked(game: GameState, obj: Obj, e: m.BlockAnAttacker) -> Choosing | None:
    blocker = _new_blocker(game, obj, e)
    if blocker is None:
        return None
    pool = tuple(o for o in game.in_play if game.objects[o].attacking is not None
                 and combat.can_block(game, blocker, game.objects[o]))
    return Choosing(obj.controller, pool, 0, 1, f"{obj.controller} may have {blocker.name} "
                    "block an attacking creature", "509.1b") if pool else None


@runs(m.BlockAnAttacker)
def _block_an_attacker(ctx: Ctx, e: m.BlockAnAttacker) -> str | None:
    """Ask which attacker (or none); the creature then blocks it (509.1h)."""
    if isinstance(ctx.answer, Choose):
        blocker = _new_blocker(ctx.game, ctx.obj, e)
        if blocker is not None and ctx.answer.objs:
            ctx.txn.emit(v.BlockersDeclared, ctx.game, "509.1h", player=blocker.controller,
                         blocks=((blocker.oid, ctx.answer.objs[0]),))
        return None
    if not ctx.refs(e.what):
        return None  # an illegal target: it does nothing (608.2b)
    choice = _choose_blocked(ctx.game, ctx.obj, e)
    if choice is None:
        return None
    ctx.pause(choice.what)
    choosing.ask(ctx.txn, ctx.game, choice)
    return PAUSE


@runs(m.ExchangeBlocks)
def _exchange_blocks(ctx: Ctx, e: m.ExchangeBlocks) -> None:
    """Both targets legal and blocking, of one player, each able to block all the other
    blocks (still attacking): both leave combat, then each blocks the other's attackers
    (the attackers stay blocked: they don't become blocked again)."""
    pair = [ctx.obj_of(t) for t in (*ctx.refs(e.first), *ctx.refs(e.second))]
    one, two = [*pair, None, None][:2]
    if one is None or two is None or one.oid == two.oid or one.controller != two.controller \
            or not one.blocking or not two.blocking:
        return

    def still(blocker: Obj) -> tuple[int, ...]:
        return tuple(a for a in blocker.blocking if a in ctx.game.objects
                     and ctx.game.objects[a].attacking is not None)

    def could(blocker: Obj, attackers: tuple[int, ...]) -> bool:
        return len(attackers) <= combat.block_limit(ctx.game, blocker) and all(
            combat.can_block(ctx.game, blocker, ctx.game.objects[a]) for a in attackers)

    of_one, of_two = still(one), still(two)
    if not (could(one, of_two) and could(two, of_one)):
        return
    ctx.txn.emit(v.RemovedFromCombat, ctx.game, "509.1h", objs=(one.oid, two.oid),
                 unblocked=())
    blocks = tuple((one.oid, a) for a in of_two) + tuple((two.oid, a) for a in of_one)
    if blocks:
        ctx.txn.emit(v.BlockersDeclared, ctx.game, "509.1h", player=one.controller,
                     blocks=blocks, already_blocked=tuple(dict.fromkeys(of_one + of_two)))


# -- batch B07: a permanent card put onto the battlefield from a hand (110.2, 305.4) ------


@chooses(m.PutFromHand)
def _choose_put(game: GameState, obj: Obj, e: m.PutFromHand) -> Choosing | None:
    if e.who == "each_player":  # -- batch C-TURN --: the player asked now
        return _round_choice(game, obj, e)
    player, _ = _player_choosing(game, obj, e.who, 0)
    if not player:
        return None
    pool = tuple(o for o in game.player[player].hand
                 if card_fits(game, e.filter, game.objects[o], obj.controller))
    return Choosing(player, pool, 0, 1, f"{player} may put a card from their hand onto the "
                    "battlefield", "305.4") if pool else None


@chooses(m.ReturnFromGraveyard)
def _choose_returned_card(game: GameState, obj: Obj, e: m.ReturnFromGraveyard
                          ) -> Choosing | None:
    whose = owner_of(game, obj.subject) if e.whose == "owner_of_subject" else \
        _player_choosing(game, obj, e.whose, 0)[0]
    if not whose or whose not in game.player:
        return None
    pool = tuple(o for o in game.player[whose].graveyard
                 if card_fits(game, e.filter, game.objects[o], obj.controller))
    return Choosing(obj.controller, pool, 1, 1, f"{obj.controller} returns a card from "
                    f"{whose}'s graveyard to the battlefield", "608.2d") if pool else None


@runs(m.ReturnFromGraveyard)
def _return_from_graveyard(ctx: Ctx, e: m.ReturnFromGraveyard) -> str | None:
    """The controller chooses the card (608.2d); it enters under its owner's control."""
    return _onto_battlefield(ctx, _choose_returned_card(ctx.game, ctx.obj, e), "returned",
                             "110.2")


def _onto_battlefield(ctx: Ctx, choice: Choosing | None, how: str, rule: str) -> str | None:
    """Ask ``choice`` (608.2d) and, once answered, put the chosen cards onto the
    battlefield under their owners' control (110.2); nothing to choose, nothing moves."""
    if isinstance(ctx.answer, Choose):
        for oid in ctx.answer.objs:
            obj = ctx.game.objects[oid]
            actions.move(ctx.txn, ctx.game, obj, "battlefield", how, rule,
                         controller=obj.owner)
        return None
    if choice is None:
        return None
    ctx.pause(choice.what)
    choosing.ask(ctx.txn, ctx.game, choice)
    return PAUSE


@runs(m.RemoveFromCombat)
def _remove_from_combat(ctx: Ctx, e: m.RemoveFromCombat) -> None:
    """-- batch B07 --: 506.4; with ``unblock``, the attackers blocked by it alone become
    unblocked."""
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is None or obj.zone != "battlefield" or \
                (obj.attacking is None and not obj.blocking):
            continue
        alone = tuple(a for a in obj.blocking if a in ctx.game.objects
                      and ctx.game.objects[a].blocked_by == (obj.oid,)) if e.unblock else ()
        ctx.txn.emit(v.RemovedFromCombat, ctx.game, "509.1h", objs=(obj.oid,),
                     unblocked=alone)


@runs(m.PutFromHand)
def _put_from_hand(ctx: Ctx, e: m.PutFromHand) -> str | None:
    """The player chooses one fitting card of their hand, or none (608.2d); it enters the
    battlefield under their control (110.2), not played (305.4)."""
    if e.who == "each_player":  # -- batch C-TURN --
        return _each_puts_from_hand(ctx, e)
    return _onto_battlefield(ctx, _choose_put(ctx.game, ctx.obj, e),
                             "put onto the battlefield", "305.4")


# -- batch C-TURN: each player in turn puts a permanent card from their hand (Eureka) -----
#
# The round's state lives in the question: the player asked is the pending question's
# player; its amount is 2 once somebody has put a card onto the battlefield in this round,
# else 1; an Aura chosen waits in the resolution's remembered objects (``this_way``) while
# its player chooses what it enchants (303.4f).


def _puttable(game: GameState, obj: Obj, e: m.PutFromHand, player: str) -> tuple[int, ...]:
    """The cards of ``player``'s hand they may put: those the filter picks, an Aura only
    with something to enchant (303.4g)."""
    return tuple(o for o in game.player[player].hand
                 if card_fits(game, e.filter, game.objects[o], obj.controller)
                 and (not _is_aura(game, game.objects[o])
                      or _aura_hosts(game, game.objects[o], player)))


def _is_aura(game: GameState, card: Obj) -> bool:
    return "Aura" in defn(game, card).subtypes


def _aura_hosts(game: GameState, aura: Obj, player: str) -> tuple[int, ...]:
    """What an Aura entering the battlefield could enchant (303.4f): every permanent its
    enchant ability allows that can be enchanted (chosen by ``player``, untargeted)."""
    enchant = defn(game, aura).enchant
    return tuple(oid for oid in game.in_play
                 if (enchant is None or enchantable(game, aura, enchant, game.objects[oid]))
                 and not cant(game, game.objects[oid], "be_enchanted"))


def _waiting_aura(game: GameState, player: str) -> Obj | None:
    """The Aura ``player`` chose and is attaching, if the round waits on its host."""
    for oid in game.resolving_moved:
        card = game.objects.get(oid)
        if card is not None and card.zone == "hand" and card.owner == player \
                and _is_aura(game, card):
            return card
    return None


def _round_choice(game: GameState, obj: Obj, e: m.PutFromHand) -> Choosing | None:
    """The question the pending round asks its player: a card of their hand, or, with an
    Aura chosen, what it enchants."""
    pending = game.choice
    if pending is None or pending.kind != "choose" or pending.player not in game.player:
        return None
    player = pending.player
    aura = _waiting_aura(game, player)
    if aura is not None:
        return Choosing(player, _aura_hosts(game, aura, player), 1, 1,
                        f"{player} chooses what {aura.name} enchants", "303.4f")
    pool = _puttable(game, obj, e, player)
    return Choosing(player, pool, 0, 1, f"{player} may put a permanent card from their hand "
                    "onto the battlefield", "110.2") if pool else None


def _each_puts_from_hand(ctx: Ctx, e: m.PutFromHand) -> str | None:
    """Each player in turn order from the controller (101.4) may put one card; with
    ``repeat``, round after round until one in which nobody puts a card."""
    game = ctx.game
    order = turn_order_from(game, ctx.controller)
    put_this_round = False
    at = 0
    if isinstance(ctx.answer, Choose):
        player = ctx.answerer
        put_this_round = ctx.asked == 2
        aura = _waiting_aura(game, player)
        if aura is not None:  # its host chosen: it enters attached (303.4f)
            new = actions.move(ctx.txn, game, aura, "battlefield", "put onto the battlefield",
                               "305.4", controller=player)
            if new is not None and ctx.answer.objs:
                ctx.txn.emit(v.Attached, game, "303.4f", obj=new, to=ctx.answer.objs[0])
            ctx.this_way = [o for o in ctx.this_way if o != aura.oid]
            put_this_round = True
        elif ctx.answer.objs:
            card = game.objects[ctx.answer.objs[0]]
            if _is_aura(game, card):  # first what it enchants
                ctx.this_way = [*ctx.this_way, card.oid]
                return _ask_round(ctx, player, put_this_round)
            actions.move(ctx.txn, game, card, "battlefield", "put onto the battlefield",
                         "305.4", controller=player)
            put_this_round = True
        at = order.index(player) + 1 if player in order else len(order)
    while True:
        if at >= len(order):
            if not e.repeat or not put_this_round:
                return None
            at, put_this_round = 0, False
        player = order[at]
        if _puttable(game, ctx.obj, e, player):
            return _ask_round(ctx, player, put_this_round)
        at += 1


def _ask_round(ctx: Ctx, player: str, put_this_round: bool) -> str:
    """Pause for ``player``'s part of the round; the question's amount keeps whether a
    card was put in this round."""
    ctx.pause(f"{player} may put a permanent card from their hand onto the battlefield")
    ctx.txn.emit(v.ChoiceRequested, ctx.game, "110.2", player=player, kind="choose",
                 amount=2 if put_this_round else 1)
    return PAUSE


@runs(m.Shuffle)
def _shuffle(ctx: Ctx, e: m.Shuffle) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        actions.shuffle(ctx.txn, ctx.game, pid)


@runs(m.ShuffleInto)
def _shuffle_into(ctx: Ctx, e: m.ShuffleInto) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        p = ctx.game.player[pid]
        hand = list(p.hand) if e.what != "graveyard" else []  # batch B05
        graveyard = list(p.graveyard) if e.what != "hand" else []  # -- batch B11 --
        for oid in hand + graveyard:
            actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "library", "shuffled in",
                         R.RESOLVE)
        actions.shuffle(ctx.txn, ctx.game, pid)


# -- mana, turns, continuous effects ---------------------------------------------------------


@runs(m.AddMana)
def _add_mana(ctx: Ctx, e: m.AddMana) -> None:
    if e.mana in ("any", m.PRODUCED):
        raise ValueError("a spell's mana of any color needs a choice; none in the pool does")
    amount = ctx.amount(e.amount)
    if amount > 0 and e.only:  # -- batch c-mana --: restricted in its spending (106.6)
        ctx.txn.emit(v.RestrictedManaAdded, ctx.game, "106.6", player=ctx.controller,
                     mana=e.mana * amount, source=ctx.obj.oid, only=e.only)
    elif amount > 0:
        ctx.txn.emit(v.ManaAdded, ctx.game, R.ADD_MANA, player=ctx.controller,
                     mana=e.mana * amount, source=ctx.obj.oid)


@runs(m.ExtraTurn)
def _extra_turn(ctx: Ctx, e: m.ExtraTurn) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        ctx.txn.emit(v.ExtraTurnAdded, ctx.game, R.EXTRA_TURN, player=pid)


@runs(m.Pump)
def _pump(ctx: Ctx, e: m.Pump) -> None:
    for obj in ctx.permanents(e.what):
        ctx.txn.emit(v.EffectCreated, ctx.game, R.CONTINUOUS, effect=ctx.txn.new_id(),
                     kind="pump", source=ctx.source.oid, controller=ctx.controller,
                     subject=obj.oid, power=e.power, toughness=e.toughness,
                     until="end_of_turn")


@runs(m.Prevent)
def _prevent(ctx: Ctx, e: m.Prevent) -> None:
    """A shield around everything: all combat damage this turn is prevented (615.1)."""
    damage.create_shield(ctx.txn, ctx.game, "prevent", ctx.controller, ctx.obj.oid, None,
                         ALL, "615.1", combat=e.damage == "combat", name=ctx.obj.name)


#: the rule behind each quality a player can be granted
_GRANTS = {"life_locked": "119.8", "protection_from_everything": "702.16",
           "pay_life_for_colorless": "605.1a", "creatures_cant_attack": "508.1a",
           "spend_mana_as_any_type_for_one_spell": "609.4b",  # -- batch c-mana --
           "cant_be_attacked_except_by_flying_or_islandwalk": "508.1c",  # -- batch D-DRAW --
           "blockers_in_piles": "509.1"}  # -- batch D-PILES --


@runs(m.Grant)
def _grant(ctx: Ctx, e: m.Grant) -> None:
    for pid in ctx.refs(e.who):
        ctx.txn.emit(v.EffectCreated, ctx.game, _GRANTS[e.quality], effect=ctx.txn.new_id(),
                     kind=e.quality, source=ctx.obj.oid, controller=ctx.controller,
                     subject=pid, power=0, toughness=0, until=e.until)


@runs(m.Untap)
def _untap(ctx: Ctx, e: m.Untap) -> None:
    tapped = [o.oid for o in ctx.permanents(e.what) if o.tapped]
    if tapped:  # one event: they untap at once
        ctx.txn.emit(v.Untapped, ctx.game, "701.26", objs=tuple(tapped))


@runs(m.SetLife)
def _set_life(ctx: Ctx, e: m.SetLife) -> str | None:
    """119.5: the player gains or loses the difference. With ``optional``, the ability's
    controller answers a yes-or-no question first (608.2d); "no" (the answer of a
    player who doesn't act) leaves the life total alone."""
    if e.optional and not isinstance(ctx.answer, Allow):
        ctx.pause("the controller may have a life total become a number")
        ctx.txn.emit(v.ChoiceRequested, ctx.game, "608.2d", player=ctx.controller,
                     kind="allow", amount=0)
        return PAUSE
    if e.optional and isinstance(ctx.answer, Allow) and not ctx.answer.yes:
        return None
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        actions.change_life(ctx.txn, ctx.game, pid, e.amount - ctx.game.player[pid].life,
                            "119.5")
    return None


# -- batch B11: exchanging life totals (701.12) ---------------------------------------------


@runs(m.ExchangeLife)
def _exchange_life(ctx: Ctx, e: m.ExchangeLife) -> None:
    """701.12c: each player gains or loses the difference to the other's life total as it
    was before the exchange, each change through the life replacement point (a Lich's
    gain becomes draws). 701.12a: all or nothing: a player who left the game, or whose
    life total can't change (119.8) while it would have to, stops the whole exchange."""
    one = [p for p in ctx.refs(e.who) if isinstance(p, str)]
    two = [p for p in ctx.refs(e.other) if isinstance(p, str)]
    if len(one) != 1 or len(two) != 1 or one[0] == two[0]:
        return
    a, b = ctx.game.player[one[0]], ctx.game.player[two[0]]
    if not (a.in_game and b.in_game) or a.life == b.life:
        return
    if life_locked(ctx.game, a.pid) or life_locked(ctx.game, b.pid):
        return
    before = {a.pid: a.life, b.pid: b.life}
    actions.change_life(ctx.txn, ctx.game, a.pid, before[b.pid] - before[a.pid], R.EXCHANGE_LIFE)
    actions.change_life(ctx.txn, ctx.game, b.pid, before[a.pid] - before[b.pid], R.EXCHANGE_LIFE)


# -- phasing (702.26) ------------------------------------------------------------------------

PHASING = "702.26a"


def _with_attachments(game: GameState, oids: list[int]) -> tuple[int, ...]:
    """Auras attached to a permanent phase out with it, indirectly (702.26g)."""
    out = list(oids)
    for oid in game.in_play:
        if game.objects[oid].attached_to in oids and oid not in out:
            out.append(oid)
    return tuple(out)


@runs(m.PhaseOut)
def _phase_out(ctx: Ctx, e: m.PhaseOut) -> None:
    going = [o.oid for o in ctx.permanents(e.what) if not o.phased_out]
    if not e.until:
        if going:
            ctx.txn.emit(v.PhasedOut, ctx.game, PHASING,
                         objs=_with_attachments(ctx.game, going))
        return
    for oid in going:  # each held out until the source leaves (610.4)
        ctx.txn.emit(v.PhasedOut, ctx.game, PHASING, objs=_with_attachments(ctx.game, [oid]))
        if ctx.obj.source is not None:
            ctx.txn.emit(v.EffectCreated, ctx.game, "610.4", effect=ctx.txn.new_id(),
                         kind=PHASE_LINK, source=ctx.obj.source, controller=ctx.controller,
                         subject=oid, power=0, toughness=0, until="")


@runs(m.PhaseIn)
def _phase_in(ctx: Ctx, e: m.PhaseIn) -> None:
    if e.what == "phased_out_with_this":  # the link ends first (610.4)
        links = ctx.links(PHASE_LINK)
        if not links:
            return
        ctx.txn.emit(v.EffectsEnded, ctx.game, "610.4", effects=tuple(f.effect for f in links))
        held: list[Target] = [f.subject for f in links if f.subject is not None]
    else:
        held = ctx.refs(e.what)
    back = [t for t in held if isinstance(t, int) and t in ctx.game.objects
            and ctx.game.objects[t].phased_out]
    if back:
        attached = [o for o in ctx.game.battlefield if ctx.game.objects[o].phased_out
                    and ctx.game.objects[o].attached_to in back]
        ctx.txn.emit(v.PhasedIn, ctx.game, PHASING, objs=tuple(back + attached),
                     tapped=e.tapped)


# -- subgames and cards from outside the game (727) -------------------------------------------


@runs(m.Subgame)
def _subgame(ctx: Ctx, e: m.Subgame) -> str | None:
    if isinstance(ctx.answer, subgames.SubgameOver):
        return None
    ctx.pause("a subgame is being played")
    subgames.start(ctx.txn, ctx.game, ctx.obj, e.starting_life)
    return PAUSE


@runs(m.FromOutside)
def _from_outside(ctx: Ctx, e: m.FromOutside) -> str | None:
    if not isinstance(ctx.answer, Wish):
        ctx.pause("waiting for a card from outside the game")
        subgames.ask_for_outside_card(ctx.txn, ctx.game, ctx.controller)
        return PAUSE
    subgames.bring_in(ctx.txn, ctx.game, ctx.controller, ctx.answer.card, e.kind, e.to,
                      or_exile=e.or_exile)
    return None


@runs(m.CastFromOutside)
def _cast_from_outside(ctx: Ctx, e: m.CastFromOutside) -> str | None:
    """One card at a time: each chosen card is cast at once, onto this game's stack,
    and the question comes again until the player chooses nothing."""
    if isinstance(ctx.answer, Wish) and ctx.answer.card is not None:
        new = subgames.bring_in(ctx.txn, ctx.game, ctx.controller, ctx.answer.card, e.kind,
                                "stack")
        if new is not None:
            stack.cast_without_paying(ctx.txn, ctx.game, ctx.controller, new)
    elif isinstance(ctx.answer, Wish):
        return None  # nothing more to cast
    if not outside.reachable(ctx.txn.state, ctx.game, ctx.controller, e.kind,
                              castable=True):
        return None
    ctx.pause("its controller may cast cards from outside the game")
    subgames.ask_for_outside_card(ctx.txn, ctx.game, ctx.controller)
    return PAUSE


#: the kind of effect record each ReplaceDraw makes, by what it does instead
DRAW_INSTEAD = {"card_from_outside": "next_draw_from_outside",
               "look_at_top_x": effect_kinds.LOOK_AT_TOP_INSTEAD}  # -- batch D-DRAW --


@runs(m.ReplaceDraw)
def _replace_draw(ctx: Ctx, e: m.ReplaceDraw) -> None:
    for pid in ctx.refs(e.who):
        ctx.txn.emit(v.EffectCreated, ctx.game, "614.1a", effect=ctx.txn.new_id(),
                     kind=DRAW_INSTEAD[e.instead], source=ctx.source_id,
                     controller=ctx.controller, subject=pid, power=ctx.amount(e.amount),
                     toughness=0, until=e.until)


def _ask_for_outside_card(txn: Txn, game: GameState, player: str, made: int) -> None:
    subgames.ask_for_outside_card(txn, game, player, made)


def _card_from_outside(txn: Txn, game: GameState, player: str, effect: Effect,
                       answer: object) -> None:
    """Instead of drawing, the player puts a card they own from outside the game into
    their hand (400.11b, 727.4); the "next time" effect is used up."""
    assert isinstance(answer, Wish)
    subgames.bring_in(txn, game, player, answer.card, "any")
    txn.emit(v.EffectsEnded, game, "614.3", effects=(effect.effect,))


#: the kinds of effect record that replace a draw, and what each does instead (614.1a);
#: :func:`shahrazad.rules.wiring.install` plugs them into :func:`actions.draw`
REPLACED_DRAWS = {
    DRAW_INSTEAD["card_from_outside"]: actions.DrawReplacement(
        _card_from_outside, _ask_for_outside_card,
        why="a draw is replaced: a card from outside the game instead"),
}


# -- copies (707) ----------------------------------------------------------------------------


@runs(m.CopySpell)
def _copy_spell(ctx: Ctx, e: m.CopySpell) -> str | None:
    spells = [o for t in ctx.refs(e.what) if (o := ctx.obj_of(t)) is not None
              and o.zone == "stack" and o.kind == "spell"]
    if not spells:
        return None
    spell = spells[0]
    colors = e.color or None
    if isinstance(ctx.answer, Retarget):
        copies.copy_spell(ctx.txn, ctx.game, spell, ctx.controller, ctx.answer.targets, colors)
        return None
    if e.new_targets and spell.targets:
        ctx.pause("the copy's controller may choose new targets for it")
        copies.ask_new_targets(ctx.txn, ctx.game, ctx.controller, spell)
        return PAUSE
    copies.copy_spell(ctx.txn, ctx.game, spell, ctx.controller, spell.targets, colors)
    return None


def _payer(ctx: Ctx, e: m.OfferCopy) -> str | None:
    who = ctx.refs(e.who)
    return who[0] if who and isinstance(who[0], str) else None


@runs(m.OfferCopy)
def _offer_copy(ctx: Ctx, e: m.OfferCopy) -> str | None:
    payer = _payer(ctx, e)
    this = ctx.game.objects.get(ctx.obj.oid)
    if payer is None or this is None or this.zone != "stack":
        return None  # nobody to offer it to, or nothing left to copy
    if isinstance(ctx.answer, Retarget):
        copies.copy_spell(ctx.txn, ctx.game, this, payer, ctx.answer.targets, None)
        return None
    if isinstance(ctx.answer, Accept):
        if not ctx.answer.yes:
            return None  # the answer's entry has paid the cost (shahrazad.decisions.kinds.choosing)
        if not this.targets:
            copies.copy_spell(ctx.txn, ctx.game, this, payer, (), None)
            return None
        ctx.pause("the player who paid may choose new targets for the copy")
        copies.ask_new_targets(ctx.txn, ctx.game, payer, this)
        return PAUSE
    if find_payment(ctx.game, payer, e.cost) is None:
        return None  # they can't pay: there is nothing to offer (601.2h)
    ctx.pause(f"{payer} may pay {e.cost} to copy it")
    ctx.txn.emit(v.ChoiceRequested, ctx.game, R.COPY_SPELL, player=payer, kind="accept",
                 amount=0)
    return PAUSE


@runs(m.EnterAsCopy)
def _enter_as_copy(ctx: Ctx, e: m.EnterAsCopy) -> str | None:

    if isinstance(ctx.answer, Choose):
        ctx.enter_as = ctx.answer.objs[0] if ctx.answer.objs else None
        return None
    # no choice to make: None; nothing to copy: it enters as itself
    return ask_choice(ctx, e)


@chooses(m.EnterAsCopy)
def _choose_copied(game: GameState, obj: Obj, e: m.EnterAsCopy) -> Choosing | None:
    pool = tuple(copies.copyable(game, e.of, obj))
    if not pool:
        return None
    return Choosing(obj.controller, pool, 0, 1, f"{obj.name} may enter as a copy of a {e.of}",
                    R.ENTERS_AS)


# -- planeswalkers and animated permanents (606, 613) -----------------------------------------


@runs(m.Animate)
def _animate(ctx: Ctx, e: m.Animate) -> None:
    for obj in ctx.permanents(e.what):
        ctx.txn.emit(v.PermanentAnimated, ctx.game, R.TYPE_LAYER, effect=ctx.txn.new_id(),
                     obj=obj.oid, source=ctx.source_id, controller=ctx.controller,
                     types=tuple(sorted(e.types)), subtypes=tuple(sorted(e.subtypes)),
                     power=ctx.amount(e.power), toughness=ctx.amount(e.toughness),
                     until=e.until)


@runs(m.ExileFromHand)
def _exile_from_hand(ctx: Ctx, e: m.ExileFromHand) -> str | None:

    if isinstance(ctx.answer, Choose):
        for oid in ctx.answer.objs:
            new = actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "exile",
                               "exiled from hand", R.EXILE)
            if new is not None:
                link_exile(ctx, new)
        return None
    return ask_choice(ctx, e)


def _player_choosing(game: GameState, obj: Obj, who: str, n: m.Amount) -> tuple[str, int]:
    """The player an effect of the resolving ``obj`` has choose, and how many (0 if
    nobody): the words a choosing effect takes, read as :meth:`Ctx.refs` reads them."""
    kind, _, index = who.partition(":")
    player: object = None
    if who == "you":
        player = obj.controller
    elif who == "subject":
        player = obj.subject
    elif kind == "target" and int(index) < len(obj.targets):
        player = obj.targets[int(index)]
    if not isinstance(player, str) or player not in game.player or \
            not game.player[player].in_game:
        return "", 0
    amount = n if isinstance(n, int) else obj.x if n == "X" else 0
    return player, amount


@chooses(m.ExileFromHand)
def _choose_exiled(game: GameState, obj: Obj, e: m.ExileFromHand) -> Choosing | None:
    player, n = _player_choosing(game, obj, e.who, e.amount)
    hand = tuple(game.player[player].hand) if player else ()
    n = min(n, len(hand))
    if not n:
        return None
    return Choosing(player, hand, n, n, f"{player} exiles {n} card(s) from their hand",
                    R.EXILE)


@runs(m.SacrificePermanents)
def _sacrifice_permanents(ctx: Ctx, e: m.SacrificePermanents) -> str | None:

    if isinstance(ctx.answer, Choose):
        for oid in ctx.answer.objs:
            obj = ctx.game.objects.get(oid)
            if obj is not None and obj.zone == "battlefield":
                actions.move(ctx.txn, ctx.game, obj, "graveyard", "sacrifice", R.SACRIFICE)
        return None
    return ask_choice(ctx, e)


@chooses(m.SacrificePermanents)
def _choose_sacrificed(game: GameState, obj: Obj, e: m.SacrificePermanents
                       ) -> Choosing | None:
    player, n = _player_choosing(game, obj, e.who, e.amount)
    mine = tuple(o for o in game.in_play if game.objects[o].controller == player) \
        if player else ()
    n = min(n, len(mine))
    if not n:
        return None
    return Choosing(player, mine, n, n, f"{player} sacrifices {n} permanent(s)", R.SACRIFICE)


# -- restarting the game (725) ------------------------------------------------------------------


@runs(m.Restart)
def _restart(ctx: Ctx, e: m.Restart) -> str:
    kept: tuple[int, ...] = ()
    if e.keep == "permanent_cards_exiled_with_this":
        exiled = [f.subject for f in ctx.links(EXILE_LINK) if isinstance(f.subject, int)]
        kept = tuple(o for o in exiled if o in ctx.game.objects
                     and ctx.game.objects[o].zone == "exile"
                     and printed(ctx.game.objects[o]).permanent
                     and "Aura" not in printed(ctx.game.objects[o]).subtypes)
    restart.restart(ctx.txn, ctx.game, ctx.controller, kept)
    # The old game is gone and its resolution with it: nothing of this effect is left to
    # follow, and the new game waits for its opening hands.
    return PAUSE
# -- as a permanent enters (614.1c) --------------------------------------------------------


def as_enters(txn: Txn, game: GameState, oid: int, x: int = 0) -> None:
    """What happens as a permanent enters (Lich: "As this enters, you lose life equal to
    your life total"), part of its entering, before any trigger goes on the stack
    (:func:`shahrazad.rules.wiring.install` gives it to :func:`actions.move`); ``x``: the
    X of the spell it was (-- batch B03 --: "enters with X +1/+1 counters", 107.3)."""
    obj = game.objects[oid]
    run(Ctx(txn, game, replace(obj, x=x) if x else obj, (), ()), printed(obj).as_enters)



# -- Auras ---------------------------------------------------------------------------------


# -- delayed triggered abilities, coin flips and die rolls (603.7, 705, 706) ---------------


@runs(m.DelayedTrigger)
def _delayed_trigger(ctx: Ctx, e: m.DelayedTrigger) -> None:
    """Set up the delayed ability (603.7): its moment, its controller, and the amount it
    remembers, worked out now; :mod:`shahrazad.rules.triggers` fires it when the moment
    comes, in this game."""
    ctx.txn.emit(v.DelayedTriggerCreated, ctx.game, R.DELAYED, delayed=ctx.txn.new_id(),
                 kind=e.at, controller=ctx.controller, amount=ctx.amount(e.amount),
                 source_name=ctx.obj.name)


def _follow(ctx: Ctx, effects: tuple[m.Effect, ...], flipper: str | None) -> None:
    """The effects that follow a flip or a roll, at once, as part of it: none of them
    asks a question (the card language refuses those there: ``BRANCH_EFFECTS``)."""
    before = ctx.flipper
    ctx.flipper = flipper
    try:
        for effect in effects:
            outcome = RUNNERS[type(effect)](ctx, effect)
            if outcome == PAUSE:  # the card language lets no such effect follow a flip
                raise AssertionError(f"{type(effect).__name__} paused after a flip or roll")
    finally:
        ctx.flipper = before


def _players(ctx: Ctx, refs: tuple[str, ...]) -> list[str]:
    """The players ``refs`` name, each once, in the order named, still in the game."""
    found: list[str] = []
    for ref in refs:
        for pid in ctx.refs(ref):
            if isinstance(pid, str) and pid not in found and ctx.game.player[pid].in_game:
                found.append(pid)
    return found


@runs(m.FlipCoin)
def _flip_coin(ctx: Ctx, e: m.FlipCoin) -> None:
    """Each player flips (``CoinFlipped``), then the effects of each one's outcome follow,
    in the order they flipped; with ``until_all_heads``, again until a round is all
    heads. A called flip (705.1) is called heads by its player: the call changes nothing
    of the odds, and a scenario states such a flip as won or lost."""
    flippers = _players(ctx, e.who)
    rule = R.COIN_FLIP if e.called else R.COIN_FLIP_UNCALLED
    while flippers:
        sides = [(pid, ctx.txn.flip_coin(ctx.game, pid, rule, "heads" if e.called else ""))
                 for pid in flippers]
        for pid, side in sides:
            if e.called:
                if side == "heads" and pid == ctx.controller:  # -- batch C-ANTE --
                    ctx.flips_won += 1
                _follow(ctx, e.won if side == "heads" else e.lost, pid)
            else:
                _follow(ctx, e.heads if side == "heads" else e.tails, pid)
        if e.repeat != "until_all_heads" or all(side == "heads" for _, side in sides):
            return


@runs(m.RollDie)
def _roll_die(ctx: Ctx, e: m.RollDie) -> None:
    """The player rolls (``DieRolled``); the effects that follow it see the result
    (``die_result``): first ``effects``, then those of each range that holds it."""
    for pid in _players(ctx, (e.who,)):
        rolled = ctx.txn.roll_die(ctx.game, pid, e.sides, R.DIE_ROLL)
        before, ctx.rolled = ctx.rolled, rolled
        try:
            _follow(ctx, e.effects, pid)
            for result in e.results:
                if result.low <= rolled <= result.high:
                    _follow(ctx, result.effects, pid)
        finally:
            ctx.rolled = before
# -- combat and damage: prevention, redirection, regeneration (614.9, 615, 701.19) ---------


#: what a shield's "by" names when no source restricts it
_ANY_SOURCE = "any_source"
#: the shield's source words that a choice on resolution settles (609.7, 615.8)
_CHOSEN = ("chosen_source", "chosen_unblocked_creature")


#: -- batch SHIELD --: the primitives whose source may be one of the controller's choice
_Shielding = m.PreventDamage | m.RedirectDamage | m.ReflectDamage


def _shield_source(ctx: Ctx, e: _Shielding) -> tuple[bool, int | None]:
    """The object whose damage a shield watches: (whether there is a shield to make, the
    object, or ``None`` for any source's). A chosen source comes from the ``choose``
    answer; with nothing to choose from there is no shield."""
    if e.by == _ANY_SOURCE:
        return True, None
    if e.by in _CHOSEN:
        if isinstance(ctx.answer, Choose) and ctx.answer.objs:
            return True, ctx.answer.objs[0]
        return False, None
    found = [t for t in ctx.refs(e.by) if isinstance(t, int)]
    return (True, found[0]) if found else (False, None)


def _ask_source(ctx: Ctx, e: _Shielding) -> str | None:
    """Ask the controller to choose the source as the effect resolves (609.7): PAUSE if
    asked; None if there is nothing to ask (no source to choose, or one was chosen)."""

    if e.by not in _CHOSEN or isinstance(ctx.answer, Choose):
        return None
    return ask_choice(ctx, e)


def _shield_amount(ctx: Ctx, amount: m.ShieldAmount) -> int:
    return ALL if amount == "all" else ctx.amount(amount)


def _protected(ctx: Ctx, to: str) -> list[Target | None]:
    """What a shield protects: each player or object ``to`` means, or anything."""
    if to in ("anything", "any_creature"):  # -- batch D-CONTROL --: what it watches then
        return [None]
    return [t for t in ctx.refs(to) if not isinstance(t, int) or (
        t in ctx.game.objects and ctx.game.objects[t].zone == "battlefield")]


@runs(m.PreventDamage)
def _prevent_damage(ctx: Ctx, e: m.PreventDamage) -> str | None:
    if _ask_source(ctx, e) == PAUSE:
        return PAUSE
    if e.by == _EACH_OF:  # -- batch B11 --: a shield for each of these sources
        sources: list[int | None] = [t for t in ctx.refs(e.by) if isinstance(t, int)]
    else:
        made, by = _shield_source(ctx, e)
        if not made:
            return None
        sources = [by]
    rule = "615.8" if e.next_time else "615.7" if e.amount != "all" else "615.1"
    for by in sources:
        for subject in _protected(ctx, e.to):
            damage.create_shield(ctx.txn, ctx.game, "prevent_half" if e.half else "prevent",
                                 ctx.controller, ctx.source_id,
                                 subject, _shield_amount(ctx, e.amount), rule, by=by,
                                 combat=e.combat, all_but=e.all_but, then=e.then,
                                 once=e.next_time, name=ctx.source.name,
                                 source_filter=e.source if e.by == "any_source" else None,
                                 targeting_it=e.targeting_it)
    return None


#: -- batch B11 --: the shield source word that names several sources (Feint's "that
#: creature and each creature blocking it")
_EACH_OF = "target_and_each_creature_blocking_it:0"


@runs(m.RedirectDamage)
def _redirect_damage(ctx: Ctx, e: m.RedirectDamage) -> str | None:
    if _ask_source(ctx, e) == PAUSE:
        return PAUSE
    made, by = _shield_source(ctx, e)
    instead = ctx.refs(e.instead)
    if not made or not instead:
        return None
    # -- batch D-CONTROL --: a redirection the controller may choose, each time it would
    # apply ("may_"); one that watches any creature (":creature")
    kind = ("may_" if e.optional else "") + "redirect" + \
        (damage.TO_ANY_CREATURE if e.to == "any_creature" else "")
    for subject in _protected(ctx, e.to):
        damage.create_shield(ctx.txn, ctx.game, kind, ctx.controller, ctx.source_id,
                             subject, _shield_amount(ctx, e.amount), "614.9", by=by,
                             combat=e.combat, to=instead[0], once=e.next_time,
                             name=ctx.source.name)
    return None


@runs(m.ReflectDamage)
def _reflect_damage(ctx: Ctx, e: m.ReflectDamage) -> str | None:
    """-- batch SHIELD --: a shield of kind ``reflect`` around the player, watching the
    chosen source, acting once (614.1a); the damage point adds this object's damage to
    the source's controller when it acts (:func:`shahrazad.rules.damage.plan`)."""
    if _ask_source(ctx, e) == PAUSE:
        return PAUSE
    made, by = _shield_source(ctx, e)
    if not made:
        return None
    for subject in _protected(ctx, e.to):
        # the object that deals the added damage changes as a spell leaves the stack
        # (400.7): the shield keeps its card, or the object when it has none
        origin = ctx.source.card if ctx.source.card is not None else ctx.source_id
        damage.create_shield(ctx.txn, ctx.game, "reflect", ctx.controller, ctx.source_id,
                             subject, ALL, R.REPLACEMENT, by=by, once=True, to=origin,
                             name=ctx.source.name)
    return None


def _chosen_source_pool(game: GameState, e: _Shielding,
                        obj: Obj) -> tuple[int, ...]:
    """What a source of one's choice may be: an object on the battlefield or a spell on
    the stack, of the color given (609.7); an unblocked creature is an attacking creature
    no creature blocked (509.1h)."""
    if e.by == "chosen_unblocked_creature":
        return tuple(o for o in game.in_play if is_creature(game, game.objects[o])
                     and is_unblocked(game, game.objects[o]))
    pool = [*game.in_play, *(o for o in game.stack if game.objects[o].kind == "spell")]
    if isinstance(e, m.PreventDamage) and e.source is not None:  # -- batch B07 --
        pool = [o for o in pool if matches(game, e.source, game.objects[o], obj.controller)]
    color = "" if isinstance(e, m.ReflectDamage) else e.color
    return tuple(o for o in pool
                 if not color or set(colors(game, game.objects[o])) & set(color))


def _choose_source(game: GameState, obj: Obj, e: _Shielding) -> Choosing | None:
    if e.by not in _CHOSEN:
        return None
    pool = _chosen_source_pool(game, e, obj)
    if not pool:
        return None
    what = "an unblocked creature" if e.by == "chosen_unblocked_creature" else "a source"
    return Choosing(obj.controller, pool, 1, 1,
                    f"{obj.controller} chooses {what} for {obj.name}'s effect", "609.7")


chooses(m.PreventDamage)(_choose_source)
chooses(m.RedirectDamage)(_choose_source)
chooses(m.ReflectDamage)(_choose_source)  # -- batch SHIELD --


@runs(m.Regenerate)
def _regenerate(ctx: Ctx, e: m.Regenerate) -> None:
    """A regeneration shield for each permanent (701.19a), used by its next destruction."""
    for obj in ctx.permanents(e.what):
        damage.create_shield(ctx.txn, ctx.game, "regenerate", ctx.controller,
                             ctx.source_id, obj.oid, 1, "701.19a", once=True,
                             name=ctx.source.name)


#: -- batch SHIELD --: the moments of a delayed ability when its source leaves the
#: battlefield: set up by a source already gone, it could never trigger, and isn't
_ON_LEAVING_THIS = ("this_leaves", "this_leaves_this_turn",
                    "this_leaves_or_becomes_untapped")  # -- batch d-misc --


@runs(m.Delay)
def _delay(ctx: Ctx, e: m.Delay) -> None:
    """A delayed triggered ability (603.7): the card's ability ``e.ability`` triggers at the
    moment ``e.at``, about each object ``e.subject`` means now."""
    if e.if_activated_at_least:  # -- batch B03 --: the activations this turn (602.5b)
        src = ctx.game.objects.get(ctx.obj.source) if ctx.obj.source is not None else None
        done = src.activated.count(ctx.obj.ability) if src is not None else 0
        if done < e.if_activated_at_least:
            return
    if e.at in _ON_LEAVING_THIS and ctx.source.zone != "battlefield":
        return  # -- batch SHIELD --: gone already, it will never leave (the 2018 ruling)
    source, name = ctx.source_id, ctx.source.name
    if name != ctx.obj.name and ctx.obj.kind == "trigger" and \
            _has_delayed(ctx.obj.name, e.ability):
        name = ctx.obj.name  # -- batch D-TRIG --: the card whose delayed ability it is
    if e.this_is == "attached":  # -- batch D-TRIG --: "the first creature", remembered
        # the Aura as it last existed, if it has left since the ability triggered (608.2h)
        host = ctx.last_known_source.attached_to
        if host is not None:
            source = host
    for subject in ctx.refs(e.subject):
        delayed = ctx.txn.new_id()
        ctx.txn.emit(v.DelayedTriggerCreated, ctx.game, R.DELAYED, delayed=delayed,
                     kind=f"{DELAYED_PREFIX}{e.at}", controller=ctx.controller,
                     amount=e.ability, source_name=name, subject=subject,
                     source=source)
        if e.unless_paid is not None and isinstance(subject, str):  # -- batch D-CONTROL --
            _offer(ctx, PAY_TO_STOP_DELAYED, subject, delayed, e.unless_paid, 0, "")


def _has_delayed(name: str, index: int) -> bool:
    """-- batch D-TRIG --: whether the card called ``name`` has a delayed ability of that
    number (the card a chained delayed ability comes from)."""
    try:
        found = m.trigger_at(pool.card(name), index)
    except KeyError:
        return False
    return found is not None and found.when == "delayed"


def _remove_any_number(ctx: Ctx, e: m.RemoveCounters) -> str | None:
    """-- batch SHIELD --: the controller chooses how many of the counters to remove, none
    to all (a ``word`` decision bounded by how many there are); ``amount_paid`` is that
    number. With none there, nothing is asked and none is removed."""
    holders = list(ctx.permanents(e.what))
    have = holders[0].counters.get(e.counter, 0) if holders else 0
    if not isinstance(ctx.answer, Word):
        if have <= 0:
            ctx.paid = 0
            return None
        ctx.pause(f"{ctx.controller} may remove any number of {e.counter} counters")
        ctx.txn.emit(v.ChoiceRequested, ctx.game, R.RESOLVE_CHOICE, player=ctx.controller,
                     kind="word", amount=have)
        return PAUSE
    n = min(int(ctx.answer.chosen[0]), have)
    if n > 0:
        actions.add_counters(ctx.txn, ctx.game, holders[0].oid, e.counter, -n)
    ctx.paid = n
    return None


# -- batch B01: counters removed by an effect (122) -----------------------------------------


@runs(m.RemoveCounters)
def _remove_counters(ctx: Ctx, e: m.RemoveCounters) -> str | None:
    """The counters come off the first object ``what`` means that has enough of them;
    with none such, nothing is removed and the rest doesn't happen (:data:`STOP`)."""
    if e.any_number:  # -- batch SHIELD --
        return _remove_any_number(ctx, e)
    n = ctx.amount(e.amount)
    holders = [o for t in ctx.refs(e.what) if (o := ctx.obj_of(t)) is not None
               and (o.zone == "battlefield" or (o.zone == "exile" and o.oid == ctx.source_id))
               and o.counters.get(e.counter, 0) >= n]  # -- batch MISC --: its own, in exile
    if not holders or n <= 0:
        return STOP
    if e.optional:
        if isinstance(ctx.answer, Allow):
            if not ctx.answer.yes:
                return STOP
        else:
            pid = ctx.controller
            if pid not in ctx.game.player or not ctx.game.player[pid].in_game:
                return STOP
            ctx.pause(f"{pid} may remove {n} {e.counter} counter(s)")
            ctx.txn.emit(v.ChoiceRequested, ctx.game, R.RESOLVE_CHOICE, player=pid,
                         kind="allow", amount=0)
            return PAUSE
    actions.add_counters(ctx.txn, ctx.game, holders[0].oid, e.counter, -n)
    return None


# -- batch B01: paying any amount of mana (608.2d) -------------------------------------------


@runs(m.PayAnyMana)
def _pay_any_mana(ctx: Ctx, e: m.PayAnyMana) -> str | None:
    """{1} at a time: each ``accept yes`` pays it (the decision pays before resuming) and
    asks again; the question's amount carries what was paid so far, so a resumed
    resolution knows it. ``accept no``, or nothing more to pay with, ends the payments."""
    paid = ctx.asked if ctx.answer is not None else 0
    if isinstance(ctx.answer, Accept) and ctx.answer.yes:
        paid += 1
    elif isinstance(ctx.answer, Accept):
        ctx.paid = paid
        return None
    pid = _one_player(ctx, e.who)
    if pid is None or find_payment(ctx.game, pid, e.mana) is None:
        ctx.paid = paid
        return None
    return _ask(ctx, pid, paid, f"{pid} may pay any amount of mana ({paid} so far)", "accept")


# -- batch B01: last known controllers, moving an Aura (608.2h, 701.3) -----------------------


def _moved_aura(game: GameState, obj: Obj, e: m.AttachThis) -> Obj | None:
    """The Aura an ``attach_this`` moves: the source of the resolving ability, or the
    spell's first target."""
    if e.what == "this":
        return game.objects.get(obj.source) if obj.source is not None else None
    target = obj.targets[0] if obj.targets else None
    return game.objects.get(target) if isinstance(target, int) else None


def _attaching_player(game: GameState, obj: Obj, who: str) -> str | None:
    if who == "you":
        return obj.controller
    if who == "subject":
        return obj.subject if isinstance(obj.subject, str) else None
    if who == "controller_of_subject":
        subject = obj.subject
        return last_controller(game, subject) if isinstance(subject, int) else subject
    raise ValueError(f"attach_this: who is you, subject or controller_of_subject, not {who!r}")


@chooses(m.AttachThis)
def _choose_host(game: GameState, obj: Obj, e: m.AttachThis) -> Choosing | None:
    aura = _moved_aura(game, obj, e)
    if aura is None or aura.zone != "battlefield":
        return None
    player = _attaching_player(game, obj, e.who)
    if player is None or player not in game.player or not game.player[player].in_game:
        return None
    enchant = defn(game, aura).enchant
    kinds: frozenset[str] = frozenset()
    if e.like_host:
        host = game.objects.get(aura.attached_to) if aura.attached_to is not None else None
        if host is None:
            return None
        kinds = frozenset(traits(game, host).types) & frozenset(e.to.types)
    pool = tuple(o.oid for o in select(game, e.to, player, aura)
                 if o.oid not in (aura.oid, aura.attached_to)
                 and (not e.like_host or kinds & frozenset(defn(game, o).types))
                 and (enchant is None or enchantable(game, aura, enchant, o))
                 and not cant(game, o, "be_enchanted"))  # -- batch B06 --: 303.4
    if not pool:
        return None
    return Choosing(player, pool, 0 if e.optional else 1, 1,
                    f"{player} may attach {aura.name} to a permanent of their choice",
                    "701.3a")


@runs(m.AttachThis)
def _attach_this(ctx: Ctx, e: m.AttachThis) -> str | None:

    if isinstance(ctx.answer, Choose):
        aura = _moved_aura(ctx.game, ctx.obj, e)
        if ctx.answer.objs and aura is not None and aura.zone == "battlefield":
            ctx.txn.emit(v.Attached, ctx.game, "701.3a", obj=aura.oid, to=ctx.answer.objs[0])
        return None
    return ask_choice(ctx, e)




# -- batch D-TRIG: an Aura card returning from the graveyard (303.4f, 613.1d) ----------------


def _returning_aura(game: GameState, obj: Obj) -> Obj | None:
    """The card the resolving ability's source became, still in the graveyard."""
    found = [game.objects[o] for o in this_card(game, obj.source or 0)
             if isinstance(o, int) and game.objects[o].zone == "graveyard"]
    return found[0] if found else None


def _returning_hosts(game: GameState, obj: Obj, e: m.ReturnAura) -> tuple[str, tuple[int, ...]]:
    """Who chooses where the Aura returns, and what it could enchant there (303.4f), as
    the ability's controller's."""
    card = _returning_aura(game, obj)
    player, _ = _player_choosing(game, obj, e.chooser, 0)
    if card is None or not player:
        return player, ()
    return player, _aura_hosts(game, replace(card, controller=obj.controller), player)


@chooses(m.ReturnAura)
def _choose_aura_host(game: GameState, obj: Obj, e: m.ReturnAura) -> Choosing | None:
    player, pool = _returning_hosts(game, obj, e)
    if not pool:
        return None
    return Choosing(player, pool, 1, 1, f"{player} chooses what {obj.name} returns "
                    "attached to", "303.4f")


@runs(m.ReturnAura)
def _return_aura(ctx: Ctx, e: m.ReturnAura) -> str | None:
    if not isinstance(ctx.answer, Choose) and ask_choice(ctx, e) == PAUSE:
        return PAUSE
    card = _returning_aura(ctx.game, ctx.obj)
    if card is None:
        return None  # it has left the graveyard: nothing returns (400.7)
    host = ctx.answer.objs[0] if isinstance(ctx.answer, Choose) and ctx.answer.objs else None
    chooser, _ = _player_choosing(ctx.game, ctx.obj, e.chooser, 0)
    new = actions.move(ctx.txn, ctx.game, card, "battlefield", "returned to the battlefield",
                       "303.4f", controller=ctx.controller)
    if new is None:
        return None
    if host is not None:
        ctx.txn.emit(v.Attached, ctx.game, "303.4f", obj=new, to=host)
        return None
    # no permanent to enchant: a non-Aura enchantment, its chosen player the chooser
    data = changes_to_data(m.Changes(lose_subtypes=frozenset({"Aura"})))
    ctx.txn.emit(v.ContinuousEffectCreated, ctx.game, "613.1d", effect=ctx.txn.new_id(),
                 kind=CONTINUOUS, source=ctx.source_id, controller=ctx.controller,
                 objs=(new,), changes=data, until="")
    if chooser:
        record_choice(ctx.txn, ctx.game, new, chooser, ctx.controller)
    return None


# -- batch B01: returning cards of a player's choice (608.2d) --------------------------------


#: the question's amount of a ReturnChosen: how many it returns, worked out as it first
#: asked (its count of what was done "this way" is gone once the resolution resumes)
@chooses(m.ReturnChosen)
def _choose_returned(game: GameState, obj: Obj, e: m.ReturnChosen) -> Choosing | None:
    player, _ = _player_choosing(game, obj, e.who, 0)
    if not player:
        return None
    pending = game.choice
    n = pending.amount if pending is not None and pending.kind == "choose" else 0
    grave = tuple(game.player[player].graveyard)
    n = min(n, len(grave))
    if not n:
        return None
    return Choosing(player, grave, n, n, f"{player} returns {n} card(s) from their graveyard "
                    "to their hand", R.RESOLVE_CHOICE)


@runs(m.ReturnChosen)
def _return_chosen(ctx: Ctx, e: m.ReturnChosen) -> str | None:
    if isinstance(ctx.answer, Choose):
        for oid in ctx.answer.objs:
            actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "hand",
                         "returned from graveyard", R.RESOLVE)
        return None
    pid = _one_player(ctx, e.who)
    if pid is None:
        return None
    grave = list(ctx.game.player[pid].graveyard)
    n = min(ctx.amount(e.amount, pid), len(grave))
    if n <= 0:
        return None
    if n == len(grave):  # all of them: no choice to make
        for oid in grave:
            actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "hand",
                         "returned from graveyard", R.RESOLVE)
        return None
    ctx.pause(f"{pid} returns {n} card(s) from their graveyard to their hand")
    choosing.ask(ctx.txn, ctx.game, Choosing(pid, tuple(grave), n, n, "", R.RESOLVE_CHOICE))
    return PAUSE


# -- batch B02: tapping a player's lands, losing unspent mana --------------------------


@runs(m.TapLands)
def _tap_lands(ctx: Ctx, e: m.TapLands) -> None:
    """Each untapped land the players control (with a mana ability, if so said) taps."""
    for pid in ctx.refs(e.who):
        for oid in list(ctx.game.in_play):
            obj = ctx.game.objects[oid]
            if obj.controller != pid or obj.tapped or not is_type(ctx.game, obj, "Land"):
                continue
            if e.with_mana_abilities and not any(a.mana for a in abilities(ctx.game, obj)):
                continue
            actions.tap(ctx.txn, ctx.game, obj)


@runs(m.AttackWithoutTapping)
def _attack_without_tapping(ctx: Ctx, e: m.AttackWithoutTapping) -> None:
    ctx.txn.emit(v.EffectCreated, ctx.game, "508.1f", effect=ctx.txn.new_id(),
                 kind=effect_kinds.ATTACKS_UNTAPPED, source=ctx.source_id,
                 controller=ctx.controller,
                 subject=ctx.controller, power=0, toughness=0, until="end_of_combat")


@runs(m.LoseUnspentMana)
def _lose_unspent_mana(ctx: Ctx, e: m.LoseUnspentMana) -> None:
    for pid in ctx.refs(e.who):
        if isinstance(pid, str) and whole_pool(ctx.game, pid):  # -- batch c-mana --
            plain, restricted = (ctx.game.player[pid].mana,
                                 ctx.game.player[pid].restricted_mana)
            ctx.txn.emit(v.ManaEmptied, ctx.game, R.MANA_EMPTIES, player=pid,
                         mana=whole_pool(ctx.game, pid))
            if e.you_add:  # -- batch d-misc --: the mana lost, into the controller's pool
                _add_lost_mana(ctx, plain, restricted)


def ask_choice(ctx: Ctx, e: m.Effect) -> str | None:
    """Ask the choice ``e`` needs as it resolves (608.2d): pause the resolution and
    return PAUSE, or ``None`` if there is nothing to choose."""
    choice = choosing.choice_of(ctx.game, ctx.obj, e)
    if choice is None:
        return None
    ctx.pause(choice.what)
    choosing.ask(ctx.txn, ctx.game, choice)
    return PAUSE


# -- batch B04: hidden information shown (701.20, 400.2) -----------------------------------


@runs(m.RevealHand)
def _reveal_hand(ctx: Ctx, e: m.RevealHand) -> None:
    for pid in ctx.refs(e.who):
        if not isinstance(pid, str) or not ctx.game.player[pid].in_game:
            continue
        hand = tuple(ctx.game.player[pid].hand)
        seen_by = tuple(ctx.game.living) if e.to == "each_player" else (ctx.controller,)
        ctx.txn.emit(v.CardsRevealed, ctx.game, R.REVEAL if e.to == "each_player" else R.LOOK,
                     player=pid, seen_by=seen_by,
                     cards=tuple(ctx.game.objects[o].card or 0 for o in hand), objs=hand)


# -- batch B04: a choice made as it resolves (608.2d) -----------------------------------------


@runs(m.ChooseOne)
def _choose_one(ctx: Ctx, e: m.ChooseOne) -> str | None:
    """The controller names an option (a ``word`` decision); its effects follow at once."""
    if not isinstance(ctx.answer, Word):
        if ctx.controller not in ctx.game.player or not ctx.game.player[ctx.controller].in_game:
            return None
        return _ask_word(ctx, f"{ctx.controller} chooses one of "
                              f"{', '.join(o.word for o in e.options)}")
    chosen = ctx.answer.chosen[0]
    option = next(o for o in e.options if o.word == chosen)
    _follow(ctx, option.effects, ctx.flipper)
    return None


# -- batch B04: "if ..., ..." on resolution (608.2c) -------------------------------------------


@runs(m.OnlyIf)
def _only_if(ctx: Ctx, e: m.OnlyIf) -> str | None:
    if ctx.amount(e.count) >= e.at_least:
        return None
    _follow(ctx, e.otherwise, ctx.flipper)
    return STOP


# -- batch B04: the top of a library looked at and put back in any order (401.2) ---------


def _looked_at(game: GameState, obj: Obj, e: m.LookAtTop) -> tuple[str, tuple[int, ...]]:
    """Whose library the effect looks at, and its top cards (fewer if it is smaller)."""
    pid, n = _player_choosing(game, obj, e.who, e.amount)
    return pid, tuple(game.player[pid].library[:n]) if pid else ()


@chooses(m.LookAtTop)
def _order_top(game: GameState, obj: Obj, e: m.LookAtTop) -> Choosing | None:
    pid, top = _looked_at(game, obj, e)
    if len(top) < 2 or not e.reorder:
        return None
    return Choosing(obj.controller, top, len(top), len(top),
                    f"the order to put the top {len(top)} cards of {pid}'s library back "
                    "in, top first", R.LIBRARY_ORDER)


@runs(m.LookAtTop)
def _look_at_top(ctx: Ctx, e: m.LookAtTop) -> str | None:
    """The controller looks (``CardsRevealed`` to them alone), then orders them."""
    pid, top = _looked_at(ctx.game, ctx.obj, e)
    if not top:
        return None
    if isinstance(ctx.answer, Choose):
        order = tuple(ctx.answer.objs)
        rest = tuple(ctx.game.player[pid].library[len(top):])
        if order != top:
            ctx.txn.emit(v.LibraryOrdered, ctx.game, R.LIBRARY_ORDER, player=pid,
                         order=order + rest)
        return None
    ctx.txn.emit(v.CardsRevealed, ctx.game, R.LOOK, player=pid, seen_by=(ctx.controller,),
                 cards=tuple(ctx.game.objects[o].card or 0 for o in top), objs=top)
    if not e.reorder:  # -- batch B10 --: they stay as they were
        return None
    return ask_choice(ctx, e)


# -- batch c-mana: cards put on top of a library in any order (401.4) ------------------------


def _put_on_top_cards(game: GameState, targets: tuple[int, ...]) -> tuple[int, ...]:
    """The cards the effect puts on top of a library: those still in a graveyard, hand or
    exile (a card that has moved on is a new object, 400.7)."""
    return tuple(t for t in targets if t in game.objects
                 and game.objects[t].zone in ("graveyard", "hand", "exile"))


@chooses(m.PutOnTop)
def _order_put_on_top(game: GameState, obj: Obj, e: m.PutOnTop) -> Choosing | None:
    # the targets still where they were (in a graveyard a card's targeting qualities
    # don't change; one that left is a new object, 400.7)
    cards = _put_on_top_cards(game, tuple(t for t in obj.targets if isinstance(t, int)))
    owners = {game.objects[c].owner for c in cards}
    if len(cards) < 2 or len(owners) != 1:
        return None
    return Choosing(owners.pop(), cards, len(cards), len(cards),
                    f"the order to put {len(cards)} cards on top of the library in, top "
                    "first", "401.4")


@runs(m.PutOnTop)
def _put_on_top(ctx: Ctx, e: m.PutOnTop) -> str | None:
    cards = _put_on_top_cards(ctx.game, tuple(
        t for t in ctx.refs(e.what) if isinstance(t, int)))
    if isinstance(ctx.answer, Choose):
        cards = tuple(ctx.answer.objs)
    elif len(cards) > 1 and ask_choice(ctx, e) == PAUSE:
        return PAUSE
    for oid in reversed(cards):  # the last one first: the first named ends on top
        new = actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "library",
                           "put on top of its owner's library", "401.4", place="top")
        if new is not None:
            ctx.this_way.append(new)
    return None


# -- batch B05: graveyards and libraries -----------------------------------------------------


@runs(m.Mill)
def _mill(ctx: Ctx, e: m.Mill) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        n = ctx.amount(e.amount, pid)
        for oid in list(ctx.game.player[pid].library[:n]):  # the top card first (701.17a)
            new = actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "graveyard", "milled",
                               R.MILL)
            if new is not None:
                ctx.this_way.append(new)


@runs(m.ExileGraveyard)
def _exile_graveyard(ctx: Ctx, e: m.ExileGraveyard) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        for oid in list(ctx.game.player[pid].graveyard):
            new = actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "exile", "exile",
                               R.EXILE)
            if new is not None:
                ctx.this_way.append(new)


# -- batch B05: what lands tapped for mana produce (614.1a) ---------------------------------


@runs(m.ProduceInstead)
def _produce_instead(ctx: Ctx, e: m.ProduceInstead) -> None:
    whom = [ctx.controller] if e.what == "lands_you_control" else ctx.refs(e.what)
    for subject in whom:
        ctx.txn.emit(v.EffectCreated, ctx.game, "614.1a", effect=ctx.txn.new_id(),
                     kind=f"{PRODUCES_INSTEAD}{e.of or '*'}{e.instead}",
                     source=ctx.source_id, controller=ctx.controller, subject=subject,
                     power=0, toughness=0, until=e.until)


# -- batch B08: the least of a group (608.2d) ---------------------------------------------------


def _least_power(game: GameState, obj: Obj, e: m.DestroyLeast) -> tuple[int, ...]:
    """The permanents ``e.what`` picks whose power is the least of them all."""
    source = game.objects.get(obj.source) if obj.source is not None else obj
    group = select(game, e.what, obj.controller, source or obj)
    if not group:
        return ()
    least = min(power(game, o) for o in group)
    return tuple(o.oid for o in group if power(game, o) == least)


@chooses(m.DestroyLeast)
def _choose_least(game: GameState, obj: Obj, e: m.DestroyLeast) -> Choosing | None:
    tied = _least_power(game, obj, e)
    if len(tied) < 2:
        return None
    return Choosing(obj.controller, tied, 1, 1, f"{obj.controller} chooses which of the "
                    "permanents tied for the least power is destroyed", R.RESOLVE_CHOICE)


@runs(m.DestroyLeast)
def _destroy_least(ctx: Ctx, e: m.DestroyLeast) -> str | None:
    if isinstance(ctx.answer, Choose):
        chosen: tuple[int, ...] = tuple(ctx.answer.objs)
    else:
        chosen = _least_power(ctx.game, ctx.obj, e)
        if len(chosen) > 1:
            return ask_choice(ctx, e)
    for oid in chosen:
        obj = ctx.game.objects.get(oid)
        if obj is not None and obj.zone == "battlefield":
            actions.destroy(ctx.txn, ctx.game, obj, can_regenerate=not e.cant_be_regenerated)
    return None


# -- batch MISC: what an ability did, remembered by its linked ability (607.2) -----------


@runs(m.Remember)
def _remember(ctx: Ctx, e: m.Remember) -> None:
    for obj in ctx.permanents(e.what):
        ctx.txn.emit(v.EffectCreated, ctx.game, "607.2", effect=ctx.txn.new_id(),
                     kind=effect_kinds.REMEMBERED, source=ctx.source_id,
                     controller=ctx.controller,
                     subject=obj.oid, power=0, toughness=0, until="")


def _remembered(game: GameState, source: int) -> list[Effect]:
    """The records of the permanents ``source`` remembers that are still on the
    battlefield (a permanent that left is a new object, 400.7: no longer remembered)."""
    return [f for f in game.effects.values() if f.kind == effect_kinds.REMEMBERED
            and f.source == source
            and isinstance(f.subject, int) and f.subject in game.objects
            and game.objects[f.subject].zone == "battlefield"]


@chooses(m.RemoveAllCountersFromARemembered)
def _choose_remembered(game: GameState, obj: Obj, e: m.RemoveAllCountersFromARemembered
                       ) -> Choosing | None:
    source = obj.source if obj.source is not None else obj.oid
    pool = tuple(sorted({f.subject for f in _remembered(game, source)
                         if isinstance(f.subject, int)}))
    if len(pool) < 2:
        return None
    return Choosing(obj.controller, pool, 1, 1, f"{obj.controller} chooses a permanent to "
                    f"remove all {e.counter} counters from", R.RESOLVE_CHOICE)


@runs(m.RemoveAllCountersFromARemembered)
def _remove_from_remembered(ctx: Ctx, e: m.RemoveAllCountersFromARemembered) -> str | None:
    records = _remembered(ctx.game, ctx.source_id)
    if isinstance(ctx.answer, Choose):
        chosen = tuple(ctx.answer.objs)
    else:
        chosen = tuple({f.subject for f in records if isinstance(f.subject, int)})
        if len(chosen) > 1:
            return ask_choice(ctx, e)
    for oid in chosen:
        have = ctx.game.objects[oid].counters.get(e.counter, 0)
        if have:
            actions.add_counters(ctx.txn, ctx.game, oid, e.counter, -have)
        ctx.txn.emit(v.EffectsEnded, ctx.game, "607.2",
                     effects=tuple(f.effect for f in records if f.subject == oid))
    return None


# -- batch B08: a destruction replaced by removing damage (614.1a) ------------------------------


@runs(m.RemoveDamageInstead)
def _remove_damage_instead(ctx: Ctx, e: m.RemoveDamageInstead) -> None:
    for obj in ctx.permanents(e.what):
        damage.create_shield(ctx.txn, ctx.game, REMOVE_DAMAGE_INSTEAD, ctx.controller,
                             ctx.source_id, obj.oid, 1, "614.1a", once=True,
                             name=ctx.source.name)


# -- batch B06: "doesn't untap during its controller's untap step" for a while (502.3) -----

#: the kind of effect record a :class:`~shahrazad.cards.model.DoesntUntap` makes
DOESNT_UNTAP = durations.DOESNT_UNTAP


@runs(m.DoesntUntap)
def _doesnt_untap(ctx: Ctx, e: m.DoesntUntap) -> None:
    """One ``doesnt_untap`` record for each permanent ``what`` means (none if the
    duration's condition is over already, 611.2b); :mod:`shahrazad.rules.turns` reads
    them in the untap step."""
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is None or obj.zone != "battlefield" or \
                not durations.holds(ctx.game, e.until, ctx.source_id, ctx.controller,
                                    since=ctx.obj.created_at):
            continue
        ctx.txn.emit(v.EffectCreated, ctx.game, R.UNTAP, effect=ctx.txn.new_id(),
                     kind=DOESNT_UNTAP, source=ctx.source_id, controller=ctx.controller,
                     subject=obj.oid, power=0, toughness=0, until=e.until)


# -- batch B06: control given to a player other than the effect's controller (613.1b) -----


@runs(m.GainControl)
def _gain_control(ctx: Ctx, e: m.GainControl) -> None:
    """The first player ``who`` means gains control of each permanent ``what`` means."""
    players = [p for p in ctx.refs(e.who) if isinstance(p, str)]
    if not players:
        return
    for obj in ctx.permanents(e.what):
        gain_control(ctx.txn, ctx.game, obj, players[0], R.CONTROL_LAYER, until=e.until,
                     source=ctx.source_id)


# -- batch B06: choices paid for as a permanent enters, remembered as its number (614.1c) --


@runs(m.PayAnyLife)
def _pay_any_life(ctx: Ctx, e: m.PayAnyLife) -> str | None:
    """Ask how much (``word N``, the bound in the question's amount), pay it (119.4), and
    remember it as the permanent's chosen number."""
    pid = ctx.controller
    if not isinstance(ctx.answer, Word):
        bound = min(ctx.amount(e.upto) + ctx.amount(e.and_upto),
                    max(0, ctx.game.player[pid].life))
        ctx.pause(f"{pid} pays any amount of life up to {bound}")
        ctx.txn.emit(v.ChoiceRequested, ctx.game, R.RESOLVE_CHOICE, player=pid, kind="word",
                     amount=bound)
        return PAUSE
    paid = int(ctx.answer.chosen[0])
    if paid:
        actions.change_life(ctx.txn, ctx.game, pid, -paid, R.PAY_LIFE)
    ctx.chosen = str(paid)
    return None


@runs(m.SacrificeAnyNumber)
def _sacrifice_any_number(ctx: Ctx, e: m.SacrificeAnyNumber) -> str | None:
    """Ask which (``choose``), sacrifice them together, remember how many."""
    if not isinstance(ctx.answer, Choose):
        if ask_choice(ctx, e) == PAUSE:
            return PAUSE
        ctx.chosen = "0"  # nothing to sacrifice: none
        return None
    gone = 0
    with ctx.txn.together():
        for oid in ctx.answer.objs:
            obj = ctx.game.objects.get(oid)
            if obj is not None and obj.zone == "battlefield" and obj.controller == ctx.controller:
                actions.move(ctx.txn, ctx.game, obj, "graveyard", "sacrifice", R.SACRIFICE)
                gone += 1
    ctx.chosen = str(gone)
    return None


@chooses(m.SacrificeAnyNumber)
def _choose_any_number(game: GameState, obj: Obj, e: m.SacrificeAnyNumber
                       ) -> Choosing | None:
    pool = tuple(o.oid for o in select(game, e.what, obj.controller, obj)
                 if o.controller == obj.controller)
    if not pool:
        return None
    return Choosing(obj.controller, pool, 0, len(pool),
                    f"{obj.controller} sacrifices any number of permanents as {obj.name} "
                    "enters", R.SACRIFICE)


# -- batch B06: exchange of control (701.12) ----------------------------------------------


def _highest(game: GameState, e: m.ExchangeHighest, pid: str, source: Obj) -> tuple[int, ...]:
    """``pid``'s permanents ``e.what`` picks with the highest mana value (ties: all)."""
    mine = [o for o in select(game, e.what, pid, source) if o.controller == pid]
    if not mine:
        return ()
    top = max(mana_value(o) for o in mine)
    return tuple(o.oid for o in mine if mana_value(o) == top)


def _exchangers(game: GameState, you: str, other: str | None) -> tuple[str, str] | None:
    """The two players of an exchange: none if they are one player (701.12b)."""
    if other is None or other == you or other not in game.player or \
            not game.player[other].in_game:
        return None
    return you, other


@runs(m.ExchangeHighest)
def _exchange_highest(ctx: Ctx, e: m.ExchangeHighest) -> str | None:
    """Each side's pick: its one highest, or the one its controller chooses among those
    tied (asked in turn, the first pick kept in the second question's amount); then both
    change hands at once (701.12b), each for the rest of the game."""
    others = [p for p in ctx.refs(e.with_) if isinstance(p, str)]
    pair = _exchangers(ctx.game, ctx.controller, others[0] if others else None)
    if pair is None:
        return None
    source = ctx.source
    picks: dict[str, int] = {}
    if isinstance(ctx.answer, Choose) and ctx.answer.objs:
        picks[ctx.answerer] = ctx.answer.objs[0]
        if ctx.asked:
            earlier = ctx.game.objects.get(ctx.asked)
            if earlier is not None:
                picks[earlier.controller] = ctx.asked
    for pid in pair:
        tied = _highest(ctx.game, e, pid, source)
        if not tied:
            return None  # one side has none: no exchange (701.12a)
        if pid in picks and picks[pid] in tied:
            continue
        if len(tied) == 1:
            picks[pid] = tied[0]
            continue
        ctx.pause(f"{pid} chooses which of their tied permanents is exchanged")
        earlier_pick = next((picks[p] for p in pair if p in picks), 0)
        ctx.txn.emit(v.ChoiceRequested, ctx.game, "701.12b", player=pid, kind="choose",
                     amount=earlier_pick)
        return PAUSE
    you, other = pair
    mine, theirs = ctx.game.objects[picks[you]], ctx.game.objects[picks[other]]
    gain_control(ctx.txn, ctx.game, mine, other, "701.12b", source=ctx.source_id)
    gain_control(ctx.txn, ctx.game, theirs, you, "701.12b", source=ctx.source_id)
    return None


@chooses(m.ExchangeHighest)
def _choose_highest(game: GameState, obj: Obj, e: m.ExchangeHighest) -> Choosing | None:
    if game.choice is None or game.choice.kind != "choose":
        return None
    pid = game.choice.player
    source = game.objects.get(obj.source) if obj.source is not None else obj
    tied = _highest(game, e, pid, source or obj)
    if len(tied) < 2:
        return None
    return Choosing(pid, tied, 1, 1, f"{pid} chooses which of their permanents with the "
                    "highest mana value is exchanged", "701.12b")


@runs(m.ExchangeControl)
def _exchange_control(ctx: Ctx, e: m.ExchangeControl) -> str | None:
    """Both still legal, on the battlefield, and controlled by two players: each gains
    control of the other's (701.12b); else nothing, and the rest doesn't happen."""
    one = list(ctx.permanents(e.first))
    two = list(ctx.permanents(e.second))
    if not one or not two or one[0].controller == two[0].controller:
        return STOP
    first, second = one[0], two[0]
    to_first, to_second = second.controller, first.controller
    gain_control(ctx.txn, ctx.game, first, to_first, "701.12b", source=ctx.source_id)
    gain_control(ctx.txn, ctx.game, second, to_second, "701.12b", source=ctx.source_id)
    return None


# -- batch B06: cards exiled from a graveyard as a permanent enters, or it doesn't (614.1c) --


def _exile_pool(game: GameState, obj: Obj, e: m.ExileToEnter) -> tuple[int, ...]:
    return tuple(o for o in game.player[obj.controller].graveyard
                 if matches(game, e.what, game.objects[o], obj.controller, obj))


@runs(m.ExileToEnter)
def _exile_to_enter(ctx: Ctx, e: m.ExileToEnter) -> str | None:
    """Exile the cards (asking which, when there are more than needed), or send the
    permanent to its owner's graveyard instead; then ask the counters, one for each."""
    n = ctx.amount(e.amount)
    if isinstance(ctx.answer, Word):  # the counters, the cards exiled already
        ctx.enter_with = tuple(ctx.answer.chosen)
        return None
    if n <= 0:
        return None
    if isinstance(ctx.answer, Choose):
        chosen: tuple[int, ...] = ctx.answer.objs
    else:
        pool = _exile_pool(ctx.game, ctx.obj, e)
        if len(pool) < n:
            ctx.instead = "graveyard"  # it can't: the graveyard instead (614.1c)
            return None
        if len(pool) > n:
            return ask_choice(ctx, e)
        chosen = pool
    for oid in chosen:
        card = ctx.game.objects.get(oid)
        if card is not None and card.zone == "graveyard":
            actions.move(ctx.txn, ctx.game, card, "exile", "exiled as it enters", R.EXILE)
    if not e.counters:
        return None
    ctx.pause(f"{ctx.controller} chooses a counter for each card exiled")
    ctx.txn.emit(v.ChoiceRequested, ctx.game, R.RESOLVE_CHOICE, player=ctx.controller,
                 kind="word", amount=len(chosen))
    return PAUSE


@chooses(m.ExileToEnter)
def _choose_exiled_to_enter(game: GameState, obj: Obj, e: m.ExileToEnter
                            ) -> Choosing | None:
    pool = _exile_pool(game, obj, e)
    n = obj.x if e.amount == "X" else e.amount if isinstance(e.amount, int) else 0
    if not 0 < n < len(pool):
        return None
    return Choosing(obj.controller, pool, n, n, f"{obj.controller} exiles {n} card(s) from "
                    f"their graveyard as {obj.name} enters", R.ENTERS_AS)
# -- batch B10: a drawn game (104.4a) -------------------------------------------------------


@runs(m.GameIsADraw)
def _game_is_a_draw(ctx: Ctx, e: m.GameIsADraw) -> str:
    """The game ends now, a draw (104.4a); a subgame's end hands back to its parent
    (727.5). Nothing of this resolution is left to follow: the game it was in is over."""
    end_game(ctx.txn, ctx.game, (), True, R.DRAW_GAME)
    return PAUSE


# -- batch B10: naming a card, revealing the top card (608.2d, 701.20) ----------------------


@functools.cache
def card_names() -> tuple[str, ...]:
    """The names a player may choose for "choose a card name": the pool's cards, tokens',
    emblems' and the rules' own definitions aside (read from the pool's summary, so that
    no module of the sets is loaded for it)."""
    return tuple(n for n in pool.names() if not (SUMMARY[n][4] if n in SUMMARY
                                                 else pool.card(n).tags))


@runs(m.NameACard)
def _name_a_card(ctx: Ctx, e: m.NameACard) -> str | None:
    who = [p for p in ctx.refs(e.who) if isinstance(p, str) and ctx.game.player[p].in_game]
    if not who:
        return STOP
    if isinstance(ctx.answer, Word):
        ctx.chosen = ctx.answer.chosen[0]
        return None
    ctx.pause(f"{who[0]} chooses a card name")
    ctx.txn.emit(v.ChoiceRequested, ctx.game, R.RESOLVE_CHOICE, player=who[0], kind="word",
                 amount=0)
    return PAUSE


@runs(m.RevealTopCard)
def _reveal_top_card(ctx: Ctx, e: m.RevealTopCard) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        library = ctx.game.player[pid].library
        if not library:
            continue
        top = ctx.game.objects[library[0]]
        ctx.txn.emit(v.CardsRevealed, ctx.game, R.REVEAL, player=pid,
                     seen_by=tuple(ctx.game.living), cards=(top.card or 0,), objs=(top.oid,))
        named = bool(ctx.chosen) and top.name.casefold() == ctx.chosen.casefold()
        actions.move(ctx.txn, ctx.game, top, "hand" if named else "graveyard",
                     "it has the chosen name" if named else "it hasn't the chosen name",
                     R.REVEAL)


@runs(m.RevealAtRandom)
def _reveal_at_random(ctx: Ctx, e: m.RevealAtRandom) -> str | None:
    done = finish_discard(ctx)  # -- batch L-LENG --: a discard waiting for ``top``
    if e.then == "discard_unless_life":  # -- batch R-A --
        return None if done is not None else _reveal_then_pay_life(ctx, e)
    for pid in _after([p for p in ctx.refs(e.who) if isinstance(p, str)], done):
        hand = list(ctx.game.player[pid].hand)
        n = min(ctx.amount(e.amount), len(hand))
        if n <= 0:
            continue
        shown = ctx.txn.random_sample(ctx.game, pid, hand, n,
                                      lambda oid: ctx.game.objects[oid].name, R.REVEAL,
                                      f"reveal:{pid}")
        ctx.txn.emit(v.CardsRevealed, ctx.game, R.REVEAL, player=pid,
                     seen_by=tuple(ctx.game.living),
                     cards=tuple(ctx.game.objects[o].card or 0 for o in shown),
                     objs=tuple(shown))
        named = [o for o in shown if ctx.chosen
                 and ctx.game.objects[o].name.casefold() == ctx.chosen.casefold()]
        if discard_cards(ctx, pid, named) is None:
            return PAUSE  # -- batch L-LENG --
    return None


def _reveal_then_pay_life(ctx: Ctx, e: m.RevealAtRandom) -> str | None:
    """-- batch R-A --: the player reveals a card at random from their hand (701.20, the
    choice recorded), remembered while they choose (608.2c); they discard it (701.9)
    unless they pay life equal to its mana value, or 1 for a land card (119.4: only with
    at least that much life, and a life total that can change, 119.8)."""
    if isinstance(ctx.answer, Accept):
        return None if ctx.answer.yes else _discard_revealed(ctx)
    pid = _one_player(ctx, e.who)
    if pid is None or not ctx.game.player[pid].hand:
        return None
    hand = list(ctx.game.player[pid].hand)
    shown = ctx.txn.random_sample(ctx.game, pid, hand, 1,
                                  lambda oid: ctx.game.objects[oid].name, R.REVEAL,
                                  f"reveal:{pid}")
    ctx.txn.emit(v.CardsRevealed, ctx.game, R.REVEAL, player=pid,
                 seen_by=tuple(ctx.game.living),
                 cards=tuple(ctx.game.objects[o].card or 0 for o in shown), objs=tuple(shown))
    ctx.this_way.extend(shown)
    card = ctx.game.objects[shown[0]]
    life = life_to_keep(ctx.game, card)
    if life > ctx.game.player[pid].life or (life and life_locked(ctx.game, pid)):
        return _discard_revealed(ctx)  # they can't pay: nothing to choose
    return _ask(ctx, pid, 0, f"{pid} may pay {life} life to keep {card.name}", "accept")


def _discard_revealed(ctx: Ctx) -> str | None:
    """-- batch R-A --: the card revealed this way is discarded, if still in the hand
    (-- batch L-LENG --: perhaps on top of its owner's library, 614.1a: PAUSE to ask)."""
    for oid in ctx.this_way:
        card = ctx.game.objects.get(oid)
        if card is not None and card.zone == "hand" and \
                discard_cards(ctx, card.owner, [oid]) is None:
            return PAUSE
    return None


# -- batch c-grant: permanents chosen as an effect resolves (608.2d) ------------------------


def _choosable(game: GameState, obj: Obj, e: m.ChooseAnyNumber, player: str
               ) -> tuple[int, ...]:
    """The permanents ``player`` controls that the effect's filter picks."""
    source = game.objects.get(obj.source) if obj.source is not None else None
    return tuple(o.oid for o in select(game, e.what, obj.controller, source or obj)
                 if o.controller == player)


@chooses(m.ChooseAnyNumber)
def _choose_any(game: GameState, obj: Obj, e: m.ChooseAnyNumber) -> Choosing | None:
    player, _ = _player_choosing(game, obj, e.who, 0)
    pool = _choosable(game, obj, e, player) if player else ()
    if not pool:
        return None
    return Choosing(player, pool, 0, len(pool), f"{player} chooses any number of them",
                    R.RESOLVE_CHOICE)


@runs(m.ChooseAnyNumber)
def _chosen_this_way(ctx: Ctx, e: m.ChooseAnyNumber) -> str | None:
    """The chosen permanents join what the effects did "this way" (608.2c)."""
    if isinstance(ctx.answer, Choose):
        ctx.this_way.extend(ctx.answer.objs)
        return None
    choice = _choose_any(ctx.game, ctx.obj, e)
    if choice is None:
        return None
    ctx.pause(f"{choice.player} chooses any number of the permanents they control")
    choosing.ask(ctx.txn, ctx.game, choice)
    return PAUSE


# -- batch C-ANTE: a dexterity flip (Ambiguity A26) -----------------------------------------


def _flipped_from_battlefield(game: GameState, obj: Obj, e: m.FlipOnto) -> bool:
    """Whether the card can be flipped: ``only_from_battlefield`` asks that its source
    still be the permanent it was ("if this card is on the battlefield")."""
    if not e.only_from_battlefield:
        return True
    source = game.objects.get(obj.source) if obj.source is not None else None
    return source is not None and source.zone == "battlefield"


@chooses(m.FlipOnto)
def _choose_aim(game: GameState, obj: Obj, e: m.FlipOnto) -> Choosing | None:
    """What the flip is aimed at (608.2d): up to ``most`` permanents ``lands_on`` picks,
    at least one if there is one."""
    if not _flipped_from_battlefield(game, obj, e):
        return None
    source = game.objects.get(obj.source) if obj.source is not None else obj
    pool = tuple(o.oid for o in select(game, e.lands_on, obj.controller, source or obj))
    if not pool:
        return None
    most = min(e.most, len(pool)) if e.most else len(pool)
    return Choosing(obj.controller, pool, 1, most, f"{obj.controller} aims {obj.name} at up "
                    f"to {most} permanent(s) it may land on", "608.2d")


@runs(m.FlipOnto)
def _flip_onto(ctx: Ctx, e: m.FlipOnto) -> str | None:
    """The controller aims the flip (a ``choose``), then it comes out: a hit lands on what
    was aimed at, still on the battlefield (``landed_on``); a miss on nothing. The
    outcome is recorded (``CardFlippedOnto``), by chance, as a scenario states it, or
    always a hit under A26's alternative."""
    if not _flipped_from_battlefield(ctx.game, ctx.obj, e):
        return None
    if not isinstance(ctx.answer, Choose):
        if ask_choice(ctx, e) == PAUSE:
            return PAUSE
        aimed: tuple[int, ...] = ()
    else:
        aimed = tuple(ctx.answer.objs)
    who = ctx.controller
    if not aimed:
        result, method = "miss", "nothing to aim at"
    elif table_options.option(ctx.txn.state, "a26_dexterity") == "aimed":
        result, method = "hit", "aimed"
    else:
        result, method = ctx.txn.dexterity(ctx.game, who, "608.2c")
    ctx.txn.emit(v.CardFlippedOnto, ctx.game, "608.2c", player=who, obj=ctx.source_id,
                 aimed=aimed, result=result, method=method)
    if result == "hit":
        ctx.landed = list(aimed)
    return None


# -- batch C-ANTE: ante during the game (407.3, 407.4) -----------------------------------------


def _ante_top(ctx: Ctx, pid: str) -> None:
    """``pid`` antes the top card of their library (407.4), remembered as moved this way."""
    library = ctx.game.player[pid].library
    if not library:
        return
    top = ctx.game.objects[library[0]]
    new = ctx.txn.new_id()
    ctx.txn.emit(v.CardAnted, ctx.game, "407.4", player=pid, card=top.card or 0, obj=top.oid,
                 new_obj=new, method="top of library")
    ctx.this_way.append(new)


@runs(m.AnteTop)
def _ante_top_card(ctx: Ctx, e: m.AnteTop) -> str | None:
    """Each player antes the top card of their library; with ``may``, each is asked in
    turn order from the active player (an ``allow``), the answer of one followed before
    the next is asked. A game not played for ante has no ante: nothing happens."""
    if not ante.plays_for_ante(ctx.txn.state, ctx.game):
        return None
    named = [p for p in ctx.refs(e.who) if isinstance(p, str) and ctx.game.player[p].in_game]
    players = [p for p in turn_order_from(ctx.game, ctx.game.active) if p in named]
    if not e.may:
        for pid in players:
            _ante_top(ctx, pid)
        return None
    start = 0
    if isinstance(ctx.answer, Allow) and ctx.answerer in players:
        if ctx.answer.yes:
            _ante_top(ctx, ctx.answerer)
        start = players.index(ctx.answerer) + 1
    for pid in players[start:]:
        if ctx.game.player[pid].library:
            ctx.pause(f"{pid} may ante the top card of their library")
            ctx.txn.emit(v.ChoiceRequested, ctx.game, "608.2d", player=pid, kind="allow",
                         amount=0)
            return PAUSE
    return None


@runs(m.AnteThis)
def _ante_this(ctx: Ctx, e: m.AnteThis) -> str | None:
    """Its controller antes the permanent, if they own it and the game is played for ante
    (407.4); then the other cards they own in the ante go to their graveyard. If it
    isn't anted, nothing after it happens."""
    obj = ctx.game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "battlefield" or obj.owner != ctx.controller or \
            not ante.plays_for_ante(ctx.txn.state, ctx.game):
        return STOP
    others = [o for o in ctx.game.ante if ctx.game.objects[o].owner == ctx.controller]
    actions.move(ctx.txn, ctx.game, obj, "ante", "anted", "407.4")
    for oid in others:
        actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "graveyard",
                     "exchanged for the card anted", "407.4")
    return None


@runs(m.TakeFromAnte)
def _take_from_ante(ctx: Ctx, e: m.TakeFromAnte) -> None:
    """You become the owner of the target card in the ante (407.3), then it and the top
    card of your library change places: it goes on top, the top card into the ante."""
    found = [t for t in ctx.refs(e.what) if isinstance(t, int)]
    card = ctx.game.objects.get(found[0]) if found else None
    if card is None or card.zone != "ante":
        return
    you = ctx.controller
    if card.owner != you:
        ctx.txn.emit(v.OwnershipChanged, ctx.game, "407.3", player=you,
                     cards=(card.card or 0,), objs=(card.oid,), owners=(card.owner,))
    library = ctx.game.player[you].library
    top = library[0] if library else None
    actions.move(ctx.txn, ctx.game, ctx.game.objects[card.oid], "library",
                 "exchanged with the top card of its new owner's library", "407.3",
                 place="top")
    if top is not None:
        old = ctx.game.objects[top]
        ctx.txn.emit(v.CardAnted, ctx.game, "407.4", player=you, card=old.card or 0,
                     obj=top, new_obj=ctx.txn.new_id(), method="exchanged from the ante")


@runs(m.ExchangeOwnership)
def _exchange_ownership(ctx: Ctx, e: m.ExchangeOwnership) -> None:
    """The card revealed at random and this card exchange owners (407.3): the revealed
    card becomes yours and goes to your hand; this card, found where it is now (the card
    the source became, 400.7), becomes theirs and goes to their graveyard."""
    you = ctx.controller
    if e.of == "target:0":
        _exchange_with_target(ctx)
        return
    for pid in ctx.refs(e.who):
        if not isinstance(pid, str) or pid == you or not ctx.game.player[pid].in_game:
            continue
        hand = list(ctx.game.player[pid].hand)
        if not hand:
            continue
        (shown,) = ctx.txn.random_sample(ctx.game, pid, hand, 1,
                                         lambda oid: ctx.game.objects[oid].name, R.REVEAL,
                                         f"reveal:{pid}")
        revealed = ctx.game.objects[shown]
        ctx.txn.emit(v.CardsRevealed, ctx.game, R.REVEAL, player=pid,
                     seen_by=tuple(ctx.game.living), cards=(revealed.card or 0,),
                     objs=(shown,))
        mine = [o for o in ctx.refs("this_card") if isinstance(o, int)]
        if not mine and ctx.source.card is not None and ctx.source.oid == ctx.source_id:
            mine = [ctx.source.oid]  # this card, still the object it was
        _change_owner(ctx, revealed, you)  # from their hand into yours
        for oid in mine:
            card = ctx.game.objects.get(oid)
            if card is None or card.card is None or card.owner == pid:
                continue
            if card.zone != "graveyard":
                moved = actions.move(ctx.txn, ctx.game, card, "graveyard",
                                     "put into its new owner's graveyard", "407.3")
                card = ctx.game.objects[moved] if moved is not None else None
            if card is not None:
                _change_owner(ctx, card, pid)


def _change_owner(ctx: Ctx, obj: Obj, owner: str) -> None:
    """``owner`` becomes the owner of the card ``obj`` (407.3: ``ownership_changed``); a
    card in a hand, a library or a graveyard is then in the new owner's."""
    if obj.owner == owner or obj.card is None:
        return
    ctx.txn.emit(v.OwnershipChanged, ctx.game, "407.3", player=owner, cards=(obj.card,),
                 objs=(obj.oid,), owners=(obj.owner,))


def _exchange_with_target(ctx: Ctx) -> None:
    """This card and the first target, each as the object it is now (exiled, say), change
    owners (407.3): the target's owner owns this card, you own the target's card. Neither
    moves (a card in a graveyard is then in its new owner's)."""
    if not ctx.targets or not isinstance(ctx.targets[0], int):
        return
    aimed = ctx.targets[0]
    other = ctx.game.objects.get(aimed) or next(
        (o for o in ctx.game.objects.values() if o.was == aimed), None)
    if other is None or other.card is None or other.owner == ctx.controller:
        return
    them = other.owner
    mine = [o for o in ctx.refs("this_card") if isinstance(o, int)]
    if not mine and ctx.source.oid == ctx.source_id and ctx.source.card is not None:
        mine = [ctx.source.oid]
    _change_owner(ctx, other, ctx.controller)
    for oid in mine:
        card = ctx.game.objects.get(oid)
        if card is not None:
            _change_owner(ctx, card, them)
# -- batch C-HIST: the cards drawn this turn, paid for or put back (119.4) ------------------


def _drawn_in_hand(game: GameState, player: str) -> tuple[int, ...]:
    """The cards ``player`` drew this turn that are still in their hand (the game's record
    of its turn: a card that left the hand is a new object, 400.7)."""
    hand = game.player[player].hand
    return tuple(o for p, o in game.this_turn.drawn if p == player and o in hand)


@chooses(m.PayLifeOrPutBack)
def _choose_put_back(game: GameState, obj: Obj, e: m.PayLifeOrPutBack) -> Choosing | None:
    player = obj.controller
    pool = _drawn_in_hand(game, player)
    chosen = min(e.cards, len(pool))
    if not chosen:
        return None
    life = game.player[player].life
    # each payment needs that much life then (119.4), and a life total that can change
    payable = chosen if e.life <= 0 else 0 if life_locked(game, player) \
        else max(0, life) // e.life
    return Choosing(player, pool, max(0, chosen - payable), chosen,
                    f"{player} chooses the cards drawn this turn to put on top of their "
                    f"library (paying {e.life} life for each other of {chosen})", R.PAY_LIFE)


@runs(m.PayLifeOrPutBack)
def _pay_life_or_put_back(ctx: Ctx, e: m.PayLifeOrPutBack) -> str | None:
    """Ask which cards go back (608.2d); pay for the others chosen, one at a time (119.4),
    and put the rest on top of the library, in the order named."""
    if not isinstance(ctx.answer, Choose):
        return ask_choice(ctx, e)
    player = ctx.controller
    chosen = min(e.cards, len(_drawn_in_hand(ctx.game, player)))
    for _ in range(max(0, chosen - len(ctx.answer.objs))):
        actions.change_life(ctx.txn, ctx.game, player, -e.life, R.PAY_LIFE)
    for oid in ctx.answer.objs:
        card_obj = ctx.game.objects.get(oid)
        if card_obj is not None and card_obj.zone == "hand":
            actions.move(ctx.txn, ctx.game, card_obj, "library", "put back", R.RESOLVE,
                         place="top")
    return None


# -- batch C-HIST: creature cards returned for the creatures a Wall blocked (509.1) -------


def _owed_by_player(game: GameState, wall: Target | None, moved: Sequence[int]
                    ) -> dict[str, int]:
    """The creature cards still owed, by the player whose graveyard they come from: for
    each object ``moved`` this way that is a creature card in a graveyard now (it died,
    700.4) and that ``wall`` blocked this turn, the player who controlled it as it last
    became blocked by ``wall`` (the game's record of its turn); less the cards already
    put onto the battlefield this way from that player's graveyard (their own cards)."""
    last: dict[int, str] = {}
    for blocker, attacker, controller in game.this_turn.blocks:
        if blocker == wall:
            last[attacker] = controller
    owed: dict[str, int] = {}
    for oid in moved:
        obj = game.objects.get(oid)
        if obj is not None and obj.zone == "graveyard" and obj.was in last \
                and is_type(game, obj, "Creature"):
            player = last[obj.was]
            owed[player] = owed.get(player, 0) + 1
    for oid in moved:
        obj = game.objects.get(oid)
        if obj is not None and obj.zone == "battlefield" and obj.owner in owed:
            owed[obj.owner] -= 1
    return {p: n for p, n in owed.items() if n > 0 and p in game.player}


def _reincarnation(game: GameState, controller: str, wall: Target | None,
                   moved: Sequence[int]) -> Choosing | None:
    """The next question of :class:`ReturnForEachBlockedDied`: from the first player in
    seat order still owed cards, as many of their creature cards as are owed, or all."""
    owed = _owed_by_player(game, wall, moved)
    for player in game.players:
        if player not in owed:
            continue
        pool = tuple(o for o in game.player[player].graveyard
                     if is_type(game, game.objects[o], "Creature"))
        n = min(owed[player], len(pool))
        if n:
            return Choosing(controller, pool, n, n, f"{controller} puts {n} creature "
                            f"card(s) from {player}'s graveyard onto the battlefield", "608.2d")
    return None


@chooses(m.ReturnForEachBlockedDied)
def _choose_reincarnated(game: GameState, obj: Obj, e: m.ReturnForEachBlockedDied
                         ) -> Choosing | None:
    return _reincarnation(game, obj.controller, obj.targets[0] if obj.targets else None,
                          game.resolving_moved)


@runs(m.ReturnForEachBlockedDied)
def _return_for_each_blocked(ctx: Ctx, e: m.ReturnForEachBlockedDied) -> str | None:
    """Put the chosen cards onto the battlefield under their owners' control (110.2), then
    ask for the next player's, until nothing more is owed (608.2d)."""
    if isinstance(ctx.answer, Choose):
        for oid in ctx.answer.objs:
            card_obj = ctx.game.objects.get(oid)
            if card_obj is None or card_obj.zone != "graveyard":
                continue
            new = actions.move(ctx.txn, ctx.game, card_obj, "battlefield", "returned",
                               "110.2", controller=card_obj.owner)
            if new is not None:
                ctx.this_way.append(new)
    choice = _reincarnation(ctx.game, ctx.controller, ctx.targets[0] if ctx.targets else None,
                            ctx.this_way)
    if choice is None:
        return None
    ctx.pause(choice.what)
    choosing.ask(ctx.txn, ctx.game, choice)
    return PAUSE


# -- batch C-HIST: damage from the damage a spell cast this turn dealt -------------------


def _spells_cast(game: GameState, types: frozenset[str]) -> dict[int, tuple[str, int]]:
    """The spells of ``types`` cast this turn (the game's record of its turn), each by the
    object it is now (the spell on the stack, or the card it became, 400.7): its caster
    and the spell's object as cast."""
    cast = {spell: player for player, spell in game.this_turn.cast}
    found: dict[int, tuple[str, int]] = {}
    for obj in game.objects.values():
        spell = obj.oid if obj.oid in cast else obj.was
        if spell is None or spell not in cast or obj.kind not in ("card", "spell"):
            continue
        if any(t in pool.card(obj.name).types for t in types):
            found[obj.oid] = (cast[spell], spell)
    return found


@chooses(m.DamageBySpellsDamage)
def _choose_spell(game: GameState, obj: Obj, e: m.DamageBySpellsDamage) -> Choosing | None:
    pool = tuple(sorted(_spells_cast(game, e.types)))
    return Choosing(obj.controller, pool, 1, 1, f"{obj.controller} chooses a spell cast "
                    "this turn (and so its caster)", "608.2d") if pool else None


@runs(m.DamageBySpellsDamage)
def _damage_by_spells_damage(ctx: Ctx, e: m.DamageBySpellsDamage) -> str | None:
    """Ask for the spell (608.2d), remembered "this way" while the damage waits for an
    order of its effects (616.1); deal half its damage, rounded down, to its caster."""
    if isinstance(ctx.answer, Choose):
        ctx.this_way.append(ctx.answer.objs[0])
    elif ctx.answer is None:
        return ask_choice(ctx, e)
    found = _spells_cast(ctx.game, e.types)
    chosen = next((o for o in reversed(ctx.this_way) if o in found), None)
    if chosen is None:
        return None
    caster, spell = found[chosen]
    half = sum(n for source, _, _, n in ctx.game.this_turn.damage if source == spell) // 2
    if not half or caster not in ctx.game.living:
        return None  # 0 damage is no damage dealt (120.8)
    return deal_damage(ctx, [damage.Hit(ctx.source, caster, half)])
# -- batch SHIELD: changing the target of a spell (115.7) ----------------------------------


def _retargeted(game: GameState) -> tuple[Obj, str] | None:
    """The spell the resolving ChangeTarget acts on and the controller of the effect, if
    its single target is that controller ("if that target is you")."""
    resolving = game.objects.get(game.resolving) if game.resolving is not None else None
    if resolving is None or not resolving.targets or not isinstance(resolving.targets[0], int):
        return None
    spell = game.objects.get(resolving.targets[0])
    if spell is None or spell.zone != "stack" or len(spell.targets) != 1 or \
            spell.targets[0] != resolving.controller:
        return None
    return spell, resolving.controller


def _new_player_targets(game: GameState) -> list[str]:
    """The players the spell's target may change to (115.7a): other legal targets of that
    spell, for its controller."""
    found = _retargeted(game)
    if found is None:
        return []
    spell, _ = found
    specs = specs_of(spell, game)
    if not specs:
        return []
    aimer = spell if spell.kind == "spell" else None
    return [p for p in game.living if p != spell.targets[0]
            and is_legal(game, specs[0], p, spell.controller, spell.source, aimer)]


@runs(m.ChangeTarget)
def _change_target(ctx: Ctx, e: m.ChangeTarget) -> str | None:
    """Change the spell's single target from the controller to another player (115.7a):
    the only one, or the one the controller names (``word B``); none legal, no change."""
    found = _retargeted(ctx.game)
    if found is None:
        return None
    spell, _ = found
    options = _new_player_targets(ctx.game)
    if not options:
        return None
    if len(options) == 1:
        chosen = options[0]
    elif isinstance(ctx.answer, Word) and ctx.answer.chosen and ctx.answer.chosen[0] in options:
        chosen = ctx.answer.chosen[0]
    else:
        return _ask_word(ctx, f"{ctx.controller} chooses the player {spell.name} targets "
                              "instead")
    ctx.txn.emit(v.TargetsChanged, ctx.game, "115.7a", obj=spell.oid, player=ctx.controller,
                 targets=(chosen,))
    return None


# -- batch R-C: abilities a resolving spell gives a permanent for the rest of the game ------


@runs(m.GainAbilities)
def _gain_abilities(ctx: Ctx, e: m.GainAbilities) -> None:
    """The permanents ``what`` means gain the static abilities of the resolving object's
    card (611.2a, 613.1f): one record of kind ``abilities`` naming that card, which
    :mod:`shahrazad.layers` reads as abilities of theirs while each is that object."""
    objs = tuple(obj.oid for obj in ctx.permanents(e.what))
    if not objs or not m.gainable(pool.card(ctx.obj.name)):  # batch d-misc: what it gives
        return
    ctx.txn.emit(v.ContinuousEffectCreated, ctx.game, "613.1f", effect=ctx.txn.new_id(),
                 kind=ABILITIES, source=ctx.source_id, controller=ctx.controller, objs=objs,
                 changes={"of": ctx.obj.name}, until="")


# -- batch d-misc: an exile with the Auras and the counters noted, and its return (607.2a) --


def _exile_with_auras(ctx: Ctx, e: m.Exile) -> None:
    """Each permanent ``what`` means and the Auras attached to it are exiled at once
    (701.13); one record of kind ``exiled_with_auras`` (607.2a) remembers, for this
    object's linked abilities, the card the permanent became, the cards the Auras became
    and the number and kind of the counters that were on the permanent."""
    game = ctx.game
    for obj in ctx.permanents(e.what):
        auras = [game.objects[o] for o in game.in_play
                 if game.objects[o].attached_to == obj.oid
                 and "Aura" in defn(game, game.objects[o]).subtypes]
        counters = {k: n for k, n in obj.counters.items() if n > 0}
        with ctx.txn.together():
            new = actions.move(ctx.txn, game, obj, "exile", "exile", R.EXILE)
            others = [actions.move(ctx.txn, game, a, "exile", "exile", R.EXILE)
                      for a in auras]
        if new is None:
            continue
        ctx.txn.emit(v.ContinuousEffectCreated, game, "607.2a", effect=ctx.txn.new_id(),
                     kind=effect_kinds.EXILED_WITH_AURAS, source=ctx.source_id,
                     controller=ctx.controller,
                     objs=(new, *(o for o in others if o is not None)),
                     changes={"counters": counters}, until="")


def noted_exiles(game: GameState, source: int) -> list[Effect]:
    """The records of :func:`_exile_with_auras` that ``source`` made, oldest first."""
    return sorted((f for f in game.effects.values()
                   if f.kind == effect_kinds.EXILED_WITH_AURAS and f.source == source),
                  key=lambda f: f.effect)


@runs(m.ReturnNoted)
def _return_noted(ctx: Ctx, e: m.ReturnNoted) -> None:
    """The card a record of this object names first returns tapped with its noted
    counters (122.6), then the Auras that can enchant it, attached to it (303.4f);
    the others stay in exile (303.4g). The record ends."""
    game = ctx.game
    wanted = set(ctx.refs(e.what))
    for record in noted_exiles(game, ctx.source_id):
        first, *auras = record.subjects
        if first not in wanted:
            continue
        ctx.txn.emit(v.EffectsEnded, game, "607.2a", effects=(record.effect,))
        card = game.objects.get(first) if isinstance(first, int) else None
        if card is None or card.zone != "exile":
            continue  # a token ceased to exist (704.5d): its Auras stay exiled for good
        new = actions.move(ctx.txn, game, card, "battlefield", "returned", "607.2a")
        if new is None:
            continue
        back = game.objects[new]
        if not back.tapped:  # it enters tapped (614.1d): it never becomes tapped
            ctx.txn.emit(v.Tapped, game, R.ENTERS_TAPPED, obj=new)
        counters = record.data.get("counters", {}) if record.data is not None else {}
        for kind, n in sorted(dict(counters).items()):
            actions.add_counters(ctx.txn, game, new, str(kind), int(n), "122.6")
        host = game.objects[new]
        if host.zone != "battlefield":
            continue
        # the Auras return at once: each is judged against the permanent as it is before
        # any of them is attached (an Aura that would make it a creature doesn't yet)
        fitting = [aura for oid in auras
                   if isinstance(oid, int) and (aura := game.objects.get(oid)) is not None
                   and aura.zone == "exile" and _can_enchant(game, aura, host)]
        for aura in fitting:  # the others can't legally enchant it: they stay (303.4g)
            put = actions.move(ctx.txn, game, aura, "battlefield", "returned", "303.4f")
            if put is not None:
                ctx.txn.emit(v.Attached, game, "303.4f", obj=put, to=new)


def _can_enchant(game: GameState, aura: Obj, host: Obj) -> bool:
    """Whether ``aura`` could legally be attached to ``host`` now (303.4d, 303.4g)."""
    enchant = defn(game, aura).enchant
    return (enchant is None or enchantable(game, aura, enchant, host)) \
        and not cant(game, host, "be_enchanted")


# -- batch d-misc: a player made to activate their lands' mana abilities, and mana moved from
# one pool to another (605.3a, 106.3, 106.4) -------------------------------------------------


def land_mana_options(game: GameState, player: str, land: int
                      ) -> list[tuple[str, int, str]]:
    """The mana abilities of ``land`` that ``player`` could activate now, as the words a
    choice among them says (the mana each adds: ``U``, ``CCC``; one of each color for
    "one mana of any color"), each with the ability's number and the color chosen. Of two
    abilities that add the same mana the first stands for both; one whose cost has its
    player choose (a permanent to sacrifice, counters to remove) is left out."""
    pool = game.player[player].mana
    found: dict[str, tuple[int, str]] = {}
    for source in mana_sources(game, player):
        if source.obj != land or (not source.free and spend(pool, source.cost) is None):
            continue
        cost = abilities(game, game.objects[land])[source.index].cost
        if cost.sacrifice_other is not None or cost.remove_any_number:
            continue
        if source.mana == "any":
            for color in source.colors:
                found.setdefault(color, (source.index, color))
        else:
            found.setdefault(source.mana, (source.index, ""))
    return [(word, index, color) for word, (index, color) in found.items()]


@runs(m.ActivateManaAbilities)
def _activate_mana_abilities(ctx: Ctx, e: m.ActivateManaAbilities) -> str | None:
    """The player activates a mana ability of each of their lands, in battlefield order
    (605.3a); a land with a choice pauses for their ``word`` (608.2d), the question's
    amount naming the land, and the lands after it follow once they answer."""
    game = ctx.game
    who = [p for p in ctx.refs(e.who) if isinstance(p, str) and p in game.player
           and game.player[p].in_game]
    if not who:
        return None
    player = who[0]
    lands = [o for o in game.in_play if game.objects[o].controller == player
             and is_type(game, game.objects[o], "Land")]
    start = 0
    if isinstance(ctx.answer, Word) and ctx.asked in lands:  # the land asked about
        chosen = {word: (index, color)
                  for word, index, color in land_mana_options(game, player, ctx.asked)}
        said = ctx.answer.chosen[0] if ctx.answer.chosen else ""
        if said in chosen:
            stack.activate_mana(ctx.txn, game, player, ctx.asked, *chosen[said])
        start = lands.index(ctx.asked) + 1
    for land in lands[start:]:
        options = land_mana_options(game, player, land)
        if len(options) > 1:
            ctx.pause(f"{player} chooses the mana {game.objects[land].name} adds")
            ctx.txn.emit(v.ChoiceRequested, game, R.RESOLVE_CHOICE, player=player,
                         kind="word", amount=land)
            return PAUSE
        if options:
            _, index, color = options[0]
            stack.activate_mana(ctx.txn, game, player, land, index, color)
    return None


def _add_lost_mana(ctx: Ctx, plain: str, restricted: tuple[tuple[str, str], ...]) -> None:
    """The mana a player lost goes into the controller's pool (106.3), restricted mana
    with its restriction (106.6)."""
    you = ctx.controller
    if you not in ctx.game.player or not ctx.game.player[you].in_game:
        return
    if plain:
        ctx.txn.emit(v.ManaAdded, ctx.game, R.ADD_MANA, player=you, mana=plain,
                     source=ctx.source_id)
    for only, letters in restricted:
        if letters:
            ctx.txn.emit(v.RestrictedManaAdded, ctx.game, "106.6", player=you, mana=letters,
                         source=ctx.source_id, only=only)


# -- batch D-PILES: face-down cards (406.3) -------------------------------------------------


@runs(m.ExileTop)
def _exile_top(ctx: Ctx, e: m.ExileTop) -> None:
    """The top card of each player's library into exile, linked to the source (607.2a);
    face down, one event that moves it without naming it (406.3)."""
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        library = ctx.game.player[pid].library
        if not library:
            continue
        obj = ctx.game.objects[library[0]]
        if e.face_down:
            new: int | None = ctx.txn.new_id()
            ctx.txn.emit(v.ExiledFaceDown, ctx.game, R.EXILE_FACE_DOWN, player=pid,
                         card=obj.card if obj.card is not None else 0, obj=obj.oid,
                         new_obj=new)
        else:
            new = actions.move(ctx.txn, ctx.game, obj, "exile", "exile", R.EXILE)
        if new is not None:
            link_exile(ctx, new)
            ctx.this_way.append(new)



# -- batch M-MASK: a card cast face down (708.4) --------------------------------------------


@chooses(m.CastFaceDown)
def _choose_face_down(game: GameState, obj: Obj, e: m.CastFaceDown) -> Choosing | None:
    """The cards of the controller's hand ``e.filter`` picks whose mana cost some or all
    of the mana spent on this ability could pay (its types and amount, X = 0)."""
    player = obj.controller
    if player not in game.player:
        return None
    spent = obj.mana_spent
    pool = tuple(o for o in game.player[player].hand
                 if card_fits(game, e.filter, game.objects[o], player)
                 and _paid_by(spent, pool_card(game.objects[o]).cost))
    return Choosing(player, pool, 0, 1, f"{player} may cast a creature card from their "
                    "hand face down", R.FACE_DOWN_SPELL) if pool else None


def pool_card(card: Obj) -> m.CardDef:
    """A card's own definition, as in its hand (109.2)."""
    return pool.card(card.name)


def _paid_by(spent: str, cost: m.ManaCost | None) -> bool:
    """Whether ``cost`` (X = 0) could be paid by some amount of, or all of, ``spent``."""
    return cost is not None and spend(spent, cost) is not None


@runs(m.CastFaceDown)
def _cast_face_down(ctx: Ctx, e: m.CastFaceDown) -> str | None:
    """The controller chooses the card or none (608.2d); the card chosen is cast face
    down, without paying its mana cost, onto the stack above this ability (708.4,
    118.9): it resolves after this ability, as a face-down 2/2 (708.2)."""
    if isinstance(ctx.answer, Choose):
        for oid in ctx.answer.objs:
            card = ctx.game.objects[oid]
            ctx.txn.emit(v.SpellCastFaceDown, ctx.game, R.FACE_DOWN_SPELL,
                         player=ctx.controller, card=card.card if card.card is not None else 0,
                         obj=oid, new_obj=ctx.txn.new_id(), targets=(), x=0, face=0,
                         turns_up=True)
        return None
    choice = _choose_face_down(ctx.game, ctx.obj, e)
    if choice is None:
        return None
    ctx.pause(choice.what)
    choosing.ask(ctx.txn, ctx.game, choice)
    return PAUSE


# -- batch D-PILES: piles (700.3) -----------------------------------------------------------


def _attackers_of(game: GameState, player: str) -> list[Obj]:
    """The attacking creatures ``player`` controls, in the battlefield's order."""
    return [o for oid in game.battlefield if (o := game.objects[oid]).attacking is not None
            and o.controller == player]


def _defenders(game: GameState, player: str) -> list[str]:
    """The defending players of ``player``'s attackers (506.2), in turn order."""
    attacked = {combat.defending_player(game, o) for o in _attackers_of(game, player)}
    return [p for p in turn_order_from(game, game.active) if p in attacked]


def _still_to_divide(game: GameState, obj: Obj,
                     e: m.DivideIntoPiles) -> list[tuple[str, tuple[int, ...]]]:
    """The defending players who haven't divided for ``obj`` yet, each with what they
    divide: the permanents ``e.what`` picks that they control (700.3)."""
    done = {player for source, player, _, _ in game.piles if source == obj.oid}
    return [(p, tuple(o.oid for o in select(game, e.what, obj.controller, obj)
                      if o.controller == p))
            for p in _defenders(game, obj.controller) if p not in done]


@runs(m.DivideIntoPiles)
def _divide_into_piles(ctx: Ctx, e: m.DivideIntoPiles) -> str | None:
    """Each defending player in turn divides (700.3): the answer is the first pile, the
    rest the second; a player with nothing to divide has two empty piles, asked
    nothing."""
    for player, members in _still_to_divide(ctx.game, ctx.obj, e):
        if members and not (isinstance(ctx.answer, Choose) and ctx.answerer == player):
            return ask_choice(ctx, e)
        first = tuple(o for o in members if o in ctx.answer.objs) \
            if isinstance(ctx.answer, Choose) else ()
        ctx.txn.emit(v.PilesDivided, ctx.game, R.PILES, player=player, source=ctx.obj.oid,
                     labels=e.labels,
                     piles=(first, tuple(o for o in members if o not in first)))
    return None


@chooses(m.DivideIntoPiles)
def _choose_piles(game: GameState, obj: Obj, e: m.DivideIntoPiles) -> Choosing | None:
    for player, members in _still_to_divide(game, obj, e):
        if members:
            return Choosing(player, members, 0, len(members),
                            f"{player} chooses the creatures of the {e.labels[0]} pile (the "
                            f"rest make the {e.labels[1]} pile)", R.PILES)
    return None


def _labels_of(game: GameState, obj: Obj) -> tuple[str, ...]:
    """The labels of the piles the resolving ``obj`` divided, in order."""
    labels: list[str] = []
    for source, _, label, _ in game.piles:
        if source == obj.oid and label not in labels:
            labels.append(label)
    return tuple(labels)


@runs(m.PileForEachAttacker)
def _pile_for_each_attacker(ctx: Ctx, e: m.PileForEachAttacker) -> str | None:
    """Its controller labels each attacker they control: the answer is those with the
    first label, the rest get the second (509.1b)."""
    labels = _labels_of(ctx.game, ctx.obj)
    attackers = _attackers_of(ctx.game, ctx.controller)
    if len(labels) != 2 or not attackers:
        return None  # no defending player divided (the attackers left): no restriction
    if not isinstance(ctx.answer, Choose):
        return ask_choice(ctx, e)
    ctx.txn.emit(v.PilesChosen, ctx.game, R.BLOCK_RESTRICTION, player=ctx.controller,
                 source=ctx.obj.oid, objs=tuple(o.oid for o in attackers),
                 labels=tuple(labels[0] if o.oid in ctx.answer.objs else labels[1]
                              for o in attackers))
    return None


@chooses(m.PileForEachAttacker)
def _choose_labels(game: GameState, obj: Obj, e: m.PileForEachAttacker) -> Choosing | None:
    labels = _labels_of(game, obj)
    attackers = tuple(o.oid for o in _attackers_of(game, obj.controller))
    if len(labels) != 2 or not attackers:
        return None
    return Choosing(obj.controller, attackers, 0, len(attackers),
                    f"{obj.controller} chooses the attacking creatures that get "
                    f"\"{labels[0]}\" (the rest get \"{labels[1]}\")", R.BLOCK_RESTRICTION)
# -- batch D-CONTROL: payments an effect offers, a special action (116.1) -------------------


def _offer(ctx: Ctx, kind: str, payer: str, subject: Target, cost: m.ManaCost, amount: int,
           until: str) -> None:
    """Offer ``payer`` a payment of ``cost`` (:mod:`shahrazad.rules.offers`): a record
    whose ``power`` is the generic mana it costs."""
    ctx.txn.emit(v.EffectCreated, ctx.game, offers.SPECIAL_ACTION, effect=ctx.txn.new_id(),
                 kind=kind, source=ctx.source_id, controller=payer, subject=subject,
                 power=cost.generic, toughness=amount, until=until)


@runs(m.PayToPrevent)
def _pay_to_prevent(ctx: Ctx, e: m.PayToPrevent) -> None:
    """Until end of turn, the controller may pay ``e.cost`` with priority, each time for a
    shield of ``e.amount`` around each player or permanent ``e.to`` names now (615.7)."""
    for subject in ctx.refs(e.to):
        obj = ctx.obj_of(subject)
        if obj is None and not isinstance(subject, str):
            continue
        if obj is not None and obj.zone != "battlefield":
            continue
        ctx.txn.emit(v.EffectCreated, ctx.game, offers.SPECIAL_ACTION,
                     effect=ctx.txn.new_id(), kind=PAY_TO_PREVENT, source=ctx.obj.oid,
                     controller=ctx.controller, subject=subject, power=e.cost.generic,
                     toughness=e.amount, until="end_of_turn")


# -- batch W-CMD: control of another player (722) -------------------------------------------


@runs(m.ControlPlayer)
def _control_player(ctx: Ctx, e: m.ControlPlayer) -> None:
    """The control lasts for this resolution: it ends as the resolution ends
    (:func:`shahrazad.rules.player_control.end_with_resolution`)."""
    for pid in ctx.refs(e.who):
        if isinstance(pid, str):
            player_control.take(ctx.txn, ctx.game, ctx.controller, pid,
                                while_resolving=ctx.obj.oid)


# -- batch W-CMD2: a card chosen from a hand, played by its player (Word of Command) --------


@chooses(m.ChooseFromHand)
def _choose_from_hand(game: GameState, obj: Obj, e: m.ChooseFromHand) -> Choosing | None:
    """The controller chooses one card of the player's hand (608.2d)."""
    player, _ = _player_choosing(game, obj, e.who, 0)
    if not player or not game.player[player].hand:
        return None
    return Choosing(obj.controller, tuple(game.player[player].hand), 1, 1,
                    f"{obj.controller} chooses a card from {player}'s hand", R.RESOLVE_CHOICE)


@runs(m.ChooseFromHand)
def _choose_card_from_hand(ctx: Ctx, e: m.ChooseFromHand) -> str | None:
    """The controller looks at the hand (400.2: ``cards_revealed`` to them alone), then
    chooses; the card is remembered by the resolution (``this_way``) for ``play_chosen``."""
    if not isinstance(ctx.answer, Choose):
        _reveal_hand(ctx, m.RevealHand(e.who, "you"))
        return ask_choice(ctx, e)
    ctx.this_way = [*ctx.answer.objs]
    return None


def chosen_card(game: GameState, obj: Obj, who: str) -> tuple[str, Obj | None]:
    """The player ``play_chosen`` has play, and the card ``choose_from_hand`` chose if it
    is still in their hand (the last object the resolution remembers)."""
    player, _ = _player_choosing(game, obj, who, 0)
    moved = game.resolving_moved
    card = game.objects.get(moved[-1]) if moved else None
    if not player or card is None or card.zone != "hand" or card.owner != player:
        return player, None
    return player, card


@runs(m.PlayChosen)
def _play_chosen(ctx: Ctx, e: m.PlayChosen) -> str | None:
    """A land is played at once if it can be (305.1, 305.2); a spell's casting is the
    player's (their controller's) ``cast_chosen`` decision, whose answer is cast here,
    above this on the stack; a mode or a division to announce (601.2b, 601.2d) is asked
    with this resolution paused, and it goes on once they are announced."""
    if isinstance(ctx.answer, CastChosen):
        return _cast_chosen(ctx, e, ctx.answer)
    if isinstance(ctx.answer, Choose):  # the cast spell's additional cost (601.2h)
        stack.discard_for_cost(ctx.txn, ctx.game, ctx.answer.objs)
        return _announce(ctx, ctx.answerer)
    if ctx.answer is not None:
        return None  # the cast spell's mode or division was announced: done
    if ctx.this_way and tuple(ctx.this_way) != ctx.game.resolving_moved:
        ctx.txn.emit(v.ResolutionRemembered, ctx.game, "608.2c", obj=ctx.obj.oid,
                     name=ctx.obj.name, moved=tuple(ctx.this_way))
    player, card = chosen_card(ctx.game, ctx.obj, e.who)
    if card is None or casting.prohibited(ctx.game, card):
        return None
    if is_type(ctx.game, card, "Land"):
        _play_chosen_land(ctx, player, card)
        return None
    if printed(card).cost is None:
        return None  # a card with no mana cost can't be cast (202.1b)
    ctx.pause(f"{player} casts {card.name} if able")
    ctx.txn.emit(v.ChoiceRequested, ctx.game, R.CAST, player=player, kind="cast_chosen",
                 amount=card.oid)
    return PAUSE


def _play_chosen_land(ctx: Ctx, player: str, card: Obj) -> None:
    """The land is played (305.1) if it is the player's turn and they have a land play
    left (305.2); else nothing happens."""
    game = ctx.game
    allowed = statics.land_plays(game, player)
    if game.active != player or (allowed is not None
                                 and game.player[player].land_plays >= allowed):
        return
    assert card.card is not None
    owed = actions.land_put_owes(game, player)
    ctx.txn.emit(v.LandPlayed, game, R.PLAY_LAND, player=player, card=card.card,
                 obj=card.oid, new_obj=(new := ctx.txn.new_id()))
    actions.enter_tapped(ctx.txn, game, new)
    actions.owe_land_sacrifices(ctx.txn, game, player, owed)


def _cast_chosen(ctx: Ctx, e: m.PlayChosen, answer: CastChosen) -> str | None:
    """Cast the spell as the answer says (601.2), without its timing (608.2c: it is cast
    as this resolves); mark it for the control while it resolves (722.1)."""
    player, card = chosen_card(ctx.game, ctx.obj, e.who)
    if not answer.card or card is None or card.oid != answer.card:
        return None  # no legal way to cast it: nothing happens
    stack.cast(ctx.txn, ctx.game, player, Cast(answer.card, answer.targets, answer.x,
                                               answer.payment, answer.face))
    spell = ctx.game.objects[ctx.game.stack[-1]]
    if e.control_while_resolving:
        player_control.mark_for_resolution(ctx.txn, ctx.game, ctx.controller, spell.oid,
                                           ctx.obj.oid)
    cost = choosing.activation_cost(ctx.game)  # an additional cost to pay (601.2h)
    if cost is not None:
        ctx.pause(cost.what)
        choosing.ask(ctx.txn, ctx.game, cost)
        return PAUSE
    return _announce(ctx, player)


@chooses(m.PlayChosen)
def _choose_chosen_cost(game: GameState, obj: Obj, e: m.PlayChosen) -> Choosing | None:
    """The additional cost of the spell just cast by ``play_chosen`` (601.2h)."""
    return choosing.activation_cost(game)


def _announce(ctx: Ctx, player: str) -> str | None:
    """The cast spell's mode and division, announced with the resolution paused (601.2b,
    601.2d); None once there is nothing to announce."""
    spell = ctx.game.objects[ctx.game.stack[-1]]
    whole = printed(spell)
    if whole.modes or (whole.divide and len(spell.targets) > 1):
        ctx.pause(f"{player} announces {spell.name}'s choices")
        if not casting.ask_mode(ctx.txn, ctx.game, player):
            casting.ask_division(ctx.txn, ctx.game, player)
        return PAUSE
    casting.ask_division(ctx.txn, ctx.game, player)  # one target: all of it (601.2d)
    return None
