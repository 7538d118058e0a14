"""The Dark's black cards of batch E3 (engine/cards/sets/drk/black.py), each played on its
text; the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness
from shahrazad.decisions import Cast
from shahrazad.rules import combat
from shahrazad.txn import IllegalDecision

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_701_13_ashes_to_ashes_exiles_two_creatures_and_deals_5_to_you() -> None:
    """701.13, 120.3: "Exile two target nonartifact creatures. Ashes to Ashes deals 5
    damage to you": both of B's creatures are exiled, A is at 15."""
    table = play('''
[A]
hand = ["Ashes to Ashes"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears", "Savannah Lions"]
''' + decisions("cast Ashes to Ashes targeting Grizzly Bears, Savannah Lions") + RESOLVE)
    assert sorted(names(table, "1", "B", "exile")) == ["Grizzly Bears", "Savannah Lions"]
    assert table.game().player["A"].life == 15


def test_601_2c_ashes_to_ashes_needs_two_different_nonartifact_creatures() -> None:
    """601.2c, 115.1: "two target" is one instance of the word: the same creature can't be
    chosen twice; an artifact creature is no target; one creature alone is too few."""
    table = play('''
[A]
hand = ["Ashes to Ashes"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears", "Obsianus Golem"]
''')
    g = table.game()
    bears, golem, spell = (obj(g, n).oid for n in ("Grizzly Bears", "Obsianus Golem",
                                                   "Ashes to Ashes"))
    with pytest.raises(IllegalDecision, match="twice"):
        table.push(Cast(card=spell, targets=(bears, bears)), "A")
    with pytest.raises(IllegalDecision):
        table.push(Cast(card=spell, targets=(bears, golem)), "A")
    with pytest.raises(IllegalDecision):
        table.push(Cast(card=spell, targets=(bears,)), "A")
    assert obj(table.game(), "Ashes to Ashes").zone == "hand"


def test_608_2b_ashes_to_ashes_with_one_illegal_target_still_exiles_and_burns() -> None:
    """608.2b: B kills one target in response: the other is still exiled and A is still
    dealt 5 damage (the spell is countered only if both targets are illegal)."""
    table = play('''
[A]
hand = ["Ashes to Ashes"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Grizzly Bears", "Savannah Lions", "Mountain"]
''' + decisions("cast Ashes to Ashes targeting Grizzly Bears, Savannah Lions", "pass")
        + decisions("cast Lightning Bolt targeting Grizzly Bears", "pass", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Lightning Bolt", "Grizzly Bears"]
    assert names(table, "1", "B", "exile") == ["Savannah Lions"]
    assert table.game().player["A"].life == 15


def test_608_2b_ashes_to_ashes_with_both_targets_gone_is_countered() -> None:
    """608.2b: both targets illegal: the spell doesn't resolve and deals no damage."""
    table = play('''
[A]
hand = ["Ashes to Ashes"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
hand = ["Unsummon", "Unsummon"]
battlefield = ["Grizzly Bears", "Savannah Lions", "Island", "Island"]
''' + decisions("cast Ashes to Ashes targeting Grizzly Bears, Savannah Lions", "pass")
        + decisions("cast Unsummon targeting Grizzly Bears", "pass", player="B")
        + decisions("pass")
        + decisions("cast Unsummon targeting Savannah Lions", "pass", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert table.game().player["A"].life == 20
    assert names(table, "1", "A", "graveyard") == ["Ashes to Ashes"]


def test_702_9b_bog_imp_flies() -> None:
    """702.9b: Bog Imp, a 1/1 flier: Grizzly Bears can't block it."""
    d = card("Bog Imp")
    assert (d.power, d.toughness, d.first_printed) == (1, 1, "DRK")
    table = play('''
[A]
battlefield = ["Bog Imp"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("attack Bog Imp"), step="beginning_of_combat", until="attackers_declared")
    assert combat.possible_blocks(table.game(), "B") == []


def test_509_1b_bog_rats_cant_be_blocked_by_walls() -> None:
    """509.1b: Bog Rats can't be blocked by Walls: B's Wall of Stone can't block it, B's
    Grizzly Bears can."""
    table = play('''
[A]
battlefield = ["Bog Rats"]
[B]
battlefield = ["Wall of Stone", "Grizzly Bears"]
''' + decisions("attack Bog Rats"), step="beginning_of_combat", until="attackers_declared")
    g = table.game()
    blockers = {g.objects[b].name for b, _ in combat.possible_blocks(g, "B")}
    assert blockers == {"Grizzly Bears"}


def test_611_2c_marsh_gas_gives_creatures_minus_2_minus_0_until_end_of_turn() -> None:
    """611.2c, 613.4c: "All creatures get -2/-0 until end of turn": every creature on the
    battlefield as it resolves, either player's."""
    table = play('''
[A]
hand = ["Marsh Gas"]
battlefield = ["Swamp", "Craw Wurm"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Marsh Gas") + RESOLVE)
    g = table.game()
    assert (power(g, obj(g, "Craw Wurm")), toughness(g, obj(g, "Craw Wurm"))) == (4, 4)
    assert (power(g, obj(g, "Grizzly Bears")), toughness(g, obj(g, "Grizzly Bears"))) == (0, 2)


def test_707_10c_a_copy_of_ashes_to_ashes_keeps_two_different_targets() -> None:
    """707.10c, 601.2c: new targets for a copy of Ashes to Ashes follow the same rule: a
    copy may not aim both halves of "two target creatures" at one creature."""
    from shahrazad.rules import copies

    table = play('''
[A]
hand = ["Ashes to Ashes"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears", "Savannah Lions", "Craw Wurm"]
''' + decisions("cast Ashes to Ashes targeting Grizzly Bears, Savannah Lions"),
        until="script_end")
    g = table.game()
    spell = g.objects[g.stack[-1]]
    bears, wurm = obj(g, "Grizzly Bears").oid, obj(g, "Craw Wurm").oid
    assert copies.allowed(g, spell, "B", (wurm, wurm)) != ""
    assert copies.allowed(g, spell, "B", (bears, wurm)) == ""
    assert all(len(set(c)) == 2 for c in copies.target_choices(g, spell, "B"))
