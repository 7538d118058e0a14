"""Table options, in one place: the readings the engine takes and the table's settings.

Where the rules leave room, the engine takes a *default reading*; a table may
select the alternative with an option recorded in its log header (its first
event, ``TableOpened``). Every such **reading** is listed here (A1-A26), with
the question in one line, both readings, the option key and its values
(default first), the rules it rests on and the editions where it makes a
difference. Readings the rules leave no real room for are listed too, as
*fixed* (no option). A few alternatives need mechanics the engine doesn't have
yet: they are registered, and refused with the reason, until it does.

The other things a log header records are **settings** (``stacked_decks``,
``variant``, ``teams``, ``ante``, ``scenario``): facts about how the table was made,
not readings. ``ante = "on"`` plays for ante (407, :mod:`shahrazad.rules.ante`); it is
off by default, and reading A15's alternative needs it.

:func:`option` is the only reader of options; :func:`check` is the gate every
new table passes, so that nothing unregistered reaches a header:

>>> check({"a1_departed_cards": "outside"})
{'a1_departed_cards': 'outside'}
>>> check({"a1_departed_card": "outside"})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
shahrazad.rules.options.OptionError: unknown table option 'a1_departed_card' (did you mean ...
>>> READINGS["A8"].key, READINGS["A8"].values
('a8_floating_mana', ('stays', 'empties'))

Logs written before an option existed, or with an option since retired, stay
readable: a key the header lacks reads as its default, and a key the registry
lacks is never read.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from shahrazad.events.errors import ShahrazadError
from shahrazad.projections.state import TableState
from shahrazad.rules import citations as R
from shahrazad.rules.citations import EDITIONS

__all__ = ["READINGS", "SETTINGS", "OptionError", "Reading", "Setting", "check", "describe",
           "option"]

#: every edition: most readings matter in all four
ALL = EDITIONS
#: the editions whose subgame rule has the command-zone variant steps (715.2a-d, 727.2a-c)
VARIANT_EDITIONS = ("current", "2014")
#: the editions without 727.4b and without 727.5's mention of phased-out permanents
BEFORE_CURRENT = ("2014", "2008", "2004")


def _in(edition: str, rule: str) -> str:
    """An old edition's own number for a subgame rule, marked with the edition."""
    return f"{R.cite(rule, edition)} ({edition})"


class OptionError(ShahrazadError, ValueError):
    """A table option that isn't registered, or a value it can't take (one line)."""


@dataclass(frozen=True, slots=True)
class Reading:
    """One place where the rules leave room, and the reading the engine takes there."""

    #: ``A1`` ... ``A26``
    id: str
    question: str
    default: str
    #: ``""`` when the rules leave no real alternative (a fixed reading)
    alternative: str = ""
    #: the table option that selects a reading (``""`` for a fixed one)
    key: str = ""
    #: the option's values, the default reading's first
    values: tuple[str, ...] = ()
    #: the rules it rests on, in current numbering (an old edition's own rule is marked
    #: with its year: ``506.6 (2004)``)
    rules: tuple[str, ...] = ()
    #: the editions where the alternative makes a difference (refused in the others)
    editions: tuple[str, ...] = ALL
    #: why the alternative can't be selected yet (``""``: it can)
    not_yet: str = ""
    #: what the engine makes of a reading where its own wording leaves room
    note: str = ""

    @property
    def fixed(self) -> bool:
        return not self.key

    @property
    def selectable(self) -> bool:
        """Whether the alternative can be chosen at a table now."""
        return bool(self.key) and not self.not_yet


@dataclass(frozen=True, slots=True)
class Setting:
    """A fact about how a table was made that its header records (not a reading)."""

    key: str
    what: str
    #: the values it takes, default first (a joinable one has no default: unset is none of
    #: them); ``()``: any text
    values: tuple[str, ...]
    #: how it gets into a header
    set_by: str
    #: several values may be joined with ``+``
    joinable: bool = False
    #: whether a table's options (``Table.new(options=)``, a scenario's ``options``) may
    #: give it; if not, only the engine writes it
    given: bool = True


