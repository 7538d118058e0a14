"""Planeswalkers (306) and their loyalty abilities (606).

A planeswalker card says its printed loyalty (``CardDef.loyalty``); it enters the
battlefield with that many loyalty counters (306.5b). Its loyalty abilities are
activated abilities whose cost is a loyalty cost (``Cost.loyalty``, 606.4): ``+4``
puts four loyalty counters on it, ``-3`` removes three, which needs at least three
(606.5). A player activates one loyalty ability of a permanent each turn, and only
when they could cast a sorcery (606.3). Damage dealt to a planeswalker removes that
many loyalty counters (120.3c), and a planeswalker with none goes to its owner's
graveyard as a state-based action (704.5i). Creatures may attack a planeswalker an
opponent controls (508.1b); the legend rule (704.5j) applies as to any legendary
permanent.

>>> from shahrazad.cards.pool import card
>>> card("Karn Liberated").loyalty, [a.cost.loyalty for a in card("Karn Liberated").abilities]
(6, [4, -3, -14])
"""

from __future__ import annotations

from shahrazad.cards.model import Activated
from shahrazad.characteristics import is_type, printed
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import citations as R
from shahrazad.txn import Txn


def is_planeswalker(game: GameState, obj: Obj) -> bool:
    return is_type(game, obj, "Planeswalker")


def loyalty(obj: Obj) -> int:
    return obj.counters.get("loyalty", 0)


def enters(txn: Txn, game: GameState, oid: int) -> None:
    """A permanent that has just entered with a printed loyalty gets its loyalty
    counters (306.5b)."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != "battlefield":
        return
    own = printed(obj).loyalty
    if own:
        txn.emit(v.CountersChanged, game, R.ENTERS_WITH_LOYALTY, target=oid, counter="loyalty",
                 amount=own, total=loyalty(obj) + own)


def damaged(txn: Txn, game: GameState, obj: Obj, amount: int) -> None:
    """Damage dealt to a planeswalker removes that many loyalty counters (120.3c)."""
    gone = min(amount, loyalty(obj))
    if gone:
        txn.emit(v.CountersChanged, game, R.DAMAGE_TO_PLANESWALKER, target=obj.oid,
                 counter="loyalty", amount=-gone, total=loyalty(obj) - gone)


def why_not(game: GameState, obj: Obj, ability: Activated, player: str) -> tuple[str, str]:
    """The rule and the reason a loyalty ability of ``obj`` can't be activated by
    ``player`` now, or ``("", "")`` if it can (606.3, 606.5)."""
    cost = ability.cost.loyalty
    if cost is None:
        return "", ""
    if not (game.active == player and game.step in ("main1", "main2") and not game.stack):
        return R.LOYALTY_TIMING, "a loyalty ability only in your main phase with an empty stack"
    if obj.loyalty_used:
        return R.LOYALTY_TIMING, f"a loyalty ability of {obj.name} was activated this turn"
    if cost < 0 and loyalty(obj) < -cost:
        return R.LOYALTY_TOO_FEW, f"{obj.name} has {loyalty(obj)} loyalty, fewer than {-cost}"
    return "", ""


def pay(txn: Txn, game: GameState, obj: Obj, ability: Activated) -> None:
    """Pay a loyalty cost: put on or remove the counters (606.4)."""
    cost = ability.cost.loyalty
    if cost is not None:
        txn.emit(v.LoyaltyPaid, game, R.LOYALTY_COST, obj=obj.oid, amount=cost,
                 total=loyalty(obj) + cost)


def out_of_loyalty(game: GameState) -> list[tuple[int, str, str, str]]:
    """State-based action 704.5i: the planeswalkers with no loyalty counters, as moves
    to the graveyard."""
    return [(oid, "graveyard", "no loyalty counters", R.SBA_LOYALTY) for oid in game.in_play
            if is_planeswalker(game, game.objects[oid]) and loyalty(game.objects[oid]) <= 0]


def attackable(game: GameState, player: str) -> list[int]:
    """The planeswalkers ``player``'s creatures may attack: those their opponents still
    in the game control (508.1b)."""
    return [oid for oid in game.in_play if is_planeswalker(game, game.objects[oid])
            and game.objects[oid].controller != player
            and game.player[game.objects[oid].controller].in_game]
