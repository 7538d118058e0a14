"""Invariants every table state must satisfy, for tests and the fuzzer.

>>> from shahrazad.projections.state import TableState
>>> conservation_problems(TableState())
[]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.projections.state import PLAYER_ZONES, SHARED_ZONES, GameState, TableState

__all__ = ["OwnershipLedger", "card_locations", "conservation_problems", "nesting_problems",
           "ownership_problems", "suspension_problems"]


def card_locations(state: TableState) -> dict[int, list[str]]:
    """Where each physical card is: ``"1.1:hand"``, ``"sideboard"``, ``"departed:1.1"``..."""
    where: dict[int, list[str]] = defaultdict(list)
    for pid, cards in state.sideboards.items():
        for c in cards:
            where[c].append(f"sideboard:{pid}")
    for game in state.games.values():
        for pid in game.players:
            for zone in PLAYER_ZONES:
                for oid in game.zone(zone, pid):
                    card = game.objects[oid].card
                    if card is not None:
                        where[card].append(f"{game.path}:{zone}")
        for zone in SHARED_ZONES:
            for oid in game.zone(zone):
                card = game.objects[oid].card
                if card is not None:
                    where[card].append(f"{game.path}:{zone}")
        for c in game.departed:
            where[c].append(f"departed:{game.path}")
    return where


def conservation_problems(state: TableState) -> list[str]:
    """Cards lost, duplicated, or left in an ended game; objects out of step with zones."""
    problems = []
    where = card_locations(state)
    for card in state.cards:
        places = where.get(card, [])
        in_main_deck_only = not state.games and not places
        if len(places) > 1:
            problems.append(f"card {card} ({state.cards[card].name}) is in {places}")
        elif not places and not in_main_deck_only and state.games:
            problems.append(f"card {card} ({state.cards[card].name}) is nowhere")
    # 2004's 506.6 read as "the returning player's library" (Ambiguity A20) is the one
    # reading under which a card counts as another player's in a game, its owner unchanged.
    returner = state.edition == "2004" and state.options.get("a20_return_library") == "returner"
    for game in state.games.values():
        if not returner:
            problems += _owner_problems(state, game)
        listed = [o for pid in game.players for z in PLAYER_ZONES for o in game.zone(z, pid)]
        listed += [o for z in SHARED_ZONES for o in game.zone(z)]
        if sorted(listed) != sorted(game.objects):
            problems.append(f"game {game.path}: zones and objects disagree")
        if game.status == "ended" and game.parent is not None and game.objects:
            # only "over" (mid-procedure) subgames may still hold objects
            problems.append(f"ended subgame {game.path} still has {len(game.objects)} objects")
        for oid, obj in game.objects.items():
            if obj.oid != oid:
                problems.append(f"game {game.path}: object {oid} says it is {obj.oid}")
            # Nontraditional cards never leave the command zone (400.4b); a deck lives there.
            record = state.cards.get(obj.card) if obj.card is not None else None
            nontraditional = record is not None and record.role in ("vanguard", "plane", "scheme")
            if (nontraditional or obj.deck) and obj.zone != "command":
                problems.append(f"game {game.path}: {obj.name} ({oid}) is in the {obj.zone}, "
                                "not the command zone")
    return problems


def _owner_problems(state: TableState, game: GameState) -> list[str]:
    """Every card's object is owned by the card's owner: an event that moves a card into
    another player's zone, or otherwise gives its object another owner, changes
    ownership without saying so."""
    problems = []
    for obj in game.objects.values():
        record = state.cards.get(obj.card) if obj.card is not None else None
        if record is not None and obj.owner != record.owner:
            problems.append(f"game {game.path}: {obj.name} ({obj.oid}) is owned by {obj.owner} "
                            f"there, but its card by {record.owner}")
    return problems


def ownership_problems(events: Iterable[Event], state: TableState) -> list[str]:
    """Cards change owner only by ``OwnershipChanged`` (407.2, 407.3): following the log
    from the owners its first events give the cards (108.3: who started the game with
    them), each ``OwnershipChanged`` must take a card from the owner it has, and the
    owners ``state`` gives the cards must be the ones the log arrives at.

    >>> ownership_problems([], TableState())
    []
    """
    ledger = OwnershipLedger()
    ledger.follow(events)
    return ledger.problems(state)


class OwnershipLedger:
    """:func:`ownership_problems` for a log that grows: :meth:`follow` reads the events
    added since, :meth:`problems` compares the owners so far with a state (a check made
    after every action costs the new events, not the whole log)."""

    def __init__(self) -> None:
        self.owners: dict[int, str] = {}
        self.seen: list[str] = []

    def follow(self, events: Iterable[Event]) -> None:
        owners = self.owners
        for e in events:
            if isinstance(e, v.TableOpened):
                for pid, deck, side in zip(e.players, e.decks, e.sideboards, strict=False):
                    for _ in (*deck, *side):
                        owners[len(owners) + 1] = pid
            elif isinstance(e, v.VariantCardsAdded):
                for _ in e.names:
                    owners[len(owners) + 1] = e.player
            elif isinstance(e, v.OwnershipChanged):
                for card, was in zip(e.cards, e.owners, strict=False):
                    if owners.get(card) != was:
                        self.seen.append(f"event {e.position}: card {card} changes hands "
                                         f"from {was}, but {owners.get(card)} owns it")
                    owners[card] = e.player

    def problems(self, state: TableState) -> list[str]:
        problems = list(self.seen)
        for card, record in state.cards.items():
            if self.owners.get(card) != record.owner:
                problems.append(f"card {card} ({record.name}) is {record.owner}'s, but by the "
                                f"log it is {self.owners.get(card)}'s: only OwnershipChanged "
                                "changes an owner")
        return problems


def nesting_problems(state: TableState) -> list[str]:
    """The game tree nests properly: only the innermost unfinished game runs, and every
    other unfinished game is an ancestor of it, suspended."""
    problems = []
    unfinished = [g for g in state.games.values() if g.status != "ended"]
    # "over": a subgame with a result whose cards are on their way home (727.5)
    running = [g for g in unfinished if g.status in ("running", "over")]
    if len(running) > 1:
        problems.append(f"several games run at once: {[g.path for g in running]}")
    if running:
        innermost = running[0].path
        for g in unfinished:
            if g.status == "suspended" and not innermost.startswith(g.path + "."):
                problems.append(f"suspended game {g.path} is not an ancestor of {innermost}")
    elif unfinished:
        problems.append("games are unfinished but none runs")
    listed = sorted(state.running)
    actual = sorted(g.path for g in state.games.values() if g.status == "running")
    if listed != actual:
        problems.append(f"the fold lists {listed} as running, but {actual} run")
    return problems


#: what may happen in a game while a subgame runs inside it: its triggers can trigger and
#: wait (727.4a), and its libraries are shuffled as the subgame's cards come home (727.5),
#: as chance or a scenario's stated outcome says
_WHILE_SUSPENDED = frozenset({"ability_triggered", "trigger_deferred", "library_shuffled",
                              "outcome_used"})
#: what else may happen in it once its subgame is over, before it resumes: the end of the
#: subgame puts the variant cards back into its command zone and shuffles its
#: supplementary decks (727.5a-c; a commander by 903.9b, Ambiguity A10)
_AS_SUBGAME_ENDS = frozenset({"command_zone_moved", "supplementary_deck_shuffled"})


def suspension_problems(events: Iterable[Event]) -> list[str]:
    """A discontinued game stays as it was (727.1a): nothing happens in it but waiting
    triggers and the shuffle of returning cards; its counters on players are untouched
    (727.4b). A deferred trigger is released only in its own game, after that game has
    resumed and the creating effect has finished (727.5).

    The end of a subgame (727.5) happens while its main game is still discontinued: the
    main game resumes only once every card is home (``GameResumed`` comes last), and
    727.5a-c are steps of that end, not of the resumed game. So between the subgame's
    ``SubgameEnded`` and the main game's ``GameResumed``, the main game also receives the
    variant cards into its command zone and shuffles its supplementary decks; at any
    other time they would be changes to a suspended game."""
    problems = []
    suspended: set[str] = set()
    ending: set[str] = set()  # suspended games whose subgame is over, not yet resumed
    deferred: dict[int, str] = {}
    resumed_and_finished: dict[str, bool] = {}
    for e in events:
        if isinstance(e, v.SubgameStarted):
            suspended.add(e.parent)
            resumed_and_finished[e.parent] = False
        elif isinstance(e, v.SubgameEnded):
            ending.add(e.game.rpartition(".")[0])
        elif isinstance(e, v.GameResumed):
            suspended.discard(e.game)
            ending.discard(e.game)
        elif isinstance(e, v.ResolutionEnded) and e.game in resumed_and_finished \
                and e.game not in suspended:
            resumed_and_finished[e.game] = True
        elif e.game in suspended and e.KIND not in _WHILE_SUSPENDED and not (
                e.game in ending and e.KIND in _AS_SUBGAME_ENDS):
            problems.append(f"event {e.position} ({e.KIND}) happened in suspended game "
                            f"{e.game}")
        if isinstance(e, v.TriggerDeferred):
            deferred[e.trigger] = e.game
        if isinstance(e, v.TriggerReleased):
            if deferred.get(e.trigger) != e.game:
                problems.append(f"event {e.position}: trigger {e.trigger} released in "
                                f"{e.game}, not in the game it waited in")
            elif not resumed_and_finished.get(e.game, False):
                problems.append(f"event {e.position}: trigger released before game {e.game} "
                                "resumed and its creating effect finished")
    return problems
