"""Building a scenario's starting point as events: the table opened, every game under
way set up, the cards placed, the stack and the waiting triggers as they stand.

The setup is recorded like any other rules action, so replay, audit, the report and
a re-run (``verify --rerun``) treat it like any table. It states what already
happened: its events cite ``scenario`` as their rule, trigger nothing (the triggers
a position has waiting it says itself), and, for a game with a subgame running
inside it, end with the creating spell resolving, paused (``ResolutionPaused``) at
its subgame, as rule 727 leaves it. The events, in order:

1. ``TableOpened`` (every traditional card of every game is in a deck of its owner's;
   the position itself, as data, with its SHA-256: :mod:`.recorded`), then an
   ``OutcomeStated`` for each stated random outcome, then ``VariantCardsAdded`` for
   each player's variant pieces (as :meth:`shahrazad.table.Table.new` adds them);
2. per game, outermost first: ``GameStarted`` (``SubgameStarted`` for a subgame,
   created by the spell resolving in its parent); the pieces in its command zone
   (``CommandZoneSetUp``, ``CardTurnedFaceUp`` for a face-up plane or scheme, and the
   ``StartingLifeSet`` they give), the teams (``TeamsFormed``);
   ``StartingPlayerChosen``, ``HandKept``, ``TurnBegan``, then per player
   ``CardPlaced`` (attachments and control with them: a permanent a control-changing
   effect holds keeps its default controller; ``TokenPlaced`` for a token; a land
   played this turn placed in hand, then ``LandPlayed``), ``CardLeftGame`` for the
   cards that left with a player who left, ``LifeChanged``, ``CountersChanged``,
   ``ManaAdded``, ``PlayerLost`` / ``PlayerLeft``; ``EffectCreated`` for each card
   exiled until a permanent leaves (610.3) and for each effect in force, oldest first
   (``PermanentAnimated`` for an animation), as the rules record them; what the game
   recorded (``CommanderRecordStated``, ``PlanarRollsStated``, ``EmblemCreated``,
   ``DesignationGained``, ``DelayedTriggerCreated``, ``ExtraTurnAdded``); the stack,
   bottom first (``SpellCast`` from a placed card, ``AbilityActivated``,
   ``AbilityTriggered`` + ``TriggerPutOnStack``); the waiting triggers
   (``AbilityTriggered``, and ``TriggerDeferred`` in a game that waits for its
   subgame, 727.4a); and in a waiting game ``StepBegan``, then ``ResolutionBegan`` and
   ``ResolutionPaused`` for its creating spell;
3. in the innermost game, ``StepBegan`` (its "at the beginning of" abilities trigger,
   unless the step is ``under_way``), ``PriorityPassed`` for the players who passed,
   and priority (``PriorityGiven``, after state-based actions and waiting triggers);
   or, before the first turn, the starting player and the opening hands.

Object ids are given out in one pass before the first event (:class:`_Plan`), in the
order the cards are placed, so a scenario of the main game alone gives its cards the
same ids, and the same events, as before positions existed.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import nullcontext
from dataclasses import dataclass, field

from shahrazad.cards import model as m
from shahrazad.cards.catalog import POOL, Catalog
from shahrazad.cards.pool import card
from shahrazad.characteristics import controls_attached, is_type
from shahrazad.decisions.kinds.common import specs_of
from shahrazad.events import vocabulary as v
from shahrazad.naming import Named, NamingError, pick, reference
from shahrazad.projections.state import ALL, GameState
from shahrazad.rules import ante, damage, sba, subgames, teams, turns, variants
from shahrazad.rules import citations as R
from shahrazad.rules import options as table_options
from shahrazad.rules.effect_kinds import SUBJECT_ZONES, effect_kind
from shahrazad.scenario.errors import ScenarioError
from shahrazad.scenario.model import GamePosition, InForce, Placed, Scenario, StackItem, Waiting
from shahrazad.scenario.position import PIECE_ZONES, ZONES, creates_subgame, role_of
from shahrazad.scenario.recorded import SOURCE, position_data, position_sha256
from shahrazad.settings import TableSettings
from shahrazad.table import ENGINE_VERSION, Table
from shahrazad.txn import Txn

SETUP = "scenario"  # the rule setup events cite: a judge's statement, not a rules action


def build_table(scenario: Scenario) -> Table:
    """The table at the scenario's starting point, built from events."""
    s = scenario
    stated = [o.payload() for o in s.random]
    if s.decks:
        return Table.from_settings(table_settings(s))
    own = Catalog(s.custom_cards) if s.custom_cards else POOL
    with own.active():
        return _placed_table(s, own, stated)


