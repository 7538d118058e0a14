"""Where an expectation looks, said by what happened: anchors and event patterns.

A *pattern* describes events the way a judge tells what happened, never by how many
events the engine emits::

    spell_cast                            the kind of event (``check --kinds`` lists them)
    spell_cast Lightning Bolt             ... that names this card or object
    player_lost B                         ... that names this player
    spell_resolved Shahrazad in 1.1       ... in this game (a spell that finished resolving)
    turn 6 main2 in 1                     the moment turn 6's postcombat main phase begins
    turn 3                                the moment turn 3 begins

or as a table, with any fields of the event (objects and cards by name,
:mod:`shahrazad.scenario.fields`), the rule it cites, and the turn and step of its game::

    { kind = "zone_changed", card = "Juzam Djinn", to_zone = "graveyard", game = "1.1" }

An *anchor* is a moment: ``"start"`` (the position the file states, set up),
``"end"`` (after the last event), ``N`` (after event N), or the Nth event a pattern
matches (``"spell_cast Lightning Bolt #2"``, ``{ ..., nth = 2 }``). Patterns count only
the events of the run, after the setup: a position built from events (a spell on a
stack, a subgame under way) never counts. Besides the event kinds, a pattern may name
what the kinds below mean together (:data:`DERIVED`).

:func:`parse_anchor` and :func:`parse_pattern` read them (raising :class:`ExpectError`
with the close words for a misspelt kind, step or field); :class:`Sighting` watches a
table's events for an anchor as they come (``[run] until``).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shahrazad.events.base import EVENT_TYPES, Event
from shahrazad.events.errors import ShahrazadError
from shahrazad.naming import NamingError, reference
from shahrazad.projections.fold import apply
from shahrazad.projections.state import STEPS, TableState
from shahrazad.rules import citations as R
from shahrazad.scenario.fields import (
    ROLES,
    Names,
    decision_begins,
    names_thing,
    readable,
    same,
    shown,
    things_and_players,
)

__all__ = ["DERIVED", "Anchor", "ExpectError", "Pattern", "Sighting", "Watch", "close_words",
           "parse_anchor", "parse_pattern"]

PATH = re.compile(r"\d+(\.\d+)*")
_NTH = re.compile(r"#(\d+)")


class ExpectError(ShahrazadError, ValueError):
    """An ``[[expect]]`` table (or ``[run] until``) that can't be read: one line, naming
    the key."""


def close_words(word: str, words: Iterable[str], also: Mapping[str, str] | None = None
                ) -> str:
    """`` (did you mean X?)`` for a misspelt ``word`` among ``words`` (``also``: words a
    judge may write for one of them), or ``""``."""
    words = list(words)
    if also and word.casefold() in also:
        return f" (did you mean {also[word.casefold()]}?)"
    close = difflib.get_close_matches(word, words, n=2, cutoff=0.6)
    if not close:
        close = [w for w in words if word.casefold() in w.casefold()][:2]
    return f" (did you mean {' or '.join(close)}?)" if close else ""


# -- what the kinds mean together -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class Derived:
    """A kind a judge may name that is an event kind with a condition: ``base`` events
    whose ``test`` holds (given the event and the names known then)."""

    base: str
    means: str
    test: Callable[[Event, Names], bool]


def _resolved(*kinds: str) -> Callable[[Event, Names], bool]:
    def test(event: Event, names: Names) -> bool:
        found = names.obj(event.game, getattr(event, "obj", None))
        return found is not None and found.kind in kinds
    return test


#: kinds that are an event kind with a condition
DERIVED: Mapping[str, Derived] = {
    "spell_resolved": Derived("resolution_ended", "A spell has finished resolving (608.2)",
                              _resolved("spell")),
    "ability_resolved": Derived("resolution_ended", "An activated or triggered ability has "
                                "finished resolving (608.2)", _resolved("ability", "trigger")),
}

#: the word of ``turn N [STEP]``, and the keys a pattern table takes besides fields
TURN = "turn"
PATTERN_KEYS = ("kind", "game", "subject", "rule", "turn", "step")


def kinds() -> list[str]:
    """Every kind a pattern may name: the event kinds, the derived ones and ``turn``."""
    return [*EVENT_TYPES, *DERIVED, TURN]


# -- patterns --------------------------------------------------------------------------


@dataclass(frozen=True)
class Pattern:
    """Events described by what happened: of ``kind`` (an event kind, a derived kind or
    ``turn``), in ``game``, naming ``subject``, with ``fields``, citing ``rule``, in
    turn ``turn`` and step ``step`` of their game."""

    kind: str
    game: str | None = None
    subject: str | None = None
    fields: tuple[tuple[str, Any], ...] = ()
    rule: str | None = None
    turn: int | None = None
    step: str | None = None
    #: the editions whose own numbering ``rule`` is in (one edition named), else any
    editions: tuple[str, ...] = ()
    text: str = ""

    @property
    def base(self) -> str:
        """The event kind this pattern's events are."""
        if self.kind == TURN:
            return "step_began" if self.step else "turn_began"
        derived = DERIVED.get(self.kind)
        return derived.base if derived is not None else self.kind

    def __str__(self) -> str:
        return self.text or self.kind

    def matches(self, event: Event, names: Names) -> bool:
        """Whether ``event`` is one of these (``names``: as they are right after it)."""
        if event.KIND != self.base or (self.game is not None and event.game != self.game):
            return False
        derived = DERIVED.get(self.kind)
        if derived is not None and not derived.test(event, names):
            return False
        if self.turn is not None or self.step is not None:
            game = names.state.games.get(event.game)
            if game is None or (self.turn is not None and game.turn != self.turn) or (
                    self.step is not None and game.step != self.step):
                return False
        if self.rule is not None and not rule_matches(self.rule, event.rule,
                                                      names.state.edition, self.editions):
            return False
        players = names.state.players
        if self.subject is not None:
            things, named = things_and_players(event, names)
            if self.subject in players:
                if self.subject not in named:
                    return False
            elif not any(names_thing(self.subject, t, players) for t in things):
                return False
        return all(field_matches(name, expected, readable(event, name, names), players)
                   for name, expected in self.fields)


