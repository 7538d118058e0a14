"""What each kind of lasting record the rules make holds: continuous effects (611) and
delayed triggered abilities (603.7).

When a spell or ability creates a continuous effect, the rules record it
(``EffectCreated``: its ``kind``, the object it came from, the player it belongs to,
what it applies to, its values and how long it lasts); a delayed triggered ability
is recorded the same way (``DelayedTriggerCreated``). The records are plain data,
read by the rules that apply them (:mod:`shahrazad.characteristics`, :mod:`.sba`,
:mod:`.combat`, :mod:`.actions`...). This module is their catalogue: for each kind,
the rule behind it, what its subject is, which values it carries and the durations
it can have. A scenario position states records of these kinds
(:mod:`shahrazad.scenario.position`) and :func:`shahrazad.scenario.describe` writes them
back, so a kind the rules make and this catalogue lacks can be neither stated nor
described: a new kind of record is registered here (:func:`register`), beside the
runner that makes it.

>>> effect_kind("pump").values
('power', 'toughness')
>>> effect_kind("gains_flying").rule
'611.2'
>>> effect_kind("gains_teleport") is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from shahrazad.cards import model as m
from shahrazad.rules import citations as R

__all__ = [
    "ATTACKED_ONLY_BY",
    "ATTACKS_UNTAPPED",
    "BEING_DISCARDED",  # -- batch L-LENG --
    "DELAYED_KINDS",
    "DRAW_REPLACED_BY",
    "DRAW_REPLACEMENT_CHOSEN",
    "EFFECT_KINDS",
    "LANDS_AT_TURN_START",
    "LANDS_AT_TURN_START_WORD",
    "LOOK_AT_TOP_INSTEAD",
    "PAY_TO_PREVENT",
    "PAY_TO_STOP_DELAYED",
    "REVEALED_UNPLAYABLE",
    "SUBJECT_ZONES",
    "DelayedKind",
    "EffectKind",
    "delayed_kind",
    "effect_kind",
    "register",
    "register_delayed",
]

#: what an effect's subject is: an object on the battlefield (``permanent``; a creature:
#: ``creature``), a card in exile (``exiled``), a player, or nothing (``none``)
Subject = Literal["permanent", "creature", "exiled", "player", "none",
                  # -- batch MISC --: a card in a hand
                  "in_hand"]
#: -- batch MISC --: the zone an object subject is in, by its kind's subject
SUBJECT_ZONES = {"exiled": "exile", "in_hand": "hand"}

#: the durations an effect record can have: ``""`` as long as the effect says (611.2a:
#: for the rest of the game if it says nothing), or a duration of the card language
DURATIONS: tuple[str, ...] = ("", *get_args(m.Duration))


@dataclass(frozen=True, slots=True)
class EffectKind:
    """One kind of continuous-effect record (``EffectCreated.kind``)."""

    #: the record's kind; a kind ending in ``_`` is a family (``gains_`` + a keyword)
    kind: str
    #: the rule that makes such an effect, cited where a position refuses one
    rule: str
    #: what it does, in a few words
    says: str
    subject: Subject
    #: the values it carries besides its subject: ``power``, ``toughness`` (signed
    #: numbers), ``types``, ``subtypes`` (lists of words)
    values: tuple[str, ...] = ()
    #: the durations it can have (``until``)
    untils: tuple[str, ...] = ("end_of_turn",)
    #: for a family: the words that complete its kind
    words: tuple[str, ...] = ()
    #: who it belongs to must be said (control: the player who gains control)
    needs_controller: bool = False
    #: the event that records it, if not ``EffectCreated`` (an animation's also changes
    #: the permanent: ``PermanentAnimated``)
    event: str = "effect_created"
    #: a record a position states another way (an exile linked to its source: the exiled
    #: card's ``exiled_by``), or can't state yet: why, in a few words
    stated_elsewhere: str = ""

    def fits(self, kind: str) -> bool:
        if self.kind.endswith("_"):
            return kind.startswith(self.kind) and kind[len(self.kind):] in self.words
        return kind == self.kind


@dataclass(frozen=True, slots=True)
class DelayedKind:
    """One kind of delayed triggered ability (``DelayedTriggerCreated.kind``): the moment
    it waits for."""

    kind: str
    rule: str
    says: str
    #: what its ``amount`` is
    amount: str
    #: it waits only until the game's first upkeep begins (it triggers then)
    before_first_upkeep: bool = False
    #: its ``amount`` is the index of its source card's triggered ability that triggers
    #: at this moment (that ability's ``when``); ``""``: a number of its own
    trigger_when: str = ""
    #: the source card's triggered ability whose ``when`` this is triggers at the moment,
    #: ``amount`` being its "that many" (a ``delayed_trigger`` effect's); ``""``: none
    ability_when: str = ""


EFFECT_KINDS: list[EffectKind] = []
DELAYED_KINDS: list[DelayedKind] = []


def register(kind: EffectKind) -> EffectKind:
    """Add a kind of effect record to the catalogue (once)."""
    if any(k.kind == kind.kind for k in EFFECT_KINDS):
        raise ValueError(f"effect kind {kind.kind!r} is registered already")
    EFFECT_KINDS.append(kind)
    return kind


def register_delayed(kind: DelayedKind) -> DelayedKind:
    """Add a kind of delayed triggered ability to the catalogue (once)."""
    if any(k.kind == kind.kind for k in DELAYED_KINDS):
        raise ValueError(f"delayed trigger kind {kind.kind!r} is registered already")
    DELAYED_KINDS.append(kind)
    return kind


def effect_kind(kind: str) -> EffectKind | None:
    """The catalogue's entry for records of ``kind``, or ``None``."""
    return next((k for k in EFFECT_KINDS if k.fits(kind)), None)