def table_settings(scenario: Scenario) -> TableSettings:
    """The settings of a scenario's table from decks (``[decks]``): the same object the
    command line and :meth:`~shahrazad.table.Table.new` build, checked the same way."""
    s = scenario
    return TableSettings(s.players, [s.decks[p] for p in s.players], seed=s.seed,
                         edition=s.edition,
                         sideboards=[s.sideboards.get(p, []) for p in s.players],
                         options=s.options, starting_player=s.starting_player,
                         stated=[o.payload() for o in s.random], cards=s.custom_cards,
                         commanders=s.pieces.get("commanders"),
                         vanguards=s.pieces.get("vanguards"),
                         planar_decks=s.pieces.get("planar_decks"),
                         scheme_decks=s.pieces.get("scheme_decks"))


def _placed_table(s: Scenario, own: Catalog, stated: Sequence[dict[str, object]]) -> Table:
    table = Table()
    txn = Txn(table.state)
    plan = _Plan(s, txn)
    options = table_options.check(s.options, s.edition)
    # -- batch C-ANTE --: a card played only for ante needs a table that plays for it
    ante.check_decks(options, s.players, [[card(n) for n in plan.decks[p]] for p in s.players])
    # The header records the position itself, with its hash: a re-run builds this very
    # setup again from it and compares, instead of taking the events below on trust.
    position = position_data(s)
    txn.emit(v.TableOpened, "1", R.TABLE, edition=s.edition, seed=s.seed,
             players=tuple(s.players), decks=tuple(tuple(plan.decks[p]) for p in s.players),
             sideboards=tuple(tuple(s.sideboards.get(p, [])) for p in s.players),
             options=tuple(sorted({**options, SOURCE: s.source}.items())),
             engine_version=ENGINE_VERSION, custom_cards=own.data(),
             scenario_position=position, scenario_sha256=position_sha256(position))
    for payload in stated:
        txn.emit(v.OutcomeStated, "1", SETUP, **payload)
    plan.add_pieces(txn)
    innermost = list(s.games)[-1]
    for path, pos in s.games.items():
        with txn.quietly():
            game = _set_up(s, plan, txn, pos, inner=path == innermost)
        if pos.step == "start":
            _deal(txn, game)
        elif path == innermost:
            # The step begins as the scenario begins: its "at the beginning of" abilities
            # trigger, and the players get priority (117.3a); unless it is under way.
            with txn.quietly() if pos.under_way else nullcontext():
                txn.emit(v.StepBegan, game, R.STEP[pos.step], step=pos.step)
            for pid in pos.passed:
                txn.emit(v.PriorityPassed, game, SETUP, player=pid)
            first = pos.priority or pos.active
            turns.give_priority(txn, game, first, R.PRIORITY_STEP)
    table.events.extend(txn.events)
    return table


def _deal(txn: Txn, game: GameState) -> None:
    """A game before its first turn: the starting player (by chance, or as the scenario
    states, for a subgame), then the opening hands (103.5)."""
    if game.starting_player is None:
        subgames.choose_first(txn, game)
    else:
        turns.deal_opening_hands(txn, game)


# -- the plan: every object's id and name, before any event ---------------------------------


@dataclass
class _Card:
    owner: str
    placed: Placed
    oid: int
    card: int = 0
    #: a land played this turn: its object in hand before it was played
    played_from: int = 0


@dataclass
class _Stacked:
    item: StackItem
    oid: int  # the object on the stack
    card_oid: int = 0  # a spell's card, placed before it is cast
    card: int = 0  # a commander's card, a piece of the table's (_Plan.add_pieces)
    source: int = 0
    controller: str = ""
    targets: tuple[int | str, ...] = ()


@dataclass
class _GamePlan:
    cards: dict[str, list[_Card]] = field(default_factory=dict)
    departed: dict[str, list[_Card]] = field(default_factory=dict)
    stack: list[_Stacked] = field(default_factory=list)


