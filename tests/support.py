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

from engine.scenario import load_scenario, run_scenario
from engine.table import Table
from events.base import Event
from projections.invariants import conservation_problems
from projections.state import SHARED_ZONES, GameState, Obj

__all__ = ["ISLANDS", "decisions", "names", "obj", "of", "play", "scenario_text"]

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


def of(table: Table, kind: type[Event], game: str | None = None) -> list[Event]:
    """The table's events of ``kind`` (in ``game`` only, if given), in order."""
    return [e for e in table.events if isinstance(e, kind) and (game is None or e.game == game)]


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
