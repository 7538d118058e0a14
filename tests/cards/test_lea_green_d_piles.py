"""Camouflage (batch D-PILES): cast only during your declare attackers step (601.3);
instead of declaring blockers (509.1), each defending player divides creatures into
piles (700.3, the decision ``piles``), assigned to the attackers at random (an event),
and each creature in a pile blocks that pile's attacker if it can (509.1b)."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, fight, obj, of

from shahrazad.events import vocabulary as v
from shahrazad.projections.audit import audit
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

THEIRS = '"Llanowar Elves", "Wall of Stone", "Serra Angel"'


def _camouflaged(attackers: str, *piles: str, mine: str = '"Craw Wurm", "Grizzly Bears"',
                 theirs: str = THEIRS) -> Table:
    """A attacks with ``attackers`` and casts Camouflage; both pass; then B's ``piles``."""
    return fight(f'{mine}, "Forest"', theirs,
                 decisions(f"attack {attackers}", "cast Camouflage", "pass"),
                 decisions("pass", player="B"), RESOLVE, *piles, until="script_end",
                 hand='"Camouflage"')


def test_509_1_camouflage_piles_assigned_at_random_block_their_attackers() -> None:
    """509.1, 700.3: instead of declaring blockers, B divides creatures into two piles
    (one for each attacker); the piles are assigned to Craw Wurm and Grizzly Bears at
    random, a different one each (the event holds the outcome); each creature in a pile
    blocks the attacker its pile got."""
    table = _camouflaged("Craw Wurm, Grizzly Bears",
                         decisions("piles Llanowar Elves, Wall of Stone | Serra Angel",
                                   player="B"))
    game = table.game()
    elves, wall, angel = (obj(game, n).oid for n in ("Llanowar Elves", "Wall of Stone",
                                                     "Serra Angel"))
    wurm, bears = obj(game, "Craw Wurm").oid, obj(game, "Grizzly Bears").oid
    assert [(e.player, e.piles) for e in of(table, v.PilesDivided)] == \
        [("B", ((elves, wall), (angel,)))]
    assigned = of(table, v.PilesAssigned)
    assert len(assigned) == 1 and sorted(assigned[0].objs) == sorted((wurm, bears))
    first, second = assigned[0].objs
    [declared] = of(table, v.BlockersDeclared)
    assert sorted(declared.blocks) == sorted(((elves, first), (wall, first), (angel, second)))
    said = [line.text for line in audit(table.events) if line.kind == "piles_assigned"]
    assert said[0].startswith("B's piles are assigned at random: pile 1 to ")


def test_509_1b_camouflage_a_creature_that_cant_block_its_piles_attacker_doesnt() -> None:
    """509.1b: "each creature in a pile that can block the creature that pile is assigned
    to does so": A's Serra Angel (flying) and Craw Wurm attack; B's Llanowar Elves and
    Wall of Stone, one in each pile: the one whose pile went to the Angel doesn't block."""
    table = _camouflaged("Serra Angel, Craw Wurm",
                         decisions("piles Llanowar Elves | Wall of Stone", player="B"),
                         mine='"Serra Angel", "Craw Wurm"',
                         theirs='"Llanowar Elves", "Wall of Stone"')
    game = table.game()
    elves, wall = obj(game, "Llanowar Elves").oid, obj(game, "Wall of Stone").oid
    wurm = obj(game, "Craw Wurm").oid
    [assigned] = of(table, v.PilesAssigned)
    expected = [(b, a) for b, a in zip((elves, wall), assigned.objs, strict=True)
                if a == wurm]
    assert list(of(table, v.BlockersDeclared)[0].blocks) == expected


def test_700_3_camouflage_needs_one_pile_for_each_attacker() -> None:
    """700.3: B divides into exactly as many piles as creatures attack B (a pile may be
    empty: ``nothing``); a creature is in one pile unless it can block additional
    creatures (509.1a)."""
    table = _camouflaged("Craw Wurm, Grizzly Bears")
    pending = table.pending()
    assert pending is not None and (pending.kind, pending.amount) == ("piles", 2)
    with pytest.raises(IllegalDecision, match=r"700\.3"):
        table.push_named("piles Llanowar Elves")
    with pytest.raises(IllegalDecision, match=r"509\.1a"):
        table.push_named("piles Llanowar Elves | Llanowar Elves")
    table.push_named("piles nothing | nothing")
    assert of(table, v.BlockersDeclared)[0].blocks == ()


def test_601_3_camouflage_only_during_your_declare_attackers_step() -> None:
    """601.3: "Cast this spell only during your declare attackers step": A can't cast it
    in the beginning of combat step."""
    table = fight('"Craw Wurm", "Forest"', THEIRS, until="script_end", hand='"Camouflage"')
    assert table.game().step == "beginning_of_combat"
    with pytest.raises(IllegalDecision, match="declare attackers step"):
        table.push_named("cast Camouflage")


def test_509_1_camouflage_lasts_the_turn_and_declaring_is_back_after_it() -> None:
    """509.1: the piles replace the declaration only this turn: the record Camouflage
    makes ends at the cleanup step, and no piles are remembered after combat."""
    table = _camouflaged("Craw Wurm", decisions("piles Llanowar Elves", player="B"))
    game = table.game()
    records = [f for f in game.effects.values() if f.kind == "blockers_in_piles"]
    assert [(f.subject, f.until) for f in records] == [("A", "end_of_turn")]
    assert of(table, v.BlockersDeclared)[0].blocks == \
        ((obj(game, "Llanowar Elves").oid, obj(game, "Craw Wurm").oid),)


@pytest.mark.parametrize("first", ["Craw Wurm", "Grizzly Bears"])
def test_700_3_camouflage_a_scenario_states_which_attacker_each_pile_gets(first: str) -> None:
    """700.3: the random assignment is an outcome a scenario can state (``[[random]] what
    = "piles"``, the attackers pile by pile): the first pile goes to ``first``, and its
    creature blocks it; the event says the scenario decided it."""
    table = fight('"Craw Wurm", "Grizzly Bears", "Forest"', '"Llanowar Elves", "Wall of Stone"',
                  decisions("attack Craw Wurm, Grizzly Bears", "cast Camouflage", "pass"),
                  decisions("pass", player="B"), RESOLVE,
                  decisions("piles Llanowar Elves | Wall of Stone", player="B"),
                  until="script_end", hand='"Camouflage"',
                  head=f'[[random]]\nwhat = "piles"\nplayer = "B"\nresult = ["{first}"]\n')
    game = table.game()
    [assigned] = of(table, v.PilesAssigned)
    assert assigned.method == "scenario"
    assert game.objects[assigned.objs[0]].name == first
    assert (obj(game, "Llanowar Elves").oid, obj(game, first).oid) in \
        of(table, v.BlockersDeclared)[0].blocks
