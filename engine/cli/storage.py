"""Commands on the store itself: ``tables`` (what it holds), ``export`` (a table to a
log file) and ``import`` (a log file to a table).

The store is the SQLite file ``--db``, or PostgreSQL when eventsourcing's settings
say so (``PERSISTENCE_MODULE=eventsourcing.postgres`` and ``POSTGRES_*``), as for
``play``. Reading never creates a store: a missing file, or one that is not a
store, is one line.
"""

from __future__ import annotations

from pathlib import Path

import click
from rich.table import Table as RichTable

from engine.cli.common import clean_errors, console, emit_json, main, print_table, safe
from engine.cli.source import DB_HELP
from events.logfile import read_log
from events.store import TableInfo, TableStore


def _when(stamp: str | None) -> str:
    """An ISO time stamp, shortened for a table on screen."""
    return stamp.replace("T", " ")[:16] if stamp else "-"


def _outcome(info: TableInfo) -> str:
    if info.status != "over":
        return "-"
    return "draw" if info.draw else ", ".join(info.winners)


@main.command(name="tables")
@click.option("--db", default="shahrazad.sqlite", show_default=True, metavar="FILE",
              help=DB_HELP)
@click.option("--json", "as_json", is_flag=True)
def tables_cmd(db: str, as_json: bool) -> None:
    """List the tables in the store: name, players, edition, events, status, winners.

    A table whose main game has not ended is "running": still being played, or cut
    short (a killed run). Either way it can be read with --table, or exported.
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


@main.command(name="export")
@click.argument("name")
@click.option("-o", "--output", "out", required=True, type=click.Path(dir_okay=False),
              help="The log file to write (.shlog).")
@click.option("--db", default="shahrazad.sqlite", show_default=True, metavar="FILE",
              help=DB_HELP)
@click.option("--json", "as_json", is_flag=True)
def export_cmd(name: str, out: str, db: str, as_json: bool) -> None:
    """Write the stored table NAME as a portable log file, byte for byte the log it
    was played as (up to its last stored rules action, if it was cut short)."""
    with clean_errors(), TableStore(db, create=False) as store:
        info = store.info(name)
        events = store.export(info.id, out)
    if as_json:
        emit_json({"table": name, "log": out, "events": events, "status": info.status})
        return
    console.print(f"Wrote {safe(out)}: table {safe(name)}, {events:,} events "
                  f"({safe(info.status)}).",
                  highlight=False)


@main.command(name="import")
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--name", default=None, help="The table's name in the store "
              "(default: the file's name without .shlog); a name already taken is refused.")
@click.option("--db", default="shahrazad.sqlite", show_default=True, metavar="FILE",
              help=DB_HELP)
@click.option("--json", "as_json", is_flag=True)
def import_cmd(log: str, name: str | None, db: str, as_json: bool) -> None:
    """Store the table of the log file LOG (checked first) under a name."""
    with clean_errors():
        events = read_log(log).events  # a bad log leaves no trace, not even a new store
        table = name or Path(log).stem
        with TableStore(db) as store:
            store.open(table, events)
            info = store.info(table)
    if as_json:
        emit_json({"table": table, "events": info.events, "status": info.status,
                   "db": store.location})
        return
    console.print(f"Stored {safe(log)} as table {safe(table)} in {safe(store.location)}: "
                  f"{info.events:,} events ({safe(info.status)}).", highlight=False)
