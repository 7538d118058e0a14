"""Helpers the test modules share: play a position, pick events, name what is in a zone.

A card's test states a small position in the scenario language and the decisions the
players take, then reads the table::

    table = play('''
    [A]
    hand = ["Lightning Bolt"]
    battlefield = ["Mountain"]
    [B]
    battlefield = ["Grizzly Bears"]
    ''' + decisions("cast Lightning Bolt targeting Grizzly Bears", "pass")
        + decisions("pass", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]

Every player gets a library of twelve Islands unless the position gives them one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, TypeVar

from shahrazad.agents import RandomAgent
from shahrazad.decisions import Activate, Cast
from shahrazad.events.base import Event
from shahrazad.projections.invariants import conservation_problems
from shahrazad.projections.state import SHARED_ZONES, GameState, Obj, TableState
from shahrazad.rules.sba import default_controller
from shahrazad.scenario import describe, load_scenario, run_scenario
from shahrazad.table import Table

__all__ = ["DOOM", "ISLANDS", "advance", "decisions", "described_again", "names", "obj", "of",
           "permanent",
           "play", "played_out", "position_view", "scenario_text", "variant_table"]

E = TypeVar("E", bound=Event)

ISLANDS = "library = [" + ", ".join(['"Island"'] * 12) + "]"


def play(body: str, seed: int = 1, head: str = "", edition: str = "current",
         players: tuple[str, ...] = ("A", "B"), active: str = "A", turn: int = 3,
         step: str = "main1", until: str = "script_end") -> Table:
    """Run a scenario position from ``active``'s ``step`` of ``turn``. ``body`` holds the
    players' tables (``[A]`` ...) and the decisions; ``head``: more top-level keys.
    A player whose table gives no ``library`` gets twelve Islands, so nobody decks out.
    The table must keep every card (conservation) whatever it does."""
    text = scenario_text(body, seed, head, edition, players, active, turn, step, until)
    table = run_scenario(load_scenario(text))
    assert conservation_problems(table.state) == []
    return table


def scenario_text(body: str, seed: int = 1, head: str = "", edition: str = "current",
                  players: tuple[str, ...] = ("A", "B"), active: str = "A", turn: int = 3,
                  step: str = "main1", until: str = "script_end") -> str:
    """The scenario file :func:`play` plays (for a test that checks its ``[[expect]]``
    tables, or writes it out)."""
    for p in players:
        section = re.search(rf"^\[{re.escape(p)}\]\n(.*?)(?=^\[|\Z)", body, re.M | re.S)
        if section is None:
            body = f"[{p}]\n{ISLANDS}\n" + body
        elif not re.search(r"^library\s*=", section.group(1), re.M):
            body = body.replace(section.group(0), section.group(0).rstrip("\n")
                                + f"\n{ISLANDS}\n", 1)
    names_list = ", ".join(f'"{p}"' for p in players)
    text = (f'edition = "{edition}"\nseed = {seed}\nplayers = [{names_list}]\n'
            f'active = "{active}"\nturn = {turn}\nstep = "{step}"\n' + head
            + f'[run]\nuntil = "{until}"\n' + body)
    return text


def decisions(*texts: str, player: str = "A", game: str = "1") -> str:
    """Scenario ``[[decisions]]`` entries: ``player`` takes each of ``texts`` in ``game``."""
    return "".join(f'[[decisions]]\nplayer = "{player}"\ngame = "{game}"\ndo = "{t}"\n'
                   for t in texts)


def of(source: Table | Sequence[Event], kind: type[E], game: str | None = None) -> list[E]:
    """The events of ``kind`` (in ``game`` only, if given) of a table or a list of
    events, in order."""
    events = source.events if isinstance(source, Table) else source
    return [e for e in events if isinstance(e, kind) and (game is None or e.game == game)]


def names(table: Table, game: str, player: str, zone: str) -> list[str]:
    """The names of what is in ``player``'s ``zone`` of ``game`` (a shared zone: what
    ``player`` controls there), in the zone's order."""
    g = table.game(game)
    mine = g.zone(zone, player)
    if zone in SHARED_ZONES:
        mine = [o for o in mine if g.objects[o].controller == player]
    return [g.objects[o].name for o in mine]


def obj(game: GameState, name: str, owner: str | None = None) -> Obj:
    """The object called ``name`` in ``game`` (owned by ``owner``, if given)."""
    return next(x for x in game.objects.values()
                if x.name == name and (owner is None or x.owner == owner))


def permanent(game: GameState, name: str, controller: str | None = None) -> Obj:
    """The permanent called ``name`` on ``game``'s battlefield (controlled by
    ``controller``, if given): the first, in the battlefield's order."""
    return next(game.objects[o] for o in game.battlefield if game.objects[o].name == name
                and (controller is None or game.objects[o].controller == controller))


# -- positions: a state by what a position says of it ----------------------------------------


