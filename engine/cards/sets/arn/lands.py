"""Arabian Nights (1993): the lands first printed there."""

from __future__ import annotations

from engine.cards.build import TAP, types
from engine.cards.model import Activated, AddMana, CardDef, Damage, Filter, TargetSpec

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Desert", types("Land"), subtypes=frozenset({"Desert"}), first_printed="ARN",
            abilities=(Activated(TAP, (AddMana("C"),), mana=True),
                       Activated(TAP, (Damage(1, "target:0"),),
                                 (TargetSpec("creature", filter=Filter(combat="attacking")),),
                                 condition="only_during_end_of_combat")),
            text="{T}: Add {C}.\n{T}: Desert deals 1 damage to target attacking creature. "
                 "Activate only during the end of combat step."),
]
