"""Arabian Nights artifacts of batch LX (left over from batch B05): Jandor's Ring."""

from __future__ import annotations

import pytest
from support import advance, decisions, names, play

from shahrazad.cards.pool import card
from shahrazad.txn import IllegalDecision

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def _drawn(top: str) -> object:
    """A's upkeep into A's main phase: A draws ``top`` (the Island in hand was there
    before the turn); Jandor's Ring and two Mountains ready."""
    table = play(f'''
[A]
hand = ["Island"]
battlefield = ["Jandor's Ring", "Mountain", "Mountain"]
library = ["{top}", "Forest", "Plains"]
''', step="upkeep")
    advance(table, "A", "main1")
    return table


def test_602_1a_jandors_ring_discards_the_last_card_drawn_this_turn_and_draws() -> None:
    """602.1a, 701.9: "{2}, {T}, Discard the last card you drew this turn: Draw a card":
    the Swamp drawn this turn is discarded as the cost (no choice: the cost names the
    card), and the Forest drawn; the older Island stays."""
    table = _drawn("Swamp")
    table.push_named("activate Jandor's Ring")
    table.push_named("pass")
    table.push_named("pass", player="B")
    assert names(table, "1", "A", "graveyard") == ["Swamp"]
    assert sorted(names(table, "1", "A", "hand")) == ["Forest", "Island"]
    assert card("Jandor's Ring").first_printed == "ARN"


def test_118_3_jandors_ring_cant_be_activated_once_the_card_drawn_has_left_the_hand() -> None:
    """118.3: the last card A drew this turn (a Swamp) was played: the cost can't be paid,
    though other cards are in hand; nothing is appended."""
    table = _drawn("Swamp")
    table.push_named("play Swamp")
    before = len(table.events)
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        table.push_named("activate Jandor's Ring")
    assert len(table.events) == before


def test_118_3_jandors_ring_with_nothing_drawn_this_turn_cant_be_activated() -> None:
    """118.3: a card drawn in an earlier turn is not the last card drawn this turn."""
    table = play('''
[A]
hand = ["Island"]
battlefield = ["Jandor's Ring", "Mountain", "Mountain"]
''')
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        table.push_named("activate Jandor's Ring")
