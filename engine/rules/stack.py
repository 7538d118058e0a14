"""Casting spells, activating abilities, and resolving the top of the stack (601-608)."""

from __future__ import annotations

from shahrazad.cards.model import (
    GRANTED,
    Activated,
    AddMana,
    CardDef,
    Effect,
    EnterAsCopy,
    ManaCost,
)
from shahrazad.characteristics import (
    abilities,
    creatures,
    granted_from,
    is_creature,
    is_type,
    power,
    printed,
    toughness,
)
from shahrazad.decisions import Activate, Cast
from shahrazad.events import vocabulary as v
from shahrazad.filters import mana_value
from shahrazad.mana import (
    amount_now,
    any_type_for_spell,
    as_though,
    pool_after,
    replace_produced,
    restricted_for,
    spell_as_though,
    spend,
)
from shahrazad.projections.names import FACE_DOWN  # -- batch M-MASK --
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import (
    actions,
    adventures,
    casting,
    choosing,
    commander,
    copies,
    planeswalkers,
    player_control,  # -- batch W-CMD --
    resolution,
    statics,
    variants,
)
from shahrazad.rules import citations as R
from shahrazad.rules.citations import cite
from shahrazad.rules.targets import ability_of, is_legal, related, specs_of
from shahrazad.rules.triggers import count_if
from shahrazad.txn import Txn

Payment = tuple[int, int, str]


def pay_life(txn: Txn, game: GameState, player: str, life: int) -> None:
    """-- batch B08 --: ``player`` pays ``life`` life (119.4), as a payment an effect
    offered them accepts ("unless that player pays 1 life")."""
    actions.change_life(txn, game, player, -life, R.PAY_LIFE)


def activate_mana(txn: Txn, game: GameState, player: str, source: int, index: int,
                  color: str, sacrificing: tuple[int, ...] = (), x: int = 0) -> None:
    """Activate a mana ability: pay its cost, add its mana; no stack (605.3a). A player's
    own mana ability, from an effect (Channel: ``source`` is the effect's id), costs 1
    life (119.4) and adds {C}. -- batch c-mana --: ``sacrificing``, the permanent its cost
    sacrifices, and ``x``, the counters its cost removes, chosen as it is activated; its
    amount may read them (the sacrificed permanent's mana value as it last existed,
    608.2h; 1 plus the counters removed)."""
    if source not in game.objects:
        txn.emit(v.ManaAbilityActivated, game, R.MANA_ABILITY, player=player, source=source,
                 index=index)
        actions.change_life(txn, game, player, -1, R.PAY_LIFE)
        txn.emit(v.ManaAdded, game, R.ADD_MANA, player=player, mana="C", source=None)
        return
    obj = game.objects[source]
    ability = abilities(game, obj)[index]
    txn.emit(v.ManaAbilityActivated, game, R.MANA_ABILITY, player=player, source=source,
             index=index)
    if ability.cost.mana != ManaCost():  # its mana cost, from the pool (605.3a, 601.2h)
        paid = spend(game.player[player].mana, ability.cost.mana)
        if paid is None:  # validation ran first; reaching this is an engine bug
            raise AssertionError("the pool no longer covers the mana ability's cost")
        txn.emit(v.ManaSpent, game, R.PAY, player=player, mana=paid, obj=source)
    if ability.cost.tap:
        actions.tap(txn, game, obj, R.MANA_ABILITY)
    if ability.cost.life:  # batch B05: "Pay 1 life" (119.4)
        actions.change_life(txn, game, player, -ability.cost.life, R.PAY_LIFE)
    if ability.cost.remove_counters:  # -- batch B11 --: counters off the source (602.1a)
        actions.add_counters(txn, game, obj.oid, ability.cost.counter,
                             -ability.cost.remove_counters, R.ACTIVATE)
    if x:  # -- batch c-mana --: "Remove any number of charge counters" (107.1c)
        actions.add_counters(txn, game, obj.oid, ability.cost.counter, -x, R.ACTIVATE)
    paid_value = sum(mana_value(game.objects[o]) for o in sacrificing)  # last known, 608.2h
    for o in sacrificing:  # -- batch c-mana --: "Sacrifice a creature" (701.21)
        actions.move(txn, game, game.objects[o], "graveyard", "sacrificed to pay a cost",
                     R.SACRIFICE)
    add = ability.effects[0]
    assert isinstance(add, AddMana)
    n = {"mana_value_of_paid": paid_value, "X": x, "one_plus_X": 1 + x}.get(str(add.amount)) \
        if isinstance(add.amount, str) else None
    if n is None:
        n = amount_now(game, obj, add)  # batch B05: Urza's lands' amounts (605.1a)
    mana = color * n if add.mana == "any" else add.mana * n
    mana = replace_produced(game, source, index, mana)  # batch B05 (614.1a)
    if ability.cost.sacrifice:
        actions.move(txn, game, obj, "graveyard", "sacrifice", R.SACRIFICE)
    if add.only and mana:  # -- batch c-mana --: mana restricted in its spending (106.6)
        txn.emit(v.RestrictedManaAdded, game, "106.6", player=player, mana=mana,
                 source=source, only=add.only)
    elif mana or not (sacrificing or x):  # -- batch c-mana --: a 0-cost artifact adds none
        txn.emit(v.ManaAdded, game, R.ADD_MANA, player=player, mana=mana, source=source)
    if len(ability.effects) > 1:  # batch B05: its other effects, at once (605.3b)
        mana_ability_effects(txn, game, obj, ability.effects[1:])


