"""The Dark (1994): the multicolored cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import cost, creature, kw, types
from shahrazad.cards.model import Activated, CardDef, Cost, Filter, GainLife

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch E3 ----------------------------------------------------------------------
DEFS += [
    creature("Marsh Goblins", "{B}{R}", "Goblin", 1, 1, kw("swampwalk"),
             "Swampwalk (This creature can't be blocked as long as defending player controls "
             "a Swamp.)", first_printed="DRK"),
    creature("Scarwood Goblins", "{R}{G}", "Goblin", 2, 2, first_printed="DRK"),
]

# -- batch B05 ------
DEFS += [
    CardDef("Dark Heart of the Wood", types("Enchantment"), cost("{B}{G}"), first_printed="DRK",
            abilities=(Activated(Cost(sacrifice_other=Filter(subtypes=frozenset({"Forest"}))),
                                 (GainLife(3),)),),
            text="Sacrifice a Forest: You gain 3 life."),
]
