"""Legends (1994): the multicolored cards first printed there: the legends.

Each is a legendary creature (the legend rule, 704.5j). The Elder Dragons are
sacrificed at their controller's upkeep unless their controller pays three mana
(608.2d); Arcades Sabboth's static ability picks untapped creatures that aren't
attacking; Dakkon Blackblade counts lands (604.3); Axelrod Gunnarson's ability triggers
when a creature it damaged this turn dies; Boris Devilboon's token is black and red.
"""

from __future__ import annotations

from typing import Any

from shahrazad.cards.build import (
    CREATURE,
    PLAYER,
    TAP,
    blockable_despite,
    cost,
    creature,
    kw,
    rampage,
    types,
)
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    AddMana,
    AttackWithoutTapping,
    Become,
    CardDef,
    CardType,
    ChooseOne,
    ChooseWord,
    Cost,
    Count,
    Counter,
    CreateToken,
    Damage,
    Delay,
    Destroy,
    Discard,
    Draw,
    Exile,
    Filter,
    FirstPrinted,
    GainControl,
    GainLife,
    Keyword,
    May,
    MayPay,
    NameACard,
    Option,
    Prevent,
    PreventDamage,
    Pump,
    Regenerate,
    Return,
    RevealAtRandom,
    Sacrifice,
    Static,
    Supertype,
    Tap,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# Sol'kanar the Swamp King, a Legends card, is defined with the command-zone variants'
# cards (engine/cards/variant_cards.py): the fuzzer's pinned seeds deal it from there.

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    creature("Angus Mackenzie", "{G}{W}{U}", "Human Cleric", 2, 2,
             supertypes=frozenset({"Legendary"}), first_printed="LEG",
             abilities=(Activated(Cost(cost("{G}{W}{U}"), tap=True), (Prevent("combat"),),
                                  condition="only_before_combat_damage"),),
             text="{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. "
                  "Activate only before the combat damage step."),
    creature("Gwendlyn Di Corci", "{U}{B}{B}{R}", "Human Rogue", 3, 5,
             supertypes=frozenset({"Legendary"}), first_printed="LEG",
             abilities=(Activated(TAP, (Discard(1, "target:0"),), (PLAYER,),
                                  condition="only_during_your_turn"),),
             text="{T}: Target player discards a card at random. Activate only during your "
                  "turn."),
]

LEG: FirstPrinted = "LEG"

_LEGENDARY: frozenset[Supertype] = frozenset({"Legendary"})
_CREATURES: frozenset[CardType] = frozenset({"Creature"})


def legend(name: str, mana: str, subtypes: str, power: int, toughness: int,
           keywords: frozenset[Keyword] = frozenset(), text: str = "", **more: Any) -> CardDef:
    """A legendary creature first printed in Legends (``more``: any other
    :class:`CardDef` fields)."""
    return creature(name, mana, subtypes, power, toughness, keywords, text,
                    supertypes=_LEGENDARY, first_printed=LEG, **more)


def _upkeep_or_sacrifice(mana: str) -> Triggered:
    """"At the beginning of your upkeep, sacrifice this unless you pay ..." (603.2,
    608.2d)."""
    return Triggered("your_upkeep", (MayPay(cost(mana), unless=True), Sacrifice("this")))


def _pump(mana: str, power: int, toughness: int) -> Activated:
    """"{mana}: this gets +power/+toughness until end of turn"."""
    return Activated(Cost(cost(mana)), (Pump(power, toughness, "this"),))


#: "target attacking or blocking creature"
_IN_COMBAT = TargetSpec("creature", filter=Filter(combat="attacking_or_blocking"))

_LANDS_YOU_CONTROL = Count(Filter(types=frozenset({"Land"}), controller="you"))

