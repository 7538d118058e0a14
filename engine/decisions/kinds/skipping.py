"""A turn or a draw step skipped instead (614.1b, 614.10): ``skip yes`` or ``skip no``.

A permanent's replacement effect may let its controller skip their turn ("If you would
begin your turn while Time Vault is tapped, you may skip that turn instead") or their draw
step ("If you would begin your draw step, you may skip that step instead"). As the turn or
step would begin, the player is asked, once for each permanent that offers it; skipped,
it doesn't happen at all, and what the permanent says happens "if you do" happens at once.

-- batch D-DRAW --: a permanent may also let its controller skip a draw during their
draw step ("If you would draw a card during your draw step, instead you may skip that
draw"): asked the same way before each such draw, the draw step's own (outside any
resolution) or one a resolving spell or ability makes (the resolution waits for it; the
question's amount is how many of its draws were made before).

The passive agent doesn't skip.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from shahrazad.decisions import Asked, Entry, SkipIt, question, registers
from shahrazad.decisions.kinds.common import fail
from shahrazad.decisions.kinds.resolving import resume
from shahrazad.naming import NamingError
from shahrazad.rules import actions, turns
from shahrazad.rules import citations as R
from shahrazad.txn import Txn

SKIP = question(turns.SKIP, R.SKIP_INSTEAD)


@registers(SkipIt, asks=SKIP, rule=R.SKIP_INSTEAD)
class _Skip(Entry[SkipIt]):
    def check(self, at: Asked, d: SkipIt) -> None:
        if _a_draw(at):
            if actions.draw_skip_offer(at.game, at.player) is None:
                raise fail(R.REPLACEMENT, "nothing offers to skip a draw now")
            return
        if at.pending.amount not in at.game.objects:
            raise fail(R.SKIP_INSTEAD, "nothing offers to skip a turn or a step now")

    def perform(self, txn: Txn, at: Asked, d: SkipIt) -> None:
        game = at.game
        if game.resolving is not None:  # a draw a resolving spell or ability makes
            resume(txn, at, d)
        elif _a_draw(at):  # the draw step's draw: it goes on with the answer, then priority
            if actions.draw(txn, game, at.player, 1, R.DRAW_STEP, answer=d) is None:
                turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)
        else:
            turns.answer_skip(txn, game, at.player, at.pending.amount, d.yes)

    def candidates(self, at: Asked) -> Iterator[SkipIt]:
        yield SkipIt(False)
        yield SkipIt(True)

    def passive(self, at: Asked) -> SkipIt:
        return SkipIt(False)

    def parse(self, at: Asked, text: str) -> SkipIt:
        word = text.strip().casefold()
        if word not in ("yes", "no"):
            raise NamingError(f"skip {text}: say skip yes or skip no")
        return SkipIt(word == "yes")

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return "skip " + ("yes" if value else "no")


def _a_draw(at: Asked) -> bool:
    """-- batch D-DRAW --: whether the question offers to skip a draw (asked during the
    draw step, where a turn or the step itself is never offered)."""
    return at.game.step == "draw" or at.game.resolving is not None
