"""The companion's special action (702.139a, 116.2g): once in a game, in a main phase of
their turn with the stack empty, a player who revealed a companion as the game began
may pay {3} and put it into their hand. A special action doesn't use the stack; the
player gets priority again (117.3c)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from shahrazad.cards.model import ManaCost
from shahrazad.decisions import Asked, Companion, Entry, Role, registers
from shahrazad.decisions.kinds.common import (
    auto_payment,
    fail,
    parse_payment,
    payers,
    scenario_payment,
    sorcery_timing,
)
from shahrazad.decisions.kinds.priority import PRIORITY
from shahrazad.decisions.kinds.resolving import outside
from shahrazad.events import vocabulary as v
from shahrazad.mana import find_payment
from shahrazad.naming import Named, NamingError, QualifiedNames, clauses, pick
from shahrazad.rules import citations as R
from shahrazad.rules import stack, subgames, turns
from shahrazad.rules.outside import outside_cards
from shahrazad.txn import Txn

#: what putting a companion into hand costs (702.139a)
COST = ManaCost(3)


def _outside_now(at: Asked, card: int) -> bool:
    return card in {c.card for c in outside_cards(at.state, at.game, at.player)}


@registers(Companion, asks=PRIORITY, rule=R.COMPANION)
class _Companion(Entry[Companion]):
    def check(self, at: Asked, d: Companion) -> None:
        game, player = at.game, at.player
        if game.companions.get(player) != d.card:
            raise fail(R.COMPANION, f"card {d.card} is not a companion {player} revealed as "
                                    f"game {game.path} began, or its action was taken")
        if not sorcery_timing(game, player):
            raise fail(R.COMPANION, "a companion can be put into hand only in a main phase "
                                    "of your turn, with the stack empty")
        if not _outside_now(at, d.card):
            raise fail(R.COMPANION, f"card {d.card} is no longer outside the game")
        if not stack.can_pay(game, player, d.payment, COST, 0, 0, None):
            raise fail(R.PAY, f"{player} can't pay {COST} with that mana")

    def perform(self, txn: Txn, at: Asked, d: Companion) -> None:
        game, player = at.game, at.player
        stack.pay(txn, game, player, d.payment, COST, 0, 0, None)
        txn.emit(v.CompanionUsed, game, R.COMPANION_ACTION, player=player, card=d.card)
        subgames.bring_in(txn, game, player, d.card, "any", "hand", rule=R.COMPANION)
        turns.give_priority(txn, game, player, R.PRIORITY_AFTER_ACTION)

    def candidates(self, at: Asked) -> Iterator[Companion]:
        card = at.game.companions.get(at.player)
        if card is None or not sorcery_timing(at.game, at.player):
            return
        payment = find_payment(at.game, at.player, COST)
        if payment is not None:
            yield Companion(card, payment)

    def order(self, at: Asked, d: Companion) -> tuple[int, ...]:
        return (4,)

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return payers(at) if role == "payment" else []

    def parse(self, at: Asked, text: str) -> Companion:
        head, parts = clauses(text, ("paying",), "companion")
        if not head:
            raise NamingError("companion NAME: name the companion to put into your hand")
        chosen = pick(head, outside(at), players=at.game.players,
                      where=f"that {at.player} owns outside game {at.game.path}")
        payment = (parse_payment(at, parts["paying"]) if "paying" in parts
                   else auto_payment(at, COST, 0, 0, None))
        return Companion(chosen.key, payment)

    def name(self, at: Asked, d: Companion) -> str:
        text = d.words(QualifiedNames(at, lambda role: self.scope(at, role),
                                      outside=outside(at)))
        if not d.payment and auto_payment(at, COST, 0, 0, None):
            text += " paying nothing"
        return text

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"companion {value}" + scenario_payment(fields)
