"""Targets (115): what a target specification allows, and whether a target is still legal.

A target specification (:class:`~shahrazad.cards.model.TargetSpec`) names a kind of target
(a player, a spell, a permanent, a card in a graveyard) and a filter of the objects it
may be (:class:`~shahrazad.cards.model.Filter`: "target nonartifact, nonblack creature").
Each older kind word is a name for a kind and a filter (:data:`KINDS`): ``creature`` is
a permanent that is a creature, ``non_wall_creature_an_opponent_controls`` a creature
that is not a Wall and that an opponent controls. Whether an object fits is read from
its characteristics as they are now (613): a Forest made a creature by Living Lands is
a legal "target creature".

A permanent with protection from a quality can't be the target of a spell with that
quality, nor of an ability from a source with it (702.16b): ``aimer`` is the spell (a card
being cast, or on the stack), and an ability's source is ``source``.
"""

from __future__ import annotations

from collections.abc import Sequence

from shahrazad.cards.model import (
    GRANTED,
    Activated,
    CardType,
    Filter,
    TargetSpec,
    Triggered,
    trigger_at,
)
from shahrazad.characteristics import cant, defn, keywords, printed, restrictions, traits
from shahrazad.filters import match, matches, relative_holds
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules.protection import protected_from

Target = int | str


def _f(types: tuple[CardType, ...] = (), not_types: tuple[CardType, ...] = (),
       **more: object) -> Filter:
    return Filter(types=frozenset(types), not_types=frozenset(not_types),
                  **more)  # type: ignore[arg-type]


#: each kind word: where its objects are (``permanent``: on the battlefield; ``spell``:
#: on the stack; ``spell_or_permanent``; ``your_graveyard``, ``a_graveyard``) and the
#: filter they must match; ``any`` also allows players (115.4)
KINDS: dict[str, tuple[str, Filter]] = {
    "any": ("permanent", _f(("Creature", "Planeswalker"))),
    "creature": ("permanent", _f(("Creature",))),
    "permanent": ("permanent", Filter()),
    "other_nonland_permanent": ("permanent", _f(not_types=("Land",), other=True)),
    "artifact_or_enchantment": ("permanent", _f(("Artifact", "Enchantment"))),
    "land": ("permanent", _f(("Land",))),
    "tappable": ("permanent", _f(("Artifact", "Creature", "Land"))),
    "noncreature_artifact": ("permanent", _f(("Artifact",), ("Creature",))),
    "non_wall_creature_an_opponent_controls": (
        "permanent", _f(("Creature",), not_subtypes=frozenset({"Wall"}), controller="opponent")),
    "spell": ("spell", Filter()),
    "instant_or_sorcery_spell": ("spell", _f(("Instant", "Sorcery"))),
    "spell_or_permanent": ("spell_or_permanent", Filter()),
    "card_in_your_graveyard": ("your_graveyard", Filter()),
    "creature_card_in_a_graveyard": ("a_graveyard", _f(("Creature",))),
    # batch E3: a player, or a planeswalker on the battlefield (115.4)
    "player_or_planeswalker": ("permanent", _f(("Planeswalker",))),
    # batch B01: its host is checked in _fits
    "aura_attached_to_a_creature_or_land": ("permanent", Filter(subtypes=frozenset({"Aura"}))),
    # batch B05: a card in any graveyard (Grave Robbers' "target artifact card from a
    # graveyard", its filter beside it)
    "card_in_a_graveyard": ("a_graveyard", Filter()),
    # batch B05: an opponent, or a planeswalker on the battlefield (115.4: Eternal Flame)
    "opponent_or_planeswalker": ("permanent", _f(("Planeswalker",))),
    # -- batch B10 --: an activated ability on the stack, its filter read of its source
    # (701.6b: Rust's "activated ability from an artifact source")
    "activated_ability": ("ability", Filter()),
    # -- batch C-ANTE --: a card in the ante zone of the game (407: Darkpact)
    "card_in_the_ante": ("ante", Filter()),
}
#: a target specification's filter when it says nothing more than its kind
_NO_FILTER = TargetSpec("any").filter
#: the kinds that allow players
PLAYER_KINDS = frozenset({"any", "player", "opponent", "player_or_planeswalker",
                          "opponent_or_planeswalker", "player_who_attacked_this_turn"})
