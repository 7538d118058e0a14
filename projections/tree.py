"""The nested game tree of a table: the main game, its subgames, theirs...

>>> from shahrazad.events.examples import first_events
>>> opened, started = first_events()
>>> from shahrazad.projections.fold import fold
>>> tree = game_tree(fold([opened, started]))
>>> tree.root.path, tree.root.status, [n.path for n in tree.walk()]
('1', 'running', ['1'])
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from shahrazad.projections.state import GameState, TableState

__all__ = ["GameNode", "GameTree", "game_tree"]


@dataclass(frozen=True, slots=True)
class GameNode:
    """One game of the table and the games created inside it."""

    path: str
    parent: str | None
    created_by: int | None
    created_by_name: str
    players: tuple[str, ...]
    #: ``running``, ``suspended`` (a subgame is being played inside it), ``over`` (a
    #: subgame that has ended whose cards are not yet home, 727.5) or ``ended``
    status: str
    winners: tuple[str, ...]
    draw: bool
    started_at: int
    ended_at: int | None
    children: tuple[GameNode, ...]
    state: GameState

    @property
    def depth(self) -> int:
        return self.path.count(".")

    @property
    def result(self) -> str:
        if self.status not in ("ended", "over"):
            return self.status
        if self.draw:
            return "draw"
        return "won by " + ", ".join(self.winners)


@dataclass(frozen=True, slots=True)
class GameTree:
    """All the games of a table at one position, as a tree."""

    root: GameNode
    position: int

    def walk(self) -> Iterator[GameNode]:
        """Every game, depth first, in the order they were created."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def game(self, path: str) -> GameNode:
        for node in self.walk():
            if node.path == path:
                return node
        raise KeyError(f"no game {path!r} at position {self.position}")

    @property
    def depth(self) -> int:
        return max(node.depth for node in self.walk())


def _order(path: str) -> tuple[int, ...]:
    return tuple(int(p) for p in path.split("."))


def game_tree(state: TableState) -> GameTree:
    """The tree of games in ``state`` (which must have a main game)."""
    if "1" not in state.games:
        raise ValueError("the table has no game yet")
    kids: dict[str, list[str]] = {}
    for path in sorted(state.games, key=_order):
        parent = state.games[path].parent
        if parent is not None:
            kids.setdefault(parent, []).append(path)

    def node(path: str) -> GameNode:
        g = state.games[path]
        return GameNode(path=path, parent=g.parent, created_by=g.created_by,
                        created_by_name=g.created_by_name, players=tuple(g.players),
                        status=g.status, winners=g.winners, draw=g.draw,
                        started_at=g.started_at, ended_at=g.ended_at,
                        children=tuple(node(k) for k in kids.get(path, [])), state=g)

    return GameTree(node("1"), state.position)
