"""Legends' black cards of batch B05 (engine/cards/sets/leg/black.py): costs that
sacrifice another permanent (602.1a, 701.21) or pay life (119.4)."""

from __future__ import annotations

import pytest
from support import decisions, names, of, permanent, play

from shahrazad.characteristics import power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_701_21_fallen_angel_may_sacrifice_itself() -> None:
    """602.1a, 701.21, 611.2: Fallen Angel's "Sacrifice a creature: Fallen Angel gets
    +2/+1 until end of turn": Grizzly Bears makes it a 5/4; "a creature" is any of its
    controller's, the Angel itself too (the ability still resolves, doing nothing)."""
    table = play('''
[A]
battlefield = ["Fallen Angel", "Grizzly Bears"]
''' + decisions("activate Fallen Angel", "choose Grizzly Bears") + RESOLVE)
    g = table.game()
    angel = permanent(g, "Fallen Angel")
    assert (power(g, angel), toughness(g, angel)) == (5, 4)
    table.push_named("activate Fallen Angel")
    table.push_named("choose Fallen Angel")
    table.push_named("pass")
    table.push_named("pass", "B")
    assert sorted(names(table, "1", "A", "graveyard")) == ["Fallen Angel", "Grizzly Bears"]


def test_119_4_greed_pays_two_life_to_draw() -> None:
    """119.4, 602.1a: Greed's "{B}, Pay 2 life: Draw a card", twice: A at 16 with two
    cards; with 1 life left it can't be activated."""
    table = play('''
[A]
battlefield = ["Greed", "Swamp", "Swamp"]
''' + decisions("activate Greed") + RESOLVE + decisions("activate Greed") + RESOLVE)
    g = table.game()
    assert g.player["A"].life == 16 and len(g.player["A"].hand) == 2
    with pytest.raises(IllegalDecision, match=r"119\.4"):
        play('''
[A]
life = 1
battlefield = ["Greed", "Swamp"]
''').push_named("activate Greed")


def test_602_5b_hells_caretaker_returns_a_creature_card_in_your_upkeep() -> None:
    """602.5b, 601.2c, 602.2b: Hell's Caretaker's "{T}, Sacrifice a creature: Return
    target creature card from your graveyard to the battlefield. Activate only during
    your upkeep": in A's upkeep, the target (Serra Angel) is chosen before the cost is
    paid, so sacrificing the Caretaker itself can't make it its own target; the Angel
    returns. In a main phase it is refused."""
    body = '''
[A]
battlefield = ["Hell's Caretaker"]
graveyard = ["Serra Angel", "Lightning Bolt"]
'''
    with pytest.raises(IllegalDecision, match="only during your upkeep"):
        play(body).push_named("activate Hell's Caretaker targeting Serra Angel")
    table = play(body + decisions("activate Hell's Caretaker targeting Serra Angel",
                                  "choose Hell's Caretaker") + RESOLVE, step="upkeep")
    assert names(table, "1", "A", "battlefield") == ["Serra Angel"]
    assert sorted(names(table, "1", "A", "graveyard")) == ["Hell's Caretaker",
                                                            "Lightning Bolt"]
    with pytest.raises(IllegalDecision):
        play(body, step="upkeep").push_named("activate Hell's Caretaker targeting "
                                             "Lightning Bolt")


def test_701_19a_horror_of_horrors_regenerates_a_black_creature_for_a_swamp() -> None:
    """701.19a, 602.1a: Horror of Horrors' "Sacrifice a Swamp: Regenerate target black
    creature": a Swamp goes, and Scathe Zombies survives a Lightning Bolt, tapped; a
    white creature is no legal target."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Horror of Horrors", "Swamp", "Mountain", "Scathe Zombies", "Savannah Lions"]
''' + decisions("activate Horror of Horrors targeting Scathe Zombies", "choose Swamp")
        + RESOLVE + decisions("cast Lightning Bolt targeting Scathe Zombies") + RESOLVE)
    g = table.game()
    assert permanent(g, "Scathe Zombies").tapped
    assert sorted(names(table, "1", "A", "graveyard")) == ["Lightning Bolt", "Swamp"]
    with pytest.raises(IllegalDecision):
        table.push_named("activate Horror of Horrors targeting Savannah Lions")


def test_603_10a_cyclopean_mummy_is_exiled_when_it_dies() -> None:
    """700.4, 603.10a, 400.7: Cyclopean Mummy's "When Cyclopean Mummy dies, exile it": it
    goes to the graveyard first (it died), and its ability exiles the card from there;
    leaving the battlefield for a hand is no death, and nothing is exiled."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Cyclopean Mummy"]
''' + decisions("cast Lightning Bolt targeting Cyclopean Mummy") + RESOLVE + RESOLVE)
    assert names(table, "1", "B", "exile") == ["Cyclopean Mummy"]
    assert any(e.to_zone == "graveyard" and e.card for e in of(table, v.ZoneChanged)
               if e.from_zone == "battlefield")
    bounced = play('''
[A]
hand = ["Unsummon"]
battlefield = ["Island"]
[B]
battlefield = ["Cyclopean Mummy"]
''' + decisions("cast Unsummon targeting Cyclopean Mummy") + RESOLVE)
    assert names(bounced, "1", "B", "hand") == ["Cyclopean Mummy"]
    assert names(bounced, "1", "B", "exile") == []
