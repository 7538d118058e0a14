"""The ``shahrazad`` command: play, run scenarios, and read recorded tables.

Every command takes ``--json`` (shapes in docs/cli/json.md) and reports a bad file or
option in one line with exit code 2; ``verify`` exits 1 when a log fails.

The group and what the commands share are in :mod:`engine.cli.common`; each module
beside it holds one kind of command and registers them on import, which the group
does when a command is first used (``engine.cli.common.COMMANDS``).
"""

from engine.cli.common import main

__all__ = ["main"]
