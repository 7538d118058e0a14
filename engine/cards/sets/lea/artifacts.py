"""Alpha (1993), with Beta and Unlimited: the colorless artifacts first printed there.

Kormus Bell makes each Swamp a 1/1 black creature (layers 4, 5 and 7b), Meekstone and
Basalt Monolith say what doesn't untap (a rule-changing static ability, 502.3).
"""

from __future__ import annotations

from shahrazad.cards.build import ANY, PLAYER, TAP, cost, kw, types
from shahrazad.cards.model import (
    NO_MAXIMUM_HAND_SIZE,  # -- batch L-LENG --
    Activated,
    AddCounters,
    AddMana,
    Animate,
    Become,
    CardDef,
    CastFaceDown,  # -- batch M-MASK --
    ChooseWord,
    Color,
    Cost,
    Count,
    CreateToken,
    Damage,
    Delay,
    Destroy,
    Discard,
    Draw,
    ExtraTurn,
    Filter,
    FirstPrinted,
    FlipOnto,
    GainLife,
    GrantKeyword,
    MayPay,
    PreventDamage,
    RedirectDamage,
    Regenerate,
    Remember,
    RemoveAllCountersFromARemembered,
    RemoveCounters,
    RevealHand,
    Skip,
    Static,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS", "clockwork"]

LEA: FirstPrinted = "LEA"

def _gain_on_cast(color: Color) -> Triggered:
    """"Whenever a player casts a [color] spell, you may pay {1}. If you do, you gain 1
    life." """
    return Triggered("a_spell_is_cast", (MayPay(cost("{1}")), GainLife(1)),
                     filter=Filter(colors=frozenset({color})))

DEFS: list[CardDef] = [
    CardDef("Kormus Bell", types("Artifact"), cost("{4}"), first_printed=LEA,
            statics=(Static(Filter(subtypes=frozenset({"Swamp"})),
                            types=frozenset({"Creature"}), color="B", set_power=1,
                            set_toughness=1),),
            text="All Swamps are 1/1 black creatures that are still lands."),
    CardDef("Meekstone", types("Artifact"), cost("{1}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Creature"}), power_at_least=3),
                            cant="untap"),),
            text="Creatures with power 3 or greater don't untap during their controllers' "
                 "untap steps."),
    CardDef("Basalt Monolith", types("Artifact"), cost("{3}"), first_printed=LEA,
            statics=(Static("this", cant="untap"),),
            abilities=(Activated(TAP, (AddMana("CCC"),), mana=True),
                       Activated(Cost(cost("{3}")), (Untap("this"),))),
            text="Basalt Monolith doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n"
                 "{3}: Untap Basalt Monolith."),
    CardDef("Obsianus Golem", types("Artifact", "Creature"), cost("{6}"),
            subtypes=frozenset({"Golem"}), power=4, toughness=6, first_printed=LEA),
    CardDef("Rod of Ruin", types("Artifact"), cost("{4}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{3}"), tap=True), (Damage(1, "target:0"),),
                                 (ANY,)),),
            text="{3}, {T}: Rod of Ruin deals 1 damage to any target."),
    CardDef("Crystal Rod", types("Artifact"), cost("{1}"), first_printed=LEA,
            triggers=(_gain_on_cast("U"),),
            text="Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 "
                 "life."),
    CardDef("Iron Star", types("Artifact"), cost("{1}"), first_printed=LEA,
            triggers=(_gain_on_cast("R"),),
            text="Whenever a player casts a red spell, you may pay {1}. If you do, you gain 1 "
                 "life."),
    CardDef("Ivory Cup", types("Artifact"), cost("{1}"), first_printed=LEA,
            triggers=(_gain_on_cast("W"),),
            text="Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 "
                 "life."),
    CardDef("Throne of Bone", types("Artifact"), cost("{1}"), first_printed=LEA,
            triggers=(_gain_on_cast("B"),),
            text="Whenever a player casts a black spell, you may pay {1}. If you do, you gain 1 "
                 "life."),
    CardDef("Wooden Sphere", types("Artifact"), cost("{1}"), first_printed=LEA,
            triggers=(_gain_on_cast("G"),),
            text="Whenever a player casts a green spell, you may pay {1}. If you do, you gain 1 "
                 "life."),
    CardDef("Copper Tablet", types("Artifact"), cost("{2}"), first_printed=LEA,
            triggers=(Triggered("each_upkeep", (Damage(1, "subject"),)),),
            text="At the beginning of each player's upkeep, Copper Tablet deals 1 damage to "
                 "that player."),
    CardDef("The Hive", types("Artifact"), cost("{5}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{5}"), tap=True), (CreateToken("Wasp"),)),),
            text="{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying "
                 "named Wasp. (It can't be blocked except by creatures with flying or reach.)"),
    CardDef("Wasp", types("Artifact", "Creature"), subtypes=frozenset({"Insect"}), power=1,
            toughness=1, keywords=kw("flying"), tags=frozenset({"token"}),
            text="A 1/1 colorless Insect artifact creature token with flying named Wasp."),
    CardDef("Jayemdae Tome", types("Artifact"), cost("{4}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{4}"), tap=True), (Draw(1),)),),
            text="{4}, {T}: Draw a card."),
    CardDef("Conservator", types("Artifact"), cost("{4}"),
            abilities=(Activated(Cost(cost("{3}"), tap=True), (PreventDamage(2, "you"),)),),
            text="{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.",
             first_printed=LEA),
    CardDef("Forcefield", types("Artifact"), cost("{3}"),
            abilities=(Activated(Cost(cost("{1}")), (PreventDamage(
                "all", "you", "chosen_unblocked_creature", combat=True, next_time=True,
                all_but=1),)),),
            text="{1}: The next time an unblocked creature of your choice would deal combat "
                 "damage to you this turn, prevent all but 1 of that damage.",
             first_printed=LEA),
    CardDef("Living Wall", types("Artifact", "Creature"), cost("{4}"),
            subtypes=frozenset({"Wall"}), power=0, toughness=6, keywords=kw("defender"),
            abilities=(Activated(Cost(cost("{1}")), (Regenerate("this"),)),),
            text="Defender (This creature can't attack.) {1}: Regenerate Living Wall.",
             first_printed=LEA),
    CardDef("Jade Statue", types("Artifact"), cost("{4}"),
            abilities=(Activated(Cost(cost("{2}")), (Animate(
                3, 6, "this", types("Artifact", "Creature"), frozenset({"Golem"}),
                "end_of_combat"),), condition="only_during_combat"),),
            text="{2}: Jade Statue becomes a 3/6 Golem artifact creature until end of "
                 "combat. Activate only during combat.",
             first_printed=LEA),
    CardDef("Juggernaut", types("Artifact", "Creature"), cost("{4}"),
            subtypes=frozenset({"Juggernaut"}), power=5, toughness=3,
            keywords=kw("attacks_each_combat_if_able", "cant_be_blocked_by_walls"),
            text="Juggernaut attacks each combat if able. Juggernaut can't be blocked by "
                 "Walls.",
             first_printed=LEA),
    # -- batch E1 ------
    CardDef("Celestial Prism", types("Artifact"), cost("{3}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{2}"), tap=True), (AddMana("any"),), mana=True),),
            text="{2}, {T}: Add one mana of any color."),
    CardDef("Helm of Chatzuk", types("Artifact"), cost("{1}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{1}"), tap=True), (GrantKeyword("banding"),),
                                 (TargetSpec("creature"),)),),
            text="{1}, {T}: Target creature gains banding until end of turn. (Any creatures "
                 "with banding, and up to one without, can attack in a band. Bands are "
                 "blocked as a group. If any creatures with banding a player controls are "
                 "blocking or being blocked by a creature, that player divides that "
                 "creature's combat damage, not its controller, among any of the creatures "
                 "it's being blocked by or is blocking.)"),
    CardDef("Jade Monolith", types("Artifact"), cost("{4}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{1}")), (RedirectDamage(
                "you", to="target:0", by="chosen_source", next_time=True),),
                                 (TargetSpec("creature"),)),),
            text="{1}: The next time a source of your choice would deal damage to target "
                 "creature this turn, that source deals that damage to you instead."),
]

