"""The state of a table, as the fold of its events builds it.

A :class:`TableState` holds every game of the table (the main game ``"1"`` and
any subgames) keyed by path, and the registry of physical cards. These classes
are plain mutable containers: only :func:`shahrazad.projections.fold.apply` changes them,
one event at a time, so a state is always exactly the fold of a log prefix.
:func:`copy_table` and :func:`copy_game` make independent copies of them (for the
checkpoints of a replay), much faster than ``pickle`` or ``copy.deepcopy``.

Conventions: a library is listed top card first; a graveyard and the stack are
listed bottom first (the last item is on top); mana pools are strings of the
letters ``WUBRGC``.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, cast

Target = int | str

PLAYER_ZONES = ("library", "hand", "graveyard")
#: the ante zone (407) is shared, and empty at a table that doesn't play for ante
SHARED_ZONES = ("battlefield", "stack", "exile", "command", "ante")
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
    #: combat: the player or planeswalker it attacks (508.1b), the attacker it blocks,
    #: whether it was blocked
    attacking: Target | None = None
    #: the attackers it blocks: one, or more where a rule lets it (509.1a, 702.22h)
    blocking: tuple[int, ...] = ()
    blocked: bool = False
    #: for stack objects: the position of the event that put it on the stack
    created_at: int = 0
    #: phased out: treated as though it doesn't exist, but still here (702.26b, 702.26d)
    phased_out: bool = False
    #: the supplementary deck it is in, face down, in the command zone: ``planar`` or
    #: ``scheme`` (``""``: not in a deck)
    deck: str = ""
    #: a permanent that is a copy of another (707.2): ``name`` is the copied name, and
    #: this is its card's own, which it has again once it leaves the battlefield
    printed: str = ""
    #: colors an effect gave it, letters of WUBRG (a copy made red, 707.10); ``None``:
    #: the colors of its mana cost (202.2)
    colors: str | None = None
    #: effects that made it a creature (613.1d, 613.4b), oldest first, each
    #: ``(effect, types, subtypes, power, toughness)``
    animations: tuple[tuple[int, tuple[str, ...], tuple[str, ...], int, int], ...] = ()
    #: a loyalty ability of this permanent was activated this turn (606.3)
    loyalty_used: bool = False
    #: -- batch B02 --: the indexes of its activated abilities activated this turn, once
    #: per activation (a limit each turn, 602.5b)
    activated: tuple[int, ...] = ()
    #: for a modal spell on the stack: the mode chosen as it was cast (601.2b), from 0
    mode: int = 0
    #: -- batch B10 --: for a spell that divides damage: the amount for each of its
    #: targets, in their order, announced as it was cast (601.2d)
    division: tuple[int, ...] = ()
    #: the objects that dealt it damage this turn, in the order they did (for "a creature
    #: dealt damage by this this turn": they are forgotten as damage wears off, 514.2)
    damaged_by: tuple[int, ...] = ()
    #: the player under whose control it entered the battlefield, its controller by
    #: default (110.2); recorded when a control-changing effect first moves it away from
    #: them (``""`` until then: :attr:`controller` is still the default)
    default_controller: str = ""
    # -- combat and damage (506-511, 702.7, 702.22) ------------------------------------
    #: the attacking band it is in (702.22c): the id of the band's first creature; 0: none
    band: int = 0
    #: it had first strike as the first-strike combat damage step began (702.7b): it
    #: assigns no combat damage in the second step
    first_striker: bool = False
    #: it was declared as an attacker this turn (Siren's Call's "didn't attack")
    attacked_this_turn: bool = False
    #: -- batch B03 --: it was declared as a blocker this turn
    blocked_this_turn: bool = False
    #: -- batch B06 --: the turn it was last declared as an attacker (0: never), and
    #: whether that was its controller's last turn before this one, as their turn began
    #: (Goblin Rock Sled's "if it attacked during your last turn", 502.3)
    attacked_on_turn: int = 0
    attacked_last_turn: bool = False
    #: -- batch B06 --: the positions of the last events that untapped it and that changed
    #: its controller (0: none): "for as long as it remains tapped" is checked from the
    #: moment the ability was activated (611.2b)
    untapped_at: int = 0
    control_changed_at: int = 0
    #: -- batch B03 --: for an attacking creature, the creatures that block it this combat
    #: (its blockers' ``blocking`` names it): read once a blocker has left (608.2h)
    blocked_by: tuple[int, ...] = ()
    # -- batch B01: last known information (608.2h) -----------------------------------
    #: the object it was before its last zone change (400.7), and that object's controller
    #: then ("that land's controller" once the land is gone); ``None``, ``""``: none
    was: int | None = None
    was_controlled_by: str = ""
    #: -- batch B08 --: the players and permanents it has dealt damage to, as this object
    #: ("each opponent and planeswalker it has dealt damage to this game": The Fallen);
    #: a new object remembers none (400.7)
    has_damaged: tuple[int | str, ...] = ()
    #: -- batch B10 --: the objects that had dealt damage to it this turn, as it left the
    #: battlefield (Brine Hag's "all creatures that dealt damage to it this turn")
    was_damaged_by: tuple[int, ...] = ()
    #: -- batch R-A --: whether the permanent it was was tapped, and the counters on it,
    #: as it left the battlefield (608.2h: "the number of pin counters on it" once gone)
    was_tapped: bool = False
    was_counters: tuple[tuple[str, int], ...] = ()
    # -- batch B11: the turn's history -----------------------------------------------------
    #: the players it dealt damage to this turn (Whirling Dervish's "if it dealt damage to
    #: an opponent this turn"), forgotten as each turn begins
    damaged_players_this_turn: tuple[str, ...] = ()
    #: it was untapped as the turn began, before the untap step (Rasputin Dreamweaver's
    #: "if it started the turn untapped")
    started_the_turn_untapped: bool = False
    # -- batch D-PILES: face-down cards (406.3, 708) ----------------------------------------
    #: it is face down in a public zone (a card exiled face down, 406.3): nobody may look
    #: at it; the log holds its identity for replay, the audit names it by what everybody
    #: sees ("a face-down card")
    face_down: bool = False
    #: -- batch M-MASK --: a face-down permanent turned face up instead when it would
    #: assign or deal damage, be dealt damage or become tapped (708.8)
    turns_up: bool = False
    #: -- batch M-MASK --: for an activated ability on the stack, the mana spent on its
    #: cost, by type ("the mana you spent on {X}": Illusionary Mask)
    mana_spent: str = ""
    #: -- batch D-PILES --: for an attacking creature, the creatures besides those with
    #: flying that may block it this combat, one group for each restriction (Raging
    #: River's pile with the chosen label, 509.1b); ``()``: no such restriction
    blockable_only_by: tuple[tuple[int, ...], ...] = ()

    # -- play speed (p-play2): a copy made for each event that moves an object ------------
    def __copy__(self) -> Obj:
        """A shallow copy, as :func:`copy.copy` makes it (the same values, a dict of
        counters shared), made in one call: the engine keeps one of the object each
        event moves (603.10a looks back at it)."""
        return Obj(*_obj_values(self))


#: every field of an object, in order (for :meth:`Obj.__copy__`)
_obj_values = operator.attrgetter(*(f.name for f in fields(Obj)))


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
    #: how many times they rolled the planar die as the special action this turn (901.9)
    planar_rolls: int = 0
    #: -- batch B03: the turn's history --: the damage dealt to them this turn (after
    #: prevention: what was dealt, 120.3), for "the damage dealt to you this turn"
    damage_this_turn: int = 0
    #: -- batch B08 --: they declared one or more attackers this turn (508.1: "player who
    #: attacked this turn")
    attacked_this_turn: bool = False
    #: -- batch B06 --: the number of the player's latest turn (0: none yet)
    turn_began: int = 0
    #: -- batch LX: the turn's history --: the card they drew last this turn (its object in
    #: their hand), for "Discard the last card you drew this turn" (Jandor's Ring)
    last_drawn: int | None = None
    #: -- batch W-CMD --: the player who controls this player in this game (722.1), who
    #: makes every decision asked of them (722.4); "" when they decide for themselves
    controlled_by: str = ""
    #: -- batch W-CMD --: the object on the stack whose resolution that control lasts for
    #: (0: none)
    controlled_while_resolving: int = 0
    #: -- batch LX: the turn's history --: they cast a spell or put a nontoken permanent
    #: onto the battlefield during their most recent turn (it starts over as each of their
    #: turns begins: Arboria)
    acted_on_their_turn: bool = False
    #: -- batch B11 --: the names of the spells they cast this turn, in order
    spells_cast_this_turn: tuple[str, ...] = ()
    #: -- batch c-mana --: mana in their pool that may be spent only on some spells
    #: (106.6): pairs of a restriction (``artifact_spells``) and its letters
    restricted_mana: tuple[tuple[str, str], ...] = ()

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
    #: how much of what triggered it there was ("that many"): its X on the stack
    amount: int = 0
    #: -- batch T-ORDER --: its place in the order its controller chose for their waiting
    #: triggers (603.3b), from 0; ``None`` while they have not ordered it
    rank: int | None = None
    #: -- batch D-TRIG --: the mode chosen for a modal triggered ability as it is put on
    #: the stack (603.3c), counted from 0; -1 until chosen
    mode: int = -1


@dataclass(frozen=True, slots=True)
class TriggerOrder:
    """-- batch T-ORDER --: ``player`` is asked the order of their waiting ``triggers``
    (603.3b, numbered in this order from 0); once they are on the stack, ``then`` (a
    player, or ``None`` for the active player's turn order) receives priority under
    ``then_rule``, as they would have without the question."""

    player: str
    triggers: tuple[int, ...]
    then: str | None
    then_rule: str


@dataclass(slots=True)
class Effect:
    """A continuous effect (611): a P/T change, prevention, and so on. One made by a
    ``ContinuousEffectCreated`` event says what it changes as data (``data``: the card
    language's, read by the engine's layers, 613) about the objects ``subjects``, fixed
    as it began (611.2c)."""

    effect: int
    kind: str
    source: int | None
    controller: str
    subject: Target | None
    power: int
    toughness: int
    until: str
    subjects: tuple[Target, ...] = ()
    data: Mapping[str, Any] | None = None
    #: -- batch B10 --: the turn of its game it began in (an effect "until the end of your
    #: next upkeep" outlasts the upkeep it began in)
    turn: int = 0


#: a shield's amount when it is all of the damage (Fog, a "next time" shield: 615.8)
ALL = -1


@dataclass(frozen=True, slots=True)
class Shield:
    """A shield around a player or an object (615.1): a prevention effect (615.7, 615.8),
    a redirection effect (614.9) or a regeneration shield (701.19a), made by a resolving
    spell or ability and used up as it acts.

    ``subject`` is what it protects (``None``: anything, Fog); ``amount`` how much damage
    it still prevents or redirects (:data:`ALL`: all of it); ``by`` the only source whose
    damage it watches (a chosen source, a target), ``combat`` whether only combat damage;
    ``all_but`` how much of that damage it lets through (Forcefield); ``to`` where a
    redirection sends the damage; ``then`` what follows a prevention (615.5:
    ``gain_life``); ``once``: it acts only the next time (615.8, a regeneration).
    Batch SHIELD: ``kind`` ``prevent_half`` prevents half the damage, rounded down (Dark
    Sphere); ``reflect`` adds damage (614.1a: Eye for an Eye), its ``to`` the card (or
    object) whose object deals the added damage to the source's controller."""

    shield: int
    kind: str
    controller: str
    source: int | None
    subject: Target | None
    amount: int
    by: int | None = None
    combat: bool = False
    all_but: int = 0
    to: Target | None = None
    then: str = ""
    once: bool = False
    until: str = "end_of_turn"
    #: the name of the object whose effect made it (for words, once that has left)
    name: str = ""
    #: -- batch B07 --: the card language's data of a filter the damage's source must
    #: match (615: "by creatures with flying"), or ``None``; only damage a resolving spell
    #: or ability that targets the subject causes (Silhouette)
    source_filter: Any = None
    targeting_it: bool = False


@dataclass(slots=True)
class Delayed:
    """A delayed triggered ability waiting for its moment (603.7)."""

    delayed: int
    kind: str
    controller: str
    amount: int
    source_name: str
    #: what the ability is about once it triggers ("that creature"), if anything
    subject: Target | None = None
    #: -- batch B07 --: the object whose effect set it up, the ability's source (0: none)
    source: int = 0


# -- the turn's history (batch C-HIST) --------------------------------------------------


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """What happened in one game since its current turn began: the history a card's
    "this turn" reads ("each creature that died this turn", "the damage dealt to you so
    far this turn by artifacts", "creatures blocked by that Wall this turn", "cards in
    your hand drawn this turn"). Each game keeps its own: a subgame's turns are its own
    (727), so what happens in a subgame is not the main game's "this turn", nor the
    other way round. It starts empty as each turn of its game begins (500.1).

    The record is immutable (each event that adds to it makes a new one), so copies of a
    game share it."""

    #: the permanents put from the battlefield into a graveyard this turn, each as it
    #: last existed on the battlefield (400.7, 608.2h): a creature among them died (700.4)
    died: tuple[Obj, ...] = ()
    #: each block declared this turn: (blocker, attacker, the attacker's controller as it
    #: became blocked) (509.1)
    blocks: tuple[tuple[int, int, str], ...] = ()
    #: each time damage was dealt this turn, after prevention (120.3): (source, the
    #: source's name as it dealt it, its recipient, the amount)
    damage: tuple[tuple[int, str, Target, int], ...] = ()
    #: each card drawn this turn: (the player who drew it, the card's object in their
    #: hand) (121.1): while it is in that hand it is the same object (400.7)
    drawn: tuple[tuple[str, int], ...] = ()
    #: each spell cast this turn: (the player who cast it, the spell's object on the
    #: stack) (601.2i): the damage it dealt is the damage with that object as its source
    cast: tuple[tuple[str, int], ...] = ()
    #: -- batch R-C --: each time attackers were declared this turn, the permanents then
    #: on the battlefield (phased in) and untapped, each with its controller then (508.1):
    #: the creatures among them that the rules let attack are those that "could attack"
    #: (Season of the Witch); one declared later, or tapped then, couldn't
    untapped_as_attackers_declared: tuple[tuple[int, str], ...] = ()
    #: -- batch D-DRAW --: the players who drew a card during this turn's draw step (504.1:
    #: "except the first one they draw in each of their draw steps")
    drew_in_draw_step: tuple[str, ...] = ()


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
    #: cards that left this game with a player who left it (800.4a), or that an ending
    #: subgame left out of its return (Ambiguity A7)
    departed: list[int] = field(default_factory=list)
    #: departed card -> the zone it left this game from (2004: a card removed from the
    #: game stays removed as its subgame ends, whoever's it is)
    departed_from: dict[int, str] = field(default_factory=dict)
    #: card -> the enclosing game it was brought into this game from (727.4)
    brought_from: dict[int, str] = field(default_factory=dict)
    status: str = "running"
    winners: tuple[str, ...] = ()
    draw: bool = False
    objects: dict[int, Obj] = field(default_factory=dict)
    battlefield: list[int] = field(default_factory=list)
    stack: list[int] = field(default_factory=list)
    exile: list[int] = field(default_factory=list)
    command: list[int] = field(default_factory=list)
    #: the cards played for ante (407.2), in the order they were anted: not in play, and
    #: at the game's end its winner's (a table option; a subgame only under reading A15)
    ante: list[int] = field(default_factory=list)
    #: designations of this game and who has them: ``monarch`` -> player (724)
    designations: dict[str, str] = field(default_factory=dict)
    #: companions revealed as this game began, by player: the card, until its special
    #: action is taken (702.139a: once per game)
    companions: dict[str, int] = field(default_factory=dict)
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
    #: -- batch B08 --: what the resolving object's effects moved "this way" before it
    #: last paused (the new objects, 400.7), for the effects after the pause (608.2c)
    resolving_moved: tuple[int, ...] = ()
    #: -- batch r-b --: the card a resolving search found and holds while its searcher
    #: answers a second question (``SearchHeld``)
    resolving_held: int | None = None
    attackers_declared: bool = False
    blockers_declared: bool = False
    extra_turns: list[str] = field(default_factory=list)
    triggers: dict[int, PendingTrigger] = field(default_factory=dict)
    effects: dict[int, Effect] = field(default_factory=dict)
    delayed: dict[int, Delayed] = field(default_factory=dict)
    #: per commander card: how often it was cast from the command zone in this game (903.8)
    commander_casts: dict[int, int] = field(default_factory=dict)
    #: per player dealt combat damage by a commander in this game: commander card ->
    #: damage (903.10a, 704.6c)
    commander_damage: dict[str, dict[int, int]] = field(default_factory=dict)
    #: (question, commander object) -> its owner's answer: True to put it into the
    #: command zone. The question is ``command`` (903.9a) or ``redirect`` (903.9b); the
    #: answers go once the object leaves its zone
    commander_options: dict[tuple[str, int], bool] = field(default_factory=dict)
    #: while the owner of a commander is asked (903.9a, 903.9b): the encoded answer a
    #: paused resolution resumes with afterwards, and who receives priority then
    held: tuple[object, ...] = ()
    then: str = ""
    #: the teams of a team variant, in seat order (810.1, 904.2); ``()``: every player for
    #: themselves
    teams: tuple[tuple[str, ...], ...] = ()
    #: whether a team shares its life total and poison counters (Two-Headed Giant: 810.4,
    #: 810.10)
    shared_life: bool = False
    #: how many times an object of this game was attached to another: it never goes
    #: down, and while it is 0 an object that leaves has nothing to detach (a shortcut
    #: of the fold, not part of the game: equality and repr leave it out)
    attachments: int = field(default=0, compare=False, repr=False)
    #: how many times this game was restarted (725), the player whose effect restarted
    #: it last, and the cards that effect keeps in exile until the new game's first turn
    #: (725.4, 725.5); both are cleared as that turn begins
    restarts: int = 0
    restarted_by: str = ""
    restart_kept: tuple[int, ...] = ()
    #: -- batch D-PILES --: the piles divided this combat (700.3), each ``(the resolving
    #: object, the player who divided, the pile's label, the objects in it)``; forgotten
    #: as combat ends
    piles: tuple[tuple[int, str, str, tuple[int, ...]], ...] = ()
    #: attack and block declarations since combat last ended in this game: while it is
    #: 0, no object here attacks, blocks or is blocked (a shortcut of the fold, likewise)
    declarations: int = field(default=0, compare=False, repr=False)
    #: how many events have been applied to this game (those that change only its
    #: priority, its passes and its open question aside: ``fold.PRIORITY_ONLY``): it only
    #: goes up, and the engine keeps what it works out from a game's state (its
    #: continuous effects, 613) until it does (a shortcut of the fold, likewise)
    changes: int = field(default=0, compare=False, repr=False)
    # -- combat and damage (510, 614.9, 615, 616, 701.19) --------------------------------
    #: the shields of this game's effects, by id (:class:`Shield`)
    shields: dict[int, Shield] = field(default_factory=dict)
    #: the combat damage players have announced in this step (510.1): each creature's
    #: assignment, as (recipient, amount) pairs
    assigned: dict[int, tuple[tuple[Target, int], ...]] = field(default_factory=dict)
    #: the order a player chose for the effects that apply to one damage (616.1): by
    #: (source, recipient), the effects' words as asked and the order chosen (indexes;
    #: ``()`` while the question waits)
    damage_orders: dict[tuple[int, Target], tuple[tuple[str, ...], tuple[int, ...]]] = \
        field(default_factory=dict)
    #: -- batch C-HIST --: what happened in this game this turn (:class:`TurnRecord`)
    this_turn: TurnRecord = field(default_factory=TurnRecord)
    #: -- batch T-ORDER --: the order of their own waiting triggers a player is asked
    #: for (603.3b), while the question waits or until the next one
    trigger_order: TriggerOrder | None = None

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


@dataclass(frozen=True, slots=True)
class Stated:
    """A random outcome a scenario stated ahead (``OutcomeStated``), not yet used: the
    first random choice it fits comes out this way. ``""`` fits any game or player."""

    #: the position of its ``OutcomeStated`` event, which names it
    at: int
    what: str
    game: str
    player: str
    deck: str
    result: str
    top: tuple[str, ...]
    bottom: tuple[str, ...]
    whole: bool
    said: str

    def fits(self, what: str, game: str, player: str = "", deck: str = "") -> bool:
        """Whether a random choice of kind ``what`` in ``game`` (about ``player``, of
        ``deck``) is one this outcome was stated for."""
        return (self.what == what and self.game in ("", game)
                and self.player in ("", player) and self.deck in ("", deck))


@dataclass(slots=True)
class TableState:
    """Everything at a table after some prefix of its log."""

    position: int = 0
    edition: str = "current"
    seed: int = 0
    players: tuple[str, ...] = ()
    options: dict[str, str] = field(default_factory=dict)
    engine_version: str = ""
    #: the definitions of the table's own cards, as its first event recorded them (data
    #: the engine reads with ``shahrazad.cards.catalog``; shared, never changed)
    custom_cards: tuple[Mapping[str, Any], ...] = ()
    cards: dict[int, CardRecord] = field(default_factory=dict)
    #: each player's deck and sideboard, as card ids (the sideboard is outside the game)
    decks: dict[str, list[int]] = field(default_factory=dict)
    sideboards: dict[str, list[int]] = field(default_factory=dict)
    games: dict[str, GameState] = field(default_factory=dict)
    #: the paths of the games whose status is ``running``, in the order they came to run
    #: (kept by the fold beside each game's status, so that :attr:`current` costs the
    #: same at any length of table; the nesting invariant checks that the two agree)
    running: list[str] = field(default_factory=list)
    next_id: int = 1
    #: random outcomes a scenario stated ahead and the engine has not used yet, in the
    #: order stated (by the position of their ``OutcomeStated`` event)
    stated: dict[int, Stated] = field(default_factory=dict)

    @property
    def main(self) -> GameState:
        return self.games["1"]

    @property
    def current(self) -> GameState | None:
        """The innermost game that is running, or ``None`` once every game has ended.

        It is read from :attr:`running`, not found by looking at every game: a table of
        a million events may hold hundreds of finished subgames, and the engine asks
        for the current game several times per decision. A subgame that is over but
        waits on a player (whether a commander goes to the command zone as its cards go
        home: 903.9b, Ambiguity A10) is the current game until it has its answer.
        """
        running = self.running
        if not running:
            waiting = [g for g in self.games.values() if g.status == "over"
                       and g.choice is not None]
            return max(waiting, key=lambda g: g.depth) if waiting else None
        if len(running) == 1:
            return self.games[running[0]]
        return max((self.games[p] for p in running), key=lambda g: g.depth)


# -- copies --------------------------------------------------------------------------
#
# A replay copies states for its checkpoints and for every seek, so copying is on the
# hot path; pickle (through the dataclasses' generic __getstate__) or deepcopy cost
# several times more. Each class gets a straight-line copy function, generated from
# its fields: values of immutable types are shared, every mutable field has a rule.
# A field with a mutable type and no rule is refused when this module is imported, so
# a new field can't end up shared between a checkpoint and a copy of it.

_MUTABLE_TYPE = re.compile(r"\b(list|dict|set|Obj|PlayerState|GameState|Choice|PendingTrigger"
                           r"|Effect|Delayed)\b")


def _copier(cls: type, rules: Mapping[str, str], env: Mapping[str, Any]) -> Callable[[Any], Any]:
    """A function that copies an instance of ``cls`` field by field.

    ``rules`` gives, for the fields that hold mutable values, the expression that copies
    them (``o`` is the original, ``n`` the copy); they run after the other fields, in
    their order here. Every other field must have an immutable type and is shared.
    """
    names = [f.name for f in fields(cls)]
    unknown = set(rules) - set(names)
    if unknown:
        raise TypeError(f"{cls.__name__} has no fields {sorted(unknown)}")
    lines = ["def copy(o):", "    n = new(cls)"]
    for f in fields(cls):
        if f.name not in rules:
            if _MUTABLE_TYPE.search(str(f.type)):
                raise TypeError(f"{cls.__name__}.{f.name} ({f.type}) is mutable: "
                                "give it a rule in its copier")
            lines.append(f"    n.{f.name} = o.{f.name}")
    lines += [f"    n.{name} = {rule}" for name, rule in rules.items()]
    lines.append("    return n")
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls, **env}
    exec("\n".join(lines), namespace)
    fn: Callable[[Any], Any] = namespace["copy"]
    fn.__qualname__ = fn.__name__ = f"copy_{cls.__name__}"
    return fn


