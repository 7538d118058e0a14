"""The fuzzer as a library: random tables, every invariant after every action.

:func:`fuzz` is to ``shahrazad fuzz`` what hypothesis's runner is to ``@given``: a
function that takes its settings and returns a result, which the command only
shows. Game *i* of a run plays with seed ``S + i`` (its decks, its players, its
agents and its table all come from that seed), so any game can be played again
alone, and a run gives the same result on one core, on every core, or on a
cluster::

    from shahrazad.fuzz import FuzzSettings, fuzz

    result = fuzz(FuzzSettings(games=20, seed=7, workers=2))
    print(result.games, result.events, result.deepest)
    for failure in result.failures:
        failure.write("logs/failures")  # the log and a scenario that replays it

After every action the table's cards are counted (every card in exactly one zone
of one game, or outside every game) and its game tree checked (only the
innermost unfinished game runs); after each table, :func:`check_table`'s whole
list. Any exception the engine raises is a failure too. Your own checks join
them through :attr:`FuzzSettings.invariants`.

Where the games run:

* one worker: in this process (a planted bug or a debugger sees them);
* more: in worker processes (:class:`concurrent.futures.ProcessPoolExecutor`);
* ``scheduler``: on a Dask cluster (``dask.distributed``, the ``fuzz`` extra).

Whatever runs them, the result is assembled in seed order: the run stops after
the ``max_failures``-th failing game *in seed order*, and its totals count the
games up to that one, never one that a fast worker happened to finish beyond it.

Guided play (:attr:`FuzzSettings.guided`) steers the tables toward subgames
nested deep (see :class:`GuidedAgent` and :func:`guided_deck`); plain play is
uniformly random over the legal decisions, as :class:`~shahrazad.agents.RandomAgent`.
"""

from __future__ import annotations

import concurrent.futures as cf
import importlib
import io
import math
import multiprocessing
import os
import random
import signal
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import Any, Literal

import shahrazad.projections.invariants as invariants
from shahrazad.agents import RandomAgent
from shahrazad.cards import pool_copies, sets
from shahrazad.cards.model import FromOutside
from shahrazad.cards.pool import CARDS, card
from shahrazad.decisions import Activate, Attack, Cast, Concede, Decision, Keep
from shahrazad.decisions.decide import Pending
from shahrazad.events import decode, encode
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.errors import ShahrazadError
from shahrazad.events.storage.logfile import dumps, loads, write_log
from shahrazad.projections.fold import fold
from shahrazad.projections.state import GameState
from shahrazad.rules import outside
from shahrazad.rules.citations import EDITIONS
from shahrazad.scenario import reproducer
from shahrazad.settings import TableSettings
from shahrazad.table import Table

__all__ = [
    "PLAYER_IDS", "SIDEBOARD", "DepthLimitedAgent", "Failure", "FuzzError", "FuzzProgress",
    "FuzzResult", "FuzzSettings", "GameOutcome", "GuidedAgent", "check_table", "fuzz",
    "guided_deck", "play_game", "random_deck", "spell_names",
]

#: the seats of a fuzzed table, in order
PLAYER_IDS = ("A", "B", "C", "D")
#: the largest seed a game may play: a log holds its seed as a signed 64-bit integer
MAX_SEED = 2**63 - 1
#: every player's sideboard: a card for the wishes to fetch, and a Shahrazad
SIDEBOARD = ("Juzam Djinn", "Shahrazad")
BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
#: cards that start a subgame or bring cards in from outside the game; Shahrazad first
#: (a deck must hold it for subgames to happen)
SUBGAME_CARDS = ("Shahrazad", "Living Wish", "Burning Wish", "Golden Wish",
                 "Desecrated Tomb", "Oblivion Ring", "Death Wish")


class FuzzError(ShahrazadError):
    """The run can't start: bad settings, or a cluster that can't be reached."""


# -- decks ------------------------------------------------------------------------