def mana_ability_effects(txn: Txn, game: GameState, obj: Obj,
                         more: tuple[Effect, ...]) -> None:
    """Batch B05: the effects of a mana ability beside its mana ("Add {B}. Elves of Deep
    Shadow deals 1 damage to you"): they happen as it resolves, at once, without the
    stack (605.3b); its source is the permanent (as it last existed, if the cost
    sacrificed it)."""
    ctx = resolution.Ctx(txn, game, obj, (), ())
    resolution.run(ctx, more)


def pay(txn: Txn, game: GameState, player: str, payment: tuple[Payment, ...], cost: ManaCost,
        x: int, extra: int, for_obj: int | None, card: CardDef | None = None,
        rule: str = R.PAY) -> None:
    """Activate the payment's mana abilities (601.2g), then pay the cost (601.2h).
    -- batch c-mana --: casting the spell ``card``, the restricted mana that may pay for
    it (106.6) is spent first, the rest from the unrestricted pool. -- batch d-attack --:
    ``rule``, the rule the cost is paid under (508.1j: a cost to attack)."""
    for source, index, color in payment:
        activate_mana(txn, game, player, source, index, color)
    usable = restricted_for(game, player, card)
    pool = game.player[player].mana + "".join(m for _, m in usable)
    mana = spend(pool, cost, x, extra, as_though(game, player))
    if mana is None and card is not None:  # -- batch c-mana --: a permission (609.4b)
        mana = spend(pool, cost, x, extra, spell_as_though(game, player, card))
        permission = any_type_for_spell(game, player)
        if mana is not None and permission is not None:  # this spell uses it up
            txn.emit(v.EffectsEnded, game, "609.4b", effects=(permission,))
    if mana is None:  # validation ran first; reaching this is an engine bug
        raise AssertionError("the payment no longer covers the cost")
    left = list(mana)
    for only, letters in usable:
        took = []
        for letter in letters:
            if letter in left:
                left.remove(letter)
                took.append(letter)
        if took:
            txn.emit(v.RestrictedManaSpent, game, rule, player=player, mana="".join(took),
                     obj=for_obj, only=only)
    mana = "".join(left)
    if mana:
        txn.emit(v.ManaSpent, game, rule, player=player, mana=mana, obj=for_obj)


def extra_cost(d: CardDef, targets: tuple[object, ...]) -> int:
    """Additional generic cost: Fireball's {1} per target beyond the first."""
    return max(0, len(targets) - 1) if d.max_targets > 1 else 0


