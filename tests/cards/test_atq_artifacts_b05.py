"""Antiquities' artifacts of batch B05 (engine/cards/sets/atq/artifacts.py), each tested
on its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, permanent, play

from shahrazad.characteristics import power, toughness
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_701_24_feldons_cane_shuffles_the_graveyard_alone_into_the_library() -> None:
    """602.1a, 701.24: Feldon's Cane's "{T}, Exile Feldon's Cane: Shuffle your graveyard
    into your library": the Cane is exiled as a cost; A's two graveyard cards join the
    library, A's hand stays (only the graveyard, unlike Timetwister's)."""
    table = play('''
[A]
hand = ["Giant Growth"]
battlefield = ["Feldon's Cane"]
graveyard = ["Lightning Bolt", "Shivan Dragon"]
library = ["Island", "Island"]
''' + decisions("activate Feldon's Cane") + RESOLVE)
    g = table.game()
    assert names(table, "1", "A", "exile") == ["Feldon's Cane"]
    assert names(table, "1", "A", "graveyard") == []
    assert sorted(names(table, "1", "A", "library")) == [
        "Island", "Island", "Lightning Bolt", "Shivan Dragon"]
    assert names(table, "1", "A", "hand") == ["Giant Growth"] and len(g.player["A"].hand) == 1


def test_701_17a_millstone_mills_two_for_two_mana_and_a_tap() -> None:
    """701.17a, 602.1a: Millstone's "{2}, {T}: Target player mills two cards": A mills
    B's top two; tapped, it can't be activated again."""
    table = play('''
[A]
battlefield = ["Millstone", "Sol Ring", "Sol Ring"]
[B]
library = ["Lightning Bolt", "Giant Growth", "Island", "Island"]
''' + decisions("activate Millstone targeting B") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Lightning Bolt", "Giant Growth"]
    with pytest.raises(IllegalDecision):
        table.push_named("activate Millstone targeting B")


def test_701_9b_coral_helm_discards_at_random_as_a_cost() -> None:
    """602.1a, 701.9b, 118.3: Coral Helm's "{3}, Discard a card at random: Target creature
    gets +2/+2 until end of turn": the card is picked at random as the ability is
    activated, no choice asked (the scenario states the outcome: Giant Growth); the Bears
    are a 4/4; with an empty hand the cost can't be paid."""
    table = play('''
[A]
hand = ["Lightning Bolt", "Giant Growth"]
battlefield = ["Coral Helm", "Sol Ring", "Mountain", "Grizzly Bears"]
[[random]]
what = "discard"
player = "A"
result = ["Giant Growth"]
''' + decisions("activate Coral Helm targeting Grizzly Bears") + RESOLVE)
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Giant Growth"]
    assert names(table, "1", "A", "hand") == ["Lightning Bolt"]
    bears = permanent(g, "Grizzly Bears")
    assert (power(g, bears), toughness(g, bears)) == (4, 4)
    with pytest.raises(IllegalDecision):
        play('''
[A]
battlefield = ["Coral Helm", "Sol Ring", "Mountain", "Grizzly Bears"]
''').push_named("activate Coral Helm targeting Grizzly Bears")


def test_602_5b_armageddon_clock_doom_counters_and_anyones_upkeep_removal() -> None:
    """503.1, 504.1, 122.1, 602.2, 602.5b: Armageddon Clock gets a doom counter in its
    controller's upkeep (two become three) and at their draw step deals that much to each
    player (17 each); in that upkeep B, who doesn't control it, pays {4} to remove one
    (602.2: any player may activate it, only during an upkeep step), so the draw step
    deals 2; outside an upkeep the ability is refused."""
    body = '''
[A]
battlefield = [{ card = "Armageddon Clock", counters = { doom = 2 } }]
[B]
battlefield = ["Island", "Island", "Island", "Island"]
'''
    table = play(body, step="upkeep", until="turn 3 main1")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (17, 17)
    clock = next(g.objects[o] for o in g.battlefield if g.objects[o].name == "Armageddon Clock")
    assert clock.counters == {"doom": 3}
    table.push_named("pass")  # B has priority in A's main phase
    with pytest.raises(IllegalDecision, match="upkeep"):
        table.push_named("activate Armageddon Clock", "B")
    removed = play(body + decisions("pass") + decisions("pass", player="B")  # the trigger
                   + decisions("pass")
                   + decisions("activate Armageddon Clock", "pass", player="B")
                   + decisions("pass"), step="upkeep", until="turn 3 main1")
    g = removed.game()
    assert (g.player["A"].life, g.player["B"].life) == (18, 18)
