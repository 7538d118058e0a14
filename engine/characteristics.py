"""What an object is right now: its characteristics, its abilities, what it can't do.

The single way every rule asks. Each answer comes from the continuous effects of the
object's game applied in layers (613, :mod:`shahrazad.layers`): the card's definition, a
copy's copiable values (layer 1), control (2), text changes (3), types (4), colors (5),
abilities (6), then power and toughness (7a-7d, counters included). An object no
continuous effect reaches has its own characteristics, at the cost of a look-up.

* :func:`defn`: its characteristics as a card definition (types, subtypes, keywords,
  abilities, triggered abilities, power and toughness);
* :func:`colors`, :func:`keywords`, :func:`power`, :func:`toughness`,
  :func:`is_type`, :func:`is_creature`; :func:`traits` (what a filter reads);
* :func:`printed`: its own definition, before any effect but a copy's;
* static abilities (604): :func:`statics` (those that function), :func:`cant` (an
  action a static ability forbids an object: attack, block, untap),
  :func:`cast_prohibited` (the spells no player may cast), :func:`wanted_controllers`
  (who control-changing effects say controls each permanent, 613.1b).

Static abilities function from the battlefield (604.2) and, for planes, from face up in
the command zone (901.7); each game's own objects only, so a plane face up in a subgame
changes only the subgame.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from shahrazad import layers as _layers
from shahrazad.cards.model import Activated, CardDef, Filter, Static
from shahrazad.cards.pool import CARDS, card
from shahrazad.filters import Traits, match
from shahrazad.layers import GAINS, Now, kept, layered, printed, printed_colors, statics_of
from shahrazad.projections.state import GameState, Obj

__all__ = ["GAINS", "abilities", "blocked_as_though_without", "cant", "cast_prohibited",
           "colors", "controls_attached",
           "creatures", "defn", "holdings",
           "is_creature", "is_type", "keywords", "permanents", "power", "printed",
           "statics", "toughness", "traits", "triggers_of", "wanted_controllers",
           "with_trigger"]


#: the pool's definitions by exact name, without loading any (see :func:`defn`): the
#: plain dict's ``get``, not the pool's own (which loads a module for a name it lacks)
_dict_get = dict.get


def _view(game: GameState) -> Mapping[int, Now]:
    """The objects the layers of ``game`` reach, and their characteristics."""
    last = _layers.LAST  # the game asked about last: most questions in a row are about one
    if last[0] is game and last[1] == game.changes:
        return last[2].objects
    return layered(game).objects


def _now(game: GameState, obj: Obj) -> Now | None:
    """``obj``'s characteristics as the layers of its game made them, if they reach it."""
    view = _view(game)
    if not view:
        return None
    found = view.get(obj.oid)
    if found is not None and game.objects.get(obj.oid) is obj:
        return found
    return None


def defn(game: GameState, obj: Obj) -> CardDef:
    """The characteristics ``obj`` has now, as a card definition (its colors aside: see
    :func:`colors`): its card's, through every continuous effect of ``game`` (613). On
    the stack, the half of a split card (709.3) or the Adventure (715.3) that was cast."""
    # _view, inlined: the rules ask this some thirty times an event
    last = _layers.LAST
    view = last[2].objects if last[0] is game and last[1] == game.changes \
        else layered(game).objects
    if view:
        found = view.get(obj.oid)
        if found is not None and game.objects.get(obj.oid) is obj:
            made = found._definition
            return made if made is not None else found.definition()
    if obj.kind == "spell" or obj.face_down:  # -- batch M-MASK --: 708.2
        return printed(obj)
    # card(obj.name), its first look-up inlined (a name not loaded yet: card's own way)
    return _dict_get(CARDS, obj.name) or card(obj.name)


def traits(game: GameState, obj: Obj) -> Traits:
    """What a filter reads of ``obj`` (:mod:`shahrazad.filters`): its characteristics now
    (worked out once for each object as long as the game doesn't change)."""
    view = _view(game)
    if view:
        found = view.get(obj.oid)
        if found is not None and game.objects.get(obj.oid) is obj:
            return found
    d = printed(obj)
    return _printed_traits(d, printed_colors(obj, d), _own_power(obj, d))


#: the traits of objects no continuous effect reaches, by their definition (its
#: identity), colors and power: the same for every copy of a card, in every game and
#: state, so they are made once (nobody changes a Traits they are given)
_PRINTED_TRAITS: dict[tuple[int, str, int | None], tuple[CardDef, Traits]] = {}


