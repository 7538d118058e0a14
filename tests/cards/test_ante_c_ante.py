"""The ante cards (407): Contract from Below, Darkpact and Demonic Attorney (Alpha),
Jeweled Bird (Arabian Nights), Rebirth (Legends).

Each says "Remove this card from your deck before playing if you're not playing for
ante": a table that doesn't play for ante refuses a deck holding one (``ante_only``,
407.1). At a table that does (``ante = "on"``) they put cards into the ante zone during
the game (407.4) and one changes a card's owner there (407.3: Darkpact). A subgame has
no ante under Ambiguity A15's default: there such a card antes nothing (and "if you
do" doesn't happen); under A15's alternative the subgame has its own ante zone, and its
winner becomes the owner of what is in it.
"""

from __future__ import annotations

import pytest

from shahrazad.agents import RandomAgent
from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.fuzz import check_table
from shahrazad.projections.invariants import ownership_problems
from shahrazad.projections.state import GameState
from shahrazad.rerun import rerun
from shahrazad.rules.options import OptionError
from shahrazad.scenario.errors import ScenarioError
from shahrazad.table import Table
from tests.support import RESOLVE, decisions, names, of, play

ANTE = 'options = { ante = "on" }\n'
SUBGAME_ANTE = 'options = { ante = "on", a15_subgame_ante = "on" }\n'
ANTE_CARDS = ("Contract from Below", "Darkpact", "Demonic Attorney", "Jeweled Bird", "Rebirth")


def ante(game: GameState) -> list[tuple[str, str]]:
    """The ante zone as (name, owner) pairs."""
    return [(game.objects[o].name, game.objects[o].owner) for o in game.ante]


def test_the_ante_cards_are_their_oracle_text() -> None:
    facts = {name: (str(card(name).cost), sorted(card(name).types), card(name).first_printed)
             for name in ANTE_CARDS}
    assert facts == {
        "Contract from Below": ("{B}", ["Sorcery"], "LEA"),
        "Darkpact": ("{B}{B}{B}", ["Sorcery"], "LEA"),
        "Demonic Attorney": ("{1}{B}{B}", ["Sorcery"], "LEA"),
        "Jeweled Bird": ("{1}", ["Artifact"], "ARN"),
        "Rebirth": ("{3}{G}{G}{G}", ["Sorcery"], "LEG")}
    for name in ANTE_CARDS:
        assert card(name).ante_only
        assert card(name).text.startswith(f"Remove {name} from your deck before playing if "
                                          "you're not playing for ante.\n")


@pytest.mark.parametrize("name", ANTE_CARDS)
def test_407_1_a_table_not_playing_for_ante_refuses_an_ante_card_in_a_deck(name: str) -> None:
    """407.1: ante is an optional variation; "remove it from your deck before playing if
    you're not playing for ante": a table without ante refuses the deck in one line; one
    that plays for ante takes it."""
    decks = [[name] + ["Swamp"] * 20, ["Island"] * 20]
    with pytest.raises(OptionError, match=f"A's deck holds {name}, played only for ante"):
        Table.new(["A", "B"], decks)
    table = Table.new(["A", "B"], decks, options={"ante": "on"})
    assert table.state.options["ante"] == "on"


def test_407_1_a_position_not_playing_for_ante_refuses_an_ante_card() -> None:
    """407.1: a scenario's position is a table too: without ante, its cards can't hold
    one."""
    with pytest.raises(OptionError, match="Contract from Below, played only for ante"):
        play('[A]\nhand = ["Contract from Below"]\n')


CONTRACT = '''
[A]
hand = ["Contract from Below", "Plains", "Island"]
battlefield = ["Swamp"]
library = ["Juzam Djinn", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest",
           "Forest", "Mountain"]
''' + decisions("cast Contract from Below", "pass") + decisions("pass", player="B")


def test_407_4_701_9_121_2_contract_from_below_discards_antes_the_top_card_draws_seven() -> None:
    """701.9, 407.4, 121.2: A discards their hand, antes the top card of their library
    (Juzam Djinn: into the ante zone, still A's), then draws seven cards."""
    table = play(CONTRACT, head=ANTE)
    game = table.game()
    assert names(table, "1", "A", "graveyard") == ["Plains", "Island", "Contract from Below"]
    assert ante(game) == [("Juzam Djinn", "A")]
    assert names(table, "1", "A", "hand") == ["Forest"] * 7
    assert names(table, "1", "A", "library") == ["Mountain"]
    (anted,) = of(table, v.CardAnted)
    assert (anted.player, anted.rule) == ("A", "407.4")  # type: ignore[attr-defined]


