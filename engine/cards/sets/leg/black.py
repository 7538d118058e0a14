"""Legends (1994): the black cards first printed there."""

from __future__ import annotations

from engine.cards.build import CREATURE, LAND, aura, cost, creature, kw, types
from engine.cards.model import (
    Activated,
    AddCounters,
    Become,
    CardDef,
    Cost,
    Count,
    Damage,
    Destroy,
    Filter,
    FirstPrinted,
    GainLife,
    Pump,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"
_ENCHANTED = Filter(attached=True)

DEFS += [
    aura("Blight", "{B}{B}", LAND, first_printed=_LEG,
         triggers=(Triggered("a_permanent_becomes_tapped", (Destroy("subject"),),
                             filter=_ENCHANTED),),
         text="Enchant land\nWhen enchanted land becomes tapped, destroy it."),
    CardDef("Hellfire", types("Sorcery"), cost("{2}{B}{B}{B}"), first_printed=_LEG,
            effects=(Destroy(Filter(types=frozenset({"Creature"}), not_colors=frozenset({"B"}))),
                     Damage(Count(Filter(), zone="graveyard_this_way", plus=3), "you")),
            text="Destroy all nonblack creatures. Hellfire deals X plus 3 damage to you, where "
                 "X is the number of creatures that died this way."),
    CardDef("Jovial Evil", types("Sorcery"), cost("{2}{B}"), first_printed=_LEG,
            targets=(TargetSpec("opponent"),),
            effects=(Damage(Count(Filter(types=frozenset({"Creature"}), colors=frozenset({"W"}),
                                         controller="you"), of="target:0", times=2),
                            "target:0"),),
            text="Jovial Evil deals X damage to target opponent, where X is twice the number "
                 "of white creatures that player controls."),
    aura("Spirit Shackle", "{B}{B}", CREATURE, first_printed=_LEG,
         triggers=(Triggered("a_permanent_becomes_tapped", (AddCounters("-0/-2", 1, "subject"),),
                             filter=_ENCHANTED),),
         text="Enchant creature\nWhenever enchanted creature becomes tapped, put a -0/-2 "
              "counter on it."),
    CardDef("Underworld Dreams", types("Enchantment"), cost("{B}{B}{B}"), first_printed=_LEG,
            triggers=(Triggered("an_opponent_draws_a_card", (Damage(1, "subject"),)),),
            text="Whenever an opponent draws a card, Underworld Dreams deals 1 damage to that "
                 "player."),
    creature("Wall of Tombstones", "{1}{B}", "Wall", 0, 1, kw("defender"), first_printed=_LEG,
             triggers=(Triggered("your_upkeep", (
                 Become("this", set_toughness=Count(Filter(types=frozenset({"Creature"})),
                                                    zone="graveyard", plus=1), until=""),)),),
             text="Defender (This creature can't attack.)\nAt the beginning of your upkeep, "
                  "change Wall of Tombstones's base toughness to 1 plus the number of creature "
                  "cards in your graveyard. (This effect lasts indefinitely.)"),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    creature("Vampire Bats", "{B}", "Bat", 0, 1, kw("flying"), first_printed="LEG",
             abilities=(Activated(Cost(cost("{B}")), (Pump(1, 0, "this"),), limit=2),),
             text="Flying (This creature can't be blocked except by creatures with flying or "
                  "reach.)\n{B}: Vampire Bats gets +1/+0 until end of turn. Activate no more "
                  "than twice each turn."),
    CardDef("Syphon Soul", types("Sorcery"), cost("{2}{B}"), first_printed="LEG",
            effects=(Damage(2, "each_opponent"), GainLife("damage_dealt_this_way")),
            text="Syphon Soul deals 2 damage to each other player. You gain life equal to the "
                 "damage dealt this way."),
]
