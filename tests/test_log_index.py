"""Reading through a log's index: the same answers as reading the whole log, from a
fraction of it; and an index that does not fit its log is never believed."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.events.base import Event
from shahrazad.events.storage import logindex
from shahrazad.events.storage.logfile import LogError, read_log, write_log
from shahrazad.events.storage.logindex import IndexFile, index_places
from shahrazad.events.storage.logwriter import LogWriter
from shahrazad.events.storage.store import TableStore
from shahrazad.projections import event_sources
from shahrazad.projections import reader as reader_module
from shahrazad.projections.audit import audit
from shahrazad.projections.causes import card_story, explain
from shahrazad.projections.fold import fold
from shahrazad.projections.reader import TableReader, verify_file
from shahrazad.projections.state import TableState, copy_table
from shahrazad.projections.statecodec import decode_game, decode_table, encode_game, encode_table
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table
from shahrazad.testing import played_tables, random_deck

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "engine" / "scenarios" / "demo-nested.toml"


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test's own cache folder (where a log's index goes, and a stored table's)."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder))
    return folder


def index_of(log: Path) -> Path:
    """Where the index of ``log`` goes (the cache folder)."""
    [place] = index_places(log)
    return place


def demo_events() -> list[Event]:
    scenario = load_scenario(DEMO)
    table = scenario.table()
    run_scenario(scenario, table)
    return table.events


def random_events(seed: int, variant: bool = False) -> list[Event]:
    """A random table whose games nest (and, with ``variant``, a Commander table)."""
    rng = random.Random(seed)
    decks = [random_deck(rng) for _ in range(2)]
    extra: dict[str, object] = {}
    if variant:
        extra = {"variant": "commander",
                 "commanders": {"A": "Sol'kanar the Swamp King", "B": "Nicol Bolas"}}
    table = Table.new(["A", "B"], decks, seed=seed, **extra)  # type: ignore[arg-type]
    table.play({"A": RandomAgent(seed), "B": RandomAgent(seed + 1)})
    return table.events


@pytest.fixture(scope="module")
def tables() -> list[list[Event]]:
    return [demo_events(), random_events(7), random_events(3, variant=True)]


def logged(events: list[Event], folder: Path, name: str = "t.shlog") -> Path:
    path = folder / name
    write_log(path, events)
    return path


def audit_lines(events: list[Event]) -> list[tuple[object, ...]]:
    return [tuple(vars_of(x)) for x in audit(events)]


def vars_of(line: object) -> list[object]:
    return [getattr(line, f) for f in ("position", "game", "depth", "kind", "text", "rule",
                                       "rule_title", "cause")]


# -- the same answers -----------------------------------------------------------------------


def test_the_state_at_every_position_is_the_fold(tables: list[list[Event]],
                                                  tmp_path: Path) -> None:
    """From the checkpoint before it and the events since, at every position, through an
    index in a file (checkpoints every 16 events) and one in memory."""
    for events in tables:
        path = logged(events, tmp_path)
        with TableReader.open_log(path, every=16) as from_file:
            in_memory = TableReader.of_events(events, every=50)
            state = TableState()
            assert from_file.state_at(0) == state
            for position, event in enumerate(events, start=1):
                fold([event], state)
                assert from_file.state_at(position) == state, position
                assert in_memory.state_at(position) == state, position
        index_of(tmp_path / "t.shlog").unlink()


def test_a_window_s_audit_is_the_whole_audit_s_lines(tables: list[list[Event]],
                                                      tmp_path: Path) -> None:
    """Told from the checkpoint before the window, with the names an audit of the whole
    table remembers by then: line for line what the whole audit says there."""
    rng = random.Random(1)
    for events in tables:
        whole = audit_lines(events)
        with TableReader.open_log(logged(events, tmp_path), every=32) as r:
            for _ in range(12):
                first = rng.randint(1, len(events))
                last = rng.randint(first, min(len(events), first + 150))
                assert [tuple(vars_of(x)) for x in r.audit(first, last)] == \
                    whole[first - 1:last], (first, last)
        index_of(tmp_path / "t.shlog").unlink()


def test_any_event_s_line_read_on_its_own_is_the_whole_audit_s(
        tables: list[list[Event]]) -> None:
    """``lines_at`` tells an event without the states around it: the names the index
    keeps (the first position at which an audit learns each object's name) and the card
    records then are all its words need."""
    for events in tables:
        whole = audit_lines(events)
        r = TableReader.of_events(events, every=64)
        found = r.lines_at(range(1, len(events) + 1))
        assert [tuple(vars_of(found[p])) for p in range(1, len(events) + 1)] == whole


def test_a_window_after_an_effect_or_delayed_trigger_still_names_it() -> None:
    """The audit names an effect when it ends, a delayed trigger when it triggers and a
    trigger when it is removed by what the events that made them said: a window that
    starts after them finds those events through the index and tells them again."""
    for seed, kind in ((3, "effect_created"), (5, "delayed_trigger_created")):
        events = random_events(seed)
        made = [e.position for e in events if e.KIND == kind]
        assert made, f"seed {seed} is chosen for its {kind}"
        whole = audit_lines(events)
        r = TableReader.of_events(events, every=32)
        for first in made[:3]:
            got = [tuple(vars_of(x)) for x in r.audit(first + 1, len(events))]
            assert got == whole[first:]


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(played_tables(max_actions=150))
def test_random_tables_read_through_the_index_as_whole(table: Table) -> None:
    """Tables played by hypothesis (subgames, wishes, two to four players): states,
    windows and lone events through the index are those of the whole table."""
    events = list(table.events)
    whole = audit_lines(events)
    r = TableReader.of_events(events, every=8)
    lines = r.lines_at(range(1, len(events) + 1))
    assert [tuple(vars_of(lines[p])) for p in sorted(lines)] == whole
    for first in range(1, len(events) + 1, 7):
        last = min(len(events), first + 20)
        assert r.state_at(first) == fold(events[:first])
        assert [tuple(vars_of(x)) for x in r.audit(first, last)] == whole[first - 1:last]


def test_explain_and_story_follow_the_index_to_the_same_events(
        tables: list[list[Event]], tmp_path: Path) -> None:
    """A cause is read where it is; a card's events are the ones the index lists for it
    (727.4a, 727.5: the deferred trigger's release and deferral are found by its id)."""
    for events in tables:
        with TableReader.open_log(logged(events, tmp_path)) as r:
            view = r.view()
            for position in range(1, len(events) + 1, 3):
                assert explain(view, position) == explain(events, position)
            cards = r.cards()
            assert cards == fold(events).cards
            for card in cards:
                found = card_story(map(r.event, r.card_positions(card)), card)
                assert found == card_story(events, card), card
        index_of(tmp_path / "t.shlog").unlink()


def test_727_4a_a_deferred_trigger_s_causes_are_found_by_its_id(tmp_path: Path) -> None:
    """727.4a / 727.5: the demo's Bat comes from a trigger that waited for its game to
    resume; explain, through the index, goes back through the release and the deferral."""
    events = demo_events()
    with TableReader.open_log(logged(events, tmp_path)) as r:
        bat = next(e for e in events if e.KIND == "token_created")
        chain = [e.KIND for e in explain(r.view(), bat.position)]
        assert "trigger_released" in chain and "trigger_deferred" in chain
        trigger = next(e for e in events if e.KIND == "trigger_deferred")
        assert r.trigger_positions(trigger.trigger) == [  # type: ignore[attr-defined]
            e.position for e in events if getattr(e, "trigger", None) == trigger.trigger]


def test_the_state_codec_writes_every_state_and_reads_it_back(
        tables: list[list[Event]]) -> None:
    """Checkpoints are plain data: every state of every table, written and read back,
    is the state; a resolving object's snapshot still shares its counters with the
    object (the fold changes them through either)."""
    for events in tables:
        state = TableState()
        for event in events:
            fold([event], state)
            games = {p: decode_game(encode_game(g)) for p, g in state.games.items()}
            back = decode_table(encode_table(state), games)
            assert back == state
            assert [(g.attachments, g.declarations) for g in back.games.values()] == \
                [(g.attachments, g.declarations) for g in state.games.values()]
            for path, game in state.games.items():
                snap = game.resolving_snapshot
                if snap is not None and snap.oid in game.objects:
                    shared = game.objects[snap.oid].counters is snap.counters
                    again = back.games[path]
                    assert (again.objects[snap.oid].counters
                            is again.resolving_snapshot.counters) == shared  # type: ignore[union-attr]



def test_the_state_codec_reads_back_the_variants_fields() -> None:
    """The fields the team variants, Planechase, commander (903.9a-b questions, keyed by
    pairs) and stated outcomes keep survive a checkpoint: maps keyed by tuples, lists of
    lists, plain data of no fixed shape, and the frozen ``Stated``."""
    from dataclasses import replace

    from shahrazad.projections.state import Stated
    from shahrazad.table import Table

    state = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=3).state
    state.custom_cards = ({"name": "Odd", "types": ("Creature",), "power": 1},)
    state.stated = {7: Stated(7, "coin", "", "A", "", "heads", ("x",), (), False, "said")}
    for game in state.games.values():
        game.commander_options = {("command", 4): True, ("redirect", 9): False}
        game.held = ("answer", (1, 2), {"k": ("v",)}, None)
        game.teams = (("A", "B"),)
        game.commander_damage = {"A": {4: 3}}
        for player in game.player.values():
            player.planar_rolls = 2
    games = {p: decode_game(encode_game(g)) for p, g in state.games.items()}
    back = decode_table(encode_table(state), games)
    assert back == state
    assert back != replace(state, stated={})
    assert all(g.commander_options == {("command", 4): True, ("redirect", 9): False}
               for g in back.games.values())


# -- opening, and what is trusted ------------------------------------------------------------


def test_a_log_opened_once_leaves_an_index_that_later_readers_use(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events = demo_events()
    path = logged(events, tmp_path)
    TableReader.open_log(path).close()
    assert index_of(tmp_path / "t.shlog").exists()

    def no_rebuild(*args: object) -> None:
        raise AssertionError("the index was built again")

    monkeypatch.setattr(event_sources.LogSource, "build", no_rebuild)
    with TableReader.open_log(path) as r:
        assert r.state_at(len(events)) == fold(events)
        assert [x.position for x in r.audit(100, 102)] == [100, 101, 102]


def test_a_window_builds_event_objects_only_for_what_it_prints(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI, once the index is there: `audit --from --to` builds the window's events
    and no others; `replay --at` builds none."""
    events = random_events(11)
    path = logged(events, tmp_path)
    TableReader.open_log(path, every=64).close()
    built: list[int] = []
    real = reader_module.build_event

    def counted(raw: tuple[object, ...]) -> Event:
        built.append(raw[2])  # type: ignore[arg-type]
        return real(raw)

    monkeypatch.setattr(reader_module, "build_event", counted)
    runner = CliRunner()
    mid = len(events) // 2
    result = runner.invoke(main, ["audit", str(path), "--from", str(mid), "--to",
                                  str(mid + 9), "--json"])
    assert result.exit_code == 0, result.output
    assert [x["position"] for x in json.loads(result.stdout)] == list(range(mid, mid + 10))
    assert sorted(set(built) - {1}) == list(range(mid, mid + 10))
    built.clear()
    result = runner.invoke(main, ["replay", str(path), "--at", str(mid), "--json"])
    assert result.exit_code == 0, result.output
    assert set(built) <= {1}  # the table's first event, for its edition


def test_a_log_changed_after_its_index_was_made_is_read_again(tmp_path: Path) -> None:
    """A changed file changes its key (size, times, its last bytes): the index is stale,
    the log is read whole again, and an altered event is found there (the chain)."""
    events = demo_events()
    path = logged(events, tmp_path)
    TableReader.open_log(path).close()
    data = bytearray(path.read_bytes())
    at = data.index(b"Juzam Djinn")
    data[at] = ord("K")  # same length: only the chain can tell
    path.write_bytes(bytes(data))
    with pytest.raises(LogError, match="hash chain broken"):
        TableReader.open_log(path)


def test_a_window_that_does_not_chain_is_not_believed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Should a file change and keep its key (a clock set back, a forged time), a window
    read through the index is proven by the digest of its block of records (made from
    the bytes the whole reading checked): the change is seen there, the index given up,
    and the whole log read, which names the damage."""
    events = random_events(5)
    path = logged(events, tmp_path)
    key = logindex.log_key(path)
    TableReader.open_log(path, every=64).close()
    with TableReader.open_log(path, every=64) as r:
        mid = len(events) // 2
        offset = r.index_array("offsets")[mid - 1]
        data = bytearray(path.read_bytes())
        record = data[offset:offset + 200]
        i = record.index(b"\xa1") if b"\xa1" in record[25:] else 40
        data[offset + 25 + (i if i > 25 else 0)] ^= 0x01
        path.write_bytes(bytes(data))
        monkeypatch.setattr(event_sources, "log_key", lambda p: key)  # the key holds
        with pytest.raises(LogError):
            list(r.audit(mid - 3, mid + 3))


@pytest.mark.parametrize("damage", ["truncated", "flipped", "foreign", "empty"])
def test_a_damaged_or_foreign_index_is_rebuilt_never_believed(
        tmp_path: Path, damage: str) -> None:
    events = random_events(9)
    path = logged(events, tmp_path)
    TableReader.open_log(path, every=32).close()
    index = index_of(tmp_path / "t.shlog")
    data = bytearray(index.read_bytes())
    if damage == "truncated":
        data = data[:len(data) // 2]
    elif damage == "flipped":  # inside the checkpoints' blobs: their digests tell
        for at in range(100, len(data) // 2, 97):
            data[at] ^= 0xFF
    elif damage == "foreign":  # another log's index
        other = logged(random_events(10), tmp_path, "o.shlog")
        TableReader.open_log(other, every=32).close()
        data = bytearray(index_of(tmp_path / "o.shlog").read_bytes())
    else:
        data = bytearray()
    index.write_bytes(bytes(data))
    with TableReader.open_log(path, every=32) as r:
        for p in (0, 33, len(events) // 2, len(events)):
            assert r.state_at(p) == fold(events[:p])
        assert [tuple(vars_of(x)) for x in r.audit(40, 60)] == audit_lines(events)[39:60]


def test_reading_a_log_writes_nothing_beside_it_its_index_goes_to_the_cache(
        tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A reader leaves the log's folder as it was (a shipped log, a checkout): the index
    is in the cache folder, found there by the next reader; a cache folder that can't
    be written keeps the index in memory, for that reader only."""
    events = demo_events()
    path = logged(events, tmp_path)
    before = sorted(p.name for p in tmp_path.iterdir() if p != cache)
    with TableReader.open_log(path) as r:
        assert r.state_at(200) == fold(events[:200])
    assert sorted(p.name for p in tmp_path.iterdir() if p != cache) == before
    assert index_of(path).is_relative_to(cache) and index_of(path).exists()
    monkeypatch.setattr(event_sources.LogSource, "build", None)  # found there next time
    with TableReader.open_log(path) as r:
        assert len(r) == len(events)
    monkeypatch.undo()
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    index_of(path).unlink()
    real = logindex.IndexWriter.__init__

    def closed(self: logindex.IndexWriter, place: Path | None) -> None:
        if place is not None:
            raise PermissionError(13, "Permission denied", str(place))
        real(self, place)

    monkeypatch.setattr(logindex.IndexWriter, "__init__", closed)
    with TableReader.open_log(path) as r:
        assert r.state_at(300) == fold(events[:300])
    assert not index_of(path).exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p != cache) == before


def test_verify_reads_the_whole_log_and_never_an_index(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events = demo_events()
    path = logged(events, tmp_path)
    TableReader.open_log(path).close()

    def refuse(*args: object) -> IndexFile | None:
        raise AssertionError("verify opened an index")

    monkeypatch.setattr(IndexFile, "open", staticmethod(refuse))
    report, unfoldable = verify_file(path)
    assert report.ok and unfoldable is None and report.events == len(events)


def test_a_running_log_is_read_to_its_last_whole_action_as_it_grows(tmp_path: Path) -> None:
    """A log being written (no trailer): its whole actions are read, and once it has
    grown, its index is made again for what it holds then."""
    events = random_events(4)
    path = tmp_path / "run.shlog"
    actions: list[list[Event]] = [[events[0]]]
    for event in events[1:]:
        if event.KIND == "decided":
            actions.append([])
        actions[-1].append(event)
    writer = LogWriter(path, actions[0])
    half = len(actions) // 2
    for action in actions[1:half]:
        writer.append(action)
    count = sum(len(a) for a in actions[:half])
    with TableReader.open_log(path) as r:
        assert len(r) == count and not r.complete
        assert r.state_at(count) == fold(events[:count])
    for action in actions[half:]:
        writer.append(action)
    writer.close()
    with TableReader.open_log(path) as r:
        assert len(r) == len(events) and r.complete
        assert r.state_at(len(events)) == fold(events)


def test_a_stored_table_is_read_through_an_index_in_the_cache_folder(
        tmp_path: Path, cache: Path) -> None:
    events = random_events(6)
    with TableStore(tmp_path / "s.sqlite") as store:
        store.open("t", events[:100])
        with TableReader.of_store(store, "t", every=32) as r:
            assert len(r) == 100 and r.state_at(77) == fold(events[:77])
        assert list(cache.glob("shahrazad/index/store-*.idx"))
        for i in range(100, len(events), 50):
            store.append(store.find("t"), events[i:i + 50])
        with TableReader.of_store(store, "t", every=32) as r:  # grown: indexed again
            assert len(r) == len(events)
            assert [tuple(vars_of(x)) for x in r.audit(150, 170)] == \
                audit_lines(events)[149:170]


def test_the_index_and_the_reader_agree_with_read_log(tmp_path: Path) -> None:
    """The object-free scan and read_log read the same events."""
    events = random_events(12)
    path = logged(events, tmp_path)
    with TableReader.open_log(path, every=100) as r:
        assert r.events() == read_log(path).events == events


def test_the_report_of_a_window_too_large_is_refused_with_its_size(tmp_path: Path) -> None:
    events = demo_events()
    path = logged(events, tmp_path)
    result = CliRunner().invoke(main, ["report", str(path), "--max-mb", "0.01", "-o",
                                       str(tmp_path / "r.html")])
    assert result.exit_code == 2
    assert "this page would be about" in result.output and "--from/--to" in result.output
    assert not (tmp_path / "r.html").exists()



def test_a_long_window_is_estimated_even_when_a_small_size_an_event_would_pass(
        tmp_path: Path) -> None:
    """The limit is checked by estimating any window that could outgrow it, not only
    those that would at a few bytes an event (a million events at 40 bytes pass 64 MB;
    their page is 120 MB)."""
    events = demo_events()
    path = logged(events, tmp_path)
    whole = tmp_path / "whole.html"
    assert CliRunner().invoke(main, ["report", str(path), "-o", str(whole)]).exit_code == 0
    size, floor = whole.stat().st_size, len(events) * 40
    assert floor < size
    limit = (floor + size) / 2 / 1e6
    result = CliRunner().invoke(main, ["report", str(path), "--max-mb", str(limit), "-o",
                                       str(tmp_path / "r.html")])
    assert result.exit_code == 2 and "this page would be about" in result.output
    assert not (tmp_path / "r.html").exists()

def states(events: list[Event]) -> Iterator[TableState]:
    state = TableState()
    for event in events:
        fold([event], state)
        yield copy_table(state)


def test_checkpoints_share_the_games_no_event_changed(tmp_path: Path) -> None:
    """A checkpoint writes only the games that changed since the one before: a long table
    of finished subgames does not make a large index."""
    events = random_events(7)
    path = logged(events, tmp_path)
    with TableReader.open_log(path, every=64) as r:
        import msgpack

        refs = [msgpack.unpackb(r.index_blob(ref), raw=False)[2] for ref in r.meta["checkpoints"]]
        written = {tuple(ref[1][:2]) for games in refs for ref in games}
        listed = sum(len(games) for games in refs)
        assert len(written) < listed
    assert os.path.getsize(index_of(tmp_path / "t.shlog")) < 4 * os.path.getsize(path)


def test_replay_of_a_log_file_seeks_from_the_index(tmp_path: Path) -> None:
    """``shahrazad.projections.replay.replay(path)`` (``shahrazad.replay("game.shlog")``) starts
    from the index's checkpoints; a log without its trailer is refused, as read_log refuses it."""
    from shahrazad.projections.replay import IndexedReplay, replay

    events = random_events(8)
    path = logged(events, tmp_path)
    r = replay(path)
    assert isinstance(r, IndexedReplay) and len(r) == len(events)
    for p in (0, 1, len(events) // 3, len(events)):
        assert r.at(p) == fold(events[:p])
    assert r.events[5] == events[5] and r.final() == fold(events)
    cut = tmp_path / "cut.shlog"
    data = path.read_bytes()
    cut.write_bytes(data[:data.rindex(b"\x82\xa3end")])  # without its trailer
    with pytest.raises(LogError, match="running"):
        replay(cut)



def test_each_record_keeps_its_offset_when_an_older_event_slows_the_scan(
        tmp_path: Path) -> None:
    """The scan reads records in a fast loop and goes back to the last end-of-action mark
    for anything that loop does not take (an event of an older schema version, to be
    upcast): the index still holds one offset per record, each the record of its
    position, so every event read alone is the event the whole log holds there."""
    import msgpack

    from shahrazad.events.base import EVENT_TYPES
    from shahrazad.events.storage.logfile import read_log

    path = tmp_path / "demo-nested.shlog"
    path.write_bytes((Path(__file__).resolve().parent.parent / "logs" /
                      "demo-nested.shlog").read_bytes())
    events = read_log(path).events
    with TableReader.open_log(path) as r:
        offsets = r.index_array("offsets")
        assert len(offsets) == len(r) == len(events)
        records = logindex.Records(path)
        raws = [msgpack.unpackb(records.record(offsets[k])[1], use_list=False, raw=False,
                                strict_map_key=False) for k in range(len(r))]
        records.close()
        # the log holds events of an older schema version (the case this is about)
        assert any(raw[1] < EVENT_TYPES[raw[0]].VERSION for raw in raws)
        assert [raw[2] for raw in raws] == list(range(1, len(r) + 1))
        assert [r.event(k) for k in range(1, len(r) + 1)] == events
