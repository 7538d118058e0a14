"""Antiquities (1994): the black cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ARTIFACT, TAP, aura, cost, creature, kw, types
from shahrazad.cards.model import (
    Activated,
    AddMana,
    Become,
    CardDef,
    Cost,
    Damage,
    Destroy,
    DoesntUntap,
    Filter,
    FirstPrinted,
    SacrificeSome,
    Tap,
    TargetSpec,
    TriggerCondition,
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

# -- batch B05 ------
AN_ARTIFACT = Filter(types=frozenset({"Artifact"}))
#: "whenever [an artifact] becomes tapped or a player activates [its] ability without {T}
#: in its activation cost": one ability, two events, written as a trigger for each
TAPPED_OR_ACTIVATED: tuple[TriggerCondition, ...] = (
    "a_permanent_becomes_tapped", "an_ability_without_tap_is_activated")
DEFS += [
    CardDef("Gate to Phyrexia", types("Enchantment"), cost("{B}{B}"), first_printed="ATQ",
            abilities=(Activated(Cost(sacrifice_other=Filter(types=frozenset({"Creature"}))),
                                 (Destroy("target:0"),), (ARTIFACT,),
                                 condition="only_during_your_upkeep", limit=1),),
            text="Sacrifice a creature: Destroy target artifact. Activate only during your "
                 "upkeep and only once each turn."),
    aura("Artifact Possession", "{2}{B}", ARTIFACT, first_printed="ATQ",
         triggers=tuple(Triggered(when, (Damage(2, "controller_of_subject"),),
                                  filter=Filter(attached=True))
                        for when in TAPPED_OR_ACTIVATED),
         text="Enchant artifact\nWhenever enchanted artifact becomes tapped or a player "
              "activates an ability of enchanted artifact without {T} in its activation "
              "cost, Artifact Possession deals 2 damage to that artifact's controller."),
    CardDef("Haunting Wind", types("Enchantment"), cost("{3}{B}"), first_printed="ATQ",
            triggers=tuple(Triggered(when, (Damage(1, "controller_of_subject"),),
                                     filter=AN_ARTIFACT) for when in TAPPED_OR_ACTIVATED),
            text="Whenever an artifact becomes tapped or a player activates an artifact's "
                 "ability without {T} in its activation cost, Haunting Wind deals 1 damage "
                 "to that artifact's controller."),
]

# -- batch B06 ------
DEFS += [
    # the artifact stays tapped through its controller's untap steps while the Gremlins
    # stay tapped (502.3, 611.2b); both tapped as an untap step begins, it stays tapped
    creature("Phyrexian Gremlins", "{2}{B}", "Phyrexian Gremlin", 1, 1, first_printed=ATQ,
             static_words=frozenset({"you_may_choose_not_to_untap_this"}),
             abilities=(Activated(TAP, (Tap("target:0"),
                                        DoesntUntap("target:0",
                                                    until="while_this_remains_tapped")),
                                  (ARTIFACT,)),),
             text="You may choose not to untap Phyrexian Gremlins during your untap step.\n"
                  "{T}: Tap target artifact. It doesn't untap during its controller's untap "
                  "step for as long as Phyrexian Gremlins remains tapped."),
]

# -- batch c-mana (mana from what a cost paid) ---------------------------------------
DEFS += [
    # the amount is the sacrificed artifact's mana value as it last existed (608.2h),
    # known as the mana ability is activated (605.1a)
    creature("Priest of Yawgmoth", "{1}{B}", "Phyrexian Human Cleric", 1, 2,
             first_printed=ATQ,
             abilities=(Activated(Cost(tap=True, sacrifice_other=AN_ARTIFACT),
                                  (AddMana("B", "mana_value_of_paid"),), mana=True),),
             text="{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed "
                  "artifact's mana value."),
]
