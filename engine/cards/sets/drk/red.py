"""The Dark (1994): the red cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, creature, kw, types
from engine.cards.model import Activated, CardDef, Cost, Damage, FlipCoin, Pump, TargetSpec

__all__ = ["DEFS"]

DEFS: list[CardDef] = [
    # Flips with no call and no winner (705.2), one round after another until both
    # coins of a round come up heads; each tails is 1 damage, dealt separately.
    CardDef("Mana Clash", types("Sorcery"), cost("{R}"), targets=(TargetSpec("opponent"),),
            effects=(FlipCoin(who=("you", "target:0"), tails=(Damage(1, "flipper"),),
                              repeat="until_all_heads"),),
            first_printed="the_dark",
            text="You and target opponent each flip a coin. Mana Clash deals 1 damage to "
                 "each player whose coin comes up tails. Repeat this process until both "
                 "players' coins come up heads on the same flip."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    creature("Fire Drake", "{1}{R}{R}", "Drake", 1, 2, kw("flying"), first_printed="DRK",
             abilities=(Activated(Cost(cost("{R}")), (Pump(1, 0, "this"),), limit=1),),
             text="Flying\n{R}: Fire Drake gets +1/+0 until end of turn. Activate only once "
                  "each turn."),
]