#: the cards of copies, planeswalkers, restarting and casting from outside the game
#: (:mod:`shahrazad.cards.pool_copies`) and the Old School sets' (:mod:`shahrazad.cards.sets`),
#: added after many tests had pinned seeds of
#: :func:`random_deck`: a seed pins a table (one that reaches nested subgames, one stopped
#: where a player has lost), and a card more in its pool would deal every seed other
#: decks. :func:`random_deck` leaves them out unless asked; the fuzzer deals from the
#: whole pool. So are the cards of the set packages (:mod:`shahrazad.cards.sets`), which
#: came later still.
LATER_CARDS = frozenset(d.name for d in (*pool_copies.DEFS, *sets.DEFS))


@cache
def spell_names(every_card: bool = True) -> tuple[str, ...]:
    """The pool's cards a constructed deck may hold besides basic lands: neither
    tokens, extensions, split cards, cards played only for ante (the fuzzer's tables
    don't play for ante) nor the variants' command-zone cards (nor
    :data:`LATER_CARDS` unless ``every_card``)."""
    return tuple(sorted(
        name for name, d in CARDS.items()
        if d.cost is not None and not d.tags & {"token", "extension"}
        and not d.faces and "Basic" not in d.supertypes
        and not d.nontraditional and (every_card or name not in LATER_CARDS)
        and not d.ante_only))  # -- batch C-ANTE --: its tables don't play for ante


