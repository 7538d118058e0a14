"""Batch B03's Clockwork creatures (engine/cards/sets/lea/artifacts.py, atq/artifacts.py):
Clockwork Beast and Clockwork Avian: counters as they enter (614.1c), an end-of-combat
trigger with an intervening "if" (511.1, 603.4), {X} in an activated ability's cost with a
cap (107.3, 122.1), only during your upkeep (602.5b)."""

from __future__ import annotations

import pytest
from support import decisions, permanent, play

from shahrazad.characteristics import power
from shahrazad.scenario import ScriptStuck

RESOLVE = decisions("pass") + decisions("pass", player="B")


@pytest.mark.parametrize(("card", "counters", "mana"), [("Clockwork Beast", 7, 6),
                                                        ("Clockwork Avian", 4, 5)])
def test_614_1c_a_clockwork_creature_enters_with_its_counters(card: str, counters: int,
                                                              mana: int) -> None:
    """614.1c, 613.4c: cast, it enters with its +1/+0 counters: power 0 plus them."""
    lands = ", ".join(['"Mountain"'] * mana)
    table = play(f'''
[A]
hand = ["{card}"]
battlefield = [{lands}]
''' + decisions(f"cast {card}") + RESOLVE)
    g = table.game()
    beast = permanent(g, card)
    assert beast.counters == {"+1/+0": counters}
    assert power(g, beast) == counters


def test_511_1_clockwork_beast_loses_a_counter_after_attacking() -> None:
    """511.1, 603.4: at end of combat, Clockwork Beast, which attacked, loses a +1/+0
    counter (it dealt 7 first)."""
    table = play('''
[A]
battlefield = [{ card = "Clockwork Beast", counters = { "+1/+0" = 7 } }]
''' + decisions("attack Clockwork Beast") + RESOLVE + RESOLVE + RESOLVE + RESOLVE,
        step="beginning_of_combat", until="script_end")
    g = table.game()
    assert g.player["B"].life == 13
    assert permanent(g, "Clockwork Beast").counters == {"+1/+0": 6}


def test_603_4_clockwork_beast_that_didnt_fight_keeps_its_counters() -> None:
    """603.4: the intervening "if": a Clockwork Beast that neither attacked nor blocked
    keeps its counters at end of combat (no trigger)."""
    table = play('''
[A]
battlefield = [{ card = "Clockwork Beast", counters = { "+1/+0" = 7 } }, "Grizzly Bears"]
''' + decisions("attack Grizzly Bears") + RESOLVE + RESOLVE + RESOLVE,
        step="beginning_of_combat", until="script_end")
    assert permanent(table.game(), "Clockwork Beast").counters == {"+1/+0": 7}


def test_511_1_clockwork_avian_blocking_loses_a_counter() -> None:
    """511.1: Clockwork Avian blocking loses a counter too."""
    table = play('''
[A]
battlefield = ["Grizzly Bears"]
[B]
battlefield = [{ card = "Clockwork Avian", counters = { "+1/+0" = 4 } }]
''' + decisions("attack Grizzly Bears") + RESOLVE
        + decisions("block Clockwork Avian -> Grizzly Bears", player="B")
        + RESOLVE + RESOLVE + RESOLVE, step="beginning_of_combat", until="script_end")
    assert permanent(table.game(), "Clockwork Avian").counters == {"+1/+0": 3}


def test_122_1_clockwork_beast_winds_up_to_seven_only() -> None:
    """107.3, 122.1: with 5 counters, X = 4 puts only 2: this ability never takes it
    above seven."""
    table = play('''
[A]
battlefield = [{ card = "Clockwork Beast", counters = { "+1/+0" = 5 } },
               "Mountain", "Mountain", "Mountain", "Mountain"]
''' + decisions("activate Clockwork Beast X=4") + RESOLVE, step="upkeep")
    assert permanent(table.game(), "Clockwork Beast").counters == {"+1/+0": 7}


def test_602_5b_clockwork_beast_winds_only_during_your_upkeep() -> None:
    """602.5b: in the main phase the ability can't be activated."""
    with pytest.raises(ScriptStuck, match=r"only during your upkeep"):
        play('''
[A]
battlefield = [{ card = "Clockwork Beast", counters = { "+1/+0" = 5 } }, "Mountain"]
''' + decisions("activate Clockwork Beast X=1"))
