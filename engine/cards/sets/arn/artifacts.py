"""Arabian Nights (1993): the colorless artifacts first printed there."""

from __future__ import annotations

from engine.cards.build import cost, kw, types
from engine.cards.model import Activated, CardDef, Cost, CreateToken, Damage, FlipCoin

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
]
