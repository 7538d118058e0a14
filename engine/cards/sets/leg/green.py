"""Legends (1994): the green cards first printed there.

Emerald Dragonfly and Pixie Queen give flying or first strike until end of turn, Radjan
Spirit takes flying away (layer 6); Subdue prevents the combat damage a creature would
deal and gives it +0/+X, X its own mana value.
"""

from __future__ import annotations

from shahrazad.cards.build import (
    CREATURE,
    PLAYER,
    TAP,
    aura,
    blockable_despite,
    cost,
    creature,
    kw,
    rampage,
    types,
    world,
)
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    AddMana,
    AnteTop,
    Become,
    CardDef,
    Cost,
    Count,
    Counter,
    CreateToken,
    Damage,
    Delay,
    Destroy,
    Draw,
    Filter,
    FirstPrinted,
    GrantKeyword,
    May,
    OnlyIf,
    PayLifeOrPutBack,
    PreventDamage,
    Pump,
    PutFromHand,
    RemoveCounters,
    ReturnForEachBlockedDied,
    ReturnFromGraveyard,
    Sacrifice,
    SacrificeAnyNumber,
    Search,
    SetLife,
    Shuffle,
    Static,
    Tap,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"
_TWO_PER_AURA = Count(Filter(subtypes=frozenset({"Aura"}), on_this=True), times=2)

DEFS += [
    creature("Rabid Wombat", "{2}{G}{G}", "Wombat", 0, 1, kw("vigilance"), first_printed=_LEG,
             statics=(Static("this", power=_TWO_PER_AURA, toughness=_TWO_PER_AURA),),
             text="Vigilance\nRabid Wombat gets +2/+2 for each Aura attached to it."),
    CardDef("Storm Seeker", types("Instant"), cost("{3}{G}"), first_printed=_LEG,
            targets=(PLAYER,),
            effects=(Damage(Count(Filter(), zone="hand", of="target:0"), "target:0"),),
            text="Storm Seeker deals damage to target player equal to the number of cards in "
                 "that player's hand."),
    CardDef("Typhoon", types("Sorcery"), cost("{2}{G}"), first_printed=_LEG,
            effects=(Damage(Count(Filter(subtypes=frozenset({"Island"}), controller="you"),
                                  of="that_player"), "each_opponent"),),
            text="Typhoon deals damage to each opponent equal to the number of Islands that "
                 "player controls."),
]

LEG: FirstPrinted = "LEG"

