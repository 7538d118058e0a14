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

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.agents import PassiveAgent
from engine.cards.pool import CARDS
from engine.decisions import ANY, KINDS, Decision, entry
from engine.decisions import decode as decode_decision
from engine.naming import NamingError, parse
from engine.rules import citations as R
from engine.rules import decide, turns
from engine.rules import options as table_options
from engine.table import ENGINE_VERSION, Table
from engine.txn import IllegalDecision, Txn
from events import vocabulary as v
from projections.state import STEPS, GameState

__all__ = ["Scenario", "ScenarioError", "load_scenario", "run_scenario"]

ZONES = ("library", "hand", "graveyard", "battlefield", "exile")
#: the keys that say a decision: each kind's name, the text form (``do``), the encoded
#: form (``raw``) and the old name ``play_land``
FORMS = (*KINDS, "play_land", "do", "raw")


class ScenarioError(ValueError):
    """A scenario that can't be used: ``where`` is the key, line or decision at fault."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where


def _card_name(where: str, name: object) -> str:
    if not isinstance(name, str):
        raise ScenarioError(where, f"expected a card name, got {name!r}")
    if name in CARDS:
        return name
    close = difflib.get_close_matches(name, list(CARDS), n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    raise ScenarioError(where, f"unknown card {name!r}{hint}")


@dataclass
class Placed:
    name: str
    zone: str
    tapped: bool = False
    sick: bool = False
    attached_to: int | None = None  # index in the same player's battlefield list
    counters: dict[str, int] = field(default_factory=dict)


@dataclass
class Scenario:
    """A parsed scenario file; :meth:`table` builds its starting point."""

    players: list[str]
    edition: str = "current"
    seed: int = 0
    active: str = ""
    turn: int = 1
    step: str = "main1"
    life: dict[str, int] = field(default_factory=dict)
    counters: dict[str, dict[str, int]] = field(default_factory=dict)
    cards: dict[str, list[Placed]] = field(default_factory=dict)
    sideboards: dict[str, list[str]] = field(default_factory=dict)
    decisions: list[dict[str, Any]] = field(default_factory=list)
    until: str = "game_over"
    options: dict[str, str] = field(default_factory=dict)
    source: str = "<scenario>"
    #: a table that starts from decks instead (``[decks]``): Table.new with these
    decks: dict[str, list[str]] = field(default_factory=dict)
    starting_player: str | None = None

    def table(self) -> Table:
        """The table at the scenario's starting point, built from events."""
        if self.decks:
            return Table.new(self.players, [self.decks[p] for p in self.players],
                             seed=self.seed, edition=self.edition,
                             sideboards=[self.sideboards.get(p, []) for p in self.players],
                             options=self.options, starting_player=self.starting_player)
        table = Table()
        txn = Txn(table.state)
        options = table_options.check(self.options, self.edition)
        decks = [tuple(p.name for p in self.cards[pid]) for pid in self.players]
        txn.emit(v.TableOpened, "1", R.TABLE, edition=self.edition, seed=self.seed,
                 players=tuple(self.players), decks=tuple(decks),
                 sideboards=tuple(tuple(self.sideboards.get(p, [])) for p in self.players),
                 options=tuple(sorted({**options, "scenario": self.source}.items())),
                 engine_version=ENGINE_VERSION)
        txn.emit(v.GameStarted, "1", R.START, players=tuple(self.players), starting_life=20,
                 hand_size=7)
        game = txn.state.games["1"]
        txn.emit(v.StartingPlayerChosen, game, R.STARTING_PLAYER, player=self.active,
                 method="scenario")
        if self.step == "start":
            self._place(txn, game)
            turns.deal_opening_hands(txn, game)
        else:
            for pid in self.players:
                txn.emit(v.HandKept, game, "scenario", player=pid)
            # The turn begins before the cards are placed, so that a creature the
            # scenario calls summoning sick stays so (302.6).
            txn.emit(v.TurnBegan, game, R.TURN, turn=self.turn, player=self.active,
                     extra=False)
            self._place(txn, game)
            txn.emit(v.StepBegan, game, R.STEP[self.step], step=self.step)
            turns.give_priority(txn, game, self.active, R.PRIORITY_STEP)
        table.events.extend(txn.events)
        return table

    def _place(self, txn: Txn, game: GameState) -> None:
        for pid in self.players:
            placed_ids: list[int] = []
            for placed, cid in zip(self.cards[pid], txn.state.decks[pid], strict=True):
                oid = txn.new_id()
                attached = placed_ids[placed.attached_to] if placed.attached_to is not None \
                    else None
                txn.emit(v.CardPlaced, game, "scenario", player=pid, card=cid, new_obj=oid,
                         zone=placed.zone, controller=pid, tapped=placed.tapped,
                         sick=placed.sick, attached_to=attached,
                         counters=tuple(sorted(placed.counters.items())))
                placed_ids.append(oid if placed.zone == "battlefield" else -1)
            if self.life.get(pid, 20) != 20:
                life = self.life[pid]
                txn.emit(v.LifeChanged, game, "scenario", player=pid, amount=life - 20,
                         life=life)
            for counter, n in sorted(self.counters.get(pid, {}).items()):
                txn.emit(v.CountersChanged, game, "scenario", target=pid, counter=counter,
                         amount=n, total=n)


