"""Teams: Two-Headed Giant (810) and the Archenemy's heroes (904.2), with shared team
turns (805).

A game plays in teams once ``TeamsFormed`` has said so (:attr:`GameState.teams`);
without it every player is a team of one and nothing here changes a thing. Two
kinds of table form teams:

* **Two-Headed Giant** (``variant="2hg"``, the ``teams`` setting: ``"A+B/C+D"``): two
  teams of two (810.1). Each team shares a life total, 30 at the start (810.4,
  103.4a), and its poison counters (810.10); a life change happens to one player and
  is the team's (810.9), so every member's :attr:`PlayerState.life` holds the team
  total (what 810.9a says an effect reads). Poison counters are kept per player and
  summed for the team (15 lose, 704.6b). Players win and lose as a team (810.8a): a
  player who loses, by 704.5b or by conceding (810.8b), takes their team out.
* **Archenemy** (904.2): the archenemy against the team of every other player. The
  heroes keep their own life totals (20 each; the archenemy 40, 904.5) and lose one by
  one (800.4a); their team loses when all have lost (104.3g), and when the archenemy
  loses, every hero wins, those who lost before too (104.2c).

Shared team turns (805.4): the team takes its turn, and each of its players is an
active player. :attr:`GameState.active` names the team's *primary* player (805.2:
here the team's first player in seat order still in the game), who gets priority
first and declares the team's one combined attack (805.10a: any creature of the
team may attack any player of the other team); :func:`is_active` says whether a
player is on the active team. Each player of the active team untaps, draws (805.4b),
may play a land (805.4c) and discards to their hand size. Teams have priority
(805.5): a team's players get it one after the other, and the team passes when
both have, which resolves and moves on exactly when every team has passed. The
first team skips its first draw only in Two-Headed Giant (103.8b; in Archenemy no
one skips it, 103.8c).

In a subgame the teams carry on (Ambiguity A9: the subgame is played as the same
variant): the players still in the main game, in the same teams, a Two-Headed Giant
team at 30 life.
"""

from __future__ import annotations

from collections.abc import Sequence

from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState, TableState
from shahrazad.rules import citations as R
from shahrazad.rules.options import VARIANT_EDITIONS, option
from shahrazad.txn import Txn

__all__ = ["TEAM_LIFE", "TEAM_POISON", "active_team", "form", "is_active", "is_opponent",
           "losing_together", "next_primary", "opponents", "parse_teams",
           "primary", "team_of", "team_poison", "turn_order_from", "two_headed_giant",
           "winners"]

#: a Two-Headed Giant team's starting life (810.4) and the poison counters it loses at
#: (704.6b)
TEAM_LIFE = 30
TEAM_POISON = 15


