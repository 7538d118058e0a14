"""The Dark (1994): the white cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ARTIFACT, CREATURE, TAP, aura, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    Become,
    CardDef,
    Cost,
    Count,
    Damage,
    Destroy,
    Draw,
    Exile,
    Filter,
    FirstPrinted,
    GainLife,
    Grant,
    OnlyIf,
    RedirectDamage,
    Return,
    Skip,
    Static,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch E3 ----------------------------------------------------------------------

_BANDING = ("banding (Any creatures with banding, and up to one without, can attack in a "
            "band. Bands are blocked as a group. If any creatures with banding you control are "
            "blocking or being blocked by a creature, you divide that creature's combat "
            "damage, not its controller, among any of the creatures it's being blocked by or "
            "is blocking.)")

DEFS += [
    CardDef("Dust to Dust", types("Sorcery"), cost("{1}{W}{W}"), first_printed="DRK",
            # "two target": one instance of the word, two different artifacts (115.3)
            targets=(ARTIFACT, ARTIFACT), effects=(Exile("each_target"),),
            text="Exile two target artifacts."),
    creature("Exorcist", "{W}{W}", "Human Cleric", 1, 1,
             abilities=(Activated(Cost(cost("{1}{W}"), tap=True), (Destroy("target:0"),),
                                  (TargetSpec("creature",
                                              filter=Filter(colors=frozenset({"B"}))),)),),
             text="{1}{W}, {T}: Destroy target black creature.", first_printed="DRK"),
    CardDef("Holy Light", types("Instant"), cost("{2}{W}"), first_printed="DRK",
            effects=(Become(Filter(types=frozenset({"Creature"}), not_colors=frozenset({"W"})),
                            power=-1, toughness=-1),),
            text="Nonwhite creatures get -1/-1 until end of turn."),
    creature("Knights of Thorn", "{3}{W}", "Human Knight", 2, 2,
             kw("protection_from_red", "banding"), "Protection from red; " + _BANDING,
             first_printed="DRK"),
    CardDef("Morale", types("Instant"), cost("{1}{W}{W}"), first_printed="DRK",
            effects=(Become(Filter(types=frozenset({"Creature"}), combat="attacking"),
                            power=1, toughness=1),),
            text="Attacking creatures get +1/+1 until end of turn."),
    creature("Pikemen", "{1}{W}", "Human Soldier", 1, 1, kw("first_strike", "banding"),
             "First strike; " + _BANDING, first_printed="DRK"),
    creature("Squire", "{1}{W}", "Human Soldier", 1, 2, first_printed="DRK"),
    CardDef("Tivadar's Crusade", types("Sorcery"), cost("{1}{W}{W}"), first_printed="DRK",
            effects=(Destroy(Filter(subtypes=frozenset({"Goblin"}))),),
            text="Destroy all Goblins."),
    creature("Witch Hunter", "{2}{W}{W}", "Human Cleric", 1, 1,
             abilities=(Activated(TAP, (Damage(1, "target:0"),),
                                  (TargetSpec("player_or_planeswalker"),)),
                        Activated(Cost(cost("{1}{W}{W}"), tap=True), (Return("target:0"),),
                                  (TargetSpec("creature", filter=Filter(
                                      controller="opponent")),))),
             text="{T}: Witch Hunter deals 1 damage to target player or planeswalker.\n"
                  "{1}{W}{W}, {T}: Return target creature an opponent controls to its "
                  "owner's hand.", first_printed="DRK"),
]

# -- batch B01 ------
_DRK: FirstPrinted = "DRK"

DEFS += [
    CardDef("Martyr's Cry", types("Sorcery"), cost("{W}{W}"), first_printed=_DRK,
            effects=(Exile(Filter(types=frozenset({"Creature"}), colors=frozenset({"W"}))),
                     Draw(Count(Filter(), zone="exile_this_way", of="that_player"),
                          "each_player")),
            text="Exile all white creatures. For each creature exiled this way, its "
                 "controller draws a card."),
]

# -- batch B08 ------
DEFS += [
    creature("Miracle Worker", "{W}", "Human Cleric", 1, 1, first_printed="DRK",
             abilities=(Activated(TAP, (Destroy("target:0"),),
                                  (TargetSpec("permanent", filter=Filter(
                                      subtypes=frozenset({"Aura"}),
                                      attached_to=Filter(types=frozenset({"Creature"}),
                                                         controller="you"))),)),),
             text="{T}: Destroy target Aura attached to a creature you control."),
]

DEFS += [
    # the player must have declared attackers this turn (508.1), as it is cast and as it
    # resolves (608.2b); the 4 damage to you is dealt only if that target is still legal
    CardDef("Fire and Brimstone", types("Instant"), cost("{3}{W}{W}"), first_printed="DRK",
            targets=(TargetSpec("player_who_attacked_this_turn"),),
            effects=(Damage(4, "target:0"), Damage(4, "you")),
            text="Fire and Brimstone deals 4 damage to target player who attacked this turn "
                 "and 4 damage to you."),
]

DEFS += [
    # a rule for the turn, not a change of the creatures there now (611.2c doesn't apply):
    # a creature that comes under a player's control later can't attack either
    CardDef("Festival", types("Instant"), cost("{W}"), first_printed="DRK",
            cast_only="during_an_opponents_upkeep",
            effects=(Grant("creatures_cant_attack", "each_player", "end_of_turn"),),
            text="Cast this spell only during an opponent's upkeep.\nCreatures can't attack "
                 "this turn."),
]

# -- batch B06 ------
#: "2 plus the number of Swamps your opponents control"
_MOB = Count(Filter(subtypes=frozenset({"Swamp"}), controller="opponent"), plus=2)

DEFS += [
    # a characteristic-defining ability in two halves, by whose turn it is (604.3, 611.3)
    creature("Angry Mob", "{2}{W}{W}", "Human", 2, 2, kw("trample"), first_printed="DRK",
             statics=(Static("this", defines=True, during="your_turn", set_power=_MOB,
                             set_toughness=_MOB),
                      Static("this", defines=True, during="not_your_turn", set_power=2,
                             set_toughness=2)),
             text="Trample\nAs long as it's your turn, Angry Mob's power and toughness are "
                  "each equal to 2 plus the number of Swamps your opponents control. As long "
                  "as it's not your turn, Angry Mob's power and toughness are each 2."),
]

# -- batch SHIELD ------------------------------------------------------------------------
DEFS += [
    CardDef("Cleansing", types("Sorcery"), cost("{W}{W}{W}"), first_printed="DRK",
            effects=(Destroy(Filter(types=frozenset({"Land"})), unless_any_player_pays_life=1),),
            text="For each land, destroy that land unless any player pays 1 life."),
    creature("Preacher", "{1}{W}{W}", "Human Cleric", 1, 1, first_printed="DRK",
             static_words=frozenset({"you_may_choose_not_to_untap_this"}),
             abilities=(Activated(TAP, (Become("target:0", control=True,
                                               until="while_this_remains_tapped"),),
                                  (TargetSpec("creature", by_an_opponent=True,
                                              of_subject=True),)),),
             text="You may choose not to untap Preacher during your untap step.\n"
                  "{T}: For as long as Preacher remains tapped, gain control of target "
                  "creature of an opponent's choice they control."),
]

# -- batch C-TURN --------------------------------------------------------------------------
DEFS += [
    # the draw step skipped is asked as it would begin (614.1b, 614.10); any card drawn
    # destroys it, in the draw step or not (121.2)
    CardDef("Fasting", types("Enchantment"), cost("{W}"), first_printed="DRK",
            triggers=(Triggered("your_upkeep", (
                AddCounters("hunger", 1, "this"),
                OnlyIf(Count(Filter(this=True), counters="hunger"), at_least=5),
                Destroy("this"))),
                Triggered("you_draw_a_card", (Destroy("this"),))),
            skips=(Skip("draw_step", then=(GainLife(2, "you"),)),),
            text="At the beginning of your upkeep, put a hunger counter on Fasting. Then "
                 "destroy Fasting if it has five or more hunger counters on it.\nIf you would "
                 "begin your draw step, you may skip that step instead. If you do, you gain "
                 "2 life.\nWhen you draw a card, destroy Fasting."),
]

# -- batch d-attack ------------------------------------------------------------------------
DEFS += [
    # a cost to attack, paid as attackers are declared, each combat anew (508.1g-i; the
    # 2004 rulings): not a restriction, and not an ability that uses the stack
    aura("Brainwash", "{W}", CREATURE,
         Static("attached", cant="attack", attack_cost=cost("{3}")),
         first_printed="DRK",
         text="Enchant creature\nEnchanted creature can't attack unless its controller pays "
              "{3}."),
]

# -- batch D-CONTROL ------
DEFS += [
    # a "you may" redirection around any creature, asked of its controller for each damage
    # event as it would be dealt (614.9, 616.1)
    CardDef("Blood of the Martyr", frozenset({"Instant"}), cost("{W}{W}{W}"),
            effects=(RedirectDamage("you", to="any_creature", optional=True),),
            first_printed="DRK",
            text="Until end of turn, if damage would be dealt to any creature, you may have "
                 "that damage dealt to you instead."),
]
