"""Commander's two options as decisions of the commander's owner (903.9a, 903.9b), and
the commander damage each game counts (903.10a, 704.6c).

**903.9a** (704.6d): a commander in a graveyard or in exile may be put into the
command zone, as a state-based action, if its owner says so. When the check of
state-based actions finds one its owner has not answered for, it asks first
(``CommanderOptionOffered``, kind ``command``) and waits; the answer
(``CommanderOptionChosen``) is recorded against that object, the actions are then
performed together, and an object whose owner said no is not asked about again: it
was not put into that zone since the last check any more. A new object (the card
moved again) is asked about anew.

**903.9b**: a commander that would be put into its owner's hand or library may go
to the command zone instead. A resolving spell or ability is where such a move
happens; before each of its instructions the engine tries it on a copy of the
table (:func:`run_effects`, only at a table with commanders), and if that would
move a commander its owner has not answered for, the resolution waits before the
instruction (``ResolutionPaused``) and the owner is asked (kind ``redirect``); once
answered the instruction runs, with the answer a paused resolution was resuming
with (a search's card) held meanwhile. At the end of a subgame, a commander outside
the subgame's command zone would go into a library (727.5): its owner is asked the
same question there (Ambiguity A10), in the subgame, before any card goes home. A
move with no point to wait at (a mulligan's hand going back) takes the option.

Both questions are in the registry of decision kinds (:mod:`shahrazad.decisions.kinds.commander`).
A subgame asks them about its own objects: it is a game of its own (727.1a).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from shahrazad.cards.model import Effect
from shahrazad.decisions import Decision
from shahrazad.events import vocabulary as v
from shahrazad.events.errors import ShahrazadError
from shahrazad.projections.state import GameState, Obj, TableState, copy_table
from shahrazad.rules import citations as R
from shahrazad.rules import resolution
from shahrazad.rules.options import option
from shahrazad.txn import Txn

__all__ = [
    "Unanswered",
    "answer",
    "asking",
    "has_commanders",
    "offer_redirect",
    "offer_return",
    "run_effects",
]

#: the two questions: 903.9a's and 903.9b's
COMMAND = "command"
REDIRECT = "redirect"


class Unanswered(ShahrazadError):
    """While an instruction is tried on a copy of the table: it would put commander
    ``obj`` into a ``to_zone`` its owner has not answered for (903.9b)."""

    def __init__(self, obj: int, to_zone: str) -> None:
        super().__init__(obj, to_zone)
        self.obj = obj
        self.to_zone = to_zone


_TRYING: ContextVar[bool] = ContextVar("trying", default=False)


@contextmanager
def _trying() -> Iterator[None]:
    token = _TRYING.set(True)
    try:
        yield
    finally:
        _TRYING.reset(token)


def has_commanders(state: TableState) -> bool:
    """Whether the table plays Commander (its ``variant`` setting names it)."""
    return "commander" in option(state, "variant").split("+")


def _is_commander(state: TableState, obj: Obj) -> bool:
    return obj.card is not None and state.cards[obj.card].role == "commander"


# -- 903.9a: the state-based action ------------------------------------------------------


def asking(game: GameState) -> bool:
    """Whether ``game`` waits for a commander's owner to answer 903.9a: its check of
    state-based actions, and the priority after it, wait too."""
    return game.choice is not None and game.choice.kind == COMMAND


def offer_return(txn: Txn, game: GameState, then: str) -> bool:
    """903.9a: if a commander is in a graveyard or in exile and its owner has not said
    whether it goes to the command zone, ask them (``then``: who receives priority after
    the answer). True if a question is now open."""
    if game.choice is not None or not has_commanders(txn.state):
        return False
    found = [o for pid in game.players for o in game.player[pid].graveyard] + game.exile
    for oid in found:
        obj = game.objects[oid]
        if _is_commander(txn.state, obj) and (COMMAND, oid) not in game.commander_options \
                and game.player[obj.owner].in_game:
            txn.emit(v.CommanderOptionOffered, game, R.COMMANDER_SBA, player=obj.owner,
                     kind=COMMAND, obj=oid, name=obj.name, from_zone=obj.zone,
                     to_zone="command", held=(), then=then)
            return True
    return False


# -- 903.9b: the replacement ---------------------------------------------------------------


def answer(txn: Txn, game: GameState, obj: Obj, to_zone: str) -> bool:
    """903.9b: whether commander ``obj``, about to be put into a ``to_zone`` (hand or
    library), goes to the command zone instead: its owner's recorded answer. Without one,
    while an instruction is being tried, :class:`Unanswered` makes the resolution ask;
    where nothing can wait for an answer, the owner takes the option."""
    chosen = game.commander_options.get((REDIRECT, obj.oid))
    if chosen is not None:
        return chosen
    if _TRYING.get():
        raise Unanswered(obj.oid, to_zone)
    return True


def offer_redirect(txn: Txn, game: GameState, obj: Obj, to_zone: str,
                   held: tuple[object, ...] = ()) -> None:
    """Ask the owner of commander ``obj`` whether it goes to the command zone instead of
    the ``to_zone`` (903.9b); ``held``: the answer a paused resolution resumes with."""
    txn.emit(v.CommanderOptionOffered, game, R.COMMANDER_REPLACEMENT, player=obj.owner,
             kind=REDIRECT, obj=obj.oid, name=obj.name, from_zone=obj.zone, to_zone=to_zone,
             held=held, then="")


def run_effects(ctx: resolution.Ctx, steps: tuple[Effect, ...], start: int) -> int | None:
    """:func:`shahrazad.rules.resolution.run`, asking about commanders first (903.9b): at a
    table with commanders, each instruction is tried on a copy of the table, and if it
    would move a commander its owner has not answered for, the resolution waits before
    it and the owner is asked. The index to resume at, or None when done."""
    if not has_commanders(ctx.txn.state):
        return resolution.run(ctx, steps, start)
    for i in range(start, len(steps)):
        if ctx.stopped:  # an effect said the rest doesn't happen ("if you do")
            return None
        question = _try(ctx, steps, i)
        if question is not None:
            held = ctx.answer.encode() if isinstance(ctx.answer, Decision) else ()
            ctx.index = i
            ctx.pause("the owner of a commander chooses where it goes (903.9b)")
            offer_redirect(ctx.txn, ctx.game, ctx.game.objects[question.obj],
                           question.to_zone, held)
            return i
        resume_at = resolution.run(ctx, steps[:i + 1], i)
        if resume_at is not None:
            return resume_at
    return None


def _try(ctx: resolution.Ctx, steps: tuple[Effect, ...], i: int) -> Unanswered | None:
    """Run instruction ``i`` on a copy of the table; the question it would need, if any."""
    copy = copy_table(ctx.txn.state)
    game = copy.games[ctx.game.path]
    obj = game.objects.get(ctx.obj.oid, ctx.obj)
    trial = resolution.Ctx(Txn(copy, ctx.txn.cause), game, obj, ctx.targets, ctx.legal,
                        ctx.lki, ctx.answer, i)
    try:
        with _trying():
            resolution.run(trial, steps[:i + 1], i)
    except Unanswered as question:
        return question
    return None
