"""The rules' wiring: the few hooks a low module calls and a higher one fills, set in
one place.

The rules modules import each other one way only (lower layers first; the layers are
stated in ``tests/test_architecture.py``). A handful of rules are applied by a low
module but decided by a higher one; the low module offers a hook, and :func:`install`
fills every hook here, so that none is filled as a side effect of importing some
module nobody names:

* :attr:`shahrazad.txn.Txn.detector`: the trigger detector (603.2,
  :func:`shahrazad.rules.triggers.detect`) sees every event a :class:`~shahrazad.txn.Txn`
  emits;
* :data:`shahrazad.rules.actions.as_enters`: what happens as a permanent enters
  (614.1c, :func:`shahrazad.rules.effects.as_enters`, which follows effects);
* the replacement points of :mod:`shahrazad.rules.actions`: a life total's changes
  (614.1a, :data:`shahrazad.rules.life.REPLACEMENTS`) and draws (614.1a,
  :data:`shahrazad.rules.effects.REPLACED_DRAWS`);
* the reference words a resolving effect reads that the rules of a higher module decide
  (:func:`shahrazad.rules.resolution.adds_ref`): "untapped creatures that didn't attack
  this turn, except for creatures that couldn't attack" (508.1a,
  :func:`shahrazad.rules.combat.idle_creatures`);
* the runners' table (:data:`shahrazad.rules.resolution.RUNNERS`), which
  :mod:`shahrazad.rules.effects` and :mod:`shahrazad.rules.planechase` fill with their
  ``@runs`` primitives: this module imports both, so the table is whole.

Importing :mod:`shahrazad.rules` (which importing any of its modules does) calls
:func:`install` once; calling it again changes nothing.

>>> from shahrazad.rules import resolution, triggers, wiring
>>> from shahrazad.txn import Txn
>>> wiring.install()
>>> Txn.detector is triggers.detect
True
"""

from __future__ import annotations

from shahrazad.rules import actions, combat, effects, life, planechase, resolution, triggers
from shahrazad.txn import Txn

__all__ = ["install"]

#: the modules whose ``@runs`` runners fill :data:`shahrazad.rules.resolution.RUNNERS`
RUNNER_MODULES = (effects, planechase)


def install() -> None:
    """Fill every hook of the rules (see the module's docstring)."""
    Txn.detector = triggers.detect
    # -- batch R-C --: the turn's record read with the rules of attacking (508.1a)
    resolution.adds_ref("untapped_creatures_that_didnt_attack_but_could_this_turn",
                        lambda c: [o.oid for o in combat.idle_creatures(c.game)])
    actions.as_enters = effects.as_enters
    for static, replacement in life.REPLACEMENTS.items():
        actions.replaces_life(static, replacement)
    for kind, draw in effects.REPLACED_DRAWS.items():
        actions.replaces_draws(kind, draw)
