"""Batch C-TURN's land cards: Land Tax (LEG, white): a search for up to three cards
(701.23) and the count of opponents who control more lands (603.4)."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, of, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.scenario.script import ScriptStuck

#: from the untap step into the upkeep, whose trigger then resolves
UPKEEP = RESOLVE + RESOLVE

_LIBRARY = 'library = ["Plains", "Grizzly Bears", "Forest", "Island", "Mountain", "Swamp"]'


def _land_tax(theirs: str, answer: str) -> str:
    return f'''
[A]
battlefield = ["Land Tax", "Plains"]
{_LIBRARY}
[B]
battlefield = [{theirs}]
''' + UPKEEP + decisions(answer)


def test_701_23_land_tax_finds_up_to_three_basic_lands_revealed() -> None:
    """701.23, 701.20: B controls more lands than A: at A's upkeep A searches for up to
    three basic land cards, reveals them and puts them into A's hand, then shuffles."""
    table = play(_land_tax('"Island", "Island"', "choose Forest, Island, Swamp"),
                 step="untap")
    g = table.game()
    assert sorted(names(table, "1", "A", "hand")) == ["Forest", "Island", "Swamp"]
    assert len(g.player["A"].library) == 3
    shown = [e for e in of(table, v.CardsRevealed) if e.player == "A"]
    assert len(shown) == 1 and len(shown[0].objs) == 3 and shown[0].seen_by == ("A", "B")
    assert any(isinstance(e, v.LibraryShuffled) for e in of(table, v.LibraryShuffled))
    assert card("Land Tax").first_printed == "LEG"


def test_701_23b_land_tax_may_find_fewer_and_no_nonbasic_card() -> None:
    """701.23b: "up to three": one card is enough, none too; a card that isn't a basic
    land is no choice (the choice is refused)."""
    table = play(_land_tax('"Island", "Island"', "choose Plains"), step="untap")
    assert names(table, "1", "A", "hand") == ["Plains"]
    table = play(_land_tax('"Island", "Island"', "choose nothing"), step="untap")
    assert names(table, "1", "A", "hand") == []
    with pytest.raises(ScriptStuck, match="no Grizzly Bears that may be chosen"):
        play(_land_tax('"Island", "Island"', "choose Grizzly Bears"), step="untap")
    with pytest.raises(ScriptStuck, match=r"choose 0 to 3, not 4.*701\.23"):
        play(_land_tax('"Island", "Island"', "choose Plains, Forest, Island, Swamp"),
             step="untap")


@pytest.mark.parametrize("theirs", ['"Island"', '"Island", "Grizzly Bears"'])
def test_603_4_land_tax_doesnt_trigger_unless_an_opponent_controls_more_lands(
        theirs: str) -> None:
    """603.4: with as many lands as each opponent (a creature is no land), the intervening
    "if" is false: Land Tax doesn't trigger."""
    table = play(f'''
[A]
battlefield = ["Land Tax", "Plains"]
{_LIBRARY}
[B]
battlefield = [{theirs}]
''' + UPKEEP, step="untap")
    assert not [e for e in of(table, v.AbilityTriggered) if e.source_name == "Land Tax"]


# -- Eureka -------------------------------------------------------------------------------

_EUREKA = '''
[A]
hand = ["Eureka", "Grizzly Bears", "Serra Angel", "Forest"]
battlefield = ["Forest", "Forest", "Forest", "Forest"]
[B]
hand = ["Hill Giant", "Lightning Bolt", "Holy Strength"]
'''


def test_110_2_eureka_rounds_until_nobody_puts_a_card() -> None:
    """110.2, 101.4: starting with A, each player may put a permanent card from their hand
    onto the battlefield; the rounds go on until one in which nobody puts one. A land put
    so is not played (305.4); an instant is no choice; an Aura enters attached to what
    its player chooses (303.4f)."""
    table = play(_EUREKA + decisions("cast Eureka", "pass") + decisions("pass", player="B")
                 + decisions("choose Serra Angel") + decisions("choose Hill Giant", player="B")
                 + decisions("choose Forest")
                 + decisions("choose Holy Strength", player="B")
                 + decisions("choose Hill Giant", player="B")
                 + decisions("choose nothing"))
    g = table.game()
    assert sorted(names(table, "1", "A", "battlefield")) == ["Forest"] * 5 + ["Serra Angel"]
    assert sorted(names(table, "1", "B", "battlefield")) == ["Hill Giant", "Holy Strength"]
    assert names(table, "1", "A", "hand") == ["Grizzly Bears"]
    assert names(table, "1", "B", "hand") == ["Lightning Bolt"]
    giant = next(g.objects[o] for o in g.battlefield if g.objects[o].name == "Hill Giant")
    strength = next(g.objects[o] for o in g.battlefield if g.objects[o].name == "Holy Strength")
    assert strength.attached_to == giant.oid
    assert g.stack == [] and not g.resolving
    assert g.player["A"].land_plays == 0
    assert card("Eureka").first_printed == "LEG"


def test_110_2_eureka_ends_when_a_whole_round_puts_nothing() -> None:
    """110.2: A puts nothing and B, with only an instant, has nothing to put: the round
    put no card, so Eureka is done at once."""
    table = play('''
[A]
hand = ["Eureka", "Grizzly Bears"]
battlefield = ["Forest", "Forest", "Forest", "Forest"]
[B]
hand = ["Lightning Bolt"]
''' + decisions("cast Eureka", "pass") + decisions("pass", player="B")
        + decisions("choose nothing"))
    g = table.game()
    assert names(table, "1", "A", "hand") == ["Grizzly Bears"]
    assert g.stack == [] and table.pending().kind == "priority"
