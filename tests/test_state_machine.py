"""A hypothesis state machine that plays real games, Shahrazad and wishes included.

Its one rule takes a legal decision of the pending player (hypothesis chooses
which, and shrinks a failing game to a short one); the invariants are checked
after every step: card conservation across the game tree, proper nesting, the
fold of the log equal to the live state, and the codec's round trip.
"""

from __future__ import annotations

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from engine.decisions import Mana, Pass
from engine.table import Table
from events import decode, encode
from events.logfile import dumps, verify_log
from projections.fold import apply
from projections.invariants import conservation_problems, nesting_problems, suspension_problems
from projections.replay import Replay
from projections.state import TableState

DECK = (["Plains"] * 8 + ["Forest"] * 3 + ["Mountain"] * 3 + ["Shahrazad"] * 4
        + ["Living Wish"] * 2 + ["Burning Wish"] + ["Mox Pearl"] * 2 + ["Black Lotus"]
        + ["Desecrated Tomb"] + ["Grizzly Bears"] * 2 + ["Lightning Bolt"] * 2)
SIDE = ["Juzam Djinn", "Shahrazad"]


class PlayingTable(RuleBasedStateMachine):
    """Plays one table decision by decision."""

    table: Table
    replayed: TableState

    @initialize(seed=st.integers(0, 2**16), players=st.integers(2, 3))
    def open_table(self, seed: int, players: int) -> None:
        names = ["A", "B", "C"][:players]
        self.table = Table.new(names, [DECK] * players, seed=seed, sideboards=[SIDE] * players)
        self.replayed = TableState()
        self.checked = 0

    @precondition(lambda self: not self.table.is_over())
    @rule(data=st.data())
    def decide(self, data: st.DataObject) -> None:
        options = self.table.legal_decisions()
        assert options, "a pending player always has a legal decision"
        # Mostly do something rather than pass, so that spells get cast and subgames start.
        acting = [d for d in options if not isinstance(d, Pass | Mana)]
        if acting and data.draw(st.integers(0, 3), label="act") > 0:
            options = acting
        index = data.draw(st.integers(0, len(options) - 1), label="decision")
        self.table.push(options[index])
        depth = max(g.depth for g in self.table.state.games.values())
        event(f"deepest game so far: {depth}")

    @invariant()
    def cards_are_conserved(self) -> None:
        state = self.table.state
        if any(g.player[p].kept for g in state.games.values() for p in g.players):
            assert conservation_problems(state) == []
        assert nesting_problems(state) == [] or not state.games

    @invariant()
    def suspended_games_wait_and_triggers_go_home(self) -> None:
        assert suspension_problems(self.table.events) == []

    @invariant()
    def seeking_back_and_forth_gives_the_same_state(self) -> None:
        n = len(self.table.events)
        if n and n % 40 == 0:
            r = Replay(self.table.events, every=50)
            earlier = r.at(n // 2)
            assert r.at(n) == self.table.state and r.at(n // 2) == earlier

    def teardown(self) -> None:
        if getattr(self, "table", None) is not None and self.table.events:
            assert verify_log(dumps(self.table.events)).ok

    @invariant()
    def the_fold_of_the_log_is_the_live_state(self) -> None:
        for recorded in self.table.events[self.checked:]:
            assert decode(encode(recorded)) == recorded
            apply(self.replayed, recorded)
        self.checked = len(self.table.events)
        assert self.replayed == self.table.state


PlayingTable.TestCase.settings = settings(
    max_examples=20, stateful_step_count=300, deadline=None,
    suppress_health_check=[HealthCheck.too_slow])
TestPlayingTable = PlayingTable.TestCase
