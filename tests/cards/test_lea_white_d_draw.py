"""Batch D-DRAW's Island Sanctuary (LEA): a draw during your draw step skipped instead
(614.1a), then "you can't be attacked except by creatures with flying and/or islandwalk"
until your next turn (508.1c, 611.2a); in a subgame, only the subgame's draw step (727)."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, of, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

_SHIELD = "cant_be_attacked_except_by_flying_or_islandwalk"

_SANCTUARY = '''
[A]
battlefield = ["Island Sanctuary"{more}]
hand = [{hand}]
[B]
battlefield = ["Grizzly Bears", "Birds of Paradise", "Segovian Leviathan"]
'''


def _sanctuary(more: str = "", hand: str = "", body: str = "", step: str = "upkeep") -> Table:
    return play(_SANCTUARY.format(more=more, hand=hand) + body, step=step)


def test_614_1a_island_sanctuary_skips_the_draw_step_draw() -> None:
    """614.1a: as A would draw in A's draw step, A is asked; A skips that draw: no card is
    drawn, and an effect begins on A that lasts until A's next turn (611.2a)."""
    table = _sanctuary()
    hand = len(table.game().player["A"].hand)
    advance(table, "A", "main1", answers={"skip": "skip yes"})
    g = table.game()
    assert len(g.player["A"].hand) == hand
    assert not of(table, v.CardDrawn)
    assert [s.what for s in of(table, v.Skipped)] == ["draw"]
    shield = [e for e in g.effects.values() if e.kind == _SHIELD]
    assert len(shield) == 1 and shield[0].subject == "A"
    assert shield[0].until == "your_next_turn"
    assert card("Island Sanctuary").first_printed == "LEA"


def test_614_1a_island_sanctuary_declined_draws() -> None:
    """614.1a: A declines the offer: A draws as usual, and no effect begins."""
    table = _sanctuary()
    hand = len(table.game().player["A"].hand)
    advance(table, "A", "main1", answers={"skip": "skip no"})
    g = table.game()
    assert len(g.player["A"].hand) == hand + 1
    assert not of(table, v.Skipped)
    assert not [e for e in g.effects.values() if e.kind == _SHIELD]


def _attack_after_skip(disenchant: bool = False) -> Table:
    """A skips the draw (and casts Disenchant on Island Sanctuary in the main phase),
    then B's turn comes to the declaration of attackers."""
    table = _sanctuary(hand='"Disenchant"' if disenchant else "",
                       more=', "Plains", "Plains"' if disenchant else "")
    advance(table, "A", "main1", answers={"skip": "skip yes"})
    if disenchant:
        table.push_named("cast Disenchant targeting Island Sanctuary", player="A")
        table.push_named("pass", player="A")
        table.push_named("pass", player="B")
    advance(table, "B", "beginning_of_combat")
    table.push_named("pass", player="B")
    table.push_named("pass", player="A")
    assert table.pending().kind == "attackers" and table.pending().player == "B"
    return table


def test_508_1c_island_sanctuary_only_flyers_and_islandwalkers_attack() -> None:
    """508.1c: until A's next turn, A can't be attacked except by creatures with flying
    and/or islandwalk: Grizzly Bears can't attack A; Birds of Paradise (flying) and
    Segovian Leviathan (islandwalk) can."""
    table = _attack_after_skip()
    with pytest.raises(IllegalDecision, match=r"can't attack"):
        table.push_named("attack Grizzly Bears", player="B")
    table.push_named("attack Birds of Paradise, Segovian Leviathan", player="B")
    declared = of(table, v.AttackersDeclared)
    assert len(declared) == 1 and len(declared[0].attackers) == 2


