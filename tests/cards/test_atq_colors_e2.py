"""Antiquities' colored cards of batch E2: Xenic Poltergeist, Reconstruction, Crumble,
Gaea's Avenger, Artifact Blast, Shatterstorm, Argivian Archaeologist, Argivian
Blacksmith."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.characteristics import is_creature, power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck
from shahrazad.table import Table


def _advance(table: Table) -> None:
    """One step of play: a pass, or the first legal answer to another question."""
    pending = table.pending()
    assert pending is not None
    table.push(Pass() if pending.kind == "priority" else table.legal_decisions()[0])


def test_611_2_xenic_poltergeist_animates_an_artifact_until_your_next_upkeep() -> None:
    """613.1d, 613.4b, 611.2: the noncreature artifact becomes an artifact creature with
    power and toughness each equal to its mana value (Jayemdae Tome: 4/4), until the
    beginning of A's next upkeep (not at end of turn); a creature is no target."""
    table = play('''
[A]
battlefield = ["Xenic Poltergeist"]
[B]
battlefield = ["Jayemdae Tome"]
''' + decisions("activate Xenic Poltergeist targeting Jayemdae Tome", "pass")
        + decisions("pass", player="B"))
    g = table.game()
    tome = obj(g, "Jayemdae Tome")
    assert is_creature(g, tome) and (power(g, tome), toughness(g, tome)) == (4, 4)
    while table.game().turn == 3:
        _advance(table)
    assert is_creature(table.game(), obj(table.game(), "Jayemdae Tome"))  # B's turn 4
    while table.game().turn == 4 or table.game().step in ("untap", "upkeep"):
        _advance(table)
    assert not is_creature(table.game(), obj(table.game(), "Jayemdae Tome"))
    with pytest.raises(ScriptStuck, match=r"Juggernaut is not a legal target"):
        play('''
[A]
battlefield = ["Xenic Poltergeist"]
[B]
battlefield = ["Juggernaut"]
''' + decisions("activate Xenic Poltergeist targeting Juggernaut"))


def test_115_1_reconstruction_returns_an_artifact_card_from_your_graveyard() -> None:
    """115.1, 400.3: only an artifact card in the caster's own graveyard is a target."""
    table = play('''
[A]
hand = ["Reconstruction"]
graveyard = ["Jayemdae Tome", "Grizzly Bears"]
battlefield = ["Island"]
''' + decisions("cast Reconstruction targeting Jayemdae Tome", "pass")
        + decisions("pass", player="B"))
    assert names(table, "1", "A", "hand") == ["Jayemdae Tome"]
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        play('''
[A]
hand = ["Reconstruction"]
graveyard = ["Grizzly Bears"]
battlefield = ["Island"]
''' + decisions("cast Reconstruction targeting Grizzly Bears"))