def field_matches(name: str, expected: Any, actual: Any, players: Sequence[str]) -> bool:
    """Whether field ``name`` of an event, read as :func:`readable` reads it, is the value
    a judge wrote."""
    if ROLES.get(name) == "decision":
        return isinstance(expected, str) and isinstance(actual, str) and decision_begins(
            expected, actual)
    return same(expected, actual, players)


def rule_matches(expected: str, cited: str, edition: str, editions: tuple[str, ...] = ()
                 ) -> bool:
    """Whether an event citing ``cited`` under ``edition`` cites ``expected``: a rule in
    current numbering matches its number in the table's edition (or any step of it an
    older edition numbered apart); with one edition named, ``expected`` is that
    edition's own number. A rule holds for its subrules: ``120.3`` for ``120.3e``."""
    if _within(cited, expected):
        return True
    if len(editions) == 1:
        return False
    return any(_within(cited, R.cite(expected, edition, step))
               for step in ("", R.FIRST_PLAYER, R.RELEASE))


def _within(cited: str, rule: str) -> bool:
    """Whether ``cited`` is ``rule`` or one of its lettered subrules."""
    return cited == rule or (cited.startswith(rule) and cited[len(rule):].isalpha()
                             and rule[-1:].isdigit())


def _kind(word: str, where: str) -> str:
    if word in EVENT_TYPES or word in DERIVED or word == TURN:
        return word
    hint = close_words(word, kinds(), {"resolved": "spell_resolved",
                                       "spell_resolves": "spell_resolved",
                                       "cast": "spell_cast", "dies": "zone_changed",
                                       "step": "turn N STEP"})
    raise ExpectError(f"{where}: no event kind {word!r}{hint}; shahrazad check --kinds "
                      "lists them")


def _step(word: str, where: str) -> str:
    if word in STEPS:
        return word
    raise ExpectError(f"{where}: no step {word!r}{close_words(word, STEPS)} (steps: "
                      f"{', '.join(STEPS)})")


def _game(word: object, where: str) -> str:
    if not isinstance(word, str) or not PATH.fullmatch(word):
        raise ExpectError(f"{where}: expected a game path (\"1\", \"1.1\"), not {word!r}")
    return word


