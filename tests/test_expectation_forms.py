"""Everything ``[[expect]]`` can say a judge rules: any attribute of an object, a player
or a game, by name; events' fields by name; what never happens and what never holds;
anchors by what happened; ``check --kinds``; and how a failure reads."""

from __future__ import annotations

import json
import tempfile
import typing
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.cli import main
from shahrazad.events.base import EVENT_TYPES
from shahrazad.scenario import ScenarioError, check_scenario, load_scenario
from shahrazad.scenario.check import CheckReport
from shahrazad.scenario.fields import NUMBERS, ROLES
from tests.support import decisions, scenario_text

ROOT = Path(__file__).resolve().parent.parent
SG12_INSIDE = ROOT / "engine" / "scenarios" / "sg12-inside-the-subgame.toml"
DEMO = ROOT / "engine" / "scenarios" / "demo-nested.toml"

#: A casts Control Magic on B's Serra Angel, Giant Growth on Grizzly Bears (Unholy
#: Strength on them already), then Lightning Bolt on the Angel; the Elves are new
BATTLE = ('''[A]
hand = ["Giant Growth", "Lightning Bolt", "Control Magic"]
battlefield = ["Mountain", "Forest", "Island", "Island", "Island", "Island", "Grizzly Bears",
  { card = "Unholy Strength", attached_to = "A:Grizzly Bears" },
  { card = "Llanowar Elves", sick = true, counters = { "+1/+1" = 2 } }]
[B]
battlefield = ["Serra Angel", { card = "Plains", tapped = true }]
''' + decisions("cast Control Magic targeting B:Serra Angel paying Island, Island, Island, "
                "Island", "pass")
          + decisions("pass", player="B")
          + decisions("cast Giant Growth targeting Grizzly Bears", "pass")
          + decisions("pass", player="B")
          + decisions("cast Lightning Bolt targeting Serra Angel", "pass")
          + decisions("pass", player="B"))


def judged(tmp_path: Path, body: str, expect: str, **position: typing.Any) -> CheckReport:
    """Check the ``[[expect]]`` tables ``expect`` against the position ``body``."""
    path = tmp_path / "case.toml"
    path.write_text(scenario_text(body, **position) + expect, encoding="utf-8")
    return check_scenario(path)


def held(report: CheckReport) -> list[bool]:
    assert all(run.error is None for run in report.runs), report.lines()
    return [r.held for r in report.results]


# -- objects ----------------------------------------------------------------------------------


def test_613_4c_power_and_toughness_are_read_as_the_layers_compute_them(tmp_path: Path
                                                                       ) -> None:
    """613.4c: effects and counters that modify power and toughness apply on top of the
    printed values: Grizzly Bears (2/2) with Unholy Strength (+2/+1) are 4/3, and 7/6
    once Giant Growth (+3/+3) resolves; Llanowar Elves (1/1) with two +1/+1 counters are
    3/3. An expectation reads them through the rules, never the printed numbers."""
    report = judged(tmp_path, BATTLE, '''
[[expect]]
at = "start"
objects."Grizzly Bears" = { power = 4, toughness = 3 }
[expect.objects."Llanowar Elves"]
power = 3
toughness = 3
[[expect]]
at = "spell_resolved Giant Growth"
objects = { "Grizzly Bears" = { power = 7, toughness = 6 } }
[[expect]]
at = "start"
objects = { "Grizzly Bears" = { power = 2 } }
''')
    assert held(report) == [True, True, False]
    assert report.results[2].items[0].text() == ("Grizzly Bears power: expected 2, got 4")


def test_613_4c_a_judges_own_card_is_read_through_the_tables_catalog(tmp_path: Path
                                                                     ) -> None:
    """613.4c on a card the file defines: a 3/2 with Unholy Strength is 5/3, its color
    that of its cost (202.2): the table's own cards are read from its log."""
    head = ('[cards."Test Bear"]\ncost = "{1}{G}"\ntypes = ["Creature"]\npower = 3\n'
            'toughness = 2\n')
    body = ('[A]\nbattlefield = ["Test Bear", { card = "Unholy Strength", attached_to = '
            '"A:Test Bear" }]\n')
    report = judged(tmp_path, body, '''
[[expect]]
objects = { "Test Bear" = { power = 5, toughness = 3, colors = "G" } }
[[expect]]
objects = { "Test Bear" = { power = 3 } }
''', head=head)
    assert held(report) == [True, False]


