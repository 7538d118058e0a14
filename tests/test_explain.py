"""``explain`` of a state-based action (issue 11): the chain goes to the event that made
its condition true, then on back through that event's causes, never straight to the
decision after which the state-based actions happened to be checked."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import pytest

from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.decisions import decode
from shahrazad.projections.causes import condition_of, explain
from shahrazad.scenario import load_scenario, run_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "engine" / "scenarios"

HEAD = """
seed = 1
players = ["A", "B"]
active = "A"
turn = 3
step = "{step}"
"""
PASSES = """
[[decisions]]
player = "A"
do = "pass"
[[decisions]]
player = "B"
do = "pass"
"""

TABLES = {
    # B is at 6: two Lightning Bolts bring them to 0 (704.5a).
    "bolt": (SCENARIOS / "bolt.toml").read_text(encoding="utf-8"),
    # B's library is empty when their draw step comes (704.5b).
    "empty": HEAD.format(step="end") + """
[A]
library = ["Forest", "Forest", "Forest"]
[B]
library = []
""",
    # B has 9 poison counters; Marsh Viper's damage gives two more (704.5c).
    "poison": HEAD.format(step="beginning_of_combat") + """
[A]
library = ["Forest", "Forest", "Forest"]
battlefield = ["Marsh Viper"]
[B]
library = ["Island", "Island", "Island"]
counters = { poison = 9 }
[[decisions]]
player = "A"
attack = ["Marsh Viper"]
""",
    # Grizzly Bears with two -1/-1 counters: toughness 0 (704.5f).
    "toughness": HEAD.format(step="main1") + """
[A]
library = ["Forest", "Forest", "Forest"]
battlefield = [{ card = "Grizzly Bears", counters = { "-1/-1" = 2 } }]
[B]
library = ["Island", "Island", "Island"]
""",
    # A Bolt kills B's Grizzly Bears (704.5g) and Unholy Strength falls off (704.5m).
    "aura": HEAD.format(step="main1") + """
[run]
until = "script_end"
[A]
library = ["Mountain", "Mountain", "Mountain"]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
library = ["Island", "Island", "Island"]
battlefield = ["Grizzly Bears", { card = "Unholy Strength", attached_to = 0 }]
[[decisions]]
player = "A"
do = "cast Lightning Bolt targeting Grizzly Bears"
""" + PASSES,
    # A second Sol'kanar the Swamp King under A's control: the legend rule (704.5j).
    "legend": HEAD.format(step="main1") + """
[run]
until = "script_end"
[A]
library = ["Swamp", "Swamp", "Swamp"]
hand = ["Sol'kanar the Swamp King"]
battlefield = ["Sol'kanar the Swamp King", "Island", "Swamp", "Mountain", "Swamp", "Swamp"]
[B]
library = ["Island", "Island", "Island"]
[[decisions]]
player = "A"
do = "cast Sol'kanar the Swamp King"
""" + PASSES + PASSES + """
[[decisions]]
player = "A"
do = "retain Sol'kanar the Swamp King#2"
""",  # the Sol'kanar in play triggers on the black spell first; A keeps the new one
    # Regrowth takes Juzam Djinn out of A's graveyard: Desecrated Tomb makes a Bat, which
    # a Bolt kills; the token in the graveyard then ceases to exist (704.5d).
    "token": HEAD.format(step="main1") + """
[run]
until = "script_end"
[A]
library = ["Forest", "Forest", "Forest"]
hand = ["Regrowth", "Lightning Bolt"]
graveyard = ["Juzam Djinn"]
battlefield = ["Desecrated Tomb", "Forest", "Forest", "Mountain"]
[B]
library = ["Island", "Island", "Island"]
[[decisions]]
player = "A"
do = "cast Regrowth targeting Juzam Djinn"
""" + PASSES + PASSES + """
[[decisions]]
player = "A"
do = "cast Lightning Bolt targeting Bat"
""" + PASSES,
    # A casts Shahrazad with five cards in their library: too few for the subgame (727.3).
    "short": HEAD.format(step="main1") + """
