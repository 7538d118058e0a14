"""Arabian Nights (1993): the colorless artifacts first printed there."""

from __future__ import annotations

from shahrazad.cards.build import LAND, cost, kw, types
from shahrazad.cards.model import (
    Activated,
    AnteThis,
    CardDef,
    Cost,
    CreateToken,
    Damage,
    Delay,
    Destroy,
    Draw,
    Filter,
    FlipCoin,
    GrantKeyword,
    MayPay,
    PreventDamage,
    RemoveDamageInstead,
    ReplaceDraw,
    Static,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = [
    # A flip its controller calls, won or lost (705.1), as the ability resolves.
    CardDef("Bottle of Suleiman", types("Artifact"), cost("{4}"),
            abilities=(Activated(Cost(mana=cost("{1}"), sacrifice=True), (
                FlipCoin(won=(CreateToken("Djinn"),), lost=(Damage(5, "you"),)),)),),
            first_printed="arabian_nights",
            text="{1}, Sacrifice Bottle of Suleiman: Flip a coin. If you win the flip, "
                 "create a 5/5 colorless Djinn artifact creature token with flying. If you "
                 "lose the flip, Bottle of Suleiman deals 5 damage to you."),
    # the token Bottle of Suleiman creates (111.1)
    CardDef("Djinn", types("Artifact", "Creature"), subtypes=frozenset({"Djinn"}), power=5,
            toughness=5, keywords=kw("flying"), tags=frozenset({"token"}),
            text="A 5/5 colorless Djinn artifact creature token with flying."),
    # -- batch E1 ------
    CardDef("Aladdin's Ring", types("Artifact"), cost("{8}"), first_printed="ARN",
            abilities=(Activated(Cost(cost("{8}"), tap=True), (Damage(4, "target:0"),),
                                 (TargetSpec("any"),)),),
            text="{8}, {T}: Aladdin's Ring deals 4 damage to any target."),
    CardDef("Brass Man", types("Artifact", "Creature"), cost("{1}"),
            subtypes=frozenset({"Construct"}), power=1, toughness=3, first_printed="ARN",
            statics=(Static("this", cant="untap"),),
            triggers=(Triggered("your_upkeep", (MayPay(cost("{1}")), Untap("this"))),),
            text="Brass Man doesn't untap during your untap step.\nAt the beginning of your "
                 "upkeep, you may pay {1}. If you do, untap Brass Man."),
    CardDef("Dancing Scimitar", types("Artifact", "Creature"), cost("{4}"),
            subtypes=frozenset({"Spirit"}), power=1, toughness=5, keywords=kw("flying"),
            first_printed="ARN",
            text="Flying (This creature can't be blocked except by creatures with flying or "
                 "reach.)"),
    # "Untap target attacking creature you control. Prevent all combat damage that would be
    # dealt to and dealt by that creature this turn": it stays attacking (506.4)
    CardDef("Ebony Horse", types("Artifact"), cost("{3}"), first_printed="ARN",
            abilities=(Activated(Cost(cost("{2}"), tap=True), (
                Untap("target:0"), PreventDamage("all", "target:0", combat=True),
                PreventDamage("all", "anything", by="target:0", combat=True)),
                (TargetSpec("creature", filter=Filter(combat="attacking", controller="you")),)),),
            text="{2}, {T}: Untap target attacking creature you control. Prevent all combat "
                 "damage that would be dealt to and dealt by that creature this turn."),
    CardDef("Flying Carpet", types("Artifact"), cost("{4}"), first_printed="ARN",
            abilities=(Activated(Cost(cost("{2}"), tap=True), (GrantKeyword("flying"),),
                                 (TargetSpec("creature"),)),),
            text="{2}, {T}: Target creature gains flying until end of turn."),
    CardDef("Jandor's Saddlebags", types("Artifact"), cost("{2}"), first_printed="ARN",
            abilities=(Activated(Cost(cost("{3}"), tap=True), (Untap("target:0"),),
                                 (TargetSpec("creature"),)),),
            text="{3}, {T}: Untap target creature."),
]

# -- batch B08 ------
DEFS += [
    # "{2}: Choose one": each mode written as its own {2} ability, the mode named by the
    # ability activated (its target chosen with it, 601.2c)
    CardDef("Pyramids", types("Artifact"), cost("{6}"), first_printed="ARN",
            abilities=(Activated(Cost(cost("{2}")), (Destroy("target:0"),),
                                 (TargetSpec("permanent", filter=Filter(
                                     subtypes=frozenset({"Aura"}),
                                     attached_to=Filter(types=frozenset({"Land"})))),)),
                       Activated(Cost(cost("{2}")), (RemoveDamageInstead("target:0"),),
                                 (LAND,))),
            text="{2}: Choose one —\n• Destroy target Aura attached to a land.\n• The next "
                 "time target land would be destroyed this turn, remove all damage marked "
                 "on it instead.")
]

# -- batch LX (left over from B05) ---------------------------------------------------
DEFS += [
    CardDef("Jandor's Ring", types("Artifact"), cost("{6}"), first_printed="ARN",
            abilities=(Activated(Cost(cost("{2}"), tap=True, discard_last_drawn=True),
                                 (Draw(1),)),),
            text="{2}, {T}, Discard the last card you drew this turn: Draw a card."),
]

# -- batch B07 ---------------------------------------------------------------------------
DEFS += [
    CardDef("Sandals of Abdallah", types("Artifact"), cost("{4}"), first_printed="ARN",
            abilities=(Activated(Cost(cost("{2}"), tap=True),
                                 (GrantKeyword("islandwalk", "target:0"),
                                  Delay(0, at="that_dies_this_turn", subject="target:0")),
                                 (TargetSpec("creature"),)),),
            triggers=(Triggered("delayed", (Destroy("this"),)),),
            text="{2}, {T}: Target creature gains islandwalk until end of turn. When that "
                 "creature dies this turn, destroy Sandals of Abdallah. (A creature with "
                 "islandwalk can't be blocked as long as defending player controls an "
                 "Island.)"),
]

# -- batch C-ANTE ---------------------------------------------------------------------

DEFS += [
    # the exchange is for the whole of its owner's contribution to the ante (2004 ruling)
    CardDef("Jeweled Bird", types("Artifact"), cost("{1}"), first_printed="ARN",
            ante_only=True, abilities=(Activated(Cost(tap=True), (AnteThis(), Draw(1))),),
            text="Remove Jeweled Bird from your deck before playing if you're not playing for "
                 "ante.\n{T}: Ante Jeweled Bird. If you do, put all other cards you own from "
                 "the ante into your graveyard, then draw a card."),
]

# -- batch D-DRAW --------------------------------------------------------------------------
DEFS += [
    # the next draw this turn, whatever makes it: the cards looked at stay hidden from the
    # others, the bottom order is random, the one kept is drawn through the replacement
    # point again (a second Lamp's look replaces it: 2004 ruling; 614.5, 616.1)
    CardDef("Aladdin's Lamp", types("Artifact"), cost("{10}"), first_printed="ARN",
            abilities=(Activated(Cost(mana=cost("{X}"), tap=True), (
                ReplaceDraw(instead="look_at_top_x", amount="X"),), x_at_least=1),),
            text="{X}, {T}: The next time you would draw a card this turn, instead look at "
                 "the top X cards of your library, put all but one of them on the bottom of "
                 "your library in a random order, then draw a card. X can't be 0."),
]