def test_613_1b_a_stolen_permanent_has_its_controller_and_its_owner(tmp_path: Path) -> None:
    """613.1b (layer 2): Control Magic gives A control of B's Serra Angel; B still owns it
    (108.3). The Aura is attached to it (303.4), and the Bolt left 3 damage marked on it
    (120.3e), which stays until the cleanup step (514.2)."""
    report = judged(tmp_path, BATTLE, '''
[[expect]]
at = "start"
objects = { "Serra Angel" = { controller = "B", owner = "B" }, "Control Magic" = { zone = "hand" } }
[[expect]]
objects."Grizzly Bears" = { attached_to = false }
[expect.objects."Serra Angel"]
controller = "A"
owner = "B"
damage = 3
tapped = false
[expect.objects."Control Magic"]
attached_to = "B:Serra Angel"
zone = "battlefield"
''')
    assert held(report) == [True, True]


def test_302_6_summoning_sickness_tapped_counters_token_colors_of_an_object(tmp_path: Path
                                                                          ) -> None:
    """302.6: a creature that came under its controller's control since their latest turn
    began is summoning sick; 122.1: counters on an object; 202.2: an object's colors are
    those of its mana cost."""
    report = judged(tmp_path, BATTLE, '''
[[expect]]
at = "start"
objects."Grizzly Bears" = { sick = false, token = false }
[expect.objects."Llanowar Elves"]
sick = true
counters = { "+1/+1" = 2, "-1/-1" = 0 }
colors = "G"
[expect.objects."B:Plains"]
tapped = true
colors = ""
''')
    assert held(report) == [True]


def test_401_2_a_card_in_a_library_is_face_down_and_a_permanent_face_up(tmp_path: Path
                                                                      ) -> None:
    """401.2: a library is kept face down; a permanent of our pool is face up."""
    report = judged(tmp_path, '[A]\nlibrary = ["Juzam Djinn"]\nbattlefield = ["Swamp"]\n', '''
[[expect]]
at = "start"
objects."Juzam Djinn" = { face_down = true, zone = "library" }
objects.Swamp = { face_down = false }
''')
    assert held(report) == [True]


def test_508_1_an_attacking_creature_says_what_it_attacks(tmp_path: Path) -> None:
    """508.1: each attacking creature attacks a player (or a planeswalker), and is tapped
    as the declaration's cost is paid, after it (508.1f); 509.1 each blocker blocks an
    attacker."""
    body = ('[A]\nbattlefield = ["Grizzly Bears"]\n[B]\nbattlefield = ["Serra Angel"]\n'
            + decisions("pass") + decisions("pass", player="B")
            + decisions("attack Grizzly Bears") + decisions("block Serra Angel -> Grizzly Bears",
                                                             player="B"))
    report = judged(tmp_path, body, '''
[[expect]]
at = "attackers_declared"
objects = { "Grizzly Bears" = { attacking = "B", tapped = false } }
event = { attackers = ["Grizzly Bears -> B"], player = "A" }
[[expect]]
at = "blockers_declared"
objects."Serra Angel" = { blocking = "Grizzly Bears" }
objects."Grizzly Bears" = { blocking = false, tapped = true }
event = { blocks = ["Serra Angel -> Grizzly Bears"] }
''')
    assert held(report) == [True, True]


def test_a_name_that_fits_several_objects_says_so_and_how_to_pick(tmp_path: Path) -> None:
    """A name that fits objects in several places is refused with the qualified names
    that would work (owner, zone, game); several copies in one place need ``#n``; a
    name without a zone is looked for on the battlefield and the stack first."""
    body = ('[A]\nbattlefield = ["Island", { card = "Island", tapped = true }]\n'
            'hand = ["Serra Angel"]\n[B]\nbattlefield = ["Island"]\ngraveyard = ["Serra Angel"]\n')
    report = judged(tmp_path, body, '''
[[expect]]
objects = { "Island" = { tapped = false } }
[[expect]]
objects = { "A:Island" = { tapped = false } }
[[expect]]
objects = { "A:Island#2" = { tapped = true }, "B:Island" = { tapped = false } }
[[expect]]
objects = { "Serra Angel" = { owner = "A" } }
[[expect]]
objects = { "hand:Serra Angel" = { owner = "A" }, "graveyard:Serra Angel" = { owner = "B" } }
[[expect]]
objects = { "Serra Angle" = { owner = "A" } }
''')
    assert held(report) == [False, False, True, False, True, False]
    said = [r.items[0].actual for r in report.results]
    assert said[0] == "Island is ambiguous in game 1: say A:Island or B:Island"
    assert said[1] == ("A:Island names 2 objects (in A's battlefield, game 1): say "
                       "A:Island#1 to A:Island#2")
    assert said[3] == ("Serra Angel is ambiguous in game 1: say A:Serra Angel or "
                       "B:Serra Angel")
    assert said[5] == "no Serra Angle in game 1: did you mean Serra Angel?"


