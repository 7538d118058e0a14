"""Alpha (1993), with Beta and Unlimited: the multicolored cards first printed there."""

from __future__ import annotations

from shahrazad.cards.model import CardDef

__all__ = ["DEFS"]

DEFS: list[CardDef] = []
