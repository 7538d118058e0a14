"""Alpha (1993), with Beta and Unlimited: the black cards first printed there.

Bad Moon is a static ability over a filter of black creatures, Weakness an Aura's -2/-1,
Terror a target filter ("nonartifact, nonblack creature"), Nightmare and Plague Rats
characteristic-defining abilities that count permanents (604.3, layer 7a), Evil Presence
an Aura that sets its land's type (305.7).
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
    AnteTop,
    Become,
    CardDef,
    ChooseFromHand,
    ChooseWord,
    ControlPlayer,
    Cost,
    Count,
    Counter,
    Damage,
    Delay,
    Destroy,
    Discard,
    Draw,
    Filter,
    FirstPrinted,
    GainLife,
    May,
    MayPay,
    PlayChosen,
    Pump,
    Regenerate,
    Return,
    SacrificeSome,
    Static,
    TakeFromAnte,
    Tap,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

LEA: FirstPrinted = "LEA"

_CREATURES = Filter(types=frozenset({"Creature"}))

_SWAMPS_YOU_CONTROL = Count(Filter(subtypes=frozenset({"Swamp"}), controller="you"))

_PLAGUE_RATS = Count(Filter(types=frozenset({"Creature"}), name="Plague Rats"))

#: "at the beginning of the upkeep of enchanted [permanent]'s controller, this deals 1
#: damage to that player"
_UPKEEP_DAMAGE = Triggered("enchanted_permanents_controllers_upkeep", (Damage(1, "subject"),))

#: "{B}: Regenerate this", the black regenerators' ability
_REGENERATE_B = Activated(Cost(cost("{B}")), (Regenerate("this"),))


_REMINDER = ("(The next time this creature would be destroyed this turn, it isn't. Instead "
             "tap it, remove all damage from it, and remove it from combat.)")


DEFS: list[CardDef] = [
    CardDef("Bad Moon", types("Enchantment"), cost("{1}{B}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Creature"}), colors=frozenset({"B"})),
                            power=1, toughness=1),),
            text="Black creatures get +1/+1."),
    aura("Weakness", "{B}", CREATURE, Static("attached", power=-2, toughness=-1),
         first_printed=LEA, text="Enchant creature\nEnchanted creature gets -2/-1."),
    aura("Evil Presence", "{B}", LAND, Static("attached", land_types=frozenset({"Swamp"})),
         first_printed=LEA, text="Enchant land\nEnchanted land is a Swamp."),
    CardDef("Terror", types("Instant"), cost("{1}{B}"), first_printed=LEA,
            targets=(TargetSpec("creature", filter=Filter(not_types=frozenset({"Artifact"}),
                                                          not_colors=frozenset({"B"}))),),
            effects=(Destroy("target:0", cant_be_regenerated=True),),
            text="Destroy target nonartifact, nonblack creature. It can't be regenerated."),
    CardDef("Deathlace", types("Instant"), cost("{B}"), first_printed=LEA,
            targets=(TargetSpec("spell_or_permanent"),),
            effects=(Become("target:0", color="B", until=""),),
            text="Target spell or permanent becomes black. (Mana symbols on that permanent "
                 "remain unchanged.)"),
    CardDef("Sinkhole", types("Sorcery"), cost("{B}{B}"), first_printed=LEA,
            targets=(LAND,), effects=(Destroy("target:0"),), text="Destroy target land."),
    CardDef("Raise Dead", types("Sorcery"), cost("{B}"), first_printed=LEA,
            targets=(TargetSpec("card_in_your_graveyard", filter=_CREATURES),),
            effects=(Return("target:0", "hand"),),
            text="Return target creature card from your graveyard to your hand."),
    creature("Nightmare", "{5}{B}", "Nightmare Horse", 0, 0, kw("flying"), first_printed=LEA,
             statics=(Static("this", defines=True, set_power=_SWAMPS_YOU_CONTROL,
                             set_toughness=_SWAMPS_YOU_CONTROL),),
             text="Flying (This creature can't be blocked except by creatures with flying or "
                  "reach.)\nNightmare's power and toughness are each equal to the number of "
                  "Swamps you control."),
    creature("Plague Rats", "{2}{B}", "Rat", 0, 0, first_printed=LEA,
             statics=(Static("this", defines=True, set_power=_PLAGUE_RATS,
                             set_toughness=_PLAGUE_RATS),),
             text="Plague Rats's power and toughness are each equal to the number of "
                  "creatures named Plague Rats on the battlefield."),
    creature("Scathe Zombies", "{2}{B}", "Zombie", 2, 2, first_printed=LEA),
    CardDef("Deathgrip", types("Enchantment"), cost("{B}{B}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{B}{B}")), (Counter(),),
                                 (TargetSpec("spell", filter=Filter(colors=frozenset({"G"}))),)),),
            text="{B}{B}: Counter target green spell."),
    CardDef("Howl from Beyond", types("Instant"), cost("{X}{B}"), first_printed=LEA,
            targets=(CREATURE,), effects=(Become("target:0", power="X"),),
            text="Target creature gets +X/+0 until end of turn."),
    aura("Cursed Land", "{2}{B}{B}", LAND, triggers=(_UPKEEP_DAMAGE,),
         first_printed=LEA,
         text="Enchant land\nAt the beginning of the upkeep of enchanted land's controller, "
              "Cursed Land deals 1 damage to that player."),
    aura("Warp Artifact", "{B}{B}", ARTIFACT, triggers=(_UPKEEP_DAMAGE,),
         first_printed=LEA,
         text="Enchant artifact\nAt the beginning of the upkeep of enchanted artifact's "
              "controller, Warp Artifact deals 1 damage to that player."),
    creature("Frozen Shade", "{2}{B}", "Shade", 0, 1, first_printed=LEA,
             abilities=(Activated(Cost(cost("{B}")), (Pump(1, 1, "this"),)),),
             text="{B}: Frozen Shade gets +1/+1 until end of turn."),
    creature("Royal Assassin", "{1}{B}{B}", "Human Assassin", 1, 1, first_printed=LEA,
             abilities=(Activated(TAP, (Destroy("target:0"),),
                                  (TargetSpec("creature", filter=Filter(tapped="tapped")),)),),
             text="{T}: Destroy target tapped creature."),
    creature("Drudge Skeletons", "{1}{B}", "Skeleton", 1, 1, abilities=(_REGENERATE_B,),
             text=f"{{B}}: Regenerate Drudge Skeletons. {_REMINDER}",
             first_printed=LEA),
    creature("Wall of Bone", "{2}{B}", "Skeleton Wall", 1, 4, kw("defender"),
             abilities=(_REGENERATE_B,),
             text=f"Defender (This creature can't attack.) {{B}}: Regenerate Wall of Bone. "
                  f"{_REMINDER}",
             first_printed=LEA),
    creature("Will-o'-the-Wisp", "{B}", "Spirit", 0, 1, kw("flying"),
             abilities=(_REGENERATE_B,),
             text=f"Flying. {{B}}: Regenerate Will-o'-the-Wisp. {_REMINDER}",
             first_printed=LEA),
    creature("Black Knight", "{B}{B}", "Human Knight", 2, 2,
             kw("first_strike", "protection_from_white"),
             "First strike. Protection from white.",
             first_printed=LEA),
    creature("Bog Wraith", "{3}{B}", "Wraith", 3, 3, kw("swampwalk"),
             "Swampwalk (This creature can't be blocked as long as defending player controls "
             "a Swamp.)",
             first_printed=LEA),
]

# -- batch B01 ------
DEFS += [
    aura("Paralyze", "{B}", CREATURE, Static("attached", cant="untap"), first_printed=LEA,
         triggers=(Triggered("enters_battlefield", (Tap("attached"),)),
                   Triggered("enchanted_permanents_controllers_upkeep",
                             (MayPay(cost("{4}"), who="subject"), Untap("attached")))),
         text="Enchant creature\nWhen Paralyze enters the battlefield, tap enchanted "
              "creature.\nEnchanted creature doesn't untap during its controller's untap "
              "step.\nAt the beginning of the upkeep of enchanted creature's controller, that "
              "player may pay {4}. If the player does, untap the creature."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Gloom", types("Enchantment"), cost("{2}{B}"), first_printed=LEA,
            statics=(Static(Filter(colors=frozenset({"W"})), spell_cost=3),
                     Static(Filter(types=frozenset({"Enchantment"}), colors=frozenset({"W"})),
                            ability_cost=3)),
            text="White spells cost {3} more to cast.\nActivated abilities of white "
                 "enchantments cost {3} more to activate."),
    CardDef("Drain Life", types("Sorcery"), cost("{X}{1}{B}"), first_printed=LEA,
            x_mana="B", targets=(ANY,),
            effects=(Damage("X", "target:0"), GainLife("damage_dealt_this_way_capped")),
            text="Spend only black mana on X.\nDrain Life deals X damage to any target. You "
                 "gain life equal to the damage dealt, but not more life than the player's "
                 "life total before the damage was dealt, the planeswalker's loyalty before "
                 "the damage was dealt, or the creature's toughness."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # another creature if able (701.21a); if it can't, the 7 damage (608.2c)
    creature("Lord of the Pit", "{4}{B}{B}{B}", "Demon", 7, 7, kw("flying", "trample"),
             "Flying, trample\nAt the beginning of your upkeep, sacrifice a creature other "
             "than Lord of the Pit. If you can't, Lord of the Pit deals 7 damage to you.",
             first_printed=LEA,
             triggers=(Triggered("your_upkeep", (SacrificeSome(
                 1, Filter(types=frozenset({"Creature"}), other=True),
                 if_not=(Damage(7, "you"),)),)),)),
    # unless paid: tapped, and a land of its controller's that an opponent chooses is
    # sacrificed (608.2d; with several opponents, the controller chooses which one)
    creature("Demonic Hordes", "{3}{B}{B}{B}", "Demon", 5, 5, frozenset(),
             "{T}: Destroy target land.\nAt the beginning of your upkeep, unless you pay "
             "{B}{B}{B}, tap Demonic Hordes and sacrifice a land of an opponent's choice.",
             first_printed=LEA,
             abilities=(Activated(TAP, (Destroy("target:0"),), (LAND,)),),
             triggers=(Triggered("your_upkeep", (
                 MayPay(cost("{B}{B}{B}"), unless=True), Tap("this"),
                 ChooseWord("opponent"),
                 SacrificeSome(1, Filter(types=frozenset({"Land"})),
                               chooser="an_opponent"))),)),

]

# -- batch B03 ------
DEFS += [
    aura("Fear", "{B}{B}", CREATURE, Static("attached", keywords=frozenset({"fear"})),
         first_printed=LEA,
         text="Enchant creature (Target a creature as you cast this. This card enters the "
              "battlefield attached to that creature.)\nEnchanted creature has fear. (It "
              "can't be blocked except by artifact creatures and/or black creatures.)"),
    # "attacks this turn if able" (508.1d) for the turn; the delayed ability destroys it
    # at the next end step if it didn't attack this turn, even once the Imp is gone
    creature("Nettling Imp", "{2}{B}", "Imp", 1, 1, first_printed=LEA,
             abilities=(Activated(TAP, (
                 Become("target:0", keywords=frozenset({"attacks_each_combat_if_able"})),
                 Delay(0, at="next_end_step", subject="target:0")),
                 targets=(TargetSpec("creature", filter=Filter(
                     not_subtypes=frozenset({"Wall"}), active_player="since_turn_began")),),
                 condition="only_during_an_opponents_turn_before_attackers"),),
             triggers=(Triggered("delayed", (Destroy("subject", if_it=Filter(
                 attacked_this_turn=False)),)),),
             text="{T}: Choose target non-Wall creature the active player has controlled "
                  "continuously since the beginning of the turn. That creature attacks this "
                  "turn if able. Destroy it at the beginning of the next end step if it "
                  "didn't attack this turn. Activate only during an opponent's turn, before "
                  "attackers are declared."),
    # "the damage dealt to you this turn": the turn's history, read as it resolves
    CardDef("Simulacrum", types("Instant"), cost("{1}{B}"), first_printed=LEA,
            targets=(TargetSpec("creature", filter=Filter(controller="you")),),
            effects=(GainLife("damage_dealt_to_you_this_turn"),
                     Damage("damage_dealt_to_you_this_turn", "target:0")),
            text="You gain life equal to the damage dealt to you this turn. Simulacrum deals "
                 "damage to target creature you control equal to the damage dealt to you "
                 "this turn."),
]

# -- batch LX (left over from B04) ---------------------------------------------------
DEFS += [
    # an ability that functions in the graveyard (113.6), with an intervening "if" about the
    # graveyard's order (404.2, 603.4): "three or more" is the count less 2 at least 1
    creature("Nether Shadow", "{B}{B}", "Spirit", 1, 1, kw("haste"), first_printed=LEA,
             triggers=(Triggered("your_upkeep_in_your_graveyard", (
                 May(), Return("this", "battlefield")),
                 intervening_if=Count(Filter(types=frozenset({"Creature"})),
                                      zone="above_this_in_graveyard", plus=-2)),),
             text="Haste\nAt the beginning of your upkeep, if Nether Shadow is in your "
                  "graveyard with three or more creature cards above it, you may put Nether "
                  "Shadow onto the battlefield."),
]

# -- batch c-grant ------
_OTHER_ZOMBIES = Filter(subtypes=frozenset({"Zombie"}), other=True)

DEFS += [
    # a lord's keyword, and an ability it grants (613.1f): each other Zombie activates it
    # as its own, "this permanent" being that Zombie
    creature("Zombie Master", "{1}{B}{B}", "Zombie", 2, 3, first_printed=LEA,
             statics=(Static(Filter(types=frozenset({"Creature"}), subtypes=frozenset(
                 {"Zombie"}), other=True), keywords=frozenset({"swampwalk"})),
                      Static(_OTHER_ZOMBIES, have=Activated(Cost(cost("{B}")),
                                                            (Regenerate("this"),)))),
             text="Other Zombie creatures have swampwalk. (They can't be blocked as long as "
                  "defending player controls a Swamp.)\nOther Zombies have \"{B}: Regenerate "
                  "this permanent.\""),
]

# -- batch C-ANTE ---------------------------------------------------------------------

#: the line every card played only for ante begins with (407.1)
_ANTE_ONLY = "Remove {} from your deck before playing if you're not playing for ante.\n"

DEFS += [
    CardDef("Contract from Below", types("Sorcery"), cost("{B}"), first_printed=LEA,
            ante_only=True,
            effects=(Discard(0, "you", how="all"), AnteTop("you"), Draw(7)),
            text=_ANTE_ONLY.format("Contract from Below") + "Discard your hand, ante the top "
                 "card of your library, then draw seven cards."),
    CardDef("Darkpact", types("Sorcery"), cost("{B}{B}{B}"), first_printed=LEA,
            ante_only=True, targets=(TargetSpec("card_in_the_ante"),),
            effects=(TakeFromAnte("target:0"),),
            text=_ANTE_ONLY.format("Darkpact") + "You own target card in the ante. Exchange "
                 "that card with the top card of your library."),
    CardDef("Demonic Attorney", types("Sorcery"), cost("{1}{B}{B}"), first_printed=LEA,
            ante_only=True, effects=(AnteTop("each_player"),),
            text=_ANTE_ONLY.format("Demonic Attorney") + "Each player antes the top card of "
                 "their library."),
]

# -- batch C-HIST ------
#: the creatures that died this turn (700.4), in the game's record of its turn, those that
#: died before this permanent entered too (2004 ruling)
_DIED_THIS_TURN = Count(Filter(types=frozenset({"Creature"})), zone="died_this_turn")

DEFS += [
    creature("Scavenging Ghoul", "{3}{B}", "Zombie", 2, 2, first_printed=LEA,
             triggers=(Triggered("each_end_step", (
                 AddCounters("corpse", _DIED_THIS_TURN, "this"),)),),
             abilities=(Activated(Cost(remove_counters=1, counter="corpse"),
                                  (Regenerate("this"),)),),
             text="At the beginning of each end step, put a corpse counter on Scavenging "
                  "Ghoul for each creature that died this turn.\nRemove a corpse counter from "
                  "Scavenging Ghoul: Regenerate Scavenging Ghoul."),
]

# -- batch c-mana (mana from what a cost paid) ---------------------------------------
DEFS += [
    # an additional cost (601.2b, 601.2h): the creature is chosen once the spell is on the
    # stack; the mana is its mana value as it last existed (608.2h)
    CardDef("Sacrifice", types("Instant"), cost("{B}"), first_printed=LEA,
            sacrifice_as_cost=_CREATURES,
            effects=(AddMana("B", "mana_value_of_paid"),),
            text="As an additional cost to cast this spell, sacrifice a creature.\nAdd an "
                 "amount of {B} equal to the sacrificed creature's mana value."),
]

# -- batch W-CMD2 (control of another player, 722) ------------------------------------------
DEFS += [
    CardDef("Word of Command", types("Instant"), cost("{B}{B}"), first_printed=LEA,
            targets=(TargetSpec("opponent"),),
            effects=(ControlPlayer("target:0"), ChooseFromHand("target:0"),
                     PlayChosen("target:0")),
            text="Look at target opponent's hand and choose a card from it. You control that "
                 "player until Word of Command finishes resolving. The player plays that card "
                 "if able. While doing so, the player can activate mana abilities only if "
                 "they're from lands that player controls and only if mana they produce is "
                 "spent to activate other mana abilities of lands the player controls and/or "
                 "to play that card. If the chosen card is cast as a spell, you control the "
                 "player while that spell is resolving."),
]
