"""Batch B08's Arabian Nights cards (engine/cards/sets/arn/): Dandan, Island Fish
Jasconius, Serendib Djinn (blue), Hurr Jackal (red)."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, fight, names, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.rules import combat

#: from the untap step (where the position starts with priority) into the upkeep, whose
#: trigger then resolves
UPKEEP = RESOLVE + RESOLVE
COMBAT = "beginning_of_combat"


# -- Dandan, Island Fish Jasconius: the Island restrictions of Pirate Ship -----------------


@pytest.mark.parametrize("name", ["Dandan", "Island Fish Jasconius"])
def test_508_1c_cant_attack_unless_defending_player_controls_an_island(name: str) -> None:
    """508.1c: it can't attack a player who controls no Island; it can attack one who
    does."""
    table = play(f'''
[A]
battlefield = ["{name}", "Island"]
[B]
battlefield = ["Forest"]
''', step=COMBAT)
    assert [o.name for o in combat.possible_attackers(table.game())] == []
    table = play(f'''
[A]
battlefield = ["{name}", "Island"]
[B]
battlefield = ["Island"]
''' + decisions(f"attack {name}"), step=COMBAT, until="combat_ended")
    assert table.game().player["B"].life == 20 - card(name).power  # type: ignore[operator]
    assert card(name).first_printed == "ARN"


@pytest.mark.parametrize("name", ["Dandan", "Island Fish Jasconius"])
def test_603_8_sacrificed_when_you_control_no_islands(name: str) -> None:
    """603.8: "When you control no Islands, sacrifice it": a state trigger; A's last
    Island destroyed, it is sacrificed."""
    table = play(f'''
[A]
hand = ["Stone Rain"]
battlefield = ["{name}", "Island", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Stone Rain targeting Island paying Mountain, Mountain, Mountain")
        + RESOLVE + RESOLVE)
    assert name in names(table, "1", "A", "graveyard")
    assert any(e.rule == "603.8" for e in of(table, v.AbilityTriggered))


@pytest.mark.parametrize(("answer", "untapped"), [("accept yes", True), ("accept no", False)])
def test_502_3_island_fish_untaps_only_if_its_controller_pays(answer: str,
                                                             untapped: bool) -> None:
    """502.3: it doesn't untap during its controller's untap step; 603.2, 608.2d: at
    their upkeep they may pay {U}{U}{U} to untap it."""
    table = play('''
[A]
battlefield = [{ card = "Island Fish Jasconius", tapped = true }, "Island", "Island",
               "Island"]
''' + RESOLVE + decisions("pass") + decisions(answer), step="untap")
    g = table.game()
    assert g.step == "upkeep"
    assert obj(g, "Island Fish Jasconius").tapped is not untapped
    islands = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Island"]
    assert sum(i.tapped for i in islands) == (3 if untapped else 0)


# -- Serendib Djinn ------------------------------------------------------------------------


@pytest.mark.parametrize(("land", "life"), [("Island", 17), ("Forest", 20)])
def test_608_2c_serendib_djinn_hurts_only_for_an_island(land: str, life: int) -> None:
    """701.21, 608.2c: at A's upkeep A sacrifices a land of A's choice; "if you sacrifice
    an Island this way", 3 damage to A; a Forest costs no life."""
    table = play('''
[A]
battlefield = ["Serendib Djinn", "Island", "Forest"]
''' + UPKEEP + decisions(f"sacrifice {land}"), step="untap")
    g = table.game()
    assert names(table, "1", "A", "graveyard") == [land]
    assert g.player["A"].life == life
    assert obj(g, "Serendib Djinn").zone == "battlefield"


def test_603_8_serendib_djinn_eats_the_last_land_and_goes() -> None:
    """701.21, 603.8: with one land, the upkeep trigger sacrifices it (an Island: 3
    damage); then A controls no lands, and the Djinn is sacrificed."""
    table = play('''
[A]
battlefield = ["Serendib Djinn", "Volcanic Island"]
''' + UPKEEP + RESOLVE, step="untap")
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Volcanic Island", "Serendib Djinn"]
    assert g.player["A"].life == 17
    assert "flying" in card("Serendib Djinn").keywords


