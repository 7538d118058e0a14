"""Antiquities' green card of batch B05 (engine/cards/sets/atq/green.py): triggers on an
opponent's artifacts becoming tapped and on an opponent's activations (602.2, 603.2)."""

from __future__ import annotations

from support import decisions, play

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_603_2_powerleech_gains_on_an_opponents_artifacts_only() -> None:
    """603.2, 602.2: Powerleech's "Whenever an artifact an opponent controls becomes
    tapped or an opponent activates an artifact's ability without {T} in its activation
    cost, you gain 1 life": A's own Sol Ring tapped gains nothing; B's Sol Ring tapped
    for mana gains 1, B's Triskelion's counter ability (no {T}) 1 more: A at 21 after
    the Triskelion's ping."""
    own = play('''
[A]
battlefield = ["Powerleech", "Sol Ring"]
''' + decisions("mana Sol Ring") + RESOLVE)
    assert own.game().player["A"].life == 20
    table = play('''
[A]
battlefield = ["Powerleech"]
[B]
battlefield = ["Sol Ring", { card = "Triskelion", counters = { "+1/+1" = 1 } }]
''' + decisions("pass") + decisions("mana Sol Ring", "activate Triskelion targeting A",
                                    player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass", player="B") + decisions("pass"))
    assert table.game().player["A"].life == 21
