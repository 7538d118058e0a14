"""The event vocabulary: every kind round-trips through the codec, old versions are
upcast, and folding a log gives the live state over a few hundred random games."""

from __future__ import annotations

import dataclasses
import pickle
import typing

import msgpack
import pytest

from shahrazad.agents import RandomAgent
from shahrazad.events import EVENT_TYPES, decode, encode
from shahrazad.events.base import Event, event_type
from shahrazad.events.codec import CorruptEvent
from shahrazad.events.storage.logfile import MAGIC, dumps
from shahrazad.projections.fold import (
    FoldError,
    apply,
    clone,
    fold,
    fold_encoded,
    fold_raw,
    unhandled,
)
from shahrazad.projections.replay import Replay
from shahrazad.projections.state import TableState, copy_table
from shahrazad.table import Table


def _sample(annotation: str) -> object:
    hint = annotation.replace(" ", "")
    if hint.startswith("tuple[tuple[int,str]"):
        return ((7, "B"),)
    if hint.startswith("tuple[tuple[int,int]"):
        return ((7, 8),)
    if hint.startswith("tuple[tuple[str,str]") or hint.startswith("tuple[tuple[str,int]"):
        return (("k", "v"),) if "str,str" in hint else (("k", 1),)
    if hint.startswith("tuple[tuple[str"):
        return (("Island", "Plains"),)
    if hint.startswith("tuple[str"):
        return ("A", "B")
    if hint.startswith("tuple[int"):
        return (1, 2, 3)
    if hint.startswith("tuple[Target") or hint.startswith("tuple[object"):
        return (1, "B")
    if hint in ("bool",):
        return True
    if hint.startswith("int") or hint.startswith("Target"):
        return 5
    return "x"


def sample(cls: type[Event]) -> Event:
    hints = {f.name: f.type for f in dataclasses.fields(cls)}
    payload = {name: _sample(str(hints[name])) for name in cls.FIELDS}
    return cls(position=9, game="1.1", rule="727.2", cause=3, **payload)


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_every_event_kind_round_trips_through_the_codec(kind: str) -> None:
    event = sample(EVENT_TYPES[kind])
    assert decode(encode(event)) == event
    assert encode(decode(encode(event))) == encode(event)


def test_every_event_kind_has_a_fold() -> None:
    assert unhandled() == []


def test_an_old_version_is_upcast_when_read() -> None:
    @event_type
    class Sample(Event):
        KIND: typing.ClassVar[str] = "test_upcast_sample"
        VERSION: typing.ClassVar[int] = 2
        player: str
        amount: int

        @staticmethod
        def upcast_v1(payload: dict[str, object]) -> dict[str, object]:
            return {"player": payload["who"], "amount": 0}

    try:
        old = msgpack.packb(["test_upcast_sample", 1, 4, "1", "119.3", None, {"who": "A"}])
        assert decode(old) == Sample(position=4, game="1", rule="119.3", player="A", amount=0)
    finally:
        del EVENT_TYPES["test_upcast_sample"]


def test_garbage_is_a_corrupt_event_not_a_crash() -> None:
    for data in (b"", b"\xc1", msgpack.packb([1, 2]), msgpack.packb(["nope", 1, 1, "1", "", None,
                                                                       {}])):
        with pytest.raises(ValueError):
            decode(data)
    with pytest.raises(CorruptEvent):
        decode(msgpack.packb(["life_changed", 1, 1, "1", "", None, {"nonsense": 1}]))


DECK = (["Plains"] * 6 + ["Mountain"] * 4 + ["Lightning Bolt"] * 3 + ["Grizzly Bears"] * 3
        + ["Shahrazad"] * 2 + ["Serra Angel"] * 2)


@pytest.mark.slow  # a long profile: CI runs it, the default run doesn't
def test_fold_equals_the_live_state_over_two_hundred_random_games() -> None:
    """State is only ever a fold of events: after every rules action of 200 random games
    (2 to 4 players, subgames included), folding the log gives the live state, and so
    does folding the encoded log directly (the replay's fast path)."""
    for seed in range(200):
        players = ["A", "B", "C", "D"][: 2 + seed % 3]
        table = Table.new(players, [DECK] * len(players), seed=seed)
        snapshots: list[tuple[int, TableState]] = []

        def snapshot(_events: object, t: Table = table,
                     into: list[tuple[int, TableState]] = snapshots) -> None:
            if len(t.events) % 7 == 0:  # a sample of action boundaries: copies are costly
                into.append((t.position, clone(t.state)))

        table.subscribe(snapshot)
        table.play({p: RandomAgent(f"{seed}{p}") for p in players})
        replayed = TableState()
        done = 0
        for position, live in snapshots:
            for event in table.events[done:position]:
                apply(replayed, event)
            done = position
            assert replayed == live, f"seed {seed}, position {position}"
        raw = [msgpack.unpackb(encode(e), use_list=False) for e in table.events]
        assert fold_raw(raw) == table.state == fold(table.events)
        assert fold_encoded(encode(e) for e in table.events) == table.state


def test_fold_encoded_reads_a_log_files_records_and_reports_bad_bytes() -> None:
    """The fastest replay decodes and folds the records of a log file in one loop."""
    table = Table.new(["A", "B"], [DECK, DECK], seed=3)
    table.play({"A": RandomAgent(3), "B": RandomAgent(4)})
    data = dumps(table.events)
    unpacker = msgpack.Unpacker(raw=False)
    unpacker.feed(data[len(MAGIC):])
    records = list(unpacker)[1:]  # the header, then [previous hash, event bytes]..., trailer
    assert fold_encoded(records, field=1) == table.state
    broken = [*records[:5], [b"", b"\xc1 not msgpack"]]
    with pytest.raises(FoldError, match="event 6 can't be decoded"):
        fold_encoded(broken, field=1)


def test_a_copy_of_a_state_shares_nothing_that_changes() -> None:
    """Checkpoints and seeks hand out copies (copy_table): folding the rest of a table
    into a copy leaves the original exactly as it was, subgames and all."""
    for seed in range(6):
        table = Table.new(["A", "B"], [DECK, DECK], seed=seed)
        table.play({"A": RandomAgent(seed), "B": RandomAgent(seed + 1)})
        for cut in (len(table.events) // 3, 2 * len(table.events) // 3):
            original = fold(table.events[:cut])
            frozen = pickle.dumps(original)
            copy = copy_table(original)
            assert copy == original
            for event in table.events[cut:]:
                apply(copy, event)
            assert copy == table.state
            assert pickle.dumps(original) == frozen, f"seed {seed}, cut {cut}"


def test_replay_seeks_return_copies_and_share_unchanged_games() -> None:
    """Replay.at hands out a fresh copy each time: changing one changes no checkpoint."""
    table = Table.new(["A", "B"], [DECK, DECK], seed=5)
    table.play({"A": RandomAgent(5), "B": RandomAgent(6)})
    r = Replay(table.events, every=50)
    n = len(table.events)
    for p in (n, n // 2, 75, 0, n // 2):
        state = r.at(p)
        for event in table.events[p:]:
            apply(state, event)  # scribble on the copy
        assert r.at(p) == fold(table.events[:p]), p


def test_same_seed_and_decks_give_identical_events() -> None:
    def play(seed: int) -> list[bytes]:
        table = Table.new(["A", "B"], [DECK, DECK], seed=seed)
        table.play({"A": RandomAgent(seed), "B": RandomAgent(seed + 1)})
        return [encode(e) for e in table.events]

    assert play(8) == play(8)
    assert play(8) != play(9)
