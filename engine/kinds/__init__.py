"""The kinds of decision, one registered entry each (see :mod:`engine.decisions`).

Grouped by the questions they answer: :mod:`.opening` (the opening hand),
:mod:`.priority` (what a player with priority does), :mod:`.combat` (attackers and
blockers), :mod:`.cleanup` (the hand-size discard), :mod:`.resolving` (choices asked
while something resolves or triggers), :mod:`.starting` (who goes first, when a player
chooses), :mod:`.variant` (the planar die, a commander's owner's answers) and
:mod:`.conceding` (any time). What they
share is in :mod:`.common`. A module here registers its entries when it is imported:
add a new one to the list below.
"""

from engine.kinds import (
    cleanup,
    combat,
    conceding,
    opening,
    priority,
    resolving,
    starting,
    variant,
)

__all__ = ["cleanup", "combat", "conceding", "opening", "priority", "resolving", "starting",
           "variant"]
