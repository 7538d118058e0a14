"""Arabian Nights (1993): the red cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ARTIFACT, CREATURE, TAP, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    Become,
    CardDef,
    ChooseAnyNumber,
    Cost,
    Count,
    CreateToken,
    Delay,
    Filter,
    FirstPrinted,
    FlipCoin,
    GrantKeyword,
    MayPay,
    OnlyIf,
    RemoveFromCombat,
    Static,
    StaticShield,
    Tap,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

ARN: FirstPrinted = "ARN"

DEFS: list[CardDef] = [
    # -- batch E1 ------
    creature("Ali Baba", "{R}", "Human Rogue", 1, 1, first_printed=ARN,
             abilities=(Activated(Cost(cost("{R}")), (Tap("target:0"),),
                                  (TargetSpec("permanent",
                                              filter=Filter(subtypes=frozenset({"Wall"}))),)),),
             text="{R}: Tap target Wall."),
    creature("Bird Maiden", "{2}{R}", "Human Bird", 1, 2, kw("flying"), "Flying",
             first_printed=ARN),
    creature("Kird Ape", "{R}", "Ape", 1, 1, first_printed=ARN,
             statics=(Static("this", power=1, toughness=2,
                             as_long_as=Filter(subtypes=frozenset({"Forest"}),
                                               controller="you")),),
             text="Kird Ape gets +1/+2 as long as you control a Forest."),
    # "When it dies, ... at the beginning of the next end step": a dies trigger that sets
    # up a delayed triggered ability (603.7), controlled by the Egg's controller.
    creature("Rukh Egg", "{3}{R}", "Bird Egg", 0, 3, first_printed=ARN,
             triggers=(Triggered("this_dies", (Delay(1, at="next_end_step", subject="this"),)),
                       Triggered("delayed", (CreateToken("Bird"),))),
             text="When Rukh Egg dies, create a 4/4 red Bird creature token with flying at "
                  "the beginning of the next end step."),
    # the token Rukh Egg creates (111.1): red, by the effect's word (111.3)
    CardDef("Bird", types("Creature"), subtypes=frozenset({"Bird"}), power=4, toughness=4,
            keywords=kw("flying"), tags=frozenset({"token"}), color="R",
            text="A 4/4 red Bird creature token with flying."),
]

# -- batch B07 -------------------------------------------------------------------------
DEFS += [
    creature("Desert Nomads", "{2}{R}", "Human Nomad", 2, 2, kw("desertwalk"),
             first_printed="ARN",
             shields=(StaticShield("this", source=Filter(subtypes=frozenset({"Desert"}))),),
             text="Desertwalk\nPrevent all damage that would be dealt to Desert Nomads by "
                  "Deserts."),
]
DEFS += [
    creature("Ydwen Efreet", "{R}{R}{R}", "Efreet", 3, 6, first_printed="ARN",
             triggers=(Triggered("blocks", (FlipCoin(lost=(
                 RemoveFromCombat("this", unblock=True),
                 GrantKeyword("cant_block", "this"))),)),),
             text="Whenever Ydwen Efreet blocks, flip a coin. If you lose the flip, remove Ydwen "
                  "Efreet from combat and it can't block this turn. Creatures it was blocking "
                  "that had become blocked by only Ydwen Efreet this combat become unblocked."),
]

# -- batch B08 ----------------------------------------------------------------------

DEFS += [
    # an effect on the creature for the turn (701.19c), not on one destruction
    creature("Hurr Jackal", "{R}", "Jackal", 1, 1, first_printed="ARN",
             abilities=(Activated(TAP, (Become("target:0", keywords=kw("cant_be_regenerated")),),
                                  (CREATURE,)),),
             text="{T}: Target creature can't be regenerated this turn."),
]

DEFS += [
    # removed from combat, it still attacked this turn (506.4)
    creature("Mijae Djinn", "{R}{R}{R}", "Djinn", 6, 3, first_printed="ARN",
             triggers=(Triggered("attacks", (FlipCoin(lost=(RemoveFromCombat("this"),
                                                           Tap("this"))),)),),
             text="Whenever Mijae Djinn attacks, flip a coin. If you lose the flip, remove "
                  "Mijae Djinn from combat and tap it."),
]

# -- batch B06 ------
DEFS += [
    # control for as long as Aladdin stays on the battlefield under its controller (611.2b)
    creature("Aladdin", "{2}{R}{R}", "Human Rogue", 1, 1, first_printed=ARN,
             abilities=(Activated(Cost(cost("{1}{R}{R}"), tap=True),
                                  (Become("target:0", control=True,
                                          until="while_you_control_this"),),
                                  (ARTIFACT,)),),
             text="{1}{R}{R}, {T}: Gain control of target artifact for as long as you control "
                  "Aladdin."),
]

# -- batch c-grant ------
_BLUE_CREATURES = Filter(types=frozenset({"Creature"}), colors=frozenset({"U"}))
_CHOSEN = Count(Filter(), zone="chosen_this_way")

DEFS += [
    # each upkeep's player chooses among their tapped blue creatures, then pays {4} for
    # each; they untap only if all is paid (608.2d)
    CardDef("Magnetic Mountain", types("Enchantment"), cost("{1}{R}{R}"), first_printed=ARN,
            statics=(Static(_BLUE_CREATURES, cant="untap"),),
            triggers=(Triggered("each_upkeep", (
                ChooseAnyNumber(Filter(types=frozenset({"Creature"}), colors=frozenset({"U"}),
                                       tapped="tapped"), who="subject"),
                OnlyIf(_CHOSEN),
                MayPay(cost("{4}"), who="subject", times=_CHOSEN),
                Untap("chosen_this_way"))),),
            text="Blue creatures don't untap during their controllers' untap steps.\nAt the "
                 "beginning of each player's upkeep, that player may choose any number of "
                 "tapped blue creatures they control and pay {4} for each creature chosen "
                 "this way. If the player does, untap those creatures."),
]

