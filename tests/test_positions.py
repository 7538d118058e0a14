"""Scenario positions and stated random outcomes (issue 11, parts 1 and 2; reading A2).

A scenario can start anywhere: inside a running subgame, nested, with spells on the
stack, triggers waiting for their game (727.4a), Auras and control across players,
Oblivion Ring's exiled card; and it can state any random outcome ahead. Each position
is built from events, so the log alone re-makes it (``verify --rerun``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from support import described_again, position_view

from shahrazad.agents import PassiveAgent
from shahrazad.cli import main
from shahrazad.decisions import First
from shahrazad.events import vocabulary as v
from shahrazad.events.storage.logfile import read_log
from shahrazad.projections.fold import fold
from shahrazad.projections.invariants import conservation_problems, nesting_problems
from shahrazad.projections.state import GameState
from shahrazad.rerun import rerun
from shahrazad.rules.citations import cite
from shahrazad.scenario import (
    NotDescribable,
    ScenarioError,
    describe,
    load_scenario,
    run_scenario,
    unused,
)
from shahrazad.table import Table
from shahrazad.testing import check_table, played_tables
from shahrazad.txn import IllegalDecision, ImpossibleOutcome, Txn

# -- helpers ------------------------------------------------------------------------------


def table_of(text: str) -> Table:
    table = load_scenario(text).table()
    assert check_table(table) == [], check_table(table)
    return table


def names(game: GameState, pid: str, zone: str) -> list[str]:
    return [game.objects[o].name for o in game.zone(zone, pid)]


def on_field(game: GameState, owner: str) -> list[str]:
    return [game.objects[o].name for o in game.battlefield if game.objects[o].owner == owner]


def refused(text: str) -> str:
    with pytest.raises(ScenarioError) as raised:
        load_scenario(text).table()
    message = str(raised.value)
    assert "\n" not in message
    return message


def kinds(events: list[Any]) -> list[str]:
    return [e.KIND for e in events]


#: the issue's position: subgame 1.1 runs, B is at 9 life in it, C has already lost it,
#: A's Juzam Djinn is on its battlefield; the main game waits under Shahrazad
INSIDE_S1 = """
players = ["A", "B", "C"]
seed = 3
active = "A"
turn = 5
step = "main1"
stack = [{ spell = "A:Shahrazad" }]
triggers = [{ trigger = "Desecrated Tomb" }]

[A]
battlefield = ["Plains", "Plains", "Desecrated Tomb", "Oblivion Ring",
               { card = "Control Magic", attached_to = "B:Serra Angel" }]
graveyard = ["Lightning Bolt"]
[B]
battlefield = ["Serra Angel", "Island"]
exile = [{ card = "Grizzly Bears", exiled_by = "A:Oblivion Ring" }]
[C]
life = 12
hand = ["Lightning Bolt"]

[games."1.1"]
active = "B"
turn = 2
step = "main1"
starting_player = "B"

[games."1.1".A]
battlefield = ["Juzam Djinn", "Swamp"]
library = ["Swamp", "Swamp", "Swamp", "Swamp"]
mana = "B"
[games."1.1".B]
life = 9
library = ["Island", "Island", "Island"]
hand = ["Counterspell"]
[games."1.1".C]
lost = true
departed = ["Mountain", "Mountain"]
"""


# -- any position (part 1) ----------------------------------------------------------------


def test_727_1a_a_scenario_can_start_inside_a_running_subgame() -> None:
    """727.1a: a subgame is a separate game; the game its creating spell resolves in is
    discontinued until it ends. A scenario states such a position directly: the main
    game waits with Shahrazad resolving, paused at its subgame, and 1.1 runs."""
    table = table_of(INSIDE_S1)
    main, sub = table.game("1"), table.game("1.1")
    assert (main.status, sub.status) == ("suspended", "running")
    shahrazad = main.objects[main.stack[-1]]
    assert shahrazad.name == "Shahrazad" and main.resolving == shahrazad.oid
    assert sub.created_by == shahrazad.oid and sub.created_by_name == "Shahrazad"
    assert (sub.turn, sub.step, sub.active, sub.starting_player) == (2, "main1", "B", "B")
    assert sub.player["B"].life == 9 and sub.player["A"].life == 20
    assert sub.player["C"].lost and sub.player["C"].left and not main.player["C"].lost
    assert sub.living == ["A", "B"] and main.player["C"].life == 12
    assert on_field(sub, "A") == ["Juzam Djinn", "Swamp"] and sub.player["A"].mana == "B"
    assert [table.state.cards[c].name for c in sub.departed] == ["Mountain", "Mountain"]
    assert main.player["A"].library == [] and names(main, "A", "graveyard") == [
        "Lightning Bolt"]
    assert (table.pending().game, table.pending().player) == ("1.1", "B")  # type: ignore[union-attr]
    # built from events, like any table: the log alone is the state
    assert fold(table.events) == table.state
    setup_rules = {e.rule for e in table.events if e.KIND in ("card_placed", "spell_cast",
                                                            "subgame_started")}
    assert setup_rules == {"scenario"}


def test_727_4a_a_scenario_can_start_with_a_trigger_waiting_for_its_game() -> None:
    """727.4a: an ability of the main game that triggers during a subgame waits until the
    main game resumes. The Tomb's trigger, stated waiting, is released after 1.1 ends
    and Shahrazad finishes, and makes its Bat in the main game (727.5)."""
    table = table_of(INSIDE_S1)
    main = table.game("1")
    (waiting,) = main.triggers.values()
    assert waiting.source_name == "Desecrated Tomb" and waiting.deferred
    deferred = next(e for e in table.events if isinstance(e, v.TriggerDeferred))
    assert deferred.rule == "727.4a" and deferred.game == "1"
    start = len(table.events)
    table.push_named("concede", player="B")  # A wins 1.1; B loses half of 20 in game 1
    after = table.events[start:]
    assert kinds(after).index("trigger_released") > kinds(after).index("game_resumed")
    assert main.player["B"].life == 10 and main.player["C"].life == 6
    while not any(o.name == "Bat" for o in main.objects.values()):
        waiting_on = table.pending()
        assert waiting_on is not None
        table.push(PassiveAgent().decide(table, waiting_on))
    bat = next(o for o in main.objects.values() if o.name == "Bat")
    assert bat.token and bat.controller == "A" and bat.zone == "battlefield"


def test_727_5_cards_of_a_stated_subgame_go_home_and_the_departed_ones_too() -> None:
    """727.5: at the end of the subgame every card of a main-game player in it goes to
    that player's main-game library, the cards that left with C included (reading A1's
    default); tokens and the subgame's other objects cease to exist."""
    table = table_of(INSIDE_S1)
    table.push_named("concede", player="B")
    main = table.game("1")
    assert sorted(names(main, "A", "library")) == ["Juzam Djinn"] + ["Swamp"] * 5
    assert sorted(names(main, "B", "library")) == ["Counterspell"] + ["Island"] * 3
    assert names(main, "C", "library") == ["Mountain", "Mountain"]
    assert table.game("1.1").status == "ended" and not table.game("1.1").objects
    assert conservation_problems(table.state) == [] and nesting_problems(table.state) == []


