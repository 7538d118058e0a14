"""Legends (1994): the green cards first printed there."""

from __future__ import annotations

from engine.cards.build import PLAYER, cost, creature, kw, types
from engine.cards.model import (
    CardDef,
    Count,
    Damage,
    Filter,
    FirstPrinted,
    Static,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"
_TWO_PER_AURA = Count(Filter(subtypes=frozenset({"Aura"}), on_this=True), times=2)

DEFS += [
    creature("Rabid Wombat", "{2}{G}{G}", "Wombat", 0, 1, kw("vigilance"), first_printed=_LEG,
             statics=(Static("this", power=_TWO_PER_AURA, toughness=_TWO_PER_AURA),),
             text="Vigilance\nRabid Wombat gets +2/+2 for each Aura attached to it."),
    CardDef("Storm Seeker", types("Instant"), cost("{3}{G}"), first_printed=_LEG,
            targets=(PLAYER,),
            effects=(Damage(Count(Filter(), zone="hand", of="target:0"), "target:0"),),
            text="Storm Seeker deals damage to target player equal to the number of cards in "
                 "that player's hand."),
    CardDef("Typhoon", types("Sorcery"), cost("{2}{G}"), first_printed=_LEG,
            effects=(Damage(Count(Filter(subtypes=frozenset({"Island"}), controller="you"),
                                  of="that_player"), "each_opponent"),),
            text="Typhoon deals damage to each opponent equal to the number of Islands that "
                 "player controls."),
]
