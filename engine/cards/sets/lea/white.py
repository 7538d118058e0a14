"""Alpha (1993), with Beta and Unlimited: the white cards first printed there.

Each card is written from its current Oracle text in the card language: a lord's "white
creatures get +1/+1" is a static ability affecting a filter (layer 7c), Conversion's "All
Mountains are Plains" one that sets land types (layer 4, 305.7), Armageddon's "all lands"
a filter of the objects an effect destroys.
"""

from __future__ import annotations

from engine.cards.build import CREATURE, aura, cost, creature, types
from engine.cards.model import (
    Activated,
    Become,
    CardDef,
    Cost,
    Destroy,
    Filter,
    FirstPrinted,
    MayPay,
    Pump,
    Return,
    Sacrifice,
    Static,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

LEA: FirstPrinted = "LEA"
_CREATURES = Filter(types=frozenset({"Creature"}))

DEFS: list[CardDef] = [
    CardDef("Crusade", types("Enchantment"), cost("{W}{W}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Creature"}), colors=frozenset({"W"})),
                            power=1, toughness=1),),
            text="White creatures get +1/+1."),
    CardDef("Castle", types("Enchantment"), cost("{3}{W}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Creature"}), tapped="untapped",
                                   controller="you"), toughness=2),),
            text="Untapped creatures you control get +0/+2."),
    CardDef("Conversion", types("Enchantment"), cost("{2}{W}{W}"), first_printed=LEA,
            triggers=(Triggered("your_upkeep", (MayPay(cost("{W}{W}"), unless=True),
                                                Sacrifice("this"))),),
            statics=(Static(Filter(subtypes=frozenset({"Mountain"})),
                            land_types=frozenset({"Plains"})),),
            text="At the beginning of your upkeep, sacrifice Conversion unless you pay "
                 "{W}{W}.\nAll Mountains are Plains."),
    aura("Holy Strength", "{W}", CREATURE, Static("attached", power=1, toughness=2),
         first_printed=LEA, text="Enchant creature\nEnchanted creature gets +1/+2."),
    aura("Holy Armor", "{W}", CREATURE, Static("attached", toughness=2),
         abilities=(Activated(Cost(cost("{W}")), (Pump(0, 1, "attached"),)),),
         first_printed=LEA,
         text="Enchant creature\nEnchanted creature gets +0/+2.\n{W}: Enchanted creature "
              "gets +0/+1 until end of turn."),
    aura("Blessing", "{W}{W}", CREATURE,
         abilities=(Activated(Cost(cost("{W}")), (Pump(1, 1, "attached"),)),),
         first_printed=LEA,
         text="Enchant creature\n{W}: Enchanted creature gets +1/+1 until end of turn."),
    aura("Lance", "{W}", CREATURE, Static("attached", keywords=frozenset({"first_strike"})),
         first_printed=LEA, text="Enchant creature\nEnchanted creature has first strike."),
    CardDef("Armageddon", types("Sorcery"), cost("{3}{W}"), first_printed=LEA,
            effects=(Destroy(Filter(types=frozenset({"Land"}))),), text="Destroy all lands."),
    CardDef("Purelace", types("Instant"), cost("{W}"), first_printed=LEA,
            targets=(TargetSpec("spell_or_permanent"),),
            effects=(Become("target:0", color="W", until=""),),
            text="Target spell or permanent becomes white. (Mana symbols on that permanent "
                 "remain unchanged.)"),
    CardDef("Righteousness", types("Instant"), cost("{W}"), first_printed=LEA,
            targets=(TargetSpec("creature", filter=Filter(combat="blocking")),),
            effects=(Pump(7, 7),),
            text="Target blocking creature gets +7/+7 until end of turn."),
    CardDef("Resurrection", types("Sorcery"), cost("{2}{W}{W}"), first_printed=LEA,
            targets=(TargetSpec("card_in_your_graveyard", filter=_CREATURES),),
            effects=(Return("target:0", "battlefield"),),
            text="Return target creature card from your graveyard to the battlefield."),
    creature("Savannah Lions", "{W}", "Cat", 2, 1, first_printed=LEA),
    creature("Pearled Unicorn", "{2}{W}", "Unicorn", 2, 2, first_printed=LEA),
    creature("Northern Paladin", "{2}{W}{W}", "Human Knight", 3, 3, first_printed=LEA,
             abilities=(Activated(Cost(cost("{W}{W}"), tap=True), (Destroy("target:0"),),
                                  (TargetSpec("permanent",
                                              filter=Filter(colors=frozenset({"B"}))),)),),
             text="{W}{W}, {T}: Destroy target black permanent."),
]
