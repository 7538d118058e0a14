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
from shahrazad.rules.effect_kinds import CONTROL_WHILE_RESOLVING  # -- batch W-CMD2 --
from shahrazad.txn import Txn

__all__ = ["begin_with_resolution", "controller_of", "end", "end_with_resolution",
           "mark_for_resolution", "take"]


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


# -- batch W-CMD2: control while a spell resolves (722.1) -----------------------------------


def mark_for_resolution(txn: Txn, game: GameState, controller: str, spell: int,
                        source: int) -> None:
    """``controller`` will control the controller of the spell ``spell`` while it resolves
    ("you control the player while that spell is resolving"): a record of kind
    ``controls_player_while_resolving`` about the spell, used as it begins to resolve."""
    txn.emit(v.EffectCreated, game, R.PLAYER_CONTROL, effect=txn.new_id(),
             kind=CONTROL_WHILE_RESOLVING, source=source, controller=controller,
             subject=spell, power=0, toughness=0, until="")


def begin_with_resolution(txn: Txn, game: GameState, oid: int) -> None:
    """The object ``oid`` begins to resolve: a control of its controller marked for its
    resolution (:func:`mark_for_resolution`) begins, lasting until that resolution ends
    (:func:`end_with_resolution`); the record is used up."""
    if not game.effects:
        return
    marks = [e for e in game.effects.values()
             if e.kind == CONTROL_WHILE_RESOLVING and e.subject == oid]
    obj = game.objects.get(oid)
    for mark in marks:
        txn.emit(v.EffectsEnded, game, R.PLAYER_CONTROL, effects=(mark.effect,))
        if obj is not None:
            take(txn, game, mark.controller, obj.controller, while_resolving=oid)
