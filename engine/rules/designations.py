"""What belongs to one game besides its cards: emblems (114), designations such as the
monarch (723), companions (702.139) and cards revealed from an opening hand (103.6).

Each is of the game it was made in, as counters on players are (727.4b): a subgame
starts without the main game's, and what a subgame made ceases with it (727.1b). An
emblem is an object in its game's command zone, so it ceases with the subgame's other
objects (``ObjectCeased``); a designation is a fact of its game's state, so as a
subgame ends each holder loses it (``DesignationLost``). The main game's stay as they
were: nothing of a subgame touches them.

The monarch (723): one player at a time (723.3) draws a card at the beginning of their
end step, and the controller of a creature that deals them combat damage becomes the
monarch (723.2); those inherent triggered abilities have no source, and are the
abilities of the designation's definition in the pool (a card tagged ``designation``,
:data:`DEFINITION`). If the monarch leaves the game, the active player (or the next
in turn order) becomes the monarch (723.4).

A companion (702.139a) is revealed before the game begins, from outside the game,
if the player's starting deck meets its condition (103.2b); once in that game, as a
special action (116.2g), they may pay {3} to put it into their hand. A subgame starts
with rule 103 too (727.2), so a companion may be revealed again as it starts, if the
subgame's starting deck (the library that moved into it) meets the condition: that
is reading A17's default; ``a17_companion = "forbidden"`` says no.

>>> meets("each_nonland_card_different_name", ["Island", "Island", "Lightning Bolt"])
True
>>> meets("each_nonland_card_different_name", ["Lightning Bolt", "Lightning Bolt"])
False
"""

from __future__ import annotations

from collections.abc import Sequence

from shahrazad.cards.model import CompanionCondition
from shahrazad.cards.pool import card
from shahrazad.characteristics import printed
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState
from shahrazad.rules import citations as R
from shahrazad.rules import outside
from shahrazad.rules.options import option
from shahrazad.rules.teams import turn_order_from
from shahrazad.txn import Txn

__all__ = ["DEFINITION", "MONARCH", "become", "companion_deck", "ending",
           "meets", "opening_hand_actions", "player_leaves", "reveal_companions"]

MONARCH = "monarch"
#: the name of the pool's definition whose abilities are each designation's inherent
#: abilities (723.2): "The " and the designation's name, capitalized
DEFINITION = {MONARCH: f"The {MONARCH.capitalize()}"}


# -- designations (723) ----------------------------------------------------------------


def become(txn: Txn, game: GameState, player: str, designation: str, rule: str) -> None:
    """``player`` gets ``designation``; its holder before loses it (723.3)."""
    holder = game.designations.get(designation)
    if holder == player:
        return
    if holder is not None:
        txn.emit(v.DesignationLost, game, R.MONARCH_ONE, player=holder,
                 designation=designation, reason=f"{player} becomes the {designation}")
    txn.emit(v.DesignationGained, game, rule, player=player, designation=designation)


def player_leaves(txn: Txn, game: GameState, pid: str) -> None:
    """A player who leaves the game takes no designation with them: the active player,
    or the next player in turn order still in the game, becomes the monarch (723.4)."""
    if game.designations.get(MONARCH) != pid:
        return
    txn.emit(v.DesignationLost, game, R.MONARCH_LEAVES, player=pid, designation=MONARCH,
             reason="left the game")
    heirs = turn_order_from(game, game.active)
    if heirs:
        txn.emit(v.DesignationGained, game, R.MONARCH_LEAVES, player=heirs[0],
                 designation=MONARCH)


def ending(txn: Txn, sub: GameState, rule: str) -> None:
    """A subgame ends: its designations end with it (727.1b); the main game's are its own."""
    for designation, holder in sorted(sub.designations.items()):
        txn.emit(v.DesignationLost, sub, rule, player=holder, designation=designation,
                 reason="its game ended")


# -- companions (702.139) ----------------------------------------------------------------


def meets(condition: CompanionCondition, deck: Sequence[str]) -> bool:
    """Whether a starting deck of these card names meets a companion's condition."""
    defs = [card(name) for name in deck]
    nonland = [d for d in defs if not d.is_a("Land")]
    values = [d.cost.mana_value if d.cost else 0 for d in nonland]
    if condition == "each_nonland_card_different_name":
        return len({d.name for d in nonland}) == len(nonland)
    if condition == "each_permanent_card_mana_value_2_or_less":
        return all((d.cost.mana_value if d.cost else 0) <= 2 for d in defs if d.permanent)
    if condition == "each_nonland_card_odd_mana_value":
        return all(mv % 2 == 1 for mv in values)
    if condition == "each_nonland_card_even_mana_value":
        return all(mv % 2 == 0 for mv in values)
    if condition == "each_nonland_card_mana_value_3_or_more":
        return all(mv >= 3 for mv in values)
    return False


def companion_deck(game: GameState, pid: str) -> list[str]:
    """``pid``'s starting deck in ``game``, as it stands before the opening hands: their
    library (the main game's deck after the sideboard is set aside, 103.2a; a subgame's,
    the library that moved into it, 727.2)."""
    return [game.objects[o].name for o in game.player[pid].library]


def reveal_companions(txn: Txn, game: GameState) -> None:
    """103.2b: each player, in turn order from the starting player, reveals a card with
    companion they own from outside the game whose condition their starting deck meets.
    At most one each; the engine reveals the first that qualifies, since revealing binds
    the player to nothing. In a subgame, only under reading A17's default."""
    state = txn.state
    if game.parent is not None and option(state, "a17_companion") == "forbidden":
        return
    for pid in turn_order_from(game, game.starting_player):
        deck = companion_deck(game, pid)
        for found in outside.outside_cards(state, game, pid):
            condition = card(found.name).companion
            if condition and meets(condition, deck):
                txn.emit(v.CompanionRevealed, game, R.COMPANION_REVEAL, player=pid,
                         card=found.card)
                break


# -- opening-hand actions (103.6) -------------------------------------------------------


def opening_hand_actions(txn: Txn, game: GameState) -> None:
    """Once every player has kept, the starting player, then each other player in turn
    order, takes the actions their opening hand's cards allow (103.6): a card that may
    be revealed for an ability at the first upkeep is revealed (103.6b) and sets up that
    delayed trigger (603.7). Revealing costs nothing, so the engine reveals each."""
    for pid in turn_order_from(game, game.starting_player):
        for oid in list(game.player[pid].hand):
            obj = game.objects[oid]
            d = printed(obj)
            if d.opening_hand != "reveal_for_the_first_upkeep" or obj.card is None:
                continue
            index = next((i for i, t in enumerate(d.triggers) if t.when == "the_first_upkeep"),
                         None)
            if index is None:
                continue
            txn.emit(v.CardRevealed, game, R.OPENING_HAND_REVEAL, player=pid, card=obj.card,
                     obj=oid, why="its ability triggers at the beginning of the first upkeep")
            # a delayed trigger of the card's own ability: ``amount`` is that ability's index
            txn.emit(v.DelayedTriggerCreated, game, R.DELAYED, delayed=txn.new_id(),
                     kind=FIRST_UPKEEP, controller=pid, amount=index, source_name=obj.name)


#: the kind of the delayed trigger an opening-hand reveal sets up (103.6b)
FIRST_UPKEEP = "at_the_first_upkeep"
