"""Writing a scenario file that reproduces a recorded table, decision by decision."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

NONE = "~none~"  # TOML has no null: how a raw decision writes None


def from_toml(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(from_toml(v) for v in value)
    return None if value == NONE else value


def toml_value(value: Any) -> str:
    """``value`` (a number, string, bool, ``None`` or a list of them) as TOML writes it."""
    if value is None:
        return f'"{NONE}"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):  # a basic string; JSON's escapes are TOML's (\n, \", \uXXXX)
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, dict):  # a custom card's data: an inline table
        return "{ " + ", ".join(f"{k} = {toml_value(v)}" for k, v in value.items()) + " }"
    return "[" + ", ".join(toml_value(v) for v in value) + "]"


def reproducer(events: Sequence[Any]) -> str:
    """A scenario file that replays a recorded table from its decks and decisions."""
    opened = events[0]
    starter = next(e for e in events if e.KIND == "starting_player_chosen")
    lines = ["# Reproduces a recorded table: its decks, seed and every decision.",
             f"edition = {toml_value(opened.edition)}", f"seed = {opened.seed}",
             f"players = {toml_value(list(opened.players))}"]
    if starter.method == "given":
        lines.append(f"starting_player = {toml_value(starter.player)}")
    if opened.options:
        lines.append("options = { " + ", ".join(f"{k} = {toml_value(v)}" for k, v in opened.options)
                     + " }")
    lines += _pieces(events)
    lines += ["", "[run]", 'until = "script_end"']
    if opened.custom_cards:  # the table's own cards, as its first event recorded them
        lines += ["", "[cards]"] + [
            f"{toml_value(c['name'])} = {toml_value({k: v for k, v in c.items() if k != 'name'})}"
            for c in opened.custom_cards]
    lines += ["", "[decks]"]
    lines += [f"{p} = {toml_value(list(d))}" for p, d in zip(opened.players, opened.decks,
                                                         strict=True)]
    for p, side in zip(opened.players, opened.sideboards, strict=True):
        if side:
            lines += ["", f"[{p}]", f"sideboard = {toml_value(list(side))}"]
    for e in events:
        if e.KIND == "outcome_stated":  # the random outcomes it was made with
            lines += ["", *random_table(e.what, e.for_game, e.player, e.deck, e.result, e.top,
                                        e.bottom, e.whole)]
    for e in events:
        if e.KIND == "decided":
            lines += ["", "[[decisions]]", f"player = {toml_value(e.player)}",
                      f"game = {toml_value(e.game)}", f"raw = {toml_value(e.decision)}"]
    return "\n".join(lines) + "\n"


#: a variant card's role -> the scenario key that gives such pieces (as Table.new's
#: argument), and whether each player's is a single card
_PIECE_KEYS = {"commander": ("commanders", True), "vanguard": ("vanguards", True),
               "plane": ("planar_decks", False), "scheme": ("scheme_decks", False)}


def _pieces(events: Sequence[Any]) -> list[str]:
    """The variant's pieces the table was opened with (``VariantCardsAdded``), as the
    scenario's top-level keys: ``vanguards = { A = "Sisay" }``."""
    found: dict[str, dict[str, Any]] = {}
    for e in events:
        if e.KIND == "variant_cards_added" and e.role in _PIECE_KEYS:
            key, single = _PIECE_KEYS[e.role]
            found.setdefault(key, {})[e.player] = e.names[0] if single else list(e.names)
        elif e.KIND == "decided":
            break
    # player ids are quoted keys: an id may hold a dot, which a bare key would split
    return [f"{key} = {{ " + ", ".join(f"{toml_value(p)} = {toml_value(v)}"
                                        for p, v in by_player.items()) + " }"
            for key, by_player in found.items()]


def random_table(what: str, game: str, player: str, deck: str, result: str,
                 top: Sequence[str], bottom: Sequence[str], whole: bool) -> list[str]:
    """The ``[[random]]`` table of a stated outcome (see :mod:`shahrazad.scenario.outcomes`)."""
    lines = ["[[random]]", f"what = {toml_value(what)}"]
    lines += [f"{k} = {toml_value(val)}" for k, val in (("game", game), ("player", player))
              if val]
    if what == "shuffle":
        if deck != "library":
            lines.append(f"deck = {toml_value(deck)}")
        lines += ([f"order = {toml_value(list(top))}"] if whole else
                  [f"{k} = {toml_value(list(val))}" for k, val in
                   (("top", top), ("bottom", bottom)) if val])
    elif what == "discard":
        lines.append(f"result = {toml_value(list(top))}")
    else:
        lines.append(f"result = {result if what == 'die' else toml_value(result)}")
    return lines
