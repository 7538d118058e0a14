"""Variant pieces in a position (901 Planechase, 902 Vanguard, 903 Commander, 904
Archenemy, 810 Two-Headed Giant), in the main game and in running subgames (727.2a-c):
the command zone's face-up cards and supplementary decks, a commander wherever it is,
what each game recorded of the commanders (903.8's casts, 903.10a's damage), and the
teams they make."""

from __future__ import annotations

import dataclasses

import pytest
from support import (
    ISLANDS,
    SCHEME,
    SOLKANAR,
    decisions,
    described_again,
    obj,
    of,
    played_out,
    position_view,
    variant_table,
)

from shahrazad.agents import PassiveAgent
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.rerun import rerun
from shahrazad.rules import planechase, variants
from shahrazad.rules.citations import EDITIONS
from shahrazad.scenario import NotDescribable, ScenarioError, describe, load_scenario, run_scenario
from shahrazad.table import IllegalDecision, Table
from shahrazad.testing import check_table


def table_of(text: str) -> Table:
    table = load_scenario(text).table()
    assert check_table(table) == [], check_table(table)
    return table


def refused(text: str) -> str:
    with pytest.raises(ScenarioError) as raised:
        load_scenario(text).table()
    message = str(raised.value)
    assert "\n" not in message
    return message


def command(table: Table, game: str = "1") -> list[tuple[str, str, str]]:
    """A game's command zone: each object's owner, name and deck (``""``: face up)."""
    g = table.game(game)
    return [(g.objects[o].owner, g.objects[o].name, g.objects[o].deck) for o in g.command]


#: every command-zone variant at once, in the main game: three players, A the archenemy
ALL_PIECES = f"""
players = ["A", "B", "C"]
active = "B"
turn = 5
[A]
command = ["{SOLKANAR}", "Maro Avatar", "Tazeem", "{SCHEME}"]
planar_deck = ["Llanowar", "Sanctum of Serra"]
scheme_deck = ["{SCHEME}", "{SCHEME}"]
{ISLANDS}
[B]
command = ["Sisay"]
battlefield = [{{ card = "Nicol Bolas", commander = true }}]
{ISLANDS}
[C]
command = ["{SOLKANAR}", "Eladamri"]
{ISLANDS}
"""


def test_903_6_902_3_901_3_904_3_variant_pieces_are_stated_in_the_command_zone() -> None:
    """The pieces a game's set-up puts in its command zone (903.6, 902.3, 901.3, 904.3),
    stated: each player's face-up cards (a commander, a vanguard, the face-up plane, an
    ongoing scheme) and face-down decks, top first; a commander elsewhere (B's Nicol
    Bolas on the battlefield). The table plays the variants the pieces make (the
    ``variant`` setting is named after them), with their starting lives (903.7 40,
    902.4 the vanguard's modifier, 904.5 the archenemy's 40) and the archenemy's foes
    as a team (904.2)."""
    table = table_of(ALL_PIECES)
    assert table.state.options["variant"] == "commander+vanguard+planechase+archenemy"
    assert command(table) == [
        ("A", SOLKANAR, ""), ("A", "Maro Avatar", ""), ("A", "Tazeem", ""),
        ("A", "Llanowar", "planar"), ("A", "Sanctum of Serra", "planar"), ("A", SCHEME, ""),
        ("A", SCHEME, "scheme"), ("A", SCHEME, "scheme"), ("B", "Sisay", ""),
        ("C", SOLKANAR, ""), ("C", "Eladamri", "")]
    game = table.game()
    roles = {table.state.cards[c].role for c in table.state.cards
             if table.state.cards[c].owner == "A" and table.state.cards[c].role}
    assert roles == {"commander", "vanguard", "plane", "scheme"}
    bolas = obj(game, "Nicol Bolas")
    assert bolas.zone == "battlefield" and variants.role(table.state, bolas) == "commander"
    life = {p: game.player[p].life for p in game.players}
    modifier = {name: variants.MODIFIERS[name][1] for name in ("Sisay", "Eladamri")}
    assert life == {"A": 40, "B": 40 + modifier["Sisay"], "C": 40 + modifier["Eladamri"]}
    assert game.teams == (("A",), ("B", "C"))
    again = described_again(table.state)
    assert position_view(again.state) == position_view(table.state)


