"""How filters, counts, continuous effects and static abilities read in words.

:mod:`shahrazad.cards.words` says a card's abilities in words from its data; this module
says the parts of the card language that pick objects (:class:`~shahrazad.cards.model.Filter`)
and change them (:class:`~shahrazad.cards.model.Changes`, a static ability's, a Become's).

>>> from shahrazad.cards.model import Filter, Static
>>> filter_words(Filter(types=frozenset({"Creature"}), not_types=frozenset({"Artifact"}),
...                     not_colors=frozenset({"B"})))
'nonartifact, nonblack creature'
>>> filter_words(Filter(subtypes=frozenset({"Goblin"}), other=True), plural=True)
'other Goblins'
>>> static_words(Static(Filter(subtypes=frozenset({"Goblin"}), other=True), power=1,
...                     toughness=1, keywords=frozenset({"mountainwalk"})))
'other Goblins get +1/+1 and have mountainwalk'
"""

from __future__ import annotations

import dataclasses

from shahrazad.cards import model as m

__all__ = ["COLOR_NAMES", "changes_rules", "changes_words", "count_words", "filter_words",
           "static_rules", "static_words"]

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: the sets first-printed filters name, by code
SET_NAMES = {"LEA": "Alpha", "LEB": "Beta", "2ED": "Unlimited", "3ED": "Revised",
             "ARN": "Arabian Nights", "ATQ": "Antiquities", "LEG": "Legends",
             "DRK": "The Dark", "FEM": "Fallen Empires"}
#: the rules each part of a continuous effect touches (613.1, 613.4; 305.7)
_LAYER_RULES = {"control": ("613.1b",), "types": ("613.1d",), "subtypes": ("613.1d",),
                "land_types": ("613.1d", "305.7"), "color": ("613.1e",),
                "keywords": ("613.1f",), "lose_keywords": ("613.1f",),
                "lose_all_abilities": ("613.1f", "613.6"),  # -- batch B06 --
                "set_power": ("613.4b",), "set_toughness": ("613.4b",),
                "power": ("613.4c",), "toughness": ("613.4c",), "switch": ("613.4d",)}
#: what a static ability can say objects can't do, and the rule each is
CANT_WORDS = {"block": ("can't block", "509.1a"), "attack": ("can't attack", "508.1a"),
              "untap": ("doesn't untap during its controller's untap step", "502.3"),
              "cast": ("", "101.2"),
              # -- batch B03 --
              "be_enchanted_by_other_auras": ("can't be enchanted by other Auras", "704.5m"),
              # -- batch B07 --
              "be_targeted": ("can't be the target of", "115.1"),
              # -- batch B06 --
              "be_enchanted": ("can't be enchanted", "303.4"),
              "be_controlled_by_other_players": ("can't be controlled by other players",
                                                 "613.1b"),
              # -- batch B10 --
              "enter_the_battlefield_untapped": ("enters the battlefield tapped", "614.1d")}
_NOUNS = {"Artifact": "artifact", "Creature": "creature", "Enchantment": "enchantment",
          "Instant": "instant", "Land": "land", "Planeswalker": "planeswalker",
          "Sorcery": "sorcery", "Vanguard": "vanguard", "Plane": "plane",
          "Phenomenon": "phenomenon", "Scheme": "scheme", "Kindred": "kindred"}


def _plural(word: str) -> str:
    if word.endswith("s"):
        return word  # Plains
    if word.endswith("y") and not word.endswith(("ay", "ey", "oy")):
        return word[:-1] + "ies"
    if word == "phenomenon":
        return "phenomena"
    return word + "s"


def _either(words: list[str]) -> str:
    return " or ".join(words)


