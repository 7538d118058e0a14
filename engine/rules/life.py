"""Life totals under static abilities: who can't lose for 0 life, and what replaces a
change of a life total (119, 614.1a, 704.5a).

A card's static abilities are words of the card language (``CardDef.static_words``); this
module reads them where the rules they change are applied:

* ``cant_lose_for_life`` (Lich): its controller doesn't lose the game for having 0 or
  less life, an exception to 104.3b the state-based action 704.5a honours;
* ``life_gain_draws_instead`` (Lich): a life gain of its controller becomes as many
  draws (614.1a);
* ``damage_leaves_you_at_least_1`` (Ali from Cairo): damage that would take its
  controller's life below 1 leaves it at 1 (614.1a). Only damage: a loss of life
  that is not damage's result (Shahrazad's half, paying life) is not replaced.

Each is a permanent's, in the game the permanent is in: a Lich of the main game keeps
nobody alive in a subgame (727.1b). The two replacements (:data:`REPLACEMENTS`) plug into
:func:`shahrazad.rules.actions.change_life`, the one replacement point for life
(:func:`shahrazad.rules.wiring.install` plugs them in).

>>> from shahrazad.projections.state import GameState, PlayerState
>>> game = GameState("1", ["A"], {"A": PlayerState("A", life=0)})
>>> has_static(game, "A", "cant_lose_for_life")
False
>>> leaves_at_least_1(5, -7), leaves_at_least_1(0, -3), leaves_at_least_1(5, -2)
(-4, 0, -2)
"""

from __future__ import annotations

from collections.abc import Sequence

from shahrazad.cards.model import StaticAbility
from shahrazad.characteristics import defn
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState
from shahrazad.rules import actions
from shahrazad.rules import citations as R
from shahrazad.rules.options import option
from shahrazad.rules.resolution import half_rounded_up
from shahrazad.txn import Txn

__all__ = ["REPLACEMENTS", "anyone_has", "cant_lose_for_life", "has_static",
           "leaves_at_least_1", "lose_half"]


def _static_sources(game: GameState) -> list[int]:
    """The objects whose static abilities work in ``game``: permanents on the battlefield
    (phased-out ones don't exist, 702.26b) and emblems in the command zone (114.4)."""
    found = list(game.in_play)
    if game.command:
        found += [o for o in game.command if game.objects[o].kind == "emblem"]
    return found


def has_static(game: GameState, player: str, static: StaticAbility) -> bool:
    """Whether ``player`` controls, in ``game``, an object with the static ability."""
    for oid in _static_sources(game):
        obj = game.objects[oid]
        if obj.controller == player and static in defn(game, obj).static_words:
            return True
    return False


def anyone_has(game: GameState, static: StaticAbility) -> bool:
    """Whether any object in ``game`` has the static ability (one that binds every
    player: City in a Bottle's)."""
    return any(static in defn(game, game.objects[o]).static_words
               for o in _static_sources(game))


def cant_lose_for_life(game: GameState, player: str) -> bool:
    """Whether ``player`` doesn't lose the game for having 0 or less life (Lich): the
    state-based action 704.5a passes them by."""
    return has_static(game, player, "cant_lose_for_life")


def leaves_at_least_1(life: int, change: int) -> int:
    """The change damage makes to ``life`` when it can't reduce it below 1: to 1 at
    most, and never up (damage never raises a life total already below 1)."""
    return max(change, min(0, 1 - life))


# -- the replacements (614.1a) -------------------------------------------------------------


def _gain_becomes_draws(txn: Txn, game: GameState, player: str, amount: int) -> int:
    """Instead of gaining life, the player draws that many cards (Lich; 614.1a)."""
    actions.draw(txn, game, player, amount, R.REPLACEMENT, ask=False)
    return 0


def _at_least_1(txn: Txn, game: GameState, player: str, amount: int) -> int:
    """Damage reduces the life total to 1 instead (Ali from Cairo)."""
    life = game.player[player].life
    change = leaves_at_least_1(life, amount)
    if change:
        txn.emit(v.LifeChanged, game, R.REPLACEMENT, player=player, amount=change,
                 life=life + change)
    return change


#: the life replacements of this module's static abilities (614.1a), by static word;
#: :func:`shahrazad.rules.wiring.install` plugs them into :func:`actions.change_life`
REPLACEMENTS = {
    "life_gain_draws_instead": actions.LifeReplacement(
        lambda game, player, amount, damage: amount > 0 and has_static(
            game, player, "life_gain_draws_instead"),
        _gain_becomes_draws),
    "damage_leaves_you_at_least_1": actions.LifeReplacement(
        lambda game, player, amount, damage: damage and amount < 0
        and game.player[player].life + amount < 1
        and has_static(game, player, "damage_leaves_you_at_least_1"),
        _at_least_1),
}


def lose_half(txn: Txn, game: GameState, losers: Sequence[str], rule: str) -> None:
    """Each of ``losers`` loses half their life, rounded up (Shahrazad's "each player who
    doesn't win the subgame"; 107.1a). With a shared life total (810.9a: each player's
    life is the team's), Ambiguity A14: by default both halves are worked out from the
    same team total and lost together (one effect, simultaneous: a team at 30 loses 15
    and 15); ``a14_2hg_half_life = sequential`` works out each from what the one before
    left (15, then 8 of the remaining 15)."""
    together = not game.shared_life or option(txn.state, "a14_2hg_half_life") == "together"
    amounts = {pid: half_rounded_up(game.player[pid].life) for pid in losers}
    for pid in losers:
        loss = amounts[pid] if together else half_rounded_up(game.player[pid].life)
        actions.change_life(txn, game, pid, -loss, rule)
