"""Choices asked while something resolves or triggers: a search (701.23), a trigger's
target (603.3d), a card from outside the game (400.11b, 727.4) and a yes-or-no offer
(608.2d). Each continues the chain of causes of the question."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from shahrazad.cards.layer_words import filter_words
from shahrazad.cards.model import CastFromOutside, Filter, FromOutside, TargetSpec
from shahrazad.cards.model import Search as SearchEffect
from shahrazad.decisions import (
    Allow,
    Asked,
    Entry,
    Role,
    Search,
    Target,
    Wish,
    question,
    registers,
)
from shahrazad.decisions.kinds.common import aim_scope, fail, parse_aims, where
from shahrazad.events import vocabulary as v
from shahrazad.filters import card_fits
from shahrazad.naming import Named, NamingError, QualifiedNames, objects, pick
from shahrazad.projections.state import Obj
from shahrazad.rules import actions, casting, stack, turns
from shahrazad.rules import citations as R
from shahrazad.rules.outside import OutsideCard
from shahrazad.rules.outside import reachable as reachable_cards
from shahrazad.rules.resolution import Answered, waiting_effect
from shahrazad.rules.targets import specs_of
from shahrazad.txn import Txn

SEARCH = question("search", R.SEARCH, chained=True)
TARGET = question("target", "603.3d", chained=True)
WISH = question("wish", "400.11b", chained=True)
ALLOW = question("allow", "608.2d", chained=True)


def resume(txn: Txn, at: Asked, answer: object) -> None:
    """Hand the answer, with the question it answers, to the resolving spell or ability
    and go on (608.2c)."""
    if not stack.resolve_top(txn, at.game, Answered(answer, at.pending.amount, at.player)):
        turns.give_priority(txn, at.game, at.game.active, R.PRIORITY_AFTER_RESOLVE)


@registers(Search, asks=SEARCH, rule=R.SEARCH)
class _Search(Entry[Search]):
    def check(self, at: Asked, d: Search) -> None:
        if d.card is not None and d.card not in at.game.player[at.player].library:
            raise fail(R.SEARCH, f"object {d.card} is not in {at.player}'s library")
        wanted = _search_filter(at)  # -- batch B07 --: a card with a quality (701.23)
        if d.card is not None and wanted is not None and \
                not card_fits(at.game, wanted, at.game.objects[d.card], at.player):
            raise fail(R.SEARCH, f"{at.game.objects[d.card].name} is not "
                                 f"{filter_words(wanted, noun='card')}")

    def perform(self, txn: Txn, at: Asked, d: Search) -> None:
        resume(txn, at, d)

    def candidates(self, at: Asked) -> Iterator[Search]:
        yield Search(None)
        wanted = _search_filter(at)
        for oid in at.game.player[at.player].library:
            if wanted is None or card_fits(at.game, wanted, at.game.objects[oid], at.player):
                yield Search(oid)

    def passive(self, at: Asked) -> Search:
        return Search(None)

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return objects(at.game, at.game.player[at.player].library)

    def parse(self, at: Asked, text: str) -> Search:
        if not text or text.casefold() == "nothing":
            return Search(None)
        return Search(pick(text, self.scope(at, "library"), players=at.game.players,
                           where=where(at, f"in {at.player}'s library")).key)

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"search {value or 'nothing'}"


def _search_filter(at: Asked) -> Filter | None:
    """-- batch B07 --: the filter of the search the resolution waits at, if any."""
    effect = waiting_effect(at.game)
    return effect.filter if isinstance(effect, SearchEffect) else None


def _aimed(at: Asked) -> Obj | None:
    """-- batch SHIELD --: the spell or ability on the stack waiting for a target of an
    opponent's choice (601.2c), if the question is about one (not about a trigger)."""
    if at.pending.kind != "target" or at.pending.amount in at.game.triggers:
        return None
    obj = at.game.objects.get(at.pending.amount)
    return obj if obj is not None and obj.zone == "stack" else None


def _choosing_opponent(at: Asked, obj: Obj) -> bool:
    """Whether the question is the controller's choice of the opponent who chooses."""
    return at.player == obj.controller


def trigger_spec(at: Asked) -> tuple[int | None, TargetSpec]:
    """The trigger waiting for its target, and what it may target (-- batch SHIELD --: or
    the stack object waiting for a target of an opponent's choice, or for the controller
    to choose that opponent)."""
    from shahrazad.rules.triggers import pending_ability

    if (obj := _aimed(at)) is not None:
        if _choosing_opponent(at, obj):
            return obj.source, TargetSpec("opponent")
        return obj.source, specs_of(obj, at.game)[len(obj.targets)]
    if at.pending.kind != "target":
        raise NamingError("no triggered ability is waiting for its target now")
    trig = at.game.triggers[at.pending.amount]
    return trig.source, pending_ability(at.game, trig).targets[0]  # its mode's, D-TRIG


def _trigger_options(at: Asked) -> list[int | str]:
    """The legal targets of the trigger waiting for its target (-- batch LX --: one "of
    their choice" only among the permanents of the player it is about)."""
    from shahrazad.rules.triggers import target_options

    if (obj := _aimed(at)) is not None:  # -- batch SHIELD -- (601.2c)
        if _choosing_opponent(at, obj):
            return list(casting.opponents_to_choose(at.game, obj.controller,
                                                    specs_of(obj, at.game), obj.source))
        return casting.aim_options(at.game, obj, at.player)
    trigger_spec(at)  # a clear error when no trigger waits
    return target_options(at.game, at.game.triggers[at.pending.amount])


