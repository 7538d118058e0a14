"""What a position holds besides cards in zones: continuous effects in force (611),
delayed triggers waiting (603.7), extra turns to come (500.7), any player's spells on
the stack, and control as the control-changing effects give it (613.1b).

A position must be the state the engine would have had if the history had happened,
so most tests here play the history (cast Giant Growth, Control Magic, Time Walk...),
describe the table it leaves, build that description again, and find the same
position; then they play on from both and find the same outcome.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from support import ISLANDS, decisions, described_again, obj, of, play, position_view

from shahrazad.agents import PassiveAgent
from shahrazad.characteristics import is_type, keywords, power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.rerun import rerun
from shahrazad.rules import effect_kinds
from shahrazad.scenario import ScenarioError, describe, load_scenario, run_scenario
from shahrazad.scenario.describe import is_fog
from shahrazad.scenario.recorded import position_sha256
from shahrazad.table import Table
from shahrazad.testing import check_table


def table_of(text: str) -> Table:
    table = load_scenario(text).table()
    assert check_table(table) == [], check_table(table)
    return table


def refused(text: str) -> str:
    with pytest.raises(ScenarioError) as raised:
        load_scenario(text).table()
    message = str(raised.value)
    assert "\n" not in message
    return message


def same_position(table: Table) -> Table:
    """The table a description of ``table`` builds: the same position (by what a
    position says of a state), and a table as sound as any."""
    again = described_again(table.state)
    assert position_view(again.state) == position_view(table.state)
    assert check_table(again) == []
    return again


def passing(table: Table, until: Callable[[Table], bool], limit: int = 200) -> Table:
    """Play on passively until ``until`` holds (or the table is over)."""
    for _ in range(limit):
        if until(table):
            return table
        waiting = table.pending()
        assert waiting is not None, "the table ended first"
        table.push(PassiveAgent().decide(table, waiting))
    raise AssertionError("the moment never came")


def pass_all(*players: str) -> str:
    return "".join(decisions("pass", player=p) for p in players)


# -- control: the control-changing effects behind it (613.1b) --------------------------------

MAGIC_CAST = """
[A]
hand = ["Control Magic"]
battlefield = ["Island", "Island", "Island", "Island"]
[B]
battlefield = ["Serra Angel"]
""" + decisions("cast Control Magic targeting B:Serra Angel") + pass_all("A", "B")

MAGIC_STATED = """
players = ["A", "B", "C"]
active = "B"
turn = 4
[A]
battlefield = [{ card = "Control Magic", attached_to = "B:Serra Angel" }]
""" + ISLANDS + """
[B]
battlefield = ["Serra Angel", "Plains", "Plains"]
hand = ["Disenchant"]
""" + ISLANDS + """
[C]
""" + ISLANDS + "\n[run]\nuntil = \"script_end\"\n"


def test_613_1b_a_stated_control_aura_is_the_one_casting_control_magic_makes() -> None:
    """613.1b: a control Aura gives its controller the creature it enchants; the
    creature's default controller (110.2) is still the player it entered under. Cast
    in the run or stated in the position, the Angel is A's now and B's by default."""
    cast = play(MAGIC_CAST)
    angel = obj(cast.game(), "Serra Angel")
    assert (angel.controller, angel.default_controller) == ("A", "B")
    again = same_position(cast)
    angel = obj(again.game(), "Serra Angel")
    assert (angel.controller, angel.default_controller) == ("A", "B")
    stated = table_of(MAGIC_STATED)
    angel = obj(stated.game(), "Serra Angel")
    assert (angel.controller, angel.default_controller, angel.sick) == ("A", "B", False)


def test_611_2_a_stated_control_aura_destroyed_gives_the_creature_back() -> None:
    """611.2, 613.1b: once Control Magic leaves the battlefield its effect ends, and the
    Angel returns to B, the player it entered the battlefield under (110.2)."""
    table = run_scenario(load_scenario(MAGIC_STATED + decisions(
        "cast Disenchant targeting Control Magic", player="B")))
    passing(table, lambda t: not t.game().stack and "Control Magic" not in
            [t.game().objects[o].name for o in t.game().battlefield])
    angel = obj(table.game(), "Serra Angel")
    assert angel.zone == "battlefield" and angel.controller == "B"
    changed = [e for e in of(table, v.ControlChanged) if e.obj == angel.oid]
    assert [(e.controller, e.rule) for e in changed] == [("B", "613.1b")]


def test_800_4a_the_controller_of_a_stated_control_aura_leaves_and_the_creature_goes_back(
        ) -> None:
    """800.4a: when a player leaves a multiplayer game, the objects they own leave with
    them and the effects giving them control end; only then is what they still control
    exiled. A's Control Magic leaves with A, so B's Angel goes back to B and stays; a
    creature A controls because it entered under A's control (110.2) is exiled."""
    text = MAGIC_STATED.replace('[B]\nbattlefield = ["Serra Angel", ',
                                '[B]\nbattlefield = ["Serra Angel", { card = "Grizzly '
                                'Bears", controller = "A" }, ')
    table = run_scenario(load_scenario(text + decisions("pass", player="B")
                                       + decisions("concede")))
    passing(table, lambda t: t.game().player["A"].left)
    game = table.game()
    angel, bears = obj(game, "Serra Angel"), obj(game, "Grizzly Bears")
    assert (angel.zone, angel.controller) == ("battlefield", "B")
    assert bears.zone == "exile"
    back = [e for e in of(table, v.ControlChanged) if e.obj == angel.oid]
    assert [(e.controller, e.rule) for e in back] == [("B", "800.4a")]


