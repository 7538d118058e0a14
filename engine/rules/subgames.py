"""Subgames (727; 715 in 2014, 506 in 2008 and 2004), step by step, as events.

This module is the procedure of rule 727 only: starting a subgame, ending it, what
is outside a game, and bringing a card in. The effects that call on it (a
``Subgame`` effect, a card brought in from outside, the outcome's references) are
primitives of the card language, run by :mod:`shahrazad.rules.effects`.

The procedure, for a spell like Shahrazad resolving in game G:

1. The resolution pauses (``ResolutionPaused``) and ``SubgameStarted`` creates
   game ``G.n``; G is discontinued where it stands (727.1a).
2. ``LibraryMoved``: each player's library moves to the subgame, which is
   shuffled (727.2). Nothing else moves.
3. The subgame starts as a normal game (103): random starting player, opening
   hands, mulligans. A short library loses at the first upkeep (727.3), by
   the ordinary state-based action 704.5b.
4. While it runs, G's objects and the sideboards are outside it (727.4): a wish
   can bring them in (``CardBroughtIn``); G's abilities that trigger on them
   leaving wait (``TriggerDeferred``, 727.4a). Counters on players are per game
   (727.4b): each game has its own player records.
5. ``SubgameEnded``; ``CardsReturned`` per player into G's libraries, shuffled;
   every other object ceases to exist (727.5).
6. G resumes: the creating effect finishes (Shahrazad's life loss, the card to
   the graveyard if still on the stack), then at the next priority the deferred
   triggers go on G's stack (``TriggerReleased``) with any new ones, APNAP.

Nesting (727.6) needs nothing more: every step is relative to the game the
effect resolved in.

Where the rules leave room this module takes the readings of
:mod:`shahrazad.rules.options`: A1 (a leaver's cards go home), A6 (counters on
players per game, before 727.4b), A7 (phased-out cards go home, before 727.5
said so), A8 (main-game mana stays in its pool), A13 (a card goes home one level
at a time), A16 (what a wish reaches) and A20 (2004: into the owner's library);
each table option selects the alternative.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from shahrazad.events import vocabulary as v
from shahrazad.mana import whole_pool
from shahrazad.projections.state import GameState, Obj, TableState
from shahrazad.rules import actions, designations, stack, teams, turns, variants
from shahrazad.rules import citations as R
from shahrazad.rules.citations import cite
from shahrazad.rules.options import option
from shahrazad.rules.outside import reachable
from shahrazad.txn import Txn


@dataclass(frozen=True, slots=True)
class SubgameOver:
    """The answer a paused creating effect resumes with: its subgame has ended."""

    path: str


def children(state: TableState, path: str) -> list[GameState]:
    return [g for g in state.games.values() if g.parent == path]


def _number(path: str) -> int:
    """A subgame's number among its parent's subgames: 2 for ``1.2``."""
    return int(path.rpartition(".")[2])


# -- starting --------------------------------------------------------------------


def start(txn: Txn, game: GameState, creator: Obj, starting_life: int) -> str:
    """Start a subgame of ``game`` created by ``creator`` (727.2); its path."""
    state = txn.state
    edition = state.edition
    # The next number after the subgames this game has had (a scenario may begin with
    # game 1.2 under way, 1.1 long over and not described).
    made = max((_number(g.path) for g in children(state, game.path)), default=0)
    path = f"{game.path}.{made + 1}"
    players = tuple(game.living)
    txn.emit(v.SubgameStarted, path, cite(R.SUBGAME, edition), parent=game.path,
             players=players, created_by=creator.oid, created_by_name=creator.name,
             starting_life=variants.subgame_life(state, starting_life),
             hand_size=game.hand_size)
    sub = state.games[path]
    if option(state, "a8_floating_mana") == "empties":  # Ambiguity A8
        for pid in players:
            if whole_pool(game, pid):  # -- batch c-mana --: restricted mana too
                txn.emit(v.ManaEmptied, game, cite(R.SUBGAME_ISOLATION, edition), player=pid,
                         mana=whole_pool(game, pid))
    for pid in players:
        library = game.player[pid].library
        cards = tuple(game.objects[o].card or 0 for o in library)
        txn.emit(v.LibraryMoved, sub, cite(R.SUBGAME_START, edition), player=pid,
                 from_game=game.path, cards=cards, objs=tuple(library),
                 new_objs=tuple(txn.new_id() for _ in library))
    for pid in players:
        actions.shuffle(txn, sub, pid, cite(R.SUBGAME_START, edition))
    if _shared_counters(state):  # Ambiguity A6: the main game's counters come along
        for pid in players:
            for counter, n in sorted(game.player[pid].counters.items()):
                txn.emit(v.CountersChanged, sub, cite(R.SUBGAME_COUNTERS, edition),
                         target=pid, counter=counter, amount=n, total=n)
    variants.enter_subgame(txn, game, sub)  # 727.2a-c
    teams.form(txn, sub, variants.archenemy(state, sub))  # the same teams (A9)
    choose_first(txn, sub)
    return path


def choose_first(txn: Txn, sub: GameState) -> None:
    """Who takes the subgame's first turn (727.2), then the opening hands (103.5).

    A random player (Ambiguity A2's default), or, under the 2004 ruling's reading, a
    random player who chooses (a ``first`` decision: the hands wait for it); in an
    Archenemy game, the archenemy (A12). A scenario may state who chance picks.
    """
    state = txn.state
    first = variants.first_player(state, sub)  # the archenemy (Ambiguity A12)
    rule = cite(R.SUBGAME_START, state.edition, R.FIRST_PLAYER)
    if first is not None:
        turns.choose_starting_player(txn, sub, first, R.ARCHENEMY_FIRST, method="archenemy")
    elif option(state, "a2_starting_player") == "chooser":
        chooser, method = txn.random_player(sub, "chooser", sub.living, rule,
                                            f"chooser:{sub.path}")
        txn.emit(v.ChooserChosen, sub, rule, player=chooser, method=method)
        txn.emit(v.ChoiceRequested, sub, R.STARTING_PLAYER, player=chooser,
                 kind="starting_player", amount=0)
        return
    else:
        turns.choose_starting_player(txn, sub, None, rule)
    turns.deal_opening_hands(txn, sub)


def _shared_counters(state: TableState) -> bool:
    """Ambiguity A6: counters on players are one set across the games. Not in the current
    edition, where 727.4b keeps them apart."""
    return state.edition != "current" and option(state, "a6_player_counters") == "shared"


# -- ending ----------------------------------------------------------------------


def finish(txn: Txn, sub: GameState, winners: tuple[str, ...], draw: bool) -> None:
    """The end of a subgame (727.5), then its parent resumes."""
    txn.emit(v.SubgameEnded, sub, cite(R.SUBGAME_END, txn.state.edition), winners=winners,
             draw=draw)
    go_on(txn, sub)


def go_on(txn: Txn, sub: GameState) -> None:
    """The rest of 727.5, once the subgame is over: first the owner of a commander
    outside the subgame's command zone is asked whether it goes to the main game's
    command zone (903.9b, Ambiguity A10), one question at a time; then the cards go home
    and the parent resumes. The main game stays suspended throughout: 727.5a-c are part
    of the subgame's end."""
    state = txn.state
    edition = state.edition
    parent_path = sub.parent
    assert parent_path is not None
    parent = state.games[parent_path]
    rule = cite(R.SUBGAME_END, edition)
    if option(state, "a1_departed_cards") == "outside":
        _losers_leave(txn, sub)
    if variants.ask_commander_home(txn, sub):
        return
    departed = list(sub.departed) if option(state, "a1_departed_cards") == "return" else []
    # Variant cards go home by 727.5a-c (and a commander by 903.9b), not to a library.
    departed_variant = tuple(c for c in departed if variants.goes_home_separately(state, c))
    # A7: before 727.5 named them, phased-out permanents may be read as not there at all.
    ignore_phased = edition != "current" and option(state, "a7_phased_out_cards") == "ignore"
    straight = option(state, "a13_nested_return") == "origin"
    homebound = _homebound(state, sub, departed)
    for pid in sub.players:
        to_library: list[tuple[int, int]] = []
        to_exile: list[tuple[int, int]] = []
        to_origin: dict[str, list[tuple[int, int]]] = {}
        for card in homebound:
            if card.returner != pid:
                continue
            if card.zone == "command" and edition in ("current", "2014"):
                continue  # command-zone cards stay out of libraries (727.5a-c)
            if variants.goes_home_separately(state, card.card, card.redirect):
                continue  # a nontraditional card (727.5), or a commander (903.9b, A10)
            if ignore_phased and card.phased_out:
                txn.emit(v.CardLeftGame, sub, rule, card=card.card, obj=card.obj,
                         reason="a phased-out permanent as its subgame ends, treated as "
                                "though it doesn't exist (Ambiguity A7)")
                continue
            origin = sub.brought_from.get(card.card, parent_path) if straight else parent_path
            if card.zone == "exile" and edition == "2004":
                to_exile.append((card.card, card.obj))  # 506.6: stays removed from the game
            elif origin != parent_path:
                to_origin.setdefault(origin, []).append((card.card, card.obj))  # A13
            else:
                to_library.append((card.card, card.obj))
        for zone, moving in (("library", to_library), ("exile", to_exile)):
            if moving or zone == "library":  # one CardsReturned per player, even if empty
                _return(txn, sub, pid, parent_path, zone, moving, rule)
        if pid in parent.player and parent.player[pid].in_game:
            actions.shuffle(txn, parent, pid, rule)
        for path, moving in sorted(to_origin.items()):
            _return(txn, sub, pid, path, "library", moving, rule)
            actions.shuffle(txn, state.games[path], pid, rule)
    variants.leave_subgame(txn, sub, parent, departed_variant)  # 727.5a-c
    if _shared_counters(state):  # Ambiguity A6: the counts go back to the main game
        _counters_home(txn, sub, parent)
    for obj in actions.objects_in_zone_order(sub):
        txn.emit(v.ObjectCeased, sub, rule, obj=obj.oid, name=obj.name,
                 reason="its subgame ended")
    for trig in list(sub.triggers.values()):
        txn.emit(v.TriggerRemoved, sub, rule, trigger=trig.trigger, why="its subgame ended")
    designations.ending(txn, sub, rule)  # the subgame's monarch ends with it (727.1b)
    txn.emit(v.GameResumed, parent, rule, subgame=sub.path)
    # The creating effect finishes resolving, even if its card left the stack (727.5).
    if not stack.resolve_top(txn, parent, SubgameOver(sub.path)):
        turns.give_priority(txn, parent, parent.active, R.PRIORITY_AFTER_RESOLVE)


@dataclass(frozen=True, slots=True)
class _Homebound:
    """A card of an ending subgame on its way home (727.5): an object of the subgame
    (``obj``), or a card that left the subgame with a player who left it (``obj`` 0; A1),
    with the zone it was in as it left. Both take the same path home: whose library it
    goes to, whether it stays out (a command-zone card, a variant card, a phased-out
    permanent under A7), stays removed from the game (2004's 506.6), or goes to the game
    it was brought in from (A13)."""

    card: int
    obj: int
    zone: str
    returner: str
    phased_out: bool = False
    #: a commander its owner chose not to send to the command zone (903.9b, A10)
    redirect: bool = False


def _homebound(state: TableState, sub: GameState, departed: list[int]) -> list[_Homebound]:
    """Every card of ``sub`` that may go home, in zone order, then the ``departed`` cards
    (those of players who left it, under A1's default) in the order they left."""
    returner = _returner(state)
    found = [_Homebound(obj.card, obj.oid, obj.zone, returner(obj), obj.phased_out,
                        sub.commander_options.get(("redirect", obj.oid), False))
             for obj in actions.objects_in_zone_order(sub) if obj.card is not None]
    # A departed card has no object any more: its owner puts it back (A20 has no
    # controller to ask), and it counts as being where it was when it left.
    found += [_Homebound(c, 0, sub.departed_from.get(c, "library"), state.cards[c].owner)
              for c in departed]
    return found


def _losers_leave(txn: Txn, sub: GameState) -> None:
    """Ambiguity A1, ``outside``: in a multiplayer subgame every player who lost it has
    left it (104.5, 800.4a), the last losers too, whose part ended only with the game:
    their cards leave with them and stay outside both games, like those of the players
    who left before."""
    if len(sub.players) <= 2:
        return  # a two-player game ends; nobody leaves it (800.4)
    for pid in sub.players:
        if not sub.player[pid].lost or sub.player[pid].left:
            continue
        txn.emit(v.PlayerLeft, sub, R.LEAVE_MULTIPLAYER, player=pid)
        for obj in actions.objects_in_zone_order(sub):
            if obj.owner == pid and obj.card is not None and obj.zone != "ante":  # 800.4n
                txn.emit(v.CardLeftGame, sub, R.LEAVE_MULTIPLAYER, card=obj.card, obj=obj.oid,
                         reason=f"{pid} lost the subgame and left it (Ambiguity A1)")


def _return(txn: Txn, sub: GameState, pid: str, to_game: str, zone: str,
            moving: list[tuple[int, int]], rule: str) -> None:
    txn.emit(v.CardsReturned, sub, rule, player=pid, to_game=to_game, to_zone=zone,
             cards=tuple(c for c, _ in moving), objs=tuple(o for _, o in moving),
             new_objs=tuple(txn.new_id() for _ in moving))


def _returner(state: TableState) -> Callable[[Obj], str]:
    """Who puts an object of an ending subgame into their main-game library: its owner
    (727.5), or, reading 2004's 506.6 "his or her library" as the returning player's
    (Ambiguity A20), whoever controls it on the battlefield or the stack."""
    if state.edition == "2004" and option(state, "a20_return_library") == "returner":
        return lambda obj: obj.controller if obj.zone in ("battlefield", "stack") else obj.owner
    return lambda obj: obj.owner


def _counters_home(txn: Txn, sub: GameState, parent: GameState) -> None:
    """Shared counters (Ambiguity A6): each player's counts in the subgame become their
    counts in the main game."""
    rule = cite(R.SUBGAME_COUNTERS, txn.state.edition)
    for pid in sub.players:
        if pid not in parent.player or not parent.player[pid].in_game:
            continue
        now, before = sub.player[pid].counters, parent.player[pid].counters
        for counter in sorted(set(now) | set(before)):
            total, was = now.get(counter, 0), before.get(counter, 0)
            if total != was:
                txn.emit(v.CountersChanged, parent, rule, target=pid, counter=counter,
                         amount=total - was, total=total)


# -- bringing a card in (727.4) -----------------------------------------------------------


def ask_for_outside_card(txn: Txn, game: GameState, player: str, made: int = 0) -> None:
    """Ask ``player`` for a card they own from outside ``game`` (400.11b); ``made``:
    for a replaced draw, the draws its effect had made before."""
    txn.emit(v.ChoiceRequested, game, "400.11b", player=player, kind="wish", amount=made)


def bring_in(txn: Txn, game: GameState, player: str, card: int | None, kind: str,
             zone: str = "hand", or_exile: bool = False, rule: str | None = None
             ) -> int | None:
    """Put the chosen card from outside ``game`` into the player's hand or library
    (400.11b, 727.4; ``rule``: the rule that does it, when not those: a companion's), or
    onto its stack to be cast; with ``or_exile``, a card of ``game``'s own exile moves
    from there. Returns the card's new object id."""
    if card is None:
        return None
    found = {c.card: c for c in reachable(txn.state, game, player, kind, or_exile)}
    chosen = found[card]
    if chosen.from_game == game.path:  # this game's exile: an ordinary zone change
        return actions.move(txn, game, game.objects[chosen.obj], zone,
                            "put into its owner's hand from exile", R.RESOLVE)
    if chosen.from_game:  # an object of an enclosing game: cited by the subgame rule
        rule = cite(R.SUBGAME_OUTSIDE, txn.state.edition)
    rule = rule or "400.11b"
    new = txn.new_id()
    txn.emit(v.CardBroughtIn, game, rule, player=player, card=chosen.card,
             from_game=chosen.from_game, from_zone=chosen.from_zone, obj=chosen.obj,
             to_zone=zone, new_obj=new)
    return new
