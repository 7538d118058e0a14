"""What an object is right now: its card definition, types, power and toughness.

Characteristics come from the card's definition, then Auras attached to it and
continuous effects on it (613, simplified to the few layers our pool uses:
control is applied by events, P/T changes here in layer 7c).
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.cards.pool import card
from projections.state import GameState, Obj

__all__ = ["defn", "is_creature", "keywords", "power", "toughness"]


def defn(obj: Obj) -> CardDef:
    d = card(obj.name)
    if d.faces and obj.kind == "spell":
        return d.faces[obj.ability]  # a split card on the stack is only the half cast
    return d


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
