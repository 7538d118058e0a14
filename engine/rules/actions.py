"""Basic game actions, each as the events it causes: draw, move, damage, life, shuffle.

Every draw passes one replacement point (614): :func:`draw` asks the game's
effect records whether one replaces the draw, and a kind of replacement effect
plugs in with :func:`replaces_draws`. Every change of a life total, from damage or
not, passes another (:func:`change_life`): a static ability that replaces how a life
total changes (Lich's "draw instead", Ali from Cairo's "reduces it to 1 instead")
plugs in with :func:`replaces_life` (:mod:`shahrazad.rules.life` holds them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
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
from shahrazad.events.decisions import ReplaceWith, SkipIt, Top  # Top: batch L-LENG
from shahrazad.layers import CONTINUOUS, layered
from shahrazad.projections.state import PLAYER_ZONES, SHARED_ZONES, Effect, GameState, Obj
from shahrazad.rules import citations as R
from shahrazad.rules import commander, planeswalkers, resolution, teams, variants
from shahrazad.rules.effect_kinds import (
    BEING_DISCARDED,  # -- batch L-LENG --
    DRAW_REPLACED_BY,
    DRAW_REPLACEMENT_CHOSEN,
    LOOK_AT_TOP_INSTEAD,
    REVEALED_UNPLAYABLE,
    SACRIFICE_A_LAND,
)
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
    """Whether ``player``'s next draw in ``game`` would be replaced (614.1a): -- batch
    D-DRAW -- a replacement effect of :func:`draw_options` applies to it."""
    return bool(draw_options(game, player))


# -- batch D-DRAW: a draw skipped instead during its player's draw step (614.1a) -----------

def draw_skip_offer(game: GameState, player: str) -> Obj | None:
    """The first permanent ``player`` controls whose replacement effect lets them skip a
    draw now ("If you would draw a card during your draw step, instead you may skip that
    draw"), during their own draw step (or their team's, 805.4b); ``None`` if none.
    Several such permanents make one offer: one skipped draw is all any of them does."""
    if game.step != "draw" or not teams.is_active(game, player):
        return None
    for oid in game.in_play:
        obj = game.objects[oid]
        if obj.controller == player and not obj.phased_out and any(
                s.what == "draw_in_your_draw_step" for s in defn(game, obj).skips):
            return obj
    return None


def _skip_draw(txn: Txn, game: GameState, player: str, source: Obj) -> None:
    """The draw is skipped instead (614.1a): it doesn't happen; what the permanent says
    happens "if you do" happens at once."""
    txn.emit(v.Skipped, game, R.REPLACEMENT, player=player, what="draw", extra=False,
             source=source.oid, name=source.name)
    skip = next(s for s in defn(game, source).skips if s.what == "draw_in_your_draw_step")
    if skip.then:
        resolution.run(resolution.Ctx(txn, game, source, (), ()), skip.then)


@dataclass(frozen=True, slots=True)
class Waiting:
    """A draw that waits: a replacement effect asked its player a question first."""

    made: int


# -- batch D-DRAW: the replacement effects of one draw, in the order 616.1 says ------------
#
# Several replacement effects may apply to one draw: a permanent's offer to skip it
# (Island Sanctuary), "next time you would draw" records (a card from outside the game, a
# look at the top cards: Aladdin's Lamp), a permanent's "discards a card instead; if they
# do, they draw a card" (Chains of Mephistopheles). The drawing player chooses which
# applies first (616.1); what it does instead may be another draw, to which the others
# still apply, but not the ones applied already (614.5). The player's answers are
# decisions: ``skip yes|no`` when an offer to skip is all there is, ``wish`` for a card
# from outside the game, and ``replace NAME [choosing CARD]`` otherwise (which applies,
# and the card it has them choose). While a draw waits for an answer, records
# (``EffectCreated``) say which permanents' replacements it has had, and the one chosen to
# apply next; they end as the draw is done.

#: the question of ``replace NAME [choosing CARD]`` (616.1)
REPLACE_DRAW = "replace_draw"
#: the static word of "If a player would draw a card except the first one they draw in
#: each of their draw steps, that player discards a card instead. If the player discards a
#: card this way, they draw a card. If the player doesn't discard a card this way, they
#: mill a card."
DISCARD_INSTEAD_OF_DRAW = "draws_but_each_draw_steps_first_are_a_discard_then_a_draw"


@dataclass(frozen=True, slots=True)
class Instead:
    """One replacement effect that would apply to a player's draw now: ``how`` (``skip``,
    ``discard``, ``look``, or ``record``: one of :data:`DRAW_REPLACEMENTS`), the permanent
    it comes from, the id of its record (a "next time" effect's), and the cards its
    player chooses among as it applies (a card to discard, a card to keep)."""

    how: str
    source: int
    effect: int = 0
    pool: tuple[int, ...] = ()

    @property
    def key(self) -> tuple[int, int]:
        return self.source, self.effect

    @property
    def chooses(self) -> bool:
        """It has its player choose a card (one of two or more)."""
        return self.how in ("discard", "look") and len(self.pool) > 1


def first_in_draw_step(game: GameState, player: str) -> bool:
    """Whether ``player``'s next draw would be the first one they draw in their draw step
    (504.1; in the team's shared one, 805.4b)."""
    return game.step == "draw" and teams.is_active(game, player) \
        and player not in game.this_turn.drew_in_draw_step


def draw_options(game: GameState, player: str) -> list[Instead]:
    """The replacement effects that would apply to ``player``'s next draw in ``game`` now
    (effects belong to the game they were created in, 727.1b): an offer to skip it, each
    "next time" record, and the first permanent (in battlefield order) whose "discard
    instead" hasn't applied to this draw yet (several of them are alike: 616.1 leaves
    nothing to choose between them). After the player chose one to apply, that one."""
    options: list[Instead] = []
    offer = draw_skip_offer(game, player)
    if offer is not None:
        options.append(Instead("skip", offer.oid))
    applied: set[int] = set()
    chosen: tuple[int, int] | None = None
    for e in game.effects.values():
        if e.subject != player:
            continue
        if e.kind == LOOK_AT_TOP_INSTEAD:
            options.append(Instead("look", e.source or 0, e.effect,
                                   tuple(game.player[player].library[:e.power])))
        elif e.kind in DRAW_REPLACEMENTS:
            options.append(Instead("record", e.source or 0, e.effect))
        elif e.kind == DRAW_REPLACED_BY and e.source is not None:
            applied.add(e.source)
        elif e.kind == DRAW_REPLACEMENT_CHOSEN:
            chosen = (e.source or 0, e.power)
    if not first_in_draw_step(game, player):
        for obj in with_static_word(game, DISCARD_INSTEAD_OF_DRAW):
            if obj.oid not in applied:
                options.append(Instead("discard", obj.oid, 0, tuple(game.player[player].hand)))
                break
    if chosen is not None:
        options = [o for o in options if o.key == chosen] or options
    return options


def _draw_done(txn: Txn, game: GameState, player: str) -> None:
    """The draw in progress is done: its records end."""
    ending = tuple(e.effect for e in game.effects.values() if e.subject == player
                   and e.kind in (DRAW_REPLACED_BY, DRAW_REPLACEMENT_CHOSEN))
    if ending:
        txn.emit(v.EffectsEnded, game, R.REPLACEMENT, effects=ending)


def _look(txn: Txn, game: GameState, player: str, pool: tuple[int, ...]) -> None:
    """``player`` looks at the cards ``pool`` (400.2: seen by them only)."""
    if pool:
        txn.emit(v.CardsRevealed, game, R.LOOK, player=player, seen_by=(player,),
                 cards=tuple(game.objects[o].card or 0 for o in pool), objs=pool)


def _ask_replacement(txn: Txn, game: GameState, player: str, options: list[Instead],
                     pause: Callable[[str], object] | None, made: int) -> Waiting:
    """Ask ``replace NAME [choosing CARD]`` (616.1); a look's cards are looked at first
    when it is the one chosen."""
    if pause is not None:
        pause("the drawing player chooses how a replacement effect applies to the draw")
    if len(options) == 1 and options[0].how == "look":
        _look(txn, game, player, options[0].pool)
    txn.emit(v.ChoiceRequested, game, "616.1", player=player, kind="replace_draw",
             amount=made)
    return Waiting(made)


#: what a replacement did: the draw is done (it was replaced by something else), or
#: there is a draw still to make
_DONE, _AGAIN = "done", "again"


def _apply(txn: Txn, game: GameState, player: str, o: Instead, card: int | None,
           answer: object | None, pause: Callable[[str], object] | None, made: int
           ) -> str | Waiting:
    """Apply the replacement ``o`` to the draw (614.1a), with the card chosen."""
    if o.how == "skip":
        _skip_draw(txn, game, player, game.objects[o.source])
        return _DONE
    if o.how == "record":
        effect = game.effects[o.effect]
        replacement = DRAW_REPLACEMENTS[effect.kind]
        if answer is None and replacement.ask is not None:
            if pause is not None:
                pause(replacement.why)
            replacement.ask(txn, game, player, made)
            return Waiting(made)
        replacement.instead(txn, game, player, effect, answer)
        return _DONE
    if o.how == "discard":
        if not o.pool:  # nothing to discard: a mill instead, and no draw (701.17a)
            library = game.player[player].library
            if library:
                move(txn, game, game.objects[library[0]], "graveyard", "milled", R.MILL)
            return _DONE
        chosen = card if card is not None else o.pool[0]
        txn.emit(v.EffectCreated, game, R.REPLACEMENT, effect=txn.new_id(),
                 kind=DRAW_REPLACED_BY, source=o.source, controller=player, subject=player,
                 power=0, toughness=0, until="")
        if may_put_discards_on_top(game, player):  # -- batch L-LENG --: an effect's (614.1a)
            if pause is not None:
                pause(f"{player} may put the card they discard on top of their library "
                      "instead")
            ask_top(txn, game, player, o.source, [chosen], made)
            return Waiting(made)
        move(txn, game, game.objects[chosen], "graveyard", "discard", R.DISCARD)
        return _AGAIN
    # a look at the top cards: one stays on top, the rest go to the bottom in a random order
    if not o.chooses:
        _look(txn, game, player, o.pool)
    kept = card if card is not None else (o.pool[0] if o.pool else None)
    rest = [c for c in o.pool if c != kept]
    txn.rng(f"bottom:{game.path}:{player}").shuffle(rest)
    for oid in rest:
        move(txn, game, game.objects[oid], "library", "put on the bottom in a random order",
             R.REPLACEMENT, place="bottom")
    txn.emit(v.EffectsEnded, game, R.REPLACEMENT, effects=(o.effect,))
    return _AGAIN


def _draw_one(txn: Txn, game: GameState, player: str, rule: str, answer: object | None,
              pause: Callable[[str], object] | None, made: int, ask: bool) -> Waiting | None:
    """One draw through the replacement point: the replacement effects that apply, one
    at a time in the order the player chooses (616.1), then the draw itself, if one is
    left to make."""
    declined = False
    while True:
        options = draw_options(game, player)
        if declined:
            options = [o for o in options if o.how != "skip"]
        if answer is not None:
            given, answer = answer, None
            if isinstance(given, Top):  # -- batch L-LENG --: the discard it replaced with
                discard_waiting(txn, game, player, given.objs)
                continue
            if isinstance(given, SkipIt):
                skip = next((o for o in options if o.how == "skip"), None)
                if given.yes and skip is not None:
                    _skip_draw(txn, game, player, game.objects[skip.source])
                    _draw_done(txn, game, player)
                    return None
                declined = True
                continue
            if isinstance(given, ReplaceWith):
                pick = next((o for o in options if o.key == (given.source, given.effect)),
                            None)
                if pick is None:
                    continue
                if pick.chooses and given.card is None:
                    txn.emit(v.EffectCreated, game, "616.1", effect=txn.new_id(),
                             kind=DRAW_REPLACEMENT_CHOSEN, source=pick.source,
                             controller=player, subject=player, power=pick.effect,
                             toughness=0, until="")
                    return _ask_replacement(txn, game, player, [pick], pause, made)
                _end_chosen(txn, game, player)
                done = _apply(txn, game, player, pick, given.card, None, pause, made)
            else:  # the answer of a "next time" record's own question (a wish)
                pick = next((o for o in options if o.how == "record"), None)
                if pick is None:
                    continue
                done = _apply(txn, game, player, pick, None, given, pause, made)
            if isinstance(done, Waiting):
                return done
            if done == _DONE:
                _draw_done(txn, game, player)
                return None
            declined = False
            continue
        one = options[0] if len(options) == 1 else None
        if one is not None and (one.how == "discard" or one.how == "look") \
                and not one.chooses and (one.how == "look" or ask or  # -- batch L-LENG --
                                         not may_put_discards_on_top(game, player)):
            done = _apply(txn, game, player, one, None, None, pause, made)
            if isinstance(done, Waiting):  # -- batch L-LENG --: on top instead? (614.1a)
                return done
            if done == _DONE:
                _draw_done(txn, game, player)
                return None
            continue
        if options and not ask:
            # what another replacement does instead (Lich's draws) can't stop for a
            # question: the replacements that would ask leave this draw alone
            options = []
        if not options:
            _draw_done(txn, game, player)
            library = game.player[player].library
            if not library:
                txn.emit(v.DrawFailed, game, R.DRAW_EMPTY, player=player)
                return None
            top = game.objects[library[0]]
            assert top.card is not None
            txn.emit(v.CardDrawn, game, rule, player=player, card=top.card, obj=top.oid,
                     new_obj=txn.new_id())
            return None
        if one is not None and one.how == "skip":
            if pause is not None:
                pause("a draw may be skipped instead")
            txn.emit(v.ChoiceRequested, game, R.REPLACEMENT, player=player, kind="skip",
                     amount=made)
            return Waiting(made)
        if one is not None and one.how == "record":
            done = _apply(txn, game, player, one, None, None, pause, made)
            if isinstance(done, Waiting):
                return done
            _draw_done(txn, game, player)
            return None
        return _ask_replacement(txn, game, player, options, pause, made)


# -- batch L-LENG: a card an effect discards, on top of the library instead (614.1a) -------

#: the static word of "If an effect causes you to discard a card, discard it, but you may
#: put it on top of your library instead of into your graveyard" (Library of Leng)
TOP_INSTEAD = "discards_by_effects_may_go_on_top_of_your_library"


def may_put_discards_on_top(game: GameState, pid: str) -> bool:
    """Whether a permanent ``pid`` controls lets them put a card an effect makes them
    discard on top of their library instead (614.1a). A cost's discard (118, 602.2b) or
    the cleanup step's (514.1) is no effect's: they never ask this."""
    return any(o.controller == pid for o in with_static_word(game, TOP_INSTEAD))


def being_discarded(game: GameState, pid: str) -> list[Effect]:
    """The records of the cards ``pid`` is discarding while they say which go on top of
    their library (:data:`BEING_DISCARDED`), in discard order."""
    return [f for f in game.effects.values() if f.kind == BEING_DISCARDED
            and f.controller == pid]


def ask_top(txn: Txn, game: GameState, pid: str, source: int, cards: list[int],
            amount: int) -> None:
    """Remember the cards ``pid`` is discarding (records :data:`BEING_DISCARDED` of the
    effect's ``source``) and ask them which go on top of their library (``top``)."""
    for oid in cards:
        txn.emit(v.EffectCreated, game, R.REPLACEMENT, effect=txn.new_id(),
                 kind=BEING_DISCARDED, source=source, controller=pid, subject=oid,
                 power=0, toughness=0, until="")
    txn.emit(v.ChoiceRequested, game, R.REPLACEMENT, player=pid, kind="top", amount=amount)


def discard_waiting(txn: Txn, game: GameState, pid: str, on_top: tuple[int, ...]
                    ) -> list[int]:
    """The cards ``pid`` is discarding (:func:`ask_top`), still in their hand, are
    discarded (701.9): those ``on_top`` names on top of their owner's library (614.1a;
    the first named ends on top), the others into the graveyard. The objects they became;
    a discard trigger sees either (the card is discarded all the same)."""
    waiting = being_discarded(game, pid)
    if not waiting:
        return []
    cards = [f.subject for f in waiting if isinstance(f.subject, int)]
    txn.emit(v.EffectsEnded, game, R.REPLACEMENT, effects=tuple(f.effect for f in waiting))
    top = [o for o in on_top if o in cards]
    moved: list[int | None] = []
    for oid in cards:
        if oid not in top and oid in game.player[pid].hand:
            moved.append(move(txn, game, game.objects[oid], "graveyard", "discard",
                              R.DISCARD))
    for oid in reversed(top):
        if oid in game.player[pid].hand:
            moved.append(move(txn, game, game.objects[oid], "library", "discard; put on top "
                              "of its owner's library instead of into the graveyard",
                              R.REPLACEMENT, place="top"))
    return [new for new in moved if new is not None]


def _end_chosen(txn: Txn, game: GameState, player: str) -> None:
    ending = tuple(e.effect for e in game.effects.values()
                   if e.subject == player and e.kind == DRAW_REPLACEMENT_CHOSEN)
    if ending:
        txn.emit(v.EffectsEnded, game, "616.1", effects=ending)


def draw(txn: Txn, game: GameState, player: str, n: int = 1, rule: str = R.DRAW, *,
         answer: object | None = None, pause: Callable[[str], object] | None = None,
         made: int = 0, ask: bool = True) -> Waiting | None:
    """``player`` draws ``n`` cards, one at a time (121.2); an empty library is a failed draw.

    Each draw may be replaced (614; -- batch D-DRAW -- several replacements in the order
    the player chooses, 616.1): if a replacement effect needs its player's answer and
    ``answer`` is ``None``, ``pause`` (a resolution's) is called with its words, the
    question is asked, and the draws stop: the result says how many were made (counting
    ``made`` before this call). Called again with the answer and the draws still to
    make, the first draw is the replaced one. ``None``: every draw was made.

    ``ask = False``: these draws are what another replacement does instead (Lich's
    draws for a life gain), which can't stop to ask; a replacement that would ask
    leaves these draws alone and waits for the next one.
    """
    for i in range(n):
        waiting = _draw_one(txn, game, player, rule, answer, pause, made + i, ask)
        answer = None
        if waiting is not None:
            return waiting
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
        if obj.turns_up:  # -- batch M-MASK --: turned face up instead, then tapped (708.8)
            turn_face_up(txn, game, obj)
        txn.emit(v.Tapped, game, rule, obj=obj.oid)


# -- batch M-MASK: face-down permanents (708) ----------------------------------------------


def turn_face_up(txn: Txn, game: GameState, obj: Obj) -> None:
    """Turn the face-down permanent ``obj`` face up (708.8): the same object with its
    card's characteristics again, not entering the battlefield (no enters triggers);
    its damage, counters and tapped state stay. A replacement's first half ("instead
    it's turned face up and becomes tapped"): it doesn't use the stack."""
    if obj.face_down and obj.zone == "battlefield":
        txn.emit(v.TurnedFaceUp, game, "708.8", obj=obj.oid, name=obj.name)


def turn_up_if_harmed(txn: Txn, game: GameState, hits: Iterable[tuple[Obj, object, int]]
                      ) -> None:
    """-- batch M-MASK --: each face-down permanent that turns face up when it would deal
    or be dealt damage (708.8: Illusionary Mask's rider) is turned face up before the
    damage ``hits`` (source, recipient, amount) are worked out, so its own
    characteristics are those that deal or are dealt it."""
    objects = game.objects
    for source, target, amount in hits:
        if amount <= 0:
            continue
        if source.turns_up:
            turn_face_up(txn, game, source)
        hit = objects.get(target) if isinstance(target, int) else None
        if hit is not None and hit.turns_up:
            turn_face_up(txn, game, hit)


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
