"""Every kind of event a Shahrazad table can record.

The payload fields use only msgpack-native values: ``int``, ``str``, ``bool``,
``None`` and tuples of them (and maps, for the custom cards a table opens with).
Players are named by their id (a short string),
physical cards by their card id (``card``, an int that never changes for the
life of the table), and game objects by their object id (``obj``, an int that
is new each time the card changes zone, rule 400.7). A *target* is either a
player id (``str``) or an object id (``int``).

``SAYS`` is the plain-words template the audit trail fills in, its fields made
readable (objects and cards by name, lists as a sentence says them). Where a kind's
words need more than its own fields (the life total before a change, whose ability
left the stack), the audit says it with a function of its own
(``projections/words.py``) and the template is its short form.
"""

from __future__ import annotations

from typing import Any, ClassVar

from shahrazad.events.base import Event, event_type
from shahrazad.events.decisions import canonical

Target = int | str

# -- the table and its games -------------------------------------------------


@event_type
class TableOpened(Event):
    """The table exists: edition, seed, players and their decks (always position 1).

    Version 2 adds ``custom_cards``: the definitions, as data (maps of the card
    language's fields, lists as tuples), of the cards the table uses that the engine's
    pool lacks, so the log alone says what every card does. A version 1 event had none.

    Version 3 adds, for a table that starts at a scenario's position (cards placed by
    events, games under way), ``scenario_position``: the position its setup was built
    from, as data (the scenario file's keys for every game under way, in one canonical
    form: maps with sorted keys, lists as tuples), and ``scenario_sha256``, the SHA-256
    of that data's msgpack bytes (hex). ``verify --rerun`` checks the hash, builds the
    setup again from the data and compares it event by event, so nothing of a position
    table's setup is taken on trust. A table from decks has neither (``None``, ``""``),
    nor has an event of version 2 or older.
    """

    KIND: ClassVar[str] = "table_opened"
    VERSION: ClassVar[int] = 3
    SAYS: ClassVar[str] = ("table opened under the {edition} rules: players {players}, "
                           "seed {seed}")
    edition: str
    seed: int
    players: tuple[str, ...]
    #: per player, in ``players`` order: the card names of their deck
    decks: tuple[tuple[str, ...], ...]
    #: per player: the card names of their sideboard (outside the game, 400.11a)
    sideboards: tuple[tuple[str, ...], ...]
    options: tuple[tuple[str, str], ...]
    engine_version: str
    #: the table's own cards, each a map of its fields (``shahrazad.cards.data``'s form)
    custom_cards: tuple[dict[str, Any], ...] = ()
    #: a position table's position, as data (``shahrazad.scenario.recorded``'s form)
    scenario_position: dict[str, Any] | None = None
    #: the SHA-256 of ``scenario_position``'s msgpack bytes, in hex (``""`` if none)
    scenario_sha256: str = ""

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "custom_cards": ()}

    @staticmethod
    def upcast_v2(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "scenario_position": None, "scenario_sha256": ""}


@event_type
class GameStarted(Event):
    """A game of the table begins (103): its players, in turn order from the seat order."""

    KIND: ClassVar[str] = "game_started"
    SAYS: ClassVar[str] = "game {game} begins: {players}, {starting_life} life each"
    players: tuple[str, ...]
    starting_life: int
    hand_size: int


@event_type
class LibraryFormed(Event):
    """A player's deck becomes their library, shuffled (103.3). ``cards`` top first."""

    KIND: ClassVar[str] = "library_formed"
    SAYS: ClassVar[str] = "{player}'s deck of {n} cards becomes their library"
    player: str
    cards: tuple[int, ...]
    objs: tuple[int, ...]


@event_type
class LibraryShuffled(Event):
    """A library is shuffled (701.20); ``order`` is its new order, top first."""

    KIND: ClassVar[str] = "library_shuffled"
    SAYS: ClassVar[str] = "{player} shuffles their library"
    player: str
    order: tuple[int, ...]


@event_type
class StartingPlayerChosen(Event):
    """Who takes the first turn (103.1); ``method`` says how it was decided."""

    KIND: ClassVar[str] = "starting_player_chosen"
    SAYS: ClassVar[str] = "{player} will take the first turn ({method})"
    player: str
    method: str


@event_type
class MulliganTaken(Event):
    KIND: ClassVar[str] = "mulligan_taken"
    SAYS: ClassVar[str] = "{player} takes a mulligan (their mulligan number {number})"
    player: str
    number: int


@event_type
class HandKept(Event):
    KIND: ClassVar[str] = "hand_kept"
    SAYS: ClassVar[str] = "{player} keeps their hand"
    player: str


@event_type
class GameEnded(Event):
    """The game is over (104.1): the winners, or a draw (104.4a)."""

    KIND: ClassVar[str] = "game_ended"
    SAYS: ClassVar[str] = "game {game} ends: won by {winners}"
    winners: tuple[str, ...]
    draw: bool


@event_type
class PlayerLost(Event):
    KIND: ClassVar[str] = "player_lost"
    SAYS: ClassVar[str] = "{player} loses the game ({reason})"
    player: str
    reason: str


@event_type
class PlayerLeft(Event):
    """A player leaves a multiplayer game (800.4a); their objects leave with them."""

    KIND: ClassVar[str] = "player_left"
    SAYS: ClassVar[str] = "{player} leaves the game"
    player: str


# -- decisions -----------------------------------------------------------------


@event_type
class Decided(Event):
    """A player's decision, as made; every consequence names it as its cause.

    ``decision`` is the decision's encoded form (see :mod:`shahrazad.events.decisions`), so a
    replay or a re-run never consults an agent. Version 2: the kinds have one name
    each; a version 1 event is read with its kind's name today.
    """

    KIND: ClassVar[str] = "decided"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{player} decides: {decision}"
    player: str
    decision: tuple[object, ...]

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "decision": canonical(tuple(payload["decision"]))}


# -- turns, steps, priority ----------------------------------------------------


@event_type
class TurnBegan(Event):
    KIND: ClassVar[str] = "turn_began"
    SAYS: ClassVar[str] = "turn {turn} begins: {player}'s turn"
    turn: int
    player: str
    extra: bool


@event_type
class StepBegan(Event):
    """A step begins (500.1). Version 2 adds ``first_strikers``: as the first-strike combat
    damage step begins, the attacking and blocking creatures that have first strike
    (702.7b): they assign combat damage in it and not in the next; ``()`` for any other
    step, and in a version 1 event."""

    KIND: ClassVar[str] = "step_began"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{step} begins"
    step: str
    first_strikers: tuple[int, ...] = ()

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "first_strikers": ()}


@event_type
class PriorityGiven(Event):
    KIND: ClassVar[str] = "priority_given"
    SAYS: ClassVar[str] = "{player} receives priority"
    player: str


@event_type
class PriorityPassed(Event):
    KIND: ClassVar[str] = "priority_passed"
    SAYS: ClassVar[str] = "{player} passes priority"
    player: str


@event_type
class ChoiceRequested(Event):
    """The game waits on a player for a choice that is not priority.

    ``kind`` is one of ``mulligan``, ``bottom``, ``attackers``, ``blockers``,
    ``discard``; ``amount`` is how many cards for ``bottom`` and ``discard``.
    """

    KIND: ClassVar[str] = "choice_requested"
    SAYS: ClassVar[str] = "{player} must decide: {kind}"
    player: str
    kind: str
    amount: int


@event_type
class ExtraTurnAdded(Event):
    KIND: ClassVar[str] = "extra_turn_added"
    SAYS: ClassVar[str] = "{player} will take an extra turn after this one"
    player: str


# -- mana ----------------------------------------------------------------------


@event_type
class ManaAdded(Event):
    """Mana goes into a pool (106.3). ``mana`` is letters from ``WUBRGC``."""

    KIND: ClassVar[str] = "mana_added"
    SAYS: ClassVar[str] = "{player} adds {mana} to their mana pool"
    player: str
    mana: str
    source: int | None


@event_type
class ManaSpent(Event):
    KIND: ClassVar[str] = "mana_spent"
    SAYS: ClassVar[str] = "{player} spends {mana}"
    player: str
    mana: str
    obj: int | None


@event_type
class ManaEmptied(Event):
    """Unused mana leaves a pool at the end of a step or phase (106.4, 500.4)."""

    KIND: ClassVar[str] = "mana_emptied"
    SAYS: ClassVar[str] = "{player}'s unused {mana} empties from their mana pool"
    player: str
    mana: str


