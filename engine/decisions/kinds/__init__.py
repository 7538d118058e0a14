"""The kinds of decision, one registered entry each (see :mod:`shahrazad.decisions`).

Grouped by the questions they answer: :mod:`.opening` (the opening hand),
:mod:`.priority` (what a player with priority does), :mod:`.combat` (attackers and
blockers), :mod:`.cleanup` (the hand-size discard), :mod:`.resolving` (choices asked
while something resolves or triggers), :mod:`.copying` (a copy's targets, a cost an
effect offers, objects to choose), :mod:`.starting` (who goes first, when a player
chooses), :mod:`.choosing` (choices a resolving effect or a modal spell asks for),
:mod:`.companion` (the companion's special action), :mod:`.legend` (the legend rule's
question), :mod:`.untapping` (the untap step's "you may choose not to untap"), :mod:`.skipping`
(a turn or a draw step skipped instead, 614.10),
:mod:`.variant` (the planar die, a commander's owner's answers) and :mod:`.conceding`
(any time); batch D-CONTROL's :mod:`.offering` (what an effect offers: a payment, 116.1,
a "you may" redirection, 614.9). What they share is in :mod:`.common`. A module here
registers its entries when it is imported: add a new one to the list below.
"""

from shahrazad.decisions.kinds import (
    choosing,
    cleanup,
    combat,
    companion,
    conceding,
    copying,
    legend,
    offering,
    opening,
    priority,
    resolving,
    skipping,
    starting,
    untapping,
    variant,
)

__all__ = ["choosing", "cleanup", "combat", "companion", "conceding", "copying", "legend",
           "offering", "opening", "priority", "resolving", "skipping", "starting", "untapping",
           "variant"]
