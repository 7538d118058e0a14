"""Alpha (1993), with Beta and Unlimited: the white cards first printed there.

Each card is written from its current Oracle text in the card language: a lord's "white
creatures get +1/+1" is a static ability affecting a filter (layer 7c), Conversion's "All
Mountains are Plains" one that sets land types (layer 4, 305.7), Armageddon's "all lands"
a filter of the objects an effect destroys.
"""

from __future__ import annotations

from shahrazad.cards.build import ANY, CREATURE, LAND, PLAYER, TAP, aura, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    Become,
    CardDef,
    Cost,
    Count,
    Damage,
    Destroy,
    Filter,
    FirstPrinted,
    GainLife,
    LoseLife,
    MayPay,
    Mode,
    PayToPrevent,
    PreventDamage,
    Pump,
    RedirectDamage,
    Regenerate,
    Return,
    Sacrifice,
    Static,
    StaticShield,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

LEA: FirstPrinted = "LEA"

_CREATURES = Filter(types=frozenset({"Creature"}))

def _circle(color: str, letter: str) -> CardDef:
    """A Circle of Protection: the next time a source of its color would damage you."""
    return CardDef(f"Circle of Protection: {color}", types("Enchantment"), cost("{1}{W}"),
                   first_printed=LEA,
                   abilities=(Activated(Cost(cost("{1}")), (PreventDamage(
                       "all", "you", "chosen_source", next_time=True, color=letter),)),),
                   text=f"{{1}}: The next time a {color.lower()} source of your choice would "
                        "deal damage to you this turn, prevent that damage.")


BANDING = ("Banding (Any creatures with banding, and up to one without, can attack in a band. "
           "Bands are blocked as a group. If any creatures with banding you control are "
           "blocking or being blocked by a creature, you divide that creature's combat "
           "damage, not its controller, among any of the creatures it's being blocked by or "
           "is blocking.)")


