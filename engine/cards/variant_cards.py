"""The pieces of the command-zone variants used in the scenarios: two commanders, three
vanguards, three planes and one scheme.

A *commander* (903) is a traditional card, a legendary creature, that begins the
game in the command zone. Vanguards (902), planes (901) and schemes (904) are
*nontraditional* cards: they never go into a library, a hand or onto the
battlefield; they sit in the command zone for the whole game (313.2, 311.2,
314.2), and a subgame moves them between command zones (727.2a-b, 727.5a-b).
:mod:`engine.cards.pool` merges :data:`DEFS` into the card pool.

What is data and what is only text here:

* Vanguard hand and life modifiers are data (:data:`MODIFIERS`); the rules use
  them for the starting life (902.4), the starting and maximum hand size (902.5)
  and, in a subgame, for the subgame's own values (Ambiguity A9).
* The vanguards' other abilities, the planes' and the scheme's texts, Sol'kanar's
  life-gain trigger, and Nicol Bolas's upkeep cost and discard trigger are text
  only: no test or scenario depends on them (no subgame rule turns on what a plane
  or a scheme says), and the engine has no trigger kinds for them.
  Swampwalk is recorded as a keyword, but combat does not implement landwalk.
"""

from __future__ import annotations

from engine.cards.model import CardDef, ManaCost

#: vanguard name -> (hand modifier, life modifier) (313.6, 313.7)
MODIFIERS: dict[str, tuple[int, int]] = {
    "Sisay": (-2, -3),
    "Eladamri": (-1, +15),
    "Maro Avatar": (+2, -7),
}


def _vanguard(name: str, text: str) -> CardDef:
    hand, life = MODIFIERS[name]
    return CardDef(name, frozenset({"Vanguard"}),
                   text=f"Hand {hand:+d}, life {life:+d}. {text}".strip())


def _plane(name: str, world: str) -> CardDef:
    return CardDef(name, frozenset({"Plane"}), subtypes=frozenset({world}),
                   text="(Plane text not modelled.)")


DEFS: list[CardDef] = [
    CardDef("Sol'kanar the Swamp King", frozenset({"Creature"}), ManaCost.parse("{2}{U}{B}{R}"),
            subtypes=frozenset({"Demon"}), supertypes=frozenset({"Legendary"}), power=5,
            toughness=5, keywords=frozenset({"swampwalk"}),
            text="Swampwalk. Whenever a player casts a black spell, you gain 1 life. "
                 "(The trigger is not modelled.)"),
    CardDef("Nicol Bolas", frozenset({"Creature"}), ManaCost.parse("{2}{U}{U}{B}{B}{R}{R}"),
            subtypes=frozenset({"Elder", "Dragon"}), supertypes=frozenset({"Legendary"}),
            power=7, toughness=7, keywords=frozenset({"flying"}),
            text="Flying. At the beginning of your upkeep, sacrifice Nicol Bolas unless you "
                 "pay {U}{B}{R}. Whenever Nicol Bolas deals damage to an opponent, that "
                 "player discards their hand. (The upkeep cost and the trigger are not "
                 "modelled.)"),
    _vanguard("Sisay", "Whenever you tap a land for mana, add one mana of any type that "
                       "land produced. (Not modelled.)"),
    _vanguard("Eladamri", "{0}: The next 1 damage that would be dealt to target creature "
                          "you control this turn is dealt to you instead. (Not modelled.)"),
    _vanguard("Maro Avatar", ""),
    _plane("Llanowar", "Dominaria"),
    _plane("Sanctum of Serra", "Serra's Realm"),
    _plane("Tazeem", "Zendikar"),
    CardDef("The Very Soil Shall Shake", frozenset({"Scheme"}),
            supertypes=frozenset({"Ongoing"}),
            text="(An ongoing scheme: it stays face up until it is abandoned. Its text is "
                 "not modelled.)"),
]
