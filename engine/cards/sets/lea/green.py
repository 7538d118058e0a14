"""Alpha (1993), with Beta and Unlimited: the green cards first printed there.

Living Lands makes each Forest a 1/1 creature (layers 4 and 7b), Gaea's Liege defines
its power and toughness by a count of Forests that depends on whether it attacks (layer
7a) and makes a land a Forest until it leaves (305.7, 611.2b), Hurricane and Tsunami act
on the permanents a filter picks, Aspect of Wolf's Aura counts Forests, halved.
"""

from __future__ import annotations

from shahrazad.cards.build import (
    ARTIFACT,
    CREATURE,
    LAND,
    PLAYER,
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
    AttachThis,
    Become,
    CardDef,
    Cost,
    Count,
    Counter,
    Damage,
    Delay,
    Destroy,
    Draw,
    Filter,
    FirstPrinted,
    GainLife,
    Grant,
    LookAtTop,
    May,
    MayPay,
    Regenerate,
    RemoveCounters,
    Shuffle,
    Static,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

LEA: FirstPrinted = "LEA"

_FORESTS = frozenset({"Forest"})

def _forests(controller: str, half: str = "") -> Count:
    return Count(Filter(subtypes=_FORESTS, controller=controller), half)  # type: ignore[arg-type]

#: "at the beginning of the upkeep of enchanted creature's controller, this deals 1
#: damage to that player"
_UPKEEP_DAMAGE = Triggered("enchanted_permanents_controllers_upkeep", (Damage(1, "subject"),))

#: "Whenever this blocks or becomes blocked by a non-Wall creature, destroy that creature
#: at end of combat": the trigger, and the delayed trigger it sets up (603.7)
_PETRIFY = (Triggered("blocks_or_becomes_blocked_by_a_non_wall_creature", (Delay(1),)),
            Triggered("delayed", (Destroy("subject"),)))


DEFS: list[CardDef] = [
    creature("Gaea's Liege", "{3}{G}{G}{G}", "Avatar", 0, 0, first_printed=LEA,
             statics=(Static("this", defines=True, set_power=_forests("you"),
                             set_toughness=_forests("you"),
                             as_long_as=Filter(this=True, combat="not_attacking")),
                      Static("this", defines=True, set_power=_forests("defending_player"),
                             set_toughness=_forests("defending_player"),
                             as_long_as=Filter(this=True, combat="attacking"))),
             abilities=(Activated(TAP, (Become("target:0", land_types=_FORESTS,
                                               until="this_leaves_the_battlefield"),),
                                  (LAND,)),),
             text="As long as Gaea's Liege isn't attacking, its power and toughness are each "
                  "equal to the number of Forests you control. As long as Gaea's Liege is "
                  "attacking, its power and toughness are each equal to the number of Forests "
                  "defending player controls.\n{T}: Target land becomes a Forest until Gaea's "
                  "Liege leaves the battlefield."),
    CardDef("Living Lands", types("Enchantment"), cost("{3}{G}"), first_printed=LEA,
            statics=(Static(Filter(subtypes=_FORESTS), types=frozenset({"Creature"}),
                            set_power=1, set_toughness=1),),
            text="All Forests are 1/1 creatures that are still lands."),
    CardDef("Lifelace", types("Instant"), cost("{G}"), first_printed=LEA,
            targets=(TargetSpec("spell_or_permanent"),),
            effects=(Become("target:0", color="G", until=""),),
            text="Target spell or permanent becomes green. (Mana symbols on that permanent "
                 "remain unchanged.)"),
    CardDef("Hurricane", types("Sorcery"), cost("{X}{G}"), first_printed=LEA,
            effects=(Damage("X", Filter(types=frozenset({"Creature"}),
                                        keywords=frozenset({"flying"})), "each_player"),),
            text="Hurricane deals X damage to each creature with flying and each player."),
    CardDef("Tsunami", types("Sorcery"), cost("{3}{G}"), first_printed=LEA,
            effects=(Destroy(Filter(subtypes=frozenset({"Island"}))),),
            text="Destroy all Islands."),
    CardDef("Tranquility", types("Sorcery"), cost("{2}{G}"), first_printed=LEA,
            effects=(Destroy(Filter(types=frozenset({"Enchantment"}))),),
            text="Destroy all enchantments."),
    aura("Web", "{G}", CREATURE,
         Static("attached", toughness=2, keywords=frozenset({"reach"})), first_printed=LEA,
         text="Enchant creature (Target a creature as you cast this. This card enters the "
              "battlefield attached to that creature.)\nEnchanted creature gets +0/+2 and has "
              "reach. (It can block creatures with flying.)"),
    aura("Aspect of Wolf", "{1}{G}", CREATURE,
         Static("attached", power=_forests("you", "down"), toughness=_forests("you", "up")),
         first_printed=LEA,
         text="Enchant creature\nEnchanted creature gets +X/+Y, where X is half the number "
              "of Forests you control, rounded down, and Y is half the number of Forests you "
              "control, rounded up."),
    CardDef("Ice Storm", types("Sorcery"), cost("{2}{G}"), first_printed=LEA,
            targets=(LAND,), effects=(Destroy("target:0"),), text="Destroy target land."),
    CardDef("Stream of Life", types("Sorcery"), cost("{X}{G}"), first_printed=LEA,
            targets=(PLAYER,), effects=(GainLife("X", "target:0"),),
            text="Target player gains X life."),
    creature("Force of Nature", "{2}{G}{G}{G}{G}", "Elemental", 8, 8, kw("trample"),
             first_printed=LEA,
             triggers=(Triggered("your_upkeep", (MayPay(cost("{G}{G}{G}{G}"), unless=True),
                                                 Damage(8, "you"))),),
             text="Trample (This creature can deal excess combat damage to the player or "
                  "planeswalker it's attacking.)\nAt the beginning of your upkeep, Force of "
                  "Nature deals 8 damage to you unless you pay {G}{G}{G}{G}."),
    creature("Ley Druid", "{2}{G}", "Human Druid", 1, 1, first_printed=LEA,
             abilities=(Activated(TAP, (Untap("target:0"),), (LAND,)),),
             text="{T}: Untap target land."),
    CardDef("Lifeforce", types("Enchantment"), cost("{G}{G}"), first_printed=LEA,
            abilities=(Activated(Cost(cost("{G}{G}")), (Counter(),),
                                 (TargetSpec("spell", filter=Filter(colors=frozenset({"B"}))),)),),
            text="{G}{G}: Counter target black spell."),
    creature("Verduran Enchantress", "{1}{G}{G}", "Human Druid", 0, 2, first_printed=LEA,
             triggers=(Triggered("a_spell_is_cast", (May(), Draw(1)),
                                 filter=Filter(types=frozenset({"Enchantment"}),
                                               controller="you")),),
             text="Whenever you cast an enchantment spell, you may draw a card."),
    aura("Wanderlust", "{2}{G}", CREATURE, triggers=(_UPKEEP_DAMAGE,), first_printed=LEA,
         text="Enchant creature\nAt the beginning of the upkeep of enchanted creature's "
              "controller, Wanderlust deals 1 damage to that player."),
    creature("Ironroot Treefolk", "{4}{G}", "Treefolk", 3, 5, first_printed=LEA),
    creature("Scryb Sprites", "{G}", "Faerie", 1, 1, kw("flying"), "Flying", first_printed=LEA),
    creature("Elvish Archers", "{1}{G}", "Elf Archer", 2, 1, kw("first_strike"), "First strike",
             first_printed=LEA),
    creature("Shanodin Dryads", "{G}", "Nymph Dryad", 1, 1, kw("forestwalk"),
             "Forestwalk (This creature can't be blocked as long as defending player controls "
             "a Forest.)", first_printed=LEA),
    creature("Giant Spider", "{3}{G}", "Spider", 2, 4, kw("reach"),
             "Reach (This creature can block creatures with flying.)", first_printed=LEA),
    creature("Cockatrice", "{3}{G}{G}", "Cockatrice", 2, 4, kw("flying"), triggers=_PETRIFY,
             text="Flying. Whenever Cockatrice blocks or becomes blocked by a non-Wall "
                  "creature, destroy that creature at end of combat.",
             first_printed=LEA),
    creature("Thicket Basilisk", "{3}{G}{G}", "Basilisk", 2, 4, triggers=_PETRIFY,
             text="Whenever Thicket Basilisk blocks or becomes blocked by a non-Wall "
                  "creature, destroy that creature at end of combat.",
             first_printed=LEA),
    creature("Timber Wolves", "{G}", "Wolf", 1, 1, kw("banding"),
             "Banding (Any creatures with banding, and up to one without, can attack in a "
             "band. Bands are blocked as a group. If any creatures with banding you control "
             "are blocking or being blocked by a creature, you divide that creature's combat "
             "damage, not its controller, among any of the creatures it's being blocked by "
             "or is blocking.)",
             first_printed=LEA),
    creature("Wall of Wood", "{G}", "Wall", 0, 3, kw("defender"),
             "Defender (This creature can't attack.)",
             first_printed=LEA),
    creature("Wall of Ice", "{2}{G}", "Wall", 0, 7, kw("defender"),
             "Defender (This creature can't attack.)",
             first_printed=LEA),
    creature("Wall of Brambles", "{2}{G}", "Plant Wall", 2, 3, kw("defender"),
             abilities=(Activated(Cost(cost("{G}")), (Regenerate("this"),)),),
             text="Defender (This creature can't attack.) {G}: Regenerate Wall of Brambles.",
             first_printed=LEA),
    # -- batch E1 ------
    CardDef("Regeneration", types("Enchantment"), cost("{1}{G}"), subtypes=frozenset({"Aura"}),
            enchant=CREATURE, first_printed=LEA,
            abilities=(Activated(Cost(cost("{G}")), (Regenerate("attached"),)),),
            text="Enchant creature (Target a creature as you cast this. This card enters the "
                 "battlefield attached to that creature.)\n{G}: Regenerate enchanted "
                 "creature. (The next time that creature would be destroyed this turn, it "
                 "isn't. Instead tap it, remove all damage from it, and remove it from "
                 "combat.)"),
]

# -- batch B01 ------
DEFS += [
    creature("Fungusaur", "{3}{G}", "Fungus Dinosaur", 2, 2, first_printed=LEA,
             triggers=(Triggered("a_permanent_is_dealt_damage",
                                 (AddCounters("+1/+1", 1, "this"),),
                                 filter=Filter(this=True)),),
             text="Whenever Fungusaur is dealt damage, put a +1/+1 counter on it."),
    aura("Living Artifact", "{G}", ARTIFACT, first_printed=LEA,
         triggers=(Triggered("you_are_dealt_damage",
                             (AddCounters("vitality", "that_many", "this"),)),
                   Triggered("your_upkeep", (RemoveCounters("vitality", 1, "this", optional=True),
                                             GainLife(1)))),
         text="Enchant artifact\nWhenever you're dealt damage, put that many vitality "
              "counters on Living Artifact.\nAt the beginning of your upkeep, you may remove a "
              "vitality counter from Living Artifact. If you do, you gain 1 life."),
    aura("Kudzu", "{1}{G}{G}", LAND, first_printed=LEA,
         triggers=(Triggered("a_permanent_becomes_tapped",
                             (Destroy("subject"),
                              AttachThis("controller_of_subject",
                                         Filter(types=frozenset({"Land"})))),
                             filter=Filter(attached=True)),),
         text="Enchant land\nWhen enchanted land becomes tapped, destroy it. That land's "
              "controller may attach Kudzu to a land of their choice."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Wild Growth", types("Enchantment"), cost("{G}"), subtypes=frozenset({"Aura"}),
            first_printed=LEA, enchant=LAND,
            triggers=(Triggered("tapped_for_mana", (AddMana("G"),),
                                filter=Filter(attached=True)),),
            text="Enchant land\nWhenever enchanted land is tapped for mana, its controller "
                 "adds an additional {G}."),
    CardDef("Fastbond", types("Enchantment"), cost("{G}"), first_printed=LEA,
            static_words=frozenset({"you_may_play_any_number_of_lands"}),
            triggers=(Triggered("you_play_a_land_after_the_first", (Damage(1, "you"),)),),
            text="You may play any number of lands on each of your turns.\nWhenever you play "
                 "a land, if it wasn't the first land you played this turn, Fastbond deals 1 "
                 "damage to you."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # the caster alone sees the three cards and orders them (400.2, 401.2); then may have
    # that player shuffle (targeted: 2007 ruling)
    CardDef("Natural Selection", types("Instant"), cost("{G}"), first_printed=LEA,
            targets=(PLAYER,),
            effects=(LookAtTop(3, "target:0"), May(), Shuffle("target:0")),
            text="Look at the top three cards of target player's library, then put them "
                 "back in any order. You may have that player shuffle."),
]

# -- batch B03 ------
DEFS += [
    # "can attack as though it had haste" only attacks: it doesn't let the creature use
    # {T} abilities; the {0} untap is the Aura controller's, only in their turn, once
    aura("Instill Energy", "{G}", CREATURE,
         Static("attached", keywords=frozenset({"can_attack_as_though_it_had_haste"})),
         abilities=(Activated(Cost(), (Untap("attached"),), condition="only_during_your_turn",
                              limit=1),),
         first_printed=LEA,
         text="Enchant creature\nEnchanted creature can attack as though it had haste.\n"
              "{0}: Untap enchanted creature. Activate only during your turn and only once "
              "each turn."),
    # +X/+0 with X its power as Berserk resolves (611.2c: locked in); the delayed ability
    # destroys it at the next end step only if it attacked this turn, a creature or not
    CardDef("Berserk", types("Instant"), cost("{G}"), first_printed=LEA,
            cast_only="before_the_combat_damage_step",
            targets=(TargetSpec("creature"),),
            effects=(Become("target:0", keywords=frozenset({"trample"}), power="power_of:0"),
                     Delay(0, at="next_end_step", subject="target:0")),
            triggers=(Triggered("delayed", (Destroy("subject", if_it=Filter(
                attacked_this_turn=True)),)),),
            text="Cast this spell only before the combat damage step.\nTarget creature gains "
                 "trample and gets +X/+0 until end of turn, where X is its power. At the "
                 "beginning of the next end step, destroy that creature if it attacked this "
                 "turn."),
]

# -- batch LX (left over from B03) ---------------------------------------------------
DEFS += [
    # a requirement on every creature able to block the enchanted creature (509.1c); it
    # gives no creature the ability to block it (2017 ruling)
    aura("Lure", "{1}{G}{G}", CREATURE,
         Static("attached", keywords=kw("all_creatures_able_to_block_it_do_so")),
         first_printed=LEA,
         text="Enchant creature\nAll creatures able to block enchanted creature do so."),
]

# -- batch D-PILES ------
DEFS += [
    # instead of declaring blockers (509.1), each defending player divides creatures into
    # piles, one for each attacker (700.3, the decision `piles`), assigned at random (an
    # event); each creature in a pile blocks that pile's attacker if it can
    CardDef("Camouflage", types("Instant"), cost("{G}"), first_printed=LEA,
            cast_only="during_your_declare_attackers_step",
            effects=(Grant("blockers_in_piles", "you", "end_of_turn"),),
            text="Cast this spell only during your declare attackers step.\nThis turn, "
                 "instead of declaring blockers, each defending player chooses any number of "
                 "creatures they control and divides them into a number of piles equal to "
                 "the number of attacking creatures for whom that player is the defending "
                 "player. Creatures those players control that can block additional "
                 "creatures may likewise be put into additional piles. Assign each pile to a "
                 "different one of those attacking creatures at random. Each creature in a "
                 "pile that can block the creature that pile is assigned to does so. (Piles "
                 "can be empty.)"),
]
