"""Commands that make tables: ``play`` (agents), ``run`` (a scenario) and ``demo``."""

from __future__ import annotations

import itertools
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any, NoReturn

import click
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

from shahrazad.agents import Agent, PassiveAgent, RandomAgent
from shahrazad.cli.checking import EDITION_CHOICES, edition_log, print_editions
from shahrazad.cli.common import (
    MAX_SEED,
    clean_errors,
    console,
    emit_json,
    fail,
    main,
    print_tree,
    safe,
    visible,
)
from shahrazad.decks import Deck, default_decks, load_deck
from shahrazad.events.storage.logfile import write_log
from shahrazad.events.storage.logwriter import LogClaim, LogWriter, SyncPolicy, check_writable
from shahrazad.events.storage.signing import read_private_key
from shahrazad.events.storage.store import DURABILITY, NameTaken, TableStore
from shahrazad.projections.views import tree_view
from shahrazad.rules import variants
from shahrazad.rules.citations import EDITIONS
from shahrazad.rules.options import OptionError
from shahrazad.rules.options import check as check_options
from shahrazad.scenario import ScriptStuck, load_scenario, run_scenario
from shahrazad.scenario.check import Run, left_on_the_stack
from shahrazad.scenario.check import play as play_edition
from shahrazad.scenario.compare import compare
from shahrazad.scenario.expect import Result, check_expectations
from shahrazad.scenario.outcomes import unused
from shahrazad.scenario.script import for_edition
from shahrazad.settings import TableSettings
from shahrazad.table import Table

#: the demo scenario, shipped inside the package (it runs from a wheel, anywhere)
DEMO = Path(__file__).resolve().parents[1] / "scenarios" / "demo-nested.toml"


def _store(table: Table, db: str, name: str | None, default: str, as_json: bool,
           durability: str) -> tuple[str, TableStore]:
    """Store the table under its name now, and each rules action as it happens, and say
    so at once (on stderr under --json, to keep the JSON clean): a run that is killed
    can then be found by name. Returns the name and the store (to close at the end).

    ``name`` is the user's, refused if taken; else ``default`` (with ``-2``, ``-3``...
    if a table of the same second took it).
    """
    store = TableStore(db, durability=durability)
    chosen, tid = _open(store, table, name, default)
    _follow(store, table, chosen, tid, as_json)
    return chosen, store


def _follow(store: TableStore, table: Table, chosen: str, tid: uuid.UUID,
            as_json: bool) -> None:
    table.subscribe(lambda events: store.append(tid, events))
    click.echo(f"Table {chosen} in the store {store.location}", err=as_json)


def _candidates(name: str | None, default: str) -> Iterator[str]:
    """The names a new table may take: the user's, or the default then ``-2``, ``-3``..."""
    if name is not None:
        return iter([name])
    return itertools.chain([default], (f"{default}-{n}" for n in itertools.count(2)))


def _open(store: TableStore, table: Table, name: str | None,
          default: str) -> tuple[str, uuid.UUID]:
    for candidate in _candidates(name, default):
        try:
            return candidate, store.open(candidate, table.events)
        except NameTaken:
            if name is not None:
                fail(f"the store {store.location} already holds a table named {name!r}: "
                     "choose another --name (or --db)")
    raise AssertionError("unreachable: the default names never run out")


#: where ``play`` writes a table's log when --log is not given: named after the table
#: (its name in the store), so that a second table never replaces the first one's log
PLAY_LOG = "logs/{name}.shlog"


def _exists(log: str) -> bool:
    return Path(log).exists() or Path(log).is_symlink()


def _claim_named(store: TableStore, table: Table, name: str | None, default: str,
                 overwrite: bool) -> tuple[str, uuid.UUID, str, LogClaim]:
    """``play`` without --log: the first name free both in the store and as a log file
    (``logs/NAME.shlog``), its log claimed and the table opened in the store under it.
    A name the user gave whose log exists is refused unless ``overwrite``."""
    for candidate in _candidates(name, default):
        log = PLAY_LOG.format(name=candidate)
        claim = LogClaim(log)
        try:
            check_writable(log)
            if _exists(log) and not overwrite:
                if name is not None:
                    fail(f"{log} already exists (the log of an earlier table named "
                         f"{name!r}?): choose another --name or --log, or add --overwrite")
                claim.release()
                continue
            try:
                return candidate, store.open(candidate, table.events), log, claim
            except NameTaken:
                if name is not None:
                    fail(f"the store {store.location} already holds a table named {name!r}: "
                         "choose another --name (or --db)")
        except BaseException:
            claim.release()
            raise
        claim.release()
    raise AssertionError("unreachable: the default names never run out")


