"""Legends (1994): the blue cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import (
    ANY,
    CREATURE,
    TAP,
    aura,
    blockable_despite,
    cost,
    creature,
    kw,
    types,
    world,
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
    Discard,
    DoesntUntap,
    ExchangeHighest,
    Exile,
    Filter,
    FirstPrinted,
    MayPay,
    Mode,
    PreventDamage,
    RedirectDamage,
    RemoveCounters,
    Return,
    ReturnChosen,
    Sacrifice,
    Static,
    StaticShield,
    Tap,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch E4 ----------------------------------------------------------------------
DEFS += [
    CardDef("Acid Rain", types("Sorcery"), cost("{3}{U}"), first_printed="LEG",
            effects=(Destroy(Filter(subtypes=frozenset({"Forest"}))),),
            text="Destroy all Forests."),
    creature("Azure Drake", "{3}{U}", "Drake", 2, 4, kw("flying"), "Flying",
             first_printed="LEG"),
    CardDef("Boomerang", types("Instant"), cost("{U}{U}"), first_printed="LEG",
            targets=(TargetSpec("permanent"),), effects=(Return("target:0"),),
            text="Return target permanent to its owner's hand."),
    creature("Devouring Deep", "{2}{U}", "Fish", 1, 2, kw("islandwalk"),
             "Islandwalk (This creature can't be blocked as long as defending player "
             "controls an Island.)", first_printed="LEG"),
    CardDef("Flash Counter", types("Instant"), cost("{1}{U}"), first_printed="LEG",
            targets=(TargetSpec("spell", filter=Filter(types=frozenset({"Instant"}))),),
            effects=(Counter("target:0"),), text="Counter target instant spell."),
    creature("Psionic Entity", "{4}{U}", "Illusion", 2, 2,
             abilities=(Activated(TAP, (Damage(2, "target:0"), Damage(3, "this")), (ANY,)),),
             text="{T}: Psionic Entity deals 2 damage to any target and 3 damage to itself.",
             first_printed="LEG"),
    CardDef("Remove Soul", types("Instant"), cost("{1}{U}"), first_printed="LEG",
            targets=(TargetSpec("spell", filter=Filter(types=frozenset({"Creature"}))),),
            effects=(Counter("target:0"),), text="Counter target creature spell."),
    # a redirection keyed to a spell on the stack: whatever it deals this turn, to anything,
    # is dealt to its controller instead (614.9)
    CardDef("Reverberation", types("Instant"), cost("{2}{U}{U}"), first_printed="LEG",
            targets=(TargetSpec("spell", filter=Filter(types=frozenset({"Sorcery"}))),),
            effects=(RedirectDamage("controller_of:0", to="anything", by="target:0"),),
            text="All damage that would be dealt this turn by target sorcery spell is dealt "
                 "to that spell's controller instead."),
    creature("Segovian Leviathan", "{4}{U}", "Leviathan", 3, 3, kw("islandwalk"),
             "Islandwalk (This creature can't be blocked as long as defending player "
             "controls an Island.)", first_printed="LEG"),
    creature("Wall of Vapor", "{3}{U}", "Wall", 0, 1, kw("defender"),
             shields=(StaticShield("this", "creatures_it_blocks"),),
             text="Defender (This creature can't attack.)\nPrevent all damage that would be "
                  "dealt to Wall of Vapor by creatures it's blocking.", first_printed="LEG"),
    creature("Zephyr Falcon", "{1}{U}", "Bird", 1, 1, kw("flying", "vigilance"),
             "Flying, vigilance", first_printed="LEG"),
]

# -- batch B01 ------
_LEG: FirstPrinted = "LEG"

DEFS += [
    aura("Backfire", "{U}", CREATURE, first_printed=_LEG,
         triggers=(Triggered("a_permanent_deals_damage_to_you",
                             (Damage("that_many", "controller_of_subject"),),
                             filter=Filter(attached=True)),),
         text="Enchant creature\nWhenever enchanted creature deals damage to you, Backfire "
              "deals that much damage to that creature's controller."),
    CardDef("Enchantment Alteration", types("Instant"), cost("{U}"), first_printed=_LEG,
            targets=(TargetSpec("aura_attached_to_a_creature_or_land"),),
            effects=(AttachThis("you", Filter(types=frozenset({"Creature", "Land"})),
                                optional=False, what="target:0", like_host=True),),
            text="Attach target Aura attached to a creature or land to another permanent of "
                 "that type."),
    CardDef("Recall", types("Sorcery"), cost("{X}{X}{U}"), first_printed=_LEG,
            effects=(Discard("X", "you", how="chosen"),
                     ReturnChosen(Count(Filter(), zone="graveyard_this_way")),
                     Exile("this")),
            text="Discard X cards, then return a card from your graveyard to your hand for "
                 "each card discarded this way. Exile Recall."),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Force Spike", types("Instant"), cost("{U}"), first_printed="LEG",
            targets=(TargetSpec("spell"),),
            effects=(MayPay(cost("{1}"), unless=True, who="controller_of:0"),
                     Counter("target:0")),
            text="Counter target spell unless its controller pays {1}."),
    CardDef("Flash Flood", types("Instant"), cost("{U}"), first_printed="LEG",
            modes=(Mode((Destroy("target:0"),),
                        (TargetSpec("permanent", filter=Filter(colors=frozenset({"R"}))),)),
                   Mode((Return("target:0", "hand"),),
                        (TargetSpec("permanent",
                                    filter=Filter(subtypes=frozenset({"Mountain"}))),))),
            text="Choose one \u2014\n\u2022 Destroy target red permanent.\n\u2022 Return target "
                 "Mountain to its owner's hand."),
    CardDef("Reset", types("Instant"), cost("{U}{U}"), first_printed="LEG",
            cast_only="during_an_opponents_turn_after_upkeep",
            effects=(Untap(Filter(types=frozenset({"Land"}), controller="you")),),
            text="Cast this spell only during an opponent's turn after their upkeep step.\n"
                 "Untap all lands you control."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # one or more targets, all of the one specification (601.2c)
    CardDef("Sea Kings' Blessing", types("Instant"), cost("{U}"), first_printed="LEG",
            targets=(CREATURE,), target_count="one_or_more",
            effects=(Become("each_target", color="U"),),
            text="One or more target creatures become blue until end of turn."),
    # the target must be untapped as it resolves, so a legal one is tapped: "if you do"
    CardDef("Energy Tap", types("Sorcery"), cost("{U}"), first_printed="LEG",
            targets=(TargetSpec("creature", filter=Filter(controller="you",
                                                          tapped="untapped")),),
            effects=(Tap("target:0"), AddMana("C", "mana_value_of:0")),
            text="Tap target untapped creature you control. If you do, add an amount of {C} "
                 "equal to that creature's mana value."),
]

# -- batch B09 ----------------------------------------------------------------------
DEFS += [
    world("In the Eye of Chaos", "{2}{U}", first_printed="LEG",
          triggers=(Triggered("a_spell_is_cast", (
              MayPay(cost("{X}"), unless=True, who="controller_of_subject"),
              Counter("subject")), filter=Filter(types=frozenset({"Instant"}))),),
          text="Whenever a player casts an instant spell, counter it unless that player pays "
               "{X}, where X is its mana value."),
    CardDef("Undertow", types("Enchantment"), cost("{2}{U}"), first_printed="LEG",
            statics=(blockable_despite("islandwalk"),),
            text="Creatures with islandwalk can be blocked as though they didn't have islandwalk."),
]

# -- batch B07 ---------------------------------------------------------------------------
_TIME_OUT = (Delay(2, subject="this"),)
DEFS += [
    creature("Time Elemental", "{2}{U}", "Elemental", 0, 2, first_printed="LEG",
             triggers=(Triggered("attacks", _TIME_OUT), Triggered("blocks", _TIME_OUT),
                       Triggered("delayed", (Sacrifice("subject"), Damage(5, "you")))),
             abilities=(Activated(Cost(cost("{2}{U}{U}"), tap=True), (Return("target:0"),),
                                  (TargetSpec("permanent", filter=Filter(enchanted=False)),)),),
             text="When Time Elemental attacks or blocks, at end of combat, sacrifice it and "
                  "it deals 5 damage to you.\n{2}{U}{U}, {T}: Return target permanent that "
                  "isn't enchanted to its owner's hand."),
]
DEFS += [
    aura("Gaseous Form", "{2}{U}", CREATURE, first_printed="LEG",
         shields=(StaticShield("attached", combat=True),
                  StaticShield("anything", dealt_by="attached", combat=True)),
         text="Enchant creature\nPrevent all combat damage that would be dealt to and dealt by "
              "enchanted creature."),
]
DEFS += [
    CardDef("Silhouette", types("Instant"), cost("{1}{U}"), first_printed="LEG",
            targets=(CREATURE,),
            effects=(PreventDamage("all", "target:0", targeting_it=True),),
            text="Choose target creature. If a spell or ability that targets that creature would "
                 "cause a source to deal damage to that creature this turn, prevent that damage."),
]

# -- batch B06 ------
DEFS += [
    # the creature stays tapped through its controller's next two untap steps, whoever
    # controls it then (502.3)
    CardDef("Telekinesis", types("Instant"), cost("{U}{U}"), first_printed="LEG",
            targets=(TargetSpec("creature"),),
            effects=(Tap("target:0"),
                     PreventDamage("all", "anything", by="target:0", combat=True),
                     DoesntUntap("target:0", until="its_controllers_next_two_untap_steps")),
            text="Tap target creature. Prevent all combat damage that would be dealt by that "
                 "creature this turn. It doesn't untap during its controller's next two untap "
                 "steps."),
]

# -- batch B06 ------
DEFS += [
    # X is the spell's X (107.3m); the counters are on the creature, so they stay if the
    # Aura goes
    aura("Venarian Gold", "{X}{U}{U}", CREATURE,
         Static(Filter(attached=True, with_counter="sleep"), cant="untap"),
         first_printed="LEG",
         triggers=(Triggered("enters_battlefield", (Tap("attached"),
                                                    AddCounters("sleep", "X", "attached"))),
                   Triggered("enchanted_permanents_controllers_upkeep",
                             (RemoveCounters("sleep", 1, "attached"),))),
         text="Enchant creature\nWhen Venarian Gold enters the battlefield, tap enchanted "
              "creature and put X sleep counters on it.\nEnchanted creature doesn't untap "
              "during its controller's untap step if it has a sleep counter on it.\nAt the "
              "beginning of the upkeep of enchanted creature's controller, remove a sleep "
              "counter from that creature."),
]

DEFS += [
    # untargeted permanents (shroud wouldn't help them); a side with none: that part does
    # nothing; ties: their controller chooses (701.12)
    CardDef("Juxtapose", types("Sorcery"), cost("{3}{U}"), first_printed="LEG",
            targets=(TargetSpec("player"),),
            effects=(ExchangeHighest(Filter(types=frozenset({"Creature"}))),
                     ExchangeHighest(Filter(types=frozenset({"Artifact"})))),
            text="You and target player exchange control of the creature you each control "
                 "with the highest mana value. Then exchange control of artifacts the same "
                 "way. If two or more permanents a player controls are tied for highest, their "
                 "controller chooses one of them."),
]
