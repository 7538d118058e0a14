"""The state of a table, as the fold of its events builds it.

A :class:`TableState` holds every game of the table (the main game ``"1"`` and
any subgames) keyed by path, and the registry of physical cards. These classes
are plain mutable containers: only :func:`projections.fold.apply` changes them,
one event at a time, so a state is always exactly the fold of a log prefix.

Conventions: a library is listed top card first; a graveyard and the stack are
listed bottom first (the last item is on top); mana pools are strings of the
letters ``WUBRGC``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Target = int | str

PLAYER_ZONES = ("library", "hand", "graveyard")
SHARED_ZONES = ("battlefield", "stack", "exile", "command")
ZONES = PLAYER_ZONES + SHARED_ZONES

#: The steps of a turn in order (500.1); ``start`` is before the first turn.
STEPS = (
    "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2",
    "end", "cleanup",
)


@dataclass(frozen=True, slots=True)
class CardRecord:
    """A physical card of the table: its name and the player who owns it (108.3)."""

    name: str
    owner: str
    #: a card that is not part of a deck: ``commander`` (903.3: an attribute of the card),
    #: ``vanguard``, ``plane`` or ``scheme`` (nontraditional cards); ``""`` for the rest
    role: str = ""


@dataclass(slots=True)
class Obj:
    """An object in one game: a card in a zone, a token, or an ability on the stack."""

    oid: int
    card: int | None
    name: str
    owner: str
    controller: str
    zone: str
    tapped: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    #: came under its controller's control since their latest turn began (302.6)
    sick: bool = False
    token: bool = False
    #: for stack objects: ``spell``, ``ability`` or ``trigger``
    kind: str = "card"
    source: int | None = None
    ability: int = 0
    targets: tuple[Target, ...] = ()
    x: int = 0
    subject: Target | None = None
    #: combat: the player it attacks, the attacker it blocks, whether it was blocked
    attacking: str | None = None
    blocking: int | None = None
    blocked: bool = False
    #: for stack objects: the position of the event that put it on the stack
    created_at: int = 0
    #: phased out: treated as though it doesn't exist, but still here (702.26b, 702.26d)
    phased_out: bool = False
    #: the supplementary deck it is in, face down, in the command zone: ``planar`` or
    #: ``scheme`` (``""``: not in a deck)
    deck: str = ""


@dataclass(slots=True)
class PlayerState:
    """One player's part of one game: life, counters, their own zones, their pool."""

    pid: str
    life: int
    counters: dict[str, int] = field(default_factory=dict)
    library: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)
    mana: str = ""
    land_plays: int = 0
    mulligans: int = 0
    kept: bool = False
    #: attempted to draw from an empty library, not yet punished (704.5b)
    drew_from_empty: bool = False
    lost: bool = False
    left: bool = False

    @property
    def in_game(self) -> bool:
        return not (self.lost or self.left)


