"""Discarding cards of one's choice: the cleanup step's discard down to the maximum hand
size (514.1), and a resolving effect's (608.2d: Bazaar of Baghdad, Balance)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from shahrazad.cards.model import Discard as DiscardEffect
from shahrazad.decisions import Asked, Discard, Entry, Role, question, registers
from shahrazad.decisions.kinds.common import fail, hand, in_hand
from shahrazad.decisions.kinds.opening import card_sets, check_cards, parse_cards, scenario_cards
from shahrazad.naming import Named
from shahrazad.rules import actions, turns
from shahrazad.rules import citations as R
from shahrazad.rules.effects import waiting_effect
from shahrazad.txn import Txn

DISCARD = question("discard", R.HAND_SIZE)


def _may_decline(at: Asked) -> bool:
    """Batch B04: a resolving "... unless you discard a card" lets the player discard
    nothing (608.2d)."""
    if at.game.resolving is None:
        return False
    effect = waiting_effect(at.game)
    return isinstance(effect, DiscardEffect) and effect.unless


def _up_to(at: Asked) -> bool:
    """-- batch B08 --: a resolving "may discard up to N cards": none to N (608.2d)."""
    if at.game.resolving is None:
        return False
    effect = waiting_effect(at.game)
    return isinstance(effect, DiscardEffect) and effect.up_to


@registers(Discard, asks=DISCARD, rule=R.HAND_SIZE)
class _Discard(Entry[Discard]):
    def check(self, at: Asked, d: Discard) -> None:
        if not d.cards and _may_decline(at):
            return
        if _up_to(at):  # -- batch B08 --: fewer, or none, will do
            if len(set(d.cards)) != len(d.cards) or len(d.cards) > at.pending.amount:
                raise fail(R.DISCARD, f"choose at most {at.pending.amount} different cards")
            for oid in d.cards:
                in_hand(at.game, at.player, oid, R.DISCARD)
            return
        check_cards(at, d.cards, R.DISCARD if at.game.resolving is not None else R.HAND_SIZE)

    def perform(self, txn: Txn, at: Asked, d: Discard) -> None:
        if at.game.resolving is not None:  # a resolving effect asked: it discards them
            from shahrazad.decisions.kinds.resolving import resume

            resume(txn, at, d)
            return
        for oid in d.cards:
            actions.move(txn, at.game, at.game.objects[oid], "graveyard", "discard",
                         R.HAND_SIZE)
        turns.finish_cleanup(txn, at.game)

    def candidates(self, at: Asked) -> Iterator[Discard]:
        if _may_decline(at) or _up_to(at):
            yield Discard(())
        if _up_to(at):  # -- batch B08 --: one card, then as many as asked
            yield from (Discard((c,)) for c in at.game.player[at.player].hand)
        yield from (Discard(cards) for cards in card_sets(at))

    def passive(self, at: Asked) -> Discard:
        return Discard(tuple(at.game.player[at.player].hand[: at.pending.amount]))

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return hand(at)

    def parse(self, at: Asked, text: str) -> Discard:
        return Discard(parse_cards(at, text))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return scenario_cards("discard", value)