_READINGS = (
    Reading(
        "A1", "When a player leaves a multiplayer subgame, do their cards go home at its end?",
        "Yes: every card of a player of the main game that was in the subgame goes home, "
        "the leaver's too",
        "No: the leaver's cards left the game with them and stay outside both games",
        "a1_departed_cards", ("return", "outside"), (R.SUBGAME_END, "800.4a", "400.11b")),
    Reading(
        "A2", "Who settles who takes a subgame's first turn?",
        "Chance: a random player takes the first turn (727.2)",
        "Chance picks a player, who chooses who goes first (the 2004 ruling, like 103.1)",
        "a2_starting_player", ("random", "chooser"), (R.SUBGAME_START, "103.1"),
        note="the player chance picks is asked (a 'first' decision) before the opening "
             "hands are drawn; a scenario can state who chance picks (what = \"chooser\")"),
    Reading(
        "A3", "Do main-game abilities that watch cards leave a library trigger when the "
        "libraries move to a subgame?",
        "Yes, and they wait for the main game like the triggers of 727.4a",
        "No: the move to the subgame triggers nothing",
        "a3_library_move_triggers", ("trigger", "none"), (R.SUBGAME_START, R.SUBGAME_DEFERRED),
        editions=("current", "2014", "2008"),
        note="2004 needs no reading: its 506.3 says such abilities trigger; no pool card "
             "watches a library, so a table tests it with a card of its own (the card "
             "language's trigger cards_leave_your_library)"),
    Reading(
        "A4", "In what order does a main game go on after its subgame?",
        "The creating effect finishes; before the next priority, state-based actions, then "
        "every waiting trigger, deferred or new, in APNAP order",
        "The deferred triggers go on the stack first, before state-based actions are checked",
        "a4_resumption_order", ("sba_first", "deferred_first"),
        (R.SUBGAME_END, "117.5", "704.3", "603.3b"),
        note="only the deferred triggers go first; triggers that are new in the main game "
             "follow the state-based actions as usual"),
    Reading(
        "A5", "Does conceding a subgame concede the main game?",
        "No: a concession ends the player's part in the subgame only",
        rules=("104.3a", R.SUBGAME)),
    Reading(
        "A6", "Without 727.4b, are counters on players shared between the games?",
        "No: each game has its own; the main game's wait for it, the subgame's vanish "
        "with it, as 727.4b later said",
        "Yes: the subgame starts with each player's main-game counters and hands its counts "
        "back to the main game as it ends",
        "a6_player_counters", ("per_game", "shared"), (R.SUBGAME_COUNTERS, R.SUBGAME_ISOLATION),
        editions=BEFORE_CURRENT,
        note="shared counters are copied into the subgame as it starts and copied back at "
             "its end, so ten poison counters in total lose both games"),
    Reading(
        "A7", "Before 727.5 named them, do the cards of phased-out permanents go home when "
        "a subgame ends?",
        "Yes, like every other card: phasing moves nothing (702.26d)",
        "No: they are treated as though they don't exist, so they stay outside both games",
        "a7_phased_out_cards", ("return", "ignore"), (R.SUBGAME_END, "702.26b", "702.26d"),
        editions=BEFORE_CURRENT),
    Reading(
        "A8", "What becomes of mana left in a main-game pool while a subgame is played?",
        "It stays: the main game's step hasn't ended, so it is there when the game resumes",
        "It empties as the subgame starts",
        "a8_floating_mana", ("stays", "empties"), ("106.4", "500.4", R.SUBGAME_ISOLATION)),
    Reading(
        "A9", "Does a subgame keep the variant's starting values (Commander's 40 life, a "
        "vanguard's modifiers, the archenemy's 40)?",
        "Yes: it is played as the same variant, deck construction aside",
        "No: a plain game, at the creating effect's life and seven-card hands",
        "a9_subgame_variant", ("inherit", "plain"),
        (R.SUBGAME_START, R.SUBGAME_DECKS, R.SUBGAME_VANGUARD, R.SUBGAME_COMMANDER, "903.7",
         "902.4", "902.5", "904.5"),
        editions=VARIANT_EDITIONS,
        note="in a plain subgame the variant cards still move as 727.2a-c and 727.5a-c "
             "say; only the starting life totals and the hand sizes are plain"),
    Reading(
        "A10", "Where does a commander go that is outside the subgame's command zone when "
        "the subgame ends?",
        "To the main-game command zone: 903.9b applies from any zone",
        "Into its owner's main-game library, like any other card",
        "a10_commander_return", ("command", "library"),
        ("903.9b", R.SUBGAME_END, R.SUBGAME_COMMANDER_END),
        editions=VARIANT_EDITIONS),
    Reading(
        "A11", "With a starting hand size other than seven, who does 727.3 take out?",
        "A player who can't draw their actual opening hand: 727.3 is 704.5b at the first "
        "upkeep",
        "A player with fewer than seven cards in their subgame deck, whatever their hand size",
        "a11_short_library", ("hand_size", "seven"),
        (R.SUBGAME_SHORT_LIBRARY, "704.5b", "103.5", "902.5"),
        editions=VARIANT_EDITIONS,
        note="the two differ only for a hand size below seven (a vanguard's modifier): a "
             "player who can't draw a larger hand loses by 704.5b either way"),
    Reading(
        "A12", "Who takes the first turn in a subgame of an Archenemy game?",
        "The archenemy, as in any Archenemy game (103.1b, 904.6)",
        "A random player, as 727.2 says",
        "a12_archenemy_first", ("archenemy", "random"), (R.SUBGAME_START, "103.1b", "904.6"),
        editions=VARIANT_EDITIONS),
    Reading(
        "A13", "In nested subgames, where does a card brought in from further out go when "
        "its subgame ends?",
        "One level up, into the library of the game the subgame was made in; it goes on "
        "as each game ends",
        "Straight back to the library of the game it was brought in from",
        "a13_nested_return", ("one_level", "origin"),
        (R.SUBGAME_END, R.SUBGAME_NESTED, R.SUBGAME_DEFERRED),
        note="triggers read the same way under both: a trigger waits for the game it "
             "triggered in, the card's game of origin, which resumes only after every game "
             "inside it has ended"),
    Reading(
        "A14", "In Two-Headed Giant, how does a team lose half its life to Shahrazad?",
        "Both players' halves are worked out from the same team total and lost together",
        "One player's half, then the other's from what is left",
        "a14_2hg_half_life", ("together", "sequential"), ("810.9a", "107.1a"),
        note="only a Two-Headed Giant table tells them apart: elsewhere each player loses "
             "half of their own life either way"),
    Reading(
        "A15", "Is there ante in a subgame?",
        "No, as Shahrazad's printed text says",
        "Yes: the subgame's winner becomes the owner of the anted cards",
        "a15_subgame_ante", ("off", "on"), ("407.1", "407.2", R.SUBGAME_START, R.SUBGAME_END),
        note="only at a table that plays for ante (the setting ante = on); the subgame "
             "antes from its own libraries, and a card won goes home to its new owner's "
             "main-game library"),
    Reading(
        "A16", "What can a wish reach from inside a subgame?",
        "Any card the player owns that is an object of an enclosing game (hand, battlefield, "
        "graveyard, exile, stack, ante), and their sideboard",
        "Only the sideboard, as in a tournament",
        "a16_wish_reach", ("outside", "sideboard"), (R.SUBGAME_OUTSIDE, "400.11", "108.3b"),
        note="a casual player's collection, which the default may add, is not modelled"),
    Reading(
        "A17", "May a companion be revealed as a subgame starts?",
        "Yes, if the subgame's starting deck meets its condition; it can be put into hand "
        "once per game",
        "No",
        "a17_companion", ("allowed", "forbidden"), ("103.2b", R.SUBGAME_START),
        editions=("current",),
        note="a companion is a card's companion condition (702.139); the engine reveals the "
             "first that qualifies, and its {3} special action works once per game"),
    Reading(
        "A18", "With a single shared planar deck, who moves it into and out of a subgame?",
        "The planar controller of the moment, who counts as its owner",
        rules=("901.15", R.SUBGAME_DECKS, R.SUBGAME_DECKS_END), editions=VARIANT_EDITIONS),
    Reading(
        "A19", "Do the supplementary-deck moves break the rule that nontraditional cards "
        "stay in the command zone?",
        "No: they go from one command zone to another, as the subgame rule directs",
        "Yes, except for vanguards, the only exception named: supplementary decks stay in "
        "the main game",
        "a19_supplementary_moves", ("all", "vanguards_only"),
        (R.SUBGAME_DECKS, R.SUBGAME_DECKS_END, R.SUBGAME_VANGUARD_END, "400.4b"),
        editions=VARIANT_EDITIONS,
        note="commanders are traditional cards and move as 727.2c says under both"),
    Reading(
        "A20", "2004: whose library is 'his or her library' in 506.6?",
        "The owner's, as 506.6's example says",
        "The library of the player who puts the card back: the player whose hand, library "
        "or graveyard it is in, or who controls it on the battlefield or the stack",
        "a20_return_library", ("owner", "returner"), (_in("2004", R.SUBGAME_END), "400.3"),
        editions=("2004",),
        note="the card then counts as that player's in the main game: a card can only be "
             "in its owner's library (400.3), so the reading makes 506.6 the exception"),
    Reading(
        "A21", "2004: when does a player with fewer cards than an opening hand lose the "
        "subgame ('as soon as it starts')?",
        "At the first check of state-based effects, in the first upkeep",
        "Before the first turn, once every player has kept an opening hand",
        "a21_short_library_loss", ("first_upkeep", "before_first_turn"),
        (_in("2004", R.SUBGAME_SHORT_LIBRARY), "704.3"), editions=("2004",),
        note="mulligans come first under both, and don't help (506.3)"),
    Reading(
        "A22", "Who 'doesn't win' the subgame, for Shahrazad's life loss?",
        "Every player still in the main game as the effect finishes, except the winners: "
        "players who left the subgame included, players out of the main game not",
        rules=(R.SUBGAME_ISOLATION, "104.5")),
    Reading(
        "A23", "2014: 715.5 names 715.5a-c, though 715.5d exists: does 715.5d apply?",
        "Yes: the citation is an editorial slip",
        rules=(_in("2014", R.SUBGAME_END), f"{R.SUBGAME_SCHEMES_END_2014} (2014)"),
        editions=("2014",)),
    Reading(
        "A24", "What happens to a deferred trigger whose controller lost the main game to "
        "Shahrazad's life loss?",
        "With more players it isn't put on the stack (800.4d); with two, the game is over",
        rules=("800.4d", "104.2a")),
    Reading(
        "A25", "Which number has the subgame rule?",
        "The engine keys on the rule's content: 727 in the seed edition (726 in February "
        "2025, 728 from November 2025)",
        rules=(R.SUBGAME.split(".")[0],), editions=("current",)),
    # -- batch C-ANTE ------------------------------------------------------------------
    Reading(
        "A26", "How does a dexterity card's flip onto the table come out, on a table of "
        "data?",
        "Its controller chooses what it is aimed at as it resolves; whether it turns over "
        "and lands there is one recorded outcome, hit or miss, at even odds (a scenario "
        "states it: what = \"dexterity\")",
        "It lands where its controller aims it, turning over: every flip is a hit",
        "a26_dexterity", ("chance", "aimed"), ("608.2c", "608.2d"),
        note="the card says how many permanents it may be aimed at: one nontoken "
             "permanent for a card that destroys what it touches, as the Old School "
             "format's 2019 ruling reads it, any number of creatures for one that deals "
             "damage to each creature it lands on"),
)