def _options(raw: object, edition: str) -> dict[str, str]:
    """The table options (``options = { a1_departed_cards = "outside" }``), checked
    against the registry of :mod:`engine.rules.options`."""
    if not isinstance(raw, dict):
        raise ScenarioError("options", "expected a table: options = { key = \"value\" }")
    try:
        return table_options.check(raw, edition)
    except table_options.OptionError as exc:
        raise ScenarioError("options", str(exc)) from None


def _decisions(raw: object) -> list[dict[str, Any]]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ScenarioError("decisions", "expected a list of [[decisions]] tables")
    out = []
    for i, d in enumerate(raw, 1):
        where = f"decisions[{i}]"
        if not isinstance(d, dict):
            raise ScenarioError(where, "expected a table")
        forms = [k for k in d if k in FORMS]
        if len(forms) != 1:
            raise ScenarioError(where, f"say exactly one of {', '.join(FORMS)}; got "
                                f"{forms or list(d)}")
        if "player" not in d or not isinstance(d["player"], str):
            raise ScenarioError(where, "every decision names its player (player = \"A\")")
        out.append(dict(d, _where=where, _form=forms[0]))
    return out


def _placed(where: str, entry: object, zone: str) -> Placed:
    if isinstance(entry, str):
        return Placed(_card_name(where, entry), zone, sick=False)
    if not isinstance(entry, dict) or "card" not in entry:
        raise ScenarioError(where, "expected a card name or { card = \"Name\", ... }")
    known = {"card", "tapped", "sick", "attached_to", "counters"}
    unknown = set(entry) - known
    if unknown:
        raise ScenarioError(where, f"unknown keys {sorted(unknown)} (allowed: {sorted(known)})")
    return Placed(_card_name(f"{where}.card", entry["card"]), zone,
                  tapped=bool(entry.get("tapped", False)), sick=bool(entry.get("sick", False)),
                  attached_to=entry.get("attached_to"),
                  counters=dict(entry.get("counters", {})))


def load_scenario(source: str | Path) -> Scenario:
    """Parse a scenario from a file path or from TOML text (raises :class:`ScenarioError`)."""
    text: str
    name = "<text>"
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and source.endswith(".toml")):
        path = Path(source)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise ScenarioError(str(path), "no such file") from None
        name = path.name
    else:
        text = str(source)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(name, f"not valid TOML: {exc}") from None
    return _scenario(data, name)


