"""Alpha (1993), with Beta and Unlimited: the black cards first printed there."""

from __future__ import annotations

from engine.cards.build import cost, creature, kw
from engine.cards.model import Activated, CardDef, Cost, Regenerate

__all__ = ["DEFS"]

#: "{B}: Regenerate this", the black regenerators' ability
_REGENERATE_B = Activated(Cost(cost("{B}")), (Regenerate("this"),))
_REMINDER = ("(The next time this creature would be destroyed this turn, it isn't. Instead "
             "tap it, remove all damage from it, and remove it from combat.)")

DEFS: list[CardDef] = [
    creature("Drudge Skeletons", "{1}{B}", "Skeleton", 1, 1, abilities=(_REGENERATE_B,),
             text=f"{{B}}: Regenerate Drudge Skeletons. {_REMINDER}"),
    creature("Wall of Bone", "{2}{B}", "Skeleton Wall", 1, 4, kw("defender"),
             abilities=(_REGENERATE_B,),
             text=f"Defender (This creature can't attack.) {{B}}: Regenerate Wall of Bone. "
                  f"{_REMINDER}"),
    creature("Will-o'-the-Wisp", "{B}", "Spirit", 0, 1, kw("flying"),
             abilities=(_REGENERATE_B,),
             text=f"Flying. {{B}}: Regenerate Will-o'-the-Wisp. {_REMINDER}"),
    creature("Black Knight", "{B}{B}", "Human Knight", 2, 2,
             kw("first_strike", "protection_from_white"),
             "First strike. Protection from white."),
    creature("Bog Wraith", "{3}{B}", "Wraith", 3, 3, kw("swampwalk"),
             "Swampwalk (This creature can't be blocked as long as defending player controls "
             "a Swamp.)"),
]
