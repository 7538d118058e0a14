"""The ``shahrazad`` command group, which loads each command only when it is used.

Starting a command costs what its own module imports and nothing more: reading a log
does not load the rules, and ``shahrazad --help`` loads no command at all. The group
knows each command by two facts written here, :data:`COMMANDS` (the module that
defines it, imported when the command runs or its own ``--help`` is asked for) and
:data:`SUMMARIES` (its one-line help, what the group's ``--help`` lists). Each module
registers its commands on the group when imported (``@main.command()``).

``tests/test_cli_loading.py`` keeps the two honest: every command's module defines it,
and each summary is the first sentence of the command's own help, so the group's
``--help`` reads the same as if every command were loaded.

This module imports nothing of the package: it is all ``shahrazad --help`` loads.
"""

from __future__ import annotations

import importlib

import click

__all__ = ["COMMANDS", "SUMMARIES", "main"]

#: where each command lives: its module is imported when the command is run, so that
#: reading a log does not load the rules to start
COMMANDS = {
    **dict.fromkeys(("audit", "diff", "events", "explain", "replay", "report", "story",
                     "tree", "verify"), "shahrazad.cli.reading"),
    **dict.fromkeys(("demo", "play", "run"), "shahrazad.cli.playing"),
    **dict.fromkeys(("export", "import", "tables"), "shahrazad.cli.storage"),
    **dict.fromkeys(("keygen", "sign"), "shahrazad.cli.signing"),
    "cards": "shahrazad.cli.pool", "decks": "shahrazad.cli.pool", "check": "shahrazad.cli.checking",
    "fuzz": "shahrazad.cli.fuzzing", "options": "shahrazad.cli.options",
}

#: each command's one-line help: the first sentence of its docstring, as click lists it
SUMMARIES = {
    "audit": "The audit trail: every event, indented by game depth, with its rule and"
             " title.",
    "cards": "List the card pool, or show the card NAME in full.",
    "check": "Run each scenario and check its [[expect]] tables: held or broken, the "
             "actual value beside the expected one.",
    "decks": "List the packaged decklists: the name to give play --deck, its size and what"
             " it is.",
    "demo": "Run the demo: subgames nested three deep, a wish, a deferred trigger.",
    "diff": "What changed between positions N and M, game by game.",
    "events": "The audit trail: every event, indented by game depth, with its rule "
              "and title.",
    "explain": "Why event N happened: its chain of causes back to a player's "
               "decision.",
    "export": "Write the stored table NAME as a portable log file, byte for byte the "
              "log it was played as, after checking every row and record (a damaged "
              "table is refused).",
    "fuzz": "Play random tables with Shahrazad and check every invariant after every "
            "action.",
    "import": "Store the table of the log file LOG under a name, after checking it as"
              " `verify` does: its framing, hash chain and trailer, that every event "
              "folds, and its signature if it has one (a log that fails is refused, "
              "exit 2, and leaves no trace).",
    "keygen": "Make an Ed25519 key pair to sign logs with: NAME (private, readable by"
              " you alone) and NAME.pub (public: give it to whoever checks your "
              "logs).",
    "options": "List the readings (A1-A26) and the table settings.",
    "play": "Play a seeded game between agents, store it, and write its log as it is "
            "played.",
    "replay": "Show the whole table (every game, zone, life total) after event N.",
    "report": "Write one self-contained HTML page to read LOG in a browser.",
    "run": "Play out a scenario file (a table as it stands, and the players' "
           "decisions).",
    "sign": "Sign LOG with your private key: the header as stored, every event "
            "(through the head of the hash chain) and whether the table is over or "
            "still running.",
    "story": "A card's story: everywhere one physical card went, across games and "
             "zones.",
    "tables": "List the tables in the store: name, players, edition, events, status, "
              "winners.",
    "tree": "The nested tree of games at a position, with each game's state.",
    "verify": "Check a log: its framing, hash chain and trailer, that every event "
              "folds into the table, and its signature; with --table, a stored "
              "table's rows, each on the hash chain, and its records against its "
              "events.",
}


class _Commands(click.Group):
    """The ``shahrazad`` group: a command's module registers it on import (see
    :data:`COMMANDS`); the list of commands is told from :data:`SUMMARIES`."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*COMMANDS, *self.commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in COMMANDS:
            importlib.import_module(COMMANDS[cmd_name])
        return super().get_command(ctx, cmd_name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The list of commands as click writes it, each command's line from its
        summary: listing them loads none (a loaded one speaks for itself)."""
        rows = []
        for name in self.list_commands(ctx):
            command = self.commands.get(name)
            if command is None and name in SUMMARIES:
                command = click.Command(name, help=SUMMARIES[name])
            if command is None:
                command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, command))
        if rows:
            limit = formatter.width - 6 - max(len(name) for name, _ in rows)
            with formatter.section("Commands"):
                formatter.write_dl([(name, c.get_short_help_str(limit)) for name, c in rows])


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option("0.1.0", prog_name="shahrazad")
def main() -> None:
    """Shahrazad: Magic games with subgames (Comprehensive Rules 727), as event logs.

    Play a table, run a judge's scenario, and read any recorded table: its events with
    the rule behind each, the nested game tree at any position, and why anything
    happened. Run `shahrazad COMMAND --help` for each command.
    """
