"""The Dark (1994): the red cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ANY, CREATURE, LAND, TAP, aura, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    AddMana,
    Become,
    CardDef,
    Cost,
    Count,
    Damage,
    Destroy,
    Filter,
    FlipCoin,
    GrantKeyword,
    Pump,
    PutFromHand,
    Sacrifice,
    Static,
    TargetSpec,
    Triggered,
)

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

# -- batch E3 ----------------------------------------------------------------------

_GOBLINS = Filter(types=frozenset({"Creature"}), subtypes=frozenset({"Goblin"}))
#: "as long as enchanted land is a basic Mountain" (whoever controls it)
_ON_A_BASIC_MOUNTAIN = Filter(attached=True, supertypes=frozenset({"Basic"}),
                              subtypes=frozenset({"Mountain"}))

DEFS += [
    CardDef("Blood Moon", types("Enchantment"), cost("{2}{R}"), first_printed="DRK",
            statics=(Static(Filter(types=frozenset({"Land"}),
                                   not_supertypes=frozenset({"Basic"})),
                            land_types=frozenset({"Mountain"})),),
            text="Nonbasic lands are Mountains."),
    creature("Brothers of Fire", "{1}{R}{R}", "Human Shaman", 2, 2,
             abilities=(Activated(Cost(cost("{1}{R}{R}")), (Damage(1, "target:0"),
                                                             Damage(1, "you")), (ANY,)),),
             text="{1}{R}{R}: Brothers of Fire deals 1 damage to any target and 1 damage to "
                  "you.", first_printed="DRK"),
    creature("Cave People", "{1}{R}{R}", "Human", 1, 4,
             triggers=(Triggered("attacks", (Pump(1, -2, "this"),)),),
             abilities=(Activated(Cost(cost("{1}{R}{R}"), tap=True),
                                  (GrantKeyword("mountainwalk"),), (CREATURE,)),),
             text="Whenever Cave People attacks, it gets +1/-2 until end of turn.\n"
                  "{1}{R}{R}, {T}: Target creature gains mountainwalk until end of turn. (It "
                  "can't be blocked as long as defending player controls a Mountain.)",
             first_printed="DRK"),
    CardDef("Fissure", types("Instant"), cost("{3}{R}{R}"), first_printed="DRK",
            targets=(TargetSpec("permanent",
                                filter=Filter(types=frozenset({"Creature", "Land"}))),),
            effects=(Destroy("target:0", cant_be_regenerated=True),),
            text="Destroy target creature or land. It can't be regenerated."),
    aura("Goblin Caves", "{1}{R}{R}", LAND,
         Static(_GOBLINS, toughness=2, as_long_as=_ON_A_BASIC_MOUNTAIN), first_printed="DRK",
         text="Enchant land\nAs long as enchanted land is a basic Mountain, Goblin creatures "
              "get +0/+2."),
    creature("Goblin Digging Team", "{R}", "Goblin", 1, 1,
             abilities=(Activated(Cost(tap=True, sacrifice=True), (Destroy("target:0"),),
                                  (TargetSpec("creature", subtype="Wall"),)),),
             text="{T}, Sacrifice Goblin Digging Team: Destroy target Wall.",
             first_printed="DRK"),
    creature("Goblin Hero", "{2}{R}", "Goblin", 2, 2, first_printed="DRK"),
    aura("Goblin Shrine", "{1}{R}{R}", LAND,
         Static(_GOBLINS, power=1, as_long_as=_ON_A_BASIC_MOUNTAIN), first_printed="DRK",
         triggers=(Triggered("leaves_battlefield", (Damage(1, _GOBLINS),)),),
         text="Enchant land\nAs long as enchanted land is a basic Mountain, Goblin creatures "
              "get +1/+0.\nWhen Goblin Shrine leaves the battlefield, it deals 1 damage to "
              "each Goblin creature."),
    creature("Goblins of the Flarg", "{R}", "Goblin Warrior", 1, 1, kw("mountainwalk"),
             triggers=(Triggered("permanents_on_the_battlefield", (Sacrifice("this"),),
                                 filter=Filter(subtypes=frozenset({"Dwarf"}),
                                               controller="you")),),
             text="Mountainwalk (This creature can't be blocked as long as defending player "
                  "controls a Mountain.)\nWhen you control a Dwarf, sacrifice Goblins of the "
                  "Flarg.", first_printed="DRK"),
    CardDef("Inferno", types("Instant"), cost("{5}{R}{R}"), first_printed="DRK",
            effects=(Damage(6, "each_creature_and_player"),),
            text="Inferno deals 6 damage to each creature and each player."),
    creature("Sisters of the Flame", "{1}{R}{R}", "Human Shaman", 2, 2,
             abilities=(Activated(TAP, (AddMana("R"),), mana=True),),
             text="{T}: Add {R}.", first_printed="DRK"),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    creature("Fire Drake", "{1}{R}{R}", "Drake", 1, 2, kw("flying"), first_printed="DRK",
             abilities=(Activated(Cost(cost("{R}")), (Pump(1, 0, "this"),), limit=1),),
             text="Flying\n{R}: Fire Drake gets +1/+0 until end of turn. Activate only once "
                  "each turn."),
]

# -- batch B05 ------
MOUNTAINS = Filter(subtypes=frozenset({"Mountain"}), controller="you")
DEFS += [
    creature("Orc General", "{2}{R}", "Orc Warrior", 2, 2, first_printed="DRK",
             abilities=(Activated(
                 Cost(tap=True, sacrifice_other=Filter(subtypes=frozenset({"Orc", "Goblin"}),
                                                       other=True)),
                 (Become(Filter(types=frozenset({"Creature"}), subtypes=frozenset({"Orc"}),
                                other=True), power=1, toughness=1),)),),
             text="{T}, Sacrifice another Orc or Goblin: Other Orc creatures get +1/+1 until "
                  "end of turn."),
    CardDef("Eternal Flame", types("Sorcery"), cost("{2}{R}{R}"), first_printed="DRK",
            targets=(TargetSpec("opponent_or_planeswalker"),),
            effects=(Damage(Count(MOUNTAINS), "target:0"),
                     Damage(Count(MOUNTAINS, half="up"), "you")),
            text="Eternal Flame deals X damage to target opponent or planeswalker and half X "
                 "damage, rounded up, to you, where X is the number of Mountains you control."),
]

# -- batch B07 -------------------------------------------------------------------------
_PERMANENT_TYPES = types("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")
DEFS += [
    creature("Goblin Wizard", "{2}{R}{R}", "Goblin Wizard", 1, 1, first_printed="DRK",
             abilities=(Activated(TAP, (PutFromHand(filter=Filter(
                 types=_PERMANENT_TYPES, subtypes=frozenset({"Goblin"}))),)),
                        Activated(Cost(cost("{R}")),
                                  (GrantKeyword("protection_from_white", "target:0"),),
                                  (TargetSpec("permanent",
                                              filter=Filter(subtypes=frozenset({"Goblin"}))),))),
             text="{T}: You may put a Goblin permanent card from your hand onto the "
                  "battlefield.\n{R}: Target Goblin gains protection from white until end of "
                  "turn."),
]

# -- batch B08 ------
DEFS += [
    # sacrificed at the beginning of every end step, anyone's (513.1)
    creature("Ball Lightning", "{R}{R}{R}", "Elemental", 6, 1, kw("trample", "haste"),
             first_printed="DRK",
             triggers=(Triggered("each_end_step", (Sacrifice("this"),)),),
             text="Trample (This creature can deal excess combat damage to the player or "
                  "planeswalker it's attacking.)\nHaste (This creature can attack and {T} as "
                  "soon as it comes under your control.)\nAt the beginning of the end step, "
                  "sacrifice Ball Lightning."),
]

# -- batch B06 ------
DEFS += [
    # the turn's history: declared as an attacker during its controller's last turn
    # (502.3); it attacks only a player who controls a Mountain (508.1c)
    creature("Goblin Rock Sled", "{1}{R}", "Goblin", 3, 1, kw("trample"), first_printed="DRK",
             statics=(Static(Filter(this=True, attacked_during_its_controllers_last_turn=True),
                             cant="untap"),
                      Static("this", cant="attack",
                             unless_defender_controls=Filter(
                                 subtypes=frozenset({"Mountain"})))),
             text="Trample\nGoblin Rock Sled doesn't untap during your untap step if it "
                  "attacked during your last turn.\nGoblin Rock Sled can't attack unless "
                  "defending player controls a Mountain."),
]