def test_903_8_the_commander_tax_counts_the_stated_casts() -> None:
    """903.8: a commander cast from the command zone costs {2} more for each earlier
    cast from there in this game. Cast twice before, Sol'kanar ({2}{U}{B}{R}) costs 9
    now: A's nine floating mana pay for it, five don't."""
    text = f"""
players = ["A", "B"]
[A]
command = ["{SOLKANAR}"]
commander_casts = 2
mana = "UBRCCCCCC"
{ISLANDS}
[B]
command = ["Nicol Bolas"]
{ISLANDS}
"""
    table = table_of(text)
    sol = obj(table.game(), SOLKANAR)
    assert variants.commander_tax(table.game(), sol) == 4
    table.push_named(f"cast {SOLKANAR}", player="A")
    assert table.game().objects[table.game().stack[-1]].name == SOLKANAR
    short = table_of(text.replace("UBRCCCCCC", "UBRCC"))
    with pytest.raises(IllegalDecision):
        short.push_named(f"cast {SOLKANAR}", player="A")


def test_903_10a_stated_commander_damage_adds_up_to_21_and_loses() -> None:
    """903.10a, 704.6c: a player dealt 21 or more combat damage by one commander over the
    game loses. A was dealt 18 by B's Sol'kanar; 5 more and A loses, at 35 life."""
    table = run_scenario(load_scenario(f"""
players = ["A", "B"]
active = "B"
[A]
commander_damage = {{ B = 18 }}
command = ["Nicol Bolas"]
{ISLANDS}
[B]
battlefield = [{{ card = "{SOLKANAR}", commander = true }}]
{ISLANDS}
[run]
until = "script_end"
""" + decisions("pass", f"attack {SOLKANAR}", player="B")))
    for _ in range(50):
        if table.game().status == "ended":
            break
        waiting = table.pending()
        assert waiting is not None
        table.push(PassiveAgent().decide(table, waiting))
    game = table.game()
    assert game.winners == ("B",) and game.player["A"].life == 35
    lost = next(e for e in of(table, v.PlayerLost) if e.player == "A")  # type: ignore[attr-defined]
    assert lost.rule == "704.6c"


#: a subgame under way at a Commander table: the commanders moved into it (727.2c),
#: the main game keeps what it recorded of them
IN_A_SUBGAME = f"""
players = ["A", "B"]
active = "A"
turn = 6
stack = [{{ spell = "A:Shahrazad" }}]
[A]
commander_casts = 1
commander_damage = {{ B = 7 }}
battlefield = ["Island"]
[B]
command = ["Eladamri"]
[games."1.1"]
active = "B"
turn = 2
[games."1.1".A]
command = ["{SOLKANAR}"]
planar_deck = ["Llanowar", "Tazeem"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = [{{ card = "Nicol Bolas", commander = true }}]
commander_damage = {{ A = 5 }}
library = ["Island", "Island", "Island"]
"""


def test_727_2c_a_commander_moved_into_a_subgame_keeps_the_main_games_record() -> None:
    """727.2c: the commanders in the command zone go into the subgame; each game keeps its
    own record of them (903.8, 903.10a: "in this game"). The main game remembers A's
    one cast and 7 damage from B's commander; the subgame, 5 from A's; and the
    vanguard that stayed (B's, not in the subgame's command zone) is still there."""
    table = table_of(IN_A_SUBGAME.replace('[B]\ncommand = ["Eladamri"]\n', "[B]\n"))
    state = table.state
    main, sub = table.game("1"), table.game("1.1")
    cards = {rec.name: c for c, rec in state.cards.items() if rec.role == "commander"}
    assert main.commander_casts == {cards[SOLKANAR]: 1}
    assert main.commander_damage == {"A": {cards["Nicol Bolas"]: 7}}
    assert sub.commander_casts == {} and sub.commander_damage == {"B": {cards[SOLKANAR]: 5}}
    assert command(table, "1.1") == [("A", SOLKANAR, ""), ("A", "Llanowar", "planar"),
                                     ("A", "Tazeem", "planar")]
    assert sub.starting_life == 40  # a Commander subgame (Ambiguity A9)
    again = described_again(state)
    assert position_view(again.state) == position_view(state)
    report = rerun(run_scenario(load_scenario(describe(state))).events)
    assert report.ok, report.problem


