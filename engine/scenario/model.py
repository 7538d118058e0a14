"""A parsed scenario: the table as it stands and the players' decisions, as data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.cards.model import CardDef
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
    #: the file's own cards (``[cards]``), recorded in the table's first event
    custom_cards: tuple[CardDef, ...] = ()

    def table(self) -> Table:
        """The table at the scenario's starting point, built from events."""
        from engine.scenario.setup import build_table

        return build_table(self)
