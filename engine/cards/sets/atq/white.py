"""Antiquities (1994): the white cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import CREATURE, TAP, aura, cost, creature, types
from shahrazad.cards.model import (
    Activated,
    CardDef,
    Cost,
    Count,
    Filter,
    FirstPrinted,
    GainLife,
    PreventDamage,
    Return,
    Static,
    StaticShield,
    TargetSpec,
)

__all__ = ["DEFS"]

ATQ: FirstPrinted = "ATQ"

DEFS: list[CardDef] = [
    # -- batch E2 ------
    creature("Argivian Archaeologist", "{1}{W}{W}", "Human Artificer", 1, 1, first_printed=ATQ,
             abilities=(Activated(Cost(cost("{W}{W}"), tap=True), (Return("target:0", "hand"),),
                                  (TargetSpec("card_in_your_graveyard",
                                              filter=Filter(types=frozenset({"Artifact"}))),)),),
             text="{W}{W}, {T}: Return target artifact card from your graveyard to your hand."),
    creature("Argivian Blacksmith", "{1}{W}{W}", "Human Artificer", 2, 2, first_printed=ATQ,
             abilities=(Activated(TAP, (PreventDamage(2, "target:0"),),
                                  (TargetSpec("creature",
                                              filter=Filter(types=frozenset({"Artifact"}))),)),),
             text="{T}: Prevent the next 2 damage that would be dealt to target artifact "
                  "creature this turn."),
]

# -- batch B07 -------------------------------------------------------------------------
_ARTIFACTS = Filter(types=frozenset({"Artifact"}))
_ARTIFACT_CREATURES = Filter(all_types=frozenset({"Artifact", "Creature"}))
DEFS += [
    aura("Artifact Ward", "{W}", CREATURE,
         Static(_ARTIFACT_CREATURES, cant="block", attackers=Filter(attached=True)),
         Static("attached", cant="be_targeted", targeted_by="abilities",
                sources=_ARTIFACTS),
         first_printed="ATQ",
         shields=(StaticShield("attached", source=_ARTIFACTS),),
         text="Enchant creature\nEnchanted creature can't be blocked by artifact "
              "creatures.\nPrevent all damage that would be dealt to enchanted creature by "
              "artifact sources.\nEnchanted creature can't be the target of abilities from "
              "artifact sources."),
    CardDef("Circle of Protection: Artifacts", types("Enchantment"), cost("{1}{W}"),
            first_printed="ATQ",
            abilities=(Activated(Cost(cost("{2}")), (PreventDamage(
                "all", "you", "chosen_source", next_time=True, source=_ARTIFACTS),)),),
            text="{2}: The next time an artifact source of your choice would deal damage to you "
                 "this turn, prevent that damage."),
    creature("Martyrs of Korlis", "{3}{W}{W}", "Human", 1, 6, first_printed="ATQ",
             shields=(StaticShield("you", redirect=True, while_untapped=True,
                                   source=_ARTIFACTS),),
             text="As long as Martyrs of Korlis is untapped, all damage that would be dealt to "
                  "you by artifacts is dealt to Martyrs of Korlis instead."),
]

# -- batch c-grant ------
DEFS += [
    CardDef("Damping Field", types("Enchantment"), cost("{2}{W}"), first_printed="ATQ",
            statics=(Static(Filter(types=frozenset({"Artifact"})), untap_at_most=1),),
            text="Players can't untap more than one artifact during their untap steps."),
]

# -- batch C-HIST ------
DEFS += [
    # the damage artifacts dealt to its controller this turn, after prevention (120.3),
    # in the game's record of its turn; each source as it was, or as it last existed
    CardDef("Reverse Polarity", types("Instant"), cost("{W}{W}"), first_printed=ATQ,
            effects=(GainLife(Count(Filter(types=frozenset({"Artifact"})),
                                    zone="damage_dealt_to_you_this_turn", times=2)),),
            text="You gain X life, where X is twice the damage dealt to you so far this turn "
                 "by artifacts."),
]
