"""Alpha (1993), with Beta and Unlimited: the blue cards first printed there.

Lord of Atlantis is a static ability over a filter ("other Merfolk"), Thoughtlace a color
set in layer 5 with no duration, Magical Hack and Sleight of Mind text-changing effects
(layer 3, a word chosen as they resolve), Animate Artifact an Aura whose filter is asked
once in layer 4 and holds in 7b (613.5), Copy Artifact and Vesuvan Doppelganger copy
effects with exceptions (707.9), Phantasmal Terrain a land type chosen as it enters.
"""

from __future__ import annotations

from shahrazad.cards.build import (
    ANY,
    ARTIFACT,
    CREATURE,
    LAND,
    PLAYER,
    TAP,
    aura,
    cost,
    creature,
    kw,
    types,
)
from shahrazad.cards.model import (
    Activated,
    ActivateManaAbilities,
    Become,
    BecomeCopy,
    CardDef,
    ChangeText,
    ChooseOne,
    ChooseWord,
    Cost,
    Count,
    Counter,
    Damage,
    Delay,
    Destroy,
    EnterAsCopy,
    Filter,
    FirstPrinted,
    GainLife,
    LoseUnspentMana,
    May,
    MayPay,
    Mode,
    Option,
    PayAnyMana,
    PreventDamage,
    Pump,
    Return,
    Sacrifice,
    Static,
    Tap,
    TapLands,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

LEA: FirstPrinted = "LEA"

SPELL_OR_PERMANENT = TargetSpec("spell_or_permanent")

#: "at the beginning of the upkeep of enchanted [permanent]'s controller, this deals 1
#: damage to that player"
_UPKEEP_DAMAGE = Triggered("enchanted_permanents_controllers_upkeep", (Damage(1, "subject"),))

DEFS: list[CardDef] = [
    creature("Lord of Atlantis", "{U}{U}", "Merfolk", 2, 2, first_printed=LEA,
             statics=(Static(Filter(subtypes=frozenset({"Merfolk"}), other=True), power=1,
                             toughness=1, keywords=frozenset({"islandwalk"})),),
             text="Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as "
                  "long as defending player controls an Island.)"),
    creature("Merfolk of the Pearl Trident", "{U}", "Merfolk", 1, 1, first_printed=LEA),
    CardDef("Thoughtlace", types("Instant"), cost("{U}"), first_printed=LEA,
            targets=(SPELL_OR_PERMANENT,), effects=(Become("target:0", color="U", until=""),),
            text="Target spell or permanent becomes blue. (Mana symbols on that permanent "
                 "remain unchanged.)"),
    CardDef("Unsummon", types("Instant"), cost("{U}"), first_printed=LEA,
            targets=(CREATURE,), effects=(Return("target:0", "hand"),),
            text="Return target creature to its owner's hand."),
    CardDef("Jump", types("Instant"), cost("{U}"), first_printed=LEA,
            targets=(CREATURE,), effects=(Become("target:0", keywords=frozenset({"flying"})),),
            text="Target creature gains flying until end of turn."),
    aura("Flight", "{U}", CREATURE, Static("attached", keywords=frozenset({"flying"})),
         first_printed=LEA, text="Enchant creature\nEnchanted creature has flying."),
    aura("Animate Artifact", "{3}{U}", ARTIFACT,
         Static(Filter(attached=True, not_types=frozenset({"Creature"})),
                types=frozenset({"Artifact", "Creature"}), set_power="its_mana_value",
                set_toughness="its_mana_value"),
         first_printed=LEA,
         text="Enchant artifact\nAs long as enchanted artifact isn't a creature, it's an "
              "artifact creature with power and toughness each equal to its mana value."),
    aura("Steal Artifact", "{2}{U}{U}", ARTIFACT, Static("attached", control=True),
         first_printed=LEA, text="Enchant artifact\nYou control enchanted artifact."),
    aura("Phantasmal Terrain", "{U}{U}", LAND,
         Static("attached", land_types=frozenset({"chosen"})),
         effects=(ChooseWord("basic_land_type"),), first_printed=LEA,
         text="Enchant land\nAs Phantasmal Terrain enters the battlefield, choose a basic "
              "land type.\nEnchanted land is the chosen type."),
    CardDef("Copy Artifact", types("Enchantment"), cost("{1}{U}"), first_printed=LEA,
            effects=(EnterAsCopy("artifact", also_types=frozenset({"Enchantment"})),),
            text="You may have Copy Artifact enter the battlefield as a copy of any artifact "
                 "on the battlefield, except it's an enchantment in addition to its other "
                 "types."),
    creature("Vesuvan Doppelganger", "{3}{U}{U}", "Shapeshifter", 0, 0, first_printed=LEA,
             effects=(EnterAsCopy("creature", keep_color=True, keep_triggers=True),),
             triggers=(Triggered("your_upkeep", (
                 May(), BecomeCopy("target:0", keep_color=True, keep_triggers=True)),
                 (CREATURE,)),),
             text="You may have Vesuvan Doppelganger enter the battlefield as a copy of any "
                  "creature on the battlefield, except it doesn't copy that creature's color "
                  "and it has \"At the beginning of your upkeep, you may have this creature "
                  "become a copy of target creature, except it doesn't copy that creature's "
                  "color and it has this ability.\""),
    CardDef("Magical Hack", types("Instant"), cost("{U}"), first_printed=LEA,
            targets=(SPELL_OR_PERMANENT,), effects=(ChangeText("target:0", "basic_land_type"),),
            text="Change the text of target spell or permanent by replacing all instances of "
                 "one basic land type with another. (For example, you may change "
                 "\"swampwalk\" to \"plainswalk.\" This effect lasts indefinitely.)"),
    CardDef("Sleight of Mind", types("Instant"), cost("{U}"), first_printed=LEA,
            targets=(SPELL_OR_PERMANENT,), effects=(ChangeText("target:0", "color"),),
            text="Change the text of target spell or permanent by replacing all instances of "
                 "one color word with another. (For example, you may change \"target black "
                 "spell\" to \"target blue spell.\" This effect lasts indefinitely.)"),
    creature("Phantasmal Forces", "{3}{U}", "Illusion", 4, 1, kw("flying"), first_printed=LEA,
             triggers=(Triggered("your_upkeep", (MayPay(cost("{U}"), unless=True),
                                                 Sacrifice("this"))),),
             text="Flying\nAt the beginning of your upkeep, sacrifice Phantasmal Forces "
                  "unless you pay {U}."),
    aura("Feedback", "{2}{U}", TargetSpec("permanent",
                                          filter=Filter(types=frozenset({"Enchantment"}))),
         triggers=(_UPKEEP_DAMAGE,), first_printed=LEA,
         text="Enchant enchantment\nAt the beginning of the upkeep of enchanted enchantment's "
              "controller, Feedback deals 1 damage to that player."),
    creature("Water Elemental", "{3}{U}{U}", "Elemental", 5, 4, first_printed=LEA),
    creature("Air Elemental", "{3}{U}{U}", "Elemental", 4, 4, kw("flying"), "Flying",
             first_printed=LEA),
    creature("Phantom Monster", "{3}{U}", "Illusion", 3, 3, kw("flying"), "Flying",
             first_printed=LEA),
    creature("Prodigal Sorcerer", "{2}{U}", "Human Wizard", 1, 1, first_printed=LEA,
             abilities=(Activated(TAP, (Damage(1, "target:0"),), (ANY,)),),
             text="{T}: Prodigal Sorcerer deals 1 damage to any target."),
    creature("Wall of Air", "{1}{U}{U}", "Wall", 1, 5, kw("defender", "flying"),
             "Defender, flying (This creature can't attack, and it can block creatures with "
             "flying.)",
             first_printed=LEA),
    creature("Wall of Water", "{1}{U}{U}", "Wall", 0, 5, kw("defender"),
             "Defender (This creature can't attack.) {U}: Wall of Water gets +1/+0 until end "
             "of turn.", abilities=(Activated(Cost(cost("{U}")), (Pump(1, 0, "this"),)),),
             first_printed=LEA),
    # -- batch E1 ------
    aura("Invisibility", "{U}{U}", CREATURE,
         Static("attached", keywords=kw("cant_be_blocked_except_by_walls")), first_printed=LEA,
         text="Enchant creature\nEnchanted creature can't be blocked except by Walls."),
]

# -- batch B01 ------
DEFS += [
    aura("Creature Bond", "{1}{U}", CREATURE, first_printed=LEA,
         triggers=(Triggered("a_permanent_is_put_into_a_graveyard",
                             (Damage("that_many", "subject"),),
                             filter=Filter(attached=True, types=frozenset({"Creature"}))),),
         text="Enchant creature\nWhen enchanted creature dies, Creature Bond deals damage "
              "equal to that creature's toughness to the creature's controller."),
    CardDef("Lifetap", types("Enchantment"), cost("{U}{U}"), first_printed=LEA,
            triggers=(Triggered("a_permanent_becomes_tapped", (GainLife(1),),
                                filter=Filter(subtypes=frozenset({"Forest"}),
                                              controller="opponent")),),
            text="Whenever a Forest an opponent controls becomes tapped, you gain 1 life."),
    aura("Psychic Venom", "{1}{U}", LAND, first_printed=LEA,
         triggers=(Triggered("a_permanent_becomes_tapped",
                             (Damage(2, "controller_of_subject"),),
                             filter=Filter(attached=True)),),
         text="Enchant land\nWhenever enchanted land becomes tapped, Psychic Venom deals 2 "
              "damage to that land's controller."),
    aura("Power Leak", "{1}{U}", TargetSpec("permanent",
                                            filter=Filter(types=frozenset({"Enchantment"}))),
         first_printed=LEA,
         triggers=(Triggered("enchanted_permanents_controllers_upkeep",
                             (PayAnyMana("subject"),
                              PreventDamage("amount_paid", "subject", by="this"),
                              Damage(2, "subject"))),),
         text="Enchant enchantment\nAt the beginning of the upkeep of enchanted enchantment's "
              "controller, that player may pay any amount of mana. Power Leak deals 2 damage "
              "to that player. Prevent X of that damage, where X is the amount of mana that "
              "player paid this way."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Power Sink", types("Instant"), cost("{X}{U}"), first_printed=LEA,
            targets=(TargetSpec("spell"),),
            effects=(MayPay(cost("{X}"), unless=True, who="controller_of:0"),
                     Counter("target:0"), TapLands("controller_of:0", with_mana_abilities=True),
                     LoseUnspentMana("controller_of:0")),
            text="Counter target spell unless its controller pays {X}. If that player "
                 "doesn't, they tap all lands with mana abilities they control and lose all "
                 "unspent mana."),
    CardDef("Mana Short", types("Instant"), cost("{2}{U}"), first_printed=LEA,
            targets=(PLAYER,), effects=(TapLands("target:0"), LoseUnspentMana("target:0")),
            text="Tap all lands target player controls and that player loses all unspent "
                 "mana."),
    CardDef("Blue Elemental Blast", types("Instant"), cost("{U}"), first_printed=LEA,
            modes=(Mode((Counter("target:0"),),
                        (TargetSpec("spell", filter=Filter(colors=frozenset({"R"}))),)),
                   Mode((Destroy("target:0"),),
                        (TargetSpec("permanent", filter=Filter(colors=frozenset({"R"}))),))),
            text="Choose one \u2014\n\u2022 Counter target red spell.\n\u2022 Destroy target red "
                 "permanent."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # X targets (601.2c); the damage counts the Mountains this spell put into a graveyard
    # (a regenerated one, or one that left some other way, is not counted)
    CardDef("Volcanic Eruption", types("Sorcery"), cost("{X}{U}{U}{U}"), first_printed=LEA,
            targets=(TargetSpec("permanent", filter=Filter(subtypes=frozenset({"Mountain"}))),),
            target_count="X",
            effects=(Destroy("each_target"),
                     Damage(Count(Filter(), zone="graveyard_this_way"),
                            "each_creature_and_player")),
            text="Destroy X target Mountains. Volcanic Eruption deals damage to each creature "
                 "and each player equal to the number of Mountains put into a graveyard this "
                 "way."),
    # chosen as it resolves, not a mode (608.2d): tap, untap, or neither
    CardDef("Twiddle", types("Instant"), cost("{U}"), first_printed=LEA,
            targets=(TargetSpec("tappable"),),
            effects=(ChooseOne((Option("tap", (Tap("target:0"),)),
                                Option("untap", (Untap("target:0"),)),
                                Option("neither"))),),
            text="You may tap or untap target artifact, creature, or land."),

]

# -- batch B03 ------
#: "can't attack unless defending player controls an Island" (508.1c), and "when you
#: control no Islands, sacrifice it" (a state trigger on absence, 603.8)
_ISLAND = Filter(subtypes=frozenset({"Island"}))
_NEEDS_ISLANDS = Static("this", cant="attack", unless_defender_controls=_ISLAND)
_NO_ISLANDS = Triggered("no_permanents_on_the_battlefield", (Sacrifice("this"),),
                        filter=Filter(subtypes=frozenset({"Island"}), controller="you"))

DEFS += [
    creature("Pirate Ship", "{4}{U}", "Human Pirate", 4, 3, first_printed=LEA,
             statics=(_NEEDS_ISLANDS,), triggers=(_NO_ISLANDS,),
             abilities=(Activated(TAP, (Damage(1, "target:0"),), targets=(ANY,)),),
             text="Pirate Ship can't attack unless defending player controls an Island.\n"
                  "{T}: Pirate Ship deals 1 damage to any target.\nWhen you control no "
                  "Islands, sacrifice Pirate Ship."),
    creature("Sea Serpent", "{5}{U}", "Serpent", 5, 5, first_printed=LEA,
             statics=(_NEEDS_ISLANDS,), triggers=(_NO_ISLANDS,),
             text="Sea Serpent can't attack unless defending player controls an Island.\n"
                  "When you control no Islands, sacrifice Sea Serpent."),
]
_SIRENS = Filter(types=frozenset({"Creature"}), active_player="controls")
DEFS += [
    # the active player's creatures as it resolves must attack this turn (508.1d); at the
    # next end step, those of their non-Wall creatures controlled since the turn began
    # that didn't attack are destroyed, tapped or not
    CardDef("Siren's Call", types("Instant"), cost("{U}"), first_printed=LEA,
            cast_only="during_an_opponents_turn_before_attackers",
            effects=(Become(_SIRENS, keywords=frozenset({"attacks_each_combat_if_able"})),
                     Delay(0, at="next_end_step", subject="this")),
            triggers=(Triggered("delayed", (Destroy(Filter(
                types=frozenset({"Creature"}), not_subtypes=frozenset({"Wall"}),
                attacked_this_turn=False, active_player="since_turn_began")),)),),
            text="Cast this spell only during an opponent's turn, before attackers are "
                 "declared.\nCreatures the active player controls attack this turn if able.\n"
                 "At the beginning of the next end step, destroy all non-Wall creatures that "
                 "player controls that didn't attack this turn. Ignore this effect for each "
                 "creature the player didn't control continuously since the beginning of the "
                 "turn."),
    # a skipped untap step doesn't happen (614.10): nothing untaps, nothing phases in
    CardDef("Stasis", types("Enchantment"), cost("{1}{U}"), first_printed=LEA,
            static_words=frozenset({"players_skip_their_untap_steps"}),
            triggers=(Triggered("your_upkeep", (MayPay(cost("{U}"), unless=True),
                                                Sacrifice("this"))),),
            text="Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice "
                 "Stasis unless you pay {U}."),
    CardDef("Spell Blast", types("Instant"), cost("{X}{U}"), first_printed=LEA,
            targets=(TargetSpec("spell", filter=Filter(mana_value_is_x=True)),),
            effects=(Counter("target:0"),),
            text="Counter target spell with mana value X. (For example, if that spell's mana "
                 "cost is {3}{U}{U}, X is 5.)"),
]

# -- batch d-misc ------
DEFS += [
    # the target player, not the caster, chooses the mana of each land that has a choice
    # (2004 rulings); the mana they lose is all of their pool, what was there before too
    CardDef("Drain Power", types("Sorcery"), cost("{U}{U}"), first_printed=LEA,
            targets=(PLAYER,),
            effects=(ActivateManaAbilities("target:0"),
                     LoseUnspentMana("target:0", you_add=True)),
            text="Target player activates a mana ability of each land they control. Then "
                 "that player loses all unspent mana and you add the mana lost this way."),
]
