"""What an object is right now: its card definition, types, power and toughness.

Characteristics come from the card's definition, then Auras attached to it and
continuous effects on it (613, simplified to the layers our pool uses): a copy's
copiable values in layer 1 (the object's ``name`` is the copied card's, 707.2),
control by events (layer 2), the types an effect adds in layer 4 (613.1d), colors
an effect sets in layer 5, power and toughness set in layer 7b (613.4b) and changed
in 7c (pumps, Auras, counters).
"""

from __future__ import annotations

import dataclasses
import functools

from engine.cards.model import CardDef, CardType
from engine.cards.pool import card
from projections.state import GameState, Obj

__all__ = ["colors", "defn", "is_creature", "keywords", "power", "toughness"]

Animations = tuple[tuple[int, tuple[str, ...], tuple[str, ...], int, int], ...]


def defn(obj: Obj) -> CardDef:
    """The characteristics ``obj`` has, as a card definition: on the stack, the half of a
    split card (709.3) or the Adventure (715.3) that was cast; on the battlefield, with
    the types and power and toughness of the effects that made it a creature."""
    d = card(obj.name)
    if obj.kind == "spell":
        if d.faces:
            return d.faces[obj.ability]  # a split card on the stack is only the half cast
        if d.adventure is not None and obj.ability == 1:
            return d.adventure
        return d
    if obj.animations:
        return _animated(d, obj.animations)
    return d


@functools.lru_cache(maxsize=256)
def _animated(d: CardDef, animations: Animations) -> CardDef:
    """``d`` made a creature by ``animations``: their types added (613.1d), the power
    and toughness of the latest (613.4b)."""
    types: set[str] = set(d.types)
    subtypes = set(d.subtypes)
    for _, more, subs, _, _ in animations:
        types.update(more)
        subtypes.update(subs)
    _, _, _, p, t = animations[-1]
    kinds: frozenset[CardType] = frozenset(types)  # type: ignore[arg-type]
    return dataclasses.replace(d, types=kinds, subtypes=frozenset(subtypes), power=p,
                               toughness=t)


def colors(obj: Obj) -> str:
    """Its colors, letters of WUBRG: as an effect set them (layer 5: Fork's red copy),
    else those of its mana cost (202.2)."""
    if obj.colors is not None:
        return obj.colors
    cost = defn(obj).cost
    return "".join(c for c in "WUBRG" if cost is not None and c in cost.colored)


def is_type(obj: Obj, card_type: str) -> bool:
    return obj.kind in ("card", "spell") and card_type in defn(obj).types


def is_creature(obj: Obj) -> bool:
    return is_type(obj, "Creature")


def keywords(game: GameState, obj: Obj) -> frozenset[str]:
    return defn(obj).keywords


def _modifiers(game: GameState, obj: Obj) -> tuple[int, int]:
    dp = dt = 0
    for other in game.in_play:
        aura = game.objects[other]
        if aura.attached_to == obj.oid:
            d = defn(aura)
            dp += d.aura_power
            dt += d.aura_toughness
    for effect in game.effects.values():
        if effect.kind == "pump" and effect.subject == obj.oid:
            dp += effect.power
            dt += effect.toughness
    plus = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
    return dp + plus, dt + plus


def power(game: GameState, obj: Obj) -> int:
    return (defn(obj).power or 0) + _modifiers(game, obj)[0]


def toughness(game: GameState, obj: Obj) -> int:
    return (defn(obj).toughness or 0) + _modifiers(game, obj)[1]


def permanents(game: GameState, controller: str | None = None) -> list[Obj]:
    objs = [game.objects[oid] for oid in game.in_play]
    if controller is not None:
        objs = [o for o in objs if o.controller == controller]
    return objs


def creatures(game: GameState, controller: str | None = None) -> list[Obj]:
    return [o for o in permanents(game, controller) if is_creature(o)]