class _Plan:
    """Each card's deck (its owner's, in the order the setup places them) and the object
    id each card and stack object will have, so that names can be resolved (an Aura
    attached to a permanent placed after it, a spell targeting a spell below it) before
    any event exists."""

    def __init__(self, s: Scenario, txn: Txn) -> None:
        self.s = s
        self.decks: dict[str, list[str]] = {p: [] for p in s.players}
        self.games: dict[str, _GamePlan] = {}
        self.card_ids: dict[str, Iterator[int]] = {}
        #: each player's variant pieces, by role, in the order the setup places them
        self.pieces: dict[str, dict[str, list[_Card | _Stacked]]] = {p: {} for p in s.players}
        for path, game in s.games.items():
            plan = self.games[path] = _GamePlan()
            for pid in s.players:
                place = game.seats.get(pid)
                if place is None:
                    continue
                plan.cards[pid] = [_Card(pid, p, txn.new_id()) for p in place.cards]
                self.decks[pid] += [p.name for p in place.cards if not p.token
                                    and not role_of(p)]
                for c in plan.cards[pid]:
                    if role_of(c.placed):
                        self.pieces[pid].setdefault(role_of(c.placed), []).append(c)
                lands = [c for c in plan.cards[pid] if c.placed.zone == "battlefield"
                         and "Land" in card(c.placed.name).types]
                for c in lands[:place.lands_played]:
                    c.played_from = txn.new_id()
                plan.departed[pid] = [_Card(pid, Placed(n, "library"), txn.new_id())
                                      for n in place.departed]
                self.decks[pid] += [c.placed.name for c in plan.departed[pid]]
            for item in game.stack:
                stacked = _Stacked(item, 0)
                if item.kind == "spell":
                    stacked.card_oid = txn.new_id()
                    if item.commander:
                        self.pieces[item.owner].setdefault("commander", []).append(stacked)
                    else:
                        self.decks[item.owner].append(item.name)
                stacked.oid = txn.new_id()
                plan.stack.append(stacked)

    def add_pieces(self, txn: Txn) -> None:
        """Each player's variant cards join the table's cards (``VariantCardsAdded``, as
        :meth:`shahrazad.table.Table.new` adds them: by player, then role), and each piece
        the position places learns its card."""
        for pid in self.s.players:
            for role in variants.ROLES:
                placed = self.pieces[pid].get(role, [])
                if not placed:
                    continue
                names = tuple(c.placed.name if isinstance(c, _Card) else c.item.name
                              for c in placed)
                txn.emit(v.VariantCardsAdded, "1", variants.PIECE_RULE[role], player=pid,
                         role=role, names=names)
                ids = [cid for cid, rec in txn.state.cards.items()
                       if rec.owner == pid and rec.role == role]
                for c, cid in zip(placed, ids, strict=True):
                    c.card = cid

    def commander(self, pid: str) -> int | None:
        """``pid``'s commander card, if the position has one."""
        found = self.pieces[pid].get("commander")
        return found[0].card if found else None

    def named(self, path: str, zones: Sequence[str] = ()) -> list[Named]:
        """The objects of game ``path`` as things to name (in ``zones``, if given; the
        spells on its stack with ``stack``; a face-up piece in the command zone with
        ``command``)."""
        plan = self.games[path]
        found = [Named(c.oid, c.placed.name, path, c.owner,
                       "command" if c.placed.zone in PIECE_ZONES else c.placed.zone)
                 for cards in plan.cards.values() for c in cards
                 if (not zones or c.placed.zone in zones) and c.placed.zone in (*ZONES,
                                                                                 "command")]
        if "stack" in zones:
            found += [Named(st.oid, st.item.name, path, st.item.owner, "stack")
                      for st in plan.stack if st.item.kind == "spell"]
        return found


def _pick(plan: _Plan, s: Scenario, path: str, text: str, where: str, zones: Sequence[str],
          what: str) -> Named:
    """The object ``text`` names in game ``path`` (looked up in ``zones``)."""
    try:
        return pick(text, plan.named(path, zones), players=s.players,
                    where=f"{what} in game {path}")
    except NamingError as exc:
        raise ScenarioError(where, str(exc)) from None


def _source(plan: _Plan, s: Scenario, path: str, text: str, where: str) -> Named:
    """The source of an ability: on the battlefield if the name fits something there,
    else anywhere in the game (a trigger whose source has left the battlefield)."""
    try:
        ref = reference(text, s.players)
    except NamingError as exc:
        raise ScenarioError(where, str(exc)) from None
    on_field = [n for n in plan.named(path, ("battlefield",)) if ref.fits(n)
                and n.name.casefold() == ref.name.casefold()]
    zones = ("battlefield",) if on_field else (*ZONES, "command")
    return _pick(plan, s, path, text, where, zones, "to be its source")


# -- one game ---------------------------------------------------------------------------------


def _rule(s: Scenario, rule: str) -> str:
    return R.cite(rule, s.edition)


