"""The readings the engine takes where the rules leave room (A1-A26), and the table options
that select their alternatives (engine/rules/options.py).

Each reading with an alternative has a test named after it and its rule that plays both
readings, from a scenario or a constructed table, and checks what differs. A1, A10 and
A12 are tested beside the rules they bend (test_subgames.py, test_variants.py).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import fields
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import of

from shahrazad.agents import PassiveAgent
from shahrazad.cli import main
from shahrazad.decisions import Cast, Concede, Decision, Keep, Play, Wish
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.projections.audit import audit
from shahrazad.projections.fold import fold
from shahrazad.projections.invariants import (
    card_locations,
    conservation_problems,
    nesting_problems,
)
from shahrazad.rules.options import READINGS, SETTINGS, OptionError, check, option
from shahrazad.scenario import ScenarioError, load_scenario, run_scenario
from shahrazad.table import Table
from shahrazad.testing import pass_until
from shahrazad.txn import Txn

ROOT = Path(__file__).resolve().parent.parent
#: A's opening hand: Shahrazad and the {W}{W} to cast it on the first turn
HAND = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains", "Plains", "Plains"]
ISLANDS = "library = [" + ", ".join(['"Island"'] * 12) + "]"


# -- helpers ------------------------------------------------------------------------------


def stacked_table(a_library: Sequence[str] = ("Plains",) * 33, *, edition: str = "current",
                  options: Mapping[str, str] | None = None,
                  b_deck: Sequence[str] = ("Island",) * 40, **pieces: object) -> Table:
    """A table from decks in a known order: A goes first and holds :data:`HAND`; both
    keep; the table waits in A's first precombat main phase."""
    table = Table.new(["A", "B"], [HAND + list(a_library), list(b_deck)], seed=1,
                      edition=edition, starting_player="A", stacked=True, options=options,
                      **pieces)  # type: ignore[arg-type]
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game().step == "main1")
    return table


def casts(table: Table, name: str) -> list[Cast]:
    waiting = table.pending()
    assert waiting is not None
    game = table.game(waiting.game)
    return [d for d in table.legal_decisions()
            if isinstance(d, Cast) and game.objects[d.card].name == name]


def cast_shahrazad(table: Table, game: str = "1") -> str:
    """A casts Moxen, then Shahrazad in ``game``, as soon as it can; the new subgame."""
    child = f"{game}.{sum(1 for p in table.state.games if p.rpartition('.')[0] == game) + 1}"
    agent = PassiveAgent()
    for _ in range(2000):
        if child in table.state.games:
            return child
        waiting = table.pending()
        assert waiting is not None
        choice: Decision = agent.decide(table, waiting)
        if waiting.game == game and waiting.player == "A" and waiting.kind == "priority" \
                and not table.game(game).stack:
            choice = next(iter(casts(table, "Mox Pearl") + casts(table, "Shahrazad")), choice)
        table.push(choice)
    raise AssertionError(f"no subgame of {game} started")


def inject(table: Table, game: str, cls: type[Event], rule: str, **payload: object) -> Event:
    """Put a fact into the table as an event (a judge's reconstruction of the table)."""
    txn = Txn(table.state)
    event = txn.emit(cls, game, rule, **payload)
    table.events.extend(txn.events)
    return event


def play(body: str, *, edition: str = "current", options: Mapping[str, str] | None = None
         ) -> Table:
    """A scenario in A's turn-3 precombat main phase, played to the end of its script."""
    opts = ", ".join(f'{k} = "{val}"' for k, val in (options or {}).items())
    text = (f'edition = "{edition}"\nseed = 1\nplayers = ["A", "B"]\nactive = "A"\n'
            f'turn = 3\nstep = "main1"\noptions = {{ {opts} }}\n[run]\nuntil = "script_end"\n'
            + body)
    table = run_scenario(load_scenario(text))
    assert conservation_problems(table.state) == []
    return table


def check_log(table: Table) -> None:
    """Every card is in one place, the games nest, and the log alone is the state."""
    assert conservation_problems(table.state) == []
    assert nesting_problems(table.state) == []
    assert fold(table.events) == table.state


# -- the registry ------------------------------------------------------------------------


