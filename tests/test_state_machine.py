"""The playing state machine (shahrazad.testing.TableMachine) on a deck built for subgames.

The machine's one rule takes a legal decision of the pending player (hypothesis
chooses which, and shrinks a failing game to a short one); its invariants are
checked after every step: card conservation across the game tree, proper nesting,
suspended games that only wait, the fold of the log equal to the live state, the
codec's round trip and a replay's seeks. This subclass only swaps the decks for
one with fast mana and many Shahrazads, so that subgames start within a few
hundred steps; it is also how a user adds their own checks.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import invariant

from shahrazad.testing import TableMachine

DECK = (["Plains"] * 8 + ["Forest"] * 3 + ["Mountain"] * 3 + ["Shahrazad"] * 4
        + ["Living Wish"] * 2 + ["Burning Wish"] + ["Mox Pearl"] * 2 + ["Black Lotus"]
        + ["Desecrated Tomb"] + ["Grizzly Bears"] * 2 + ["Lightning Bolt"] * 2)


class PlayingTable(TableMachine):
    """Two or three players, each with DECK."""

    decks = st.just(DECK)

    @invariant()
    def the_innermost_running_game_is_where_the_table_waits(self) -> None:
        waiting = self.table.pending()
        current = self.table.state.current
        assert (waiting is None) == (current is None)
        if waiting is not None and current is not None:
            assert waiting.game == current.path


PlayingTable.TestCase.settings = settings(
    max_examples=20, stateful_step_count=300, deadline=None,
    suppress_health_check=[HealthCheck.too_slow])
TestPlayingTable = PlayingTable.TestCase
