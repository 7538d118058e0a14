"""-- batch W-CMD --: control of another player (722).

An effect can let one player control another (722.1: "you control that player until
[this] finishes resolving"). Only control of the player changes: their permanents and
spells keep their controllers (722.2). While it lasts, every decision the table asks of
the controlled player is made by their controller (722.4): :func:`shahrazad.decisions.pending`
reports the question as the controlled player's with the controller as the one who
answers (``Pending.by``), the controlled player's own answer is refused, and the
``Decided`` event records the decision as the controlled player's (it is theirs in the
rules), the audit saying who made it. Conceding stays the player's own (722.6).

The control is state of one game (``PlayerState.controlled_by``): the same player in a
subgame and in its main game (727) is controlled only in the game whose effect says
so. ``PlayerControlled`` begins it; ``PlayerControlEnded`` ends it, at once for a
control that lasts for a resolution (:func:`end_with_resolution`, called as that
resolution ends).
"""

from __future__ import annotations

from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState
from shahrazad.rules import citations as R
from shahrazad.txn import Txn

__all__ = ["controller_of", "end", "end_with_resolution", "take"]


def controller_of(game: GameState, player: str) -> str:
    """Who makes ``player``'s decisions in ``game``: the player controlling them (722.4),
    or themselves."""
    held = game.player.get(player)
    return held.controlled_by if held is not None and held.controlled_by else player


def take(txn: Txn, game: GameState, controller: str, player: str,
         while_resolving: int = 0) -> bool:
    """``controller`` controls ``player`` in ``game`` (722.1), until the resolution of
    the object ``while_resolving`` ends (0: until :func:`end`). A player who has left
    the game, or one's control of themselves, changes nothing; a newer control replaces
    an older one (the older ends first). True if the control began."""
    held = game.player.get(player)
    if held is None or held.left or held.lost or controller == player \
            or controller not in game.player:
        return False
    if held.controlled_by:
        end(txn, game, player)
    txn.emit(v.PlayerControlled, game, R.PLAYER_CONTROL, player=player,
             controller=controller, while_resolving=while_resolving)
    return True


def end(txn: Txn, game: GameState, player: str) -> None:
    """The control of ``player`` in ``game`` ends: they make their own decisions again."""
    held = game.player.get(player)
    if held is not None and held.controlled_by:
        txn.emit(v.PlayerControlEnded, game, R.PLAYER_CONTROL, player=player,
                 controller=held.controlled_by)


def end_with_resolution(txn: Txn, game: GameState, oid: int) -> None:
    """Each control of a player in ``game`` that lasted for the resolution of the object
    ``oid`` ends, as that resolution has ended ("until [this] finishes resolving")."""
    for pid in game.players:
        if game.player[pid].controlled_by and \
                game.player[pid].controlled_while_resolving == oid:
            end(txn, game, pid)