# -- zones, objects, the stack -------------------------------------------------


@event_type
class CardDrawn(Event):
    KIND: ClassVar[str] = "card_drawn"
    SAYS: ClassVar[str] = "{player} draws a card"
    player: str
    card: int
    obj: int
    new_obj: int


@event_type
class DrawFailed(Event):
    """A draw from an empty library (121.4): the player loses at the next check (704.5b)."""

    KIND: ClassVar[str] = "draw_failed"
    SAYS: ClassVar[str] = "{player} tries to draw from an empty library"
    player: str


@event_type
class ZoneChanged(Event):
    """An object moves from one zone to another and becomes a new object (400.7).

    ``to_player`` names whose library, hand or graveyard it goes to (always the
    owner, 400.3). ``place`` is ``top`` or ``bottom`` for a library, else ``""``.
    ``reason`` says why (``destroy``, ``sacrifice``, ``discard``, ``resolve``...).
    """

    KIND: ClassVar[str] = "zone_changed"
    SAYS: ClassVar[str] = "{card} moves from {from_zone} to {to_zone} ({reason})"
    card: int
    obj: int
    from_zone: str
    to_zone: str
    new_obj: int
    to_player: str
    controller: str
    place: str
    reason: str


@event_type
class LandPlayed(Event):
    KIND: ClassVar[str] = "land_played"
    SAYS: ClassVar[str] = "{player} plays {card}"
    player: str
    card: int
    obj: int
    new_obj: int


@event_type
class SpellCast(Event):
    """A spell is put on the stack (601.2a); targets, X and mode are chosen (601.2b-c).
    ``face`` is the half of a split card that is cast (709.3), 0 for other cards."""

    KIND: ClassVar[str] = "spell_cast"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{player} casts {card}"
    player: str
    card: int
    obj: int
    new_obj: int
    targets: tuple[Target, ...]
    x: int
    face: int

    @staticmethod
    def upcast_v1(payload: dict[str, object]) -> dict[str, object]:
        """Version 1 had no split cards: every spell was its card's only face."""
        return {**payload, "face": 0}


@event_type
class AbilityActivated(Event):
    """An activated ability goes on the stack (602.2) as a new object ``new_obj``.

    Version 2 adds ``granted_by``: for an ability a static ability of another permanent
    grants its source (613.1f: Zombie Master's "{B}: Regenerate this permanent"), the
    name of the card that has that static ability, ``index`` being then 1000 plus the
    static ability's number on it; the ability on the stack is found from that card, so
    it resolves though its source or the granting permanent has left (113.7a). A version
    1 event had none (``""``: the source's own ability, or one granted as it is now).
    """

    KIND: ClassVar[str] = "ability_activated"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{player} activates an ability of {source}"
    player: str
    source: int
    index: int
    new_obj: int
    targets: tuple[Target, ...]
    x: int
    granted_by: str = ""

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "granted_by": ""}


@event_type
class ManaAbilityActivated(Event):
    """A mana ability is activated and resolves at once, without the stack (605.3)."""

    KIND: ClassVar[str] = "mana_ability_activated"
    SAYS: ClassVar[str] = "{player} activates a mana ability of {source}"
    player: str
    source: int
    index: int


@event_type
class AbilityTriggered(Event):
    """A triggered ability triggers (603.2) and waits to be put on the stack.

    Version 2 adds ``amount``: how much of what triggered it there was, for an ability
    that says "that many" (Lich: "Whenever you're dealt damage, sacrifice that many
    nontoken permanents"); it becomes the ability's X on the stack. A version 1 event
    had none (0). An inherent ability of a designation (the monarch's, 723.2) has no
    source: ``source`` is 0.
    """

    KIND: ClassVar[str] = "ability_triggered"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{source_name}'s ability triggers, controlled by {controller}"
    trigger: int
    source: int
    source_name: str
    index: int
    controller: str
    subject: Target | None
    amount: int = 0

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "amount": 0}


@event_type
class TriggerPutOnStack(Event):
    """A waiting trigger goes on the stack (603.3), APNAP order (101.4)."""

    KIND: ClassVar[str] = "trigger_put_on_stack"
    SAYS: ClassVar[str] = "{source_name}'s triggered ability is put on the stack"
    trigger: int
    new_obj: int
    source_name: str
    targets: tuple[Target, ...]


@event_type
class TriggerRemoved(Event):
    """A waiting trigger that can't be put on the stack (no legal target, 603.3d)."""

    KIND: ClassVar[str] = "trigger_removed"
    SAYS: ClassVar[str] = "a triggered ability is removed without being put on the stack: {why}"
    trigger: int
    why: str


@event_type
class ResolutionBegan(Event):
    KIND: ClassVar[str] = "resolution_began"
    SAYS: ClassVar[str] = "{name} resolves"
    obj: int
    name: str


@event_type
class SpellFizzled(Event):
    """Every target is illegal: the spell or ability doesn't resolve (608.2b)."""

    KIND: ClassVar[str] = "spell_fizzled"
    SAYS: ClassVar[str] = "{name} doesn't resolve: all its targets are illegal"
    obj: int
    name: str


@event_type
class SpellCountered(Event):
    KIND: ClassVar[str] = "spell_countered"
    SAYS: ClassVar[str] = "{name} is countered"
    obj: int
    name: str


@event_type
class ObjectCeased(Event):
    """An object that is not a card stops existing (a resolved ability, a token: 704.5d)."""

    KIND: ClassVar[str] = "object_ceased"
    SAYS: ClassVar[str] = "{name} leaves the stack or ceases to exist: {reason}"
    obj: int
    name: str
    reason: str


@event_type
class CardLeftGame(Event):
    """A card leaves the game altogether and is outside every game (800.4a)."""

    KIND: ClassVar[str] = "card_left_game"
    SAYS: ClassVar[str] = "{card} leaves the game: {reason}"
    card: int
    obj: int
    reason: str


@event_type
class TokenCreated(Event):
    KIND: ClassVar[str] = "token_created"
    SAYS: ClassVar[str] = "{controller} creates a {name} token"
    new_obj: int
    name: str
    controller: str


# -- permanents ----------------------------------------------------------------


@event_type
class Tapped(Event):
    KIND: ClassVar[str] = "tapped"
    SAYS: ClassVar[str] = "{obj} becomes tapped"
    obj: int


@event_type
class Untapped(Event):
    KIND: ClassVar[str] = "untapped"
    SAYS: ClassVar[str] = "{objs} untap"
    objs: tuple[int, ...]


@event_type
class Attached(Event):
    KIND: ClassVar[str] = "attached"
    SAYS: ClassVar[str] = "{obj} becomes attached to {to}"
    obj: int
    to: int


@event_type
class EffectCreated(Event):
    """A continuous effect begins (611). ``kind`` names the primitive; ``until``
    is ``end_of_turn`` or ``""`` for as long as its source says."""

    KIND: ClassVar[str] = "effect_created"
    SAYS: ClassVar[str] = "{source}'s effect begins: {kind}"
    effect: int
    kind: str
    source: int | None
    controller: str
    subject: Target | None
    power: int
    toughness: int
    until: str


@event_type
class ContinuousEffectCreated(Event):
    """A continuous effect begins (611.2) that changes the characteristics of ``objs``
    (fixed as it begins, 611.2c), or their controller, until ``until`` (``""``: for as
    long as the objects exist, 611.2a): ``kind`` ``continuous`` (``changes`` is the card
    language's data of what it changes, layer by layer, 613.1), ``copy`` (a copy
    effect's exceptions, 707.9) or ``text`` (a text-changing effect, 612: ``from`` and
    ``to``). Its timestamp is its ``effect`` id (613.7)."""

    KIND: ClassVar[str] = "continuous_effect_created"
    SAYS: ClassVar[str] = "{source}'s effect begins on {objs}: {kind}"
    effect: int
    kind: str
    source: int | None
    controller: str
    objs: tuple[int, ...]
    changes: dict[str, Any]
    until: str


@event_type
class EffectsEnded(Event):
    KIND: ClassVar[str] = "effects_ended"
    SAYS: ClassVar[str] = "effects end"
    effects: tuple[int, ...]


@event_type
class DamageWoreOff(Event):
    """Marked damage is removed in the cleanup step (514.2)."""

    KIND: ClassVar[str] = "damage_wore_off"
    SAYS: ClassVar[str] = "marked damage wears off {objs}"
    objs: tuple[int, ...]


