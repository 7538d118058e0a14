"""Legends (1994): the red cards first printed there.

The Kobolds' lords give "other Kobold creatures you control" their bonus (layers 6 and
7c), Beasts of Bogardan is larger while an opponent controls a nontoken white permanent,
Crimson Manticore aims at an attacking or blocking creature, and The Brute's enchanted
creature regenerates through the Aura's ability.
"""

from __future__ import annotations

from shahrazad.cards.build import (
    CREATURE,
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
    Become,
    CardDef,
    ChooseOne,
    Cost,
    Count,
    Damage,
    DamageBySpellsDamage,
    Delay,
    Destroy,
    Draw,
    ExchangeOwnership,
    Filter,
    FirstPrinted,
    FlipOnto,
    GainControl,
    MayPay,
    Mode,
    OnlyIf,
    Option,
    PreventDamage,
    ProduceInstead,
    Pump,
    Regenerate,
    RemoveFromCombat,
    Return,
    ShuffleInto,
    Static,
    Tap,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Active Volcano", types("Instant"), cost("{R}"), first_printed="LEG",
            modes=(Mode((Destroy("target:0"),),
                        (TargetSpec("permanent", filter=Filter(colors=frozenset({"U"}))),)),
                   Mode((Return("target:0", "hand"),),
                        (TargetSpec("permanent",
                                    filter=Filter(subtypes=frozenset({"Island"}))),))),
            text="Choose one \u2014\n\u2022 Destroy target blue permanent.\n\u2022 Return target "
                 "Island to its owner's hand."),
]

LEG: FirstPrinted = "LEG"

DEFENDER = "Defender (This creature can't attack.)"


def _other_kobolds(**changes: object) -> Static:
    """A lord's "Other Kobold creatures you control get/have ..." (604.1, 613)."""
    return Static(Filter(types=frozenset({"Creature"}), subtypes=frozenset({"Kobold"}),
                         controller="you", other=True), **changes)  # type: ignore[arg-type]


DEFS += [
    # -- batch E5 ------
    creature("Beasts of Bogardan", "{4}{R}", "Beast", 3, 3, kw("protection_from_red"),
             first_printed=LEG,
             statics=(Static("this", power=1, toughness=1,
                             as_long_as=Filter(controller="opponent", colors=frozenset({"W"}),
                                               token="nontoken")),),
             text="Protection from red\nBeasts of Bogardan gets +1/+1 as long as an opponent "
                  "controls a nontoken white permanent."),
    creature("Crimson Manticore", "{2}{R}{R}", "Manticore", 2, 2, kw("flying"),
             first_printed=LEG,
             abilities=(Activated(Cost(cost("{R}"), tap=True), (Damage(1, "target:0"),),
                                  (TargetSpec("creature", filter=Filter(
                                      combat="attacking_or_blocking")),)),),
             text="Flying\n{R}, {T}: Crimson Manticore deals 1 damage to target attacking or "
                  "blocking creature."),
    aura("Eternal Warrior", "{R}", CREATURE, Static("attached", keywords=kw("vigilance")),
         first_printed=LEG, text="Enchant creature\nEnchanted creature has vigilance."),
    aura("Giant Strength", "{R}{R}", CREATURE, Static("attached", power=2, toughness=2),
         first_printed=LEG, text="Enchant creature\nEnchanted creature gets +2/+2."),
    aura("Immolation", "{R}", CREATURE, Static("attached", power=2, toughness=-2),
         first_printed=LEG, text="Enchant creature\nEnchanted creature gets +2/-2."),
    creature("Kobold Drill Sergeant", "{1}{R}", "Kobold Soldier", 1, 2, first_printed=LEG,
             statics=(_other_kobolds(toughness=1, keywords=kw("trample")),),
             text="Other Kobold creatures you control get +0/+1 and have trample."),
    creature("Kobold Overlord", "{1}{R}", "Kobold", 1, 2, kw("first_strike"),
             first_printed=LEG,
             statics=(_other_kobolds(keywords=kw("first_strike")),),
             text="First strike\nOther Kobold creatures you control have first strike."),
    creature("Kobold Taskmaster", "{1}{R}", "Kobold", 1, 2, first_printed=LEG,
             statics=(_other_kobolds(power=1),),
             text="Other Kobold creatures you control get +1/+0."),
    creature("Mountain Yeti", "{2}{R}{R}", "Yeti", 3, 3,
             kw("mountainwalk", "protection_from_white"), first_printed=LEG,
             text="Mountainwalk (This creature can't be blocked as long as defending player "
                  "controls a Mountain.)\nProtection from white"),
    creature("Raging Bull", "{2}{R}", "Ox", 2, 2, first_printed=LEG),
    creature("Spinal Villain", "{2}{R}", "Beast", 1, 2, first_printed=LEG,
             abilities=(Activated(TAP, (Destroy("target:0"),),
                                  (TargetSpec("creature",
                                              filter=Filter(colors=frozenset({"U"}))),)),),
             text="{T}: Destroy target blue creature."),
    aura("The Brute", "{1}{R}", CREATURE, Static("attached", power=1), first_printed=LEG,
         abilities=(Activated(Cost(cost("{R}{R}{R}")), (Regenerate("attached"),)),),
         text="Enchant creature\nEnchanted creature gets +1/+0.\n{R}{R}{R}: Regenerate "
              "enchanted creature."),
    creature("Wall of Earth", "{1}{R}", "Wall", 0, 6, kw("defender"), DEFENDER,
             first_printed=LEG),
    creature("Wall of Heat", "{2}{R}", "Wall", 2, 6, kw("defender"), DEFENDER,
             first_printed=LEG),
    creature("Wall of Opposition", "{3}{R}{R}", "Wall", 0, 6, kw("defender"),
             DEFENDER + "\n{1}: Wall of Opposition gets +1/+0 until end of turn.",
             abilities=(Activated(Cost(cost("{1}")), (Pump(1, 0, "this"),)),),
             first_printed=LEG),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # one or more targets, all of the one specification (601.2c)
    CardDef("Dwarven Song", types("Instant"), cost("{R}"), first_printed="LEG",
            targets=(CREATURE,), target_count="one_or_more",
            effects=(Become("each_target", color="R"),),
            text="One or more target creatures become red until end of turn."),
    # the toughness is read as it resolves, and the -X locked in then (608.2c, 611.2c)
    CardDef("Blood Lust", types("Instant"), cost("{1}{R}"), first_printed=LEG,
            targets=(CREATURE,),
            effects=(OnlyIf("toughness_of:0", at_least=5, otherwise=(
                         Become("target:0", power=4, toughness="one_minus_toughness_of:0"),)),
                     Become("target:0", power=4, toughness=-4)),
            text="If target creature has toughness 5 or greater, it gets +4/-4 until end of "
                 "turn. Otherwise, it gets +4/-X until end of turn, where X is its toughness "
                 "minus 1."),
]

