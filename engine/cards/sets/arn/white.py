"""Arabian Nights (1993): the white cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import TAP, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    Become,
    CardDef,
    ChooseWord,
    Destroy,
    Filter,
    FirstPrinted,
    ReflectDamage,
    Sacrifice,
    Static,
    StaticShield,
    TargetSpec,
    Triggered,
)

__all__ = ["DEFS"]

ARN: FirstPrinted = "ARN"

def _in_combat(combat: str) -> Filter:
    return Filter(types=frozenset({"Creature"}), combat=combat)  # type: ignore[arg-type]


DEFS: list[CardDef] = [
    # -- batch E1 ------
    CardDef("Army of Allah", types("Instant"), cost("{1}{W}{W}"), first_printed=ARN,
            effects=(Become(_in_combat("attacking"), power=2),),
            text="Attacking creatures get +2/+0 until end of turn."),
    creature("King Suleiman", "{1}{W}", "Human Noble", 1, 1, first_printed=ARN,
             abilities=(Activated(TAP, (Destroy("target:0"),),
                                  (TargetSpec("permanent", filter=Filter(
                                      subtypes=frozenset({"Djinn", "Efreet"}))),)),),
             text="{T}: Destroy target Djinn or Efreet."),
    creature("Moorish Cavalry", "{2}{W}{W}", "Human Knight", 3, 3, kw("trample"), "Trample",
             first_printed=ARN),
    CardDef("Piety", types("Instant"), cost("{2}{W}"), first_printed=ARN,
            effects=(Become(_in_combat("blocking"), toughness=3),),
            text="Blocking creatures get +0/+3 until end of turn."),
    creature("Repentant Blacksmith", "{1}{W}", "Human", 1, 2, kw("protection_from_red"),
             "Protection from red", first_printed=ARN),
    creature("War Elephant", "{3}{W}", "Elephant", 2, 2, kw("trample", "banding"),
             "Trample; banding (Any creatures with banding, and up to one without, can attack "
             "in a band. Bands are blocked as a group. If any creatures with banding you "
             "control are blocking or being blocked by a creature, you divide that creature's "
             "combat damage, not its controller, among any of the creatures it's being blocked "
             "by or is blocking.)", first_printed=ARN),
]

# -- batch B03 ------
DEFS += [
    # the creatures blocking or blocked by it as it last existed (603.10a, 608.2h)
    creature("Abu Ja'far", "{W}", "Human", 0, 1, first_printed=ARN,
             triggers=(Triggered("this_dies", (Destroy(
                 Filter(types=frozenset({"Creature"}), combat="blocking_or_blocked_by_this"),
                 cant_be_regenerated=True),)),),
             text="When Abu Ja'far dies, destroy all creatures blocking or blocked by it. "
                  "They can't be regenerated."),
]

# -- batch B07 -------------------------------------------------------------------------
DEFS += [
    creature("Camel", "{W}", "Camel", 0, 1, kw("banding"), first_printed="ARN",
             shields=(StaticShield("this_and_its_band",
                                   source=Filter(subtypes=frozenset({"Desert"})),
                                   as_long_as=Filter(this=True, combat="attacking")),),
             text="Banding (Any creatures with banding, and up to one without, can attack in a "
                  "band. Bands are blocked as a group. If any creatures with banding you control "
                  "are blocking or being blocked by a creature, you divide that creature's "
                  "combat damage, not its controller, among any of the creatures it's being "
                  "blocked by or is blocking.)\nAs long as Camel is attacking, prevent all "
                  "damage Deserts would deal to Camel and to creatures banded with Camel."),
]

# -- batch SHIELD ------------------------------------------------------------------------
DEFS += [
    CardDef("Eye for an Eye", types("Instant"), cost("{W}{W}"), first_printed=ARN,
            effects=(ReflectDamage("you", "chosen_source"),),
            text="The next time a source of your choice would deal damage to you this turn, "
                 "instead that source deals that much damage to you and Eye for an Eye deals "
                 "that much damage to that source's controller."),
]

# -- batch MISC ------
#: "the chosen player controls a nontoken permanent of the chosen color" (614.1c)
_JIHADS_FOE = Filter(controller="chosen_player", token="nontoken", chosen_color=True)
DEFS += [
    CardDef("Jihad", types("Enchantment"), cost("{W}{W}{W}"), first_printed=ARN,
            effects=(ChooseWord("color"), ChooseWord("opponent")),
            statics=(Static(Filter(types=frozenset({"Creature"}), colors=frozenset({"W"})),
                            power=2, toughness=1, as_long_as=_JIHADS_FOE),),
            triggers=(Triggered("no_permanents_on_the_battlefield", (Sacrifice("this"),),
                                filter=_JIHADS_FOE),),
            text="As Jihad enters the battlefield, choose a color and an opponent.\nWhite "
                 "creatures get +2/+1 as long as the chosen player controls a nontoken "
                 "permanent of the chosen color.\nWhen the chosen player controls no nontoken "
                 "permanents of the chosen color, sacrifice Jihad."),
]
