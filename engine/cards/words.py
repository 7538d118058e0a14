"""A card in words, worked out from its data (not from its ``text``).

``shahrazad cards`` shows what each card does this way, so what it shows is what
the rules run: each ability with its costs, its targets, its effects and the rules
it touches.

>>> from shahrazad.cards.pool import card
>>> abilities(card("Shahrazad"))
["Spell: players play a Magic subgame using their libraries as their decks, starting at \
20 life; each player who didn't win the subgame loses half their life, rounded up."]
>>> abilities(card("Ring of Ma'ruf"))[0]  # doctest: +ELLIPSIS
'{5}, {T}, exile this: the next time you would draw a card this turn, instead put a card...'
>>> rules_of(card("Lightning Bolt"))
['115.1', '120.3', '601.2', '608.2']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from typing import Any

from shahrazad.cards import model as m
from shahrazad.cards.layer_words import changes_words, count_words, filter_words, static_rules
from shahrazad.cards.layer_words import static_words as layered_static_words
from shahrazad.cards.model import OLD_SET_WORDS as OLD_SET_CODES
from shahrazad.rules import citations as R

__all__ = ["AMOUNT_WORDS", "COMPANION_WORDS", "OPENING_HAND_WORDS", "REF_WORDS",
           "STATIC_WORDS", "TARGET_WORDS", "TRIGGER_WORDS", "Ability", "abilities",
           "card_view", "describe", "effect_words", "rules_of"]

#: how each reference word reads (``target:N`` reads by its number, see :func:`_ref`)
REF_WORDS = {
    "you": "you", "subject": "that player or object", "this": "this",
    "each_target": "each target", "each_player": "each player",
    "each_opponent": "each opponent",
    "each_player_who_didnt_win": "each player who didn't win the subgame",
    "subgame_winner": "the subgame's winner", "controller_of:0": "the target's controller",
    "target_or_its_controller:0": "that player or that permanent's controller",
    "each_creature": "each creature", "each_creature_and_player":
        "each creature and each player",
    "each_opponent_and_planeswalker_this_damaged":  # -- batch B08 --
        "each opponent and planeswalker this has dealt damage to this game",
    "each_permanent_you_control": "each permanent you control",
    "cards_exiled_with_this": "the cards exiled with this",
    "phased_out_with_this": "what phased out with this",
    "each_creature_you_control": "each creature you control",
    "each_nonland_permanent": "each nonland permanent",
    "attached": "the enchanted permanent",
    "other_arabian_nights_permanents": "each other nontoken permanent with a name first "
                                       "printed in Arabian Nights",
    "flipper": "that player",
    "controller_of_subject": "its controller",
    "owner_of_subject": "its owner",  # -- batch B07 --
    "anything": "anything",
    "this_card": "it",  # batch B05
    "cards_paid_this_way": "the cards sacrificed this way",  # -- batch c-mana --
    "player_with_the_most_life": "the player with the most life",  # -- batch B06 --
    "chosen_player": "the chosen player",  # -- batch MISC --
    "auras_attached_to_targets": "all Auras attached to them",  # -- batch B06 --
    "creatures_that_dealt_damage_to_this_this_turn":
        "each creature that dealt damage to this this turn",  # -- batch B10 --
    "each_creature_blocking_target:0": "each creature blocking the target",  # batch B11
    "chosen_this_way": "the permanents chosen this way",  # -- batch c-grant --
    # -- batch C-ANTE --
    "each_player_who_anted": "each player who anted a card this way",
    "owner_of:0": "the target's owner",
    "landed_on": "each permanent it landed on",
    "each_creature_dealt_damage_this_way": "each creature dealt damage this way",
    # -- batch C-HIST --
    "creatures_blocked_by_subject_this_turn":
        "all creatures that were blocked by that creature this turn",
    "creatures_blocked_by_target:0_this_turn":
        "all creatures that were blocked by the target this turn",
    "untapped_creatures_that_didnt_attack_but_could_this_turn":  # -- batch R-C --
        "all untapped creatures that didn't attack this turn, except for creatures that "
        "couldn't attack",
    "tokens_created_this_way": "that token",  # -- batch SHIELD --
    "tokens_created_with_this": "the tokens created with this",
}
AMOUNT_WORDS = {
    "X": "X", "X_divided": "X divided evenly, rounded down, among the targets",
    "divided_as_cast": "its share of the damage divided as it was cast",  # -- batch B10 --
    "mana_value_this_way": "the mana value of what was sacrificed this way",  # r-b
    "power_of:0": "the target's power", "mana_value_of:0": "the target's mana value",
    "power_of:1": "the second target's power",  # -- batch R-C --
    "power_of_this": "its power",  # -- batch R-A --
    # batch B05
    "toughness_of_paid": "the sacrificed creature's toughness",
    "mana_value_of_paid": "the exiled card's mana value",
    "one_plus_X": "1 plus X",  # -- batch c-mana --
    "total_power_of_paid": "the total power of the creatures sacrificed this way",
    "one_plus_mana_value_of_paid": "1 plus the sacrificed permanent's mana value",
    "half_life_rounded_up": "half their life, rounded up",
    "lands_you_control": "the number of lands you control",
    "life_total": "their life total", "life_lost_this_way": "the life lost this way",
    "damage_dealt_this_way": "the damage dealt this way",
    "damage_dealt_this_way_capped": "the damage dealt this way, no more than the player's "
                                    "life, the planeswalker's loyalty or the creature's "
                                    "toughness before it",
    "amount_paid": "the amount paid", "that_many": "that many",
    "damage_dealt_to_you_this_turn": "the damage dealt to you this turn",
    "its_mana_value": "its mana value",
    "die_result": "the result",
    "coin_flips_won_this_way": "the coin flips you won",  # -- batch C-ANTE --
    "chosen_number": "the last chosen number",
    "one_plus_power_of:0": "1 plus the target's power",
    "toughness_of:0": "the target's toughness",
    "one_minus_toughness_of:0": "1 minus the target's toughness",
    "seven_minus_chosen_number": "7 minus the last chosen number",
    # batch LX
    "half_X_rounded_down": "half X, rounded down", "half_X_rounded_up": "half X, rounded up",
    "untapped_lands_they_controlled_as_the_turn_began": "the number of untapped lands they "
                                                        "controlled at the beginning of this "
                                                        "turn",
}
TARGET_WORDS = {
    "any": "any target", "creature": "target creature", "player": "target player",
    "opponent": "target opponent", "permanent": "target permanent",
    "other_nonland_permanent": "another target nonland permanent",
    "artifact_or_enchantment": "target artifact or enchantment", "land": "target land",
    "tappable": "target artifact, creature or land", "spell": "target spell",
    "card_in_your_graveyard": "target card in your graveyard",
    "creature_card_in_a_graveyard": "creature card in a graveyard",
    "instant_or_sorcery_spell": "target instant or sorcery spell",
    "noncreature_artifact": "target noncreature artifact",
    "non_wall_creature_an_opponent_controls": "target non-Wall creature an opponent controls",
    "spell_or_permanent": "target spell or permanent",
    "player_or_planeswalker": "target player or planeswalker",
    "card_in_a_graveyard": "target card in a graveyard",  # batch B05
    "opponent_or_planeswalker": "target opponent or planeswalker",  # batch B05
    "player_who_attacked_this_turn": "target player who attacked this turn",  # B08
    "activated_ability": "target activated ability",  # -- batch B10 --
    "aura_attached_to_a_creature_or_land": "target Aura attached to a creature or land",
    "card_in_the_ante": "target card in the ante",  # -- batch C-ANTE --
}
TRIGGER_WORDS = {
    "your_upkeep": "At the beginning of your upkeep",
    "each_draw_step_untapped": "At the beginning of each player's draw step, if this is "
                               "untapped",
    "damages_player": "Whenever this deals damage to a player",
    "damages_opponent": "Whenever this deals damage to an opponent",
    "becomes_tapped": "Whenever this becomes tapped",
    "end_step_no_creatures": "At the beginning of the end step, if no creatures are on "
                             "the battlefield",
    "enters_battlefield": "When this enters",
    "leaves_battlefield": "When this leaves the battlefield",
    "creature_card_leaves_your_graveyard": "Whenever one or more creature cards leave "
                                           "your graveyard",
    "cards_leave_your_library": "Whenever one or more cards leave your library",
    "you_are_dealt_damage": "Whenever you're dealt damage",
    "this_dies": "When this is put into a graveyard from the battlefield",
    "a_creature_dies": "Whenever a creature dies",
    "a_creature_it_damaged_this_turn_dies": "Whenever a creature dealt damage by this this "
                                            "turn dies",
    "you_cast_an_instant_or_sorcery_above_your_experience":
        "Whenever you cast an instant or sorcery spell with mana value greater than the "
        "number of experience counters you have",
    "arabian_nights_permanents_on_the_battlefield":
        "Whenever one or more other nontoken permanents with a name first printed in "
        "Arabian Nights are on the battlefield",
    "the_first_upkeep": "At the beginning of the first upkeep, if this was revealed from "
                        "your opening hand",
    "your_end_step": "At the beginning of your end step",
    "each_end_step": "At the beginning of the end step",  # -- batch B08 --
    "you_cast_this": "When you cast this spell",
    "each_opponents_upkeep": "At the beginning of each opponent's upkeep",
    "a_creature_deals_combat_damage_to_you": "Whenever a creature deals combat damage to "
                                             "you",
    "planeswalker_rolled": "Whenever you roll the planeswalker symbol on the planar die",
    "chaos_ensues": "Whenever chaos ensues",
    "planeswalk_to": "When you planeswalk to this",
    "planeswalk_away": "When you planeswalk away from this",
    "encounter": "When you encounter this",
    "attacks": "Whenever this creature attacks",
    "permanents_on_the_battlefield": "Whenever one or more {filter} are on the battlefield",
    "a_spell_is_cast": "Whenever {filter} is cast",
    # -- batch B02 --
    "tapped_for_mana": "Whenever {filter} is tapped for mana",
    "you_play_a_land_after_the_first": "Whenever you play a land, if it wasn't the first "
                                       "land you played this turn",
    "each_upkeep": "At the beginning of each player's upkeep",
    "enchanted_permanents_controllers_upkeep":
        "At the beginning of the upkeep of the enchanted permanent's controller",
    "your_next_main_phase": "At the beginning of your next main phase, once this card set "
                            "it up (a delayed triggered ability)",
    "blocks_or_becomes_blocked_by_a_non_wall_creature":
        "Whenever this blocks or becomes blocked by a non-Wall creature",
    "delayed": "When the delayed ability its effect set up triggers",
    # -- batch B01
    "a_permanent_becomes_tapped": "Whenever {filter} becomes tapped",
    "a_permanent_enters": "Whenever {filter} enters",
    "a_permanent_is_put_into_a_graveyard": "Whenever {filter} is put into a graveyard from "
                                           "the battlefield",
    "a_permanent_deals_damage": "Whenever {filter} deals damage",
    "a_permanent_is_dealt_damage": "Whenever {filter} is dealt damage",
    "a_permanent_deals_damage_to_you": "Whenever {filter} deals damage to you",
    "chosen_players_upkeep": "At the beginning of the chosen player's upkeep",
    "your_draw_step": "At the beginning of your draw step",
    "an_opponent_draws_a_card": "Whenever an opponent draws a card",
    "you_draw_a_card": "Whenever you draw a card",  # -- batch C-TURN --
    # -- batch B05
    "an_ability_without_tap_is_activated": "Whenever a player activates an ability of "
                                           "{filter} without {{T}} in its activation cost",
    # -- batch D-TRIG
    "an_ability_with_tap_is_activated": "Whenever a player activates an ability of {filter} "
                                        "with {{T}} in its activation cost that isn't a "
                                        "mana ability",
    # -- batch B09
    "becomes_blocked": "Whenever this creature becomes blocked",
    # -- batch B03 --
    "no_permanents_on_the_battlefield": "When there are no {filter} on the battlefield",
    "end_of_combat": "At end of combat",
    # -- batch LX --
    "your_upkeep_in_exile": "At the beginning of your upkeep, while this card is in exile",
    "your_upkeep_in_your_graveyard": "At the beginning of your upkeep, while this card is "
                                     "in your graveyard",
    # -- batch B07 --
    "blocks": "Whenever this creature blocks",
    "blocks_a_creature": "Whenever this creature blocks {filter}",
    "becomes_blocked_by_a_creature": "Whenever this creature becomes blocked by {filter}",
    "blocks_or_becomes_blocked": "Whenever this creature blocks or becomes blocked",
    "blocks_or_becomes_blocked_by_a_creature":
        "Whenever this creature blocks or becomes blocked by {filter}",
    "attacks_and_isnt_blocked": "Whenever this creature attacks and isn't blocked",
    "beginning_of_combat_on_your_turn": "At the beginning of combat on your turn",
    # -- batch B10 --
    "you_remove_the_last_counter": "When you remove the last counter of its kind from this",
    "discarded_by_an_opponents_effect": "When a spell or ability an opponent controls causes "
                                        "you to discard this",
}
#: -- batch B07 --: the block triggers whose filter is the other creature
_BLOCK_TRIGGERS = frozenset({"blocks_a_creature", "becomes_blocked_by_a_creature",
                             "blocks_or_becomes_blocked_by_a_creature"})
#: how each static ability reads, and the rules it touches
STATIC_WORDS = {
    "you_may_spend_white_mana_as_though_it_were_red": "you may spend white mana as though "
                                                      "it were red mana",
    "you_may_play_any_number_of_lands": "you may play any number of lands on each of your "
                                        "turns",
    "you_may_cast_spells_as_though_they_had_flash":
        "you may cast spells as though they had flash",
    "opponents_artifacts_abilities_cant_be_activated":
        "activated abilities of artifacts your opponents control can't be activated",
    "cant_lose_for_life": "You don't lose the game for having 0 or less life",
    "life_gain_draws_instead": "If you would gain life, draw that many cards instead",
    "damage_leaves_you_at_least_1": "Damage that would reduce your life total to less "
                                    "than 1 reduces it to 1 instead",
    "players_cant_cast_arabian_nights": "Players can't cast spells or play lands with a "
                                        "name first printed in Arabian Nights",
    "instants_sorceries_cost_1_less_per_experience":
        "Instant and sorcery spells you cast cost {1} less to cast for each experience "
        "counter you have",
    "players_skip_their_untap_steps": "Players skip their untap steps",  # -- batch B03 --
    # -- batch B06 --
    "you_may_choose_not_to_untap_this": "You may choose not to untap this during your "
                                        "untap step",
    # -- batch LX --
    "no_more_than_two_creatures_can_attack_each_combat": "No more than two creatures can "
                                                         "attack each combat",
    "no_more_than_two_creatures_can_block_each_combat": "No more than two creatures can "
                                                        "block each combat",
    "players_play_with_their_hands_revealed": "Players play with their hands revealed",
    # -- batch B10 --
    "if_this_would_be_destroyed_regenerate_it": "If this would be destroyed, regenerate it",
    # -- batch c-grant --
    "players_play_with_the_top_card_of_their_libraries_revealed":
        "Players play with the top card of their libraries revealed",
    "lands_cant_enter_the_battlefield": "Lands can't enter the battlefield",  # d-attack
    "opponents_with_as_many_lands_put_a_land_then_sacrifice_a_land":  # -- batch d-attack --
        "If an opponent who controls at least as many lands as you do would put a land onto "
        "the battlefield, that player instead puts that land onto the battlefield then "
        "sacrifices a land",
}
STATIC_RULES = {
    "you_may_spend_white_mana_as_though_it_were_red": ("609.4b",),
    "you_may_play_any_number_of_lands": ("305.2",),
    "you_may_cast_spells_as_though_they_had_flash": ("601.3", "117.1a"),
    "opponents_artifacts_abilities_cant_be_activated": ("602.5",),
    "cant_lose_for_life": ("104.3b", "704.5a"),
    "life_gain_draws_instead": ("614.1a", "119.3"),
    "damage_leaves_you_at_least_1": ("614.1a", "120.3a"),
    "players_cant_cast_arabian_nights": ("101.2",),
    "instants_sorceries_cost_1_less_per_experience": ("601.2f",),
    "players_skip_their_untap_steps": ("614.10", "502.3"),  # -- batch B03 --
    "you_may_choose_not_to_untap_this": ("502.3",),  # -- batch B06 --
    # -- batch LX --
    "no_more_than_two_creatures_can_attack_each_combat": ("508.1c", "508.1d"),
    "no_more_than_two_creatures_can_block_each_combat": ("509.1b",),
    "players_play_with_their_hands_revealed": ("701.20", "400.2"),
    "if_this_would_be_destroyed_regenerate_it": ("614.8", "701.19a"),  # -- batch B10 --
    # -- batch c-grant --
    "players_play_with_the_top_card_of_their_libraries_revealed": ("701.20", "401.2"),
    "lands_cant_enter_the_battlefield": ("101.2",),  # -- batch d-attack --
    "opponents_with_as_many_lands_put_a_land_then_sacrifice_a_land": ("614.1a",),
}
#: how each companion condition reads (702.139)
COMPANION_WORDS = {
    "each_nonland_card_different_name": "each nonland card in your starting deck has a "
                                        "different name",
    "each_permanent_card_mana_value_2_or_less": "each permanent card in your starting deck "
                                                "has mana value 2 or less",
    "each_nonland_card_odd_mana_value": "each nonland card in your starting deck has an odd "
                                        "mana value",
    "each_nonland_card_even_mana_value": "each nonland card in your starting deck has an "
                                         "even mana value",
    "each_nonland_card_mana_value_3_or_more": "each nonland card in your starting deck has "
                                              "mana value 3 or greater",
}
OPENING_HAND_WORDS = {
    "reveal_for_the_first_upkeep": "You may reveal this card from your opening hand; if you "
                                   "do, its first-upkeep ability triggers at the beginning "
                                   "of the first upkeep",
}
CONDITION_WORDS = {"seven_in_hand": "activate only with exactly seven cards in your hand",
                   "only_during_an_upkeep": "activate only during any upkeep step",  # B05
                   "only_its_owner": "only its owner may activate this ability",
                   "only_during_combat": "activate only during combat",
                   "only_during_an_opponents_turn_before_attackers":
                       "activate only during an opponent's turn, before attackers are "
                       "declared",
                   # -- batch B02 --
                   "only_during_your_turn": "activate only during your turn",
                   "only_during_your_upkeep": "activate only during your upkeep",
                   "only_during_any_upkeep": "activate only during any upkeep step",
                   # -- batch LX --
                   "only_if_controlled_since_your_most_recent_turn":
                       "activate only if you've controlled this continuously since the "
                       "beginning of your most recent turn",
                   "only_as_a_sorcery": "activate only as a sorcery",  # -- batch B07 --
                   # -- batch B10 --
                   "only_during_declare_blockers":
                   "activate only during the declare blockers step",
                   "only_during_end_of_combat": "activate only during the end of combat step",
                   "only_before_combat_damage": "activate only before the combat damage "
                                                "step"}
#: -- batch B02 --: how a limit on activations each turn reads (602.5b)
LIMIT_WORDS = {1: "activate only once each turn", 2: "activate no more than twice each turn"}
AURA_WORDS = {"control": "you control the enchanted creature",
              "pump": "the enchanted creature gets {aura_power:+d}/{aura_toughness:+d}",
              "animate": "when this enters, return the enchanted creature card to the "
                         "battlefield under your control, attached to this; it gets "
                         "{aura_power:+d}/{aura_toughness:+d}"}
#: amounts that count something, read after a counted noun as "a card for each ..."
_FOR_EACH = {"lands_you_control": "for each land you control"}
#: the words of the other fields' values, where plain words would not read
_VALUE_WORDS: dict[tuple[str, object], str] = {
    ("until", ""): "", ("until", "this_leaves_the_battlefield"):
        " until this leaves the battlefield",
    ("tapped", True): " tapped", ("tapped", False): "",
    ("unless", ""): "", ("unless", "an_opponent_lets_you_draw"):
        " unless an opponent lets you draw a card",
    ("kind", "any"): "a", ("kind", "sorcery"): "a sorcery", ("kind", "instant"): "an instant",
    ("kind", "creature_or_land"): "a creature or land",
    ("kind", "artifact_or_enchantment"): "an artifact or enchantment",
    ("quality", "life_locked"): "a life total that can't change",
    ("quality", "protection_from_everything"): "protection from everything",
    ("by", "you"): "you", ("by", "its_controller"): "its controller",
    ("optional", True): "may have", ("optional", False): "must have",
    ("quality", "creatures_cant_attack"): "creatures that can't attack",  # batch B08
    ("quality", "pay_life_for_colorless"):
        "the right to pay 1 life for {C} any time they could activate a mana ability",
    ("with_mana_abilities", True): " with mana abilities", ("with_mana_abilities", False): "",
    ("how", "at_random"): " at random", ("how", "chosen"): " of their choice",
    ("how", "all"): ", all those of their hand the filter picks",
    ("how", "drawn"): ", those drawn this way that the filter picks",
    ("reveal", True): " and reveal[s] them", ("reveal", False): "",
    ("to", "each_player"): "each player",
    ("otherwise", ""): "", ("otherwise", "lose_the_game"): "; if they can't, they lose the game",
    ("unless", True): "don't", ("unless", False): "do",
    ("like_host", True): " of a type its host has", ("like_host", False): "",
    ("words", "basic_land_type"): "basic land type", ("words", "color"): "color word",
    ("words", "opponent"): "opponent", ("words", "number_0_to_7"): "number from 0 to 7",
    ("words", "listed"): "one of its own words",  # -- batch B06 --
    ("what", "nontoken_permanents"): "nontoken permanents",
    ("cant_be_regenerated", True): ". It can't be regenerated",
    ("cant_be_regenerated", False): "",
    # -- batch MISC --
    ("from_graveyards", True): " from each player's graveyard, under its owner's control",
    ("from_graveyards", False): "",
    ("what", "cards_in_hand"): "cards in hand",
    ("until", "end_of_turn"): "end of turn", ("until", "your_next_turn"): "your next turn",
    ("until", "your_next_upkeep"): "your next upkeep",
    ("until", "end_of_your_next_upkeep"): "the end of your next upkeep",  # -- batch B10 --
    ("until", "end_of_its_controllers_next_turn"):  # -- batch C-HIST --
        "the end of its controller's next turn",
    ("until", "end_of_combat"): "end of combat",
    ("at", "end_of_combat"): "end of combat",
    ("at", "next_end_step"): "the beginning of the next end step",
    # -- batch B07 --
    ("at", "that_dies_this_turn"): "the moment that object dies this turn",
    ("at", "that_leaves_this_turn"): "the moment that object leaves the battlefield this turn",
    ("at", "this_leaves_this_turn"): "the moment this leaves the battlefield this turn",
    ("at", "your_next_upkeep"): "the beginning of your next upkeep",
    ("at", "it_dies_this_turn"): "the moment it dies this turn",  # -- batch B08 --
    ("at", "that_is_dealt_damage_by_an_attacking_creature_this_turn"):  # -- batch C-HIST --
        "each time that creature is dealt damage by an attacking creature this turn",
    # -- batch SHIELD --
    ("at", "that_leaves"): "the moment that object leaves the battlefield",
    ("at", "this_leaves"): "the moment this leaves the battlefield",
    # -- batch MISC --
    ("at", "each_of_your_upkeeps"):
        "the beginning of each of your upkeeps for the rest of the game",
    ("until", "while_it_has_a_mire_counter"): " for as long as it has a mire counter on it",
    # -- batch B06 --: "for as long as" (611.2b) and the untap steps a permanent stays
    # tapped through (502.3)
    ("until", "while_this_remains_tapped"): " for as long as this remains tapped",
    ("until", "while_you_control_this"): " for as long as you control this",
    ("until", "while_you_control_this_and_it_remains_tapped"):
        " for as long as you control this and it remains tapped",
    ("until", "while_this_remains_tapped_and_power_at_most_this"):
        " for as long as this remains tapped and that creature's power remains less than "
        "or equal to this one's",
    ("until", "its_controllers_next_untap_step"): " (its controller's next one)",
    ("until", "its_controllers_next_two_untap_steps"): " (its controller's next two)",

    ("kind", "artifact"): "an artifact", ("kind", "noncreature"): "a noncreature",
    ("kind", "eldrazi"): "an Eldrazi",
    ("linked", True): " (remembered as exiled with this)", ("linked", False): "",
    ("or_exile", True): " or one you own in exile", ("or_exile", False): "",
    ("new_targets", True): "; you may choose new targets for the copy",
    ("new_targets", False): "",
    ("at", "your_next_main_phase"): "at the beginning of your next main phase",
    ("keep", ""): "", ("keep", "permanent_cards_exiled_with_this"):
        ", leaving in exile the non-Aura permanent cards exiled with this; then put them "
        "onto the battlefield under your control",
}
#: color letters in words (a copy's color)
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: what a spell cast from outside may be, in the plural
_PLURAL_KINDS = {"any": "", "eldrazi": "Eldrazi", "noncreature": "noncreature",
                 "creature_or_land": "creature or land"}
#: the rules every ability of a kind touches
_KIND_RULES = {"spell": ("601.2", "608.2"), "permanent": ("601.2", "608.3"),
               "activated": ("602.1",), "mana": ("605.1a",), "triggered": ("603.2",),
               "aura": ("608.3c",), "as_enters": ("614.1c",), "static": ("604.1",),
               "loyalty": ("606.3", "606.4"), "adventure": (R.ADVENTURE,),
               "modal": ("601.2", "601.2b", "608.2", "700.2"),
               "companion": ("103.2b", "702.139a"), "opening_hand": ("103.6", "103.6b"),
               "cast_only": ("601.3",)}
#: how a static ability's ``affects`` reads, as the subject of "has" and of "can't"
AFFECTS_WORDS = {"each_creature": ("all creatures have", "creatures can't")}
#: the head of each kind of ability in words (the others show their cost)
_HEADS = {"spell": "Spell", "permanent": "Permanent", "aura": "Enchant", "static": "Static",
          "as_enters": "As this enters", "modal": "Spell, choose one",
          "companion": "Companion", "opening_hand": "Opening hand", "adventure": "Adventure",
          "cast_only": "Casting"}
_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: -- batch B02 --: how a restriction on when a spell may be cast reads (601.3)
CAST_ONLY_WORDS = {"during_an_opponents_turn_after_upkeep":
                   "cast this spell only during an opponent's turn after their upkeep step",
                   # -- batch B03 --
                   "before_the_combat_damage_step":
                   "cast this spell only before the combat damage step",
                   "during_an_opponents_turn_before_attackers":
                   "cast this spell only during an opponent's turn, before attackers are "
                   "declared",
                   # -- batch B08 --
                   "during_an_opponents_upkeep":
                   "cast this spell only during an opponent's upkeep",
                   # -- batch LX --
                   "before_blockers_are_declared":
                   "cast this spell only before blockers are declared",
                   "during_combat_before_blockers_are_declared":
                   "cast this spell only during combat before blockers are declared",
                   # -- batch B10 --
                   "during_the_declare_attackers_step":
                   "cast this spell only during the declare attackers step",
                   # -- batch C-HIST --
                   "after_combat": "cast this spell only after combat",
                   # -- batch C-TURN --
                   "during_the_declare_blockers_step":
                   "cast this spell only during the declare blockers step"}


def _ref(ref: str, n_targets: int) -> str:
    kind, _, index = ref.partition(":")
    if kind == "target":
        return "the target" if n_targets <= 1 else f"target {int(index) + 1}"
    return REF_WORDS.get(ref, ref.replace("_", " "))


#: the fields whose value is the subject a verb agrees with, in order of preference
_SUBJECTS = ("who", "by", "what")


def _mana(effect: m.AddMana) -> str:
    if effect.mana == m.PRODUCED:  # -- batch B02 --: a triggered mana ability's
        return f"{effect.amount} mana of a type that land produced"
    if isinstance(effect.amount, m.Count):  # "{G} for each Forest you control"
        what = "mana of any one color" if effect.mana == "any" else \
            "".join(f"{{{c}}}" for c in effect.mana)
        return f"{what} as much as {count_words(effect.amount)}"
    if isinstance(effect.amount, str):  # an amount word: "that many {C}"
        what = "mana of any one color" if effect.mana == "any" else \
            "".join(f"{{{c}}}" for c in effect.mana)
        return f"{AMOUNT_WORDS.get(effect.amount, effect.amount)} {what}"
    if effect.mana == "any":
        return f"{effect.amount} mana of any one color"
    said = "".join(f"{{{c}}}" for c in effect.mana * effect.amount)
    if effect.instead_if:  # -- batch B05 --
        those = " and ".join("a " + filter_words(replace(f, controller=""))
                             for f in effect.instead_if)
        said += f", or {''.join(f'{{{c}}}' for c in effect.mana * effect.instead)} instead " \
                f"if you control {those}"
    return said


def _a(words: str) -> str:
    """-- batch B07 --: ``words`` with its indefinite article."""
    return ("an " if words[:1] in tuple("aeiou") else "a ") + words


def effect_words(effect: m.Effect, n_targets: int = 1) -> str:
    """One effect in words, from its primitive's ``SAYS``."""
    if isinstance(effect, m.FlipCoin | m.RollDie):
        return _chance_words(effect, n_targets)
    if isinstance(effect, m.PreventDamage | m.RedirectDamage):
        return shield_words(effect, n_targets)
    if isinstance(effect, m.ExchangeOwnership) and effect.of == "target:0":  # C-ANTE
        return "the target's owner becomes the owner of this card, and you of the target's " \
            "card, where they are"
    if isinstance(effect, m.FlipOnto):  # -- batch C-ANTE --: a dexterity flip (A26)
        aimed = f"a {filter_words(effect.lands_on)}" if effect.most == 1 else \
            f"any number of {filter_words(effect.lands_on, plural=True)}" if not effect.most \
            else f"up to {effect.most} {filter_words(effect.lands_on, plural=True)}"
        where = ", if this is on the battlefield," if effect.only_from_battlefield else ""
        return f"you flip this card onto the table{where} aimed at {aimed}: it lands on " \
            "them or misses (a dexterity flip)"
    if isinstance(effect, m.Search) and (effect.filter is not None or effect.to != "hand"):
        which = filter_words(effect.filter, noun="card") if effect.filter is not None \
            else "card"
        which = _a(which if "card" in which else which + " card")
        where = "onto the battlefield" if effect.to == "battlefield" else "into their hand"
        said = f"{_ref(effect.who, n_targets)} search their library for {which} and put " \
            f"it {where}"  # -- batch B07 --
        if effect.pay_difference_over is not None:  # -- batch r-b --
            up_to = AMOUNT_WORDS.get(str(effect.pay_difference_over),
                                     str(effect.pay_difference_over))
            said += f" if its mana value is at most {up_to}, or, if greater, if the " \
                "searcher pays the difference (else into its owner's graveyard)"
        return said.replace(" their ", " your ") if effect.who == "you" else said
    if isinstance(effect, m.Counter) and effect.if_it_would_destroy is not None:  # r-b
        return f"counter {_ref(effect.what, n_targets)} if it would destroy " \
            f"{_a(filter_words(effect.if_it_would_destroy))}"
    if isinstance(effect, m.CreateToken) and effect.copy_of:  # -- batch SHIELD --
        return f"{_ref(effect.who, n_targets)} create a token that's a copy of " \
            f"{_ref(effect.copy_of, n_targets)}"
    if isinstance(effect, m.CreateToken) and effect.amount != 1:  # -- batch B07 --
        many = count_words(effect.amount) if isinstance(effect.amount, m.Count) else \
            AMOUNT_WORDS.get(str(effect.amount), str(effect.amount))
        return f"{_ref(effect.who, n_targets)} create {many} {effect.name} tokens"
    if isinstance(effect, m.PutFromHand):  # -- batch B07 --
        which = filter_words(effect.filter, noun="card")
        which = _a(which if "card" in which else which + " card")
        said = f"{_ref(effect.who, n_targets)} may put {which} from their hand onto the " \
            "battlefield"
        return said.replace(" their ", " your ") if effect.who == "you" else said
    if isinstance(effect, m.SacrificeSome) and (isinstance(effect.what, m.Filter)
                                                or effect.optional or effect.if_not
                                                or effect.chooser):
        what = filter_words(effect.what) if isinstance(effect.what, m.Filter) else \
            "nontoken permanent"
        words = (f"{_ref(effect.who, n_targets)} may sacrifice" if effect.optional else
                 f"{_ref(effect.who, n_targets)} sacrifice") + \
            f" {AMOUNT_WORDS.get(str(effect.amount), effect.amount)} {what}"
        if effect.chooser:
            words += " of an opponent's choice"
        if effect.if_not:
            they = "you" if effect.who == "you" else "they"
            words += (f"; if {they} don't, " if effect.optional else f"; if {they} can't, ") + \
                " and ".join(effect_words(e, n_targets) for e in effect.if_not)
        return words
    if isinstance(effect, m.Discard) and effect.how in ("all", "drawn"):  # batch B04
        who = _ref(effect.who, n_targets)
        which = "the cards of their hand" if effect.how == "all" else \
            "the cards drawn this way"
        if effect.filter != m.Filter():
            which += " that are " + filter_words(effect.filter, plural=True).replace(
                "permanents", "cards")
        words = f"{who} discard{'' if who == 'you' else 's'} {which}"
        return words.replace(" their ", " your ") if who == "you" else words
    if isinstance(effect, m.Discard) and effect.unless:  # batch B04
        who = _ref(effect.who, n_targets)
        return (f"{who} may discard {AMOUNT_WORDS.get(str(effect.amount), effect.amount)} "
                f"card(s); the rest happens only if {who} {'do' if who == 'you' else 'does'}"
                "n't").replace("(s)", "" if effect.amount == 1 else "s")
    if isinstance(effect, m.MayPay) and effect.life:  # -- batch B08 --
        who = _ref(effect.who, n_targets)
        offer = (f"{effect.mana} and " if effect.mana.mana_value else "") + \
            f"{effect.life} life"
        if effect.if_not:  # -- batch C-ANTE --: what happens if they don't
            return f"{who} may pay {offer}; if they don't, " + " and ".join(
                effect_words(e, n_targets) for e in effect.if_not) + \
                ", and nothing after; if they do, the rest"
        return f"{who} may pay {offer}; " + (
            "only if they don't, the rest" if effect.unless else "only if they do, the rest")
    if isinstance(effect, m.MayPay) and (effect.times != 1 or effect.if_not
                                         or effect.who == "each_opponent"):  # batch B04
        who = "an opponent" if effect.who == "each_opponent" else _ref(effect.who, n_targets)
        times = count_words(effect.times) if isinstance(effect.times, m.Count) else \
            AMOUNT_WORDS.get(str(effect.times), str(effect.times))
        words = f"{who} may pay {effect.mana}" + (f" for each of {times}"
                                                  if effect.times != 1 else "")
        if effect.if_not:
            words += f"; if {'you' if who == 'you' else 'they'} don't, " + " and ".join(
                effect_words(e, n_targets) for e in effect.if_not)
        elif effect.unless:
            words += "; only if nobody does, the rest"
        return words
    if isinstance(effect, m.OnlyIf):  # batch B04
        said = count_words(effect.count) if isinstance(effect.count, m.Count) else \
            AMOUNT_WORDS.get(str(effect.count), str(effect.count))
        words = f"only if {said} is at least {effect.at_least} does the rest happen"
        if effect.otherwise:
            words += "; otherwise " + " and ".join(effect_words(e, n_targets)
                                                   for e in effect.otherwise)
        return words
    if isinstance(effect, m.ChooseOne):  # batch B04
        return "choose one as it resolves: " + "; or ".join(
            f"{o.word}: " + (" and ".join(effect_words(e, n_targets) for e in o.effects)
                             or "nothing") for o in effect.options)
    if isinstance(effect, m.ProduceInstead):  # -- batch B05 --
        lands = "lands you control" if effect.what == "lands_you_control" else "the target"
        of = f"{{{effect.of}}}" if effect.of else "any other type"
        until = " until end of turn" if effect.until else ""
        return f"{lands} tapped for mana produce {{{effect.instead}}} instead of {of}{until}"
    values: dict[str, Any] = {}
    says = effect.SAYS
    for f in fields(effect):
        value = getattr(effect, f.name)
        if (f.name, value) in _VALUE_WORDS:
            values[f.name] = _VALUE_WORDS[(f.name, value)]
        elif isinstance(value, m.Filter):  # a group: "destroy each land"
            values[f.name] = f"each {filter_words(value)}"
        elif isinstance(value, m.Count):
            values[f.name] = count_words(value)
        elif f.name == "amount" and isinstance(value, str):
            values[f.name] = AMOUNT_WORDS.get(value, value)
            if value == "half_life_rounded_up":
                says = says.replace("{amount} life", "{amount}")
            if value in _FOR_EACH:  # "a card for each land you control"
                says = re.sub(r"\{amount\} (\w+)\(s\)", rf"a \1 {_FOR_EACH[value]}", says)
        elif f.name == "subject" or value == "subject":
            values[f.name] = "that player" if f.name in ("who", "to") else "that object"
        elif isinstance(value, str) and (value in REF_WORDS or value.startswith("target:")):
            values[f.name] = _ref(value, n_targets)
        elif isinstance(value, str):
            values[f.name] = value.replace("_", " ")
        else:
            values[f.name] = value
    if isinstance(effect, m.AddMana):
        values["mana"] = _mana(effect)
    if isinstance(effect, m.Return):
        values["to"] = {"hand": "its owner's hand",  # -- batch C-ANTE --: graveyard
                        "graveyard": "its owner's graveyard"}.get(effect.to, "the battlefield")
        values["to"] = {"hand": "its owner's hand", "graveyard": "its owner's graveyard"}.get(
            effect.to, "the battlefield")  # -- batch MISC --: a graveyard
        if effect.from_graveyards and isinstance(effect.what, m.Filter):
            values["what"] = "all " + filter_words(effect.what, plural=True, noun="card") \
                .replace("creatures", "creature cards")
    if isinstance(effect, m.CopySpell):
        values["color"] = (", except that the copy is " + " and ".join(
            COLOR_WORDS[c] for c in effect.color)) if effect.color else ""
    if isinstance(effect, m.EnterAsCopy | m.BecomeCopy):
        values["exceptions"] = _copy_exceptions(effect)
    if isinstance(effect, m.EnterAsCopy):
        values["of"] = "an artifact" if effect.of == "artifact" else f"a {effect.of}"
    if isinstance(effect, m.ExchangeHighest):  # batch B06
        values["what"] = filter_words(effect.what)
    if isinstance(effect, m.ExileToEnter):  # batch B06
        values["what"] = filter_words(effect.what, plural=True, noun="card")
        values["counters"] = ", ".join(effect.counters)
    if isinstance(effect, m.ChooseWord):
        values["words"] = effect.words.replace("_", " ") if effect.words != "listed" else \
            "form: " + ", ".join(o.replace("_", " ") for o in effect.options)  # batch B06
    if isinstance(effect, m.Damage):
        values["also"] = f" and {REF_WORDS[effect.also]}" if effect.also else ""
        values["by"] = "" if effect.by == "this" else \
            f"have {_ref(effect.by, n_targets)} "  # -- batch R-A --
        values["if_it"] = f" if it is {filter_words(effect.if_it)}" \
            if effect.if_it is not None else ""  # -- batch B11 --
    if isinstance(effect, m.RevealAtRandom):  # -- batch R-A --
        values["then"] = "discard[s] those with the chosen name" \
            if effect.then == "discard_named" else "discard[s] it unless they pay life " \
            "equal to its mana value (1 life for a land card)"
    if isinstance(effect, m.AddCounters):  # -- batch B03 --
        values["up_to_total"] = f", but no more than it takes to have {effect.up_to_total}" \
            if effect.up_to_total else ""
    if isinstance(effect, m.Delay):
        n = effect.if_activated_at_least
        values["if_activated_at_least"] = \
            f"if this ability has been activated {n} or more times this turn, " if n else ""
    if isinstance(effect, m.Destroy | m.Become):  # -- batch B03 --, Become: batch LX
        values["if_it"] = f" if it is {filter_words(effect.if_it)}" \
            if effect.if_it is not None else ""
    if isinstance(effect, m.Become):
        plural = isinstance(effect.what, m.Filter) or effect.what.startswith("each")
        if isinstance(effect.what, m.Filter):
            values["what"] = f"{filter_words(effect.what, plural=True)}"
        values["changes"] = changes_words(effect, plural)
        until = effect.until
        values["until"] = "" if not until else \
            _VALUE_WORDS[("until", until)] if until == "this_leaves_the_battlefield" \
            or until.startswith("while_") else f" until {_VALUE_WORDS[('until', until)]}"
    if isinstance(effect, m.DelayedTrigger):  # what its "that many" remembers, if anything
        values["amount"] = "" if effect.amount == 0 else \
            f" (that many: {AMOUNT_WORDS.get(str(effect.amount), effect.amount)})"
    if isinstance(effect, m.DamageBySpellsDamage):  # -- batch C-HIST --
        values["types"] = " or ".join(t.lower() for t in sorted(effect.types))
    if isinstance(effect, m.CastFromOutside):
        values["kind"] = _PLURAL_KINDS.get(effect.kind, effect.kind.replace("_", " "))
    if isinstance(effect, m.Animate):
        kinds = " ".join([*sorted(effect.subtypes), *(t.lower() for t in sorted(
            effect.types, key=lambda t: t == "Creature"))])
        if isinstance(effect.power, str):
            article = "an" if kinds[:1].lower() in "aeiou" else "a"
            says = says.replace("a {power}/{toughness} {kinds}", article + " {kinds} with "
                                "power and toughness each equal to {power}")
            values["power"] = AMOUNT_WORDS.get(effect.power, effect.power)
        values["kinds"] = kinds
    words = says.format(**values)
    subject = next((getattr(effect, s) for s in _SUBJECTS if hasattr(effect, s)), "")
    you = subject == "you"
    words = re.sub(r"\[(e?s)\]", "" if you else r"\1", words)
    if you:
        words = words.replace(" their ", " your ")
    amount = getattr(effect, "amount", 1)
    words = words.replace("(s)", "" if amount == 1 else "s")
    return re.sub(r"\ba ([AEIOU])", r"an \1", words)


