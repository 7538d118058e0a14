"""verify --rerun trusts no setup it can make again: a scenario position's setup is built
again from the position its header records, a deck table's (every variant's) from its
header and the inputs its setup states; a forged setup is found where it was forged."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from support import SOLKANAR, played_out, variant_table

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.storage.eras import BEFORE_POSITIONS
from shahrazad.events.storage.logfile import write_log
from shahrazad.rerun import RerunReport, rerun
from shahrazad.rules.citations import EDITIONS
from shahrazad.scenario import for_edition, load_scenario, run_scenario
from shahrazad.scenario.recorded import position_data, position_sha256, scenario_of

SHIPPED = Path(__file__).resolve().parents[1] / "engine" / "scenarios"
SCENARIOS = sorted(SHIPPED.glob("*.toml"))
DATA = Path(__file__).resolve().parent / "data"



def played(path: Path, edition: str | None = None) -> list[Event]:
    """The events of a shipped scenario, played out (under ``edition``'s rules)."""
    scenario = load_scenario(path)
    if edition is not None:
        scenario, _ = for_edition(scenario, edition)
    return list(run_scenario(scenario).events)


def header(events: list[Event]) -> v.TableOpened:
    opened = events[0]
    assert isinstance(opened, v.TableOpened)
    return opened


def at(events: list[Event], kind: type[Event], game: str,
       where: Callable[[Any], bool] = lambda e: True) -> int:
    """The index of the first event of ``kind`` in ``game`` that ``where`` holds for."""
    return next(i for i, e in enumerate(events)
                if isinstance(e, kind) and e.game == game and where(e))


def forged(events: list[Event], i: int, **changes: Any) -> list[Event]:
    """The log with event ``i`` changed, as a forger would change it."""
    return [*events[:i], dataclasses.replace(events[i], **changes), *events[i + 1:]]


def thawed(value: Any) -> Any:
    """Recorded data as plain lists and dicts, to edit (key order kept)."""
    if isinstance(value, Mapping):
        return {k: thawed(x) for k, x in value.items()}
    if isinstance(value, tuple | list):
        return [thawed(x) for x in value]
    return value


def frozen(value: Any) -> Any:
    """Edited data back in the canonical form (keys sorted, lists as tuples), as a
    careful forger would write it."""
    if isinstance(value, Mapping):
        return {k: frozen(value[k]) for k in sorted(value)}
    if isinstance(value, list):
        return tuple(frozen(x) for x in value)
    return value


def with_position(events: list[Event], edit: Callable[[dict[str, Any]], None], *,
                  rehash: bool = True) -> list[Event]:
    """The log with its recorded position edited (and its hash made again to match, as a
    forger who knows the format would)."""
    opened = header(events)
    data = thawed(opened.scenario_position)
    edit(data)
    data = frozen(data)
    digest = position_sha256(data) if rehash else opened.scenario_sha256
    return [dataclasses.replace(opened, scenario_position=data, scenario_sha256=digest),
            *events[1:]]


def failed_at(report: RerunReport, position: int) -> None:
    assert not report.ok, report
    assert report.first_difference == position, (report.problem, report.differs)


# -- scenario positions ---------------------------------------------------------------------


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_727_every_shipped_scenario_reruns_its_setup_built_again_from_its_header(
        path: Path) -> None:
    """727.1-727.2: a position may start inside a subgame already running, its parent
    waiting with the creating spell resolving. The header records that position as data
    with its SHA-256; the re-run checks the hash, builds the whole setup again from the
    data (every game under way, outermost first) and compares it event by event, so
    nothing of it is taken as recorded."""
    events = played(path)
    opened = header(events)
    assert opened.scenario_position is not None
    assert opened.scenario_sha256 == position_sha256(opened.scenario_position)
    report = rerun(events)
    assert report.ok, report
    assert report.setup is not None and report.setup.how == "position"
    assert report.setup.taken == "" and report.setup.position_sha256 == opened.scenario_sha256
    first = next(e.position for e in events if isinstance(e, v.Decided))
    assert report.setup.events == first - 1


@pytest.mark.slow  # every edition of every shipped scenario: CI runs it
@pytest.mark.parametrize("edition", EDITIONS[1:])
@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_727_715_506_every_shipped_scenario_reruns_under_every_edition(
        path: Path, edition: str) -> None:
    """The subgame rules of each edition (727 now, 715 in 2014, 506 in 2008 and 2004)
    make their own events from the same position; each log re-runs from its header."""
    report = rerun(played(path, edition))
    assert report.ok and report.setup is not None and report.setup.how == "position", report


def test_727_the_recorded_position_is_the_parsed_one_in_one_canonical_form() -> None:
    """The data read back through the scenario reader gives the very position the file
    gave (the games, each seat's cards, the stack, the waiting triggers); files laid out
    differently that say the same position record the same data and hash."""
    for path in SCENARIOS:
        scenario = load_scenario(path)
        if scenario.decks:
            continue
        table = scenario.table()
        back = scenario_of(header(table.events), [])
        assert position_data(back) == position_data(scenario)
        assert [(g.path, g.active, g.turn, g.step, len(g.stack)) for g in back.games.values()] \
            == [(g.path, g.active, g.turn, g.step, len(g.stack))
                for g in scenario.games.values()]
    plain = 'players = ["A", "B"]\n[A]\nhand = ["Lightning Bolt"]\nbattlefield = ["Plains"]\n'
    spelled = ('players = ["A", "B"]\nactive = "A"\nturn = 1\nstep = "main1"\n[A]\n'
               'battlefield = [{ card = "Plains", tapped = false }]\n'
               'hand = [{ card = "Lightning Bolt" }]\n')
    one, two = (header(load_scenario(t).table().events) for t in (plain, spelled))
    assert one.scenario_position == two.scenario_position
    assert one.scenario_sha256 == two.scenario_sha256
    # the older form of attached_to, an index in the battlefield list, is kept as written
    aura = ('players = ["A", "B"]\n[A]\nlibrary = ["Plains"]\nbattlefield = ["Mountain", '
            '"Grizzly Bears", { card = "Unholy Strength", attached_to = 1 }]\n')
    table = load_scenario(aura).table()
    data = header(table.events).scenario_position
    assert data is not None and data["A"]["battlefield"][2]["attached_to"] == 1
    assert rerun(table.events).ok


def test_727_2_a_card_moved_in_a_subgames_setup_is_found_where_it_was_placed() -> None:
    """727.2: a subgame's cards come from its parent; a position inside one places them
    by events. A forger who moves a card of the running subgame from its library to its
    hand (and chains the log again) is found at that very event."""
    events = played(SHIPPED / "sg12-inside-the-subgame.toml")
    i = at(events, v.CardPlaced, "1.1", lambda e: e.zone == "library")
    report = rerun(forged(events, i, zone="hand"))
    failed_at(report, events[i].position)
    assert report.differs == "card_placed differs in zone"
    assert report.setup is not None and report.setup.how == "position"


def test_727_2_a_life_total_changed_in_a_subgames_setup_is_found_there() -> None:
    """A life total of the running subgame (B at 9 in 1.1) rewritten to 12: found at the
    life change the setup made, before any decision."""
    events = played(SHIPPED / "inside-a-subgame.toml")
    i = at(events, v.LifeChanged, "1.1", lambda e: e.player == "B")
    assert events[i].life == 9  # type: ignore[attr-defined]
    report = rerun(forged(events, i, life=12, amount=-8))
    failed_at(report, events[i].position)
    assert report.differs == "life_changed differs in amount, life"


def test_727_a_recorded_position_that_does_not_match_its_hash_is_found_at_the_header() -> None:
    """The position's data edited, its hash left: the header is where it is found."""
    events = played(SHIPPED / "inside-a-subgame.toml")

    def richer(data: dict[str, Any]) -> None:
        data["games"]["1.1"]["B"]["life"] = 19

    report = rerun(with_position(events, richer, rehash=False))
    failed_at(report, 1)
    assert report.problem is not None and "SHA-256" in report.problem


def test_727_2_an_edited_recorded_position_builds_a_setup_that_differs_where_it_changed(
        ) -> None:
    """The position's data edited and hashed again to match: the setup built from it
    differs from the recorded one at the first event the edit changes (B's life in
    the subgame; A's Living Wish put in the subgame's graveyard instead of the hand)."""
    events = played(SHIPPED / "inside-a-subgame.toml")

    def richer(data: dict[str, Any]) -> None:
        data["games"]["1.1"]["B"]["life"] = 19

    i = at(events, v.LifeChanged, "1.1", lambda e: e.player == "B")
    report = rerun(with_position(events, richer))
    failed_at(report, events[i].position)
    assert report.differs == "life_changed differs in amount, life"

    events = played(SHIPPED / "sg12-inside-the-subgame.toml")

    def discarded(data: dict[str, Any]) -> None:
        seat = data["games"]["1.1"]["A"]
        seat["graveyard"] = seat.pop("hand")

    i = at(events, v.CardPlaced, "1.1", lambda e: e.zone == "hand")
    report = rerun(with_position(events, discarded))
    failed_at(report, events[i].position)
    assert report.differs == "card_placed differs in zone"


@pytest.mark.parametrize(("edit", "words"), [
    (lambda d: d["games"]["1.1"]["A"].update(hand=["Living Wsh"]), "unknown card"),
    (lambda d: d.pop("stack"), "rule 727"),
    (lambda d: d["games"]["1.1"].update(active="Z"), "not one of the players"),
])
def test_727_a_recorded_position_no_scenario_file_could_say_is_refused_in_one_line(
        edit: Callable[[dict[str, Any]], None], words: str) -> None:
    """The recorded data is read back through the scenario file's own checks: an unknown
    card, a subgame whose parent has nothing resolving (727), a player not at the table
    are each refused at the header, naming the key, never a traceback."""
    events = played(SHIPPED / "sg12-inside-the-subgame.toml")
    report = rerun(with_position(events, edit))
    failed_at(report, 1)
    assert report.problem is not None and words in report.problem
    assert "\n" not in report.problem


def test_727_a_position_with_the_tables_own_cards_in_a_subgame_reruns() -> None:
    """A custom card (the header's) placed in a running subgame: the recorded position
    names it, the re-run reads it with the table's own cards, and builds the same setup."""
    sentinel = ('[cards."Library Sentinel"]\ncost = "{2}"\ntypes = ["Artifact"]\n'
                'text = "Whenever one or more cards leave your library, you gain 1 life."\n'
                '[[cards."Library Sentinel".triggers]]\nwhen = "cards_leave_your_library"\n'
                'effects = [{ effect = "gain_life", amount = 1 }]\n')
    islands = 'library = ["Island", "Island", "Island", "Island"]'
    text = ('seed = 2\nplayers = ["A", "B"]\nactive = "A"\nturn = 3\n'
            'stack = [{ spell = "A:Shahrazad" }]\n[run]\nuntil = "script_end"\n'
            f'{sentinel}[A]\nbattlefield = ["Plains", "Plains"]\n'
            '[games."1.1"]\nactive = "B"\nstarting_player = "B"\n'
            f'[games."1.1".A]\nbattlefield = ["Library Sentinel"]\n{islands}\n'
            f'[games."1.1".B]\n{islands}\n'
            '[[decisions]]\nplayer = "B"\ngame = "1.1"\nconcede = true\n')
    events = list(run_scenario(load_scenario(text)).events)
    assert header(events).custom_cards
    report = rerun(events)
    assert report.ok and report.setup is not None and report.setup.how == "position", report
    i = at(events, v.CardPlaced, "1.1", lambda e: e.zone == "battlefield")
    failed_at(rerun(forged(events, i, tapped=True)), events[i].position)


def test_a_position_log_from_before_recorded_positions_reruns_its_setup_as_recorded() -> None:
    """A log written before headers recorded positions has nothing to build its setup
    from: the re-run takes it as recorded (a forged setup passes: only the hash chain and
    a signature vouch for it), says so and why, and still re-plays every decision. Only
    a log that can be that old: its stored versions must all be ones a Shahrazad wrote
    before it recorded positions (a TableOpened of version 2 here); the same events made
    now (TableOpened version 3) lost their position, and are refused at the header."""
    events = played(SHIPPED / "inside-a-subgame.toml")
    old = [dataclasses.replace(header(events), scenario_position=None, scenario_sha256=""),
           *events[1:]]
    then = {e.KIND: min(e.VERSION, BEFORE_POSITIONS.get(e.KIND, 0)) for e in old}
    report = rerun(old, versions=then)
    assert report.ok and report.setup is not None and report.setup.how == "recorded"
    assert "before" in report.setup.taken and report.decisions >= 1 and report.taken
    i = at(old, v.LifeChanged, "1.1", lambda e: e.player == "B")
    assert rerun(forged(old, i, life=12, amount=-8), versions=then).ok  # "taken as recorded"
    young = rerun(old)  # the versions these events are stored with now
    assert not young.ok and young.first_difference == 1
    assert "TableOpened event is of schema version 3" in (young.problem or "")
    from shahrazad.events.storage.eras import log_event_bytes, versions_of
    from shahrazad.events.storage.logfile import read_log

    data = (DATA / "demo-nested-v1.shlog").read_bytes()
    shipped = rerun(read_log(data).events, versions=versions_of(log_event_bytes(data)))
    assert shipped.ok and shipped.setup is not None and shipped.setup.how == "recorded"


def test_727_2_verify_rerun_finds_a_rechained_setup_forgery_the_plain_verify_passes(
        tmp_path: Path) -> None:
    """Through the command line: the forged log, chained again, passes ``verify``;
    ``verify --rerun`` fails at the forged event (exit 1) and says how it came by the
    setup, in text and in JSON."""
    events = played(SHIPPED / "sg12-inside-the-subgame.toml")
    i = at(events, v.CardPlaced, "1.1", lambda e: e.zone == "library")
    log = tmp_path / "forged.shlog"
    write_log(log, forged(events, i, zone="hand"))
    runner = CliRunner()
    assert runner.invoke(main, ["verify", str(log)]).exit_code == 5  # intact, unsigned
    result = runner.invoke(main, ["verify", str(log), "--rerun", "--json"])
    report = json.loads(result.stdout)
    assert result.exit_code == 1 and report["rerun_ok"] is False
    assert report["first_difference"] == events[i].position
    assert report["setup"]["how"] == "position" and report["setup"]["taken_as_recorded"] is None
    text = runner.invoke(main, ["verify", str(log), "--rerun"])
    assert text.exit_code == 1
    assert f"FAILED at event {events[i].position}" in text.stdout
    assert "Taken as recorded: nothing." in text.stdout
    honest = tmp_path / "honest.shlog"
    write_log(honest, events)
    text = runner.invoke(main, ["verify", str(honest), "--rerun"])
    assert text.exit_code == 5 and "Re-derived: the setup" in text.stdout
    assert f"Position SHA-256 {header(events).scenario_sha256}" in text.stdout
    assert "Taken as recorded: nothing." in text.stdout
    # its position stripped (and chained again): the log is younger than that
    stripped = tmp_path / "stripped.shlog"
    write_log(stripped, [dataclasses.replace(header(events), scenario_position=None,
                                             scenario_sha256=""), *events[1:]])
    text = runner.invoke(main, ["verify", str(stripped), "--rerun"])
    assert text.exit_code == 1 and text.stdout.startswith("FAILED at event 1: the setup")
    text = runner.invoke(main, ["verify", str(DATA / "demo-nested-v1.shlog"), "--rerun"])
    assert text.exit_code == 4 and text.stdout.startswith("TAKEN AS RECORDED: over, ")
    assert "Taken as recorded: the setup (events 1-" in text.stdout


def test_725_a_restart_at_a_position_reruns() -> None:
    """725: Karn Liberated restarts the main game of a position: the restarted game's
    setup comes from decisions, and the whole log re-runs from the header."""
    lib = "library = [" + ", ".join(['"Island"'] * 12) + "]"
    text = ('seed = 1\nplayers = ["A", "B"]\nactive = "A"\nturn = 3\n[run]\n'
            'until = "script_end"\n'
            f'[A]\n{lib}\nbattlefield = [{{ card = "Karn Liberated", counters = '
            '{ loyalty = 17 } }, "Mountain"]\n'
            f'[B]\n{lib}\nbattlefield = ["Grizzly Bears"]\n')
    table = run_scenario(load_scenario(text))
    table.push_named("activate Karn Liberated ability 3")
    table.push_named("pass")
    table.push_named("pass")
    assert any(isinstance(e, v.GameRestarted) for e in table.events)
    for _ in range(60):
        waiting = table.pending()
        if waiting is None:
            break
        table.push(RandomAgent(len(table.events)).decide(table, waiting))
    report = rerun(table.events)
    assert report.ok and report.setup is not None and report.setup.how == "position", report


# -- tables from decks: every variant -------------------------------------------------------


VARIANTS = ("plain", "commander", "vanguard", "planechase", "archenemy", "2hg",
            "2hg+planechase", "all", "life")


@pytest.mark.parametrize("variant", VARIANTS)
def test_903_902_901_904_810_a_variant_table_reruns_its_setup_made_again(variant: str) -> None:
    """Commander (903), Vanguard (902), Planechase (901), Archenemy (904), Two-Headed
    Giant (810) and a starting life given: the re-run opens the table again from its
    header and the pieces its setup states, makes the whole setup again (the command
    zone, the teams, the shuffles, who starts) and re-plays the decisions. One edition
    each here, in turn; every edition in the slow sweep."""
    edition = EDITIONS[VARIANTS.index(variant) % len(EDITIONS)]
    table = played_out(variant_table(variant, edition, 1), 1, 150)
    report = rerun(table.events)
    assert report.ok, (report.problem, report.differs)
    assert report.setup is not None and report.setup.how == "decks" and not report.setup.taken


@pytest.mark.slow  # a sweep of random tables: CI runs it
@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_903_902_901_904_810_random_tables_of_every_variant_and_edition_rerun(
        variant: str, edition: str, seed: int) -> None:
    table = played_out(variant_table(variant, edition, seed), seed, 2_000)
    report = rerun(table.events)
    assert report.ok, (variant, edition, seed, report.problem, report.differs)


@pytest.mark.parametrize(("variant", "role"), [
    ("commander", "commander"), ("vanguard", "vanguard"), ("planechase", "plane"),
    ("archenemy", "scheme")])
def test_903_3_902_1_901_3_904_3_a_forged_variant_piece_is_found_in_the_setup(
        variant: str, role: str) -> None:
    """The variant's pieces are inputs the setup states (``VariantCardsAdded``): the
    re-run gives them to ``Table.new`` again, which checks them and makes the event again,
    and everything the setup makes of them (the command zone, the supplementary decks'
    shuffles, the starting plane) is compared. A piece rewritten without the rest (a
    commander or vanguard of two cards, a planar or scheme deck one card short) is found
    within the setup, at the piece or at the first event made from it."""
    events = list(played_out(variant_table(variant, "current", 2), 2, 30).events)
    i = at(events, v.VariantCardsAdded, "1", lambda e: e.role == role)
    names = events[i].names  # type: ignore[attr-defined]
    changed = (*names, SOLKANAR) if role in ("commander", "vanguard") else names[:-1]
    report = rerun(forged(events, i, names=changed))
    first = next(e.position for e in events if isinstance(e, v.Decided))
    assert not report.ok and report.first_difference is not None
    assert events[i].position <= report.first_difference < first, report.problem
    if role in ("commander", "vanguard"):
        assert report.first_difference == events[i].position
        assert report.differs == "variant_cards_added differs in names"


def test_810_1_forged_teams_are_found_where_they_were_formed() -> None:
    """810.1: Two-Headed Giant's teams are two of two, seated together, as the header's
    ``teams`` option says; teams formed otherwise in the log are found at that event."""
    events = list(played_out(variant_table("2hg", "current", 3), 3, 30).events)
    i = at(events, v.TeamsFormed, "1")
    report = rerun(forged(events, i, teams=(("A", "C"), ("B", "D"))))
    failed_at(report, events[i].position)
    assert report.differs == "teams_formed differs in teams"


def test_103_4_a_starting_life_given_is_made_again_from_the_setup() -> None:
    """103.4: the starting life is the variant's unless the table is given one; a table
    given 7 records it in its GameStarted, and the re-run opens it with 7 again."""
    table = played_out(variant_table("life", "current", 4), 4, 80)
    started = next(e for e in table.events if isinstance(e, v.GameStarted))
    assert started.starting_life == 7 and rerun(table.events).ok