DEFS: list[CardDef] = [
    CardDef("Crusade", types("Enchantment"), cost("{W}{W}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Creature"}), colors=frozenset({"W"})),
                            power=1, toughness=1),),
            text="White creatures get +1/+1."),
    CardDef("Castle", types("Enchantment"), cost("{3}{W}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Creature"}), tapped="untapped",
                                   controller="you"), toughness=2),),
            text="Untapped creatures you control get +0/+2."),
    CardDef("Conversion", types("Enchantment"), cost("{2}{W}{W}"), first_printed=LEA,
            triggers=(Triggered("your_upkeep", (MayPay(cost("{W}{W}"), unless=True),
                                                Sacrifice("this"))),),
            statics=(Static(Filter(subtypes=frozenset({"Mountain"})),
                            land_types=frozenset({"Plains"})),),
            text="At the beginning of your upkeep, sacrifice Conversion unless you pay "
                 "{W}{W}.\nAll Mountains are Plains."),
    aura("Holy Strength", "{W}", CREATURE, Static("attached", power=1, toughness=2),
         first_printed=LEA, text="Enchant creature\nEnchanted creature gets +1/+2."),
    aura("Holy Armor", "{W}", CREATURE, Static("attached", toughness=2),
         abilities=(Activated(Cost(cost("{W}")), (Pump(0, 1, "attached"),)),),
         first_printed=LEA,
         text="Enchant creature\nEnchanted creature gets +0/+2.\n{W}: Enchanted creature "
              "gets +0/+1 until end of turn."),
    aura("Blessing", "{W}{W}", CREATURE,
         abilities=(Activated(Cost(cost("{W}")), (Pump(1, 1, "attached"),)),),
         first_printed=LEA,
         text="Enchant creature\n{W}: Enchanted creature gets +1/+1 until end of turn."),
    aura("Lance", "{W}", CREATURE, Static("attached", keywords=frozenset({"first_strike"})),
         first_printed=LEA, text="Enchant creature\nEnchanted creature has first strike."),
    CardDef("Armageddon", types("Sorcery"), cost("{3}{W}"), first_printed=LEA,
            effects=(Destroy(Filter(types=frozenset({"Land"}))),), text="Destroy all lands."),
    CardDef("Purelace", types("Instant"), cost("{W}"), first_printed=LEA,
            targets=(TargetSpec("spell_or_permanent"),),
            effects=(Become("target:0", color="W", until=""),),
            text="Target spell or permanent becomes white. (Mana symbols on that permanent "
                 "remain unchanged.)"),
    CardDef("Righteousness", types("Instant"), cost("{W}"), first_printed=LEA,
            targets=(TargetSpec("creature", filter=Filter(combat="blocking")),),
            effects=(Pump(7, 7),),
            text="Target blocking creature gets +7/+7 until end of turn."),
    CardDef("Resurrection", types("Sorcery"), cost("{2}{W}{W}"), first_printed=LEA,
            targets=(TargetSpec("card_in_your_graveyard", filter=_CREATURES),),
            effects=(Return("target:0", "battlefield"),),
            text="Return target creature card from your graveyard to the battlefield."),
    creature("Savannah Lions", "{W}", "Cat", 2, 1, first_printed=LEA),
    creature("Pearled Unicorn", "{2}{W}", "Unicorn", 2, 2, first_printed=LEA),
    creature("Northern Paladin", "{2}{W}{W}", "Human Knight", 3, 3, first_printed=LEA,
             abilities=(Activated(Cost(cost("{W}{W}"), tap=True), (Destroy("target:0"),),
                                  (TargetSpec("permanent",
                                              filter=Filter(colors=frozenset({"B"}))),)),),
             text="{W}{W}, {T}: Destroy target black permanent."),
    creature("Samite Healer", "{1}{W}", "Human Cleric", 1, 1,
             abilities=(Activated(TAP, (PreventDamage(1, "target:0"),), (ANY,)),),
             text="{T}: Prevent the next 1 damage that would be dealt to any target this "
                  "turn.",
             first_printed=LEA),
    _circle("White", "W"),
    _circle("Blue", "U"),
    _circle("Black", "B"),
    _circle("Red", "R"),
    _circle("Green", "G"),
    CardDef("Reverse Damage", types("Instant"), cost("{1}{W}{W}"),
            effects=(PreventDamage("all", "you", "chosen_source", next_time=True,
                                   then="you_gain_that_much_life"),),
            text="The next time a source of your choice would deal damage to you this turn, "
                 "prevent that damage. You gain life equal to the damage prevented this way.",
             first_printed=LEA),
    creature("Personal Incarnation", "{3}{W}{W}{W}", "Avatar Incarnation", 6, 6,
             abilities=(Activated(Cost(cost("{0}")), (RedirectDamage("you", 1, "this"),),
                                  condition="only_its_owner"),),
             triggers=(Triggered("this_dies", (LoseLife("half_life_rounded_up", "subject"),)),),
             text="{0}: The next 1 damage that would be dealt to Personal Incarnation this "
                  "turn is dealt to its owner instead. Only Personal Incarnation's owner may "
                  "activate this ability. When Personal Incarnation dies, its owner loses "
                  "half their life, rounded up.",
             first_printed=LEA),
    creature("Veteran Bodyguard", "{3}{W}{W}", "Human", 2, 5,
             shields=(StaticShield("you", "unblocked_creatures", redirect=True,
                                   while_untapped=True),),
             text="As long as Veteran Bodyguard is untapped, all damage that would be dealt "
                  "to you by unblocked creatures is dealt to Veteran Bodyguard instead.",
             first_printed=LEA),
    creature("White Knight", "{W}{W}", "Human Knight", 2, 2,
             kw("first_strike", "protection_from_black"),
             "First strike. Protection from black.",
             first_printed=LEA),
    creature("Benalish Hero", "{W}", "Human Soldier", 1, 1, kw("banding"), BANDING,
             first_printed=LEA),
    creature("Mesa Pegasus", "{1}{W}", "Pegasus", 1, 1, kw("flying", "banding"),
             "Flying; " + BANDING[0].lower() + BANDING[1:],
             first_printed=LEA),
    creature("Wall of Swords", "{3}{W}", "Wall", 3, 5, kw("defender", "flying"),
             "Defender (This creature can't attack.) Flying",
             first_printed=LEA),
    CardDef("Death Ward", types("Instant"), cost("{W}"), effects=(Regenerate("target:0"),),
            targets=(CREATURE,), text="Regenerate target creature.",
             first_printed=LEA),
]

