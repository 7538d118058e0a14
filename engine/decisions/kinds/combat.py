"""Combat's decisions: declaring attackers (508.1) and their bands (702.22c), declaring
blockers (509.1), announcing how creatures divide their combat damage (510.1), and the
order of the effects that apply to one damage (616.1)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import replace
from itertools import islice, pairwise, permutations, product
from typing import Any

from shahrazad.cards.model import BANDS_WITH_OTHER
from shahrazad.characteristics import abilities, keywords, matches
from shahrazad.decisions import (
    Apply,
    Asked,
    Assign,
    Attack,
    Block,
    Entry,
    Payment,
    Role,
    question,
    registers,
)
from shahrazad.decisions.kinds.common import (
    MAX_SUBSETS,
    controlled,
    fail,
    parse_payment,
    payers,
    scenario_list,
    scenario_payment,
    subsets,
    where,
)
from shahrazad.decisions.kinds.resolving import resume
from shahrazad.events import vocabulary as v
from shahrazad.mana import find_payment
from shahrazad.naming import (
    Named,
    NamingError,
    clauses,
    default_defender,
    objects,
    pick,
    pick_list,
    split_list,
)
from shahrazad.rules import actions, combat, stack, teams, turns
from shahrazad.rules import citations as R
from shahrazad.txn import Txn

ATTACKERS = question("attackers", R.DECLARE_ATTACKERS)
BLOCKERS = question("blockers", R.DECLARE_BLOCKERS)
ASSIGN = question("assign", combat.ASSIGN)
APPLY = question("apply", "616.1")


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


# -- declaring attackers and bands (508.1, 702.22c) ----------------------------------------


#: "band" between the attackers and the bands of an ``attack``
_BAND = re.compile(r"\s+band\s+", re.IGNORECASE)


def _required(at: Asked) -> list[int]:
    """The creatures that attack each combat if able and can (508.1d); -- batch d-attack
    --: not one with a cost to attack: no player is made to pay it (508.1d)."""
    return [o.oid for o in combat.possible_attackers(at.game) if combat.must_attack(at.game, o)
            and not combat.costs_to_attack(at.game, o)]


def _with_bands(at: Asked, attack: Attack) -> Iterator[Attack]:
    """``attack``, then the same attack with one band: every attacker with banding and
    the first without, where they attack the same player (702.22c, d)."""
    yield attack
    game = at.game
    by_defender: dict[object, list[int]] = {}
    for oid, defender in attack.attackers:
        by_defender.setdefault(defender, []).append(oid)
    for group in by_defender.values():
        banding = [o for o in group if combat.has_banding(game, game.objects[o])]
        others = [o for o in group if o not in banding]
        band = tuple(banding + others[:1])
        if banding and len(band) >= 2:
            yield Attack(attack.attackers, (band,))
        for holder in group:  # batch B09: bands with other (702.22c)
            held = game.objects[holder]
            for word in sorted(keywords(game, held) & BANDS_WITH_OTHER):
                kin = tuple(o for o in group
                            if combat.of_quality(game, word, game.objects[o], held))
                if len(kin) >= 2 and holder in kin:
                    yield Attack(attack.attackers, (kin,))


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
            if not combat.attack_allowed(at.game, obj, defender):  # -- batch B03 --
                raise fail("508.1c", f"{obj.name} can't attack "
                                     f"{actions.describe(at.game, defender)}")
            seen.add(oid)
        limit = combat.attacker_limit(at.game)  # -- batch LX -- (508.1c)
        if limit is not None and len(seen) > limit:
            raise fail("508.1c", f"no more than {limit} creatures can attack each combat")
        required = _required(at)
        if limit is not None and len(required) > limit:
            # as many requirements as the restriction allows are obeyed (508.1d)
            if sum(1 for oid in required if oid in seen) < limit:
                raise fail("508.1d", f"{limit} of the creatures that attack each combat "
                                     "if able attack")
            required = []
        for oid in required:
            if oid not in seen:
                raise fail("508.1d", f"{at.game.objects[oid].name} attacks each combat if able")
        attacks = dict(d.attackers)
        banded: set[int] = set()
        for band in d.bands:
            rule, why = combat.band_problem(at.game, band, attacks)
            if rule:
                raise fail(rule, why)
            if banded & set(band) or len(set(band)) != len(band):
                raise fail("702.22c", "each creature may be a member of only one band")
            banded |= set(band)
        _check_costs(at, d)  # -- batch d-attack -- (508.1g-i)

    def perform(self, txn: Txn, at: Asked, d: Attack) -> None:
        game = at.game
        txn.emit(v.AttackersDeclared, game, R.TEAM_ATTACKS if game.teams
                 else R.DECLARE_ATTACKERS, player=at.player, attackers=d.attackers,
                 bands=d.bands)
        for oid, _ in d.attackers:
            obj = game.objects[oid]
            if combat.taps_to_attack(game, obj):  # vigilance, and batch LX (508.1f)
                actions.tap(txn, game, obj, R.ATTACK_TAPS)
        _pay_costs(txn, at, d)  # -- batch d-attack -- (508.1h-i)
        turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)

    def candidates(self, at: Asked) -> Iterator[Attack]:
        for attack in self._candidates(at):
            if all(combat.attack_allowed(at.game, at.game.objects[oid], defender)
                   for oid, defender in attack.attackers):  # -- batch B03 -- (508.1c)
                paid = with_costs(at, attack)  # -- batch d-attack -- (508.1g)
                if paid is not None:
                    yield paid

    def _candidates(self, at: Asked) -> Iterator[Attack]:
        required = _required(at)
        limit = combat.attacker_limit(at.game)  # -- batch LX -- (508.1c)
        if limit is not None:
            required = required[:limit]
        optional = [o.oid for o in combat.possible_attackers(at.game) if o.oid not in required]
        defenders = combat.defenders(at.game)
        for extra in subsets(optional):
            subset = [*required, *(o for o in extra if isinstance(o, int))]
            if limit is not None and len(subset) > limit:
                continue
            if len(defenders) == 1 or not subset:
                yield from _with_bands(at, Attack(tuple((oid, defenders[0])
                                                        for oid in subset)))
            else:
                # the first choices only, never the whole product: with every attacker
                # together it has len(defenders) ** len(attackers) of them
                for choice in islice(product(defenders, repeat=len(subset)), MAX_SUBSETS):
                    yield from _with_bands(at, Attack(tuple(zip(subset, choice,
                                                                strict=True))))

    def passive(self, at: Asked) -> Attack:
        required = _required(at)
        limit = combat.attacker_limit(at.game)  # -- batch LX -- (508.1c)
        if limit is not None:
            required = required[:limit]
        defenders = combat.defenders(at.game)
        return Attack(tuple((oid, defenders[0]) for oid in required) if defenders else ())

    def scope(self, at: Asked, role: Role) -> list[Named]:
        if role == "defender":  # the planeswalkers it may attack (508.1b)
            return objects(at.game, [d for d in combat.defenders(at.game) if isinstance(d, int)])
        if role == "payment":  # -- batch d-attack --
            return payers(at)
        if role == "permanent":  # -- batch d-attack --: what a cost sacrifices
            return controlled(at)
        return attack_scope(at)

    def name(self, at: Asked, d: Attack) -> str:
        text = super().name(at, d)
        if not d.payment and _auto_costs(at, d)[0]:  # -- batch d-attack --
            text += " paying nothing"
        return text

    def parse(self, at: Asked, text: str) -> Attack:
        text, said = clauses(text, ("paying", "sacrificing"), "attack")  # -- batch d-attack --
        attack = self._parse(at, text)
        payment, sacrificing = _auto_costs(at, attack)
        if "paying" in said:
            payment = parse_payment(at, said["paying"])
        if "sacrificing" in said:
            sacrificing = tuple(n.key for n in pick_list(
                said["sacrificing"], controlled(at), players=at.game.players,
                where=where(at, f"controlled by {at.player}")))
        return replace(attack, payment=payment, sacrificing=sacrificing)

    def _parse(self, at: Asked, text: str) -> Attack:
        scope = attack_scope(at)
        head, *tail = _BAND.split(text, maxsplit=1)
        used: list[int] = []
        found: list[tuple[int, int | str]] = []
        for name, defender in pairs(head, "attack"):
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
        bands: list[tuple[int, ...]] = []
        attackers = objects(at.game, [oid for oid, _ in found])
        for band_text in (tail[0].split(";") if tail else []):
            names = [n.strip() for n in band_text.split("+") if n.strip()]
            if not names:
                raise NamingError(f"attack {text}: a band names its creatures, A + B")
            members: list[int] = []
            for name in names:
                members.append(pick(name, attackers, players=at.game.players, used=members,
                                    where=where(at, "among the creatures declared as "
                                                    "attackers")).key)
            bands.append(tuple(members))
        return Attack(tuple(found), tuple(bands))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        if isinstance(value, dict):
            items = [f"{name} -> {who}" for name, who in value.items()]
        elif isinstance(value, list):
            items = [str(name) for name in value]
        else:
            raise NamingError("attack is a list of creatures, or a table creature -> player")
        said = "attack " + (", ".join(items) or "nothing")
        bands = fields.get("bands")
        if bands:
            if not isinstance(bands, list) or not all(isinstance(b, list) for b in bands):
                raise NamingError("bands is a list of bands, each a list of creatures")
            said += " band " + "; ".join(" + ".join(str(n) for n in b) for b in bands)
        if fields.get("sacrificing"):  # -- batch d-attack --: a cost to attack (508.1i)
            said += " sacrificing " + ", ".join(scenario_list(fields["sacrificing"],
                                                              "sacrificing"))
        return said + scenario_payment(fields)


# -- batch d-attack: costs to attack (508.1g-i) ------------------------------------------


def _tapping(at: Asked, d: Attack) -> set[int]:
    """The attackers that become tapped as they attack (508.1f), before the costs are paid:
    their {T} abilities can't pay them."""
    game = at.game
    return {oid for oid, _ in d.attackers if oid in game.objects
            and combat.taps_to_attack(game, game.objects[oid])}