def position_view(state: TableState) -> dict[str, Any]:
    """What a position says of a state, by names: everything but ids and the history (two
    states with equal views are the same position)."""
    def obj_view(g: GameState, oid: int) -> tuple[Any, ...]:
        o = g.objects[oid]
        host = g.objects[o.attached_to] if o.attached_to is not None else None
        return (o.name, o.owner, o.controller, default_controller(o), o.tapped, o.sick,
                o.token, o.kind, tuple(sorted(o.counters.items())), o.x,
                host and (host.name, host.owner), tuple(aim(g, t) for t in o.targets),
                sorted(effect_view(g, e) for e in g.effects.values() if e.subject == oid),
                tuple(a[1:] for a in o.animations),
                g.objects[o.source].name if o.source in g.objects else None,
                state.cards[o.card].role if o.card is not None else "")

    def effect_view(g: GameState, e: Any) -> tuple[Any, ...]:
        source = g.objects.get(e.source) if e.source is not None else None
        subject = e.subject if not isinstance(e.subject, int) else None
        return (e.kind, source.name if source else None, e.controller, subject, e.power,
                e.toughness, e.until)

    def aim(g: GameState, t: int | str) -> Any:
        return t if isinstance(t, str) else (g.objects[t].name, g.objects[t].zone)

    def card_name(card: int) -> str:
        return state.cards[card].name

    games = {}
    for path, g in state.games.items():
        if g.status == "ended":
            continue
        games[path] = {
            "game": (g.status, g.turn, g.step, g.active, g.starting_player, g.priority,
                     tuple(g.passed), g.created_by_name, g.starting_life, g.resume_at,
                     g.resolving is not None, g.teams, g.shared_life, tuple(g.extra_turns),
                     tuple(sorted(g.designations.items()))),
            "players": {pid: (p.life, tuple(sorted(p.counters.items())), p.mana, p.lost,
                              p.left, p.land_plays, p.planar_rolls,
                              [[obj_view(g, o) for o in g.zone(z, pid)]
                               for z in ("library", "hand", "graveyard")],
                              sorted(obj_view(g, o) for z in ("battlefield", "exile")
                                     for o in g.zone(z) if g.objects[o].owner == pid),
                              [g.objects[o].name for o in g.command
                               if g.objects[o].owner == pid and not g.objects[o].deck],
                              {d: [g.objects[o].name for o in g.supplementary_deck(pid, d)]
                               for d in ("planar", "scheme")})
                        for pid, p in g.player.items()},
            "stack": [obj_view(g, o) for o in g.stack],
            "triggers": sorted((t.source_name, t.index, t.controller, t.deferred)
                               for t in g.triggers.values()),
            "effects": sorted(effect_view(g, e) for e in g.effects.values()
                              if not isinstance(e.subject, int)),
            "delayed": sorted((d.kind, d.controller, d.amount, d.source_name)
                              for d in g.delayed.values()),
            "commanders": ({card_name(c): n for c, n in g.commander_casts.items()},
                           {p: {card_name(c): n for c, n in dealt.items()}
                            for p, dealt in g.commander_damage.items()}),
            "departed": sorted(state.cards[c].name for c in g.departed)}
    return {"games": games, "options": {k: x for k, x in state.options.items()
                                        if k not in ("scenario", "stacked_decks")},
            "sideboards": {p: sorted(state.cards[c].name for c in cards)
                           for p, cards in state.sideboards.items()},
            "stated": [o.said for o in state.stated.values()], "edition": state.edition}


def described_again(state: TableState) -> Table:
    """The table a description of ``state`` builds; it describes to the same text."""
    text = describe(state)
    again = load_scenario(text).table()
    assert describe(again.state) == text, text
    return again


# -- tables of every variant -----------------------------------------------------------------

SOLKANAR = "Sol'kanar the Swamp King"
PLANES = ("Llanowar", "Sanctum of Serra", "Tazeem")
SCHEME = "The Very Soil Shall Shake"
DECK = (["Plains"] * 8 + ["Island"] * 3 + ["Swamp"] * 3 + ["Mountain"] * 3
        + ["Shahrazad"] * 5 + ["Mox Sapphire", "Mox Jet", "Mox Ruby", "Mox Pearl"]
        + ["Swords to Plowshares"] * 2 + ["Lightning Bolt"] * 2 + ["Serra Angel"] * 2
        + ["Regrowth"])