# -- batch B01 ------
#: "the number of cards in their hand" (the chosen player's: the trigger's subject)
_HAND_OF_SUBJECT = Filter()

DEFS += [
    CardDef("Ankh of Mishra", types("Artifact"), cost("{2}"), first_printed=LEA,
            triggers=(Triggered("a_permanent_enters", (Damage(2, "controller_of_subject"),),
                                filter=Filter(types=frozenset({"Land"}))),),
            text="Whenever a land enters the battlefield, Ankh of Mishra deals 2 damage to "
                 "that land's controller."),
    CardDef("Black Vise", types("Artifact"), cost("{1}"), first_printed=LEA,
            effects=(ChooseWord("opponent"),),
            triggers=(Triggered("chosen_players_upkeep", (
                Damage(Count(_HAND_OF_SUBJECT, zone="hand", of="subject", plus=-4),
                       "subject"),)),),
            text="As Black Vise enters the battlefield, choose an opponent.\nAt the beginning "
                 "of the chosen player's upkeep, Black Vise deals X damage to that player, "
                 "where X is the number of cards in their hand minus 4."),
    CardDef("Dingus Egg", types("Artifact"), cost("{4}"), first_printed=LEA,
            triggers=(Triggered("a_permanent_is_put_into_a_graveyard", (Damage(2, "subject"),),
                                filter=Filter(types=frozenset({"Land"}))),),
            text="Whenever a land is put into a graveyard from the battlefield, Dingus Egg "
                 "deals 2 damage to that land's controller."),
    CardDef("Mana Vault", types("Artifact"), cost("{1}"), first_printed=LEA,
            statics=(Static("this", cant="untap"),),
            triggers=(Triggered("your_upkeep", (MayPay(cost("{4}")), Untap("this"))),
                      Triggered("your_draw_step", (Damage(1, "you"),),
                                intervening_if=Count(Filter(this=True, tapped="tapped")))),
            abilities=(Activated(TAP, (AddMana("CCC"),), mana=True),),
            text="Mana Vault doesn't untap during your untap step.\nAt the beginning of your "
                 "upkeep, you may pay {4}. If you do, untap Mana Vault.\nAt the beginning of "
                 "your draw step, if Mana Vault is tapped, it deals 1 damage to you.\n{T}: Add "
                 "{C}{C}{C}."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Disrupting Scepter", types("Artifact"), cost("{3}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{3}"), tap=True),
                                 (Discard(1, "target:0", "chosen"),), (PLAYER,),
                                 condition="only_during_your_turn"),),
            text="{3}, {T}: Target player discards a card. Activate only during your turn."),
    CardDef("Gauntlet of Might", types("Artifact"), cost("{4}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Creature"}), colors=frozenset({"R"})),
                            power=1, toughness=1),),
            triggers=(Triggered("tapped_for_mana", (AddMana("R"),),
                                filter=Filter(subtypes=frozenset({"Mountain"}))),),
            text="Red creatures get +1/+1.\nWhenever a Mountain is tapped for mana, its "
                 "controller adds an additional {R}."),
    CardDef("Sunglasses of Urza", types("Artifact"), cost("{3}"), first_printed=LEA,
            static_words=frozenset({"you_may_spend_white_mana_as_though_it_were_red"}),
            text="You may spend white mana as though it were red mana."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # the controller alone sees the hand (400.2): the log says who saw it
    CardDef("Glasses of Urza", types("Artifact"), cost("{1}"), first_printed=LEA,
            abilities=(Activated(TAP, (RevealHand("target:0", to="you"),), (PLAYER,)),),
            text="{T}: Look at target player's hand."),
]

