"""Hypothesis strategies, checks and a state machine for testing Magic engines
against Shahrazad's rules.

Import them in your own test suite (they need the ``test`` extra: hypothesis)::

    from hypothesis import given
    from shahrazad.testing import played_tables, check_table

    @given(played_tables(max_actions=200))
    def test_my_invariant(table):
        assert check_table(table) == []

or subclass the playing state machine, as hypothesis's ``RuleBasedStateMachine``::

    from hypothesis.stateful import invariant
    from shahrazad.testing import TableMachine

    class NobodyHasNegativeLife(TableMachine):
        @invariant()
        def life_is_a_number(self):
            for game in self.table.state.games.values():
                assert all(isinstance(p.life, int) for p in game.player.values())

    TestNobodyHasNegativeLife = NobodyHasNegativeLife.TestCase

* :class:`TableMachine`: plays one table, a decision per step, every invariant
  checked after every step; its strategies (``players``, ``decks``, ``editions``)
  are class attributes to replace, and you add rules and invariants as usual;
* :func:`decklists`: decks from the pool with Shahrazad and cards that reach across
  games, drawn card by card, so a failing deck shrinks (to fewer cards, and Plains
  for every card the failure does not need);
* :func:`scenario_texts`: scenario files (TOML) that load and run;
* :func:`played_tables` / :func:`event_streams`: whole recorded tables, made by
  playing a sequence of legal decisions that hypothesis chooses (and shrinks), so
  they are valid;
* :func:`corrupted_logs`: a log file's bytes damaged one way or another (bytes
  flipped, events dropped, duplicated, reordered, truncated, a forged hash), with
  what was done;
* :func:`check_table`: every invariant at once (conservation, nesting, owners, fold =
  live state, codec round trip, log round trip);
* :func:`random_deck`: a deck from a seeded generator, for a fuzzer's seed-driven
  tables (:mod:`shahrazad.fuzz`) rather than for hypothesis.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import msgpack
from hypothesis import event
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from shahrazad.agents import PassiveAgent
from shahrazad.decisions import Decision
from shahrazad.events import decode, encode
from shahrazad.events.base import Event
from shahrazad.events.storage.logfile import MAGIC, dumps, verify_log
from shahrazad.fuzz import (
    BASICS,
    PLAYER_IDS,
    SIDEBOARD,
    SUBGAME_CARDS,
    check_table,
    random_deck,
    spell_names,
)
from shahrazad.projections.fold import apply
from shahrazad.projections.invariants import (
    OwnershipLedger,
    conservation_problems,
    nesting_problems,
    suspension_problems,
)
from shahrazad.projections.replay import Replay
from shahrazad.projections.state import TableState
from shahrazad.table import Table

__all__ = ["TableMachine", "check_table", "corrupted_logs", "decklists", "event_streams",
           "pass_until", "played_tables", "random_deck", "scenario_texts", "seeds"]


def seeds() -> st.SearchStrategy[int]:
    """Table seeds (they shrink toward 0)."""
    return st.integers(0, 2**31 - 1)


#: what a deck's card is, by a draw from 0 to 9: a basic land half the time, a spell
#: three times in ten, a card that reaches across games or one that starts a subgame once
#: each. Every kind holds two cards or more, so every card costs the same two draws and
#: a simpler deck is one with simpler cards, the first kind's first card (Plains) first.
_KINDS = (*[BASICS] * 5, *[spell_names()] * 3, SUBGAME_CARDS[1:],
          ("Shahrazad", "Enter the Dungeon"))


@st.composite
def _deck_card(draw: st.DrawFn) -> str:
    kind = draw(st.integers(0, len(_KINDS) - 1), label="kind of card")
    name: str = draw(st.sampled_from(_KINDS[kind]), label="card")
    return name


@st.composite
def decklists(draw: st.DrawFn, min_size: int = 20, max_size: int = 40) -> list[str]:
    """Decks of ``min_size`` to ``max_size`` cards from the pool: a Shahrazad (so that
    subgames can happen), then cards drawn one by one, about half of them basic lands,
    three in ten spells and one in five cards that reach across games or start a
    subgame.

    Every card is a draw of hypothesis's, so a failing deck shrinks: toward the
    smallest size and toward Plains, keeping only the cards the failure needs.
    """
    if min_size < 1 or max_size < min_size:
        raise ValueError("decklists: 1 <= min_size <= max_size")
    size = draw(st.integers(min_size, max_size), label="deck size")
    rest = draw(st.lists(_deck_card(), min_size=size - 1, max_size=size - 1), label="cards")
    return ["Shahrazad", *rest]


def _draw_decision(draw: Callable[..., Any], table: Table) -> Decision:
    """One of the legal decisions of the player the table waits on, chosen by ``draw``.

    Three times in four it is one that does something (neither a pass nor a mana
    ability), when there is one, so that spells get cast and subgames start; a failing
    game shrinks toward passing and the first option. ``draw`` is a composite
    strategy's ``draw`` or a ``st.data()`` object's.
    """
    options = table.legal_decisions()
    acting = [d for d in options if d.KIND not in ("pass", "mana")]
    if acting and draw(st.integers(0, 3), label="act") > 0:
        options = acting
    index: int = draw(st.integers(0, len(options) - 1), label="decision")
    return options[index]


@st.composite
def played_tables(draw: st.DrawFn, max_actions: int = 300, players: int | None = None,
                  edition: str = "current") -> Table:
    """A table played for up to ``max_actions`` decisions, each chosen by hypothesis
    among the legal ones (so it shrinks to short games)."""
    n = players or draw(st.integers(2, 4), label="players")
    names = list(PLAYER_IDS[:n])
    decks = [draw(decklists(), label=f"deck {p}") for p in names]
    table = Table.new(names, decks, seed=draw(seeds(), label="seed"), edition=edition,
                      sideboards=[list(SIDEBOARD)] * n)
    for _ in range(max_actions):
        if table.is_over():
            break
        table.push(_draw_decision(draw, table))
    return table


def event_streams(max_actions: int = 300) -> st.SearchStrategy[list[Event]]:
    """Whole recorded event streams, valid because they were played."""
    return played_tables(max_actions).map(lambda t: list(t.events))


def _scenario_cards() -> st.SearchStrategy[str]:
    # Shahrazad and its kin first: a failing scenario shrinks toward them.
    return st.one_of(st.sampled_from(SUBGAME_CARDS), st.sampled_from(BASICS),
                     st.sampled_from(spell_names()))


@st.composite
def scenario_texts(draw: st.DrawFn) -> str:
    """A scenario file: two players at some step with cards in their zones, every card
    and number drawn by hypothesis (so a failing scenario shrinks)."""
    step = draw(st.sampled_from(["upkeep", "main1", "beginning_of_combat", "main2", "end"]),
                label="step")
    lines = [f"seed = {draw(st.integers(0, 999), label='seed')}", 'players = ["A", "B"]',
             'active = "A"', f"turn = {draw(st.integers(1, 9), label='turn')}",
             f'step = "{step}"']
    for pid in ("A", "B"):
        lines.append(f"[{pid}]")
        lines.append(f"life = {draw(st.integers(1, 30), label=f'{pid} life')}")
        for zone, k in (("hand", 4), ("graveyard", 2), ("library", 12)):
            names = draw(st.lists(_scenario_cards(), min_size=k, max_size=k),
                         label=f"{pid} {zone}")
            lines.append(f"{zone} = {json.dumps(names)}")  # a JSON list is a TOML array
        lands = draw(st.lists(st.sampled_from(BASICS), min_size=3, max_size=3),
                     label=f"{pid} lands")
        lines.append(f"battlefield = {json.dumps(lands)}")
    return "\n".join(lines) + "\n"


CORRUPTIONS = ("flip", "drop", "duplicate", "swap", "truncate", "forge")


@st.composite
def corrupted_logs(draw: st.DrawFn, events: Sequence[Event] | None = None
                   ) -> tuple[bytes, str]:
    """A log file's bytes with one kind of damage, and the name of that damage."""
    if events is None:
        events = draw(event_streams(60))
    data = dumps(events)
    how = draw(st.sampled_from(CORRUPTIONS))
    unpacker = msgpack.Unpacker(use_list=False, raw=False)
    unpacker.feed(data[len(MAGIC):])
    items: list[Any] = list(unpacker)
    header, records, trailer = items[0], items[1:-1], items[-1]
    i = draw(st.integers(0, max(0, len(records) - 2)), label="record")
    if how == "flip":
        blob = bytearray(data)
        at = draw(st.integers(len(MAGIC), len(blob) - 1), label="byte")
        blob[at] ^= draw(st.integers(1, 255), label="mask")
        return bytes(blob), how
    if how == "truncate":
        return data[: draw(st.integers(0, len(data) - 1), label="cut")], how
    if how == "drop":
        del records[i]
    elif how == "duplicate":
        records.insert(i, records[i])
    elif how == "swap":
        if records[i] == records[i + 1]:
            return data[:-1], "truncate"
        records[i], records[i + 1] = records[i + 1], records[i]
    elif how == "forge":
        i += isinstance(records[i], dict)  # an end-of-action mark: forge the record after it
        records[i] = (bytes(16), records[i][1])
    packed = [msgpack.packb(x, use_bin_type=True) for x in (header, *records, trailer)]
    return MAGIC + b"".join(packed), how


