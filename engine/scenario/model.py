"""A parsed scenario: the table as it stands and the players' decisions, as data.

A position is one :class:`GamePosition` per game that is under way: the main game
``"1"`` and the subgames running inside it, each inside the one before
(``"1.1"``, ``"1.1.1"``...). Each holds its turn and step and one :class:`Seat` per
player, with the cards the scenario places (:class:`Placed`, variant pieces in the
command zone among them), the stack (:class:`StackItem`, bottom first), the triggers
waiting to go on it (:class:`Waiting`), the continuous effects in force
(:class:`InForce`), the delayed triggers set up (:class:`Delayed`) and the extra turns
to come. :class:`Outcome` is a random outcome stated ahead.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from shahrazad.cards.model import CardDef
    from shahrazad.scenario.expect import Expectation
    from shahrazad.scenario.policies import Policy
    from shahrazad.table import Table


@dataclass
class Placed:
    """One card a scenario puts in a zone, as the file describes it."""

    name: str
    zone: str
    tapped: bool = False
    sick: bool = False
    #: what it is attached to: an object's name (``"B:Serra Angel"``), or the older form,
    #: an index in the same player's list of placed cards
    attached_to: int | str | None = None
    counters: dict[str, int] = field(default_factory=dict)
    #: who controls it, if not its owner (a control change: Control Magic's, or a
    #: one-shot one)
    controller: str | None = None
    #: the permanent whose ability exiled it until that permanent leaves (610.3)
    exiled_by: str | None = None
    #: a token on the battlefield (``name`` is the token's), not a card
    token: bool = False
    #: the player under whose control it entered the battlefield (110.2), where a
    #: control-changing effect gives it to another (default: its owner)
    entered_under: str | None = None
    #: its owner's commander (903.3), outside the command zone
    commander: bool = False
    #: the key path of its entry in the file, for error messages
    where: str = ""


@dataclass
class StackItem:
    """A spell or ability on a game's stack.

    ``kind`` is ``spell`` (``name`` is the card, owned by ``owner``, cast by
    ``controller``), ``ability`` (an activated ability of the permanent ``name``) or
    ``trigger`` (a triggered ability of the object ``name``); ``index`` counts the
    source's abilities of that kind from 0. An ability's ``controller`` is its
    source's unless given (``""``).
    """

    kind: str
    name: str
    owner: str = ""
    controller: str = ""
    targets: list[str] = field(default_factory=list)
    x: int = 0
    index: int = 0
    subject: str | None = None
    #: a spell that is its owner's commander (903.3)
    commander: bool = False
    where: str = ""


@dataclass
class Waiting:
    """A triggered ability that has triggered and waits to be put on the stack: in a
    game discontinued under a subgame, until that game resumes (727.4a)."""

    source: str
    index: int = 0
    subject: str | None = None
    where: str = ""


@dataclass
class Seat:
    """One player's part in one game."""

    life: int | None = None
    counters: dict[str, int] = field(default_factory=dict)
    cards: list[Placed] = field(default_factory=list)
    #: floating mana, letters of WUBRGC
    mana: str = ""
    lost: bool = False
    left: bool = False
    #: cards of theirs that left the game with them (800.4a), by name
    departed: list[str] = field(default_factory=list)
    #: how many of the lands on their battlefield (the first ones listed) they played
    #: this turn (305.2)
    lands_played: int = 0
    #: how many times they rolled the planar die this turn (901.9)
    planar_rolls: int = 0
    #: the emblems they have in the command zone (114), by name
    emblems: list[str] = field(default_factory=list)
    #: how often their commander was cast from the command zone in this game (903.8)
    commander_casts: int = 0
    #: the combat damage each player's commander dealt them in this game (903.10a), by
    #: that commander's owner
    commander_damage: dict[str, int] = field(default_factory=dict)


@dataclass
class InForce:
    """A continuous effect in force (611), as the file states it: the record the rules
    made when the spell or ability that created it resolved (its ``kind``, one of
    :mod:`shahrazad.rules.effect_kinds`), naming what it applies to (``subject``: an
    object of the game or a player), the object it came from (``source``, if still in
    the game), the player it belongs to (``controller``), its values and how long it
    lasts (``until``)."""

    kind: str
    subject: str | None = None
    source: str | None = None
    controller: str | None = None
    #: the kind's values (``power``, ``toughness``, ``types``, ``subtypes``), those
    #: the file gives
    values: dict[str, Any] = field(default_factory=dict)
    until: str = ""
    where: str = ""


