"""``shahrazad cards``: the card pool."""

from __future__ import annotations

import click
from rich.table import Table as RichTable

from engine.cli.common import console, emit_json, main, safe


@main.command()
@click.option("--json", "as_json", is_flag=True)
def cards(as_json: bool) -> None:
    """List the card pool."""
    from engine.cards.pool import CARDS

    pool = [d for d in CARDS.values() if "token" not in d.tags]
    if as_json:
        emit_json([{"name": d.name, "cost": str(d.cost) if d.cost else "",
                    "types": sorted(d.types), "text": d.text} for d in pool])
        return
    t = RichTable("name", "cost", "types", "text")
    for d in pool:
        t.add_row(safe(d.name), safe(d.cost or ""), safe(" ".join(sorted(d.types))),
                  safe(d.text, lines=True))
    console.print(t)