@event_type
class DelayedTriggerCreated(Event):
    """A delayed triggered ability is set up (603.7), e.g. Mana Drain's mana. ``kind`` is
    the moment it waits for: ``your_next_main_phase`` (the next main phase of a turn of
    ``controller``'s, 505.1), when ``source_name``'s triggered ability of that moment
    triggers with ``amount`` as its "that many"; ``at_the_first_upkeep`` (an opening-hand
    reveal, 103.6b), when the ability at index ``amount`` does; ``delayed:end_of_combat``
    and ``delayed:next_end_step``, a card's delayed ability of that moment. Logs of older
    versions may hold ``mana_at_next_main`` (``amount`` {C} added in the next precombat
    main phase). Version 2 adds ``subject``: what the ability is about once it triggers
    (Cockatrice's "that creature"); ``None`` in a version 1 event. Version 3 adds
    ``source``: the object whose effect set it up, the ability's source once it triggers
    ("destroy Sandals of Abdallah", "it deals 5 damage to you"); 0, none (every older
    event)."""

    KIND: ClassVar[str] = "delayed_trigger_created"
    VERSION: ClassVar[int] = 3
    SAYS: ClassVar[str] = "{source_name} sets up a delayed triggered ability: {kind}"
    delayed: int
    kind: str
    controller: str
    amount: int
    source_name: str
    subject: Target | None = None
    source: int = 0

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "subject": None}

    @staticmethod
    def upcast_v2(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "source": 0}


@event_type
class DelayedTriggerUsed(Event):
    KIND: ClassVar[str] = "delayed_trigger_used"
    SAYS: ClassVar[str] = "a delayed triggered ability triggers"
    delayed: int


# -- combat ----------------------------------------------------------------------


@event_type
class AttackersDeclared(Event):
    """``attackers`` pairs each attacking creature with what it attacks (508.1): a
    player's id, or a planeswalker's object id (508.1b).

    Version 2 adds ``bands``: the attacking bands declared with them (702.22c), each the
    creatures in it; a version 1 event declared none."""

    KIND: ClassVar[str] = "attackers_declared"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{player} declares attackers"
    player: str
    attackers: tuple[tuple[int, Target], ...]
    bands: tuple[tuple[int, ...], ...] = ()

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "bands": ()}


@event_type
class BlockersDeclared(Event):
    """``blocks`` pairs each blocking creature with the attacker it blocks (509.1).
    -- batch C-TURN --: an effect may make creatures block (False Orders, Sorrow's Path);
    ``already_blocked`` (version 2) are the attackers among them that were blocked
    creatures before, which don't become blocked again (509.1h, 509.3c)."""

    KIND: ClassVar[str] = "blockers_declared"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{player} declares blockers"
    player: str
    blocks: tuple[tuple[int, int], ...]
    already_blocked: tuple[int, ...] = ()

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "already_blocked": ()}


@event_type
class CombatEnded(Event):
    """Creatures stop attacking and blocking (511.3)."""

    KIND: ClassVar[str] = "combat_ended"
    SAYS: ClassVar[str] = "combat ends"


# -- life, damage, counters ----------------------------------------------------


@event_type
class DamageDealt(Event):
    KIND: ClassVar[str] = "damage_dealt"
    SAYS: ClassVar[str] = "{source} deals {amount} damage to {target}"
    source: int
    target: Target
    amount: int
    combat: bool


@event_type
class LifeChanged(Event):
    """A life total changes by ``amount`` to ``life`` (119.3)."""

    KIND: ClassVar[str] = "life_changed"
    SAYS: ClassVar[str] = "{player}: {life} life ({amount})"
    player: str
    amount: int
    life: int


@event_type
class CountersChanged(Event):
    """Counters are put on or removed from a player or an object (122)."""

    KIND: ClassVar[str] = "counters_changed"
    SAYS: ClassVar[str] = "{target} gets {amount} {counter} counters (total {total})"
    target: Target
    counter: str
    amount: int
    total: int


@event_type
class ControlChanged(Event):
    """A permanent comes under another player's control (613.1b, e.g. Control Magic)."""

    KIND: ClassVar[str] = "control_changed"
    SAYS: ClassVar[str] = "{controller} gains control of {obj}"
    obj: int
    controller: str


@event_type
class ResolutionPaused(Event):
    """A resolving spell or ability waits, at effect number ``at``, for a choice or a
    subgame (608.2c: its instructions are followed in order)."""

    KIND: ClassVar[str] = "resolution_paused"
    SAYS: ClassVar[str] = "{name} stops partway through resolving: {why}"
    obj: int
    name: str
    at: int
    why: str


@event_type
class ResolutionRemembered(Event):
    """-- batch B08 --: as a resolving spell or ability pauses, the objects its effects so
    far moved "this way" (destroyed, exiled, discarded, sacrificed), as the new objects
    they became (400.7), for the effects after the pause (608.2c: "3 minus the number of
    cards they discarded this way")."""

    KIND: ClassVar[str] = "resolution_remembered"
    SAYS: ClassVar[str] = "{name} remembers what it moved so far"
    obj: int
    name: str
    moved: tuple[int, ...]


# -- batch r-b ----------------------------------------------------------------------


@event_type
class SearchHeld(Event):
    """-- batch r-b --: the card a resolving search found waits in its library while the
    searcher is asked a second question (608.2c: "If it's greater, you may pay {X} ... If
    you do, put it onto the battlefield"); the resolution remembers it until it ends."""

    KIND: ClassVar[str] = "search_held"
    SAYS: ClassVar[str] = "{name} holds the card its search found"
    obj: int
    name: str
    card: int


@event_type
class ResolutionEnded(Event):
    KIND: ClassVar[str] = "resolution_ended"
    SAYS: ClassVar[str] = "{name} has finished resolving"
    obj: int
    name: str


# -- subgames (727) --------------------------------------------------------------


@event_type
class SubgameStarted(Event):
    """A new game begins inside ``parent``, which is discontinued where it stands
    (727.1a, 727.2). ``game`` is the new game's path; ``created_by`` is the object
    whose effect created it (in the parent game)."""

    KIND: ClassVar[str] = "subgame_started"
    SAYS: ClassVar[str] = "subgame {game} starts inside game {parent}, created by {created_by_name}"
    parent: str
    players: tuple[str, ...]
    created_by: int
    created_by_name: str
    starting_life: int
    hand_size: int


@event_type
class LibraryMoved(Event):
    """Every card of a player's library in ``from_game`` moves to their library in
    the new game (727.2), keeping its order until the shuffle that follows."""

    KIND: ClassVar[str] = "library_moved"
    SAYS: ClassVar[str] = ("{player}'s library of {n} cards moves from game {from_game} "
                           "into subgame {game}")
    player: str
    from_game: str
    cards: tuple[int, ...]
    objs: tuple[int, ...]
    new_objs: tuple[int, ...]


@event_type
class CardBroughtIn(Event):
    """A card from outside the game is brought into it (400.11b, 727.4).

    ``from_game`` is the game whose object it was (``""`` for a sideboard card,
    outside every game); ``from_zone`` the zone it left there.
    """

    KIND: ClassVar[str] = "card_brought_in"
    SAYS: ClassVar[str] = ("{player} brings {card} into game {game} from outside it "
                           "({from_zone})")
    player: str
    card: int
    from_game: str
    from_zone: str
    obj: int
    to_zone: str
    new_obj: int


@event_type
class TriggerDeferred(Event):
    """A trigger in a discontinued game waits until that game resumes (727.4a)."""

    KIND: ClassVar[str] = "trigger_deferred"
    SAYS: ClassVar[str] = "{source_name}'s triggered ability waits for game {game} to resume"
    trigger: int
    source_name: str


@event_type
class TriggerReleased(Event):
    """A deferred trigger is put on the stack of its own game after it resumes (727.5)."""

    KIND: ClassVar[str] = "trigger_released"
    SAYS: ClassVar[str] = ("{source_name}'s triggered ability, which waited for game {game} to "
                           "resume, is released")
    trigger: int
    source_name: str


@event_type
class SubgameEnded(Event):
    """A subgame is over (727.5): its winners, or a draw. Its parent resumes."""

    KIND: ClassVar[str] = "subgame_ended"
    SAYS: ClassVar[str] = "subgame {game} is over"
    winners: tuple[str, ...]
    draw: bool


