"""The Dark (1994): the white cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, types
from engine.cards.model import (
    CardDef,
    Count,
    Draw,
    Exile,
    Filter,
    FirstPrinted,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_DRK: FirstPrinted = "DRK"

DEFS += [
    CardDef("Martyr's Cry", types("Sorcery"), cost("{W}{W}"), first_printed=_DRK,
            effects=(Exile(Filter(types=frozenset({"Creature"}), colors=frozenset({"W"}))),
                     Draw(Count(Filter(), zone="exile_this_way", of="that_player"),
                          "each_player")),
            text="Exile all white creatures. For each creature exiled this way, its "
                 "controller draws a card."),
]