DEFS += [
    # -- batch E6 ------
    legend("Adun Oakenshield", "{B}{R}{G}", "Human Knight", 1, 2,
           abilities=(Activated(Cost(cost("{B}{R}{G}"), tap=True), (Return("target:0"),),
                                (TargetSpec("card_in_your_graveyard",
                                            filter=Filter(types=_CREATURES)),)),),
           text="{B}{R}{G}, {T}: Return target creature card from your graveyard to your "
                "hand."),
    legend("Arcades Sabboth", "{2}{G}{G}{W}{W}{U}{U}", "Elder Dragon", 7, 7, kw("flying"),
           triggers=(_upkeep_or_sacrifice("{G}{W}{U}"),),
           statics=(Static(Filter(types=_CREATURES, controller="you", tapped="untapped",
                                  combat="not_attacking"), toughness=2),),
           abilities=(_pump("{W}", 0, 1),),
           text="Flying\nAt the beginning of your upkeep, sacrifice Arcades Sabboth unless "
                "you pay {G}{W}{U}.\nEach untapped creature you control gets +0/+2 as long as "
                "it's not attacking.\n{W}: Arcades Sabboth gets +0/+1 until end of turn."),
    legend("Axelrod Gunnarson", "{4}{B}{B}{R}{R}", "Giant", 5, 5, kw("trample"),
           triggers=(Triggered("a_creature_it_damaged_this_turn_dies",
                               (GainLife(1), Damage(1, "target:0")),
                               (TargetSpec("any", filter=Filter(
                                   types=frozenset({"Planeswalker"}))),)),),
           text="Trample\nWhenever a creature dealt damage by Axelrod Gunnarson this turn "
                "dies, you gain 1 life and Axelrod deals 1 damage to target player or "
                "planeswalker."),
    legend("Barktooth Warbeard", "{4}{B}{R}{R}", "Human Warrior", 6, 5),
    legend("Boris Devilboon", "{3}{B}{R}", "Zombie Wizard", 2, 2,
           abilities=(Activated(Cost(cost("{2}{B}{R}"), tap=True),
                                (CreateToken("Minor Demon"),)),),
           text="{2}{B}{R}, {T}: Create a 1/1 black and red Demon creature token named Minor "
                "Demon."),
    # the token Boris Devilboon creates (111.1, 111.3)
    CardDef("Minor Demon", _CREATURES, subtypes=frozenset({"Demon"}), power=1, toughness=1,
            color="BR", tags=frozenset({"token"}),
            text="A 1/1 black and red Demon creature token named Minor Demon."),
    legend("Dakkon Blackblade", "{2}{W}{U}{U}{B}", "Human Warrior", 0, 0,
           statics=(Static("this", defines=True, set_power=_LANDS_YOU_CONTROL,
                           set_toughness=_LANDS_YOU_CONTROL),),
           text="Dakkon Blackblade's power and toughness are each equal to the number of "
                "lands you control."),
    legend("Jacques le Vert", "{1}{R}{G}{W}", "Human Warrior", 3, 2,
           statics=(Static(Filter(types=_CREATURES, colors=frozenset({"G"}), controller="you"),
                           toughness=2),),
           text="Green creatures you control get +0/+2."),
    legend("Jasmine Boreal", "{3}{G}{W}", "Human", 4, 5),
    legend("Jedit Ojanen", "{4}{W}{W}{U}", "Cat Warrior", 5, 5),
    legend("Jerrard of the Closed Fist", "{3}{R}{G}{G}", "Human Knight", 6, 5),
    legend("Kasimir the Lone Wolf", "{4}{W}{U}", "Human Warrior", 5, 3),
    legend("Kei Takahashi", "{2}{G}{W}", "Human Cleric", 2, 2,
           abilities=(Activated(TAP, (PreventDamage(2, "target:0"),), (CREATURE,)),),
           text="{T}: Prevent the next 2 damage that would be dealt to target creature this "
                "turn."),
    legend("Lady Caleria", "{3}{G}{G}{W}{W}", "Elf Archer", 3, 6,
           abilities=(Activated(TAP, (Damage(3, "target:0"),), (_IN_COMBAT,)),),
           text="{T}: Lady Caleria deals 3 damage to target attacking or blocking creature."),
    legend("Lady Evangela", "{W}{U}{B}", "Human Cleric", 1, 2,
           abilities=(Activated(Cost(cost("{W}{B}"), tap=True),
                                (PreventDamage(to="anything", by="target:0", combat=True),),
                                (CREATURE,)),),
           text="{W}{B}, {T}: Prevent all combat damage that would be dealt by target "
                "creature this turn."),
    legend("Lady Orca", "{5}{B}{R}", "Demon", 7, 4),
    legend("Palladia-Mors", "{2}{R}{R}{G}{G}{W}{W}", "Elder Dragon", 7, 7,
           kw("flying", "trample"), triggers=(_upkeep_or_sacrifice("{R}{G}{W}"),),
           text="Flying, trample\nAt the beginning of your upkeep, sacrifice Palladia-Mors "
                "unless you pay {R}{G}{W}."),
    legend("Pavel Maliki", "{4}{B}{R}", "Human", 5, 3, abilities=(_pump("{B}{R}", 1, 0),),
           text="{B}{R}: Pavel Maliki gets +1/+0 until end of turn."),
    legend("Princess Lucrezia", "{3}{U}{U}{B}", "Human Wizard", 5, 4,
           abilities=(Activated(TAP, (AddMana("U"),), mana=True),), text="{T}: Add {U}."),
    legend("Ragnar", "{G}{W}{U}", "Human Cleric", 2, 2,
           abilities=(Activated(Cost(cost("{G}{W}{U}"), tap=True), (Regenerate("target:0"),),
                                (CREATURE,)),),
           text="{G}{W}{U}, {T}: Regenerate target creature."),
    legend("Ramirez DePietro", "{3}{U}{B}{B}", "Human Pirate", 4, 3, kw("first_strike"),
           "First strike"),
    legend("Riven Turnbull", "{5}{U}{B}", "Human Advisor", 5, 7,
           abilities=(Activated(TAP, (AddMana("B"),), mana=True),), text="{T}: Add {B}."),
    legend("Sir Shandlar of Eberyn", "{4}{G}{W}", "Human Knight", 4, 7),
    legend("Sivitri Scarzam", "{5}{U}{B}", "Human", 6, 4),
    legend("Sunastian Falconer", "{3}{R}{G}", "Human Shaman", 4, 4,
           abilities=(Activated(TAP, (AddMana("C", 2),), mana=True),), text="{T}: Add {C}{C}."),
    legend("The Lady of the Mountain", "{4}{R}{G}", "Giant", 5, 5),
    legend("Tobias Andrion", "{3}{W}{U}", "Human Advisor", 4, 4),
    legend("Tor Wauki", "{2}{B}{B}{R}", "Human Archer", 3, 3,
           abilities=(Activated(TAP, (Damage(2, "target:0"),), (_IN_COMBAT,)),),
           text="{T}: Tor Wauki deals 2 damage to target attacking or blocking creature."),
    legend("Torsten Von Ursus", "{3}{G}{G}{W}", "Human Soldier", 5, 5),
    legend("Tuknir Deathlock", "{R}{R}{G}{G}", "Human Wizard", 2, 2, kw("flying"),
           abilities=(Activated(Cost(cost("{R}{G}"), tap=True), (Pump(2, 2, "target:0"),),
                                (CREATURE,)),),
           text="Flying\n{R}{G}, {T}: Target creature gets +2/+2 until end of turn."),
    legend("Vaevictis Asmadi", "{2}{B}{B}{R}{R}{G}{G}", "Elder Dragon", 7, 7, kw("flying"),
           triggers=(_upkeep_or_sacrifice("{B}{R}{G}"),),
           abilities=(_pump("{B}", 1, 0), _pump("{R}", 1, 0), _pump("{G}", 1, 0)),
           text="Flying\nAt the beginning of your upkeep, sacrifice Vaevictis Asmadi unless "
                "you pay {B}{R}{G}.\n{B}: Vaevictis Asmadi gets +1/+0 until end of turn.\n{R}: "
                "Vaevictis Asmadi gets +1/+0 until end of turn.\n{G}: Vaevictis Asmadi gets "
                "+1/+0 until end of turn."),
    legend("Xira Arien", "{B}{R}{G}", "Insect Wizard", 1, 2, kw("flying"),
           abilities=(Activated(Cost(cost("{B}{R}{G}"), tap=True), (Draw(1, "target:0"),),
                                (PLAYER,)),),
           text="Flying\n{B}{R}{G}, {T}: Target player draws a card."),
]