def test_every_reading_a1_to_a26_is_registered_with_its_option() -> None:
    """The register has A1-A26; fixed readings have no option, the rest an option whose
    first value is the default reading; the alternatives waiting for mechanics the
    engine lacks say why."""
    assert list(READINGS) == [f"A{i}" for i in range(1, 27)]
    fixed = {r.id for r in READINGS.values() if r.fixed}
    assert fixed == {"A5", "A18", "A22", "A23", "A24", "A25"}
    not_yet = {r.id for r in READINGS.values() if r.not_yet}
    assert not_yet == set()  # A15 waited for ante (407), which the engine now plays
    for r in READINGS.values():
        assert r.question.endswith("?") and r.default and r.rules and r.editions
        if r.fixed:
            assert not r.alternative and not r.values
        else:
            assert r.alternative and len(r.values) == 2
            assert r.key.startswith(r.id.lower() + "_")
    keys = [r.key for r in READINGS.values() if r.key] + list(SETTINGS)
    assert len(keys) == len(set(keys))


def test_option_reads_the_header_or_the_default() -> None:
    table = stacked_table(options={"a8_floating_mana": "empties"})
    assert option(table.state, "a8_floating_mana") == "empties"
    assert option(table.state, "a16_wish_reach") == "outside"  # not in the header
    assert table.state.options == {"a8_floating_mana": "empties", "stacked_decks": "yes"}
    with pytest.raises(KeyError, match="not a registered table option"):
        option(table.state, "a8_floating")


@pytest.mark.parametrize(("options", "message"), [
    ({"a1_departed_card": "outside"},
     "unknown table option 'a1_departed_card' (did you mean 'a1_departed_cards'?); the "
     "options are: a1_departed_cards, a2_starting_player"),
    ({"a1_departed_cards": "outsid"},
     "a1_departed_cards can't be 'outsid' (did you mean 'outside'?): choose return (the "
     "default), outside"),
    ({"a1_departed_cards": True}, "a1_departed_cards takes a string, not True"),
    ({"a15_subgame_ante": "on"},
     "a15_subgame_ante = 'on' (A15) means something only at a table that plays for ante: "
     "give ante = 'on' too"),
    ({"ante": "yes"}, "ante can't be 'yes': choose off (the default), on"),
    ({"a6_player_counters": "shared"},
     "a6_player_counters = 'shared' changes nothing under the current rules: A6 concerns "
     "2014, 2008 and 2004"),
    ({"scenario": "x.toml"}, "scenario is written by the engine"),
    ({"variant": "commandr"}, "variant can't be 'commandr' (did you mean 'commander'?)"),
])
def test_table_new_refuses_what_isnt_there(options: dict[str, object], message: str) -> None:
    """An option the registry doesn't know, a value it doesn't take, an alternative the
    engine can't play yet or that means nothing in the table's edition: refused in one
    line that names the valid ones, before anything is appended."""
    with pytest.raises(OptionError) as raised:
        Table.new(["A", "B"], [["Island"] * 40] * 2, options=options)  # type: ignore[arg-type]
    assert message in str(raised.value)
    assert "\n" not in str(raised.value)


@pytest.mark.parametrize("reading", [r for r in READINGS.values() if r.not_yet],
                         ids=lambda r: r.id)
def test_alternatives_not_available_yet_are_refused_but_their_defaults_taken(reading) -> None:  # type: ignore[no-untyped-def]
    edition = reading.editions[0]
    assert check({reading.key: reading.values[0]}, edition) == {reading.key: reading.values[0]}
    with pytest.raises(OptionError, match="not available yet: " + re.escape(reading.not_yet)):
        check({reading.key: reading.values[1]}, edition)


def test_settings_given_as_options_stand_for_the_arguments() -> None:
    """``stacked_decks`` and ``variant`` may come as options (a reproducer writes them so);
    a variant named twice must agree."""
    deck = [f"{n}" for n in ["Plains", "Island"] * 20]
    a = Table.new(["A", "B"], [deck, deck], seed=3, options={"stacked_decks": "yes"})
    b = Table.new(["A", "B"], [deck, deck], seed=3, stacked=True)
    assert a.events == b.events
    with pytest.raises(ValueError, match="a commander table needs each player's commander"):
        Table.new(["A", "B"], [deck, deck], options={"variant": "commander"})
    with pytest.raises(ValueError, match="variant 'vanguard' but the option"):
        Table.new(["A", "B"], [deck, deck], variant="vanguard",
                  options={"variant": "commander"})


