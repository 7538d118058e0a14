"""Restarting the game (725) with Karn Liberated, in the main game and inside a subgame
(725.6: only the subgame restarts; our reading in :mod:`shahrazad.rules.restart`)."""

from __future__ import annotations

from pathlib import Path

from support import of

from shahrazad.events import vocabulary as v
from shahrazad.projections.invariants import conservation_problems
from shahrazad.scenario import assert_scenario, load_scenario, run_scenario
from shahrazad.table import Table

SHIPPED = Path(__file__).resolve().parents[1] / "engine" / "scenarios"
LIB = "library = [" + ", ".join(['"Island"'] * 12) + "]"


def position(body: str, head: str = "", active: str = "A") -> Table:
    text = (f'seed = 1\nplayers = ["A", "B"]\nactive = "{active}"\nturn = 3\nstep = "main1"\n'
            f'{head}\n[run]\nuntil = "script_end"\n' + body)
    return run_scenario(load_scenario(text))


def names(table: Table, oids: list[int], game: str = "1") -> list[str]:
    return sorted(table.game(game).objects[o].name for o in oids)


def step(table: Table) -> None:
    """One decision: pass priority, or the first legal answer to any other question."""
    waiting = table.pending()
    assert waiting is not None
    if waiting.kind == "priority":
        table.push_named("pass")
    else:
        table.push(table.legal_decisions()[0])


def until_as_next_main(table: Table, player: str, game: str = "1") -> None:
    """Play on to ``player``'s next first main phase in ``game``."""
    while table.game(game).active == player:
        step(table)
    while table.game(game).active != player or table.game(game).step != "main1":
        step(table)


KARN = f"""
[A]
{LIB}
battlefield = [{{ card = "Karn Liberated", counters = {{ loyalty = 17 }} }}, "Mountain"]
hand = ["Lightning Bolt"]
[B]
{LIB}
battlefield = ["Grizzly Bears", "Serra Angel"]
hand = ["Giant Growth"]
"""


def karn_restarts(table: Table, game: str = "1") -> int:
    """Karn exiles B's Grizzly Bears now, and restarts ``game`` on A's next turn; returns
    the event count before the restart."""
    table.push_named("activate Karn Liberated ability 2 targeting Grizzly Bears")
    while table.game(game).stack:
        table.push_named("pass")
    until_as_next_main(table, "A", game)
    before = len(table.events)
    table.push_named("activate Karn Liberated ability 3")
    table.push_named("pass")
    table.push_named("pass")
    return before


def test_725_1_725_2_the_restarted_game_takes_back_every_card() -> None:
    """725.1: the game ends at once, nobody wins; 725.2: every card of the old game goes
    back to its owner, into a new library (the kept ones aside); the tokens, copies and
    abilities are gone (the resolving ability ceases to exist). 725.1a: the restarter
    takes the first turn; 103.5: new opening hands."""
    table = position(KARN)
    before = karn_restarts(table)
    after = table.events[before:]
    restarted = [e for e in after if isinstance(e, v.GameRestarted)]
    assert [(e.rule, e.player) for e in restarted] == [("725.1", "A")]
    assert not [e for e in after if isinstance(e, v.PlayerLost | v.GameEnded)]
    gathered = {e.player: e for e in after if isinstance(e, v.CardsGathered)}
    assert set(gathered) == {"A", "B"} and {e.rule for e in gathered.values()} == {"725.2"}
    # A's 12 Islands, Mountain, Lightning Bolt (in the graveyard or hand) and Karn; B's
    # 12 Islands, Serra Angel and Giant Growth: the exiled Bears stay out
    assert len(gathered["A"].cards) == 15 and len(gathered["B"].cards) == 14
    ceased = [e for e in after if isinstance(e, v.ObjectCeased)]
    assert [e.rule for e in ceased] == ["725.2"]  # Karn's ability on the stack
    first = [e for e in after if isinstance(e, v.StartingPlayerChosen)]
    assert [(e.rule, e.player) for e in first] == [("725.1a", "A")]
    g = table.game()
    assert len(g.player["A"].hand) == 7 and len(g.player["B"].hand) == 7
    assert not g.battlefield and not g.stack and not g.player["A"].graveyard
    assert conservation_problems(table.state) == []


