"""Antiquities' lands of batch B05 (engine/cards/sets/atq/lands.py): Urza's lands, mana
abilities whose amount depends on what their controller controls (605.1a, 106.3)."""

from __future__ import annotations

import pytest
from support import decisions, names, play


@pytest.mark.parametrize(("name", "alone", "together"), [
    ("Urza's Mine", "C", "CC"), ("Urza's Power Plant", "C", "CC"),
    ("Urza's Tower", "C", "CCC")])
def test_605_1a_urzas_lands_add_more_with_the_other_two(name: str, alone: str,
                                                        together: str) -> None:
    """605.1a, 106.3, 205.3i: each Urza's land taps for {C}; with an Urza's Mine, an Urza's
    Power-Plant and an Urza's Tower all under its controller's control, the Mine and the
    Power-Plant tap for {C}{C}, the Tower for {C}{C}{C}; an opponent's don't count."""
    lone = play(f'''
[A]
battlefield = ["{name}"]
[B]
battlefield = ["Urza's Mine", "Urza's Power Plant", "Urza's Tower"]
''' + decisions(f"mana {name}"))
    assert lone.game().player["A"].mana == alone
    tron = play('''
[A]
battlefield = ["Urza's Mine", "Urza's Power Plant", "Urza's Tower"]
''' + decisions(f"mana {name}"))
    assert tron.game().player["A"].mana == together


def test_601_2g_the_three_pay_for_seven() -> None:
    """601.2g, 605.1a: the three together make seven mana: A casts a {7} artifact of a
    judge's own with the three lands alone (the payment worked out for A counts each
    land's full amount)."""
    table = play('''
[A]
hand = ["Seven Engine"]
battlefield = ["Urza's Mine", "Urza's Power Plant", "Urza's Tower"]
''' + decisions("cast Seven Engine") + decisions("pass") + decisions("pass", player="B"),
        head='[cards."Seven Engine"]\ncost = "{7}"\ntypes = ["Artifact"]\n')
    assert names(table, "1", "A", "battlefield")[-1] == "Seven Engine"
