"""Describing a table's position as a scenario file: the inverse of the setup.

:func:`describe` writes the TOML of a position (every game under way, its zones,
stack, waiting triggers, links) that :func:`~shahrazad.scenario.load_scenario` reads
back into a table in the same position, like python-chess's ``Board.fen()`` and
``Board(fen)``::

    text = describe(table.state)
    again = load_scenario(text).table()     # the same position, built from events

A position holds what a judge can state (see :mod:`shahrazad.scenario` and
``docs/scenario/positions.md``): the zones, the stack, waiting triggers, links, the
continuous effects in force, delayed triggers, extra turns and the variant pieces. A
state with more in it is refused with :class:`NotDescribable`, saying what: a choice
the table waits for other than priority, a spell half-way through resolving in the
game that runs, creatures in combat, damage marked, phased-out permanents, a
companion not yet put into its owner's hand, a record of a kind the catalogue of
:mod:`shahrazad.rules.effect_kinds` lacks. The table's seed goes with it, not where the
generator stands: what is random from there on may come out differently, unless
stated (``[[random]]``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from shahrazad.characteristics import abilities, controls_attached, defn
from shahrazad.events.errors import ShahrazadError
from shahrazad.naming import Named, qualified
from shahrazad.projections.state import ALL, Effect, GameState, Obj, Shield, TableState
from shahrazad.rules import sba, variants
from shahrazad.rules.effect_kinds import SUBJECT_ZONES, delayed_kind, effect_kind
from shahrazad.scenario.reproduce import random_table
from shahrazad.scenario.reproduce import toml_value as _toml

__all__ = ["NotDescribable", "describe", "is_fog"]

_ZONES = ("library", "hand", "graveyard", "battlefield", "exile")


class NotDescribable(ShahrazadError, ValueError):
    """A state with more in it than a scenario's position can say (one line: what)."""


