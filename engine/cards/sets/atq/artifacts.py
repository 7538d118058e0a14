"""Antiquities (1994): the colorless artifacts first printed there."""

from __future__ import annotations

from engine.cards.build import cost, types
from engine.cards.model import (
    CardDef,
    ChooseWord,
    Count,
    Damage,
    Draw,
    Filter,
    FirstPrinted,
    GainLife,
    MayPay,
    Static,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_ATQ: FirstPrinted = "ATQ"
_ARTIFACT_YOU_CONTROL = Filter(types=frozenset({"Artifact"}), controller="you")

DEFS += [
    CardDef("Ivory Tower", types("Artifact"), cost("{1}"), first_printed=_ATQ,
            triggers=(Triggered("your_upkeep",
                                (GainLife(Count(Filter(), zone="hand", plus=-4)),)),),
            text="At the beginning of your upkeep, you gain X life, where X is the number of "
                 "cards in your hand minus 4."),
    CardDef("The Rack", types("Artifact"), cost("{1}"), first_printed=_ATQ,
            effects=(ChooseWord("opponent"),),
            triggers=(Triggered("chosen_players_upkeep", (
                Damage(Count(Filter(), zone="hand", of="subject", times=-1, plus=3),
                       "subject"),)),),
            text="As The Rack enters the battlefield, choose an opponent.\nAt the beginning of "
                 "the chosen player's upkeep, The Rack deals X damage to that player, where X "
                 "is 3 minus the number of cards in their hand."),
    CardDef("Tablet of Epityr", types("Artifact"), cost("{1}"), first_printed=_ATQ,
            triggers=(Triggered("a_permanent_is_put_into_a_graveyard",
                                (MayPay(cost("{1}")), GainLife(1)),
                                filter=_ARTIFACT_YOU_CONTROL),),
            text="Whenever an artifact you control is put into a graveyard from the "
                 "battlefield, you may pay {1}. If you do, you gain 1 life."),
    CardDef("Urza's Miter", types("Artifact"), cost("{3}"), first_printed=_ATQ,
            triggers=(Triggered("a_permanent_is_put_into_a_graveyard",
                                (MayPay(cost("{3}")), Draw(1)),
                                filter=_ARTIFACT_YOU_CONTROL, not_sacrificed=True),),
            text="Whenever an artifact you control is put into a graveyard from the "
                 "battlefield, if it wasn't sacrificed, you may pay {3}. If you do, draw a "
                 "card."),
    CardDef("Shapeshifter", types("Artifact", "Creature"), cost("{6}"), first_printed=_ATQ,
            subtypes=frozenset({"Shapeshifter"}), power=0, toughness=7,
            effects=(ChooseWord("number_0_to_7"),),
            triggers=(Triggered("your_upkeep", (ChooseWord("number_0_to_7"),)),),
            statics=(Static("this", defines=True, set_power="chosen_number",
                            set_toughness="seven_minus_chosen_number"),),
            text="As Shapeshifter enters the battlefield, choose a number between 0 and 7.\nAt "
                 "the beginning of your upkeep, you may choose a number between 0 and 7.\n"
                 "Shapeshifter's power is equal to the last chosen number and its toughness is "
                 "equal to 7 minus that number."),
]