def delayed_kind(kind: str) -> DelayedKind | None:
    return next((k for k in DELAYED_KINDS if k.kind == kind), None)


def effect_kind_names() -> list[str]:
    """Every kind a record can have, families spelt out (``gains_flying``...)."""
    return [k.kind + w for k in EFFECT_KINDS for w in (k.words or ("",))]


# -- the kinds the rules make ---------------------------------------------------------------

_ALL_UNTILS = DURATIONS[1:]  # the card language's durations (a Grant's, an Animate's)

register(EffectKind("pump", R.CONTINUOUS, "+N/+N until end of turn (layer 7c)", "creature",
                    values=("power", "toughness")))
register(EffectKind("gains_", R.CONTINUOUS, "the permanent has the keyword", "permanent",
                    untils=_ALL_UNTILS, words=get_args(m.Keyword)))
register(EffectKind("prevent_combat_damage", "615.1",
                    "all combat damage this turn is prevented (a shield, as Fog makes)",
                    "none", event="shield_created"))
register(EffectKind("life_locked", "119.8", "the player's life total can't change",
                    "player", untils=_ALL_UNTILS))
register(EffectKind("protection_from_everything", "702.16",
                    "the player has protection from everything", "player",
                    untils=_ALL_UNTILS))
register(EffectKind("pay_life_for_colorless", "605.1a",
                    "the player may pay 1 life for {C} as a mana ability", "player",
                    untils=_ALL_UNTILS))
register(EffectKind("creatures_cant_attack", "508.1a",  # -- batch B08 --
                    "the creatures the player controls can't attack", "player",
                    untils=_ALL_UNTILS))
register(EffectKind("spend_mana_as_any_type_for_one_spell", "609.4b",  # -- batch c-mana --
                    "the player may spend mana as though it were mana of any type to pay "
                    "one spell's mana cost", "player", untils=_ALL_UNTILS))
register(EffectKind("blockers_in_piles", "509.1",  # -- batch D-PILES --
                    "instead of declaring blockers against the player's attackers, each "
                    "defending player divides creatures into piles, assigned at random",
                    "player", untils=_ALL_UNTILS))
