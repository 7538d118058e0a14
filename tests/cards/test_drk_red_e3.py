"""The Dark's red cards of batch E3 (engine/cards/sets/drk/red.py), each played on its
text; the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import defn, keywords, power, toughness
from shahrazad.rules import combat
from shahrazad.txn import IllegalDecision

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_305_7_blood_moon_makes_nonbasic_lands_mountains() -> None:
    """305.7, 613.1d: "Nonbasic lands are Mountains": Tundra and Mishra's Factory are
    Mountains that tap for {R} only (their own abilities gone); a basic Plains stays."""
    g = play('''
[A]
battlefield = ["Blood Moon", "Plains"]
[B]
battlefield = ["Tundra", "Mishra's Factory"]
''').game()
    for name in ("Tundra", "Mishra's Factory"):
        d = defn(g, permanent(g, name))
        assert d.subtypes == {"Mountain"}, name
        assert [a.effects[0].mana for a in d.abilities] == ["R"]  # type: ignore[attr-defined]
    assert defn(g, permanent(g, "Plains")).subtypes == {"Plains"}


def test_120_3_brothers_of_fire_deal_1_to_any_target_and_1_to_you() -> None:
    table = play('''
[A]
battlefield = ["Brothers of Fire", "Mountain", "Mountain", "Mountain"]
''' + decisions("activate Brothers of Fire targeting B") + RESOLVE)
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (19, 19)


def test_508_1m_cave_people_get_plus_1_minus_2_when_they_attack() -> None:
    """508.1m, 603.2: "Whenever Cave People attacks, it gets +1/-2 until end of turn"."""
    table = play('''
[A]
battlefield = ["Cave People"]
''' + decisions("attack Cave People") + RESOLVE, step="beginning_of_combat",
        until="script_end")
    g = table.game()
    assert (power(g, obj(g, "Cave People")), toughness(g, obj(g, "Cave People"))) == (2, 2)


def test_702_14c_cave_people_give_target_creature_mountainwalk() -> None:
    """611.2, 702.14c: "{1}{R}{R}, {T}: Target creature gains mountainwalk until end of
    turn": the Bears can't be blocked by B, who controls a Mountain."""
    table = play('''
[A]
battlefield = ["Cave People", "Grizzly Bears", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Mountain", "Savannah Lions"]
''' + decisions("activate Cave People targeting Grizzly Bears") + RESOLVE
        + decisions("pass") + decisions("pass", player="B")
        + decisions("attack Grizzly Bears"), until="attackers_declared")
    g = table.game()
    assert "mountainwalk" in keywords(g, obj(g, "Grizzly Bears"))
    assert combat.possible_blocks(g, "B") == []


@pytest.mark.parametrize("target", ["Drudge Skeletons", "Tundra"])
def test_701_19c_fissure_destroys_a_creature_or_land_that_cant_be_regenerated(
        target: str) -> None:
    """701.8, 701.19c: "Destroy target creature or land. It can't be regenerated": the
    Skeletons' shield doesn't save them; a land is a target too."""
    table = play(f'''
[A]
hand = ["Fissure"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["{target}", "Swamp"]
''' + decisions(f"cast Fissure targeting {target}")
        + (decisions("activate Drudge Skeletons", "pass", player="B")
           if target == "Drudge Skeletons" else decisions("pass", player="B"))
        + (decisions("pass") + decisions("pass", player="B")
           if target == "Drudge Skeletons" else ""))
    assert target in names(table, "1", "B", "graveyard")


