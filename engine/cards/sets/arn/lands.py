"""Arabian Nights (1993): the lands first printed there."""

from __future__ import annotations

from shahrazad.cards.build import TAP, types
from shahrazad.cards.model import (
    Activated,
    AddMana,
    Become,
    CardDef,
    Cost,
    Damage,
    Filter,
    FirstPrinted,
    GainLife,
    PreventDamage,
    Regenerate,
    TargetSpec,
)

__all__ = ["DEFS"]

ARN: FirstPrinted = "ARN"

DEFS: list[CardDef] = [
    # -- batch E1 ------
    CardDef("Elephant Graveyard", types("Land"), first_printed=ARN,
            abilities=(Activated(TAP, (AddMana("C"),), mana=True),
                       Activated(TAP, (Regenerate("target:0"),),
                                 (TargetSpec("permanent",
                                             filter=Filter(subtypes=frozenset({"Elephant"}))),))),
            text="{T}: Add {C}.\n{T}: Regenerate target Elephant."),
    CardDef("Island of Wak-Wak", types("Land"), first_printed=ARN,
            abilities=(Activated(TAP, (Become("target:0", set_power=0),),
                                 (TargetSpec("creature",
                                             filter=Filter(keywords=frozenset({"flying"}))),)),),
            text="{T}: Target creature with flying has base power 0 until end of turn."),
    CardDef("Oasis", types("Land"), first_printed=ARN,
            abilities=(Activated(TAP, (PreventDamage(1, "target:0"),),
                                 (TargetSpec("creature"),)),),
            text="{T}: Prevent the next 1 damage that would be dealt to target creature this "
                 "turn."),

]

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

# -- batch B05 ------
DEFS += [
    CardDef("Diamond Valley", types("Land"), first_printed=ARN,
            abilities=(Activated(Cost(tap=True, sacrifice_other=Filter(
                types=frozenset({"Creature"}))), (GainLife("toughness_of_paid"),)),),
            text="{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's "
                 "toughness."),
]
