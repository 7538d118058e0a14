"""Naming things at a table the way a judge writes them, and decisions as short text.

python-chess reads ``"Nf3"`` in the current position (``Board.push_san``) and
writes a move back the same way (``Board.san``). Shahrazad does the same for the
objects of a table and for decisions:

>>> from shahrazad.table import Table
>>> t = Table.new(["A", "B"], [["Plains"] * 40, ["Island"] * 40], seed=1,
...               starting_player="A")
>>> _ = t.push_named("keep"); _ = t.push_named("keep")
>>> while t.game().step != "main1":
...     _ = t.push_named("pass")
>>> play = next(d for d in t.legal_decisions() if d.KIND == "play")
>>> t.name(play)
'play Plains'
>>> _ = t.push_named("play Plains"); t.decisions[-1][1] == play
True
>>> t.push_named("play Plains#9")
Traceback (most recent call last):
...
shahrazad.naming.NamingError: Plains#9: there are 6 Plains in A's hand (Plains#1 to Plains#6)

Objects
-------
An object is named by its card name, ``Juzam Djinn``. Where the name alone could
mean objects in different places, qualifiers say which, each followed by a colon,
in any order (:meth:`Table.name` writes them in this one): the game (``1.1:``),
the owner (``B:``) and the zone (``graveyard:``), as in
``1.1:B:graveyard:Juzam Djinn``. ``#n`` picks the n-th copy, counting from 1 in the
zone's order (a library top first, a graveyard and the stack bottom first, the
battlefield in the order the permanents arrived): ``Plains#2``. ``#0`` and a count
past the last copy are refused, saying how many there are. Players are named by
their id.

A name is looked up where its part of the decision looks (a spell to cast in its
caster's hand and command zone, a target in the zone its specification allows,
a mana source among the permanents its player controls, ...). If the copies found
there are in different places (two owners, two zones, two games) and no qualifier
tells them apart, the name is refused and the qualified names that would work are
listed: a target ``Serra Angel`` when A and B each have one is ambiguous, and
``B:Serra Angel`` picks B's. Copies in the same place are interchangeable for
naming, so there, and only there, a name means the first copy: ``Plains`` is the
first Plains in your hand. In a list (cards to discard, attackers, targets, mana
sources to pay with) an unnumbered name means the first copy not yet named in that
list, so ``paying Plains, Plains`` names two different Plains.

Decisions
---------
A decision is its kind's name (the verb) and what it needs. ``NAME`` is an object
name as above, ``P`` a player id, and lists are separated by commas::

    pass | keep | mulligan | concede
    bottom NAME, ...                 discard NAME, ...
    play NAME
    cast NAME [half N] [X=N] [targeting TARGET, ...] [paying SOURCE, ... | paying nothing]
    activate NAME [ability N] [X=N] [targeting TARGET, ...] [paying ...]
    mana NAME [ability N] [for COLOR]
    attack nothing | attack NAME [-> P | -> NAME], ...
    block nothing | block NAME -> NAME, ...
    search nothing | search NAME     wish nothing | wish NAME
    target TARGET                    allow yes | allow no
    first P                          retarget TARGET, ...
    accept no | accept yes [paying SOURCE, ...]
    choose nothing | choose NAME, ...
    roll [paying SOURCE, ... | paying nothing]
    command yes | command no         redirect yes | redirect no
    divide N, ...                    word WORD ...
    order_triggers NAME | N, ...     (603.3b: the first listed goes on the stack first)

A ``TARGET`` is a player id or a ``NAME``; a ``SOURCE`` is ``NAME [ability N] [for
COLOR]``, one mana ability to activate while paying. Without ``paying`` the engine
pays the first way it finds (``paying nothing`` pays from the mana pool alone);
without ``-> P`` an attacker attacks the first opponent in seat order (``-> NAME``
attacks a planeswalker, 508.1b); without
``ability N`` (counting from 1) an activation uses the permanent's first ability
of that kind (mana or not). A split card is cast by naming the half
(``cast Development``) or with ``half 2``. ``X=N``, ``half N`` and ``ability N``
may come in any order before ``targeting`` and ``paying``.

:func:`parse` reads a decision in the current position and :func:`name_of` writes
one, so that ``parse(state, name_of(state, d)) == d``.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass

from shahrazad.characteristics import abilities, printed
from shahrazad.decisions import KINDS, Aim, Asked, Decision, Names, Role, entry
from shahrazad.events.errors import ShahrazadError
from shahrazad.projections.state import SHARED_ZONES, ZONES, GameState, TableState

__all__ = [
    "Named", "NamingError", "QualifiedNames", "Reference", "clauses", "default_ability",
    "default_defender", "name_of", "number", "objects", "parse", "pick", "pick_list",
    "qualified", "reference", "split_list", "zone_objects",
]

#: the places a card outside a game can be, besides zones of an enclosing game
OUTSIDE = ("sideboard",)
_GAME_PATH = re.compile(r"\d+(\.\d+)*")


class NamingError(ShahrazadError, ValueError):
    """A name or a decision's text that does not fit the table: says what was not found
    and what would fit, in one line."""


@dataclass(frozen=True, slots=True)
class Named:
    """Something a name can pick: an object (``key`` is its object id) or a card
    outside the game (``key`` is its card id), and where it is."""

    key: int
    name: str
    game: str
    owner: str
    zone: str

    @property
    def place(self) -> tuple[str, str, str]:
        return (self.game, self.owner, self.zone)


def objects(game: GameState, oids: Iterable[int]) -> list[Named]:
    """The objects ``oids`` of ``game``, as things to name."""
    return [Named(o, game.objects[o].name, game.path, game.objects[o].owner,
                  game.objects[o].zone) for o in oids]


@dataclass(frozen=True, slots=True)
class Reference:
    """A name as written: the card name, its qualifiers and its ``#n``."""

    name: str
    game: str | None = None
    owner: str | None = None
    zone: str | None = None
    nth: int | None = None

    def fits(self, item: Named) -> bool:
        return ((self.game is None or self.game == item.game)
                and (self.owner is None or self.owner == item.owner)
                and (self.zone is None or self.zone == item.zone))


