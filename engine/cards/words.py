"""A card in words, worked out from its data (not from its ``text``).

``shahrazad cards`` shows what each card does this way, so what it shows is what
the rules run: each ability with its costs, its targets, its effects and the rules
it touches.

>>> from engine.cards.pool import card
>>> abilities(card("Shahrazad"))
["Spell: players play a Magic subgame using their libraries as their decks, starting at \
20 life; each player who didn't win the subgame loses half their life, rounded up."]
>>> abilities(card("Ring of Ma'ruf"))[0]  # doctest: +ELLIPSIS
'{5}, {T}, exile this: the next time you would draw a card this turn, instead put a card...'
>>> rules_of(card("Lightning Bolt"))
['115.1', '120.3', '601.2', '608.2']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Any

from engine.cards import model as m
from engine.rules import citations as R

__all__ = ["AMOUNT_WORDS", "REF_WORDS", "TARGET_WORDS", "TRIGGER_WORDS", "Ability",
           "abilities", "card_view", "describe", "effect_words", "rules_of"]

#: how each reference word reads (``target:N`` reads by its number, see :func:`_ref`)
REF_WORDS = {
    "you": "you", "subject": "that player or object", "this": "this",
    "each_target": "each target", "each_player": "each player",
    "each_opponent": "each opponent",
    "each_player_who_didnt_win": "each player who didn't win the subgame",
    "subgame_winner": "the subgame's winner", "controller_of:0": "the target's controller",
    "each_creature": "each creature", "each_creature_and_player":
        "each creature and each player",
    "each_permanent_you_control": "each permanent you control",
    "cards_exiled_with_this": "the cards exiled with this",
    "phased_out_with_this": "what phased out with this",
}
AMOUNT_WORDS = {
    "X": "X", "X_divided": "X divided evenly, rounded down, among the targets",
    "power_of:0": "the target's power", "mana_value_of:0": "the target's mana value",
    "half_life_rounded_up": "half their life, rounded up",
}
TARGET_WORDS = {
    "any": "any target", "creature": "target creature", "player": "target player",
    "opponent": "target opponent", "permanent": "target permanent",
    "other_nonland_permanent": "another target nonland permanent",
    "artifact_or_enchantment": "target artifact or enchantment", "land": "target land",
    "tappable": "target artifact, creature or land", "spell": "target spell",
    "card_in_your_graveyard": "target card in your graveyard",
    "creature_card_in_a_graveyard": "creature card in a graveyard",
}
TRIGGER_WORDS = {
    "your_upkeep": "At the beginning of your upkeep",
    "each_draw_step_untapped": "At the beginning of each player's draw step, if this is "
                               "untapped",
    "damages_player": "Whenever this deals damage to a player",
    "damages_opponent": "Whenever this deals damage to an opponent",
    "becomes_tapped": "Whenever this becomes tapped",
    "end_step_no_creatures": "At the beginning of the end step, if no creatures are on "
                             "the battlefield",
    "enters_battlefield": "When this enters",
    "leaves_battlefield": "When this leaves the battlefield",
    "creature_card_leaves_your_graveyard": "Whenever one or more creature cards leave "
                                           "your graveyard",
    "cards_leave_your_library": "Whenever one or more cards leave your library",
    "planeswalker_rolled": "Whenever you roll the planeswalker symbol on the planar die",
    "chaos_ensues": "Whenever chaos ensues",
    "planeswalk_to": "When you planeswalk to this",
    "planeswalk_away": "When you planeswalk away from this",
    "encounter": "When you encounter this",
}
CONDITION_WORDS = {"seven_in_hand": "activate only with exactly seven cards in your hand"}
AURA_WORDS = {"control": "you control the enchanted creature",
              "pump": "the enchanted creature gets {aura_power:+d}/{aura_toughness:+d}",
              "animate": "when this enters, return the enchanted creature card to the "
                         "battlefield under your control, attached to this; it gets "
                         "{aura_power:+d}/{aura_toughness:+d}"}
#: the words of the other fields' values, where plain words would not read
_VALUE_WORDS: dict[tuple[str, object], str] = {
    ("until", ""): "", ("until", "this_leaves_the_battlefield"):
        " until this leaves the battlefield",
    ("tapped", True): " tapped", ("tapped", False): "",
    ("unless", ""): "", ("unless", "an_opponent_lets_you_draw"):
        " unless an opponent lets you draw a card",
    ("kind", "any"): "a", ("kind", "sorcery"): "a sorcery", ("kind", "instant"): "an instant",
    ("kind", "creature_or_land"): "a creature or land",
    ("kind", "artifact_or_enchantment"): "an artifact or enchantment",
    ("quality", "life_locked"): "a life total that can't change",
    ("quality", "protection_from_everything"): "protection from everything",
    ("by", "you"): "you", ("by", "its_controller"): "its controller",

}
#: the rules every ability of a kind touches
_KIND_RULES = {"spell": ("601.2", "608.2"), "permanent": ("601.2", "608.3"),
               "activated": ("602.1",), "mana": ("605.1a",), "triggered": ("603.2",),
               "aura": ("608.3c",)}


def _ref(ref: str, n_targets: int) -> str:
    kind, _, index = ref.partition(":")
    if kind == "target":
        return "the target" if n_targets <= 1 else f"target {int(index) + 1}"
    return REF_WORDS.get(ref, ref.replace("_", " "))


#: the fields whose value is the subject a verb agrees with, in order of preference
_SUBJECTS = ("who", "by", "what")


def _mana(effect: m.AddMana) -> str:
    if effect.mana == "any":
        return f"{effect.amount} mana of any one color"
    return "".join(f"{{{c}}}" for c in effect.mana * effect.amount)


def effect_words(effect: m.Effect, n_targets: int = 1) -> str:
    """One effect in words, from its primitive's ``SAYS``."""
    values: dict[str, Any] = {}
    says = effect.SAYS
    for f in fields(effect):
        value = getattr(effect, f.name)
        if (f.name, value) in _VALUE_WORDS:
            values[f.name] = _VALUE_WORDS[(f.name, value)]
        elif f.name == "amount" and isinstance(value, str):
            values[f.name] = AMOUNT_WORDS.get(value, value)
            if value == "half_life_rounded_up":
                says = says.replace("{amount} life", "{amount}")
        elif f.name == "subject" or value == "subject":
            values[f.name] = "that player" if f.name == "who" else "that object"
        elif isinstance(value, str) and (value in REF_WORDS or value.startswith("target:")):
            values[f.name] = _ref(value, n_targets)
        elif isinstance(value, str):
            values[f.name] = value.replace("_", " ")
        else:
            values[f.name] = value
    if isinstance(effect, m.AddMana):
        values["mana"] = _mana(effect)
    if isinstance(effect, m.Return):
        values["to"] = "its owner's hand" if effect.to == "hand" else "the battlefield"
    words = says.format(**values)
    subject = next((getattr(effect, s) for s in _SUBJECTS if hasattr(effect, s)), "")
    you = subject == "you"
    words = re.sub(r"\[(e?s)\]", "" if you else r"\1", words)
    if you:
        words = words.replace(" their ", " your ")
    amount = getattr(effect, "amount", 1)
    words = words.replace("(s)", "" if amount == 1 else "s")
    return re.sub(r"\ba ([AEIOU])", r"an \1", words)


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card, in words and as parts."""

    kind: str
    cost: str
    targets: tuple[str, ...]
    effects: tuple[str, ...]
    rules: tuple[str, ...]

    @property
    def words(self) -> str:
        head = {"spell": "Spell", "permanent": "Permanent", "aura": "Enchant"}.get(
            self.kind, self.cost)
        targets = f" ({', '.join(self.targets)})" if self.targets else ""
        return f"{head}{targets}: {'; '.join(self.effects)}."


def _cost(cost: m.Cost, condition: str) -> str:
    parts = [str(cost.mana)] if cost.mana != m.ManaCost() else []
    parts += [w for flag, w in ((cost.tap, "{T}"), (cost.sacrifice, "sacrifice this"),
                                (cost.exile, "exile this")) if flag]
    words = ", ".join(parts) or "{0}"
    return f"{words} ({CONDITION_WORDS[condition]})" if condition else words


def _rules(kind: str, effects: tuple[m.Effect, ...], targets: tuple[m.TargetSpec, ...]
           ) -> tuple[str, ...]:
    found = set(_KIND_RULES[kind])
    if targets:
        found.add("115.1")
    for e in effects:
        found.update(e.RULES)
        found.update(getattr(R, name) for name in e.CITES)
    return tuple(sorted(found, key=_rule_key))


def _rule_key(rule: str) -> tuple[int | str, ...]:
    return tuple(int(p) if p.isdigit() else p for p in re.findall(r"\d+|[a-z]+", rule))


def describe(card: m.CardDef) -> list[Ability]:
    """Every ability of ``card``, in the order the rules meet them."""
    out: list[Ability] = []
    for face in card.faces:
        out += [Ability(a.kind, a.cost, a.targets, a.effects, a.rules) if a.kind != "spell"
                else Ability("spell", a.cost, a.targets,
                             (f"{face.name} {face.cost}", *a.effects), a.rules)
                for a in describe(face)]
    if card.effects or (not card.permanent and not card.faces and card.targets):
        n = len(card.targets)
        effects = tuple(effect_words(e, n) for e in card.effects)
        if card.max_targets > 1:
            effects += (f"up to {card.max_targets} targets",)
        out.append(Ability("spell", "", tuple(TARGET_WORDS[t.kind] for t in card.targets),
                           effects, _rules("spell", card.effects, card.targets)))
    if card.enchant is not None:
        words = AURA_WORDS.get(card.aura, "").format(aura_power=card.aura_power,
                                                     aura_toughness=card.aura_toughness)
        out.append(Ability("aura", "", (TARGET_WORDS[card.enchant.kind],), (words,),
                           _rules("aura", (), (card.enchant,))))
    for a in card.abilities:
        kind = "mana" if a.mana else "activated"
        n = len(a.targets)
        out.append(Ability(kind, _cost(a.cost, a.condition),
                           tuple(TARGET_WORDS[t.kind] for t in a.targets),
                           tuple(effect_words(e, n) for e in a.effects),
                           _rules(kind, a.effects, a.targets)))
    for t in card.triggers:
        n = len(t.targets)
        out.append(Ability("triggered", TRIGGER_WORDS[t.when],
                           tuple(TARGET_WORDS[s.kind] for s in t.targets),
                           tuple(effect_words(e, n) for e in t.effects),
                           _rules("triggered", t.effects, t.targets)))
    return out


def abilities(card: m.CardDef) -> list[str]:
    """Each ability of ``card`` in one line of words."""
    return [a.words for a in describe(card)]


def rules_of(card: m.CardDef) -> list[str]:
    """Every rule the card's abilities touch (current numbering)."""
    found = {r for a in describe(card) for r in a.rules}
    if card.permanent and not card.enchant:
        found.update(_KIND_RULES["permanent"])
    return sorted(found, key=_rule_key)


def card_view(card: m.CardDef) -> dict[str, Any]:
    """The card in full, as plain data (``shahrazad cards NAME --json``)."""
    return {
        "name": card.name, "cost": str(card.cost) if card.cost else "",
        "types": sorted(card.types), "subtypes": sorted(card.subtypes),
        "supertypes": sorted(card.supertypes),
        "power": card.power, "toughness": card.toughness,
        "keywords": sorted(card.keywords), "tags": sorted(card.tags),
        "abilities": [{"kind": a.kind, "cost": a.cost, "targets": list(a.targets),
                       "effects": list(a.effects), "rules": list(a.rules), "words": a.words}
                      for a in describe(card)],
        "rules": rules_of(card), "text": card.text,
    }
