"""Antiquities (1994): the blue cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ARTIFACT, PLAYER, cost, creature, types
from shahrazad.cards.model import (
    Activated,
    CardDef,
    Cost,
    Count,
    Draw,
    Filter,
    FirstPrinted,
    MayPay,
    OnlyIf,
    PutOnTop,
    Return,
    Sacrifice,
    SacrificeSome,
    Search,
    Shuffle,
    Static,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

ATQ: FirstPrinted = "ATQ"

DEFS: list[CardDef] = [
    # -- batch E2 ------
    CardDef("Reconstruction", types("Sorcery"), cost("{U}"), first_printed=ATQ,
            targets=(TargetSpec("card_in_your_graveyard",
                                filter=Filter(types=frozenset({"Artifact"}))),),
            effects=(Return("target:0", "hand"),),
            text="Return target artifact card from your graveyard to your hand."),

]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Power Artifact", types("Enchantment"), cost("{U}{U}"), subtypes=frozenset({"Aura"}),
            first_printed="ATQ", enchant=ARTIFACT,
            statics=(Static("attached", ability_cost=-2, at_least=1),),
            text="Enchant artifact\nEnchanted artifact's activated abilities cost {2} less to "
                 "activate. This effect can't reduce the mana in that cost to less than one "
                 "mana."),
]

# -- batch B05 ------
DEFS += [
    creature("Sage of Lat-Nam", "{1}{U}", "Human Artificer", 1, 2, first_printed="ATQ",
             abilities=(Activated(Cost(tap=True, sacrifice_other=Filter(
                 types=frozenset({"Artifact"}))), (Draw(1),)),),
             text="{T}, Sacrifice an artifact: Draw a card."),
]

# -- batch B08 ------
DEFS += [
    # owned, not controlled (108.3): a stolen artifact goes back to its owner's hand, one
    # the player controls but doesn't own stays
    CardDef("Hurkyl's Recall", types("Instant"), cost("{1}{U}"), first_printed="ATQ",
            targets=(PLAYER,),
            effects=(Return(Filter(types=frozenset({"Artifact"}), owner="target:0")),),
            text="Return all artifacts target player owns to their hand."),
]

# -- batch c-grant ------
DEFS += [
    # each artifact has the ability (613.1f): its controller pays for it, or sacrifices it
    CardDef("Energy Flux", types("Enchantment"), cost("{2}{U}"), first_printed=ATQ,
            statics=(Static(Filter(types=frozenset({"Artifact"})), have_trigger=Triggered(
                "your_upkeep", (MayPay(cost("{2}"), unless=True), Sacrifice("this")))),),
            text="All artifacts have \"At the beginning of your upkeep, sacrifice this "
                 "artifact unless you pay {2}.\""),
]

# -- batch c-mana (a variable number of targets after a player, 401.4) -------------------
DEFS += [
    # the player first, then any number of artifact cards of that player's graveyard
    # (601.2c: the last specification repeats); their owner orders them (401.4)
    CardDef("Drafna's Restoration", types("Sorcery"), cost("{U}"), first_printed=ATQ,
            targets=(PLAYER, TargetSpec("card_in_a_graveyard",
                                        filter=Filter(types=frozenset({"Artifact"})),
                                        in_first_targets_graveyard=True)),
            target_count="any_number",
            effects=(PutOnTop("each_target"),),
            text="Put any number of target artifact cards from target player's graveyard on "
                 "top of their library in any order."),
]

# -- batch r-b ------
DEFS += [
    # the sacrifice is an effect, on resolution (2011 ruling): "if you do" is the sacrificed
    # card in the graveyard; the card found waits while the difference may be paid (608.2d)
    CardDef("Transmute Artifact", types("Sorcery"), cost("{U}{U}"), first_printed=ATQ,
            effects=(SacrificeSome(1, Filter(types=frozenset({"Artifact"}))),
                     OnlyIf(Count(Filter(), zone="graveyard_this_way")),
                     Search(filter=Filter(types=frozenset({"Artifact"})), to="battlefield",
                            pay_difference_over="mana_value_this_way"),
                     Shuffle()),
            text="Sacrifice an artifact. If you do, search your library for an artifact "
                 "card. If that card's mana value is less than or equal to the sacrificed "
                 "artifact's mana value, put it onto the battlefield. If it's greater, you "
                 "may pay {X}, where X is the difference. If you do, put it onto the "
                 "battlefield. If you don't, put it into its owner's graveyard. Then "
                 "shuffle."),
]
