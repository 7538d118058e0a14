"""A rules action in progress: the events it has decided on so far.

The engine never changes state by hand. It *emits* events through a
:class:`Txn`; each event is applied to the working state at once (with the
same fold a replay uses), so the next rule sees its consequences, and is kept
for the table to append. Each emitted event also passes by the trigger
detector (603.2), the one place where "whenever" abilities notice events.

Chance goes through a :class:`Txn` too: every random choice of the rules (a
starting player, a shuffle, a random discard, a coin, a die) is drawn by one of
its methods, which first looks for an outcome a scenario stated ahead
(``OutcomeStated``; :class:`~shahrazad.projections.state.Stated` in the state). If one fits,
the choice comes out that way and ``OutcomeUsed`` says so; if not, the table's
seeded generator decides. Either way the outcome is recorded in the event that
follows, so a replay never draws anything.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.errors import ShahrazadError
from shahrazad.players import check_player_ids
from shahrazad.projections.fold import apply
from shahrazad.projections.state import GameState, Obj, Stated, TableState

__all__ = ["IllegalDecision", "ImpossibleOutcome", "Txn"]

E = TypeVar("E", bound=Event)


class IllegalDecision(ShahrazadError, ValueError):
    """A decision the rules don't allow; ``rule`` is the rule it breaks. Nothing was appended."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} (rule {rule})")
        self.rule = rule
        self.message = message


