"""Basic game actions, each as the events it causes: draw, move, damage, life, shuffle."""

from __future__ import annotations

from engine.characteristics import is_creature
from engine.rules import citations as R
from engine.rules import variants
from engine.txn import Txn
from events import vocabulary as v
from projections.state import GameState, Obj

Target = int | str


def draw(txn: Txn, game: GameState, player: str, n: int = 1, rule: str = R.DRAW) -> None:
    """``player`` draws ``n`` cards, one at a time (121.2); an empty library is a failed draw."""
    for _ in range(n):
        library = game.player[player].library
        if not library:
            txn.emit(v.DrawFailed, game, R.DRAW_EMPTY, player=player)
            continue
        top = game.objects[library[0]]
        assert top.card is not None
        txn.emit(v.CardDrawn, game, rule, player=player, card=top.card, obj=top.oid,
                 new_obj=txn.new_id())


def move(txn: Txn, game: GameState, obj: Obj, to_zone: str, reason: str, rule: str,
         place: str = "", controller: str | None = None) -> int | None:
    """Move ``obj`` to ``to_zone`` (its owner's, for a player's zone: 400.3).

    A token or an ability that would leave the battlefield or the stack does not
    move: a token goes and then ceases to exist as a state-based action (704.5d,
    111.7), an ability simply ceases. Returns the new object id, if any.
    """
    if obj.kind in ("ability", "trigger"):
        txn.emit(v.ObjectCeased, game, rule, obj=obj.oid, name=obj.name, reason=reason)
        return None
    if obj.card is None and not obj.token:
        txn.emit(v.ObjectCeased, game, rule, obj=obj.oid, name=obj.name, reason=reason)
        return None
    if variants.replacement_zone(txn.state, obj, to_zone) is not None:
        from engine.rules import commander  # 903.9b: the owner's answer (it builds on this)

        if commander.answer(txn, game, obj, to_zone):
            to_zone, rule, place = "command", R.COMMANDER_REPLACEMENT, ""
            reason += "; its owner puts the commander into the command zone instead"
    new = txn.new_id()
    owner = obj.owner
    if to_zone == "library" and not place:
        place = "top"
    txn.emit(v.ZoneChanged, game, rule, card=obj.card if obj.card is not None else 0,
             obj=obj.oid, from_zone=obj.zone, to_zone=to_zone, new_obj=new, to_player=owner,
             controller=controller or owner, place=place if to_zone == "library" else "",
             reason=reason)
    return new


def shuffle(txn: Txn, game: GameState, player: str, rule: str = R.SHUFFLE) -> None:
    order = list(game.player[player].library)
    txn.rng(f"shuffle:{game.path}:{player}").shuffle(order)
    txn.emit(v.LibraryShuffled, game, rule, player=player, order=tuple(order))


def change_life(txn: Txn, game: GameState, player: str, amount: int, rule: str) -> None:
    if amount == 0 or not game.player[player].in_game:
        return
    from engine.rules.phasing import life_locked

    if life_locked(game, player):
        return  # 119.7-119.8: the life total can't change
    life = game.player[player].life + amount
    txn.emit(v.LifeChanged, game, rule, player=player, amount=amount, life=life)


def damage(txn: Txn, game: GameState, source: Obj, target: Target, amount: int,
           combat: bool = False) -> None:
    """``source`` deals ``amount`` damage to a player or a creature (120.3)."""
    if amount <= 0:
        return
    if isinstance(target, str):
        from engine.rules.phasing import protected

        if not game.player[target].in_game or protected(game, target):
            return  # protection prevents the damage (702.16e)
        txn.emit(v.DamageDealt, game, R.DAMAGE, source=source.oid, target=target,
                 amount=amount, combat=combat)
        change_life(txn, game, target, -amount, R.DAMAGE_TO_PLAYER)
    else:
        if target not in game.objects or game.objects[target].zone != "battlefield":
            return
        txn.emit(v.DamageDealt, game, R.DAMAGE_TO_CREATURE, source=source.oid, target=target,
                 amount=amount, combat=combat)


def add_counters(txn: Txn, game: GameState, holder: Target, counter: str, amount: int) -> None:
    if amount == 0:
        return
    if isinstance(holder, str):
        current = game.player[holder].counters.get(counter, 0)
    else:
        current = game.objects[holder].counters.get(counter, 0)
    txn.emit(v.CountersChanged, game, R.COUNTERS, target=holder, counter=counter,
             amount=amount, total=max(0, current + amount))


def tap(txn: Txn, game: GameState, obj: Obj, rule: str = R.TAP) -> None:
    if not obj.tapped:
        txn.emit(v.Tapped, game, rule, obj=obj.oid)


def destroy(txn: Txn, game: GameState, obj: Obj, rule: str = R.DESTROY) -> None:
    move(txn, game, obj, "graveyard", "destroy", rule)


def describe(game: GameState, target: Target) -> str:
    if isinstance(target, str):
        return target
    obj = game.objects.get(target)
    return obj.name if obj else f"#{target}"


def creature_or_player(game: GameState, target: Target) -> bool:
    if isinstance(target, str):
        return target in game.player and game.player[target].in_game
    obj = game.objects.get(target)
    return obj is not None and obj.zone == "battlefield" and is_creature(obj)

