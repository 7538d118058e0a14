"""The rulebook as data: the editions, their subgame rules, and the rules the engine cites.

Every event names the rule that caused it, in the numbering of its table's edition
of the Comprehensive Rules. This module holds the facts that numbering rests on, so
that neither the engine, the audit nor a test has to read a rules text:

* :data:`EDITIONS`, the editions a table can be played under, and the section each
  gives subgames (:data:`SUBGAME_SECTION`: 727 now, 715 in 2014, 506 in 2008 and
  2004);
* :data:`SUBGAME_RULES`, each edition's numbered subgame rules: the number, what the
  rule covers in our own words, and a few phrases of that edition's text that
  identify it (never the rule's sentences);
* :data:`RENUMBERED` and :data:`SPLIT_STEPS`, where each current subgame rule is in
  an older edition (:func:`shahrazad.rules.citations.cite` reads them);
* :data:`SECTION_TITLES` and :data:`SUPPORTING_RULES`, the titles of the sections and
  of the ordinary rules the engine cites, in current numbering (the edition whose
  rule 727 is Subgames). Older editions' tables cite these by their current numbers
  too, so in an older edition a 506 or 715 number is only ever a subgame rule;
* :data:`CURRENT_ONLY`, the rules only the current edition has that are numbered where
  an older edition has its subgame rules (the Adventures of 715), each with the general
  rule an older edition's table cites instead.

The data was checked against the rule texts of each edition; tests/test_citations.py
checks every citation of the engine against it. It is plain data with small lookups:
``events`` is the bottom layer, so the engine and the projections both read it.

>>> SUBGAME_SECTION["2014"], RENUMBERED["727.4a"]["2008"]
('715', '506.4a')
>>> [rule.keywords[0] for rule in subgame_rules("2004", "506.3")]
['library', 'than seven cards']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

#: The editions a table can be played under, newest first. "current" is the one whose
#: rule 727 is Subgames; the others are named by the year of their release.
EDITIONS: Final = ("current", "2014", "2008", "2004")

#: The section each edition gives subgames.
SUBGAME_SECTION: Final[Mapping[str, str]] = {
    "current": "727", "2014": "715", "2008": "506", "2004": "506",
}


@dataclass(frozen=True, slots=True)
class SubgameRule:
    """One numbered rule of an edition's subgame section.

    ``title`` says in our words what the rule covers; ``keywords`` are short phrases
    (lower case, straight quotes) that occur in that edition's text of the rule and
    identify its content, so a citation can be checked for being about the right thing.
    """

    number: str
    title: str
    keywords: tuple[str, ...]


def _rule(number: str, title: str, *keywords: str) -> SubgameRule:
    return SubgameRule(number, title, keywords)


#: Each edition's subgame rules, in the order of its text. 2004 numbers two rules 506.3
#: (the library becomes the subgame deck; a deck of fewer than seven cards loses), has no
#: 506.1a/b, defers *every* main-game trigger until the subgame is over (506.2) and puts
#: the random first player in a rule of its own (506.4). 2014 alone has rules for the
#: archenemy's scheme deck (715.2d, 715.5d); the current edition covers scheme decks with
#: every other supplementary deck (727.2a, 727.5a) and is the first with 727.4b (counters
#: on players).
SUBGAME_RULES: Final[Mapping[str, tuple[SubgameRule, ...]]] = {
    "current": (
        _rule("727.1", "A card lets players play a subgame",
              "play a magic subgame", "shahrazad"),
        _rule("727.1a", "What a subgame and its main game are; the main game waits",
              "completely separate magic game", "main game", "resumes when the subgame ends"),
        _rule("727.1b", "Neither game's effects mean anything in the other",
              "no effects or definitions", "winner or loser"),
        _rule("727.2", "Starting: new zones, the libraries move, a random first player",
              "new set of game zones", "library", "shuffles", "goes first",
              "starting the game"),
        _rule("727.2a", "Starting: supplementary decks move to the subgame",
              "supplementary decks", "command zone"),
        _rule("727.2b", "Starting: the vanguard card moves to the subgame",
              "vanguard card", "command zone"),
        _rule("727.2c", "Starting: the commander moves to the subgame",
              "commander", "command zone"),
        _rule("727.3", "A deck of fewer than seven cards loses at the first upkeep",
              "than seven cards", "upkeep", "mulligans"),
        _rule("727.4", "What is outside the subgame", "outside the subgame"),
        _rule("727.4a", "Cards brought in from the main game; its triggers wait",
              "bring cards into a game from outside", "onto the stack until",
              "main game resumes"),
        _rule("727.4b", "Counters on a player belong to their game", "counters"),
        _rule("727.5", "Ending: cards go home, the main game resumes",
              "at the end of a subgame", "library", "shuffles", "exile zone", "phased-out",
              "onto the stack"),
        _rule("727.5a", "Ending: supplementary decks go back to the main game",
              "at the end of a subgame", "supplementary decks"),
        _rule("727.5b", "Ending: the vanguard card goes back to the main game",
              "at the end of a subgame", "vanguard card"),
        _rule("727.5c", "Ending: the commander goes back to the main game",
              "at the end of a subgame", "commander"),
        _rule("727.6", "Subgames within subgames", "subgame can be created within a subgame"),
    ),
    "2014": (
        _rule("715.1", "A card lets players play a subgame", "play a magic subgame"),
        _rule("715.1a", "What a subgame and its main game are; the main game waits",
              "completely separate magic game", "main game", "resumes when the subgame ends"),
        _rule("715.1b", "Neither game's effects mean anything in the other",
              "no effects or definitions", "winner or loser"),
        _rule("715.2", "Starting: new zones, the libraries move, a random first player",
              "new set of game zones", "library", "shuffles", "goes first",
              "starting the game"),
        _rule("715.2a", "Starting: planar decks move to the subgame",
              "planechase", "planar deck", "command zone"),
        _rule("715.2b", "Starting: the vanguard card moves to the subgame",
              "vanguard card", "command zone"),
        _rule("715.2c", "Starting: the commander moves to the subgame",
              "commander", "command zone"),
        _rule("715.2d", "Starting: the archenemy's scheme deck moves to the subgame",
              "archenemy", "scheme deck", "command zone"),
        _rule("715.3", "A deck of fewer than seven cards loses at the first upkeep",
              "than seven cards", "upkeep", "mulligans"),
        _rule("715.4", "What is outside the subgame", "outside the subgame"),
        _rule("715.4a", "Cards brought in from the main game; its triggers wait",
              "bring cards into a game from outside", "onto the stack until",
              "main game resumes"),
        _rule("715.5", "Ending: cards go home, the main game resumes",
              "at the end of a subgame", "library", "shuffles", "exile zone",
              "onto the stack"),
        _rule("715.5a", "Ending: planar decks go back to the main game",
              "at the end of a subgame", "planechase", "planar deck"),
        _rule("715.5b", "Ending: the vanguard card goes back to the main game",
              "at the end of a subgame", "vanguard card"),
        _rule("715.5c", "Ending: the commander goes back to the main game",
              "at the end of a subgame", "commander"),
        _rule("715.5d", "Ending: the archenemy's scheme deck goes back to the main game",
              "at the end of a subgame", "archenemy", "scheme deck"),
        _rule("715.6", "Subgames within subgames", "subgame can be created within a subgame"),
    ),
    "2008": (
        _rule("506.1", "Some cards let players play a subgame", "play a magic subgame"),
        _rule("506.1a", "What a subgame and its main game are; the main game waits",
              "completely separate magic game", "main game", "resumes when the subgame ends"),
        _rule("506.1b", "Neither game's effects mean anything in the other",
              "no effects or definitions", "winner or loser"),
        _rule("506.2", "Starting: new zones, the libraries move, a random first player",
              "new set of game zones", "library", "shuffles", "goes first",
              "starting the game"),
        _rule("506.3", "A deck of fewer than seven cards loses at the first upkeep",
              "size of a player's deck", "than seven cards", "upkeep", "mulligans"),
        _rule("506.4", "What is outside the subgame", "outside the subgame"),
        _rule("506.4a", "Cards brought in from the main game; its triggers wait",
              "bring cards into a game from outside", "onto the stack until",
              "main game resumes"),
        _rule("506.5", "Ending: cards go home (removed ones too), the main game resumes",
              "at the end of a subgame", "library", "shuffles", "removed-from-the-game zone",
              "change from previous rules", "onto the stack"),
        _rule("506.6", "Subgames within subgames", "subgame can be created within a subgame"),
    ),
    "2004": (
        _rule("506.1", "Shahrazad's subgame; the main game is suspended until it ends",
              "play a magic subgame", "shahrazad", "main game is suspended",
              "resumes when the subgame ends"),
        _rule("506.2", "Every main-game trigger waits until the subgame is over",
              "main-game abilities that trigger", "onto the stack until",
              "until the subgame is completed"),
        _rule("506.3", "Starting: each library is removed from the game face down",
              "library", "from the game face down", "deck in the subgame"),
        _rule("506.3", "A deck of fewer than seven cards loses at once",
              "than seven cards", "mulligans"),
        _rule("506.4", "The subgame is a normal game with a random first player",
              "proceeds like a normal game", "goes first"),
        _rule("506.5", "What is outside the subgame", "outside the subgame"),
        _rule("506.5a", "Cards brought in count as removed from the main game",
              "bring cards into a game from outside", "removed from the main game"),
        _rule("506.6", "Ending: cards go home, removed ones stay removed",
              "at the end of a subgame", "library", "shuffles",
              "remain removed from the game"),
        _rule("506.7", "Subgames within subgames",
              "another subgame is created during a subgame"),
    ),
}


def subgame_rules(edition: str, number: str) -> tuple[SubgameRule, ...]:
    """The subgame rules of ``edition`` numbered ``number``: none, one, or (2004's 506.3)
    two.

    >>> [rule.number for rule in subgame_rules("2014", "715.2d")]
    ['715.2d']
    >>> subgame_rules("2008", "506.7")
    ()
    """
    return tuple(rule for rule in SUBGAME_RULES[edition] if rule.number == number)


def subgame_numbers(edition: str) -> frozenset[str]:
    """Every number of ``edition``'s subgame rules.

    >>> sorted(subgame_numbers("2004"))[:3]
    ['506.1', '506.2', '506.3']
    """
    return frozenset(rule.number for rule in SUBGAME_RULES[edition])


#: Each current subgame rule -> its number in each older edition. Where an older edition
#: has no counterpart, the rule it cites instead gives the same result: before 727.4b
#: (counters on players) the isolation rule 1b did; 2008 and 2004 have no variant rules
#: (2a-c, 5a-c), so those cite the general rule; 2004 has no 506.1a/b (506.1 stands in:
#: isolation was only a ruling then) and splits 727.4a in two: 506.5a says such abilities
#: trigger, 506.2 that (every) main-game trigger waits, which is what 727.4a is cited for.
RENUMBERED: Final[Mapping[str, Mapping[str, str]]] = {
    "727.1": {"2014": "715.1", "2008": "506.1", "2004": "506.1"},
    "727.1a": {"2014": "715.1a", "2008": "506.1a", "2004": "506.1"},
    "727.1b": {"2014": "715.1b", "2008": "506.1b", "2004": "506.1"},
    "727.2": {"2014": "715.2", "2008": "506.2", "2004": "506.3"},
    "727.2a": {"2014": "715.2a", "2008": "506.2", "2004": "506.3"},
    "727.2b": {"2014": "715.2b", "2008": "506.2", "2004": "506.3"},
    "727.2c": {"2014": "715.2c", "2008": "506.2", "2004": "506.3"},
    "727.3": {"2014": "715.3", "2008": "506.3", "2004": "506.3"},
    "727.4": {"2014": "715.4", "2008": "506.4", "2004": "506.5"},
    "727.4a": {"2014": "715.4a", "2008": "506.4a", "2004": "506.2"},
    "727.4b": {"2014": "715.1b", "2008": "506.1b", "2004": "506.1"},
    "727.5": {"2014": "715.5", "2008": "506.5", "2004": "506.6"},
    "727.5a": {"2014": "715.5a", "2008": "506.5", "2004": "506.6"},
    "727.5b": {"2014": "715.5b", "2008": "506.5", "2004": "506.6"},
    "727.5c": {"2014": "715.5c", "2008": "506.5", "2004": "506.6"},
    "727.6": {"2014": "715.6", "2008": "506.6", "2004": "506.7"},
}

#: Steps of a procedure that one rule covers now but an older edition gave a rule of its
#: own, named so a citation can say which step it means.
FIRST_PLAYER: Final = "first player"
RELEASE: Final = "release"

#: (current rule, step) -> {older edition: number}. 2004 randomly determines the first
#: player in 506.4, not with the library in 506.3; and it lets the waiting main-game
#: triggers go by 506.2, where later editions say so in the rule that ends the subgame.
SPLIT_STEPS: Final[Mapping[tuple[str, str], Mapping[str, str]]] = {
    ("727.2", FIRST_PLAYER): {"2004": "506.4"},
    ("727.5", RELEASE): {"2004": "506.2"},
}

@dataclass(frozen=True, slots=True)
class CurrentOnlyRule:
    """A rule the engine cites that only the current edition has, numbered where an older
    edition has a rule of its own: ``title`` says what it covers, and ``older`` is the
    supporting rule an older edition's table cites instead (a general rule that also
    covers what happens)."""

    title: str
    older: str


#: Rules of the current edition whose numbers an older edition gives its subgame rules:
#: the Adventures (Throne of Eldraine, 2019) are 715 now, and 715 is Subgames in 2014. An
#: older table cites the general rule instead, so 715 there is only ever a subgame rule.
CURRENT_ONLY: Final[Mapping[str, CurrentOnlyRule]] = {
    "715.3": CurrentOnlyRule("Adventurer Cards: casting the card as an Adventure", "601.2"),
    "715.3d": CurrentOnlyRule("Adventurer Cards: a resolving Adventure is exiled, and its card "
                              "may be cast from exile", "608.2n"),
}


@dataclass(frozen=True, slots=True)
class MulliganRule:
    """The mulligan rule in force when an edition came out: rule 103 of every edition
    says how a game starts, so a table takes its own era's mulligan, in the subgame too.

    ``number`` is where that edition had the rule; tables of every edition cite it by
    its current number (103.5), like every other supporting rule. ``bottom``: a full
    new hand, then one card on the bottom of the library per mulligan (London); else
    each new hand has one card fewer than the last (Paris). ``free_first``: in a game
    that began with more than two players, the first mulligan costs no card.
    """

    name: str
    number: str
    bottom: bool
    free_first: bool


#: The mulligan of each edition's day: London since 2019, Vancouver from 2015 (no
#: edition here is of that era), Paris before. The 2014 rules gave a multiplayer game
#: one free mulligan; the 2008 and 2004 rules (101.4 then) gave none.
MULLIGANS: Final[Mapping[str, MulliganRule]] = {
    "current": MulliganRule("London", "103.5", bottom=True, free_first=True),
    "2014": MulliganRule("Paris", "103.4", bottom=False, free_first=True),
    "2008": MulliganRule("Paris", "101.4", bottom=False, free_first=False),
    "2004": MulliganRule("Paris", "101.4", bottom=False, free_first=False),
}

#: Titles of the sections of the current rules the engine cites. The rules title 400,
#: 500 and 800 just "General"; their chapter is added to tell them apart.
SECTION_TITLES: Final[Mapping[str, str]] = {
    "100": "General", "101": "The Magic Golden Rules", "103": "Starting the Game",
    "104": "Ending the Game", "105": "Colors", "106": "Mana",
    "107": "Numbers and Symbols", "108": "Cards", "111": "Tokens", "114": "Emblems",
    "115": "Targets", "116": "Special Actions",
    "117": "Timing and Priority", "119": "Life", "120": "Damage", "121": "Drawing a Card",
    "122": "Counters", "302": "Creatures", "303": "Enchantments", "305": "Lands",
    "110": "Permanents", "311": "Planes", "312": "Phenomena",
    "400": "Zones: General", "401": "Library", "402": "Hand", "404": "Graveyard",
    "406": "Exile",  # -- batch D-PILES --
    "407": "Ante",
    "500": "Turn Structure: General",
    "502": "Untap Step",
    "503": "Upkeep Step", "504": "Draw Step", "505": "Main Phase", "506": "Combat Phase",
    "507": "Beginning of Combat Step", "508": "Declare Attackers Step",
    "509": "Declare Blockers Step", "510": "Combat Damage Step", "511": "End of Combat Step",
    "513": "End Step", "514": "Cleanup Step", "601": "Casting Spells",
    "602": "Activating Activated Abilities", "603": "Handling Triggered Abilities",
    "604": "Handling Static Abilities",
    "605": "Mana Abilities", "608": "Resolving Spells and Abilities",
    "610": "One-Shot Effects", "611": "Continuous Effects", "612": "Text-Changing Effects",
    "613": "Interaction of Continuous Effects", "614": "Replacement Effects",
    "615": "Prevention Effects", "700": "Additional Rules: General",
    "701": "Keyword Actions", "702": "Keyword Abilities",
    "704": "State-Based Actions", "705": "Flipping a Coin", "706": "Rolling a Die",
    "709": "Split Cards", "722": "Controlling Another Player", "723": "The Monarch",
    "727": "Subgames",
    "609": "Effects", "616": "Interaction of Replacement and/or Prevention Effects",
    "118": "Costs", "202": "Mana Cost and Color", "306": "Planeswalkers",
    "606": "Loyalty Abilities", "607": "Linked Abilities",
    "707": "Copying Objects", "715": "Adventurer Cards", "725": "Restarting the Game",
    "708": "Face-Down Spells and Permanents",  # -- batch M-MASK --
    "800": "Multiplayer: General", "805": "Shared Team Turns Option",
    "810": "Two-Headed Giant Variant", "901": "Planechase",
    "902": "Vanguard",
    "903": "Commander", "904": "Archenemy",
}

#: Every ordinary (non-subgame) rule the engine cites, in current numbering: number ->
#: what it covers. A rule's number moves when the rules are renumbered; the engine keys
#: behaviour on what a rule says, and tests/test_citations.py keeps every citation in
#: this table, so a change shows up there.
SUPPORTING_RULES: Final[Mapping[str, str]] = {
    # Game concepts: starting and ending a game, mana, numbers, tokens, priority, life
    "100.1": "General: the rules cover games of two or more players",
    "103": "Starting the Game",
    "103.1": "Starting the Game: the starting player",
    "103.1a": "Starting the Game: with shared team turns, a starting team",
    "103.1b": "Starting the Game: the archenemy goes first",
    "103.2b": "Starting the Game: a companion may be revealed before the game",
    "103.3": "Starting the Game: each deck is shuffled and becomes a library",
    "103.3a": "Starting the Game: supplementary decks are shuffled",
    "103.4a": "Starting the Game: a Two-Headed Giant team starts at 30 life",
    "103.5": "Starting the Game: opening hands and mulligans",
    "103.5c": "Starting the Game: a multiplayer game's first mulligan is free",
    "103.7": "Starting the Game: Planechase's starting plane",
    "103.8": "Starting the Game: the starting player takes the first turn",
    "103.8a": "Starting the Game: two players, the starting player skips the first draw",
    "103.8b": "Starting the Game: Two-Headed Giant, the starting team skips the first draw",
    "104.2a": "Ending the Game: the last player left wins",
    "104.2c": "Ending the Game: the last team left wins, each of its players",
    "104.3a": "Ending the Game: conceding",
    "104.4a": "Ending the Game: all remaining players lose at once, a draw",
    "104.3b": "Ending the Game: a player with 0 or less life loses",
    "104.3e": "Ending the Game: an effect may say that a player loses",
    "104.5": "Ending the Game: a player who loses leaves the game",
    "101.2": "The Magic Golden Rules: when an effect says something can't happen, it can't",
    "103.6": "Starting the Game: actions with cards from the opening hand",
    "103.6b": "Starting the Game: a card revealed from the opening hand",
    "105.2": "Colors: an object is the colors of the mana symbols in its mana cost",
    "105.2b": "Colors: a multicolored object is two or more colors",
    "106.1a": "Mana: the five colors",
    "106.3": "Mana: produced by mana abilities; the effect adds it",
    "106.4": "Mana: the mana pool empties at the end of each step and phase",
    # -- batch c-mana --
    "106.6": "Mana: mana with a restriction on how it may be spent, or an effect when spent",
    "107.1c": "Numbers and Symbols: a rule or ability that lets a player choose any number",
    "401.4": "Library: cards put into the same position of a library together are "
             "arranged in any order by their owner",
    "107.1a": "Numbers and Symbols: rounding a fraction as the effect says",
    "107.3": "Numbers and Symbols: X",
    "107.5": "Numbers and Symbols: the tap symbol; a tapped permanent can't pay it",
    "107.14": "Numbers and Symbols: the energy symbol, one energy counter; paying it "
              "removes one",
    "114.1": "Emblems: effects put them into the command zone",
    "114.4": "Emblems: their abilities function in the command zone",
    "116.2g": "Special Actions: putting a companion into hand",
    "110.2": "Permanents: the controller by default, under whose control it entered",
    "111.1": "Tokens: effects create them",
    "116.2i": "Special Actions: rolling the planar die",
    "115.1": "Targets",
    "115.5": "Targets: a spell or ability on the stack is no legal target of itself",
    "115.7": "Targets: effects that change targets or choose new ones",
    "115.7a": "Targets: a changed target must be another legal target",
    "117.1": "Timing and Priority: the priority system",
    "117.1a": "Timing and Priority: when instants and other spells can be cast",
    "117.3a": "Timing and Priority: the active player receives priority in most steps",
    "117.3b": "Timing and Priority: the active player receives priority after a resolution",
    "117.3c": "Timing and Priority: a player who acts receives priority again",
    "117.3d": "Timing and Priority: passing priority",
    "117.4": "Timing and Priority: all players pass in succession",
    "117.5": "Timing and Priority: state-based actions and triggers before priority",
    "119.3": "Life: gaining and losing life",
    "119.5": "Life: a life total that becomes a number gains or loses the difference",
    "119.4": "Life: paying life",
    "119.6": "Life: a player with 0 or less life loses as a state-based action",
    "119.8": "Life: a player who can't lose life",
    "120.3": "Damage: its results",
    "120.3a": "Damage to a player: life loss",
    "120.3e": "Damage to a creature: marked on it",
    "121.1": "Drawing a Card",
    "121.4": "Drawing a Card: from an empty library",
    "122.1": "Counters: on objects and on players",
    # -- batch d-misc --
    "122.6": "Counters: put on an object, also as it enters the battlefield with them",
    # Card types, zones
    "302.6": "Creatures: summoning sickness",
    "305.1": "Lands: playing a land",
    "305.2": "Lands: one land a turn",
    "305.4": "Lands: a land put onto the battlefield is not played",
    "305.9": "Lands: a land can't be cast",
    "311.7": "Planes: chaos abilities trigger whenever chaos ensues",
    "312.5": "Phenomena: the ability that triggers when you encounter one",
    "108.3b": "Cards: what is outside the game is reached by its owner",
    "400.3": "Zones: a card going to another player's zone goes to its owner's",
    "400.4b": "Zones: nontraditional cards stay in the command zone",
    "400.11": "Zones: outside the game",
    "400.11b": "Zones: a card brought in from outside the game stays in it",
    # Turn structure
    "500.1": "Turn Structure: the five phases",
    "407.1": "Ante: an optional variation in which cards are played for ownership",
    "407.2": "Ante: a random card of each deck, before the opening hands; the winner "
             "becomes the owner of the ante",
    "407.3": "Ante: only the ante cards add to the ante zone or change a card's owner",
    "407.4": "Ante: to ante an object; only its owner can",
    "500.4": "Turn Structure: mana empties at the end of each step and phase",
    "500.7": "Turn Structure: extra turns",
    "502.1": "Untap Step: phasing",
    "502.3": "Untap Step: untapping",
    "503.1": "Upkeep Step: the active player receives priority",
    "504.1": "Draw Step: the active player draws",
    "505.1": "Main Phase",
    "507.1": "Beginning of Combat Step",
    "508.1": "Declare Attackers Step: declaring attackers",
    "508.1a": "Declare Attackers: which creatures attack",
    "508.1b": "Declare Attackers: what each attacks",
    "508.1f": "Declare Attackers: attackers become tapped",
    "508.8": "Declare Attackers: no attackers skips blockers and damage",
    "509.1": "Declare Blockers Step: declaring blockers",
    "509.1a": "Declare Blockers: which creatures block, one attacker each",
    "509.1b": "Declare Blockers: restrictions",
    "510.1": "Combat Damage Step: assigning damage",
    "510.2": "Combat Damage Step: dealing damage",
    "510.4": "Combat Damage Step: first and double strike",
    "511.1": "End of Combat Step",
    "511.3": "End of Combat Step: removed from combat",
    "513.1": "End Step",
    "514.1": "Cleanup Step: discarding to the maximum hand size",
    "514.2": "Cleanup Step: damage wears off, \"until end of turn\" effects end",
    "514.3a": "Cleanup Step: SBAs or triggers give priority",
    # Spells, abilities and effects
    "601.2": "Casting Spells",
    "601.2b": "Casting Spells: choosing the modes",
    "601.2c": "Casting Spells: targets",
    "601.2d": "Casting Spells: dividing an effect among targets",
    "601.2f": "Casting Spells: the total cost, with cost reductions",
    "601.2g": "Casting Spells: activating mana abilities to pay",  # -- batch W-CMD2 --
    "601.2h": "Casting Spells: paying the total cost",
    "602.1": "Activated abilities: cost and effect",
    "602.1b": "Activated abilities: activation instructions",
    "602.2": "Activating Activated Abilities",
    "603.2": "Handling Triggered Abilities: triggering",
    "603.3": "Handling Triggered Abilities: put on the stack",
    "603.3b": "Handling Triggered Abilities: APNAP order",
    # -- batch D-TRIG --
    "603.3c": "Triggered abilities: a modal one's mode is chosen as it is put on the stack",
    "603.3d": "Triggered abilities: targets; removed if none is legal",
    "603.7": "Delayed triggered abilities",
    "604.1": "Static Abilities: they do something all the time",
    "604.2": "Static Abilities: they function while their object is on the battlefield",
    "603.8": "Handling Triggered Abilities: state triggers",
    "603.10a": "Handling Triggered Abilities: leaving the battlefield looks back in time",
    "605.1a": "Mana Abilities: activated mana abilities",
    "605.3a": "Mana Abilities: when they can be activated",
    "608.2": "Resolving instants, sorceries and abilities",
    "608.2b": "Resolving: illegal targets",
    "608.2d": "Resolving: choices made on resolution",
    "608.2n": "Resolving: an instant or sorcery goes to its owner's graveyard",
    "608.3": "Resolving permanent spells",
    "608.3c": "Resolving: an Aura spell enters attached to its target",
    "610.3": "One-Shot Effects: a zone change \"until\"",
    "610.4": "One-Shot Effects: phasing out \"until\"",
    "611.2": "Continuous effects from a resolving spell or ability",
    "611.2a": "Continuous effects: as long as they say; with no duration, the game",
    "613.1b": "Layer 2: control-changing effects",
    "614.1a": "Replacement Effects: \"instead\"",
    "614.1c": "Replacement Effects: \"as this permanent enters\"",
    # -- batch C-TURN --
    "614.1b": "Replacement Effects: \"skip\"",
    # -- batch d-misc --
    "303.4g": "Auras: one entering with nothing it can legally enchant stays where it is",
    "303.4f": "Auras: an Aura put onto the battlefield other than by resolving is attached "
              "to what its player chooses",
    "614.3": "Replacement Effects: last until used up or expired",
    "615.1": "Prevention Effects",
    # Keyword actions and abilities
    "700.2": "Modal spells and abilities",
    "700.2a": "Modal spells: the mode is chosen as the spell is cast",
    "700.2b": "Modal triggered abilities: the mode is chosen as the ability is put on the "
              "stack",  # -- batch D-TRIG --
    "700.4": "The term dies: put into a graveyard from the battlefield",
    "701.6": "Counter",
    "701.8": "Destroy",
    "701.9": "Discard",
    # -- batch B11 --: exchanges (701.12): life totals
    "701.12a": "Exchange: all or nothing: if the whole exchange can't happen, none of it does",
    "701.12c": "Exchange: exchanged life totals: each gains or loses the difference",
    "701.13": "Exile",
    "701.21": "Sacrifice",
    "701.23": "Search",
    "701.24": "Shuffle",
    "701.26": "Tap and Untap",
    "701.31b": "Planeswalk: face-up planes to the bottom, then the top card face up",
    "702.14c": "Landwalk: can't be blocked while the defender controls such a land",
    "702.15b": "Lifelink: damage makes its source's controller gain that much life",
    "702.16": "Protection",
    # the keywords' own sections, which a card's reference lists among the rules it touches
    "702.3": "Defender: can't attack",
    "702.7": "First Strike: deals combat damage before creatures without it",
    "702.8": "Flash: may be cast any time its controller could cast an instant",
    "702.9": "Flying: blocked only by creatures with flying or reach",
    "702.12": "Indestructible: not destroyed by lethal damage or by destroy effects",
    "702.14": "Landwalk: can't be blocked while the defender controls a land of the type",
    "702.15": "Lifelink: damage it deals makes its controller gain that much life",
    "702.17": "Reach: can block creatures with flying",
    "702.18": "Shroud: can't be the target of spells or abilities",
    "702.19": "Trample: assigns damage beyond lethal to the player or planeswalker",
    "702.20": "Vigilance: attacking doesn't cause it to tap",
    "702.22": "Banding: attacks in a band; its controller divides the damage",
    "702.23": "Rampage: +N/+N for each blocker beyond the first",
    "702.36": "Fear: blocked only by artifact creatures and/or black creatures",
    "701.19c": "Regenerate: an effect may say a permanent can't be regenerated",
    "702.26a": "Phasing: in the untap step",
    "702.26b": "Phasing: a phased-out permanent is treated as though it doesn't exist",
    "702.26d": "Phasing: phasing is not a zone change",
    "702.139": "Companion",
    "702.139a": "Companion: revealed before the game; once, {3} puts it into hand",
    # State-based actions
    "704.3": "State-Based Actions: performed whenever a player would receive priority",
    "704.5a": "State-Based Actions: a player at 0 or less life loses",
    "704.5b": "State-Based Actions: a player who drew from an empty library loses",
    "704.5c": "State-Based Actions: a player with ten or more poison counters loses",
    "704.5d": "State-Based Actions: a token off the battlefield ceases to exist",
    "704.5f": "State-Based Actions: a creature with toughness 0 or less dies",
    "704.5g": "State-Based Actions: a creature with lethal damage is destroyed",
    "704.5j": "State-Based Actions: the legend rule",
    "704.5m": "State-Based Actions: an illegal or unattached Aura goes to the graveyard",
    "704.6a": "State-Based Actions: a Two-Headed Giant team at 0 or less life loses",
    "704.6b": "State-Based Actions: a Two-Headed Giant team with fifteen poison loses",
    "704.6c": "State-Based Actions: 21 combat damage from one commander loses",
    "704.6f": "State-Based Actions: a face-up phenomenon makes its controller planeswalk",
    "723.1": "The Monarch: a designation a player can have",
    "723.2": "The Monarch: its inherent triggered abilities",
    "723.3": "The Monarch: only one player at a time",
    "723.4": "The Monarch: when the monarch leaves the game",
    "705.1": "Flipping a Coin: a flip its player calls, and wins or loses",
    "705.2": "Flipping a Coin: heads or tails, with no call and no winner",
    "706.1": "Rolling a Die: a number from 1 to the number of sides, at random",
    "709.3": "Split Cards: choosing the half to cast",
    # Multiplayer and the casual variants
    "800.4a": "Multiplayer: a player leaving the game",
    "800.4d": "Leaving the game: a departed player's triggers",
    "800.4n": "Leaving the game: a departed player's cards in the ante zone stay",
    "805.4": "Shared Team Turns: each team takes turns rather than each player",
    "805.4b": "Shared Team Turns: each player on the team draws in its draw step",
    "805.10a": "Shared Team Turns: a team's creatures attack the other team as a group",
    "810.1": "Two-Headed Giant: two teams of two players each",
    "810.3": "Two-Headed Giant: each team sits together",
    "810.8a": "Two-Headed Giant: players win and lose only as a team",
    "810.8b": "Two-Headed Giant: a player who concedes takes the team out",
    "810.9a": "Two-Headed Giant: a team's shared life total",
    "901.3": "Planechase: the planar deck",
    "901.5": "Planechase: the starting plane; phenomena go to the bottom",
    "901.7": "Planechase: the abilities of face-up planes and phenomena function",
    "901.8": "Planechase: the planeswalking ability",
    "901.9": "Planechase: rolling the planar die, for mana that grows each time",
    "901.9a": "Planechase: a blank roll",
    "901.9b": "Planechase: a chaos roll, chaos ensues",
    "901.9c": "Planechase: a Planeswalker roll, the planeswalking ability triggers",
    "901.10": "Planechase: a player leaving; a face-up plane they own is replaced",
    "901.11": "Planechase: planeswalking; abilities that trigger when a player does",
    "901.12": "Planechase: Two-Headed Giant Planechase",
    "901.15": "Planechase: the single planar deck option",
    "902.1": "Vanguard",
    "902.2": "Vanguard: each player has a vanguard card",
    "902.3": "Vanguard: the vanguard card stays in the command zone",
    "902.4": "Vanguard: starting life",
    "902.5": "Vanguard: starting hand size",
    "903.3": "Commander: each deck's commander, a legendary creature card",
    "903.6": "Commander: the commander begins in the command zone",
    "903.7": "Commander: starting life 40",
    "903.8": "Commander: the commander tax",
    "903.9a": "Commander: from graveyard or exile to the command zone",
    "903.9b": "Commander: to the command zone instead of hand or library",
    "903.10a": "Commander: 21 combat damage from the same commander",
    "904.2": "Archenemy: the archenemy against a team, with shared team turns",
    "904.3": "Archenemy: the scheme deck",
    "904.5": "Archenemy: life totals",
    "904.6": "Archenemy: the archenemy takes the first turn",
    "904.9": "Archenemy: setting a scheme in motion",
    # batch E1: a mana ability's mana cost, paid from the pool
    "118.3": "Costs: a player can't pay a cost without the necessary resources",
    # Copies, flash, planeswalkers, restarting, casting from outside
    "118.9": "Costs: alternative costs; casting a spell without paying its mana cost",
    "120.3c": "Damage to a planeswalker: that many loyalty counters are removed",
    "202.2": "Mana Cost and Color: an object is the colors of its mana cost",
    # -- batch B08 --: named by a trigger's amount since batch B09 (In the Eye of Chaos)
    "202.3b": "Mana Value: on the stack, an X in the mana cost counts as its chosen value",
    "402.2": "Hand: each player's maximum hand size",  # -- batch B08 --: Cursed Rack
    "306.5b": "Planeswalkers: it enters with loyalty counters equal to its printed loyalty",
    "601.3": "Casting Spells: only as a rule or effect allows (timing, casting from exile)",
    "602.2b": "Activating: as for a spell, costs are paid once the ability is on the stack",
    "602.5": "Activating: an ability an effect prohibits can't be activated",
    "606.3": "Loyalty Abilities: once each turn, main phase, empty stack",
    "606.4": "Loyalty Abilities: the cost adds or removes loyalty counters",
    "606.5": "Loyalty Abilities: a negative cost needs that many loyalty counters",
    "607.2": "Linked Abilities: one ability refers to what another did",  # -- batch MISC --
    "607.2a": "Linked Abilities: an exile and the cards \"exiled with\" its source",
    "613.1d": "Layer 4: type-changing effects",
    "613.4b": "Layer 7b: effects that set power and toughness",
    "702.8a": "Flash: cast any time you could cast an instant",
    "702.86a": "Annihilator: the defending player sacrifices permanents",
    "704.5e": "State-Based Actions: a copy of a spell off the stack ceases to exist",
    "704.5i": "State-Based Actions: a planeswalker with 0 loyalty goes to the graveyard",
    "707.2": "Copying Objects: a copy takes the copiable values",
    "707.3": "Copying Objects: a copy of a copy takes what the copy copied",
    "707.10": "Copying Objects: copying a spell; the copy isn't cast",
    "707.10c": "Copying Objects: new targets for a copy of a spell",
    "725.1": "Restarting the Game: the game ends, nobody winning, and a new one begins",
    "725.1a": "Restarting the Game: the restarting effect's controller takes the first turn",
    "725.2": "Restarting the Game: every card of the game is in the new one, owners unchanged",
    "725.4": "Restarting the Game: the restarting effect finishes before the first turn",
    "725.5": "Restarting the Game: cards the effect exempts stay where they are",
    # Continuous effects in layers, static abilities, text and type changes (foundations 1)
    "305.7": "Lands: an effect that sets a land's basic land type replaces its old types "
             "and abilities",
    "604.3": "Static Abilities: characteristic-defining abilities work in every zone",
    "611.2b": "Continuous effects: one that lasts until its source leaves ends then",
    "611.2c": "Continuous effects from a spell or ability: the objects affected are fixed "
              "as it begins",
    "612.1": "Text-Changing Effects: they change an object's rules text and type line",
    "612.2": "Text-Changing Effects: words used as what they are, never names",
    "613.1": "Interaction of Continuous Effects: the layers",
    "613.1a": "Layer 1: copy effects",
    "613.1c": "Layer 3: text-changing effects",
    "613.1e": "Layer 5: color-changing effects",
    "613.1f": "Layer 6: ability-adding and ability-removing effects",
    "613.4a": "Layer 7a: characteristic-defining abilities",
    "613.4c": "Layer 7c: effects and counters that modify power and toughness",
    "613.4d": "Layer 7d: effects that switch power and toughness",
    "613.5": "Continuous effects: an effect of several layers affects the same objects in each",
    "613.7": "Continuous effects: timestamp order within a layer",
    "613.8": "Continuous effects: an effect that depends on another applies after it",
    "707.9": "Copying Objects: a copy effect's exceptions are copiable values",
    # Combat and damage: attack requirements, dividing combat damage, prevention,
    # redirection, the order of effects, regeneration, the combat keywords
    "508.1d": "Declare Attackers: requirements (a creature that attacks if able)",
    "510.1a": "Combat Damage Step: each creature assigns damage equal to its power",
    "510.1c": "Combat Damage Step: a blocked creature divides its damage among its blockers",
    "602.5b": "Activating: a restriction on who may activate it, or when",
    "603.7b": "Delayed triggered abilities: one with a stated duration (this turn)",
    "602.5d": "Activating: \"activate only as a sorcery\": when a sorcery could be cast",
    # -- batch B02: costs that can't be paid, triggered mana abilities, spending mana
    "605.4a": "Mana Abilities: a triggered mana ability resolves immediately, not on the stack",
    # -- batch M-MASK: face-down permanents
    "708.2": "Face-Down Spells and Permanents: a face-down permanent is a 2/2 creature "
             "with no name, types, color, mana cost or abilities",
    "708.4": "Face-Down Spells and Permanents: a card cast face down is a 2/2 creature "
              "spell with no name, types, color, mana cost or abilities",
    "708.8": "Face-Down Spells and Permanents: a face-down permanent turned face up has "
             "its own characteristics again; it doesn't enter the battlefield",
    "708.9": "Face-Down Spells and Permanents: a face-down permanent or spell leaving "
             "its zone, or at the end of the game, is revealed",
    # -- batch D-PILES: face-down cards, piles
    "700.3": "Piles: a player divides a group of objects into piles; a pile may be empty",
    "406.3": "Exile: a card exiled face down can't be looked at by any player unless an "
             "instruction allows it",
    # -- batch B04: hidden information, discarding, choices on resolution
    "400.2": "Zones: the library and the hand are hidden zones, the others public",
    "701.20": "Reveal: a revealed card is shown to all players and stays where it is",
    "608.2c": "Resolving: instructions followed in order; what follows may depend on what "
              "was done",
    "401.2": "Library: face down, in an order nobody may look at or change unless an "
             "effect allows it",
    # -- batch B01: counts, Auras' legal objects, attaching
    "107.1": "Numbers and Symbols: only whole numbers; a count that would be negative is 0",
    "303.4d": "Auras: an Aura's enchant ability says what it can legally be attached to",
    "701.3a": "Attach: an object is moved onto another object it can legally enchant or equip",
    "609.4b": "Effects: spending mana as though it were mana of another type",
    "609.7": "Effects: a source of a player's choice is chosen as the effect resolves",
    "614.8": "Replacement Effects: regeneration replaces destruction",
    "614.9": "Replacement Effects: redirecting damage to another player or object",
    "615.5": "Prevention Effects: what follows a prevention happens right afterward",
    "615.6": "Prevention Effects: prevented damage never happens",
    "615.7": "Prevention Effects: the next N damage, a shield that is used up",
    "615.8": "Prevention Effects: the next time a source would deal damage",
    "616.1": "Interaction of Replacement and Prevention Effects: the affected player "
             "chooses the order",
    "701.19a": "Regenerate: the next destruction this turn is replaced: tap it, remove "
               "damage, remove it from combat",
    "702.7b": "First Strike: a first combat damage step for creatures with first strike",
    "702.16e": "Protection: damage from a source of the quality is prevented",
    "702.19b": "Trample: damage beyond lethal to the blockers may go to what it attacks",
    "702.22c": "Banding: attacking creatures with banding, and one without, form a band",
    "702.22d": "Banding: the creatures of a band attack the same player or planeswalker",
    # -- batch B05: milling, graveyards, new objects
    "701.17a": "Mill: cards from the top of a library are put into its owner's graveyard",
    "404.1": "Graveyard: a player's discard pile, where cards go when they are discarded, "
             "destroyed, sacrificed or milled",
    "400.7": "Zones: an object that moves from one zone to another becomes a new object",
    "608.2h": "Resolving: information about an object that has left its zone is its last "
              "known information",
    # -- batch B09: landwalk negation, rampage, bands with other, the world rule
    "509.1h": "Declare Blockers: an attacking creature with blockers becomes blocked",
    "509.3c": "Declare Blockers: a becomes-blocked trigger triggers once, whatever the "
              "number of blockers",
    "702.23a": "Rampage: whenever it becomes blocked, +N/+N for each blocker beyond the first",
    "702.23b": "Rampage: the bonus is worked out once, as the ability resolves",
    "702.23c": "Rampage: each instance triggers on its own",
    "704.5k": "State-Based Actions: the world rule",
    # -- batch B03: combat restrictions and requirements, turn history, rule changes
    "508.1c": "Declare Attackers: restrictions (can't attack, can't attack unless)",
    # -- batch d-attack --: costs to attack; choices in turn order (Worms of the Earth)
    "101.4": "Choices of several players are made in turn order from the active player "
             "(APNAP)",
    "508.1g": "Declare Attackers: the total cost to attack (can't attack unless [a cost is "
              "paid]) is locked in",
    "508.1h": "Declare Attackers: mana abilities may be activated to pay the cost to attack",
    "508.1i": "Declare Attackers: the cost to attack is paid, all of it",
    "702.36b": "Fear: blocked only by artifact creatures and/or black creatures",
    "702.10": "Haste: attacks and pays {T} though its controller got it this turn",
    "702.12b": "Indestructible: not destroyed by lethal damage or by destroy effects",
    "702.16c": "Protection: can't be enchanted by Auras with the quality",
    "614.10": "Replacement Effects: skipping a step, phase or turn: it doesn't happen",
    "614.1d": "Replacement Effects: \"[this permanent] enters ...\" (enters tapped)",
    # -- batch D-DRAW: replacement effects of a draw
    "614.5": "Replacement Effects: a replacement effect doesn't apply twice to one event",
    # -- batch B06: untapping, durations, control
    "701.12": "Exchange",
    "701.12b": "Exchange: control of two permanents: each player gets the other's; "
               "nothing if one player controls both",
    "107.3m": "Numbers and Symbols: an entering permanent's triggers use its spell's X",
    "509.1g": "Declare Blockers: each blocking creature is declared blocking its attackers",
    "303.4": "Auras: what an Aura may enchant, and what it may be attached to",
    "613.6": "Interaction of Continuous Effects: an effect that began to apply goes on in "
             "later layers, even if its ability is removed",
    # -- batch LX: the left-over cards of B01-B05 and B09
    "509.1c": "Declare Blockers: requirements, obeyed as far as the restrictions allow",
    "106.7": "Mana: an ability that adds mana a land could produce: none if there is none",
    # -- batch D-CONTROL: payments an effect offers, control of another player
    "116.1": "Special Actions: actions a player with priority takes that don't use the stack",
    # -- batch W-CMD: control of another player
    "722.1": "Controlling Another Player: an effect lets a player control another player",
    "722.2": "Controlling Another Player: only control of the player changes, not of their "
             "objects",
    "722.4": "Controlling Another Player: the controller makes every choice and decision "
             "the controlled player makes",
    "722.6": "Controlling Another Player: no decisions for the player the rules and objects "
             "don't call for (conceding stays the player's own)",
}
