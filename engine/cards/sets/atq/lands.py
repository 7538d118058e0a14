"""Antiquities (1994): the lands first printed there."""

from __future__ import annotations

from shahrazad.cards.model import CardDef

__all__ = ["DEFS"]

DEFS: list[CardDef] = []