def test_613_1b_control_magic_and_610_3_oblivion_ring_stated_across_players() -> None:
    """613.1b: Control Magic on B's Serra Angel gives A control of it, as stated by
    naming the creature with its owner. 610.3: the Grizzly Bears Oblivion Ring exiled
    come back when it leaves the battlefield."""
    table = table_of(INSIDE_S1)
    main = table.game("1")
    angel = next(o for o in main.objects.values() if o.name == "Serra Angel")
    magic = next(o for o in main.objects.values() if o.name == "Control Magic")
    assert (angel.owner, angel.controller, magic.attached_to) == ("B", "A", angel.oid)
    link = next(iter(main.effects.values()))
    bears = main.objects[link.subject]  # type: ignore[index]
    assert (link.kind, bears.name, bears.zone, bears.owner) == (
        "exiled_until_source_leaves", "Grizzly Bears", "exile", "B")
    text = """
players = ["A", "B"]
active = "B"
step = "main1"
[A]
battlefield = ["Oblivion Ring"]
[B]
battlefield = ["Plains", "Plains"]
hand = ["Disenchant"]
exile = [{ card = "Serra Angel", exiled_by = "A:Oblivion Ring" }]
library = ["Plains", "Plains", "Plains"]
[[decisions]]
player = "B"
do = "cast Disenchant targeting Oblivion Ring"
[run]
until = "script_end"
"""
    s = load_scenario(text)
    played = run_scenario(s)
    while "Serra Angel" not in on_field(played.game(), "B"):
        waiting = played.pending()
        assert waiting is not None
        played.push(PassiveAgent().decide(played, waiting))
    assert "Oblivion Ring" in names(played.game(), "A", "graveyard")


def test_608_2_a_scenario_can_start_with_spells_on_the_stack() -> None:
    """608.2: the top of the stack resolves first. Stated bottom first: B's Lightning Bolt
    aimed at A's Serra Angel, then A's Counterspell aimed at the Bolt; the Bolt is
    countered (701.6) and the Angel lives."""
    table = table_of("""
players = ["A", "B"]
active = "B"
step = "main1"
priority = "B"
stack = [{ spell = "B:Lightning Bolt", targets = ["A:Serra Angel"] },
         { spell = "A:Counterspell", targets = ["Lightning Bolt"] }]
[A]
battlefield = ["Serra Angel"]
library = ["Island", "Island"]
[B]
library = ["Mountain", "Mountain"]
""")
    game = table.game()
    bolt, counter = (game.objects[o] for o in game.stack)
    angel = next(o for o in game.objects.values() if o.name == "Serra Angel")
    assert (bolt.controller, bolt.targets, counter.targets) == ("B", (angel.oid,),
                                                                (bolt.oid,))
    for player in ("B", "A", "B", "A"):
        table.push_named("pass", player=player)
    assert not game.stack and angel.oid in game.battlefield
    assert names(game, "B", "graveyard") == ["Lightning Bolt"]


def test_701_9_a_random_discard_can_be_stated() -> None:
    """Mind Twist on the stack, X = 2: B discards two cards at random; the scenario says
    which two, and the log says the scenario set them."""
    table = table_of("""
players = ["A", "B"]
active = "A"
step = "main1"
stack = [{ spell = "A:Mind Twist", targets = ["B"], x = 2 }]
[A]
library = ["Swamp", "Swamp"]
[B]
hand = ["Island", "Counterspell", "Ancestral Recall", "Island"]
library = ["Island", "Island"]
[[random]]
what = "discard"
player = "B"
result = ["Ancestral Recall", "Counterspell"]
""")
    start = len(table.events)
    table.push_named("pass", player="A")
    table.push_named("pass", player="B")
    after = table.events[start:]
    used = next(e for e in after if isinstance(e, v.OutcomeUsed))
    discarded = [e for e in after if isinstance(e, v.ZoneChanged)
                 and e.reason == "discard at random"]
    assert used.what == "discard" and used.position < discarded[0].position
    assert sorted(names(table.game(), "B", "graveyard")) == ["Ancestral Recall",
                                                             "Counterspell"]
    assert table.state.stated == {}