# -- batch B05 ------
DEFS += [
    creature("Quarum Trench Gnomes", "{3}{R}", "Gnome", 1, 1, first_printed="LEG",
             abilities=(Activated(TAP, (ProduceInstead("C", "target:0", of="W", until=""),),
                                  (TargetSpec("land", filter=Filter(
                                      subtypes=frozenset({"Plains"}))),)),),
             text="{T}: If target Plains is tapped for mana, it produces colorless mana instead "
                  "of white mana. (This effect lasts indefinitely.)"),
]

# -- batch B09 ----------------------------------------------------------------------
DEFS += [
    world("Gravity Sphere", "{2}{R}", first_printed="LEG",
          statics=(Static("each_creature", lose_keywords=frozenset({"flying"})),),
          text="All creatures lose flying."),
    world("Storm World", "{R}", first_printed="LEG",
          triggers=(Triggered("each_upkeep", (
              Damage(Count(Filter(), zone="hand", of="subject", times=-1, plus=4),
                     "subject"),)),),
          text="At the beginning of each player's upkeep, Storm World deals X damage to that "
               "player, where X is 4 minus the number of cards in their hand."),
    creature("Aerathi Berserker", "{2}{R}{R}{R}", "Human Berserker", 2, 4,
             kw("rampage_3"), rampage(3), first_printed="LEG"),
    creature("Frost Giant", "{3}{R}{R}{R}", "Giant", 4, 4, kw("rampage_2"),
             rampage(2), first_printed="LEG"),
    CardDef("Crevasse", types("Enchantment"), cost("{2}{R}"), first_printed="LEG",
            statics=(blockable_despite("mountainwalk"),),
            text="Creatures with mountainwalk can be blocked as though they didn't have "
                 "mountainwalk."),
]

# -- batch LX (left over from B09) ---------------------------------------------------
DEFS += [
    world("Land's Edge", "{1}{R}{R}", first_printed="LEG",
          abilities=(Activated(Cost(discard=1), (
              OnlyIf(Count(Filter(types=frozenset({"Land"})), zone="paid_this_way")),
              Damage(2, "target:0")), (TargetSpec("player_or_planeswalker"),),
              by="any_player"),),
          text="Discard a card: If the discarded card was a land card, Land's Edge deals 2 "
               "damage to target player or planeswalker. Any player may activate this "
               "ability."),
    world("Caverns of Despair", "{2}{R}{R}", first_printed="LEG",
          static_words=frozenset({"no_more_than_two_creatures_can_attack_each_combat",
                                  "no_more_than_two_creatures_can_block_each_combat"}),
          text="No more than two creatures can attack each combat.\nNo more than two "
               "creatures can block each combat."),
]