ATTORNEY = '''
[A]
hand = ["Demonic Attorney"]
battlefield = ["Swamp", "Swamp", "Swamp"]
library = ["Juzam Djinn", "Swamp"]
[B]
library = ["Serra Angel", "Island"]
''' + decisions("cast Demonic Attorney", "pass") + decisions("pass", player="B")


def test_407_4_demonic_attorney_each_player_antes_the_top_card() -> None:
    """407.4: each player antes the top card of their library, in turn order."""
    table = play(ATTORNEY, head=ANTE)
    assert ante(table.game()) == [("Juzam Djinn", "A"), ("Serra Angel", "B")]
    assert [e.player for e in of(table, v.CardAnted)] == ["A", "B"]  # type: ignore[attr-defined]


def test_407_2_the_winner_of_the_game_owns_what_demonic_attorney_anted() -> None:
    """407.2: the game ends; its winner becomes the owner of every card in the ante, the
    ones anted during the game too; the owners followed through the log agree."""
    table = play(ATTORNEY, head=ANTE)
    table.push_named("concede", player="B")
    assert ante(table.game()) == [("Juzam Djinn", "A"), ("Serra Angel", "A")]
    assert ownership_problems(table.events, table.state) == []


DARKPACT = ATTORNEY.replace('hand = ["Demonic Attorney"]',
                            'hand = ["Demonic Attorney", "Darkpact"]').replace(
    'battlefield = ["Swamp", "Swamp", "Swamp"]', 'battlefield = ["Swamp"] * 6'.replace(
        '["Swamp"] * 6', '[' + ', '.join(['"Swamp"'] * 6) + ']'))


def test_407_3_darkpact_takes_a_card_in_the_ante_and_exchanges_it_with_the_top_card() -> None:
    """407.3: Darkpact makes A the owner of B's Serra Angel in the ante (an
    ``ownership_changed`` in the middle of the game), and exchanges it with the top card
    of A's library: the Angel goes on top of A's library, A's Swamp into the ante."""
    table = play(DARKPACT + decisions("cast Darkpact targeting Serra Angel", "pass")
                 + decisions("pass", player="B"), head=ANTE)
    game = table.game()
    assert ante(game) == [("Juzam Djinn", "A"), ("Swamp", "A")]
    assert names(table, "1", "A", "library") == ["Serra Angel"]
    (changed,) = of(table, v.OwnershipChanged)
    assert (changed.player, changed.owners, changed.rule) == (  # type: ignore[attr-defined]
        "A", ("B",), "407.3")
    assert ownership_problems(table.events, table.state) == []
    assert table.state.cards[game.objects[game.player["A"].library[0]].card or 0].owner == "A"


def test_407_3_darkpact_needs_a_card_in_the_ante() -> None:
    """115.1: with nothing in the ante, Darkpact has no legal target: it can't be cast."""
    with pytest.raises(ScenarioError, match="no Serra Angel that Darkpact could target"):
        play('[A]\nhand = ["Darkpact"]\nbattlefield = ["Swamp", "Swamp", "Swamp"]\n'
             + decisions("cast Darkpact targeting Serra Angel"), head=ANTE)


BIRD = '''
[A]
hand = ["Demonic Attorney"]
battlefield = ["Jeweled Bird", "Swamp", "Swamp", "Swamp"]
library = ["Juzam Djinn", "Plains", "Forest"]
[B]
library = ["Serra Angel", "Island"]
''' + decisions("cast Demonic Attorney", "pass") + decisions("pass", player="B")


def test_407_4_jeweled_bird_replaces_your_whole_contribution_to_the_ante() -> None:
    """407.4: A antes Jeweled Bird; all other cards A owns in the ante (Juzam Djinn) go
    to A's graveyard, then A draws a card; B's card in the ante stays."""
    table = play(BIRD + decisions("activate Jeweled Bird") + RESOLVE, head=ANTE)
    game = table.game()
    assert ante(game) == [("Serra Angel", "B"), ("Jeweled Bird", "A")]
    assert names(table, "1", "A", "graveyard") == ["Demonic Attorney", "Juzam Djinn"]
    assert names(table, "1", "A", "hand") == ["Plains"]


REBIRTH = '''
[A]
hand = ["Rebirth"]
battlefield = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]
library = ["Juzam Djinn", "Forest"]
life = 3
[B]
library = ["Serra Angel", "Island"]
life = 7
''' + decisions("cast Rebirth", "pass") + decisions("pass", player="B")


