"""The untap step's question (502.3): ``keep_tapped NAME, NAME`` or ``keep_tapped
nothing``.

A permanent with "You may choose not to untap this during your untap step" lets its
controller keep it tapped (to keep an effect that lasts "for as long as it remains
tapped", 611.2b). As the untap step untaps the active player's permanents, the others
untap at once; then each active player who has such permanents tapped is asked which of
them stay tapped, and the rest untap. Nobody gets priority in the untap step (502.4), so
nothing can happen between the two.

The passive agent untaps them all.

-- batch c-grant --: a limit on untapping (Winter Orb's "players can't untap more than
one land during their untap steps") is asked the same way: the player names what stays
tapped, so that what untaps breaks no limit, and untaps all else it may (an answer that
keeps tapped a land Winter Orb would let untap is refused). The passive agent untaps, in
order, each permanent that still fits.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import combinations
from typing import Any

from shahrazad.decisions import Asked, Entry, KeepTapped, Role, question, registers
from shahrazad.decisions.kinds.common import fail, scenario_list, where
from shahrazad.layers import layered
from shahrazad.naming import Named, objects, pick_list
from shahrazad.rules import citations as R
from shahrazad.rules import turns
from shahrazad.txn import Txn

KEEP = question(turns.KEEP_TAPPED, R.UNTAP)


def _asked(at: Asked) -> tuple[int, ...]:
    """The permanents the question is about: the player's that may stay tapped, and
    those a limit on untapping leaves them to choose among."""
    return turns.chosen_untaps(at.game, at.player)


def _greedy(at: Asked, first: tuple[int, ...]) -> KeepTapped:
    """The answer that untaps ``first``, then each other permanent in order that still
    fits the limits on untapping: the rest stay tapped."""
    pool = _asked(at)
    untapped: list[int] = []
    for o in (*first, *pool):
        if o not in untapped and turns.untap_fits(at.game, (*untapped, o)):
            untapped.append(o)
    return KeepTapped(tuple(o for o in pool if o not in untapped))


@registers(KeepTapped, asks=KEEP, rule=R.UNTAP)
class _KeepTapped(Entry[KeepTapped]):
    def check(self, at: Asked, d: KeepTapped) -> None:
        pool = _asked(at)
        if len(set(d.objs)) != len(d.objs) or not set(d.objs) <= set(pool):
            raise fail(R.UNTAP, "keep tapped only permanents you may choose not to untap: "
                                + ", ".join(at.game.objects[o].name for o in pool))
        untapped = tuple(o for o in pool if o not in d.objs)  # -- batch c-grant --
        if not turns.untap_fits(at.game, untapped):
            raise fail(R.UNTAP, "that untaps more than a limit on untapping allows: keep "
                                "more of them tapped")
        missed = turns.must_untap(at.game, at.player, untapped)
        if missed:
            raise fail(R.UNTAP, "the untap step untaps all it may: "
                                + ", ".join(at.game.objects[o].name for o in missed)
                                + " can untap too")

    def perform(self, txn: Txn, at: Asked, d: KeepTapped) -> None:
        turns.keep_tapped(txn, at.game, at.player, d.objs, at.pending.amount)

    def candidates(self, at: Asked) -> Iterator[KeepTapped]:
        pool = _asked(at)
        if layered(at.game).untap_limits:  # -- batch c-grant --
            seen: set[tuple[int, ...]] = set()
            for o in pool:
                answer = _greedy(at, (o,))
                if answer.objs not in seen:
                    seen.add(answer.objs)
                    yield answer
            return
        for n in range(min(len(pool), 3) + 1):
            for combo in combinations(pool, n):
                yield KeepTapped(combo)
        if len(pool) > 3:
            yield KeepTapped(pool)

    def passive(self, at: Asked) -> KeepTapped:
        return _greedy(at, ())

    def scope(self, at: Asked, role: Role) -> list[Named]:
        return objects(at.game, _asked(at))

    def parse(self, at: Asked, text: str) -> KeepTapped:
        picked = pick_list(text, self.scope(at, "permanent"), players=at.game.players,
                           where=where(at, "among your permanents you may choose not to "
                                           "untap"))
        return KeepTapped(tuple(p.key for p in picked))

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return "keep_tapped " + (", ".join(scenario_list(value, "keep_tapped")) or "nothing")