@registers(Target, asks=TARGET, rule="603.3d")
class _Target(Entry[Target]):
    def check(self, at: Asked, d: Target) -> None:
        if d.target not in _trigger_options(at):
            rule = "603.3d" if _aimed(at) is None else R.TARGETS
            raise fail(rule, f"{actions.describe(at.game, d.target)} is not a legal "
                             "target")

    def perform(self, txn: Txn, at: Asked, d: Target) -> None:
        from shahrazad.rules import triggers

        if (obj := _aimed(at)) is not None:  # -- batch SHIELD -- (601.2c)
            if _choosing_opponent(at, obj):
                assert isinstance(d.target, str)
                txn.emit(v.ChoiceRequested, at.game, R.TARGETS, player=d.target,
                         kind="target", amount=obj.oid)
                return
            txn.emit(v.TargetsChosen, at.game, R.TARGETS, obj=obj.oid, player=at.player,
                     targets=(*obj.targets, d.target))
            if not casting.ask_aim(txn, at.game, obj.controller):
                turns.give_priority(txn, at.game, obj.controller, R.PRIORITY_AFTER_ACTION)
            return
        triggers.place(txn, at.game, at.pending.amount, (d.target,))
        turns.give_priority(txn, at.game, at.game.active, R.PRIORITY_STEP)

    def candidates(self, at: Asked) -> Iterator[Target]:
        for aim in _trigger_options(at):
            yield Target(aim)

    def passive(self, at: Asked) -> Target | None:
        # a trigger must have a target: the first legal one
        return next(iter(self.candidates(at)), None)

    def parse(self, at: Asked, text: str) -> Target:
        _, spec = trigger_spec(at)
        aims = parse_aims(at, text, (spec,), 0, "the trigger")
        if len(aims) != 1:
            raise NamingError(f"target names one player or object, not {text!r}")
        return Target(aims[0])

    def name(self, at: Asked, d: Target) -> str:
        try:
            _, spec = trigger_spec(at)
        except NamingError:
            return super().name(at, d)
        return d.words(QualifiedNames(at, lambda role: (), [aim_scope(at.game, spec)]))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"target {value}"


def wish_spec(at: Asked) -> tuple[str, bool, bool]:
    """What the resolving effect may take (Living Wish: a creature or land card): its
    kind, whether a card of this game's exile will do, and whether the card is cast at
    once. A replaced draw takes any card (Ring of Ma'ruf)."""
    effect = waiting_effect(at.game)
    if isinstance(effect, FromOutside):
        return effect.kind, effect.or_exile, False
    if isinstance(effect, CastFromOutside):
        return effect.kind, False, True
    return "any", False, False


def reachable(at: Asked) -> list[OutsideCard]:
    kind, or_exile, castable = wish_spec(at)
    return reachable_cards(at.state, at.game, at.player, kind, or_exile, castable)


def outside(at: Asked) -> list[Named]:
    """Where a wish's names are looked up: the cards the player owns outside the game,
    each where it is (a sideboard, a zone of an enclosing game, 727.4), and this game's
    exile if the effect reaches it. The check refuses one the effect can't take."""
    _, or_exile, _ = wish_spec(at)
    return [Named(c.card, c.name, c.from_game, at.player, c.from_zone)
            for c in reachable_cards(at.state, at.game, at.player, "any", or_exile)]


@registers(Wish, asks=WISH, rule="400.11b")
class _Wish(Entry[Wish]):
    def check(self, at: Asked, d: Wish) -> None:
        if d.card is None:
            return
        kind, or_exile, castable = wish_spec(at)
        if d.card not in {c.card for c in reachable(at)}:
            where = " or in its exile" if or_exile else ""
            which = " that can be cast now without targets" if castable else ""
            raise fail(R.cite(R.SUBGAME_OUTSIDE, at.state.edition),
                       f"card {d.card} is not a {kind.replace('_', ' ')} card{which} "
                       f"{at.player} owns outside this game{where}")

    def perform(self, txn: Txn, at: Asked, d: Wish) -> None:
        game = at.game
        if game.resolving is None:
            # Asked by a replacement of the draw step's draw (614.1a), outside any
            # resolution: the draw goes on with the answer, then priority as usual.
            actions.draw(txn, game, at.player, 1, R.DRAW_STEP, answer=d)
            turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)
        else:
            resume(txn, at, d)

    def candidates(self, at: Asked) -> Iterator[Wish]:
        yield Wish(None)
        for found in outside(at):
            yield Wish(found.key)

    def passive(self, at: Asked) -> Wish:
        return Wish(None)

    def parse(self, at: Asked, text: str) -> Wish:
        if not text or text.casefold() == "nothing":
            return Wish(None)
        return Wish(pick(text, outside(at), players=at.game.players,
                         where=f"that {at.player} owns outside game {at.game.path}").key)

    def name(self, at: Asked, d: Wish) -> str:
        return d.words(QualifiedNames(at, lambda role: (), outside=outside(at)))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"wish {value or 'nothing'}"


_YES = {"yes": True, "no": False}


@registers(Allow, asks=ALLOW, rule="608.2d")
class _Allow(Entry[Allow]):
    def check(self, at: Asked, d: Allow) -> None:
        return None  # yes and no are both answers

    def perform(self, txn: Txn, at: Asked, d: Allow) -> None:
        resume(txn, at, d)

    def candidates(self, at: Asked) -> Sequence[Allow]:
        return (Allow(False), Allow(True))

    def passive(self, at: Asked) -> Allow:
        return Allow(False)

    def parse(self, at: Asked, text: str) -> Allow:
        if text.casefold() not in _YES:
            raise NamingError(f"allow {text}: say allow yes or allow no")
        return Allow(_YES[text.casefold()])

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"allow {'yes' if value else 'no'}"