def test_407_4_119_5_rebirth_each_player_who_antes_goes_to_20_life() -> None:
    """407.4, 119.5: each player may ante the top card of their library, asked in turn
    order; A does and their life total becomes 20, B doesn't and stays at 7."""
    table = play(REBIRTH + decisions("allow yes") + decisions("allow no", player="B"),
                 head=ANTE)
    game = table.game()
    assert ante(game) == [("Juzam Djinn", "A")]
    assert (game.player["A"].life, game.player["B"].life) == (20, 7)


def test_407_4_rebirth_both_ante_both_go_to_20() -> None:
    table = play(REBIRTH + decisions("allow yes") + decisions("allow yes", player="B"),
                 head=ANTE)
    game = table.game()
    assert ante(game) == [("Juzam Djinn", "A"), ("Serra Angel", "B")]
    assert (game.player["A"].life, game.player["B"].life) == (20, 20)


# -- in a subgame (727; Ambiguity A15) ---------------------------------------------------------


def _in_subgame(hand: str, lands: str, more: str, head: str) -> object:
    text = f'''
[A]
battlefield = [{{ card = "Plains", tapped = true }}, {{ card = "Plains", tapped = true }}]
library = []
[B]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
hand = [{hand}]
battlefield = [{lands}]
library = ["Juzam Djinn", "Swamp", "Swamp"]
[games."1.1".B]
hand = ["Lightning Bolt", "Juzam Djinn"]
library = ["Serra Angel", "Island", "Island"]
''' + more
    return play(text, head='stack = [{ spell = "A:Shahrazad" }]\n' + head, turn=5)


def test_a15_727_demonic_attorney_in_a_subgame_without_ante_antes_nothing() -> None:
    """A15 (default): the subgame has no ante: Demonic Attorney antes nothing there, and
    the main game's ante zone is not the subgame's."""
    table = _in_subgame('"Demonic Attorney"', '"Swamp", "Swamp", "Swamp"',
                        decisions("cast Demonic Attorney", "pass", game="1.1")
                        + decisions("pass", player="B", game="1.1"), ANTE)
    assert of(table, v.CardAnted) == []  # type: ignore[arg-type]
    assert table.game("1.1").ante == [] and table.game("1").ante == []  # type: ignore[attr-defined]
    assert names(table, "1.1", "A", "library") == ["Juzam Djinn", "Swamp", "Swamp"]  # type: ignore[arg-type]


def test_a15_727_5_under_a15s_alternative_the_subgame_winner_owns_its_ante() -> None:
    """A15's alternative: the subgame has its own ante zone; Demonic Attorney antes into
    it, and when B wins the subgame B becomes the owner of A's Juzam Djinn, which goes
    home to B's library in the main game (727.5)."""
    table = _in_subgame('"Demonic Attorney"', '"Swamp", "Swamp", "Swamp"',
                        decisions("cast Demonic Attorney", "pass", game="1.1")
                        + decisions("pass", player="B", game="1.1"), SUBGAME_ANTE)
    assert isinstance(table, Table)
    assert ante(table.game("1.1")) == [("Juzam Djinn", "A"), ("Serra Angel", "B")]
    table.push_named("concede", player="A")  # A concedes the subgame only
    assert table.game("1.1").status == "ended"
    assert "Juzam Djinn" in names(table, "1", "B", "library")
    assert ownership_problems(table.events, table.state) == []


def test_a15_jeweled_bird_in_a_subgame_without_ante_does_nothing() -> None:
    """A15: in a subgame without ante the Bird can't be anted, so "if you do" fails: no
    card is drawn."""
    table = _in_subgame('', '"Jeweled Bird"', decisions("activate Jeweled Bird", game="1.1")
                        + decisions("pass", game="1.1")
                        + decisions("pass", player="B", game="1.1"), ANTE)
    assert isinstance(table, Table)
    assert names(table, "1.1", "A", "battlefield") == ["Jeweled Bird"]
    assert names(table, "1.1", "A", "hand") == []


# -- Tempest Efreet (Legends): ownership exchanged for good (407.3) ------------------------------

EFREET = '''
[A]
battlefield = ["Tempest Efreet"]
[B]
hand = ["Lightning Bolt", "Juzam Djinn"]
life = 12
''' + decisions("activate Tempest Efreet targeting B", "pass") + decisions("pass", player="B")
BOLT = '[[random]]\nwhat = "discard"\nplayer = "B"\nresult = ["Lightning Bolt"]\n'