register(EffectKind("control", R.CONTROL_LAYER,
                    "the player gains control of the permanent (layer 2)", "permanent",
                    untils=DURATIONS, needs_controller=True))
register(EffectKind("next_draw_from_outside", R.REPLACEMENT,
                    "the player's next draw is a card from outside the game instead",
                    "player"))
register(EffectKind("animate", R.TYPE_LAYER,
                    "the permanent is a P/T creature of those types (layers 4, 7b)",
                    "permanent", values=("types", "subtypes", "power", "toughness"),
                    untils=_ALL_UNTILS, event="permanent_animated"))
register(EffectKind("created_with_source", "607.2a",  # -- batch SHIELD --
                    "the token was created with its source (Tetravus's Tetravites)",
                    "permanent", untils=("",),
                    stated_elsewhere="a position holds no token created with a source"))
register(EffectKind("on_an_adventure", R.ADVENTURE_EXILE,
                    "its caster may cast the exiled card", "exiled", untils=("",)))
register(EffectKind("exiled_until_source_leaves", R.EXILE_UNTIL,
                    "the card is exiled until its source leaves the battlefield",
                    "exiled", untils=("",),
                    stated_elsewhere="say it on the exiled card: exiled_by = \"A:Name\""))
register(EffectKind("phased_out_until_source_leaves", "610.4",
                    "the permanent is phased out until its source leaves", "permanent",
                    untils=("",), stated_elsewhere="a position holds no phased-out "
                                                   "permanent"))

# -- batch B06 --: a permanent that doesn't untap during its controller's untap step for
# a while (502.3: Barl's Cage's next untap step, Phyrexian Gremlins' "for as long as")
register(EffectKind("doesnt_untap", R.UNTAP,
                    "the permanent doesn't untap during its controller's untap step",
                    "permanent", untils=get_args(m.UntapDuration)))

# -- batch MISC --: a card returned to its owner's hand instead of dying (614.1a: Firestorm
# Phoenix), revealed there and not to be played until that player's next turn (611.2a)
#: the kind of its record
REVEALED_UNPLAYABLE = "revealed_and_cant_be_played"
register(EffectKind(REVEALED_UNPLAYABLE, "614.1a", "the card in its owner's hand is revealed "
                    "and can't be played", "in_hand", untils=("your_next_turn",)))

# -- batch MISC --: a permanent an object remembers, for its linked ability (607.2)
#: the kind of :class:`~shahrazad.cards.model.Remember`'s record
REMEMBERED = "remembered"
register(EffectKind(REMEMBERED, "607.2", "the source remembers the permanent, for a linked "
                    "ability of its card", "permanent", untils=("",)))

# -- batch L-LENG: a card being discarded while its owner decides where it goes (614.1a) --
#: a card a resolving spell or ability is making its owner discard, while they answer
#: whether it goes on top of their library instead (Library of Leng); the record's
#: source is the resolving object, its controller the discarding player
BEING_DISCARDED = "being_discarded"
register(EffectKind(BEING_DISCARDED, "614.1a", "the card in its owner's hand is being "
                    "discarded; its owner says whether it goes on top of their library "
                    "instead", "in_hand", untils=("",),
                    stated_elsewhere="it waits only while a resolution waits for its "
                                     "owner's answer, and a position always starts at "
                                     "priority"))

# -- batch d-misc --: an exile with the Auras and the counters noted (Exile.with_auras): its
# objects the card the permanent became, then the Auras' cards; its changes the counters
EXILED_WITH_AURAS = "exiled_with_auras"
register(EffectKind(EXILED_WITH_AURAS, "607.2a", "the source remembers the card it exiled, "
                    "the Auras exiled with it and the counters that were on it, for a "
                    "linked ability of its card", "exiled", untils=("",),
                    event="continuous_effect_created",
                    stated_elsewhere="a position can't state the noted counters yet"))

