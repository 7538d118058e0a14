"""Legends' white cards of batch E4 (engine/cards/sets/leg/white.py), each played on its
text; the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords, power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.rules import combat
from shahrazad.txn import IllegalDecision

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def step(text: str, player: str, at: str) -> str:
    """A scenario decision that waits for the step ``at`` of the turn."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{at}"\ndo = "{text}"\n'


def test_701_8_cleanse_destroys_all_black_creatures() -> None:
    table = play('''
[A]
hand = ["Cleanse"]
battlefield = ["Plains", "Plains", "Plains", "Plains", "Walking Dead"]
[B]
battlefield = ["Bog Imp", "Grizzly Bears"]
''' + decisions("cast Cleanse") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Bog Imp"]
    assert "Walking Dead" in names(table, "1", "A", "graveyard")
    assert obj(table.game(), "Grizzly Bears").zone == "battlefield"


def test_506_4_davenant_archer_shoots_an_attacking_or_blocking_creature() -> None:
    """506.4, 115.1: "{T}: 1 damage to target attacking or blocking creature": the
    attacking Savannah Lions (2/1) die; a creature out of combat is no target."""
    table = play('''
[B]
battlefield = ["Savannah Lions", "Grizzly Bears"]
[A]
battlefield = ["D'Avenant Archer"]
''' + decisions("attack Savannah Lions", player="B") + decisions("pass", player="B"),
        active="B", step="beginning_of_combat", until="script_end")
    with pytest.raises(IllegalDecision):
        table.push_named("activate D'Avenant Archer targeting Grizzly Bears", "A")
    table.push_named("activate D'Avenant Archer targeting Savannah Lions", "A")
    table.push_named("pass", "A")
    table.push_named("pass", "B")
    assert names(table, "1", "B", "graveyard") == ["Savannah Lions"]


def test_506_4_the_archer_shoots_a_blocker_too() -> None:
    """506.4: a blocking creature is in combat: the Archer's controller, attacked, may
    shoot the attacker; the attacker's side may shoot a blocker (here A's own Archer
    shoots B's blocking Savannah Lions)."""
    table = play('''
[A]
battlefield = ["D'Avenant Archer", "Grizzly Bears"]
[B]
battlefield = ["Savannah Lions"]
''' + decisions("attack Grizzly Bears")
        + decisions("block Savannah Lions -> Grizzly Bears", player="B")
        + step("activate D'Avenant Archer targeting Savannah Lions", "A", "declare_blockers")
        + decisions("pass") + decisions("pass", player="B"),
        step="beginning_of_combat", until="script_end")
    assert "Savannah Lions" in names(table, "1", "B", "graveyard")


def test_608_2h_divine_offering_gains_the_artifacts_mana_value() -> None:
    """701.8, 608.2h: "Destroy target artifact. You gain life equal to its mana value":
    Obsianus Golem ({6}): A gains 6."""
    table = play('''
[A]
hand = ["Divine Offering"]
battlefield = ["Plains", "Plains"]
[B]
battlefield = ["Obsianus Golem"]
''' + decisions("cast Divine Offering targeting Obsianus Golem") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Obsianus Golem"]
    assert table.game().player["A"].life == 26


def test_613_4c_divine_transformation_gives_plus_3_plus_3() -> None:
    g = play('''
[A]
battlefield = ["Grizzly Bears", { card = "Divine Transformation", attached_to = "Grizzly Bears" }]
''').game()
    assert (power(g, obj(g, "Grizzly Bears")), toughness(g, obj(g, "Grizzly Bears"))) == (5, 5)


def test_613_1f_fortified_area_gives_your_walls_plus_1_and_banding() -> None:
    """604.1, 613.1f, 613.4c: "Wall creatures you control get +1/+0 and have banding":
    A's Wall of Stone, not B's Wall, not A's Grizzly Bears."""
    g = play('''
[A]
battlefield = ["Fortified Area", "Wall of Stone", "Grizzly Bears"]
[B]
battlefield = ["Wall of Stone"]
''').game()
    mine, theirs = permanent(g, "Wall of Stone", "A"), permanent(g, "Wall of Stone", "B")
    assert power(g, mine) == 1 and "banding" in keywords(g, mine)
    assert power(g, theirs) == 0 and "banding" not in keywords(g, theirs)
    assert "banding" not in keywords(g, obj(g, "Grizzly Bears"))


def test_611_2c_great_defender_adds_the_creatures_mana_value_to_toughness() -> None:
    """611.2c: "+0/+X until end of turn, where X is its mana value": Craw Wurm ({4}{G}{G})
    is a 6/10."""
    table = play('''
[A]
hand = ["Great Defender"]
battlefield = ["Plains", "Craw Wurm"]
''' + decisions("cast Great Defender targeting Craw Wurm") + RESOLVE)
    g = table.game()
    assert (power(g, obj(g, "Craw Wurm")), toughness(g, obj(g, "Craw Wurm"))) == (6, 10)


def test_615_8_greater_realm_prevents_a_chosen_black_or_red_source_once() -> None:
    """609.7, 615.8: the source of the Realm's shield is black or red: of B's Lightning
    Bolt (red), all 3 damage to A is prevented; a white source is no choice."""
    table = play('''
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[A]
battlefield = ["Greater Realm of Preservation", "Plains", "Plains", "Savannah Lions"]
''' + decisions("cast Lightning Bolt targeting A", player="B")
        + decisions("activate Greater Realm of Preservation")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("choose Lightning Bolt")
        + decisions("pass") + decisions("pass", player="B"),
        active="B")
    assert table.game().player["A"].life == 20
    assert [e.amount for e in of(table, v.DamagePrevented)] == [3]


@pytest.mark.parametrize("name", ["Holy Day"])
def test_615_1_holy_day_prevents_all_combat_damage(name: str) -> None:
    table = play(f'''
[A]
battlefield = ["Craw Wurm"]
[B]
hand = ["{name}"]
battlefield = ["Plains"]
''' + decisions("attack Craw Wurm") + step(f"cast {name}", "B", "declare_blockers"),
        step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 20


def test_615_1_indestructible_aura_prevents_damage_to_its_creature_not_destruction() -> None:
    """615.1 (2004 ruling): an instant: all damage to target creature this turn is
    prevented (the Bears survive a Lightning Bolt), but a destruction still destroys."""
    table = play('''
[B]
hand = ["Lightning Bolt", "Terror"]
battlefield = ["Mountain", "Swamp", "Swamp"]
[A]
hand = ["Indestructible Aura"]
battlefield = ["Plains", "Grizzly Bears"]
''' + decisions("cast Lightning Bolt targeting Grizzly Bears", player="B")
        + decisions("pass", player="B")
        + decisions("cast Indestructible Aura targeting Grizzly Bears", "pass")
        + decisions("pass", player="B") + decisions("pass") + decisions("pass", player="B")
        + decisions("pass"), active="B")
    assert obj(table.game(), "Grizzly Bears").zone == "battlefield"
    assert names(table, "1", "A", "graveyard") == ["Indestructible Aura"]
    table.push_named("cast Terror targeting Grizzly Bears", "B")
    for p in ("B", "A"):
        table.push_named("pass", p)
    assert "Grizzly Bears" in names(table, "1", "A", "graveyard")


def test_604_1_ivory_guardians_grow_while_an_opponent_controls_a_red_permanent() -> None:
    """604.1, 613.4c (2009 rulings): "Creatures named Ivory Guardians get +1/+1 as long as
    an opponent controls a nontoken red permanent": each Guardian's ability counts once
    however many red permanents, and two Guardians' abilities add up: each is a 5/5.
    With no red permanent on B's side, they are 3/3."""
    g = play('''
[A]
battlefield = ["Ivory Guardians", "Ivory Guardians"]
[B]
battlefield = ["Goblin Hero", "Sisters of the Flame"]
''').game()
    guardians = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Ivory Guardians"]
    assert [(power(g, x), toughness(g, x)) for x in guardians] == [(5, 5), (5, 5)]
    g = play('''
[A]
battlefield = ["Ivory Guardians", "Goblin Hero"]
[B]
battlefield = ["Grizzly Bears"]
''').game()
    assert power(g, obj(g, "Ivory Guardians")) == 3  # A's own red permanent doesn't count
    assert "protection_from_red" in card("Ivory Guardians").keywords


def test_508_1c_moat_stops_creatures_without_flying_from_attacking() -> None:
    """508.1c, 604.1: "Creatures without flying can't attack": the Bears can't, a flier
    can, whoever controls the Moat."""
    g = play('''
[A]
battlefield = ["Grizzly Bears", "Azure Drake"]
[B]
battlefield = ["Moat"]
''').game()
    assert not combat.can_attack(g, obj(g, "Grizzly Bears"))
    assert combat.can_attack(g, obj(g, "Azure Drake"))


def test_702_14c_righteous_avengers_plainswalk() -> None:
    table = play('''
[A]
battlefield = ["Righteous Avengers"]
[B]
battlefield = ["Plains", "Grizzly Bears"]
''' + decisions("attack Righteous Avengers"), step="beginning_of_combat",
        until="attackers_declared")
    assert combat.possible_blocks(table.game(), "B") == []


def test_611_2c_shield_wall_gives_your_creatures_plus_0_plus_2() -> None:
    table = play('''
[A]
hand = ["Shield Wall"]
battlefield = ["Plains", "Plains", "Grizzly Bears"]
[B]
battlefield = ["Savannah Lions"]
''' + decisions("cast Shield Wall") + RESOLVE)
    g = table.game()
    assert toughness(g, obj(g, "Grizzly Bears")) == 4
    assert toughness(g, obj(g, "Savannah Lions")) == 1


@pytest.mark.parametrize(("name", "pt", "words"), [
    ("Keepers of the Faith", (2, 3), set()),
    ("Thunder Spirit", (2, 2), {"flying", "first_strike"}),
    ("Wall of Light", (1, 5), {"defender", "protection_from_black"}),
    ("Righteous Avengers", (3, 1), {"plainswalk"})])
def test_208_1_legends_white_creatures_printed_facts(name: str, pt: tuple[int, int],
                                                   words: set[str]) -> None:
    """702.3, 702.7, 702.9, 702.14, 702.16: each creature's printed facts and keywords."""
    d = card(name)
    assert (d.power, d.toughness) == pt and set(d.keywords) == words
    assert d.first_printed == "LEG"


def test_702_7b_thunder_spirit_kills_a_flying_blocker_first() -> None:
    table = play('''
[A]
battlefield = ["Thunder Spirit"]
[B]
battlefield = ["Zephyr Falcon"]
''' + decisions("attack Thunder Spirit")
        + decisions("block Zephyr Falcon -> Thunder Spirit", player="B"),
        step="beginning_of_combat", until="combat_ended")
    assert names(table, "1", "B", "graveyard") == ["Zephyr Falcon"]
    assert obj(table.game(), "Thunder Spirit").damage == 0


def test_702_16f_wall_of_light_blocks_a_black_creature_unharmed() -> None:
    """702.3b, 702.16e: Wall of Light can't attack; blocking a black creature, the damage
    it would be dealt is prevented."""
    table = play('''
[A]
battlefield = ["Shimian Night Stalker"]
[B]
battlefield = ["Wall of Light"]
''' + decisions("attack Shimian Night Stalker")
        + decisions("block Wall of Light -> Shimian Night Stalker", player="B"),
        step="beginning_of_combat", until="combat_ended")
    g = table.game()
    assert obj(g, "Wall of Light").damage == 0
    assert not combat.can_attack(g, obj(g, "Wall of Light"))


def test_506_4_a_creature_out_of_combat_is_no_blocking_creature() -> None:
    """506.4, 115.1 (a fix that came with the Archer): Righteousness's "target blocking
    creature" is only a creature that blocks: not one out of combat."""
    table = play('''
[A]
hand = ["Righteousness"]
battlefield = ["Plains", "Grizzly Bears"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("cast Righteousness targeting Grizzly Bears")
