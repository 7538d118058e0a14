"""Batch B07's shields by the quality of the source (615), shroud and "can't be the target
of" (702.18a, 115.1), desertwalk and legendary landwalk (702.14a), and the cards that use
them."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, fight, names, permanent, play, targets_of

from shahrazad.rules import combat
from shahrazad.table import Table

ROD = '"Rod of Ruin", "Mountain", "Mountain", "Mountain"'


def blockers_of(table: Table, attacker: str) -> set[str]:
    """The names of B's creatures that could block ``attacker`` now."""
    g = table.game()
    return {g.objects[b].name for b, a in combat.possible_blocks(g, "B")
            if g.objects[a].name == attacker}


def rod_at(target: str, a_side: str, more: str = "", b_more: str = "") -> Table:
    """B's Rod of Ruin deals 1 damage to ``target`` on A's turn (A's battlefield
    ``a_side``); ``more``: A's decisions in between."""
    return play(f'''
[A]
battlefield = [{a_side}]
[B]
battlefield = [{ROD}{b_more}]
''' + more + decisions("pass") + decisions(f"activate Rod of Ruin targeting {target}",
                                           player="B")
        + decisions("pass", player="B") + decisions("pass"))


def desert_at(target: str, a_side: str, b_side: str, attack: str = "") -> Table:
    """A attacks (``attack``, or with ``target``); at end of combat B's Desert deals 1
    damage to ``target`` (602.5b: only then)."""
    table = fight(a_side, b_side, decisions(attack or f"attack {target}"), until="script_end")
    advance(table, "A", "end_of_combat")
    table.push_named("pass")
    table.push_named(f"activate Desert targeting {target}")
    table.push_named("pass")
    table.push_named("pass")
    return table


def test_615_1_desert_nomads_desertwalk_and_no_damage_from_deserts() -> None:
    """702.14a, 615.1: Desert Nomads can't be blocked while B controls a Desert; the
    Desert's 1 damage to it at end of combat is prevented."""
    table = desert_at("Desert Nomads", '"Desert Nomads"', '"Desert", "Grizzly Bears"')
    g = table.game()
    assert permanent(g, "Desert Nomads").damage == 0
    assert g.player["B"].life == 18
    assert blockers_of(fight('"Desert Nomads"', '"Desert", "Grizzly Bears"',
                             decisions("attack Desert Nomads"), until="attackers_declared"),
                       "Desert Nomads") == set()


def test_702_14a_legendary_landwalk() -> None:
    """702.14a: Livonya Silone can't be blocked while B controls a legendary land
    (Karakas); with only a Plains, it can."""
    for land, blockable in (("Karakas", set()), ("Plains", {"Grizzly Bears"})):
        table = fight('"Livonya Silone"', f'"{land}", "Grizzly Bears"',
                      decisions("attack Livonya Silone"), until="attackers_declared")
        assert blockers_of(table, "Livonya Silone") == blockable


def test_615_1_camel_attacking_prevents_desert_damage_to_its_band() -> None:
    """702.22c, 615.1: Camel attacks in a band with Grizzly Bears; the Desert's damage to
    the Bears is prevented while Camel attacks."""
    table = desert_at("Grizzly Bears", '"Camel", "Grizzly Bears"', '"Desert"',
                      "attack Camel, Grizzly Bears band Camel + Grizzly Bears")
    assert permanent(table.game(), "Grizzly Bears").damage == 0
    table = desert_at("Grizzly Bears", '"Camel", "Grizzly Bears"', '"Desert"',
                      "attack Grizzly Bears")
    assert permanent(table.game(), "Grizzly Bears").damage == 1


def test_509_1b_argothian_pixies_not_blocked_by_artifact_creatures() -> None:
    """509.1b: Obsianus Golem (an artifact creature) can't block Argothian Pixies;
    Grizzly Bears can."""
    table = fight('"Argothian Pixies"', '"Obsianus Golem", "Grizzly Bears"',
                  decisions("attack Argothian Pixies"), until="attackers_declared")
    assert blockers_of(table, "Argothian Pixies") == {"Grizzly Bears"}


def test_615_1_argothian_pixies_take_no_damage_from_artifact_creatures() -> None:
    """615.1: blocking Obsianus Golem (4/6), the Pixies (2/1) survive."""
    table = fight('"Obsianus Golem"', '"Argothian Pixies"', decisions("attack Obsianus Golem"),
                  decisions("block Argothian Pixies -> Obsianus Golem", player="B"))
    assert permanent(table.game(), "Argothian Pixies").zone == "battlefield"


def test_615_1_argothian_treefolk_no_damage_from_artifact_sources() -> None:
    """615.1: Rod of Ruin's damage to Argothian Treefolk is prevented; Lightning Bolt's
    isn't."""
    table = rod_at("Argothian Treefolk", '"Argothian Treefolk"')
    assert permanent(table.game(), "Argothian Treefolk").damage == 0
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Argothian Treefolk", "Mountain"]
''' + decisions("cast Lightning Bolt targeting Argothian Treefolk") + RESOLVE)
    assert permanent(table.game(), "Argothian Treefolk").damage == 3


def test_115_1_artifact_ward_no_target_of_artifact_abilities() -> None:
    """115.1, 615.1: Rod of Ruin can't target the warded Grizzly Bears (Lightning Bolt
    could); an artifact creature can't block them."""
    table = play(f'''
