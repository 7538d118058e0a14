"""Standing orders: what a player does whenever the script says nothing.

A scenario's ``[[decisions]]`` are step by step; its ``[policies]`` are standing
orders, one list of short sentences per player, tried in order every time the
table waits on that player and no scripted decision fits::

    [policies]
    A = ["cast Juzam Djinn as soon as legal", "attack with every creature", "keep"]
    B = ["activate Pestilence until B has 1 life", "block Juzam Djinn with Serra Angel"]

The first order that answers the table's question is taken; when none does, the
fallback (:class:`~shahrazad.agents.PassiveAgent`) decides. An order that names a card
that isn't there, or a decision the rules refuse now, simply doesn't answer.

The grammar
-----------
``DECISION`` is any decision in the text form of :mod:`shahrazad.naming` (``cast
Lightning Bolt targeting B``, ``play Forest``, ``activate Icy Manipulator targeting
B:Serra Angel``, ``wish Juzam Djinn``, ``target B``...), read in the position where
it is taken, for the player whose order it is::

    DECISION as soon as legal         each time the rules allow it ("as soon as it is
                                      legal" says the same), one at a time: not while
                                      what it did last is still on the stack
    DECISION until CONDITION          the same, until CONDITION holds
    DECISION N times                  the same, at most N times in all
    attack with every creature        every creature that can attack, at the first
                                      opponent in seat order
    attack with NAME, ... [-> P]      those of them that can attack
    block NAME with NAME, ...         the creatures after "with" block the attacker
                                      named first, whenever they can
    keep                              keep every opening hand
    mulligan to N                     mulligan until the hand kept would hold N cards
    pass                              pass priority (say it last: it answers always)
    never VERB [NAME, ...]            never take a decision of that kind (naming those
                                      cards, with NAME): "never block", "never attack
                                      with Serra Angel", "never discard Juzam Djinn"

Any order may end with ``in game PATH`` to hold in that game only (``pass in game
1.1``). A ``CONDITION`` is read in the game the decision is made in::

    P has N life                      P's life is N or less
    P has N or more life              P's life is N or more
    P has N KIND counters             P has at least N counters of that kind
    P has lost                        P has lost (or left) the game ("P loses" too)
    the game is over                  the game has ended

Names matter beyond the orders: the fallback never throws away (discards in the
cleanup step, puts on the bottom after a mulligan) a card that an order or a
scripted decision names to cast or play, or that a ``never`` order protects, while
it can choose other cards.

>>> orders = parse_policies({"A": ["cast Juzam Djinn as soon as legal", "keep"]}, ["A", "B"])
>>> [type(p).__name__ for p in orders["A"]], sorted(protected_names(orders["A"]))
(['Whenever', 'KeepHand'], ['juzam djinn'])
>>> parse_policy("activate Pestilence until B has 1 life", ["A", "B"]).until
Condition(player='B', what='life', amount=1, direction='at most', counter='')
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from shahrazad.agents import Agent, PassiveAgent
from shahrazad.cards.pool import CARDS, known
from shahrazad.decisions import (
    KINDS,
    Activate,
    Asked,
    Attack,
    Block,
    Cast,
    Decision,
    Keep,
    Mulligan,
    Pass,
    Pending,
    decide,
    entry,
)
from shahrazad.decisions.kinds.combat import with_costs
from shahrazad.events.errors import ShahrazadError
from shahrazad.naming import NamingError, clauses, default_defender, objects, parse, pick
from shahrazad.naming import reference as read_reference
from shahrazad.projections.state import GameState
from shahrazad.rules import combat
from shahrazad.txn import IllegalDecision

if TYPE_CHECKING:
    from shahrazad.table import Table

__all__ = ["AttackWith", "BlockWith", "Condition", "KeepHand", "MulliganTo", "Never",
           "PassPriority", "Policy", "PolicyAgent", "PolicyError", "Whenever",
           "card_names", "parse_policies", "parse_policy", "protected_names"]


class PolicyError(ShahrazadError, ValueError):
    """A standing order that doesn't follow the grammar (one line, saying what would)."""


