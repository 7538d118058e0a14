"""A judge writes a card: scenario files and tables with cards of their own, recorded in
the log, and Ambiguity A3 tested with the "Library Sentinel" fixture (no printed card
triggers on cards leaving a library)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import msgpack
import pytest
from click.testing import CliRunner

from shahrazad.agents import RandomAgent
from shahrazad.cards.data import card_from_data
from shahrazad.cards.model import CardDef, ManaCost
from shahrazad.cli import main
from shahrazad.decisions import Pass, Wish
from shahrazad.events import encode
from shahrazad.events import vocabulary as v
from shahrazad.events.codec import decode
from shahrazad.events.storage.logfile import read_log, verify_log, write_log
from shahrazad.rerun import rerun
from shahrazad.scenario import ScenarioError, load_scenario, run_scenario
from shahrazad.table import Table

SENTINEL = '''
[cards."Library Sentinel"]
cost = "{2}"
types = ["Artifact"]
text = "Whenever one or more cards leave your library, you gain 1 life."
[[cards."Library Sentinel".triggers]]
when = "cards_leave_your_library"
effects = [{ effect = "gain_life", amount = 1 }]
'''
ISLANDS = "library = [" + ", ".join(['"Island"'] * 10) + "]"


def sentinel_scenario(edition: str = "current", options: str = "") -> str:
    """A casts Shahrazad with a Library Sentinel on the battlefield; B concedes the
    subgame; then everyone passes until the main game's stack is empty."""
    return f'''edition = "{edition}"
seed = 1
players = ["A", "B"]
active = "A"
turn = 3
step = "main1"
{options}
{SENTINEL}
[A]
hand = ["Shahrazad"]
battlefield = ["Plains", "Plains", "Library Sentinel"]
{ISLANDS}
[B]
{ISLANDS}

[[decisions]]
player = "A"
cast = "Shahrazad"
[[decisions]]
player = "B"
game = "1.1"
concede = true
[run]
until = "script_end"
'''


def play_out(text: str) -> Table:
    table = run_scenario(load_scenario(text))
    while table.game().stack or table.game().triggers:
        table.push(Pass())
    return table


def triggered(table: Table) -> list[v.AbilityTriggered]:
    return [e for e in table.events if isinstance(e, v.AbilityTriggered)
            and e.source_name == "Library Sentinel"]


# -- A3: libraries moving to a subgame ---------------------------------------------------


@pytest.mark.parametrize(("edition", "deferred"), [
    ("current", "727.4a"), ("2014", "715.4a"), ("2008", "506.4a")])
def test_727_4a_a3_a_library_watcher_triggers_as_libraries_move_and_waits(
        edition: str, deferred: str) -> None:
    """727.2 moves each library to the subgame: cards leave the main game's library, so
    "whenever one or more cards leave your library" triggers there (Ambiguity A3, the
    default reading) and, the main game being discontinued, waits until it resumes
    (727.4a; 715.4a in 2014, 506.4a in 2008); then it resolves: A gains 1 life."""
    table = play_out(sentinel_scenario(edition))
    moved = next(e for e in table.events if isinstance(e, v.LibraryMoved) and e.player == "A")
    fired = triggered(table)
    assert len(fired) == 1 and fired[0].game == "1" and fired[0].cause == moved.position
    assert fired[0].rule == "603.2"
    waits = [e for e in table.events if isinstance(e, v.TriggerDeferred)]
    assert [e.rule for e in waits] == [deferred]
    released = next(e for e in table.events if isinstance(e, v.TriggerReleased))
    resumed = next(e for e in table.events if isinstance(e, v.GameResumed))
    assert released.position > resumed.position
    assert table.game("1").player["A"].life == 21  # B's library moved too, but B has none
    assert table.game("1").player["B"].life == 10  # Shahrazad: B didn't win


@pytest.mark.parametrize("edition", ["current", "2014", "2008"])
def test_727_2_a3_alternative_the_move_to_the_subgame_triggers_nothing(edition: str) -> None:
    """With ``a3_library_move_triggers = "none"`` the libraries' move to the subgame
    (727.2) triggers nothing; nothing waits and A's life stays."""
    table = play_out(sentinel_scenario(
        edition, 'options = { a3_library_move_triggers = "none" }'))
    assert triggered(table) == []
    assert not [e for e in table.events if isinstance(e, v.TriggerDeferred)]
    assert table.game("1").player["A"].life == 20


