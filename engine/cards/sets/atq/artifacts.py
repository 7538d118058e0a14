"""Antiquities (1994): the colorless artifacts first printed there."""

from __future__ import annotations

from engine.cards.build import cost, kw, types
from engine.cards.model import Activated, CardDef, Cost, Static, Untap

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Colossus of Sardia", types("Artifact", "Creature"), cost("{9}"),
            subtypes=frozenset({"Golem"}), power=9, toughness=9, keywords=kw("trample"),
            first_printed="ATQ", statics=(Static("this", cant="untap"),),
            abilities=(Activated(Cost(cost("{9}")), (Untap("this"),),
                                 condition="only_during_your_upkeep"),),
            text="Trample (This creature can deal excess combat damage to the player or "
                 "planeswalker it's attacking.)\nColossus of Sardia doesn't untap during your "
                 "untap step.\n{9}: Untap Colossus of Sardia. Activate only during your upkeep."),
]