def filter_words(f: m.Filter, plural: bool = False, noun: str = "permanent") -> str:
    """The objects ``f`` picks, in words: "nonartifact, nonblack creature"; ``plural``:
    "white creatures"; ``noun``: what the objects are when the filter names no type."""
    adjectives: list[str] = []
    if f.other:
        adjectives.append("other")
    combat = "" if f.combat in ("blocking_or_blocked_by_this", "blocking_this") \
        else f.combat  # batch B01, B06
    for flag, word in ((f.tapped, f.tapped), (combat, combat.replace("_", " ")),
                       (f.token, f.token)):
        if flag:
            adjectives.append(word)
    adjectives += [s.lower() for s in sorted(f.supertypes)]
    adjectives += [f"non{s.lower()}" for s in sorted(f.not_supertypes)]
    adjectives += [f"non{_NOUNS[t]}" for t in sorted(f.not_types)]
    if f.colorless is not None:
        adjectives.append("colorless" if f.colorless else "colored")
    if f.colors:
        adjectives.append(_either([COLOR_NAMES[c] for c in "WUBRG" if c in f.colors]))
    adjectives += [f"non{COLOR_NAMES[c]}" for c in "WUBRG" if c in f.not_colors]
    adjectives += [f"non-{s}" for s in sorted(f.not_subtypes)]
    types = [_NOUNS[t] for t in sorted(f.types)]
    subtypes = sorted(f.subtypes)
    if types:
        head = _either([_plural(t) if plural else t for t in types])
        if subtypes:
            head = f"{_either(subtypes)} {head}"
        if noun == "spell":  # "an enchantment spell"
            head = f"{head} {'spells' if plural else 'spell'}"
    elif subtypes:
        head = _either([_plural(s) if plural else s for s in subtypes])
    else:
        head = _plural(noun) if plural else noun
    words = ", ".join([*adjectives[:-1], f"{adjectives[-1]} {head}"]) if adjectives else head
    if adjectives and adjectives[0] == "other" and len(adjectives) > 1:
        words = "other " + words[len("other, "):]
    if f.attached:
        words = f"{'the ' if not plural else ''}{words} this is attached to"
    if f.this:
        words = "this" + (f" ({words})" if words not in ("permanent", "permanents") else "")
    if f.name:
        words += f" named {f.name}"
    if f.keywords:
        words += " with " + " and ".join(k.replace("_", " ") for k in sorted(f.keywords))
    if f.not_keywords:
        words += " without " + " or ".join(k.replace("_", " ") for k in sorted(f.not_keywords))
    if f.power_at_least is not None:
        words += f" with power {f.power_at_least} or greater"
    if f.power_at_most is not None:
        words += f" with power {f.power_at_most} or less"
    if f.on_this:  # batch B01
        words += " attached to this"
    if f.attacked_or_blocked_this_turn:  # -- batch B03 --
        words += " that attacked or blocked this turn"
    if f.active_player == "controls":
        words += " the active player controls"
    elif f.active_player == "since_turn_began":
        words += " the active player has controlled continuously since the turn began"
    if f.attacked_this_turn is not None:  # -- batch B03 --
        words += " that attacked this turn" if f.attacked_this_turn \
            else " that didn't attack this turn"
    if f.chosen_color:  # -- batch B08 --
        words += " of the chosen color"
    if f.dealt_damage_this_turn:  # -- batch C-HIST --
        words += " that has been dealt damage this turn"
    if f.attached_to is not None:  # -- batch B08 --
        words += " attached to " + _article(filter_words(f.attached_to))
    if f.owner == "you":
        words += " you own" + (" and" if f.controller == "you" else "")
    elif f.owner == "target:0":
        words += " target player owns"
    if f.mana_value_is_x:  # -- batch B03 --
        words += " with mana value X"
    if f.toughness_below_power_of_this:
        words += " with toughness less than this's power"
    if f.power_at_most_power_of_this:  # -- batch B06 --
        words += " with power less than or equal to this's power"
    if f.attacked_during_its_controllers_last_turn:  # -- batch B06 --
        words += " that attacked during its controller's last turn"
    if f.with_counter:  # -- batch B06 --
        words += f" with a {f.with_counter} counter on it"
    if f.combat == "blocking_or_blocked_by_this":
        words += " blocking or blocked by this"
    if f.all_subtypes:  # -- batch B07 --
        words += " that is " + " and ".join(sorted(f.all_subtypes))
    if f.all_types:
        words += " that is " + " and ".join(_NOUNS[t] for t in sorted(f.all_types))
    if f.enchanted is not None:
        words += " that is enchanted" if f.enchanted else " that isn't enchanted"
    if f.combat == "blocking_this":  # -- batch B06 --
        words += " blocking this"
    if f.either:  # -- batch MISC --
        words += " that is " + " or ".join(filter_words(g, noun="").strip() for g in f.either)
    if f.controller == "you":
        words += " you control"
    elif f.controller == "opponent":
        words += " an opponent controls"
    elif f.controller == "defending_player":
        words += " defending player controls"
    elif f.controller == "chosen_player":  # -- batch MISC --
        words += " the chosen player controls"
    # -- batch B10 --: its owner, its name, colors shared
    if f.owner:
        words += " you own" if f.owner == "you" else " an opponent owns"
    if f.not_name:
        words += f" not named {f.not_name}"
    if f.shares_no_color_with_a_creature_you_control:
        words += " that shares no color with a creature you control"
    if f.not_targeted_by_another_of_this_name:  # -- batch C-ANTE --
        words += " that isn't the target of an ability from another object named like this"
    if f.first_printed:
        sets = sorted({m.OLD_SET_WORDS.get(s, s) for s in f.first_printed})
        words += " with a name first printed in " + _either(
            [SET_NAMES.get(s, s) for s in sets])
    return words