def _set_up(s: Scenario, plan: _Plan, txn: Txn, pos: GamePosition, inner: bool
            ) -> GameState:
    """Everything of one game up to its step (a waiting game: its step and its paused
    creating spell too)."""
    path = pos.path
    gp = plan.games[path]
    state = txn.state
    if pos.parent is None:
        txn.emit(v.GameStarted, path, R.START, players=tuple(s.players),
                 starting_life=variants.main_game_life(state, None), hand_size=7)
        game = state.games[path]
        _pieces(s, plan, txn, game)
        teams.form(txn, game, variants.archenemy(state, game))  # 810.1, 904.2
        txn.emit(v.StartingPlayerChosen, game, R.STARTING_PLAYER,
                 player=pos.starting_player or pos.active, method="scenario")
    else:
        parent = state.games[pos.parent]
        creator = parent.objects[parent.stack[-1]]
        effect = card(creator.name).effects[creates_subgame(creator.name) or 0]
        assert isinstance(effect, m.Subgame)
        txn.emit(v.SubgameStarted, path, SETUP, parent=parent.path, players=tuple(parent.living),
                 created_by=creator.oid, created_by_name=creator.name,
                 starting_life=variants.subgame_life(state, effect.starting_life),
                 hand_size=parent.hand_size)
        game = state.games[path]
        _pieces(s, plan, txn, game)
        teams.form(txn, game, variants.archenemy(state, game))  # the same teams (A9)
        if pos.starting_player is not None or pos.step != "start":
            txn.emit(v.StartingPlayerChosen, game, SETUP,
                     player=pos.starting_player or pos.active, method="scenario")
    if pos.step == "start":
        _place(s, plan, txn, game, pos)
        return game
    for pid in game.players:
        txn.emit(v.HandKept, game, SETUP, player=pid)
    # The turn begins before the cards are placed, so that a creature the scenario calls
    # summoning sick stays so (302.6).
    txn.emit(v.TurnBegan, game, R.TURN, turn=pos.turn, player=pos.active, extra=False)
    _place(s, plan, txn, game, pos)
    _links(s, plan, txn, game, pos)
    _in_force(s, plan, txn, game, pos)
    _check_control(s, plan, game)
    _records(s, plan, txn, game, pos)
    for stacked in gp.stack:
        _stack(s, plan, txn, game, stacked)
    for trig in pos.triggers:
        _waiting(s, plan, txn, game, trig, deferred=not inner)
    if not inner:
        txn.emit(v.StepBegan, game, R.STEP[pos.step], step=pos.step)
        creator = game.objects[game.stack[-1]]
        txn.emit(v.ResolutionBegan, game, SETUP, obj=creator.oid, name=creator.name)
        txn.emit(v.ResolutionPaused, game, SETUP, obj=creator.oid, name=creator.name,
                 at=creates_subgame(creator.name) or 0, why="a subgame is being played")
    return game


def _place(s: Scenario, plan: _Plan, txn: Txn, game: GameState, pos: GamePosition) -> None:
    """Each player's cards, then their life, counters, mana, and whether they are out."""
    gp = plan.games[game.path]
    for pid in game.players:
        place = pos.seats.get(pid)
        if place is None:
            continue
        for c in gp.cards[pid]:
            p = c.placed
            if p.zone in PIECE_ZONES:
                continue  # in the command zone already (_pieces)
            controller, default = _controller(s, plan, game.path, c)
            if p.token:
                txn.emit(v.TokenPlaced, game, SETUP, player=pid, name=p.name, new_obj=c.oid,
                         controller=controller, tapped=p.tapped,
                         sick=p.sick, attached_to=_attached(s, plan, game.path, c),
                         counters=tuple(sorted(p.counters.items())),
                         default_controller=default)
                continue
            if not p.commander:  # a commander's card is a piece of the table's (add_pieces)
                c.card = _next_card(txn, plan, pid)
            if c.played_from:  # a land played this turn (305.2): from hand, as played
                txn.emit(v.CardPlaced, game, SETUP, player=pid, card=c.card,
                         new_obj=c.played_from, zone="hand", controller=pid, tapped=False,
                         sick=False, attached_to=None, counters=())
                txn.emit(v.LandPlayed, game, SETUP, player=pid, card=c.card,
                         obj=c.played_from, new_obj=c.oid)
                if p.tapped:
                    txn.emit(v.Tapped, game, SETUP, obj=c.oid)
                continue
            txn.emit(v.CardPlaced, game, SETUP, player=pid, card=c.card, new_obj=c.oid,
                     zone=p.zone, controller=controller,
                     tapped=p.tapped, sick=p.sick,
                     attached_to=_attached(s, plan, game.path, c),
                     counters=tuple(sorted(p.counters.items())), default_controller=default)
        for c in gp.departed[pid]:
            c.card = _next_card(txn, plan, pid)
            txn.emit(v.CardPlaced, game, SETUP, player=pid, card=c.card, new_obj=c.oid,
                     zone="library", controller=pid, tapped=False, sick=False,
                     attached_to=None, counters=())
            txn.emit(v.CardLeftGame, game, SETUP, card=c.card, obj=c.oid,
                     reason=f"it left the game with {pid}")
        start = game.player[pid].life  # the game's, or a piece's (902.4, 904.5)
        if place.life is not None and place.life != start:
            txn.emit(v.LifeChanged, game, SETUP, player=pid, amount=place.life - start,
                     life=place.life)
        for counter, n in sorted(place.counters.items()):
            txn.emit(v.CountersChanged, game, SETUP, target=pid, counter=counter, amount=n,
                     total=n)
        if place.mana:
            txn.emit(v.ManaAdded, game, SETUP, player=pid, mana=place.mana, source=None)
        if place.lost:
            txn.emit(v.PlayerLost, game, SETUP, player=pid, reason="before the scenario began")
        if place.lost or place.left:
            txn.emit(v.PlayerLeft, game, SETUP, player=pid)