# -- batch B03 ------


def clockwork(name: str, counters: int, first: str = "") -> dict[str, object]:
    """The abilities of the Clockwork creatures (Clockwork Beast, Clockwork Avian): it
    enters with ``counters`` +1/+0 counters (614.1c); at end of combat, if it attacked or
    blocked, it loses one; "{X}, {T}: Put up to X +1/+0 counters on it", never above
    ``counters`` by this ability, only during your upkeep (602.5b). ``first``: the lines
    of its text before these (its keywords)."""
    return dict(
        as_enters=(AddCounters("+1/+0", counters, "this"),),
        triggers=(Triggered("end_of_combat", (RemoveCounters("+1/+0", 1, "this"),),
                            intervening_if=Count(Filter(this=True,
                                                        attacked_or_blocked_this_turn=True))),),
        abilities=(Activated(Cost(cost("{X}"), tap=True),
                             (AddCounters("+1/+0", "X", "this", up_to_total=counters),),
                             condition="only_during_your_upkeep"),),
        text=f"{first}{name} enters the battlefield with {_NUMBERS[counters]} +1/+0 counters on it."
             f"\nAt end of combat, if {name} attacked or blocked this combat, remove a "
             f"+1/+0 counter from it.\n{{X}}, {{T}}: Put up to X +1/+0 counters on {name}. "
             f"This ability can't cause the total number of +1/+0 counters on {name} to be "
             f"greater than {_NUMBERS[counters]}. Activate only during your upkeep.")