def test_611_2a_island_sanctuary_effect_outlasts_it() -> None:
    """611.2a (2004 ruling): the effect lasts until A's next turn even after Island
    Sanctuary has left the battlefield; it ends as A's next turn begins."""
    table = _attack_after_skip(disenchant=True)
    assert "Island Sanctuary" in names(table, "1", "A", "graveyard")
    with pytest.raises(IllegalDecision, match=r"can't attack"):
        table.push_named("attack Grizzly Bears", player="B")
    table.push_named("attack", player="B")
    advance(table, "A", "upkeep")
    assert not [e for e in table.game().effects.values() if e.kind == _SHIELD]


def test_614_1a_island_sanctuary_skips_a_spells_draw_in_the_draw_step() -> None:
    """614.1a (2004 ruling): a draw an effect makes during A's draw step may be skipped too,
    each draw asked about: A casts Ancestral Recall in the draw step and skips the second
    of its three draws; A draws two."""
    table = play(_SANCTUARY.format(more=', "Island"', hand='"Ancestral Recall"')
                 + decisions("cast Ancestral Recall targeting A") + RESOLVE, step="draw")
    assert table.pending().kind == "skip" and table.pending().player == "A"
    hand = len(table.game().player["A"].hand)
    table.push_named("skip no", player="A")
    table.push_named("skip yes", player="A")
    table.push_named("skip no", player="A")
    assert len(table.game().player["A"].hand) == hand + 2
    assert len(of(table, v.CardDrawn)) == 2
    assert [s.what for s in of(table, v.Skipped)] == ["draw"]
    assert table.pending().kind == "priority"


def test_614_1a_island_sanctuary_not_outside_the_draw_step() -> None:
    """614.1a: in A's main phase a draw is not offered: Ancestral Recall draws three."""
    table = play(_SANCTUARY.format(more=', "Island"', hand='"Ancestral Recall"')
                 + decisions("cast Ancestral Recall targeting A") + RESOLVE)
    assert len(of(table, v.CardDrawn)) == 3
    assert not of(table, v.ChoiceRequested)


def test_614_1a_island_sanctuary_not_in_an_opponents_draw_step() -> None:
    """614.1a: "your draw step": in B's draw step, B's draw isn't A's to skip, and A
    draws nothing there to skip."""
    table = play(_SANCTUARY.format(more="", hand=""), active="B", step="upkeep")
    advance(table, "B", "main1")
    assert [e.player for e in of(table, v.CardDrawn)] == ["B"]
    assert not of(table, v.Skipped)


_SUBGAME = '''
[A]
battlefield = [{main}]
library = []
[B]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "upkeep"
starting_player = "A"
[games."1.1".A]
battlefield = [{sub}]
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = ["Grizzly Bears"]
library = ["Island", "Island", "Island"]
'''


def _in_subgame(main: str, sub: str) -> Table:
    return play(_SUBGAME.format(main=main, sub=sub),
                head='stack = [{ spell = "A:Shahrazad" }]\n')


def test_727_island_sanctuary_skips_only_the_subgames_draw() -> None:
    """727, 614.1a: Island Sanctuary in the subgame skips A's draw in the subgame's draw
    step; its effect belongs to the subgame: the main game has none."""
    table = _in_subgame('"Plains"', '"Island Sanctuary"')
    advance(table, "A", "main1", answers={"skip": "skip yes"}, game="1.1")
    assert [s.game for s in of(table, v.Skipped)] == ["1.1"]
    assert [e for e in table.game("1.1").effects.values() if e.kind == _SHIELD]
    assert not [e for e in table.game("1").effects.values() if e.kind == _SHIELD]
    assert not of(table, v.CardDrawn)


def test_727_island_sanctuary_of_the_main_game_not_in_the_subgame() -> None:
    """727: an Island Sanctuary of the main game doesn't reach the subgame: A's draw in
    the subgame's draw step is made without a question."""
    table = _in_subgame('"Island Sanctuary"', '"Plains"')
    advance(table, "A", "main1", game="1.1")
    assert not [c for c in of(table, v.ChoiceRequested) if c.kind == "skip"]
    assert [e.game for e in of(table, v.CardDrawn)] == ["1.1"]