def test_every_key_the_engine_writes_into_a_header_is_registered() -> None:
    """Nothing unregistered reaches a header: the settings the engine writes itself
    (stacked decks, a variant, a scenario's name) are registered like the readings."""
    registered = {r.key for r in READINGS.values() if r.key} | set(SETTINGS)
    variant = stacked_table(vanguards={"A": "Sisay", "B": "Eladamri"},
                            options={"a9_subgame_variant": "plain"})
    scenario = load_scenario('players = ["A", "B"]\noptions = { a8_floating_mana = "empties" }'
                             '\n[A]\nlibrary = ["Island"]\n[B]\nlibrary = ["Island"]\n')
    for table in (variant, scenario.table()):
        opened = table.events[0]
        assert isinstance(opened, v.TableOpened)
        assert {k for k, _ in opened.options} <= registered
    assert dict(variant.events[0].options) == {  # type: ignore[attr-defined]
        "a9_subgame_variant": "plain", "stacked_decks": "yes", "variant": "vanguard"}


def test_a_bad_option_in_a_scenario_is_one_line_with_exit_code_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('players = ["A", "B"]\noptions = { a4_resumption = "deferred_first" }\n'
                    '[A]\nlibrary = ["Island"]\n[B]\nlibrary = ["Island"]\n')
    result = CliRunner().invoke(main, ["run", str(path)])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "shahrazad: options: unknown table option 'a4_resumption' (did you mean "
        f"'a4_resumption_order'?); the options are: {', '.join(_keys())}"]


def _keys() -> list[str]:
    return [r.key for r in READINGS.values() if r.key] + list(SETTINGS)


def test_scenario_options_are_checked() -> None:
    base = 'players = ["A", "B"]\n[A]\nlibrary = ["Island"]\n[B]\nlibrary = ["Island"]\n'
    with pytest.raises(ScenarioError, match=r"^options: unknown table option 'a8_floating' "
                                            r"\(did you mean 'a8_floating_mana'\?\)"):
        load_scenario('options = { a8_floating = "empties" }\n' + base)
    with pytest.raises(ScenarioError, match=r"^options: a8_floating_mana can't be 'empty'"):
        load_scenario('options = { a8_floating_mana = "empty" }\n' + base)
    with pytest.raises(ScenarioError, match=r"^options: expected a table"):
        load_scenario('options = "a8"\n' + base)
    scenario = load_scenario('options = { a8_floating_mana = "empties" }\n' + base)
    assert scenario.table().state.options == {"a8_floating_mana": "empties",
                                              "scenario": "<text>"}


def test_logs_with_options_no_longer_registered_stay_readable() -> None:
    """A header may hold an option this engine doesn't know (written by another
    version): the log still folds, replays and reads, and the option is never read."""
    table = stacked_table()
    opened = table.events[0]
    assert isinstance(opened, v.TableOpened)
    header = {f.name: getattr(opened, f.name) for f in fields(opened)}
    header["options"] = (("a99_retired", "yes"), *opened.options)
    events = [v.TableOpened(**header), *table.events[1:]]
    state = fold(events)
    assert state.options["a99_retired"] == "yes"
    assert option(state, "a1_departed_cards") == "return"
    assert len(list(audit(events))) == len(events)


def test_shahrazad_options_lists_every_reading_and_setting() -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["options", "--json"], catch_exceptions=False)
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert [r["id"] for r in data["readings"]] == list(READINGS)
    a8 = data["readings"][7]
    assert (a8["option"], a8["values"], a8["selectable"]) == (
        "a8_floating_mana", ["stays", "empties"], True)
    assert {r["id"] for r in data["readings"] if r["option"] and not r["selectable"]} == set()
    assert [s["option"] for s in data["settings"]] == ["stacked_decks", "variant", "teams",
                                                       "ante", "scenario"]
    text = runner.invoke(main, ["options"]).output
    for r in READINGS.values():
        assert re.search(rf"^{r.id}  \S", text, re.MULTILINE), r.id
        assert r.key in text
    assert "ante" in text and "scenario" in text