def describe(state: TableState, title: str = "") -> str:
    """A scenario file whose position is ``state``'s (raises :class:`NotDescribable`)."""
    chain = _chain(state)
    options = {k: val for k, val in state.options.items()
               if k not in ("scenario", "stacked_decks")}
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
    if state.custom_cards:  # the table's own cards, as its first event recorded them
        lines += ["", "[cards]"] + [
            f"{_toml(c['name'])} = {_toml({k: x for k, x in c.items() if k != 'name'})}"
            for c in state.custom_cards]
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
                     and "Land" in defn(g, o).types and o.controller == pid
                     and o.attached_to is None and not o.counters]
            if len(lands) < played:
                raise NotDescribable(f"{pid} played {played} land(s) this turn, and "
                                     f"{len(lands)} is on the battlefield")
            first = lands[:played]
            zones["battlefield"] = first + [o for o in zones["battlefield"] if o not in first]
        self.named = [Named(o.oid, o.name, g.path, pid, z) for pid, zones in self.order.items()
                      for z, objs in zones.items() for o in objs]
        self.named += [Named(o, g.objects[o].name, g.path, g.objects[o].owner, "command")
                       for o in g.command if not g.objects[o].deck
                       and g.objects[o].kind != "emblem"]
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
        elif not all(is_fog(s) for s in g.shields.values()):
            why = "a prevention, redirection or regeneration shield is in place"
        elif any(o.phased_out for o in g.objects.values()):
            why = "a permanent is phased out"
        elif g.companions:
            why = "a companion revealed is still to be put into its owner's hand"
        elif any(self.state.cards[c].role for c in g.departed):
            why = "a variant card left the game with its owner"
        elif any(oid in g.objects for _, oid in g.commander_options):
            why = "a commander's owner has answered where it goes (903.9a)"
        elif any(o.kind == "spell" and o.ability for o in (g.objects[s] for s in g.stack)):
            why = "a split card's second half is on the stack"
        elif any(o.token and o.zone != "battlefield" for o in g.objects.values()):
            why = "a token is off the battlefield"
        for delayed in g.delayed.values():
            if delayed_kind(delayed.kind) is None and not why:
                why = f"a delayed trigger of a kind positions don't know ({delayed.kind}) waits"
        for effect in g.effects.values():
            kind = effect_kind(effect.kind)
            if effect.kind == "exiled_until_source_leaves":
                linked = isinstance(effect.subject, int) and effect.source in g.in_play and \
                    g.objects.get(effect.subject) is not None and \
                    g.objects[effect.subject].zone == "exile"
                if not linked and not why:
                    why = "an exile linked to a source that is gone is in force"
            elif (kind is None or kind.stated_elsewhere) and not why:
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
        effects = [self._in_force(e) for e in g.effects.values()
                   if e.kind != "exiled_until_source_leaves"]
        effects = [e for e in effects if e]
        effects += [self._fog(s) for s in g.shields.values()]
        if effects:
            lines.append("effects = [" + ", ".join(effects) + "]")
        delayed = [self._inline({"kind": d.kind, "controller": d.controller,
                                 "source": d.source_name, "amount": d.amount or None})
                   for d in g.delayed.values()]
        if delayed:
            lines.append("delayed = [" + ", ".join(delayed) + "]")
        if g.extra_turns:
            lines.append(f"extra_turns = {_toml(list(g.extra_turns))}")
        if g.designations:
            lines.append("designations = " + _value(dict(sorted(g.designations.items()))))
        return lines

    def _fog(self, s: Shield) -> str:
        """A Fog's shield, as the setup states it: ``prevent_combat_damage`` (615.1)."""
        source = self.g.objects.get(s.source) if s.source is not None else None
        if source is not None and source.zone not in (*_ZONES, "command"):
            source = None
        default = (source.controller if source is not None else None) or self.g.active
        return self._inline({"kind": "prevent_combat_damage",
                             "source": self.source(source.oid) if source else None,
                             "controller": s.controller if s.controller != default else None})

    def _in_force(self, e: Effect) -> str:
        """An effect in force, as the setup reads it back (``""``: one that applies to an
        object no longer in the game, and so to nothing)."""
        g = self.g
        kind = effect_kind(e.kind)
        assert kind is not None  # others are refused (_check)
        subject: str | None = None
        obj = g.objects.get(e.subject) if isinstance(e.subject, int) else None
        if isinstance(e.subject, int):
            zone = SUBJECT_ZONES.get(kind.subject, "battlefield")  # -- batch MISC --
            if obj is None or obj.zone != zone:
                return ""  # it applies to an object that is gone: to nothing (400.7)
            subject = self.name(e.subject, (zone,))
        elif isinstance(e.subject, str):
            subject = e.subject
        source = g.objects.get(e.source) if e.source is not None else None
        if source is not None and source.zone not in (*_ZONES, "command"):
            source = None  # on the stack: the setup names no source there
        fields: dict[str, Any] = {"kind": e.kind, "subject": subject,
                                  "source": self.source(source.oid) if source else None}
        default = (source.controller if source is not None else None) or \
            (obj.controller if obj is not None else None) or \
            (e.subject if isinstance(e.subject, str) else None) or g.active
        if e.controller != default or kind.needs_controller:
            fields["controller"] = e.controller
        values: dict[str, Any] = {"power": e.power, "toughness": e.toughness}
        if kind.event == "permanent_animated" and obj is not None:
            _, types, subtypes, power, toughness = next(
                a for a in obj.animations if a[0] == e.effect)
            values = {"types": list(types), "subtypes": list(subtypes), "power": power,
                      "toughness": toughness}
        fields.update({k: values[k] for k in kind.values
                       if values[k] not in (0, [], ())})
        if e.until != kind.untils[0]:
            fields["until"] = e.until
        return self._inline(fields)

    def _subject(self, subject: int | str | None) -> str | None:
        if subject is None or isinstance(subject, str):
            return subject
        return self.name(subject) if subject in self.g.objects else None

    def _stacked(self, obj: Obj) -> str:
        targets = [self.aim(t) for t in obj.targets]
        if obj.kind == "spell":
            return self._inline({"spell": f"{obj.owner}:{obj.name}",
                                 "controller": obj.controller if obj.controller != obj.owner
                                 else None, "targets": targets, "x": obj.x or None,
                                 "commander": variants.role(self.state, obj) == "commander"
                                 or None})
        assert obj.source is not None
        source = self.g.objects[obj.source]
        # an ability is its source's controller's, unless control changed since (602.2a)
        controller = obj.controller if obj.controller != source.controller else None
        if obj.kind == "ability":
            plain = [i for i, a in enumerate(abilities(self.g, source)) if not a.mana]
            return self._inline({"ability": self.source(obj.source),
                                 "index": plain.index(obj.ability) + 1, "targets": targets,
                                 "x": obj.x or None, "controller": controller})
        return self._inline({"trigger": self.source(obj.source), "index": obj.ability + 1,
                             "targets": targets, "subject": self._subject(obj.subject),
                             "controller": controller})

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
        if p.planar_rolls:
            lines.append(f"planar_rolls = {p.planar_rolls}")
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
        return lines + self._pieces(pid)

    def _pieces(self, pid: str) -> list[str]:
        """``pid``'s variant pieces in this game's command zone, and what the game has
        recorded of the commanders."""
        g, state = self.g, self.state
        mine = [g.objects[o] for o in g.command if g.objects[o].owner == pid]
        lines = []
        emblems = [o.name for o in mine if o.kind == "emblem"]
        if emblems:
            lines.append(f"emblems = {_toml(emblems)}")
        mine = [o for o in mine if o.kind != "emblem"]
        face_up = [o.name for o in mine if not o.deck]
        if face_up:
            lines.append(f"command = {_toml(face_up)}")
        for deck in ("planar", "scheme"):
            cards = [g.objects[o].name for o in g.supplementary_deck(pid, deck)]
            if cards:
                lines.append(f"{deck}_deck = {_toml(cards)}")
        commander = next((c for c, rec in state.cards.items()
                          if rec.owner == pid and rec.role == "commander"), None)
        if commander is not None and g.commander_casts.get(commander):
            lines.append(f"commander_casts = {g.commander_casts[commander]}")
        dealt = {state.cards[c].owner: n for c, n in g.commander_damage.get(pid, {}).items()
                 if n}
        if dealt:
            lines.append("commander_damage = " + _value(dict(sorted(dealt.items()))))
        return lines

    def _card(self, obj: Obj) -> str:
        fields: dict[str, Any] = {"token" if obj.token else "card": obj.name}
        if obj.zone == "battlefield":
            fields.update(tapped=obj.tapped or None, sick=obj.sick or None,
                          counters=dict(sorted(obj.counters.items())) or None,
                          controller=obj.controller if obj.controller != obj.owner else None,
                          attached_to=None if obj.attached_to is None
                          else self.name(obj.attached_to, ("battlefield",)))
            default = sba.default_controller(obj)
            if default != obj.owner and self._control_changed(obj):
                fields["entered_under"] = default
        if variants.role(self.state, obj) == "commander":
            fields["commander"] = True
        elif obj.zone == "exile":
            link = next((e.source for e in self.g.effects.values()
                         if e.kind == "exiled_until_source_leaves" and e.subject == obj.oid),
                        None)
            if link is not None:
                fields["exiled_by"] = self.name(link, ("battlefield",))
        if len([v for v in fields.values() if v is not None]) == 1 and not obj.token:
            return _toml(obj.name)
        return self._inline(fields)

    def _control_changed(self, obj: Obj) -> bool:
        """Whether a control-changing effect applies to ``obj`` (613.1b): a control Aura
        on it, or a control effect."""
        g = self.g
        return any(g.objects[o].attached_to == obj.oid and
                   controls_attached(defn(g, g.objects[o])) for o in g.in_play) or \
            any(e.kind == sba.CONTROL and e.subject == obj.oid for e in g.effects.values())

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


def is_fog(shield: Shield) -> bool:
    """Whether ``shield`` is the one Fog makes, all combat damage this turn prevented
    (615.1): the only shield a position states (as ``prevent_combat_damage``)."""
    return (shield.kind == "prevent" and shield.subject is None and shield.amount == ALL
            and shield.combat and shield.by is None and not shield.all_but
            and not shield.then and not shield.once)