def _check_costs(at: Asked, d: Attack) -> None:
    """Refuse a declaration whose total cost to attack (508.1g) the decision doesn't pay:
    the mana abilities named (508.1h) must cover its mana, and the permanents sacrificed
    must be what it asks (508.1i); an unpaid cost makes the declaration illegal."""
    game = at.game
    costs = combat.attack_costs(game, (oid for oid, _ in d.attackers))
    if not costs and (d.payment or d.sacrificing):
        raise fail("508.1g", "these attackers have no cost to pay")
    if not costs:
        return
    tapping = _tapping(at, d)
    for source, index, _ in d.payment:
        obj = game.objects.get(source)
        if source in tapping and obj is not None and index < len(abilities(game, obj)) \
                and abilities(game, obj)[index].cost.tap:
            raise fail("508.1h", f"{obj.name} is tapped as it attacks (508.1f): its {{T}} "
                                 "ability can't pay the cost to attack")
    if not stack.can_pay(game, at.player, d.payment, costs.mana, 0, 0, None):
        raise fail("508.1i", f"the cost to attack is {costs.mana}: the mana pool and the "
                             "mana abilities named don't pay it")
    if costs.sacrifices and not combat.sacrifice_fits(game, at.player, costs, d.sacrificing):
        asked = "; ".join(f"{game.objects[part.attacker].name}: {part.count} "
                          f"({part.source.name})" for part in costs.sacrifices)
        raise fail("508.1i", f"the cost to attack sacrifices permanents you control "
                             f"({asked}): name them with sacrificing")
    if not costs.sacrifices and d.sacrificing:
        raise fail("508.1g", "the cost to attack sacrifices nothing")


