"""Legends (1994): the colorless artifacts first printed there."""

from __future__ import annotations

from engine.cards.model import CardDef

__all__ = ["DEFS"]

DEFS: list[CardDef] = []
