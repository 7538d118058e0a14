"""Arabian Nights (1993): the blue cards first printed there."""

from __future__ import annotations

from engine.cards.build import CREATURE, aura, creature, kw
from engine.cards.model import CardDef, Filter, FirstPrinted, Static

__all__ = ["DEFS"]

ARN: FirstPrinted = "ARN"

DEFS: list[CardDef] = [
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
