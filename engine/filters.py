"""Filters (the card language's :class:`~shahrazad.cards.model.Filter`): which objects.

One way to say which objects, for every rule that asks: a target's legality
(:mod:`shahrazad.rules.targets`), the group an effect acts on ("destroy all Islands"), the
objects a static ability affects ("white creatures get +1/+1"), a count ("the number of
Swamps you control"), the spells players can't cast. A filter is read against an
object's characteristics as they are now, through every continuous effect (613): the
layer computation (:mod:`shahrazad.layers`) matches filters against the characteristics
it has built so far, the rest of the rules against the finished ones.

Relative words need a point of view: ``you`` (the controller of the spell, ability or
static ability) and the ``source`` (the object the ability belongs to: ``other`` is
any object but it, ``attached`` the object it is attached to).

>>> from shahrazad.cards.model import Filter
>>> from shahrazad.cards.pool import card
>>> terror = Filter(types=frozenset({"Creature"}), not_types=frozenset({"Artifact"}),
...                 not_colors=frozenset({"B"}))
>>> from shahrazad.projections.state import new_obj
>>> angel = new_obj(1, 1, "Serra Angel", "A", "A", "battlefield")
>>> match(terror, angel, Traits.printed(card("Serra Angel"), "W"), "B", None)
True
>>> match(terror, angel, Traits.printed(card("Juzam Djinn"), "B"), "B", None)
False
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, get_args

from shahrazad.cards.layer_words import COLOR_NAMES
from shahrazad.cards.model import OLD_SET_WORDS, CardDef, Filter, FirstPrinted
from shahrazad.projections.state import Obj

if TYPE_CHECKING:
    from shahrazad.projections.state import GameState

__all__ = ["SET_CODES", "Traits", "card_fits", "match", "matches", "relative_holds", "select",
           "set_code"]

#: the set codes a card's ``first_printed`` may hold (the older words aside)
SET_CODES = tuple(w for w in get_args(FirstPrinted) if w and w not in OLD_SET_WORDS)


def set_code(first_printed: str) -> str:
    """The set code a ``first_printed`` value means: itself, or the code an older log's
    word names (``arabian_nights`` -> ``ARN``)."""
    return OLD_SET_WORDS.get(first_printed, first_printed)


@dataclass(slots=True)
class Traits:
    """What a filter reads of an object: its characteristics as far as the layers have
    built them (:mod:`shahrazad.layers`), or as they are in the end."""

    name: str
    types: frozenset[str]
    supertypes: frozenset[str]
    subtypes: frozenset[str]
    keywords: frozenset[str]
    #: letters of WUBRG
    colors: str
    power: int | None
    first_printed: str

    @staticmethod
    def printed(d: CardDef, colors: str, power: int | None = None) -> Traits:
        """The traits of an object no continuous effect changes."""
        return Traits(d.name, frozenset(d.types), frozenset(d.supertypes), d.subtypes,
                      frozenset(d.keywords), colors, d.power if power is None else power,
                      d.first_printed)


def match(f: Filter, obj: Obj, t: Traits, you: str, source: Obj | None) -> bool:
    """Whether ``obj``, whose characteristics are ``t``, is one of the objects ``f``
    picks, from the point of view of ``you`` and of the ability's ``source``."""
    if f.types and not f.types & t.types:
        return False
    if f.not_types and f.not_types & t.types:
        return False
    if f.supertypes and not f.supertypes & t.supertypes:
        return False
    if f.not_supertypes and f.not_supertypes & t.supertypes:
        return False
    if f.subtypes and not f.subtypes & t.subtypes:
        return False
    if f.not_subtypes and f.not_subtypes & t.subtypes:
        return False
    if f.all_subtypes and not f.all_subtypes <= t.subtypes:  # -- batch B07 --
        return False
    if f.all_types and not f.all_types <= t.types:
        return False
    if f.colors and not any(c in t.colors for c in f.colors):
        return False
    if f.not_colors and any(c in t.colors for c in f.not_colors):
        return False
    if f.colorless is not None and f.colorless != (t.colors == ""):
        return False
    if f.keywords and not f.keywords <= t.keywords:
        return False
    if f.not_keywords and f.not_keywords & t.keywords:
        return False
    if f.controller and not _controlled(f.controller, obj, you, source):
        return False
    if f.other and source is not None and obj.oid == source.oid:
        return False
    if f.this and (source is None or obj.oid != source.oid):
        return False
    if f.attached and (source is None or source.attached_to != obj.oid):
        return False
    if f.on_this and (source is None or obj.attached_to != source.oid):  # batch B01
        return False
    if f.token and (f.token == "token") != obj.token:
        return False
    if f.tapped and (f.tapped == "tapped") != obj.tapped:
        return False
    if f.combat and not _in_combat(f.combat, obj, source):
        return False
    if f.first_printed and set_code(t.first_printed) not in {set_code(s)
                                                              for s in f.first_printed}:
        return False
    if f.name and t.name != f.name:
        return False
    if f.not_name and t.name == f.not_name:  # -- batch B10 --
        return False
    if f.owner in ("you", "opponent") and (obj.owner == you) != (f.owner == "you"):
        return False  # -- batches B08, B10 --: 108.3 (``target:0`` is read by effects)
    if f.attacked_this_turn is not None and obj.attacked_this_turn != f.attacked_this_turn:
        return False  # -- batch B03 --: the turn's history
    if f.attacked_or_blocked_this_turn and not (obj.attacked_this_turn or obj.blocked_this_turn):
        return False
    if f.attacked_during_its_controllers_last_turn and not obj.attacked_last_turn:
        return False  # -- batch B06 --
    if f.with_counter and not obj.counters.get(f.with_counter):
        return False  # -- batch B06 --
    if f.started_the_turn_untapped and not obj.started_the_turn_untapped:
        return False  # -- batch B11 --
    if f.dealt_damage_to_an_opponent_this_turn and \
            not any(p != you for p in obj.damaged_players_this_turn):
        return False  # -- batch B11 --
    if f.either and not any(match(g, obj, t, you, source) for g in f.either):
        return False  # -- batch MISC --: one of the alternatives
    power = t.power or 0
    if f.power_at_least is not None and power < f.power_at_least:
        return False
    return f.power_at_most is None or power <= f.power_at_most