def test_701_19c_crumble_destroys_an_artifact_for_good_and_its_controller_gains_life() -> None:
    """701.19c, 608.2h: Living Wall can't be regenerated; B, its controller, gains life
    equal to its mana value (4)."""
    table = play('''
[A]
hand = ["Crumble"]
battlefield = ["Forest"]
[B]
battlefield = ["Living Wall", "Island"]
''' + decisions("cast Crumble targeting Living Wall")
        + decisions("activate Living Wall", player="B") + decisions("pass", player="B")
        + decisions("pass") + decisions("pass") + decisions("pass", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Living Wall"]
    assert table.game().player["B"].life == 24 and table.game().player["A"].life == 20


def test_608_2b_crumble_with_an_illegal_target_gives_no_life() -> None:
    """608.2b: the artifact left before Crumble resolved (Shatter, in response): no life
    is gained."""
    table = play('''
[A]
hand = ["Crumble", "Shatter"]
battlefield = ["Forest", "Mountain", "Mountain"]
[B]
battlefield = ["Jayemdae Tome"]
''' + decisions("cast Crumble targeting Jayemdae Tome", "cast Shatter targeting Jayemdae Tome",
                "pass")
        + decisions("pass", player="B"), until="script_end")
    while table.game().stack:
        table.push(Pass())
    assert table.game().player["B"].life == 20


def test_604_3_gaeas_avenger_counts_one_plus_the_opponents_artifacts() -> None:
    """604.3, 613.4a: 1 plus the number of artifacts A's opponents control: 3 with B's two
    artifacts (A's own Tome doesn't count)."""
    table = play('''
[A]
battlefield = ["Gaea's Avenger", "Jayemdae Tome"]
[B]
battlefield = ["Ornithopter", "Rod of Ruin"]
''')
    g = table.game()
    avenger = obj(g, "Gaea's Avenger")
    assert (power(g, avenger), toughness(g, avenger)) == (3, 3)
    alone = play('''
[A]
battlefield = ["Gaea's Avenger"]
''')
    avenger = obj(alone.game(), "Gaea's Avenger")
    assert (power(alone.game(), avenger), toughness(alone.game(), avenger)) == (1, 1)


def test_701_6_artifact_blast_counters_only_an_artifact_spell() -> None:
    table = play('''
[A]
hand = ["Jayemdae Tome"]
battlefield = ["Island", "Island", "Island", "Island"]
[B]
hand = ["Artifact Blast"]
battlefield = ["Mountain"]
''' + decisions("cast Jayemdae Tome")
        + decisions("cast Artifact Blast targeting Jayemdae Tome", "pass", player="B")
        + decisions("pass") + decisions("pass", player="B") + decisions("pass"))
    assert names(table, "1", "A", "graveyard") == ["Jayemdae Tome"]
    assert of(table, v.SpellCountered)
    with pytest.raises(ScriptStuck, match=r"Lightning Bolt is not a legal target"):
        play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
hand = ["Artifact Blast"]
battlefield = ["Mountain"]
''' + decisions("cast Lightning Bolt targeting B")
            + decisions("cast Artifact Blast targeting Lightning Bolt", player="B"))


def test_701_19c_shatterstorm_destroys_all_artifacts_beyond_regeneration() -> None:
    """701.8, 701.19c: every artifact, its controller's Living Wall too, though it
    regenerates first; a land stays."""
    table = play('''
[A]
hand = ["Shatterstorm"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Jayemdae Tome"]
[B]
battlefield = ["Living Wall", "Ornithopter", "Island"]
''' + decisions("cast Shatterstorm") + decisions("activate Living Wall", player="B")
        + decisions("pass", player="B") + decisions("pass") + decisions("pass")
        + decisions("pass", player="B"))
    assert sorted(names(table, "1", "A", "graveyard")) == ["Jayemdae Tome", "Shatterstorm"]
    assert sorted(names(table, "1", "B", "graveyard")) == ["Living Wall", "Ornithopter"]


def test_400_3_argivian_archaeologist_returns_an_artifact_card() -> None:
    table = play('''
[A]
graveyard = ["Jayemdae Tome"]
battlefield = ["Argivian Archaeologist", "Plains", "Plains"]
''' + decisions("activate Argivian Archaeologist targeting Jayemdae Tome", "pass")
        + decisions("pass", player="B"))
    assert names(table, "1", "A", "hand") == ["Jayemdae Tome"]


def test_615_7_argivian_blacksmith_shields_an_artifact_creature() -> None:
    """615.7, 115.1: 2 of the bolt's 3 to Ornithopter (0/2) are prevented: it lives; a
    creature that isn't an artifact is no target."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Argivian Blacksmith", "Dragon Engine"]
''' + decisions("cast Lightning Bolt targeting Dragon Engine")
        + decisions("activate Argivian Blacksmith targeting Dragon Engine", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass") + decisions("pass", player="B"))
    assert obj(table.game(), "Dragon Engine").zone == "battlefield"
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        play('''
[B]
battlefield = ["Argivian Blacksmith", "Grizzly Bears"]
''' + decisions("pass") + decisions("activate Argivian Blacksmith targeting Grizzly Bears",
                                    player="B"))
