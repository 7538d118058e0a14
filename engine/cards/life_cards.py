"""Cards about life totals, counters on players and choices made on resolution.

They live beside the Old School pool (:mod:`shahrazad.cards.pool` merges them in):

* Ali from Cairo: a static ability that replaces how damage changes its controller's
  life total (614.1a; :mod:`shahrazad.rules.life`);
* Channel: a player's own mana ability that costs life (605, 119.4);
* Harnessed Lightning: energy counters on a player (107.14, 122.1) and an amount of
  them paid as it resolves (608.2d);
* Balance and Bazaar of Baghdad: sacrifices and discards chosen as they resolve;
* Mastermind's Acquisition: a modal spell (700.2), its mode chosen as it is cast;
* Lich: its controller doesn't lose for 0 life (104.3b's exception), life gain becomes
  draws and damage becomes sacrifices (614.1a, 603), and they lose when it goes;
* Soul Net and Sengir Vampire: abilities that trigger when a creature dies (700.4),
  looking back at the creature as it last was (603.10a); Soul Net's payment is chosen
  as it resolves (608.2d);
* Mizzix of the Izmagnus: experience counters on a player (122.1) and a cost reduction
  by them (601.2f);
* City in a Bottle: a card attribute (the set a name was first printed in), a state
  trigger (603.8) and a prohibition (101.2), each of the game the City is in;
* Chancellor of the Dross: an opening-hand reveal (103.6) that sets up a delayed
  trigger at the game's first upkeep (603.7), each game its own (727.3); lifelink;
* Erhnam Djinn: a keyword granted until its controller's next upkeep, landwalk in
  combat (702.14c);
* Serpent Generator and its Snake token: a token whose ability gives poison counters
  (122.1, 704.5c);
* The Monarch: not a card but a designation's definition (723): its two inherent
  triggered abilities, which have no source;
* Glittering Wish: a card from outside the game that is multicolored (105.2b), which
  the card's colors say (the mana symbols of its cost, 105.2).
"""

from __future__ import annotations

from shahrazad.cards.model import (
    Activated,
    AddCounters,
    BecomeTheMonarch,
    CardDef,
    Cost,
    CreateToken,
    Damage,
    Discard,
    Draw,
    Equalize,
    Exile,
    Filter,
    FromOutside,
    GainLife,
    Grant,
    GrantKeyword,
    LoseLife,
    LoseTheGame,
    ManaCost,
    MayPay,
    Mode,
    PayEnergy,
    Sacrifice,
    SacrificeSome,
    Search,
    Shuffle,
    Static,
    TargetSpec,
    Triggered,
)

#: City in a Bottle's "other nontoken permanents with a name originally printed in the
#: Arabian Nights expansion", and "their controllers sacrifice them"
_ARABIAN_NIGHTS = Filter(other=True, token="nontoken", first_printed=frozenset({"ARN"}))
_SACRIFICE_THEM = Sacrifice(_ARABIAN_NIGHTS, "its_controller")

