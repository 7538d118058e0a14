"""Legends (1994): the blue cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, types
from engine.cards.model import (
    CardDef,
    Counter,
    Destroy,
    Filter,
    MayPay,
    Mode,
    Return,
    TargetSpec,
    Untap,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Force Spike", types("Instant"), cost("{U}"), first_printed="LEG",
            targets=(TargetSpec("spell"),),
            effects=(MayPay(cost("{1}"), unless=True, who="controller_of:0"),
                     Counter("target:0")),
            text="Counter target spell unless its controller pays {1}."),
    CardDef("Flash Flood", types("Instant"), cost("{U}"), first_printed="LEG",
            modes=(Mode((Destroy("target:0"),),
                        (TargetSpec("permanent", filter=Filter(colors=frozenset({"R"}))),)),
                   Mode((Return("target:0", "hand"),),
                        (TargetSpec("permanent",
                                    filter=Filter(subtypes=frozenset({"Mountain"}))),))),
            text="Choose one \u2014\n\u2022 Destroy target red permanent.\n\u2022 Return target "
                 "Mountain to its owner's hand."),
    CardDef("Reset", types("Instant"), cost("{U}{U}"), first_printed="LEG",
            cast_only="during_an_opponents_turn_after_upkeep",
            effects=(Untap(Filter(types=frozenset({"Land"}), controller="you")),),
            text="Cast this spell only during an opponent's turn after their upkeep step.\n"
                 "Untap all lands you control."),
]