#: every reading, by id (``A1`` ... ``A26``)
READINGS: dict[str, Reading] = {r.id: r for r in _READINGS}

#: every setting, by key
SETTINGS: dict[str, Setting] = {s.key: s for s in (
    Setting("stacked_decks", "the decks were kept in the order given, not shuffled",
            ("no", "yes"), "Table.new(stacked=True)"),
    Setting("variant", "the variant: a command-zone variant, named after its pieces "
            "(901-904), or Two-Headed Giant (810)",
            ("commander", "vanguard", "planechase", "archenemy", "2hg"),
            "Table.new(variant=...) or the pieces given to it; a scenario's options, with "
            "its pieces (vanguards = {...}); play --option variant=..., with --commander, "
            "--vanguard, --planar-deck, --scheme-deck", joinable=True),
    Setting("teams", "the teams of Two-Headed Giant, in seat order: A+B/C+D (810.1)", (),
            "Table.new(teams=...)"),
    Setting("ante", "the table plays for ante (407): each player antes a random card of "
            "their deck before the opening hands; the winner of the game becomes the owner "
            "of the ante", ("off", "on"),
            "Table.new(options={'ante': 'on'}), a scenario's options, play --option ante=on"),
    Setting("scenario", "the scenario file a table was built from", (),
            "the engine, for a table a scenario file sets up", given=False),
)}