def test_506_3_2004_libraries_removed_face_down_trigger_and_wait() -> None:
    """2004: each player removes their library from the game face down (506.3), which says
    such abilities trigger; every main-game trigger waits for the subgame (506.2)."""
    table = play_out(sentinel_scenario("2004"))
    fired = triggered(table)
    assert [e.rule for e in fired] == ["506.3"]
    assert [e.rule for e in table.events if isinstance(e, v.TriggerDeferred)] == ["506.2"]
    assert table.game("1").player["A"].life == 21


def test_506_3_2004_has_no_a3_reading_to_choose() -> None:
    """2004's 506.3 leaves no room: the alternative is refused there."""
    with pytest.raises(ScenarioError, match="a3_library_move_triggers"):
        load_scenario(sentinel_scenario("2004", 'options = { a3_library_move_triggers = '
                                                '"none" }'))


def test_603_2_a_draw_takes_a_card_from_the_library_and_triggers_it() -> None:
    """A draw moves a card out of the library (121.1): the watcher triggers (603.2) in
    its own game, at once; nothing waits."""
    text = sentinel_scenario().replace('step = "main1"', 'step = "upkeep"')
    text = text[:text.index("[[decisions]]")] + '[run]\nuntil = "script_end"\n'
    table = run_scenario(load_scenario(text))
    while not triggered(table):
        table.push(Pass())
    drawn = next(e for e in table.events if isinstance(e, v.CardDrawn))
    assert triggered(table)[0].cause == drawn.position
    assert not [e for e in table.events if isinstance(e, v.TriggerDeferred)]


# -- a judge's card in the log --------------------------------------------------------------


def test_a_scenario_card_is_recorded_and_its_log_stands_alone(tmp_path: Path) -> None:
    """The table's first event and the log header carry the custom card as data; a fresh
    process reads the log back (no scenario), replays, audits and re-runs it."""
    scenario = tmp_path / "sentinel.toml"
    scenario.write_text(sentinel_scenario(), encoding="utf-8")
    log = tmp_path / "sentinel.shlog"
    result = CliRunner().invoke(main, ["run", str(scenario), "--log", str(log),
                                       "--db", str(tmp_path / "s.sqlite"), "--json"])
    assert result.exit_code == 0, result.output
    opened = read_log(log).events[0]
    assert isinstance(opened, v.TableOpened)
    assert [c["name"] for c in opened.custom_cards] == ["Library Sentinel"]
    assert read_log(log).header.custom_cards == opened.custom_cards
    assert card_from_data(opened.custom_cards[0]).triggers[0].when == \
        "cards_leave_your_library"

    def fresh(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-c", "from shahrazad.cli import main; main()",
                               *args], capture_output=True, text=True, cwd=tmp_path,
                              check=False, timeout=300)

    verified = fresh("verify", str(log), "--rerun", "--json")
    assert verified.returncode == 5, verified.stderr  # intact and re-made, unsigned
    assert json.loads(verified.stdout)["rerun_ok"] is True
    audited = fresh("audit", str(log))
    assert "Library Sentinel" in audited.stdout and "727.4a" in audited.stdout
    replayed = fresh("replay", str(log), "--json")
    assert replayed.returncode == 0
    assert json.loads(replayed.stdout)["games"]["1"]["players"]["A"]["life"] >= 20
    shown = fresh("cards", "Library Sentinel", "--log", str(log), "--json")
    assert json.loads(shown.stdout)["abilities"][0]["words"] == (
        "Whenever one or more cards leave your library: you gain 1 life.")


