"""What a player with priority does (117): pass, play a land, cast a spell, activate
an ability or a mana ability."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from copy import copy
from dataclasses import replace
from itertools import product
from typing import Any

from shahrazad.cards import catalog
from shahrazad.cards.model import MANY_TARGETS, Activated, CardDef, PlayChosen, TargetSpec
from shahrazad.characteristics import abilities as all_abilities
from shahrazad.characteristics import is_creature, is_type, keywords, printed
from shahrazad.decisions import (
    Activate,
    Asked,
    Cast,
    CastChosen,  # -- batch W-CMD2 --
    Entry,
    Mana,
    Pass,
    Play,
    Role,
    question,
    registers,
)
from shahrazad.decisions.kinds.common import (
    LIFE_SOURCE,
    MAX_SUBSETS,
    MAX_X,
    aim_scope,
    aim_scopes,
    auto_payment,
    check_targets,
    controlled,
    fail,
    hand,
    in_hand,
    nothing_after,
    own_mana_sources,
    parse_aims,
    parse_payment,
    payers,
    scenario_payment,
    scenario_targets,
    sorcery_timing,
    specs_of,
    where,
)
from shahrazad.decisions.kinds.resolving import resume  # -- batch W-CMD2 --
from shahrazad.events import vocabulary as v
from shahrazad.mana import (
    affordable_x,
    find_payment,
    life_sources,
    mana_sources,
    restricted_for,
    spend,
)
from shahrazad.naming import (
    Named,
    NamingError,
    QualifiedNames,
    clauses,
    default_ability,
    number,
    objects,
    pick,
    pick_list,
    reference,
)
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import (
    actions,
    adventures,
    casting,
    choosing,
    conditions,
    planeswalkers,
    stack,
    statics,
    turns,
    variants,
)
from shahrazad.rules import citations as R
from shahrazad.rules.resolution import waiting_effect  # -- batch W-CMD2 --
from shahrazad.rules.targets import candidates as legal_targets
from shahrazad.rules.targets import related, repeated, repeats_a_target
from shahrazad.txn import Txn

PRIORITY = question("priority", "117.1")


@registers(Pass, asks=PRIORITY, rule=R.PASS)
class _Pass(Entry[Pass]):
    def check(self, at: Asked, d: Pass) -> None:
        return None  # a player with priority may always pass

    def perform(self, txn: Txn, at: Asked, d: Pass) -> None:
        turns.pass_priority(txn, at.game, at.player)

    def candidates(self, at: Asked) -> Iterator[Pass]:
        yield Pass()

    def passive(self, at: Asked) -> Pass:
        return Pass()

    def order(self, at: Asked, d: Pass) -> tuple[int, ...]:
        return (0,)  # first: the passive choice

    def parse(self, at: Asked, text: str) -> Pass:
        nothing_after("pass", text)
        return Pass()


def castable(at: Asked) -> list[int]:
    """The cards the player may cast from: their hand, their commanders in the command
    zone (903.8), and their cards on an adventure in exile (715.3d)."""
    return [*at.game.player[at.player].hand,
            *variants.castable_from_command(at.state, at.game, at.player),
            *adventures.castable_from_exile(at.game, at.player)]


def in_card_order(at: Asked, oid: int) -> tuple[int, ...]:
    """Lands to play and spells to cast are listed card by card, in hand order."""
    cards = castable(at)
    return (1, cards.index(oid) if oid in cards else len(cards))


@registers(Play, asks=PRIORITY, rule=R.PLAY_LAND)
class _Play(Entry[Play]):
    def check(self, at: Asked, d: Play) -> None:
        game, player = at.game, at.player
        in_hand(game, player, d.card, R.PLAY_LAND)
        if not is_type(game, game.objects[d.card], "Land"):
            raise fail(R.PLAY_LAND, f"{game.objects[d.card].name} is not a land")
        if not sorcery_timing(game, player):
            raise fail("305.1", "a land can be played only in your main phase with an empty "
                                "stack")
        allowed = statics.land_plays(game, player)
        if allowed is not None and game.player[player].land_plays >= allowed:
            raise fail("305.2", "only one land can be played each turn")
        why = casting.prohibited(game, game.objects[d.card])
        if why:
            raise fail(R.CANT, why)

    def perform(self, txn: Txn, at: Asked, d: Play) -> None:
        obj = at.game.objects[d.card]
        assert obj.card is not None
        owed = actions.land_put_owes(at.game, at.player)  # -- batch d-attack -- (614.1a)
        txn.emit(v.LandPlayed, at.game, R.PLAY_LAND, player=at.player, card=obj.card,
                 obj=obj.oid, new_obj=(new := txn.new_id()))
        actions.enter_tapped(txn, at.game, new)  # -- batch B10 --: Kismet (614.1d)
        actions.owe_land_sacrifices(txn, at.game, at.player, owed)  # -- batch d-attack --
        turns.give_priority(txn, at.game, at.player, R.PRIORITY_AFTER_ACTION)

    def candidates(self, at: Asked) -> Iterator[Play]:
        if not sorcery_timing(at.game, at.player):
            return
        allowed = statics.land_plays(at.game, at.player)
        if allowed is not None and at.game.player[at.player].land_plays >= allowed:
            return
        for oid in at.game.player[at.player].hand:
            obj = at.game.objects[oid]
            if is_type(at.game, obj, "Land") and not casting.prohibited(at.game, obj):
                yield Play(oid)

    def order(self, at: Asked, d: Play) -> tuple[int, ...]:
        return in_card_order(at, d.card)

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return hand(at)

    def parse(self, at: Asked, text: str) -> Play:
        return Play(pick(text, hand(at), players=at.game.players,
                         where=where(at, f"in {at.player}'s hand")).key)

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"play {value}"


def split_half(name: str) -> tuple[str, int]:
    """"Development" is the second half of "Research // Development" (709.3), "Granted"
    the Adventure of "Fae of Wishes" (715.3)."""
    folded = name.casefold()
    cards = catalog.current()  # the pool and the table's own cards
    for whole in (cards.card(n) for n in cards.names()):
        for i, half in enumerate(whole.faces or (whole.adventure,)):
            if half is not None and half.name.casefold() == folded:
                return whole.name, i if whole.faces else 1
    return name, 0


def x_and_targets(at: Asked, parts: Mapping[str, str], specs: Sequence[TargetSpec],
                  max_targets: int, what: str) -> tuple[int, tuple[int | str, ...]]:
    x = number(parts["X"], "X") if "X" in parts else 0
    return x, parse_aims(at, parts.get("targeting", ""), specs, max_targets, what)


@registers(Cast, asks=PRIORITY, rule=R.CAST)
class _Cast(Entry[Cast]):
    def check(self, at: Asked, d: Cast) -> None:
        game, player = at.game, at.player
        from_exile = d.card in adventures.castable_from_exile(game, player)
        if d.card not in variants.castable_from_command(at.state, game, player) and \
                not from_exile:  # 903.8, 715.3d
            in_hand(game, player, d.card, R.CAST)
        obj = game.objects[d.card]
        whole = printed(obj)
        if not 0 <= d.face < len(whole.castable_faces()):
            if whole.modes_target:
                raise fail("700.2a", f"{whole.name} has no mode number {d.face + 1}")
            raise fail("709.3", f"{whole.name} has no half number {d.face}")
        if from_exile and d.face:
            raise fail(R.cite(R.ADVENTURE_EXILE, at.state.edition),
                       f"{whole.name} can't be cast as an Adventure from exile")
        card = stack.face_of(obj, d.face)
        if card.cost is None or is_type(game, obj, "Land"):
            raise fail("305.9", f"{card.name} can't be cast")
        if not sorcery_timing(game, player) and statics.timing(game, player, card) is None:
            raise fail("117.1a", f"{card.name} can be cast only in your main phase with an "
                                 "empty stack")
        why = casting.prohibited(game, obj)
        if why:
            raise fail(R.CANT, why)
        why = casting.too_early_or_late(game, player, card)
        if why:
            raise fail("601.3", why)
        if not can_sacrifice_for(game, player, card, obj):  # -- batch c-mana --
            raise fail("601.2h", f"{card.name}: {player} controls nothing its additional "
                                 "cost could sacrifice")
        # the spell as it will be on the stack: X is announced before targets (601.2b),
        # and "target spell with mana value X" reads it (-- batch B03 --)
        check_targets(game, player, specs_of(card), d.targets, None, card.max_targets,
                      with_x(game.objects[d.card], d.x), card.target_count, d.x)
        if card.divide and len(d.targets) > card.divide:  # -- batch B10 --
            raise fail("601.2d", f"{card.name} divides {card.divide} damage, at least 1 to "
                                 f"each target: no more than {card.divide} targets")
        if d.x < 0 or (d.x and not card.cost.x):
            raise fail("107.3", f"{card.name} has no X in its cost" if d.x > 0
                       else "X can't be negative")
        extra = casting.cost_after_reductions(
            game, player, card, d.x,
            stack.extra_cost(card, d.targets) + variants.commander_tax(game, obj), obj)
        if not stack.can_pay(game, player, d.payment, *casting.payable(card, d.x), extra,
                             None, card):  # -- batch c-mana --: restricted mana too
            raise fail(R.PAY, f"{player} can't pay {card.cost} (X={d.x}) with that mana")

    def perform(self, txn: Txn, at: Asked, d: Cast) -> None:
        stack.cast(txn, at.game, at.player, d)
        cost = choosing.activation_cost(at.game)  # -- batch c-mana --: 601.2h
        if cost is not None:
            choosing.ask(txn, at.game, cost)
            return
        if not casting.ask_mode(txn, at.game, at.player) and \
                not casting.ask_division(txn, at.game, at.player):
            # a modal spell's mode (601.2b), a divided spell's division (601.2d)
            turns.give_priority(txn, at.game, at.player, R.PRIORITY_AFTER_ACTION)

    def candidates(self, at: Asked) -> Iterator[Cast]:
        game, player = at.game, at.player
        sorcery_ok = sorcery_timing(game, player)
        on_adventure = adventures.castable_from_exile(game, player)
        for oid in castable(at):
            obj = game.objects[oid]
            if is_type(game, obj, "Land") or casting.prohibited(game, obj):
                continue
            whole = printed(obj)
            for face, card in enumerate(whole.castable_faces()):  # each half (709.3, 715.3)
                if card.cost is None or (face and oid in on_adventure):
                    continue
                if not sorcery_ok and statics.timing(game, player, card) is None:
                    continue
                if casting.too_early_or_late(game, player, card) or \
                        not can_sacrifice_for(game, player, card, obj):
                    continue
                xs = list(range(affordable_x(game, player, card.cost) + 1)
                          if card.cost.x else [0])[:MAX_X + 1]
                # A payment depends on the targets only through their number, and only
                # for a spell with several (Fireball's {1} each): found once for each X
                # and extra cost, and a card no X can be paid for has no targets tried.
                payments: dict[tuple[int, int], tuple[tuple[int, int, str], ...] | None] = {}
                tax = variants.commander_tax(game, obj)
                if card.max_targets <= 1 and not any(
                        _payment(game, player, card, obj, x, tax, payments) is not None
                        for x in xs):
                    continue
                for x, targets in _x_and_targets(game, player, card, obj, xs):
                    payment = _payment(game, player, card, obj, x,
                                       stack.extra_cost(card, targets) + tax, payments)
                    if payment is not None:
                        yield Cast(oid, targets, x, payment, face)

    def order(self, at: Asked, d: Cast) -> tuple[int, ...]:
        return in_card_order(at, d.card)

    def scope(self, at: Asked, role: Role) -> list[Named]:
        if role == "card":
            return objects(at.game, castable(at))
        return payers(at) if role == "payment" else []

    def parse(self, at: Asked, text: str) -> Cast:
        head, parts = clauses(text, ("half", "mode", "X", "targeting", "paying"), "cast")
        ref = reference(head, at.game.players)
        whole, face = split_half(ref.name)
        if "half" in parts:
            half = number(parts["half"], "half", 1) - 1
            if whole != ref.name and half != face:
                raise NamingError(f"cast {text}: {ref.name} is half {face + 1}, not {half + 1}")
            face = half
        if "mode" in parts:  # a modal spell whose modes target: the mode, as it is cast
            face = number(parts["mode"], "mode", 1) - 1
        chosen = pick(replace(ref, name=whole), self.scope(at, "card"), written=head,
                      players=at.game.players,
                      where=where(at, f"in {at.player}'s hand or command zone"))
        obj = at.game.objects[chosen.key]
        faces = printed(obj).castable_faces()
        if face and face >= len(faces):
            which = "mode" if printed(obj).modes_target else "half"
            raise NamingError(f"cast {text}: {obj.name} has no {which} {face + 1}")
        card = stack.face_of(obj, face)
        x, targets = x_and_targets(at, parts, specs_of(card), card.most_targets, card.name)
        if "paying" in parts:
            payment = parse_payment(at, parts["paying"])
        else:
            payment = self.auto(at, card, obj.oid, targets, x)
        return Cast(obj.oid, targets, x, payment, face)

    def auto(self, at: Asked, card: CardDef, oid: int, targets: tuple[int | str, ...],
             x: int) -> tuple[tuple[int, int, str], ...]:
        extra = casting.cost_after_reductions(
            at.game, at.player, card, x,
            stack.extra_cost(card, targets) + variants.commander_tax(at.game, at.game.objects[oid]),
            at.game.objects[oid])
        return auto_payment(at, *casting.payable(card, x), extra, None,
                            restricted_letters(at.game, at.player, card), card)

    def name(self, at: Asked, d: Cast) -> str:
        obj = at.game.objects.get(d.card)
        if obj is None:
            return super().name(at, d)
        card = stack.face_of(obj, d.face)
        aims = aim_scopes(at.game, specs_of(card), card.most_targets, len(d.targets))
        text = d.words(QualifiedNames(at, lambda role: self.scope(at, role), aims))
        if not d.payment and self.auto(at, card, d.card, d.targets, d.x):
            text += " paying nothing"
        return text

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        x = fields.get("x", 0)
        return (f"cast {value}" + (f" X={x}" if x else "") + scenario_targets(fields)
                + scenario_payment(fields))


def target_choices(game: GameState, specs: Sequence[TargetSpec], player: str,
                   source: int | None, aimer: Obj | None = None, count: str = ""
                   ) -> list[tuple[int | str, ...]]:
    """Every choice of targets (a representative part where there are many); an optional
    target ("up to one") may be left out, which leaves out the optional ones after it.
    ``aimer``: the spell (702.16b). ``count``: a variable number of targets of the one
    specification (601.2c): each single one, the first two, all of them, and none when
    none is allowed."""
    if count:
        if not specs:
            return [()] if count != "one_or_more" else []
        # -- batch c-mana --: the specifications before the last once each, then the last
        # for a variable number (601.2c)
        heads = target_choices(game, specs[:-1], player, source, aimer) if specs[:-1] \
            else [()]
        picks: list[tuple[int | str, ...]] = []
        for head in heads[:4]:
            legal = [t for t in legal_targets(game, specs[-1], player, source, aimer)
                     if t not in head and all(related(
                         game, repeated(specs, len(head) + 1), (*head, t)))]
            tails: list[tuple[int | str, ...]] = [(t,) for t in legal]
            tails += [tuple(legal[:n]) for n in {2, len(legal)} if 1 < n <= len(legal)]
            if count != "one_or_more":
                tails.insert(0, ())
            picks += [(*head, *tail) for tail in tails]
        return picks[:MAX_SUBSETS]
    pools: list[list[int | str | None]] = [
        [*legal_targets(game, spec, player, source, aimer),
         *([None] if spec.optional else [])]
        for spec in specs]
    found = []
    for combo in product(*pools):
        chosen = tuple(t for t in combo if t is not None)
        if chosen == combo[:len(chosen)] and chosen not in found \
                and not repeats_a_target(specs, chosen) \
                and all(related(game, specs, chosen)):  # -- batch B06 --
            found.append(chosen)
        if len(found) >= MAX_SUBSETS:
            break
    return found


def check_source(at: Asked, source: int, index: int, mana: bool) -> None:
    """A permanent the player controls, with an ability of that number and kind, that
    can be activated now as far as tapping goes."""
    obj = at.game.objects.get(source)
    if obj is None or obj.zone != "battlefield" or (
            obj.controller != at.player and not others_may(at.game, obj)):
        raise fail("602.2", f"{at.player} controls no permanent {source}")
    abilities = all_abilities(at.game, obj)
    if not 0 <= index < len(abilities):
        raise fail("602.1", f"{obj.name} has no ability number {index}")
    if obj.controller != at.player and abilities[index].by == "you":  # batch B05
        raise fail("602.2", f"only {obj.controller}, who controls {obj.name}, may activate "
                            "that ability")
    if obj.controller == at.player and abilities[index].by == "opponents":  # -- batch B10 --
        raise fail("602.2", f"only {obj.controller}'s opponents may activate that ability "
                            f"of {obj.name}")
    if statics.prohibited(at.game, obj, at.player):
        raise fail(R.CANT_ACTIVATE, f"the activated abilities of {obj.name} can't be "
                                    "activated: an opponent's permanent says so")
    ability = abilities[index]
    if ability.mana != mana:
        raise fail("605.1a", "use 'mana' for mana abilities and 'activate' for the others")
    if ability.cost.tap and (obj.tapped or (obj.sick and is_creature(at.game, obj)
                                            and "haste" not in keywords(at.game, obj))):
        raise fail("107.5" if obj.tapped else "302.6", f"{obj.name} can't be tapped now")


def parse_source(at: Asked, head: str, parts: Mapping[str, str], mana: bool,
                 verb: str) -> tuple[int, int]:
    chosen = pick(head, activatable(at), players=at.game.players,
                  where=where(at, f"among the permanents {at.player} controls"))
    abilities = all_abilities(at.game, at.game.objects[chosen.key])
    if not abilities:  # -- batch B06 --: one that lost its abilities (613.1f), say
        raise NamingError(f"{verb} {head}: {chosen.name} has no ability to {verb}")
    if "ability" in parts:
        index = number(parts["ability"], "ability", 1) - 1
        if index >= len(abilities):
            raise NamingError(f"{verb} {head}: {chosen.name} has {len(abilities)} "
                              f"abilit{'y' if len(abilities) == 1 else 'ies'}")
    else:
        index = default_ability(at.game, chosen.key, mana)
    return chosen.key, index


def scenario_ability(fields: Mapping[str, Any]) -> str:
    # a scenario's ``ability`` counts from 0, the text's from 1
    return f" ability {int(fields['ability']) + 1}" if "ability" in fields else ""


def restricted_letters(game: GameState, player: str, card: CardDef) -> str:
    """-- batch c-mana --: the restricted mana of the player's pool that may pay for
    casting ``card`` (106.6)."""
    return "".join(m for _, m in restricted_for(game, player, card))


def can_sacrifice_for(game: GameState, player: str, card: CardDef, obj: Obj) -> bool:
    """-- batch c-mana --: whether ``player`` controls a permanent the spell's additional
    cost could sacrifice, if it has one (601.2b, 118.3)."""
    what = card.sacrifice_as_cost
    return what is None or bool(choosing.sacrificeable(game, player, what, obj))


def cost_choices(at: Asked, source: int, index: int
                 ) -> Iterator[tuple[tuple[int, ...], int]]:
    """-- batch c-mana --: the choices of a mana ability's cost an agent may make: each
    permanent it could sacrifice (a few), and no counters or all of them removed."""
    if source not in at.game.objects:
        yield (), 0
        return
    obj = at.game.objects[source]
    cost = all_abilities(at.game, obj)[index].cost
    sacrifices: list[tuple[int, ...]] = [()]
    if cost.sacrifice_other is not None:
        sacrifices = [(o,) for o in choosing.sacrificeable(
            at.game, at.player, cost.sacrifice_other, obj)[:3]]
    counters = obj.counters.get(cost.counter, 0) if cost.remove_any_number else 0
    for sacrificing in sacrifices:
        for x in sorted({0, counters}):
            yield sacrificing, x


def check_mana_cost_choices(at: Asked, obj: Obj, ability: Activated, d: Mana) -> None:
    """-- batch c-mana --: a mana ability's cost that chooses is paid as it is activated
    (605.3a): exactly one permanent of its controller's that its ``sacrifice_other``
    picks (118.3), and no more counters removed than the source has (107.1c, 118.3)."""
    cost = ability.cost
    if cost.sacrifice_other is None and d.sacrificing:
        raise fail("605.3a", f"{obj.name}'s mana ability sacrifices no other permanent")
    if cost.sacrifice_other is not None:
        pool = choosing.sacrificeable(at.game, at.player, cost.sacrifice_other, obj)
        if len(d.sacrificing) != 1 or d.sacrificing[0] not in pool:
            raise fail("118.3", f"{obj.name}: name one permanent of {at.player}'s its cost "
                                "can sacrifice (sacrificing NAME)")
    have = obj.counters.get(cost.counter, 0)
    if d.x and not cost.remove_any_number:
        raise fail("107.3", f"{obj.name}'s mana ability has no X")
    if d.x < 0 or d.x > have:
        raise fail("118.3", f"{obj.name} has {have} {cost.counter} counter(s), not {d.x} "
                            "to remove")


def others_may(game: GameState, obj: Obj) -> bool:
    """Batch B05: whether ``obj`` has an ability any player may activate (602.2)."""
    return any(a.by != "you" for a in all_abilities(game, obj))  # B10: or "opponents"


def activatable(at: Asked) -> list[Named]:
    """The permanents whose abilities the deciding player may name to activate: theirs,
    and batch B05, others' with an ability any player may activate."""
    mine = [o for o in at.game.battlefield if at.game.objects[o].controller == at.player]
    theirs = [o for o in at.game.battlefield if at.game.objects[o].controller != at.player
              and others_may(at.game, at.game.objects[o])]
    return objects(at.game, mine + theirs)


