"""Legends (1994): the colorless artifacts first printed there.

Arena of the Ancients keeps legendary creatures tapped (a rule-changing static ability,
502.3) and taps them all as it enters; Horn of Deafening and Kry Shield prevent the
damage one creature would deal (615).
"""

from __future__ import annotations

from engine.cards.build import ARTIFACT, CREATURE, TAP, cost, types
from engine.cards.model import (
    Activated,
    Become,
    CardDef,
    Cost,
    Filter,
    FirstPrinted,
    PreventDamage,
    Static,
    Tap,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

LEG: FirstPrinted = "LEG"

_LEGENDARY_CREATURES = Filter(types=frozenset({"Creature"}), supertypes=frozenset({"Legendary"}))

DEFS: list[CardDef] = [
    # -- batch E5 ------
    CardDef("Arena of the Ancients", types("Artifact"), cost("{3}"), first_printed=LEG,
            statics=(Static(_LEGENDARY_CREATURES, cant="untap"),),
            triggers=(Triggered("enters_battlefield", (Tap(_LEGENDARY_CREATURES),)),),
            text="Legendary creatures don't untap during their controllers' untap steps.\n"
                 "When Arena of the Ancients enters the battlefield, tap all legendary "
                 "creatures."),
    CardDef("Horn of Deafening", types("Artifact"), cost("{4}"), first_printed=LEG,
            abilities=(Activated(Cost(cost("{2}"), tap=True),
                                 (PreventDamage(to="anything", by="target:0", combat=True),),
                                 (CREATURE,)),),
            text="{2}, {T}: Prevent all combat damage that would be dealt by target creature "
                 "this turn."),
    CardDef("Kry Shield", types("Artifact"), cost("{2}"), first_printed=LEG,
            abilities=(Activated(Cost(cost("{2}"), tap=True),
                                 (PreventDamage(to="anything", by="target:0"),
                                  Become("target:0", toughness="its_mana_value")),
                                 (TargetSpec("creature", filter=Filter(controller="you")),)),),
            text="{2}, {T}: Prevent all damage that would be dealt this turn by target "
                 "creature you control. That creature gets +0/+X until end of turn, where X "
                 "is its mana value."),
    CardDef("Relic Barrier", types("Artifact"), cost("{2}"), first_printed=LEG,
            abilities=(Activated(TAP, (Tap("target:0"),), (ARTIFACT,)),),
            text="{T}: Tap target artifact."),
]
