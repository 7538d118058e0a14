"""Properties of many random tables with Shahrazad in the decks (727 as a whole).

After every event of every game: each card is in exactly one zone of one game (or
outside every game), no object of an ended subgame survives, and the tree nests
properly (only the innermost unfinished game runs). And a replay of the log gives
the live state.
"""

from __future__ import annotations

import pytest

from shahrazad.agents import RandomAgent
from shahrazad.projections.fold import apply
from shahrazad.projections.invariants import conservation_problems, nesting_problems
from shahrazad.projections.state import TableState
from shahrazad.table import Table

DECK = (["Plains"] * 12 + ["Forest"] * 4 + ["Mountain"] * 4 + ["Shahrazad"] * 4
        + ["Living Wish"] * 2 + ["Burning Wish"] * 2 + ["Death Wish"] * 1 + ["Swamp"] * 3
        + ["Desecrated Tomb"] * 2 + ["Serra Angel"] * 2 + ["Lightning Bolt"] * 2
        + ["Grizzly Bears"] * 2)
SIDE = ["Juzam Djinn", "Serra Angel", "Shahrazad", "Wrath of God"]


# the odd seeds play long tables: a long profile, run by CI and -m slow
@pytest.mark.parametrize("seed", [s if s % 2 == 0 else pytest.param(s, marks=pytest.mark.slow)
                                  for s in range(6)])
def test_727_card_conservation_after_every_event(seed: int) -> None:
    """727.2/727.4/727.5: cards move between games, never get lost or duplicated."""
    players = ["A", "B", "C"][: 2 + seed % 2]
    table = Table.new(players, [DECK] * len(players), seed=seed,
                      sideboards=[SIDE] * len(players))
    table.play({p: RandomAgent(f"{seed}:{p}") for p in players})
    state = TableState()
    deepest = 0
    dealt = False  # until every deck has become a library (103.3), cards are in decks
    for event in table.events:
        apply(state, event)
        dealt = dealt or event.KIND == "card_drawn"
        problems = conservation_problems(state) + nesting_problems(state) if dealt else []
        assert not problems, f"seed {seed}, after event {event.position}: {problems[:3]}"
        deepest = max(deepest, event.depth)
    assert state == table.state
    assert table.is_over()
    assert deepest >= 1, "the seed never cast Shahrazad: pick decks that do"
