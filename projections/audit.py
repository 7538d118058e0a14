"""The audit trail: each event as one readable line, with card names and its rule.

>>> from engine.table import Table
>>> t = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=1)
>>> lines = list(audit(t.events))
>>> lines[0].text, lines[0].rule, lines[0].rule_title
('table opened under the current rules', '100.1', 'General')
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator, Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any

from events import rulebook
from events import vocabulary as v
from events.base import Event
from events.decisions import PlainNames, decode
from projections.fold import apply, apply_raw
from projections.state import TableState, copy_table

__all__ = ["AuditLine", "audit", "audit_raw", "rule_title"]

#: Where each edition numbers the subgame rule (727 / 715 / 506 / 506).
SUBGAME_SECTION = rulebook.SUBGAME_SECTION
#: The numbered subgame rules of each older edition. Only these are subgame rules there:
#: every other citation in an older edition's table is a supporting rule in current
#: numbering (README, "Rules editions").
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


_OBJECT_FIELDS = ("obj", "new_obj", "source", "to", "subject", "target")
#: Fields that name objects an event brings into being (their names are remembered, so
#: an object that has since left its zone or its game is still named).
_NEW_OBJECT_FIELDS = ("new_obj", "obj", "objs", "new_objs")


class _Names:
    """Names of the objects of a table, looked up in the states around an event, else
    remembered from when the object existed (``known``: an audit that starts in the
    middle of a table is given what the events before would have left there)."""

    def __init__(self, known: MutableMapping[int, str] | None = None) -> None:
        self.known: MutableMapping[int, str] = {} if known is None else known

    def obj(self, states: tuple[TableState, TableState], game: str, oid: int) -> str:
        for state in states:
            for g in (state.games.get(game), *state.games.values()):
                if g is None:
                    continue
                if oid in g.objects:
                    return g.objects[oid].name
                snap = g.resolving_snapshot
                if snap is not None and snap.oid == oid:
                    return snap.name
        return self.known.get(oid, f"object {oid}")

    def remember(self, event: Event, after: TableState) -> None:
        self.remember_fields(event.game, event.payload(), after)

    def remember_fields(self, path: str, payload: Mapping[str, Any], after: TableState
                        ) -> None:
        """:meth:`remember` for an event of game ``path`` given by its payload."""
        game = after.games.get(path)
        for key in _NEW_OBJECT_FIELDS:
            value = payload.get(key)
            for oid in value if isinstance(value, tuple) else (value,):
                if isinstance(oid, int) and not isinstance(oid, bool):
                    found = game.objects.get(oid) if game is not None else None
                    if found is None:
                        found = next((g.objects[oid] for g in after.games.values()
                                      if oid in g.objects), None)
                    if found is not None:
                        self.known[oid] = found.name


def describe(event: Event, before: TableState, after: TableState,
             names: _Names | None = None) -> str:
    """The event in plain words, naming cards and objects."""
    names = names or _Names()
    fields: dict[str, Any] = dict(event.payload())
    fields.setdefault("game", event.game)
    states = (before, after)

    def obj(oid: int) -> str:
        return names.obj(states, event.game, oid)

    def card(cid: int) -> str:
        record = after.cards.get(cid)
        return record.name if record else f"card {cid}"

    for key in _OBJECT_FIELDS:
        value = fields.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            fields[key] = obj(value)
    if "card" in fields and isinstance(fields["card"], int):
        fields["card"] = card(fields["card"])
    for key, value in list(fields.items()):
        if isinstance(value, tuple):
            fields.setdefault("n", len(value))
            if key in ("players", "winners"):
                fields[key] = ", ".join(str(x) for x in value)
            elif key == "objs" and all(isinstance(x, int) for x in value):
                fields[key] = ", ".join(obj(x) for x in value)
    if isinstance(event, v.Decided):
        fields["decision"] = decision_words(event.decision, obj, card)
    if isinstance(event, v.GameEnded):
        result = "a draw" if event.draw else "won by " + ", ".join(event.winners)
        return f"{'sub' if event.depth else ''}game {event.game} ends: {result}"
    if isinstance(event, v.SubgameEnded):
        parent = event.game.rpartition(".")[0]
        return f"subgame {event.game} is over: its cards go home and game {parent} resumes"
    if isinstance(event, v.LifeChanged):
        verb = "gains" if event.amount > 0 else "loses"
        return f"{event.player} {verb} {abs(event.amount)} life ({event.life})"
    if isinstance(event, v.CardsReturned):
        where = "library" if event.to_zone == "library" else "exile zone"
        return (f"{event.player}'s {len(event.cards)} cards go from subgame {event.game} to "
                f"their {where} in game {event.to_game}")
    try:
        return event.SAYS.format(**fields)
    except (KeyError, IndexError, ValueError):
        return event.KIND.replace("_", " ")


def decision_words(decision: tuple[Any, ...], obj: Callable[[int], str],
                   card: Callable[[int], str]) -> str:
    """A player's decision (a ``Decided`` event's payload) in plain words: the text form
    a judge writes (``engine.naming``), each kind's own words
    (:meth:`events.decisions.Decision.words`), with objects named by ``obj`` and a
    wish's card, which is outside the game, by ``card`` (400.11b).

    >>> name = {5: "Mox Pearl", 6: "Mox Pearl", 9: "Shahrazad", 12: "Serra Angel"}.get
    >>> decision_words(("cast", 9, (), 0, ((5, 0, ""), (6, 0, "")), 0), name, str)
    'cast Shahrazad paying Mox Pearl, Mox Pearl'
    >>> decision_words(("attack", ((12, "B"),)), name, str)
    'attack Serra Angel -> B'
    """
    try:
        chosen = decode(decision)
    except ValueError:
        return " ".join(str(part) for part in decision)
    return chosen.words(PlainNames(obj, card))


def audit(events: Iterable[Event], edition: str | None = None,
          positions: Container[int] | None = None, *, start: TableState | None = None,
          known: MutableMapping[int, str] | None = None) -> Iterator[AuditLine]:
    """Every event as an :class:`AuditLine`, in order; with ``positions``, only the events
    at those positions (the others are still folded, for the names and the state).

    ``start`` is the table before the first of ``events`` (the empty table if none is
    given: the events are the table's from the first), and ``known`` the names of the
    objects an audit of the events before it would have remembered."""
    before = TableState() if start is None else copy_table(start)
    after = TableState() if start is None else copy_table(start)
    names = _Names(known)
    for event in events:
        apply(after, event)
        names.remember(event, after)
        if positions is None or event.position in positions:
            ed = edition or after.edition
            yield AuditLine(event.position, event.game, event.depth, event.KIND,
                            describe(event, before, after, names), event.rule,
                            rule_title(event.rule, ed), event.cause)
        apply(before, event)


def audit_raw(raws: Iterable[tuple[Any, ...]], wanted: Callable[[tuple[Any, ...]], bool],
              build: Callable[[tuple[Any, ...]], Event], edition: str, *,
              start: TableState | None = None,
              known: MutableMapping[int, str] | None = None) -> Iterator[AuditLine]:
    """:func:`audit` fed with events as msgpack decodes them (see :mod:`events.codec`):
    each is folded as it is, and only those ``wanted`` says to tell are built (with
    ``build``) and told: a reader of a long log makes objects of what it prints only."""
    before = TableState() if start is None else copy_table(start)
    after = TableState() if start is None else copy_table(start)
    names = _Names(known)
    for raw in raws:
        apply_raw(after, raw)
        names.remember_fields(raw[3], raw[6], after)
        if wanted(raw):
            event = build(raw)
            yield AuditLine(event.position, event.game, event.depth, event.KIND,
                            describe(event, before, after, names), event.rule,
                            rule_title(event.rule, edition), event.cause)
        apply_raw(before, raw)
