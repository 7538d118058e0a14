"""The card pool: Old School (1993-94) cards and the subgame card, as data.

Texts are paraphrases of the Oracle wording; names, costs, types and P/T are facts.
``CARDS`` maps a card name to its :class:`~shahrazad.cards.model.CardDef`: the core
cards defined here and beside, and the Old School sets' (:mod:`shahrazad.cards.sets`),
each module of which is loaded when one of its cards is first asked for.
:func:`card` looks a name up in the cards the rules see now: the pool, plus a table's
own cards while the engine works on that table (:mod:`shahrazad.cards.catalog`).
"""

from __future__ import annotations

import difflib
from collections.abc import ItemsView, Iterable, Iterator, KeysView, Mapping, ValuesView
from contextvars import ContextVar
from typing import TYPE_CHECKING

from shahrazad.cards import (
    keyword_triggers,
    life_cards,
    pool_copies,
    sets,
    subgame_cards,
    variant_cards,
)
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    AddMana,
    CardDef,
    CardType,
    Cost,
    Counter,
    Damage,
    DelayedTrigger,
    Destroy,
    Discard,
    Draw,
    Exile,
    ExtraTurn,
    GainLife,
    Keyword,
    LoseLife,
    ManaCost,
    Prevent,
    Pump,
    Return,
    Sacrifice,
    Search,
    Shuffle,
    ShuffleInto,
    Static,
    Subgame,
    Tap,
    TargetSpec,
    Triggered,
)
from shahrazad.cards.pool_summary import SUMMARY
from shahrazad.events.errors import ShahrazadError

if TYPE_CHECKING:
    from shahrazad.cards.catalog import Catalog

__all__ = ["CARDS", "CORE", "UnknownCard", "card", "known", "names"]


class UnknownCard(ShahrazadError, KeyError):
    """A name that is not in the card pool (nor among the table's own cards)."""

    def __init__(self, name: str, known: Iterable[str] = ()) -> None:
        super().__init__(name)
        self.close = difflib.get_close_matches(name, list(known) or list(CARDS), n=3)

    def __str__(self) -> str:
        hint = f"did you mean {' or '.join(map(repr, self.close))}? " if self.close else ""
        return f"unknown card {self.args[0]!r} ({hint}see `shahrazad cards` for the pool)"


def _fs(*items: CardType) -> frozenset[CardType]:
    """A card's types."""
    return frozenset(items)


def _kw(*items: Keyword) -> frozenset[Keyword]:
    return frozenset(items)


def _cost(text: str) -> ManaCost:
    return ManaCost.parse(text)


TAP = Cost(tap=True)
ANY = TargetSpec("any")
CREATURE = TargetSpec("creature")
PLAYER = TargetSpec("player")


def _basic(name: str, color: str) -> CardDef:
    return CardDef(name, _fs("Land"), supertypes=frozenset({"Basic"}), subtypes=frozenset({name}),
                   abilities=(Activated(TAP, (AddMana(color),), mana=True),),
                   text=f"{{T}}: Add {{{color}}}.", first_printed="LEA")


def _mox(name: str, color: str) -> CardDef:
    return CardDef(name, _fs("Artifact"), _cost("{0}"),
                   abilities=(Activated(TAP, (AddMana(color),), mana=True),),
                   text=f"{{T}}: Add {{{color}}}.", first_printed="LEA")


def _creature(name: str, cost: str, subtypes: str, power: int, toughness: int,
              keywords: frozenset[Keyword] = frozenset(), text: str = "",
              **more: object) -> CardDef:
    return CardDef(name, _fs("Creature"), _cost(cost), subtypes=frozenset(subtypes.split()),
                   power=power, toughness=toughness, keywords=keywords, text=text,
                   **more)  # type: ignore[arg-type]


