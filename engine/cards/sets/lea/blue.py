"""Alpha (1993), with Beta and Unlimited: the blue cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, creature, kw
from engine.cards.model import Activated, CardDef, Cost, Pump

__all__ = ["DEFS"]

DEFS: list[CardDef] = [
    creature("Wall of Air", "{1}{U}{U}", "Wall", 1, 5, kw("defender", "flying"),
             "Defender, flying (This creature can't attack, and it can block creatures with "
             "flying.)"),
    creature("Wall of Water", "{1}{U}{U}", "Wall", 0, 5, kw("defender"),
             "Defender (This creature can't attack.) {U}: Wall of Water gets +1/+0 until end "
             "of turn.", abilities=(Activated(Cost(cost("{U}")), (Pump(1, 0, "this"),)),)),
]
