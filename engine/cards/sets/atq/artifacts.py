"""Antiquities (1994): the colorless artifacts first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ANY, TAP, cost, kw, types
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    AddMana,
    Become,
    CardDef,
    ChooseOne,
    ChooseWord,
    Cost,
    Count,
    CreateToken,
    Damage,
    Delay,
    Destroy,
    Discard,
    Draw,
    Duration,
    ExchangeOwnership,
    Exile,
    Filter,
    FirstPrinted,
    GainLife,
    GrantKeyword,
    MayPay,
    Mill,
    OnlyIf,
    Option,
    PreventDamage,
    Pump,
    Regenerate,
    RemoveCounters,
    Return,
    ReturnNoted,
    Sacrifice,
    ShuffleInto,
    Static,
    StaticAbility,
    Tap,
    TargetSpec,
    Triggered,
    Untap,
)
from shahrazad.cards.sets.lea.artifacts import clockwork

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch B01 ------
_ATQ: FirstPrinted = "ATQ"
_ARTIFACT_YOU_CONTROL = Filter(types=frozenset({"Artifact"}), controller="you")

DEFS += [
    CardDef("Ivory Tower", types("Artifact"), cost("{1}"), first_printed=_ATQ,
            triggers=(Triggered("your_upkeep",
                                (GainLife(Count(Filter(), zone="hand", plus=-4)),)),),
            text="At the beginning of your upkeep, you gain X life, where X is the number of "
                 "cards in your hand minus 4."),
    CardDef("The Rack", types("Artifact"), cost("{1}"), first_printed=_ATQ,
            effects=(ChooseWord("opponent"),),
            triggers=(Triggered("chosen_players_upkeep", (
                Damage(Count(Filter(), zone="hand", of="subject", times=-1, plus=3),
                       "subject"),)),),
            text="As The Rack enters the battlefield, choose an opponent.\nAt the beginning of "
                 "the chosen player's upkeep, The Rack deals X damage to that player, where X "
                 "is 3 minus the number of cards in their hand."),
    CardDef("Tablet of Epityr", types("Artifact"), cost("{1}"), first_printed=_ATQ,
            triggers=(Triggered("a_permanent_is_put_into_a_graveyard",
                                (MayPay(cost("{1}")), GainLife(1)),
                                filter=_ARTIFACT_YOU_CONTROL),),
            text="Whenever an artifact you control is put into a graveyard from the "
                 "battlefield, you may pay {1}. If you do, you gain 1 life."),
    CardDef("Urza's Miter", types("Artifact"), cost("{3}"), first_printed=_ATQ,
            triggers=(Triggered("a_permanent_is_put_into_a_graveyard",
                                (MayPay(cost("{3}")), Draw(1)),
                                filter=_ARTIFACT_YOU_CONTROL, not_sacrificed=True),),
            text="Whenever an artifact you control is put into a graveyard from the "
                 "battlefield, if it wasn't sacrificed, you may pay {3}. If you do, draw a "
                 "card."),
    CardDef("Shapeshifter", types("Artifact", "Creature"), cost("{6}"), first_printed=_ATQ,
            subtypes=frozenset({"Shapeshifter"}), power=0, toughness=7,
            effects=(ChooseWord("number_0_to_7"),),
            triggers=(Triggered("your_upkeep", (ChooseWord("number_0_to_7"),)),),
            statics=(Static("this", defines=True, set_power="chosen_number",
                            set_toughness="seven_minus_chosen_number"),),
            text="As Shapeshifter enters the battlefield, choose a number between 0 and 7.\nAt "
                 "the beginning of your upkeep, you may choose a number between 0 and 7.\n"
                 "Shapeshifter's power is equal to the last chosen number and its toughness is "
                 "equal to 7 minus that number."),
]

ATQ: FirstPrinted = "ATQ"

_ATTACKING = Filter(types=frozenset({"Creature"}), combat="attacking")


def _artifact_creature(name: str, mana: str, subtype: str, power: int, toughness: int,
                       **more: object) -> CardDef:
    return CardDef(name, types("Artifact", "Creature"), cost(mana),
                   subtypes=frozenset({subtype}), power=power, toughness=toughness,
                   first_printed=ATQ, **more)  # type: ignore[arg-type]


DEFS += [
    # -- batch E2 ------
    CardDef("Amulet of Kroog", types("Artifact"), cost("{2}"), first_printed=ATQ,
            abilities=(Activated(Cost(cost("{2}"), tap=True), (PreventDamage(1, "target:0"),),
                                 (ANY,)),),
            text="{2}, {T}: Prevent the next 1 damage that would be dealt to any target this "
                 "turn."),
    # the creature stays an artifact if the counter goes (a type change for as long as it
    # exists, 611.2a)
    CardDef("Ashnod's Transmogrant", types("Artifact"), cost("{1}"), first_printed=ATQ,
            abilities=(Activated(Cost(tap=True, sacrifice=True), (
                AddCounters("+1/+1", 1, "target:0"),
                Become("target:0", types=frozenset({"Artifact"}), until="")),
                (TargetSpec("creature", filter=Filter(not_types=frozenset({"Artifact"}))),)),),
            text="{T}, Sacrifice Ashnod's Transmogrant: Put a +1/+1 counter on target "
                 "nonartifact creature. That creature becomes an artifact in addition to its "
                 "other types."),
    _artifact_creature("Clay Statue", "{4}", "Golem", 3, 1,
                       abilities=(Activated(Cost(cost("{2}")), (Regenerate("this"),)),),
                       text="{2}: Regenerate Clay Statue."),
    _artifact_creature("Dragon Engine", "{3}", "Construct", 1, 3,
                       abilities=(Activated(Cost(cost("{2}")), (Pump(1, 0, "this"),)),),
                       text="{2}: Dragon Engine gets +1/+0 until end of turn."),
    # the Sylex itself is one of them (its name was first printed in Antiquities)
    CardDef("Golgothian Sylex", types("Artifact"), cost("{4}"), first_printed=ATQ,
            abilities=(Activated(Cost(cost("{1}"), tap=True), (Sacrifice(
                Filter(token="nontoken", first_printed=frozenset({"ATQ"})),
                by="its_controller"),)),),
            text="{1}, {T}: Each nontoken permanent with a name originally printed in the "
                 "Antiquities expansion is sacrificed by its controller."),
    _artifact_creature("Grapeshot Catapult", "{4}", "Construct", 2, 3,
                       abilities=(Activated(TAP, (Damage(1, "target:0"),), (TargetSpec(
                           "creature", filter=Filter(keywords=frozenset({"flying"}))),)),),
                       text="{T}: Grapeshot Catapult deals 1 damage to target creature with "
                            "flying."),
    CardDef("Jalum Tome", types("Artifact"), cost("{3}"), first_printed=ATQ,
            abilities=(Activated(Cost(cost("{2}"), tap=True),
                                 (Draw(1), Discard(1, "you", how="chosen"))),),
            text="{2}, {T}: Draw a card, then discard a card."),
    CardDef("Mightstone", types("Artifact"), cost("{4}"), first_printed=ATQ,
            statics=(Static(_ATTACKING, power=1),),
            text="Attacking creatures get +1/+0."),
    _artifact_creature("Onulet", "{3}", "Construct", 2, 2,
                       triggers=(Triggered("this_dies", (GainLife(2),)),),
                       text="When Onulet dies, you gain 2 life."),
    _artifact_creature("Ornithopter", "{0}", "Thopter", 0, 2, keywords=kw("flying"),
                       text="Flying"),
    # "Return Rakalite to its owner's hand at the beginning of the next end step": a
    # delayed triggered ability about this Rakalite (603.7); once it has left the
    # battlefield it is a new object the ability doesn't find (400.7)
    CardDef("Rakalite", types("Artifact"), cost("{6}"), first_printed=ATQ,
            abilities=(Activated(Cost(cost("{2}")), (
                PreventDamage(1, "target:0"), Delay(0, at="next_end_step", subject="this")),
                (ANY,)),),
            triggers=(Triggered("delayed", (Return("subject", "hand"),)),),
            text="{2}: Prevent the next 1 damage that would be dealt to any target this turn. "
                 "Return Rakalite to its owner's hand at the beginning of the next end step."),
    CardDef("Staff of Zegon", types("Artifact"), cost("{4}"), first_printed=ATQ,
            abilities=(Activated(Cost(cost("{3}"), tap=True), (Pump(-2, 0),),
                                 (TargetSpec("creature"),)),),
            text="{3}, {T}: Target creature gets -2/-0 until end of turn."),
    # a triggered ability that adds mana uses the stack: it is no mana ability (605.5a)
    _artifact_creature("Su-Chi", "{4}", "Construct", 4, 4,
                       triggers=(Triggered("this_dies", (AddMana("C", 4),)),),
                       text="When Su-Chi dies, add {C}{C}{C}{C}."),
    _artifact_creature("Wall of Spears", "{3}", "Wall", 2, 3,
                       keywords=kw("defender", "first_strike"),
                       text="Defender (This creature can't attack.)\nFirst strike"),
    CardDef("Weakstone", types("Artifact"), cost("{4}"), first_printed=ATQ,
            statics=(Static(_ATTACKING, power=-1),),
            text="Attacking creatures get -1/-0."),
    _artifact_creature("Yotian Soldier", "{3}", "Soldier", 1, 4, keywords=kw("vigilance"),
                       text="Vigilance"),
]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Colossus of Sardia", types("Artifact", "Creature"), cost("{9}"),
            subtypes=frozenset({"Golem"}), power=9, toughness=9, keywords=kw("trample"),
            first_printed="ATQ", statics=(Static("this", cant="untap"),),
            abilities=(Activated(Cost(cost("{9}")), (Untap("this"),),
                                 condition="only_during_your_upkeep"),),
            text="Trample (This creature can deal excess combat damage to the player or "
                 "planeswalker it's attacking.)\nColossus of Sardia doesn't untap during your "
                 "untap step.\n{9}: Untap Colossus of Sardia. Activate only during your upkeep."),
    CardDef("Urza's Chalice", types("Artifact"), cost("{1}"), first_printed="ATQ",
            triggers=(Triggered("a_spell_is_cast", (MayPay(cost("{1}")), GainLife(1)),
                                filter=Filter(types=frozenset({"Artifact"}))),),
            text="Whenever a player casts an artifact spell, you may pay {1}. If you do, you "
                 "gain 1 life."),
    CardDef("Triskelion", types("Artifact", "Creature"), cost("{6}"),
            subtypes=frozenset({"Construct"}), power=1, toughness=1, first_printed="ATQ",
            as_enters=(AddCounters("+1/+1", 3, "this"),),
            abilities=(Activated(Cost(remove_counters=1), (Damage(1, "target:0"),), (ANY,)),),
            text="Triskelion enters the battlefield with three +1/+1 counters on it.\nRemove a "
                 "+1/+1 counter from Triskelion: It deals 1 damage to any target."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # the keyword is chosen as the ability resolves (608.2d)
    CardDef("Urza's Avenger", types("Artifact", "Creature"), cost("{6}"), first_printed=ATQ,
            subtypes=frozenset({"Shapeshifter"}), power=4, toughness=4,
            abilities=(Activated(Cost(cost("{0}")), (
                Pump(-1, -1, "this"),
                ChooseOne((Option("banding", (GrantKeyword("banding", "this"),)),
                           Option("flying", (GrantKeyword("flying", "this"),)),
                           Option("first-strike", (GrantKeyword("first_strike", "this"),)),
                           Option("trample", (GrantKeyword("trample", "this"),)))))),),
            text="{0}: Urza's Avenger gets -1/-1 and gains your choice of banding, flying, "
                 "first strike, or trample until end of turn. (Any creatures with banding, "
                 "and up to one without, can attack in a band. Bands are blocked as a group. "
                 "If any creatures with banding you control are blocking or being blocked by "
                 "a creature, you divide that creature's combat damage, not its controller, "
                 "among any of the creatures it's being blocked by or is blocking.)"),
    # "unless you discard a card" (608.2d); "if it deals damage to you this way": not
    # if the damage was prevented (608.2c)
    CardDef("Mishra's War Machine", types("Artifact", "Creature"), cost("{7}"),
            first_printed=ATQ, subtypes=frozenset({"Juggernaut"}), power=5, toughness=5,
            keywords=kw("banding"),
            triggers=(Triggered("your_upkeep", (
                Discard(1, "you", how="chosen", unless=True), Damage(3, "you"),
                OnlyIf("damage_dealt_this_way"), Tap("this"))),),
            text="Banding (Any creatures with banding, and up to one without, can attack in "
                 "a band. Bands are blocked as a group. If any creatures with banding you "
                 "control are blocking or being blocked by a creature, you divide that "
                 "creature's combat damage, not its controller, among any of the creatures "
                 "it's being blocked by or is blocking.)\nAt the beginning of your upkeep, "
                 "Mishra's War Machine deals 3 damage to you unless you discard a card. If "
                 "Mishra's War Machine deals damage to you this way, tap it."),
]

# -- batch B05 ------
DEFS += [
    CardDef("Feldon's Cane", types("Artifact"), cost("{1}"), first_printed="ATQ",
            abilities=(Activated(Cost(tap=True, exile=True),
                                 (ShuffleInto("graveyard", "you"),)),),
            text="{T}, Exile Feldon's Cane: Shuffle your graveyard into your library."),
    CardDef("Millstone", types("Artifact"), cost("{2}"), first_printed="ATQ",
            abilities=(Activated(Cost(cost("{2}"), tap=True), (Mill(2, "target:0"),),
                                 (TargetSpec("player"),)),),
            text="{2}, {T}: Target player mills two cards."),
    CardDef("Coral Helm", types("Artifact"), cost("{3}"), first_printed="ATQ",
            abilities=(Activated(Cost(cost("{3}"), discard=1, discard_at_random=True),
                                 (Pump(2, 2),), (TargetSpec("creature"),)),),
            text="{3}, Discard a card at random: Target creature gets +2/+2 until end of "
                 "turn."),
    CardDef("Armageddon Clock", types("Artifact"), cost("{6}"), first_printed="ATQ",
            triggers=(Triggered("your_upkeep", (AddCounters("doom", 1, "this"),)),
                      Triggered("your_draw_step", (Damage(Count(Filter(this=True),
                                                                counters="doom"),
                                                          "each_player"),))),
            abilities=(Activated(Cost(cost("{4}")), (RemoveCounters("doom", 1, "this"),),
                                 condition="only_during_an_upkeep", by="any_player"),),
            text="At the beginning of your upkeep, put a doom counter on Armageddon Clock.\n"
                 "At the beginning of your draw step, Armageddon Clock deals damage equal to "
                 "the number of doom counters on it to each player.\n{4}: Remove a doom "
                 "counter from Armageddon Clock. Any player may activate this ability but only "
                 "during any upkeep step."),
]

# -- batch B03 ------
DEFS += [
    _artifact_creature("Clockwork Avian", "{5}", "Bird", 0, 4, keywords=kw("flying"),
                       **clockwork("Clockwork Avian", 4, "Flying\n")),
]

# -- batch B08 ------
DEFS += [
    # "can't be blocked this turn" (509.1b), as Dwarven Warriors'; the power is checked as
    # a target (on activation and on resolution, 608.2b), not later
    CardDef("Tawnos's Wand", types("Artifact"), cost("{4}"), first_printed="ATQ",
            abilities=(Activated(Cost(cost("{2}"), tap=True),
                                 (Become("target:0", keywords=kw("cant_be_blocked")),),
                                 (TargetSpec("creature", filter=Filter(power_at_most=2)),)),),
            text="{2}, {T}: Target creature with power 2 or less can't be blocked this turn."),
]

DEFS += [
    CardDef("Obelisk of Undoing", types("Artifact"), cost("{1}"), first_printed="ATQ",
            abilities=(Activated(Cost(cost("{6}"), tap=True), (Return("target:0"),),
                                 (TargetSpec("permanent", filter=Filter(
                                     owner="you", controller="you")),)),),
            text="{6}, {T}: Return target permanent you both own and control to your hand."),
]

DEFS += [
    CardDef("Cursed Rack", types("Artifact"), cost("{4}"), first_printed="ATQ",
            effects=(ChooseWord("opponent"),),
            statics=(Static("this", max_hand_size=4),),
            text="As Cursed Rack enters the battlefield, choose an opponent.\nThe chosen "
                 "player's maximum hand size is four.")
]

# -- batch B06 ------
#: "You may choose not to untap [this] during your untap step" (502.3)
_OPTIONAL_UNTAP: frozenset[StaticAbility] = frozenset({"you_may_choose_not_to_untap_this"})
#: "for as long as [this] remains tapped" (611.2b)
_WHILE_TAPPED: Duration = "while_this_remains_tapped"

DEFS += [
    CardDef("Tawnos's Weaponry", types("Artifact"), cost("{2}"), first_printed="ATQ",
            static_words=_OPTIONAL_UNTAP,
            abilities=(Activated(Cost(cost("{2}"), tap=True),
                                 (Become("target:0", power=1, toughness=1,
                                         until=_WHILE_TAPPED),),
                                 (TargetSpec("creature"),)),),
            text="You may choose not to untap Tawnos's Weaponry during your untap step.\n"
                 "{2}, {T}: Target creature gets +1/+1 for as long as Tawnos's Weaponry "
                 "remains tapped."),
    CardDef("Ashnod's Battle Gear", types("Artifact"), cost("{2}"), first_printed="ATQ",
            static_words=_OPTIONAL_UNTAP,
            abilities=(Activated(Cost(cost("{2}"), tap=True),
                                 (Become("target:0", power=2, toughness=-2,
                                         until=_WHILE_TAPPED),),
                                 (TargetSpec("creature", filter=Filter(controller="you")),)),),
            text="You may choose not to untap Ashnod's Battle Gear during your untap step.\n"
                 "{2}, {T}: Target creature you control gets +2/-2 for as long as Ashnod's "
                 "Battle Gear remains tapped."),
]

DEFS += [
    # the form chosen as it enters is a choice its static abilities read (614.1c); each
    # sets its power and toughness like a characteristic-defining ability (7a)
    CardDef("Primal Clay", types("Artifact", "Creature"), cost("{4}"), first_printed="ATQ",
            subtypes=frozenset({"Shapeshifter"}), power=0, toughness=0,
            effects=(ChooseWord("listed", options=("3/3", "2/2_flying", "1/6_wall")),),
            statics=(Static("this", defines=True, set_power=3, set_toughness=3,
                            if_chosen="3/3"),
                     Static("this", defines=True, set_power=2, set_toughness=2,
                            keywords=kw("flying"), if_chosen="2/2_flying"),
                     Static("this", defines=True, set_power=1, set_toughness=6,
                            subtypes=frozenset({"Wall"}), keywords=kw("defender"),
                            if_chosen="1/6_wall")),
            text="As Primal Clay enters the battlefield, it becomes your choice of a 3/3 "
                 "artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall "
                 "artifact creature with defender in addition to its other types. (A creature "
                 "with defender can't attack.)"),
]

# -- batch LX (left over from B05) ---------------------------------------------------
DEFS += [
    # "Destroy Rocket Launcher at the beginning of the next end step": a delayed triggered
    # ability about this Rocket Launcher (603.7), set up only if the ability resolves
    CardDef("Rocket Launcher", types("Artifact"), cost("{4}"), first_printed=ATQ,
            abilities=(Activated(Cost(cost("{2}")), (
                Damage(1, "target:0"), Delay(0, at="next_end_step", subject="this")), (ANY,),
                condition="only_if_controlled_since_your_most_recent_turn"),),
            triggers=(Triggered("delayed", (Destroy("subject"),)),),
            text="{2}: Rocket Launcher deals 1 damage to any target. Destroy Rocket Launcher "
                 "at the beginning of the next end step. Activate only if you've controlled "
                 "Rocket Launcher continuously since the beginning of your most recent turn."),
]

# -- batch B07 -------------------------------------------------------------------------
DEFS += [
    CardDef("Battering Ram", types("Artifact", "Creature"), cost("{2}"), first_printed="ATQ",
            subtypes=frozenset({"Construct"}), power=1, toughness=1,
            triggers=(Triggered("beginning_of_combat_on_your_turn",
                                (GrantKeyword("banding", "this", until="end_of_combat"),)),
                      Triggered("becomes_blocked_by_a_creature", (Delay(2),),
                                filter=Filter(subtypes=frozenset({"Wall"}))),
                      Triggered("delayed", (Destroy("subject"),))),
            text="At the beginning of combat on your turn, Battering Ram gains banding until end "
                 "of combat. (Any creatures with banding, and up to one without, can attack in a "
                 "band. Bands are blocked as a group. If any creatures with banding you control "
                 "are being blocked by a creature, you divide that creature's combat damage, not "
                 "its controller, among any of the creatures it's blocking.)\nWhenever Battering "
                 "Ram becomes blocked by a Wall, destroy that Wall at end of combat."),
]

# -- batch C-ANTE ---------------------------------------------------------------------

DEFS += [
    # 407.3: the exchange of owners happens in exile; the Tablet gone before it resolves
    # isn't exiled, and the trade goes on (2008 ruling)
    CardDef("Bronze Tablet", types("Artifact"), cost("{6}"), first_printed=_ATQ,
            ante_only=True, enters_tapped=True,
            abilities=(Activated(Cost(cost("{4}"), tap=True), (
                Exile("this"), Exile("target:0"),
                MayPay(cost("{0}"), life=10, who="owner_of:0", if_not=(
                    ExchangeOwnership("owner_of:0", of="target:0"),)),
                Return("this_card", to="graveyard")),
                (TargetSpec("permanent", filter=Filter(token="nontoken", owner="opponent")),)),),
            text="Remove Bronze Tablet from your deck before playing if you're not playing for "
                 "ante.\nBronze Tablet enters the battlefield tapped.\n{4}, {T}: Exile Bronze "
                 "Tablet and target nontoken permanent an opponent owns. That player may pay 10 "
                 "life. If they do, put Bronze Tablet into its owner's graveyard. Otherwise, "
                 "that player owns Bronze Tablet and you own the other exiled card."),
]

# -- batch SHIELD ------------------------------------------------------------------------
DEFS += [
    # two upkeep triggers, ordered by their controller as they go on the stack (the 2008
    # ruling); its Tetravites are linked to this Tetravus only (607.2a: another Tetravus's
    # can't rejoin it; they stay, orphaned, if it leaves)
    CardDef("Tetravus", types("Artifact", "Creature"), cost("{6}"), first_printed="ATQ",
            subtypes=frozenset({"Construct"}), power=1, toughness=1, keywords=kw("flying"),
            as_enters=(AddCounters("+1/+1", 3, "this"),),
            triggers=(Triggered("your_upkeep", (
                RemoveCounters("+1/+1", what="this", any_number=True),
                CreateToken("Tetravite", amount="amount_paid", linked=True))),
                      Triggered("your_upkeep", (
                          Exile("tokens_created_with_this", any_number=True),
                          AddCounters("+1/+1", Count(Filter(), zone="exile_this_way"),
                                      "this")))),
            text="Flying\nTetravus enters the battlefield with three +1/+1 counters on it.\n"
                 "At the beginning of your upkeep, you may remove any number of +1/+1 "
                 "counters from Tetravus. If you do, create that many 1/1 colorless Tetravite "
                 "artifact creature tokens. They each have flying and \"This creature can't be "
                 "enchanted.\"\nAt the beginning of your upkeep, you may exile any number of "
                 "tokens created with Tetravus. If you do, put that many +1/+1 counters on "
                 "Tetravus."),
    # the token Tetravus creates (111.1)
    CardDef("Tetravite", types("Artifact", "Creature"), subtypes=frozenset({"Tetravite"}),
            power=1, toughness=1, keywords=kw("flying"), tags=frozenset({"token"}),
            statics=(Static("this", cant="be_enchanted"),),
            text="A 1/1 colorless Tetravite artifact creature token with flying and \"This "
                 "creature can't be enchanted.\""),
]

# -- batch c-mana (mana from what a cost paid) ---------------------------------------
DEFS += [
    # a mana ability whose cost sacrifices another permanent, chosen as it is activated
    # (605.3a: a mana ability never waits on the stack): `mana Ashnod's Altar sacrificing
    # Grizzly Bears`
    CardDef("Ashnod's Altar", types("Artifact"), cost("{3}"), first_printed=ATQ,
            abilities=(Activated(Cost(sacrifice_other=Filter(types=frozenset({"Creature"}))),
                                 (AddMana("CC"),), mana=True),),
            text="Sacrifice a creature: Add {C}{C}."),
    # X targets for the X announced (601.2c), any player's lands; not a mana ability
    # (605.1a: it has targets), so it uses the stack
    CardDef("Candelabra of Tawnos", types("Artifact"), cost("{1}"), first_printed=ATQ,
            abilities=(Activated(Cost(cost("{X}"), tap=True), (Untap("each_target"),),
                                 (TargetSpec("land"),), target_count="X"),),
            text="{X}, {T}: Untap X target lands."),
]

# -- batch d-misc ------
DEFS += [
    # the exiled card, its Auras and its counters are one record linked to the Coffin
    # (607.2a); the delayed ability triggers once, as the Coffin leaves the battlefield or
    # becomes untapped (603.7c); the Coffin gone before its ability resolves, the card
    # stays exiled for good (2007 ruling); a token ceases to exist in exile and its Auras
    # stay there; an Aura that can't enchant the returned card stays too (2007 rulings);
    # the card returns tapped, a new object (400.7: summoning sick, 2008 ruling)
    CardDef("Tawnos's Coffin", types("Artifact"), cost("{4}"), first_printed="ATQ",
            static_words=frozenset({"you_may_choose_not_to_untap_this"}),
            abilities=(Activated(Cost(cost("{3}"), tap=True),
                                 (Exile("target:0", with_auras=True),
                                  Delay(0, at="this_leaves_or_becomes_untapped",
                                        subject="cards_exiled_with_auras_this_way")),
                                 (TargetSpec("creature"),)),),
            triggers=(Triggered("delayed", (ReturnNoted("subject"),)),),
            text="You may choose not to untap Tawnos's Coffin during your untap step.\n"
                 "{3}, {T}: Exile target creature and all Auras attached to it. Note the "
                 "number and kind of counters that were on that creature. When Tawnos's "
                 "Coffin leaves the battlefield or becomes untapped, return that exiled card "
                 "to the battlefield under its owner's control tapped with the noted number "
                 "and kind of counters on it. If you do, return the other exiled cards to the "
                 "battlefield under their owner's control attached to that permanent."),
]
