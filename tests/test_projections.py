"""The projections of a recorded table, checked against the live engine and the events.

Each projection is a pure function of the events: the game tree (every game of 727's
nesting with its state), the audit trail (each event in plain words with its rule and
the rule's title in the table's edition), the chain of causes back to a decision, a
card's story across games, the diff between two positions, and the cursor. The tests
play seeded random tables with subgames (capturing the live state as they go), the
demo scenario (subgames three deep, a deferred Desecrated Tomb trigger, 727.4a) and a
one-subgame scenario, and compare each projection with what the events say.
"""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shahrazad.agents import RandomAgent
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.projections.audit import AuditLine, audit
from shahrazad.projections.causes import card_story, condition_of, explain
from shahrazad.projections.cursor import Cursor, events_where, rule_matches
from shahrazad.projections.diff import diff
from shahrazad.projections.fold import apply, clone, fold
from shahrazad.projections.replay import replay
from shahrazad.projections.state import PLAYER_ZONES, SHARED_ZONES, GameState, TableState
from shahrazad.projections.tree import GameNode, game_tree
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table
from shahrazad.testing import random_deck

DEMO = Path(__file__).resolve().parent.parent / "engine" / "scenarios" / "demo-nested.toml"

#: Seeded random tables that reach subgames (nested ones too), one per edition family:
#: (seed, edition). The test asserts they do reach them, so a change in the engine that
#: makes a seed miss 727 fails loudly rather than making the checks vacuous.
RANDOM_TABLES = [(7, "current"), (32, "2014"), (32, "2004")]

#: The section of the subgame rule in each edition's numbering (727 / 715 / 506).
SUBGAME_SECTION = {"current": "727", "2014": "715", "2008": "506", "2004": "506"}

#: Event kinds of the subgame procedure, each cited under the subgame section.
PROCEDURE_KINDS = ("subgame_started", "library_moved", "subgame_ended", "cards_returned",
                   "game_resumed", "trigger_deferred", "trigger_released")

#: Batches with one of these are always captured from the live table.
_CAPTURE_KINDS = frozenset(PROCEDURE_KINDS) | {"game_ended", "card_brought_in",
                                                "player_lost", "life_changed"}

# A single subgame: A casts Shahrazad in the main game (727.1a), B concedes the subgame
# during its mulligans (104.3a), the cards go home (727.5) and B loses half their life;
# then A wishes Juzam Djinn in from the sideboard (400.11b).
ONE_SUBGAME = """
edition = "{edition}"
seed = 1
players = ["A", "B"]
active = "A"
turn = 3
step = "main1"

[run]
until = "script_end"

[A]
hand = ["Shahrazad", "Living Wish"]
battlefield = ["Mox Pearl", "Mox Pearl", "Forest", "Forest"]
sideboard = ["Juzam Djinn"]
library = [{a_library}]

[B]
library = [{b_library}]

[[decisions]]
player = "A"
game = "1"
cast = "Shahrazad"
pay = ["Mox Pearl", "Mox Pearl#2"]

[[decisions]]
player = "B"
game = "1.1"
concede = true

[[decisions]]
player = "A"
game = "1"
wait = true
cast = "Living Wish"

[[decisions]]
player = "A"
game = "1"
wish = "Juzam Djinn"
"""


# -- tables -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Played:
    """A table played by random agents, with deep copies of its live state."""

    table: Table
    captured: dict[int, TableState] = field(default_factory=dict)


@cache
def played(seed: int, edition: str) -> Played:
    """Seeded random play (shahrazad.agents.RandomAgent) with Shahrazad and wishes in every
    deck; the live state is copied after every action that touches a subgame and after a
    sample of the others."""
    rng = random.Random(seed)
    decks = [random_deck(rng, 30), random_deck(rng, 30)]
    table = Table.new(["A", "B"], decks, seed=seed, edition=edition,
                      sideboards=[["Juzam Djinn", "Shahrazad"]] * 2)
    result = Played(table)
    result.captured[table.position] = clone(table.state)
    sampler = random.Random(seed)

    def capture(events: Sequence[Event]) -> None:
        if any(e.KIND in _CAPTURE_KINDS for e in events) or sampler.random() < 0.02:
            assert table.state.position == table.position == events[-1].position
            result.captured[table.position] = clone(table.state)

    table.subscribe(capture)
    table.play({"A": RandomAgent(seed), "B": RandomAgent(seed + 100)}, max_actions=6000)
    return result


@cache
def demo() -> Table:
    """engine/scenarios/demo-nested.toml: subgames three deep and a deferred trigger."""
    return run_scenario(load_scenario(DEMO))


