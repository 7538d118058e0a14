"""Combat (506-511): who can attack and block, and combat damage with first strike
and trample. A creature attacks a player or a planeswalker (508.1b); the player it
attacks, or the planeswalker's controller, is its defending player, who may block it,
and combat damage to a planeswalker removes loyalty (120.3c).

With shared team turns (805.10) the active team attacks as a group: any creature a
player of the active team controls may attack, in one declaration (its primary
player's), any player of the other team (805.10a, 805.10b); a defending player's
creatures may block creatures attacking any player of their team (805.10d).
"""

from __future__ import annotations

from engine.characteristics import (
    cant,
    creatures,
    defn,
    is_creature,
    is_type,
    keywords,
    power,
    toughness,
)
from engine.rules import actions, planeswalkers, teams
from engine.txn import Txn
from projections.state import GameState, Obj

Target = int | str


def can_attack(game: GameState, obj: Obj) -> bool:
    """An untapped creature its controller has controlled since their turn began (302.6),
    controlled by the active player (or a player of the active team, 805.10a), that no
    static ability says can't attack (508.1a)."""
    return (obj.zone == "battlefield" and is_creature(game, obj)
            and teams.is_active(game, obj.controller) and not obj.tapped and not obj.sick
            and not cant(game, obj, "attack"))


def possible_attackers(game: GameState) -> list[Obj]:
    if not game.teams:
        return [o for o in creatures(game, game.active) if can_attack(game, o)]
    return [o for o in creatures(game) if can_attack(game, o)]


def defenders(game: GameState) -> list[Target]:
    """What the active player's (team's) creatures may attack: every opponent still in
    the game, and each planeswalker an opponent controls (508.1b)."""
    players: list[Target] = [p for p in game.living if not teams.is_active(game, p)]
    if game.active is None:
        return players
    return players + [w for w in planeswalkers.attackable(game, game.active)
                      if not teams.is_active(game, game.objects[w].controller)]


def defending_player(game: GameState, attacker: Obj) -> str | None:
    """The player ``attacker`` attacks, or the controller of the planeswalker it attacks
    (506.2)."""
    if isinstance(attacker.attacking, str):
        return attacker.attacking
    walker = game.objects.get(attacker.attacking) if attacker.attacking is not None else None
    return walker.controller if walker is not None else None


def can_block(game: GameState, blocker: Obj, attacker: Obj) -> bool:
    """509.1b: untapped creatures; flying attackers only by flying or reach (702.9b). A
    creature blocks one attacking its controller or their teammate (805.10d). (Whether a
    static ability says it can't block at all, 509.1a, :func:`possible_blocks` asks.)"""
    if not (is_creature(game, blocker) and not blocker.tapped and blocker.zone == "battlefield"):
        return False
    if defending_player(game, attacker) not in teams.team_of(game, blocker.controller):
        return False
    kw = keywords(game, attacker)
    if "flying" in kw and not ({"flying", "reach"} & keywords(game, blocker)):
        return False
    return not _landwalk_applies(game, kw, blocker.controller)


#: the end of each landwalk keyword (702.14a): the land type it names comes before
WALK = "walk"


def _landwalk_applies(game: GameState, kw: frozenset[str], defender: str | None) -> bool:
    """702.14c: a creature with landwalk (``forestwalk``: the land type ``Forest``) can't be
    blocked while the defending player controls a land of that type."""
    types = {k.removesuffix(WALK).capitalize() for k in kw if k.endswith(WALK)}
    if not types:
        return False
    return any(game.objects[o].controller == defender and is_type(game, game.objects[o], "Land")
               and types & defn(game, game.objects[o]).subtypes for o in game.in_play)


def possible_blocks(game: GameState, defender: str) -> list[tuple[int, int]]:
    """Every (blocker, attacker) pair ``defender`` could declare."""
    team = teams.team_of(game, defender)
    attackers = [game.objects[o] for o in game.in_play
                 if game.objects[o].attacking is not None
                 and defending_player(game, game.objects[o]) in team]
    pairs: list[tuple[int, int]] = []
    if not attackers:
        return pairs
    for blocker in creatures(game, defender):
        if cant(game, blocker, "block"):  # a static ability's restriction (604.1, 509.1a)
            continue
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
