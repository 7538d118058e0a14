"""Hypothesis strategies and checks for testing Magic engines against Shahrazad's rules.

Import them in your own test suite (they need the ``test`` extra: hypothesis)::

    from hypothesis import given
    from engine.testing import played_tables, check_table

    @given(played_tables(max_actions=200))
    def test_my_invariant(table):
        assert check_table(table) == []

* :func:`decklists`: legal decks from the pool, with Shahrazad and wishes;
* :func:`scenario_texts`: scenario files (TOML) that load and run;
* :func:`played_tables` / :func:`event_streams`: whole recorded tables, made by
  playing a sequence of legal decisions that hypothesis chooses (and shrinks), so
  they are valid;
* :func:`corrupted_logs`: a log file's bytes damaged one way or another (bytes
  flipped, events dropped, duplicated, reordered, truncated, a forged hash), with
  what was done;
* :func:`check_table`: every invariant at once (conservation, nesting, fold =
  live state, codec round trip, log round trip).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import msgpack
from hypothesis import strategies as st

from engine.agents import PassiveAgent
from engine.cards.pool import CARDS
from engine.decisions import ActivateMana, Decision, Pass
from engine.table import Table
from events import decode, encode
from events.base import Event
from events.logfile import MAGIC, dumps, loads
from projections.fold import fold
from projections.invariants import conservation_problems, nesting_problems, suspension_problems

__all__ = ["check_table", "corrupted_logs", "decklists", "event_streams", "played_tables",
           "random_deck", "scenario_texts", "seeds"]

_BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
_SUBGAME = ["Shahrazad", "Living Wish", "Burning Wish", "Golden Wish", "Desecrated Tomb",
            "Oblivion Ring", "Death Wish"]


def _spells() -> list[str]:
    return sorted(name for name, d in CARDS.items()
                  if d.cost is not None and not d.tags & {"token", "extension"}
                  and not d.faces and "Basic" not in d.supertypes and not any(
                      k in d.tags for k in ("commander", "vanguard", "plane", "scheme"))
                  and not ({"Plane", "Scheme", "Vanguard"} & d.types))


def random_deck(rng: random.Random, size: int = 30, shahrazads: int = 3) -> list[str]:
    """A deck of ``size`` cards: half basic lands, Shahrazad and wishes, the rest spells."""
    deck = ["Shahrazad"] * shahrazads + rng.sample(_SUBGAME[1:], 3)
    lands = size // 2
    deck += [rng.choice(_BASICS) for _ in range(lands)]
    pool = _spells()
    while len(deck) < size:
        deck.append(rng.choice(pool))
    return deck


def seeds() -> st.SearchStrategy[int]:
    return st.integers(0, 2**31 - 1)


def decklists(min_size: int = 20, max_size: int = 40) -> st.SearchStrategy[list[str]]:
    """Decks from the pool with Shahrazad in them (so subgames happen)."""
    return st.builds(lambda seed, size: random_deck(random.Random(seed), size),
                     seeds(), st.integers(min_size, max_size))


@st.composite
def played_tables(draw: st.DrawFn, max_actions: int = 300, players: int | None = None,
                  edition: str = "current") -> Table:
    """A table played for up to ``max_actions`` decisions, each chosen by hypothesis
    among the legal ones (so it shrinks to short games)."""
    n = players or draw(st.integers(2, 4), label="players")
    names = ["A", "B", "C", "D"][:n]
    decks = [draw(decklists(), label=f"deck {p}") for p in names]
    table = Table.new(names, decks, seed=draw(seeds(), label="seed"), edition=edition,
                      sideboards=[["Juzam Djinn", "Shahrazad"]] * n)
    for _ in range(max_actions):
        if table.is_over():
            break
        options = table.legal_decisions()
        acting = [d for d in options if not isinstance(d, Pass | ActivateMana)]
        if acting and draw(st.integers(0, 3), label="act") > 0:
            options = acting
        choice: Decision = options[draw(st.integers(0, len(options) - 1), label="decision")]
        table.push(choice)
    return table


def event_streams(max_actions: int = 300) -> st.SearchStrategy[list[Event]]:
    """Whole recorded event streams, valid because they were played."""
    return played_tables(max_actions).map(lambda t: list(t.events))


@st.composite
def scenario_texts(draw: st.DrawFn) -> str:
    """A scenario file: two players at some step with cards in their zones."""
    rng = random.Random(draw(seeds()))
    step = draw(st.sampled_from(["upkeep", "main1", "beginning_of_combat", "main2", "end"]))
    lines = [f"seed = {rng.randrange(1000)}", 'players = ["A", "B"]', 'active = "A"',
             f"turn = {draw(st.integers(1, 9))}", f'step = "{step}"']
    for pid in ("A", "B"):
        deck = random_deck(rng, 30)
        lines.append(f"[{pid}]")
        lines.append(f"life = {draw(st.integers(1, 30))}")
        for zone, k in (("hand", 4), ("graveyard", 2), ("library", 12)):
            cards = ", ".join(f'"{c}"' for c in rng.sample(deck, k))
            lines.append(f"{zone} = [{cards}]")
        lands = ", ".join(f'"{rng.choice(_BASICS)}"' for _ in range(3))
        lines.append(f"battlefield = [{lands}]")
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


def check_table(table: Table) -> list[str]:
    """Every invariant Shahrazad promises, as a list of problems (empty when all hold)."""
    problems = conservation_problems(table.state) + nesting_problems(table.state)
    problems += suspension_problems(table.events)
    if fold(table.events) != table.state:
        problems.append("the fold of the log differs from the live state")
    for event in table.events:
        if decode(encode(event)) != event:
            problems.append(f"event {event.position} does not survive the codec")
            break
    if table.events and loads(dumps(table.events)).events != table.events:
        problems.append("the log file does not round-trip")
    return problems
