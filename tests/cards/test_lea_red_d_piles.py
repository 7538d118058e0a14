"""Raging River (batch D-PILES): a trigger when creatures you control attack (603.2),
piles divided by each defending player (700.3), and the block restriction each
attacker's chosen label makes (509.1b)."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, fight, obj, of

from shahrazad.events import vocabulary as v
from shahrazad.projections.audit import audit
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

MINE = '"Raging River", "Craw Wurm", "Grizzly Bears"'
THEIRS = '"Llanowar Elves", "Wall of Stone", "Serra Angel"'


def _river(*blocks: str, until: str = "script_end") -> Table:
    """A attacks with Craw Wurm and Grizzly Bears; B puts Llanowar Elves in the left pile
    (Wall of Stone in the right); A chooses left for Craw Wurm (right for the Bears)."""
    return fight(MINE, THEIRS, decisions("attack Craw Wurm, Grizzly Bears"), RESOLVE,
                 decisions("choose Llanowar Elves", player="B"), decisions("choose Craw Wurm"),
                 RESOLVE, *blocks, until=until)


def test_700_3_raging_river_defending_player_divides_creatures_without_flying() -> None:
    """603.2, 700.3: the River triggers once for the declaration; B divides the creatures
    without flying B controls into a left and a right pile (Serra Angel, with flying, is
    in neither); A chooses a label for each attacker."""
    table = _river()
    game = table.game()
    assert len(of(table, v.AbilityTriggered)) == 1
    divided = of(table, v.PilesDivided)
    elves, wall = obj(game, "Llanowar Elves").oid, obj(game, "Wall of Stone").oid
    assert [(e.player, e.labels, e.piles, e.rule) for e in divided] == \
        [("B", ("left", "right"), ((elves,), (wall,)), "700.3")]
    wurm, bears = obj(game, "Craw Wurm").oid, obj(game, "Grizzly Bears").oid
    assert [(e.player, e.objs, e.labels) for e in of(table, v.PilesChosen)] == \
        [("A", (wurm, bears), ("left", "right"))]
    said = [line.text for line in audit(table.events) if line.kind.startswith("piles_")]
    assert said[0] == 'B divides into piles: "left": Llanowar Elves; "right": Wall of Stone'
    assert said[1].startswith('A chooses "left" for Craw Wurm and "right" for Grizzly Bears')


def test_509_1b_raging_river_blocked_only_by_its_pile_and_by_flyers() -> None:
    """509.1b: Craw Wurm (left) can't be blocked by Wall of Stone (right pile); Llanowar
    Elves may block it, and Serra Angel (flying) may block either attacker."""
    table = _river()
    assert table.pending() is not None and table.pending().kind == "blockers"  # type: ignore[union-attr]
    with pytest.raises(IllegalDecision, match="509"):
        table.push_named("block Wall of Stone -> Craw Wurm")
    with pytest.raises(IllegalDecision, match="509"):
        table.push_named("block Llanowar Elves -> Grizzly Bears")
    table.push_named("block Llanowar Elves -> Craw Wurm, Wall of Stone -> Grizzly Bears")
    blocks = of(table, v.BlockersDeclared)
    assert len(blocks) == 1 and len(blocks[0].blocks) == 2


def test_509_1b_raging_river_a_flyer_blocks_whatever_the_label() -> None:
    """509.1b: "except by creatures with flying": Serra Angel blocks Grizzly Bears, of
    the right pile's label, though it is in no pile."""
    table = _river(decisions("block Serra Angel -> Grizzly Bears", player="B"))
    assert len(of(table, v.BlockersDeclared)) == 1


def test_511_3_raging_river_restriction_ends_with_the_combat() -> None:
    """511.3, 700.3: the piles and the restriction last "this combat": once combat ends,
    no creature is limited any more and no pile is remembered."""
    table = _river(decisions("block Llanowar Elves -> Craw Wurm", player="B"),
                   until="combat_ended")
    game = table.game()
    assert of(table, v.CombatEnded)
    assert game.piles == ()
    assert all(o.blockable_only_by == () for o in game.objects.values())


def test_700_3_raging_river_nothing_to_divide_asks_the_defender_nothing() -> None:
    """700.3: a pile may be empty: B, with only a flyer, divides nothing into two empty
    piles without being asked; Serra Angel may still block."""
    table = fight(MINE, '"Serra Angel"', decisions("attack Grizzly Bears"), RESOLVE,
                  decisions("choose nothing"), RESOLVE,
                  decisions("block Serra Angel -> Grizzly Bears", player="B"),
                  until="script_end")
    assert [e.piles for e in of(table, v.PilesDivided)] == [((), ())]
    assert len(of(table, v.BlockersDeclared)) == 1