def test_305_2_a_land_played_this_turn_is_stated() -> None:
    """305.2: one land a turn. ``lands_played = 1``: the first land listed was played
    this turn, so another can't be."""
    table = table_of("""
players = ["A", "B"]
active = "A"
step = "main1"
[A]
battlefield = ["Forest", "Plains"]
hand = ["Plains"]
lands_played = 1
library = ["Plains"]
[B]
library = ["Island"]
""")
    game = table.game()
    assert game.player["A"].land_plays == 1
    forest = next(o for o in game.objects.values() if o.name == "Forest")
    assert forest.sick and forest.zone == "battlefield"
    with pytest.raises(IllegalDecision, match="305"):
        table.push_named("play Plains")


def test_106_4_mana_floating_in_a_waiting_game_stays_for_it() -> None:
    """106.4 and 500.4 (reading A8's default): mana empties only as a step ends, and the
    main game's step doesn't end while its subgame runs: stated floating in the waiting
    main game, it is there when the main game resumes."""
    table = table_of("""
players = ["A", "B"]
active = "A"
step = "main1"
stack = [{ spell = "A:Shahrazad" }]
[A]
mana = "RR"
[games."1.1"]
active = "B"
[games."1.1".A]
library = ["Mountain"]
[games."1.1".B]
library = ["Island"]
""")
    assert table.game("1").player["A"].mana == "RR"
    table.push_named("concede", player="A")
    assert table.game("1").status == "running" and table.game("1").player["A"].mana == "RR"


NESTED = """
players = ["A", "B"]
seed = 11
active = "A"
turn = 4
step = "main1"
stack = [{ spell = "A:Shahrazad" }]
[A]
life = 16
battlefield = ["Plains", "Plains"]
[B]
life = 14

[games."1.1"]
active = "B"
turn = 3
step = "main2"
stack = [{ spell = "B:Shahrazad" }]
[games."1.1".A]
life = 14
[games."1.1".B]
life = 17
battlefield = ["Plains", "Plains"]

[games."1.1.1"]
active = "A"
turn = 2
step = "main1"
[games."1.1.1".A]
hand = ["Lightning Bolt", "Mountain"]
battlefield = ["Mountain"]
library = ["Mountain", "Mountain", "Mountain", "Serra Angel", "Mountain", "Mountain"]
[games."1.1.1".B]
life = 3
library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]

[[decisions]]
player = "A"
game = "1.1.1"
do = "cast Lightning Bolt targeting B"

[[decisions]]
player = "A"
game = "1.1"
concede = true
"""