_BY_KEY: dict[str, Reading | Setting] = {
    **{r.key: r for r in _READINGS if r.key}, **SETTINGS}


def option(state: TableState, name: str) -> str:
    """The value of the table option ``name``: the header's, else the default reading.

    ``name`` must be registered (a typo here is a bug of the engine, not of a log).
    """
    try:
        entry = _BY_KEY[name]
    except KeyError:
        raise KeyError(f"{name!r} is not a registered table option") from None
    return state.options.get(name, _unset(entry))


def _unset(entry: Reading | Setting) -> str:
    """What a header without the option means: the default reading, a setting's first
    value; for a joinable setting (the variant) or free text, none at all (``""``)."""
    if not entry.values or (isinstance(entry, Setting) and entry.joinable):
        return ""
    return entry.values[0]


def check(options: Mapping[str, object], edition: str = "current") -> dict[str, str]:
    """The options of a new table, checked against the registry (raises :class:`OptionError`).

    Refused: an unknown key; a value the option doesn't take; an alternative that isn't
    available yet; an alternative that changes nothing in ``edition``; a setting only
    the engine writes.
    """
    checked: dict[str, str] = {}
    for key, value in options.items():
        entry = _BY_KEY.get(key)
        if entry is None:
            raise OptionError(f"unknown table option {key!r}{_near(key, _BY_KEY)}; the options "
                              f"are: {', '.join(_BY_KEY)}")
        if not isinstance(value, str):
            raise OptionError(f"{key} takes a string, not {value!r}: {_choices(entry)}")
        if isinstance(entry, Setting):
            _check_setting(entry, value)
        else:
            _check_reading(entry, value, edition)
        checked[key] = value
    if checked.get("a15_subgame_ante", "off") != "off" and checked.get("ante") != "on":
        raise OptionError("a15_subgame_ante = 'on' (A15) means something only at a table that "
                          "plays for ante: give ante = 'on' too")
    return checked


