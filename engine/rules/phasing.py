"""Phasing (702.26) and the cards that use it: Oubliette and Teferi's Protection.

A phased-out permanent stays on the battlefield, the same object, but the rules
treat it as though it doesn't exist (:attr:`GameState.in_play` leaves it out).
Phased-out permanents of the active player phase in during their untap step,
before anything untaps (502.1); one that phased out "until" its source leaves
the battlefield waits for that instead (Oubliette). At the end of a subgame,
cards that represent phased-out permanents go home like the rest (727.5).
"""

from __future__ import annotations

from engine.cards import model as m
from engine.rules import effects
from engine.rules.teams import is_active
from engine.txn import Txn
from events import vocabulary as v
from projections.state import GameState

PHASING = "702.26a"
LINK = "phased_out_until_source_leaves"


def _with_attachments(game: GameState, oids: list[int]) -> tuple[int, ...]:
    """Auras attached to a permanent phase out with it, indirectly (702.26g)."""
    out = list(oids)
    for oid in game.in_play:
        if game.objects[oid].attached_to in oids and oid not in out:
            out.append(oid)
    return tuple(out)


def phase_in_step(txn: Txn, game: GameState) -> None:
    """502.1: the active player's phased-out permanents phase in, unless held out by a
    linked effect (Oubliette)."""
    held = {e.subject for e in game.effects.values() if e.kind == LINK}
    back = tuple(o for o in game.battlefield if game.objects[o].phased_out
                 and is_active(game, game.objects[o].controller) and o not in held)
    if back:
        txn.emit(v.PhasedIn, game, "502.1", objs=back, tapped=False)


def end_until_your_next_turn(txn: Txn, game: GameState) -> None:
    """Effects that last "until your next turn" end as that turn begins (611.2a)."""
    ending = tuple(e.effect for e in game.effects.values()
                   if e.until == "your_next_turn" and is_active(game, e.controller))
    if ending:
        txn.emit(v.EffectsEnded, game, "611.2a", effects=ending)


def life_locked(game: GameState, player: str) -> bool:
    """119.7-119.8: an effect says the player's life total can't change."""
    return any(e.kind == "life_locked" and e.subject == player for e in game.effects.values())


def protected(game: GameState, player: str) -> bool:
    return any(e.kind == "protection_from_everything" and e.subject == player
               for e in game.effects.values())


@effects.runs(m.PhaseOutLinked)
def _phase_out_linked(ctx: effects.Ctx, e: m.PhaseOutLinked) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is None or obj.zone != "battlefield" or obj.phased_out:
            continue
        ctx.txn.emit(v.PhasedOut, ctx.game, PHASING,
                     objs=_with_attachments(ctx.game, [obj.oid]))
        if ctx.obj.source is not None:
            ctx.txn.emit(v.EffectCreated, ctx.game, "610.4", effect=ctx.txn.new_id(), kind=LINK,
                         source=ctx.obj.source, controller=ctx.controller, subject=obj.oid,
                         power=0, toughness=0, until="")


@effects.runs(m.PhaseInLinked)
def _phase_in_linked(ctx: effects.Ctx, e: m.PhaseInLinked) -> None:
    links = [f for f in ctx.game.effects.values() if f.kind == LINK and f.source == ctx.obj.source]
    if not links:
        return
    ctx.txn.emit(v.EffectsEnded, ctx.game, "610.4", effects=tuple(f.effect for f in links))
    back = [f.subject for f in links if isinstance(f.subject, int)
            and f.subject in ctx.game.objects and ctx.game.objects[f.subject].phased_out]
    if back:
        attached = [o for o in ctx.game.battlefield if ctx.game.objects[o].phased_out
                    and ctx.game.objects[o].attached_to in back]
        ctx.txn.emit(v.PhasedIn, ctx.game, PHASING, objs=tuple(back + attached), tapped=True)


@effects.runs(m.PhaseOutYours)
def _phase_out_yours(ctx: effects.Ctx, e: m.PhaseOutYours) -> None:
    mine = [o for o in ctx.game.in_play if ctx.game.objects[o].controller == ctx.controller]
    if mine:
        ctx.txn.emit(v.PhasedOut, ctx.game, PHASING, objs=_with_attachments(ctx.game, mine))


@effects.runs(m.ProtectYou)
def _protect_you(ctx: effects.Ctx, e: m.ProtectYou) -> None:
    for kind, rule in (("life_locked", "119.8"), ("protection_from_everything", "702.16")):
        ctx.txn.emit(v.EffectCreated, ctx.game, rule, effect=ctx.txn.new_id(), kind=kind,
                     source=ctx.obj.oid, controller=ctx.controller, subject=ctx.controller,
                     power=0, toughness=0, until="your_next_turn")