def _subject(text: str, players: Sequence[str], where: str) -> str:
    if text in players:
        return text
    try:
        ref = reference(text, players)
    except NamingError as exc:
        raise ExpectError(f"{where}: {exc}") from None
    if ref.zone is not None or ref.nth is not None:
        raise ExpectError(f"{where}: {text!r}: a subject says its owner and game at most "
                          "(B:Serra Angel, 1.1:Juzam Djinn)")
    return text


def _words(text: str, where: str) -> tuple[list[str], str | None, int | None]:
    """The words of a pattern's text, with its game (``in 1.1``, or a bare path last:
    the older ``KIND GAME``) and its ``#N`` taken out."""
    words = text.split()
    nth: int | None = None
    game: str | None = None
    kept: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        m = _NTH.fullmatch(word)
        if m:
            if nth is not None:
                raise ExpectError(f"{where}: two #N in {text!r}")
            nth = int(m.group(1))
            if nth < 1:
                raise ExpectError(f"{where}: #N counts from 1 (#1 is the first), in {text!r}")
        elif word == "in" and i + 1 < len(words) and PATH.fullmatch(words[i + 1]):
            if game is not None:
                raise ExpectError(f"{where}: two games in {text!r}")
            game = words[i + 1]
            i += 1
        else:
            kept.append(word)
        i += 1
    if game is None and len(kept) >= 2 and PATH.fullmatch(kept[-1]) and kept[0] != TURN:
        game = kept.pop()
    return kept, game, nth


def _from_text(text: str, players: Sequence[str], where: str,
               editions: tuple[str, ...]) -> tuple[Pattern, int | None]:
    words, game, nth = _words(text, where)
    if not words:
        raise ExpectError(f"{where}: empty; say a kind of event, as in \"spell_cast\"")
    kind = _kind(words[0], where)
    if kind == TURN:
        if len(words) < 2 or not words[1].isdigit():
            raise ExpectError(f"{where}: say \"turn N [STEP] [in GAME]\", as in \"turn 6 "
                              f"main2 in 1\", not {text!r}")
        if len(words) > 3:
            raise ExpectError(f"{where}: {' '.join(words[3:])!r}: after \"turn N STEP\" only "
                              "\"in GAME\" and \"#N\" may follow")
        step = _step(words[2], where) if len(words) == 3 else None
        return Pattern(TURN, game, turn=int(words[1]), step=step, editions=editions,
                       text=_said(text)), nth
    subject = _subject(" ".join(words[1:]), players, where) if len(words) > 1 else None
    return Pattern(kind, game, subject, editions=editions, text=_said(text)), nth


def _said(text: str) -> str:
    """A pattern's text as written, its ``#N`` left out (the anchor says it)."""
    return " ".join(w for w in text.split() if not _NTH.fullmatch(w))


def _value(value: object, where: str) -> Any:
    if isinstance(value, list):
        return [_value(v, where) for v in value]
    if isinstance(value, str | int | bool):
        return value
    raise ExpectError(f"{where}: expected a name, a number, true or false, or a list, "
                      f"not {value!r}")


def _from_table(raw: Mapping[str, Any], players: Sequence[str], where: str,
                editions: tuple[str, ...], nth_allowed: bool) -> tuple[Pattern, int | None]:
    keys = PATTERN_KEYS + (("nth",) if nth_allowed else ())
    turn = raw.get("turn")
    if "kind" not in raw and turn is None:
        raise ExpectError(f"{where}: say its kind (kind = \"spell_cast\") or its turn")
    kind = _kind(str(raw.get("kind", TURN)), f"{where}.kind")
    if kind == TURN and turn is None:
        raise ExpectError(f"{where}: kind = \"turn\" needs turn = N")
    base = Pattern(kind, step="x" if "step" in raw else None).base
    allowed = EVENT_TYPES[base].FIELDS
    fields: list[tuple[str, Any]] = []
    for key, value in raw.items():
        if key in keys:
            continue
        if key not in allowed:
            hint = close_words(key, [*allowed, *keys])
            raise ExpectError(f"{where}: {kind} has no field {key!r}{hint} (its fields: "
                              f"{', '.join(allowed) or 'none'}; also {', '.join(keys)})")
        fields.append((key, _value(value, f"{where}.{key}")))
    game = _game(raw["game"], f"{where}.game") if "game" in raw else None
    if turn is not None and (not isinstance(turn, int) or isinstance(turn, bool) or turn < 1):
        raise ExpectError(f"{where}.turn: expected a turn number (1, 2...), not {turn!r}")
    step = _step(raw["step"], f"{where}.step") if "step" in raw else None
    rule = raw.get("rule")
    if rule is not None and not isinstance(rule, str):
        raise ExpectError(f"{where}.rule: expected a rule number as text (\"727.5\")")
    subject = raw.get("subject")
    if subject is not None:
        if not isinstance(subject, str):
            raise ExpectError(f"{where}.subject: expected a player or a name")
        subject = _subject(subject, players, f"{where}.subject")
    nth = raw.get("nth")
    if nth is not None and (not isinstance(nth, int) or isinstance(nth, bool) or nth < 1):
        raise ExpectError(f"{where}.nth: expected a count from 1, not {nth!r}")
    text = " ".join([kind, *([subject] if subject else []),
                     *(f"{k}={shown(v)}" for k, v in fields),
                     *([f"rule {rule}"] if rule else []),
                     *([f"turn {turn}"] if turn is not None and kind != TURN else []),
                     *([f"{turn}"] if kind == TURN else []),
                     *([step] if step else []), *([f"in {game}"] if game else [])])
    return Pattern(kind, game, subject, tuple(fields), rule, turn, step, editions, text), nth


