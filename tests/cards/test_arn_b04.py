"""Arabian Nights cards of batch B04 (engine/cards/sets/arn/), each played on its text;
the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")
#: from the untap step (where the position starts with priority) into the upkeep, whose
#: trigger then resolves
UPKEEP = RESOLVE + RESOLVE


def test_122_1_cyclone_paid_for_each_wind_counter_deals_that_much_to_all() -> None:
    """122.1, 608.2d, 120.3: a second wind counter, then {G} for each (two Forests pay
    {G}{G}): Cyclone deals 2 damage to each creature and each player; the Bears die."""
    table = play('''
[A]
battlefield = [{ card = "Cyclone", counters = { wind = 1 } }, "Forest", "Forest"]
[B]
battlefield = ["Grizzly Bears", "Serra Angel"]
''' + UPKEEP + decisions("accept yes"), step="untap")
    g = table.game()
    assert obj(g, "Cyclone").counters == {"wind": 2}
    assert (g.player["A"].life, g.player["B"].life) == (18, 18)
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    assert obj(g, "Serra Angel").damage == 2
    assert card("Cyclone").first_printed == "ARN"


@pytest.mark.parametrize("forests", [3, 1])
def test_608_2d_cyclone_unpaid_is_sacrificed_and_deals_nothing(forests: int) -> None:
    """608.2d: declining to pay {G}{G}{G} (three counters), or having only one Forest
    and so nothing to choose, Cyclone is sacrificed and deals no damage."""
    lands = ", ".join(['"Forest"'] * forests)
    table = play(f'''
[A]
battlefield = [{{ card = "Cyclone", counters = {{ wind = 2 }} }}, {lands}]
[B]
battlefield = ["Grizzly Bears"]
''' + UPKEEP + (decisions("accept no") if forests == 3 else ""), step="untap")
    g = table.game()
    assert "Cyclone" in names(table, "1", "A", "graveyard")
    assert not of(table, v.DamageDealt) and g.player["B"].life == 20
    asked = [e for e in of(table, v.ChoiceRequested) if isinstance(e, v.ChoiceRequested)]
    assert [e.amount for e in asked] == ([3] if forests == 3 else [])


@pytest.mark.parametrize(("top", "zone"), [("Grizzly Bears", "graveyard"),
                                           ("Forest", "hand")])
def test_701_20_sindbad_reveals_the_card_drawn_and_discards_it_unless_a_land(
        top: str, zone: str) -> None:
    """701.20, 701.9: "Draw a card and reveal it. If it isn't a land card, discard it":
    the card drawn is shown to both players; the Bears are discarded, a Forest stays in
    hand. The Island already in hand is never discarded."""
    table = play(f'''
[A]
hand = ["Island"]
battlefield = ["Sindbad"]
library = ["{top}", "Island", "Island"]
''' + decisions("activate Sindbad") + RESOLVE)
    assert top in names(table, "1", "A", zone)
    assert "Island" in names(table, "1", "A", "hand")
    shown = [e for e in of(table, v.CardsRevealed) if isinstance(e, v.CardsRevealed)]
    assert len(shown) == 1 and shown[0].seen_by == ("A", "B")
    assert len(shown[0].objs) == 1  # the one card drawn, which may have moved on
    assert card("Sindbad").first_printed == "ARN"
