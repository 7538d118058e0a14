"""Antiquities (1994): the red cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import cost, types
from shahrazad.cards.model import (
    CardDef,
    Counter,
    Damage,
    Destroy,
    Filter,
    FirstPrinted,
    TargetSpec,
)

__all__ = ["DEFS"]

ATQ: FirstPrinted = "ATQ"

DEFS: list[CardDef] = [
    # -- batch E2 ------
    CardDef("Artifact Blast", types("Instant"), cost("{R}"), first_printed=ATQ,
            targets=(TargetSpec("spell", filter=Filter(types=frozenset({"Artifact"}))),),
            effects=(Counter(),), text="Counter target artifact spell."),
    CardDef("Shatterstorm", types("Sorcery"), cost("{2}{R}{R}"), first_printed=ATQ,
            effects=(Destroy(Filter(types=frozenset({"Artifact"})), cant_be_regenerated=True),),
            text="Destroy all artifacts. They can't be regenerated."),
]

# -- batch B03 ------
DEFS += [
    CardDef("Detonate", types("Sorcery"), cost("{X}{R}"), first_printed=ATQ,
            targets=(TargetSpec("permanent", filter=Filter(types=frozenset({"Artifact"}),
                                                           mana_value_is_x=True)),),
            effects=(Destroy("target:0", cant_be_regenerated=True),
                     Damage("X", "controller_of:0")),
            text="Destroy target artifact with mana value X. It can't be regenerated. "
                 "Detonate deals X damage to that artifact's controller."),
]
