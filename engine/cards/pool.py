"""The card pool: Old School (1993-94) cards and the subgame card, as data.

Texts are paraphrases of the Oracle wording; names, costs, types and P/T are facts.
``CARDS`` maps a card name to its :class:`~shahrazad.cards.model.CardDef`.
:func:`card` looks a name up in the cards the rules see now: the pool, plus a table's
own cards while the engine works on that table (:mod:`shahrazad.cards.catalog`).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
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
from shahrazad.events.errors import ShahrazadError

if TYPE_CHECKING:
    from shahrazad.cards.catalog import Catalog

__all__ = ["CARDS", "UnknownCard", "card"]


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
                   text=f"{{T}}: Add {{{color}}}.")


def _mox(name: str, color: str) -> CardDef:
    return CardDef(name, _fs("Artifact"), _cost("{0}"),
                   abilities=(Activated(TAP, (AddMana(color),), mana=True),),
                   text=f"{{T}}: Add {{{color}}}.")


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
            text="{T}, Sacrifice Black Lotus: Add three mana of any one color."),
    _mox("Mox Pearl", "W"), _mox("Mox Sapphire", "U"), _mox("Mox Jet", "B"),
    _mox("Mox Ruby", "R"), _mox("Mox Emerald", "G"),
    CardDef("Sol Ring", _fs("Artifact"), _cost("{1}"),
            abilities=(Activated(TAP, (AddMana("CC"),), mana=True),), text="{T}: Add {C}{C}."),
    CardDef("Icy Manipulator", _fs("Artifact"), _cost("{4}"),
            abilities=(Activated(Cost(_cost("{1}"), tap=True), (Tap(),),
                                 (TargetSpec("tappable"),)),),
            text="{1}, {T}: Tap target artifact, creature, or land."),
    CardDef("Howling Mine", _fs("Artifact"), _cost("{2}"),
            triggers=(Triggered("each_draw_step_untapped", (Draw(1, "subject"),)),),
            text="At the beginning of each player's draw step, if Howling Mine is "
                 "untapped, that player draws an additional card."),
    # -- instants
    CardDef("Lightning Bolt", _fs("Instant"), _cost("{R}"),
            effects=(Damage(3, "target:0"),), targets=(ANY,),
            text="Lightning Bolt deals 3 damage to any target."),
    CardDef("Psionic Blast", _fs("Instant"), _cost("{2}{U}"),
            effects=(Damage(4, "target:0"), Damage(2, "you")), targets=(ANY,),
            text="Psionic Blast deals 4 damage to any target and 2 damage to you."),
    CardDef("Counterspell", _fs("Instant"), _cost("{U}{U}"),
            effects=(Counter(),), targets=(TargetSpec("spell"),), text="Counter target spell."),
    CardDef("Mana Drain", _fs("Instant"), _cost("{U}{U}"),
            effects=(Counter(), DelayedTrigger("your_next_main_phase", "mana_value_of:0")),
            targets=(TargetSpec("spell"),),
            triggers=(Triggered("your_next_main_phase", (AddMana("C", "that_many"),)),),
            text="Counter target spell. At the beginning of your next main phase, add an "
                 "amount of {C} equal to that spell's mana value."),
    CardDef("Ancestral Recall", _fs("Instant"), _cost("{U}"),
            effects=(Draw(3, "target:0"),), targets=(PLAYER,),
            text="Target player draws three cards."),
    CardDef("Swords to Plowshares", _fs("Instant"), _cost("{W}"),
            effects=(Exile("target:0"), GainLife("power_of:0", "controller_of:0")),
            targets=(CREATURE,),
            text="Exile target creature. Its controller gains life equal to its power."),
    CardDef("Disenchant", _fs("Instant"), _cost("{1}{W}"),
            effects=(Destroy("target:0"),), targets=(TargetSpec("artifact_or_enchantment"),),
            text="Destroy target artifact or enchantment."),
    CardDef("Dark Ritual", _fs("Instant"), _cost("{B}"), effects=(AddMana("BBB"),),
            text="Add {B}{B}{B}."),
    CardDef("Fog", _fs("Instant"), _cost("{G}"), effects=(Prevent("combat"),),
            text="Prevent all combat damage that would be dealt this turn."),
    CardDef("Giant Growth", _fs("Instant"), _cost("{G}"), effects=(Pump(3, 3),),
            targets=(CREATURE,), text="Target creature gets +3/+3 until end of turn."),
    # -- sorceries
    CardDef("Fireball", _fs("Sorcery"), _cost("{X}{R}"),
            effects=(Damage("X_divided", "each_target"),), targets=(ANY,), max_targets=4,
            text="Fireball deals X damage divided evenly, rounded down, among any number of "
                 "targets. It costs {1} more to cast for each target beyond the first."),
    CardDef("Time Walk", _fs("Sorcery"), _cost("{1}{U}"), effects=(ExtraTurn(),),
            text="Take an extra turn after this one."),
    CardDef("Timetwister", _fs("Sorcery"), _cost("{2}{U}"),
            effects=(ShuffleInto("hand_and_graveyard", "each_player"), Draw(7, "each_player")),
            text="Each player shuffles their hand and graveyard into their library, then "
                 "draws seven cards."),
    CardDef("Braingeyser", _fs("Sorcery"), _cost("{X}{U}{U}"),
            effects=(Draw("X", "target:0"),), targets=(PLAYER,),
            text="Target player draws X cards."),
    CardDef("Wrath of God", _fs("Sorcery"), _cost("{2}{W}{W}"),
            effects=(Destroy("each_creature", cant_be_regenerated=True),),
            text="Destroy all creatures. They can't be regenerated."),
    CardDef("Demonic Tutor", _fs("Sorcery"), _cost("{1}{B}"),
            effects=(Search("you"), Shuffle("you")),
            text="Search your library for a card, put that card into your hand, then "
                 "shuffle."),
    CardDef("Mind Twist", _fs("Sorcery"), _cost("{X}{B}"),
            effects=(Discard("X", "target:0"),), targets=(PLAYER,),
            text="Target player discards X cards at random."),
    CardDef("Regrowth", _fs("Sorcery"), _cost("{1}{G}"),
            effects=(Return("target:0", "hand"),), targets=(TargetSpec("card_in_your_graveyard"),),
            text="Return target card from your graveyard to your hand."),
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
                 "each player."),
    # -- creatures
    _creature("Serra Angel", "{3}{W}{W}", "Angel", 4, 4, _kw("flying", "vigilance"),
              "Flying, vigilance"),
    _creature("Tundra Wolves", "{W}", "Wolf", 1, 1, _kw("first_strike"), "First strike"),
    _creature("Mahamoti Djinn", "{4}{U}{U}", "Djinn", 5, 6, _kw("flying"), "Flying"),
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
              triggers=(Triggered("damages_opponent", (Discard(1, "subject"),)),)),
    _creature("Shivan Dragon", "{4}{R}{R}", "Dragon", 5, 5, _kw("flying"),
              "Flying. {R}: Shivan Dragon gets +1/+0 until end of turn.",
              abilities=(Activated(Cost(_cost("{R}")), (Pump(1, 0, "this"),)),)),
    _creature("War Mammoth", "{3}{G}", "Elephant", 3, 3, _kw("trample"), "Trample"),
    _creature("Birds of Paradise", "{G}", "Bird", 0, 1, _kw("flying"),
              "Flying. {T}: Add one mana of any color.",
              abilities=(Activated(TAP, (AddMana("any"),), mana=True),)),
    _creature("Llanowar Elves", "{G}", "Elf Druid", 1, 1, text="{T}: Add {G}.",
              abilities=(Activated(TAP, (AddMana("G"),), mana=True),)),
    _creature("Pit Scorpion", "{2}{B}", "Scorpion", 1, 1,
              text="Whenever Pit Scorpion deals damage to a player, that player gets a "
                   "poison counter.",
              triggers=(Triggered("damages_player", (AddCounters("poison", 1, "subject"),)),)),
    _creature("Marsh Viper", "{3}{G}", "Snake", 1, 2,
              text="Whenever Marsh Viper deals damage to a player, that player gets two "
                   "poison counters.",
              triggers=(Triggered("damages_player", (AddCounters("poison", 2, "subject"),)),)),
    _creature("Grizzly Bears", "{1}{G}", "Bear", 2, 2),
    _creature("Craw Wurm", "{4}{G}{G}", "Wurm", 6, 4),
]

_DEFS += subgame_cards.DEFS
_DEFS += variant_cards.DEFS
_DEFS += pool_copies.DEFS
_DEFS += life_cards.DEFS
_DEFS += sets.DEFS
_DEFS += keyword_triggers.DEFS  # batch B09: rampage's abilities (702.23a)

CARDS: dict[str, CardDef] = {d.name: d for d in _DEFS}

_BY_FOLDED = {name.casefold(): d for name, d in CARDS.items()}

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
