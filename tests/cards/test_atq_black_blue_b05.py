"""Antiquities' black and blue cards of batch B05 (engine/cards/sets/atq/black.py,
blue.py): costs that sacrifice another permanent (602.1a, 701.21)."""

from __future__ import annotations

import pytest
from support import decisions, names, play

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
