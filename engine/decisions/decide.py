"""Taking a decision: check it against the rules, then emit what it causes.

:func:`validate` refuses an illegal decision with the rule it breaks, before any
event exists, so a refused decision appends nothing. :func:`perform` records the
decision (``Decided``) and runs the rules until the game waits again. What each
kind of decision checks and does is its entry in the registry
(:mod:`shahrazad.decisions`, entries in :mod:`shahrazad.decisions.kinds`); this module is the door
they all pass.
"""

from __future__ import annotations

from shahrazad.decisions import (
    ANY,
    QUESTIONS,
    Asked,
    Decision,
    Pending,
    answering,
    entry,
    pending,
)
from shahrazad.decisions.kinds.common import sorcery_timing
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import TableState
from shahrazad.rules import citations as R
from shahrazad.txn import IllegalDecision, Txn

__all__ = ["Pending", "asked", "check", "pending", "perform", "sorcery_timing", "validate"]


def validate(state: TableState, player: str, decision: Decision) -> Asked:
    """Raise :class:`IllegalDecision` unless ``player`` may make ``decision`` now; else
    return where it is made (for :func:`perform`)."""
    at = asked(state, player, decision)
    if at is None:
        raise IllegalDecision(R.WIN_LAST_PLAYER, "the game is over: no decision is pending")
    check(at, decision)
    return at


def asked(state: TableState, player: str | None, decision: Decision) -> Asked | None:
    """Where ``player``'s ``decision`` is made now: for the player they control, if they
    control the one the table waits on (722.4), unless it is a decision a player only
    makes for themselves (conceding)."""
    return Asked.now(state, player, on_behalf=entry(decision).asks != ANY)


def check(at: Asked, decision: Decision) -> None:
    """:func:`validate` where the table's question is already worked out (``at``)."""
    rules = entry(decision)
    waiting = at.pending
    if rules.asks != ANY:
        if waiting.by and not at.by and at.player == waiting.player:
            # -- batch W-CMD --: a controlled player's decisions are their controller's
            raise IllegalDecision(R.PLAYER_CONTROL_DECIDES,
                                  f"{waiting.by} controls {waiting.player}: {waiting.by} "
                                  f"makes {waiting.player}'s decisions ({waiting.kind})")
        if at.player != waiting.player:
            raise IllegalDecision("117.1" if waiting.kind == "priority" else R.START,
                                  f"the game waits on {waiting.player} ({waiting.kind}), "
                                  f"not on {at.player}")
        if rules.asks != waiting.kind:
            names = " or ".join(e.kind.KIND for e in answering(waiting.kind))
            raise IllegalDecision(QUESTIONS[waiting.kind].rule,
                                  f"{at.player} must decide {waiting.kind}: expected {names}, "
                                  f"got {decision.KIND}")
    rules.check(at, decision)


def perform(txn: Txn, player: str, decision: Decision, at: Asked | None = None) -> None:
    """Record ``decision`` (already validated, ``at`` where :func:`validate` said) and run
    the rules until the table waits again."""
    at = at or Asked.now(txn.state, player)
    assert at is not None and at.state is txn.state
    game = at.game
    rules = entry(decision)
    asked = game.choice.asked_at if game.choice is not None and QUESTIONS[
        at.pending.kind].chained else None
    with txn.caused_by(asked):
        event = txn.emit(v.Decided, game, rules.rule, player=player,
                         decision=decision.encode())
    with txn.caused_by(event.position):
        rules.perform(txn, at, decision)