_DEFS: list[CardDef] = [
    _basic("Plains", "W"), _basic("Island", "U"), _basic("Swamp", "B"),
    _basic("Mountain", "R"), _basic("Forest", "G"),
    # -- lands
    CardDef("City of Brass", _fs("Land"), first_printed="ARN",
            abilities=(Activated(TAP, (AddMana("any"),), mana=True),),
            triggers=(Triggered("becomes_tapped", (Damage(1, "you"),)),),
            text="Whenever City of Brass becomes tapped, it deals 1 damage to you. "
                 "{T}: Add one mana of any color."),
    CardDef("Strip Mine", _fs("Land"),
            abilities=(Activated(TAP, (AddMana("C"),), mana=True),
                       Activated(Cost(tap=True, sacrifice=True), (Destroy("target:0"),),
                                 (TargetSpec("land"),))),
            text="{T}: Add {C}. {T}, Sacrifice Strip Mine: Destroy target land.",
            first_printed="ATQ"),
    CardDef("Library of Alexandria", _fs("Land"), first_printed="ARN",
            abilities=(Activated(TAP, (AddMana("C"),), mana=True),
                       Activated(TAP, (Draw(1),), condition="seven_in_hand")),
            text="{T}: Add {C}. {T}: Draw a card. Activate only if you have exactly "
                 "seven cards in hand."),
    # -- artifacts
    CardDef("Black Lotus", _fs("Artifact"), _cost("{0}"),
            abilities=(Activated(Cost(tap=True, sacrifice=True), (AddMana("any", 3),),
                                 mana=True),),
            text="{T}, Sacrifice Black Lotus: Add three mana of any one color.",
            first_printed="LEA"),
    _mox("Mox Pearl", "W"), _mox("Mox Sapphire", "U"), _mox("Mox Jet", "B"),
    _mox("Mox Ruby", "R"), _mox("Mox Emerald", "G"),
    CardDef("Sol Ring", _fs("Artifact"), _cost("{1}"),
            abilities=(Activated(TAP, (AddMana("CC"),), mana=True),), text="{T}: Add {C}{C}.",
            first_printed="LEA"),
    CardDef("Icy Manipulator", _fs("Artifact"), _cost("{4}"),
            abilities=(Activated(Cost(_cost("{1}"), tap=True), (Tap(),),
                                 (TargetSpec("tappable"),)),),
            text="{1}, {T}: Tap target artifact, creature, or land.", first_printed="LEA"),
    CardDef("Howling Mine", _fs("Artifact"), _cost("{2}"),
            triggers=(Triggered("each_draw_step_untapped", (Draw(1, "subject"),)),),
            text="At the beginning of each player's draw step, if Howling Mine is "
                 "untapped, that player draws an additional card.", first_printed="LEA"),
    # -- instants
    CardDef("Lightning Bolt", _fs("Instant"), _cost("{R}"),
            effects=(Damage(3, "target:0"),), targets=(ANY,),
            text="Lightning Bolt deals 3 damage to any target.", first_printed="LEA"),
    CardDef("Psionic Blast", _fs("Instant"), _cost("{2}{U}"),
            effects=(Damage(4, "target:0"), Damage(2, "you")), targets=(ANY,),
            text="Psionic Blast deals 4 damage to any target and 2 damage to you.",
            first_printed="LEA"),
    CardDef("Counterspell", _fs("Instant"), _cost("{U}{U}"),
            effects=(Counter(),), targets=(TargetSpec("spell"),), text="Counter target spell.",
            first_printed="LEA"),
    CardDef("Mana Drain", _fs("Instant"), _cost("{U}{U}"),
            effects=(Counter(), DelayedTrigger("your_next_main_phase", "mana_value_of:0")),
            targets=(TargetSpec("spell"),),
            triggers=(Triggered("your_next_main_phase", (AddMana("C", "that_many"),)),),
            text="Counter target spell. At the beginning of your next main phase, add an "
                 "amount of {C} equal to that spell's mana value.", first_printed="LEG"),
    CardDef("Ancestral Recall", _fs("Instant"), _cost("{U}"),
            effects=(Draw(3, "target:0"),), targets=(PLAYER,),
            text="Target player draws three cards.", first_printed="LEA"),
    CardDef("Swords to Plowshares", _fs("Instant"), _cost("{W}"),
            effects=(Exile("target:0"), GainLife("power_of:0", "controller_of:0")),
            targets=(CREATURE,),
            text="Exile target creature. Its controller gains life equal to its power.",
            first_printed="LEA"),
    CardDef("Disenchant", _fs("Instant"), _cost("{1}{W}"),
            effects=(Destroy("target:0"),), targets=(TargetSpec("artifact_or_enchantment"),),
            text="Destroy target artifact or enchantment.", first_printed="LEA"),
    CardDef("Dark Ritual", _fs("Instant"), _cost("{B}"), effects=(AddMana("BBB"),),
            text="Add {B}{B}{B}.", first_printed="LEA"),
    CardDef("Fog", _fs("Instant"), _cost("{G}"), effects=(Prevent("combat"),),
            text="Prevent all combat damage that would be dealt this turn.", first_printed="LEA"),
    CardDef("Giant Growth", _fs("Instant"), _cost("{G}"), effects=(Pump(3, 3),),
            targets=(CREATURE,), text="Target creature gets +3/+3 until end of turn.",
            first_printed="LEA"),
    # -- sorceries
    CardDef("Fireball", _fs("Sorcery"), _cost("{X}{R}"),
            effects=(Damage("X_divided", "each_target"),), targets=(ANY,), max_targets=4,
            text="Fireball deals X damage divided evenly, rounded down, among any number of "
                 "targets. It costs {1} more to cast for each target beyond the first.",
            first_printed="LEA"),
    CardDef("Time Walk", _fs("Sorcery"), _cost("{1}{U}"), effects=(ExtraTurn(),),
            text="Take an extra turn after this one.", first_printed="LEA"),
    CardDef("Timetwister", _fs("Sorcery"), _cost("{2}{U}"),
            effects=(ShuffleInto("hand_and_graveyard", "each_player"), Draw(7, "each_player")),
            text="Each player shuffles their hand and graveyard into their library, then "
                 "draws seven cards.", first_printed="LEA"),
    CardDef("Braingeyser", _fs("Sorcery"), _cost("{X}{U}{U}"),
            effects=(Draw("X", "target:0"),), targets=(PLAYER,),
            text="Target player draws X cards.", first_printed="LEA"),
    CardDef("Wrath of God", _fs("Sorcery"), _cost("{2}{W}{W}"),
            effects=(Destroy("each_creature", cant_be_regenerated=True),),
            text="Destroy all creatures. They can't be regenerated.", first_printed="LEA"),
    CardDef("Demonic Tutor", _fs("Sorcery"), _cost("{1}{B}"),
            effects=(Search("you"), Shuffle("you")),
            text="Search your library for a card, put that card into your hand, then "
                 "shuffle.", first_printed="LEA"),
    CardDef("Mind Twist", _fs("Sorcery"), _cost("{X}{B}"),
            effects=(Discard("X", "target:0"),), targets=(PLAYER,),
            text="Target player discards X cards at random.", first_printed="LEA"),
    CardDef("Regrowth", _fs("Sorcery"), _cost("{1}{G}"),
            effects=(Return("target:0", "hand"),), targets=(TargetSpec("card_in_your_graveyard"),),
            text="Return target card from your graveyard to your hand.", first_printed="LEA"),
    CardDef("Shahrazad", _fs("Sorcery"), _cost("{W}{W}"), first_printed="ARN",
            effects=(Subgame(),
                     LoseLife("half_life_rounded_up", "each_player_who_didnt_win")),
            text="Players play a Magic subgame, using their libraries as their decks. Each "
                 "player who doesn't win the subgame loses half their life, rounded up."),
    # -- enchantments
    CardDef("Control Magic", _fs("Enchantment"), _cost("{2}{U}{U}"), subtypes=frozenset({"Aura"}),
            enchant=CREATURE, statics=(Static("attached", control=True),), first_printed="LEA",
            text="Enchant creature. You control enchanted creature."),
    CardDef("Unholy Strength", _fs("Enchantment"), _cost("{B}"), subtypes=frozenset({"Aura"}),
            enchant=CREATURE, statics=(Static("attached", power=2, toughness=1),),
            first_printed="LEA", text="Enchant creature. Enchanted creature gets +2/+1."),
    CardDef("Pestilence", _fs("Enchantment"), _cost("{2}{B}{B}"),
            abilities=(Activated(Cost(_cost("{B}")), (Damage(1, "each_creature_and_player"),)),),
            triggers=(Triggered("end_step_no_creatures", (Sacrifice("this"),)),),
            text="At the beginning of the end step, if no creatures are on the battlefield, "
                 "sacrifice Pestilence. {B}: Pestilence deals 1 damage to each creature and "
                 "each player.", first_printed="LEA"),
    # -- creatures
    _creature("Serra Angel", "{3}{W}{W}", "Angel", 4, 4, _kw("flying", "vigilance"),
              "Flying, vigilance", first_printed="LEA"),
    _creature("Tundra Wolves", "{W}", "Wolf", 1, 1, _kw("first_strike"), "First strike",
              first_printed="LEG"),
    _creature("Mahamoti Djinn", "{4}{U}{U}", "Djinn", 5, 6, _kw("flying"), "Flying",
              first_printed="LEA"),
    _creature("Serendib Efreet", "{2}{U}", "Efreet", 3, 4, _kw("flying"),
              "Flying. At the beginning of your upkeep, Serendib Efreet deals 1 damage "
              "to you.", triggers=(Triggered("your_upkeep", (Damage(1, "you"),)),),
              first_printed="ARN"),
    _creature("Juzam Djinn", "{2}{B}{B}", "Djinn", 5, 5, first_printed="ARN",
              text="At the beginning of your upkeep, Juzam Djinn deals 1 damage to you.",
              triggers=(Triggered("your_upkeep", (Damage(1, "you"),)),)),
    _creature("Hypnotic Specter", "{1}{B}{B}", "Specter", 2, 2, _kw("flying"),
              "Flying. Whenever Hypnotic Specter deals damage to an opponent, that player "
              "discards a card at random.",
              triggers=(Triggered("damages_opponent", (Discard(1, "subject"),)),),
              first_printed="LEA"),
    _creature("Shivan Dragon", "{4}{R}{R}", "Dragon", 5, 5, _kw("flying"),
              "Flying. {R}: Shivan Dragon gets +1/+0 until end of turn.",
              abilities=(Activated(Cost(_cost("{R}")), (Pump(1, 0, "this"),)),),
              first_printed="LEA"),
    _creature("War Mammoth", "{3}{G}", "Elephant", 3, 3, _kw("trample"), "Trample",
              first_printed="LEA"),
    _creature("Birds of Paradise", "{G}", "Bird", 0, 1, _kw("flying"),
              "Flying. {T}: Add one mana of any color.",
              abilities=(Activated(TAP, (AddMana("any"),), mana=True),), first_printed="LEA"),
    _creature("Llanowar Elves", "{G}", "Elf Druid", 1, 1, text="{T}: Add {G}.",
              abilities=(Activated(TAP, (AddMana("G"),), mana=True),), first_printed="LEA"),
    _creature("Pit Scorpion", "{2}{B}", "Scorpion", 1, 1,
              text="Whenever Pit Scorpion deals damage to a player, that player gets a "
                   "poison counter.",
              triggers=(Triggered("damages_player", (AddCounters("poison", 1, "subject"),)),),
              first_printed="LEG"),
    _creature("Marsh Viper", "{3}{G}", "Snake", 1, 2,
              text="Whenever Marsh Viper deals damage to a player, that player gets two "
                   "poison counters.",
              triggers=(Triggered("damages_player", (AddCounters("poison", 2, "subject"),)),),
              first_printed="DRK"),
    _creature("Grizzly Bears", "{1}{G}", "Bear", 2, 2, first_printed="LEA"),
    _creature("Craw Wurm", "{4}{G}{G}", "Wurm", 6, 4, first_printed="LEA"),
]