def parse_pattern(raw: object, players: Sequence[str], where: str,
                  editions: tuple[str, ...] = ()) -> Pattern:
    """A pattern written as text or as a table (raises :class:`ExpectError`)."""
    if isinstance(raw, str):
        pattern, nth = _from_text(raw, players, where, editions)
    elif isinstance(raw, dict):
        pattern, nth = _from_table(raw, players, where, editions, nth_allowed=False)
    else:
        raise ExpectError(f"{where}: expected a kind of event as text (\"spell_cast "
                          "Lightning Bolt in 1.1\") or a table ({ kind = \"spell_cast\", "
                          "card = \"Lightning Bolt\" })")
    if nth is not None:
        raise ExpectError(f"{where}: #N picks one event for a moment (at, from, to); here "
                          "every such event counts")
    return pattern


# -- anchors ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Anchor:
    """A moment of a table: ``end``, ``start``, ``position`` (after event
    :attr:`position`) or ``event``: right after the :attr:`nth` event :attr:`pattern`
    matches (before the rest of the rules action it belongs to)."""

    kind: str = "end"
    position: int = 0
    pattern: Pattern | None = None
    nth: int = 1

    def __str__(self) -> str:
        if self.kind in ("end", "start"):
            return self.kind
        if self.kind == "position":
            return f"event {self.position}"
        return f"{self.pattern}" + (f" #{self.nth}" if self.nth != 1 else "")


def parse_anchor(raw: object, players: Sequence[str], where: str,
                 editions: tuple[str, ...] = ()) -> Anchor:
    """``"end"``, ``"start"``, ``N``, a pattern's text with ``#N``, or its table with
    ``nth`` (raises :class:`ExpectError`)."""
    if raw is None or raw == "end":
        return Anchor()
    if raw == "start":
        return Anchor("start")
    if isinstance(raw, int) and not isinstance(raw, bool):
        if raw < 0:
            raise ExpectError(f"{where}: a position counts from 1, not {raw}")
        return Anchor("position", position=raw)
    if isinstance(raw, str):
        words = raw.split()
        if len(words) == 2 and words[0] == "position" and words[1].isdigit():
            return Anchor("position", position=int(words[1]))
        pattern, nth = _from_text(raw, players, where, editions)
    elif isinstance(raw, dict):
        pattern, nth = _from_table(raw, players, where, editions, nth_allowed=True)
        nth = raw.get("nth", nth)
    else:
        raise ExpectError(f"{where}: expected \"end\", \"start\", a position, a kind of event "
                          "(\"spell_resolved Shahrazad in 1.1\", \"turn 6 main2\") or a "
                          "table of one")
    return Anchor("event", pattern=pattern, nth=nth or 1)


# -- watching a table's events --------------------------------------------------------------


