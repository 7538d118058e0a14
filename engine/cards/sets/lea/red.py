"""Alpha (1993), with Beta and Unlimited: the red cards first printed there.

Goblin King is a lord (a static ability over "other Goblins", layers 6 and 7c),
Chaoslace a color set in layer 5, Firebreathing an Aura's ability that pumps "the
enchanted creature", Flashfires and Earthquake effects on the permanents a filter picks,
Keldon Warlord a count of the creatures its controller controls (layer 7a).
"""

from __future__ import annotations

from shahrazad.cards.build import (
    ANY,
    ARTIFACT,
    CREATURE,
    LAND,
    TAP,
    aura,
    cost,
    creature,
    kw,
    types,
)
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    AddMana,
    Become,
    BlockAnAttacker,
    CardDef,
    Cost,
    Count,
    Counter,
    Damage,
    Delay,
    Destroy,
    Discard,
    DivideIntoPiles,
    Draw,
    Filter,
    FirstPrinted,
    Mode,
    PileForEachAttacker,
    PreventDamage,
    Pump,
    Regenerate,
    RemoveFromCombat,
    Sacrifice,
    Static,
    StaticShield,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

LEA: FirstPrinted = "LEA"

_WALL = TargetSpec("permanent", filter=Filter(subtypes=frozenset({"Wall"})))

_NON_WALLS_YOU_CONTROL = Count(Filter(types=frozenset({"Creature"}),
                                      not_subtypes=frozenset({"Wall"}), controller="you"))