def _controlled(word: str, obj: Obj, you: str, source: Obj | None) -> bool:
    if word == "you":
        return obj.controller == you
    if word == "opponent":
        return obj.controller != you
    if word == "chosen_player":
        return True  # -- batch MISC --: read with the game (relative_holds)
    # the defending player (506.2): the player the source attacks
    return source is not None and isinstance(source.attacking, str) and \
        obj.controller == source.attacking


def _in_combat(word: str, obj: Obj, source: Obj | None = None) -> bool:
    if word == "blocking_or_blocked_by_this":  # batch B01 (509.1g: the blocks declared)
        if source is None:
            return False
        # -- batch B03 --: a triggered ability whose source has left (Abu Ja'far's "when
        # it dies") asks about that object as it last existed: the other creatures'
        # records of their blocks still name it (608.2h)
        me = source.source if source.kind in ("ability", "trigger") and \
            source.source is not None else source.oid
        return me in obj.blocking or me in obj.blocked_by or obj.oid in source.blocking
    if word == "blocking_this":  # -- batch B06 --: "creatures blocking it" (509.1g)
        if source is None:
            return False
        me = source.source if source.kind in ("ability", "trigger") and \
            source.source is not None else source.oid
        return me in obj.blocking
    if word == "attacking":
        return obj.attacking is not None
    if word == "blocking":  # the attackers it blocks: none, an empty tuple, if it isn't
        return bool(obj.blocking)
    if word == "attacking_or_blocking":  # in combat either way (506.4)
        return obj.attacking is not None or bool(obj.blocking)
    return obj.attacking is None  # not_attacking


def matches(game: GameState, f: Filter, obj: Obj, you: str, source: Obj | None = None) -> bool:
    """Whether ``obj`` of ``game`` is one of the objects ``f`` picks now."""
    from shahrazad.characteristics import traits

    return match(f, obj, traits(game, obj), you, source) and \
        relative_holds(game, f, obj, source, you)