# -- batch B10 ----------------------------------------------------------------------
DEFS += [
    # red by their color indicator (204), though their mana cost is {0} (105.2)
    creature("Crimson Kobolds", "{0}", "Kobold", 0, 1, first_printed="LEG", color="R"),
    creature("Crookshank Kobolds", "{0}", "Kobold", 0, 1, first_printed="LEG", color="R"),
    creature("Kobolds of Kher Keep", "{0}", "Kobold", 0, 1, first_printed="LEG", color="R"),
]

DEFS += [
    # -- batch B10 ------
    CardDef("Glyph of Destruction", types("Instant"), cost("{R}"), first_printed="LEG",
            targets=(TargetSpec("creature", filter=Filter(
                subtypes=frozenset({"Wall"}), combat="blocking", controller="you")),),
            effects=(Become("target:0", power=10, until="end_of_combat"),
                     PreventDamage("all", "target:0"),
                     Delay(0, at="next_end_step", subject="target:0")),
            triggers=(Triggered("delayed", (Destroy("subject"),)),),
            text="Target blocking Wall you control gets +10/+0 until end of combat. Prevent "
                 "all damage that would be dealt to it this turn. Destroy it at the beginning "
                 "of the next end step."),
    # the division is announced as it is cast (601.2d), fixed: an illegal target's share
    # is lost (608.2b)
    CardDef("Pyrotechnics", types("Sorcery"), cost("{4}{R}"), first_printed="LEG",
            targets=(TargetSpec("any"),), target_count="one_or_more", divide=4,
            effects=(Damage("divided_as_cast", "each_target"),),
            text="Pyrotechnics deals 4 damage divided as you choose among any number of "
                 "targets."),
]

# -- batch B11 ----------------------------------------------------------------------
#: "the number of +1/+1 counters on it" (122.1)
_OOZE_COUNTERS = Count(Filter(this=True), counters="+1/+1")

DEFS += [
    # tap or untap, or neither, chosen as it resolves (608.2d), as Twiddle
    creature("Hyperion Blacksmith", "{1}{R}{R}", "Human Artificer", 2, 2, first_printed="LEG",
             abilities=(Activated(TAP, (ChooseOne((Option("tap", (Tap("target:0"),)),
                                                   Option("untap", (Untap("target:0"),)),
                                                   Option("neither"))),),
                                  (TargetSpec("permanent", filter=Filter(
                                      types=frozenset({"Artifact"}), controller="opponent")),)),),
             text="{T}: You may tap or untap target artifact an opponent controls."),
    # the counter first, then X is the counters on it as the payment is asked; not paid:
    # tapped even if the damage is prevented (608.2c)
    creature("Primordial Ooze", "{R}", "Ooze", 1, 1, kw("attacks_each_combat_if_able"),
             "Primordial Ooze attacks each combat if able.\nAt the beginning of your upkeep, "
             "put a +1/+1 counter on Primordial Ooze. Then you may pay {X}, where X is the "
             "number of +1/+1 counters on it. If you don't, tap Primordial Ooze and it deals "
             "X damage to you.", first_printed="LEG",
             triggers=(Triggered("your_upkeep", (
                 AddCounters("+1/+1", 1, "this"),
                 MayPay(cost("{1}"), unless=True, times=_OOZE_COUNTERS),
                 Tap("this"), Damage(_OOZE_COUNTERS, "you"))),)),
    # the blockers as it resolves; a prevention shield for the attacker and for each of
    # them, of their combat damage this turn (615.1)
    CardDef("Feint", types("Instant"), cost("{R}"), first_printed="LEG",
            targets=(TargetSpec("creature", filter=Filter(combat="attacking")),),
            effects=(Tap("each_creature_blocking_target:0"),
                     PreventDamage(to="anything", by="target_and_each_creature_blocking_it:0",
                                   combat=True)),
            text="Tap all creatures blocking target attacking creature. Prevent all combat "
                 "damage that would be dealt this turn by that creature and each creature "
                 "blocking it."),
    # each player draws as many as they shuffled in (the cards of theirs put into their
    # library this way)
    CardDef("Winds of Change", types("Sorcery"), cost("{R}"), first_printed="LEG",
            effects=(ShuffleInto("hand", "each_player"),
                     Draw(Count(Filter(), zone="library_this_way", of="that_player"),
                          "each_player")),
            text="Each player shuffles the cards from their hand into their library, then "
                 "draws that many cards."),
]

# -- batch C-ANTE ---------------------------------------------------------------------

