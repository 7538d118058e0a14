"""Antiquities (1994): the cards first printed there (ATQ), by color."""

from __future__ import annotations

from shahrazad.cards.model import CardDef
from shahrazad.cards.sets.atq import artifacts, black, blue, green, lands, multicolor, red, white

__all__ = ["DEFS"]

DEFS: list[CardDef] = (white.DEFS + blue.DEFS + black.DEFS + red.DEFS + green.DEFS
                       + multicolor.DEFS + artifacts.DEFS + lands.DEFS)
