"""Phasing (702.26): the untap step's phasing in, and the player qualities the rules check.

A phased-out permanent stays on the battlefield, the same object, but the rules
treat it as though it doesn't exist (:attr:`GameState.in_play` leaves it out).
Phased-out permanents of the active player phase in during their untap step,
before anything untaps (502.1); one that phased out "until" its source leaves
the battlefield waits for that instead (Oubliette). At the end of a subgame,
cards that represent phased-out permanents go home like the rest (727.5). The
effects that phase permanents out and in, or grant a player a quality, are
primitives of the card language (:mod:`shahrazad.rules.effects`).
"""

from __future__ import annotations

from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState
from shahrazad.rules.resolution import PHASE_LINK
from shahrazad.rules.teams import is_active
from shahrazad.txn import Txn

LINK = PHASE_LINK


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