[A]
battlefield = [{ROD}, "Grizzly Bears", "Hill Giant",
               {{ card = "Artifact Ward", attached_to = "Grizzly Bears" }}]
''')
    found = targets_of(table, "Rod of Ruin")
    assert "Hill Giant" in found and "Grizzly Bears" not in found
    table = fight('"Grizzly Bears", { card = "Artifact Ward", attached_to = "Grizzly Bears" }',
                  '"Obsianus Golem", "Hill Giant"', decisions("attack Grizzly Bears"),
                  until="attackers_declared")
    assert blockers_of(table, "Grizzly Bears") == {"Hill Giant"}


def test_615_1_artifact_ward_prevents_artifact_creature_damage() -> None:
    """615.1: blocked by Obsianus Golem, the warded Bears take no damage."""
    table = fight('"Obsianus Golem"',
                  '"Grizzly Bears", { card = "Artifact Ward", attached_to = "Grizzly Bears" }',
                  decisions("attack Obsianus Golem"),
                  decisions("block Grizzly Bears -> Obsianus Golem", player="B"))
    assert permanent(table.game(), "Grizzly Bears").damage == 0


def test_702_18a_shroud_no_target_of_spells_or_abilities() -> None:
    """702.18a: a judge's creature with shroud is no target of Lightning Bolt or of Rod of
    Ruin; its controller's own spells can't target it either."""
    head = '''
[cards."Veiled Bear"]
cost = "{1}{G}"
types = ["Creature"]
power = 2
toughness = 2
keywords = ["shroud"]
'''
    table = play(f'''
[A]
hand = ["Lightning Bolt"]
battlefield = [{ROD}, "Veiled Bear", "Grizzly Bears"]
''', head=head)
    assert "Veiled Bear" not in targets_of(table, "Rod of Ruin")
    assert "Veiled Bear" not in targets_of(table, "Lightning Bolt")
    assert "Grizzly Bears" in targets_of(table, "Lightning Bolt")


def test_615_8_circle_of_protection_artifacts_chooses_an_artifact_source() -> None:
    """615.8, 609.7: the Circle's chosen source is an artifact: Rod of Ruin's damage to A
    is prevented."""
    table = play(f'''
[A]
battlefield = ["Circle of Protection: Artifacts", "Plains", "Plains"]
[B]
battlefield = [{ROD}, "Prodigal Sorcerer"]
''' + decisions("pass") + decisions("activate Rod of Ruin targeting A", player="B")
        + decisions("activate Circle of Protection: Artifacts")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("choose Rod of Ruin") + decisions("pass") + decisions("pass", player="B"))
    assert table.game().player["A"].life == 20


def test_609_7_circle_of_protection_artifacts_refuses_a_creature_source() -> None:
    """609.7: Prodigal Sorcerer is no artifact source: choosing it is refused."""
    with pytest.raises(Exception) as caught:
        play(f'''
[A]
battlefield = ["Circle of Protection: Artifacts", "Plains", "Plains"]
[B]
battlefield = [{ROD}, "Prodigal Sorcerer"]
''' + decisions("activate Circle of Protection: Artifacts")
             + decisions("pass") + decisions("pass", player="B")
             + decisions("choose Prodigal Sorcerer"))
    assert "Prodigal Sorcerer" in str(caught.value)


def test_614_9_martyrs_of_korlis_take_artifact_damage_while_untapped() -> None:
    """614.9: Rod of Ruin's damage to A is dealt to the untapped Martyrs of Korlis
    instead."""
    table = rod_at("A", '"Martyrs of Korlis"')
    assert table.game().player["A"].life == 20
    assert permanent(table.game(), "Martyrs of Korlis").damage == 1


def test_615_1_scarecrow_prevents_damage_from_flyers_only() -> None:
    """615.1: Scarecrow's shield this turn: B's Serra Angel (flying) deals A no combat
    damage, B's Grizzly Bears deal 2."""
    table = play('''
[A]
battlefield = ["Scarecrow", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]
[B]
battlefield = ["Serra Angel", "Grizzly Bears"]
''' + decisions("pass", player="B") + decisions("activate Scarecrow")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("attack Serra Angel, Grizzly Bears", player="B"),
        active="B", step="upkeep", until="combat_ended")
    assert table.game().player["A"].life == 18


def test_615_1_uncle_istvan_no_damage_from_creatures() -> None:
    """615.1: Prodigal Sorcerer's ping at Uncle Istvan is prevented; Lightning Bolt's
    damage isn't (a creature's damage only)."""
    table = play('''
[A]
battlefield = ["Uncle Istvan"]
[B]
battlefield = ["Prodigal Sorcerer"]
''' + decisions("pass") + decisions("activate Prodigal Sorcerer targeting Uncle Istvan",
                                     player="B") + decisions("pass", player="B")
        + decisions("pass"))
    assert permanent(table.game(), "Uncle Istvan").damage == 0


def test_615_1_al_abaras_carpet_prevents_attackers_without_flying() -> None:
    """615.1: the Carpet's shield: B's attacking Grizzly Bears deal A nothing, the
    flying Serra Angel deals 4."""
    table = play('''