def cast(txn: Txn, game: GameState, player: str, decision: Cast) -> None:
    obj = game.objects[decision.card]
    d = face_of(obj, decision.face)
    assert obj.card is not None and d.cost is not None
    extra = casting.cost_after_reductions(  # before it moves
        game, player, d, decision.x,
        extra_cost(d, decision.targets) + variants.commander_tax(game, obj), obj)
    rule = cast_rule(txn, game, player, obj, decision.face)
    if obj.zone == "exile":  # a card on an adventure leaves it (715.3d)
        adventures.cast_from_exile(txn, game, obj.oid)
    new = txn.new_id()
    txn.emit(v.SpellCast, game, rule, player=player, card=obj.card, obj=obj.oid,
             new_obj=new, targets=decision.targets, x=decision.x, face=decision.face)
    pay(txn, game, player, decision.payment, *casting.payable(d, decision.x), extra, new, d)


def cast_rule(txn: Txn, game: GameState, player: str, obj: Obj, face: int) -> str:
    """The rule a cast is made under: an Adventure's (715.3), a card cast from exile by
    an effect's leave (601.3), a spell cast when only an effect lets it be (601.3), or
    the ordinary one (601.2)."""
    d = face_of(obj, face)
    if obj.zone == "exile":
        return R.CAST_PERMISSION
    if face == 1 and printed(obj).adventure is not None:
        return cite(R.ADVENTURE, txn.state.edition)
    sorcery_speed = game.active == player and game.step in ("main1", "main2") and not game.stack
    if not sorcery_speed:
        allowed = statics.timing(game, player, d)
        if allowed is not None:
            return allowed
    return R.CAST


def said_name(obj: Obj) -> str:
    """-- batch M-MASK --: the name the audit gives the object once it is gone: a
    face-down spell's is what everybody saw of it (708.2, 708.4)."""
    return f"{obj.controller}'s {FACE_DOWN}" if obj.face_down else obj.name


def cast_without_paying(txn: Txn, game: GameState, player: str, oid: int) -> None:
    """Cast the card ``oid`` (already on the stack, brought there from outside the game)
    without paying its mana cost (118.9), with no targets and X = 0, while another
    effect resolves: its timing doesn't matter then."""
    obj = game.objects[oid]
    assert obj.card is not None
    txn.emit(v.SpellCast, game, R.WITHOUT_MANA_COST, player=player, card=obj.card, obj=oid,
             new_obj=txn.new_id(), targets=(), x=0, face=0)


def face_of(obj: Obj, face: int) -> CardDef:
    """The characteristics a card is cast with: a split card's chosen half (709.3), or an
    adventurer card's Adventure (715.3)."""
    faces = printed(obj).castable_faces()
    return faces[face] if 0 <= face < len(faces) else faces[0]


def activate(txn: Txn, game: GameState, player: str, decision: Activate) -> bool:
    """Put the ability on the stack and pay its costs (602.2); True if a cost waits for
    the player's choice (the cards to discard), asked as a ``choose`` question."""
    source = game.objects[decision.source]
    ability = abilities(game, source)[decision.index]
    new = txn.new_id()
    # -- batch c-grant --: a granted ability is recorded as the granting card's (613.1f)
    grant = granted_from(game, source, decision.index)
    txn.emit(v.AbilityActivated, game, R.ACTIVATE, player=player, source=source.oid,
             index=decision.index if grant is None else GRANTED + grant[1], new_obj=new,
             targets=decision.targets, x=decision.x,
             granted_by="" if grant is None else grant[0])
    planeswalkers.pay(txn, game, source, ability)  # a loyalty cost (606.4)
    extra = casting.ability_cost_change(game, source, ability.cost.mana, decision.x)
    pay(txn, game, player, decision.payment, ability.cost.mana, decision.x, extra, new)
    if ability.cost.energy:  # {E}: energy counters off the player (107.14)
        actions.add_counters(txn, game, player, "energy", -ability.cost.energy, R.ENERGY)
    if ability.cost.remove_counters:  # counters off the source (602.1a, 122)
        actions.add_counters(txn, game, source.oid, ability.cost.counter,
                             -ability.cost.remove_counters, R.ACTIVATE)
    if ability.cost.tap:
        actions.tap(txn, game, source, R.ACTIVATE)
    if ability.cost.sacrifice:
        actions.move(txn, game, source, "graveyard", "sacrifice", R.SACRIFICE)
    if ability.cost.exile:
        actions.move(txn, game, source, "exile", "exiled as a cost", R.EXILE)
    if ability.cost.life:  # batch B05: "Pay 2 life" (119.4)
        actions.change_life(txn, game, player, -ability.cost.life, R.PAY_LIFE)
    if ability.cost.discard and ability.cost.discard_at_random:  # batch B05 (701.9b)
        hand = list(game.player[player].hand)
        for oid in txn.random_sample(game, player, hand, ability.cost.discard,
                                     lambda o: game.objects[o].name, R.DISCARD,
                                     f"discard:{player}"):
            moved = actions.move(txn, game, game.objects[oid], "graveyard",
                                 "discarded at random to pay a cost", R.DISCARD)
            _remember_discard(txn, game, game.objects[new], moved)
    last = game.player[player].last_drawn
    if ability.cost.discard_last_drawn and last is not None:  # -- batch LX --
        moved = actions.move(txn, game, game.objects[last], "graveyard",
                             "discarded to pay a cost", R.DISCARD)
        _remember_discard(txn, game, game.objects[new], moved)
    cost = choosing.activation_cost(game) if ability.cost.chooses else None
    if cost is not None:
        choosing.ask(txn, game, cost)
        return True
    return False