class ImpossibleOutcome(ShahrazadError, ValueError):
    """A random outcome a scenario stated that the table can't give when the choice comes
    (a top card that isn't in that library); ``rule`` is the rule it contradicts. The
    rules action that met it appends nothing."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} (rule {rule})")
        self.rule = rule
        self.message = message


class Txn:
    """The events of one rules action, applied to ``state`` as they are emitted."""

    #: called with (txn, event, before) after each event is applied, where ``before``
    #: is the object the event moved, as it was just before (leave-zone triggers look
    #: back in time, 603.10a): :func:`shahrazad.rules.triggers.detect`, given by
    #: :func:`shahrazad.rules.wiring.install` (importing :mod:`shahrazad.rules` runs it)
    detector: Callable[[Txn, Event, Obj | None], None] | None = None

    def __init__(self, state: TableState, cause: int | None = None) -> None:
        self.state = state
        self.events: list[Event] = []
        self.cause = cause
        self._next_id = state.next_id
        #: while set, emitted events trigger nothing (:meth:`quietly`)
        self.quiet = False
        # -- batch B01: what a permanent leaving the battlefield was, just before it left
        # (603.10a): the objects attached to it (an Aura's "when enchanted creature
        # dies") and its toughness; set by :meth:`_before` for each such move
        self.hosted: tuple[Obj, ...] = ()
        self.toughness_before = 0
        #: while set (:meth:`together`), the permanents that have left the battlefield so
        #: far in one simultaneous event, as they last existed there (603.10a)
        self.departed_together: list[Obj] | None = None

    def emit(self, cls: type[E], game: GameState | str, rule: str, **payload: Any) -> E:
        path = game if isinstance(game, str) else game.path
        if cls is v.TableOpened:  # every table the engine opens, however it is made
            check_player_ids(payload.get("players", ()))
        event = cls(position=self.state.position + 1, game=path, rule=rule,
                    cause=self.cause, **payload)
        before = self._before(event)
        apply(self.state, event)
        self.events.append(event)
        if Txn.detector is not None and not self.quiet:
            Txn.detector(self, event, before)
        return event

    def _before(self, event: Event) -> Obj | None:
        """A copy of the object an event is about to move out of its zone, if any."""
        oid = getattr(event, "obj", None)
        if not isinstance(oid, int):
            return None
        source_game = getattr(event, "from_game", None) or event.game
        game = self.state.games.get(source_game)
        obj = game.objects.get(oid) if game is not None else None
        if obj is not None and game is not None and obj.zone == "battlefield" and \
                isinstance(event, v.ZoneChanged):  # batch B01: the leaving permanent's last
            from shahrazad.characteristics import is_creature, toughness  # known facts

            self.hosted = tuple(copy.copy(o) for o in game.objects.values()
                                if o.attached_to == oid)
            self.toughness_before = toughness(game, obj) if is_creature(game, obj) else 0
        return copy.copy(obj) if obj is not None else None

    def new_id(self) -> int:
        """A fresh id for an object, trigger or effect the next event will create."""
        self._next_id = max(self._next_id, self.state.next_id)
        oid = self._next_id
        self._next_id += 1
        return oid

    @contextmanager
    def caused_by(self, position: int | None) -> Iterator[None]:
        """Events emitted inside the block name ``position`` as their cause."""
        before = self.cause
        self.cause = position
        try:
            yield
        finally:
            self.cause = before

    @contextmanager
    def together(self) -> Iterator[None]:
        """The permanents that leave the battlefield inside the block leave at the same
        time (state-based actions, 704.3; "destroy all", 608.2): each one's leave-the-
        battlefield abilities look back at the game as it was just before, the others
        still there (603.10a). A block inside another belongs to the outer one."""
        if self.departed_together is not None:
            yield
            return
        self.departed_together = []
        try:
            yield
        finally:
            self.departed_together = None

    @contextmanager
    def quietly(self) -> Iterator[None]:
        """Events emitted inside the block trigger nothing: a scenario's setup states
        what already happened, and the triggers it wants waiting it states too."""
        before = self.quiet
        self.quiet = True
        try:
            yield
        finally:
            self.quiet = before

    # -- chance ------------------------------------------------------------------------

    def rng(self, purpose: str) -> random.Random:
        """A generator seeded by the table's seed, the position and ``purpose``.

        Nothing random is ever read back from it in a replay: its outcome is
        recorded in the event it decides (a shuffle's order, a random discard).
        """
        return random.Random(f"{self.state.seed}:{self.state.position}:{purpose}")

    def stated(self, what: str, game: str, player: str = "", deck: str = "") -> Stated | None:
        """The first outcome stated ahead that fits this random choice, if any."""
        return next((s for s in self.state.stated.values()
                     if s.fits(what, game, player, deck)), None)

    def _use(self, stated: Stated, game: GameState | str, rule: str) -> None:
        self.emit(v.OutcomeUsed, game, rule, stated=stated.at, what=stated.what,
                  said=stated.said)

    def random_player(self, game: GameState, what: str, players: Sequence[str], rule: str,
                      purpose: str) -> tuple[str, str]:
        """One of ``players``, at random (``what``: ``starting_player`` or ``chooser``);
        returns it and how it was decided: ``random`` or ``scenario``."""
        stated = self.stated(what, game.path)
        if stated is None:
            return self.rng(purpose).choice(players), "random"
        if stated.result not in players:
            raise ImpossibleOutcome(rule, f"{stated.said}, but {stated.result} is not among the "
                                          f"players of game {game.path} ({', '.join(players)})")
        self._use(stated, game, rule)
        return stated.result, "scenario"

    def random_order(self, game: GameState | str, player: str, items: Sequence[int],
                     name: Callable[[int], str], rule: str, purpose: str,
                     deck: str = "library") -> list[int]:
        """``items`` (a library or a deck, top first) shuffled: by chance, or with the top
        and bottom (or the whole order) a scenario stated, the rest by chance."""
        order = list(items)
        path = game if isinstance(game, str) else game.path
        stated = self.stated("shuffle", path, player, deck)
        if stated is None:
            self.rng(purpose).shuffle(order)
            return order
        where = f"{player}'s {'library' if deck == 'library' else deck + ' deck'} in game {path}"
        top = _take(stated.top, order, name, rule, f"{stated.said}, but {where} holds no")
        bottom = _take(stated.bottom, order, name, rule, f"{stated.said}, but {where} holds no")
        if stated.whole and order:
            left = ", ".join(name(i) for i in order)
            raise ImpossibleOutcome(rule, f"{stated.said}, but {where} also holds {left}")
        self._use(stated, game, rule)
        self.rng(purpose).shuffle(order)
        return top + order + bottom

    def random_sample(self, game: GameState, player: str, items: Sequence[int], n: int,
                      name: Callable[[int], str], rule: str, purpose: str) -> list[int]:
        """``n`` of ``items`` at random (a random discard from ``player``'s hand): by
        chance, or the cards a scenario stated (any it leaves unsaid, by chance)."""
        stated = self.stated("discard", game.path, player)
        if stated is None:
            return self.rng(purpose).sample(list(items), n)
        if len(stated.top) > n:
            raise ImpossibleOutcome(rule, f"{stated.said}, but only {n} card(s) are discarded")
        rest = list(items)
        chosen = _take(stated.top, rest, name, rule,
                       f"{stated.said}, but {player}'s hand in game {game.path} holds "
                       "no")
        self._use(stated, game, rule)
        return chosen + self.rng(purpose).sample(rest, n - len(chosen))

    def random_assignment(self, game: GameState, player: str, items: Sequence[int],
                          name: Callable[[int], str], rule: str, purpose: str) -> tuple[
                              list[int], str]:
        """-- batch D-PILES --: ``items`` (attacking creatures) in a random order, one for
        each of ``player``'s piles in turn (Camouflage): by chance, or with the first ones a
        scenario stated (``what = "piles"``), the rest by chance; and how it was decided:
        ``random`` or ``scenario``."""
        order = list(items)
        stated = self.stated("piles", game.path, player)
        if stated is None:
            self.rng(purpose).shuffle(order)
            return order, "random"
        first = _take(stated.top, order, name, rule,
                      f"{stated.said}, but no creature attacking {player} in game "
                      f"{game.path} is")
        self._use(stated, game, rule)
        self.rng(purpose).shuffle(order)
        return first + order, "scenario"

    def flip_coin(self, game: GameState, player: str, rule: str, call: str = "") -> str:
        """``player`` flips a coin: ``heads`` or ``tails``, recorded (``CoinFlipped``).

        ``call``: the side the player called, for a flip they win or lose (705.1); a
        scenario may then state the outcome as ``won`` or ``lost``. A flip without a call
        has no winner (705.2): such an outcome can't be given to it."""
        stated = self.stated("coin", game.path, player)
        if stated is None:
            result, method = self.rng(f"coin:{game.path}:{player}").choice(
                ("heads", "tails")), "random"
        else:
            result, method = stated.result, "scenario"
            if result in ("won", "lost"):
                if not call:
                    raise ImpossibleOutcome(rule, f"{stated.said}, but nobody wins or loses "
                                                  "this flip: it comes up heads or tails (705.2)")
                other = "tails" if call == "heads" else "heads"
                result = call if result == "won" else other
            self._use(stated, game, rule)
        self.emit(v.CoinFlipped, game, rule, player=player, result=result, method=method,
                  call=call)
        return result

    # -- batch C-ANTE --
    def dexterity(self, game: GameState, player: str, rule: str) -> tuple[str, str]:
        """How ``player``'s dexterity flip comes out (Ambiguity A26): ``hit`` or ``miss``,
        at even odds or as a scenario stated it, and how (``random``, ``scenario``). The
        caller records it (``CardFlippedOnto``)."""
        stated = self.stated("dexterity", game.path, player)
        if stated is None:
            return self.rng(f"dexterity:{game.path}:{player}").choice(("hit", "miss")), \
                "random"
        self._use(stated, game, rule)
        return stated.result, "scenario"

    def roll_die(self, game: GameState, player: str, sides: int, rule: str) -> int:
        """``player`` rolls a die of ``sides`` sides: 1 to ``sides``, recorded
        (``DieRolled``)."""
        stated = self.stated("die", game.path, player)
        if stated is None:
            result, method = self.rng(f"die:{game.path}:{player}").randint(1, sides), "random"
        else:
            result, method = int(stated.result), "scenario"
            if not 1 <= result <= sides:
                raise ImpossibleOutcome(rule, f"{stated.said}, but a {sides}-sided die shows "
                                              f"1 to {sides}")
            self._use(stated, game, rule)
        self.emit(v.DieRolled, game, rule, player=player, sides=sides, result=result,
                  method=method)
        return result


    def roll_planar_die(self, game: GameState, player: str, faces: Sequence[str],
                        rule: str) -> str:
        """``player`` rolls the planar die, whose faces are ``faces`` (901.3): the face a
        scenario stated (``what = "planar_die"``), else a die roll of as many sides
        (:meth:`roll_die`: by chance, or a stated ``die`` number). Either way the roll is
        recorded as a ``DieRolled`` of the face's number."""
        stated = self.stated("planar_die", game.path, player)
        if stated is None:
            return faces[self.roll_die(game, player, len(faces), rule) - 1]
        if stated.result not in faces:
            raise ImpossibleOutcome(rule, f"{stated.said}, but the planar die's faces are "
                                          f"{', '.join(dict.fromkeys(faces))}")
        self._use(stated, game, rule)
        number = faces.index(stated.result) + 1
        self.emit(v.DieRolled, game, rule, player=player, sides=len(faces), result=number,
                  method="scenario")
        return stated.result


def _take(names: Sequence[str], items: list[int], name: Callable[[int], str], rule: str,
          missing: str) -> list[int]:
    """The first item called each of ``names``, in order, taken out of ``items``."""
    taken = []
    for wanted in names:
        found = next((i for i in items if name(i).casefold() == wanted.casefold()), None)
        if found is None:
            raise ImpossibleOutcome(rule, f"{missing} {wanted}")
        items.remove(found)
        taken.append(found)
    return taken
