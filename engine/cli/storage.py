"""Commands on the store itself: ``tables`` (what it holds), ``export`` (a table to a
log file) and ``import`` (a log file to a table).

The store is the SQLite file ``--db``, or PostgreSQL when eventsourcing's settings
say so (``PERSISTENCE_MODULE=eventsourcing.postgres`` and ``POSTGRES_*``), as for
``play``. Reading never creates a store: a missing file, or one that is not a
store, is one line.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table as RichTable

from shahrazad.cli.common import clean_errors, console, emit_json, main, print_table, safe
from shahrazad.cli.source import DB_HELP
from shahrazad.events.storage.eras import log_event_bytes
from shahrazad.events.storage.logfile import LogError, read_log
from shahrazad.events.storage.store import TableInfo, TableStore
from shahrazad.projections.event_sources import verify_file


def _when(stamp: str | None) -> str:
    """An ISO time stamp, shortened for a table on screen."""
    return stamp.replace("T", " ")[:16] if stamp else "-"


def _outcome(info: TableInfo) -> str:
    """The winners, ``draw``, or ``-`` (a table still running, or one recorded to its end
    before its main game ended, as a scenario's may be)."""
    if info.draw:
        return "draw"
    return ", ".join(info.winners) or "-"


@main.command(name="tables")
@click.option("--db", default="shahrazad.sqlite", show_default=True, metavar="FILE",
              help=DB_HELP)
@click.option("--json", "as_json", is_flag=True)
def tables_cmd(db: str, as_json: bool) -> None:
    """List the tables in the store: name, players, edition, events, status, winners.

    What is shown is read from each table's own events, checked on their hash chain
    (its first event, its last, and the one that ended its main game), never from the
    store's notes alone. A table recorded to its end is "over"; one that is not is
    "running": still being played, or cut short (a killed run); either way it can be
    read with --table, or exported. A table whose rows or records do not agree is
    "damaged", and why is said below the list (`verify --table NAME` says more).
    """
    with clean_errors(), TableStore(db, create=False) as store:
        infos = store.list_tables()
    if as_json:
        emit_json([info.as_dict() for info in infos])
        return
    if not infos:
        console.print(f"No tables in {safe(store.location)}.", highlight=False)
        return
    t = RichTable(title=f"{len(infos):d} table{'s' if len(infos) > 1 else ''} in "
                  f"{safe(store.location)}")
    # names are what the user types next: never cut or wrapped
    t.add_column("name", no_wrap=True, min_width=max(len(i.name) for i in infos))
    for column in ("players", "edition", "events", "status", "winners"):
        t.add_column(column, justify="right" if column == "events" else "left")
    t.add_column("opened (UTC)", no_wrap=True)
    for info in infos:
        t.add_row(safe(info.name), safe(", ".join(info.players)), safe(info.edition),
                  f"{info.events:,}", safe(info.status), safe(_outcome(info)),
                  safe(_when(info.opened)))
    print_table(t)  # a pipe or a file gets every row whole; a terminal, what fits its width
    for info in infos:
        if info.problem:
            console.print(f"{safe(info.name)}: damaged: {safe(info.problem)} (shahrazad "
                          f"verify --table {safe(info.name)} says more)", highlight=False)


@main.command(name="export")
@click.argument("name")
@click.option("-o", "--output", "out", required=True, type=click.Path(dir_okay=False),
              help="The log file to write (.shlog).")
@click.option("--db", default="shahrazad.sqlite", show_default=True, metavar="FILE",
              help=DB_HELP)
@click.option("--json", "as_json", is_flag=True)
def export_cmd(name: str, out: str, db: str, as_json: bool) -> None:
    """Write the stored table NAME as a portable log file, byte for byte the log it
    was played as, after checking every row and record (a damaged table is refused).
    A table that is over gets its trailer; a running one (cut short, or still being
    played) is written as a running log, without one, up to its last stored rules
    action, so that `verify` calls it running too."""
    with clean_errors(), TableStore(db, create=False) as store:
        info = store.info(name)
        events = store.export(info.id, out)
    if as_json:
        emit_json({"table": name, "log": out, "events": events, "status": info.status})
        return
    console.print(f"Wrote {safe(out)}: table {safe(name)}, {events:,} events "
                  f"({safe(info.status)}" + ("" if info.status == "over" else
                                             ": a running log, without a trailer") + ").",
                  highlight=False)


@main.command(name="import")
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--name", default=None, help="The table's name in the store "
              "(default: the file's name without .shlog); a name already taken is refused.")
@click.option("--db", default="shahrazad.sqlite", show_default=True, metavar="FILE",
              help=DB_HELP)
@click.option("--json", "as_json", is_flag=True)
def import_cmd(log: str, name: str | None, db: str, as_json: bool) -> None:
    """Store the table of the log file LOG under a name, after checking it as `verify`
    does: its framing, hash chain and trailer, that every event folds, and its signature
    if it has one (a log that fails is refused, exit 2, and leaves no trace). A log with
    its trailer is stored as over; a running one (no trailer) as running, to its last
    whole rules action. A long log is stored in batches, in one transaction.
    """
    with clean_errors():
        if not Path(log).exists():
            raise FileNotFoundError(log)
        report, unfoldable = verify_file(log)  # checks it all; a bad log touches no store
        if not report.intact:
            raise LogError(report.problem or "it does not read", report.first_bad)
        if unfoldable is not None:
            raise LogError(unfoldable.problem, unfoldable.position)
        if report.signature_problem is not None:
            raise LogError(f"signature: {report.signature_problem}")
        data = Path(log).read_bytes()
        found = read_log(data, running=True)
        encoded = list(itertools.islice(log_event_bytes(data), len(found.events)))
        table = name or Path(log).stem
        with Progress(TextColumn("storing"), BarColumn(),
                      TextColumn("{task.completed:,} of {task.total:,} rows"),
                      TimeRemainingColumn(), console=Console(stderr=True), transient=True,
                      disable=as_json or not sys.stderr.isatty()) as progress:
            task = progress.add_task("storing", total=len(encoded))
            with TableStore(db) as store:
                store.open(table, found.events, over=found.complete, encoded=encoded,
                           progress=lambda done, total: progress.update(task,
                                                                        completed=done))
                info = store.info(table)
    if as_json:
        emit_json({"table": table, "events": info.events, "status": info.status,
                   "db": store.location})
        return
    console.print(f"Stored {safe(log)} as table {safe(table)} in {safe(store.location)}: "
                  f"{info.events:,} events ({safe(info.status)}"
                  + ("" if found.complete else ": the log has no trailer") + ").",
                  highlight=False)