_DEFS += subgame_cards.DEFS
_DEFS += variant_cards.DEFS
_DEFS += pool_copies.DEFS
_DEFS += life_cards.DEFS
_DEFS += keyword_triggers.DEFS  # batch B09: rampage's abilities (702.23a)

#: the core cards: loaded with the pool (the sets' cards are loaded when asked for)
CORE: tuple[CardDef, ...] = tuple(_DEFS)


# -- the pool, its sets loaded on demand ---------------------------------------------------


class _Pool(dict[str, CardDef]):
    """The pool by name: the core cards from the start, each module of the sets
    (:mod:`shahrazad.cards.sets`) imported when one of its cards is first asked for.

    Looking up a loaded card is a plain dict's lookup. Which module holds a name is read
    from the pool's summary (:mod:`shahrazad.cards.pool_summary`); a name the summary
    lacks loads every module once before it is called unknown, so a summary older than
    the cards is slower, never wrong (and ``tests/test_pool_loading.py`` fails). Going
    through the pool (``len``, iteration, ``values()``...) loads every module and goes
    in the pool's order: the core cards, then the sets' modules in order.
    """

    def __init__(self, core: tuple[CardDef, ...]) -> None:
        super().__init__((d.name, d) for d in core)
        self.homes = {name: s[0] for name, s in SUMMARY.items() if s[0]}
        #: every name known without loading, by its case-folded form
        self.folded = {name.casefold(): name for name in (*(d.name for d in core), *SUMMARY)}
        self.complete = False

    def __missing__(self, name: str) -> CardDef:
        home = self.homes.get(name)
        if home is not None and home in sets.modules():
            for d in sets.load(home):
                self.setdefault(d.name, d)
        # a name the summary lacks (a card newer than it), or puts in a module that no
        # longer holds it: every module, once; a known name in another case is no key
        if not dict.__contains__(self, name) and not self.complete and (
                home is not None or self.folded.get(name.casefold()) is None):
            self.load_all()
        if dict.__contains__(self, name):
            return dict.__getitem__(self, name)
        raise KeyError(name)  # a name no module holds

    def __contains__(self, name: object) -> bool:
        if dict.__contains__(self, name) or name in self.homes:
            return True
        if (self.complete or not isinstance(name, str)
                or self.folded.get(name.casefold()) is not None):
            return False
        self.load_all()
        return dict.__contains__(self, name)

    def get(  # type: ignore[override]
            self, name: str, default: CardDef | None = None) -> CardDef | None:
        if name in self:  # (dict.get would not load the module)
            return self[name]
        return default

    def load_all(self) -> None:
        """Load every module of the sets, and keep the cards in the pool's order."""
        if self.complete:
            return
        ordered = {d.name: d for d in (*CORE, *sets.load_all())}
        ordered.update((n, d) for n, d in dict.items(self) if n not in ordered)
        dict.clear(self)
        dict.update(self, ordered)
        self.folded.update((n.casefold(), n) for n in ordered)
        self.complete = True

    def __iter__(self) -> Iterator[str]:
        self.load_all()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self.load_all()
        return dict.__len__(self)

    def keys(self) -> KeysView[str]:  # type: ignore[override]
        self.load_all()
        return dict.keys(self)

    def values(self) -> ValuesView[CardDef]:  # type: ignore[override]
        self.load_all()
        return dict.values(self)

    def items(self) -> ItemsView[str, CardDef]:  # type: ignore[override]
        self.load_all()
        return dict.items(self)