def _printed_traits(d: CardDef, colors: str, power: int | None) -> Traits:
    key = (id(d), colors, power)
    hit = _PRINTED_TRAITS.get(key)
    if hit is not None and hit[0] is d:
        return hit[1]
    made = Traits.printed(d, colors, power)
    if len(_PRINTED_TRAITS) > 8192:
        _PRINTED_TRAITS.clear()
    _PRINTED_TRAITS[key] = (d, made)
    return made


def colors(game: GameState, obj: Obj) -> str:
    """Its colors, letters of WUBRG: as an effect set them (layer 5: Chaoslace; Fork's
    red copy), else those of its mana cost (202.2)."""
    found = _now(game, obj)
    if found is not None:
        return found.colors
    return printed_colors(obj, printed(obj))


def is_type(game: GameState, obj: Obj, card_type: str) -> bool:
    """Whether ``obj`` (a card or a spell: an ability has no types) has ``card_type``."""
    kind = obj.kind
    if kind == "card":
        last = _layers.LAST  # _view, inlined
        view = last[2].objects if last[0] is game and last[1] == game.changes \
            else layered(game).objects
        found = view.get(obj.oid) if view else None
        if found is None and obj.face_down:  # -- batch M-MASK --: 708.2
            return card_type in printed(obj).types
        if found is None:  # its card's, then (the common case)
            return card_type in (_dict_get(CARDS, obj.name) or card(obj.name)).types
        if game.objects.get(obj.oid) is obj:
            return card_type in found.types
        return card_type in card(obj.name).types
    return kind == "spell" and card_type in defn(game, obj).types


def is_creature(game: GameState, obj: Obj) -> bool:
    return is_type(game, obj, "Creature")


def keywords(game: GameState, obj: Obj) -> frozenset[str]:
    """The object's keywords: its card's, and those effects give it (611.2, 613.1f)."""
    return frozenset(defn(game, obj).keywords)


def _own_power(obj: Obj, d: CardDef) -> int:
    return (d.power or 0) + _counted(obj)[0]


def _counted(obj: Obj) -> tuple[int, int]:
    """What an object's +1/+1 and -1/-1 counters add (613.4c), for one no effect reaches."""
    counters = obj.counters
    if not counters:
        return 0, 0
    plus = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
    more = [(k, n) for k, n in counters.items() if k not in ("+1/+1", "-1/-1") and "/" in k]
    if not more:
        return plus, plus
    from shahrazad.layers import COUNTER

    p = t = plus
    for name, n in more:
        found = COUNTER.fullmatch(name)
        if found is not None:
            p += int(found.group(1)) * n
            t += int(found.group(2)) * n
    return p, t


def power(game: GameState, obj: Obj) -> int:
    found = _now(game, obj)
    if found is not None:
        return found.power or 0
    return (printed(obj).power or 0) + _counted(obj)[0]


def toughness(game: GameState, obj: Obj) -> int:
    found = _now(game, obj)
    if found is not None:
        return found.toughness or 0
    return (printed(obj).toughness or 0) + _counted(obj)[1]


def permanents(game: GameState, controller: str | None = None) -> list[Obj]:
    objs = [game.objects[oid] for oid in game.in_play]
    if controller is not None:
        objs = [o for o in objs if o.controller == controller]
    return objs


def creatures(game: GameState, controller: str | None = None) -> list[Obj]:
    return [o for o in permanents(game, controller) if is_creature(game, o)]


# -- static abilities (604) --------------------------------------------------------------


def statics(game: GameState) -> list[tuple[Obj, Static]]:
    """The static abilities made of the language's parts that function in ``game`` now,
    with their objects: those of permanents on the battlefield (604.2) and of face-up
    planes in its command zone (901.7; a planar card in a planar deck is face down)."""
    return list(layered(game).statics)


def abilities(game: GameState, obj: Obj) -> tuple[Activated, ...]:
    """``obj``'s activated abilities now: its own, then those static abilities grant it
    (613.1f). A granted ability is numbered after the object's own, so a number means
    the same ability while the static ability functions."""
    return defn(game, obj).abilities


