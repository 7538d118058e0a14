"""Reading a recorded table through its index: any position, window or card, quickly.

A :class:`TableReader` reads a log file, a table in the store, or a list of events.
The first time a log is opened it is read whole (every check of
:func:`shahrazad.events.storage.logfile.scan`) and folded, without building an event object, and
what was learnt on the way is kept in an index (:mod:`shahrazad.events.storage.logindex`;
what it holds: :mod:`shahrazad.projections.index_builder`), with the hash chain at each
checkpoint, where each record begins in the file, and a digest of the bytes of each block
of records between two checkpoints (:func:`shahrazad.events.storage.logindex.block_digest`).
Where the events come from, and how each is checked as it is read back, is
:mod:`shahrazad.projections.event_sources`'.

After that, the state at position N is a checkpoint and at most ``every`` events
folded on top (:meth:`TableReader.state_at`); a window of events is read from its
records, whose bytes are proven to be those the whole reading checked by their block's
digest, and decoded (:meth:`TableReader.raws`);
the events that name a card, or the causes of an event, are read one by one,
wherever they are. Event objects are built only for the events a command shows.
Should the index turn out not to fit the log as it is read (the file changed, or
the index is damaged), the reader builds it again and goes on.

>>> from shahrazad.table import Table
>>> from shahrazad.projections.fold import fold
>>> t = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=3)
>>> r = TableReader.of_events(t.events, every=8)
>>> len(r), r.state_at(len(r)) == t.state, r.state_at(9) == fold(t.events[:9])
(20, True, True)
>>> [line.position for line in r.audit(5, 7)]
[5, 6, 7]
"""

from __future__ import annotations

import itertools
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, overload

import msgpack

from shahrazad.events.base import Event
from shahrazad.events.storage.logfile import build_event
from shahrazad.events.storage.logindex import IndexArray, IndexFile, IndexStale
from shahrazad.projections.audit import (
    SETUP_KINDS,
    SETUP_RULE,
    AuditLine,
    audit,
    audit_raw,
    rule_title,
)
from shahrazad.projections.event_sources import (
    LogSource,
    MemorySource,
    Source,
    StoreSource,
    verify_file,
)
from shahrazad.projections.fold import OTHER_GAMES, apply, fold_raw, games_changed
from shahrazad.projections.index_builder import EVERY, Raw, Unfoldable, fold_problem
from shahrazad.projections.names import Found, TableNames
from shahrazad.projections.names_by_position import KnownNames, TaughtNames
from shahrazad.projections.state import (
    CardRecord,
    GameState,
    TableState,
    copy_game,
    copy_table,
)
from shahrazad.projections.statecodec import decode_game, decode_table
from shahrazad.projections.words import describe

# EVERY, Unfoldable, fold_problem, KnownNames and verify_file are read from here too, where
# they were before the reader's jobs had modules of their own
__all__ = ["EVERY", "IndexedEvents", "KnownNames", "TableReader", "Unfoldable",
           "fold_problem", "verify_file"]


#: how many events folded cost about as much as reading a checkpoint: :meth:`lines_at`
#: goes on from the last line it told unless the checkpoint is nearer by more than this
_NEARER = 256


