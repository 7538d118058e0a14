"""Building a scenario's starting point as events: the table opened, every game under
way set up, the cards placed, the stack and the waiting triggers as they stand.

The setup is recorded like any other rules action, so replay, audit, the report and
a re-run (``verify --rerun``) treat it like any table. It states what already
happened: its events cite ``scenario`` as their rule, trigger nothing (the triggers
a position has waiting it says itself), and, for a game with a subgame running
inside it, end with the creating spell resolving, paused (``ResolutionPaused``) at
its subgame, as rule 727 leaves it. The events, in order:

1. ``TableOpened`` (every card of every game is in a deck of its owner's; the position
   itself, as data, with its SHA-256: :mod:`.recorded`), then an ``OutcomeStated``
   for each stated random outcome;
2. per game, outermost first: ``GameStarted`` (``SubgameStarted`` for a subgame,
   created by the spell resolving in its parent), ``StartingPlayerChosen``,
   ``HandKept``, ``TurnBegan``, then per player ``CardPlaced`` (attachments and
   control with them; ``TokenPlaced`` for a token; a land played this turn placed in
   hand, then ``LandPlayed``), ``CardLeftGame`` for the cards that left with a player
   who left, ``LifeChanged``, ``CountersChanged``, ``ManaAdded``, ``PlayerLost`` /
   ``PlayerLeft``; ``EffectCreated`` for each card exiled until a permanent leaves
   (610.3); the stack, bottom first (``SpellCast`` from a placed card,
   ``AbilityActivated``, ``AbilityTriggered`` + ``TriggerPutOnStack``); the waiting
   triggers (``AbilityTriggered``, and ``TriggerDeferred`` in a game that waits for
   its subgame, 727.4a); and in a waiting game ``StepBegan``, then ``ResolutionBegan``
   and ``ResolutionPaused`` for its creating spell;
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

from engine.cards import model as m
from engine.cards.catalog import POOL, Catalog
from engine.cards.pool import card
from engine.characteristics import controls_attached
from engine.kinds.common import specs_of
from engine.naming import Named, NamingError, pick, reference
from engine.rules import citations as R
from engine.rules import options as table_options
from engine.rules import subgames, teams, turns, variants
from engine.scenario.errors import ScenarioError
from engine.scenario.model import GamePosition, Placed, Scenario, StackItem, Waiting
from engine.scenario.position import ZONES, creates_subgame
from engine.scenario.recorded import SOURCE, position_data, position_sha256
from engine.table import ENGINE_VERSION, Table
from engine.txn import Txn
from events import vocabulary as v
from projections.state import GameState

SETUP = "scenario"  # the rule setup events cite: a judge's statement, not a rules action


def build_table(scenario: Scenario) -> Table:
    """The table at the scenario's starting point, built from events."""
    s = scenario
    stated = [o.payload() for o in s.random]
    if s.decks:
        return Table.new(s.players, [s.decks[p] for p in s.players],
                         seed=s.seed, edition=s.edition,
                         sideboards=[s.sideboards.get(p, []) for p in s.players],
                         options=s.options, starting_player=s.starting_player, stated=stated,
                         cards=s.custom_cards)
    own = Catalog(s.custom_cards) if s.custom_cards else POOL
    with own.active():
        return _placed_table(s, own, stated)