# -- conditions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Condition:
    """When a repeated order stops: read in the game the decision is made in."""

    player: str
    what: str  # life | counters | lost | over
    amount: int = 0
    direction: str = "at most"  # for life: at most | at least
    counter: str = ""

    def holds(self, game: GameState) -> bool:
        if self.what == "over":
            return game.status == "ended"
        p = game.player.get(self.player)
        if p is None:
            return False
        if self.what == "lost":
            return not p.in_game
        if self.what == "counters":
            return p.counters.get(self.counter, 0) >= self.amount
        return p.life <= self.amount if self.direction == "at most" else p.life >= self.amount


_LIFE = re.compile(r"(\S+) has (-?\d+)(?: or (more|less))? life", re.IGNORECASE)
_COUNTERS = re.compile(r"(\S+) has (\d+) ([a-z]+) counters?", re.IGNORECASE)
_LOST = re.compile(r"(\S+) (?:has lost|loses|has left)", re.IGNORECASE)
_OVER = re.compile(r"the game is over|the game has ended", re.IGNORECASE)


def _condition(text: str, players: Collection[str]) -> Condition:
    text = text.strip()

    def player(pid: str) -> str:
        if pid not in players:
            raise PolicyError(f"until {text}: {pid!r} is not a player ({', '.join(players)})")
        return pid

    if m := _LIFE.fullmatch(text):
        direction = "at least" if (m.group(3) or "").casefold() == "more" else "at most"
        return Condition(player(m.group(1)), "life", int(m.group(2)), direction)
    if m := _COUNTERS.fullmatch(text):
        return Condition(player(m.group(1)), "counters", int(m.group(2)),
                         counter=m.group(3).casefold())
    if m := _LOST.fullmatch(text):
        return Condition(player(m.group(1)), "lost")
    if _OVER.fullmatch(text):
        return Condition("", "over")
    raise PolicyError(f"until {text}: say 'P has N life', 'P has N or more life', 'P has N "
                      "poison counters', 'P has lost' or 'the game is over'")


# -- the orders ------------------------------------------------------------------------


@dataclass(frozen=True)
class Policy:
    """One standing order of one player; ``game`` limits it to one game."""

    text: str
    game: str | None

    def applies(self, at: Asked) -> bool:
        return self.game is None or self.game == at.game.path

    def answer(self, table: Table, at: Asked, used: int) -> Decision | None:
        """The decision this order takes ``at`` (``used``: how often it was taken
        before), or ``None`` when it doesn't answer this question now."""
        raise NotImplementedError

    def names(self) -> set[str]:
        """The card names (case-folded) that the fallback must not throw away."""
        return set()


def _legal(table: Table, at: Asked, decision: Decision) -> Decision | None:
    try:
        decide.check(at, decision)
    except IllegalDecision:
        return None
    return decision


@dataclass(frozen=True)
class Whenever(Policy):
    """``DECISION as soon as legal`` / ``until CONDITION`` / ``N times``."""

    decision: str = ""
    verb: str = ""
    until: Condition | None = None
    times: int | None = None

    def answer(self, table: Table, at: Asked, used: int) -> Decision | None:
        if entry(self.verb).asks != at.pending.kind:
            return None
        if self.times is not None and used >= self.times:
            return None
        if self.until is not None and self.until.holds(at.game):
            return None
        try:
            decision = parse(table.state, self.decision, at.player)
        except NamingError:
            return None
        if _still_on_stack(at, decision):
            return None
        return _legal(table, at, decision)

    def names(self) -> set[str]:
        return set(card_names(self.decision))


def _still_on_stack(at: Asked, decision: Decision) -> bool:
    """Whether what this decision did last time is still on the stack: a repeated order
    goes one at a time, so that a condition can see each result before the next."""
    game = at.game
    stacked = [game.objects[o] for o in game.stack]
    if isinstance(decision, Activate):
        return any(o.kind == "ability" and o.source == decision.source for o in stacked)
    if isinstance(decision, Cast):
        name = game.objects[decision.card].name
        return any(o.kind == "spell" and o.name == name and o.controller == at.player
                   for o in stacked)
    return False


