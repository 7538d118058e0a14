"""The rest of Alpha's combat and damage cards, each by the rule its text is: the Walls'
defender (702.3b), flying (702.9b), forestwalk (702.14c), first strike (702.7b), Death
Ward's regeneration (701.19a) and each Circle of Protection's color (609.7, 615.8)."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, play

from shahrazad.cards.model import PreventDamage
from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords
from shahrazad.rules import combat
from shahrazad.rules.effects import _chosen_source_pool

WALLS = ("Wall of Air", "Wall of Stone", "Wall of Wood", "Wall of Ice", "Wall of Swords",
         "Wall of Water", "Wall of Brambles", "Wall of Fire", "Wall of Bone", "Living Wall")


@pytest.mark.parametrize("wall", WALLS)
def test_702_3b_each_alpha_wall_has_defender_and_cant_attack(wall: str) -> None:
    """702.3b: a Wall of Alpha has defender (its Oracle text) and is no possible attacker;
    it can still block (509.1)."""
    table = play(f'[A]\nbattlefield = ["{wall}"]\n', until="script_end")
    game = table.game()
    wall_obj = obj(game, wall)
    assert "defender" in keywords(game, wall_obj)
    assert not combat.can_attack(game, wall_obj)
    assert "Wall" in card(wall).subtypes


@pytest.mark.parametrize(("wall", "land"), [("Wall of Water", "Island"),
                                            ("Wall of Fire", "Mountain")])
def test_611_2_the_walls_that_grow_get_plus_1_plus_0(wall: str, land: str) -> None:
    table = play(f'[A]\nbattlefield = ["{wall}", "{land}"]\n' + decisions(f"activate {wall}")
                 + decisions("pass") + decisions("pass", player="B"))
    assert obj(table.game(), wall).zone == "battlefield"
    from shahrazad.characteristics import power

    assert power(table.game(), obj(table.game(), wall)) == 1


@pytest.mark.parametrize("flier", ["Roc of Kher Ridges", "Wall of Swords", "Scryb Sprites",
                                   "Mesa Pegasus", "Will-o'-the-Wisp", "Cockatrice"])
def test_702_9b_the_fliers_of_alpha_fly(flier: str) -> None:
    assert "flying" in card(flier).keywords


def test_702_14c_shanodin_dryads_forestwalk() -> None:
    table = play('''
[A]
battlefield = ["Shanodin Dryads"]
[B]
battlefield = ["Grizzly Bears", "Forest"]
''' + decisions("attack Shanodin Dryads"), step="beginning_of_combat",
        until="attackers_declared")
    assert combat.possible_blocks(table.game(), "B") == []


def test_702_7b_elvish_archers_kill_first() -> None:
    """702.7b: Elvish Archers (2/1, first strike) blocked by Grizzly Bears kill them
    before the Bears deal damage; the Archers live."""
    table = play('''
[A]
battlefield = ["Elvish Archers"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("attack Elvish Archers")
        + decisions("block Grizzly Bears -> Elvish Archers", player="B"),
        step="beginning_of_combat", until="combat_ended")
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    assert obj(table.game(), "Elvish Archers").zone == "battlefield"


def test_701_19a_death_ward_regenerates_target_creature() -> None:
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
hand = ["Death Ward"]
battlefield = ["Grizzly Bears", "Plains"]
''' + decisions("cast Lightning Bolt targeting Grizzly Bears")
        + decisions("cast Death Ward targeting Grizzly Bears", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass") + decisions("pass", player="B"))
    bears = obj(table.game(), "Grizzly Bears")
    assert bears.zone == "battlefield" and bears.tapped and bears.damage == 0


@pytest.mark.parametrize(("color", "creature"), [
    ("White", "Serra Angel"), ("Blue", "Mahamoti Djinn"), ("Black", "Hypnotic Specter"),
    ("Red", "Shivan Dragon"), ("Green", "Grizzly Bears")])
def test_609_7_each_circle_of_protection_chooses_among_sources_of_its_color(
        color: str, creature: str) -> None:
    """609.7, 615.8: the Circle's source is one of its color: among five creatures of the
    five colors, only the one of its color (and, for white, the Circle itself)."""
    circle = f"Circle of Protection: {color}"
    table = play(f'''
[B]
battlefield = ["{circle}", "Serra Angel", "Mahamoti Djinn", "Hypnotic Specter",
               "Shivan Dragon", "Grizzly Bears"]
''', until="script_end")
    game = table.game()
    [effect] = card(circle).abilities[0].effects
    assert isinstance(effect, PreventDamage)
    pool = {game.objects[o].name for o in _chosen_source_pool(game, effect,
                                                                       obj(game, circle))}
    assert pool == ({creature, circle} if color == "White" else {creature})
