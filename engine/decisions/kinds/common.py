"""What the entries of :mod:`shahrazad.decisions.kinds` share: refusing with a rule, where names are
looked up, targets, mana payments and bounded subsets."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations
from typing import Any

from shahrazad.cards.model import MANY_TARGETS, CardDef, ManaCost, TargetCount, TargetSpec
from shahrazad.decisions import Aim, Asked, Payment
from shahrazad.mana import find_payment
from shahrazad.naming import (
    Named,
    NamingError,
    clauses,
    default_ability,
    number,
    objects,
    pick,
    split_list,
    zone_objects,
)
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import actions
from shahrazad.rules.targets import is_legal, related, repeated, repeats_a_target
from shahrazad.rules.teams import is_active
from shahrazad.txn import IllegalDecision

#: how many subsets (of attackers, blocks, cards) ``legal_decisions`` lists at most
MAX_SUBSETS = 64
#: the largest X ``legal_decisions`` lists
MAX_X = 20


def fail(rule: str, message: str) -> IllegalDecision:
    return IllegalDecision(rule, message)


def nothing_after(verb: str, text: str) -> None:
    if text:
        raise NamingError(f"{verb} takes nothing after it, not {text!r}")


def in_hand(game: GameState, player: str, oid: int, rule: str) -> None:
    if oid not in game.player[player].hand:
        raise fail(rule, f"object {oid} is not a card in {player}'s hand")


def sorcery_timing(game: GameState, player: str) -> bool:
    """Main phase, your turn (your team's, 805.4), empty stack (117.1a, 307.1)."""
    return is_active(game, player) and game.step in ("main1", "main2") and not game.stack


def subsets(items: Sequence[object]) -> Iterator[tuple[object, ...]]:
    """Every subset while there are at most :data:`MAX_SUBSETS`; else none, each one
    alone, and all."""
    if 2 ** len(items) <= MAX_SUBSETS:
        for r in range(len(items) + 1):
            yield from combinations(items, r)
    else:
        yield ()
        for item in items:
            yield (item,)
        yield tuple(items)


# -- where names are looked up ---------------------------------------------------------


def hand(at: Asked) -> list[Named]:
    return objects(at.game, at.game.player[at.player].hand)


def controlled(at: Asked) -> list[Named]:
    """The permanents the deciding player controls."""
    return objects(at.game, [o for o in at.game.battlefield
                             if at.game.objects[o].controller == at.player])


#: how a player's own mana ability that costs life is named (``mana 1 life``, ``paying
#: 1 life, 1 life``): Channel's, from an effect (605, 119.4)
LIFE_SOURCE = "1 life"


def own_mana_sources(at: Asked) -> list[Named]:
    """The deciding player's own mana abilities from effects, each named by what it costs;
    the key is the effect's id."""
    from shahrazad.mana import life_sources

    return [Named(s.obj, LIFE_SOURCE, at.game.path, at.player, "")
            for s in life_sources(at.game, at.player)]


def payers(at: Asked) -> list[Named]:
    """What a payment may name: the player's permanents, and their own mana abilities."""
    return controlled(at) + own_mana_sources(at)


def where(at: Asked, place: str) -> str:
    return f"{place} in game {at.game.path}" if at.game.depth else place


# -- targets ---------------------------------------------------------------------------


def specs_of(card: CardDef) -> tuple[TargetSpec, ...]:
    """What a spell targets: an Aura what it enchants (303.4a), others their targets."""
    return (card.enchant,) if card.enchant else card.targets


def aim_zone(spec: TargetSpec) -> str:
    """The zone where a target of ``spec`` is looked up by name ("" for players only)."""
    from shahrazad.rules.targets import KINDS, ONLY_PLAYER_KINDS

    if spec.kind in ONLY_PLAYER_KINDS:
        return ""
    where = KINDS[spec.kind][0] if spec.kind in KINDS else "permanent"
    return {"spell": "stack", "ability": "stack", "your_graveyard": "graveyard",
            "a_graveyard": "graveyard", "ante": "ante",
            "spell_or_permanent": STACK_OR_BATTLEFIELD}.get(where, "battlefield")


#: where a target that is a spell or a permanent is looked up
STACK_OR_BATTLEFIELD = "stack or battlefield"


def aim_scope(game: GameState, spec: TargetSpec) -> list[Named]:
    zone = aim_zone(spec)
    if zone == STACK_OR_BATTLEFIELD:
        return objects(game, zone_objects(game, "stack") + zone_objects(game, "battlefield"))
    return objects(game, zone_objects(game, zone)) if zone else []


def spec_at(specs: Sequence[TargetSpec], max_targets: int, i: int) -> TargetSpec | None:
    """The specification of target ``i``: all share the first when a spell takes up to
    ``max_targets`` (Fireball), else each has its own."""
    if max_targets > 1:  # -- batch c-mana --: the last repeats (601.2c)
        return specs[min(i, len(specs) - 1)] if specs else None
    return specs[i] if i < len(specs) else None


def aim_scopes(game: GameState, specs: Sequence[TargetSpec], max_targets: int,
               count: int) -> list[list[Named]]:
    found = []
    for i in range(count):
        spec = spec_at(specs, max_targets, i)
        found.append(aim_scope(game, spec) if spec is not None else [])
    return found


def parse_aims(at: Asked, text: str, specs: Sequence[TargetSpec], max_targets: int,
               what: str) -> tuple[Aim, ...]:
    """The targets ``targeting`` names: players by id, objects where their spec looks."""
    players = at.game.players
    used: list[int] = []
    found: list[Aim] = []
    for i, item in enumerate(split_list(text)):
        spec = spec_at(specs, max_targets, i)
        if spec is None:
            takes = max(max_targets, len(specs))
            raise NamingError(f"{what} takes {takes} target{'s' if takes != 1 else ''}, "
                              f"not {len(split_list(text))}")
        if item in players:
            found.append(item)
            continue
        zone = aim_zone(spec)
        if not zone:
            raise NamingError(f"{item}: {what} targets a player ({', '.join(players)})")
        chosen = pick(item, aim_scope(at.game, spec), players=players, used=used,
                      where=where(at, f"that {what} could target ({zone})"))
        used.append(chosen.key)
        found.append(chosen.key)
    return tuple(found)


def check_targets(game: GameState, player: str, specs: Sequence[TargetSpec],
                  targets: tuple[Aim, ...], source: int | None, max_targets: int,
                  aimer: Obj | None = None, count: TargetCount = "", x: int = 0) -> None:
    """Refuse targets the spell or ability can't have (601.2c, 115.1). ``count``: a
    variable number of targets (batch B04), ``x`` the X announced with them."""
    if count:
        fixed = len(specs) - 1  # -- batch c-mana --: the specifications before the last
        least, most = {"X": (x, x), "one_or_more": (1, MANY_TARGETS),
                       "any_number": (0, MANY_TARGETS)}[count]
        if not least <= len(targets) - fixed <= most or len(targets) < fixed:
            wanted = f"X={x}" if count == "X" else "at least 1" if least else "any number"
            raise fail("601.2c", f"choose {wanted} different targets, not "
                                 f"{len(targets) - fixed}")
        if len(set(targets[fixed:])) != len(targets[fixed:]):
            raise fail("601.2c", "the same object can't be chosen twice for one instance "
                                 "of the word \"target\"")
        specs = repeated(specs, len(targets))
    elif max_targets > 1:
        if not 1 <= len(targets) <= max_targets or len(set(targets)) != len(targets):
            raise fail("601.2c", f"choose 1 to {max_targets} different targets")
        specs = tuple(specs[:1]) * len(targets)
    else:
        required = sum(1 for spec in specs if not spec.optional)  # "up to one" may be left
        if not required <= len(targets) <= len(specs):
            expected = f"{required} to {len(specs)}" if required < len(specs) else len(specs)
            raise fail("601.2c", f"expected {expected} targets, got {len(targets)}")
        specs = tuple(specs[:len(targets)])
        if repeats_a_target(specs, targets):
            raise fail("601.2c", "the same object can't be chosen twice for one instance "
                                 "of the word \"target\" (\"two target ...\")")
    for spec, target in zip(specs, targets, strict=True):
        if not is_legal(game, spec, target, player, source, aimer):
            name = actions.describe(game, target)
            raise fail("115.1", f"{name} is not a legal target ({spec.kind})")
    for target, holds in zip(targets, related(game, specs, targets), strict=False):
        if not holds:  # -- batch B06 --: a relation to the first target
            name = actions.describe(game, target)
            raise fail("115.1", f"{name} shares none of the card types it must with the "
                                "first target")


# -- paying ----------------------------------------------------------------------------


def parse_payment(at: Asked, text: str) -> tuple[Payment, ...]:
    """``paying`` sources: ``NAME [ability N] [for COLOR]``, each a permanent the player
    controls; ``nothing`` pays from the mana pool alone."""
    scope = payers(at)
    used: list[int] = []
    found: list[Payment] = []
    for item in split_list(text):
        head, parts = clauses(item, ("ability", "for"), "paying")
        own = head.casefold() == LIFE_SOURCE and [n for n in scope if n.name == LIFE_SOURCE]
        if own:  # may be activated again and again: no copy is ever used up
            found.append((own[0].key, 0, ""))
            continue
        chosen = pick(head, scope, players=at.game.players, used=used,
                      where=where(at, f"among the permanents {at.player} controls"))
        used.append(chosen.key)
        index = (number(parts["ability"], "ability", 1) - 1 if "ability" in parts
                 else default_ability(at.game, chosen.key, True))
        found.append((chosen.key, index, parts.get("for", "").upper()))
    return tuple(found)


def auto_payment(at: Asked, cost: ManaCost | None, x: int, extra: int,
                 exclude: int | None, restricted: str = "",
                 spell: CardDef | None = None) -> tuple[Payment, ...]:
    """What the engine pays with when a decision's text says nothing: the first way
    :func:`~shahrazad.mana.find_payment` finds (nothing if there is none);
    ``restricted``, the restricted mana that may pay too (106.6)."""
    if cost is None:
        return ()
    return find_payment(at.game, at.player, cost, x, extra, exclude, restricted,
                        spell) or ()


def scenario_list(value: object, key: str) -> list[str]:
    """A scenario file's list of names (a single name is a list of one)."""
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise NamingError(f"{key} is a list of names, not {value!r}")
    return list(value)


def scenario_payment(fields: Mapping[str, Any]) -> str:
    """A scenario's ``pay = ["Plains", "Black Lotus:W"]`` as a ``paying`` clause."""
    pay = fields.get("pay")
    if pay is None:
        return ""
    items = []
    for entry in scenario_list(pay, "pay"):
        name, colon, color = entry.rpartition(":")
        # "Black Lotus:W" is the old way to say a color; a qualifier comes first
        items.append(f"{name} for {color}" if colon and color.upper() in "WUBRGC"
                     and len(color) == 1 else entry)
    return " paying " + (", ".join(items) if items else "nothing")


def scenario_targets(fields: Mapping[str, Any]) -> str:
    targets = fields.get("targets")
    if not targets:
        return ""
    return " targeting " + ", ".join(scenario_list(targets, "targets"))
