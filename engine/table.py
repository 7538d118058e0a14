"""The :class:`Table`: the one object a user of the engine needs.

A table holds a main game and, later, its subgames. Its history is a list of
events (:attr:`Table.events`, like python-chess's ``move_stack``) and its state
is the fold of that list (:attr:`Table.state`). You move it on with
:meth:`Table.push`, giving a decision of the player it waits on.

>>> from shahrazad.decisions import Keep, Pass
>>> deck = ["Island"] * 40
>>> t = Table.new(["A", "B"], [deck, deck], seed=7)
>>> t.pending().kind
'mulligan'
>>> _ = t.push(Keep()); _ = t.push(Keep())
>>> t.pending().kind, t.state.main.turn
('priority', 1)
>>> [d for _, d in t.decisions]
[Keep(), Keep()]
>>> _ = t.pop(); t.pending().kind
'mulligan'

:meth:`Table.push_named` takes a decision written as text (:mod:`shahrazad.naming`),
and :meth:`Table.name` writes one:

>>> _ = t.push_named("mulligan"); t.pending().kind
'mulligan'
>>> t.name(Keep())
'keep'
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Concatenate, ParamSpec, TypeVar

from shahrazad import (
    naming,
)
from shahrazad.cards import catalog
from shahrazad.cards.model import CardDef
from shahrazad.cards.pool import ACTIVE, card
from shahrazad.decisions import Asked, Decision, decide
from shahrazad.decisions import decode as decode_decision
from shahrazad.decisions.decide import Pending
from shahrazad.decisions.legal import legal_decisions
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.players import PLAYER_ID, check_player_ids
from shahrazad.projections.fold import fold
from shahrazad.projections.state import GameState, TableState
from shahrazad.rules import ante, turns, variants
from shahrazad.rules import citations as R
from shahrazad.rules import options as table_options
from shahrazad.txn import IllegalDecision, Txn

if TYPE_CHECKING:
    from shahrazad.agents import Agent

__all__ = ["ENGINE_VERSION", "PLAYER_ID", "IllegalDecision", "Table"]

ENGINE_VERSION = "shahrazad 0.1.0"

Listener = Callable[[Sequence[Event]], None]

P = ParamSpec("P")
T = TypeVar("T")


def _seeing_its_cards(method: Callable[Concatenate[Table, P], T]
                      ) -> Callable[Concatenate[Table, P], T]:
    """While a table works, the rules look card names up in its catalog: the pool and
    the table's own cards (:mod:`shahrazad.cards.catalog`)."""
    def wrapper(self: Table, /, *args: P.args, **kwargs: P.kwargs) -> T:
        token = ACTIVE.set(catalog.of_state(self.state))  # Catalog.active(), made cheaper
        try:
            return method(self, *args, **kwargs)
        finally:
            ACTIVE.reset(token)

    functools.update_wrapper(wrapper, method)
    return wrapper


