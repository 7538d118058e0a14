"""Alpha (1993), with Beta and Unlimited: the red cards first printed there."""

from __future__ import annotations

from engine.cards.build import TAP, cost, creature, kw, types
from engine.cards.model import (
    Activated,
    CardDef,
    Cost,
    Destroy,
    Pump,
    Regenerate,
    TargetSpec,
)

__all__ = ["DEFS"]

#: "target Wall"
_WALL = TargetSpec("creature", subtype="Wall")

DEFS: list[CardDef] = [
    creature("Uthden Troll", "{2}{R}", "Troll", 2, 2,
             abilities=(Activated(Cost(cost("{R}")), (Regenerate("this"),)),),
             text="{R}: Regenerate Uthden Troll."),
    creature("Wall of Stone", "{1}{R}{R}", "Wall", 0, 8, kw("defender"),
             "Defender (This creature can't attack.)"),
    creature("Wall of Fire", "{1}{R}{R}", "Wall", 0, 5, kw("defender"),
             "Defender (This creature can't attack.) {R}: Wall of Fire gets +1/+0 until end "
             "of turn.", abilities=(Activated(Cost(cost("{R}")), (Pump(1, 0, "this"),)),)),
    creature("Two-Headed Giant of Foriys", "{4}{R}", "Giant", 4, 4,
             kw("trample", "can_block_an_additional_creature"),
             "Trample. Two-Headed Giant of Foriys can block an additional creature each "
             "combat."),
    creature("Roc of Kher Ridges", "{3}{R}", "Bird", 3, 3, kw("flying"), "Flying"),
    CardDef("Tunnel", types("Instant"), cost("{R}"),
            effects=(Destroy("target:0", cant_be_regenerated=True),), targets=(_WALL,),
            text="Destroy target Wall. It can't be regenerated."),
    creature("Dwarven Demolition Team", "{2}{R}", "Dwarf", 1, 1,
             abilities=(Activated(TAP, (Destroy("target:0"),), (_WALL,)),),
             text="{T}: Destroy target Wall."),
]
