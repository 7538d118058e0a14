"""Rule citations, in one place.

Every event names the rule that caused it. The numbers here are the current
edition's (the one whose subgame rule is 727); :func:`cite` maps the subgame
rules to the numbering of older editions (506 in 2004 and 2008, 715 in 2014),
whose supporting rules we cite by their current numbers.

The facts behind the numbers (each edition's subgame rules, where each current
subgame rule went in the older editions, the titles of the supporting rules) are
data in :mod:`shahrazad.events.rulebook`; tests/test_citations.py checks every number here
and every rule number written elsewhere in the engine against it, so a
renumbering shows up there. Key any change on the rule's content, not on a
remembered number.
"""

from __future__ import annotations

from shahrazad.events.rulebook import CURRENT_ONLY, RENUMBERED, SPLIT_STEPS
from shahrazad.events.rulebook import EDITIONS as EDITIONS
from shahrazad.events.rulebook import FIRST_PLAYER as FIRST_PLAYER
from shahrazad.events.rulebook import RELEASE as RELEASE

# Starting and ending the game
TABLE = "100.1"
START = "103"
STARTING_PLAYER = "103.1"
SHUFFLE_DECK = "103.3"
OPENING_HAND = "103.5"
MULLIGAN = "103.5"
FIRST_TURN = "103.8"
CONCEDE = "104.3a"
LOSE_LIFE_ZERO = "704.5a"
LOSE_EMPTY_LIBRARY = "704.5b"
LOSE_POISON = "704.5c"
WIN_LAST_PLAYER = "104.2a"
DRAW_GAME = "104.4a"
LEAVE_MULTIPLAYER = "800.4a"
#: ante (407): an optional variation; each player antes a random card of their deck and
#: the winner becomes the owner of the ante
ANTE = "407.2"

# Mana, priority, the stack
ADD_MANA = "106.3"
MANA_EMPTIES = "106.4"
#: -- batch B02 --: a triggered mana ability resolves at once (605.1b, 605.4a)
TRIGGERED_MANA = "605.4a"
PRIORITY_STEP = "117.3a"
PRIORITY_AFTER_RESOLVE = "117.3b"
PRIORITY_AFTER_ACTION = "117.3c"
PASS = "117.3d"
ALL_PASSED = "117.4"
LIFE = "119.3"
PAY_LIFE = "119.4"
#: -- batch B11 --: life totals exchanged: each gains or loses the difference (701.12c)
EXCHANGE_LIFE = "701.12c"
LIFELINK = "702.15b"
REPLACEMENT = "614.1a"
AS_ENTERS = "614.1c"
#: -- batch B03 --: "enters tapped", a replacement (614.1d): the permanent never becomes
#: tapped, so "whenever ... becomes tapped" doesn't trigger
ENTERS_TAPPED = "614.1d"
#: -- batch B03 --: "if it would die, exile it instead", a replacement (614.1a)
EXILED_INSTEAD = "614.1a"
ENERGY = "107.14"
STATE_TRIGGER = "603.8"
MODES = "601.2b"
#: -- batch D-TRIG --: a modal triggered ability's mode, chosen as it is put on the stack
TRIGGER_MODE = "603.3c"
DIVIDE = "601.2d"  # -- batch B10 --
TARGETS = "601.2c"  # -- batch SHIELD --: a target another player chooses
CANT = "101.2"
LOSE_BY_EFFECT = "104.3e"
EMBLEM = "114.1"
MONARCH = "723.1"
MONARCH_TRIGGERS = "723.2"
MONARCH_ONE = "723.3"
MONARCH_LEAVES = "723.4"
COMPANION = "702.139a"
COMPANION_REVEAL = "103.2b"
COMPANION_ACTION = "116.2g"
OPENING_HAND_REVEAL = "103.6b"
DAMAGE_TO_PLAYER = "120.3a"
DAMAGE_TO_CREATURE = "120.3e"
DAMAGE = "120.3"
DRAW = "121.1"
DRAW_EMPTY = "121.4"
COUNTERS = "122.1"
PLAY_LAND = "305.1"
CAST = "601.2"
PAY = "601.2h"
ACTIVATE = "602.2"
MANA_ABILITY = "605.3a"
TRIGGER = "603.2"
APNAP = "603.3b"
DELAYED = "603.7"
KEYWORD_TRIGGER = "702.23a"  # batch B09: rampage's ability triggers as it becomes blocked
RESOLVE = "608.2"
RESOLVE_CHOICE = "608.2d"
FIZZLE = "608.2b"
TO_GRAVEYARD = "608.2n"
RESOLVE_PERMANENT = "608.3"
AURA_ATTACH = "608.3c"  # an Aura spell resolves attached to its target
CONTROL_LAYER = "613.1b"
CONTINUOUS = "611.2"
EXILE_UNTIL = "610.3"  # exiled until a permanent leaves: a linked one-shot effect