def _constructor(cls: type, names: tuple[str, ...]) -> Callable[..., Any]:
    """``cls(**dict(zip(names, args)))`` for positional ``args``, without the cost of
    binding keywords: the other fields get their defaults."""
    lines = [f"def make({', '.join(names)}):", "    n = new(cls)"]
    env: dict[str, Any] = {"new": object.__new__, "cls": cls}
    for f in fields(cls):
        if f.name in names:
            value = f.name
        elif f.default is not MISSING:
            env[f"default_{f.name}"] = f.default
            value = f"default_{f.name}"
        elif f.default_factory in (dict, list):
            value = "{}" if f.default_factory is dict else "[]"
        elif f.default_factory is not MISSING:
            env[f"factory_{f.name}"] = f.default_factory
            value = f"factory_{f.name}()"
        else:
            raise TypeError(f"{cls.__name__}.{f.name} has no default")
        lines.append(f"    n.{f.name} = {value}")
    lines.append("    return n")
    exec("\n".join(lines), env)
    fn: Callable[..., Any] = env["make"]
    fn.__qualname__ = fn.__name__ = f"new_{cls.__name__}"
    return fn


def _dict_of(copy: str, value: str) -> str:
    """A rule copying a dict whose values are copied with ``copy`` (empty ones cheaply)."""
    return f"{{k: {copy}(x) for k, x in {value}.items()}} if {value} else {{}}"


