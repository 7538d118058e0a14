"""Basic game actions, each as the events it causes: draw, move, damage, life, shuffle.

Every draw passes one replacement point (614): :func:`draw` asks the game's
effect records whether one replaces the draw, and a kind of replacement effect
plugs in with :func:`replaces_draws`. Every change of a life total, from damage or
not, passes another (:func:`change_life`): a static ability that replaces how a life
total changes (Lich's "draw instead", Ali from Cairo's "reduces it to 1 instead")
plugs in with :func:`replaces_life` (:mod:`shahrazad.rules.life` holds them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from shahrazad.cards.data import changes_to_data
from shahrazad.cards.model import Static
from shahrazad.characteristics import (
    cant,
    defn,
    is_creature,
    is_type,
    keywords,
    printed,
    with_static_word,
)
from shahrazad.events import vocabulary as v
from shahrazad.layers import CONTINUOUS, layered
from shahrazad.projections.state import PLAYER_ZONES, SHARED_ZONES, Effect, GameState, Obj
from shahrazad.rules import citations as R
from shahrazad.rules import commander, planeswalkers, resolution, variants
from shahrazad.rules.effect_kinds import REVEALED_UNPLAYABLE, SACRIFICE_A_LAND
from shahrazad.rules.phasing import life_locked
from shahrazad.txn import Txn

Target = int | str


@dataclass(frozen=True, slots=True)
class DrawReplacement:
    """What a kind of replacement effect does instead of a draw (614.1a).

    ``instead`` does what replaces the draw, given the player's answer, and uses the
    effect up if it is a "next time" effect. ``ask`` asks the player that question
    (``made``: the draws the drawing effect had made before; the question records
    it, so the effect resumes where it stopped), or is ``None`` for a replacement
    that needs no answer. ``why``: the words a resolution pauses with meanwhile.
    """

    instead: Callable[[Txn, GameState, str, Effect, object], None]
    ask: Callable[[Txn, GameState, str, int], None] | None = None
    why: str = ""


#: each kind of draw-replacing effect record (``EffectCreated.kind``), and what it does
DRAW_REPLACEMENTS: dict[str, DrawReplacement] = {}


def replaces_draws(kind: str, replacement: DrawReplacement) -> None:
    """Plug a kind of effect record into the draw replacement point."""
    DRAW_REPLACEMENTS[kind] = replacement


def draw_is_replaced(game: GameState, player: str) -> bool:
    """Whether ``player``'s next draw in ``game`` would be replaced (614.1a)."""
    return _replacing(game, player) is not None


@dataclass(frozen=True, slots=True)
class Waiting:
    """A draw that waits: a replacement effect asked its player a question first."""

    made: int


def _replacing(game: GameState, player: str) -> Effect | None:
    """The effect that replaces ``player``'s next draw in ``game``: the first created.
    Effects belong to the game they were created in (727.1b)."""
    if not game.effects or not DRAW_REPLACEMENTS:
        return None
    return next((e for e in game.effects.values()
                 if e.subject == player and e.kind in DRAW_REPLACEMENTS), None)


def draw(txn: Txn, game: GameState, player: str, n: int = 1, rule: str = R.DRAW, *,
         answer: object | None = None, pause: Callable[[str], object] | None = None,
         made: int = 0, ask: bool = True) -> Waiting | None:
    """``player`` draws ``n`` cards, one at a time (121.2); an empty library is a failed draw.

    Each draw may be replaced (614): if a replacement effect needs its player's answer
    and ``answer`` is ``None``, ``pause`` (a resolution's) is called with its words,
    the question is asked, and the draws stop: the result says how many were made
    (counting ``made`` before this call). Called again with the answer and the draws
    still to make, the first draw is the replaced one. ``None``: every draw was made.

    ``ask = False``: these draws are what another replacement does instead (Lich's
    draws for a life gain), which can't stop to ask; a replacement that would ask
    leaves these draws alone and waits for the next one.
    """
    for i in range(n):
        effect = _replacing(game, player)
        if effect is not None:
            replacement = DRAW_REPLACEMENTS[effect.kind]
            if answer is None and replacement.ask is not None and not ask:
                effect = None
            elif answer is None and replacement.ask is not None:
                if pause is not None:
                    pause(replacement.why)
                replacement.ask(txn, game, player, made + i)
                return Waiting(made + i)
        if effect is not None:
            replacement.instead(txn, game, player, effect, answer)
            answer = None
            continue
        library = game.player[player].library
        if not library:
            txn.emit(v.DrawFailed, game, R.DRAW_EMPTY, player=player)
            continue
        top = game.objects[library[0]]
        assert top.card is not None
        txn.emit(v.CardDrawn, game, rule, player=player, card=top.card, obj=top.oid,
                 new_obj=txn.new_id())
    return None