def test_a_table_with_cards_of_its_own_reruns_from_its_log() -> None:
    """Table.new(cards=...): decks name a custom card, the first event records it, and a
    re-run from the log alone makes the very same events."""
    bear = CardDef("Test Bear", frozenset({"Creature"}), ManaCost.parse("{G}"),
                   subtypes=frozenset({"Bear"}), power=2, toughness=2,
                   keywords=frozenset({"trample"}))
    deck = ["Forest"] * 12 + ["Test Bear"] * 12
    table = Table.new(["A", "B"], [deck, deck], seed=3, cards=[bear])
    agents = {"A": RandomAgent(1), "B": RandomAgent(2)}
    for _ in range(300):
        waiting = table.pending()
        if waiting is None:
            break
        table.push(agents[waiting.player].decide(table, waiting), waiting.player)
    assert any(isinstance(e, v.SpellCast) and table.state.cards[e.card].name == "Test Bear"
               for e in table.events)
    assert rerun(table.events).ok
    assert Table(table.events).cards.card("test bear") == bear


def test_a_table_opened_before_custom_cards_reads_with_none() -> None:
    """TableOpened version 1 had no ``custom_cards``; it reads as version 2 with none."""
    opened = v.TableOpened(position=1, game="1", rule="100.1", edition="current", seed=1,
                           players=("A", "B"), decks=((), ()), sideboards=((), ()),
                           options=(), engine_version="x")
    raw = list(msgpack.unpackb(encode(opened), use_list=True))
    raw[1] = 1
    del raw[6]["custom_cards"]
    old = decode(msgpack.packb(raw, use_bin_type=True))
    assert old == opened and old.custom_cards == ()


def test_a_log_header_without_custom_cards_is_unchanged(tmp_path: Path) -> None:
    """A table without cards of its own writes the header it always did."""
    table = Table.new(["A", "B"], [["Island"] * 10] * 2, seed=1)
    write_log(tmp_path / "plain.shlog", table.events)
    assert b"custom_cards" not in (tmp_path / "plain.shlog").read_bytes().split(b"\n", 1)[1][:400]
    assert verify_log(tmp_path / "plain.shlog").ok


# -- mistakes -------------------------------------------------------------------------------


def test_a_scenario_card_with_a_pool_name_is_refused() -> None:
    text = sentinel_scenario().replace('cards."Library Sentinel"', 'cards."Howling Mine"')
    with pytest.raises(ScenarioError, match="pool card has that name"):
        load_scenario(text)


@pytest.mark.parametrize(("bad", "where"), [
    ('effect = "gain_lif"', 'cards."Library Sentinel".triggers[0].effects[0].effect'),
    ('effect = "gain_life", amout = 1', 'cards."Library Sentinel".triggers[0].effects[0].amout'),
])
def test_a_bad_scenario_card_names_its_key(bad: str, where: str) -> None:
    text = sentinel_scenario().replace('effect = "gain_life", amount = 1', bad)
    with pytest.raises(ScenarioError) as caught:
        load_scenario(text)
    assert caught.value.where == where


def test_a_bad_scenario_card_is_one_line_with_exit_code_2(tmp_path: Path) -> None:
    scenario = tmp_path / "bad.toml"
    scenario.write_text(sentinel_scenario().replace(
        'when = "cards_leave_your_library"', 'when = "cards_leave_your_libary"'), "utf-8")
    result = CliRunner().invoke(main, ["run", str(scenario), "--db",
                                       str(tmp_path / "s.sqlite")])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "'cards_leave_your_library'" in lines[0]
    assert 'cards."Library Sentinel".triggers[0].when' in lines[0]


def test_a_scenario_naming_an_undefined_card_suggests_the_defined_one() -> None:
    text = sentinel_scenario().replace('"Plains", "Library Sentinel"',
                                       '"Plains", "Library Sentinal"')
    with pytest.raises(ScenarioError, match="Library Sentinel"):
        load_scenario(text)


# -- the draw replacement point ----------------------------------------------------------------