def test_611_2a_a_stated_control_effect_lasts_as_long_as_it_says() -> None:
    """611.2a: a control effect from a resolved spell lasts as long as it says: until end
    of turn, it ends in the cleanup step (514.2) and the Angel goes back to B; with no
    duration, for the rest of the game."""
    table = table_of("""
players = ["A", "B"]
active = "A"
effects = [{ kind = "control", subject = "B:Serra Angel", controller = "A", until = "end_of_turn" },
           { kind = "control", subject = "B:Grizzly Bears", controller = "A" }]
[A]
""" + ISLANDS + """
[B]
battlefield = ["Serra Angel", "Grizzly Bears"]
""" + ISLANDS)
    game = table.game()
    assert [obj(game, n).controller for n in ("Serra Angel", "Grizzly Bears")] == ["A", "A"]
    passing(table, lambda t: t.game().active == "B")
    assert [obj(game, n).controller for n in ("Serra Angel", "Grizzly Bears")] == ["B", "A"]


def test_110_2_a_permanent_goes_back_to_the_player_it_entered_under() -> None:
    """110.2: a permanent's default controller is the player under whose control it
    entered the battlefield. B's Angel entered under C's control (a reanimation), then
    A's Control Magic took it; destroyed, the Aura leaves it to C, not to B."""
    table = run_scenario(load_scenario(MAGIC_STATED.replace(
        '"Serra Angel", "Plains"', '{ card = "Serra Angel", entered_under = "C" }, "Plains"')
        + decisions("cast Disenchant targeting Control Magic", player="B")))
    assert obj(table.game(), "Serra Angel").default_controller == "C"
    same_position(table)
    passing(table, lambda t: not t.game().stack and t.game().priority is not None
            and obj(t.game(), "Control Magic").zone == "graveyard")
    assert obj(table.game(), "Serra Angel").controller == "C"


@pytest.mark.parametrize(("change", "words"), [
    ('{ card = "Serra Angel", controller = "B" }',
     "a control Aura of A's is on Serra Angel: A controls it (rule 613.1b)"),
    ('{ card = "Serra Angel", controller = "C" }', "A controls it (rule 613.1b)"),
    ('{ card = "Serra Angel", entered_under = "Z" }', "'Z' is not one of the players"),
])
def test_613_1b_control_against_the_effects_on_it_is_refused(change: str, words: str) -> None:
    """613.1b: what controls a permanent is the control-changing effects on it; a
    controller stated against them is refused with the rule, in one line."""
    message = refused(MAGIC_STATED.replace('"Serra Angel", "Plains"', f"{change}, \"Plains\""))
    assert words in message
    message = refused('players = ["A", "B"]\n[B]\nbattlefield = [{ card = "Serra Angel", '
                      'entered_under = "A" }]\n')
    assert "no control-changing effect is on Serra Angel" in message
    message = refused('players = ["A", "B"]\neffects = [{ kind = "control", subject = '
                      '"Serra Angel", controller = "A" }]\n[B]\nbattlefield = [{ card = '
                      '"Serra Angel", controller = "B" }]\n')
    assert "a control effect of A's is on Serra Angel" in message


