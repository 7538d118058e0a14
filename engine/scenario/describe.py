"""Describing a table's position as a scenario file: the inverse of the setup.

:func:`describe` writes the TOML of a position (every game under way, its zones,
stack, waiting triggers, links) that :func:`~engine.scenario.load_scenario` reads
back into a table in the same position, like python-chess's ``Board.fen()`` and
``Board(fen)``::

    text = describe(table.state)
    again = load_scenario(text).table()     # the same position, built from events

A position holds what a judge can state (see :mod:`engine.scenario`). A state with
more in it is refused with :class:`NotDescribable`, saying what: a choice the table
waits for other than priority, a spell half-way through resolving in the game that
runs, creatures in combat, damage marked, continuous effects other than a link to an
exiled card, delayed triggers, extra turns, phased-out permanents, the command zone
(variants). The table's seed goes with it, not where the generator stands: what is
random from there on may come out differently, unless stated (``[[random]]``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from engine.characteristics import defn
from engine.naming import Named, qualified
from engine.scenario.reproduce import random_table
from engine.scenario.reproduce import toml_value as _toml
from projections.state import GameState, Obj, TableState

__all__ = ["NotDescribable", "describe"]

_ZONES = ("library", "hand", "graveyard", "battlefield", "exile")


class NotDescribable(ValueError):
    """A state with more in it than a scenario's position can say (one line: what)."""


def describe(state: TableState, title: str = "") -> str:
    """A scenario file whose position is ``state``'s (raises :class:`NotDescribable`)."""
    chain = _chain(state)
    options = {k: val for k, val in state.options.items()
               if k not in ("scenario", "stacked_decks")}
    if "variant" in options:
        raise NotDescribable("a command-zone variant (its cards are in the command zone)")
    if any(g.ante for g in state.games.values()):
        raise NotDescribable("cards in an ante zone (407.2): a position can't place them")
    lines = [f"# {title or 'A position, described from a table'}.",
             f"edition = {_toml(state.edition)}", f"seed = {state.seed}",
             f"players = {_toml(list(state.players))}"]
    if options:
        lines.append("options = { " + ", ".join(f"{k} = {_toml(val)}"
                                                for k, val in sorted(options.items())) + " }")
    games = [_Game(state, g, inner=g is chain[-1]) for g in chain]
    lines += games[0].keys()
    lines += ["", "[run]", 'until = "script_end"']
    for pid in state.players:
        side = [state.cards[c].name for c in state.sideboards.get(pid, [])]
        seat = games[0].seat(pid)
        if side or seat:
            lines += ["", f"[{pid}]"] + ([f"sideboard = {_toml(side)}"] if side else []) + seat
    for game in games[1:]:
        lines += ["", f'[games."{game.g.path}"]', *game.keys()]
        for pid in game.g.players:
            seat = game.seat(pid)
            if seat:
                lines += ["", f'[games."{game.g.path}".{pid}]', *seat]
    for o in state.stated.values():
        lines += ["", *random_table(o.what, o.game, o.player, o.deck, o.result, o.top,
                                    o.bottom, o.whole)]
    return "\n".join(lines) + "\n"


def _chain(state: TableState) -> list[GameState]:
    """The games under way, outermost first: the main game and its running subgames."""
    if not state.games:
        raise NotDescribable("the table has no game yet")
    chain = [state.main]
    while chain[-1].status == "suspended":
        inner = [g for g in state.games.values()
                 if g.parent == chain[-1].path and g.status != "ended"]
        if len(inner) != 1:
            raise NotDescribable(f"game {chain[-1].path} waits, but not for one subgame")
        chain.append(inner[0])
    if chain[-1].status != "running":
        raise NotDescribable("no game is running (the table is over, or a subgame is "
                             "ending)")
    return chain


