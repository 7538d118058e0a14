"""The card language: a card is a :class:`CardDef` built from a few typed primitives.

There is no class per card (XMage writes ``LightningBolt extends CardImpl``); a card
is data, like a python-chess ``Move``: a cost, types, power and toughness, keywords,
and abilities. An ability is made of costs, target specifications and a list of
*effects*; an effect is a small frozen dataclass that says *what* happens, and
:mod:`engine.rules.effects` says *how*, by turning it into events. No rule names a
card: everything a card does is said with the words below.

>>> from engine.cards.pool import card
>>> card("Lightning Bolt").effects
(Damage(amount=3, to='target:0'),)
>>> ManaCost.parse("{X}{U}{U}")
ManaCost(generic=0, colored='UU', x=1)
>>> ManaCost.parse("{2}{W}{W}").mana_value
4

The same card written as data (:mod:`engine.cards.data`, the form a scenario
file's ``[cards]`` table uses) reads back to the very same definition:

>>> from engine.cards.data import card_from_data, card_to_data
>>> card_to_data(card("Lightning Bolt"))  # doctest: +NORMALIZE_WHITESPACE
{'name': 'Lightning Bolt', 'types': ['Instant'], 'cost': '{R}',
 'effects': [{'effect': 'damage', 'amount': 3, 'to': 'target:0'}],
 'targets': ['any'], 'text': 'Lightning Bolt deals 3 damage to any target.'}
>>> card_from_data(card_to_data(card("Shahrazad"))) == card("Shahrazad")
True

The words
---------
Every value a primitive takes is typed: a number, or a word from a ``Literal``
below. The data form checks each word and suggests the closest one.

**Amounts** (:data:`Amount`): a number, or ``X`` (the spell's X), ``X_divided`` (X
divided evenly, rounded down, among the legal targets: Fireball),
``power_of:0`` and ``mana_value_of:0`` (of the first target, as it last existed),
``half_life_rounded_up`` (half the affected player's life, rounded up, 107.1a).

**References** to players (:data:`PlayerRef`): ``you`` (the controller of the spell
or ability), ``subject`` (the player a trigger is about: the damaged player, the
player whose draw step it is), ``each_player``, ``each_opponent``,
``each_player_who_didnt_win`` and ``subgame_winner`` (of the subgame this effect
created, 727), ``controller_of:0`` (the first target's controller, as it last
existed), ``target:0`` ... ``target:3``.

References to objects (:data:`ObjectRef`): ``this`` (the spell itself, or the
permanent whose ability it is), ``subject`` (the object a trigger is about: the
creature an Aura enchanted), ``target:0`` ... ``target:3``, ``each_target``,
``each_creature``, ``each_permanent_you_control``, ``cards_exiled_with_this`` and
``phased_out_with_this`` (linked abilities, 607, 610.3). Damage may also go to
``each_creature_and_player``.

**Target kinds** (:data:`TargetKind`, 115): ``any`` (a creature or a player),
``creature``, ``player``, ``opponent``, ``permanent``, ``other_nonland_permanent``,
``artifact_or_enchantment``, ``land``, ``tappable`` (an artifact, creature or
land), ``spell``, ``card_in_your_graveyard``, ``creature_card_in_a_graveyard``.

**Trigger conditions** (:data:`TriggerCondition`, 603): ``your_upkeep``,
``each_draw_step_untapped`` (an intervening "if", 603.4; the active player is the
subject), ``damages_player`` and ``damages_opponent`` (the damaged player is the
subject), ``becomes_tapped``, ``end_step_no_creatures``, ``enters_battlefield``,
``leaves_battlefield`` (an Aura's enchanted object is the subject),
``creature_card_leaves_your_graveyard`` and ``cards_leave_your_library``
("whenever one or more cards leave your library": once per event that moves them,
a draw, a search, or a library moving to a subgame).

**Costs** (:class:`Cost`, 602.1a): mana, ``tap`` ({T}), ``sacrifice`` and
``exile`` (the source). An activation **condition**: ``seven_in_hand``.

**Keywords** (:data:`Keyword`): ``flying``, ``reach``, ``first_strike``,
``trample``, ``vigilance``; ``swampwalk`` is recorded but not played (combat has
no landwalk).

**Durations** (:data:`Duration`): ``end_of_turn``, ``your_next_turn``,
``this_leaves_the_battlefield``.

Adding a primitive
------------------
One step per layer, each beside its kind:

1. Here, a frozen dataclass decorated with :func:`primitive`: typed fields (new words
   as ``Literal`` types), ``SAYS`` (its words for ``shahrazad cards``, with
   ``{field}`` placeholders, ``[s]`` for a verb that agrees with its subject and
   ``(s)`` for a noun that counts ``amount``; new words get their reading in
   :mod:`engine.cards.words`) and ``RULES`` (the rules it touches; a subgame rule
   by its name in :mod:`engine.rules.citations`, in ``CITES``). Its data name
   is its class name in snake case (``GainLife`` -> ``gain_life``).
2. In :mod:`engine.rules.effects`, its runner: ``@runs(NewPrimitive)``, a function
   of the resolving :class:`~engine.rules.effects.Ctx` and the effect that emits
   events (``ctx.refs``, ``ctx.amount`` read the words above).

``tests/test_card_language.py`` checks that every primitive has a runner, words
and rules, and that every pool card survives the trip through data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from typing import ClassVar, Literal, TypeVar

__all__ = [
    "PRIMITIVES",
    "Activated",
    "AddCounters",
    "AddMana",
    "Amount",
    "AmountWord",
    "CardDef",
    "CardType",
    "Cost",
    "Counter",
    "CreateToken",
    "Damage",
    "DamageRef",
    "DelayedMana",
    "Destroy",
    "Discard",
    "Draw",
    "Duration",
    "Effect",
    "Exile",
    "ExtraTurn",
    "FromOutside",
    "GainLife",
    "Grant",
    "Keyword",
    "LoseLife",
    "ManaCost",
    "ObjectRef",
    "PhaseIn",
    "PhaseOut",
    "PlayerRef",
    "Prevent",
    "Pump",
    "ReplaceDraw",
    "Return",
    "Sacrifice",
    "Search",
    "Shuffle",
    "ShuffleInto",
    "Subgame",
    "Tap",
    "TargetKind",
    "TargetSpec",
    "TriggerCondition",
    "Triggered",
    "primitive",
]

COLORS = "WUBRG"

# -- the words -------------------------------------------------------------------------

AmountWord = Literal["X", "X_divided", "power_of:0", "mana_value_of:0",
                     "half_life_rounded_up"]
Amount = int | AmountWord

TargetRef = Literal["target:0", "target:1", "target:2", "target:3"]
PlayerRef = TargetRef | Literal[
    "you", "subject", "each_player", "each_opponent", "each_player_who_didnt_win",
    "subgame_winner", "controller_of:0"]
ObjectRef = TargetRef | Literal[
    "this", "subject", "each_target", "each_creature", "each_permanent_you_control",
    "cards_exiled_with_this", "phased_out_with_this"]
DamageRef = ObjectRef | PlayerRef | Literal["each_creature_and_player"]

TargetKind = Literal[
    "any", "creature", "player", "opponent", "permanent", "other_nonland_permanent",
    "artifact_or_enchantment", "land", "tappable", "spell", "card_in_your_graveyard",
    "creature_card_in_a_graveyard"]

TriggerCondition = Literal[
    "your_upkeep", "each_draw_step_untapped", "damages_player", "damages_opponent",
    "becomes_tapped", "end_step_no_creatures", "enters_battlefield", "leaves_battlefield",
    "creature_card_leaves_your_graveyard", "cards_leave_your_library",
    # Planechase (901): the planar die's planeswalker face, chaos ensuing on a face-up
    # plane, planeswalking to or away from a plane, encountering a phenomenon
    "planeswalker_rolled", "chaos_ensues", "planeswalk_to", "planeswalk_away", "encounter"]

Condition = Literal["", "seven_in_hand"]
Keyword = Literal["flying", "reach", "first_strike", "trample", "vigilance", "swampwalk"]
CardType = Literal["Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker",
                   "Sorcery", "Vanguard", "Plane", "Phenomenon", "Scheme"]
Supertype = Literal["Basic", "Legendary", "Ongoing", "Snow", "World"]
#: facts about a card that are not rules text: a token's definition (never in a deck),
#: a silver-bordered card played as an extension of the rules, an ability every game of
#: a variant has with no card behind it (Planechase's planeswalking ability, 901.8)
Tag = Literal["token", "extension", "inherent"]
Duration = Literal["end_of_turn", "your_next_turn", "this_leaves_the_battlefield"]
#: what a card brought in from outside the game may be (FromOutside)
OutsideKind = Literal["any", "sorcery", "instant", "creature_or_land",
                      "artifact_or_enchantment"]
#: the auras the rules know: control the enchanted creature, pump it, or return the
#: enchanted creature card from a graveyard and attach to it
AuraKind = Literal["", "control", "pump", "animate"]

#: the types whose cards never leave the command zone (nontraditional cards, 108.2a)
NONTRADITIONAL_TYPES = frozenset({"Vanguard", "Plane", "Phenomenon", "Scheme"})


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
        if re.sub(r"\{[^}]+\}", "", text).strip():
            raise ValueError(f"a mana cost is written in symbols like {{2}}{{W}}: {text!r}")
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
    """What one target may be (115): one of the :data:`TargetKind` words."""

    kind: TargetKind


# -- effects -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Effect:
    """Base of every effect primitive. ``SAYS`` is its words (``{field}`` placeholders),
    ``RULES`` the rules it touches, in current numbering, and ``CITES`` the subgame
    rules it touches, by their names in :mod:`engine.rules.citations` (a subgame rule
    is cited in the numbering of a table's edition)."""

    SAYS: ClassVar[str] = ""
    RULES: ClassVar[tuple[str, ...]] = ()
    CITES: ClassVar[tuple[str, ...]] = ()


#: every primitive by its data name (``gain_life``), in the order they are declared
PRIMITIVES: dict[str, type[Effect]] = {}

E = TypeVar("E", bound=type[Effect])


def data_name(cls: type) -> str:
    """A class name in snake case: ``GainLife`` -> ``gain_life``."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()


def primitive(cls: E) -> E:
    """Register an effect primitive under its data name (see "Adding a primitive")."""
    name = data_name(cls)
    if name in PRIMITIVES:
        raise TypeError(f"primitive {name!r} is already registered")
    if not cls.SAYS or not cls.RULES:
        raise TypeError(f"primitive {cls.__name__} needs SAYS and RULES")
    PRIMITIVES[name] = cls
    return cls


@primitive
@dataclass(frozen=True, slots=True)
class Damage(Effect):
    """``amount`` damage to each player or object ``to`` means (120)."""

    SAYS: ClassVar[str] = "deal {amount} damage to {to}"
    RULES: ClassVar[tuple[str, ...]] = ("120.3",)
    amount: Amount
    to: DamageRef


@primitive
@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """``who`` draws ``amount`` cards, one at a time (121.2); each draw passes the
    replacement point of :func:`engine.rules.actions.draw` (614)."""

    SAYS: ClassVar[str] = "{who} draw[s] {amount} card(s)"
    RULES: ClassVar[tuple[str, ...]] = ("121.1",)
    amount: Amount
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class GainLife(Effect):
    SAYS: ClassVar[str] = "{who} gain[s] {amount} life"
    RULES: ClassVar[tuple[str, ...]] = ("119.3",)
    amount: Amount
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class LoseLife(Effect):
    """``who`` loses ``amount`` life. A loss that depends on a subgame's outcome is
    cited by the subgame rule that makes it happen in the main game (727.1b)."""

    SAYS: ClassVar[str] = "{who} lose[s] {amount} life"
    RULES: ClassVar[tuple[str, ...]] = ("119.3",)
    amount: Amount
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class Destroy(Effect):
    SAYS: ClassVar[str] = "destroy {what}"
    RULES: ClassVar[tuple[str, ...]] = ("701.8",)
    what: ObjectRef


@primitive
@dataclass(frozen=True, slots=True)
class Exile(Effect):
    """Exile ``what``; with ``until = "this_leaves_the_battlefield"`` the exile is linked
    to the source and ends when it leaves (610.3: Oblivion Ring)."""

    SAYS: ClassVar[str] = "exile {what}{until}"
    RULES: ClassVar[tuple[str, ...]] = ("701.13",)
    what: ObjectRef
    until: Literal["", "this_leaves_the_battlefield"] = ""


@primitive
@dataclass(frozen=True, slots=True)
class Return(Effect):
    """Put ``what`` into its owner's hand or onto the battlefield. The cards a linked
    exile took (``cards_exiled_with_this``) come back and the link ends (610.3)."""

    SAYS: ClassVar[str] = "return {what} to {to}"
    RULES: ClassVar[tuple[str, ...]] = ("400.3",)
    what: ObjectRef
    to: Literal["hand", "battlefield"] = "hand"


@primitive
@dataclass(frozen=True, slots=True)
class AddMana(Effect):
    """Add mana: letters of ``WUBRGC``, or ``"any"`` for ``amount`` mana of one color
    the player chooses."""

    SAYS: ClassVar[str] = "add {mana}"
    RULES: ClassVar[tuple[str, ...]] = ("106.3",)
    mana: str
    amount: int = 1

    def __post_init__(self) -> None:
        if self.mana != "any" and not re.fullmatch(r"[WUBRGC]+", self.mana):
            raise ValueError(f"mana is letters of WUBRGC or 'any', not {self.mana!r}")


@primitive
@dataclass(frozen=True, slots=True)
class Counter(Effect):
    SAYS: ClassVar[str] = "counter {what}"
    RULES: ClassVar[tuple[str, ...]] = ("701.6",)
    what: ObjectRef = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class DelayedMana(Effect):
    """At your next precombat main phase, add {C} equal to ``amount`` (a delayed
    triggered ability, 603.7: Mana Drain)."""

    SAYS: ClassVar[str] = "at your next main phase, add {{C}} equal to {amount}"
    RULES: ClassVar[tuple[str, ...]] = ("603.7", "106.3")
    amount: Amount


@primitive
@dataclass(frozen=True, slots=True)
class ExtraTurn(Effect):
    SAYS: ClassVar[str] = "{who} take[s] an extra turn after this one"
    RULES: ClassVar[tuple[str, ...]] = ("500.7",)
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class Pump(Effect):
    """``what`` gets +power/+toughness until end of turn (611.2, layer 7c)."""

    SAYS: ClassVar[str] = "{what} get[s] {power:+d}/{toughness:+d} until end of turn"
    RULES: ClassVar[tuple[str, ...]] = ("611.2",)
    power: int
    toughness: int
    what: ObjectRef = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class Tap(Effect):
    SAYS: ClassVar[str] = "tap {what}"
    RULES: ClassVar[tuple[str, ...]] = ("701.26",)
    what: ObjectRef = "target:0"


@primitive
@dataclass(frozen=True, slots=True)
class Search(Effect):
    """``who`` may search their library for a card and put it into their hand (701.23);
    the search waits for their choice. Nobody searches if ``who`` means nobody."""

    SAYS: ClassVar[str] = "{who} search[es] their library for a card and put[s] it into " \
                          "their hand"
    RULES: ClassVar[tuple[str, ...]] = ("701.23",)
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class Shuffle(Effect):
    SAYS: ClassVar[str] = "{who} shuffle[s] their library"
    RULES: ClassVar[tuple[str, ...]] = ("701.24",)
    who: PlayerRef = "you"


@primitive
@dataclass(frozen=True, slots=True)
class ShuffleInto(Effect):
    """Each of ``who`` puts their ``what`` into their library and shuffles it."""

    SAYS: ClassVar[str] = "{who} shuffle[s] their {what} into their library"
    RULES: ClassVar[tuple[str, ...]] = ("701.24",)
    what: Literal["hand_and_graveyard"] = "hand_and_graveyard"
    who: PlayerRef = "each_player"


@primitive
@dataclass(frozen=True, slots=True)
class Discard(Effect):
    """``who`` discards ``amount`` cards, chosen at random (701.9b); the choice is
    recorded in the events."""

    SAYS: ClassVar[str] = "{who} discard[s] {amount} card(s) at random"
    RULES: ClassVar[tuple[str, ...]] = ("701.9",)
    amount: Amount
    who: PlayerRef
    how: Literal["at_random"] = "at_random"


@primitive
@dataclass(frozen=True, slots=True)
class Prevent(Effect):
    """Prevent all ``damage`` damage that would be dealt this turn (615: Fog)."""

    SAYS: ClassVar[str] = "prevent all {damage} damage that would be dealt this turn"
    RULES: ClassVar[tuple[str, ...]] = ("615.1",)
    damage: Literal["combat"] = "combat"


@primitive
@dataclass(frozen=True, slots=True)
class AddCounters(Effect):
    SAYS: ClassVar[str] = "{who} get[s] {amount} {counter} counter(s)"
    RULES: ClassVar[tuple[str, ...]] = ("122.1",)
    counter: str
    amount: Amount
    who: DamageRef


@primitive
@dataclass(frozen=True, slots=True)
class Sacrifice(Effect):
    """``by`` sacrifices ``what``: ``you`` only what you control (701.21a), or the
    object's own controller (``its_controller``: Animate Dead's creature)."""

    SAYS: ClassVar[str] = "{by} sacrifice[s] {what}"
    RULES: ClassVar[tuple[str, ...]] = ("701.21",)
    what: ObjectRef = "this"
    by: Literal["you", "its_controller"] = "you"


@primitive
@dataclass(frozen=True, slots=True)
class CreateToken(Effect):
    """Create a token whose definition is the card named ``name`` (a ``token`` card) for
    ``who``; with ``unless``, an opponent may have you draw a card instead (608.2d:
    Development)."""

    SAYS: ClassVar[str] = "{who} create[s] a {name} token{unless}"
    RULES: ClassVar[tuple[str, ...]] = ("111.1",)
    name: str
    who: PlayerRef = "you"
    unless: Literal["", "an_opponent_lets_you_draw"] = ""


@primitive
@dataclass(frozen=True, slots=True)
class Subgame(Effect):
    """Players play a Magic subgame using their libraries as their decks (727), each
    starting at ``starting_life``. The effects after it see the subgame's outcome
    (``each_player_who_didnt_win``, ``subgame_winner``)."""

    SAYS: ClassVar[str] = "players play a Magic subgame using their libraries as their " \
                          "decks, starting at {starting_life} life"
    RULES: ClassVar[tuple[str, ...]] = ("608.2",)
    CITES: ClassVar[tuple[str, ...]] = ("SUBGAME", "SUBGAME_START", "SUBGAME_END")
    starting_life: int = 20


@primitive
@dataclass(frozen=True, slots=True)
class FromOutside(Effect):
    """You may put a card you own from outside the game, of ``kind``, into your hand or
    your library (400.11b; in a subgame, the enclosing games' objects too, 727.4)."""

    SAYS: ClassVar[str] = "you may put {kind} card you own from outside the game into " \
                          "your {to}"
    RULES: ClassVar[tuple[str, ...]] = ("400.11b",)
    CITES: ClassVar[tuple[str, ...]] = ("SUBGAME_OUTSIDE",)
    kind: OutsideKind = "any"
    to: Literal["hand", "library"] = "hand"


@primitive
@dataclass(frozen=True, slots=True)
class ReplaceDraw(Effect):
    """Creates a replacement effect (614.1a): the next time ``who`` would draw a card
    before ``until``, ``instead`` happens. The effect belongs to the game it was
    created in (727.1b). ``card_from_outside``: a card they own from outside the game
    goes into their hand."""

    SAYS: ClassVar[str] = "the next time {who} would draw a card this turn, instead put " \
                          "a card you own from outside the game into your hand"
    RULES: ClassVar[tuple[str, ...]] = ("614.1a", "400.11b")
    instead: Literal["card_from_outside"] = "card_from_outside"
    who: PlayerRef = "you"
    until: Literal["end_of_turn"] = "end_of_turn"


@primitive
@dataclass(frozen=True, slots=True)
class PhaseOut(Effect):
    """``what`` phases out (702.26); ``until = "this_leaves_the_battlefield"`` holds it
    out until the source leaves (610.4: Oubliette)."""

    SAYS: ClassVar[str] = "{what} phase[s] out{until}"
    RULES: ClassVar[tuple[str, ...]] = ("702.26a",)
    what: ObjectRef = "target:0"
    until: Literal["", "this_leaves_the_battlefield"] = ""


@primitive
@dataclass(frozen=True, slots=True)
class PhaseIn(Effect):
    """``what`` phases in, tapped if ``tapped`` (702.26; the objects a linked phasing
    held out: ``phased_out_with_this``)."""

    SAYS: ClassVar[str] = "{what} phase[s] in{tapped}"
    RULES: ClassVar[tuple[str, ...]] = ("702.26a", "610.4")
    what: ObjectRef = "phased_out_with_this"
    tapped: bool = False


@primitive
@dataclass(frozen=True, slots=True)
class Grant(Effect):
    """``who`` gets a quality until ``until``: ``life_locked`` (their life total can't
    change, 119.8) or ``protection_from_everything`` (702.16)."""

    SAYS: ClassVar[str] = "until {until}, {who} get[s] {quality}"
    RULES: ClassVar[tuple[str, ...]] = ("611.2",)
    quality: Literal["life_locked", "protection_from_everything"]
    who: PlayerRef = "you"
    until: Duration = "your_next_turn"


# -- abilities -------------------------------------------------------------------------


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
    #: a condition the rules check before it may be activated (602.5b)
    condition: Condition = ""


@dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability (603): when ``when`` happens, its ``effects``."""

    when: TriggerCondition
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class CardDef:
    """Everything the rules need to know about a card, by name."""

    name: str
    types: frozenset[CardType]
    cost: ManaCost | None = None
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    power: int | None = None
    toughness: int | None = None
    keywords: frozenset[Keyword] = frozenset()
    #: the spell's own effect and targets (instants and sorceries, 608.2)
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    #: for X spells, the most targets the spell may have (Fireball)
    max_targets: int = 0
    abilities: tuple[Activated, ...] = ()
    triggers: tuple[Triggered, ...] = ()
    #: an Aura's target and what it does to the enchanted permanent
    enchant: TargetSpec | None = None
    aura: AuraKind = ""
    aura_power: int = 0
    aura_toughness: int = 0
    text: str = ""
    tags: frozenset[Tag] = field(default_factory=frozenset)
    #: the halves of a split card (709): each castable as its own spell
    faces: tuple[CardDef, ...] = ()

    def is_a(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def permanent(self) -> bool:
        return bool(self.types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"})

    @property
    def token(self) -> bool:
        """A token's definition: it exists only as a token, never in a deck (111)."""
        return "token" in self.tags

    @property
    def nontraditional(self) -> bool:
        """A vanguard, plane or scheme: it stays in the command zone (108.2a)."""
        return bool(self.types & NONTRADITIONAL_TYPES)

    def all_effects(self) -> list[Effect]:
        """Every effect the card can make happen: its own, its faces', its abilities'."""
        found = list(self.effects)
        for activated in self.abilities:
            found += activated.effects
        for triggered in self.triggers:
            found += triggered.effects
        for face in self.faces:
            found += face.all_effects()
        return found

    def has(self, *kinds: type[Effect]) -> bool:
        """Whether one of the card's effects is one of ``kinds``."""
        return any(isinstance(e, kinds) for e in self.all_effects())

    @property
    def starts_subgames(self) -> bool:
        """The card makes players play a subgame (727): Shahrazad, Enter the Dungeon."""
        return self.has(Subgame)

    @property
    def reaches_outside(self) -> bool:
        """The card brings a card in from outside the game (400.11b, 727.4): a wish."""
        return self.has(FromOutside, ReplaceDraw)


def effect_fields(effect: Effect) -> dict[str, object]:
    """An effect's fields and values, in declaration order."""
    return {f.name: getattr(effect, f.name) for f in fields(effect)}