DEFS: list[CardDef] = [
    creature("Goblin King", "{1}{R}{R}", "Goblin", 2, 2, first_printed=LEA,
             statics=(Static(Filter(subtypes=frozenset({"Goblin"}), other=True), power=1,
                             toughness=1, keywords=frozenset({"mountainwalk"})),),
             text="Other Goblins get +1/+1 and have mountainwalk."),
    creature("Mons's Goblin Raiders", "{R}", "Goblin", 1, 1, first_printed=LEA),
    CardDef("Chaoslace", types("Instant"), cost("{R}"), first_printed=LEA,
            targets=(TargetSpec("spell_or_permanent"),),
            effects=(Become("target:0", color="R", until=""),),
            text="Target spell or permanent becomes red. (Its mana symbols remain "
                 "unchanged.)"),
    aura("Firebreathing", "{R}", CREATURE,
         abilities=(Activated(Cost(cost("{R}")), (Pump(1, 0, "attached"),)),),
         first_printed=LEA,
         text="Enchant creature\n{R}: Enchanted creature gets +1/+0 until end of turn."),
    aura("Burrowing", "{R}", CREATURE, Static("attached", keywords=frozenset({"mountainwalk"})),
         first_printed=LEA,
         text="Enchant creature\nEnchanted creature has mountainwalk. (It can't be blocked "
              "as long as defending player controls a Mountain.)"),
    CardDef("Orcish Oriflamme", types("Enchantment"), cost("{3}{R}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Creature"}), combat="attacking",
                                   controller="you"), power=1),),
            text="Attacking creatures you control get +1/+0."),
    CardDef("Flashfires", types("Sorcery"), cost("{3}{R}"), first_printed=LEA,
            effects=(Destroy(Filter(subtypes=frozenset({"Plains"}))),),
            text="Destroy all Plains."),
    CardDef("Earthquake", types("Sorcery"), cost("{X}{R}"), first_printed=LEA,
            effects=(Damage("X", Filter(types=frozenset({"Creature"}),
                                        not_keywords=frozenset({"flying"})), "each_player"),),
            text="Earthquake deals X damage to each creature without flying and each "
                 "player."),
    CardDef("Shatter", types("Instant"), cost("{1}{R}"), first_printed=LEA,
            targets=(ARTIFACT,), effects=(Destroy("target:0"),),
            text="Destroy target artifact."),
    CardDef("Stone Rain", types("Sorcery"), cost("{2}{R}"), first_printed=LEA,
            targets=(LAND,), effects=(Destroy("target:0"),), text="Destroy target land."),
    creature("Granite Gargoyle", "{2}{R}", "Gargoyle", 2, 2, kw("flying"), first_printed=LEA,
             abilities=(Activated(Cost(cost("{R}")), (Pump(0, 1, "this"),)),),
             text="Flying\n{R}: Granite Gargoyle gets +0/+1 until end of turn."),
    creature("Goblin Balloon Brigade", "{R}", "Goblin Warrior", 1, 1, first_printed=LEA,
             abilities=(Activated(Cost(cost("{R}")),
                                  (Become("this", keywords=frozenset({"flying"})),)),),
             text="{R}: Goblin Balloon Brigade gains flying until end of turn."),
    creature("Keldon Warlord", "{2}{R}{R}", "Human Barbarian", 0, 0, first_printed=LEA,
             statics=(Static("this", defines=True, set_power=_NON_WALLS_YOU_CONTROL,
                             set_toughness=_NON_WALLS_YOU_CONTROL),),
             text="Keldon Warlord's power and toughness are each equal to the number of "
                  "non-Wall creatures you control."),
    creature("Orcish Artillery", "{1}{R}{R}", "Orc Warrior", 1, 3, first_printed=LEA,
             abilities=(Activated(TAP, (Damage(2, "target:0"), Damage(3, "you")), (ANY,)),),
             text="{T}: Orcish Artillery deals 2 damage to any target and 3 damage to you."),
    CardDef("Tunnel", types("Instant"), cost("{R}"), first_printed=LEA,
            targets=(_WALL,), effects=(Destroy("target:0", cant_be_regenerated=True),),
            text="Destroy target Wall. It can't be regenerated."),
    creature("Dwarven Demolition Team", "{2}{R}", "Dwarf", 1, 1, first_printed=LEA,
             abilities=(Activated(TAP, (Destroy("target:0"),), (_WALL,)),),
             text="{T}: Destroy target Wall."),
    creature("Hill Giant", "{3}{R}", "Giant", 3, 3, first_printed=LEA),
    creature("Gray Ogre", "{2}{R}", "Ogre", 2, 2, first_printed=LEA),
    creature("Hurloon Minotaur", "{1}{R}{R}", "Minotaur", 2, 3, first_printed=LEA),
    creature("Earth Elemental", "{3}{R}{R}", "Elemental", 4, 5, first_printed=LEA),
    creature("Fire Elemental", "{3}{R}{R}", "Elemental", 5, 4, first_printed=LEA),
    creature("Roc of Kher Ridges", "{3}{R}", "Bird", 3, 3, kw("flying"), "Flying",
             first_printed=LEA),
    creature("Uthden Troll", "{2}{R}", "Troll", 2, 2,
             abilities=(Activated(Cost(cost("{R}")), (Regenerate("this"),)),),
             text="{R}: Regenerate Uthden Troll.",
             first_printed=LEA),
    creature("Wall of Stone", "{1}{R}{R}", "Wall", 0, 8, kw("defender"),
             "Defender (This creature can't attack.)",
             first_printed=LEA),
    creature("Wall of Fire", "{1}{R}{R}", "Wall", 0, 5, kw("defender"),
             "Defender (This creature can't attack.) {R}: Wall of Fire gets +1/+0 until end "
             "of turn.", abilities=(Activated(Cost(cost("{R}")), (Pump(1, 0, "this"),)),),
             first_printed=LEA),
    creature("Two-Headed Giant of Foriys", "{4}{R}", "Giant", 4, 4,
             kw("trample", "can_block_an_additional_creature"),
             "Trample. Two-Headed Giant of Foriys can block an additional creature each "
             "combat.",
             first_printed=LEA),
    # -- batch E1 ------
    creature("Sedge Troll", "{2}{R}", "Troll", 2, 2, first_printed=LEA,
             statics=(Static("this", power=1, toughness=1,
                             as_long_as=Filter(subtypes=frozenset({"Swamp"}),
                                               controller="you")),),
             abilities=(Activated(Cost(cost("{B}")), (Regenerate("this"),)),),
             text="Sedge Troll gets +1/+1 as long as you control a Swamp.\n{B}: Regenerate "
                  "Sedge Troll."),
]

