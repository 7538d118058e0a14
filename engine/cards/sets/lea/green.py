"""Alpha (1993), with Beta and Unlimited: the green cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, creature, kw
from engine.cards.model import Activated, CardDef, Cost, Delay, Destroy, Regenerate, Triggered

__all__ = ["DEFS"]

#: "Whenever this blocks or becomes blocked by a non-Wall creature, destroy that creature
#: at end of combat": the trigger, and the delayed trigger it sets up (603.7)
_PETRIFY = (Triggered("blocks_or_becomes_blocked_by_a_non_wall_creature", (Delay(1),)),
            Triggered("delayed", (Destroy("subject"),)))

DEFS: list[CardDef] = [
    creature("Cockatrice", "{3}{G}{G}", "Cockatrice", 2, 4, kw("flying"), triggers=_PETRIFY,
             text="Flying. Whenever Cockatrice blocks or becomes blocked by a non-Wall "
                  "creature, destroy that creature at end of combat."),
    creature("Thicket Basilisk", "{3}{G}{G}", "Basilisk", 2, 4, triggers=_PETRIFY,
             text="Whenever Thicket Basilisk blocks or becomes blocked by a non-Wall "
                  "creature, destroy that creature at end of combat."),
    creature("Timber Wolves", "{G}", "Wolf", 1, 1, kw("banding"),
             "Banding (Any creatures with banding, and up to one without, can attack in a "
             "band. Bands are blocked as a group. If any creatures with banding you control "
             "are blocking or being blocked by a creature, you divide that creature's combat "
             "damage, not its controller, among any of the creatures it's being blocked by "
             "or is blocking.)"),
    creature("Scryb Sprites", "{G}", "Faerie", 1, 1, kw("flying"), "Flying"),
    creature("Wall of Wood", "{G}", "Wall", 0, 3, kw("defender"),
             "Defender (This creature can't attack.)"),
    creature("Wall of Ice", "{2}{G}", "Wall", 0, 7, kw("defender"),
             "Defender (This creature can't attack.)"),
    creature("Wall of Brambles", "{2}{G}", "Plant Wall", 2, 3, kw("defender"),
             abilities=(Activated(Cost(cost("{G}")), (Regenerate("this"),)),),
             text="Defender (This creature can't attack.) {G}: Regenerate Wall of Brambles."),
    creature("Giant Spider", "{3}{G}", "Spider", 2, 4, kw("reach"),
             "Reach (This creature can block creatures with flying.)"),
    creature("Shanodin Dryads", "{G}", "Nymph Dryad", 1, 1, kw("forestwalk"),
             "Forestwalk (This creature can't be blocked as long as defending player "
             "controls a Forest.)"),
    creature("Elvish Archers", "{1}{G}", "Elf Archer", 2, 1, kw("first_strike"),
             "First strike"),
]
