"""Batch D-DRAW's Chains of Mephistopheles (LEG): each draw but the first of a draw step
replaced by a discard, then a draw, or a mill with an empty hand (614.1a); several Chains
in turn (614.5); with Island Sanctuary, the drawing player chooses the order (616.1)."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.decisions import ReplaceWith
from shahrazad.events import vocabulary as v
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

CHAINS = "Chains of Mephistopheles"


def _ancestral(hand: str, chains: int = 1, more: str = "", step: str = "main1",
               body: str = "") -> Table:
    """A casts Ancestral Recall targeting A with ``hand`` besides it; B controls
    ``chains`` Chains of Mephistopheles (A ``more`` besides an Island)."""
    b_side = ", ".join([f'"{CHAINS}"'] * chains)
    return play(f'''
[A]
hand = ["Ancestral Recall"{hand}]
battlefield = ["Island"{more}]
library = ["Plains", "Forest", "Mountain", "Swamp", "Island", "Plains", "Forest"]
[B]
battlefield = [{b_side}]
''' + decisions("cast Ancestral Recall targeting A") + RESOLVE + body, step=step)


def _moved(table: Table, reason: str) -> list[str]:
    return [table.state.cards[e.card].name for e in of(table, v.ZoneChanged)
            if e.reason == reason and e.to_zone == "graveyard"]


def _discarded(table: Table) -> list[str]:
    return _moved(table, "discard")


def test_614_1a_chains_discard_then_draw_for_each_draw() -> None:
    """614.1a (2007 ruling): each of Ancestral Recall's three draws is replaced: A
    discards a card, then draws one. With one card in hand there is nothing to choose:
    A discards Grizzly Bears, then each card drawn in turn, and ends with one card."""
    table = _ancestral(', "Grizzly Bears"')
    assert _discarded(table) == ["Grizzly Bears", "Plains", "Forest"]
    assert names(table, "1", "A", "hand") == ["Mountain"]
    assert len(of(table, v.CardDrawn)) == 3
    assert card(CHAINS).first_printed == "LEG"


def test_701_17a_chains_with_an_empty_hand_mills_instead() -> None:
    """614.1a, 701.17a: with an empty hand A discards nothing, so A mills a card instead
    and draws nothing, for each of the three draws."""
    table = _ancestral("")
    assert not of(table, v.CardDrawn)
    assert names(table, "1", "A", "hand") == []
    assert _moved(table, "milled") == [
        "Plains", "Forest", "Mountain"]


def test_616_1_chains_has_the_player_choose_the_discard() -> None:
    """614.1a: with two cards in hand, A chooses which to discard (``replace ... choosing``);
    a card not in A's hand is refused and appends nothing."""
    table = _ancestral(', "Grizzly Bears", "Giant Growth"')
    assert table.pending().kind == "replace_draw" and table.pending().player == "A"
    before = len(table.events)
    chains, island = obj(table.game(), CHAINS).oid, obj(table.game(), "Island").oid
    with pytest.raises(IllegalDecision, match=r"616\.1"):
        table.push(ReplaceWith(chains, 0, island))
    assert len(table.events) == before
    table.push_named(f"replace {CHAINS} choosing Giant Growth", player="A")
    assert _discarded(table) == ["Giant Growth"]
    assert table.pending().kind == "replace_draw"  # the second draw: Bears or Plains
    table.push_named(f"replace {CHAINS} choosing Plains", player="A")
    table.push_named(f"replace {CHAINS} choosing Grizzly Bears", player="A")
    assert _discarded(table) == ["Giant Growth", "Plains", "Grizzly Bears"]
    assert sorted(names(table, "1", "A", "hand")) == ["Forest", "Mountain"]


def test_614_5_two_chains_each_replace_the_draw() -> None:
    """614.5, 616.1 (2004 ruling): with two Chains, each modifies each draw: A discards
    twice, then draws; with one card, the first discards it and the second finds the
    hand empty: A mills instead and draws nothing."""
    table = _ancestral(', "Grizzly Bears", "Giant Growth"', chains=2)
    table.push_named(f"replace {CHAINS} choosing Giant Growth", player="A")
    # the second Chains finds one card: discarded with no question, then A draws
    assert _discarded(table)[:2] == ["Giant Growth", "Grizzly Bears"]
    drawn = [e.card for e in of(table, v.CardDrawn)]
    assert len(drawn) >= 1
    # the second and third draws: one card in hand (the one drawn), discarded by the
    # first Chains; the second Chains mills
    assert _moved(table, "milled") == [
        "Forest", "Mountain"]
    assert names(table, "1", "A", "hand") == []
    assert not [e for e in table.game().effects.values() if e.kind == "draw_replaced_by"]


