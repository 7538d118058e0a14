"""-- batch T-ORDER --: a player orders their own triggered abilities that wait together
(603.3b).

When a player would receive priority, the waiting triggers go on the stack: the active
player's first, then each other player's in turn order (APNAP), and each player puts
their own in any order they choose. A player with two or more waiting is asked
(``order_triggers``); the answer lists them all, each once, the first to go on the
stack first (so the last listed resolves first). A player with one is not asked, nor
one whose triggers are all alike (:func:`shahrazad.rules.triggers.alike`: any order gives
the same result).

The question numbers the triggers in the order they triggered, which is also the order
the engine uses for an agent that takes the default (the passive agent, a scenario that
states no order). In words a trigger is named by its number or by its source's name:
``order_triggers 2, 1`` or ``order_triggers Soul Net, Juzam Djinn``; a name that two
waiting triggers share names the first of them not named yet.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import islice, permutations
from typing import Any

from shahrazad.decisions import Asked, Entry, OrderTriggers, question, registers
from shahrazad.decisions.kinds.common import MAX_SUBSETS, fail
from shahrazad.events import vocabulary as v
from shahrazad.naming import NamingError, split_list
from shahrazad.projections.state import PendingTrigger
from shahrazad.rules import citations as R
from shahrazad.rules import triggers, turns
from shahrazad.txn import Txn

ORDER = question(triggers.ORDER, R.APNAP)


def asked(at: Asked) -> list[PendingTrigger]:
    """The triggers the question is about, numbered from 0 in the order they triggered
    (as its ``trigger_order_asked`` event lists them)."""
    question = at.game.trigger_order
    if at.pending.kind != ORDER or question is None or question.player != at.player:
        raise NamingError(f"{at.player} has no triggered abilities to order now")
    return [at.game.triggers[t] for t in question.triggers if t in at.game.triggers]


def listed(waiting: list[PendingTrigger]) -> str:
    """The waiting triggers by number, as a refusal or a naming error lists them."""
    return "; ".join(f"{i + 1}: {t.source_name}" for i, t in enumerate(waiting))


@registers(OrderTriggers, asks=ORDER, rule=R.APNAP)
class _OrderTriggers(Entry[OrderTriggers]):
    def check(self, at: Asked, d: OrderTriggers) -> None:
        waiting = asked(at)
        if sorted(d.order) != list(range(len(waiting))):
            strays = [i + 1 for i in d.order if not 0 <= i < len(waiting)]
            left = [i + 1 for i in range(len(waiting)) if i not in d.order]
            twice = sorted({i + 1 for i in d.order if d.order.count(i) > 1})
            why = (f"there is no trigger {', '.join(map(str, strays))} waiting" if strays
                   else f"trigger {', '.join(map(str, twice))} is listed twice" if twice
                   else f"trigger {', '.join(map(str, left))} is left out")
            raise fail(R.APNAP, f"{why}: order all {len(waiting)} of {at.player}'s waiting "
                                f"triggers, each once ({listed(waiting)})")

    def perform(self, txn: Txn, at: Asked, d: OrderTriggers) -> None:
        waiting = asked(at)
        question = at.game.trigger_order
        assert question is not None
        chosen = [waiting[i] for i in d.order]
        txn.emit(v.TriggersOrdered, at.game, R.APNAP, player=at.player,
                 triggers=tuple(t.trigger for t in chosen),
                 names=tuple(t.source_name for t in chosen))
        # The triggers go on the stack, then the player who was to receive priority
        # when the question came does (117.3a-c, as recorded with the question).
        turns.give_priority(txn, at.game, question.then, question.then_rule)

    def candidates(self, at: Asked) -> Iterator[OrderTriggers]:
        for order in islice(permutations(range(len(asked(at)))), MAX_SUBSETS):
            yield OrderTriggers(order)

    def passive(self, at: Asked) -> OrderTriggers:
        # the order they triggered in: the engine's order before players chose it
        return OrderTriggers(tuple(range(len(asked(at)))))

    def parse(self, at: Asked, text: str) -> OrderTriggers:
        waiting = asked(at)
        order: list[int] = []
        for item in split_list(text):
            if item.isdigit():
                order.append(int(item) - 1)
                continue
            hit = next((i for i, t in enumerate(waiting) if i not in order
                        and t.source_name.casefold() == item.casefold()), None)
            if hit is None:
                raise NamingError(f"order_triggers: no waiting trigger of {at.player}'s is "
                                  f"{item!r} (waiting: {listed(waiting)})")
            order.append(hit)
        return OrderTriggers(tuple(order))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        if isinstance(value, list):
            return "order_triggers " + ", ".join(str(n) for n in value)
        return f"order_triggers {value}"
