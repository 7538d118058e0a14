"""Antiquities (1994): the red cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ANY, CREATURE, cost, creature, types
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    CardDef,
    Cost,
    Counter,
    Damage,
    Destroy,
    Draw,
    Filter,
    FirstPrinted,
    FlipCoin,
    OnlyIf,
    Pump,
    TargetSpec,
)

__all__ = ["DEFS"]

ATQ: FirstPrinted = "ATQ"

DEFS: list[CardDef] = [
    # -- batch E2 ------
    CardDef("Artifact Blast", types("Instant"), cost("{R}"), first_printed=ATQ,
            targets=(TargetSpec("spell", filter=Filter(types=frozenset({"Artifact"}))),),
            effects=(Counter(),), text="Counter target artifact spell."),
    CardDef("Shatterstorm", types("Sorcery"), cost("{2}{R}{R}"), first_printed=ATQ,
            effects=(Destroy(Filter(types=frozenset({"Artifact"})), cant_be_regenerated=True),),
            text="Destroy all artifacts. They can't be regenerated."),
]

# -- batch B05 ------
AN_ARTIFACT = Filter(types=frozenset({"Artifact"}))
DEFS += [
    creature("Atog", "{1}{R}", "Atog", 1, 2, first_printed=ATQ,
             abilities=(Activated(Cost(sacrifice_other=AN_ARTIFACT), (Pump(2, 2, "this"),)),),
             text="Sacrifice an artifact: Atog gets +2/+2 until end of turn."),
    creature("Dwarven Weaponsmith", "{1}{R}", "Dwarf Artificer", 1, 1, first_printed=ATQ,
             abilities=(Activated(Cost(tap=True, sacrifice_other=AN_ARTIFACT),
                                  (AddCounters("+1/+1", 1, "target:0"),), (CREATURE,),
                                  condition="only_during_your_upkeep"),),
             text="{T}, Sacrifice an artifact: Put a +1/+1 counter on target creature. "
                  "Activate only during your upkeep."),
    creature("Orcish Mechanics", "{2}{R}", "Orc", 1, 1, first_printed=ATQ,
             abilities=(Activated(Cost(tap=True, sacrifice_other=AN_ARTIFACT),
                                  (Damage(2, "target:0"),), (ANY,)),),
             text="{T}, Sacrifice an artifact: Orcish Mechanics deals 2 damage to any target."),
]

# -- batch B03 ------
DEFS += [
    CardDef("Detonate", types("Sorcery"), cost("{X}{R}"), first_printed=ATQ,
            targets=(TargetSpec("permanent", filter=Filter(types=frozenset({"Artifact"}),
                                                           mana_value_is_x=True)),),
            effects=(Destroy("target:0", cant_be_regenerated=True),
                     Damage("X", "controller_of:0")),
            text="Destroy target artifact with mana value X. It can't be regenerated. "
                 "Detonate deals X damage to that artifact's controller."),
]

# -- batch C-ANTE ---------------------------------------------------------------------

DEFS += [
    # the target is chosen as it is activated, before the flip (601.2c, 602.2b); the draw
    # of a won flip comes after it (a draw may ask a question: it can't be part of it)
    CardDef("Goblin Artisans", types("Creature"), cost("{R}"), first_printed=ATQ,
            subtypes=frozenset({"Goblin", "Artificer"}), power=1, toughness=1,
            abilities=(Activated(Cost(tap=True), (
                FlipCoin(lost=(Counter("target:0"),)),
                OnlyIf("coin_flips_won_this_way"), Draw(1)),
                (TargetSpec("spell", filter=Filter(
                    types=frozenset({"Artifact"}), controller="you",
                    not_targeted_by_another_of_this_name=True)),)),),
            text="{T}: Flip a coin. If you win the flip, draw a card. If you lose the flip, "
                 "counter target artifact spell you control that isn't the target of an "
                 "ability from another creature named Goblin Artisans."),
]
