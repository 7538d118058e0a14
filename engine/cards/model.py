"""The card language: a card is a :class:`CardDef` built from a few typed primitives.

There is no class per card (XMage writes ``LightningBolt extends CardImpl``); a card
is data, like a python-chess ``Move``: a cost, types, power and toughness, keywords,
and abilities. An ability is made of costs, target specifications and a list of
*effects*; an effect is a small frozen dataclass that says *what* happens, and
:mod:`shahrazad.rules.effects` says *how*, by turning it into events. No rule names a
card: everything a card does is said with the words below.

>>> from shahrazad.cards.pool import card
>>> card("Lightning Bolt").effects
(Damage(amount=3, to='target:0', also='', if_it=None, by='this'),)
>>> ManaCost.parse("{X}{U}{U}")
ManaCost(generic=0, colored='UU', x=1)
>>> ManaCost.parse("{2}{W}{W}").mana_value
4

The same card written as data (:mod:`shahrazad.cards.data`, the form a scenario
file's ``[cards]`` table uses) reads back to the very same definition:

>>> from shahrazad.cards.data import card_from_data, card_to_data
>>> card_to_data(card("Lightning Bolt"))  # doctest: +NORMALIZE_WHITESPACE
{'name': 'Lightning Bolt', 'types': ['Instant'], 'cost': '{R}',
 'effects': [{'effect': 'damage', 'amount': 3, 'to': 'target:0'}],
 'targets': ['any'], 'text': 'Lightning Bolt deals 3 damage to any target.',
 'first_printed': 'LEA'}
>>> card_from_data(card_to_data(card("Shahrazad"))) == card("Shahrazad")
True

The words
---------
Every value a primitive takes is typed: a number, or a word from a ``Literal``
below. The data form checks each word and suggests the closest one.

**Amounts** (:data:`Amount`): a number, or ``X`` (the spell's X), ``X_divided`` (X
divided evenly, rounded down, among the legal targets: Fireball),
``power_of:0`` and ``mana_value_of:0`` (of the first target, as it last existed),
``half_life_rounded_up`` (half the affected player's life, rounded up, 107.1a),
``lands_you_control`` (how many lands the controller controls now), ``die_result`` (in
the effects that follow a die roll: the number rolled, 706).

**References** to players (:data:`PlayerRef`): ``you`` (the controller of the spell
or ability), ``subject`` (the player a trigger is about: the damaged player, the
player whose draw step it is), ``each_player``, ``each_opponent``,
``each_player_who_didnt_win`` and ``subgame_winner`` (of the subgame this effect
created, 727), ``controller_of:0`` (the first target's controller, as it last
existed), ``target:0`` ... ``target:3``, ``flipper`` (in the effects that follow a
coin flip or a die roll: the player whose coin or die it was, 705).

References to objects (:data:`ObjectRef`): ``this`` (the spell itself, or the
permanent whose ability it is), ``subject`` (the object a trigger is about: the
creature an Aura enchanted), ``target:0`` ... ``target:3``, ``each_target``,
``each_creature``, ``each_permanent_you_control``, ``cards_exiled_with_this`` and
``phased_out_with_this`` (linked abilities, 607, 610.3), ``each_creature_you_control``,
``each_nonland_permanent``. Damage may also go to ``each_creature_and_player``.

**Target kinds** (:data:`TargetKind`, 115): ``any`` (a creature or a player),
``creature``, ``player``, ``opponent``, ``permanent``, ``other_nonland_permanent``,
``artifact_or_enchantment``, ``land``, ``tappable`` (an artifact, creature or
land), ``spell``, ``card_in_your_graveyard``, ``creature_card_in_a_graveyard``.

**Trigger conditions** (:data:`TriggerCondition`, 603): ``your_upkeep``,
``each_draw_step_untapped`` (an intervening "if", 603.4; the active player is the
subject), ``damages_player`` and ``damages_opponent`` (the damaged player is the
subject), ``becomes_tapped``, ``end_step_no_creatures``, ``enters_battlefield``,
``leaves_battlefield`` (an Aura's enchanted object is the subject),
``creature_card_leaves_your_graveyard`` and ``cards_leave_your_library``
("whenever one or more cards leave your library": once per event that moves them,
a draw, a search, or a library moving to a subgame).

**Costs** (:class:`Cost`, 602.1a): mana, ``tap`` ({T}), ``sacrifice`` and
``exile`` (the source). An activation **condition**: ``seven_in_hand``.

**Keywords** (:data:`Keyword`): ``flying``, ``reach``, ``first_strike``,
``trample``, ``vigilance``, ``lifelink``, ``flash``, landwalk (``swampwalk`` ...),
``defender``, ``banding``, protection (``protection_from_black`` ...,
``protection_from_artifacts``), and the combat rules' other abilities of a creature
itself (``cant_block``, ``can_block_an_additional_creature``,
``attacks_each_combat_if_able``, ``cant_be_blocked_by_walls``,
``cant_be_blocked_except_by_walls``). docs/cards/combat-and-damage.md says what each does.

**Damage** (615, 614.9, 701.19): ``prevent_damage`` and ``redirect_damage`` make shields
(:class:`PreventDamage`, :class:`RedirectDamage`), ``regenerate`` a regeneration shield;
a card's static prevention and redirection abilities are its ``shields``
(:class:`StaticShield`); :mod:`shahrazad.rules.damage` applies them all at one point.

**Static abilities** (:class:`Static`, 604): ``affects`` (``each_creature``) ``have``
an ability (an activated ability, 613.1f; ``have_trigger``: a triggered one) or ``cant``
do something (``block``, 509.1a).
They function on the battlefield and, for a plane, face up in the command zone
(901.7); :mod:`shahrazad.characteristics` says which function in a game.

**Durations** (:data:`Duration`): ``end_of_turn``, ``your_next_turn``,
``this_leaves_the_battlefield``, ``your_next_upkeep``, ``end_of_combat``, and the
"for as long as" durations of 611.2b (``while_this_remains_tapped``,
``while_you_control_this``...).

Adding a primitive
------------------
One step per layer, each beside its kind:

1. Here, a frozen dataclass decorated with :func:`primitive`: typed fields (new words
   as ``Literal`` types), ``SAYS`` (its words for ``shahrazad cards``, with
   ``{field}`` placeholders, ``[s]`` for a verb that agrees with its subject and
   ``(s)`` for a noun that counts ``amount``; new words get their reading in
   :mod:`shahrazad.cards.words`) and ``RULES`` (the rules it touches; a subgame rule
   by its name in :mod:`shahrazad.rules.citations`, in ``CITES``). Its data name
   is its class name in snake case (``GainLife`` -> ``gain_life``).
2. In :mod:`shahrazad.rules.effects`, its runner: ``@runs(NewPrimitive)``, a function
   of the resolving :class:`~shahrazad.rules.resolution.Ctx` and the effect that emits
   events (``ctx.refs``, ``ctx.amount`` read the words above).

``tests/test_card_language.py`` checks that every primitive has a runner, words
and rules, and that every pool card survives the trip through data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields, replace
from typing import ClassVar, Final, Literal, TypeVar

__all__ = [
    "BANDS_WITH_OTHER",
    "GRANTED",  # -- batch c-grant --
    "GRANTED_TRIGGERS",
    "KEYWORD_RULES",
    "NO_MAXIMUM_HAND_SIZE",  # -- batch L-LENG --
    "PRIMITIVES",
    "ActivateManaAbilities",  # -- batch d-misc --
    "Activated",
    "AddCounters",
    "AddMana",
    "Amount",
    "AmountWord",
    "Animate",
    "AnyPlayerMay",  # -- batch d-attack --
    "AttachThis",
    "BecomeTheMonarch",
    "BlockAnAttacker",  # -- batch C-TURN --
    "CardDef",
    "CardType",
    "CastFromOutside",
    "CastOnly",
    "ChangeTarget",
    "ChooseAnyNumber",
    "ChooseFromHand",  # -- batch W-CMD2 --
    "ChooseOne",
    "CompanionCondition",
    "ControlPlayer",  # -- batch W-CMD --
    "CopySpell",
    "Cost",
    "Counter",
    "CreateEmblem",
    "CreateToken",
    "Damage",
    "DamageRef",
    "Delay",
    "DelayedMoment",
    "DelayedTrigger",
    "Destroy",
    "DieResult",
    "Discard",
    "Draw",
    "Duration",
    "Effect",
    "EnterAsCopy",
    "Equalize",
    "ExchangeBlocks",  # -- batch C-TURN --
    "Exile",
    "ExileFromHand",
    "ExtraTurn",
    "FirstPrinted",
    "FlipCoin",
    "FromOutside",
    "GainLife",
    "Grant",
    "GrantKeyword",
    "Keyword",
    "LookAtTop",
    "LoseLife",
    "LoseTheGame",
    "LoseUnspentMana",
    "ManaCost",
    "MayPay",
    "Mode",
    "ObjectRef",
    "OfferCopy",
    "OnlyIf",
    "OpeningHand",
    "Option",
    "PayAnyMana",
    "PayEnergy",
    "PayToPrevent",  # -- batch D-CONTROL --
    "PhaseIn",
    "PhaseOut",
    "PlayChosen",  # -- batch W-CMD2 --
    "PlayerRef",
    "Prevent",
    "PreventDamage",
    "Pump",
    "RedirectDamage",
    "ReflectDamage",
    "Regenerate",
    "ReplaceDraw",
    "Restart",
    "Return",
    "ReturnChosen",
    "ReturnNoted",  # -- batch d-misc --
    "RevealHand",
    "RollDie",
    "Sacrifice",
    "SacrificePermanents",
    "SacrificeSome",
    "Search",
    "SetLife",
    "Shuffle",
    "ShuffleInto",
    "Skip",  # -- batch C-TURN --
    "Static",
    "StaticAbility",
    "StaticShield",
    "Subgame",
    "Tap",
    "TapLands",
    "TargetCount",
    "TargetKind",
    "TargetSpec",
    "TriggerCondition",
    "Triggered",
    "Untap",
    "gainable",  # -- batch d-misc --
    "primitive",
    "trigger_at",
]

COLORS = "WUBRG"

# -- the words -------------------------------------------------------------------------

AmountWord = Literal["X", "X_divided", "power_of:0", "mana_value_of:0",
                     # -- batch R-C --: the second target's power (Glyph of Delusion's)
                     "power_of:1",
                     "half_life_rounded_up", "lands_you_control",
                     # life, counters, triggers
                     "life_total", "life_lost_this_way", "amount_paid", "that_many",
                     # in a static ability: the affected object's mana value (202.3)
                     "its_mana_value",
                     # a die roll's result, for the effects that follow it (706)
                     "die_result",
                     # -- batch C-ANTE --: the called coin flips the controller won
                     # in the effects before it (705.1: "If you win the flip, draw a
                     # card" as an ``only_if`` after the flip, as a draw may ask)
                     "coin_flips_won_this_way",
                     # -- batch B02 --: the damage the effects before it dealt (120.3,
                     # after prevention); ``_capped``: each hit no more than the player's
                     # life, the creature's toughness or the planeswalker's loyalty
                     # before it (Drain Life)
                     "damage_dealt_this_way", "damage_dealt_this_way_capped",
                     # -- batch B03 --: the turn's history: the damage dealt to you
                     # this turn (Simulacrum)
                     "damage_dealt_to_you_this_turn",
                     # batch B01, in a static ability: the number last chosen for its
                     # permanent (choose_word), and 7 minus it (Shapeshifter)
                     "chosen_number", "seven_minus_chosen_number",
                     # batch B01: 1 plus the first target's power as it last existed
                     "one_plus_power_of:0",
                     # -- batch B04 --: the first target's toughness as the spell began
                     # to resolve, and 1 minus it (Blood Lust's "-X, where X is its
                     # toughness minus 1")
                     "toughness_of:0", "one_minus_toughness_of:0",
                     # batch B05: the object a cost sacrificed or exiled, as it last
                     # existed ("the sacrificed creature's toughness", "the exiled card's
                     # mana value")
                     "toughness_of_paid", "mana_value_of_paid",
                     # -- batch LX --: half the spell's or ability's X, rounded down or up
                     # (107.1a: Banshee)
                     "half_X_rounded_down", "half_X_rounded_up",
                     # -- batch c-mana --: 1 plus the X (a mana ability's: the counters
                     # its cost removed, "Add {B}, then add an additional {B} for each")
                     "one_plus_X",
                     # -- batch c-mana --: the total power of the creatures the cost
                     # sacrificed, as they last existed (608.2h: Sword of the Ages)
                     "total_power_of_paid",
                     # -- batch c-mana --: 1 plus the mana value of what the spell's
                     # additional cost sacrificed (608.2h: Metamorphosis)
                     "one_plus_mana_value_of_paid",
                     # -- batch LX --: the turn's history: the untapped lands the active
                     # player controlled as the turn began (Power Surge)
                     "untapped_lands_they_controlled_as_the_turn_began",
                     # -- batch B10 --: each target's share of the damage divided as the
                     # spell was cast (601.2d)
                     "divided_as_cast",
                     # -- batch R-A --: the power of the ability's source, as it is
                     # now or as it last existed on the battlefield (608.2h: Tracker)
                     "power_of_this",
                     # -- batch r-b --: the total mana value of the cards the effects
                     # before it sacrificed, destroyed, exiled or discarded ("this way"),
                     # as the cards they became (Transmute Artifact's "the sacrificed
                     # artifact's mana value")
                     "mana_value_this_way"]
# Amount (a number, a word, or a count of objects) is declared with the filters, below

TargetRef = Literal["target:0", "target:1", "target:2", "target:3"]
PlayerRef = TargetRef | Literal[
    "you", "subject", "each_player", "each_opponent", "each_player_who_didnt_win",
    "subgame_winner", "controller_of:0", "target_or_its_controller:0",
    # the player whose coin it was, in the effects that follow a flip (705.2)
    "flipper",
    # batch B01: the controller of the object a trigger is about (as it last existed)
    "controller_of_subject",
    # -- batch B07 --: the owner of the object a trigger is about (the card's owner)
    "owner_of_subject",
    # -- batch B06 --: the one player with more life than each other player (nobody on
    # a tie for the most)
    "player_with_the_most_life",
    # -- batch C-ANTE --: the players who anted a card this way (AnteTop); the owner of the
    # first target as the resolution began ("That player": Bronze Tablet's)
    "each_player_who_anted", "owner_of:0",
    # -- batch MISC --: the player chosen by a ``choose_word`` of ``opponent`` before it in
    # the same resolution ("then an opponent gains control of them", 608.2d)
    "chosen_player"]
ObjectRef = TargetRef | Literal[
    # -- batch B06 --: the Auras attached to the spell's or ability's legal targets
    "auras_attached_to_targets",
    # -- batch d-misc --: the cards an Exile ``with_auras`` of these effects exiled, the
    # permanents they were (not their Auras), still in exile
    "cards_exiled_with_auras_this_way",
    "this", "subject", "each_target", "each_creature", "each_permanent_you_control",
    "cards_exiled_with_this", "phased_out_with_this", "each_creature_you_control",
    "each_nonland_permanent",
    # the permanent this Aura is attached to ("enchanted creature gets +1/+0")
    "attached",
    # a card attribute read as an object word: City in a Bottle's
    "other_arabian_nights_permanents",
    # batch B05: the card this permanent became as it left the battlefield (400.7), where
    # it went ("When this dies, exile it": Cyclopean Mummy)
    "this_card",
    # -- batch B10 --: the creatures on the battlefield that dealt damage to this permanent
    # this turn, as it last existed (608.2h: Brine Hag's, once it has died)
    "creatures_that_dealt_damage_to_this_this_turn",
    # -- batch B11 --: the creatures blocking the first target, an attacking creature
    # (509.1g: Feint's "all creatures blocking target attacking creature")
    "each_creature_blocking_target:0",
    # -- batch C-ANTE --: the permanents a dexterity flip landed on (FlipOnto), and the
    # creatures the effects before it dealt damage to (Falling Star's "creatures dealt
    # damage by Falling Star")
    "landed_on", "each_creature_dealt_damage_this_way",
    # -- batch C-HIST --: the turn's history: the creatures on the battlefield, the same
    # objects (400.7), that the trigger's subject or the first target blocked this turn
    # (509.1: Glyph of Doom's "all creatures that were blocked by that creature this turn")
    "creatures_blocked_by_subject_this_turn", "creatures_blocked_by_target:0_this_turn",
    # -- batch SHIELD --: the tokens the effects before it created as it resolves ("that
    # token": Stangg Twin), and those this object's effects created linked, still on the
    # battlefield ("tokens created with Tetravus", 607.2a)
    "tokens_created_this_way", "tokens_created_with_this",
    # -- batch c-mana --: the cards this ability's cost sacrificed or exiled, where the
    # cost put them (400.7: Sword of the Ages' "those creature cards")
    "cards_paid_this_way",
    # -- batch c-grant --: the permanents a ``choose_any_number`` chose, still on the
    # battlefield ("untap those creatures": Magnetic Mountain)
    "chosen_this_way",
    # -- batch R-C --: the turn's history read with the rules of attacking: the untapped
    # creatures that didn't attack this turn, except for those that couldn't (508.1a:
    # Season of the Witch)
    "untapped_creatures_that_didnt_attack_but_could_this_turn"]
DamageRef = ObjectRef | PlayerRef | Literal[
    "each_creature_and_player",
    # -- batch B08 --: each opponent, and each planeswalker, the source has dealt damage to
    # as this object (The Fallen's "this game": a new object has damaged nobody, 400.7)
    "each_opponent_and_planeswalker_this_damaged"]

TargetKind = Literal[
    "any", "creature", "player", "opponent", "permanent", "other_nonland_permanent",
    "artifact_or_enchantment", "land", "tappable", "spell", "card_in_your_graveyard",
    "creature_card_in_a_graveyard", "instant_or_sorcery_spell", "noncreature_artifact",
    "non_wall_creature_an_opponent_controls",
    # a spell on the stack or a permanent (the -lace cards, text-changing spells)
    "spell_or_permanent",
    # batch E3: "target player or planeswalker" (115.4; Witch Hunter)
    "player_or_planeswalker",
    # batch B01: an Aura attached to a creature or a land (Enchantment Alteration)
    "aura_attached_to_a_creature_or_land",
    # batch B05: a card in any graveyard, of the filter beside it ("target artifact card
    # from a graveyard": Grave Robbers)
    "card_in_a_graveyard",
    # batch B05: "target opponent or planeswalker" (115.4: Eternal Flame)
    "opponent_or_planeswalker",
    # -- batch B08 --: "target player who attacked this turn" (508.1: a player who
    # declared attackers this turn; Fire and Brimstone)
    "player_who_attacked_this_turn",
    # -- batch B10 --: an activated ability on the stack (not a mana ability, which never
    # is: 605.3b), its filter beside it read of the ability's source ("target activated
    # ability from an artifact source": Rust, 701.6b)
    "activated_ability",
    # -- batch C-ANTE --: a card in the ante zone (407: Darkpact)
    "card_in_the_ante"]

TriggerCondition = Literal[
    "your_upkeep", "each_draw_step_untapped", "damages_player", "damages_opponent",
    "becomes_tapped", "end_step_no_creatures", "enters_battlefield", "leaves_battlefield",
    "creature_card_leaves_your_graveyard", "cards_leave_your_library",
    # life, deaths, casting, state triggers, designations (issue 10 C)
    "you_are_dealt_damage", "this_dies", "a_creature_dies",
    "a_creature_it_damaged_this_turn_dies", "you_cast_an_instant_or_sorcery_above_your_experience",
    "arabian_nights_permanents_on_the_battlefield", "the_first_upkeep", "your_end_step",
    "a_creature_deals_combat_damage_to_you",
    # Planechase (901): the planar die's planeswalker face, chaos ensuing on a face-up
    # plane, planeswalking to or away from a plane, encountering a phenomenon
    "planeswalker_rolled", "chaos_ensues", "planeswalk_to", "planeswalk_away", "encounter",
    # attacking (508.1m): annihilator's trigger (702.86a)
    "attacks",
    # -- batch D-PILES --: "whenever one or more creatures you control attack" (508.1m,
    # 603.2): once for each declaration with an attacker of its controller's
    "creatures_you_control_attack",
    # a state trigger (603.8): while one or more permanents match the trigger's filter
    "permanents_on_the_battlefield",
    # a spell is cast that the trigger's filter picks (the spell is the subject: "counter it");
    # each player's upkeep (its player the subject); the upkeep of the controller of the
    # permanent this Aura is attached to (that player the subject)
    "a_spell_is_cast", "each_upkeep", "enchanted_permanents_controllers_upkeep",
    # a delayed triggered ability's moment (603.7): the card's own ability that a
    # ``delayed_trigger`` effect sets up
    "your_next_main_phase",
    # blocking (509.1i, 509.3): the other creature is the subject; a delayed triggered
    # ability that an effect of the card sets up (603.7: ``delay``) triggers only then
    "blocks_or_becomes_blocked_by_a_non_wall_creature", "delayed",
    # -- batch B02 --: a land the trigger's filter picks is tapped for mana (the player
    # who tapped it the subject); a trigger whose effects only add mana is a triggered
    # mana ability (605.1b): it resolves at once, the mana going to that player
    "tapped_for_mana",
    # -- batch B02 --: its controller plays a land (305.1, the special action, not a land
    # put onto the battlefield), other than the first they played this turn (an
    # intervening "if", 603.4: Fastbond's)
    "you_play_a_land_after_the_first",
    # -- batch B01: triggers about other permanents (603.2, 603.6a, 603.10a), each
    # permanent picked by the trigger's filter (``attached``: the enchanted one), damage
    # dealt together once (the amount its ``that_many``), the chosen player's upkeep,
    # your draw step, an opponent's draws
    "a_permanent_becomes_tapped", "a_permanent_enters", "a_permanent_is_put_into_a_graveyard",
    "a_permanent_deals_damage", "a_permanent_is_dealt_damage",
    "a_permanent_deals_damage_to_you", "chosen_players_upkeep", "your_draw_step",
    "an_opponent_draws_a_card",
    # -- batch C-TURN --: its controller draws a card (121.2), once for each card
    # ("When you draw a card, destroy Fasting"); the drawer is the subject
    "you_draw_a_card",
    # -- batch B05: a player activates an ability without {T} in its cost of a permanent
    # the trigger's filter picks (602.2; the permanent is the subject)
    "an_ability_without_tap_is_activated",
    # -- batch D-TRIG --: a player activates an ability with {T} in its cost that isn't a
    # mana ability of a permanent the filter picks (602.2); the ability is the subject
    "an_ability_with_tap_is_activated",
    # -- batch B09 --: this attacking creature becomes blocked (509.1h), once however many
    # creatures block it (509.3c); it is the subject
    "becomes_blocked",
    # -- batch B03 --: a state trigger on absence (603.8): while no permanent the
    # trigger's filter picks is on the battlefield ("when you control no Islands"); at
    # the beginning of the end of combat step (511.1: "at end of combat")
    "no_permanents_on_the_battlefield", "end_of_combat",
    # -- batch B08 --: at the beginning of each end step, whoever's turn it is (513.1,
    # 603.2: "at the beginning of the end step")
    "each_end_step",
    # -- batch B08 --: "when you cast this spell" (601.2i, 603.2): an ability of the spell
    # itself, which triggers as it becomes cast, on the stack; "at the beginning of each
    # opponent's upkeep" (503.1, that player the subject)
    "you_cast_this", "each_opponents_upkeep",
    # -- batch LX --: at the beginning of its owner's upkeep, while this card is in their
    # graveyard (an ability that functions there, 113.6: Nether Shadow)
    "your_upkeep_in_your_graveyard",
    # -- batch MISC --: at the beginning of its owner's upkeep, while this card is in exile
    # (an ability that functions there, 113.6: All Hallow's Eve); the trigger's ``filter``,
    # if any, must pick the card itself (an intervening "if it has a scream counter",
    # 603.4)
    "your_upkeep_in_exile",
    # -- batch B07 --: blocking and being blocked (509.1, 509.3, 603.2): this creature
    # blocks (once, however many it blocks); blocks a creature (once for each, the
    # attacker the subject); becomes blocked by a creature (once for each blocker, the
    # subject); blocks or becomes blocked (once); blocks or becomes blocked by a creature
    # (once for each, the other creature the subject). The trigger's ``filter`` picks
    # the other creature ("by a Wall", "by a green or white creature")
    "blocks", "blocks_a_creature", "becomes_blocked_by_a_creature",
    "blocks_or_becomes_blocked", "blocks_or_becomes_blocked_by_a_creature",
    # -- batch B07 --: this creature attacks and isn't blocked (509.1h, 603.2): it
    # triggers once blockers are declared; the defending player is the subject
    "attacks_and_isnt_blocked",
    # -- batches LX and B07 --: at the beginning of combat on your turn (507.1: Johan)
    "beginning_of_combat_on_your_turn",
    # -- batch B10 --: its controller removes the last counter of the trigger's
    # ``counter`` kind from this permanent (by an effect they control or a cost they pay;
    # 603.2, 122: Divine Intervention)
    "you_remove_the_last_counter",
    # -- batch B10 --: a spell or ability an opponent controls makes you discard this card
    # (not a cost, not the hand size: 701.9); it triggers from the graveyard, that player
    # the subject (Psychic Purge)
    "discarded_by_an_opponents_effect"]

Condition = Literal["", "seven_in_hand",
                    # -- batch B05: during any player's upkeep step (602.5b)
                    "only_during_an_upkeep",
                    # combat and damage: who and when (602.5b)
                    "only_its_owner", "only_during_combat",
                    "only_during_an_opponents_turn_before_attackers",
                    # -- batch B02: when an ability may be activated (602.5b) --------------
                    "only_during_your_turn", "only_during_your_upkeep",
                    "only_during_end_of_combat", "only_before_combat_damage",
                    # -- batch B09 --: during any player's upkeep step (Tolaria)
                    "only_during_any_upkeep",
                    # -- batch LX --: only if its controller has controlled it continuously
                    # since their most recent turn began (302.6's test: Rocket Launcher)
                    "only_if_controlled_since_your_most_recent_turn",
                    # -- batch B07 --: "activate only as a sorcery" (602.5d: a main phase
                    # of its controller's turn, with an empty stack)
                    "only_as_a_sorcery",
                    # -- batch B10 --: during any player's declare blockers step (509)
                    "only_during_declare_blockers"]
Keyword = Literal["flying", "reach", "first_strike", "trample", "vigilance", "lifelink",
                  "flash",
                  # landwalk (702.14): one word per basic land type
                  "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",
                  # combat and damage: defender (702.3), banding (702.22), protection
                  # (702.16) from each color and from artifacts
                  "defender", "banding", "protection_from_white", "protection_from_blue",
                  "protection_from_black", "protection_from_red", "protection_from_green",
                  "protection_from_artifacts",
                  # the combat rules' other static abilities of a creature itself: what
                  # it can't block or be blocked by (509.1b), how many it may block
                  # (509.1a), an attack it must make (508.1d)
                  "cant_block", "can_block_an_additional_creature",
                  "attacks_each_combat_if_able", "cant_be_blocked_by_walls",
                  "cant_be_blocked_except_by_walls",
                  # -- batch B09 --: rampage N (702.23), a triggered ability each: whenever
                  # this becomes blocked, +N/+N until end of turn for each creature
                  # blocking it beyond the first (shahrazad.cards.keyword_triggers)
                  "rampage_1", "rampage_2", "rampage_3", "rampage_4",
                  # -- batch B09 --: bands with other (702.22b-c): "bands with other
                  # legendary creatures"; "bands with other creatures named N", where N is
                  # its own name (Wolves of the Hunt's)
                  "bands_with_other_legendary_creatures",
                  "bands_with_other_creatures_of_its_name",
                  # -- batch B03 --: fear (702.36b: blocked only by artifact and/or black
                  # creatures); "can't be blocked" (509.1b), as an effect gives it for a
                  # turn (Dwarven Warriors)
                  "fear", "cant_be_blocked",
                  # -- batch B03 --: indestructible (702.12b: not destroyed, by an effect or
                  # by lethal damage)
                  "indestructible",
                  # -- batch B03 --: haste (702.10: attacks and {T}s despite 302.6), "can
                  # attack as though it had haste" (Instill Energy: attacking only), "can
                  # attack as though it didn't have defender" (Animate Wall, 702.3b)
                  "haste", "can_attack_as_though_it_had_haste",
                  "can_attack_as_though_it_didnt_have_defender",
                  # -- batch B03 --: what an effect on a creature says for a turn
                  # (Disintegrate): it can't be regenerated (701.19c), and if it would
                  # die, it is exiled instead (614.1a, 700.4)
                  "cant_be_regenerated", "exiled_if_it_would_die",
                  # -- batch B08 --: what an effect on a creature says for a turn
                  # (Whippoorwill): damage that would be dealt to it can't be prevented
                  # (615.1) or dealt instead to another permanent or player (614.9)
                  "damage_to_it_cant_be_prevented_or_redirected",
                  # -- batch LX --: "can't attack" (508.1a), as an effect gives it (Johan);
                  # blocking requirements (509.1c): "All creatures able to block enchanted
                  # creature do so" (Lure's, on the enchanted creature), "It blocks each
                  # attacking creature this turn if able", and "can block any number of
                  # creatures" (509.1a: Blaze of Glory)
                  "cant_attack", "all_creatures_able_to_block_it_do_so",
                  "blocks_each_attacking_creature_if_able",
                  "can_block_any_number_of_creatures",
                  # -- batch B07 --: shroud (702.18a: it can't be the target of spells or
                  # abilities); landwalk of a nonbasic land type (desertwalk) and of a
                  # supertype (legendary landwalk: a legendary land), 702.14a
                  "shroud", "desertwalk", "legendary_landwalk",
                  # -- batch B07 --: what an effect says for a turn: it assigns no combat
                  # damage (510.1a: Floral Spuzzem)
                  "assigns_no_combat_damage",
                  # -- batch B07 --: what an effect says of the damage a creature deals
                  # this turn (Runesword): each creature it deals damage to can't be
                  # regenerated this turn (701.19c), and is exiled if it would die this
                  # turn (614.1a)
                  "creatures_it_damages_cant_be_regenerated",
                  "creatures_it_damages_are_exiled_if_they_would_die",
                  # -- batch B11 --: "can't be blocked except by Walls and/or creatures
                  # with flying" (509.1b: Elven Riders; reach is not flying)
                  "cant_be_blocked_except_by_walls_or_flyers",
                  # -- batch C-HIST --: a blocking requirement on Walls only (509.1c):
                  # "All Walls able to block it do so" (Marble Priest)
                  "all_walls_able_to_block_it_do_so",
                  # -- batch MISC --: "if it would die, return it to its owner's hand
                  # instead; until that player's next turn, that player plays with that
                  # card revealed in their hand and can't play it" (614.1a: Firestorm
                  # Phoenix)
                  "returned_to_hand_if_it_would_die"]
#: -- batch B09 --: the "bands with other" keywords; an effect that takes banding away
#: takes them too (702.22b)
BANDS_WITH_OTHER: frozenset[Keyword] = frozenset({"bands_with_other_legendary_creatures",
                                                  "bands_with_other_creatures_of_its_name"})
#: a companion's condition on its owner's starting deck (702.139a)
CompanionCondition = Literal["", "each_nonland_card_different_name",
                             "each_permanent_card_mana_value_2_or_less",
                             "each_nonland_card_odd_mana_value",
                             "each_nonland_card_even_mana_value",
                             "each_nonland_card_mana_value_3_or_more"]
#: what a card lets its owner do with it from their opening hand (103.6)
OpeningHand = Literal["", "reveal_for_the_first_upkeep"]
#: the set a card's name was first printed in, by its set code (``LEA``: Limited Edition
#: Alpha; ``LEB`` Beta, ``2ED`` Unlimited, ``3ED`` Revised, ``ARN`` Arabian Nights, ``ATQ``
#: Antiquities, ``LEG`` Legends, ``DRK`` The Dark, ``FEM`` Fallen Empires); ``""``: not
#: recorded. The words of older logs (``alpha``, ``arabian_nights``...) still read, each
#: the code it names (:data:`OLD_SET_WORDS`)
FirstPrinted = Literal["", "LEA", "LEB", "2ED", "3ED", "ARN", "ATQ", "LEG", "DRK", "FEM",
                       "alpha", "arabian_nights", "antiquities", "legends", "the_dark"]
#: the first-printed words of older logs, and the set code each means
OLD_SET_WORDS = {"alpha": "LEA", "arabian_nights": "ARN", "antiquities": "ATQ",
                 "legends": "LEG", "the_dark": "DRK"}
CardType = Literal["Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker",
                   "Sorcery", "Vanguard", "Plane", "Phenomenon", "Scheme", "Kindred"]
Supertype = Literal["Basic", "Legendary", "Ongoing", "Snow", "World"]
#: facts about a card that are not rules text: a token's definition (never in a deck),
#: a silver-bordered card played as an extension of the rules, an ability every game of
#: a variant has with no card behind it (Planechase's planeswalking ability, 901.8), an
#: emblem's or a designation's definition
Tag = Literal["token", "extension", "inherent", "emblem", "designation"]
Duration = Literal["end_of_turn", "your_next_turn", "this_leaves_the_battlefield",
                   "your_next_upkeep", "end_of_combat",
                   # -- batch B06 --: "for as long as" (611.2b), read by
                   # shahrazad.rules.durations
                   "while_this_remains_tapped", "while_you_control_this",
                   "while_you_control_this_and_it_remains_tapped",
                   "while_this_remains_tapped_and_power_at_most_this",
                   # -- batch B10 --: until the end of its controller's next upkeep step,
                   # not the one it was made in (611.2a: Halfdane)
                   "end_of_your_next_upkeep",
                   # -- batch C-HIST --: through the next turn of the affected
                   # permanent's controller, ending at that turn's cleanup (514.2: Wall of
                   # Dust's "that creature can't attack during its controller's next turn")
                   "end_of_its_controllers_next_turn",
                   # -- batch MISC --: for as long as the object it affects has a counter of
                   # that kind on it, whatever put it there (611.2b: Cyclopean Tomb's
                   # "for as long as it has a mire counter on it")
                   "while_it_has_a_mire_counter"]
#: what a card brought in from outside the game may be (FromOutside)
OutsideKind = Literal["any", "sorcery", "instant", "creature_or_land",
                      "artifact_or_enchantment", "artifact", "noncreature", "eldrazi",
                      "multicolored"]
#: the auras the rules know: control the enchanted creature, pump it, or return the
#: enchanted creature card from a graveyard and attach to it
AuraKind = Literal["", "control", "pump", "animate"]

#: static abilities (604) of the permanents that have them: casting any spell as though
#: it had flash (Vedalken Orrery, 601.3), and the activated abilities of the artifacts
#: the controller's opponents control can't be activated (Karn, the Great Creator, 602.5)
StaticAbility = Literal["you_may_cast_spells_as_though_they_had_flash",
                        "opponents_artifacts_abilities_cant_be_activated",
                        # the rules they change are read in shahrazad.rules.life, .casting
                        "cant_lose_for_life", "life_gain_draws_instead",
                        "damage_leaves_you_at_least_1", "players_cant_cast_arabian_nights",
                        "instants_sorceries_cost_1_less_per_experience",
                        # -- batch B02 --: extra land plays (305.2)
                        "you_may_play_any_number_of_lands",
                        # -- batch B02 --: spending mana as though it were another type
                        # (609.4b)
                        "you_may_spend_white_mana_as_though_it_were_red",
                        # -- batch B03 --: players skip their untap steps (614.10, 502:
                        # Stasis), read by shahrazad.rules.turns
                        "players_skip_their_untap_steps",
                        # -- batch B06 --: "You may choose not to untap this during your
                        # untap step" (502.3), read by shahrazad.rules.turns
                        "you_may_choose_not_to_untap_this",
                        # -- batch LX --: limits on each combat's attackers and blockers
                        # (508.1c, 509.1b), read by shahrazad.rules.combat
                        "no_more_than_two_creatures_can_attack_each_combat",
                        "no_more_than_two_creatures_can_block_each_combat",
                        # -- batch LX --: hands shown to every player (701.20: Revelation),
                        # read by shahrazad.rules.triggers
                        "players_play_with_their_hands_revealed",
                        # -- batch B10 --: "If this would be destroyed, regenerate it"
                        # (701.19a with no shield: a replacement of its own, 614.8), read
                        # by shahrazad.rules.regeneration
                        "if_this_would_be_destroyed_regenerate_it",
                        # -- batch c-grant --: each library's top card shown to every
                        # player as it becomes the top (701.20: Field of Dreams), read by
                        # shahrazad.rules.triggers
                        "players_play_with_the_top_card_of_their_libraries_revealed",
                        # -- batch D-DRAW --: each draw but the first of a player's draw
                        # step replaced by a discard, then a draw (a mill with an empty
                        # hand: 614.1a, 616.1), read by shahrazad.rules.actions.draw
                        "draws_but_each_draw_steps_first_are_a_discard_then_a_draw",
                        # -- batch d-attack --: no land enters the battlefield (101.2:
                        # Worms of the Earth), read by shahrazad.rules.actions
                        "lands_cant_enter_the_battlefield",
                        # -- batch d-attack --: an opponent with at least as many lands who
                        # would put a land onto the battlefield puts it then sacrifices a
                        # land (614.1a: Land Equilibrium), read by shahrazad.rules.actions
                        "opponents_with_as_many_lands_put_a_land_then_sacrifice_a_land",
                        # -- batch L-LENG --: a card an effect makes you discard may go on
                        # top of your library instead of into your graveyard (614.1a:
                        # Library of Leng), read by shahrazad.rules.effects
                        "discards_by_effects_may_go_on_top_of_your_library"]

#: -- batch B02 --: when a spell may be cast, besides its type's timing (601.3: "Cast this
#: spell only during an opponent's turn after their upkeep step")
CastOnly = Literal["", "during_an_opponents_turn_after_upkeep",
                   # -- batch B03 --: any turn, before its combat damage step (Berserk);
                   # an opponent's turn, before attackers are declared (Siren's Call)
                   "before_the_combat_damage_step",
                   "during_an_opponents_turn_before_attackers",
                   # -- batch B08 --: an opponent's upkeep step (Festival)
                   "during_an_opponents_upkeep",
                   # -- batch LX --: before blockers are declared in the turn's first
                   # combat (Rapid Fire); during combat, before blockers are declared
                   # (Blaze of Glory)
                   "before_blockers_are_declared",
                   "during_combat_before_blockers_are_declared",
                   # -- batch B10 --: any player's declare attackers step (508: Teleport)
                   "during_the_declare_attackers_step",
                   # -- batch C-HIST --: once the turn's combat phase has ended (511.3:
                   # its second main phase, end step or cleanup step: Glyph of
                   # Reincarnation's "Cast this spell only after combat")
                   "after_combat",
                   # -- batch C-TURN --: any player's declare blockers step (509: False
                   # Orders)
                   "during_the_declare_blockers_step",
                   # -- batch D-PILES --: its caster's own declare attackers step
                   # (Camouflage)
                   "during_your_declare_attackers_step"]

#: the types whose cards never leave the command zone (nontraditional cards, 108.2a)
#: -- batch B04 --: how many targets a spell with a variable number of them takes (601.2c)
TargetCount = Literal["", "X", "one_or_more", "any_number"]
#: the bound of a variable number of targets: in practice, the legal targets there are
MANY_TARGETS = 1 << 16

NONTRADITIONAL_TYPES = frozenset({"Vanguard", "Plane", "Phenomenon", "Scheme"})


# -- which objects: filters, counts, and what continuous effects change (foundations 1) --
#
# One general way to say which objects: a Filter, used by targets ("target nonartifact,
# nonblack creature"), by the groups effects act on ("destroy all Islands"), by static
# abilities ("white creatures get +1/+1") and by counts ("the number of Swamps you
# control"). What a continuous effect does to the objects it affects is a Changes,
# layer by layer (613.1): a static ability is one (Static), and so is the effect of a
# resolving spell (Become). shahrazad.filters matches filters; shahrazad.layers applies changes.

#: a color, by its letter (105.1): white, blue, black, red, green
Color = Literal["W", "U", "B", "R", "G"]
#: who controls the objects a filter picks, from the point of view of the controller of
#: the spell or ability ("you"), or the player the creature in question is attacking
#: ("defending_player", 506.2)
ControllerWord = Literal["", "you", "opponent", "defending_player",
                         # -- batch MISC --: the player chosen as the asking permanent
                         # entered (614.1c: a ``choose_word`` of ``opponent``: Jihad)
                         "chosen_player"]


@dataclass(frozen=True, slots=True)
class Filter:
    """Which objects (a permanent, a spell, a card): every field given must hold, each
    left at its default says nothing. Sets of types, subtypes, colors and sets name
    alternatives (``types = ["Artifact", "Enchantment"]``: an artifact *or* an
    enchantment); the ``not_`` sets exclude ("nonblack": ``not_colors = ["B"]``);
    ``keywords`` must all be there ("with flying"), ``not_keywords`` none ("without
    flying"). Characteristics are read as they are now, through every continuous effect
    (613): a Forest made a creature by Living Lands is a creature.

    Relative words: ``controller`` (``you``: the controller of the spell, ability or
    static ability; ``opponent``; ``defending_player``), ``other`` (not the object the
    ability belongs to), ``attached`` (the object this Aura is attached to). As data, a
    table: ``{ types = ["Creature"], not_types = ["Artifact"], not_colors = ["B"] }``.
    """

    types: frozenset[CardType] = frozenset()
    not_types: frozenset[CardType] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    not_supertypes: frozenset[Supertype] = frozenset()
    #: creature types, land types, ``Aura``, ``Wall``...: one of them
    subtypes: frozenset[str] = frozenset()
    not_subtypes: frozenset[str] = frozenset()
    colors: frozenset[Color] = frozenset()
    not_colors: frozenset[Color] = frozenset()
    #: a colorless object (105.2c): ``true``; a colored one: ``false``
    colorless: bool | None = None
    keywords: frozenset[Keyword] = frozenset()
    not_keywords: frozenset[Keyword] = frozenset()
    controller: ControllerWord = ""
    other: bool = False
    attached: bool = False
    token: Literal["", "token", "nontoken"] = ""
    tapped: Literal["", "tapped", "untapped"] = ""
    #: batch E4: ``attacking_or_blocking`` ("target attacking or blocking creature");
    #: batch B01: ``blocking_or_blocked_by_this`` (Sentinel)
    combat: Literal["", "attacking", "blocking", "not_attacking", "attacking_or_blocking",
                    "blocking_or_blocked_by_this",
                    # -- batch B06 --: blocking the ability's source (The Wretched's)
                    "blocking_this"] = ""
    #: the set its name was first printed in: one of them (City in a Bottle's ``ARN``)
    first_printed: frozenset[FirstPrinted] = frozenset()
    #: the object the ability belongs to, itself ("as long as this isn't attacking")
    this: bool = False
    #: its name ("creatures named Plague Rats")
    name: str = ""
    #: its power at least or at most this (Meekstone's "power 3 or greater")
    power_at_least: int | None = None
    power_at_most: int | None = None
    #: batch B01: attached to the object the ability belongs to ("each Aura attached to
    #: it": Rabid Wombat)
    on_this: bool = False
    #: -- batch B03 --: relative to the spell or ability that asks (its source, for an
    #: ability; the spell itself): the object's mana value is that spell's or ability's X
    #: ("target spell with mana value X": Spell Blast; on the stack an X in a cost is its
    #: chosen value, 202.3e); its toughness is less than the power of the ability's
    #: source ("with toughness less than Stone Giant's power")
    mana_value_is_x: bool = False
    toughness_below_power_of_this: bool = False
    #: -- batch B06 --: its power is at most the power of the ability's source ("target
    #: creature with power less than or equal to Old Man of the Sea's power")
    power_at_most_power_of_this: bool = False
    #: -- batch B06 --: it attacked during its controller's last turn (read in their untap
    #: step: "doesn't untap ... if it attacked during your last turn", 502.3)
    attacked_during_its_controllers_last_turn: bool = False
    #: -- batch B06 --: it has a counter of this kind on it ("if it has a sleep counter on
    #: it", 122.1)
    with_counter: str = ""
    #: -- batch B03 --: the turn's history: it attacked this turn (``True``), or it didn't
    #: (``False``): declared as an attacker this turn, as this object (400.7)
    attacked_this_turn: bool | None = None
    #: -- batch B03 --: it attacked or blocked this turn (Clockwork Beast's "if it attacked
    #: or blocked this combat": one combat each turn in these cards' world)
    attacked_or_blocked_this_turn: bool = False
    #: -- batch B03 --: the active player controls it (``controls``), or has controlled it
    #: continuously since the turn began (``since_turn_began``, 302.6: Nettling Imp's and
    #: Siren's Call's creatures)
    #: -- batch LX --: ``doesnt_control``: a player other than the active player controls it
    #: (in a two-player game, the defending player, 506.2: Blaze of Glory's target)
    active_player: Literal["", "controls", "since_turn_began", "doesnt_control"] = ""
    #: -- batch B07 --: an Aura is attached to it (``True``: "enchanted creatures", 303.4;
    #: ``False``: "that isn't enchanted")
    enchanted: bool | None = None
    #: -- batch B07 --: it has every one of these subtypes ("all Sand Warriors": a Sand and
    #: a Warrior), where ``subtypes`` asks for one of them
    all_subtypes: frozenset[str] = frozenset()
    #: -- batch B07 --: it has every one of these card types ("artifact creatures")
    all_types: frozenset[CardType] = frozenset()
    # -- batches B08, B10 ------
    #: who owns it (108.3): ``you`` (the controller of the spell or ability: "a permanent
    #: you both own and control" adds ``controller = "you"``), ``opponent`` (an opponent of
    #: the asking ability's controller), or ``target:0``, the player the spell or ability
    #: targets first ("all artifacts target player owns": read by effects, as they resolve)
    owner: Literal["", "you", "target:0", "opponent"] = ""
    #: it is attached to a permanent this filter picks (301.5, 303.4: "target Aura
    #: attached to a land" is ``{ subtypes = ["Aura"], attached_to = { types = ["Land"]
    #: } }``; its ``you`` is the same player's)
    attached_to: Filter | None = None
    #: it has the color chosen as the ability's source entered (105.1, 614.1c: a
    #: ``choose_word`` of ``color``: Psychic Allergy's "permanents of the chosen color")
    chosen_color: bool = False
    #: -- batch B10 --: not of this name ("except for creatures named Akron Legionnaire")
    not_name: str = ""
    #: -- batch B10 --: it shares no color with any creature the controller of the asking
    #: ability controls (105.2: a colorless object shares none; Invoke Prejudice's
    #: "creature spell that doesn't share a color with a creature you control")
    shares_no_color_with_a_creature_you_control: bool = False
    # -- batch B11: qualities read with the game (by targets and resolving effects) -----
    #: its toughness at least or at most this ("target 1/1 creature": Pendelhaven)
    toughness_at_least: int | None = None
    toughness_at_most: int | None = None
    #: a spell on the stack one of whose targets is a permanent controlled by the
    #: controller of the spell or ability that asks ("instant or Aura spell that targets a
    #: permanent you control": Avoid Fate, 115.1b)
    targets_a_permanent_you_control: bool = False
    #: -- batch SHIELD --: a spell on the stack with a single target (one instance of the
    #: word "target" and one object or player chosen for it: Reflecting Mirror)
    single_target: bool = False
    #: the turn's history: it dealt damage to an opponent of the asking ability's
    #: controller this turn (Whirling Dervish)
    dealt_damage_to_an_opponent_this_turn: bool = False
    #: the turn's history: a spell its controller cast this turn after another instant
    #: spell (Ichneumon Druid's "an instant spell other than the first instant spell that
    #: player casts each turn")
    after_the_first_instant_its_controller_cast_this_turn: bool = False
    #: the turn's history: it was on the battlefield and untapped as the turn began
    #: (Rasputin Dreamweaver's "if it started the turn untapped")
    started_the_turn_untapped: bool = False
    #: -- batch C-ANTE --: it isn't the target of an ability on the stack from another
    #: object with the asking source's name (Goblin Artisans' "that isn't the target of
    #: an ability from another creature named Goblin Artisans")
    not_targeted_by_another_of_this_name: bool = False
    #: -- batch C-HIST --: the turn's history: it has been dealt damage this turn, as this
    #: object (120.3, 400.7), whether or not the damage is still marked on it (Giant
    #: Shark's "a creature that has been dealt damage this turn")
    dealt_damage_this_turn: bool = False
    # -- batch MISC ------
    #: it is one of the objects at least one of these filters picks, beside every other
    #: field ("target tapped or blocking creature": ``types = ["Creature"], either =
    #: [{ tapped = "tapped" }, { combat = "blocking" }]``)
    either: tuple[Filter, ...] = ()


@dataclass(frozen=True, slots=True)
class Count:
    """An amount: how many permanents on the battlefield match ``number_of`` (Nightmare's
    "the number of Swamps you control"), halved and rounded ``half`` if given (Aspect of
    Wolf), plus ``plus``. As data: ``{ number_of = { subtypes = ["Swamp"], controller =
    "you" } }``."""

    number_of: Filter
    half: Literal["", "down", "up"] = ""
    # -- batch B01: where to count, whose, and the sum made of it (107.1)
    #: the battlefield's permanents, or the cards in a player's hand or graveyard; or, in
    #: a resolving spell or ability, the objects its effects so far put into a graveyard
    #: or into exile ("the number of creatures that died this way": Hellfire)
    zone: Literal["battlefield", "hand", "graveyard", "graveyard_this_way",
                  "exile_this_way",
                  # -- batch c-grant --: the permanents a ``choose_any_number`` chose,
                  # still on the battlefield ("for each creature chosen this way")
                  "chosen_this_way",
                  # -- batch B06 --: the players who have more life than each other
                  # player (one or none: "if a player has more life than each other
                  # player"); ``number_of`` is not read
                  "players_with_the_most_life",
                  # -- batch LX --: in a resolving ability, the cards its cost discarded,
                  # sacrificed or exiled, as they are now ("If the discarded card was a
                  # land card": Land's Edge)
                  "paid_this_way",
                  # -- batch LX --: the cards above this one in its owner's graveyard (404.2:
                  # "with three or more creature cards above it": Nether Shadow)
                  "above_this_in_graveyard",
                  # -- batch B10 --: returned to a hand by the effects so far (Puppet
                  # Master's "if that card is returned to its owner's hand this way")
                  "hand_this_way",
                  # -- batch B11 --: shuffled into a library by the effects so far
                  "library_this_way",
                  # -- batch L-LENG --: discarded by the effects so far, wherever the cards
                  # went (the graveyard, or a library instead: 614.1a)
                  "discarded_this_way",
                  # -- batch C-HIST --: the turn's history (its game's, since its turn
                  # began): the permanents that went from the battlefield to a graveyard
                  # ("each creature that died this turn", 700.4); the damage dealt to
                  # you, or to this object, by the sources the filter picks, summed
                  # ("the damage dealt to you so far this turn by artifacts")
                  "died_this_turn", "damage_dealt_to_you_this_turn",
                  "damage_dealt_to_this_this_turn",
                  # -- batch C-HIST --: the creatures blocking the creature a trigger is
                  # about, its subject (509.1: Wall of Caltrops' "if at least one other
                  # Wall creature is blocking that creature")
                  "blocking_the_subject",
                  # -- batch MISC --: the cards in exile ("if there are no more scream
                  # counters on it", the card in exile: All Hallow's Eve)
                  "exile",
                  # -- batch C-TURN --: the opponents of ``you`` who control more of the
                  # permanents ``number_of`` picks than ``you`` do ("if an opponent
                  # controls more lands than you": Land Tax's ``{ number_of = { types =
                  # ["Land"] }, zone = "opponents_with_more" }``)
                  "opponents_with_more"] = "battlefield"
    #: whose: the player ``you`` means in the filter, and whose hand or graveyard is
    #: counted: ``you``, the trigger's ``subject``, the first target (``target:0``), or
    #: ``that_player`` (each player an effect deals damage to or acts on, in turn: Typhoon)
    of: Literal["you", "subject", "target:0", "that_player",
                # -- batch B06 --: each opponent's hand or graveyard, summed ("white cards
                # in their graveyards"), or the permanents with ``controller =
                # "opponent"`` as ever
                "each_opponent"] = "you"
    #: the amount is ``times`` the count plus ``plus`` ("the number of cards in their hand
    #: minus 4": ``plus = -4``; "3 minus": ``times = -1, plus = 3``), never below 0 (107.1b)
    times: int = 1
    plus: int = 0
    #: -- batch B04 --: count the ``counters`` counters on the permanents it picks rather
    #: than the permanents ("the number of wind counters on it": ``{ number_of = { this =
    #: true }, counters = "wind" }``, 122.1)
    counters: str = ""


#: an amount (107.1): a number, a word (:data:`AmountWord`), or a count of permanents
Amount = int | AmountWord | Count
#: the objects an effect acts on: a reference word, or every permanent that matches a
#: filter ("destroy all lands": ``what = { types = ["Land"] }``)
Objects = ObjectRef | Filter


@dataclass(frozen=True, slots=True, kw_only=True)
class Changes:
    """What a continuous effect does to each object it affects, by layer (613.1):

    * layer 2 (613.1b): ``control``: the controller of the effect controls it;
    * layer 4 (613.1d): ``types`` and ``subtypes`` added to its own ("it's still a
      land"); ``land_types``: it *is* these basic land types, its old land types gone,
      and with them the abilities of its rules text, the mana ability of each new type
      gained instead (305.7: "All Mountains are Plains");
    * layer 5 (613.1e): ``color``: it is these colors (letters of WUBRG) and no other;
    * layer 6 (613.1f): ``keywords`` gained, ``lose_keywords`` lost;
    * layer 7b (613.4b): ``set_power``, ``set_toughness``: its power and toughness are
      these ("1/1 creatures");
    * layer 7c (613.4c): ``power``, ``toughness``: added to its own (+1/+1, -2/-1);
    * layer 7d (613.4d): ``switch``: its power and toughness are switched.

    A static ability's amounts are worked out as the layers are applied (Aspect of
    Wolf's Forests); a resolving spell's, once, as it resolves (611.2c).
    """

    control: bool = False
    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    land_types: frozenset[str] = frozenset()
    color: str = ""
    keywords: frozenset[Keyword] = frozenset()
    lose_keywords: frozenset[Keyword] = frozenset()
    set_power: Amount | None = None
    set_toughness: Amount | None = None
    power: Amount = 0
    toughness: Amount = 0
    switch: bool = False
    #: -- batch B06 --: layer 6 (613.1f): it loses all its abilities (keywords, activated,
    #: triggered and static abilities); effects its static abilities began to apply in
    #: an earlier layer go on (613.6)
    lose_all_abilities: bool = False
    #: -- batch D-TRIG --: layer 4 (613.1d): subtypes it loses ("as a non-Aura
    #: enchantment": ``["Aura"]``; a permanent that isn't an Aura enchants nothing, 303.4)
    lose_subtypes: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[WUBRG]*", self.color):
            raise ValueError(f"color is letters of WUBRG, not {self.color!r}")
        if self.land_types - BASIC_LAND_TYPES - {CHOSEN}:
            basic = ", ".join(sorted(BASIC_LAND_TYPES))
            raise ValueError(f"land_types are basic land types ({basic}), not "
                             f"{', '.join(sorted(self.land_types - BASIC_LAND_TYPES))}")

    @property
    def changes_anything(self) -> bool:
        """Whether it changes any characteristic (or the controller)."""
        return bool(self.control or self.types or self.subtypes or self.land_types
                    or self.color or self.keywords or self.lose_keywords
                    or self.set_power is not None or self.set_toughness is not None
                    or self.power != 0 or self.toughness != 0 or self.switch
                    or self.lose_all_abilities or self.lose_subtypes)  # D-TRIG


#: in ``land_types``: the basic land type chosen as the permanent entered (ChooseWord)
CHOSEN = "chosen"
#: the basic land types (205.3i), each with the mana its land taps for (305.6)
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R",
                   "Forest": "G"}
BASIC_LAND_TYPES = frozenset(BASIC_LAND_MANA)

#: the fields of :class:`Changes`, in layer order
CHANGE_FIELDS = tuple(f.name for f in fields(Changes))


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost (202.1): generic mana, colored symbols, and how many X."""

    generic: int = 0
    colored: str = ""
    x: int = 0

    @staticmethod
    def parse(text: str) -> ManaCost:
        generic, colored, x = 0, "", 0
        for sym in re.findall(r"\{([^}]+)\}", text):
            if sym.isdigit():
                generic += int(sym)
            elif sym == "X":
                x += 1
            elif sym in COLORS or sym == "C":
                colored += sym
            else:
                raise ValueError(f"unknown mana symbol {{{sym}}} in {text!r}")
        if re.sub(r"\{[^}]+\}", "", text).strip():
            raise ValueError(f"a mana cost is written in symbols like {{2}}{{W}}: {text!r}")
        return ManaCost(generic, colored, x)

    @property
    def mana_value(self) -> int:
        return self.generic + len(self.colored)

    def __str__(self) -> str:
        parts = ["{X}"] * self.x
        if self.generic or not (self.colored or self.x):
            parts.append(f"{{{self.generic}}}")
        parts += [f"{{{c}}}" for c in self.colored]
        return "".join(parts)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """What one target may be (115): one of the :data:`TargetKind` words, of a
    ``subtype`` if one is named ("target Assembly-Worker creature"), matching ``filter``
    (:class:`Filter`: "target nonartifact, nonblack creature"); an ``optional`` target
    ("up to one target ...", 601.2c) may be left unchosen, and comes after the targets
    that may not. As data it is its kind's word, or a table when it says more, the
    filter's fields beside the kind: ``{ kind = "creature", subtype = "Assembly-Worker" }``,
    ``{ kind = "creature", not_types = ["Artifact"], not_colors = ["B"] }``."""

    kind: TargetKind
    subtype: str = ""
    optional: bool = False
    filter: Filter = Filter()
    #: -- batch B06 --: it shares one of these card types with the first target ("target
    #: permanent an opponent controls that shares one of those types with it": Gauntlets
    #: of Chaos), as the targets are chosen and as the spell or ability resolves
    shares_a_type_with_first: frozenset[CardType] = frozenset()
    #: -- batch LX --: "target ... that player controls of their choice": a triggered
    #: ability's target controlled by the player it is about (its subject), who chooses it
    #: (The Abyss; 603.3d)
    of_subject: bool = False
    #: -- batch SHIELD --: "target ... of an opponent's choice" (601.2c): as the ability
    #: is put on the stack its controller chooses an opponent (with one, no question),
    #: who chooses this target, legal for the ability's controller; with ``of_subject``,
    #: one that opponent controls ("... of an opponent's choice they control", checked
    #: again as it resolves). Such specifications come after the controller's own; with no
    #: legal target for one, the ability can't be activated
    by_an_opponent: bool = False
    #: -- batch c-mana --: a card in the graveyard of the first target, a player ("target
    #: artifact cards from target player's graveyard": Drafna's Restoration), as the
    #: targets are chosen and as it resolves
    in_first_targets_graveyard: bool = False
    #: -- batch R-C --: a creature the first target (a creature) blocked this turn, by the
    #: record its game keeps of the turn's blocks (509.1: Glyph of Delusion's "target
    #: creature that target Wall blocked this turn"), as the targets are chosen and as it
    #: resolves
    blocked_by_first_this_turn: bool = False


# -- effects -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Effect:
    """Base of every effect primitive. ``SAYS`` is its words (``{field}`` placeholders),
    ``RULES`` the rules it touches, in current numbering, and ``CITES`` the subgame
    rules it touches, by their names in :mod:`shahrazad.rules.citations` (a subgame rule
    is cited in the numbering of a table's edition)."""

    SAYS: ClassVar[str] = ""
    RULES: ClassVar[tuple[str, ...]] = ()
    CITES: ClassVar[tuple[str, ...]] = ()


#: every primitive by its data name (``gain_life``), in the order they are declared
PRIMITIVES: dict[str, type[Effect]] = {}

E = TypeVar("E", bound=type[Effect])


def data_name(cls: type) -> str:
    """A class name in snake case: ``GainLife`` -> ``gain_life``."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()


def primitive(cls: E) -> E:
    """Register an effect primitive under its data name (see "Adding a primitive")."""
    name = data_name(cls)
    if name in PRIMITIVES:
        raise TypeError(f"primitive {name!r} is already registered")
    if not cls.SAYS or not cls.RULES:
        raise TypeError(f"primitive {cls.__name__} needs SAYS and RULES")
    PRIMITIVES[name] = cls
    return cls


@primitive
@dataclass(frozen=True, slots=True)
class Damage(Effect):
    """``amount`` damage to each player or object ``to`` means (120), and to each player
    ``also`` means ("each creature without flying and each player": Earthquake)."""

    SAYS: ClassVar[str] = "{by}deal {amount} damage to {to}{also}{if_it}"
    RULES: ClassVar[tuple[str, ...]] = ("120.3",)
    amount: Amount
    to: DamageRef | Filter
    also: Literal["", "each_player", "each_opponent", "you"] = ""
    #: -- batch B11 --: only to the objects of ``to`` this filter picks as it resolves
    #: ("deals 2 damage to each of those creatures with flying": Winter Blast)
    if_it: Filter | None = None
    #: -- batch R-A --: the source of the damage: this spell or ability's source, or the
    #: first target ("That creature deals damage equal to its power to Tracker", 120.3)
    by: Literal["this", "target:0"] = "this"


@primitive
@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """``who`` draws ``amount`` cards, one at a time (121.2); each draw passes the
    replacement point of :func:`shahrazad.rules.actions.draw` (614)."""

    SAYS: ClassVar[str] = "{who} draw[s] {amount} card(s){reveal}"
    RULES: ClassVar[tuple[str, ...]] = ("121.1",)
    amount: Amount
    who: PlayerRef = "you"
    #: -- batch B04 --: the cards drawn are revealed to every player (701.20: "Draw a card
    #: and reveal it"); a ``discard`` with ``how = "drawn"`` after it reads them
    reveal: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class GainLife(Effect):
    SAYS: ClassVar[str] = "{who} gain[s] {amount} life"
    RULES: ClassVar[tuple[str, ...]] = ("119.3",)
    amount: Amount
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class LoseLife(Effect):
    """``who`` loses ``amount`` life. A loss that depends on a subgame's outcome is
    cited by the subgame rule that makes it happen in the main game (727.1b)."""

    SAYS: ClassVar[str] = "{who} lose[s] {amount} life"
    RULES: ClassVar[tuple[str, ...]] = ("119.3",)
    amount: Amount
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class Destroy(Effect):
    """Destroy ``what`` (701.8); with ``cant_be_regenerated`` a regeneration shield can't
    replace it (701.19c: Wrath of God, Terror)."""

    SAYS: ClassVar[str] = "destroy {what}{if_it}{cant_be_regenerated}"
    RULES: ClassVar[tuple[str, ...]] = ("701.8",)
    what: Objects
    cant_be_regenerated: bool = False
    #: -- batch B03 --: only those of them this filter picks as it happens ("destroy
    #: that creature if it attacked this turn": Berserk's ``{ attacked_this_turn = true }``)
    if_it: Filter | None = None
    #: -- batch SHIELD --: "for each of them, destroy it unless any player pays so much
    #: life" (Cleansing: 1): in turn order from the active player (101.4), each player
    #: chooses which of those not yet paid for they pay for (608.2d, a ``choose``, no more
    #: than their life allows, 119.4), paying that much life for each; then every one
    #: nobody paid for is destroyed, all at once
    unless_any_player_pays_life: int = 0


@primitive
@dataclass(frozen=True, slots=True)
class Exile(Effect):
    """Exile ``what``; with ``until = "this_leaves_the_battlefield"`` the exile is linked
    to the source and ends when it leaves (610.3: Oblivion Ring). A ``linked`` exile
    is remembered as "exiled with this" for the source's other abilities (607.2a:
    Karn Liberated's restart keeps those cards)."""

    SAYS: ClassVar[str] = "exile {what}{with_auras}{until}{linked}"
    RULES: ClassVar[tuple[str, ...]] = ("701.13",)
    what: Objects
    until: Literal["", "this_leaves_the_battlefield"] = ""
    linked: bool = False
    #: -- batch d-misc --: "and all Auras attached to it", exiled at once with each
    #: permanent, and the number and kind of the counters that were on it noted: one
    #: record (607.2a, kind ``exiled_with_auras``) of the card it became, the Auras' cards
    #: and the counters, which :class:`ReturnNoted` reads (Tawnos's Coffin)
    with_auras: bool = False
    #: -- batch SHIELD --: "exile any number of" them: the controller chooses which as it
    #: resolves (608.2d: a ``choose`` decision, ``choose nothing`` too); those exiled are
    #: ``exile_this_way`` for the effects after it (Tetravus's Tetravites); with ``what``
    #: a filter of permanents or ``tokens_created_with_this``
    any_number: bool = False

    def __post_init__(self) -> None:
        if self.any_number and not (isinstance(self.what, Filter)
                                    or self.what == "tokens_created_with_this"):
            raise ValueError("'any_number' chooses among a filter's permanents or "
                             "tokens_created_with_this")


@primitive
@dataclass(frozen=True, slots=True)
class ReturnNoted(Effect):
    """-- batch d-misc --: the card an :class:`Exile` ``with_auras`` of this object exiled
    (``what``: a delayed ability's ``subject``, the card it became in exile) returns to the
    battlefield under its owner's control, tapped (it enters so: it never becomes
    tapped) and with the noted number and kind of counters on it (122.6); if it does,
    the Auras exiled with it return at once under their owners' control attached to it
    (303.4f), each judged against it as it is before any is attached: one that can't
    legally enchant it stays in exile (303.4g). A card that
    is no longer in exile (a token ceased to exist, 704.5d) doesn't return, nor do its
    Auras. The record ends (607.2a: Tawnos's Coffin)."""

    SAYS: ClassVar[str] = ("return {what} to the battlefield tapped with its noted counters, "
                           "the Auras exiled with it attached to it")
    RULES: ClassVar[tuple[str, ...]] = ("607.2a", "122.6", "303.4f", "303.4g")
    what: ObjectRef = "subject"


@primitive
@dataclass(frozen=True, slots=True)
class Return(Effect):
    """Put ``what`` into its owner's hand or onto the battlefield. The cards a linked
    exile took (``cards_exiled_with_this``) come back and the link ends (610.3)."""

    SAYS: ClassVar[str] = "return {what} to {to}{from_graveyards}"
    RULES: ClassVar[tuple[str, ...]] = ("400.3",)
    what: Objects
    #: -- batch MISC --: or into its owner's ``graveyard`` (a card in exile: "put it into
    #: your graveyard")
    to: Literal["hand", "battlefield", "graveyard"] = "hand"
    #: -- batch MISC --: ``what`` (a filter) picks the cards in every player's graveyard,
    #: by their printed characteristics, all returned at once, each under its owner's
    #: control (110.2: "each player returns all creature cards from their graveyard to
    #: the battlefield")
    from_graveyards: bool = False


#: -- batch B02 --: in a triggered mana ability (``tapped_for_mana``): one mana of a type the
#: tapped land produced (Mana Flare)
PRODUCED = "produced"


#: -- batch c-mana --: the spells restricted mana may pay for (106.6), and the card type
#: each needs
SpendOnly = Literal["", "artifact_spells", "creature_spells"]
SPEND_ONLY_TYPES: dict[str, CardType] = {"artifact_spells": "Artifact",
                                          "creature_spells": "Creature"}


@primitive
@dataclass(frozen=True, slots=True)
class AddMana(Effect):
    """Add mana: letters of ``WUBRGC``, each ``amount`` times (a number, or an amount
    word: ``that_many`` for a delayed ability's remembered amount), or ``"any"`` for
    ``amount`` mana of one color the player chooses."""

    SAYS: ClassVar[str] = "add {mana}"
    RULES: ClassVar[tuple[str, ...]] = ("106.3",)
    mana: str
    amount: Amount = 1
    #: -- batch B05 --: ``instead`` times the mana, rather than ``amount`` times, while its
    #: controller controls a permanent that each filter of ``instead_if`` picks ("Add {C}.
    #: If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead": a
    #: mana ability's amount, worked out as it is activated, 605.1a)
    instead: int = 0
    instead_if: tuple[Filter, ...] = ()
    #: -- batch LX --: with ``mana = "any"``: only a color that a land an opponent controls
    #: could produce (``opponents``: Fellwar Stone, 106.7); with none, no mana
    of_lands: Literal["", "opponents"] = ""
    #: -- batch c-mana --: the mana may be spent only to cast these spells (106.6:
    #: ``artifact_spells``, Mishra's Workshop's "Spend this mana only to cast artifact
    #: spells"; ``creature_spells``, Metamorphosis'); it can't pay for anything else
    only: SpendOnly = ""

    def __post_init__(self) -> None:
        if self.of_lands and self.mana != "any":
            raise ValueError("of_lands says which colors mana of 'any' color may be")
        if self.mana not in ("any", PRODUCED) and not re.fullmatch(r"[WUBRGC]+", self.mana):
            raise ValueError(f"mana is letters of WUBRGC, 'any' or '{PRODUCED}', not "
                             f"{self.mana!r}")

    @property
    def fixed(self) -> int:
        """The amount as a number (a mana ability's always is one: :class:`Activated`
        checks it); 0 for an amount word, which only a resolving effect works out."""
        return self.amount if isinstance(self.amount, int) else 0


@primitive
@dataclass(frozen=True, slots=True)
class Counter(Effect):
    SAYS: ClassVar[str] = "counter {what}"
    RULES: ClassVar[tuple[str, ...]] = ("701.6",)
    what: ObjectRef = "target:0"
    #: -- batch r-b --: only a spell that would destroy a permanent this filter picks (from
    #: this effect's controller's point of view) if it resolved now: its effects tried on
    #: a copy of the table up to its first question or random outcome ("Counter target
    #: spell if it would destroy a land you control": Equinox's ``{ types = ["Land"],
    #: controller = "you" }``; damage, sacrifice or a later choice destroy nothing)
    if_it_would_destroy: Filter | None = None


@primitive
@dataclass(frozen=True, slots=True)
class ExtraTurn(Effect):
    SAYS: ClassVar[str] = "{who} take[s] an extra turn after this one"
    RULES: ClassVar[tuple[str, ...]] = ("500.7",)
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class Pump(Effect):
    """``what`` gets +power/+toughness until end of turn (611.2, layer 7c)."""

    SAYS: ClassVar[str] = "{what} get[s] {power:+d}/{toughness:+d} until end of turn"
    RULES: ClassVar[tuple[str, ...]] = ("611.2",)
    power: int
    toughness: int
    what: ObjectRef = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class Tap(Effect):
    SAYS: ClassVar[str] = "tap {what}"
    RULES: ClassVar[tuple[str, ...]] = ("701.26",)
    what: Objects = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class Search(Effect):
    """``who`` may search their library for a card and put it into their hand (701.23);
    the search waits for their choice. Nobody searches if ``who`` means nobody."""

    SAYS: ClassVar[str] = "{who} search[es] their library for a card and put[s] it into " \
                          "their hand"
    RULES: ClassVar[tuple[str, ...]] = ("701.23",)
    who: PlayerRef = "you"
    #: -- batch B07 --: only a card this filter picks ("a basic land card", "an artifact
    #: card"; a search for a card with a quality may find nothing, 701.23b), put into the
    #: ``hand`` or onto the ``battlefield``
    filter: Filter | None = None
    to: Literal["hand", "battlefield"] = "hand"
    #: -- batch C-TURN --: "search ... for up to three basic land cards": any number of
    #: cards up to ``amount`` the filter picks, chosen at once (a ``choose`` question,
    #: 701.23a); ``reveal``: the cards found are shown to every player (701.20) as they
    #: are put into the hand ("reveal them, put them into your hand": Land Tax)
    amount: int = 1
    reveal: bool = False
    #: -- batch r-b --: "if that card's mana value is less than or equal to N, put it onto
    #: the battlefield. If it's greater, you may pay {X}, where X is the difference. If
    #: you do, put it onto the battlefield. If you don't, put it into its owner's
    #: graveyard": the card found waits in the library while the searcher is asked
    #: (``accept``, paying the difference in generic mana), 608.2d
    pay_difference_over: Amount | None = None


@primitive
@dataclass(frozen=True, slots=True)
class Shuffle(Effect):
    SAYS: ClassVar[str] = "{who} shuffle[s] their library"
    RULES: ClassVar[tuple[str, ...]] = ("701.24",)
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class ShuffleInto(Effect):
    """Each of ``who`` puts their ``what`` into their library and shuffles it."""

    SAYS: ClassVar[str] = "{who} shuffle[s] their {what} into their library"
    RULES: ClassVar[tuple[str, ...]] = ("701.24",)
    #: batch B05: ``graveyard`` alone (Feldon's Cane); -- batch B11 --: ``hand`` alone
    #: (Winds of Change; "then draws that many": a ``draw`` of the count of
    #: ``library_this_way`` cards of ``that_player``)
    what: Literal["hand_and_graveyard", "graveyard", "hand"] = "hand_and_graveyard"
    who: PlayerRef = "each_player"


@primitive
@dataclass(frozen=True, slots=True)
class Discard(Effect):
    """``who`` discards ``amount`` cards (all they have, if fewer): ``at_random``
    (701.9b; the choice is recorded in the events) or ``chosen`` by the player as the
    effect resolves (608.2d: a ``discard`` decision); or, batch B04, ``all``: every card
    of their hand that ``filter`` picks, ``amount`` aside ("discards their hand": Wheel of
    Fortune; "discards all nonland cards": Amnesia); ``drawn``: the same of the cards the
    effects before it drew, still in the hand ("If it isn't a land card, discard it":
    Sindbad; a draw replaced draws nothing to discard)."""

    SAYS: ClassVar[str] = "{who} discard[s] {amount} card(s){how}"
    RULES: ClassVar[tuple[str, ...]] = ("701.9",)
    amount: Amount
    who: PlayerRef
    how: Literal["at_random", "chosen", "all", "drawn"] = "at_random"
    #: -- batch B04 --: with ``all``, the cards of the hand discarded; -- batch B08 --: with
    #: ``at_random``, the cards the random choice is among ("discards a creature card at
    #: random": Rag Man)
    filter: Filter = Filter()
    #: -- batch B04 --: with ``chosen``, "... unless you discard a card": the player may
    #: discard (``discard nothing`` declines); the effects after it happen only if they
    #: didn't discard ``amount`` cards (608.2d; with too few cards they can't, 608.2c)
    unless: bool = False
    #: -- batch B08 --: with ``chosen``, "may discard up to ``amount`` cards": none to
    #: ``amount``, each player ``who`` means in turn order from the active player (101.4);
    #: the cards discarded count as ``graveyard_this_way`` (Mind Bomb)
    up_to: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class Prevent(Effect):
    """Prevent all ``damage`` damage that would be dealt this turn (615: Fog)."""

    SAYS: ClassVar[str] = "prevent all {damage} damage that would be dealt this turn"
    RULES: ClassVar[tuple[str, ...]] = ("615.1",)
    damage: Literal["combat"] = "combat"


@primitive
@dataclass(frozen=True, slots=True)
class AddCounters(Effect):
    SAYS: ClassVar[str] = "{who} get[s] {amount} {counter} counter(s){up_to_total}"
    RULES: ClassVar[tuple[str, ...]] = ("122.1",)
    counter: str
    amount: Amount
    who: DamageRef
    #: -- batch B03 --: no more than it takes to have this many such counters on it ("this
    #: ability can't cause the total number of +1/+0 counters to be greater than seven":
    #: Clockwork Beast; other effects may still exceed it)
    up_to_total: int = 0


@primitive
@dataclass(frozen=True, slots=True)
class Sacrifice(Effect):
    """``by`` sacrifices ``what``: ``you`` only what you control (701.21a), or the
    object's own controller (``its_controller``: Animate Dead's creature)."""

    SAYS: ClassVar[str] = "{by} sacrifice[s] {what}"
    RULES: ClassVar[tuple[str, ...]] = ("701.21",)
    what: Objects = "this"
    by: Literal["you", "its_controller"] = "you"
    # -- batch E2: "if you do" ------------------------------------------------------------
    #: the effects after it happen only if something was sacrificed ("you may sacrifice
    #: Safe Haven. If you do, ...": one that has already left can't be, 701.21a, 608.2c)
    if_you_do: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class CreateToken(Effect):
    """Create a token whose definition is the card named ``name`` (a ``token`` card) for
    ``who``; with ``unless``, an opponent may have you draw a card instead (608.2d:
    Development)."""

    SAYS: ClassVar[str] = "{who} create[s] a {name} token{unless}"
    RULES: ClassVar[tuple[str, ...]] = ("111.1",)
    name: str = ""
    who: PlayerRef = "you"
    unless: Literal["", "an_opponent_lets_you_draw"] = ""
    #: -- batch B07 --: how many (an amount worked out as it resolves: "X tokens, where X
    #: is the number of lands you control at that time")
    amount: Amount = 1
    #: -- batch SHIELD --: "a token that's a copy of target creature" (707.2, 111.1): the
    #: token's definition is the copiable values of that permanent as it resolves (its
    #: card's, or what a copy effect made it: 707.3), and it enters as that copy, with
    #: what its card does as it enters; no such permanent, no token (Dance of Many)
    copy_of: Literal["", "target:0"] = ""
    #: -- batch SHIELD --: each token is remembered as created with this object (607.2a),
    #: for its other abilities (``tokens_created_with_this``: Tetravus's Tetravites)
    linked: bool = False

    def __post_init__(self) -> None:
        if bool(self.name) == bool(self.copy_of):
            raise ValueError("a token has a name (a token card) or is a copy (copy_of)")


@primitive
@dataclass(frozen=True, slots=True)
class Subgame(Effect):
    """Players play a Magic subgame using their libraries as their decks (727), each
    starting at ``starting_life``. The effects after it see the subgame's outcome
    (``each_player_who_didnt_win``, ``subgame_winner``)."""

    SAYS: ClassVar[str] = "players play a Magic subgame using their libraries as their " \
                          "decks, starting at {starting_life} life"
    RULES: ClassVar[tuple[str, ...]] = ("608.2",)
    CITES: ClassVar[tuple[str, ...]] = ("SUBGAME", "SUBGAME_START", "SUBGAME_END")
    starting_life: int = 20


@primitive
@dataclass(frozen=True, slots=True)
class FromOutside(Effect):
    """You may put a card you own from outside the game, of ``kind``, into your hand or
    your library (400.11b; in a subgame, the enclosing games' objects too, 727.4); with
    ``or_exile``, a card you own in this game's exile will do as well."""

    SAYS: ClassVar[str] = "you may put {kind} card you own from outside the game{or_exile} " \
                          "into your {to}"
    RULES: ClassVar[tuple[str, ...]] = ("400.11b",)
    CITES: ClassVar[tuple[str, ...]] = ("SUBGAME_OUTSIDE",)
    kind: OutsideKind = "any"
    to: Literal["hand", "library"] = "hand"
    #: or one you own face up in exile: this game's exile, since an enclosing game's
    #: exile is outside it already (Karn, the Great Creator; Coax from the Blind Eternities)
    or_exile: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class ReplaceDraw(Effect):
    """Creates a replacement effect (614.1a): the next time ``who`` would draw a card
    before ``until``, ``instead`` happens. The effect belongs to the game it was
    created in (727.1b). ``card_from_outside``: a card they own from outside the game
    goes into their hand."""

    SAYS: ClassVar[str] = "the next time {who} would draw a card this turn, instead put " \
                          "a card you own from outside the game into your hand"
    RULES: ClassVar[tuple[str, ...]] = ("614.1a", "400.11b")
    #: -- batch D-DRAW --: ``look_at_top_x``: they look at the top ``amount`` cards of their
    #: library, put all but one of them on the bottom in a random order, then draw a card
    #: (Aladdin's Lamp); the one kept stays on top, and the draw passes the replacement
    #: point again (616.1, 614.5)
    instead: Literal["card_from_outside", "look_at_top_x"] = "card_from_outside"
    who: PlayerRef = "you"
    until: Literal["end_of_turn"] = "end_of_turn"
    amount: Amount = 0


@primitive
@dataclass(frozen=True, slots=True)
class PhaseOut(Effect):
    """``what`` phases out (702.26); ``until = "this_leaves_the_battlefield"`` holds it
    out until the source leaves (610.4: Oubliette)."""

    SAYS: ClassVar[str] = "{what} phase[s] out{until}"
    RULES: ClassVar[tuple[str, ...]] = ("702.26a",)
    what: ObjectRef = "target:0"
    until: Literal["", "this_leaves_the_battlefield"] = ""


@primitive
@dataclass(frozen=True, slots=True)
class PhaseIn(Effect):
    """``what`` phases in, tapped if ``tapped`` (702.26; the objects a linked phasing
    held out: ``phased_out_with_this``)."""

    SAYS: ClassVar[str] = "{what} phase[s] in{tapped}"
    RULES: ClassVar[tuple[str, ...]] = ("702.26a", "610.4")
    what: ObjectRef = "phased_out_with_this"
    tapped: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class Grant(Effect):
    """``who`` gets a quality until ``until``: ``life_locked`` (their life total can't
    change, 119.8), ``protection_from_everything`` (702.16) or ``pay_life_for_colorless``
    (any time they could activate a mana ability, they may pay 1 life to add {C}: a mana
    ability of their own, 605, 119.4)."""

    SAYS: ClassVar[str] = "until {until}, {who} get[s] {quality}"
    RULES: ClassVar[tuple[str, ...]] = ("611.2",)
    #: -- batch B08 --: ``creatures_cant_attack``: the creatures they control can't attack
    #: (508.1a), those that come under their control later too ("Creatures can't attack
    #: this turn", granted to each player: Festival)
    #: -- batch c-mana --: ``spend_mana_as_any_type_for_one_spell``: they may spend mana
    #: as though it were mana of any type to pay one spell's mana cost (609.4b: North
    #: Star); the first spell they cast whose cost needs it uses it up
    #: -- batch D-DRAW --: ``cant_be_attacked_except_by_flying_or_islandwalk``: they can't
    #: be attacked except by creatures with flying and/or islandwalk (508.1c: Island
    #: Sanctuary); planeswalkers they control still can
    #: -- batch D-PILES --: ``blockers_in_piles``: this turn, instead of declaring blockers,
    #: each player their attacking creatures attack divides creatures they control into
    #: piles, one for each of those attackers, assigned to them at random (Camouflage,
    #: 509.1, 700.3)
    quality: Literal["life_locked", "protection_from_everything", "pay_life_for_colorless",
                     "creatures_cant_attack", "spend_mana_as_any_type_for_one_spell",
                     "cant_be_attacked_except_by_flying_or_islandwalk",
                     "blockers_in_piles"]
    who: PlayerRef = "you"
    until: Duration = "your_next_turn"


# -- untapping and setting a life total (the planes' abilities, 901.7) ------------------


@primitive
@dataclass(frozen=True, slots=True)
class Untap(Effect):
    """Untap the objects ``what`` names (701.26): a target, or a group such as
    ``each_creature_you_control`` (Llanowar's chaos ability)."""

    SAYS: ClassVar[str] = "untap {what}"
    RULES: ClassVar[tuple[str, ...]] = ("701.26",)
    what: Objects = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class SetLife(Effect):
    """``who``'s life total becomes ``amount``: they gain or lose the difference (119.5).
    ``optional``: the controller of the ability may decline (a "may", 608.2d), asked
    as a yes-or-no question (``allow``)."""

    SAYS: ClassVar[str] = "{who} {optional} their life total become {amount}"
    RULES: ClassVar[tuple[str, ...]] = ("119.5",)
    amount: int
    who: PlayerRef = "you"
    optional: bool = False


# -- batch B11: exchanging life totals (701.12) -------------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class ExchangeLife(Effect):
    """``who`` and ``other`` exchange life totals (701.12c): each gains or loses what it
    takes to have the other's life total as it was, so replacement effects may change
    those gains and losses and triggers see them. An exchange is all or nothing
    (701.12a): if either player can't have their life total changed that way (a life
    total that can't change, 119.8), or has left the game, neither changes."""

    SAYS: ClassVar[str] = "{who} exchange[s] life totals with {other}"
    RULES: ClassVar[tuple[str, ...]] = ("701.12a", "701.12c")
    other: PlayerRef = "target:0"
    who: PlayerRef = "you"


# -- copies, planeswalkers, restarting, casting from outside (707, 606, 725) ------------


@primitive
@dataclass(frozen=True, slots=True)
class CopySpell(Effect):
    """Copy the spell ``what`` (707.10): the copy, controlled by you, has the spell's
    copiable values and the choices made for it (targets, X, the half cast), except that
    ``color`` (letters of WUBRG) replaces its colors when given; with ``new_targets``
    you may choose new targets for it (707.10c). A copy is not a card: off the stack it
    ceases to exist (704.5e), and it never goes home as a subgame ends (727.5)."""

    SAYS: ClassVar[str] = "copy {what}{color}{new_targets}"
    RULES: ClassVar[tuple[str, ...]] = ("707.10", "707.10c")
    what: ObjectRef = "target:0"
    color: str = ""
    new_targets: bool = True

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[WUBRG]*", self.color):
            raise ValueError(f"color is letters of WUBRG, not {self.color!r}")


@primitive
@dataclass(frozen=True, slots=True)
class OfferCopy(Effect):
    """``who`` may pay ``cost``; if they do, they copy this spell and may choose new
    targets for the copy (707.10, 707.10c: Chain Lightning). The copy offers the same
    again when it resolves."""

    SAYS: ClassVar[str] = "{who} may pay {cost}; if they do, they copy this spell and may " \
                          "choose new targets for the copy"
    RULES: ClassVar[tuple[str, ...]] = ("707.10", "707.10c", "601.2h")
    who: PlayerRef = "target_or_its_controller:0"
    cost: ManaCost = ManaCost(colored="RR")


@primitive
@dataclass(frozen=True, slots=True)
class EnterAsCopy(Effect):
    """As this permanent enters, its controller may have it enter as a copy of a
    permanent of kind ``of`` on the battlefield (614.1c, 707.2: Clone). It takes the
    copiable values (name, cost, types, P/T, abilities), the copied object's own copy
    effects included (707.3), and nothing else: no counters, no pump, no animation."""

    SAYS: ClassVar[str] = "you may have this enter as a copy of {of} on the battlefield" \
                          "{exceptions}"
    RULES: ClassVar[tuple[str, ...]] = ("614.1c", "707.2", "707.3")
    of: Literal["creature", "artifact"] = "creature"
    #: the copy's exceptions, part of its copiable values (707.9): types it has besides
    #: the copied ones (Copy Artifact's "it's an enchantment in addition"), its own color
    #: kept ("it doesn't copy that creature's color"), its own card's triggered abilities
    #: kept ("it has this ability": Vesuvan Doppelganger)
    also_types: frozenset[CardType] = frozenset()
    keep_color: bool = False
    keep_triggers: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class Animate(Effect):
    """``what`` becomes a ``power``/``toughness`` creature of ``types`` and ``subtypes``
    until ``until``; it keeps the types it had ("it's still a land"). The types are
    layer 4 (613.1d), the power and toughness are set in layer 7b (613.4b), beneath
    pumps and counters (7c)."""

    SAYS: ClassVar[str] = "{what} become[s] a {power}/{toughness} {kinds} until {until}"
    RULES: ClassVar[tuple[str, ...]] = ("613.1d", "613.4b", "611.2")
    power: Amount
    toughness: Amount
    what: ObjectRef = "this"
    types: frozenset[CardType] = frozenset({"Artifact", "Creature"})
    subtypes: frozenset[str] = frozenset()
    until: Duration = "end_of_turn"


@primitive
@dataclass(frozen=True, slots=True)
class ExileFromHand(Effect):
    """``who`` exiles ``amount`` cards of their choice from their hand, remembered as
    exiled with this (607.2a: Karn Liberated)."""

    SAYS: ClassVar[str] = "{who} exile[s] {amount} card(s) from their hand"
    RULES: ClassVar[tuple[str, ...]] = ("701.13", "607.2a")
    who: PlayerRef = "target:0"
    amount: Amount = 1


@primitive
@dataclass(frozen=True, slots=True)
class SacrificePermanents(Effect):
    """``who`` sacrifices ``amount`` permanents of their choice (701.21): annihilator's
    defending player (702.86a)."""

    SAYS: ClassVar[str] = "{who} sacrifice[s] {amount} permanent(s)"
    RULES: ClassVar[tuple[str, ...]] = ("701.21",)
    amount: Amount
    who: PlayerRef = "subject"


@primitive
@dataclass(frozen=True, slots=True)
class Restart(Effect):
    """Restart the game (725): it ends, nobody winning or losing, and its players start
    a new one under rule 103, the player who controls this going first (725.1a), with
    every card of the old game (725.2). ``keep``: the non-Aura permanent cards exiled
    with this stay in exile through it (725.5), then enter the battlefield under your
    control as the effect finishes, before the first turn (725.4). In a subgame only the
    subgame restarts; its main game waits on (725.6)."""

    SAYS: ClassVar[str] = "restart the game{keep}"
    RULES: ClassVar[tuple[str, ...]] = ("725.1", "725.2", "725.4", "725.5")
    keep: Literal["", "permanent_cards_exiled_with_this"] = ""


@primitive
@dataclass(frozen=True, slots=True)
class CastFromOutside(Effect):
    """You may cast any number of ``kind`` cards you own from outside the game without
    paying their mana costs (118.9, 400.11b), one at a time, onto the stack of the game
    this resolves in: in a subgame, its stack, the enclosing games' objects being
    outside it (727.4: Spawnsire of Ulamog)."""

    SAYS: ClassVar[str] = "you may cast any number of {kind} cards you own from outside the " \
                          "game without paying their mana costs"
    RULES: ClassVar[tuple[str, ...]] = ("400.11b", "118.9", "601.2")
    CITES: ClassVar[tuple[str, ...]] = ("SUBGAME_OUTSIDE",)
    kind: OutsideKind = "any"


# -- life, counters, choices on resolution, designations (issue 10 C) ------------------


@primitive
@dataclass(frozen=True, slots=True)
class PayEnergy(Effect):
    """You may pay any amount of {E} (107.14), chosen as it resolves (608.2d: an
    ``energy`` decision); ``amount_paid`` is that amount for the effects after it."""

    SAYS: ClassVar[str] = "you may pay any amount of {{E}}"
    RULES: ClassVar[tuple[str, ...]] = ("107.14", "608.2d")
    upto: Literal["any"] = "any"


@primitive
@dataclass(frozen=True, slots=True)
class MayPay(Effect):
    """You may pay ``mana`` as it resolves (608.2d: an ``accept`` decision, with mana
    abilities to activate, 605.3a); the effects after it happen only if you do, or, with
    ``unless``, only if you don't ("sacrifice this unless you pay {W}{W}")."""

    SAYS: ClassVar[str] = "{who} may pay {mana}; if they {unless}"
    RULES: ClassVar[tuple[str, ...]] = ("608.2d", "601.2h")
    mana: ManaCost
    unless: bool = False
    #: who may pay (batch B01: ``subject``, "that player may pay {4}": Paralyze; batch
    #: B02: ``controller_of:0``, "counter target spell unless its controller pays {1}",
    #: 701.6, 118.12); an ``{X}`` in ``mana`` is the X of this spell or ability
    #: (Power Sink's)
    who: PlayerRef = "you"
    #: -- batch B04 --: the mana is paid this many times ("{G} for each wind counter on
    #: it"), worked out as it resolves
    times: Amount = 1
    #: -- batch B04 --: what happens at once if they don't pay ("sacrifice Cyclone unless
    #: you pay ... If you pay, ...": the sacrifice is ``if_not``, the damage follows)
    if_not: tuple[Effect, ...] = ()
    #: -- batch B08 --: the life paid too, or alone with no ``mana`` (119.4: only with at
    #: least that much life): "unless that player pays {1} or 1 life" is a ``may_pay`` of
    #: ``{1}`` and then one of ``life = 1`` (Erosion)
    life: int = 0

    def __post_init__(self) -> None:
        _branch(self.if_not, "if_not")

    def cost_for(self, x: int, times: int = 1) -> ManaCost:
        """The mana to pay, with ``X`` = ``x``, ``times`` times."""
        return ManaCost((self.mana.generic + self.mana.x * x) * times,
                        self.mana.colored * times)


@primitive
@dataclass(frozen=True, slots=True)
class SacrificeSome(Effect):
    """``who`` sacrifices ``amount`` permanents of ``what`` they choose (701.21; a
    ``sacrifice`` decision); with ``otherwise = "lose_the_game"``, a player who can't
    sacrifice that many sacrifices all they can and loses the game (104.3e: Lich)."""

    SAYS: ClassVar[str] = "{who} sacrifice[s] {amount} {what}{otherwise}"
    RULES: ClassVar[tuple[str, ...]] = ("701.21", "608.2d")
    amount: Amount
    what: Literal["nontoken_permanents"] | Filter = "nontoken_permanents"
    who: PlayerRef = "you"
    otherwise: Literal["", "lose_the_game"] = ""
    # -- batch B04: a sacrifice of a kind, "you may", and "if you can't / don't" ----------
    #: (``what`` may be a filter of the permanents the player controls: "a creature other
    #: than Lord of the Pit" is ``{ types = ["Creature"], other = true }``)
    #: "you may sacrifice ...": the player may choose none (608.2d)
    optional: bool = False
    #: what happens, at once, when they sacrificed fewer than ``amount``: because they
    #: couldn't ("If you can't, Lord of the Pit deals 7 damage to you"), or, ``optional``,
    #: didn't ("If you don't, tap Yawgmoth Demon ..."); 608.2c
    if_not: tuple[Effect, ...] = ()
    #: who chooses what is sacrificed: the player sacrificing (``""``), or
    #: ``an_opponent``, one of their opponents ("a land of an opponent's choice": with
    #: several, the one the controller chose with a ``choose_word`` of ``opponent`` before
    #: it, 608.2d)
    chooser: Literal["", "an_opponent"] = ""
    #: -- batch d-attack --: "you may sacrifice two Islands. If you do, ...": the effects
    #: after it happen only if the player sacrificed all ``amount`` (608.2c: Leviathan)
    if_you_do: bool = False

    def __post_init__(self) -> None:
        _branch(self.if_not, "if_not")


# -- batch d-attack: "any player may ... or ...; if a player does either" (101.4) -------


@primitive
@dataclass(frozen=True, slots=True)
class AnyPlayerMay(Effect):
    """Any player may sacrifice ``sacrifice`` permanents of theirs that ``what`` picks, or
    have this deal ``damage`` damage to them (Worms of the Earth); the effects after it
    happen only if a player does either ("If a player does either, destroy ..."). Each
    player is asked in turn order from the active player (101.4), until one does: first
    a ``sacrifice`` question (``sacrifice nothing`` declines; not asked of a player who
    controls too few), then an ``accept`` question (``accept yes``: the damage)."""

    SAYS: ClassVar[str] = "any player may sacrifice {sacrifice} {what} or have this deal " \
                          "{damage} damage to them; if a player does either"
    RULES: ClassVar[tuple[str, ...]] = ("101.4", "608.2d", "701.21", "120.3")
    sacrifice: int
    what: Filter
    damage: int

    def __post_init__(self) -> None:
        if self.sacrifice < 1 or self.damage < 1:
            raise ValueError("'sacrifice' and 'damage' are at least 1")


@primitive
@dataclass(frozen=True, slots=True)
class Equalize(Effect):
    """Each player chooses as many of their ``what`` as the player with the fewest has,
    then sacrifices (or discards) the rest (Balance). The players choose in turn order
    from the active player (101.4), each a ``sacrifice`` or ``discard`` decision."""

    SAYS: ClassVar[str] = "each player keeps as many {what} as the player with the fewest " \
                          "and sacrifices or discards the rest"
    RULES: ClassVar[tuple[str, ...]] = ("701.21", "701.9", "608.2d")
    what: Literal["lands", "cards_in_hand", "creatures"]


@primitive
@dataclass(frozen=True, slots=True)
class LoseTheGame(Effect):
    """``who`` loses the game (104.3e): at once, though the game ends (or they leave it)
    only once the resolution is over."""

    SAYS: ClassVar[str] = "{who} lose[s] the game"
    RULES: ClassVar[tuple[str, ...]] = ("104.3e",)
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class CreateEmblem(Effect):
    """``who`` gets an emblem (114.2) with the abilities of the definition called
    ``name`` (a card tagged ``emblem``): it sits in their command zone, where its
    abilities work (114.4), for the rest of the game it was made in."""

    SAYS: ClassVar[str] = "{who} get[s] an emblem: {name}"
    RULES: ClassVar[tuple[str, ...]] = ("114.1", "114.4")
    name: str
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class BecomeTheMonarch(Effect):
    """``who`` becomes the monarch of the game (723.1); the monarch before stops being it
    (723.3). The monarch draws at their end step and loses the title to the controller
    of a creature that deals them combat damage (723.2)."""

    SAYS: ClassVar[str] = "{who} become[s] the monarch"
    RULES: ClassVar[tuple[str, ...]] = ("723.1", "723.3")
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class GrantKeyword(Effect):
    """``what`` gains ``keyword`` until ``until`` (611.2): Erhnam Djinn's forestwalk."""

    SAYS: ClassVar[str] = "{what} gain[s] {keyword} until {until}"
    RULES: ClassVar[tuple[str, ...]] = ("611.2",)
    keyword: Keyword
    what: ObjectRef = "target:0"
    until: Duration = "end_of_turn"


# -- delayed triggered abilities, coin flips and die rolls (603.7, 705, 706) -------------

#: the moments a delayed triggered ability waits for (603.7): "at the beginning of your
#: next main phase", precombat or postcombat (505.1), whichever begins first
DelayedMoment = Literal["your_next_main_phase"]
# -- combat and damage: prevention, redirection, regeneration (614.9, 615, 701.19) ------

#: how much damage a shield prevents or redirects: a number or an amount word (the next
#: so much, 615.7), or ``all`` of it
ShieldAmount = int | Literal[AmountWord, "all"]
#: what a shield protects: a player or an object (a reference), or ``anything`` (Fog)
ShieldRef = DamageRef | Literal["anything",
                                 # -- batch D-CONTROL --: any creature the damage would be
                                 # dealt to then, not only those there as it resolves
                                 # (Blood of the Martyr's "to any creature")
                                 "any_creature"]
#: whose damage a shield watches: any source's; a source of the controller's choice, or
#: an unblocked creature of their choice, chosen as the effect resolves (609.7, 615.8);
#: or an object a reference names
DamageSource = Literal["any_source", "chosen_source", "chosen_unblocked_creature", "this",
                       "subject", "target:0", "target:1",
                       # -- batch B11 --: the first target and each creature blocking it,
                       # a shield for each (Feint)
                       "target_and_each_creature_blocking_it:0"]
#: what follows a prevention (615.5)
AfterPrevention = Literal["", "you_gain_that_much_life"]


@primitive
@dataclass(frozen=True, slots=True)
class DelayedTrigger(Effect):
    """Set up a delayed triggered ability (603.7): the next time ``at`` comes for you,
    this card's own triggered ability whose ``when`` is that moment triggers, once, with
    you as its controller; it goes on the stack like any trigger. ``amount`` is worked
    out now and remembered: the delayed ability's ``that_many`` (Mana Drain's "that
    spell's mana value", read as the spell resolves).

    ``your_next_main_phase`` is the next main phase of a turn of yours to begin, either
    one (505.1): set up in your precombat main phase or your combat, it is that turn's
    postcombat main phase; in your postcombat main phase or another player's turn, your
    next turn's precombat main phase. The moment belongs to the game the effect
    resolved in, so in a subgame it follows the subgame's turns."""

    SAYS: ClassVar[str] = "{at}, this card's delayed triggered ability triggers{amount}"
    RULES: ClassVar[tuple[str, ...]] = ("603.7", "505.1")
    at: DelayedMoment = "your_next_main_phase"
    amount: Amount = 0


#: what happens over a coin flip's repeats: once, or again until every coin of one flip
#: comes up heads (Mana Clash: "Repeat this process until both players' coins come up
#: heads on the same flip")
FlipRepeat = Literal["", "until_all_heads"]


def _branch(effects: tuple[Effect, ...], where: str) -> None:
    """A branch of a flip or a roll runs as part of its effect, at once: it may hold only
    effects that never stop the resolution for a question (:data:`BRANCH_EFFECTS`)."""
    for e in effects:
        if not isinstance(e, BRANCH_EFFECTS) or (
                isinstance(e, CreateToken) and e.unless) or (
                isinstance(e, Discard) and e.how != "at_random") or (
                isinstance(e, AddMana) and e.mana == "any"):
            raise ValueError(f"{where}: {data_name(type(e))} can't follow a coin flip or a "
                             "die roll: it may ask a player a question as it resolves")


@primitive
@dataclass(frozen=True, slots=True)
class FlipCoin(Effect):
    """Each player ``who`` names flips a coin, in that order (705). A flip with ``won`` or
    ``lost`` effects is one that player calls, and wins or loses (705.1): the effects of
    the outcome follow. A flip with ``heads`` or ``tails`` effects has no call and no
    winner (705.2): the effects of the side that came up follow, once for each player
    whose coin came up that side, with ``flipper`` meaning that player. With ``repeat =
    "until_all_heads"`` the whole process repeats until every coin of one round comes
    up heads. Each flip is an event (``CoinFlipped``), by chance or as a scenario
    states it (``[[random]] what = "coin"``: ``heads``, ``tails``, ``won`` or ``lost``).

    The effects that follow a flip happen as part of it, so they may not ask a question
    (no search, no choice, no draw that a replacement could turn into a choice)."""

    SAYS: ClassVar[str] = "{who} flip[s] a coin"
    RULES: ClassVar[tuple[str, ...]] = ("705.1", "705.2")
    who: tuple[PlayerRef, ...] = ("you",)
    won: tuple[Effect, ...] = ()
    lost: tuple[Effect, ...] = ()
    heads: tuple[Effect, ...] = ()
    tails: tuple[Effect, ...] = ()
    repeat: FlipRepeat = ""

    @property
    def called(self) -> bool:
        """Whether a player calls the flip and wins or loses it (705.1)."""
        return bool(self.won or self.lost)

    def __post_init__(self) -> None:
        if not self.who:
            raise ValueError("who flips: name at least one player")
        if self.called and (self.heads or self.tails):
            raise ValueError("a flip is called and won or lost (won, lost: 705.1), or comes "
                             "up heads or tails with no call (heads, tails: 705.2), not both")
        if self.repeat and self.called:
            raise ValueError("repeat = 'until_all_heads' is for heads-or-tails flips (705.2)")
        for side in ("won", "lost", "heads", "tails"):
            _branch(getattr(self, side), side)


@dataclass(frozen=True, slots=True)
class DieResult:
    """What happens when a die roll's result is from ``low`` to ``high`` (706)."""

    low: int
    high: int
    effects: tuple[Effect, ...]


@primitive
@dataclass(frozen=True, slots=True)
class PreventDamage(Effect):
    """Prevent damage this turn (615): ``amount`` of the damage that would be dealt to
    ``to`` by ``by`` (a number: the next so much, a shield, 615.7; ``all``: all of it).
    ``combat``: only combat damage. ``next_time``: only the next time such damage would be
    dealt (615.8: a Circle of Protection's "the next time a source of your choice would
    deal damage to you, prevent that damage"); ``all_but``: all of that damage but so much
    (Forcefield). A source of the controller's choice is chosen as the effect resolves (a
    ``choose`` decision): any object on the battlefield or on the stack, of ``color``
    (letters of WUBRG) if one is given, or an unblocked attacking creature. ``then``: what
    follows the prevention (615.5: Reverse Damage's life gain)."""

    SAYS: ClassVar[str] = "prevent {amount} damage that would be dealt to {to}"
    RULES: ClassVar[tuple[str, ...]] = ("615.1", "615.6")
    amount: ShieldAmount = "all"
    to: ShieldRef = "target:0"
    by: DamageSource = "any_source"
    combat: bool = False
    next_time: bool = False
    all_but: int = 0
    color: str = ""
    then: AfterPrevention = ""
    #: -- batch B07 --: a filter of the source (615): with ``chosen_source``, what the
    #: chosen source may be ("an artifact source of your choice"); with ``any_source``,
    #: the shield watches only the damage of the sources it picks as the damage would be
    #: dealt ("by creatures with flying": Scarecrow)
    source: Filter | None = None
    #: -- batch B07 --: only damage a resolving spell or ability that targets the
    #: protected object would cause a source to deal (Silhouette's "If a spell or ability
    #: that targets that creature would cause a source to deal damage to that creature")
    targeting_it: bool = False
    #: -- batch SHIELD --: only half of that damage, rounded down, is prevented, each time
    #: it acts (107.1a: Dark Sphere's "prevent half that damage, rounded down"); several
    #: such shields act one after another, each on what the one before left
    half: bool = False

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[WUBRG]*", self.color):
            raise ValueError(f"color is letters of WUBRG, not {self.color!r}")
        if self.half and self.amount != "all":
            raise ValueError("'half' prevents half of the damage: amount = 'all'")
        if self.color and self.by != "chosen_source":
            raise ValueError("a color says what a chosen source may be: by = 'chosen_source'")
        if self.source is not None and self.by not in ("chosen_source", "any_source"):
            raise ValueError("a source filter goes with by = 'chosen_source' or 'any_source'")


@primitive
@dataclass(frozen=True, slots=True)
class RollDie(Effect):
    """``who`` rolls a ``sides``-sided die (706.1): the result, from 1 to ``sides``, is an
    event (``DieRolled``), by chance or as a scenario states it (``[[random]] what =
    "die"``). Then the ``effects`` follow, and those of each of ``results`` whose range
    holds the result; ``die_result`` is the number rolled. Like a coin flip's, these
    effects happen as part of the roll and may not ask a question."""

    SAYS: ClassVar[str] = "{who} roll[s] a {sides}-sided die"
    RULES: ClassVar[tuple[str, ...]] = ("706.1",)
    sides: int = 6
    who: PlayerRef = "you"
    effects: tuple[Effect, ...] = ()
    results: tuple[DieResult, ...] = ()

    def __post_init__(self) -> None:
        if self.sides < 1:
            raise ValueError(f"a die has at least one side, not {self.sides}")
        _branch(self.effects, "effects")
        for i, result in enumerate(self.results):
            if not 1 <= result.low <= result.high <= self.sides:
                raise ValueError(f"results[{i}]: a range from 1 to {self.sides}, low to high, "
                                 f"not {result.low} to {result.high}")
            _branch(result.effects, f"results[{i}]")


#: the effects that may follow a coin flip or a die roll: those that never stop the
#: resolution for a question (a token "unless", a chosen discard and mana of a chosen
#: color aside, checked where they are declared)
BRANCH_EFFECTS: tuple[type[Effect], ...] = (
    Damage, GainLife, LoseLife, Destroy, Exile, Return, AddMana, Counter, Tap, Untap, Pump,
    AddCounters, Sacrifice, CreateToken, Shuffle, Discard, Prevent, ExtraTurn, Grant,
    GrantKeyword, LoseTheGame, CreateEmblem, BecomeTheMonarch, DelayedTrigger, FlipCoin,
    RollDie)


def branches(effect: Effect) -> tuple[Effect, ...]:
    """The effects that follow a coin flip or a die roll, or an option chosen (batch B04:
    :class:`ChooseOne`); none for another effect."""
    if isinstance(effect, ChooseOne):
        return tuple(e for o in effect.options for e in o.effects)
    if isinstance(effect, SacrificeSome):
        return effect.if_not
    if isinstance(effect, OnlyIf):
        return effect.otherwise
    if isinstance(effect, MayPay):
        return effect.if_not
    if isinstance(effect, FlipCoin):
        return effect.won + effect.lost + effect.heads + effect.tails
    if isinstance(effect, RollDie):
        return effect.effects + tuple(e for r in effect.results for e in r.effects)
    return ()


def with_branches(effects: list[Effect]) -> list[Effect]:
    """``effects`` and, after each flip or roll, the effects that may follow it."""
    found: list[Effect] = []
    for e in effects:
        found.append(e)
        found += with_branches(list(branches(e)))
    return found


@primitive
@dataclass(frozen=True, slots=True)
class RedirectDamage(Effect):
    """``amount`` of the damage that would be dealt this turn to ``to`` by ``by`` is
    dealt to ``instead`` instead (614.9: a redirection effect; Personal Incarnation's
    "the next 1 damage ... is dealt to its owner instead"). The other words are
    :class:`PreventDamage`'s."""

    SAYS: ClassVar[str] = "{amount} damage that would be dealt to {to} is dealt to {instead} " \
                          "instead"
    RULES: ClassVar[tuple[str, ...]] = ("614.1a", "614.9")
    instead: DamageRef
    amount: ShieldAmount = "all"
    to: ShieldRef = "this"
    by: DamageSource = "any_source"
    combat: bool = False
    next_time: bool = False
    color: str = ""
    #: -- batch D-CONTROL --: "you may have that damage dealt to X instead": each time it
    #: would apply, the controller chooses whether it does (an ``instead`` decision, asked
    #: for each damage event as it would be dealt, 614.9; Blood of the Martyr)
    optional: bool = False

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[WUBRG]*", self.color):
            raise ValueError(f"color is letters of WUBRG, not {self.color!r}")


# -- batch SHIELD: changing the target of a spell (115.7) ---------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class ChangeTarget(Effect):
    """Change the target of ``what`` (a spell with a single target) if that target is
    ``if_it_is`` (115.7a): to another legal target of that spell, a player (``to``),
    chosen by this effect's controller as it resolves (a ``word`` naming the player,
    asked only with two or more to choose from); with no other legal one, the target is
    unchanged. The change is recorded (``targets_changed``), and the spell's ``subject``
    stays as it was (Reflecting Mirror)."""

    SAYS: ClassVar[str] = "change the target of {what} if that target is {if_it_is} to " \
                          "another {to}"
    RULES: ClassVar[tuple[str, ...]] = ("115.7", "115.7a")
    what: Literal["target:0"] = "target:0"
    if_it_is: Literal["you"] = "you"
    to: Literal["player"] = "player"


# -- batch SHIELD: a replacement that adds damage (614.1a) --------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class ReflectDamage(Effect):
    """The next time ``by`` (a source of the controller's choice, chosen as it resolves,
    609.7) would deal damage to ``to`` this turn, instead that source deals that much
    damage to ``to`` and this spell or ability's source deals that much damage to that
    source's controller (614.1a: Eye for an Eye). The damage to ``to`` is still the
    source's own; the added damage is this object's, as it last existed, dealt at the same
    time, and each passes the damage point like any other (prevention, redirection).
    Other effects that apply to the first damage may act before it (616.1): prevented
    first, there is no damage left to copy."""

    SAYS: ClassVar[str] = "the next time {by} would deal damage to {to}, it deals that " \
                          "much to {to} and this deals that much to its controller"
    RULES: ClassVar[tuple[str, ...]] = ("614.1a", "609.7")
    to: Literal["you"] = "you"
    by: Literal["chosen_source"] = "chosen_source"


# -- batch D-CONTROL: a payment an effect offers for the rest of the turn (116.1) ---------


@primitive
@dataclass(frozen=True, slots=True)
class PayToPrevent(Effect):
    """Until end of turn, any time you could cast an instant (117.1a: while you have
    priority), you may pay ``cost``; each time you do, the next ``amount`` damage that would
    be dealt to ``to`` (as it resolves: that permanent or player) this turn is prevented
    (615.7, a shield made as you pay). The payment is a special action (116.1): it doesn't
    use the stack, no one can respond to it, and you get priority again (a ``pay``
    decision; Guardian Angel)."""

    SAYS: ClassVar[str] = "until end of turn, you may pay {cost} any time you could cast " \
                          "an instant; if you do, prevent the next {amount} damage that " \
                          "would be dealt to {to} this turn"
    RULES: ClassVar[tuple[str, ...]] = ("116.1", "615.7")
    cost: ManaCost
    amount: int = 1
    to: DamageRef = "target:0"

    def __post_init__(self) -> None:
        if self.amount < 1:
            raise ValueError(f"a payment prevents 1 damage or more, not {self.amount}")
        if self.cost.colored or self.cost.x:
            raise ValueError(f"an offered payment costs generic mana only, not {self.cost}")


# -- continuous effects of resolving spells and abilities (611.2, 613; foundations 1) ----


@primitive
@dataclass(frozen=True, slots=True)
class Become(Effect, Changes):
    """``what`` gets the :class:`Changes` (layer by layer, 613.1) until ``until``; with no
    ``until`` (``""``) for the rest of the game (611.2a: "Target spell or permanent
    becomes red"). The objects are those ``what`` means as it resolves, and no others
    later (611.2c); its amounts are worked out then too (Howl from Beyond's X). As
    data: ``{ effect = "become", what = "target:0", keywords = ["flying"] }``."""

    SAYS: ClassVar[str] = "{what} {changes}{until}{if_it}"
    RULES: ClassVar[tuple[str, ...]] = ("611.2", "611.2c")
    what: Objects = "target:0"
    until: Duration | Literal[""] = "end_of_turn"
    #: -- batch LX --: only those of them this filter picks as it resolves ("If it doesn't
    #: have rampage, that creature gains rampage 2": ``{ not_keywords = ["rampage_1", ...]
    #: }``, 608.2c)
    if_it: Filter | None = None

    def __post_init__(self) -> None:
        Changes.__post_init__(self)
        if not self.changes_anything:
            raise ValueError("'become' changes something: give it a change (power, "
                             "keywords, color, types...)")


@primitive
@dataclass(frozen=True, slots=True)
class May(Effect):
    """The controller may have the effects after it happen, or not (608.2d: an ``allow``
    decision, yes or no: "you may have this creature become a copy ...")."""

    SAYS: ClassVar[str] = "you may; if you do"
    RULES: ClassVar[tuple[str, ...]] = ("608.2d",)
    who: Literal["you"] = "you"


@primitive
@dataclass(frozen=True, slots=True)
class BecomeCopy(Effect):
    """``what`` becomes a copy of ``of`` (707.2), with the exceptions an
    :class:`EnterAsCopy` may have (707.9): it has the copied object's copiable values from
    then on, until it leaves the battlefield; a later copy effect replaces this one
    (Vesuvan Doppelganger's upkeep)."""

    SAYS: ClassVar[str] = "{what} become[s] a copy of {of}{exceptions}"
    RULES: ClassVar[tuple[str, ...]] = ("707.2", "707.9", "613.1a")
    of: ObjectRef = "target:0"
    what: ObjectRef = "this"
    also_types: frozenset[CardType] = frozenset()
    keep_color: bool = False
    keep_triggers: bool = False


#: the words a player may choose (608.2d): a basic land type (205.3i), a color (105.1)
WordKind = Literal["basic_land_type", "color",
                   # batch B01: an opponent of the controller (614.1c: Black Vise); a
                   # number from 0 to 7 (Shapeshifter)
                   "opponent", "number_0_to_7",
                   # -- batch B06 --: one of the effect's own ``options`` (a form to
                   # become as it enters: Primal Clay's)
                   "listed"]


@primitive
@dataclass(frozen=True, slots=True)
class Regenerate(Effect):
    """Regenerate ``what`` (701.19a): the next time it would be destroyed this turn, it
    isn't; instead it is tapped, all damage is removed from it, and it is removed from
    combat. A shield, used up by the destruction it replaces."""

    SAYS: ClassVar[str] = "regenerate {what}"
    RULES: ClassVar[tuple[str, ...]] = ("701.19a",)
    what: ObjectRef = "this"


#: when a delayed triggered ability that :class:`Delay` sets up triggers (603.7)
#: -- batch B08 --: ``it_dies_this_turn``: when the subject dies this turn (603.7c; the
#: subject of the ability that triggers is the card it became in the graveyard, 400.7)
DelayMoment = Literal["end_of_combat", "next_end_step",
                      # -- batch B07 --: on events, this turn only (603.7b): the subject
                      # dies, or leaves the battlefield; the permanent whose effect set
                      # it up leaves the battlefield; and the controller's next upkeep
                      "that_dies_this_turn", "that_leaves_this_turn",
                      "this_leaves_this_turn", "your_next_upkeep",
                      "it_dies_this_turn",
                      # -- batch C-HIST --: whenever the subject is dealt damage by an
                      # attacking creature this turn: each time, "that much" its X (603.7c:
                      # a stated duration, so not only once)
                      "that_is_dealt_damage_by_an_attacking_creature_this_turn",
                      # -- batch SHIELD --: with no end (603.7c: once): the subject leaves
                      # the battlefield, or the permanent whose effect set it up does
                      # (Stangg's "Exile that token when Stangg leaves the battlefield")
                      "that_leaves", "this_leaves",
                      # -- batch MISC --: at the beginning of each of the controller's
                      # upkeeps for the rest of the game (603.7: it triggers again and again)
                      "each_of_your_upkeeps",
                      # -- batch d-misc --: with no end (603.7c: once): the permanent whose
                      # effect set it up leaves the battlefield or becomes untapped
                      # (Tawnos's Coffin)
                      "this_leaves_or_becomes_untapped",
                      # -- batch D-CONTROL --: at the beginning of the next draw step of
                      # the player the subject is (Nafs Asp's "that player ... at the
                      # beginning of their next draw step")
                      "that_players_next_draw_step"]


@primitive
@dataclass(frozen=True, slots=True)
class ChangeText(Effect):
    """Change the text of ``what`` (a spell or a permanent) by replacing every instance
    of one ``words`` word with another, chosen by the controller as it resolves (608.2d,
    a ``word`` decision: ``word Swamp Island``), for as long as the object exists (612,
    layer 3: Magical Hack's basic land types, Sleight of Mind's colors). A word is
    changed only where it is used as what it is (612.2): a land type in a type line, a
    filter or a landwalk; a color in a filter or a color an effect gives. Names never."""

    SAYS: ClassVar[str] = "change the text of {what} by replacing all instances of one " \
                          "{words} with another"
    RULES: ClassVar[tuple[str, ...]] = ("612.1", "612.2", "613.1c", "608.2d")
    what: ObjectRef = "target:0"
    words: WordKind = "basic_land_type"


@primitive
@dataclass(frozen=True, slots=True)
class ChooseWord(Effect):
    """As this permanent enters, its controller chooses a ``words`` word (614.1c, 608.2d:
    a ``word`` decision); its static abilities may name it ("enchanted land is the
    chosen type": ``land_types = ["chosen"]``, Phantasmal Terrain)."""

    SAYS: ClassVar[str] = "choose a {words}"
    RULES: ClassVar[tuple[str, ...]] = ("614.1c", "608.2d")
    words: WordKind = "basic_land_type"
    #: -- batch B06 --: with ``words = "listed"``, the words to choose among (each one
    #: word, no spaces: ``3/3``, ``2/2_flying``); a static ability with ``if_chosen``
    #: works only when its word was chosen
    options: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if (self.words == "listed") != bool(self.options):
            raise ValueError("'listed' words are chosen among the options, and options go "
                             "with words = 'listed' only")
        if any(not o or " " in o for o in self.options):
            raise ValueError("each option is one word, with no spaces")


@primitive
@dataclass(frozen=True, slots=True)
class Delay(Effect):
    """Set up a delayed triggered ability (603.7): at ``at`` (this turn's end of combat, or
    the beginning of the next end step), the card's triggered ability number ``ability``
    (counting from 0; its ``when`` is ``delayed``) triggers, about ``subject``
    (Cockatrice: "destroy that creature at end of combat")."""

    SAYS: ClassVar[str] = "{if_activated_at_least}at {at}, its delayed ability triggers " \
                          "for {subject}"
    RULES: ClassVar[tuple[str, ...]] = ("603.7",)
    ability: int
    at: DelayMoment = "end_of_combat"
    subject: ObjectRef = "subject"
    #: -- batch B03 --: set it up only if the ability resolving has been activated at least
    #: so many times this turn (602.5b's count: Dragon Whelp's "four or more times")
    if_activated_at_least: int = 0
    #: -- batch D-TRIG --: what ``this`` means in the delayed ability: its source's (``""``),
    #: or ``attached``, the permanent this Aura enchants as the effect sets it up,
    #: remembered whatever the Aura does later (Infinite Authority's "the first creature":
    #: the 2006 ruling); the event records that permanent as the ability's source
    this_is: Literal["", "attached"] = ""
    #: -- batch D-CONTROL --: "unless they pay COST before then": the player the subject
    #: is may pay this, any time they have priority before the moment comes (a special
    #: action, 116.1, ``pay``); if they do, the delayed ability never triggers (Nafs Asp)
    unless_paid: ManaCost | None = None

    def __post_init__(self) -> None:
        if self.unless_paid is not None and (self.unless_paid.colored or self.unless_paid.x):
            raise ValueError("an offered payment costs generic mana only, not "
                             f"{self.unless_paid}")


# -- batch B02: tapping a player's lands, losing unspent mana --------------------------


@primitive
@dataclass(frozen=True, slots=True)
class TapLands(Effect):
    """Tap all lands ``who`` controls (701.26), or, ``with_mana_abilities``, only those
    with a mana ability (Power Sink's, 605.1a): Mana Short's "tap all lands target
    player controls"."""

    SAYS: ClassVar[str] = "tap all lands{with_mana_abilities} {who} control[s]"
    RULES: ClassVar[tuple[str, ...]] = ("701.26",)
    who: PlayerRef = "target:0"
    with_mana_abilities: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class LoseUnspentMana(Effect):
    """``who`` loses all unspent mana: their mana pool empties now (106.4, as at the end of
    a step, but by an effect: Mana Short, Power Sink)."""

    SAYS: ClassVar[str] = "{who} lose[s] all unspent mana{you_add}"
    RULES: ClassVar[tuple[str, ...]] = ("106.4",)
    who: PlayerRef = "target:0"
    #: -- batch d-misc --: "and you add the mana lost this way" (106.3): the same mana
    #: goes into this effect's controller's pool, mana restricted in its spending (106.6)
    #: with its restriction (Drain Power)
    you_add: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class ActivateManaAbilities(Effect):
    """-- batch d-misc --: the player ``who`` means activates a mana ability of each land
    they control, as this resolves (605.3a: Drain Power's "Target player activates a mana
    ability of each land they control"), land after land in battlefield order: a land
    with no mana ability that player could activate now (tapped, 602.2: its cost can't
    be paid) is passed over; a land with several, or one that adds one mana of any
    color, asks that player which (608.2d: ``word U``, the mana it adds; 2004 rulings).
    Simplification: a mana ability whose cost has its player choose (a permanent to
    sacrifice, a number of counters to remove) is not one of the choices; no land of the
    pool has one."""

    SAYS: ClassVar[str] = "{who} activate[s] a mana ability of each land they control"
    RULES: ClassVar[tuple[str, ...]] = ("605.3a", "608.2d")
    who: PlayerRef = "target:0"


# -- batch LX: attacking without tapping (508.1f) ------------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class AttackWithoutTapping(Effect):
    """For the rest of this combat, attacking doesn't cause the creatures its controller
    controls to tap, while this effect's source is untapped (508.1f, as vigilance does:
    Johan's "if Johan is untapped")."""

    SAYS: ClassVar[str] = "attacking doesn't cause creatures you control to tap this " \
                          "combat while this is untapped"
    RULES: ClassVar[tuple[str, ...]] = ("508.1f",)


#: whose damage a static shield watches (:class:`StaticShield`)
StaticSource = Literal["any_source", "unblocked_creatures", "creatures_it_blocks", "walls",
                       # -- batch B11 --: instant and sorcery spells (Forethought Amulet)
                       "instant_or_sorcery_sources"]


@dataclass(frozen=True, slots=True)
class StaticShield:
    """A static ability that prevents or redirects damage (604.1, 615, 614.9) while its
    permanent is on the battlefield: damage that would be dealt to ``to`` (``you``: its
    controller; ``this``: itself) by ``by`` (``combat``: combat damage only) is prevented,
    or, with ``redirect``, dealt to this permanent instead (Veteran Bodyguard). With
    ``while_untapped`` it does so only while the permanent is untapped."""

    to: Literal["you", "this", "attached", "anything", "this_and_its_band"] = "you"
    by: StaticSource = "any_source"
    combat: bool = False
    redirect: bool = False
    while_untapped: bool = False
    #: -- batch B03 --: "for each 1 damage that would be dealt to it, if it has a
    #: [counter] counter on it, remove one and prevent that 1 damage" (Rock Hydra): it
    #: prevents as much damage as it has such counters, removing one for each
    counter: str = ""
    # -- batch B07: shields by the quality of the source (615) -----------------------------
    #: ``to``: ``attached``, the permanent this Aura enchants; ``anything``, any recipient
    #: (with ``dealt_by``); ``this_and_its_band``, this and the creatures in its attacking
    #: band (702.22c: Camel's "to Camel and to creatures banded with Camel")
    #: only damage from a source this filter picks, as it is now ("by artifact sources",
    #: "by creatures", "by Deserts", "by enchanted creatures")
    source: Filter | None = None
    #: only damage dealt by this permanent or the permanent this Aura enchants ("prevent
    #: all combat damage that would be dealt by enchanted creature": Demonic Torment)
    dealt_by: Literal["", "this", "attached"] = ""
    #: only damage from a spell that targets the recipient (Bronze Horse)
    by_spells_that_target_it: bool = False
    #: it works only as long as a permanent this filter picks is on the battlefield ("as
    #: long as you control another creature"; ``this = true``: about itself, "as long as
    #: Camel is attacking")
    as_long_as: Filter | None = None
    #: -- batch B11 --: the damage is dealt as this much instead, when it would be more
    #: ("If an instant or sorcery source would deal 3 or more damage to you, it deals 2
    #: damage to you instead": Forethought Amulet's ``reduce_to = 2``, a replacement,
    #: 614.1a; less than 3 is left alone)
    reduce_to: int | None = None


# -- batch MISC: what an ability did, remembered by its linked ability (607.2) ----------


@primitive
@dataclass(frozen=True, slots=True)
class Remember(Effect):
    """This object remembers ``what`` (607.2): a linked ability of its card reads it later,
    even after this object has left the battlefield ("a land that a mire counter was put
    onto with Cyclopean Tomb"). The memory lasts the game, until the linked ability
    forgets it (:class:`RemoveAllCountersFromARemembered`)."""

    SAYS: ClassVar[str] = "this remembers {what}"
    RULES: ClassVar[tuple[str, ...]] = ("607.2",)
    what: ObjectRef = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class RemoveAllCountersFromARemembered(Effect):
    """Remove all ``counter`` counters from one permanent this object remembers
    (:class:`Remember`, 607.2), its controller's choice among those still on the
    battlefield (608.2d: a ``choose`` question when there are two or more), and forget it:
    "remove all mire counters from a land that a mire counter was put onto with Cyclopean
    Tomb but that a mire counter has not been removed from with Cyclopean Tomb"."""

    SAYS: ClassVar[str] = "remove all {counter} counters from a permanent this remembers, " \
                          "and forget it"
    RULES: ClassVar[tuple[str, ...]] = ("607.2", "122.1", "608.2d")
    counter: str


# -- abilities -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    """An activation cost (602.1a): mana, {T}, sacrificing or exiling the source;
    discarding cards of the player's choice; ``energy`` energy counters ({E}, 107.14);
    a planeswalker's loyalty cost (606.4: ``+4`` puts four loyalty counters on it, ``-3``
    removes three), which makes the ability a loyalty ability (606.3)."""

    mana: ManaCost = ManaCost()
    tap: bool = False
    sacrifice: bool = False
    exile: bool = False
    discard: int = 0
    loyalty: int | None = None
    energy: int = 0
    #: -- batch B02 --: remove this many ``counter`` counters from the source (602.1a,
    #: 122: Triskelion's "Remove a +1/+1 counter from Triskelion")
    remove_counters: int = 0
    counter: str = "+1/+1"
    # -- batch B05: sacrificing another permanent, paying life (602.1a, 118.3) ----------
    #: sacrifice a permanent its controller controls that this filter picks ("Sacrifice
    #: an artifact", "Sacrifice another Orc or Goblin": ``other = true``), chosen once the
    #: ability is on the stack (602.2b, a ``choose`` question); without one it can't be
    #: activated (118.3)
    sacrifice_other: Filter | None = None
    #: pay this much life (119.4: only with at least that much life)
    life: int = 0
    #: the ``discard`` cards are discarded at random (701.9b: Coral Helm), the random
    #: choice recorded; no choice is asked
    discard_at_random: bool = False
    #: exile a card of its controller's graveyard (``exile_from = "graveyard"``: "Exile a
    #: creature card from your graveyard") or a permanent they control (``battlefield``)
    #: that this filter picks, chosen like a sacrificed one (602.2b)
    exile_other: Filter | None = None
    exile_from: Literal["graveyard", "battlefield"] = "graveyard"
    #: -- batch LX --: discard the card its controller drew last this turn (Jandor's
    #: Ring); it can't be paid unless that card is still in their hand (118.3)
    discard_last_drawn: bool = False
    # -- batch c-mana: a number of counters chosen as the cost is paid (107.1c) ---------
    #: remove any number of ``counter`` counters from the source, none too (602.1a,
    #: 107.1c: "Remove any number of charge counters from Black Mana Battery"): the
    #: player announces how many as its X (``X=2``), and its effects read that X ("then
    #: add an additional {B} for each charge counter removed this way": ``one_plus_X``)
    remove_any_number: bool = False
    #: -- batch c-mana --: ``sacrifice_other`` sacrifices any number of the permanents it
    #: picks, none too ("Sacrifice Sword of the Ages and any number of creatures you
    #: control", 602.2b: a ``choose`` of as many as they like); its effects read them
    #: with ``total_power_of_paid`` and ``cards_paid_this_way``
    sacrifice_any_number: bool = False

    @property
    def chooses(self) -> bool:
        """Whether paying it asks its controller to choose objects (602.2b)."""
        return bool(self.discard and not self.discard_at_random) \
            or self.sacrifice_other is not None or self.exile_other is not None

    def __post_init__(self) -> None:
        chosen = [bool(self.discard and not self.discard_at_random),
                  self.sacrifice_other is not None, self.exile_other is not None]
        if sum(chosen) > 1:
            raise ValueError("a cost chooses one kind of object (cards to discard, a "
                             "permanent to sacrifice, a card to exile), not both")


@dataclass(frozen=True, slots=True)
class Activated:
    """An activated ability (602). A mana ability (605) has ``mana`` set."""

    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    mana: bool = False
    #: a condition the rules check before it may be activated (602.5b)
    condition: Condition = ""
    #: -- batch B02 --: how many times each turn it may be activated ("activate only once
    #: each turn": 1; "no more than twice each turn": 2; 0: no limit, 602.5b)
    limit: int = 0
    #: -- batch B05 --: who may activate it (602.2, 602.5b): its controller (``you``), or
    #: ``any_player`` ("Any player may activate this ability": the player who activates
    #: it pays its costs and controls it on the stack)
    by: Literal["you", "any_player", "opponents"] = "you"
    #: -- batch SHIELD --: the X of its cost is fixed by its target as it is activated
    #: (107.3: Reflecting Mirror's "X is twice the mana value of that spell"); the
    #: activating player doesn't choose it
    x_is: Literal["", "twice_mana_value_of:0",
                  # -- batch R-A --: the number of ``x_counter`` counters on the source
                  # as it is activated ("X is the number of pin counters on Voodoo Doll")
                  "counters_on_this"] = ""
    x_counter: str = ""
    #: -- batch D-DRAW --: the least X it may be activated with ("X can't be 0": 1, 107.3)
    x_at_least: int = 0
    #: -- batch c-mana --: a variable number of targets of its one target specification,
    #: all different (601.2c, 602.2b): ``X`` ("{X}, {T}: Untap X target lands": as many
    #: as the X announced), ``one_or_more``, ``any_number``, as a spell's
    target_count: TargetCount = ""
    #: -- batch c-mana --: "Activate only if ..." (602.5b): it may be activated only while
    #: this count comes to at least 1 ("only if there are two or more hatchling counters
    #: on Triassic Egg": ``{ number_of = { this = true }, counters = "hatchling", plus =
    #: -1 }``)
    only_if: Count | None = None

    def __post_init__(self) -> None:
        if self.mana and any(isinstance(e, AddMana) and isinstance(e.amount, str)
                             and e.amount not in self.mana_amounts for e in self.effects):
            raise ValueError("a mana ability adds an amount of mana known as it is "
                             "activated: a number or a count (605.1a), or one its cost "
                             "chose (mana_value_of_paid, X, one_plus_X)")

    @property
    def mana_amounts(self) -> tuple[str, ...]:
        """-- batch c-mana --: the amount words a mana ability may add, known as its cost
        is paid (605.1a): the mana value of the permanent its cost sacrificed (608.2h),
        the number of counters its cost removed."""
        return (("mana_value_of_paid",) if self.cost.sacrifice_other is not None else ()) \
            + (("X", "one_plus_X") if self.cost.remove_any_number else ())


@dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability (603): when ``when`` happens, its ``effects``."""

    when: TriggerCondition
    #: -- batch D-TRIG --: empty, for a modal one (its ``modes`` have the effects)
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    #: the permanents a state trigger watches (``permanents_on_the_battlefield``, 603.8):
    #: it triggers while one or more match; the spells ``a_spell_is_cast`` watches
    filter: Filter | None = None
    # -- batch B01
    #: an intervening "if" (603.4): the ability triggers only if this count is at least 1
    #: ("if Mana Vault is tapped", "if that player controls a Plains"), and does nothing
    #: on resolution unless it still is
    intervening_if: Count | None = None
    #: "if it wasn't sacrificed": a permanent put into a graveyard by a sacrifice (701.21)
    #: doesn't trigger it
    not_sacrificed: bool = False
    #: -- batch B05 --: for ``an_ability_without_tap_is_activated``: who activated it, from
    #: the point of view of the trigger's controller (``opponent``: "an opponent
    #: activates"); ``""``: any player
    activated_by: Literal["", "you", "opponent"] = ""
    #: -- batch B07 --: the combat triggers (``blocks`` ... ``attacks_and_isnt_blocked``)
    #: watch the permanent this Aura is attached to instead of the permanent itself
    #: ("Whenever enchanted creature blocks ...": Venom)
    of_attached: bool = False
    #: -- batch B10 --: for ``you_remove_the_last_counter``: the kind of counter
    #: ("intervention": Divine Intervention)
    counter: str = ""
    #: -- batch B10 --: for ``a_permanent_is_put_into_a_graveyard``: its subject is the
    #: card the permanent became in the graveyard (400.7: "return that card to its owner's
    #: hand", Puppet Master), not its last controller
    subject_card: bool = False
    # -- batch D-TRIG: modal triggered abilities (700.2b, 603.3c) ------------------------
    #: "choose one --" (700.2b): the modes of a modal triggered ability, each its effects
    #: and at most one target; its controller chooses one as it is put on the stack
    #: (603.3c), before its target, and the ability is that mode only (its own
    #: ``effects`` and ``targets`` stay empty). A mode with a target and no legal one
    #: can't be chosen (700.2a); with none to choose, the ability is removed (603.3d)
    modes: tuple[Mode, ...] = ()

    def __post_init__(self) -> None:
        if self.modes and (self.effects or self.targets):
            raise ValueError("a modal triggered ability's effects and targets are its "
                             "modes' (700.2b)")
        if any(len(mode.targets) > 1 for mode in self.modes):
            raise ValueError("a mode of a triggered ability has one target at most")

    def in_mode(self, mode: int) -> Triggered:
        """-- batch D-TRIG --: the ability as its chosen mode (603.3c): that mode's
        effects and targets; an ability without modes is itself."""
        if not self.modes:
            return self
        chosen = self.modes[mode]
        return replace(self, modes=(), effects=chosen.effects, targets=chosen.targets)
    # -- end batch D-TRIG ------------------------------------------------------------------


#: the objects a static ability affects, besides a filter: each creature, the object the
#: ability belongs to (``this``), or the object it is attached to (``attached``: "enchanted
#: creature", 303.4)
StaticAffects = Literal["each_creature", "this", "attached",
                        # -- batch d-misc --: a static ability its card only gives: it
                        # never functions on the card's own object, only on a permanent
                        # that gains it by a GainAbilities effect (613.1f: Life Matrix)
                        "gained"]
#: what a static ability says the objects it affects can't do (rule-changing effects,
#: 604.1): attack (508.1a), block (509.1a), untap during their controller's untap step
#: (502.3); ``cast``: players can't cast the spells, or play the lands, that ``affects``
#: matches (101.2, 601.3)
Cant = Literal["", "block", "attack", "untap", "cast",
               # -- batch B03 --: "can't be enchanted by other Auras" (Consecrate Land):
               # Auras other than this one can't be attached to it (303.4, 704.5m)
               "be_enchanted_by_other_auras",
               # -- batch B07 --: "can't be the target of" (115.1, 702.18: a part of what
               # shroud says): spells, abilities or both (``targeted_by``), from sources
               # the static ability's ``sources`` filter picks ("abilities from artifact
               # sources": Artifact Ward)
               "be_targeted",
               # -- batch B06 --: "can't be enchanted" (303.4): no Aura becomes attached
               # to it (an Aura spell can't target it); Auras already attached stay, as
               # Guardian Beast says; "other players can't gain control of them"
               # (613.1b): a control-changing effect that would give it to a player other
               # than the static ability's controller doesn't apply to it
               "be_enchanted", "be_controlled_by_other_players",
               # -- batch B10 --: they enter the battlefield tapped (614.1d, 614.12: a
               # replacement, so they never "become tapped"): Kismet's
               "enter_the_battlefield_untapped"]


#: -- batch c-grant --: the moments of the triggered abilities a static ability may grant
#: (``Static.have_trigger``): "at the beginning of your upkeep", the upkeep of the
#: controller of the object that has it (503.1)
GRANTED_TRIGGERS = ("your_upkeep",)
#: -- batch c-grant --: the number of a granted triggered ability (613.1f) is this plus the
#: number of the static ability that grants it, among the statics of the card that has
#: that static ability (whose name the trigger carries as its source's name, the object
#: that has the ability being its source): it is found from the card alone, so it
#: resolves though the granting permanent, or the source, has left
GRANTED = 1000


def trigger_at(d: CardDef, index: int) -> Triggered | None:
    """-- batch c-grant --: ``d``'s triggered ability number ``index``: its own, or, from
    :data:`GRANTED` on, the one its static ability ``index - GRANTED`` grants; ``None``
    if it has none of that number."""
    if index >= GRANTED:
        n = index - GRANTED
        return d.statics[n].have_trigger if n < len(d.statics) else None
    return d.triggers[index] if index < len(d.triggers) else None


# -- batch L-LENG: "you have no maximum hand size" (402.2) ---------------------------------
#: a :attr:`Static.max_hand_size` that says the player has no maximum hand size (402.2):
#: they never discard in their cleanup step (514.1)
NO_MAXIMUM_HAND_SIZE: Final = -1


@dataclass(frozen=True, slots=True)
class Static(Changes):
    """A static ability (604.1): it does what it says while it functions, which is while
    its object is on the battlefield (604.2) or, for a plane, face up in the command
    zone (901.7). It affects only the game its object is in: a plane face up in a
    subgame changes the subgame, not the main game.

    ``affects`` says which objects: a :class:`Filter` of permanents ("white creatures"),
    ``this``, ``attached`` (an Aura's "enchanted creature"), ``each_creature``, or
    ``gained`` (batch d-misc: never its own object, only a permanent that gains it with
    :class:`GainAbilities`: Life Matrix's "that creature gains ..."). They
    get the :class:`Changes` it gives (a lord's +1/+1 in layer 7c, an Aura's control in
    layer 2, Living Lands' "1/1 creatures that are still lands" in layers 4 and 7b),
    ``have`` an activated ability (613.1f: a mana ability, 605.1a, or one that uses the
    stack), ``have_trigger`` a triggered ability, or ``cant`` do something (a
    rule-changing effect). It does so only ``as_long_as`` a permanent matching that
    filter is on the battlefield ("as long as you control a Swamp"), if one is given.
    A characteristic-defining ability (``defines``, 604.3: "its power and toughness are
    each equal to the number of Swamps you control") sets power and toughness in layer
    7a, before every other effect that sets them.

    As data, the changes sit beside ``affects``::

        [[cards."Goblin Chieftain".statics]]
        affects = { subtypes = ["Goblin"], other = true }
        power = 1
        toughness = 1
        keywords = ["mountainwalk"]
    """

    affects: StaticAffects | Filter = "each_creature"
    have: Activated | None = None
    cant: Cant = ""
    as_long_as: Filter | None = None
    defines: bool = False
    #: -- batch B02 --: cost changes (601.2f, 602.2b): the spells ``affects`` picks cost
    #: ``spell_cost`` more (less, if negative: only their generic part is reduced); the
    #: activated abilities of the permanents it picks cost ``ability_cost`` more (or
    #: less); a reduction never takes a cost's mana below ``at_least`` (Power Artifact: 1)
    spell_cost: int = 0
    ability_cost: int = 0
    at_least: int = 0
    #: -- batch B09 --: the creatures ``affects`` picks can be blocked as though they
    #: didn't have these keywords (509.1b, 702.14: Quagmire's "Creatures with swampwalk
    #: can be blocked as though they didn't have swampwalk"); they keep them otherwise
    blocked_as_though_without: frozenset[Keyword] = frozenset()
    #: -- batch B03 --: restrictions with a condition (508.1c, 509.1b): with ``cant =
    #: "block"``, the objects it affects can't block the attacking creatures ``attackers``
    #: picks (Ironclaw Orcs: ``{ power_at_least = 2 }``), others they may; with ``cant =
    #: "attack"``, they can't attack a player (or a planeswalker of a player) who controls
    #: no permanent ``unless_defender_controls`` picks (Sea Serpent: an Island)
    attackers: Filter | None = None
    unless_defender_controls: Filter | None = None
    #: -- batch LX --: with ``cant = "attack"``: they can't attack a player unless that
    #: player cast a spell or put a nontoken permanent onto the battlefield during their
    #: last turn (Arboria; a planeswalker may be attacked)
    unless_defender_acted_last_turn: bool = False
    #: -- batch B03 --: "this effect doesn't remove [this Aura]" (the Wards): the protection
    #: this static ability gives the enchanted permanent doesn't make this Aura fall off
    #: (an exception to 702.16c and 704.5m); protection from elsewhere still does
    doesnt_remove_this: bool = False
    #: -- batch B07 --: with ``cant = "be_targeted"``: by ``spells``, ``abilities`` or
    #: both (``""``), whose source (the spell itself, or the ability's source) ``sources``
    #: picks (``None``: any)
    targeted_by: Literal["", "spells", "abilities"] = ""
    sources: Filter | None = None
    #: -- batch B08 --: a player's maximum hand size is this (402.2): the player chosen as
    #: the permanent entered (``hand_size_of = "chosen_player"``: Cursed Rack's "The
    #: chosen player's maximum hand size is four"), its controller (``you``) or each of
    #: their opponents; of several, the latest to come into play wins (613.7)
    #: -- batch L-LENG --: :data:`NO_MAXIMUM_HAND_SIZE` says "you have no maximum hand
    #: size" (402.2: Library of Leng), with the same latest-wins order
    max_hand_size: int | None = None
    hand_size_of: Literal["chosen_player", "you", "each_opponent"] = "chosen_player"
    #: -- batch B06 --: more conditions (604.1, 611.3): it works only while no permanent
    #: ``unless`` picks is on the battlefield ("as long as you control no nonartifact,
    #: nonwhite creatures"), and only during its controller's turn (``during =
    #: "your_turn"``: "as long as it's your turn") or during the other players' turns
    #: (``not_your_turn``)
    unless: Filter | None = None
    during: Literal["", "your_turn", "not_your_turn"] = ""
    #: -- batch B06 --: it works only if its permanent's chosen word (614.1c: a
    #: ``choose_word`` as it entered) is this one (Primal Clay's three forms)
    if_chosen: str = ""
    #: -- batch B06 --: if its permanent leaves the battlefield, its effect continues
    #: until end of turn, on the objects it affected then (a one-shot continuous effect
    #: from then on, 611.3: Titania's Song)
    lingers: bool = False
    #: -- batch c-grant --: "players can't untap more than N [of what ``affects`` picks]
    #: during their untap steps" (502.3: Winter Orb's lands, Smoke's creatures, Damping
    #: Field's artifacts): each active player untaps no more than this many of them in
    #: their untap step, choosing which (``keep_tapped`` names the rest); an object two
    #: such limits pick counts for both (an animated land under Winter Orb and Smoke)
    untap_at_most: int | None = None
    #: -- batch c-grant --: a triggered ability the objects ``affects`` picks have (613.1f:
    #: Energy Flux's "All artifacts have 'At the beginning of your upkeep, sacrifice this
    #: artifact unless you pay {2}'"): it triggers for each of them, as its own ability,
    #: with it as the source (``this``) and its controller as the controller (113.3)
    have_trigger: Triggered | None = None
    #: -- batch MISC --: with ``cant = "be_targeted"``: only by spells and abilities that
    #: can target only objects of these subtypes (115.1: Wall of Shadows' "spells that can
    #: target only Walls"); a spell that could target another object with one of its
    #: targets or modes can target it (a modal spell with a non-Wall mode)
    that_can_target_only: frozenset[str] = frozenset()
    # -- batch d-attack: costs to attack (508.1g-i) ---------------------------------------
    #: with ``cant = "attack"``: the objects ``affects`` picks can't attack unless their
    #: controller pays this mana as attackers are declared (Brainwash's "Enchanted creature
    #: can't attack unless its controller pays {3}": ``attack_cost = "{3}"``) and
    #: sacrifices ``attack_sacrifices`` permanents they control that ``attack_sacrifice``
    #: picks (Leviathan's "can't attack unless you sacrifice two Islands"). A cost, not a
    #: restriction: the attacking player chooses attackers, the total cost is locked in
    #: (508.1g), they may activate mana abilities (508.1h) and pay it (508.1i); a creature
    #: that "attacks each combat if able" needn't (508.1d)
    attack_cost: ManaCost | None = None
    attack_sacrifice: Filter | None = None
    attack_sacrifices: int = 1

    @property
    def costs_to_attack(self) -> bool:
        """-- batch d-attack --: whether it is a cost to attack (508.1g), not a ban."""
        return self.attack_cost is not None or self.attack_sacrifice is not None

    def __post_init__(self) -> None:
        Changes.__post_init__(self)
        if self.costs_to_attack and self.cant != "attack":  # -- batch d-attack --
            raise ValueError("'attack_cost' and 'attack_sacrifice' go with cant = \"attack\"")
        if self.attack_sacrifices < 1:  # -- batch d-attack --
            raise ValueError("'attack_sacrifices' is at least 1")
        if self.max_hand_size is not None and self.max_hand_size < 0 \
                and self.max_hand_size != NO_MAXIMUM_HAND_SIZE:  # -- batch L-LENG --
            raise ValueError("'max_hand_size' is a number of cards, or NO_MAXIMUM_HAND_SIZE")
        if self.that_can_target_only and self.cant != "be_targeted":  # -- batch MISC --
            raise ValueError("'that_can_target_only' goes with cant = \"be_targeted\"")
        if self.have is None and not self.cant and not self.changes_anything \
                and not self.spell_cost and not self.ability_cost \
                and self.untap_at_most is None and self.have_trigger is None \
                and not self.blocked_as_though_without and self.max_hand_size is None:
            raise ValueError("a static ability gives 'have', 'cant', a cost change or some "
                             "change")
        if self.have_trigger is not None and (  # -- batch c-grant --
                self.have_trigger.when not in GRANTED_TRIGGERS or self.have_trigger.targets):
            raise ValueError("a triggered ability granted by a static ability is one of "
                             + ", ".join(GRANTED_TRIGGERS) + ", with no targets")
        if self.untap_at_most is not None and not isinstance(self.affects, Filter):
            raise ValueError("'untap_at_most' limits what a filter picks: 'affects' is a "
                             "filter")
        if self.cant == "cast" and not isinstance(self.affects, Filter):
            raise ValueError("a static ability that says players can't cast spells "
                             "affects a filter: the spells they can't cast")
        if self.defines and self.affects != "this":
            raise ValueError("a characteristic-defining ability affects 'this' (604.3)")
        if self.attackers is not None and self.cant != "block":  # -- batch B03 --
            raise ValueError("'attackers' says which attackers a creature can't block: "
                             "it goes with cant = \"block\"")
        if self.unless_defender_controls is not None and self.cant != "attack":
            raise ValueError("'unless_defender_controls' goes with cant = \"attack\"")
        if self.unless_defender_acted_last_turn and self.cant != "attack":  # -- batch LX --
            raise ValueError("'unless_defender_acted_last_turn' goes with cant = \"attack\"")


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal spell (700.2): its effects, and its own ``targets``. A spell
    whose modes target nothing has its mode chosen right after it is cast (a ``mode``
    decision); one whose modes have targets has its mode chosen as it is cast, before its
    targets (601.2b, 601.2c: "cast Blue Elemental Blast mode 2 targeting ..."), and is on
    the stack as that mode only (:meth:`CardDef.castable_faces`)."""

    effects: tuple[Effect, ...]
    #: -- batch B02 --: the mode's own targets (700.2, 601.2c)
    targets: tuple[TargetSpec, ...] = ()


# -- batch C-TURN: skipping a turn or a step instead (614.1b, 614.10) ---------------------

#: what a :class:`Skip` skips: its controller's turn, or the draw step of their turn;
#: -- batch D-DRAW --: or a draw of theirs during their draw step (614.1a: "If you would
#: draw a card during your draw step, instead you may skip that draw")
SkipWhat = Literal["turn", "draw_step", "draw_in_your_draw_step"]


@dataclass(frozen=True, slots=True)
class Skip:
    """-- batch C-TURN --: a replacement effect of a permanent (614.1b): "If you would
    begin your turn [draw step], you may skip that turn [step] instead. If you do, ..."
    As its controller's turn (or the draw step of their turn) would begin, while a
    permanent ``as_long_as`` picks is on the battlefield ("while Time Vault is tapped":
    ``{ this = true, tapped = "tapped" }``), they are asked ``skip yes`` or ``skip no``;
    skipped, it doesn't happen at all (614.10), and the ``then`` effects happen at once,
    without the stack (Time Vault's "untap Time Vault", Fasting's "you gain 2 life").

    -- batch D-DRAW --: ``what = "draw_in_your_draw_step"`` offers to skip each draw its
    controller would make during their draw step, the step's own or one an effect makes
    then (614.1a): they are asked before that draw, ``skip yes`` or ``skip no``; a skipped
    draw doesn't happen, and ``then`` happens each time one is skipped."""

    what: SkipWhat
    then: tuple[Effect, ...] = ()
    as_long_as: Filter | None = None

    def __post_init__(self) -> None:
        # they happen at once, outside any resolution: nothing that stops for a question
        for effect in self.then:
            if not isinstance(effect, BRANCH_EFFECTS):
                raise ValueError(f"a skip's then: {type(effect).__name__} may ask a "
                                 "question; only effects that never do may follow a skip")


@dataclass(frozen=True, slots=True)
class CardDef:
    """Everything the rules need to know about a card, by name."""

    name: str
    types: frozenset[CardType]
    cost: ManaCost | None = None
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    power: int | None = None
    toughness: int | None = None
    keywords: frozenset[Keyword] = frozenset()
    #: the spell's own effect and targets (instants and sorceries, 608.2)
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    #: for X spells, the most targets the spell may have (Fireball)
    max_targets: int = 0
    abilities: tuple[Activated, ...] = ()
    triggers: tuple[Triggered, ...] = ()
    #: an Aura's target and what it does to the enchanted permanent
    enchant: TargetSpec | None = None
    aura: AuraKind = ""
    aura_power: int = 0
    aura_toughness: int = 0
    text: str = ""
    tags: frozenset[Tag] = field(default_factory=frozenset)
    #: the halves of a split card (709): each castable as its own spell
    faces: tuple[CardDef, ...] = ()
    #: a planeswalker's printed loyalty: it enters with that many loyalty counters (306.5b)
    loyalty: int | None = None
    #: static abilities (604) said in rules words (casting as though with flash, an
    #: artifact lock): :mod:`shahrazad.rules.statics` reads them
    static_words: frozenset[StaticAbility] = frozenset()
    #: an adventurer card's Adventure (715): cast as its own spell (an instant or sorcery
    #: of subtype Adventure), then exiled, and the card may be cast from there
    adventure: CardDef | None = None
    #: static abilities (604) made of the language's parts: what every creature has or
    #: can't do (a plane's, from the command zone: 901.7)
    statics: tuple[Static, ...] = ()
    #: a modal spell's modes (700.2): one is chosen as it is cast (601.2b)
    modes: tuple[Mode, ...] = ()
    #: what happens as the permanent enters the battlefield (614.1c: Lich's life loss)
    as_enters: tuple[Effect, ...] = ()
    #: a companion's condition on its owner's starting deck (702.139)
    companion: CompanionCondition = ""
    #: what its owner may do with it from their opening hand (103.6)
    opening_hand: OpeningHand = ""
    #: the set its name was first printed in, where that matters (``""``: not recorded)
    first_printed: FirstPrinted = ""
    #: static prevention and redirection abilities (615, 614.9): read by
    #: :mod:`shahrazad.rules.damage`
    shields: tuple[StaticShield, ...] = ()
    # -- batch E1: colors no mana cost gives ---------------------------------------------
    #: its colors when its mana cost doesn't give them, as letters of WUBRG: a token's,
    #: as the effect that creates it says ("a 4/4 red Bird creature token", 111.3), or a
    #: color indicator's (204)
    color: str = ""
    #: -- batch B02 --: the mana X may be paid with, letters of WUBRG (107.3: Drain
    #: Life's "Spend only black mana on X"); ``""``: any mana
    x_mana: str = ""
    #: -- batch B02 --: a restriction on when it may be cast (601.3), read by
    #: :mod:`shahrazad.rules.casting`
    cast_only: CastOnly = ""
    #: -- batch B04 --: a variable number of targets, all of its one target specification
    #: and all different (601.2c, 115.1): ``X`` ("X target Mountains": as many as the X
    #: announced, 601.2b), ``one_or_more`` ("one or more target creatures"),
    #: ``any_number`` ("any number of target ...": none too)
    target_count: TargetCount = ""
    #: -- batch B03 --: it enters the battlefield tapped (614.1d: a replacement, so it
    #: never "becomes tapped"), however it enters
    enters_tapped: bool = False
    #: -- batch B10 --: the damage it divides among its targets as it is cast (601.2d:
    #: "4 damage divided as you choose among any number of targets"), each at least 1;
    #: its ``damage`` of ``divided_as_cast`` deals each target its share
    divide: int = 0
    # -- batch C-ANTE --------------------------------------------------------------------
    #: "Remove this card from your deck before playing if you're not playing for ante"
    #: (407.1): a table that doesn't play for ante refuses a deck holding it
    ante_only: bool = False
    # -- batch c-mana: an additional cost of sacrificing a permanent (601.2b, 601.2h) --
    #: "As an additional cost to cast this spell, sacrifice a creature": its caster
    #: sacrifices a permanent of theirs this filter picks, chosen once the spell is on
    #: the stack (601.2h, a ``choose`` question); with none it can't be cast (601.2b,
    #: 118.3). Its effects read what was sacrificed, as it last existed, with
    #: ``mana_value_of_paid`` (608.2h: Sacrifice's "the sacrificed creature's mana value")
    sacrifice_as_cost: Filter | None = None
    #: -- batch C-TURN --: turns or steps its controller may skip instead (614.1b, 614.10)
    skips: tuple[Skip, ...] = ()

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[WUBRG]*", self.color):
            raise ValueError(f"{self.name}: color is letters of WUBRG, not {self.color!r}")
        # A delayed ability a card sets up is one of its own triggered abilities (603.7).
        for e in self.all_effects():
            if isinstance(e, DelayedTrigger) and not any(
                    t.when == e.at for d in (self, *self.faces) for t in d.triggers):
                raise ValueError(f"{self.name} sets up a delayed triggered ability at "
                                 f"{e.at} but has no triggered ability with when = {e.at!r}")

    def is_a(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def most_targets(self) -> int:
        """The most targets its one specification may be chosen for (Fireball's
        ``max_targets``; no fixed bound for a :data:`TargetCount`, only the targets there
        are), or 0: each target has its own specification."""
        if self.target_count:
            return MANY_TARGETS
        return self.max_targets if self.max_targets > 1 else 0

    @property
    def permanent(self) -> bool:
        return bool(self.types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"})

    @property
    def token(self) -> bool:
        """A token's definition: it exists only as a token, never in a deck (111)."""
        return "token" in self.tags

    @property
    def nontraditional(self) -> bool:
        """A vanguard, plane or scheme: it stays in the command zone (108.2a)."""
        return bool(self.types & NONTRADITIONAL_TYPES)

    @property
    def colors(self) -> frozenset[str]:
        """The card's colors: those of the mana symbols in its mana cost (105.2), and those
        it says it has (``color``: a token's, 111.3); a split card has the colors of both
        halves (709.4)."""
        found = frozenset(c for c in (self.cost.colored if self.cost else "") if c != "C")
        found |= frozenset(self.color)
        for face in self.faces:
            found |= face.colors
        return found

    @property
    def multicolored(self) -> bool:
        """Two or more colors (105.2b)."""
        return len(self.colors) >= 2

    @property
    def in_decks(self) -> bool:
        """Whether the definition is a card a deck can hold: not a token's, an emblem's or
        a designation's (they exist only when an effect or a rule makes them)."""
        return not self.tags & {"token", "inherent", "emblem", "designation"}

    def all_effects(self) -> list[Effect]:
        """Every effect the card can make happen: its own, its faces', its modes', its
        abilities'."""
        found = list(self.effects) + list(self.as_enters)
        for mode in self.modes:
            found += mode.effects
        for activated in self.abilities:
            found += activated.effects
        for triggered in self.triggers:
            found += triggered.effects
            for trigger_mode in triggered.modes:  # -- batch D-TRIG --
                found += trigger_mode.effects
        for face in self.faces:
            found += face.all_effects()
        for static in self.statics:
            found += static.have.effects if static.have is not None else ()
        for skip in self.skips:  # -- batch C-TURN --
            found += skip.then
        if self.adventure is not None:
            found += self.adventure.all_effects()
        return with_branches(found)

    @property
    def modes_target(self) -> bool:
        """A modal spell whose modes have targets: its mode is chosen as it is cast."""
        return any(mode.targets for mode in self.modes)

    def mode_face(self, index: int) -> CardDef:
        """The spell as its mode ``index`` (700.2, 601.2b-c): the mode's effects and
        targets, the card's other characteristics."""
        mode = self.modes[index]
        return replace(self, modes=(), effects=mode.effects, targets=mode.targets)

    def castable_faces(self) -> tuple[CardDef, ...]:
        """What the card can be cast as, by the number a ``cast`` gives its face: each
        half of a split card (709.3), the card or its Adventure (715.3), each mode of a
        modal spell whose modes have targets (700.2, 601.2b), or the card."""
        if self.faces:
            return self.faces
        if self.modes_target:
            return tuple(self.mode_face(i) for i in range(len(self.modes)))
        if self.adventure is not None:
            return (self, self.adventure)
        return (self,)

    def has(self, *kinds: type[Effect]) -> bool:
        """Whether one of the card's effects is one of ``kinds``."""
        return any(isinstance(e, kinds) for e in self.all_effects())

    @property
    def starts_subgames(self) -> bool:
        """The card makes players play a subgame (727): Shahrazad, Enter the Dungeon."""
        return self.has(Subgame)

    @property
    def reaches_outside(self) -> bool:
        """The card brings a card in from outside the game (400.11b, 727.4): a wish."""
        return self.has(FromOutside, ReplaceDraw, CastFromOutside)



# -- batch B01: counters removed by an effect (122) ---------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class GainAbilities(Effect):
    """-- batch R-C --: each permanent ``what`` means gains, for the rest of the game (611.2a;
    as long as it is that object, 400.7), the static abilities of this spell's or
    ability's card (its ``statics``, each ``affects = "this"``: the permanent that gains
    it), as abilities of its own (613.1f: a triggered ability one of them grants with
    ``have_trigger`` triggers with the permanent as its source; an effect that takes the
    permanent's abilities away takes these too). Glyph of Delusion's "The creature gains
    'This creature doesn't untap during your untap step if it has a glyph counter on it'
    and 'At the beginning of your upkeep, remove a glyph counter from this creature'"."""

    SAYS: ClassVar[str] = "{what} gain[s] this card's static abilities"
    RULES: ClassVar[tuple[str, ...]] = ("611.2a", "613.1f")
    what: ObjectRef = "target:0"


def gainable(d: CardDef) -> tuple[tuple[int, Static], ...]:
    """-- batch d-misc --: the static abilities a :class:`GainAbilities` effect of ``d``
    gives, each with its number among ``d.statics``: those that affect ``gained`` (never
    functioning on ``d``'s own object: Life Matrix's "that creature gains 'Remove a matrix
    counter from this creature: Regenerate this creature'"), and, for an instant or a
    sorcery, whose own static abilities never function (604.2), those that affect
    ``this`` too (Glyph of Delusion)."""
    spell = bool(d.types & {"Instant", "Sorcery"})
    return tuple((n, st) for n, st in enumerate(d.statics)
                 if st.affects == "gained" or (spell and st.affects == "this"))


@primitive
@dataclass(frozen=True, slots=True)
class RemoveCounters(Effect):
    """Remove ``amount`` ``counter`` counters from ``what`` (122.1): with ``optional``, its
    controller may choose not to (608.2d: an ``allow`` decision, asked only when there
    are enough to remove). The effects after it happen only if they are removed ("you
    may remove a vitality counter from this. If you do, you gain 1 life": Living
    Artifact); with too few counters there, none is removed and the rest doesn't
    happen."""

    SAYS: ClassVar[str] = "remove {amount} {counter} counter(s) from {what}"
    RULES: ClassVar[tuple[str, ...]] = ("122.1", "608.2d")
    counter: str
    amount: Amount = 1
    what: ObjectRef = "this"
    optional: bool = False
    #: -- batch SHIELD --: "you may remove any number of" them: its controller chooses how
    #: many, none to all, as it resolves (608.2d: a ``word`` decision, ``word 2``); the
    #: number removed is ``amount_paid`` for the effects after it (Tetravus); ``amount``
    #: is not read
    any_number: bool = False


# -- batch B01: paying any amount of mana (608.2d, 107.1) ----------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class PayAnyMana(Effect):
    """``who`` may pay any amount of mana, {1} at a time (608.2d: an ``accept`` decision
    offering {1}, asked again after each payment until they decline or can't pay more);
    ``amount_paid`` is how much they paid, for the effects after it, which happen
    whatever they paid (Power Leak's "Prevent X of that damage, where X is the amount of
    mana that player paid this way")."""

    SAYS: ClassVar[str] = "{who} may pay any amount of mana"
    RULES: ClassVar[tuple[str, ...]] = ("608.2d", "107.1")
    who: PlayerRef = "you"

    @property
    def mana(self) -> ManaCost:
        """What each payment offers: {1}."""
        return ManaCost(generic=1)


# -- batch B01: moving an Aura (701.3, 303.4) ----------------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class AttachThis(Effect):
    """``who`` may attach this Aura to a permanent of their choice that ``to`` picks (from
    their point of view) and the Aura could enchant (701.3a, 303.4d: no target is chosen,
    yet protection keeps it off, 702.16c), other than the one it is attached to; chosen as
    it resolves (608.2d: a ``choose`` decision; choosing nothing declines, unless it is
    not ``optional``). Kudzu: "That land's controller may attach Kudzu to a land of their
    choice"."""

    SAYS: ClassVar[str] = "{who} may attach {what} to {to} of their choice{like_host}"
    RULES: ClassVar[tuple[str, ...]] = ("701.3a", "303.4d", "608.2d")
    who: PlayerRef = "you"
    to: Filter = Filter()
    optional: bool = True
    #: the Aura moved: this one, or a target ("attach target Aura")
    what: Literal["this", "target:0"] = "this"
    #: only to a permanent that shares a card type of ``to`` with the Aura's host now
    #: ("to another permanent of that type": Enchantment Alteration)
    like_host: bool = False


# -- batch D-TRIG: an Aura card returning from the graveyard (303.4f, 613.1d) ----------------


@primitive
@dataclass(frozen=True, slots=True)
class ReturnAura(Effect):
    """-- batch D-TRIG --: this Aura's card, if it is still in the graveyard it went to
    (400.7), returns to the battlefield under this effect's controller's control,
    attached to a permanent ``chooser`` chooses among those it could enchant (303.4f:
    untargeted, so shroud doesn't keep it off and protection does; with one to choose
    they must); with none, it returns as a non-Aura enchantment (613.1d: it loses the
    Aura subtype, and enchants nothing) whose chosen player is ``chooser``, the player its
    ``chosen_players_upkeep`` abilities watch (Takklemaggot)."""

    SAYS: ClassVar[str] = "return this card to the battlefield attached to a permanent " \
                          "of {chooser}'s choice"
    RULES: ClassVar[tuple[str, ...]] = ("303.4f", "613.1d", "608.2d")
    chooser: PlayerRef = "subject"


# -- batch B01: returning cards of a player's choice (400.3, 608.2d) ------------------------


@primitive
@dataclass(frozen=True, slots=True)
class ReturnChosen(Effect):
    """``who`` returns ``amount`` cards of their choice from their graveyard to their hand
    (all of them, if fewer; 608.2d: a ``choose`` decision): Recall's "return a card from
    your graveyard to your hand for each card discarded this way"."""

    SAYS: ClassVar[str] = "{who} return[s] {amount} card(s) of their choice from their " \
                          "graveyard to their hand"
    RULES: ClassVar[tuple[str, ...]] = ("400.3", "608.2d")
    amount: Amount
    who: PlayerRef = "you"


# -- batch c-grant: permanents chosen as an effect resolves --------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class ChooseAnyNumber(Effect):
    """``who`` chooses any number of the permanents they control that ``what`` picks, none
    too (608.2d: a ``choose`` decision, or ``choose nothing``); the effects after it read
    them as ``chosen_this_way``, an object word and a count's zone: Magnetic Mountain's
    "that player may choose any number of tapped blue creatures they control and pay {4}
    for each creature chosen this way. If the player does, untap those creatures" is this,
    an ``only_if`` of the count, a ``may_pay`` of ``{4}`` that many ``times`` and an
    ``untap`` of ``chosen_this_way``."""

    SAYS: ClassVar[str] = "{who} choose[s] any number of {what} they control"
    RULES: ClassVar[tuple[str, ...]] = ("608.2d",)
    what: Filter
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class ReturnFromGraveyard(Effect):
    """-- batch B07 --: the controller chooses a card ``filter`` picks in the graveyard of
    ``whose`` (a ``choose`` decision, 608.2d; with none there, nothing happens) and returns it
    to the battlefield under its owner's control (110.2): Reincarnation's "return a
    creature card from its owner's graveyard to the battlefield under the control of that
    creature's owner"."""

    SAYS: ClassVar[str] = "return {filter} of your choice from the graveyard of {whose} to " \
                          "the battlefield under its owner's control"
    RULES: ClassVar[tuple[str, ...]] = ("110.2", "608.2d")
    whose: PlayerRef = "you"
    filter: Filter = Filter()


@primitive
@dataclass(frozen=True, slots=True)
class RemoveFromCombat(Effect):
    """-- batch B07 --: ``what`` is removed from combat (506.4: no longer an attacking,
    blocking, blocked or unblocked creature); an attacker it blocked stays blocked
    (509.1h), unless ``unblock``: then the attackers it blocked that no other creature
    blocked this combat become unblocked (Ydwen Efreet)."""

    SAYS: ClassVar[str] = "remove {what} from combat"
    RULES: ClassVar[tuple[str, ...]] = ("509.1h",)
    what: ObjectRef = "this"
    unblock: bool = False


#: -- batch B07 --: removing from combat asks nothing
BRANCH_EFFECTS += (RemoveFromCombat,)


@primitive
@dataclass(frozen=True, slots=True)
class BlockAnAttacker(Effect):
    """-- batch C-TURN --: "You may have it block an attacking creature of your choice":
    the controller chooses an attacking creature that ``what`` (not blocking now) could
    block (509.1b: evasion, protection, untapped, attacking its controller), or none (a
    ``choose``); it becomes a blocking creature, blocking that attacker, which becomes
    blocked (509.1h). Nothing is declared: no restriction on the number of blockers or
    cost to block applies, but "whenever ... blocks" abilities trigger (False Orders)."""

    SAYS: ClassVar[str] = "you may have {what} block an attacking creature of your choice"
    RULES: ClassVar[tuple[str, ...]] = ("509.1b", "509.1h")
    what: Literal["target:0"] = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class ExchangeBlocks(Effect):
    """-- batch C-TURN --: "If each of those creatures could block all creatures that the
    other is blocking, remove both of them from combat. Each one then blocks all creatures
    the other was blocking" (Sorrow's Path): the two targets, blocking creatures of one
    player, still legal as it resolves; each must be able to block every attacker still
    in combat the other blocks (509.1b: evasion, protection, untapped; as many as it may
    block, 509.1a). Then both leave combat and each blocks the other's attackers:
    "whenever ... blocks" abilities trigger again, the attackers, blocked all along, don't
    become blocked again (509.1h)."""

    SAYS: ClassVar[str] = "exchange the blocks of {first} and {second}"
    RULES: ClassVar[tuple[str, ...]] = ("509.1b", "509.1h")
    first: Literal["target:0"] = "target:0"
    second: Literal["target:1"] = "target:1"


# -- the rules each keyword touches (the generated card reference, `shahrazad cards NAME`) --

#: each keyword and the rules that define it, in current numbering: what a card with the
#: keyword touches besides its abilities' rules (:func:`shahrazad.cards.words.rules_of`).
#: A new keyword needs its rules here (``tests/test_card_reference.py`` checks each one).
KEYWORD_RULES: dict[Keyword, tuple[str, ...]] = {
    "flying": ("702.9",), "reach": ("702.17",), "first_strike": ("702.7",),
    "trample": ("702.19",), "vigilance": ("702.20",), "lifelink": ("702.15",),
    "flash": ("702.8",),
    **dict.fromkeys(("plainswalk", "islandwalk", "swampwalk", "mountainwalk",
                     "forestwalk"), ("702.14",)),
    "defender": ("702.3",), "banding": ("702.22",),
    **dict.fromkeys(("protection_from_white", "protection_from_blue",
                     "protection_from_black", "protection_from_red",
                     "protection_from_green", "protection_from_artifacts"), ("702.16",)),
    # restrictions and requirements of the combat rules (509.1b-c, 508.1d)
    "cant_block": ("509.1b",), "can_block_an_additional_creature": ("509.1a",),
    "attacks_each_combat_if_able": ("508.1d",),
    "cant_be_blocked_by_walls": ("509.1b",), "cant_be_blocked_except_by_walls": ("509.1b",),
    # batch B03: evasion, haste, and what an effect gives a creature for a turn
    "fear": ("702.36",), "cant_be_blocked": ("509.1b",), "indestructible": ("702.12",),
    "haste": ("702.10",), "can_attack_as_though_it_had_haste": ("702.10", "302.6"),
    "can_attack_as_though_it_didnt_have_defender": ("702.3",),
    "cant_be_regenerated": ("701.19c",), "exiled_if_it_would_die": ("614.1a",),
    "returned_to_hand_if_it_would_die": ("614.1a", "611.2a"),  # -- batch MISC --
    "damage_to_it_cant_be_prevented_or_redirected": ("615.1", "614.9"),  # -- batch B08 --
    # batch B11: blocked only by Walls and creatures with flying
    "cant_be_blocked_except_by_walls_or_flyers": ("509.1b",),
    # batch B09: rampage and "bands with other"
    **dict.fromkeys(("rampage_1", "rampage_2", "rampage_3", "rampage_4"), ("702.23",)),
    **dict.fromkeys(("bands_with_other_legendary_creatures",
                     "bands_with_other_creatures_of_its_name"), ("702.22",)),
    # batch LX
    "cant_attack": ("508.1a",), "all_creatures_able_to_block_it_do_so": ("509.1c",),
    "blocks_each_attacking_creature_if_able": ("509.1c",),
    "can_block_any_number_of_creatures": ("509.1a",),
    # -- batch B07 --
    "shroud": ("702.18",), "desertwalk": ("702.14",), "legendary_landwalk": ("702.14",),
    "assigns_no_combat_damage": ("510.1a",),
    "creatures_it_damages_cant_be_regenerated": ("701.19c",),
    "creatures_it_damages_are_exiled_if_they_would_die": ("614.1a",),
    "all_walls_able_to_block_it_do_so": ("509.1c",),  # -- batch C-HIST --
}
# -- batch B07: a permanent card put onto the battlefield from a hand (110.2, 305.4) ------


@primitive
@dataclass(frozen=True, slots=True)
class PutFromHand(Effect):
    """``who`` may put a card from their hand that ``filter`` picks onto the battlefield
    (a ``choose`` of one card, or ``choose nothing``), under their control (110.2). A land
    put so is not played (305.4: no land play used): Gaea's Touch's basic Forest, Goblin
    Wizard's Goblin permanent card."""

    SAYS: ClassVar[str] = "{who} may put {filter} from their hand onto the battlefield"
    RULES: ClassVar[tuple[str, ...]] = ("110.2", "305.4")
    who: PlayerRef = "you"
    filter: Filter = Filter(types=frozenset({"Artifact", "Creature", "Enchantment", "Land",
                                             "Planeswalker"}))
    #: -- batch C-TURN --: with ``who = "each_player"``, each player in turn order from
    #: the controller (101.4) may put one; ``repeat``: the round is played again and
    #: again until a whole round in which nobody puts a card onto the battlefield
    #: (Eureka). An Aura put so is attached to an object of its player's choice it could
    #: enchant, untargeted (303.4f); one with nothing to enchant can't be chosen (303.4g)
    repeat: bool = False


# -- batch B04: hidden information shown (701.20, 400.2) -----------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class RevealHand(Effect):
    """``who`` reveals their hand to every player (``to = "each_player"``, 701.20:
    Amnesia's "Target player reveals their hand"), or ``to = "you"``: the controller looks
    at it, and nobody else sees it (400.2: Glasses of Urza's "Look at target player's
    hand"). The cards stay in the hand; the log records who saw which cards
    (``cards_revealed``)."""

    SAYS: ClassVar[str] = "{who} reveal[s] their hand to {to}"
    RULES: ClassVar[tuple[str, ...]] = ("701.20", "400.2")
    who: PlayerRef = "target:0"
    to: Literal["each_player", "you"] = "each_player"


# -- batch B04: a choice made as it resolves (608.2d) -----------------------------------------

#: a continuous effect never asks a question as it starts: it may follow a choice
BRANCH_EFFECTS += (Become,)


@dataclass(frozen=True, slots=True)
class Option:
    """One choice of a :class:`ChooseOne`: its ``word`` (one word, no spaces: how the
    ``word`` decision names it) and the effects that follow when it is chosen."""

    word: str
    effects: tuple[Effect, ...] = ()


@primitive
@dataclass(frozen=True, slots=True)
class ChooseOne(Effect):
    """The controller chooses one of ``options`` as it resolves (608.2d: a ``word``
    decision), and that option's effects follow at once. Unlike a mode (700.2), nothing
    is chosen as the spell is cast: Twiddle's "you may tap or untap target ..." is
    ``tap``, ``untap`` or ``neither``; Urza's Avenger's "your choice of banding, flying,
    first strike, or trample"; Alchor's Tomb's "the color of your choice". The effects
    that follow may not ask another question (the coin flip's rule)."""

    SAYS: ClassVar[str] = "choose one of {options}"
    RULES: ClassVar[tuple[str, ...]] = ("608.2d",)
    options: tuple[Option, ...] = ()

    def __post_init__(self) -> None:
        words = [o.word for o in self.options]
        if len(words) < 2 or len(set(words)) != len(words) or any(
                not w or " " in w for w in words):
            raise ValueError("choose_one: two or more options, each named by a different "
                             "word of its own (no spaces)")
        for option in self.options:
            _branch(option.effects, f"option {option.word}")


# -- batch B04: "if ..., ..." on resolution (608.2c) -------------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class OnlyIf(Effect):
    """The effects after it happen only if ``count`` (a :class:`Count`) comes to at least
    1 as it resolves (608.2c): "If Eater of the Dead is tapped, ..." is ``{ number_of =
    { this = true, tapped = "tapped" } }``; "If Cosmic Horror is destroyed this way, ..."
    is ``{ number_of = {}, zone = "graveyard_this_way" }``. Otherwise the ``otherwise``
    effects happen at once instead (they may ask nothing), and nothing after it."""

    SAYS: ClassVar[str] = "if {count}, then the rest"
    RULES: ClassVar[tuple[str, ...]] = ("608.2c",)
    #: a count, or any amount ("If it deals damage to you this way":
    #: ``damage_dealt_this_way``)
    count: Amount
    otherwise: tuple[Effect, ...] = ()
    #: -- batch B04 --: the least the amount must come to ("toughness 5 or greater": 5)
    at_least: int = 1

    def __post_init__(self) -> None:
        _branch(self.otherwise, "otherwise")


# -- batch B04: the top of a library looked at and put back in any order (401.2) ---------


@primitive
@dataclass(frozen=True, slots=True)
class LookAtTop(Effect):
    """The controller looks at the top ``amount`` cards of ``who``'s library (all of it,
    if fewer; nobody else sees them, 400.2), then puts them back in any order (401.2:
    a ``choose`` decision naming them top first): Natural Selection."""

    SAYS: ClassVar[str] = "look at the top {amount} card(s) of {who}'s library, then put " \
                          "them back in any order"
    RULES: ClassVar[tuple[str, ...]] = ("401.2", "400.2", "608.2d")
    amount: Amount = 3
    who: PlayerRef = "target:0"
    #: -- batch B10 --: ``False``: they go back as they were, not reordered ("look at the
    #: top five cards": Visions)
    reorder: bool = True


# -- batch c-mana: cards put on top of a library in any order (401.4) -----------------------


@primitive
@dataclass(frozen=True, slots=True)
class PutOnTop(Effect):
    """Put the cards ``what`` means (the legal targets, 608.2b) on top of their owner's
    library; two or more, their owner arranges them (401.4: a ``choose`` decision naming
    them top first): Drafna's Restoration. Cards of two or more owners go in the order
    they were targeted."""

    SAYS: ClassVar[str] = "put {what} on top of their owner's library in any order"
    RULES: ClassVar[tuple[str, ...]] = ("401.4", "608.2d")
    what: ObjectRef = "each_target"


# -- batch B05: graveyards and libraries (701.17, 701.13, 404) ------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class Mill(Effect):
    """Each of ``who`` mills ``amount`` cards (701.17a): puts that many cards from the top
    of their library into their graveyard, one at a time, the top card first (all of
    them, if fewer). Milling is not drawing: nothing that watches draws sees it, and an
    empty library loses no game (704.5b is about draws)."""

    SAYS: ClassVar[str] = "{who} mill[s] {amount} card(s)"
    RULES: ClassVar[tuple[str, ...]] = ("701.17a",)
    amount: Amount
    who: PlayerRef = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class ExileGraveyard(Effect):
    """Each of ``who`` has every card of their graveyard exiled (701.13, 404.1): "Exile
    target player's graveyard" (Tormod's Crypt)."""

    SAYS: ClassVar[str] = "exile {who}'s graveyard"
    RULES: ClassVar[tuple[str, ...]] = ("701.13", "404.1")
    who: PlayerRef = "target:0"


# -- batch B05: what lands tapped for mana produce (614.1a, 106.3) -------------------------


@primitive
@dataclass(frozen=True, slots=True)
class ProduceInstead(Effect):
    """From now until ``until``, a land ``what`` means, tapped for mana, produces ``instead``
    (a letter of WUBRGC) in place of mana of type ``of`` (``""``: of any type), the
    amount unchanged (614.1a: a replacement effect on mana production). ``what``:
    ``lands_you_control`` (each land its controller controls then, or later: Deep
    Water's "if you tap a land you control for mana, it produces {U} instead of any
    other type") or ``target:0`` (Quarum Trench Gnomes' "If target Plains is tapped for
    mana, it produces colorless mana instead of white mana", with no end: ``until =
    ""``)."""

    SAYS: ClassVar[str] = "{what} tapped for mana produce[s] {instead} instead{of}{until}"
    RULES: ClassVar[tuple[str, ...]] = ("614.1a", "106.3")
    instead: str
    what: Literal["lands_you_control", "target:0"] = "lands_you_control"
    of: str = ""
    until: Literal["", "end_of_turn"] = "end_of_turn"

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[WUBRGC]", self.instead) or \
                not re.fullmatch(r"[WUBRGC]?", self.of):
            raise ValueError("instead and of are one mana letter of WUBRGC")


# -- batch B08: the least of a group (Drop of Honey) -------------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class DestroyLeast(Effect):
    """Destroy the permanent with the least power among those ``what`` picks (701.8), no
    target (protection doesn't stop it); if two or more are tied, the controller chooses
    one of them as it resolves (608.2d: a ``choose`` question). Drop of Honey's "destroy
    the creature with the least power. It can't be regenerated."""

    SAYS: ClassVar[str] = "destroy the {what} with the least power{cant_be_regenerated}"
    RULES: ClassVar[tuple[str, ...]] = ("701.8", "608.2d")
    what: Filter
    cant_be_regenerated: bool = False


# -- batch B08: a destruction replaced by removing damage (614.1a) ------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class RemoveDamageInstead(Effect):
    """"The next time ``what`` would be destroyed this turn, remove all damage marked on it
    instead" (614.1a, 614.3: a shield, used up once it acts; Pyramids): not a regeneration
    (it isn't tapped nor removed from combat, and "can't be regenerated" doesn't stop it).
    With a regeneration shield around it too, this one is used first (616.1: the choice
    that keeps the permanent untapped)."""

    SAYS: ClassVar[str] = "the next time {what} would be destroyed this turn, remove all " \
        "damage marked on it instead"
    RULES: ClassVar[tuple[str, ...]] = ("614.1a", "614.3")
    what: ObjectRef = "target:0"


# -- batch B06: "doesn't untap during its controller's untap step" for a while (502.3) -----

#: how long a :class:`DoesntUntap` lasts: its controller's next untap step (used up then,
#: whether or not the permanent was tapped), the next two, or for as long as the
#: effect's source remains tapped (611.2b)
UntapDuration = Literal["its_controllers_next_untap_step",
                        "its_controllers_next_two_untap_steps", "while_this_remains_tapped"]


@primitive
@dataclass(frozen=True, slots=True)
class DoesntUntap(Effect):
    """``what`` doesn't untap during its controller's untap step (502.3) until ``until``:
    "Target creature doesn't untap during its controller's next untap step" (Barl's
    Cage) follows the permanent to whoever controls it then; "It doesn't untap ... for
    as long as this remains tapped" (Phyrexian Gremlins) ends as the source untaps or
    leaves. Each permanent gets one effect record (``doesnt_untap``)."""

    SAYS: ClassVar[str] = "{what} [doesn't|don't] untap during its controller's untap " \
                          "step{until}"
    RULES: ClassVar[tuple[str, ...]] = ("502.3", "611.2b")
    what: Objects = "target:0"
    until: UntapDuration = "its_controllers_next_untap_step"


# -- batch B06: control given to a player other than the effect's controller (613.1b) -----


@primitive
@dataclass(frozen=True, slots=True)
class GainControl(Effect):
    """``who`` gains control of ``what`` (613.1b) until ``until`` (``""``: for the rest of
    the game, 611.2a): a player other than the effect's controller may be the one
    ("the player with the most life gains control of it", "an opponent gains control of
    them"); nobody, if ``who`` means nobody."""

    SAYS: ClassVar[str] = "{who} gain[s] control of {what}"
    RULES: ClassVar[tuple[str, ...]] = ("613.1b", "611.2a")
    what: Objects = "this"
    who: PlayerRef = "player_with_the_most_life"
    until: Duration | Literal[""] = ""


# -- batch B06: choices paid for as a permanent enters, remembered as its number (614.1c) --


@primitive
@dataclass(frozen=True, slots=True)
class PayAnyLife(Effect):
    """As this permanent enters, its controller pays any amount of life (119.4: no more
    than their life total), no more than ``upto`` plus ``and_upto`` (a ``word`` decision:
    ``word 3``); the amount is its chosen number (614.1c), which its characteristic-
    defining ability reads (``chosen_number``: Nameless Race's power and toughness)."""

    SAYS: ClassVar[str] = "as this enters, pay any amount of life up to {upto} plus " \
                          "{and_upto}; this remembers the amount"
    RULES: ClassVar[tuple[str, ...]] = ("614.1c", "119.4", "608.2d")
    upto: Amount
    and_upto: Amount = 0


@primitive
@dataclass(frozen=True, slots=True)
class SacrificeAnyNumber(Effect):
    """As this permanent enters, its controller sacrifices any number of their permanents
    ``what`` picks (701.21, a ``choose`` decision: ``choose Forest, Forest#2`` or
    ``choose nothing``); how many is its chosen number (614.1c: Wood Elemental's power
    and toughness, ``chosen_number``)."""

    SAYS: ClassVar[str] = "as this enters, sacrifice any number of {what}; this remembers " \
                          "how many"
    RULES: ClassVar[tuple[str, ...]] = ("614.1c", "701.21")
    what: Filter


# -- batch B06: exchange of control (701.12) ----------------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class ExchangeHighest(Effect):
    """You and ``with_`` (a player) exchange control of the permanent ``what`` picks that
    each of you controls with the highest mana value (701.12b); a player with two or more
    tied for highest chooses one of them (a ``choose`` decision). If either player has
    none, this exchange does nothing (701.12a); the effects after it happen either way
    (Juxtapose's creatures, "then" its artifacts)."""

    SAYS: ClassVar[str] = "you and {with_} exchange control of the {what} you each control " \
                          "with the highest mana value"
    RULES: ClassVar[tuple[str, ...]] = ("701.12a", "701.12b", "613.1b")
    what: Filter
    with_: PlayerRef = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class ExchangeControl(Effect):
    """Exchange control of ``first`` and ``second`` (701.12b): each one's controller gains
    control of the other, for the rest of the game. If either is gone or no longer a legal
    target, or one player controls both, no exchange happens (701.12a, 701.12b), and the
    effects after it don't happen either ("If those permanents are exchanged this way,
    ...": Gauntlets of Chaos)."""

    SAYS: ClassVar[str] = "exchange control of {first} and {second}; if they are " \
                          "exchanged, then the rest"
    RULES: ClassVar[tuple[str, ...]] = ("701.12a", "701.12b", "613.1b")
    first: ObjectRef = "target:0"
    second: ObjectRef = "target:1"


# -- batch B06: cards exiled from a graveyard as a permanent enters, or it doesn't (614.1c) --


@primitive
@dataclass(frozen=True, slots=True)
class ExileToEnter(Effect):
    """As this permanent enters, its controller exiles ``amount`` cards of their graveyard
    that ``what`` picks (a ``choose`` decision when there are more than that). If they
    can't, it is put into its owner's graveyard instead of onto the battlefield (614.1c,
    a replacement of how it enters). For each card exiled, it enters with one counter of
    its controller's choice among ``counters`` (a ``word`` decision naming one for each,
    in the order the counters are listed: ``word +2/+0 +2/+0 +1/+1``): Frankenstein's
    Monster."""

    SAYS: ClassVar[str] = "as this enters, exile {amount} {what} from your graveyard; if " \
                          "you can't, put it into its owner's graveyard instead; it enters " \
                          "with a counter of your choice ({counters}) for each one exiled"
    RULES: ClassVar[tuple[str, ...]] = ("614.1c", "701.13", "122.1")
    what: Filter
    amount: Amount = "X"
    counters: tuple[str, ...] = ()


# -- batch B10: a drawn game (104.4a) -----------------------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class GameIsADraw(Effect):
    """The game this resolves in ends at once, a draw: nobody wins and nobody loses
    (104.4a: "the game is a draw", Divine Intervention). In a subgame, the subgame ends
    so and hands back to its parent (727.5): no player won it, so each player is a
    player "who doesn't win" (Shahrazad's half-life loss)."""

    SAYS: ClassVar[str] = "the game is a draw"
    RULES: ClassVar[tuple[str, ...]] = ("104.4a",)


# -- batch B10: naming a card, revealing the top card (608.2d, 701.20) ----------------------


@primitive
@dataclass(frozen=True, slots=True)
class NameACard(Effect):
    """``who`` chooses a card name as it resolves (608.2d: a ``word`` decision whose
    answer is the whole name, ``word Grizzly Bears``): the name of a card of the pool,
    whether or not one is in the game. The effects after it read it as the chosen name
    (Petra Sphinx)."""

    SAYS: ClassVar[str] = "{who} choose[s] a card name"
    RULES: ClassVar[tuple[str, ...]] = ("608.2d",)
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class RevealTopCard(Effect):
    """Each of ``who`` reveals the top card of their library (701.20); if it has the name
    chosen before it (:class:`NameACard`), they put it into their hand, else into their
    graveyard (Petra Sphinx). An empty library reveals nothing: nobody loses for it (it
    is no draw)."""

    SAYS: ClassVar[str] = "{who} reveal[s] the top card of their library: the chosen name " \
                          "to their hand, else to their graveyard"
    RULES: ClassVar[tuple[str, ...]] = ("701.20",)
    who: PlayerRef = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class RevealAtRandom(Effect):
    """Each of ``who`` reveals ``amount`` cards at random from their hand (701.20, the
    choice recorded: a scenario states it as a random ``discard``'s cards), then discards
    every card revealed this way with the name chosen before it (:class:`NameACard`,
    701.9: Nebuchadnezzar)."""

    SAYS: ClassVar[str] = "{who} reveal[s] {amount} card(s) at random from their hand, then " \
                          "{then}"
    RULES: ClassVar[tuple[str, ...]] = ("701.20", "701.9")
    amount: Amount
    who: PlayerRef = "target:0"
    #: -- batch R-A --: what follows the reveal: the cards with the chosen name discarded
    #: (Nebuchadnezzar), or ``discard_unless_life``: the player discards the card revealed
    #: unless they pay life equal to its mana value, 1 life for a land card (an X in its
    #: cost is 0, 202.3e; 119.4: an ``accept`` decision; Wand of Ith, with ``amount = 1``)
    then: Literal["discard_named", "discard_unless_life"] = "discard_named"


# -- batch C-HIST: the cards drawn this turn, paid for or put back (the turn's history) --


@primitive
@dataclass(frozen=True, slots=True)
class PayLifeOrPutBack(Effect):
    """The controller chooses ``cards`` cards in their hand drawn this turn (all of them,
    if fewer are there: the game's record of its turn, each still the object it became
    as it was drawn, 400.7) and, for each, pays ``life`` life (119.4) or puts it on top of
    their library (Sylvan Library). Asked as one ``choose`` of the cards put back, the
    one named last ending on top; the other chosen cards are paid for, so at least as
    many go back as the player can't pay for (life below ``life``, or a life total that
    can't change, 119.8). A card drawn this turn but no longer in the hand can't be
    chosen; with none, nothing happens."""

    SAYS: ClassVar[str] = "choose {cards} cards in your hand drawn this turn; for each of " \
                          "them, pay {life} life or put it on top of your library"
    RULES: ClassVar[tuple[str, ...]] = ("119.4", "608.2d")
    cards: int = 2
    life: int = 4


# -- batch C-HIST: creature cards returned for the creatures a Wall blocked (509.1) -------


@primitive
@dataclass(frozen=True, slots=True)
class ReturnForEachBlockedDied(Effect):
    """For each creature the effects before it destroyed this way that died (700.4) and
    that the first target, a blocker, blocked this turn, its controller puts a creature
    card from the graveyard of the player who controlled that creature the last time it
    became blocked by the target (the game's record of its turn) onto the battlefield
    under the card's owner's control (110.2). The controller chooses them (608.2d), a
    ``choose`` for each such player in turn: as many as died, or all there are if fewer;
    the creatures just destroyed may be among them (Glyph of Reincarnation)."""

    SAYS: ClassVar[str] = "for each creature that died this way, put a creature card from " \
                          "the graveyard of the player who controlled it the last time it " \
                          "became blocked by the target onto the battlefield under its " \
                          "owner's control"
    RULES: ClassVar[tuple[str, ...]] = ("700.4", "110.2", "608.2d")


# -- batch C-HIST: damage from the damage a spell cast this turn dealt (the turn's history)


@primitive
@dataclass(frozen=True, slots=True)
class DamageBySpellsDamage(Effect):
    """Its controller chooses a player who cast one or more spells of ``types`` this turn
    and one of those spells (a ``choose`` of the card the spell became, wherever it is
    now, or of the spell still on the stack: the card names both), and this deals that
    player damage equal to half the damage that spell dealt this turn (after prevention,
    120.3), rounded down (107.1a): Backdraft. With no such spell, nothing happens."""

    SAYS: ClassVar[str] = "choose a player who cast one or more {types} spells this turn; " \
                          "this deals that player damage equal to half the damage dealt " \
                          "by one of those spells this turn, rounded down"
    RULES: ClassVar[tuple[str, ...]] = ("120.3", "107.1a", "608.2d")
    types: frozenset[CardType] = frozenset({"Sorcery"})


# -- batch C-ANTE: dexterity and ante (Ambiguity A26, 407) -------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class FlipOnto(Effect):
    """A dexterity flip: the card is flipped onto the table and acts on what it lands on
    (Chaos Orb, Falling Star). A table of data has no height or hands, so the engine
    reads it (Ambiguity A26): as it resolves the controller chooses what the card is
    aimed at (608.2d, a ``choose`` of up to ``most`` permanents ``lands_on`` picks; ``0``:
    any number), and whether the flip turns over and lands on them is one recorded
    outcome, ``hit`` or ``miss`` (the event ``card_flipped_onto``): by chance, or as a
    scenario states it (``[[random]] what = "dexterity"``), or, under A26's alternative
    ``a26_dexterity = "aimed"``, always a hit. The effects after it read the permanents it
    landed on as ``landed_on`` (none after a miss). ``only_from_battlefield``: nothing is
    flipped unless the card is on the battlefield ("If Chaos Orb is on the
    battlefield")."""

    SAYS: ClassVar[str] = "flip this card onto the table, aimed at up to {most} {lands_on}"
    RULES: ClassVar[tuple[str, ...]] = ("608.2c", "608.2d")
    lands_on: Filter = Filter()
    most: int = 0
    only_from_battlefield: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class AnteTop(Effect):
    """Each of ``who`` antes the top card of their library (407.4: put into the ante zone;
    only its owner antes a card), or with ``may`` chooses whether to (608.2d: an
    ``allow`` decision each, in turn order from the active player). In a game not played
    for ante (a table without ``ante = "on"``, or a subgame under Ambiguity A15's
    default) there is no ante zone to put it in: nothing is anted. The effects after it
    read the players who anted a card this way as ``each_player_who_anted``."""

    SAYS: ClassVar[str] = "{who} {may}ante[s] the top card of their library"
    RULES: ClassVar[tuple[str, ...]] = ("407.4",)
    who: PlayerRef = "you"
    may: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class AnteThis(Effect):
    """Its controller antes this permanent (407.4; only its owner can: a permanent
    controlled by another player isn't anted); if it is, the other cards its owner owns
    in the ante go to their graveyard (Jeweled Bird's exchange for "your whole
    contribution"), and the effects after it happen; if it isn't, nothing after it
    does."""

    SAYS: ClassVar[str] = "ante this; if you do, your other cards in the ante go to your " \
                          "graveyard"
    RULES: ClassVar[tuple[str, ...]] = ("407.4",)


# -- batch W-CMD: control of another player (722) ------------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class ControlPlayer(Effect):
    """You control ``who`` until this spell or ability finishes resolving (722.1): every
    decision the effects after it ask of that player is yours to make (722.4), recorded
    as theirs; only control of the player changes, not of their permanents (722.2). The
    control is of this game only: in a subgame, the same player in the main game is not
    controlled (727.1b). A player who has left, or yourself, isn't controlled."""

    SAYS: ClassVar[str] = "you control {who} until this finishes resolving"
    RULES: ClassVar[tuple[str, ...]] = ("722.1", "722.2", "722.4")
    who: PlayerRef = "target:0"


# -- batch W-CMD2: a card chosen from a hand, played by its player (Word of Command) ------


@primitive
@dataclass(frozen=True, slots=True)
class ChooseFromHand(Effect):
    """Look at ``who``'s hand and choose a card from it (400.2; 608.2d: a ``choose``
    decision of this spell's controller): the hand is seen by the controller only, and
    the card chosen is remembered for the effects after it ("that card": ``play_chosen``).
    An empty hand has nothing to choose."""

    SAYS: ClassVar[str] = "look at {who}'s hand and choose a card from it"
    RULES: ClassVar[tuple[str, ...]] = ("400.2", "608.2d")
    who: PlayerRef = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class PlayChosen(Effect):
    """``who`` plays the card ``choose_from_hand`` chose if able, as this resolves
    (608.2c): a land is put onto the battlefield as their land play if it is their turn
    and they have a land play left (305.1, 305.2); a spell is cast (601.2), its timing
    permission ignored, above this on the stack, its targets, X and payment chosen by
    that player (by their controller, 722.4: a ``cast_chosen`` decision), the mana paid
    only with the mana abilities of lands they control (``lands_only``, and what is in
    their mana pool); with no legal way to play it, nothing happens.
    ``control_while_resolving``: the spell's controller controls that player again while
    the spell resolves (722.1: "you control the player while that spell is resolving")."""

    SAYS: ClassVar[str] = "{who} plays that card if able"
    RULES: ClassVar[tuple[str, ...]] = ("305.1", "305.2", "601.2", "608.2c", "722.1")
    who: PlayerRef = "target:0"
    lands_only: bool = True
    control_while_resolving: bool = True


@primitive
@dataclass(frozen=True, slots=True)
class TakeFromAnte(Effect):
    """You become the owner of ``what``, a card in the ante zone (407.3: only the ante
    cards change ownership during a game), then exchange it with the top card of your
    library: it goes on top of your library, and the card that was there into the ante
    (Darkpact). With an empty library it still becomes yours and goes there."""

    SAYS: ClassVar[str] = "you own {what}; exchange it with the top card of your library"
    RULES: ClassVar[tuple[str, ...]] = ("407.3", "407.4")
    what: TargetRef = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class ExchangeOwnership(Effect):
    """Each of ``who`` reveals a card at random from their hand (701.20, the choice
    recorded: a scenario states it as a random ``discard``'s card), and that card and this
    card exchange owners (407.3: ``ownership_changed`` twice, in the middle of the game,
    and for good: a subgame's cards go home to their new owners, 727.5). The revealed card
    goes to your hand, this card from anywhere it can be found (the card it became, 400.7)
    into that player's graveyard (Tempest Efreet). With an empty hand nothing is revealed
    and nothing changes hands. With ``of = "target:0"``, the other card is the target's
    (see the field)."""

    SAYS: ClassVar[str] = "{who} reveal[s] a card at random from their hand; it and this " \
                          "card exchange owners: it goes to your hand, this card to their " \
                          "graveyard"
    RULES: ClassVar[tuple[str, ...]] = ("701.20", "407.3")
    who: PlayerRef = "target:0"
    #: ``target:0``: the other card is the first target, as the object it is now (exiled
    #: with it: Bronze Tablet's "that player owns Bronze Tablet and you own the other
    #: exiled card"): nothing is revealed and neither card moves
    of: Literal["a_card_at_random_from_their_hand", "target:0"] = \
        "a_card_at_random_from_their_hand"


#: the exchange asks nothing: it may follow a payment declined (``if_not``)
BRANCH_EFFECTS = (*BRANCH_EFFECTS, ExchangeOwnership)


# -- batch D-PILES: face-down cards (406.3) -------------------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class ExileTop(Effect):
    """Each of ``who`` exiles the top card of their library (701.13), remembered as
    exiled with this (607.2a: ``cards_exiled_with_this`` for the source's other abilities);
    ``face_down``: exiled face down, and nobody may look at it (406.3: the event
    ``exiled_face_down`` holds its identity for replay, the audit doesn't name it). An
    empty library exiles nothing. Knowledge Vault."""

    SAYS: ClassVar[str] = "{who} exile[s] the top card of their library{face_down}"
    RULES: ClassVar[tuple[str, ...]] = ("701.13", "607.2a", "406.3")
    who: PlayerRef = "you"
    face_down: bool = False



# -- batch M-MASK: face-down spells and permanents (708) -----------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class CastFaceDown(Effect):
    """Its controller may choose a card of their hand that ``filter`` picks (a creature
    card) whose mana cost could be paid by some or all of the mana spent on this
    ability's cost (its types and amount: "the mana you spent on {X}"), and cast it face
    down as a 2/2 creature spell without paying its mana cost (708.4, 118.9): a
    ``choose`` of one card, or ``choose nothing``. The spell, and the permanent it
    becomes, is a 2/2 creature with no name, types, color, mana cost or abilities
    (708.2); the permanent is turned face up instead when it would assign or deal
    damage, be dealt damage, or become tapped (708.8). Recorded
    ``spell_cast_face_down`` (its identity kept for replay, the audit naming it "A's
    face-down card"). Illusionary Mask."""

    SAYS: ClassVar[str] = ("you may cast {filter} from your hand whose mana cost the mana "
                           "spent on this could pay, face down as a 2/2 creature spell "
                           "without paying its mana cost")
    RULES: ClassVar[tuple[str, ...]] = ("708.2", "708.4", "708.8", "118.9")
    filter: Filter = Filter(types=frozenset({"Creature"}))


# -- batch D-PILES: piles (700.3) -----------------------------------------------------------


@primitive
@dataclass(frozen=True, slots=True)
class DivideIntoPiles(Effect):
    """Each defending player of this combat (506.2) divides all the permanents ``what``
    picks that they control into piles with the ``labels`` (700.3: a pile may be empty):
    a ``choose`` decision of the creatures for the first pile, the rest making the second
    (608.2d), one player after another in turn order; recorded ``piles_divided``, remembered
    until the end of combat for the effects after it (Raging River's "left" and "right"
    piles of the creatures without flying)."""

    SAYS: ClassVar[str] = "each defending player divides all {what} they control into " \
                          "piles labelled {labels}"
    RULES: ClassVar[tuple[str, ...]] = ("700.3", "608.2d")
    what: Filter
    labels: tuple[str, str] = ("left", "right")


@primitive
@dataclass(frozen=True, slots=True)
class PileForEachAttacker(Effect):
    """For each attacking creature you control, you choose the label of a pile the effect
    before it made (``divide_into_piles``: a ``choose`` decision of the attackers that get
    the first label, the rest the second, 608.2d); each can't be blocked this combat
    except by creatures with flying and creatures in a pile with its label (509.1b),
    recorded ``piles_chosen``. A creature that comes later is in no pile: it can't block
    them unless it has flying; an attacker put onto the battlefield later has no label, and
    no restriction (Raging River's rulings)."""

    SAYS: ClassVar[str] = "for each attacking creature you control, choose a pile's label: " \
                          "it can't be blocked this combat except by creatures with flying " \
                          "and creatures in a pile with that label"
    RULES: ClassVar[tuple[str, ...]] = ("700.3", "509.1b")
