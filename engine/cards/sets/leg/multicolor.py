"""Legends (1994): the multicolored cards first printed there."""

from __future__ import annotations

from engine.cards.build import PLAYER, TAP, cost, creature
from engine.cards.model import (
    Activated,
    CardDef,
    Cost,
    Discard,
    Prevent,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# Sol'kanar the Swamp King, a Legends card, is defined with the command-zone variants'
# cards (engine/cards/variant_cards.py): the fuzzer's pinned seeds deal it from there.

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    creature("Angus Mackenzie", "{G}{W}{U}", "Human Cleric", 2, 2,
             supertypes=frozenset({"Legendary"}), first_printed="LEG",
             abilities=(Activated(Cost(cost("{G}{W}{U}"), tap=True), (Prevent("combat"),),
                                  condition="only_before_combat_damage"),),
             text="{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. "
                  "Activate only before the combat damage step."),
    creature("Gwendlyn Di Corci", "{U}{B}{B}{R}", "Human Rogue", 3, 5,
             supertypes=frozenset({"Legendary"}), first_printed="LEG",
             abilities=(Activated(TAP, (Discard(1, "target:0"),), (PLAYER,),
                                  condition="only_during_your_turn"),),
             text="{T}: Target player discards a card at random. Activate only during your "
                  "turn."),
]
