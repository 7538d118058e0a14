"""The decisions a player can make: their one name, their encoded form, their words.

A decision is a small frozen dataclass. Its ``KIND`` is its one name, used
everywhere: in the encoded tuple a :class:`~shahrazad.events.vocabulary.Decided` event
stores, in scenario files, in the text form :mod:`shahrazad.naming` parses, and in
the audit. :meth:`Decision.encode` gives the tuple and :func:`decode` reads it
back, so a recorded game can be re-run decision by decision without an agent:

>>> Cast(card=12, targets=("B",)).encode()
('cast', 12, ('B',), 0, (), 0)
>>> decode(('cast', 12, ('B',), 0, (), 0))
Cast(card=12, targets=('B',), x=0, payment=(), face=0)

Logs written before the kinds had one name each hold the old names; :func:`decode`
reads them too (:data:`ALIASES`):

>>> decode(("choose_card", 7))
Search(card=7)

:meth:`Decision.words` says a decision in the text grammar of :mod:`shahrazad.naming`,
naming objects through a :class:`Names` (the audit's names the object ids of the
log; the engine's qualify them so that they parse back):

>>> names = PlainNames({5: "Mountain", 9: "Lightning Bolt", 12: "Serra Angel"}.get)
>>> Cast(9, (12,), 0, ((5, 0, ""),)).words(names)
'cast Lightning Bolt targeting Serra Angel paying Mountain'
>>> Attack(((12, "B"),)).words(names)
'attack Serra Angel -> B'

This module is the vocabulary only, like :mod:`shahrazad.events.vocabulary` for events: the
rules of each kind (when it may be made, what it does, its candidates, its text
form) are its entry in the engine's registry, :mod:`shahrazad.decisions`.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Sequence
from dataclasses import astuple, dataclass
from typing import Any, ClassVar, Literal

__all__ = [
    "ALIASES",
    "KINDS",
    "Accept",
    "Activate",
    "Aim",
    "Allow",
    "Apply",
    "Assign",
    "Attack",
    "Block",
    "Bottom",
    "Cast",
    "CastChosen",  # -- batch W-CMD2 --
    "Choose",
    "Command",
    "Companion",
    "Concede",
    "Decision",
    "Discard",
    "Divide",  # -- batch B10 --
    "Energy",
    "First",
    "Instead",  # -- batch D-CONTROL --
    "Keep",
    "KeepTapped",  # -- batch B06 --
    "Mana",
    "Mode",
    "Mulligan",
    "Names",
    "OrderTriggers",  # -- batch T-ORDER --
    "Pass",
    "PayOffer",  # -- batch D-CONTROL --
    "Payment",
    "Piles",  # -- batch D-PILES --
    "PlainNames",
    "Play",
    "Redirect",
    "ReplaceWith",  # -- batch D-DRAW --
    "Retain",
    "Retarget",
    "Role",
    "Roll",
    "Sacrifice",
    "Search",
    "SkipIt",  # -- batch C-TURN --
    "Target",
    "Top",  # -- batch L-LENG --
    "Wish",
    "Word",
    "canonical",
    "decode",
]

#: what a spell or ability aims at: a player id or an object id (115.1)
Aim = int | str
#: one mana ability to activate while paying: (source object, ability index, color)
Payment = tuple[int, int, str]

#: every kind of decision by its name (filled as the classes below are defined)
KINDS: dict[str, type[Decision]] = {}
#: the names older logs use for kinds that have been renamed, and their names now
ALIASES: dict[str, str] = {"play_land": "play", "choose_card": "search",
                           "choose_target": "target", "choose_outside": "wish"}

#: the part an object plays in a decision: where a name for it is looked up
Role = Literal["card", "source", "target", "payment", "attacker", "blocker", "attacked",
               "hand", "library", "chosen", "defender", "permanent", "striker", "recipient"]


class Names:
    """How :meth:`Decision.words` names what a decision refers to.

    Subclasses say how objects are named (``obj``), cards outside the game
    (``card``), and which parts that have a default can go unsaid.
    """

    def obj(self, oid: int, role: Role) -> str:
        """The name of object ``oid``, which plays ``role`` in the decision."""
        raise NotImplementedError

    def card(self, cid: int) -> str:
        """The name of card ``cid``, outside the game (a wish's choice)."""
        raise NotImplementedError

    def aim(self, aim: Aim, role: Role = "target") -> str:
        """A target: a player by id, an object by name."""
        return aim if isinstance(aim, str) else self.obj(aim, role)

    def cast(self, oid: int, face: int) -> str:
        """The card a ``cast`` casts; a split card's second half says ``half 2`` (709.3)."""
        return self.obj(oid, "card") + (f" half {face + 1}" if face else "")

    def ability(self, oid: int, index: int, mana: bool) -> str:
        """`` ability N`` (counting from 1), or ``""`` where it goes unsaid."""
        return f" ability {index + 1}" if index else ""

    def defender(self, attacker: int, player: Aim) -> str:
        """`` -> P`` after an attacker (a planeswalker by its name), or ``""`` where it
        goes unsaid."""
        return f" -> {self.aim(player, 'defender')}"


class PlainNames(Names):
    """Objects by the names ``obj`` gives (the audit's), cards by ``card``; every part
    that has a default is said, except the first ability."""

    def __init__(self, obj: Callable[[int], str | None],
                 card: Callable[[int], str | None] | None = None) -> None:
        self._obj = obj
        self._card = card or (lambda cid: None)

    def obj(self, oid: int, role: Role) -> str:
        return self._obj(oid) or f"object {oid}"

    def card(self, cid: int) -> str:
        return self._card(cid) or f"card {cid}"


def _listed(items: Sequence[str]) -> str:
    return ", ".join(items) if items else "nothing"


def _payment(names: Names, payment: Sequence[Payment]) -> str:
    if not payment:
        return ""
    return " paying " + ", ".join(
        names.obj(oid, "payment") + names.ability(oid, index, True)
        + (f" for {color}" if color else "") for oid, index, color in payment)


def _tuplify(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_tuplify(v) for v in value)
    return value


# -- play speed (p-play2): encoding a decision without astuple's deep copy --------------

_PLAIN = (int, str, bool, type(None))
_FIELD_NAMES: dict[type[Decision], tuple[str, ...]] = {}


def _values(decision: Decision) -> tuple[Any, ...]:
    """The values of a decision's fields, in order."""
    cls = type(decision)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return tuple(getattr(decision, name) for name in names)


def _plain(value: object) -> bool:
    """Whether ``value`` is a number, a string, ``None`` or a tuple of them, as deep as
    it goes: what ``astuple`` would copy into an equal value."""
    kind = type(value)
    if kind is tuple:
        return all(_plain(item) for item in value)  # type: ignore[attr-defined]
    return kind in _PLAIN


@dataclass(frozen=True, slots=True)
class Decision:
    """Base class: ``KIND`` is the kind's one name."""

    KIND: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        kind = cls.__dict__.get("KIND")
        if kind:
            # dataclass(slots=True) makes the class anew: the same class comes twice
            taken = KINDS.get(kind)
            if kind in ALIASES or (taken is not None and taken.__qualname__ != cls.__qualname__):
                raise TypeError(f"decision kind {kind!r} is already taken")
            KINDS[kind] = cls

    def encode(self) -> tuple[Any, ...]:
        values = _values(self)
        if all(_plain(value) for value in values):  # the usual case: astuple's, cheaply
            return (self.KIND, *values)
        return (self.KIND, *astuple(self))

    def words(self, names: Names) -> str:
        """The decision in the text grammar of :mod:`shahrazad.naming`."""
        return self.KIND


def canonical(data: tuple[Any, ...]) -> tuple[Any, ...]:
    """An encoded decision under its kind's name today (old logs hold :data:`ALIASES`)."""
    if data and isinstance(data[0], str) and data[0] in ALIASES:
        return (ALIASES[data[0]], *data[1:])
    return data


def decode(data: tuple[Any, ...] | list[Any]) -> Decision:
    """The decision an encoded tuple stands for (raises ``ValueError`` if none).

    Every field is checked against its type, as deep as it goes, so that a garbled
    decision (a hand-edited log, a scenario's ``raw``) is refused here, in words,
    rather than met by the rules as a value of the wrong kind: a number is a whole
    number of at most 64 bits (what a log can hold), never ``True``; a list holds
    what it should.

    >>> decode(("cast", 12, ("B",), "x"))
    Traceback (most recent call last):
    ...
    ValueError: bad decision ('cast', 12, ('B',), 'x'): x is 'x', not a whole number
    >>> decode(("pass", 1))
    Traceback (most recent call last):
    ...
    ValueError: bad decision ('pass', 1): pass takes no values, not 1
    """
    data = canonical(tuple(data))
    if not data or not isinstance(data[0], str) or data[0] not in KINDS:
        raise ValueError(f"not a decision: {_shown(data)}")
    cls = KINDS[data[0]]
    values = tuple(_tuplify(v) for v in data[1:])
    fields = _fields(cls)
    if len(values) > len(fields):
        takes = (f"takes at most {len(fields)} value{'s' if len(fields) > 1 else ''}"
                 if fields else "takes no values")
        raise ValueError(f"bad decision {_shown(data)}: {cls.KIND} {takes}, not "
                         f"{len(values) if fields else _shown(values[0])}")
    for (name, hint), value in zip(fields, values, strict=False):
        if not _fits(value, hint):
            raise ValueError(f"bad decision {_shown(data)}: {name} is {_shown(value)}, not "
                             f"{_described(hint)}")
    return cls(*values)


# -- checking an encoded decision's values against its fields' types ---------------------

#: the whole numbers a log can hold (msgpack's signed 64 bits)
_SMALLEST, _LARGEST = -(2**63), 2**63 - 1
#: the field names and types of each kind, worked out once
_FIELDS: dict[type[Decision], tuple[tuple[str, Any], ...]] = {}


def _fields(cls: type[Decision]) -> tuple[tuple[str, Any], ...]:
    found = _FIELDS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = _FIELDS[cls] = tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))
    return found