@pytest.mark.parametrize(("text", "words"), [
    ('[A]\nhand = ["Tazeem"]\n', "Tazeem is a plane card: it stays in the command zone"),
    ('[A]\nhand = ["Sisay"]\n', "(list it under command, planar_deck or scheme_deck; rule "
                                "902.3)"),
    ('[A]\nbattlefield = [{ card = "Serra Angel", commander = true }]\n',
     "Serra Angel can't be a commander: a commander is a legendary creature card (rule "
     "903.3)"),
    ('[A]\ncommand = ["Serra Angel"]\n', "Serra Angel can't be in the command zone"),
    (f'[A]\ncommand = ["{SOLKANAR}", "Nicol Bolas"]\n', "A has one commander, not 2"),
    ('[A]\nplanar_deck = ["Tazeem", "Sisay"]\n', "Sisay is not a plane or phenomenon card: "
                                                  "a planar deck holds only those (rule 901.3)"),
    ('[A]\nscheme_deck = ["Tazeem"]\n', "rule 904.3"),
    ('[A]\ncommander_casts = 1\n', "A has no commander in this position"),
    ('[A]\ncommander_damage = { B = 3 }\n', "B has no commander in this position"),
    ('options = { variant = "vanguard" }\n[A]\ncommand = ["Tazeem"]\n',
     "variant 'vanguard', but the position's pieces play planechase"),
])
def test_903_3_902_3_901_3_904_3_pieces_no_rule_could_place_are_refused(text: str, words: str
                                                                         ) -> None:
    """A nontraditional card is never in a traditional zone (108.2a: it stays in the
    command zone), a commander is a legendary creature card, one per player, a deck
    holds its own kind of card, a commander's record needs a commander, and the
    ``variant`` setting names what the pieces play: each refused in one line."""
    assert words in refused('players = ["A", "B"]\n' + text)


def test_727_2a_c_pieces_that_moved_into_the_subgame_are_not_in_the_waiting_game() -> None:
    """727.2a-c: as a subgame starts, its players' supplementary decks and the vanguards
    and commanders in the command zone go into it; the waiting game can't still hold
    them. Under 2008's and 2004's rules a subgame has no variant steps: a piece there is
    refused."""
    message = refused(IN_A_SUBGAME.replace('[B]\ncommand = ["Eladamri"]',
                                           '[B]\ncommand = ["Nicol Bolas"]'))
    assert message.startswith("B.command[0]") and message.endswith("(rule 727.2c)")
    message = refused(IN_A_SUBGAME)
    assert message.endswith("(rule 727.2b)")
    message = refused('edition = "2008"\n' + IN_A_SUBGAME.replace(
        '[B]\ncommand = ["Eladamri"]\n', "[B]\n"))
    assert "under the 2008 rules a subgame has no variant steps" in message


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("variant", ["commander", "planechase", "archenemy", "all",
                                     "2hg+planechase"])
def test_901_904_a_variant_table_played_is_described_and_built_again(variant: str,
                                                                      edition: str) -> None:
    """A variant table played to some point, then on until a position can say it, is
    described; the description builds the same position: its command zones, decks,
    commanders, teams, lives and the planar die's rolls this turn."""
    table = played_out(variant_table(variant, edition, 5), 5, 120)
    for _ in range(300):
        try:
            describe(table.state)
            break
        except NotDescribable:
            waiting = table.pending()
            assert waiting is not None
            table.push(PassiveAgent().decide(table, waiting))
    again = described_again(table.state)
    assert position_view(again.state) == position_view(table.state)
    assert check_table(again) == []


def test_903_8_903_10a_a_forged_commander_record_is_found_by_the_rerun() -> None:
    """verify --rerun builds a variant position's setup again from its header: the
    pieces (``VariantCardsAdded``), the command zones, and each game's record of the
    commanders; a record rewritten in the log is found where it was rewritten, and a
    header whose ``variant`` names what the pieces don't play is refused there."""
    events = list(run_scenario(load_scenario(IN_A_SUBGAME.replace(
        '[B]\ncommand = ["Eladamri"]\n', "[B]\n") + '[run]\nuntil = "script_end"\n')).events)
    assert rerun(events).ok
    i = next(i for i, e in enumerate(events) if isinstance(e, v.CommanderRecordStated))
    report = rerun([*events[:i], dataclasses.replace(events[i], casts=0), *events[i + 1:]])
    assert not report.ok and report.first_difference == events[i].position
    assert report.differs == "commander_record_stated differs in casts"
    opened = events[0]
    assert isinstance(opened, v.TableOpened)
    options = tuple((k, "vanguard" if k == "variant" else x) for k, x in opened.options)
    report = rerun([dataclasses.replace(opened, options=options), *events[1:]])
    assert not report.ok and report.first_difference == 1
    assert report.problem is not None and "variant 'vanguard'" in report.problem