# -- batch B09 ----------------------------------------------------------------------
DEFS += [
    legend("Chromium", "{2}{W}{W}{U}{U}{B}{B}", "Elder Dragon", 7, 7,
           kw("flying", "rampage_2"), triggers=(_upkeep_or_sacrifice("{W}{U}{B}"),),
           text="Flying\n" + rampage(2) + "\nAt the beginning of your upkeep, sacrifice Chromium "
                "unless you pay {W}{U}{B}."),
    legend("Hunding Gjornersen", "{3}{W}{U}{U}", "Human Warrior", 5, 4, kw("rampage_1"),
           rampage(1)),
    legend("Marhault Elsdragon", "{3}{R}{R}{G}", "Elf Warrior", 4, 6, kw("rampage_1"),
           rampage(1)),
    legend("Gosta Dirk", "{3}{W}{W}{U}{U}", "Human Warrior", 4, 4, kw("first_strike"),
           statics=(blockable_despite("islandwalk"),),
           text="First strike\nCreatures with islandwalk can be blocked as though they didn't "
                "have islandwalk."),
    legend("Lord Magnus", "{3}{G}{W}{W}", "Human Druid", 4, 3, kw("first_strike"),
           statics=(blockable_despite("plainswalk"), blockable_despite("forestwalk")),
           text="First strike\nCreatures with plainswalk can be blocked as though they didn't "
                "have plainswalk.\nCreatures with forestwalk can be blocked as though they "
                "didn't have forestwalk."),
    legend("Ur-Drago", "{3}{U}{U}{B}{B}", "Elemental", 4, 4, kw("first_strike"),
           statics=(blockable_despite("swampwalk"),),
           text="First strike\nCreatures with swampwalk can be blocked as though they didn't "
                "have swampwalk."),
]

