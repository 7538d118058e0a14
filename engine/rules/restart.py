"""Restarting the game (725), as events.

An effect that restarts the game (Karn Liberated's last ability, a ``restart``
primitive) ends it at once: nobody wins, loses or draws (725.1). Its players, those
still in it, start a new game under rule 103, except that the player who controls the
restarting effect takes the first turn (725.1a). Every card of the old game is in the
new one, owners unchanged (725.2), control and all: each goes into its owner's new
library, which is shuffled. The cards the effect exempts stay where they are (725.5):
Karn Liberated's non-Aura permanent cards exiled with it wait in exile, and once the
players have kept their opening hands the effect finishes (725.4): they enter the
battlefield under its controller's control, before the first turn begins. What is no
card (tokens, copies of spells, abilities on the stack) ceases to exist, and so do
the old game's waiting triggers, continuous effects and delayed triggers.

The events: ``TriggerRemoved`` and ``ObjectCeased`` for what the old game leaves
behind, ``GameRestarted`` (the new game's players, life and turn), ``CardsGathered``
per player, the shuffles, ``StartingPlayerChosen``, the opening hands and mulligans;
then the kept cards' ``ZoneChanged`` and the first ``TurnBegan``.

**In a subgame** the game restarted is the subgame, and only it (725.6): the main game
stays discontinued beneath it, as it was. So, by our reading of 725.2 and 727.4:

* the subgame's cards restart with it, cards brought in from the main game included
  (they are cards of the subgame now, 400.11b); they still go home to the main game
  when the subgame ends (727.5), by the same reading of A13 as before;
* the main game's triggers that wait for it (727.4a) go on waiting: they are the main
  game's, and the main game was not restarted; they go on its stack when it resumes;
* the subgame's own waiting triggers end with the old subgame;
* the new subgame starts at the subgame's starting life (Enter the Dungeon's 5 stays
  5); its result is the subgame's result for the effect that created it (725.6, 727.1b).

Command-zone cards (vanguards, planes, schemes, commanders there) stay where they are.
"""

from __future__ import annotations

from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState
from shahrazad.rules import actions
from shahrazad.rules import citations as R
from shahrazad.txn import Txn


def restart(txn: Txn, game: GameState, restarter: str, kept: tuple[int, ...]) -> None:
    """Restart ``game`` by ``restarter``'s effect, leaving ``kept`` in exile (725.1,
    725.2, 725.5); the new game waits for its first opening-hand decision."""
    # at call time: the new game starts by the procedure of turns, which builds on this
    # module (it finishes the restart as the new game's first turn begins, 725.4)
    from shahrazad.rules import turns

    for trig in list(game.triggers.values()):
        txn.emit(v.TriggerRemoved, game, R.RESTART, trigger=trig.trigger,
                 why="its game was restarted")
    for obj in actions.objects_in_zone_order(game):
        if obj.card is None:
            txn.emit(v.ObjectCeased, game, R.RESTART_CARDS, obj=obj.oid, name=obj.name,
                     reason="its game was restarted: it is no card")
    txn.emit(v.GameRestarted, game, R.RESTART, player=restarter, kept=kept)
    players = game.living
    for pid in players:
        mine = [o for o in actions.objects_in_zone_order(game) if o.owner == pid
                and o.card is not None and o.oid not in kept and o.zone != "command"]
        txn.emit(v.CardsGathered, game, R.RESTART_CARDS, player=pid,
                 cards=tuple(o.card for o in mine if o.card is not None),
                 objs=tuple(o.oid for o in mine), new_objs=tuple(txn.new_id() for _ in mine))
    for pid in players:
        actions.shuffle(txn, game, pid, R.SHUFFLE_DECK)
    turns.choose_starting_player(txn, game, restarter, R.RESTART_FIRST, method="restart")
    turns.deal_opening_hands(txn, game)


def finish(txn: Txn, game: GameState) -> None:
    """The restarting effect finishes before the new game's first turn (725.4): the cards
    it kept in exile enter the battlefield under its controller's control."""
    if not game.restarted_by:
        return
    for oid in game.restart_kept:
        obj = game.objects.get(oid)
        if obj is not None and obj.zone == "exile":
            # it enters under the effect's controller, who controls it from then on by
            # default (110.2), not its owner
            actions.move(txn, game, obj, "battlefield", "the restarting effect finishes",
                         R.RESTART_FINISHES, controller=game.restarted_by)
