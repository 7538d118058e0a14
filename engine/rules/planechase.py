"""Planechase (901): the planar die, chaos, planeswalking and phenomena.

The planar controller (901.6) is the active player (in Two-Headed Giant, the primary
player of the active team, 901.12b), or the next player in turn order if the active
player has left; it controls every face-up plane and phenomenon and their abilities.

* **The starting plane** (103.7, 901.5): once every player has kept, the starting
  player turns the top card of their planar deck face up; a phenomenon goes to the
  bottom and the next card is turned up, until a plane is. Nothing triggers then.
* **The planar die** (901.9, 116.2i) is a special action (the ``roll`` decision): the
  active player (each player of the active team, 901.12d), with priority and an
  empty stack in a main phase of their turn, pays {N}, N the times they took the
  action earlier this turn, and rolls. The face is a random outcome, drawn with
  :meth:`shahrazad.txn.Txn.rng` (purpose ``planar_die:GAME:PLAYER``) and recorded in
  ``PlanarDieRolled``: one Planeswalker face, one chaos face, four blanks (901.3a).
  Blank: nothing (901.9a). Chaos: chaos ensues (901.9b, ``ChaosEnsued``) and the
  chaos abilities of the face-up planes trigger (311.7). Planeswalker: the
  planeswalking ability triggers (901.8, 901.9c), a triggered ability with no source
  controlled by the roller; it goes on the stack like any trigger and, as it
  resolves, its controller's planar controller planeswalks. The active player gets
  priority after each roll.
* **Planeswalking** (701.31b, 901.11, ``Planeswalked``): each face-up plane and
  phenomenon goes face down to the bottom of its owner's planar deck, then the top
  card of the planar controller's deck is turned face up. Abilities that trigger
  "when you planeswalk away from" the planes that left and "when you planeswalk to"
  the new plane (or, for a phenomenon, "when you encounter" it, 312.5) trigger.
* **Phenomena** (312): once a face-up phenomenon is not the source of a triggered
  ability waiting or on the stack, the planar controller planeswalks, a state-based
  action (704.6f, :func:`phenomenon_done`).
* **A player leaving** (901.10): a face-up plane they owned leaves with them, and the
  planar controller turns the top card of their planar deck face up (they have
  planeswalked, 901.11a).

The interface card definitions fill in. A plane or phenomenon card
(:mod:`shahrazad.cards.variant_cards`) gives its triggered abilities as
:class:`~shahrazad.cards.model.Triggered` with one of these ``when``:

* :data:`CHAOS` (``"chaos_ensues"``): a plane's chaos ability (311.7);
* :data:`TO` (``"planeswalk_to"``) and :data:`AWAY` (``"planeswalk_away"``): "When you
  planeswalk to / away from" the plane;
* :data:`ENCOUNTER` (``"encounter"``): a phenomenon's "When you encounter" (312.5).

Their effects are the ordinary effect primitives, and two of Planechase's own:
:class:`~shahrazad.cards.variant_cards.Planeswalk` ("planeswalk") and
:class:`~shahrazad.cards.variant_cards.ChaosEnsues` ("chaos ensues"). A plane's static
abilities are the card language's :class:`~shahrazad.cards.model.Static`: they function
while it is face up (901.7), in its own game only (:func:`shahrazad.characteristics.statics`).
"""

from __future__ import annotations

from shahrazad.cards import variant_cards as vc
from shahrazad.cards.model import ManaCost
from shahrazad.cards.pool import card
from shahrazad.characteristics import printed
from shahrazad.events import vocabulary as v
from shahrazad.mana import spend
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import citations as R
from shahrazad.rules import resolution, stack, teams, variants
from shahrazad.rules.teams import turn_order_from
from shahrazad.txn import Txn

__all__ = ["AWAY", "CHAOS", "ENCOUNTER", "FACES", "TO", "can_roll", "ensue_chaos",
           "face_up", "face_up_owned_by", "in_planechase", "phenomenon_done", "planar_controller",
           "planeswalk", "replace_plane", "roll", "roll_cost", "start", "starting_plane"]

CHAOS = "chaos_ensues"
TO = "planeswalk_to"
AWAY = "planeswalk_away"
ENCOUNTER = "encounter"
#: the planar die's six faces (901.3): a scenario states a roll by its face
#: (``[[random]] what = "planar_die"``, ``result = "chaos"``), or as the number of its face
#: (``what = "die"``: 1 is the planeswalker symbol, 2 chaos, 3 to 6 blank)
FACES = ("planeswalker", "chaos", "blank", "blank", "blank", "blank")


