"""``shahrazad cards [NAME]``: the card pool, each card's abilities in words.

The words come from each card's data (:mod:`engine.cards.words`), not from its
printed text: what the list says is what the rules run. ``--log`` adds the cards a
recorded table defined for itself (its header's ``custom_cards``).
"""

from __future__ import annotations

import click
from rich.table import Table as RichTable

from engine.cli.common import clean_errors, console, emit_json, fail, main


@main.command()
@click.argument("name", required=False)
@click.option("--log", "log", default=None, help="Add the cards this log's table defined.")
@click.option("--json", "as_json", is_flag=True)
def cards(name: str | None, log: str | None, as_json: bool) -> None:
    """List the card pool, or show the card NAME in full."""
    from engine.cards import catalog
    from engine.cards.words import abilities, card_view

    with clean_errors():
        own = catalog.POOL
        if log is not None:
            from events.logfile import read_log

            own = catalog.from_data(read_log(log).header.custom_cards)
        if name is not None:
            if name not in own:
                close = own.close(name)
                hint = f" (did you mean {' or '.join(map(repr, close))}?)" if close else ""
                fail(f"unknown card {name!r}{hint}")
            _show(card_view(own.card(name)), as_json)
            return
        pool = [own.card(n) for n in own.names() if not own.card(n).token]
        if as_json:
            emit_json([{"name": d.name, "cost": str(d.cost) if d.cost else "",
                        "types": sorted(d.types), "keywords": sorted(d.keywords),
                        "abilities": abilities(d), "text": d.text} for d in pool])
            return
        t = RichTable("name", "cost", "types", "abilities")
        for d in pool:
            words = [", ".join(sorted(d.keywords)).replace("_", " ")] if d.keywords else []
            t.add_row(d.name, str(d.cost) if d.cost else "", " ".join(sorted(d.types)),
                      "\n".join(words + abilities(d)))
        console.print(t)


def _show(view: dict[str, object], as_json: bool) -> None:
    if as_json:
        emit_json(view)
        return
    line = " ".join(str(x) for x in (*view["supertypes"], *view["types"]))  # type: ignore[misc]
    subtypes = " ".join(view["subtypes"])  # type: ignore[arg-type]
    console.print(f"[bold]{view['name']}[/bold]  {view['cost']}", highlight=False)
    console.print(line + (f" - {subtypes}" if subtypes else ""), highlight=False)
    if view["power"] is not None:
        console.print(f"{view['power']}/{view['toughness']}", highlight=False)
    if view["keywords"]:
        console.print("Keywords: " + ", ".join(view["keywords"]).replace("_", " "),  # type: ignore[arg-type]
                      highlight=False)
    for ability in view["abilities"]:  # type: ignore[attr-defined]
        console.print(f"- {ability['words']}", highlight=False)
        if ability["targets"]:
            console.print(f"    targets: {', '.join(ability['targets'])}", highlight=False)
        console.print(f"    rules: {', '.join(ability['rules'])}", highlight=False)
    console.print(f"Rules: {', '.join(view['rules'])}", highlight=False)  # type: ignore[arg-type]
    if view["text"]:
        console.print(f"Text: {view['text']}", highlight=False)