def test_the_docs_send_a_reader_to_shahrazad_options_for_the_readings() -> None:
    """The page on rules editions sends a reader to the command that lists the readings
    (the readings page itself is generated from the registry: tests/test_docs.py; the
    notes the project was given are not part of it: test_citations checks no file names
    them)."""
    text = (ROOT / "docs" / "editions.md").read_text(encoding="utf-8")
    assert "`shahrazad options`" in text


# -- A4: the order of things as the main game resumes (727.5) ------------------------------

WISH_LIBRARY = "library = [" + ", ".join(
    ['"Living Wish"'] * 6 + ['"Forest"'] * 6 + ['"Mox Emerald"'] * 6) + "]"


def wish_from_the_main_game(options: Mapping[str, str] | None = None, *,
                            b_life: int = 20, concede: bool = True,
                            sideboard: str = "") -> Table:
    """A has Desecrated Tomb and Juzam Djinn in the main game's graveyard, casts
    Shahrazad, and in the subgame casts Living Wish (the wish answered only if
    ``concede``, for Juzam, and then B concedes the subgame)."""
    end = """
[[decisions]]
player = "A"
game = "1.1"
wish = "Juzam Djinn"
[[decisions]]
player = "B"
game = "1.1"
concede = true
""" if concede else ""
    return play(f"""
[A]
hand = ["Shahrazad"]
battlefield = ["Plains", "Plains", "Desecrated Tomb"]
graveyard = ["Juzam Djinn"]
sideboard = [{sideboard}]
{WISH_LIBRARY}
[B]
life = {b_life}
{ISLANDS}
[[decisions]]
player = "A"
game = "1"
cast = "Shahrazad"
[[decisions]]
player = "A"
game = "1.1"
wait = true
play_land = "Forest"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Mox Emerald"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Living Wish"
""" + end, options=options)


@pytest.mark.parametrize(("a4", "order"), [
    ("sba_first", ["life_changed", "player_lost", "game_ended"]),
    ("deferred_first", ["life_changed", "trigger_released", "trigger_put_on_stack",
                        "player_lost", "game_ended"]),
])
def test_a4_727_5_deferred_triggers_before_state_based_actions(a4: str,
                                                               order: list[str]) -> None:
    """A4: after a subgame the creating effect finishes (727.5), then, before anyone gets
    priority, state-based actions and then every waiting trigger (117.5, 704.3). Read as
    "deferred triggers first", the Tomb's trigger goes on the stack before the
    state-based action that B (at 1 life, losing half of it) loses by."""
    table = wish_from_the_main_game({"a4_resumption_order": a4}, b_life=1)
    resumed = of(table, v.GameResumed)[0].position
    after = [e.KIND for e in table.events[resumed:] if e.game == "1"]
    relevant = [k for k in after if k in ("life_changed", "trigger_released",
                                          "trigger_put_on_stack", "player_lost", "game_ended")]
    assert relevant == order
    assert table.winners == ("A",)
    if a4 == "sba_first":  # A24: the game is over; the trigger never reaches the stack
        assert not of(table, v.TriggerReleased)
    check_log(table)


# -- A6: counters on players before 727.4b --------------------------------------------------


