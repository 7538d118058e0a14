"""Running a scenario: its decisions in order, standing orders and the fallback between them.

Each scripted decision waits until it fits: its player is asked its kind of
question (in its ``game``, ``turn`` and ``step``, if it says them; with ``wait =
true``, until the rules allow it). Meanwhile the players' standing orders
(:mod:`shahrazad.scenario.policies`) and then the passive fallback decide, for at most
``max_fallback`` actions (``[run] max_fallback``, default :data:`MAX_FALLBACK`).

A decision that never fits stops the run with a :class:`ScriptStuck`, at once: it
says what the table was waiting for at that moment and why the decision does not
fit, telling apart the player who is never asked, the question that is never
asked, the step that never comes, the target the engine chose by itself, the card
that isn't there (with what is) and the decision the rules refuse (with the rule).
The table as it stood is in the error, for its log to be written and read.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from shahrazad.agents import PassiveAgent
from shahrazad.decisions import ANY, KINDS, Decision, Pending, decide, entry
from shahrazad.decisions import decode as decode_decision
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.naming import NamingError, parse
from shahrazad.projections.state import STEPS
from shahrazad.rules import options as table_options
from shahrazad.scenario.anchors import Sighting
from shahrazad.scenario.errors import ScenarioError
from shahrazad.scenario.expect import until_anchor
from shahrazad.scenario.model import Scenario
from shahrazad.scenario.policies import PolicyAgent, card_names, protected_names
from shahrazad.scenario.reproduce import from_toml
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

__all__ = ["MAX_FALLBACK", "ScriptStuck", "for_edition", "run_scenario"]

#: how many actions the standing orders and the fallback take, by default, while one
#: scripted decision waits, before the run gives up on it
MAX_FALLBACK = 2000


def _text(d: Mapping[str, Any]) -> str:
    """A scenario decision as the text form of :mod:`shahrazad.naming`."""
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


def _said(d: Mapping[str, Any]) -> str:
    """The decision as the file says it, for messages."""
    try:
        text = _text(d) if d["_form"] != "raw" else f"raw {d['raw']}"
    except (NamingError, ValueError):
        text = f"{d['_form']} = {d.get(d['_form'])!r}"
    where = ", ".join(f"{k} {d[k]}" for k in ("game", "turn", "step", "stack") if k in d)
    return f"{d['player']}: {text}" + (f", {where}" if where else "") + (
        ", wait" if d.get("wait") else "")


# -- what happened while a decision waited ---------------------------------------------


@dataclass
class _Watch:
    """What the table asked while one scripted decision waited, to say why it never fit."""

    asked: Counter[str] = field(default_factory=Counter)  # kinds asked of its player
    others: Counter[tuple[str, str]] = field(default_factory=Counter)  # (player, kind)
    places: list[tuple[str, int, str]] = field(default_factory=list)  # where its kind came
    naming: str = ""  # the last naming error at a moment that fit
    #: the rules' refusals at moments that fit, by rule: (message, how often)
    refused: dict[str, tuple[str, int]] = field(default_factory=dict)
    chosen: str = ""  # a target the engine chose for this player's trigger by itself
    #: moments that fit but for the stack (``stack = "empty"`` or ``"not_empty"``)
    stack_missed: int = 0

    def place(self, where: tuple[str, int, str]) -> None:
        if not self.places or self.places[-1] != where:
            self.places.append(where)


def _gone_by(table: Table, d: Mapping[str, Any]) -> bool:
    """Whether the game a decision names is past the turn it names, or over: the moment
    can't come any more (a decision naming no game may still fit in a later subgame)."""
    game = table.state.games.get(str(d["game"])) if "game" in d else None
    if game is None:
        return False
    return game.status == "ended" or ("turn" in d and game.turn > int(d["turn"]))


#: the moments within a step a decision may name (``stack = ...``): the first time its
#: player is asked there (``any``), only once the stack is empty (``empty``: after what
#: the step's beginning triggered has resolved), only while something is on it
#: (``not_empty``: in response)
STACK_MOMENTS = ("any", "empty", "not_empty")


