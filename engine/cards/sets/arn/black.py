"""Arabian Nights (1993): the black cards first printed there."""

from __future__ import annotations

from engine.cards.build import creature
from engine.cards.model import (
    CardDef,
    Filter,
    FirstPrinted,
    GainLife,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_ARN: FirstPrinted = "ARN"

DEFS += [
    creature("El-Hajjaj", "{1}{B}{B}", "Human Wizard", 1, 1, first_printed=_ARN,
             triggers=(Triggered("a_permanent_deals_damage", (GainLife("that_many"),),
                                 filter=Filter(this=True)),),
             text="Whenever El-Hajj\u00e2j deals damage, you gain that much life."),
]