@pytest.mark.parametrize("a6", ["per_game", "shared"])
def test_a6_715_1b_counters_on_players_shared_between_the_games(a6: str) -> None:
    """A6 (2014, before 727.4b existed): by default each game has its own counters
    (715.1b, as 727.4b later said). Shared: the subgame starts with A's nine poison
    counters, one more there makes ten, and the ten come home and lose the main game."""
    table = stacked_table(edition="2014", options={"a6_player_counters": a6})
    inject(table, "1", v.CountersChanged, "122.1", target="A", counter="poison", amount=9,
           total=9)
    sub = cast_shahrazad(table)
    have = table.game(sub).player["A"].counters.get("poison", 0)
    assert have == (9 if a6 == "shared" else 0)
    copied = [e for e in of(table, v.CountersChanged, sub) if e.rule == "715.1b"]
    assert len(copied) == (1 if a6 == "shared" else 0)
    inject(table, sub, v.CountersChanged, "122.1", target="A", counter="poison", amount=1,
           total=have + 1)
    pass_until(table, lambda t: t.game(sub).status != "running" or t.game(sub).turn >= 2)
    main = table.game("1")
    if a6 == "shared":
        lost = next(e for e in of(table, v.PlayerLost, sub))
        assert (lost.player, lost.rule) == ("A", "704.5c")
        back = [e for e in of(table, v.CountersChanged, "1") if e.rule == "715.1b"]
        assert [(e.target, e.counter, e.total) for e in back] == [("A", "poison", 10)]
        assert main.player["A"].lost and table.winners == ("B",)
    else:
        assert table.game(sub).status == "running"
        table.push(Concede(), "B")
        assert main.player["A"].counters == {"poison": 9} and not main.player["A"].lost
    check_log(table)


# -- A7: phased-out permanents before 727.5 named them --------------------------------------


def _play_a_land(table: Table, game: str, player: str) -> int:
    """Let the game run until ``player`` can play a land in ``game``; the new permanent."""
    for _ in range(500):
        waiting = table.pending()
        assert waiting is not None
        lands = [d for d in table.legal_decisions() if isinstance(d, Play)]
        if waiting.game == game and waiting.player == player and lands:
            table.push(lands[0])
            return table.game(game).battlefield[-1]
        table.push(PassiveAgent().decide(table, waiting))
    raise AssertionError("no land play came")


@pytest.mark.parametrize(("edition", "a7"), [("2014", "return"), ("2014", "ignore"),
                                             ("2008", "ignore")])
def test_a7_715_5_phased_out_permanents_when_the_subgame_ends(edition: str, a7: str) -> None:
    """A7: before 727.5 said so, do the cards of phased-out permanents go home? By default
    yes (phasing is no zone change, 702.26d); read as "treated as though it doesn't
    exist" (702.26b), the card stays outside both games."""
    table = stacked_table(edition=edition, options={"a7_phased_out_cards": a7})
    sub = cast_shahrazad(table)
    land = _play_a_land(table, sub, "A")
    card = table.game(sub).objects[land].card
    assert card is not None
    inject(table, sub, v.PhasedOut, "702.26a", objs=(land,))
    table.push(Concede(), "B")
    returned = [c for e in of(table, v.CardsReturned, sub) for c in e.cards]
    left = of(table, v.CardLeftGame, sub)
    if a7 == "return":
        assert card in returned and not left
        assert card_locations(table.state)[card] == ["1:library"]
    else:
        assert card not in returned
        assert [(e.card, e.rule) for e in left] == [(card, "715.5" if edition == "2014"
                                                     else "506.5")]
        assert card_locations(table.state)[card] == [f"departed:{sub}"]
    check_log(table)


# -- A8: floating mana in the main game ---------------------------------------------------


@pytest.mark.parametrize("a8", ["stays", "empties"])
def test_a8_727_1b_floating_mana_empties_when_the_subgame_starts(a8: str) -> None:
    """A8: mana left in A's main-game pool stays there while the subgame is played (the
    main game's step hasn't ended: 106.4, 500.4) and is there when it resumes; read the
    other way (727.1b), it empties as the subgame starts."""
    table = play(f"""
[A]
hand = ["Shahrazad"]
battlefield = ["Plains", "Plains", "Mox Pearl"]
{ISLANDS}
[B]
{ISLANDS}
[[decisions]]
player = "A"
mana = "Mox Pearl"
[[decisions]]
player = "A"
cast = "Shahrazad"
pay = ["Plains", "Plains#2"]
""", options={"a8_floating_mana": a8})
    assert table.game("1").player["A"].mana == "W"
    pass_until(table, lambda t: "1.1" in t.state.games)
    emptied = of(table, v.ManaEmptied, "1")
    if a8 == "stays":
        assert not emptied
    else:
        assert [(e.player, e.mana, e.rule) for e in emptied] == [("A", "W", "727.1b")]
        assert emptied[0].position < of(table, v.LibraryMoved)[0].position
    table.push(Concede(), "B")
    main = table.game("1")
    assert main.status == "running" and main.step == "main1"
    assert main.player["A"].mana == ("W" if a8 == "stays" else "")
    check_log(table)