# -- continuous effects in force (611) ---------------------------------------------------------


def test_611_2_a_stated_pump_is_the_record_giant_growth_makes_and_ends_with_the_turn(
        ) -> None:
    """611.2, 514.2: Giant Growth's +3/+3 lasts until the cleanup step. Cast in the run,
    described and built again, the Bears are 5/5 either way, and 2/2 next turn."""
    cast = play("""
[A]
hand = ["Giant Growth"]
battlefield = ["Forest", "Grizzly Bears"]
""" + decisions("cast Giant Growth targeting Grizzly Bears") + pass_all("A", "B"))
    again = same_position(cast)
    for table in (cast, again):
        game = table.game()
        bears = obj(game, "Grizzly Bears")
        assert (power(game, bears), toughness(game, bears)) == (5, 5)
        (pump,) = game.effects.values()
        assert (pump.kind, pump.controller, pump.until) == ("pump", "A", "end_of_turn")
        passing(table, lambda t: t.game().active == "B")
        assert (power(game, bears), toughness(game, bears)) == (2, 2)


def test_615_1_a_stated_fog_prevents_the_combat_damage_of_the_turn() -> None:
    """615.1: Fog's shield prevents all combat damage this turn: B's Bears attack A and
    deal none while it is in force, 2 without it."""
    fog = 'effects = [{ kind = "prevent_combat_damage", source = "A:graveyard:Fog" }]\n'
    body = '[A]\ngraveyard = ["Fog"]\n[B]\nbattlefield = ["Grizzly Bears"]\n'
    attack = decisions("pass", "attack Grizzly Bears", player="B")
    for head, life in ((fog, 20), ("", 18)):
        table = play(body + attack, head=head, active="B")
        passing(table, lambda t: t.game().step == "end")
        assert table.game().player["A"].life == life
    again = same_position(play(body, head=fog, active="B"))
    (shield,) = again.game().shields.values()
    assert is_fog(shield) and again.game().objects[shield.source].name == "Fog"  # type: ignore[index]


def test_613_1d_a_stated_animation_is_the_one_mishras_factory_makes() -> None:
    """613.1d, 613.4b: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature
    until end of turn; still a land. Activated in the run or stated, the same."""
    table = play("""
[A]
battlefield = ["Mishra's Factory", "Mountain"]
""" + decisions("activate Mishra's Factory") + pass_all("A", "B"))
    passing(table, lambda t: not t.game().stack and t.game().priority == "A")
    again = same_position(table)
    for t in (table, again):
        game = t.game()
        factory = obj(game, "Mishra's Factory")
        assert is_type(game, factory, "Creature") and is_type(game, factory, "Land")
        assert (power(game, factory), toughness(game, factory)) == (2, 2)