#: -- batch B08 --: the kinds that are players only, no object
ONLY_PLAYER_KINDS = frozenset({"player", "opponent", "player_who_attacked_this_turn"})
#: the kinds that allow only the controller's opponents among players
OPPONENT_KINDS = frozenset({"opponent", "opponent_or_planeswalker"})


# -- batch E3: "two target creatures" (601.2c) ---------------------------------------------


def repeats_a_target(specs: Sequence[TargetSpec], targets: Sequence[object]) -> bool:
    """Whether ``targets`` chooses one object or player twice for one instance of the word
    "target" (601.2c). A card says "two target creatures" with two equal specifications in
    a row: they are one instance, so their targets must differ; unequal specifications
    ("target creature and target player") are separate instances."""
    for i in range(1, min(len(specs), len(targets))):
        for j in range(i):
            if specs[i] == specs[j] and targets[i] == targets[j]:
                return True
    return False


def related(game: GameState, specs: Sequence[TargetSpec], targets: Sequence[Target]
            ) -> list[bool]:
    """-- batch B06 --: for each target, whether it holds its relation to the first target
    (``shares_a_type_with_first``: one of those card types is both's, 115.1;
    ``blocked_by_first_this_turn``: the first target blocked it this turn, 509.1); a
    target with no relation holds it."""
    first = targets[0] if targets else None
    first_obj = game.objects.get(first) if isinstance(first, int) else None
    found = []
    for spec, target in zip(specs, targets, strict=False):
        if spec.in_first_targets_graveyard:  # -- batch c-mana --
            found.append(isinstance(first, str) and isinstance(target, int)
                         and target in game.player[first].graveyard)
            continue
        if spec.blocked_by_first_this_turn:  # -- batch R-C --: 509.1, the turn's record
            found.append(any(b == first and a == target
                             for b, a, _ in game.this_turn.blocks))
            continue
        if not spec.shares_a_type_with_first:
            found.append(True)
            continue
        obj = game.objects.get(target) if isinstance(target, int) else None
        found.append(obj is not None and first_obj is not None and bool(
            frozenset(traits(game, obj).types) & frozenset(traits(game, first_obj).types)
            & spec.shares_a_type_with_first))
    return found


def is_legal(game: GameState, spec: TargetSpec, target: Target, controller: str,
             source: int | None = None, aimer: Obj | None = None,
             attaching: bool = False) -> bool:
    """Whether ``target`` fits ``spec`` now, for a spell or ability ``controller`` controls
    (``source``: the ability's source, which it may target unless the filter says
    ``other``, 115.1; ``aimer``: the spell). ``attaching`` (batch MISC): whether an Aura
    ``source`` may stay attached to it (704.5m), which is no targeting: shroud and "can't
    be the target of" don't keep it off (303.4d, 702.18a), protection does (702.16c)."""
    if not _fits(game, spec, target, controller, source):
        return False
    if isinstance(target, int) and not _relative(game, spec, target, source, aimer,
                                                 controller):
        return False
    if isinstance(target, int):
        by = aimer if aimer is not None else game.objects.get(source) \
            if source is not None else None
        obj = game.objects[target]
        if by is not None and obj.zone == "battlefield" and protected_from(game, obj, by):
            return False  # 702.16b
        if obj.zone == "battlefield" and not attaching and untargetable(
                game, obj, by, aimer is not None,
                _aiming(aimer) if aimer is not None else (spec,)):
            return False  # -- batch B07 --: 702.18a, 115.1
        if aimer is not None and aimer.kind in ("card", "spell") \
                and printed(aimer).enchant is not None and cant(game, obj, "be_enchanted"):
            return False  # -- batch B06 --: an Aura spell can't aim at it (303.4)
    return True


def untargetable(game: GameState, obj: Obj, by: Obj | None, spell: bool,
                 aiming: Sequence[TargetSpec] = ()) -> bool:
    """-- batch B07 --: whether ``obj`` can't be the target of a spell (``spell``) or an
    ability whose source is ``by``: shroud (702.18a: of no spell or ability), or a static
    ability saying it can't be the target of such spells or abilities from sources its
    filter picks (Artifact Ward's "abilities from artifact sources"), or (batch MISC) of
    those that can target only objects of some subtypes (``aiming``: the spell's or
    ability's target specifications)."""
    if "shroud" in keywords(game, obj):
        return True
    for source, st in restrictions(game, obj):
        if st.cant != "be_targeted" or st.targeted_by == ("abilities" if spell else "spells"):
            continue
        if st.that_can_target_only and not (aiming and all(
                _only_of(spec, st.that_can_target_only) for spec in aiming)):
            continue  # -- batch MISC --: it could target something else (115.1)
        if st.sources is None or (by is not None and matches(game, st.sources, by,
                                                             source.controller, source)):
            return True
    return False