def move(txn: Txn, game: GameState, obj: Obj, to_zone: str, reason: str, rule: str,
         place: str = "", controller: str | None = None) -> int | None:
    """Move ``obj`` to ``to_zone`` (its owner's, for a player's zone: 400.3).

    A token or an ability that would leave the battlefield or the stack does not
    move: a token goes and then ceases to exist as a state-based action (704.5d,
    111.7), an ability simply ceases. Returns the new object id, if any.
    """
    if obj.kind in ("ability", "trigger"):
        txn.emit(v.ObjectCeased, game, rule, obj=obj.oid, name=obj.name, reason=reason)
        return None
    if obj.card is None and not obj.token:  # a copy of a spell is no card (704.5e)
        txn.emit(v.ObjectCeased, game, R.SBA_COPY, obj=obj.oid, name=obj.name,
                 reason=f"a copy of a spell leaves the stack ({reason})")
        return None
    owed: list[int] = []
    if to_zone == "battlefield" and obj.zone != "battlefield" and lands_cant_enter(game, obj):
        if obj.zone != "stack":  # -- batch d-attack --: it stays where it is (101.2)
            return None
        to_zone, reason = "graveyard", reason + "; lands can't enter the battlefield"
    elif to_zone == "battlefield" and obj.zone != "battlefield" and game.battlefield \
            and is_type(game, obj, "Land"):  # -- batch d-attack --: who puts it (614.1a)
        resolving = game.objects.get(game.resolving) if game.resolving is not None else None
        putter = resolving.controller if resolving is not None else controller or obj.owner
        owed = land_put_owes(game, putter)
    if variants.replacement_zone(txn.state, obj, to_zone) is not None:
        if commander.answer(txn, game, obj, to_zone):
            to_zone, rule, place = "command", R.COMMANDER_REPLACEMENT, ""
            reason += "; its owner puts the commander into the command zone instead"
    if to_zone == "graveyard" and obj.zone == "battlefield" and \
            "exiled_if_it_would_die" in keywords(game, obj) and is_creature(game, obj):
        # -- batch B03 --: "if it would die this turn, exile it instead" (614.1a)
        to_zone, rule = "exile", R.EXILED_INSTEAD
        reason += "; it is exiled instead"
    # -- batch MISC --: "if it would die, return it to its owner's hand instead" (614.1a);
    # exiled instead by another effect, it isn't returned too (one replacement, 616.1)
    returned = to_zone == "graveyard" and obj.zone == "battlefield" and \
        "returned_to_hand_if_it_would_die" in keywords(game, obj) and is_creature(game, obj)
    if returned:
        to_zone, rule = "hand", R.EXILED_INSTEAD
        reason += "; it is returned to its owner's hand instead"
    new = txn.new_id()
    owner = obj.owner
    if to_zone == "library" and not place:
        place = "top"
    left = obj.zone
    lingering = _lingering(game, obj) if left == "battlefield" else ()
    if left == "battlefield" and game.stack:  # -- batch R-A --: its last power (608.2h)
        resolution.remember_leaving_source(txn, game, obj)
    txn.emit(v.ZoneChanged, game, rule, card=obj.card if obj.card is not None else 0,
             obj=obj.oid, from_zone=obj.zone, to_zone=to_zone, new_obj=new, to_player=owner,
             controller=controller or owner, place=place if to_zone == "library" else "",
             reason=reason)
    if left == "battlefield" and game.effects:
        end_with_source(txn, game, obj.oid)
    if returned:  # -- batch MISC --: revealed, and not to be played until their next turn
        _returned_revealed(txn, game, obj, new)
    for static, objs in lingering:  # -- batch B06 --: 611.3, until end of turn
        still = tuple(o for o in objs if o in game.objects
                      and game.objects[o].zone == "battlefield")
        if still:
            txn.emit(v.ContinuousEffectCreated, game, R.CONTINUOUS, effect=txn.new_id(),
                     kind=CONTINUOUS, source=obj.oid, controller=obj.controller, objs=still,
                     changes=changes_to_data(static), until="end_of_turn")
    if to_zone == "battlefield":
        if as_enters is not None and printed(obj).as_enters:
            # "as this enters" first (614.1c): a Clone's copy; -- batch B03 --: a spell's
            # X is still its X as it enters (Rock Hydra's "X +1/+1 counters")
            as_enters(txn, game, new, obj.x if left == "stack" else 0)
        if new is not None:
            enter_tapped(txn, game, new)
        planeswalkers.enters(txn, game, new)  # with its loyalty counters (306.5b)
        if owed:  # -- batch d-attack --
            resolving = game.objects.get(game.resolving) if game.resolving is not None \
                else None
            owe_land_sacrifices(txn, game, resolving.controller if resolving is not None
                                else controller or obj.owner, owed)
    return new


