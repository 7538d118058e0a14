"""Legends (1994): the black cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, creature, kw, types
from engine.cards.model import Activated, CardDef, Cost, Damage, GainLife, Pump

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    creature("Vampire Bats", "{B}", "Bat", 0, 1, kw("flying"), first_printed="LEG",
             abilities=(Activated(Cost(cost("{B}")), (Pump(1, 0, "this"),), limit=2),),
             text="Flying (This creature can't be blocked except by creatures with flying or "
                  "reach.)\n{B}: Vampire Bats gets +1/+0 until end of turn. Activate no more "
                  "than twice each turn."),
    CardDef("Syphon Soul", types("Sorcery"), cost("{2}{B}"), first_printed="LEG",
            effects=(Damage(2, "each_opponent"), GainLife("damage_dealt_this_way")),
            text="Syphon Soul deals 2 damage to each other player. You gain life equal to the "
                 "damage dealt this way."),
]