# -- batch B06 ------
DEFS += [
    # control for as long as Rubinia stays yours and tapped (611.2b)
    creature("Rubinia Soulsinger", "{2}{G}{W}{U}", "Faerie", 2, 3, first_printed="LEG",
             supertypes=frozenset({"Legendary"}),
             static_words=frozenset({"you_may_choose_not_to_untap_this"}),
             abilities=(Activated(TAP, (Become(
                 "target:0", control=True,
                 until="while_you_control_this_and_it_remains_tapped"),), (CREATURE,)),),
             text="You may choose not to untap Rubinia Soulsinger during your untap step.\n"
                  "{T}: Gain control of target creature for as long as you control Rubinia and "
                  "Rubinia remains tapped."),
]

# -- batch LX (left over from B09) ---------------------------------------------------


def _until_next_upkeep(keyword: Keyword) -> Option:
    """Gabriel Angelfire's choice: the keyword until its controller's next upkeep (611.2:
    it has it through their next untap step)."""
    return Option(keyword.replace("_", "-"), (Become("this", keywords=frozenset({keyword}),
                                                     until="your_next_upkeep"),))


DEFS += [
    legend("Gabriel Angelfire", "{3}{G}{G}{W}{W}", "Angel", 4, 4,
           triggers=(Triggered("your_upkeep", (ChooseOne(tuple(
               _until_next_upkeep(k) for k in ("flying", "first_strike", "trample",
                                               "rampage_3"))),)),),
           text="At the beginning of your upkeep, choose flying, first strike, trample, or "
                "rampage 3. Gabriel Angelfire gains that ability until your next upkeep. "
                "(Whenever a creature with rampage 3 becomes blocked, it gets +3/+3 until end "
                "of turn for each creature blocking it beyond the first.)"),
    # "If you do" (608.2c): the two effects follow the "may"; the second lasts the
    # combat and works only while Johan is untapped (508.1f)
    legend("Johan", "{3}{R}{G}{W}", "Human Wizard", 5, 4,
           triggers=(Triggered("beginning_of_combat_on_your_turn", (
               May(), Become("this", keywords=kw("cant_attack"), until="end_of_combat"),
               AttackWithoutTapping())),),
           text="At the beginning of combat on your turn, you may have Johan gain \"Johan "
                "can't attack\" until end of combat. If you do, attacking doesn't cause "
                "creatures you control to tap this combat if Johan is untapped."),
]

# -- batch B07 -------------------------------------------------------------------------
_LANDS_YOU_CONTROL = Count(Filter(types=frozenset({"Land"}), controller="you"))
DEFS += [
    CardDef("Hazezon Tamar", types("Creature"), cost("{4}{R}{G}{W}"), first_printed="LEG",
            supertypes=frozenset({"Legendary"}), subtypes=frozenset({"Human", "Warrior"}),
            power=2, toughness=4,
            triggers=(Triggered("enters_battlefield",
                                (Delay(2, at="your_next_upkeep", subject="this"),)),
                      Triggered("leaves_battlefield", (Exile(Filter(
                          all_subtypes=frozenset({"Sand", "Warrior"}))),)),
                      Triggered("delayed", (CreateToken("Sand Warrior",
                                                        amount=_LANDS_YOU_CONTROL),))),
            text="When Hazezon Tamar enters the battlefield, create X 1/1 Sand Warrior creature "
                 "tokens that are red, green, and white at the beginning of your next upkeep, "
                 "where X is the number of lands you control at that time.\nWhen Hazezon leaves "
                 "the battlefield, exile all Sand Warriors."),
    # the token Hazezon Tamar creates (111.1): red, green and white, by the effect (111.3)
    CardDef("Sand Warrior", types("Creature"), subtypes=frozenset({"Sand", "Warrior"}),
            power=1, toughness=1, tags=frozenset({"token"}), color="WRG",
            text="A 1/1 red, green, and white Sand Warrior creature token."),
    CardDef("Livonya Silone", types("Creature"), cost("{2}{R}{R}{G}{G}"),
            supertypes=frozenset({"Legendary"}), subtypes=frozenset({"Human", "Warrior"}),
            power=4, toughness=4, keywords=kw("first_strike", "legendary_landwalk"),
            first_printed="LEG",
            text="First strike; legendary landwalk (This creature can't be blocked as long as "
                 "defending player controls a legendary land.)"),
]

