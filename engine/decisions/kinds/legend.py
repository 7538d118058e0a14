"""The answer to the legend rule (704.5j): ``retain NAME``.

A player who controls two or more legendary permanents with the same name chooses
one of them; the rest go to their owners' graveyards. The check of state-based
actions asks before it performs anything (:func:`shahrazad.rules.sba.check`), so the
moves the answer causes happen together with the check's other actions (704.3). A
player with two such names answers twice, one name at a time.

The passive agent keeps the newest of them (the one that came under their control
last), as a player who has just cast a legend usually means to.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from shahrazad.decisions import Asked, Entry, Retain, Role, question, registers
from shahrazad.decisions.kinds.common import fail, where
from shahrazad.events import vocabulary as v
from shahrazad.naming import Named, NamingError, objects, pick
from shahrazad.rules import citations as R
from shahrazad.rules import sba, turns
from shahrazad.txn import Txn

LEGEND = question(sba.LEGEND, R.SBA_LEGEND, chained=True)


def _group(at: Asked) -> tuple[int, ...]:
    """The legends of one name the question is about (the pending choice's amount is
    one of them)."""
    return sba.legend_group(at.game, at.pending.amount)


@registers(Retain, asks=LEGEND, rule=R.SBA_LEGEND)
class _Retain(Entry[Retain]):
    def check(self, at: Asked, d: Retain) -> None:
        group = _group(at)
        if d.obj not in group:
            name = at.game.objects[at.pending.amount].name
            raise fail(R.SBA_LEGEND, f"keep one of your legendary permanents named {name}")

    def perform(self, txn: Txn, at: Asked, d: Retain) -> None:
        game = at.game
        kept, then = (*game.held, d.obj), game.then or game.active or at.player
        obj = game.objects[d.obj]
        txn.emit(v.LegendKept, game, R.SBA_LEGEND, player=at.player, obj=d.obj,
                 name=obj.name, others=tuple(o for o in _group(at) if o != d.obj))
        # the check goes on with the answer, so the other legends go with its other moves
        sba.check(txn, game, then, kept=tuple(int(o) for o in kept if isinstance(o, int)))
        if game.status == "running" and not sba.asking(game):
            turns.give_priority(txn, game, then, "704.3")

    def candidates(self, at: Asked) -> Iterator[Retain]:
        return (Retain(o) for o in _group(at))

    def passive(self, at: Asked) -> Retain:
        return Retain(max(_group(at)))

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return objects(at.game, _group(at))

    def parse(self, at: Asked, text: str) -> Retain:
        return Retain(pick(text, self.scope(at, "permanent"), players=at.game.players,
                           where=where(at, "among the legends of that name")).key)

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        if not isinstance(value, str):
            raise NamingError(f"retain names one permanent, not {value!r}")
        return "retain " + value
