"""The expected ruling, written in the scenario file and checked against the table.

A judge states what should be true, and where: after an event of some kind (in
some game, the Nth of them), after a position, at the start or at the end::

    [[expect]]                       # at = "end" is the default
    life = { A = 10, B = 20 }
    zones = { "A:library" = 31, "A:graveyard" = ["Serra Angel", "Shahrazad"] }
    contains = ["A:battlefield:Bat"]

    [[expect]]
    at = "trigger_released"          # the first one, in any game
    rule = "727.5"                   # the rule it cites (current numbering)

    [[expect]]
    at = "subgame_ended 1.1"         # KIND [GAME] [#N]: the Nth such event in GAME
    edition = "2004"                 # only when the table runs under these rules
    games = { "1.1" = "ended", "1" = "suspended" }

Each expectation is checked in the state right after its event (before the rest of
the rules action it belongs to), after event N (``at = N``), after the setup
(``"start"``) or after the last event (``"end"``). Values are read in the main game
unless ``game = "1.1"`` says another. What can be expected:

=============  ===============================================================
``life``       ``{ A = 10 }``: life totals
``counters``   ``{ A = { poison = 9 } }``: counters on players (unnamed: any)
``zones``      ``{ "[GAME:][OWNER:]ZONE" = N or [names] }``: how many cards, or
               which (in any order); a shared zone with an owner, that owner's
``contains``   ``["A:battlefield:Bat", "graveyard:Shahrazad#2"]``: names as
               :mod:`engine.naming` reads them, each found (``#n``: n copies)
``lacks``      the same, each found nowhere
``winners``    ``["A"]``; ``draw = true``; ``lost = ["B"]``: who lost or left
``games``      ``{ "1.1" = "ended" }`` (running, suspended, ended, absent), or
               ``["1", "1.1"]``: exactly the games that exist
``waiting``    the sources of the triggers waiting for the stack (deferred ones
               too): ``["Desecrated Tomb"]``
``stack``      the stack, bottom first, by name
``turn``, ``step``, ``active``  of the game
``rule``       the rule the event at ``at`` cites: current numbering, matched in
               the table's edition (``"727.5"`` holds for 2004's ``506.2`` if that
               is where 727.5's step was); with one ``edition``, that edition's
``event``      ``{ player = "B" }``: fields of the event at ``at``
``note``       words shown beside the result (the ruling, in brief)
=============  ===============================================================

:func:`check_expectations` checks them against a played table's events.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.naming import NamingError, objects, reference
from engine.rules import citations as R
from events.base import EVENT_TYPES, Event
from projections.fold import fold
from projections.state import STEPS, ZONES, GameState, TableState

__all__ = [
    "Anchor",
    "Check",
    "ExpectError",
    "Expectation",
    "Item",
    "Result",
    "check_expectations",
    "parse_expectations",
]

_PATH = re.compile(r"\d+(\.\d+)*")
STATUSES = ("running", "suspended", "ended", "absent")


class ExpectError(ValueError):
    """An ``[[expect]]`` table that can't be read (one line, naming the key)."""


class Missing(Exception):
    """A value that isn't there to read (a game that doesn't exist at that point)."""


# -- where ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Anchor:
    """Where an expectation is checked: ``end``, ``start``, a position, or the ``nth``
    event of ``kind`` (in ``game``, or any game)."""

    kind: str = "end"
    game: str | None = None
    nth: int = 1
    position: int = 0

    def __str__(self) -> str:
        if self.kind in ("end", "start"):
            return self.kind
        if self.kind == "position":
            return f"position {self.position}"
        return (self.kind + (f" {self.game}" if self.game else "")
                + (f" #{self.nth}" if self.nth != 1 else ""))

    def count(self, events: Sequence[Event]) -> int:
        """How many of ``events`` are events of this anchor's kind (and game)."""
        return sum(1 for e in events
                   if e.KIND == self.kind and (self.game is None or e.game == self.game))

    def find(self, events: Sequence[Event], start: int) -> tuple[int | None, Event | None, str]:
        """The position this anchor names in ``events`` (``None`` if it never came),
        its event, and, if it never came, why."""
        if self.kind == "end":
            return len(events), None, ""
        if self.kind == "start":
            return start, None, ""
        if self.kind == "position":
            if self.position > len(events):
                return None, None, f"the table has only {len(events)} events"
            return self.position, events[self.position - 1] if self.position else None, ""
        seen = 0
        for e in events:
            if e.KIND == self.kind and (self.game is None or e.game == self.game):
                seen += 1
                if seen == self.nth:
                    return e.position, e, ""
        where = f" in game {self.game}" if self.game else ""
        count = "none" if not seen else f"only {seen}"
        plural = "s" if seen != 1 else ""
        return None, None, f"never happened: {count} {self.kind} event{plural}{where}"


