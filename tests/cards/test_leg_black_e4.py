"""Legends' black cards of batch E4 (engine/cards/sets/leg/black.py), each played on its
text; the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import DOOM, decisions, names, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.rules import combat

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def step(text: str, player: str, at: str) -> str:
    """A scenario decision that waits for the step ``at`` of the turn."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{at}"\ndo = "{text}"\n'


def test_611_2_carrion_ants_grow_for_each_1_paid() -> None:
    """611.2, 613.4c: "{1}: Carrion Ants gets +1/+1 until end of turn", twice: a 2/3."""
    table = play('''
[A]
battlefield = ["Carrion Ants", "Swamp", "Swamp"]
''' + decisions("activate Carrion Ants") + RESOLVE + decisions("activate Carrion Ants")
        + RESOLVE)
    g = table.game()
    assert (power(g, obj(g, "Carrion Ants")), toughness(g, obj(g, "Carrion Ants"))) == (2, 3)


def test_615_1_darkness_prevents_all_combat_damage() -> None:
    """615.1: "Prevent all combat damage that would be dealt this turn": B's Darkness, cast
    once blockers are declared: nobody is hurt, the blocking Llanowar Elves live."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", "Craw Wurm"]
[B]
hand = ["Darkness"]
battlefield = ["Swamp", "Llanowar Elves"]
''' + decisions("attack Grizzly Bears, Craw Wurm")
        + decisions("block Llanowar Elves -> Grizzly Bears", player="B")
        + step("cast Darkness", "B", "declare_blockers"), step="beginning_of_combat",
        until="combat_ended")
    assert table.game().player["B"].life == 20
    assert obj(table.game(), "Llanowar Elves").zone == "battlefield"
    assert not of(table, v.DamageDealt)


def test_508_1c_evil_eye_lets_no_non_eye_creature_of_yours_attack() -> None:
    """508.1c, 604.1: "Non-Eye creatures you control can't attack": A's Grizzly Bears
    can't; the Eye itself can; B's creatures are not held back."""
    g = play('''
[A]
battlefield = ["Evil Eye of Orms-by-Gore", "Grizzly Bears"]
[B]
battlefield = ["Savannah Lions"]
''').game()
    assert combat.can_attack(g, obj(g, "Evil Eye of Orms-by-Gore"))
    assert not combat.can_attack(g, obj(g, "Grizzly Bears"))
    assert not combat.cant(g, obj(g, "Savannah Lions"), "attack")


def test_509_1b_evil_eye_cant_be_blocked_except_by_walls() -> None:
    table = play('''
[A]
battlefield = ["Evil Eye of Orms-by-Gore"]
[B]
battlefield = ["Wall of Stone", "Grizzly Bears"]
''' + decisions("attack Evil Eye of Orms-by-Gore"), step="beginning_of_combat",
        until="attackers_declared")
    g = table.game()
    assert {g.objects[b].name for b, _ in combat.possible_blocks(g, "B")} == {"Wall of Stone"}


def test_611_2_ghosts_of_the_damned_give_minus_1_minus_0() -> None:
    table = play('''
[A]
battlefield = ["Ghosts of the Damned"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Ghosts of the Damned targeting Grizzly Bears") + RESOLVE)
    g = table.game()
    assert (power(g, obj(g, "Grizzly Bears")), toughness(g, obj(g, "Grizzly Bears"))) == (1, 2)


def test_611_2c_hell_swarm_gives_every_creature_minus_1_minus_0() -> None:
    table = play('''
[A]
hand = ["Hell Swarm"]
battlefield = ["Swamp", "Craw Wurm"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Hell Swarm") + RESOLVE)
    g = table.game()
    assert power(g, obj(g, "Craw Wurm")) == 5 and power(g, obj(g, "Grizzly Bears")) == 1
    assert toughness(g, obj(g, "Grizzly Bears")) == 2


@pytest.mark.parametrize(("name", "pt", "subtypes"), [
    ("Headless Horseman", (2, 2), {"Zombie", "Knight"}),
    ("Lost Soul", (2, 1), {"Spirit", "Minion"})])
def test_208_1_legends_black_creatures_printed_facts(name: str, pt: tuple[int, int],
                                               subtypes: set[str]) -> None:
    """Headless Horseman (vanilla) and Lost Soul (swampwalk, 702.14), first printed in
    Legends."""
    d = card(name)
    assert (d.power, d.toughness) == pt and d.subtypes == subtypes
    assert d.first_printed == "LEG"


def test_702_14c_lost_soul_swampwalk() -> None:
    table = play('''
[A]
battlefield = ["Lost Soul"]
[B]
battlefield = ["Swamp", "Grizzly Bears"]
''' + decisions("attack Lost Soul"), step="beginning_of_combat", until="attackers_declared")
    assert combat.possible_blocks(table.game(), "B") == []


def test_614_9_shimian_night_stalker_takes_an_attackers_damage_to_you() -> None:
    """614.9: "{B}, {T}: All damage that would be dealt to you this turn by target attacking
    creature is dealt to Shimian Night Stalker instead": B's unblocked Craw Wurm's 6
    combat damage to A goes to the Stalker (4/4), which dies; A stays at 20. The Bears'
    damage is not redirected."""
    table = play('''
[B]
battlefield = ["Craw Wurm", "Grizzly Bears"]
[A]
battlefield = ["Shimian Night Stalker", "Swamp"]
''' + decisions("attack Craw Wurm, Grizzly Bears", player="B")
        + decisions("pass", player="B")
        + decisions("activate Shimian Night Stalker targeting Craw Wurm", "pass")
        + decisions("pass", player="B"),
        active="B", step="beginning_of_combat", until="combat_ended")
    g = table.game()
    assert g.player["A"].life == 18
    assert names(table, "1", "A", "graveyard") == ["Shimian Night Stalker"]
    assert [e.amount for e in of(table, v.DamageRedirected)] == [6]


def test_115_1_shimian_night_stalker_targets_only_an_attacking_creature() -> None:
    from shahrazad.txn import IllegalDecision

    table = play('''
[A]
battlefield = ["Shimian Night Stalker", "Swamp"]
[B]
battlefield = ["Craw Wurm"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("activate Shimian Night Stalker targeting Craw Wurm")


def test_613_4d_transmutation_switches_power_and_toughness() -> None:
    """613.4d: "Switch target creature's power and toughness until end of turn": Savannah
    Lions (2/1) become a 1/2; switched after a +0/+2 (7d after 7c), a 3/2."""
    table = play('''
[A]
hand = ["Transmutation"]
battlefield = ["Swamp", "Swamp", "Savannah Lions", "Castle"]
''' + decisions("cast Transmutation targeting Savannah Lions") + RESOLVE)
    g = table.game()
    lions = obj(g, "Savannah Lions")
    assert (power(g, lions), toughness(g, lions)) == (3, 2)


def test_701_19a_walking_dead_regenerates() -> None:
    table = play('''
[A]
hand = ["Doom"]
battlefield = ["Swamp"]
[B]
battlefield = ["Walking Dead", "Swamp"]
''' + decisions("cast Doom targeting Walking Dead")
        + decisions("activate Walking Dead", "pass", player="B") + RESOLVE, head=DOOM)
    dead = obj(table.game(), "Walking Dead")
    assert dead.zone == "battlefield" and dead.tapped
