"""Legends (1994): the white cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, types
from engine.cards.model import CardDef, Counter, Filter, Triggered

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Presence of the Master", types("Enchantment"), cost("{3}{W}"),
            first_printed="LEG",
            triggers=(Triggered("a_spell_is_cast", (Counter("subject"),),
                                filter=Filter(types=frozenset({"Enchantment"}))),),
            text="Whenever a player casts an enchantment spell, counter it."),
]
