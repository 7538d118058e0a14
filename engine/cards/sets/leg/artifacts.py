"""Legends (1994): the colorless artifacts first printed there."""

from __future__ import annotations

from engine.cards.build import cost, types
from engine.cards.model import CardDef, Filter, Static

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Mana Matrix", types("Artifact"), cost("{6}"), first_printed="LEG",
            statics=(Static(Filter(types=frozenset({"Instant", "Enchantment"}),
                                   controller="you"), spell_cost=-2),),
            text="Instant and enchantment spells you cast cost up to {2} less to cast."),
    CardDef("Planar Gate", types("Artifact"), cost("{6}"), first_printed="LEG",
            statics=(Static(Filter(types=frozenset({"Creature"}), controller="you"),
                            spell_cost=-2),),
            text="Creature spells you cast cost up to {2} less to cast."),
]