def test_504_1_chains_spares_the_first_draw_of_the_draw_step() -> None:
    """504.1: the draw step's own draw is the first A draws in it: not replaced; a
    second draw in the same step is (Ancestral Recall cast in the draw step)."""
    table = play(f'''
[A]
hand = ["Ancestral Recall"]
battlefield = ["Island"]
library = ["Plains", "Forest", "Mountain", "Swamp", "Island"]
[B]
battlefield = ["{CHAINS}"]
''', step="upkeep")
    advance(table, "A", "draw")
    assert names(table, "1", "A", "hand") == ["Ancestral Recall", "Plains"]
    table.push_named("cast Ancestral Recall targeting A", player="A")
    table.push_named("pass", player="A")
    table.push_named("pass", player="B")
    assert _discarded(table) == ["Plains", "Forest", "Mountain"]
    assert names(table, "1", "A", "hand") == ["Swamp"]


def test_614_1a_chains_replaces_an_abilitys_draw() -> None:
    """614.1a: a draw an activated ability makes is replaced too (Jayemdae Tome)."""
    table = play(f'''
[A]
hand = ["Grizzly Bears"]
battlefield = ["Jayemdae Tome", "Island", "Island", "Island", "Island"]
library = ["Plains", "Forest"]
[B]
battlefield = ["{CHAINS}"]
''' + decisions("activate Jayemdae Tome") + RESOLVE)
    assert _discarded(table) == ["Grizzly Bears"]
    assert names(table, "1", "A", "hand") == ["Plains"]


def test_616_1_chains_and_island_sanctuary_the_player_chooses_the_order() -> None:
    """616.1: in A's draw step, after its first draw, Island Sanctuary and Chains both
    apply to each of Ancestral Recall's draws: A chooses one. Sanctuary first skips the
    draw (no discard); Chains first discards, and the draw it makes may still be
    skipped (614.5: Chains is not applied again)."""
    table = play(f'''
[A]
hand = ["Ancestral Recall", "Grizzly Bears", "Giant Growth"]
battlefield = ["Island", "Island Sanctuary"]
library = ["Plains", "Forest", "Mountain", "Swamp", "Island"]
[B]
battlefield = ["{CHAINS}"]
''', step="upkeep")
    advance(table, "A", "draw", answers={"skip": "skip no"})
    assert "Plains" in names(table, "1", "A", "hand")
    table.push_named("cast Ancestral Recall targeting A", player="A")
    table.push_named("pass", player="A")
    table.push_named("pass", player="B")
    assert table.pending().kind == "replace_draw"
    table.push_named("replace Island Sanctuary", player="A")  # the first draw skipped
    assert [s.what for s in of(table, v.Skipped)] == ["draw"] and not _discarded(table)
    table.push_named(f"replace {CHAINS} choosing Giant Growth", player="A")
    assert _discarded(table) == ["Giant Growth"]
    assert table.pending().kind == "skip"  # the draw Chains makes: Sanctuary alone
    table.push_named("skip yes", player="A")
    assert len(of(table, v.Skipped)) == 2
    table.push_named(f"replace {CHAINS} choosing Grizzly Bears", player="A")
    table.push_named("skip no", player="A")
    assert _discarded(table) == ["Giant Growth", "Grizzly Bears"]
    assert sorted(names(table, "1", "A", "hand")) == ["Forest", "Plains"]
    assert table.pending().kind == "priority"


def test_504_1_after_a_skipped_draw_step_draw_the_next_is_the_first() -> None:
    """504.1: A skips the draw step's draw (Island Sanctuary): the first card A draws in
    the step is then Ancestral Recall's first, which Chains spares."""
    table = play(f'''
[A]
hand = ["Ancestral Recall"]
battlefield = ["Island", "Island Sanctuary"]
library = ["Plains", "Forest", "Mountain", "Swamp", "Island"]
[B]
battlefield = ["{CHAINS}"]
''', step="upkeep")
    advance(table, "A", "draw", answers={"skip": "skip yes"})
    table.push_named("cast Ancestral Recall targeting A", player="A")
    table.push_named("pass", player="A")
    table.push_named("pass", player="B")
    assert table.pending().kind == "skip"  # Sanctuary alone: Chains spares this one
    table.push_named("skip no", player="A")
    assert table.pending().kind == "replace_draw"  # the second: both apply
    table.push_named(f"replace {CHAINS} choosing Plains", player="A")
    table.push_named("skip no", player="A")
    table.push_named(f"replace {CHAINS} choosing Forest", player="A")
    table.push_named("skip no", player="A")
    assert _discarded(table) == ["Plains", "Forest"]
    assert names(table, "1", "A", "hand") == ["Mountain"]


def test_504_1_chains_replaces_howling_mines_draw_in_the_draw_step() -> None:
    """504.1, 614.1a: Howling Mine's draw in A's draw step comes after the step's own
    draw: it is the second A draws there, so Chains replaces it (A discards the card the
    step drew, then draws)."""
    table = play(f'''
[A]
battlefield = ["Howling Mine"]
library = ["Plains", "Forest", "Mountain"]
[B]
battlefield = ["{CHAINS}"]
''', step="upkeep")
    advance(table, "A", "main1")
    assert _discarded(table) == ["Plains"]
    assert names(table, "1", "A", "hand") == ["Forest"]
