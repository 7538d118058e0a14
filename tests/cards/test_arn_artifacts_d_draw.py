"""Batch D-DRAW's Aladdin's Lamp (ARN): the next draw this turn replaced by a look at the
top X cards, all but one put on the bottom in a random order, then a draw (614.1a); X
can't be 0 (107.3); two Lamps, or a Lamp and Chains of Mephistopheles, in the order the
drawing player chooses (616.1, 614.5)."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, of, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

LAMP = "Aladdin's Lamp"
_LIBRARY = '["Plains", "Forest", "Mountain", "Swamp", "Island", "Plains", "Forest"]'


def _lamps(n: int, lands: int, more: str = "", b_side: str = "", body: str = "",
           step: str = "upkeep", hand: str = "") -> Table:
    lamps = ", ".join([f'"{LAMP}"'] * n)
    islands = ", ".join(['"Island"'] * lands)
    return play(f'''
[A]
hand = [{hand}]
battlefield = [{lamps}, {islands}{more}]
library = {_LIBRARY}
[B]
battlefield = [{b_side}]
''' + body, step=step)


def test_614_1a_lamp_replaces_the_draw_step_draw() -> None:
    """614.1a, 400.2: activated with X = 3 in the upkeep, the Lamp replaces the draw step's
    draw: A looks at the top three (seen by A alone), keeps the Mountain, puts the other
    two on the bottom, and draws the Mountain; then A gets priority as usual."""
    table = _lamps(1, 3, body=decisions(f"activate {LAMP} X=3") + RESOLVE)
    advance(table, "A", "main1", answers={"replace_draw": f"replace {LAMP} choosing Mountain"})
    looks = [e for e in of(table, v.CardsRevealed) if e.player == "A"]
    assert len(looks) == 1 and looks[0].seen_by == ("A",) and len(looks[0].objs) == 3
    assert names(table, "1", "A", "hand") == ["Mountain"]
    library = names(table, "1", "A", "library")
    assert library[0] == "Swamp" and sorted(library[-2:]) == ["Forest", "Plains"]
    assert [e.place for e in of(table, v.ZoneChanged) if e.to_zone == "library"] == [
        "bottom", "bottom"]
    assert not [e for e in table.game().effects.values()
                if e.kind == "next_draw_looks_at_top_cards"]
    assert card(LAMP).first_printed == "ARN"


def test_107_3_lamp_x_cant_be_0() -> None:
    """107.3: "X can't be 0": the Lamp activated with X = 0 is refused, nothing appended."""
    table = _lamps(1, 1, step="main1")
    before = len(table.events)
    with pytest.raises(IllegalDecision, match=r"107\.3"):
        table.push_named(f"activate {LAMP} X=0", player="A")
    with pytest.raises(IllegalDecision, match=r"107\.3"):
        table.push_named(f"activate {LAMP}", player="A")
    assert len(table.events) == before
    assert all(getattr(d, "x", 1) >= 1 for d in table.legal_decisions()
               if type(d).__name__ == "Activate")


def test_614_1a_lamp_x_1_draws_the_top_card() -> None:
    """614.1a: with X = 1 there is nothing to choose: A looks at the top card and draws
    it, with no question."""
    table = _lamps(1, 1, body=decisions(f"activate {LAMP} X=1") + RESOLVE)
    advance(table, "A", "main1")
    assert not [c for c in of(table, v.ChoiceRequested) if c.kind == "replace_draw"]
    assert names(table, "1", "A", "hand") == ["Plains"]


def test_616_1_two_lamps_the_second_replaces_the_firsts_draw() -> None:
    """616.1, 614.5 (2004 ruling): two Lamps' effects both apply to the draw step's draw:
    A chooses the X = 3 Lamp first, keeps the Mountain; its draw is replaced by the other
    Lamp's look (X = 2: the Mountain and the Swamp); A keeps the Swamp and draws it."""
    table = _lamps(2, 5, body=decisions(f"activate {LAMP}#2 X=3") + RESOLVE
                   + decisions(f"activate {LAMP} X=2") + RESOLVE)
    table.push_named("pass", player="A")  # the upkeep ends: the draw step's draw
    table.push_named("pass", player="B")
    pending = table.pending()
    assert pending.kind == "replace_draw"
    # two Lamps apply: A chooses one, and sees its cards only once it is chosen
    assert not [e for e in of(table, v.CardsRevealed) if e.player == "A"]
    table.push_named(f"replace {LAMP}#2", player="A")
    assert len(of(table, v.CardsRevealed)[-1].objs) == 3
    table.push_named(f"replace {LAMP} choosing Mountain", player="A")
    assert len(of(table, v.CardsRevealed)[-1].objs) == 2
    table.push_named(f"replace {LAMP} choosing Swamp", player="A")
    assert names(table, "1", "A", "hand") == ["Swamp"]
    assert names(table, "1", "A", "library")[-1] == "Mountain"


def test_616_1_lamp_and_chains_the_player_chooses_the_order() -> None:
    """616.1: the Lamp's effect and Chains of Mephistopheles both apply to Jayemdae Tome's
    draw: A applies Chains first (discarding Grizzly Bears), and the draw it makes is
    replaced by the Lamp's look: A keeps the Forest and draws it."""
    table = _lamps(1, 6, more=', "Jayemdae Tome"', b_side='"Chains of Mephistopheles"',
                   hand='"Grizzly Bears", "Giant Growth"', step="main1",
                   body=decisions(f"activate {LAMP} X=2") + RESOLVE
                   + decisions("activate Jayemdae Tome") + RESOLVE)
    assert table.pending().kind == "replace_draw"
    table.push_named("replace Chains of Mephistopheles choosing Grizzly Bears", player="A")
    assert table.pending().kind == "replace_draw"
    table.push_named(f"replace {LAMP} choosing Forest", player="A")
    assert sorted(names(table, "1", "A", "hand")) == ["Forest", "Giant Growth"]
    assert names(table, "1", "A", "library")[-1] == "Plains"
