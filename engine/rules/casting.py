"""What static abilities change about casting spells and playing lands, and the modes of
a modal spell.

* Cost reductions (601.2f): ``instants_sorceries_cost_1_less_per_experience`` (Mizzix of
  the Izmagnus) takes {1} off the generic part of an instant's or sorcery's total cost
  per experience counter its controller has; a reduction never takes the cost below
  its colored part.
* Prohibitions (101.2: "can't" beats "can"): a static ability that says players can't
  cast the spells a filter picks (``cant = "cast"``: City in a Bottle's "spells or lands
  with a name originally printed in the Arabian Nights expansion", a filter of the set
  a name was first printed in) forbids every player to cast such a spell or play such
  a land. The prohibition is of the game its permanent is in: a City in a Bottle of the
  main game stops nothing in a subgame (727.1b).
* Restrictions on when a spell may be cast (601.3, a card's ``cast_only``):
  ``during_an_opponents_turn_after_upkeep`` (Reset): only during a turn of another
  player's, after its upkeep step.
* Cost increases and reductions of static abilities (601.2f, 602.2b: ``spell_cost``
  and ``ability_cost`` of a :class:`~shahrazad.cards.model.Static`): the spells or the
  permanents' activated abilities its ``affects`` picks cost that much more or less; a
  reduction takes off generic mana only, and never below the ``at_least`` it names.
* Modes (601.2b, 700.2a): a modal spell's controller chooses its mode as it is cast,
  right after it goes on the stack (a ``mode`` decision), before anyone gets priority.
"""

from __future__ import annotations

from shahrazad.cards.layer_words import filter_words
from shahrazad.cards.model import Activated, CardDef, Filter, ManaCost, Static, TargetSpec
from shahrazad.characteristics import (
    cast_prohibited,
    holdings,
    printed,
    with_static_word,
)
from shahrazad.events import vocabulary as v
from shahrazad.filters import mana_value, matches
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import citations as R
from shahrazad.rules.effect_kinds import REVEALED_UNPLAYABLE
from shahrazad.rules.targets import candidates as legal_candidates
from shahrazad.rules.targets import specs_of
from shahrazad.rules.teams import is_active, opponents
from shahrazad.txn import Txn

__all__ = [
    "ability_cost_change",
    "ask_mode",
    "cost_after_reductions",
    "payable",
    "prohibited",
    "reduction",
    "spell_cost_changes",
    "too_early_or_late",
]


def prohibited(game: GameState, obj: Obj) -> str | None:
    """Why no player may cast or play the card ``obj`` in ``game`` now, or ``None``: a
    permanent of that game forbids it (101.2)."""
    if any(e.kind == REVEALED_UNPLAYABLE and e.subject == obj.oid
           for e in game.effects.values()):  # -- batch MISC --: 611.2a
        return f"{obj.name} was returned to its owner's hand instead of dying: it can't be " \
               "played until that player's next turn"
    found = cast_prohibited(game, obj, obj.controller)
    if found is None:
        return None
    which, source = found
    spells = filter_words(which, plural=True, noun="card")
    return f"{obj.name}: {source.name} says players can't cast spells or play lands that are " \
           f"{spells}"


# -- batch B02: when a spell may be cast (601.3) ---------------------------------------

#: the steps of a turn after its upkeep step
#: -- batch B03 --: the steps of a turn before its combat damage step (510; a first-strike
#: combat damage step is one, 510.4)
_BEFORE_COMBAT_DAMAGE = ("upkeep", "draw", "main1", "beginning_of_combat",
                         "declare_attackers", "declare_blockers")
_BEFORE_ATTACKERS = ("upkeep", "draw", "main1", "beginning_of_combat")
#: -- batch LX --: the steps of a turn before blockers are declared (509.1)
_BEFORE_BLOCKERS = ("upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers")
#: -- batch C-HIST --: the steps of a turn after its combat phase (511.3)
_AFTER_COMBAT = ("main2", "end", "cleanup")
_AFTER_UPKEEP = ("draw", "main1", "beginning_of_combat", "declare_attackers",
                 "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
                 "main2", "end", "cleanup")