# -- batch MISC: "spells that can target only Walls" (115.1) ------------------------------


def _aiming(spell: Obj) -> tuple[TargetSpec, ...]:
    """Every target specification of a spell: its targets, its modes' targets (700.2:
    a modal spell can target what any mode can) and, for an Aura, what it enchants."""
    d = printed(spell)
    found = [*d.targets, *(t for mode in d.modes for t in mode.targets)]
    if d.enchant is not None:
        found.append(d.enchant)
    return tuple(found)


def _only_of(spec: TargetSpec, subtypes: frozenset[str]) -> bool:
    """Whether every object ``spec`` allows has one of ``subtypes``: it names one of them
    as its subtype, or its filter (or its kind's) asks for some of them and no others;
    a specification that allows players allows more."""
    if spec.kind in PLAYER_KINDS:
        return False
    if spec.subtype:
        return spec.subtype in subtypes
    asks = spec.filter.subtypes or (KINDS[spec.kind][1].subtypes if spec.kind in KINDS
                                     else frozenset())
    return bool(asks) and asks <= subtypes


def _fits(game: GameState, spec: TargetSpec, target: Target, controller: str,
          source: int | None) -> bool:
    kind = spec.kind
    if isinstance(target, str):
        if kind not in PLAYER_KINDS:
            return False
        player = game.player.get(target)
        if player is None or not player.in_game:
            return False
        if target != controller and any(
                e.kind == "protection_from_everything" and e.subject == target
                for e in game.effects.values()):
            return False  # 702.16b: can't be the target of what an opponent controls
        if kind == "player_who_attacked_this_turn" and not player.attacked_this_turn:
            return False  # -- batch B08 --: 508.1, the turn's history
        return kind not in OPPONENT_KINDS or target != controller
    obj = game.objects.get(target)
    if obj is None or kind not in KINDS:
        return False
    if obj.oid == source and obj.zone == "stack":
        return False  # 115.5: a spell or ability on the stack is no target of itself
    # -- batch MISC --: a permanent's ability may target that permanent (115.1), unless its
    # text says "another" or "other" (the filter's ``other``)
    where, which = KINDS[kind]
    if where == "ability":  # -- batch B10 --
        return _ability_fits(game, spec, obj, controller, source)
    if where == "spell":
        if obj.zone != "stack" or obj.kind != "spell":
            return False
    elif where == "your_graveyard":
        if obj.zone != "graveyard" or obj.owner != controller:
            return False
    elif where == "a_graveyard":
        if obj.zone != "graveyard":
            return False
    elif where == "ante":  # -- batch C-ANTE --
        if obj.zone != "ante":
            return False
    elif where == "spell_or_permanent" and obj.zone == "stack":
        if obj.kind != "spell":
            return False
    elif obj.zone != "battlefield" or obj.phased_out:
        return False
    t = traits(game, obj)
    if kind == "aura_attached_to_a_creature_or_land":  # batch B01
        host = game.objects.get(obj.attached_to) if obj.attached_to is not None else None
        if host is None or not traits(game, host).types & {"Creature", "Land"}:
            return False
    if spec.subtype and spec.subtype not in t.subtypes:
        return False  # "target Assembly-Worker creature"
    me = game.objects.get(source) if source is not None else None
    return match(which, obj, t, controller, me) and \
        (spec.filter is _NO_FILTER or match(spec.filter, obj, t, controller, me))


def _ability_fits(game: GameState, spec: TargetSpec, obj: Obj, controller: str,
                  source: int | None) -> bool:
    """-- batch B10 --: an activated ability on the stack (a mana ability never is, 605.3b),
    whose source the filter picks: the source as it is now if it is still on the
    battlefield, else as it last existed there, its card's printed characteristics
    (113.7a, 608.2h)."""
    if obj.zone != "stack" or obj.kind != "ability":
        return False
    origin = game.objects.get(obj.source) if obj.source is not None else None
    if origin is None or origin.zone != "battlefield" or origin.name != obj.name:
        origin = obj
    me = game.objects.get(source) if source is not None else None
    return match(spec.filter, origin, traits(game, origin), controller, me)