@event_type
class CardsReturned(Event):
    """A player's cards leave the ended subgame for their library in ``to_game``
    (727.5), or (2004 rules) its exile zone. ``objs`` are the subgame objects, ``0``
    for a card that had left the subgame with a departed player (Ambiguity A1). The
    cards go into ``player``'s zone: their owner's, except under the 2004 reading A20,
    where it is the player who puts them back."""

    KIND: ClassVar[str] = "cards_returned"
    SAYS: ClassVar[str] = "{player}'s cards return from subgame {game} to game {to_game}"
    player: str
    to_game: str
    to_zone: str
    cards: tuple[int, ...]
    objs: tuple[int, ...]
    new_objs: tuple[int, ...]


# -- command-zone variants (901-904; 727.2a-c and 727.5a-c in subgames) -----------


@event_type
class VariantCardsAdded(Event):
    """A player's variant pieces join the table's cards, after the decks and sideboards
    (so their card ids follow): a ``commander``, a ``vanguard``, or the ``plane`` or
    ``scheme`` cards of a supplementary deck, in deck order (top first)."""

    KIND: ClassVar[str] = "variant_cards_added"
    SAYS: ClassVar[str] = "{player} brings their {role} cards to the table: {names}"
    player: str
    role: str
    names: tuple[str, ...]


@event_type
class CommandZoneSetUp(Event):
    """As a game begins, a player's variant pieces are put into its command zone: the
    commander (903.6), the vanguard (902.3), a planar (901.3) or scheme (904.3) deck,
    face down, top first."""

    KIND: ClassVar[str] = "command_zone_set_up"
    SAYS: ClassVar[str] = "{player}'s {what} is put into the command zone"
    player: str
    what: str
    cards: tuple[int, ...]
    objs: tuple[int, ...]


@event_type
class StartingLifeSet(Event):
    """A player's starting life differs from the game's (902.4 vanguard modifier,
    904.5 the archenemy's 40); ``source_name`` says why."""

    KIND: ClassVar[str] = "starting_life_set"
    SAYS: ClassVar[str] = "{player}'s starting life total is {life} ({source_name})"
    player: str
    life: int
    source_name: str


@event_type
class CommandZoneMoved(Event):
    """A player's variant cards move from game ``from_game`` to the command zone of this
    game: into a subgame as it starts (727.2a-c), home as it ends (727.5a-c), or a
    commander home from another subgame zone (903.9b, Ambiguity A10). ``what`` is
    ``commander``, ``vanguard``, ``planar deck`` or ``scheme deck`` (a deck stays face
    down and in order, at the bottom of any part of it already there). ``objs`` are
    the objects in ``from_game``; ``0`` for a card that had left it with its owner
    (800.4a, Ambiguity A1)."""

    KIND: ClassVar[str] = "command_zone_moved"
    SAYS: ClassVar[str] = "{player}'s {what} moves from game {from_game} to the command zone"
    player: str
    from_game: str
    what: str
    cards: tuple[int, ...]
    objs: tuple[int, ...]
    new_objs: tuple[int, ...]


@event_type
class SupplementaryDeckShuffled(Event):
    """A player's ``planar`` or ``scheme`` deck is shuffled (103.3a, 727.2a, 727.5a);
    ``order`` is its new order, top first."""

    KIND: ClassVar[str] = "supplementary_deck_shuffled"
    SAYS: ClassVar[str] = "{player} shuffles their {deck} deck"
    player: str
    deck: str
    order: tuple[int, ...]


@event_type
class CardTurnedFaceUp(Event):
    """The top card of a supplementary deck is moved off it and turned face up, still in
    the command zone: the starting plane (103.7), a scheme set in motion (904.9)."""

    KIND: ClassVar[str] = "card_turned_face_up"
    SAYS: ClassVar[str] = "{player} turns {card} face up from their {deck} deck"
    player: str
    deck: str
    card: int
    obj: int


@event_type
class SupplementaryCardReturned(Event):
    """A nontraditional card is turned face down and put on the bottom of its owner's
    supplementary deck: as a subgame ends (727.5a; 715.5a and 715.5d in 2014), or a
    phenomenon turned up for the starting plane (103.7, 901.5)."""

    KIND: ClassVar[str] = "supplementary_card_returned"
    SAYS: ClassVar[str] = ("{card} is turned face down and put on the bottom of {player}'s "
                           "{deck} deck")
    player: str
    deck: str
    card: int
    obj: int
    new_obj: int


@event_type
class GameResumed(Event):
    """The discontinued game continues from where it stopped (727.5); the subgame
    ``subgame``, now empty, is over for good."""

    KIND: ClassVar[str] = "game_resumed"
    SAYS: ClassVar[str] = "game {game} resumes where it stopped"
    subgame: str


@event_type
class CardPlaced(Event):
    """A card is put straight into a zone while a table is set up from a description of
    it (a scenario: a judge's reconstruction of a table, not a rules action).

    Version 2 adds ``default_controller``: the player under whose control a permanent
    entered the battlefield (110.2), when a control-changing effect gives it to
    ``controller`` (a control Aura on it, a control effect): the one it returns to when
    that effect ends. ``""``: ``controller`` is its default controller, as in version 1.
    """

    KIND: ClassVar[str] = "card_placed"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{card} in {player}'s {zone}"
    player: str
    card: int
    new_obj: int
    zone: str
    controller: str
    tapped: bool
    sick: bool
    attached_to: int | None
    counters: tuple[tuple[str, int], ...]
    default_controller: str = ""

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "default_controller": ""}


@event_type
class TokenPlaced(Event):
    """A token is put straight onto the battlefield while a table is set up from a
    description of it (a scenario), as ``CardPlaced`` puts a card: a token is no card
    (111.1), and was created under ``player``, its owner (111.2). Version 2 adds
    ``default_controller``, as ``CardPlaced`` does."""

    KIND: ClassVar[str] = "token_placed"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "set up: a {name} token of {player}'s on the battlefield"
    player: str
    name: str
    new_obj: int
    controller: str
    tapped: bool
    sick: bool
    attached_to: int | None
    counters: tuple[tuple[str, int], ...]
    default_controller: str = ""

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "default_controller": ""}


# -- a scenario's position: what a table set up from it states ---------------------------


@event_type
class CommanderRecordStated(Event):
    """What a game has recorded of a commander so far, stated while a table is set up
    from a description of it (a scenario, as ``CardPlaced`` states where a card is): how
    often it was cast from the command zone in this game (``casts``: 903.8's tax), and
    the combat damage it dealt each player in it (``damage``: 903.10a). The card may be
    in another game's zone by now (727.2c): each game keeps its own record."""

    KIND: ClassVar[str] = "commander_record_stated"
    SAYS: ClassVar[str] = ("set up: {card} was cast {casts} time(s) from the command zone, "
                           "and dealt combat damage {damage}")
    card: int
    casts: int
    damage: tuple[tuple[str, int], ...]


@event_type
class PlanarRollsStated(Event):
    """How many times a player has rolled the planar die this turn (901.9: the next roll
    costs that many), stated while a table is set up from a description of it (a
    scenario): the rolls happened before, their faces are not part of the position."""

    KIND: ClassVar[str] = "planar_rolls_stated"
    SAYS: ClassVar[str] = "set up: {player} has rolled the planar die {rolls} time(s) this turn"
    player: str
    rolls: int


@event_type
class PhasedOut(Event):
    """Permanents phase out (702.26): treated as though they don't exist, but phasing is
    not a zone change: same objects, counters and attachments (702.26d)."""

    KIND: ClassVar[str] = "phased_out"
    SAYS: ClassVar[str] = "{objs} phase out"
    objs: tuple[int, ...]


@event_type
class PhasedIn(Event):
    """Permanents phase in (702.26a, 502.1); ``tapped`` if they phase in tapped."""

    KIND: ClassVar[str] = "phased_in"
    SAYS: ClassVar[str] = "{objs} phase in"
    objs: tuple[int, ...]
    tapped: bool


# -- copies, planeswalkers, restarting (707, 606, 725) -------------------------------------


@event_type
class SpellCopied(Event):
    """A copy of the spell ``obj`` is put on the stack as ``new_obj`` (707.10), controlled
    (and owned, 707.10) by ``controller``: the spell's name and half (``face``), its X and
    the ``targets`` chosen for the copy (707.10c). ``colors`` (letters of WUBRG) replace the
    copy's colors when not ``None`` (Fork's red copy). A copy is no card: off the stack it
    ceases to exist (704.5e)."""

    KIND: ClassVar[str] = "spell_copied"
    SAYS: ClassVar[str] = "{controller} puts a copy of {name} on the stack"
    obj: int
    new_obj: int
    name: str
    controller: str
    targets: tuple[Target, ...]
    x: int
    face: int
    colors: str | None


