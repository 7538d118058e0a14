"""Agents: who makes the decisions when no person does.

* :class:`PassiveAgent` passes priority, keeps its hand, declares no attackers
  and no blockers, and otherwise takes the first option.
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

from engine.decisions import (
    Allow,
    Attack,
    Block,
    Bottom,
    ChooseCard,
    ChooseOutside,
    Decision,
    Discard,
    Keep,
    Pass,
)
from engine.rules.decide import Pending

if TYPE_CHECKING:
    from engine.table import Table

__all__ = ["Agent", "PassiveAgent", "RandomAgent", "ScriptedAgent"]


class Agent(Protocol):
    def decide(self, table: Table, pending: Pending) -> Decision: ...


class PassiveAgent:
    """Does as little as the rules allow."""

    def decide(self, table: Table, pending: Pending) -> Decision:
        hand = table.game(pending.game).player[pending.player].hand
        if pending.kind == "mulligan":
            return Keep()
        if pending.kind == "bottom":
            return Bottom(tuple(hand[: pending.amount]))
        if pending.kind == "discard":
            return Discard(tuple(hand[: pending.amount]))
        if pending.kind == "attackers":
            return Attack(())
        if pending.kind == "blockers":
            return Block(())
        if pending.kind == "search":
            return ChooseCard(None)
        if pending.kind == "wish":
            return ChooseOutside(None)
        if pending.kind == "allow":
            return Allow(False)
        if pending.kind == "target":  # a trigger must have a target: take the first one
            return table.legal_decisions()[0]
        return Pass()


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
