"""Legends' red card of batch B05 (engine/cards/sets/leg/red.py): a lasting replacement
of the mana one land produces (614.1a)."""

from __future__ import annotations

from support import decisions, play

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_614_1a_quarum_trench_gnomes_plains_produces_colorless_for_good() -> None:
    """614.1a, 611.2a: Quarum Trench Gnomes' "{T}: If target Plains is tapped for mana, it
    produces colorless mana instead of white mana": B's Plains makes {C}, even after the
    Gnomes have died (the effect lasts indefinitely); A's own Plains, not the target,
    still makes {W}."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Quarum Trench Gnomes", "Mountain", "Plains"]
[B]
battlefield = ["Plains"]
''' + decisions("activate Quarum Trench Gnomes targeting B:Plains") + RESOLVE
        + decisions("cast Lightning Bolt targeting Quarum Trench Gnomes") + RESOLVE
        + decisions("pass") + decisions("mana Plains", player="B"))
    g = table.game()
    assert "Quarum Trench Gnomes" not in [g.objects[o].name for o in g.battlefield]
    assert g.player["B"].mana == "C"
    table.push_named("pass", "B")  # A has priority again
    table.push_named("mana A:Plains")
    assert table.game().player["A"].mana == "W"