# -- batch B01 ------
DEFS += [
    aura("Earthbind", "{R}", CREATURE, first_printed=LEA,
         triggers=(Triggered("enters_battlefield",
                             (Damage(2, "attached"),
                              Become("attached", lose_keywords=frozenset({"flying"}),
                                     until="this_leaves_the_battlefield")),
                             intervening_if=Count(Filter(attached=True,
                                                         keywords=frozenset({"flying"})))),),
         text="Enchant creature\nWhen Earthbind enters the battlefield, if enchanted creature "
              "has flying, Earthbind deals 2 damage to that creature and Earthbind gains "
              "\"Enchanted creature loses flying.\""),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Red Elemental Blast", types("Instant"), cost("{R}"), first_printed=LEA,
            modes=(Mode((Counter("target:0"),),
                        (TargetSpec("spell", filter=Filter(colors=frozenset({"U"}))),)),
                   Mode((Destroy("target:0"),),
                        (TargetSpec("permanent", filter=Filter(colors=frozenset({"U"}))),))),
            text="Choose one \u2014\n\u2022 Counter target blue spell.\n\u2022 Destroy target "
                 "blue permanent."),
    CardDef("Mana Flare", types("Enchantment"), cost("{2}{R}"), first_printed=LEA,
            triggers=(Triggered("tapped_for_mana", (AddMana("produced"),),
                                filter=Filter(types=frozenset({"Land"}))),),
            text="Whenever a player taps a land for mana, that player adds one mana of any "
                 "type that land produced."),
    CardDef("Manabarbs", types("Enchantment"), cost("{3}{R}"), first_printed=LEA,
            triggers=(Triggered("tapped_for_mana", (Damage(1, "subject"),),
                                filter=Filter(types=frozenset({"Land"}))),),
            text="Whenever a player taps a land for mana, Manabarbs deals 1 damage to that "
                 "player."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # each player discards their whole hand (701.9), then draws seven, one at a time
    CardDef("Wheel of Fortune", types("Sorcery"), cost("{2}{R}"), first_printed=LEA,
            effects=(Discard(0, "each_player", how="all"), Draw(7, "each_player")),
            text="Each player discards their hand, then draws seven cards."),

]

# -- batch B03 ------
DEFS += [
    creature("Dwarven Warriors", "{2}{R}", "Dwarf Warrior", 1, 1, first_printed=LEA,
             abilities=(Activated(TAP, (Become("target:0",
                                               keywords=frozenset({"cant_be_blocked"})),),
                                  targets=(TargetSpec("creature",
                                                      filter=Filter(power_at_most=2)),)),),
             text="{T}: Target creature with power 2 or less can't be blocked this turn."),
    creature("Ironclaw Orcs", "{1}{R}", "Orc", 2, 2, first_printed=LEA,
             statics=(Static("this", cant="block", attackers=Filter(power_at_least=2)),),
             text="Ironclaw Orcs can't block creatures with power 2 or greater."),
]
DEFS += [
    # "can't be regenerated this turn" and "exiled if it would die this turn" are effects on
    # the creature, before the damage: they hold even if the damage is prevented
    CardDef("Disintegrate", types("Sorcery"), cost("{X}{R}"), first_printed=LEA,
            targets=(ANY,),
            effects=(Become("target:0", keywords=frozenset({"cant_be_regenerated",
                                                            "exiled_if_it_would_die"})),
                     Damage("X", "target:0")),
            text="Disintegrate deals X damage to any target. If it's a creature, it can't be "
                 "regenerated this turn, and if it would die this turn, exile it instead."),
    # each resolution of the fourth and later activations sets up its own delayed
    # sacrifice (five activations: two triggers)
    creature("Dragon Whelp", "{2}{R}{R}", "Dragon", 2, 3, kw("flying"), first_printed=LEA,
             abilities=(Activated(Cost(cost("{R}")), (
                 Pump(1, 0, "this"),
                 Delay(0, at="next_end_step", subject="this", if_activated_at_least=4))),),
             triggers=(Triggered("delayed", (Sacrifice("subject"),)),),
             text="Flying\n{R}: Dragon Whelp gets +1/+0 until end of turn. If this ability "
                  "has been activated four or more times this turn, sacrifice Dragon Whelp "
                  "at the beginning of the next end step."),
    # X +1/+1 counters as it enters (X of the spell: 0 if it wasn't cast); its counters
    # stand in for damage, one for each 1 (a static prevention, 615)
    creature("Rock Hydra", "{X}{R}{R}", "Hydra", 0, 0, first_printed=LEA,
             as_enters=(AddCounters("+1/+1", "X", "this"),),
             shields=(StaticShield(to="this", counter="+1/+1"),),
             abilities=(Activated(Cost(cost("{R}")), (PreventDamage(1, "this"),)),
                        Activated(Cost(cost("{R}{R}{R}")), (AddCounters("+1/+1", 1, "this"),),
                                  condition="only_during_your_upkeep")),
             text="Rock Hydra enters the battlefield with X +1/+1 counters on it.\nFor each 1 "
                  "damage that would be dealt to Rock Hydra, if it has a +1/+1 counter on it, "
                  "remove a +1/+1 counter from it and prevent that 1 damage.\n{R}: Prevent "
                  "the next 1 damage that would be dealt to Rock Hydra this turn.\n{R}{R}{R}: "
                  "Put a +1/+1 counter on Rock Hydra. Activate only during your upkeep."),
    creature("Stone Giant", "{2}{R}{R}", "Giant", 3, 4, first_printed=LEA,
             abilities=(Activated(TAP, (Become("target:0", keywords=frozenset({"flying"})),
                                        Delay(0, at="next_end_step", subject="target:0")),
                                  targets=(TargetSpec("creature", filter=Filter(
                                      controller="you", toughness_below_power_of_this=True)),)),),
             triggers=(Triggered("delayed", (Destroy("subject"),)),),
             text="{T}: Target creature you control with toughness less than Stone Giant's "
                  "power gains flying until end of turn. Destroy that creature at the "
                  "beginning of the next end step."),
]