def test_614_1a_two_replacements_replace_two_draws_of_one_effect() -> None:
    """Two "next time you would draw" replacement effects (614.1a) apply to the first two
    of Ancestral Recall's three draws, one each (both could replace the first: its player
    chooses the one that applies, 616.1); the third is an ordinary draw. The resolution
    waits for each answer and resumes where it stopped."""
    plains = ", ".join(['"Plains"'] * 10)
    text = f'''seed = 1
players = ["A", "B"]
active = "A"
turn = 3
step = "main1"
[A]
hand = ["Ancestral Recall"]
battlefield = ["Ring of Ma'ruf", "Ring of Ma'ruf#2", {plains}, "Island"]
sideboard = ["Serra Angel", "Juzam Djinn"]
{ISLANDS}
[B]
{ISLANDS}
[[decisions]]
player = "A"
do = "activate Ring of Ma'ruf"
[[decisions]]
player = "A"
wait = true
do = "activate Ring of Ma'ruf"
[run]
until = "script_end"
'''
    table = run_scenario(load_scenario(text.replace('"Ring of Ma\'ruf#2"',
                                                    '"Ring of Ma\'ruf"')))
    while table.game().stack:
        table.push(Pass())
    assert len(table.game().effects) == 2
    table.push_named("cast Ancestral Recall targeting A")
    asked_order = False
    while table.pending().kind != "wish":  # type: ignore[union-attr]
        if table.pending().kind == "replace_draw":  # type: ignore[union-attr]
            # both apply to the first draw: its player chooses the one first (616.1)
            table.push_named("replace 2")  # the Rings are exiled: named by number
            asked_order = True
        else:
            table.push(Pass())
    assert asked_order
    first = table.pending()
    angel = next(c for c, r in table.state.cards.items() if r.name == "Serra Angel")
    table.push(Wish(angel))
    assert table.pending().kind == "wish" and table.pending() != first  # type: ignore[union-attr]
    juzam = next(c for c, r in table.state.cards.items() if r.name == "Juzam Djinn")
    table.push(Wish(juzam))
    hand = [table.game().objects[o].name for o in table.game().player["A"].hand]
    assert sorted(hand) == ["Island", "Juzam Djinn", "Serra Angel"]
    asked = [e.amount for e in table.events if isinstance(e, v.ChoiceRequested)
             and e.kind == "wish"]
    assert asked == [0, 1]  # each question records the draws made before it
    assert not table.game().effects


def test_the_documented_cards_are_valid_scenario_cards() -> None:
    """The example of a scenario's [cards] in docs/cards/index.md reads, and says what it
    means."""
    import re
    import tomllib

    from shahrazad.cards.words import abilities
    from shahrazad.scenario.cards import read_cards

    page = (Path(__file__).resolve().parent.parent / "docs" / "cards" / "index.md"
            ).read_text("utf-8")
    section = page[page.index("## A judge's own cards"):page.index("## Where to read on")]
    block = next(b for b in re.findall(r"```toml\n(.*?)```", section, re.S) if "[cards." in b)
    cards = {c.name: c for c in read_cards(tomllib.loads(block)["cards"])}
    assert abilities(cards["Test Bolt"]) == ["Spell (any target): deal 3 damage to the target."]
    assert abilities(cards["Test Relic"]) == ["{2}, {T}: you draw 1 card."]
    assert cards["Library Sentinel"].triggers[0].when == "cards_leave_your_library"


def test_a_reproducer_of_a_table_with_its_own_cards_defines_them() -> None:
    """The scenario that reproduces a recorded table carries the table's own cards, and
    plays the same events again."""
    from shahrazad.scenario import reproducer

    bolt = card_from_data({"name": "Test Shock", "types": ["Instant"], "cost": "{R}",
                           "targets": ["any"],
                           "effects": [{"effect": "damage", "amount": 2, "to": "target:0"}]})
    deck = ["Mountain"] * 10 + ["Test Shock"] * 10
    table = Table.new(["A", "B"], [deck, deck], seed=5, cards=[bolt])
    agents = {"A": RandomAgent(3), "B": RandomAgent(4)}
    for _ in range(150):
        waiting = table.pending()
        if waiting is None:
            break
        table.push(agents[waiting.player].decide(table, waiting), waiting.player)
    text = reproducer(table.events)
    assert '[cards]\n"Test Shock" = { types = ["Instant"]' in text
    again = run_scenario(load_scenario(text))
    assert [encode(e) for e in again.events] == [encode(e) for e in table.events]
