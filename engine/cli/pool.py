"""``shahrazad cards [NAME]``: the card pool, each card's abilities in words.

The words come from each card's data (:mod:`shahrazad.cards.words`), not from its
printed text: what the list says is what the rules run. ``--log`` adds the cards a
recorded table defined for itself (its header's ``custom_cards``); ``--set LEA`` lists
only the cards first printed in that set (its code).
"""

from __future__ import annotations

import click
from rich.table import Table as RichTable

from shahrazad.cli.common import (
    clean_errors,
    console,
    emit_json,
    fail,
    main,
    print_table,
    safe,
    visible,
)


@main.command()
@click.argument("name", required=False)
@click.option("--log", "log", default=None, help="Add the cards this log's table defined.")
@click.option("--set", "set_code", default=None, metavar="CODE",
              help="Only the cards first printed in this set (LEA, LEB, ARN, ATQ, LEG, DRK...).")
@click.option("--json", "as_json", is_flag=True)
def cards(name: str | None, log: str | None, set_code: str | None, as_json: bool) -> None:
    """List the card pool, or show the card NAME in full."""
    code = None if set_code is None else _set_code(set_code)
    if name is None and log is None and not as_json:
        # the list is read from the pool's summary: no card's module is loaded
        from shahrazad.cards.pool_summary import SUMMARY

        _list([(n, cost, line, s) for n, (_, s, cost, line, token) in SUMMARY.items()
               if not token and (code is None or s == code)])
        return
    from shahrazad.cards import catalog
    from shahrazad.cards.words import abilities, card_view
    from shahrazad.filters import set_code as code_of

    with clean_errors():
        own = catalog.POOL
        if log is not None:
            from shahrazad.events.storage.logfile import read_log

            own = catalog.from_data(read_log(log).header.custom_cards)
        if name is not None:
            if name not in own:
                close = own.close(name)
                hint = f" (did you mean {' or '.join(map(repr, close))}?)" if close else ""
                fail(f"unknown card {name!r}{hint}")
            _show(card_view(own.card(name)), as_json)
            return
        pool = [own.card(n) for n in own.names() if not own.card(n).token]
        if code is not None:
            pool = [d for d in pool if code_of(d.first_printed) == code]
        if as_json:
            emit_json([{"name": d.name, "cost": str(d.cost) if d.cost else "",
                        "types": sorted(d.types), "keywords": sorted(d.keywords),
                        "set": code_of(d.first_printed),
                        "abilities": abilities(d), "text": d.text} for d in pool])
            return
        from shahrazad.cards.summarize import type_line

        _list([(d.name, str(d.cost) if d.cost else "", type_line(d), code_of(d.first_printed))
               for d in pool])


def _set_code(given: str) -> str:
    """The set code ``--set`` names (any case), or exit 2 listing the known codes."""
    from shahrazad.cards.pool_summary import SUMMARY

    code = given.upper()
    if any(s == code for _, s, *_ in SUMMARY.values()):  # a set of the pool's: known
        return code
    from shahrazad.filters import SET_CODES

    if code not in SET_CODES:
        fail(f"unknown set {given!r} (the set codes: {', '.join(SET_CODES)})")
    return code


def _list(rows: list[tuple[str, str, str, str]]) -> None:
    """The cards as a table: name, mana cost, type line and the set first printed in.

    To a pipe, the lines :func:`~shahrazad.cli.common.print_table` would print (a row a
    line, columns padded, no border), written directly: laying out hundreds of rows
    with rich costs more than the rest of the command.
    """
    columns = ("name", "cost", "type", "set")
    if console.is_terminal:
        t = RichTable("name", "cost", "type", "set")
        for name, cost, line, code in rows:
            t.add_row(safe(name), safe(cost), safe(line), safe(code))
        print_table(t)
        return
    from rich.cells import cell_len

    shown = [columns, *(tuple(visible(value) for value in row) for row in rows)]
    widths = [max(cell_len(row[i]) for row in shown) for i in range(len(columns))]
    click.echo("\n".join(
        " " + "  ".join(v + " " * (w - cell_len(v)) for v, w in zip(row, widths, strict=True))
        .rstrip() for row in shown))


def _show(view: dict[str, object], as_json: bool) -> None:
    if as_json:
        emit_json(view)
        return
    line = " ".join(str(x) for x in (*view["supertypes"], *view["types"]))  # type: ignore[misc]
    subtypes = " ".join(view["subtypes"])  # type: ignore[arg-type]
    console.print(f"[bold]{safe(view['name'])}[/bold]  {safe(view['cost'])}", highlight=False)
    console.print(safe(line + (f" - {subtypes}" if subtypes else "")), highlight=False)
    if view["power"] is not None:
        console.print(f"{safe(view['power'])}/{safe(view['toughness'])}", highlight=False)
    if view["keywords"]:
        keywords = ", ".join(view["keywords"]).replace("_", " ")  # type: ignore[arg-type]
        console.print("Keywords: " + safe(keywords), highlight=False)
    for ability in view["abilities"]:  # type: ignore[attr-defined]
        console.print(f"- {safe(ability['words'])}", highlight=False)
        if ability["targets"]:
            console.print(f"    targets: {safe(', '.join(ability['targets']))}",
                          highlight=False)
        console.print(f"    rules: {safe(', '.join(ability['rules']))}", highlight=False)
    rules = ", ".join(view["rules"])  # type: ignore[arg-type]
    console.print(f"Rules: {safe(rules)}", highlight=False)
    if view["text"]:
        console.print(f"Text: {safe(view['text'], lines=True)}", highlight=False)


@main.command()
@click.option("--json", "as_json", is_flag=True)
def decks(as_json: bool) -> None:
    """List the packaged decklists: the name to give play --deck, its size and what it is.

    shahrazad play --deck old-school/robots --deck old-school/mono_black plays two of
    them against each other. A deck of cards not in the pool is reported as such, with
    its line, in place of what it is.
    """
    from shahrazad.decks import DeckError, load_deck, packaged_decks

    with clean_errors():
        rows: list[tuple[str, int, int, str]] = []
        for name, path in packaged_decks().items():
            first = path.read_text(encoding="utf-8").splitlines()[0]
            about = first.lstrip("# ").strip() if first.startswith("#") else ""
            try:
                deck = load_deck(path)
            except DeckError as exc:
                rows.append((name, 0, 0, f"can't be loaded: {exc}"))
                continue
            rows.append((name, len(deck.main), len(deck.sideboard), about))
        if as_json:
            emit_json([{"name": n, "main": m, "sideboard": s, "about": a}
                       for n, m, s, a in rows])
            return
        t = RichTable("name", "main", "side", "about")
        for n, m, s, a in rows:
            t.add_row(safe(n), f"{m:,}", f"{s:,}", safe(a))
        print_table(t)