def _check_setting(setting: Setting, value: str) -> None:
    if not setting.given:
        raise OptionError(f"{setting.key} is written by {setting.set_by}; it can't be given")
    if not setting.values:
        return
    parts = value.split("+") if setting.joinable else [value]
    for part in parts:
        if part not in setting.values:
            raise OptionError(f"{setting.key} can't be {part!r}{_near(part, setting.values)}: "
                              f"{_choices(setting)}")


def _check_reading(reading: Reading, value: str, edition: str) -> None:
    if value not in reading.values:
        raise OptionError(f"{reading.key} can't be {value!r}{_near(value, reading.values)}: "
                          f"{_choices(reading)}")
    if value == reading.values[0]:
        return
    if reading.not_yet:
        raise OptionError(f"{reading.key} = {value!r} ({reading.id}) is not available yet: "
                          f"{reading.not_yet}")
    if edition not in reading.editions:
        raise OptionError(f"{reading.key} = {value!r} changes nothing under the {edition} "
                          f"rules: {reading.id} concerns {_editions(reading.editions)}")


def _near(word: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, list(known), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _choices(entry: Reading | Setting) -> str:
    if not entry.values:
        return "any text"
    if isinstance(entry, Setting) and entry.joinable:
        return f"choose {', '.join(entry.values)}, or several joined by +"
    head, *rest = entry.values
    return f"choose {head} (the default)" + "".join(f", {v}" for v in rest)


def _editions(editions: tuple[str, ...]) -> str:
    names = [f"the {e} rules" if e == "current" else e for e in editions]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def describe() -> dict[str, list[dict[str, object]]]:
    """Every reading and setting as plain data (what ``shahrazad options --json`` prints)."""
    return {
        "readings": [{
            "id": r.id, "question": r.question, "default": r.default,
            "alternative": r.alternative or None, "option": r.key or None,
            "values": list(r.values), "selectable": r.selectable,
            "not_yet": r.not_yet or None, "rules": list(r.rules),
            "editions": list(r.editions), "note": r.note or None,
        } for r in _READINGS],
        "settings": [{
            "option": s.key, "what": s.what, "values": list(s.values) or None,
            "joinable": s.joinable, "set_by": s.set_by, "given": s.given,
        } for s in SETTINGS.values()],
    }
