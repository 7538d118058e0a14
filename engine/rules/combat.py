"""Combat (506-511): who can attack and block, and combat damage with first strike
and trample.

With shared team turns (805.10) the active team attacks as a group: any creature a
player of the active team controls may attack, in one declaration (its primary
player's), any player of the other team (805.10a, 805.10b); a defending player's
creatures may block creatures attacking any player of their team (805.10d).
"""

from __future__ import annotations

from engine.characteristics import creatures, is_creature, keywords, power, toughness
from engine.rules import actions, teams
from engine.txn import Txn
from projections.state import GameState, Obj


def can_attack(game: GameState, obj: Obj) -> bool:
    """An untapped creature its controller has controlled since their turn began (302.6),
    controlled by the active player (or a player of the active team, 805.10a)."""
    return (obj.zone == "battlefield" and is_creature(obj)
            and teams.is_active(game, obj.controller) and not obj.tapped and not obj.sick)


def possible_attackers(game: GameState) -> list[Obj]:
    if not game.teams:
        return [o for o in creatures(game, game.active) if can_attack(game, o)]
    return [o for o in creatures(game) if can_attack(game, o)]


def defenders(game: GameState) -> list[str]:
    """The players the active player (team) may attack: every opponent still in the
    game."""
    return [p for p in game.living if not teams.is_active(game, p)]


def can_block(game: GameState, blocker: Obj, attacker: Obj) -> bool:
    """509.1b: untapped creatures; flying attackers only by flying or reach (702.9b). A
    creature blocks one attacking its controller or their teammate (805.10d)."""
    if not (is_creature(blocker) and not blocker.tapped and blocker.zone == "battlefield"):
        return False
    if attacker.attacking is None or \
            attacker.attacking not in teams.team_of(game, blocker.controller):
        return False
    kw = keywords(game, attacker)
    return not ("flying" in kw and not ({"flying", "reach"} & keywords(game, blocker)))


def possible_blocks(game: GameState, defender: str) -> list[tuple[int, int]]:
    """Every (blocker, attacker) pair ``defender`` could declare."""
    team = teams.team_of(game, defender)
    attackers = [game.objects[o] for o in game.in_play
                 if game.objects[o].attacking in team]
    pairs = []
    for blocker in creatures(game, defender):
        for attacker in attackers:
            if can_block(game, blocker, attacker):
                pairs.append((blocker.oid, attacker.oid))
    return pairs


def _deals_now(game: GameState, obj: Obj, first_strike: bool, fs_step: bool) -> bool:
    has_fs = "first_strike" in keywords(game, obj)
    if first_strike:
        return has_fs
    return not (fs_step and has_fs)


def deal_damage(txn: Txn, game: GameState, first_strike: bool) -> None:
    """Assign and deal combat damage simultaneously (510.1-510.2)."""
    if any(e.kind == "prevent_combat_damage" for e in game.effects.values()):
        return
    fighters = [game.objects[o] for o in game.in_play
                if game.objects[o].attacking or game.objects[o].blocking is not None]
    fs_step = any("first_strike" in keywords(game, o) for o in fighters)
    assignments: list[tuple[Obj, int | str, int]] = []
    for attacker in (o for o in fighters if o.attacking):
        if not _deals_now(game, attacker, first_strike, fs_step):
            continue
        amount = power(game, attacker)
        if amount <= 0:
            continue
        blockers = sorted((o for o in fighters if o.blocking == attacker.oid),
                          key=lambda o: o.oid)
        trample = "trample" in keywords(game, attacker)
        if not attacker.blocked:
            assignments.append((attacker, attacker.attacking or "", amount))
            continue
        if not blockers:
            if trample:  # 702.19e: all its damage to the player
                assignments.append((attacker, attacker.attacking or "", amount))
            continue
        left = amount
        for i, blocker in enumerate(blockers):
            lethal = max(0, toughness(game, blocker) - blocker.damage)
            last = i == len(blockers) - 1
            give = left if (last and not trample) else min(left, lethal)
            if give:
                assignments.append((attacker, blocker.oid, give))
            left -= give
        if left and trample:
            assignments.append((attacker, attacker.attacking or "", left))
    for blocker in (o for o in fighters if o.blocking is not None):
        attacker_obj = game.objects.get(blocker.blocking) if blocker.blocking else None
        if attacker_obj is None or attacker_obj.zone != "battlefield":
            continue
        if _deals_now(game, blocker, first_strike, fs_step):
            amount = power(game, blocker)
            if amount > 0:
                assignments.append((blocker, attacker_obj.oid, amount))
    for source, target, amount in assignments:
        actions.damage(txn, game, source, target, amount, combat=True)
