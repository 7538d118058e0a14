"""-- batch D-CONTROL --: what an effect offers a player: a payment, a special action
(116.1), and a "you may" redirection of a damage (614.9).

``pay_for [EFFECT] [paying SOURCE, ...]``: while an effect offers a player a payment
(Guardian Angel's "you may pay {1} any time you could cast an instant", Nafs Asp's "unless
they pay {1} before that draw step"), the player may pay it any time they have priority,
as often as they can pay (:mod:`shahrazad.rules.offers`). ``EFFECT`` is the offer's effect
id, or the name of the object whose effect made it; nothing names the oldest offer. The
player gets priority again (117.3c).

``instead yes|no``: a redirection its controller may choose ("you may have that damage
dealt to you instead": Blood of the Martyr) is asked of them for each damage it would
apply to, as that damage would be dealt (:mod:`shahrazad.rules.damage`); the damage is
worked out again with the answer. The passive agent says no.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from shahrazad.decisions import Asked, Entry, Instead, PayOffer, Role, question, registers
from shahrazad.decisions.kinds.combat import go_on
from shahrazad.decisions.kinds.common import (
    auto_payment,
    fail,
    parse_payment,
    payers,
    scenario_payment,
)
from shahrazad.decisions.kinds.priority import PRIORITY
from shahrazad.decisions.kinds.resolving import resume
from shahrazad.events import vocabulary as v
from shahrazad.mana import find_payment
from shahrazad.naming import Named, NamingError, clauses
from shahrazad.projections.state import may_key
from shahrazad.rules import citations as R
from shahrazad.rules import damage, offers, stack
from shahrazad.txn import Txn


@registers(PayOffer, asks=PRIORITY, rule=offers.SPECIAL_ACTION)
class _PayOffer(Entry[PayOffer]):
    def check(self, at: Asked, d: PayOffer) -> None:
        why = offers.why_not(at.game, at.player, d.effect)
        if why:
            raise fail(offers.SPECIAL_ACTION, why)
        cost = offers.cost_of(at.game.effects[d.effect])
        if not stack.can_pay(at.game, at.player, d.payment, cost, 0, 0, None):
            raise fail(R.PAY, f"{at.player} can't pay {cost} with that mana")

    def perform(self, txn: Txn, at: Asked, d: PayOffer) -> None:
        offers.take(txn, at.game, at.player, d.effect, d.payment)

    def candidates(self, at: Asked) -> Iterator[PayOffer]:
        for offer in offers.offers(at.game, at.player):
            payment = find_payment(at.game, at.player, offers.cost_of(offer))
            if payment is not None:
                yield PayOffer(offer.effect, payment)

    def order(self, at: Asked, d: PayOffer) -> tuple[int, ...]:
        return (4,)

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return payers(at) if role == "payment" else []

    def parse(self, at: Asked, text: str) -> PayOffer:
        head, parts = clauses(text, ("paying",), "pay_for")
        head = head.strip()
        found = offers.offers(at.game, at.player)
        if not found:
            raise NamingError(f"no effect offers {at.player} a payment now")
        if not head:
            offer = found[0]
        elif head.isdigit():
            chosen = [o for o in found if o.effect == int(head)]
            if not chosen:
                raise NamingError(f"pay_for {head}: no such offer; the offers are "
                                  + ", ".join(str(o.effect) for o in found))
            offer = chosen[0]
        else:
            chosen = [o for o in found
                      if offers.name_of(at.game, o).casefold() == head.casefold()]
            if not chosen:
                raise NamingError(f"pay_for {head}: no offer of that name; the offers are "
                                  + ", ".join(offers.name_of(at.game, o) for o in found))
            offer = chosen[0]
        payment = (parse_payment(at, parts["paying"]) if "paying" in parts
                   else auto_payment(at, offers.cost_of(offer), 0, 0, None))
        return PayOffer(offer.effect, payment)

    def name(self, at: Asked, d: PayOffer) -> str:
        text = super().name(at, d)
        cost = offers.cost_of(at.game.effects[d.effect]) if d.effect in at.game.effects \
            else None
        if not d.payment and cost is not None and auto_payment(at, cost, 0, 0, None):
            text += " paying nothing"
        return text

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        named = "" if value is True else f" {value}"
        return "pay_for" + named + scenario_payment(fields)


INSTEAD = question("instead", damage.REDIRECTED)


def _asked(at: Asked) -> tuple[int, int | str, int]:
    """The damage a "you may" redirection waits on: its source, its recipient, the
    shield."""
    shield = at.pending.amount
    for (source, key), (_, order) in at.game.damage_orders.items():
        if isinstance(key, str) and key.startswith(f"may:{shield}:") and not order:
            rest = key[len(f"may:{shield}:"):]
            target: int | str = int(rest) if rest.isdigit() else rest
            if key == may_key(shield, target):
                return source, target, shield
    raise NamingError("no redirection waits for its controller's choice now")


@registers(Instead, asks=INSTEAD, rule=damage.REDIRECTED)
class _Instead(Entry[Instead]):
    def check(self, at: Asked, d: Instead) -> None:
        try:
            _asked(at)
        except NamingError as exc:
            raise fail(damage.REDIRECTED, str(exc)) from exc

    def perform(self, txn: Txn, at: Asked, d: Instead) -> None:
        source, target, shield = _asked(at)
        txn.emit(v.RedirectionChosen, at.game, damage.REDIRECTED, player=at.player,
                 source=source, target=target, shield=shield, yes=d.yes)
        if at.game.resolving is not None:
            resume(txn, at, d)
        else:
            go_on(txn, at)

    def candidates(self, at: Asked) -> Iterator[Instead]:
        yield Instead(False)
        yield Instead(True)

    def passive(self, at: Asked) -> Instead:
        return Instead(False)

    def parse(self, at: Asked, text: str) -> Instead:
        word = text.strip().casefold()
        if word not in ("yes", "no"):
            raise NamingError(f"instead {text}: say instead yes or instead no")
        return Instead(word == "yes")

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return "instead " + ("yes" if value else "no")
