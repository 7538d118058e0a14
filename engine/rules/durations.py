"""Effects that last "for as long as" something stays true (611.2b).

A continuous effect from a resolving spell or ability may last "for as long as [its
source] remains tapped" (Tawnos's Weaponry-like artifacts), "for as long as you control
[its source]" (a thief who keeps what it took only while it stays yours), both at once,
or as long as the source stays tapped and the affected creature's power stays at most
the source's. Such an effect ends the moment its condition stops holding, and never
starts again, even if the condition holds again later (611.2b): a source that untaps and
is tapped again doesn't bring the effect back. If the condition doesn't hold as the
effect would begin, the effect does nothing at all.

The durations are words of the card language (:data:`shahrazad.cards.model.Duration`);
:func:`lapse` ends the effects whose condition no longer holds, and is run after every
event the trigger detector sees, so an effect ends as soon as the event that breaks its
condition (an untap, a zone change, a change of control or of power) happens.
"""

from __future__ import annotations

from collections.abc import Iterable

from shahrazad.characteristics import power
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import Effect, GameState, Obj, Target
from shahrazad.txn import Txn

__all__ = ["DOESNT_UNTAP", "WHILE", "holds", "lapse"]

#: the durations that last for as long as a condition holds (611.2b)
WHILE = frozenset({"while_this_remains_tapped", "while_you_control_this",
                   "while_you_control_this_and_it_remains_tapped",
                   "while_this_remains_tapped_and_power_at_most_this",
                   "while_it_has_a_mire_counter"})
#: -- batch MISC --: "for as long as it has a [kind] counter on it": the words around the
#: kind of counter
HAS_COUNTER = ("while_it_has_a_", "_counter")
#: the rule that ends them
RULE = "611.2b"
#: the kind of effect record that keeps a permanent tapped through its controller's
#: untap steps for a while (502.3; made by :class:`~shahrazad.cards.model.DoesntUntap`)
DOESNT_UNTAP = "doesnt_untap"


def _source(game: GameState, source: int | None) -> Obj | None:
    obj = game.objects.get(source) if source is not None else None
    return obj if obj is not None and obj.zone == "battlefield" else None


def holds(game: GameState, until: str, source: int | None, controller: str,
          subjects: Iterable[Target] = (), since: int | None = None) -> bool:
    """Whether the condition of the duration ``until`` holds now, for an effect of
    ``controller``'s from ``source`` about ``subjects`` (any other duration: True); with
    ``since`` (the position the ability was activated at), whether it has held all along
    since then: a source untapped or taken meanwhile and tapped or taken back again
    doesn't count (the condition is checked from the activation on)."""
    if until not in WHILE:
        return True
    if until.startswith(HAS_COUNTER[0]):  # -- batch MISC --: the subjects' counters
        kind = until[len(HAS_COUNTER[0]):-len(HAS_COUNTER[1])]
        return any(isinstance(sub, int) and (o := game.objects.get(sub)) is not None
                   and o.zone == "battlefield" and o.counters.get(kind, 0) > 0
                   for sub in subjects)
    obj = _source(game, source)
    if obj is None:
        return False  # the source has left the battlefield: it is neither tapped nor yours
    untapped_since = since is not None and obj.untapped_at > since
    taken_since = since is not None and obj.control_changed_at > since
    if "tapped" in until and (not obj.tapped or untapped_since):
        return False
    if "you_control" in until and (obj.controller != controller or taken_since):
        return False
    if until.endswith("power_at_most_this"):
        most = power(game, obj)
        for sub in subjects:
            other = game.objects.get(sub) if isinstance(sub, int) else None
            if other is not None and other.zone == "battlefield" and power(game, other) > most:
                return False
    return True


def _subjects(e: Effect) -> tuple[Target, ...]:
    return e.subjects or ((e.subject,) if e.subject is not None else ())


def lapse(txn: Txn, game: GameState) -> None:
    """End the effects of ``game`` whose "for as long as" no longer holds (611.2b)."""
    if game.status in ("ended", "over"):
        return
    ending = tuple(e.effect for e in game.effects.values() if e.until in WHILE
                   and not holds(game, e.until, e.source, e.controller, _subjects(e)))
    if ending:
        txn.emit(v.EffectsEnded, game, RULE, effects=ending)
