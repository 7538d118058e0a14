"""The Dark's artifacts of batch LX (left over from batch B05): Fellwar Stone."""

from __future__ import annotations

import pytest
from support import names, play

from shahrazad.cards.pool import card
from shahrazad.decisions import Mana
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision


def _stone(b_lands: str) -> Table:
    return play(f'''
[A]
hand = ["Lightning Bolt", "Giant Growth"]
battlefield = ["Fellwar Stone", "Grizzly Bears"]
[B]
battlefield = [{b_lands}]
''')


def _colors(table: Table) -> set[str]:
    g = table.game()
    return {d.color for d in table.legal_decisions() if isinstance(d, Mana)
            and g.objects[d.source].name == "Fellwar Stone"}


def test_106_7_fellwar_stone_adds_a_color_an_opponents_land_could_produce() -> None:
    """106.7: "Add one mana of any color that a land an opponent controls could produce":
    B's Mountain and Badlands make red and black the choices; A taps it for red and casts
    Lightning Bolt; green is refused (the rule named) and appends nothing."""
    table = _stone('"Mountain", "Badlands"')
    assert _colors(table) == {"R", "B"}
    before = len(table.events)
    with pytest.raises(IllegalDecision, match=r"106\.7"):
        table.push_named("mana Fellwar Stone for G")
    assert len(table.events) == before
    table.push_named("cast Lightning Bolt targeting B")
    table.push_named("pass")
    table.push_named("pass", player="B")
    assert table.game().player["B"].life == 17
    assert card("Fellwar Stone").first_printed == "DRK"


def test_106_7_fellwar_stone_with_no_colored_land_across_adds_nothing() -> None:
    """106.7: B's lands make only colorless mana (Mishra's Factory) or none: Fellwar Stone
    has no color to add, and A can't cast Giant Growth with it."""
    table = _stone('"Mishra\'s Factory"')
    assert _colors(table) == set()
    with pytest.raises(IllegalDecision):
        table.push_named("cast Giant Growth targeting Grizzly Bears")
    assert names(table, "1", "A", "hand") == ["Lightning Bolt", "Giant Growth"]


def test_106_7_fellwar_stone_reads_only_the_opponents_lands() -> None:
    """106.7: only the opponents' lands count: A's own Forest doesn't make green a
    choice when B controls only an Island."""
    table = play('''
[A]
battlefield = ["Fellwar Stone", "Forest"]
[B]
battlefield = ["Island"]
''')
    assert _colors(table) == {"U"}
