"""What static abilities change about casting spells and playing lands, and the modes of
a modal spell.

* Cost reductions (601.2f): ``instants_sorceries_cost_1_less_per_experience`` (Mizzix of
  the Izmagnus) takes {1} off the generic part of an instant's or sorcery's total cost
  per experience counter its controller has; a reduction never takes the cost below
  its colored part.
* Prohibitions (101.2: "can't" beats "can"): a static ability that says players can't
  cast the spells a filter picks (``cant = "cast"``: City in a Bottle's "spells or lands
  with a name originally printed in the Arabian Nights expansion", a filter of the set
  a name was first printed in) forbids every player to cast such a spell or play such
  a land. The prohibition is of the game its permanent is in: a City in a Bottle of the
  main game stops nothing in a subgame (727.1b).
* Restrictions on when a spell may be cast (601.3, a card's ``cast_only``):
  ``during_an_opponents_turn_after_upkeep`` (Reset): only during a turn of another
  player's, after its upkeep step.
* Modes (601.2b, 700.2a): a modal spell's controller chooses its mode as it is cast,
  right after it goes on the stack (a ``mode`` decision), before anyone gets priority.
"""

from __future__ import annotations

from engine.cards.layer_words import filter_words
from engine.cards.model import CardDef
from engine.characteristics import cast_prohibited, defn, printed
from engine.rules import citations as R
from engine.txn import Txn
from events import vocabulary as v
from projections.state import GameState, Obj

__all__ = [
    "ask_mode",
    "cost_after_reductions",
    "prohibited",
    "reduction",
    "too_early_or_late",
]


def prohibited(game: GameState, obj: Obj) -> str | None:
    """Why no player may cast or play the card ``obj`` in ``game`` now, or ``None``: a
    permanent of that game forbids it (101.2)."""
    found = cast_prohibited(game, obj, obj.controller)
    if found is None:
        return None
    which, source = found
    spells = filter_words(which, plural=True, noun="card")
    return f"{obj.name}: {source.name} says players can't cast spells or play lands that are " \
           f"{spells}"


# -- batch B02: when a spell may be cast (601.3) ---------------------------------------

#: the steps of a turn after its upkeep step
_AFTER_UPKEEP = ("draw", "main1", "beginning_of_combat", "declare_attackers",
                 "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
                 "main2", "end", "cleanup")


def too_early_or_late(game: GameState, player: str, d: CardDef) -> str:
    """Why ``player`` may not cast ``d`` now because of its own restriction on when it
    may be cast (601.3), or ``""``."""
    from engine.rules.teams import is_active

    if d.cast_only == "during_an_opponents_turn_after_upkeep" and (
            is_active(game, player) or game.step not in _AFTER_UPKEEP):
        return f"{d.name} can be cast only during an opponent's turn, after their upkeep step"
    return ""


# -- cost reductions (601.2f) --------------------------------------------------------------


def reduction(game: GameState, player: str, d: CardDef) -> int:
    """How much generic mana the static abilities of ``player``'s permanents take off
    casting ``d``: Mizzix's {1} per experience counter, for each such permanent."""
    if not d.types & {"Instant", "Sorcery"}:
        return 0
    sources = sum(1 for o in game.in_play if game.objects[o].controller == player and
                  "instants_sorceries_cost_1_less_per_experience" in defn(
                      game, game.objects[o]).static_words)
    if not sources:
        return 0
    return sources * game.player[player].counters.get("experience", 0)


def cost_after_reductions(game: GameState, player: str, d: CardDef, x: int,
                          extra: int) -> int:
    """The additional generic cost ``extra`` (Fireball's extra targets, a commander's
    tax) less the reductions: what to pay beyond the mana cost, possibly negative, but
    never so far below 0 that the generic part of the total goes below 0 (601.2f)."""
    cut = reduction(game, player, d)
    if not cut or d.cost is None:
        return extra
    generic = d.cost.generic + d.cost.x * x + extra
    return extra - min(cut, generic)


# -- modes (601.2b, 700.2a) --------------------------------------------------------------


def ask_mode(txn: Txn, game: GameState, player: str) -> bool:
    """After a spell goes on the stack: if it is modal, its caster chooses the mode now
    (a ``mode`` choice about the spell); True if they were asked."""
    if not game.stack:
        return False
    spell = game.objects[game.stack[-1]]
    if spell.kind != "spell" or not printed(spell).modes:
        return False
    txn.emit(v.ChoiceRequested, game, R.MODES, player=player, kind="mode", amount=spell.oid)
    return True