def test_725_4_karns_exiled_cards_enter_under_its_controller_before_the_first_turn() -> None:
    """725.4/725.5: the Bears Karn exiled wait in exile while the new game starts; once
    the hands are kept, they enter the battlefield under A's control, A's first turn
    begins, turn 1."""
    table = position(KARN)
    karn_restarts(table)
    g = table.game()
    assert names(table, list(g.exile)) == ["Grizzly Bears"]
    while table.pending().kind in ("mulligan", "bottom"):
        table.push_named("keep")
    g = table.game()
    bears = [g.objects[o] for o in g.battlefield]
    assert [(o.name, o.owner, o.controller) for o in bears] == [("Grizzly Bears", "B", "A")]
    entered = [e for e in of(table, v.ZoneChanged) if e.to_zone == "battlefield"][-1]
    assert entered.rule == "725.4"
    assert (g.turn, g.active) == (1, "A") and not g.exile
    assert conservation_problems(table.state) == []


SUBGAME = f"""
[A]
battlefield = ["Black Lotus", "Desecrated Tomb"]
exile = ["Sol Ring"]
[B]
battlefield = ["Sol Ring"]
[games."1.1"]
active = "A"
turn = 3
step = "main1"
starting_player = "A"
[games."1.1".A]
{LIB}
battlefield = [{{ card = "Karn Liberated", counters = {{ loyalty = 17 }} }}, "Mountain",
               {{ card = "Karn, the Great Creator", counters = {{ loyalty = 5 }} }}]
hand = ["Lightning Bolt"]
[games."1.1".B]
{LIB}
battlefield = ["Grizzly Bears", "Serra Angel"]
hand = ["Giant Growth"]
"""


def test_725_6_727_a_restart_inside_a_subgame_restarts_only_the_subgame() -> None:
    """725.6 with 727: Karn's restart in subgame 1.1 restarts that subgame alone: the
    main game stays as it was beneath it (its Shahrazad still on its stack, its
    permanents where they were, and its Desecrated Tomb trigger still waiting for it,
    727.4a), the subgame's cards alone are gathered, a card brought in from the main game
    (Sol Ring, by Karn, the Great Creator) among them, and when the new subgame ends its
    cards go home to the main game (727.5), Sol Ring too."""
    table = position(SUBGAME, head='stack = [{ spell = "A:Shahrazad" }]\n'
                                   'triggers = [{ trigger = "Desecrated Tomb" }]')
    main_before = sorted(table.game("1").battlefield), list(table.game("1").stack)
    waiting = dict(table.game("1").triggers)
    assert waiting
    table.push_named("activate Karn, the Great Creator ability 2")
    table.push_named("pass")
    table.push_named("pass")
    table.push_named("wish 1:exile:Sol Ring")
    karn_restarts(table, "1.1")
    restarted = of(table, v.GameRestarted)
    assert [e.game for e in restarted] == ["1.1"]
    gathered = of(table, v.CardsGathered)
    assert {e.game for e in gathered} == {"1.1"}
    sol_ring = next(c for c, d in table.state.cards.items()
                    if d.name == "Sol Ring" and d.owner == "A")
    assert any(sol_ring in e.cards for e in gathered)
    assert (sorted(table.game("1").battlefield), list(table.game("1").stack)) == main_before
    assert table.game("1").triggers == waiting
    assert table.game("1.1").status == "running"  # the subgame goes on, renewed
    while table.pending().kind in ("mulligan", "bottom"):
        table.push_named("keep")
    sub = table.game("1.1")
    assert names(table, list(sub.battlefield), "1.1") == ["Grizzly Bears"]
    assert (sub.turn, sub.active) == (1, "A")
    table.push_named("concede", "B")
    main = table.game("1")
    # Shahrazad is done; the trigger that waited through the restart is on the stack now
    assert [(main.objects[o].kind, main.objects[o].name) for o in main.stack] == \
        [("trigger", "Desecrated Tomb")]
    assert "Karn Liberated" in names(table, list(main.player["A"].library))
    assert "Sol Ring" in names(table, list(main.player["A"].library))
    assert "Grizzly Bears" in names(table, list(main.player["B"].library))
    assert conservation_problems(table.state) == []


def test_725_6_the_shipped_scenario_karn_restarts_a_subgame() -> None:
    """725.6, 725.4, 727.5: the shipped scenario: in a Shahrazad subgame Karn's -14
    restarts only the subgame, the Serra Angel it exiled enters before the renewed
    subgame's first turn, and when B concedes every card of the subgame goes home."""
    assert_scenario(SHIPPED / "karn-restarts-a-subgame.toml", ["current"])