@cache
def one_subgame(edition: str = "current") -> Table:
    text = ONE_SUBGAME.format(edition=edition, a_library=", ".join(['"Plains"'] * 12),
                              b_library=", ".join(['"Island"'] * 12))
    return run_scenario(load_scenario(text))


def first(events: Sequence[Event], kind: type[Event], game: str | None = None) -> Event:
    return next(e for e in events if isinstance(e, kind) and (game is None or e.game == game))


def section(rule: str) -> str:
    return rule.split(".")[0]


def name_of(table: Table, card: int) -> str:
    return table.state.cards[card].name


# -- 1. agreement with the live engine --------------------------------------------------


@pytest.mark.parametrize(("seed", "edition"), RANDOM_TABLES)
def test_replay_at_equals_the_live_state_captured_while_playing(seed: int,
                                                               edition: str) -> None:
    """replay(events).at(p) is the live table's state after event p, at every captured
    position (before, inside and after subgames, 727.1a-727.6), whichever checkpoint
    spacing and seeking order; and the game trees of both are equal."""
    p = played(seed, edition)
    events = p.table.events
    started = [e for e in events if isinstance(e, v.SubgameStarted)]
    assert started, "this seed must reach a subgame (727.1a)"
    assert max(e.depth for e in started) >= 2, "and a nested one (727.6)"
    assert len(p.captured) > 50
    positions = sorted(p.captured)
    # Forwards over the even ones, then backwards over the odd ones.
    order = positions[::2] + positions[1::2][::-1]
    for every in (1000, 97):
        r = replay(events, every)
        for pos in order:
            state = r.at(pos)
            assert state.position == pos
            assert state == p.captured[pos], f"replay differs from the live table at {pos}"
            assert game_tree(state) == game_tree(p.captured[pos]), pos
    assert replay(events).final() == p.table.state


class _Oracle:
    """The games as the events describe them, without the fold: who created them,
    when they started and ended, and their status."""

    def __init__(self) -> None:
        self.games: dict[str, dict[str, object]] = {}
        self.order: list[str] = []

    def see(self, e: Event) -> None:
        if isinstance(e, v.GameStarted):
            self._start(e.game, None, None, "", e.players, e.position)
        elif isinstance(e, v.SubgameStarted):
            self._start(e.game, e.parent, e.created_by, e.created_by_name, e.players,
                        e.position)
            self.games[e.parent]["status"] = "suspended"  # 727.1a: discontinued
        elif isinstance(e, v.GameEnded):
            g = self.games[e.game]
            # 727.5: a subgame is "over" until its cards are home and its parent resumes.
            g.update(status="ended" if e.game == "1" else "over", winners=e.winners,
                     draw=e.draw, ended_at=e.position)
        elif isinstance(e, v.SubgameEnded):
            g = self.games[e.game]
            g.update(status="over", winners=e.winners, draw=e.draw,
                     ended_at=g["ended_at"] or e.position)
        elif isinstance(e, v.GameResumed):
            self.games[e.subgame]["status"] = "ended"
            self.games[e.game]["status"] = "running"

    def _start(self, path: str, parent: str | None, created_by: int | None, name: str,
               players: tuple[str, ...], pos: int) -> None:
        self.games[path] = {"parent": parent, "created_by": created_by,
                            "created_by_name": name, "players": players, "status": "running",
                            "winners": (), "draw": False, "started_at": pos,
                            "ended_at": None}
        self.order.append(path)


def _node_facts(node: GameNode) -> dict[str, object]:
    return {"parent": node.parent, "created_by": node.created_by,
            "created_by_name": node.created_by_name, "players": node.players,
            "status": node.status, "winners": node.winners, "draw": node.draw,
            "started_at": node.started_at, "ended_at": node.ended_at}