# -- Hurr Jackal ---------------------------------------------------------------------------


def test_701_19c_hurr_jackal_target_cant_be_regenerated_this_turn() -> None:
    """701.19c: after the Jackal's ability resolves, the Skeletons' regeneration shield
    doesn't save them from a Lightning Bolt; the shield was made before."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Hurr Jackal", "Mountain"]
[B]
battlefield = ["Drudge Skeletons", "Swamp"]
''' + decisions("activate Hurr Jackal targeting Drudge Skeletons", "pass")
        + decisions("activate Drudge Skeletons", "pass", player="B")
        + RESOLVE + decisions("cast Lightning Bolt targeting Drudge Skeletons") + RESOLVE)
    assert "Drudge Skeletons" in names(table, "1", "B", "graveyard")
    assert obj(table.game(), "Hurr Jackal").tapped


def test_701_19c_without_hurr_jackal_the_shield_saves() -> None:
    """701.19a: the same Bolt with no Jackal activation: the Skeletons regenerate."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Hurr Jackal", "Mountain"]
[B]
battlefield = ["Drudge Skeletons", "Swamp"]
''' + decisions("cast Lightning Bolt targeting Drudge Skeletons", "pass")
        + decisions("activate Drudge Skeletons", "pass", player="B") + RESOLVE + RESOLVE)
    assert names(table, "1", "B", "battlefield")[0] == "Drudge Skeletons"


# -- Mijae Djinn: a coin flip, and leaving combat (506.4) ----------------------------------


@pytest.mark.parametrize(("result", "life"), [("won", 14), ("lost", 20)])
def test_506_4_mijae_djinn_leaves_combat_if_its_controller_loses_the_flip(
        result: str, life: int) -> None:
    """705.1, 506.4: as it attacks, A flips; won, the Djinn deals 6 to B; lost, it is
    removed from combat (no damage) and stays tapped, and it still attacked this turn."""
    table = fight('"Mijae Djinn"', "", decisions("attack Mijae Djinn"), RESOLVE,
                  head=f'[[random]]\nwhat = "coin"\nresult = "{result}"\n')
    g = table.game()
    djinn = obj(g, "Mijae Djinn")
    assert g.player["B"].life == life
    assert djinn.tapped and djinn.attacked_this_turn and djinn.attacking is None
    assert len(of(table, v.RemovedFromCombat)) == (result == "lost")


# -- Erg Raiders: the turn's history (603.4, 302.6) ----------------------------------------


def test_603_4_erg_raiders_hurt_their_controller_if_they_didnt_attack() -> None:
    """603.4: at A's end step, the Raiders didn't attack this turn: 2 damage to A."""
    table = play('''
[A]
battlefield = ["Erg Raiders"]
''', step="main2")
    advance(table, "B", "upkeep")
    assert table.game().player["A"].life == 18


def test_603_4_erg_raiders_that_attacked_dont_trigger() -> None:
    """603.4: they attacked this turn: the ability doesn't trigger at all."""
    table = fight('"Erg Raiders"', "", decisions("attack Erg Raiders"), until="script_end")
    advance(table, "B", "upkeep")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (20, 18)
    assert not any(e.source_name == "Erg Raiders" for e in of(table, v.AbilityTriggered))


def test_302_6_erg_raiders_that_came_under_your_control_this_turn_deal_nothing() -> None:
    """302.6: cast this turn, the Raiders came under A's control this turn: the ability
    triggers (they didn't attack) but deals no damage."""
    table = play('''
[A]
hand = ["Erg Raiders"]
battlefield = ["Swamp", "Swamp"]
''' + decisions("cast Erg Raiders") + RESOLVE, step="main2")
    advance(table, "B", "upkeep")
    assert table.game().player["A"].life == 20
    assert any(e.source_name == "Erg Raiders" for e in of(table, v.AbilityTriggered))


# -- Drop of Honey: the least of a group (608.2d) ------------------------------------------


def test_701_8_drop_of_honey_destroys_the_creature_with_the_least_power() -> None:
    """701.8: at A's upkeep the creature with the least power of all, B's Mons's Goblin
    Raiders (1), is destroyed (no target); A's Bears (2) and B's Giant (3) stay."""
    table = play('''