#: the targets of an Aura that enchants a card in a graveyard: as it resolves, the card
#: returns to the battlefield under the Aura's controller and the Aura is attached to it
#: (Animate Dead's "return enchanted creature card to the battlefield under your control
#: and attach this to it")
GRAVEYARD_TARGETS = frozenset({"creature_card_in_a_graveyard", "card_in_your_graveyard"})


def discard_for_cost(txn: Txn, game: GameState, cards: tuple[int, ...]) -> None:
    """Discard the chosen cards to pay the activated ability's cost (602.2b, 701.9); or,
    batch B05, sacrifice the chosen permanent, if the cost sacrifices one (701.21)."""
    top = game.objects[game.stack[-1]]
    if top.kind == "spell":  # -- batch c-mana --: a spell's additional cost (601.2h)
        for oid in cards:
            paid_with(txn, game, top, game.objects[oid], True)
        return
    # -- batch c-grant --: a granted one too (613.1f); -- batch c-mana --: or its source is
    # gone, its cost sacrificed it
    found = ability_of(top, game) if top.kind == "ability" else None
    cost = found.cost if isinstance(found, Activated) else None
    if cost is not None and (cost.sacrifice_other is not None or cost.exile_other is not None):
        for oid in cards:
            paid_with(txn, game, top, game.objects[oid], cost.exile_other is None)
        return
    for oid in cards:
        new = actions.move(txn, game, game.objects[oid], "graveyard",
                           "discarded to pay a cost", R.DISCARD)
        _remember_discard(txn, game, top, new)


def _remember_discard(txn: Txn, game: GameState, ability: Obj, card: int | None) -> None:
    """-- batch LX --: remember the card a cost discarded, for the ability's counts of
    what it paid with ("If the discarded card was a land card": ``paid_this_way``)."""
    if card is None:
        return
    txn.emit(v.EffectCreated, game, "608.2h", effect=txn.new_id(), kind=PAID_WITH,
             source=ability.oid, controller=ability.controller, subject=card,
             power=0, toughness=0, until="end_of_turn")


#: batch B05: the kind of effect record that remembers what a cost sacrificed or exiled,
#: as it last existed: its power and toughness (608.2h), the new object it became
PAID_WITH = resolution.PAID_WITH


def paid_with(txn: Txn, game: GameState, ability: Obj, obj: Obj, sacrifice: bool) -> None:
    """Batch B05: sacrifice (701.21) or exile (701.13) ``obj`` to pay the cost of
    ``ability``, and remember it, as it last existed, for the ability's amounts ("the
    sacrificed creature's toughness": ``toughness_of_paid``) until the turn ends."""
    creature = obj.zone == "battlefield" and is_creature(game, obj)
    lki = (power(game, obj), toughness(game, obj)) if creature else (0, 0)
    if sacrifice:
        new = actions.move(txn, game, obj, "graveyard", "sacrificed to pay a cost", R.SACRIFICE)
    else:
        new = actions.move(txn, game, obj, "exile", "exiled to pay a cost", R.EXILE)
    txn.emit(v.EffectCreated, game, "608.2h", effect=txn.new_id(), kind=PAID_WITH,
             source=ability.oid, controller=ability.controller, subject=new,
             power=lki[0], toughness=lki[1], until="end_of_turn")


