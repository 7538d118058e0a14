"""Where a reading command finds its table: a log file, or a table in the store.

Every command that reads a table takes ``LOG`` or ``--table NAME`` (with ``--db
FILE`` for SQLite, or eventsourcing's PostgreSQL settings from the environment,
as ``play`` writes them). Decorate the command with :func:`table_source` and make
it with ``cls=SourceCommand``; its callback then gets a :class:`Source` instead of
a path::

    @main.command(cls=SourceCommand)
    @table_source
    @click.argument("position", type=int)
    def explain(source: Source, position: int) -> None:
        events = source.events()

``LOG`` stays the first argument, so ``explain LOG 12`` and ``explain --table
NAME 12`` both work: with ``--table``, the positional values belong to the
arguments after ``LOG``.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from shahrazad.cli.common import events_of, fail, remember
from shahrazad.events.base import Event
from shahrazad.events.storage.eras import log_event_bytes, versions_of
from shahrazad.events.storage.logfile import Log, LogHeader, VerifyReport, verify_log
from shahrazad.events.storage.store import TableStore
from shahrazad.events.storage.storeformat import split_row
from shahrazad.events.vocabulary import TableOpened
from shahrazad.projections.index_builder import Unfoldable
from shahrazad.projections.reader import TableReader

__all__ = ["DB_HELP", "Source", "SourceCommand", "table_source"]

DB_HELP = ("The SQLite store (unused when PERSISTENCE_MODULE=eventsourcing.postgres "
           "chooses PostgreSQL).")


class Source:
    """The table a reading command reads: a log file or a stored table, read once.

    :meth:`reader` reads it through its index (:mod:`shahrazad.projections.reader`): the first
    reading of a log checks it whole and leaves its index in the user's cache folder (never
    beside the log), and later ones read only what they need. :meth:`events`
    builds every event, for the few commands that need them all.
    """

    def __init__(self, log: str | None, table: str | None, db: str) -> None:
        self.log = log
        self.table = table
        self.db = db
        self._events: list[Event] | None = None
        self._reader: TableReader | None = None
        self._store: TableStore | None = None

    def reader(self) -> TableReader:
        """The table, read through its index; a table that does not fold is reported in
        one line naming the first event that does not."""
        if self._reader is None:
            try:
                if self.table is not None:
                    self._store = TableStore(self.db, create=False)
                    self._reader = TableReader.of_store(self._store, self.table)
                elif self.log is not None:
                    self._reader = TableReader.open_log(self.log)
                else:
                    fail("give a LOG file or --table NAME")
            except Unfoldable as exc:
                fail(f"bad log: {exc.problem}")
        return self._reader

    @property
    def label(self) -> str:
        """What to call the table: the log file's name, or the table's name."""
        if self.table is not None:
            return self.table
        return Path(self.log or "").name

    def events(self) -> list[Event]:
        """The table's events (checked: a log's hash chain, a stored table's decoding)."""
        if self._events is None:
            if self.table is not None:
                with TableStore(self.db, create=False) as store:
                    self._events = remember(store.events(store.find(self.table)))
            elif self.log is not None:
                self._events = events_of(self.log)
            else:
                fail("give a LOG file or --table NAME")
        return self._events

    def verify(self, key: Ed25519PublicKey | None = None) -> VerifyReport:
        """Check the table: a log file's framing, chain and signature (against ``key`` if
        given), or a stored table's rows: each there, readable, in its place and on the
        hash chain stored with it, and its records against its events
        (:meth:`shahrazad.events.storage.store.TableStore.check`); the first row that is missing,
        edited or out of place, or the record that does not agree, is named. A stored table is
        over when the store recorded its end (its ``complete``), running if not."""
        if self.table is None:
            if self.log is None:
                fail("give a LOG file or --table NAME")
            if not Path(self.log).exists():
                raise FileNotFoundError(self.log)
            return verify_log(self.log, key)
        with TableStore(self.db, create=False) as store:
            tid = store.find(self.table)
            found = store.check(tid)
            over = store.over(tid)
        if not found.ok:
            return VerifyReport(False, len(found.events), found.first_bad,
                                f"table {self.table!r}: {found.problem}")
        if found.format < 2:
            return VerifyReport(False, len(found.events), None, (
                f"table {self.table!r} was stored by an earlier Shahrazad, without chain "
                "hashes: its rows decode in order, but an edit can't be told (export it "
                "and import the log again to store it with them)"))
        events = remember(found.events)
        opened = events[0]
        assert isinstance(opened, TableOpened)  # check() made sure
        log = Log(LogHeader.of(opened), events, found.head, over, LogHeader.of(opened).encode())
        running = None if over else (f"running: {len(events):,} events, no end recorded in "
                                     "the store")
        return VerifyReport(over, len(events), None, running, found.head.hex(), True, over,
                            log.format, log=log)

    def versions(self) -> dict[str, int]:
        """The newest schema version of each kind of the table's events, as the log file or
        the store holds them (:func:`shahrazad.events.storage.eras.versions_of`): what they say of
        its age."""
        if self.table is not None:
            with TableStore(self.db, create=False) as store:
                rows = store.rows(store.find(self.table))
            return versions_of(split_row(state)[1] for _, state in rows)
        if self.log is None:
            fail("give a LOG file or --table NAME")
        count = len(self.events())
        return versions_of(itertools.islice(log_event_bytes(Path(self.log).read_bytes()),
                                            count))

    def beside(self, suffix: str) -> Path:
        """A file named after the table: beside the log, or in the current folder."""
        if self.table is not None:
            return Path(re.sub(r"[^\w.-]+", "_", self.table) + suffix)
        return Path(self.log or "table").with_suffix(suffix)


class SourceCommand(click.Command):
    """A command whose first argument, ``LOG``, can be replaced by ``--table NAME``."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        # A first, side-effect-free parse tells whether --table was given and how many
        # positional values there are; click itself would give the first one to LOG.
        try:
            opts, _, _ = self.make_parser(ctx).parse_args(args=list(args))
        except click.UsageError:
            return super().parse_args(ctx, args)
        if not isinstance(opts.get("table"), str):
            return super().parse_args(ctx, args)
        arguments = [p.name for p in self.get_params(ctx) if isinstance(p, click.Argument)]
        if all(isinstance(opts.get(name), str) for name in arguments):
            # every argument has a value, so one of them is a LOG next to --table
            raise click.UsageError("give a LOG file or --table NAME, not both", ctx)
        rest = super().parse_args(ctx, ["", *args])  # a stand-in for LOG, dropped below
        ctx.params["log"] = None
        return rest


def table_source(command: Callable[..., None]) -> Callable[..., None]:
    """Give ``command`` the ``LOG`` argument, ``--table`` and ``--db``, and call it
    with ``source=Source(...)`` in their place."""

    @functools.wraps(command)
    def with_source(*args: Any, log: str | None, table: str | None, db: str,
                    **kwargs: Any) -> None:
        command(*args, source=Source(log, table, db), **kwargs)

    # click builds a command's parameters from this list in reverse: these come first
    params = list(getattr(command, "__click_params__", []))
    params.append(click.Option(["--db"], default="shahrazad.sqlite", show_default=True,
                               metavar="FILE", help=DB_HELP))
    params.append(click.Option(["--table"], default=None, metavar="NAME",
                               help="Read the table of this name from the store instead "
                                    "of a LOG file."))
    params.append(click.Argument(["log"], required=False,
                                 type=click.Path(dir_okay=False)))
    with_source.__click_params__ = params  # type: ignore[attr-defined]
    return with_source
