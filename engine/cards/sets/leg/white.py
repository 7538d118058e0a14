"""Legends (1994): the white cards first printed there."""

from __future__ import annotations

from engine.cards.build import ANY, PLAYER, cost, types
from engine.cards.model import CardDef, Counter, Filter, GainLife, Mode, PreventDamage, Triggered

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

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