# -- batch LX (left over from B03) ---------------------------------------------------
DEFS += [
    # "at the beginning of this turn": the turn's history, recorded as the turn begins
    # (before its untap step) while a permanent asks for it
    CardDef("Power Surge", types("Enchantment"), cost("{R}{R}"), first_printed="LEA",
            triggers=(Triggered("each_upkeep", (
                Damage("untapped_lands_they_controlled_as_the_turn_began", "subject"),)),),
            text="At the beginning of each player's upkeep, Power Surge deals X damage to "
                 "that player, where X is the number of untapped lands they controlled at "
                 "the beginning of this turn."),
]

# -- batch c-grant ------
DEFS += [
    CardDef("Smoke", types("Enchantment"), cost("{R}{R}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Creature"})), untap_at_most=1),),
            text="Players can't untap more than one creature during their untap steps."),
]

# -- batch C-TURN --------------------------------------------------------------------------
DEFS += [
    # "defending player" in a two-player game: the nonactive player (506.2); any creature
    # of theirs, blocking or not; the attackers it alone blocked become unblocked, and it
    # may then block an attacker it could block (509.1b), "blocks" triggers firing again
    CardDef("False Orders", types("Instant"), cost("{R}"), first_printed="LEA",
            cast_only="during_the_declare_blockers_step",
            targets=(TargetSpec("creature", filter=Filter(active_player="doesnt_control")),),
            effects=(RemoveFromCombat("target:0", unblock=True), BlockAnAttacker()),
            text="Cast this spell only during the declare blockers step.\nRemove target "
                 "creature defending player controls from combat. Creatures it was blocking "
                 "that had become blocked by only that creature this combat become "
                 "unblocked. You may have it block an attacking creature of your choice."),
]

# -- batch D-PILES ------
DEFS += [
    # piles (700.3): each defending player divides their creatures without flying; a
    # creature that comes later is in no pile, and blocks only with flying (2008 rulings)
    CardDef("Raging River", types("Enchantment"), cost("{R}{R}"), first_printed=LEA,
            triggers=(Triggered("creatures_you_control_attack", (
                DivideIntoPiles(Filter(types=frozenset({"Creature"}),
                                       not_keywords=frozenset({"flying"}))),
                PileForEachAttacker())),),
            text="Whenever one or more creatures you control attack, each defending player "
                 "divides all creatures without flying they control into a \"left\" pile and "
                 "a \"right\" pile. Then, for each attacking creature you control, choose "
                 "\"left\" or \"right.\" That creature can't be blocked this combat except by "
                 "creatures with flying and creatures in a pile with the chosen label."),
]
