"""The Dark (1994): the black cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import CREATURE, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    Become,
    CardDef,
    Cost,
    Count,
    Damage,
    Exile,
    Filter,
    GainLife,
    OnlyIf,
    Tap,
    TargetSpec,
    Untap,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch E3 ----------------------------------------------------------------------
DEFS += [
    CardDef("Ashes to Ashes", types("Sorcery"), cost("{1}{B}{B}"), first_printed="DRK",
            # "two target": one instance of the word, two different creatures (115.3)
            targets=(TargetSpec("creature", filter=Filter(not_types=frozenset({"Artifact"}))),
                     TargetSpec("creature", filter=Filter(not_types=frozenset({"Artifact"})))),
            effects=(Exile("each_target"), Damage(5, "you")),
            text="Exile two target nonartifact creatures. Ashes to Ashes deals 5 damage to "
                 "you."),
    creature("Bog Imp", "{1}{B}", "Imp", 1, 1, kw("flying"),
             "Flying (This creature can't be blocked except by creatures with flying or "
             "reach.)", first_printed="DRK"),
    creature("Bog Rats", "{B}", "Rat", 1, 1, kw("cant_be_blocked_by_walls"),
             "Bog Rats can't be blocked by Walls.", first_printed="DRK"),
    CardDef("Marsh Gas", types("Instant"), cost("{B}"), first_printed="DRK",
            effects=(Become(Filter(types=frozenset({"Creature"})), power=-2),),
            text="All creatures get -2/-0 until end of turn."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # X targets: as many as the X announced (601.2b-c)
    CardDef("Word of Binding", types("Sorcery"), cost("{X}{B}{B}"), first_printed="DRK",
            targets=(CREATURE,), target_count="X", effects=(Tap("each_target"),),
            text="Tap X target creatures."),
    # "If Eater of the Dead is tapped": checked as it resolves (608.2c)
    creature("Eater of the Dead", "{4}{B}", "Horror", 3, 4,
             text="{0}: If Eater of the Dead is tapped, exile target creature card from a "
                  "graveyard and untap Eater of the Dead.", first_printed="DRK",
             abilities=(Activated(Cost(cost("{0}")), (
                 OnlyIf(Count(Filter(this=True, tapped="tapped"))),
                 Exile("target:0"), Untap("this")),
                 (TargetSpec("creature_card_in_a_graveyard"),)),)),
]

# -- batch B05 ------
DEFS += [
    creature("Grave Robbers", "{1}{B}{B}", "Human Rogue", 1, 1, first_printed="DRK",
             abilities=(Activated(Cost(cost("{B}"), tap=True),
                                  (Exile("target:0"), GainLife(2)),
                                  (TargetSpec("card_in_a_graveyard", filter=Filter(
                                      types=frozenset({"Artifact"}))),)),),
             text="{B}, {T}: Exile target artifact card from a graveyard. You gain 2 life."),
]

# -- batch LX (left over from B05) ---------------------------------------------------
DEFS += [
    creature("Banshee", "{2}{B}{B}", "Spirit", 0, 1, first_printed="DRK",
             abilities=(Activated(Cost(cost("{X}"), tap=True), (
                 Damage("half_X_rounded_down", "target:0"),
                 Damage("half_X_rounded_up", "you")), (TargetSpec("any"),)),),
             text="{X}, {T}: Banshee deals half X damage, rounded down, to any target, and "
                  "half X damage, rounded up, to you."),
]