[A]
battlefield = ["Drop of Honey", "Grizzly Bears"]
[B]
battlefield = ["Mons's Goblin Raiders", "Hill Giant"]
''' + UPKEEP, step="untap")
    assert names(table, "1", "B", "graveyard") == ["Mons's Goblin Raiders"]
    assert names(table, "1", "A", "battlefield") == ["Drop of Honey", "Grizzly Bears"]


@pytest.mark.parametrize("pick", ["Grizzly Bears", "Scathe Zombies"])
def test_608_2d_drop_of_honey_its_controller_chooses_among_the_tied(pick: str) -> None:
    """608.2d: two creatures tied for the least power (2): A chooses which is destroyed,
    A's own or B's."""
    table = play('''
[A]
battlefield = ["Drop of Honey", "Grizzly Bears"]
[B]
battlefield = ["Scathe Zombies", "Hill Giant"]
''' + UPKEEP + decisions(f"choose {pick}"), step="untap")
    gone = names(table, "1", "A", "graveyard") + names(table, "1", "B", "graveyard")
    assert gone == [pick]


def test_701_19c_drop_of_honey_cant_be_regenerated() -> None:
    """701.19c: Drudge Skeletons (1 power) with a regeneration shield are destroyed all
    the same."""
    table = play('''
[A]
battlefield = ["Drop of Honey", "Grizzly Bears"]
[B]
battlefield = ["Drudge Skeletons", "Swamp"]
''' + RESOLVE + decisions("pass") + decisions("activate Drudge Skeletons", "pass",
                                               player="B") + RESOLVE + RESOLVE,
        step="untap")
    assert names(table, "1", "B", "graveyard") == ["Drudge Skeletons"]


def test_603_8_drop_of_honey_goes_when_no_creatures_are_left() -> None:
    """603.8: its upkeep destroys the last creature; with no creatures on the battlefield,
    it is sacrificed."""
    table = play('''
[A]
battlefield = ["Drop of Honey"]
[B]
battlefield = ["Grizzly Bears"]
''' + UPKEEP + RESOLVE, step="untap")
    assert names(table, "1", "A", "graveyard") == ["Drop of Honey"]
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]


# -- Pyramids: a destruction replaced (614.1a), or an Aura on a land destroyed -------------


def test_303_4_pyramids_destroys_an_aura_attached_to_a_land() -> None:
    """303.4: the first mode targets an Aura attached to a land (the Wild Growth, not the
    Holy Strength on a creature)."""
    body = '''
[A]
battlefield = ["Pyramids", "Mountain", "Mountain", "Grizzly Bears",
               { card = "Holy Strength", attached_to = "Grizzly Bears" }]
[B]
battlefield = ["Forest", { card = "Wild Growth", attached_to = "Forest" }]
'''
    table = play(body + decisions("activate Pyramids ability 1 targeting Wild Growth")
                 + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Wild Growth"]


@pytest.mark.parametrize("spell", ["Stone Rain", "Fissure"])
def test_614_1a_pyramids_the_next_destruction_of_the_land_removes_its_damage(
        spell: str) -> None:
    """614.1a: "the next time target land would be destroyed this turn" it isn't; the
    shield is used up (a second destruction would happen); "can't be regenerated"
    (Fissure's) doesn't stop it: it is no regeneration, and the land isn't tapped."""
    table = play(f'''
[A]
battlefield = ["Pyramids", "Mountain", "Mountain", "Island"]
[B]
hand = ["{spell}"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
''' + decisions("pass", player="B")
        + decisions("activate Pyramids ability 2 targeting Island", "pass")
        + decisions("pass", f"cast {spell} targeting Island", "pass", player="B")
        + decisions("pass"), active="B")
    assert "Island" in names(table, "1", "A", "battlefield")
    assert not obj(table.game(), "Island").tapped
    assert names(table, "1", "B", "graveyard") == [spell]
    assert any(isinstance(e, v.ShieldUsed) for e in table.events)
