"""Antiquities (1994): the black cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ARTIFACT, TAP, cost, creature, types
from shahrazad.cards.model import (
    Activated,
    Become,
    CardDef,
    Cost,
    Destroy,
    Filter,
    FirstPrinted,
    TargetSpec,
)

__all__ = ["DEFS"]

ATQ: FirstPrinted = "ATQ"

DEFS: list[CardDef] = [
    # -- batch E2 ------
    # power and toughness set in layer 7b from the artifact's own mana value (202.3)
    creature("Xenic Poltergeist", "{1}{B}{B}", "Spirit", 1, 1, first_printed=ATQ,
             abilities=(Activated(TAP, (Become(
                 "target:0", types=types("Artifact", "Creature"), set_power="its_mana_value",
                 set_toughness="its_mana_value", until="your_next_upkeep"),),
                 (TargetSpec("noncreature_artifact"),)),),
             text="{T}: Until your next upkeep, target noncreature artifact becomes an artifact "
                  "creature with power and toughness each equal to its mana value."),
]

# -- batch B05 ------
DEFS += [
    CardDef("Gate to Phyrexia", types("Enchantment"), cost("{B}{B}"), first_printed="ATQ",
            abilities=(Activated(Cost(sacrifice_other=Filter(types=frozenset({"Creature"}))),
                                 (Destroy("target:0"),), (ARTIFACT,),
                                 condition="only_during_your_upkeep", limit=1),),
            text="Sacrifice a creature: Destroy target artifact. Activate only during your "
                 "upkeep and only once each turn."),
]
