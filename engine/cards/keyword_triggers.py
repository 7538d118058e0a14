"""The keywords that are triggered abilities, each as the definition of its ability.

Rampage N (702.23a) is a triggered ability: "Whenever this creature becomes blocked, it
gets +N/+N until end of turn for each creature blocking it beyond the first." A creature
has it as a keyword (``rampage_2``), printed or granted (layer 6, 613.1f); as it becomes
blocked, :mod:`shahrazad.rules.triggers` triggers the ability defined here once for each
instance (702.23c), with the creature as its source: ``this`` is the creature. The bonus
is worked out once, as the ability resolves (702.23b): creatures blocking it later don't
change it.

>>> from shahrazad.cards.pool import card
>>> card(KEYWORD_TRIGGERS["rampage_2"]).triggers[0].when
'becomes_blocked'
"""

from __future__ import annotations

from shahrazad.cards.model import Become, CardDef, Count, Filter, Triggered

__all__ = ["DEFS", "KEYWORD_TRIGGERS", "rampage"]

#: the creatures blocking the ability's source (509.1g)
_BLOCKING_IT = Filter(types=frozenset({"Creature"}), combat="blocking_or_blocked_by_this")


def rampage(n: int) -> CardDef:
    """The definition of rampage ``n``'s triggered ability (702.23a): ``n`` times the
    creatures blocking it, less one, never below 0 (107.1b)."""
    bonus = Count(_BLOCKING_IT, times=n, plus=-n)
    return CardDef(f"Rampage {n}", frozenset(), tags=frozenset({"token", "inherent"}),
                   triggers=(Triggered("becomes_blocked", (
                       Become("this", power=bonus, toughness=bonus),)),),
                   text=f"Whenever this creature becomes blocked, it gets +{n}/+{n} until "
                        "end of turn for each creature blocking it beyond the first. (The "
                        "ability of the keyword rampage, 702.23a.)")


#: each keyword that is a triggered ability, and the name of its ability's definition
KEYWORD_TRIGGERS = {f"rampage_{n}": f"Rampage {n}" for n in range(1, 5)}

DEFS = [rampage(n) for n in range(1, 5)]
