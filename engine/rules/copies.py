"""Copies (707): of a spell on the stack, and of a permanent as it enters.

**A copy of a spell** (707.10) is put on the stack by an effect (Fork's, or the
player who pays for Chain Lightning's); it is not cast. It has the spell's name and
half, its X, and its targets, unless its controller chooses new ones (707.10c):
each target may stay as it was, even if it has become illegal, or change to a legal
one; the ``retarget`` decision says which. The copy is controlled, and owned, by the
player who put it on the stack. It is not a card: when it leaves the stack (it
resolves, is countered, or doesn't resolve) it ceases to exist (704.5e), and at the
end of a subgame nothing of it goes home (727.5 returns cards only).

**A copy of a permanent** (707.2) takes the copied object's copiable values: the name,
mana cost, types, power and toughness, and abilities of its card, as printed. Since
a copy's name is the copied card's, a copy of a copy takes what that copy copied
(707.3): a Clone copying a Clone that copied Serra Angel is a Serra Angel. Effects
on the copied object (a pump, an animation, counters) are not copied. The copy is
itself again once it leaves the battlefield (the fold restores its card's name), so
a Clone goes home from a subgame as a Clone.

>>> from shahrazad.cards.pool import card
>>> [type(e).__name__ for e in card("Fork").effects]
['CopySpell']
"""

from __future__ import annotations

from itertools import islice, product

from shahrazad.cards.model import BecomeCopy, EnterAsCopy
from shahrazad.characteristics import creatures, is_type, permanents
from shahrazad.events import vocabulary as v
from shahrazad.layers import COPY
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import citations as R
from shahrazad.rules.targets import candidates, is_legal, repeats_a_target, specs_of
from shahrazad.txn import Txn

Target = int | str

#: how many target choices ``retarget`` lists at most
MAX_CHOICES = 64


def copy_spell(txn: Txn, game: GameState, spell: Obj, controller: str,
               targets: tuple[Target, ...], colors: str | None) -> int:
    """Put a copy of ``spell`` on the stack under ``controller`` with ``targets`` (707.10,
    707.10c); ``colors`` replace its colors when given. Returns the copy's id."""
    new = txn.new_id()
    txn.emit(v.SpellCopied, game, R.COPY_NEW_TARGETS if targets != spell.targets
             else R.COPY_SPELL, obj=spell.oid, new_obj=new, name=spell.name,
             controller=controller, targets=targets, x=spell.x, face=spell.ability,
             colors=colors)
    return new


def ask_new_targets(txn: Txn, game: GameState, player: str, spell: Obj) -> None:
    """Ask ``player`` to choose the targets of the copy of ``spell`` they will control
    (707.10c); the question's amount names the spell copied."""
    txn.emit(v.ChoiceRequested, game, R.COPY_NEW_TARGETS, player=player, kind="new_targets",
             amount=spell.oid)


def allowed(game: GameState, spell: Obj, player: str, targets: tuple[Target, ...]) -> str:
    """Why ``targets`` can't be the targets of a copy of ``spell`` that ``player``
    controls (707.10c), or ``""`` if they can: as many as the spell has, each the same
    as the spell's or a legal target of the copy."""
    specs = specs_of(spell)
    if len(targets) != len(spell.targets):
        return f"the copy has {len(spell.targets)} target(s), as the spell has"
    for i, (old, new) in enumerate(zip(spell.targets, targets, strict=True)):
        spec = specs[min(i, len(specs) - 1)]
        if new != old and not is_legal(game, spec, new, player, None):
            return f"target {i + 1} may stay as it is or change to a legal target"
    if repeats_a_target(specs, targets):  # "two target ...": still two different (601.2c)
        return "the same object can't be chosen twice for one instance of \"target\""
    return ""


def target_choices(game: GameState, spell: Obj, player: str) -> list[tuple[Target, ...]]:
    """The targets a copy of ``spell`` may have: the same first, then each change to
    legal targets (a representative part where there would be many)."""
    specs = specs_of(spell)
    pools = []
    for i, old in enumerate(spell.targets):
        spec = specs[min(i, len(specs) - 1)]
        pools.append([old, *(t for t in candidates(game, spec, player, None) if t != old)])
    return [tuple(c) for c in islice((c for c in product(*pools)
                                      if not repeats_a_target(specs, c)), MAX_CHOICES)]


def copyable(game: GameState, of: str, entering: Obj) -> list[int]:
    """The permanents a permanent entering as a copy of a ``of`` may copy (Clone: the
    creatures on the battlefield; Copy Artifact: the artifacts)."""
    if of == "artifact":
        return [o.oid for o in permanents(game) if o.oid != entering.oid
                and is_type(game, o, "Artifact")]
    return [o.oid for o in creatures(game) if o.oid != entering.oid]


def enter_as_copy(txn: Txn, game: GameState, new: int, copied: int,
                  how: EnterAsCopy | None = None) -> None:
    """The permanent ``new``, as it enters, becomes a copy of ``copied``: its name is the
    copied one's, which is already the copied card's if ``copied`` is a copy (707.3);
    ``how`` says its exceptions (707.9)."""
    source = game.objects.get(copied)
    if source is None or source.zone != "battlefield":
        return  # the chosen creature left meanwhile: nothing to copy (608.2b-like)
    txn.emit(v.EnteredAsCopy, game, R.COPIABLE_VALUES, obj=new, copied=copied,
             name=source.name)
    if how is not None:
        _exceptions(txn, game, new, how)


def become_copy(txn: Txn, game: GameState, oid: int, copied: int,
                how: EnterAsCopy | BecomeCopy) -> None:
    """The permanent ``oid`` becomes a copy of ``copied`` (707.2), with the exceptions
    ``how`` says (707.9); the copy effect it had before no longer matters, its
    exceptions end with it."""
    source = game.objects[copied]
    old = tuple(e.effect for e in game.effects.values() if e.kind == COPY and oid in e.subjects)
    if old:
        txn.emit(v.EffectsEnded, game, R.COPIABLE_VALUES, effects=old)
    txn.emit(v.BecameCopy, game, R.COPIABLE_VALUES, obj=oid, copied=copied, name=source.name)
    _exceptions(txn, game, oid, how)


def _exceptions(txn: Txn, game: GameState, oid: int, how: EnterAsCopy | BecomeCopy) -> None:
    """A copy effect's exceptions, recorded for the layers (707.9, 613.2)."""
    said: dict[str, object] = {}
    if how.also_types:
        said["types"] = tuple(sorted(how.also_types))
    if how.keep_color:
        said["keep_color"] = True
    if how.keep_triggers:
        said["keep_triggers"] = True
    if said:
        txn.emit(v.ContinuousEffectCreated, game, "707.9", effect=txn.new_id(), kind=COPY,
                 source=oid, controller=game.objects[oid].controller, objs=(oid,),
                 changes=said, until="")
