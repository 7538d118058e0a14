"""The ``shahrazad`` command group and what every command shares.

Every command takes ``--json`` (shapes in docs/cli/json.md) and reports a bad file or
option in one line with exit code 2; ``verify``'s exit code is its verdict
(:mod:`shahrazad.events.storage.verdicts`, docs/evidence.md: 0 OK, 1 FAILED, 3 RUNNING or CUT, 4
TAKEN AS RECORDED, 5 UNSIGNED, 6 UNKNOWN KEY). The
commands live in the modules beside this one, one module per kind of work.

What a command prints to a pipe or a file is never wrapped: one record (an event, a
player, a game) per line whatever the width, so that ``grep 727.4a`` finds whole
lines. A terminal gets rich's layout (tables, trees) at its width.
"""

from __future__ import annotations

import io
import json
import sys
import unicodedata
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, NoReturn

import click
from rich.console import Console
from rich.markup import escape
from rich.measure import Measurement
from rich.table import Table as RichTable

from shahrazad.cli.group import COMMANDS, main

if TYPE_CHECKING:
    from shahrazad.events.base import Event
    from shahrazad.projections.state import GameState, TableState
    from shahrazad.projections.tree import GameNode

__all__ = ["COMMANDS", "MAX_SEED", "clean_errors", "console", "counters_text", "emit_json",
           "emit_json_list", "events_of", "fail", "first_unfoldable", "main", "node_label",
           "node_lines", "print_table", "print_tree", "remember", "safe", "step_text",
           "visible", "waiting_text"]


class _Console(Console):
    """rich's console, except that nothing it prints to a pipe or a file is wrapped
    (soft wrap: a long line stays one line), whatever ``COLUMNS`` says."""

    def print(self, *objects: Any, soft_wrap: bool | None = None, **options: Any) -> None:
        super().print(*objects, soft_wrap=not self.is_terminal if soft_wrap is None
                      else soft_wrap, **options)


console: Console = _Console(emoji=False)  # ":A:" in "1.1:A:hand" is no emoji code
#: the largest ``--seed``: a log stores its seed as a 64-bit integer, and ``fuzz`` counts
#: seeds up from the one given; a larger seed is refused (exit code 2), never reduced
MAX_SEED = 2**63 - 1
#: the events the last :func:`events_of` read: where a fold error is looked for
_read: list[Event] = []


def visible(value: object, lines: bool = False) -> str:
    r"""``value`` as text with every control or format character shown as its escape.

    A name read from a log, a store, a scenario or a deck may hold ANSI CSI or OSC 8
    sequences, carriage returns or bidirectional overrides: sent as they are, they
    could recolour, hide, overwrite or link the lines a judge reads. Shown as
    ``\x1b`` they are harmless and still tell two names apart. A name's newline is shown
    as ``\n`` too (it could fake a line of its own); ``lines=True`` keeps the newlines of
    a text meant to have several, such as a card's rules text.

    >>> print(visible("A\x1b[31m"))
    A\x1b[31m
    >>> print(visible("Ana\u202e"))
    Ana\u202e
    """
    text = str(value)
    if text.isprintable():  # the common case, and the fast one
        return text
    return "".join(ch.encode("unicode_escape").decode("ascii")
                   if unicodedata.category(ch) in _SHOWN and not (lines and ch == "\n")
                   else ch for ch in text)


#: control, format (bidirectional overrides, zero widths) and line or paragraph
#: separators: what can move the cursor, recolour, link or reorder what follows
_SHOWN = frozenset({"Cc", "Cf", "Zl", "Zp"})


def safe(value: object, lines: bool = False) -> str:
    r"""``value`` ready for rich's console: control characters shown (:func:`visible`)
    and rich markup escaped, so that ``[/]`` can't crash a command and
    ``[bold]A[/bold]`` prints as typed, never as a bold ``A``.

    Every value from a log, a store, a scenario or a deck goes through this on its way
    to the terminal (``tests/test_safe_text.py`` reads the CLI modules to make sure).

    >>> print(safe("[bold]A[/bold]"))
    \[bold]A\[/bold]
    """
    return escape(visible(value, lines))


def fail(message: str, code: int = 2) -> NoReturn:
    click.echo(f"shahrazad: {visible(message)}", err=True)
    sys.exit(code)