@event_type
class EnteredAsCopy(Event):
    """The permanent ``obj``, as it enters, becomes a copy of ``copied``: it has the
    copiable values of the card named ``name`` (707.2, 707.3; Clone), until it leaves the
    battlefield."""

    KIND: ClassVar[str] = "entered_as_copy"
    SAYS: ClassVar[str] = "{obj} enters as a copy of {name}"
    obj: int
    copied: int
    name: str


@event_type
class BecameCopy(Event):
    """The permanent ``obj`` becomes a copy of ``copied``: from now on it has the copiable
    values of the card named ``name`` (707.2), until it leaves the battlefield (Vesuvan
    Doppelganger's upkeep). Unlike ``EnteredAsCopy``, it doesn't enter: nothing of
    entering triggers."""

    KIND: ClassVar[str] = "became_copy"
    SAYS: ClassVar[str] = "{obj} becomes a copy of {name}"
    obj: int
    copied: int
    name: str


@event_type
class PermanentAnimated(Event):
    """The permanent ``obj`` becomes a ``power``/``toughness`` creature with ``types`` and
    ``subtypes`` added to its own (613.1d, 613.4b) until ``until`` (``end_of_turn``,
    ``your_next_turn``): continuous effect ``effect`` from ``source``."""

    KIND: ClassVar[str] = "permanent_animated"
    SAYS: ClassVar[str] = "{obj} becomes a {power}/{toughness} creature until {until}"
    effect: int
    obj: int
    source: int | None
    controller: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: int
    toughness: int
    until: str


@event_type
class LoyaltyPaid(Event):
    """The loyalty cost of a loyalty ability of ``obj`` is paid (606.4): ``amount``
    loyalty counters put on it (removed, if negative), leaving ``total``. A loyalty
    ability of it has been activated this turn (606.3)."""

    KIND: ClassVar[str] = "loyalty_paid"
    SAYS: ClassVar[str] = "{obj}'s loyalty changes by {amount} to {total}"
    obj: int
    amount: int
    total: int


@event_type
class GameRestarted(Event):
    """The game is restarted by ``player``'s effect (725.1): it ends, nobody winning or
    losing, and a new game begins with the same players and cards (725.2). The players'
    life totals go back to the game's starting life, their counters and pools empty; the
    old game's waiting triggers, continuous effects, delayed triggers, combat and turn
    are gone. ``kept`` are the objects the effect leaves in exile (725.5); the events that
    follow put every other card into its owner's new library."""

    KIND: ClassVar[str] = "game_restarted"
    SAYS: ClassVar[str] = "game {game} is restarted by {player}'s effect"
    player: str
    kept: tuple[int, ...]


@event_type
class CardsGathered(Event):
    """As a restarted game begins again, the cards ``player`` owns there (``objs``, from
    any zone) become the new objects ``new_objs`` of their library, in that order,
    before it is shuffled (725.2, 103.3)."""

    KIND: ClassVar[str] = "cards_gathered"
    SAYS: ClassVar[str] = "{player}'s cards in game {game} become their library again"
    player: str
    cards: tuple[int, ...]
    objs: tuple[int, ...]
    new_objs: tuple[int, ...]
# -- life, designations, emblems, companions (114, 702.139, 723) -----------------------------


@event_type
class ModeChosen(Event):
    """The mode of a modal spell is chosen as it is cast (601.2b, 700.2a): ``mode``
    counts from 0 in the order the card lists them."""

    KIND: ClassVar[str] = "mode_chosen"
    SAYS: ClassVar[str] = "mode {mode} is chosen for {obj}"
    obj: int
    mode: int


@event_type
class EmblemCreated(Event):
    """A player gets an emblem (114.2): an object in the command zone, owned and
    controlled by them, with the abilities of the definition called ``name`` (a card
    tagged ``emblem``). It is of its game: it ceases to exist when that game ends."""

    KIND: ClassVar[str] = "emblem_created"
    SAYS: ClassVar[str] = "{controller} gets an emblem: {name}"
    new_obj: int
    name: str
    controller: str


@event_type
class DesignationGained(Event):
    """A player gets a designation of their game (``monarch``, 723.1); a designation
    only one player can have passes from its holder (723.3)."""

    KIND: ClassVar[str] = "designation_gained"
    SAYS: ClassVar[str] = "{player} becomes the {designation}"
    player: str
    designation: str


@event_type
class DesignationLost(Event):
    """A player stops having a designation: another took it, they left the game
    (723.4), or its game ended (a designation is of its game, 727.1b)."""

    KIND: ClassVar[str] = "designation_lost"
    SAYS: ClassVar[str] = "{player} is no longer the {designation} ({reason})"
    player: str
    designation: str
    reason: str


@event_type
class CompanionRevealed(Event):
    """Before a game begins, a player reveals a card with companion they own from
    outside the game, their starting deck meeting its condition (103.2b, 702.139a). The
    card stays outside the game; once in this game they may put it into their hand."""

    KIND: ClassVar[str] = "companion_revealed"
    SAYS: ClassVar[str] = "{player} reveals {card} as their companion"
    player: str
    card: int


@event_type
class CompanionUsed(Event):
    """A player takes the companion's special action of this game (702.139a, 116.2g):
    they paid {3}, and the card comes into their hand next (``CardBroughtIn``)."""

    KIND: ClassVar[str] = "companion_used"
    SAYS: ClassVar[str] = "{player} pays {{3}} to put their companion {card} into their hand"
    player: str
    card: int


@event_type
class CardRevealed(Event):
    """A player reveals a card from their opening hand (103.6b); ``why`` says what the
    reveal does. The card stays where it is."""

    KIND: ClassVar[str] = "card_revealed"
    SAYS: ClassVar[str] = "{player} reveals {card} from their opening hand ({why})"
    player: str
    card: int
    obj: int
    why: str


# -- chance: random outcomes, and the outcomes a scenario states ahead -------------------


@event_type
class OutcomeStated(Event):
    """A scenario states ahead how a random choice will come out (set up, not a rules
    action). The first random choice of kind ``what`` that fits (in game ``for_game`` and
    concerning ``player``, ``""`` for any; for a shuffle, of ``deck``) comes out this way,
    in the order the outcomes are stated; each is used once.

    ``what`` is ``starting_player`` (103.1, 727.2), ``chooser`` (the player who chooses
    who goes first, Ambiguity A2), ``shuffle`` (701.24), ``discard`` (a random discard),
    ``coin`` (705), ``die`` (706) or ``ante`` (407.2). ``result`` is a player id,
    ``heads`` or ``tails``, a die's number, or the name of the card anted; ``top`` and
    ``bottom`` are card names: the top of a shuffled library (top first; the whole
    library, top first, when ``whole``) and its bottom (bottom last), or the cards a
    random discard takes. ``said`` is all of it in plain words."""

    KIND: ClassVar[str] = "outcome_stated"
    SAYS: ClassVar[str] = "set up: {said}"
    what: str
    for_game: str
    player: str
    deck: str
    result: str
    top: tuple[str, ...]
    bottom: tuple[str, ...]
    whole: bool
    said: str


@event_type
class OutcomeUsed(Event):
    """A random choice comes out as the scenario stated (the ``OutcomeStated`` event at
    position ``stated``) instead of by chance; the event that records the choice follows."""

    KIND: ClassVar[str] = "outcome_used"
    SAYS: ClassVar[str] = "by the scenario, not by chance: {said}"
    stated: int
    what: str
    said: str


@event_type
class ChooserChosen(Event):
    """A player is picked at random to choose who takes the subgame's first turn (the
    2004 ruling's reading of 727.2, like 103.1: Ambiguity A2); ``method`` is ``random``
    or ``scenario``."""

    KIND: ClassVar[str] = "chooser_chosen"
    SAYS: ClassVar[str] = "{player} will choose who takes the first turn ({method})"
    player: str
    method: str


@event_type
class CoinFlipped(Event):
    """A player flips a coin (705): ``result`` is ``heads`` or ``tails``; ``method`` says
    whether chance or the scenario decided it.

    Version 2 adds ``call``: for a flip a player wins or loses (705.1), the side they
    called (they win if it came up); ``""`` for a flip with no call (705.2), as every
    version 1 flip was."""

    KIND: ClassVar[str] = "coin_flipped"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{player} flips a coin: {result} ({method})"
    player: str
    result: str
    method: str
    call: str = ""

    @property
    def won(self) -> bool:
        """Whether the flipper won a called flip (705.1)."""
        return bool(self.call) and self.call == self.result

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "call": ""}


