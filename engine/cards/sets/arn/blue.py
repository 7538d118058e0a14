"""Arabian Nights (1993): the blue cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import CREATURE, TAP, aura, creature, kw
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    Become,
    CardDef,
    Discard,
    Draw,
    Filter,
    FirstPrinted,
    Static,
    TargetSpec,
    Triggered,
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
