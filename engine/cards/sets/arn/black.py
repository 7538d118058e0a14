"""Arabian Nights (1993): the black cards first printed there."""

from __future__ import annotations

from engine.cards.model import CardDef

__all__ = ["DEFS"]

DEFS: list[CardDef] = []
