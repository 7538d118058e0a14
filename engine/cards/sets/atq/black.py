"""Antiquities (1994): the black cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import TAP, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    Become,
    CardDef,
    Damage,
    Filter,
    FirstPrinted,
    SacrificeSome,
    Tap,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

ATQ: FirstPrinted = "ATQ"

DEFS: list[CardDef] = [
    # -- batch E2 ------
    # power and toughness set in layer 7b from the artifact's own mana value (202.3)
    creature("Xenic Poltergeist", "{1}{B}{B}", "Spirit", 1, 1, first_printed=ATQ,
             abilities=(Activated(TAP, (Become(
                 "target:0", types=types("Artifact", "Creature"), set_power="its_mana_value",
                 set_toughness="its_mana_value", until="your_next_upkeep"),),
                 (TargetSpec("noncreature_artifact"),)),),
             text="{T}: Until your next upkeep, target noncreature artifact becomes an artifact "
                  "creature with power and toughness each equal to its mana value."),
]

# -- batch B04 ----------------------------------------------------------------------

DEFS += [
    # "you may sacrifice an artifact. If you don't, ..." (608.2c-d)
    creature("Yawgmoth Demon", "{4}{B}{B}", "Phyrexian Demon", 6, 6,
             kw("flying", "first_strike"),
             "Flying (This creature can't be blocked except by creatures with flying or "
             "reach.)\nFirst strike (This creature deals combat damage before creatures "
             "without first strike.)\nAt the beginning of your upkeep, you may sacrifice an "
             "artifact. If you don't, tap Yawgmoth Demon and it deals 2 damage to you.",
             first_printed=ATQ,
             triggers=(Triggered("your_upkeep", (SacrificeSome(
                 1, Filter(types=frozenset({"Artifact"})), optional=True,
                 if_not=(Tap("this"), Damage(2, "you"))),)),)),
]