def cost_beyond(game: GameState, player: str, obj: Obj, ability: Activated
                ) -> tuple[str, str] | None:
    """Batch B05: why the parts of a cost beyond mana, tapping and counters can't be paid
    (the rule and the words), or ``None``: no permanent to sacrifice (118.3), too little
    life to pay (119.4)."""
    if ability.cost.discard_last_drawn:  # -- batch LX --
        last = game.player[player].last_drawn
        if last is None or last not in game.player[player].hand:
            return "118.3", f"{obj.name}: the last card {player} drew this turn is not in " \
                            f"{player}'s hand"
    what = ability.cost.sacrifice_other
    if what is not None and not ability.cost.sacrifice_any_number and \
            not choosing.sacrificeable(game, player, what, obj):
        return "118.3", f"{obj.name}: {player} controls nothing the cost could sacrifice"
    exiled = ability.cost.exile_other
    if exiled is not None and not choosing.exileable(game, player, exiled,
                                                     ability.cost.exile_from, obj):
        return "118.3", f"{obj.name}: {player} has nothing the cost could exile"
    if ability.cost.life > game.player[player].life:
        return R.PAY_LIFE, (f"{obj.name}: the cost pays {ability.cost.life} life, {player} "
                            f"has {game.player[player].life}")
    return None