def _copy_exceptions(effect: m.EnterAsCopy | m.BecomeCopy) -> str:
    """A copy effect's exceptions in words (707.9)."""
    parts = []
    if effect.also_types:
        kinds = " and ".join(t.lower() for t in sorted(effect.also_types))
        parts.append(f"it's {'an' if kinds[0] in 'aeiou' else 'a'} {kinds} in addition to its "
                     "other types")
    if effect.keep_color:
        parts.append("it doesn't copy that object's color")
    if effect.keep_triggers:
        parts.append("it has this card's triggered abilities")
    return ", except " + " and ".join(parts) if parts else ""


def _chance_words(effect: m.FlipCoin | m.RollDie, n_targets: int) -> str:
    """A coin flip or a die roll in words, with the effects that follow each outcome
    (705, 706)."""
    def then(effects: tuple[m.Effect, ...]) -> str:
        return " and ".join(effect_words(e, n_targets) for e in effects)

    if isinstance(effect, m.RollDie):
        who = _ref(effect.who, n_targets)
        words = f"{who} roll{'' if who == 'you' else 's'} a {effect.sides}-sided die"
        if effect.effects:
            words += f"; then {then(effect.effects)}"
        for r in effect.results:
            span = str(r.low) if r.low == r.high else f"{r.low}-{r.high}"
            words += f"; on {span}, {then(r.effects)}"
        return words
    players = [_ref(w, n_targets) for w in effect.who]
    who = " and ".join(players)
    verb = "each flip" if len(players) > 1 else "flip" if who == "you" else "flips"
    words = f"{who} {verb} a coin"
    if effect.called:
        you = who == "you"
        if effect.won:
            words += f"; if {who} win{'' if you else 's'} the flip, {then(effect.won)}"
        if effect.lost:
            words += f"; if {who} lose{'' if you else 's'} the flip, {then(effect.lost)}"
    for side in ("heads", "tails"):
        branch = getattr(effect, side)
        if branch:
            words += f"; for each player whose coin comes up {side}, {then(branch)}"
    if effect.repeat == "until_all_heads":
        words += "; repeat this process until every coin of one flip comes up heads"
    return words


