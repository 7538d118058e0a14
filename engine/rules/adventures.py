"""Adventurer cards (715 in the current rules): a card with an Adventure.

The card's ``adventure`` is a second way to cast it: ``cast`` names the half it casts
(``face`` 1, or the Adventure's own name: ``cast Granted``), as for a split card. On
the stack as an Adventure the spell has only the Adventure's characteristics; as it
resolves it is exiled instead of going to its owner's graveyard, and while it stays
in exile the player who cast it may cast the card, but not as an Adventure (715.3d).
Everywhere else the card has only its normal characteristics (715.4).

The permission is an effect record (``EffectCreated``, kind :data:`ON_AN_ADVENTURE`,
its subject the exiled card), so it belongs to the game it was made in (727.1b): a
card on an adventure in a subgame goes home at the subgame's end like any exiled card,
and the permission ends with the subgame.

Adventures exist only in the current rules, whose 715 they are; in the older editions,
whose 715 (2014) is Subgames, the events cite the general rules that stand in for them
(:data:`shahrazad.events.rulebook.CURRENT_ONLY`: 601.2 for casting, 608.2n for where the card goes
as it resolves).
"""

from __future__ import annotations

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import actions
from shahrazad.rules import citations as R
from shahrazad.rules.citations import cite
from shahrazad.txn import Txn

#: the kind of effect record that lets a player cast an exiled adventurer card
ON_AN_ADVENTURE = "on_an_adventure"


def is_adventure(obj: Obj) -> bool:
    """``obj`` is a spell cast as an Adventure (715.3)."""
    return obj.kind == "spell" and obj.ability == 1 and card(obj.name).adventure is not None


def exile_on_resolution(txn: Txn, game: GameState, obj: Obj) -> None:
    """The last step of resolving an Adventure: it is exiled, and its caster may cast the
    card from exile (715.3d)."""
    rule = cite(R.ADVENTURE_EXILE, txn.state.edition)
    new = actions.move(txn, game, obj, "exile", "an Adventure goes on an adventure", rule)
    if new is not None:
        txn.emit(v.EffectCreated, game, rule, effect=txn.new_id(), kind=ON_AN_ADVENTURE,
                 source=None, controller=obj.controller, subject=new, power=0, toughness=0,
                 until="")


def castable_from_exile(game: GameState, player: str) -> list[int]:
    """The exiled cards on an adventure that ``player`` may cast (as the card, 715.3d)."""
    return [e.subject for e in game.effects.values()
            if e.kind == ON_AN_ADVENTURE and e.controller == player
            and isinstance(e.subject, int) and e.subject in game.objects
            and game.objects[e.subject].zone == "exile"]


def cast_from_exile(txn: Txn, game: GameState, oid: int) -> None:
    """The card leaves its adventure: the permission is used up."""
    ending = tuple(e.effect for e in game.effects.values()
                   if e.kind == ON_AN_ADVENTURE and e.subject == oid)
    if ending:
        txn.emit(v.EffectsEnded, game, R.CAST_PERMISSION, effects=ending)