def count_words(c: m.Count) -> str:
    """An amount that counts permanents: "the number of Swamps you control"."""
    words = f"the number of {filter_words(c.number_of, plural=True)}"
    if c.zone in ("graveyard_this_way", "exile_this_way"):  # batch B01
        done = "put into a graveyard" if c.zone == "graveyard_this_way" else "exiled"
        words = f"the number of {filter_words(c.number_of, plural=True)} {done} this way"
        if c.of != "you":
            words += " that that player controlled"
    elif c.zone == "players_with_the_most_life":  # -- batch B06 --
        words = "the number of players with more life than each other player"
    elif c.zone == "opponents_with_more":  # -- batch C-TURN --
        words = (f"the number of opponents who control more "
                 f"{filter_words(c.number_of, plural=True)} than you")
    elif c.zone == "above_this_in_graveyard":  # -- batch LX --
        words = (f"the number of {filter_words(c.number_of, plural=True)} above this card "
                 "in its owner's graveyard")
    elif c.zone == "exile":  # -- batch MISC --
        words = f"the number of {filter_words(c.number_of, plural=True)} in exile"
    elif c.zone == "paid_this_way":  # -- batch LX --
        words = (f"the number of {filter_words(c.number_of, plural=True)} discarded, "
                 "sacrificed or exiled to pay its cost")
    elif c.zone == "blocking_the_subject":  # -- batch C-HIST --
        words = f"the number of {filter_words(c.number_of, plural=True)} blocking that creature"
    elif c.zone == "died_this_turn":  # -- batch C-HIST --: the turn's history
        words = (f"the number of {filter_words(c.number_of, plural=True)} put into a "
                 "graveyard from the battlefield this turn")
    elif c.zone in ("damage_dealt_to_you_this_turn", "damage_dealt_to_this_this_turn"):
        by = f" by {filter_words(c.number_of, plural=True)}" if c.number_of != m.Filter() \
            else ""
        to = "you" if c.zone == "damage_dealt_to_you_this_turn" else "this"
        words = f"the damage dealt to {to} this turn{by}"
    elif c.zone != "battlefield":  # batch B01: cards in a hand or a graveyard
        whose = {"you": "your", "subject": "that player's", "target:0": "the target's",
                 "that_player": "that player's",
                 "each_opponent": "your opponents'"}[c.of]  # batch B06
        kind = filter_words(c.number_of, plural=True) if c.number_of != m.Filter() else ""
        words = f"the number of {kind + ' ' if kind else ''}cards in {whose} {c.zone}"
    elif c.of != "you":
        words += {"subject": " (from that player's point of view)",
                  "target:0": " (from the target's point of view)",
                  "that_player": " (from that player's point of view)",
                  "each_opponent": ""}[c.of]
    if c.counters:  # batch B04
        words = f"the number of {c.counters} counters on " \
                f"{filter_words(c.number_of, plural=True)}"
    if c.half:
        words = f"half {words}, rounded {c.half}"
    if c.times != 1:
        words = f"{c.times} times {words}"
    if c.plus:
        words = f"{words} {'plus' if c.plus > 0 else 'minus'} {abs(c.plus)}"
    return words