# -- combat and damage: prevention and redirection (615, 614.9) ------------------------

#: how the source a shield watches reads: the subject of "would deal damage"
SOURCE_WORDS = {"any_source": "a source", "chosen_source": "a source of your choice",
                "chosen_unblocked_creature": "an unblocked creature of your choice",
                "this": "this", "subject": "that object", "target:0": "the target",
                "target:1": "target 2",
                # -- batch B11 --
                "target_and_each_creature_blocking_it:0":
                    "the target or a creature blocking it"}
#: how the source a static shield watches reads, after "by"
STATIC_SOURCE_WORDS = {"any_source": "", "unblocked_creatures": " by unblocked creatures",
                       "creatures_it_blocks": " by creatures it's blocking",
                       "walls": " by Walls",
                       # -- batch B11 --
                       "instant_or_sorcery_sources": " by instant and sorcery sources"}
AFTER_WORDS = {"": "", "you_gain_that_much_life": "; you gain life equal to the damage "
                                                    "prevented this way"}


def shield_words(effect: m.PreventDamage | m.RedirectDamage, n_targets: int = 1) -> str:
    """A prevention or redirection effect in the words of the cards that have them:
    "prevent the next 3 damage that would be dealt to the target this turn", "the next
    time a red source of your choice would deal damage to you this turn, prevent that
    damage"."""
    to = "anything" if effect.to == "anything" else _ref(effect.to, n_targets)
    source = SOURCE_WORDS[effect.by]
    if effect.color:
        colors = " or ".join(COLOR_WORDS[c] for c in effect.color)
        source = source.replace("a source", f"a {colors} source")
    if isinstance(effect, m.PreventDamage) and effect.source is not None:  # -- batch B07 --
        which = filter_words(effect.source, noun="source")
        source = source.replace("a source", _a(which if "source" in which
                                               else which + " source"))
    damage = "combat damage" if effect.combat else "damage"
    if effect.next_time:
        source = re.sub(r"^a ([aeiou])", r"an \1", source)
        head = f"the next time {source} would deal {damage} to {to} this turn, "
        if isinstance(effect, m.RedirectDamage):
            return head + f"it deals that damage to {_ref(effect.instead, n_targets)} instead"
        that = f"all but {effect.all_but} of that damage" if effect.all_but else "that damage"
        return head + f"prevent {that}" + AFTER_WORDS[effect.then]
    amount = effect.amount
    how_much = f"all {damage}" if amount == "all" else \
        f"the next {AMOUNT_WORDS.get(amount, amount) if isinstance(amount, str) else amount}" \
        f" {damage}"
    to_part = "" if effect.to == "anything" else f" to {to}"
    by_part = "" if effect.by == "any_source" else f" by {source}"
    if isinstance(effect, m.PreventDamage) and effect.source is not None \
            and effect.by == "any_source":  # -- batch B07 --
        by_part = " by " + filter_words(effect.source, plural=True, noun="source")
    if isinstance(effect, m.RedirectDamage):
        return (f"{how_much} that would be dealt{to_part}{by_part} this turn is dealt to "
                f"{_ref(effect.instead, n_targets)} instead")
    if isinstance(effect, m.PreventDamage) and effect.targeting_it:  # -- batch B07 --
        by_part += " because a spell or ability that targets it would cause it"
    words = f"prevent {how_much} that would be dealt{to_part}{by_part} this turn"
    if effect.all_but:
        words = words.replace("prevent all", f"prevent all but {effect.all_but} of the", 1)
    return words + AFTER_WORDS[effect.then]