#: one effect of every kind a position states, with what it needs around it
EVERY_KIND = """
players = ["A", "B"]
active = "A"
[A]
battlefield = ["Grizzly Bears", "Erhnam Djinn", "Mishra's Factory"]
hand = ["Firestorm Phoenix"]
graveyard = ["Giant Growth"]
exile = ["Fae of Wishes"]
library = ["Island", "Island"]
[B]
battlefield = [{ card = "Serra Angel", controller = "A" }]
library = ["Island", "Island"]

[[effects]]
kind = "pump"
subject = "A:Grizzly Bears"
power = 3
toughness = 3
source = "A:graveyard:Giant Growth"
[[effects]]
kind = "gains_forestwalk"
subject = "A:Grizzly Bears"
source = "A:Erhnam Djinn"
[[effects]]
kind = "prevent_combat_damage"
controller = "B"
[[effects]]
kind = "life_locked"
subject = "B"
until = "your_next_turn"
[[effects]]
kind = "protection_from_everything"
subject = "A"
until = "your_next_turn"
[[effects]]
kind = "pay_life_for_colorless"
subject = "A"
until = "end_of_turn"
[[effects]]
kind = "creatures_cant_attack"
subject = "B"
until = "end_of_turn"
[[effects]]
kind = "spend_mana_as_any_type_for_one_spell"
subject = "A"
until = "end_of_turn"
[[effects]]
kind = "blockers_in_piles"
subject = "A"
until = "end_of_turn"
[[effects]]
kind = "cant_be_attacked_except_by_flying_or_islandwalk"
subject = "B"
until = "your_next_turn"
[[effects]]
kind = "control"
subject = "B:Serra Angel"
controller = "A"
until = "end_of_turn"
[[effects]]
kind = "next_draw_from_outside"
subject = "A"
[[effects]]
kind = "next_draw_looks_at_top_cards"
subject = "B"
power = 3
[[effects]]
kind = "animate"
subject = "A:Mishra's Factory"
types = ["Artifact", "Creature"]
subtypes = ["Assembly-Worker"]
power = 2
toughness = 2
[[effects]]
kind = "on_an_adventure"
subject = "A:exile:Fae of Wishes"
controller = "A"
[[effects]]
kind = "doesnt_untap"
subject = "A:Grizzly Bears"
until = "its_controllers_next_untap_step"
[[effects]]
kind = "remembered"
subject = "A:Mishra's Factory"
source = "A:Erhnam Djinn"
[[effects]]
kind = "revealed_and_cant_be_played"
subject = "A:hand:Firestorm Phoenix"
until = "your_next_turn"
"""


def test_611_an_effect_of_every_kind_the_rules_make_is_stated_and_described() -> None:
    """611: every kind of continuous-effect record the rules make (the catalogue of
    ``shahrazad.rules.effect_kinds``) can be stated in a position, is built as the rules
    record it, and is described back; a kind added to the catalogue must be added here
    (a kind stated another way, the exiled card's ``exiled_by``, or not at all, says so
    when refused)."""
    table = table_of(EVERY_KIND)
    game = table.game()
    kinds = {e.kind for e in game.effects.values()}
    kinds |= {"prevent_combat_damage" for s in game.shields.values() if is_fog(s)}
    stateable = {k.kind for k in effect_kinds.EFFECT_KINDS if not k.stated_elsewhere}
    assert {k if k in stateable else "gains_" for k in kinds} == stateable
    bears = obj(game, "Grizzly Bears")
    assert power(game, bears) == 5 and "forestwalk" in keywords(game, bears)
    assert is_type(game, obj(game, "Mishra's Factory"), "Creature")
    again = same_position(table)
    assert {e.kind for e in again.game().effects.values()} | {
        "prevent_combat_damage" for s in again.game().shields.values() if is_fog(s)} == kinds
    assert rerun(run_scenario(load_scenario(describe(table.state))).events).ok


@pytest.mark.parametrize(("entry", "words"), [
    ('{ kind = "pumped", subject = "Grizzly Bears" }',
     "no rule makes an effect of kind 'pumped' (did you mean 'pump'?)"),
    ('{ kind = "pump", subject = "Grizzly Bears", power = 1, until = "your_next_turn" }',
     "an effect of kind pump lasts 'end_of_turn', not 'your_next_turn' (rule 611.2)"),
    ('{ kind = "pump", subject = "Island", power = 1 }',
     "Island is not a creature: an effect of kind pump applies to one (rule 611.2)"),
    ('{ kind = "pump", power = 1 }', "say what it applies to"),
    ('{ kind = "prevent_combat_damage", subject = "B" }', "applies to no one object"),
    ('{ kind = "prevent_combat_damage", power = 2 }', "has no power"),
    ('{ kind = "control", subject = "Grizzly Bears" }', "say who the effect gives control"),
    ('{ kind = "gains_teleport", subject = "Grizzly Bears" }', "no rule makes an effect"),
    ('{ kind = "exiled_until_source_leaves", subject = "Grizzly Bears" }',
     'say it on the exiled card: exiled_by = "A:Name"'),
    ('{ kind = "life_locked", subject = "Grizzly Bears" }', "is not one of the players"),
    ('{ kind = "pump", subject = "Grizzly Bears", power = 1, source = "Shivan Dragon" }',
     "no Shivan Dragon"),
])
def test_611_an_effect_no_rule_could_make_is_refused_in_one_line(entry: str, words: str
                                                                 ) -> None:
    """An effect the rules could never have made (a kind no rule makes, a duration or a
    value its kind doesn't have, a subject it can't apply to) is refused naming the key
    and, where one applies, the rule; a name that fits nothing, with what is there."""
    message = refused(f'players = ["A", "B"]\neffects = [{entry}]\n[A]\nbattlefield = '
                      f'["Grizzly Bears", "Island"]\n')
    assert words in message and message.startswith("effects[0]")


