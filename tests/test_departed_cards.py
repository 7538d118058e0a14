"""The cards of a player who left a multiplayer subgame, as the subgame ends (727.5; 506.6
in 2004), by reading A1 (``a1_departed_cards``).

Under A1's default a leaver's cards go home at the subgame's end like everyone else's,
by the same path: in 2004, a card that was removed from the game (exiled) in the
subgame stays removed from the game (506.6), whoever's it is; in the later editions
every card goes into its owner's main-game library (727.5). Under A1's alternative
the leaver's cards left the game with them and stay outside both games.
"""

from __future__ import annotations

import pytest

from shahrazad.events import vocabulary as v
from shahrazad.projections.fold import fold
from shahrazad.projections.invariants import card_locations, conservation_problems
from shahrazad.scenario import load_scenario
from shahrazad.table import Table

#: A's Shahrazad resolves in the main game; in subgame 1.1, C has a Grizzly Bears in
#: exile (removed from the game), a Mountain on the battlefield and one in their library
POSITION = '''edition = "{edition}"
seed = 1
players = ["A", "B", "C"]
active = "A"
turn = 5
step = "main1"
stack = [{{ spell = "A:Shahrazad" }}]
options = {{ {options} }}
[A]
battlefield = [{{ card = "Plains", tapped = true }}, {{ card = "Plains", tapped = true }}]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
library = ["Plains", "Plains", "Plains"]
[games."1.1".B]
library = ["Island", "Island", "Island"]
[games."1.1".C]
battlefield = ["Mountain"]
exile = ["Grizzly Bears"]
library = ["Mountain"]
'''


def _subgame_ends_after_c_leaves(edition: str, a1: str | None) -> Table:
    """C concedes the subgame and leaves it with their cards (800.4a); then B concedes
    and A wins it: the subgame ends and its cards go home."""
    options = f'a1_departed_cards = "{a1}"' if a1 else ""
    table = load_scenario(POSITION.format(edition=edition, options=options)).table()
    table.push_named("concede", player="C")
    sub = table.game("1.1")
    bears = next(c for c in sub.departed if table.state.cards[c].name == "Grizzly Bears")
    assert sub.departed_from[bears] == "exile"  # where it was as C left
    table.push_named("concede", player="B")
    assert sub.status == "ended" and sub.winners == ("A",)
    assert conservation_problems(table.state) == []
    assert fold(table.events) == table.state
    return table


def _zone_of(table: Table, name: str, owner: str) -> list[str]:
    """Where each of ``owner``'s cards called ``name`` is (``1:exile``, ``departed:1.1``)."""
    where = card_locations(table.state)
    return sorted(w for c, places in where.items() for w in places
                  if table.state.cards[c].name == name and table.state.cards[c].owner == owner)


def test_506_6_2004_a_departed_players_card_removed_from_the_game_stays_removed() -> None:
    """506.6 (2004): as a subgame ends, a card removed from the game in it stays removed
    from the game; the others go into their owner's library. C left the subgame (A1's
    default: their cards still go home) with a Grizzly Bears removed from the game: it
    goes to the main game's exile, not to C's library, as anyone else's would."""
    table = _subgame_ends_after_c_leaves("2004", None)
    assert _zone_of(table, "Grizzly Bears", "C") == ["1:exile"]
    assert _zone_of(table, "Mountain", "C") == ["1:library", "1:library"]
    returned = [e for e in table.events if isinstance(e, v.CardsReturned) and e.player == "C"]
    assert [(e.to_zone, e.rule, e.objs) for e in returned if e.to_zone == "exile"] == [
        ("exile", "506.6", (0,))]  # a departed card: no subgame object any more


@pytest.mark.parametrize("edition", ["current", "2014", "2008"])
def test_727_5_after_2004_a_departed_players_exiled_card_goes_home_to_the_library(
        edition: str) -> None:
    """727.5 (715.5 in 2014, 506.6 in 2008): every card of the subgame goes into its
    owner's main-game library, exiled or not; the leaver's cards (A1's default) too."""
    table = _subgame_ends_after_c_leaves(edition, None)
    assert _zone_of(table, "Grizzly Bears", "C") == ["1:library"]
    assert _zone_of(table, "Mountain", "C") == ["1:library", "1:library"]
    assert table.game("1").exile == []


@pytest.mark.parametrize("edition", ["current", "2014", "2008", "2004"])
def test_a1_outside_a_departed_players_cards_stay_outside_both_games(edition: str) -> None:
    """Reading A1's alternative: the leaver's cards left the game with them and stay
    outside both games as the subgame ends, exiled or not, in every edition (2004's
    506.6 included: there is nothing of theirs left to return)."""
    table = _subgame_ends_after_c_leaves(edition, "outside")
    assert _zone_of(table, "Grizzly Bears", "C") == ["departed:1.1"]
    assert _zone_of(table, "Mountain", "C") == ["departed:1.1", "departed:1.1"]
    assert table.game("1").player["C"].library == [] and table.game("1").exile == []


def test_506_6_2004_a_player_still_in_the_subgame_is_treated_the_same() -> None:
    """506.6 (2004), the same path for every player: B's card removed from the game in
    the subgame stays removed from the game as well, as C's did."""
    text = POSITION.format(edition="2004", options="").replace(
        'library = ["Island", "Island", "Island"]',
        'library = ["Island", "Island", "Island"]\nexile = ["Serra Angel"]')
    table = load_scenario(text).table()
    table.push_named("concede", player="C")
    table.push_named("concede", player="B")
    assert _zone_of(table, "Serra Angel", "B") == ["1:exile"]
    assert _zone_of(table, "Grizzly Bears", "C") == ["1:exile"]