[A]
library = ["Plains", "Plains", "Plains", "Plains", "Plains"]
hand = ["Shahrazad"]
battlefield = ["Mox Pearl", "Mox Pearl"]
[B]
library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island",
           "Island", "Island", "Island", "Island"]
[[decisions]]
player = "A"
do = "cast Shahrazad"
""",
}


@cache
def events_of(name: str) -> list[Event]:
    return run_scenario(load_scenario(TABLES[name])).events


def the(events: Sequence[Event], kind: type[Event], rule: str) -> Event:
    (found,) = [e for e in events if isinstance(e, kind) and e.rule == rule]
    return found


def check_chain(events: Sequence[Event], chain: list[Event]) -> None:
    """Each link is earlier than the one before; the chain ends at a decision."""
    for newer, older in itertools.pairwise(chain):
        assert older.position < newer.position
    assert isinstance(chain[-1], v.Decided) and chain[-1].cause is None


def decision_kind(event: Event) -> str:
    assert isinstance(event, v.Decided)
    return decode(event.decision).KIND


def test_704_5a_zero_life_leads_to_the_damage_that_brought_the_player_there() -> None:
    """704.5a: a player with 0 or less life loses. The chain: B loses <- B's life 3 -> 0
    (the last change to it) <- the Bolt's 3 damage (120.3a: damage to a player is life
    loss) <- the Bolt on the stack <- A's decision to cast it; not the pass after
    which the check was made."""
    events = events_of("bolt")
    lost = the(events, v.PlayerLost, "704.5a")
    chain = explain(events, lost.position)
    life, damage = chain[1], chain[2]
    assert isinstance(life, v.LifeChanged) and (life.player, life.life) == ("B", 0)
    assert isinstance(damage, v.DamageDealt) and (damage.target, damage.amount) == ("B", 3)
    assert any(isinstance(e, v.SpellCast) for e in chain)
    check_chain(events, chain)
    assert decision_kind(chain[-1]) == "cast"
    assert decision_kind(events[lost.cause - 1]) == "pass"  # type: ignore[operator]


def test_104_2a_the_end_of_the_game_leads_to_the_loss_that_decided_it() -> None:
    """104.2a: the game ends when one player is left; its chain goes through the loss
    (704.5a) and on to the damage."""
    events = events_of("bolt")
    ended = the(events, v.GameEnded, "104.2a")
    kinds = [e.KIND for e in explain(events, ended.position)]
    assert kinds[:4] == ["game_ended", "player_lost", "life_changed", "damage_dealt"]


def test_704_5b_drawing_from_an_empty_library_leads_to_the_draw() -> None:
    """704.5b: a player who drew from an empty library loses; the chain goes to that
    draw (121.4) and its causes."""
    events = events_of("empty")
    lost = the(events, v.PlayerLost, "704.5b")
    chain = explain(events, lost.position)
    assert isinstance(chain[1], v.DrawFailed) and chain[1].player == "B"
    check_chain(events, chain)


def test_704_5c_ten_poison_counters_lead_to_the_counters_and_the_viper() -> None:
    """704.5c: ten or more poison counters; the chain goes to the two counters that made
    eleven, Marsh Viper's trigger that gave them, and its combat damage."""
    events = events_of("poison")
    lost = the(events, v.PlayerLost, "704.5c")
    chain = explain(events, lost.position)
    counters = chain[1]
    assert isinstance(counters, v.CountersChanged)
    assert (counters.target, counters.counter, counters.total) == ("B", "poison", 11)
    kinds = [e.KIND for e in chain]
    assert "trigger_put_on_stack" in kinds and "ability_triggered" in kinds
    check_chain(events, chain)


