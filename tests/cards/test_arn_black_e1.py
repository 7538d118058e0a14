"""Arabian Nights' black cards of batch E1: Hasran Ogress, Junun Efreet, Sorceress Queen,
Stone-Throwing Devils."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness
from shahrazad.decisions import Pass
from shahrazad.scenario import ScriptStuck
from shahrazad.table import Table


def _until_asked(table: Table, kind: str = "accept") -> Table:
    for _ in range(12):
        if table.pending().kind == kind:  # type: ignore[union-attr]
            break
        table.push(Pass())
    return table


@pytest.mark.parametrize(("answer", "life"), [("accept yes", 20), ("accept no", 17)])
def test_508_1m_hasran_ogress_hurts_its_attacker_unless_they_pay(answer: str,
                                                                 life: int) -> None:
    """508.1m, 603.2, 608.2d: whenever Hasran Ogress attacks, it deals 3 damage to its
    controller unless they pay {2}."""
    table = _until_asked(play('''
[A]
battlefield = ["Hasran Ogress", "Swamp", "Swamp"]
''' + decisions("attack Hasran Ogress"), step="beginning_of_combat", until="script_end"))
    table.push_named(answer)
    while table.game().stack:
        table.push(Pass())
    assert table.game().player["A"].life == life


@pytest.mark.parametrize(("answer", "kept"), [("accept yes", True), ("accept no", False)])
def test_603_2_junun_efreet_is_sacrificed_unless_its_controller_pays(answer: str,
                                                                     kept: bool) -> None:
    """603.2, 701.21: at the beginning of its controller's upkeep, sacrifice Junun Efreet
    unless they pay {B}{B}. It flies."""
    table = _until_asked(play('''
[B]
battlefield = ["Island"]
[A]
battlefield = ["Junun Efreet", "Swamp", "Swamp"]
''' + decisions("pass", player="B"), active="B", step="end", turn=2))
    assert table.game().step == "upkeep"
    table.push_named(answer)
    while table.game().stack:
        table.push(Pass())
    assert ("Junun Efreet" in names(table, "1", "A", "battlefield")) == kept
    assert "flying" in card("Junun Efreet").keywords


def test_613_4b_sorceress_queen_sets_base_power_and_toughness_0_2() -> None:
    """613.4b, 611.2: the target creature has base power and toughness 0/2 until end of
    turn; a +3/+3 from Giant Growth (layer 7c) still applies on top: 3/5."""
    table = play('''
[A]
hand = ["Giant Growth"]
battlefield = ["Sorceress Queen", "Forest"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("activate Sorceress Queen targeting Craw Wurm", "pass")
        + decisions("pass", player="B")
        + decisions("cast Giant Growth targeting Craw Wurm", "pass")
        + decisions("pass", player="B"))
    g = table.game()
    wurm = obj(g, "Craw Wurm")
    assert (power(g, wurm), toughness(g, wurm)) == (3, 5)


def test_115_1_sorceress_queen_cant_target_itself() -> None:
    with pytest.raises(ScriptStuck, match=r"Sorceress Queen is not a legal target"):
        play('''
[A]
battlefield = ["Sorceress Queen"]
''' + decisions("activate Sorceress Queen targeting Sorceress Queen"))


def test_702_7_stone_throwing_devils_strike_first() -> None:
    """702.7b: first strike: the Devils (1/1) kill a 1/1 blocker before it strikes back."""
    table = play('''
[A]
battlefield = ["Stone-Throwing Devils"]
[B]
battlefield = ["Llanowar Elves"]
''' + decisions("attack Stone-Throwing Devils")
        + decisions("block Llanowar Elves -> Stone-Throwing Devils", player="B"),
        step="beginning_of_combat", until="combat_ended")
    assert names(table, "1", "B", "graveyard") == ["Llanowar Elves"]
    assert obj(table.game(), "Stone-Throwing Devils").zone == "battlefield"