# -- A9: does a subgame keep the variant's starting values? --------------------------------


@pytest.mark.parametrize("a9", ["inherit", "plain"])
def test_a9_727_2_subgame_keeps_the_variants_starting_values(a9: str) -> None:
    """A9: the subgame is played as the same variant: the vanguards' modifiers give
    Sisay 17 life and 5 cards, Eladamri 35 life and 6 (902.4, 902.5), and Commander's 40
    life (903.7). Plain: everyone at the effect's 20 life with seven cards, though the
    vanguards and commanders still move (727.2b, 727.2c)."""
    vanguard = stacked_table(["Plains"] * 33, options={"a9_subgame_variant": a9},
                             vanguards={"A": "Sisay", "B": "Eladamri"})
    sub = vanguard.game(cast_shahrazad(vanguard))
    lives = (sub.player["A"].life, sub.player["B"].life)
    hands = (len(sub.player["A"].hand), len(sub.player["B"].hand))
    assert sorted(sub.objects[o].name for o in sub.command) == ["Eladamri", "Sisay"]
    if a9 == "inherit":
        assert (lives, hands) == ((17, 35), (5, 6))
    else:
        assert (lives, hands) == ((20, 20), (7, 7))
        assert not of(vanguard, v.StartingLifeSet, sub.path)
    commander = stacked_table(["Plains"] * 33, options={"a9_subgame_variant": a9},
                              commanders={"A": "Sol'kanar the Swamp King", "B": "Nicol Bolas"})
    sub = commander.game(cast_shahrazad(commander))
    assert commander.game("1").player["B"].life == 40
    assert sub.player["B"].life == (40 if a9 == "inherit" else 20)
    check_log(vanguard)
    check_log(commander)


# -- A11: 727.3 and hand sizes other than seven ---------------------------------------------


@pytest.mark.parametrize("a11", ["hand_size", "seven"])
def test_a11_727_3_literal_fewer_than_seven_cards(a11: str) -> None:
    """A11: A (Sisay, hand size 5) takes a 5-card library into the subgame. By default
    727.3 is 704.5b: A can draw the whole opening hand and plays on. Literally, fewer
    than seven cards lose at the first upkeep's state-based actions, cited 727.3."""
    table = Table.new(["A", "B"], [HAND[:5] + ["Plains"] * 5, ["Island"] * 40], seed=1,
                      stacked=True, starting_player="A", vanguards={"A": "Sisay",
                                                                    "B": "Eladamri"},
                      options={"a11_short_library": a11})
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game().step == "main1")
    sub = cast_shahrazad(table)
    assert len(table.game(sub).player["A"].hand) == 5
    assert not table.game(sub).player["A"].drew_from_empty
    pass_until(table, lambda t: t.game(sub).status != "running"
               or t.game(sub).step not in ("start", "untap", "upkeep"))
    lost = of(table, v.PlayerLost, sub)
    if a11 == "hand_size":
        assert not lost and table.game(sub).status == "running"
    else:
        assert [(e.player, e.rule, e.reason) for e in lost] == [
            ("A", "727.3", "fewer than seven cards in their subgame deck")]
        assert table.game(sub).turn == 1 and table.game(sub).status == "ended"
        assert table.game("1").player["A"].life == 8  # Sisay's 17, minus half rounded up
    check_log(table)


# -- A13: a card brought in from further out, in nested subgames -----------------------------


