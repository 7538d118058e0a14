"""How each effect primitive happens: the events it causes when it resolves (608.2c).

:func:`run` follows a spell's or ability's effects in order, each through the
runner registered for its primitive (``@runs``, one per primitive of
:mod:`engine.cards.model`). A runner reads the card language's words through its
:class:`Ctx`: :meth:`Ctx.refs` says who or what a reference means now,
:meth:`Ctx.amount` what an amount comes to. No runner knows a card: what a card
does is only the primitives it is made of.

An effect that needs a player's choice (a search, a card from outside the game) or
a whole subgame returns :data:`PAUSE`; the resolution then waits
(``ResolutionPaused``) and is resumed at the same effect when the answer comes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.cards import model as m
from engine.characteristics import creatures, defn, is_type, power
from engine.decisions import Allow, Search, Wish
from engine.rules import actions, teams
from engine.rules import citations as R
from engine.rules.citations import cite
from engine.txn import Txn
from events import vocabulary as v
from projections.state import Effect, GameState, Obj

Target = int | str
PAUSE = "pause"

#: effect records that link an object to the source that exiled or phased it out
#: (607, 610.3): they end when the source leaves the battlefield
EXILE_LINK = "exiled_until_source_leaves"
PHASE_LINK = "phased_out_until_source_leaves"
#: references to players that depend on a subgame's outcome: losses they cause happen
#: in the main game by the subgame rule (727.1b)
SUBGAME_OUTCOME = ("each_player_who_didnt_win", "subgame_winner")


@dataclass(frozen=True, slots=True)
class Answered:
    """A decision that answers a question a resolution asked, with the question's
    ``amount`` (for a replaced draw: how many draws the effect had made)."""

    decision: object
    amount: int = 0


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
    #: the amount of the question ``answer`` answers
    asked: int = 0

    def __post_init__(self) -> None:
        if isinstance(self.answer, Answered):
            self.asked = self.answer.amount
            self.answer = self.answer.decision

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

    @property
    def source_id(self) -> int:
        """The source's id, as it last existed: the ability's source, or the spell."""
        return self.obj.source if self.obj.source is not None else self.obj.oid

    def refs(self, ref: str) -> list[Target]:
        """Who or what the reference word ``ref`` means now (see :mod:`engine.cards.model`);
        an illegal target means nothing (608.2b)."""
        kind, _, index = ref.partition(":")
        if kind == "target":
            i = int(index)
            if i < len(self.targets) and self.legal[i]:
                return [self.targets[i]]
            return []
        if kind == "controller_of":
            t = self.targets[int(index)]
            if isinstance(t, int) and t in self.lki:
                return [self.lki[t]["controller"]]
            return []
        word = _REFS.get(ref)
        if word is None:
            raise ValueError(f"unknown reference {ref!r}")
        return word(self)

    def amount(self, amount: m.Amount, who: Target | None = None) -> int:
        """What ``amount`` comes to now; ``who``: the player a per-player amount is for."""
        if isinstance(amount, int):
            return amount
        if amount == "X":
            return self.obj.x
        if amount == "X_divided":
            n = sum(self.legal) or 1
            return self.obj.x // n
        if amount == "half_life_rounded_up":
            assert isinstance(who, str)
            return half_rounded_up(self.game.player[who].life)
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

    def last_subgame(self) -> GameState | None:
        """The subgame this effect's object created, the latest if several (727)."""
        made = [g for g in self.txn.state.games.values()
                if g.parent == self.game.path and g.created_by == self.obj.oid]
        return made[-1] if made else None

    def links(self, kind: str) -> list[Effect]:
        """The effect records of ``kind`` that link objects to this effect's source."""
        return [f for f in self.game.effects.values()
                if f.kind == kind and f.source == self.obj.source]


