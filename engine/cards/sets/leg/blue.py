"""Legends (1994): the blue cards first printed there."""

from __future__ import annotations

from engine.cards.build import CREATURE, aura
from engine.cards.model import (
    CardDef,
    Damage,
    Filter,
    FirstPrinted,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"

DEFS += [
    aura("Backfire", "{U}", CREATURE, first_printed=_LEG,
         triggers=(Triggered("a_permanent_deals_damage_to_you",
                             (Damage("that_many", "controller_of_subject"),),
                             filter=Filter(attached=True)),),
         text="Enchant creature\nWhenever enchanted creature deals damage to you, Backfire "
              "deals that much damage to that creature's controller."),
]
