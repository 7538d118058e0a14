"""Legends (1994): the lands first printed there: two legendary lands, each with a mana
ability and a second ability that acts on a creature."""

from __future__ import annotations

from shahrazad.cards.build import TAP, kw, types
from shahrazad.cards.model import (
    Activated,
    AddMana,
    Become,
    CardDef,
    Filter,
    FirstPrinted,
    Return,
    Supertype,
    TargetSpec,
)

__all__ = ["DEFS"]

LEG: FirstPrinted = "LEG"

_LEGENDARY: frozenset[Supertype] = frozenset({"Legendary"})

DEFS: list[CardDef] = [
    # -- batch E5 ------
    CardDef("Hammerheim", types("Land"), supertypes=_LEGENDARY, first_printed=LEG,
            abilities=(Activated(TAP, (AddMana("R"),), mana=True),
                       Activated(TAP, (Become("target:0", lose_keywords=kw(
                           "plainswalk", "islandwalk", "swampwalk", "mountainwalk",
                           "forestwalk")),), (TargetSpec("creature"),))),
            text="{T}: Add {R}.\n{T}: Target creature loses all landwalk abilities until end "
                 "of turn."),
    CardDef("Karakas", types("Land"), supertypes=_LEGENDARY, first_printed=LEG,
            abilities=(Activated(TAP, (AddMana("W"),), mana=True),
                       Activated(TAP, (Return("target:0"),),
                                 (TargetSpec("creature", filter=Filter(supertypes=_LEGENDARY)),))),
            text="{T}: Add {W}.\n{T}: Return target legendary creature to its owner's hand."),
]