def _stamp() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S")


#: the log's sync policy when --fsync is not given, per --durability
_LOG_SYNC = {"normal": "1000ms", "full": "1"}


def _log_options(sign: str | None, fsync: str | None, durability: str
                 ) -> tuple[Ed25519PrivateKey | None, SyncPolicy]:
    """The signing key and the sync policy the options ask for (bad ones fail here,
    before anything is played)."""
    try:
        sync = SyncPolicy.parse(fsync or _LOG_SYNC[durability])
    except ValueError as exc:
        fail(str(exc))
    return (read_private_key(sign) if sign else None), sync


def _played(table: Table, log: str | None, key: Ed25519PrivateKey | None, sync: SyncPolicy,
            db: str, name: str | None, default: str, as_json: bool, durability: str,
            play: Callable[[], object], partial: str | None = None,
            overwrite: bool = True) -> tuple[str, str, str]:
    """Play the table with its store and its log written as it goes: the log is created
    with the table's first events (a place that can't take it is refused before the
    table is stored), each rules action appended to both as it is played, and the log's
    trailer (and signature) written at the end, and the table closed in the store (the
    store's trailer). If playing stops on an error, the log stays a running one and the
    table is listed as running; a scenario's run that stops (``ScriptStuck``) moves it to
    ``partial``, if given, while the log is still claimed.

    ``log`` None: the log is named after the table (:data:`PLAY_LOG`), and a name whose
    log exists is passed over. An existing log is refused unless ``overwrite``.
    Returns the table's name, where the store is, and where the log is."""
    # The log's name is claimed first, before the table is stored: a second writer of
    # the same log is refused here, having stored nothing.
    if log is None:
        store = TableStore(db, durability=durability)
        try:
            chosen, tid, log, claim = _claim_named(store, table, name, default, overwrite)
        except BaseException:
            store.close()
            raise
        with claim:
            try:
                _follow(store, table, chosen, tid, as_json)
                _write(table, log, claim, key, sync, store, chosen, play, partial)
            finally:
                store.close()
        return chosen, store.location, log
    with LogClaim(log) as claim:
        check_writable(log)
        if not overwrite and _exists(log):
            fail(f"{log} already exists: choose another --log, or add --overwrite to "
                 "replace it")
        chosen, store = _store(table, db, name, default, as_json, durability)
        try:
            _write(table, log, claim, key, sync, store, chosen, play, partial)
        finally:
            store.close()
    return chosen, store.location, log


def _write(table: Table, log: str, claim: LogClaim, key: Ed25519PrivateKey | None,
           sync: SyncPolicy, store: TableStore, chosen: str, play: Callable[[], object],
           partial: str | None) -> None:
    """Play, the log written as the table goes; the log and the table closed at the end."""
    writer = LogWriter(log, table.events, sync=sync, key=key, claim=claim)
    table.subscribe(writer.append)
    try:
        play()
        writer.close()
        store.close_table(chosen)
    except ScriptStuck:
        writer.abandon()
        if partial is not None and partial != log:
            Path(log).replace(partial)
        raise
    finally:
        writer.abandon()


_SIGN_HELP = "Sign the log with this private key (from `shahrazad keygen`) when it is done."
_FSYNC_HELP = ("When the log is synced to the disk: N (after every N rules actions), Tms (at "
               "most every T milliseconds) or end (default: 1000ms, or 1 with --durability "
               "full). Each action is written as it is played whatever this says; this is "
               "what a power cut can take.")
_DURABILITY_HELP = ("normal: a killed or crashed process loses no rules action and the store "
                    "is never corrupted; a power cut can take the last second of play (SQLite "
                    "synchronous=NORMAL, synced every 0.2 s; PostgreSQL synchronous_commit=off; "
                    "the log at most every second). "
                    "full: every action is on the disk before the next is played (store and "
                    "log), several times slower.")