def test_103_8_before_the_first_turn_nothing_is_in_force() -> None:
    """103.8: before the first turn no spell has resolved: no effect is in force, no
    delayed trigger waits and no extra turn is to come."""
    for key in ('effects = [{ kind = "prevent_combat_damage" }]', 'extra_turns = ["A"]'):
        message = refused(f'players = ["A", "B"]\nstep = "start"\n{key}\n')
        assert message.endswith("(rule 103.8)")


# -- delayed triggers (603.7) ------------------------------------------------------------------


def mana_in_main(table: Table, player: str) -> str:
    """``player``'s pool when they first have priority in their next precombat main phase
    with the stack empty (where a delayed "next main phase" mana has come)."""
    start = table.game().turn
    passing(table, lambda t: t.game().turn > start and t.game().active == player
            and t.game().step == "main1" and not t.game().stack
            and t.game().priority == player)
    return table.game().player[player].mana


def test_603_7_a_stated_mana_drain_delayed_trigger_gives_its_mana() -> None:
    """603.7: Mana Drain counters Serra Angel and sets up a delayed triggered ability: at
    the beginning of A's next main phase, A adds {C} for each of the Angel's five mana
    value. Set up in the run, or stated in the position, it waits the same, and comes."""
    cast = play("""
[A]
hand = ["Mana Drain"]
battlefield = ["Island", "Island"]
[B]
hand = ["Serra Angel"]
battlefield = ["Plains", "Plains", "Plains", "Plains", "Plains"]
""" + decisions("cast Serra Angel", player="B")
                + decisions("cast Mana Drain targeting Serra Angel") + pass_all("A", "B"),
                active="B")
    passing(cast, lambda t: not t.game().stack and t.game().priority is not None)
    (drain,) = cast.game().delayed.values()
    assert (drain.controller, drain.amount, drain.source_name) == ("A", 5, "Mana Drain")
    again = same_position(cast)
    assert mana_in_main(cast, "A") == mana_in_main(again, "A") == "CCCCC"


def test_103_6b_a_stated_first_upkeep_trigger_triggers_as_the_first_upkeep_begins() -> None:
    """103.6b, 603.7: Chancellor of the Dross revealed from an opening hand sets up a
    delayed trigger for the beginning of the first upkeep: stated at the first turn's
    upkeep, it triggers there, and B loses 3 life. Stated later it is refused: it would
    have triggered already."""
    text = """
players = ["A", "B"]
active = "A"
turn = 1
step = "upkeep"
delayed = [{ kind = "at_the_first_upkeep", controller = "A", source = "Chancellor of the Dross" }]
[A]
hand = ["Chancellor of the Dross"]
""" + ISLANDS + "\n[B]\n" + ISLANDS + "\n"
    table = table_of(text)
    passing(table, lambda t: t.game().player["B"].life < 20)
    assert table.game().player["B"].life == 17
    message = refused(text.replace("turn = 1", "turn = 3"))
    assert message.startswith("delayed[0]") and message.endswith("(rule 103.6b)")
    message = refused(text.replace("Chancellor of the Dross", "Serra Angel", 1))
    assert "Serra Angel has no triggered ability for a delayed trigger" in message


