"""Cards that reach across games: wishes, leave-zone triggers, and the Bat token.

They live beside the Old School pool (:mod:`shahrazad.cards.pool` merges them in):
the cards that bring cards into a game from outside it, and the cards whose
triggers fire when something leaves a zone, which is what a subgame does to a
main game's library.
"""

from __future__ import annotations

from typing import Final

from shahrazad.cards.model import (
    Activated,
    CardDef,
    CardType,
    Cost,
    CreateToken,
    Exile,
    FromOutside,
    Grant,
    LoseLife,
    ManaCost,
    OutsideKind,
    PhaseIn,
    PhaseOut,
    ReplaceDraw,
    Return,
    Sacrifice,
    Search,
    Shuffle,
    Static,
    Subgame,
    TargetSpec,
    Triggered,
)


def _wish(name: str, cost: str, kind: OutsideKind, card_type: CardType, what: str) -> CardDef:
    return CardDef(name, frozenset({card_type}), ManaCost.parse(cost),
                   effects=(FromOutside(kind), Exile("this")),
                   text=f"You may reveal {what} you own from outside the game and put it "
                        f"into your hand. Exile {name}.")


UNTIL_IT_LEAVES: Final = "this_leaves_the_battlefield"

DEFS: list[CardDef] = [
    _wish("Burning Wish", "{1}{R}", "sorcery", "Sorcery", "a sorcery card"),
    _wish("Cunning Wish", "{2}{U}", "instant", "Instant", "an instant card"),
    _wish("Living Wish", "{1}{G}", "creature_or_land", "Sorcery", "a creature or land card"),
    _wish("Golden Wish", "{3}{W}{W}", "artifact_or_enchantment", "Sorcery",
          "an artifact or enchantment card"),
    CardDef("Death Wish", frozenset({"Sorcery"}), ManaCost.parse("{1}{B}{B}"),
            effects=(FromOutside("any"), LoseLife("half_life_rounded_up", "you"),
                     Exile("this")),
            text="You may put a card you own from outside the game into your hand. You lose "
                 "half your life, rounded up. Exile Death Wish."),
    CardDef("Desecrated Tomb", frozenset({"Artifact"}), ManaCost.parse("{3}"),
            triggers=(Triggered("creature_card_leaves_your_graveyard", (CreateToken("Bat"),)),),
            text="Whenever one or more creature cards leave your graveyard, create a 1/1 "
                 "black Bat creature token with flying."),
    CardDef("Oblivion Ring", frozenset({"Enchantment"}), ManaCost.parse("{2}{W}"),
            triggers=(Triggered("enters_battlefield", (Exile("target:0", UNTIL_IT_LEAVES),),
                                (TargetSpec("other_nonland_permanent"),)),
                      Triggered("leaves_battlefield",
                                (Return("cards_exiled_with_this", "battlefield"),))),
            text="When Oblivion Ring enters, exile another target nonland permanent. When "
                 "Oblivion Ring leaves the battlefield, return the exiled card to the "
                 "battlefield under its owner's control."),
    CardDef("Animate Dead", frozenset({"Enchantment"}), ManaCost.parse("{1}{B}"),
            subtypes=frozenset({"Aura"}), enchant=TargetSpec("creature_card_in_a_graveyard"),
            statics=(Static("attached", power=-1),), first_printed="LEA",
            triggers=(Triggered("leaves_battlefield",
                                (Sacrifice("subject", "its_controller"),)),),
            text="Enchant creature card in a graveyard. When Animate Dead enters, return "
                 "enchanted creature card to the battlefield under your control and attach "
                 "Animate Dead to it. When Animate Dead leaves the battlefield, that "
                 "creature's controller sacrifices it. Enchanted creature gets -1/-0."),
    CardDef("Oubliette", frozenset({"Enchantment"}), ManaCost.parse("{1}{B}{B}"),
            triggers=(Triggered("enters_battlefield", (PhaseOut("target:0", UNTIL_IT_LEAVES),),
                                (TargetSpec("creature"),)),
                      Triggered("leaves_battlefield",
                                (PhaseIn("phased_out_with_this", tapped=True),))),
            text="When Oubliette enters, target creature phases out until Oubliette leaves "
                 "the battlefield. Tap that creature as it phases in this way.",
            first_printed="ARN"),
    CardDef("Teferi's Protection", frozenset({"Instant"}), ManaCost.parse("{2}{W}"),
            effects=(Grant("life_locked"), Grant("protection_from_everything"),
                     PhaseOut("each_permanent_you_control"), Exile("this")),
            text="Until your next turn, your life total can't change and you gain protection "
                 "from everything. All permanents you control phase out. Exile Teferi's "
                 "Protection. (Protection is applied to damage and targets only.)"),
    CardDef("Ring of Ma'ruf", frozenset({"Artifact"}), ManaCost.parse("{5}"),
            first_printed="ARN",
            abilities=(Activated(Cost(ManaCost.parse("{5}"), tap=True, exile=True),
                                 (ReplaceDraw("card_from_outside"),)),),
            text="{5}, {T}, Exile Ring of Ma'ruf: The next time you would draw a card this "
                 "turn, instead put a card you own from outside the game into your hand."),
    CardDef("Enter the Dungeon", frozenset({"Sorcery"}), ManaCost.parse("{B}{B}"),
            effects=(Subgame(starting_life=5), Search("subgame_winner"), Search("subgame_winner"),
                     Shuffle("subgame_winner")),
            tags=frozenset({"extension"}),
            text="Players play a Magic subgame under the table, starting at 5 life, using "
                 "their libraries as their decks. The winner searches their library for two "
                 "cards, puts them into their hand, then shuffles. (Silver-bordered: outside "
                 "727.1's \"one card\"; an extension of the same machinery.)"),
    CardDef("Research // Development", frozenset({"Instant"}), ManaCost.parse("{G}{U}"),
            faces=(
                CardDef("Research", frozenset({"Instant"}), ManaCost.parse("{G}{U}"),
                        effects=(FromOutside("any", "library"),) * 4 + (Shuffle("you"),),
                        text="Choose up to four cards you own from outside the game and "
                             "shuffle them into your library."),
                CardDef("Development", frozenset({"Instant"}), ManaCost.parse("{3}{U}{R}"),
                        effects=(CreateToken("Elemental", unless="an_opponent_lets_you_draw"),) * 3,
                        text="Create a 3/1 red Elemental creature token unless any opponent "
                             "has you draw a card. Repeat this process two more times."),
            ),
            text="Research {G}{U}: choose up to four cards you own from outside the game and "
                 "shuffle them into your library. // Development {3}{U}{R}: three times, "
                 "create a 3/1 red Elemental token unless any opponent has you draw a card."),
    CardDef("Elemental", frozenset({"Creature"}), subtypes=frozenset({"Elemental"}), power=3,
            toughness=1, tags=frozenset({"token"}), color="R",
            text="A 3/1 red Elemental creature token."),
    CardDef("Bat", frozenset({"Creature"}), subtypes=frozenset({"Bat"}), power=1, toughness=1,
            keywords=frozenset({"flying"}), tags=frozenset({"token"}), color="B",
            text="A 1/1 black Bat creature token with flying."),
]
