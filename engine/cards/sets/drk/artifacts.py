"""The Dark (1994): the colorless artifacts first printed there."""

from __future__ import annotations

from shahrazad.cards.build import TAP, cost, kw, types
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    AddMana,
    Become,
    CardDef,
    ChangeTarget,
    Cost,
    Delay,
    Destroy,
    DoesntUntap,
    Draw,
    ExileGraveyard,
    Filter,
    FirstPrinted,
    GainLife,
    GrantKeyword,
    PreventDamage,
    Regenerate,
    Return,
    RevealAtRandom,
    Sacrifice,
    Static,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

DRK: FirstPrinted = "DRK"

DEFS: list[CardDef] = [
    # -- batch E2 ------
    # only the creatures on the battlefield as it resolves (611.2c)
    CardDef("Bone Flute", types("Artifact"), cost("{3}"), first_printed=DRK,
            abilities=(Activated(Cost(cost("{2}"), tap=True),
                                 (Become(Filter(types=frozenset({"Creature"})), power=-1),)),),
            text="{2}, {T}: All creatures get -1/-0 until end of turn."),
    CardDef("Coal Golem", types("Artifact", "Creature"), cost("{5}"),
            subtypes=frozenset({"Golem"}), power=3, toughness=3, first_printed=DRK,
            abilities=(Activated(Cost(cost("{3}"), sacrifice=True), (AddMana("RRR"),),
                                 mana=True),),
            text="{3}, Sacrifice Coal Golem: Add {R}{R}{R}."),
    CardDef("Diabolic Machine", types("Artifact", "Creature"), cost("{7}"),
            subtypes=frozenset({"Construct"}), power=4, toughness=4, first_printed=DRK,
            abilities=(Activated(Cost(cost("{3}")), (Regenerate("this"),)),),
            text="{3}: Regenerate Diabolic Machine."),
    CardDef("Fountain of Youth", types("Artifact"), cost("{0}"), first_printed=DRK,
            abilities=(Activated(Cost(cost("{2}"), tap=True), (GainLife(1),)),),
            text="{2}, {T}: You gain 1 life."),
    # X is the target's mana value as the ability resolves (608.2h)
    CardDef("Living Armor", types("Artifact"), cost("{4}"), first_printed=DRK,
            abilities=(Activated(Cost(tap=True, sacrifice=True),
                                 (AddCounters("+0/+1", "mana_value_of:0", "target:0"),),
                                 (TargetSpec("creature"),)),),
            text="{T}, Sacrifice Living Armor: Put X +0/+1 counters on target creature, where "
                 "X is that creature's mana value."),
    CardDef("Skull of Orm", types("Artifact"), cost("{3}"), first_printed=DRK,
            abilities=(Activated(Cost(cost("{5}"), tap=True), (Return("target:0", "hand"),),
                                 (TargetSpec("card_in_your_graveyard",
                                             filter=Filter(types=frozenset({"Enchantment"}))),)),),
            text="{5}, {T}: Return target enchantment card from your graveyard to your hand."),
    CardDef("Tower of Coireall", types("Artifact"), cost("{2}"), first_printed=DRK,
            abilities=(Activated(TAP, (GrantKeyword("cant_be_blocked_by_walls"),),
                                 (TargetSpec("creature"),)),),
            text="{T}: Target creature can't be blocked by Walls this turn."),

]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    CardDef("Stone Calendar", types("Artifact"), cost("{5}"), first_printed="DRK",
            statics=(Static(Filter(controller="you"), spell_cost=-1),),
            text="Spells you cast cost up to {1} less to cast."),
]

# -- batch B05 ------
DEFS += [
    CardDef("Book of Rass", types("Artifact"), cost("{6}"), first_printed="DRK",
            abilities=(Activated(Cost(cost("{2}"), life=2), (Draw(1),)),),
            text="{2}, Pay 2 life: Draw a card."),
    CardDef("Tormod's Crypt", types("Artifact"), cost("{0}"), first_printed="DRK",
            abilities=(Activated(Cost(tap=True, sacrifice=True), (ExileGraveyard("target:0"),),
                                 (TargetSpec("player"),)),),
            text="{T}, Sacrifice Tormod's Crypt: Exile target player's graveyard."),
    CardDef("Standing Stones", types("Artifact"), cost("{3}"), first_printed="DRK",
            abilities=(Activated(Cost(cost("{1}"), tap=True, life=1), (AddMana("any"),),
                                 mana=True),),
            text="{1}, {T}, Pay 1 life: Add one mana of any color."),
    CardDef("Necropolis", types("Artifact", "Creature"), cost("{5}"),
            subtypes=frozenset({"Wall"}), power=0, toughness=1, keywords=frozenset({"defender"}),
            first_printed="DRK",
            abilities=(Activated(Cost(exile_other=Filter(types=frozenset({"Creature"}))),
                                 (AddCounters("+0/+1", "mana_value_of_paid", "this"),)),),
            text="Defender (This creature can't attack.)\nExile a creature card from your "
                 "graveyard: Put X +0/+1 counters on Necropolis, where X is the exiled card's "
                 "mana value."),
]

