"""Arabian Nights (1993): the black cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import TAP, cost, creature, kw
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    Become,
    CardDef,
    Count,
    Damage,
    Filter,
    FirstPrinted,
    GainLife,
    MayPay,
    OnlyIf,
    Sacrifice,
    Static,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_ARN: FirstPrinted = "ARN"

DEFS += [
    creature("El-Hajjaj", "{1}{B}{B}", "Human Wizard", 1, 1, first_printed=_ARN,
             triggers=(Triggered("a_permanent_deals_damage", (GainLife("that_many"),),
                                 filter=Filter(this=True)),),
             text="Whenever El-Hajj\u00e2j deals damage, you gain that much life."),
]

ARN: FirstPrinted = "ARN"

DEFS += [
    # -- batch E1 ------
    creature("Hasran Ogress", "{B}{B}", "Ogre", 3, 2, first_printed=ARN,
             triggers=(Triggered("attacks", (MayPay(cost("{2}"), unless=True),
                                             Damage(3, "you"))),),
             text="Whenever Hasran Ogress attacks, it deals 3 damage to you unless you pay "
                  "{2}."),
    creature("Junun Efreet", "{1}{B}{B}", "Efreet", 3, 3, kw("flying"), first_printed=ARN,
             triggers=(Triggered("your_upkeep", (MayPay(cost("{B}{B}"), unless=True),
                                                 Sacrifice("this"))),),
             text="Flying\nAt the beginning of your upkeep, sacrifice Junún Efreet unless you "
                  "pay {B}{B}."),
    creature("Sorceress Queen", "{1}{B}{B}", "Human Wizard", 1, 1, first_printed=ARN,
             abilities=(Activated(TAP, (Become("target:0", set_power=0, set_toughness=2),),
                                  (TargetSpec("creature", filter=Filter(other=True)),)),),
             text="{T}: Target creature other than Sorceress Queen has base power and "
                  "toughness 0/2 until end of turn."),
    creature("Stone-Throwing Devils", "{B}", "Devil", 1, 1, kw("first_strike"), "First strike",
             first_printed=ARN),
]

# -- batch B08 ------
DEFS += [
    # the intervening "if" (603.4): it didn't attack this turn, as its controller's end step
    # begins and as the ability resolves; "unless it came under your control this turn"
    # is checked as it resolves (302.6: controlled continuously since the turn began)
    creature("Erg Raiders", "{1}{B}", "Human Warrior", 2, 3, first_printed="ARN",
             triggers=(Triggered("your_end_step", (
                 OnlyIf(Count(Filter(this=True, active_player="since_turn_began"))),
                 Damage(2, "you")),
                 intervening_if=Count(Filter(this=True, attacked_this_turn=False))),),
             text="At the beginning of your end step, if Erg Raiders didn't attack this "
                  "turn, Erg Raiders deals 2 damage to you unless it came under your control "
                  "this turn."),
]

# -- batch B06 ------
#: "noncreature artifacts you control", while Guardian Beast is untapped
_GUARDED = Filter(types=frozenset({"Artifact"}), not_types=frozenset({"Creature"}),
                  controller="you")
_UNTAPPED = Filter(this=True, tapped="untapped")

DEFS += [
    # three static abilities with one condition; Auras already attached stay, and
    # sacrifices still work (2004 ruling)
    creature("Guardian Beast", "{3}{B}", "Beast", 2, 4, first_printed="ARN",
             statics=(Static(_GUARDED, keywords=kw("indestructible"), as_long_as=_UNTAPPED),
                      Static(_GUARDED, cant="be_enchanted", as_long_as=_UNTAPPED),
                      Static(_GUARDED, cant="be_controlled_by_other_players",
                             as_long_as=_UNTAPPED)),
             text="As long as Guardian Beast is untapped, noncreature artifacts you control "
                  "can't be enchanted, they have indestructible, and other players can't gain "
                  "control of them. This effect doesn't remove Auras already attached to those "
                  "artifacts."),
]

# -- batch C-HIST ------
#: the creatures that died this turn (700.4), in the game's record of its turn
_DIED_THIS_TURN = Count(Filter(types=frozenset({"Creature"})), zone="died_this_turn")

DEFS += [
    # every creature that died this turn, tokens and those before it entered too (2007
    # ruling): the game's record of its turn
    creature("Khabal Ghoul", "{2}{B}", "Zombie", 1, 1, first_printed="ARN",
             triggers=(Triggered("each_end_step", (AddCounters(
                 "+1/+1", _DIED_THIS_TURN, "this"),)),),
             text="At the beginning of each end step, put a +1/+1 counter on Khab\u00e1l Ghoul "
                  "for each creature that died this turn."),
]

# -- batch SHIELD ------------------------------------------------------------------------
DEFS += [
    # two instances of "target", the second chosen by an opponent (601.2c): the same
    # object or player may be both; the damage to both is one event (120.3)
    creature("Cuombajj Witches", "{B}{B}", "Human Wizard", 1, 3, first_printed=ARN,
             abilities=(Activated(TAP, (Damage(1, "each_target"),),
                                  (TargetSpec("any"), TargetSpec("any", by_an_opponent=True))),),
             text="{T}: Cuombajj Witches deals 1 damage to any target and 1 damage to any "
                  "target of an opponent's choice."),
]