def _next_card(txn: Txn, plan: _Plan, pid: str) -> int:
    """The next card id of ``pid``'s deck, in the order the setup places the cards."""
    if pid not in plan.card_ids:
        plan.card_ids[pid] = iter(txn.state.decks[pid])
    return next(plan.card_ids[pid])


def _attached(s: Scenario, plan: _Plan, path: str, c: _Card) -> int | None:
    """The object an Aura is attached to: it must be on the battlefield of the same
    game, and a creature if the Aura enchants one (704.5m)."""
    p = c.placed
    if p.attached_to is None:
        return None
    where = f"{p.where}.attached_to"
    if p.zone != "battlefield":
        raise ScenarioError(where, f"{p.name} is in the {p.zone}: only a permanent is "
                                   f"attached to something (rule {R.SBA_AURA})")
    if isinstance(p.attached_to, int):  # the older form: an index in the owner's list
        host = plan.games[path].cards[c.owner][p.attached_to]
        target = Named(host.oid, host.placed.name, path, c.owner, host.placed.zone)
    else:
        target = _pick(plan, s, path, p.attached_to, where, ("battlefield",),
                       "on the battlefield")
    enchant = card(p.name).enchant
    if enchant is None:
        raise ScenarioError(where, f"{p.name} is not an Aura: it can't be attached "
                                   f"(rule {R.SBA_AURA})")
    if target.key == c.oid:
        raise ScenarioError(where, f"{p.name} can't be attached to itself (rule {R.SBA_AURA})")
    if "creature" in enchant.kind and "Creature" not in card(target.name).types:
        raise ScenarioError(where, f"{p.name} enchants a creature, and {target.name} is not "
                                   f"one (rule {R.SBA_AURA})")
    return target.key


def _controller(s: Scenario, plan: _Plan, path: str, c: _Card) -> tuple[str, str]:
    """Who controls a placed card, and who controls it by default (110.2: the player
    under whose control it entered the battlefield; ``""`` if the same): its owner,
    unless the file says otherwise or a control-changing effect on it says (613.1b: a
    control Aura, or a control effect in force, the latest one); the two must agree."""
    p = c.placed
    if p.controller is not None and p.zone != "battlefield":
        raise ScenarioError(f"{p.where}.controller", f"{p.name} is in the {p.zone}: only a "
                            f"permanent changes control (rule {R.CONTROL_LAYER})")
    for key in ("controller", "entered_under"):
        value = getattr(p, key)
        if value is not None and value not in s.players:
            raise ScenarioError(f"{p.where}.{key}", f"{value!r} is not one of the players "
                                                    f"({', '.join(s.players)})")
    wanted, why = None, ""
    for other in (o for cards in plan.games[path].cards.values() for o in cards):
        q = other.placed
        if q.attached_to is not None and controls_attached(card(q.name)) and \
                _attached(s, plan, path, other) == c.oid:
            wanted, why = _controller(s, plan, path, other)[0], "a control Aura"
    for effect in plan.s.games[path].effects:
        if effect.kind == sba.CONTROL and effect.subject is not None and \
                _subject(s, plan, path, effect) == c.oid:
            wanted, why = effect.controller, "a control effect"
    if wanted is None:
        if p.entered_under is not None and p.entered_under != (p.controller or c.owner):
            raise ScenarioError(f"{p.where}.entered_under", f"no control-changing effect is on "
                                f"{p.name}: it is under the control of the player it entered "
                                f"under (rule {R.CONTROL_LAYER})")
        return p.controller or c.owner, ""
    if p.controller not in (None, wanted):
        raise ScenarioError(f"{p.where}.controller", f"{why} of {wanted}'s is on {p.name}: "
                            f"{wanted} controls it (rule {R.CONTROL_LAYER})")
    default = p.entered_under or c.owner
    return wanted, "" if default == wanted else default