# Keyword actions
COUNTER = "701.6"
DESTROY = "701.8"
DISCARD = "701.9"
EXILE = "701.13"
SACRIFICE = "701.21"
#: batch B05: milling cards (701.17a)
MILL = "701.17a"
SEARCH = "701.23"
SHUFFLE = "701.24"
#: -- batch B04 --: a card or a hand revealed to all (701.20), or seen by one player (400.2)
REVEAL = "701.20"
LOOK = "400.2"
LIBRARY_ORDER = "401.2"
#: -- batch D-PILES --: a card exiled face down: nobody may look at it (406.3)
EXILE_FACE_DOWN = "406.3"
#: -- batch D-PILES --: objects divided into piles (700.3)
PILES = "700.3"
#: -- batch D-PILES --: a restriction on which creatures may block an attacker (509.1b)
BLOCK_RESTRICTION = "509.1b"
TAP = "701.26"
EXTRA_TURN = "500.7"
#: -- batch C-TURN --: a turn or a step skipped instead: it doesn't happen (614.10)
SKIP_INSTEAD = "614.10"
COIN_FLIP = "705.1"
COIN_FLIP_UNCALLED = "705.2"
DIE_ROLL = "706.1"

# Turn structure
TURN = "500.1"
STEP = {
    "untap": "502.1", "upkeep": "503.1", "draw": "504.1", "main1": "505.1",
    "beginning_of_combat": "507.1", "declare_attackers": "508.1",
    "declare_blockers": "509.1", "first_strike_damage": "510.4", "combat_damage": "510.1",
    "end_of_combat": "511.1", "main2": "505.1", "end": "513.1", "cleanup": "514.1",
}
UNTAP = "502.3"
DRAW_STEP = "504.1"
DECLARE_ATTACKERS = "508.1"
ATTACK_TAPS = "508.1f"
#: -- batch d-attack --: a cost to attack is paid (508.1i), after the mana abilities
#: (508.1h), once the total is locked in (508.1g)
PAY_TO_ATTACK = "508.1i"
DECLARE_BLOCKERS = "509.1"
END_COMBAT = "511.3"
HAND_SIZE = "514.1"
CLEANUP = "514.2"

# State-based actions
SBA_TOKEN = "704.5d"
SBA_TOUGHNESS = "704.5f"
SBA_LETHAL = "704.5g"
SBA_LEGEND = "704.5j"
SBA_WORLD = "704.5k"  # batch B09: the world rule
SBA_AURA = "704.5m"

# Subgames, keyed by the current number; cite() maps them to older editions' numbers.
SUBGAME = "727.1a"
SUBGAME_ISOLATION = "727.1b"
SUBGAME_START = "727.2"
SUBGAME_SHORT_LIBRARY = "727.3"
SUBGAME_OUTSIDE = "727.4"
SUBGAME_DEFERRED = "727.4a"
SUBGAME_COUNTERS = "727.4b"
SUBGAME_END = "727.5"
SUBGAME_NESTED = "727.6"

SUBGAME_DECKS = "727.2a"
SUBGAME_VANGUARD = "727.2b"
SUBGAME_COMMANDER = "727.2c"
SUBGAME_DECKS_END = "727.5a"
SUBGAME_VANGUARD_END = "727.5b"
SUBGAME_COMMANDER_END = "727.5c"
#: 2014 only: the archenemy's scheme deck has rules of its own (current 727.2a/5a cover it)
SUBGAME_SCHEMES_2014 = "715.2d"
SUBGAME_SCHEMES_END_2014 = "715.5d"