def _amount(amount: m.Amount) -> str:
    if isinstance(amount, m.Count):
        return count_words(amount)
    if amount == "its_mana_value":
        return "its mana value"
    if amount in ("chosen_number", "seven_minus_chosen_number"):  # batch B01
        return "the last chosen number" if amount == "chosen_number" else \
            "7 minus the last chosen number"
    if amount in ("toughness_of:0", "one_minus_toughness_of:0"):  # batch B04
        return "its toughness" if amount == "toughness_of:0" else "(1 minus its toughness)"
    return str(amount)


def _signed(amount: m.Amount) -> str:
    if isinstance(amount, int):
        return f"{amount:+d}"
    return f"+{_amount(amount)}"


def changes_words(c: m.Changes, plural: bool = False) -> str:
    """What a continuous effect does to the objects it affects, as a verb phrase whose
    verbs agree with a ``plural`` subject: "get +1/+1 and have mountainwalk"."""
    def verb(one: str, many: str) -> str:
        return many if plural else one

    its, it = ("their", "them") if plural else ("its", "it")
    parts: list[str] = []
    if c.control:
        parts.append("are controlled by this effect's controller" if plural
                     else "is controlled by this effect's controller")
    if c.land_types:
        lands = ["the chosen basic land type" if t == m.CHOSEN else
                 _plural(t) if plural else _article(t) for t in sorted(c.land_types)]
        parts.append(f"{verb('is', 'are')} {_either(lands)}")
    if c.types or c.subtypes:
        kinds = " ".join([*sorted(c.subtypes), *(_NOUNS[t] for t in sorted(
            c.types, key=lambda t: t == "Creature"))])
        article = "" if plural else ("an " if kinds[:1].lower() in "aeiou" else "a ")
        parts.append(f"{verb('is', 'are')} {article}{kinds}"
                     f"{'s' if plural and not kinds.endswith('s') else ''} in addition to "
                     f"{its} other types")
    if c.color:
        parts.append(f"{verb('is', 'are')} " + " and ".join(
            COLOR_NAMES[x] for x in "WUBRG" if x in c.color))
    if c.set_power is not None or c.set_toughness is not None:
        if c.set_power == c.set_toughness and not isinstance(c.set_power, int):
            parts.append(f"{verb('has', 'have')} power and toughness each equal to "
                         f"{_amount(c.set_power if c.set_power is not None else 0)}")
        else:
            p = _amount(c.set_power) if c.set_power is not None else "its power"
            t = _amount(c.set_toughness) if c.set_toughness is not None else "its toughness"
            parts.append(f"{verb('has', 'have')} base power and toughness {p}/{t}")
    if c.power != 0 or c.toughness != 0:
        parts.append(f"{verb('gets', 'get')} {_signed(c.power)}/{_signed(c.toughness)}")
    if c.keywords:
        parts.append(f"{verb('has', 'have')} " + " and ".join(
            k.replace("_", " ") for k in sorted(c.keywords)))
    if c.lose_keywords:
        parts.append(f"{verb('loses', 'lose')} " + " and ".join(
            k.replace("_", " ") for k in sorted(c.lose_keywords)))
    if c.lose_all_abilities:  # -- batch B06 --
        parts.append(f"{verb('loses', 'lose')} all abilities")
    if c.switch:
        parts.append(f"{verb('has', 'have')} {its} power and toughness switched")
    del it
    return " and ".join(parts)


def changes_rules(c: m.Changes) -> tuple[str, ...]:
    """The rules a continuous effect's changes touch."""
    found: list[str] = []
    for name, rules in _LAYER_RULES.items():
        if getattr(c, name) not in (False, 0, None, "", frozenset()):
            found += rules
    return tuple(dict.fromkeys(found))


def _affected_words(static: m.Static) -> tuple[str, bool]:
    """A static ability's objects as the subject of its sentence, and whether plural."""
    if static.affects == "this":
        return "this", False
    if static.affects == "attached":
        return "the enchanted permanent", False
    if isinstance(static.affects, m.Filter) and static.affects.attached:
        rest = dataclasses.replace(static.affects, attached=False)
        return f"the enchanted permanent, as long as it's {_article(filter_words(rest))},", \
            False
    if static.affects == "each_creature":
        return "creatures", True
    if static.affects == "gained":  # -- batch d-misc --
        return "a permanent that gains it", False
    assert isinstance(static.affects, m.Filter)
    words = filter_words(static.affects, plural=not static.affects.attached)
    return words, not static.affects.attached


