"""Alpha (1993), with Beta and Unlimited: the white cards first printed there."""

from __future__ import annotations

from engine.cards.build import ANY, CREATURE, TAP, cost, creature, kw, types
from engine.cards.model import (
    Activated,
    CardDef,
    Cost,
    LoseLife,
    PreventDamage,
    RedirectDamage,
    Regenerate,
    StaticShield,
    Triggered,
)

__all__ = ["DEFS"]


def _circle(color: str, letter: str) -> CardDef:
    """A Circle of Protection: the next time a source of its color would damage you."""
    return CardDef(f"Circle of Protection: {color}", types("Enchantment"), cost("{1}{W}"),
                   abilities=(Activated(Cost(cost("{1}")), (PreventDamage(
                       "all", "you", "chosen_source", next_time=True, color=letter),)),),
                   text=f"{{1}}: The next time a {color.lower()} source of your choice would "
                        "deal damage to you this turn, prevent that damage.")


BANDING = ("Banding (Any creatures with banding, and up to one without, can attack in a band. "
           "Bands are blocked as a group. If any creatures with banding you control are "
           "blocking or being blocked by a creature, you divide that creature's combat "
           "damage, not its controller, among any of the creatures it's being blocked by or "
           "is blocking.)")

DEFS: list[CardDef] = [
    creature("Samite Healer", "{1}{W}", "Human Cleric", 1, 1,
             abilities=(Activated(TAP, (PreventDamage(1, "target:0"),), (ANY,)),),
             text="{T}: Prevent the next 1 damage that would be dealt to any target this "
                  "turn."),
    _circle("White", "W"), _circle("Blue", "U"), _circle("Black", "B"), _circle("Red", "R"),
    _circle("Green", "G"),
    CardDef("Reverse Damage", types("Instant"), cost("{1}{W}{W}"),
            effects=(PreventDamage("all", "you", "chosen_source", next_time=True,
                                   then="you_gain_that_much_life"),),
            text="The next time a source of your choice would deal damage to you this turn, "
                 "prevent that damage. You gain life equal to the damage prevented this way."),
    creature("Personal Incarnation", "{3}{W}{W}{W}", "Avatar Incarnation", 6, 6,
             abilities=(Activated(Cost(cost("{0}")), (RedirectDamage("you", 1, "this"),),
                                  condition="only_its_owner"),),
             triggers=(Triggered("this_dies", (LoseLife("half_life_rounded_up", "subject"),)),),
             text="{0}: The next 1 damage that would be dealt to Personal Incarnation this "
                  "turn is dealt to its owner instead. Only Personal Incarnation's owner may "
                  "activate this ability. When Personal Incarnation dies, its owner loses "
                  "half their life, rounded up."),
    creature("Veteran Bodyguard", "{3}{W}{W}", "Human", 2, 5,
             shields=(StaticShield("you", "unblocked_creatures", redirect=True,
                                   while_untapped=True),),
             text="As long as Veteran Bodyguard is untapped, all damage that would be dealt "
                  "to you by unblocked creatures is dealt to Veteran Bodyguard instead."),
    creature("White Knight", "{W}{W}", "Human Knight", 2, 2,
             kw("first_strike", "protection_from_black"),
             "First strike. Protection from black."),
    creature("Benalish Hero", "{W}", "Human Soldier", 1, 1, kw("banding"), BANDING),
    creature("Mesa Pegasus", "{1}{W}", "Pegasus", 1, 1, kw("flying", "banding"),
             "Flying; " + BANDING[0].lower() + BANDING[1:]),
    creature("Wall of Swords", "{3}{W}", "Wall", 3, 5, kw("defender", "flying"),
             "Defender (This creature can't attack.) Flying"),
    CardDef("Death Ward", types("Instant"), cost("{W}"), effects=(Regenerate("target:0"),),
            targets=(CREATURE,), text="Regenerate target creature."),
]