def test_727_6_a_scenario_two_subgames_deep_runs_to_the_end_and_reruns(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """727.6: a subgame can be made inside a subgame; each level is relative to the game
    the effect resolved in. Starting in 1.1.1: A's Bolt wins it, B's Shahrazad finishes
    in 1.1 (B won nothing: A is not hurt; B loses half of 17), A concedes 1.1, and A's
    Shahrazad finishes in the main game (A loses half of 16). The passive agents play
    the table out; ``verify --rerun`` re-makes every event from the log alone."""
    scenario = load_scenario(NESTED)
    table = scenario.table()
    assert [g.status for g in table.state.games.values()] == ["suspended", "suspended",
                                                               "running"]
    run_scenario(scenario, table)
    games = table.state.games
    assert games["1.1.1"].winners == ("A",) and games["1.1"].winners == ("B",)
    assert games["1.1"].player["B"].life == 17 - 9 and games["1.1"].player["A"].life == 14
    main = games["1"]
    life_events = [e for e in table.events if isinstance(e, v.LifeChanged)
                   and e.rule == cite("727.1b")]
    assert [(e.game, e.player, e.amount) for e in life_events] == [
        ("1.1", "B", -9), ("1", "A", -8)]
    assert main.status == "ended" and main.winners
    assert check_table(table) == [] and rerun(table.events).ok
    # the same through the command line: run writes the log, verify --rerun re-makes it
    monkeypatch.chdir(tmp_path)
    (tmp_path / "nested.toml").write_text(NESTED, encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(main_command(), ["run", "nested.toml", "--db", "n.sqlite",
                                            "--json"])
    assert result.exit_code == 0, result.output
    log = json.loads(result.stdout)["log"]
    assert read_log(log).events[1:] == table.events[1:]  # the header names the file
    result = runner.invoke(main_command(), ["verify", log, "--rerun", "--json"])
    assert result.exit_code == 5 and json.loads(result.stdout)["rerun_ok"]  # unsigned


def main_command() -> Any:
    return main


# -- positions the rules could not reach -------------------------------------------------


def test_727_1a_a_subgame_whose_parent_is_not_under_way_is_refused() -> None:
    """727.1a: a subgame runs while the game its creating spell resolves in waits. Game
    1.1.1 without 1.1 has no such game; two subgames of one game can't both run."""
    base = 'players = ["A", "B"]\nstack = [{ spell = "A:Shahrazad" }]\n'
    message = refused(base + '[games."1.1.1"]\nactive = "A"\n')
    assert message.startswith('games."1.1.1": subgame 1.1.1 runs, but game 1.1 is not')
    assert message.endswith("(rule 727.1a)")
    message = refused('edition = "2004"\n' + base + '[games."1.1.1"]\nactive = "A"\n')
    assert message.endswith(f"(rule {cite('727.1a', '2004')})")
    message = refused(base + '[games."1.1"]\n[games."1.2"]\n')
    assert "can't both run inside game 1" in message and message.endswith("(rule 727.1a)")


def test_727_1a_a_suspended_game_with_nothing_resolving_is_refused() -> None:
    """727.1a: the game discontinued by a subgame is the one whose spell makes it, still
    resolving. With an empty stack, or a spell that makes no subgame on top, it isn't."""
    message = refused('players = ["A", "B"]\n[games."1.1"]\n')
    assert "nothing is resolving on its stack" in message and "(rule 727.1a)" in message
    message = refused('players = ["A", "B"]\nstack = [{ spell = "A:Lightning Bolt", '
                      'targets = ["B"] }]\n[games."1.1"]\n')
    assert "Lightning Bolt, resolving on top of its stack, makes no subgame" in message


def test_601_3_a_sorcery_on_the_stack_outside_its_casters_main_phase_is_not_refused(
        ) -> None:
    """A position is a fact, not a history: a Shahrazad resolving in B's upkeep under a
    subgame could have been cast through an Orrery that has left since (601.3), or be
    controlled by another player than its caster; no rule forbids the state, so it is
    not refused (the old 117.1a refusal assumed how it got there)."""
    for text in ('players = ["A", "B"]\nactive = "B"\nstack = [{ spell = "A:Shahrazad" }]\n'
                 '[games."1.1"]\n',
                 'players = ["A", "B"]\nstep = "upkeep"\nstack = [{ spell = "A:Shahrazad" }]\n'
                 '[games."1.1"]\n'):
        table = table_of(text)
        assert table.game("1").status == "suspended" and table.game("1.1").status == "running"


def test_727_2_a_card_in_two_places_the_waiting_games_library_is_refused() -> None:
    """727.2: every library of the game moves into the subgame. A main-game library
    stated beside a running subgame would put those cards in two games at once; so
    would a card stated both in exile, taken by Oblivion Ring, and on the battlefield
    (610.3)."""
    message = refused('players = ["A", "B"]\nstack = [{ spell = "A:Shahrazad" }]\n'
                      '[A]\nlibrary = ["Plains"]\n[games."1.1"]\n')
    assert message.startswith("A.library: A's library left game 1 for subgame 1.1")
    assert message.endswith("(rule 727.2)")
    message = refused('players = ["A", "B"]\n[A]\nbattlefield = ["Oblivion Ring", '
                      '{ card = "Serra Angel", exiled_by = "Oblivion Ring" }]\n')
    assert "a card exiled by a permanent is in exile, in one place only" in message
    assert message.endswith("(rule 610.3)")


def test_104_2a_a_game_with_one_player_left_is_refused() -> None:
    """104.2a: a player whose opponents have all left wins at once, so a game with one
    player left is over, not under way."""
    message = refused('players = ["A", "B"]\n[B]\nlost = true\n')
    assert "game 1 has 1 player left in it" in message and message.endswith("(rule 104.2a)")


def test_704_5m_an_aura_attached_to_what_it_cant_enchant_is_refused() -> None:
    """704.5m: an Aura attached to an illegal object goes to the graveyard; a position
    can't hold one. And only a permanent is attached."""
    message = refused('players = ["A", "B"]\n[A]\nbattlefield = [{ card = "Unholy '
                      'Strength", attached_to = "B:Island" }]\n[B]\nbattlefield = '
                      '["Island"]\n')
    assert "Island is not one" in message and message.endswith("(rule 704.5m)")
    message = refused('players = ["A", "B"]\n[A]\nbattlefield = [{ card = "Serra Angel", '
                      'attached_to = "B:Island" }]\n[B]\nbattlefield = ["Island"]\n')
    assert "Serra Angel is not an Aura" in message


def test_613_1b_a_controller_against_a_control_aura_is_refused() -> None:
    """613.1b: a control Aura's controller controls what it enchants."""
    message = refused('players = ["A", "B"]\n[A]\nbattlefield = [{ card = "Control Magic", '
                      'attached_to = "B:Serra Angel" }]\n[B]\nbattlefield = [{ card = '
                      '"Serra Angel", controller = "B" }]\n')
    assert "A controls it" in message and message.endswith("(rule 613.1b)")


def test_a_position_mistake_names_its_key_and_the_closest_match() -> None:
    """A typo is one line naming the key path, with what it probably meant."""
    message = refused('players = ["A", "B"]\nstack = [{ spell = "A:Shahrazad" }]\n'
                      '[games."1.1".A]\nhnad = ["Island"]\n')
    assert message.startswith('games."1.1".A.hnad: unknown key (did you mean \'hand\'?)')
    message = refused('players = ["A", "B"]\n[games."1.1".B]\nlibrary = ["Isalnd"]\n')
    assert message == ('games."1.1".B.library[0]: unknown card \'Isalnd\' (did you mean '
                       "'Island'?)")
    message = refused('players = ["A", "B"]\nstack = [{ spell = "Shahrazad" }]\n')
    assert message == "stack[0].spell: say whose spell it is: A:Shahrazad, B:Shahrazad"
    message = refused('players = ["A", "B"]\n[A]\nbattlefield = [{ card = "Control Magic",'
                      ' attached_to = "Serra Angel" }]\n[B]\nbattlefield = ["Grizzly '
                      'Bears"]\n')
    assert "A.battlefield[0].attached_to: no Serra Angel on the battlefield" in message


# -- any random outcome (part 2) ---------------------------------------------------------


DECKS = """
seed = {seed}
players = ["A", "B"]
[run]
until = "script_end"
[decks]
A = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains", "Plains", "Plains",
     "Juzam Djinn", "Plains", "Plains", "Plains", "Plains"]
B = ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island",
     "Island", "Island", "Island", "Island"]
[[random]]
what = "starting_player"
game = "1"
result = "A"
[[random]]
what = "shuffle"
game = "1"
player = "A"
top = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains", "Plains", "Plains"]
{extra}
[[decisions]]
player = "A"
do = "cast Mox Pearl"
wait = true
[[decisions]]
player = "A"
do = "cast Mox Pearl"
wait = true
[[decisions]]
player = "A"
do = "cast Shahrazad"
wait = true
"""


def played_to_the_subgame(seed: int, extra: str = "") -> Table:
    table = run_scenario(load_scenario(DECKS.format(seed=seed, extra=extra)))
    while "1.1" not in table.state.games or table.game("1.1").starting_player is None:
        waiting = table.pending()
        assert waiting is not None
        table.push(PassiveAgent().decide(table, waiting))
    return table


def test_103_1_the_main_games_starting_player_and_opening_shuffle_can_be_stated() -> None:
    """103.1 and 103.3: who starts the main game and how its libraries come out are random;
    stated, they come out so for every seed, and the log says the scenario set them."""
    for seed in (1, 2, 3):
        table = played_to_the_subgame(seed)
        main = [e for e in table.events[:20] if e.game == "1"]
        starter = next(e for e in main if isinstance(e, v.StartingPlayerChosen))
        assert (starter.player, starter.method) == ("A", "scenario")
        used = [e for e in main if isinstance(e, v.OutcomeUsed)]
        assert [u.what for u in used] == ["starting_player", "shuffle"]
        assert rerun(table.events).ok


def test_727_2_a_forced_starting_player_of_a_subgame_is_recorded_as_set_by_the_scenario(
        ) -> None:
    """727.2: the subgame's starting player is determined at random. Stated for game
    1.1, B starts it whatever the seed; its StartingPlayerChosen says ``scenario`` and
    follows the OutcomeUsed that names the stated outcome."""
    extra = '[[random]]\nwhat = "starting_player"\ngame = "1.1"\nresult = "B"\n'
    for seed in (1, 2, 3, 4):
        table = played_to_the_subgame(seed, extra)
        chosen = next(e for e in table.events if isinstance(e, v.StartingPlayerChosen)
                      and e.game == "1.1")
        assert (chosen.player, chosen.method, chosen.rule) == ("B", "scenario", "727.2")
        used = table.events[chosen.position - 2]
        assert isinstance(used, v.OutcomeUsed) and used.what == "starting_player"
        stated = next(e for e in table.events if isinstance(e, v.OutcomeStated)
                      and e.position == used.stated)
        assert (stated.for_game, stated.result) == ("1.1", "B")
        assert table.state.stated == {} and rerun(table.events).ok


def test_727_2_the_shuffle_into_a_subgame_can_put_a_card_on_top() -> None:
    """727.2: each library that moves into the subgame is shuffled. Stated, A's shuffle
    in 1.1 puts Juzam Djinn on top, and A's opening hand there holds it."""
    extra = ('[[random]]\nwhat = "shuffle"\ngame = "1.1"\nplayer = "A"\n'
             'top = ["Juzam Djinn", "Plains"]\n')
    table = played_to_the_subgame(5, extra)
    moved = next(e for e in table.events if isinstance(e, v.LibraryMoved)
                 and e.game == "1.1" and e.player == "A")
    card_of = dict(zip(moved.new_objs, moved.cards, strict=True))
    shuffled = next(e for e in table.events if isinstance(e, v.LibraryShuffled)
                    and e.game == "1.1" and e.player == "A")
    assert table.events[shuffled.position - 2].KIND == "outcome_used"
    assert [table.state.cards[card_of[o]].name for o in shuffled.order[:2]] == [
        "Juzam Djinn", "Plains"]
    assert "Juzam Djinn" in names(table.game("1.1"), "A", "hand")


def test_727_5_the_shuffle_home_can_be_stated_and_the_outcomes_used_in_order() -> None:
    """727.5: the cards of the ended subgame go into the main-game libraries, which are
    shuffled. Two outcomes of one kind, stated without a game, are used in the order
    stated: the first by the shuffle into 1.1 (727.2), the second by the shuffle home."""
    text = INSIDE_S1 + ('[[random]]\nwhat = "shuffle"\nplayer = "A"\ntop = ["Swamp"]\n'
                        '[[random]]\nwhat = "shuffle"\nplayer = "A"\nbottom = ["Juzam '
                        'Djinn"]\n')
    table = table_of(text)
    table.push_named("concede", player="B")
    library = names(table.game("1"), "A", "library")
    assert library[-1] == "Juzam Djinn"
    used = [e for e in table.events if isinstance(e, v.OutcomeUsed)]
    assert [u.said for u in used] == ["A's next shuffle puts Swamp on top"]
    assert [o.said for o in table.state.stated.values()] == [
        "A's next shuffle Juzam Djinn at the bottom"]
    assert unused(table.state) == ["random outcome never used: A's next shuffle Juzam "
                                   "Djinn at the bottom"]


def test_701_24_a_top_card_no_library_can_hold_is_refused_with_the_rule() -> None:
    """701.24: a shuffle only reorders the library. A top card the player owns nowhere
    is refused as the file is read; one that isn't in the library when the shuffle
    comes stops the table with the rule, and the action that met it appends nothing."""
    with pytest.raises(ScenarioError, match=r"random\[1\]: A's next shuffle puts Shivan "
                       r"Dragon on top: A owns 1 Shivan Dragon nowhere at this table "
                       r"\(rule 701.24\)"):
        load_scenario('players = ["A", "B"]\n[A]\nlibrary = ["Plains"]\n'
                      '[[random]]\nwhat = "shuffle"\nplayer = "A"\ntop = ["Shivan Dragon"]\n')
    table = table_of(INSIDE_S1 + '[[random]]\nwhat = "shuffle"\nplayer = "B"\n'
                                 'top = ["Serra Angel"]\n')
    before = list(table.events)
    with pytest.raises(ImpossibleOutcome) as raised:
        table.push_named("concede", player="A")  # B's library comes home: no Angel there
    assert raised.value.rule == "727.5" and "holds no Serra Angel" in str(raised.value)
    assert table.events == before and fold(table.events) == table.state


def test_705_1_706_1_coin_flips_and_die_rolls_can_be_stated() -> None:
    """705.1 and 706.1: a coin comes up heads or tails, a die shows 1 to its sides, at
    random. The mechanism every random choice goes through takes them as stated, and
    records them (``CoinFlipped``, ``DieRolled``) saying so; unstated, chance decides."""
    table = Table.new(["A", "B"], [["Island"] * 10] * 2, seed=1, stated=[
        {"what": "coin", "for_game": "", "player": "B", "deck": "", "result": "tails",
         "top": (), "bottom": (), "whole": False, "said": "B's next coin flip comes up tails"},
        {"what": "die", "for_game": "1", "player": "", "deck": "", "result": "4",
         "top": (), "bottom": (), "whole": False, "said": "the next die roll is 4"}])
    txn = Txn(table.state)
    game = table.game()
    assert txn.flip_coin(game, "A", "705.1") in ("heads", "tails")
    assert txn.flip_coin(game, "B", "705.1") == "tails"
    assert txn.roll_die(game, "A", 6, "706.1") == 4
    flips = [e for e in txn.events if isinstance(e, v.CoinFlipped)]
    assert [(f.player, f.method) for f in flips] == [("A", "random"), ("B", "scenario")]
    roll = next(e for e in txn.events if isinstance(e, v.DieRolled))
    assert (roll.result, roll.sides, roll.method) == (4, 6, "scenario")
    assert table.state.stated == {}
    with pytest.raises(ScenarioError, match=r"a 6-sided die shows 1 to 6 \(rule 706.1\)"):
        load_scenario('players = ["A", "B"]\n[[random]]\nwhat = "die"\nresult = 7\n')


def test_a_stated_outcome_never_used_is_a_warning_of_shahrazad_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A stated outcome whose random choice never comes is reported at the end of the
    run: ``shahrazad run`` prints a warning and lists it in ``--json``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.toml").write_text(
        'players = ["A", "B"]\n[A]\nlibrary = ["Plains"]\n[B]\nlibrary = ["Island"]\n'
        '[[random]]\nwhat = "coin"\nresult = "heads"\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["run", "s.toml", "--db", "s.sqlite", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["warnings"] == [
        "random outcome never used: the next coin flip comes up heads"]
    assert "shahrazad: warning: random outcome never used" in result.stderr


def test_an_impossible_outcome_in_a_run_is_one_line_with_exit_code_2(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.toml").write_text(
        INSIDE_S1 + '[[random]]\nwhat = "shuffle"\nplayer = "B"\ntop = ["Serra Angel"]\n',
        encoding="utf-8")
    result = CliRunner().invoke(main, ["run", "s.toml", "--db", "s.sqlite"])
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and "(rule 727.5)" in result.stderr


# -- reading A2 (part 3) --------------------------------------------------------------------


def test_727_2_a2_by_default_chance_picks_the_starting_player_of_a_subgame() -> None:
    """727.2 (reading A2's default): the subgame's starting player is chosen at random;
    nobody is asked."""
    table = played_to_the_subgame(2)
    sub = [e for e in table.events if e.game == "1.1"]
    assert not any(isinstance(e, v.ChooserChosen) for e in sub)
    chosen = next(e for e in sub if isinstance(e, v.StartingPlayerChosen))
    assert chosen.method == "random" and chosen.rule == "727.2"


CHOOSER = '\noptions = { a2_starting_player = "chooser" }\n'


def test_727_2_a2_chooser_chance_picks_a_player_who_chooses_who_goes_first() -> None:
    """Reading A2's alternative (the 2004-10-04 ruling, the model of 103.1): chance picks
    a player, who chooses who takes the first turn. The scenario states that chance
    picks B; B is asked (a ``first`` decision), may choose A, and A goes first. An
    answer naming nobody in the game is refused with 103.1 and appends nothing."""
    extra = '[[random]]\nwhat = "chooser"\ngame = "1.1"\nresult = "B"\n'
    table = run_scenario(load_scenario(CHOOSER + DECKS.format(seed=3, extra=extra)))
    while "1.1" not in table.state.games:
        waiting = table.pending()
        assert waiting is not None
        table.push(PassiveAgent().decide(table, waiting))
    asked = table.pending()
    assert asked is not None and (asked.game, asked.player, asked.kind) == (
        "1.1", "B", "starting_player")
    chooser = next(e for e in table.events if isinstance(e, v.ChooserChosen))
    assert (chooser.player, chooser.method, chooser.rule) == ("B", "scenario", "727.2")
    assert table.legal_decisions() == [First("A"), First("B")]
    assert PassiveAgent().decide(table, asked) == First("B")
    before = len(table.events)
    with pytest.raises(IllegalDecision) as raised:
        table.push(First("C"))
    assert raised.value.rule == "103.1" and len(table.events) == before
    assert table.name(First("A")) == "first A"
    table.push_named("first A")
    chosen = next(e for e in table.events if isinstance(e, v.StartingPlayerChosen)
                  and e.game == "1.1")
    assert (chosen.player, chosen.method) == ("A", "chosen by B")
    assert table.pending().kind == "mulligan"  # type: ignore[union-attr]
    assert table.pending().player == "A"  # type: ignore[union-attr]
    assert rerun(table.events).ok


def test_727_2_a2_chooser_under_2004_cites_506_4() -> None:
    """2004's 506.4 says the subgame's first player is chosen at random; the chooser's
    pick cites it there, and a random chooser is recorded as random."""
    text = ('edition = "2004"' + CHOOSER + 'players = ["A", "B"]\nactive = "A"\n'
            'stack = [{ spell = "A:Shahrazad" }]\n[games."1.1"]\nstep = "start"\n'
            '[games."1.1".A]\nlibrary = ["Plains"] \n[games."1.1".B]\nlibrary = ["Island"]\n')
    table = table_of(text)
    chooser = next(e for e in table.events if isinstance(e, v.ChooserChosen))
    assert chooser.rule == cite("727.2", "2004", "first player") == "506.4"
    assert chooser.method == "random" and table.pending().kind == "starting_player"  # type: ignore[union-attr]


def test_727_2_a_subgame_stated_before_its_first_turn_draws_its_starting_player() -> None:
    """727.2: a subgame stated at ``step = "start"`` is about to begin: its starting player
    is random (stated here), then the opening hands are drawn (103.5)."""
    table = table_of('players = ["A", "B"]\nstack = [{ spell = "A:Shahrazad" }]\n'
                     '[games."1.1"]\nstep = "start"\n[games."1.1".A]\nlibrary = '
                     '["Plains"] \n[games."1.1".B]\nlibrary = ["Island"]\n'
                     '[[random]]\nwhat = "starting_player"\nresult = "B"\n')
    sub = table.game("1.1")
    assert sub.starting_player == "B" and table.pending().player == "B"  # type: ignore[union-attr]
    assert names(sub, "A", "hand") == ["Plains"] and sub.player["A"].drew_from_empty


# -- round trips ----------------------------------------------------------------------------


view = position_view
rebuilt = described_again


def test_a_described_position_builds_the_same_position() -> None:
    """describe() writes the position of a table as a scenario file; built again, it is
    the same position (and describes to the same text)."""
    for text in (INSIDE_S1, NESTED, """
players = ["A", "B"]
active = "B"
step = "upkeep"
priority = "A"
passed = ["B"]
stack = [{ trigger = "B:Juzam Djinn" },
         { spell = "A:Lightning Bolt", targets = ["B:Juzam Djinn"] }]
[A]
battlefield = [{ card = "Mountain", tapped = true }, { token = "Bat", sick = true }]
graveyard = ["Lightning Bolt", "Mountain"]
[B]
battlefield = [{ card = "Juzam Djinn", counters = { "+1/+1" = 2 } },
               { card = "Unholy Strength", attached_to = "Juzam Djinn" }]
counters = { poison = 4 }
"""):
        table = table_of(text)
        assert view(rebuilt(table.state).state) == view(table.state)


@st.composite
def positions(draw: st.DrawFn) -> str:
    """Position files: two or three players, the main game with cards in every zone,
    and up to two subgames, with life, counters, tapped permanents, Auras across
    players, an exiled card linked to Oblivion Ring, tokens and spells on the stack."""
    players = ["A", "B", "C"][:draw(st.integers(2, 3))]
    depth = draw(st.integers(0, 2))
    cards = st.sampled_from(["Plains", "Island", "Serra Angel", "Lightning Bolt",
                             "Juzam Djinn", "Grizzly Bears", "Counterspell"])
    lines = [f"players = {json.dumps(players)}", f"seed = {draw(st.integers(0, 99))}"]
    sections: list[str] = []
    for level in range(depth + 1):
        path = ".".join(["1"] * (level + 1))
        inner = level == depth
        active = draw(st.sampled_from(players))
        head = [f'active = "{active}"', f"turn = {draw(st.integers(1, 9))}",
                'step = "main1"']
        stack = []
        if not inner:
            stack.append(f'{{ spell = "{active}:Shahrazad" }}')
        elif draw(st.booleans()):
            stack.append(f'{{ spell = "{draw(st.sampled_from(players))}:Lightning Bolt", '
                         f'targets = ["{draw(st.sampled_from(players))}"] }}')
        if stack:
            head.append("stack = [" + ", ".join(stack) + "]")
        body = []
        for pid in players:
            zones = {"hand": draw(st.lists(cards, max_size=3)),
                     "graveyard": draw(st.lists(cards, max_size=2)),
                     "battlefield": [json.dumps(c) if draw(st.booleans())
                                     else f'{{ card = "{c}", tapped = true }}'
                                     for c in draw(st.lists(cards, max_size=3))]}
            if inner:
                zones["library"] = draw(st.lists(cards, max_size=4))
            if pid == players[0] and draw(st.booleans()):
                zones["battlefield"].append('"Oblivion Ring"')
                zones["exile"] = ['{ card = "Grizzly Bears", exiled_by = "Oblivion Ring" }']
            if pid == players[1] and draw(st.booleans()):
                zones["battlefield"] += ['"Grizzly Bears"', '{ card = "Control Magic", '
                                         f'attached_to = "{pid}:Grizzly Bears#1" }}']
            if draw(st.booleans()):
                zones["battlefield"].append('{ token = "Bat" }')
            entries = [f"life = {draw(st.integers(1, 30))}"]
            if draw(st.booleans()):
                entries.append(f"counters = {{ poison = {draw(st.integers(1, 9))} }}")
            for zone, items in zones.items():
                shown = [i if i.startswith(("{", '"')) else json.dumps(i) for i in items]
                entries.append(f"{zone} = [{', '.join(shown)}]")
            body.append((pid, entries))
        key = "" if level == 0 else f'games."{path}"'
        if key:
            sections.append(f"[{key}]")
            sections += head
        else:
            lines += head
        for pid, entries in body:
            sections.append(f"[{key + '.' if key else ''}{pid}]")
            sections += entries
    return "\n".join(lines + sections) + "\n"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_round_trip_position_file_to_table_to_description(text: str) -> None:
    """Any position a file states builds a table whose description builds the same
    position again."""
    table = load_scenario(text).table()
    assert check_table(table) == []
    assert view(rebuilt(table.state).state) == view(table.state)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_tables(max_actions=120))