# -- batch B01 ------
DEFS += [
    CardDef("Karma", types("Enchantment"), cost("{2}{W}{W}"), first_printed=LEA,
            triggers=(Triggered("each_upkeep", (
                Damage(Count(Filter(subtypes=frozenset({"Swamp"}), controller="you"),
                             of="subject"), "subject"),)),),
            text="At the beginning of each player's upkeep, Karma deals damage to that player "
                 "equal to the number of Swamps they control."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Healing Salve", types("Instant"), cost("{W}"), first_printed=LEA,
            modes=(Mode((GainLife(3, "target:0"),), (PLAYER,)),
                   Mode((PreventDamage(3, "target:0"),), (ANY,))),
            text="Choose one \u2014\n\u2022 Target player gains 3 life.\n\u2022 Prevent the next 3 "
                 "damage that would be dealt to any target this turn."),
]

def _ward(color: str) -> CardDef:
    """A Ward (batch B03): "Enchant creature. Enchanted creature has protection from
    COLOR. This effect doesn't remove NAME." (702.16c)."""
    name = f"{color.capitalize()} Ward"
    return aura(name, "{W}", CREATURE,
                Static("attached", keywords=frozenset({f"protection_from_{color}"}),  # type: ignore[arg-type]
                       doesnt_remove_this=True),
                first_printed=LEA,
                text=f"Enchant creature\nEnchanted creature has protection from {color}. This "
                     f"effect doesn't remove {name}.")


# -- batch B03 ------
DEFS += [
    aura("Animate Wall", "{W}", TargetSpec("creature", subtype="Wall"),
         Static("attached", keywords=frozenset({"can_attack_as_though_it_didnt_have_defender"})),
         first_printed=LEA,
         text="Enchant Wall\nEnchanted Wall can attack as though it didn't have defender."),
    aura("Consecrate Land", "{W}", LAND,
         Static("attached", keywords=frozenset({"indestructible"}),
                cant="be_enchanted_by_other_auras"),
         first_printed=LEA,
         text="Enchant land\nEnchanted land has indestructible and can't be enchanted by "
              "other Auras."),
    # the Wards: protection their own effect gives doesn't remove them (702.16c)
    *(_ward(color) for color in ("black", "blue", "green", "red", "white")),
]

# -- batch LX (left over from B03) ---------------------------------------------------
DEFS += [
    # "defending player" as it is cast, during combat: in a two-player game the nonactive
    # player (506.2); "can block any number" lets no tapped creature block (2004 ruling)
    CardDef("Blaze of Glory", types("Instant"), cost("{W}"), first_printed=LEA,
            cast_only="during_combat_before_blockers_are_declared",
            targets=(TargetSpec("creature", filter=Filter(active_player="doesnt_control")),),
            effects=(Become("target:0", keywords=kw("can_block_any_number_of_creatures",
                                                   "blocks_each_attacking_creature_if_able")),),
            text="Cast this spell only during combat before blockers are declared.\nTarget "
                 "creature defending player controls can block any number of creatures this "
                 "turn. It blocks each attacking creature this turn if able."),
]

# -- batch c-grant ------
DEFS += [
    # the land has the ability (613.1f): it triggers at its controller's upkeep, the land
    # its source
    aura("Farmstead", "{W}{W}{W}", LAND,
         Static("attached", have_trigger=Triggered(
             "your_upkeep", (MayPay(cost("{W}{W}")), GainLife(1)))), first_printed=LEA,
         text="Enchant land\nEnchanted land has \"At the beginning of your upkeep, you may "
              "pay {W}{W}. If you do, you gain 1 life.\""),
]

# -- batch D-CONTROL ------
DEFS += [
    # the payment is a special action (116.1): with priority, as often as its controller
    # pays, each time a new shield of 1 around the target as it resolved
    CardDef("Guardian Angel", frozenset({"Instant"}), cost("{X}{W}"), targets=(ANY,),
            effects=(PreventDamage("X", "target:0"), PayToPrevent(cost("{1}"))),
            first_printed=LEA,
            text="Prevent the next X damage that would be dealt to any target this turn. "
                 "Until end of turn, you may pay {1} any time you could cast an instant. If "
                 "you do, prevent the next 1 damage that would be dealt to that permanent or "
                 "player this turn."),
]