def pass_until(table: Table, done: Callable[[Table], bool], limit: int = 500) -> None:
    """Let every player take the passive agent's decision until ``done(table)`` holds.

    Raises ``AssertionError`` if the table ends first or ``limit`` decisions go by: a
    test that waits for something that never comes fails instead of hanging.
    """
    agent = PassiveAgent()
    for _ in range(limit):
        if done(table):
            return
        waiting = table.pending()
        assert waiting is not None, "the table ended before the condition held"
        table.push(agent.decide(table, waiting))
    raise AssertionError(f"the condition did not hold within {limit} decisions")



# -- the playing state machine -----------------------------------------------------


class TableMachine(RuleBasedStateMachine):
    """A hypothesis state machine that plays one table, a legal decision per step.

    Its one rule takes a decision of the player the table waits on (hypothesis
    chooses which, and shrinks a failing game to a short one: fewer steps, passes,
    the first option). After every step it checks that every card is in exactly one
    zone of one game (or outside every game) and that the game tree nests; that a
    suspended game only waited and deferred triggers went home; that every event
    survives the codec and the fold of the log is the live state; and now and then
    that a :class:`~shahrazad.projections.replay.Replay` seeking back and forth agrees. At the
    end, the log file verifies.

    Subclass it to change the table or add checks: the class attributes below are
    the strategies the table is drawn from, and your own ``@rule`` and ``@invariant``
    methods join these (``self.table`` is the :class:`~shahrazad.table.Table`). Then
    run ``YourMachine.TestCase`` under pytest, or under HypoFuzz for long campaigns.
    """

    #: how many players sit at the table
    players: ClassVar[st.SearchStrategy[int]] = st.integers(2, 3)
    #: each player's deck (drawn once per player)
    decks: ClassVar[st.SearchStrategy[list[str]]] = decklists()
    #: the rules edition the table plays
    editions: ClassVar[st.SearchStrategy[str]] = st.just("current")
    #: every player's sideboard (what wishes can fetch)
    sideboard: ClassVar[Sequence[str]] = SIDEBOARD
    #: check a Replay's seeks whenever the log's length is a multiple of this
    seek_every: ClassVar[int] = 40

    table: Table

    @initialize(data=st.data())
    def open_table(self, data: st.DataObject) -> None:
        n = data.draw(self.players, label="players")
        names = list(PLAYER_IDS[:n])
        decks = [data.draw(self.decks, label=f"deck {p}") for p in names]
        self.table = Table.new(names, decks, seed=data.draw(seeds(), label="seed"),
                               edition=data.draw(self.editions, label="edition"),
                               sideboards=[list(self.sideboard)] * n)
        self._replayed = TableState()
        self._checked = 0
        self._owners = OwnershipLedger()
        self._owned = 0

    @precondition(lambda self: not self.table.is_over())
    @rule(data=st.data())
    def decide(self, data: st.DataObject) -> None:
        assert self.table.legal_decisions(), "a pending player always has a legal decision"
        self.table.push(_draw_decision(data.draw, self.table))
        event(f"deepest game so far: {max(g.depth for g in self.table.state.games.values())}")

    @invariant()
    def cards_are_conserved_and_games_nest(self) -> None:
        state = self.table.state
        assert conservation_problems(state) == []
        assert nesting_problems(state) == []

    @invariant()
    def suspended_games_wait_and_triggers_go_home(self) -> None:
        assert suspension_problems(self.table.events) == []

    @invariant()
    def cards_change_owner_only_by_the_ownership_event(self) -> None:
        # Followed as the log grows, like the fold below: linear in the table's length.
        self._owners.follow(self.table.events[self._owned:])
        self._owned = len(self.table.events)
        assert self._owners.problems(self.table.state) == []

    @invariant()
    def the_fold_of_the_log_is_the_live_state(self) -> None:
        # Folded as it grows, not from the start each step: the same check, in linear time.
        for recorded in self.table.events[self._checked:]:
            assert decode(encode(recorded)) == recorded
            apply(self._replayed, recorded)
        self._checked = len(self.table.events)
        assert self._replayed == self.table.state

    @invariant()
    def seeking_back_and_forth_gives_the_same_state(self) -> None:
        n = len(self.table.events)
        if n and n % self.seek_every == 0:
            r = Replay(self.table.events, every=50)
            earlier = r.at(n // 2)
            assert r.at(n) == self.table.state and r.at(n // 2) == earlier

    def teardown(self) -> None:
        if getattr(self, "table", None) is not None and self.table.events:
            assert verify_log(dumps(self.table.events)).ok