DEFS: list[CardDef] = [
    CardDef("Ali from Cairo", frozenset({"Creature"}), ManaCost.parse("{2}{R}{R}"),
            subtypes=frozenset({"Human"}), power=0, toughness=1,
            static_words=frozenset({"damage_leaves_you_at_least_1"}),
            first_printed="ARN",
            text="Damage that would reduce your life total to less than 1 reduces it to 1 "
                 "instead."),
    CardDef("Channel", frozenset({"Sorcery"}), ManaCost.parse("{G}{G}"),
            effects=(Grant("pay_life_for_colorless", "you", "end_of_turn"),),
            text="Until end of turn, any time you could activate a mana ability, you may pay "
                 "1 life. If you do, add {C}.", first_printed="LEA"),
    CardDef("Harnessed Lightning", frozenset({"Instant"}), ManaCost.parse("{1}{R}"),
            effects=(AddCounters("energy", 3, "you"), PayEnergy(),
                     Damage("amount_paid", "target:0")),
            targets=(TargetSpec("creature"),),
            text="Choose target creature. You get {E}{E}{E}, then you may pay any amount of "
                 "{E}. Harnessed Lightning deals that much damage to that creature."),
    CardDef("Balance", frozenset({"Sorcery"}), ManaCost.parse("{1}{W}"),
            effects=(Equalize("lands"), Equalize("cards_in_hand"), Equalize("creatures")),
            text="Each player chooses a number of lands they control equal to the number of "
                 "lands controlled by the player who controls the fewest, then sacrifices "
                 "the rest. Players discard cards and sacrifice creatures the same way.",
            first_printed="LEA"),
    CardDef("Bazaar of Baghdad", frozenset({"Land"}),
            abilities=(Activated(Cost(tap=True), (Draw(2), Discard(3, "you", "chosen"))),),
            first_printed="ARN",
            text="{T}: Draw two cards, then discard three cards."),
    CardDef("Mastermind's Acquisition", frozenset({"Sorcery"}), ManaCost.parse("{2}{B}{B}"),
            modes=(Mode((Search(), Shuffle())), Mode((FromOutside("any"),))),
            text="Choose one: search your library for a card, put it into your hand, then "
                 "shuffle; or put a card you own from outside the game into your hand."),
    CardDef("Glittering Wish", frozenset({"Sorcery"}), ManaCost.parse("{G}{W}"),
            effects=(FromOutside("multicolored"), Exile("this")),
            text="You may reveal a multicolored card you own from outside the game and put "
                 "it into your hand. Exile Glittering Wish."),
    CardDef("Lich", frozenset({"Enchantment"}), ManaCost.parse("{B}{B}{B}{B}"),
            as_enters=(LoseLife("life_total", "you"),),
            static_words=frozenset({"cant_lose_for_life", "life_gain_draws_instead"}),
            triggers=(Triggered("you_are_dealt_damage",
                                (SacrificeSome("that_many", otherwise="lose_the_game"),)),
                      Triggered("this_dies", (LoseTheGame("you"),))),
            text="As Lich enters, you lose life equal to your life total. You don't lose "
                 "the game for having 0 or less life. If you would gain life, draw that many "
                 "cards instead. Whenever you're dealt damage, sacrifice that many nontoken "
                 "permanents. If you can't, you lose the game. When Lich is put into a "
                 "graveyard from the battlefield, you lose the game.", first_printed="LEA"),
    CardDef("Soul Net", frozenset({"Artifact"}), ManaCost.parse("{1}"),
            triggers=(Triggered("a_creature_dies",
                                (MayPay(ManaCost.parse("{1}")), GainLife(1, "you"))),),
            text="Whenever a creature dies, you may pay {1}. If you do, you gain 1 life.",
            first_printed="LEA"),
    CardDef("Sengir Vampire", frozenset({"Creature"}), ManaCost.parse("{3}{B}{B}"),
            subtypes=frozenset({"Vampire"}), power=4, toughness=4,
            keywords=frozenset({"flying"}),
            triggers=(Triggered("a_creature_it_damaged_this_turn_dies",
                                (AddCounters("+1/+1", 1, "this"),)),),
            text="Flying. Whenever a creature dealt damage by Sengir Vampire this turn "
                 "dies, put a +1/+1 counter on Sengir Vampire.", first_printed="LEA"),
    CardDef("Mizzix of the Izmagnus", frozenset({"Creature"}), ManaCost.parse("{2}{U}{R}"),
            supertypes=frozenset({"Legendary"}), subtypes=frozenset({"Human", "Wizard"}),
            power=2, toughness=2,
            static_words=frozenset({"instants_sorceries_cost_1_less_per_experience"}),
            triggers=(Triggered("you_cast_an_instant_or_sorcery_above_your_experience",
                                (AddCounters("experience", 1, "you"),)),),
            text="Whenever you cast an instant or sorcery spell with mana value greater than "
                 "the number of experience counters you have, you get an experience counter. "
                 "Instant and sorcery spells you cast cost {1} less to cast for each "
                 "experience counter you have."),
    CardDef("City in a Bottle", frozenset({"Artifact"}), ManaCost.parse("{2}"),
            statics=(Static(Filter(first_printed=frozenset({"ARN"})), cant="cast"),),
            triggers=(Triggered("permanents_on_the_battlefield", (_SACRIFICE_THEM,),
                                filter=_ARABIAN_NIGHTS),),
            first_printed="ARN",
            text="Whenever one or more other nontoken permanents with a name originally "
                 "printed in the Arabian Nights expansion are on the battlefield, their "
                 "controllers sacrifice them. Players can't cast spells or play lands with a "
                 "name originally printed in the Arabian Nights expansion."),
    CardDef("The Monarch", frozenset(), tags=frozenset({"designation"}),
            triggers=(Triggered("your_end_step", (Draw(1),)),
                      Triggered("a_creature_deals_combat_damage_to_you",
                                (BecomeTheMonarch("subject"),))),
            text="At the beginning of the monarch's end step, they draw a card. Whenever a "
                 "creature deals combat damage to the monarch, its controller becomes the "
                 "monarch."),
    CardDef("Chancellor of the Dross", frozenset({"Creature"}), ManaCost.parse("{4}{B}{B}{B}"),
            subtypes=frozenset({"Phyrexian", "Vampire"}), power=6, toughness=6,
            keywords=frozenset({"flying", "lifelink"}),
            opening_hand="reveal_for_the_first_upkeep",
            triggers=(Triggered("the_first_upkeep", (LoseLife(3, "each_opponent"),
                                                     GainLife("life_lost_this_way", "you"))),),
            text="You may reveal this card from your opening hand. If you do, at the "
                 "beginning of the first upkeep, each opponent loses 3 life, then you gain "
                 "life equal to the life lost this way. Flying, lifelink"),
    CardDef("Erhnam Djinn", frozenset({"Creature"}), ManaCost.parse("{3}{G}"),
            subtypes=frozenset({"Djinn"}), power=4, toughness=5, first_printed="ARN",
            triggers=(Triggered("your_upkeep",
                                (GrantKeyword("forestwalk", "target:0", "your_next_upkeep"),),
                                (TargetSpec("non_wall_creature_an_opponent_controls"),)),),
            text="At the beginning of your upkeep, target non-Wall creature an opponent "
                 "controls gains forestwalk until your next upkeep."),
    CardDef("Serpent Generator", frozenset({"Artifact"}), ManaCost.parse("{6}"),
            abilities=(Activated(Cost(ManaCost.parse("{4}"), tap=True),
                                 (CreateToken("Snake"),)),),
            text="{4}, {T}: Create a 1/1 colorless Snake artifact creature token with "
                 "\"Whenever this creature deals damage to a player, that player gets a poison "
                 "counter.\"", first_printed="LEG"),
    CardDef("Snake", frozenset({"Artifact", "Creature"}), subtypes=frozenset({"Snake"}),
            power=1, toughness=1, tags=frozenset({"token"}),
            triggers=(Triggered("damages_player", (AddCounters("poison", 1, "subject"),)),),
            text="A 1/1 colorless Snake artifact creature token with \"Whenever this "
                 "creature deals damage to a player, that player gets a poison counter.\""),
]