# -- the records of ContinuousEffectCreated: their changes as data (shahrazad.layers) -----------

_AS_DATA = "a position can't state an effect's changes (data) yet"
register(EffectKind("continuous", R.CONTINUOUS,
                    "the objects get the changes it holds, layer by layer (613.1)",
                    "permanent", untils=DURATIONS, event="continuous_effect_created",
                    stated_elsewhere=_AS_DATA))
register(EffectKind("copy", "707.9", "a copy effect's exceptions (more types, its own color "
                    "kept, its own triggered abilities kept)", "permanent", untils=("",),
                    event="continuous_effect_created", stated_elsewhere=_AS_DATA))
register(EffectKind("text", "612.1", "a word of the object's text replaced by another",
                    "permanent", untils=("",), event="continuous_effect_created",
                    stated_elsewhere=_AS_DATA))
register(EffectKind("chosen", "614.1c", "the word chosen as the permanent entered",
                    "permanent", untils=("",), event="continuous_effect_created",
                    stated_elsewhere=_AS_DATA))
# -- batch R-C --: the static abilities of a card a permanent gained (GainAbilities)
register(EffectKind("abilities", "613.1f", "the objects have the static abilities of the "
                    "card it names", "permanent", untils=("",),
                    event="continuous_effect_created", stated_elsewhere=_AS_DATA))

# -- batch LX --: attacking doesn't tap its player's creatures while its source is untapped
#: the kind of :class:`~shahrazad.cards.model.AttackWithoutTapping`'s record (508.1f)
ATTACKS_UNTAPPED = "attacks_untapped"
register(EffectKind(ATTACKS_UNTAPPED, "508.1f", "attacking doesn't cause the player's "
                    "creatures to tap this combat while the effect's source is untapped",
                    "player", untils=("end_of_combat",),
                    stated_elsewhere="a position can't say its source yet (the permanent "
                                     "that must stay untapped)"))

#: -- batch LX --: the turn's history: how many untapped lands the active player controlled
#: as the turn began (its ``power``), recorded then if a permanent asks (Power Surge)
LANDS_AT_TURN_START = "untapped_lands_at_turn_start"
#: the amount word that reads it
LANDS_AT_TURN_START_WORD = "untapped_lands_they_controlled_as_the_turn_began"
register(EffectKind(LANDS_AT_TURN_START, "500.1", "how many untapped lands the active "
                    "player controlled as the turn began", "player", values=("power",),
                    stated_elsewhere="the turn's history, recorded as the turn begins"))

# -- batch D-DRAW --: a player who can't be attacked except by creatures with one of some
# keywords (508.1c: Island Sanctuary's "flying and/or islandwalk", a ``grant``), the
# keywords joined by ``_or_`` after the prefix
#: the prefix of the kinds :func:`shahrazad.rules.combat.attack_allowed` reads
ATTACKED_ONLY_BY = "cant_be_attacked_except_by_"
register(EffectKind(ATTACKED_ONLY_BY + "flying_or_islandwalk", "508.1c",
                    "the player can't be attacked except by creatures with flying and/or "
                    "islandwalk", "player", untils=("your_next_turn",)))

# -- batch D-DRAW --: the records of a draw in progress through its replacement effects
# (614.5, 616.1: shahrazad.rules.actions.draw), and Aladdin's Lamp's "next time" record
#: a permanent's replacement was applied to the draw in progress (614.5)
DRAW_REPLACED_BY = "draw_replaced_by"
#: the replacement the drawing player chose to apply next, waiting for the card it has
#: them choose (616.1); ``power``: its record's id, if it is a "next time" effect
DRAW_REPLACEMENT_CHOSEN = "draw_replacement_chosen"
#: "The next time you would draw a card this turn, instead look at the top X cards of
#: your library, put all but one of them on the bottom of your library in a random order,
#: then draw a card": X is its ``power``
LOOK_AT_TOP_INSTEAD = "next_draw_looks_at_top_cards"
_IN_PROGRESS = "a draw in progress: it ends as the draw is done"
register(EffectKind(DRAW_REPLACED_BY, "614.5", "the permanent's replacement was applied to "
                    "the player's draw in progress", "player", untils=("",),
                    stated_elsewhere=_IN_PROGRESS))