@pytest.mark.parametrize(("a13", "home"), [("one_level", "1.1"), ("origin", "1")])
def test_a13_727_5_a_returning_card_goes_straight_to_its_origin_game(a13: str,
                                                                     home: str) -> None:
    """A13: in a sub-subgame (727.6), a Mox brought in from the main game goes home one
    level at a time by default: into game 1.1's library as 1.1.1 ends (727.5 is relative
    to the game that made the subgame). Read the other way, straight to the main
    game's library, which is shuffled."""
    library = ["Shahrazad"] * 6 + ["Mox Pearl"] * 12 + ["Plains"] * 22
    table = stacked_table(library, options={"a13_nested_return": a13})
    sub = cast_shahrazad(table)
    subsub = cast_shahrazad(table, sub)
    assert subsub == "1.1.1"
    main = table.game("1")
    mox = next(o for o in main.battlefield if main.objects[o].name == "Mox Pearl")
    card = main.objects[mox].card
    assert card is not None
    inject(table, subsub, v.CardBroughtIn, "727.4", player="A", card=card, from_game="1",
           from_zone="battlefield", obj=mox, to_zone="hand", new_obj=table.state.next_id)
    assert table.game(subsub).brought_from == {card: "1"}
    table.push(Concede(), "B")
    assert card_locations(table.state)[card] == [f"{home}:library"]
    returned = [e for e in of(table, v.CardsReturned, subsub) if card in e.cards]
    assert [(e.to_game, e.rule) for e in returned] == [(home, "727.5")]
    if a13 == "origin":  # and the main game's library is shuffled with it
        after = returned[0].position
        shuffled = [e for e in of(table, v.LibraryShuffled, "1") if e.position > after]
        assert shuffled and card in [main.objects[o].card for o in shuffled[0].order]
    table.push(Concede(), "B")
    assert card_locations(table.state)[card] == ["1:library"]
    check_log(table)


# -- A16: what a wish reaches from a subgame -----------------------------------------------


@pytest.mark.parametrize("a16", ["outside", "sideboard"])
def test_a16_727_4_a_wish_reaches_the_sideboard_only(a16: str) -> None:
    """A16: from inside a subgame, Living Wish may take a creature or land card A owns
    that is a main-game object (727.4: outside the subgame) or in the sideboard; read
    tournament style, only the sideboard."""
    table = wish_from_the_main_game({"a16_wish_reach": a16}, concede=False,
                                    sideboard='"Grizzly Bears"')
    pass_until(table, lambda t: t.pending().kind == "wish")  # type: ignore[union-attr]
    waiting = table.pending()
    assert waiting is not None and waiting.kind == "wish"
    offered = sorted(table.state.cards[d.card].name for d in table.legal_decisions()
                     if isinstance(d, Wish) and d.card is not None)
    if a16 == "outside":
        assert offered == ["Grizzly Bears", "Juzam Djinn", "Plains", "Plains"]
    else:
        assert offered == ["Grizzly Bears"]
    juzam = next(c for c, rec in table.state.cards.items() if rec.name == "Juzam Djinn")
    if a16 == "sideboard":
        with pytest.raises(ValueError, match=r"outside this game \(rule 727.4\)"):
            table.push(Wish(juzam))


# -- A19: supplementary decks and "can't leave the command zone" -----------------------------


@pytest.mark.parametrize("a19", ["all", "vanguards_only"])
def test_a19_727_2a_only_vanguards_leave_the_command_zone(a19: str) -> None:
    """A19: the planar decks move to the subgame's command zone and back (727.2a,
    727.5a); read as breaking "can't leave the command zone" (400.4b) for every card but
    the vanguards (727.5b names the exception), they stay in the main game."""
    planes = ["Llanowar", "Sanctum of Serra", "Tazeem"]
    table = stacked_table(["Plains"] * 33, options={"a19_supplementary_moves": a19},
                          vanguards={"A": "Sisay", "B": "Eladamri"},
                          planar_decks={"A": planes, "B": planes[::-1]})
    main = table.game("1")
    sub = table.game(cast_shahrazad(table))
    moved = [e.what for e in of(table, v.CommandZoneMoved, sub.path)]
    vanguards = ["vanguard", "vanguard"]
    if a19 == "all":
        assert moved == ["planar deck", "planar deck", *vanguards]
        assert len(main.supplementary_deck("A", "planar")) == 0
    else:
        assert moved == vanguards
        assert len(main.supplementary_deck("A", "planar")) == 2  # one plane is face up
        assert len(main.supplementary_deck("B", "planar")) == 3
        assert not [o for o in sub.command if sub.objects[o].deck]
    table.push(Keep())
    table.push(Keep())
    table.push(Concede(), "B")
    assert len(main.supplementary_deck("B", "planar")) == 3
    assert sorted(main.objects[o].name for o in main.command
                  if main.objects[o].name in ("Sisay", "Eladamri")) == ["Eladamri", "Sisay"]
    check_log(table)