# -- batch B10 ----------------------------------------------------------------------
DEFS += [
    legend("Ayesha Tanaka", "{W}{W}{U}{U}", "Human Artificer", 2, 2, kw("banding"),
           abilities=(Activated(TAP, (MayPay(cost("{W}"), unless=True, who="controller_of:0"),
                                      Counter("target:0")),
                                (TargetSpec("activated_ability",
                                            filter=Filter(types=frozenset({"Artifact"}))),)),),
           text="Banding (Any creatures with banding, and up to one without, can attack in a "
                "band. Bands are blocked as a group. If any creatures with banding you control "
                "are blocking or being blocked by a creature, you divide that creature's combat "
                "damage, not its controller, among any of the creatures it's being blocked by "
                "or is blocking.)\n{T}: Counter target activated ability from an artifact "
                "source unless that ability's controller pays {W}. (Mana abilities can't be "
                "targeted.)"),
    # the name is chosen as the ability resolves, too late for the opponent to respond
    legend("Nebuchadnezzar", "{3}{U}{B}", "Human Wizard", 3, 3,
           abilities=(Activated(Cost(cost("{X}"), tap=True),
                                (NameACard("you"), RevealAtRandom("X", "target:0")),
                                (TargetSpec("opponent"),), condition="only_during_your_turn"),),
           text="{X}, {T}: Choose a card name. Target opponent reveals X cards at random from "
                "their hand. Then that player discards all cards with that name revealed this "
                "way. Activate only during your turn."),
    # the target's power and toughness locked in as it resolves (611.2c), set in layer 7b
    legend("Halfdane", "{1}{W}{U}{B}", "Shapeshifter", 3, 3,
           triggers=(Triggered("your_upkeep", (Become(
               "this", set_power="power_of:0", set_toughness="toughness_of:0",
               until="end_of_your_next_upkeep"),),
               (TargetSpec("creature", filter=Filter(other=True)),)),),
           text="At the beginning of your upkeep, change Halfdane's base power and toughness "
                "to the power and toughness of target creature other than Halfdane until the "
                "end of your next upkeep."),
]

# -- batch B11 ----------------------------------------------------------------------
DEFS += [
    # "enchanted creature": one with an Aura attached (303.4), asked as it is targeted and
    # again as the ability resolves (608.2b)
    creature("Ramses Overdark", "{2}{U}{U}{B}{B}", "Human Assassin", 4, 3,
             supertypes=_LEGENDARY, first_printed="LEG",
             abilities=(Activated(TAP, (Destroy("target:0"),),
                                  (TargetSpec("creature", filter=Filter(enchanted=True)),)),),
             text="{T}: Destroy target enchanted creature."),
    # "can't have more than seven": its own upkeep counter never takes it past seven
    # (no other card puts dream counters on a permanent; a copy enters with its seven)
    creature("Rasputin Dreamweaver", "{4}{W}{U}", "Human Wizard", 4, 1,
             supertypes=_LEGENDARY, first_printed="LEG",
             as_enters=(AddCounters("dream", 7, "this", up_to_total=7),),
             abilities=(Activated(Cost(remove_counters=1, counter="dream"), (AddMana("C"),),
                                  mana=True),
                        Activated(Cost(remove_counters=1, counter="dream"),
                                  (PreventDamage(1, "this"),))),
             triggers=(Triggered("your_upkeep", (AddCounters("dream", 1, "this", up_to_total=7),),
                                 intervening_if=Count(Filter(
                                     this=True, started_the_turn_untapped=True))),),
             text="Rasputin Dreamweaver enters the battlefield with seven dream counters on "
                  "it.\nRemove a dream counter from Rasputin: Add {C}.\nRemove a dream counter "
                  "from Rasputin: Prevent the next 1 damage that would be dealt to Rasputin "
                  "this turn.\nAt the beginning of your upkeep, if Rasputin started the turn "
                  "untapped, put a dream counter on it.\nRasputin can't have more than seven "
                  "dream counters on it."),
]