@dataclass(slots=True)
class Choice:
    """What the game is waiting for, other than priority."""

    kind: str
    player: str
    amount: int = 0
    #: the position of the ChoiceRequested event
    asked_at: int = 0


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits for the stack (603.3)."""

    trigger: int
    source: int
    source_name: str
    index: int
    controller: str
    subject: Target | None
    #: triggered in a discontinued game: waits for it to resume (727.4a)
    deferred: bool = False
    #: the position of its AbilityTriggered event
    triggered_at: int = 0


@dataclass(slots=True)
class Effect:
    """A continuous effect (611): a P/T change, prevention, and so on."""

    effect: int
    kind: str
    source: int | None
    controller: str
    subject: Target | None
    power: int
    toughness: int
    until: str


@dataclass(slots=True)
class Delayed:
    """A delayed triggered ability waiting for its moment (603.7)."""

    delayed: int
    kind: str
    controller: str
    amount: int
    source_name: str


@dataclass(slots=True)
class GameState:
    """One game of the table: its players, zones, turn, step and priority."""

    path: str
    players: list[str]
    player: dict[str, PlayerState]
    starting_life: int = 20
    hand_size: int = 7
    started_at: int = 0
    ended_at: int | None = None
    #: the object (in the parent game) whose effect created this subgame
    created_by: int | None = None
    created_by_name: str = ""
    #: cards that left this game with a player who left it (800.4a)
    departed: list[int] = field(default_factory=list)
    status: str = "running"
    winners: tuple[str, ...] = ()
    draw: bool = False
    objects: dict[int, Obj] = field(default_factory=dict)
    battlefield: list[int] = field(default_factory=list)
    stack: list[int] = field(default_factory=list)
    exile: list[int] = field(default_factory=list)
    command: list[int] = field(default_factory=list)
    starting_player: str | None = None
    turn: int = 0
    active: str | None = None
    step: str = "start"
    priority: str | None = None
    #: players who passed priority in succession since the last action (117.4)
    passed: list[str] = field(default_factory=list)
    choice: Choice | None = None
    #: the object whose resolution is under way, and the effect it resumes at (608.2c)
    resolving: int | None = None
    resume_at: int = 0
    #: the resolving object as it was when it began to resolve: it may leave the
    #: stack and still finish resolving (608.2m, 727.5)
    resolving_snapshot: Obj | None = None
    attackers_declared: bool = False
    blockers_declared: bool = False
    extra_turns: list[str] = field(default_factory=list)
    triggers: dict[int, PendingTrigger] = field(default_factory=dict)
    effects: dict[int, Effect] = field(default_factory=dict)
    delayed: dict[int, Delayed] = field(default_factory=dict)
    #: per commander card: how often it was cast from the command zone in this game (903.8)
    commander_casts: dict[int, int] = field(default_factory=dict)

    @property
    def parent(self) -> str | None:
        head, dot, _ = self.path.rpartition(".")
        return head if dot else None

    @property
    def depth(self) -> int:
        return self.path.count(".")

    @property
    def living(self) -> list[str]:
        """Players still in the game, in seat order."""
        return [p for p in self.players if self.player[p].in_game]

    @property
    def in_play(self) -> list[int]:
        """The battlefield as the rules see it: phased-out permanents left out (702.26b)."""
        return [o for o in self.battlefield if not self.objects[o].phased_out]

    def zone(self, name: str, owner: str | None = None) -> list[int]:
        """The list of object ids in a zone (a player's own zone needs ``owner``)."""
        if name in PLAYER_ZONES:
            if owner is None:
                raise ValueError(f"the {name} zone belongs to a player")
            zone: list[int] = getattr(self.player[owner], name)
            return zone
        zone = getattr(self, name)
        return zone

    def zone_of(self, obj: Obj) -> list[int]:
        return self.zone(obj.zone, obj.owner)

    def supplementary_deck(self, owner: str, deck: str) -> list[int]:
        """``owner``'s face-down ``planar`` or ``scheme`` deck in this game's command
        zone, top first (the command zone lists a deck's cards in deck order)."""
        return [o for o in self.command
                if self.objects[o].deck == deck and self.objects[o].owner == owner]


@dataclass(slots=True)
class TableState:
    """Everything at a table after some prefix of its log."""

    position: int = 0
    edition: str = "current"
    seed: int = 0
    players: tuple[str, ...] = ()
    options: dict[str, str] = field(default_factory=dict)
    engine_version: str = ""
    cards: dict[int, CardRecord] = field(default_factory=dict)
    #: each player's deck and sideboard, as card ids (the sideboard is outside the game)
    decks: dict[str, list[int]] = field(default_factory=dict)
    sideboards: dict[str, list[int]] = field(default_factory=dict)
    games: dict[str, GameState] = field(default_factory=dict)
    next_id: int = 1

    @property
    def main(self) -> GameState:
        return self.games["1"]

    @property
    def current(self) -> GameState | None:
        """The innermost game that is running, or ``None`` once every game has ended."""
        running = [g for g in self.games.values() if g.status == "running"]
        if not running:
            return None
        return max(running, key=lambda g: g.depth)