def half_rounded_up(life: int) -> int:
    """Half a life total, rounded up (107.1a); never negative (107.1b)."""
    return max(0, -(-life // 2))


def _sole_winner(ctx: Ctx) -> list[Target]:
    sub = ctx.last_subgame()
    if sub is None or len(sub.winners) != 1:
        return []
    winner = sub.winners[0]
    in_game = winner in ctx.game.player and ctx.game.player[winner].in_game
    return [winner] if in_game else []


def _didnt_win(ctx: Ctx) -> list[Target]:
    """Every player still in the game except the subgame's winners (Ambiguity A22)."""
    sub = ctx.last_subgame()
    winners = sub.winners if sub is not None else ()
    return [p for p in ctx.game.living if p not in winners]


_REFS: dict[str, Callable[[Ctx], list[Target]]] = {
    "you": lambda c: [c.controller],
    "subject": lambda c: [c.obj.subject] if c.obj.subject is not None else [],
    "this": lambda c: [c.source.oid],
    "each_target": lambda c: [t for t, ok in zip(c.targets, c.legal, strict=True) if ok],
    "each_player": lambda c: list(c.game.living),
    "each_opponent": lambda c: [p for p in c.game.living if p != c.controller],
    "each_player_who_didnt_win": _didnt_win,
    "subgame_winner": _sole_winner,
    "each_creature": lambda c: [o.oid for o in creatures(c.game)],
    "each_creature_and_player": lambda c: [*(o.oid for o in creatures(c.game)),
                                           *c.game.living],
    "each_permanent_you_control": lambda c: [o for o in c.game.in_play
                                             if c.game.objects[o].controller == c.controller],
    "cards_exiled_with_this": lambda c: [f.subject for f in c.links(EXILE_LINK)
                                         if f.subject is not None],
    "phased_out_with_this": lambda c: [f.subject for f in c.links(PHASE_LINK)
                                       if f.subject is not None],
}

Runner = Callable[[Ctx, Any], str | None]
_RUNNERS: dict[type[m.Effect], Runner] = {}


def runs(kind: type[m.Effect]) -> Callable[[Runner], Runner]:
    """Register the runner of a primitive (one per primitive)."""
    def register(fn: Runner) -> Runner:
        if kind in _RUNNERS:
            raise TypeError(f"{kind.__name__} already has a runner")
        _RUNNERS[kind] = fn
        return fn

    return register


def runner(kind: type[m.Effect]) -> Runner | None:
    return _RUNNERS.get(kind)


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


# -- damage, life, cards -----------------------------------------------------------------


@runs(m.Damage)
def _damage(ctx: Ctx, e: m.Damage) -> None:
    amount = ctx.amount(e.amount)
    for target in ctx.refs(e.to):
        actions.damage(ctx.txn, ctx.game, ctx.source, target, amount)


def draw(ctx: Ctx, player: str, n: int, answer: object | None = None,
         made: int = 0) -> str | None:
    """``player`` draws ``n`` cards through the replacement point (614); :data:`PAUSE`
    if a replacement effect asks a question first (the resolution waits for it)."""
    waiting = actions.draw(ctx.txn, ctx.game, player, n, answer=answer, pause=ctx.pause,
                           made=made)
    return PAUSE if waiting is not None else None


@runs(m.Draw)
def _draw(ctx: Ctx, e: m.Draw) -> str | None:
    n = ctx.amount(e.amount)
    # Resumed with an answer: a replacement asked it after ``ctx.asked`` of these draws.
    skip = ctx.asked if ctx.answer is not None else 0
    answer, made = ctx.answer, 0
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        done = min(skip, n)
        skip -= done
        if done < n:
            if draw(ctx, pid, n - done, answer, made + done) == PAUSE:
                return PAUSE
            answer = None
        made += n
    return None


@runs(m.GainLife)
def _gain(ctx: Ctx, e: m.GainLife) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        actions.change_life(ctx.txn, ctx.game, pid, ctx.amount(e.amount, pid), R.LIFE)


@runs(m.LoseLife)
def _lose(ctx: Ctx, e: m.LoseLife) -> None:
    rule = cite(R.SUBGAME_ISOLATION, ctx.txn.state.edition) if e.who in SUBGAME_OUTCOME \
        else R.LIFE
    losers = [pid for pid in ctx.refs(e.who) if isinstance(pid, str)]
    if e.amount == "half_life_rounded_up":
        # One effect: each half is worked out before any is lost; with a Two-Headed Giant
        # team's shared life, together or one after the other (Ambiguity A14).
        teams.lose_half(ctx.txn, ctx.game, losers, rule)
        return
    for pid in losers:
        actions.change_life(ctx.txn, ctx.game, pid, -ctx.amount(e.amount, pid), rule)


@runs(m.AddCounters)
def _counters(ctx: Ctx, e: m.AddCounters) -> None:
    for target in ctx.refs(e.who):
        actions.add_counters(ctx.txn, ctx.game, target, e.counter, ctx.amount(e.amount))


@runs(m.Discard)
def _discard(ctx: Ctx, e: m.Discard) -> None:
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


# -- moving objects ------------------------------------------------------------------------


@runs(m.Destroy)
def _destroy(ctx: Ctx, e: m.Destroy) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None and obj.zone == "battlefield":
            actions.destroy(ctx.txn, ctx.game, obj)


@runs(m.Exile)
def _exile(ctx: Ctx, e: m.Exile) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is None:
            continue
        if obj.oid == ctx.obj.oid:  # the spell exiles itself ("Exile Burning Wish")
            if obj.zone == "stack":
                actions.move(ctx.txn, ctx.game, obj, "exile", "exiles itself", R.EXILE)
            continue
        if not e.until:
            actions.move(ctx.txn, ctx.game, obj, "exile", "exile", R.EXILE)
            continue
        if obj.zone != "battlefield":
            continue
        new = actions.move(ctx.txn, ctx.game, obj, "exile", "exile", R.EXILE)
        if new is not None and ctx.obj.source is not None:  # until the source leaves (610.3)
            ctx.txn.emit(v.EffectCreated, ctx.game, "610.3", effect=ctx.txn.new_id(),
                         kind=EXILE_LINK, source=ctx.obj.source, controller=ctx.controller,
                         subject=new, power=0, toughness=0, until="")


@runs(m.Return)
def _return(ctx: Ctx, e: m.Return) -> None:
    if e.what == "cards_exiled_with_this":  # the linked exile ends (610.3)
        links = ctx.links(EXILE_LINK)
        for link in links:
            obj = ctx.obj_of(link.subject) if link.subject is not None else None
            if obj is not None and obj.zone == "exile":
                actions.move(ctx.txn, ctx.game, obj, e.to, "returned", "610.3")
        if links:
            ctx.txn.emit(v.EffectsEnded, ctx.game, "610.3",
                         effects=tuple(f.effect for f in links))
        return
    reason = "return to hand" if e.to == "hand" else "returned"
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None:
            actions.move(ctx.txn, ctx.game, obj, e.to, reason, R.RESOLVE)


@runs(m.Sacrifice)
def _sacrifice(ctx: Ctx, e: m.Sacrifice) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is None or obj.zone != "battlefield":
            continue
        if e.by == "you" and obj.controller != ctx.controller:
            continue  # you sacrifice only what you control (701.21a)
        actions.move(ctx.txn, ctx.game, obj, "graveyard", "sacrifice", R.SACRIFICE)


@runs(m.Counter)
def _counter(ctx: Ctx, e: m.Counter) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None and obj.zone == "stack":
            ctx.txn.emit(v.SpellCountered, ctx.game, R.COUNTER, obj=obj.oid, name=obj.name)
            actions.move(ctx.txn, ctx.game, obj, "graveyard", "countered", R.COUNTER)


@runs(m.Tap)
def _tap(ctx: Ctx, e: m.Tap) -> None:
    for target in ctx.refs(e.what):
        obj = ctx.obj_of(target)
        if obj is not None and obj.zone == "battlefield":
            actions.tap(ctx.txn, ctx.game, obj)


@runs(m.CreateToken)
def _token(ctx: Ctx, e: m.CreateToken) -> str | None:
    if e.unless == "an_opponent_lets_you_draw":
        return _token_unless_draw(ctx, e)
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        ctx.txn.emit(v.TokenCreated, ctx.game, "111.1", new_obj=ctx.txn.new_id(), name=e.name,
                     controller=pid)
    return None


def _token_unless_draw(ctx: Ctx, e: m.CreateToken) -> str | None:
    opponents = [p for p in ctx.game.living if p != ctx.controller]
    if not opponents:
        return None
    if ctx.answer is not None and not isinstance(ctx.answer, Allow):
        # the answer to a question the allowed draw's replacement asked
        return draw(ctx, ctx.controller, 1, ctx.answer, ctx.asked)
    if not isinstance(ctx.answer, Allow):
        ctx.pause("an opponent may let the caster draw a card instead")
        # The first opponent in turn order answers for "any opponent" (a simplification).
        ctx.txn.emit(v.ChoiceRequested, ctx.game, "608.2d", player=opponents[0],
                     kind="allow", amount=0)
        return PAUSE
    if ctx.answer.yes:
        return draw(ctx, ctx.controller, 1)
    for pid in ctx.refs(e.who):
        ctx.txn.emit(v.TokenCreated, ctx.game, "111.1", new_obj=ctx.txn.new_id(), name=e.name,
                     controller=pid)
    return None


# -- libraries -----------------------------------------------------------------------------


#: the words a paused search says, by who searches
_SEARCH_WAITS = {"subgame_winner": "the subgame's winner searches their library"}


@runs(m.Search)
def _search(ctx: Ctx, e: m.Search) -> str | None:
    searcher = ctx.refs(e.who)
    if not searcher:
        return None  # nobody searches (a subgame with no sole winner)
    if not isinstance(ctx.answer, Search):
        ctx.pause(_SEARCH_WAITS.get(e.who, "waiting for a search choice"))
        ctx.txn.emit(v.ChoiceRequested, ctx.game, R.SEARCH, player=searcher[0],
                     kind="search", amount=1)
        return PAUSE
    if ctx.answer.card is not None:
        obj = ctx.game.objects[ctx.answer.card]
        actions.move(ctx.txn, ctx.game, obj, "hand", "search", R.SEARCH)
    return None


@runs(m.Shuffle)
def _shuffle(ctx: Ctx, e: m.Shuffle) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        actions.shuffle(ctx.txn, ctx.game, pid)


@runs(m.ShuffleInto)
def _shuffle_into(ctx: Ctx, e: m.ShuffleInto) -> None:
    for pid in ctx.refs(e.who):
        assert isinstance(pid, str)
        p = ctx.game.player[pid]
        for oid in list(p.hand) + list(p.graveyard):
            actions.move(ctx.txn, ctx.game, ctx.game.objects[oid], "library", "shuffled in",
                         R.RESOLVE)
        actions.shuffle(ctx.txn, ctx.game, pid)


# -- mana, turns, continuous effects ---------------------------------------------------------


@runs(m.AddMana)
def _add_mana(ctx: Ctx, e: m.AddMana) -> None:
    if e.mana == "any":
        raise ValueError("a spell's mana of any color needs a choice; none in the pool does")
    ctx.txn.emit(v.ManaAdded, ctx.game, R.ADD_MANA, player=ctx.controller,
                 mana=e.mana * e.amount, source=ctx.obj.oid)


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


@runs(m.Prevent)
def _prevent(ctx: Ctx, e: m.Prevent) -> None:
    ctx.txn.emit(v.EffectCreated, ctx.game, "615.1", effect=ctx.txn.new_id(),
                 kind=f"prevent_{e.damage}_damage", source=ctx.obj.oid,
                 controller=ctx.controller, subject=None, power=0, toughness=0,
                 until="end_of_turn")


#: the rule behind each quality a player can be granted
_GRANTS = {"life_locked": "119.8", "protection_from_everything": "702.16"}


@runs(m.Grant)
def _grant(ctx: Ctx, e: m.Grant) -> None:
    for pid in ctx.refs(e.who):
        ctx.txn.emit(v.EffectCreated, ctx.game, _GRANTS[e.quality], effect=ctx.txn.new_id(),
                     kind=e.quality, source=ctx.obj.oid, controller=ctx.controller,
                     subject=pid, power=0, toughness=0, until=e.until)


# -- phasing (702.26) ------------------------------------------------------------------------

PHASING = "702.26a"


def _with_attachments(game: GameState, oids: list[int]) -> tuple[int, ...]:
    """Auras attached to a permanent phase out with it, indirectly (702.26g)."""
    out = list(oids)
    for oid in game.in_play:
        if game.objects[oid].attached_to in oids and oid not in out:
            out.append(oid)
    return tuple(out)


@runs(m.PhaseOut)
def _phase_out(ctx: Ctx, e: m.PhaseOut) -> None:
    going = [o.oid for t in ctx.refs(e.what) if (o := ctx.obj_of(t)) is not None
             and o.zone == "battlefield" and not o.phased_out]
    if not e.until:
        if going:
            ctx.txn.emit(v.PhasedOut, ctx.game, PHASING,
                         objs=_with_attachments(ctx.game, going))
        return
    for oid in going:  # each held out until the source leaves (610.4)
        ctx.txn.emit(v.PhasedOut, ctx.game, PHASING, objs=_with_attachments(ctx.game, [oid]))
        if ctx.obj.source is not None:
            ctx.txn.emit(v.EffectCreated, ctx.game, "610.4", effect=ctx.txn.new_id(),
                         kind=PHASE_LINK, source=ctx.obj.source, controller=ctx.controller,
                         subject=oid, power=0, toughness=0, until="")


@runs(m.PhaseIn)
def _phase_in(ctx: Ctx, e: m.PhaseIn) -> None:
    if e.what == "phased_out_with_this":  # the link ends first (610.4)
        links = ctx.links(PHASE_LINK)
        if not links:
            return
        ctx.txn.emit(v.EffectsEnded, ctx.game, "610.4", effects=tuple(f.effect for f in links))
        held: list[Target] = [f.subject for f in links if f.subject is not None]
    else:
        held = ctx.refs(e.what)
    back = [t for t in held if isinstance(t, int) and t in ctx.game.objects
            and ctx.game.objects[t].phased_out]
    if back:
        attached = [o for o in ctx.game.battlefield if ctx.game.objects[o].phased_out
                    and ctx.game.objects[o].attached_to in back]
        ctx.txn.emit(v.PhasedIn, ctx.game, PHASING, objs=tuple(back + attached),
                     tapped=e.tapped)


# -- subgames and cards from outside the game (727) -------------------------------------------


@runs(m.Subgame)
def _subgame(ctx: Ctx, e: m.Subgame) -> str | None:
    from engine.rules import subgames

    if isinstance(ctx.answer, subgames.SubgameOver):
        return None
    ctx.pause("a subgame is being played")
    subgames.start(ctx.txn, ctx.game, ctx.obj, e.starting_life)
    return PAUSE


@runs(m.FromOutside)
def _from_outside(ctx: Ctx, e: m.FromOutside) -> str | None:
    from engine.rules import subgames

    if not isinstance(ctx.answer, Wish):
        ctx.pause("waiting for a card from outside the game")
        subgames.ask_for_outside_card(ctx.txn, ctx.game, ctx.controller)
        return PAUSE
    subgames.bring_in(ctx.txn, ctx.game, ctx.controller, ctx.answer.card, e.kind, e.to)
    return None


#: the kind of effect record each ReplaceDraw makes, by what it does instead
DRAW_INSTEAD = {"card_from_outside": "next_draw_from_outside"}


@runs(m.ReplaceDraw)
def _replace_draw(ctx: Ctx, e: m.ReplaceDraw) -> None:
    for pid in ctx.refs(e.who):
        ctx.txn.emit(v.EffectCreated, ctx.game, "614.1a", effect=ctx.txn.new_id(),
                     kind=DRAW_INSTEAD[e.instead], source=ctx.source_id,
                     controller=ctx.controller, subject=pid, power=0, toughness=0,
                     until=e.until)


def _ask_for_outside_card(txn: Txn, game: GameState, player: str, made: int) -> None:
    from engine.rules import subgames

    subgames.ask_for_outside_card(txn, game, player, made)


def _card_from_outside(txn: Txn, game: GameState, player: str, effect: Effect,
                       answer: object) -> None:
    """Instead of drawing, the player puts a card they own from outside the game into
    their hand (400.11b, 727.4); the "next time" effect is used up."""
    from engine.rules import subgames

    assert isinstance(answer, Wish)
    subgames.bring_in(txn, game, player, answer.card, "any")
    txn.emit(v.EffectsEnded, game, "614.3", effects=(effect.effect,))


actions.replaces_draws(DRAW_INSTEAD["card_from_outside"], actions.DrawReplacement(
    _card_from_outside, _ask_for_outside_card,
    why="a draw is replaced: a card from outside the game instead"))


# -- Auras ---------------------------------------------------------------------------------


def reanimate(txn: Txn, game: GameState, aura: int, target: int, controller: str) -> None:
    """An Aura that enchants a creature card in a graveyard (``aura = "animate"``): the
    card returns to the battlefield under the Aura's controller, and the Aura is attached
    to it."""
    obj = game.objects.get(target)
    if obj is None or obj.zone != "graveyard" or not is_type(obj, "Creature"):
        return
    new = actions.move(txn, game, obj, "battlefield", f"returned by {game.objects[aura].name}",
                       R.RESOLVE, controller=controller)
    if new is not None:
        txn.emit(v.Attached, game, R.AURA_ATTACH, obj=aura, to=new)
