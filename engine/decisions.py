"""The decisions a player can make, and their encoded form.

A decision is a small frozen dataclass. :meth:`Decision.encode` gives the tuple
that is stored in a :class:`~events.vocabulary.Decided` event, and
:func:`decode` reads it back, so a recorded game can be re-run decision by
decision without an agent.

>>> Cast(card=12, targets=("B",)).encode()
('cast', 12, ('B',), 0, (), 0)
>>> decode(('cast', 12, ('B',), 0, (), 0))
Cast(card=12, targets=('B',), x=0, payment=(), face=0)
"""

from __future__ import annotations

from dataclasses import astuple, dataclass, fields
from typing import Any, ClassVar

Target = int | str
#: one mana ability to activate while paying: (source object, ability index, color)
Payment = tuple[int, int, str]

__all__ = [
    "Activate", "ActivateMana", "Allow", "Attack", "Block", "Bottom", "Cast", "ChooseCard",
    "ChooseOutside", "ChooseTarget", "Concede",
    "Decision", "Discard", "Keep", "Mulligan", "Pass", "PlayLand", "decode",
]

_KINDS: dict[str, type[Decision]] = {}


def _tuplify(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_tuplify(v) for v in value)
    return value


@dataclass(frozen=True, slots=True)
class Decision:
    """Base class: ``KIND`` is the stable name in the encoded form."""

    KIND: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        if cls.__dict__.get("KIND"):
            _KINDS[cls.KIND] = cls

    def encode(self) -> tuple[Any, ...]:
        return (self.KIND, *astuple(self))

    def describe(self) -> str:
        args = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self)
                         if getattr(self, f.name) not in ((), 0, None, ""))
        return f"{self.KIND}({args})" if args else self.KIND


def decode(data: tuple[Any, ...] | list[Any]) -> Decision:
    """The decision an encoded tuple stands for (raises ``ValueError`` if none)."""
    if not data or data[0] not in _KINDS:
        raise ValueError(f"not a decision: {data!r}")
    cls = _KINDS[data[0]]
    try:
        return cls(*(_tuplify(v) for v in data[1:]))
    except TypeError as exc:
        raise ValueError(f"bad decision {data!r}: {exc}") from None


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


@dataclass(frozen=True, slots=True)
class PlayLand(Decision):
    """Play a land from hand (305.1)."""

    KIND: ClassVar[str] = "play_land"
    card: int = 0


@dataclass(frozen=True, slots=True)
class Cast(Decision):
    """Cast a spell from hand (601.2): targets, X, and mana abilities to pay with."""

    KIND: ClassVar[str] = "cast"
    card: int = 0
    targets: tuple[Target, ...] = ()
    x: int = 0
    payment: tuple[Payment, ...] = ()
    #: which half of a split card (709.3); 0 for every other card
    face: int = 0


@dataclass(frozen=True, slots=True)
class Activate(Decision):
    """Activate a non-mana ability of a permanent (602.2)."""

    KIND: ClassVar[str] = "activate"
    source: int = 0
    index: int = 0
    targets: tuple[Target, ...] = ()
    x: int = 0
    payment: tuple[Payment, ...] = ()


@dataclass(frozen=True, slots=True)
class ActivateMana(Decision):
    """Activate a mana ability (605); ``color`` picks the color of "any color" mana."""

    KIND: ClassVar[str] = "mana"
    source: int = 0
    index: int = 0
    color: str = ""


@dataclass(frozen=True, slots=True)
class Attack(Decision):
    """Declare attackers (508.1): pairs of (creature, defending player)."""

    KIND: ClassVar[str] = "attack"
    attackers: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Block(Decision):
    """Declare blockers (509.1): pairs of (blocking creature, attacking creature)."""

    KIND: ClassVar[str] = "block"
    blocks: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Discard(Decision):
    """Discard these cards (the cleanup step's hand-size discard, 514.1)."""

    KIND: ClassVar[str] = "discard"
    cards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ChooseCard(Decision):
    """Choose a card while a spell resolves (a search: 701.23); ``None`` finds nothing."""

    KIND: ClassVar[str] = "choose_card"
    card: int | None = None


@dataclass(frozen=True, slots=True)
class ChooseTarget(Decision):
    """Choose the target of a triggered ability as it is put on the stack (603.3d)."""

    KIND: ClassVar[str] = "choose_target"
    target: int | str = 0


@dataclass(frozen=True, slots=True)
class ChooseOutside(Decision):
    """Choose a card you own from outside the game (a wish, 400.11b, 727.4), by its
    card id; ``None`` chooses nothing."""

    KIND: ClassVar[str] = "choose_outside"
    card: int | None = None


@dataclass(frozen=True, slots=True)
class Allow(Decision):
    """Answer a yes-or-no offer made while something resolves (Development: "unless any
    opponent has you draw a card")."""

    KIND: ClassVar[str] = "allow"
    yes: bool = False


@dataclass(frozen=True, slots=True)
class Concede(Decision):
    """Concede the current game (104.3a); in a subgame, only the subgame."""

    KIND: ClassVar[str] = "concede"