class _Folded(Mapping[str, CardDef]):
    """The pool by case-folded name (``lightning bolt``), loading as :class:`_Pool`."""

    def __init__(self, cards: _Pool) -> None:
        self.cards = cards

    def __getitem__(self, folded: str) -> CardDef:
        name = self.cards.folded.get(folded)
        if name is None and not self.cards.complete:
            self.cards.load_all()
            name = self.cards.folded.get(folded)
        if name is None:
            raise KeyError(folded)
        return self.cards[name]

    def __iter__(self) -> Iterator[str]:
        self.cards.load_all()
        return iter(dict(self.cards.folded))

    def __len__(self) -> int:
        self.cards.load_all()
        return len(self.cards.folded)


CARDS: dict[str, CardDef] = _Pool(CORE)


def known(name: str) -> bool:
    """Is ``name`` (in any case) a card of the pool? A module of the sets is loaded only
    for a name the summary lacks."""
    return name in CARDS or name.casefold() in _BY_FOLDED


def names() -> list[str]:
    """Every name of the pool, in its order, without loading a module of the sets: the
    core cards', the summary's, then any loaded card's the summary lacks."""
    known = dict.fromkeys((*(d.name for d in CORE), *SUMMARY))
    known.update(dict.fromkeys(dict.keys(CARDS)))
    return list(known)

