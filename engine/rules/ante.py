"""Playing for ante (407), a table option that is off by default.

Ante is an optional variation of the game (407.1): at a table that plays for it
(``options={"ante": "on"}``), each player puts a random card of their deck into the
ante zone after the starting player is chosen and before anyone draws an opening hand,
and at the end of the game its winner becomes the owner of every card there (407.2).

The events:

* ``CardAnted`` per player, in turn order from the starting player: the card chance
  picked from their library (the outcome is in the event, so a replay never draws; a
  scenario's ``[[random]]`` with ``what = "ante"`` can state it);
* ``OwnershipChanged`` as the game ends, right after ``GameEnded``: the winner becomes
  the owner of every card in the ante zone they don't own yet. It is the only event
  that changes a card's owner (:func:`shahrazad.projections.invariants.ownership_problems` checks
  that nothing else does); the ante cards make it happen during a game too (407.3).

Cards in the ante zone are in no other zone: they are not in play, nobody can play or
cast them, and only the ante cards reach them (407.3): the card language's
``ante_top``, ``ante_this``, ``take_from_ante`` and ``exchange_ownership`` put cards
into the ante during the game, take one out, or change a card's owner, and a table that
doesn't play for ante refuses a deck holding a card played only for ante
(:func:`check_decks`, 407.1). A player who leaves a multiplayer game leaves their ante
cards behind (800.4n).

**Without a single winner** the rule has nobody to give the ante to: after a draw
(104.4a) every card in the ante zone stays its owner's. In the main game the cards
stay in the ante zone of the ended game; in a subgame they go home with the rest of
their owner's cards (727.5). Tables of teams, which win together (Two-Headed Giant,
Archenemy), are refused: 407.2 names one winner.

A restarted game (725) is a new game: its ante cards go back into their owners'
libraries with every other card (725.2), and it antes again as it starts.

**In a subgame** (Ambiguity A15) there is no ante by default, as Shahrazad's printed
text says. Under the alternative (``a15_subgame_ante = "on"``, only at a table that
plays for ante), a subgame antes as any game does, from the subgame libraries, and its
winner becomes the owner of its ante before its cards go home: a card won goes to its
new owner's main-game library (727.5 sends each card to its owner's). The main game's
ante zone is outside the subgame (727.4): a wish cast there can reach its owner's
card in it (Ambiguity A16).
"""

from __future__ import annotations

from collections.abc import Sequence

from shahrazad.cards.model import CardDef
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState, TableState
from shahrazad.rules import citations as R
from shahrazad.rules import teams
from shahrazad.rules.options import OptionError, option
from shahrazad.txn import ImpossibleOutcome, Txn

__all__ = ["ante_up", "award", "check_decks", "check_table", "plays_for_ante"]

#: the variants whose players win as teams: 407.2 gives the ante to one winner
TEAM_VARIANTS = ("2hg", "archenemy")


def check_table(options: dict[str, str]) -> None:
    """Refuse ante at a table of teams (raises :class:`OptionError`, one line): the
    rule gives the ante to the winner, and there a team wins."""
    if options.get("ante", "off") != "on":
        return
    teams = [part for part in options.get("variant", "").split("+") if part in TEAM_VARIANTS]
    if teams:
        raise OptionError(f"ante = 'on' can't be played with the variant {teams[0]}: its "
                          f"players win as a team, and rule {R.ANTE} gives the ante to a "
                          "single winner")


# -- batch C-ANTE --
def check_decks(options: dict[str, str], players: Sequence[str],
                decks: Sequence[Sequence[CardDef]]) -> None:
    """Refuse, in one line, a deck that holds a card played only for ante ("Remove this
    card from your deck before playing if you're not playing for ante", 407.1) at a
    table that doesn't play for ante: the card says to take it out before the game, and
    the engine won't guess what else the deck would have held."""
    if options.get("ante", "off") == "on":
        return
    for pid, deck in zip(players, decks, strict=True):
        named = sorted({d.name for d in deck if d.ante_only})
        if named:
            raise OptionError(f"{pid}'s deck holds {', '.join(named)}, played only for ante "
                              f"(407.1): remove it before playing, or play for ante "
                              "(ante = 'on')")


def plays_for_ante(state: TableState, game: GameState) -> bool:
    """Whether ``game`` is played for ante: the main game at a table that plays for ante,
    a subgame only under reading A15's alternative."""
    if option(state, "ante") != "on":
        return False
    return game.parent is None or option(state, "a15_subgame_ante") == "on"


def ante_up(txn: Txn, game: GameState) -> None:
    """Each player of ``game``, in turn order from the starting player, puts a random
    card of their library into the ante zone (407.2); a player with an empty library
    antes nothing. Nothing happens in a game not played for ante."""
    if not plays_for_ante(txn.state, game):
        return
    for pid in teams.turn_order_from(game, game.starting_player):
        library = game.player[pid].library
        if not library:
            continue
        oid, method = _pick(txn, game, pid, library)
        card = game.objects[oid].card
        assert card is not None  # a library holds cards only
        txn.emit(v.CardAnted, game, R.ANTE, player=pid, card=card, obj=oid,
                 new_obj=txn.new_id(), method=method)


def _pick(txn: Txn, game: GameState, pid: str, library: list[int]) -> tuple[int, str]:
    """The object of ``pid``'s library chance antes, and how: ``random`` (the table's
    seeded generator), or ``scenario`` (the card a scenario stated, used once)."""
    stated = txn.stated("ante", game.path, pid)
    if stated is None:
        return txn.rng(f"ante:{game.path}:{pid}").choice(library), "random"
    wanted = stated.result.casefold()
    found = next((o for o in library if game.objects[o].name.casefold() == wanted), None)
    if found is None:
        raise ImpossibleOutcome(R.ANTE, f"{stated.said}, but {pid}'s library in game "
                                        f"{game.path} holds no {stated.result}")
    txn.emit(v.OutcomeUsed, game, R.ANTE, stated=stated.at, what=stated.what,
             said=stated.said)
    return found, "scenario"


def award(txn: Txn, game: GameState) -> None:
    """The game is over: its winner becomes the owner of every card in its ante zone
    (407.2). After a draw, or without a single winner, ownership is unchanged: the rule
    names no one else to give the cards to, so each stays its owner's."""
    if len(game.winners) != 1 or game.draw:
        return
    winner = game.winners[0]
    won = [game.objects[o] for o in game.ante if game.objects[o].owner != winner]
    if not won:
        return
    txn.emit(v.OwnershipChanged, game, R.ANTE, player=winner,
             cards=tuple(o.card for o in won if o.card is not None),
             objs=tuple(o.oid for o in won), owners=tuple(o.owner for o in won))
