"""Agents: who makes the decisions when no person does.

* :class:`PassiveAgent` passes priority, keeps its hand, declares no attackers
  and no blockers, chooses nothing, and otherwise takes the first option.
* :class:`RandomAgent` picks uniformly among the legal decisions, from its own
  seeded generator, so a seed reproduces a whole game.
* :class:`ScriptedAgent` plays a list of decisions (a scenario's) and falls
  back to another agent when the list says nothing.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from engine.decisions import Asked, Decision, Pending, answering

if TYPE_CHECKING:
    from engine.table import Table

__all__ = ["Agent", "PassiveAgent", "RandomAgent", "ScriptedAgent"]


class Agent(Protocol):
    def decide(self, table: Table, pending: Pending) -> Decision: ...


class PassiveAgent:
    """Does as little as the rules allow: each question's default answer (its registry
    entry's ``passive``: pass, keep, attack and block with nothing, choose nothing),
    and where there is none (a trigger must have a target) the first legal decision."""

    def decide(self, table: Table, pending: Pending) -> Decision:
        at = Asked(table.state, table.game(pending.game), pending.player, pending)
        for rules in answering(pending.kind):
            default = rules.passive(at)
            if default is not None:
                return default  # type: ignore[no-any-return]
        return table.legal_decisions()[0]


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
