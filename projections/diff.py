"""What changed between two positions of a table, game by game.

>>> from shahrazad.table import Table
>>> from shahrazad.projections.replay import replay
>>> t = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=1)
>>> r = replay(t.events)
>>> changes = diff(r.at(3), r.at(len(r)))
>>> changes[0].game, "hand" in changes[0].zones["A"]
('1', True)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from shahrazad.projections.state import PLAYER_ZONES, SHARED_ZONES, GameState, TableState

__all__ = ["GameDiff", "diff"]


@dataclass(frozen=True, slots=True)
class GameDiff:
    """The changes in one game: ``status`` (before, after), per-player life and counters,
    and per zone the card names that came in and went out."""

    game: str
    status: tuple[str, str] | None = None
    life: dict[str, tuple[int, int]] = field(default_factory=dict)
    counters: dict[str, tuple[dict[str, int], dict[str, int]]] = field(default_factory=dict)
    #: zones[owner or "shared"][zone] = (names that arrived, names that left)
    zones: dict[str, dict[str, tuple[list[str], list[str]]]] = field(default_factory=dict)
    turn: tuple[tuple[int, str], tuple[int, str]] | None = None

    @property
    def empty(self) -> bool:
        return not (self.status or self.life or self.counters or self.zones or self.turn)


def _contents(game: GameState | None) -> dict[tuple[str, str], dict[int, str]]:
    if game is None:
        return {}
    out: dict[tuple[str, str], dict[int, str]] = {}
    for pid in game.players:
        for zone in PLAYER_ZONES:
            out[(pid, zone)] = {o: game.objects[o].name for o in game.zone(zone, pid)}
    for zone in SHARED_ZONES:
        out[("shared", zone)] = {o: game.objects[o].name for o in game.zone(zone)}
    return out


def _card_ids(game: GameState | None, ids: dict[int, str]) -> dict[int, str]:
    """Key objects by physical card where there is one, so a card that stays put is not
    counted as leaving and coming back (object ids change at each zone change)."""
    if game is None:
        return ids
    return {(game.objects[o].card or -o): name for o, name in ids.items()}


def diff(before: TableState, after: TableState) -> list[GameDiff]:
    """The changes from ``before`` to ``after`` in each game that exists in either."""
    result = []
    for path in sorted(set(before.games) | set(after.games),
                       key=lambda p: tuple(int(x) for x in p.split("."))):
        a, b = before.games.get(path), after.games.get(path)
        status = None
        sa, sb = (a.status if a else "absent"), (b.status if b else "absent")
        if sa != sb:
            status = (sa, sb)
        life: dict[str, tuple[int, int]] = {}
        counters: dict[str, tuple[dict[str, int], dict[str, int]]] = {}
        if a and b:
            for pid in b.players:
                if pid in a.player and a.player[pid].life != b.player[pid].life:
                    life[pid] = (a.player[pid].life, b.player[pid].life)
                if pid in a.player and a.player[pid].counters != b.player[pid].counters:
                    counters[pid] = (dict(a.player[pid].counters), dict(b.player[pid].counters))
        zones: dict[str, dict[str, tuple[list[str], list[str]]]] = {}
        ca, cb = _contents(a), _contents(b)
        for key in sorted(set(ca) | set(cb)):
            old = _card_ids(a, ca.get(key, {}))
            new = _card_ids(b, cb.get(key, {}))
            came = sorted(name for k, name in new.items() if k not in old)
            went = sorted(name for k, name in old.items() if k not in new)
            if came or went:
                zones.setdefault(key[0], {})[key[1]] = (came, went)
        turn = None
        if a and b and (a.turn, a.step) != (b.turn, b.step):
            turn = ((a.turn, a.step), (b.turn, b.step))
        d = GameDiff(path, status, life, counters, zones, turn)
        if not d.empty:
            result.append(d)
    return result
