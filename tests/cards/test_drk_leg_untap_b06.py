"""Batch B06's effects that keep a creature tapped through its controller's next untap
steps (502.3): The Dark's Barl's Cage and Legends' Telekinesis. The rules each test
exercises are in its name."""

from __future__ import annotations

from support import RESOLVE, advance, decisions, permanent, play

from shahrazad.cards.pool import card


def test_502_3_barls_cage_keeps_a_creature_tapped_through_one_untap_step() -> None:
    """502.3: Barl's Cage on B's tapped Bears: they stay tapped in B's next untap step
    (B's Forest untaps), and untap in the one after."""
    table = play('''
[A]
battlefield = ["Barl's Cage", "Sol Ring", "Mountain"]
[B]
battlefield = [{ card = "Grizzly Bears", tapped = true }, { card = "Forest", tapped = true }]
''' + decisions("activate Barl's Cage targeting Grizzly Bears") + RESOLVE)
    advance(table, "B", "upkeep")
    g = table.game()
    assert permanent(g, "Grizzly Bears").tapped and not permanent(g, "Forest").tapped
    assert not g.effects  # used up
    advance(table, "A", "upkeep")
    advance(table, "B", "upkeep")
    assert not permanent(table.game(), "Grizzly Bears").tapped
    assert card("Barl's Cage").first_printed == "DRK"


def test_502_3_barls_cage_is_used_up_even_on_an_untapped_creature() -> None:
    """502.3 (2009 ruling): on untapped Bears the effect is used up at B's next untap step
    all the same (it doesn't wait for them to be tapped)."""
    table = play('''
[A]
battlefield = ["Barl's Cage", "Sol Ring", "Mountain"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Barl's Cage targeting Grizzly Bears") + RESOLVE)
    assert len(table.game().effects) == 1
    advance(table, "B", "main1")
    assert not table.game().effects


def test_502_3_615_telekinesis_prevents_combat_damage_and_holds_two_untap_steps() -> None:
    """701.26, 615.1, 502.3: Telekinesis on B's attacking Hill Giant: its combat damage to
    A is prevented; it stays tapped through B's next two untap steps and untaps in the
    third."""
    table = play('''
[A]
hand = ["Telekinesis"]
battlefield = ["Island", "Island"]
[B]
battlefield = ["Hill Giant", { card = "Forest", tapped = true }]
''' + decisions("attack Hill Giant", "pass", player="B")
        + decisions("cast Telekinesis targeting Hill Giant", "pass")
        + decisions("pass", player="B"), active="B", turn=4)
    advance(table, "B", "end")
    assert table.game().player["A"].life == 20
    for turn in (6, 8):
        advance(table, "B", "upkeep")
        g = table.game()
        assert g.turn == turn and permanent(g, "Hill Giant").tapped
        assert not permanent(g, "Forest").tapped
        advance(table, "B", "draw")
    advance(table, "B", "upkeep")
    assert table.game().turn == 10 and not permanent(table.game(), "Hill Giant").tapped