def reference(text: str, players: Collection[str]) -> Reference:
    """Read ``[GAME:][OWNER:][ZONE:]Name[#n]`` (qualifiers in any order).

    >>> reference("1.1:B:graveyard:Juzam Djinn", ["A", "B"])
    Reference(name='Juzam Djinn', game='1.1', owner='B', zone='graveyard', nth=None)
    >>> reference("Plains#2", ["A", "B"]).nth
    2
    >>> reference("B:Circle of Protection: Red", ["A", "B"])
    Reference(name='Circle of Protection: Red', game=None, owner='B', zone=None, nth=None)
    >>> reference("Plains#0", ["A", "B"])
    Traceback (most recent call last):
    ...
    shahrazad.naming.NamingError: Plains#0: copies count from 1 (Plains#1 is the first)
    """
    written = text.strip()
    body, hash_, count = written.partition("#")
    nth: int | None = None
    if hash_:
        if not count.strip().isdigit():
            raise NamingError(f"{written}: #n needs a number counting from 1, as in "
                              f"{body.strip()}#2")
        nth = int(count)
        if nth < 1:
            raise NamingError(f"{written}: copies count from 1 ({body.strip()}#1 is the first)")
    parts = [part.strip() for part in body.split(":")]
    *quals, name = parts
    for colon_name in _colon_names():  # a name that holds a colon is one name
        if [p.casefold() for p in parts[-len(colon_name):]] == list(colon_name):
            quals, name = parts[:-len(colon_name)], ": ".join(parts[-len(colon_name):])
            break
    if not name:
        raise NamingError(f"{written!r} names nothing: write a card name")
    found: dict[str, str] = {}
    for part in quals:
        as_player = part in players
        as_game = bool(_GAME_PATH.fullmatch(part))
        if as_player and as_game:
            raise NamingError(f"{written}: {part!r} is both a player and a game path")
        if not (as_player or as_game) and part.casefold() in (*ZONES, *OUTSIDE):
            part = part.casefold()
        what = ("owner" if as_player else "game" if as_game
                else "zone" if part in (*ZONES, *OUTSIDE) else None)
        if what is None:
            raise NamingError(f"{written}: {part!r} is not a player ({', '.join(players)}), a "
                              f"game path (1.1) or a zone ({', '.join((*ZONES, *OUTSIDE))})")
        if what in found:
            raise NamingError(f"{written}: two {what}s ({found[what]} and {part})")
        found[what] = part
    return Reference(name, found.get("game"), found.get("owner"), found.get("zone"), nth)


def _same(name: str, candidates: Iterable[Named]) -> list[Named]:
    folded = name.casefold()
    return [c for c in candidates if c.name.casefold() == folded]


def _places(items: Iterable[Named]) -> dict[tuple[str, str, str], list[Named]]:
    places: dict[tuple[str, str, str], list[Named]] = {}
    for item in items:
        places.setdefault(item.place, []).append(item)
    return places


