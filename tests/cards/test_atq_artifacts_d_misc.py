"""Batch d-misc: Tawnos's Coffin, an exile that takes the creature's Auras with it and
notes its counters (607.2a), undone by a delayed ability that triggers once as the Coffin
leaves the battlefield or becomes untapped (603.7c): the card returns tapped with the
noted counters (122.6), its Auras attached to it (303.4f). The Coffin may stay tapped
(502.3)."""

from __future__ import annotations

from support import RESOLVE, advance, decisions, names, of, permanent, play

from shahrazad.characteristics import power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.table import Table

_COFFIN = '''[A]
hand = ["Twiddle"]
battlefield = ["Tawnos's Coffin", "Island", "Island", "Island", "Island"]
[B]
hand = ["Shatter"]
battlefield = [{ card = "Grizzly Bears", counters = { "+1/+1" = 2 } },
               { card = "Holy Strength", attached_to = "Grizzly Bears" },
               "Mountain", "Mountain"]
'''
_ACTIVATE = decisions("activate Tawnos's Coffin targeting Grizzly Bears "
                      "paying Island, Island, Island")
KEEP = {"keep_tapped": "keep_tapped Tawnos's Coffin"}


def _exiled(table: Table) -> list[str]:
    return sorted(names(table, "1", "B", "exile"))


def _returned_as_noted(table: Table) -> None:
    """The Bears are back, tapped, with two +1/+1 counters and Holy Strength on them."""
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert bears.tapped
    assert bears.counters == {"+1/+1": 2}
    assert permanent(g, "Holy Strength").attached_to == bears.oid
    assert (power(g, bears), toughness(g, bears)) == (5, 6)
    assert _exiled(table) == []
    # it entered tapped: no "becomes tapped" but the entering one (614.1d)
    assert [e.rule for e in of(table, v.Tapped) if e.obj == bears.oid] == ["614.1d"]


def test_607_2a_tawnoss_coffin_exiles_the_creature_with_its_auras() -> None:
    """701.13, 607.2a: the Bears and Holy Strength are exiled at once; the Coffin's
    record names them and the two +1/+1 counters."""
    table = play(_COFFIN + _ACTIVATE + RESOLVE)
    assert _exiled(table) == ["Grizzly Bears", "Holy Strength"]
    records = [e for e in of(table, v.ContinuousEffectCreated)
               if e.kind == "exiled_with_auras"]
    assert len(records) == 1 and records[0].changes == {"counters": {"+1/+1": 2}}
    assert len(records[0].objs) == 2


def test_603_7c_coffin_becoming_untapped_returns_them_tapped_with_counters() -> None:
    """603.7c, 122.6, 303.4f: Twiddle untaps the Coffin: its delayed ability triggers and
    returns the Bears tapped with their noted counters, Holy Strength attached."""
    table = play(_COFFIN + _ACTIVATE + RESOLVE
                 + decisions("cast Twiddle targeting Tawnos's Coffin")
                 + RESOLVE + decisions("word untap") + RESOLVE)
    _returned_as_noted(table)


def test_603_7c_coffin_leaving_the_battlefield_returns_them() -> None:
    """603.7c: Shatter destroys the Coffin: the delayed ability triggers as it leaves."""
    table = play(_COFFIN + _ACTIVATE + RESOLVE + decisions("pass")
                 + decisions("cast Shatter targeting Tawnos's Coffin", player="B")
                 + RESOLVE + RESOLVE)
    assert "Tawnos's Coffin" in names(table, "1", "A", "graveyard")
    _returned_as_noted(table)


def test_502_3_coffin_kept_tapped_keeps_the_creature_exiled() -> None:
    """502.3: A keeps the Coffin tapped in the next untap step: the Bears stay exiled; in
    the untap step after that the Coffin untaps, and they return (603.7c)."""
    table = play(_COFFIN + _ACTIVATE + RESOLVE)
    advance(table, "B", "upkeep")
    advance(table, "A", "upkeep", KEEP)
    assert _exiled(table) == ["Grizzly Bears", "Holy Strength"]
    advance(table, "B", "upkeep")
    advance(table, "A", "draw")
    _returned_as_noted(table)


def test_603_7c_coffin_gone_before_its_ability_resolves_exiles_for_good() -> None:
    """603.7c (2007 ruling): the Coffin is destroyed in response; its ability still exiles
    the Bears, but sets up no delayed ability (the Coffin can never leave now): they stay
    exiled."""
    table = play(_COFFIN + _ACTIVATE + decisions("pass")
                 + decisions("cast Shatter targeting Tawnos's Coffin", player="B")
                 + RESOLVE + RESOLVE)
    assert _exiled(table) == ["Grizzly Bears", "Holy Strength"]
    assert not of(table, v.DelayedTriggerCreated)


def test_303_4g_coffin_an_aura_that_cant_enchant_the_returned_card_stays_exiled() -> None:
    """303.4g (2007 ruling): B's Sol Ring, a creature through Animate Artifact, gets A's
    Holy Strength. Both Auras are exiled with it; it returns an artifact that isn't a
    creature (the Auras come back at once, judged before any is attached): Animate
    Artifact enchants it again, Holy Strength ("enchant creature") stays in exile."""
    table = play('''[A]
hand = ["Twiddle", "Holy Strength"]
battlefield = ["Tawnos's Coffin", "Island", "Island", "Island", "Island", "Plains"]
[B]
battlefield = ["Sol Ring", { card = "Animate Artifact", attached_to = "Sol Ring" }]
''' + decisions("cast Holy Strength targeting Sol Ring paying Plains") + RESOLVE
        + decisions("activate Tawnos's Coffin targeting Sol Ring paying Island, Island, Island")
        + RESOLVE + decisions("cast Twiddle targeting Tawnos's Coffin") + RESOLVE
        + decisions("word untap") + RESOLVE)
    g = table.game()
    ring = permanent(g, "Sol Ring")
    assert ring.tapped
    assert permanent(g, "Animate Artifact").attached_to == ring.oid
    assert _exiled(table) == []
    assert names(table, "1", "A", "exile") == ["Holy Strength"]
