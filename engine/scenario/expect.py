"""The expected ruling, written in the scenario file and checked against the table.

A judge states what should be true, and where. Three forms::

    [[expect]]                       # AT A MOMENT: at = "end" is the default
    at = "spell_resolved Shahrazad"  # right after it (before the rest of its action)
    life = { A = 10, B = 20 }
    objects = { "B:Serra Angel" = { controller = "A", tapped = true, power = 4 } }

    [[expect]]                       # THROUGHOUT A WINDOW: after every event of it
    holds = "never"                  # or "always"
    from = "subgame_started 1.1"     # default: the start (the position, set up)
    to = "subgame_ended 1.1"         # default: the end
    contains = ["A:battlefield:Bat"]

    [[expect]]                       # WHAT HAPPENS IN A WINDOW
    never = "ability_triggered Desecrated Tomb in 1.1"   # or happens = ..., times = N

A moment is an *anchor* and what happens is a *pattern*
(:mod:`shahrazad.scenario.anchors`: ``"KIND [SUBJECT] [in GAME] [#N]"``, ``"turn N
[STEP]"``, a position, or a table of the event's fields). What a state can be expected
to be is in :mod:`shahrazad.scenario.attributes`: objects, players and games, by name.
At a moment that is an event, ``rule`` is the rule the event cites (current
numbering, matched in the table's edition) and ``event`` its fields (objects and
cards by name: ``event = { card = "Oblivion Ring" }``). Values are read in the main
game unless ``game = "1.1"`` says another; ``edition`` limits an expectation to
tables under those rules; ``note`` says the ruling in words.

:func:`parse_expectations` reads the tables (refusing a misspelt key, kind, step,
zone, field or attribute with the close words); :func:`check_expectations` folds a
played table's events once, one at a time, and checks every expectation as the
table passes its moments.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from shahrazad.cards.catalog import from_data
from shahrazad.events import vocabulary as v
from shahrazad.events.base import EVENT_TYPES, Event
from shahrazad.projections.fold import apply
from shahrazad.projections.state import TableState, copy_table
from shahrazad.rules import citations as R
from shahrazad.scenario.anchors import (
    PATH,
    Anchor,
    ExpectError,
    Pattern,
    Watch,
    close_words,
    field_matches,
    parse_anchor,
    parse_pattern,
    rule_matches,
)
from shahrazad.scenario.attributes import (
    GAME_ATTRIBUTES,
    STATE_KEYS,
    Check,
    Missing,
    Moment,
    state_checks,
)
from shahrazad.scenario.fields import Names, readable

__all__ = [
    "Anchor",
    "Check",
    "ExpectError",
    "Expectation",
    "Item",
    "Result",
    "check_expectations",
    "parse_expectations",
    "until_anchor",
]

#: the keys that say where or when, the keys every form takes, and those of an event
WHERE_KEYS = ("at", "holds", "from", "to", "happens", "never", "times")
COMMON_KEYS = ("edition", "game", "note")
EVENT_KEYS = ("rule", "event")
KEYS = (*WHERE_KEYS, *COMMON_KEYS, *STATE_KEYS, *GAME_ATTRIBUTES, *EVENT_KEYS)
#: keys a judge may write for one of ours
_ALSO = {"when": "at", "after": "at", "until": "at (a run's until goes in [run])",
         "hand": "players = { A = { hand = N } }", "mana": "players = { A = { mana = \"RR\" } }",
         "object": "objects", "player": "players", "poison": "counters",
         "always": "holds = \"always\"", "never_holds": "holds = \"never\"",
         "window": "from and to", "during": "from and to", "count": "times",
         "edition_": "edition", "editions": "edition", "fields": "event"}


def until_anchor(text: object, players: Sequence[str] = ()) -> Anchor:
    """``[run] until = "KIND [SUBJECT] [in GAME] [#N]"`` (or ``"turn N [STEP]"``): the
    event after whose rules action a run stops (raises :class:`ExpectError`)."""
    if not isinstance(text, str):
        raise ExpectError("run.until: expected text, as in \"spell_resolved Shahrazad\"")
    anchor = parse_anchor(text, players, "run.until")
    if anchor.kind != "event":
        raise ExpectError("run.until: name what happens, as in \"subgame_ended 1.1\" or "
                          "\"turn 6 main2\"")
    return anchor


# -- an expectation ------------------------------------------------------------------------


@dataclass(frozen=True)
class Expectation:
    """One ``[[expect]]`` table: its form (``mode``), where or when, for which editions,
    in which game, and what.

    ``mode`` is ``at`` (the checks at the moment :attr:`at`), ``always`` or
    ``never_holds`` (the checks after every event of the window :attr:`window`: each
    holds at every one; or all of them together hold at none), ``happens`` (an event
    :attr:`pattern` matches comes in the window: :attr:`times` times, or at least once)
    or ``never`` (none comes)."""

    where: str
    at: Anchor
    editions: tuple[str, ...]
    game: str
    checks: tuple[Check, ...]
    note: str = ""
    mode: str = "at"
    window: tuple[Anchor, Anchor] = (Anchor("start"), Anchor("end"))
    pattern: Pattern | None = None
    times: int | None = None

    def applies(self, edition: str) -> bool:
        return not self.editions or edition in self.editions

    @property
    def span(self) -> str:
        """The window, as said: ``from X to Y`` (a side left out where it is the
        default)."""
        start, end = self.window
        return " ".join(([f"from {start}"] if start.kind != "start" else [])
                        + ([f"to {end}"] if end.kind != "end" else []))

    def __str__(self) -> str:
        game = f" in game {self.game}" if self.game != "1" else ""
        if self.mode == "at":
            return f"{self.where} at {self.at}{game}"
        words = {"always": "always", "never_holds": "never holds"}.get(self.mode, "")
        return " ".join(w for w in (self.where, words, self.span) if w) + game


def _editions(raw: object, where: str) -> tuple[str, ...]:
    editions = [raw] if isinstance(raw, str) else raw
    if not isinstance(editions, list) or not all(isinstance(e, str) for e in editions):
        raise ExpectError(f"{where}.edition: expected an edition or a list of them")
    for edition in editions:
        if edition not in R.EDITIONS:
            raise ExpectError(f"{where}.edition: {edition!r} is not one of "
                              f"{', '.join(R.EDITIONS)}{close_words(edition, R.EDITIONS)}")
    return tuple(editions)


def _event_checks(item: Mapping[str, Any], at: Anchor, players: Sequence[str], where: str,
                  editions: tuple[str, ...]) -> list[tuple[str, Check]]:
    """The checks of the event at the moment: the rule it cites, its fields."""
    asked = [k for k in EVENT_KEYS if k in item]
    if not asked:
        return []
    if at.kind in ("start", "end"):
        raise ExpectError(f"{where}.{asked[0]}: {at.kind} is no event; say at = \"KIND\" "
                          "(the event whose rule or fields these are)")
    found: list[tuple[str, Check]] = []
    if "rule" in item:
        rule = item["rule"]
        if not isinstance(rule, str):
            raise ExpectError(f"{where}.rule: expected a rule number as text (\"727.5\")")

        def cited(m: Moment) -> tuple[str, str]:
            return _event(m).rule, m.edition
        found.append(("rule", Check(
            "rule cited", rule, cited,
            lambda expected, actual: rule_matches(expected, actual[0], actual[1], editions),
            lambda a: (f"{a[0]} ({a[1]} numbering)" if a[1] != "current" else a[0]))))
    fields = item.get("event", {})
    if not isinstance(fields, dict):
        raise ExpectError(f"{where}.event: expected {{ field = value }}")
    kind = at.pattern.base if at.pattern is not None else None
    for name, value in fields.items():
        if kind is not None and name not in EVENT_TYPES[kind].FIELDS:
            allowed = EVENT_TYPES[kind].FIELDS
            raise ExpectError(f"{where}.event: {kind} has no field {name!r}"
                              f"{close_words(name, allowed)} (its fields: "
                              f"{', '.join(allowed) or 'none'})")
        if not isinstance(value, str | int | bool | list):
            raise ExpectError(f"{where}.event.{name}: expected a name, a number, true or "
                              f"false, or a list, not {value!r}")
        found.append(("event", Check(f"event {name}", value, _field_reader(name),
                                     _field_matcher(name, players))))
    return found


def _event(m: Moment) -> Event:
    if m.event is None:
        raise Missing("no event at this point (say at = \"KIND\")")
    return m.event


def _field_reader(name: str) -> Any:
    def read(m: Moment) -> Any:
        event = _event(m)
        if name not in event.FIELDS:
            raise Missing(f"{event.KIND} has no field {name!r} ({', '.join(event.FIELDS)})")
        return readable(event, name, m.names)
    return read


def _field_matcher(name: str, players: Sequence[str]) -> Any:
    return lambda expected, actual: field_matches(name, expected, actual, players)


def _times(raw: object, where: str) -> int:
    if not isinstance(raw, int) or isinstance(raw, bool) or raw < 0:
        raise ExpectError(f"{where}.times: expected how many times (0, 1, 2...), not {raw!r}")
    return raw


def _one(item: Mapping[str, Any], players: Sequence[str], where: str) -> Expectation:
    unknown = [k for k in item if k not in KEYS]
    if unknown:
        raise ExpectError(f"{where}: unknown key {unknown[0]!r}"
                          f"{close_words(unknown[0], KEYS, _ALSO)} (keys: {', '.join(KEYS)})")
    editions = _editions(item.get("edition", []), where)
    game = item.get("game", "1")
    if not isinstance(game, str) or not PATH.fullmatch(game):
        raise ExpectError(f"{where}.game: expected a game path (\"1\", \"1.1\")")
    note = str(item.get("note", ""))
    forms = [k for k in ("at", "holds", "happens", "never") if k in item]
    if len(forms) > 1:
        raise ExpectError(f"{where}: {' and '.join(forms)} together; say one (a moment: at; "
                          "a window: holds; events: happens or never)")
    form = forms[0] if forms else "at"
    tagged = state_checks(item, players, where)
    if form in ("happens", "never"):
        extra = [k for k in item if k in (*STATE_KEYS, *GAME_ATTRIBUTES, *EVENT_KEYS)]
        if extra:
            raise ExpectError(f"{where}.{extra[0]}: {form} says what happens; say what the "
                              "state is in an [[expect]] of its own (at or holds), and the "
                              f"event's fields in {form} = {{ kind = ..., field = ... }}")
        if "times" in item and form == "never":
            raise ExpectError(f"{where}.times: never is 0 times; say happens = ..., times = N")
        pattern = parse_pattern(item[form], players, f"{where}.{form}", editions)
        times = _times(item["times"], where) if "times" in item else None
        return Expectation(where, Anchor(), editions, game, (), note, form,
                           _window(item, players, where, editions), pattern, times)
    if "times" in item:
        raise ExpectError(f"{where}.times: only with happens = ... (how many times it happens)")
    if form == "holds":
        holds = item["holds"]
        if holds not in ("always", "never"):
            raise ExpectError(f"{where}.holds: expected \"always\" or \"never\", not {holds!r}")
        asked = [k for k in EVENT_KEYS if k in item]
        if asked:
            raise ExpectError(f"{where}.{asked[0]}: a window has many events; say at = "
                              "\"KIND\" for one, or never = { kind = ..., field = ... }")
        if not tagged:
            raise ExpectError(f"{where}: holds what? (say life, objects, zones, contains...)")
        return Expectation(where, Anchor(), editions, game, _ordered(item, tagged), note,
                           "always" if holds == "always" else "never_holds",
                           _window(item, players, where, editions))
    for key in ("from", "to"):
        if key in item:
            raise ExpectError(f"{where}.{key}: a window needs holds = \"always\" or "
                              "\"never\" (or happens, never); at is one moment")
    at = parse_anchor(item.get("at"), players, f"{where}.at", editions)
    tagged += _event_checks(item, at, players, where, editions)
    if not tagged:
        raise ExpectError(f"{where}: expects nothing (say life, objects, zones, winners, "
                          "rule...)")
    return Expectation(where, at, editions, game, _ordered(item, tagged), note)


def _window(item: Mapping[str, Any], players: Sequence[str], where: str,
            editions: tuple[str, ...]) -> tuple[Anchor, Anchor]:
    start = parse_anchor(item.get("from", "start"), players, f"{where}.from", editions)
    end = parse_anchor(item.get("to", "end"), players, f"{where}.to", editions)
    if start.kind == "end":
        raise ExpectError(f"{where}.from: a window can't open at the end")
    if end.kind == "start":
        raise ExpectError(f"{where}.to: a window can't close at the start")
    return start, end


def _ordered(item: Mapping[str, Any], tagged: list[tuple[str, Check]]) -> tuple[Check, ...]:
    order = list(item)  # in the order the file says them
    return tuple(check for _, check in sorted(tagged, key=lambda kc: order.index(kc[0])))


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
        found.append(_one(item, players, where))
    return found


# -- results -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Item:
    """One value checked: what, expected, actual, whether it held (and, for a window,
    how a held or broken one reads, where the plain form would not)."""

    what: str
    expected: str
    actual: str
    held: bool
    said: str = ""

    def text(self) -> str:
        if self.said:
            return self.said
        if self.held:
            return f"{self.what} {self.expected}"
        return f"{self.what}: expected {self.expected}, got {self.actual}"


@dataclass(frozen=True)
class Result:
    """One expectation checked against one table: ``position`` is where it was read
    (the moment; for a window, where it broke) and ``where`` says it in words."""

    expectation: Expectation
    edition: str
    items: tuple[Item, ...]
    position: int | None = None
    where: str = ""

    @property
    def held(self) -> bool:
        return all(item.held for item in self.items)

    def line(self) -> str:
        """One line: held or broken, where, and each value beside the one expected."""
        head = "held" if self.held else "BROKEN"
        place = f" ({self.where})" if self.where and not self.held else ""
        return (f"{head} [{self.edition}] {self.expectation}{place}: "
                + "; ".join(item.text() for item in self.items))

    def view(self) -> dict[str, Any]:
        e = self.expectation
        return {"expectation": e.where, "form": e.mode, "at": str(e.at) if e.mode == "at"
                else e.span, "game": e.game, "edition": self.edition,
                "position": self.position, "where": self.where or None, "held": self.held,
                "note": e.note or None,
                "items": [{"what": i.what, "expected": i.expected, "actual": i.actual,
                           "held": i.held} for i in self.items]}


# -- checking ------------------------------------------------------------------------------


@dataclass
class _Table:
    """The walk through a table's events: the state right after the latest, the names
    learnt, and the events whose words a broken expectation will need."""

    events: Sequence[Event]
    edition: str
    start: int
    state: TableState = field(default_factory=TableState)
    names: Names = field(default_factory=Names)
    position: int = 0
    event: Event | None = None
    #: positions whose event is to be told in words, and the words once told
    told: dict[int, str] = field(default_factory=dict)

    def moment(self, game: str) -> Moment:
        return Moment(self.state, self.event, self.edition, game, self.names)

    def place(self, game: str) -> str:
        """Where the table is, for a result: the event, and the game's turn and step."""
        g = self.state.games.get(game)
        turn = f", turn {g.turn} {g.step}" if g is not None and g.turn else ""
        return f"event {self.position}{turn}" + (f" of game {game}" if game != "1" and turn
                                                 else "")

    def tell(self, position: int) -> str:
        """A placeholder for the words of event ``position``, filled in at the end."""
        self.told.setdefault(position, "")
        return f"\x00{position}\x00"


