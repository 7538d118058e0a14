"""Legends (1994): the red cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, types
from engine.cards.model import CardDef, Destroy, Filter, Mode, Return, TargetSpec

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Active Volcano", types("Instant"), cost("{R}"), first_printed="LEG",
            modes=(Mode((Destroy("target:0"),),
                        (TargetSpec("permanent", filter=Filter(colors=frozenset({"U"}))),)),
                   Mode((Return("target:0", "hand"),),
                        (TargetSpec("permanent",
                                    filter=Filter(subtypes=frozenset({"Island"}))),))),
            text="Choose one \u2014\n\u2022 Destroy target blue permanent.\n\u2022 Return target "
                 "Island to its owner's hand."),
]
