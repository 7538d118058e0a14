"""Batch B05's general pieces of the card language, each tested on its rule: costs that
sacrifice another permanent (602.1a, 602.2b, 118.3, 701.21) and costs that pay life
(119.4). The cards that use them are tested in ``tests/cards/test_*_b05.py``."""

from __future__ import annotations

import pytest
from support import decisions, names, of, play

from shahrazad.cards.data import card_from_data, card_to_data
from shahrazad.cards.model import Cost, Filter
from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.naming import NamingError
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")

#: a judge's own card with both costs: "{1}, Sacrifice a Goblin, Pay 3 life: Draw a card."
GOBLIN_ALTAR = '''
[cards."Goblin Altar"]
cost = "{1}"
types = ["Artifact"]
[[cards."Goblin Altar".abilities]]
cost = { mana = "{1}", sacrifice_other = { subtypes = ["Goblin"] }, life = 3 }
effects = [{ effect = "draw", amount = 1 }]
'''


def test_602_2b_701_21_a_sacrifice_cost_is_chosen_once_the_ability_is_on_the_stack() -> None:
    """602.1a, 602.2b, 701.21: "Sacrifice a Goblin" is a cost: once the ability is on the
    stack its controller chooses one of their Goblins (a ``choose`` question, only their
    own Goblins allowed), sacrifices it, and the ability resolves; 119.4: the life is
    paid as the ability is activated."""
    table = play('''
[A]
battlefield = ["Goblin Altar", "Mountain", "Mons's Goblin Raiders", "Grizzly Bears"]
[B]
battlefield = ["Mons's Goblin Raiders"]
''' + decisions("activate Goblin Altar"), head=GOBLIN_ALTAR)
    assert table.pending().kind == "choose"
    with pytest.raises(NamingError, match="the permanent to sacrifice"):
        table.push_named("choose Grizzly Bears")
    table.push_named("choose Mons's Goblin Raiders")
    sacrificed = [e for e in of(table, v.ZoneChanged) if e.to_zone == "graveyard"]
    assert [(e.reason, e.rule) for e in sacrificed] == [("sacrificed to pay a cost", "701.21")]
    table.push_named("pass")
    table.push_named("pass", "B")
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Mons's Goblin Raiders"]
    assert len(g.player["A"].hand) == 1 and g.player["A"].life == 17
    assert names(table, "1", "B", "battlefield") == ["Mons's Goblin Raiders"]


def test_118_3_119_4_costs_that_cant_be_paid_refuse_the_activation() -> None:
    """118.3: with no Goblin of its own to sacrifice (an opponent's doesn't count,
    701.21a), the ability can't be activated; 119.4: nor with less life than it pays.
    Each refusal appends nothing."""
    no_goblin = play('''
[A]
battlefield = ["Goblin Altar", "Mountain"]
[B]
battlefield = ["Mons's Goblin Raiders"]
''', head=GOBLIN_ALTAR)
    before = len(no_goblin.events)
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        no_goblin.push_named("activate Goblin Altar")
    assert len(no_goblin.events) == before
    low_life = play('''
[A]
life = 2
battlefield = ["Goblin Altar", "Mountain", "Mons's Goblin Raiders"]
''', head=GOBLIN_ALTAR)
    with pytest.raises(IllegalDecision, match=r"119\.4"):
        low_life.push_named("activate Goblin Altar")


def test_602_1a_the_costs_read_and_write_as_data() -> None:
    """602.1a: the two new parts of a cost are data: they make the round trip, and a cost
    that would choose both discards and a sacrifice is refused as it is read."""
    for name in ("Atog", "Orc General", "Greed", "Ifh-Biff Efreet", "Eternal Flame",
                 "Cyclopean Mummy", "Millstone", "Feldon's Cane", "Grave Robbers"):
        d = card(name)
        assert card_from_data(card_to_data(d)) == d
    with pytest.raises(ValueError, match="not both"):
        Cost(discard=1, sacrifice_other=Filter())


def test_701_17a_mill_puts_the_top_cards_into_the_graveyard_and_is_no_draw() -> None:
    """701.17a, 121.1: Millstone's "Target player mills two cards": B's top two cards go to
    B's graveyard in order, the top one first; with one card left, B mills one, and an
    empty library after a mill loses nothing (only a draw from it would, 704.5b)."""
    table = play('''
[A]
battlefield = ["Millstone", "Sol Ring"]
[B]
library = ["Lightning Bolt", "Giant Growth", "Island"]
''' + decisions("activate Millstone targeting B") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Lightning Bolt", "Giant Growth"]
    assert names(table, "1", "B", "library") == ["Island"]
    assert of(table, v.CardDrawn) == []
    assert {e.rule for e in of(table, v.ZoneChanged) if e.to_zone == "graveyard"} \
        == {"701.17a"}
    short = play('''
[A]
battlefield = ["Millstone", "Sol Ring"]
[B]
library = ["Island"]
''' + decisions("activate Millstone targeting B") + RESOLVE)
    g = short.game()
    assert names(short, "1", "B", "graveyard") == ["Island"] and g.player["B"].library == []
    assert g.player["B"].in_game


def test_400_7_this_card_finds_the_permanent_where_it_went() -> None:
    """400.7, 603.10a, 701.13: a permanent that dies is a new object in the graveyard;
    Cyclopean Mummy's "When Cyclopean Mummy dies, exile it" finds that card there and
    exiles it."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Cyclopean Mummy"]
''' + decisions("cast Lightning Bolt targeting Cyclopean Mummy") + RESOLVE + RESOLVE)
    assert names(table, "1", "B", "graveyard") == []
    assert names(table, "1", "B", "exile") == ["Cyclopean Mummy"]


def test_404_1_exile_graveyard_and_a_target_card_in_any_graveyard() -> None:
    """404.1, 701.13, 115.1: Tormod's Crypt exiles every card of the target player's
    graveyard (A's own stays); Grave Robbers targets an artifact card in any graveyard,
    not a nonartifact one."""
    table = play('''
[A]
battlefield = ["Tormod's Crypt"]
graveyard = ["Sol Ring"]
[B]
graveyard = ["Lightning Bolt", "Ornithopter"]
''' + decisions("activate Tormod's Crypt targeting B") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == []
    assert sorted(names(table, "1", "B", "exile")) == ["Lightning Bolt", "Ornithopter"]
    assert sorted(names(table, "1", "A", "graveyard")) == ["Sol Ring", "Tormod's Crypt"]
    robbers = play('''
[A]
battlefield = ["Grave Robbers", "Swamp"]
[B]
graveyard = ["Lightning Bolt"]
''')
    with pytest.raises((IllegalDecision, NamingError)):
        robbers.push_named("activate Grave Robbers targeting Lightning Bolt")