def test_tempest_efreet_is_its_oracle_text() -> None:
    efreet = card("Tempest Efreet")
    assert (str(efreet.cost), efreet.subtypes, efreet.power, efreet.toughness,
            efreet.first_printed, efreet.ante_only) == (
        "{1}{R}{R}{R}", frozenset({"Efreet"}), 3, 3, "LEG", True)


def test_407_3_701_20_tempest_efreet_exchanges_owners_of_the_revealed_card() -> None:
    """701.20, 407.3: B doesn't pay 10 life; B reveals Lightning Bolt at random (stated):
    A becomes its owner and it is in A's hand; B becomes the owner of Tempest Efreet, in
    B's graveyard. The log follows both owners."""
    table = play(EFREET + decisions("accept no", player="B"), head=ANTE + BOLT)
    game = table.game()
    assert names(table, "1", "A", "hand") == ["Lightning Bolt"]
    assert names(table, "1", "B", "hand") == ["Juzam Djinn"]
    assert names(table, "1", "B", "graveyard") == ["Tempest Efreet"]
    assert names(table, "1", "A", "graveyard") == []
    owners = {game.objects[o].name: table.state.cards[game.objects[o].card or 0].owner
              for o in [*game.player["A"].hand, *game.player["B"].graveyard]}
    assert owners == {"Lightning Bolt": "A", "Tempest Efreet": "B"}
    changed = of(table, v.OwnershipChanged)
    assert [(e.player, e.owners, e.rule) for e in changed] == [  # type: ignore[attr-defined]
        ("A", ("B",), "407.3"), ("B", ("A",), "407.3")]
    (revealed,) = of(table, v.CardsRevealed)
    assert revealed.player == "B"  # type: ignore[attr-defined]
    assert ownership_problems(table.events, table.state) == []


def test_119_4_tempest_efreet_paid_with_10_life_changes_nothing() -> None:
    """119.4: B pays 10 life: nothing is revealed, nobody's cards change hands; the Efreet
    stays A's, in A's graveyard."""
    table = play(EFREET + decisions("accept yes", player="B"), head=ANTE + BOLT)
    game = table.game()
    assert game.player["B"].life == 2
    assert names(table, "1", "A", "graveyard") == ["Tempest Efreet"]
    assert of(table, v.OwnershipChanged) == []


def test_119_4_a_player_with_less_than_10_life_cant_pay() -> None:
    """119.4: with less than 10 life B can't pay: B isn't asked, and the exchange
    happens."""
    table = play(EFREET.replace("life = 12", "life = 9"), head=ANTE + BOLT)
    assert names(table, "1", "A", "hand") == ["Lightning Bolt"]
    assert table.game().player["B"].life == 9


def test_407_3_727_5_tempest_efreet_in_a_subgame_the_new_owners_take_the_cards_home() -> None:
    """407.3, 727.5: the exchange in a subgame is permanent: when the subgame ends, the
    Bolt goes home to A's main-game library and the Efreet to B's."""
    table = _in_subgame('', '"Tempest Efreet"',
                        decisions("activate Tempest Efreet targeting B", "pass", game="1.1")
                        + decisions("pass", player="B", game="1.1")
                        + decisions("accept no", player="B", game="1.1"),
                        ANTE + BOLT.replace('player = "B"', 'player = "B"\ngame = "1.1"'))
    assert isinstance(table, Table)
    assert names(table, "1.1", "A", "hand") == ["Lightning Bolt"]
    table.push_named("concede", player="B")
    assert table.game("1.1").status == "ended"
    assert "Lightning Bolt" in names(table, "1", "A", "library")
    assert "Tempest Efreet" in names(table, "1", "B", "library")
    assert ownership_problems(table.events, table.state) == []


# -- Bronze Tablet (Antiquities): a trade of owners in exile (407.3) -------------------------------

TABLET = '''
[A]
battlefield = ["Bronze Tablet", "Mox Jet", "Mox Jet", "Mox Jet", "Mox Jet"]
[B]
battlefield = ["Serra Angel"]
life = 15
''' + decisions("activate Bronze Tablet targeting Serra Angel", "pass") \
    + decisions("pass", player="B")


def exiled(game: GameState) -> dict[str, str]:
    return {game.objects[o].name: game.objects[o].owner for o in game.exile}


def test_bronze_tablet_is_its_oracle_text() -> None:
    tablet = card("Bronze Tablet")
    assert (str(tablet.cost), sorted(tablet.types), tablet.first_printed, tablet.ante_only,
            tablet.enters_tapped) == ("{6}", ["Artifact"], "ATQ", True, True)