@pytest.mark.parametrize(("seed", "edition"), RANDOM_TABLES)
def test_game_tree_matches_the_subgame_events(seed: int, edition: str) -> None:
    """Each node's parent, creating object, players, status, result, started_at and
    ended_at are what SubgameStarted (727.1a), GameEnded (104), SubgameEnded and
    GameResumed (727.5) say, at every position where one of them happens and around it;
    games are walked in the order they were created, children under their parent."""
    events = played(seed, edition).table.events
    rng = random.Random(seed)
    sample = {e.position + d for e in events if e.KIND in _CAPTURE_KINDS - {"life_changed"}
              for d in (-1, 0, 1)}
    sample |= {rng.randint(1, len(events)) for _ in range(30)}
    sample = {p for p in sample if 1 <= p <= len(events)}
    r = replay(events, 250)
    oracle = _Oracle()
    checked = 0
    for e in events:
        oracle.see(e)
        if e.position not in sample or "1" not in oracle.games:
            continue
        state = r.at(e.position)
        tree = game_tree(state)
        assert tree.position == e.position
        walked = list(tree.walk())
        assert [n.path for n in walked] == oracle.order, e.position
        for node in walked:
            assert _node_facts(node) == oracle.games[node.path], (e.position, node.path)
            assert node.depth == node.path.count(".")
            assert node.state is state.games[node.path]
            assert [c.parent for c in node.children] == [node.path] * len(node.children)
            assert tree.game(node.path) is node
        assert tree.depth == max(p.count(".") for p in oracle.order)
        if isinstance(e, v.SubgameStarted):
            # The creating object is the parent game's resolving Shahrazad (727.2).
            node = tree.game(e.game)
            parent = state.games[e.parent]
            assert node.created_by_name == "Shahrazad"
            assert parent.resolving == node.created_by
            assert parent.objects[node.created_by].name == "Shahrazad"  # type: ignore[index]
        checked += 1
    assert checked > 40


# -- 2. one subgame's life ---------------------------------------------------------------


def test_tree_statuses_through_one_subgames_life() -> None:
    """727.1a: the main game is suspended while subgame 1.1 runs; 104.2a: 1.1 is won (its
    node says so) but stays "over" while its cards go home (727.5); GameResumed: 1.1 has
    ended and the main game runs again."""
    table = one_subgame()
    events = table.events
    started = first(events, v.SubgameStarted)
    ended = first(events, v.GameEnded, "1.1")
    over = first(events, v.SubgameEnded, "1.1")
    resumed = first(events, v.GameResumed)
    assert started.position < ended.position < over.position < resumed.position
    r = replay(events)

    before = game_tree(r.at(started.position - 1))
    assert [n.path for n in before.walk()] == ["1"]
    assert before.root.status == "running" and before.root.result == "running"
    assert before.depth == 0
    with pytest.raises(KeyError, match=r"1\.1"):
        before.game("1.1")

    during = game_tree(r.at(started.position))
    sub = during.game("1.1")
    assert (during.root.status, sub.status) == ("suspended", "running")
    assert (sub.parent, sub.created_by_name, sub.players) == ("1", "Shahrazad", ("A", "B"))
    assert (sub.started_at, sub.ended_at, sub.depth, during.depth) == (
        started.position, None, 1, 1)
    assert during.root.children == (sub,)
    assert during.root.state.objects[sub.created_by].name == "Shahrazad"  # type: ignore[index]

    for pos in (ended.position, over.position, resumed.position - 1):
        tree = game_tree(r.at(pos))
        sub = tree.game("1.1")
        assert (tree.root.status, sub.status) == ("suspended", "over"), pos
        assert (sub.winners, sub.draw, sub.result) == (("A",), False, "won by A")
        assert sub.ended_at == ended.position

    after = game_tree(r.at(resumed.position))
    sub = after.game("1.1")
    assert (after.root.status, sub.status) == ("running", "ended")
    assert sub.state.objects == {}  # every card went home (727.5)
    assert sub.ended_at == ended.position and sub.result == "won by A"

    final = game_tree(table.state)
    assert (final.root.status, final.game("1.1").status) == ("running", "ended")
    assert final.root.result == "running" and final.root.ended_at is None
    for missing in ("1.2", "1.1.1", "2", ""):
        with pytest.raises(KeyError):
            final.game(missing)
    with pytest.raises(ValueError, match="no game"):
        game_tree(TableState())


# -- 3. the audit trail ------------------------------------------------------------------


def _all_tables() -> list[Table]:
    return [demo(), one_subgame(), *(played(s, e).table for s, e in RANDOM_TABLES)]


def _base_indent(lines: Sequence[AuditLine]) -> int:
    """The spaces between the position and a main-game line's ``[1]``."""
    line = next(x for x in lines if x.depth == 0)
    prefix = str(line).split("[1]", 1)[0]
    return len(prefix) - len(prefix.rstrip())


