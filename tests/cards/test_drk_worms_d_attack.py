"""Batch d-attack's Worms of the Earth (engine/cards/sets/drk/black.py): players can't play
lands (101.2), lands can't enter the battlefield (101.2: an effect that would put one there
does nothing for it, the 2004 rulings), and the upkeep offer "any player may sacrifice two
lands or have it deal 5 damage to that player", asked of each player in turn order from the
active player until one takes it (101.4)."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, of, permanent, play

from shahrazad.agents import PassiveAgent
from shahrazad.cards.pool import card
from shahrazad.decisions import Play
from shahrazad.events import vocabulary as v
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

FORESTS = "library = [" + ", ".join(['"Forest"'] * 6) + "]"


def test_101_2_worms_of_the_earth_players_cant_play_lands() -> None:
    """101.2: under B's Worms of the Earth, A can't play the Forest in hand: refused with
    nothing appended, and no play is a legal decision."""
    table = play('''
[A]
hand = ["Forest"]
[B]
battlefield = ["Worms of the Earth"]
''')
    before = len(table.events)
    with pytest.raises(IllegalDecision, match="can't cast spells or play lands"):
        table.push_named("play Forest")
    assert len(table.events) == before
    assert not [d for d in table.legal_decisions() if isinstance(d, Play)]
    assert card("Worms of the Earth").first_printed == "DRK"


def test_101_2_worms_of_the_earth_lands_cant_enter_the_battlefield() -> None:
    """101.2 (the 2004 rulings): Untamed Wilds finds a Forest, but it can't enter the
    battlefield: it stays in the library, and the rest of the spell (the shuffle)
    happens."""
    table = play(f'''
[A]
hand = ["Untamed Wilds"]
battlefield = ["Forest", "Forest", "Forest"]
{FORESTS}
[B]
battlefield = ["Worms of the Earth"]
''' + decisions("cast Untamed Wilds") + RESOLVE + decisions("search Forest"))
    g = table.game()
    assert sum(1 for o in g.battlefield if g.objects[o].name == "Forest") == 3
    assert len(g.player["A"].library) == 6
    assert of(table, v.LibraryShuffled)
    assert names(table, "1", "A", "graveyard") == ["Untamed Wilds"]


def _upkeep(a_side: str, b_side: str) -> Table:
    """A's upkeep with Worms of the Earth's trigger about to be asked."""
    return play(f'''
[A]
battlefield = [{a_side}]
[B]
battlefield = [{b_side}]
''', active="B", step="end")


def test_101_4_worms_of_the_earth_the_active_player_is_asked_first() -> None:
    """101.4: at A's upkeep A (the active player) is asked first: A sacrifices two
    Forests, and Worms of the Earth is destroyed; B is asked nothing."""
    table = _upkeep('"Worms of the Earth", "Forest", "Forest", "Forest"', '"Swamp", "Swamp"')
    advance(table, "A", "main1", answers={"sacrifice": "sacrifice Forest, Forest"})
    assert sorted(names(table, "1", "A", "graveyard")) == ["Forest", "Forest",
                                                           "Worms of the Earth"]
    asked = [e.player for e in of(table, v.ChoiceRequested)]
    assert asked == ["A"]


def test_101_4_worms_of_the_earth_an_opponent_takes_5_damage_to_destroy_it() -> None:
    """101.4, 120.3: A declines both; B, asked next, has too few lands to sacrifice and
    takes the 5 damage instead: Worms of the Earth is destroyed."""
    table = _upkeep('"Worms of the Earth", "Forest", "Forest"', '"Swamp"')
    table_answers = iter(["sacrifice nothing", "accept no", "accept yes"])
    for _ in range(40):
        pending = table.pending()
        if pending.kind in ("sacrifice", "accept"):
            table.push_named(next(table_answers), player=pending.player)
        elif table.game().step == "main1" and table.game().active == "A":
            break
        else:
            table.push(table.legal_decisions()[0])
    assert table.game().player["B"].life == 15
    assert table.game().player["A"].life == 20
    assert names(table, "1", "A", "graveyard") == ["Worms of the Earth"]
    assert [e.kind for e in of(table, v.ChoiceRequested)] == ["sacrifice", "accept",
                                                                 "accept"]


def test_101_4_worms_of_the_earth_stays_when_nobody_takes_the_offer() -> None:
    """101.4: both players decline: nothing is sacrificed, nobody is dealt damage, and
    Worms of the Earth stays."""
    table = _upkeep('"Worms of the Earth", "Forest", "Forest"', '"Swamp", "Swamp"')
    advance(table, "A", "main1", answers={"sacrifice": "sacrifice nothing",
                                          "accept": "accept no"})
    assert permanent(table.game(), "Worms of the Earth")
    assert table.game().player["A"].life == 20 and table.game().player["B"].life == 20
    assert names(table, "1", "A", "graveyard") == [] and names(table, "1", "B",
                                                                "graveyard") == []


def test_101_4_worms_of_the_earth_the_passive_answers_decline_the_offer() -> None:
    """608.2d: a player who says nothing declines both parts of the offer (the passive
    answers): Worms of the Earth stays, and nothing is sacrificed."""
    table = _upkeep('"Worms of the Earth", "Forest", "Forest"', '"Swamp", "Swamp"')
    for _ in range(40):
        g = table.game()
        if g.active == "A" and g.step == "main1":
            break
        table.push(PassiveAgent().decide(table, table.pending()))
    assert permanent(table.game(), "Worms of the Earth")
    assert names(table, "1", "A", "graveyard") == [] and names(table, "1", "B",
                                                                "graveyard") == []