def _copy_snapshot(old: GameState, new: GameState) -> Obj | None:
    """The resolving snapshot is a shallow copy of the object as it began to resolve
    (``copy.copy`` in the fold): while that object is still in the game, both share one
    ``counters`` dict, and so do their copies (as with pickle or deepcopy)."""
    snapshot = old.resolving_snapshot
    if snapshot is None:
        return None
    copied = _copy_obj(snapshot)
    live = old.objects.get(snapshot.oid)
    if live is not None and live.counters is snapshot.counters:
        copied.counters = new.objects[snapshot.oid].counters
    return copied


_copy_obj = cast(Callable[[Obj], Obj], _copier(Obj, {"counters": "o.counters.copy()"}, {}))
#: ``Obj(oid=.., card=.., name=.., owner=.., controller=.., zone=..)``, faster (the fold's
#: hot paths create many objects)
new_obj = cast(Callable[[int, "int | None", str, str, str, str], Obj], _constructor(
    Obj, ("oid", "card", "name", "owner", "controller", "zone")))
#: ``copy.copy`` of an object, faster: the copy shares the original's ``counters``
shallow_copy_obj = cast(Callable[[Obj], Obj], _copier(Obj, {"counters": "o.counters"}, {}))
_copy_player = cast(Callable[[PlayerState], PlayerState], _copier(PlayerState, {
    "counters": "o.counters.copy()", "library": "o.library.copy()", "hand": "o.hand.copy()",
    "graveyard": "o.graveyard.copy()"}, {}))