# Copies, flash, planeswalkers, restarting, casting from outside (issue 10, part B)
COPY_SPELL = "707.10"
COPY_NEW_TARGETS = "707.10c"
COPIABLE_VALUES = "707.2"
ENTERS_AS = "614.1c"
SBA_COPY = "704.5e"
SBA_LOYALTY = "704.5i"
ENTERS_WITH_LOYALTY = "306.5b"
LOYALTY_TIMING = "606.3"
LOYALTY_COST = "606.4"
LOYALTY_TOO_FEW = "606.5"
DAMAGE_TO_PLANESWALKER = "120.3c"
CAST_PERMISSION = "601.3"
CANT_ACTIVATE = "602.5"
WITHOUT_MANA_COST = "118.9"
#: -- batch M-MASK --: a card cast face down (708.4)
FACE_DOWN_SPELL = "708.4"
LINKED_EXILE = "607.2a"
TYPE_LAYER = "613.1d"
RESTART = "725.1"
RESTART_FIRST = "725.1a"
RESTART_CARDS = "725.2"
RESTART_FINISHES = "725.4"
#: Adventures exist only in the current rules, where 715 is Adventurer Cards; an older
#: edition's 715 (2014) is Subgames, so there cite() gives a general rule instead
ADVENTURE = "715.3"
ADVENTURE_EXILE = "715.3d"

# Command-zone variants (901-904) and the steps of rule 103 they add
COMMANDER_SETUP = "903.6"
COMMANDER_TAX = "903.8"
COMMANDER_SBA = "903.9a"
COMMANDER_REPLACEMENT = "903.9b"
VANGUARD_SETUP = "902.3"
VANGUARD_LIFE = "902.4"
PLANAR_SETUP = "901.3"
SCHEME_SETUP = "904.3"
ARCHENEMY_LIFE = "904.5"
ARCHENEMY_FIRST = "103.1b"
SHUFFLE_SUPPLEMENTARY = "103.3a"
STARTING_PLANE = "103.7"
SET_IN_MOTION = "904.9"
SBA_COMMANDER_DAMAGE = "704.6c"
ARCHENEMY_TEAMS = "904.2"

# Teams: shared team turns (805), Two-Headed Giant (810)
TEAM_WINS = "104.2c"
TEAM_TURNS = "805.4"
TEAM_DRAWS = "805.4b"
TEAM_ATTACKS = "805.10a"
TWO_HEADED_GIANT = "810.1"
TEAM_LOSES = "810.8a"
SBA_TEAM_LIFE = "704.6a"
SBA_TEAM_POISON = "704.6b"

# Planechase: the planar die, chaos, planeswalking, phenomena
PLANAR_DIE = "901.9"
DIE_CHAOS = "901.9b"
DIE_PLANESWALKER = "901.9c"
PLANE_OWNER_LEAVES = "901.10"
PLANESWALK = "701.31b"
PLANESWALKED = "901.11"
CHAOS = "311.7"
ENCOUNTER = "312.5"
SBA_PHENOMENON = "704.6f"


def cite(rule: str, edition: str = "current", step: str = "") -> str:
    """The number of ``rule`` (given in current numbering) in ``edition``; ``step`` names
    the part of the rule cited where an older edition gave that part a rule of its own
    (:data:`FIRST_PLAYER`, :data:`RELEASE`). The mapping is
    :data:`shahrazad.events.rulebook.RENUMBERED` and :data:`shahrazad.events.rulebook.SPLIT_STEPS`.
    A rule the older editions lack (the Adventures of 715,
    :data:`shahrazad.events.rulebook.CURRENT_ONLY`) is cited there by the general rule that stands
    in for it, so a 2014 table's 715 is always Subgames.

    >>> cite(SUBGAME_START, "2004"), cite(SUBGAME_START, "2004", FIRST_PLAYER)
    ('506.3', '506.4')
    >>> cite(ADVENTURE), cite(ADVENTURE, "2014")
    ('715.3', '601.2')
    """
    if edition == "current":
        return rule
    if rule in CURRENT_ONLY:  # a rule of the current edition only (Adventures)
        return CURRENT_ONLY[rule].older
    if rule not in RENUMBERED:
        return rule
    split = SPLIT_STEPS.get((rule, step), {})
    return split.get(edition, RENUMBERED[rule][edition])

# -- batch W-CMD: control of another player (722) --
#: a player controls another player (722.1), for as long as the effect says
PLAYER_CONTROL = "722.1"
#: the controlling player makes every decision the controlled player makes (722.4)
PLAYER_CONTROL_DECIDES = "722.4"