def _planar(obj: Obj) -> bool:
    return obj.card is not None and obj.zone == "command" and \
        bool({"Plane", "Phenomenon"} & printed(obj).types)


def in_planechase(game: GameState) -> bool:
    """Whether ``game`` is a Planechase game: a planar card is in its command zone."""
    return any(_planar(game.objects[o]) for o in game.command)


def face_up(game: GameState) -> list[Obj]:
    """The face-up planes and phenomena of ``game``, in the order they were turned up."""
    return [game.objects[o] for o in game.command
            if _planar(game.objects[o]) and not game.objects[o].deck]


def face_up_owned_by(game: GameState, pid: str) -> bool:
    return any(o.owner == pid for o in face_up(game))


def planar_controller(game: GameState) -> str:
    """Who controls the face-up planes and their abilities (901.6, 901.12b)."""
    first = turn_order_from(game, game.active)
    pid = first[0] if first else (game.active or game.players[0])
    return teams.primary(game, pid)


def _is_phenomenon(obj: Obj) -> bool:
    return "Phenomenon" in printed(obj).types


# -- starting -------------------------------------------------------------------------


def starting_plane(txn: Txn, game: GameState, pid: str) -> None:
    """103.7, 901.5: ``pid`` turns the top card of their planar deck face up; a
    phenomenon goes to the bottom and the next is turned up, until a plane is (a deck
    of phenomena only stops once each has been turned up). Nothing triggers."""
    tried: set[int] = set()
    while True:
        deck = game.supplementary_deck(pid, "planar")
        if not deck:
            return
        top = game.objects[deck[0]]
        assert top.card is not None
        txn.emit(v.CardTurnedFaceUp, game, R.STARTING_PLANE, player=pid, deck="planar",
                 card=top.card, obj=top.oid)
        if not _is_phenomenon(top) or top.card in tried:
            return
        tried.add(top.card)
        txn.emit(v.SupplementaryCardReturned, game, R.STARTING_PLANE, player=pid,
                 deck="planar", card=top.card, obj=top.oid, new_obj=txn.new_id())


def start(txn: Txn, game: GameState) -> None:
    """Planechase: the starting player turns the top card of their planar deck face up,
    a phenomenon going to the bottom until a plane is face up (103.7, 901.5); if they
    have no planar deck, the next player in turn order who has one."""
    if any(o.deck == "" and variants.role(txn.state, o) == "plane"
           for o in (game.objects[oid] for oid in game.command)):
        return  # a plane is face up already
    first = game.starting_player
    seats = game.players
    i = seats.index(first) if first in seats else 0
    for pid in seats[i:] + seats[:i]:
        if game.player[pid].in_game and game.supplementary_deck(pid, "planar"):
            starting_plane(txn, game, pid)
            return


# -- the planar die ----------------------------------------------------------------------


def roll_cost(game: GameState, pid: str) -> int:
    """{N}: how often ``pid`` took the action earlier this turn (901.9)."""
    return game.player[pid].planar_rolls


def can_roll(game: GameState, pid: str) -> str:
    """Why ``pid`` can't roll the planar die now (``""``: they can): 116.2i, 901.9."""
    if not in_planechase(game):
        return "only in a Planechase game"
    if not teams.is_active(game, pid):
        return "only the active player rolls the planar die"
    if game.step not in ("main1", "main2") or game.stack:
        return "only in a main phase of your turn, with an empty stack"
    return ""


def roll(txn: Txn, game: GameState, pid: str,
         payment: tuple[tuple[int, int, str], ...]) -> None:
    """Roll the planar die (901.9): pay for it, roll, and act on the face (901.9a-c)."""
    cost = roll_cost(game, pid)
    for source, index, color in payment:
        stack.activate_mana(txn, game, pid, source, index, color)
    mana = spend(game.player[pid].mana, ManaCost(generic=cost))
    if mana is None:  # checked before; reaching this is an engine bug
        raise AssertionError("the payment no longer covers the planar die")
    if mana:
        txn.emit(v.ManaSpent, game, R.PAY, player=pid, mana=mana, obj=None)
    face = txn.roll_planar_die(game, pid, FACES, R.PLANAR_DIE)
    rolled = txn.emit(v.PlanarDieRolled, game, R.PLANAR_DIE, player=pid, cost=cost, face=face)
    with txn.caused_by(rolled.position):
        if face == "chaos":
            ensue_chaos(txn, game, R.DIE_CHAOS)
        elif face == "planeswalker":
            _fire(txn, game, 0, vc.PLANESWALKING, 0, pid, R.DIE_PLANESWALKER)


