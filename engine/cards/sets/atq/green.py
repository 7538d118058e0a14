"""Antiquities (1994): the green cards first printed there."""

from __future__ import annotations

from engine.cards.build import creature
from engine.cards.model import AddCounters, CardDef, Filter, Triggered

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    creature("Citanul Druid", "{1}{G}", "Human Druid", 1, 1, first_printed="ATQ",
             triggers=(Triggered("a_spell_is_cast", (AddCounters("+1/+1", 1, "this"),),
                                 filter=Filter(types=frozenset({"Artifact"}),
                                               controller="opponent")),),
             text="Whenever an opponent casts an artifact spell, put a +1/+1 counter on "
                  "Citanul Druid."),
]
