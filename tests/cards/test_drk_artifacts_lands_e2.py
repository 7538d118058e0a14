"""The Dark's artifacts and lands of batch E2: Bone Flute, Coal Golem, Fountain of Youth,
Living Armor, Skull of Orm, Tower of Coireall, Maze of Ith, Safe Haven (Diabolic Machine
is tested with Antiquities' regenerators)."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.characteristics import power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v
from shahrazad.naming import parse
from shahrazad.scenario import ScriptStuck
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision


def at_step(text: str, player: str, step: str) -> str:
    """A scenario decision that waits for ``step``."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{step}"\ndo = "{text}"\n'


def _advance(table: Table) -> None:
    """One step of play: a pass, or the first legal answer to another question."""
    pending = table.pending()
    assert pending is not None
    table.push(Pass() if pending.kind == "priority" else table.legal_decisions()[0])


def test_611_2c_bone_flute_weakens_the_creatures_there_as_it_resolves() -> None:
    """611.2c: all creatures get -1/-0 until end of turn, both players'; a creature that
    enters afterwards is unaffected."""
    table = play('''
[A]
hand = ["Grizzly Bears"]
battlefield = ["Bone Flute", "Hill Giant", "Forest", "Forest", "Forest", "Forest"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("activate Bone Flute paying Forest, Forest", "pass")
        + decisions("pass", player="B") + decisions("cast Grizzly Bears", "pass")
        + decisions("pass", player="B"))
    g = table.game()
    assert [power(g, obj(g, n)) for n in ("Hill Giant", "Craw Wurm", "Grizzly Bears")] == [
        2, 5, 2]


def test_605_3a_coal_golem_sacrifices_itself_for_three_red_mana() -> None:
    """605.1a, 605.3a: "{3}, Sacrifice Coal Golem: Add {R}{R}{R}" is a mana ability with
    a mana cost: three Islands' mana pays for it, and its red mana casts Fireball for 2
    (Coal Golem sacrificed, no stack)."""
    table = play('''
[A]
hand = ["Fireball"]
battlefield = ["Coal Golem", "Island", "Island", "Island"]
''' + decisions("cast Fireball X=2 targeting B paying Island, Island, Island, Coal Golem",
                "pass") + decisions("pass", player="B"))
    assert table.game().player["B"].life == 18
    assert names(table, "1", "A", "graveyard") == ["Coal Golem", "Fireball"]
    bare = play('''
[A]
battlefield = ["Coal Golem", "Island", "Island"]
''')
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        bare.push(parse(bare.state, "mana Coal Golem"))


def test_119_3_fountain_of_youth_gains_1_life() -> None:
    table = play('''
[A]
battlefield = ["Fountain of Youth", "Island", "Island"]
''' + decisions("activate Fountain of Youth", "pass") + decisions("pass", player="B"))
    assert table.game().player["A"].life == 21


def test_122_1_living_armor_puts_x_0_1_counters_x_the_targets_mana_value() -> None:
    """122.1, 613.4c: Craw Wurm (mana value 6) gets six +0/+1 counters: 6/10."""
    table = play('''
[A]
battlefield = ["Living Armor", "Craw Wurm"]
''' + decisions("activate Living Armor targeting Craw Wurm", "pass")
        + decisions("pass", player="B"))
    g = table.game()
    wurm = obj(g, "Craw Wurm")
    assert wurm.counters == {"+0/+1": 6} and (power(g, wurm), toughness(g, wurm)) == (6, 10)
    assert names(table, "1", "A", "graveyard") == ["Living Armor"]


def test_400_3_skull_of_orm_returns_an_enchantment_card() -> None:
    table = play('''
[A]
graveyard = ["Tranquility", "Living Lands"]
battlefield = ["Skull of Orm", "Island", "Island", "Island", "Island", "Island"]
''' + decisions("activate Skull of Orm targeting Living Lands", "pass")
        + decisions("pass", player="B"))
    assert names(table, "1", "A", "hand") == ["Living Lands"]
    with pytest.raises(ScriptStuck, match=r"Tranquility is not a legal target"):
        play('''
[A]
graveyard = ["Tranquility"]
battlefield = ["Skull of Orm", "Island", "Island", "Island", "Island", "Island"]
''' + decisions("activate Skull of Orm targeting Tranquility"))


def test_509_1b_tower_of_coireall_keeps_walls_from_blocking_this_turn() -> None:
    """509.1b, 611.2: the Bears can't be blocked by Walls this turn: B's Wall of Wood is
    no blocker (B isn't even asked), and the Bears deal 2."""
    table = play('''
[A]
battlefield = ["Tower of Coireall", "Grizzly Bears"]
[B]
battlefield = ["Wall of Wood"]
''' + decisions("activate Tower of Coireall targeting Grizzly Bears", "pass")
        + decisions("pass", player="B")
        + at_step("attack Grizzly Bears", "A", "declare_attackers"),
        step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 18


def _mazed(*b_decisions: str) -> Table:
    return play('''
[A]
battlefield = ["Craw Wurm"]
[B]
battlefield = ["Maze of Ith", "Grizzly Bears"]
''' + decisions("attack Craw Wurm") + "".join(b_decisions),
        step="beginning_of_combat", until="combat_ended")


def test_615_maze_of_ith_untaps_an_attacker_and_prevents_its_combat_damage() -> None:
    """701.26, 615.1, 506.4: Maze of Ith untaps the attacking Craw Wurm (it stays
    attacking) and prevents all combat damage it would deal and be dealt this turn: B
    loses nothing."""
    table = _mazed(at_step("activate Maze of Ith targeting Craw Wurm", "B",
                           "declare_attackers"))
    assert table.game().player["B"].life == 20
    assert not obj(table.game(), "Craw Wurm").tapped
    assert [e.amount for e in of(table, v.DamagePrevented)] == [6]
    assert _mazed().game().player["B"].life == 14
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        _mazed(at_step("activate Maze of Ith targeting Grizzly Bears", "B",
                       "declare_attackers"))


def test_607_2a_safe_haven_exiles_and_returns_its_creatures_when_sacrificed() -> None:
    """607.2a, 610.3, 400.7: Safe Haven exiles A's Grizzly Bears; at the beginning of A's
    next upkeep A may sacrifice it; A does, and the Bears return to the battlefield under
    their owner's control as a new object."""
    table = play('''
[A]
battlefield = ["Safe Haven", "Grizzly Bears", "Island", "Island"]
''' + decisions("activate Safe Haven targeting Grizzly Bears", "pass")
        + decisions("pass", player="B"), until="script_end")
    assert names(table, "1", "A", "exile") == ["Grizzly Bears"]
    while table.game().turn < 5 or table.pending().kind != "allow":  # type: ignore[union-attr]
        _advance(table)
    assert table.game().step == "upkeep" and table.game().active == "A"
    table.push_named("allow yes")
    while table.game().stack:
        table.push(Pass())
    assert names(table, "1", "A", "battlefield") == ["Island", "Island", "Grizzly Bears"]
    assert names(table, "1", "A", "graveyard") == ["Safe Haven"]


def test_608_2c_safe_haven_gone_before_its_trigger_resolves_returns_nothing() -> None:
    """701.21a, 608.2c: "you may sacrifice Safe Haven. If you do, return ...": B's Strip
    Mine destroys Safe Haven in response to its upkeep trigger; A says yes, but can't
    sacrifice what is gone, so nothing returns: the Bears stay exiled."""
    table = play('''
[A]
battlefield = ["Safe Haven", "Grizzly Bears", "Island", "Island"]
[B]
battlefield = ["Strip Mine"]
''' + decisions("activate Safe Haven targeting Grizzly Bears", "pass")
        + decisions("pass", player="B"), until="script_end")
    while table.game().turn < 5 or not table.game().stack:
        _advance(table)
    assert table.game().step == "upkeep"
    table.push(Pass())
    table.push(parse(table.state, "activate Strip Mine ability 2 targeting Safe Haven"))
    while table.pending().kind != "allow":  # type: ignore[union-attr]
        table.push(Pass())
    table.push_named("allow yes")
    while table.game().stack:
        table.push(Pass())
    assert names(table, "1", "A", "exile") == ["Grizzly Bears"]
    assert names(table, "1", "A", "graveyard") == ["Safe Haven"]


def test_608_2d_safe_haven_kept_keeps_its_creatures_exiled() -> None:
    """608.2d: A answers no: Safe Haven stays and so do the exiled Bears."""
    table = play('''
[A]
battlefield = ["Safe Haven", "Grizzly Bears", "Island", "Island"]
''' + decisions("activate Safe Haven targeting Grizzly Bears", "pass")
        + decisions("pass", player="B"), until="script_end")
    while table.game().turn < 5 or table.pending().kind != "allow":  # type: ignore[union-attr]
        _advance(table)
    table.push_named("allow no")
    while table.game().stack:
        table.push(Pass())
    assert names(table, "1", "A", "exile") == ["Grizzly Bears"]
    assert "Safe Haven" in names(table, "1", "A", "battlefield")