def _pay_costs(txn: Txn, at: Asked, d: Attack) -> None:
    """Pay the locked-in cost: the mana abilities first (508.1h), then the mana and the
    sacrifices (508.1i), each recorded under 508.1i."""
    game = at.game
    costs = combat.attack_costs(game, (oid for oid, _ in d.attackers))
    if not costs:
        return
    if costs.mana.mana_value or d.payment:
        stack.pay(txn, game, at.player, d.payment, costs.mana, 0, 0, None,
                  rule=R.PAY_TO_ATTACK)
    for oid in d.sacrificing:
        obj = game.objects.get(oid)
        if obj is not None and obj.zone == "battlefield":
            actions.move(txn, game, obj, "graveyard", "sacrifice", R.PAY_TO_ATTACK)


def _auto_costs(at: Asked, d: Attack) -> tuple[tuple[Payment, ...], tuple[int, ...]]:
    """What the engine pays a cost to attack with when the text says nothing: the first
    payment :func:`~shahrazad.mana.find_payment` finds with the attackers' {T} abilities
    left out, and the sacrifices only where there is no choice (exactly as many permanents
    as each asks)."""
    game = at.game
    costs = combat.attack_costs(game, (oid for oid, _ in d.attackers))
    if not costs:
        return (), ()
    payment: tuple[Payment, ...] = ()
    if costs.mana.mana_value:
        payment = _payment_without(at, costs, _tapping(at, d)) or ()
    sacrificing: tuple[int, ...] = ()
    found = combat.sacrifice_for(game, at.player, costs) if costs.sacrifices else None
    if found is not None:
        wanted = {o for part in costs.sacrifices for o in game.battlefield
                  if game.objects[o].controller == at.player
                  and matches(game, part.what, game.objects[o], part.source.controller,
                              part.source)}
        if len(wanted) == len(found):
            sacrificing = found
    return payment, sacrificing