def test_an_object_in_a_subgame_is_named_with_its_game() -> None:
    """727.1a: the objects of a subgame are its own; ``1.1:A:Juzam Djinn`` names A's
    Djinn in subgame 1.1 (and ``game = "1.1"`` reads there by default)."""
    text = SG12_INSIDE.read_text(encoding="utf-8").split("# The ruling")[0] + '''
[[expect]]
at = "spell_cast Juzam Djinn"
objects = { "1.1:A:Juzam Djinn" = { zone = "stack", controller = "A" } }
[[expect]]
at = "subgame_ended"
game = "1.1"
objects = { "Juzam Djinn" = { zone = "battlefield", power = 5, sick = true } }
'''
    report = check_scenario_text(text)
    assert held(report) == [True, True]


def check_scenario_text(text: str) -> CheckReport:
    """Check a scenario given as text, under the current rules."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "case.toml"
        path.write_text(text, encoding="utf-8")
        return check_scenario(path, ["current"])


# -- players and games ----------------------------------------------------------------------


def test_106_4_a_players_life_counters_pool_hand_and_lands(tmp_path: Path) -> None:
    """119.1 life; 122.1 counters of any kind on a player; 106.4 mana in a pool empties
    as the step ends (the Dark Ritual's mana is there right after it resolves);
    305.2 a player's land plays; the hand by number or by name."""
    body = ('[A]\nhand = ["Dark Ritual", "Swamp"]\nbattlefield = ["Swamp"]\n'
            'counters = { poison = 2 }\nlife = 17\n'
            + decisions("play Swamp", "cast Dark Ritual", "pass")
            + decisions("pass", player="B"))
    report = judged(tmp_path, body, '''
[[expect]]
at = "spell_resolved Dark Ritual"
players.B = { counters = { poison = 0 }, hand = [], mana = "" }
[expect.players.A]
life = 17
counters = { poison = 2 }
mana = "BBB"
hand = 0
lands_played = 1
[[expect]]
at = "turn 3 main2"
players = { A = { mana = "", graveyard = ["Dark Ritual"], library = 12 } }
''', until="turn 3 main2")
    assert held(report) == [True, True]


def test_800_4a_a_player_who_left_a_multiplayer_game(tmp_path: Path) -> None:
    """800.4a: a player who concedes a multiplayer game leaves it (and loses it); the
    game goes on without them, turn by turn."""
    body = decisions("concede", player="C")
    report = judged(tmp_path, body, '''
[[expect]]
players = { C = { lost = true, left = true }, A = { left = false, lost = false } }
lost = ["C"]
turn = 5
step = "main2"
active = "A"
status = "running"
''', players=("A", "B", "C"), until="turn 5 main2 in 1")
    assert held(report) == [True]


def test_a_games_turn_step_active_priority_stack_in_order_and_status(tmp_path: Path) -> None:
    """The stack, bottom first (405.1), with an ability named after its source; who has
    priority (117); each game's status and attributes under ``games``."""
    body = ('[A]\nhand = ["Lightning Bolt", "Giant Growth"]\n'
            'battlefield = ["Mountain", "Forest", "Grizzly Bears"]\n'
            + decisions("cast Lightning Bolt targeting B")
            + decisions("cast Giant Growth targeting Grizzly Bears", "pass")
            + decisions("pass", player="B"))
    report = judged(tmp_path, body, '''
[[expect]]
at = "spell_cast Giant Growth"
stack = ["Lightning Bolt", "A:Giant Growth"]
priority = false
games = { "1" = { status = "running", turn = 3, step = "main1", active = "A" } }
[[expect]]
at = "priority_given #2"
stack = ["Lightning Bolt", "Giant Growth"]
priority = "A"
[[expect]]
at = "spell_cast Giant Growth"
stack = ["Giant Growth", "Lightning Bolt"]
''')
    assert held(report) == [True, True, False]
    assert report.results[2].items[0].text() == (
        "stack: expected [Giant Growth, Lightning Bolt], got [Lightning Bolt, Giant Growth]")


def test_727_4a_waiting_triggers_are_named_by_their_source() -> None:
    """727.4a: the Tomb's trigger waits for the main game; ``waiting`` names it by its
    source, with its controller if it says one."""
    text = SG12_INSIDE.read_text(encoding="utf-8").split("# The ruling")[0] + '''
[[expect]]
at = "trigger_deferred"
waiting = ["A:Desecrated Tomb"]
games = { "1.1" = { status = "running", waiting = [] } }
[[expect]]
at = "trigger_deferred"
waiting = ["B:Desecrated Tomb"]
'''
    assert held(check_scenario_text(text)) == [True, False]


# -- events' fields by name ---------------------------------------------------------------------


def test_an_events_objects_and_cards_are_named_never_numbered(tmp_path: Path) -> None:
    """``event = { card = "Oblivion Ring" }`` compares names, not card ids; targets are
    players or names; a triggered ability is named after its source; a decision by
    its text, whose beginning is enough."""
    body = ('[A]\nhand = ["Oblivion Ring"]\nbattlefield = ["Plains", "Plains", "Plains"]\n'
            '[B]\nbattlefield = ["Serra Angel"]\n'
            + decisions("cast Oblivion Ring", "pass") + decisions("pass", player="B")
            + decisions("pass") + decisions("pass", player="B"))
    report = judged(tmp_path, body, '''
[[expect]]
at = "spell_cast"
event = { card = "Oblivion Ring", player = "A", targets = [] }
[[expect]]
at = "ability_triggered Oblivion Ring"
event = { source = "Oblivion Ring", source_name = "Oblivion Ring", controller = "A" }
[[expect]]
at = "trigger_put_on_stack"
event = { trigger = "Oblivion Ring", targets = ["B:Serra Angel"] }
[[expect]]
at = { kind = "zone_changed", card = "Serra Angel", to_zone = "exile" }
event = { obj = "Serra Angel", from_zone = "battlefield", to_player = "B" }
[[expect]]
at = "decided A"
event = { decision = "cast Oblivion Ring" }
[[expect]]
at = "spell_cast"
event = { card = "Serra Angel" }
''')
    assert held(report) == [True, True, True, True, True, False]
    assert report.results[5].items[0].text() == ("event card: expected Serra Angel, got "
                                                 "Oblivion Ring")


def test_every_field_that_holds_an_id_is_read_by_name() -> None:
    """Every event field that holds a number is either an id (objects, cards, triggers,
    effects: read by name) or an amount: a new kind's id field must be listed."""
    unread = []
    for kind, cls in EVENT_TYPES.items():
        hints = typing.get_type_hints(cls)
        for name in cls.FIELDS:
            if "int" in str(hints[name]) and name not in ROLES and name not in NUMBERS:
                unread.append(f"{kind}.{name}")
    assert unread == []


# -- negative expectations ----------------------------------------------------------------------


def test_727_4a_the_trigger_did_not_fire_in_the_subgame() -> None:
    """727.4a: the main game's Desecrated Tomb triggers as the Djinn leaves the main
    game's graveyard, and waits there: nothing triggers in subgame 1.1, and the Tomb's
    trigger is deferred exactly once, in game 1."""
    text = SG12_INSIDE.read_text(encoding="utf-8").split("# The ruling")[0] + '''
[[expect]]
never = "ability_triggered Desecrated Tomb in 1.1"
[[expect]]
never = "ability_triggered in 1.1"
[[expect]]
happens = "trigger_deferred Desecrated Tomb in 1"
times = 1
[[expect]]
happens = "ability_triggered Desecrated Tomb"
[[expect]]
never = "ability_triggered Desecrated Tomb"
'''
    report = check_scenario_text(text)
    assert held(report) == [True, True, True, True, False]
    line = report.results[4].line()
    assert line.startswith("BROKEN [current] expect[5]: ability_triggered Desecrated Tomb: "
                           "expected never, happened once: event ")
    assert "Desecrated Tomb" in line.split("happened once")[1]


def test_never_in_a_window_counts_only_the_events_between_from_and_to(tmp_path: Path) -> None:
    """A window opens after its ``from`` event and closes with its ``to`` event: a Bolt
    cast before it doesn't count; one that never closes (or opens) is broken, saying
    which end never came."""
    body = ('[A]\nhand = ["Lightning Bolt", "Lightning Bolt"]\n'
            'battlefield = ["Mountain", "Mountain"]\n'
            + decisions("cast Lightning Bolt targeting B", "pass")
            + decisions("pass", player="B")
            + decisions("cast Lightning Bolt targeting B", "pass")
            + decisions("pass", player="B"))
    report = judged(tmp_path, body, '''
[[expect]]
never = "spell_cast Lightning Bolt"
from = "spell_resolved Lightning Bolt #2"
[[expect]]
happens = "spell_cast Lightning Bolt"
from = "spell_resolved Lightning Bolt"
to = "spell_resolved Lightning Bolt"
times = 1
[[expect]]
never = { kind = "damage_dealt", target = "A" }
[[expect]]
never = "spell_cast"
from = "subgame_started"
[[expect]]
never = "spell_cast"
from = "spell_resolved Lightning Bolt"
to = "subgame_ended"
''')
    assert held(report) == [True, True, True, False, False]
    assert report.results[3].items[0].text() == ("the window never opened: from "
                                                 "subgame_started never happened after the "
                                                 "setup")
    assert report.results[4].items[0].text().startswith(
        "the window never closed: to subgame_ended never happened after the window opened "
        "(event ")


def test_a_state_that_never_holds_and_one_that_always_holds(tmp_path: Path) -> None:
    """``holds = "never"``: the values together hold after no event of the window;
    ``"always"``: each holds after every one. A broken one says where it first broke,
    in the audit's words."""
    body = ('[A]\nhand = ["Lightning Bolt"]\nbattlefield = ["Mountain"]\n[B]\nlife = 5\n'
            + decisions("cast Lightning Bolt targeting B", "pass")
            + decisions("pass", player="B"))
    report = judged(tmp_path, body, '''
[[expect]]
holds = "never"
life = { B = 0 }
[[expect]]
holds = "always"
to = "spell_cast Lightning Bolt"
life = { B = 5 }
[[expect]]
holds = "always"
life = { B = 5 }
players = { A = { life = 20 } }
[[expect]]
holds = "never"
life = { B = 2 }
''')
    assert held(report) == [True, True, False, False]
    always, never = report.results[2].line(), report.results[3].line()
    assert always.startswith("BROKEN [current] expect[3] always: life B: expected 5 "
                             "throughout, got 2 after event ")
    assert always.endswith("(B: 5 -> 2 life (-3)); life A 20 throughout")
    assert never.startswith("BROKEN [current] expect[4] never holds: never: life B 2; it held "
                            "after event ")


# -- anchors by what happened -----------------------------------------------------------------


def test_anchors_by_what_happened_spell_resolved_in_a_game_and_turn_step() -> None:
    """``spell_resolved Shahrazad in 1.1`` is the moment the second Shahrazad (cast in
    subgame 1.1) has resolved: its subgames are over (727.5); ``turn 2 main1 in 1.1``
    the moment subgame 1.1's second turn's main phase begins."""
    text = DEMO.read_text(encoding="utf-8") + '''
[[expect]]
at = "spell_resolved Shahrazad in 1.1"
game = "1.1"
games = { "1.1.1" = "ended", "1.1.1.1" = "ended", "1" = "suspended", "1.1" = "running" }
[[expect]]
at = "turn 2 main1 in 1.1"
game = "1.1"
turn = 2
step = "main1"
[[expect]]
at = "spell_resolved Shahrazad"
games = { "1.1" = "ended" }
[[expect]]
at = "spell_resolved Shahrazad in 1.1 #2"
turn = 1
'''
    report = check_scenario_text(text)
    assert held(report) == [True, True, False, False]
    assert report.results[3].items[0].text() == ("happened only once after the setup (#2 was "
                                                 "expected)")


def test_anchors_count_the_runs_events_never_the_setups(tmp_path: Path) -> None:
    """A position built from events (a spell on the stack, a subgame under way) never
    counts for an anchor: ``spell_cast`` is the first spell the run casts, whatever the
    setup needed to build the position."""
    text = SG12_INSIDE.read_text(encoding="utf-8").split("# The ruling")[0] + '''
[[expect]]
at = "spell_cast"
event = { card = "Living Wish" }
[[expect]]
at = "spell_cast #2"
event = { card = "Juzam Djinn" }
'''
    assert held(check_scenario_text(text)) == [True, True]


def test_an_anchor_as_a_table_with_fields_the_nth_and_the_rule(tmp_path: Path) -> None:
    """An anchor is right after its event, before the rest of its rules action: B has
    been dealt damage (120.3a) but loses the life after it (120.3). A rule matches its
    subrules: 120.3 holds for damage to a creature, 120.3e."""
    body = ('[A]\nhand = ["Lightning Bolt", "Lightning Bolt"]\n'
            'battlefield = ["Mountain", "Mountain"]\n[B]\nbattlefield = ["Grizzly Bears"]\n'
            + decisions("cast Lightning Bolt targeting B", "pass")
            + decisions("pass", player="B")
            + decisions("cast Lightning Bolt targeting Grizzly Bears", "pass")
            + decisions("pass", player="B"))
    report = judged(tmp_path, body, '''
[[expect]]
at = { kind = "damage_dealt", target = "Grizzly Bears", rule = "120.3" }
objects = { "Grizzly Bears" = { damage = 3 } }
[[expect]]
at = { kind = "damage_dealt", source = "Lightning Bolt", nth = 2 }
event = { target = "Grizzly Bears", amount = 3 }
[[expect]]
at = "damage_dealt B"
life = { B = 20 }
[[expect]]
at = "life_changed B"
life = { B = 17 }
[[expect]]
at = "zone_changed Grizzly Bears"
event = { to_zone = "graveyard", reason = "destroy" }
rule = "704.5g"
''')
    assert held(report) == [True, True, True, True, True]


def test_until_stops_at_a_pattern_and_a_run_that_ends_with_a_spell_on_the_stack_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``[run] until`` takes what happened too: the run stops after the rules action that
    holds it. Stopped with Lightning Bolt cast and not resolved, ``check`` and ``run``
    say it is still on the stack."""
    body = ('[A]\nhand = ["Lightning Bolt"]\nbattlefield = ["Mountain"]\n'
            + decisions("cast Lightning Bolt targeting B"))
    report = judged(tmp_path, body, '''
[[expect]]
stack = ["Lightning Bolt"]
life = { B = 20 }
''', until="spell_cast Lightning Bolt")
    assert held(report) == [True]
    assert report.runs[0].notes == ["the run ended with Lightning Bolt on the stack of game 1, "
                                    "not resolved"]
    assert "note [current] the run ended with Lightning Bolt" in report.lines()[0]
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["run", str(tmp_path / "case.toml"), "--db",
                                       str(tmp_path / "s.sqlite")])
    assert result.exit_code == 0, result.output
    assert ("shahrazad: warning: the run ended with Lightning Bolt on the stack of game 1, "
            "not resolved") in result.stderr


# -- refusing what can't be read ---------------------------------------------------------------


@pytest.mark.parametrize(("expect", "says"), [
    ('at = "spell_resolve Shahrazad"\nlife = { A = 1 }',
     r"expect\[1\]\.at: no event kind 'spell_resolve' \(did you mean spell_resolved"),
    ('at = "turn 6 main 2"\nlife = { A = 1 }', r"after \"turn N STEP\" only"),
    ('at = "turn 6 mian2"\nlife = { A = 1 }', r"no step 'mian2' \(did you mean main2"),
    ('objects = { "Serra Angel" = { summoning_sick = true } }',
     r"'summoning_sick' is not an attribute of an object \(did you mean sick\?\)"),
    ('objects = { "Serra Angel" = { taped = true } }', r"did you mean tapped"),
    ('players = { A = { hand_size = 7 } }', r"not an attribute of a player \(did you mean hand"),
    ('players = { C = { life = 7 } }', r"'C' is not a player"),
    ('obejcts = { "Serra Angel" = { tapped = true } }', r"unknown key 'obejcts' \(did you mean "
                                                         r"objects"),
    ('at = "spell_cast"\nevent = { crad = "Lightning Bolt" }',
     r"spell_cast has no field 'crad' \(did you mean card"),
    ('at = { kind = "spell_cast", crad = "Lightning Bolt" }', r"did you mean card"),
    ('never = "spell_cast #2"', r"#N picks one event"),
    ('never = "spell_cast"\nlife = { A = 1 }', r"never says what happens"),
    ('holds = "sometimes"\nlife = { A = 1 }', r"\"always\" or \"never\""),
    ('at = "end"\nfrom = "start"\nlife = { A = 1 }', r"a window needs holds"),
    ('at = "end"\nrule = "727.5"', r"end is no event"),
    ('holds = "never"', r"holds what\?"),
    ('happens = "spell_cast"\ntimes = -1', r"how many times"),
    ('objects = { "Serra Angel" = { zone = "graveyrd" } }', r"did you mean graveyard"),
    ('games = { "1.1" = { status = "over" } }', r"running, suspended, ended, absent"),
    ('step = "main"', r"no step 'main' \(did you mean main2 or main1"),
])
def test_a_misspelt_key_kind_step_field_or_attribute_is_refused_with_the_close_words(
        expect: str, says: str) -> None:
    with pytest.raises(ScenarioError, match=says):
        load_scenario(f'players = ["A", "B"]\n[[expect]]\n{expect}\n')


def test_until_is_read_with_the_players_and_refused_with_the_close_words() -> None:
    head = 'players = ["A", "B"]\n[run]\nuntil = '
    assert load_scenario(head + '"player_lost B"\n').until == "player_lost B"
    with pytest.raises(ScenarioError, match=r"run\.until: .*did you mean spell_resolved"):
        load_scenario(head + '"spell_resolvd Shahrazad"\n')


# -- the command line -----------------------------------------------------------------------------


def test_check_kinds_lists_every_kind_with_its_fields() -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["check", "--kinds"])
    assert result.exit_code == 0
    lines = {line.split(":")[0]: line for line in result.output.splitlines()}
    assert set(EVENT_TYPES) | {"spell_resolved [resolution_ended]",
                               "ability_resolved [resolution_ended]"} <= set(lines) | {
        k.split(" ")[0] for k in lines}
    assert lines["spell_cast"] == ("spell_cast: A spell is put on the stack (601.2a); targets, "
                                   "X and mode are chosen (601.2b-c). Fields: "
                                   "player = a player; card = a card, by name; obj = an "
                                   "object, by name; new_obj = an object, by name; targets = "
                                   "a list of players or objects; x = a number; face = a "
                                   "number")
    data = json.loads(runner.invoke(main, ["check", "--kinds", "--json"]).output)
    kinds = {k["kind"]: k for k in data["kinds"]}
    assert kinds["spell_resolved"]["of"] == "resolution_ended"
    assert {"name": "card", "holds": "a card, by name"} in kinds["zone_changed"]["fields"]
    assert "turn" in kinds
    result = runner.invoke(main, ["check"])
    assert result.exit_code == 2 and "--kinds" in result.output


def test_a_broken_expectation_is_one_line_what_expected_what_found_by_name_and_where(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One line per expectation: BROKEN, the edition, the expectation and its moment, the
    event and turn it was read at, then each value: expected, and what was found, in
    card names."""
    monkeypatch.chdir(tmp_path)
    judged(tmp_path, BATTLE, '''
[[expect]]
at = "spell_resolved Lightning Bolt"
objects = { "Serra Angel" = { controller = "B", damage = 3 } }
[[expect]]
at = "spell_cast Lightning Bolt"
event = { targets = ["Grizzly Bears"] }
''')
    result = CliRunner().invoke(main, ["check", str(tmp_path / "case.toml")])
    assert result.exit_code == 1
    first, second = result.output.splitlines()
    assert first.startswith("case.toml: BROKEN [current] expect[1] at spell_resolved "
                            "Lightning Bolt (event ")
    assert first.endswith(", turn 3 main1): Serra Angel controller: expected B, got A; "
                          "Serra Angel damage 3")
    assert second.endswith("event targets: expected [Grizzly Bears], got [Serra Angel]")
