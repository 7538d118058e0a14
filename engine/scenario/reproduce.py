"""Writing a scenario file that reproduces a recorded table, decision by decision."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

NONE = "~none~"  # TOML has no null: how a raw decision writes None


def from_toml(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(from_toml(v) for v in value)
    return None if value == NONE else value


def _toml(value: Any) -> str:
    if value is None:
        return f'"{NONE}"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, dict):  # a custom card's data: an inline table
        return "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + " }"
    return "[" + ", ".join(_toml(v) for v in value) + "]"


def reproducer(events: Sequence[Any]) -> str:
    """A scenario file that replays a recorded table from its decks and decisions."""
    opened = events[0]
    starter = next(e for e in events if e.KIND == "starting_player_chosen")
    lines = ["# Reproduces a recorded table: its decks, seed and every decision.",
             f"edition = {_toml(opened.edition)}", f"seed = {opened.seed}",
             f"players = {_toml(list(opened.players))}"]
    if starter.method == "given":
        lines.append(f"starting_player = {_toml(starter.player)}")
    if opened.options:
        lines.append("options = { " + ", ".join(f"{k} = {_toml(v)}" for k, v in opened.options)
                     + " }")
    lines += ["", "[run]", 'until = "script_end"']
    if opened.custom_cards:  # the table's own cards, as its first event recorded them
        lines += ["", "[cards]"] + [
            f"{_toml(c['name'])} = {_toml({k: v for k, v in c.items() if k != 'name'})}"
            for c in opened.custom_cards]
    lines += ["", "[decks]"]
    lines += [f"{p} = {_toml(list(d))}" for p, d in zip(opened.players, opened.decks,
                                                         strict=True)]
    for p, side in zip(opened.players, opened.sideboards, strict=True):
        if side:
            lines += ["", f"[{p}]", f"sideboard = {_toml(list(side))}"]
    for e in events:
        if e.KIND == "decided":
            lines += ["", "[[decisions]]", f"player = {_toml(e.player)}",
                      f"game = {_toml(e.game)}", f"raw = {_toml(e.decision)}"]
    return "\n".join(lines) + "\n"
