"""Batch d-misc: Life Matrix, an ability that gives a creature an activated ability for
good (611.2a, 613.1f) through a static ability its card only gives (``affects =
"gained"``), never having it itself."""

from __future__ import annotations

from support import RESOLVE, decisions, names, obj, of, permanent, play

from shahrazad.characteristics import abilities
from shahrazad.decisions import Activate
from shahrazad.events import vocabulary as v
from shahrazad.table import Table

_MATRIX = '''[A]
battlefield = ["Life Matrix", "Grizzly Bears", "Island", "Island", "Island", "Island"]
[B]
hand = ["Lightning Bolt", "Shatter"]
battlefield = ["Mountain", "Mountain"]
'''
_ON_BEARS = decisions("activate Life Matrix targeting Grizzly Bears") + RESOLVE


def _activations(table: Table, name: str) -> list[Activate]:
    """The activations of ``name``'s abilities the player with priority may make now."""
    g = table.game()
    return [d for d in table.legal_decisions() if isinstance(d, Activate)
            and g.objects[d.source].name == name]


def test_602_5b_life_matrix_only_during_your_upkeep() -> None:
    """602.5b: "Activate only during your upkeep": not in A's main phase, and in A's
    upkeep it is."""
    assert not _activations(play(_MATRIX, step="main1"), "Life Matrix")
    assert _activations(play(_MATRIX, step="upkeep"), "Life Matrix")


def test_613_1f_life_matrix_gives_the_creature_a_regeneration_ability() -> None:
    """122.1, 613.1f, 701.19a: Life Matrix puts a matrix counter on the Bears, which gain
    "Remove a matrix counter from this creature: Regenerate this creature"; A removes the
    counter (a cost, 602.1a) and the Bears, shielded, survive Lightning Bolt: tapped,
    damage removed (701.19a). The ability on the stack is recorded as Life Matrix's
    grant (``granted_by``). Life Matrix itself never has the ability."""
    table = play(_MATRIX + _ON_BEARS + decisions("activate Grizzly Bears") + RESOLVE
                 + decisions("pass") + decisions("cast Lightning Bolt targeting Grizzly Bears",
                                                 player="B") + RESOLVE, step="upkeep")
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert bears.tapped and bears.damage == 0
    assert bears.counters.get("matrix", 0) == 0
    assert [e.granted_by for e in of(table, v.AbilityActivated)] == ["", "Life Matrix"]
    assert "Lightning Bolt" in names(table, "1", "B", "graveyard")
    assert len(abilities(g, permanent(g, "Life Matrix"))) == 1


def test_611_2a_life_matrix_grant_outlives_it_and_only_the_controller_uses_it() -> None:
    """611.2a, 602.2 (2004 ruling): the Bears keep the ability after Shatter destroys Life
    Matrix; B, not controlling them, can't activate it; without a matrix counter, A can't
    either (602.2b: a cost that can't be paid)."""
    table = play(_MATRIX + _ON_BEARS + decisions("pass")
                 + decisions("cast Shatter targeting Life Matrix", player="B") + RESOLVE,
                 step="upkeep")
    g = table.game()
    assert "Life Matrix" in names(table, "1", "A", "graveyard")
    assert permanent(g, "Grizzly Bears").counters == {"matrix": 1}
    assert _activations(table, "Grizzly Bears")
    table.push_named("activate Grizzly Bears")
    table.push_named("pass")  # A passes: B has priority
    assert not _activations(table, "Grizzly Bears")
    table.push_named("pass")  # the shield is made
    assert table.pending().player == "A"
    assert not _activations(table, "Grizzly Bears")
    assert obj(table.game(), "Grizzly Bears").zone == "battlefield"
