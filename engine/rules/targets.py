"""Targets (115): what a target specification allows, and whether a target is still legal.

A permanent with protection from a quality can't be the target of a spell with that
quality, nor of an ability from a source with it (702.16b): ``aimer`` is the spell (a card
being cast, or on the stack), and an ability's source is ``source``.
"""

from __future__ import annotations

from engine.cards.model import TargetSpec
from engine.characteristics import defn, is_creature, is_type
from engine.rules.protection import protected_from
from projections.state import GameState, Obj

Target = int | str


def is_legal(game: GameState, spec: TargetSpec, target: Target, controller: str,
             source: int | None = None, aimer: Obj | None = None) -> bool:
    """Whether ``target`` fits ``spec`` now, for a spell or ability ``controller`` controls
    (``source``: the ability's source, which it can't target; ``aimer``: the spell)."""
    if not _fits(game, spec, target, controller, source):
        return False
    if isinstance(target, int):
        by = aimer if aimer is not None else game.objects.get(source) \
            if source is not None else None
        obj = game.objects[target]
        if by is not None and obj.zone == "battlefield" and protected_from(game, obj, by):
            return False  # 702.16b
    return True


def _fits(game: GameState, spec: TargetSpec, target: Target, controller: str,
          source: int | None) -> bool:
    kind = spec.kind
    if isinstance(target, str):
        if kind not in ("any", "player", "opponent"):
            return False
        player = game.player.get(target)
        if player is None or not player.in_game:
            return False
        if target != controller and any(
                e.kind == "protection_from_everything" and e.subject == target
                for e in game.effects.values()):
            return False  # 702.16b: can't be the target of what an opponent controls
        return kind != "opponent" or target != controller
    obj = game.objects.get(target)
    if obj is None or obj.oid == source:
        return False
    if spec.subtype and spec.subtype not in defn(obj).subtypes:
        return False  # "target Assembly-Worker creature"
    if kind == "spell":
        return obj.zone == "stack" and obj.kind == "spell"
    if kind == "instant_or_sorcery_spell":
        return obj.zone == "stack" and obj.kind == "spell" and (
            is_type(obj, "Instant") or is_type(obj, "Sorcery"))
    if kind == "card_in_your_graveyard":
        return obj.zone == "graveyard" and obj.owner == controller
    if kind == "creature_card_in_a_graveyard":
        return obj.zone == "graveyard" and is_creature(obj)
    if obj.zone != "battlefield" or obj.phased_out:
        return False
    if kind == "any":  # a creature, a player or a planeswalker (115.4)
        return is_creature(obj) or is_type(obj, "Planeswalker")
    if kind == "creature":
        return is_creature(obj)
    if kind == "noncreature_artifact":
        return is_type(obj, "Artifact") and not is_creature(obj)
    if kind == "permanent":
        return True
    if kind == "other_nonland_permanent":
        return not is_type(obj, "Land")
    if kind == "artifact_or_enchantment":
        return is_type(obj, "Artifact") or is_type(obj, "Enchantment")
    if kind == "land":
        return is_type(obj, "Land")
    if kind == "tappable":
        return any(is_type(obj, t) for t in ("Artifact", "Creature", "Land"))
    if kind == "non_wall_creature_an_opponent_controls":  # Erhnam Djinn's
        return is_creature(obj) and obj.controller != controller and \
            "Wall" not in defn(obj).subtypes
    return False


def candidates(game: GameState, spec: TargetSpec, controller: str,
               source: int | None = None, aimer: Obj | None = None) -> list[Target]:
    """Every legal target for ``spec``: players in seat order, then objects by id."""
    found: list[Target] = []
    if spec.kind in ("any", "player", "opponent"):
        found += [p for p in game.living if is_legal(game, spec, p, controller, source,
                                                     aimer)]
    if spec.kind in ("player", "opponent"):
        return found
    if spec.kind in ("spell", "instant_or_sorcery_spell"):
        pool = list(game.stack)
    elif spec.kind == "card_in_your_graveyard":
        pool = list(game.player[controller].graveyard)
    elif spec.kind == "creature_card_in_a_graveyard":
        pool = [o for p in game.players for o in game.player[p].graveyard]
    else:
        pool = game.in_play
    found += [oid for oid in pool if is_legal(game, spec, oid, controller, source, aimer)]
    return found
