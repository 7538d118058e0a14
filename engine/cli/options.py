"""``shahrazad options``: the readings the engine takes where the rules leave room, and the
table settings a log header records (:mod:`shahrazad.rules.options`)."""

from __future__ import annotations

import click
from rich.table import Table as RichTable

from shahrazad.cli.common import console, emit_json, main, print_table, safe
from shahrazad.rules.citations import EDITIONS
from shahrazad.rules.options import READINGS, SETTINGS, Reading, describe


def _lines(r: Reading) -> list[tuple[str, str]]:
    """A reading's fields, as (label, text) rows under its question."""
    rows = [("default", r.default), ("alternative", r.alternative or "- (a fixed reading)")]
    if r.key:
        values = " | ".join(r.values)
        rows.append(("option", f"{r.key} = {values} (default first)"))
        if r.not_yet:
            rows.append(("not yet", f"the alternative can't be chosen: {r.not_yet}"))
    rows.append(("rules", ", ".join(r.rules)))
    if r.editions != EDITIONS:
        rows.append(("editions", ", ".join(r.editions)))
    if r.note:
        rows.append(("note", r.note))
    return rows


@main.command(name="options")
@click.option("--json", "as_json", is_flag=True)
def options_cmd(as_json: bool) -> None:
    """List the readings (A1-A26) and the table settings.

    Where the rules leave room the engine takes a default reading; a table's options
    (`Table.new(options=...)`, a scenario's `options = {...}`) select the alternative.
    """
    if as_json:
        emit_json(describe())
        return
    console.print("[bold]Readings[/]: where the rules leave room, the engine reads them "
                  "this way by default; a table option selects the alternative.\n")
    for r in READINGS.values():
        grid = RichTable.grid(padding=(0, 2))
        grid.add_column(style="dim", no_wrap=True)
        grid.add_column()
        for label, text in _lines(r):
            grid.add_row(safe(label), safe(text, lines=True))
        console.print(f"[bold]{safe(r.id)}[/]  {safe(r.question)}")
        print_table(grid)
        console.print()
    settings = RichTable("option", "what", "values", "set by", title="Settings")
    for s in SETTINGS.values():
        values = " | ".join(s.values) or "any text"
        if s.joinable:
            values += " (several joined by +)"
        settings.add_row(safe(s.key), safe(s.what), safe(values), safe(s.set_by))
    print_table(settings)
