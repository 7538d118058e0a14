"""Payments an effect offers for a while: a special action of a player with priority (116.1).

Some effects let a player pay a cost later, any time they could cast an instant, for
something to happen at once: Guardian Angel's "Until end of turn, you may pay {1} any
time you could cast an instant. If you do, prevent the next 1 damage that would be dealt
to that permanent or player this turn", Nafs Asp's "that player loses 1 life at the
beginning of their next draw step unless they pay {1} before that draw step". Such a
payment is no spell and no ability: it doesn't use the stack, no player can respond to
it, and the player who pays gets priority again (116.1, 117.3c), as with the special
actions 116.2 lists. A player can pay it any time they have priority (117.1a), again
and again while the offer lasts.

An offer is a record of the game's effects (``EffectCreated``, :mod:`.effect_kinds`):
its ``controller`` is the player who may pay, its ``power`` the generic mana it costs,
and its ``kind`` what a payment does:

* ``pay_to_prevent``: a shield around its ``subject`` (a player, or a permanent's id)
  that prevents the next ``toughness`` damage this turn (615.7); it lasts until end of
  turn;
* ``pay_to_stop_delayed``: the delayed triggered ability ``subject`` (its id) ends
  without triggering (603.7); the offer ends as the ability triggers or is stopped.

A payment is a ``pay`` decision, recorded as ``OfferPaid`` (then the shield, or the
delayed ability used up, and the offer's end).
"""

from __future__ import annotations

from shahrazad.cards.model import ManaCost
from shahrazad.events import vocabulary as v
from shahrazad.events.decisions import Payment
from shahrazad.projections.state import Effect, GameState
from shahrazad.rules import damage, stack, turns
from shahrazad.rules.citations import PRIORITY_AFTER_ACTION
from shahrazad.rules.effect_kinds import PAY_TO_PREVENT, PAY_TO_STOP_DELAYED
from shahrazad.txn import Txn

__all__ = ["SPECIAL_ACTION", "cost_of", "name_of", "offers", "take", "why_not"]

#: the rule a payment an effect offers is taken under: a special action (116.1)
SPECIAL_ACTION = "116.1"
_KINDS = (PAY_TO_PREVENT, PAY_TO_STOP_DELAYED)


def cost_of(offer: Effect) -> ManaCost:
    """What one payment of the offer costs."""
    return ManaCost(generic=offer.power)


def _open(game: GameState, offer: Effect) -> bool:
    """Whether paying would still do something: the protected player or permanent is
    there, the delayed ability still waits."""
    if offer.kind == PAY_TO_STOP_DELAYED:
        return isinstance(offer.subject, int) and offer.subject in game.delayed
    if isinstance(offer.subject, str):
        return offer.subject in game.living
    obj = game.objects.get(offer.subject) if offer.subject is not None else None
    return obj is not None and obj.zone == "battlefield"


def offers(game: GameState, player: str) -> list[Effect]:
    """The offers ``player`` may pay now, oldest first."""
    if not game.effects:
        return []
    return [e for e in game.effects.values() if e.kind in _KINDS and e.controller == player
            and _open(game, e)]


def why_not(game: GameState, player: str, effect: int) -> str:
    """Why ``player`` can't pay the offer ``effect`` now (``""``: they can)."""
    offer = game.effects.get(effect)
    if offer is None or offer.kind not in _KINDS:
        return f"no effect {effect} of game {game.path} offers a payment"
    if offer.controller != player:
        return f"effect {effect} offers its payment to {offer.controller}, not {player}"
    if not _open(game, offer):
        return f"what effect {effect} offers to pay for is gone"
    return ""


def name_of(game: GameState, offer: Effect) -> str:
    """The name of the object whose effect made the offer."""
    if offer.kind == PAY_TO_STOP_DELAYED and isinstance(offer.subject, int):
        delayed = game.delayed.get(offer.subject)
        if delayed is not None:
            return delayed.source_name
    source = offer.source
    obj = game.objects.get(source) if source is not None else None
    if obj is None and source is not None:
        obj = next((o for o in game.objects.values() if o.was == source), None)
    return obj.name if obj is not None else "an effect"


def take(txn: Txn, game: GameState, player: str, effect: int,
         payment: tuple[Payment, ...]) -> None:
    """``player`` pays the offer ``effect`` with the mana of ``payment`` (116.1): what it
    does happens at once, and they get priority again (117.3c)."""
    offer = game.effects[effect]
    cost = cost_of(offer)
    name = name_of(game, offer)
    stack.pay(txn, game, player, payment, cost, 0, 0, None)
    if offer.kind == PAY_TO_PREVENT:
        protected = game.objects[offer.subject].name if isinstance(offer.subject, int) \
            else offer.subject
        what = f"prevent the next {offer.toughness} damage to {protected} this turn"
        txn.emit(v.OfferPaid, game, SPECIAL_ACTION, player=player, effect=effect,
                 cost=str(cost), name=name, what=what)
        damage.create_shield(txn, game, "prevent", player, offer.source, offer.subject,
                             offer.toughness, "615.7", name=name)
    else:
        txn.emit(v.OfferPaid, game, SPECIAL_ACTION, player=player, effect=effect,
                 cost=str(cost), name=name, what="its delayed triggered ability won't "
                                                 "trigger")
        assert isinstance(offer.subject, int)
        txn.emit(v.DelayedTriggerUsed, game, SPECIAL_ACTION, delayed=offer.subject)
        txn.emit(v.EffectsEnded, game, SPECIAL_ACTION, effects=(effect,))
    turns.give_priority(txn, game, player, PRIORITY_AFTER_ACTION)
