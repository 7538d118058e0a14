"""What an expectation can say of a table's state: objects, players and games.

Each value a judge states becomes a :class:`Check`: what it is (its label), the value
expected, how to read the actual value at a :class:`Moment`, and whether the two are
the same. Values are read in a judge's words: objects and cards by name
(:mod:`shahrazad.scenario.fields`), power and toughness as the rules compute them now
(:mod:`shahrazad.characteristics`: Auras, effects and counters included), never as
printed.

=================  ============================================================
an object          ``objects = { "B:Serra Angel" = { ATTRIBUTE = VALUE } }``:
                   :data:`OBJECT_ATTRIBUTES`
a player           ``players = { A = { ATTRIBUTE = VALUE } }``:
                   :data:`PLAYER_ATTRIBUTES`
a game             ``games = { "1.1" = { ATTRIBUTE = VALUE } }`` (or a status),
                   or at the top of ``[[expect]]`` for its game:
                   :data:`GAME_ATTRIBUTES`
=================  ============================================================

:func:`state_checks` reads them from an ``[[expect]]`` table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shahrazad import characteristics
from shahrazad.events.base import Event
from shahrazad.events.errors import ShahrazadError
from shahrazad.naming import Named, NamingError, Reference, objects, pick, reference
from shahrazad.projections.state import PLAYER_ZONES, STEPS, ZONES, GameState, Obj, TableState
from shahrazad.scenario.anchors import PATH, ExpectError, close_words
from shahrazad.scenario.fields import Names, Thing, names_thing, same, shown

__all__ = ["GAME_ATTRIBUTES", "OBJECT_ATTRIBUTES", "PLAYER_ATTRIBUTES", "STATUSES", "Check",
           "Missing", "Moment", "state_checks"]

STATUSES = ("running", "suspended", "ended", "absent")
_MANA = "WUBRGC"


class Missing(ShahrazadError):
    """A value that isn't there to read (a game that doesn't exist at that point, an
    object that isn't there, a name that could mean several objects)."""


@dataclass(frozen=True, slots=True)
class Moment:
    """What an expectation reads: the state at a point of the table, the event that
    brought it there (``None`` at the start and the end), the table's edition, the game
    its values are read in and the names of the table's objects."""

    state: TableState
    event: Event | None
    edition: str
    game: str
    names: Names

    def game_state(self, path: str | None = None) -> GameState:
        path = path or self.game
        found = self.state.games.get(path)
        if found is None:
            raise Missing(f"no game {path} (games: {', '.join(self.state.games)})")
        return found


def _plain_same(players: Sequence[str]) -> Callable[[Any, Any], bool]:
    return lambda expected, actual: same(expected, actual, players)


@dataclass(frozen=True)
class Check:
    """One thing expected: ``label`` (what), ``expected``, how to read the actual value
    and whether it matches; ``show`` writes the actual value, ``said`` the expected."""

    label: str
    expected: Any
    read: Callable[[Moment], Any]
    matches: Callable[[Any, Any], bool] = lambda expected, actual: bool(expected == actual)
    show: Callable[[Any], str] = shown
    said: str | None = None

    @property
    def expected_text(self) -> str:
        return self.said if self.said is not None else shown(self.expected)


# -- reading what was written ------------------------------------------------------------


