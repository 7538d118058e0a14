"""The Dark's blue card of batch B05 (engine/cards/sets/drk/blue.py): a replacement of
the mana lands produce (614.1a)."""

from __future__ import annotations

from support import decisions, play

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_614_1a_deep_water_makes_your_lands_produce_blue() -> None:
    """614.1a, 106.3, 514.2: after Deep Water's "{U}: Until end of turn, if you tap a land
    you control for mana, it produces {U} instead of any other type", A's Mountain and
    Forest tap for {U}; Sol Ring, no land, still makes {C}{C}; B's Mountain makes {R};
    the next turn A's Mountain makes {R} again."""
    body = '''
[A]
battlefield = ["Deep Water", "Island", "Mountain", "Forest", "Sol Ring"]
[B]
battlefield = ["Mountain"]
'''
    table = play(body + decisions("activate Deep Water paying Island") + RESOLVE
                 + decisions("mana Mountain", "mana Forest", "mana Sol Ring"))
    assert sorted(table.game().player["A"].mana) == ["C", "C", "U", "U"]
    theirs = play(body + decisions("activate Deep Water paying Island") + RESOLVE
                  + decisions("pass") + decisions("mana Mountain", player="B"))
    assert theirs.game().player["B"].mana == "R"
    later = play(body + decisions("activate Deep Water paying Island") + RESOLVE,
                 until="turn 5 main1")
    later.push_named("mana Mountain")
    assert later.game().player["A"].mana == "R"
