"""The Dark (1994): the lands first printed there."""

from __future__ import annotations

from shahrazad.cards.build import TAP, cost, types
from shahrazad.cards.model import (
    Activated,
    AddCounters,
    AddMana,
    CardDef,
    Cost,
    Count,
    Damage,
    ExchangeBlocks,
    Exile,
    Filter,
    FirstPrinted,
    May,
    PreventDamage,
    Return,
    Sacrifice,
    TargetSpec,
    Triggered,
    Untap,
)

__all__ = ["DEFS"]

DRK: FirstPrinted = "DRK"

DEFS: list[CardDef] = [
    # -- batch E2 ------
    # no mana ability; the creature stays attacking (506.4)
    CardDef("Maze of Ith", types("Land"), first_printed=DRK,
            abilities=(Activated(TAP, (
                Untap("target:0"), PreventDamage("all", "target:0", combat=True),
                PreventDamage("all", "anything", by="target:0", combat=True)),
                (TargetSpec("creature", filter=Filter(combat="attacking")),)),),
            text="{T}: Untap target attacking creature. Prevent all combat damage that would "
                 "be dealt to and dealt by that creature this turn."),
    # the exiled cards are linked to it (607.2a); they return as new objects (400.7), a
    # token exiled this way is gone (111.8)
    CardDef("Safe Haven", types("Land"), first_printed=DRK,
            abilities=(Activated(Cost(cost("{2}"), tap=True), (Exile("target:0", linked=True),),
                                 (TargetSpec("creature", filter=Filter(controller="you")),)),),
            triggers=(Triggered("your_upkeep", (May(), Sacrifice("this", if_you_do=True),
                                                Return("cards_exiled_with_this",
                                                       "battlefield"))),),
            text="{2}, {T}: Exile target creature you control.\nAt the beginning of your "
                 "upkeep, you may sacrifice Safe Haven. If you do, return each card exiled "
                 "with Safe Haven to the battlefield under its owner's control."),
]

# -- batch B05 ------
DEFS += [
    CardDef("City of Shadows", types("Land"), first_printed="DRK",
            abilities=(Activated(Cost(tap=True, exile_other=Filter(types=frozenset({"Creature"})),
                                      exile_from="battlefield"),
                                 (AddCounters("storage", 1, "this"),)),
                       Activated(TAP, (AddMana("C", Count(Filter(this=True), counters="storage")),),
                                 mana=True)),
            text="{T}, Exile a creature you control: Put a storage counter on City of Shadows.\n"
                 "{T}: Add {C} for each storage counter on City of Shadows."),
]

# -- batch C-TURN --------------------------------------------------------------------------
_BLOCKING_CTURN = TargetSpec("creature", filter=Filter(combat="blocking",
                                                       controller="opponent"))
DEFS += [
    # two equal target specifications: two different creatures (601.2c); whether each
    # could block the other's attackers is asked as it resolves (2009 rulings); its own
    # "becomes tapped" trigger resolves first
    CardDef("Sorrow's Path", types("Land"), first_printed=DRK,
            abilities=(Activated(TAP, (ExchangeBlocks(),),
                                 (_BLOCKING_CTURN, _BLOCKING_CTURN)),),
            triggers=(Triggered("becomes_tapped", (
                Damage(2, Filter(types=frozenset({"Creature"}), controller="you"),
                       also="you"),)),),
            text="{T}: Choose two target blocking creatures an opponent controls. If each "
                 "of those creatures could block all creatures that the other is blocking, "
                 "remove both of them from combat. Each one then blocks all creatures the "
                 "other was blocking.\nWhenever Sorrow's Path becomes tapped, it deals 2 "
                 "damage to you and each creature you control."),
]