# -- A20 and A21: the 2004 edition ------------------------------------------------------------


@pytest.mark.parametrize(("a20", "library_of"), [("owner", "B"), ("returner", "A")])
def test_a20_506_6_a_controlled_card_goes_to_the_returning_players_library(
        a20: str, library_of: str) -> None:
    """A20 (2004): 506.6 has each player put the objects brought into the subgame into
    "his or her library". By default the owner's, as its example says; read as the
    returning player's, the Grizzly Bears A took with Control Magic go into A's."""
    a_library = ", ".join(['"Control Magic"'] * 6 + ['"Black Lotus"'] * 6 + ['"Island"'] * 6)
    b_library = ", ".join(['"Grizzly Bears"'] * 6 + ['"Forest"'] * 12)
    table = play(f"""
[A]
hand = ["Shahrazad"]
battlefield = ["Plains", "Plains"]
library = [{a_library}]
[B]
library = [{b_library}]
[[decisions]]
player = "A"
game = "1"
cast = "Shahrazad"
[[decisions]]
player = "B"
game = "1.1"
wait = true
play_land = "Forest"
[[decisions]]
player = "B"
game = "1.1"
wait = true
play_land = "Forest"
[[decisions]]
player = "B"
game = "1.1"
wait = true
cast = "Grizzly Bears"
[[decisions]]
player = "A"
game = "1.1"
wait = true
play_land = "Island"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Black Lotus"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Control Magic"
targets = ["Grizzly Bears"]
""", edition="2004", options={"a20_return_library": a20})
    pass_until(table, lambda t: bool(of(t, v.ControlChanged, "1.1")))
    sub = table.game("1.1")
    bears = [c for c, rec in table.state.cards.items() if rec.name == "Grizzly Bears"]
    held = [o for o in sub.battlefield if sub.objects[o].card in bears]
    assert [(sub.objects[o].owner, sub.objects[o].controller) for o in held] == [("B", "A")]
    table.push(Concede(), "B")
    taken = table.state.cards
    main = table.game("1")
    in_a = [main.objects[o].card for o in main.player["A"].library]
    in_b = [main.objects[o].card for o in main.player["B"].library]
    moved = [c for c in bears if c in in_a]
    assert len(moved) == (1 if library_of == "A" else 0)
    assert all(taken[c].owner == "B" for c in bears)  # the record of the table is unchanged
    assert len([c for c in bears if c in in_b]) == 6 - len(moved)
    returned = [e for e in of(table, v.CardsReturned, "1.1") if e.player == "A"]
    assert [e.rule for e in returned] == ["506.6"]
    check_log(table)


@pytest.mark.parametrize("a21", ["first_upkeep", "before_first_turn"])
def test_a21_506_3_short_library_loses_before_the_first_turn(a21: str) -> None:
    """A21 (2004): a player with fewer than seven cards "will lose the game as soon as it
    starts, even if he or she mulligans" (506.3). By default at the first check of
    state-based effects, in the first upkeep; read as before the first turn, as soon as
    every player has kept."""
    table = stacked_table(["Plains"] * 5, edition="2004",
                          options={"a21_short_library_loss": a21})
    sub = cast_shahrazad(table)
    pass_until(table, lambda t: t.game(sub).status != "running")
    lost = of(table, v.PlayerLost, sub)
    assert [(e.player, e.rule) for e in lost] == [("A", "506.3")]
    turns = of(table, v.TurnBegan, sub)
    if a21 == "first_upkeep":
        steps = [e.step for e in of(table, v.StepBegan, sub)]
        assert len(turns) == 1 and steps == ["untap", "upkeep"]
    else:
        assert turns == [] and table.game(sub).turn == 0
        assert lost[0].position > of(table, v.HandKept, sub)[-1].position
    assert table.game("1").player["A"].life == 10
    check_log(table)
