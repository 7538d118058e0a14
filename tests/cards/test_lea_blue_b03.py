"""Batch B03's Alpha blue cards with their own tests (engine/cards/sets/lea/blue.py):
Stasis (614.10: a skipped step). Pirate Ship, Sea Serpent, Spell Blast and Siren's Call
are tested with the combat restrictions, the filters and the requirements."""

from __future__ import annotations

from support import advance, decisions, names, of, permanent, play

from shahrazad.events import vocabulary as v


def test_614_10_stasis_skips_the_untap_step() -> None:
    """614.10, 502.3: under Stasis B's untap step is skipped: B's tapped Forest stays
    tapped into B's upkeep."""
    table = play('''
[A]
battlefield = ["Stasis", "Island"]
[B]
battlefield = [{ card = "Forest", tapped = true }]
''', until="script_end")
    advance(table, "B", "upkeep")
    assert permanent(table.game(), "Forest").tapped
    began = [e.position for e in of(table, v.TurnBegan)][-1]
    steps = [e.step for e in of(table, v.StepBegan) if e.position > began]
    assert steps[0] == "upkeep" and "untap" not in steps


def test_614_10_stasis_is_sacrificed_unless_its_controller_pays() -> None:
    """603.2: at A's upkeep, A declines to pay {U}: Stasis is sacrificed; A's tapped
    Island stayed tapped (no untap step)."""
    table = play('''
[A]
battlefield = ["Stasis", { card = "Island", tapped = true }]
''' + decisions("pass") + decisions("pass", player="B"), active="B", step="end",
        until="script_end")
    advance(table, "A", "main1", answers={"allow": "allow no", "pay": "pay no"})
    assert names(table, "1", "A", "graveyard") == ["Stasis"]
    assert permanent(table.game(), "Island").tapped
