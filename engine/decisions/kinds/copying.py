"""Choices asked while a spell or ability resolves, or is paid for, beyond those of
:mod:`.resolving`: the targets of a copy (707.10c), a cost an effect offers (Chain
Lightning's {R}{R}), and objects to choose (a creature to copy, 707.2; a card to
exile; permanents to sacrifice; cards to discard for a cost). Each continues the
chain of causes of its question."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import combinations
from typing import Any

from shahrazad.decisions import Asked, Choose, Entry, Retarget, Role, question, registers
from shahrazad.decisions.kinds.common import (
    MAX_SUBSETS,
    fail,
    parse_aims,
    scenario_list,
    where,
)
from shahrazad.decisions.kinds.resolving import resume
from shahrazad.events import vocabulary as v
from shahrazad.naming import Named, NamingError, QualifiedNames, objects, pick_list
from shahrazad.projections.state import Obj
from shahrazad.rules import actions, casting, choosing, copies, stack, turns
from shahrazad.rules import citations as R
from shahrazad.rules.choosing import Choosing
from shahrazad.rules.targets import candidates as legal_targets
from shahrazad.rules.targets import specs_of
from shahrazad.txn import Txn

NEW_TARGETS = question("new_targets", R.COPY_NEW_TARGETS, chained=True)
CHOOSE = question("choose", "608.2d", chained=True)


# -- the targets of a copy (707.10c) ---------------------------------------------------------


def copied(at: Asked) -> Obj:
    """The spell whose copy's targets are being chosen (the question's amount)."""
    if at.pending.kind != NEW_TARGETS or at.pending.amount not in at.game.objects:
        raise NamingError("no copy of a spell is waiting for its targets now")
    return at.game.objects[at.pending.amount]


def _aims(at: Asked, spell: Obj) -> list[list[Named]]:
    specs = specs_of(spell)
    found = []
    for i, old in enumerate(spell.targets):
        spec = specs[min(i, len(specs) - 1)]
        pool = [t for t in (old, *legal_targets(at.game, spec, at.player, None))
                if isinstance(t, int)]
        found.append(objects(at.game, list(dict.fromkeys(pool))))
    return found


@registers(Retarget, asks=NEW_TARGETS, rule=R.COPY_NEW_TARGETS)
class _Retarget(Entry[Retarget]):
    def check(self, at: Asked, d: Retarget) -> None:
        why = copies.allowed(at.game, copied(at), at.player, d.targets)
        if why:
            raise fail(R.COPY_NEW_TARGETS, why)

    def perform(self, txn: Txn, at: Asked, d: Retarget) -> None:
        resume(txn, at, d)

    def candidates(self, at: Asked) -> Iterator[Retarget]:
        for targets in copies.target_choices(at.game, copied(at), at.player):
            yield Retarget(targets)

    def passive(self, at: Asked) -> Retarget:
        return Retarget(copied(at).targets)  # the same targets as the spell

    def parse(self, at: Asked, text: str) -> Retarget:
        spell = copied(at)
        aims = parse_aims(at, text, specs_of(spell), 0, f"the copy of {spell.name}")
        # A target left as it was may have become illegal: it is named where it is.
        if len(aims) != len(spell.targets):
            raise NamingError(f"retarget {text}: the copy has {len(spell.targets)} "
                              f"target(s), as {spell.name} has")
        return Retarget(aims)

    def name(self, at: Asked, d: Retarget) -> str:
        spell = copied(at)
        return d.words(QualifiedNames(at, lambda role: (), _aims(at, spell)))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return "retarget " + ", ".join(scenario_list(value, "retarget"))


# -- a cost an effect offers ---------------------------------------------------------------


# -- objects to choose ---------------------------------------------------------------------


def chosen(at: Asked) -> Choosing:
    found = choosing.choosing(at.game) if at.pending.kind == CHOOSE else None
    if found is None:
        raise NamingError("nothing is waiting for a choice of objects now")
    return found


@registers(Choose, asks=CHOOSE, rule="608.2d")
class _Choose(Entry[Choose]):
    def check(self, at: Asked, d: Choose) -> None:
        c = chosen(at)
        if len(set(d.objs)) != len(d.objs) or not set(d.objs) <= set(c.pool):
            raise fail(c.rule, f"choose different objects among those allowed: {c.what}")
        if not c.least <= len(d.objs) <= c.most:
            count = str(c.most) if c.least == c.most else f"{c.least} to {c.most}"
            raise fail(c.rule, f"choose {count}, not {len(d.objs)}: {c.what}")

    def perform(self, txn: Txn, at: Asked, d: Choose) -> None:
        if at.game.resolving is not None:
            resume(txn, at, d)
            return
        owed = actions.owed_land_sacrifice(at.game)  # -- batch d-attack -- (614.1a)
        if owed is not None:
            for oid in d.objs:
                actions.move(txn, at.game, at.game.objects[oid], "graveyard", "sacrifice",
                             R.SACRIFICE)
            txn.emit(v.EffectsEnded, at.game, R.REPLACEMENT, effects=(owed.effect,))
            turns.give_priority(txn, at.game, at.game.active, R.PRIORITY_AFTER_ACTION)
            return
        # a cost paid once the ability is on the stack (602.2b): its player acts again
        stack.discard_for_cost(txn, at.game, d.objs)
        # -- batch c-mana --: a spell whose additional cost was just paid (601.2h) may
        # still have its mode or its division to announce
        if not casting.ask_mode(txn, at.game, at.player) and \
                not casting.ask_division(txn, at.game, at.player):
            turns.give_priority(txn, at.game, at.player, R.PRIORITY_AFTER_ACTION)

    def candidates(self, at: Asked) -> Iterator[Choose]:
        c = chosen(at)
        listed = 0
        for n in range(c.least, c.most + 1):
            for combo in combinations(c.pool, n):
                yield Choose(combo)
                listed += 1
                if listed >= MAX_SUBSETS:
                    return

    def passive(self, at: Asked) -> Choose:
        c = chosen(at)
        return Choose(c.pool[:c.least])

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return objects(at.game, chosen(at).pool)

    def parse(self, at: Asked, text: str) -> Choose:
        picked = pick_list(text, self.scope(at, "chosen"), players=at.game.players,
                           where=where(at, f"that may be chosen ({chosen(at).what})"))
        return Choose(tuple(p.key for p in picked))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return "choose " + (", ".join(scenario_list(value, "choose")) or "nothing")
