"""Antiquities (1994): the colorless artifacts first printed there."""

from __future__ import annotations

from engine.cards.build import ANY, cost, kw, types
from engine.cards.model import (
    Activated,
    AddCounters,
    CardDef,
    Cost,
    Damage,
    Filter,
    GainLife,
    MayPay,
    Static,
    Triggered,
    Untap,
)

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
    CardDef("Urza's Chalice", types("Artifact"), cost("{1}"), first_printed="ATQ",
            triggers=(Triggered("a_spell_is_cast", (MayPay(cost("{1}")), GainLife(1)),
                                filter=Filter(types=frozenset({"Artifact"}))),),
            text="Whenever a player casts an artifact spell, you may pay {1}. If you do, you "
                 "gain 1 life."),
    CardDef("Triskelion", types("Artifact", "Creature"), cost("{6}"),
            subtypes=frozenset({"Construct"}), power=1, toughness=1, first_printed="ATQ",
            as_enters=(AddCounters("+1/+1", 3, "this"),),
            abilities=(Activated(Cost(remove_counters=1), (Damage(1, "target:0"),), (ANY,)),),
            text="Triskelion enters the battlefield with three +1/+1 counters on it.\nRemove a "
                 "+1/+1 counter from Triskelion: It deals 1 damage to any target."),
]
