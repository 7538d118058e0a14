"""A turn or a draw step skipped instead (614.1b, 614.10): ``skip yes`` or ``skip no``.

A permanent's replacement effect may let its controller skip their turn ("If you would
begin your turn while Time Vault is tapped, you may skip that turn instead") or their draw
step ("If you would begin your draw step, you may skip that step instead"). As the turn or
step would begin, the player is asked, once for each permanent that offers it; skipped,
it doesn't happen at all, and what the permanent says happens "if you do" happens at once.

The passive agent doesn't skip.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from shahrazad.decisions import Asked, Entry, SkipIt, question, registers
from shahrazad.decisions.kinds.common import fail
from shahrazad.naming import NamingError
from shahrazad.rules import citations as R
from shahrazad.rules import turns
from shahrazad.txn import Txn

SKIP = question(turns.SKIP, R.SKIP_INSTEAD)


@registers(SkipIt, asks=SKIP, rule=R.SKIP_INSTEAD)
class _Skip(Entry[SkipIt]):
    def check(self, at: Asked, d: SkipIt) -> None:
        if at.pending.amount not in at.game.objects:
            raise fail(R.SKIP_INSTEAD, "nothing offers to skip a turn or a step now")

    def perform(self, txn: Txn, at: Asked, d: SkipIt) -> None:
        turns.answer_skip(txn, at.game, at.player, at.pending.amount, d.yes)

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