_DIMENSIONS = ("game", "owner", "zone")
# the fewest qualifiers first; among as many, the owner before the zone before the game
_QUALIFIER_SETS = ((), ("owner",), ("zone",), ("game",), ("owner", "zone"), ("game", "owner"),
                   ("game", "zone"), ("game", "owner", "zone"))


def _prefix(item: Named, same: Sequence[Named]) -> str:
    """The fewest qualifiers that tell ``item``'s place from the other places of ``same``."""
    others = {c.place for c in same} - {item.place}
    for dims in _QUALIFIER_SETS:
        values = {d: getattr(item, d) for d in dims}
        if any(v == "" for v in values.values()):
            continue  # a card in a sideboard is in no game: its zone says where it is
        if not any(all(_at(p, d) == v for d, v in values.items()) for p in others):
            return "".join(f"{values[d]}:" for d in _DIMENSIONS if d in values)
    raise AssertionError("two things in one place")  # pragma: no cover - places differ


def _at(place: tuple[str, str, str], dimension: str) -> str:
    return place[_DIMENSIONS.index(dimension)]


def _first_free(group: Sequence[Named], used: Collection[int]) -> Named | None:
    return next((c for c in group if c.key not in used), None)


def qualified(item: Named, candidates: Sequence[Named], used: Collection[int] = (),
              shown: str | None = None) -> str:
    """The shortest name that :func:`pick` reads back as ``item`` among ``candidates``
    (with ``used`` already named in the same list); ``shown`` replaces the card name
    (a split card's half)."""
    same = _same(item.name, candidates)
    group = _places(same)[item.place]
    text = _prefix(item, same) + (shown or item.name)
    if _first_free(group, used) == item:
        return text
    return f"{text}#{group.index(item) + 1}"


def _hint(name: str, candidates: Sequence[Named]) -> str:
    names = list(dict.fromkeys(c.name for c in candidates))
    if not names:
        return "there is nothing there"
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
    if close:
        return "did you mean " + " or ".join(close) + "?"
    shown = names[:8] + (["..."] if len(names) > 8 else [])
    return "there: " + ", ".join(shown)


def pick(text: str | Reference, candidates: Sequence[Named], *, where: str,
         players: Collection[str], used: Collection[int] = (),
         written: str | None = None) -> Named:
    """The one of ``candidates`` that ``text`` names (``where`` says where they are, for
    the error messages); with ``used``, an unnumbered name skips the copies already
    named in the same list.

    >>> things = [Named(1, "Serra Angel", "1", "A", "battlefield"),
    ...           Named(2, "Serra Angel", "1", "B", "battlefield")]
    >>> pick("B:Serra Angel", things, where="on the battlefield", players="AB").key
    2
    >>> try:
    ...     pick("Serra Angel", things, where="on the battlefield", players="AB")
    ... except NamingError as exc:
    ...     print(exc)
    Serra Angel is ambiguous on the battlefield: say A:Serra Angel or B:Serra Angel
    """
    ref = text if isinstance(text, Reference) else reference(text, players)
    written = written or (text if isinstance(text, str) else ref.name).strip()
    same = _same(ref.name, candidates)
    if not same:
        raise NamingError(f"no {ref.name} {where}: {_hint(ref.name, candidates)}")
    fit = [c for c in same if ref.fits(c)]
    if not fit:
        there = ", ".join(_prefix(g[0], same) + g[0].name for g in _places(same).values())
        raise NamingError(f"no {written} {where}: there is {there}")
    places = _places(fit)
    if len(places) > 1:
        ways = " or ".join(_prefix(g[0], same) + g[0].name for g in places.values())
        raise NamingError(f"{written} is ambiguous {where}: say {ways}")
    group = next(iter(places.values()))
    base = _prefix(group[0], same) + group[0].name
    if ref.nth is not None:
        if ref.nth > len(group):
            count = (f"there is 1 {base}" if len(group) == 1 else
                     f"there are {len(group)} {base}")
            span = f" ({base}#1 to {base}#{len(group)})" if len(group) > 1 else ""
            raise NamingError(f"{written}: {count} {where}{span}")
        return group[ref.nth - 1]
    free = _first_free(group, used)
    if free is None:
        raise NamingError(f"{written}: each of the {len(group)} {base} {where} is named "
                          "already (write #n to name one again)")
    return free


