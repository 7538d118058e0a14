"""Legends (1994): the blue cards first printed there."""

from __future__ import annotations

from engine.cards.build import CREATURE, aura, cost, types
from engine.cards.model import (
    AttachThis,
    CardDef,
    Count,
    Counter,
    Damage,
    Destroy,
    Discard,
    Exile,
    Filter,
    FirstPrinted,
    MayPay,
    Mode,
    Return,
    ReturnChosen,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"

DEFS += [
    aura("Backfire", "{U}", CREATURE, first_printed=_LEG,
         triggers=(Triggered("a_permanent_deals_damage_to_you",
                             (Damage("that_many", "controller_of_subject"),),
                             filter=Filter(attached=True)),),
         text="Enchant creature\nWhenever enchanted creature deals damage to you, Backfire "
              "deals that much damage to that creature's controller."),
    CardDef("Enchantment Alteration", types("Instant"), cost("{U}"), first_printed=_LEG,
            targets=(TargetSpec("aura_attached_to_a_creature_or_land"),),
            effects=(AttachThis("you", Filter(types=frozenset({"Creature", "Land"})),
                                optional=False, what="target:0", like_host=True),),
            text="Attach target Aura attached to a creature or land to another permanent of "
                 "that type."),
    CardDef("Recall", types("Sorcery"), cost("{X}{X}{U}"), first_printed=_LEG,
            effects=(Discard("X", "you", how="chosen"),
                     ReturnChosen(Count(Filter(), zone="graveyard_this_way")),
                     Exile("this")),
            text="Discard X cards, then return a card from your graveyard to your hand for "
                 "each card discarded this way. Exile Recall."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Force Spike", types("Instant"), cost("{U}"), first_printed="LEG",
            targets=(TargetSpec("spell"),),
            effects=(MayPay(cost("{1}"), unless=True, who="controller_of:0"),
                     Counter("target:0")),
            text="Counter target spell unless its controller pays {1}."),
    CardDef("Flash Flood", types("Instant"), cost("{U}"), first_printed="LEG",
            modes=(Mode((Destroy("target:0"),),
                        (TargetSpec("permanent", filter=Filter(colors=frozenset({"R"}))),)),
                   Mode((Return("target:0", "hand"),),
                        (TargetSpec("permanent",
                                    filter=Filter(subtypes=frozenset({"Mountain"}))),))),
            text="Choose one \u2014\n\u2022 Destroy target red permanent.\n\u2022 Return target "
                 "Mountain to its owner's hand."),
    CardDef("Reset", types("Instant"), cost("{U}{U}"), first_printed="LEG",
            cast_only="during_an_opponents_turn_after_upkeep",
            effects=(Untap(Filter(types=frozenset({"Land"}), controller="you")),),
            text="Cast this spell only during an opponent's turn after their upkeep step.\n"
                 "Untap all lands you control."),
]
