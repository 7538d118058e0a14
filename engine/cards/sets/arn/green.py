"""Arabian Nights (1993): the green cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import TAP, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    AddMana,
    Become,
    CardDef,
    ChooseOne,
    Cost,
    Count,
    Damage,
    Delay,
    Destroy,
    DestroyLeast,
    Filter,
    FirstPrinted,
    GainControl,
    LoseLife,
    MayPay,
    Option,
    Pump,
    Sacrifice,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

ARN: FirstPrinted = "ARN"

_ATTACKING = Filter(types=frozenset({"Creature"}), combat="attacking")

DEFS: list[CardDef] = [
    # -- batch E1 ------
    CardDef("Desert Twister", types("Sorcery"), cost("{4}{G}{G}"), first_printed=ARN,
            targets=(TargetSpec("permanent"),), effects=(Destroy("target:0"),),
            text="Destroy target permanent."),
    CardDef("Sandstorm", types("Instant"), cost("{G}"), first_printed=ARN,
            effects=(Damage(1, _ATTACKING),),
            text="Sandstorm deals 1 damage to each attacking creature."),
    creature("Singing Tree", "{3}{G}", "Plant", 0, 3, first_printed=ARN,
             abilities=(Activated(TAP, (Become("target:0", set_power=0),),
                                  (TargetSpec("creature", filter=Filter(combat="attacking")),)),),
             text="{T}: Target attacking creature has base power 0 until end of turn."),
    creature("Wyluli Wolf", "{1}{G}", "Wolf", 1, 1, first_printed=ARN,
             abilities=(Activated(TAP, (Pump(1, 1),), (TargetSpec("creature"),)),),
             text="{T}: Target creature gets +1/+1 until end of turn."),
]

# -- batch B04 ----------------------------------------------------------------------

_WIND = Count(Filter(this=True), counters="wind")

DEFS += [
    # {G} for each wind counter (a payment of a counted amount, 608.2d); unpaid, it is
    # sacrificed; paid, the damage follows
    CardDef("Cyclone", types("Enchantment"), cost("{2}{G}{G}"), first_printed="ARN",
            triggers=(Triggered("your_upkeep", (
                AddCounters("wind", 1, "this"),
                MayPay(cost("{G}"), times=_WIND, if_not=(Sacrifice("this"),)),
                Damage(_WIND, "each_creature_and_player"))),),
            text="At the beginning of your upkeep, put a wind counter on Cyclone, then "
                 "sacrifice Cyclone unless you pay {G} for each wind counter on it. If you "
                 "pay, Cyclone deals damage equal to the number of wind counters on it to "
                 "each creature and each player."),
]

# -- batch B05 ------
DEFS += [
    creature("Ifh-Biff Efreet", "{2}{G}{G}", "Efreet", 3, 3, kw("flying"), first_printed=ARN,
             abilities=(Activated(Cost(cost("{G}")), (Damage(1, Filter(
                 types=frozenset({"Creature"}), keywords=frozenset({"flying"})),
                 also="each_player"),), by="any_player"),),
             text="Flying\n{G}: Ifh-Bíff Efreet deals 1 damage to each creature with flying "
                  "and each player. Any player may activate this ability."),
]

# -- batch B08 ------
_CREATURES_B08 = Filter(types=frozenset({"Creature"}))
DEFS += [
    # untargeted: the least power among all creatures, its controller's own too (2013
    # rulings); "when there are no creatures on the battlefield" is a state trigger (603.8)
    CardDef("Drop of Honey", types("Enchantment"), cost("{G}"), first_printed="ARN",
            triggers=(Triggered("your_upkeep", (DestroyLeast(_CREATURES_B08,
                                                             cant_be_regenerated=True),)),
                      Triggered("no_permanents_on_the_battlefield", (Sacrifice("this"),),
                                filter=_CREATURES_B08)),
            text="At the beginning of your upkeep, destroy the creature with the least power. "
                 "It can't be regenerated. If two or more creatures are tied for least "
                 "power, you choose one of them.\nWhen there are no creatures on the "
                 "battlefield, sacrifice Drop of Honey."),
]

# -- batch B06 ------
DEFS += [
    # an intervening "if" (603.4); the player with the most life may be another player,
    # who gains control for the rest of the game (613.1b, 611.2a)
    creature("Ghazban Ogre", "{G}", "Ogre", 2, 2, first_printed="ARN",
             triggers=(Triggered("your_upkeep", (GainControl("this",
                                                             "player_with_the_most_life"),),
                                 intervening_if=Count(Filter(),
                                                      zone="players_with_the_most_life")),),
             text="At the beginning of your upkeep, if a player has more life than each "
                  "other player, the player with the most life gains control of Ghazbán "
                  "Ogre."),
]

# -- batch c-mana (an additional sacrifice, restricted mana) -----------------------------
DEFS += [
    # an additional cost (601.2b, 601.2h); the color chosen as it resolves (608.2d); the
    # amount from the creature as it last existed (608.2h); the mana restricted (106.6)
    CardDef("Metamorphosis", types("Sorcery"), cost("{G}"), first_printed=ARN,
            sacrifice_as_cost=Filter(types=frozenset({"Creature"})),
            effects=(ChooseOne(tuple(
                Option(word, (AddMana(letter, "one_plus_mana_value_of_paid",
                                      only="creature_spells"),))
                for letter, word in (("W", "white"), ("U", "blue"), ("B", "black"),
                                     ("R", "red"), ("G", "green")))),),
            text="As an additional cost to cast this spell, sacrifice a creature.\nAdd X mana "
                 "of any one color, where X is 1 plus the sacrificed creature's mana value. "
                 "Spend this mana only to cast creature spells."),
]

# -- batch D-CONTROL ------
DEFS += [
    # the damaged player may pay {1} any time they have priority before their next draw
    # step begins (a special action, 116.1); each damage event sets up its own ability
    # (the 2004 ruling: damaged twice, they pay or lose life twice)
    creature("Nafs Asp", "{G}", "Snake", 1, 1, first_printed="ARN",
             triggers=(Triggered("damages_player", (Delay(
                 1, at="that_players_next_draw_step", subject="subject",
                 unless_paid=cost("{1}")),)),
                       Triggered("delayed", (LoseLife(1, "subject"),))),
             text="Whenever Nafs Asp deals damage to a player, that player loses 1 life at "
                  "the beginning of their next draw step unless they pay {1} before that "
                  "draw step."),
]