def _read(check: Check, m: Moment) -> tuple[bool, str]:
    try:
        actual = check.read(m)
    except Missing as exc:
        return False, str(exc)
    except KeyError as exc:
        return False, f"not there ({exc})"
    return check.matches(check.expected, actual), check.show(actual)


class _Runner:
    """One expectation being checked as the table passes its events."""

    def __init__(self, e: Expectation, table: _Table) -> None:
        self.e = e
        self.done: Result | None = None

    def see(self, table: _Table) -> None:
        raise NotImplementedError

    def finish(self, table: _Table) -> Result:
        raise NotImplementedError

    def result(self, items: Sequence[Item], table: _Table, position: int | None = None,
               where: str = "") -> Result:
        return Result(self.e, table.edition, tuple(items), position, where)


class _AtMoment(_Runner):
    def __init__(self, e: Expectation, table: _Table) -> None:
        super().__init__(e, table)
        self.watch = Watch(e.at, after=table.start)

    def see(self, table: _Table) -> None:
        if self.done is None and self.watch.sees(table.position, table.event, table.names):
            self.done = self.evaluate(table)

    def evaluate(self, table: _Table) -> Result:
        m = table.moment(self.e.game)
        items = []
        for check in self.e.checks:
            held, actual = _read(check, m)
            items.append(Item(check.label, check.expected_text, actual, held))
        return self.result(items, table, table.position, table.place(self.e.game))

    def finish(self, table: _Table) -> Result:
        if self.done is not None:
            return self.done
        if self.e.at.kind == "end":
            return self.evaluate(table)
        why = self.watch.why_not(len(table.events))
        return self.result([Item(f"at {self.e.at}", "it happens", why, False, why)], table)