def _condition_holds(game: GameState, obj: Obj) -> bool:
    """An intervening "if" is checked again on resolution (603.4)."""
    if obj.kind != "trigger":
        return True
    when = ability_of(obj, game).when  # type: ignore[union-attr]
    if when == "each_draw_step_untapped":
        source = game.objects.get(obj.source) if obj.source is not None else None
        return source is not None and not source.tapped
    if when == "end_step_no_creatures":
        return not creatures(game)
    check = ability_of(obj, game).intervening_if  # type: ignore[union-attr]  # batch B01
    if check is not None:
        source = game.objects.get(obj.source) if obj.source is not None else None
        if source is None and obj.source is not None:  # -- batch R-A --: as it last
            gone = resolution.count_of_gone_source(game, check, obj.source)  # existed
            if gone is not None:  # (603.4, 608.2h)
                return gone >= 1
        return count_if(game, check, source or obj, obj.subject) >= 1
    return True


def resolve_top(txn: Txn, game: GameState, answer: object | None = None) -> bool:
    """Resolve (or resume resolving) the top object of the stack. True if it paused."""
    resuming = game.resolving is not None
    oid = game.resolving if resuming else game.stack[-1]
    assert oid is not None
    obj = game.objects.get(oid) or game.resolving_snapshot
    if obj is None:
        raise AssertionError("a resolving object vanished")
    if not resuming:
        # Its cause is the event that put it on the stack: the chain leads to a decision.
        with txn.caused_by(obj.created_at or txn.cause):
            txn.emit(v.ResolutionBegan, game, R.ALL_PASSED, obj=oid, name=obj.name)
            player_control.begin_with_resolution(txn, game, oid)  # -- batch W-CMD2 --
    with txn.caused_by(txn.events[-1].position if not resuming else txn.cause):
        return _resolve(txn, game, obj, answer, resuming)


def _of_subject(game: GameState, obj: Obj, target: int | str) -> bool:
    """-- batch LX --: a target "that player controls" is still controlled by the player
    the ability is about (608.2b)."""
    aimed = game.objects.get(target) if isinstance(target, int) else None
    return aimed is not None and aimed.controller == obj.subject


def target_legality(game: GameState, obj: Obj) -> tuple[bool, ...]:
    """Which of a resolving object's targets are still legal (608.2b)."""
    specs = specs_of(obj, game)
    aimer = obj if obj.kind == "spell" else None  # a spell's own qualities (702.16b)
    return tuple(is_legal(game, spec, t, obj.controller, obj.source, aimer) and holds
                 and (not spec.of_subject or _of_subject(game, obj, t))
                 for spec, t, holds in zip(specs, obj.targets,
                                           related(game, specs, obj.targets), strict=False))


