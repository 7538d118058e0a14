"""A player's choice of objects while something resolves or is paid for: the ``choose``
question.

Some effects have a player choose objects as they resolve (608.2d): a creature for
a permanent entering as a copy to copy (707.2), a card of their hand to exile
(Karn Liberated), permanents to sacrifice (annihilator, 702.86a). A cost may too:
the cards discarded to pay for an ability (602.2b). Each asks the same question,
``ChoiceRequested(kind="choose", amount=N)``, answered by a ``choose`` decision; what
may be chosen is a :class:`Choosing`, worked out from the position the same way when
the question is asked, when the answer is checked and when the effect goes on, so
the three never disagree.

The effect's runner registers how its choice is made (``@chooses``); an ability's
discard cost is the one choice made outside a resolution (:func:`activation_cost`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from shahrazad.cards import model as m
from shahrazad.characteristics import is_type, printed
from shahrazad.events import vocabulary as v
from shahrazad.filters import matches
from shahrazad.mana import sacrificeable as mana_sacrificeable
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules.effect_kinds import SACRIFICE_A_LAND
from shahrazad.rules.resolution import PAID_WITH, waiting_effect
from shahrazad.rules.targets import ability_of
from shahrazad.txn import Txn

__all__ = ["Choosing", "ask", "chooses", "choosing"]


@dataclass(frozen=True, slots=True)
class Choosing:
    """What a ``choose`` question lets ``player`` pick: objects of the game among
    ``pool``, at least ``least`` and at most ``most`` of them, different ones. ``what``
    says what for (the words a resolution pauses with, and a refusal's); ``rule`` is
    the rule the choice is made under."""

    player: str
    pool: tuple[int, ...]
    least: int
    most: int
    what: str
    rule: str


Chooser = Callable[[GameState, Obj, Any], "Choosing | None"]
_CHOOSERS: dict[type[m.Effect], Chooser] = {}
C = TypeVar("C", bound=Chooser)


def chooses(kind: type[m.Effect]) -> Callable[[C], C]:
    """Register how the effect primitive ``kind`` has its player choose: a function of
    the game, the resolving object and the effect, giving the :class:`Choosing` (or
    ``None`` when nobody has anything to choose)."""
    def register(fn: C) -> C:
        if kind in _CHOOSERS:
            raise TypeError(f"{kind.__name__} already has a chooser")
        _CHOOSERS[kind] = fn
        return fn

    return register


def choice_of(game: GameState, obj: Obj, effect: m.Effect) -> Choosing | None:
    """The choice ``effect`` of the resolving ``obj`` asks for now."""
    chooser = _CHOOSERS.get(type(effect))
    return chooser(game, obj, effect) if chooser is not None else None


def choosing(game: GameState) -> Choosing | None:
    """The choice a ``choose`` question of ``game`` is about: the resolving effect's, or,
    with nothing resolving, the discard cost of the ability just activated."""
    if game.resolving is not None and game.resolving_snapshot is not None:
        effect = waiting_effect(game)
        return None if effect is None else choice_of(game, game.resolving_snapshot, effect)
    owed = land_sacrifice(game)  # -- batch d-attack --
    return owed if owed is not None else activation_cost(game)


def land_sacrifice(game: GameState) -> Choosing | None:
    """-- batch d-attack --: the land a player sacrifices after putting one onto the
    battlefield (614.1a: "that player instead puts that land onto the battlefield then
    sacrifices a land"): any land they control, the new one too."""
    owed = next((e for e in game.effects.values() if e.kind == SACRIFICE_A_LAND), None) \
        if game.effects else None
    if owed is None or not isinstance(owed.subject, str):
        return None
    pool = tuple(o for o in game.battlefield if game.objects[o].controller == owed.subject
                 and is_type(game, game.objects[o], "Land"))
    return Choosing(owed.subject, pool, 1, 1, f"the land {owed.subject} sacrifices after "
                    "putting a land onto the battlefield", "614.1a") if pool else None


def activation_cost(game: GameState) -> Choosing | None:
    """The cards to discard for the ability on top of the stack, whose cost says to
    discard some (602.2b: costs are paid once the ability is on the stack)."""
    if not game.stack:
        return None
    top = game.objects[game.stack[-1]]
    if top.kind == "spell":  # -- batch c-mana --: a spell's additional cost (601.2h)
        what = spell_sacrifice(game, top)
        return sacrifice_cost(game, top, what) if what is not None else None
    if top.kind != "ability" or top.source is None:
        return None
    ability = ability_of(top, game)  # -- batch c-grant --: a granted one too (613.1f)
    if top.source not in game.objects:  # -- batch c-mana --: its cost sacrificed it
        if not isinstance(ability, m.Activated) or ability.cost.sacrifice_other is None:
            return None
        return sacrifice_cost(game, top, ability.cost.sacrifice_other,
                              ability.cost.sacrifice_any_number)
    assert isinstance(ability, m.Activated)
    cost = ability.cost
    if cost.sacrifice_other is not None:  # batch B05: "Sacrifice an artifact" (602.1a)
        return sacrifice_cost(game, top, cost.sacrifice_other, cost.sacrifice_any_number)
    if cost.exile_other is not None:  # batch B05: "Exile a creature card from your graveyard"
        source = game.objects[top.source]
        pool = exileable(game, top.controller, cost.exile_other, cost.exile_from, source)
        return Choosing(top.controller, pool, 1, 1, f"the {cost.exile_from} object to exile "
                        f"to pay for the ability of {top.name}", "602.2b") if pool else None
    n = cost.discard
    if not n or cost.discard_at_random:
        return None
    hand = tuple(game.player[top.controller].hand)
    return Choosing(top.controller, hand, n, n, f"the {n} card(s) to discard to pay for "
                    f"the ability of {top.name}", "602.2b")


def spell_sacrifice(game: GameState, spell: Obj) -> m.Filter | None:
    """-- batch c-mana --: what the spell's additional cost sacrifices ("As an additional
    cost to cast this spell, sacrifice a creature", 601.2b), if it has one and has not
    paid it yet."""
    if spell.card is None:
        return None
    what = printed(spell).sacrifice_as_cost
    if what is None or any(f.kind == PAID_WITH and f.source == spell.oid
                           for f in game.effects.values()):
        return None
    return what


#: Batch B05: the permanents a player could sacrifice for a cost that sacrifices one a
#: filter picks (their own only, 701.21a), from the point of view of the ability's source
sacrificeable = mana_sacrificeable


def exileable(game: GameState, player: str, what: m.Filter, where: str, source: Obj
              ) -> tuple[int, ...]:
    """Batch B05: what ``player`` could exile for a cost that exiles one ``what`` picks:
    a card of their graveyard, or a permanent they control (``where``)."""
    if where == "battlefield":
        return sacrificeable(game, player, what, source)
    return tuple(o for o in game.player[player].graveyard
                 if matches(game, what, game.objects[o], player, source))


def sacrifice_cost(game: GameState, top: Obj, what: m.Filter, any_number: bool = False
                   ) -> Choosing | None:
    """The permanent to sacrifice for the ability ``top`` (602.2b: its costs are paid once
    it is on the stack); ``None`` when none is left (its activation was refused then).
    -- batch c-mana --: ``any_number``: as many of them as its controller likes, none
    too."""
    source = game.objects.get(top.source, top) if top.source is not None else top
    pool = sacrificeable(game, top.controller, what, source)
    if not pool:
        return None
    if any_number:
        return Choosing(top.controller, pool, 0, len(pool), "the permanents to sacrifice "
                        f"to pay for the ability of {top.name} (any number)", "602.2b")
    return Choosing(top.controller, pool, 1, 1, f"the permanent to sacrifice to pay for the "
                    f"ability of {top.name}", "602.2b")


def ask(txn: Txn, game: GameState, choice: Choosing) -> None:
    """Ask the choice's player to choose (``ChoiceRequested``, amount: the most)."""
    txn.emit(v.ChoiceRequested, game, choice.rule, player=choice.player, kind="choose",
             amount=choice.most)