@registers(Activate, asks=PRIORITY, rule=R.ACTIVATE)
class _Activate(Entry[Activate]):
    def check(self, at: Asked, d: Activate) -> None:
        check_source(at, d.source, d.index, False)
        game, player = at.game, at.player
        obj = game.objects[d.source]
        ability = all_abilities(game, obj)[d.index]
        rule, why = conditions.why_not(game, obj, ability, player, d.index)  # 602.5b
        if rule:
            raise fail(rule, why)
        rule, why = planeswalkers.why_not(game, obj, ability, player)
        if rule:
            raise fail(rule, why)
        if ability.cost.discard > len(game.player[player].hand):
            raise fail(R.PAY, f"{player} has fewer than {ability.cost.discard} cards to "
                              "discard")
        have = obj.counters.get(ability.cost.counter, 0)
        if ability.cost.remove_counters > have:  # a cost can't be paid without it (118.3)
            raise fail("118.3", f"{obj.name} has {have} {ability.cost.counter} counter(s), "
                                f"the cost removes {ability.cost.remove_counters}")
        beyond = cost_beyond(game, player, obj, ability)  # batch B05 (118.3, 119.4)
        if beyond is not None:
            raise fail(*beyond)
        energy = game.player[player].counters.get("energy", 0)
        if ability.cost.energy > energy:
            raise fail(R.ENERGY, f"{obj.name}: the cost needs {ability.cost.energy} energy, "
                                 f"{player} has {energy}")
        check_targets(game, player, casting.own_specs(ability.targets), d.targets, obj.oid, 0,
                      None, ability.target_count, d.x)  # -- batch c-mana --: X targets
        fixed = casting.fixed_x(game, ability, d.targets, obj)  # -- batch SHIELD -- (107.3)
        if fixed is not None and d.x != fixed:
            raise fail("107.3", f"{obj.name}: X is {fixed}, fixed by its target, not {d.x}")
        if d.x < 0 or (d.x and not ability.cost.mana.x):
            raise fail("107.3", f"{obj.name}'s ability has no X in its cost" if d.x > 0
                       else "X can't be negative")
        if d.x < ability.x_at_least:  # -- batch D-DRAW --: "X can't be 0"
            raise fail("107.3", f"{obj.name}: X can't be less than {ability.x_at_least}")
        if any(s.by_an_opponent for s in ability.targets) and not \
                casting.opponents_to_choose(game, player, ability.targets, obj.oid):
            raise fail(R.TARGETS, f"{obj.name}: no opponent has a legal target to choose")
        extra = casting.ability_cost_change(game, obj, ability.cost.mana, d.x)
        if not stack.can_pay(game, player, d.payment, ability.cost.mana, d.x, extra,
                             obj.oid if ability.cost.tap else None):
            raise fail(R.PAY, f"{player} can't pay {ability.cost.mana} with that mana")

    def perform(self, txn: Txn, at: Asked, d: Activate) -> None:
        if not stack.activate(txn, at.game, at.player, d) and \
                not casting.ask_aim(txn, at.game, at.player):
            # else a cost's choice waits, or an opponent's choice of target (601.2c)
            turns.give_priority(txn, at.game, at.player, R.PRIORITY_AFTER_ACTION)

    def candidates(self, at: Asked) -> Iterator[Activate]:
        game, player = at.game, at.player
        for oid in game.in_play:
            obj = game.objects[oid]
            if obj.controller != player and not others_may(game, obj):
                continue
            if statics.prohibited(game, obj, player):
                continue
            for index, ability in enumerate(all_abilities(game, obj)):
                if obj.controller != player and ability.by == "you":
                    continue  # batch B05: another player's permanent (602.2)
                if obj.controller == player and ability.by == "opponents":
                    continue  # -- batch B10 --: only its controller's opponents (602.2)
                if ability.mana or planeswalkers.why_not(game, obj, ability, player)[0] \
                        or conditions.why_not(game, obj, ability, player, index)[0]:
                    continue
                if ability.cost.energy > game.player[player].counters.get("energy", 0):
                    continue
                if ability.cost.discard > len(game.player[player].hand):
                    continue
                if ability.cost.remove_counters > obj.counters.get(ability.cost.counter, 0):
                    continue
                if cost_beyond(game, player, obj, ability):
                    continue
                exclude = oid if ability.cost.tap else None
                if any(s.by_an_opponent for s in ability.targets) and not \
                        casting.opponents_to_choose(game, player, ability.targets, oid):
                    continue  # -- batch SHIELD --: nothing an opponent could choose
                for targets in target_choices(game, casting.own_specs(ability.targets),
                                              player, oid, None, ability.target_count):
                    # -- batch c-mana --: X targets for an X announced (601.2c); -- batch
                    # SHIELD --: an X its target fixes (107.3)
                    x = len(targets) if ability.target_count == "X" else \
                        casting.fixed_x(game, ability, targets, obj) or 0
                    x = max(x, ability.x_at_least)  # -- batch D-DRAW --: "X can't be 0"
                    extra = casting.ability_cost_change(game, obj, ability.cost.mana, x)
                    payment = find_payment(game, player, ability.cost.mana, x, extra, exclude)
                    if payment is not None:
                        yield Activate(oid, index, targets, x, payment)

    def order(self, at: Asked, d: Activate) -> tuple[int, ...]:
        return (2,)

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return activatable(at) if role == "source" else payers(at) if role == "payment" \
            else []

    def parse(self, at: Asked, text: str) -> Activate:
        head, parts = clauses(text, ("ability", "X", "targeting", "paying"), "activate")
        source, index = parse_source(at, head, parts, False, "activate")
        obj = at.game.objects[source]
        ability = all_abilities(at.game, obj)[index]
        x, targets = x_and_targets(at, parts, casting.own_specs(ability.targets),
                                   MANY_TARGETS if ability.target_count else 0,  # c-mana
                                   obj.name)
        fixed = casting.fixed_x(at.game, ability, targets, obj)  # -- batch SHIELD -- (107.3)
        if fixed is not None and "X" not in parts:
            x = fixed
        payment = (parse_payment(at, parts["paying"]) if "paying" in parts
                   else self.auto(at, source, index, x))
        return Activate(source, index, targets, x, payment)

    def auto(self, at: Asked, source: int, index: int, x: int
             ) -> tuple[tuple[int, int, str], ...]:
        ability = all_abilities(at.game, at.game.objects[source])[index]
        extra = casting.ability_cost_change(at.game, at.game.objects[source],
                                            ability.cost.mana, x)
        return auto_payment(at, ability.cost.mana, x, extra,
                            source if ability.cost.tap else None)

    def name(self, at: Asked, d: Activate) -> str:
        obj = at.game.objects.get(d.source)
        abilities = all_abilities(at.game, obj) if obj is not None else ()
        if obj is None or not 0 <= d.index < len(abilities):
            return super().name(at, d)
        specs = casting.own_specs(abilities[d.index].targets)
        if abilities[d.index].target_count:  # -- batch c-mana --: the last repeats
            specs = repeated(specs, len(d.targets))
        aims = [aim_scope(at.game, specs[i]) if i < len(specs) else []
                for i in range(len(d.targets))]
        text = d.words(QualifiedNames(at, lambda role: self.scope(at, role), aims))
        if not d.payment and self.auto(at, d.source, d.index, d.x):
            text += " paying nothing"
        return text

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        x = fields.get("x", 0)
        return (f"activate {value}" + scenario_ability(fields) + (f" X={x}" if x else "")
                + scenario_targets(fields) + scenario_payment(fields))