def _links(s: Scenario, plan: _Plan, txn: Txn, game: GameState, pos: GamePosition) -> None:
    """Each card exiled "until" a permanent leaves, linked to that permanent (610.3)."""
    for cards in plan.games[game.path].cards.values():
        for c in cards:
            p = c.placed
            if p.exiled_by is None:
                continue
            where = f"{p.where}.exiled_by"
            if p.zone != "exile":
                raise ScenarioError(where, f"{p.name} is in the {p.zone}: a card exiled by a "
                                           f"permanent is in exile, in one place only "
                                           f"(rule {R.EXILE_UNTIL})")
            source = _pick(plan, s, game.path, p.exiled_by, where, ("battlefield",),
                           "on the battlefield")
            # an exile until it leaves (610.3), or one remembered as "exiled with" it (607.2a)
            if not any((isinstance(e, m.Exile) and (e.until == "this_leaves_the_battlefield"
                                                    or e.linked))
                       or isinstance(e, m.ExileFromHand)
                       for e in card(source.name).all_effects()):
                raise ScenarioError(where, f"{source.name} exiles nothing until it leaves, "
                                           f"nor anything it remembers (rule {R.EXILE_UNTIL})")
            keeper = game.objects[source.key]
            txn.emit(v.EffectCreated, game, SETUP, effect=txn.new_id(),
                     kind="exiled_until_source_leaves", source=source.key,
                     controller=keeper.controller, subject=c.oid, power=0, toughness=0,
                     until="")


# -- variant pieces, effects in force, what a game has recorded -------------------------------

#: what a ``CommandZoneSetUp`` says it puts there, by the role of the pieces
_WHAT = {"commander": "commander", "vanguard": "vanguard", "plane": "planar deck",
         "scheme": "scheme deck"}


def _pieces(s: Scenario, plan: _Plan, txn: Txn, game: GameState) -> None:
    """The variant pieces in the game's command zone, as a game's set-up puts them there
    (903.6, 902.3, 901.3, 904.3: ``CommandZoneSetUp``), each player's face-up cards on
    top of their deck and turned face up (``CardTurnedFaceUp``: a plane, an ongoing
    scheme); then the starting life totals they give (902.4, 904.5)."""
    gp = plan.games[game.path]
    for pid in game.players:
        for role in variants.ROLES:
            placed = [c for c in gp.cards.get(pid, []) if c.placed.zone in PIECE_ZONES
                      and role_of(c.placed) == role]
            if not placed:
                continue
            txn.emit(v.CommandZoneSetUp, game, SETUP, player=pid, what=_WHAT[role],
                     cards=tuple(c.card for c in placed), objs=tuple(c.oid for c in placed))
            deck = variants.DECK_ROLES.get(role)
            for c in placed:
                if deck is not None and c.placed.zone == "command":
                    txn.emit(v.CardTurnedFaceUp, game, SETUP, player=pid, deck=deck,
                             card=c.card, obj=c.oid)
    variants.starting_lives(txn, game)


def _subject(s: Scenario, plan: _Plan, path: str, e: InForce) -> int | str | None:
    """What an effect in force applies to: a player, or an object of the game (on the
    battlefield; in exile for an exiled card's)."""
    kind = effect_kind(e.kind)
    assert kind is not None  # checked as the file was read
    if e.subject is None or kind.subject == "player":
        return e.subject
    zones = (SUBJECT_ZONES.get(kind.subject, "battlefield"),)  # -- batch MISC --
    return _pick(plan, s, path, e.subject, f"{e.where}.subject", zones, f"in the {zones[0]}"
                 ).key