def _resolve(txn: Txn, game: GameState, obj: Obj, answer: object | None,
             resuming: bool = False) -> bool:
    legal = target_legality(game, obj)
    # -- batch C-ANTE --: the targets are checked as it begins to resolve (608.2b), not
    # again when it resumes after a question: a target its own effects moved (exiled by
    # Bronze Tablet's ability) doesn't stop the rest
    if obj.targets and not any(legal) and not resuming:
        txn.emit(v.SpellFizzled, game, R.FIZZLE, obj=obj.oid, name=obj.name)
        actions.move(txn, game, obj, "graveyard", "fizzled", R.FIZZLE)
        txn.emit(v.ResolutionEnded, game, R.FIZZLE, obj=obj.oid, name=said_name(obj))
        player_control.end_with_resolution(txn, game, obj.oid)  # -- batch W-CMD --
        return False
    ctx = resolution.Ctx(txn, game, obj, obj.targets, legal,
                         resolution.snapshot(game, obj.targets), answer)
    if obj.kind == "spell" and printed(obj).permanent:
        # What happens as it enters comes first (614.1c: Clone's choice of what to copy).
        entering = printed(obj).effects
        if entering and resolution.run(ctx, entering, game.resume_at) is not None:
            return True
        if ctx.instead:  # -- batch B06 --: it doesn't enter at all (614.1c)
            actions.move(txn, game, obj, ctx.instead, "put there instead of onto the "
                         "battlefield", R.ENTERS_AS)
            txn.emit(v.ResolutionEnded, game, R.ENTERS_AS, obj=obj.oid, name=obj.name)
            player_control.end_with_resolution(txn, game, obj.oid)  # -- batch W-CMD --
            return False
        new = actions.move(txn, game, obj, "battlefield", "resolve", R.RESOLVE_PERMANENT,
                           controller=obj.controller)
        if new is not None:  # -- batch B06 --: the counters it enters with (614.1c)
            for counter in ctx.enter_with:
                actions.add_counters(txn, game, new, counter, 1)
        if new is not None and ctx.enter_as is not None:
            how = next((e for e in entering if isinstance(e, EnterAsCopy)), None)
            copies.enter_as_copy(txn, game, new, ctx.enter_as, how)
        if new is not None:  # -- batch MISC --: the choices kept on the spell, in order
            for word in resolution.kept_choices(game, obj.oid):
                resolution.record_choice(txn, game, new, word, obj.controller)
        if new is not None and ctx.chosen:  # the word chosen as it entered (614.1c)
            resolution.record_choice(txn, game, new, ctx.chosen, obj.controller)
        enchant = printed(obj).enchant
        if enchant is not None and new is not None:
            target = obj.targets[0]
            assert isinstance(target, int)
            if enchant.kind in GRAVEYARD_TARGETS or printed(obj).aura == "animate":
                reanimate(txn, game, new, target, obj.controller)
            else:
                txn.emit(v.Attached, game, R.AURA_ATTACH, obj=new, to=target)
        txn.emit(v.ResolutionEnded, game, R.RESOLVE_PERMANENT, obj=obj.oid, name=said_name(obj))
        player_control.end_with_resolution(txn, game, obj.oid)  # -- batch W-CMD --
        return False
    steps = resolution.resolving_effects(obj, game)
    if _condition_holds(game, obj):
        if commander.run_effects(ctx, steps, game.resume_at) is not None:
            return True
    finish(txn, game, obj)
    return False


def finish(txn: Txn, game: GameState, obj: Obj) -> None:
    """The last step of resolving: an instant or sorcery goes to its owner's graveyard if
    it is still on the stack (608.2n), an Adventure into exile (715.3d); an ability, or a
    copy of a spell, ceases to exist (704.5e)."""
    if obj.oid in game.objects and obj.zone == "stack":
        if adventures.is_adventure(obj) and obj.card is not None:
            adventures.exile_on_resolution(txn, game, obj)
        else:
            actions.move(txn, game, obj, "graveyard", "resolved", R.TO_GRAVEYARD)
    txn.emit(v.ResolutionEnded, game, R.TO_GRAVEYARD, obj=obj.oid, name=obj.name)
    player_control.end_with_resolution(txn, game, obj.oid)  # -- batch W-CMD --


def can_pay(game: GameState, player: str, payment: tuple[Payment, ...], cost: ManaCost,
            x: int, extra: int, exclude: int | None, card: CardDef | None = None) -> bool:
    """Whether the payment covers the cost; casting ``card``, with the restricted mana
    that may pay for it too (-- batch c-mana --, 106.6)."""
    after = pool_after(game, player, payment, exclude)
    restricted = "".join(m for _, m in restricted_for(game, player, card))
    return after is not None and spend(after + restricted, cost, x, extra,
                                       spell_as_though(game, player, card)) is not None


def reanimate(txn: Txn, game: GameState, aura: int, target: int, controller: str) -> None:
    """An Aura that enchants a creature card in a graveyard (Animate Dead): the card
    returns to the battlefield under the Aura's controller, and the Aura is attached to
    it."""
    obj = game.objects.get(target)
    if obj is None or obj.zone != "graveyard" or not is_type(game, obj, "Creature"):
        return
    new = actions.move(txn, game, obj, "battlefield", f"returned by {game.objects[aura].name}",
                       R.RESOLVE, controller=controller)
    if new is not None:
        txn.emit(v.Attached, game, R.AURA_ATTACH, obj=aura, to=new)