def _durability_option(command: Callable[..., None]) -> Callable[..., None]:
    return click.option("--durability", type=click.Choice(DURABILITY), default="normal",
                        show_default=True, help=_DURABILITY_HELP)(command)


def _table_options(given: tuple[str, ...], edition: str) -> dict[str, str]:
    """``--option KEY=VALUE``s as a table's options, checked against the registry: a bad
    one fails in one line, before anything is played."""
    options: dict[str, str] = {}
    for text in given:
        key, eq, value = text.partition("=")
        if not eq or not key:
            fail(f"--option {text!r}: write it KEY=VALUE, e.g. ante=on")
        options[key.strip()] = value.strip()
    try:
        return check_options(options, edition)
    except OptionError as exc:
        fail(str(exc))


def _by_player(flag: str, given: tuple[str, ...]) -> dict[str, str]:
    """``PLAYER=VALUE`` options as a mapping; a malformed one fails in one line."""
    found: dict[str, str] = {}
    for text in given:
        player, eq, value = text.partition("=")
        if not eq or not player.strip() or not value.strip():
            fail(f"{flag} {text!r}: write it PLAYER=VALUE, e.g. A=Sisay")
        if player.strip() in found:
            fail(f"{flag}: {player.strip()} is given twice")
        found[player.strip()] = value.strip()
    return found


def _pieces(players: list[str], decks: list[list[str]], sideboards: list[list[str]],
            options: dict[str, str], commanders: tuple[str, ...], vanguards: tuple[str, ...],
            planar_decks: tuple[str, ...], scheme_decks: tuple[str, ...]) -> dict[str, Any]:
    """The variant pieces ``play`` was given, checked against the variant before anything
    is played: a variant without its pieces, or a piece of the wrong kind, fails in one
    line saying which option gives it."""
    pieces: dict[str, Any] = {
        "commanders": _by_player("--commander", commanders) or None,
        "vanguards": _by_player("--vanguard", vanguards) or None,
        "planar_decks": {p: load_deck(f).main for p, f in
                         _by_player("--planar-deck", planar_decks).items()} or None,
        "scheme_decks": {p: load_deck(f).main for p, f in
                         _by_player("--scheme-deck", scheme_decks).items()} or None,
    }
    try:
        variants.check_table(players, decks, sideboards, options.get("variant"),
                             options.get("teams"), **pieces)
    except variants.VariantError as exc:
        fail(exc.said("play"))
    return pieces


def _summary(table: Table, name: str, log: str, db: str, started: float) -> dict[str, Any]:
    state = table.state
    return {"table": name, "winners": list(state.main.winners), "draw": state.main.draw,
            "turns": state.main.turn, "events": len(table.events),
            "games": len(state.games), "deepest": max(g.depth for g in state.games.values()),
            "log": log, "db": db, "seconds": round(time.perf_counter() - started, 2)}


@main.command()
@click.option("--deck", "decks", multiple=True,
              help="A decklist file, or a packaged deck's name (old-school/robots, "
                   "old-school/mono_black...: `shahrazad decks` lists them), once per "
                   "player (default: the_deck and white_black).")
@click.option("--players", type=click.IntRange(2, 4), default=2, show_default=True)
@click.option("--seed", type=click.IntRange(0, MAX_SEED), default=1, show_default=True,
              help="The same seed and decks give the same log, byte for byte.")
@click.option("--agent", type=click.Choice(["random", "passive"]), default="random",
              show_default=True, help="Who decides for every player.")
@click.option("--edition", type=click.Choice(list(EDITIONS)),
              default="current", show_default=True)
@click.option("--option", "options", multiple=True, metavar="KEY=VALUE",
              help="A table option (`shahrazad options` lists them), e.g. ante=on; "
                   "repeat for several.")
@click.option("--commander", "commanders", multiple=True, metavar="PLAYER=NAME",
              help="A player's commander (903.3), e.g. A=\"Nicol Bolas\"; repeat for each "
                   "player.")
