"""Legends (1994): the black cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import (
    CREATURE,
    LAND,
    TAP,
    aura,
    blockable_despite,
    cost,
    creature,
    kw,
    types,
    world,
)
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    Become,
    CardDef,
    ChooseOne,
    Cost,
    Count,
    Counter,
    Damage,
    Delay,
    Destroy,
    Draw,
    Exile,
    Filter,
    FirstPrinted,
    GainLife,
    Keyword,
    MayPay,
    OnlyIf,
    Option,
    Prevent,
    Pump,
    RedirectDamage,
    Regenerate,
    RemoveCounters,
    RemoveFromCombat,
    Return,
    ReturnAura,
    Sacrifice,
    SacrificeSome,
    Static,
    StaticShield,
    Tap,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch E4 ----------------------------------------------------------------------
DEFS += [
    creature("Carrion Ants", "{2}{B}{B}", "Insect", 0, 1,
             abilities=(Activated(Cost(cost("{1}")), (Pump(1, 1, "this"),)),),
             text="{1}: Carrion Ants gets +1/+1 until end of turn.", first_printed="LEG"),
    CardDef("Darkness", types("Instant"), cost("{B}"), first_printed="LEG",
            effects=(Prevent("combat"),),
            text="Prevent all combat damage that would be dealt this turn."),
    creature("Evil Eye of Orms-by-Gore", "{4}{B}", "Eye", 3, 6,
             kw("cant_be_blocked_except_by_walls"),
             statics=(Static(Filter(types=frozenset({"Creature"}), controller="you",
                                    not_subtypes=frozenset({"Eye"})), cant="attack"),),
             text="Non-Eye creatures you control can't attack.\nEvil Eye of Orms-by-Gore "
                  "can't be blocked except by Walls.", first_printed="LEG"),
    creature("Ghosts of the Damned", "{1}{B}{B}", "Spirit", 0, 2,
             abilities=(Activated(TAP, (Pump(-1, 0),), (CREATURE,)),),
             text="{T}: Target creature gets -1/-0 until end of turn.", first_printed="LEG"),
    creature("Headless Horseman", "{2}{B}", "Zombie Knight", 2, 2, first_printed="LEG"),
    CardDef("Hell Swarm", types("Instant"), cost("{B}"), first_printed="LEG",
            effects=(Become(Filter(types=frozenset({"Creature"})), power=-1),),
            text="All creatures get -1/-0 until end of turn."),
    creature("Lost Soul", "{1}{B}{B}", "Spirit Minion", 2, 1, kw("swampwalk"),
             "Swampwalk (This creature can't be blocked as long as defending player controls "
             "a Swamp.)", first_printed="LEG"),
    creature("Shimian Night Stalker", "{3}{B}{B}", "Nightstalker", 4, 4,
             abilities=(Activated(Cost(cost("{B}"), tap=True),
                                  (RedirectDamage("this", to="you", by="target:0"),),
                                  (TargetSpec("creature", filter=Filter(combat="attacking")),)),),
             text="{B}, {T}: All damage that would be dealt to you this turn by target "
                  "attacking creature is dealt to Shimian Night Stalker instead.",
             first_printed="LEG"),
    CardDef("Transmutation", types("Instant"), cost("{1}{B}"), first_printed="LEG",
            targets=(CREATURE,), effects=(Become("target:0", switch=True),),
            text="Switch target creature's power and toughness until end of turn."),
    creature("Walking Dead", "{1}{B}", "Zombie", 1, 1,
             abilities=(Activated(Cost(cost("{B}")), (Regenerate("this"),)),),
             text="{B}: Regenerate Walking Dead.", first_printed="LEG"),
]

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"
_ENCHANTED = Filter(attached=True)

DEFS += [
    aura("Blight", "{B}{B}", LAND, first_printed=_LEG,
         triggers=(Triggered("a_permanent_becomes_tapped", (Destroy("subject"),),
                             filter=_ENCHANTED),),
         text="Enchant land\nWhen enchanted land becomes tapped, destroy it."),
    CardDef("Hellfire", types("Sorcery"), cost("{2}{B}{B}{B}"), first_printed=_LEG,
            effects=(Destroy(Filter(types=frozenset({"Creature"}), not_colors=frozenset({"B"}))),
                     Damage(Count(Filter(), zone="graveyard_this_way", plus=3), "you")),
            text="Destroy all nonblack creatures. Hellfire deals X plus 3 damage to you, where "
                 "X is the number of creatures that died this way."),
    CardDef("Jovial Evil", types("Sorcery"), cost("{2}{B}"), first_printed=_LEG,
            targets=(TargetSpec("opponent"),),
            effects=(Damage(Count(Filter(types=frozenset({"Creature"}), colors=frozenset({"W"}),
                                         controller="you"), of="target:0", times=2),
                            "target:0"),),
            text="Jovial Evil deals X damage to target opponent, where X is twice the number "
                 "of white creatures that player controls."),
    aura("Spirit Shackle", "{B}{B}", CREATURE, first_printed=_LEG,
         triggers=(Triggered("a_permanent_becomes_tapped", (AddCounters("-0/-2", 1, "subject"),),
                             filter=_ENCHANTED),),
         text="Enchant creature\nWhenever enchanted creature becomes tapped, put a -0/-2 "
              "counter on it."),
    CardDef("Underworld Dreams", types("Enchantment"), cost("{B}{B}{B}"), first_printed=_LEG,
            triggers=(Triggered("an_opponent_draws_a_card", (Damage(1, "subject"),)),),
            text="Whenever an opponent draws a card, Underworld Dreams deals 1 damage to that "
                 "player."),
    creature("Wall of Tombstones", "{1}{B}", "Wall", 0, 1, kw("defender"), first_printed=_LEG,
             triggers=(Triggered("your_upkeep", (
                 Become("this", set_toughness=Count(Filter(types=frozenset({"Creature"})),
                                                    zone="graveyard", plus=1), until=""),)),),
             text="Defender (This creature can't attack.)\nAt the beginning of your upkeep, "
                  "change Wall of Tombstones's base toughness to 1 plus the number of creature "
                  "cards in your graveyard. (This effect lasts indefinitely.)"),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    creature("Vampire Bats", "{B}", "Bat", 0, 1, kw("flying"), first_printed="LEG",
             abilities=(Activated(Cost(cost("{B}")), (Pump(1, 0, "this"),), limit=2),),
             text="Flying (This creature can't be blocked except by creatures with flying or "
                  "reach.)\n{B}: Vampire Bats gets +1/+0 until end of turn. Activate no more "
                  "than twice each turn."),
    CardDef("Syphon Soul", types("Sorcery"), cost("{2}{B}"), first_printed="LEG",
            effects=(Damage(2, "each_opponent"), GainLife("damage_dealt_this_way")),
            text="Syphon Soul deals 2 damage to each other player. You gain life equal to the "
                 "damage dealt this way."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # one or more targets, all of the one specification (601.2c)
    CardDef("Touch of Darkness", types("Instant"), cost("{B}"), first_printed="LEG",
            targets=(CREATURE,), target_count="one_or_more",
            effects=(Become("each_target", color="B"),),
            text="One or more target creatures become black until end of turn."),
    # "If Cosmic Horror is destroyed this way": not if it regenerated (608.2c)
    creature("Cosmic Horror", "{3}{B}{B}{B}", "Horror", 7, 7, kw("first_strike"),
             "First strike\nAt the beginning of your upkeep, destroy Cosmic Horror unless "
             "you pay {3}{B}{B}{B}. If Cosmic Horror is destroyed this way, it deals 7 damage "
             "to you.", first_printed="LEG",
             triggers=(Triggered("your_upkeep", (
                 MayPay(cost("{3}{B}{B}{B}"), unless=True), Destroy("this"),
                 OnlyIf(Count(Filter(), zone="graveyard_this_way")), Damage(7, "you"))),)),
]

# -- batch B05 ------
A_CREATURE = Filter(types=frozenset({"Creature"}))
DEFS += [
    creature("Fallen Angel", "{3}{B}{B}", "Angel", 3, 3, keywords=kw("flying"),
             first_printed="LEG",
             abilities=(Activated(Cost(sacrifice_other=A_CREATURE), (Pump(2, 1, "this"),)),),
             text="Flying\nSacrifice a creature: Fallen Angel gets +2/+1 until end of turn."),
    CardDef("Greed", types("Enchantment"), cost("{3}{B}"), first_printed="LEG",
            abilities=(Activated(Cost(cost("{B}"), life=2), (Draw(1),)),),
            text="{B}, Pay 2 life: Draw a card."),
    creature("Hell's Caretaker", "{3}{B}", "Horror", 1, 1, first_printed="LEG",
             abilities=(Activated(Cost(tap=True, sacrifice_other=A_CREATURE),
                                  (Return("target:0", to="battlefield"),),
                                  (TargetSpec("card_in_your_graveyard", filter=A_CREATURE),),
                                  condition="only_during_your_upkeep"),),
             text="{T}, Sacrifice a creature: Return target creature card from your graveyard "
                  "to the battlefield. Activate only during your upkeep."),
    CardDef("Horror of Horrors", types("Enchantment"), cost("{3}{B}{B}"), first_printed="LEG",
            abilities=(Activated(Cost(sacrifice_other=Filter(subtypes=frozenset({"Swamp"}))),
                                 (Regenerate("target:0"),),
                                 (TargetSpec("creature", filter=Filter(
                                     colors=frozenset({"B"}))),)),),
            text="Sacrifice a Swamp: Regenerate target black creature. (The next time that "
                 "creature would be destroyed this turn, it isn't. Instead tap it, remove all "
                 "damage from it, and remove it from combat.)"),
    creature("Cyclopean Mummy", "{1}{B}", "Zombie", 2, 1, first_printed="LEG",
             triggers=(Triggered("this_dies", (Exile("this_card"),)),),
             text="When Cyclopean Mummy dies, exile it."),
]

# -- batch B09 ----------------------------------------------------------------------
DEFS += [
    world("Nether Void", "{3}{B}", first_printed="LEG",
          triggers=(Triggered("a_spell_is_cast", (
              MayPay(cost("{3}"), unless=True, who="controller_of_subject"),
              Counter("subject"))),),
          text="Whenever a player casts a spell, counter it unless that player pays {3}."),
    CardDef("Quagmire", types("Enchantment"), cost("{2}{B}"), first_printed="LEG",
            statics=(blockable_despite("swampwalk"),),
            text="Creatures with swampwalk can be blocked as though they didn't have swampwalk."),
]

# -- batch B06 ------
DEFS += [
    # the creatures blocking it as the ability resolves (a regenerated one has left
    # combat); control for as long as The Wretched stays its controller's (611.2b)
    creature("The Wretched", "{3}{B}{B}", "Demon", 2, 5, first_printed="LEG",
             triggers=(Triggered("end_of_combat", (Become(
                 Filter(types=frozenset({"Creature"}), combat="blocking_this"), control=True,
                 until="while_you_control_this"),)),),
             text="At end of combat, gain control of all creatures blocking The Wretched for "
                  "as long as you control The Wretched."),
]

# -- batch LX (left over from B09) ---------------------------------------------------
DEFS += [
    world("The Abyss", "{3}{B}", first_printed="LEG",
          triggers=(Triggered("each_upkeep", (Destroy("target:0", cant_be_regenerated=True),),
                              targets=(TargetSpec("creature", filter=Filter(
                                  not_types=frozenset({"Artifact"})), of_subject=True),)),),
          text="At the beginning of each player's upkeep, destroy target nonartifact "
               "creature that player controls of their choice. It can't be regenerated."),
]

# -- batch B07 ---------------------------------------------------------------------------
#: "destroy that creature at end of combat": the delayed ability a block trigger sets up
_DESTROY_IT = Triggered("delayed", (Destroy("subject"),))
DEFS += [
    creature("Abomination", "{3}{B}{B}", "Horror", 2, 6, first_printed="LEG",
             triggers=(Triggered("blocks_or_becomes_blocked_by_a_creature", (Delay(1),),
                                 filter=Filter(colors=frozenset({"G", "W"}))), _DESTROY_IT),
             text="Whenever Abomination blocks or becomes blocked by a green or white "
                  "creature, destroy that creature at end of combat."),
    creature("Infernal Medusa", "{3}{B}{B}", "Gorgon", 2, 4, first_printed="LEG",
             triggers=(Triggered("blocks_a_creature", (Delay(2),)),
                       Triggered("becomes_blocked_by_a_creature", (Delay(2),),
                                 filter=Filter(not_subtypes=frozenset({"Wall"}))),
                       _DESTROY_IT),
             text="Whenever Infernal Medusa blocks a creature, destroy that creature at end "
                  "of combat.\nWhenever Infernal Medusa becomes blocked by a non-Wall "
                  "creature, destroy that creature at end of combat."),
]
DEFS += [
    aura("Demonic Torment", "{2}{B}", CREATURE, Static("attached", cant="attack"),
         first_printed="LEG",
         shields=(StaticShield("anything", dealt_by="attached", combat=True),),
         text="Enchant creature\nEnchanted creature can't attack.\nPrevent all combat damage "
              "that would be dealt by enchanted creature."),
    creature("Wall of Putrid Flesh", "{2}{B}", "Wall", 2, 4,
             kw("defender", "protection_from_white"), first_printed="LEG",
             shields=(StaticShield("this", source=Filter(types=frozenset({"Creature"}),
                                                         enchanted=True)),),
             text="Defender (This creature can't attack.)\nProtection from white\nPrevent all "
                  "damage that would be dealt to Wall of Putrid Flesh by enchanted creatures."),
]

# -- batch B10 ----------------------------------------------------------------------
DEFS += [
    creature("Mold Demon", "{5}{B}{B}", "Fungus Demon", 6, 6, first_printed="LEG",
             # "unless you sacrifice two Swamps": both or none (one alone can't be chosen)
             triggers=(Triggered("enters_battlefield", (SacrificeSome(
                 2, Filter(subtypes=frozenset({"Swamp"})), optional=True,
                 if_not=(Sacrifice("this"),)),)),),
             text="When Mold Demon enters the battlefield, sacrifice it unless you sacrifice "
                  "two Swamps."),
    # its power is asked as the ability resolves (608.2c), not as it is activated
    creature("Lesser Werewolf", "{3}{B}", "Werewolf", 2, 4, first_printed="LEG",
             abilities=(Activated(Cost(cost("{B}")), (
                 OnlyIf(Count(Filter(this=True, power_at_least=1))),
                 Become("this", power=-1), AddCounters("-0/-1", 1, "target:0")),
                 (TargetSpec("creature", filter=Filter(combat="blocking_or_blocked_by_this")),),
                 condition="only_during_declare_blockers"),),
             text="{B}: If Lesser Werewolf's power is 1 or more, it gets -1/-0 until end of "
                  "turn and put a -0/-1 counter on target creature blocking or blocked by "
                  "Lesser Werewolf. Activate only during the declare blockers step."),
]

# -- batch c-grant ------
#: the basic land types and their landwalks (702.14a)
_WALKS: tuple[tuple[str, Keyword], ...] = (
    ("Plains", "plainswalk"), ("Island", "islandwalk"), ("Swamp", "swampwalk"),
    ("Mountain", "mountainwalk"), ("Forest", "forestwalk"))

DEFS += [
    # the delayed ability is the activator's (603.7d): they choose though they no longer
    # control the Slug (2004 ruling); "this" is the Slug, as the source that set it up
    creature("Giant Slug", "{1}{B}", "Slug", 1, 1, first_printed="LEG",
             abilities=(Activated(Cost(cost("{5}")),
                                  (Delay(0, at="your_next_upkeep", subject="this"),)),),
             triggers=(Triggered("delayed", (ChooseOne(tuple(
                 Option(land, (Become("this", keywords=frozenset({walk})),))
                 for land, walk in _WALKS)),)),),
             text="{5}: At the beginning of your next upkeep, choose a basic land type. "
                  "Giant Slug gains landwalk of the chosen type until the end of that turn. "
                  "(It can't be blocked as long as defending player controls a land of that "
                  "type.)"),
]

# -- batch C-HIST ------
#: "target Wall creature"
_WALL = TargetSpec("creature", filter=Filter(subtypes=frozenset({"Wall"})))

DEFS += [
    # the Wall's blocks this turn, in the game's record of its turn (509.1): the
    # creatures still on the battlefield as the delayed ability resolves
    CardDef("Glyph of Doom", types("Instant"), cost("{B}"), first_printed=_LEG,
            targets=(_WALL,),
            effects=(Delay(0, at="end_of_combat", subject="target:0"),),
            triggers=(Triggered("delayed", (Destroy("creatures_blocked_by_subject_this_turn"),)),),
            text="Choose target Wall creature. At this turn's next end of combat, destroy all "
                 "creatures that were blocked by that creature this turn."),
]

# -- batch MISC ------
DEFS += [
    creature("Wall of Shadows", "{1}{B}{B}", "Wall", 0, 1, kw("defender"),
             shields=(StaticShield("this", "creatures_it_blocks"),),
             statics=(Static("this", cant="be_targeted",
                             that_can_target_only=frozenset({"Wall"})),),
             first_printed="LEG",
             text="Defender (This creature can't attack.)\nPrevent all damage that would be "
                  "dealt to Wall of Shadows by creatures it's blocking.\nWall of Shadows can't "
                  "be the target of spells that can target only Walls or of abilities that can "
                  "target only Walls."),
]

# -- batch MISC: All Hallow's Eve, an ability that functions in exile (113.6) ------
_SCREAM = "scream"
DEFS += [
    CardDef("All Hallow's Eve", types("Sorcery"), cost("{2}{B}{B}"), first_printed="LEG",
            effects=(Exile("this"), AddCounters(_SCREAM, 2, "this_card")),
            triggers=(Triggered("your_upkeep_in_exile", (
                RemoveCounters(_SCREAM),
                OnlyIf(Count(Filter(this=True), zone="exile", counters=_SCREAM), otherwise=(
                    Return("this", "graveyard"),
                    Return(Filter(types=frozenset({"Creature"})), "battlefield",
                           from_graveyards=True)))),
                filter=Filter(with_counter=_SCREAM)),),
            text="Exile All Hallow's Eve with two scream counters on it.\nAt the beginning "
                 "of your upkeep, if All Hallow's Eve is exiled with a scream counter on it, "
                 "remove a scream counter from it. If there are no more scream counters on "
                 "it, put it into your graveyard and each player returns all creature cards "
                 "from their graveyard to the battlefield."),
]

# -- batch D-TRIG ------------------------------------------------------------------------

#: Imprison's "you may pay {1}. If you do, tap the creature, remove it from combat, and
#: creatures it was blocking that had become blocked by only that creature this combat
#: become unblocked. If you don't, destroy Imprison."
_IMPRISON_COMBAT = (MayPay(cost("{1}"), if_not=(Destroy("this"),)), Tap("attached"),
                    RemoveFromCombat("attached", unblock=True))

DEFS += [
    # two triggered abilities on activation and in combat; "attacks or blocks" is one
    # trigger for each, with the same effects
    aura("Imprison", "{B}", CREATURE, first_printed="LEG",
         triggers=(Triggered("an_ability_with_tap_is_activated",
                             (MayPay(cost("{1}"), if_not=(Destroy("this"),)),
                              Counter("subject")),
                             filter=Filter(attached=True)),
                   Triggered("attacks", _IMPRISON_COMBAT, of_attached=True),
                   Triggered("blocks", _IMPRISON_COMBAT, of_attached=True)),
         text="Enchant creature\nWhenever a player activates an ability of enchanted "
              "creature with {T} in its activation cost that isn't a mana ability, you may "
              "pay {1}. If you do, counter that ability. If you don't, destroy Imprison.\n"
              "Whenever enchanted creature attacks or blocks, you may pay {1}. If you do, "
              "tap the creature, remove it from combat, and creatures it was blocking that "
              "had become blocked by only that creature this combat become unblocked. If "
              "you don't, destroy Imprison."),
]

DEFS += [
    # its third ability is the one it "gains" as a non-Aura enchantment: it watches the
    # chosen player, and only such a Takklemaggot has one (ReturnAura records the player
    # the dead creature's controller was); as an Aura it never triggers
    aura("Takklemaggot", "{2}{B}{B}", CREATURE, first_printed="LEG",
         triggers=(Triggered("enchanted_permanents_controllers_upkeep",
                             (AddCounters("-0/-1", 1, "attached"),)),
                   Triggered("a_permanent_is_put_into_a_graveyard", (ReturnAura("subject"),),
                             filter=Filter(attached=True, types=frozenset({"Creature"}))),
                   Triggered("chosen_players_upkeep", (Damage(1, "subject"),))),
         text="Enchant creature\nAt the beginning of the upkeep of enchanted creature's "
              "controller, put a -0/-1 counter on that creature.\nWhen enchanted creature "
              "dies, that creature's controller chooses a creature that Takklemaggot could "
              "enchant. If the player does, return Takklemaggot to the battlefield under "
              "your control attached to that creature. If they don't, return Takklemaggot "
              "to the battlefield under your control as a non-Aura enchantment. It loses "
              "\"enchant creature\" and gains \"At the beginning of that player's upkeep, "
              "Takklemaggot deals 1 damage to that player.\""),
]