@dataclass
class Delayed:
    """A delayed triggered ability set up and waiting for its moment (603.7): its
    ``kind`` (the moment, one of :mod:`shahrazad.rules.effect_kinds`), the player it
    belongs to, the card whose ability set it up and the number it remembered."""

    kind: str
    controller: str
    source: str
    amount: int = 0
    where: str = ""


@dataclass
class GamePosition:
    """One game under way: the main game, or a subgame inside the game before it."""

    path: str
    active: str
    turn: int = 1
    step: str = "main1"
    starting_player: str | None = None
    #: who receives priority as the scenario begins (default: the active player)
    priority: str | None = None
    #: the players who passed priority in succession just before (117.4)
    passed: list[str] = field(default_factory=list)
    #: the step began before the scenario: what its beginning triggered is already on
    #: the stack or waiting (else the step begins as the scenario begins, and its "at
    #: the beginning of" abilities trigger)
    under_way: bool = False
    seats: dict[str, Seat] = field(default_factory=dict)
    stack: list[StackItem] = field(default_factory=list)
    triggers: list[Waiting] = field(default_factory=list)
    #: the continuous effects in force, oldest first (their timestamps' order, 613.7)
    effects: list[InForce] = field(default_factory=list)
    #: the delayed triggered abilities waiting for their moment, oldest first
    delayed: list[Delayed] = field(default_factory=list)
    #: the extra turns to come, the next first (500.7)
    extra_turns: list[str] = field(default_factory=list)
    #: the designations of the game and who has them (723: ``monarch``)
    designations: dict[str, str] = field(default_factory=dict)
    #: the key path of its table in the file (``games."1.1"``; ``""`` for the main game)
    where: str = ""

    @property
    def parent(self) -> str | None:
        head, dot, _ = self.path.rpartition(".")
        return head if dot else None

    def key(self, name: str) -> str:
        """The key path of ``name`` in this game's table."""
        return f"{self.where}.{name}" if self.where else name


@dataclass
class Outcome:
    """A random outcome stated ahead (a ``[[random]]`` table): the payload of its
    ``OutcomeStated`` event."""

    what: str
    game: str = ""
    player: str = ""
    deck: str = ""
    result: str = ""
    top: tuple[str, ...] = ()
    bottom: tuple[str, ...] = ()
    whole: bool = False
    said: str = ""
    where: str = ""

    def payload(self) -> dict[str, Any]:
        return {"what": self.what, "for_game": self.game, "player": self.player,
                "deck": self.deck, "result": self.result, "top": self.top,
                "bottom": self.bottom, "whole": self.whole, "said": self.said}


@dataclass
class Scenario:
    """A parsed scenario file; :meth:`table` builds its starting point."""

    players: list[str]
    edition: str = "current"
    seed: int = 0
    #: the main game's active player, turn and step (also in ``games["1"]``)
    active: str = ""
    turn: int = 1
    step: str = "main1"
    sideboards: dict[str, list[str]] = field(default_factory=dict)
    decisions: list[dict[str, Any]] = field(default_factory=list)
    until: str = "game_over"
    options: dict[str, str] = field(default_factory=dict)
    source: str = "<scenario>"
    #: a table that starts from decks instead (``[decks]``): Table.new with these
    decks: dict[str, list[str]] = field(default_factory=dict)
    starting_player: str | None = None
    #: a table from decks: its variant's pieces, by Table.new's argument (``vanguards``,
    #: ``commanders``: a name per player; ``planar_decks``, ``scheme_decks``: lists)
    pieces: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: the file's own cards (``[cards]``), recorded in the table's first event
    custom_cards: tuple[CardDef, ...] = ()
    #: standing orders, per player (``[policies]``, :mod:`shahrazad.scenario.policies`)
    policies: dict[str, list[Policy]] = field(default_factory=dict)
    #: the expected ruling (``[[expect]]``, :mod:`shahrazad.scenario.expect`)
    expectations: list[Expectation] = field(default_factory=list)
    #: actions the orders and the fallback may take while one decision waits
    #: (``[run] max_fallback``)
    max_fallback: int = 2000
    #: the games under way, by path, outermost first: ``"1"`` and its running subgames
    games: dict[str, GamePosition] = field(default_factory=dict)
    #: random outcomes stated ahead, in the order stated
    random: list[Outcome] = field(default_factory=list)

    @property
    def cards(self) -> dict[str, list[Placed]]:
        """The cards the main game's position places, by owner."""
        main = self.games.get("1")
        return {pid: seat.cards for pid, seat in main.seats.items()} if main else {}

    def table(self) -> Table:
        """The table at the scenario's starting point, built from events."""
        from shahrazad.scenario.setup import build_table

        return build_table(self)
