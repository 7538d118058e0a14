"""Batch r-b's Transmute Artifact: a sacrifice on resolution (701.21), a search for an
artifact card (701.23) whose found card waits while its searcher may pay the difference
of mana values (608.2d), then onto the battlefield or into the graveyard, then a shuffle
(701.24)."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, of, play

from shahrazad.events import vocabulary as v
from shahrazad.txn import IllegalDecision

ISLANDS = 'battlefield = ["Island", "Island", "Island", "Island", "Island", "Island", ' \
    '"{}"]\n'


def _cast(artifact: str, library: str, *more: str) -> str:
    return ('[A]\nhand = ["Transmute Artifact"]\n' + ISLANDS.format(artifact)
            + f"library = [{library}]\n"
            + decisions("cast Transmute Artifact paying Island, Island") + RESOLVE
            + decisions(*more))


def test_701_23_transmute_artifact_cheaper_card_enters_without_paying() -> None:
    """701.21, 701.23: Juggernaut (mana value 4) is sacrificed as it resolves; Sol Ring
    (1), at most 4, goes onto the battlefield with nothing asked; the library is
    shuffled (701.24)."""
    table = play(_cast("Juggernaut", '"Sol Ring", "Grizzly Bears"', "search Sol Ring"))
    assert "Sol Ring" in names(table, "1", "A", "battlefield")
    assert names(table, "1", "A", "graveyard") == ["Juggernaut", "Transmute Artifact"]
    assert not of(table, v.SearchHeld)
    assert of(table, v.LibraryShuffled)
    assert not table.game().choice  # nothing more is asked


def test_608_2d_transmute_artifact_pays_the_difference() -> None:
    """608.2d: Ornithopter (0) for Juggernaut (4): the found card waits in the library
    (the event ``search_held``) while A may pay {4}; A pays and it enters."""
    table = play(_cast("Ornithopter", '"Juggernaut", "Grizzly Bears"', "search Juggernaut",
                       "accept yes"))
    g = table.game()
    assert "Juggernaut" in names(table, "1", "A", "battlefield")
    assert names(table, "1", "A", "graveyard") == ["Ornithopter", "Transmute Artifact"]
    assert of(table, v.SearchHeld)
    assert sum(1 for o in g.battlefield if g.objects[o].tapped) == 6
    assert of(table, v.ChoiceRequested)[-1].amount == 4


def test_608_2d_transmute_artifact_declined_goes_to_the_graveyard() -> None:
    """608.2d: A doesn't pay the difference: the found card goes to its owner's
    graveyard."""
    table = play(_cast("Ornithopter", '"Juggernaut", "Grizzly Bears"', "search Juggernaut"))
    assert table.pending() is not None and table.pending().kind == "accept"
    table.push_named("accept no")
    assert sorted(names(table, "1", "A", "graveyard")) == ["Juggernaut", "Ornithopter",
                                                          "Transmute Artifact"]
    assert "Juggernaut" not in names(table, "1", "A", "battlefield")


def test_608_2d_transmute_artifact_unpayable_difference_goes_to_the_graveyard() -> None:
    """608.2d: with four untapped Islands left after casting it, A can't pay the {9} of
    Ornithopter (0) for Colossus of Sardia (9): nothing is asked, and the card goes to
    the graveyard at once."""
    table = play(_cast("Ornithopter", '"Colossus of Sardia", "Grizzly Bears"',
                       "search Colossus of Sardia"))
    assert "Colossus of Sardia" in names(table, "1", "A", "graveyard")
    assert not of(table, v.SearchHeld)
    assert not table.game().choice


def test_701_21_transmute_artifact_with_no_artifact_does_nothing_more() -> None:
    """701.21, 608.2c: "If you do": with no artifact to sacrifice, nothing is searched
    and the library isn't shuffled."""
    table = play(_cast("Llanowar Elves", '"Sol Ring"'))
    assert names(table, "1", "A", "library") == ["Sol Ring"]
    assert not of(table, v.LibraryShuffled)
    assert names(table, "1", "A", "graveyard") == ["Transmute Artifact"]


def test_701_23b_transmute_artifact_may_find_nothing_or_not_a_nonartifact() -> None:
    """701.23b: a search for an artifact card refuses Grizzly Bears and may find
    nothing; the artifact stays sacrificed."""
    table = play(_cast("Juggernaut", '"Sol Ring", "Grizzly Bears"'))
    with pytest.raises(IllegalDecision):
        table.push_named("search Grizzly Bears")
    table.push_named("search nothing")
    assert names(table, "1", "A", "graveyard") == ["Juggernaut", "Transmute Artifact"]
    assert sorted(names(table, "1", "A", "library")) == ["Grizzly Bears", "Sol Ring"]
