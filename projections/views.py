"""Plain-data views of a table's state: the JSON shapes the command line prints.

These are the shapes documented in docs/cli/json.md (``replay --json`` prints
:func:`game_view` per game, ``tree --json`` prints :func:`tree_view`), and the
HTML report embeds the same views, so every reader of a log sees one picture.

>>> from shahrazad.events.examples import first_events
>>> opened, started = first_events()
>>> from shahrazad.projections.fold import fold
>>> state = fold([opened, started])
>>> view = game_view(state.main)
>>> view["path"], view["players"]["A"]["life"], view["waiting_triggers"]
('1', 20, [])
>>> tree_view(state)["root"]["children"]
[]
"""

from __future__ import annotations

from typing import Any

from shahrazad.projections.state import GameState, PendingTrigger, TableState
from shahrazad.projections.tree import GameNode, game_tree

__all__ = ["game_view", "names", "tree_view", "waiting_trigger"]


def names(game: GameState, oids: list[int]) -> list[str]:
    """The names of the objects ``oids`` of ``game``, in the same order."""
    return [game.objects[o].name for o in oids]


def waiting_trigger(trigger: PendingTrigger) -> dict[str, Any]:
    """A triggered ability that has triggered and waits to be put on the stack (603.3):
    ``deferred`` if it waits for its discontinued game to resume (727.4a);
    ``triggered_at`` is the position of the event that triggered it."""
    return {"trigger": trigger.trigger, "source": trigger.source_name,
            "controller": trigger.controller, "deferred": trigger.deferred,
            "triggered_at": trigger.triggered_at}


def game_view(game: GameState) -> dict[str, Any]:
    """One game as plain data: status, turn, players (life, counters, zones), shared zones
    (the ante zone's cards with their owners, 407.2), and the triggers waiting to be put
    on its stack (those of a suspended game wait for it to resume, 727.4a).

    Libraries are listed top card first; graveyards and the stack bottom first.
    """
    def permanent(oid: int) -> dict[str, Any]:
        o = game.objects[oid]
        return {"id": oid, "name": o.name, "owner": o.owner, "controller": o.controller,
                "tapped": o.tapped, "damage": o.damage, "counters": dict(o.counters),
                "attached_to": o.attached_to}

    return {
        "path": game.path, "status": game.status, "turn": game.turn, "step": game.step,
        "active": game.active, "priority": game.priority,
        "winners": list(game.winners), "draw": game.draw,
        "players": {pid: {"life": p.life, "counters": dict(p.counters), "lost": p.lost,
                          "left": p.left, "mana": p.mana,
                          "library": names(game, p.library), "hand": names(game, p.hand),
                          "graveyard": names(game, p.graveyard)}
                    for pid, p in game.player.items()},
        "battlefield": [permanent(o) for o in game.battlefield],
        "stack": names(game, game.stack), "exile": names(game, game.exile),
        "command": names(game, game.command),
        # whose each card is matters here: the winner becomes its owner (407.2)
        "ante": [{"id": o, "name": game.objects[o].name, "owner": game.objects[o].owner}
                 for o in game.ante],
        "waiting_triggers": [waiting_trigger(t) for t in
                             sorted(game.triggers.values(), key=lambda t: t.triggered_at)],
    }


def node_view(node: GameNode) -> dict[str, Any]:
    """One node of the game tree, with its subtree."""
    return {"path": node.path, "parent": node.parent, "created_by": node.created_by_name,
            "status": node.status, "winners": list(node.winners), "draw": node.draw,
            "started_at": node.started_at, "ended_at": node.ended_at,
            "state": game_view(node.state), "children": [node_view(c) for c in node.children]}


def tree_view(state: TableState) -> dict[str, Any]:
    """The nested tree of games at ``state``'s position."""
    tree = game_tree(state)
    return {"position": tree.position, "root": node_view(tree.root)}
