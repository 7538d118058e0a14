"""Batch c-grant: Magnetic Mountain (ARN): blue creatures don't untap (502.3); at each
upkeep that player may choose any number of their tapped blue creatures (608.2d, the
effect ``choose_any_number``) and pay {4} for each to untap them. The rules each test
exercises are in its name."""

from __future__ import annotations

from support import advance, of, permanent, play

from shahrazad.events import vocabulary as v
from shahrazad.table import Table

_SIDE = '''
[A]
battlefield = [{ card = "Merfolk of the Pearl Trident", tapped = true },
               { card = "Phantom Monster", tapped = true }, "Island", "Island", "Island",
               "Island", { card = "Forest", tapped = true }]
[B]
battlefield = ["Magnetic Mountain"]
'''


def _tapped(table: Table, name: str) -> bool:
    return permanent(table.game(), name).tapped


def _asked(table: Table, kind: str) -> list[v.ChoiceRequested]:
    return [e for e in of(table, v.ChoiceRequested) if e.kind == kind and e.player == "A"]


def test_502_3_608_2d_magnetic_mountain_pays_four_for_each_chosen_creature() -> None:
    """502.3: in A's untap step the blue creatures stay tapped (the Forest untaps); at A's
    upkeep A chooses the Phantom Monster and pays {4}: it untaps, the Merfolk stays
    tapped."""
    table = play(_SIDE, active="B", step="end")
    advance(table, "A", "main1", answers={
        "choose": "choose Phantom Monster",
        "accept": "accept yes paying Island, Island#2, Island#3, Island#4"})
    assert not _tapped(table, "Forest")
    assert not _tapped(table, "Phantom Monster")
    assert _tapped(table, "Merfolk of the Pearl Trident")
    assert len(_asked(table, "accept")) == 1


def test_608_2d_magnetic_mountain_choosing_two_offers_eight() -> None:
    """608.2d: choosing both costs {8}; A, with four Islands, can't pay it, so nothing is
    asked and nothing untaps (the payment is for all chosen, not some)."""
    table = play(_SIDE, active="B", step="end")
    advance(table, "A", "main1", answers={
        "choose": "choose Phantom Monster, Merfolk of the Pearl Trident",
        "accept": "accept no"})
    assert _tapped(table, "Phantom Monster") and _tapped(table, "Merfolk of the Pearl Trident")
    assert not _asked(table, "accept")


def test_608_2d_magnetic_mountain_choosing_none_pays_nothing() -> None:
    """608.2d: A may choose none (``choose nothing``): no payment is asked."""
    table = play(_SIDE, active="B", step="end")
    advance(table, "A", "main1", answers={"choose": "choose nothing", "accept": "accept no"})
    assert len(_asked(table, "choose")) == 1
    assert _tapped(table, "Phantom Monster") and _tapped(table, "Merfolk of the Pearl Trident")
    assert not _asked(table, "accept")
