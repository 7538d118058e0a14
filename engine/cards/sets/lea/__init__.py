"""Alpha (1993), with Beta and Unlimited: the cards first printed there (LEA), by color."""

from __future__ import annotations

from shahrazad.cards.model import CardDef
from shahrazad.cards.sets.lea import artifacts, black, blue, green, lands, multicolor, red, white

__all__ = ["DEFS"]

DEFS: list[CardDef] = (white.DEFS + blue.DEFS + black.DEFS + red.DEFS + green.DEFS
                       + multicolor.DEFS + artifacts.DEFS + lands.DEFS)