DEFS += [
    # -- batch E5 ------
    creature("Barbary Apes", "{1}{G}", "Ape", 2, 2, first_printed=LEG),
    creature("Cat Warriors", "{1}{G}{G}", "Cat Warrior", 2, 2, kw("forestwalk"),
             "Forestwalk (This creature can't be blocked as long as defending player controls "
             "a Forest.)", first_printed=LEG),
    creature("Durkwood Boars", "{4}{G}", "Boar", 4, 4, first_printed=LEG),
    creature("Emerald Dragonfly", "{1}{G}", "Insect", 1, 1, kw("flying"), first_printed=LEG,
             abilities=(Activated(Cost(cost("{G}{G}")),
                                  (Become("this", keywords=kw("first_strike")),)),),
             text="Flying\n{G}{G}: Emerald Dragonfly gains first strike until end of turn."),
    creature("Fire Sprites", "{1}{G}", "Faerie", 1, 1, kw("flying"), first_printed=LEG,
             abilities=(Activated(Cost(cost("{G}"), tap=True), (AddMana("R"),), mana=True),),
             text="Flying\n{G}, {T}: Add {R}."),
    creature("Hornet Cobra", "{1}{G}{G}", "Snake", 2, 1, kw("first_strike"), "First strike",
             first_printed=LEG),
    creature("Killer Bees", "{1}{G}{G}", "Insect", 0, 1, kw("flying"), first_printed=LEG,
             abilities=(Activated(Cost(cost("{G}")), (Pump(1, 1, "this"),)),),
             text="Flying\n{G}: Killer Bees gets +1/+1 until end of turn."),
    creature("Moss Monster", "{3}{G}{G}", "Elemental", 3, 6, first_printed=LEG),
    creature("Pixie Queen", "{2}{G}{G}", "Faerie", 1, 1, kw("flying"), first_printed=LEG,
             abilities=(Activated(Cost(cost("{G}{G}{G}"), tap=True),
                                  (Become("target:0", keywords=kw("flying")),), (CREATURE,)),),
             text="Flying\n{G}{G}{G}, {T}: Target creature gains flying until end of turn."),
    creature("Pradesh Gypsies", "{2}{G}", "Human Nomad", 1, 1, first_printed=LEG,
             abilities=(Activated(Cost(cost("{1}{G}"), tap=True), (Pump(-2, 0, "target:0"),),
                                  (CREATURE,)),),
             text="{1}{G}, {T}: Target creature gets -2/-0 until end of turn."),
    creature("Radjan Spirit", "{3}{G}", "Spirit", 3, 2, first_printed=LEG,
             abilities=(Activated(TAP, (Become("target:0", lose_keywords=kw("flying")),),
                                  (CREATURE,)),),
             text="{T}: Target creature loses flying until end of turn."),
    CardDef("Subdue", types("Instant"), cost("{G}"), first_printed=LEG, targets=(CREATURE,),
            effects=(PreventDamage(to="anything", by="target:0", combat=True),
                     Become("target:0", toughness="its_mana_value")),
            text="Prevent all combat damage that would be dealt by target creature this turn. "
                 "That creature gets +0/+X until end of turn, where X is its mana value."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # one or more targets, all of the one specification (601.2c)
    CardDef("Sylvan Paradise", types("Instant"), cost("{G}"), first_printed="LEG",
            targets=(CREATURE,), target_count="one_or_more",
            effects=(Become("each_target", color="G"),),
            text="One or more target creatures become green until end of turn."),
]

# -- batch B09 ----------------------------------------------------------------------
DEFS += [
    creature("Master of the Hunt", "{2}{G}{G}", "Human", 2, 2, first_printed="LEG",
             abilities=(Activated(Cost(cost("{2}{G}{G}")), (CreateToken("Wolves of the Hunt"),)),),
             text="{2}{G}{G}: Create a 1/1 green Wolf creature token named Wolves of the Hunt. "
                  "It has \"bands with other creatures named Wolves of the Hunt.\" (Any "
                  "creatures named Wolves of the Hunt can attack in a band as long as at least "
                  "one has \"bands with other creatures named Wolves of the Hunt.\" Bands are "
                  "blocked as a group. If at least two creatures named Wolves of the Hunt you "
                  "control, one of which has \"bands with other creatures named Wolves of the "
                  "Hunt,\" are blocking or being blocked by the same creature, you divide that "
                  "creature's combat damage, not its controller, among any of the creatures "
                  "it's being blocked by or is blocking.)"),
    # the token Master of the Hunt creates (111.1, 111.3)
    CardDef("Wolves of the Hunt", types("Creature"), subtypes=frozenset({"Wolf"}), power=1,
            toughness=1, keywords=kw("bands_with_other_creatures_of_its_name"), color="G",
            tags=frozenset({"token"}),
            text="A 1/1 green Wolf creature token named Wolves of the Hunt, with \"bands "
                 "with other creatures named Wolves of the Hunt.\""),
    creature("Shelkin Brownie", "{1}{G}", "Ouphe", 1, 1, first_printed="LEG",
             abilities=(Activated(TAP, (Become("target:0", lose_keywords=kw(
                 "bands_with_other_legendary_creatures",
                 "bands_with_other_creatures_of_its_name")),), (CREATURE,)),),
             text="{T}: Target creature loses all \"bands with other\" abilities until end of "
                  "turn."),
    world("Living Plane", "{2}{G}{G}", first_printed="LEG",
          statics=(Static(Filter(types=frozenset({"Land"})), types=frozenset({"Creature"}),
                          set_power=1, set_toughness=1),),
          text="All lands are 1/1 creatures that are still lands."),
    creature("Craw Giant", "{3}{G}{G}{G}{G}", "Giant", 6, 4, kw("trample", "rampage_2"),
             "Trample\n" + rampage(2), first_printed="LEG"),
    creature("Wolverine Pack", "{2}{G}{G}", "Wolverine", 2, 4, kw("rampage_2"),
             rampage(2), first_printed="LEG"),
    CardDef("Deadfall", types("Enchantment"), cost("{2}{G}"), first_printed="LEG",
            statics=(blockable_despite("forestwalk"),),
            text="Creatures with forestwalk can be blocked as though they didn't have forestwalk."),
]

# -- batch B06 ------
DEFS += [
    # control for as long as the Satyr stays yours and tapped (611.2b)
    creature("Willow Satyr", "{2}{G}{G}", "Satyr", 1, 1, first_printed="LEG",
             static_words=frozenset({"you_may_choose_not_to_untap_this"}),
             abilities=(Activated(TAP, (Become(
                 "target:0", control=True,
                 until="while_you_control_this_and_it_remains_tapped"),),
                 (TargetSpec("creature",
                             filter=Filter(supertypes=frozenset({"Legendary"}))),)),),
             text="You may choose not to untap Willow Satyr during your untap step.\n"
                  "{T}: Gain control of target legendary creature for as long as you control "
                  "Willow Satyr and Willow Satyr remains tapped."),
]

# -- batch B06 ------
DEFS += [
    # with no pupa counter left: the counter and flying go on the creature it enchants
    # before the Cocoon is sacrificed (one resolution, 608.2c: nothing sees the order),
    # so "enchanted creature" is still the one it enchants
    aura("Cocoon", "{G}", TargetSpec("creature", filter=Filter(controller="you")),
         Static("attached", cant="untap", as_long_as=Filter(this=True, with_counter="pupa")),
         first_printed="LEG",
         triggers=(Triggered("enters_battlefield", (Tap("attached"),
                                                    AddCounters("pupa", 3, "this"))),
                   Triggered("your_upkeep", (
                       OnlyIf(Count(Filter(this=True), counters="pupa"), otherwise=(
                           AddCounters("+1/+1", 1, "attached"),
                           Become("attached", keywords=frozenset({"flying"}), until=""),
                           Sacrifice("this"))),
                       RemoveCounters("pupa", 1, "this")))),
         text="Enchant creature you control\nWhen Cocoon enters the battlefield, tap "
              "enchanted creature and put three pupa counters on Cocoon.\nEnchanted creature "
              "doesn't untap during your untap step if Cocoon has a pupa counter on it.\nAt "
              "the beginning of your upkeep, remove a pupa counter from Cocoon. If you "
              "can't, sacrifice it, put a +1/+1 counter on enchanted creature, and that "
              "creature gains flying."),
]

DEFS += [
    # the Forests sacrificed as it entered are its chosen number (614.1c), read by its
    # characteristic-defining ability (604.3)
    creature("Wood Elemental", "{3}{G}", "Elemental", 0, 0, first_printed="LEG",
             effects=(SacrificeAnyNumber(Filter(subtypes=frozenset({"Forest"}),
                                                tapped="untapped")),),
             statics=(Static("this", defines=True, set_power="chosen_number",
                             set_toughness="chosen_number"),),
             text="As Wood Elemental enters the battlefield, sacrifice any number of untapped "
                  "Forests.\nWood Elemental's power and toughness are each equal to the number "
                  "of Forests sacrificed as it entered the battlefield."),
]

# -- batch LX (left over from B09) ---------------------------------------------------
DEFS += [
    # "during their last turn": the fold's memory of each player's most recent turn
    # (who cast or put it, not who controls it; a countered spell was cast; planeswalkers
    # may be attacked: 2009 rulings)
    world("Arboria", "{2}{G}{G}", first_printed="LEG",
          statics=(Static("each_creature", cant="attack",
                          unless_defender_acted_last_turn=True),),
          text="Creatures can't attack a player unless that player cast a spell or put a "
               "nontoken permanent onto the battlefield during their last turn."),
    # the hands are shown to every player as the cards arrive (701.20): the log says who
    # saw what (CardsRevealed), as for any reveal
    world("Revelation", "{G}", first_printed="LEG",
          static_words=frozenset({"players_play_with_their_hands_revealed"}),
          text="Players play with their hands revealed."),
    world("Concordant Crossroads", "{G}", first_printed="LEG",
          statics=(Static("each_creature", keywords=kw("haste")),),
          text="All creatures have haste."),
]

# -- batch B07 ---------------------------------------------------------------------------
DEFS += [
    creature("Aisling Leprechaun", "{G}", "Faerie", 1, 1, first_printed="LEG",
             triggers=(Triggered("blocks_or_becomes_blocked_by_a_creature",
                                 (Become("subject", color="G", until=""),)),),
             text="Whenever Aisling Leprechaun blocks or becomes blocked by a creature, that "
                  "creature becomes green. (This effect lasts indefinitely.)"),
]
DEFS += [
    CardDef("Untamed Wilds", types("Sorcery"), cost("{2}{G}"), first_printed="LEG",
            effects=(Search(filter=Filter(types=frozenset({"Land"}),
                                          supertypes=frozenset({"Basic"})),
                            to="battlefield"), Shuffle()),
            text="Search your library for a basic land card, put that card onto the battlefield, "
                 "then shuffle."),
]
DEFS += [
    creature("Floral Spuzzem", "{3}{G}", "Elemental", 2, 2, first_printed="LEG",
             triggers=(Triggered("attacks_and_isnt_blocked", (
                 May(), Destroy("target:0"),
                 GrantKeyword("assigns_no_combat_damage", "this")),
                 (TargetSpec("permanent", filter=Filter(types=frozenset({"Artifact"}),
                                                        controller="defending_player")),)),),
             text="Whenever Floral Spuzzem attacks and isn't blocked, you may destroy target "
                  "artifact defending player controls. If you do, Floral Spuzzem assigns no "
                  "combat damage this turn."),
]
DEFS += [
    CardDef("Reincarnation", types("Instant"), cost("{1}{G}{G}"), first_printed="LEG",
            targets=(CREATURE,),
            effects=(Delay(0, at="that_dies_this_turn", subject="target:0"),),
            triggers=(Triggered("delayed", (ReturnFromGraveyard(
                "owner_of_subject", Filter(types=frozenset({"Creature"}))),)),),
            text="Choose target creature. When that creature dies this turn, return a creature "
                 "card from its owner's graveyard to the battlefield under the control of that "
                 "creature's owner."),
]

# -- batch B10 ----------------------------------------------------------------------
DEFS += [
    CardDef("Rust", types("Instant"), cost("{G}"), first_printed="LEG",
            targets=(TargetSpec("activated_ability",
                                filter=Filter(types=frozenset({"Artifact"}))),),
            effects=(Counter("target:0"),),
            text="Counter target activated ability from an artifact source. (Mana abilities "
                 "can't be targeted.)"),
]

# -- batch B11 ----------------------------------------------------------------------
DEFS += [
    # "an instant or Aura spell that targets a permanent you control": of the enchantment
    # spells, only Auras have targets (115.1b); asked as it is cast and again as it
    # resolves (608.2b)
    CardDef("Avoid Fate", types("Instant"), cost("{G}"), first_printed="LEG",
            targets=(TargetSpec("spell", filter=Filter(
                types=frozenset({"Instant", "Enchantment"}),
                targets_a_permanent_you_control=True)),),
            effects=(Counter("target:0"),),
            text="Counter target instant or Aura spell that targets a permanent you control."),
    creature("Elven Riders", "{3}{G}{G}", "Elf", 3, 3,
             kw("cant_be_blocked_except_by_walls_or_flyers"),
             "Elven Riders can't be blocked except by Walls and/or creatures with flying.",
             first_printed="LEG"),
    # X targets (601.2c); "those creatures with flying": those still legal targets that
    # have flying as it resolves
    CardDef("Winter Blast", types("Sorcery"), cost("{X}{G}"), first_printed="LEG",
            targets=(CREATURE,), target_count="X",
            effects=(Tap("each_target"),
                     Damage(2, "each_target", if_it=Filter(keywords=kw("flying")))),
            text="Tap X target creatures. Winter Blast deals 2 damage to each of those "
                 "creatures with flying."),
    # an intervening "if" (603.4): asked as the end step begins and as it resolves; one
    # counter at most, however often it dealt damage
    creature("Whirling Dervish", "{G}{G}", "Human Monk", 1, 1, kw("protection_from_black"),
             "Protection from black\nAt the beginning of each end step, if Whirling Dervish "
             "dealt damage to an opponent this turn, put a +1/+1 counter on it.",
             first_printed="LEG",
             triggers=(Triggered("each_end_step", (AddCounters("+1/+1", 1, "this"),),
                                 intervening_if=Count(Filter(
                                     this=True, dealt_damage_to_an_opponent_this_turn=True))),)),
    # each player's instants are counted on their own, this turn (the turn's history)
    creature("Ichneumon Druid", "{1}{G}{G}", "Human Druid", 1, 1, first_printed="LEG",
             text="Whenever an opponent casts an instant spell other than the first instant "
                  "spell that player casts each turn, Ichneumon Druid deals 4 damage to that "
                  "player.",
             triggers=(Triggered("a_spell_is_cast", (Damage(4, "controller_of_subject"),),
                                 filter=Filter(
                                     types=frozenset({"Instant"}), controller="opponent",
                                     after_the_first_instant_its_controller_cast_this_turn=True)),)),
    # "your last turn": its controller's previous turn, whatever turns came between
    creature("Giant Turtle", "{1}{G}{G}", "Turtle", 2, 4,
             text="Giant Turtle can't attack if it attacked during your last turn.",
             first_printed="LEG",
             statics=(Static("this", cant="attack", as_long_as=Filter(
                 this=True, attacked_during_its_controllers_last_turn=True)),)),
]

# -- batch C-ANTE ---------------------------------------------------------------------

DEFS += [
    CardDef("Rebirth", types("Sorcery"), cost("{3}{G}{G}{G}"), first_printed=LEG,
            ante_only=True,
            effects=(AnteTop("each_player", may=True), SetLife(20, "each_player_who_anted")),
            text="Remove Rebirth from your deck before playing if you're not playing for "
                 "ante.\nEach player may ante the top card of their library. If a player "
                 "does, that player's life total becomes 20."),
]

# -- batch C-HIST ------
DEFS += [
    # the Wall's blocks this turn (the game's record of its turn); all destroyed first,
    # then the cards chosen, the destroyed ones among them if the caster likes (2004
    # rulings); an opponent's Wall will do (2004)
    CardDef("Glyph of Reincarnation", types("Instant"), cost("{G}"), first_printed="LEG",
            cast_only="after_combat",
            targets=(TargetSpec("creature", filter=Filter(subtypes=frozenset({"Wall"}))),),
            effects=(Destroy("creatures_blocked_by_target:0_this_turn",
                             cant_be_regenerated=True),
                     ReturnForEachBlockedDied()),
            text="Cast this spell only after combat.\nDestroy all creatures that were "
                 "blocked by target Wall this turn. They can't be regenerated. For each "
                 "creature that died this way, put a creature card from the graveyard of the "
                 "player who controlled that creature the last time it became blocked by that "
                 "Wall onto the battlefield under its owner's control."),
    # the normal draw comes first (2016 ruling: a turn-based action, 504.1); any card
    # drawn this turn and still in the hand may be chosen, one drawn in the upkeep too;
    # zero, one or two put back, each Library's ability on its own (2016 rulings)
    CardDef("Sylvan Library", types("Enchantment"), cost("{1}{G}"), first_printed="LEG",
            triggers=(Triggered("your_draw_step", (May(), Draw(2), PayLifeOrPutBack(2, 4))),),
            text="At the beginning of your draw step, you may draw two additional cards. If "
                 "you do, choose two cards in your hand drawn this turn. For each of those "
                 "cards, pay 4 life or put the card on top of your library."),
]

# -- batch C-TURN --------------------------------------------------------------------------
DEFS += [
    # rounds from its caster in turn order (101.4) until one in which nobody puts a card;
    # what enters triggers only once it has resolved (603.3), an X is 0 (107.3)
    CardDef("Eureka", types("Sorcery"), cost("{2}{G}{G}"), first_printed="LEG",
            effects=(PutFromHand("each_player", repeat=True),),
            text="Starting with you, each player may put a permanent card from their hand "
                 "onto the battlefield. Repeat this process until no one puts a card onto "
                 "the battlefield."),
]
