"""One scenario under every rules edition, side by side: where do the outcomes differ?

:func:`outcome` reduces a played table to the facts a judge compares (who won,
each game's status, life totals, counters, zones, waiting triggers), and
:func:`rules_cited` to the rule each step of it cites; :func:`compare` puts the
tables of several editions side by side and keeps what differs.

Citations are compared by meaning, not by number: 2004's ``506.6`` and the
current ``727.5`` are the same rule (:data:`shahrazad.events.rulebook.RENUMBERED`), so only a
step that cites a different rule, or happens in one edition and not another, is
a difference.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shahrazad.events.base import Event
from shahrazad.events.rulebook import RENUMBERED, SPLIT_STEPS
from shahrazad.projections.state import PLAYER_ZONES, SHARED_ZONES, TableState

__all__ = ["Comparison", "Difference", "compare", "outcome", "rules_cited"]


def outcome(state: TableState) -> dict[str, Any]:
    """The facts of a table a judge compares across editions, each under a label:
    ``winners``, and per game its status and each player's life, counters and zones
    (card names, sorted: the order of a shuffled library means nothing here), the
    shared zones and the triggers waiting for the stack."""
    main = state.main
    facts: dict[str, Any] = {"winners": "draw" if main.draw else list(main.winners)}
    for path, game in state.games.items():
        g = f"game {path}"
        facts[f"{g}: status"] = game.status + (
            f" (won by {', '.join(game.winners)})" if game.winners else
            " (a draw)" if game.draw else "")
        for pid, p in game.player.items():
            facts[f"{g}: {pid} life"] = p.life
            facts[f"{g}: {pid} counters"] = dict(sorted(p.counters.items()))
            for zone in PLAYER_ZONES:
                facts[f"{g}: {pid} {zone}"] = sorted(game.objects[o].name
                                                     for o in getattr(p, zone))
        for zone in SHARED_ZONES:
            facts[f"{g}: {zone}"] = sorted(
                f"{game.objects[o].owner}:{game.objects[o].name}" for o in game.zone(zone))
        facts[f"{g}: waiting triggers"] = sorted(t.source_name for t in game.triggers.values())
    return facts


def rules_cited(events: Sequence[Event]) -> dict[str, str]:
    """The rule each step cites, keyed by what the step is: its game, its kind, and
    which of that kind in that game it is (``game 1.1: subgame_ended #1``)."""
    seen: Counter[tuple[str, str]] = Counter()
    cited: dict[str, str] = {}
    for e in events:
        seen[(e.game, e.KIND)] += 1
        cited[f"game {e.game}: {e.KIND} #{seen[(e.game, e.KIND)]}"] = e.rule
    return cited


def _meanings(rule: str, edition: str) -> frozenset[str]:
    """The current rules an edition's citation stands for (itself, if no subgame rule
    of that edition was renumbered to it)."""
    if edition == "current":
        return frozenset({rule})
    found = {current for current, older in RENUMBERED.items() if older.get(edition) == rule}
    found |= {current for (current, _), older in SPLIT_STEPS.items()
              if older.get(edition) == rule}
    return frozenset(found or {rule})


@dataclass(frozen=True, slots=True)
class Difference:
    """One fact that isn't the same in every edition: its label and each edition's value."""

    what: str
    values: Mapping[str, str]


@dataclass(frozen=True)
class Comparison:
    """Several editions' tables side by side: what differs, and how much was compared."""

    editions: tuple[str, ...]
    differences: tuple[Difference, ...]
    compared: int

    def view(self) -> dict[str, Any]:
        return {"editions": list(self.editions), "compared": self.compared,
                "differences": [{"what": d.what, "values": dict(d.values)}
                                for d in self.differences]}


def _cards(value: list[str], common: Counter[str]) -> str:
    """A zone's cards: all of them if few, else how many and those beyond ``common``."""
    if len(value) <= 6:
        return ", ".join(value) or "-"
    extra = Counter(value) - common
    return f"{len(value)} cards" + (f" (+{', '.join(sorted(extra.elements()))})"
                                    if extra else "")


def _shown(values: Mapping[str, Any]) -> dict[str, str]:
    present = [v for v in values.values() if v is not None]
    if present and all(isinstance(v, list) for v in present):
        common = Counter(present[0])
        for v in present[1:]:
            common &= Counter(v)
        return {ed: "-" if v is None else _cards(v, common) for ed, v in values.items()}
    return {ed: "-" if v is None else _plain(v) for ed, v in values.items()}


def _plain(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {n}" for k, n in value.items()) or "none"
    if isinstance(value, list):
        return ", ".join(value) or "-"
    return str(value)


def compare(states: Mapping[str, TableState], events: Mapping[str, Sequence[Event]],
            limit: int = 40) -> Comparison:
    """The facts (:func:`outcome`) and citations (:func:`rules_cited`) of each edition's
    table, keeping those that differ (at most ``limit`` citations)."""
    editions = tuple(states)
    facts = {ed: outcome(states[ed]) for ed in editions}
    labels = list(dict.fromkeys(label for ed in editions for label in facts[ed]))
    differences: list[Difference] = []
    for label in labels:
        values = {ed: facts[ed].get(label) for ed in editions}
        if len({repr(v) for v in values.values()}) > 1:
            differences.append(Difference(label, _shown(values)))
    cited = {ed: rules_cited(events[ed]) for ed in editions}
    steps = list(dict.fromkeys(key for ed in editions for key in cited[ed]))
    rule_differences = []
    for key in steps:
        rules = {ed: cited[ed].get(key) for ed in editions}
        meanings = [_meanings(r, ed) for ed, r in rules.items() if r is not None]
        shared = frozenset.intersection(*meanings) if meanings else frozenset()
        if None in rules.values() or not shared:
            rule_differences.append(Difference(f"rule cited, {key}", {
                ed: "-" if r is None else (r if ed == "current" else
                                           f"{r} (= {min(_meanings(r, ed))})")
                for ed, r in rules.items()}))
    return Comparison(editions, tuple(differences + rule_differences[:limit]),
                      len(labels) + len(steps))