def _int(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ExpectError(f"{where}: expected a whole number, not {value!r}")
    return value


def _bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise ExpectError(f"{where}: expected true or false, not {value!r}")
    return value


def _strings(value: object, where: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ExpectError(f"{where}: expected a list of names")
    return list(value)


def _player(value: object, players: Sequence[str], where: str) -> str:
    if value not in players:
        raise ExpectError(f"{where}: {value!r} is not a player ({', '.join(players)})")
    assert isinstance(value, str)
    return value


def _table(value: object, where: str, example: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ExpectError(f"{where}: expected a table ({example})")
    return value


def _player_map(raw: object, players: Sequence[str], where: str) -> dict[str, Any]:
    table = _table(raw, where, "{ A = ... }")
    for pid in table:
        _player(pid, players, where)
    return dict(table)


def _unknown(key: str, known: Sequence[str], where: str, what: str,
             also: Mapping[str, str]) -> ExpectError:
    return ExpectError(f"{where}: {key!r} is not an attribute of {what}"
                       f"{close_words(key, known, also)} (attributes: {', '.join(known)})")


def _reference(text: str, players: Sequence[str], where: str) -> Reference:
    try:
        return reference(text, players)
    except NamingError as exc:
        raise ExpectError(f"{where}: {exc}") from None


# -- comparing cards ---------------------------------------------------------------------


def _names_of(game: GameState, oids: Sequence[int]) -> list[str]:
    return [game.objects[o].name for o in oids]


def _same_cards(expected: Any, actual: Any) -> bool:
    """A number of cards, or which cards (by name, in any order)."""
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
        return shown(actual)
    return show


def _named_all(players: Sequence[str], ordered: bool) -> Callable[[Any, Any], bool]:
    """Whether each written name names one of the things found (all of them): in order
    (a stack), or in any order (waiting triggers)."""
    def matches(expected: Any, actual: Any) -> bool:
        if not isinstance(actual, list) or len(actual) != len(expected):
            return False
        if ordered:
            return all(names_thing(e, a, players) for e, a in zip(expected, actual, strict=True))
        left = list(actual)
        # the more a name says (owner, game), the fewer things it fits: place those first
        for text in sorted(expected, key=lambda t: -t.count(":")):
            found = next((a for a in left if names_thing(text, a, players)), None)
            if found is None:
                return False
            left.remove(found)
        return True
    return matches


def _cards_or_count(value: object, where: str) -> int | list[str]:
    return _strings(value, where) if isinstance(value, list) else _int(value, where)


# -- zones, contains, lacks ---------------------------------------------------------------


def _zone_reader(key: str, players: Sequence[str], where: str
                 ) -> Callable[[Moment], list[str]]:
    *quals, zone = [part.strip() for part in key.split(":")]
    zone = zone.casefold()
    if zone not in ZONES:
        raise ExpectError(f"{where}: {zone!r} is not a zone{close_words(zone, ZONES)} "
                          f"({', '.join(ZONES)}) in {key!r}")
    game: str | None = None
    owner: str | None = None
    for q in quals:
        if q in players and owner is None:
            owner = q
        elif PATH.fullmatch(q) and game is None:
            game = q
        else:
            raise ExpectError(f"{where}: {q!r} in {key!r} is neither a player "
                              f"({', '.join(players)}) nor a game path (1.1)")
    if zone in PLAYER_ZONES and owner is None:
        raise ExpectError(f"{where}: whose {zone}? write \"A:{zone}\"")
    return _zone_names(zone, owner, game)


def _zone_names(zone: str, owner: str | None, game: str | None
                ) -> Callable[[Moment], list[str]]:
    def read(m: Moment) -> list[str]:
        g = m.game_state(game)
        if owner is not None and owner not in g.player:
            raise Missing(f"{owner} is not in game {g.path}")
        oids = list(g.zone(zone, owner))
        if owner is not None and zone not in PLAYER_ZONES:
            oids = [o for o in oids if g.objects[o].owner == owner]
        return _names_of(g, oids)
    return read


def _found(text: str, players: Sequence[str], where: str) -> Callable[[Moment], int]:
    ref = _reference(text, players, where)

    def read(m: Moment) -> int:
        g = m.game_state(ref.game)
        return sum(1 for item in objects(g, g.objects)
                   if item.name.casefold() == ref.name.casefold() and ref.fits(item)
                   and item.zone)
    return read


def _at_least(n: int, most: bool = False) -> Callable[[Any, Any], bool]:
    """At least ``n`` found (with ``most``: at most ``n``)."""
    return lambda _, found: isinstance(found, int) and (found <= n if most else found >= n)


def _how_many(found: Any) -> str:
    return f"{found} found" if isinstance(found, int) else str(found)


# -- objects ------------------------------------------------------------------------------

#: what an expectation can say of an object, and what each is
OBJECT_ATTRIBUTES: Mapping[str, str] = {
    "zone": "the zone it is in (battlefield, graveyard, ...)",
    "controller": "the player who controls it",
    "owner": "the player who owns it",
    "tapped": "true or false",
    "power": "its power as the rules compute it now (Auras, effects, counters)",
    "toughness": "its toughness, likewise",
    "counters": "{ KIND = N }: counters on it (kinds not named: any number)",
    "damage": "the damage marked on it",
    "attached_to": "the object it is attached to, by name (false: none)",
    "face_down": "true for a card in a library or a planar or scheme deck",
    "sick": "true while it has been under its controller's control only since their "
            "latest turn began (302.6)",
    "token": "true for a token",
    "phased_out": "true while phased out (702.26b)",
    "attacking": "the player or planeswalker it attacks (false: not attacking)",
    "blocking": "the attacker it blocks, by name (the first, if it blocks several; false: "
                "not blocking)",
    "colors": "its colors as letters of WUBRG (\"\": colorless)",
}
_OBJECT_ALSO = {"summoning_sick": "sick", "summoning_sickness": "sick", "facedown": "face_down",
                "damage_marked": "damage", "attached": "attached_to", "enchanting":
                "attached_to", "color": "colors", "pt": "power and toughness",
                "controlled_by": "controller", "owned_by": "owner"}
#: the zones an object named without a zone is looked for in first
_IN_PLAY = ("battlefield", "stack")


def _every_object(game: GameState) -> list[Named]:
    """The game's objects in zone order (battlefield and stack first), as things to name."""
    oids = [*game.battlefield, *game.stack, *game.exile, *game.command, *game.ante]
    for pid in game.players:
        p = game.player[pid]
        oids += [*p.hand, *p.graveyard, *p.library]
    return objects(game, oids)


def find_object(m: Moment, text: str, ref: Reference) -> tuple[GameState, Obj]:
    """The one object ``text`` names in the moment's game (or the game it says). Without
    a zone, a name is looked for on the battlefield and the stack first, and elsewhere
    only if it is there in neither. A name that fits objects in several places, or
    several copies in one place, is a :class:`Missing` value that says how to pick."""
    game = m.game_state(ref.game)
    every = _every_object(game)
    folded = ref.name.casefold()
    candidates = every
    if ref.zone is None:
        in_play = [c for c in every if c.zone in _IN_PLAY and c.name.casefold() == folded]
        if in_play:
            candidates = [c for c in every if c.zone in _IN_PLAY]
    where = f"in game {game.path}"
    try:
        item = pick(ref, candidates, where=where, players=game.players, written=text)
    except NamingError as exc:
        raise Missing(str(exc)) from None
    if ref.nth is None:
        group = [c for c in candidates if c.place == item.place
                 and c.name.casefold() == folded]
        if len(group) > 1:
            raise Missing(f"{text} names {len(group)} objects (in {item.owner}'s "
                          f"{item.zone}, game {game.path}): say {text}#1 to "
                          f"{text}#{len(group)}")
    return game, game.objects[item.key]


def face_down(obj: Obj) -> bool:
    """Whether ``obj`` is face down: a card in a library (401.2: a library is kept face
    down) or in a planar or scheme deck (901.3, 904.3), or -- batch D-PILES -- a card
    exiled face down (406.3)."""
    return obj.zone == "library" or bool(obj.deck) or obj.face_down


def _thing(game: GameState, oid: int | None) -> Thing | None:
    if oid is None or oid not in game.objects:
        return None
    o = game.objects[oid]
    return Thing(o.name, o.owner, game.path, o.kind)


def _object_value(name: str, game: GameState, obj: Obj) -> Any:
    if name in ("zone", "controller", "owner", "tapped", "damage", "sick", "token",
                "phased_out"):
        return getattr(obj, name)
    if name == "power" or name == "toughness":
        if characteristics.defn(game, obj).power is None:
            raise Missing(f"{obj.name} has no {name} (it is not a creature)")
        read = characteristics.power if name == "power" else characteristics.toughness
        return read(game, obj)
    if name == "attached_to":
        return _thing(game, obj.attached_to)
    if name == "face_down":
        return face_down(obj)
    if name == "attacking":
        return obj.attacking if isinstance(obj.attacking, str) else _thing(game, obj.attacking)
    if name == "blocking":  # the first it blocks (509.1a, 702.22h: it may block several)
        return _thing(game, obj.blocking[0] if obj.blocking else None)
    assert name == "colors"
    return characteristics.colors(game, obj)


def _same_letters(expected: Any, actual: Any) -> bool:
    return isinstance(actual, str) and sorted(str(expected).upper()) == sorted(actual.upper())


def _object_checks(key: str, attrs: object, players: Sequence[str], where: str
                   ) -> list[Check]:
    ref = _reference(key, players, where)
    table = _table(attrs, where, "{ tapped = true, controller = \"A\" }")
    found: list[Check] = []

    def reader(name: str, kind: str = "") -> Callable[[Moment], Any]:
        def read(m: Moment) -> Any:
            game, obj = find_object(m, key, ref)
            if name == "counters":
                return obj.counters.get(kind, 0)
            return _object_value(name, game, obj)
        return read

    for name, value in table.items():
        here = f"{where}.{name}"
        if name not in OBJECT_ATTRIBUTES:
            raise _unknown(name, list(OBJECT_ATTRIBUTES), where, "an object", _OBJECT_ALSO)
        label = f"{key} {name.replace('_', ' ')}"
        if name == "counters":
            for kind, n in _table(value, here, "{ \"+1/+1\" = 2 }").items():
                found.append(Check(f"{key} {kind} counters", _int(n, f"{here}.{kind}"),
                                   reader(name, kind)))
            continue
        if name in ("controller", "owner"):
            value = _player(value, players, here)
        elif name in ("tapped", "face_down", "sick", "token", "phased_out"):
            value = _bool(value, here)
        elif name in ("power", "toughness", "damage"):
            value = _int(value, here)
        elif name == "zone":
            if value not in ZONES:
                raise ExpectError(f"{here}: {value!r} is not a zone"
                                  f"{close_words(str(value), ZONES)}")
        elif name in ("attached_to", "attacking", "blocking"):
            if value is not False and not isinstance(value, str):
                raise ExpectError(f"{here}: expected a name (or false: none), not {value!r}")
            if value is False:
                found.append(Check(label, value, reader(name), _plain_same(players),
                                   said="nothing"))
                continue
        elif name == "colors":
            if not isinstance(value, str) or any(c not in "WUBRG" for c in value.upper()):
                raise ExpectError(f"{here}: expected letters of WUBRG (\"\": colorless), "
                                  f"not {value!r}")
            found.append(Check(label, value, reader(name), _same_letters,
                               lambda a: a or "colorless", said=value or "colorless"))
            continue
        found.append(Check(label, value, reader(name), _plain_same(players)))
    return found


# -- players ------------------------------------------------------------------------------

#: what an expectation can say of a player (in the expectation's game)
PLAYER_ATTRIBUTES: Mapping[str, str] = {
    "life": "their life total",
    "counters": "{ KIND = N }: counters on them (poison, ...; kinds not named: any)",
    "mana": "their mana pool, as letters of WUBRGC in any order (\"\": empty)",
    "hand": "how many cards in their hand, or which (names, in any order)",
    "library": "how many cards in their library, or which",
    "graveyard": "how many cards in their graveyard, or which",
    "lost": "true once they have lost the game",
    "left": "true once they have left it (800.4a)",
    "lands_played": "how many lands they played this turn",
}
_PLAYER_ALSO = {"hand_size": "hand", "cards_in_hand": "hand", "mana_pool": "mana",
                "pool": "mana", "poison": "counters", "life_total": "life",
                "land_plays": "lands_played", "has_left": "left"}


def _player_state(m: Moment, pid: str) -> Any:
    g = m.game_state()
    if pid not in g.player:
        raise Missing(f"{pid} is not in game {g.path}")
    return g.player[pid]


def _player_reader(pid: str, name: str, kind: str = "") -> Callable[[Moment], Any]:
    def read(m: Moment) -> Any:
        p = _player_state(m, pid)
        if name == "counters":
            return p.counters.get(kind, 0)
        if name in PLAYER_ZONES:
            return _names_of(m.game_state(), getattr(p, name))
        if name == "lands_played":
            return p.land_plays
        return getattr(p, name)
    return read


def _player_checks(pid: str, attrs: object, players: Sequence[str], where: str
                   ) -> list[Check]:
    table = _table(attrs, where, "{ life = 10, mana = \"RR\" }")
    found: list[Check] = []
    for name, value in table.items():
        here = f"{where}.{name}"
        if name not in PLAYER_ATTRIBUTES:
            raise _unknown(name, list(PLAYER_ATTRIBUTES), where, "a player", _PLAYER_ALSO)
        if name == "counters":
            for kind, n in _table(value, here, "{ poison = 3 }").items():
                found.append(Check(f"{kind} counters {pid}", _int(n, f"{here}.{kind}"),
                                   _player_reader(pid, name, kind)))
        elif name in PLAYER_ZONES:
            cards = _cards_or_count(value, here)
            found.append(Check(f"{pid}:{name}", cards, _player_reader(pid, name),
                               _same_cards, _cards_shower(cards)))
        elif name == "mana":
            if not isinstance(value, str) or any(c not in _MANA for c in value.upper()):
                raise ExpectError(f"{here}: expected letters of {_MANA} (\"\": empty), "
                                  f"not {value!r}")
            found.append(Check(f"mana pool {pid}", value, _player_reader(pid, name),
                               _same_letters, lambda a: a or "empty", said=value or "empty"))
        elif name in ("lost", "left"):
            found.append(Check(f"{pid} {name}", _bool(value, here), _player_reader(pid, name)))
        else:
            found.append(Check(f"{name.replace('_', ' ')} {pid}", _int(value, here),
                               _player_reader(pid, name)))
    return found


# -- games --------------------------------------------------------------------------------

#: what an expectation can say of a game (at the top of ``[[expect]]``: its ``game``)
GAME_ATTRIBUTES: Mapping[str, str] = {
    "status": "running, suspended (waiting for a subgame), ended, or absent",
    "turn": "the turn number (each game counts its own)",
    "step": "the step or phase (untap, upkeep, draw, main1, ..., main2, end, cleanup)",
    "active": "the active player",
    "priority": "the player who has priority (false: nobody)",
    "stack": "the stack, bottom first, by name (an ability by its source's name)",
    "waiting": "the triggered abilities waiting to be put on the stack, by source (in any "
               "order; those waiting for their game to resume too, 727.4a)",
    "winners": "the players who won it",
    "draw": "true if it ended in a draw",
    "lost": "the players who lost it or left it",
}
_GAME_ALSO = {"phase": "step", "active_player": "active", "triggers": "waiting",
              "waiting_triggers": "waiting", "winner": "winners", "state": "status",
              "losers": "lost"}


def _status(path: str) -> Callable[[Moment], str]:
    return lambda m: m.state.games[path].status if path in m.state.games else "absent"


def _stack(path: str | None) -> Callable[[Moment], list[Thing]]:
    def read(m: Moment) -> list[Thing]:
        g = m.game_state(path)
        return [Thing(o.name, o.controller, g.path, o.kind)
                for o in (g.objects[oid] for oid in g.stack)]
    return read


def _waiting(path: str | None) -> Callable[[Moment], list[Thing]]:
    def read(m: Moment) -> list[Thing]:
        g = m.game_state(path)
        return [Thing(t.source_name, t.controller, g.path) for t in g.triggers.values()]
    return read


def _game_value(path: str | None, name: str) -> Callable[[Moment], Any]:
    def read(m: Moment) -> Any:
        g = m.game_state(path)
        if name == "winners":
            return sorted(g.winners)
        if name == "lost":
            return sorted(p for p, s in g.player.items() if not s.in_game)
        return getattr(g, name)
    return read


def _game_checks(path: str | None, attrs: Mapping[str, Any], players: Sequence[str],
                 where: str, prefix: str) -> list[tuple[str, Check]]:
    """Checks of a game's attributes: ``path`` (``None``: the expectation's game), each
    with the key it came from (for the order of the file)."""
    found: list[tuple[str, Check]] = []
    for name, value in attrs.items():
        here = f"{where}.{name}"
        label = prefix + name
        if name == "status":
            if value not in STATUSES:
                raise ExpectError(f"{here}: expected one of {', '.join(STATUSES)}"
                                  f"{close_words(str(value), STATUSES)}")
            # a game's status reads "game 1.1 ended"; the expectation's own, "status ended"
            found.append((name, Check(prefix.strip() or label, value, _status(path) if path
                                      else (lambda m: m.game_state().status))))
        elif name == "turn":
            found.append((name, Check(label, _int(value, here), _game_value(path, "turn"))))
        elif name == "step":
            if value not in (*STEPS, "start"):
                raise ExpectError(f"{here}: no step {value!r}{close_words(str(value), STEPS)}"
                                  f" (steps: {', '.join(STEPS)})")
            found.append((name, Check(label, value, _game_value(path, "step"))))
        elif name in ("active", "priority"):
            if value is not False:
                value = _player(value, players, here)
            found.append((name, Check(label if name != "active" else prefix + "active player",
                                      value, _game_value(path, name), _plain_same(players),
                                      lambda a: "nobody" if a is None else shown(a),
                                      said="nobody" if value is False else None)))
        elif name == "stack":
            stack = _strings(value, here)
            found.append((name, Check(label, stack, _stack(path), _named_all(players, True))))
        elif name == "waiting":
            waiting = _strings(value, here)
            found.append((name, Check(prefix + "waiting triggers", waiting, _waiting(path),
                                      _named_all(players, False))))
        elif name in ("winners", "lost"):
            listed = sorted(_strings(value, here))
            for pid in listed:
                _player(pid, players, here)
            found.append((name, Check(label, listed, _game_value(path, name))))
        elif name == "draw":
            found.append((name, Check(label, _bool(value, here), _game_value(path, "draw"))))
        else:
            raise _unknown(name, list(GAME_ATTRIBUTES), where, "a game", _GAME_ALSO)
    return found


def _games(raw: object, players: Sequence[str], where: str) -> list[Check]:
    if isinstance(raw, list):
        paths = sorted(_strings(raw, where))
        return [Check("games", paths, lambda m: sorted(m.state.games))]
    table = _table(raw, where, "{ \"1.1\" = \"ended\" } or a list of paths")
    found: list[Check] = []
    for path, value in table.items():
        here = f"{where}.{path}"
        if not PATH.fullmatch(path):
            raise ExpectError(f"{here}: expected a game path (\"1\", \"1.1\")")
        if isinstance(value, str):
            value = {"status": value}
        attrs = _table(value, here, "\"ended\" or { status = \"running\", turn = 2 }")
        found += [c for _, c in _game_checks(path, attrs, players, here, f"game {path} ")]
    return found


# -- all of them ----------------------------------------------------------------------------

#: the keys of ``[[expect]]`` that say what the state is (besides the game's attributes)
STATE_KEYS = ("life", "counters", "zones", "contains", "lacks", "objects", "players", "games")


def state_checks(raw: Mapping[str, Any], players: Sequence[str], where: str
                 ) -> list[tuple[str, Check]]:
    """The checks of the state an ``[[expect]]`` table states, each with its key."""
    found: list[tuple[str, Check]] = []
    for pid, value in _player_map(raw.get("life", {}), players, f"{where}.life").items():
        found.append(("life", Check(f"life {pid}", _int(value, f"{where}.life.{pid}"),
                                    _player_reader(pid, "life"))))
    for pid, kinds in _player_map(raw.get("counters", {}), players,
                                  f"{where}.counters").items():
        for kind, n in _table(kinds, f"{where}.counters.{pid}", "{ poison = N }").items():
            found.append(("counters", Check(f"{kind} counters {pid}",
                                            _int(n, f"{where}.counters.{pid}"),
                                            _player_reader(pid, "counters", kind))))
    zones = _table(raw.get("zones", {}), f"{where}.zones", "{ \"A:library\" = 30 }")
    for key, value in zones.items():
        here = f"{where}.zones.{key}"
        expected = _cards_or_count(value, here)
        found.append(("zones", Check(key, expected, _zone_reader(key, players, here),
                                     _same_cards, _cards_shower(expected))))
    for key, at_least in (("contains", True), ("lacks", False)):
        for i, text in enumerate(_strings(raw.get(key, []), f"{where}.{key}")):
            here = f"{where}.{key}[{i}]"
            read = _found(text, players, here)
            nth = _reference(text, players, here).nth or 1
            if at_least:
                found.append((key, Check(f"contains {text}", nth, read, _at_least(nth),
                                         _how_many, said=f"at least {nth}")))
            else:
                found.append((key, Check(f"lacks {text}", 0, read, _at_least(0, most=True),
                                         _how_many, said="none")))
    objs = _table(raw.get("objects", {}), f"{where}.objects",
                  "{ \"B:Serra Angel\" = { tapped = true } }")
    for key, attrs in objs.items():
        found += [("objects", c) for c in _object_checks(key, attrs, players,
                                                         f"{where}.objects.{key}")]
    for pid, attrs in _player_map(raw.get("players", {}), players,
                                  f"{where}.players").items():
        found += [("players", c) for c in _player_checks(pid, attrs, players,
                                                         f"{where}.players.{pid}")]
    if "games" in raw:
        found += [("games", c) for c in _games(raw["games"], players, f"{where}.games")]
    own = {k: v for k, v in raw.items() if k in GAME_ATTRIBUTES}
    found += _game_checks(None, own, players, where, "")
    return found