_copy_choice = _copier(Choice, {}, {})
_copy_trigger = _copier(PendingTrigger, {}, {})
_copy_effect = _copier(Effect, {}, {})
_copy_delayed = _copier(Delayed, {}, {})

copy_game = cast(Callable[[GameState], GameState], _copier(GameState, {
    "players": "o.players.copy()",
    "player": _dict_of("copy_player", "o.player"),
    "departed": "o.departed.copy()",
    "departed_from": "o.departed_from.copy()",
    "brought_from": "o.brought_from.copy()",
    "objects": _dict_of("copy_obj", "o.objects"),
    "battlefield": "o.battlefield.copy()",
    "stack": "o.stack.copy()",
    "exile": "o.exile.copy()",
    "command": "o.command.copy()",
    "ante": "o.ante.copy()",
    "designations": "o.designations.copy()",
    "companions": "o.companions.copy()",
    "passed": "o.passed.copy()",
    "choice": "None if o.choice is None else copy_choice(o.choice)",
    "resolving_snapshot": "copy_snapshot(o, n)",  # after "objects"
    "extra_turns": "o.extra_turns.copy()",
    "triggers": _dict_of("copy_trigger", "o.triggers"),
    "effects": _dict_of("copy_effect", "o.effects"),
    "delayed": _dict_of("copy_delayed", "o.delayed"),
    "commander_casts": "o.commander_casts.copy()",
    "commander_damage": "{k: x.copy() for k, x in o.commander_damage.items()}",
    "commander_options": "o.commander_options.copy()",
    # a Shield is frozen: the records are shared
    "shields": "o.shields.copy()",
    "assigned": "o.assigned.copy()",
    "damage_orders": "o.damage_orders.copy()",
}, {"copy_player": _copy_player, "copy_obj": _copy_obj, "copy_choice": _copy_choice,
    "copy_snapshot": _copy_snapshot, "copy_trigger": _copy_trigger,
    "copy_effect": _copy_effect, "copy_delayed": _copy_delayed}))