def _scenario(data: Mapping[str, Any], name: str) -> Scenario:
    players = data.get("players")
    if not (isinstance(players, list) and len(players) >= 2
            and all(isinstance(p, str) for p in players) and len(set(players)) == len(players)):
        raise ScenarioError("players", "expected a list of two or more different player ids")
    edition = data.get("edition", "current")
    if edition not in R.EDITIONS:
        raise ScenarioError("edition", f"expected one of {', '.join(R.EDITIONS)}")
    step = data.get("step", "main1")
    if step != "start" and step not in STEPS:
        raise ScenarioError("step", f"expected \"start\" or one of {', '.join(STEPS)}")
    active = data.get("active", players[0])
    if active not in players:
        raise ScenarioError("active", f"{active!r} is not one of the players")
    known_top = {"edition", "seed", "players", "active", "turn", "step", "decisions", "run",
                 "options", "decks", "starting_player", *players}
    for key in data:
        if key not in known_top:
            raise ScenarioError(key, f"unknown key (expected one of {sorted(known_top)})")
    scenario = Scenario(players=list(players), edition=edition, seed=int(data.get("seed", 0)),
                        active=active, turn=int(data.get("turn", 1)), step=step,
                        decisions=_decisions(data.get("decisions")), source=name,
                        options=_options(data.get("options", {}), edition))
    until = data.get("run", {}).get("until", "game_over")
    if until not in ("game_over", "script_end"):
        raise ScenarioError("run.until", "expected \"game_over\" or \"script_end\"")
    scenario.until = until
    decks = data.get("decks", {})
    if decks:
        if not isinstance(decks, dict) or set(decks) != set(players):
            raise ScenarioError("decks", "expected one list of card names per player")
        scenario.decks = {p: [_card_name(f"decks.{p}[{i}]", n) for i, n in enumerate(decks[p])]
                          for p in players}
        scenario.starting_player = data.get("starting_player")
    for pid in players:
        section = data.get(pid, {})
        if not isinstance(section, dict):
            raise ScenarioError(pid, "expected a table of the player's zones")
        allowed = {*ZONES, "life", "counters", "sideboard"}
        for key in section:
            if key not in allowed:
                raise ScenarioError(f"{pid}.{key}", f"unknown key (expected one of "
                                                    f"{sorted(allowed)})")
        placed: list[Placed] = []
        for zone in ZONES:
            entries = section.get(zone, [])
            if not isinstance(entries, list):
                raise ScenarioError(f"{pid}.{zone}", "expected a list of cards")
            for i, item in enumerate(entries):
                placed.append(_placed(f"{pid}.{zone}[{i}]", item, zone))
        battlefield = [p for p in placed if p.zone == "battlefield"]
        for p in battlefield:
            if p.attached_to is not None and not 0 <= p.attached_to < len(battlefield):
                raise ScenarioError(f"{pid}.battlefield", f"attached_to {p.attached_to} is "
                                    "not an index of this player's battlefield")
        # attached_to indexes the battlefield list; translate to the placed list index
        first_bf = next((i for i, p in enumerate(placed) if p.zone == "battlefield"), 0)
        for p in battlefield:
            if p.attached_to is not None:
                p.attached_to += first_bf
        scenario.cards[pid] = placed
        scenario.sideboards[pid] = [_card_name(f"{pid}.sideboard[{i}]", n)
                                    for i, n in enumerate(section.get("sideboard", []))]
        if "life" in section:
            scenario.life[pid] = int(section["life"])
        scenario.counters[pid] = {str(k): int(n) for k, n in section.get("counters", {}).items()}
    return scenario


# -- running a scenario -----------------------------------------------------------------


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
        return decode_decision(tuple(_tuples(d["raw"])))
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


NONE = "~none~"  # TOML has no null: how a raw decision writes None


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return None if value == NONE else value


def _toml(value: Any) -> str:
    if value is None:
        return f'"{NONE}"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return "[" + ", ".join(_toml(v) for v in value) + "]"


def reproducer(events: Sequence[Any]) -> str:
    """A scenario file that replays a recorded table from its decks and decisions."""
    opened = events[0]
    starter = next(e for e in events if e.KIND == "starting_player_chosen")
    lines = ["# Reproduces a recorded table: its decks, seed and every decision.",
             f"edition = {_toml(opened.edition)}", f"seed = {opened.seed}",
             f"players = {_toml(list(opened.players))}"]
    if starter.method == "given":
        lines.append(f"starting_player = {_toml(starter.player)}")
    if opened.options:
        lines.append("options = { " + ", ".join(f"{k} = {_toml(v)}" for k, v in opened.options)
                     + " }")
    lines += ["", "[run]", 'until = "script_end"', "", "[decks]"]
    lines += [f"{p} = {_toml(list(d))}" for p, d in zip(opened.players, opened.decks,
                                                         strict=True)]
    for p, side in zip(opened.players, opened.sideboards, strict=True):
        if side:
            lines += ["", f"[{p}]", f"sideboard = {_toml(list(side))}"]
    for e in events:
        if e.KIND == "decided":
            lines += ["", "[[decisions]]", f"player = {_toml(e.player)}",
                      f"game = {_toml(e.game)}", f"raw = {_toml(e.decision)}"]
    return "\n".join(lines) + "\n"


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