@click.option("--vanguard", "vanguards", multiple=True, metavar="PLAYER=NAME",
              help="A player's vanguard (902.2), e.g. A=Sisay; repeat for each player.")
@click.option("--planar-deck", "planar_decks", multiple=True, metavar="PLAYER=DECKFILE",
              help="A player's planar deck (901.3), a decklist file of planes and phenomena.")
@click.option("--scheme-deck", "scheme_decks", multiple=True, metavar="PLAYER=DECKFILE",
              help="The archenemy's scheme deck (904.3), a decklist file of schemes.")
@click.option("--log", "log", default=None,
              help="Where to write the portable log file (default: logs/<table's name>.shlog, "
                   "a new file for each table). An existing file is refused unless "
                   "--overwrite.")
@click.option("--overwrite", is_flag=True,
              help="Replace the log file if it exists (its table stays in the store).")
@click.option("--db", default="shahrazad.sqlite", show_default=True,
              help="The SQLite store to append the table to (unused when "
                   "PERSISTENCE_MODULE=eventsourcing.postgres chooses PostgreSQL).")
@click.option("--name", default=None, help="The table's name in the store "
              "(default: game-SEED-YYYYMMDD-HHMMSS).")
@click.option("--sign", default=None, type=click.Path(dir_okay=False), help=_SIGN_HELP)
@click.option("--fsync", default=None, help=_FSYNC_HELP)
@_durability_option
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def play(decks: tuple[str, ...], players: int, seed: int, agent: str, edition: str,
         options: tuple[str, ...], commanders: tuple[str, ...], vanguards: tuple[str, ...],
         planar_decks: tuple[str, ...], scheme_decks: tuple[str, ...], log: str | None,
         overwrite: bool, db: str, name: str | None, sign: str | None, fsync: str | None,
         durability: str, as_json: bool) -> None:
    """Play a seeded game between agents, store it, and write its log as it is played.

    A variant (--option variant=...) is played with its pieces: --commander and
    --vanguard for each player, --planar-deck, --scheme-deck for the archenemy, and for
    Two-Headed Giant --players 4 --option teams=A+B/C+D."""
    with clean_errors():
        table_options = _table_options(options, edition)
        key, sync = _log_options(sign, fsync, durability)
        loaded: list[Deck] = [load_deck(d) for d in decks] or default_decks()
        if len(loaded) == 1:
            loaded = loaded * players
        if len(loaded) < players:
            loaded = [loaded[i % len(loaded)] for i in range(players)]
        ids = [chr(ord("A") + i) for i in range(players)]
        pieces = _pieces(ids, [d.main for d in loaded[:players]],
                         [d.sideboard for d in loaded[:players]], table_options,
                         commanders, vanguards, planar_decks, scheme_decks)
        started = time.perf_counter()
        try:
            settings = TableSettings(ids, [d.main for d in loaded[:players]], seed=seed,
                                     edition=edition,
                                     sideboards=[d.sideboard for d in loaded[:players]],
                                     options=table_options, **pieces)
        except OptionError as exc:  # one that needs the table's variant (ante: no teams)
            fail(str(exc))
        table = Table.from_settings(settings)
        agents: dict[str, Agent] = {
            p: (RandomAgent(f"{seed}:{p}") if agent == "random" else PassiveAgent())
            for p in ids}
        with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                      console=Console(stderr=True), transient=True,
                      disable=as_json or not sys.stderr.isatty()) as progress:
            task = progress.add_task("playing", total=None)

            def tick(t: Table) -> None:
                if len(t.events) % 500 < 20:
                    main_game = t.state.main
                    progress.update(task, description=(
                        f"turn {main_game.turn} of the main game, {len(t.state.games)} games,"
                        f" {len(t.events):,} events"))

            name, db, log = _played(table, log, key, sync, db, name,
                                    f"game-{seed}-{_stamp()}", as_json, durability,
                                    lambda: table.play(agents, progress=tick),
                                    overwrite=overwrite)
        summary = _summary(table, name, log, db, started)
    if as_json:
        emit_json(summary)
        return
    result = "a draw" if summary["draw"] else "won by " + ", ".join(summary["winners"])
    console.print(f"The main game is {safe(result)} after {summary['turns']:d} turns: "
                  f"{summary['events']:,} events in {summary['games']:d} games "
                  f"(deepest subgame level {summary['deepest']:d}).")
    console.print(f"Log: {safe(log)}   Table: {safe(name)} in the store {safe(db)}",
                  highlight=False)