DEFS += [
    # a dexterity card (Ambiguity A26): aimed at any number of creatures; a miss ("doesn't
    # turn completely over") has no effect
    CardDef("Falling Star", types("Sorcery"), cost("{2}{R}"), first_printed=LEG,
            effects=(FlipOnto(Filter(types=frozenset({"Creature"}))),
                     Damage(3, "landed_on"), Tap("each_creature_dealt_damage_this_way")),
            text="Flip Falling Star onto the playing area from a height of at least one foot. "
                 "Falling Star deals 3 damage to each creature it lands on. Tap all creatures "
                 "dealt damage by Falling Star. If Falling Star doesn't turn completely over "
                 "at least once during the flip, it has no effect."),
]

DEFS += [
    # the exchange of owners is permanent (407.3): it outlasts the game, and a subgame's
    # cards go home to their new owners (727.5)
    creature("Tempest Efreet", "{1}{R}{R}{R}", "Efreet", 3, 3, first_printed=LEG,
             ante_only=True,
             abilities=(Activated(Cost(tap=True, sacrifice=True), (
                 MayPay(cost("{0}"), life=10, who="target:0", unless=True),
                 ExchangeOwnership("target:0")), (TargetSpec("opponent"),)),),
             text="Remove Tempest Efreet from your deck before playing if you're not playing "
                  "for ante.\n{T}, Sacrifice Tempest Efreet: Target opponent may pay 10 life. "
                  "If that player doesn't, they reveal a card at random from their hand. "
                  "Exchange ownership of the revealed card and Tempest Efreet. Put the "
                  "revealed card into your hand and Tempest Efreet from anywhere into that "
                  "player's graveyard. This change in ownership is permanent."),
]

# -- batch C-HIST ------
DEFS += [
    # the sorcery's damage this turn, after prevention, in the game's record of its turn;
    # the player and the spell are chosen as it resolves (no target)
    CardDef("Backdraft", types("Instant"), cost("{1}{R}"), first_printed=LEG,
            effects=(DamageBySpellsDamage(),),
            text="Choose a player who cast one or more sorcery spells this turn. Backdraft "
                 "deals damage to that player equal to half the damage dealt by one of those "
                 "sorcery spells this turn, rounded down."),
    # each creature it blocks (509.1, 603.2) can't attack through its controller's next
    # turn (508.1a)
    creature("Wall of Dust", "{2}{R}", "Wall", 1, 4, kw("defender"), first_printed=LEG,
             triggers=(Triggered("blocks_a_creature", (Become(
                 "subject", keywords=kw("cant_attack"),
                 until="end_of_its_controllers_next_turn"),)),),
             text=DEFENDER + "\nWhenever Wall of Dust blocks a creature, that creature "
                             "can't attack during its controller's next turn."),
    # the damage dealt to it this turn by other objects named Blazing Effigy, read as it
    # last existed on the battlefield (608.2h); no creature to target: nothing (2004)
    creature("Blazing Effigy", "{1}{R}", "Elemental", 0, 3, first_printed=LEG,
             triggers=(Triggered("this_dies", (Damage(Count(
                 Filter(name="Blazing Effigy", other=True),
                 zone="damage_dealt_to_this_this_turn", plus=3), "target:0"),),
                 (CREATURE,)),),
             text="When Blazing Effigy dies, it deals X damage to target creature, where X is 3 "
                  "plus the amount of damage dealt to Blazing Effigy this turn by other sources "
                  "named Blazing Effigy."),
]

# -- batch MISC ------
DEFS += [
    creature("Firestorm Phoenix", "{4}{R}{R}", "Phoenix", 3, 2,
             kw("flying", "returned_to_hand_if_it_would_die"), first_printed="LEG",
             text="Flying\nIf Firestorm Phoenix would die, return it to its owner's hand "
                  "instead. Until that player's next turn, that player plays with that card "
                  "revealed in their hand and can't play it."),
]

# -- batch C-TURN --------------------------------------------------------------------------
DEFS += [
    # untapped and out of combat (506.4), then its caster's until end of turn (613.1b): it
    # may block in that combat as its new controller's creature (2009 ruling)
    CardDef("Disharmony", types("Instant"), cost("{2}{R}"), first_printed="LEG",
            cast_only="during_combat_before_blockers_are_declared",
            targets=(TargetSpec("creature", filter=Filter(combat="attacking")),),
            effects=(Untap("target:0"), RemoveFromCombat("target:0"),
                     GainControl("target:0", "you", until="end_of_turn")),
            text="Cast this spell only during combat before blockers are declared.\n"
                 "Untap target attacking creature and remove it from combat. Gain control "
                 "of that creature until end of turn."),
]