def _fit(table: Table, d: Mapping[str, Any], watch: _Watch) -> bool:
    """Whether the decision ``d`` can be taken now; records why not in ``watch``.

    A decision fits only a question asked of its own player (a concession too, though
    the rules let a player concede at any time: the script says when), in its game,
    turn and step if it names them, of its kind, and at its moment in the step
    (``stack``)."""
    waiting = table.pending()
    if waiting is None:
        return False
    asks = _asks(d)
    player = d["player"]
    if player not in (waiting.player, waiting.decider):  # the controller decides (722.4)
        watch.others[(waiting.player, waiting.kind)] += 1
        return False
    watch.asked[waiting.kind] += 1
    if asks not in (None, ANY) and waiting.kind != asks:
        return False
    game = table.game(waiting.game)
    watch.place((waiting.game, game.turn, game.step))
    if not (str(d.get("game", waiting.game)) == waiting.game
            and int(d.get("turn", game.turn)) == game.turn
            and str(d.get("step", game.step)) == game.step):
        return False
    moment = d.get("stack", "any")
    if (moment == "empty" and game.stack) or (moment == "not_empty" and not game.stack):
        watch.stack_missed += 1
        return False
    if asks == ANY and player not in game.player:
        return False
    if d.get("wait"):
        # ``wait = true``: let the others (and this player, passively) play on until the
        # decision names cards that are there and the rules allow it.
        try:
            decide.validate(table.state, player, _decision(table, d))
        except NamingError as exc:
            watch.naming = str(exc)
            return False
        except IllegalDecision as exc:
            _, n = watch.refused.get(exc.rule, ("", 0))
            watch.refused[exc.rule] = (exc.message, n + 1)
            return False
    return True


def _engine_chose(table: Table, events: list[Event], player: str) -> str:
    """If ``events`` put a trigger of ``player`` on the stack with a target the engine
    chose itself (its only legal target: no question was asked, 603.3d), say so."""
    if any(isinstance(e, v.Decided) and e.decision[0] == "target" for e in events):
        return ""
    for e in events:
        if isinstance(e, v.TriggerPutOnStack) and e.targets:
            obj = table.state.games[e.game].objects.get(e.new_obj)
            if obj is not None and obj.controller == player:
                aim = e.targets[0]
                target = aim if isinstance(aim, str) else table.state.games[
                    e.game].objects.get(aim, None)
                named = target if isinstance(target, str) else (
                    target.name if target is not None else f"object {aim}")
                return (f"the engine put {e.source_name}'s trigger on the stack targeting "
                        f"{named} itself, in game {e.game}: it was the only legal target, so "
                        f"{player} was never asked (603.3d)")
    return ""


# -- the error ----------------------------------------------------------------------------


class ScriptStuck(ScenarioError):
    """A scripted decision that can't be taken: ``reason`` is one of ``wrong_player``,
    ``wrong_question``, ``step_never_comes``, ``engine_chose``, ``not_there``,
    ``not_legal``; ``table`` is the table as it stood (its partial log)."""

    def __init__(self, where: str, message: str, *, reason: str, table: Table,
                 decision: str, waiting: str, actions: int) -> None:
        super().__init__(where, message)
        self.reason = reason
        self.table = table
        self.decision = decision
        self.waiting = waiting
        self.actions = actions


def _waiting(table: Table) -> str:
    """What the table waits for now, in words."""
    waiting = table.pending()
    if waiting is None:
        main = table.state.main
        result = "a draw" if main.draw else "won by " + ", ".join(main.winners or ("nobody",))
        return f"the table is over (game 1 {result}, turn {main.turn})"
    game = table.game(waiting.game)
    return (f"the table waits on {waiting.player} for {_question(waiting)} in game "
            f"{waiting.game}, turn {game.turn}, {game.step}")


def _question(waiting: Pending) -> str:
    names = {"priority": "priority", "attackers": "attackers (attack)",
             "blockers": "blockers (block)", "mulligan": "a mulligan (keep or mulligan)",
             "bottom": "cards to bottom", "discard": "cards to discard",
             "search": "a search", "wish": "a wish",
             "target": "a target (a trigger's, or one of an opponent's choice)",
             "allow": "a yes or no (allow)",
             "assign": "how combat damage is divided (assign)",
             "apply": "the order of effects on a damage (apply)",
             # -- batch T-ORDER --
             "order_triggers": "the order of their own triggers (order_triggers)"}
    return names.get(waiting.kind, waiting.kind)


def _counts(counter: Counter[str]) -> str:
    return ", ".join(f"{kind} {n}" for kind, n in counter.most_common(5)) or "nothing"