def relative_holds(game: GameState, f: Filter, obj: Obj, asker: Obj | None,
                   you: str = "") -> bool:
    """-- batch B03 --: the qualities of ``f`` relative to ``asker``, the spell or the
    ability's source that asks (``mana_value_is_x``: the object's mana value is the
    asker's X, 107.3, 202.3e; ``toughness_below_power_of_this``: its toughness is less than
    the asker's power); without an asker, they never hold."""
    if f.active_player == "doesnt_control":  # -- batch LX -- (506.2)
        if obj.controller == game.active:
            return False
    elif f.active_player and (obj.controller != game.active or (
            f.active_player == "since_turn_began" and obj.sick)):
        return False  # 302.6: "sick" is "came under its controller's control this turn"
    if f.enchanted is not None and f.enchanted != enchanted(game, obj):  # -- batch B07 --
        return False
    if f.chosen_color and not _of_chosen_color(game, obj, asker):  # -- batch B08 --
        return False
    if f.controller == "chosen_player" and (  # -- batch MISC --
            asker is None or obj.controller != chosen_of(game, asker.oid, "player")):
        return False
    if f.attached_to is not None:  # -- batch B08 --: what it is attached to (303.4)
        host = game.objects.get(obj.attached_to) if obj.attached_to is not None else None
        if host is None or not matches(game, f.attached_to, host, you or obj.controller or "",
                                       asker):
            return False
    if f.shares_no_color_with_a_creature_you_control and not _shares_no_color(game, obj,
                                                                                asker):
        return False  # -- batch B10 --
    if f.not_targeted_by_another_of_this_name and _targeted_by_namesake(game, obj, asker):
        return False  # -- batch C-ANTE --
    if f.single_target and not (obj.zone == "stack" and len(obj.targets) == 1):
        return False  # -- batch SHIELD --: a spell with a single target
    if (f.targets_a_permanent_you_control or f.toughness_at_least is not None
            or f.toughness_at_most is not None
            or f.after_the_first_instant_its_controller_cast_this_turn) \
            and not _holds_b11(game, f, obj, asker):
        return False
    if f.dealt_damage_this_turn and not any(  # -- batch C-HIST --: the turn's history
            to == obj.oid for _, _, to, _ in game.this_turn.damage):
        return False
    if not (f.mana_value_is_x or f.toughness_below_power_of_this
            or f.power_at_most_power_of_this):
        return True
    if asker is None:
        return False
    from shahrazad.characteristics import power, toughness

    if f.mana_value_is_x and mana_value(obj) != asker.x:
        return False
    if f.power_at_most_power_of_this and power(game, obj) > power(game, asker):
        return False  # -- batch B06 --
    return not f.toughness_below_power_of_this or toughness(game, obj) < power(game, asker)


def enchanted(game: GameState, obj: Obj) -> bool:
    """-- batch B07 --: whether an Aura is attached to ``obj`` (303.4): "enchanted
    creatures" (Wall of Putrid Flesh), "a permanent that isn't enchanted"."""
    from shahrazad.characteristics import defn

    return any(other.attached_to == obj.oid and "Aura" in defn(game, other).subtypes
               for other in (game.objects[o] for o in game.in_play))


def card_fits(game: GameState, f: Filter, card: Obj, you: str) -> bool:
    """-- batch B07 --: whether a card in a library or a hand is one ``f`` picks, by its
    characteristics as printed (a card there is no permanent: 109.2)."""
    from shahrazad.layers import printed, printed_colors

    d = printed(card)
    return match(f, card, Traits.printed(d, printed_colors(card, d)), you, None)


def _of_chosen_color(game: GameState, obj: Obj, asker: Obj | None) -> bool:
    """-- batch B08 --: whether ``obj`` has the color last chosen for ``asker`` as it
    entered (614.1c; the word is the color's name)."""
    from shahrazad.characteristics import traits

    if asker is None:
        return False
    letter = chosen_of(game, asker.oid, "color")
    return bool(letter) and letter in traits(game, obj).colors


