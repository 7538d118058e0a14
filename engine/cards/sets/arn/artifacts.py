"""Arabian Nights (1993): the colorless artifacts first printed there."""

from __future__ import annotations

from shahrazad.cards.build import cost, kw, types
from shahrazad.cards.model import (
    Activated,
    CardDef,
    Cost,
    CreateToken,
    Damage,
    Draw,
    Filter,
    FlipCoin,
    GrantKeyword,
    MayPay,
    PreventDamage,
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

# -- batch LX (left over from B05) ---------------------------------------------------
DEFS += [
    CardDef("Jandor's Ring", types("Artifact"), cost("{6}"), first_printed="ARN",
            abilities=(Activated(Cost(cost("{2}"), tap=True, discard_last_drawn=True),
                                 (Draw(1),)),),
            text="{2}, {T}, Discard the last card you drew this turn: Draw a card."),
]