#: the rules that refuse a decision for its timing alone (117.1a spells, 305.1 lands)
_TIMING = frozenset({"117.1a", "305.1"})


def _why(d: Mapping[str, Any], watch: _Watch) -> tuple[str, str]:
    """The reason a decision never fit (code, words), from what its wait saw."""
    player = d["player"]
    asks = _asks(d)
    if watch.naming:
        return "not_there", f"the card it names isn't there: {watch.naming}"
    if watch.refused:
        # a refusal for timing alone says it was never the time; any other rule is what
        # stood in the way when it was
        ordered = sorted(watch.refused.items(), key=lambda r: (r[0] in _TIMING, -r[1][1]))
        said = "; at other moments: ".join(f"{message} (rule {rule}, {n} times)"
                                           for rule, (message, n) in ordered[:2])
        return "not_legal", f"the rules never allowed it: {said}"
    if asks == "target" and watch.chosen:
        return "engine_chose", watch.chosen
    if asks not in (None, ANY) and watch.asked[asks] == 0:
        others = {p: n for (p, kind), n in watch.others.items() if kind == asks}
        if others:
            who = ", ".join(f"{p} ({n} times)" for p, n in others.items())
            return "wrong_player", (f"{player} was never asked for {asks}, but {who} was: "
                                    "is the player right?")
        if watch.chosen:
            return "engine_chose", watch.chosen
        return "wrong_question", (f"{player} was never asked for {asks} while it waited "
                                  f"({player} was asked: {_counts(watch.asked)})")
    if asks in (None, ANY) and not watch.asked:
        counts: Counter[str] = Counter()
        for (who, _), n in watch.others.items():
            counts[who] += n
        asked = ", ".join(f"{p} ({n} times)" for p, n in counts.items())
        return "wrong_player", (f"{player} was never asked anything while it waited"
                                + (f" (but {asked} was)" if asked else ""))
    if watch.stack_missed:
        empty = d.get("stack") == "empty"
        return "step_never_comes", (
            f"{player} was asked for {asks if asks not in (None, ANY) else 'a decision'} at "
            f"its moment {watch.stack_missed} times, but always with the stack "
            f"{'holding something' if empty else 'empty'}, never "
            f"{'empty' if empty else 'holding something'} (stack = {d.get('stack')!r})")
    return "step_never_comes", _never_came(d, watch)


def _never_came(d: Mapping[str, Any], watch: _Watch) -> str:
    kind = _asks(d) or "a decision"
    games = list(dict.fromkeys(g for g, _, _ in watch.places))
    game = str(d.get("game", "")) or None
    if game is not None and game not in games:
        return (f"{d['player']} was asked for {kind} only in game {', '.join(games) or '-'}, "
                f"never in game {game}")
    seen = [(t, s) for g, t, s in watch.places if game is None or g == game]
    turns = sorted({t for t, _ in seen})
    where = f"game {game}" if game else "any game"
    if "turn" in d and int(d["turn"]) not in turns:
        span = f"turns {turns[0]}-{turns[-1]}" if turns else "no turn"
        return (f"turn {d['turn']} never came in {where} while it waited ({d['player']} was "
                f"asked for {kind} in {span})")
    steps = list(dict.fromkeys(s for t, s in seen if "turn" not in d or t == int(d["turn"])))
    return (f"{d['player']} was never asked for {kind} in step {d.get('step')} of {where}"
            + (f", turn {d['turn']}" if "turn" in d else "")
            + f" (asked in: {', '.join(steps[:8]) or 'no step'})")


