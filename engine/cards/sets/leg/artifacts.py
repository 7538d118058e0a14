"""Legends (1994): the colorless artifacts first printed there.

Arena of the Ancients keeps legendary creatures tapped (a rule-changing static ability,
502.3) and taps them all as it enters; Horn of Deafening and Kry Shield prevent the
damage one creature would deal (615).
"""

from __future__ import annotations

from shahrazad.cards.build import ANY, ARTIFACT, CREATURE, TAP, cost, kw, types
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    AddMana,
    Become,
    CardDef,
    CardType,
    ChooseOne,
    Cost,
    Count,
    Counter,
    Damage,
    Destroy,
    Discard,
    ExchangeControl,
    ExchangeLife,
    Exile,
    ExileTop,
    Filter,
    FirstPrinted,
    GainAbilities,
    GainLife,
    Grant,
    MayPay,
    Option,
    PreventDamage,
    PutFromHand,
    RedirectDamage,
    Regenerate,
    Return,
    Sacrifice,
    Static,
    StaticShield,
    Tap,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"

DEFS += [
    CardDef("Sentinel", types("Artifact", "Creature"), cost("{4}"), first_printed=_LEG,
            subtypes=frozenset({"Shapeshifter"}), power=1, toughness=1,
            abilities=(Activated(Cost(cost("{0}")), (
                Become("this", set_toughness="one_plus_power_of:0", until=""),),
                (TargetSpec("creature", filter=Filter(combat="blocking_or_blocked_by_this")),)),),
            text="{0}: Change Sentinel's base toughness to 1 plus the power of target creature "
                 "blocking or blocked by Sentinel. (This effect lasts indefinitely.)"),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Mana Matrix", types("Artifact"), cost("{6}"), first_printed="LEG",
            statics=(Static(Filter(types=frozenset({"Instant", "Enchantment"}),
                                   controller="you"), spell_cost=-2),),
            text="Instant and enchantment spells you cast cost up to {2} less to cast."),
    CardDef("Planar Gate", types("Artifact"), cost("{6}"), first_printed="LEG",
            statics=(Static(Filter(types=frozenset({"Creature"}), controller="you"),
                            spell_cost=-2),),
            text="Creature spells you cast cost up to {2} less to cast."),
]

LEG: FirstPrinted = "LEG"

_LEGENDARY_CREATURES = Filter(types=frozenset({"Creature"}), supertypes=frozenset({"Legendary"}))