class Table:
    """A table of players: the main game and every subgame, as a list of events."""

    def __init__(self, events: Iterable[Event] = ()) -> None:
        self.events: list[Event] = list(events)
        self.state: TableState = fold(self.events)
        self._listeners: list[Listener] = []

    # -- making a table ------------------------------------------------------------

    @classmethod
    def new(cls, players: Sequence[str], decks: Sequence[Sequence[str]], *, seed: int = 0,
            edition: str = "current", sideboards: Sequence[Sequence[str]] | None = None,
            options: Mapping[str, str] | None = None, starting_player: str | None = None,
            starting_life: int | None = None, stacked: bool = False,
            variant: str | None = None, commanders: Mapping[str, str] | None = None,
            vanguards: Mapping[str, str] | None = None,
            planar_decks: Mapping[str, Sequence[str]] | None = None,
            scheme_decks: Mapping[str, Sequence[str]] | None = None,
            stated: Sequence[Mapping[str, object]] = (),
            cards: Sequence[CardDef] = (),
            teams: Sequence[Sequence[str]] | None = None) -> Table:
        """Open a table and start its main game up to the first decision (103).

        ``decks`` and ``sideboards`` are card names, one list per player.
        ``starting_player`` skips the random choice, and ``stacked`` keeps the
        decks in the order given (top first) instead of shuffling them; both are
        recorded in the log, for reconstructing a table as it was.
        ``starting_life`` defaults to the variant's (20; 40 in Commander).

        ``options`` select the readings of :mod:`shahrazad.rules.options` (``shahrazad
        options`` lists them): an unknown key or value raises
        :class:`~shahrazad.rules.options.OptionError` (a ``ValueError``) naming the valid
        ones. The settings ``stacked_decks`` and ``variant`` may be given there too,
        for the arguments of the same name.

        A command-zone variant (:mod:`shahrazad.rules.variants`) is set up from its
        pieces, each keyed by player id: ``commanders`` (903), ``vanguards`` (902),
        ``planar_decks`` (901) and ``scheme_decks`` (904; one player's makes them
        the archenemy). ``variant`` names it (``commander``, ``vanguard``,
        ``planechase``, ``archenemy``, or several joined by ``+``) and is checked
        against the pieces; by default it is named after them. The log records the
        name as the ``variant`` option and the pieces as ``VariantCardsAdded``.

        ``stated`` are random outcomes stated ahead (the payloads of ``OutcomeStated``,
        as a scenario's ``[[random]]`` gives them: see :mod:`shahrazad.scenario.outcomes`);
        they are recorded right after the header.

        ``cards`` are the table's own cards, beside the pool (a judge's test card, a card
        the pool lacks): the decks may name them, and the first event records their
        definitions, so the log alone says what they do. One may not take a pool card's
        name (:class:`~shahrazad.cards.catalog.CustomCardError`, a ``ValueError``).

        Two-Headed Giant (810) is ``variant="2hg"`` with ``teams``, two teams of two
        in seat order (``[["A", "B"], ["C", "D"]]``; the ``teams`` option says it as
        ``"A+B/C+D"``); it may be joined with ``planechase``. An Archenemy table
        plays the archenemy against the team of the others (904.2) by itself.
        """
        own = catalog.Catalog(cards) if cards else catalog.POOL
        with own.active():
            return cls._new(players, decks, seed=seed, edition=edition,
                            sideboards=sideboards, options=options,
                            starting_player=starting_player, starting_life=starting_life,
                            stacked=stacked, variant=variant, commanders=commanders,
                            vanguards=vanguards, planar_decks=planar_decks,
                            scheme_decks=scheme_decks, teams=teams, stated=stated, own=own)

    @classmethod
    def _new(cls, players: Sequence[str], decks: Sequence[Sequence[str]], *, seed: int,
             edition: str, sideboards: Sequence[Sequence[str]] | None,
             options: Mapping[str, str] | None, starting_player: str | None,
             starting_life: int | None, stacked: bool, variant: str | None,
             commanders: Mapping[str, str] | None, vanguards: Mapping[str, str] | None,
             planar_decks: Mapping[str, Sequence[str]] | None,
             scheme_decks: Mapping[str, Sequence[str]] | None,
             teams: Sequence[Sequence[str]] | None,
             stated: Sequence[Mapping[str, object]], own: catalog.Catalog) -> Table:
        if len(players) < 2 or len(set(players)) != len(players):
            raise ValueError("a table needs two or more players with different names")
        check_player_ids(players)  # the one rule (shahrazad.players)
        if len(decks) != len(players):
            raise ValueError(f"{len(players)} players but {len(decks)} decks")
        sides = sideboards if sideboards is not None else [[] for _ in players]
        for names in [*decks, *sides]:
            for name in names:
                card(name)  # raises UnknownCard with a helpful message
        if edition not in R.EDITIONS:
            raise ValueError(f"unknown edition {edition!r}: choose one of {', '.join(R.EDITIONS)}")
        if starting_player is not None and starting_player not in players:
            raise ValueError(f"starting player {starting_player!r} is not at the table")
        opts = table_options.check(options or {}, edition)
        # The settings an option may give stand for the arguments of the same name.
        stacked = opts.pop("stacked_decks", "no") == "yes" or stacked
        named = opts.pop("variant", None)
        if named is not None and variant is not None and named != variant:
            raise ValueError(f"variant {variant!r} but the option variant={named!r}")
        variant = variant or named
        if stacked:
            opts["stacked_decks"] = "yes"
        try:
            pieces, name, team_text = variants.check_table(
                players, decks, sides, variant,
                teams if teams is not None else opts.pop("teams", None),
                commanders=commanders, vanguards=vanguards, planar_decks=planar_decks,
                scheme_decks=scheme_decks)
        except variants.VariantError as exc:  # with the argument to give, in Python's words
            raise variants.VariantError(exc.said("python"), exc.piece, exc.missing) from None
        if name:
            opts["variant"] = name
        if team_text is not None:
            opts["teams"] = team_text
        ante.check_table(opts)  # 407.2 gives the ante to one winner: no teams
        table = cls()
        txn = Txn(table.state)
        txn.emit(v.TableOpened, "1", R.TABLE, edition=edition, seed=seed,
                 players=tuple(players), decks=tuple(tuple(d) for d in decks),
                 sideboards=tuple(tuple(s) for s in sides),
                 options=tuple(sorted(opts.items())), engine_version=ENGINE_VERSION,
                 custom_cards=own.data())
        for payload in stated:
            txn.emit(v.OutcomeStated, "1", "scenario",
                     **{k: tuple(x) if isinstance(x, list) else x for k, x in payload.items()})
        for piece in pieces:
            txn.emit(v.VariantCardsAdded, "1", variants.PIECE_RULE[piece.role],
                     player=piece.player, role=piece.role, names=piece.names)
        turns.start_main_game(txn, tuple(players), starting_life,
                              starting_player=starting_player, stacked=stacked)
        table.events.extend(txn.events)
        return table

    # -- reading -----------------------------------------------------------------------

    @property
    def cards(self) -> catalog.Catalog:
        """The cards this table's rules see: the pool, and the table's own cards that
        its first event recorded."""
        return catalog.of_state(self.state)

    @property
    def position(self) -> int:
        """The position of the last event (0 for an empty table)."""
        return self.state.position

    @_seeing_its_cards
    def pending(self) -> Pending | None:
        """Who the table waits on and for what, or ``None`` when every game is over."""
        return decide.pending(self.state)

    @_seeing_its_cards
    def legal_decisions(self) -> list[Decision]:
        return legal_decisions(self.state)

    def is_over(self) -> bool:
        return self.pending() is None

    def game(self, path: str = "1") -> GameState:
        """The state of the game at ``path`` (``"1"`` is the main game)."""
        try:
            return self.state.games[path]
        except KeyError:
            raise KeyError(f"no game {path!r} at this table") from None

    @property
    def winners(self) -> tuple[str, ...]:
        return self.state.main.winners

    # -- moving on -------------------------------------------------------------------------

    @_seeing_its_cards
    def push(self, decision: Decision, player: str | None = None) -> list[Event]:
        """Take ``decision`` for ``player`` (default: the player the table waits on).

        Returns the events it caused. An illegal decision raises
        :class:`IllegalDecision` naming the rule it breaks, and appends nothing.
        """
        at = Asked.now(self.state, player)
        if at is None:
            raise IllegalDecision(R.WIN_LAST_PLAYER, "the game is over: no decision is "
                                                     "pending")
        decide.check(at, decision)
        txn = Txn(self.state)
        try:
            decide.perform(txn, at.player, decision, at)
        except BaseException:
            self.state = fold(self.events)  # the working state is half-changed: rebuild it
            raise
        self.events.extend(txn.events)
        for listener in self._listeners:
            listener(txn.events)
        return txn.events

    @_seeing_its_cards
    def push_named(self, text: str, player: str | None = None) -> list[Event]:
        """Take the decision ``text`` names in the current position, like python-chess's
        ``Board.push_san``: ``"cast Lightning Bolt targeting B:Serra Angel"``.

        The grammar and the naming rules are :mod:`shahrazad.naming`'s. A name that fits
        nothing, or fits several things, raises :class:`~shahrazad.naming.NamingError`
        saying what would fit; an illegal decision raises :class:`IllegalDecision`.
        Either way nothing is appended.
        """
        return self.push(naming.parse(self.state, text, player), player)

    @_seeing_its_cards
    def name(self, decision: Decision, player: str | None = None) -> str:
        """``decision`` as text :meth:`push_named` reads back now, like python-chess's
        ``Board.san``; ``player`` defaults to the player the table waits on."""
        return naming.name_of(self.state, decision, player)

    def pop(self) -> list[Event]:
        """Undo the last rules action: the last decision and every event it caused.

        Returns the removed events. A table that feeds a store can't be undone
        (the store is append-only).
        """
        if self._listeners:
            raise RuntimeError("this table appends to a store: its log can't be undone")
        for i in range(len(self.events) - 1, -1, -1):
            if isinstance(self.events[i], v.Decided):
                break
        else:
            raise IndexError("no decision to undo")
        undone = self.events[i:]
        del self.events[i:]
        self.state = fold(self.events)
        return undone

    @property
    def decisions(self) -> list[tuple[str, Decision]]:
        """Every decision taken so far, in order, with the player who took it."""
        return [(e.player, decode_decision(e.decision)) for e in self.events
                if isinstance(e, v.Decided)]

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener`` with the events of each rules action as it is appended."""
        self._listeners.append(listener)

    @_seeing_its_cards
    def play(self, agents: Mapping[str, Agent], max_actions: int = 1_000_000,
             progress: Callable[[Table], None] | None = None) -> None:
        """Let ``agents`` (one per player id) decide until every game is over."""
        for _ in range(max_actions):
            waiting = self.pending()
            if waiting is None:
                return
            decision = agents[waiting.player].decide(self, waiting)
            self.push(decision, waiting.player)
            if progress is not None:
                progress(self)
        raise RuntimeError(f"no result after {max_actions} decisions")
