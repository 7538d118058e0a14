"""Legends (1994): the white cards first printed there."""

from __future__ import annotations

from engine.cards.build import ANY, CREATURE, PLAYER, aura, cost, types
from engine.cards.model import (
    CardDef,
    Count,
    Counter,
    Filter,
    FirstPrinted,
    GainLife,
    Mode,
    PreventDamage,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"

DEFS += [
    CardDef("Lifeblood", types("Enchantment"), cost("{2}{W}{W}"), first_printed=_LEG,
            triggers=(Triggered("a_permanent_becomes_tapped", (GainLife(1),),
                                filter=Filter(subtypes=frozenset({"Mountain"}),
                                              controller="opponent")),),
            text="Whenever a Mountain an opponent controls becomes tapped, you gain 1 life."),
    aura("Spirit Link", "{W}", CREATURE, first_printed=_LEG,
         triggers=(Triggered("a_permanent_deals_damage", (GainLife("that_many"),),
                             filter=Filter(attached=True)),),
         text="Enchant creature (Target a creature as you cast this. This card enters the "
              "battlefield attached to that creature.)\nWhenever enchanted creature deals "
              "damage, you gain that much life."),
    CardDef("Spiritual Sanctuary", types("Enchantment"), cost("{2}{W}{W}"), first_printed=_LEG,
            triggers=(Triggered("each_upkeep", (GainLife(1, "subject"),),
                                intervening_if=Count(Filter(subtypes=frozenset({"Plains"}),
                                                            controller="you"),
                                                     of="subject")),),
            text="At the beginning of each player's upkeep, if that player controls a Plains, "
                 "they gain 1 life."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Presence of the Master", types("Enchantment"), cost("{3}{W}"),
            first_printed="LEG",
            triggers=(Triggered("a_spell_is_cast", (Counter("subject"),),
                                filter=Filter(types=frozenset({"Enchantment"}))),),
            text="Whenever a player casts an enchantment spell, counter it."),
    CardDef("Alabaster Potion", types("Instant"), cost("{X}{W}{W}"), first_printed="LEG",
            modes=(Mode((GainLife("X", "target:0"),), (PLAYER,)),
                   Mode((PreventDamage("X", "target:0"),), (ANY,))),
            text="Choose one \u2014\n\u2022 Target player gains X life.\n\u2022 Prevent the next X "
                 "damage that would be dealt to any target this turn."),
]