def test_audit_has_one_line_per_event_in_order() -> None:
    """Each event is one line: its position (1..n, in order), its game, indented by the
    game's depth (727.6: a subgame's subgame is one level deeper), its rule and cause."""
    for table in _all_tables():
        lines = list(audit(table.events))
        assert [x.position for x in lines] == list(range(1, len(table.events) + 1))
        base = _base_indent(lines)
        for line, event in zip(lines, table.events, strict=True):
            assert (line.game, line.kind, line.rule, line.cause) == (
                event.game, event.KIND, event.rule, event.cause)
            assert line.depth == event.game.count(".")
            assert line.text and not re.search(r"\{[a-z_]+\}", line.text)  # no unfilled field
            prefix = str(line).split(f"[{line.game}]", 1)[0]
            indent = len(prefix) - len(prefix.rstrip())
            assert prefix.strip() == str(line.position)
            assert indent == base + 2 * line.depth


def test_audit_says_card_names() -> None:
    """Cards are named, not numbered: the spell cast (601.2), the card that moves, the card
    a wish brings in (727.4, 400.11b), the token made, the Shahrazad that made a subgame."""
    for table in (demo(), one_subgame()):
        for line, event in zip(audit(table.events), table.events, strict=True):
            assert not re.search(r"\b(object|card) \d+", line.text), str(line)
            if isinstance(event, v.SpellCast | v.ZoneChanged | v.CardBroughtIn):
                assert name_of(table, event.card) in line.text, str(line)
            if isinstance(event, v.TokenCreated | v.ResolutionBegan):
                assert event.name in line.text, str(line)
            if isinstance(event, v.SubgameStarted):
                assert "Shahrazad" in line.text and event.game in line.text
            if isinstance(event, v.LifeChanged):
                assert event.player in line.text and str(abs(event.amount)) in line.text
    wished = first(demo().events, v.CardBroughtIn)
    line = list(audit(demo().events))[wished.position - 1]
    assert "Juzam Djinn" in line.text and line.rule.startswith("727")


@pytest.mark.parametrize("edition", ["current", "2014", "2008", "2004"])
def test_audit_cites_the_subgame_rule_in_the_tables_edition(edition: str) -> None:
    """The subgame procedure is cited as 727 (current), 715 (2014) or 506 (2008, 2004),
    each titled "Subgames"; no line of an older table cites 727; a line is titled
    "Subgames" exactly when it cites that edition's subgame section."""
    want = SUBGAME_SECTION[edition]
    tables = [one_subgame(edition)]
    tables += [played(s, e).table for s, e in RANDOM_TABLES if e == edition]
    for table in tables:
        lines = list(audit(table.events))
        kinds = Counter(x.kind for x in lines)
        for kind in ("subgame_started", "library_moved", "subgame_ended", "cards_returned",
                     "game_resumed"):
            assert kinds[kind], kind
        for line in lines:
            if line.kind in PROCEDURE_KINDS:
                assert section(line.rule) == want, str(line)
            assert (line.rule_title == "Subgames") == (section(line.rule) == want), str(line)
            if edition != "current":
                assert section(line.rule) != "727", str(line)
    # 727.1b (Shahrazad's life loss, a main-game effect): cited under the section too.
    table = one_subgame(edition)
    resumed = first(table.events, v.GameResumed)
    loss = list(audit(table.events))[resumed.position]
    assert loss.kind == "life_changed" and loss.game == "1"
    assert "B: 20 -> 10 life (-10)" in loss.text
    assert section(loss.rule) == want and loss.rule_title == "Subgames"


def test_audit_names_the_card_a_wish_chooses() -> None:
    """400.11b: the wish's choice names the card taken from outside the game."""
    table = one_subgame()
    decided = next(e for e in table.events
                   if isinstance(e, v.Decided) and e.decision[0] == "wish")
    line = list(audit(table.events))[decided.position - 1]
    assert "Juzam Djinn" in line.text and not re.search(r"object \d+", line.text)


def test_audit_names_the_mana_sources_a_cast_pays_with() -> None:
    """601.2g-h: the decision to cast names what pays for the spell."""
    table = one_subgame()
    decided = next(e for e in table.events
                   if isinstance(e, v.Decided) and e.decision[0] == "cast")
    line = list(audit(table.events))[decided.position - 1]
    assert "Shahrazad" in line.text and "Mox Pearl" in line.text
    assert not re.search(r"\(\d+, \d+, '", line.text), line.text


def test_audit_of_random_tables_has_no_raw_object_ids() -> None:
    for seed, edition in RANDOM_TABLES:
        table = played(seed, edition).table
        raw = [str(x) for x in audit(table.events) if re.search(r"\bobject \d+", x.text)]
        assert raw == []


# -- 4. causes -----------------------------------------------------------------------------


