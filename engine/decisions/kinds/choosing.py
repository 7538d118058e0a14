"""Choices a player makes while a spell or ability resolves (608.2d) or is cast (601.2b):
permanents to sacrifice, cards to discard, an amount of energy to pay, whether to pay a
cost, a modal spell's mode. Each continues the chain of causes of its question.

The discards reuse the cleanup step's ``discard`` decision (:mod:`.cleanup`): one kind
of decision, asked by the cleanup step or by a resolving effect.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations
from typing import Any

from shahrazad.cards.model import (
    AnyPlayerMay,
    Equalize,
    ManaCost,
    MayPay,
    OfferCopy,
    PayAnyMana,
    RevealAtRandom,
    SacrificeSome,
    Search,
)
from shahrazad.characteristics import is_type, printed
from shahrazad.decisions import (
    Accept,
    Asked,
    Divide,
    Energy,
    Entry,
    Mode,
    Role,
    Sacrifice,
    Top,  # -- batch L-LENG --
    Word,
    question,
    registers,
)
from shahrazad.decisions.kinds.common import (
    MAX_SUBSETS,
    MAX_X,
    auto_payment,
    fail,
    parse_payment,
    payers,
    scenario_list,
    scenario_payment,
    where,
)
from shahrazad.decisions.kinds.resolving import resume
from shahrazad.events import vocabulary as v
from shahrazad.mana import find_payment
from shahrazad.naming import Named, NamingError, clauses, number, objects, pick_list
from shahrazad.rules import actions, stack, triggers, turns  # actions: batch L-LENG
from shahrazad.rules import citations as R
from shahrazad.rules.effects import (
    any_player_may_pool,
    sacrificeable,
    waiting_effect,
    word_options,
)
from shahrazad.rules.resolution import life_to_keep
from shahrazad.txn import Txn

SACRIFICE = question("sacrifice", R.SACRIFICE, chained=True)
MODE = question("mode", R.MODES, chained=True)
ENERGY = question("energy", R.ENERGY, chained=True)
ACCEPT = question("accept", R.RESOLVE_CHOICE, chained=True)


# -- sacrifice (701.21) -------------------------------------------------------------------


def sacrifice_pool(at: Asked) -> list[int]:
    """The permanents the waiting effect lets the player sacrifice: their nontoken
    permanents (Lich), or their lands or creatures (Balance)."""
    effect = waiting_effect(at.game)
    if isinstance(effect, Equalize):
        card_type = {"lands": "Land", "creatures": "Creature"}.get(effect.what, "")
        return [o for o in at.game.in_play if at.game.objects[o].controller == at.player
                and is_type(at.game, at.game.objects[o], card_type)]
    if isinstance(effect, AnyPlayerMay):  # -- batch d-attack --: theirs it picks
        snapshot = at.game.resolving_snapshot
        source = at.game.objects.get(snapshot.source) if snapshot is not None and \
            snapshot.source is not None else snapshot
        return any_player_may_pool(at.game, effect, at.player, source)
    if isinstance(effect, SacrificeSome):
        snapshot = at.game.resolving_snapshot
        source = at.game.objects.get(snapshot.source) if snapshot is not None and \
            snapshot.source is not None else snapshot
        # batch B04: an opponent may choose among the sacrificing player's permanents
        who = snapshot.controller if effect.chooser and snapshot is not None else at.player
        return sacrificeable(at.game, effect, who, source)
    return []


def _may_choose_none(at: Asked) -> bool:
    """Batch B04: "you may sacrifice ...": choosing nothing declines (608.2d)."""
    effect = waiting_effect(at.game)
    return (isinstance(effect, SacrificeSome) and effect.optional) or \
        isinstance(effect, AnyPlayerMay)  # -- batch d-attack --


@registers(Sacrifice, asks=SACRIFICE, rule=R.SACRIFICE)
class _Sacrifice(Entry[Sacrifice]):
    def check(self, at: Asked, d: Sacrifice) -> None:
        amount = at.pending.amount
        if not d.objs and _may_choose_none(at):
            return
        if len(set(d.objs)) != len(d.objs) or len(d.objs) != amount:
            raise fail(R.SACRIFICE, f"choose exactly {amount} different permanents, not "
                                    f"{len(d.objs)}")
        pool = sacrifice_pool(at)
        for oid in d.objs:
            if oid not in pool:
                name = at.game.objects[oid].name if oid in at.game.objects else f"#{oid}"
                raise fail(R.SACRIFICE, f"{name} is not a permanent {at.player} may "
                                        "sacrifice to this")

    def perform(self, txn: Txn, at: Asked, d: Sacrifice) -> None:
        resume(txn, at, d)

    def candidates(self, at: Asked) -> Iterator[Sacrifice]:
        if _may_choose_none(at):
            yield Sacrifice(())
        for i, combo in enumerate(combinations(sacrifice_pool(at), at.pending.amount)):
            if i >= MAX_SUBSETS:
                break
            yield Sacrifice(tuple(combo))

    def passive(self, at: Asked) -> Sacrifice:
        if isinstance(waiting_effect(at.game), AnyPlayerMay):  # -- batch d-attack --: an
            return Sacrifice(())  # offer is declined unless taken
        return Sacrifice(tuple(sacrifice_pool(at)[: at.pending.amount]))

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return objects(at.game, sacrifice_pool(at))

    def parse(self, at: Asked, text: str) -> Sacrifice:
        return Sacrifice(tuple(c.key for c in pick_list(
            text, self.scope(at, "permanent"), players=at.game.players,
            where=where(at, f"among the permanents {at.player} may sacrifice"))))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return "sacrifice " + (", ".join(scenario_list(value, "sacrifice")) or "nothing")


# -- modes (601.2b, 700.2a) ---------------------------------------------------------------


def _modes(at: Asked) -> int:
    if at.pending.amount in at.game.triggers:  # -- batch D-TRIG --: a trigger's (603.3c)
        return triggers.mode_count(at.game, at.pending.amount)
    spell = at.game.objects.get(at.pending.amount)
    return len(printed(spell).modes) if spell is not None else 0


@registers(Mode, asks=MODE, rule=R.MODES)
class _Mode(Entry[Mode]):
    def check(self, at: Asked, d: Mode) -> None:
        if not 0 <= d.mode < _modes(at):
            raise fail("700.2a", f"the spell has {_modes(at)} modes: choose 1 to "
                                 f"{_modes(at)}, not {d.mode + 1}")
        if at.pending.amount in at.game.triggers and \
                not triggers.mode_allowed(at.game, at.pending.amount, d.mode):
            raise fail("700.2a", f"mode {d.mode + 1} has no legal target")  # -- D-TRIG --

    def perform(self, txn: Txn, at: Asked, d: Mode) -> None:
        if at.pending.amount in at.game.triggers:  # -- batch D-TRIG --: 603.3c
            txn.emit(v.ModeChosen, at.game, R.TRIGGER_MODE, obj=at.pending.amount,
                     mode=d.mode)
            turns.give_priority(txn, at.game, at.game.active, R.PRIORITY_STEP)
            return
        txn.emit(v.ModeChosen, at.game, R.MODES, obj=at.pending.amount, mode=d.mode)
        if at.game.resolving is not None:  # -- batch W-CMD2 --: a spell cast as another
            resume(txn, at, d)  # resolves (608.2c): that resolution goes on
            return
        turns.give_priority(txn, at.game, at.player, R.PRIORITY_AFTER_ACTION)

    def candidates(self, at: Asked) -> Iterator[Mode]:
        if at.pending.amount in at.game.triggers:  # -- batch D-TRIG --
            return (Mode(i) for i in range(_modes(at))
                    if triggers.mode_allowed(at.game, at.pending.amount, i))
        return (Mode(i) for i in range(_modes(at)))

    def passive(self, at: Asked) -> Mode:
        return next(iter(self.candidates(at)), Mode(0))  # -- D-TRIG --: a legal one

    def parse(self, at: Asked, text: str) -> Mode:
        return Mode(number(text, "mode", 1) - 1)

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"mode {value}"


# -- energy (107.14) -----------------------------------------------------------------------


@registers(Energy, asks=ENERGY, rule=R.ENERGY)
class _Energy(Entry[Energy]):
    def check(self, at: Asked, d: Energy) -> None:
        have = at.game.player[at.player].counters.get("energy", 0)
        if not 0 <= d.amount <= have:
            raise fail(R.ENERGY, f"{at.player} has {have} energy: pay 0 to {have}, not "
                                 f"{d.amount}")

    def perform(self, txn: Txn, at: Asked, d: Energy) -> None:
        resume(txn, at, d)

    def candidates(self, at: Asked) -> Iterator[Energy]:
        have = at.game.player[at.player].counters.get("energy", 0)
        return (Energy(n) for n in range(min(have, MAX_X) + 1))

    def passive(self, at: Asked) -> Energy:
        return Energy(0)

    def parse(self, at: Asked, text: str) -> Energy:
        return Energy(number(text, "energy"))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"energy {value}"


# -- a cost a resolving effect offers (608.2d) ------------------------------------------------


def offered(at: Asked) -> ManaCost:
    """The cost the waiting effect offers to pay: a "you may pay" (Soul Net's), or the
    cost of a copy offered to a player (Chain Lightning's, 707.10)."""
    effect = waiting_effect(at.game)
    if isinstance(effect, MayPay):  # an {X} is the resolving spell's or ability's X
        resolving = at.game.resolving_snapshot
        once = effect.cost_for(resolving.x if resolving is not None else 0)
        if effect.times != 1 and once.mana_value:  # batch B04: the question's amount is
            # the mana value of all it offers, worked out as it was asked
            return effect.cost_for(resolving.x if resolving is not None else 0,
                                   at.pending.amount // once.mana_value)
        return once
    if isinstance(effect, RevealAtRandom | AnyPlayerMay):  # -- batch R-A --: life alone;
        return ManaCost()  # -- batch d-attack --: damage taken, nothing paid
    if isinstance(effect, PayAnyMana):  # batch B01
        return effect.mana
    if isinstance(effect, OfferCopy):
        return effect.cost
    if isinstance(effect, Search) and effect.pay_difference_over is not None:
        return ManaCost(generic=at.pending.amount)  # -- batch r-b --: the difference
    raise NamingError("nothing is offering a cost to pay now")


_YES = {"yes": True, "no": False}


def _offered_life(at: Asked) -> int:
    """-- batch B08 --: the life the waiting "you may pay" offers to pay (119.4)."""
    effect = waiting_effect(at.game)
    if isinstance(effect, RevealAtRandom):  # -- batch R-A --: to keep the card revealed
        return life_to_keep(at.game)
    return effect.life if isinstance(effect, MayPay) else 0


@registers(Accept, asks=ACCEPT, rule=R.RESOLVE_CHOICE)
class _Accept(Entry[Accept]):
    def check(self, at: Asked, d: Accept) -> None:
        if not d.yes:
            if d.payment:
                raise fail(R.RESOLVE_CHOICE, "a refusal pays nothing")
            return
        cost = offered(at)
        if not stack.can_pay(at.game, at.player, d.payment, cost, 0, 0, None):
            raise fail(R.PAY, f"{at.player} can't pay {cost} with that mana")
        if _offered_life(at) > at.game.player[at.player].life:  # -- batch B08 --
            raise fail(R.PAY_LIFE, f"{at.player} can't pay {_offered_life(at)} life")

    def perform(self, txn: Txn, at: Asked, d: Accept) -> None:
        if d.yes:
            stack.pay(txn, at.game, at.player, d.payment, offered(at), 0, 0,
                      at.game.resolving)
            life = _offered_life(at)
            if life:  # -- batch B08 --: and the life it offers to pay (119.4)
                stack.pay_life(txn, at.game, at.player, life)
        resume(txn, at, d)

    def candidates(self, at: Asked) -> Sequence[Accept]:
        payment = find_payment(at.game, at.player, offered(at))
        return (Accept(False),) + ((Accept(True, payment),) if payment is not None else ())

    def passive(self, at: Asked) -> Accept:
        return Accept(False)

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return payers(at) if role == "payment" else []

    def parse(self, at: Asked, text: str) -> Accept:
        head, parts = clauses(text, ("paying",), "accept")
        if head.casefold() not in _YES:
            raise NamingError(f"accept {text}: say accept yes [paying ...] or accept no")
        if not _YES[head.casefold()]:
            return Accept(False)
        payment = (parse_payment(at, parts["paying"]) if "paying" in parts
                   else auto_payment(at, offered(at), 0, 0, None))
        return Accept(True, payment)

    def name(self, at: Asked, d: Accept) -> str:
        text = super().name(at, d)
        if d.yes and not d.payment and auto_payment(at, offered(at), 0, 0, None):
            text += " paying nothing"
        return text

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"accept {'yes' if value else 'no'}" + (scenario_payment(fields) if value
                                                      else "")


# -- words (608.2d): a basic land type, a color --------------------------------------------

WORD = question("word", R.RESOLVE_CHOICE, chained=True)


def _word_options(at: Asked) -> list[tuple[str, ...]]:
    return word_options(waiting_effect(at.game), at.game, at.player, at.pending.amount)


@registers(Word, asks=WORD, rule=R.RESOLVE_CHOICE)
class _Word(Entry[Word]):
    def check(self, at: Asked, d: Word) -> None:
        options = _word_options(at)
        if d.chosen not in options:
            size = len(options[0]) if options else 1
            what = "two different words" if size == 2 else "one word"
            words = sorted({w for o in options for w in o})
            raise fail(R.RESOLVE_CHOICE, f"choose {what} of {', '.join(words)}, not "
                                         f"{' '.join(d.chosen) or 'nothing'}")

    def perform(self, txn: Txn, at: Asked, d: Word) -> None:
        resume(txn, at, d)

    def candidates(self, at: Asked) -> Iterator[Word]:
        return (Word(o) for o in _word_options(at))

    def passive(self, at: Asked) -> Word:
        options = _word_options(at)
        return Word(options[0] if options else ())

    def parse(self, at: Asked, text: str) -> Word:
        # -- batch B10 --: a one-word answer may have spaces (a card name, 608.2d)
        whole = {o[0].casefold(): o for o in _word_options(at) if len(o) == 1}
        if text.strip().casefold() in whole:
            return Word(whole[text.strip().casefold()])
        known = {w.casefold(): w for o in _word_options(at) for w in o}
        said = text.split()
        unknown = [w for w in said if w.casefold() not in known]
        if unknown:
            raise NamingError(f"word {text}: {unknown[0]!r} is not one of "
                              f"{', '.join(sorted(known.values()))}")
        return Word(tuple(known[w.casefold()] for w in said))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        words = value if isinstance(value, str) else " ".join(str(w) for w in value)  # type: ignore[attr-defined]
        return f"word {words}"


# -- batch B10: damage divided as a spell is cast (601.2d) -------------------------------

DIVIDE = question("divide", R.DIVIDE, chained=True)


def _divided(at: Asked) -> tuple[int, int]:
    """The spell's damage to divide, and its number of targets."""
    spell = at.game.objects.get(at.pending.amount)
    if spell is None:
        return 0, 0
    return printed(spell).divide, len(spell.targets)


def _shares(total: int, n: int) -> Iterator[tuple[int, ...]]:
    """Every way to divide ``total`` into ``n`` amounts of at least 1, in order."""
    if n == 1:
        if total >= 1:
            yield (total,)
        return
    for first in range(1, total - n + 2):
        for rest in _shares(total - first, n - 1):
            yield (first, *rest)


@registers(Divide, asks=DIVIDE, rule=R.DIVIDE)
class _Divide(Entry[Divide]):
    def check(self, at: Asked, d: Divide) -> None:
        total, n = _divided(at)
        if len(d.amounts) != n or any(a < 1 for a in d.amounts) or sum(d.amounts) != total:
            raise fail(R.DIVIDE, f"divide {total} among the {n} targets, at least 1 to each, "
                                 f"in their order (divide {', '.join(['1'] * n)}...)")

    def perform(self, txn: Txn, at: Asked, d: Divide) -> None:
        txn.emit(v.DamageDivided, at.game, R.DIVIDE, obj=at.pending.amount, amounts=d.amounts)
        if at.game.resolving is not None:  # -- batch W-CMD2 --: a spell cast as another
            resume(txn, at, d)  # resolves (608.2c): that resolution goes on
            return
        turns.give_priority(txn, at.game, at.player, R.PRIORITY_AFTER_ACTION)

    def candidates(self, at: Asked) -> Iterator[Divide]:
        for i, shares in enumerate(_shares(*_divided(at))):
            if i >= MAX_SUBSETS:
                break
            yield Divide(shares)

    def passive(self, at: Asked) -> Divide:
        total, n = _divided(at)
        return Divide(tuple(total // n + (1 if i < total % n else 0) for i in range(n)))

    def parse(self, at: Asked, text: str) -> Divide:
        return Divide(tuple(number(part.strip(), "amount") for part in text.split(",")
                            if part.strip()))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        if isinstance(value, list):
            return "divide " + ", ".join(str(n) for n in value)
        return f"divide {value}"


# -- batch L-LENG: discarded cards on top of the library instead (614.1a) -------------------

TOP = question("top", R.REPLACEMENT, chained=True)


def _being_discarded(at: Asked) -> tuple[int, ...]:
    """The cards an effect is making the player discard, which may go on top of their
    library instead (Library of Leng)."""
    return tuple(f.subject for f in actions.being_discarded(at.game, at.player)
                 if isinstance(f.subject, int))


@registers(Top, asks=TOP, rule=R.REPLACEMENT)
class _Top(Entry[Top]):
    """``top NAME, ...``: the cards named go on top of the library, the first named
    ending on top; the rest into the graveyard. The passive agent puts none on top."""

    def check(self, at: Asked, d: Top) -> None:
        pool = _being_discarded(at)
        if len(set(d.objs)) != len(d.objs) or not set(d.objs) <= set(pool):
            raise fail(R.REPLACEMENT, "put on top only cards you are discarding: "
                                      + ", ".join(at.game.objects[o].name for o in pool))

    def perform(self, txn: Txn, at: Asked, d: Top) -> None:
        game = at.game
        if game.resolving is not None:
            resume(txn, at, d)
        elif actions.draw(txn, game, at.player, 1, R.DRAW_STEP, answer=d) is None:
            # the draw step's draw a discard replaced (Chains of Mephistopheles) goes on
            turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)

    def candidates(self, at: Asked) -> Iterator[Top]:
        pool = _being_discarded(at)
        yield Top(())
        for oid in pool:
            yield Top((oid,))
        if len(pool) > 1:
            yield Top(pool)

    def passive(self, at: Asked) -> Top:
        return Top(())

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return objects(at.game, _being_discarded(at))

    def parse(self, at: Asked, text: str) -> Top:
        picked = pick_list(text, self.scope(at, "hand"), players=at.game.players,
                           where=where(at, "among the cards you are discarding"))
        return Top(tuple(p.key for p in picked))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return "top " + (", ".join(scenario_list(value, "top")) or "nothing")