def test_round_trip_a_played_table_described_at_a_random_point(table: Table) -> None:
    """A table played to a random point (by legal decisions hypothesis picks), then on
    by the passive agent to a position a scenario can state, is described; the
    description builds the same state, and both play on alike."""
    agent = PassiveAgent()
    for _ in range(200):
        try:
            describe(table.state)
            break
        except NotDescribable:
            waiting = table.pending()
            assume(waiting is not None)
            assert waiting is not None
            table.push(agent.decide(table, waiting))
    else:
        assume(False)
    again = rebuilt(table.state)
    assert view(again.state) == view(table.state)
    assert check_table(again) == []


# -- more of the same ----------------------------------------------------------------------


def test_the_package_docstrings_position_inside_a_subgame_loads_and_plays() -> None:
    """The full example of the package's docstring is a working scenario."""
    import shahrazad.scenario

    doc = shahrazad.scenario.__doc__ or ""
    block = doc.split("after C lost it::")[1].split("A game's keys")[0]
    text = "\n".join(line[4:] for line in block.splitlines())
    table = table_of(text)
    assert table.game("1.1").player["B"].life == 9 and table.game("1").status == "suspended"
    played = run_scenario(load_scenario(text), table)
    assert played.state.main.status == "ended" and unused(played.state) == []


