"""The Dark (1994): the green cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ARTIFACT, CREATURE, TAP, aura, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    AddMana,
    Become,
    CardDef,
    Cost,
    Count,
    Damage,
    Delay,
    Destroy,
    Exile,
    Filter,
    GrantKeyword,
    MayPay,
    PutFromHand,
    Regenerate,
    Static,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch E3 ----------------------------------------------------------------------
DEFS += [
    creature("Carnivorous Plant", "{3}{G}", "Plant Wall", 4, 5, kw("defender"),
             "Defender", first_printed="DRK"),
    CardDef("Hidden Path", types("Enchantment"), cost("{2}{G}{G}{G}{G}"), first_printed="DRK",
            statics=(Static(Filter(types=frozenset({"Creature"}), colors=frozenset({"G"})),
                            keywords=frozenset({"forestwalk"})),),
            text="Green creatures have forestwalk. (They can't be blocked as long as "
                 "defending player controls a Forest.)"),
    creature("Land Leeches", "{1}{G}{G}", "Leech", 2, 2, kw("first_strike"), "First strike",
             first_printed="DRK"),
    creature("Niall Silvain", "{G}{G}{G}", "Ouphe", 2, 2,
             abilities=(Activated(Cost(cost("{G}{G}{G}{G}"), tap=True),
                                  (Regenerate("target:0"),), (CREATURE,)),),
             text="{G}{G}{G}{G}, {T}: Regenerate target creature.", first_printed="DRK"),
    # a characteristic-defining ability for its toughness only; its power is printed 1
    creature("People of the Woods", "{G}{G}", "Human", 1, 0,
             statics=(Static("this", defines=True, set_toughness=Count(Filter(
                 subtypes=frozenset({"Forest"}), controller="you"))),),
             text="People of the Woods's toughness is equal to the number of Forests you "
                  "control.", first_printed="DRK"),
    creature("Scarwood Hag", "{1}{G}", "Hag", 1, 1,
             abilities=(Activated(Cost(cost("{G}{G}{G}{G}"), tap=True),
                                  (GrantKeyword("forestwalk"),), (CREATURE,)),
                        Activated(TAP, (Become("target:0",
                                               lose_keywords=frozenset({"forestwalk"})),),
                                  (CREATURE,))),
             text="{G}{G}{G}{G}, {T}: Target creature gains forestwalk until end of turn. "
                  "(It can't be blocked as long as defending player controls a Forest.)\n"
                  "{T}: Target creature loses forestwalk until end of turn.",
             first_printed="DRK"),
    creature("Scavenger Folk", "{G}", "Human", 1, 1,
             abilities=(Activated(Cost(cost("{G}"), tap=True, sacrifice=True),
                                  (Destroy("target:0"),), (ARTIFACT,)),),
             text="{G}, {T}, Sacrifice Scavenger Folk: Destroy target artifact.",
             first_printed="DRK"),
    creature("Wormwood Treefolk", "{3}{G}{G}", "Treefolk", 4, 4,
             abilities=(Activated(Cost(cost("{G}{G}")), (GrantKeyword("forestwalk", "this"),
                                                          Damage(2, "you"))),
                        Activated(Cost(cost("{B}{B}")), (GrantKeyword("swampwalk", "this"),
                                                          Damage(2, "you")))),
             text="{G}{G}: Wormwood Treefolk gains forestwalk until end of turn and deals 2 "
                  "damage to you. (It can't be blocked as long as defending player controls "
                  "a Forest.)\n{B}{B}: Wormwood Treefolk gains swampwalk until end of turn "
                  "and deals 2 damage to you. (It can't be blocked as long as defending "
                  "player controls a Swamp.)", first_printed="DRK"),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # any opponent may pay, each asked in turn order (101.4, 608.2d); unpaid, control
    # for as long as the Bandits stay (611.2b)
    creature("Scarwood Bandits", "{2}{G}{G}", "Human Rogue", 2, 2, kw("forestwalk"),
             "Forestwalk (This creature can't be blocked as long as defending player "
             "controls a Forest.)\n{2}{G}, {T}: Unless an opponent pays {2}, gain control "
             "of target artifact for as long as Scarwood Bandits remains on the "
             "battlefield.", first_printed="DRK",
             abilities=(Activated(Cost(cost("{2}{G}"), tap=True), (
                 MayPay(cost("{2}"), unless=True, who="each_opponent"),
                 Become("target:0", control=True, until="this_leaves_the_battlefield")),
                 (ARTIFACT,)),)),
]

# -- batch B05 ------
DEFS += [
    creature("Elves of Deep Shadow", "{G}", "Elf Druid", 1, 1, first_printed="DRK",
             abilities=(Activated(TAP, (AddMana("B"), Damage(1, "you")), mana=True),),
             text="{T}: Add {B}. Elves of Deep Shadow deals 1 damage to you."),
]

# -- batch B07 ---------------------------------------------------------------------------
_NON_WALL = Filter(not_subtypes=frozenset({"Wall"}))
DEFS += [
    aura("Venom", "{1}{G}{G}", CREATURE, first_printed="DRK",
         triggers=(Triggered("blocks_or_becomes_blocked_by_a_creature", (Delay(1),),
                             filter=_NON_WALL, of_attached=True),
                   Triggered("delayed", (Destroy("subject"),))),
         text="Enchant creature\nWhenever enchanted creature blocks or becomes blocked by a "
              "non-Wall creature, destroy the other creature at end of combat."),
    creature("Spitting Slug", "{1}{G}{G}", "Slug", 2, 4, first_printed="DRK",
             triggers=(Triggered("blocks_or_becomes_blocked", (
                 MayPay(cost("{1}{G}"), if_not=(
                     Become(Filter(types=frozenset({"Creature"}),
                                   combat="blocking_or_blocked_by_this"),
                            keywords=kw("first_strike")),)),
                 GrantKeyword("first_strike", "this"))),),
             text="Whenever Spitting Slug blocks or becomes blocked, you may pay {1}{G}. If "
                  "you do, Spitting Slug gains first strike until end of turn. Otherwise, "
                  "each creature blocking or blocked by Spitting Slug gains first strike "
                  "until end of turn."),
]
DEFS += [
    CardDef("Gaea's Touch", types("Enchantment"), cost("{G}{G}"), first_printed="DRK",
            abilities=(Activated(Cost(), (PutFromHand(filter=Filter(
                supertypes=frozenset({"Basic"}), subtypes=frozenset({"Forest"}),
                types=frozenset({"Land"}))),), condition="only_as_a_sorcery", limit=1),
                       Activated(Cost(sacrifice=True), (AddMana("G", 2),), mana=True)),
            text="{0}: You may put a basic Forest card from your hand onto the battlefield. "
                 "Activate only as a sorcery and only once each turn.\nSacrifice Gaea's Touch: "
                 "Add {G}{G}."),
]

# -- batch B08 ------
DEFS += [
    creature("Savaen Elves", "{G}", "Elf", 1, 1, first_printed="DRK",
             abilities=(Activated(Cost(cost("{G}{G}"), tap=True), (Destroy("target:0"),),
                                  (TargetSpec("permanent", filter=Filter(
                                      subtypes=frozenset({"Aura"}),
                                      attached_to=Filter(types=frozenset({"Land"})))),)),),
             text="{G}{G}, {T}: Destroy target Aura attached to a land."),
]

DEFS += [
    # three effects on the target for the turn: it can't be regenerated (701.19c), its
    # damage can't be prevented or redirected (615.1, 614.9), and a delayed ability: when
    # it dies this turn, the card is exiled from the graveyard (603.7c)
    creature("Whippoorwill", "{G}", "Bird", 1, 1, first_printed="DRK",
             abilities=(Activated(Cost(cost("{G}{G}"), tap=True), (
                 Become("target:0", keywords=kw(
                     "cant_be_regenerated", "damage_to_it_cant_be_prevented_or_redirected")),
                 Delay(0, at="it_dies_this_turn", subject="target:0")), (CREATURE,)),),
             triggers=(Triggered("delayed", (Exile("subject"),)),),
             text="{G}{G}, {T}: Target creature can't be regenerated this turn. Damage that "
                  "would be dealt to that creature this turn can't be prevented or dealt "
                  "instead to another permanent or player. When the creature dies this turn, "
                  "exile the creature."),
]

# -- batch MISC ------
DEFS += [
    creature("Lurker", "{2}{G}", "Beast", 2, 3, first_printed="DRK",
             statics=(Static("this", cant="be_targeted", targeted_by="spells",
                             unless=Filter(this=True, attacked_or_blocked_this_turn=True)),),
             text="Lurker can't be the target of spells unless it attacked or blocked this "
                  "turn."),
]

# -- batch R-A ------
DEFS += [
    # its power as the ability resolves, or as it last existed (608.2h: gone, it still
    # deals it); the target gone, nothing (608.2b); first strike plays no part (rulings)
    creature("Tracker", "{2}{G}", "Human", 2, 2, first_printed="DRK",
             abilities=(Activated(Cost(cost("{G}{G}"), tap=True), (
                 Damage("power_of_this", "target:0"),
                 Damage("power_of:0", "this", by="target:0")),
                 targets=(TargetSpec("creature"),)),),
             text="{G}{G}, {T}: Tracker deals damage equal to its power to target creature. "
                  "That creature deals damage equal to its power to Tracker."),
]