def _payment_without(at: Asked, costs: combat.AttackCosts,
                     tapping: set[int]) -> tuple[Payment, ...] | None:
    """A payment of the mana of ``costs`` that uses no {T} ability of an attacker."""
    found = find_payment(at.game, at.player, costs.mana)
    if found is None or not any(src in tapping for src, _, _ in found):
        return found
    for exclude in tapping:  # find_payment leaves one source out: try each
        again = find_payment(at.game, at.player, costs.mana, exclude=exclude)
        if again is not None and not any(src in tapping for src, _, _ in again):
            return again
    return None


def with_costs(at: Asked, attack: Attack) -> Attack | None:
    """-- batch d-attack --: ``attack`` with a way to pay its cost to attack (508.1g), or
    ``None`` if the player can't pay it."""
    costs = combat.attack_costs(at.game, (oid for oid, _ in attack.attackers))
    if not costs:
        return attack
    payment: tuple[Payment, ...] = ()
    if costs.mana.mana_value:
        found = _payment_without(at, costs, _tapping(at, attack))
        if found is None:
            return None
        payment = found
    sacrificing: tuple[int, ...] = ()
    if costs.sacrifices:
        chosen = combat.sacrifice_for(at.game, at.player, costs,
                                      avoid={oid for oid, _ in attack.attackers})
        if chosen is None:
            return None
        sacrificing = chosen
    return replace(attack, payment=payment, sacrificing=sacrificing)


# -- declaring blockers (509.1, 702.22h) ------------------------------------------------