@main.command()
@click.argument("scenario", type=click.Path(dir_okay=False))
@click.option("--log", "log", default=None, help="Where to write the log "
              "(default: logs/<scenario name>.shlog; with --edition all, one per edition: "
              "logs/<name>.<edition>.shlog).")
@click.option("--db", default="shahrazad.sqlite", show_default=True,
              help="The SQLite store to append the table to (unused when "
                   "PERSISTENCE_MODULE=eventsourcing.postgres chooses PostgreSQL).")
@click.option("--name", default=None, help="The table's name in the store "
              "(default: <scenario name>-YYYYMMDD-HHMMSS).")
@click.option("--edition", type=EDITION_CHOICES, default=None,
              help="Play under these rules instead of the file's; 'all': under each "
              "edition, and show where the outcomes differ.")
@click.option("--max-fallback", type=click.IntRange(0), default=None,
              help="Actions the standing orders and the passive fallback may take while "
              "one scripted decision waits, before the run stops (default: the file's "
              "[run] max_fallback, else 2000).")
@click.option("--sign", default=None, type=click.Path(dir_okay=False), help=_SIGN_HELP)
@click.option("--fsync", default=None, help=_FSYNC_HELP)
@_durability_option
@click.option("--json", "as_json", is_flag=True)
def run(scenario: str, log: str | None, db: str, name: str | None, edition: str | None,
        max_fallback: int | None, sign: str | None, fsync: str | None, durability: str,
        as_json: bool) -> None:
    """Play out a scenario file (a table as it stands, and the players' decisions).

    A scripted decision that never fits stops the run: the message says what the table
    was waiting for and why the decision does not fit, and the log so far is kept
    (--log, or logs/<name>.partial.shlog) for reading with audit, tree or report.
    """
    if edition == "all":
        _run_editions(Path(scenario), log, db, as_json, max_fallback, durability)
    else:
        _run(Path(scenario), log, db, as_json, name=name, sign=sign, fsync=fsync,
             edition=edition, max_fallback=max_fallback, durability=durability)


def _stopped(exc: ScriptStuck, log: str, as_json: bool) -> NoReturn:
    """Say where the log of a run that stopped is, and why it stopped; exit 2."""
    if as_json:
        emit_json({"stopped": {"where": exc.where, "reason": exc.reason, "message": str(exc),
                               "waiting": exc.waiting, "log": log,
                               "events": len(exc.table.events)}})
        sys.exit(2)
    click.echo(f"shahrazad: {exc}", err=True)
    fail(f"the log so far: {log} (read it with: shahrazad audit {log})")


def _run(path: Path, log: str | None, db: str, as_json: bool,
         report: str | None = None, name: str | None = None, sign: str | None = None,
         fsync: str | None = None, edition: str | None = None,
         max_fallback: int | None = None, durability: str = "normal") -> None:
    with clean_errors():
        key, sync = _log_options(sign, fsync, durability)
        s = load_scenario(path)
        s, notes = for_edition(s, edition or s.edition)
        for note in notes:
            click.echo(f"shahrazad: {note}", err=True)
        given = log
        log = log or f"logs/{path.stem}.shlog"
        started = time.perf_counter()
        table = s.table()
        start = len(table.events)
        try:
            # The log written so far stays, as a running log; under the default name it
            # is renamed so that it can't be taken for a finished table's.
            kept = log if given else str(Path(log).with_suffix(".partial.shlog"))
            name, db, _ = _played(table, log, key, sync, db, name, f"{path.stem}-{_stamp()}",
                               as_json, durability,
                               lambda: run_scenario(s, table, max_fallback=max_fallback),
                               partial=kept)
        except ScriptStuck as exc:
            _stopped(exc, kept, as_json)
        summary = _summary(table, name, log, db, started)
        results = check_expectations(s.expectations, table.events, start)
        if results:
            summary["expectations"] = [r.view() for r in results]
        # stated outcomes that never came, and what the run left unresolved on a stack
        summary["warnings"] = unused(table.state) + left_on_the_stack(table.state)
        for warning in summary["warnings"]:
            click.echo(f"shahrazad: warning: {warning}", err=True)
        if report is not None:
            from shahrazad.projections.report import render_report

            Path(report).parent.mkdir(parents=True, exist_ok=True)
            Path(report).write_text(render_report(table.events, title=path.stem,
                                                  source=Path(log).name), encoding="utf-8")
            summary["report"] = report
    if as_json:
        emit_json({**summary, "tree": tree_view(table.state)})
        return
    print_tree(table.state)
    _print_results(results)
    console.print(f"{summary['events']:,} events in {summary['games']:d} games. "
                  f"Log: {safe(log)}   Table: {safe(name)} in the store {safe(db)}",
                  highlight=False)
    console.print(f"Read it with: shahrazad audit {safe(log)}  "
                  f"(or: shahrazad audit --table {safe(name)})", highlight=False)
    if report is not None:
        console.print(f"Step through it in a browser: {safe(report)}")


