"""Restrictions on activating an ability (602.5b): the ``condition`` words of the card
language, checked as the ability is activated.

* ``seven_in_hand``: only with exactly seven cards in the player's hand (Library of
  Alexandria);
* ``only_its_owner``: only the permanent's owner may activate it (Personal Incarnation);
* ``only_during_combat``: only during the combat phase (506.1; Jade Statue);
* ``only_during_an_opponents_turn_before_attackers``: only during an opponent's turn,
  before attackers are declared (Nettling Imp);
* ``only_during_your_turn``: only during a turn of the player's (Disrupting Scepter);
* ``only_during_your_upkeep``: only during the player's own upkeep step (503; Colossus of
  Sardia's untapping);
* ``only_during_end_of_combat``: only during the end of combat step (511; Desert), of any
  player's turn;
* ``only_before_combat_damage``: only during a turn's steps before its combat damage
  step (510), of any player's turn (Angus Mackenzie's Fog);
* ``only_during_any_upkeep``: only during an upkeep step (503), any player's (Tolaria).
* ``only_if_controlled_since_your_most_recent_turn``: only if the player has controlled
  the permanent continuously since their most recent turn began (302.6's test, for any
  permanent: Rocket Launcher).
* ``only_as_a_sorcery``: only when its controller could cast a sorcery (602.5d: a main
  phase of their turn, with an empty stack; Gaea's Touch).

An ability's ``limit`` says how many times each turn it may be activated (602.5b: "only
once each turn", "no more than twice each turn"); the activations of each permanent's
abilities this turn are counted in the state (``Obj.activated``).
"""

from __future__ import annotations

from shahrazad.cards.model import GRANTED, Activated
from shahrazad.characteristics import granted_from
from shahrazad.layers import count, layered
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import teams

__all__ = ["COMBAT_STEPS", "why_not"]

#: the steps of a turn before its combat damage step (510): "only before the combat
#: damage step"
_BEFORE_COMBAT_DAMAGE = ("untap", "upkeep", "draw", "main1", "beginning_of_combat",
                         "declare_attackers", "declare_blockers")

#: the steps of the combat phase (506.1)
COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers",
                "first_strike_damage", "combat_damage", "end_of_combat")
#: the steps of a turn before attackers are declared
_BEFORE_ATTACKERS = ("untap", "upkeep", "draw", "main1", "beginning_of_combat",
                     "declare_attackers")


def why_not(game: GameState, obj: Obj, ability: Activated, player: str,
            index: int = -1) -> tuple[str, str]:
    """The rule and the reason ``player`` can't activate ``obj``'s ``ability`` (its
    ``index``-th) now because of its condition or its limit each turn, or ``("", "")``."""
    condition = ability.condition
    if ability.limit:  # -- batch B02 --
        grant = granted_from(game, obj, index)  # -- batch c-grant --: recorded so (613.1f)
        done = obj.activated.count(index if grant is None else GRANTED + grant[1])
        if done >= ability.limit:
            times = "once" if ability.limit == 1 else "twice" if ability.limit == 2 \
                else f"{ability.limit} times"
            return "602.5b", f"{obj.name}: this ability may be activated only {times} " \
                             "each turn"
    if ability.only_if is not None and count(  # -- batch c-mana --
            game, ability.only_if, player, obj, layered(game).objects) < 1:
        return "602.5b", f"{obj.name}: its condition for activating this ability is not met"
    if not condition:
        return "", ""
    if condition == "seven_in_hand" and len(game.player[player].hand) != 7:
        return "602.1b", f"{obj.name}: only with exactly seven cards in hand"
    if condition == "only_its_owner" and player != obj.owner:
        return "602.5b", f"only {obj.name}'s owner may activate this ability"
    if condition == "only_during_combat" and game.step not in COMBAT_STEPS:
        return "602.5b", f"{obj.name}: only during combat"
    if condition == "only_during_an_opponents_turn_before_attackers" and (
            teams.is_active(game, player) or game.attackers_declared
            or game.step not in _BEFORE_ATTACKERS):
        return "602.5b", f"{obj.name}: only during an opponent's turn, before attackers " \
                         "are declared"
    # -- batch B02: activation timing (602.5b) --
    if condition == "only_during_your_turn" and not teams.is_active(game, player):
        return "602.5b", f"{obj.name}: only during your turn"
    if condition == "only_during_an_upkeep" and game.step != "upkeep":  # -- batch B05 --
        return "602.5b", f"{obj.name}: only during an upkeep step"
    if condition == "only_during_your_upkeep" and (
            not teams.is_active(game, player) or game.step != "upkeep"):
        return "602.5b", f"{obj.name}: only during your upkeep"
    if condition == "only_during_end_of_combat" and game.step != "end_of_combat":
        return "602.5b", f"{obj.name}: only during the end of combat step"
    if condition == "only_before_combat_damage" and game.step not in _BEFORE_COMBAT_DAMAGE:
        return "602.5b", f"{obj.name}: only before the combat damage step"
    # -- batch B09 --
    if condition == "only_during_any_upkeep" and game.step != "upkeep":
        return "602.5b", f"{obj.name}: only during an upkeep step"
    # -- batch LX --: the test of 302.6, for any permanent (``sick``: not controlled
    # continuously since its controller's most recent turn began)
    if condition == "only_if_controlled_since_your_most_recent_turn" and obj.sick:
        return "602.5b", f"{obj.name}: only if you've controlled it continuously since " \
                         "your most recent turn began"
    # -- batch B07 --: as a sorcery (602.5d, 307.1): a main phase of your turn, stack empty
    if condition == "only_as_a_sorcery" and (not teams.is_active(game, player) or game.stack
                                             or game.step not in ("main1", "main2")):
        return "602.5d", f"{obj.name}: only as a sorcery"
    # -- batch B10 --
    if condition == "only_during_declare_blockers" and game.step != "declare_blockers":
        return "602.5b", f"{obj.name}: only during the declare blockers step"
    return "", ""
