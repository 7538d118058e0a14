"""The ``shahrazad`` command group and what every command shares.

Every command takes ``--json`` (shapes in the README) and reports a bad file or
option in one line with exit code 2; ``verify`` exits 1 when a log fails. The
commands live in the modules beside this one, one module per kind of work.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

import click
from eventsourcing.persistence import PersistenceError
from rich.console import Console
from rich.tree import Tree

from engine.decks import DeckError
from engine.scenario import ScenarioError
from engine.txn import ImpossibleOutcome
from events.base import Event
from events.logfile import LogError, read_log
from events.logwriter import LogBusy
from events.signing import KeyFileError
from events.store import StoreError
from projections.fold import FoldError, apply
from projections.state import TableState
from projections.tree import GameNode, game_tree
from projections.views import names

console = Console()
#: the events the last :func:`events_of` read: where a fold error is looked for
_read: list[Event] = []


def fail(message: str, code: int = 2) -> NoReturn:
    click.echo(f"shahrazad: {message}", err=True)
    sys.exit(code)


@contextmanager
def clean_errors() -> Iterator[None]:
    """Turn the errors a user can cause into one clear line, never a traceback."""
    try:
        yield
    except FileNotFoundError as exc:
        fail(f"no such file: {exc.filename or exc}")
    except LogError as exc:
        fail(f"bad log: {exc}")
    except (ScenarioError, DeckError, ImpossibleOutcome) as exc:
        fail(str(exc))
    except StoreError as exc:
        fail(f"store: {exc}")
    except PersistenceError as exc:
        fail(f"store: {type(exc).__name__}: {exc} (check PERSISTENCE_MODULE and POSTGRES_*)")
    except IsADirectoryError as exc:
        fail(f"{exc.filename} is a folder, not a file")
    except FoldError as exc:
        found = first_unfoldable(_read) if _read else None
        fail(f"bad log: {found[1]}" if found else f"bad log: it does not fold: {exc}")
    except KeyFileError as exc:
        fail(f"bad key file: {exc}")
    except LogBusy as exc:
        fail(str(exc))
    except OSError as exc:  # a place that can't be written: permissions, a full disk
        fail(f"{exc.filename}: {exc.strerror}" if exc.filename else f"{exc.strerror or exc}")


def emit_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, default=str))


def events_of(log: str) -> list[Event]:
    """The events of a log file, checked (a running log's whole rules actions)."""
    return remember(read_log(log, running=True).events)


def remember(events: list[Event]) -> list[Event]:
    """Keep the events a command read, so that a fold error is told with its position."""
    _read[:] = events
    return events


def first_unfoldable(events: list[Event]) -> tuple[int, str] | None:
    """The first event that does not fold into the table before it, and why, in words;
    ``None`` if they all do."""
    state = TableState()
    for event in events:
        try:
            apply(state, event)
        except FoldError as exc:
            return event.position, (f"event {event.position} ({event.KIND}) does not fold "
                                    f"into the table: {_why(exc)}")
    return None


def _why(exc: FoldError) -> str:
    """A fold error's reason in words (the fold says it with the exception it met)."""
    cause = exc.__context__
    if isinstance(cause, KeyError):
        return f"it names {cause.args[0]!r}, which the table does not have there"
    if isinstance(cause, IndexError):
        return "it names a place in a zone that is not there"
    if isinstance(cause, AttributeError | TypeError | ValueError):
        return "its fields do not fit the state of the table"
    text = str(exc)
    return text.split(": ", 1)[1] if ": " in text and "does not fit" in text else text


# -- describing states ------------------------------------------------------------


def node_label(node: GameNode) -> str:
    g = node.state
    made = f", created by {node.created_by_name}" if node.created_by_name else ""
    head = f"[bold]game {node.path}[/] ({node.result}{made}; turn {g.turn} {g.step})"
    people = "; ".join(
        f"{pid}: {p.life} life" + (f" {dict(p.counters)}" if p.counters else "")
        + f", lib {len(p.library)} hand {len(p.hand)} gy {len(p.graveyard)}"
        + (" (lost)" if p.lost else "")
        for pid, p in g.player.items())
    return f"{head}\n{people}\nbattlefield: {', '.join(names(g, g.battlefield)) or '-'}" + (
        f"\nstack: {', '.join(names(g, g.stack))}" if g.stack else "")


def print_tree(state: TableState) -> None:
    tree = game_tree(state)
    root = Tree(node_label(tree.root))

    def add(branch: Tree, node: GameNode) -> None:
        for child in node.children:
            add(branch.add(node_label(child)), child)

    add(root, tree.root)
    console.print(root)


# -- the commands -------------------------------------------------------------------------


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option("0.1.0", prog_name="shahrazad")
def main() -> None:
    """Shahrazad: Magic games with subgames (Comprehensive Rules 727), as event logs.

    Play a table, run a judge's scenario, and read any recorded table: its events with
    the rule behind each, the nested game tree at any position, and why anything
    happened. Run `shahrazad COMMAND --help` for each command.
    """

