"""The Dark (1994): the black cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ARTIFACT, CREATURE, PLAYER, aura, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    AnyPlayerMay,
    Become,
    CardDef,
    Cost,
    Count,
    Damage,
    Destroy,
    Discard,
    Exile,
    ExileToEnter,
    Filter,
    GainLife,
    ManaCost,
    MayPay,
    OnlyIf,
    PayAnyLife,
    RevealHand,
    Sacrifice,
    SacrificeSome,
    Static,
    StaticShield,
    Tap,
    TargetSpec,
    Triggered,
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

# -- batch B08 ------
DEFS += [
    # the white cards of the revealed hand are counted as it resolves (107.1, 701.20)
    CardDef("Inquisition", types("Sorcery"), cost("{2}{B}"), first_printed="DRK",
            targets=(PLAYER,),
            effects=(RevealHand("target:0"),
                     Damage(Count(Filter(colors=frozenset({"W"})), zone="hand", of="target:0"),
                            "target:0")),
            text="Target player reveals their hand. Inquisition deals damage to that player "
                 "equal to the number of white cards in their hand."),
]

DEFS += [
    # "unless they sacrifice that artifact": the player may sacrifice it as the trigger
    # resolves; if they don't, the damage (608.2c)
    aura("Curse Artifact", "{2}{B}{B}", ARTIFACT, first_printed="DRK",
         triggers=(Triggered("enchanted_permanents_controllers_upkeep", (SacrificeSome(
             1, Filter(attached=True), who="subject", optional=True,
             if_not=(Damage(2, "subject"),)),)),),
         text="Enchant artifact\nAt the beginning of the upkeep of enchanted artifact's "
              "controller, Curse Artifact deals 2 damage to that player unless they "
              "sacrifice that artifact."),
]

DEFS += [
    # the hand is revealed, then a creature card among it is discarded at random (701.9b)
    creature("Rag Man", "{2}{B}{B}", "Human Minion", 2, 1, first_printed="DRK",
             abilities=(Activated(Cost(cost("{B}{B}{B}"), tap=True),
                                  (RevealHand("target:0"),
                                   Discard(1, "target:0",
                                           filter=Filter(types=frozenset({"Creature"})))),
                                  (TargetSpec("opponent"),),
                                  condition="only_during_your_turn"),),
             text="{B}{B}{B}, {T}: Target opponent reveals their hand and discards a creature "
                  "card at random. Activate only during your turn."),
]

DEFS += [
    # the players and planeswalkers it damaged as this permanent, in any way; a player
    # who is no longer an opponent is not hurt (2007 ruling)
    creature("The Fallen", "{1}{B}{B}{B}", "Zombie", 2, 3, first_printed="DRK",
             triggers=(Triggered("your_upkeep", (
                 Damage(1, "each_opponent_and_planeswalker_this_damaged"),)),),
             text="At the beginning of your upkeep, The Fallen deals 1 damage to each "
                  "opponent and planeswalker it has dealt damage to this game.")
]

# -- batch B06 ------
#: "the total number of white nontoken permanents your opponents control plus the total
#: number of white cards in their graveyards"
_THEIR_WHITE = Count(Filter(colors=frozenset({"W"}), token="nontoken", controller="opponent"))
_THEIR_WHITE_CARDS = Count(Filter(colors=frozenset({"W"})), zone="graveyard",
                           of="each_opponent")

DEFS += [
    # the life paid as it entered is its chosen number (614.1c), read by its
    # characteristic-defining ability (604.3)
    creature("Nameless Race", "{3}{B}", "", 0, 0, kw("trample"), first_printed="DRK",
             effects=(PayAnyLife(_THEIR_WHITE, _THEIR_WHITE_CARDS),),
             statics=(Static("this", defines=True, set_power="chosen_number",
                             set_toughness="chosen_number"),),
             text="Trample\nAs Nameless Race enters the battlefield, pay any amount of life. "
                  "The amount you pay can't be more than the total number of white nontoken "
                  "permanents your opponents control plus the total number of white cards in "
                  "their graveyards.\nNameless Race's power and toughness are each equal to "
                  "the life paid as it entered the battlefield."),
]

DEFS += [
    # a replacement of how it enters (614.1c): not enough creature cards, and it goes to
    # the graveyard instead; each card exiled, a counter of its controller's choice
    creature("Frankenstein's Monster", "{X}{B}{B}", "Zombie", 0, 1, first_printed="DRK",
             effects=(ExileToEnter(Filter(types=frozenset({"Creature"})), "X",
                                   ("+2/+0", "+1/+1", "+0/+2")),),
             text="As Frankenstein's Monster enters the battlefield, exile X creature cards "
                  "from your graveyard. If you can't, put Frankenstein's Monster into its "
                  "owner's graveyard instead of onto the battlefield. For each creature card "
                  "exiled this way, Frankenstein's Monster enters the battlefield with a "
                  "+2/+0, +1/+1, or +0/+2 counter on it."),
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

# -- batch B07 ---------------------------------------------------------------------------
DEFS += [
    creature("Murk Dwellers", "{3}{B}", "Zombie", 2, 2, first_printed="DRK",
             triggers=(Triggered("attacks_and_isnt_blocked",
                                 (Become("this", power=2, until="end_of_combat"),)),),
             text="Whenever Murk Dwellers attacks and isn't blocked, it gets +2/+0 until end "
                  "of combat."),
]
DEFS += [
    creature("Uncle Istvan", "{1}{B}{B}{B}", "Human", 1, 3, first_printed="DRK",
             shields=(StaticShield("this", source=Filter(types=frozenset({"Creature"}))),),
             text="Prevent all damage that would be dealt to Uncle Istvan by creatures."),
]

# -- batch R-C ---------------------------------------------------------------------------
DEFS += [
    # every end step, whoever's turn it is; what could attack is read from the turn's record
    # of the declaration (508.1a): a creature that entered or untapped after it, or was
    # summoning sick without haste, survives; so does everything in a turn without attackers
    # possible (2013 rulings)
    CardDef("Season of the Witch", types("Enchantment"), cost("{B}{B}{B}"),
            first_printed="DRK",
            triggers=(Triggered("your_upkeep", (MayPay(ManaCost(), unless=True, life=2),
                                                Sacrifice("this"))),
                      Triggered("each_end_step", (Destroy(
                          "untapped_creatures_that_didnt_attack_but_could_this_turn"),))),
            text="At the beginning of your upkeep, sacrifice Season of the Witch unless you "
                 "pay 2 life.\nAt the beginning of the end step, destroy all untapped "
                 "creatures that didn't attack this turn, except for creatures that couldn't "
                 "attack."),
]

# -- batch d-attack ------------------------------------------------------------------------
_LAND_D_ATTACK = Filter(types=frozenset({"Land"}))
DEFS += [
    # "Players can't play lands" is a ban on playing them (101.2); "Lands can't enter the
    # battlefield" keeps every effect from putting one there (the 2004 rulings: the land
    # stays where it is, the rest of the effect happens). The upkeep offer is made to each
    # player in turn order from the active player, until one takes it (101.4)
    CardDef("Worms of the Earth", types("Enchantment"), cost("{2}{B}{B}{B}"),
            first_printed="DRK",
            statics=(Static(_LAND_D_ATTACK, cant="cast"),),
            static_words=frozenset({"lands_cant_enter_the_battlefield"}),
            triggers=(Triggered("each_upkeep", (AnyPlayerMay(2, _LAND_D_ATTACK, 5),
                                                Destroy("this"))),),
            text="Players can't play lands.\nLands can't enter the battlefield.\nAt the "
                 "beginning of each upkeep, any player may sacrifice two lands or have Worms "
                 "of the Earth deal 5 damage to that player. If a player does either, destroy "
                 "Worms of the Earth."),
]