def _anchor(raw: object, where: str) -> Anchor:
    if raw is None or raw == "end":
        return Anchor()
    if raw == "start":
        return Anchor("start")
    if isinstance(raw, int) and not isinstance(raw, bool):
        if raw < 0:
            raise ExpectError(f"{where}.at: a position counts from 1, not {raw}")
        return Anchor("position", position=raw)
    if not isinstance(raw, str):
        raise ExpectError(f"{where}.at: expected \"end\", \"start\", a position, or "
                          "\"KIND [GAME] [#N]\"")
    if not raw.strip():
        raise ExpectError(f"{where}.at: empty; say \"end\" or \"KIND [GAME] [#N]\"")
    words = raw.split()
    kind, game, nth = words[0], None, 1
    for word in words[1:]:
        if word.startswith("#") and word[1:].isdigit() and int(word[1:]) >= 1:
            nth = int(word[1:])
        elif _PATH.fullmatch(word) and game is None:
            game = word
        else:
            raise ExpectError(f"{where}.at: {word!r} is neither a game path (1.1) nor #N "
                              f"in {raw!r}")
    if kind == "position" and game is not None and "." not in game:
        return Anchor("position", position=int(game))
    if kind not in EVENT_TYPES:
        import difflib

        close = difflib.get_close_matches(kind, list(EVENT_TYPES), n=2)
        hint = f" (did you mean {' or '.join(close)}?)" if close else ""
        raise ExpectError(f"{where}.at: no event kind {kind!r}{hint}")
    return Anchor(kind, game, nth)


def until_anchor(text: object) -> Anchor:
    """``[run] until = "KIND [GAME] [#N]"``: the event after whose rules action a run
    stops (raises :class:`ExpectError`)."""
    anchor = _anchor(text, "run.until")
    if anchor.kind in ("end", "start", "position"):
        raise ExpectError("run.until: name an event kind, as in \"subgame_ended 1.1\"")
    return anchor


# -- what ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Moment:
    """What an expectation reads: the state at its anchor, the anchor's event, the
    table's edition and the game its values are read in."""

    state: TableState
    event: Event | None
    edition: str
    game: str

    def game_state(self, path: str | None = None) -> GameState:
        path = path or self.game
        found = self.state.games.get(path)
        if found is None:
            raise Missing(f"no game {path} (games: {', '.join(self.state.games)})")
        return found


@dataclass(frozen=True)
class Check:
    """One thing expected: ``label`` (what), ``expected``, how to read the actual value
    and whether it matches."""

    label: str
    expected: Any
    read: Callable[[Moment], Any]
    matches: Callable[[Any, Any], bool] = lambda expected, actual: bool(expected == actual)
    show: Callable[[Any], str] = lambda value: _show(value)


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_show(v) for v in value) + "]" if value else "[]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {_show(v)}" for k, v in value.items()) + "}"
    return str(value)


def _names(game: GameState, oids: Sequence[int]) -> list[str]:
    return [game.objects[o].name for o in oids]


def _same_cards(expected: Any, actual: Any) -> bool:
    if isinstance(expected, int):
        return isinstance(actual, list) and len(actual) == expected
    return Counter(n.casefold() for n in expected) == Counter(n.casefold() for n in actual)


def _cards_shower(expected: Any) -> Callable[[Any], str]:
    def show(actual: Any) -> str:
        if not isinstance(actual, list):
            return str(actual)
        if isinstance(expected, int) or len(actual) > 10:
            text = f"{len(actual)} card{'s' if len(actual) != 1 else ''}"
            if isinstance(expected, list):
                missing = Counter(expected) - Counter(actual)
                extra = Counter(actual) - Counter(expected)
                parts = [f"missing {', '.join(missing.elements())}" if missing else "",
                         f"besides: {', '.join(extra.elements())}" if extra else ""]
                text += " (" + "; ".join(p for p in parts if p) + ")" if any(parts) else ""
            return text
        return _show(actual)
    return show