@registers(Mana, asks=PRIORITY, rule=R.MANA_ABILITY)
class _Mana(Entry[Mana]):
    def check(self, at: Asked, d: Mana) -> None:
        if d.source not in at.game.objects:  # the player's own, from an effect
            if d.index or d.color or not any(
                    s.obj == d.source for s in life_sources(at.game, at.player)):
                raise fail(R.PAY_LIFE, f"{at.player} has no mana ability {d.source} they "
                                       "can pay for now")
            return
        check_source(at, d.source, d.index, True)
        obj = at.game.objects[d.source]
        found = [s for s in mana_sources(at.game, at.player)
                 if s.obj == obj.oid and s.index == d.index]
        if not found:
            raise fail(R.MANA_ABILITY, f"{obj.name}'s mana ability can't be activated now")
        if spend(at.game.player[at.player].mana, found[0].cost) is None:
            # a mana ability's mana cost is paid from the pool (605.3a); without the
            # mana there, the cost can't be paid (118.3)
            raise fail("118.3", f"{obj.name}'s mana ability costs {found[0].cost}: "
                                f"{at.player}'s mana pool can't pay it")
        ability = all_abilities(at.game, obj)[d.index]
        check_mana_cost_choices(at, obj, ability, d)  # -- batch c-mana --
        add = ability.effects[0]
        wants_color = getattr(add, "mana", "") == "any"
        if wants_color != (d.color != "") or (wants_color and d.color not in "WUBRG"):
            raise fail("106.1a", "choose one color (W, U, B, R or G) for mana of any color"
                       if wants_color else "this ability makes one kind of mana: no color")
        if wants_color and d.color not in found[0].colors:  # -- batch LX -- (106.7)
            raise fail("106.7", f"{obj.name} adds only {', '.join(found[0].colors)}")

    def perform(self, txn: Txn, at: Asked, d: Mana) -> None:
        stack.activate_mana(txn, at.game, at.player, d.source, d.index, d.color,
                            d.sacrificing, d.x)
        turns.give_priority(txn, at.game, at.player, R.PRIORITY_AFTER_ACTION)

    def candidates(self, at: Asked) -> Iterator[Mana]:
        pool = at.game.player[at.player].mana
        for source in mana_sources(at.game, at.player):
            if not source.free and spend(pool, source.cost) is None:
                continue  # its mana cost can't be paid from the pool now (118.3)
            for sacrificing, x in cost_choices(at, source.obj, source.index):
                if source.mana == "any":
                    for color in source.colors:  # -- batch LX --: all five, or fewer (106.7)
                        yield Mana(source.obj, source.index, color, sacrificing, x)
                else:
                    yield Mana(source.obj, source.index, "", sacrificing, x)

    def order(self, at: Asked, d: Mana) -> tuple[int, ...]:
        return (3,)

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return controlled(at) + own_mana_sources(at) if role == "source" \
            else controlled(at) if role == "permanent" else []

    def parse(self, at: Asked, text: str) -> Mana:
        head, parts = clauses(text, ("ability", "for", "X", "sacrificing"), "mana")
        own = own_mana_sources(at)
        if own and head.casefold() == LIFE_SOURCE and not parts:
            return Mana(own[0].key, 0, "")
        source, index = parse_source(at, head, parts, True, "mana")
        x = number(parts["X"], "X") if "X" in parts else 0
        sacrificing = tuple(n.key for n in pick_list(
            parts["sacrificing"], controlled(at), players=at.game.players,
            where=where(at, f"controlled by {at.player}"))) if "sacrificing" in parts else ()
        return Mana(source, index, parts.get("for", "").upper(), sacrificing, x)

    def name(self, at: Asked, d: Mana) -> str:
        if d.source not in at.game.objects:
            return f"mana {LIFE_SOURCE}"
        return super().name(at, d)

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        color = fields.get("color", "")
        x = fields.get("x", 0)  # -- batch c-mana --
        sacrificing = fields.get("sacrificing", "")
        return (f"mana {value}" + scenario_ability(fields) + (f" X={x}" if x else "")
                + (f" sacrificing {sacrificing}" if sacrificing else "")
                + (f" for {color}" if color else ""))


