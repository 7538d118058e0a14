"""The ``shahrazad`` command: play, run scenarios, and read recorded tables.

Every command takes ``--json`` (shapes in docs/cli/json.md) and reports a bad file or
option in one line with exit code 2; ``verify``'s exit code is its verdict
(:mod:`shahrazad.events.storage.verdicts`, docs/evidence.md: 0 OK, 1 FAILED, 3 RUNNING or CUT, 4
TAKEN AS RECORDED, 5 UNSIGNED, 6 UNKNOWN KEY).

The group is :mod:`shahrazad.cli.group`, what the commands share is in
:mod:`shahrazad.cli.common`; each module beside them holds one kind of command and
registers them on import, which the group does when a command is first used
(``shahrazad.cli.group.COMMANDS``): ``shahrazad --help`` loads none of them.
"""

from shahrazad.cli.group import main

__all__ = ["main"]