def _relative(game: GameState, spec: TargetSpec, target: int, source: int | None,
              aimer: Obj | None, controller: str = "") -> bool:
    """-- batch B03 --: the filter's qualities relative to the spell (``aimer``) or the
    ability's source: "target spell with mana value X" (the spell's X), "with toughness
    less than Stone Giant's power"."""
    asker = game.objects.get(source) if source is not None else aimer
    return relative_holds(game, spec.filter, game.objects[target], asker, controller)


def candidates(game: GameState, spec: TargetSpec, controller: str,
               source: int | None = None, aimer: Obj | None = None) -> list[Target]:
    """Every legal target for ``spec``: players in seat order, then objects by id."""
    found: list[Target] = []
    if spec.kind in PLAYER_KINDS:
        found += [p for p in game.living if is_legal(game, spec, p, controller, source,
                                                     aimer)]
    if spec.kind in ONLY_PLAYER_KINDS:
        return found
    where = KINDS[spec.kind][0] if spec.kind in KINDS else "permanent"
    if where in ("spell", "ability"):
        pool = list(game.stack)
    elif where == "spell_or_permanent":
        pool = list(game.stack) + game.in_play
    elif where == "your_graveyard":
        pool = list(game.player[controller].graveyard)
    elif where == "a_graveyard":
        pool = [o for p in game.players for o in game.player[p].graveyard]
    elif where == "ante":  # -- batch C-ANTE --
        pool = list(game.ante)
    else:
        pool = game.in_play
    found += [oid for oid in pool if is_legal(game, spec, oid, controller, source, aimer)]
    return found


def repeated(specs: Sequence[TargetSpec], n: int) -> tuple[TargetSpec, ...]:
    """The specifications of ``n`` targets of a spell or ability with a variable number
    of targets (601.2c): each of its specifications but the last once, then the last as
    many times as the rest takes (-- batch c-mana --: "any number of target artifact
    cards from target player's graveyard": the player, then the cards)."""
    fixed = tuple(specs[:-1])
    return fixed + tuple(specs[-1:]) * max(0, n - len(fixed))


def specs_of(obj: Obj, game: GameState | None = None) -> tuple[TargetSpec, ...]:
    """The target specifications of a stack object (of an ability: ``game`` says what its
    source is now, see :func:`ability_of`)."""
    if obj.kind == "spell":
        # a text-changing effect may have changed its targets (612)
        d = defn(game, obj) if game is not None else printed(obj)
        if d.enchant is not None:
            return (d.enchant,)
        if d.target_count:  # batch B04: as many as were chosen, none too (601.2c)
            return repeated(d.targets, len(obj.targets))
        return d.targets * max(1, len(obj.targets)) if d.max_targets > 1 else d.targets
    ability = ability_of(obj, game)
    if isinstance(ability, Activated) and ability.target_count:  # -- batch c-mana --
        return repeated(ability.targets, len(obj.targets))
    return ability.targets


def ability_of(obj: Obj, game: GameState | None = None) -> Activated | Triggered:
    """The ability a stack object is: of its source as the source is now, if it is still
    there in ``game`` (an ability granted, a copy's kept ability: 613), else as printed."""
    d = printed(obj)
    if game is not None and obj.source is not None:
        source = game.objects.get(obj.source)
        if source is not None and source.name == obj.name and \
                source.zone in ("battlefield", "command"):
            d = defn(game, source)
    if obj.kind == "ability":
        if obj.ability >= GRANTED:  # -- batch c-grant --: granted by obj.name's card
            have = printed(obj).statics[obj.ability - GRANTED].have
            assert have is not None, f"{obj.name} grants no ability {obj.ability}"
            return have
        return d.abilities[obj.ability]
    found = trigger_at(d, obj.ability)  # -- batch c-grant --: a granted one (613.1f)
    if found is None:
        found = trigger_at(printed(obj), obj.ability)
    assert found is not None, f"{obj.name} has no triggered ability {obj.ability}"
    return found.in_mode(obj.mode)  # -- batch D-TRIG --: a modal one as its mode (603.3c)