DEFS += [
    # -- batch E5 ------
    CardDef("Arena of the Ancients", types("Artifact"), cost("{3}"), first_printed=LEG,
            statics=(Static(_LEGENDARY_CREATURES, cant="untap"),),
            triggers=(Triggered("enters_battlefield", (Tap(_LEGENDARY_CREATURES),)),),
            text="Legendary creatures don't untap during their controllers' untap steps.\n"
                 "When Arena of the Ancients enters the battlefield, tap all legendary "
                 "creatures."),
    CardDef("Horn of Deafening", types("Artifact"), cost("{4}"), first_printed=LEG,
            abilities=(Activated(Cost(cost("{2}"), tap=True),
                                 (PreventDamage(to="anything", by="target:0", combat=True),),
                                 (CREATURE,)),),
            text="{2}, {T}: Prevent all combat damage that would be dealt by target creature "
                 "this turn."),
    CardDef("Kry Shield", types("Artifact"), cost("{2}"), first_printed=LEG,
            abilities=(Activated(Cost(cost("{2}"), tap=True),
                                 (PreventDamage(to="anything", by="target:0"),
                                  Become("target:0", toughness="its_mana_value")),
                                 (TargetSpec("creature", filter=Filter(controller="you")),)),),
            text="{2}, {T}: Prevent all damage that would be dealt this turn by target "
                 "creature you control. That creature gets +0/+X until end of turn, where X "
                 "is its mana value."),
    CardDef("Relic Barrier", types("Artifact"), cost("{2}"), first_printed=LEG,
            abilities=(Activated(TAP, (Tap("target:0"),), (ARTIFACT,)),),
            text="{T}: Tap target artifact."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # the color is chosen as the ability resolves (608.2d), for the rest of the game
    CardDef("Alchor's Tomb", types("Artifact"), cost("{4}"), first_printed=LEG,
            abilities=(Activated(Cost(cost("{2}"), tap=True), (
                ChooseOne(tuple(Option(word, (Become("target:0", color=letter, until=""),))
                                for letter, word in (("W", "white"), ("U", "blue"),
                                                     ("B", "black"), ("R", "red"),
                                                     ("G", "green")))),),
                (TargetSpec("permanent", filter=Filter(controller="you")),)),),
            text="{2}, {T}: Target permanent you control becomes the color of your choice. "
                 "(This effect lasts indefinitely.)"),
]

# -- batch B07 -------------------------------------------------------------------------
DEFS += [
    CardDef("Al-abara's Carpet", types("Artifact"), cost("{5}"), first_printed="LEG",
            abilities=(Activated(Cost(cost("{5}"), tap=True), (PreventDamage(
                "all", "you", source=Filter(types=frozenset({"Creature"}), combat="attacking",
                                            not_keywords=frozenset({"flying"}))),)),),
            text="{5}, {T}: Prevent all damage that would be dealt to you this turn by attacking "
                 "creatures without flying."),
    CardDef("Bronze Horse", types("Artifact", "Creature"), cost("{7}"), first_printed="LEG",
            subtypes=frozenset({"Horse"}), power=4, toughness=4, keywords=kw("trample"),
            shields=(StaticShield("this", by_spells_that_target_it=True,
                                  as_long_as=Filter(types=frozenset({"Creature"}),
                                                    controller="you", other=True)),),
            text="Trample\nAs long as you control another creature, prevent all damage that "
                 "would be dealt to Bronze Horse by spells that target it."),
]

# -- batch B06 ------
#: the card types the two targets of Gauntlets of Chaos share one of
_ACL: frozenset[CardType] = frozenset({"Artifact", "Creature", "Land"})

DEFS += [
    # the second target shares one of those types with the first, as the ability is
    # activated and as it resolves (115.1, 608.2b); one illegal: no exchange, no Aura
    # destroyed (701.12a)
    CardDef("Gauntlets of Chaos", types("Artifact"), cost("{5}"), first_printed="LEG",
            abilities=(Activated(Cost(cost("{5}"), sacrifice=True), (
                ExchangeControl("target:0", "target:1"),
                Destroy("auras_attached_to_targets")),
                (TargetSpec("permanent", filter=Filter(types=_ACL, controller="you")),
                 TargetSpec("permanent", filter=Filter(controller="opponent"),
                            shares_a_type_with_first=_ACL))),),
            text="{5}, Sacrifice Gauntlets of Chaos: Exchange control of target artifact, "
                 "creature, or land you control and target permanent an opponent controls "
                 "that shares one of those types with it. If those permanents are exchanged "
                 "this way, destroy all Auras attached to them."),
]

# -- batch B11 ----------------------------------------------------------------------

DEFS += [
    CardDef("Life Chisel", types("Artifact"), cost("{4}"), first_printed=LEG,
            abilities=(Activated(Cost(sacrifice_other=Filter(types=frozenset({"Creature"}))),
                                 (GainLife("toughness_of_paid"),),
                                 condition="only_during_your_upkeep"),),
            text="Sacrifice a creature: You gain life equal to the sacrificed creature's "
                 "toughness. Activate only during your upkeep."),
    CardDef("Mirror Universe", types("Artifact"), cost("{6}"), first_printed=LEG,
            abilities=(Activated(Cost(tap=True, sacrifice=True), (ExchangeLife("target:0"),),
                                 (TargetSpec("opponent"),),
                                 condition="only_during_your_upkeep"),),
            text="{T}, Sacrifice Mirror Universe: Exchange life totals with target opponent. "
                 "Activate only during your upkeep."),
]

#: "target instant or Aura spell that targets a permanent you control": of the
#: enchantment spells, only Auras have targets (115.1b)
_SPELL_AT_YOURS = TargetSpec("spell", filter=Filter(types=frozenset({"Instant", "Enchantment"}),
                                                    targets_a_permanent_you_control=True))

DEFS += [
    # a replacement of the amount (614.1a), applied in the order the player chooses among
    # the other shields (616.1)
    CardDef("Forethought Amulet", types("Artifact"), cost("{5}"), first_printed=LEG,
            triggers=(Triggered("your_upkeep", (MayPay(cost("{3}"), unless=True),
                                                Sacrifice())),),
            shields=(StaticShield("you", "instant_or_sorcery_sources", reduce_to=2),),
            text="At the beginning of your upkeep, sacrifice Forethought Amulet unless you "
                 "pay {3}.\nIf an instant or sorcery source would deal 3 or more damage to "
                 "you, it deals 2 damage to you instead."),
    CardDef("Ring of Immortals", types("Artifact"), cost("{5}"), first_printed=LEG,
            abilities=(Activated(Cost(cost("{3}"), tap=True), (Counter("target:0"),),
                                 (_SPELL_AT_YOURS,)),),
            text="{3}, {T}: Counter target instant or Aura spell that targets a permanent you "
                 "control."),
]

# -- batch C-HIST ------
DEFS += [
    # a Lure for Walls (509.1c): each Wall able to block it must, as far as the
    # restrictions allow; combat damage from Walls to it is prevented (615)
    CardDef("Marble Priest", types("Artifact", "Creature"), cost("{5}"), first_printed=LEG,
            subtypes=frozenset({"Cleric"}), power=3, toughness=3,
            keywords=kw("all_walls_able_to_block_it_do_so"),
            shields=(StaticShield("this", combat=True,
                                  source=Filter(subtypes=frozenset({"Wall"}))),),
            text="All Walls able to block Marble Priest do so.\nPrevent all combat damage "
                 "that would be dealt to Marble Priest by Walls."),
]

# -- batch SHIELD ------------------------------------------------------------------------
DEFS += [
    CardDef("Nova Pentacle", types("Artifact"), cost("{4}"), first_printed=_LEG,
            abilities=(Activated(Cost(cost("{3}"), tap=True), (
                RedirectDamage("target:0", "all", "you", "chosen_source", next_time=True),),
                (TargetSpec("creature", by_an_opponent=True),)),),
            text="{3}, {T}: The next time a source of your choice would deal damage to you "
                 "this turn, that damage is dealt to target creature of an opponent's choice "
                 "instead."),
]

# -- batch c-mana (mana from what a cost paid) ---------------------------------------


def _battery(color: str, letter: str) -> CardDef:
    """A Mana Battery: charge counters stored, any number of them removed as a mana
    ability's cost (107.1c), one more mana than counters removed."""
    name = f"{color} Mana Battery"
    return CardDef(
        name, types("Artifact"), cost("{4}"), first_printed=LEG,
        abilities=(Activated(Cost(cost("{2}"), tap=True), (AddCounters("charge", 1, "this"),)),
                   Activated(Cost(tap=True, remove_any_number=True, counter="charge"),
                             (AddMana(letter, "one_plus_X"),), mana=True)),
        text=f"{{2}}, {{T}}: Put a charge counter on {name}.\n{{T}}, Remove any number of "
             f"charge counters from {name}: Add {{{letter}}}, then add an additional "
             f"{{{letter}}} for each charge counter removed this way.")


DEFS += [_battery(c, letter) for c, letter in (
    ("Black", "B"), ("Blue", "U"), ("Green", "G"), ("Red", "R"), ("White", "W"))]

DEFS += [
    # a permission for one spell this turn (609.4b): the first spell its controller casts
    # whose mana cost needs it uses it up; additional costs are generic here anyway
    CardDef("North Star", types("Artifact"), cost("{4}"), first_printed=LEG,
            abilities=(Activated(Cost(cost("{4}"), tap=True), (
                Grant("spend_mana_as_any_type_for_one_spell", until="end_of_turn"),)),),
            text="{4}, {T}: For one spell this turn, you may spend mana as though it were "
                 "mana of any type to pay that spell's mana cost. (Additional costs are "
                 "still paid normally.)"),
]

# "Sacrifice Triassic Egg: Choose one" is written as one ability for each mode: the mode
# is chosen as the ability is activated (700.2), as the choice of an ability is, and
# each has the Egg's sacrifice as its cost and its condition (602.5b)
_HATCHED = Count(Filter(this=True), counters="hatchling", plus=-1)
DEFS += [
    CardDef("Triassic Egg", types("Artifact"), cost("{4}"), first_printed=LEG,
            abilities=(
                Activated(Cost(cost("{3}"), tap=True), (AddCounters("hatchling", 1, "this"),)),
                Activated(Cost(sacrifice=True), (PutFromHand(filter=Filter(
                    types=frozenset({"Creature"}))),), only_if=_HATCHED),
                Activated(Cost(sacrifice=True), (Return("target:0", "battlefield"),),
                          (TargetSpec("card_in_your_graveyard",
                                      filter=Filter(types=frozenset({"Creature"}))),),
                          only_if=_HATCHED)),
            text="{3}, {T}: Put a hatchling counter on Triassic Egg.\nSacrifice Triassic "
                 "Egg: Choose one. Activate only if there are two or more hatchling counters "
                 "on Triassic Egg.\n\u2022 You may put a creature card from your hand onto "
                 "the battlefield.\n\u2022 Return target creature card from your graveyard "
                 "to the battlefield."),
]

DEFS += [
    # its cost sacrifices it and any number of creatures, chosen once the ability is on
    # the stack (602.2b); X is their total power as they last existed (608.2h); then the
    # Sword's card and theirs are exiled from the graveyards, where the cost put them
    CardDef("Sword of the Ages", types("Artifact"), cost("{6}"), first_printed=LEG,
            enters_tapped=True,
            abilities=(Activated(
                Cost(tap=True, sacrifice=True, sacrifice_any_number=True,
                     sacrifice_other=Filter(types=frozenset({"Creature"}), other=True)),
                (Damage("total_power_of_paid", "target:0"), Exile("this_card"),
                 Exile("cards_paid_this_way")), (ANY,)),),
            text="Sword of the Ages enters the battlefield tapped.\n{T}, Sacrifice Sword of "
                 "the Ages and any number of creatures you control: Sword of the Ages deals X "
                 "damage to any target, where X is the total power of the creatures "
                 "sacrificed this way, then exile Sword of the Ages and those creature "
                 "cards."),
]

# -- batch R-A ------
_PINS = Count(Filter(this=True), counters="pin")
DEFS += [
    # the intervening "if" and the pins are read as it last existed once it is gone
    # (603.4, 608.2h); it is destroyed even if the damage is prevented (2011 ruling); the
    # X of the cost is the pins as it is activated, the damage the pins as it resolves
    CardDef("Voodoo Doll", types("Artifact"), cost("{6}"), first_printed="LEG",
            triggers=(Triggered("your_upkeep", (AddCounters("pin", 1, "this"),)),
                      Triggered("your_end_step", (Destroy("this"), Damage(_PINS, "you")),
                                intervening_if=Count(Filter(this=True, tapped="untapped")))),
            abilities=(Activated(Cost(cost("{X}{X}"), tap=True), (Damage(_PINS, "target:0"),),
                                 targets=(ANY,), x_is="counters_on_this", x_counter="pin"),),
            text="At the beginning of your upkeep, put a pin counter on Voodoo Doll.\nAt the "
                 "beginning of your end step, if Voodoo Doll is untapped, destroy Voodoo Doll "
                 "and it deals damage to you equal to the number of pin counters on it.\n"
                 "{X}{X}, {T}: Voodoo Doll deals damage equal to the number of pin counters on "
                 "it to any target. X is the number of pin counters on Voodoo Doll."),
]

# -- batch d-misc ------
DEFS += [
    # the creature gains the ability for good (611.2a), whatever becomes of Life Matrix,
    # and only the creature's controller may activate it (602.2, 2004 ruling); two
    # activations give two instances of it, each removing its own counter
    CardDef("Life Matrix", types("Artifact"), cost("{4}"), first_printed="LEG",
            abilities=(Activated(Cost(cost("{4}"), tap=True),
                                 (AddCounters("matrix", 1, "target:0"),
                                  GainAbilities("target:0")),
                                 (CREATURE,), condition="only_during_your_upkeep"),),
            statics=(Static("gained", have=Activated(Cost(remove_counters=1, counter="matrix"),
                                                     (Regenerate("this"),))),),
            text="{4}, {T}: Put a matrix counter on target creature and that creature gains "
                 "\"Remove a matrix counter from this creature: Regenerate this creature.\" "
                 "Activate only during your upkeep."),
]

# -- batch D-PILES ------
DEFS += [
    # the exiled cards are face down (406.3: nobody looks at them) and linked to the Vault
    # (607.2a); "if you do" (608.2c): sacrificed as the ability resolves, or nothing
    # happens (2009 ruling); the leaves trigger finds nothing once they went to the hand
    CardDef("Knowledge Vault", types("Artifact"), cost("{4}"), first_printed="LEG",
            abilities=(Activated(Cost(cost("{2}"), tap=True), (ExileTop("you", face_down=True),)),
                       Activated(Cost(), (Sacrifice("this", if_you_do=True),
                                          Discard(0, "you", how="all"),
                                          Return("cards_exiled_with_this", "hand")))),
            triggers=(Triggered("leaves_battlefield",
                                (Return("cards_exiled_with_this", "graveyard"),)),),
            text="{2}, {T}: Exile the top card of your library face down.\n{0}: Sacrifice "
                 "Knowledge Vault. If you do, discard your hand, then put all cards exiled "
                 "with Knowledge Vault into their owner's hand.\nWhen Knowledge Vault leaves "
                 "the battlefield, put all cards exiled with Knowledge Vault into their "
                 "owner's graveyard."),
]