def random_deck(rng: random.Random, size: int = 30, shahrazads: int = 3, *,
                every_card: bool = False) -> list[str]:
    """A deck of ``size`` cards: ``shahrazads`` Shahrazads and three other cards that
    reach across games, basic lands for half the deck, the rest spells from the pool
    (:func:`spell_names`; without :data:`LATER_CARDS` unless ``every_card``, so that a
    seed deals the deck it always dealt)."""
    deck = ["Shahrazad"] * shahrazads + rng.sample(SUBGAME_CARDS[1:], 3)
    deck += [rng.choice(BASICS) for _ in range(size // 2)]
    pool = spell_names(every_card)
    while len(deck) < size:
        deck.append(rng.choice(pool))
    return deck


def guided_deck(rng: random.Random, size: int = 60) -> list[str]:
    """A deck built to nest subgames: a sixth of it Shahrazad, the wishes that can
    fetch one (Burning Wish a sorcery, Death Wish any card), Enter the Dungeon, white
    mana for most of the lands (Shahrazad costs {W}{W}), and random spells for the rest.

    Sixty cards, because every level of nesting takes an opening hand (seven cards) and
    a draw or two out of each library: a subgame five deep still starts with a dozen.
    """
    deck = ["Shahrazad"] * (size // 6) + ["Enter the Dungeon"] * 2
    deck += ["Burning Wish", "Death Wish", "Mox Pearl"]
    lands = size * 2 // 5
    deck += ["Plains"] * (lands * 3 // 4)
    deck += [rng.choice(("Swamp", "Mountain", "Swamp", "Island", "Forest"))
             for _ in range(lands - lands * 3 // 4)]
    pool = spell_names()
    while len(deck) < size:
        deck.append(rng.choice(pool))
    return deck


# -- agents -----------------------------------------------------------------------


def starts_subgame(game: GameState, decision: Decision) -> bool:
    """Whether ``decision`` casts a card that starts a subgame (Shahrazad, Enter the
    Dungeon)."""
    return isinstance(decision, Cast) and card(game.objects[decision.card].name).starts_subgames


class DepthLimitedAgent:
    """Uniform over the legal decisions, like :class:`~shahrazad.agents.RandomAgent`, but
    casts no subgame card in a game ``max_depth`` deep or deeper."""

    def __init__(self, seed: int | str, max_depth: int | None = None) -> None:
        self.inner = RandomAgent(seed)
        self.rng = self.inner.rng
        self.max_depth = max_depth

    def decide(self, table: Table, pending: Pending) -> Decision:
        game = table.game(pending.game)
        if self.max_depth is None or game.depth < self.max_depth:
            return self.inner.decide(table, pending)
        options = [d for d in table.legal_decisions() if not starts_subgame(game, d)]
        return self.rng.choice(options)


class GuidedAgent:
    """A random agent that dives to a subgame ``aim`` deep, then lets the table unwind.

    The dive: until the table has had a game ``aim`` deep, the agent keeps its opening
    hand, casts Shahrazad or Enter the Dungeon whenever it can, casts a wish when one
    can fetch such a card (from its sideboard or an enclosing game, 727.4), takes that
    card when the wish resolves (and when a winner searches), and never does what ends
    a game early: it attacks nobody and aims nothing at an opponent. Nor does it tap
    mana for nothing (in 2004, unspent mana burns). Otherwise it picks at random among
    what is left. ``max_depth`` caps the aim.

    The unwinding: from then on it picks uniformly among the legal decisions except
    those that start another subgame, so every game, the deep ones first, plays to its
    end (starting more would keep the libraries full: the table might never end).
    """

    def __init__(self, seed: int | str, max_depth: int | None = None, aim: int = 6,
                 concede: float = 1 / 400) -> None:
        self.rng = random.Random(seed)
        self.concede = concede
        self.tail = DepthLimitedAgent(f"{seed}:tail", max_depth=0)
        self.aim = aim if max_depth is None else min(aim, max_depth)
        #: the deepest game this agent has been asked about (every game asks each of
        #: its players about their opening hand, so this is the table's deepest)
        self.reached = 0

    def decide(self, table: Table, pending: Pending) -> Decision:
        game = table.game(pending.game)
        self.reached = max(self.reached, game.depth)
        if self.reached >= self.aim:
            if self.rng.random() < self.concede:
                return Concede()
            return self.tail.decide(table, pending)
        options = table.legal_decisions()
        if pending.kind == "mulligan" and Keep() in options:
            return Keep()
        preferred = [d for d in options if self._leads_to_subgame(table, game, pending, d)]
        if preferred:
            return self.rng.choice(preferred)
        calm = [d for d in options if self._calm(game, pending.player, d)]
        return self.rng.choice(calm or options)

    @staticmethod
    def _leads_to_subgame(table: Table, game: GameState, pending: Pending, d: Decision) -> bool:
        state = table.state
        if starts_subgame(game, d):
            return True
        if isinstance(d, Cast):
            wish = next((e for e in card(game.objects[d.card].name).effects
                         if isinstance(e, FromOutside)), None)
            return wish is not None and any(
                card(c.name).starts_subgames
                for c in outside.outside_cards(state, game, pending.player, wish.kind))
        # The answer to a wish names a card (outside the game), to a search an object (in
        # the library); either can be a Shahrazad.
        chosen = getattr(d, "card", None)
        if pending.kind == "wish" and chosen in state.cards:
            return card(state.cards[chosen].name).starts_subgames
        if pending.kind == "search" and chosen in game.objects:
            return card(game.objects[chosen].name).starts_subgames
        return False

    @staticmethod
    def _calm(game: GameState, player: str, d: Decision) -> bool:
        if isinstance(d, Attack):
            return not d.attackers
        if d.KIND == "mana":  # a mana ability, for no spell
            return False
        if isinstance(d, Cast | Activate):
            return not any(t in game.players and t != player for t in d.targets)
        return True


# -- checks -----------------------------------------------------------------------

#: a check of a table after an action: its problems, empty when all is well
Check = Callable[[Table], list[str]]


def action_problems(table: Table, extra: Sequence[Check] = ()) -> list[str]:
    """What is checked after every action: conservation, nesting, and ``extra``."""
    problems = (invariants.conservation_problems(table.state)
                + invariants.nesting_problems(table.state))
    for check in extra:
        problems += check(table)
    return problems


def check_table(table: Table) -> list[str]:
    """Every invariant Shahrazad promises, as a list of problems (empty when all hold):
    conservation, nesting, suspended games that only waited, owners changed only by
    ``OwnershipChanged``, the fold of the log equal
    to the live state, every event through the codec and the log file's round trip."""
    problems = (invariants.conservation_problems(table.state)
                + invariants.nesting_problems(table.state))
    problems += invariants.suspension_problems(table.events)
    problems += invariants.ownership_problems(table.events, table.state)
    if fold(table.events) != table.state:
        problems.append("the fold of the log differs from the live state")
    for event in table.events:
        if decode(encode(event)) != event:
            problems.append(f"event {event.position} does not survive the codec")
            break
    if table.events and loads(dumps(table.events)).events != table.events:
        problems.append("the log file does not round-trip")
    return problems


# -- settings and results ---------------------------------------------------------


@dataclass(frozen=True)
class FuzzSettings:
    """What to fuzz and where. ``minutes``, ``workers``, ``scheduler`` and
    ``connect_timeout`` decide only how many games are played and where; everything
    else decides the games themselves."""

    #: tables to play; game ``i`` plays with seed ``seed + i``
    games: int = 100
    seed: int = 0
    #: game ``i`` plays ``editions[i % len(editions)]``
    editions: tuple[str, ...] = ("current",)
    #: players per table; ``None``: 2 to 4, drawn from the game's seed
    players: int | None = None
    #: start no subgame this deep or deeper (the main game is 0 deep)
    max_depth: int | None = None
    #: stop after this long: no game starts after it, and the games under way are cut
    #: where they stand (and checked)
    minutes: float | None = None
    #: worker processes; ``None``: one per core; 1: in this process (unused on a cluster:
    #: there every worker thread plays)
    workers: int | None = None
    #: a Dask scheduler's address (``tcp://host:8786``): play on that cluster instead
    scheduler: str | None = None
    #: steer toward deep subgames (:class:`GuidedAgent`, :func:`guided_deck`); else plain
    #: random play (:class:`DepthLimitedAgent`, :func:`random_deck`)
    guided: bool = True
    #: stop after this many failing games (in seed order); ``None``: never
    max_failures: int | None = 1
    #: decisions after which a table is left as it stands (not a failure)
    max_actions: int = 20_000
    #: your own checks, run after every action beside the built-in ones; with workers
    #: or a cluster they must be picklable (module-level functions)
    invariants: tuple[Check, ...] = ()
    #: seconds to wait for a Dask scheduler to answer
    connect_timeout: float = 10.0

    def __post_init__(self) -> None:
        if self.games < 1:
            raise FuzzError("games: at least 1")
        if not 0 <= self.seed <= MAX_SEED - (self.games - 1):
            raise FuzzError(f"seed {self.seed} and games {self.games}: game i plays seed "
                            f"seed+i, and a seed is at most {MAX_SEED} (2^63 - 1, what a "
                            "log holds)")
        if self.minutes is not None and not (math.isfinite(self.minutes)
                                             and self.minutes > 0):
            raise FuzzError(f"minutes: a number of minutes above 0, not {self.minutes}")
        if not self.editions:
            raise FuzzError("editions: at least one")
        for edition in self.editions:
            if edition not in EDITIONS:
                raise FuzzError(f"unknown edition {edition!r}: choose from "
                                f"{', '.join(EDITIONS)}")
        if self.players is not None and not 2 <= self.players <= len(PLAYER_IDS):
            raise FuzzError(f"players: 2 to {len(PLAYER_IDS)}")
        if self.workers is not None and self.workers < 1:
            raise FuzzError("workers: at least 1")
        if self.workers is not None and self.scheduler is None and \
                self.workers > (cores := _cores()):
            # a worker per game beyond the cores only slows every game (and a huge
            # count can't even be started)
            raise FuzzError(f"workers: at most {cores}, the cores this process may use "
                            f"(not {self.workers})")
        if self.max_failures is not None and self.max_failures < 1:
            raise FuzzError("max_failures: at least 1 (or None: never stop)")

    def worker_count(self) -> int:
        """The worker processes this run uses (``workers``, or one per core)."""
        return self.workers if self.workers is not None else _cores()


def _cores() -> int:
    """The cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@dataclass(frozen=True)
class Failure:
    """A failing game: what was wrong, its log cut at the first failing action, and a
    scenario file that replays it decision by decision (the crashing decision last)."""

    index: int
    seed: int
    edition: str
    #: the position of the last event in the log
    position: int
    problems: tuple[str, ...]
    #: the portable log file's bytes (:mod:`shahrazad.events.storage.logfile`)
    log: bytes
    #: a scenario file (TOML) for ``shahrazad run``
    scenario: str

    def write(self, folder: str | Path) -> tuple[Path, Path]:
        """Write ``fuzz-SEED.shlog`` and ``fuzz-SEED.toml`` into ``folder``; their paths."""
        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        log, scenario = out / f"fuzz-{self.seed}.shlog", out / f"fuzz-{self.seed}.toml"
        tmp = log.with_suffix(".shlog.tmp")
        tmp.write_bytes(self.log)
        tmp.replace(log)  # never leave a half-written log under the real name
        scenario.write_text(self.scenario, encoding="utf-8")
        return log, scenario


@dataclass(frozen=True)
class GameOutcome:
    """One fuzzed table: its size, its depth, and its failure if it failed."""

    index: int
    seed: int
    edition: str
    players: int
    events: int
    actions: int
    subgames: int
    #: the deepest level a game reached (0: the main game only)
    deepest: int
    #: every game of the table ended (not cut at ``max_actions``, not failed)
    over: bool
    failure: Failure | None = None
    #: how long it took, by the clock and in processor time of the thread that played it
    seconds: float = field(default=0.0, compare=False)
    cpu_seconds: float = field(default=0.0, compare=False)


@dataclass(frozen=True)
class FuzzProgress:
    """Where a run stands, for a progress display."""

    done: int
    total: int
    events: int
    subgames: int
    deepest: int
    failures: int
    elapsed: float
    #: when the run stops starting games (seconds from its start), if it has a limit
    deadline: float | None = None

    @property
    def games_per_second(self) -> float:
        return self.done / self.elapsed if self.elapsed > 0 else 0.0

    @property
    def events_per_second(self) -> float:
        return self.events / self.elapsed if self.elapsed > 0 else 0.0

    @property
    def eta(self) -> float | None:
        """Seconds left, at the rate so far (or to the time limit, if sooner)."""
        rate = self.games_per_second
        left = (self.total - self.done) / rate if rate else None
        if self.deadline is not None:
            until = max(0.0, self.deadline - self.elapsed)
            left = until if left is None else min(left, until)
        return left


@dataclass(frozen=True)
class FuzzResult:
    """What a run found: totals over the games it counted, and the failures."""

    settings: FuzzSettings
    #: the counted games, in seed order: games ``0 .. len - 1``
    outcomes: tuple[GameOutcome, ...]
    failures: tuple[Failure, ...]
    seconds: float
    #: why it stopped: every game played, ``max_failures`` reached, the time limit, or ^C
    stopped: Literal["done", "failures", "time", "interrupted"]
    #: worker processes (or cluster threads) that played
    workers: int

    @property
    def ok(self) -> bool:
        return not self.failures

    @property
    def games(self) -> int:
        return len(self.outcomes)

    @property
    def events(self) -> int:
        return sum(o.events for o in self.outcomes)

    @property
    def subgames(self) -> int:
        return sum(o.subgames for o in self.outcomes)

    @property
    def deepest(self) -> int:
        return max((o.deepest for o in self.outcomes), default=0)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def events_per_second(self) -> float:
        return self.events / self.seconds if self.seconds > 0 else 0.0

    @property
    def cpu_seconds(self) -> float:
        """Processor time spent playing the counted games, in whichever processes."""
        return sum(o.cpu_seconds for o in self.outcomes)

    def totals(self) -> dict[str, int]:
        """The counts that the same settings always give, whoever plays the games."""
        return {"games": self.games, "events": self.events, "subgames": self.subgames,
                "deepest": self.deepest, "failures": len(self.failures)}


# -- one game -----------------------------------------------------------------------


def play_game(settings: FuzzSettings, index: int, until: float | None = None) -> GameOutcome:
    """Play game ``index`` of a run: everything about it comes from seed
    ``settings.seed + index``. Runs in whichever process or cluster worker plays it.

    ``until`` (a :func:`time.time`): cut the table there if it is still going; it is
    checked as it stands, like a table cut at ``settings.max_actions``.
    """
    started, cpu_started = time.perf_counter(), time.thread_time()
    seed = settings.seed + index
    rng = random.Random(seed)
    edition = settings.editions[index % len(settings.editions)]
    n = settings.players or rng.randint(2, len(PLAYER_IDS))
    ids = list(PLAYER_IDS[:n])
    build = guided_deck if settings.guided else partial(random_deck, every_card=True)
    decks = [build(rng) for _ in ids]
    table = Table.from_settings(TableSettings(ids, decks, seed=seed, edition=edition,
                                              sideboards=[list(SIDEBOARD)] * n))
    agents = {p: GuidedAgent(f"{seed}:{p}", settings.max_depth) if settings.guided
              else DepthLimitedAgent(f"{seed}:{p}", settings.max_depth) for p in ids}
    problems: list[str] = []
    crashed: Event | None = None
    actions = 0
    while actions < settings.max_actions:
        waiting = table.pending()
        if waiting is None or (until is not None and time.time() > until):
            break
        decision: Decision | None = None
        try:
            decision = agents[waiting.decider].decide(table, waiting)
            table.push(decision, waiting.decider)
        except Exception as exc:  # a crash is a finding too
            problems = [f"the engine raised {type(exc).__name__}: {exc}"]
            if decision is not None:  # the scenario ends with the decision that crashed
                crashed = v.Decided.from_payload(
                    v.Decided.VERSION, table.position + 1, waiting.game, "", None,
                    {"player": waiting.player, "decision": decision.encode()})
            break
        actions += 1
        problems = action_problems(table, settings.invariants)
        if problems:
            break
    if not problems:
        try:
            problems = check_table(table)
        except Exception as exc:  # e.g. the fold can't apply the log: a finding as well
            problems = [f"checking the table raised {type(exc).__name__}: {exc}"]
    games = table.state.games.values()
    failure = None
    if problems:
        log = io.BytesIO()
        write_log(log, table.events)
        failure = Failure(index, seed, edition, table.position, tuple(problems), log.getvalue(),
                          reproducer([*table.events, *([crashed] if crashed else [])]))
    return GameOutcome(index, seed, edition, n, len(table.events), actions, len(games) - 1,
                       max(g.depth for g in games), table.is_over() and not problems,
                       failure, time.perf_counter() - started,
                       time.thread_time() - cpu_started)


# -- the run ------------------------------------------------------------------------


class _InThisProcess(cf.Executor):
    """An executor that plays each game as it is submitted, in this process."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> cf.Future[Any]:
        future: cf.Future[Any] = cf.Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:
            future.set_exception(exc)
        return future


def _ignore_interrupts() -> None:
    """A worker leaves ^C to the main process, which stops the run and keeps its result."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _process_pool(workers: int) -> cf.ProcessPoolExecutor:
    methods = multiprocessing.get_all_start_methods()
    # forkserver (the default from Python 3.14): workers fork from a clean server, not
    # from this process and its threads (a progress display runs one).
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    return cf.ProcessPoolExecutor(workers, mp_context=context, initializer=_ignore_interrupts)


def _dask_executor(settings: FuzzSettings) -> tuple[cf.Executor, int, Callable[[], None]]:
    """An executor on the Dask cluster at ``settings.scheduler``, its thread count, and
    how to close the connection."""
    try:
        # Optional (the fuzz extra), and untyped: reached through Any.
        distributed: Any = importlib.import_module("distributed")
    except ImportError:
        raise FuzzError("--scheduler needs dask.distributed: pip install 'shahrazad[fuzz]'"
                        ) from None
    address = settings.scheduler
    try:
        client = distributed.Client(address, timeout=settings.connect_timeout, set_as_default=False)
    except Exception as exc:  # OSError, TimeoutError, ValueError for a malformed address
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise FuzzError(f"can't reach the Dask scheduler at {address}: {reason}") from None
    threads = max(1, sum(client.nthreads().values()))
    return client.get_executor(pure=False), threads, client.close


def fuzz(settings: FuzzSettings,
         progress: Callable[[FuzzProgress], None] | None = None) -> FuzzResult:
    """Play ``settings.games`` tables (fewer if it stops early) and check them.

    ``progress`` is called after each counted game. Raises :class:`FuzzError` when the
    run can't start (no Dask, or its scheduler can't be reached).
    """
    started = time.perf_counter()
    close: Callable[[], None] = lambda: None  # noqa: E731
    if settings.scheduler is not None:
        executor, workers, close = _dask_executor(settings)
    elif settings.worker_count() == 1:
        executor, workers = _InThisProcess(), 1
    else:
        workers = settings.worker_count()
        executor = _process_pool(workers)
    deadline = settings.minutes * 60 if settings.minutes is not None else None
    # The games under way stop at the same moment, by the clock (a cluster's workers have
    # no other clock in common with this process).
    until = time.time() + deadline if deadline is not None else None
    # Games are handed out a few ahead of the workers: none waits, and when the run stops
    # few games are played for nothing.
    window = 1 if isinstance(executor, _InThisProcess) else max(2, 2 * workers)
    counted: list[GameOutcome] = []
    failures: list[Failure] = []
    finished: dict[int, GameOutcome] = {}
    running: dict[cf.Future[GameOutcome], int] = {}
    stopped: Literal["done", "failures", "time", "interrupted"] = "done"
    totals = [0, 0, 0]  # events, subgames, deepest of the counted games
    submitted = 0
    try:
        while True:
            if stopped == "done" and deadline is not None and \
                    time.perf_counter() - started > deadline:
                stopped = "time"
            while (stopped == "done" and submitted < settings.games
                   and len(running) < window):
                running[executor.submit(play_game, settings, submitted, until)] = submitted
                submitted += 1
            if not running:
                break
            done, _ = cf.wait(running, timeout=1.0, return_when=cf.FIRST_COMPLETED)
            for future in done:
                del running[future]
                try:
                    outcome = future.result()
                except (KeyboardInterrupt, FuzzError):
                    raise
                except Exception as exc:  # the worker, not the engine: play_game keeps those
                    raise FuzzError(f"a worker failed: {type(exc).__name__}: {exc} (settings "
                                    "and invariants must pickle: module-level functions)"
                                    ) from exc
                finished[outcome.index] = outcome
            # Count in seed order, so that the result is the same whoever played.
            while stopped in ("done", "time") and len(counted) in finished:
                outcome = finished.pop(len(counted))
                counted.append(outcome)
                totals[0] += outcome.events
                totals[1] += outcome.subgames
                totals[2] = max(totals[2], outcome.deepest)
                if outcome.failure is not None:
                    failures.append(outcome.failure)
                    if settings.max_failures is not None and \
                            len(failures) >= settings.max_failures:
                        stopped = "failures"
                if progress is not None:
                    progress(FuzzProgress(len(counted), settings.games, totals[0], totals[1],
                                          totals[2], len(failures),
                                          time.perf_counter() - started, deadline))
            if stopped == "failures":
                break
    except KeyboardInterrupt:
        stopped = "interrupted"
    finally:
        for future in running:
            future.cancel()
        # A game still being played after the run stopped is of no use: don't wait for it.
        executor.shutdown(wait=stopped not in ("failures", "interrupted"))
        close()
    return FuzzResult(settings, tuple(counted), tuple(failures),
                      time.perf_counter() - started, stopped, workers)


def result_dict(result: FuzzResult, written: Iterable[tuple[Path, Path]] = ()) -> dict[str, Any]:
    """The result as plain data (the CLI's ``--json``); ``written``: where each failure's
    log and scenario went, in the order of ``result.failures``."""
    paths = list(written)
    failures = []
    for i, f in enumerate(result.failures):
        entry: dict[str, Any] = {"seed": f.seed, "edition": f.edition, "position": f.position,
                                 "problems": list(f.problems)}
        if i < len(paths):
            entry["log"], entry["scenario"] = str(paths[i][0]), str(paths[i][1])
        failures.append(entry)
    settings = {k: val for k, val in asdict(result.settings).items() if k != "invariants"}
    settings["editions"] = list(result.settings.editions)
    return {"games": result.games, "events": result.events, "subgames": result.subgames,
            "deepest": result.deepest, "seconds": round(result.seconds, 2),
            "games_per_second": round(result.games_per_second, 2),
            "events_per_second": round(result.events_per_second),
            "workers": result.workers, "stopped": result.stopped,
            "failure": failures[0] if failures else None, "failures": failures,
            "settings": settings}