def test_explain_the_bat_back_to_the_wish_in_the_subgame() -> None:
    """The demo's Bat (made in the main game) <- Desecrated Tomb's trigger put on the stack
    <- released when the main game resumed (727.5) <- deferred while the subgame ran
    (727.4a) <- triggered when Living Wish took Juzam Djinn from the main game's graveyard
    (727.4) <- Living Wish cast in subgame 1.1 <- A's decision."""
    table = demo()
    events = table.events
    bat = next(e for e in events if isinstance(e, v.TokenCreated) and e.name == "Bat")
    chain = explain(events, bat.position)
    assert chain[0] is bat and bat.game == "1"
    kinds = [e.KIND for e in chain]
    story = ["token_created", "trigger_put_on_stack", "trigger_released", "trigger_deferred",
             "ability_triggered", "card_brought_in", "spell_cast", "decided"]
    rest = iter(kinds)
    assert all(k in rest for k in story), kinds  # in this order, newest first
    for newer, older in itertools.pairwise(chain):
        assert older.position < newer.position, (newer, older)

    def only(kind: str) -> Event:
        (event,) = (e for e in chain if e.KIND == kind)
        return event

    released, deferred = only("trigger_released"), only("trigger_deferred")
    triggered, brought, cast = only("ability_triggered"), only("card_brought_in"), only(
        "spell_cast")
    trigger = triggered.trigger  # type: ignore[attr-defined]
    assert released.trigger == deferred.trigger == trigger  # type: ignore[attr-defined]
    assert released.rule.startswith("727") and deferred.rule.startswith("727.4")
    assert brought.rule.startswith("727.4") and brought.from_game == "1"  # type: ignore[attr-defined]
    assert triggered.source_name == "Desecrated Tomb"  # type: ignore[attr-defined]
    # Deferred in the main game while 1.1 was played; released after 1.1 resumed its parent.
    sub_started = first(events, v.SubgameStarted, "1.1")
    resumed = next(e for e in events if isinstance(e, v.GameResumed) and e.subgame == "1.1")
    assert (deferred.game, released.game) == ("1", "1")
    assert sub_started.position < deferred.position < resumed.position < released.position
    assert cast.game == "1.1" and name_of(table, cast.card) == "Living Wish"  # type: ignore[attr-defined]
    assert brought.game == "1.1" and name_of(table, brought.card) == "Juzam Djinn"  # type: ignore[attr-defined]
    decision = chain[-1]
    assert decision.KIND == "decided" and decision.cause is None and decision.game == "1.1"
    assert decision.decision[0] == "cast" and cast.cause == decision.position  # type: ignore[attr-defined]


def test_explain_bounds_and_roots() -> None:
    """A root event's chain is itself; a position outside 1..n is an IndexError."""
    events = demo().events
    assert explain(events, 1) == [events[0]]
    roots = [e for e in events if e.cause is None]
    assert all(explain(events, e.position) == [e] for e in roots)
    for bad in (0, -1, len(events) + 1):
        with pytest.raises(IndexError):
            explain(events, bad)


@pytest.mark.parametrize("which", ["demo", *(f"{s}-{e}" for s, e in RANDOM_TABLES)])
def test_every_chain_goes_back_to_a_decision(which: str) -> None:
    """After the opening deal (103), every event's chain goes back to a player's decision,
    each link to an earlier event; a link is the event's own cause, or, for a deferred
    trigger (727.4a), the same trigger's earlier event, or, for a state-based action
    (704.5), the event that made its condition true."""
    if which == "demo":
        events = demo().events
    else:
        seed, edition = which.split("-")
        events = played(int(seed), edition).table.events
    first_decision = first(events, v.Decided).position
    for e in events:
        chain = explain(events, e.position)
        assert chain[0] is e
        for newer, older in itertools.pairwise(chain):
            assert 1 <= older.position < newer.position
            if older.position == condition_of(events, newer):
                continue
            if older.position != newer.cause:
                assert older.trigger == newer.trigger  # type: ignore[attr-defined]
                assert newer.cause is not None and newer.cause < older.position
        if e.position >= first_decision:
            assert chain[-1].KIND == "decided" and chain[-1].cause is None, e


# -- 5. a card's story ---------------------------------------------------------------------


def _whereabouts(state: TableState) -> dict[int, tuple[str, str, int]]:
    """Each physical card's game, zone and object id."""
    return {o.card: (path, o.zone, o.oid) for path, g in state.games.items()
            for o in g.objects.values() if o.card is not None and not o.token}


