"""The Dark's cards of batch B05 (engine/cards/sets/drk/artifacts.py, multicolor.py,
red.py): costs that sacrifice another permanent (602.1a, 701.21) or pay life (119.4)."""

from __future__ import annotations

import pytest
from support import decisions, names, of, permanent, play

from shahrazad.characteristics import power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.naming import NamingError
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_119_4_book_of_rass_pays_two_life_to_draw() -> None:
    """119.4, 602.1a: Book of Rass's "{2}, Pay 2 life: Draw a card": A at 18 with a card
    more; at 1 life the cost can't be paid."""
    table = play('''
[A]
battlefield = ["Book of Rass", "Sol Ring"]
''' + decisions("activate Book of Rass") + RESOLVE)
    g = table.game()
    assert g.player["A"].life == 18 and len(g.player["A"].hand) == 1
    with pytest.raises(IllegalDecision, match=r"119\.4"):
        play('''
[A]
life = 1
battlefield = ["Book of Rass", "Sol Ring"]
''').push_named("activate Book of Rass")


def test_701_21_dark_heart_of_the_wood_sacrifices_a_forest_even_a_dual() -> None:
    """205.3i, 701.21: Dark Heart of the Wood's "Sacrifice a Forest: You gain 3 life": a
    Bayou is a Forest (its land type), so it may go; a Swamp may not."""
    table = play('''
[A]
battlefield = ["Dark Heart of the Wood", "Bayou", "Swamp"]
''' + decisions("activate Dark Heart of the Wood", "choose Bayou") + RESOLVE)
    assert table.game().player["A"].life == 23
    assert names(table, "1", "A", "graveyard") == ["Bayou"]
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        table.push_named("activate Dark Heart of the Wood")


def test_611_2c_orc_general_sacrifices_another_orc_or_goblin() -> None:
    """602.1a, 611.2c: Orc General's "{T}, Sacrifice another Orc or Goblin: Other Orc
    creatures get +1/+1 until end of turn": a Goblin goes; Orcish Artillery (an Orc,
    a 1/3) gets +1/+1, the General itself and the non-Orc Bears don't; the General can't be
    sacrificed to its own cost ("another")."""
    table = play('''
[A]
battlefield = ["Orc General", "Mons's Goblin Raiders", "Orcish Artillery", "Grizzly Bears"]
''' + decisions("activate Orc General", "choose Mons's Goblin Raiders") + RESOLVE)
    g = table.game()
    artillery = permanent(g, "Orcish Artillery")  # a 1/3
    assert (power(g, artillery), toughness(g, artillery)) == (2, 4)
    assert power(g, permanent(g, "Orc General")) == 2
    assert power(g, permanent(g, "Grizzly Bears")) == 2
    assert names(table, "1", "A", "graveyard") == ["Mons's Goblin Raiders"]
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        play('''
[A]
battlefield = ["Orc General", "Grizzly Bears"]
''').push_named("activate Orc General")


