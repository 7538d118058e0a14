"""Cards as data: a card is a :class:`CardDef` built from a few primitives.

There is no class per card. A card has a cost, types, power and toughness,
keywords, and abilities; an ability is made of costs, target specifications
and a list of *effects*. Effects are small frozen dataclasses (``Damage``,
``Draw``, ``Destroy``...) that name *what* happens; :mod:`engine.effects` says
*how*, by turning each into events.

A value in an effect is an :data:`Amount` (a number, or a word the resolver
computes, like ``"X"`` or ``"power_of:0"``) and a reference to who or what is
affected is a :data:`Ref` (``"target:0"``, ``"you"``, ``"each_player"``...).

>>> ManaCost.parse("{X}{U}{U}")
ManaCost(generic=0, colored='UU', x=1)
>>> ManaCost.parse("{2}{W}{W}").mana_value
4
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

Amount = int | str
Ref = str

COLORS = "WUBRG"


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost (202.1): generic mana, colored symbols, and how many X."""

    generic: int = 0
    colored: str = ""
    x: int = 0

    @staticmethod
    def parse(text: str) -> ManaCost:
        generic, colored, x = 0, "", 0
        for sym in re.findall(r"\{([^}]+)\}", text):
            if sym.isdigit():
                generic += int(sym)
            elif sym == "X":
                x += 1
            elif sym in COLORS or sym == "C":
                colored += sym
            else:
                raise ValueError(f"unknown mana symbol {{{sym}}} in {text!r}")
        return ManaCost(generic, colored, x)

    @property
    def mana_value(self) -> int:
        return self.generic + len(self.colored)

    def __str__(self) -> str:
        parts = ["{X}"] * self.x
        if self.generic or not (self.colored or self.x):
            parts.append(f"{{{self.generic}}}")
        parts += [f"{{{c}}}" for c in self.colored]
        return "".join(parts)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """What one target may be (115). ``kind`` is one of:

    ``any`` (creature or player), ``creature``, ``player``, ``opponent``,
    ``permanent``, ``artifact_or_enchantment``, ``land``, ``tappable``
    (artifact, creature or land), ``spell``, ``card_in_your_graveyard``.
    """

    kind: str


# -- effects -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Effect:
    """Base of every effect primitive."""


@dataclass(frozen=True, slots=True)
class Damage(Effect):
    amount: Amount
    to: Ref


@dataclass(frozen=True, slots=True)
class DamageEach(Effect):
    """Damage to each creature and/or each player (Pestilence)."""

    amount: Amount
    creatures: bool = True
    players: bool = True


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    amount: Amount
    who: Ref = "you"


@dataclass(frozen=True, slots=True)
class GainLife(Effect):
    amount: Amount
    who: Ref = "you"


@dataclass(frozen=True, slots=True)
class LoseLife(Effect):
    amount: Amount
    who: Ref = "you"


@dataclass(frozen=True, slots=True)
class Destroy(Effect):
    what: Ref


@dataclass(frozen=True, slots=True)
class DestroyAll(Effect):
    """Destroy every permanent of a kind (``creature``...)."""

    kind: str


@dataclass(frozen=True, slots=True)
class Exile(Effect):
    what: Ref


@dataclass(frozen=True, slots=True)
class ReturnToHand(Effect):
    what: Ref


@dataclass(frozen=True, slots=True)
class AddMana(Effect):
    """Add mana: letters of ``WUBRGC``, or ``"any"`` for ``amount`` mana of one chosen color."""

    mana: str
    amount: int = 1


@dataclass(frozen=True, slots=True)
class Counter(Effect):
    what: Ref = "target:0"


@dataclass(frozen=True, slots=True)
class DelayedMana(Effect):
    """At your next precombat main phase, add {C} equal to ``amount`` (Mana Drain)."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class ExtraTurn(Effect):
    who: Ref = "you"


@dataclass(frozen=True, slots=True)
class Pump(Effect):
    """``what`` gets +power/+toughness until end of turn."""

    power: int
    toughness: int
    what: Ref = "target:0"


@dataclass(frozen=True, slots=True)
class Tap(Effect):
    what: Ref = "target:0"


@dataclass(frozen=True, slots=True)
class Tutor(Effect):
    """Search your library for a card, put it into your hand, shuffle (701.19)."""


@dataclass(frozen=True, slots=True)
class DiscardRandom(Effect):
    amount: Amount
    who: Ref


@dataclass(frozen=True, slots=True)
class Wheel(Effect):
    """Each player shuffles hand and graveyard into library, then draws ``amount``."""

    amount: int = 7


@dataclass(frozen=True, slots=True)
class PreventCombatDamage(Effect):
    """Prevent all combat damage this turn (Fog)."""


@dataclass(frozen=True, slots=True)
class AddCounters(Effect):
    counter: str
    amount: Amount
    who: Ref


@dataclass(frozen=True, slots=True)
class Sacrifice(Effect):
    what: Ref = "self"


@dataclass(frozen=True, slots=True)
class Subgame(Effect):
    """Players play a Magic subgame using their libraries as their decks (727)."""

    starting_life: int = 20


@dataclass(frozen=True, slots=True)
class LoseHalfUnlessWon(Effect):
    """Each player who didn't win the subgame loses half their life, rounded up."""


