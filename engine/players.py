"""Who may sit at a new table: the one rule for player ids, whatever makes the table.

A player id is printed in every audit line, every message and every view, and it is
how a judge names a player in a scenario file or a decision's text. So a table the
engine opens takes only ids that can't be read as anything but a name: 1 to 32 ASCII
letters or digits, ``_``, ``-`` or ``.``, starting with a letter or digit
(:data:`PLAYER_ID`). Nothing in them is terminal markup, an escape or a control
character, and (ASCII only: no look-alike letters of other scripts) two ids that print
alike are alike.

The rule holds for every way a table is made: :meth:`shahrazad.table.Table.new` (``play``,
a scenario with decks, a re-run) checks it first, a scenario file is checked as it is
read (its ``players``, for decks and positions alike), and every ``TableOpened`` the
engine emits is checked as it is emitted (:class:`shahrazad.txn.Txn`), so no builder of
tables can leave it out. A log made elsewhere may hold other ids: readers show them
escaped, never refuse them.

>>> check_player_ids(["A", "B-2", "judge.1"])
>>> check_player_ids(["A", "[/]"])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
shahrazad.players.PlayerIdError: player id '[/]' is not one of the safe ones: 1 to 32 ASCII...
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from shahrazad.events.errors import ShahrazadError

__all__ = ["PLAYER_ID", "PlayerIdError", "check_player_ids"]

#: the player ids a new table takes
PLAYER_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,31}")


class PlayerIdError(ShahrazadError, ValueError):
    """A player id a new table does not take; ``pid`` is the id."""

    def __init__(self, pid: object) -> None:
        shown = repr(pid)
        if len(shown) > 60:
            shown = shown[:60] + "..."
        super().__init__(f"player id {shown} is not one of the safe ones: 1 to 32 ASCII "
                         "letters or digits, '_', '-' or '.', starting with a letter or digit")
        self.pid = pid


def check_player_ids(players: Iterable[object]) -> None:
    """Raise :class:`PlayerIdError` for the first id a new table does not take."""
    for pid in players:
        if not isinstance(pid, str) or not PLAYER_ID.fullmatch(pid):
            raise PlayerIdError(pid)