def test_901_9_the_stated_rolls_of_the_planar_die_make_the_next_cost_more() -> None:
    """901.9: the planar die costs {N} to roll, N the times its roller rolled it earlier
    this turn. Rolled twice already, A's next roll costs {2}: with no mana it is refused.
    Only the active player rolls it, so B's rolls this turn are refused."""
    text = """
players = ["A", "B"]
active = "A"
under_way = true
[A]
command = ["Tazeem"]
planar_deck = ["Llanowar"]
planar_rolls = 2
""" + ISLANDS + "\n[B]\n" + ISLANDS + "\n"
    table = table_of(text)
    assert planechase.roll_cost(table.game(), "A") == 2
    with pytest.raises(IllegalDecision):
        table.push_named("roll", player="A")
    again = described_again(table.state)
    assert again.game().player["A"].planar_rolls == 2
    message = refused(text.replace("planar_rolls = 2\n", "").replace(
        "[B]\n", "[B]\nplanar_rolls = 1\n"))
    assert message.startswith("B.planar_rolls") and message.endswith("(rule 901.9)")


def test_903_8_a_commander_cast_from_the_command_zone_is_stated_on_the_stack() -> None:
    """903.8: casting a commander from the command zone counts toward its tax. Cast and on
    the stack, it is still its owner's commander (``commander = true`` on the spell), and
    the game has counted the cast: described, built again, the same."""
    table = table_of(f"""
players = ["A", "B"]
[A]
command = ["Nicol Bolas"]
mana = "UUBBRRCC"
{ISLANDS}
[B]
command = ["{SOLKANAR}"]
{ISLANDS}
""")
    table.push_named("cast Nicol Bolas", player="A")
    spell = table.game().objects[table.game().stack[-1]]
    assert variants.role(table.state, spell) == "commander"
    text = describe(table.state)
    assert '{ spell = "A:Nicol Bolas", commander = true }' in text
    assert "commander_casts = 1" in text
    again = described_again(table.state)
    assert position_view(again.state) == position_view(table.state)
    message = refused('players = ["A", "B"]\nstack = [{ spell = "A:Serra Angel", '
                      'commander = true }]\n')
    assert message.startswith("stack[0].commander") and message.endswith("(rule 903.3)")


@pytest.mark.parametrize(("kind", "changes"), [
    (v.VariantCardsAdded, {"names": ("Tazeem", "Llanowar", "Sanctum of Serra")}),
    (v.CommandZoneSetUp, {"what": "commander"}),
    (v.CardTurnedFaceUp, {"deck": "scheme"}),
    (v.PlanarRollsStated, {"rolls": 3}),
    (v.StartingLifeSet, {"life": 41}),
])
def test_901_902_a_forged_piece_of_a_variant_position_is_found_where_it_was(
        kind: type[Event], changes: dict[str, object]) -> None:
    """The pieces a variant position places (the cards added, the command zone set up,
    the face-up plane turned up, a vanguard's starting life, the planar die's rolls) are
    made again by the re-run from the header: each rewritten is found at its event."""
    events = list(run_scenario(load_scenario(f"""
players = ["A", "B"]
active = "A"
[A]
command = ["Llanowar", "Sisay"]
planar_deck = ["Tazeem", "Sanctum of Serra"]
planar_rolls = 1
{ISLANDS}
[B]
{ISLANDS}
[run]
until = "script_end"
""")).events)
    assert rerun(events).ok
    i = next(i for i, e in enumerate(events) if isinstance(e, kind))
    report = rerun([*events[:i], dataclasses.replace(events[i], **changes), *events[i + 1:]])
    assert not report.ok and report.first_difference == events[i].position, report.problem