def static_shield_words(shield: m.StaticShield) -> str:
    """A static prevention or redirection ability in words (604.1, 615, 614.9)."""
    head = "as long as this is untapped, " if shield.while_untapped else ""
    damage = "combat damage" if shield.combat else "damage"
    if shield.counter:  # -- batch B03 --
        return (f"{head}for each 1 {damage} that would be dealt to this, if it has a "
                f"{shield.counter} counter on it, remove one and prevent that 1 {damage}")
    to = {"you": "you", "this": "this", "attached": "enchanted creature",
          "anything": "anything",
          "this_and_its_band": "this and creatures banded with it"}[shield.to]  # B07
    what = f"all {damage} that would be dealt to {to}{STATIC_SOURCE_WORDS[shield.by]}"
    if shield.to == "anything":
        what = f"all {damage} that would be dealt"
    if shield.dealt_by:
        what += " by " + ("this" if shield.dealt_by == "this" else "enchanted creature")
    if shield.source is not None:
        what += " by " + filter_words(shield.source, plural=True, noun="source")
    if shield.by_spells_that_target_it:
        what += " by spells that target it"
    if shield.as_long_as is not None:
        head = f"as long as there is {filter_words(shield.as_long_as)}, " + head
    if shield.redirect:
        return f"{head}{what} is dealt to this instead"
    if shield.reduce_to is not None:  # -- batch B11 --
        return (f"{head}if more than {shield.reduce_to} {damage} would be dealt to "
                f"{to}{STATIC_SOURCE_WORDS[shield.by]}, {shield.reduce_to} is dealt instead")
    return f"{head}prevent {what}"


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card, in words and as parts."""

    kind: str
    cost: str
    targets: tuple[str, ...]
    effects: tuple[str, ...]
    rules: tuple[str, ...]

    @property
    def words(self) -> str:
        head = _HEADS.get(self.kind, self.cost)
        targets = f" ({', '.join(self.targets)})" if self.targets else ""
        return f"{head}{targets}: {'; '.join(self.effects)}."


def _cost(cost: m.Cost, condition: str, limit: int = 0, by: str = "you") -> str:
    parts = [f"{cost.loyalty:+d}" if cost.loyalty else "0"] if cost.loyalty is not None else []
    parts += [str(cost.mana)] if cost.mana != m.ManaCost() else []
    parts += [f"discard {cost.discard} card{'s' if cost.discard != 1 else ''}"
              + (" at random" if cost.discard_at_random else "")] if cost.discard else []
    parts += [w for flag, w in ((cost.tap, "{T}"), (cost.sacrifice, "sacrifice this"),
                                (cost.exile, "exile this")) if flag]
    parts += ["{E}" * cost.energy] if cost.energy else []
    # -- batch B05: sacrificing another permanent, paying life --
    if cost.sacrifice_other is not None and cost.sacrifice_any_number:  # -- batch c-mana --
        parts.append(f"sacrifice any number of {filter_words(cost.sacrifice_other)}s")
    elif cost.sacrifice_other is not None:
        noun = filter_words(cost.sacrifice_other)
        article = "an" if noun[0] in "aeiou" else "a"
        parts.append(f"sacrifice {'an' if noun.startswith('other') else article}"
                     f"{'' if noun.startswith('other') else ' '}{noun}")
    if cost.exile_other is not None:
        noun = filter_words(cost.exile_other, noun="card" if cost.exile_from == "graveyard"
                            else "permanent")
        where = " from your graveyard" if cost.exile_from == "graveyard" else " you control"
        parts.append(f"exile {'an' if noun[0] in 'aeiou' else 'a'} {noun}{where}")
    parts += [f"pay {cost.life} life"] if cost.life else []
    parts += ["discard the last card you drew this turn"] \
        if cost.discard_last_drawn else []  # -- batch LX --
    parts += [f"remove any number of {cost.counter} counters from this"] \
        if cost.remove_any_number else []  # -- batch c-mana --
    n = cost.remove_counters
    parts += [f"remove {'a' if n == 1 else n} {cost.counter} counter{'s' if n != 1 else ''} "
              "from this"] if n else []
    words = ", ".join(parts) or "{0}"
    said = [CONDITION_WORDS[condition]] if condition else []
    # -- batch B02: a limit per turn (602.5b) --
    said += [LIMIT_WORDS.get(limit, f"activate no more than {limit} times each turn")] \
        if limit else []
    said += ["any player may activate this ability"] if by == "any_player" else []  # B05
    said += ["only your opponents may activate this ability"] if by == "opponents" else []
    return f"{words} ({'; '.join(said)})" if said else words


def _rules(kind: str, effects: tuple[m.Effect, ...], targets: tuple[m.TargetSpec, ...]
           ) -> tuple[str, ...]:
    found = set(_KIND_RULES[kind])
    if targets:
        found.add("115.1")
    for e in effects:
        found.update(e.RULES)
        found.update(getattr(R, name) for name in e.CITES)
    return tuple(sorted(found, key=_rule_key))


def _rule_key(rule: str) -> tuple[int | str, ...]:
    return tuple(int(p) if p.isdigit() else p for p in re.findall(r"\d+|[a-z]+", rule))


def target_words(spec: m.TargetSpec) -> str:
    """One target specification in words: "up to one target Assembly-Worker creature",
    "target nonartifact, nonblack creature"."""
    words = TARGET_WORDS[spec.kind]
    if spec.filter != m.Filter():
        from shahrazad.rules.targets import KINDS  # the filter each kind word names

        where, base = KINDS.get(spec.kind, ("permanent", m.Filter()))
        noun = {"spell": "spell", "spell_or_permanent": "spell or permanent",
                "your_graveyard": "card", "a_graveyard": "card"}.get(where, "permanent")
        merged = _merged(base, spec.filter)
        words = f"target {filter_words(merged, noun=noun)}"
        if where == "ability":  # -- batch B10 --: the filter is of its source
            words = f"target activated ability (its source: {filter_words(merged, noun='source')})"
        if where == "your_graveyard":
            words += " in your graveyard"
        elif where == "a_graveyard":
            words += " in a graveyard"
    if spec.subtype:
        words = words.replace("target ", f"target {spec.subtype} ", 1) \
            if "target " in words else f"{spec.subtype} {words}"
    if spec.blocked_by_first_this_turn:  # -- batch R-C --
        words += " that the first target blocked this turn"
    if spec.shares_a_type_with_first:  # -- batch B06 --
        kinds = " or ".join(t.lower() for t in sorted(spec.shares_a_type_with_first))
        words += f" that shares a card type ({kinds}) with the first target"
    return f"up to one {words}" if spec.optional else words


def _merged(a: m.Filter, b: m.Filter) -> m.Filter:
    """Two filters as one, for words: each field of ``b`` given, else ``a``'s."""
    values = {}
    for f in fields(a):
        mine, theirs = getattr(a, f.name), getattr(b, f.name)
        values[f.name] = mine | theirs if isinstance(mine, frozenset) and f.name != "types" \
            else theirs if theirs != f.default else mine
    return m.Filter(**values)