def _in_force(s: Scenario, plan: _Plan, txn: Txn, game: GameState, pos: GamePosition
              ) -> None:
    """The continuous effects in force, oldest first, each recorded as the rules record it
    (``EffectCreated``; an animation's ``PermanentAnimated``): its source an object still
    in the game, or, unsaid, one that is gone (a spell that resolved)."""
    for e in pos.effects:
        kind = effect_kind(e.kind)
        assert kind is not None
        subject = _subject(s, plan, game.path, e)
        obj = game.objects[subject] if isinstance(subject, int) else None
        if kind.subject == "creature" and obj is not None and \
                not is_type(game, obj, "Creature"):
            raise ScenarioError(f"{e.where}.subject", f"{obj.name} is not a creature: an "
                                f"effect of kind {e.kind} applies to one (rule {kind.rule})")
        if e.kind == "on_an_adventure" and obj is not None and \
                card(obj.name).adventure is None:
            raise ScenarioError(f"{e.where}.subject", f"{obj.name} has no Adventure (rule "
                                                      f"{kind.rule})")
        if e.source is not None:
            source: int = _source(plan, s, game.path, e.source, f"{e.where}.source").key
        else:
            source = txn.new_id()  # the object it came from is no longer in the game
        holder = game.objects.get(source)
        controller = e.controller or (holder.controller if holder is not None else None) \
            or (obj.controller if obj is not None else None) \
            or (subject if isinstance(subject, str) else None) or game.active or ""
        values = e.values
        if kind.event == "shield_created":  # a prevention shield, as the spell made it
            damage.create_shield(txn, game, "prevent", controller, source, None, ALL, SETUP,
                                 combat=True, name=holder.name if holder is not None else "")
            continue
        if kind.event == "permanent_animated":
            assert isinstance(subject, int)
            txn.emit(v.PermanentAnimated, game, SETUP, effect=txn.new_id(), obj=subject,
                     source=source, controller=controller, types=values.get("types", ()),
                     subtypes=values.get("subtypes", ()), power=values.get("power", 0),
                     toughness=values.get("toughness", 0), until=e.until)
            continue
        txn.emit(v.EffectCreated, game, SETUP, effect=txn.new_id(), kind=e.kind, source=source,
                 controller=controller, subject=subject, power=values.get("power", 0),
                 toughness=values.get("toughness", 0), until=e.until)


def _check_control(s: Scenario, plan: _Plan, game: GameState) -> None:
    """Each permanent is under the control the control-changing effects on it give
    (613.1b), as the rules would find it: else the position is refused."""
    for oid, controller in sba.control_changes(game):
        placed = next(c.placed for cards in plan.games[game.path].cards.values()
                      for c in cards if c.oid == oid)
        raise ScenarioError(placed.where, f"the control-changing effects on {placed.name} "
                            f"give it to {controller}, not {game.objects[oid].controller} "
                            f"(rule {R.CONTROL_LAYER})")


def _records(s: Scenario, plan: _Plan, txn: Txn, game: GameState, pos: GamePosition) -> None:
    """What the game has recorded besides: each commander's casts and combat damage so far
    (903.8, 903.10a), the planar die's rolls this turn (901.9), the emblems (114) and
    designations (723), the delayed triggers set up (603.7) and the extra turns to come
    (500.7), the next one last (each new one is taken first)."""
    for pid in game.players:
        commander = plan.commander(pid)
        if commander is None:
            continue
        casts = pos.seats[pid].commander_casts if pid in pos.seats else 0
        damage = tuple((victim, place.commander_damage[pid])
                       for victim, place in pos.seats.items() if pid in place.commander_damage)
        if casts or damage:
            txn.emit(v.CommanderRecordStated, game, SETUP, card=commander, casts=casts,
                     damage=damage)
    for pid, place in pos.seats.items():
        if place.planar_rolls:
            txn.emit(v.PlanarRollsStated, game, SETUP, player=pid, rolls=place.planar_rolls)
        for name in place.emblems:
            txn.emit(v.EmblemCreated, game, SETUP, new_obj=txn.new_id(), name=name,
                     controller=pid)
    for designation, holder in sorted(pos.designations.items()):
        txn.emit(v.DesignationGained, game, SETUP, player=holder, designation=designation)
    for d in pos.delayed:
        txn.emit(v.DelayedTriggerCreated, game, SETUP, delayed=txn.new_id(), kind=d.kind,
                 controller=d.controller, amount=d.amount, source_name=d.source)
    for pid in reversed(pos.extra_turns):
        txn.emit(v.ExtraTurnAdded, game, SETUP, player=pid)