def parse_teams(text: str, players: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The ``teams`` setting ``"A+B/C+D"`` as teams, checked against the players:
    every player in exactly one team of two, teammates seated together (810.1, 810.3).

    >>> parse_teams("A+B/C+D", ["A", "B", "C", "D"])
    (('A', 'B'), ('C', 'D'))
    >>> parse_teams("A+C/B+D", ["A", "B", "C", "D"])
    Traceback (most recent call last):
    ...
    ValueError: teammates sit together (810.3): seat the players A, C, B, D
    """
    teams = tuple(tuple(p.strip() for p in team.split("+")) for team in text.split("/"))
    seated = [p for team in teams for p in team]
    if sorted(seated) != sorted(players) or len(set(seated)) != len(seated):
        raise ValueError(f"teams {text!r} must name each of {', '.join(players)} once")
    if len(teams) != 2 or any(len(team) != 2 for team in teams):
        raise ValueError(f"Two-Headed Giant is two teams of two players (810.1), not {text!r}")
    if list(players) != seated:
        raise ValueError(f"teammates sit together (810.3): seat the players "
                         f"{', '.join(seated)}")
    return teams


def two_headed_giant(state: TableState) -> bool:
    """Whether the table plays Two-Headed Giant (the ``variant`` setting names 2hg)."""
    return "2hg" in option(state, "variant").split("+")


def form(txn: Txn, game: GameState, archenemy: str | None) -> None:
    """Form ``game``'s teams, if its table plays in teams: Two-Headed Giant's from the
    ``teams`` setting (in a subgame only if Ambiguity A9 carries the variant over), or
    the archenemy against everyone else (904.2)."""
    state = txn.state
    if game.parent is not None and (state.edition not in VARIANT_EDITIONS or
                                    option(state, "a9_subgame_variant") == "plain"):
        return  # a plain subgame (A9; no variant steps before 2014): no teams
    if two_headed_giant(state):
        teams = parse_teams(state.options["teams"], state.players)
        txn.emit(v.TeamsFormed, game, R.TWO_HEADED_GIANT, shared_life=True,
                 teams=tuple(t for t in teams if set(t) <= set(game.players)))
    elif archenemy is not None and len(game.players) > 2:
        heroes = tuple(p for p in game.players if p != archenemy)
        txn.emit(v.TeamsFormed, game, R.ARCHENEMY_TEAMS, shared_life=False,
                 teams=((archenemy,), heroes) if game.players[0] == archenemy
                 else (heroes, (archenemy,)))


def team_of(game: GameState, pid: str) -> tuple[str, ...]:
    """``pid``'s team (``(pid,)`` in a game without teams)."""
    for team in game.teams:
        if pid in team:
            return team
    return (pid,)


def primary(game: GameState, pid: str) -> str:
    """The primary player of ``pid``'s team (805.2): its first player in seat order who
    is still in the game."""
    return next((p for p in team_of(game, pid) if game.player[p].in_game), pid)


def active_team(game: GameState) -> tuple[str, ...]:
    """The active team (805.4a): the players whose turn it is."""
    return team_of(game, game.active) if game.active is not None else ()


def is_active(game: GameState, pid: str) -> bool:
    """Whether it is ``pid``'s turn: they are the active player, or on the active team."""
    return pid == game.active or (bool(game.teams) and pid in active_team(game))


def is_opponent(game: GameState, pid: str, other: str) -> bool:
    """Whether ``other`` is an opponent of ``pid``: on another team."""
    return other not in team_of(game, pid)


def opponents(game: GameState, pid: str) -> list[str]:
    """``pid``'s opponents still in the game, in seat order."""
    return [p for p in game.living if is_opponent(game, pid, p)]


def next_primary(game: GameState) -> str | None:
    """Who takes the next turn with shared team turns: the primary player of the next
    team in seat order with a player still in the game (805.4); ``None`` without teams."""
    if not game.teams or game.active is None:
        return None
    i = next(i for i, team in enumerate(game.teams) if game.active in team)
    for team in game.teams[i + 1:] + game.teams[:i + 1]:
        living = [p for p in team if game.player[p].in_game]
        if living and (team != game.teams[i] or len(game.teams) == 1):
            return living[0]
    return None


def team_poison(game: GameState, pid: str) -> int:
    """The poison counters of ``pid``'s team, with shared counters (810.10); else
    ``pid``'s own."""
    team = team_of(game, pid) if game.shared_life else (pid,)
    return sum(game.player[p].counters.get("poison", 0) for p in team)


def losing_together(game: GameState, losers: list[tuple[str, str, str]]
                    ) -> list[tuple[str, str, str]]:
    """Losses with Two-Headed Giant's teams: a player who loses takes their teammates
    with them (810.8a). ``losers`` are (player, rule, reason)."""
    if not game.shared_life:
        return losers
    found = list(losers)
    named = {pid for pid, _, _ in losers}
    for pid, _, reason in losers:
        for mate in team_of(game, pid):
            if mate not in named and game.player[mate].in_game:
                found.append((mate, R.TEAM_LOSES, f"their teammate {pid} lost: {reason}"))
                named.add(mate)
    return found


def winners(game: GameState) -> tuple[str, ...] | None:
    """With teams: the winners once a single team has a player left in the game, every
    player of that team, those who lost before too (104.2c); ``()`` if no team has one
    (a draw); ``None`` while several teams play on, or in a game without teams."""
    if not game.teams:
        return None
    left = [team for team in game.teams if any(game.player[p].in_game for p in team)]
    if len(left) > 1:
        return None
    return left[0] if left else ()


def turn_order_from(game: GameState, first: str | None) -> list[str]:
    """Living players in turn order, starting with ``first`` (or the next one after it)."""
    seats = game.players
    if first is None or first not in seats:
        return game.living
    i = seats.index(first)
    ordered = seats[i:] + seats[:i]
    return [p for p in ordered if game.player[p].in_game]
