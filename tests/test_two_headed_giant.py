"""Two-Headed Giant (810) and the Archenemy's team (904.2): teams, shared team turns (805),
a shared life total and poison counters, losing together; and both inside a subgame
(Ambiguity A9: the subgame is played as the same variant; A14: how a team loses half its
life to Shahrazad).

Tables are stacked (``stacked=True``, decks top first) with A as the starting player; A
and B are one team, C and D the other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest
from support import of

from shahrazad.decisions import Attack, Block, Cast, Concede, Keep, Play
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.rules import teams
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import IllegalDecision, Table
from shahrazad.testing import check_table, pass_until
from shahrazad.txn import Txn

SEATS = ["A", "B", "C", "D"]
TEAMS = [["A", "B"], ["C", "D"]]
FILLER = ["Mountain"] * 30
#: A's hand: Shahrazad and the {W}{W} to cast it on the first turn
SHAHRAZAD_HAND = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains", "Plains", "Plains"]


def giant(decks: Mapping[str, Sequence[str]] | None = None, *,
          options: Mapping[str, str] | None = None, starting_player: str = "A",
          keep: bool = True, **kw: object) -> Table:
    """A Two-Headed Giant table; with ``keep``, everyone keeps and it waits on A's first
    priority."""
    decks = decks or {}
    table = Table.new(SEATS, [list(decks.get(p, FILLER)) for p in SEATS], seed=1,
                      stacked=True, starting_player=starting_player, variant="2hg",
                      teams=TEAMS, options=options, **kw)  # type: ignore[arg-type]
    if keep:
        for _ in SEATS:
            table.push(Keep())
    return table


def lives(table: Table, path: str = "1") -> dict[str, int]:
    game = table.game(path)
    return {p: game.player[p].life for p in game.players}


def inject(table: Table, cls: type[Event], rule: str, game: str = "1",
           **payload: object) -> None:
    """Put a fact into the table as an event (a judge's reconstruction)."""
    txn = Txn(table.state)
    txn.emit(cls, game, rule, **payload)
    table.events.extend(txn.events)


# -- the table ----------------------------------------------------------------------------


def test_810_1_810_4_103_4a_two_teams_of_two_share_30_life() -> None:
    """810.1: two teams of two; 810.4 and 103.4a: each team's life total starts at 30,
    which every player of the team reads as their own (810.9a). The log records the
    teams as a setting and as ``TeamsFormed``."""
    table = giant()
    game = table.game()
    assert game.teams == (("A", "B"), ("C", "D")) and game.shared_life
    assert lives(table) == {"A": 30, "B": 30, "C": 30, "D": 30}
    formed = of(table.events, v.TeamsFormed)
    assert [(e.game, e.teams, e.shared_life, e.rule) for e in formed] == [
        ("1", (("A", "B"), ("C", "D")), True, "810.1")]
    assert table.state.options["teams"] == "A+B/C+D"
    assert check_table(table) == []


@pytest.mark.parametrize(("kw", "message"), [
    ({"teams": [["A", "C"], ["B", "D"]]}, "sit together"),
    ({"teams": [["A", "B", "C"], ["D"]]}, "two teams of two"),
    ({"teams": None}, "needs its two teams"),
    ({"variant": "2hg+commander", "commanders": {}}, "alone or with Planechase"),
])
def test_810_1_810_3_teams_are_checked(kw: dict[str, object], message: str) -> None:
    """810.1: two teams of two players; 810.3: each team sits together. A table that
    breaks either is refused in one line."""
    args: dict[str, object] = {"variant": "2hg", "teams": TEAMS, **kw}
    with pytest.raises(ValueError, match=message):
        Table.new(SEATS, [FILLER] * 4, **args)  # type: ignore[arg-type]


def test_810_teams_without_two_headed_giant_are_refused() -> None:
    """Teams belong to Two-Headed Giant (810): given for another table, they are refused."""
    with pytest.raises(ValueError, match="variant='2hg'"):
        Table.new(SEATS, [FILLER] * 4, teams=TEAMS)


def test_810_9_a_life_change_of_one_player_is_the_teams() -> None:
    """810.9: damage and life loss happen to one player, and the result is the team's: a
    Lightning Bolt to C takes the team of C and D from 30 to 27."""
    table = giant({"A": ["Mountain", "Lightning Bolt", *FILLER]})
    pass_until(table, lambda t: t.game().step == "main1")
    table.push_named("play Mountain")
    table.push_named("cast Lightning Bolt targeting C")
    pass_until(table, lambda t: not t.game().stack)
    assert lives(table) == {"A": 30, "B": 30, "C": 27, "D": 27}
    changed = of(table.events, v.LifeChanged)
    assert [(e.player, e.amount, e.life) for e in changed] == [("C", -3, 27)]


# -- shared team turns (805) ------------------------------------------------------------


def test_805_4_103_8b_the_team_takes_its_turn_and_skips_its_first_draw() -> None:
    """805.4: each team takes turns, led by its primary player (A, then C); 103.8b: the
    starting team skips its first draw step; 805.4b: each player of the active team draws
    in its draw step (C and D on turn 2)."""
    table = giant()
    pass_until(table, lambda t: t.game().turn == 2 and t.game().step == "main1")
    began = [(e.turn, e.player, e.rule) for e in of(table.events, v.TurnBegan)]
    assert began == [(1, "A", "805.4"), (2, "C", "805.4")]
    draws = [(e.player, e.rule) for e in of(table.events, v.CardDrawn) if e.rule != "103.5"]
    assert draws == [("C", "805.4b"), ("D", "805.4b")]
    pass_until(table, lambda t: t.game().turn == 3 and t.game().step == "main1")
    assert [e.player for e in of(table.events, v.TurnBegan)][-1] == "A"
    draws = [e.player for e in of(table.events, v.CardDrawn) if e.rule == "805.4b"]
    assert draws == ["C", "D", "A", "B"]


def test_805_4c_each_player_of_the_active_team_may_play_a_land() -> None:
    """805.4c, 805.5a: in the team's turn, B (not the primary player) plays a land and
    casts a sorcery-speed spell; the other team's players may not."""
    table = giant({"B": ["Forest", "Forest", "Grizzly Bears", *FILLER],
                   "C": ["Forest", *FILLER]})
    pass_until(table, lambda t: t.game().step == "main1")
    pass_until(table, lambda t: t.pending() is not None and t.pending().player == "B")  # type: ignore[union-attr]
    table.push_named("play Forest")
    pass_until(table, lambda t: t.pending() is not None and t.pending().player == "C")  # type: ignore[union-attr]
    assert not any(isinstance(d, Play) for d in table.legal_decisions())
    with pytest.raises(IllegalDecision) as refused:
        table.push(Play(table.game().player["C"].hand[0]))
    assert refused.value.rule == "305.1"


def test_805_10a_805_10d_the_team_attacks_and_blocks_as_a_group() -> None:
    """805.10a: the active team's creatures attack the other team as a group, in one
    declaration by the primary player (A's and B's Grizzly Bears; 508.1b: at C or D, not
    at a teammate); 805.10d: a defending player's creature may block a creature
    attacking their teammate (C's Bears blocks the one attacking D)."""
    bears = ["Forest", "Forest", "Grizzly Bears", *FILLER]
    table = giant({"A": bears, "B": bears, "C": bears})
    game = table.game()
    for turn in (1, 2, 3, 4):  # each plays a Forest a turn, and casts Bears when it can
        pass_until(table, lambda t, n=turn: t.game().turn == n and t.game().step == "main1")
        for pid in teams.active_team(game):
            pass_until(table, lambda t, p=pid: t.pending() is not None and
                       t.pending().player == p)  # type: ignore[union-attr]
            table.push(next(d for d in table.legal_decisions() if isinstance(d, Play)))
            cast = [d for d in table.legal_decisions() if isinstance(d, Cast)]
            if cast:
                table.push(cast[0])
                pass_until(table, lambda t: not t.game().stack)
    pass_until(table, lambda t: t.game().turn == 5 and t.pending() is not None and
               t.pending().kind == "attackers")  # type: ignore[union-attr]
    waiting = table.pending()
    assert waiting is not None and waiting.player == "A"
    a_bears, b_bears = (next(o for o in game.battlefield if game.objects[o].owner == p
                             and game.objects[o].name == "Grizzly Bears") for p in "AB")
    with pytest.raises(IllegalDecision) as refused:
        table.push(Attack(((a_bears, "B"),)))
    assert refused.value.rule == "508.1b"
    table.push(Attack(((a_bears, "C"), (b_bears, "D"))))
    declared = of(table.events, v.AttackersDeclared)[-1]
    assert declared.player == "A" and declared.attackers == ((a_bears, "C"), (b_bears, "D"))
    pass_until(table, lambda t: t.pending() is not None and
               t.pending().kind == "blockers")  # type: ignore[union-attr]
    waiting = table.pending()
    assert waiting is not None and waiting.player == "C"
    c_bears = next(o for o in game.battlefield if game.objects[o].owner == "C"
                   and game.objects[o].name == "Grizzly Bears")
    table.push(Block(((c_bears, b_bears),)))
    pass_until(table, lambda t: t.game().step == "end_of_combat")
    assert lives(table)["C"] == 28 and lives(table)["D"] == 28  # A's 2, to the team
    assert check_table(table) == []


# -- winning and losing as a team (810.8, 704.6) ----------------------------------------


def test_704_6b_a_team_with_fifteen_poison_counters_loses() -> None:
    """704.6b and 810.10: the team's poison counters are shared: C with 8 and D with 7
    lose together, though neither has ten (704.5c doesn't apply in Two-Headed Giant:
    A alone with 10 is still in the game)."""
    table = giant()
    inject(table, v.CountersChanged, "scenario", target="A", counter="poison", amount=10,
           total=10)
    inject(table, v.CountersChanged, "scenario", target="C", counter="poison", amount=8,
           total=8)
    inject(table, v.CountersChanged, "scenario", target="D", counter="poison", amount=7,
           total=7)
    table.push_named("pass")
    lost = [(e.player, e.rule) for e in of(table.events, v.PlayerLost)]
    assert lost == [("C", "704.6b"), ("D", "704.6b")]
    assert table.game().winners == ("A", "B") and table.is_over()


def test_704_6a_810_8a_a_team_at_zero_life_loses_together() -> None:
    """704.6a: a team at 0 or less life loses; both its players lose together (810.8a)
    and the other team wins (104.2c)."""
    table = giant()
    inject(table, v.LifeChanged, "scenario", player="A", amount=-30, life=0)
    assert lives(table)["B"] == 0
    table.push_named("pass")
    lost = [(e.player, e.rule) for e in of(table.events, v.PlayerLost)]
    assert lost == [("A", "704.6a"), ("B", "704.6a")]
    ended = of(table.events, v.GameEnded)[-1]
    assert (ended.winners, ended.rule) == (("C", "D"), "104.2c")


def test_810_8a_a_player_who_loses_takes_the_team_out() -> None:
    """810.8a: if either player of a team loses, the team loses: D drew from an empty
    library (704.5b), and C loses with them."""
    table = giant()
    inject(table, v.DrawFailed, "121.4", player="D")
    table.push_named("pass")
    lost = [(e.player, e.rule) for e in of(table.events, v.PlayerLost)]
    assert lost == [("D", "704.5b"), ("C", "810.8a")]
    assert table.game().winners == ("A", "B")


def test_810_8b_a_player_who_concedes_takes_the_team_out() -> None:
    """810.8b: a player who concedes takes their team out; the other team wins."""
    table = giant()
    table.push(Concede(), "B")
    lost = [(e.player, e.rule) for e in of(table.events, v.PlayerLost)]
    assert lost == [("B", "104.3a"), ("A", "810.8a")]
    assert table.game().winners == ("C", "D") and table.is_over()


# -- in a subgame (A9, A14) ---------------------------------------------------------------


def shahrazad_table(options: Mapping[str, str] | None = None) -> Table:
    """A casts Shahrazad on turn 1; the table waits on the subgame's first mulligan."""
    table = giant({"A": [*SHAHRAZAD_HAND, *FILLER]}, options=options)
    pass_until(table, lambda t: t.game().step == "main1")
    for _ in range(2):
        table.push_named("cast Mox Pearl")
        pass_until(table, lambda t: not t.game().stack and t.pending() is not None
                   and t.pending().player == "A")  # type: ignore[union-attr]
    table.push_named("cast Shahrazad")
    pass_until(table, lambda t: "1.1" in t.state.games)
    return table


@pytest.mark.parametrize(("a14", "cd_life", "over"), [
    ("together", 0, True), ("sequential", 7, False)])
def test_a9_a14_a_subgame_of_two_headed_giant(a14: str, cd_life: int, over: bool) -> None:
    """A9: the subgame is played as the same variant: the same teams, each at 30, team
    turns. C concedes it: their team leaves (810.8b), A and B win. A14: C and D didn't
    win, each loses half their life, rounded up: by default both halves are worked out
    from the team's 30 and lost together (15 and 15: the team is at 0 and loses the main
    game); ``sequential``: 15, then half of the 15 left (8), 7."""
    table = shahrazad_table({"a14_2hg_half_life": a14})
    sub = table.game("1.1")
    assert sub.teams == (("A", "B"), ("C", "D")) and sub.shared_life
    assert lives(table, "1.1") == {"A": 30, "B": 30, "C": 30, "D": 30}
    for _ in SEATS:
        table.push(Keep())
    table.push(Concede(), "C")
    assert table.game("1.1").winners == ("A", "B")
    main = table.game()
    losses = [(e.player, e.amount) for e in of(table.events, v.LifeChanged) if e.game == "1"]
    assert losses == ([("C", -15), ("D", -15)] if a14 == "together"
                      else [("C", -15), ("D", -8)])
    pass_until(table, lambda t: t.is_over() or t.pending().game == "1")  # type: ignore[union-attr]
    assert (main.player["C"].life, main.player["D"].life) == (cd_life, cd_life)
    assert table.is_over() == over
    if over:
        assert main.winners == ("A", "B")
    assert check_table(table) == []


def test_a9_plain_subgame_of_two_headed_giant_has_no_teams() -> None:
    """A9, ``plain``: the subgame is an ordinary game: no teams, each player at the
    creating effect's 20."""
    table = shahrazad_table({"a9_subgame_variant": "plain"})
    sub = table.game("1.1")
    assert sub.teams == () and not sub.shared_life
    assert lives(table, "1.1") == {"A": 20, "B": 20, "C": 20, "D": 20}
    assert not [e for e in table.events if isinstance(e, v.TeamsFormed) and e.game == "1.1"]


def test_a14_is_available_only_as_a_reading_of_two_headed_giant() -> None:
    """A14 is selectable now (Two-Headed Giant is part of the engine); at a table of
    players each on their own it changes nothing (each loses half their own life)."""
    from shahrazad.rules.options import READINGS

    assert READINGS["A14"].selectable


# -- scenario files ------------------------------------------------------------------------


def test_810_two_headed_giant_from_a_scenario_file() -> None:
    """A scenario file says the variant and the teams as options, with its decks."""
    text = "\n".join([
        'players = ["A", "B", "C", "D"]', "seed = 4",
        'options = { variant = "2hg", teams = "A+B/C+D" }',
        "[decks]", *[f'{p} = {list(FILLER)!r}'.replace("'", '"') for p in SEATS],
        "[[decisions]]", 'player = "C"', "concede = true",
    ]) + "\n"
    table = run_scenario(load_scenario(text))
    assert table.game().teams == (("A", "B"), ("C", "D"))
    assert table.game().winners == ("A", "B")


def test_810_9_two_headed_giant_at_a_scenario_position() -> None:
    """A scenario that sets up a position plays Two-Headed Giant too; it says each team's
    life. A Lightning Bolt to D is the team's: C and D go from 30 to 27."""
    lib = 'library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]'
    text = "\n".join([
        'players = ["A", "B", "C", "D"]', 'active = "A"', "turn = 3", 'step = "main1"',
        'options = { variant = "2hg", teams = "A+B/C+D" }', '[run]', 'until = "script_end"',
        "[A]", "life = 30", lib, 'hand = ["Lightning Bolt"]', 'battlefield = ["Mountain"]',
        "[B]", "life = 30", lib, "[C]", "life = 30", lib, "[D]", "life = 30", lib,
        "[[decisions]]", 'player = "A"', 'do = "cast Lightning Bolt targeting D"',
    ]) + "\n"
    table = run_scenario(load_scenario(text))
    pass_until(table, lambda t: not t.game().stack)
    assert table.game().teams == (("A", "B"), ("C", "D"))
    assert lives(table) == {"A": 30, "B": 30, "C": 27, "D": 27}


def test_810_3_a_scenario_with_bad_teams_is_refused_in_one_line() -> None:
    """A scenario's teams are checked as it is read: teammates sit together (810.3)."""
    from shahrazad.scenario import ScenarioError

    text = ('players = ["A", "B", "C", "D"]\n'
            'options = { variant = "2hg", teams = "A+C/B+D" }\n')
    with pytest.raises(ScenarioError, match="sit together"):
        load_scenario(text)


# -- Archenemy's team (904.2) -------------------------------------------------------------


def archenemy(seats: Sequence[str] = ("A", "B", "C")) -> Table:
    table = Table.new(list(seats), [FILLER] * len(seats), seed=1, stacked=True,
                      scheme_decks={"A": ["The Very Soil Shall Shake"] * 4})
    for _ in seats:
        table.push(Keep())
    return table


def test_904_2_the_archenemy_faces_a_team_with_shared_turns() -> None:
    """904.2: the archenemy against the team of the others, with shared team turns (805):
    A's turn, then B and C's (B leads, both draw: 805.4b), then A's. 904.5: the heroes
    keep their own life totals (20 each), the archenemy has 40."""
    table = archenemy()
    game = table.game()
    assert game.teams == (("A",), ("B", "C")) and not game.shared_life
    formed = of(table.events, v.TeamsFormed)[0]
    assert formed.rule == "904.2"
    assert lives(table) == {"A": 40, "B": 20, "C": 20}
    pass_until(table, lambda t: t.game().turn == 3)
    assert [e.player for e in of(table.events, v.TurnBegan)] == ["A", "B", "A"]
    draws = [(e.player, e.rule) for e in of(table.events, v.CardDrawn) if e.rule != "103.5"]
    # 103.8c: no one skips the first draw in a multiplayer game other than 2HG
    assert draws[:3] == [("A", "805.4b"), ("B", "805.4b"), ("C", "805.4b")]
    assert teams.opponents(game, "B") == ["A"]


def test_104_2c_904_2_the_heroes_win_an_archenemy_subgame_as_a_team() -> None:
    """104.2c in a subgame of an Archenemy game (A9: the same teams): B leaves the subgame
    (conceding), then the archenemy A concedes: the heroes B and C win it, B too, so the
    only player who doesn't win the subgame is A, who alone loses half their life to
    Shahrazad (40 -> 20); B and C keep theirs."""
    hand = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains", "Plains", "Plains"]
    table = Table.new(["A", "B", "C"], [hand + FILLER, FILLER, FILLER], seed=1, stacked=True,
                      scheme_decks={"A": ["The Very Soil Shall Shake"] * 4})
    for _ in range(3):
        table.push(Keep())
    pass_until(table, lambda t: t.game().step == "main1")
    for _ in range(2):
        table.push_named("cast Mox Pearl")
        pass_until(table, lambda t: not t.game().stack and t.pending() is not None
                   and t.pending().player == "A")  # type: ignore[union-attr]
    table.push_named("cast Shahrazad")
    pass_until(table, lambda t: "1.1" in t.state.games)
    sub = table.game("1.1")
    assert sub.teams == (("A",), ("B", "C")) and sub.starting_player == "A"
    for _ in range(3):
        table.push(Keep())
    table.push(Concede(), "B")
    table.push(Concede(), "A")
    assert sub.winners == ("B", "C")
    assert lives(table) == {"A": 20, "B": 20, "C": 20}
    assert check_table(table) == []


def test_104_2c_the_heroes_win_as_a_team_even_those_who_lost() -> None:
    """104.2c: when the archenemy loses, every hero wins, also one who lost before. B
    concedes (and leaves, 800.4a: the heroes lose one by one), then A concedes: B and C
    win."""
    table = archenemy()
    table.push(Concede(), "B")
    assert table.game().status == "running"
    table.push(Concede(), "A")
    assert table.game().winners == ("B", "C")