def too_early_or_late(game: GameState, player: str, d: CardDef) -> str:
    """Why ``player`` may not cast ``d`` now because of its own restriction on when it
    may be cast (601.3), or ``""``."""
    if d.cast_only == "during_an_opponents_turn_after_upkeep" and (
            is_active(game, player) or game.step not in _AFTER_UPKEEP):
        return f"{d.name} can be cast only during an opponent's turn, after their upkeep step"
    if d.cast_only == "during_an_opponents_turn_before_attackers" and (
            is_active(game, player) or game.step not in _BEFORE_ATTACKERS
            or game.attackers_declared):  # -- batch B03 --
        return f"{d.name} can be cast only during an opponent's turn, before attackers " \
               "are declared"
    if d.cast_only == "during_an_opponents_upkeep" and (
            is_active(game, player) or game.step != "upkeep"):  # -- batch B08 --
        return f"{d.name} can be cast only during an opponent's upkeep"
    if d.cast_only == "before_blockers_are_declared" and (  # -- batch LX --
            game.step not in _BEFORE_BLOCKERS or game.blockers_declared):
        return f"{d.name} can be cast only before blockers are declared"
    if d.cast_only == "during_combat_before_blockers_are_declared" and (
            game.step not in ("beginning_of_combat", "declare_attackers")
            or game.blockers_declared):
        return f"{d.name} can be cast only during combat before blockers are declared"
    if d.cast_only == "before_the_combat_damage_step" and \
            game.step not in _BEFORE_COMBAT_DAMAGE:  # -- batch B03 --
        return f"{d.name} can be cast only before the combat damage step"
    if d.cast_only == "during_the_declare_attackers_step" and \
            game.step != "declare_attackers":  # -- batch B10 --
        return f"{d.name} can be cast only during the declare attackers step"
    if d.cast_only == "after_combat" and game.step not in _AFTER_COMBAT:  # -- batch C-HIST --
        return f"{d.name} can be cast only after combat"
    if d.cast_only == "during_the_declare_blockers_step" and \
            game.step != "declare_blockers":  # -- batch C-TURN --
        return f"{d.name} can be cast only during the declare blockers step"
    if d.cast_only == "during_your_declare_attackers_step" and \
            (game.step != "declare_attackers" or not is_active(game, player)):  # batch D-PILES
        return f"{d.name} can be cast only during your declare attackers step"
    return ""


# -- cost reductions (601.2f) --------------------------------------------------------------


def reduction(game: GameState, player: str, d: CardDef) -> int:
    """How much generic mana the static abilities of ``player``'s permanents take off
    casting ``d``: Mizzix's {1} per experience counter, for each such permanent."""
    if not d.types & {"Instant", "Sorcery"}:
        return 0
    word = "instants_sorceries_cost_1_less_per_experience"
    sources = sum(1 for o in with_static_word(game, word) if o.controller == player)
    if not sources:
        return 0
    return sources * game.player[player].counters.get("experience", 0)


def cost_after_reductions(game: GameState, player: str, d: CardDef, x: int,
                          extra: int, obj: Obj | None = None) -> int:
    """The additional generic cost ``extra`` (Fireball's extra targets, a commander's
    tax), plus the increases and less the reductions of static abilities (of the card
    ``obj`` being cast, if given): what to pay beyond the mana cost, possibly negative,
    but never so far below 0 that the generic part of the total goes below 0 (601.2f)."""
    more, less = spell_cost_changes(game, obj) if obj is not None else (0, 0)
    cut = reduction(game, player, d) + less
    extra += more
    if not cut or d.cost is None:
        return extra
    generic = d.cost.generic + d.cost.x * x + extra
    return extra - min(cut, generic)


# -- batch B02: cost increases and reductions of static abilities (601.2f, 602.2b) ------


def _cost_statics(game: GameState) -> tuple[tuple[Obj, Static], ...]:
    """The static abilities of the game's permanents that change costs."""
    return holdings(game).cost_statics


def _picks(game: GameState, src: Obj, static: Static, obj: Obj) -> bool:
    if static.affects == "attached":
        return src.attached_to == obj.oid
    if static.affects == "this":
        return src.oid == obj.oid
    if isinstance(static.affects, Filter):
        return matches(game, static.affects, obj, src.controller, src)
    return False


def spell_cost_changes(game: GameState, obj: Obj) -> tuple[int, int]:
    """How much more and how much less (generic mana) casting the card ``obj`` costs by
    the static abilities of the game's permanents (Gloom's {3} more for a white spell,
    Stone Calendar's {1} less for its controller's spells; 601.2f). A reduction "up to"
    an amount is taken whole: paying less never hurts."""
    more = less = 0
    for src, static in _cost_statics(game):
        if static.spell_cost and _picks(game, src, static, obj):
            if static.spell_cost > 0:
                more += static.spell_cost
            else:
                less -= static.spell_cost
    return more, less


def ability_cost_change(game: GameState, source: Obj, cost: ManaCost, x: int = 0) -> int:
    """The generic mana to add to (or, negative, take off) an activated ability's mana
    ``cost`` of the permanent ``source`` (Gloom's {3} more for a white enchantment's,
    Power Artifact's {2} less, never below one mana; 602.2b, 601.2f)."""
    more = less = floor = 0
    for src, static in _cost_statics(game):
        if static.ability_cost and _picks(game, src, static, source):
            if static.ability_cost > 0:
                more += static.ability_cost
            else:
                less -= static.ability_cost
                floor = max(floor, static.at_least)
    generic = cost.generic + cost.x * x + more
    total = generic + len(cost.colored)
    cut = min(less, generic, max(0, total - floor))
    return more - cut


# -- modes (601.2b, 700.2a) --------------------------------------------------------------


