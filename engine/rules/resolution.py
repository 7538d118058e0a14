"""What an effect sees as its spell or ability resolves, and the table of runners that
follows the effects (608.2c).

A resolving spell or ability follows its effects in order (:func:`run`), each through
the runner registered for its primitive (:func:`runs`, one per primitive of
:mod:`shahrazad.cards.model`; :data:`RUNNERS` is the table). A runner reads the card
language's words through its :class:`Ctx`: :meth:`Ctx.refs` says who or what a
reference means now, :meth:`Ctx.amount` what an amount comes to.

This module sits low in the rules: the stack, the commander rule and the variants
resolve through it without importing the runners themselves. The runners live in
:mod:`shahrazad.rules.effects` (and the variants' own primitives in
:mod:`shahrazad.rules.planechase`), which build on the whole of the rules; the table
is complete once :func:`shahrazad.rules.wiring.install` has run, as importing
:mod:`shahrazad.rules` does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from shahrazad.cards import model as m
from shahrazad.characteristics import (
    creatures,
    defn,
    is_creature,
    is_type,
    power,
    printed,
    toughness,
)
from shahrazad.events import vocabulary as v
from shahrazad.filters import mana_value, matches, select
from shahrazad.layers import (
    CHOSEN,
    TURN_HISTORY,
    blocking_count,
    count,
    history_count,
    layered,
)
from shahrazad.projections.state import Effect, GameState, Obj
from shahrazad.rules import citations as R
from shahrazad.rules.effect_kinds import (
    EXILED_WITH_AURAS,  # -- batch d-misc --
    LANDS_AT_TURN_START,
    LANDS_AT_TURN_START_WORD,
)
from shahrazad.txn import Txn

Target = int | str
PAUSE = "pause"
STOP = "stop"

#: effect records that link an object to the source that exiled or phased it out
#: (607, 610.3): they end when the source leaves the battlefield
EXILE_LINK = "exiled_until_source_leaves"
#: -- batch SHIELD --: a token created with an object (607.2a: "tokens created with
#: Tetravus"), its subject the token
TOKEN_LINK = "created_with_source"
#: batch B05: what an ability's cost sacrificed or exiled (shahrazad.rules.stack's)
PAID_WITH = "paid_with"
PHASE_LINK = "phased_out_until_source_leaves"
#: -- batch R-A --: the power and toughness of an ability's source as it last existed on
#: the battlefield (608.2h), recorded as it leaves while the ability waits on the stack
SOURCE_AS_IT_LEFT = "source_as_it_left"
#: references to players that depend on a subgame's outcome: losses they cause happen
#: in the main game by the subgame rule (727.1b)
SUBGAME_OUTCOME = ("each_player_who_didnt_win", "subgame_winner")


@dataclass(frozen=True, slots=True)
class Answered:
    """A decision that answers a question a resolution asked, with the question's
    ``amount`` (for a replaced draw: how many draws the effect had made)."""

    decision: object
    amount: int = 0
    #: -- batch B04 --: the player who answered
    player: str = ""


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
    #: for a permanent spell entering as a copy: the permanent it copies (707.2)
    enter_as: int | None = None
    #: what the effects followed so far came to: the amount paid (``PayEnergy``) and the
    #: life lost (``LoseLife``), for ``amount_paid`` and ``life_lost_this_way``
    paid: int = 0
    lost: int = 0
    #: an effect stopped the rest (:data:`STOP`): nothing after it happens
    stopped: bool = False
    #: for a permanent spell: the word chosen as it enters (ChooseWord, 614.1c)
    chosen: str = ""
    #: in the effects that follow a coin flip or a die roll: the player whose coin or die
    #: it was (``flipper``), and the number the die showed (``die_result``)
    flipper: str | None = None
    rolled: int = 0
    #: -- batch B02 --: the damage the effects followed so far dealt, in all and capped
    #: hit by hit (``damage_dealt_this_way``, ``damage_dealt_this_way_capped``)
    dealt: int = 0
    dealt_capped: int = 0
    #: batch B01: the objects the effects followed so far moved ("this way": destroyed,
    #: exiled, discarded, sacrificed), as the new objects they became (400.7)
    this_way: list[int] = field(default_factory=list)
    #: -- batch B04 --: the cards the effects followed so far drew, as the objects they
    #: became in the hand
    drawn: list[int] = field(default_factory=list)
    #: -- batch SHIELD --: the tokens the effects followed so far created
    created: list[int] = field(default_factory=list)

    #: -- batch B04 --: the player who gave ``answer``
    answerer: str = ""
    #: -- batch B06 --: for a permanent spell, where it goes instead of the battlefield
    #: (614.1c: "if you can't, put it into its owner's graveyard instead"), and the
    #: counters it enters with (its controller's choices as it enters)
    instead: str = ""
    enter_with: tuple[str, ...] = ()
    # -- batch C-ANTE --: the permanents a dexterity flip landed on (``landed_on``), what
    # the effects followed so far dealt damage to (``each_creature_dealt_damage_this_way``)
    # (the players who anted a card this way are the owners of the cards ``this_way`` put
    # into the ante zone: remembered over a pause, as ``this_way`` is)
    landed: list[int] = field(default_factory=list)
    #: -- batch C-ANTE --: the called coin flips its controller won so far (705.1)
    flips_won: int = 0
    damaged: list[Target] = field(default_factory=list)

    def __post_init__(self) -> None:
        if isinstance(self.answer, Answered):
            self.asked = self.answer.amount
            self.answerer = self.answer.player
            self.answer = self.answer.decision
        if self.answer is not None and self.game.resolving == self.obj.oid and \
                self.game.resolving_moved:  # -- batch B08 --: resumed, it remembers
            self.this_way = list(self.game.resolving_moved)

    def pause(self, why: str) -> str:
        """Wait before the current effect (608.2c); it runs again, with an answer."""
        if self.this_way and tuple(self.this_way) != self.game.resolving_moved:
            self.txn.emit(v.ResolutionRemembered, self.game, "608.2c", obj=self.obj.oid,
                          name=self.obj.name, moved=tuple(self.this_way))  # -- batch B08 --
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
    def last_known_source(self) -> Obj:
        """-- batch C-HIST --: the source, or once it has left its zone, the object it
        was as it last existed there, under its id then (608.2h: "damage dealt to
        Blazing Effigy this turn" read by its own dies trigger)."""
        source = self.source
        if source.oid == self.source_id:
            return source
        return replace(source, oid=self.source_id, kind="card")

    @property
    def source_id(self) -> int:
        """The source's id, as it last existed: the ability's source, or the spell."""
        return self.obj.source if self.obj.source is not None else self.obj.oid

    def refs(self, ref: str | m.Filter) -> list[Target]:
        """Who or what the reference word ``ref`` means now (see :mod:`shahrazad.cards.model`);
        an illegal target means nothing (608.2b). A filter means every permanent it
        picks now, from the point of view of this effect's controller and source."""
        if isinstance(ref, m.Filter):
            picked = select(self.game, ref, self.controller, self.source)
            if ref.owner == "target:0":  # -- batch B08 --: "target player owns" (108.3)
                owner = self.refs("target:0")
                picked = [o for o in picked if owner and o.owner == owner[0]]
            return [o.oid for o in picked]
        kind, _, index = ref.partition(":")
        if kind == "target":
            i = int(index)
            if i < len(self.targets) and self.legal[i]:
                return [self.targets[i]]
            return []
        if kind == "owner_of":  # -- batch C-ANTE --: as the resolution began
            t = self.targets[int(index)] if int(index) < len(self.targets) else None
            whose: str | None = self.lki.get(t, {}).get("owner") if isinstance(t, int) \
                else None
            if whose is None and isinstance(t, int):  # resumed: it has moved since (400.7)
                now = self.game.objects.get(t) or next(
                    (o for o in self.game.objects.values() if o.was == t), None)
                whose = now.owner if now is not None else None
            return [whose] if whose is not None and whose in self.game.player else []
        if kind in ("controller_of", "target_or_its_controller"):
            t = self.targets[int(index)] if int(index) < len(self.targets) else None
            if isinstance(t, int) and t in self.lki:
                return [self.lki[t]["controller"]]
            if kind == "target_or_its_controller" and isinstance(t, str) and \
                    t in self.game.player and self.game.player[t].in_game:
                return [t]
            return []
        word = _REFS.get(ref)
        if word is None:
            raise ValueError(f"unknown reference {ref!r}")
        return word(self)

    def amount(self, amount: m.Amount, who: Target | None = None) -> int:
        """What ``amount`` comes to now; ``who``: the player a per-player amount is for."""
        if isinstance(amount, int):
            return amount
        if isinstance(amount, m.Count):
            if amount.number_of.this and self.obj.source is not None and \
                    self.obj.source not in self.game.objects:  # -- batch R-A --: gone
                gone = count_of_gone_source(self.game, amount, self.obj.source)
                if gone is not None:
                    return gone
            you = self.controller if amount.of in ("you", "each_opponent") \
                else self.player_for(amount.of, who)  # batch B06: each opponent's, summed
            if you is None:
                return 0
            if amount.zone in THIS_WAY:
                return self.count_this_way(amount, you)
            if amount.zone == "paid_this_way":  # -- batch LX --
                return self.count_paid(amount, you)
            if amount.zone == "blocking_the_subject":  # -- batch C-HIST --
                return blocking_count(self.game, amount, you, self.source, self.obj.subject)
            if amount.zone in TURN_HISTORY:  # -- batch C-HIST --: the source as it was
                return history_count(self.game, amount, you, self.last_known_source,
                                     layered(self.game).objects)
            return count(self.game, amount, you, self.source, layered(self.game).objects)
        if amount == "X":
            return self.obj.x
        if amount == LANDS_AT_TURN_START_WORD:  # -- batch LX --: the turn's history
            return next((f.power for f in self.game.effects.values()
                         if f.kind == LANDS_AT_TURN_START and f.subject == self.game.active), 0)
        if amount == "half_X_rounded_down":  # -- batch LX -- (107.1a)
            return self.obj.x // 2
        if amount == "half_X_rounded_up":
            return -(-self.obj.x // 2)
        if amount == "X_divided":
            n = sum(self.legal) or 1
            return self.obj.x // n
        if amount == "divided_as_cast":  # -- batch B10 --: the target's share (601.2d)
            shares = self.obj.division
            return sum(n for t, n in zip(self.obj.targets, shares, strict=False) if t == who)
        if amount == "half_life_rounded_up":
            assert isinstance(who, str)
            return half_rounded_up(self.game.player[who].life)
        if amount == "lands_you_control":
            return sum(1 for o in self.game.in_play if is_type(self.game, self.game.objects[o],
                                                                "Land")
                       and self.game.objects[o].controller == self.controller)
        if amount == "life_total":  # a negative total loses nothing (107.1b)
            assert isinstance(who, str)
            return max(0, self.game.player[who].life)
        if amount == "life_lost_this_way":
            return self.lost
        if amount == "damage_dealt_to_you_this_turn":  # -- batch B03 --: turn history
            return self.game.player[self.controller].damage_this_turn
        if amount == "amount_paid":
            return self.paid
        if amount == "mana_value_this_way":  # -- batch r-b --: as the cards they became
            return sum(mana_value(o) for oid in self.this_way
                       if (o := self.game.objects.get(oid)) is not None)
        if amount == "total_power_of_paid":  # -- batch c-mana --: as they last existed
            return sum(f.power for f in self.game.effects.values()
                       if f.kind == PAID_WITH and f.source == self.obj.oid)
        if amount == "one_plus_X":  # -- batch c-mana --
            return 1 + self.obj.x
        if amount == "one_plus_mana_value_of_paid":  # -- batch c-mana --
            return 1 + self.paid_with("mana_value_of_paid")
        if amount == "that_many":  # what triggered it: its X on the stack
            return self.obj.x
        if amount == "die_result":  # the die roll this effect follows (706)
            return self.rolled
        if amount == "coin_flips_won_this_way":  # -- batch C-ANTE -- (705.1)
            return self.flips_won
        if amount == "damage_dealt_this_way":  # 120.3, after prevention
            return self.dealt
        if amount == "damage_dealt_this_way_capped":
            return self.dealt_capped
        if amount in ("toughness_of_paid", "mana_value_of_paid"):  # batch B05
            return self.paid_with(amount)
        if amount == "power_of_this":  # -- batch R-A --
            return self.source_power()
        kind, _, index = amount.partition(":")
        t = self.targets[int(index)]
        info = self.lki.get(t, {}) if isinstance(t, int) else {}
        if kind == "power_of":
            return int(info.get("power", 0))
        if kind == "one_plus_power_of":  # batch B01
            return 1 + int(info.get("power", 0))
        if kind == "toughness_of":  # batch B04
            return int(info.get("toughness", 0))
        if kind == "one_minus_toughness_of":  # batch B04
            return 1 - int(info.get("toughness", 0))
        if kind == "mana_value_of":
            return int(info.get("mana_value", 0))
        raise ValueError(f"unknown amount {amount!r}")

    def source_power(self) -> int:
        """-- batch R-A --: the power of this ability's source (``power_of_this``): as it
        is on the battlefield, or as it last existed there (608.2h), as recorded when it
        left (:func:`remember_leaving_source`); 0 for a spell or a source never a
        creature."""
        source = self.source
        if source.oid != self.obj.oid and source.zone == "battlefield" and \
                is_creature(self.game, source):
            return power(self.game, source)
        return next((f.power for f in self.game.effects.values()
                     if f.kind == SOURCE_AS_IT_LEFT and f.source == self.obj.oid), 0)

    def paid_with(self, amount: str) -> int:
        """Batch B05: ``toughness_of_paid`` or ``mana_value_of_paid``: of the object this
        ability's cost sacrificed or exiled, as it last existed (608.2h)."""
        for f in self.game.effects.values():
            if f.kind != PAID_WITH or f.source != self.obj.oid:
                continue
            if amount == "toughness_of_paid":
                return f.toughness
            card = self.game.objects.get(f.subject) if isinstance(f.subject, int) else None
            d = defn(self.game, card) if card is not None else None
            return d.cost.mana_value if d is not None and d.cost is not None else 0
        return 0

    def count_paid(self, c: m.Count, you: str) -> int:
        """-- batch LX --: a count of the cards this ability's cost discarded, sacrificed
        or exiled that the filter picks, as they are now, in the zone the cost put them
        ("If the discarded card was a land card": Land's Edge, 608.2h)."""
        found = 0
        for f in self.game.effects.values():
            if f.kind != PAID_WITH or f.source != self.obj.oid:
                continue
            card = self.game.objects.get(f.subject) if isinstance(f.subject, int) else None
            if card is not None:
                found += matches(self.game, c.number_of, card, you, self.source)
        return max(0, c.times * found + c.plus)

    def count_this_way(self, c: m.Count, you: str) -> int:
        """Batch B01: a count of the objects the effects so far put into a graveyard or
        exile (``graveyard_this_way``, ``exile_this_way``) that the filter picks; ``of``
        someone other than ``you``: only those that player last controlled ("for each
        creature exiled this way, its controller draws a card")."""
        zone = THIS_WAY[c.zone]
        found = 0
        for oid in self.this_way:
            obj = self.game.objects.get(oid)
            if obj is None or (zone and obj.zone != zone):
                continue
            if c.of != "you" and obj.was_controlled_by != you:
                continue
            found += matches(self.game, c.number_of, obj, you, self.source)
        return max(0, c.times * found + c.plus)

    def player_for(self, of: str, who: Target | None = None) -> str | None:
        """Batch B01: the player a count is counted for (:class:`~shahrazad.cards.model.Count`'s
        ``of``): the trigger's subject, the first target, or ``that_player`` (``who``, the
        player the amount is for); an object stands for its controller."""
        found: Target | None
        if of == "subject":
            found = self.obj.subject
        elif of == "target:0":
            found = self.targets[0] if self.targets else None
        else:
            found = who
        if isinstance(found, int):
            if found in self.lki:
                return str(self.lki[found]["controller"])
            return last_controller(self.game, found)
        return found

    def obj_of(self, target: Target) -> Obj | None:
        return self.game.objects.get(target) if isinstance(target, int) else None

    def permanents(self, ref: str | m.Filter) -> Iterator[Obj]:
        """-- batch d-misc --: the objects ``ref`` means (:meth:`refs`) that are on the
        battlefield, each looked at as the loop reaches it: one an earlier step of the
        loop moved is passed over (400.7: it is a new object)."""
        for target in self.refs(ref):
            obj = self.obj_of(target)
            if obj is not None and obj.zone == "battlefield":
                yield obj

    def last_subgame(self) -> GameState | None:
        """The subgame this effect's object created, the latest if several (727)."""
        made = [g for g in self.txn.state.games.values()
                if g.parent == self.game.path and g.created_by == self.obj.oid]
        return made[-1] if made else None

    def links(self, kind: str) -> list[Effect]:
        """The effect records of ``kind`` that link objects to this effect's source."""
        return [f for f in self.game.effects.values()
                if f.kind == kind and f.source == self.obj.source]


def linked_tokens(game: GameState, source: int | None) -> list[int]:
    """-- batch SHIELD --: the tokens on the battlefield created with ``source`` (607.2a),
    by age."""
    if source is None:
        return []
    return sorted(f.subject for f in game.effects.values()
                  if f.kind == TOKEN_LINK and f.source == source
                  and isinstance(f.subject, int) and f.subject in game.in_play)


def half_rounded_up(life: int) -> int:
    """Half a life total, rounded up (107.1a); never negative (107.1b)."""
    return max(0, -(-life // 2))


def _this_damaged(ctx: Ctx) -> list[Target]:
    """-- batch B08 --: the opponents still in the game (players now opponents of the
    controller) and the planeswalkers still on the battlefield that the source has dealt
    damage to as this object."""
    found: list[Target] = []
    for t in ctx.source.has_damaged:
        if isinstance(t, str):
            if t != ctx.controller and t in ctx.game.living:
                found.append(t)
        elif t in ctx.game.in_play and is_type(ctx.game, ctx.game.objects[t], "Planeswalker"):
            found.append(t)
    return found


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
    "each_opponent_and_planeswalker_this_damaged": _this_damaged,  # -- batch B08 --
    "each_permanent_you_control": lambda c: [o for o in c.game.in_play
                                             if c.game.objects[o].controller == c.controller],
    "cards_exiled_with_this": lambda c: [f.subject for f in c.links(EXILE_LINK)
                                         if f.subject is not None],
    "phased_out_with_this": lambda c: [f.subject for f in c.links(PHASE_LINK)
                                       if f.subject is not None],
    "each_creature_you_control": lambda c: [o.oid for o in creatures(c.game, c.controller)],
    # -- batch SHIELD --: "that token", while it is on the battlefield
    "tokens_created_this_way": lambda c: [o for o in c.created if o in c.game.in_play],
    "tokens_created_with_this": lambda c: list[Target](linked_tokens(c.game, c.obj.source)),
    "each_nonland_permanent": lambda c: [o for o in c.game.in_play
                                         if not is_type(c.game, c.game.objects[o], "Land")],
    # an older word: each other nontoken permanent whose name was first printed in
    # Arabian Nights (City in a Bottle's, as the filter it means)
    "other_arabian_nights_permanents": lambda c: c.refs(m.Filter(
        other=True, token="nontoken", first_printed=frozenset({"ARN"}))),
    "attached": lambda c: [c.source.attached_to] if c.source.attached_to is not None and
    c.source.zone == "battlefield" else [],
    "flipper": lambda c: [c.flipper] if c.flipper is not None else [],
    # batch B01: the controller of the object the trigger is about (or the player it is)
    "controller_of_subject": lambda c: [p] if (p := c.player_for("subject")) is not None
    and p in c.game.player else [],
    # batch B05: the card the source became as it left the battlefield (400.7)
    "this_card": lambda c: this_card(c.game, c.source_id),
    # -- batch B07 --: the owner of the object the trigger is about, gone or not
    "owner_of_subject": lambda c: [p] if (p := owner_of(c.game, c.obj.subject)) is not None
    and p in c.game.player else [],
    # -- batch B06 --
    "player_with_the_most_life": lambda c: most_life(c.game),
    # -- batch MISC --: the opponent a choose_word chose before it (608.2d)
    "chosen_player": lambda c: [c.chosen] if c.chosen in c.game.player
    and c.game.player[c.chosen].in_game else [],
    # -- batch d-misc --: the first card of each record an Exile with_auras made now
    "cards_exiled_with_auras_this_way": lambda c: [
        f.subjects[0] for f in c.game.effects.values()
        if f.kind == EXILED_WITH_AURAS and f.source == c.source_id
        and f.subjects and f.subjects[0] in c.this_way],
    "auras_attached_to_targets": lambda c: [
        o for o in c.game.in_play if c.game.objects[o].attached_to is not None
        and c.game.objects[o].attached_to in c.refs("each_target")
        and "Aura" in defn(c.game, c.game.objects[o]).subtypes],
    # -- batch B10 --
    "creatures_that_dealt_damage_to_this_this_turn": lambda c: _damagers(c),
    # -- batch c-mana --: the cards the cost sacrificed or exiled, still where it put them
    "cards_paid_this_way": lambda c: [
        f.subject for f in c.game.effects.values() if f.kind == PAID_WITH
        and f.source == c.obj.oid and isinstance(f.subject, int)
        and (card := c.game.objects.get(f.subject)) is not None
        and card.zone in ("graveyard", "exile")],
    # -- batch B11 --: the creatures blocking the first target now (509.1g)
    "each_creature_blocking_target:0": lambda c: _blocking_target(c),
    # -- batch c-grant --: what a choose_any_number chose, still on the battlefield
    "chosen_this_way": lambda c: [o for o in c.this_way if o in c.game.objects
                                  and c.game.objects[o].zone == "battlefield"],
    "target_and_each_creature_blocking_it:0": lambda c: [*c.refs("target:0"),
                                                         *_blocking_target(c)],
    # -- batch C-ANTE --
    "landed_on": lambda c: [o for o in c.landed if o in c.game.objects
                            and c.game.objects[o].zone == "battlefield"],
    "each_creature_dealt_damage_this_way": lambda c: [
        t for t in c.damaged if isinstance(t, int) and t in c.game.objects
        and c.game.objects[t].zone == "battlefield" and is_creature(c.game, c.game.objects[t])],
    "each_player_who_anted": lambda c: list(dict.fromkeys(
        o.owner for oid in c.this_way if (o := c.game.objects.get(oid)) is not None
        and o.zone == "ante" and c.game.player[o.owner].in_game)),
    # -- batch C-HIST --: the turn's history (509.1)
    "creatures_blocked_by_subject_this_turn": lambda c: _blocked_this_turn(
        c, [c.obj.subject] if c.obj.subject is not None else []),
    "creatures_blocked_by_target:0_this_turn": lambda c: _blocked_this_turn(
        c, c.refs("target:0")),
}


def adds_ref(word: str, means: Callable[[Ctx], list[Target]]) -> None:
    """-- batch R-C --: a reference word a higher rules module decides (filled by
    :func:`shahrazad.rules.wiring.install`): ``means`` says what it means as an effect
    resolves."""
    _REFS[word] = means


def _blocked_this_turn(c: Ctx, blockers: list[Target]) -> list[Target]:
    """-- batch C-HIST --: the creatures on the battlefield, still the objects they were
    (400.7), that ``blockers`` (one object, gone or not) blocked this turn, from the
    record its game keeps of the turn's blocks."""
    if not blockers:
        return []
    blocker = blockers[0]
    blocked = dict.fromkeys(a for b, a, _ in c.game.this_turn.blocks if b == blocker)
    return [a for a in blocked if a in c.game.objects and c.game.objects[a].zone == "battlefield"
            and is_creature(c.game, c.game.objects[a])]


def owner_of(game: GameState, target: Target | None) -> str | None:
    """-- batch B07 --: the owner of the object ``target`` (of the object it became, if it
    has left its zone: a card's owner never changes, 108.3), or the player it is."""
    if not isinstance(target, int):
        return target
    obj = game.objects.get(target) or next((o for o in game.objects.values()
                                            if o.was == target), None)
    return obj.owner if obj is not None else None


def most_life(game: GameState) -> list[Target]:
    """-- batch B06 --: the one living player with more life than each other player, or
    nobody (a tie for the most)."""
    lives = sorted((game.player[p].life for p in game.living), reverse=True)
    if not lives or (len(lives) > 1 and lives[0] == lives[1]):
        return []
    return [next(p for p in game.living if game.player[p].life == lives[0])]


def _damagers(c: Ctx) -> list[Target]:
    """-- batch B10 --: the creatures now on the battlefield, the same objects (400.7),
    that dealt damage to the source this turn: as it is, or as it last existed there."""
    source = c.game.objects.get(c.source_id)
    if source is not None and source.zone == "battlefield":
        dealt = source.damaged_by
    else:
        became = next((o for o in c.game.objects.values() if o.was == c.source_id), None)
        dealt = became.was_damaged_by if became is not None else ()
    return [o for o in dealt if o in c.game.objects and c.game.objects[o].zone == "battlefield"
            and is_creature(c.game, c.game.objects[o])]


def _blocking_target(c: Ctx) -> list[Target]:
    """-- batch B11 --: the creatures on the battlefield blocking the first target."""
    attackers = [t for t in c.refs("target:0") if isinstance(t, int)]
    if not attackers:
        return []
    return [o for o in c.game.in_play if attackers[0] in c.game.objects[o].blocking]


def this_card(game: GameState, source: int) -> list[Target]:
    """The object the permanent ``source`` became when it last changed zones (400.7),
    if it is still in the graveyard or exile it went to (a "when this dies, exile it"
    finds the card in the graveyard; once it has moved on, it is a new object again and
    the ability finds nothing)."""
    return [o.oid for o in game.objects.values()
            if o.was == source and o.zone in ("graveyard", "exile")]

Runner = Callable[[Ctx, Any], str | None]
RUNNERS: dict[type[m.Effect], Runner] = {}


def runs(kind: type[m.Effect]) -> Callable[[Runner], Runner]:
    """Register the runner of a primitive (one per primitive)."""
    def register(fn: Runner) -> Runner:
        if kind in RUNNERS:
            raise TypeError(f"{kind.__name__} already has a runner")
        RUNNERS[kind] = fn
        return fn

    return register


def runner(kind: type[m.Effect]) -> Runner | None:
    return RUNNERS.get(kind)


def run(ctx: Ctx, effects: tuple[m.Effect, ...], start: int = 0) -> int | None:
    """Follow ``effects`` from index ``start``; the index to resume at, or None when done
    (or when an effect stops the rest, :data:`STOP`)."""
    for i in range(start, len(effects)):
        if ctx.stopped:
            return None
        effect = effects[i]
        ctx.index = i
        start = len(ctx.txn.events)
        outcome = RUNNERS[type(effect)](ctx, effect)
        if isinstance(effect, _MOVERS):  # batch B01: what it moved, for "this way"
            # (-- batch L-LENG --: once each: a runner that remembers its moves across a
            # pause, Mind Bomb's discards, has put them there already)
            ctx.this_way += [e.new_obj for e in ctx.txn.events[start:]
                             if isinstance(e, v.ZoneChanged)
                             and e.new_obj not in ctx.this_way]
        if isinstance(effect, m.Draw):  # batch B04: what it drew, for "discard it"
            ctx.drawn += [e.new_obj for e in ctx.txn.events[start:]
                          if isinstance(e, v.CardDrawn) and e.game == ctx.game.path]
        ctx.answer = None
        if outcome == PAUSE:
            return i
        if outcome == STOP:
            ctx.stopped = True
            return None
    return None


def resolving_effects(obj: Obj, game: GameState | None = None) -> tuple[m.Effect, ...]:
    """The effects a stack object follows as it resolves: a spell's (the chosen mode's,
    for a modal spell, 700.2), or its ability's: as its source has it now, if the source
    is still there (an ability a static ability grants, a copy's, a changed text's:
    613), else as printed."""
    d = printed(obj)
    if obj.kind == "spell":
        if game is not None:  # a text-changing effect may have changed it (612)
            d = defn(game, obj)
        return d.modes[obj.mode].effects if d.modes else d.effects
    if game is not None and obj.source is not None:
        source = game.objects.get(obj.source)
        if source is not None and source.name == obj.name and \
                source.zone in ("battlefield", "command"):
            d = defn(game, source)
    if obj.kind != "ability":  # -- batch c-grant --: a granted one too (613.1f)
        found = m.trigger_at(d, obj.ability) or m.trigger_at(printed(obj), obj.ability)
        if found is not None and found.modes:  # -- batch D-TRIG --: its mode (603.3c)
            return found.modes[obj.mode].effects
        return found.effects if found is not None else ()
    if obj.ability >= m.GRANTED:  # -- batch c-grant --: granted by obj.name's card
        have = printed(obj).statics[obj.ability - m.GRANTED].have
        return have.effects if have is not None else ()
    listed = d.abilities
    return listed[obj.ability].effects if obj.ability < len(listed) else ()


def waiting_effect(game: GameState) -> m.Effect | None:
    """The effect a paused resolution of ``game`` waits at (what a choice answers)."""
    obj = game.resolving_snapshot
    if game.resolving is None or obj is None:
        return None
    steps = resolving_effects(obj, game)
    return steps[game.resume_at] if game.resume_at < len(steps) else None


def snapshot(game: GameState, targets: tuple[Target, ...]) -> dict[int, dict[str, Any]]:
    lki: dict[int, dict[str, Any]] = {}
    for t in targets:
        obj = game.objects.get(t) if isinstance(t, int) else None
        if obj is not None:
            d = defn(game, obj) if obj.kind in ("card", "spell") else None
            lki[obj.oid] = {"controller": obj.controller, "owner": obj.owner,
                      "power": power(game, obj) if d and d.power is not None else 0,
                      # batch B04: its toughness as the resolution began
                      "toughness": toughness(game, obj) if d and d.toughness is not None
                      else 0,
                      "mana_value": d.cost.mana_value if d and d.cost else 0}
    return lki


def last_controller(game: GameState, oid: int) -> str | None:
    """The controller of the object ``oid``: now, or, if it has left its zone, as it last
    existed (608.2h: the object it became remembers it)."""
    obj = game.objects.get(oid)
    if obj is not None:
        return obj.controller
    became = next((o for o in game.objects.values() if o.was == oid), None)
    return became.was_controlled_by if became is not None else None


#: batch B01: the effects whose moves count as "this way" (:attr:`Ctx.this_way`), and the
#: zone each this-way count looks at
_MOVERS = (m.Destroy, m.Exile, m.Discard, m.Sacrifice, m.SacrificeSome,
           m.ShuffleInto)  # -- batch B11 --: the cards shuffled in (Winds of Change)
THIS_WAY = {"graveyard_this_way": "graveyard", "exile_this_way": "exile",
            # -- batch B10 --: returned to a hand ("if that card is returned this way")
            "hand_this_way": "hand",
            "library_this_way": "library",  # -- batch B11 --
            "discarded_this_way": "",  # -- batch L-LENG --: wherever they went (614.1a)
            "chosen_this_way": "battlefield"}  # -- batch c-grant --


def kept_choices(game: GameState, oid: int) -> list[str]:
    """-- batch MISC --: the words chosen for the object ``oid`` so far, in order (a
    permanent spell's earlier choices as it enters, 614.1c)."""
    return [str(e.data["word"]) for e in sorted(game.effects.values(), key=lambda e: e.effect)
            if e.kind == CHOSEN and oid in e.subjects and e.data is not None]


def record_choice(txn: Txn, game: GameState, oid: int, word: str, controller: str) -> None:
    """Remember the word chosen as the permanent ``oid`` entered (614.1c), for its
    static abilities to read: an effect record of kind ``chosen``."""
    txn.emit(v.ContinuousEffectCreated, game, "614.1c", effect=txn.new_id(), kind=CHOSEN,
             source=oid, controller=controller, objs=(oid,), changes={"word": word},
             until="")


def uses_source_power(game: GameState, obj: Obj) -> bool:
    """-- batch R-A --: whether the ability ``obj`` on the stack reads its source's power
    as it resolves (``power_of_this``)."""
    return any(getattr(e, "amount", None) == "power_of_this"
               for e in resolving_effects(obj, game))


def remember_leaving_source(txn: Txn, game: GameState, leaving: Obj) -> None:
    """-- batch R-A --: the permanent ``leaving`` is about to leave the battlefield: each
    ability of it on the stack that reads its power as it resolves remembers the power
    it has now, its last on the battlefield (608.2h: a Tracker gone still deals damage
    equal to its power as it last existed)."""
    if not is_creature(game, leaving):
        return
    for oid in game.stack:
        ability = game.objects.get(oid)
        if ability is None or ability.source != leaving.oid or \
                ability.kind not in ("ability", "trigger") or \
                not uses_source_power(game, ability):
            continue
        txn.emit(v.EffectCreated, game, "608.2h", effect=txn.new_id(),
                 kind=SOURCE_AS_IT_LEFT, source=ability.oid, controller=ability.controller,
                 subject=leaving.oid, power=power(game, leaving),
                 toughness=toughness(game, leaving), until="end_of_turn")


def life_to_keep(game: GameState, card: Obj | None = None) -> int:
    """-- batch R-A --: the life a player may pay to keep a card revealed at random (a
    ``reveal_at_random`` with ``then = "discard_unless_life"``): 1 for a land card, else
    its mana value (an X in its cost is 0, 202.3e). Without ``card``: the card the
    waiting resolution remembers (608.2c)."""
    if card is None:
        card = next((game.objects[o] for o in game.resolving_moved if o in game.objects),
                    None)
    if card is None:
        return 0
    d = defn(game, card)
    if "Land" in d.types:
        return 1
    return d.cost.mana_value if d.cost is not None else 0


def as_it_last_existed(game: GameState, oid: int) -> Obj | None:
    """-- batch R-A --: the permanent ``oid`` as it last existed on the battlefield, once
    it has left (608.2h): the object it became, under its old id, with its controller,
    tapped state and counters then; ``None`` if nothing remembers it."""
    became = next((o for o in game.objects.values() if o.was == oid), None)
    if became is None:
        return None
    return replace(became, oid=oid, zone="battlefield", kind="card",
                   controller=became.was_controlled_by or became.controller,
                   tapped=became.was_tapped, counters=dict(became.was_counters))


def count_of_gone_source(game: GameState, c: m.Count, source_id: int) -> int | None:
    """-- batch R-A --: a count of the object itself ("if Voodoo Doll is untapped", "the
    number of pin counters on it": a ``number_of`` of ``this`` alone, with ``tapped`` or
    ``counters``) once that permanent has left the battlefield: read from it as it last
    existed (608.2h). ``None``: not such a count, or nothing remembers the permanent."""
    f = c.number_of
    if not f.this or c.zone != "battlefield" or \
            replace(f, tapped="") != m.Filter(this=True):
        return None
    lki = as_it_last_existed(game, source_id)
    if lki is None:
        return None
    if f.tapped and (f.tapped == "tapped") != lki.tapped:
        found = 0
    else:
        found = lki.counters.get(c.counters, 0) if c.counters else 1
    if c.half:
        found = found // 2 if c.half == "down" else -(-found // 2)
    return max(0, c.times * found + c.plus)
