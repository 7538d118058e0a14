"""Conceding (104.3a): a player may concede at any time; in a subgame, only the subgame."""

from __future__ import annotations

from collections.abc import Iterator

from shahrazad.decisions import ANY, Asked, Concede, Entry, registers
from shahrazad.decisions.kinds.common import fail, nothing_after
from shahrazad.events import vocabulary as v
from shahrazad.rules import citations as R
from shahrazad.rules import combat, sba, turns
from shahrazad.txn import Txn


@registers(Concede, asks=ANY, rule=R.CONCEDE)
class _Concede(Entry[Concede]):
    def check(self, at: Asked, d: Concede) -> None:
        if at.player not in at.game.player or not at.game.player[at.player].in_game:
            raise fail(R.CONCEDE, f"{at.player} is not in game {at.game.path}")
        if at.game.status != "running":
            raise fail(R.CONCEDE, f"game {at.game.path} is over: its cards are going home")

    def perform(self, txn: Txn, at: Asked, d: Concede) -> None:
        """The player leaves the game and loses it; the rest play on if they can."""
        game, player, w = at.game, at.player, at.pending
        txn.emit(v.PlayerLost, game, R.CONCEDE, player=player, reason="conceded")
        sba.settle(txn, game, [player])
        if game.status != "running" or w.player != player:
            return
        # The game was waiting on the player who left: go on without them.
        if game.step == "start":
            turns.next_opening_choice(txn, game)
        elif w.kind == "blockers":
            if not turns.request_blockers(txn, game, after=player):
                turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)
        elif w.kind in ("assign", "apply") and game.resolving is None:
            # the combat damage step goes on without them (510.1, 616.1)
            if not combat.damage_step(txn, game):
                turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)
        else:
            turns.give_priority(txn, game, player, R.LEAVE_MULTIPLAYER)

    def candidates(self, at: Asked) -> Iterator[Concede]:
        # Conceding is always open (104.3a) but never proposed: an agent that lists
        # legal decisions should not end games by accident.
        return iter(())

    def parse(self, at: Asked, text: str) -> Concede:
        nothing_after("concede", text)
        return Concede()
