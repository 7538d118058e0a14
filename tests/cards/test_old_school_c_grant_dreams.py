"""Batch c-grant: Field of Dreams (LEG): players play with the top card of their
libraries revealed (701.20). The rules each test exercises are in its name."""

from __future__ import annotations

from support import decisions, of, play

from shahrazad.events import vocabulary as v
from shahrazad.table import Table


def _shown(table: Table, player: str) -> list[str]:
    """The names of the cards of ``player``'s library shown to every player, in order."""
    g = table.game()
    by_card = {o.card: o.name for o in g.objects.values() if o.card is not None}
    return [by_card[c] for e in of(table, v.CardsRevealed)
            if e.player == player and set(e.seen_by) == {"A", "B"} for c in e.cards]


def test_701_20_field_of_dreams_shows_each_top_card_and_each_before_its_draw() -> None:
    """701.20 (2013 ruling): as Field of Dreams enters, each library's top card is shown
    to both players; A then draws three with Ancestral Recall, and before each draw the
    card is shown: the Forest, then the Mountain, the Plains, and at last the Swamp that
    is on top after the draws."""
    table = play('''
[A]
hand = ["Field of Dreams", "Ancestral Recall"]
battlefield = ["Island", "Island"]
library = ["Forest", "Mountain", "Plains", "Swamp"]
[B]
library = ["Lightning Bolt", "Island"]
''' + decisions("cast Field of Dreams paying Island") + decisions("pass")
        + decisions("pass", player="B")
        + decisions("cast Ancestral Recall targeting A paying Island#2") + decisions("pass")
        + decisions("pass", player="B"))
    assert _shown(table, "B") == ["Lightning Bolt"]
    assert _shown(table, "A") == ["Forest", "Mountain", "Plains", "Swamp"]


def test_701_20_without_field_of_dreams_nothing_is_shown() -> None:
    """701.20: a library's top card is hidden (401.2) unless something shows it: the same
    draws without Field of Dreams show nothing."""
    table = play('''
[A]
hand = ["Ancestral Recall"]
battlefield = ["Island"]
''' + decisions("cast Ancestral Recall targeting A paying Island") + decisions("pass")
        + decisions("pass", player="B"))
    assert not of(table, v.CardsRevealed)