# -- batch B06 ------
DEFS += [
    # used up at that untap step whether or not the creature was tapped (502.3)
    CardDef("Barl's Cage", types("Artifact"), cost("{4}"), first_printed="DRK",
            abilities=(Activated(Cost(cost("{3}")), (DoesntUntap("target:0"),),
                                 (TargetSpec("creature"),)),),
            text="{3}: Target creature doesn't untap during its controller's next untap "
                 "step."),
]

# -- batch LX (left over from B05) ---------------------------------------------------
DEFS += [
    # the colors the opponents' lands could produce, their costs aside, after replacement
    # effects on their mana (106.7; 2004 rulings); none: no mana
    CardDef("Fellwar Stone", types("Artifact"), cost("{2}"), first_printed="DRK",
            abilities=(Activated(TAP, (AddMana("any", of_lands="opponents"),), mana=True),),
            text="{T}: Add one mana of any color that a land an opponent controls could "
                 "produce."),
]

# -- batch B07 ---------------------------------------------------------------------------
DEFS += [
    CardDef("War Barge", types("Artifact"), cost("{4}"), first_printed="DRK",
            abilities=(Activated(Cost(cost("{3}")),
                                 (GrantKeyword("islandwalk", "target:0"),
                                  Delay(0, at="this_leaves_this_turn", subject="target:0")),
                                 (TargetSpec("creature"),)),),
            triggers=(Triggered("delayed", (Destroy("subject", cant_be_regenerated=True),)),),
            text="{3}: Target creature gains islandwalk until end of turn. When War Barge "
                 "leaves the battlefield this turn, destroy that creature. A creature "
                 "destroyed this way can't be regenerated. (A creature with islandwalk can't "
                 "be blocked as long as defending player controls an Island.)"),
]
DEFS += [
    CardDef("Scarecrow", types("Artifact", "Creature"), cost("{5}"), first_printed="DRK",
            subtypes=frozenset({"Scarecrow"}), power=2, toughness=2,
            abilities=(Activated(Cost(cost("{6}"), tap=True), (PreventDamage(
                "all", "you", source=Filter(types=frozenset({"Creature"}),
                                            keywords=frozenset({"flying"}))),)),),
            text="{6}, {T}: Prevent all damage that would be dealt to you this turn by creatures "
                 "with flying."),
]
DEFS += [
    CardDef("Runesword", types("Artifact"), cost("{6}"), first_printed="DRK",
            abilities=(Activated(Cost(cost("{3}"), tap=True), (
                Become("target:0", power=2, keywords=kw(
                    "creatures_it_damages_cant_be_regenerated",
                    "creatures_it_damages_are_exiled_if_they_would_die")),
                Delay(0, at="that_leaves_this_turn", subject="target:0")),
                (TargetSpec("creature", filter=Filter(combat="attacking")),)),),
            triggers=(Triggered("delayed", (Sacrifice("this"),)),),
            text="{3}, {T}: Target attacking creature gets +2/+0 until end of turn. When that "
                 "creature leaves the battlefield this turn, sacrifice Runesword. If the "
                 "creature deals damage to a creature this turn, the creature dealt damage can't "
                 "be regenerated this turn. If a creature dealt damage by the targeted creature "
                 "would die this turn, exile that creature instead."),
]

# -- batch SHIELD ------------------------------------------------------------------------
DEFS += [
    CardDef("Dark Sphere", types("Artifact"), cost("{0}"), first_printed="DRK",
            abilities=(Activated(Cost(tap=True, sacrifice=True), (
                PreventDamage("all", "you", "chosen_source", next_time=True, half=True),)),),
            text="{T}, Sacrifice Dark Sphere: The next time a source of your choice would "
                 "deal damage to you this turn, prevent half that damage, rounded down."),
    # X is fixed by the target as it is activated (107.3); "if that target is you" is
    # checked as it resolves, not a targeting restriction (115.7a)
    CardDef("Reflecting Mirror", types("Artifact"), cost("{4}"), first_printed="DRK",
            abilities=(Activated(Cost(cost("{X}"), tap=True), (ChangeTarget(),),
                                 (TargetSpec("spell", filter=Filter(single_target=True)),),
                                 x_is="twice_mana_value_of:0"),),
            text="{X}, {T}: Change the target of target spell with a single target if that "
                 "target is you. The new target must be a player. X is twice the mana value "
                 "of that spell."),
]

# -- batch R-A ------
DEFS += [
    # the player chooses as it resolves whether to pay; an X in the card's cost is 0
    # (202.3e, the 2004 ruling)
    CardDef("Wand of Ith", types("Artifact"), cost("{4}"), first_printed="DRK",
            abilities=(Activated(Cost(cost("{3}"), tap=True), (
                RevealAtRandom(1, "target:0", then="discard_unless_life"),),
                targets=(TargetSpec("player"),), condition="only_during_your_turn"),),
            text="{3}, {T}: Target player reveals a card at random from their hand. If it's "
                 "a land card, that player discards it unless they pay 1 life. If it isn't a "
                 "land card, the player discards it unless they pay life equal to its mana "
                 "value. Activate only during your turn."),
]