# -- abilities -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    """An activation cost (602.1a): mana, {T}, sacrificing or exiling the source."""

    mana: ManaCost = ManaCost()
    tap: bool = False
    sacrifice: bool = False
    exile: bool = False


@dataclass(frozen=True, slots=True)
class Activated:
    """An activated ability (602). A mana ability (605) has ``mana`` set."""

    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    mana: bool = False
    #: a condition the rules engine checks: ``seven_in_hand`` (Library of Alexandria)
    condition: str = ""


@dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability (603). ``when`` is one of:

    ``your_upkeep``, ``each_draw_step_untapped`` (the active player is the subject),
    ``damages_player`` and ``damages_opponent`` (the damaged player is the subject),
    ``becomes_tapped``,
    ``end_step_no_creatures``.
    """

    when: str
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class CardDef:
    """Everything the rules need to know about a card, by name."""

    name: str
    types: frozenset[str]
    cost: ManaCost | None = None
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    keywords: frozenset[str] = frozenset()
    #: the spell's own effect and targets (instants and sorceries, 608.2)
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    #: for X spells, the most targets the spell may have (Fireball)
    max_targets: int = 0
    abilities: tuple[Activated, ...] = ()
    triggers: tuple[Triggered, ...] = ()
    #: an Aura's target and what it does to the enchanted permanent
    enchant: TargetSpec | None = None
    aura: str = ""
    aura_power: int = 0
    aura_toughness: int = 0
    text: str = ""
    tags: frozenset[str] = field(default_factory=frozenset)
    #: the halves of a split card (709): each castable as its own spell
    faces: tuple[CardDef, ...] = ()

    def is_a(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def permanent(self) -> bool:
        return bool(self.types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"})


# -- subgames and cards that reach across games ---------------------------------


@dataclass(frozen=True, slots=True)
class Wish(Effect):
    """You may put a card you own from outside the game of a kind into your hand.

    ``kind``: ``sorcery``, ``instant``, ``creature_or_land``,
    ``artifact_or_enchantment`` or ``any``; ``zone``: where the card goes (Research
    puts it into the library).
    """

    kind: str = "any"
    zone: str = "hand"


@dataclass(frozen=True, slots=True)
class ShuffleYours(Effect):
    """You shuffle your library."""


@dataclass(frozen=True, slots=True)
class TokenUnlessDraw(Effect):
    """Create the token ``name`` unless an opponent lets you draw a card (Development)."""

    name: str


@dataclass(frozen=True, slots=True)
class ExileSelf(Effect):
    """The resolving spell exiles itself ("Exile Burning Wish")."""


@dataclass(frozen=True, slots=True)
class LoseHalfLife(Effect):
    """``who`` loses half their life, rounded up (Death Wish)."""

    who: Ref = "you"


@dataclass(frozen=True, slots=True)
class CreateToken(Effect):
    """Create a token whose definition is the card named ``name`` (a token def)."""

    name: str
    who: Ref = "you"


@dataclass(frozen=True, slots=True)
class ExileLinked(Effect):
    """Exile ``what`` until the source leaves the battlefield (Oblivion Ring, 610.3)."""

    what: Ref = "target:0"


@dataclass(frozen=True, slots=True)
class ReturnLinked(Effect):
    """Return the cards exiled with the source to the battlefield (Oblivion Ring)."""


@dataclass(frozen=True, slots=True)
class SacrificeSubject(Effect):
    """The controller of the trigger's subject sacrifices it (Animate Dead)."""


# -- phasing (702.26) -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PhaseOutLinked(Effect):
    """``what`` phases out until the source leaves the battlefield (Oubliette)."""

    what: Ref = "target:0"


@dataclass(frozen=True, slots=True)
class PhaseInLinked(Effect):
    """What phased out with the source phases in, tapped (Oubliette leaving)."""


@dataclass(frozen=True, slots=True)
class PhaseOutYours(Effect):
    """All permanents you control phase out (Teferi's Protection)."""


@dataclass(frozen=True, slots=True)
class ProtectYou(Effect):
    """Until your next turn, your life total can't change and you have protection from
    everything (Teferi's Protection; 119.7-119.8, 702.16)."""


@dataclass(frozen=True, slots=True)
class NextDrawFromOutside(Effect):
    """The next time you would draw a card this turn, instead put a card you own from
    outside the game into your hand (Ring of Ma'ruf: a replacement effect, 614.1a)."""


@dataclass(frozen=True, slots=True)
class WinnerSearches(Effect):
    """The winner of the subgame may search their library for a card and put it into
    their hand (Enter the Dungeon: twice, then a shuffle)."""


@dataclass(frozen=True, slots=True)
class WinnerShuffles(Effect):
    """The winner of the subgame shuffles their library."""
