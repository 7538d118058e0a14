"""Basic game actions, each as the events it causes: draw, move, damage, life, shuffle.

Every draw passes one replacement point (614): :func:`draw` asks the game's
effect records whether one replaces the draw, and a kind of replacement effect
plugs in with :func:`replaces_draws`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.characteristics import is_creature
from engine.rules import citations as R
from engine.rules import variants
from engine.txn import Txn
from events import vocabulary as v
from projections.state import Effect, GameState, Obj

Target = int | str


@dataclass(frozen=True, slots=True)
class DrawReplacement:
    """What a kind of replacement effect does instead of a draw (614.1a).

    ``instead`` does what replaces the draw, given the player's answer, and uses the
    effect up if it is a "next time" effect. ``ask`` asks the player that question
    (``made``: the draws the drawing effect had made before; the question records
    it, so the effect resumes where it stopped), or is ``None`` for a replacement
    that needs no answer. ``why``: the words a resolution pauses with meanwhile.
    """

    instead: Callable[[Txn, GameState, str, Effect, object], None]
    ask: Callable[[Txn, GameState, str, int], None] | None = None
    why: str = ""


#: each kind of draw-replacing effect record (``EffectCreated.kind``), and what it does
DRAW_REPLACEMENTS: dict[str, DrawReplacement] = {}


def replaces_draws(kind: str, replacement: DrawReplacement) -> None:
    """Plug a kind of effect record into the draw replacement point."""
    DRAW_REPLACEMENTS[kind] = replacement


def draw_is_replaced(game: GameState, player: str) -> bool:
    """Whether ``player``'s next draw in ``game`` would be replaced (614.1a)."""
    return _replacing(game, player) is not None


@dataclass(frozen=True, slots=True)
class Waiting:
    """A draw that waits: a replacement effect asked its player a question first."""

    made: int


def _replacing(game: GameState, player: str) -> Effect | None:
    """The effect that replaces ``player``'s next draw in ``game``: the first created.
    Effects belong to the game they were created in (727.1b)."""
    if not game.effects or not DRAW_REPLACEMENTS:
        return None
    return next((e for e in game.effects.values()
                 if e.subject == player and e.kind in DRAW_REPLACEMENTS), None)


def draw(txn: Txn, game: GameState, player: str, n: int = 1, rule: str = R.DRAW, *,
         answer: object | None = None, pause: Callable[[str], object] | None = None,
         made: int = 0) -> Waiting | None:
    """``player`` draws ``n`` cards, one at a time (121.2); an empty library is a failed draw.

    Each draw may be replaced (614): if a replacement effect needs its player's answer
    and ``answer`` is ``None``, ``pause`` (a resolution's) is called with its words,
    the question is asked, and the draws stop: the result says how many were made
    (counting ``made`` before this call). Called again with the answer and the draws
    still to make, the first draw is the replaced one. ``None``: every draw was made.
    """
    for i in range(n):
        effect = _replacing(game, player)
        if effect is not None:
            replacement = DRAW_REPLACEMENTS[effect.kind]
            if answer is None and replacement.ask is not None:
                if pause is not None:
                    pause(replacement.why)
                replacement.ask(txn, game, player, made + i)
                return Waiting(made + i)
            replacement.instead(txn, game, player, effect, answer)
            answer = None
            continue
        library = game.player[player].library
        if not library:
            txn.emit(v.DrawFailed, game, R.DRAW_EMPTY, player=player)
            continue
        top = game.objects[library[0]]
        assert top.card is not None
        txn.emit(v.CardDrawn, game, rule, player=player, card=top.card, obj=top.oid,
                 new_obj=txn.new_id())
    return None


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
    """``player`` shuffles their library (701.24): by chance, or as a scenario stated."""
    order = txn.random_order(game, player, game.player[player].library,
                             lambda oid: game.objects[oid].name, rule,
                             f"shuffle:{game.path}:{player}")
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

