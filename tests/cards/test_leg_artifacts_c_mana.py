"""Batch c-mana's Legends artifacts: North Star (a permission to spend mana as though it
were any type, for one spell, 609.4b)."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, play

from shahrazad.events.errors import ShahrazadError

BODY = '''
[A]
hand = ["Serra Angel", "Serra Angel", "Grizzly Bears"]
battlefield = ["North Star", "Island", "Island", "Island", "Island", "Forest", "Forest",
               "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest",
               "Forest", "Swamp"]
'''
STAR = decisions("activate North Star paying Island, Island, Island, Island") + RESOLVE
ANGEL = "cast Serra Angel paying Forest, Forest, Forest, Forest, Forest"


def test_609_4b_north_star_pays_one_spells_mana_cost_with_mana_of_any_type() -> None:
    """609.4b: after North Star's ability resolves, A casts Serra Angel ({3}{W}{W}) with
    green mana only; the permission is used up by that spell, so a second Serra Angel
    paid with green is refused."""
    table = play(BODY + STAR + decisions(ANGEL))
    game = table.game()
    assert "Serra Angel" in names(table, "1", "A", "stack")
    assert not any(f.kind == "spend_mana_as_any_type_for_one_spell"
                   for f in game.effects.values())
    with pytest.raises(ShahrazadError):
        play(BODY + STAR + decisions(ANGEL) + RESOLVE + decisions(ANGEL))


def test_609_4b_the_permission_waits_for_a_spell_that_needs_it() -> None:
    """609.4b: without the permission green mana can't pay Serra Angel's {W}{W}; a spell
    paid with its own colors (Grizzly Bears with a Forest) leaves the permission for a
    later spell this turn."""
    with pytest.raises(ShahrazadError):
        play(BODY + decisions(ANGEL))
    table = play(BODY + STAR + decisions("cast Grizzly Bears paying Forest, Swamp"))
    game = table.game()
    assert any(f.kind == "spend_mana_as_any_type_for_one_spell" for f in game.effects.values())


EGG = '''
[A]
hand = ["Craw Wurm"]
graveyard = ["Serra Angel"]
battlefield = [{ card = "Triassic Egg", counters = { hatchling = 2 } }]
'''


def test_602_5b_triassic_egg_puts_a_creature_from_hand_onto_the_battlefield() -> None:
    """602.5b, 700.2, 110.2: with two hatchling counters, "Sacrifice Triassic Egg: Choose
    one": the first mode puts Craw Wurm from A's hand onto the battlefield."""
    table = play(EGG + decisions("activate Triassic Egg ability 2") + RESOLVE
                 + decisions("choose Craw Wurm"))
    assert "Craw Wurm" in names(table, "1", "A", "battlefield")
    assert "Triassic Egg" in names(table, "1", "A", "graveyard")


def test_602_5b_triassic_egg_returns_a_creature_card_from_the_graveyard() -> None:
    """602.5b, 115.1: the second mode returns target creature card (Serra Angel) from A's
    graveyard to the battlefield."""
    table = play(EGG + decisions("activate Triassic Egg ability 3 targeting Serra Angel")
                 + RESOLVE)
    assert "Serra Angel" in names(table, "1", "A", "battlefield")


def test_602_5b_triassic_egg_needs_two_hatchling_counters() -> None:
    """602.5b, 122.1: with one hatchling counter the sacrifice can't be activated; "{3},
    {T}" puts a second one on it, and then it can."""
    one = '''
[A]
hand = ["Craw Wurm"]
battlefield = [{ card = "Triassic Egg", counters = { hatchling = 1 } }, "Swamp", "Swamp",
               "Swamp"]
'''
    with pytest.raises(ShahrazadError, match=r"602\.5b"):
        play(one + decisions("activate Triassic Egg ability 2"))
    table = play(one + decisions("activate Triassic Egg ability 1") + RESOLVE
                 + decisions("activate Triassic Egg ability 2") + RESOLVE
                 + decisions("choose Craw Wurm"))
    assert "Craw Wurm" in names(table, "1", "A", "battlefield")


SWORD = '''
[A]
battlefield = ["Sword of the Ages", "Craw Wurm", "Grizzly Bears", "Savannah Lions"]
'''


def test_608_2h_sword_of_the_ages_deals_the_total_power_sacrificed_then_exiles() -> None:
    """602.2b, 608.2h, 406.3: Sword of the Ages sacrifices itself and, chosen once the
    ability is on the stack, Craw Wurm (6) and Grizzly Bears (2): it deals 8 damage to B,
    then exiles its own card and those two from the graveyard; Savannah Lions stays."""
    table = play(SWORD + decisions("activate Sword of the Ages targeting B",
                                   "choose Craw Wurm, Grizzly Bears") + RESOLVE)
    game = table.game()
    assert game.player["B"].life == 12
    assert sorted(names(table, "1", "A", "exile")) == [
        "Craw Wurm", "Grizzly Bears", "Sword of the Ages"]
    assert names(table, "1", "A", "graveyard") == []
    assert names(table, "1", "A", "battlefield") == ["Savannah Lions"]


def test_614_1d_sword_of_the_ages_enters_tapped_and_may_sacrifice_no_creature() -> None:
    """614.1d: cast, Sword of the Ages enters the battlefield tapped; with no creature
    sacrificed (any number: none too) it deals 0 damage and is exiled."""
    table = play('''
[A]
hand = ["Sword of the Ages"]
battlefield = ["Mishra's Workshop", "Sol Ring", "Island"]
''' + decisions("mana Mishra's Workshop", "cast Sword of the Ages paying Sol Ring, Island")
        + RESOLVE)
    sword = next(o for o in table.game().objects.values() if o.name == "Sword of the Ages")
    assert sword.zone == "battlefield" and sword.tapped
    table = play(SWORD + decisions("activate Sword of the Ages targeting B", "choose nothing")
                 + RESOLVE)
    assert table.game().player["B"].life == 20
    assert names(table, "1", "A", "exile") == ["Sword of the Ages"]
