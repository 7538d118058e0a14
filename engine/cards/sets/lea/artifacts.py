"""Alpha (1993), with Beta and Unlimited: the colorless artifacts first printed there."""

from __future__ import annotations

from engine.cards.build import cost, kw, types
from engine.cards.model import Activated, Animate, CardDef, Cost, PreventDamage, Regenerate

__all__ = ["DEFS"]

DEFS: list[CardDef] = [
    CardDef("Conservator", types("Artifact"), cost("{4}"),
            abilities=(Activated(Cost(cost("{3}"), tap=True), (PreventDamage(2, "you"),)),),
            text="{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn."),
    CardDef("Forcefield", types("Artifact"), cost("{3}"),
            abilities=(Activated(Cost(cost("{1}")), (PreventDamage(
                "all", "you", "chosen_unblocked_creature", combat=True, next_time=True,
                all_but=1),)),),
            text="{1}: The next time an unblocked creature of your choice would deal combat "
                 "damage to you this turn, prevent all but 1 of that damage."),
    CardDef("Living Wall", types("Artifact", "Creature"), cost("{4}"),
            subtypes=frozenset({"Wall"}), power=0, toughness=6, keywords=kw("defender"),
            abilities=(Activated(Cost(cost("{1}")), (Regenerate("this"),)),),
            text="Defender (This creature can't attack.) {1}: Regenerate Living Wall."),
    CardDef("Jade Statue", types("Artifact"), cost("{4}"),
            abilities=(Activated(Cost(cost("{2}")), (Animate(
                3, 6, "this", types("Artifact", "Creature"), frozenset({"Golem"}),
                "end_of_combat"),), condition="only_during_combat"),),
            text="{2}: Jade Statue becomes a 3/6 Golem artifact creature until end of "
                 "combat. Activate only during combat."),
    CardDef("Juggernaut", types("Artifact", "Creature"), cost("{4}"),
            subtypes=frozenset({"Juggernaut"}), power=5, toughness=3,
            keywords=kw("attacks_each_combat_if_able", "cant_be_blocked_by_walls"),
            text="Juggernaut attacks each combat if able. Juggernaut can't be blocked by "
                 "Walls."),
]