@dataclass
class Watch:
    """An anchor watched for, event by event: :meth:`sees` is told of each event right
    after it is folded. Events up to ``after`` (the setup, or the start of a window)
    don't count."""

    anchor: Anchor
    after: int = 0
    #: what :attr:`after` is, in words
    since: str = "the setup"
    #: how many of the pattern's events have come (after :attr:`after`)
    seen: int = 0
    #: the position where the anchor came
    at: int | None = None

    def sees(self, position: int, event: Event | None, names: Names) -> bool:
        """Whether the anchor comes at ``position`` (``event``, already folded; ``names``
        as they are right after it). Once it has come, it stays at :attr:`at`."""
        if self.at is not None:
            return False
        anchor = self.anchor
        if anchor.kind == "position":
            reached = position == anchor.position
        elif anchor.kind == "start":
            reached = position == self.after
        elif anchor.kind != "event" or event is None or position <= self.after:
            reached = False
        else:
            assert anchor.pattern is not None
            if anchor.pattern.matches(event, names):
                self.seen += 1
            reached = self.seen == anchor.nth
        if reached:
            self.at = position
        return reached

    def why_not(self, events: int) -> str:
        """Why the anchor never came, in a table of ``events`` events."""
        if self.anchor.kind == "position":
            return f"the table has only {events} events"
        if self.anchor.kind != "event":
            return "never came"
        after = f"after {self.since}"
        if not self.seen:
            return f"never happened {after}"
        times = "once" if self.seen == 1 else f"{self.seen} times"
        return f"happened only {times} {after} (#{self.anchor.nth} was expected)"


class Sighting:
    """An anchor watched for as a table grows (``[run] until``): :meth:`saw` folds the
    new events into a state of its own, so that each is seen right after it happened
    with its objects named, and says whether the anchor has come. The events the table
    had when the sighting began are the setup: they teach names, and don't count."""

    def __init__(self, anchor: Anchor, events: Sequence[Event]) -> None:
        self.names = Names()
        self.state = TableState()
        self.watch = Watch(anchor, after=len(events))
        self.saw(events)

    def saw(self, events: Iterable[Event]) -> bool:
        """Fold ``events`` (the table's next ones) and say whether the anchor has come."""
        for event in events:
            apply(self.state, event)
            self.names.saw(event, self.state)
            self.watch.sees(event.position, event, self.names)
        return self.watch.at is not None


# -- the kinds, for a judge ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KindInfo:
    """A kind a pattern may name, for ``check --kinds`` and the docs: what it means, the
    event kind it is (``of``, for a derived kind) and its fields, each with what it
    holds."""

    kind: str
    means: str
    fields: tuple[tuple[str, str], ...]
    of: str = ""


def _means(cls: type[Event]) -> str:
    """The first sentence of an event kind's docstring, else its audit template, in
    plain text."""
    doc = " ".join((cls.__doc__ or "").split())
    if not doc or doc.startswith(cls.__name__ + "("):
        said = re.sub(r"\{(\w+)\}", lambda m: m.group(1).upper(), cls.SAYS)
        return said or cls.KIND.replace("_", " ")
    doc = re.sub(r":\w+:`([^`]*)`", r"\1", doc).replace("``", "").replace("e.g.", "e.g,")
    depth = 0
    for i, c in enumerate(doc):
        depth += (c == "(") - (c == ")")
        if depth == 0 and c in ".:" and doc[i + 1:i + 2] in (" ", ""):
            doc = doc[:i]
            break
    return (doc[:1].upper() + doc[1:]).replace("e.g,", "e.g.")


def kind_infos() -> list[KindInfo]:
    """Every kind ``at``, ``from``, ``to``, ``happens``, ``never`` and ``[run] until``
    accept: the event kinds, the derived kinds and ``turn``."""
    from shahrazad.scenario.fields import describe_field

    found = []
    for kind, cls in EVENT_TYPES.items():
        found.append(KindInfo(kind, _means(cls), tuple(
            (name, describe_field(cls, name)) for name in cls.FIELDS)))
    for kind, derived in DERIVED.items():
        cls = EVENT_TYPES[derived.base]
        found.append(KindInfo(kind, derived.means, tuple(
            (name, describe_field(cls, name)) for name in cls.FIELDS), derived.base))
    found.append(KindInfo("turn", "The moment turn N begins (\"turn N\"), or its STEP begins "
                          "(\"turn N STEP\"), in the game \"in GAME\" says, else in any game",
                          (), "turn_began, step_began"))
    return found