def static_words(static: m.Static) -> str:
    """A static ability made of the language's parts, in words (604.1)."""
    if static.max_hand_size is not None:  # -- batch B08 --
        whose = {"chosen_player": "the chosen player's", "you": "your",
                 "each_opponent": "each opponent's"}[static.hand_size_of]
        return f"{whose} maximum hand size is {static.max_hand_size}"
    if static.cant == "cast":
        assert isinstance(static.affects, m.Filter)
        spells = filter_words(static.affects, plural=True, noun="card")
        words = f"players can't cast spells or play lands that are {spells}"
    else:
        subject, plural = _affected_words(static)
        parts = []
        if static.changes_anything:
            parts.append(changes_words(static, plural))
        if static.cant:
            said = CANT_WORDS[static.cant][0]
            if static.cant == "untap" and plural:
                said = "don't untap during their controllers' untap steps"
            if static.attackers is not None:  # -- batch B03 --
                said += " " + filter_words(static.attackers, plural=True)
            if static.unless_defender_controls is not None:
                said += " unless defending player controls " + \
                    _article(filter_words(static.unless_defender_controls))
            if static.unless_defender_acted_last_turn:  # -- batch LX --
                said += " a player unless that player cast a spell or put a nontoken " \
                    "permanent onto the battlefield during their last turn"
            if static.cant == "be_targeted":  # -- batch B07 --
                said += " " + (static.targeted_by or "spells or abilities")
                if static.sources is not None:
                    said += " from " + filter_words(static.sources, plural=True,
                                                    noun="source")
                if static.that_can_target_only:  # -- batch MISC --
                    said += " that can target only " + _either(
                        [_plural(t) for t in sorted(static.that_can_target_only)])
            parts.append(said)
        if static.blocked_as_though_without:  # batch B09 (509.1b)
            gone = " or ".join(k.replace("_", " ") for k in sorted(
                static.blocked_as_though_without))
            parts.append(f"can be blocked as though {'they' if plural else 'it'} "
                         f"didn't have {gone}")
        words = f"{subject} {' and '.join(parts)}" if parts else subject
    if static.doesnt_remove_this:  # -- batch B03 --
        words += "; this effect doesn't remove this"
    if static.as_long_as is not None:
        words += " as long as " + _condition_words(static.as_long_as)
    if static.unless is not None:  # -- batch B06 --
        words += " as long as no " + filter_words(static.unless) + " is on the battlefield"
    if static.lingers:  # -- batch B06 --
        words += "; if this leaves the battlefield, this effect continues until end of turn"
    if static.if_chosen:  # -- batch B06 --
        words += f" if {static.if_chosen.replace('_', ' ')} was chosen as it entered"
    if static.during:  # -- batch B06 --
        words += " as long as it's your turn" if static.during == "your_turn" \
            else " as long as it's not your turn"
    if static.defines:
        words += " (this characteristic-defining ability works in every zone)"
    return words


def _condition_words(f: m.Filter) -> str:
    """An "as long as": a permanent a filter picks is on the battlefield, or, for a filter
    of the object itself, that it is what the filter says ("this isn't attacking")."""
    if f.this:
        if f.combat == "not_attacking":
            return "this isn't attacking"
        if f.combat == "attacking":
            return "this is attacking"
        return "this is " + _article(filter_words(dataclasses.replace(f, this=False)))
    return f"{_article(filter_words(f))} is on the battlefield"


def _article(words: str) -> str:
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def static_rules(static: m.Static) -> tuple[str, ...]:
    """The rules a static ability touches: 604.1, the layers of what it changes, and the
    rule of what it forbids."""
    found = ["604.1", *changes_rules(static)]
    if static.defines:
        found += ["604.3", "613.4a"]
    if static.cant:
        found.append(CANT_WORDS[static.cant][1])
    if static.attackers is not None:  # -- batch B03 --
        found.append("509.1b")
    if static.unless_defender_controls is not None or static.unless_defender_acted_last_turn:
        found.append("508.1c")
    if static.doesnt_remove_this:
        found += ["702.16c", "704.5m"]
    if static.have is not None:
        found.append("613.1f")
    if static.blocked_as_though_without:  # batch B09
        found.append("509.1b")
    if static.max_hand_size is not None:  # -- batch B08 --
        found.append("402.2")
    return tuple(dict.fromkeys(found))