def _zone_reader(key: str, players: Collection[str], where: str
                 ) -> Callable[[Moment], list[str]]:
    *quals, zone = [part.strip() for part in key.split(":")]
    zone = zone.casefold()
    if zone not in ZONES:
        raise ExpectError(f"{where}: {zone!r} is not a zone ({', '.join(ZONES)}) in {key!r}")
    game: str | None = None
    owner: str | None = None
    for q in quals:
        if q in players and owner is None:
            owner = q
        elif _PATH.fullmatch(q) and game is None:
            game = q
        else:
            raise ExpectError(f"{where}: {q!r} in {key!r} is neither a player "
                              f"({', '.join(players)}) nor a game path (1.1)")
    if zone in ("library", "hand", "graveyard") and owner is None:
        raise ExpectError(f"{where}: whose {zone}? write \"A:{zone}\"")

    def read(m: Moment) -> list[str]:
        g = m.game_state(game)
        if owner is not None and owner not in g.player:
            raise Missing(f"{owner} is not in game {g.path}")
        oids = list(g.zone(zone, owner))
        if owner is not None and zone not in ("library", "hand", "graveyard"):
            oids = [o for o in oids if g.objects[o].owner == owner]
        return _names(g, oids)
    return read


def _found(text: str, players: Collection[str], where: str) -> Callable[[Moment], int]:
    try:
        ref = reference(text, players)
    except NamingError as exc:
        raise ExpectError(f"{where}: {exc}") from None

    def read(m: Moment) -> int:
        g = m.game_state(ref.game)
        return sum(1 for item in objects(g, g.objects)
                   if item.name.casefold() == ref.name.casefold() and ref.fits(item)
                   and item.zone)
    return read