def test_115_1_fissure_cant_target_an_artifact() -> None:
    table = play('''
[A]
hand = ["Fissure"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Sol Ring"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("cast Fissure targeting Sol Ring")


@pytest.mark.parametrize(("aura", "pt"), [("Goblin Caves", (2, 4)), ("Goblin Shrine", (3, 2))])
def test_604_1_the_goblin_auras_work_on_a_basic_mountain_only(aura: str,
                                                              pt: tuple[int, int]) -> None:
    """604.1, 613.4c: on a basic Mountain (an opponent's too, 2004 ruling), Goblin
    creatures (every player's) get Goblin Caves' +0/+2 or Goblin Shrine's +1/+0; on
    Badlands (a nonbasic Mountain) nothing."""
    on_mountain = play(f'''
[A]
battlefield = ["Goblin Hero"]
[B]
battlefield = ["Mountain", {{ card = "{aura}", attached_to = "Mountain" }}, "Goblin Hero"]
''').game()
    heroes = [on_mountain.objects[o] for o in on_mountain.battlefield
              if on_mountain.objects[o].name == "Goblin Hero"]
    assert [(power(on_mountain, h), toughness(on_mountain, h)) for h in heroes] == [pt, pt]
    on_badlands = play(f'''
[A]
battlefield = ["Goblin Hero", "Badlands", {{ card = "{aura}", attached_to = "Badlands" }}]
''').game()
    hero = obj(on_badlands, "Goblin Hero")
    assert (power(on_badlands, hero), toughness(on_badlands, hero)) == (2, 2)


def test_603_6c_goblin_shrine_leaving_deals_1_to_each_goblin() -> None:
    """603.6c, 603.10a: when Goblin Shrine leaves the battlefield, it deals 1 damage to
    each Goblin creature: Goblin Hero (2/2, +1/+0 no more) is damaged, the Goblins of the
    Flarg (1/1) die, Grizzly Bears are untouched."""
    table = play('''
[A]
hand = ["Stone Rain"]
battlefield = ["Mountain", "Mountain", "Mountain", "Goblin Hero", "Goblins of the Flarg",
               "Grizzly Bears", { card = "Goblin Shrine", attached_to = "Mountain" }]
''' + decisions("cast Stone Rain targeting Mountain") + RESOLVE + RESOLVE)
    g = table.game()
    assert "Goblins of the Flarg" in names(table, "1", "A", "graveyard")
    assert obj(g, "Goblin Hero").damage == 1 and obj(g, "Grizzly Bears").damage == 0


def test_701_8_goblin_digging_team_destroys_a_wall() -> None:
    """602.2, 701.8: "{T}, Sacrifice Goblin Digging Team: Destroy target Wall"."""
    table = play('''
[A]
battlefield = ["Goblin Digging Team"]
[B]
battlefield = ["Wall of Stone", "Grizzly Bears"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("activate Goblin Digging Team targeting Grizzly Bears")
    table.push_named("activate Goblin Digging Team targeting Wall of Stone")
    for p in ("A", "B"):
        table.push_named("pass", p)
    assert names(table, "1", "B", "graveyard") == ["Wall of Stone"]
    assert names(table, "1", "A", "graveyard") == ["Goblin Digging Team"]


def test_603_8_goblins_of_the_flarg_are_sacrificed_when_you_control_a_dwarf() -> None:
    """603.8: "When you control a Dwarf, sacrifice Goblins of the Flarg": a state trigger;
    an opponent's Dwarf doesn't count."""
    table = play('''
[A]
hand = ["Dwarven Demolition Team"]
battlefield = ["Goblins of the Flarg", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Dwarven Demolition Team"]
''' + decisions("pass") + decisions("pass", player="B"), until="script_end")
    assert obj(table.game(), "Goblins of the Flarg", "A").zone == "battlefield"
    table = play('''
[A]
hand = ["Dwarven Demolition Team"]
battlefield = ["Goblins of the Flarg", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Dwarven Demolition Team") + RESOLVE + RESOLVE)
    assert names(table, "1", "A", "graveyard") == ["Goblins of the Flarg"]


def test_702_14c_goblins_of_the_flarg_have_mountainwalk() -> None:
    assert "mountainwalk" in card("Goblins of the Flarg").keywords


def test_120_3_inferno_deals_6_to_each_creature_and_each_player() -> None:
    table = play('''
[A]
hand = ["Inferno"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain",
               "Mountain", "Craw Wurm"]
[B]
battlefield = ["Serra Angel"]
''' + decisions("cast Inferno") + RESOLVE)
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (14, 14)
    assert names(table, "1", "A", "graveyard") == ["Inferno", "Craw Wurm"]
    assert names(table, "1", "B", "graveyard") == ["Serra Angel"]


def test_605_1a_sisters_of_the_flame_tap_for_red() -> None:
    """605.1a: "{T}: Add {R}": the Sisters pay for a Lightning Bolt."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Sisters of the Flame"]
''' + decisions("cast Lightning Bolt targeting B paying Sisters of the Flame") + RESOLVE)
    assert table.game().player["B"].life == 17


def test_208_1_goblin_hero_is_a_vanilla_2_2() -> None:
    """Goblin Hero: a Goblin 2/2 with no rules text, first printed in The Dark."""
    d = card("Goblin Hero")
    assert (d.power, d.toughness, d.subtypes, d.text, d.first_printed) == (
        2, 2, {"Goblin"}, "", "DRK")