_NUMBERS = {4: "four", 7: "seven"}

DEFS += [
    CardDef("Clockwork Beast", types("Artifact", "Creature"), cost("{6}"), first_printed=LEA,
            subtypes=frozenset({"Beast"}), power=0, toughness=4,
            **clockwork("Clockwork Beast", 7)),  # type: ignore[arg-type]
    # it enters tapped (614.1d); its ability destroys it too, as part of the resolution
    CardDef("Nevinyrral's Disk", types("Artifact"), cost("{4}"), first_printed=LEA,
            enters_tapped=True,
            abilities=(Activated(Cost(cost("{1}"), tap=True), (Destroy(Filter(
                types=frozenset({"Artifact", "Creature", "Enchantment"}))),)),),
            text="Nevinyrral's Disk enters the battlefield tapped.\n{1}, {T}: Destroy all "
                 "artifacts, creatures, and enchantments."),
]

# -- batch c-grant ------
DEFS += [
    # untapped as the untap step begins, it limits the lands untapped (502.3; all untap
    # at once, so tapped then, it limits nothing: 2016 ruling)
    CardDef("Winter Orb", types("Artifact"), cost("{2}"), first_printed=LEA,
            statics=(Static(Filter(types=frozenset({"Land"})), untap_at_most=1,
                            as_long_as=Filter(this=True, tapped="untapped")),),
            text="As long as Winter Orb is untapped, players can't untap more than one land "
                 "during their untap steps."),
]

# -- batch C-ANTE ---------------------------------------------------------------------

DEFS += [
    # a dexterity card (Ambiguity A26): aimed at one nontoken permanent, as the Old School
    # format's 2019 ruling reads it; a hit destroys it. Chaos Orb is destroyed either way
    CardDef("Chaos Orb", types("Artifact"), cost("{2}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{1}"), tap=True), (
                FlipOnto(Filter(token="nontoken"), most=1, only_from_battlefield=True),
                Destroy("landed_on"), Destroy("this"))),),
            text="{1}, {T}: If Chaos Orb is on the battlefield, flip Chaos Orb onto the "
                 "battlefield from a height of at least one foot. If Chaos Orb turns over "
                 "completely at least once during the flip, destroy all nontoken permanents "
                 "it touches. Then destroy Chaos Orb."),
]

