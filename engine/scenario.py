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

Decisions name cards, not ids: ``"Serra Angel"`` is the first such card where
the decision looks for it, ``"Serra Angel#2"`` the second. Each decision waits
(the others play passively meanwhile) until its player is asked for that kind
of decision, and, if it says ``game``, ``turn`` or ``step``, until then. The
forms: ``pass``, ``keep``, ``mulligan``, ``concede`` (``= true``); ``cast``
(with ``targets``, ``x``, ``pay``), ``play_land``, ``activate`` (with
``ability``, ``targets``), ``mana`` (with ``ability``, ``color``),
``attack`` (a list, or a table creature -> player), ``block`` (blocker ->
attacker), ``bottom`` and ``discard`` (lists), ``search`` and ``wish`` (a card
name or ``""`` for none), ``target`` (a trigger's target). Decisions left out
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
from engine.decisions import (
    Activate,
    ActivateMana,
    Allow,
    Attack,
    Block,
    Bottom,
    Cast,
    ChooseCard,
    ChooseOutside,
    ChooseTarget,
    Concede,
    Decision,
    Discard,
    Keep,
    Mulligan,
    Pass,
    PlayLand,
)
from engine.decisions import decode as decode_decision
from engine.mana import find_payment
from engine.rules import citations as R
from engine.rules import decide, turns
from engine.rules import options as table_options
from engine.rules.subgames import outside_cards
from engine.table import ENGINE_VERSION, Table
from engine.txn import IllegalDecision, Txn
from events import vocabulary as v
from projections.state import STEPS, GameState

__all__ = ["Scenario", "ScenarioError", "load_scenario", "run_scenario"]

ZONES = ("library", "hand", "graveyard", "battlefield", "exile")
FORMS = ("pass", "keep", "mulligan", "concede", "cast", "play_land", "activate", "mana",
         "attack", "block", "bottom", "discard", "search", "wish", "target", "allow", "raw")
KIND_OF = {"pass": "priority", "cast": "priority", "play_land": "priority",
           "activate": "priority", "mana": "priority", "keep": "mulligan",
           "mulligan": "mulligan", "bottom": "bottom", "attack": "attackers",
           "block": "blockers", "discard": "discard", "search": "search", "wish": "wish",
           "target": "target", "allow": "allow"}


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
            for i, entry in enumerate(entries):
                placed.append(_placed(f"{pid}.{zone}[{i}]", entry, zone))
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


def _find(game: GameState, name: str, zones: Sequence[str], owner: str | None = None) -> int:
    base, _, nth = name.partition("#")
    index = int(nth) - 1 if nth else 0
    found = []
    for zone in zones:
        owners = [owner] if owner else game.players
        if zone in ("library", "hand", "graveyard"):
            for pid in owners:
                found += [o for o in game.zone(zone, pid) if game.objects[o].name == base]
        else:
            found += [o for o in game.zone(zone) if game.objects[o].name == base]
    if index >= len(found):
        raise KeyError(f"no {name!r} in {', '.join(zones)} of game {game.path}")
    return found[index]


def _target(game: GameState, value: object) -> int | str:
    if isinstance(value, str) and value in game.player:
        return value
    if not isinstance(value, str):
        raise KeyError(f"a target is a player id or a card name, not {value!r}")
    return _find(game, value, ("battlefield", "stack", "graveyard"))


def _decision(table: Table, game: GameState, d: Mapping[str, Any]) -> Decision:
    """Turn a scenario decision into an engine decision, in the state it is taken in."""
    form, pid = d["_form"], d["player"]
    value = d[form]
    if form in ("pass", "keep", "mulligan", "concede"):
        return {"pass": Pass(), "keep": Keep(), "mulligan": Mulligan(),
                "concede": Concede()}[form]
    if form == "cast":
        base_name, _, _ = str(value).partition("#")
        card_name, face = _split_half(base_name)
        card = _find(game, card_name + str(value)[len(base_name):], ("hand", "command"), pid)
        targets = tuple(_target(game, t) for t in d.get("targets", []))
        x = int(d.get("x", 0))
        payment = _payment(game, pid, d.get("pay"))
        if payment is None:
            from engine.rules.stack import extra_cost, face_of

            half = face_of(game.objects[card], face)
            payment = find_payment(game, pid, half.cost, x, extra_cost(half, targets)) \
                if half.cost else ()
        return Cast(card, targets, x, payment or (), face)
    if form == "play_land":
        return PlayLand(_find(game, value, ("hand",), pid))
    if form == "activate":
        source = _find(game, value, ("battlefield",))
        targets = tuple(_target(game, t) for t in d.get("targets", []))
        from engine.characteristics import defn

        ability = defn(game.objects[source]).abilities[int(d.get("ability", 0))]
        payment = _payment(game, pid, d.get("pay"))
        if payment is None:
            payment = find_payment(game, pid, ability.cost.mana, 0, 0,
                                   source if ability.cost.tap else None) or ()
        return Activate(source, int(d.get("ability", 0)), targets, 0, payment)
    if form == "mana":
        return ActivateMana(_find(game, value, ("battlefield",)), int(d.get("ability", 0)),
                            str(d.get("color", "")))
    if form == "attack":
        defender = next(p for p in game.living if p != pid)
        pairs = value.items() if isinstance(value, dict) else [(n, defender) for n in value]
        return Attack(tuple((_find(game, n, ("battlefield",)), p) for n, p in pairs))
    if form == "block":
        return Block(tuple((_find(game, b, ("battlefield",)), _find(game, a, ("battlefield",)))
                           for b, a in value.items()))
    if form in ("bottom", "discard"):
        cards = tuple(_find(game, n, ("hand",), pid) for n in value)
        return Bottom(cards) if form == "bottom" else Discard(cards)
    if form == "search":
        return ChooseCard(_find(game, value, ("library",), pid) if value else None)
    if form == "wish":
        if not value:
            return ChooseOutside(None)
        base, _, nth = str(value).partition("#")
        found = [c for c in outside_cards(table.state, game, pid) if c.name == base]
        if not found or (nth and int(nth) > len(found)):
            raise KeyError(f"{pid} owns no {value!r} outside game {game.path}")
        return ChooseOutside(found[int(nth) - 1 if nth else 0].card)
    if form == "target":
        return ChooseTarget(_target(game, value))
    if form == "allow":
        return Allow(bool(value))
    if form == "raw":  # a decision in its encoded form, as a log records it
        return decode_decision(tuple(_tuples(value)))
    raise KeyError(form)


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


def _split_half(name: str) -> tuple[str, int]:
    """"Development" casts the second half of "Research // Development" (709.3)."""
    for whole in CARDS.values():
        for i, half in enumerate(whole.faces):
            if half.name == name:
                return whole.name, i
    return name, 0


def _payment(game: GameState, pid: str, pay: object) -> tuple[tuple[int, int, str], ...] | None:
    if pay is None:
        return None
    if not isinstance(pay, list):
        raise KeyError("pay is a list of mana sources, e.g. [\"Plains\", \"Black Lotus:W\"]")
    used: list[tuple[int, int, str]] = []
    for entry in pay:
        name, _, color = str(entry).partition(":")
        base, _, nth = name.partition("#")
        mine = [o for o in game.battlefield if game.objects[o].name == base
                and game.objects[o].controller == pid]
        if nth:
            chosen = mine[int(nth) - 1] if int(nth) <= len(mine) else None
        else:
            chosen = next((o for o in mine if o not in {u[0] for u in used}), None)
        if chosen is None:
            raise KeyError(f"no {name!r} of {pid}'s on the battlefield to pay with")
        used.append((chosen, 0, color))
    return tuple(used)


def _ready(table: Table, d: Mapping[str, Any]) -> bool:
    waiting = table.pending()
    if waiting is None or (waiting.player != d["player"] and d["_form"] != "concede"):
        return False
    game = table.game(waiting.game)
    if d["_form"] not in ("concede", "raw") and waiting.kind != KIND_OF[d["_form"]]:
        return False
    if not (str(d.get("game", waiting.game)) == waiting.game
            and int(d.get("turn", game.turn)) == game.turn
            and str(d.get("step", game.step)) == game.step):
        return False
    if d.get("wait"):
        # ``wait = true``: let the others (and this player, passively) play on until the
        # decision names cards that are there and the rules allow it.
        try:
            decide.validate(table.state, d["player"], _decision(table, game, d))
        except (KeyError, IllegalDecision):
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
        waiting = table.pending()
        assert waiting is not None
        game = table.game(waiting.game)
        try:
            decision = _decision(table, game, d)
        except KeyError as exc:
            raise ScenarioError(d["_where"], str(exc.args[0])) from None
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

