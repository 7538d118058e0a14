"""MkDocs hook: the pages made from the code, never written by hand.

Each entry of :data:`GENERATED` is a page of the site (its path under ``docs/``, as
``nav`` in ``mkdocs.yml`` names it) and the function that writes its Markdown from the
engine's own registries at build time, so the page can't drift from what the engine
does:

- ``readings.md``: the readings A1-A26 and the table settings, from
  ``engine/rules/options.py`` (what ``shahrazad options`` prints);
- ``cards/pool.md``: the card reference, every card of the pool by the set it was first
  printed in, with its cost, type line, P/T, text, abilities in the words the rules run
  and the rules it touches (what ``shahrazad cards NAME`` prints of each);
- ``cli/reference.md``: every command with its ``--help``, as click writes it;
- ``api/reference/NAME.md``: one page per public module of the package, its docstrings
  rendered by mkdocstrings, found on disk as the package is built (``engine/`` is
  ``shahrazad``, ``events/`` is ``shahrazad.events``, ``projections/`` is
  ``shahrazad.projections``), and listed in the nav under "API reference".

No file of that name may exist in ``docs/`` (``tests/test_docs.py`` checks it, and
checks that each page says what its registry holds).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
#: the folders the package is built from, and the import names they get (pyproject.toml)
FOLDERS = {"engine": "shahrazad", "events": "shahrazad.events",
           "projections": "shahrazad.projections"}
API_ROOT = "api/reference"


def _cell(text: str) -> str:
    """``text`` fit for a cell of a Markdown table: its pipes escaped, on one line."""
    return text.replace("|", "\\|").replace("\n", " ")


def _code(values: Any) -> str:
    return ", ".join(f"`{v}`" for v in values)


def readings_page() -> str:
    """The readings A1-A26 and the settings, from the options registry."""
    from shahrazad.rules.citations import EDITIONS
    from shahrazad.rules.options import READINGS, SETTINGS

    lines = [
        "# Readings",
        "",
        "Where the Comprehensive Rules leave room, the engine takes a *default reading*;",
        "a table option, recorded in the log's header, selects the alternative:",
        '`Table.new(..., options={"a1_departed_cards": "outside"})` in Python,',
        "`options = { a1_departed_cards = \"outside\" }` in a scenario file, or",
        "`shahrazad play --option a1_departed_cards=outside`. `shahrazad options` lists",
        "the same (`--json` as data); an unknown option or value is refused with the",
        "valid ones. *Fixed*: the rules leave no real alternative. An alternative *not yet",
        "available* needs a mechanic the engine doesn't have yet, and is refused until it",
        "does. An alternative that changes nothing under a table's edition is refused",
        "too, naming the editions it concerns.",
        "",
        "This page is generated from `engine/rules/options.py`, the one place the",
        "readings are defined. See [Rules editions](editions.md) for how a table's",
        "edition and options are recorded.",
        "",
        "| id | question | default | alternative | option (default first) |",
        "|---|---|---|---|---|",
    ]
    for r in READINGS.values():
        option = (f"`{r.key}`: {_code(r.values)}" if r.key else "fixed") + (
            " (alternative not yet available)" if r.not_yet else "")
        lines.append(f"| [{r.id}](#{r.id.lower()}) | {_cell(r.question)} | "
                     f"{_cell(r.default)} | {_cell(r.alternative or '-')} | {option} |")
    for r in READINGS.values():
        lines += ["", f"## {r.id} {{#{r.id.lower()}}}", "", f"**{r.question}**", "",
                  f"- **Default:** {r.default}",
                  f"- **Alternative:** {r.alternative or '- (a fixed reading)'}"]
        if r.key:
            values = " \\| ".join(f"`{v}`" for v in r.values)
            lines.append(f"- **Option:** `{r.key}` = {values} (default first)")
        if r.not_yet:
            lines.append(f"- **Not yet available:** {r.not_yet}")
        lines.append(f"- **Rules:** {', '.join(r.rules)}")
        if r.editions != EDITIONS:
            lines.append(f"- **Matters in:** {', '.join(r.editions)}")
        if r.note:
            lines.append(f"- **Note:** {r.note}")
    lines += ["", "## Settings", "",
              "The other things a log header records are settings: facts about how the "
              "table was made, not readings.", "",
              "| option | what | values | set by |", "|---|---|---|---|"]
    for s in SETTINGS.values():
        values = (_code(s.values) or "any text") + (" (several joined by `+`)"
                                                    if s.joinable else "")
        lines.append(f"| `{s.key}` | {_cell(s.what)} | {values} | {_cell(s.set_by)} |")
    return "\n".join(lines) + "\n"


#: the sets a card may be first printed in, by code (``shahrazad cards --set CODE``)
SET_NAMES = {"LEA": "Limited Edition Alpha (1993)", "LEB": "Limited Edition Beta (1993)",
             "2ED": "Unlimited Edition (1993)", "3ED": "Revised Edition (1994)",
             "ARN": "Arabian Nights (1993)", "ATQ": "Antiquities (1994)",
             "LEG": "Legends (1994)", "DRK": "The Dark (1994)",
             "FEM": "Fallen Empires (1994)"}


def pool_page() -> str:
    """The card reference: every card of the pool (tokens aside), by the set it was first
    printed in, each with its cost, type line, power and toughness, its text, its
    abilities in the words the rules run, and the rules it touches."""
    from shahrazad.cards import catalog
    from shahrazad.cards.summarize import type_line
    from shahrazad.cards.words import abilities, rules_of
    from shahrazad.filters import SET_CODES, set_code

    pool = [catalog.POOL.card(n) for n in catalog.POOL.names()]
    cards = [d for d in pool if not d.token]
    by_set: dict[str, list[Any]] = {code: [] for code in (*SET_CODES, "")}
    for d in cards:
        by_set[set_code(d.first_printed)].append(d)
    lines = [
        "# The card pool",
        "",
        f"The {len(cards)} cards the engine knows, by the set each was first printed in,",
        "each with its mana cost, type line, power and toughness, its text (a paraphrase",
        "of its current Oracle wording), its abilities in the words worked out from its",
        "data (what the rules run), and the rules it touches: those of its abilities'",
        "effects, costs and targets and of its keywords, in the current numbering. This",
        "page is generated from the pool at build time, never written by hand.",
        "",
        "`shahrazad cards` lists the pool (`--set LEA` one set), `shahrazad cards NAME`",
        "shows one card in full. A card the pool lacks can be defined in a scenario: see",
        "[Cards](index.md).",
        "",
    ]
    lines += [f"- [{SET_NAMES.get(code, 'Later cards')}](#{(code or 'later').lower()}): "
              f"{len(found)} card{'s' if len(found) > 1 else ''}"
              for code, found in by_set.items() if found]
    for code, found in by_set.items():
        if not found:
            continue
        title = f"{SET_NAMES[code]}, {code}" if code else "Later cards"
        lines += ["", f"## {title} {{#{(code or 'later').lower()}}}", ""]
        if not code:
            lines += ["Cards printed after 1994, in the pool for the subgame rules and the",
                      "variants they meet (wishes, restarts, the command zone).", ""]
        lines += ["| name | cost | type | P/T | text | abilities, as the rules run them "
                  "| rules |", "|---|---|---|---|---|---|---|"]
        for d in sorted(found, key=lambda d: d.name):
            words = ([", ".join(sorted(d.keywords)).replace("_", " ")] if d.keywords else [])
            words += abilities(d)
            pt = f"{d.power}/{d.toughness}" if d.power is not None else ""
            lines.append(f"| {_cell(d.name)} | {_cell(str(d.cost) if d.cost else '')} | "
                         f"{_cell(type_line(d))} | {pt} | {_cell(d.text)} | "
                         f"{'<br>'.join(_cell(w) for w in words)} | "
                         f"{', '.join(rules_of(d))} |")
    tokens = sorted(d.name for d in pool if d.token)
    if tokens:
        lines += ["", f"Tokens the cards make: {', '.join(tokens)}."]
    return "\n".join(lines) + "\n"


def cli_reference_page() -> str:
    """Every command of ``shahrazad`` with its ``--help``, in click's own words; an alias
    (``events`` for ``audit``) is named with its command."""
    import importlib

    import click

    from shahrazad.cli.common import COMMANDS, main

    for module in dict.fromkeys(COMMANDS.values()):  # every command registered
        importlib.import_module(module)
    # a fixed width, so the page doesn't depend on the terminal that builds it
    settings: dict[str, Any] = {"terminal_width": 88, "max_content_width": 88}
    top = click.Context(main, info_name="shahrazad", **main.context_settings, **settings)
    names = main.list_commands(top)
    commands = {name: main.get_command(top, name) for name in names}
    lines = [
        "# Command-line reference",
        "",
        "Every command of `shahrazad` with its options, generated from the commands",
        "themselves: the same text as `shahrazad COMMAND --help`. What the commands share",
        "(exit codes, output to a pipe, `--table`) is in [Command line](index.md); what",
        "`--json` prints, in [JSON output](json.md).",
        "",
        "```text",
        main.get_help(top),
        "```",
        "",
        "| command | what it does |",
        "|---|---|",
    ]
    sections: list[str] = []
    for name, command in commands.items():
        if command is None or command.name != name:
            continue  # an alias: told under its command
        aliases = [other for other, same in commands.items() if same is command and other != name]
        also = f" (also `shahrazad {'`, `shahrazad '.join(aliases)}`)" if aliases else ""
        said = command.get_short_help_str(limit=300).replace("[", "\\[").replace("]", "\\]")
        lines.append(f"| [`{name}`](#shahrazad-{name}){also} | {_cell(said)} |")
        context = click.Context(command, info_name=name, parent=top, **settings)
        sections += ["", f"## shahrazad {name}", ""]
        if aliases:
            sections += [f"Also `shahrazad {'`, `shahrazad '.join(aliases)}`.", ""]
        sections += ["```text", command.get_help(context), "```"]
    return "\n".join(lines + sections) + "\n"


#: every generated page: its path under docs/ and what writes it
GENERATED: dict[str, Callable[[], str]] = {
    "readings.md": readings_page,
    "cards/pool.md": pool_page,
    "cli/reference.md": cli_reference_page,
}


def api_modules() -> list[str]:
    """Every public module of the package by its import name, packages before their
    modules (a module whose name, or a package's, starts with ``_`` is private)."""
    found = []
    for folder, name in FOLDERS.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if any(p.startswith("_") for p in parts):
                continue
            found.append(".".join([name, *parts]))
    return sorted(set(found))


def api_page(module: str) -> str:
    return f"# `{module}`\n\n::: {module}\n"


def api_nav(modules: list[str]) -> list[Any]:
    """The "API reference" part of the nav: a section per package, holding the package's
    own page first, then its modules and subpackages."""
    packages = {m for m in modules if any(o.startswith(m + ".") for o in modules)}

    def entries(package: str) -> list[Any]:
        found: list[Any] = [{package: f"{API_ROOT}/{package}.md"}]
        for module in modules:
            if module.rpartition(".")[0] != package:
                continue
            if module in packages:
                found.append({module: entries(module)})
            else:
                found.append({module: f"{API_ROOT}/{module}.md"})
        return found

    return [{"shahrazad": entries("shahrazad")}]


def on_config(config: Any) -> Any:
    """MkDocs' event: the "API reference" entry of the nav becomes a section per package."""
    modules = api_modules()
    for i, item in enumerate(config["nav"] or []):
        if isinstance(item, dict) and item.get("API reference") == f"{API_ROOT}/":
            config["nav"][i] = {"API reference": api_nav(modules)}
    return config


def on_files(files: Any, config: Any) -> Any:
    """MkDocs' event: add the generated pages to the site's files."""
    from mkdocs.structure.files import File

    for path, write in GENERATED.items():
        files.append(File.generated(config, path, content=write()))
    for module in api_modules():
        files.append(File.generated(config, f"{API_ROOT}/{module}.md",
                                    content=api_page(module)))
    return files