def check_decisions(scenario: Scenario) -> None:
    """Refuse, before anything is played, a decision whose player, game, turn or step
    can't be right (a typo would otherwise wait in vain)."""
    import difflib

    for d in scenario.decisions:
        where = d["_where"]
        if d["player"] not in scenario.players:
            raise ScenarioError(where, f"player {d['player']!r} is not at the table "
                                f"(players: {', '.join(scenario.players)})")
        step = d.get("step")
        if step is not None and step not in (*STEPS, "start"):
            close = difflib.get_close_matches(str(step), STEPS, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise ScenarioError(where, f"no step {step!r}{hint}; the steps: {', '.join(STEPS)}")
        game = d.get("game")
        if game is not None and not (isinstance(game, str) and all(
                part.isdigit() for part in game.split(".")) and game.split(".")[0] == "1"):
            raise ScenarioError(where, f"game {game!r} is not a game path (\"1\", \"1.1\")")
        turn = d.get("turn")
        if turn is not None and (not isinstance(turn, int) or isinstance(turn, bool)
                                 or turn < 1):
            raise ScenarioError(where, f"turn {turn!r}: turns count from 1")
        moment = d.get("stack", "any")
        if moment not in STACK_MOMENTS:
            close = difflib.get_close_matches(str(moment), STACK_MOMENTS, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise ScenarioError(where, f"stack = {moment!r}{hint}: say when in the step, "
                                f"one of {', '.join(STACK_MOMENTS)}")


def for_edition(scenario: Scenario, edition: str) -> tuple[Scenario, list[str]]:
    """The scenario under ``edition``'s rules instead of its own, and notes on what that
    changed: an option that makes no difference under those rules is left out."""
    if edition == scenario.edition:
        return scenario, []
    kept: dict[str, str] = {}
    notes = []
    for key, value in scenario.options.items():
        try:
            table_options.check({key: value}, edition)
        except table_options.OptionError as exc:
            notes.append(f"option {key} = {value!r} left out under {edition}: {exc}")
            continue
        kept[key] = value
    return dataclasses.replace(scenario, edition=edition, options=kept), notes


def run_scenario(scenario: Scenario, table: Table | None = None,
                 max_actions: int = 200_000, max_fallback: int | None = None) -> Table:
    """Play the scenario's decisions (standing orders and the passive fallback between
    them) and, unless it says ``until = "script_end"``, let them finish the table.

    Raises :class:`ScriptStuck` for a decision that never fits, after at most
    ``max_fallback`` other actions (default: the scenario's ``[run] max_fallback``).
    """
    check_decisions(scenario)
    table = table or scenario.table()
    setup = len(table.events)  # what ``until`` counts comes after the setup
    limit = max_fallback if max_fallback is not None else scenario.max_fallback
    keep = protected_names(p for orders in scenario.policies.values() for p in orders)
    for d in scenario.decisions:
        with contextlib.suppress(NamingError, ValueError):  # the run will say what's wrong
            keep |= set(card_names(_text(d))) if d["_form"] != "raw" else set()
    agent = PolicyAgent(scenario.policies, PassiveAgent(keep))
    actions = 0
    for d in scenario.decisions:
        watch = _Watch()
        waited = 0
        while not _fit(table, d, watch):
            waiting = table.pending()
            if waiting is None or waited >= limit or _gone_by(table, d):
                code, why = _why(d, watch)
                cut = "" if waiting is None else f" after {waited:,} fallback actions"
                raise ScriptStuck(d["_where"], f"never fit: {why} [{_said(d)}]; "
                                  f"{_waiting(table)}{cut}", reason=code, table=table,
                                  decision=_said(d), waiting=_waiting(table), actions=waited)
            events = table.push(agent.decide(table, waiting), waiting.decider)
            if not watch.chosen:
                watch.chosen = _engine_chose(table, events, d["player"])
            waited += 1
            actions += 1
        try:
            decision = _decision(table, d)
        except (NamingError, ValueError) as exc:
            raise ScriptStuck(d["_where"], f"{exc} [{_said(d)}]; {_waiting(table)}",
                              reason="not_there", table=table,
                              decision=_said(d), waiting=_waiting(table), actions=0) from None
        try:
            table.push(decision, d["player"])
        except IllegalDecision as exc:
            raise ScriptStuck(d["_where"], f"illegal: {exc.message} (rule {exc.rule}) "
                              f"[{_said(d)}]; {_waiting(table)}", reason="not_legal",
                              table=table, decision=_said(d), waiting=_waiting(table),
                              actions=0) from None
    if scenario.until == "script_end":
        return table
    # until the game is over, or until the rules action with the event ``until`` names
    stop = None
    if scenario.until != "game_over":
        stop = Sighting(until_anchor(scenario.until, scenario.players), table.events[:setup])
        stop.saw(table.events[setup:])
    while stop is None or stop.watch.at is None:
        waiting = table.pending()
        if waiting is None or actions > max_actions:
            break
        events = table.push(agent.decide(table, waiting), waiting.decider)
        if stop is not None:
            stop.saw(events)
        actions += 1
    return table