def with_x(obj: Obj, x: int) -> Obj:
    """``obj`` as a spell cast with X = ``x`` would be (``dataclasses.replace``, cheaply:
    a copy of its fields, its X changed)."""
    made = copy(obj)
    made.x = x
    return made


def _payment(game: GameState, player: str, card: CardDef, obj: Obj, x: int, extra: int,
             found: dict[tuple[int, int], tuple[tuple[int, int, str], ...] | None]
             ) -> tuple[tuple[int, int, str], ...] | None:
    """How to pay for casting ``card`` (``obj``) with ``x`` and the additional generic cost
    ``extra`` (before reductions), or ``None``; ``found`` keeps the answers of one card."""
    key = (x, extra)
    if key not in found:
        found[key] = find_payment(game, player, *casting.payable(card, x),
                                  casting.cost_after_reductions(game, player, card, x, extra,
                                                                obj),
                                  None, restricted_letters(game, player, card), card)
    return found[key]


def _x_and_targets(game: GameState, player: str, card: CardDef, obj: Obj, xs: list[int]
                   ) -> Iterator[tuple[int, tuple[int | str, ...]]]:
    """The values of X and the targets to try for casting ``card`` (``obj``): each choice
    of targets with each X, or, where a target reads the spell's X ("target spell with
    mana value X": -- batch B03 --), the targets legal for each X (601.2b before 601.2c)."""
    specs, count = specs_of(card), card.target_count
    if any(sp.filter.mana_value_is_x for sp in specs):
        for x in xs:
            for targets in target_choices(game, specs, player, None, with_x(obj, x), count):
                if count != "X" or len(targets) == x:
                    yield x, targets
        return
    for targets in target_choices(game, specs, player, None, obj, count):
        if card.divide and len(targets) > card.divide:
            continue  # -- batch B10 --: at least 1 to each (601.2d)
        for x in xs:
            if count != "X" or len(targets) == x:  # batch B04: as many targets as X (601.2c)
                yield x, targets


