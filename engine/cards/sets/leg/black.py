"""Legends (1994): the black cards first printed there."""

from __future__ import annotations

from engine.cards.build import CREATURE, TAP, cost, creature, kw, types
from engine.cards.model import (
    Activated,
    Become,
    CardDef,
    Cost,
    Filter,
    Prevent,
    Pump,
    RedirectDamage,
    Regenerate,
    Static,
    TargetSpec,
)

__all__ = ["DEFS"]

DEFS: list[CardDef] = []

# -- batch E4 ----------------------------------------------------------------------
DEFS += [
    creature("Carrion Ants", "{2}{B}{B}", "Insect", 0, 1,
             abilities=(Activated(Cost(cost("{1}")), (Pump(1, 1, "this"),)),),
             text="{1}: Carrion Ants gets +1/+1 until end of turn.", first_printed="LEG"),
    CardDef("Darkness", types("Instant"), cost("{B}"), first_printed="LEG",
            effects=(Prevent("combat"),),
            text="Prevent all combat damage that would be dealt this turn."),
    creature("Evil Eye of Orms-by-Gore", "{4}{B}", "Eye", 3, 6,
             kw("cant_be_blocked_except_by_walls"),
             statics=(Static(Filter(types=frozenset({"Creature"}), controller="you",
                                    not_subtypes=frozenset({"Eye"})), cant="attack"),),
             text="Non-Eye creatures you control can't attack.\nEvil Eye of Orms-by-Gore "
                  "can't be blocked except by Walls.", first_printed="LEG"),
    creature("Ghosts of the Damned", "{1}{B}{B}", "Spirit", 0, 2,
             abilities=(Activated(TAP, (Pump(-1, 0),), (CREATURE,)),),
             text="{T}: Target creature gets -1/-0 until end of turn.", first_printed="LEG"),
    creature("Headless Horseman", "{2}{B}", "Zombie Knight", 2, 2, first_printed="LEG"),
    CardDef("Hell Swarm", types("Instant"), cost("{B}"), first_printed="LEG",
            effects=(Become(Filter(types=frozenset({"Creature"})), power=-1),),
            text="All creatures get -1/-0 until end of turn."),
    creature("Lost Soul", "{1}{B}{B}", "Spirit Minion", 2, 1, kw("swampwalk"),
             "Swampwalk (This creature can't be blocked as long as defending player controls "
             "a Swamp.)", first_printed="LEG"),
    creature("Shimian Night Stalker", "{3}{B}{B}", "Nightstalker", 4, 4,
             abilities=(Activated(Cost(cost("{B}"), tap=True),
                                  (RedirectDamage("this", to="you", by="target:0"),),
                                  (TargetSpec("creature", filter=Filter(combat="attacking")),)),),
             text="{B}, {T}: All damage that would be dealt to you this turn by target "
                  "attacking creature is dealt to Shimian Night Stalker instead.",
             first_printed="LEG"),
    CardDef("Transmutation", types("Instant"), cost("{1}{B}"), first_printed="LEG",
            targets=(CREATURE,), effects=(Become("target:0", switch=True),),
            text="Switch target creature's power and toughness until end of turn."),
    creature("Walking Dead", "{1}{B}", "Zombie", 1, 1,
             abilities=(Activated(Cost(cost("{B}")), (Regenerate("this"),)),),
             text="{B}: Regenerate Walking Dead.", first_printed="LEG"),
]
