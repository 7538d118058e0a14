"""The opening hand (103.5): keep, mulligan, and the cards put on the bottom."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import combinations
from typing import Any

from shahrazad.decisions import Asked, Bottom, Entry, Keep, Mulligan, Role, question, registers
from shahrazad.decisions.kinds.common import (
    MAX_SUBSETS,
    fail,
    hand,
    in_hand,
    nothing_after,
    scenario_list,
    where,
)
from shahrazad.naming import Named, pick_list
from shahrazad.rules import citations as R
from shahrazad.rules import turns
from shahrazad.txn import Txn

MULLIGAN = question("mulligan", R.MULLIGAN)
BOTTOM = question("bottom", R.MULLIGAN)


@registers(Keep, asks=MULLIGAN, rule=R.MULLIGAN)
class _Keep(Entry[Keep]):
    def check(self, at: Asked, d: Keep) -> None:
        return None  # a hand can always be kept

    def perform(self, txn: Txn, at: Asked, d: Keep) -> None:
        turns.keep(txn, at.game, at.player)

    def candidates(self, at: Asked) -> Iterator[Keep]:
        yield Keep()

    def passive(self, at: Asked) -> Keep:
        return Keep()

    def parse(self, at: Asked, text: str) -> Keep:
        nothing_after("keep", text)
        return Keep()


@registers(Mulligan, asks=MULLIGAN, rule=R.MULLIGAN)
class _Mulligan(Entry[Mulligan]):
    def check(self, at: Asked, d: Mulligan) -> None:
        if not turns.can_mulligan(at.state, at.game, at.player):
            raise fail(R.MULLIGAN, "no cards are left to mulligan")

    def perform(self, txn: Txn, at: Asked, d: Mulligan) -> None:
        turns.mulligan(txn, at.game, at.player)

    def candidates(self, at: Asked) -> Iterator[Mulligan]:
        yield Mulligan()

    def parse(self, at: Asked, text: str) -> Mulligan:
        nothing_after("mulligan", text)
        return Mulligan()


def check_cards(at: Asked, cards: tuple[int, ...], rule: str) -> None:
    """Exactly as many different cards from the player's hand as the table asks for."""
    amount = at.pending.amount
    if len(set(cards)) != len(cards) or len(cards) != amount:
        raise fail(rule, f"choose exactly {amount} different cards, not {len(cards)}")
    for oid in cards:
        in_hand(at.game, at.player, oid, rule)


def card_sets(at: Asked) -> Iterator[tuple[int, ...]]:
    """Sets of as many cards from hand as the table asks for (at most MAX_SUBSETS)."""
    cards = at.game.player[at.player].hand
    for i, combo in enumerate(combinations(cards, at.pending.amount)):
        if i >= MAX_SUBSETS:
            break
        yield tuple(combo)


def parse_cards(at: Asked, text: str) -> tuple[int, ...]:
    return tuple(c.key for c in pick_list(text, hand(at), players=at.game.players,
                                          where=where(at, f"in {at.player}'s hand")))


def scenario_cards(verb: str, value: object) -> str:
    return f"{verb} " + (", ".join(scenario_list(value, verb)) or "nothing")


@registers(Bottom, asks=BOTTOM, rule=R.MULLIGAN)
class _Bottom(Entry[Bottom]):
    def check(self, at: Asked, d: Bottom) -> None:
        check_cards(at, d.cards, R.MULLIGAN)

    def perform(self, txn: Txn, at: Asked, d: Bottom) -> None:
        turns.bottom(txn, at.game, at.player, d.cards)

    def candidates(self, at: Asked) -> Iterator[Bottom]:
        return (Bottom(cards) for cards in card_sets(at))

    def passive(self, at: Asked) -> Bottom:
        return Bottom(tuple(at.game.player[at.player].hand[: at.pending.amount]))

    def parse(self, at: Asked, text: str) -> Bottom:
        return Bottom(parse_cards(at, text))

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return hand(at)

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return scenario_cards("bottom", value)
