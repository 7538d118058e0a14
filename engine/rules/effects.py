"""How each effect primitive happens: the events it causes when it resolves (608.2c).

:func:`run` follows a spell's or ability's effects in order. An effect that
needs a player's choice (a search) or a whole subgame returns :data:`PAUSE`;
the resolution then waits (``ResolutionPaused``) and is resumed at the same
effect when the answer comes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.cards import model as m
from engine.characteristics import creatures, defn, power
from engine.decisions import Search, Wish
from engine.rules import actions
from engine.rules import citations as R
from engine.txn import Txn
from events import vocabulary as v
from projections.state import GameState, Obj

Target = int | str
PAUSE = "pause"


@dataclass
class Ctx:
    """What an effect can see while its spell or ability resolves."""

    txn: Txn
    game: GameState
    obj: Obj
    targets: tuple[Target, ...]
    #: which targets are still legal (608.2b)
    legal: tuple[bool, ...]
    #: last known information about object targets: controller, power, mana value
    lki: dict[int, dict[str, Any]] = field(default_factory=dict)
    #: the answer a paused resolution resumes with: a decision, or a finished subgame
    answer: object | None = None
    #: the index of the effect being followed
    index: int = 0

    def pause(self, why: str) -> str:
        """Wait before the current effect (608.2c); it runs again, with an answer."""
        self.txn.emit(v.ResolutionPaused, self.game, R.RESOLVE, obj=self.obj.oid,
                      name=self.obj.name, at=self.index, why=why)
        return PAUSE

    @property
    def controller(self) -> str:
        return self.obj.controller

    @property
    def source(self) -> Obj:
        """The object that is the source of the effect: the spell, or the ability's source."""
        if self.obj.source is not None and self.obj.source in self.game.objects:
            return self.game.objects[self.obj.source]
        return self.obj

    def refs(self, ref: str) -> list[Target]:
        """Who or what ``ref`` means now; an illegal target means nothing (608.2b)."""
        if ref.startswith("target:"):
            i = int(ref.split(":")[1])
            if i < len(self.targets) and self.legal[i]:
                return [self.targets[i]]
            return []
        if ref == "each_target":
            return [t for t, ok in zip(self.targets, self.legal, strict=True) if ok]
        if ref == "you":
            return [self.controller]
        if ref == "subject":
            return [self.obj.subject] if self.obj.subject is not None else []
        if ref == "self":
            return [self.source.oid]
        if ref.startswith("controller_of:"):
            t = self.targets[int(ref.split(":")[1])]
            if isinstance(t, int) and t in self.lki:
                return [self.lki[t]["controller"]]
            return []
        if ref == "each_player":
            return list(self.game.living)
        raise ValueError(f"unknown reference {ref!r}")

    def amount(self, amount: m.Amount) -> int:
        if isinstance(amount, int):
            return amount
        if amount == "X":
            return self.obj.x
        if amount == "X_divided":
            n = sum(self.legal) or 1
            return self.obj.x // n
        kind, _, index = amount.partition(":")
        t = self.targets[int(index)]
        info = self.lki.get(t, {}) if isinstance(t, int) else {}
        if kind == "power_of":
            return int(info.get("power", 0))
        if kind == "mana_value_of":
            return int(info.get("mana_value", 0))
        raise ValueError(f"unknown amount {amount!r}")

    def obj_of(self, target: Target) -> Obj | None:
        return self.game.objects.get(target) if isinstance(target, int) else None


Runner = Callable[[Ctx, Any], str | None]
_RUNNERS: dict[type[m.Effect], Runner] = {}


def runs(kind: type[m.Effect]) -> Callable[[Runner], Runner]:
    def register(fn: Runner) -> Runner:
        _RUNNERS[kind] = fn
        return fn

    return register


def run(ctx: Ctx, effects: tuple[m.Effect, ...], start: int = 0) -> int | None:
    """Follow ``effects`` from index ``start``; the index to resume at, or None when done."""
    for i in range(start, len(effects)):
        effect = effects[i]
        ctx.index = i
        outcome = _RUNNERS[type(effect)](ctx, effect)
        ctx.answer = None
        if outcome == PAUSE:
            return i
    return None