def _check_stories(table: Table) -> dict[int, list[Event]]:
    """Every event of a card's story names it, in order; and the story is exactly the
    events after which the card is somewhere else (another game, zone or object)."""
    events = table.events
    stories = {c: card_story(events, c) for c in table.state.cards}
    movers: dict[int, set[int]] = {}
    for card, story in stories.items():
        positions = [e.position for e in story]
        assert positions == sorted(set(positions)), card
        for e in story:
            assert getattr(e, "card", None) == card or card in getattr(e, "cards", ()), e
            movers.setdefault(e.position, set()).add(card)
    state = TableState()
    where = _whereabouts(state)
    for e in events:
        apply(state, e)
        now = _whereabouts(state)
        moved = {c for c in set(now) | set(where) if now.get(c) != where.get(c)}
        assert moved == movers.get(e.position, set()), e
        where = now
    return stories


def test_juzam_djinns_story_crosses_the_games() -> None:
    """The demo's Juzam Djinn: set up in the main game's graveyard, brought into subgame
    1.1 by Living Wish (727.4), and home to the main game's library with the rest of 1.1's
    cards (727.5), at increasing positions."""
    table = demo()
    stories = _check_stories(table)
    juzam = next(c for c, r in table.state.cards.items() if r.name == "Juzam Djinn")
    story = stories[juzam]
    assert [e.KIND for e in story] == ["card_placed", "card_brought_in", "cards_returned"]
    placed, brought, returned = story
    assert placed.game == "1" and placed.zone == "graveyard"  # type: ignore[attr-defined]
    assert (brought.from_game, brought.game) == ("1", "1.1")  # type: ignore[attr-defined]
    assert (returned.game, returned.to_game) == ("1.1", "1")  # type: ignore[attr-defined]
    assert brought.rule.startswith("727.4") and returned.rule.startswith("727.5")
    assert story == list(events_where(table.events, card=juzam))
    # A card that never moved after the set-up: its story is only the set-up.
    setup_end = first(table.events, v.Decided).position
    settled = _whereabouts(replay(table.events).at(setup_end))
    still = [c for c, w in _whereabouts(table.state).items() if settled.get(c) == w]
    assert still, "some card stays put (B's hand)"
    for card in still:
        assert all(e.position < setup_end for e in stories[card]), name_of(table, card)
        assert {e.KIND for e in stories[card]} <= {"card_placed", "library_formed"}


def test_stories_of_a_random_table_are_complete() -> None:
    """Across subgames (727.2 libraries move, 727.5 cards return) and zones."""
    table = played(*RANDOM_TABLES[0]).table
    stories = _check_stories(table)
    crossing = [c for c, s in stories.items() if len({e.game for e in s}) > 1]
    assert crossing, "some card went into a subgame and back"
    assert card_story(table.events, 10**9) == []


# -- 6. diff -----------------------------------------------------------------------------


def _life(events: Sequence[Event], upto: int) -> dict[tuple[str, str], int]:
    """Each (game, player)'s life after event ``upto``, from the events alone."""
    life: dict[tuple[str, str], int] = {}
    for e in events[:upto]:
        if isinstance(e, v.GameStarted | v.SubgameStarted):
            for pid in e.players:
                life[(e.game, pid)] = e.starting_life
        elif isinstance(e, v.LifeChanged | v.StartingLifeSet):
            life[(e.game, e.player)] = e.life
    return life


def _names(game: GameState | None) -> dict[tuple[str, str], Counter[str]]:
    if game is None:
        return {}
    out = {(pid, z): Counter(game.objects[o].name for o in game.zone(z, pid))
           for pid in game.players for z in PLAYER_ZONES}
    out.update({("shared", z): Counter(game.objects[o].name for o in game.zone(z))
                for z in SHARED_ZONES})
    return out


