"""Legends' artifacts of batch R-A (engine/cards/sets/leg/artifacts.py), each played on
its text; the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, of, permanent, play

from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck


def _doll(pins: int, tapped: bool = False, more: str = "",
          theirs: str = "", their_hand: str = "") -> str:
    tap = ", tapped = true" if tapped else ""
    return f'''
[A]
battlefield = [{{ card = "Voodoo Doll", counters = {{ pin = {pins} }}{tap} }}{more}]
[B]
battlefield = [{theirs}]
hand = [{their_hand}]
'''


def test_122_1_voodoo_doll_gets_a_pin_counter_each_upkeep() -> None:
    """122.1: "At the beginning of your upkeep, put a pin counter on Voodoo Doll": a Doll
    with one pin has two in A's next main phase."""
    table = play(_doll(1) + decisions("pass", player="B"), active="B", step="end", turn=2)
    advance(table, "A", "main1")
    assert permanent(table.game(), "Voodoo Doll").counters == {"pin": 2}


def test_603_4_voodoo_doll_untapped_at_your_end_step_is_destroyed_and_hurts_you() -> None:
    """603.4, 701.8, 120.3: at A's end step the Doll is untapped: it is destroyed and deals
    A damage equal to its pins (3), read as it last existed (608.2h)."""
    table = play(_doll(3))
    advance(table, "B", "upkeep")
    assert names(table, "1", "A", "graveyard") == ["Voodoo Doll"]
    assert table.game().player["A"].life == 17


def test_603_4_voodoo_doll_tapped_at_your_end_step_does_nothing() -> None:
    """603.4: a tapped Doll at A's end step: its intervening "if" is false, it doesn't
    trigger, and it stays."""
    table = play(_doll(3, tapped=True))
    advance(table, "B", "upkeep")
    assert names(table, "1", "A", "battlefield") == ["Voodoo Doll"]
    assert not [e for e in of(table, v.AbilityTriggered) if e.source_name == "Voodoo Doll"]
    assert table.game().player["A"].life == 20


def test_107_3_voodoo_doll_x_is_its_pins_and_deals_that_much() -> None:
    """107.3, 120.3: "{X}{X}, {T}: ... X is the number of pin counters": with two pins
    the cost is {4} and B takes 2 damage; the Doll, tapped, survives A's end step."""
    table = play(_doll(2, more=', "Mountain", "Mountain", "Mountain", "Mountain"')
                 + decisions("activate Voodoo Doll targeting B") + RESOLVE)
    g = table.game()
    assert g.player["B"].life == 18
    assert permanent(g, "Voodoo Doll").tapped
    advance(table, "B", "upkeep")
    assert names(table, "1", "A", "battlefield")[0] == "Voodoo Doll"
    assert table.game().player["A"].life == 20


def test_107_3_voodoo_doll_x_is_fixed_by_its_pins() -> None:
    """107.3: X is the number of pins: A can't announce another X."""
    with pytest.raises(ScriptStuck):
        play(_doll(2, more=', "Mountain", "Mountain"')
             + decisions("activate Voodoo Doll X=1 targeting B"))


def test_608_2h_voodoo_doll_destroyed_in_response_deals_its_last_pins() -> None:
    """608.2h (2009 ruling): B destroys the Doll in response to its ability: it deals
    damage equal to the pins it had as it last existed on the battlefield (2)."""
    table = play(_doll(2, more=', "Mountain", "Mountain", "Mountain", "Mountain"',
                       theirs='"Mountain", "Mountain"', their_hand='"Shatter"')
                 + decisions("activate Voodoo Doll targeting B", "pass")
                 + decisions("cast Shatter targeting Voodoo Doll", "pass", player="B")
                 + decisions("pass") + decisions("pass") + decisions("pass", player="B"))
    assert names(table, "1", "A", "graveyard") == ["Voodoo Doll"]
    assert table.game().player["B"].life == 18


def test_603_4_voodoo_doll_gone_before_its_end_step_ability_resolves() -> None:
    """603.4, 608.2h (2009 ruling): the end-step ability on the stack, B destroys the
    Doll: it was untapped as it last existed, so the ability still deals A damage equal
    to its last pins (3)."""
    table = play(_doll(3, theirs='"Mountain", "Mountain"', their_hand='"Shatter"')
                 + decisions("pass") + decisions("pass", player="B")
                 + decisions("pass")
                 + decisions("cast Shatter targeting Voodoo Doll", "pass", player="B")
                 + decisions("pass") + decisions("pass") + decisions("pass", player="B"),
                 step="main2")
    assert names(table, "1", "A", "graveyard") == ["Voodoo Doll"]
    assert table.game().player["A"].life == 17