# -- extra turns (500.7) -----------------------------------------------------------------------


def turns_begun(table: Table, after: int) -> list[tuple[int, str, bool]]:
    return [(e.turn, e.player, e.extra) for e in of(table, v.TurnBegan)  # type: ignore[attr-defined]
            if e.position > after]


def test_500_7_stated_extra_turns_come_next_in_the_order_stated() -> None:
    """500.7: an extra turn is taken right after the current one; of several, the one
    created last comes first. Stated in the order they will be taken (B's, then A's),
    they come so, and then turns go on from A in the usual order."""
    table = table_of('players = ["A", "B"]\nactive = "A"\nturn = 3\nextra_turns = ["B", "A"]\n'
                     f"[A]\n{ISLANDS}\n[B]\n{ISLANDS}\n")
    start = table.state.position
    passing(table, lambda t: t.game().turn == 6)
    assert turns_begun(table, start) == [(4, "B", True), (5, "A", True), (6, "B", False)]


def test_500_7_time_walks_extra_turn_stated_is_the_one_casting_it_makes() -> None:
    """500.7: Time Walk gives its caster an extra turn after this one; cast in the run
    or stated, the same turn comes next."""
    cast = play("""
[A]
hand = ["Time Walk"]
battlefield = ["Island", "Island"]
""" + decisions("cast Time Walk") + pass_all("A", "B"))
    passing(cast, lambda t: not t.game().stack and t.game().priority == "A")
    assert cast.game().extra_turns == ["A"]
    again = same_position(cast)
    for table in (cast, again):
        start = table.state.position
        passing(table, lambda t: t.game().turn == 5)
        assert turns_begun(table, start) == [(4, "A", True), (5, "B", False)]


# -- the stack, whoever's turn it is ---------------------------------------------------------


def test_601_3_a_spell_of_any_player_on_the_stack_is_stated_and_described() -> None:
    """A position is a fact, not a history: a Shahrazad that B controls, resolving in A's
    upkeep (cast through an Orrery, or taken), and a triggered ability whose controller
    is not its source's controller now, are stated and described back alike."""
    table = table_of("""
players = ["A", "B"]
active = "A"
step = "upkeep"
stack = [{ spell = "A:Shahrazad", controller = "B" }]
[A]
battlefield = ["Island"]
[games."1.1"]
active = "B"
stack = [{ trigger = "A:Juzam Djinn", controller = "B" }]
[games."1.1".A]
battlefield = ["Juzam Djinn"]
library = ["Island", "Island"]
[games."1.1".B]
library = ["Island", "Island"]
""")
    spell = table.game("1").objects[table.game("1").stack[0]]
    trigger = table.game("1.1").objects[table.game("1.1").stack[0]]
    assert (spell.owner, spell.controller, trigger.controller) == ("A", "B", "B")
    same_position(table)


# -- verify --rerun: the new keys are made again from the header -----------------------------


ALL_KEYS = EVERY_KIND.replace('active = "A"\n', 'active = "A"\n'
                              'delayed = [{ kind = "your_next_main_phase", controller = "B", '
                              'source = "Mana Drain", amount = 2 }]\nextra_turns = ["B"]\n'
                              '[run]\nuntil = "script_end"\n')


def forged(events: list[Event], i: int, **changes: Any) -> list[Event]:
    return [*events[:i], dataclasses.replace(events[i], **changes), *events[i + 1:]]