def _fire(txn: Txn, game: GameState, source: int, name: str, index: int, controller: str,
          rule: str = R.TRIGGER) -> None:
    txn.emit(v.AbilityTriggered, game, rule, trigger=txn.new_id(), source=source,
             source_name=name, index=index, controller=controller, subject=None)


#: the rule that makes each trigger point trigger
_TRIGGER_RULE = {CHAOS: R.CHAOS, TO: R.PLANESWALKED, AWAY: R.PLANESWALKED,
                 ENCOUNTER: R.ENCOUNTER}


def _trigger(txn: Txn, game: GameState, obj: Obj, when: str, controller: str) -> None:
    """Fire ``obj``'s abilities that trigger on ``when`` (a plane's or phenomenon's)."""
    for index, trig in enumerate(card(obj.name).triggers):
        if trig.when == when:
            _fire(txn, game, obj.oid, obj.name, index, controller, _TRIGGER_RULE[when])


def ensue_chaos(txn: Txn, game: GameState, rule: str = R.CHAOS) -> None:
    """Chaos ensues (311.7): the chaos abilities of the face-up planes trigger, the
    planar controller controlling them."""
    controller = planar_controller(game)
    chaos = txn.emit(v.ChaosEnsued, game, rule, player=controller)
    with txn.caused_by(chaos.position):
        for obj in face_up(game):
            _trigger(txn, game, obj, CHAOS, controller)


# -- planeswalking -------------------------------------------------------------------------


def planeswalk(txn: Txn, game: GameState, pid: str, rule: str = R.PLANESWALK,
               away: bool = True) -> None:
    """``pid`` planeswalks (701.31b): the face-up planes and phenomena go face down to the
    bottom of their owners' planar decks (unless ``away`` is False: they left the game,
    901.10), then the top card of ``pid``'s planar deck is turned face up; then the
    "planeswalk away from", "planeswalk to" and "encounter" abilities trigger."""
    leaving = face_up(game) if away else []
    new_objs = tuple(txn.new_id() for _ in leaving)
    deck = game.supplementary_deck(pid, "planar")
    # Their own cards that go to the bottom come after the rest of their deck.
    after = deck + [new for obj, new in zip(leaving, new_objs, strict=True)
                    if obj.owner == pid]
    top = after[0] if after else 0
    top_card = (game.objects[top].card if top in game.objects else
                next(o.card for o, n in zip(leaving, new_objs, strict=True) if n == top)) \
        if top else 0
    walked = txn.emit(v.Planeswalked, game, rule, player=pid,
                      away=tuple(o.oid for o in leaving), new_objs=new_objs,
                      card=top_card or 0, obj=top)
    with txn.caused_by(walked.position):
        for obj in leaving:
            _trigger(txn, game, obj, AWAY, pid)
        if top:
            new = game.objects[top]
            _trigger(txn, game, new, ENCOUNTER if _is_phenomenon(new) else TO, pid)


def phenomenon_done(game: GameState) -> bool:
    """704.6f: a phenomenon is face up and no triggered ability of it is waiting or on
    the stack, so the planar controller planeswalks."""
    if not game.command:
        return False
    for obj in face_up(game):
        if not _is_phenomenon(obj):
            continue
        waiting = any(t.source == obj.oid for t in game.triggers.values())
        on_stack = any(game.objects[o].kind == "trigger" and game.objects[o].source == obj.oid
                       for o in game.stack)
        if not (waiting or on_stack):
            return True
    return False


def replace_plane(txn: Txn, game: GameState, leaver: str) -> None:
    """901.10: a face-up plane left the game with its owner ``leaver``; if no planar card
    is face up now, the planar controller turns the top of their planar deck face up."""
    if face_up(game) or not game.living:
        return
    planeswalk(txn, game, planar_controller(game), R.PLANE_OWNER_LEAVES, away=False)


# -- the effects planar cards use ---------------------------------------------------------


@resolution.runs(vc.Planeswalk)
def _planeswalk(ctx: resolution.Ctx, e: vc.Planeswalk) -> None:
    """The planeswalking ability's effect (901.8): the planar controller planeswalks."""
    planeswalk(ctx.txn, ctx.game, planar_controller(ctx.game))


@resolution.runs(vc.ChaosEnsues)
def _chaos_ensues(ctx: resolution.Ctx, e: vc.ChaosEnsues) -> None:
    ensue_chaos(ctx.txn, ctx.game)
