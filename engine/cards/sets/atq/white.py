"""Antiquities (1994): the white cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import TAP, cost, creature
from shahrazad.cards.model import (
    Activated,
    CardDef,
    Cost,
    Filter,
    FirstPrinted,
    PreventDamage,
    Return,
    TargetSpec,
)

__all__ = ["DEFS"]

ATQ: FirstPrinted = "ATQ"

DEFS: list[CardDef] = [
    # -- batch E2 ------
    creature("Argivian Archaeologist", "{1}{W}{W}", "Human Artificer", 1, 1, first_printed=ATQ,
             abilities=(Activated(Cost(cost("{W}{W}"), tap=True), (Return("target:0", "hand"),),
                                  (TargetSpec("card_in_your_graveyard",
                                              filter=Filter(types=frozenset({"Artifact"}))),)),),
             text="{W}{W}, {T}: Return target artifact card from your graveyard to your hand."),
    creature("Argivian Blacksmith", "{1}{W}{W}", "Human Artificer", 2, 2, first_printed=ATQ,
             abilities=(Activated(TAP, (PreventDamage(2, "target:0"),),
                                  (TargetSpec("creature",
                                              filter=Filter(types=frozenset({"Artifact"}))),)),),
             text="{T}: Prevent the next 2 damage that would be dealt to target artifact "
                  "creature this turn."),
]
