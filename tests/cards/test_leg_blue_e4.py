"""Legends' blue cards of batch E4 (engine/cards/sets/leg/blue.py), each played on its
text; the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.rules import combat
from shahrazad.txn import IllegalDecision

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_701_8_acid_rain_destroys_all_forests() -> None:
    """701.8: "Destroy all Forests": every player's, Bayou (a Forest) too, not a Plains."""
    table = play('''
[A]
hand = ["Acid Rain"]
battlefield = ["Island", "Island", "Island", "Island", "Forest"]
[B]
battlefield = ["Forest", "Bayou", "Plains"]
''' + decisions("cast Acid Rain") + RESOLVE)
    assert sorted(names(table, "1", "B", "graveyard")) == ["Bayou", "Forest"]
    assert "Forest" in names(table, "1", "A", "graveyard")


@pytest.mark.parametrize(("name", "pt", "words"), [
    ("Azure Drake", (2, 4), {"flying"}), ("Devouring Deep", (1, 2), {"islandwalk"}),
    ("Segovian Leviathan", (3, 3), {"islandwalk"}),
    ("Zephyr Falcon", (1, 1), {"flying", "vigilance"})])
def test_702_9b_legends_blue_keyword_creatures(name: str, pt: tuple[int, int],
                                            words: set[str]) -> None:
    """702.9, 702.14, 702.20: each creature's printed facts and keywords."""
    d = card(name)
    assert (d.power, d.toughness) == pt and set(d.keywords) == words
    assert d.first_printed == "LEG"


@pytest.mark.parametrize("name", ["Devouring Deep", "Segovian Leviathan"])
def test_702_14c_islandwalkers_are_unblockable_against_an_island(name: str) -> None:
    table = play(f'''
[A]
battlefield = ["{name}"]
[B]
battlefield = ["Island", "Grizzly Bears"]
''' + decisions(f"attack {name}"), step="beginning_of_combat", until="attackers_declared")
    assert combat.possible_blocks(table.game(), "B") == []


def test_702_20b_zephyr_falcon_attacks_without_tapping() -> None:
    table = play('''
[A]
battlefield = ["Zephyr Falcon"]
''' + decisions("attack Zephyr Falcon"), step="beginning_of_combat",
        until="attackers_declared")
    assert not obj(table.game(), "Zephyr Falcon").tapped


def test_702_9b_azure_drake_is_blocked_only_by_fliers() -> None:
    table = play('''
[A]
battlefield = ["Azure Drake"]
[B]
battlefield = ["Grizzly Bears", "Zephyr Falcon"]
''' + decisions("attack Azure Drake"), step="beginning_of_combat",
        until="attackers_declared")
    g = table.game()
    assert {g.objects[b].name for b, _ in combat.possible_blocks(g, "B")} == {"Zephyr Falcon"}


def test_400_3_boomerang_returns_a_permanent_to_its_owners_hand() -> None:
    """400.3: "Return target permanent to its owner's hand": a land is a permanent too."""
    table = play('''
[A]
hand = ["Boomerang"]
battlefield = ["Island", "Island"]
[B]
battlefield = ["Tundra"]
''' + decisions("cast Boomerang targeting Tundra") + RESOLVE)
    assert names(table, "1", "B", "hand") == ["Tundra"]


@pytest.mark.parametrize(("counter", "spell", "refused"), [
    ("Flash Counter", "Lightning Bolt", "Grizzly Bears"),
    ("Remove Soul", "Grizzly Bears", "Lightning Bolt")])
def test_701_6_flash_counter_and_remove_soul_counter_their_kind_only(
        counter: str, spell: str, refused: str) -> None:
    """115.1, 701.6: Flash Counter counters an instant spell, Remove Soul a creature
    spell; neither can target the other kind."""
    mana = '"Mountain"' if spell == "Lightning Bolt" else '"Forest", "Forest"'
    table = play(f'''
[A]
hand = ["{spell}"]
battlefield = [{mana}]
[B]
hand = ["{counter}"]
battlefield = ["Island", "Island"]
''' + decisions(f"cast {spell}" + (" targeting B" if spell == "Lightning Bolt" else "")))
    table.push_named("pass", "A")
    table.push_named(f"cast {counter} targeting {spell}", "B")
    for p in ("B", "A"):
        table.push_named("pass", p)
    for p in ("A", "B"):
        table.push_named("pass", p)
    assert spell in names(table, "1", "A", "graveyard")
    assert table.game().player["B"].life == 20
    other = play(f'''
[A]
hand = ["{refused}"]
battlefield = ["Mountain", "Forest", "Forest"]
[B]
hand = ["{counter}"]
battlefield = ["Island", "Island"]
''' + decisions(f"cast {refused}" + (" targeting B" if refused == "Lightning Bolt" else "")))
    other.push_named("pass", "A")
    with pytest.raises(IllegalDecision):
        other.push_named(f"cast {counter} targeting {refused}", "B")


def test_120_3_psionic_entity_deals_2_to_any_target_and_3_to_itself() -> None:
    """120.3: "{T}: 2 damage to any target and 3 damage to itself": B is at 18 and the
    Entity (2/2) dies."""
    table = play('''
[A]
battlefield = ["Psionic Entity"]
''' + decisions("activate Psionic Entity targeting B") + RESOLVE)
    assert table.game().player["B"].life == 18
    assert names(table, "1", "A", "graveyard") == ["Psionic Entity"]


def test_614_9_reverberation_turns_a_sorcerys_damage_on_its_controller() -> None:
    """614.9 (2004 ruling): "All damage that would be dealt this turn by target sorcery
    spell is dealt to that spell's controller instead": B's Inferno-like Earthquake of
    2 hurts B for every creature and player it would have hit; A and A's Bears are
    unharmed."""
    table = play('''
[A]
hand = ["Reverberation"]
battlefield = ["Island", "Island", "Island", "Island", "Grizzly Bears"]
[B]
hand = ["Earthquake"]
battlefield = ["Mountain", "Mountain", "Mountain"]
''' + decisions("cast Earthquake X=2", player="B") + decisions("pass", player="B")
        + decisions("cast Reverberation targeting Earthquake", "pass")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass", player="B") + decisions("pass"), active="B")
    g = table.game()
    assert g.player["A"].life == 20 and obj(g, "Grizzly Bears").damage == 0
    assert g.player["B"].life == 20 - 2 - 2 - 2
    assert len(of(table, v.DamageRedirected)) == 3


def test_615_1_wall_of_vapor_takes_no_damage_from_what_it_blocks() -> None:
    """702.3b, 615.1: a defender; all damage that would be dealt to it by creatures it's
    blocking is prevented: it blocks Craw Wurm and lives."""
    table = play('''
[A]
battlefield = ["Craw Wurm"]
[B]
battlefield = ["Wall of Vapor"]
''' + decisions("attack Craw Wurm")
        + decisions("block Wall of Vapor -> Craw Wurm", player="B"),
        step="beginning_of_combat", until="combat_ended")
    g = table.game()
    assert obj(g, "Wall of Vapor").zone == "battlefield"
    assert not combat.can_attack(g, obj(g, "Wall of Vapor"))