def ask_mode(txn: Txn, game: GameState, player: str) -> bool:
    """After a spell goes on the stack: if it is modal, its caster chooses the mode now
    (a ``mode`` choice about the spell); True if they were asked."""
    if not game.stack:
        return False
    spell = game.objects[game.stack[-1]]
    if spell.kind != "spell" or not printed(spell).modes:
        return False
    txn.emit(v.ChoiceRequested, game, R.MODES, player=player, kind="mode", amount=spell.oid)
    return True


def payable(d: CardDef, x: int) -> tuple[ManaCost, int]:
    """The mana cost to pay for ``d`` with X = ``x``, and the X left to pay as generic
    mana: with ``x_mana`` (107.3: "Spend only black mana on X"), X is paid as that many
    symbols of that color."""
    assert d.cost is not None
    if not d.x_mana or not d.cost.x:
        return d.cost, x
    return ManaCost(d.cost.generic, d.cost.colored + d.x_mana[0] * d.cost.x * x), 0


# -- batch B10: damage divided as a spell is cast (601.2d) -------------------------------


def ask_division(txn: Txn, game: GameState, player: str) -> bool:
    """After a spell that divides damage goes on the stack: its caster announces the
    division now (601.2d: a ``divide`` choice about the spell), unless it has one target,
    which gets it all (no choice to make); True if they were asked."""
    if not game.stack:
        return False
    spell = game.objects[game.stack[-1]]
    total = printed(spell).divide if spell.kind == "spell" else 0
    if not total or not spell.targets:
        return False
    if len(spell.targets) == 1:
        txn.emit(v.DamageDivided, game, R.DIVIDE, obj=spell.oid, amounts=(total,))
        return False
    txn.emit(v.ChoiceRequested, game, R.DIVIDE, player=player, kind="divide", amount=spell.oid)
    return True


# -- batch SHIELD: a target of an opponent's choice (601.2c) -----------------------------


def own_specs(specs: tuple[TargetSpec, ...]) -> tuple[TargetSpec, ...]:
    """The target specifications the controller chooses for as they activate or cast:
    all but those an opponent chooses (which come last)."""
    return tuple(s for s in specs if not s.by_an_opponent)


def aim_options(game: GameState, obj: Obj, chooser: str) -> list[int | str]:
    """The legal targets ``chooser`` may choose for the next target of ``obj`` an
    opponent chooses (601.2c): legal for its controller, and with ``of_subject``, a
    permanent the chooser controls."""
    specs = specs_of(obj, game)
    if len(obj.targets) >= len(specs):
        return []
    spec = specs[len(obj.targets)]
    found = legal_candidates(game, spec, obj.controller, obj.source)
    if spec.of_subject:
        found = [t for t in found if isinstance(t, int)
                 and game.objects[t].controller == chooser]
    return found


def opponents_to_choose(game: GameState, controller: str, specs: tuple[TargetSpec, ...],
                        source: int | None) -> list[str]:
    """The opponents of ``controller`` who could choose each target of ``specs`` an
    opponent chooses (601.2c): with none, the ability can't be activated (as the 2009
    rulings of such cards say: no legal target, no activation)."""
    theirs = [s for s in specs if s.by_an_opponent]
    if not theirs:
        return []
    found = []
    for opponent in opponents(game, controller):
        if all(any(not s.of_subject or (isinstance(t, int)
                                        and game.objects[t].controller == opponent)
                   for t in legal_candidates(game, s, controller, source)) for s in theirs):
            found.append(opponent)
    return found


def ask_aim(txn: Txn, game: GameState, player: str) -> bool:
    """After a spell or ability with a target of an opponent's choice goes on the stack
    (601.2c): its controller chooses the opponent (asked only with several), who chooses
    the target (a ``target`` choice about the object); True if someone was asked."""
    if not game.stack:
        return False
    obj = game.objects[game.stack[-1]]
    specs = specs_of(obj, game)
    if len(obj.targets) >= len(specs) or not specs[len(obj.targets)].by_an_opponent:
        return False
    able = opponents_to_choose(game, obj.controller, specs, obj.source)
    if not able:
        return False
    chooser = able[0] if len(able) == 1 else player
    txn.emit(v.ChoiceRequested, game, R.TARGETS, player=chooser, kind="target",
             amount=obj.oid)
    return True


# -- batch SHIELD: an X its target fixes (107.3) ------------------------------------------


def fixed_x(game: GameState, ability: Activated, targets: tuple[int | str, ...],
            source: Obj | None = None) -> int | None:
    """The X of ``ability``'s cost its targets fix as it is activated (107.3: "X is twice
    the mana value of that spell"), or -- batch R-A -- the counters on its ``source``
    ("X is the number of pin counters on Voodoo Doll"), or ``None`` when the player
    chooses X."""
    if not ability.x_is:
        return None
    if ability.x_is == "counters_on_this":  # -- batch R-A --
        return source.counters.get(ability.x_counter, 0) if source is not None else 0
    aimed = game.objects.get(targets[0]) if targets and isinstance(targets[0], int) else None
    return 2 * mana_value(aimed) if aimed is not None else 0