def describe(card: m.CardDef) -> list[Ability]:
    """Every ability of ``card``, in the order the rules meet them."""
    out: list[Ability] = []
    for face in card.faces:
        out += [Ability(a.kind, a.cost, a.targets, a.effects, a.rules) if a.kind != "spell"
                else Ability("spell", a.cost, a.targets,
                             (f"{face.name} {face.cost}", *a.effects), a.rules)
                for a in describe(face)]
    for static in sorted(card.static_words):
        out.append(Ability("static", "", (), (STATIC_WORDS[static],),
                           tuple(sorted({"604.1", *STATIC_RULES[static]}, key=_rule_key))))
    if card.effects or (not card.permanent and not card.faces and card.targets):
        n = len(card.targets)
        effects = tuple(effect_words(e, n) for e in card.effects)
        if card.max_targets > 1:
            effects += (f"up to {card.max_targets} targets",)
        if card.target_count:  # batch B04
            effects += ({"X": "X targets", "one_or_more": "one or more targets",
                         "any_number": "any number of targets"}[card.target_count],)
        kind = "as_enters" if card.permanent else "spell"
        out.append(Ability(kind, "", tuple(target_words(t) for t in card.targets),
                           effects, _rules(kind, card.effects, card.targets)))
    if card.modes:
        effects = tuple(f"mode {i + 1}: "
                        + (f"({', '.join(target_words(t) for t in mode.targets)}) "
                           if mode.targets else "")
                        + " and ".join(effect_words(e, len(mode.targets)) for e in mode.effects)
                        for i, mode in enumerate(card.modes))
        rules = set(_KIND_RULES["modal"])
        for mode in card.modes:
            rules.update(_rules("spell", mode.effects, mode.targets))
        out.append(Ability("modal", "", (), effects, tuple(sorted(rules, key=_rule_key))))
    if card.as_enters:
        out.append(Ability("as_enters", "", (), tuple(effect_words(e) for e in card.as_enters),
                           _rules("as_enters", card.as_enters, ())))
    if card.cast_only:
        out.append(Ability("cast_only", "", (), (CAST_ONLY_WORDS[card.cast_only],),
                           _KIND_RULES["cast_only"]))
    if card.divide:  # -- batch B10 --
        out.append(Ability("cast_only", "", (), (
            f"divide {card.divide} damage among its targets as you cast it, at least 1 to "
            "each",), ("601.2d",)))
    if card.enters_tapped:  # -- batch B03 --
        out.append(Ability("as_enters", "", (), ("this enters tapped",), ("614.1d",)))
    for skip in card.skips:  # -- batch C-TURN --
        what = "your turn" if skip.what == "turn" else "your draw step"
        when = "" if skip.as_long_as is None else " while this is tapped" \
            if skip.as_long_as == m.Filter(this=True, tapped="tapped") \
            else f" while {filter_words(skip.as_long_as)} is on the battlefield"
        then = "; if you do, " + " and ".join(effect_words(e) for e in skip.then) \
            if skip.then else ""
        out.append(Ability("static", "", (), (f"you may skip {what} instead{when}{then}",),
                           tuple(sorted({"604.1", "614.1b", "614.10",
                                         *_rules("static", skip.then, ())},
                                        key=_rule_key))))
    if card.x_mana:
        colors = " or ".join(_COLOR_NAMES[c] for c in card.x_mana)
        out.append(Ability("cast_only", "", (), (f"spend only {colors} mana on X",),
                           ("107.3", "601.2h")))
    if card.companion:
        out.append(Ability("companion", "", (), (COMPANION_WORDS[card.companion],),
                           _KIND_RULES["companion"]))
    if card.opening_hand:
        out.append(Ability("opening_hand", "", (), (OPENING_HAND_WORDS[card.opening_hand],),
                           _KIND_RULES["opening_hand"]))
    if card.enchant is not None:
        words = AURA_WORDS.get(card.aura, "").format(aura_power=card.aura_power,
                                                     aura_toughness=card.aura_toughness) \
            or "it enters attached to the target"
        out.append(Ability("aura", "", (target_words(card.enchant),), (words,),
                           _rules("aura", (), (card.enchant,))))
    out += [_static(s) for s in card.statics]
    out += [Ability("static", "", (), (static_shield_words(s),),
                    ("604.1", "614.9" if s.redirect else "615.1")) for s in card.shields]
    for a in card.abilities:
        kind = "mana" if a.mana else "loyalty" if a.cost.loyalty is not None else "activated"
        n = len(a.targets)
        out.append(Ability(kind, _cost(a.cost, a.condition, a.limit, a.by),
                           tuple(target_words(t) for t in a.targets),
                           tuple(effect_words(e, n) for e in a.effects),
                           _rules(kind, a.effects, a.targets)))
    for t in card.triggers:
        n = len(t.targets)
        head = TRIGGER_WORDS[t.when]
        if "{filter}" in head and t.when == "tapped_for_mana":  # -- batch B02 --
            land = filter_words(t.filter, noun="land") if t.filter is not None else "land"
            head = head.format(filter=("an " if land[0] in "aeiou" else "a ") + land)
        elif "{filter}" in head and t.when == "a_spell_is_cast":
            spell = filter_words(t.filter, noun="spell") if t.filter is not None else "spell"
            head = head.format(filter=("an " if spell[0] in "aeiou" else "a ") + spell
                               if not spell.startswith("spell") else "a spell")
        elif "{filter}" in head and t.when in _BLOCK_TRIGGERS:  # -- batch B07 --
            other = filter_words(t.filter, noun="creature") if t.filter is not None \
                else "creature"
            head = head.format(filter=("an " if other[0] in "aeiou" else "a ") + other)
        elif "{filter}" in head:
            head = head.format(filter=filter_words(t.filter, plural=True)
                               if t.filter is not None else "permanents")
        if t.of_attached:  # -- batch B07 --: an Aura's trigger about its creature
            head = head.replace("this creature", "enchanted creature")
        out.append(Ability("triggered", head,
                           tuple(target_words(s) for s in t.targets),
                           tuple(effect_words(e, n) for e in t.effects),
                           _rules("triggered", t.effects, t.targets)))
    if card.adventure is not None:
        adventure = card.adventure
        for part in describe(adventure):
            out.append(Ability("adventure", "", part.targets,
                               (f"{adventure.name} {adventure.cost}", *part.effects),
                               tuple(sorted({*part.rules, *_KIND_RULES["adventure"]},
                                            key=_rule_key))))
    return out