def split_list(text: str) -> list[str]:
    """The items of a comma-separated list; ``nothing`` (or no text) is the empty list.
    A pool card whose name holds a comma stays one item (:func:`_rejoined`).

    >>> split_list("Karn, the Great Creator#2 -> B, Serra Angel")
    ['Karn, the Great Creator#2 -> B', 'Serra Angel']
    """
    text = text.strip()
    if not text or text.casefold() == "nothing":
        return []
    items = _rejoined([item.strip() for item in text.split(",")])
    if any(not item for item in items):
        raise NamingError(f"{text!r}: an empty item in the list")
    return items


@functools.cache
def _colon_names() -> tuple[tuple[str, ...], ...]:
    """The pool's names that hold a colon (Circle of Protection: Red), split at their
    colons, in lower case, the longest first."""
    from shahrazad.cards.pool import names

    found = [tuple(p.strip().casefold() for p in name.split(":")) for name in names()
             if ":" in name]
    return tuple(sorted(found, key=len, reverse=True))


@functools.cache
def _comma_names() -> tuple[tuple[str, str], ...]:
    """The pool's names that hold a comma (Karn, the Great Creator), each split at its
    first comma, in lower case."""
    from shahrazad.cards.pool import names

    return tuple((head.casefold(), tail.strip().casefold())
                 for head, _, tail in (name.partition(",") for name in names() if "," in name))


def _rejoined(items: list[str]) -> list[str]:
    """Join back the pieces a comma inside a card's name made: an item whose name (after
    its qualifiers) is the part of such a name before the comma, followed by one that
    begins with the rest of it (and then ends, or goes on with ``#n``, ``->`` or a word)."""
    pairs = _comma_names()
    if not pairs or len(items) < 2:
        return items
    out: list[str] = []
    i = 0
    while i < len(items):
        item = items[i]
        if i + 1 < len(items):
            name = item.rpartition(":")[2].strip().casefold()
            nxt = items[i + 1].casefold()
            if any(name == head and nxt.startswith(tail)
                   and nxt[len(tail):len(tail) + 1] in ("", "#", " ")
                   for head, tail in pairs):
                out.append(f"{item}, {items[i + 1]}")
                i += 2
                continue
        out.append(item)
        i += 1
    return out


def pick_list(text: str | Sequence[str], candidates: Sequence[Named], *, where: str,
              players: Collection[str]) -> list[Named]:
    """The things a comma-separated list names, each a different copy unless numbered."""
    items = split_list(text) if isinstance(text, str) else list(text)
    used: list[int] = []
    found = []
    for item in items:
        chosen = pick(item, candidates, where=where, players=players, used=used)
        used.append(chosen.key)
        found.append(chosen)
    return found


_CLAUSE = re.compile(r"\s+(targeting|paying|half|mode|ability|for|sacrificing)\s+|\s+(X)\s*=\s*",
                     re.IGNORECASE)


def clauses(text: str, allowed: Collection[str], verb: str) -> tuple[str, dict[str, str]]:
    """Split ``NAME [KEYWORD VALUE]...`` at the keywords in ``allowed`` (``targeting``,
    ``paying``, ``half``, ``mode``, ``ability``, ``for``, ``X``, ``sacrificing``); the others
    stay in the text."""
    head_end = len(text)
    found: list[tuple[str, int, int]] = []
    for m in _CLAUSE.finditer(" " + text):
        word = (m.group(1) or m.group(2)).casefold()
        key = "X" if word == "x" else word
        if key in allowed:
            found.append((key, m.start() - 1, m.end() - 1))
    if found:
        head_end = found[0][1]
    parts: dict[str, str] = {}
    for i, (key, _, end) in enumerate(found):
        stop = found[i + 1][1] if i + 1 < len(found) else len(text)
        if key in parts:
            raise NamingError(f"{verb} {text}: '{key}' twice")
        parts[key] = text[max(end, 0):stop].strip()
    return text[:max(head_end, 0)].strip(), parts


def number(text: str, what: str, least: int = 0) -> int:
    if not text.strip().isdigit() or int(text) < least:
        raise NamingError(f"{what} must be a whole number of at least {least}, not {text!r}")
    return int(text)


