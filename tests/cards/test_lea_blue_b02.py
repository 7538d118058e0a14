"""Alpha's blue cards of batch B02 (engine/cards/sets/lea/blue.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, permanent, play

from shahrazad.naming import NamingError
from shahrazad.txn import IllegalDecision

SUNK = '''
[A]
hand = ["Grizzly Bears"]
battlefield = ["Forest", "Forest", "Forest", "Sol Ring"]
[B]
hand = ["Power Sink"]
battlefield = ["Island", "Island", "Island", "Island"]
''' + decisions("cast Grizzly Bears paying Sol Ring, Forest", "pass") \
    + decisions("cast Power Sink X=3 targeting Grizzly Bears", "pass", player="B") \
    + decisions("pass")


def test_701_6_106_4_power_sink_counters_unless_x_is_paid_then_taps_and_empties() -> None:
    """701.6, 118.12, 701.26, 106.4: Power Sink with X = 3: A, with two Forests untapped
    and Sol Ring's second {C} floating, declines; the Bears are countered, A's Forests
    tap and its floating {C} is lost."""
    table = play(SUNK)
    assert table.pending().kind == "accept" and table.pending().player == "A"
    table.push_named("accept no")
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]
    assert all(g.objects[o].tapped for o in g.in_play if g.objects[o].name == "Forest")
    assert g.player["A"].mana == ""


def test_701_6_power_sink_paid_the_spell_resolves() -> None:
    """118.12: A pays {X} = 3 with the floating {C} and its two Forests: the Bears
    resolve."""
    table = play(SUNK)
    table.push_named("accept yes")
    while table.game().stack:
        table.push_named("pass")
    assert "Grizzly Bears" in names(table, "1", "A", "battlefield")


def test_106_4_701_26_mana_short_taps_every_land_and_empties_the_pool() -> None:
    """701.26, 106.4: Mana Short taps all lands B controls (not its Sol Ring) and B loses
    the {U} it floated in response."""
    table = play('''
[A]
hand = ["Mana Short"]
battlefield = ["Island", "Island", "Island"]
[B]
battlefield = ["Island", "Island", "Sol Ring"]
''' + decisions("cast Mana Short targeting B", "pass")
        + decisions("mana Island", "pass", player="B"))
    g = table.game()
    assert all(g.objects[o].tapped for o in g.in_play
               if g.objects[o].name == "Island" and g.objects[o].controller == "B")
    assert not permanent(g, "Sol Ring").tapped
    assert g.player["B"].mana == ""
    assert names(table, "1", "A", "graveyard") == ["Mana Short"]


def test_700_2_601_2c_blue_elemental_blast_each_mode_its_own_target() -> None:
    """700.2, 601.2b, 601.2c: Blue Elemental Blast's "Choose one: Counter target red
    spell; or Destroy target red permanent": the mode is chosen as it is cast, then its
    target; mode 1 counters Lightning Bolt, mode 2 destroys Goblin Balloon Brigade, and a
    mode's target must be what that mode says (no red permanent is a spell)."""
    body = '''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Goblin Balloon Brigade", "Island"]
[B]
hand = ["Blue Elemental Blast"]
battlefield = ["Island"]
'''
    table = play(body + decisions("cast Lightning Bolt targeting B", "pass"))
    with pytest.raises((IllegalDecision, NamingError)):
        table.push_named("cast Blue Elemental Blast mode 1 targeting Goblin Balloon Brigade")
    with pytest.raises((IllegalDecision, NamingError)):
        table.push_named("cast Blue Elemental Blast mode 3 targeting Lightning Bolt")
    table.push_named("cast Blue Elemental Blast mode 1 targeting Lightning Bolt")
    while table.game().stack:
        table.push_named("pass")
    assert names(table, "1", "A", "graveyard") == ["Lightning Bolt"]
    assert table.game().player["B"].life == 20

    table = play(body + decisions("pass") + decisions(
        "cast Blue Elemental Blast mode 2 targeting Goblin Balloon Brigade", player="B"))
    while table.game().stack:
        table.push_named("pass")
    assert names(table, "1", "A", "graveyard") == ["Goblin Balloon Brigade"]
