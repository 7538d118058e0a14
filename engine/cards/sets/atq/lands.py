"""Antiquities (1994): the lands first printed there."""

from __future__ import annotations

from shahrazad.cards.build import TAP, types
from shahrazad.cards.model import Activated, AddMana, CardDef, Filter

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B05 ------
# The Urza's lands: each has two land types, Urza's and its own (205.3i); only Urza's lands
# have the types Mine, Power-Plant and Tower, so a filter of that one type picks them.


def _urza(name: str, kind: str, others: tuple[str, str], instead: int, words: str) -> CardDef:
    first, second = others
    return CardDef(
        name, types("Land"), subtypes=frozenset({"Urza's", kind}), first_printed="ATQ",
        abilities=(Activated(TAP, (AddMana("C", 1, instead=instead, instead_if=(
            Filter(subtypes=frozenset({first}), controller="you"),
            Filter(subtypes=frozenset({second}), controller="you"))),), mana=True),),
        text=f"{{T}}: Add {{C}}. If you control an Urza's {first} and an Urza's {second}, "
             f"add {words} instead.")


DEFS += [
    _urza("Urza's Mine", "Mine", ("Power-Plant", "Tower"), 2, "{C}{C}"),
    _urza("Urza's Power Plant", "Power-Plant", ("Mine", "Tower"), 2, "{C}{C}"),
    _urza("Urza's Tower", "Tower", ("Mine", "Power-Plant"), 3, "{C}{C}{C}"),
]

# -- batch c-mana (restricted mana, 106.6) --------------------------------------------
DEFS += [
    # its mana may pay only for casting artifact spells: not for an artifact's activated
    # ability, nor a cost an effect imposes (106.6); it is activated on its own (`mana
    # Mishra's Workshop`), before the spell is cast
    CardDef("Mishra's Workshop", types("Land"), first_printed="ATQ",
            abilities=(Activated(TAP, (AddMana("CCC", only="artifact_spells"),), mana=True),),
            text="{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."),
]
