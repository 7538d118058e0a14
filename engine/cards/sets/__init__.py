"""The Old School 93/94 pool, by the set each card was first printed in.

One package per set (its code in lower case: ``lea`` for Alpha, whose reprints in Beta
and Unlimited add no new name but two, recorded as first printed in ``LEB``), one module
per color inside it, each holding ``DEFS``, its cards as :class:`~shahrazad.cards.model.CardDef`
data. Each card's ``first_printed`` is its set's code.
"""

from __future__ import annotations

from shahrazad.cards.model import CardDef
from shahrazad.cards.sets import arn, atq, drk, lea, leg

__all__ = ["DEFS"]

DEFS: list[CardDef] = lea.DEFS + arn.DEFS + atq.DEFS + drk.DEFS + leg.DEFS
