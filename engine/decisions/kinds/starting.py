"""Who takes the first turn (103.1), when a player chooses it: in a subgame under the
2004 ruling's reading of 727.2 (Ambiguity A2), chance picks a player who chooses."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from shahrazad.decisions import Asked, Entry, First, question, registers
from shahrazad.decisions.kinds.common import fail
from shahrazad.events import vocabulary as v
from shahrazad.naming import NamingError
from shahrazad.rules import citations as R
from shahrazad.rules import turns
from shahrazad.txn import Txn

STARTING_PLAYER = question("starting_player", R.STARTING_PLAYER)


@registers(First, asks=STARTING_PLAYER, rule=R.STARTING_PLAYER)
class _First(Entry[First]):
    def check(self, at: Asked, d: First) -> None:
        if d.player not in at.game.living:
            raise fail(R.STARTING_PLAYER, f"{d.player or 'nobody'} is not a player still in "
                                          f"game {at.game.path} ({', '.join(at.game.living)})")

    def perform(self, txn: Txn, at: Asked, d: First) -> None:
        txn.emit(v.StartingPlayerChosen, at.game, R.STARTING_PLAYER, player=d.player,
                 method=f"chosen by {at.player}")
        turns.deal_opening_hands(txn, at.game)

    def candidates(self, at: Asked) -> Iterator[First]:
        return (First(p) for p in at.game.living)

    def passive(self, at: Asked) -> First:
        return First(at.player)  # the chooser goes first, the usual choice

    def parse(self, at: Asked, text: str) -> First:
        if text not in at.game.living:
            raise NamingError(f"first {text}: name a player still in game {at.game.path} "
                              f"({', '.join(at.game.living)})")
        return First(text)

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"first {value}"
