"""Antiquities (1994): the green cards first printed there."""

from __future__ import annotations

from shahrazad.cards.build import ARTIFACT, cost, creature, types
from shahrazad.cards.model import (
    AddCounters,
    CardDef,
    Count,
    Destroy,
    Filter,
    FirstPrinted,
    GainLife,
    Static,
    StaticShield,
    Triggered,
)

__all__ = ["DEFS"]

ATQ: FirstPrinted = "ATQ"

_THEIR_ARTIFACTS_PLUS_1 = Count(Filter(types=frozenset({"Artifact"}), controller="opponent"),
                                plus=1)

DEFS: list[CardDef] = [
    # -- batch E2 ------
    # the life is its controller's, by the artifact's mana value as it last existed
    # (608.2h); an illegal target gives none (608.2b)
    CardDef("Crumble", types("Instant"), cost("{G}"), first_printed=ATQ,
            targets=(ARTIFACT,),
            effects=(Destroy("target:0", cant_be_regenerated=True),
                     GainLife("mana_value_of:0", "controller_of:0")),
            text="Destroy target artifact. It can't be regenerated. That artifact's controller "
                 "gains life equal to its mana value."),
    creature("Gaea's Avenger", "{1}{G}{G}", "Treefolk", 1, 1, first_printed=ATQ,
             statics=(Static("this", defines=True, set_power=_THEIR_ARTIFACTS_PLUS_1,
                             set_toughness=_THEIR_ARTIFACTS_PLUS_1),),
             text="Gaea's Avenger's power and toughness are each equal to 1 plus the number of "
                  "artifacts your opponents control."),

]

# -- batch B02 ----------------------------------------------------------------------

DEFS += [
    creature("Citanul Druid", "{1}{G}", "Human Druid", 1, 1, first_printed="ATQ",
             triggers=(Triggered("a_spell_is_cast", (AddCounters("+1/+1", 1, "this"),),
                                 filter=Filter(types=frozenset({"Artifact"}),
                                               controller="opponent")),),
             text="Whenever an opponent casts an artifact spell, put a +1/+1 counter on "
                  "Citanul Druid."),
]

# -- batch B05 ------
_THEIR_ARTIFACT = Filter(types=frozenset({"Artifact"}), controller="opponent")
DEFS += [
    CardDef("Powerleech", types("Enchantment"), cost("{G}{G}"), first_printed="ATQ",
            triggers=(Triggered("a_permanent_becomes_tapped", (GainLife(1),),
                                filter=_THEIR_ARTIFACT),
                      Triggered("an_ability_without_tap_is_activated", (GainLife(1),),
                                filter=Filter(types=frozenset({"Artifact"})),
                                activated_by="opponent")),
            text="Whenever an artifact an opponent controls becomes tapped or an opponent "
                 "activates an artifact's ability without {T} in its activation cost, you "
                 "gain 1 life."),
]

# -- batch B07 -------------------------------------------------------------------------
_ARTIFACTS = Filter(types=frozenset({"Artifact"}))
_ARTIFACT_CREATURES = Filter(all_types=frozenset({"Artifact", "Creature"}))
DEFS += [
    creature("Argothian Pixies", "{1}{G}", "Faerie", 2, 1, first_printed="ATQ",
             statics=(Static(_ARTIFACT_CREATURES, cant="block",
                             attackers=Filter(this=True)),),
             shields=(StaticShield("this", source=_ARTIFACT_CREATURES),),
             text="Argothian Pixies can't be blocked by artifact creatures.\nPrevent all damage "
                  "that would be dealt to Argothian Pixies by artifact creatures."),
    creature("Argothian Treefolk", "{3}{G}{G}", "Treefolk", 3, 5, first_printed="ATQ",
             shields=(StaticShield("this", source=_ARTIFACTS),),
             text="Prevent all damage that would be dealt to Argothian Treefolk by artifact "
                  "sources."),
]

# -- batch B06 ------
DEFS += [
    # layers 4, 6 and 7b (613.1d, 613.1f, 613.4b): the artifacts it affects are fixed as
    # it first applies, in layer 4 (613.6); if it leaves, the effect lasts until end of
    # turn on those (611.3)
    CardDef("Titania's Song", types("Enchantment"), cost("{3}{G}"), first_printed="ATQ",
            statics=(Static(Filter(types=frozenset({"Artifact"}),
                                   not_types=frozenset({"Creature"})),
                            types=frozenset({"Creature"}), lose_all_abilities=True,
                            set_power="its_mana_value", set_toughness="its_mana_value",
                            lingers=True),),
            text="Each noncreature artifact loses all abilities and becomes an artifact "
                 "creature with power and toughness each equal to its mana value. If Titania's "
                 "Song leaves the battlefield, this effect continues until end of turn."),
]