_BY_FOLDED: Mapping[str, CardDef] = _Folded(CARDS)  # type: ignore[arg-type]

#: the catalog of the table the engine is working on (set by :mod:`shahrazad.cards.catalog`)
ACTIVE: ContextVar[Catalog | None] = ContextVar("shahrazad_cards", default=None)
#: outside any table: the custom cards known in this process, by folded name, each with every
#: distinct definition seen (filled by :mod:`shahrazad.cards.catalog`)
KNOWN: dict[str, list[CardDef]] = {}


def card(name: str) -> CardDef:
    """The definition of the card called ``name`` (case does not matter).

    While the engine works on a table, the table's catalog answers (the pool and the
    table's own cards). Outside one, the pool answers, then the custom cards this
    process has seen, if only one definition goes by that name.
    """
    try:
        return CARDS[name]  # first: no table's own card may take a pool card's name
    except KeyError:
        pass
    active = ACTIVE.get()
    if active is not None:
        return active.card(name)
    found: CardDef | None = _BY_FOLDED.get(name.casefold())
    if found is not None:
        return found
    defs = KNOWN.get(name.casefold(), [])
    if len(defs) == 1:
        return defs[0]
    if defs:
        raise UnknownCard(f"{name} (tables in this process define it differently: look it "
                          "up with the table's catalog, `with table.cards.active():`)")
    raise UnknownCard(name)