@registers(Block, asks=BLOCKERS, rule=R.DECLARE_BLOCKERS)
class _Block(Entry[Block]):
    def check(self, at: Asked, d: Block) -> None:
        allowed = set(combat.possible_blocks(at.game, at.player))
        if len(set(d.blocks)) != len(d.blocks):
            raise fail("509.1a", "a block is declared once")
        count: dict[int, int] = {}
        for blocker, _ in d.blocks:
            count[blocker] = count.get(blocker, 0) + 1
        for blocker, n in count.items():
            obj = at.game.objects.get(blocker)
            if obj is not None and n > combat.block_limit(at.game, obj):
                raise fail("509.1a", f"{obj.name} blocks at most "
                                     f"{combat.block_limit(at.game, obj)} attacker(s)")
        for pair in d.blocks:
            if pair not in allowed:
                raise fail("509.1b", f"object {pair[0]} can't block object {pair[1]}")
        limit = combat.blocker_limit(at.game)  # -- batch LX -- (509.1b)
        if limit is not None and len(count) + combat.blocking_now(at.game) > limit:
            raise fail("509.1b", f"no more than {limit} creatures can block each combat")
        required = combat.block_requirements(at.game, at.player)  # -- batch LX -- (509.1c)
        if required:
            most = len(combat.obeying_most(at.game, at.player))
            obeyed = sum(1 for pair in d.blocks if pair in required)
            if obeyed < most:
                raise fail("509.1c", f"the blocks obey {obeyed} of the requirements; "
                                     f"{most} can be obeyed")

    def perform(self, txn: Txn, at: Asked, d: Block) -> None:
        game = at.game
        txn.emit(v.BlockersDeclared, game, R.DECLARE_BLOCKERS, player=at.player,
                 blocks=combat.blocks_with_bands(game, d.blocks))
        if not turns.request_blockers(txn, game, after=at.player):
            turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)

    def candidates(self, at: Asked) -> Iterator[Block]:
        by_blocker: dict[int, list[tuple[int, int]]] = {}
        for pair in combat.possible_blocks(at.game, at.player):
            by_blocker.setdefault(pair[0], []).append(pair)
        options: list[list[tuple[tuple[int, int], ...]]] = []
        for blocker, opts in by_blocker.items():
            one = [(pair,) for pair in opts]
            more = [tuple(c) for c in pairwise(opts)] \
                if combat.block_limit(at.game, at.game.objects[blocker]) > 1 else []
            options.append([(), *one, *more])
        limit = combat.blocker_limit(at.game)  # -- batch LX -- (509.1b)
        room = None if limit is None else limit - combat.blocking_now(at.game)
        required = combat.block_requirements(at.game, at.player)  # -- batch LX -- (509.1c)
        most = combat.obeying_most(at.game, at.player)
        if required:
            yield Block(most)
        for count, combo in enumerate(product(*options), 1):
            if room is not None and sum(1 for part in combo if part) > room:
                continue
            blocks = tuple(pair for part in combo for pair in part)
            if required and (blocks == most or sum(1 for pair in blocks if pair in required)
                             < len(most)):
                continue
            yield Block(blocks)
            if count >= MAX_SUBSETS:
                break

    def passive(self, at: Asked) -> Block:
        # -- batch LX --: the requirements are obeyed as far as they can be (509.1c)
        return Block(combat.obeying_most(at.game, at.player))

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return attacking(at) if role == "attacked" else controlled(at)

    def parse(self, at: Asked, text: str) -> Block:
        mine, theirs = controlled(at), attacking(at)
        found: list[tuple[int, int]] = []
        full: list[int] = []  # the blockers named as often as they may block (509.1a)
        for name, attacker in pairs(text, "block"):
            if attacker is None:
                raise NamingError(f"block {text}: say which attacker {name} blocks "
                                  f"({name} -> ATTACKER)")
            # a name means the same creature again while it may block another attacker
            blocker = pick(name, mine, players=at.game.players, used=full,
                           where=where(at, f"among the permanents {at.player} controls"))
            obj = at.game.objects[blocker.key]
            if sum(1 for b, _ in found if b == blocker.key) + 1 >= \
                    combat.block_limit(at.game, obj):
                full.append(blocker.key)
            # several creatures may block one attacker: a name means the same one again
            chosen = pick(attacker, theirs, players=at.game.players,
                          where=where(at, "among the attacking creatures"))
            found.append((blocker.key, chosen.key))
        return Block(tuple(found))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        if not isinstance(value, dict):
            raise NamingError("block is a table blocker -> attacker")
        items = []
        for b, a in value.items():
            for attacker in (a if isinstance(a, list) else [a]):
                items.append(f"{b} -> {attacker}")
        return "block " + (", ".join(items) or "nothing")