def granted_from(game: GameState, obj: Obj, index: int) -> tuple[str, int] | None:
    """-- batch c-grant --: for ``obj``'s activated ability number ``index``, if another
    object's static ability grants it (613.1f) and it uses the stack: the granting card's
    name and the number of its static ability; else ``None``."""
    now = _now(game, obj)
    for position, name, n in now.granted_from if now is not None else ():
        if position == index:
            return name, n
    return None


def cant(game: GameState, obj: Obj, action: str) -> bool:
    """Whether a static ability says ``obj`` can't ``action``: ``attack`` (508.1a),
    ``block`` (509.1a), ``untap`` during its controller's untap step (502.3)."""
    return obj.oid in layered(game).cant.get(action, ())


def blocked_as_though_without(game: GameState, obj: Obj) -> frozenset[str]:
    """-- batch B09 --: the keywords static abilities say ``obj`` can be blocked as though
    it didn't have (509.1b: "creatures with swampwalk can be blocked as though they didn't
    have swampwalk", 702.14)."""
    return layered(game).blocked_as_though_without.get(obj.oid, frozenset())


def restrictions(game: GameState, obj: Obj) -> tuple[tuple[Obj, Static], ...]:
    """-- batch B03 --: the static abilities, with their sources, that say ``obj`` can't
    attack or block in some cases only (508.1c, 509.1b: ``Static.attackers``,
    ``Static.unless_defender_controls``)."""
    return layered(game).restricted.get(obj.oid, ())


def cast_prohibited(game: GameState, obj: Obj, player: str) -> tuple[Filter, Obj] | None:
    """The filter and the permanent whose static ability says no player may cast ``obj``
    (a card about to be cast, or a land about to be played: 101.2), or ``None``."""
    bans = layered(game).cast_bans
    if not bans:
        return None
    d = printed(obj)
    t = Traits.printed(d, printed_colors(obj, d))
    for which, source in bans:
        if match(which, obj, t, source.controller, source):
            return which, source
    return None


def wanted_controllers(game: GameState) -> Mapping[int, str]:
    """Who controls each permanent that control-changing effects give to a player
    (layer 2, 613.1b), the latest effect winning; a permanent not here is its default
    controller's (110.2)."""
    return layered(game).control


def with_static_word(game: GameState, word: str) -> list[Obj]:
    """The permanents of ``game`` (not phased out) with the static ability ``word`` of the
    card language's older words (``CardDef.static_words``), in battlefield order."""
    return holdings(game).words.get(word, _NONE)


# -- what the permanents have, kept per state --------------------------------------------
#
# The rules ask of every event which permanents have a triggered ability of some kind, a
# static word, a static ability that changes costs. The answers are read off each
# permanent's characteristics now (``defn``), once for a state of the game, in one pass:
# a new trigger condition, static word or cost static is found here as soon as a card has
# it, with nothing to register.

_NONE: list[Obj] = []
_NO_TRIGGERS: dict[int, tuple[int, ...]] = {}


@dataclass(frozen=True, slots=True)
class Holdings:
    """What the permanents of a game (on the battlefield, not phased out) have now, each
    in battlefield order. Nobody changes what they are given."""

    #: the permanents, by id
    placed: Mapping[int, Obj]
    #: by static word (``CardDef.static_words``): the permanents with it
    words: Mapping[str, list[Obj]]
    #: by trigger condition (``Triggered.when``): the permanents with such an ability, by
    #: id, and the numbers of those abilities
    triggers: Mapping[str, Mapping[int, tuple[int, ...]]]
    #: the static abilities that change what spells or abilities cost, with their permanents
    cost_statics: tuple[tuple[Obj, Static], ...]
    #: by supertype (``Legendary``, ``World``): the permanents with it
    supertypes: Mapping[str, list[Obj]]


_HOLDINGS = ("holdings",)


def holdings(game: GameState) -> Holdings:
    """What the permanents of ``game`` have now (worked out once for each state)."""
    last = _layers.LAST  # kept(game), inlined: asked several times an event
    memo = last[3] if last[0] is game and last[1] == game.changes else kept(game)
    found = memo.get(_HOLDINGS)
    if found is None:
        found = memo[_HOLDINGS] = _holdings(game)
    return found  # type: ignore[return-value]


def holdings_kept(game: GameState) -> Holdings | None:
    """:func:`holdings` if they were worked out for ``game`` as it is now, else ``None``
    (for a question about one or two objects, asking them is cheaper)."""
    last = _layers.LAST
    memo = last[3] if last[0] is game and last[1] == game.changes else kept(game)
    return memo.get(_HOLDINGS)  # type: ignore[return-value]


