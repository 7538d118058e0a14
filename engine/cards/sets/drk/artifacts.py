"""The Dark (1994): the colorless artifacts first printed there."""

from __future__ import annotations

from engine.cards.build import cost, types
from engine.cards.model import CardDef, Filter, Static

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Stone Calendar", types("Artifact"), cost("{5}"), first_printed="DRK",
            statics=(Static(Filter(controller="you"), spell_cost=-1),),
            text="Spells you cast cost up to {1} less to cast."),
]
