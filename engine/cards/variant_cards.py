"""The pieces of the command-zone variants used in the scenarios: two commanders, three
vanguards, three planes, two phenomena and one scheme; and Planechase's own effects.

A *commander* (903) is a traditional card, a legendary creature, that begins the
game in the command zone. Vanguards (902), planes (901) and schemes (904) are
*nontraditional* cards: they never go into a library, a hand or onto the
battlefield; they sit in the command zone for the whole game (313.2, 311.2,
314.2), and a subgame moves them between command zones (727.2a-b, 727.5a-b).
:mod:`shahrazad.cards.pool` merges :data:`DEFS` into the card pool.

What is data and what is only text here:

* Vanguard hand and life modifiers are data (:data:`MODIFIERS`); the rules use
  them for the starting life (902.4), the starting and maximum hand size (902.5)
  and, in a subgame, for the subgame's own values (Ambiguity A9).
* The phenomena Planewide Disaster and Mutual Epiphany are data: their "When you
  encounter" abilities (312.5) are effects the engine has.
* The planes' abilities are data: static abilities (:class:`~shahrazad.cards.model.Static`,
  functioning while the plane is face up, 901.7) and triggered abilities at
  :mod:`shahrazad.rules.planechase`'s trigger points (``chaos_ensues``,
  ``planeswalk_away``). Llanowar gives every creature "{T}: Add {G}{G}" (a mana
  ability, 605.1a) and, on chaos, untaps the creatures its controller controls;
  Sanctum of Serra destroys every nonland permanent when its controller planeswalks
  away from it and, on chaos, lets them have their life total become 20 (119.5; they
  are asked yes or no, and one who doesn't answer declines); Tazeem says creatures
  can't block (509.1a) and, on chaos, draws its controller a card for each land they
  control.
* The vanguards' other abilities and the scheme's text are text only: no test or
  scenario depends on them (no subgame rule turns on what a scheme says), and the engine
  has no trigger kinds for them. Sol'kanar the Swamp King is whole: swampwalk (702.14)
  and its cast trigger; so is Nicol Bolas (batch B11): its upkeep cost and its discard
  trigger.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from shahrazad.cards.model import (
    Activated,
    AddMana,
    CardDef,
    Cost,
    Destroy,
    Discard,
    Draw,
    Effect,
    Filter,
    GainLife,
    ManaCost,
    MayPay,
    Sacrifice,
    SetLife,
    Static,
    Triggered,
    Untap,
    primitive,
)

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


def _plane(name: str, world: str, text: str, triggers: tuple[Triggered, ...],
           statics: tuple[Static, ...] = ()) -> CardDef:
    return CardDef(name, frozenset({"Plane"}), subtypes=frozenset({world}), text=text,
                   triggers=triggers, statics=statics)


def _phenomenon(name: str, effects: tuple[Effect, ...], text: str) -> CardDef:
    return CardDef(name, frozenset({"Phenomenon"}), text=text,
                   triggers=(Triggered("encounter", effects),))


@primitive
@dataclass(frozen=True, slots=True)
class Planeswalk(Effect):
    """The planar controller planeswalks (701.31b): the planeswalking ability's effect."""

    SAYS: ClassVar[str] = "planeswalk"
    RULES: ClassVar[tuple[str, ...]] = ("701.31b", "901.10")


@primitive
@dataclass(frozen=True, slots=True)
class ChaosEnsues(Effect):
    """Chaos ensues (311.7): the chaos abilities of the face-up planes trigger."""

    SAYS: ClassVar[str] = "chaos ensues"
    RULES: ClassVar[tuple[str, ...]] = ("311.7",)


#: the name of the planeswalking ability on the stack (901.8): an ability with no source,
#: defined here like a token so that it can trigger and resolve like any other
PLANESWALKING = "Planeswalking"