class _Window(_Runner):
    """A window: it opens as ``from`` comes (``start``: after the setup), and closes
    as ``to`` comes (``end``: after the last event), both included."""

    def __init__(self, e: Expectation, table: _Table) -> None:
        super().__init__(e, table)
        self.opening = Watch(e.window[0], after=table.start)
        self.closing: Watch | None = None
        self.closed = False

    def see(self, table: _Table) -> None:
        if self.closed or self.done is not None:
            return
        if self.closing is None:
            if not self.opening.sees(table.position, table.event, table.names):
                return
            self.closing = Watch(self.e.window[1], after=table.position,
                                 since=f"the window opened (event {table.position})")
            self.opened(table)
            return
        self.inside(table)
        if self.closing.sees(table.position, table.event, table.names):
            self.closed = True

    def opened(self, table: _Table) -> None:
        """The window opens at this position: see the state it opens on."""

    def inside(self, table: _Table) -> None:
        raise NotImplementedError

    def unopened(self, table: _Table) -> Result | None:
        """The broken result of a window that never opened or never closed, or ``None``."""
        start, end = self.e.window
        if self.closing is None:
            why = self.opening.why_not(len(table.events))
            return self.result([Item(f"from {start}", "it happens", why, False,
                                     f"the window never opened: from {start} {why}")], table)
        if end.kind != "end" and not self.closed:
            why = self.closing.why_not(len(table.events))
            return self.result([Item(f"to {end}", "it happens", why, False,
                                     f"the window never closed: to {end} {why}")], table)
        return None