# -- batch W-CMD2: the card an effect has a player play as it resolves (Word of Command) -----

CAST_CHOSEN = question("cast_chosen", R.CAST, chained=True)


def commanded(at: Asked) -> Obj:
    """The card a resolving ``play_chosen`` has the player cast (the question's amount)."""
    if at.pending.kind != CAST_CHOSEN or at.pending.amount not in at.game.objects:
        raise NamingError("no card is waiting to be cast by a resolving effect now")
    return at.game.objects[at.pending.amount]


def _lands_only(at: Asked) -> bool:
    effect = waiting_effect(at.game)
    return not isinstance(effect, PlayChosen) or effect.lands_only


def _chosen_payment(at: Asked, card: CardDef, obj: Obj, x: int,
                    targets: tuple[int | str, ...]) -> tuple[tuple[int, int, str], ...] | None:
    """A way to pay for the chosen card with the player's pool and, with ``lands_only``,
    the mana abilities of their lands only."""
    game, player = at.game, at.player
    extra = casting.cost_after_reductions(game, player, card, x, stack.extra_cost(card, targets),
                                          obj)
    return find_payment(game, player, *casting.payable(card, x), extra, None,
                        restricted_letters(game, player, card), card,
                        lands_only=_lands_only(at))


def chosen_casts(at: Asked) -> Iterator[CastChosen]:
    """Each legal way to cast the chosen card now, its timing ignored (608.2c)."""
    game, player = at.game, at.player
    obj = commanded(at)
    if obj.zone != "hand" or is_type(game, obj, "Land") or casting.prohibited(game, obj):
        return
    for face, card in enumerate(printed(obj).castable_faces()):
        if card.cost is None or casting.too_early_or_late(game, player, card) or \
                not can_sacrifice_for(game, player, card, obj):
            continue
        xs = list(range(affordable_x(game, player, card.cost) + 1)
                  if card.cost.x else [0])[:MAX_X + 1]
        for x, targets in _x_and_targets(game, player, card, obj, xs):
            payment = _chosen_payment(at, card, obj, x, targets)
            if payment is not None:
                yield CastChosen(obj.oid, targets, x, payment, face)


