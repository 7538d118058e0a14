"""Legends (1994): the blue cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, types
from engine.cards.model import CardDef, Counter, MayPay, TargetSpec

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Force Spike", types("Instant"), cost("{U}"), first_printed="LEG",
            targets=(TargetSpec("spell"),),
            effects=(MayPay(cost("{1}"), unless=True, who="controller_of:0"),
                     Counter("target:0")),
            text="Counter target spell unless its controller pays {1}."),
]
