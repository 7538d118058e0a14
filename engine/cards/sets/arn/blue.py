"""Arabian Nights (1993): the blue cards first printed there."""

from __future__ import annotations

from engine.cards.build import CREATURE, aura
from engine.cards.model import (
    AddCounters,
    CardDef,
    FirstPrinted,
    Static,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_ARN: FirstPrinted = "ARN"

DEFS += [
    aura("Unstable Mutation", "{U}", CREATURE, Static("attached", power=3, toughness=3),
         first_printed=_ARN,
         triggers=(Triggered("enchanted_permanents_controllers_upkeep",
                             (AddCounters("-1/-1", 1, "attached"),)),),
         text="Enchant creature\nEnchanted creature gets +3/+3.\nAt the beginning of the "
              "upkeep of enchanted creature's controller, put a -1/-1 counter on that "
              "creature."),
]
