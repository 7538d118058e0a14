"""Cards of copies, flash, planeswalkers, restarting and casting from outside the game.

They live beside the Old School pool (:mod:`shahrazad.cards.pool` merges them in):
Fork and Chain Lightning copy spells (707.10), Clone copies a creature as it enters
(707.2), Vedalken Orrery lets its controller cast spells as though they had flash
(601.3: a Shahrazad above another spell), the two Karns are planeswalkers (306, 606;
Karn Liberated restarts the game, 725; Karn, the Great Creator reaches outside the
game), Spawnsire of Ulamog casts Eldrazi cards from outside the game (with the
Eldrazi it can cast: Eldrazi Devastator, and Skittering Invasion, a kindred card),
Coax from the Blind Eternities and Fae of Wishes's Adventure (715) fetch from outside,
and Mishra's Factory is a land that becomes a creature (613.1d).

Texts are paraphrases of the Oracle wording; names, costs, types, P/T and loyalty are
facts.
"""

from __future__ import annotations

from shahrazad.cards.model import (
    Activated,
    AddMana,
    Animate,
    CardDef,
    CastFromOutside,
    CopySpell,
    Cost,
    CreateToken,
    Damage,
    EnterAsCopy,
    Exile,
    ExileFromHand,
    FromOutside,
    ManaCost,
    OfferCopy,
    Pump,
    Restart,
    Return,
    SacrificePermanents,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

_cost = ManaCost.parse


def annihilator(n: int) -> Triggered:
    """Annihilator N (702.86a): whenever this creature attacks, the defending player
    sacrifices N permanents."""
    return Triggered("attacks", (SacrificePermanents(n, "subject"),))


SPAWN = "Eldrazi Spawn"

DEFS: list[CardDef] = [
    # -- copies (707)
    CardDef("Fork", frozenset({"Instant"}), _cost("{R}{R}"),
            effects=(CopySpell("target:0", color="R"),),
            targets=(TargetSpec("instant_or_sorcery_spell"),),
            text="Copy target instant or sorcery spell, except that the copy is red. You may "
                 "choose new targets for the copy.", first_printed="LEA"),
    CardDef("Chain Lightning", frozenset({"Sorcery"}), _cost("{R}"),
            effects=(Damage(3, "target:0"), OfferCopy()), targets=(TargetSpec("any"),),
            text="Chain Lightning deals 3 damage to any target. Then that player or that "
                 "permanent's controller may pay {R}{R}. If the player does, they may copy "
                 "this spell and may choose a new target for that copy.", first_printed="LEG"),
    CardDef("Clone", frozenset({"Creature"}), _cost("{3}{U}"),
            subtypes=frozenset({"Shapeshifter"}), power=0, toughness=0,
            effects=(EnterAsCopy(),),
            text="You may have Clone enter the battlefield as a copy of any creature on the "
                 "battlefield.", first_printed="LEA"),
    # -- flash (601.3)
    CardDef("Vedalken Orrery", frozenset({"Artifact"}), _cost("{4}"),
            static_words=frozenset({"you_may_cast_spells_as_though_they_had_flash"}),
            text="You may cast spells as though they had flash."),
    # -- planeswalkers (306, 606)
    CardDef("Karn Liberated", frozenset({"Planeswalker"}), _cost("{7}"),
            supertypes=frozenset({"Legendary"}), subtypes=frozenset({"Karn"}), loyalty=6,
            abilities=(
                Activated(Cost(loyalty=4), (ExileFromHand("target:0"),),
                          (TargetSpec("player"),)),
                Activated(Cost(loyalty=-3), (Exile("target:0", linked=True),),
                          (TargetSpec("permanent"),)),
                Activated(Cost(loyalty=-14), (Restart("permanent_cards_exiled_with_this"),)),
            ),
            text="+4: Target player exiles a card from their hand. -3: Exile target "
                 "permanent. -14: Restart the game, leaving in exile all non-Aura permanent "
                 "cards exiled with Karn Liberated. Then put those cards onto the battlefield "
                 "under your control."),
    CardDef("Karn, the Great Creator", frozenset({"Planeswalker"}), _cost("{4}"),
            supertypes=frozenset({"Legendary"}), subtypes=frozenset({"Karn"}), loyalty=5,
            static_words=frozenset({"opponents_artifacts_abilities_cant_be_activated"}),
            abilities=(
                Activated(Cost(loyalty=1),
                          (Animate("mana_value_of:0", "mana_value_of:0", "target:0",
                                   until="your_next_turn"),),
                          (TargetSpec("noncreature_artifact", optional=True),)),
                Activated(Cost(loyalty=-2), (FromOutside("artifact", or_exile=True),)),
            ),
            text="Activated abilities of artifacts your opponents control can't be "
                 "activated. +1: Until your next turn, up to one target noncreature artifact "
                 "becomes an artifact creature with power and toughness each equal to its "
                 "mana value. -2: You may reveal an artifact card you own from outside the "
                 "game or choose a face-up artifact card you own in exile. Put that card "
                 "into your hand."),
    # -- Eldrazi, and casting from outside the game
    CardDef("Spawnsire of Ulamog", frozenset({"Creature"}), _cost("{10}"),
            subtypes=frozenset({"Eldrazi"}), power=7, toughness=11,
            triggers=(annihilator(1),),
            abilities=(
                Activated(Cost(_cost("{4}")), (CreateToken(SPAWN), CreateToken(SPAWN))),
                Activated(Cost(_cost("{20}")), (CastFromOutside("eldrazi"),)),
            ),
            text="Annihilator 1 (Whenever this creature attacks, defending player sacrifices "
                 "a permanent.) {4}: Create two 0/1 colorless Eldrazi Spawn creature tokens "
                 "with \"Sacrifice this creature: Add {C}.\" {20}: Cast any number of Eldrazi "
                 "cards you own from outside the game without paying their mana costs."),
    CardDef("Eldrazi Devastator", frozenset({"Creature"}), _cost("{8}"),
            subtypes=frozenset({"Eldrazi"}), power=8, toughness=9,
            keywords=frozenset({"trample"}), text="Trample"),
    CardDef("Skittering Invasion", frozenset({"Kindred", "Sorcery"}), _cost("{7}{U}"),
            subtypes=frozenset({"Eldrazi"}), effects=(CreateToken(SPAWN),) * 5,
            text="Create five 0/1 colorless Eldrazi Spawn creature tokens. They have "
                 "\"Sacrifice this creature: Add {C}.\" (A kindred sorcery, once called "
                 "tribal: an Eldrazi card.)"),
    CardDef(SPAWN, frozenset({"Creature"}), subtypes=frozenset({"Eldrazi", "Spawn"}), power=0,
            toughness=1, tags=frozenset({"token"}),
            abilities=(Activated(Cost(sacrifice=True), (AddMana("C"),), mana=True),),
            text="A 0/1 colorless Eldrazi Spawn creature token with \"Sacrifice this "
                 "creature: Add {C}.\""),
    CardDef("Coax from the Blind Eternities", frozenset({"Sorcery"}), _cost("{2}{U}"),
            effects=(FromOutside("eldrazi", or_exile=True),),
            text="You may reveal an Eldrazi card you own from outside the game or choose a "
                 "face-up Eldrazi card you own in exile. Put that card into your hand."),
    # -- an Adventure (715)
    CardDef("Fae of Wishes", frozenset({"Creature"}), _cost("{1}{U}"),
            subtypes=frozenset({"Faerie", "Wizard"}), power=1, toughness=4,
            keywords=frozenset({"flying"}),
            abilities=(Activated(Cost(_cost("{1}{U}"), discard=2), (Return("this", "hand"),)),),
            adventure=CardDef("Granted", frozenset({"Sorcery"}), _cost("{3}{U}"),
                              subtypes=frozenset({"Adventure"}),
                              effects=(FromOutside("noncreature"),),
                              text="You may reveal a noncreature card you own from outside "
                                   "the game and put it into your hand."),
            text="Flying. {1}{U}, Discard two cards: Return Fae of Wishes to its owner's "
                 "hand. // Granted {3}{U} (Sorcery - Adventure): You may reveal a noncreature "
                 "card you own from outside the game and put it into your hand. (Then exile "
                 "this card. You may cast the creature later from exile.)"),
    # -- a land that becomes a creature (613.1d)
    CardDef("Mishra's Factory", frozenset({"Land"}),
            abilities=(
                Activated(Cost(tap=True), (AddMana("C"),), mana=True),
                Activated(Cost(_cost("{1}")),
                          (Animate(2, 2, subtypes=frozenset({"Assembly-Worker"})),)),
                Activated(Cost(tap=True), (Pump(1, 1),),
                          (TargetSpec("creature", subtype="Assembly-Worker"),)),
            ),
            text="{T}: Add {C}. {1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact "
                 "creature until end of turn. It's still a land. {T}: Target Assembly-Worker "
                 "creature gets +1/+1 until end of turn.",
            first_printed="ATQ"),
]