def _aims(s: Scenario, plan: _Plan, game: GameState, st: _Stacked) -> tuple[int | str, ...]:
    """A stack object's targets: players by id, objects by name, in its game (a spell
    on the stack only if it is below this one)."""
    stack = plan.games[game.path].stack
    below = {o.oid for o in stack[:next(i for i, o in enumerate(stack) if o is st)]}
    named = [n for n in plan.named(game.path, (*ZONES, "stack"))
             if n.zone != "stack" or n.key in below]
    found: list[int | str] = []
    for i, text in enumerate(st.item.targets):
        if text in s.players:
            found.append(text)
            continue
        try:
            chosen = pick(text, named, players=s.players, where=f"in game {game.path}")
        except NamingError as exc:
            raise ScenarioError(f"{st.item.where}.targets[{i}]", str(exc)) from None
        found.append(chosen.key)
    return tuple(found)


def _stack(s: Scenario, plan: _Plan, txn: Txn, game: GameState, st: _Stacked) -> None:
    """A spell (its card placed, then cast), an activated ability or a triggered one."""
    item = st.item
    if item.kind == "spell":
        d = card(item.name)
        if d.cost is None or "Land" in d.types:
            raise ScenarioError(item.where, f"{item.name} is a land, not a spell (rule 305.9)")
        targets = _aims(s, plan, game, st)
        specs = specs_of(d)
        if d.max_targets > 1 and 1 <= len(targets) <= d.max_targets:
            pass
        elif d.target_count:  # batch B04: a variable number (601.2c)
            pass
        elif len(targets) != len(specs):
            raise ScenarioError(f"{item.where}.targets", f"{item.name} has {len(specs)} "
                                f"target(s), not {len(targets)} (rule 601.2c)")
        cid = st.card or _next_card(txn, plan, item.owner)
        txn.emit(v.CardPlaced, game, SETUP, player=item.owner, card=cid, new_obj=st.card_oid,
                 zone="hand", controller=item.owner, tapped=False, sick=False,
                 attached_to=None, counters=())
        txn.emit(v.SpellCast, game, SETUP, player=item.controller, card=cid,
                 obj=st.card_oid, new_obj=st.oid, targets=targets, x=item.x, face=0)
        return
    source = _source(plan, s, game.path, item.name, item.where)
    obj = game.objects[source.key]
    d = card(obj.name)
    if item.kind == "ability":
        if source.zone != "battlefield":
            raise ScenarioError(item.where, f"{obj.name} is in the {source.zone}: only a "
                                            f"permanent's abilities are activated here "
                                            f"(rule {R.ACTIVATE})")
        abilities = [a for a in d.abilities if not a.mana]
        if item.index >= len(abilities):
            raise ScenarioError(f"{item.where}.index", f"{obj.name} has {len(abilities)} "
                                f"activated abilities that aren't mana abilities "
                                f"(rule {R.ACTIVATE})")
        index = d.abilities.index(abilities[item.index])
        txn.emit(v.AbilityActivated, game, SETUP, player=item.controller or obj.controller,
                 source=obj.oid,
                 index=index, new_obj=st.oid, targets=_aims(s, plan, game, st), x=item.x)
        return
    trigger = _trigger(s, plan, txn, game, source, item.index, item.subject, item.where,
                       item.controller)
    txn.emit(v.TriggerPutOnStack, game, SETUP, trigger=trigger, new_obj=st.oid,
             source_name=obj.name, targets=_aims(s, plan, game, st))


def _trigger(s: Scenario, plan: _Plan, txn: Txn, game: GameState, source: Named, index: int,
             subject: str | None, where: str, controller: str = "") -> int:
    """A triggered ability of ``source`` that has triggered (603.2); its id."""
    obj = game.objects[source.key]
    triggers = card(obj.name).triggers
    if index >= len(triggers):
        raise ScenarioError(where, f"{obj.name} has {len(triggers)} triggered abilities "
                                   f"(rule {R.TRIGGER})")
    about: int | str | None = None
    if subject is not None:
        about = subject if subject in s.players else _pick(
            plan, s, game.path, subject, f"{where}.subject", (), "to be its subject").key
    trigger = txn.new_id()
    txn.emit(v.AbilityTriggered, game, SETUP, trigger=trigger, source=obj.oid,
             source_name=obj.name, index=index, controller=controller or obj.controller,
             subject=about)
    return trigger


def _waiting(s: Scenario, plan: _Plan, txn: Txn, game: GameState, trig: Waiting,
             deferred: bool) -> None:
    """A trigger waiting for the stack; in a game waiting for its subgame, until that
    game resumes (727.4a)."""
    source = _source(plan, s, game.path, trig.source, trig.where)
    trigger = _trigger(s, plan, txn, game, source, trig.index, trig.subject, trig.where)
    if deferred:
        txn.emit(v.TriggerDeferred, game, _rule(s, R.SUBGAME_DEFERRED), trigger=trigger,
                 source_name=source.name)
