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
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

from shahrazad import (
    naming,
)
from shahrazad.cards import catalog
from shahrazad.cards.pool import ACTIVE
from shahrazad.decisions import Decision, decide
from shahrazad.decisions import decode as decode_decision
from shahrazad.decisions.decide import Pending
from shahrazad.decisions.legal import legal_decisions
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.players import PLAYER_ID
from shahrazad.projections.fold import fold
from shahrazad.projections.state import GameState, TableState
from shahrazad.rules import citations as R
from shahrazad.rules import turns, variants
from shahrazad.settings import TableSettings
from shahrazad.txn import IllegalDecision, Txn

if TYPE_CHECKING:
    from shahrazad.agents import Agent

__all__ = ["ENGINE_VERSION", "PLAYER_ID", "IllegalDecision", "Table", "TableSettings"]

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
    def new(cls, players: Sequence[str], decks: Sequence[Sequence[str]], **fields: Any
            ) -> Table:
        """Open a table of ``players`` with ``decks`` (card names, one list per player)
        and start its main game up to the first decision (103): the same as
        ``Table.from_settings(TableSettings(players, decks, **fields))``, where
        :class:`~shahrazad.settings.TableSettings` says what each field means and
        checks them (``seed``, ``edition``, ``sideboards``, ``options``,
        ``starting_player``, ``starting_life``, ``stacked``, ``variant``, the variant's
        pieces ``commanders``, ``vanguards``, ``planar_decks``, ``scheme_decks`` and
        ``teams``, ``stated`` and ``cards``)."""
        return cls.from_settings(TableSettings(players, decks, **fields))

    @classmethod
    def from_settings(cls, settings: TableSettings) -> Table:
        """Open a table as ``settings`` say and start its main game up to the first
        decision (103). Its first event, ``TableOpened``, records the edition, seed,
        players, decks, sideboards, the options (with the variant's name, its teams and
        ``stacked_decks``) and the table's own cards; the stated outcomes and the
        variant's pieces (``VariantCardsAdded``) follow."""
        s = settings
        with s.catalog.active():
            table = cls()
            txn = Txn(table.state)
            txn.emit(v.TableOpened, "1", R.TABLE, edition=s.edition, seed=s.seed,
                     players=tuple(s.players), decks=tuple(tuple(d) for d in s.decks),
                     sideboards=tuple(tuple(b) for b in s.sideboards or ()),
                     options=tuple(sorted(s.table_options.items())),
                     engine_version=ENGINE_VERSION, custom_cards=s.catalog.data())
            for payload in s.stated:
                txn.emit(v.OutcomeStated, "1", "scenario",
                         **{k: tuple(x) if isinstance(x, list) else x
                            for k, x in payload.items()})
            for piece in s.pieces:
                txn.emit(v.VariantCardsAdded, "1", variants.PIECE_RULE[piece.role],
                         player=piece.player, role=piece.role, names=piece.names)
            turns.start_main_game(txn, tuple(s.players), s.starting_life,
                                  starting_player=s.starting_player,
                                  stacked=s.table_options.get("stacked_decks") == "yes")
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
        """Take ``decision`` for ``player`` (default: the player the table waits on, or
        the player who controls them and decides for them, 722.4).

        Returns the events it caused. An illegal decision raises
        :class:`IllegalDecision` naming the rule it breaks, and appends nothing.
        """
        at = decide.asked(self.state, player, decision)
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
            decision = agents[waiting.decider].decide(self, waiting)
            self.push(decision, waiting.decider)
            if progress is not None:
                progress(self)
        raise RuntimeError(f"no result after {max_actions} decisions")