def snapshot(game: GameState, targets: tuple[Target, ...]) -> dict[int, dict[str, Any]]:
    lki: dict[int, dict[str, Any]] = {}
    for t in targets:
        obj = game.objects.get(t) if isinstance(t, int) else None
        if obj is not None:
            d = defn(obj) if obj.kind in ("card", "spell") else None
            lki[obj.oid] = {"controller": obj.controller,
                      "power": power(game, obj) if d and d.power is not None else 0,
                      "mana_value": d.cost.mana_value if d and d.cost else 0}
    return lki


# -- the runners ---------------------------------------------------------------


@runs(m.Damage)
def _damage(ctx: Ctx, e: m.Damage) -> None:
    amount = ctx.amount(e.amount)
    for target in ctx.refs(e.to):
        actions.damage(ctx.txn, ctx.game, ctx.source, target, amount)


@runs(m.DamageEach)
def _damage_each(ctx: Ctx, e: m.DamageEach) -> None:
    amount = ctx.amount(e.amount)
    if e.creatures:
        for obj in creatures(ctx.game):
            actions.damage(ctx.txn, ctx.game, ctx.source, obj.oid, amount)
    if e.players:
        for pid in ctx.game.living:
            actions.damage(ctx.txn, ctx.game, ctx.source, pid, amount)


@runs(m.Draw)
def _draw(ctx: Ctx, e: m.Draw) -> str | None:
    n = ctx.amount(e.amount)
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        # Ring of Ma'ruf's replacement takes the place of the first of these draws.
        from engine.rules import subgames

        if n > 0 and subgames.replaced_draw(ctx.txn, ctx.game, pid):
            if not isinstance(ctx.answer, Wish):
                ctx.pause("a draw is replaced: a card from outside the game instead")
                subgames.ask_for_outside_card(ctx.txn, ctx.game, pid)
                return PAUSE
            subgames.bring_in(ctx.txn, ctx.game, pid, ctx.answer.card, "any")
            subgames.end_replacement(ctx.txn, ctx.game, pid)
            actions.draw(ctx.txn, ctx.game, pid, n - 1)
            continue
        actions.draw(ctx.txn, ctx.game, pid, n)
    return None


@runs(m.GainLife)
def _gain(ctx: Ctx, e: m.GainLife) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        actions.change_life(ctx.txn, ctx.game, pid, ctx.amount(e.amount), R.LIFE)


@runs(m.LoseLife)
def _lose(ctx: Ctx, e: m.LoseLife) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        actions.change_life(ctx.txn, ctx.game, pid, -ctx.amount(e.amount), R.LIFE)


@runs(m.Destroy)
def _destroy(ctx: Ctx, e: m.Destroy) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None and obj.zone == "battlefield":
            actions.destroy(ctx.txn, ctx.game, obj)


@runs(m.DestroyAll)
def _destroy_all(ctx: Ctx, e: m.DestroyAll) -> None:
    doomed = [ctx.game.objects[o] for o in ctx.game.in_play
              if e.kind in defn(ctx.game.objects[o]).types]
    for obj in doomed:
        actions.destroy(ctx.txn, ctx.game, obj)


@runs(m.Exile)
def _exile(ctx: Ctx, e: m.Exile) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None:
            actions.move(ctx.txn, ctx.game, obj, "exile", "exile", R.EXILE)


@runs(m.ReturnToHand)
def _bounce(ctx: Ctx, e: m.ReturnToHand) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None:
            actions.move(ctx.txn, ctx.game, obj, "hand", "return to hand", R.RESOLVE)


@runs(m.AddMana)
def _add_mana(ctx: Ctx, e: m.AddMana) -> None:
    if e.mana == "any":
        raise ValueError("a spell's mana of any color needs a choice; none in the pool does")
    ctx.txn.emit(v.ManaAdded, ctx.game, R.ADD_MANA, player=ctx.controller,
                 mana=e.mana * e.amount, source=ctx.obj.oid)