DEFS: list[CardDef] = [
    # a Legends card (batch B02 made its trigger whole); it stays here, among the
    # scenarios' commanders, so that the fuzzer's pinned seeds deal the decks they did
    CardDef("Sol'kanar the Swamp King", frozenset({"Creature"}), ManaCost.parse("{2}{U}{B}{R}"),
            subtypes=frozenset({"Demon"}), supertypes=frozenset({"Legendary"}), power=5,
            toughness=5, keywords=frozenset({"swampwalk"}), first_printed="LEG",
            triggers=(Triggered("a_spell_is_cast", (GainLife(1),),
                                filter=Filter(colors=frozenset({"B"}))),),
            text="Swampwalk (This creature can't be blocked as long as defending player "
                 "controls a Swamp.)\nWhenever a player casts a black spell, you gain 1 "
                 "life."),
    # -- batch B11 --: made whole: the upkeep cost (608.2d) and "discards their hand"
    # after any damage to an opponent, combat or not (701.9)
    CardDef("Nicol Bolas", frozenset({"Creature"}), ManaCost.parse("{2}{U}{U}{B}{B}{R}{R}"),
            subtypes=frozenset({"Elder", "Dragon"}), supertypes=frozenset({"Legendary"}),
            power=7, toughness=7, keywords=frozenset({"flying"}),
            triggers=(Triggered("your_upkeep", (MayPay(ManaCost.parse("{U}{B}{R}"), unless=True),
                                                Sacrifice())),
                      Triggered("damages_opponent", (Discard(0, "subject", how="all"),))),
            text="Flying\nAt the beginning of your upkeep, sacrifice Nicol Bolas unless you "
                 "pay {U}{B}{R}.\nWhenever Nicol Bolas deals damage to an opponent, that "
                 "player discards their hand.", first_printed="LEG"),
    _vanguard("Sisay", "Whenever you tap a land for mana, add one mana of any type that "
                       "land produced. (Not modelled.)"),
    _vanguard("Eladamri", "{0}: The next 1 damage that would be dealt to target creature "
                          "you control this turn is dealt to you instead. (Not modelled.)"),
    _vanguard("Maro Avatar", ""),
    _plane("Llanowar", "Dominaria",
           "All creatures have \"{T}: Add {G}{G}.\" Whenever chaos ensues, untap all "
           "creatures you control.",
           (Triggered("chaos_ensues", (Untap("each_creature_you_control"),)),),
           (Static("each_creature", have=Activated(Cost(tap=True), (AddMana("GG"),),
                                                   mana=True)),)),
    _plane("Sanctum of Serra", "Serra's Realm",
           "When you planeswalk away from Sanctum of Serra, destroy all nonland "
           "permanents. Whenever chaos ensues, you may have your life total become 20.",
           (Triggered("planeswalk_away", (Destroy("each_nonland_permanent"),)),
            Triggered("chaos_ensues", (SetLife(20, optional=True),)))),
    _plane("Tazeem", "Zendikar",
           "Creatures can't block. Whenever chaos ensues, draw a card for each land you "
           "control.",
           (Triggered("chaos_ensues", (Draw("lands_you_control"),)),),
           (Static("each_creature", cant="block"),)),
    _phenomenon("Planewide Disaster", (Destroy("each_creature"),),
                "When you encounter Planewide Disaster, destroy all creatures. (Then "
                "planeswalk away from this phenomenon.)"),
    _phenomenon("Mutual Epiphany", (Draw(4, "each_player"),),
                "When you encounter Mutual Epiphany, each player draws four cards. (Then "
                "planeswalk away from this phenomenon.)"),
    CardDef(PLANESWALKING, frozenset(), tags=frozenset({"token", "inherent"}),
            triggers=(Triggered("planeswalker_rolled", (Planeswalk(),)),),
            text="Whenever you roll the Planeswalker symbol on the planar die, planeswalk. "
                 "(Every Planechase game has it; it has no source, 901.8.)"),
    CardDef("The Very Soil Shall Shake", frozenset({"Scheme"}),
            supertypes=frozenset({"Ongoing"}),
            text="(An ongoing scheme: it stays face up until it is abandoned. Its text is "
                 "not modelled.)"),
]