copy_game.__doc__ = "An independent copy of one game."

_copy_table_fields = _copier(TableState, {
    "options": "o.options.copy()",
    "cards": "o.cards.copy()",  # CardRecord is frozen: the records are shared
    "decks": "{k: x.copy() for k, x in o.decks.items()}",
    "sideboards": "{k: x.copy() for k, x in o.sideboards.items()}",
    "games": "{}",  # filled in by copy_table
    "running": "o.running.copy()",
    "stated": "o.stated.copy()",  # Stated is frozen: the outcomes are shared
}, {})


def copy_table(state: TableState, games: Mapping[str, GameState] | None = None) -> TableState:
    """An independent copy of ``state``; with ``games``, the copy holds those game
    objects instead of copies of its own (a replay's checkpoints share the games that
    did not change between them)."""
    copied = cast(TableState, _copy_table_fields(state))
    if games is None:
        copied.games = {path: copy_game(g) for path, g in state.games.items()}
    else:
        copied.games = dict(games)
    return copied


# -- batch D-CONTROL: the answer to a "you may" redirection (614.9) -----------------------


def may_key(shield: int, target: Target) -> str:
    """Where ``damage_orders`` keeps the answer of the controller of the "you may"
    redirection ``shield`` about one source's damage to ``target`` (beside the orders of
    effects chosen for that damage, 616.1; kept as long as they are): under the key
    ``(source, may_key(shield, target))``, ``order`` ``(1,)`` for yes, ``(0,)`` for no,
    ``()`` while asked."""
    return f"may:{shield}:{target}"
