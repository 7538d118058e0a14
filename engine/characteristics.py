"""What an object is right now: its card definition, types, power and toughness,
its abilities, and what it can't do.

Characteristics come from the card's definition, then Auras attached to it and
continuous effects on it (613, simplified to the layers our pool uses): a copy's
copiable values in layer 1 (the object's ``name`` is the copied card's, 707.2),
control by events (layer 2), the types an effect adds in layer 4 (613.1d), colors
an effect sets in layer 5, abilities granted by static abilities in layer 6, power
and toughness set in layer 7b (613.4b) and changed in 7c (pumps, Auras, counters).
Static abilities (604) function from the battlefield (604.2) and, for planes, from
face up in the command zone (901.7); each game's own objects only, so a plane face
up in a subgame changes only the subgame.
"""

from __future__ import annotations

import dataclasses
import functools

from engine.cards.model import Activated, CardDef, CardType, Static
from engine.cards.pool import card
from projections.state import GameState, Obj

__all__ = ["abilities", "cant", "colors", "defn", "granted", "is_creature", "keywords",
           "power", "statics", "toughness"]

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


#: the kind of an effect record that gives its subject a keyword: ``gains_forestwalk``
GAINS = "gains_"


def keywords(game: GameState, obj: Obj) -> frozenset[str]:
    """The object's keywords: its card's, and those effects give it (611.2)."""
    printed = defn(obj).keywords
    if not game.effects:
        return printed
    gained = {e.kind[len(GAINS):] for e in game.effects.values()
              if e.subject == obj.oid and e.kind.startswith(GAINS)}
    return printed | gained if gained else printed


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


# -- static abilities (604) --------------------------------------------------------------


def statics(game: GameState) -> list[tuple[Obj, Static]]:
    """The static abilities that function in ``game`` now, with their objects: those
    of permanents on the battlefield (604.2) and of face-up planes in its command zone
    (901.7; a planar card in a planar deck is face down, ``deck`` set)."""
    found: list[tuple[Obj, Static]] = []
    objects = game.objects
    for oid in game.battlefield:  # most permanents have none: keep the common case cheap
        obj = objects[oid]
        if (own := card(obj.name).statics) and not obj.phased_out:
            found += [(obj, s) for s in own]
    for oid in game.command:
        obj = objects[oid]
        if obj.card is None or obj.deck:
            continue
        d = defn(obj)
        if "Plane" in d.types:
            found += [(obj, s) for s in d.statics]
    return found


def _affected(obj: Obj, static: Static) -> bool:
    # "each_creature" is the only word yet: a creature on the battlefield
    return obj.zone == "battlefield" and is_creature(obj)


def granted(game: GameState, obj: Obj,
            functioning: list[tuple[Obj, Static]] | None = None) -> tuple[Activated, ...]:
    """The abilities static abilities give ``obj`` (613.1f), in the order they function
    (``functioning``: :func:`statics`, when the caller has it already)."""
    found = statics(game) if functioning is None else functioning
    if not found:
        return ()
    return tuple(s.have for _, s in found if s.have is not None and _affected(obj, s))


def abilities(game: GameState, obj: Obj,
              functioning: list[tuple[Obj, Static]] | None = None) -> tuple[Activated, ...]:
    """``obj``'s activated abilities now: its own, then those granted to it. A granted
    ability is numbered after the object's own, so a number means the same ability
    while the static ability functions."""
    return defn(obj).abilities + granted(game, obj, functioning)


def cant(game: GameState, obj: Obj, action: str,
         functioning: list[tuple[Obj, Static]] | None = None) -> bool:
    """Whether a static ability says ``obj`` can't ``action`` (``block``: 509.1a)."""
    found = statics(game) if functioning is None else functioning
    return any(s.cant == action and _affected(obj, s) for _, s in found)