def variant_table(variant: str, edition: str, seed: int) -> Table:
    """A table of ``variant`` (``plain``, ``commander``, ``vanguard``, ``planechase``,
    ``archenemy``, ``2hg``, ``2hg+planechase``, ``all`` or ``life``) with its pieces, from
    decks of :data:`DECK`."""
    two, three, four = ["A", "B"], ["A", "B", "C"], ["A", "B", "C", "D"]
    kinds: dict[str, tuple[list[str], dict[str, Any]]] = {
        "plain": (two, {}),
        "commander": (two, {"commanders": {"A": SOLKANAR, "B": "Nicol Bolas"}}),
        "vanguard": (two, {"vanguards": {"A": "Sisay", "B": "Eladamri"}}),
        "planechase": (two, {"planar_decks": {p: list(PLANES) for p in two}}),
        "archenemy": (three, {"scheme_decks": {"A": [SCHEME] * 5}}),
        "2hg": (four, {"variant": "2hg", "teams": [["A", "B"], ["C", "D"]]}),
        "2hg+planechase": (four, {"variant": "2hg+planechase",
                                  "teams": [["A", "B"], ["C", "D"]],
                                  "planar_decks": {"A": list(PLANES), "C": list(PLANES)}}),
        "all": (three, {"commanders": {"A": SOLKANAR, "B": "Nicol Bolas", "C": SOLKANAR},
                        "vanguards": {"A": "Sisay", "B": "Eladamri", "C": "Maro Avatar"},
                        "planar_decks": {p: list(PLANES) for p in three},
                        "scheme_decks": {"A": [SCHEME] * 5}}),
        "life": (two, {"starting_life": 7}),
    }
    seats, pieces = kinds[variant]
    return Table.new(seats, [DECK] * len(seats), seed=seed, edition=edition,
                     sideboards=[["Serra Angel"]] * len(seats), **pieces)


def played_out(table: Table, seed: int, actions: int) -> Table:
    """``table`` played on by random agents (seeded) for up to ``actions`` decisions."""
    for i in range(actions):
        waiting = table.pending()
        if waiting is None:
            break
        table.push(RandomAgent(f"{seed}:{i}").decide(table, waiting))
    return table


# -- batch E3/E4: a plain destruction spell for regeneration tests ----------------------------

#: a scenario ``head`` that defines "Doom", an instant that destroys target creature (and
#: nothing more: a regeneration shield may replace it, 701.19a)
DOOM = '''[cards."Doom"]
cost = "{B}"
types = ["Instant"]
targets = ["creature"]
effects = [{ effect = "destroy", what = "target:0" }]
'''
def advance(table: Table, active: str, step: str, answers: dict[str, str] | None = None,
            game: str = "1") -> None:
    """Play on to ``active``'s ``step`` of ``game``, with priority given and the stack
    empty: each player passes priority, and answers any other question with its first
    legal answer, or with the one ``answers`` gives for its kind (``{"accept": "accept
    no"}``)."""
    from shahrazad.decisions import Pass

    answers = answers or {}
    for _ in range(400):
        g = table.game(game)
        pending = table.pending()
        if g.active == active and g.step == step and pending.kind == "priority" \
                and not g.stack:
            return
        if pending.kind == "priority":
            table.push(Pass())
        elif pending.kind in answers:
            table.push_named(answers[pending.kind])
        else:
            table.push(table.legal_decisions()[0])
    raise AssertionError(f"never reached {active}'s {step}")


# -- combat positions and what a card may target, shared by the card tests -------------------

#: both players pass once: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def fight(a_side: str, b_side: str, *steps: str, until: str = "combat_ended", head: str = "",
          hand: str = "") -> Table:
    """From A's beginning of combat to the end of combat (or ``until``): A's battlefield
    ``a_side`` (and ``hand``), B's ``b_side``, then the decisions ``steps``."""
    hand_line = f"hand = [{hand}]\n" if hand else ""
    return play(f'''
[A]
{hand_line}battlefield = [{a_side}]
[B]
battlefield = [{b_side}]
''' + "".join(steps), step="beginning_of_combat", until=until, head=head)


def targets_of(table: Table, name: str) -> set[str]:
    """The names of what ``name``'s ability or spell may target now."""
    g = table.game()
    found: set[str] = set()
    for d in table.legal_decisions():
        if isinstance(d, Activate | Cast) and g.objects[
                d.source if isinstance(d, Activate) else d.card].name == name:
            found |= {g.objects[t].name if isinstance(t, int) else t for t in d.targets}
    return found


def _toml_list(items: Sequence[str]) -> str:
    return "[" + ", ".join('"' + item.replace('"', '\\"') + '"' for item in items) + "]"


def taking_in_subgame(do: str, mine: Sequence[str], theirs: str, *, hand: Sequence[str] = (),
                      their_sub: Sequence[str] | None = None, more: str = "") -> Table:
    """A control change played inside subgame 1.1 (727), with the same permanent in the
    main game beside it: in the main game A has a Plains and B ``theirs``; in the subgame
    (a Shahrazad on the main game's stack), A is active in their first main phase of turn
    2 with ``hand`` and ``mine``, B has ``their_sub`` (default: ``theirs`` alone), each a
    library of three Islands. A does ``do`` and passes, B passes, then ``more`` (further
    decisions); the table is played until the script ends."""
    body = f'''
[A]
battlefield = ["Plains"]
library = []
[B]
battlefield = {_toml_list([theirs])}
library = []
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
hand = {_toml_list(hand)}
battlefield = {_toml_list(mine)}
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = {_toml_list(their_sub if their_sub is not None else [theirs])}
library = ["Island", "Island", "Island"]
'''
    return play(body + decisions(do, "pass", game="1.1")
                + decisions("pass", player="B", game="1.1") + more,
                head='stack = [{ spell = "A:Shahrazad" }]\n')
