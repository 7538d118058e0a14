"""Regeneration (701.19): a shield that replaces a permanent's next destruction this turn.

"Regenerate [permanent]" (the ``regenerate`` primitive) puts a regeneration shield around
the permanent until end of turn (701.19a). The next time it would be destroyed (by an
effect that says "destroy", or by the state-based action for lethal damage, 704.5g), it
isn't: instead its damage is removed, it is tapped, and if it is an attacking or blocking
creature it is removed from combat (506.4). The shield is used up. An effect that says
the permanent "can't be regenerated" destroys it all the same: its shields don't apply
(701.19c). A sacrifice, or toughness 0 or less (704.5f), is no destruction: no shield
helps.

Several shields around one permanent are alike: the oldest is used (the choice 616.1
would give its controller changes nothing).
"""

from __future__ import annotations

from shahrazad.characteristics import defn
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import actions
from shahrazad.txn import Txn

__all__ = ["REGENERATE", "REMOVE_DAMAGE_INSTEAD", "damage_removed_instead", "replaces",
           "shield_of"]

REGENERATE = "701.19a"
#: -- batch B08 --: the kind of shield that replaces the next destruction by removing the
#: permanent's damage (614.1a: Pyramids)
REMOVE_DAMAGE_INSTEAD = "remove_damage_instead"


def damage_removed_instead(txn: Txn, game: GameState, obj: Obj) -> bool:
    """-- batch B08 --: if a shield says "the next time it would be destroyed this turn,
    remove all damage marked on it instead", it acts (614.1a): True, and no destruction.
    No regeneration: "can't be regenerated" doesn't stop it."""
    shield = next((s.shield for s in game.shields.values()
                   if s.kind == REMOVE_DAMAGE_INSTEAD and s.subject == obj.oid), None)
    if shield is None:
        return False
    txn.emit(v.ShieldUsed, game, "614.1a", shield=shield, left=0)
    if obj.damage:
        txn.emit(v.DamageRemoved, game, "614.1a", objs=(obj.oid,))
    return True


def shield_of(game: GameState, obj: Obj) -> int | None:
    """The regeneration shield around ``obj`` that its next destruction uses, if any."""
    return next((s.shield for s in game.shields.values()
                 if s.kind == "regenerate" and s.subject == obj.oid), None)


def replaces(txn: Txn, game: GameState, obj: Obj) -> bool:
    """If a regeneration shield is around ``obj``, regenerate it instead of destroying it
    (701.19a) and say so: True. Otherwise False, and the destruction happens."""
    shield = shield_of(game, obj)
    if shield is None:
        # -- batch B10 --: a static ability of its own regenerates it, with no shield to
        # use up (Clergy of the Holy Nimbus): recorded with shield 0
        if "if_this_would_be_destroyed_regenerate_it" not in defn(game, obj).static_words:
            return False
        txn.emit(v.Regenerated, game, REGENERATE, obj=obj.oid, shield=0)
    else:
        txn.emit(v.Regenerated, game, REGENERATE, obj=obj.oid, shield=shield)
        txn.emit(v.ShieldUsed, game, REGENERATE, shield=shield, left=0)
    if obj.damage:
        txn.emit(v.DamageRemoved, game, REGENERATE, objs=(obj.oid,))
    actions.tap(txn, game, obj, REGENERATE)
    if obj.attacking is not None or obj.blocking:
        txn.emit(v.RemovedFromCombat, game, REGENERATE, objs=(obj.oid,))
    return True
