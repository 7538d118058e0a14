"""Agents: who makes the decisions when no person does.

* :class:`PassiveAgent` passes priority, keeps its hand, declares no attackers
  and no blockers, chooses nothing, and otherwise takes the first option. Given
  card names to ``keep``, it throws those away last (discarding to hand size,
  putting cards on the bottom after a mulligan).
* :class:`RandomAgent` picks uniformly among the legal decisions, from its own
  seeded generator, so a seed reproduces a whole game.
* :class:`ScriptedAgent` plays a list of decisions (a scenario's) and falls
  back to another agent when the list says nothing.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from shahrazad.decisions import Asked, Decision, Pending, answering

if TYPE_CHECKING:
    from shahrazad.table import Table

__all__ = ["Agent", "PassiveAgent", "RandomAgent", "ScriptedAgent"]


class Agent(Protocol):
    def decide(self, table: Table, pending: Pending) -> Decision: ...


class PassiveAgent:
    """Does as little as the rules allow: each question's default answer (its registry
    entry's ``passive``: pass, keep, attack and block with nothing, choose nothing),
    and where there is none (a trigger must have a target) the first legal decision.

    Where the default throws cards away (a discard to hand size, the cards put on the
    bottom after a mulligan: the oldest cards in hand), the cards named in ``keep``
    (case-insensitive card names: what a scenario means to cast) go last:

    >>> from shahrazad.table import Table
    >>> t = Table.new(["A", "B"], [["Juzam Djinn"] * 3 + ["Island"] * 37] * 2, seed=2,
    ...               starting_player="A")
    >>> _ = t.push_named("mulligan"); _ = t.push_named("keep"); t.pending().kind
    'bottom'
    >>> def names(oids): return [t.game().objects[o].name for o in oids]
    >>> names(t.game().player["A"].hand)[:3]
    ['Juzam Djinn', 'Island', 'Juzam Djinn']
    >>> names(PassiveAgent().decide(t, t.pending()).cards)
    ['Juzam Djinn']
    >>> names(PassiveAgent(["Juzam Djinn"]).decide(t, t.pending()).cards)
    ['Island']
    """

    def __init__(self, keep: Iterable[str] = ()) -> None:
        self.keep = frozenset(name.casefold() for name in keep)

    def decide(self, table: Table, pending: Pending) -> Decision:
        at = Asked(table.state, table.game(pending.game), pending.player, pending)
        for rules in answering(pending.kind):
            default = rules.passive(at)
            if default is not None:
                return self._spare(at, default)
        return table.legal_decisions()[0]

    def _spare(self, at: Asked, default: Decision) -> Decision:
        """``default`` with the cards it throws away chosen from the others first."""
        cards = getattr(default, "cards", None)
        if not self.keep or not isinstance(cards, tuple) or not cards:
            return default
        hand = at.game.player[at.player].hand
        if not set(cards) <= set(hand):
            return default
        # oldest first, as the default does, but the cards to keep after every other
        ordered = sorted(hand, key=lambda o: at.game.objects[o].name.casefold() in self.keep)
        return replace(default, cards=tuple(ordered[:len(cards)]))  # type: ignore[call-arg]


class RandomAgent:
    """Uniform over the legal decisions, from a generator seeded with ``seed``."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, table: Table, pending: Pending) -> Decision:
        options = table.legal_decisions()
        if not options:  # pragma: no cover - the engine always offers one
            return PassiveAgent().decide(table, pending)
        return self.rng.choice(options)


class ScriptedAgent:
    """Plays ``decisions`` in order; when they run out, asks ``fallback``."""

    def __init__(self, decisions: Iterable[Decision] = (),
                 fallback: Agent | None = None) -> None:
        self.script: deque[Decision] = deque(decisions)
        self.fallback: Agent = fallback or PassiveAgent()

    def decide(self, table: Table, pending: Pending) -> Decision:
        if self.script:
            return self.script.popleft()
        return self.fallback.decide(table, pending)
