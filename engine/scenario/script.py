"""Running a scenario: its decisions in order, the passive agent between them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.agents import PassiveAgent
from engine.decisions import ANY, KINDS, Decision, entry
from engine.decisions import decode as decode_decision
from engine.naming import NamingError, parse
from engine.rules import decide
from engine.scenario.errors import ScenarioError
from engine.scenario.model import Scenario
from engine.scenario.reproduce import from_toml
from engine.table import Table
from engine.txn import IllegalDecision


def _text(d: Mapping[str, Any]) -> str:
    """A scenario decision as the text form of :mod:`engine.naming`."""
    form = d["_form"]
    if form == "do":
        if not isinstance(d["do"], str):
            raise NamingError(f"do is a decision as text, not {d['do']!r}")
        return str(d["do"])
    text: str = entry(form).scenario(d[form], d)
    return text


def _decision(table: Table, d: Mapping[str, Any]) -> Decision:
    """Turn a scenario decision into an engine decision, in the state it is taken in."""
    if d["_form"] == "raw":  # a decision in its encoded form, as a log records it
        return decode_decision(tuple(from_toml(d["raw"])))
    return parse(table.state, _text(d), d["player"])


def _asks(d: Mapping[str, Any]) -> str | None:
    """The question a scenario decision answers: ``ANY`` for conceding, ``None`` where
    the file does not say (a raw decision is taken when its player is asked anything)."""
    form = d["_form"]
    if form == "raw":
        return None
    if form == "do":
        form = str(d["do"]).strip().partition(" ")[0].casefold()
        if form not in KINDS:
            return None
    asks: str = entry(form).asks
    return asks


def _ready(table: Table, d: Mapping[str, Any]) -> bool:
    waiting = table.pending()
    asks = _asks(d)
    if waiting is None or (waiting.player != d["player"] and asks != ANY):
        return False
    game = table.game(waiting.game)
    if asks not in (None, ANY) and waiting.kind != asks:
        return False
    if not (str(d.get("game", waiting.game)) == waiting.game
            and int(d.get("turn", game.turn)) == game.turn
            and str(d.get("step", game.step)) == game.step):
        return False
    if d.get("wait"):
        # ``wait = true``: let the others (and this player, passively) play on until the
        # decision names cards that are there and the rules allow it.
        try:
            decide.validate(table.state, d["player"], _decision(table, d))
        except (NamingError, IllegalDecision):
            return False
    return True


def run_scenario(scenario: Scenario, table: Table | None = None,
                 max_actions: int = 200_000) -> Table:
    """Play the scenario's decisions (passive agents between them) and, unless it says
    ``until = "script_end"``, let the passive agents finish the table."""
    table = table or scenario.table()
    passive = PassiveAgent()
    actions = 0
    for d in scenario.decisions:
        while not _ready(table, d):
            waiting = table.pending()
            if waiting is None:
                raise ScenarioError(d["_where"], "the table is over before this decision")
            table.push(passive.decide(table, waiting))
            actions += 1
            if actions > max_actions:
                raise ScenarioError(d["_where"], "never became possible (is the turn, step "
                                                 "or game right?)")
        try:
            decision = _decision(table, d)
        except (NamingError, ValueError) as exc:
            raise ScenarioError(d["_where"], str(exc)) from None
        try:
            table.push(decision, d["player"])
        except IllegalDecision as exc:
            raise ScenarioError(d["_where"], f"illegal: {exc.message} (rule {exc.rule})"
                                ) from None
    if scenario.until == "game_over":
        while (waiting := table.pending()) is not None:
            table.push(passive.decide(table, waiting))
            actions += 1
            if actions > max_actions:
                break
    return table