def chosen_of(game: GameState, oid: int, kind: str) -> str:
    """-- batch MISC --: the last word of ``kind`` chosen for the permanent ``oid`` as it
    entered (614.1c): a ``color`` (its letter of WUBRG) or a ``player`` of ``game``; ``""``
    if none was. A permanent may have chosen both ("choose a color and an opponent":
    Jihad)."""
    words = sorted((e for e in game.effects.values()
                    if e.kind == "chosen" and oid in e.subjects and e.data is not None),
                   key=lambda e: e.effect, reverse=True)
    for e in words:
        word = str(e.data["word"])  # type: ignore[index]
        if kind == "color":
            letter = next((c for c, name in COLOR_NAMES.items() if name == word), "")
            if letter:
                return letter
        elif word in game.player:
            return word
    return ""


def _shares_no_color(game: GameState, obj: Obj, asker: Obj | None) -> bool:
    """-- batch B10 --: ``obj`` shares no color with a creature the asker's controller
    controls (105.2)."""
    if asker is None:
        return False
    from shahrazad.characteristics import colors, is_creature

    mine = set(colors(game, obj))
    return not any(mine & set(colors(game, game.objects[o])) for o in game.in_play
                   if game.objects[o].controller == asker.controller
                   and is_creature(game, game.objects[o]))
def _targeted_by_namesake(game: GameState, obj: Obj, asker: Obj | None) -> bool:
    """-- batch C-ANTE --: ``obj`` is the target of an ability on the stack whose source
    is another object with ``asker``'s name (without an asker: no such ability)."""
    if asker is None:
        return False
    return any(o.kind in ("ability", "trigger") and o.name == asker.name
               and o.source != asker.oid and obj.oid in o.targets
               for o in (game.objects[s] for s in game.stack))


def _holds_b11(game: GameState, f: Filter, obj: Obj, asker: Obj | None) -> bool:
    """-- batch B11 --: its toughness within ``toughness_at_least`` and
    ``toughness_at_most``, and ``targets_a_permanent_you_control`` (a spell one of whose
    targets is a permanent the asker's controller controls: without an asker, none)."""
    if f.toughness_at_least is not None or f.toughness_at_most is not None:
        from shahrazad.characteristics import toughness

        value = toughness(game, obj)
        if f.toughness_at_least is not None and value < f.toughness_at_least:
            return False
        if f.toughness_at_most is not None and value > f.toughness_at_most:
            return False
    if f.after_the_first_instant_its_controller_cast_this_turn and \
            _instants_cast(game, obj.controller) < 2:
        return False  # this spell is counted among them: it is on the stack, cast
    if f.targets_a_permanent_you_control:
        if asker is None or obj.zone != "stack":
            return False
        you = asker.controller
        return any(isinstance(t, int) and (o := game.objects.get(t)) is not None
                   and o.zone == "battlefield" and o.controller == you for t in obj.targets)
    return True


def _instants_cast(game: GameState, player: str) -> int:
    """-- batch B11 --: how many instant spells ``player`` cast this turn in ``game``."""
    from shahrazad.cards.pool import card

    if player not in game.player:
        return 0
    return sum("Instant" in card(name).types
               for name in game.player[player].spells_cast_this_turn)


def traits_of(game: GameState, oid: int) -> Traits:
    """The traits of the object ``oid`` of ``game`` now."""
    from shahrazad.characteristics import traits

    return traits(game, game.objects[oid])


def mana_value(obj: Obj) -> int:
    """-- batch B03 --: the mana value of ``obj`` (202.3): its mana cost's, with the X
    chosen for it while it is on the stack (202.3e), 0 on the battlefield's X."""
    from shahrazad.layers import printed

    d = printed(obj)
    if d.cost is None:
        return 0
    return d.cost.mana_value + (d.cost.x * obj.x if obj.zone == "stack" else 0)


def select(game: GameState, f: Filter, you: str, source: Obj | None = None) -> list[Obj]:
    """The permanents of ``game`` that ``f`` picks now, in the order they are on the
    battlefield (phased-out ones are treated as though they don't exist, 702.26b)."""
    from shahrazad.characteristics import traits

    objects = game.objects
    return [o for o in (objects[i] for i in game.in_play)
            if match(f, o, traits(game, o), you, source)
            and relative_holds(game, f, o, source, you)]
