"""Short ways to write a card: the pieces most card definitions repeat.

>>> from shahrazad.cards.build import creature, kw
>>> bears = creature("Grizzly Bears", "{1}{G}", "Bear", 2, 2)
>>> (bears.cost.mana_value, sorted(bears.subtypes), bears.power)
(2, ['Bear'], 2)
>>> sorted(creature("Serra Angel", "{3}{W}{W}", "Angel", 4, 4, kw("flying", "vigilance")).keywords)
['flying', 'vigilance']
"""

from __future__ import annotations

from typing import Any

from shahrazad.cards.model import (
    Activated,
    AddMana,
    CardDef,
    CardType,
    Cost,
    Filter,
    Keyword,
    ManaCost,
    Static,
    TargetSpec,
)

__all__ = [
    "ANY",
    "ARTIFACT",
    "CREATURE",
    "LAND",
    "PLAYER",
    "TAP",
    "aura",
    "basic",
    "blockable_despite",
    "cost",
    "creature",
    "dual",
    "kw",
    "rampage",
    "types",
]

TAP = Cost(tap=True)
ANY = TargetSpec("any")
CREATURE = TargetSpec("creature")
PLAYER = TargetSpec("player")
LAND = TargetSpec("land")
ARTIFACT = TargetSpec("permanent", filter=Filter(types=frozenset({"Artifact"})))


def types(*items: CardType) -> frozenset[CardType]:
    """A card's types."""
    return frozenset(items)


def kw(*items: Keyword) -> frozenset[Keyword]:
    """A card's keywords."""
    return frozenset(items)


def cost(text: str) -> ManaCost:
    """A mana cost in symbols: ``cost("{2}{W}{W}")``."""
    return ManaCost.parse(text)


def basic(name: str, color: str) -> CardDef:
    """A basic land of the type ``name`` that taps for ``color`` (305.6)."""
    return CardDef(name, types("Land"), supertypes=frozenset({"Basic"}),
                   subtypes=frozenset({name}),
                   abilities=(Activated(TAP, (AddMana(color),), mana=True),),
                   text=f"{{T}}: Add {{{color}}}.")


def creature(name: str, mana: str, subtypes: str, power: int, toughness: int,
             keywords: frozenset[Keyword] = frozenset(), text: str = "",
             **more: Any) -> CardDef:
    """A creature card: its name, mana cost, creature types (space-separated), power and
    toughness, keywords and text; ``more`` are any other :class:`CardDef` fields."""
    return CardDef(name, types("Creature"), cost(mana), subtypes=frozenset(subtypes.split()),
                   power=power, toughness=toughness, keywords=keywords, text=text, **more)


def dual(name: str, first: str, second: str, **more: Any) -> CardDef:
    """A land with two basic land types (``Land - Swamp Mountain``): it taps for the mana
    of each (305.6); ``more`` are any other :class:`CardDef` fields."""
    from shahrazad.cards.model import BASIC_LAND_MANA

    return CardDef(name, types("Land"), subtypes=frozenset({first, second}),
                   abilities=tuple(Activated(TAP, (AddMana(BASIC_LAND_MANA[t]),), mana=True)
                                   for t in (first, second)),
                   text=f"({{T}}: Add {{{BASIC_LAND_MANA[first]}}} or "
                        f"{{{BASIC_LAND_MANA[second]}}}.)", **more)


def aura(name: str, mana: str, enchant: TargetSpec, *statics: Static, text: str = "",
         **more: Any) -> CardDef:
    """An Aura (303.4): what it enchants, and its static abilities ("enchanted creature
    gets +1/+2": ``Static("attached", power=1, toughness=2)``); ``more`` are any other
    :class:`CardDef` fields (its activated abilities, its set)."""
    return CardDef(name, types("Enchantment"), cost(mana), subtypes=frozenset({"Aura"}),
                   enchant=enchant, statics=statics, text=text, **more)


# -- batch B09 -----------------------------------------------------------------------------


def blockable_despite(keyword: Keyword) -> Static:
    """"Creatures with ``keyword`` can be blocked as though they didn't have ``keyword``"
    (509.1b, 702.14: Quagmire's swampwalk): a static ability of every creature with it."""
    return Static(Filter(types=frozenset({"Creature"}), keywords=frozenset({keyword})),
                  blocked_as_though_without=frozenset({keyword}))


def rampage(n: int) -> str:
    """Rampage ``n`` with its reminder text, as the Oracle text prints it (702.23a)."""
    return (f"Rampage {n} (Whenever this creature becomes blocked, it gets +{n}/+{n} until "
            "end of turn for each creature blocking it beyond the first.)")


def world(name: str, mana: str, text: str, **more: Any) -> CardDef:
    """A World Enchantment (205.4, the world rule 704.5k): ``more`` are any other
    :class:`CardDef` fields (its static and triggered abilities, its set)."""
    return CardDef(name, types("Enchantment"), cost(mana), supertypes=frozenset({"World"}),
                   text=text, **more)