class QualifiedNames(Names):
    """Names for :meth:`Decision.words` that :func:`parse` reads back in the position
    ``at``: qualified where needed, numbered after copies already named in a list, and
    leaving unsaid what goes without saying (the default ability, defender, payment).

    ``scopes`` says where each role looks (the entry's ``parse`` looks there too);
    ``aims`` gives, in order, where each target of the decision is looked up.
    """

    def __init__(self, at: Asked, scopes: Callable[[Role], Sequence[Named]],
                 aims: Sequence[Sequence[Named]] = (),
                 outside: Sequence[Named] = ()) -> None:
        self.at = at
        self.scopes = scopes
        self.aims = list(aims)
        self.outside = outside
        self.used: dict[str, list[int]] = {}

    #: roles where a list may name one thing twice, so a name always means its first copy
    #: (a creature dividing its damage is named once per recipient, and two creatures may
    #: assign damage to one recipient)
    REPEATABLE = frozenset({"attacked", "defender", "striker", "recipient"})

    def _name(self, key: int, scope: Sequence[Named], role: str, shown: str | None = None
              ) -> str:
        used = [] if role in self.REPEATABLE else self.used.setdefault(role, [])
        item = next((c for c in scope if c.key == key), None)
        if item is None:  # not where a name would look: say it plainly (parse refuses it)
            obj = self.at.game.objects.get(key)
            return obj.name if obj is not None else f"object {key}"
        text = qualified(item, scope, used, shown)
        used.append(key)
        return text

    def obj(self, oid: int, role: Role) -> str:
        return self._name(oid, self.scopes(role), role)

    def aim(self, aim: Aim, role: Role = "target") -> str:
        scope = self.aims.pop(0) if self.aims else self.scopes("target")
        if isinstance(aim, str):
            return aim
        return self._name(aim, scope, "target")

    def cast(self, oid: int, face: int) -> str:
        obj = self.at.game.objects.get(oid)
        faces = printed(obj).faces if obj is not None else ()
        if faces:
            return self._name(oid, self.scopes("card"), "card", faces[face].name)
        if obj is not None and printed(obj).modes_target:  # the mode, as it is cast (700.2)
            return self.obj(oid, "card") + f" mode {face + 1}"
        return self.obj(oid, "card") + (f" half {face + 1}" if face else "")

    def card(self, cid: int) -> str:
        return self._name(cid, self.outside, "outside")

    def ability(self, oid: int, index: int, mana: bool) -> str:
        obj = self.at.game.objects.get(oid)
        first = default_ability(self.at.game, oid, mana) if obj is not None else 0
        return "" if index == first else f" ability {index + 1}"

    def defender(self, attacker: int, player: Aim) -> str:
        if player == default_defender(self.at):
            return ""
        if isinstance(player, str):
            return f" -> {player}"
        return " -> " + self._name(player, self.scopes("defender"), "defender")


def default_ability(game: GameState, oid: int, mana: bool) -> int:
    """The index of the object's first mana ability (or first other ability)."""
    found = abilities(game, game.objects[oid])  # with those static abilities grant
    return next((i for i, a in enumerate(found) if a.mana == mana), 0)


def default_defender(at: Asked) -> str:
    """The player an attacker attacks unless the text says: the first opponent still in
    the game, in seat order (with teams, the first player of the other team)."""
    from shahrazad.rules.teams import is_opponent

    return next((p for p in at.game.living if is_opponent(at.game, at.player, p)), "")


def zone_objects(game: GameState, zone: str, owner: str | None = None) -> list[int]:
    """A zone's objects: a player's own zone of ``owner`` (every player's if ``None``), a
    shared zone's of every owner (only ``owner``'s, if given)."""
    if zone in SHARED_ZONES:
        found = list(game.zone(zone))
        return found if owner is None else [o for o in found if game.objects[o].owner == owner]
    owners = [owner] if owner is not None else game.players
    return [o for pid in owners for o in game.zone(zone, pid)]


def parse(state: TableState, text: str, player: str | None = None) -> Decision:
    """The decision ``text`` names in the current position, for ``player`` (default: the
    player the table waits on). Raises :class:`NamingError`; whether the decision is
    legal is :meth:`Table.push`'s to say."""
    at = Asked.now(state, player)
    if at is None:
        raise NamingError("every game is over: there is nothing to decide")
    if at.player not in at.game.player:
        raise NamingError(f"{at.player} is not a player of game {at.game.path}")
    verb, _, rest = text.strip().partition(" ")
    kind = verb.casefold()
    if kind not in KINDS:
        raise NamingError(f"{text.strip()!r}: no decision {verb!r} (say one of "
                          f"{', '.join(KINDS)})")
    return entry(kind).parse(at, rest.strip())  # type: ignore[no-any-return]


def name_of(state: TableState, decision: Decision, player: str | None = None) -> str:
    """``decision`` as text that :func:`parse` reads back in the current position."""
    at = Asked.now(state, player)
    if at is None:
        raise NamingError("every game is over: there is nothing to decide")
    text: str = entry(decision).name(at, decision)
    return text