# -- batch d-attack: "Lands can't enter the battlefield" (101.2) -------------------------

#: the static word of a permanent that keeps lands from entering the battlefield
LANDS_CANT_ENTER = "lands_cant_enter_the_battlefield"


def lands_cant_enter(game: GameState, obj: Obj) -> bool:
    """Whether ``obj``, a land, can't enter the battlefield of ``game``: a permanent there
    says "Lands can't enter the battlefield" (Worms of the Earth). A prohibition (101.2):
    an effect that would put it onto the battlefield does nothing for it, and it stays
    where it is; a permanent spell that is a land goes to its owner's graveyard instead
    (the 2008 ruling)."""
    return bool(game.battlefield) and is_type(game, obj, "Land") \
        and bool(with_static_word(game, LANDS_CANT_ENTER))


# -- batch d-attack: "If an opponent who controls at least as many lands as you do would
# put a land onto the battlefield, that player instead puts that land onto the
# battlefield then sacrifices a land" (614.1a) ---------------------------------------------

#: the static word of a permanent with that replacement effect
PUT_THEN_SACRIFICE = "opponents_with_as_many_lands_put_a_land_then_sacrifice_a_land"


def lands_of(game: GameState, player: str) -> int:
    """How many lands ``player`` controls in ``game``."""
    return sum(1 for o in game.battlefield if game.objects[o].controller == player
               and is_type(game, game.objects[o], "Land"))


def land_put_owes(game: GameState, putter: str) -> list[int]:
    """The permanents whose replacement effect applies as ``putter`` puts a land onto the
    battlefield, worked out before it enters: each of an opponent of ``putter`` who
    controls no more lands than ``putter`` does (614.1a). Each is one land to sacrifice
    (the rulings: whoever controls the land as it enters)."""
    holders = with_static_word(game, PUT_THEN_SACRIFICE)
    if not holders:
        return []
    mine = lands_of(game, putter)
    return [h.oid for h in holders if h.controller != putter
            and mine >= lands_of(game, h.controller)]


def owe_land_sacrifices(txn: Txn, game: GameState, putter: str, sources: list[int]) -> None:
    """Record that ``putter``, whose land has just entered, sacrifices a land for each of
    ``sources`` (614.1a): a record asked about before anyone gets priority
    (:func:`shahrazad.rules.turns.give_priority`), so the land can't be tapped for mana in
    between (the 2009 rulings)."""
    for _ in sources:
        txn.emit(v.EffectCreated, game, R.REPLACEMENT, effect=txn.new_id(),
                 kind=SACRIFICE_A_LAND, source=None, controller=putter, subject=putter,
                 power=0, toughness=0, until="")