def _print_results(results: list[Result]) -> None:
    for result in results:
        console.print(visible(result.line()), style=None if result.held else "bold red",
                      markup=False, highlight=False)


def _run_editions(path: Path, log: str | None, db: str, as_json: bool,
                  max_fallback: int | None, durability: str = "normal") -> None:
    """``run --edition all``: one table per edition, and where their outcomes differ."""
    with clean_errors():
        if log is not None and (Path(log).is_dir() or not Path(log).name
                                or Path(log).name in (".", "..")):
            fail(f"--log {log} is a folder: name a file (with --edition all, each "
                 "edition's log is that name with the edition before its suffix)")
        s = load_scenario(path)
        for edition in EDITIONS:  # a place that can't take a log is refused before playing
            check_writable(edition_log(log, path.stem, edition))
        runs: list[Run] = []
        summaries: dict[str, dict[str, Any]] = {}
        for edition in EDITIONS:
            started = time.perf_counter()
            stored: list[tuple[str, TableStore]] = []

            def store(table: Table, edition: str = edition,
                      stored: list[tuple[str, TableStore]] = stored) -> None:
                stored.append(_store(table, db, None, f"{path.stem}-{edition}-{_stamp()}",
                                     as_json, durability))

            try:
                run = play_edition(s, edition, max_fallback, on_table=store)
                if run.error is None:  # recorded to its end: the store's trailer
                    for name, opened in stored:
                        opened.close_table(name)
            finally:
                for _, opened in stored:
                    opened.close()
            runs.append(run)
            where = edition_log(log, path.stem, edition, partial=run.error is not None)
            write_log(where, run.table.events)
            name, opened = stored[0]
            summary = _summary(run.table, name, where, opened.location, started)
            summary["notes"] = run.notes
            summary["stopped"] = None if run.error is None else str(run.error)
            summary["expectations"] = [r.view() for r in run.results]
            summaries[edition] = summary
        finished = [r for r in runs if r.error is None]
        comparison = compare({r.edition: r.table.state for r in finished},
                             {r.edition: r.table.events for r in finished})
    if as_json:
        emit_json({"editions": summaries, "comparison": comparison.view()})
    else:
        print_editions(runs, summaries, comparison)
    if len(finished) < len(runs):
        sys.exit(2)


@main.command()
@click.option("--db", default="shahrazad.sqlite", show_default=True,
              help="The SQLite store to append the table to (unused when "
                   "PERSISTENCE_MODULE=eventsourcing.postgres chooses PostgreSQL).")
@click.option("--json", "as_json", is_flag=True)
def demo(db: str, as_json: bool) -> None:
    """Run the demo: subgames nested three deep, a wish, a deferred trigger.

    Plays the scenario that comes with the package (engine/scenarios/demo-nested.toml)
    and writes into the current folder: the store (--db), the log
    (logs/demo-nested.shlog) and its HTML report (logs/demo-nested.html).
    """
    _run(DEMO, "logs/demo-nested.shlog", db, as_json, report="logs/demo-nested.html")