def _player_map(raw: object, players: Collection[str], where: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise ExpectError(f"{where}: expected a table by player ({{ A = ... }})")
    for pid in raw:
        if pid not in players:
            raise ExpectError(f"{where}: {pid!r} is not a player ({', '.join(players)})")
    return dict(raw)


def _int(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ExpectError(f"{where}: expected a whole number, not {value!r}")
    return value


def _strings(value: object, where: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ExpectError(f"{where}: expected a list of names")
    return list(value)


def _rule_matches(editions: tuple[str, ...]) -> Callable[[Any, Any], bool]:
    """A rule written in current numbering matches its number in the table's edition
    (or any step of it an older edition numbered apart); with one edition named, the
    rule is that edition's own number."""
    def matches(expected: Any, actual: Any) -> bool:
        rule, edition = actual
        if rule == expected:
            return True
        if len(editions) == 1:
            return False
        return rule in {R.cite(expected, edition, step)
                        for step in ("", R.FIRST_PLAYER, R.RELEASE)}
    return matches


def _event_field(name: str) -> Callable[[Moment], Any]:
    def read(m: Moment) -> Any:
        if m.event is None:
            raise Missing("no event at this point (say at = \"KIND\")")
        if name not in m.event.FIELDS:
            raise Missing(f"{m.event.KIND} has no field {name!r} "
                          f"({', '.join(m.event.FIELDS)})")
        value = getattr(m.event, name)
        return list(value) if isinstance(value, tuple) else value
    return read


def _life(pid: str) -> Callable[[Moment], int]:
    return lambda m: m.game_state().player[pid].life


def _counter(pid: str, kind: str) -> Callable[[Moment], int]:
    return lambda m: m.game_state().player[pid].counters.get(kind, 0)


def _status(path: str) -> Callable[[Moment], str]:
    return lambda m: m.state.games[path].status if path in m.state.games else "absent"


def _at_least(n: int, most: bool = False) -> Callable[[Any, Any], bool]:
    """At least ``n`` found (with ``most``: at most ``n``)."""
    return lambda _, found: isinstance(found, int) and (found <= n if most else found >= n)


def _how_many(found: Any) -> str:
    return f"{found} found" if isinstance(found, int) else str(found)


def _checks(raw: Mapping[str, Any], players: Sequence[str], where: str,
            editions: tuple[str, ...]) -> list[Check]:
    tagged: list[tuple[str, Check]] = []

    def add(key: str, check: Check) -> None:
        tagged.append((key, check))

    for pid, value in _player_map(raw.get("life", {}), players, f"{where}.life").items():
        add("life", Check(f"life {pid}", _int(value, f"{where}.life.{pid}"), _life(pid)))
    for pid, kinds in _player_map(raw.get("counters", {}), players,
                                  f"{where}.counters").items():
        if not isinstance(kinds, dict):
            raise ExpectError(f"{where}.counters.{pid}: expected {{ poison = N }}")
        for kind, n in kinds.items():
            add("counters", Check(f"{kind} counters {pid}",
                                  _int(n, f"{where}.counters.{pid}"), _counter(pid, kind)))
    zones = raw.get("zones", {})
    if not isinstance(zones, dict):
        raise ExpectError(f"{where}.zones: expected {{ \"A:library\" = 30, ... }}")
    for key, value in zones.items():
        here = f"{where}.zones.{key}"
        expected: int | list[str] = (_int(value, here) if not isinstance(value, list)
                                     else _strings(value, here))
        add("zones", Check(key, expected, _zone_reader(key, players, here), _same_cards,
                           _cards_shower(expected)))
    for key, at_least in (("contains", True), ("lacks", False)):
        for i, text in enumerate(_strings(raw.get(key, []), f"{where}.{key}")):
            here = f"{where}.{key}[{i}]"
            read = _found(text, players, here)
            nth = reference(text, players).nth or 1
            if at_least:
                add(key, Check(f"contains {text}", f"at least {nth}", read, _at_least(nth),
                               _how_many))
            else:
                add(key, Check(f"lacks {text}", "none", read, _at_least(0, most=True),
                               _how_many))
    if "winners" in raw:
        winners = sorted(_strings(raw["winners"], f"{where}.winners"))
        add("winners", Check("winners", winners, lambda m: sorted(m.game_state().winners)))
    if "draw" in raw:
        if not isinstance(raw["draw"], bool):
            raise ExpectError(f"{where}.draw: expected true or false")
        add("draw", Check("draw", raw["draw"], lambda m: m.game_state().draw))
    if "lost" in raw:
        lost = sorted(_strings(raw["lost"], f"{where}.lost"))
        add("lost", Check("lost", lost, lambda m: sorted(
            p for p, s in m.game_state().player.items() if not s.in_game)))
    games = raw.get("games")
    if isinstance(games, list):
        paths = sorted(_strings(games, f"{where}.games"))
        add("games", Check("games", paths, lambda m: sorted(m.state.games)))
    elif isinstance(games, dict):
        for path, status in games.items():
            if status not in STATUSES:
                raise ExpectError(f"{where}.games.{path}: expected one of {', '.join(STATUSES)}")
            add("games", Check(f"game {path}", status, _status(path)))
    elif games is not None:
        raise ExpectError(f"{where}.games: expected {{ \"1.1\" = \"ended\" }} or a list of paths")
    if "waiting" in raw:
        waiting = _strings(raw["waiting"], f"{where}.waiting")
        add("waiting", Check("waiting triggers", waiting, lambda m: [
            t.source_name for t in m.game_state().triggers.values()], _same_cards))
    if "stack" in raw:
        stack = _strings(raw["stack"], f"{where}.stack")
        add("stack", Check("stack", stack, lambda m: _names(m.game_state(),
                                                             m.game_state().stack)))
    if "turn" in raw:
        add("turn", Check("turn", _int(raw["turn"], f"{where}.turn"),
                            lambda m: m.game_state().turn))
    if "step" in raw:
        if raw["step"] not in (*STEPS, "start"):
            raise ExpectError(f"{where}.step: expected one of {', '.join(STEPS)}")
        add("step", Check("step", raw["step"], lambda m: m.game_state().step))
    if "active" in raw:
        add("active", Check("active player", raw["active"], lambda m: m.game_state().active))
    if "rule" in raw:
        if not isinstance(raw["rule"], str):
            raise ExpectError(f"{where}.rule: expected a rule number as text (\"727.5\")")

        def cited(m: Moment) -> tuple[str, str]:
            if m.event is None:
                raise Missing("no event at this point (say at = \"KIND\")")
            return m.event.rule, m.edition
        add("rule", Check("rule cited", raw["rule"], cited, _rule_matches(editions),
                            lambda a: (f"{a[0]} ({a[1]} numbering)"
                                       if isinstance(a, tuple) and a[1] != "current"
                                       else a[0] if isinstance(a, tuple) else str(a))))
    event = raw.get("event", {})
    if not isinstance(event, dict):
        raise ExpectError(f"{where}.event: expected {{ field = value }}")
    for name, value in event.items():
        expected_value = list(value) if isinstance(value, list) else value
        add("event", Check(f"event {name}", expected_value, _event_field(name)))
    order = list(raw)  # in the order the file says them
    tagged.sort(key=lambda kc: order.index(kc[0]))
    return [check for _, check in tagged]


# -- an expectation ------------------------------------------------------------------------

KEYS = ("at", "edition", "game", "note", "life", "counters", "zones", "contains", "lacks",
        "winners", "draw", "lost", "games", "waiting", "stack", "turn", "step", "active",
        "rule", "event")


@dataclass(frozen=True)
class Expectation:
    """One ``[[expect]]`` table: where, for which editions, in which game, what."""

    where: str
    at: Anchor
    editions: tuple[str, ...]
    game: str
    checks: tuple[Check, ...]
    note: str = ""

    def applies(self, edition: str) -> bool:
        return not self.editions or edition in self.editions

    def __str__(self) -> str:
        return f"{self.where} at {self.at}" + (f" in game {self.game}" if self.game != "1"
                                               else "")


def parse_expectations(raw: object, players: Sequence[str]) -> list[Expectation]:
    """A scenario's ``[[expect]]`` tables (raises :class:`ExpectError`)."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ExpectError("expect: write each expectation as an [[expect]] table")
    found = []
    for i, item in enumerate(raw, 1):
        where = f"expect[{i}]"
        if not isinstance(item, dict):
            raise ExpectError(f"{where}: expected a table")
        unknown = [k for k in item if k not in KEYS]
        if unknown:
            raise ExpectError(f"{where}: unknown key {unknown[0]!r} (keys: {', '.join(KEYS)})")
        editions_raw = item.get("edition", [])
        editions = tuple([editions_raw] if isinstance(editions_raw, str) else editions_raw)
        for edition in editions:
            if edition not in R.EDITIONS:
                raise ExpectError(f"{where}.edition: {edition!r} is not one of "
                                  f"{', '.join(R.EDITIONS)}")
        game = item.get("game", "1")
        if not isinstance(game, str) or not _PATH.fullmatch(game):
            raise ExpectError(f"{where}.game: expected a game path (\"1\", \"1.1\")")
        checks = _checks(item, players, where, editions)
        if not checks:
            raise ExpectError(f"{where}: expects nothing (say life, zones, winners, rule...)")
        found.append(Expectation(where, _anchor(item.get("at"), where), editions, game,
                                 tuple(checks), str(item.get("note", ""))))
    return found


# -- checking ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Item:
    """One value checked: what, expected, actual, whether it held."""

    what: str
    expected: str
    actual: str
    held: bool


@dataclass(frozen=True)
class Result:
    """One expectation checked against one table."""

    expectation: Expectation
    edition: str
    items: tuple[Item, ...]
    position: int | None = None

    @property
    def held(self) -> bool:
        return all(item.held for item in self.items)

    def line(self) -> str:
        """One line: held or broken, where, and each value beside the one expected."""
        parts = []
        for item in self.items:
            if item.held:
                parts.append(f"{item.what} {item.expected}")
            else:
                parts.append(f"{item.what}: expected {item.expected}, got {item.actual}")
        head = "held" if self.held else "BROKEN"
        return f"{head} [{self.edition}] {self.expectation}: " + "; ".join(parts)

    def view(self) -> dict[str, Any]:
        e = self.expectation
        return {"expectation": e.where, "at": str(e.at), "game": e.game, "edition": self.edition,
                "position": self.position, "held": self.held, "note": e.note or None,
                "items": [{"what": i.what, "expected": i.expected, "actual": i.actual,
                           "held": i.held} for i in self.items]}


def _evaluate(expectation: Expectation, moment: Moment | None, why: str, edition: str,
              position: int | None) -> Result:
    if moment is None:
        return Result(expectation, edition, (Item(f"at {expectation.at}", "it happens", why,
                                                  False),), position)
    items = []
    for check in expectation.checks:
        expected = _show(check.expected)
        try:
            actual = check.read(moment)
        except Missing as exc:
            items.append(Item(check.label, expected, str(exc), False))
            continue
        except KeyError as exc:
            items.append(Item(check.label, expected, f"not there ({exc})", False))
            continue
        held = check.matches(check.expected, actual)
        items.append(Item(check.label, expected, check.show(actual), held))
    return Result(expectation, edition, tuple(items), position)


@dataclass
class _Fold:
    """A state folded forward through the events, one anchor after another."""

    events: Sequence[Event]
    state: TableState = field(default_factory=TableState)

    def at(self, position: int) -> TableState:
        fold(self.events[self.state.position:position], self.state)
        return self.state


def check_expectations(expectations: Sequence[Expectation], events: Sequence[Event],
                       start: int = 0) -> list[Result]:
    """Check each expectation that applies to the table's edition against its events
    (``start``: the position where the setup ended). Results in the file's order."""
    if not events:
        return []
    edition = events[0].edition if events[0].KIND == "table_opened" else "current"  # type: ignore[attr-defined]
    found = []
    for e in expectations:
        if e.applies(edition):
            position, event, why = e.at.find(events, start)
            found.append((e, position, event, why))
    results: dict[int, Result] = {}
    walk = _Fold(events)
    order = sorted(range(len(found)), key=lambda i: found[i][1] or 0)
    for i in order:
        e, position, event, why = found[i]
        moment = None
        if position is not None:
            moment = Moment(walk.at(position), event, edition, e.game)
        results[i] = _evaluate(e, moment, why, edition, position)
    return [results[i] for i in range(len(found))]
