"""Alpha (1993), with Beta and Unlimited: the green cards first printed there."""

from __future__ import annotations

from engine.cards.model import CardDef

__all__ = ["DEFS"]

DEFS: list[CardDef] = []
