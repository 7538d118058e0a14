"""Legends (1994): the blue cards first printed there."""

from __future__ import annotations

from itertools import combinations

from shahrazad.cards.build import (
    ANY,
    CREATURE,
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
    AddMana,
    AttachThis,
    Become,
    CardDef,
    ChooseOne,
    Cost,
    Count,
    Counter,
    Damage,
    Delay,
    Destroy,
    Discard,
    DoesntUntap,
    ExchangeHighest,
    Exile,
    Filter,
    FirstPrinted,
    GainAbilities,
    GainLife,
    GrantKeyword,
    LoseLife,
    MayPay,
    Mode,
    OnlyIf,
    Option,
    PreventDamage,
    RedirectDamage,
    RemoveCounters,
    Return,
    ReturnChosen,
    Sacrifice,
    SacrificeSome,
    Static,
    StaticShield,
    Tap,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch E4 ----------------------------------------------------------------------
DEFS += [
    CardDef("Acid Rain", types("Sorcery"), cost("{3}{U}"), first_printed="LEG",
            effects=(Destroy(Filter(subtypes=frozenset({"Forest"}))),),
            text="Destroy all Forests."),
    creature("Azure Drake", "{3}{U}", "Drake", 2, 4, kw("flying"), "Flying",
             first_printed="LEG"),
    CardDef("Boomerang", types("Instant"), cost("{U}{U}"), first_printed="LEG",
            targets=(TargetSpec("permanent"),), effects=(Return("target:0"),),
            text="Return target permanent to its owner's hand."),
    creature("Devouring Deep", "{2}{U}", "Fish", 1, 2, kw("islandwalk"),
             "Islandwalk (This creature can't be blocked as long as defending player "
             "controls an Island.)", first_printed="LEG"),
    CardDef("Flash Counter", types("Instant"), cost("{1}{U}"), first_printed="LEG",
            targets=(TargetSpec("spell", filter=Filter(types=frozenset({"Instant"}))),),
            effects=(Counter("target:0"),), text="Counter target instant spell."),
    creature("Psionic Entity", "{4}{U}", "Illusion", 2, 2,
             abilities=(Activated(TAP, (Damage(2, "target:0"), Damage(3, "this")), (ANY,)),),
             text="{T}: Psionic Entity deals 2 damage to any target and 3 damage to itself.",
             first_printed="LEG"),
    CardDef("Remove Soul", types("Instant"), cost("{1}{U}"), first_printed="LEG",
            targets=(TargetSpec("spell", filter=Filter(types=frozenset({"Creature"}))),),
            effects=(Counter("target:0"),), text="Counter target creature spell."),
    # a redirection keyed to a spell on the stack: whatever it deals this turn, to anything,
    # is dealt to its controller instead (614.9)
    CardDef("Reverberation", types("Instant"), cost("{2}{U}{U}"), first_printed="LEG",
            targets=(TargetSpec("spell", filter=Filter(types=frozenset({"Sorcery"}))),),
            effects=(RedirectDamage("controller_of:0", to="anything", by="target:0"),),
            text="All damage that would be dealt this turn by target sorcery spell is dealt "
                 "to that spell's controller instead."),
    creature("Segovian Leviathan", "{4}{U}", "Leviathan", 3, 3, kw("islandwalk"),
             "Islandwalk (This creature can't be blocked as long as defending player "
             "controls an Island.)", first_printed="LEG"),
    creature("Wall of Vapor", "{3}{U}", "Wall", 0, 1, kw("defender"),
             shields=(StaticShield("this", "creatures_it_blocks"),),
             text="Defender (This creature can't attack.)\nPrevent all damage that would be "
                  "dealt to Wall of Vapor by creatures it's blocking.", first_printed="LEG"),
    creature("Zephyr Falcon", "{1}{U}", "Bird", 1, 1, kw("flying", "vigilance"),
             "Flying, vigilance", first_printed="LEG"),
]

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"

DEFS += [
    aura("Backfire", "{U}", CREATURE, first_printed=_LEG,
         triggers=(Triggered("a_permanent_deals_damage_to_you",
                             (Damage("that_many", "controller_of_subject"),),
                             filter=Filter(attached=True)),),
         text="Enchant creature\nWhenever enchanted creature deals damage to you, Backfire "
              "deals that much damage to that creature's controller."),
    CardDef("Enchantment Alteration", types("Instant"), cost("{U}"), first_printed=_LEG,
            targets=(TargetSpec("aura_attached_to_a_creature_or_land"),),
            effects=(AttachThis("you", Filter(types=frozenset({"Creature", "Land"})),
                                optional=False, what="target:0", like_host=True),),
            text="Attach target Aura attached to a creature or land to another permanent of "
                 "that type."),
    CardDef("Recall", types("Sorcery"), cost("{X}{X}{U}"), first_printed=_LEG,
            effects=(Discard("X", "you", how="chosen"),
                     ReturnChosen(Count(Filter(), zone="graveyard_this_way")),
                     Exile("this")),
            text="Discard X cards, then return a card from your graveyard to your hand for "
                 "each card discarded this way. Exile Recall."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Force Spike", types("Instant"), cost("{U}"), first_printed="LEG",
            targets=(TargetSpec("spell"),),
            effects=(MayPay(cost("{1}"), unless=True, who="controller_of:0"),
                     Counter("target:0")),
            text="Counter target spell unless its controller pays {1}."),
    CardDef("Flash Flood", types("Instant"), cost("{U}"), first_printed="LEG",
            modes=(Mode((Destroy("target:0"),),
                        (TargetSpec("permanent", filter=Filter(colors=frozenset({"R"}))),)),
                   Mode((Return("target:0", "hand"),),
                        (TargetSpec("permanent",
                                    filter=Filter(subtypes=frozenset({"Mountain"}))),))),
            text="Choose one \u2014\n\u2022 Destroy target red permanent.\n\u2022 Return target "
                 "Mountain to its owner's hand."),
    CardDef("Reset", types("Instant"), cost("{U}{U}"), first_printed="LEG",
            cast_only="during_an_opponents_turn_after_upkeep",
            effects=(Untap(Filter(types=frozenset({"Land"}), controller="you")),),
            text="Cast this spell only during an opponent's turn after their upkeep step.\n"
                 "Untap all lands you control."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # one or more targets, all of the one specification (601.2c)
    CardDef("Sea Kings' Blessing", types("Instant"), cost("{U}"), first_printed="LEG",
            targets=(CREATURE,), target_count="one_or_more",
            effects=(Become("each_target", color="U"),),
            text="One or more target creatures become blue until end of turn."),
    # the target must be untapped as it resolves, so a legal one is tapped: "if you do"
    CardDef("Energy Tap", types("Sorcery"), cost("{U}"), first_printed="LEG",
            targets=(TargetSpec("creature", filter=Filter(controller="you",
                                                          tapped="untapped")),),
            effects=(Tap("target:0"), AddMana("C", "mana_value_of:0")),
            text="Tap target untapped creature you control. If you do, add an amount of {C} "
                 "equal to that creature's mana value."),
]

# -- batch B09 ----------------------------------------------------------------------
DEFS += [
    world("In the Eye of Chaos", "{2}{U}", first_printed="LEG",
          triggers=(Triggered("a_spell_is_cast", (
              MayPay(cost("{X}"), unless=True, who="controller_of_subject"),
              Counter("subject")), filter=Filter(types=frozenset({"Instant"}))),),
          text="Whenever a player casts an instant spell, counter it unless that player pays "
               "{X}, where X is its mana value."),
    CardDef("Undertow", types("Enchantment"), cost("{2}{U}"), first_printed="LEG",
            statics=(blockable_despite("islandwalk"),),
            text="Creatures with islandwalk can be blocked as though they didn't have islandwalk."),
]

# -- batch B07 ---------------------------------------------------------------------------
_TIME_OUT = (Delay(2, subject="this"),)
DEFS += [
    creature("Time Elemental", "{2}{U}", "Elemental", 0, 2, first_printed="LEG",
             triggers=(Triggered("attacks", _TIME_OUT), Triggered("blocks", _TIME_OUT),
                       Triggered("delayed", (Sacrifice("subject"), Damage(5, "you")))),
             abilities=(Activated(Cost(cost("{2}{U}{U}"), tap=True), (Return("target:0"),),
                                  (TargetSpec("permanent", filter=Filter(enchanted=False)),)),),
             text="When Time Elemental attacks or blocks, at end of combat, sacrifice it and "
                  "it deals 5 damage to you.\n{2}{U}{U}, {T}: Return target permanent that "
                  "isn't enchanted to its owner's hand."),
]
DEFS += [
    aura("Gaseous Form", "{2}{U}", CREATURE, first_printed="LEG",
         shields=(StaticShield("attached", combat=True),
                  StaticShield("anything", dealt_by="attached", combat=True)),
         text="Enchant creature\nPrevent all combat damage that would be dealt to and dealt by "
              "enchanted creature."),
]
DEFS += [
    CardDef("Silhouette", types("Instant"), cost("{1}{U}"), first_printed="LEG",
            targets=(CREATURE,),
            effects=(PreventDamage("all", "target:0", targeting_it=True),),
            text="Choose target creature. If a spell or ability that targets that creature would "
                 "cause a source to deal damage to that creature this turn, prevent that damage."),
]

# -- batch B06 ------
DEFS += [
    # the creature stays tapped through its controller's next two untap steps, whoever
    # controls it then (502.3)
    CardDef("Telekinesis", types("Instant"), cost("{U}{U}"), first_printed="LEG",
            targets=(TargetSpec("creature"),),
            effects=(Tap("target:0"),
                     PreventDamage("all", "anything", by="target:0", combat=True),
                     DoesntUntap("target:0", until="its_controllers_next_two_untap_steps")),
            text="Tap target creature. Prevent all combat damage that would be dealt by that "
                 "creature this turn. It doesn't untap during its controller's next two untap "
                 "steps."),
]

# -- batch B06 ------
DEFS += [
    # X is the spell's X (107.3m); the counters are on the creature, so they stay if the
    # Aura goes
    aura("Venarian Gold", "{X}{U}{U}", CREATURE,
         Static(Filter(attached=True, with_counter="sleep"), cant="untap"),
         first_printed="LEG",
         triggers=(Triggered("enters_battlefield", (Tap("attached"),
                                                    AddCounters("sleep", "X", "attached"))),
                   Triggered("enchanted_permanents_controllers_upkeep",
                             (RemoveCounters("sleep", 1, "attached"),))),
         text="Enchant creature\nWhen Venarian Gold enters the battlefield, tap enchanted "
              "creature and put X sleep counters on it.\nEnchanted creature doesn't untap "
              "during its controller's untap step if it has a sleep counter on it.\nAt the "
              "beginning of the upkeep of enchanted creature's controller, remove a sleep "
              "counter from that creature."),
]

DEFS += [
    # untargeted permanents (shroud wouldn't help them); a side with none: that part does
    # nothing; ties: their controller chooses (701.12)
    CardDef("Juxtapose", types("Sorcery"), cost("{3}{U}"), first_printed="LEG",
            targets=(TargetSpec("player"),),
            effects=(ExchangeHighest(Filter(types=frozenset({"Creature"}))),
                     ExchangeHighest(Filter(types=frozenset({"Artifact"})))),
            text="You and target player exchange control of the creature you each control "
                 "with the highest mana value. Then exchange control of artifacts the same "
                 "way. If two or more permanents a player controls are tied for highest, their "
                 "controller chooses one of them."),
]

# -- batch B10 ----------------------------------------------------------------------
_CREATURE_KIND = types("Creature")
_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: "the color or colors of your choice" (105.1): each nonempty set of the five colors, a
#: word of their names joined by hyphens ("white-blue"), for good (611.2a)
_COLOR_CHOICES = tuple(
    Option("-".join(_COLOR_NAMES[c] for c in letters),
           (Become("attached", color="".join(letters), until=""),))
    for n in range(1, 6) for letters in combinations("WUBRG", n))

DEFS += [
    creature("Elder Spawn", "{4}{U}{U}{U}", "Spawn", 6, 6, first_printed="LEG",
             triggers=(Triggered("your_upkeep", (SacrificeSome(
                 1, Filter(subtypes=frozenset({"Island"})), optional=True,
                 if_not=(Sacrifice("this"), Damage(6, "you"))),)),),
             # red creatures can't block it (509.1b)
             statics=(Static(Filter(types=_CREATURE_KIND, colors=frozenset({"R"})),
                             cant="block", attackers=Filter(this=True)),),
             text="At the beginning of your upkeep, unless you sacrifice an Island, sacrifice "
                  "Elder Spawn and it deals 6 damage to you.\nElder Spawn can't be blocked by "
                  "red creatures."),
    CardDef("Teleport", types("Instant"), cost("{U}{U}{U}"), first_printed="LEG",
            cast_only="during_the_declare_attackers_step", targets=(CREATURE,),
            effects=(Become("target:0", keywords=kw("cant_be_blocked")),),
            text="Cast this spell only during the declare attackers step.\nTarget creature "
                 "can't be blocked this turn."),
    creature("Wall of Wonder", "{2}{U}{U}", "Wall", 1, 5, kw("defender"), first_printed="LEG",
             abilities=(Activated(Cost(cost("{2}{U}{U}")), (Become(
                 "this", power=4, toughness=-4,
                 keywords=kw("can_attack_as_though_it_didnt_have_defender")),)),),
             text="Defender (This creature can't attack.)\n{2}{U}{U}: Wall of Wonder gets "
                  "+4/-4 until end of turn and can attack this turn as though it didn't have "
                  "defender."),
    CardDef("Part Water", types("Sorcery"), cost("{X}{X}{U}"), first_printed="LEG",
            targets=(CREATURE,), target_count="X",
            effects=(GrantKeyword("islandwalk", "each_target"),),
            text="X target creatures gain islandwalk until end of turn. (They can't be blocked "
                 "as long as defending player controls an Island.)"),
    aura("Dream Coat", "{U}", CREATURE, first_printed="LEG",
         abilities=(Activated(Cost(cost("{0}")), (ChooseOne(_COLOR_CHOICES),), limit=1),),
         text="Enchant creature\n{0}: Enchanted creature becomes the color or colors of your "
              "choice. Activate only once each turn."),
    CardDef("Invoke Prejudice", types("Enchantment"), cost("{U}{U}{U}{U}"), first_printed="LEG",
            triggers=(Triggered("a_spell_is_cast", (
                MayPay(cost("{X}"), unless=True, who="controller_of_subject"),
                Counter("subject")), filter=Filter(
                    types=_CREATURE_KIND, controller="opponent",
                    shares_no_color_with_a_creature_you_control=True)),),
            text="Whenever an opponent casts a creature spell that doesn't share a color with "
                 "a creature you control, counter that spell unless that player pays {X}, "
                 "where X is its mana value."),
    # "that card": the card the creature became in the graveyard (400.7); Puppet Master
    # itself, put into its graveyard with it, comes back only if that card did
    aura("Puppet Master", "{U}{U}{U}", CREATURE, first_printed="LEG",
         triggers=(Triggered("a_permanent_is_put_into_a_graveyard", (
             Return("subject", "hand"),
             OnlyIf(Count(Filter(), zone="hand_this_way")),
             MayPay(cost("{U}{U}{U}")), Return("this_card", "hand")),
             filter=Filter(attached=True, types=_CREATURE_KIND), subject_card=True),),
         text="Enchant creature\nWhen enchanted creature dies, return that card to its "
              "owner's hand. If that card is returned to its owner's hand this way, you may "
              "pay {U}{U}{U}. If you do, return Puppet Master to its owner's hand."),
    # the creatures are those that damaged it as it last existed (608.2h), for good
    creature("Brine Hag", "{2}{U}{U}", "Hag", 2, 2, first_printed="LEG",
             triggers=(Triggered("this_dies", (Become(
                 "creatures_that_dealt_damage_to_this_this_turn", set_power=0,
                 set_toughness=2, until=""),)),),
             text="When Brine Hag dies, change the base power and toughness of all creatures "
                  "that dealt damage to it this turn to 0/2. (This effect lasts "
                  "indefinitely.)"),
    CardDef("Psychic Purge", types("Sorcery"), cost("{U}"), first_printed="LEG",
            targets=(ANY,), effects=(Damage(1, "target:0"),),
            triggers=(Triggered("discarded_by_an_opponents_effect", (LoseLife(5, "subject"),)),),
            text="Psychic Purge deals 1 damage to any target.\nWhen a spell or ability an "
                 "opponent controls causes you to discard Psychic Purge, that player loses 5 "
                 "life."),
]

# -- batch c-grant ------
DEFS += [
    # each library's top card is public while it is on the battlefield (701.20)
    world("Field of Dreams", "{U}", first_printed="LEG",
          static_words=frozenset({"players_play_with_the_top_card_of_their_libraries_revealed"}),
          text="Players play with the top card of their libraries revealed."),
]

# -- batch MISC ------
DEFS += [
    aura("Anti-Magic Aura", "{2}{U}", CREATURE,
         Static("attached", cant="be_targeted", targeted_by="spells"),
         Static("attached", cant="be_enchanted_by_other_auras"),
         first_printed="LEG",
         text="Enchant creature\nEnchanted creature can't be the target of spells and can't "
              "be enchanted by other Auras."),
    aura("Spectral Cloak", "{U}{U}", CREATURE,
         Static("attached", keywords=frozenset({"shroud"}),
                as_long_as=Filter(attached=True, tapped="untapped")),
         first_printed="LEG",
         text="Enchant creature\nEnchanted creature has shroud as long as it's untapped. (It "
              "can't be the target of spells or abilities.)"),
]

# -- batch R-C ---------------------------------------------------------------------------
DEFS += [
    # the Wall is the first target, the creature it blocked this turn the second (both
    # checked again as it resolves, 608.2b); X is that creature's power as it resolves, or
    # as it last existed. The statics are the abilities the creature gains, for the rest
    # of the game (GainAbilities): an instant's own statics never function (604.2)
    CardDef("Glyph of Delusion", types("Instant"), cost("{U}"), first_printed="LEG",
            targets=(TargetSpec("creature", filter=Filter(subtypes=frozenset({"Wall"}))),
                     TargetSpec("creature", blocked_by_first_this_turn=True)),
            effects=(AddCounters("glyph", "power_of:1", "target:1"),
                     GainAbilities("target:1")),
            statics=(Static("this", cant="untap",
                            as_long_as=Filter(this=True, with_counter="glyph")),
                     Static("this", have_trigger=Triggered(
                         "your_upkeep", (RemoveCounters("glyph", 1, "this"),)))),
            text="Put X glyph counters on target creature that target Wall blocked this "
                 "turn, where X is the power of that blocked creature. The creature gains "
                 "\"This creature doesn't untap during your untap step if it has a glyph "
                 "counter on it\" and \"At the beginning of your upkeep, remove a glyph "
                 "counter from this creature.\""),
]

# -- batch d-attack ------------------------------------------------------------------------
DEFS += [
    # a replacement (614.1a) of every way an opponent puts a land onto the battlefield
    # (played, or by a spell or ability): the lands are counted before it enters; the land
    # sacrificed is any of theirs, the new one too, chosen before anyone gets priority, so
    # the new land can't be tapped for mana first (the 2009 rulings)
    CardDef("Land Equilibrium", types("Enchantment"), cost("{2}{U}{U}"), first_printed="LEG",
            static_words=frozenset({
                "opponents_with_as_many_lands_put_a_land_then_sacrifice_a_land"}),
            text="If an opponent who controls at least as many lands as you do would put a "
                 "land onto the battlefield, that player instead puts that land onto the "
                 "battlefield then sacrifices a land."),
]

# -- batch D-TRIG ------------------------------------------------------------------------
DEFS += [
    # a modal triggered ability (700.2b): its mode is chosen as it is put on the stack,
    # then that mode's target (603.3c)
    aura("Relic Bind", "{2}{U}",
         TargetSpec("permanent", filter=Filter(types=frozenset({"Artifact"}),
                                               controller="opponent")),
         first_printed="LEG",
         triggers=(Triggered("a_permanent_becomes_tapped", (), filter=Filter(attached=True),
                             modes=(Mode((Damage(1, "target:0"),),
                                         (TargetSpec("player_or_planeswalker"),)),
                                    Mode((GainLife(1, "target:0"),),
                                         (TargetSpec("player"),)))),),
         text="Enchant artifact an opponent controls\nWhenever enchanted artifact becomes "
              "tapped, choose one \u2014\n\u2022 Relic Bind deals 1 damage to target player or "
              "planeswalker.\n\u2022 Target player gains 1 life."),
]