class _Holds(_Window):
    """``holds = "always"``: each check at every event of the window; ``"never"``: all
    of them together at none."""

    def __init__(self, e: Expectation, table: _Table) -> None:
        super().__init__(e, table)
        #: per check: the first place it failed (always), or where all held (never)
        self.failed: dict[int, tuple[int, str, str]] = {}

    def opened(self, table: _Table) -> None:
        self.inside(table)

    def inside(self, table: _Table) -> None:
        m = table.moment(self.e.game)
        if self.e.mode == "always":
            for i, check in enumerate(self.e.checks):
                if i in self.failed:
                    continue
                held, actual = _read(check, m)
                if not held:
                    self.failed[i] = (table.position, actual, table.place(self.e.game))
            return
        seen = []
        for check in self.e.checks:
            held, actual = _read(check, m)
            if not held:
                return
            seen.append(actual)
        self.failed[0] = (table.position, ", ".join(seen), table.place(self.e.game))
        table.tell(table.position)
        self.done = self.finish(table)

    def finish(self, table: _Table) -> Result:
        if self.done is not None:
            return self.done
        if self.e.mode == "never_holds":
            return self._never(table)
        unopened = self.unopened(table)
        if unopened is not None and not self.failed:
            return unopened
        items = []
        first: tuple[int, str] | None = None
        for i, check in enumerate(self.e.checks):
            expected = f"{check.expected_text} throughout"
            if i not in self.failed:
                items.append(Item(check.label, expected, "", True))
                continue
            position, actual, place = self.failed[i]
            first = first or (position, place)
            items.append(Item(check.label, expected, actual, False,
                              f"{check.label}: expected {expected}, got {actual} after "
                              f"{place} ({table.tell(position)})"))
        return self.result(items, table, first[0] if first else None)

    def _never(self, table: _Table) -> Result:
        said = "; ".join(f"{c.label} {c.expected_text}" for c in self.e.checks)
        if 0 in self.failed:
            position, _, place = self.failed[0]
            return self.result([Item("never", said, f"held after {place}", False,
                                     f"never: {said}; it held after {place} "
                                     f"({table.tell(position)})")], table, position)
        unopened = self.unopened(table)
        if unopened is not None:
            return unopened
        return self.result([Item("never", said, "", True, f"never: {said}")], table)