@contextmanager
def clean_errors() -> Iterator[None]:
    """Turn the errors a user can cause into one clear line, never a traceback."""
    try:
        yield
    except FileNotFoundError as exc:
        fail(f"no such file: {exc.filename or exc}")
    except _loaded(_LOG_ERROR) as exc:
        fail(f"bad log: {exc}")
    except _loaded(("shahrazad.txn", "ImpossibleOutcome"),
                   ("shahrazad.scenario.errors", "ScenarioError"),
                   ("shahrazad.decks", "DeckError")) as exc:
        fail(str(exc))
    except _loaded(("shahrazad.events.storage.store", "StoreError")) as exc:
        fail(f"store: {exc}")
    except _loaded(("eventsourcing.persistence", "PersistenceError")) as exc:
        fail(f"store: {type(exc).__name__}: {exc} (check PERSISTENCE_MODULE and POSTGRES_*)")
    except IsADirectoryError as exc:
        fail(f"{exc.filename} is a folder, not a file")
    except _loaded(("shahrazad.projections.fold", "FoldError")) as exc:
        found = first_unfoldable(_read) if _read else None
        fail(f"bad log: {found[1]}" if found else f"bad log: it does not fold: {exc}")
    except _loaded(("shahrazad.events.storage.signing", "KeyFileError")) as exc:
        fail(f"bad key file: {exc}")
    except _loaded(("shahrazad.events.storage.logwriter", "LogBusy")) as exc:
        fail(str(exc))
    # every other refusal of the package's: its own words
    except _loaded(("shahrazad.events.errors", "ShahrazadError")) as exc:
        fail(str(exc))
    except OSError as exc:  # a place that can't be written: permissions, a full disk
        fail(f"{exc.filename}: {exc.strerror}" if exc.filename else f"{exc.strerror or exc}")


#: the log file's own error, which reading any log can raise
_LOG_ERROR = ("shahrazad.events.storage.logfile", "LogError")


def _loaded(*places: tuple[str, str]) -> tuple[type[Exception], ...]:
    """The error classes named by ``(module, class)`` whose modules are loaded: an error
    of a module that was never imported can't have been raised, and a command that only
    lists the cards doesn't load the log file, the store or the rules to catch theirs."""
    return tuple(getattr(sys.modules[module], name) for module, name in places
                 if module in sys.modules)


def emit_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, default=str))


def emit_json_list(items: Iterable[Any]) -> int:
    """Print ``items`` as a JSON array, one item at a time: the very text that
    :func:`emit_json` prints for ``list(items)``, without ever holding the list, so a
    million-event audit takes the memory of one event. Returns how many were printed.

    If reading stops on an error, what was printed is an unfinished array (the command
    then exits 2 with the error on stderr).
    """
    out = sys.stdout
    encode = json.JSONEncoder(indent=2, default=str).encode  # what json.dumps makes
    chunk: list[str] = []
    count = 0
    for item in items:
        # a string in JSON holds no newline, so indenting the item's lines is safe
        text = encode(item).replace("\n", "\n  ")
        chunk.append(("[\n  " if count == 0 else ",\n  ") + text)
        count += 1
        if len(chunk) >= 512:
            out.write("".join(chunk))
            chunk.clear()
    chunk.append("\n]\n" if count else "[]\n")
    out.write("".join(chunk))
    out.flush()
    return count


def events_of(log: str) -> list[Event]:
    """The events of a log file, checked (a running log's whole rules actions)."""
    from shahrazad.events.storage.logfile import read_log

    return remember(read_log(log, running=True).events)


def remember(events: list[Event]) -> list[Event]:
    """Keep the events a command read, so that a fold error is told with its position."""
    _read[:] = events
    return events


def first_unfoldable(events: list[Event]) -> tuple[int, str] | None:
    """The first event that does not fold into the table before it, and why, in words;
    ``None`` if they all do."""
    from shahrazad.projections.fold import FoldError, apply
    from shahrazad.projections.index_builder import fold_problem
    from shahrazad.projections.state import TableState

    state = TableState()
    for event in events:
        try:
            apply(state, event)
        except FoldError as exc:
            return event.position, (f"event {event.position} ({event.KIND}) does not fold "
                                    f"into the table: {fold_problem(exc)}")
    return None


# -- describing states ------------------------------------------------------------


def counters_text(counters: dict[str, int]) -> str:
    """Counters as words: ``poison 3, +1/+1 2``."""
    return ", ".join(f"{name} {n}" for name, n in counters.items())


def step_text(game: GameState) -> str:
    from shahrazad.projections.words import STEP_WORDS

    return STEP_WORDS.get(game.step, game.step.replace("_", " "))


def waiting_text(game: GameState) -> str:
    """The triggers waiting to be put on ``game``'s stack: those of a suspended game
    wait for it to resume (727.4a)."""
    return "; ".join(
        f"{t.source_name}'s triggered ability ({t.controller}'s, triggered at event "
        f"{t.triggered_at})" + (f", waiting for game {game.path} to resume (727.4a)"
                                if t.deferred else "")
        for t in sorted(game.triggers.values(), key=lambda t: t.triggered_at))