@event_type
class DieRolled(Event):
    """A player rolls a die with ``sides`` sides (706): ``result`` from 1 to ``sides``;
    ``method`` says whether chance or the scenario decided it."""

    KIND: ClassVar[str] = "die_rolled"
    SAYS: ClassVar[str] = "{player} rolls a {sides}-sided die: {result} ({method})"
    player: str
    sides: int
    result: int
    method: str
# -- teams (810 Two-Headed Giant, 904.2 Archenemy) ----------------------------------


@event_type
class TeamsFormed(Event):
    """The players of a game play in teams (810.1, 904.2), each team in seat order, with
    shared team turns (805). ``shared_life``: each team shares a life total and its
    poison counters (Two-Headed Giant: 810.4, 810.10), so a life change of one player
    is the team's; the Archenemy's heroes keep their own."""

    KIND: ClassVar[str] = "teams_formed"
    SAYS: ClassVar[str] = "the players of game {game} play in teams: {teams}"
    teams: tuple[tuple[str, ...], ...]
    shared_life: bool


# -- Commander: the owner's options (903.9a, 903.9b) ---------------------------------


@event_type
class CommanderOptionOffered(Event):
    """The owner of a commander may put it into the command zone, and the game waits for
    their answer: ``kind`` ``command`` for a commander in a graveyard or exile (903.9a, a
    state-based action), ``redirect`` for one that would be put into a hand or library
    (903.9b, a replacement). ``from_zone`` is where it is, ``to_zone`` where it would
    go. ``held`` is the answer a paused resolution resumes with once the owner has
    answered (an encoded decision, or empty), ``then`` who receives priority then."""

    KIND: ClassVar[str] = "commander_option_offered"
    SAYS: ClassVar[str] = ("{player} may put their commander {name} into the command zone "
                           "({from_zone} -> {to_zone})")
    player: str
    kind: str
    obj: int
    name: str
    from_zone: str
    to_zone: str
    held: tuple[object, ...]
    then: str


@event_type
class CommanderOptionChosen(Event):
    """The owner's answer to :class:`CommanderOptionOffered`: ``to_command`` puts the
    commander into the command zone (the move follows as the state-based action or the
    replacement is performed); else it stays where it is or goes where it was going."""

    KIND: ClassVar[str] = "commander_option_chosen"
    SAYS: ClassVar[str] = "{player} chooses {answer} for their commander {name}"
    player: str
    #: the question answered: ``command`` (903.9a) or ``redirect`` (903.9b)
    kind: str
    obj: int
    name: str
    to_command: bool
    answer: str


# -- the legend rule (704.5j) ------------------------------------------------------------


@event_type
class LegendChoiceOffered(Event):
    """704.5j: ``player`` controls two or more legendary permanents named ``name``
    (``objs``); they choose one to keep, and the rest go to their owners' graveyards
    with the check's other actions. The check waits for the answer. ``kept`` are the
    legends already chosen in this check (a player with several names answers once per
    name), ``then`` who receives priority once the check is over."""

    KIND: ClassVar[str] = "legend_choice_offered"
    SAYS: ClassVar[str] = "{player} chooses which {name} to keep (the legend rule)"
    player: str
    name: str
    objs: tuple[int, ...]
    kept: tuple[int, ...]
    then: str


@event_type
class LegendKept(Event):
    """The answer to :class:`LegendChoiceOffered`: ``obj`` stays; ``others`` go to their
    owners' graveyards as the check goes on."""

    KIND: ClassVar[str] = "legend_kept"
    SAYS: ClassVar[str] = "{player} keeps {name} (the legend rule)"
    player: str
    obj: int
    name: str
    others: tuple[int, ...]


# -- Planechase (901) ------------------------------------------------------------------


@event_type
class PlanarDieRolled(Event):
    """A player rolls the planar die (901.9, a special action that costs ``cost``, the
    number of times they took it earlier this turn): ``face`` is ``planeswalker``,
    ``chaos`` or ``blank`` (901.3a), the random outcome, recorded here."""

    KIND: ClassVar[str] = "planar_die_rolled"
    SAYS: ClassVar[str] = "{player} rolls the planar die for {cost} mana: {face}"
    player: str
    cost: int
    face: str


@event_type
class ChaosEnsued(Event):
    """Chaos ensues (311.7): the chaos abilities of the face-up planes trigger, controlled
    by the planar controller ``player``."""

    KIND: ClassVar[str] = "chaos_ensued"
    SAYS: ClassVar[str] = "chaos ensues for {player}"
    player: str


@event_type
class Planeswalked(Event):
    """The planar controller ``player`` planeswalks (701.31b, 901.11): each face-up plane
    and phenomenon (``away``) is turned face down and put on the bottom of its owner's
    planar deck, each a new object (``new_objs``); then the top card of ``player``'s
    planar deck (``card``, object ``obj``; ``0`` if it is empty) is turned face up."""

    KIND: ClassVar[str] = "planeswalked"
    SAYS: ClassVar[str] = "{player} planeswalks to {card}"
    player: str
    away: tuple[int, ...]
    new_objs: tuple[int, ...]
    card: int
    obj: int


# -- ante (407) -------------------------------------------------------------------------


@event_type
class CardAnted(Event):
    """A player puts a random card of their library into the ante zone (407.2), after
    the starting player is chosen and before any opening hand is drawn.

    ``card`` is the card chance picked: the random outcome, recorded here, so a replay
    never draws. ``obj`` is its object in the library and ``new_obj`` the object it
    becomes in the ante zone; ``method`` says how it was picked: ``random``, or
    ``scenario`` for an outcome a scenario stated (``[[random]]`` with ``what =
    "ante"``).
    """

    KIND: ClassVar[str] = "card_anted"
    SAYS: ClassVar[str] = "{player} antes {card} ({method})"
    player: str
    card: int
    obj: int
    new_obj: int
    method: str


@event_type
class OwnershipChanged(Event):
    """``player`` becomes the owner of ``cards`` (108.3): the one event that changes who
    owns a card. At the end of a game played for ante, its winner becomes the owner of
    every card in its ante zone (407.2).

    ``objs`` are the cards' objects in the event's game (they are the new owner's from
    now on, wherever they go), and ``owners`` the owners they had, card by card: the
    audit says whose cards changed hands, and a check of the log can follow every
    card's owner from the table's first event.
    """

    KIND: ClassVar[str] = "ownership_changed"
    SAYS: ClassVar[str] = "{player} becomes the owner of {objs}"
    player: str
    cards: tuple[int, ...]
    objs: tuple[int, ...]
    owners: tuple[str, ...]


# -- batch C-ANTE: a dexterity flip (Ambiguity A26) ----------------------------------------


@event_type
class CardFlippedOnto(Event):
    """A card is flipped onto the table (a dexterity card: Ambiguity A26). Its controller
    aimed it at ``aimed`` (608.2d); ``result`` is ``hit`` (it turned over and landed on
    them) or ``miss`` (it has no effect); ``method`` says how the outcome was decided:
    ``random`` (even odds, the table's seeded generator), ``scenario`` (``[[random]]
    what = "dexterity"``) or ``aimed`` (A26's alternative: it lands where it is aimed).
    ``obj`` is the card flipped, as it was when the flip began."""

    KIND: ClassVar[str] = "card_flipped_onto"
    SAYS: ClassVar[str] = "{player} flips {obj} onto the table, aimed at {aimed}: {result} " \
                          "({method})"
    player: str
    obj: int
    aimed: tuple[int, ...]
    result: str
    method: str


# -- combat and damage: shields, combat damage assignment, regeneration -------------------


@event_type
class ShieldCreated(Event):
    """A resolving spell or ability puts a shield around ``subject`` (a player or an
    object; ``None``: anything) for the rest of the turn: ``kind`` ``prevent`` (615.7,
    615.8), ``redirect`` (614.9) or ``regenerate`` (701.19a). ``amount`` is how much damage
    it prevents or redirects (-1: all of it); ``by`` the only source it watches; ``combat``
    whether it watches only combat damage; ``all_but`` what it lets through; ``to`` where
    a redirection sends damage; ``then`` what follows a prevention (615.5); ``once``: it
    acts only the next time. Version 2 adds ``source_filter``: the card language's data of
    a filter the damage's source must match (615: "by creatures with flying"); ``None``,
    any source (every older event); and ``targeting_it``: only damage a resolving spell or
    ability that targets ``subject`` causes (false in older events)."""

    KIND: ClassVar[str] = "shield_created"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{source} puts a {kind} shield around {subject}"
    shield: int
    kind: str
    controller: str
    source: int | None
    subject: Target | None
    amount: int
    by: int | None
    combat: bool
    all_but: int
    to: Target | None
    then: str
    once: bool
    until: str
    #: the name of the object whose effect made it
    name: str
    source_filter: dict[str, Any] | None = None
    #: -- batch B07 --: only damage a spell or ability that targets ``subject`` causes
    targeting_it: bool = False

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "source_filter": None, "targeting_it": False}


