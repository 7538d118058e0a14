"""Shahrazad: games of Magic: The Gathering with subgames, as event logs.

Everything a user of the library needs is here; the modules behind it hold the
details. A :class:`Table` is the main game and every subgame it ever holds, as
one list of events. You move it on with decisions, the way python-chess moves a
board on with moves:

>>> import engine
>>> deck = ["Plains"] * 16 + ["Shahrazad"] * 4 + ["Serra Angel"] * 4 \\
...      + ["Mountain"] * 8 + ["Lightning Bolt"] * 8
>>> table = engine.Table.new(["A", "B"], [deck, deck], seed=7)
>>> table.pending().kind                   # rule 103 ran up to the first decision
'mulligan'
>>> _ = table.push(engine.Keep())          # the events this decision caused
>>> before = table.position
>>> table.push(engine.Pass())  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
engine.txn.IllegalDecision: ... expected keep or mulligan, got pass (rule 103.5)
>>> table.position == before               # refused with its rule: nothing appended
True
>>> table.push_named("keep")[0].KIND       # a decision written as text, like "Nf3"
'decided'
>>> table.play({"A": engine.RandomAgent(1), "B": engine.RandomAgent(2)})
>>> table.is_over(), table.events[0].KIND
(True, 'table_opened')

Every event names its game (``"1"`` the main game, ``"1.1"`` its first subgame,
``"1.1.1"`` a subgame of that), its position, and the rule that caused it, in the
numbering of the table's rules edition. A recorded table reads back at any
position, however deep inside nested subgames:

>>> r = engine.replay(table.events)        # or engine.replay("game.shlog")
>>> state = r.at(40)                        # the whole table after event 40
>>> engine.game_tree(state).game("1").status
'running'
>>> line = next(iter(engine.audit(table.events)))
>>> line.position, line.game, line.rule
(1, '1', '100.1')

The rest of the face:

* decisions: :class:`Pass`, :class:`Keep`, :class:`Mulligan`, :class:`Bottom`,
  :class:`Play`, :class:`Cast`, :class:`Activate`, :class:`Mana`, :class:`Attack`,
  :class:`Block`, :class:`Discard`, :class:`Search`, :class:`Target`, :class:`Wish`,
  :class:`Allow`, :class:`Concede`; an illegal one raises :class:`IllegalDecision`
  naming the rule it breaks. A decision can also be written as text, the way
  python-chess reads "Nf3": ``table.push_named("cast Lightning Bolt targeting B")``,
  and ``table.name(decision)`` gives it back (:mod:`engine.naming`);
* agents that decide when no person does: :class:`PassiveAgent`,
  :class:`RandomAgent`, :class:`ScriptedAgent`;
* judges' scenario files: :func:`load_scenario`, :func:`run_scenario`;
* log files: :func:`read_log` (a header and hash-chained events, verified as read),
  :func:`write_log`, :func:`verify_log`;
* reading a table: :func:`replay` (seek by position), :class:`Cursor` (step, seek a
  game's start or turn, the next event of a kind), :func:`game_tree`,
  :func:`audit` (each event in plain words with its rule), :func:`explain` (the
  chain of causes of an event), :func:`card_story` (every move of one card).

The three packages keep their layers: :mod:`events` is the vocabulary (event
types, their encoding, the log file, the store), :mod:`projections` folds events
into state and views, and :mod:`engine` decides which events happen.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.agents import Agent, PassiveAgent, RandomAgent, ScriptedAgent
    from engine.decisions import (
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
    from engine.naming import NamingError
    from engine.scenario import Scenario, ScenarioError, load_scenario, run_scenario
    from engine.table import Table
    from engine.txn import IllegalDecision
    from events.logfile import Log, LogError, read_log, verify_log, write_log
    from projections.audit import AuditLine, audit
    from projections.causes import card_story, explain
    from projections.cursor import Cursor, events_where
    from projections.replay import Replay, replay
    from projections.tree import GameTree, game_tree


__all__ = [
    "Activate", "Agent", "Allow", "Attack", "AuditLine", "Block", "Bottom", "Cast", "Concede",
    "Cursor", "Decision", "Discard", "GameTree", "IllegalDecision", "Keep", "Log", "LogError",
    "Mana", "Mulligan", "NamingError", "Pass", "PassiveAgent", "Play", "RandomAgent", "Replay",
    "Scenario", "ScenarioError", "ScriptedAgent", "Search", "Table", "Target", "Wish", "audit",
    "card_story", "events_where", "explain", "game_tree", "load_scenario", "read_log",
    "replay", "run_scenario", "verify_log", "write_log",
]

#: where each name of the face lives: loaded on first use (PEP 562), so that a command
#: that only reads a log (``shahrazad verify``) does not load the rules to start
_HOME = {
    **dict.fromkeys(("Agent", "PassiveAgent", "RandomAgent", "ScriptedAgent"), "engine.agents"),
    **dict.fromkeys(("Activate", "Allow", "Attack", "Block", "Bottom", "Cast", "Concede",
                     "Decision", "Discard", "Keep", "Mana", "Mulligan", "Pass", "Play",
                     "Search", "Target", "Wish"), "engine.decisions"),
    "NamingError": "engine.naming",
    **dict.fromkeys(("Scenario", "ScenarioError", "load_scenario", "run_scenario"),
                    "engine.scenario"),
    "Table": "engine.table",
    "IllegalDecision": "engine.txn",
    **dict.fromkeys(("Log", "LogError", "read_log", "verify_log", "write_log"),
                    "events.logfile"),
    **dict.fromkeys(("AuditLine", "audit"), "projections.audit"),
    **dict.fromkeys(("card_story", "explain"), "projections.causes"),
    **dict.fromkeys(("Cursor", "events_where"), "projections.cursor"),
    **dict.fromkeys(("Replay", "replay"), "projections.replay"),
    **dict.fromkeys(("GameTree", "game_tree"), "projections.tree"),
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
