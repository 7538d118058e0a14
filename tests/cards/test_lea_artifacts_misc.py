"""Batch MISC: Cyclopean Tomb: a land type that lasts for as long as a counter stays
(611.2b), an activation only during your upkeep (602.5b), and a memory of what the
ability did that outlives the Tomb (607.2), read by a delayed ability that triggers at
each of its controller's upkeeps for the rest of the game (603.7)."""

from __future__ import annotations

from support import RESOLVE, advance, decisions, obj, of, play, targets_of

from shahrazad.characteristics import traits
from shahrazad.decisions import Activate
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState, Obj
from shahrazad.table import Table

#: A's Tomb and mana, B's two Forests; the position starts in A's untap step
TOMB = '''
[A]
hand = ["Shatter"]
battlefield = ["Cyclopean Tomb", "Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Forest", "Forest"]
'''
#: into A's upkeep, then the Tomb's ability on B's first Forest, resolved
MIRE = RESOLVE + decisions("activate Cyclopean Tomb targeting Forest") + RESOLVE


def forests(g: GameState) -> list[Obj]:
    return [g.objects[o] for o in g.battlefield if g.objects[o].name == "Forest"]


def is_swamp(g: GameState, o: Obj) -> bool:
    return traits(g, o).subtypes == frozenset({"Swamp"})


def test_611_2b_cyclopean_tomb_makes_a_swamp_while_the_mire_counter_stays() -> None:
    """122.1, 305.7, 611.2b: in A's upkeep the Tomb puts a mire counter on a Forest, which
    is a Swamp (no longer a Forest) for as long as it has a mire counter; the other Forest
    stays one."""
    table = play(TOMB + MIRE, step="untap")
    g = table.game()
    marked, other = forests(g)
    assert marked.counters == {"mire": 1} and is_swamp(g, marked)
    assert not is_swamp(g, other)


def test_602_5b_cyclopean_tomb_only_during_your_upkeep() -> None:
    """602.5b: in A's first main phase the Tomb's ability can't be activated."""
    table = play(TOMB)
    assert targets_of(table, "Cyclopean Tomb") == set()


def _shattered(more: str = "") -> Table:
    """The Tomb marks a Forest, then (in A's main phase) A shatters it."""
    table = play(TOMB + MIRE + more, step="untap")
    advance(table, "A", "main1")
    table.push_named("cast Shatter targeting Cyclopean Tomb")
    advance(table, "A", "main2")
    return table


def test_607_2_cyclopean_tomb_land_stays_a_swamp_after_the_tomb_is_gone() -> None:
    """611.2b, 607.2: the land's being a Swamp is not tied to the Tomb: destroyed, the Tomb
    leaves the land a Swamp; at A's next upkeep its delayed ability removes all mire
    counters from the land it marked, which is a Forest again."""
    table = _shattered()
    g = table.game()
    assert obj(g, "Cyclopean Tomb").zone == "graveyard"
    assert is_swamp(g, forests(g)[0])
    advance(table, "A", "upkeep")
    g = table.game()
    assert all(not f.counters and not is_swamp(g, f) for f in forests(g))


def test_603_7_cyclopean_tomb_triggers_each_upkeep_for_the_rest_of_the_game() -> None:
    """603.7, 607.2: the delayed ability triggers at each of A's upkeeps, not only the
    next (with nothing left to remember, it does nothing), and never at B's."""
    table = _shattered()
    for _ in range(2):
        advance(table, "B", "upkeep")
        advance(table, "A", "upkeep")
    fired = [e for e in of(table, v.AbilityTriggered)
             if e.source_name == "Cyclopean Tomb" and e.index == 1]
    assert len(fired) == 2


def test_608_2d_cyclopean_tomb_two_marked_lands_one_cleared_each_upkeep() -> None:
    """608.2d, 607.2: with two lands marked (one each upkeep), each later upkeep clears
    one land of its controller's choice (a choose question), the next the other."""
    table = play(TOMB + MIRE, step="untap")
    advance(table, "B", "upkeep")
    advance(table, "A", "upkeep")
    unmarked = next(f for f in forests(table.game()) if not f.counters)
    table.push(next(d for d in table.legal_decisions()
                    if isinstance(d, Activate) and d.targets == (unmarked.oid,)))
    advance(table, "A", "main1")
    g = table.game()
    assert all(f.counters == {"mire": 1} for f in forests(g))
    table.push_named("cast Shatter targeting Cyclopean Tomb")
    advance(table, "A", "upkeep")
    g = table.game()
    assert sorted(bool(f.counters) for f in forests(g)) == [False, True]
    assert any(e.kind == "choose" for e in of(table, v.ChoiceRequested))
    advance(table, "B", "upkeep")
    advance(table, "A", "upkeep")
    assert all(not f.counters for f in forests(table.game()))
