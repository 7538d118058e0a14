"""Legends (1994): the colorless artifacts first printed there."""

from __future__ import annotations

from engine.cards.build import cost, types
from engine.cards.model import (
    Activated,
    Become,
    CardDef,
    Cost,
    Filter,
    FirstPrinted,
    Static,
    TargetSpec,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"

DEFS += [
    CardDef("Sentinel", types("Artifact", "Creature"), cost("{4}"), first_printed=_LEG,
            subtypes=frozenset({"Shapeshifter"}), power=1, toughness=1,
            abilities=(Activated(Cost(cost("{0}")), (
                Become("this", set_toughness="one_plus_power_of:0", until=""),),
                (TargetSpec("creature", filter=Filter(combat="blocking_or_blocked_by_this")),)),),
            text="{0}: Change Sentinel's base toughness to 1 plus the power of target creature "
                 "blocking or blocked by Sentinel. (This effect lasts indefinitely.)"),
]

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