register(EffectKind(DRAW_REPLACEMENT_CHOSEN, "616.1", "the replacement the player chose to "
                    "apply next to their draw in progress", "player", untils=("",),
                    stated_elsewhere=_IN_PROGRESS))
register(EffectKind(LOOK_AT_TOP_INSTEAD, "614.1a", "the next time the player would draw a "
                    "card, they look at the top X cards of their library instead, put all "
                    "but one on the bottom in a random order, then draw", "player",
                    values=("power",)))

# -- batch d-attack --: a land put onto the battlefield whose player then sacrifices a land
# (614.1a: "that player instead puts that land onto the battlefield then sacrifices a
# land"): owed from the moment it enters, asked before anyone gets priority
#: the record's kind (its subject: the player who sacrifices)
SACRIFICE_A_LAND = "sacrifices_a_land"
register(EffectKind(SACRIFICE_A_LAND, "614.1a", "the player sacrifices a land of their "
                    "choice, the land just put onto the battlefield too, before anyone gets "
                    "priority", "player", untils=("",),
                    stated_elsewhere="it is owed only until the next priority, and a "
                                     "position always starts at one"))

register_delayed(DelayedKind("your_next_main_phase", R.DELAYED,
                             "its source card's ability of that moment triggers at the "
                             "beginning of its controller's next main phase, precombat or "
                             "postcombat (505.1)", "what the ability's \"that many\" is "
                             "(Mana Drain's: how much {C})",
                             ability_when="your_next_main_phase"))
register_delayed(DelayedKind("at_the_first_upkeep", R.OPENING_HAND_REVEAL,
                             "a card revealed from an opening hand: its ability at the "
                             "beginning of the first upkeep", "the index of that ability "
                             "among the card's triggered abilities, from 0",
                             before_first_upkeep=True, trigger_when="the_first_upkeep"))

# -- batch D-CONTROL --: payments an effect offers its ``controller`` for a while, a special
# action with priority (116.1, :mod:`shahrazad.rules.offers`); ``power``: the generic mana
# one payment costs
#: Guardian Angel's: each payment prevents the next ``toughness`` damage to the subject
PAY_TO_PREVENT = "pay_to_prevent"
#: Nafs Asp's: a payment stops the delayed triggered ability ``subject`` (its id)
PAY_TO_STOP_DELAYED = "pay_to_stop_delayed"
_OFFER = "a position can't state a payment an effect offers yet"
register(EffectKind(PAY_TO_PREVENT, "116.1", "the player may pay to prevent the next damage "
                    "to the subject this turn, any time they have priority", "none",
                    values=("power", "toughness"), stated_elsewhere=_OFFER))
register(EffectKind(PAY_TO_STOP_DELAYED, "116.1", "the player may pay to stop a delayed "
                    "triggered ability, any time they have priority before it triggers",
                    "none", values=("power",), untils=("",), stated_elsewhere=_OFFER))

# -- batch W-CMD2 --: a spell cast by a controlled player whose caster's controller controls
# them again while it resolves (722.1: "If the chosen card is cast as a spell, you control
# the player while that spell is resolving"); its subject is the spell, its controller the
# player who will control the spell's controller; used up as the spell begins to resolve
CONTROL_WHILE_RESOLVING = "controls_player_while_resolving"
register(EffectKind(CONTROL_WHILE_RESOLVING, "722.1", "the effect's controller controls the "
                    "spell's controller while the spell resolves", "none", untils=("",),
                    needs_controller=True,
                    stated_elsewhere="it lasts only while its spell is on the stack after "
                                     "being cast during another resolution"))
