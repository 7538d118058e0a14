"""Batch c-grant: limits on what untaps in the untap step (502.3): Winter Orb (LEA),
Smoke (LEA), Damping Field (ATQ). The active player untaps no more of what a limit picks
than it allows, choosing which (``keep_tapped`` names the rest), and untaps all else it
may. The rules each test exercises are in its name."""

from __future__ import annotations

import pytest
from support import advance, of, permanent, play

from shahrazad.events import vocabulary as v
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision


def _to_untap(battlefield: str) -> Table:
    """B's end step; A's permanents as given: A's untap step comes next."""
    return play(f'''
[A]
battlefield = [{battlefield}]
''', active="B", step="end")


def _untap_step(table: Table) -> None:
    """Pass to A's untap step's question (or past it, if none is asked)."""
    for _ in range(20):
        g = table.game()
        if table.pending().kind == "keep_tapped" or (g.active == "A" and g.step == "upkeep"):
            return
        table.push_named("pass")
    raise AssertionError("never reached A's untap step")


def _tapped(table: Table, name: str) -> list[bool]:
    g = table.game()
    return [g.objects[o].tapped for o in g.battlefield if g.objects[o].name == name]


def test_502_3_winter_orb_untaps_one_land_of_the_players_choice() -> None:
    """502.3: under an untapped Winter Orb, A untaps one of three tapped lands, the one A
    chooses (the others named in ``keep_tapped``); the tapped Bears untap as usual."""
    table = _to_untap('{ card = "Forest", tapped = true }, { card = "Mountain", tapped = '
                      'true }, { card = "Swamp", tapped = true }, { card = "Grizzly Bears", '
                      'tapped = true }, "Winter Orb"')
    _untap_step(table)
    assert table.pending().kind == "keep_tapped"
    table.push_named("keep_tapped Forest, Swamp")
    assert _tapped(table, "Mountain") == [False]
    assert _tapped(table, "Forest") == [True] and _tapped(table, "Swamp") == [True]
    assert _tapped(table, "Grizzly Bears") == [False]
    assert table.game().step == "upkeep"


def test_502_3_winter_orb_refuses_two_lands_and_refuses_none() -> None:
    """502.3: untapping two lands breaks the limit; keeping all three tapped untaps less
    than the untap step must (it untaps all it may). Both answers are refused and append
    nothing."""
    table = _to_untap('{ card = "Forest", tapped = true }, { card = "Mountain", tapped = '
                      'true }, { card = "Swamp", tapped = true }, "Winter Orb"')
    _untap_step(table)
    before = len(table.events)
    with pytest.raises(IllegalDecision, match=r"502\.3"):
        table.push_named("keep_tapped Forest")
    with pytest.raises(IllegalDecision, match=r"502\.3"):
        table.push_named("keep_tapped Forest, Mountain, Swamp")
    assert len(table.events) == before


def test_502_3_winter_orb_tapped_limits_nothing() -> None:
    """502.3 (2016 ruling): all permanents untap at once; Winter Orb tapped as the untap
    step begins limits nothing, and nobody is asked (it untaps with the lands)."""
    table = _to_untap('{ card = "Forest", tapped = true }, { card = "Mountain", tapped = '
                      'true }, { card = "Winter Orb", tapped = true }')
    _untap_step(table)
    assert not [e for e in of(table, v.ChoiceRequested) if e.kind == "keep_tapped"]
    assert _tapped(table, "Forest") == [False] and _tapped(table, "Mountain") == [False]
    assert _tapped(table, "Winter Orb") == [False]


def test_502_3_winter_orb_one_tapped_land_untaps_without_a_question() -> None:
    """502.3: a limit that all the player's permanents fit asks nothing."""
    table = _to_untap('{ card = "Forest", tapped = true }, "Mountain", "Winter Orb"')
    _untap_step(table)
    assert not [e for e in of(table, v.ChoiceRequested) if e.kind == "keep_tapped"]
    assert _tapped(table, "Forest") == [False]


def test_502_3_smoke_and_winter_orb_an_animated_land_counts_for_both() -> None:
    """502.3 (2004 ruling): with Smoke and Winter Orb, a Swamp Kormus Bell makes a creature
    is both the one creature and the one land: untapping it, A untaps nothing else of
    those (keeping the Bears and the Forest tapped); untapping it with the Bears is
    refused. Untapping the Bears and the Forest instead is another legal choice."""
    side = ('{ card = "Swamp", tapped = true }, { card = "Forest", tapped = true }, '
            '{ card = "Grizzly Bears", tapped = true }, "Kormus Bell", "Smoke", "Winter Orb"')
    table = _to_untap(side)
    _untap_step(table)
    with pytest.raises(IllegalDecision, match=r"502\.3"):
        table.push_named("keep_tapped Forest")
    table.push_named("keep_tapped Forest, Grizzly Bears")
    assert _tapped(table, "Swamp") == [False]
    assert _tapped(table, "Forest") == [True] and _tapped(table, "Grizzly Bears") == [True]
    table = _to_untap(side)
    _untap_step(table)
    table.push_named("keep_tapped Swamp")
    assert _tapped(table, "Forest") == [False] and _tapped(table, "Grizzly Bears") == [False]


def test_502_3_damping_field_one_artifact_artifact_creatures_count() -> None:
    """502.3 (2004 ruling): under Damping Field an artifact creature is an artifact: of a
    tapped Sol Ring and a tapped Ornithopter, A untaps one; the passive answer untaps the
    first that fits. Lands are not limited."""
    table = _to_untap('{ card = "Sol Ring", tapped = true }, { card = "Ornithopter", '
                      'tapped = true }, { card = "Forest", tapped = true }, "Damping Field"')
    advance(table, "A", "upkeep")
    assert _tapped(table, "Forest") == [False]
    assert sorted(_tapped(table, "Sol Ring") + _tapped(table, "Ornithopter")) == [False, True]


def test_502_3_smoke_limits_each_player_in_their_own_untap_step() -> None:
    """502.3: Smoke is B's, and limits A's untap step too ("players can't untap"): one of
    A's two tapped creatures untaps."""
    table = play('''
[A]
battlefield = [{ card = "Grizzly Bears", tapped = true },
               { card = "Savannah Lions", tapped = true }]
[B]
battlefield = ["Smoke"]
''', active="B", step="end")
    _untap_step(table)
    table.push_named("keep_tapped Grizzly Bears")
    assert permanent(table.game(), "Savannah Lions").tapped is False
    assert permanent(table.game(), "Grizzly Bears").tapped is True