def _fits(value: Any, hint: Any) -> bool:
    """Whether ``value``, as a log or a file gives it, is of the type ``hint``."""
    if hint is int:
        return type(value) is int and _SMALLEST <= value <= _LARGEST
    if hint is bool or hint is str:
        return type(value) is hint
    if hint is type(None):
        return value is None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(_fits(value, arg) for arg in args)
    if origin is tuple:
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(item, args[0]) for item in value)
        return len(value) == len(args) and all(map(_fits, value, args))
    if origin is typing.Literal:
        return value in args
    return True  # a type this check does not know: the rules check the value


def _described(hint: Any) -> str:
    """A type in words, for the message that refuses a value."""
    if hint is int:
        return "a whole number"
    if hint is bool:
        return "true or false"
    if hint is str:
        return "text"
    if hint is type(None):
        return "nothing"
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return " or ".join(_described(arg) for arg in args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return f"a list of ({_described(args[0])})"
        return f"a list of {len(args)}: " + ", ".join(_described(arg) for arg in args)
    return str(hint)


def _shown(value: Any) -> str:
    """``repr(value)``, cut short: a garbled decision may be huge (and an integer of
    more than 4,300 digits can't even be written out)."""
    try:
        text = repr(value)
    except ValueError:
        return "a number too long to show"
    return text if len(text) <= 200 else text[:200] + "..."


@dataclass(frozen=True, slots=True)
class Pass(Decision):
    """Pass priority (117.3d)."""

    KIND: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Keep(Decision):
    """Keep the opening hand (103.5)."""

    KIND: ClassVar[str] = "keep"


@dataclass(frozen=True, slots=True)
class Mulligan(Decision):
    """Take a mulligan (103.5)."""

    KIND: ClassVar[str] = "mulligan"


@dataclass(frozen=True, slots=True)
class Bottom(Decision):
    """Put these cards from hand on the bottom of the library after a mulligan (103.5)."""

    KIND: ClassVar[str] = "bottom"
    cards: tuple[int, ...] = ()

    def words(self, names: Names) -> str:
        return "bottom " + _listed([names.obj(o, "hand") for o in self.cards])


@dataclass(frozen=True, slots=True)
class Play(Decision):
    """Play a land from hand (305.1)."""

    KIND: ClassVar[str] = "play"
    card: int = 0

    def words(self, names: Names) -> str:
        return "play " + names.obj(self.card, "card")


@dataclass(frozen=True, slots=True)
class Cast(Decision):
    """Cast a spell (601.2): targets, X, and mana abilities to pay with."""

    KIND: ClassVar[str] = "cast"
    card: int = 0
    targets: tuple[Aim, ...] = ()
    x: int = 0
    payment: tuple[Payment, ...] = ()
    #: which half of a split card (709.3); 0 for every other card
    face: int = 0

    def words(self, names: Names) -> str:
        return ("cast " + names.cast(self.card, self.face) + (f" X={self.x}" if self.x else "")
                + (" targeting " + ", ".join(names.aim(t) for t in self.targets)
                   if self.targets else "") + _payment(names, self.payment))


@dataclass(frozen=True, slots=True)
class CastChosen(Decision):
    """-- batch W-CMD2 --: cast the card an effect has a player play as it resolves
    ("The player plays that card if able": 601.2, 608.2c), with its targets, X and the
    mana abilities to pay with, as :class:`Cast`; ``card`` 0 (``cast_chosen nothing``)
    says no legal way to cast it exists."""

    KIND: ClassVar[str] = "cast_chosen"
    card: int = 0
    targets: tuple[Aim, ...] = ()
    x: int = 0
    payment: tuple[Payment, ...] = ()
    face: int = 0

    def words(self, names: Names) -> str:
        if not self.card:
            return "cast_chosen nothing"
        return ("cast_chosen " + names.cast(self.card, self.face)
                + (f" X={self.x}" if self.x else "")
                + (" targeting " + ", ".join(names.aim(t) for t in self.targets)
                   if self.targets else "") + _payment(names, self.payment))


@dataclass(frozen=True, slots=True)
class Activate(Decision):
    """Activate a non-mana ability of a permanent (602.2)."""

    KIND: ClassVar[str] = "activate"
    source: int = 0
    index: int = 0
    targets: tuple[Aim, ...] = ()
    x: int = 0
    payment: tuple[Payment, ...] = ()

    def words(self, names: Names) -> str:
        return ("activate " + names.obj(self.source, "source")
                + names.ability(self.source, self.index, False)
                + (f" X={self.x}" if self.x else "")
                + (" targeting " + ", ".join(names.aim(t) for t in self.targets)
                   if self.targets else "") + _payment(names, self.payment))


@dataclass(frozen=True, slots=True)
class Mana(Decision):
    """Activate a mana ability (605); ``color`` picks the color of "any color" mana.
    -- batch c-mana --: ``sacrificing``, the permanents its cost sacrifices ("Sacrifice a
    creature: Add {C}{C}", chosen as it is activated: a mana ability never waits on the
    stack, 605.3a); ``x``, the number of counters its cost removes ("Remove any number of
    charge counters", 107.1c)."""

    KIND: ClassVar[str] = "mana"
    source: int = 0
    index: int = 0
    color: str = ""
    sacrificing: tuple[int, ...] = ()
    x: int = 0

    def encode(self) -> tuple[Any, ...]:
        # without the choices of a cost, the form logs held before there were any
        if not self.sacrificing and not self.x:
            return (self.KIND, self.source, self.index, self.color)
        return (self.KIND, *astuple(self))

    def words(self, names: Names) -> str:
        return ("mana " + names.obj(self.source, "source")
                + names.ability(self.source, self.index, True)
                + (f" X={self.x}" if self.x else "")
                + (" sacrificing " + ", ".join(names.obj(o, "permanent")
                                              for o in self.sacrificing)
                   if self.sacrificing else "")
                + (f" for {self.color}" if self.color else ""))


@dataclass(frozen=True, slots=True)
class Attack(Decision):
    """Declare attackers (508.1): pairs of (creature, what it attacks: a player's id, or
    a planeswalker's object id, 508.1b), and the attacking bands among them (702.22c),
    each the creatures in it: ``attack Benalish Hero, Grizzly Bears band Benalish Hero +
    Grizzly Bears`` (bands apart by ``;``)."""

    KIND: ClassVar[str] = "attack"
    attackers: tuple[tuple[int, Aim], ...] = ()
    bands: tuple[tuple[int, ...], ...] = ()
    #: -- batch d-attack --: a cost to attack (508.1g-i): the mana abilities activated to
    #: pay its mana (as a cast's ``payment``) and the permanents sacrificed to it
    #: (``attack Leviathan sacrificing Island, Island``)
    payment: tuple[Payment, ...] = ()
    sacrificing: tuple[int, ...] = ()

    def encode(self) -> tuple[Any, ...]:
        if self.payment or self.sacrificing:  # -- batch d-attack --
            return (self.KIND, self.attackers, self.bands, self.payment, self.sacrificing)
        # without bands, the form logs held before bands were declared
        if not self.bands:
            return (self.KIND, self.attackers)
        return (self.KIND, self.attackers, self.bands)

    def words(self, names: Names) -> str:
        said = "attack " + _listed([names.obj(a, "attacker") + names.defender(a, p)
                                    for a, p in self.attackers])
        if self.bands:
            said += " band " + "; ".join(" + ".join(names.obj(o, "attacker") for o in band)
                                         for band in self.bands)
        if self.sacrificing:  # -- batch d-attack --
            said += " sacrificing " + _listed([names.obj(o, "permanent")
                                               for o in self.sacrificing])
        said += _payment(names, self.payment)
        return said


@dataclass(frozen=True, slots=True)
class Block(Decision):
    """Declare blockers (509.1): pairs of (blocking creature, attacking creature)."""

    KIND: ClassVar[str] = "block"
    blocks: tuple[tuple[int, int], ...] = ()

    def words(self, names: Names) -> str:
        return "block " + _listed([names.obj(b, "blocker") + " -> " + names.obj(a, "attacked")
                                   for b, a in self.blocks])


@dataclass(frozen=True, slots=True)
class Assign(Decision):
    """Announce how creatures assign their combat damage (510.1): each (creature,
    recipient, amount), the recipient a player's id or an object's id: ``assign Craw
    Wurm -> Grizzly Bears 2, Craw Wurm -> Llanowar Elves 4``."""

    KIND: ClassVar[str] = "assign"
    assignments: tuple[tuple[int, Aim, int], ...] = ()

    def words(self, names: Names) -> str:
        return "assign " + _listed([f"{names.obj(s, 'striker')} -> "
                                    f"{r if isinstance(r, str) else names.obj(r, 'recipient')}"
                                    f" {n}" for s, r, n in self.assignments])


@dataclass(frozen=True, slots=True)
class Apply(Decision):
    """Choose the order in which the replacement and prevention effects that apply to one
    damage apply (616.1): the effects by their numbers as the question lists them, from
    0 (from 1 in words: ``apply 2, 1``)."""

    KIND: ClassVar[str] = "apply"
    order: tuple[int, ...] = ()

    def words(self, names: Names) -> str:
        return "apply " + (", ".join(str(i + 1) for i in self.order) or "nothing")


@dataclass(frozen=True, slots=True)
class Discard(Decision):
    """Discard these cards (the cleanup step's hand-size discard, 514.1)."""

    KIND: ClassVar[str] = "discard"
    cards: tuple[int, ...] = ()

    def words(self, names: Names) -> str:
        return "discard " + _listed([names.obj(o, "hand") for o in self.cards])


@dataclass(frozen=True, slots=True)
class Search(Decision):
    """Choose a card of your library while a spell resolves (a search: 701.23);
    ``None`` finds nothing."""

    KIND: ClassVar[str] = "search"
    card: int | None = None

    def words(self, names: Names) -> str:
        return "search " + ("nothing" if self.card is None else names.obj(self.card, "library"))


@dataclass(frozen=True, slots=True)
class Target(Decision):
    """Choose the target of a triggered ability as it is put on the stack (603.3d)."""

    KIND: ClassVar[str] = "target"
    target: Aim = 0

    def words(self, names: Names) -> str:
        return "target " + names.aim(self.target)


@dataclass(frozen=True, slots=True)
class Wish(Decision):
    """Choose a card you own from outside the game (a wish, 400.11b, 727.4), by its
    card id; ``None`` chooses nothing."""

    KIND: ClassVar[str] = "wish"
    card: int | None = None

    def words(self, names: Names) -> str:
        return "wish " + ("nothing" if self.card is None else names.card(self.card))


@dataclass(frozen=True, slots=True)
class Allow(Decision):
    """Answer a yes-or-no offer made while something resolves (Development: "unless any
    opponent has you draw a card")."""

    KIND: ClassVar[str] = "allow"
    yes: bool = False

    def words(self, names: Names) -> str:
        return "allow " + ("yes" if self.yes else "no")


@dataclass(frozen=True, slots=True)
class Retarget(Decision):
    """Choose the targets of a copy of a spell you will control (707.10c): each the same
    as the spell's, or a legal new one."""

    KIND: ClassVar[str] = "retarget"
    targets: tuple[Aim, ...] = ()

    def words(self, names: Names) -> str:
        return "retarget " + _listed([names.aim(t) for t in self.targets])


@dataclass(frozen=True, slots=True)
class Accept(Decision):
    """Accept a cost an effect offers while it resolves (608.2d: "you may pay [cost]"),
    paying it with these mana abilities (``yes``, as a cast's ``payment``), or decline
    it (Chain Lightning's {R}{R} to copy it, Soul Net's {1})."""

    KIND: ClassVar[str] = "accept"
    yes: bool = False
    payment: tuple[Payment, ...] = ()

    def words(self, names: Names) -> str:
        return "accept " + ("yes" + _payment(names, self.payment) if self.yes else "no")


@dataclass(frozen=True, slots=True)
class Choose(Decision):
    """Choose objects for what a ``choose`` question is about: a creature for a permanent
    entering as a copy to copy (707.2), cards of your hand to exile, permanents to
    sacrifice, cards to discard to pay a cost. ``nothing`` chooses none, where that is
    allowed."""

    KIND: ClassVar[str] = "choose"
    objs: tuple[int, ...] = ()

    def words(self, names: Names) -> str:
        return "choose " + _listed([names.obj(o, "chosen") for o in self.objs])


@dataclass(frozen=True, slots=True)
class First(Decision):
    """Choose the player who takes the first turn (103.1): in a subgame, when chance
    picks the player who chooses (the 2004 ruling's reading of 727.2, Ambiguity A2)."""

    KIND: ClassVar[str] = "first"
    player: str = ""

    def words(self, names: Names) -> str:
        return f"first {self.player}"


@dataclass(frozen=True, slots=True)
class Sacrifice(Decision):
    """Choose permanents you control to sacrifice while something resolves (701.21,
    608.2d): Lich's "that many", Balance's lands and creatures beyond the fewest."""

    KIND: ClassVar[str] = "sacrifice"
    objs: tuple[int, ...] = ()

    def words(self, names: Names) -> str:
        return "sacrifice " + _listed([names.obj(o, "permanent") for o in self.objs])


@dataclass(frozen=True, slots=True)
class Mode(Decision):
    """Choose the mode of the modal spell you are casting (601.2b, 700.2a); ``mode``
    counts from 0 here and from 1 in words (``mode 2``)."""

    KIND: ClassVar[str] = "mode"
    mode: int = 0

    def words(self, names: Names) -> str:
        return f"mode {self.mode + 1}"


@dataclass(frozen=True, slots=True)
class Energy(Decision):
    """Choose how many energy counters to pay while something resolves (107.14:
    Harnessed Lightning's "you may pay any amount of {E}")."""

    KIND: ClassVar[str] = "energy"
    amount: int = 0

    def words(self, names: Names) -> str:
        return f"energy {self.amount}"


@dataclass(frozen=True, slots=True)
class Companion(Decision):
    """Pay {3} and put your revealed companion, a card from outside the game, into your
    hand (702.139a: a special action, once per game, 116.2g)."""

    KIND: ClassVar[str] = "companion"
    card: int = 0
    payment: tuple[Payment, ...] = ()

    def words(self, names: Names) -> str:
        return "companion " + names.card(self.card) + _payment(names, self.payment)


@dataclass(frozen=True, slots=True)
class Roll(Decision):
    """Roll the planar die, a special action (901.9, 116.2i), paying its cost with these
    mana abilities."""

    KIND: ClassVar[str] = "roll"
    payment: tuple[Payment, ...] = ()

    def words(self, names: Names) -> str:
        return "roll" + _payment(names, self.payment)


@dataclass(frozen=True, slots=True)
class Command(Decision):
    """The owner's answer to 903.9a: does their commander in a graveyard or in exile go
    to the command zone?"""

    KIND: ClassVar[str] = "command"
    yes: bool = True

    def words(self, names: Names) -> str:
        return "command " + ("yes" if self.yes else "no")


@dataclass(frozen=True, slots=True)
class Redirect(Decision):
    """The owner's answer to 903.9b: does their commander go to the command zone instead
    of a hand or library?"""

    KIND: ClassVar[str] = "redirect"
    yes: bool = True

    def words(self, names: Names) -> str:
        return "redirect " + ("yes" if self.yes else "no")


@dataclass(frozen=True, slots=True)
class Retain(Decision):
    """The answer to the legend rule (704.5j): which of a player's legendary permanents
    of one name stays; the others go to their owners' graveyards."""

    KIND: ClassVar[str] = "retain"
    obj: int = 0

    def words(self, names: Names) -> str:
        return "retain " + names.obj(self.obj, "permanent")


@dataclass(frozen=True, slots=True)
class Concede(Decision):
    """Concede the current game (104.3a); in a subgame, only the subgame."""

    KIND: ClassVar[str] = "concede"


# -- batch B06: the untap step's choice (502.3) -------------------------------------------


@dataclass(frozen=True, slots=True)
class KeepTapped(Decision):
    """Choose which of your tapped permanents with "you may choose not to untap this"
    stay tapped in your untap step (502.3); the others untap. ``nothing`` untaps them
    all."""

    KIND: ClassVar[str] = "keep_tapped"
    objs: tuple[int, ...] = ()

    def words(self, names: Names) -> str:
        return "keep_tapped " + _listed([names.obj(o, "permanent") for o in self.objs])


# -- batch D-DRAW: the replacement effects of a draw (616.1) -------------------------------


@dataclass(frozen=True, slots=True)
class ReplaceWith(Decision):
    """Choose the replacement effect that applies first to your draw (616.1), by the
    permanent it comes from (and its record, for a "next time" effect), and the card it
    has you choose, if any: the card to discard instead (Chains of Mephistopheles), the
    card to keep on top (Aladdin's Lamp). ``replace NAME [choosing CARD]``."""

    KIND: ClassVar[str] = "replace"
    source: int = 0
    effect: int = 0
    card: int | None = None

    def words(self, names: Names) -> str:
        chosen = "" if self.card is None else " choosing " + names.obj(self.card, "chosen")
        return "replace " + names.obj(self.source, "source") + chosen


# -- words chosen while something resolves (foundations 1) --------------------------------


@dataclass(frozen=True, slots=True)
class Word(Decision):
    """Choose words while something resolves or enters (608.2d): a basic land type or a
    color (``word Island``, ``word red``), or two, the one to replace and the one to put
    instead (``word Swamp Island``: Magical Hack)."""

    KIND: ClassVar[str] = "word"
    chosen: tuple[str, ...] = ()

    def words(self, names: Names) -> str:
        return f"word {' '.join(self.chosen)}"


# -- batch B10: damage divided as a spell is cast (601.2d) -------------------------------


@dataclass(frozen=True, slots=True)
class Divide(Decision):
    """Divide the damage of the spell you are casting among its targets (601.2d): an
    amount for each target, in the order they were chosen, each at least 1 (``divide 3,
    1``)."""

    KIND: ClassVar[str] = "divide"
    amounts: tuple[int, ...] = ()

    def words(self, names: Names) -> str:
        return "divide " + ", ".join(str(n) for n in self.amounts)


# -- batch C-TURN: skipping a turn or a step instead (614.1b, 614.10) ---------------------


@dataclass(frozen=True, slots=True)
class SkipIt(Decision):
    """Answer a permanent's offer to skip your turn or your draw step instead (614.1b:
    "If you would begin your turn while Time Vault is tapped, you may skip that turn
    instead"): ``skip yes`` or ``skip no``."""

    KIND: ClassVar[str] = "skip"
    yes: bool = False

    def words(self, names: Names) -> str:
        return "skip " + ("yes" if self.yes else "no")


# -- batch T-ORDER: a player orders their own simultaneous triggers (603.3b) ---------------


@dataclass(frozen=True, slots=True)
class OrderTriggers(Decision):
    """Choose the order in which your triggered abilities that wait together go on the
    stack (603.3b): the triggers by their numbers as the question lists them (in the
    order they triggered), from 0 (from 1 in words: ``order_triggers 2, 1``). The first
    listed goes on the stack first, so the last listed resolves first."""

    KIND: ClassVar[str] = "order_triggers"
    order: tuple[int, ...] = ()

    def words(self, names: Names) -> str:
        return "order_triggers " + ", ".join(str(i + 1) for i in self.order)


# -- batch D-PILES: blockers divided into piles (700.3) ------------------------------------


@dataclass(frozen=True, slots=True)
class Piles(Decision):
    """Divide creatures you control into piles (700.3), as many as the question asks
    (Camouflage's "instead of declaring blockers": one for each creature attacking you);
    a pile may be empty (``nothing``), and a creature that can block additional creatures
    may be in that many piles: ``piles Grizzly Bears, Llanowar Elves | nothing |
    Wall of Stone``."""

    KIND: ClassVar[str] = "piles"
    piles: tuple[tuple[int, ...], ...] = ()

    def words(self, names: Names) -> str:
        return "piles " + " | ".join(_listed([names.obj(o, "blocker") for o in pile])
                                     for pile in self.piles)
# -- batch D-CONTROL: a payment an effect offers, a special action (116.1) -----------------


@dataclass(frozen=True, slots=True)
class PayOffer(Decision):
    """Pay what the effect ``effect`` offers (a special action with priority, 116.1:
    Guardian Angel's "you may pay {1} any time you could cast an instant"), with these
    mana abilities: ``pay_for 57 paying Plains`` (the offer's effect id; the text form
    also takes its source's name, or nothing for the oldest offer)."""

    KIND: ClassVar[str] = "pay_for"
    effect: int = 0
    payment: tuple[Payment, ...] = ()

    def words(self, names: Names) -> str:
        return f"pay_for {self.effect}" + _payment(names, self.payment)


@dataclass(frozen=True, slots=True)
class Instead(Decision):
    """Answer whether your "you may" redirection applies to the damage asked about (614.9:
    Blood of the Martyr's "you may have that damage dealt to you instead"): ``instead
    yes`` or ``instead no``."""

    KIND: ClassVar[str] = "instead"
    yes: bool = False

    def words(self, names: Names) -> str:
        return "instead " + ("yes" if self.yes else "no")


# -- batch L-LENG: a discarded card put on top of its owner's library instead (614.1a) -----


@dataclass(frozen=True, slots=True)
class Top(Decision):
    """Choose which of the cards an effect is making you discard go on top of your library
    instead of into your graveyard (614.1a: Library of Leng), in order, the first named
    ending on top: ``top NAME, ...``; ``top nothing`` puts them all into the graveyard.
    They are discarded either way (701.9)."""

    KIND: ClassVar[str] = "top"
    objs: tuple[int, ...] = ()

    def words(self, names: Names) -> str:
        return "top " + _listed([names.obj(o, "hand") for o in self.objs])
