"""The Dark (1994): the cards first printed there (DRK), by color."""

from __future__ import annotations

from shahrazad.cards.model import CardDef
from shahrazad.cards.sets.drk import artifacts, black, blue, green, lands, multicolor, red, white

__all__ = ["DEFS"]

DEFS: list[CardDef] = (white.DEFS + blue.DEFS + black.DEFS + red.DEFS + green.DEFS
                       + multicolor.DEFS + artifacts.DEFS + lands.DEFS)