class _Game:
    """One game's part of the file, in the order the setup places its objects (so that
    ``#n`` counts copies as the rebuilt table will)."""

    def __init__(self, state: TableState, g: GameState, inner: bool) -> None:
        self.state, self.g, self.inner = state, g, inner
        self._check()
        self.order: dict[str, dict[str, list[Obj]]] = {}
        for pid in g.players:
            self.order[pid] = {z: [g.objects[o] for o in self._zone(z, pid)] for z in _ZONES}
        for pid, zones in self.order.items():
            played = g.player[pid].land_plays
            lands = [o for o in zones["battlefield"] if o.sick and o.card is not None
                     and "Land" in defn(o).types and o.controller == pid
                     and o.attached_to is None and not o.counters]
            if len(lands) < played:
                raise NotDescribable(f"{pid} played {played} land(s) this turn, and "
                                     f"{len(lands)} is on the battlefield")
            first = lands[:played]
            zones["battlefield"] = first + [o for o in zones["battlefield"] if o not in first]
        self.named = [Named(o.oid, o.name, g.path, pid, z) for pid, zones in self.order.items()
                      for z, objs in zones.items() for o in objs]
        self.named += [Named(o, g.objects[o].name, g.path, g.objects[o].owner, "stack")
                       for o in g.stack if g.objects[o].kind == "spell"]

    def _zone(self, zone: str, pid: str) -> list[int]:
        if zone in ("battlefield", "exile"):
            return [o for o in self.g.zone(zone) if self.g.objects[o].owner == pid]
        return list(self.g.zone(zone, pid))

    def _check(self) -> None:
        g = self.g
        why = ""
        if self.inner and g.choice is not None:
            why = f"the table waits for a {g.choice.kind} choice, not for priority"
        elif self.inner and (g.resolving is not None or g.priority is None):
            why = "a spell or ability is half-way through resolving"
        elif not self.inner and (g.resolving is None or not g.stack
                                 or g.resolving != g.stack[-1]):
            why = f"game {g.path} waits for a subgame whose creating spell left its stack"
        elif any(o.attacking or o.blocking for o in g.objects.values()):
            why = "creatures are in combat"
        elif any(o.damage for o in g.objects.values()):
            why = "damage is marked on a creature"
        elif g.shields:
            why = "a prevention, redirection or regeneration shield is in place"
        elif any(o.phased_out for o in g.objects.values()):
            why = "a permanent is phased out"
        elif g.command:
            why = "the command zone holds objects"
        elif g.delayed:
            why = "a delayed trigger waits"
        elif g.extra_turns:
            why = "an extra turn is to come"
        elif any(o.kind == "spell" and o.ability for o in (g.objects[s] for s in g.stack)):
            why = "a split card's second half is on the stack"
        elif any(o.token and o.zone != "battlefield" for o in g.objects.values()):
            why = "a token is off the battlefield"
        for effect in g.effects.values():
            linked = effect.kind == "exiled_until_source_leaves" and isinstance(
                effect.subject, int) and effect.source in g.in_play and \
                g.objects.get(effect.subject) is not None and \
                g.objects[effect.subject].zone == "exile"
            if not linked and not why:
                why = f"a continuous effect ({effect.kind}) is in force"
        for oid in g.stack:
            source = g.objects[oid].source
            if g.objects[oid].kind != "spell" and source not in g.objects:
                why = why or "an ability on the stack has a source that left the game"
        for trig in g.triggers.values():
            if trig.source not in g.objects:
                why = why or "a waiting trigger's source left the game"
        if why:
            raise NotDescribable(f"game {g.path}: {why}")

    # -- names ------------------------------------------------------------------------------

    def name(self, oid: int, zones: Sequence[str] = ()) -> str:
        """The object's name as the setup reads it back, among ``zones`` (all: none)."""
        scope = [n for n in self.named if not zones or n.zone in zones]
        item = next(n for n in scope if n.key == oid)
        return qualified(item, scope)

    def source(self, oid: int) -> str:
        """An ability's source, as the setup looks it up (the battlefield first)."""
        obj = self.g.objects[oid]
        if obj.zone == "battlefield":
            return self.name(oid, ("battlefield",))
        text = self.name(oid)
        return text if ":" in text.split("#")[0] else f"{obj.zone}:{text}"

    def aim(self, target: int | str) -> str:
        return target if isinstance(target, str) else self.name(target, (*_ZONES, "stack"))

    # -- the game's keys and its seats ------------------------------------------------------

    def keys(self) -> list[str]:
        g = self.g
        found: dict[str, Any] = {"active": g.active, "turn": g.turn, "step": g.step,
                                 "starting_player": g.starting_player}
        if self.inner:
            found["under_way"] = True  # what the step's beginning triggered is listed
            found["priority"] = g.priority
            if g.passed:
                found["passed"] = list(g.passed)
        lines = [f"{k} = {_toml(val)}" for k, val in found.items() if val is not None]
        stack = [self._stacked(g.objects[o]) for o in g.stack]
        if stack:
            lines.append("stack = [" + ", ".join(stack) + "]")
        waiting = [self._inline({"trigger": self.source(t.source), "index": t.index + 1,
                                 "subject": self._subject(t.subject)})
                   for t in g.triggers.values()]
        if waiting:
            lines.append("triggers = [" + ", ".join(waiting) + "]")
        return lines

    def _subject(self, subject: int | str | None) -> str | None:
        if subject is None or isinstance(subject, str):
            return subject
        return self.name(subject) if subject in self.g.objects else None

    def _stacked(self, obj: Obj) -> str:
        targets = [self.aim(t) for t in obj.targets]
        if obj.kind == "spell":
            return self._inline({"spell": f"{obj.owner}:{obj.name}",
                                 "controller": obj.controller if obj.controller != obj.owner
                                 else None, "targets": targets, "x": obj.x or None})
        assert obj.source is not None
        source = self.g.objects[obj.source]
        if obj.kind == "ability":
            plain = [i for i, a in enumerate(defn(source).abilities) if not a.mana]
            return self._inline({"ability": self.source(obj.source),
                                 "index": plain.index(obj.ability) + 1, "targets": targets,
                                 "x": obj.x or None})
        return self._inline({"trigger": self.source(obj.source), "index": obj.ability + 1,
                             "targets": targets, "subject": self._subject(obj.subject)})

    def seat(self, pid: str) -> list[str]:
        g, p = self.g, self.g.player[pid]
        lines = []
        if p.life != g.starting_life:
            lines.append(f"life = {p.life}")
        if p.counters:
            lines.append("counters = " + _value(dict(sorted(p.counters.items()))))
        for zone, objs in self.order[pid].items():
            if objs:
                lines.append(f"{zone} = [" + ", ".join(self._card(o) for o in objs) + "]")
        if p.land_plays:
            lines.append(f"lands_played = {p.land_plays}")
        if p.mana:
            lines.append(f"mana = {_toml(p.mana)}")
        if p.lost:
            lines.append("lost = true")
        elif p.left:
            lines.append("left = true")
        departed = [self.state.cards[c].name for c in g.departed
                    if self.state.cards[c].owner == pid]
        if departed:
            lines.append(f"departed = {_toml(departed)}")
        return lines

    def _card(self, obj: Obj) -> str:
        fields: dict[str, Any] = {"token" if obj.token else "card": obj.name}
        if obj.zone == "battlefield":
            fields.update(tapped=obj.tapped or None, sick=obj.sick or None,
                          counters=dict(sorted(obj.counters.items())) or None,
                          controller=obj.controller if obj.controller != obj.owner else None,
                          attached_to=None if obj.attached_to is None
                          else self.name(obj.attached_to, ("battlefield",)))
        elif obj.zone == "exile":
            link = next((e.source for e in self.g.effects.values()
                         if e.kind == "exiled_until_source_leaves" and e.subject == obj.oid),
                        None)
            if link is not None:
                fields["exiled_by"] = self.name(link, ("battlefield",))
        if len([v for v in fields.values() if v is not None]) == 1 and not obj.token:
            return _toml(obj.name)
        return self._inline(fields)

    @staticmethod
    def _inline(fields: dict[str, Any]) -> str:
        """An inline table of the fields that say something (not ``None``, not empty)."""
        return "{ " + ", ".join(f"{_key(k)} = {_value(val)}" for k, val in fields.items()
                                if val is not None and val != []) + " }"


def _value(value: Any) -> str:
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in value.items()) + " }"
    return _toml(value)


def _key(key: str) -> str:
    """A TOML key: bare if it can be (``poison``), else quoted (``"+1/+1"``)."""
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _toml(key)
