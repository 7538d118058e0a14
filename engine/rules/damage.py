"""Damage (120) through one point: prevention (615), redirection (614.9) and the order of
the effects that apply (616.1).

Every damage the rules deal, a resolving spell's or ability's and combat damage alike, is
a list of :class:`Hit` (a source, a recipient, an amount) that :func:`plan` works out and
:func:`deal` deals. For each hit :func:`plan` finds the effects that apply to it:

* the **shields** resolving spells and abilities made (:class:`shahrazad.projections.state.Shield`):
  "prevent the next N damage" (615.7), "the next time a source of your choice would deal
  damage, prevent that damage" (615.8), "... is dealt to X instead" (614.9), Fog's
  "prevent all combat damage";
* **static abilities**: protection from a quality of the source (702.16e), protection
  from everything (702.16j), and the static prevention and redirection abilities of
  permanents (``CardDef.shields``: Veteran Bodyguard's);

and applies them one after the other, each once (614.5): a prevention takes away damage
(615.6: prevented damage never happens), a redirection sends damage to another player or
object, where the effects that apply there apply in turn. When two or more apply to one
damage and their order changes what happens, the affected player (the player dealt the
damage, or the controller of the object) chooses the order (616.1): :func:`plan` returns
an :class:`Ask` instead of a plan, the question is asked (an ``apply`` decision answers
it, :mod:`shahrazad.decisions.kinds.combat`), and the damage is worked out again once the order is
known. Nothing of the damage is dealt before every such question is answered: combat
damage is dealt all at once (510.2), and so is the damage of one effect.

What acted is recorded: each prevention is a ``DamagePrevented`` event, each redirection
a ``DamageRedirected`` event, naming the shield (or the permanent whose static ability
it is) and saying why in words; a shield's use is ``ShieldUsed``.

Simplification: when one shield could prevent damage from two sources dealt at the same
time, 615.7 lets its controller choose which; here it takes the damage of the hits in
their order (attackers before blockers, each in the order of their ids).

>>> from shahrazad.projections.state import GameState, PlayerState, Obj, Shield, ALL
>>> game = GameState("1", ["A", "B"], {p: PlayerState(p, 20) for p in "AB"})
>>> bolt = Obj(9, 1, "Lightning Bolt", "B", "B", "stack", kind="spell")
>>> game.shields[5] = Shield(5, "prevent", "A", None, "A", 2)
>>> p = plan(game, [Hit(bolt, "A", 3)])
>>> [(d.target, d.amount) for d in p.dealt], [(s.applies.shield, s.amount) for s in p.steps]
([('A', 1)], [(5, 2)])
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import permutations

from shahrazad.cards.data import filter_from_data, filter_to_data
from shahrazad.cards.model import Filter, StaticShield
from shahrazad.characteristics import defn, is_creature, keywords
from shahrazad.events import vocabulary as v
from shahrazad.filters import matches, select
from shahrazad.layers import CONTINUOUS
from shahrazad.projections.state import ALL, GameState, Obj, Shield, may_key
from shahrazad.rules import actions, planeswalkers, protection
from shahrazad.rules import citations as R
from shahrazad.rules.phasing import protected
from shahrazad.rules.triggers import damage_dealt_together
from shahrazad.txn import Txn

__all__ = ["AFTER_BLOCKERS", "Ask", "Hit", "Plan", "ask", "deal", "deal_or_ask",
           "is_unblocked", "plan"]

Target = int | str

#: the rules each kind of step is made under
PREVENTED = "615.6"
REDIRECTED = "614.9"
PROTECTION = "702.16e"
#: -- batch B08 --: what an effect gives a creature for a turn (Whippoorwill)
UNPREVENTABLE = "damage_to_it_cant_be_prevented_or_redirected"
#: -- batch B03 --: what follows a prevention by a permanent's counters: one removed for
#: each damage prevented (Rock Hydra); such a static shield's counters used up in one
#: plan are kept under the permanent's negated id, beside the shields' ids
REMOVE = "remove_counters:"
#: the most effects whose orders are compared before the question is simply asked
MAX_COMPARED = 5
#: -- batch D-CONTROL --: a redirection its controller may choose each time it would apply
#: (``may_redirect``), and the ending of a shield kind that watches any creature the damage
#: would be dealt to (Blood of the Martyr: ``may_redirect:creature``); an effect that waits
#: for the controller's choice is of kind ``may`` until they have chosen
MAY_REDIRECT = "may_redirect"
TO_ANY_CREATURE = ":creature"
MAY = "may"


@dataclass(frozen=True, slots=True)
class Hit:
    """Damage ``source`` would deal to ``target`` (a player, or an object's id)."""

    source: Obj
    target: Target
    amount: int
    combat: bool = False


@dataclass(frozen=True, slots=True)
class Applies:
    """One effect that applies to a damage (614.5: it applies to it once, ``key`` says
    which): what it does (``prevent`` or ``redirect``), the shield or the permanent whose
    static ability it is, and how much it acts on (:data:`ALL`: all of it)."""

    key: str
    kind: str
    why: str
    amount: int
    rule: str = PREVENTED
    shield: int | None = None
    holder: int | None = None
    all_but: int = 0
    to: Target | None = None
    then: str = ""
    controller: str = ""
    once: bool = False
    #: -- batch SHIELD --: it prevents half the damage, rounded down (107.1a: Dark Sphere)
    half: bool = False
    #: -- batch SHIELD --: a ``reflect`` effect's card (or object, when it has no card):
    #: its object, as it is now or last existed, deals the added damage
    origin: Target | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """What one effect did: ``amount`` of ``source``'s damage to ``target`` prevented, or
    sent to ``applies.to``; ``left``: what its shield has left after it (``None``: no
    shield changed)."""

    applies: Applies
    source: Obj
    target: Target
    amount: int
    combat: bool
    left: int | None = None


@dataclass(frozen=True, slots=True)
class Ask:
    """Two or more effects apply to ``source``'s damage to ``target`` and their order
    matters: ``player`` chooses it (616.1) among ``options`` (each effect in words)."""

    player: str
    source: int
    target: Target
    options: tuple[str, ...]
    #: -- batch D-CONTROL --: not an order but a "you may" redirection of this shield:
    #: ``player`` (its controller) chooses whether it applies to this damage
    shield: int | None = None


@dataclass
class Plan:
    """What the damage comes to: the steps of the effects, in the order they act, what
    each shield has left, the damage dealt, and what follows a prevention (615.5)."""

    steps: list[Step] = field(default_factory=list)
    left: dict[int, int] = field(default_factory=dict)
    dealt: list[Hit] = field(default_factory=list)
    gains: list[tuple[str, int]] = field(default_factory=list)


# -- what applies ------------------------------------------------------------------------


def _recipient_exists(game: GameState, target: Target) -> bool:
    """Whether damage to ``target`` can be dealt at all: a player in the game and not
    protected by a phasing effect (their damage is prevented, 702.16e), a permanent on the
    battlefield and phased in."""
    if isinstance(target, str):
        return target in game.player and game.player[target].in_game \
            and not protected(game, target)
    obj = game.objects.get(target)
    return obj is not None and obj.zone == "battlefield" and not obj.phased_out


def _can_be_dealt_damage(game: GameState, target: Target | None) -> bool:
    """-- batch SHIELD --: whether a redirection may send damage to ``target``: a player
    in the game, or a creature or planeswalker on the battlefield (120.1). A redirection
    to something that can't be dealt damage doesn't apply, and the damage is dealt where
    it would have been (Nova Pentacle's creature gone or no longer a creature)."""
    if target is None or not _recipient_exists(game, target):
        return False
    if isinstance(target, str):
        return True
    obj = game.objects[target]
    return is_creature(game, obj) or planeswalkers.is_planeswalker(game, obj)


def affected_player(game: GameState, target: Target) -> str:
    """Who chooses the order of the effects on damage to ``target`` (616.1): the player,
    or the object's controller."""
    if isinstance(target, str):
        return target
    return game.objects[target].controller


def _shield_words(game: GameState, shield: Shield) -> str:
    name = shield.name or "an effect"
    if shield.kind.startswith(("redirect", MAY_REDIRECT)):  # -- batch D-CONTROL --
        return f"{name}'s redirection"
    if shield.kind == "reflect":  # -- batch SHIELD --
        return f"{name}'s replacement"
    if shield.amount == ALL and shield.subject is None:
        return f"{name}'s prevention of all {'combat ' if shield.combat else ''}damage"
    return f"{name}'s shield"


def _static_watches(game: GameState, holder: Obj, static: StaticShield, source: Obj,
                    target: Target, combat: bool) -> bool:
    """Whether a static shield of ``holder`` watches ``source``'s damage to ``target``."""
    if static.while_untapped and holder.tapped:
        return False
    if static.combat and not combat:
        return False
    if not _b07_watches(game, holder, static, source, target):
        return False
    if static.by == "unblocked_creatures":
        return is_creature(game, source) and is_unblocked(game, source)
    if static.by == "creatures_it_blocks":
        return source.oid in holder.blocking
    if static.by == "walls":
        return is_creature(game, source) and "Wall" in defn(game, source).subtypes
    if static.by == "instant_or_sorcery_sources":  # -- batch B11 --
        return bool({"Instant", "Sorcery"} & defn(game, source).types)
    return True


def _b07_watches(game: GameState, holder: Obj, static: StaticShield, source: Obj,
                 target: Target) -> bool:
    """-- batch B07 --: the recipient (its controller, itself, the permanent it enchants,
    or anything), the quality of the source (615), the source itself (the permanent or
    the one it enchants), a spell that targets the recipient, and the shield's condition."""
    recipient = {"you": holder.controller, "this": holder.oid,
                 "attached": holder.attached_to}.get(static.to, target)
    if static.to == "this_and_its_band" and target != holder.oid:
        other = game.objects.get(target) if isinstance(target, int) else None
        recipient = target if other is not None and holder.band and \
            other.band == holder.band else holder.oid
    if target != recipient:
        return False
    if static.dealt_by and source.oid != (holder.oid if static.dealt_by == "this"
                                          else holder.attached_to):
        return False
    if static.source is not None and not matches(game, static.source, source,
                                                 holder.controller, holder):
        return False
    if static.by_spells_that_target_it and not (source.kind == "spell"
                                                and target in source.targets):
        return False
    return static.as_long_as is None or bool(select(game, static.as_long_as,
                                                    holder.controller, holder))


def _resolving_targets(game: GameState, target: Target) -> bool:
    """-- batch B07 --: whether the spell or ability resolving now targets ``target`` (the
    damage it causes a source to deal: Silhouette)."""
    if game.resolving is None:
        return False
    obj = game.objects.get(game.resolving) or game.resolving_snapshot
    return obj is not None and target in obj.targets


def applicable(game: GameState, source: Obj, target: Target, combat: bool,
               done: frozenset[str] = frozenset(), left: dict[int, int] | None = None
               ) -> list[Applies]:
    """The effects that apply to ``source``'s damage to ``target`` now, apart from those in
    ``done`` (614.5), in a fixed order: shields by age, then static abilities. ``left``:
    what shields have left in the damage worked out so far."""
    left = left if left is not None else {}
    found: list[Applies] = []
    if isinstance(target, int) and (hurt := game.objects.get(target)) is not None and \
            UNPREVENTABLE in keywords(game, hurt):
        return found  # -- batch B08 --: neither prevented nor redirected (615.1, 614.9)
    for shield in game.shields.values():
        if shield.kind in ("regenerate", "remove_damage_instead"):  # no damage shields
            continue
        if shield.subject is not None and shield.subject != target:
            continue
        base = shield.kind
        if base.endswith(TO_ANY_CREATURE):  # -- batch D-CONTROL --: a creature's damage only
            base = base[:-len(TO_ANY_CREATURE)]
            hurt = game.objects.get(target) if isinstance(target, int) else None
            if hurt is None or not is_creature(game, hurt):
                continue
        if (shield.by is not None and shield.by != source.oid) or \
                (shield.combat and not combat):
            continue
        if shield.source_filter is not None and not matches(  # -- batch B07 --
                game, filter_from_data(shield.source_filter), source, shield.controller):
            continue
        if shield.targeting_it and not _resolving_targets(game, target):
            continue
        if base in ("redirect", MAY_REDIRECT) and not _can_be_dealt_damage(game, shield.to):
            continue  # -- batch SHIELD --: nowhere to send it; the damage stays (614.9)
        have = left.get(shield.shield, shield.amount)
        key = f"shield:{shield.shield}"
        if have == 0 or key in done:
            continue
        kind = "prevent" if base == "prevent_half" else base
        if base == MAY_REDIRECT:  # -- batch D-CONTROL --: as its controller chose, or asked
            chosen = game.damage_orders.get((source.oid, may_key(shield.shield, target)))
            if chosen is not None and chosen[1] == (0,):
                continue  # they chose not to
            kind = "redirect" if chosen is not None and chosen[1] else MAY
        rule = {"redirect": REDIRECTED, MAY: REDIRECTED,
                "reflect": R.REPLACEMENT}.get(kind, PREVENTED)
        found.append(Applies(key, kind, _shield_words(game, shield), have, rule,
                             shield=shield.shield, all_but=shield.all_but,
                             to=shield.to if kind != "reflect" else None,  # (may: too)
                             then=shield.then, controller=shield.controller,
                             once=shield.once, half=shield.kind == "prevent_half",
                             origin=shield.to if kind == "reflect" else None))
    if isinstance(target, str):
        if any(e.kind == "protection_from_everything" and e.subject == target
               for e in game.effects.values()) and "everything" not in done:
            found.append(Applies("everything", "prevent", "protection from everything", ALL,
                                 PROTECTION))
    else:
        holder = game.objects.get(target)
        kw = protection.protected_from(game, holder, source) if holder is not None else ""
        key = f"protection:{target}"
        if kw and key not in done:
            found.append(Applies(key, "prevent", protection.WORDS[kw], ALL, PROTECTION,
                                 holder=target))
    for oid in game.in_play:
        holder = game.objects[oid]
        statics = defn(game, holder).shields
        for i, static in enumerate(statics):
            key = f"static:{oid}:{i}"
            if key in done or not _static_watches(game, holder, static, source, target,
                                                   combat):
                continue
            if static.counter:  # -- batch B03 --: a counter removed for each 1 prevented
                have = left.get(-oid, holder.counters.get(static.counter, 0))
                if have > 0:
                    found.append(Applies(key, "prevent", f"{holder.name}'s {static.counter} "
                                         "counters", have, PREVENTED, shield=-oid,
                                         holder=oid, then=f"{REMOVE}{static.counter}",
                                         controller=holder.controller))
                continue
            if static.reduce_to is not None:  # -- batch B11 --: a replacement (614.1a)
                found.append(Applies(key, "prevent", f"{holder.name}'s reduction", ALL,
                                     R.REPLACEMENT, holder=oid, all_but=static.reduce_to,
                                     controller=holder.controller))
                continue
            if static.redirect:
                if oid == target:
                    continue  # damage already going to it
                found.append(Applies(key, "redirect", f"{holder.name}'s redirection", ALL,
                                     REDIRECTED, holder=oid, to=oid,
                                     controller=holder.controller))
            else:
                found.append(Applies(key, "prevent", f"{holder.name}'s prevention", ALL,
                                     PREVENTED, holder=oid, controller=holder.controller))
    return found


# -- applying them -------------------------------------------------------------------------


def _run(order: list[Applies], hit: Hit, left: dict[int, int]
         ) -> tuple[int, list[tuple[Applies, int, int | None]]]:
    """Apply ``order`` to ``hit``: the damage left for its recipient, and what each effect
    did and what its shield has left after it (``left`` is updated with what shields have
    left; a shield that prevents all of the damage, and not only once, stays as it is)."""
    amount = hit.amount
    acted: list[tuple[Applies, int, int | None]] = []
    for applies in order:
        if amount <= 0:
            break
        have = applies.amount
        if applies.shield is not None:
            have = left.get(applies.shield, have)
            if have == 0:
                continue
        wanted = max(0, amount - applies.all_but) if applies.kind == "prevent" else amount
        if applies.half:  # -- batch SHIELD --: half of what is left, rounded down
            wanted = amount // 2
        n = wanted if have == ALL else min(have, wanted)
        if n <= 0 and not applies.once:
            continue
        if applies.kind != "reflect":  # -- batch SHIELD --: a reflection takes nothing away
            amount -= n
        after: int | None = None
        if applies.shield is not None and (applies.once or have != ALL):
            after = left[applies.shield] = 0 if applies.once else have - n
        acted.append((applies, n, after))
    return amount, acted


def _outcome(game: GameState, order: list[Applies], hit: Hit, left: dict[int, int]
             ) -> tuple[object, ...]:
    """What applying ``order`` comes to, as far as the game can tell: the damage left,
    where redirected damage goes, what follows, and what the shields have left (shields
    alike but for their ids are alike: which of two such shields acts changes nothing)."""
    mine = dict(left)
    amount, acted = _run(order, hit, mine)
    done = tuple(sorted((a.kind, str(a.to), n, a.then, a.controller) for a, n, _ in acted))
    shields = []
    for sid, have in mine.items():
        s = game.shields.get(sid)
        if s is not None:
            shields.append((s.kind, str(s.subject), str(s.by), s.combat, s.all_but, str(s.to),
                            s.then, s.once, s.controller, have))
    return amount, done, tuple(sorted(shields))


def _order_matters(game: GameState, found: list[Applies], hit: Hit,
                   left: dict[int, int]) -> bool:
    if len(found) > MAX_COMPARED:
        return True
    outcomes = {_outcome(game, list(p), hit, left) for p in permutations(found)}
    return len(outcomes) > 1


def plan(game: GameState, hits: list[Hit], ask_order: bool = True) -> Plan | Ask:
    """Work out ``hits``: the :class:`Plan` of what happens, or the first :class:`Ask` for an
    order of effects (616.1) that has no answer yet. With ``ask_order`` false, effects
    whose order is not chosen apply in their fixed order (a caller that can't wait)."""
    result = Plan()
    for hit in hits:
        work = [(hit, frozenset[str]())]
        while work:
            part, done = work.pop(0)
            if part.amount <= 0 or not _recipient_exists(game, part.target):
                continue
            found = applicable(game, part.source, part.target, part.combat, done, result.left)
            may = next((a for a in found if a.kind == MAY), None)
            if may is not None:  # -- batch D-CONTROL --: its controller chooses first
                if ask_order:
                    return Ask(may.controller, part.source.oid, part.target, (may.why,),
                               shield=may.shield)
                found = [a for a in found if a.kind != MAY]  # no one to ask: it doesn't
            if len(found) >= 2:
                orders = game.damage_orders.get((part.source.oid, part.target))
                if orders is not None and orders[1]:
                    found = [found[i] for i in orders[1] if i < len(found)] + \
                        [a for i, a in enumerate(found) if i not in orders[1]]
                elif ask_order and _order_matters(game, found, part, result.left):
                    return Ask(affected_player(game, part.target), part.source.oid,
                               part.target, tuple(a.why for a in found))
            amount, acted = _run(found, part, result.left)
            for applies, n, after in acted:
                result.steps.append(Step(applies, part.source, part.target, n, part.combat,
                                         after))
                if applies.kind == "redirect" and applies.to is not None and n > 0:
                    work.append((replace(part, target=applies.to, amount=n),
                                 done | {a.key for a, _, _ in acted}))
                elif applies.then == "you_gain_that_much_life" and n > 0:
                    result.gains.append((applies.controller, n))
                elif applies.kind == "reflect" and n > 0:  # -- batch SHIELD --
                    _reflect(game, part, n, applies, work)
            if amount > 0:
                result.dealt.append(replace(part, amount=amount))
    return result


def _reflect(game: GameState, part: Hit, n: int, applies: Applies,
             work: list[tuple[Hit, frozenset[str]]]) -> None:
    """-- batch SHIELD --: the damage a ``reflect`` effect adds (614.1a: Eye for an Eye):
    its object, as it last existed, deals ``n`` damage to the controller of the source
    whose damage it watched, at the same time; the effects that apply to that damage
    apply to it in turn."""
    if not isinstance(applies.origin, int):
        return
    origin = game.objects.get(applies.origin) or next(
        (o for o in game.objects.values() if o.card == applies.origin), None)
    if origin is None or part.source.controller not in game.player:
        return
    work.append((Hit(origin, part.source.controller, n), frozenset[str]()))


# -- dealing it ----------------------------------------------------------------------------


def ask(txn: Txn, game: GameState, question: Ask) -> None:
    """Ask the affected player for the order of the effects (616.1): an ``apply``
    decision answers it. -- batch D-CONTROL --: or ask a "you may" redirection's
    controller whether it applies to this damage (614.9): an ``instead`` decision."""
    if question.shield is not None:
        txn.emit(v.RedirectionOffered, game, REDIRECTED, player=question.player,
                 source=question.source, target=question.target, shield=question.shield,
                 why=question.options[0])
        txn.emit(v.ChoiceRequested, game, REDIRECTED, player=question.player, kind="instead",
                 amount=question.shield)
        return
    txn.emit(v.DamageOrderAsked, game, "616.1", player=question.player,
             source=question.source, target=question.target, options=question.options)
    txn.emit(v.ChoiceRequested, game, "616.1", player=question.player, kind="apply",
             amount=len(question.options))


def deal(txn: Txn, game: GameState, result: Plan) -> None:
    """Deal what ``result`` says, all at once: first what the effects did instead (615.6,
    614.9), then the damage (120.3), then what follows a prevention (615.5)."""
    for step in result.steps:
        a = step.applies
        if a.kind == "reflect":  # -- batch SHIELD --: nothing prevented nor redirected
            pass
        elif a.kind == "redirect" and a.to is not None:
            txn.emit(v.DamageRedirected, game, a.rule, source=step.source.oid,
                     target=step.target, to=a.to, amount=step.amount, combat=step.combat,
                     shield=a.shield, holder=a.holder, why=a.why)
        else:
            txn.emit(v.DamagePrevented, game, a.rule, source=step.source.oid,
                     target=step.target, amount=step.amount, combat=step.combat,
                     shield=a.shield, holder=a.holder, why=a.why)
        if a.shield is not None and step.left is not None and a.shield in game.shields:
            txn.emit(v.ShieldUsed, game, a.rule, shield=a.shield, left=step.left)
        if a.then.startswith(REMOVE) and a.holder is not None:  # -- batch B03 --
            actions.add_counters(txn, game, a.holder, a.then[len(REMOVE):], -step.amount,
                                 PREVENTED)
    for hit in result.dealt:
        _dealt(txn, game, hit)
    if result.dealt:  # batch B01: what the damage dealt together triggers, once
        damage_dealt_together(txn, game, [(h.source, h.target, h.amount)
                                          for h in result.dealt])
    for player, amount in result.gains:
        if player in game.player:
            actions.change_life(txn, game, player, amount, "615.5")


def turn_up(txn: Txn, game: GameState, hits: list[Hit]) -> None:
    """-- batch M-MASK --: before ``hits`` are worked out, turn face up each face-down
    permanent among their sources and recipients that is turned face up instead when it
    would deal or be dealt damage (708.8)."""
    objects = game.objects
    if any(h.source.turns_up or (isinstance(h.target, int) and h.target in objects
                                 and objects[h.target].turns_up) for h in hits):
        actions.turn_up_if_harmed(txn, game, [(h.source, h.target, h.amount) for h in hits])


def deal_or_ask(txn: Txn, game: GameState, hits: list[Hit]) -> bool:
    """Deal ``hits``, or ask the first order of effects they need (616.1) and deal
    nothing: True if a question was asked."""
    turn_up(txn, game, hits)  # -- batch M-MASK --: 708.8
    result = plan(game, hits)
    if isinstance(result, Ask):
        ask(txn, game, result)
        return True
    deal(txn, game, result)
    return False


#: -- batch B07 --: a source's word, and what each creature it deals damage to gets for
#: the rest of the turn (Runesword: 701.19c, 614.1a)
MARKS = {"creatures_it_damages_cant_be_regenerated": "cant_be_regenerated",
         "creatures_it_damages_are_exiled_if_they_would_die": "exiled_if_it_would_die"}


def _marks(txn: Txn, game: GameState, source: Obj, obj: Obj) -> None:
    """-- batch B07 --: the creature ``source`` dealt damage to gets, until end of turn,
    what the source's words say (it can't be regenerated, it is exiled if it would die),
    at once: before the state-based actions that would destroy it."""
    given = sorted(MARKS[k] for k in keywords(game, source) if k in MARKS)
    if given:
        txn.emit(v.ContinuousEffectCreated, game, R.CONTINUOUS, effect=txn.new_id(),
                 kind=CONTINUOUS, source=source.oid, controller=source.controller,
                 objs=(obj.oid,), changes={"keywords": tuple(given)}, until="end_of_turn")


def _dealt(txn: Txn, game: GameState, hit: Hit) -> None:
    """``source`` deals the damage (120.3): a player loses that much life (120.3a), a
    planeswalker loses loyalty (120.3c), a creature has it marked (120.3e); a source with
    lifelink makes its controller gain as much (702.15b)."""
    source, target, amount = hit.source, hit.target, hit.amount
    if isinstance(target, str):
        txn.emit(v.DamageDealt, game, R.DAMAGE, source=source.oid, target=target,
                 amount=amount, combat=hit.combat)
        actions.change_life(txn, game, target, -amount, R.DAMAGE_TO_PLAYER, damage=True)
    else:
        obj = game.objects[target]
        walker = planeswalkers.is_planeswalker(game, obj)
        rule = R.DAMAGE_TO_PLANESWALKER if walker and not is_creature(game, obj) \
            else R.DAMAGE_TO_CREATURE
        txn.emit(v.DamageDealt, game, rule, source=source.oid, target=target, amount=amount,
                 combat=hit.combat)
        if walker:
            planeswalkers.damaged(txn, game, obj, amount)
        if is_creature(game, obj) and source.kind == "card":  # -- batch B07 --
            _marks(txn, game, source, obj)
    if source.kind in ("card", "spell") and "lifelink" in keywords(game, source) \
            and source.controller in game.player:
        actions.change_life(txn, game, source.controller, amount, R.LIFELINK)


# -- shields -------------------------------------------------------------------------------


def create_shield(txn: Txn, game: GameState, kind: str, controller: str, source: int | None,
                  subject: Target | None, amount: int, rule: str, *, by: int | None = None,
                  combat: bool = False, all_but: int = 0, to: Target | None = None,
                  then: str = "", once: bool = False, name: str = "",
                  source_filter: Filter | None = None, targeting_it: bool = False) -> None:
    """Put a shield around ``subject`` until end of turn (615.7, 615.8, 614.9, 701.19a);
    ``name``: the name of the object whose effect made it; ``source_filter``: only damage
    from sources it picks (615)."""
    txn.emit(v.ShieldCreated, game, rule, shield=txn.new_id(), kind=kind,
             controller=controller, source=source, subject=subject, amount=amount, by=by,
             combat=combat, all_but=all_but, to=to, then=then, once=once,
             until="end_of_turn", name=name,
             source_filter=None if source_filter is None else filter_to_data(source_filter),
             targeting_it=targeting_it)


def end_of_turn(txn: Txn, game: GameState) -> None:
    """The cleanup step: the turn's shields end (514.2)."""
    ending = tuple(s for s, shield in game.shields.items() if shield.until == "end_of_turn")
    if ending:
        txn.emit(v.ShieldsEnded, game, R.CLEANUP, shields=ending)


#: the steps after blockers are declared, when an attacker no creature blocks is
#: unblocked (509.1h)
AFTER_BLOCKERS = ("declare_blockers", "first_strike_damage", "combat_damage",
                  "end_of_combat")


def is_unblocked(game: GameState, obj: Obj) -> bool:
    """An attacking creature no creature blocked, once blockers are declared (509.1h)."""
    return obj.attacking is not None and not obj.blocked and game.step in AFTER_BLOCKERS