@dataclass(frozen=True)
class AttackWith(Policy):
    """``attack with every creature`` (``creatures`` empty) or ``attack with NAME, ...``."""

    creatures: tuple[str, ...] = ()
    defender: str | None = None

    def answer(self, table: Table, at: Asked, used: int) -> Decision | None:
        if at.pending.kind != "attackers":
            return None
        able = [o.oid for o in combat.possible_attackers(at.game)]
        if self.creatures:
            scope = objects(at.game, able)
            chosen: list[int] = []
            for name in self.creatures:
                try:
                    chosen.append(pick(name, scope, where="among the creatures that can "
                                       "attack", players=at.game.players, used=chosen).key)
                except NamingError:
                    continue
            able = chosen
        defender = self.defender or default_defender(at)
        if not able or defender not in combat.defenders(at.game):
            return None
        attack = Attack(tuple((oid, defender) for oid in able))
        # -- batch d-attack --: a cost to attack (508.1g) paid the first way found; if it
        # can't be, the creatures without one attack
        paid = with_costs(at, attack)
        if paid is None:
            free = [oid for oid in able if not combat.costs_to_attack(at.game,
                                                                       at.game.objects[oid])]
            if not free:
                return None
            paid = Attack(tuple((oid, defender) for oid in free))
        return _legal(table, at, paid)


@dataclass(frozen=True)
class BlockWith(Policy):
    """``block ATTACKER with BLOCKER, ...``: every listed creature that can block it."""

    attacker: str = ""
    blockers: tuple[str, ...] = ()

    def answer(self, table: Table, at: Asked, used: int) -> Decision | None:
        pairs = self.pairs(at)
        return _legal(table, at, Block(tuple(pairs))) if pairs else None

    def pairs(self, at: Asked, taken: Collection[int] = ()) -> list[tuple[int, int]]:
        """The (blocker, attacker) pairs this order declares now, leaving out blockers
        in ``taken`` (already blocking for another order)."""
        if at.pending.kind != "blockers":
            return []
        game = at.game
        attacking = objects(game, [o for o in game.in_play
                                   if game.objects[o].attacking == at.player])
        try:
            attacker = pick(self.attacker, attacking, where="among the creatures attacking "
                            f"{at.player}", players=game.players).key
        except NamingError:
            return []
        allowed = set(combat.possible_blocks(game, at.player))
        mine = objects(game, [b for b, a in allowed if a == attacker and b not in taken])
        found: list[tuple[int, int]] = []
        used: list[int] = []
        for name in self.blockers:
            try:
                blocker = pick(name, mine, where="among the creatures that can block it",
                               players=game.players, used=used).key
            except NamingError:
                continue
            used.append(blocker)
            found.append((blocker, attacker))
        return found


@dataclass(frozen=True)
class KeepHand(Policy):
    """``keep``: every opening hand."""

    def answer(self, table: Table, at: Asked, used: int) -> Decision | None:
        return Keep() if at.pending.kind == "mulligan" else None


@dataclass(frozen=True)
class MulliganTo(Policy):
    """``mulligan to N``: mulligan while the hand kept would hold more than N cards."""

    cards: int = 7

    def answer(self, table: Table, at: Asked, used: int) -> Decision | None:
        if at.pending.kind != "mulligan":
            return None
        kept = at.game.hand_size - at.game.player[at.player].mulligans
        return _legal(table, at, Mulligan()) if kept > self.cards else Keep()


@dataclass(frozen=True)
class PassPriority(Policy):
    """``pass``: pass priority."""

    def answer(self, table: Table, at: Asked, used: int) -> Decision | None:
        return Pass() if at.pending.kind == "priority" else None


@dataclass(frozen=True)
class Never(Policy):
    """``never VERB [NAME, ...]``: no order takes such a decision, and the fallback
    keeps the named cards while it can throw away others."""

    verb: str = ""
    cards: tuple[str, ...] = ()

    def answer(self, table: Table, at: Asked, used: int) -> Decision | None:
        return None

    def forbids(self, table: Table, at: Asked, decision: Decision) -> bool:
        if decision.KIND != self.verb or not self.applies(at):
            return False
        involved = _involved(at.game, decision)
        if not involved:
            return False  # attacking or blocking with nothing, discarding nothing
        if not self.cards:
            return True
        folded = {c.casefold() for c in self.cards}
        return any(at.game.objects[o].name.casefold() in folded
                   for o in involved if o in at.game.objects)

    def names(self) -> set[str]:
        return {c.casefold() for c in self.cards}


def _involved(game: GameState, decision: Decision) -> list[int]:
    """The objects a decision acts with (for ``never``): the card cast or played, the
    source activated, the attackers, the blockers, the cards discarded."""
    if isinstance(decision, Attack):
        return [oid for oid, _ in decision.attackers]
    if isinstance(decision, Block):
        return [b for b, _ in decision.blocks]
    for name in ("card", "source"):
        value = getattr(decision, name, None)
        if isinstance(value, int):
            return [value]
    cards = getattr(decision, "cards", None)
    if isinstance(cards, tuple):
        return list(cards)
    return [0]  # a decision with no object (mulligan, concede): "never mulligan"