def test_602_2_an_activated_ability_on_the_stack_names_its_source() -> None:
    """602.2: an activated ability on the stack is an object apart from its source, and
    its controller is the source's. Icy Manipulator's, stated aimed at B's Serra Angel,
    taps it as it resolves."""
    table = table_of("""
players = ["A", "B"]
active = "A"
step = "beginning_of_combat"
stack = [{ ability = "A:Icy Manipulator", targets = ["B:Serra Angel"] }]
[A]
battlefield = [{ card = "Icy Manipulator", tapped = true }]
library = ["Plains"]
[B]
battlefield = ["Serra Angel"]
library = ["Plains"]
""")
    game = table.game()
    ability = game.objects[game.stack[-1]]
    assert (ability.kind, ability.name, ability.controller) == ("ability", "Icy Manipulator",
                                                                "A")
    table.push_named("pass", player="A")
    table.push_named("pass", player="B")
    angel = next(o for o in game.objects.values() if o.name == "Serra Angel")
    assert angel.tapped and not game.stack


def test_103_3a_a_planar_decks_shuffle_can_be_stated() -> None:
    """103.3a: each supplementary deck is shuffled as the game starts. Stated with
    ``deck = "planar"``, A's planar deck comes out in the order given, and its top card
    is the starting plane (103.7)."""
    order = ("Tazeem", "Llanowar", "Sanctum of Serra")
    stated = load_scenario('players = ["A", "B"]\n[[random]]\nwhat = "shuffle"\n'
                           'player = "A"\ndeck = "planar"\norder = ["Tazeem", "Llanowar", '
                           '"Sanctum of Serra"]\n').random
    table = Table.new(["A", "B"], [["Plains"] * 20] * 2, seed=4, starting_player="A",
                      planar_decks={"A": list(order[::-1]), "B": list(order)},
                      stated=[o.payload() for o in stated])
    shuffled = next(e for e in table.events if isinstance(e, v.SupplementaryDeckShuffled)
                    and e.player == "A")
    game = table.game()
    assert [game.objects[o].name for o in shuffled.order] == list(order)
    assert table.events[shuffled.position - 2].KIND == "outcome_used"
    table.push_named("keep")
    table.push_named("keep")
    face_up = next(e for e in table.events if isinstance(e, v.CardTurnedFaceUp))
    assert table.state.cards[face_up.card].name == "Tazeem"


