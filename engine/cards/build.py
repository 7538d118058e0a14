"""Short ways to write a card: the pieces most card definitions repeat.

>>> from engine.cards.build import creature, kw
>>> bears = creature("Grizzly Bears", "{1}{G}", "Bear", 2, 2)
>>> (bears.cost.mana_value, sorted(bears.subtypes), bears.power)
(2, ['Bear'], 2)
>>> sorted(creature("Serra Angel", "{3}{W}{W}", "Angel", 4, 4, kw("flying", "vigilance")).keywords)
['flying', 'vigilance']
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import (
    Activated,
    AddMana,
    CardDef,
    CardType,
    Cost,
    Keyword,
    ManaCost,
    TargetSpec,
)

__all__ = ["ANY", "CREATURE", "PLAYER", "TAP", "basic", "cost", "creature", "kw", "types"]

TAP = Cost(tap=True)
ANY = TargetSpec("any")
CREATURE = TargetSpec("creature")
PLAYER = TargetSpec("player")


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
