"""The variants' own decisions: rolling the planar die (901.9), and the owner's answers
about a commander (903.9a, 903.9b).

* ``roll [paying SOURCE, ...]``: the special action of Planechase, taken with priority
  (:mod:`shahrazad.rules.planechase`);
* ``command yes|no``: whether a commander in a graveyard or in exile goes to the
  command zone, asked as the state-based action would apply (903.9a);
* ``redirect yes|no``: whether a commander goes to the command zone instead of a hand
  or library (903.9b), asked while a spell or ability resolves or as a subgame's
  cards go home (Ambiguity A10) (:mod:`shahrazad.rules.commander`).

The passive agent says yes to both questions: a player keeps their commander.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from shahrazad.cards.model import ManaCost
from shahrazad.decisions import (
    Asked,
    Command,
    Entry,
    Redirect,
    Role,
    Roll,
    decode,
    question,
    registers,
)
from shahrazad.decisions.kinds.common import (
    auto_payment,
    controlled,
    fail,
    parse_payment,
    scenario_payment,
)
from shahrazad.events import vocabulary as v
from shahrazad.naming import Named, NamingError, clauses
from shahrazad.rules import citations as R
from shahrazad.rules import planechase, stack, subgames, turns
from shahrazad.txn import Txn

COMMAND = question("command", R.COMMANDER_SBA)
REDIRECT = question("redirect", R.COMMANDER_REPLACEMENT, chained=True)


@registers(Roll, asks="priority", rule=R.PLANAR_DIE)
class _Roll(Entry[Roll]):
    def check(self, at: Asked, d: Roll) -> None:
        why = planechase.can_roll(at.game, at.player)
        if why:
            raise fail("116.2i", why)
        cost = ManaCost(generic=planechase.roll_cost(at.game, at.player))
        if not stack.can_pay(at.game, at.player, d.payment, cost, 0, 0, None):
            raise fail(R.PLANAR_DIE, f"{at.player} can't pay {cost} to roll the planar die "
                                     "with that mana")

    def perform(self, txn: Txn, at: Asked, d: Roll) -> None:
        planechase.roll(txn, at.game, at.player, d.payment)
        turns.give_priority(txn, at.game, at.game.active, R.PLANAR_DIE)  # 901.9a-c

    def candidates(self, at: Asked) -> Iterator[Roll]:
        if not planechase.can_roll(at.game, at.player):
            yield Roll(self.auto(at))

    def order(self, at: Asked, d: Roll) -> tuple[int, ...]:
        return (2,)

    def auto(self, at: Asked) -> tuple[tuple[int, int, str], ...]:
        cost = ManaCost(generic=planechase.roll_cost(at.game, at.player))
        return auto_payment(at, cost, 0, 0, None)

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return controlled(at) if role == "payment" else []

    def parse(self, at: Asked, text: str) -> Roll:
        if not text:
            return Roll(self.auto(at))
        _, parts = clauses("roll " + text, ("paying",), "roll")
        if "paying" not in parts:
            raise NamingError(f"roll {text}: say roll, or roll paying SOURCE, ...")
        return Roll(parse_payment(at, parts["paying"]))

    def name(self, at: Asked, d: Roll) -> str:
        text = super().name(at, d)
        if not d.payment and self.auto(at):
            text += " paying nothing"
        return text

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return "roll" + scenario_payment(fields)


_YES = {"yes": True, "no": False}


def _yes_no(verb: str, text: str) -> bool:
    if text.casefold() not in _YES:
        raise NamingError(f"{verb} {text}: say {verb} yes or {verb} no")
    return _YES[text.casefold()]


def _chosen(txn: Txn, at: Asked, yes: bool, kept: str) -> None:
    """Record the owner's answer about the commander the table asked about."""
    game = at.game
    obj = game.objects[at.pending.amount]
    txn.emit(v.CommanderOptionChosen, game, R.COMMANDER_SBA if at.pending.kind == "command"
             else R.COMMANDER_REPLACEMENT, player=at.player, kind=at.pending.kind,
             obj=obj.oid, name=obj.name, to_command=yes,
             answer="the command zone" if yes else kept)


@registers(Command, asks=COMMAND, rule=R.COMMANDER_SBA)
class _Command(Entry[Command]):
    def check(self, at: Asked, d: Command) -> None:
        return None  # yes and no are both answers

    def perform(self, txn: Txn, at: Asked, d: Command) -> None:
        game = at.game
        then = game.then or game.active
        zone = game.objects[at.pending.amount].zone
        _chosen(txn, at, d.yes, "to leave it in " + ("exile" if zone == "exile"
                                                     else f"the {zone}"))
        turns.give_priority(txn, game, then, "704.3")  # the check goes on

    def candidates(self, at: Asked) -> Sequence[Command]:
        return (Command(True), Command(False))

    def passive(self, at: Asked) -> Command:
        return Command(True)

    def parse(self, at: Asked, text: str) -> Command:
        return Command(_yes_no("command", text))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"command {'yes' if value else 'no'}"


@registers(Redirect, asks=REDIRECT, rule=R.COMMANDER_REPLACEMENT)
class _Redirect(Entry[Redirect]):
    def check(self, at: Asked, d: Redirect) -> None:
        if at.pending.amount not in at.game.objects:
            raise fail(R.COMMANDER_REPLACEMENT, "the commander asked about is gone")

    def perform(self, txn: Txn, at: Asked, d: Redirect) -> None:
        game = at.game
        held = game.held
        _chosen(txn, at, d.yes, "to let it go where it was going")
        if game.status == "over":  # the subgame's cards go home (A10)
            subgames.go_on(txn, game)
        elif game.resolving is not None:  # the resolution goes on (903.9b)
            answer = decode(held) if held else None
            if not stack.resolve_top(txn, game, answer):
                turns.give_priority(txn, game, game.active, R.PRIORITY_AFTER_RESOLVE)
        else:
            turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)

    def candidates(self, at: Asked) -> Sequence[Redirect]:
        return (Redirect(True), Redirect(False))

    def passive(self, at: Asked) -> Redirect:
        return Redirect(True)

    def parse(self, at: Asked, text: str) -> Redirect:
        return Redirect(_yes_no("redirect", text))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"redirect {'yes' if value else 'no'}"
