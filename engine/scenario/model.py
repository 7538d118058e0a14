"""A parsed scenario: the table as it stands and the players' decisions, as data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.scenario.expect import Expectation
    from engine.scenario.policies import Policy
    from engine.table import Table


@dataclass
class Placed:
    """One card a scenario puts in a zone, as the file describes it."""

    name: str
    zone: str
    tapped: bool = False
    sick: bool = False
    attached_to: int | None = None  # index in the same player's battlefield list
    counters: dict[str, int] = field(default_factory=dict)


@dataclass
class Scenario:
    """A parsed scenario file; :meth:`table` builds its starting point."""

    players: list[str]
    edition: str = "current"
    seed: int = 0
    active: str = ""
    turn: int = 1
    step: str = "main1"
    life: dict[str, int] = field(default_factory=dict)
    counters: dict[str, dict[str, int]] = field(default_factory=dict)
    cards: dict[str, list[Placed]] = field(default_factory=dict)
    sideboards: dict[str, list[str]] = field(default_factory=dict)
    decisions: list[dict[str, Any]] = field(default_factory=list)
    until: str = "game_over"
    options: dict[str, str] = field(default_factory=dict)
    source: str = "<scenario>"
    #: a table that starts from decks instead (``[decks]``): Table.new with these
    decks: dict[str, list[str]] = field(default_factory=dict)
    starting_player: str | None = None
    #: standing orders, per player (``[policies]``, :mod:`engine.scenario.policies`)
    policies: dict[str, list[Policy]] = field(default_factory=dict)
    #: the expected ruling (``[[expect]]``, :mod:`engine.scenario.expect`)
    expectations: list[Expectation] = field(default_factory=list)
    #: actions the orders and the fallback may take while one decision waits
    #: (``[run] max_fallback``)
    max_fallback: int = 2000

    def table(self) -> Table:
        """The table at the scenario's starting point, built from events."""
        from engine.scenario.setup import build_table

        return build_table(self)