def test_407_3_608_2b_bronze_tablet_not_paid_the_exiled_cards_change_owners() -> None:
    """407.3: B doesn't pay 10 life: both cards stay in exile, and B owns Bronze Tablet,
    A owns Serra Angel; the log follows both owners. 608.2b: the target is checked as the
    ability begins to resolve; exiled by the ability itself before B is asked, it doesn't
    stop the rest when the resolution resumes."""
    table = play(TABLET + decisions("accept no", player="B"), head=ANTE)
    game = table.game()
    assert exiled(game) == {"Bronze Tablet": "B", "Serra Angel": "A"}
    assert game.player["B"].life == 15
    assert [(e.player, e.owners) for e in of(table, v.OwnershipChanged)] == [  # type: ignore[attr-defined]
        ("A", ("B",)), ("B", ("A",))]
    assert ownership_problems(table.events, table.state) == []


def test_119_4_bronze_tablet_paid_goes_to_its_owners_graveyard() -> None:
    """119.4: B pays 10 life: Bronze Tablet goes from exile to its owner's (A's)
    graveyard; Serra Angel stays exiled, still B's."""
    table = play(TABLET + decisions("accept yes", player="B"), head=ANTE)
    game = table.game()
    assert exiled(game) == {"Serra Angel": "B"}
    assert names(table, "1", "A", "graveyard") == ["Bronze Tablet"]
    assert game.player["B"].life == 5
    assert of(table, v.OwnershipChanged) == []


def test_614_1d_bronze_tablet_enters_tapped() -> None:
    """614.1d: Bronze Tablet enters the battlefield tapped."""
    table = play('[A]\nhand = ["Bronze Tablet"]\nbattlefield = [' + ", ".join(
        ['"Mox Jet"'] * 6) + ']\n' + decisions("cast Bronze Tablet", "pass")
        + decisions("pass", player="B"), head=ANTE)
    game = table.game()
    tablet = next(game.objects[o] for o in game.battlefield
                  if game.objects[o].name == "Bronze Tablet")
    assert tablet.tapped


def test_407_3_bronze_tablet_gone_before_it_resolves_still_trades() -> None:
    """407.3 (2008 ruling): the Tablet destroyed in response isn't exiled; B doesn't pay:
    A still becomes the owner of the exiled Serra Angel, and B of the Tablet, now in B's
    graveyard."""
    table = play(TABLET.replace('battlefield = ["Serra Angel"]',
                                'battlefield = ["Serra Angel", "Mountain", "Mountain"]\n'
                                'hand = ["Shatter"]').replace(
        decisions("pass", player="B"),
        decisions("cast Shatter targeting Bronze Tablet", "pass", player="B")
        + decisions("pass") + decisions("pass", player="B"))
        + decisions("accept no", player="B"), head=ANTE)
    game = table.game()
    assert exiled(game) == {"Serra Angel": "A"}
    assert names(table, "1", "B", "graveyard") == ["Shatter", "Bronze Tablet"]
    assert ownership_problems(table.events, table.state) == []


# -- played at random: every invariant holds, and the log re-runs --------------------------------

#: a deck of this batch's cards, at a table that plays for ante
RANDOM_DECK = (["Contract from Below", "Darkpact", "Demonic Attorney", "Jeweled Bird",
                "Rebirth", "Bronze Tablet", "Tempest Efreet", "Chaos Orb", "Falling Star",
                "Goblin Artisans", "Juggernaut", "Mox Jet", "Mox Ruby", "Mox Emerald"] * 2
               + ["Swamp"] * 6 + ["Mountain"] * 6 + ["Forest"] * 6 + ["Shahrazad"] * 2
               + ["Plains"] * 4)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_407_a26_the_ante_and_dexterity_cards_played_at_random_keep_every_invariant(
        seed: int) -> None:
    """407, A26: random players at a table that plays for ante (and for ante in subgames,
    A15's alternative) with these cards: conservation, owners changed only by
    ``ownership_changed``, the fold equal to the live state; the log re-runs the same."""
    table = Table.new(["A", "B"], [RANDOM_DECK, RANDOM_DECK], seed=seed,
                      options={"ante": "on", "a15_subgame_ante": "on"})
    table.play({"A": RandomAgent(seed), "B": RandomAgent(seed + 10)}, max_actions=1500)
    assert check_table(table) == []
    report = rerun(table.events)
    assert report.ok, report