def _placed_table(s: Scenario, own: Catalog, stated: Sequence[dict[str, object]]) -> Table:
    table = Table()
    txn = Txn(table.state)
    plan = _Plan(s, txn)
    options = table_options.check(s.options, s.edition)
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
        self.decks: dict[str, list[str]] = {p: [] for p in s.players}
        self.games: dict[str, _GamePlan] = {}
        self.card_ids: dict[str, Iterator[int]] = {}
        for path, game in s.games.items():
            plan = self.games[path] = _GamePlan()
            for pid in s.players:
                place = game.seats.get(pid)
                if place is None:
                    continue
                plan.cards[pid] = [_Card(pid, p, txn.new_id()) for p in place.cards]
                self.decks[pid] += [p.name for p in place.cards if not p.token]
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
                    self.decks[item.owner].append(item.name)
                stacked.oid = txn.new_id()
                plan.stack.append(stacked)

    def named(self, path: str, zones: Sequence[str] = ()) -> list[Named]:
        """The objects of game ``path`` as things to name (in ``zones``, if given; the
        spells on its stack with ``stack``)."""
        plan = self.games[path]
        found = [Named(c.oid, c.placed.name, path, c.owner, c.placed.zone)
                 for cards in plan.cards.values() for c in cards
                 if not zones or c.placed.zone in zones]
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
    zones = ("battlefield",) if on_field else ZONES
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
        txn.emit(v.GameStarted, path, R.START, players=tuple(s.players), starting_life=20,
                 hand_size=7)
        game = state.games[path]
        teams.form(txn, game, None)  # Two-Headed Giant's teams (810.1)
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
            if p.token:
                txn.emit(v.TokenPlaced, game, SETUP, player=pid, name=p.name, new_obj=c.oid,
                         controller=_controller(s, plan, game.path, c), tapped=p.tapped,
                         sick=p.sick, attached_to=_attached(s, plan, game.path, c),
                         counters=tuple(sorted(p.counters.items())))
                continue
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
                     zone=p.zone, controller=_controller(s, plan, game.path, c),
                     tapped=p.tapped, sick=p.sick,
                     attached_to=_attached(s, plan, game.path, c),
                     counters=tuple(sorted(p.counters.items())))
        for c in gp.departed[pid]:
            c.card = _next_card(txn, plan, pid)
            txn.emit(v.CardPlaced, game, SETUP, player=pid, card=c.card, new_obj=c.oid,
                     zone="library", controller=pid, tapped=False, sick=False,
                     attached_to=None, counters=())
            txn.emit(v.CardLeftGame, game, SETUP, card=c.card, obj=c.oid,
                     reason=f"it left the game with {pid}")
        start = game.starting_life
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


def _controller(s: Scenario, plan: _Plan, path: str, c: _Card) -> str:
    """Who controls a placed card: its owner, unless the file says otherwise (a control
    change) or a control Aura on it says (613.1b); the two must agree."""
    p = c.placed
    if p.controller is not None and p.zone != "battlefield":
        raise ScenarioError(f"{p.where}.controller", f"{p.name} is in the {p.zone}: only a "
                            f"permanent changes control (rule {R.CONTROL_LAYER})")
    if p.controller is not None and p.controller not in s.players:
        raise ScenarioError(f"{p.where}.controller", f"{p.controller!r} is not one of the "
                                                     f"players ({', '.join(s.players)})")
    wanted = None
    for other in (o for cards in plan.games[path].cards.values() for o in cards):
        q = other.placed
        if q.attached_to is not None and controls_attached(card(q.name)) and \
                _attached(s, plan, path, other) == c.oid:
            wanted = _controller(s, plan, path, other)
    if wanted is not None and p.controller not in (None, wanted):
        raise ScenarioError(f"{p.where}.controller", f"a control Aura of {wanted}'s is on "
                            f"{p.name}: {wanted} controls it (rule {R.CONTROL_LAYER})")
    return p.controller or wanted or c.owner


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
        elif len(targets) != len(specs):
            raise ScenarioError(f"{item.where}.targets", f"{item.name} has {len(specs)} "
                                f"target(s), not {len(targets)} (rule 601.2c)")
        cid = _next_card(txn, plan, item.owner)
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
        txn.emit(v.AbilityActivated, game, SETUP, player=obj.controller, source=obj.oid,
                 index=index, new_obj=st.oid, targets=_aims(s, plan, game, st), x=item.x)
        return
    trigger = _trigger(s, plan, txn, game, source, item.index, item.subject, item.where)
    txn.emit(v.TriggerPutOnStack, game, SETUP, trigger=trigger, new_obj=st.oid,
             source_name=obj.name, targets=_aims(s, plan, game, st))


def _trigger(s: Scenario, plan: _Plan, txn: Txn, game: GameState, source: Named, index: int,
             subject: str | None, where: str) -> int:
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
             source_name=obj.name, index=index, controller=obj.controller, subject=about)
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
