"""The HTML report: one self-contained page to read a recorded table in a browser.

The page holds the nested timeline (every event as an audit line, indented by
the depth of its game) on one side and the state of every game at the selected
position on the other: click an event, or step with the arrow keys, and the
tree of games shows the table after that event, with what the event changed
highlighted and its chain of causes beside it. Nothing is fetched: the styles,
the script and the data are all in the one file, so a judge can mail it or open
it offline.

The states are computed here, by the same fold as everything else, never by the
page: the page only applies precomputed changes. It receives a *keyframe* (the
full view of every game, as :func:`projections.views.game_view` draws it) every
``every`` positions, and between keyframes, per event, the list of what changed
in that view (a set or a removal at a key path). Seeking anywhere applies at
most ``every`` of these small patches to a copy of a keyframe.

>>> from events import vocabulary as v
>>> opened = v.TableOpened(position=1, game="1", rule="100.1", edition="current", seed=1,
...     players=("A", "B"), decks=(("Island",) * 40,) * 2, sideboards=((), ()),
...     options=(), engine_version="")
>>> started = v.GameStarted(position=2, game="1", rule="103", players=("A", "B"),
...                         starting_life=20, hand_size=7)
>>> events = [opened, started]
>>> data = report_data(events, every=10)
>>> data["first"], data["last"], len(data["lines"]) == len(events)
(1, 2, True)
>>> sorted(data["keyframes"][0]["games"])  # before the first event: no game yet
[]
>>> page = render_report(events, title="Islands")
>>> page.startswith("<!DOCTYPE html>") and "http://" not in page and "https://" not in page
True
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Sequence
from importlib import resources
from typing import Any

from events.base import Event
from projections.audit import audit
from projections.causes import cause_of
from projections.fold import apply, fold
from projections.state import TableState
from projections.views import game_view

__all__ = ["patch", "render_report", "report_data", "table_view"]

#: The report's data format; the page refuses data of another version.
FORMAT = 1

Op = list[Any]


def table_view(state: TableState) -> dict[str, Any]:
    """Every game of ``state`` as plain data, flat by path, with its place in the tree."""
    games = {}
    for path, g in state.games.items():
        view = game_view(g)
        view.update(parent=g.parent, created_by=g.created_by_name,
                    started_at=g.started_at, ended_at=g.ended_at)
        games[path] = view
    return {"games": games}


def patch(old: dict[str, Any], new: dict[str, Any]) -> list[Op]:
    """The operations that turn ``old`` into ``new``: ``[keys, value]`` sets the value at
    the key path ``keys``, ``[keys]`` removes it. Lists are replaced whole.

    >>> patch({"a": 1, "b": {"c": [1], "d": 2}}, {"b": {"c": [1, 2], "d": 2}, "e": 3})
    [[['a']], [['b', 'c'], [1, 2]], [['e'], 3]]
    """
    ops: list[Op] = []
    _patch(old, new, [], ops)
    return ops


def _patch(old: dict[str, Any], new: dict[str, Any], keys: list[str], ops: list[Op]) -> None:
    for key in old:
        if key not in new:
            ops.append([[*keys, key]])
    for key, value in new.items():
        if key not in old:
            ops.append([[*keys, key], value])
        elif old[key] != value:
            if isinstance(value, dict) and isinstance(old[key], dict):
                _patch(old[key], value, [*keys, key], ops)
            else:
                ops.append([[*keys, key], value])


def report_data(events: Sequence[Event], *, first: int = 1, last: int | None = None,
                every: int = 100, source: str = "",
                progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Everything the page shows, for the events at positions ``first``..``last``.

    ``lines`` are the audit lines ``[position, game, depth, kind, text, rule, rule
    title, cause]`` of the events in the range and of those their causes lead back to
    (the cause as :func:`projections.causes.explain` follows it);
    view *i* is the table after position ``first - 1 + i``;
    ``keyframes[k]`` is view ``k * every`` and ``patches[i]`` turns view *i - 1* into
    view *i*. ``progress(done, total)`` is called as the states are computed.
    """
    n = len(events)
    last = n if last is None else last
    if not 1 <= first <= last <= n:
        raise ValueError(f"the range {first}..{last} is not within the log's 1..{n}")
    if every < 1:
        raise ValueError("keyframes must be at least one event apart")
    # The window's events, and every event their chains of causes reach back to.
    causes: dict[int, int | None] = {}
    for position in range(first, last + 1):
        at: int | None = position
        while at is not None and 1 <= at <= n and at not in causes:
            cause = cause_of(events, events[at - 1])
            causes[at] = cause
            at = cause
    lines = [[x.position, x.game, x.depth, x.kind, x.text, x.rule, x.rule_title,
              causes[x.position]] for x in audit(events, positions=causes)]
    state = fold(events[:first - 1])
    view = table_view(state)
    keyframes = [view]
    patches: list[list[Op]] = [[]]
    total = last - first + 1
    for i, event in enumerate(events[first - 1:last], start=1):
        apply(state, event)
        new = table_view(state)
        patches.append(patch(view, new))
        if i % every == 0:
            keyframes.append(new)
        view = new
        if progress is not None and (i % 500 == 0 or i == total):
            progress(i, total)
    opened = events[0]
    header = {key: getattr(opened, key, None)
              for key in ("edition", "seed", "players", "options", "engine_version")}
    return {"format": FORMAT, "source": source, "header": header, "events": n,
            "first": first, "last": last, "every": every, "lines": lines,
            "keyframes": keyframes, "patches": patches}


def _template() -> str:
    return resources.files("projections").joinpath("report.html").read_text(encoding="utf-8")


def render_report(events: Sequence[Event], *, title: str = "Shahrazad report", first: int = 1,
                  last: int | None = None, every: int = 100, source: str = "",
                  progress: Callable[[int, int], None] | None = None) -> str:
    """The whole page, as a string of HTML with its data, styles and script inside."""
    data = report_data(events, first=first, last=last, every=every, source=source,
                       progress=progress)
    # "<" escaped as \u003c: nothing in the data can close the script element.
    payload = json.dumps(data, separators=(",", ":")).replace("<", "\\u003c")
    head, tail = _template().split("{{DATA}}")
    title = html.escape(title)
    return head.replace("{{TITLE}}", title) + payload + tail.replace("{{TITLE}}", title)