def test_704_5f_toughness_0_leads_to_the_creatures_arrival_with_its_counters() -> None:
    """704.5f: a creature with toughness 0 or less dies; the Bears arrived with two
    -1/-1 counters (the scenario's setup), so the chain leads there."""
    events = events_of("toughness")
    died = the(events, v.ZoneChanged, "704.5f")
    chain = explain(events, died.position)
    assert isinstance(chain[1], v.CardPlaced)
    assert chain[1].new_obj == died.obj  # type: ignore[attr-defined]
    assert dict(chain[1].counters) == {"-1/-1": 2}  # type: ignore[attr-defined]


def test_704_5g_lethal_damage_leads_to_the_damage() -> None:
    """704.5g: a creature with lethal damage is destroyed; the chain goes to the Bolt's
    damage, the Bolt, and A's decision to cast it."""
    events = events_of("aura")
    died = the(events, v.ZoneChanged, "704.5g")
    chain = explain(events, died.position)
    damage = chain[1]
    assert isinstance(damage, v.DamageDealt) and damage.target == died.obj  # type: ignore[attr-defined]
    check_chain(events, chain)
    assert decision_kind(chain[-1]) == "cast"


def test_704_5m_an_unattached_aura_leads_to_its_host_leaving() -> None:
    """704.5m: an Aura attached to nothing goes to the graveyard; the chain goes to its
    host's death (704.5g), then to the damage that killed it."""
    events = events_of("aura")
    fell = the(events, v.ZoneChanged, "704.5m")
    chain = explain(events, fell.position)
    assert chain[1].rule == "704.5g" and isinstance(chain[1], v.ZoneChanged)
    assert isinstance(chain[2], v.DamageDealt)
    check_chain(events, chain)


def test_704_5j_the_legend_rule_leads_to_the_second_legends_arrival() -> None:
    """704.5j: two legendary permanents of one name under one controller; the one put
    into the graveyard leads to the other's arrival (the cast Sol'kanar resolving)."""
    events = events_of("legend")
    gone = the(events, v.ZoneChanged, "704.5j")
    chain = explain(events, gone.position)
    arrived = chain[1]
    assert isinstance(arrived, v.ZoneChanged) and arrived.to_zone == "battlefield"
    assert arrived.card != gone.card  # type: ignore[attr-defined]
    check_chain(events, chain)
    assert decision_kind(chain[-1]) == "cast"


def test_704_5d_a_token_off_the_battlefield_leads_to_its_leaving() -> None:
    """704.5d: a token in a graveyard ceases to exist; the chain goes to the Bat's
    death (704.5g), then to the Bolt's damage."""
    events = events_of("token")
    ceased = the(events, v.ObjectCeased, "704.5d")
    chain = explain(events, ceased.position)
    assert chain[1].rule == "704.5g" and chain[1].new_obj == ceased.obj  # type: ignore[attr-defined]
    assert isinstance(chain[2], v.DamageDealt)
    check_chain(events, chain)


def test_727_3_a_short_subgame_library_leads_to_the_failed_draw() -> None:
    """727.3: a player whose library can't give them an opening hand in a subgame loses
    at its first upkeep; the chain goes to their failed draw, made while the subgame's
    opening hands were dealt (727.2, 103.5), and back to Shahrazad."""
    events = events_of("short")
    lost = the(events, v.PlayerLost, "727.3")
    chain = explain(events, lost.position)
    assert isinstance(chain[1], v.DrawFailed) and chain[1].player == "A"
    assert chain[1].game == lost.game == "1.1"
    assert any(isinstance(e, v.SubgameStarted) or e.KIND == "spell_cast" for e in chain)
    check_chain(events, chain)


@pytest.mark.parametrize("name", list(TABLES))
def test_only_state_based_actions_and_their_kin_have_a_condition(name: str) -> None:
    """condition_of names an earlier event for a state-based action (704.5, 727.3), the
    end of a game (104.2a, 104.4a) and life lost to damage (120.3a), and for nothing
    else."""
    for event in events_of(name):
        found = condition_of(events_of(name), event)
        special = event.rule.startswith("704.5") or event.rule in (
            "727.3", "104.2a", "104.4a", "120.3a")
        if found is not None:
            assert special and found < event.position, event