class _Happens(_Window):
    """``happens`` / ``never``: the events of the window that match the pattern."""

    def __init__(self, e: Expectation, table: _Table) -> None:
        super().__init__(e, table)
        self.found: list[int] = []

    def inside(self, table: _Table) -> None:
        assert self.e.pattern is not None and table.event is not None
        if self.e.pattern.matches(table.event, table.names):
            self.found.append(table.position)
            if len(self.found) <= 3:
                table.tell(table.position)

    def finish(self, table: _Table) -> Result:
        unopened = self.unopened(table)
        if unopened is not None:
            return unopened
        e = self.e
        n = len(self.found)
        if e.mode == "never":
            expected, held = "never", n == 0
        elif e.times is None:
            expected, held = "at least once", n >= 1
        else:
            expected = "never" if e.times == 0 else _count(e.times)
            held = n == e.times
        actual = _count(n) if n != 0 else "never"
        if self.found:
            shown_at = ", ".join(f"event {p} ({table.tell(p)})" for p in self.found[:3])
            actual += f": {shown_at}" + (f" and {n - 3} more" if n > 3 else "")
        what = str(e.pattern)
        said = f"{what} {expected}" if held else f"{what}: expected {expected}, happened {actual}"
        return self.result([Item(what, expected, actual, held, said)], table,
                           self.found[0] if self.found else None)