# -- batch SHIELD ------------------------------------------------------------------------
DEFS += [
    # the token and Stangg are linked by two delayed abilities the enters trigger sets up
    # (603.7): each leaving takes the other; with Stangg gone before it resolves, the
    # token is created unlinked to any exile (the 2018 ruling)
    legend("Stangg", "{4}{R}{G}", "Human Warrior", 3, 4,
           triggers=(Triggered("enters_battlefield", (
               CreateToken("Stangg Twin"),
               Delay(1, at="this_leaves", subject="tokens_created_this_way"),
               Delay(2, at="that_leaves", subject="tokens_created_this_way"))),
               Triggered("delayed", (Exile("subject"),)),
               Triggered("delayed", (Sacrifice("this"),))),
           text="When Stangg enters the battlefield, create Stangg Twin, a legendary 3/4 red "
                "and green Human Warrior creature token. Exile that token when Stangg leaves "
                "the battlefield. Sacrifice Stangg when that token leaves the battlefield."),
    # the token Stangg creates (111.1): its characteristics are the effect's (111.3)
    CardDef("Stangg Twin", types("Creature"), supertypes=frozenset({"Legendary"}),
            subtypes=frozenset({"Human", "Warrior"}), power=3, toughness=4,
            tags=frozenset({"token"}), color="RG",
            text="A legendary 3/4 red and green Human Warrior creature token."),
]

# -- batch MISC ------
#: "can't be the target of Aura spells" (115.1): an Aura moved onto it, or an Aura's
#: ability, is no Aura spell
_NO_AURA_SPELLS = Static("this", cant="be_targeted", targeted_by="spells",
                         sources=Filter(subtypes=frozenset({"Aura"})))
DEFS += [
    creature("Bartel Runeaxe", "{3}{B}{R}{G}", "Giant Warrior", 6, 5, kw("vigilance"),
             supertypes=frozenset({"Legendary"}), first_printed="LEG",
             statics=(_NO_AURA_SPELLS,),
             text="Vigilance\nBartel Runeaxe can't be the target of Aura spells."),
    creature("Tetsuo Umezawa", "{U}{B}{R}", "Human Archer", 3, 3,
             supertypes=frozenset({"Legendary"}), first_printed="LEG",
             statics=(_NO_AURA_SPELLS,),
             abilities=(Activated(Cost(cost("{U}{B}{B}{R}"), tap=True), (Destroy("target:0"),),
                                  (TargetSpec("creature", filter=Filter(either=(
                                      Filter(tapped="tapped"), Filter(combat="blocking")))),)),),
             text="Tetsuo Umezawa can't be the target of Aura spells.\n{U}{B}{B}{R}, {T}: "
                  "Destroy target tapped or blocking creature."),
]

# -- batch MISC: Rohgahh of Kher Keep ------
_KOBOLDS = "Kobolds of Kher Keep"
#: "Rohgahh of Kher Keep and all creatures named Kobolds of Kher Keep", whoever controls them
_ROHGAHH_AND_KOBOLDS = Filter(types=frozenset({"Creature"}), either=(
    Filter(this=True), Filter(name=_KOBOLDS)))
DEFS += [
    creature("Rohgahh of Kher Keep", "{2}{B}{B}{R}{R}", "Kobold", 5, 5,
             supertypes=frozenset({"Legendary"}), first_printed="LEG",
             triggers=(Triggered("your_upkeep", (
                 MayPay(cost("{R}{R}{R}"), unless=True), Tap(_ROHGAHH_AND_KOBOLDS),
                 ChooseWord("opponent"), GainControl(_ROHGAHH_AND_KOBOLDS, "chosen_player"))),),
             statics=(Static(Filter(types=frozenset({"Creature"}), name=_KOBOLDS,
                                    controller="you"), power=2, toughness=2),),
             text="At the beginning of your upkeep, you may pay {R}{R}{R}. If you don't, tap "
                  "Rohgahh of Kher Keep and all creatures named Kobolds of Kher Keep, then an "
                  "opponent gains control of them.\nCreatures you control named Kobolds of "
                  "Kher Keep get +2/+2."),
]