@event_type
class ShieldUsed(Event):
    """A shield acted: ``left`` is what it still prevents or redirects (0: it is used up
    and gone; a "next time" shield is gone after it acts once)."""

    KIND: ClassVar[str] = "shield_used"
    SAYS: ClassVar[str] = "a shield acts ({left} left)"
    shield: int
    left: int


@event_type
class ShieldsEnded(Event):
    """Shields that last until end of turn end in the cleanup step (514.2)."""

    KIND: ClassVar[str] = "shields_ended"
    SAYS: ClassVar[str] = "shields end"
    shields: tuple[int, ...]


@event_type
class DamagePrevented(Event):
    """``amount`` of the damage ``source`` would deal to ``target`` is prevented (615.6:
    it never happens), by the shield ``shield`` or by a static ability of ``holder``
    (protection, 702.16e); ``why`` says which, in words."""

    KIND: ClassVar[str] = "damage_prevented"
    SAYS: ClassVar[str] = "{amount} damage {source} would deal to {target} is prevented ({why})"
    source: int
    target: Target
    amount: int
    combat: bool
    shield: int | None
    holder: int | None
    why: str


@event_type
class DamageRedirected(Event):
    """``amount`` of the damage ``source`` would deal to ``target`` is dealt to ``to``
    instead (614.9), by the shield ``shield`` or a static ability of ``holder``."""

    KIND: ClassVar[str] = "damage_redirected"
    SAYS: ClassVar[str] = "{amount} damage {source} would deal to {target} goes to {to} instead"
    source: int
    target: Target
    to: Target
    amount: int
    combat: bool
    shield: int | None
    holder: int | None
    why: str


@event_type
class DamageOrderAsked(Event):
    """Several replacement and prevention effects apply to the damage ``source`` would
    deal to ``target``: ``player`` (the affected player, or the affected object's
    controller) chooses the order they apply in (616.1). ``options`` says each effect."""

    KIND: ClassVar[str] = "damage_order_asked"
    SAYS: ClassVar[str] = "{player} chooses the order of the effects on {source}'s damage to " \
                          "{target}: {options}"
    player: str
    source: int
    target: Target
    options: tuple[str, ...]


@event_type
class DamageOrderChosen(Event):
    """The order ``player`` chose (616.1): ``order`` lists the asked effects by number,
    from 0, the first to apply first."""

    KIND: ClassVar[str] = "damage_order_chosen"
    SAYS: ClassVar[str] = "{player} orders the effects on {source}'s damage to {target}"
    player: str
    source: int
    target: Target
    order: tuple[int, ...]


@event_type
class DamageAssigned(Event):
    """``player`` announces how creatures assign their combat damage (510.1): each
    (creature, recipient, amount). The damage is dealt once every player has."""

    KIND: ClassVar[str] = "damage_assigned"
    SAYS: ClassVar[str] = "{player} assigns combat damage"
    player: str
    assignments: tuple[tuple[int, Target, int], ...]


@event_type
class RemovedFromCombat(Event):
    """These creatures stop being attacking, blocking, blocked or unblocked creatures
    (506.4); an attacker leaves its band (702.22f). An attacker they blocked stays
    blocked (509.1h), but for those in ``unblocked``, which an effect says become unblocked
    (version 2; none in a version 1 event)."""

    KIND: ClassVar[str] = "removed_from_combat"
    VERSION: ClassVar[int] = 2
    SAYS: ClassVar[str] = "{objs} leave combat"
    objs: tuple[int, ...]
    unblocked: tuple[int, ...] = ()

    @staticmethod
    def upcast_v1(payload: dict[str, Any]) -> dict[str, Any]:
        return {**payload, "unblocked": ()}


@event_type
class Regenerated(Event):
    """``obj`` would have been destroyed; its regeneration shield ``shield`` replaces the
    destruction (701.19a): it is tapped, its damage removed and it leaves combat."""

    KIND: ClassVar[str] = "regenerated"
    SAYS: ClassVar[str] = "{obj} regenerates"
    obj: int
    shield: int


@event_type
class DamageRemoved(Event):
    """All damage marked on these permanents is removed (701.19a), apart from the cleanup
    step's (514.2)."""

    KIND: ClassVar[str] = "damage_removed"
    SAYS: ClassVar[str] = "damage is removed from {objs}"
    objs: tuple[int, ...]


# -- batch B04: hidden information shown (701.20, 400.2) ---------------------------------


@event_type
class CardsRevealed(Event):
    """The cards ``objs`` (of card ids ``cards``) of ``player``'s hand are shown to the
    players ``seen_by``: revealed, to every player in the game (701.20: "Target player
    reveals their hand", "Draw a card and reveal it"), or looked at by one ("look at
    target player's hand": a hidden zone seen by one player, 400.2). The cards stay where
    they are; the log holds who saw what."""

    KIND: ClassVar[str] = "cards_revealed"
    SAYS: ClassVar[str] = "{player} shows {objs} to {seen_by}"
    player: str
    seen_by: tuple[str, ...]
    cards: tuple[int, ...]
    objs: tuple[int, ...]


# -- batch B04: a library's top cards put back in an order of a player's choice (401.2) --


@event_type
class LibraryOrdered(Event):
    """Cards of ``player``'s library are put back in the order a player chose ("look at
    the top three cards ..., then put them back in any order", 401.2); ``order`` is the
    library's new order, top first, the same cards."""

    KIND: ClassVar[str] = "library_ordered"
    SAYS: ClassVar[str] = "{player}'s library is put in a chosen order"
    player: str
    order: tuple[int, ...]


# -- batch B10: damage divided as a spell is cast (601.2d) -------------------------------


@event_type
class DamageDivided(Event):
    """The caster of a spell that divides damage among its targets announces the division
    as it is cast (601.2d): ``amounts`` for its targets, in their order. It is fixed: a
    target that becomes illegal loses its share (608.2b)."""

    KIND: ClassVar[str] = "damage_divided"
    SAYS: ClassVar[str] = "the damage of {obj} is divided among its targets: {amounts}"
    obj: int
    amounts: tuple[int, ...]


# -- batch SHIELD: a target chosen by another player (601.2c) -----------------------------


@event_type
class TargetsChosen(Event):
    """``player``, another than its controller, chooses a target of ``obj`` on the stack
    as it is put there (601.2c: "target ... of an opponent's choice"): its targets are
    ``targets`` from now on, and ``player`` is the player it is about (a target "they
    control" is checked against them as it resolves)."""

    KIND: ClassVar[str] = "targets_chosen"
    SAYS: ClassVar[str] = "{player} chooses the targets of {obj}: {targets}"
    obj: int
    player: str
    targets: tuple[Target, ...]


@event_type
class TargetsChanged(Event):
    """-- batch SHIELD --: an effect changes the targets of ``obj``, a spell or ability on
    the stack, to ``targets`` (115.7a: each changed one to another legal target), by
    ``player``'s choice (Reflecting Mirror's controller)."""

    KIND: ClassVar[str] = "targets_changed"
    SAYS: ClassVar[str] = "{player} changes the targets of {obj} to {targets}"
    obj: int
    player: str
    targets: tuple[Target, ...]


# -- batch c-mana: mana that may be spent only on some spells (106.6) ---------------------


@event_type
class RestrictedManaAdded(Event):
    """Mana goes into a pool with a restriction on how it may be spent (106.6): ``only``
    says the spells it may pay for (``artifact_spells``: Mishra's Workshop's "Spend this
    mana only to cast artifact spells"; ``creature_spells``). It empties with the rest of
    the pool (106.4)."""

    KIND: ClassVar[str] = "restricted_mana_added"
    SAYS: ClassVar[str] = "{player} adds {mana} to their mana pool, to spend only on {only}"
    player: str
    mana: str
    source: int | None
    only: str


