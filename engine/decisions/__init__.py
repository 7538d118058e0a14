"""The decisions a player can make, and the registry of their kinds.

The vocabulary (the dataclasses, their one name each, the encoded form, their
words) is :mod:`shahrazad.events.decisions`, re-exported here: a log stores decisions, so
its lower layers read them too. This module adds the rules. Each kind of decision
has one registered :class:`Entry`, the way each event kind has one fold handler
(``@handles``) and each effect one runner (``@runs``). An entry holds:

* ``asks``: the question it answers (a :class:`Question`: ``priority``,
  ``mulligan``, ``search``...; what :func:`pending` reports as the kind), and
  ``rule``: the rule it is made under, cited by its ``Decided`` event;
* :meth:`Entry.check`: its legality check, raising :class:`IllegalDecision` with
  the rule it breaks;
* :meth:`Entry.perform`: what it does, as events;
* :meth:`Entry.candidates`: its candidates for ``legal_decisions`` (each is
  checked before it is listed);
* :meth:`Entry.passive`: the passive agent's answer, for one entry per question;
* :meth:`Entry.parse` and :meth:`Entry.name`: its text form (``cast Lightning Bolt
  targeting B``; see :mod:`shahrazad.naming`), whose words come from the
  dataclass's ``words``;
* :meth:`Entry.scenario`: its form in a scenario file, as text to parse.

>>> entry(Cast).asks, entry("search").rule
('priority', '701.23')
>>> [e.kind.KIND for e in answering("mulligan")]
['keep', 'mulligan']

Adding a kind of decision
-------------------------
1. Its dataclass in ``events/decisions.py``: a ``KIND`` name that is also its
   verb in the text form, its fields, and ``words`` that say it in that form.
2. If the table asks a new question for it (say the rules emit
   ``ChoiceRequested(kind="starting_player")``), declare the question beside the
   entries: ``question("starting_player", rule="103.1")``.
3. Its entry, in the module of ``engine/decisions/kinds/`` that fits (or a new one, imported
   by ``engine/decisions/kinds/__init__.py``)::

       @registers(ChooseStarter, asks="starting_player", rule=R.STARTING_PLAYER)
       class _ChooseStarter(Entry[ChooseStarter]):
           def check(self, at, d): ...          # raise IllegalDecision(rule, why)
           def perform(self, txn, at, d): ...   # emit what it causes
           def candidates(self, at): ...        # what legal_decisions lists
           def passive(self, at): ...           # if it is its question's default
           def parse(self, at, text): ...       # the text after the verb
           def scenario(self, value, fields): ...  # a scenario file's form, as text

``tests/test_naming.py`` checks that every kind is registered with every part, that
every question the rules can ask is answered, and that every legal decision's
name parses back to it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from shahrazad.events.decisions import (
    ALIASES,
    KINDS,
    Accept,
    Activate,
    Aim,
    Allow,
    Apply,
    Assign,
    Attack,
    Block,
    Bottom,
    Cast,
    CastChosen,  # -- batch W-CMD2 --
    Choose,
    Command,
    Companion,
    Concede,
    Decision,
    Discard,
    Divide,
    Energy,
    First,
    Instead,  # -- batch D-CONTROL --
    Keep,
    KeepTapped,
    Mana,
    Mode,
    Mulligan,
    Names,
    OrderTriggers,  # -- batch T-ORDER --
    Pass,
    Payment,
    PayOffer,  # -- batch D-CONTROL --
    Piles,  # -- batch D-PILES --
    PlainNames,
    Play,
    Redirect,
    ReplaceWith,
    Retain,
    Retarget,
    Role,
    Roll,
    Sacrifice,
    Search,
    SkipIt,  # -- batch C-TURN --
    Target,
    Top,  # -- batch L-LENG --
    Wish,
    Word,
    canonical,
    decode,
)
from shahrazad.projections.state import GameState, TableState

if TYPE_CHECKING:
    from shahrazad.naming import Named
    from shahrazad.txn import Txn

__all__ = [
    "ALIASES",
    "ANY",
    "KINDS",
    "QUESTIONS",
    "Accept",
    "Activate",
    "Aim",
    "Allow",
    "Apply",
    "Asked",
    "Assign",
    "Attack",
    "Block",
    "Bottom",
    "Cast",
    "CastChosen",  # -- batch W-CMD2 --
    "Choose",
    "Command",
    "Companion",
    "Concede",
    "Decision",
    "Discard",
    "Divide",
    "Energy",
    "Entry",
    "First",
    "Instead",  # -- batch D-CONTROL --
    "Keep",
    "KeepTapped",  # -- batch B06 --
    "Mana",
    "Mode",
    "Mulligan",
    "Names",
    "OrderTriggers",  # -- batch T-ORDER --
    "Pass",
    "PayOffer",  # -- batch D-CONTROL --
    "Payment",
    "Pending",
    "Piles",  # -- batch D-PILES --
    "PlainNames",
    "Play",
    "Question",
    "Redirect",
    "ReplaceWith",  # -- batch D-DRAW --
    "Retain",
    "Retarget",
    "Role",
    "Roll",
    "Sacrifice",
    "Search",
    "SkipIt",  # -- batch C-TURN --
    "Target",
    "Top",  # -- batch L-LENG --
    "Wish",
    "Word",
    "answering",
    "canonical",
    "decode",
    "entries",
    "entry",
    "pending",
    "question",
    "registers",
]

#: ``asks`` of a kind that answers whatever the table asks (conceding, 104.3a)
ANY = "*"

D = TypeVar("D", bound=Decision)


@dataclass(frozen=True, slots=True)
class Pending:
    """Who the table is waiting on, in which game, for what kind of decision."""

    game: str
    player: str
    kind: str
    amount: int = 0
    #: -- batch W-CMD --: the player who controls ``player`` in this game and makes this
    #: decision for them (722.4); "" when ``player`` decides for themselves
    by: str = ""

    @property
    def decider(self) -> str:
        """Who gives the answer: ``player``, or the player controlling them (722.4)."""
        return self.by or self.player

    def __repr__(self) -> str:
        # ``by`` is shown only when someone else decides: it is "" at nearly every decision
        by = f", by={self.by!r}" if self.by else ""
        return (f"Pending(game={self.game!r}, player={self.player!r}, kind={self.kind!r}, "
                f"amount={self.amount!r}{by})")


def pending(state: TableState) -> Pending | None:
    """The decision the table waits for, or ``None`` when every game is over."""
    game = state.current
    if game is None:
        return None
    if game.choice is not None:
        who = game.choice.player
        return Pending(game.path, who, game.choice.kind, game.choice.amount,
                       _controller_of(game, who))
    if game.priority is not None:
        return Pending(game.path, game.priority, "priority",
                       by=_controller_of(game, game.priority))
    return None


def _controller_of(game: GameState, player: str) -> str:
    """-- batch W-CMD --: who controls ``player`` in ``game`` (722.1), or ""."""
    held = game.player.get(player)
    return held.controlled_by if held is not None else ""


@dataclass(frozen=True, slots=True)
class Asked:
    """Where a decision is made: the table, its game, who decides, and what the table
    waits for (``pending``; for a player who concedes out of turn, still the pending
    player's question)."""

    state: TableState
    game: GameState
    player: str
    pending: Pending
    #: -- batch W-CMD --: the player deciding for ``player``, who controls them (722.4)
    by: str = ""

    @classmethod
    def now(cls, state: TableState, player: str | None = None, *,
            on_behalf: bool = True) -> Asked | None:
        """The table as it waits now, for ``player`` (default: the one who decides).

        While the player it waits on is controlled by another (722.4), their controller
        gives the answer: the decision is made for the controlled player (``player`` is
        theirs, ``by`` the controller's), unless ``on_behalf`` is false (a decision a
        player only makes for themselves: conceding, 722.6)."""
        waiting = pending(state)
        if waiting is None:
            return None
        game = state.games[waiting.game]
        who = player or waiting.decider
        if on_behalf and waiting.by and who == waiting.by:
            return cls(state, game, waiting.player, waiting, waiting.by)
        return cls(state, game, who, waiting)


@dataclass(frozen=True, slots=True)
class Question:
    """Something the table can wait for: ``kind`` is what :func:`pending` reports.

    ``rule`` is the rule that asks it (cited when the wrong kind of decision is
    given); an answer to a ``chained`` question continues the chain of causes of the
    question (the search or wish of a resolving spell, a trigger's target) instead
    of starting one.
    """

    kind: str
    rule: str
    chained: bool = False


QUESTIONS: dict[str, Question] = {}


def question(kind: str, rule: str, *, chained: bool = False) -> str:
    """Declare a question the table can ask; returns its kind, for ``registers``."""
    QUESTIONS[kind] = Question(kind, rule, chained)
    return kind


class Entry(Generic[D]):
    """The rules of one kind of decision; see the module docstring.

    ``kind``, ``asks`` and ``rule`` are set by :func:`registers`.
    """

    kind: type[D]
    asks: str
    rule: str

    def check(self, at: Asked, d: D) -> None:
        """Raise :class:`~shahrazad.txn.IllegalDecision` unless ``d`` is legal ``at``; the
        question it answers and who decides are already checked."""
        raise NotImplementedError

    def perform(self, txn: Txn, at: Asked, d: D) -> None:
        """Emit what ``d`` causes, after its ``Decided`` event."""
        raise NotImplementedError

    def candidates(self, at: Asked) -> Iterable[D]:
        """Decisions of this kind to try for ``legal_decisions``: all, or where that
        would be huge a representative part (each single choice, none and all)."""
        raise NotImplementedError

    def order(self, at: Asked, d: D) -> tuple[int, ...]:
        """Where ``d`` goes among the legal decisions of its question (the entries' own
        order breaks ties). The order matters: a random agent picks by index, so the
        same seed plays the same game."""
        return (0,)

    def passive(self, at: Asked) -> D | None:
        """The passive agent's answer, if this kind is its question's default."""
        return None

    def parse(self, at: Asked, text: str) -> D:
        """The decision that ``text`` (what follows the verb) names ``at``; raise
        :class:`~shahrazad.naming.NamingError` saying what was not found and what fits."""
        raise NotImplementedError

    def scope(self, at: Asked, role: Role) -> Sequence[Named]:
        """Where a name for an object playing ``role`` in this kind is looked up ``at``
        (:meth:`parse` looks there, and :meth:`name` qualifies names against it)."""
        return ()

    def name(self, at: Asked, d: D) -> str:
        """The text form of ``d``, which :meth:`parse` reads back ``at``."""
        from shahrazad.naming import QualifiedNames

        return d.words(QualifiedNames(at, lambda role: self.scope(at, role)))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        """A scenario file's form of this kind (``value`` under its name, and the
        decision's other keys) as text to parse: ``pass = true`` is ``pass``."""
        return self.kind.KIND


_ENTRIES: dict[type[Decision], Entry[Any]] = {}


def registers(kind: type[D], *, asks: str, rule: str
              ) -> Callable[[type[Entry[D]]], type[Entry[D]]]:
    """Class decorator: register the entry class for ``kind`` (one per kind)."""
    def register(cls: type[Entry[D]]) -> type[Entry[D]]:
        if kind in _ENTRIES:
            raise TypeError(f"{kind.KIND!r} already has an entry")
        if asks != ANY and asks not in QUESTIONS:
            raise TypeError(f"{kind.KIND!r} answers {asks!r}, which no question() declares")
        instance = cls()
        instance.kind, instance.asks, instance.rule = kind, asks, rule
        _ENTRIES[kind] = instance
        return cls

    return register


def _loaded() -> dict[type[Decision], Entry[Any]]:
    # The entries live in shahrazad.decisions.kinds, which needs the rules; the registry is asked
    # only once they can be imported, so it loads them on first use.
    if not _ENTRIES:
        importlib.import_module("shahrazad.decisions.kinds")
    return _ENTRIES


def entries() -> dict[type[Decision], Entry[Any]]:
    """Every registered entry, by its decision class."""
    return dict(_loaded())


def entry(kind: Decision | type[Decision] | str) -> Entry[Any]:
    """The entry of a decision, a decision class or a kind's name (old names too)."""
    registry = _loaded()
    if isinstance(kind, str):
        cls = KINDS.get(ALIASES.get(kind, kind))
        if cls is None:
            raise KeyError(f"no decision kind {kind!r} (kinds: {', '.join(sorted(KINDS))})")
        return registry[cls]
    return registry[kind if isinstance(kind, type) else type(kind)]


def answering(kind: str) -> list[Entry[Any]]:
    """The entries that answer the question ``kind``, in registration order (conceding,
    which answers any, is not listed). Asked for every question a player is asked: kept
    per kind, as long as no entry is registered."""
    registry = _loaded()
    hit = _ANSWERING.get(kind)
    if hit is None or hit[0] is not registry or hit[1] != len(registry):
        hit = _ANSWERING[kind] = (registry, len(registry),
                                  [e for e in registry.values() if e.asks == kind])
    return list(hit[2])


_ANSWERING: dict[str, tuple[object, int, list[Entry[Any]]]] = {}