@registers(CastChosen, asks=CAST_CHOSEN, rule=R.CAST)
class _CastChosen(Entry[CastChosen]):
    """The player casts the chosen card if able (601.2; 722.4: their controller decides):
    the card, its targets, X and payment, the mana from their lands' abilities only;
    ``nothing`` only when no legal way exists."""

    def check(self, at: Asked, d: CastChosen) -> None:
        game, player = at.game, at.player
        obj = commanded(at)
        if not d.card:
            if next(chosen_casts(at), None) is not None:
                raise fail("608.2c", f"{obj.name} can be cast: {player} casts it (the effect "
                                     "says to play it if able)")
            return
        if d.card != obj.oid:
            raise fail("608.2c", f"only {obj.name}, the chosen card, is cast now")
        in_hand(game, player, d.card, R.CAST)
        if not 0 <= d.face < len(printed(obj).castable_faces()):
            raise fail("709.3", f"{obj.name} has no half number {d.face}")
        card = stack.face_of(obj, d.face)
        if card.cost is None or is_type(game, obj, "Land"):
            raise fail("305.9", f"{card.name} can't be cast")
        why = casting.prohibited(game, obj) or casting.too_early_or_late(game, player, card)
        if why:
            raise fail(R.CANT, why)
        if not can_sacrifice_for(game, player, card, obj):
            raise fail("601.2h", f"{card.name}: {player} controls nothing its additional "
                                 "cost could sacrifice")
        check_targets(game, player, specs_of(card), d.targets, None, card.max_targets,
                      with_x(obj, d.x), card.target_count, d.x)
        if card.divide and len(d.targets) > card.divide:
            raise fail("601.2d", f"{card.name} divides {card.divide} damage, at least 1 to "
                                 f"each target: no more than {card.divide} targets")
        if d.x < 0 or (d.x and not card.cost.x):
            raise fail("107.3", f"{card.name} has no X in its cost" if d.x > 0
                       else "X can't be negative")
        if _lands_only(at):
            for source, _, _ in d.payment:
                held = game.objects.get(source)
                if held is None or held.controller != player or \
                        not is_type(game, held, "Land"):
                    raise fail("601.2g", f"{player} may activate only mana abilities of "
                                         "lands they control for it")
        extra = casting.cost_after_reductions(game, player, card, d.x,
                                              stack.extra_cost(card, d.targets), obj)
        if not stack.can_pay(game, player, d.payment, *casting.payable(card, d.x), extra,
                             None, card):
            raise fail(R.PAY, f"{player} can't pay {card.cost} (X={d.x}) with that mana")

    def perform(self, txn: Txn, at: Asked, d: CastChosen) -> None:
        resume(txn, at, d)

    def candidates(self, at: Asked) -> Iterator[CastChosen]:
        found = False
        for d in chosen_casts(at):
            found = True
            yield d
        if not found:
            yield CastChosen()

    def passive(self, at: Asked) -> CastChosen:
        return next(iter(self.candidates(at)))

    def scope(self, at: Asked, role: Role) -> list[Named]:
        if role == "card":
            return objects(at.game, [commanded(at).oid])
        return payers(at) if role == "payment" else []

    def parse(self, at: Asked, text: str) -> CastChosen:
        if text.strip().casefold() == "nothing":
            return CastChosen()
        head, parts = clauses(text, ("half", "X", "targeting", "paying"), "cast_chosen")
        ref = reference(head, at.game.players)
        chosen = pick(ref, self.scope(at, "card"), written=head, players=at.game.players,
                      where=where(at, "chosen to be cast"))
        obj = at.game.objects[chosen.key]
        face = number(parts["half"], "half", 1) - 1 if "half" in parts else 0
        card = stack.face_of(obj, face)
        x, targets = x_and_targets(at, parts, specs_of(card), card.most_targets, card.name)
        if "paying" in parts:
            payment = parse_payment(at, parts["paying"])
        else:
            payment = _chosen_payment(at, card, obj, x, targets) or ()
        return CastChosen(obj.oid, targets, x, payment, face)

    def name(self, at: Asked, d: CastChosen) -> str:
        obj = at.game.objects.get(d.card)
        if obj is None:
            return super().name(at, d)
        card = stack.face_of(obj, d.face)
        aims = aim_scopes(at.game, specs_of(card), card.most_targets, len(d.targets))
        text = d.words(QualifiedNames(at, lambda role: self.scope(at, role), aims))
        if not d.payment and _chosen_payment(at, card, obj, d.x, d.targets):
            text += " paying nothing"
        return text

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        if value in ("", None, "nothing"):
            return "cast_chosen nothing"
        x = fields.get("x", 0)
        return (f"cast_chosen {value}" + (f" X={x}" if x else "") + scenario_targets(fields)
                + scenario_payment(fields))
