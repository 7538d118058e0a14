"""Listing the legal decisions of the player the table waits on.

Each kind that answers the table's question proposes candidates (its registry
entry's :meth:`~shahrazad.decisions.Entry.candidates`) and each is checked with
:func:`shahrazad.decisions.decide.check`, the same check a submitted decision passes,
so the list and the check never disagree. Where a full list would be huge (every
subset of a dozen attackers), a representative part is listed: each single
choice, none and all; any other legal decision is still accepted when submitted.
"""

from __future__ import annotations

from shahrazad.decisions import Asked, Decision, answering
from shahrazad.decisions.decide import check
from shahrazad.decisions.kinds.common import MAX_SUBSETS, MAX_X
from shahrazad.projections.state import TableState
from shahrazad.txn import IllegalDecision

__all__ = ["MAX_SUBSETS", "MAX_X", "legal_decisions"]


def legal_decisions(state: TableState) -> list[Decision]:
    """Every legal decision (or a representative list, see above) for the pending player."""
    at = Asked.now(state)
    if at is None:
        return []
    found: list[tuple[tuple[int, ...], int, Decision]] = []
    seen: set[Decision] = set()
    for rules in answering(at.pending.kind):
        for d in rules.candidates(at):
            if d in seen:
                continue
            seen.add(d)
            try:
                check(at, d)
            except IllegalDecision:
                continue
            found.append((rules.order(at, d), len(found), d))
    return [d for _, _, d in sorted(found, key=lambda item: item[:2])]
