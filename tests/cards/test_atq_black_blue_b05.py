"""Antiquities' black and blue cards of batch B05 (engine/cards/sets/atq/black.py,
blue.py): costs that sacrifice another permanent (602.1a, 701.21)."""

from __future__ import annotations

import pytest
from support import decisions, names, of, play

from shahrazad.events import vocabulary as v
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_602_5b_gate_to_phyrexia_once_each_upkeep_for_a_creature() -> None:
    """602.1a, 602.5b, 701.8: Gate to Phyrexia's "Sacrifice a creature: Destroy target
    artifact. Activate only during your upkeep and only once each turn": in A's upkeep,
    Grizzly Bears for B's Sol Ring; a second activation that upkeep is refused; in the
    main phase it is refused too."""
    body = '''
[A]
battlefield = ["Gate to Phyrexia", "Grizzly Bears", "Scathe Zombies"]
[B]
battlefield = ["Sol Ring", "Ornithopter"]
'''
    with pytest.raises(IllegalDecision, match="only during your upkeep"):
        play(body).push_named("activate Gate to Phyrexia targeting Sol Ring")
    table = play(body + decisions("activate Gate to Phyrexia targeting Sol Ring",
                                  "choose Grizzly Bears") + RESOLVE, step="upkeep")
    assert names(table, "1", "B", "graveyard") == ["Sol Ring"]
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]
    with pytest.raises(IllegalDecision, match="once each turn"):
        table.push_named("activate Gate to Phyrexia targeting Ornithopter")


def test_701_21_sage_of_lat_nam_draws_for_an_artifact() -> None:
    """602.1a, 701.21, 121.1: Sage of Lat-Nam's "{T}, Sacrifice an artifact: Draw a card":
    the Sol Ring goes, A draws one; untapped again, with no artifact it can't (118.3)."""
    table = play('''
[A]
battlefield = ["Sage of Lat-Nam", "Sol Ring"]
''' + decisions("activate Sage of Lat-Nam", "choose Sol Ring") + RESOLVE)
    g = table.game()
    assert len(g.player["A"].hand) == 1
    assert names(table, "1", "A", "graveyard") == ["Sol Ring"]
    with pytest.raises(IllegalDecision):
        play('''
[A]
battlefield = ["Sage of Lat-Nam", "Grizzly Bears"]
''').push_named("activate Sage of Lat-Nam")


def test_602_2_haunting_wind_on_tapping_and_on_abilities_without_tap() -> None:
    """603.2, 602.2: Haunting Wind's "Whenever an artifact becomes tapped or a player
    activates an artifact's ability without {T} in its activation cost, 1 damage to that
    artifact's controller": tapping Sol Ring for mana (A at 19); Triskelion's "Remove a
    +1/+1 counter" ability (no {T}: B's Triskelion, B at 19 and 1 more from the
    Triskelion's own ping at A); Millstone's "{2}, {T}" ability triggers once, by its
    tapping only."""
    table = play('''
[A]
battlefield = ["Haunting Wind", "Sol Ring", "Millstone"]
[B]
battlefield = ["Triskelion"]
''' + decisions("mana Sol Ring") + RESOLVE)
    assert table.game().player["A"].life == 19
    table = play('''
[A]
battlefield = ["Haunting Wind"]
[B]
battlefield = [{ card = "Triskelion", counters = { "+1/+1" = 1 } }]
''' + decisions("pass") + decisions("activate Triskelion targeting A", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass", player="B") + decisions("pass"))
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (19, 19)
    mill = play('''
[A]
battlefield = ["Haunting Wind", "Millstone", "Sol Ring"]
''' + decisions("activate Millstone targeting B") + RESOLVE + RESOLVE)
    assert mill.game().player["A"].life == 18  # the Millstone tapped, and the Sol Ring
    assert len(of(mill, v.AbilityTriggered)) == 2


def test_303_4_artifact_possession_damages_the_enchanted_artifacts_controller() -> None:
    """303.4, 603.2, 602.2: Artifact Possession on B's Triskelion: B activates its "Remove
    a +1/+1 counter" ability (no {T}) and takes 2; A's own Sol Ring, not enchanted,
    taps for mana with no trigger."""
    table = play('''
[A]
battlefield = ["Sol Ring"]
[B]
battlefield = [{ card = "Triskelion", counters = { "+1/+1" = 1 } },
               { card = "Artifact Possession", attached_to = "Triskelion" }]
''' + decisions("mana Sol Ring", "pass") + decisions("activate Triskelion targeting A",
                                                     player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass", player="B") + decisions("pass"))
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (19, 18)
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == ["Artifact Possession"]
