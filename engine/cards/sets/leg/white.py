"""Legends (1994): the white cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import (
    ANY,
    ARTIFACT,
    CREATURE,
    LAND,
    PLAYER,
    TAP,
    aura,
    blockable_despite,
    cost,
    creature,
    kw,
    types,
)
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    Become,
    CardDef,
    Cost,
    Count,
    Counter,
    Damage,
    Delay,
    Destroy,
    Filter,
    FirstPrinted,
    GainLife,
    GameIsADraw,
    GrantKeyword,
    LookAtTop,
    May,
    Mode,
    NameACard,
    OnlyIf,
    Prevent,
    PreventDamage,
    Pump,
    RemoveCounters,
    Return,
    RevealTopCard,
    Search,
    Shuffle,
    Static,
    StaticShield,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch E4 ----------------------------------------------------------------------

DEFS += [
    CardDef("Cleanse", types("Sorcery"), cost("{2}{W}{W}"), first_printed="LEG",
            effects=(Destroy(Filter(types=frozenset({"Creature"}), colors=frozenset({"B"}))),),
            text="Destroy all black creatures."),
    creature("D'Avenant Archer", "{2}{W}", "Human Soldier Archer", 1, 2,
             abilities=(Activated(TAP, (Damage(1, "target:0"),),
                                  (TargetSpec("creature", filter=Filter(
                                      combat="attacking_or_blocking")),)),),
             text="{T}: D'Avenant Archer deals 1 damage to target attacking or blocking "
                  "creature.", first_printed="LEG"),
    # its mana value as it last existed (608.2h): the life comes even if it regenerates
    CardDef("Divine Offering", types("Instant"), cost("{1}{W}"), first_printed="LEG",
            targets=(ARTIFACT,), effects=(Destroy("target:0"), GainLife("mana_value_of:0")),
            text="Destroy target artifact. You gain life equal to its mana value."),
    aura("Divine Transformation", "{2}{W}{W}", CREATURE,
         Static("attached", power=3, toughness=3), first_printed="LEG",
         text="Enchant creature\nEnchanted creature gets +3/+3."),
    CardDef("Fortified Area", types("Enchantment"), cost("{1}{W}{W}"), first_printed="LEG",
            statics=(Static(Filter(types=frozenset({"Creature"}), subtypes=frozenset({"Wall"}),
                                   controller="you"),
                            power=1, keywords=frozenset({"banding"})),),
            text="Wall creatures you control get +1/+0 and have banding. (Any creatures with "
                 "banding, and up to one without, can attack in a band. Bands are blocked as "
                 "a group. If any creatures with banding you control are blocking or being "
                 "blocked by a creature, you divide that creature's combat damage, not its "
                 "controller, among any of the creatures it's being blocked by or is "
                 "blocking.)"),
    CardDef("Great Defender", types("Instant"), cost("{W}"), first_printed="LEG",
            targets=(CREATURE,), effects=(Become("target:0", toughness="mana_value_of:0"),),
            text="Target creature gets +0/+X until end of turn, where X is its mana value."),
    CardDef("Greater Realm of Preservation", types("Enchantment"), cost("{1}{W}"),
            first_printed="LEG",
            abilities=(Activated(Cost(cost("{1}{W}")), (PreventDamage(
                "all", "you", "chosen_source", next_time=True, color="BR"),)),),
            text="{1}{W}: The next time a black or red source of your choice would deal "
                 "damage to you this turn, prevent that damage."),
    CardDef("Holy Day", types("Instant"), cost("{W}"), first_printed="LEG",
            effects=(Prevent("combat"),),
            text="Prevent all combat damage that would be dealt this turn."),
    # an instant despite its name (2004 ruling): it prevents damage, not destruction
    CardDef("Indestructible Aura", types("Instant"), cost("{W}"), first_printed="LEG",
            targets=(CREATURE,), effects=(PreventDamage("all", "target:0"),),
            text="Prevent all damage that would be dealt to target creature this turn."),
    # every creature named Ivory Guardians, whoever controls it; each Guardian's ability
    # adds its own +1/+1 (2009 rulings), once however many red permanents there are
    creature("Ivory Guardians", "{4}{W}{W}", "Giant Cleric", 3, 3, kw("protection_from_red"),
             statics=(Static(Filter(types=frozenset({"Creature"}), name="Ivory Guardians"),
                             power=1, toughness=1,
                             as_long_as=Filter(controller="opponent", colors=frozenset({"R"}),
                                               token="nontoken")),),
             text="Protection from red\nCreatures named Ivory Guardians get +1/+1 as long as "
                  "an opponent controls a nontoken red permanent.", first_printed="LEG"),
    creature("Keepers of the Faith", "{1}{W}{W}", "Human Cleric", 2, 3, first_printed="LEG"),
    CardDef("Moat", types("Enchantment"), cost("{2}{W}{W}"), first_printed="LEG",
            statics=(Static(Filter(types=frozenset({"Creature"}),
                                   not_keywords=frozenset({"flying"})), cant="attack"),),
            text="Creatures without flying can't attack."),
    creature("Righteous Avengers", "{4}{W}", "Human Soldier", 3, 1, kw("plainswalk"),
             "Plainswalk (This creature can't be blocked as long as defending player controls "
             "a Plains.)", first_printed="LEG"),
    CardDef("Shield Wall", types("Instant"), cost("{1}{W}"), first_printed="LEG",
            effects=(Become(Filter(types=frozenset({"Creature"}), controller="you"),
                            toughness=2),),
            text="Creatures you control get +0/+2 until end of turn."),
    creature("Thunder Spirit", "{1}{W}{W}", "Elemental Spirit", 2, 2,
             kw("flying", "first_strike"), "Flying, first strike", first_printed="LEG"),
    creature("Wall of Light", "{2}{W}", "Wall", 1, 5, kw("defender", "protection_from_black"),
             "Defender (This creature can't attack.)\nProtection from black",
             first_printed="LEG"),
]

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"

DEFS += [
    CardDef("Lifeblood", types("Enchantment"), cost("{2}{W}{W}"), first_printed=_LEG,
            triggers=(Triggered("a_permanent_becomes_tapped", (GainLife(1),),
                                filter=Filter(subtypes=frozenset({"Mountain"}),
                                              controller="opponent")),),
            text="Whenever a Mountain an opponent controls becomes tapped, you gain 1 life."),
    aura("Spirit Link", "{W}", CREATURE, first_printed=_LEG,
         triggers=(Triggered("a_permanent_deals_damage", (GainLife("that_many"),),
                             filter=Filter(attached=True)),),
         text="Enchant creature (Target a creature as you cast this. This card enters the "
              "battlefield attached to that creature.)\nWhenever enchanted creature deals "
              "damage, you gain that much life."),
    CardDef("Spiritual Sanctuary", types("Enchantment"), cost("{2}{W}{W}"), first_printed=_LEG,
            triggers=(Triggered("each_upkeep", (GainLife(1, "subject"),),
                                intervening_if=Count(Filter(subtypes=frozenset({"Plains"}),
                                                            controller="you"),
                                                     of="subject")),),
            text="At the beginning of each player's upkeep, if that player controls a Plains, "
                 "they gain 1 life."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Presence of the Master", types("Enchantment"), cost("{3}{W}"),
            first_printed="LEG",
            triggers=(Triggered("a_spell_is_cast", (Counter("subject"),),
                                filter=Filter(types=frozenset({"Enchantment"}))),),
            text="Whenever a player casts an enchantment spell, counter it."),
    CardDef("Alabaster Potion", types("Instant"), cost("{X}{W}{W}"), first_printed="LEG",
            modes=(Mode((GainLife("X", "target:0"),), (PLAYER,)),
                   Mode((PreventDamage("X", "target:0"),), (ANY,))),
            text="Choose one \u2014\n\u2022 Target player gains X life.\n\u2022 Prevent the next X "
                 "damage that would be dealt to any target this turn."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # one or more targets, all of the one specification (601.2c)
    CardDef("Heaven's Gate", types("Instant"), cost("{W}"), first_printed="LEG",
            targets=(CREATURE,), target_count="one_or_more",
            effects=(Become("each_target", color="W"),),
            text="One or more target creatures become white until end of turn."),
]

# -- batch B09 ----------------------------------------------------------------------
DEFS += [
    CardDef("Great Wall", types("Enchantment"), cost("{2}{W}"), first_printed="LEG",
            statics=(blockable_despite("plainswalk"),),
            text="Creatures with plainswalk can be blocked as though they didn't have plainswalk."),
]

# -- batch B06 ------
DEFS += [
    # a condition of absence (604.1): no nonartifact, nonwhite creature of yours
    CardDef("Angelic Voices", types("Enchantment"), cost("{2}{W}{W}"), first_printed="LEG",
            statics=(Static(Filter(types=frozenset({"Creature"}), controller="you"),
                            power=1, toughness=1,
                            unless=Filter(types=frozenset({"Creature"}),
                                          not_types=frozenset({"Artifact"}),
                                          not_colors=frozenset({"W"}), controller="you")),),
            text="Creatures you control get +1/+1 as long as you control no nonartifact, "
                 "nonwhite creatures."),
]

# -- batch LX (left over from B09) ---------------------------------------------------
DEFS += [
    # "If it doesn't have rampage": any rampage (702.23: rampage N of any N), asked as the
    # spell resolves, after it gained first strike (608.2c)
    CardDef("Rapid Fire", types("Instant"), cost("{3}{W}"), first_printed="LEG",
            cast_only="before_blockers_are_declared", targets=(CREATURE,),
            effects=(Become("target:0", keywords=kw("first_strike")),
                     Become("target:0", keywords=kw("rampage_2"), if_it=Filter(
                         not_keywords=kw("rampage_1", "rampage_2", "rampage_3",
                                         "rampage_4")))),
            text="Cast this spell only before blockers are declared.\nTarget creature gains "
                 "first strike until end of turn. If it doesn't have rampage, that creature "
                 "gains rampage 2 until end of turn. (Whenever the creature becomes blocked, "
                 "it gets +2/+2 until end of turn for each creature blocking it beyond the "
                 "first.)"),
]

# -- batch B07 ---------------------------------------------------------------------------
DEFS += [
    creature("Elder Land Wurm", "{4}{W}{W}{W}", "Dragon Wurm", 5, 5,
             kw("defender", "trample"), first_printed="LEG",
             triggers=(Triggered("blocks", (Become("this", lose_keywords=kw("defender"),
                                                   until=""),)),),
             text="Defender, trample\nWhen Elder Land Wurm blocks, it loses defender."),
]
DEFS += [
    creature("Enchanted Being", "{1}{W}{W}", "Human", 2, 2, first_printed="LEG",
             shields=(StaticShield("this", combat=True,
                                   source=Filter(types=frozenset({"Creature"}),
                                                 enchanted=True)),),
             text="Prevent all combat damage that would be dealt to Enchanted Being by enchanted "
                  "creatures."),
]

# -- batch B10 ----------------------------------------------------------------------
_CREATURE_KIND = types("Creature")
_ENCHANTMENT = types("Enchantment")
_AURA = frozenset({"Aura"})
#: "attached to permanents you control"; "attached to attacking creatures your opponents
#: control"
_YOURS = Filter(controller="you")
_ATTACKING_THEIRS = Filter(types=_CREATURE_KIND, combat="attacking", controller="opponent")

DEFS += [
    # a restriction on the blockers of this attacker (509.1b), checked as blockers are
    # declared: a blocker pumped to power 3 afterwards keeps blocking
    creature("Amrou Kithkin", "{W}{W}", "Kithkin", 1, 1, first_printed="LEG",
             statics=(Static(Filter(types=_CREATURE_KIND, power_at_least=3), cant="block",
                             attackers=Filter(this=True)),),
             text="Amrou Kithkin can't be blocked by creatures with power 3 or greater."),
    aura("Seeker", "{2}{W}{W}", CREATURE,
         Static(Filter(types=_CREATURE_KIND, not_types=frozenset({"Artifact"}),
                       not_colors=frozenset({"W"})), cant="block",
                attackers=Filter(attached=True)),
         first_printed="LEG",
         text="Enchant creature\nEnchanted creature can't be blocked except by artifact "
              "creatures and/or white creatures."),
    creature("Akron Legionnaire", "{6}{W}{W}", "Giant Soldier", 8, 4, first_printed="LEG",
             statics=(Static(Filter(types=_CREATURE_KIND, controller="you",
                                    not_types=frozenset({"Artifact"}),
                                    not_name="Akron Legionnaire"), cant="attack"),),
             text="Except for creatures named Akron Legionnaire and artifact creatures, "
                  "creatures you control can't attack."),
]

DEFS += [
    # -- batch B10 ------
    CardDef("Divine Intervention", types("Enchantment"), cost("{6}{W}{W}"), first_printed="LEG",
            as_enters=(AddCounters("intervention", 2, "this"),),
            triggers=(Triggered("your_upkeep", (RemoveCounters("intervention", 1, "this"),)),
                      Triggered("you_remove_the_last_counter", (GameIsADraw(),),
                                counter="intervention")),
            text="Divine Intervention enters the battlefield with two intervention counters on "
                 "it.\nAt the beginning of your upkeep, remove an intervention counter from "
                 "Divine Intervention.\nWhen you remove the last intervention counter from "
                 "Divine Intervention, the game is a draw."),
    creature("Petra Sphinx", "{2}{W}{W}{W}", "Sphinx", 3, 4, first_printed="LEG",
             abilities=(Activated(TAP, (NameACard("target:0"), RevealTopCard("target:0")),
                                  (PLAYER,)),),
             text="{T}: Target player chooses a card name, then reveals the top card of their "
                  "library. If that card has the chosen name, that player puts it into their "
                  "hand. If it doesn't, the player puts it into their graveyard."),
    # a replacement (614.1d): they never become tapped; phasing in is no entering
    CardDef("Kismet", types("Enchantment"), cost("{3}{W}"), first_printed="LEG",
            statics=(Static(Filter(types=types("Artifact", "Creature", "Land"),
                                   controller="opponent"),
                            cant="enter_the_battlefield_untapped"),),
            text="Artifacts, creatures, and lands your opponents control enter the "
                 "battlefield tapped."),
    creature("Clergy of the Holy Nimbus", "{W}", "Human Cleric", 1, 1, first_printed="LEG",
             static_words=frozenset({"if_this_would_be_destroyed_regenerate_it"}),
             abilities=(Activated(Cost(cost("{1}")), (Become(
                 "this", keywords=kw("cant_be_regenerated")),), by="opponents"),),
             text="If Clergy of the Holy Nimbus would be destroyed, regenerate it.\n{1}: "
                  "Clergy of the Holy Nimbus can't be regenerated this turn. Only your "
                  "opponents may activate this ability."),
    # first what returns to your hand, then what is destroyed: "all other" are those left
    CardDef("Remove Enchantments", types("Instant"), cost("{W}"), first_printed="LEG",
            effects=(Return(Filter(types=_ENCHANTMENT, owner="you", controller="you")),
                     Return(Filter(subtypes=_AURA, owner="you", attached_to=_YOURS)),
                     Return(Filter(subtypes=_AURA, owner="you", attached_to=_ATTACKING_THEIRS)),
                     Destroy(Filter(types=_ENCHANTMENT, controller="you")),
                     Destroy(Filter(subtypes=_AURA, attached_to=_YOURS)),
                     Destroy(Filter(subtypes=_AURA, attached_to=_ATTACKING_THEIRS))),
            text="Return to your hand all enchantments you both own and control, all Auras "
                 "you own attached to permanents you control, and all Auras you own attached "
                 "to attacking creatures your opponents control. Then destroy all other "
                 "enchantments you control, all other Auras attached to permanents you "
                 "control, and all other Auras attached to attacking creatures your opponents "
                 "control."),
    # no reordering: the cards go back as they were, or the library is shuffled
    CardDef("Visions", types("Sorcery"), cost("{W}"), first_printed="LEG", targets=(PLAYER,),
            effects=(LookAtTop(5, "target:0", reorder=False), May(), Shuffle("target:0")),
            text="Look at the top five cards of target player's library. You may then have "
                 "that player shuffle that library."),
]

# -- batch C-HIST ------
#: the creatures that died this turn (700.4), in the game's record of its turn
_DIED_THIS_TURN = Count(Filter(types=frozenset({"Creature"})), zone="died_this_turn")

#: the creatures blocking the creature Wall of Caltrops blocks: other Walls, non-Walls
_OTHER_WALLS = Count(Filter(subtypes=frozenset({"Wall"}), other=True),
                     zone="blocking_the_subject")
_NO_NON_WALLS = Count(Filter(not_subtypes=frozenset({"Wall"})), zone="blocking_the_subject",
                      times=-1, plus=1)

DEFS += [
    # a delayed ability for the turn that triggers each time (603.7c), "that much" the
    # damage dealt (after prevention); not a redirection: the Wall is still dealt it (2004)
    CardDef("Glyph of Life", types("Instant"), cost("{W}"), first_printed=_LEG,
            targets=(TargetSpec("creature", filter=Filter(subtypes=frozenset({"Wall"}))),),
            effects=(Delay(0, at="that_is_dealt_damage_by_an_attacking_creature_this_turn",
                           subject="target:0"),),
            triggers=(Triggered("delayed", (GainLife("that_many"),)),),
            text="Choose target Wall creature. Whenever that creature is dealt damage by an "
                 "attacking creature this turn, you gain that much life."),
    # "if another Wall is blocking it" is an intervening "if" (603.4); "and no non-Wall" is
    # checked as it resolves, where the banding is gained (2004 ruling)
    creature("Wall of Caltrops", "{1}{W}", "Wall", 2, 1, kw("defender"), first_printed=_LEG,
             triggers=(Triggered("blocks_a_creature", (
                 OnlyIf(_NO_NON_WALLS), GrantKeyword("banding", "this")),
                 intervening_if=_OTHER_WALLS),),
             text="Defender (This creature can't attack.)\nWhenever Wall of Caltrops blocks a "
                  "creature, if at least one other Wall creature is blocking that creature and "
                  "no non-Wall creatures are blocking that creature, Wall of Caltrops gains "
                  "banding until end of turn. (If any creatures with banding you control are "
                  "blocking a creature, you divide that creature's combat damage, not its "
                  "controller, among any of the creatures it's being blocked by.)"),
    # one counter a turn, however many died (2004 ruling): an intervening "if" (603.4)
    creature("Osai Vultures", "{1}{W}", "Bird", 1, 1, kw("flying"), first_printed=_LEG,
             triggers=(Triggered("each_end_step", (AddCounters("carrion", 1, "this"),),
                                 intervening_if=_DIED_THIS_TURN),),
             abilities=(Activated(Cost(remove_counters=2, counter="carrion"),
                                  (Pump(1, 1, "this"),)),),
             text="Flying\nAt the beginning of each end step, if a creature died this turn, "
                  "put a carrion counter on Osai Vultures.\nRemove two carrion counters from "
                  "Osai Vultures: Osai Vultures gets +1/+1 until end of turn."),
]

# -- batch C-TURN --------------------------------------------------------------------------
DEFS += [
    # an intervening "if" (603.4), asked as the upkeep begins and again as it resolves;
    # "you may search": finding none is a choice too, and the library is shuffled anyway
    CardDef("Land Tax", types("Enchantment"), cost("{W}"), first_printed="LEG",
            triggers=(Triggered("your_upkeep", (
                Search(filter=Filter(types=frozenset({"Land"}),
                                     supertypes=frozenset({"Basic"})),
                       amount=3, reveal=True),
                Shuffle()),
                intervening_if=Count(Filter(types=frozenset({"Land"})),
                                     zone="opponents_with_more")),),
            text="At the beginning of your upkeep, if an opponent controls more lands than "
                 "you, you may search your library for up to three basic land cards, reveal "
                 "them, put them into your hand, then shuffle."),
]

# -- batch r-b ------
DEFS += [
    # the enchanted land's ability (613.1f) asks, as it resolves, whether the spell would
    # destroy a land its controller controls if it resolved now (2013 ruling): only its
    # own destruction, not damage, a sacrifice, a choice or chance (2004, 2008 rulings)
    aura("Equinox", "{W}", LAND,
         Static("attached", have=Activated(Cost(tap=True), (Counter(
             "target:0", if_it_would_destroy=Filter(types=frozenset({"Land"}),
                                                    controller="you")),),
             targets=(TargetSpec("spell"),))),
         first_printed="LEG",
         text="Enchant land\nEnchanted land has \"{T}: Counter target spell if it would "
              "destroy a land you control.\""),
]

# -- batch D-TRIG ------------------------------------------------------------------------
DEFS += [
    # the block trigger watches the enchanted creature, once for each creature on the other
    # side (its subject); the end-of-combat delayed ability remembers the creature
    # enchanted then as its own ("the first creature": moving the Aura later changes
    # nothing), and sets up the end-step one only if it destroyed the other creature
    aura("Infinite Authority", "{W}{W}{W}", CREATURE, first_printed="LEG",
         triggers=(Triggered("blocks_or_becomes_blocked_by_a_creature",
                             (Delay(1, "end_of_combat", this_is="attached"),),
                             filter=Filter(toughness_at_most=3), of_attached=True),
                   Triggered("delayed", (Destroy("subject"),
                                         OnlyIf(Count(Filter(), zone="graveyard_this_way")),
                                         Delay(2, "next_end_step", subject="this"))),
                   Triggered("delayed", (AddCounters("+1/+1", 1, "subject"),))),
         text="Enchant creature\nWhenever enchanted creature blocks or becomes blocked by a "
              "creature with toughness 3 or less, destroy the other creature at end of "
              "combat. At the beginning of the next end step, if that creature was "
              "destroyed this way, put a +1/+1 counter on the first creature."),
]