@pytest.mark.parametrize("which", ["demo", "random"])
def test_diff_agrees_with_the_events_between_two_positions(which: str) -> None:
    """diff(at(a), at(b)): nothing when a == b; life totals change exactly as the
    LifeChanged events between a and b say (119.3, 727.1b's half life); what came into and
    went out of each zone turns the contents at a into the contents at b."""
    table = demo() if which == "demo" else played(*RANDOM_TABLES[1]).table
    events = table.events
    r = replay(events, 200)
    rng = random.Random(5)
    n = len(events)
    pairs = [(a, a) for a in rng.sample(range(n + 1), 5)]
    for _ in range(25):
        a, b = sorted(rng.sample(range(1, n + 1), 2))
        pairs.append((a, b))
    pairs += [(e.position - 1, e.position) for e in events if isinstance(e, v.LifeChanged)][:10]
    for a, b in pairs:
        before, after = r.at(a), r.at(b)
        changes = diff(before, after)
        if a == b:
            assert changes == []
            continue
        by_game = {d.game: d for d in changes}
        assert all(not d.empty for d in changes)
        life_a, life_b = _life(events, a), _life(events, b)
        for path in set(before.games) & set(after.games):
            d = by_game.get(path)
            for pid in after.games[path].players:
                old, new = life_a[(path, pid)], life_b[(path, pid)]
                if old != new:
                    assert d is not None and d.life[pid] == (old, new), (a, b, path, pid)
                else:
                    assert d is None or pid not in d.life, (a, b, path, pid)
        for path in set(before.games) | set(after.games):
            ga, gb = before.games.get(path), after.games.get(path)
            d = by_game.get(path)
            sa, sb = (ga.status if ga else "absent"), (gb.status if gb else "absent")
            assert (d.status if d else None) == ((sa, sb) if sa != sb else None)
            na, nb = _names(ga), _names(gb)
            for key in set(na) | set(nb):
                came, went = (d.zones.get(key[0], {}).get(key[1], ([], []))
                              if d else ([], []))
                expected = na.get(key, Counter()) + Counter(came)
                expected.subtract(Counter(went))
                assert expected == nb.get(key, Counter()), (a, b, path, key)


def test_diff_shows_a_subgame_appearing_and_ending() -> None:
    """727.1a: across SubgameStarted, 1.1 goes from absent to running and the main game is
    suspended; over the whole subgame, 1.1 is absent then ended, B lost half their life
    (Shahrazad) and the main game's libraries went and came back (727.2, 727.5)."""
    table = one_subgame()
    events = table.events
    started = first(events, v.SubgameStarted)
    resumed = first(events, v.GameResumed)
    r = replay(events)
    start = {d.game: d for d in diff(r.at(started.position - 1), r.at(started.position))}
    assert start["1.1"].status == ("absent", "running")
    assert start["1"].status == ("running", "suspended")
    assert start["1"].life == {} and start["1.1"].life == {}
    whole = {d.game: d for d in diff(r.at(started.position - 1), r.at(resumed.position + 1))}
    assert whole["1.1"].status == ("absent", "ended")
    assert whole["1"].status is None
    assert whole["1"].life == {"B": (20, 10)}
    # The libraries went to 1.1 and came back as new objects, but they are the same cards:
    # no change in any zone (727.5) until Shahrazad goes to the graveyard (608.2n).
    assert whole["1"].zones == {}
    done = {d.game: d for d in diff(r.at(started.position - 1), r.at(resumed.position + 2))}
    assert done["1"].zones == {"A": {"graveyard": (["Shahrazad"], [])},
                               "shared": {"stack": ([], ["Shahrazad"])}}
    moved = {d.game: d for d in diff(r.at(started.position - 1), r.at(started.position + 2))}
    came, went = moved["1"].zones["A"]["library"]
    assert came == [] and went == ["Plains"] * 12
    assert moved["1.1"].zones["A"]["library"] == (["Plains"] * 12, [])


# -- 7. the cursor -------------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "edition"), RANDOM_TABLES[:2])
def test_seek_game_and_turn_lands_on_that_turn(seed: int, edition: str) -> None:
    """seek_game(path) lands on the game's start (103 / 727.1a); seek_game(path, turn) on
    the turn_began (500.1) of that turn in that game, subgames included."""
    events = played(seed, edition).table.events
    cursor = Cursor(events, every=500)
    turns = {(e.game, e.turn): e for e in reversed(events) if isinstance(e, v.TurnBegan)}
    assert any(path != "1" for path, _ in turns)
    rng = random.Random(seed)
    for (path, turn), began in rng.sample(sorted(turns.items()), 25) + [
            (k, t) for k, t in turns.items() if k[0] != "1"][:10]:
        cursor.seek_game(path, turn)
        assert cursor.position == began.position and cursor.event is began
        game = cursor.state.games[path]
        assert (game.turn, game.active) == (turn, began.player)
    for path in {p for p, _ in turns}:
        assert cursor.seek_game(path).event.KIND in ("game_started", "subgame_started")
        assert cursor.event.game == path
    position = cursor.position
    with pytest.raises(LookupError):
        cursor.seek_game("1.9.9")
    with pytest.raises(LookupError):
        cursor.seek_game("1", 10**6)
    assert cursor.position == position


