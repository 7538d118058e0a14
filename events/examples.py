"""The first events of a small table, for the examples in docstrings and for tests.

Every table begins the same way: ``TableOpened`` (its edition, seed, players and
decks) and the main game's ``GameStarted``. The examples of the projections start
from these two events rather than from a played table, so that what an example
shows depends on nothing but the events it names; this module writes them once.

>>> opened, started = first_events()
>>> opened.players, opened.decks[0][:2], started.game, started.starting_life
(('A', 'B'), ('Island', 'Island'), '1', 20)
"""

from __future__ import annotations

from collections.abc import Sequence

from shahrazad.events.vocabulary import GameStarted, TableOpened

__all__ = ["first_events"]


def first_events(players: Sequence[str] = ("A", "B"), deck: Sequence[str] = ("Island",) * 40,
                 seed: int = 1, edition: str = "current") -> tuple[TableOpened, GameStarted]:
    """A table of ``players``, each with ``deck``, opened (position 1) and its main game
    begun (position 2) with 20 life and seven-card hands."""
    names = tuple(players)
    opened = TableOpened.from_payload(TableOpened.VERSION, 1, "1", "100.1", None, {
        "edition": edition, "seed": seed, "players": names,
        "decks": (tuple(deck),) * len(names), "sideboards": ((),) * len(names),
        "options": (), "engine_version": ""})
    started = GameStarted.from_payload(GameStarted.VERSION, 2, "1", "103", None, {
        "players": names, "starting_life": 20, "hand_size": 7})
    assert isinstance(opened, TableOpened) and isinstance(started, GameStarted)
    return opened, started
