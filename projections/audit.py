"""The audit trail: each event as one readable line, with card names and its rule.

>>> from shahrazad.events.examples import first_events
>>> opened, started = first_events()
>>> lines = list(audit([opened, started]))
>>> lines[0].text, lines[0].rule, lines[0].rule_title
('table opened under the current rules: players A and B, seed 1', '100.1', 'General')

The words of each kind of event are :mod:`shahrazad.projections.words`'; the names of objects,
:mod:`shahrazad.projections.names`'.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from shahrazad.events import rulebook
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.projections.fold import (
    CURRENT,
    OTHER_GAMES,
    FoldError,
    apply,
    apply_raw,
    games_changed,
)
from shahrazad.projections.names import TableNames
from shahrazad.projections.state import TableState, copy_game, copy_table
from shahrazad.projections.words import describe

__all__ = ["SETUP_RULE", "AuditLine", "audit", "audit_raw", "rule_title"]

#: What a scenario's setup events cite: they are a judge's reconstruction of a table,
#: not rules actions.
SETUP_RULE = "scenario"
#: Kinds that a scenario's setup also emits under their rule (the table's turn and step).
SETUP_KINDS = (v.StartingPlayerChosen, v.TurnBegan, v.StepBegan)
#: Kinds whose words teach the names that later lines use (a trigger's source, an
#: effect's, a delayed trigger's): said even where they are not shown.
_TEACHING = (v.AbilityTriggered, v.TriggerDeferred, v.EffectCreated, v.DelayedTriggerCreated)

#: Where each edition numbers the subgame rule (727 / 715 / 506 / 506).
SUBGAME_SECTION = rulebook.SUBGAME_SECTION
#: The numbered subgame rules of each older edition. Only these are subgame rules there:
#: every other citation in an older edition's table is a supporting rule in current
#: numbering (docs/editions.md).
SUBGAME_RULES = {edition: rulebook.subgame_numbers(edition) for edition in rulebook.EDITIONS
                 if edition != "current"}


def rule_title(rule: str, edition: str = "current") -> str:
    """The title of the section ``rule`` belongs to, as ``edition``'s table cites it.

    An older edition's table cites its own subgame rules but the supporting rules in
    current numbering, and the title says so: 506 there is Subgames, but a supporting
    rule numbered 506 is the current Combat Phase.

    >>> rule_title("502.3"), rule_title("727.4a")
    ('Untap Step', 'Subgames')
    >>> rule_title("502.3", "2004"), rule_title("506.3", "2004")
    ('Untap Step (current numbering)', 'Subgames')
    >>> rule_title("506.4a", "2004")
    'Combat Phase (current numbering)'
    """
    section = rule.split(".")[0]
    if edition in SUBGAME_RULES:
        if rule in SUBGAME_RULES[edition]:
            return "Subgames"
        title = rulebook.SECTION_TITLES.get(section, "")
        return f"{title} (current numbering)" if title else ""
    return rulebook.SECTION_TITLES.get(section, "")


@dataclass(frozen=True, slots=True)
class AuditLine:
    """One event, told in plain words."""

    position: int
    game: str
    depth: int
    kind: str
    text: str
    rule: str
    rule_title: str
    cause: int | None

    def __str__(self) -> str:
        indent = "  " * self.depth
        return f"{self.position:>7}  {indent}[{self.game}] {self.text}  ({self.rule})"

    @property
    def citation(self) -> str:
        """The rule and its title, as a line ends: ``727.4a Subgames``."""
        return f"{self.rule} {self.rule_title}" if self.rule_title else self.rule


def audit(events: Iterable[Event], edition: str | None = None,
          positions: Container[int] | None = None, *, start: TableState | None = None,
          names: TableNames | None = None, decided: bool = False) -> Iterator[AuditLine]:
    """Every event as an :class:`AuditLine`, in order; with ``positions``, only the events
    at those positions (the others are still folded, for the names and the state).

    ``start`` is the table before the first of ``events`` (the empty table if none is
    given: the events are the table's from the first), and ``names`` the names of the
    objects, triggers and effects an audit of the events before it would have learnt
    (see :class:`~shahrazad.projections.names.TableNames`); ``decided`` whether a decision came
    before it.

    In a table built from a scenario, the events before its first decision that set the
    table up (cards placed, life and counters set, the turn and step it stands at) say
    ``setup:``."""
    before = TableState() if start is None else copy_table(start)
    after = TableState() if start is None else copy_table(start)
    names = TableNames() if names is None else names
    for event in events:
        apply(after, event)
        names.remember(event, after)
        if isinstance(event, v.Decided):
            decided = True
        if positions is None or event.position in positions:
            setup = event.rule == SETUP_RULE or (
                not decided and "scenario" in after.options and isinstance(event, SETUP_KINDS))
            ed = edition or after.edition
            yield AuditLine(event.position, event.game, event.depth, event.KIND,
                            describe(event, before, after, names, setup), event.rule,
                            rule_title(event.rule, ed), event.cause)
        elif isinstance(event, _TEACHING):
            describe(event, before, after, names)  # for the names later lines use
        apply(before, event)


def audit_raw(raws: Iterable[tuple[Any, ...]], wanted: Callable[[tuple[Any, ...]], bool],
              build: Callable[[tuple[Any, ...]], Event], edition: str, *,
              start: TableState | None = None, names: TableNames | None = None,
              decided: bool = False, seen: Callable[[int], None] | None = None
              ) -> Iterator[AuditLine]:
    """:func:`audit` fed with events as msgpack decodes them (see :mod:`shahrazad.events.codec`):
    each is folded as it is, and only those ``wanted`` says to tell (and those that teach
    names) are built (with ``build``) and told: a reader of a long log makes objects of
    what it prints only.

    The table is folded once: the state before an event that is told is a copy of the
    table that shares the games the event can't change (as
    :meth:`shahrazad.projections.reader.TableReader.lines_at` tells a line). ``seen``, if given,
    is told each position as it is folded instead of ``names`` remembering the objects
    it brings into being: the caller's ``names`` know them already (a log's index)."""
    state = TableState() if start is None else copy_table(start)
    names = TableNames() if names is None else names
    setup_kinds = {kind.KIND for kind in SETUP_KINDS}
    teaching = {kind.KIND for kind in _TEACHING}
    # The loop of fold_raw, inlined for the events that are only folded (nearly all of
    # a long table's): the state's position is brought up to date after each event, as
    # apply_raw leaves it, since the names remembered below read the state.
    current, other_games, games = CURRENT, OTHER_GAMES, state.games
    # The collector stays on here (unlike the first read of a log): the lines are
    # consumed while the loop runs, and what the consumer makes (the streamed JSON's
    # objects) would pile up with it off, the memory growing with the log.
    yield from _audit_loop(raws, wanted, build, edition, state, names, decided, seen,
                           setup_kinds, teaching, current, other_games, games)


def _audit_loop(raws: Iterable[tuple[Any, ...]], wanted: Callable[[tuple[Any, ...]], bool],
                build: Callable[[tuple[Any, ...]], Event], edition: str, state: TableState,
                names: TableNames, decided: bool, seen: Callable[[int], None] | None,
                setup_kinds: set[str], teaching: set[str], current: Any, other_games: Any,
                games: Any) -> Iterator[AuditLine]:
    """The loop of :func:`audit_raw`."""
    decided_kind = v.Decided.KIND
    remember = names.remember_fields
    for raw in raws:
        kind = raw[0]
        told = wanted(raw)
        if not told and kind not in teaching:
            _kind, version, at, game, _rule, _cause, payload = raw
            found = current.get(kind)
            if found is None or found[0] != version or at != state.position + 1:
                apply_raw(state, raw)  # upcasts an older version; says what is wrong
            else:
                try:
                    found[1](state, game, at, payload)
                except (KeyError, ValueError, IndexError, AttributeError, TypeError) as exc:
                    raise FoldError(f"event {at} ({kind}) does not fit the state: "
                                    f"{exc!r}") from None
                changed = games.get(game)  # _touch, inlined (GameState.changes)
                if changed is not None:
                    changed.changes += 1
                for name in other_games.get(kind, ()):
                    other = games.get(payload[name])
                    if other is not None:
                        other.changes += 1
                state.position = at
            if seen is None:  # else: the caller's names know them (told before a line)
                remember(game, payload, state, kind)
            if kind == decided_kind:
                decided = True
            continue
        event = build(raw)
        games_now = dict(state.games)
        for path in games_changed(event):
            if path in games_now:
                games_now[path] = copy_game(games_now[path])
        before = copy_table(state, games_now)
        apply_raw(state, raw)
        if seen is not None:
            seen(raw[2])
        else:
            remember(raw[3], raw[6], state, kind)
        if kind == decided_kind:
            decided = True
        if told:
            setup = event.rule == SETUP_RULE or (
                not decided and kind in setup_kinds and "scenario" in state.options)
            yield AuditLine(event.position, event.game, event.depth, event.KIND,
                            describe(event, before, state, names, setup), event.rule,
                            rule_title(event.rule, edition), event.cause)
        else:
            describe(event, before, state, names)  # for the names later lines use
