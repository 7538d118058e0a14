"""Taking a decision: check it against the rules, then emit what it causes.

:func:`validate` refuses an illegal decision with the rule it breaks, before any
event exists, so a refused decision appends nothing. :func:`perform` records the
decision (``Decided``) and runs the rules until the game waits again.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards.model import Subgame, Wish
from engine.cards.pool import card
from engine.characteristics import defn, is_creature, is_type
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
    Concede,
    Decision,
    Discard,
    Keep,
    Mulligan,
    Pass,
    PlayLand,
)
from engine.mana import mana_sources
from engine.rules import actions, combat, sba, stack, turns, variants
from engine.rules import citations as R
from engine.rules.targets import is_legal
from engine.txn import IllegalDecision, Txn
from events import vocabulary as v
from projections.state import GameState, TableState

#: the subgame procedure registers itself here (engine.rules.subgames)
SUBGAMES_ENABLED = {"on": True}


@dataclass(frozen=True, slots=True)
class Pending:
    """Who the table is waiting on, in which game, for what kind of decision."""

    game: str
    player: str
    kind: str
    amount: int = 0


def pending(state: TableState) -> Pending | None:
    """The decision the table waits for, or ``None`` when every game is over."""
    game = state.current
    if game is None:
        return None
    if game.choice is not None:
        return Pending(game.path, game.choice.player, game.choice.kind, game.choice.amount)
    if game.priority is not None:
        return Pending(game.path, game.priority, "priority")
    return None


def _fail(rule: str, message: str) -> IllegalDecision:
    return IllegalDecision(rule, message)


def sorcery_timing(game: GameState, player: str) -> bool:
    """Main phase, your turn, empty stack (117.1a, 307.1)."""
    return (game.active == player and game.step in ("main1", "main2") and not game.stack)


def validate(state: TableState, player: str, decision: Decision) -> None:
    """Raise :class:`IllegalDecision` unless ``player`` may make ``decision`` now."""
    waiting = pending(state)
    if waiting is None:
        raise _fail(R.WIN_LAST_PLAYER, "the game is over: no decision is pending")
    game = state.games[waiting.game]
    if isinstance(decision, Concede):
        if player not in game.player or not game.player[player].in_game:
            raise _fail(R.CONCEDE, f"{player} is not in game {game.path}")
        return
    if player != waiting.player:
        raise _fail("117.1" if waiting.kind == "priority" else R.START,
                    f"the game waits on {waiting.player} ({waiting.kind}), not on {player}")
    kind = waiting.kind
    rule, expected = _WAITING_FOR[kind]
    if not isinstance(decision, expected):
        names = " or ".join(c.KIND for c in expected)
        raise _fail(rule, f"{player} must decide {kind}: expected {names}, "
                          f"got {decision.KIND}")
    check = _CHECKS.get(type(decision))
    if check is not None:
        check(state, game, player, decision, waiting)


#: what the table can wait for: the rule that asks for it, and the decisions that answer
_WAITING_FOR: dict[str, tuple[str, tuple[type[Decision], ...]]] = {
    "priority": ("117.1", (Pass, PlayLand, Cast, Activate, ActivateMana)),
    "mulligan": (R.MULLIGAN, (Keep, Mulligan)), "bottom": (R.MULLIGAN, (Bottom,)),
    "attackers": (R.DECLARE_ATTACKERS, (Attack,)), "blockers": (R.DECLARE_BLOCKERS, (Block,)),
    "discard": (R.HAND_SIZE, (Discard,)), "search": (R.SEARCH, (ChooseCard,)),
    "target": ("603.3d", (ChooseTarget,)), "wish": ("400.11b", (ChooseOutside,)),
    "allow": ("608.2d", (Allow,)),
}


def _in_hand(game: GameState, player: str, oid: int, rule: str) -> None:
    if oid not in game.player[player].hand:
        raise _fail(rule, f"object {oid} is not a card in {player}'s hand")


def _check_mulligan(state: TableState, game: GameState, player: str, d: Decision,
                    w: Pending) -> None:
    if game.player[player].mulligans >= game.hand_size:
        raise _fail(R.MULLIGAN, "no cards are left to mulligan")


def _check_cards(state: TableState, game: GameState, player: str, d: Decision,
                 w: Pending) -> None:
    assert isinstance(d, Bottom | Discard)
    rule = R.MULLIGAN if isinstance(d, Bottom) else R.HAND_SIZE
    if len(set(d.cards)) != len(d.cards) or len(d.cards) != w.amount:
        raise _fail(rule, f"choose exactly {w.amount} different cards, not {len(d.cards)}")
    for oid in d.cards:
        _in_hand(game, player, oid, rule)


def _check_land(state: TableState, game: GameState, player: str, d: Decision,
                w: Pending) -> None:
    assert isinstance(d, PlayLand)
    _in_hand(game, player, d.card, R.PLAY_LAND)
    if not is_type(game.objects[d.card], "Land"):
        raise _fail(R.PLAY_LAND, f"{game.objects[d.card].name} is not a land")
    if not sorcery_timing(game, player):
        raise _fail("305.1", "a land can be played only in your main phase with an empty stack")
    if game.player[player].land_plays >= 1:
        raise _fail("305.2", "only one land can be played each turn")


def _check_targets(game: GameState, player: str, specs: tuple[object, ...],
                   targets: tuple[int | str, ...], source: int | None, max_targets: int) -> None:
    from engine.cards.model import TargetSpec

    if max_targets > 1:
        if not 1 <= len(targets) <= max_targets or len(set(targets)) != len(targets):
            raise _fail("601.2c", f"choose 1 to {max_targets} different targets")
        specs = specs[:1] * len(targets)
    elif len(targets) != len(specs):
        raise _fail("601.2c", f"expected {len(specs)} targets, got {len(targets)}")
    for spec, target in zip(specs, targets, strict=True):
        assert isinstance(spec, TargetSpec)
        if not is_legal(game, spec, target, player, source):
            name = actions.describe(game, target)
            raise _fail("115.1", f"{name} is not a legal target ({spec.kind})")


def _check_cast(state: TableState, game: GameState, player: str, d: Decision,
                w: Pending) -> None:
    assert isinstance(d, Cast)
    if d.card not in variants.castable_from_command(state, game, player):  # 903.8
        _in_hand(game, player, d.card, R.CAST)
    obj = game.objects[d.card]
    whole = defn(obj)
    if not 0 <= d.face < max(1, len(whole.faces)):
        raise _fail("709.3", f"{whole.name} has no half number {d.face}")
    card = stack.face_of(obj, d.face)
    if card.cost is None or is_type(obj, "Land"):
        raise _fail("305.9", f"{card.name} can't be cast")
    if "Instant" not in card.types and not sorcery_timing(game, player):
        raise _fail("117.1a", f"{card.name} can be cast only in your main phase with an "
                              "empty stack")
    if any(isinstance(e, Subgame) for e in card.effects) and not SUBGAMES_ENABLED["on"]:
        raise _fail(R.cite(R.SUBGAME, state.edition),
                    "subgames are not available in this engine build")
    specs = (card.enchant,) if card.enchant else card.targets
    _check_targets(game, player, specs, d.targets, None, card.max_targets)
    if d.x < 0 or (d.x and not card.cost.x):
        raise _fail("107.3", f"{card.name} has no X in its cost" if d.x > 0 else "X can't "
                    "be negative")
    extra = stack.extra_cost(card, d.targets) + variants.commander_tax(game, obj)
    if not stack.can_pay(game, player, d.payment, card.cost, d.x, extra, None):
        raise _fail(R.PAY, f"{player} can't pay {card.cost} (X={d.x}) with that mana")


def _check_activate(state: TableState, game: GameState, player: str, d: Decision,
                    w: Pending) -> None:
    assert isinstance(d, Activate | ActivateMana)
    obj = game.objects.get(d.source)
    if obj is None or obj.zone != "battlefield" or obj.controller != player:
        raise _fail("602.2", f"{player} controls no permanent {d.source}")
    abilities = defn(obj).abilities
    if not 0 <= d.index < len(abilities):
        raise _fail("602.1", f"{obj.name} has no ability number {d.index}")
    ability = abilities[d.index]
    if ability.mana != isinstance(d, ActivateMana):
        raise _fail("605.1a", "use 'mana' for mana abilities and 'activate' for the others")
    if ability.cost.tap and (obj.tapped or (obj.sick and is_creature(obj))):
        raise _fail("107.5" if obj.tapped else "302.6", f"{obj.name} can't be tapped now")
    if isinstance(d, ActivateMana):
        if not any(s.obj == obj.oid and s.index == d.index for s in mana_sources(game, player)):
            raise _fail(R.MANA_ABILITY, f"{obj.name}'s mana ability can't be activated now")
        add = ability.effects[0]
        wants_color = getattr(add, "mana", "") == "any"
        if wants_color != (d.color != "") or (wants_color and d.color not in "WUBRG"):
            raise _fail("106.1a", "choose one color (W, U, B, R or G) for mana of any color"
                        if wants_color else "this ability makes one kind of mana: no color")
        return
    if ability.condition == "seven_in_hand" and len(game.player[player].hand) != 7:
        raise _fail("602.1b", f"{obj.name}: only with exactly seven cards in hand")
    _check_targets(game, player, ability.targets, d.targets, obj.oid, 0)
    if not stack.can_pay(game, player, d.payment, ability.cost.mana, d.x, 0,
                         obj.oid if ability.cost.tap else None):
        raise _fail(R.PAY, f"{player} can't pay {ability.cost.mana} with that mana")


def _check_attack(state: TableState, game: GameState, player: str, d: Decision,
                  w: Pending) -> None:
    assert isinstance(d, Attack)
    seen = set()
    for oid, defender in d.attackers:
        obj = game.objects.get(oid)
        if obj is None or not combat.can_attack(game, obj) or oid in seen:
            raise _fail("508.1a", f"object {oid} can't attack")
        if defender not in combat.defenders(game):
            raise _fail("508.1b", f"{defender} is not an opponent in the game")
        seen.add(oid)


def _check_block(state: TableState, game: GameState, player: str, d: Decision,
                 w: Pending) -> None:
    assert isinstance(d, Block)
    allowed = set(combat.possible_blocks(game, player))
    blockers = [b for b, _ in d.blocks]
    if len(set(blockers)) != len(blockers):
        raise _fail("509.1a", "each creature blocks at most one attacker")
    for pair in d.blocks:
        if pair not in allowed:
            raise _fail("509.1b", f"object {pair[0]} can't block object {pair[1]}")


def _check_choose(state: TableState, game: GameState, player: str, d: Decision,
                  w: Pending) -> None:
    assert isinstance(d, ChooseCard)
    if d.card is not None and d.card not in game.player[player].library:
        raise _fail(R.SEARCH, f"object {d.card} is not in {player}'s library")


def _check_target(state: TableState, game: GameState, player: str, d: Decision,
                  w: Pending) -> None:
    assert isinstance(d, ChooseTarget)
    from engine.rules.targets import candidates
    from engine.rules.triggers import defn_trigger

    trig = game.triggers[w.amount]
    spec = defn_trigger(trig.source_name, trig.index).targets[0]
    if d.target not in candidates(game, spec, player, trig.source):
        raise _fail("603.3d", f"{actions.describe(game, d.target)} is not a legal target")


def _check_outside(state: TableState, game: GameState, player: str, d: Decision,
                   w: Pending) -> None:
    assert isinstance(d, ChooseOutside)
    if d.card is None:
        return
    from engine.rules import subgames

    snapshot = game.resolving_snapshot
    kind = _wish_kind(snapshot.name) if snapshot is not None else "any"
    if d.card not in {c.card for c in subgames.outside_cards(state, game, player, kind)}:
        raise _fail(R.cite(R.SUBGAME_OUTSIDE, state.edition),
                    f"card {d.card} is not a {kind.replace('_', ' ')} card {player} owns "
                    "outside this game")


def _wish_kind(name: str) -> str:
    return next((e.kind for e in card(name).effects if isinstance(e, Wish)), "any")


_CHECKS = {Mulligan: _check_mulligan, Bottom: _check_cards, Discard: _check_cards,
           PlayLand: _check_land, Cast: _check_cast, Activate: _check_activate,
           ActivateMana: _check_activate, Attack: _check_attack, Block: _check_block,
           ChooseCard: _check_choose, ChooseTarget: _check_target,
           ChooseOutside: _check_outside}


def perform(txn: Txn, player: str, decision: Decision) -> None:
    """Record ``decision`` and run the rules until the table waits again."""
    waiting = pending(txn.state)
    assert waiting is not None
    game = txn.state.games[waiting.game]
    # A choice asked for while something resolves continues that chain of causes (the
    # search or wish of a spell, a trigger's target); other decisions are roots.
    asked = game.choice.asked_at if game.choice is not None and waiting.kind in (
        "search", "wish", "target", "allow") else None
    with txn.caused_by(asked):
        event = txn.emit(v.Decided, game, _RULE_OF[type(decision)], player=player,
                         decision=decision.encode())
    with txn.caused_by(event.position):
        _dispatch(txn, game, player, decision, waiting)


#: the rule each kind of decision is made under, cited by its ``Decided`` event
_RULE_OF: dict[type[Decision], str] = {
    Pass: R.PASS, Keep: R.MULLIGAN, Mulligan: R.MULLIGAN, Bottom: R.MULLIGAN,
    PlayLand: R.PLAY_LAND, Cast: R.CAST, Activate: R.ACTIVATE, ActivateMana: R.MANA_ABILITY,
    Attack: R.DECLARE_ATTACKERS, Block: R.DECLARE_BLOCKERS, Discard: R.HAND_SIZE,
    ChooseCard: R.SEARCH, ChooseTarget: "603.3d", ChooseOutside: "400.11b", Allow: "608.2d",
    Concede: R.CONCEDE,
}


def _dispatch(txn: Txn, game: GameState, player: str, d: Decision, w: Pending) -> None:
    if isinstance(d, Concede):
        concede(txn, game, player, w)
    elif isinstance(d, Pass):
        turns.pass_priority(txn, game, player)
    elif isinstance(d, Keep):
        turns.keep(txn, game, player)
    elif isinstance(d, Mulligan):
        turns.mulligan(txn, game, player)
    elif isinstance(d, Bottom):
        turns.bottom(txn, game, player, d.cards)
    elif isinstance(d, PlayLand):
        obj = game.objects[d.card]
        assert obj.card is not None
        txn.emit(v.LandPlayed, game, R.PLAY_LAND, player=player, card=obj.card, obj=obj.oid,
                 new_obj=txn.new_id())
        turns.give_priority(txn, game, player, R.PRIORITY_AFTER_ACTION)
    elif isinstance(d, Cast):
        stack.cast(txn, game, player, d)
        turns.give_priority(txn, game, player, R.PRIORITY_AFTER_ACTION)
    elif isinstance(d, Activate):
        stack.activate(txn, game, player, d)
        turns.give_priority(txn, game, player, R.PRIORITY_AFTER_ACTION)
    elif isinstance(d, ActivateMana):
        stack.activate_mana(txn, game, player, d.source, d.index, d.color)
        turns.give_priority(txn, game, player, R.PRIORITY_AFTER_ACTION)
    elif isinstance(d, Attack):
        declare_attackers(txn, game, player, d)
    elif isinstance(d, Block):
        txn.emit(v.BlockersDeclared, game, R.DECLARE_BLOCKERS, player=player, blocks=d.blocks)
        if not turns.request_blockers(txn, game, after=player):
            turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)
    elif isinstance(d, Discard):
        for oid in d.cards:
            actions.move(txn, game, game.objects[oid], "graveyard", "discard", R.HAND_SIZE)
        turns.finish_cleanup(txn, game)
    elif isinstance(d, ChooseOutside) and game.resolving is None:
        # The draw step's draw, replaced by Ring of Ma'ruf: then priority as usual.
        from engine.rules import subgames

        subgames.bring_in(txn, game, player, d.card, "any")
        subgames.end_replacement(txn, game, player)
        turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)
    elif isinstance(d, ChooseCard | ChooseOutside | Allow):
        if not stack.resolve_top(txn, game, d):
            turns.give_priority(txn, game, game.active, R.PRIORITY_AFTER_RESOLVE)
    elif isinstance(d, ChooseTarget):
        from engine.rules import triggers

        triggers.place(txn, game, w.amount, (d.target,))
        turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)


def declare_attackers(txn: Txn, game: GameState, player: str, d: Attack) -> None:
    txn.emit(v.AttackersDeclared, game, R.DECLARE_ATTACKERS, player=player,
             attackers=d.attackers)
    for oid, _ in d.attackers:
        obj = game.objects[oid]
        if "vigilance" not in defn(obj).keywords:
            actions.tap(txn, game, obj, R.ATTACK_TAPS)
    turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)


def concede(txn: Txn, game: GameState, player: str, w: Pending) -> None:
    """104.3a: the player leaves the game and loses it; the rest play on if they can."""
    txn.emit(v.PlayerLost, game, R.CONCEDE, player=player, reason="conceded")
    sba.settle(txn, game, [player])
    if game.status != "running" or w.player != player:
        return
    # The game was waiting on the player who left: go on without them.
    if game.step == "start":
        turns.next_opening_choice(txn, game)
    elif w.kind == "blockers":
        if not turns.request_blockers(txn, game, after=player):
            turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)
    elif game.active == player or w.kind != "priority":
        turns.give_priority(txn, game, player, R.LEAVE_MULTIPLAYER)
    else:
        turns.give_priority(txn, game, player, R.LEAVE_MULTIPLAYER)