class TableReader:
    """A recorded table, read through its index (see the module's docstring)."""

    def __init__(self, source: Source, every: int = EVERY) -> None:
        self.source = source
        index = source.open()
        if index is None:
            index = source.build(every)
        self._use(index)

    @staticmethod
    def open_log(path: str | Path, every: int = EVERY) -> TableReader:
        """A log file (a running one too: its whole rules actions). Its index is read,
        or built (the whole log is read and checked) and left for the next reader."""
        if not Path(path).exists():
            raise FileNotFoundError(str(path))
        if Path(path).is_dir():
            raise IsADirectoryError(21, "Is a directory", str(path))
        return TableReader(LogSource(Path(path)), every)

    @staticmethod
    def of_events(events: Sequence[Event], every: int = EVERY) -> TableReader:
        """A list of events (already checked: the engine's, or a read log's)."""
        return TableReader(MemorySource(events), every)

    @staticmethod
    def of_store(store: Any, name: str, every: int = EVERY) -> TableReader:
        """The table called ``name`` in ``store``
        (:class:`shahrazad.events.storage.store.TableStore`)."""
        return TableReader(StoreSource(store, store.find(name), name), every)

    def _use(self, index: IndexFile) -> None:
        self.index = index
        self.meta: dict[str, Any] = index.meta
        self.n: int = self.meta["events"]
        self.every: int = self.meta["every"]
        self._arrays: dict[str, IndexArray] = {}
        self._postings: dict[str, tuple[list[int], list[int], IndexArray]] = {}
        self._games: dict[Any, bytes] = {}
        #: the games of the checkpoints, decoded, shared by the states of :meth:`lines_at`
        self._game_states: dict[Any, GameState] = {}
        self._names: list[Found] | None = None
        self._first_decision: int | None = None
        self._opened: Event | None = None

    def _heal(self) -> None:
        """The index does not fit the log: build it again (reading the whole log, which
        says what is wrong if the log is bad)."""
        self.index.close()
        self.source.close()
        self._use(self.source.build(self.every))

    def close(self) -> None:
        self.index.close()
        self.source.close()

    def __enter__(self) -> TableReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __len__(self) -> int:
        return self.n

    @property
    def complete(self) -> bool:
        """Is the log over (closed by its trailer)? A list of events or a stored table
        says yes."""
        return bool(self.meta.get("complete", True))

    # -- the index's parts, checked as they are read -----------------------------------------

    def index_blob(self, ref: Any) -> bytes:
        """A part of the index, checked against its digest as it is read."""
        return self.index.blob(ref)

    def index_array(self, name: str) -> IndexArray:
        """One of the index's arrays (``offsets``, ``known_at`` ...), read when asked."""
        found = self._arrays.get(name)
        if found is None:
            found = self._arrays[name] = self.index.array(self.meta[name])
        return found

    def _heals(self, read: Callable[[], Any]) -> Any:
        try:
            return read()
        except IndexStale:
            self._heal()
            return read()

    def positions(self, which: str, key: int) -> list[int]:
        """The positions the index keeps for ``key`` under ``which`` (``cards``,
        ``triggers``, ``effects``, ``delayed``)."""
        def read() -> list[int]:
            found = self._postings.get(which)
            if found is None:
                info = self.meta[which]
                keys, starts = msgpack.unpackb(self.index_blob(info["keys"]))
                found = self._postings[which] = (keys, starts,
                                                 self.index.array(info["positions"]))
            keys, starts, positions = found
            i = bisect_right(keys, key) - 1
            if i < 0 or keys[i] != key:
                return []
            return list(positions.slice(starts[i], starts[i + 1]))
        result: list[int] = self._heals(read)
        return result

    def name_known(self, oid: int, upto: int) -> Found | None:
        """The name an audit would have remembered for object ``oid`` by ``upto``."""
        def read() -> Found | None:
            known_at = self.index_array("known_at")
            if not 0 <= oid < len(known_at):
                return None
            at = known_at[oid]
            if not at or at > upto:
                return None
            if self._names is None:
                self._names = [Found(name, owner, game, kind, token, False)
                               for name, owner, game, kind, token in msgpack.unpackb(
                                   self.index_blob(self.meta["names"]), raw=False)]
            return self._names[self.index_array("known_name")[oid]]
        found: Found | None = self._heals(read)
        return found

    # -- states -------------------------------------------------------------------------------

    def _checkpoint(self, ref: Any, shared: bool = False) -> TableState:
        """The state a checkpoint holds; ``shared``: its games are those this reader
        decoded before, where the same game was written once for several checkpoints
        (a long table's hundreds of games, most of them over, are decoded once), and
        the caller copies a game before it changes it (:meth:`_fold_owned`)."""
        position, table, games = msgpack.unpackb(self.index_blob(ref), raw=False,
                                                 strict_map_key=False)
        decoded = {}
        for path, game_ref in games:
            key = tuple(game_ref[:2])
            if shared:
                game = self._game_states.get(key)
                if game is None:
                    if len(self._game_states) > 4096:
                        self._game_states.clear()
                    game = self._game_states[key] = decode_game(self._game_data(key, game_ref))
                decoded[path] = game
            else:
                decoded[path] = decode_game(self._game_data(key, game_ref))
        state = decode_table(self.index_blob(table), decoded)
        if state.position != position:
            raise IndexStale
        return state

    def _game_data(self, key: Any, ref: Any) -> bytes:
        data = self._games.get(key)
        if data is None:
            data = self.index_blob(ref)
            if len(self._games) > 4096:
                self._games.clear()
            self._games[key] = data
        return data

    def _shared_state(self, position: int) -> tuple[TableState, set[str]]:
        """:meth:`state_at`, whose games are shared with the reader's decoded checkpoints
        but for those it names (the games of its own, copied before the events folded
        on top changed them): for :meth:`lines_at`, which copies the others before it
        changes them."""
        def read() -> tuple[TableState, set[str]]:
            owned: set[str] = set()
            if position == self.n and self.meta["end"] is not None:
                return self._checkpoint(self.meta["end"], shared=True), owned
            i = min(position // self.every, len(self.meta["checkpoints"]) - 1)
            state = self._checkpoint(self.meta["checkpoints"][i], shared=True)
            if position > state.position:
                self._fold_owned(state, owned,
                                 self.source.runs(self, state.position + 1, position))
            return state, owned
        found: tuple[TableState, set[str]] = self._heals(read)
        return found

    @staticmethod
    def _fold_owned(state: TableState, owned: set[str], runs: Iterable[list[Raw]]) -> None:
        """Fold ``runs`` into ``state``, first copying each game they change that is not
        yet one of the state's own (``owned``, which grows): the games an event changes
        are its own and the ones :data:`~shahrazad.projections.fold.OTHER_GAMES` names, as
        the index's checkpoints and the audit's states before an event count them."""
        games, other_games = state.games, OTHER_GAMES
        for run in runs:
            paths = {raw[3] for raw in run}
            for raw in run:
                others = other_games.get(raw[0])
                if others:
                    payload = raw[6]
                    paths.update(payload.get(name) for name in others)
            for path in paths - owned:
                game = games.get(path)
                if game is not None:
                    games[path] = copy_game(game)
            owned |= paths
            fold_raw(run, state)

    def _runs(self, first: int, last: int) -> Iterator[list[Raw]]:
        """:meth:`raws` in runs of consecutive events."""
        at = first
        while at <= last:
            try:
                for run in self.source.runs(self, at, last):
                    yield run
                    at += len(run)
            except IndexStale:
                self._heal()

    def state_at(self, position: int) -> TableState:
        """The table after the event at ``position`` (0: before the first): the
        checkpoint before it, and the events since folded on top."""
        if not 0 <= position <= self.n:
            raise IndexError(f"position {position} is outside 0..{self.n}")

        def read() -> TableState:
            if position == self.n and self.meta["end"] is not None:
                return self._checkpoint(self.meta["end"])
            i = min(position // self.every, len(self.meta["checkpoints"]) - 1)
            state = self._checkpoint(self.meta["checkpoints"][i])
            if position > state.position:
                fold_raw(self.source.raws(self, state.position + 1, position), state)
            return state
        state: TableState = self._heals(read)
        return state

    # -- events ---------------------------------------------------------------------------------

    def raws(self, first: int, last: int) -> Iterator[Raw]:
        """The events at positions ``first`` to ``last`` as msgpack decodes them, each
        checked as a whole reading of the log checks it (a log's: its bytes proven to be
        those a whole reading checked; a stored table's: hash chain included)."""
        if not 1 <= first <= last + 1 <= self.n + 1:
            raise IndexError(f"{first}..{last} is not within 1..{self.n}")
        for run in self._runs(first, last):
            yield from run

    def raw(self, position: int) -> Raw:
        """The event at ``position``, as msgpack decodes it, checked (its hash chain
        is not: see :meth:`raws`)."""
        if not 1 <= position <= self.n:
            raise IndexError(f"position {position} is outside 1..{self.n}")
        found: Raw = self._heals(lambda: self.source.raw(self, position))
        return found

    def event(self, position: int) -> Event:
        """The event at ``position``."""
        return build_event(self.raw(position))

    def events(self, first: int = 1, last: int | None = None) -> list[Event]:
        """The events at positions ``first`` to ``last`` (the end if ``None``)."""
        return [build_event(raw) for raw in self.raws(first, self.n if last is None else last)]

    def view(self) -> IndexedEvents:
        """The table's events as a sequence that reads them when asked."""
        return IndexedEvents(self)

    @property
    def opened(self) -> Event:
        """The table's first event (``TableOpened``)."""
        if self._opened is None:
            self._opened = self.event(1)
        return self._opened

    @property
    def edition(self) -> str:
        return str(getattr(self.opened, "edition", "current"))

    def card_positions(self, card: int) -> list[int]:
        """The positions of the events that name ``card`` (their ``card`` or ``cards``)."""
        return self.positions("cards", card)

    def trigger_positions(self, trigger: int) -> list[int]:
        """The positions of the events of trigger ``trigger``."""
        return self.positions("triggers", trigger)

    def cards(self, position: int | None = None) -> dict[int, CardRecord]:
        """The table's card records (at ``position``: those recorded by then)."""
        def read() -> dict[int, CardRecord]:
            last = self.meta["end"] or self.meta["checkpoints"][-1]
            _, table, _ = msgpack.unpackb(self.index_blob(last), raw=False,
                                          strict_map_key=False)
            return decode_table(self.index_blob(table), {}).cards
        cards: dict[int, CardRecord] = self._heals(read)
        if position is not None:
            grown = [count for at, count in self.meta["registry"] if at <= position]
            keep = grown[-1] if grown else 0
            cards = {c: r for c, r in cards.items() if c <= keep}
        return cards

    def known(self, upto: int) -> KnownNames:
        """The names an audit would have remembered after the event at ``upto``."""
        return KnownNames(self, upto)

    def names_at(self, upto: int) -> TableNames:
        """Everything an audit would have learnt to name by the event at ``upto``: its
        objects, and what it calls its effects, delayed triggers and triggers."""
        return TableNames(self.known(upto), TaughtNames(self, upto, "effects"),
                          TaughtNames(self, upto, "delayed"),
                          TaughtNames(self, upto, "triggers"))

    def decided_by(self, upto: int) -> bool:
        """Whether a player decided anything by the event at ``upto`` (before that, a
        scenario's table is still being set up: :func:`shahrazad.projections.audit.audit`)."""
        if upto < 1:
            return False
        if self._first_decision is None:
            self._first_decision = self.n + 1
            for raw in self.raws(1, self.n):
                if raw[0] == "decided":
                    self._first_decision = raw[2]
                    break
        return self._first_decision <= upto

    # -- the audit ------------------------------------------------------------------------------

    def audit(self, first: int = 1, last: int | None = None,
              wanted: Callable[[Raw], bool] | None = None) -> Iterator[AuditLine]:
        """The audit lines of the events ``first`` to ``last`` (those ``wanted`` says,
        if given, from their raw form), exactly as an audit of the whole table tells
        them: folded from the state before ``first``, with the names remembered by then."""
        last = self.n if last is None else last
        start = self.state_at(first - 1)
        names = self.names_at(first - 1)
        known = names.known
        assert isinstance(known, KnownNames)

        def seen(position: int) -> None:
            # the index knows each object's name from the event that brought it in: the
            # names known move on with the audit instead of being worked out again
            known.upto = position

        if not first <= last + 1 <= self.n + 1:
            raise IndexError(f"{first}..{last} is not within 1..{self.n}")
        # the runs of events chained in C: no generator of this module per event
        raws = itertools.chain.from_iterable(self._runs(first, last))
        return audit_raw(raws, wanted or (lambda raw: True), build_event,
                         self.edition, start=start, names=names,
                         decided=self._decided_before(first, start), seen=seen)

    def audit_events(self, events: Iterable[Event], first: int,
                     start: TableState | None = None) -> Iterator[AuditLine]:
        """The audit lines of ``events``, consecutive events of this table already built
        from position ``first`` on (``start``: the table before it, if the caller has
        it)."""
        start = self.state_at(first - 1) if start is None else start
        return audit(events, self.edition, start=start, names=self.names_at(first - 1),
                     decided=self._decided_before(first, start))

    def _decided_before(self, first: int, start: TableState) -> bool:
        # only a scenario's table says "setup:" before its first decision
        return first > 1 and ("scenario" not in start.options or self.decided_by(first - 1))

    def lines_at(self, positions: Iterable[int]) -> dict[int, AuditLine]:
        """The audit lines of the events at ``positions``, wherever they are, each told
        as an audit of the whole table tells it: in the states around it (from the
        checkpoint before it, or from the last one told if that is nearer), with what an
        audit of the table has learnt to name by then (:meth:`names_at`)."""
        edition = self.edition
        lines = {}
        state: TableState | None = None
        # the games of the state that are its own: the others are shared with the
        # checkpoints' (and so with the states of other lines), and copied before they
        # change
        owned: set[str] = set()
        for position in sorted(set(positions)):
            if not 1 <= position <= self.n:
                raise IndexError(f"position {position} is outside 1..{self.n}")
            if state is None or not 0 <= position - 1 - state.position <= (
                    (position - 1) % self.every + _NEARER):
                # the checkpoint before it is nearer than the last line told
                state, owned = self._shared_state(position - 1)
            elif position - 1 > state.position:
                self._fold_owned(state, owned, self._runs(state.position + 1, position - 1))
            event = self.event(position)
            # the state before the event: a copy of the table holding the games as they
            # are, while the state goes on with copies of those the event may change
            games = dict(state.games)
            for path in games_changed(event):
                if path in games:
                    state.games[path] = copy_game(games[path])
                owned.add(path)
            before = copy_table(state, games)
            apply(state, event)
            setup = event.rule == SETUP_RULE or (
                isinstance(event, SETUP_KINDS) and "scenario" in state.options
                and not self.decided_by(position))
            lines[position] = AuditLine(event.position, event.game, event.depth, event.KIND,
                                        describe(event, before, state,
                                                 self.names_at(position), setup),
                                        event.rule, rule_title(event.rule, edition),
                                        event.cause)
        return lines


class IndexedEvents(Sequence[Event]):
    """A table's events as a sequence, read from the log when asked for (one at a
    time, or a slice as a window); what :mod:`shahrazad.projections.causes` follows."""

    def __init__(self, reader: TableReader) -> None:
        self.reader = reader

    def __len__(self) -> int:
        return self.reader.n

    @overload
    def __getitem__(self, i: int) -> Event: ...

    @overload
    def __getitem__(self, i: slice) -> list[Event]: ...

    def __getitem__(self, i: int | slice) -> Event | list[Event]:
        n = self.reader.n
        if isinstance(i, slice):
            start, stop, step = i.indices(n)
            if step != 1:
                return [self[k] for k in range(start, stop, step)]
            return self.reader.events(start + 1, stop) if start < stop else []
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        return self.reader.event(i + 1)

    def naming(self, field: str, value: int, start: int, stop: int) -> list[Event]:
        """The events after position ``start`` and before ``stop`` whose ``field`` (a
        trigger, or a card) is ``value``, newest first."""
        found = (self.reader.trigger_positions(value) if field == "trigger"
                 else self.reader.card_positions(value))
        return [self.reader.event(p) for p in reversed(found) if start < p < stop]