[A]
battlefield = ["Al-abara's Carpet", "Plains", "Plains", "Plains", "Plains", "Plains"]
[B]
battlefield = ["Serra Angel", "Grizzly Bears"]
''' + decisions("pass", player="B") + decisions("activate Al-abara's Carpet")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("attack Serra Angel, Grizzly Bears", player="B"),
        active="B", step="upkeep", until="combat_ended")
    assert table.game().player["A"].life == 16


def test_615_1_bronze_horse_spells_that_target_it() -> None:
    """615.1: with another creature, Lightning Bolt's damage to Bronze Horse is prevented;
    alone, it takes 3."""
    for more, damage in ((', "Grizzly Bears"', 0), ("", 3)):
        table = play(f'''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Bronze Horse", "Mountain"{more}]
''' + decisions("cast Lightning Bolt targeting Bronze Horse") + RESOLVE)
        assert permanent(table.game(), "Bronze Horse").damage == damage


def test_615_1_demonic_torment_no_attack_no_combat_damage() -> None:
    """508.1a, 615.1: the enchanted Hill Giant can't attack, and blocking it deals no combat
    damage."""
    g = play('''
[A]
battlefield = ["Hill Giant", { card = "Demonic Torment", attached_to = "Hill Giant" }]
''').game()
    assert not combat.can_attack(g, permanent(g, "Hill Giant"))
    table = fight('"Grizzly Bears"',
                  '"Hill Giant", { card = "Demonic Torment", attached_to = "Hill Giant" }',
                  decisions("attack Grizzly Bears"),
                  decisions("block Hill Giant -> Grizzly Bears", player="B"))
    assert names(table, "1", "A", "graveyard") == []
    assert permanent(table.game(), "Hill Giant").damage == 2


def test_615_1_wall_of_putrid_flesh_no_damage_from_enchanted_creatures() -> None:
    """615.1: blocking Hill Giant enchanted with Holy Strength, the Wall takes nothing;
    blocking a Hill Giant without an Aura, it takes 3."""
    table = fight('"Hill Giant", { card = "Holy Strength", attached_to = "Hill Giant" }',
                  '"Wall of Putrid Flesh"', decisions("attack Hill Giant"),
                  decisions("block Wall of Putrid Flesh -> Hill Giant", player="B"))
    assert permanent(table.game(), "Wall of Putrid Flesh").damage == 0
    table = fight('"Hill Giant"', '"Wall of Putrid Flesh"', decisions("attack Hill Giant"),
                  decisions("block Wall of Putrid Flesh -> Hill Giant", player="B"))
    assert permanent(table.game(), "Wall of Putrid Flesh").damage == 3


def test_615_1_gaseous_form_no_combat_damage_to_or_by() -> None:
    """615.1: Hill Giant with Gaseous Form attacks, blocked by Grizzly Bears: neither is
    dealt damage; Lightning Bolt still hurts it (not combat damage)."""
    table = fight('"Hill Giant", { card = "Gaseous Form", attached_to = "Hill Giant" }',
                  '"Grizzly Bears"', decisions("attack Hill Giant"),
                  decisions("block Grizzly Bears -> Hill Giant", player="B"))
    g = table.game()
    assert permanent(g, "Hill Giant").damage == 0 and permanent(g, "Grizzly Bears").damage == 0


def test_615_1_enchanted_being_no_combat_damage_from_enchanted_creatures() -> None:
    """615.1: Enchanted Being blocks Hill Giant enchanted with Holy Strength: no damage."""
    table = fight('"Hill Giant", { card = "Holy Strength", attached_to = "Hill Giant" }',
                  '"Enchanted Being"', decisions("attack Hill Giant"),
                  decisions("block Enchanted Being -> Hill Giant", player="B"))
    assert permanent(table.game(), "Enchanted Being").damage == 0


def test_615_1_silhouette_prevents_damage_of_what_targets_it() -> None:
    """615.1: after Silhouette on Grizzly Bears, Lightning Bolt targeting them and Prodigal
    Sorcerer's ability targeting them deal no damage; Pestilence's damage to each
    creature (targeting nothing) is dealt."""
    table = play('''
[A]
hand = ["Silhouette"]
battlefield = ["Grizzly Bears", "Island", "Island"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Prodigal Sorcerer", "Pestilence", "Swamp"]
''' + decisions("cast Silhouette targeting Grizzly Bears") + RESOLVE + decisions("pass")
        + decisions("cast Lightning Bolt targeting Grizzly Bears", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("activate Prodigal Sorcerer targeting Grizzly Bears", player="B")
        + decisions("pass", player="B") + decisions("pass"))
    assert permanent(table.game(), "Grizzly Bears").damage == 0
    table.push_named("pass", "A")
    table.push_named("activate Pestilence", "B")
    table.push_named("pass", "B")
    table.push_named("pass", "A")
    assert permanent(table.game(), "Grizzly Bears").damage == 1
