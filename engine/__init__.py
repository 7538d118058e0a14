"""Shahrazad: games of Magic: The Gathering with subgames, as event logs.

Everything a user of the library needs is here; the modules behind it hold the
details. A :class:`Table` is the main game and every subgame it ever holds, as
one list of events. You move it on with decisions, the way python-chess moves a
board on with moves:

>>> import shahrazad
>>> deck = ["Plains"] * 16 + ["Shahrazad"] * 4 + ["Serra Angel"] * 4 \\
...      + ["Mountain"] * 8 + ["Lightning Bolt"] * 8
>>> table = shahrazad.Table.new(["A", "B"], [deck, deck], seed=7)
>>> table.pending().kind                   # rule 103 ran up to the first decision
'mulligan'
>>> _ = table.push(shahrazad.Keep())          # the events this decision caused
>>> before = table.position
>>> table.push(shahrazad.Pass())  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
shahrazad.txn.IllegalDecision: ... expected keep or mulligan, got pass (rule 103.5)
>>> table.position == before               # refused with its rule: nothing appended
True
>>> table.push_named("keep")[0].KIND       # a decision written as text, like "Nf3"
'decided'
>>> table.play({"A": shahrazad.RandomAgent(1), "B": shahrazad.RandomAgent(2)})
>>> table.is_over(), table.events[0].KIND
(True, 'table_opened')

Every event names its game (``"1"`` the main game, ``"1.1"`` its first subgame,
``"1.1.1"`` a subgame of that), its position, and the rule that caused it, in the
numbering of the table's rules edition. A recorded table reads back at any
position, however deep inside nested subgames:

>>> r = shahrazad.replay(table.events)        # or shahrazad.replay("game.shlog")
>>> state = r.at(40)                        # the whole table after event 40
>>> shahrazad.game_tree(state).game("1").status
'running'
>>> line = next(iter(shahrazad.audit(table.events)))
>>> line.position, line.game, line.rule
(1, '1', '100.1')

The rest of the face:

* decisions: :class:`Pass`, :class:`Keep`, :class:`Mulligan`, :class:`Bottom`,
  :class:`Play`, :class:`Cast`, :class:`Activate`, :class:`Mana`, :class:`Attack`,
  :class:`Block`, :class:`Discard`, :class:`Search`, :class:`Target`, :class:`Wish`,
  :class:`Allow`, :class:`Concede`; an illegal one raises :class:`IllegalDecision`
  naming the rule it breaks. A decision can also be written as text, the way
  python-chess reads "Nf3": ``table.push_named("cast Lightning Bolt targeting B")``,
  and ``table.name(decision)`` gives it back (:mod:`shahrazad.naming`);
* agents that decide when no person does: :class:`PassiveAgent`,
  :class:`RandomAgent`, :class:`ScriptedAgent`;
* a new table's settings, checked in one place: :class:`TableSettings`
  (``Table.from_settings(settings)``; ``Table.new`` builds one from its arguments);
* judges' scenario files: :func:`load_scenario`, :func:`run_scenario`;
* log files: :func:`read_log` (a header and hash-chained events, verified as read),
  :func:`write_log`, :func:`verify_log`;
* reading a table: :func:`replay` (seek by position), :class:`Cursor` (step, seek a
  game's start or turn, the next event of a kind), :func:`game_tree`,
  :func:`audit` (each event in plain words with its rule), :func:`explain` (the
  chain of causes of an event), :func:`card_story` (every move of one card).

The three packages keep their layers: :mod:`shahrazad.events` is the vocabulary (event
types, their encoding, the log file, the store), :mod:`shahrazad.projections` folds events
into state and views, and :mod:`shahrazad` decides which events happen.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from shahrazad.agents import Agent, PassiveAgent, RandomAgent, ScriptedAgent
    from shahrazad.decisions import (
        Activate,
        Allow,
        Attack,
        Block,
        Bottom,
        Cast,
        Concede,
        Decision,
        Discard,
        Keep,
        Mana,
        Mulligan,
        Pass,
        Play,
        Search,
        Target,
        Wish,
    )
    from shahrazad.events.errors import ShahrazadError
    from shahrazad.events.storage.logfile import Log, LogError, read_log, verify_log, write_log
    from shahrazad.naming import NamingError
    from shahrazad.projections.audit import AuditLine, audit
    from shahrazad.projections.causes import card_story, explain
    from shahrazad.projections.cursor import Cursor, events_where
    from shahrazad.projections.replay import Replay, replay
    from shahrazad.projections.tree import GameTree, game_tree
    from shahrazad.scenario import Scenario, ScenarioError, load_scenario, run_scenario
    from shahrazad.settings import TableSettings
    from shahrazad.table import Table
    from shahrazad.txn import IllegalDecision


__all__ = [
    "Activate", "Agent", "Allow", "Attack", "AuditLine", "Block", "Bottom", "Cast", "Concede",
    "Cursor", "Decision", "Discard", "GameTree", "IllegalDecision", "Keep", "Log", "LogError",
    "Mana", "Mulligan", "NamingError", "Pass", "PassiveAgent", "Play", "RandomAgent", "Replay",
    "Scenario", "ScenarioError", "ScriptedAgent", "Search", "ShahrazadError", "Table",
    "TableSettings", "Target", "Wish", "audit",
    "card_story", "events_where", "explain", "game_tree", "load_scenario", "read_log",
    "replay", "run_scenario", "verify_log", "write_log",
]

#: where each name of the face lives: loaded on first use (PEP 562), so that a command
#: that only reads a log (``shahrazad verify``) does not load the rules to start
_HOME = {
    **dict.fromkeys(("Agent", "PassiveAgent", "RandomAgent", "ScriptedAgent"), "shahrazad.agents"),
    **dict.fromkeys(("Activate", "Allow", "Attack", "Block", "Bottom", "Cast", "Concede",
                     "Decision", "Discard", "Keep", "Mana", "Mulligan", "Pass", "Play",
                     "Search", "Target", "Wish"), "shahrazad.decisions"),
    "NamingError": "shahrazad.naming",
    **dict.fromkeys(("Scenario", "ScenarioError", "load_scenario", "run_scenario"),
                    "shahrazad.scenario"),
    "ShahrazadError": "shahrazad.events.errors",
    "Table": "shahrazad.table",
    "TableSettings": "shahrazad.settings",
    "IllegalDecision": "shahrazad.txn",
    **dict.fromkeys(("Log", "LogError", "read_log", "verify_log", "write_log"),
                    "shahrazad.events.storage.logfile"),
    **dict.fromkeys(("AuditLine", "audit"), "shahrazad.projections.audit"),
    **dict.fromkeys(("card_story", "explain"), "shahrazad.projections.causes"),
    **dict.fromkeys(("Cursor", "events_where"), "shahrazad.projections.cursor"),
    **dict.fromkeys(("Replay", "replay"), "shahrazad.projections.replay"),
    **dict.fromkeys(("GameTree", "game_tree"), "shahrazad.projections.tree"),
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
