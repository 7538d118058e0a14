"""Antiquities (1994): the blue cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, types
from engine.cards.model import CardDef, Filter, FirstPrinted, Return, TargetSpec

__all__ = ["DEFS"]

ATQ: FirstPrinted = "ATQ"

DEFS: list[CardDef] = [
    # -- batch E2 ------
    CardDef("Reconstruction", types("Sorcery"), cost("{U}"), first_printed=ATQ,
            targets=(TargetSpec("card_in_your_graveyard",
                                filter=Filter(types=frozenset({"Artifact"}))),),
            effects=(Return("target:0", "hand"),),
            text="Return target artifact card from your graveyard to your hand."),
]