def owed_land_sacrifice(game: GameState) -> Effect | None:
    """The first land sacrifice still owed in ``game`` (614.1a), if any."""
    if not game.effects:
        return None
    return next((e for e in game.effects.values() if e.kind == SACRIFICE_A_LAND), None)


def _returned_revealed(txn: Txn, game: GameState, obj: Obj, new: int) -> None:
    """-- batch MISC --: a card returned to its owner's hand instead of dying (Firestorm
    Phoenix): until that player's next turn, they play with it revealed in their hand and
    can't play it (611.2a): shown to every player, and a record that ends as that
    player's next turn begins."""
    assert obj.card is not None
    txn.emit(v.CardsRevealed, game, R.REVEAL, player=obj.owner, seen_by=tuple(game.living),
             cards=(obj.card,), objs=(new,))
    txn.emit(v.EffectCreated, game, R.EXILED_INSTEAD, effect=txn.new_id(),
             kind=REVEALED_UNPLAYABLE, source=None, controller=obj.owner, subject=new,
             power=0, toughness=0, until="your_next_turn")


def enter_tapped(txn: Txn, game: GameState, new: int) -> None:
    """The permanent ``new``, entering the battlefield, enters tapped if it says so
    (-- batch B03 --, 614.1d) or -- batch B10 -- a static ability says it can't enter
    untapped (Kismet): a replacement, so it never "becomes tapped". A land played
    (305.1) enters this way too."""
    obj = game.objects.get(new)
    if obj is None or obj.zone != "battlefield" or obj.tapped:
        return
    if printed(obj).enters_tapped or cant(game, obj, "enter_the_battlefield_untapped"):
        txn.emit(v.Tapped, game, R.ENTERS_TAPPED, obj=new)


#: what happens as a permanent enters (614.1c: "as this enters"), run with the new
#: object's id and the X of the spell it was: :func:`shahrazad.rules.effects.as_enters`,
#: which runs effects (given by :func:`shahrazad.rules.wiring.install`)
as_enters: Callable[[Txn, GameState, int, int], None] | None = None


def shuffle(txn: Txn, game: GameState, player: str, rule: str = R.SHUFFLE) -> None:
    """``player`` shuffles their library (701.24): by chance, or as a scenario stated."""
    order = txn.random_order(game, player, game.player[player].library,
                             lambda oid: game.objects[oid].name, rule,
                             f"shuffle:{game.path}:{player}")
    txn.emit(v.LibraryShuffled, game, rule, player=player, order=tuple(order))


@dataclass(frozen=True, slots=True)
class LifeReplacement:
    """What a static ability does instead of a change of a life total (614.1a).

    ``applies`` says whether it replaces a change of ``amount`` (gained if positive)
    to the player's life in the game, ``damage`` if the change is damage's result
    (120.3a); ``instead`` makes what happens instead and returns the change of the
    life total it made.
    """

    applies: Callable[[GameState, str, int, bool], bool]
    instead: Callable[[Txn, GameState, str, int], int]


#: each static ability (``CardDef.static_words``) that replaces life changes, and how
LIFE_REPLACEMENTS: dict[str, LifeReplacement] = {}


def replaces_life(static: str, replacement: LifeReplacement) -> None:
    """Plug a static ability into the life replacement point."""
    LIFE_REPLACEMENTS[static] = replacement


def change_life(txn: Txn, game: GameState, player: str, amount: int, rule: str, *,
                damage: bool = False) -> int:
    """``player`` gains (``amount`` > 0) or loses life (119.3), or loses it as damage's
    result (``damage``, 120.3a); returns how much the life total changed.

    The change passes the life replacement point: the first static ability of
    :data:`LIFE_REPLACEMENTS` that applies makes what happens instead (a gain and a
    damage loss are never both replaced, so the order of 616.1 never comes up).
    """
    if amount == 0 or not game.player[player].in_game:
        return 0
    if life_locked(game, player):
        return 0  # 119.7-119.8: the life total can't change
    for replacement in LIFE_REPLACEMENTS.values():
        if replacement.applies(game, player, amount, damage):
            return replacement.instead(txn, game, player, amount)
    life = game.player[player].life + amount
    txn.emit(v.LifeChanged, game, rule, player=player, amount=amount, life=life)
    return amount