def _count(n: int) -> str:
    return "once" if n == 1 else f"{n} times"


def _runner(e: Expectation, table: _Table) -> _Runner:
    if e.mode == "at":
        return _AtMoment(e, table)
    if e.mode in ("always", "never_holds"):
        return _Holds(e, table)
    return _Happens(e, table)


def _walk(table: _Table) -> Iterator[None]:
    """Bring ``table`` to each position in turn: before any event (0), then right after
    each event, its names learnt."""
    yield
    for event in table.events:
        apply(table.state, event)
        table.names.saw(event, table.state)
        table.position = event.position
        table.event = event
        yield


def _told(events: Sequence[Event], positions: Sequence[int]) -> dict[int, str]:
    """The audit's words for the events at ``positions`` (folding the table once more, to
    have the state before each as well as after)."""
    from shahrazad.projections.names import TableNames
    from shahrazad.projections.words import describe

    wanted = set(positions)
    words: dict[int, str] = {}
    state = TableState()
    names = TableNames()
    last = max(wanted, default=0)
    for event in events[:last]:
        before = copy_table(state) if event.position in wanted else None
        apply(state, event)
        names.remember(event, state)
        if before is not None:
            game = f" in game {event.game}" if event.game != "1" else ""
            words[event.position] = describe(event, before, state, names) + game
    return words


def check_expectations(expectations: Sequence[Expectation], events: Sequence[Event],
                       start: int = 0) -> list[Result]:
    """Check each expectation that applies to the table's edition against its events
    (``start``: the position where the setup ended: patterns count the events after
    it). Results in the file's order."""
    if not events:
        return []
    first = events[0]
    opened = first if isinstance(first, v.TableOpened) else None
    edition = opened.edition if opened is not None else "current"
    catalog = from_data(opened.custom_cards if opened is not None else ())
    table = _Table(events, edition, start)
    runners = [_runner(e, table) for e in expectations if e.applies(edition)]
    if not runners:
        return []
    with catalog.active():
        for _ in _walk(table):
            for runner in runners:
                runner.see(table)
        results = [runner.finish(table) for runner in runners]
    if not table.told:
        return results
    words = _told(events, sorted(table.told))
    return [_with_words(r, words) for r in results]


def _with_words(result: Result, words: Mapping[int, str]) -> Result:
    def fill(text: str) -> str:
        parts = text.split("\x00")
        return "".join(words.get(int(p), f"event {p}") if i % 2 else p
                       for i, p in enumerate(parts))
    items = tuple(Item(i.what, i.expected, fill(i.actual), i.held, fill(i.said))
                  for i in result.items)
    return Result(result.expectation, result.edition, items, result.position, result.where)