# -- batch MISC: Cyclopean Tomb, a memory that outlives its object (607.2) ------
_MIRE = "mire"
DEFS += [
    CardDef("Cyclopean Tomb", types("Artifact"), cost("{4}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{2}"), tap=True), (
                AddCounters(_MIRE, 1, "target:0"),
                Become("target:0", "while_it_has_a_mire_counter",
                       land_types=frozenset({"Swamp"})),
                Remember("target:0")),
                (TargetSpec("land", filter=Filter(not_subtypes=frozenset({"Swamp"}))),),
                condition="only_during_your_upkeep"),),
            triggers=(Triggered("this_dies", (Delay(1, "each_of_your_upkeeps"),)),
                      Triggered("delayed", (RemoveAllCountersFromARemembered(_MIRE),))),
            text="{2}, {T}: Put a mire counter on target non-Swamp land. That land is a Swamp "
                 "for as long as it has a mire counter on it. Activate only during your "
                 "upkeep.\nWhen Cyclopean Tomb is put into a graveyard from the battlefield, at "
                 "the beginning of each of your upkeeps for the rest of the game, remove all "
                 "mire counters from a land that a mire counter was put onto with Cyclopean "
                 "Tomb but that a mire counter has not been removed from with Cyclopean Tomb."),
]

# -- batch C-TURN --------------------------------------------------------------------------
DEFS += [
    # skipping the turn is a replacement asked as the turn would begin (614.1b, 614.10: a
    # skipped turn doesn't happen); the extra turn comes after this one (500.7)
    CardDef("Time Vault", types("Artifact"), cost("{2}"), first_printed="LEA",
            enters_tapped=True, statics=(Static("this", cant="untap"),),
            skips=(Skip("turn", then=(Untap("this"),),
                        as_long_as=Filter(this=True, tapped="tapped")),),
            abilities=(Activated(TAP, (ExtraTurn(),)),),
            text="Time Vault enters the battlefield tapped.\nTime Vault doesn't untap during "
                 "your untap step.\nIf you would begin your turn while Time Vault is tapped, "
                 "you may skip that turn instead. If you do, untap Time Vault.\n{T}: Take an "
                 "extra turn after this one."),
]

# -- batch L-LENG --------------------------------------------------------------------------
DEFS += [
    # no maximum hand size: the latest of several hand-size effects wins (402.2, 613.7); a
    # discard an effect causes (not a cost's, not the cleanup step's) may go on top of the
    # library instead, card by card, in the order the player names (614.1a, 701.9)
    CardDef("Library of Leng", types("Artifact"), cost("{1}"), first_printed="LEA",
            statics=(Static("this", max_hand_size=NO_MAXIMUM_HAND_SIZE, hand_size_of="you"),),
            static_words=frozenset({"discards_by_effects_may_go_on_top_of_your_library"}),
            text="You have no maximum hand size.\nIf an effect causes you to discard a card, "
                 "discard it, but you may put it on top of your library instead of into your "
                 "graveyard."),
]

# -- batch M-MASK --------------------------------------------------------------------------
DEFS += [
    # the card is cast face down (708.4) while the ability resolves: a face-down 2/2 spell,
    # then permanent (708.2), chosen among those whose mana cost the mana spent on {X} (by
    # type and amount) could pay; turned face up instead when it would assign or deal
    # damage, be dealt damage or become tapped (708.8), whatever became of the Mask
    CardDef("Illusionary Mask", types("Artifact"), cost("{2}"), first_printed="LEA",
            abilities=(Activated(Cost(cost("{X}")), (CastFaceDown(),),
                                 condition="only_as_a_sorcery"),),
            text="{X}: You may choose a creature card in your hand whose mana cost could be "
                 "paid by some amount of, or all of, the mana you spent on {X}. If you do, you "
                 "may cast that card face down as a 2/2 creature spell without paying its "
                 "mana cost. If the creature that spell becomes as it resolves has not been "
                 "turned face up and would assign or deal damage, be dealt damage, or become "
                 "tapped, instead it's turned face up and assigns or deals damage, is dealt "
                 "damage, or becomes tapped. Activate only as a sorcery."),
]
