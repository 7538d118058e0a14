"""Batch B01's Alpha black card (engine/cards/sets/lea/black.py): Paralyze."""

from __future__ import annotations

from support import advance, decisions, permanent, play


def _paralyzed(answer: str) -> bool:
    table = play('''
[A]
hand = ["Paralyze"]
battlefield = ["Swamp"]
[B]
battlefield = ["Grizzly Bears", "Forest", "Forest", "Forest", "Forest"]
''' + decisions("cast Paralyze targeting Grizzly Bears", "pass")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass", player="B"))
    assert permanent(table.game(), "Grizzly Bears").tapped  # tapped as it entered
    advance(table, "B", "draw", {"accept": answer})
    g = table.game()
    assert permanent(g, "Paralyze").attached_to == permanent(g, "Grizzly Bears").oid
    return permanent(g, "Grizzly Bears").tapped


def test_502_3_paralyze_taps_and_holds_unless_its_controller_pays() -> None:
    """603.6a, 502.3, 608.2d: Paralyze taps the Bears as it enters; they don't untap in
    B's untap step, and B, declining to pay {4} at upkeep, leaves them tapped."""
    assert _paralyzed("accept no")


def test_608_2d_paralyzes_creatures_controller_may_pay_four_to_untap_it() -> None:
    """608.2d: at the upkeep of the enchanted creature's controller, that player (B, not
    Paralyze's controller) may pay {4}: B pays with four Forests and the Bears untap."""
    assert not _paralyzed("accept yes")