@runs(m.Counter)
def _counter(ctx: Ctx, e: m.Counter) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None and obj.zone == "stack":
            ctx.txn.emit(v.SpellCountered, ctx.game, R.COUNTER, obj=obj.oid, name=obj.name)
            actions.move(ctx.txn, ctx.game, obj, "graveyard", "countered", R.COUNTER)


@runs(m.DelayedMana)
def _delayed_mana(ctx: Ctx, e: m.DelayedMana) -> None:
    if not ctx.refs("target:0"):
        return
    ctx.txn.emit(v.DelayedTriggerCreated, ctx.game, R.DELAYED, delayed=ctx.txn.new_id(),
                 kind="mana_at_next_main", controller=ctx.controller,
                 amount=ctx.amount(e.amount), source_name=ctx.obj.name)


@runs(m.ExtraTurn)
def _extra_turn(ctx: Ctx, e: m.ExtraTurn) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        ctx.txn.emit(v.ExtraTurnAdded, ctx.game, R.EXTRA_TURN, player=pid)


@runs(m.Pump)
def _pump(ctx: Ctx, e: m.Pump) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None and obj.zone == "battlefield":
            ctx.txn.emit(v.EffectCreated, ctx.game, R.CONTINUOUS, effect=ctx.txn.new_id(),
                         kind="pump", source=ctx.source.oid, controller=ctx.controller,
                         subject=obj.oid, power=e.power, toughness=e.toughness,
                         until="end_of_turn")


@runs(m.Tap)
def _tap(ctx: Ctx, e: m.Tap) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None and obj.zone == "battlefield":
            actions.tap(ctx.txn, ctx.game, obj)


@runs(m.Tutor)
def _tutor(ctx: Ctx, e: m.Tutor) -> str | None:
    if not isinstance(ctx.answer, Search):
        ctx.pause("waiting for a search choice")
        ctx.txn.emit(v.ChoiceRequested, ctx.game, R.SEARCH, player=ctx.controller,
                     kind="search", amount=1)
        return PAUSE
    if ctx.answer.card is not None:
        obj = ctx.game.objects[ctx.answer.card]
        actions.move(ctx.txn, ctx.game, obj, "hand", "search", R.SEARCH)
    actions.shuffle(ctx.txn, ctx.game, ctx.controller)
    return None


@runs(m.DiscardRandom)
def _discard_random(ctx: Ctx, e: m.DiscardRandom) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        hand = list(ctx.game.player[pid].hand)
        n = min(ctx.amount(e.amount), len(hand))
        chosen = ctx.txn.random_sample(ctx.game, pid, hand, n,
                                       lambda oid: ctx.game.objects[oid].name, R.DISCARD,
                                       f"discard:{pid}")
        for oid in chosen:
            actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "graveyard",
                         "discard at random", R.DISCARD)


@runs(m.Wheel)
def _wheel(ctx: Ctx, e: m.Wheel) -> None:
    for pid in ctx.game.living:
        p = ctx.game.player[pid]
        for oid in list(p.hand) + list(p.graveyard):
            actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "library", "shuffled in",
                         R.RESOLVE)
        actions.shuffle(ctx.txn, ctx.game, pid)
    for pid in ctx.game.living:
        actions.draw(ctx.txn, ctx.game, pid, e.amount)


@runs(m.PreventCombatDamage)
def _fog(ctx: Ctx, e: m.PreventCombatDamage) -> None:
    ctx.txn.emit(v.EffectCreated, ctx.game, "615.1", effect=ctx.txn.new_id(),
                 kind="prevent_combat_damage", source=ctx.obj.oid, controller=ctx.controller,
                 subject=None, power=0, toughness=0, until="end_of_turn")


@runs(m.AddCounters)
def _counters(ctx: Ctx, e: m.AddCounters) -> None:
    for target in ctx.refs(e.who):
        actions.add_counters(ctx.txn, ctx.game, target, e.counter, ctx.amount(e.amount))


@runs(m.Sacrifice)
def _sacrifice(ctx: Ctx, e: m.Sacrifice) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None and obj.zone == "battlefield" and obj.controller == ctx.controller:
            actions.move(ctx.txn, ctx.game, obj, "graveyard", "sacrifice", R.SACRIFICE)
