"""Listing the legal decisions of the player the table waits on.

Candidates are generated per decision kind and each is checked with
:func:`engine.rules.decide.validate`, the same check a submitted decision
passes, so the list and the check never disagree. Where a full list would be
huge (every subset of a dozen attackers), a representative part is listed:
each single choice, none and all; any other legal decision is still accepted
when submitted.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from engine.cards.model import TargetSpec
from engine.characteristics import defn, is_type
from engine.decisions import (
    Activate,
    ActivateMana,
    Allow,
    Attack,
    Block,
    Bottom,
    Cast,
    ChooseCard,
    ChooseOutside,
    ChooseTarget,
    Decision,
    Discard,
    Keep,
    Mulligan,
    Pass,
    PlayLand,
)
from engine.mana import affordable_x, find_payment, mana_sources
from engine.rules import combat, stack, subgames, variants
from engine.rules.decide import Pending, pending, sorcery_timing, validate
from engine.rules.targets import candidates
from engine.rules.triggers import defn_trigger
from engine.txn import IllegalDecision
from projections.state import GameState, TableState

MAX_SUBSETS = 64
MAX_X = 20


def legal_decisions(state: TableState) -> list[Decision]:
    """Every legal decision (or a representative list, see above) for the pending player."""
    waiting = pending(state)
    if waiting is None:
        return []
    game = state.games[waiting.game]
    found: list[Decision] = []
    seen: set[Decision] = set()
    for d in _candidates(state, game, waiting):
        if d in seen:
            continue
        seen.add(d)
        try:
            validate(state, waiting.player, d)
        except IllegalDecision:
            continue
        found.append(d)
    return found


def _candidates(state: TableState, game: GameState, w: Pending) -> Iterator[Decision]:
    p = game.player[w.player]
    if w.kind == "target":
        trig = game.triggers[w.amount]
        spec = defn_trigger(trig.source_name, trig.index).targets[0]
        for target in candidates(game, spec, w.player, trig.source):
            yield ChooseTarget(target)
        return
    if w.kind == "allow":
        yield Allow(False)
        yield Allow(True)
        return
    if w.kind == "wish":
        yield ChooseOutside(None)
        for found in subgames.outside_cards(state, game, w.player):
            yield ChooseOutside(found.card)
        return
    if w.kind == "mulligan":
        yield Keep()
        yield Mulligan()
    elif w.kind in ("bottom", "discard"):
        cls = Bottom if w.kind == "bottom" else Discard
        for i, combo in enumerate(combinations(p.hand, w.amount)):
            if i >= MAX_SUBSETS:
                break
            yield cls(tuple(combo))
    elif w.kind == "search":
        yield ChooseCard(None)
        for oid in p.library:
            yield ChooseCard(oid)
    elif w.kind == "attackers":
        yield from _attacks(game)
    elif w.kind == "blockers":
        yield from _blocks(game, w.player)
    elif w.kind == "priority":
        yield Pass()
        yield from _priority_actions(game, w.player,
                                     variants.castable_from_command(state, game, w.player))


def _subsets(items: list[object]) -> Iterator[tuple[object, ...]]:
    if 2 ** len(items) <= MAX_SUBSETS:
        for r in range(len(items) + 1):
            yield from combinations(items, r)
    else:
        yield ()
        for item in items:
            yield (item,)
        yield tuple(items)


def _attacks(game: GameState) -> Iterator[Decision]:
    attackers = [o.oid for o in combat.possible_attackers(game)]
    defenders = combat.defenders(game)
    for subset in _subsets(list(attackers)):
        if len(defenders) == 1 or not subset:
            yield Attack(tuple((oid, defenders[0]) for oid in subset))  # type: ignore[misc]
        else:
            for choice in list(product(defenders, repeat=len(subset)))[:MAX_SUBSETS]:
                yield Attack(tuple(zip(subset, choice, strict=True)))  # type: ignore[arg-type]


def _blocks(game: GameState, defender: str) -> Iterator[Decision]:
    pairs = combat.possible_blocks(game, defender)
    by_blocker: dict[int, list[tuple[int, int]]] = {}
    for pair in pairs:
        by_blocker.setdefault(pair[0], []).append(pair)
    options = [[None, *opts] for opts in by_blocker.values()]
    for count, combo in enumerate(product(*options), 1):
        yield Block(tuple(pair for pair in combo if pair is not None))
        if count >= MAX_SUBSETS:
            break


def _target_choices(game: GameState, specs: tuple[TargetSpec, ...], player: str,
                    source: int | None) -> list[tuple[int | str, ...]]:
    pools = [candidates(game, spec, player, source) for spec in specs]
    return [tuple(c) for c in product(*pools)][:MAX_SUBSETS]


def _priority_actions(game: GameState, player: str,
                      command: list[int]) -> Iterator[Decision]:
    """``command``: the objects ``player`` may cast from the command zone (903.8)."""
    p = game.player[player]
    sorcery_ok = sorcery_timing(game, player)
    for oid in [*p.hand, *command]:
        obj = game.objects[oid]
        if is_type(obj, "Land"):
            if sorcery_ok and p.land_plays < 1:
                yield PlayLand(oid)
            continue
        whole = defn(obj)
        for face, card in enumerate(whole.faces or (whole,)):  # split cards: each half (709.3)
            if card.cost is None or ("Instant" not in card.types and not sorcery_ok):
                continue
            specs = (card.enchant,) if card.enchant else card.targets
            for targets in _target_choices(game, specs, player, None):
                xs = range(affordable_x(game, player, card.cost) + 1) if card.cost.x else [0]
                for x in list(xs)[:MAX_X + 1]:
                    extra = stack.extra_cost(card, targets) + variants.commander_tax(game, obj)
                    payment = find_payment(game, player, card.cost, x, extra)
                    if payment is not None:
                        yield Cast(oid, targets, x, payment, face)
    for oid in game.in_play:
        obj = game.objects[oid]
        if obj.controller != player:
            continue
        for index, ability in enumerate(defn(obj).abilities):
            if ability.mana:
                continue
            exclude = oid if ability.cost.tap else None
            for targets in _target_choices(game, ability.targets, player, oid):
                payment = find_payment(game, player, ability.cost.mana, 0, 0, exclude)
                if payment is not None:
                    yield Activate(oid, index, targets, 0, payment)
    for source in mana_sources(game, player):
        if source.mana == "any":
            for color in "WUBRG":
                yield ActivateMana(source.obj, source.index, color)
        else:
            yield ActivateMana(source.obj, source.index, "")
