"""Alpha (1993), with Beta and Unlimited: the lands first printed there: the ten lands
with two basic land types, each tapping for the mana of both (305.6). Volcanic Island was
left out of Alpha and first printed in Beta (LEB)."""

from __future__ import annotations

from shahrazad.cards.build import dual
from shahrazad.cards.model import CardDef, FirstPrinted

__all__ = ["DEFS"]

LEA: FirstPrinted = "LEA"

DEFS: list[CardDef] = [
    dual("Badlands", "Swamp", "Mountain", first_printed=LEA),
    dual("Bayou", "Swamp", "Forest", first_printed=LEA),
    dual("Plateau", "Mountain", "Plains", first_printed=LEA),
    dual("Savannah", "Forest", "Plains", first_printed=LEA),
    dual("Scrubland", "Plains", "Swamp", first_printed=LEA),
    dual("Taiga", "Mountain", "Forest", first_printed=LEA),
    dual("Tropical Island", "Forest", "Island", first_printed=LEA),
    dual("Tundra", "Plains", "Island", first_printed=LEA),
    dual("Underground Sea", "Island", "Swamp", first_printed=LEA),
    dual("Volcanic Island", "Island", "Mountain", first_printed="LEB"),
]