#: what one definition holds: its static words, its triggered abilities by condition
#: (with their numbers), its static abilities that change costs, its supertypes; by the
#: definition's identity (the same for every object and state that has it)
_Held = tuple[tuple[str, ...], tuple[tuple[str, tuple[int, ...]], ...],
              tuple[Static, ...], tuple[str, ...]]
_HELD: dict[int, tuple[CardDef, _Held]] = {}


def _held(d: CardDef) -> _Held:
    hit = _HELD.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    by_when: dict[str, list[int]] = {}
    for index, trig in enumerate(d.triggers):
        by_when.setdefault(trig.when, []).append(index)
    made = (tuple(d.static_words),
            tuple((when, tuple(found)) for when, found in by_when.items()),
            tuple(st for st in d.statics if st.spell_cost or st.ability_cost),
            tuple(d.supertypes))
    if len(_HELD) > 8192:
        _HELD.clear()
    _HELD[id(d)] = (d, made)
    return made


def _holdings(game: GameState) -> Holdings:
    objects = game.objects
    placed: dict[int, Obj] = {}
    words: dict[str, list[Obj]] = {}
    triggers: dict[str, dict[int, tuple[int, ...]]] = {}
    cost: list[tuple[Obj, Static]] = []
    supertypes: dict[str, list[Obj]] = {}
    for oid in game.battlefield:
        obj = objects[oid]
        if obj.phased_out:
            continue
        placed[oid] = obj
        its_words, its_triggers, its_cost, its_supertypes = _held(defn(game, obj))
        for word in its_words:
            words.setdefault(word, []).append(obj)
        for when, indices in its_triggers:
            triggers.setdefault(when, {})[oid] = indices
        for static in its_cost:
            cost.append((obj, static))
        for supertype in its_supertypes:
            supertypes.setdefault(supertype, []).append(obj)
    return Holdings(placed, words, triggers, tuple(cost), supertypes)


def with_trigger(game: GameState, when: str) -> list[tuple[Obj, int]]:
    """The triggered abilities ``when`` of the permanents of ``game`` (cards, not phased
    out), as each has them now, in battlefield order: :func:`triggers_of` the whole
    battlefield."""
    kept_now = holdings(game)
    placed = kept_now.placed
    return [(placed[oid], index)
            for oid, indices in kept_now.triggers.get(when, _NO_TRIGGERS).items()
            if placed[oid].kind == "card" for index in indices]


def triggers_of(game: GameState, objs: Iterable[Obj], when: str) -> list[tuple[Obj, int]]:
    """The triggered abilities ``when`` of ``objs`` (cards), as each has them now in
    ``game`` (a copy's, a changed text's: 613), each object's in order; an object that
    has left has those it had."""
    objs = objs if isinstance(objs, list) else list(objs)
    kept_now = holdings_kept(game)
    if kept_now is None and len(objs) > 2:
        kept_now = holdings(game)
    found: list[tuple[Obj, int]] = []
    if kept_now is not None:
        placed, by = kept_now.placed, kept_now.triggers.get(when, _NO_TRIGGERS)
        for obj in objs:
            if obj.kind != "card":
                continue
            there = placed.get(obj.oid)
            if there is not None and there is obj:  # read off the kept holdings
                for index in by.get(there.oid, ()):
                    found.append((there, index))
                continue
            for index, trig in enumerate(defn(game, obj).triggers):
                if trig.when == when:
                    found.append((obj, index))
        return found
    for obj in objs:
        if obj.kind != "card":
            continue
        for index, trig in enumerate(defn(game, obj).triggers):
            if trig.when == when:
                found.append((obj, index))
    return found


def controls_attached(d: CardDef) -> bool:
    """Whether a static ability of ``d`` gives its controller control of the permanent it
    is attached to (an Aura's "you control enchanted creature", 613.1b)."""
    return any(s.control and s.affects == "attached" for s in statics_of(d))


def matches(game: GameState, which: Filter, obj: Obj, you: str,
            source: Obj | None = None) -> bool:
    """Whether ``obj`` is one of the objects ``which`` picks now (:mod:`shahrazad.filters`)."""
    return match(which, obj, traits(game, obj), you, source)
