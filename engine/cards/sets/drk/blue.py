"""The Dark (1994): the blue cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import CREATURE, LAND, PLAYER, TAP, aura, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    AddMana,
    CardDef,
    ChooseWord,
    Cost,
    Count,
    Counter,
    CreateToken,
    Damage,
    Delay,
    Destroy,
    Discard,
    Exile,
    Filter,
    GrantKeyword,
    ManaCost,
    MayPay,
    ProduceInstead,
    Pump,
    Regenerate,
    RevealHand,
    Sacrifice,
    SacrificeSome,
    Static,
    Tap,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch E3 ----------------------------------------------------------------------
DEFS += [
    creature("Apprentice Wizard", "{1}{U}{U}", "Human Wizard", 0, 1,
             abilities=(Activated(Cost(cost("{U}"), tap=True), (AddMana("CCC"),),
                                  mana=True),),
             text="{U}, {T}: Add {C}{C}{C}.", first_printed="DRK"),
    creature("Drowned", "{1}{U}", "Zombie", 1, 1,
             abilities=(Activated(Cost(cost("{B}")), (Regenerate("this"),)),),
             text="{B}: Regenerate Drowned.", first_printed="DRK"),
    creature("Electric Eel", "{U}", "Fish", 1, 1,
             triggers=(Triggered("enters_battlefield", (Damage(1, "you"),)),),
             abilities=(Activated(Cost(cost("{R}{R}")), (Pump(2, 0, "this"), Damage(1, "you"))),),
             text="When Electric Eel enters the battlefield, it deals 1 damage to you.\n"
                  "{R}{R}: Electric Eel gets +2/+0 until end of turn and deals 1 damage to "
                  "you.", first_printed="DRK"),
    CardDef("Flood", types("Enchantment"), cost("{U}"), first_printed="DRK",
            abilities=(Activated(Cost(cost("{U}{U}")), (Tap("target:0"),),
                                 (TargetSpec("creature", filter=Filter(
                                     not_keywords=frozenset({"flying"}))),)),),
            text="{U}{U}: Tap target creature without flying."),
    creature("Ghost Ship", "{2}{U}{U}", "Spirit", 2, 4, kw("flying"),
             abilities=(Activated(Cost(cost("{U}{U}{U}")), (Regenerate("this"),)),),
             text="Flying\n{U}{U}{U}: Regenerate Ghost Ship.", first_printed="DRK"),
    creature("Merfolk Assassin", "{U}{U}", "Merfolk Assassin", 1, 2,
             abilities=(Activated(TAP, (Destroy("target:0"),),
                                  (TargetSpec("creature", filter=Filter(
                                      keywords=frozenset({"islandwalk"}))),)),),
             text="{T}: Destroy target creature with islandwalk.", first_printed="DRK"),
    CardDef("Riptide", types("Instant"), cost("{U}"), first_printed="DRK",
            effects=(Tap(Filter(types=frozenset({"Creature"}), colors=frozenset({"U"}))),),
            text="Tap all blue creatures."),
    CardDef("Sunken City", types("Enchantment"), cost("{U}{U}"), first_printed="DRK",
            triggers=(Triggered("your_upkeep", (MayPay(cost("{U}{U}"), unless=True),
                                                Sacrifice("this"))),),
            statics=(Static(Filter(types=frozenset({"Creature"}), colors=frozenset({"U"})),
                            power=1, toughness=1),),
            text="At the beginning of your upkeep, sacrifice Sunken City unless you pay "
                 "{U}{U}.\nBlue creatures get +1/+1."),
    creature("Water Wurm", "{U}", "Wurm", 1, 1,
             statics=(Static("this", toughness=1, as_long_as=Filter(
                 subtypes=frozenset({"Island"}), controller="opponent")),),
             text="Water Wurm gets +0/+1 as long as an opponent controls an Island.",
             first_printed="DRK"),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # revealed to all, the target too (701.20); then every nonland card of it discarded
    CardDef("Amnesia", types("Sorcery"), cost("{3}{U}{U}{U}"), first_printed="DRK",
            targets=(PLAYER,),
            effects=(RevealHand("target:0"),
                     Discard(0, "target:0", how="all",
                             filter=Filter(not_types=frozenset({"Land"})))),
            text="Target player reveals their hand and discards all nonland cards."),
]

# -- batch B05 ------
DEFS += [
    CardDef("Deep Water", types("Enchantment"), cost("{U}{U}"), first_printed="DRK",
            abilities=(Activated(Cost(cost("{U}")), (ProduceInstead("U"),)),),
            text="{U}: Until end of turn, if you tap a land you control for mana, it produces "
                 "{U} instead of any other type."),
]

# -- batch B08 ------
_LAND_B08 = Filter(types=frozenset({"Land"}))

DEFS += [
    # "When you cast this spell" triggers on the stack (601.2i): its controller may
    # sacrifice a land as it resolves, or the spell is countered (608.2c)
    CardDef("Mana Vortex", types("Enchantment"), cost("{1}{U}{U}"), first_printed="DRK",
            triggers=(Triggered("you_cast_this", (SacrificeSome(
                1, _LAND_B08, optional=True, if_not=(Counter("this"),)),)),
                Triggered("each_upkeep", (SacrificeSome(1, _LAND_B08, who="subject"),)),
                Triggered("no_permanents_on_the_battlefield", (Sacrifice("this"),),
                          filter=_LAND_B08)),
            text="When you cast this spell, counter it unless you sacrifice a land.\n"
                 "At the beginning of each player's upkeep, that player sacrifices a land.\n"
                 "When there are no lands on the battlefield, sacrifice Mana Vortex."),
]

DEFS += [
    # the color is chosen as it enters (614.1c); "unless you sacrifice two Islands": both,
    # or none and it is destroyed (608.2c)
    CardDef("Psychic Allergy", types("Enchantment"), cost("{3}{U}{U}"), first_printed="DRK",
            effects=(ChooseWord("color"),),
            triggers=(Triggered("each_opponents_upkeep", (Damage(Count(
                Filter(token="nontoken", chosen_color=True, controller="you"),
                of="subject"), "subject"),)),
                Triggered("your_upkeep", (SacrificeSome(
                    2, Filter(subtypes=frozenset({"Island"})), optional=True,
                    if_not=(Destroy("this"),)),))),
            text="As Psychic Allergy enters the battlefield, choose a color.\nAt the "
                 "beginning of each opponent's upkeep, Psychic Allergy deals X damage to "
                 "that player, where X is the number of nontoken permanents of the chosen "
                 "color they control.\nAt the beginning of your upkeep, destroy Psychic "
                 "Allergy unless you sacrifice two Islands."),
]

DEFS += [
    # "unless that player pays {1} or 1 life": they may pay the mana, or else the life;
    # paying either keeps the land (608.2c, 119.4)
    aura("Erosion", "{U}{U}{U}", LAND, first_printed="DRK",
         triggers=(Triggered("enchanted_permanents_controllers_upkeep", (
             MayPay(cost("{1}"), unless=True, who="subject"),
             MayPay(ManaCost(), unless=True, who="subject", life=1),
             Destroy("attached"))),),
         text="Enchant land\nAt the beginning of the upkeep of enchanted land's controller, "
              "destroy that land unless that player pays {1} or 1 life."),
]

DEFS += [
    # each player, in turn order, may discard up to three cards (608.2d); then the damage,
    # each player's 3 minus the cards they discarded this way
    CardDef("Mind Bomb", types("Sorcery"), cost("{U}"), first_printed="DRK",
            effects=(Discard(3, "each_player", how="chosen", up_to=True),
                     Damage(Count(Filter(), zone="graveyard_this_way", of="that_player",
                                  times=-1, plus=3), "each_player")),
            text="Each player may discard up to three cards. Mind Bomb deals damage to each "
                 "player equal to 3 minus the number of cards they discarded this way."),
]

# -- batch B06 ------
DEFS += [
    aura("Tangle Kelp", "{U}", CREATURE,
         Static(Filter(attached=True, attacked_during_its_controllers_last_turn=True),
                cant="untap"),
         first_printed="DRK",
         triggers=(Triggered("enters_battlefield", (Tap("attached"),)),),
         text="Enchant creature\nWhen Tangle Kelp enters the battlefield, tap enchanted "
              "creature.\nEnchanted creature doesn't untap during its controller's untap step "
              "if it attacked during its controller's last turn."),
]

# -- batch C-HIST ------
#: "Islands": the defending player's, for attacking (508.1c), and yours, for keeping it
_SHARK_ISLANDS = Filter(subtypes=frozenset({"Island"}))

DEFS += [
    # the other creature's damage is looked at as blockers are declared (the turn's history:
    # dealt damage this turn, still marked or not); once for each such creature, kept if it
    # leaves combat later (2004 rulings)
    creature("Giant Shark", "{5}{U}", "Shark", 4, 4, first_printed="DRK",
             statics=(Static("this", cant="attack", unless_defender_controls=_SHARK_ISLANDS),),
             triggers=(Triggered("blocks_or_becomes_blocked_by_a_creature", (
                 Pump(2, 0, "this"), GrantKeyword("trample", "this")),
                 filter=Filter(dealt_damage_this_turn=True)),
                 Triggered("no_permanents_on_the_battlefield", (Sacrifice("this"),),
                           filter=Filter(subtypes=frozenset({"Island"}), controller="you"))),
             text="Giant Shark can't attack unless defending player controls an Island.\n"
                  "Whenever Giant Shark blocks or becomes blocked by a creature that has been "
                  "dealt damage this turn, Giant Shark gets +2/+0 and gains trample until end "
                  "of turn.\nWhen you control no Islands, sacrifice Giant Shark."),
]

# -- batch SHIELD ------------------------------------------------------------------------
DEFS += [
    # the token and the Dance are linked by two delayed abilities the enters trigger sets
    # up (603.7), each about that one token (607: another Dance's token is not this one's);
    # the Dance gone before the copy is made: an unlinked token (the 2009 ruling)
    CardDef("Dance of Many", types("Enchantment"), cost("{U}{U}"), first_printed="DRK",
            triggers=(Triggered("enters_battlefield", (
                CreateToken(copy_of="target:0"),
                Delay(1, at="this_leaves", subject="tokens_created_this_way"),
                Delay(2, at="that_leaves", subject="tokens_created_this_way")),
                targets=(TargetSpec("creature", filter=Filter(token="nontoken")),)),
                      Triggered("delayed", (Exile("subject"),)),
                      Triggered("delayed", (Sacrifice("this"),)),
                      Triggered("your_upkeep", (MayPay(cost("{U}{U}"), unless=True),
                                                Sacrifice("this")))),
            text="When Dance of Many enters the battlefield, create a token that's a copy of "
                 "target nontoken creature.\nWhen Dance of Many leaves the battlefield, exile "
                 "the token.\nWhen the token leaves the battlefield, sacrifice Dance of Many."
                 "\nAt the beginning of your upkeep, sacrifice Dance of Many unless you pay "
                 "{U}{U}."),
]

# -- batch d-attack ------------------------------------------------------------------------
_ISLAND_D_ATTACK = Filter(subtypes=frozenset({"Island"}))
DEFS += [
    # enters tapped (614.1d); its untap cost is asked only in its controller's upkeep (the
    # 2004 ruling: an effect that untaps it asks nothing); two Islands sacrificed as a cost
    # to attack (508.1g-i)
    creature("Leviathan", "{5}{U}{U}{U}{U}", "Leviathan", 10, 10, kw("trample"),
             first_printed="DRK", enters_tapped=True,
             statics=(Static("this", cant="untap"),
                      Static("this", cant="attack", attack_sacrifice=_ISLAND_D_ATTACK,
                             attack_sacrifices=2)),
             triggers=(Triggered("your_upkeep", (
                 SacrificeSome(2, _ISLAND_D_ATTACK, optional=True, if_you_do=True),
                 Untap("this"))),),
             text="Trample\nLeviathan enters the battlefield tapped and doesn't untap during "
                  "your untap step.\nAt the beginning of your upkeep, you may sacrifice two "
                  "Islands. If you do, untap Leviathan.\nLeviathan can't attack unless you "
                  "sacrifice two Islands. (This cost is paid as attackers are declared.)"),
]