def node_lines(node: GameNode) -> list[str]:
    """A game of the tree as lines: its head, its players, its battlefield, its stack and
    its waiting triggers."""
    from shahrazad.projections.views import names

    g = node.state
    creator = f", created by {visible(node.created_by_name)}" if node.created_by_name else ""
    top = (f"game {visible(node.path)} ({visible(node.result)}{creator}; turn {g.turn:d}, "
            f"{visible(step_text(g))})")
    players = "; ".join(
        f"{visible(pid)}: {p.life:d} life"
        + (f", counters {visible(counters_text(p.counters))}" if p.counters else "")
        + f", library {len(p.library):d}, hand {len(p.hand):d}, "
          f"graveyard {len(p.graveyard):d}"
        + (" (lost)" if p.lost else "") + (" (left)" if p.left else "")
        for pid, p in g.player.items())
    lines = [top, players,
             f"battlefield: {visible(', '.join(names(g, g.battlefield)) or '-')}"]
    if g.stack:
        lines.append(f"stack: {visible(', '.join(names(g, g.stack)))}")
    if g.triggers:
        lines.append(f"waiting triggers: {visible(waiting_text(g))}")
    return lines


def node_label(node: GameNode) -> str:
    """:func:`node_lines` as markup for rich's tree: the head in bold, every value
    escaped."""
    head, *rest = node_lines(node)
    return "\n".join([f"[bold]{safe(head)}[/]", *(safe(line) for line in rest)])


def print_tree(state: TableState) -> None:
    """The tree of games: drawn as a tree on a terminal; to a pipe, a line per game,
    indented by its depth, its parts separated by `` | ``."""
    from rich.tree import Tree

    from shahrazad.projections.tree import game_tree

    tree = game_tree(state)
    if not console.is_terminal:
        for node in tree.walk():
            console.print(visible("  " * node.depth + " | ".join(node_lines(node))), markup=False,
                          highlight=False)
        return
    root = Tree(node_label(tree.root))

    def add(branch: Tree, node: GameNode) -> None:
        for child in node.children:
            add(branch.add(node_label(child)), child)

    add(root, tree.root)
    console.print(root)


def _measure(grid: RichTable) -> Measurement:
    """The narrowest ``grid`` can be drawn without cutting a word, and its natural width."""
    return Measurement.get(console, console.options.update(max_width=1_000_000), grid)


def _records(grid: RichTable) -> Iterator[str]:
    """Each row of ``grid`` as one line of rich markup: its first cell, then every other
    cell that says something, after its column's header."""
    columns = grid.columns
    cells = [[str(cell) for cell in column.cells] for column in columns]
    for row in range(grid.row_count):
        first, *rest = [c[row].replace("\n", " ") for c in cells]
        said = "; ".join(f"{escape(str(column.header))}: {cell}" if column.header else cell
                         for column, cell in zip(columns[1:], rest, strict=True) if cell)
        yield f"{first}  {said}" if first and said else first or said


def print_table(grid: RichTable, lines: Iterable[str] | None = None) -> None:
    """A table that shows every value whole, at any width.

    To a pipe or a file: a line per row, whole, without borders, however wide. On a
    terminal: the table as drawn if it fits; else without its borders (decoration goes
    before data), its cells wrapped between words, never cut short with an ellipsis;
    and if even a word a cell can't fit, a line per row (``lines``, if given: the
    command's own one-line form; else each row's cells after their headers), which
    the terminal wraps."""
    if not console.is_terminal:
        grid.box = None
        grid.pad_edge = False
        grid.title_justify = "left"
        width = _measure(grid).maximum
        drawn = io.StringIO()
        Console(width=width, file=drawn, soft_wrap=True, color_system=None).print(grid)
        for line in drawn.getvalue().splitlines():
            click.echo(line.rstrip())
        return
    if _measure(grid).maximum <= console.width:
        console.print(grid)
        return
    grid.box = None
    grid.show_edge = False
    grid.pad_edge = False
    grid.title_justify = "left"
    for column in grid.columns:
        column.overflow = "fold"  # a word longer than its column breaks, never "…"
    if _measure(grid).minimum <= console.width:
        console.print(grid)
        return
    # the table's own title and cells (made safe where they were filled), re-rendered
    heading = [str(grid.title)] if grid.title else []
    for table_line in [*heading, *(lines if lines is not None else _records(grid))]:
        console.print(table_line, highlight=False)

