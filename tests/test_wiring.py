"""The rules' wiring holds whichever module a program imports first.

A few rules are applied by a low module but decided by a higher one: the trigger
detector (603.2) sees every event a :class:`~shahrazad.txn.Txn` emits, a permanent's
"as this enters" runs effects (614.1c), static abilities replace life changes and
effects replace draws (614.1a), and the stack follows effects through the runners'
table. :func:`shahrazad.rules.wiring.install` fills those hooks in one place, and
importing :mod:`shahrazad.rules` (as importing any of its modules does) calls it. These
tests import one module in a fresh interpreter and look.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from shahrazad.cards import model as m
from shahrazad.rules import actions, effects, life, resolution, triggers, wiring
from shahrazad.txn import Txn

#: prints what the hooks hold, after ``import {module}`` alone
PROBE = """
import json, sys
import {module}
from shahrazad.cards import model as m
from shahrazad.rules import actions, effects, resolution, triggers
from shahrazad.txn import Txn
kinds = [c for c in vars(m).values()
         if isinstance(c, type) and issubclass(c, m.Effect) and c is not m.Effect]
print(json.dumps({{
    "detector": Txn.detector is triggers.detect,
    "as_enters": actions.as_enters is effects.as_enters,
    "life": sorted(actions.LIFE_REPLACEMENTS),
    "draws": sorted(actions.DRAW_REPLACEMENTS),
    "without_runner": [c.__name__ for c in kinds if resolution.runner(c) is None],
}}))
"""


def _probe(module: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", PROBE.format(module=module)],
                          capture_output=True, text=True, timeout=120, check=True)
    result: dict[str, object] = json.loads(done.stdout)
    return result


@pytest.mark.parametrize("module", ["shahrazad.table", "shahrazad.rules.citations",
                                    "shahrazad.rules.stack", "shahrazad.rules.effects"])
def test_the_hooks_are_filled_whichever_module_is_imported_first(module: str) -> None:
    """Importing only ``module`` (the lowest rules module, the stack, the effects, the
    table) leaves every hook filled, and every effect primitive with its runner."""
    assert _probe(module) == {
        "detector": True, "as_enters": True,
        "life": sorted(life.REPLACEMENTS), "draws": sorted(effects.REPLACED_DRAWS),
        "without_runner": [],
    }


def test_603_2_a_table_alone_notices_triggers() -> None:
    """603.2: whenever a game event matches a triggered ability's trigger event, the
    ability triggers. A program that imports only the table, and plays, sees Black
    Vise's upkeep trigger go on the stack: the detector is wired without the program
    naming any rules module."""
    play = """
from shahrazad.table import Table
from shahrazad.agents import RandomAgent
from shahrazad.events import vocabulary as v
deck = ["Black Vise", "Mountain"] * 20
table = Table.new(["A", "B"], [deck, deck], seed=1)
table.play({"A": RandomAgent(1), "B": RandomAgent(2)}, max_actions=300)
print(sum(isinstance(e, v.TriggerPutOnStack) and e.source_name == "Black Vise"
          for e in table.events))
"""
    done = subprocess.run([sys.executable, "-c", play], capture_output=True, text=True,
                          timeout=120, check=True)
    assert int(done.stdout) > 0


def test_installing_twice_changes_nothing() -> None:
    before = (Txn.detector, actions.as_enters, dict(actions.LIFE_REPLACEMENTS),
              dict(actions.DRAW_REPLACEMENTS), dict(resolution.RUNNERS))
    wiring.install()
    after = (Txn.detector, actions.as_enters, dict(actions.LIFE_REPLACEMENTS),
             dict(actions.DRAW_REPLACEMENTS), dict(resolution.RUNNERS))
    assert after == before
    assert Txn.detector is triggers.detect


def test_the_runners_table_holds_each_primitive_once() -> None:
    """Each primitive of the card language (and Planechase's two) has one runner, which
    a second registration refuses."""
    assert resolution.runner(m.Damage) is not None
    with pytest.raises(TypeError, match="already has a runner"):
        resolution.runs(m.Damage)(lambda ctx, e: None)