def test_cursor_steps_clamp_and_next_kind() -> None:
    """forward past the end stops at the last event, back before the first at 0;
    next_kind visits each event of a kind in turn and raises LookupError after the last."""
    events = demo().events
    n = len(events)
    cursor = Cursor(events)
    assert cursor.position == 0 and len(cursor) == n
    with pytest.raises(IndexError):
        _ = cursor.event
    assert cursor.back().position == 0 and cursor.back(0).position == 0
    assert cursor.forward(0).position == 0
    assert cursor.forward(n + 50).position == n and cursor.forward().position == n
    assert cursor.state == demo().state and cursor.tree == game_tree(demo().state)
    assert cursor.back(10**6).position == 0
    for bad in (-1, n + 1):
        with pytest.raises(IndexError):
            cursor.seek(bad)
    assert cursor.position == 0
    started = [e.position for e in events if e.KIND == "subgame_started"]
    assert len(started) == 3  # 1.1, 1.1.1, 1.1.1.1 (727.6)
    seen = []
    while True:
        try:
            cursor.next_kind("subgame_started")
        except LookupError:
            break
        seen.append(cursor.position)
        assert cursor.tree.game(cursor.event.game).status == "running"
    assert seen == started and cursor.position == started[-1]
    cursor.seek(n)
    with pytest.raises(LookupError):
        cursor.next_kind("table_opened")
    assert cursor.position == n


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["seek", "forward", "back"]),
                          st.integers(-700, 700)), max_size=8))
def test_cursor_moves_like_a_clamped_position(moves: list[tuple[str, int]]) -> None:
    """Any sequence of moves: the cursor's position is the clamped position, and its
    state and tree are the fold of the events up to it."""
    events = demo().events
    n = len(events)
    cursor = Cursor(events, every=100)
    model = 0
    for move, amount in moves:
        if move == "seek":
            if 0 <= amount <= n:
                cursor.seek(amount)
                model = amount
            else:
                with pytest.raises(IndexError):
                    cursor.seek(amount)
        elif move == "forward":
            cursor.forward(amount)
            model = max(0, min(n, model + amount))
        else:
            cursor.back(amount)
            model = max(0, min(n, model - amount))
        assert cursor.position == model
    assert cursor.state == fold(events[:model])
    if model:
        assert cursor.event is events[model - 1]
    if "1" in cursor.state.games:  # before the main game begins there is no tree to draw
        assert cursor.tree == game_tree(cursor.state)
    else:
        with pytest.raises(ValueError, match="no game yet"):
            cursor.tree  # noqa: B018


def test_events_where_filters_by_game_kind_card_and_rule() -> None:
    """game takes in the game's subgames (727.6); card is a card's story; rule is a rule
    and its subrules (727 takes in 727.4a; 702.1 does not take in 702.16)."""
    table = demo()
    events = table.events
    inner = list(events_where(events, game="1.1.1"))
    assert {e.game for e in inner} == {"1.1.1", "1.1.1.1"}
    assert inner == [e for e in events if e.game in ("1.1.1", "1.1.1.1")]
    moved = list(events_where(events, game="1.1", kind="library_moved"))
    assert [(e.game, e.player) for e in moved] == [  # type: ignore[attr-defined]
        ("1.1", "A"), ("1.1", "B"), ("1.1.1", "A"), ("1.1.1", "B"),
        ("1.1.1.1", "A"), ("1.1.1.1", "B")]
    assert all(e.rule.startswith("727.2") for e in moved)
    for card in table.state.cards:
        assert list(events_where(events, card=card)) == card_story(events, card)
    subgame_rules = list(events_where(events, rule="727"))
    assert subgame_rules == [e for e in events if section(e.rule) == "727"]
    deferred = list(events_where(events, rule="727.4a"))
    assert [e.KIND for e in deferred] == ["trigger_deferred"]
    both = list(events_where(events, game="1", kind="trigger_released", rule="727.5"))
    assert len(both) == 1 and both[0].game == "1"
    assert list(events_where(events, kind="no_such_kind")) == []
    # Rule numbers end at a boundary: 702.1 is not 702.16, 72 is not 727.
    made = [v.LifeChanged(position=i + 1, game="1", rule=rule, cause=None,
                          **{"player": "A", "amount": -1, "life": 19 - i})
            for i, rule in enumerate(["702.1", "702.1a", "702.16", "727.1", "72.1"])]
    assert [e.rule for e in events_where(made, rule="702.1")] == ["702.1", "702.1a"]
    assert [e.rule for e in events_where(made, rule="72")] == ["72.1"]
    assert [e.rule for e in events_where(made, rule="7")] == []
    assert rule_matches("727.4a", "727.4") and not rule_matches("727.4", "727.4a")
