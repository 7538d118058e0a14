"""Alpha's black cards of batch LX (left over from batch B04): Nether Shadow."""

from __future__ import annotations

import pytest
from support import decisions, names, permanent, play

from shahrazad.cards.pool import card
from shahrazad.rules import combat

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")
#: from the untap step (where the position starts with priority) into the upkeep
UPKEEP = RESOLVE


def _shadow(graveyard: str, *answers: str) -> object:
    return play(f'''
[A]
graveyard = [{graveyard}]
''' + UPKEEP + "".join(decisions(a) for a in answers) + RESOLVE, step="untap")


BELOW = '"Nether Shadow", "Grizzly Bears", "Craw Wurm", "Island", "War Mammoth"'


def test_113_6_603_4_nether_shadow_returns_from_under_three_creature_cards() -> None:
    """113.6, 603.4, 404.2: in A's graveyard (bottom first) Nether Shadow lies under three
    creature cards (and an Island): at A's upkeep A may put it onto the battlefield; with
    haste (702.10) it can attack this turn."""
    table = _shadow(BELOW, "allow yes")
    g = table.game()
    assert "Nether Shadow" in names(table, "1", "A", "battlefield")
    shadow = permanent(g, "Nether Shadow")
    assert shadow.sick and combat.can_attack(g, shadow)
    assert "haste" in card("Nether Shadow").keywords


@pytest.mark.parametrize("graveyard", [
    '"Grizzly Bears", "Nether Shadow", "Craw Wurm", "Island", "War Mammoth"',
    '"Grizzly Bears", "Craw Wurm", "War Mammoth", "Nether Shadow"'])
def test_603_4_nether_shadow_needs_three_creature_cards_above_it(graveyard: str) -> None:
    """603.4: two creature cards above it, or three below it, and nothing triggers."""
    table = _shadow(graveyard)
    assert "Nether Shadow" in names(table, "1", "A", "graveyard")
    assert not any(type(e).__name__ == "AbilityTriggered" for e in table.events)


def test_608_2d_nether_shadow_may_stay_in_the_graveyard() -> None:
    """608.2d: "you may": A declines, and it stays where it was."""
    table = _shadow(BELOW, "allow no")
    assert names(table, "1", "A", "graveyard")[0] == "Nether Shadow"