def test_727_a_position_with_every_new_key_reruns_and_a_forged_one_is_found() -> None:
    """verify --rerun builds a position table's setup again from the position its header
    records: with effects, delayed triggers, extra turns and control, it makes the same
    setup; an effect's record, a control default or the recorded data rewritten is
    found where it differs."""
    events = list(run_scenario(load_scenario(ALL_KEYS)).events)
    assert rerun(events).ok
    i = next(i for i, e in enumerate(events) if isinstance(e, v.EffectCreated)
             and e.kind == "pump")
    report = rerun(forged(events, i, power=4))
    assert not report.ok and report.first_difference == events[i].position
    assert report.differs == "effect_created differs in power"
    stated = run_scenario(load_scenario(MAGIC_STATED)).events
    i = next(i for i, e in enumerate(stated) if isinstance(e, v.CardPlaced)
             and e.default_controller)
    report = rerun(forged(list(stated), i, default_controller=""))
    assert not report.ok and report.first_difference == stated[i].position
    opened = events[0]
    assert isinstance(opened, v.TableOpened) and opened.scenario_position is not None
    data = dict(opened.scenario_position)
    data["extra_turns"] = ("A",)
    edited = [dataclasses.replace(opened, scenario_position=data,
                                  scenario_sha256=position_sha256(data)), *events[1:]]
    report = rerun(edited)
    extra = next(e for e in events if isinstance(e, v.ExtraTurnAdded))
    assert not report.ok and report.first_difference == extra.position


# -- emblems and designations (114, 723) -------------------------------------------------------

EMBLEM = """
[cards."Cairo Emblem"]
types = []
tags = ["emblem"]
static_words = ["damage_leaves_you_at_least_1"]
text = "Damage that would reduce your life total to less than 1 reduces it to 1 instead."
"""


def test_114_4_723_1_a_stated_emblem_works_and_a_stated_monarch_draws() -> None:
    """114.4: an emblem's abilities work from the command zone: A's keeps A at 1 life
    against a Lightning Bolt. 723.1: the monarch draws a card at the beginning of their
    end step. Both are stated, re-run from the header, and the monarch described back."""
    text = """
players = ["A", "B"]
active = "B"
designations = { monarch = "B" }
""" + EMBLEM + """
[A]
life = 3
emblems = ["Cairo Emblem"]
""" + ISLANDS + """
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
""" + ISLANDS + '\n[run]\nuntil = "script_end"\n' + decisions(
        "cast Lightning Bolt targeting A", player="B") + pass_all("A", "B")
    table = run_scenario(load_scenario(text))
    emblem = next(o for o in table.game().objects.values() if o.kind == "emblem")
    assert (emblem.name, emblem.controller, emblem.zone) == ("Cairo Emblem", "A", "command")
    assert table.game().player["A"].life == 1
    assert rerun(table.events).ok
    hand = len(table.game().player["B"].hand)
    passing(table, lambda t: t.game().active == "A")
    assert len(table.game().player["B"].hand) == hand + 1
    assert table.game().designations == {"monarch": "B"}
    same_position(table)
    message = refused('players = ["A", "B"]\ndesignations = { monarch = "Z" }\n')
    assert "'Z' is not one of the players" in message
    message = refused('players = ["A", "B"]\ndesignations = { monarc = "A" }\n')
    assert "(did you mean 'monarch'?)" in message and message.endswith("(rule 723.1)")
    message = refused('players = ["A", "B"]\n[A]\nemblems = ["Serra Angel"]\n')
    assert message.endswith("Serra Angel is not an emblem's definition (rule 114.1)")


FORGEABLE = ALL_KEYS.replace('[B]\n', '[B]\nemblems = []\n').replace(
    'active = "A"\n', 'active = "A"\ndesignations = { monarch = "B" }\n', 1)


@pytest.mark.parametrize(("kind", "changes"), [
    (v.DelayedTriggerCreated, {"amount": 7}),
    (v.ExtraTurnAdded, {"player": "A"}),
    (v.DesignationGained, {"player": "A"}),
    (v.EffectCreated, {"until": ""}),
    (v.EffectCreated, {"controller": "B"}),
    (v.PermanentAnimated, {"power": 5}),
])
def test_727_a_setup_event_of_a_new_key_forged_is_found_where_it_was(
        kind: type[Event], changes: dict[str, Any]) -> None:
    """Each event a position's new keys make (a delayed trigger, an extra turn, a
    designation, an effect, an animation) is made again by the re-run: one rewritten in
    the log is found at that event."""
    events = list(run_scenario(load_scenario(FORGEABLE)).events)
    assert rerun(events).ok
    i = next(i for i, e in enumerate(events) if isinstance(e, kind))
    report = rerun(forged(events, i, **changes))
    assert not report.ok and report.first_difference == events[i].position, report.problem
