"""Legends (1994): the lands first printed there: two legendary lands, each with a mana
ability and a second ability that acts on a creature."""

from __future__ import annotations

from shahrazad.cards.build import TAP, cost, kw, types
from shahrazad.cards.model import (
    Activated,
    AddMana,
    Become,
    CardDef,
    ChooseOne,
    Color,
    Destroy,
    Filter,
    FirstPrinted,
    MayPay,
    Option,
    Pump,
    Return,
    Static,
    Supertype,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

LEG: FirstPrinted = "LEG"

_LEGENDARY: frozenset[Supertype] = frozenset({"Legendary"})

DEFS: list[CardDef] = [
    # -- batch E5 ------
    CardDef("Hammerheim", types("Land"), supertypes=_LEGENDARY, first_printed=LEG,
            abilities=(Activated(TAP, (AddMana("R"),), mana=True),
                       Activated(TAP, (Become("target:0", lose_keywords=kw(
                           "plainswalk", "islandwalk", "swampwalk", "mountainwalk",
                           "forestwalk")),), (TargetSpec("creature"),))),
            text="{T}: Add {R}.\n{T}: Target creature loses all landwalk abilities until end "
                 "of turn."),
    CardDef("Karakas", types("Land"), supertypes=_LEGENDARY, first_printed=LEG,
            abilities=(Activated(TAP, (AddMana("W"),), mana=True),
                       Activated(TAP, (Return("target:0"),),
                                 (TargetSpec("creature", filter=Filter(supertypes=_LEGENDARY)),))),
            text="{T}: Add {W}.\n{T}: Return target legendary creature to its owner's hand."),
]

# -- batch B09 ----------------------------------------------------------------------
#: the reminder text of "bands with other legendary creatures" (702.22c)
_BANDS_WITH_LEGENDS = (
    '"bands with other legendary creatures." (Any legendary creatures can attack in a band '
    'as long as at least one has "bands with other legendary creatures." Bands are blocked '
    "as a group. If at least two legendary creatures you control, one of which has \"bands "
    'with other legendary creatures," are blocking or being blocked by the same creature, '
    "you divide that creature's combat damage, not its controller, among any of the "
    "creatures it's being blocked by or is blocking.)")


def _bands_land(name: str, color: Color, word: str) -> CardDef:
    """A land whose legendary creatures of ``color`` its controller controls have "bands
    with other legendary creatures" (604.1, 613.1f, 702.22c)."""
    return CardDef(name, types("Land"), first_printed=LEG,
                   statics=(Static(Filter(types=frozenset({"Creature"}),
                                          supertypes=_LEGENDARY, colors=frozenset({color}),
                                          controller="you"),
                                   keywords=kw("bands_with_other_legendary_creatures")),),
                   text=f"{word} legendary creatures you control have " + _BANDS_WITH_LEGENDS)


DEFS += [
    _bands_land("Adventurers' Guildhouse", "G", "Green"),
    _bands_land("Cathedral of Serra", "W", "White"),
    _bands_land("Mountain Stronghold", "R", "Red"),
    _bands_land("Seafarer's Quay", "U", "Blue"),
    _bands_land("Unholy Citadel", "B", "Black"),
    CardDef("Tolaria", types("Land"), supertypes=_LEGENDARY, first_printed=LEG,
            abilities=(Activated(TAP, (AddMana("U"),), mana=True),
                       Activated(TAP, (Become("target:0", lose_keywords=kw(
                           "banding", "bands_with_other_legendary_creatures",
                           "bands_with_other_creatures_of_its_name")),),
                                 (TargetSpec("creature"),), condition="only_during_any_upkeep")),
            text="{T}: Add {U}.\n{T}: Target creature loses banding and all \"bands with "
                 "other\" abilities until end of turn. Activate only during any upkeep step."),
]

# -- batch B11 ----------------------------------------------------------------------
DEFS += [
    # one of the two, chosen as the ability resolves (608.2d), not both
    CardDef("Urborg", types("Land"), supertypes=_LEGENDARY, first_printed=LEG,
            abilities=(Activated(TAP, (AddMana("B"),), mana=True),
                       Activated(TAP, (ChooseOne((
                           Option("first_strike", (Become("target:0",
                                                          lose_keywords=kw("first_strike")),)),
                           Option("swampwalk", (Become("target:0",
                                                       lose_keywords=kw("swampwalk")),)))),),
                                 (TargetSpec("creature"),))),
            text="{T}: Add {B}.\n{T}: Target creature loses first strike or swampwalk until "
                 "end of turn."),
]

DEFS += [
    # "target 1/1 creature": power and toughness 1, asked as it is targeted and again as
    # the ability resolves (608.2b)
    CardDef("Pendelhaven", types("Land"), supertypes=_LEGENDARY, first_printed=LEG,
            abilities=(Activated(TAP, (AddMana("G"),), mana=True),
                       Activated(TAP, (Pump(1, 2),), (TargetSpec("creature", filter=Filter(
                           power_at_least=1, power_at_most=1, toughness_at_least=1,
                           toughness_at_most=1)),))),
            text="{T}: Add {G}.\n{T}: Target 1/1 creature gets +1/+2 until end of turn."),
]

# -- batch c-grant ------
DEFS += [
    # each creature has the ability (613.1f): its controller pays for it, or it is destroyed
    CardDef("The Tabernacle at Pendrell Vale", types("Land"), supertypes=_LEGENDARY,
            first_printed=LEG,
            statics=(Static("each_creature", have_trigger=Triggered(
                "your_upkeep", (MayPay(cost("{1}"), unless=True), Destroy("this")))),),
            text="All creatures have \"At the beginning of your upkeep, destroy this "
                 "creature unless you pay {1}.\""),
]