def _static(static: m.Static) -> Ability:
    """A static ability: what the objects it affects get, have, or can't do (604.1)."""
    if static.spell_cost or static.ability_cost:  # -- batch B02 --
        return _cost_static(static)
    if static.have_trigger is not None:  # -- batch R-C --: a granted triggered ability
        granted_trigger = static.have_trigger
        verb = "has" if static.affects == "this" else "have"
        inner = "; ".join(effect_words(e) for e in granted_trigger.effects)
        rules = {*static_rules(static), "613.1f",
                 *_rules("triggered", granted_trigger.effects, ())}
        return Ability("static", "", (), (
            f'{layered_static_words(static)} {verb} '
            f'"{TRIGGER_WORDS[granted_trigger.when].lower()}: {inner}"',),
            tuple(sorted(rules, key=_rule_key)))
    if static.have is None or static.affects not in AFFECTS_WORDS:
        return Ability("static", "", (), (layered_static_words(static),),
                       tuple(sorted(static_rules(static), key=_rule_key)))
    has, _ = AFFECTS_WORDS[str(static.affects)]
    granted = static.have
    kind = "mana" if granted.mana else "activated"
    inner = "; ".join(effect_words(e) for e in granted.effects)
    rules = {*_KIND_RULES["static"], *_rules(kind, granted.effects, granted.targets)}
    return Ability("static", "", (),
                   (f'{has} "{_cost(granted.cost, granted.condition)}: {inner}"',),
                   tuple(sorted(rules, key=_rule_key)))