def test_404_1_tormods_crypt_exiles_a_players_graveyard() -> None:
    """701.21, 701.13, 404.1: Tormod's Crypt's "{T}, Sacrifice Tormod's Crypt: Exile
    target player's graveyard": B's graveyard is exiled; the Crypt, sacrificed as a
    cost, is in A's graveyard."""
    table = play('''
[A]
battlefield = ["Tormod's Crypt"]
[B]
graveyard = ["Serra Angel", "Lightning Bolt"]
''' + decisions("activate Tormod's Crypt targeting B") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == []
    assert sorted(names(table, "1", "B", "exile")) == ["Lightning Bolt", "Serra Angel"]
    assert names(table, "1", "A", "graveyard") == ["Tormod's Crypt"]


def test_608_2b_grave_robbers_exiles_an_artifact_card_and_gains_two() -> None:
    """115.1, 701.13, 608.2b: Grave Robbers' "{B}, {T}: Exile target artifact card from a
    graveyard. You gain 2 life": B's Sol Ring is exiled and A gains 2; if the target has
    left the graveyard before it resolves, the ability does nothing, no life either."""
    table = play('''
[A]
battlefield = ["Grave Robbers", "Swamp"]
[B]
graveyard = ["Sol Ring"]
''' + decisions("activate Grave Robbers targeting Sol Ring") + RESOLVE)
    assert names(table, "1", "B", "exile") == ["Sol Ring"]
    assert table.game().player["A"].life == 22
    gone = play('''
[A]
battlefield = ["Grave Robbers", "Swamp"]
[B]
battlefield = ["Tormod's Crypt"]
graveyard = ["Sol Ring"]
''' + decisions("activate Grave Robbers targeting Sol Ring", "pass")
        + decisions("activate Tormod's Crypt targeting B", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass", player="B") + decisions("pass"))
    # the Crypt, sacrificed into B's graveyard as a cost, went with it
    assert sorted(names(gone, "1", "B", "exile")) == ["Sol Ring", "Tormod's Crypt"]
    assert gone.game().player["A"].life == 20


def test_107_1a_eternal_flame_half_x_rounded_up_to_you() -> None:
    """107.1a, 115.4, 120.3: Eternal Flame deals X damage to target opponent and half X,
    rounded up, to its caster, X the Mountains they control: five (a Badlands is a
    Mountain too) deal 5 to B and 3 to A; the caster is no legal target."""
    body = '''
[A]
hand = ["Eternal Flame"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Badlands"]
[B]
battlefield = ["Mountain"]
'''
    table = play(body + decisions("cast Eternal Flame targeting B") + RESOLVE)
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (17, 15)
    with pytest.raises(IllegalDecision):
        play(body).push_named("cast Eternal Flame targeting A")


def test_605_3b_elves_of_deep_shadow_add_black_and_deal_1_to_you() -> None:
    """605.1a, 605.3b, 120.3: Elves of Deep Shadow's "{T}: Add {B}. Elves of Deep Shadow
    deals 1 damage to you" is a mana ability with another effect: both happen at once,
    no stack; used to pay for Dark Ritual's {B}, A is at 19 with {B}{B}{B}."""
    table = play('''
[A]
hand = ["Dark Ritual"]
battlefield = ["Elves of Deep Shadow"]
''' + decisions("mana Elves of Deep Shadow"))
    g = table.game()
    assert g.player["A"].mana == "B" and g.player["A"].life == 19 and not g.stack
    elves = next(o for o in g.battlefield if g.objects[o].name == "Elves of Deep Shadow")
    assert [(e.source, e.target, e.amount) for e in of(table, v.DamageDealt)] == [
        (elves, "A", 1)]
    paid = play('''
[A]
hand = ["Dark Ritual"]
battlefield = ["Elves of Deep Shadow"]
''' + decisions("cast Dark Ritual paying Elves of Deep Shadow") + RESOLVE)
    g = paid.game()
    assert g.player["A"].mana == "BBB" and g.player["A"].life == 19


def test_119_4_standing_stones_costs_mana_a_tap_and_a_life() -> None:
    """605.3a, 119.4, 118.3: Standing Stones' "{1}, {T}, Pay 1 life: Add one mana of any
    color": with Sol Ring's {C}{C} in the pool, A pays {1} and 1 life for {R} (A at 19,
    {C}{R} in the pool); with an empty pool it can't be activated."""
    table = play('''
[A]
battlefield = ["Standing Stones", "Sol Ring"]
''' + decisions("mana Sol Ring", "mana Standing Stones for R"))
    g = table.game()
    assert sorted(g.player["A"].mana) == ["C", "R"] and g.player["A"].life == 19
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        play('''
[A]
battlefield = ["Standing Stones", "Sol Ring"]
''').push_named("mana Standing Stones for R")


def test_602_2b_necropolis_exiles_a_creature_card_for_its_mana_value() -> None:
    """602.1a, 602.2b, 122.1, 613.4c: Necropolis' "Exile a creature card from your
    graveyard: Put X +0/+1 counters on Necropolis, where X is the exiled card's mana
    value": Serra Angel ({3}{W}{W}) is exiled, five counters make it a 0/6; Lightning
    Bolt is no creature card to choose; with none left, the cost can't be paid (118.3)."""
    table = play('''
[A]
battlefield = ["Necropolis"]
graveyard = ["Serra Angel", "Lightning Bolt"]
''' + decisions("activate Necropolis"))
    with pytest.raises(NamingError):
        table.push_named("choose Lightning Bolt")
    table.push_named("choose Serra Angel")
    table.push_named("pass")
    table.push_named("pass", "B")
    g = table.game()
    necropolis = permanent(g, "Necropolis")
    assert necropolis.counters == {"+0/+1": 5}
    assert (power(g, necropolis), toughness(g, necropolis)) == (0, 6)
    assert names(table, "1", "A", "exile") == ["Serra Angel"]
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        table.push_named("activate Necropolis")


def test_605_1a_city_of_shadows_stores_exiled_creatures_as_mana() -> None:
    """602.1a, 122.1, 605.1a: City of Shadows' "{T}, Exile a creature you control: Put a
    storage counter on City of Shadows" (the Bears exiled, one counter; B's creature is
    not A's to exile) and "{T}: Add {C} for each storage counter" (three counters: {C}{C}
    {C}, a mana ability whose amount is a count)."""
    table = play('''
[A]
battlefield = ["City of Shadows", "Grizzly Bears"]
[B]
battlefield = ["Scathe Zombies"]
''' + decisions("activate City of Shadows"))
    with pytest.raises(NamingError):
        table.push_named("choose Scathe Zombies")
    table.push_named("choose Grizzly Bears")
    table.push_named("pass")
    table.push_named("pass", "B")
    assert permanent(table.game(), "City of Shadows").counters == {"storage": 1}
    assert names(table, "1", "A", "exile") == ["Grizzly Bears"]
    stored = play('''
[A]
battlefield = [{ card = "City of Shadows", counters = { storage = 3 } }]
''' + decisions("mana City of Shadows"))
    assert stored.game().player["A"].mana == "CCC"
