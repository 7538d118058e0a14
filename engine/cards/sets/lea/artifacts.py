"""Alpha (1993), with Beta and Unlimited: the colorless artifacts first printed there.

Kormus Bell makes each Swamp a 1/1 black creature (layers 4, 5 and 7b), Meekstone and
Basalt Monolith say what doesn't untap (a rule-changing static ability, 502.3).
"""

from __future__ import annotations

from engine.cards.build import ANY, TAP, cost, types
from engine.cards.model import (
    Activated,
    AddMana,
    CardDef,
    Cost,
    Damage,
    Draw,
    Filter,
    FirstPrinted,
    Static,
    Untap,
)

__all__ = ["DEFS"]

LEA: FirstPrinted = "LEA"

DEFS: list[CardDef] = [
    CardDef("Kormus Bell", types("Artifact"), cost("{4}"), first_printed=LEA,
            statics=(Static(Filter(subtypes=frozenset({"Swamp"})),
                            types=frozenset({"Creature"}), color="B", set_power=1,
                            set_toughness=1),),
            text="All Swamps are 1/1 black creatures that are still lands."),
    CardDef("Meekstone", types("Artifact"), cost("{1}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Creature"}), power_at_least=3),
                            cant="untap"),),
            text="Creatures with power 3 or greater don't untap during their controllers' "
                 "untap steps."),
    CardDef("Basalt Monolith", types("Artifact"), cost("{3}"), first_printed=LEA,
            statics=(Static("this", cant="untap"),),
            abilities=(Activated(TAP, (AddMana("CCC"),), mana=True),
                       Activated(Cost(cost("{3}")), (Untap("this"),))),
            text="Basalt Monolith doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n"
                 "{3}: Untap Basalt Monolith."),
    CardDef("Obsianus Golem", types("Artifact", "Creature"), cost("{6}"),
            subtypes=frozenset({"Golem"}), power=4, toughness=6, first_printed=LEA),
    CardDef("Rod of Ruin", types("Artifact"), cost("{4}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{3}"), tap=True), (Damage(1, "target:0"),),
                                 (ANY,)),),
            text="{3}, {T}: Rod of Ruin deals 1 damage to any target."),
    CardDef("Jayemdae Tome", types("Artifact"), cost("{4}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{4}"), tap=True), (Draw(1),)),),
            text="{4}, {T}: Draw a card."),
]
