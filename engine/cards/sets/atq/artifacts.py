"""Antiquities (1994): the colorless artifacts first printed there."""

from __future__ import annotations

from engine.cards.build import ANY, cost, kw, types
from engine.cards.model import (
    Activated,
    AddCounters,
    CardDef,
    ChooseWord,
    Cost,
    Count,
    Damage,
    Draw,
    Filter,
    FirstPrinted,
    GainLife,
    MayPay,
    Static,
    Triggered,
    Untap,
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

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Colossus of Sardia", types("Artifact", "Creature"), cost("{9}"),
            subtypes=frozenset({"Golem"}), power=9, toughness=9, keywords=kw("trample"),
            first_printed="ATQ", statics=(Static("this", cant="untap"),),
            abilities=(Activated(Cost(cost("{9}")), (Untap("this"),),
                                 condition="only_during_your_upkeep"),),
            text="Trample (This creature can deal excess combat damage to the player or "
                 "planeswalker it's attacking.)\nColossus of Sardia doesn't untap during your "
                 "untap step.\n{9}: Untap Colossus of Sardia. Activate only during your upkeep."),
    CardDef("Urza's Chalice", types("Artifact"), cost("{1}"), first_printed="ATQ",
            triggers=(Triggered("a_spell_is_cast", (MayPay(cost("{1}")), GainLife(1)),
                                filter=Filter(types=frozenset({"Artifact"}))),),
            text="Whenever a player casts an artifact spell, you may pay {1}. If you do, you "
                 "gain 1 life."),
    CardDef("Triskelion", types("Artifact", "Creature"), cost("{6}"),
            subtypes=frozenset({"Construct"}), power=1, toughness=1, first_printed="ATQ",
            as_enters=(AddCounters("+1/+1", 3, "this"),),
            abilities=(Activated(Cost(remove_counters=1), (Damage(1, "target:0"),), (ANY,)),),
            text="Triskelion enters the battlefield with three +1/+1 counters on it.\nRemove a "
                 "+1/+1 counter from Triskelion: It deals 1 damage to any target."),
]
