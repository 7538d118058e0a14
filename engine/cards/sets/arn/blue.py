"""Arabian Nights (1993): the blue cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import CREATURE, TAP, aura, cost, creature, kw
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    Become,
    CardDef,
    Count,
    Damage,
    Discard,
    Draw,
    Filter,
    FirstPrinted,
    GainLife,
    MayPay,
    OnlyIf,
    Sacrifice,
    SacrificeSome,
    Static,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_ARN: FirstPrinted = "ARN"

DEFS += [
    aura("Unstable Mutation", "{U}", CREATURE, Static("attached", power=3, toughness=3),
         first_printed=_ARN,
         triggers=(Triggered("enchanted_permanents_controllers_upkeep",
                             (AddCounters("-1/-1", 1, "attached"),)),),
         text="Enchant creature\nEnchanted creature gets +3/+3.\nAt the beginning of the "
              "upkeep of enchanted creature's controller, put a -1/-1 counter on that "
              "creature."),
]

ARN: FirstPrinted = "ARN"

DEFS += [
    # -- batch E1 ------
    aura("Fishliver Oil", "{1}{U}", CREATURE, Static("attached", keywords=kw("islandwalk")),
         first_printed=ARN,
         text="Enchant creature (Target a creature as you cast this. This card enters the "
              "battlefield attached to that creature.)\nEnchanted creature has islandwalk. "
              "(It can't be blocked as long as defending player controls an Island.)"),
    creature("Flying Men", "{U}", "Human", 1, 1, kw("flying"), "Flying", first_printed=ARN),
    creature("Giant Tortoise", "{1}{U}", "Turtle", 1, 1, first_printed=ARN,
             statics=(Static("this", toughness=3,
                             as_long_as=Filter(this=True, tapped="untapped")),),
             text="Giant Tortoise gets +0/+3 as long as it's untapped."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # the card drawn is revealed (701.20), and discarded unless a land; a draw replaced
    # draws nothing, so nothing is discarded
    creature("Sindbad", "{1}{U}", "Human", 1, 1, frozenset(),
             "{T}: Draw a card and reveal it. If it isn't a land card, discard it.",
             first_printed="ARN",
             abilities=(Activated(TAP, (
                 Draw(1, reveal=True),
                 Discard(0, "you", how="drawn",
                         filter=Filter(not_types=frozenset({"Land"}))))),)),
]

# -- batch B08 ----------------------------------------------------------------------

_ISLAND_B08 = Filter(subtypes=frozenset({"Island"}))
#: "can't attack unless defending player controls an Island" (508.1c) and "when you control
#: no Islands, sacrifice it" (a state trigger on absence, 603.8), as Pirate Ship's
_NEEDS_ISLANDS_B08 = Static("this", cant="attack", unless_defender_controls=_ISLAND_B08)
_NO_ISLANDS_B08 = Triggered("no_permanents_on_the_battlefield", (Sacrifice("this"),),
                            filter=Filter(subtypes=frozenset({"Island"}), controller="you"))

DEFS += [
    creature("Dandan", "{U}{U}", "Fish", 4, 1, first_printed=ARN,
             statics=(_NEEDS_ISLANDS_B08,), triggers=(_NO_ISLANDS_B08,),
             text="Dandân can't attack unless defending player controls an Island.\n"
                  "When you control no Islands, sacrifice Dandân."),
    creature("Island Fish Jasconius", "{4}{U}{U}{U}", "Fish", 6, 8, first_printed=ARN,
             statics=(Static("this", cant="untap"), _NEEDS_ISLANDS_B08),
             triggers=(Triggered("your_upkeep", (MayPay(cost("{U}{U}{U}")), Untap("this"))),
                       _NO_ISLANDS_B08),
             text="Island Fish Jasconius doesn't untap during your untap step.\n"
                  "At the beginning of your upkeep, you may pay {U}{U}{U}. If you do, untap "
                  "Island Fish Jasconius.\nIsland Fish Jasconius can't attack unless "
                  "defending player controls an Island.\nWhen you control no Islands, "
                  "sacrifice Island Fish Jasconius."),
    # the land is chosen as the trigger resolves (608.2d); "an Island this way": the land
    # it put into the graveyard has the type Island there
    creature("Serendib Djinn", "{2}{U}{U}", "Djinn", 5, 6, kw("flying"), first_printed=ARN,
             triggers=(Triggered("your_upkeep", (
                 SacrificeSome(1, Filter(types=frozenset({"Land"}))),
                 OnlyIf(Count(_ISLAND_B08, zone="graveyard_this_way")),
                 Damage(3, "you"))),
                 Triggered("no_permanents_on_the_battlefield", (Sacrifice("this"),),
                           filter=Filter(types=frozenset({"Land"}), controller="you"))),
             text="Flying\nAt the beginning of your upkeep, sacrifice a land. If you "
                  "sacrifice an Island this way, Serendib Djinn deals 3 damage to you.\n"
                  "When you control no lands, sacrifice Serendib Djinn."),
]

# -- batch B06 ------
DEFS += [
    # control for as long as the Old Man stays tapped and the creature's power stays at
    # most his (611.2b); who controls the Old Man doesn't matter
    creature("Old Man of the Sea", "{1}{U}{U}", "Djinn", 2, 3, first_printed=_ARN,
             static_words=frozenset({"you_may_choose_not_to_untap_this"}),
             abilities=(Activated(TAP, (Become(
                 "target:0", control=True,
                 until="while_this_remains_tapped_and_power_at_most_this"),),
                 (TargetSpec("creature", filter=Filter(power_at_most_power_of_this=True)),)),),
             text="You may choose not to untap Old Man of the Sea during your untap step.\n"
                  "{T}: Gain control of target creature with power less than or equal to Old "
                  "Man of the Sea's power for as long as Old Man of the Sea remains tapped and "
                  "that creature's power remains less than or equal to Old Man of the Sea's "
                  "power."),
]

# -- batch C-TURN --------------------------------------------------------------------------
DEFS += [
    # the Island restrictions of Pirate Ship; "attacks and isn't blocked" once blockers
    # are declared (509.1h)
    creature("Merchant Ship", "{U}", "Human", 0, 2, first_printed=ARN,
             statics=(_NEEDS_ISLANDS_B08,),
             triggers=(Triggered("attacks_and_isnt_blocked", (GainLife(2, "you"),)),
                       _NO_ISLANDS_B08),
             text="Merchant Ship can't attack unless defending player controls an Island.\n"
                  "Whenever Merchant Ship attacks and isn't blocked, you gain 2 life.\n"
                  "When you control no Islands, sacrifice Merchant Ship."),
]
