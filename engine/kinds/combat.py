"""Combat's two declarations: attackers (508.1) and blockers (509.1)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import islice, product
from typing import Any

from engine.characteristics import keywords
from engine.decisions import Asked, Attack, Block, Entry, Role, question, registers
from engine.kinds.common import MAX_SUBSETS, controlled, fail, subsets, where
from engine.naming import Named, NamingError, default_defender, objects, pick, split_list
from engine.rules import actions, combat, teams, turns
from engine.rules import citations as R
from engine.txn import Txn
from events import vocabulary as v

ATTACKERS = question("attackers", R.DECLARE_ATTACKERS)
BLOCKERS = question("blockers", R.DECLARE_BLOCKERS)


def attacking(at: Asked) -> list[Named]:
    """The creatures attacking (a blocker's partner is looked up among them)."""
    return objects(at.game, [o for o in at.game.battlefield
                             if at.game.objects[o].attacking is not None])


def pairs(text: str, verb: str) -> list[tuple[str, str | None]]:
    """``A -> B, C`` as [(A, B), (C, None)]."""
    found: list[tuple[str, str | None]] = []
    for item in split_list(text):
        left, arrow, right = item.partition("->")
        if arrow and not (left.strip() and right.strip()):
            raise NamingError(f"{verb} {text}: {item!r} needs a name on each side of ->")
        found.append((left.strip(), right.strip() if arrow else None))
    return found


def attack_scope(at: Asked) -> list[Named]:
    """The permanents of the attacking player, or of every player of their team: the
    team attacks as a group (805.10a)."""
    if not at.game.teams:
        return controlled(at)
    return objects(at.game, [o for o in at.game.battlefield
                             if teams.is_active(at.game, at.game.objects[o].controller)])


@registers(Attack, asks=ATTACKERS, rule=R.DECLARE_ATTACKERS)
class _Attack(Entry[Attack]):
    def check(self, at: Asked, d: Attack) -> None:
        seen = set()
        defenders = combat.defenders(at.game)
        for oid, defender in d.attackers:
            obj = at.game.objects.get(oid)
            if obj is None or not combat.can_attack(at.game, obj) or oid in seen:
                raise fail("508.1a", f"object {oid} can't attack")
            if defender not in defenders:
                raise fail("508.1b", f"{actions.describe(at.game, defender)} is neither an "
                                     "opponent in the game nor a planeswalker one controls")
            seen.add(oid)

    def perform(self, txn: Txn, at: Asked, d: Attack) -> None:
        game = at.game
        txn.emit(v.AttackersDeclared, game, R.TEAM_ATTACKS if game.teams
                 else R.DECLARE_ATTACKERS, player=at.player, attackers=d.attackers)
        for oid, _ in d.attackers:
            obj = game.objects[oid]
            if "vigilance" not in keywords(game, obj):
                actions.tap(txn, game, obj, R.ATTACK_TAPS)
        turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)

    def candidates(self, at: Asked) -> Iterator[Attack]:
        attackers = [o.oid for o in combat.possible_attackers(at.game)]
        defenders = combat.defenders(at.game)
        for subset in subsets(attackers):
            if len(defenders) == 1 or not subset:
                yield Attack(tuple((oid, defenders[0]) for oid in subset))  # type: ignore[misc]
            else:
                # the first choices only, never the whole product: with every attacker
                # together it has len(defenders) ** len(attackers) of them
                for choice in islice(product(defenders, repeat=len(subset)), MAX_SUBSETS):
                    yield Attack(tuple(zip(subset, choice, strict=True)))  # type: ignore[arg-type]

    def passive(self, at: Asked) -> Attack:
        return Attack(())

    def scope(self, at: Asked, role: Role) -> list[Named]:
        if role == "defender":  # the planeswalkers it may attack (508.1b)
            return objects(at.game, [d for d in combat.defenders(at.game) if isinstance(d, int)])
        return attack_scope(at)

    def parse(self, at: Asked, text: str) -> Attack:
        scope = attack_scope(at)
        used: list[int] = []
        found: list[tuple[int, int | str]] = []
        for name, defender in pairs(text, "attack"):
            chosen = pick(name, scope, players=at.game.players, used=used,
                          where=where(at, f"among the permanents {at.player}'s team "
                                          "controls" if at.game.teams else
                                      f"among the permanents {at.player} controls"))
            used.append(chosen.key)
            attacked: int | str = defender or default_defender(at)
            if defender is not None and defender not in at.game.players:
                walkers = self.scope(at, "defender")
                if not walkers:
                    raise NamingError(f"attack {name} -> {defender}: {defender} is not a "
                                      f"player (players: {', '.join(at.game.players)})")
                attacked = pick(defender, walkers, players=at.game.players,
                                where=where(at, "among the players and planeswalkers it "
                                                "may attack")).key
            found.append((chosen.key, attacked))
        return Attack(tuple(found))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        if isinstance(value, dict):
            items = [f"{name} -> {who}" for name, who in value.items()]
        elif isinstance(value, list):
            items = [str(name) for name in value]
        else:
            raise NamingError("attack is a list of creatures, or a table creature -> player")
        return "attack " + (", ".join(items) or "nothing")


@registers(Block, asks=BLOCKERS, rule=R.DECLARE_BLOCKERS)
class _Block(Entry[Block]):
    def check(self, at: Asked, d: Block) -> None:
        allowed = set(combat.possible_blocks(at.game, at.player))
        blockers = [b for b, _ in d.blocks]
        if len(set(blockers)) != len(blockers):
            raise fail("509.1a", "each creature blocks at most one attacker")
        for pair in d.blocks:
            if pair not in allowed:
                raise fail("509.1b", f"object {pair[0]} can't block object {pair[1]}")

    def perform(self, txn: Txn, at: Asked, d: Block) -> None:
        game = at.game
        txn.emit(v.BlockersDeclared, game, R.DECLARE_BLOCKERS, player=at.player,
                 blocks=d.blocks)
        if not turns.request_blockers(txn, game, after=at.player):
            turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)

    def candidates(self, at: Asked) -> Iterator[Block]:
        by_blocker: dict[int, list[tuple[int, int]]] = {}
        for pair in combat.possible_blocks(at.game, at.player):
            by_blocker.setdefault(pair[0], []).append(pair)
        options = [[None, *opts] for opts in by_blocker.values()]
        for count, combo in enumerate(product(*options), 1):
            yield Block(tuple(pair for pair in combo if pair is not None))
            if count >= MAX_SUBSETS:
                break

    def passive(self, at: Asked) -> Block:
        return Block(())

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return attacking(at) if role == "attacked" else controlled(at)

    def parse(self, at: Asked, text: str) -> Block:
        mine, theirs = controlled(at), attacking(at)
        used: list[int] = []
        found = []
        for name, attacker in pairs(text, "block"):
            if attacker is None:
                raise NamingError(f"block {text}: say which attacker {name} blocks "
                                  f"({name} -> ATTACKER)")
            blocker = pick(name, mine, players=at.game.players, used=used,
                           where=where(at, f"among the permanents {at.player} controls"))
            used.append(blocker.key)
            # several creatures may block one attacker: a name means the same one again
            chosen = pick(attacker, theirs, players=at.game.players,
                          where=where(at, "among the attacking creatures"))
            found.append((blocker.key, chosen.key))
        return Block(tuple(found))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        if not isinstance(value, dict):
            raise NamingError("block is a table blocker -> attacker")
        return "block " + (", ".join(f"{b} -> {a}" for b, a in value.items()) or "nothing")