# -- reading the orders ----------------------------------------------------------------

_GAME = re.compile(r"^(.*?)\s+in game (\d+(?:\.\d+)*)$", re.IGNORECASE)
_SOON = re.compile(r"^(.*?)\s+as soon as (?:it is |they are )?legal$", re.IGNORECASE)
_UNTIL = re.compile(r"^(.*?)\s+until\s+(.+)$", re.IGNORECASE)
_TIMES = re.compile(r"^(.*?)\s+(\d+) times?$", re.IGNORECASE)
_ATTACK = re.compile(r"^attack with (.+?)(?:\s*->\s*(\S+))?$", re.IGNORECASE)
_BLOCK = re.compile(r"^block (.+?) with (.+)$", re.IGNORECASE)
_MULLIGAN = re.compile(r"^mulligan to (\d+)$", re.IGNORECASE)
_NEVER = re.compile(r"^never (\S+)(?: with)?(?:\s+(.+))?$", re.IGNORECASE)
#: the verbs whose name is a card in the player's hand: what the fallback keeps
_FROM_HAND = ("cast", "play")


def _check_card(name: str, text: str, players: Collection[str]) -> str:
    """The card name of a reference, checked against the card pool (a typo is refused
    with the nearest names)."""
    try:
        ref = read_reference(name, players)
    except NamingError as exc:
        raise PolicyError(f"{text}: {exc}") from None
    from shahrazad.decisions.kinds.priority import split_half

    whole, _ = split_half(ref.name)
    if not known(whole):
        close = difflib.get_close_matches(ref.name, list(CARDS), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise PolicyError(f"{text}: unknown card {ref.name!r}{hint}")
    return whole


def card_names(text: str) -> list[str]:
    """The cards (case-folded) a decision's text casts or plays from hand: the ones the
    fallback must not throw away (``cast Juzam Djinn`` -> ``['juzam djinn']``)."""
    verb, _, rest = text.strip().partition(" ")
    if verb.casefold() not in _FROM_HAND or not rest.strip():
        return []
    head, _ = clauses(rest, ("half", "X", "targeting", "paying"), verb)
    try:
        name = read_reference(head, ()).name
    except NamingError:
        # a qualifier the empty player list can't tell (B:...): keep the last part
        name = head.rpartition(":")[2].partition("#")[0].strip()
    from shahrazad.decisions.kinds.priority import split_half

    return [split_half(name)[0].casefold()]


def _split(items: str) -> tuple[str, ...]:
    return tuple(i.strip() for i in items.split(",") if i.strip())


def parse_policy(text: str, players: Collection[str]) -> Policy:
    """One standing order, read from its text (raises :class:`PolicyError`)."""
    if not isinstance(text, str) or not text.strip():
        raise PolicyError(f"a standing order is a sentence, not {text!r}")
    body = " ".join(text.split())
    game: str | None = None
    if m := _GAME.match(body):
        body, game = m.group(1), m.group(2)
    lowered = body.casefold()
    if lowered == "keep":
        return KeepHand(text, game)
    if lowered == "pass":
        return PassPriority(text, game)
    if m := _MULLIGAN.match(body):
        return MulliganTo(text, game, cards=int(m.group(1)))
    if m := _NEVER.match(body):
        verb = m.group(1).casefold()
        if verb not in KINDS:
            raise PolicyError(f"{text}: never what? say one of {', '.join(KINDS)}")
        cards = _split(m.group(2) or "")
        for name in cards:
            _check_card(name, text, players)
        return Never(text, game, verb=verb, cards=cards)
    if lowered == "attack with every creature" or lowered == "attack with everything":
        return AttackWith(text, game)
    if m := _ATTACK.match(body):
        defender = m.group(2)
        if defender is not None and defender not in players:
            raise PolicyError(f"{text}: {defender!r} is not a player ({', '.join(players)})")
        creatures = _split(m.group(1))
        for name in creatures:
            _check_card(name, text, players)
        return AttackWith(text, game, creatures=creatures, defender=defender)
    if m := _BLOCK.match(body):
        attacker, blockers = m.group(1).strip(), _split(m.group(2))
        for name in (attacker, *blockers):
            _check_card(name, text, players)
        return BlockWith(text, game, attacker=attacker, blockers=blockers)
    until: Condition | None = None
    times: int | None = None
    if m := _SOON.match(body):
        body = m.group(1)
    elif m := _UNTIL.match(body):
        body, until = m.group(1), _condition(m.group(2), players)
    elif m := _TIMES.match(body):
        body, times = m.group(1), int(m.group(2))
    else:
        raise PolicyError(f"{text!r}: not a standing order; say 'DECISION as soon as legal', "
                          "'DECISION until CONDITION', 'DECISION N times', 'attack with every "
                          "creature', 'attack with NAME', 'block NAME with NAME', 'keep', "
                          "'mulligan to N', 'pass' or 'never VERB [NAME]'")
    verb = body.partition(" ")[0].casefold()
    if verb not in KINDS:
        raise PolicyError(f"{text}: {verb!r} is not a decision (say one of "
                          f"{', '.join(KINDS)})")
    if verb == "concede":
        raise PolicyError(f"{text}: a concession is always legal, so an order would concede "
                          "at once: script it as a decision ([[decisions]] concede = true)")
    for name in card_names(body):
        _check_card(name, text, players)
    return Whenever(text, game, decision=body, verb=verb, until=until, times=times)


def parse_policies(raw: object, players: Sequence[str]) -> dict[str, list[Policy]]:
    """A scenario's ``[policies]`` table: one list of orders per player."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise PolicyError("policies: expected a table, one list of orders per player "
                          "(A = [\"keep\", \"pass\"])")
    found: dict[str, list[Policy]] = {}
    for pid, orders in raw.items():
        if pid not in players:
            raise PolicyError(f"policies.{pid}: not a player ({', '.join(players)})")
        if isinstance(orders, str):
            orders = [orders]
        if not isinstance(orders, list):
            raise PolicyError(f"policies.{pid}: expected a list of orders")
        items = []
        for i, text in enumerate(orders):
            try:
                items.append(parse_policy(text, players))
            except PolicyError as exc:
                raise PolicyError(f"policies.{pid}[{i}]: {exc}") from None
        found[pid] = items
    return found


def protected_names(policies: Iterable[Policy]) -> set[str]:
    """Every card name (case-folded) the orders name to cast, play or keep."""
    names: set[str] = set()
    for policy in policies:
        names |= policy.names()
    return names


# -- the agent -------------------------------------------------------------------------


@dataclass
class PolicyAgent:
    """An :class:`~shahrazad.agents.Agent` that follows each player's standing orders and
    asks ``fallback`` when none answers. :meth:`answer` says what the orders alone
    would do (``None``: nothing), for a caller that counts the fallback's actions."""

    policies: Mapping[str, Sequence[Policy]]
    fallback: Agent = field(default_factory=PassiveAgent)
    #: how many times each order was taken, by (player, index)
    used: dict[tuple[str, int], int] = field(default_factory=dict)

    def answer(self, table: Table, pending: Pending) -> Decision | None:
        orders = self.policies.get(pending.player, ())
        if not orders:
            return None
        at = Asked(table.state, table.game(pending.game), pending.player, pending)
        nevers = [p for p in orders if isinstance(p, Never)]
        blocks = [p for p in orders if isinstance(p, BlockWith) and p.applies(at)]
        if blocks and pending.kind == "blockers":
            # several block orders make one declaration together
            pairs: list[tuple[int, int]] = []
            for order in blocks:
                pairs += order.pairs(at, [b for b, _ in pairs])
            if pairs:
                decision = _legal(table, at, Block(tuple(pairs)))
                if decision is not None and not any(n.forbids(table, at, decision)
                                                    for n in nevers):
                    return decision
        for i, policy in enumerate(orders):
            if isinstance(policy, BlockWith) or not policy.applies(at):
                continue
            decision = policy.answer(table, at, self.used.get((pending.player, i), 0))
            if decision is None or any(n.forbids(table, at, decision) for n in nevers):
                continue
            self.used[(pending.player, i)] = self.used.get((pending.player, i), 0) + 1
            return decision
        return None

    def decide(self, table: Table, pending: Pending) -> Decision:
        decision = self.answer(table, pending)
        return decision if decision is not None else self.fallback.decide(table, pending)