# -- dividing combat damage (510.1, 702.19b, 702.22j-k) ----------------------------------


def _mine(at: Asked) -> list[combat.Striker]:
    """The creatures whose combat damage the deciding player divides now."""
    waiting = combat.waiting_dividers(at.game)
    return waiting[0][1] if waiting and waiting[0][0] == at.player else []


def _others(at: Asked, d: Assign, source: int) -> dict[int, int]:
    """Damage assigned in this step to each creature by creatures other than ``source``:
    announced before, or in ``d``."""
    given: dict[int, int] = {}
    for parts in at.game.assigned.values():
        for recipient, n in parts:
            if isinstance(recipient, int):
                given[recipient] = given.get(recipient, 0) + n
    for oid, recipient, n in d.assignments:
        if oid != source and isinstance(recipient, int):
            given[recipient] = given.get(recipient, 0) + n
    return given


def _options(at: Asked, s: combat.Striker) -> list[tuple[tuple[int | str, int], ...]]:
    """Ways ``s`` may divide its damage to try: the default, all of it to each recipient,
    and lethal damage to the creatures in each order, the rest to the last or beyond."""
    found = [combat.default_assignment(at.game, s)]
    for recipient in s.recipients:
        found.append(((recipient, s.amount),))
    creatures = [r for r in s.recipients if isinstance(r, int)
                 and (r in s.blockers or not s.blockers)]
    for order in islice(permutations(creatures), 6):
        found.append(combat.default_assignment(at.game, combat.Striker(
            s.obj, s.amount, (*order, *(r for r in s.recipients if r not in creatures)),
            s.divider, s.trample, tuple(order) if s.blockers else ())))
    unique: list[tuple[tuple[int | str, int], ...]] = []
    for option in found:
        if option and option not in unique:
            unique.append(option)
    return unique


