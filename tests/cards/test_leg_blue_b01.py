"""Batch B01's Legends blue cards (engine/cards/sets/leg/blue.py): Backfire, Enchantment
Alteration."""

from __future__ import annotations

import pytest
from support import decisions, names, permanent, play

from shahrazad.decisions import Pass
from shahrazad.naming import NamingError
from shahrazad.txn import IllegalDecision


def test_603_2_backfire_returns_the_damage_its_creature_deals_you() -> None:
    """510.2, 603.2: A's Backfire on B's Grizzly Bears; the Bears attack A unblocked: A
    takes 2, and Backfire deals B, the Bears' controller, 2."""
    table = play('''
[A]
battlefield = ["Island"]
[B]
battlefield = ["Grizzly Bears",
               { card = "Backfire", attached_to = "Grizzly Bears", controller = "A" }]
''' + decisions("attack Grizzly Bears", player="B"), active="B", step="beginning_of_combat",
        until="combat_ended")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (18, 18)


def test_701_3a_enchantment_alteration_moves_an_aura_to_another_of_its_hosts_type() -> None:
    """115.1, 701.3a, 608.2d: Enchantment Alteration may target the Holy Strength on B's
    Grizzly Bears, not the Castle (no Aura); as it resolves A chooses another creature
    for it, A's Savannah Lions (the Forest, a land, is no choice for an Aura on a
    creature)."""
    table = play('''
[A]
hand = ["Enchantment Alteration"]
battlefield = ["Island", "Savannah Lions"]
[B]
battlefield = ["Grizzly Bears", "Forest", "Castle",
               { card = "Holy Strength", attached_to = "Grizzly Bears" }]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("cast Enchantment Alteration targeting Castle")
    table.push_named("cast Enchantment Alteration targeting Holy Strength")
    table.push(Pass())
    table.push(Pass())
    assert (table.pending().kind, table.pending().player) == ("choose", "A")
    with pytest.raises(NamingError):  # not among the choices
        table.push_named("choose Forest")
    table.push_named("choose Savannah Lions")
    g = table.game()
    assert permanent(g, "Holy Strength").attached_to == permanent(g, "Savannah Lions").oid


def test_608_2d_recall_discards_x_returns_as_many_and_exiles_itself() -> None:
    """107.3, 701.9, 608.2d: Recall with X=2 ({X}{X}{U}: five mana): A discards two cards of
    A's choice (Forest, Swamp), then returns two cards of A's choice from the graveyard
    (Lightning Bolt, which was there, and the Forest); Recall is exiled."""
    table = play('''
[A]
hand = ["Recall", "Forest", "Swamp", "Mountain"]
graveyard = ["Lightning Bolt"]
battlefield = ["Island", "Island", "Island", "Island", "Island"]
''' + decisions("cast Recall X=2") + decisions("pass") + decisions("pass", player="B")
        + decisions("discard Forest, Swamp") + decisions("choose Lightning Bolt, Forest"))
    assert sorted(names(table, "1", "A", "hand")) == ["Forest", "Lightning Bolt", "Mountain"]
    assert names(table, "1", "A", "graveyard") == ["Swamp"]
    assert names(table, "1", "A", "exile") == ["Recall"]
