"""Restrictions on activating an ability (602.5b): the ``condition`` words of the card
language, checked as the ability is activated.

* ``seven_in_hand``: only with exactly seven cards in the player's hand (Library of
  Alexandria);
* ``only_its_owner``: only the permanent's owner may activate it (Personal Incarnation);
* ``only_during_combat``: only during the combat phase (506.1; Jade Statue);
* ``only_during_an_opponents_turn_before_attackers``: only during an opponent's turn,
  before attackers are declared (Nettling Imp).
"""

from __future__ import annotations

from engine.cards.model import Activated
from engine.rules import teams
from projections.state import GameState, Obj

__all__ = ["COMBAT_STEPS", "why_not"]

#: the steps of the combat phase (506.1)
COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers",
                "first_strike_damage", "combat_damage", "end_of_combat")
#: the steps of a turn before attackers are declared
_BEFORE_ATTACKERS = ("untap", "upkeep", "draw", "main1", "beginning_of_combat",
                     "declare_attackers")


def why_not(game: GameState, obj: Obj, ability: Activated, player: str) -> tuple[str, str]:
    """The rule and the reason ``player`` can't activate ``obj``'s ``ability`` now because
    of its condition, or ``("", "")``."""
    condition = ability.condition
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
    return "", ""