def test_a_reproducer_of_a_table_with_stated_outcomes_states_them_too() -> None:
    """A table made from decks with stated outcomes is reproduced, outcomes included,
    event for event."""
    from shahrazad.scenario import reproducer

    extra = '[[random]]\nwhat = "starting_player"\ngame = "1.1"\nresult = "B"\n'
    table = played_to_the_subgame(6, extra)
    again = run_scenario(load_scenario(reproducer(table.events)))
    assert again.events[1:] == table.events[1:]


def random_table_described(seed: int) -> Table:
    """A random table (decks with Shahrazad and wishes, random agents) played a random
    number of actions, then on by the passive agent until a scenario can state it."""
    import random

    from shahrazad.agents import RandomAgent
    from shahrazad.testing import random_deck

    rng = random.Random(seed)
    players = "ABCD"[:rng.choice([2, 3])]
    table = Table.new(list(players), [random_deck(rng, 30) for _ in players], seed=seed,
                      sideboards=[["Juzam Djinn", "Shahrazad"]] * len(players))
    agents = {p: RandomAgent(seed + i) for i, p in enumerate(players)}
    for _ in range(rng.randrange(100, 1500)):
        waiting = table.pending()
        assert waiting is not None
        table.push(agents[waiting.player].decide(table, waiting), waiting.player)
    for _ in range(200):
        try:
            describe(table.state)
            return table
        except NotDescribable:
            waiting = table.pending()
            assert waiting is not None
            table.push(PassiveAgent().decide(table, waiting))
    raise AssertionError("never describable")


@pytest.mark.parametrize(("seed", "inside"), [(101, "1.1"), (188, "1.2"), (35, "1.1")])
def test_round_trip_random_tables_described_inside_subgames(seed: int, inside: str) -> None:
    """Random tables stopped inside a subgame (1.2: the second of its game; in seed 35
    the active player of 1.1 has lost it, and their turn goes on without them) are
    described and built again: the same state."""
    table = random_table_described(seed)
    current = table.state.current
    assert current is not None and current.path == inside
    if seed == 35:
        assert current.active is not None and not current.player[current.active].in_game
    again = rebuilt(table.state)
    assert view(again.state) == view(table.state) and check_table(again) == []
