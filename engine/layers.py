"""Continuous effects in layers (613): what each object of a game is, now.

Every characteristic the rules ask about (an object's types, colors, abilities, power
and toughness, and who controls it) is worked out here, in one place, from the
object's card and the continuous effects of its game, in the order rule 613 gives:

1. copy effects (613.2, 707): the copiable values, a copy's exceptions included
   (707.9: Copy Artifact is an enchantment as well, Vesuvan Doppelganger keeps its color);
2. control-changing effects (613.1b): Control Magic;
3. text-changing effects (612, 613.1c): Magical Hack, Sleight of Mind;
4. type-changing effects (613.1d): Living Lands, Conversion (305.7), an animation;
5. color-changing effects (613.1e): Chaoslace, Kormus Bell;
6. ability-adding and -removing effects (613.1f): Goblin King's mountainwalk, Jump;
7. power and toughness (613.4): a) characteristic-defining abilities (Nightmare),
   b) effects that set them (Living Lands' 1/1), c) effects that modify them, and the
   counters (Crusade, Giant Growth, a -1/-1 counter), d) effects that switch them.

Within a layer effects apply in timestamp order (613.7): a static ability's timestamp is
its object's (613.7a; our object ids grow as objects are made, so an id orders them),
a spell's effect's is when it was created (613.7b; its effect id). An effect that
depends on another (613.8a: applying the other would change what it applies to, or
whether it exists) applies after it, whatever the timestamps; effects that depend on
each other in a loop apply in timestamp order (613.8b). An effect that applies in
several layers affects, in every layer, the objects it affected in the first of them
(613.5): Animate Artifact's "as long as it isn't a creature" is asked once, in layer 4.

Where the effects come from:

* static abilities (604) of the permanents on the battlefield and of face-up planes
  (901.7): a lord's "other Goblins get +1/+1", an Aura's "enchanted creature gets
  +2/+1", "you control enchanted creature";
* the effect records of a game (``GameState.effects``, each made by an event): a
  resolving spell's or ability's effect (611.2: Giant Growth's +3/+3, Jump's flying, a
  Become's changes, an animation, a control change), until it ends.

A game's result is kept, for as long as the game doesn't change (``GameState.changes``
counts its events); a game with no continuous effect at all costs one look at its
battlefield and its effect records.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from shahrazad.cards import model as m
from shahrazad.cards.model import Activated, CardDef, Changes, Filter, Static
from shahrazad.cards.pool import card
from shahrazad.filters import Traits, chosen_of, match, relative_holds
from shahrazad.projections.state import Effect, GameState, Obj

__all__ = [
    "ABILITIES",
    "ANIMATION",
    "CONTINUOUS",
    "CONTROL",
    "COPY",
    "GAINS",
    "LAYERED_KINDS",
    "PUMP",
    "TEXT",
    "Layered",
    "Now",
    "changes_of",
    "count",
    "kept",
    "layered",
    "printed",
    "printed_colors",
    "statics_of",
]

#: the kinds of effect records the layers read (``GameState.effects``)
PUMP = "pump"            # 7c: +N/+N until end of turn (Pump: Giant Growth)
GAINS = "gains_"         # 6: a keyword, ``gains_flying`` (GrantKeyword)
ANIMATION = "animate"    # 4 and 7b: a permanent made a creature (Animate; its types are
#                          in ``Obj.animations``)
CONTROL = "control"      # 2: a one-shot control change
CONTINUOUS = "continuous"  # any layers: a Become's changes, as data
COPY = "copy"            # 1: a copy effect's exceptions (707.9), as data
TEXT = "text"            # 3: a text-changing effect (612), as data: {"from", "to"}
CHOSEN = "chosen"        # a word chosen as a permanent entered (614.1c): {"word"}
#: -- batch R-C --: 6 (613.1f): the static abilities of a card gained by the objects, as
#: data: {"of": the card's name} (GainAbilities)
ABILITIES = "abilities"
LAYERED_KINDS = frozenset({PUMP, ANIMATION, CONTROL, CONTINUOUS, COPY, TEXT, CHOSEN,
                           ABILITIES})

COUNTER = re.compile(r"([+-]\d+)/([+-]\d+)")


# -- batch M-MASK: face-down permanents (708.2) -------------------------------------------
#: what a face-down permanent is (708.2): a 2/2 creature with no name, subtypes, color,
#: mana cost (so mana value 0) or abilities; the effects of its game apply to it as to
#: any creature (a lord of no creature type doesn't, an "all creatures" effect does)
FACE_DOWN_PERMANENT = CardDef(name="", types=frozenset({"Creature"}), power=2, toughness=2)


def printed(obj: Obj) -> CardDef:
    """``obj``'s own definition, before any continuous effect but a copy's (a copy's name
    is the copied card's, 707.2): on the stack, the half of a split card (709.3) or the
    Adventure (715.3) that was cast. -- batch M-MASK --: a face-down permanent's is
    :data:`FACE_DOWN_PERMANENT` (708.2)."""
    if obj.face_down and obj.zone in ("battlefield", "stack"):  # 708.2, 708.4
        return FACE_DOWN_PERMANENT
    d = card(obj.name)
    if obj.kind == "spell":
        if d.faces:
            return d.faces[obj.ability]  # a split card on the stack is only the half cast
        if d.modes_target:  # a modal spell whose modes target: only the mode cast (700.2)
            return d.mode_face(obj.ability)
        if d.adventure is not None and obj.ability == 1:
            return d.adventure
    return d


def printed_colors(obj: Obj, d: CardDef) -> str:
    """Its colors with no color-changing effect: as an event set them (Fork's red copy,
    707.10), else those of its mana cost (202.2)."""
    if obj.colors is not None:
        return obj.colors
    return _cost_colors(d)


_COST_COLORS: dict[int, tuple[CardDef, str]] = {}


def _cost_colors(d: CardDef) -> str:
    """``d``'s colors in WUBRG order (kept, by the definition's identity: asked for every
    object a filter reads)."""
    hit = _COST_COLORS.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    found = d.colors
    made = "".join(c for c in "WUBRG" if c in found)
    if len(_COST_COLORS) > 8192:
        _COST_COLORS.clear()
    _COST_COLORS[id(d)] = (d, made)
    return made


# -- the static abilities of a definition ------------------------------------------------

_STATICS: dict[int, tuple[CardDef, tuple[Static, ...]]] = {}


def statics_of(d: CardDef) -> tuple[Static, ...]:
    """Every static ability of ``d`` made of the language's parts: its ``statics``, and
    those its older words mean (an Aura's ``aura = "control"`` or ``"pump"``, the static
    word ``players_cant_cast_arabian_nights``), so that a card written as data before
    these parts existed still works the same."""
    hit = _STATICS.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    found = list(d.statics)
    if d.aura == "control":
        found.append(Static("attached", control=True))
    elif d.aura_power or d.aura_toughness:  # "pump", and "animate"'s -1/-0
        found.append(Static("attached", power=d.aura_power, toughness=d.aura_toughness))
    if "players_cant_cast_arabian_nights" in d.static_words:
        found.append(Static(Filter(first_printed=frozenset({"ARN"})), cant="cast"))
    result = tuple(found)
    if len(_STATICS) > 4096:
        _STATICS.clear()
    _STATICS[id(d)] = (d, result)
    return result


_CHANGES: dict[int, tuple[object, Changes]] = {}


def changes_of(data: Mapping[str, Any]) -> Changes:
    """The :class:`Changes` an effect record holds as data (kept, by the data's identity)."""
    hit = _CHANGES.get(id(data))
    if hit is not None and hit[0] is data:
        return hit[1]
    from shahrazad.cards.data import changes_from_data

    result = changes_from_data(data)
    if len(_CHANGES) > 4096:
        _CHANGES.clear()
    _CHANGES[id(data)] = (data, result)
    return result


# -- an object's characteristics as the layers build them ---------------------------------


@dataclass(slots=True)
class Now(Traits):
    """One object's characteristics as the layers build them, and in the end."""

    base: CardDef
    #: its definition before any effect (but a copy's): the printed basic land types
    own: CardDef
    toughness: int | None
    abilities: tuple[Activated, ...]
    triggers: tuple[m.Triggered, ...]
    statics: tuple[Static, ...]
    #: the rules-text abilities are gone (305.7: a land set to a basic land type)
    lost_text: bool = False
    #: -- batch B06 --: it has lost all its abilities (613.1f): its static abilities that
    #: hadn't begun to apply by layer 6 don't (613.6)
    lost_all: bool = False
    #: -- batch c-grant --: the activated abilities static abilities of other objects grant
    #: it (613.1f): each its number among ``abilities``, the granting card's name and the
    #: number of its static ability
    granted_from: tuple[tuple[int, str, int], ...] = ()
    _definition: CardDef | None = None

    @staticmethod
    def of(d: CardDef, colors: str) -> Now:
        return Now(d.name, frozenset(d.types), frozenset(d.supertypes), d.subtypes,
                   frozenset(d.keywords), colors, d.power, d.first_printed, d, d,
                   d.toughness, d.abilities, d.triggers, statics_of(d))

    def copy(self) -> Now:
        return dataclasses.replace(self, _definition=None)

    def definition(self) -> CardDef:
        """These characteristics as a card definition (its colors aside)."""
        if self._definition is None:
            d = self.base
            changed: dict[str, Any] = {}
            for name in ("types", "supertypes", "subtypes", "keywords", "abilities",
                         "triggers", "power", "toughness"):
                value = getattr(self, name)
                if value != getattr(d, name):
                    changed[name] = value
            if self.lost_text:
                changed.update(statics=(), static_words=frozenset())
            self._definition = dataclasses.replace(d, **changed) if changed else d
        return self._definition


@dataclass(frozen=True, slots=True)
class Layered:
    """What a game's continuous effects come to, at one count of its events."""

    #: every object some continuous effect might change (each permanent, and the spells
    #: an effect names), with its characteristics; an object not here has its own
    objects: Mapping[int, Now]
    #: the controller each permanent gets from control-changing effects (layer 2); a
    #: permanent not here is its default controller's (110.2)
    control: Mapping[int, str]
    #: what static abilities say objects can't do: ``attack``, ``block``, ``untap`` -> ids
    cant: Mapping[str, frozenset[int]]
    #: the spells players can't cast: (which, whose static ability)
    cast_bans: tuple[tuple[Filter, Obj], ...]
    #: the static abilities that function in the game, with their objects
    statics: tuple[tuple[Obj, Static], ...]
    #: -- batch B09 --: the keywords each creature can be blocked as though it didn't
    #: have (509.1b: Quagmire's swampwalk)
    blocked_as_though_without: Mapping[int, frozenset[str]] = \
        dataclasses.field(default_factory=dict)
    #: -- batch B03 --: restrictions that need their source or a condition (508.1c,
    #: 509.1b, 303.4): for each object, the static abilities (and their sources) that
    #: say it can't attack or block only in some cases (``Static.attackers``,
    #: ``Static.unless_defender_controls``), or can't be enchanted by other Auras
    restricted: Mapping[int, tuple[tuple[Obj, Static], ...]] = dataclasses.field(
        default_factory=dict)
    #: -- batch B06 --: for each permanent with a lingering static ability (611.3:
    #: Titania's Song), the objects that ability affects now
    lingering: Mapping[int, tuple[int, ...]] = dataclasses.field(default_factory=dict)
    #: -- batch c-grant --: the limits on untapping (502.3: Winter Orb's "players can't
    #: untap more than one land during their untap steps"): each the most a player may
    #: untap of the permanents it picks now
    untap_limits: tuple[tuple[int, frozenset[int]], ...] = ()
    #: -- batch c-grant --: the triggered abilities static abilities grant (613.1f): the
    #: name of the card whose static ability grants it (the granting permanent's, or,
    #: batch R-C, that of the spell that gave the permanent the static ability), the
    #: number of that static ability in that card, and the objects that have it
    granted_triggers: tuple[tuple[str, int, tuple[int, ...]], ...] = ()


EMPTY = Layered({}, {}, {}, (), ())

#: the layers, in order (613.1, 613.4); layer 1 (copy) and layer 3 (text) change
#: definitions before the static abilities are gathered
LAYERS = ("2", "4", "5", "6", "7a", "7b", "7c", "7d")


def _in_layer(c: Changes, layer: str, defines: bool) -> bool:
    if layer == "2":
        return c.control
    if layer == "4":
        return bool(c.types or c.subtypes or c.land_types or c.lose_subtypes)  # D-TRIG
    if layer == "5":
        return bool(c.color)
    if layer == "6":
        return bool(c.keywords or c.lose_keywords or c.lose_all_abilities)
    if layer in ("7a", "7b"):
        return (layer == "7a") == defines and (c.set_power is not None
                                               or c.set_toughness is not None)
    if layer == "7c":
        return c.power != 0 or c.toughness != 0
    return c.switch


@dataclass(slots=True)
class _Applied:
    """A continuous effect being applied: where it comes from, what it changes, and the
    objects it affects once the first of its layers has decided them (613.5)."""

    timestamp: int
    changes: Changes
    controller: str
    source: Obj | None
    #: a static ability (its objects found by what it affects) or None (a record: fixed)
    static: Static | None
    subjects: tuple[int, ...] = ()
    affected: list[int] | None = None
    granted: Activated | None = None
    #: -- batch d-misc --: a granted ability of a static ability the object gained
    #: (GainAbilities): the card it is of and its number there (613.1f)
    granted_by: tuple[str, int] | None = None


# -- the cache -----------------------------------------------------------------------------

_KEPT: dict[int, tuple[GameState, int, Layered, dict[object, object]]] = {}
#: the game asked about last, and what was kept for it (most questions in a row are
#: about one game: this answers them without a look-up)
LAST: tuple[GameState | None, int, Layered, dict[object, object]] = (None, -1, EMPTY, {})


def _entry(game: GameState) -> tuple[GameState | None, int, Layered, dict[object, object]]:
    global LAST
    last = LAST
    if last[0] is game and last[1] == game.changes:
        return last
    key = id(game)
    hit = _KEPT.get(key)
    if hit is None or hit[0] is not game or hit[1] != game.changes:
        if len(_KEPT) > 32:
            _KEPT.clear()
        hit = _KEPT[key] = (game, game.changes, _compute(game), {})
    LAST = hit
    return hit


def layered(game: GameState) -> Layered:
    """What the continuous effects of ``game`` come to now (kept until it changes)."""
    return _entry(game)[2]


def kept(game: GameState) -> dict[object, object]:
    """A place to keep what is worked out from ``game`` as it is now: emptied as the game
    changes (its events counted by ``GameState.changes``). What is kept must not be
    changed by whoever reads it."""
    return _entry(game)[3]


# -- the computation -----------------------------------------------------------------------


def _functioning(game: GameState) -> list[Obj]:
    """The objects whose static abilities function: permanents (604.2), not phased out
    (702.26b), and face-up planes in the command zone (901.7)."""
    objects = game.objects
    return [*(objects[o] for o in game.battlefield if not objects[o].phased_out),
            *_planes(game)]


def _planes(game: GameState) -> list[Obj]:
    """The face-up planes in the command zone (901.7)."""
    objects = game.objects
    found = []
    for oid in game.command:
        obj = objects[oid]
        if obj.card is not None and not obj.deck and "Plane" in card(obj.name).types:
            found.append(obj)
    return found


def _compute(game: GameState) -> Layered:
    objects = game.objects
    field = [objects[o] for o in game.battlefield if not objects[o].phased_out]
    records = [e for e in game.effects.values()
               if (e.kind in LAYERED_KINDS or e.kind.startswith(GAINS))
               # -- batch C-HIST --: "during its controller's next turn": not in the
               # turn it was made in
               and not (e.until == "end_of_its_controllers_next_turn" and e.turn == game.turn)]
    planes = _planes(game) if game.command else []
    if not records:
        for o in (*field, *planes):  # a game with no continuous effect: the usual case
            # -- batch M-MASK --: a face-down permanent is reached too (708.2)
            if o.animations or o.face_down or statics_of(card(o.name)):
                break
        else:
            return EMPTY
    # Layers 1 and 3: each permanent's definition, copy exceptions and text changes in
    # it, before its static abilities are read.
    by_subject: dict[int, list[Effect]] = {}
    for e in records:
        for sub in (e.subjects or ((e.subject,) if isinstance(e.subject, int) else ())):
            if isinstance(sub, int):
                by_subject.setdefault(sub, []).append(e)
    now: dict[int, Now] = {}
    for obj in field:
        d = printed(obj)
        cur = Now.of(d, printed_colors(obj, d))
        for e in sorted(by_subject.get(obj.oid, ()), key=lambda r: r.effect):
            if e.kind == COPY and e.data is not None:
                _copy_exceptions(cur, obj, e.data)
        for e in sorted(by_subject.get(obj.oid, ()), key=lambda r: r.effect):
            if e.kind == TEXT and e.data is not None:
                _change_text(cur, str(e.data["from"]), str(e.data["to"]))
        now[obj.oid] = cur
    # Spells an effect names (a -lace on a spell): their own characteristics, then the
    # effects.
    for oid in by_subject:
        spell = objects.get(oid)
        if spell is not None and oid not in now and spell.zone == "stack":
            d = printed(spell)
            cur = Now.of(d, printed_colors(spell, d))
            for e in sorted(by_subject[oid], key=lambda r: r.effect):
                if e.kind == TEXT and e.data is not None:
                    _change_text(cur, str(e.data["from"]), str(e.data["to"]))
            now[oid] = cur
    # The effects: static abilities, then the records.
    applied: list[_Applied] = []
    functioning: list[tuple[Obj, Static]] = []
    # -- batch R-C --: static abilities a spell gave a permanent (613.1f), each with the
    # card it is of and its number there: a triggered ability one of them grants is found
    # by these
    gained: dict[int, list[tuple[str, int, Static]]] = {}
    origin: dict[tuple[int, int], tuple[str, int]] = {}
    for e in records:
        if e.kind == ABILITIES and e.data is not None:
            name = str(e.data["of"])
            for sub in e.subjects:
                if isinstance(sub, int) and sub in now:
                    gained.setdefault(sub, []).extend(
                        (name, n, st) for n, st in m.gainable(card(name)))
    for obj in (*field, *planes):
        own = now[obj.oid].statics if obj.oid in now else statics_of(card(obj.name))
        if obj.oid in gained:
            for name, n, st in gained[obj.oid]:
                origin[(obj.oid, id(st))] = (name, n)
            own = (*own, *(st for _, _, st in gained[obj.oid]))
        for st in own:
            if st.affects == "gained" and (obj.oid, id(st)) not in origin:
                continue  # -- batch d-misc --: only a permanent that gained it has it
            functioning.append((obj, st))
            if st.changes_anything or st.have is not None:
                applied.append(_Applied(obj.oid, _with_choice(st, obj, by_subject), obj.controller,
                                        obj, st, granted=st.have,
                                        granted_by=origin.get((obj.oid, id(st)))))
    for e in records:
        applied += _from_record(e, objects)
    for obj in field:
        for eid, types, subtypes, p, t in obj.animations:
            applied.append(_Applied(eid, Changes(
                types=frozenset(types), subtypes=frozenset(subtypes),  # type: ignore[arg-type]
                set_power=p, set_toughness=t), obj.controller, None, None, (obj.oid,)))
    applied.sort(key=lambda a: a.timestamp)
    control: dict[int, str] = {}
    lost: set[int] = set()  # -- batch B06 --: objects that lost all abilities (613.1f)
    for layer in LAYERS:
        here = [a for a in applied
                if _in_layer(a.changes, layer, a.static is not None and a.static.defines)
                or (layer == "6" and a.granted is not None)]
        if lost:  # 613.6: an ability lost in layer 6 applies later only if it had begun
            here = [a for a in here if a.static is None or a.source is None
                    or a.source.oid not in lost or a.affected is not None]
        if not here:
            if layer == "7c":
                _counters(game, now)
            if layer == "4":
                _intrinsic_mana(now)
            continue
        order: Iterable[_Applied] = here if layer not in ("4", "5", "6") or len(here) < 2 \
            else _dependency_order(game, here, now, layer)
        guarded = _guarded(game, functioning, now) if layer == "2" else {}
        for a in order:
            targets = _affected(game, a, now)
            for oid in targets:
                if oid in guarded and a.controller != guarded[oid]:
                    continue  # -- batch B06 --: other players can't gain control of it
                _apply(game, a, layer, now[oid], oid, control, now)
        if layer == "7c":
            _counters(game, now)
        if layer == "4":
            _intrinsic_mana(now)
        if layer == "6":
            lost = {oid for oid, t in now.items() if t.lost_all}
    if lost:  # batch B06: their static abilities are gone (613.1f)
        functioning = [(o, st) for o, st in functioning if o.oid not in lost]
    lingering = {a.source.oid: tuple(a.affected or ()) for a in applied
                 if a.static is not None and a.static.lingers and a.source is not None}
    cant: dict[str, set[int]] = {}
    bans: list[tuple[Filter, Obj]] = []
    ignored: dict[int, frozenset[str]] = {}
    restricted: dict[int, list[tuple[Obj, Static]]] = {}  # -- batch B03 --
    limits: list[tuple[int, frozenset[int]]] = []  # -- batch c-grant --
    grants: list[tuple[str, int, tuple[int, ...]]] = []
    for source, st in functioning:
        if st.untap_at_most is not None or st.have_trigger is not None:  # batch c-grant
            a = _Applied(source.oid, st, source.controller, source, st)
            picked = _affected(game, a, now)
            if st.untap_at_most is not None:
                limits.append((st.untap_at_most, frozenset(picked)))
            if st.have_trigger is not None and picked:
                name, n = origin.get((source.oid, id(st))) or (  # -- batch R-C --
                    source.name, now[source.oid].statics.index(st) if source.oid in now
                    else 0)
                grants.append((name, n, tuple(picked)))
        if st.blocked_as_though_without:  # batch B09 (509.1b)
            a = _Applied(source.oid, st, source.controller, source, st)
            for oid in _affected(game, a, now):
                ignored[oid] = ignored.get(oid, frozenset()) | st.blocked_as_though_without
        if not st.cant:
            continue
        if st.attackers is not None or st.unless_defender_controls is not None \
                or st.unless_defender_acted_last_turn or st.costs_to_attack \
                or st.cant in ("be_enchanted_by_other_auras", "be_targeted"):
            a = _Applied(source.oid, st, source.controller, source, st)
            for oid in _affected(game, a, now):
                restricted.setdefault(oid, []).append((source, st))
            continue
        if st.cant == "cast":
            assert isinstance(st.affects, Filter)
            if _condition(game, st, source, now):
                bans.append((st.affects, source))
            continue
        a = _Applied(source.oid, st, source.controller, source, st)
        cant.setdefault(st.cant, set()).update(_affected(game, a, now))
    return Layered(now, control, {k: frozenset(v) for k, v in cant.items()}, tuple(bans),
                   tuple(functioning), ignored,
                   {k: tuple(v) for k, v in restricted.items()}, lingering,
                   tuple(limits), tuple(grants))


def _guarded(game: GameState, functioning: list[tuple[Obj, Static]],
             now: Mapping[int, Now]) -> dict[int, str]:
    """-- batch B06 --: the permanents a static ability says other players can't gain
    control of (613.1b), each with the one player who may: that ability's controller."""
    guarded: dict[int, str] = {}
    for source, st in functioning:
        if st.cant == "be_controlled_by_other_players":
            a = _Applied(source.oid, st, source.controller, source, st)
            for oid in _affected(game, a, now):
                guarded.setdefault(oid, source.controller)
    return guarded


def _with_choice(st: Static, obj: Obj, by_subject: Mapping[int, list[Effect]]) -> Changes:
    """A static ability's changes, with the word its permanent's controller chose as it
    entered in place of ``chosen`` (Phantasmal Terrain: "the chosen type")."""
    if m.CHOSEN not in st.land_types:
        return st
    word = next((str(e.data["word"]) for e in by_subject.get(obj.oid, ())
                 if e.kind == CHOSEN and e.data is not None), "")
    land_types = (st.land_types - {m.CHOSEN}) | ({word} if word else set())
    return Changes(**{**{n: getattr(st, n) for n in m.CHANGE_FIELDS},
                      "land_types": frozenset(land_types)})


def _from_record(e: Effect, objects: Mapping[int, Obj]) -> list[_Applied]:
    """The layered effect an effect record holds, if it holds one."""
    subjects = e.subjects or ((e.subject,) if isinstance(e.subject, int) else ())
    ids = tuple(s for s in subjects if isinstance(s, int))
    source = objects.get(e.source) if e.source is not None else None
    if e.kind == PUMP:
        c = Changes(power=e.power, toughness=e.toughness)
    elif e.kind.startswith(GAINS):
        c = Changes(keywords=frozenset({e.kind[len(GAINS):]}))  # type: ignore[arg-type]
    elif e.kind == CONTROL:
        c = Changes(control=True)
    elif e.kind == CONTINUOUS and e.data is not None:
        c = changes_of(e.data)
    else:
        return []  # an animation (read from its object), a copy, a text change
    return [_Applied(e.effect, c, e.controller, source, None, ids)]


def _condition(game: GameState, s: Static, source: Obj, now: Mapping[int, Now]) -> bool:
    """Whether a static ability's "as long as" holds (its filter matches a permanent)."""
    if s.if_chosen and chosen_word(game, source) != s.if_chosen:
        return False  # -- batch B06 --: another form was chosen as it entered
    if s.during and (game.active == source.controller) != (s.during == "your_turn"):
        return False  # -- batch B06 --: "as long as it's (not) your turn"
    if s.unless is not None and any(  # -- batch B06 --: "as long as you control no ..."
            match(s.unless, game.objects[oid], t, source.controller, source)
            for oid, t in now.items() if game.objects[oid].zone == "battlefield"):
        return False
    if s.as_long_as is None:
        return True
    cond, you = _chosen_made_plain(game, s.as_long_as, source)
    if cond is None:
        return False
    return any(match(cond, game.objects[oid], t, you, source)
               for oid, t in now.items() if game.objects[oid].zone == "battlefield")


def _chosen_made_plain(game: GameState, f: m.Filter, source: Obj
                       ) -> tuple[m.Filter | None, str]:
    """-- batch MISC --: a condition's words for what was chosen as ``source`` entered
    (614.1c), made plain so layers can read it with the characteristics being worked out:
    ``chosen_color`` becomes that color, ``controller = "chosen_player"`` becomes "you" for
    that player (Jihad's "as long as the chosen player controls a nontoken permanent of the
    chosen color"); ``None`` if nothing was chosen; and the player "you" means."""
    if not (f.chosen_color or f.controller == "chosen_player"):
        return f, source.controller
    you = source.controller
    if f.chosen_color:
        letter = chosen_of(game, source.oid, "color")
        if not letter:
            return None, you
        f = dataclasses.replace(f, chosen_color=False, colors=frozenset({letter}))  # type: ignore[arg-type]
    if f.controller == "chosen_player":
        you = chosen_of(game, source.oid, "player")
        if not you:
            return None, you
        f = dataclasses.replace(f, controller="you")
    return f, you


def _affected(game: GameState, a: _Applied, now: Mapping[int, Now]) -> list[int]:
    """The objects ``a`` affects, decided the first time it is asked (613.5)."""
    if a.affected is not None:
        return a.affected
    s = a.static
    if s is None:
        found = [oid for oid in a.subjects if oid in now]
    elif a.source is None or not _condition(game, s, a.source, now):
        found = []
    elif s.affects == "this" or s.affects == "gained":  # gained: by the source (613.1f)
        found = [a.source.oid] if a.source.oid in now else []
    elif s.affects == "attached":
        host = a.source.attached_to
        found = [host] if host is not None and host in now else []
    elif s.affects == "each_creature":
        found = [oid for oid, t in now.items() if "Creature" in t.types
                 and game.objects[oid].zone == "battlefield"]
    else:
        objects = game.objects
        found = [oid for oid, t in now.items() if objects[oid].zone == "battlefield"
                 and match(s.affects, objects[oid], t, a.controller, a.source)]
    a.affected = found
    return found


def granted_elsewhere(game: GameState, oid: int, keyword: str, but: int) -> bool:
    """-- batch B03 --: whether ``oid`` has ``keyword`` from something other than the
    static abilities of object ``but``: its own card, an effect record, or another
    static ability (a Ward's "this effect doesn't remove" it spares the Ward only from
    its own protection, 702.16c: another White Ward's protection still removes it)."""
    obj = game.objects[oid]
    if keyword in printed(obj).keywords:
        return True
    for e in game.effects.values():
        if any(keyword in a.changes.keywords and oid in a.subjects
               for a in _from_record(e, game.objects)):
            return True
    state = layered(game)
    for source, st in state.statics:
        if source.oid == but or keyword not in st.keywords:
            continue
        if oid in _affected(game, _Applied(source.oid, st, source.controller, source, st),
                            state.objects):
            return True
    return False


def _dependency_order(game: GameState, here: list[_Applied], now: dict[int, Now],
                      layer: str) -> Iterable[_Applied]:
    """The effects of one layer in the order they apply: timestamp order, except that an
    effect waits for those it depends on (613.8a); in a loop, timestamps decide (613.8b).
    Each is yielded just before it applies, so that what later ones depend on is seen."""
    pending = list(here)
    while pending:
        chosen = pending[0]
        for a in pending:
            if a.affected is not None or a.static is None or not any(
                    _depends(game, a, other, now, layer) for other in pending
                    if other is not a):
                chosen = a
                break
        pending.remove(chosen)
        yield chosen


def _depends(game: GameState, a: _Applied, other: _Applied, now: dict[int, Now],
             layer: str) -> bool:
    """Whether applying ``other`` (in ``layer``) would change the objects ``a`` affects
    (613.8a)."""
    before = _peek(game, a, now)
    touched = _peek(game, other, now)
    if not touched:
        return False
    trial = dict(now)
    for oid in touched:
        trial[oid] = now[oid].copy()
        _apply(game, other, layer, trial[oid], oid, {}, trial)
    return before != _peek(game, a, trial)


def _peek(game: GameState, a: _Applied, now: Mapping[int, Now]) -> list[int]:
    """The objects ``a`` would affect now, without deciding them for good."""
    if a.affected is not None:
        return a.affected
    return _affected(game, dataclasses.replace(a, affected=None), now)


def _apply(game: GameState, a: _Applied, layer: str, t: Now, oid: int,
           control: dict[int, str], now: Mapping[int, Now]) -> None:
    """Apply the part of ``a`` in ``layer`` to the object ``oid``, whose characteristics
    so far are ``t``."""
    c = a.changes
    if layer == "2":
        control[oid] = a.controller
    elif layer == "4":
        if c.types:
            t.types = t.types | c.types
        if c.subtypes:
            t.subtypes = t.subtypes | c.subtypes
        if c.land_types:
            _set_land_types(t, c.land_types)
        if c.lose_subtypes:  # -- batch D-TRIG --
            t.subtypes = t.subtypes - c.lose_subtypes
    elif layer == "5":
        t.colors = "".join(x for x in "WUBRG" if x in c.color)
    elif layer == "6":
        if c.keywords:
            t.keywords = t.keywords | c.keywords
        if c.lose_keywords:
            gone = c.lose_keywords
            if "banding" in gone:  # 702.22b: with banding go its special forms (batch B09)
                gone = gone | m.BANDS_WITH_OTHER
            t.keywords = t.keywords - gone
        if c.lose_all_abilities:  # -- batch B06 --: 613.1f
            t.keywords = frozenset()
            t.abilities, t.triggers, t.statics = (), (), ()
            t.lost_text = t.lost_all = True
            t.granted_from = ()
        if a.granted is not None:
            if not a.granted.mana and a.granted_by is not None:  # -- batch d-misc --
                t.granted_from = (*t.granted_from, (len(t.abilities), *a.granted_by))
            elif not a.granted.mana and a.static is not None and a.source is not None:
                own = now[a.source.oid].statics if a.source.oid in now \
                    else statics_of(card(a.source.name))  # -- batch c-grant --
                if a.static in own:
                    t.granted_from = (*t.granted_from, (len(t.abilities), a.source.name,
                                                        own.index(a.static)))
            t.abilities = (*t.abilities, a.granted)
    elif layer in ("7a", "7b"):
        if c.set_power is not None:
            t.power = _amount(game, c.set_power, a, t, now)
        if c.set_toughness is not None:
            t.toughness = _amount(game, c.set_toughness, a, t, now)
    elif layer == "7c":
        t.power = (t.power or 0) + _amount(game, c.power, a, t, now)
        t.toughness = (t.toughness or 0) + _amount(game, c.toughness, a, t, now)
    elif layer == "7d":
        t.power, t.toughness = t.toughness, t.power


def _amount(game: GameState, amount: m.Amount, a: _Applied, t: Now,
            now: Mapping[int, Now]) -> int:
    """What an amount of a continuous effect comes to for the object whose
    characteristics so far are ``t`` (the others' are in ``now``)."""
    if isinstance(amount, int):
        return amount
    if isinstance(amount, m.Count):
        return count(game, amount, a.controller, a.source, now)
    if amount == "its_mana_value":
        cost = t.base.cost
        return cost.mana_value if cost is not None else 0
    if amount in ("chosen_number", "seven_minus_chosen_number"):  # batch B01
        n = chosen_number(game, a.source)
        return n if amount == "chosen_number" else 7 - n
    raise ValueError(f"a continuous effect's amount is a number, a count or "
                     f"'its_mana_value', not {amount!r}")


def count(game: GameState, amount: m.Count, you: str, source: Obj | None,
          now: Mapping[int, Now]) -> int:
    """How many permanents of ``game`` match the count's filter (halved as it says); or,
    for a count of a ``zone`` (batch B01), how many cards in ``you``'s hand or graveyard
    it picks. Then ``times`` it ``plus`` so much, never below 0 (107.1b)."""
    found = 0
    if amount.zone == "battlefield":
        where: list[int] = game.in_play
    elif you in game.player and amount.zone in ("hand", "graveyard") \
            and amount.of == "each_opponent":  # -- batch B06 --: their cards, summed
        where = [o for p in game.living if p != you
                 for o in getattr(game.player[p], amount.zone)]
    elif you in game.player and amount.zone in ("hand", "graveyard"):
        where = list(getattr(game.player[you], amount.zone))
    elif amount.zone == "players_with_the_most_life":  # -- batch B06 --
        lives = sorted((game.player[p].life for p in game.living), reverse=True)
        most = 1 if lives and (len(lives) == 1 or lives[0] > lives[1]) else 0
        return max(0, most * amount.times + amount.plus)
    elif amount.zone == "exile":  # -- batch MISC --: the cards in exile
        where = list(game.exile)
    elif amount.zone == "opponents_with_more":  # -- batch C-TURN --
        return max(0, amount.times * _opponents_with_more(game, amount, you, source, now)
                   + amount.plus)
    elif amount.zone == "above_this_in_graveyard" and source is not None \
            and source.zone == "graveyard":  # -- batch LX -- (404.2: the last is on top)
        pile = game.player[source.owner].graveyard
        where = pile[pile.index(source.oid) + 1:] if source.oid in pile else []
    elif amount.zone in TURN_HISTORY:  # -- batch C-HIST --: the turn's history
        return history_count(game, amount, you, source, now)
    else:
        where = []
    for oid in where:
        obj = game.objects[oid]
        t: Traits | None = now.get(oid)
        if t is None:
            d = printed(obj)
            t = Traits.printed(d, printed_colors(obj, d))
        if amount.counters:  # batch B04: the counters on them (122.1)
            found += obj.counters.get(amount.counters, 0) if match(
                amount.number_of, obj, t, you, source) else 0
            continue
        found += match(amount.number_of, obj, t, you, source) and _relative_holds(
            game, amount.number_of, obj, source, you)
    if amount.half == "down":
        found = found // 2
    elif amount.half == "up":
        found = -(-found // 2)
    if amount.times == 1 and amount.plus == 0:
        return found
    return max(0, amount.times * found + amount.plus)


# -- batch C-HIST: the turn's history ---------------------------------------------------

#: the zones of a :class:`~shahrazad.cards.model.Count` read from the game's record of
#: its turn (:class:`~shahrazad.projections.state.TurnRecord`)
TURN_HISTORY = frozenset({"died_this_turn", "damage_dealt_to_you_this_turn",
                          "damage_dealt_to_this_this_turn"})


def blocking_count(game: GameState, amount: m.Count, you: str, source: Obj | None,
                   subject: object) -> int:
    """-- batch C-HIST --: a count of the creatures on the battlefield blocking ``subject``
    (the creature a trigger is about) that the filter picks, as they are now (509.1)."""
    if not isinstance(subject, int):
        return _times(amount, 0)
    view = layered(game).objects
    found = 0
    for oid in game.in_play:
        obj = game.objects[oid]
        if subject not in obj.blocking:
            continue
        t: Traits | None = view.get(oid)
        if t is None:
            t = _as_it_was(obj)
        found += match(amount.number_of, obj, t, you, source)
    return _times(amount, found)


def _times(amount: m.Count, found: int) -> int:
    if amount.half == "down":
        found = found // 2
    elif amount.half == "up":
        found = -(-found // 2)
    return max(0, amount.times * found + amount.plus)


def _as_it_was(obj: Obj) -> Traits:
    """What a filter reads of an object that has left the battlefield, as it last existed
    there (608.2h): its own characteristics, and the card types an effect that made it a
    creature gave it (613.1d: an animated artifact that dies is a creature that died)."""
    d = printed(obj)
    t = Traits.printed(d, printed_colors(obj, d))
    if obj.animations:
        added = frozenset(ty for _, types, _, _, _ in obj.animations for ty in types)
        t = dataclasses.replace(t, types=t.types | added)
    return t


def history_count(game: GameState, amount: m.Count, you: str, source: Obj | None,
                  now: Mapping[int, Now]) -> int:
    """A count of the turn's history (the record its game keeps, reset as each of its
    turns begins: a subgame's turn is its own). ``died_this_turn``: the permanents put
    from the battlefield into a graveyard this turn that the filter picks, as they last
    existed ("for each creature that died this turn", 700.4); ``damage_dealt_to_you_this_turn``
    and ``damage_dealt_to_this_this_turn``: the damage dealt this turn (after prevention,
    120.3) to ``you`` or to the object the ability belongs to (as that object: a permanent
    that has died reads the damage it was dealt before it left, 608.2h) by sources the
    filter picks, as they were now or, once gone, as they last existed. ``source`` is the
    object the ability belongs to, as it last existed (its id then) once it has left."""
    record = game.this_turn
    if amount.zone == "died_this_turn":
        return _times(amount, sum(1 for obj in record.died
                                  if match(amount.number_of, obj, _as_it_was(obj), you, source)))
    if amount.zone == "damage_dealt_to_you_this_turn":
        to: int | str | None = you
    else:
        to = source.oid if source is not None else None
    found = 0
    for dealer, name, recipient, dealt in record.damage:
        if recipient != to or to is None or not name:
            continue
        obj = game.objects.get(dealer)
        t: Traits | None = now.get(dealer) if obj is not None else None
        if obj is None:  # gone: its card as it last was (a fresh object of that name)
            obj = Obj(oid=dealer, card=None, name=name, owner="", controller="",
                      zone="graveyard")
        if t is None:
            t = _as_it_was(obj)
        if match(amount.number_of, obj, t, you, source):
            found += dealt
    return _times(amount, found)


def _opponents_with_more(game: GameState, amount: m.Count, you: str, source: Obj | None,
                         now: Mapping[int, Now]) -> int:
    """-- batch C-TURN --: how many of ``you``'s opponents control more permanents the
    count's filter picks than ``you`` do (each permanent counted for its controller)."""
    held: dict[str, int] = {}
    for oid in game.in_play:
        obj = game.objects[oid]
        t: Traits | None = now.get(oid)
        if t is None:
            d = printed(obj)
            t = Traits.printed(d, printed_colors(obj, d))
        if match(amount.number_of, obj, t, you, source):
            held[obj.controller] = held.get(obj.controller, 0) + 1
    mine = held.get(you, 0)
    return sum(1 for p in game.living if p != you and held.get(p, 0) > mine)


def _relative_holds(game: GameState, f: Filter, obj: Obj, source: Obj | None,
                    you: str) -> bool:
    """-- batch B08 --: a count reads a filter's qualities that need the game, whose
    active player has controlled the object since the turn began ("unless it came under
    your control this turn": Erg Raiders, 302.6), what it is attached to (303.4)."""
    if not (f.active_player or f.attached_to is not None or f.chosen_color
            or f.dealt_damage_this_turn  # -- batch C-HIST --
            or f.controller == "chosen_player"):  # -- batch MISC --
        return True
    return relative_holds(game, f, obj, source, you)


def _counters(game: GameState, now: Mapping[int, Now]) -> None:
    """Counters that change power and toughness (613.4c): +1/+1, -1/-1, +1/+0..."""
    for oid, t in now.items():
        counters = game.objects[oid].counters
        if not counters:
            continue
        for name, n in counters.items():
            found = COUNTER.fullmatch(name)
            if found is not None and n:
                t.power = (t.power or 0) + int(found.group(1)) * n
                t.toughness = (t.toughness or 0) + int(found.group(2)) * n


#: the land types (205.3i) a land loses when it is set to a basic land type (305.7)
LAND_TYPES = frozenset({*m.BASIC_LAND_TYPES, "Desert", "Gate", "Lair", "Locus", "Mine",
                        "Power-Plant", "Tower", "Urza's", "Cave", "Sphere"})


def _set_land_types(t: Now, land_types: frozenset[str]) -> None:
    """The land *is* these basic land types (305.7): its old land types go, and so do
    the abilities of its rules text; it has the mana ability of each new type."""
    t.subtypes = (t.subtypes - LAND_TYPES) | land_types
    t.abilities = tuple(Activated(m.Cost(tap=True), (m.AddMana(m.BASIC_LAND_MANA[k]),),
                                  mana=True)
                        for k in sorted(land_types, key=list(m.BASIC_LAND_MANA).index))
    t.triggers = ()
    t.statics = ()
    t.lost_text = True


def _basic_mana(subtypes: frozenset[str]) -> list[str]:
    return [m.BASIC_LAND_MANA[k] for k in m.BASIC_LAND_MANA if k in subtypes]


def _intrinsic_mana(now: Mapping[int, Now]) -> None:
    """A land has the mana ability of each of its basic land types (305.6): a land whose
    basic land types an effect changed (a text change, 612; a type added) has those of
    its types now instead of those of its printed ones."""
    for t in now.values():
        if "Land" not in t.types or t.lost_text:
            continue
        before, after = _basic_mana(t.own.subtypes), _basic_mana(t.subtypes)
        if before == after:
            continue
        kept = tuple(a for a in t.abilities if not (
            a.mana and a.cost == m.Cost(tap=True) and len(a.effects) == 1
            and isinstance(a.effects[0], m.AddMana) and a.effects[0].mana in before
            and a.effects[0].amount == 1))
        t.abilities = (*(Activated(m.Cost(tap=True), (m.AddMana(c),), mana=True)
                         for c in after), *kept)


# -- layer 1: a copy's exceptions (707.9) ----------------------------------------------------


def _copy_exceptions(t: Now, obj: Obj, data: Mapping[str, Any]) -> None:
    """A copy effect's exceptions, part of the copiable values (707.9): more types
    ("it's an enchantment in addition to its other types"), its own color kept, its
    own triggered abilities kept ("it has this ability")."""
    more = frozenset(data.get("types", ()))
    if more:
        t.types = t.types | more
    own = card(obj.printed) if obj.printed else t.base
    if data.get("keep_color"):
        t.colors = _cost_colors(own)
    if data.get("keep_triggers"):
        t.triggers = (*t.triggers, *(x for x in own.triggers if x not in t.triggers))


# -- layer 3: text-changing effects (612) -----------------------------------------------------


def _change_text(t: Now, old: str, new: str) -> None:
    """Replace the word ``old`` by ``new`` where it is used as what it is (612.2): a basic
    land type as a land type (in the type line, a filter, landwalk), a color as a color
    (a filter, a color an effect gives). Names never change."""
    t.subtypes = _swap_set(t.subtypes, old, new)
    t.keywords = frozenset(_swap_word(k, old, new) for k in t.keywords)
    t.abilities = tuple(_swap(x, old, new) for x in t.abilities)
    t.triggers = tuple(_swap(x, old, new) for x in t.triggers)
    t.statics = tuple(_swap(x, old, new) for x in t.statics)
    t.base = _swap(t.base, old, new)


def _swap_word(word: str, old: str, new: str) -> str:
    if word == old:
        return new
    if len(old) > 1 and word == f"{old.lower()}walk":  # landwalk (702.14)
        return f"{new.lower()}walk"
    return word


def _swap_set(words: frozenset[Any], old: str, new: str) -> frozenset[Any]:
    return frozenset(_swap_word(w, old, new) for w in words) if old in words or any(
        isinstance(w, str) and w.endswith("walk") for w in words) else words


#: fields whose words are names, never changed (612.2)
_NAMES = frozenset({"name", "text", "printed_name"})


def _swap(value: Any, old: str, new: str) -> Any:
    """``value`` (a part of the card language) with the word replaced throughout."""
    if isinstance(value, frozenset):
        return _swap_set(value, old, new)
    if isinstance(value, tuple):
        return tuple(_swap(x, old, new) for x in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changed = {}
        for f in dataclasses.fields(value):
            if f.name in _NAMES:
                continue
            before = getattr(value, f.name)
            if f.name == "color" and isinstance(before, str) and len(old) == 1:
                after: Any = before.replace(old, new) if old in before else before
            else:
                after = _swap(before, old, new)
            if after is not before and after != before:
                changed[f.name] = after
        return dataclasses.replace(value, **changed) if changed else value
    return value


def chosen_word(game: GameState, obj: Obj) -> str:
    """-- batch B06 --: the word last chosen for ``obj`` as it entered (614.1c), or ``""``."""
    words = [e for e in game.effects.values()
             if e.kind == CHOSEN and obj.oid in e.subjects and e.data is not None]
    return str(max(words, key=lambda e: e.effect).data["word"]) if words else ""  # type: ignore[index]


def chosen_number(game: GameState, obj: Obj | None) -> int:
    """Batch B01: the number last chosen for ``obj`` (a ``choose_word`` of numbers, as it
    entered or later: Shapeshifter's upkeep), 0 if none."""
    if obj is None:
        return 0
    words = [e for e in game.effects.values()
             if e.kind == CHOSEN and obj.oid in e.subjects and e.data is not None
             and str(e.data["word"]).isdigit()]
    return int(str(max(words, key=lambda e: e.effect).data["word"])) if words else 0  # type: ignore[index]
