"""Mulligans by edition (103.5): each edition's table takes the mulligan rule of its day
(London now; Paris in 2014, 2008 and 2004), cited as 103.5 in every edition with the
rulebook's note of where that edition had it (``shahrazad.events.rulebook.MULLIGANS``); the subgame
takes the table's too.

Regression: older editions used to take the London mulligan.
"""

from __future__ import annotations

import pytest

from shahrazad.decisions import Bottom, Keep, Mulligan
from shahrazad.events import rulebook
from shahrazad.events import vocabulary as v
from shahrazad.rules import turns
from shahrazad.table import IllegalDecision, Table
from shahrazad.testing import check_table

DECK = ["Island"] * 40


def table(edition: str, players: int = 2) -> Table:
    seats = ["A", "B", "C"][:players]
    return Table.new(seats, [DECK] * players, seed=1, edition=edition, starting_player="A")


def hand(t: Table, pid: str = "A") -> int:
    return len(t.game().player[pid].hand)


def test_103_5_the_london_mulligan_in_the_current_rules() -> None:
    """103.5 (London): a full new hand, then one card on the bottom per mulligan."""
    t = table("current")
    t.push(Mulligan())
    assert hand(t) == 7
    t.push(Mulligan())
    assert hand(t) == 7
    t.push(Keep())
    waiting = t.pending()
    assert waiting is not None and (waiting.kind, waiting.amount) == ("bottom", 2)
    t.push(Bottom(tuple(t.game().player["A"].hand[:2])))
    assert hand(t) == 5
    assert turns.mulligan_rule(t.state).name == "London"


@pytest.mark.parametrize("edition", ["2014", "2008", "2004"])
def test_103_5_the_paris_mulligan_in_older_editions(edition: str) -> None:
    """103.5 as it was then (Paris: 103.4 in 2014, 101.4 in 2008 and 2004): each new hand
    has one card fewer, nothing goes to the bottom, and a hand of no cards is kept. Cited
    by the current number, like every supporting rule."""
    t = table(edition)
    sizes = []
    for _ in range(7):
        t.push(Mulligan())
        sizes.append(hand(t))
    assert sizes == [6, 5, 4, 3, 2, 1, 0]
    with pytest.raises(IllegalDecision) as refused:
        t.push(Mulligan())
    assert refused.value.rule == "103.5"
    t.push(Keep())
    waiting = t.pending()
    assert waiting is not None and (waiting.player, waiting.kind) == ("B", "mulligan")
    assert {e.rule for e in t.events if isinstance(e, v.MulliganTaken)} == {"103.5"}
    rule = turns.mulligan_rule(t.state)
    assert rule is rulebook.MULLIGANS[edition]
    assert (rule.name, rule.number) == ("Paris", "103.4" if edition == "2014" else "101.4")
    t.push(Keep())
    assert check_table(t) == []


@pytest.mark.parametrize(("edition", "sizes"), [
    ("current", [7, 7, 7]), ("2014", [7, 6, 5]), ("2008", [6, 5, 4])])
def test_103_5c_the_first_multiplayer_mulligan_is_free(edition: str, sizes: list[int]) -> None:
    """103.5c: in a game that began with more than two players the first mulligan is free:
    London puts nothing on the bottom for it (then one card for the second), the 2014
    Paris mulligan draws the same seven again; the 2008 rules had no free mulligan."""
    t = table(edition, 3)
    drawn = []
    for _ in range(3):
        t.push(Mulligan())
        drawn.append(hand(t))
    assert drawn == sizes
    t.push(Keep())
    waiting = t.pending()
    if edition == "current":
        assert waiting is not None and (waiting.kind, waiting.amount) == ("bottom", 2)
    else:
        assert waiting is not None and (waiting.player, waiting.kind) == ("B", "mulligan")


def test_103_5_a_subgame_takes_its_tables_mulligan() -> None:
    """727.2 imports rule 103 into the subgame: a 2004 subgame mulligans the Paris way."""
    deck = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains", "Plains", "Plains"]
    t = Table.new(["A", "B"], [deck + ["Plains"] * 30, DECK], seed=1, edition="2004",
                  starting_player="A", stacked=True)
    t.push(Keep())
    t.push(Keep())
    while t.game().step != "main1":
        t.push_named("pass")
    for _ in range(2):
        t.push_named("cast Mox Pearl")
        while t.game().stack or t.pending().player != "A":  # type: ignore[union-attr]
            t.push_named("pass")
    t.push_named("cast Shahrazad")
    while "1.1" not in t.state.games:
        t.push_named("pass")
    waiting = t.pending()
    assert waiting is not None and waiting.game == "1.1"
    t.push(Mulligan())
    assert len(t.game("1.1").player[waiting.player].hand) == 6