def _cost_static(static: m.Static) -> Ability:
    """A cost change (601.2f, 602.2b): "white spells cost {3} more to cast"."""
    said = []
    if static.affects == "attached":
        whose = "the enchanted permanent's"
    elif static.affects == "this":
        whose = "this permanent's"
    elif isinstance(static.affects, m.Filter):
        whose = filter_words(static.affects, plural=True) + "'"
    else:
        whose = "creatures'"
    for n, what, verb in ((static.spell_cost, "spells", "cast"),
                          (static.ability_cost, "activated abilities", "activate")):
        if not n:
            continue
        if what == "spells" and isinstance(static.affects, m.Filter):
            noun = filter_words(static.affects, noun="spell").replace("spell", "spells", 1)
        else:
            noun = f"{whose} {what}"
        said.append(f"{noun} cost {{{abs(n)}}} {'more' if n > 0 else 'less'} to {verb}")
    if static.at_least:
        said.append(f"not below {static.at_least} mana")
    return Ability("static", "", (), ("; ".join(said),), ("601.2f", "602.2b", "604.1"))


def abilities(card: m.CardDef) -> list[str]:
    """Each ability of ``card`` in one line of words."""
    return [a.words for a in describe(card)]


def rules_of(card: m.CardDef) -> list[str]:
    """Every rule the card's abilities and keywords touch (current numbering)."""
    found = {r for a in describe(card) for r in a.rules}
    found.update(r for k in card.keywords for r in m.KEYWORD_RULES.get(k, ()))
    if card.permanent and not card.enchant:
        found.update(_KIND_RULES["permanent"])
    if card.loyalty is not None:
        found.add("306.5b")  # it enters with its loyalty counters
    return sorted(found, key=_rule_key)


def card_view(card: m.CardDef) -> dict[str, Any]:
    """The card in full, as plain data (``shahrazad cards NAME --json``)."""
    return {
        "name": card.name, "cost": str(card.cost) if card.cost else "",
        "types": sorted(card.types), "subtypes": sorted(card.subtypes),
        "supertypes": sorted(card.supertypes),
        "power": card.power, "toughness": card.toughness, "loyalty": card.loyalty,
        "keywords": sorted(card.keywords), "tags": sorted(card.tags),
        "set": OLD_SET_CODES.get(card.first_printed, card.first_printed),
        "abilities": [{"kind": a.kind, "cost": a.cost, "targets": list(a.targets),
                       "effects": list(a.effects), "rules": list(a.rules), "words": a.words}
                      for a in describe(card)],
        "rules": rules_of(card), "text": card.text,
    }