@registers(Assign, asks=ASSIGN, rule=combat.ASSIGN)
class _Assign(Entry[Assign]):
    def check(self, at: Asked, d: Assign) -> None:
        mine = {s.obj.oid: s for s in _mine(at)}
        named = {oid for oid, _, _ in d.assignments}
        if named != set(mine):
            names = ", ".join(sorted(s.obj.name for s in mine.values()))
            raise fail(combat.ASSIGN, f"{at.player} announces the combat damage of exactly "
                                      f"these creatures now: {names}")
        for oid, s in mine.items():
            assignment = tuple((r, n) for o, r, n in d.assignments if o == oid)
            rule, why = combat.assignment_problem(at.game, s, assignment, _others(at, d, oid))
            if rule:
                raise fail(rule, why)

    def perform(self, txn: Txn, at: Asked, d: Assign) -> None:
        txn.emit(v.DamageAssigned, at.game, combat.ASSIGN, player=at.player,
                 assignments=d.assignments)
        go_on(txn, at)

    def candidates(self, at: Asked) -> Iterator[Assign]:
        mine = _mine(at)
        choices = [[tuple((s.obj.oid, r, n) for r, n in option) for option in _options(at, s)]
                   for s in mine]
        for count, combo in enumerate(product(*choices), 1):
            yield Assign(tuple(part for option in combo for part in option))
            if count >= MAX_SUBSETS:
                break

    def passive(self, at: Asked) -> Assign:
        given: dict[int, int] = {}
        parts = []
        for s in _mine(at):
            parts += [(s.obj.oid, r, n) for r, n in combat.default_assignment(at.game, s, given)]
        return Assign(tuple(parts))

    def scope(self, at: Asked, role: Role) -> list[Named]:
        if role == "striker":
            return objects(at.game, [s.obj.oid for s in _mine(at)])
        return objects(at.game, [r for s in _mine(at) for r in s.recipients
                                 if isinstance(r, int)])

    def parse(self, at: Asked, text: str) -> Assign:
        found: list[tuple[int, int | str, int]] = []
        for source, rest in pairs(text, "assign"):
            if rest is None:
                raise NamingError(f"assign {text}: say where {source} assigns damage "
                                  f"({source} -> RECIPIENT N)")
            head, _, amount = rest.rpartition(" ")
            if not head or not amount.isdigit():
                raise NamingError(f"assign {text}: {rest!r} ends with how much damage")
            striker = pick(source, self.scope(at, "striker"), players=at.game.players,
                           where=where(at, "among the creatures whose damage "
                                           f"{at.player} divides now"))
            recipient: int | str = head.strip()
            if recipient not in at.game.players:
                recipient = pick(head.strip(), self.scope(at, "recipient"),
                                 players=at.game.players,
                                 where=where(at, "among the creatures in combat")).key
            found.append((striker.key, recipient, int(amount)))
        return Assign(tuple(found))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        if isinstance(value, list):
            return "assign " + ", ".join(str(item) for item in value)
        return f"assign {value}"


def go_on(txn: Txn, at: Asked) -> None:
    """After an answer in the combat damage step: the step goes on (510.1-510.2), and
    once the damage is dealt the active player receives priority (510.3)."""
    if not combat.damage_step(txn, at.game):
        turns.give_priority(txn, at.game, at.game.active, R.PRIORITY_STEP)


# -- the order of effects on one damage (616.1) --------------------------------------------


def _asked(at: Asked) -> tuple[int, int | str, tuple[str, ...]]:
    """The damage whose effects wait for an order: its source, its recipient, and the
    effects in words."""
    for (source, target), (options, order) in at.game.damage_orders.items():
        if not order:
            return source, target, options
    raise NamingError("no order of effects is asked for now")


@registers(Apply, asks=APPLY, rule="616.1")
class _Apply(Entry[Apply]):
    def check(self, at: Asked, d: Apply) -> None:
        _, _, options = _asked(at)
        if sorted(d.order) != list(range(len(options))):
            raise fail("616.1", f"order all {len(options)} effects, each once: "
                                + "; ".join(f"{i + 1}: {o}" for i, o in enumerate(options)))

    def perform(self, txn: Txn, at: Asked, d: Apply) -> None:
        source, target, _ = _asked(at)
        txn.emit(v.DamageOrderChosen, at.game, "616.1", player=at.player, source=source,
                 target=target, order=d.order)
        if at.game.resolving is not None:
            resume(txn, at, d)
        else:
            go_on(txn, at)

    def candidates(self, at: Asked) -> Iterator[Apply]:
        _, _, options = _asked(at)
        for order in islice(permutations(range(len(options))), MAX_SUBSETS):
            yield Apply(order)

    def passive(self, at: Asked) -> Apply:
        _, _, options = _asked(at)
        return Apply(tuple(range(len(options))))

    def parse(self, at: Asked, text: str) -> Apply:
        items = split_list(text)
        if not all(item.isdigit() for item in items):
            raise NamingError(f"apply {text}: say the effects' numbers in order, 2, 1")
        return Apply(tuple(int(item) - 1 for item in items))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        if isinstance(value, list):
            return "apply " + ", ".join(str(n) for n in value)
        return f"apply {value}"