@event_type
class RestrictedManaSpent(Event):
    """Mana of a restriction ``only`` is spent on the spell ``obj`` it may pay for
    (106.6)."""

    KIND: ClassVar[str] = "restricted_mana_spent"
    SAYS: ClassVar[str] = "{player} spends {mana} (only for {only})"
    player: str
    mana: str
    obj: int | None
    only: str


# -- batch C-TURN: a turn or a step skipped instead (614.1b, 614.10) -----------------------


@event_type
class Skipped(Event):
    """-- batch C-TURN --: ``player`` skips their turn (``what = "turn"``; ``extra``: an
    extra turn, 500.7) or the draw step of their turn (``"draw_step"``), by the
    replacement effect of the permanent ``source`` (614.1b): it doesn't happen at all
    (614.10)."""

    KIND: ClassVar[str] = "skipped"
    SAYS: ClassVar[str] = "{player} skips their {what}"
    player: str
    what: str
    extra: bool
    source: int
    name: str


# -- batch T-ORDER: a player orders their own simultaneous triggers (603.3b) ---------------


@event_type
class TriggerOrderAsked(Event):
    """-- batch T-ORDER --: ``player`` has two or more triggers waiting to go on the stack
    at once, ``triggers`` (their sources' ``names``), numbered from 0 in the order they
    triggered, and is asked their order (603.3b); once they are on the stack ``then``
    receives priority under ``then_rule``, as they would have without the question."""

    KIND: ClassVar[str] = "trigger_order_asked"
    SAYS: ClassVar[str] = "{player} chooses the order of their triggered abilities"
    player: str
    triggers: tuple[int, ...]
    names: tuple[str, ...]
    then: str | None
    then_rule: str


@event_type
class TriggersOrdered(Event):
    """-- batch T-ORDER --: ``player`` puts their waiting triggers ``triggers`` on the
    stack in this order (603.3b), the first listed first (so it resolves last);
    ``names``: their sources' names, in the same order."""

    KIND: ClassVar[str] = "triggers_ordered"
    SAYS: ClassVar[str] = "{player} orders their triggered abilities"
    player: str
    triggers: tuple[int, ...]
    names: tuple[str, ...]


# -- batch D-PILES: face-down cards (406.3) ---------------------------------------------


@event_type
class ExiledFaceDown(Event):
    """The top card of ``player``'s library (the object ``obj``, card ``card``) is exiled
    face down as the new object ``new_obj`` (406.3): nobody may look at it. The event
    holds its identity, so a replay rebuilds the game; the audit says what everybody
    saw, a card going from the library to exile face down, without naming it (as a draw
    doesn't name the card drawn)."""

    KIND: ClassVar[str] = "exiled_face_down"
    SAYS: ClassVar[str] = "{player} exiles the top card of their library face down"
    player: str
    card: int
    obj: int
    new_obj: int


# -- batch M-MASK: face-down permanents (708) --------------------------------------------


@event_type
class SpellCastFaceDown(SpellCast):
    """``player`` casts the card ``card`` face down (708.4) as the spell ``new_obj``: a
    2/2 creature spell with no name, types, color, mana cost or abilities (708.2), cast
    without paying its mana cost while an effect resolves (Illusionary Mask). A cast like
    any other (``spell_cast``'s fields), whose audit doesn't name the card; the
    permanent it becomes is face down too, turned face up instead when it would assign
    or deal damage, be dealt damage or become tapped (``turns_up``, 708.8)."""

    KIND: ClassVar[str] = "spell_cast_face_down"
    VERSION: ClassVar[int] = 1
    SAYS: ClassVar[str] = "{player} casts a card face down"
    turns_up: bool


@event_type
class TurnedFaceUp(Event):
    """The face-down permanent ``obj`` is turned face up (708.8): it is the card
    ``name`` again, the same object (no zone change, so it doesn't enter), keeping its
    damage, counters and tapped state."""

    KIND: ClassVar[str] = "turned_face_up"
    SAYS: ClassVar[str] = "{obj} is turned face up: it is {name}"
    obj: int
    name: str


# -- batch D-PILES: piles (700.3) -------------------------------------------------------


@event_type
class PilesDivided(Event):
    """``player`` divides objects into piles (700.3) for the resolving object ``source``:
    ``piles`` holds each pile's objects, in the order of its ``labels`` (a pile may be
    empty). The piles last until the end of combat."""

    KIND: ClassVar[str] = "piles_divided"
    SAYS: ClassVar[str] = "{player} divides into piles: {piles}"
    player: str
    source: int
    labels: tuple[str, ...]
    piles: tuple[tuple[int, ...], ...]


@event_type
class PilesChosen(Event):
    """``player`` chooses a pile's label for each of the attacking creatures ``objs``
    (their ``labels``, in the same order), for the resolving object ``source``: each
    can't be blocked this combat except by creatures with flying and the creatures in
    the piles with its label that ``source``'s division made (509.1b: Raging River)."""

    KIND: ClassVar[str] = "piles_chosen"
    SAYS: ClassVar[str] = "{player} chooses piles for attackers: {objs}"
    player: str
    source: int
    objs: tuple[int, ...]
    labels: tuple[str, ...]


@event_type
class PilesAssigned(Event):
    """The piles ``player`` divided (the last ``piles_divided`` of theirs) are assigned
    to attacking creatures at random, a different one each (Camouflage, 700.3):
    ``objs`` names the attacker of each pile, in the piles' order; ``method`` says
    whether chance (``random``) or the scenario (``scenario``: ``[[random]] what =
    "piles"``) decided it."""

    KIND: ClassVar[str] = "piles_assigned"
    SAYS: ClassVar[str] = "{player}'s piles are assigned at random to {objs}"
    player: str
    objs: tuple[int, ...]
    method: str
# -- batch D-CONTROL: a payment an effect offers, a special action (116.1) -----------------


@event_type
class OfferPaid(Event):
    """-- batch D-CONTROL --: ``player`` pays ``cost`` for what the effect ``effect`` of
    ``name`` offers, a special action taken with priority (116.1): ``what`` it does
    follows at once (a shield, ``ShieldCreated``, 615.7; or a delayed triggered ability
    used up without triggering, ``DelayedTriggerUsed``, 603.7)."""

    KIND: ClassVar[str] = "offer_paid"
    SAYS: ClassVar[str] = "{player} pays {cost} ({name}): {what}"
    player: str
    effect: int
    cost: str
    name: str
    what: str


# -- batch D-CONTROL: a "you may" redirection, chosen for each damage (614.9) -------------


@event_type
class RedirectionOffered(Event):
    """-- batch D-CONTROL --: the shield ``shield`` ("you may have that damage dealt to you
    instead", ``why`` in words) would apply to the damage ``source`` would deal to
    ``target``: ``player``, its controller, chooses whether it does (614.9)."""

    KIND: ClassVar[str] = "redirection_offered"
    SAYS: ClassVar[str] = "{player} may apply {why} to {source}'s damage to {target}"
    player: str
    source: int
    target: Target
    shield: int
    why: str


@event_type
class RedirectionChosen(Event):
    """-- batch D-CONTROL --: ``player`` chose whether their shield ``shield`` redirects
    the damage ``source`` would deal to ``target`` (``yes``), for that damage only."""

    KIND: ClassVar[str] = "redirection_chosen"
    SAYS: ClassVar[str] = "{player} chooses whether to redirect {source}'s damage to {target}"
    player: str
    source: int
    target: Target
    shield: int
    yes: bool


# -- batch W-CMD: control of another player (722) -----------------------------------------


@event_type
class PlayerControlled(Event):
    """-- batch W-CMD --: ``controller`` controls ``player`` in this game from now on
    (722.1): every decision asked of ``player`` is made by ``controller`` (722.4), and
    recorded as ``player``'s (``Decided``), between this event and
    ``PlayerControlEnded``. Only control of the player changes: their permanents and
    spells keep their controllers (722.2)."""

    KIND: ClassVar[str] = "player_controlled"
    SAYS: ClassVar[str] = "{controller} controls {player}"
    player: str
    controller: str
    #: the spell or ability (its object on the stack) whose resolution the control lasts
    #: for: it ends as that resolution ends ("until [this] finishes resolving"); 0: until
    #: its own ``PlayerControlEnded``
    while_resolving: int = 0


@event_type
class PlayerControlEnded(Event):
    """-- batch W-CMD --: ``controller`` no longer controls ``player`` in this game
    (722.1): ``player`` makes their own decisions again."""

    KIND: ClassVar[str] = "player_control_ended"
    SAYS: ClassVar[str] = "{controller} no longer controls {player}"
    player: str
    controller: str