def add_counters(txn: Txn, game: GameState, holder: Target, counter: str, amount: int,
                 rule: str = R.COUNTERS) -> None:
    """Put ``amount`` counters on a player or an object (122.1), or take them off (a
    negative amount: paying {E}, 107.14)."""
    if amount == 0:
        return
    if isinstance(holder, str):
        current = game.player[holder].counters.get(counter, 0)
    else:
        current = game.objects[holder].counters.get(counter, 0)
    txn.emit(v.CountersChanged, game, rule, target=holder, counter=counter,
             amount=amount, total=max(0, current + amount))


def tap(txn: Txn, game: GameState, obj: Obj, rule: str = R.TAP) -> None:
    if not obj.tapped:
        txn.emit(v.Tapped, game, rule, obj=obj.oid)


def destroy(txn: Txn, game: GameState, obj: Obj, rule: str = R.DESTROY, *,
            can_regenerate: bool = True) -> None:
    """Destroy ``obj`` (701.8): it goes to its owner's graveyard, unless a regeneration
    shield replaces the destruction (701.19a; ``can_regenerate`` false: it can't be
    regenerated, 701.19c)."""
    # at call time: regeneration builds on this module (it taps the creature, 701.19a)
    from shahrazad.rules import regeneration

    if "indestructible" in keywords(game, obj):  # -- batch B03 --: 702.12b
        return
    if game.shields and regeneration.damage_removed_instead(txn, game, obj):
        return  # -- batch B08 --: 614.1a
    if can_regenerate and "cant_be_regenerated" in keywords(game, obj):
        can_regenerate = False  # -- batch B03 --: an effect on it says so (701.19c)
    if can_regenerate and regeneration.replaces(txn, game, obj):
        return
    move(txn, game, obj, "graveyard", "destroy", rule)


def describe(game: GameState, target: Target) -> str:
    if isinstance(target, str):
        return target
    obj = game.objects.get(target)
    return obj.name if obj else f"#{target}"


def _lingering(game: GameState, obj: Obj) -> tuple[tuple[Static, tuple[int, ...]], ...]:
    """-- batch B06 --: the static abilities of ``obj`` (about to leave the battlefield)
    whose effect continues until end of turn after it leaves, each with the objects it
    affects now (611.3: Titania's Song)."""
    own = [st for st in defn(game, obj).statics if st.lingers]
    if not own:
        return ()
    affected = layered(game).lingering.get(obj.oid, ())
    return tuple((st, affected) for st in own)


#: the duration of an effect that lasts until its source leaves the battlefield
UNTIL_SOURCE_LEAVES = "this_leaves_the_battlefield"


def end_with_source(txn: Txn, game: GameState, source: int) -> None:
    """The effects that last "until [the source] leaves the battlefield" end as it leaves
    (611.2b: Gaea's Liege's "target land becomes a Forest until ...")."""
    ending = tuple(e.effect for e in game.effects.values()
                   if e.until == UNTIL_SOURCE_LEAVES and e.source == source)
    if ending:
        txn.emit(v.EffectsEnded, game, "611.2b", effects=ending)


def objects_in_zone_order(game: GameState) -> list[Obj]:
    """Every object of ``game``: each player's zones, player by player in seat order, then
    the shared zones; the order in which a restart gathers the cards (725.2) and an
    ending subgame sends them home (727.5)."""
    objs = []
    for pid in game.players:
        for zone in PLAYER_ZONES:
            objs += [game.objects[o] for o in game.zone(zone, pid)]
    for zone in SHARED_ZONES:
        objs += [game.objects[o] for o in game.zone(zone)]
    return objs
