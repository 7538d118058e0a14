"""Scenario files: a table as it stands, and the players' decisions, in TOML.

In the spirit of Forge's puzzle files and XMage's card tests. A judge writes
what is on the table and what the players decided; the engine plays it out
under the table's rules edition and every step is in the log::

    edition = "current"
    seed = 7
    players = ["A", "B"]
    active = "A"             # whose turn it is
    turn = 3
    step = "main1"           # any step of 500.1; "start" = before mulligans

    [A]
    life = 20
    counters = { poison = 2 }
    library = ["Plains", "Serra Angel"]          # top first
    hand = ["Shahrazad"]
    graveyard = ["Juzam Djinn"]
    battlefield = ["Plains", "Plains", { card = "Serra Angel", tapped = true }]
    sideboard = ["Juzam Djinn"]                    # outside the game (400.11a)

    [B]
    library = ["Island", "Island"]

    [[decisions]]
    player = "A"
    cast = "Shahrazad"

A file may also define cards the pool lacks, in the card language, under
``[cards."Name"]`` (:mod:`engine.scenario.cards`); the table records them.

Decisions name cards, not ids, the way :mod:`engine.naming` reads them:
``"Serra Angel"``, ``"B:Serra Angel"`` (B's), ``"graveyard:Juzam Djinn"``,
``"Plains#2"`` (the second, counting from 1). Each decision waits (the others play
passively meanwhile) until its player is asked for that kind of decision, and, if
it says ``game``, ``turn`` or ``step``, until then. A decision is written under its
kind's name (:data:`FORMS`): ``pass``, ``keep``, ``mulligan``, ``concede``
(``= true``); ``cast`` (with ``targets``, ``x``, ``pay``), ``play`` (or its old
name ``play_land``), ``activate`` (with ``ability``, counting from 0, ``targets``,
``x``, ``pay``), ``mana`` (with ``ability``, ``color``), ``attack`` (a list, or a
table creature -> player), ``block`` (blocker -> attacker), ``bottom`` and
``discard`` (lists), ``search`` and ``wish`` (a name, or ``""`` for none),
``target`` (a trigger's target), ``allow`` (true or false); or as text in the
grammar of :mod:`engine.naming`: ``do = "cast Lightning Bolt targeting B"``; or
as a log records it: ``raw = ["cast", 12, ["B"], 0, [], 0]``. Each form becomes
the text form and is read in the position it is taken in. Decisions left out
fall to the passive agent. A decision that says ``wait = true`` also waits
until the cards it names are there and the rules allow it. When the script
ends, the passive agents finish the table (``[run] until = "game_over"``, the
default) or it stops there (``until = "script_end"``).
"""

from engine.scenario.errors import ScenarioError
from engine.scenario.model import Placed, Scenario
from engine.scenario.parse import FORMS, ZONES, load_scenario
from engine.scenario.reproduce import NONE, reproducer
from engine.scenario.script import run_scenario

__all__ = ["FORMS", "NONE", "ZONES", "Placed", "Scenario", "ScenarioError", "load_scenario",
           "reproducer", "run_scenario"]
