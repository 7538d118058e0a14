"""The HTML report: one self-contained page to read a recorded table in a browser.

The page holds the nested timeline (every event as an audit line, indented by
the depth of its game) on one side and the state of every game at the selected
position on the other: click an event, or step with the arrow keys, and the
tree of games shows the table after that event, with what the event changed
highlighted and its chain of causes beside it. Nothing is fetched: the styles,
the script and the data are all in the one file, so a judge can mail it or open
it offline.

The states are computed here, by the same fold as everything else, never by the
page: the page only applies precomputed changes. It receives *keyframes* (the full
view of every game, as :func:`shahrazad.projections.views.game_view` draws it) and, per event,
the list of what changed in that view (a set, a removal, or a splice of a list, at a
key path). An event changes one game, or two, so only their views are drawn again
and compared. A keyframe is written once the changes since the last one weigh twice
as much as it does, and at least ``every`` events after it: keyframes weigh at most
half what the changes do, however many games the table holds, so the page grows in
step with the window it shows; seeking anywhere applies the changes since the
keyframe before, which weigh about two keyframes at most (or ``every`` events').

The data is built from a :class:`~shahrazad.projections.reader.TableReader` (a list of events
is read through one): the state before the window comes from the log's checkpoint
before it, and only the window's events are built, with the events their causes lead
back to.

>>> from shahrazad.events.examples import first_events
>>> opened, started = first_events()
>>> events = [opened, started]
>>> data = report_data(events, every=10)
>>> data["first"], data["last"], len(data["lines"]) == len(events)
(1, 2, True)
>>> data["keyframes"][0][0], sorted(data["keyframes"][0][1]["games"])  # before any event
(0, [])
>>> page = render_report(events, title="Islands")
>>> page.startswith("<!DOCTYPE html>") and "http://" not in page and "https://" not in page
True
"""

from __future__ import annotations

import functools
import html
import io
import json
from collections.abc import Callable, Iterator, Sequence
from importlib import resources
from typing import IO, Any

from shahrazad.events.base import Event
from shahrazad.projections.audit import AuditLine
from shahrazad.projections.causes import cause_of
from shahrazad.projections.fold import apply_raw, games_changed_raw
from shahrazad.projections.reader import TableReader
from shahrazad.projections.state import GameState, TableState
from shahrazad.projections.views import game_view

__all__ = ["estimate", "patch", "render_report", "report_data", "table_view",
           "write_report"]

#: The report's data format; the page refuses data of another version.
FORMAT = 2

Op = list[Any]
#: how many bytes a whole page holds besides its data (styles, script)
_PAGE = 20_000


def game_entry(game: GameState) -> dict[str, Any]:
    """One game as the page shows it: its view, and its place in the tree."""
    view = game_view(game)
    view.update(parent=game.parent, created_by=game.created_by_name,
                started_at=game.started_at, ended_at=game.ended_at)
    return view


def table_view(state: TableState) -> dict[str, Any]:
    """Every game of ``state`` as plain data, flat by path, with its place in the tree."""
    return {"games": {path: game_entry(g) for path, g in state.games.items()}}


def patch(old: dict[str, Any], new: dict[str, Any]) -> list[Op]:
    """The operations that turn ``old`` into ``new``: ``[keys, value]`` sets the value at
    the key path ``keys``, ``[keys]`` removes it, and ``[keys, at, gone, items]``
    splices a list (removes ``gone`` items at ``at`` and puts ``items`` there) when that
    says less than setting it whole.

    >>> patch({"a": 1, "b": {"c": [1, 2, 3, 4], "d": 2}}, {"b": {"c": [2, 3, 4], "d": 2}, "e": 3})
    [[['a']], [['b', 'c'], 0, 1, []], [['e'], 3]]
    >>> patch({"c": [1, 2]}, {"c": [3, 4]})
    [[['c'], [3, 4]]]
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
            was = old[key]
            if isinstance(value, dict) and isinstance(was, dict):
                _patch(was, value, [*keys, key], ops)
            elif isinstance(value, list) and isinstance(was, list):
                _splice(was, value, [*keys, key], ops)
            else:
                ops.append([[*keys, key], value])


def _splice(old: list[Any], new: list[Any], keys: list[str], ops: list[Op]) -> None:
    """A list that changed: the splices that turn ``old`` into ``new`` (a draw takes the
    top of a library, a card played joins the end of a zone), or the whole new list."""
    head = 0
    most = min(len(old), len(new))
    while head < most and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < most - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    gone, items = len(old) - head - tail, new[head:len(new) - tail]
    if gone + len(items) < len(new):
        ops.append([keys, head, gone, items])
    else:
        ops.append([keys, new])


def report_data(events: Sequence[Event] | TableReader, *, first: int = 1,
                last: int | None = None, every: int = 100, source: str = "",
                progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Everything the page shows, for the events at positions ``first``..``last``: the
    data :func:`write_report` puts in the page, as the page reads it.

    ``lines`` are the audit lines ``[position, game, kind, text, rule, cause]`` of the
    events in the range, in order, then of those their causes lead back to (the cause
    as :func:`shahrazad.projections.causes.explain` follows it); ``game``, ``kind`` and ``rule``
    are indexes into ``paths``, ``kinds`` and ``rules`` (``[rule, its title]``). View
    *i* is the table after position ``first - 1 + i``; each of ``keyframes`` is ``[i,
    view i]`` (the first is view 0), and ``patches[i]`` turns view *i - 1* into view
    *i*, its key paths starting with the game's index in ``paths``. A keyframe follows
    the one before once the patches since weigh twice as much as it does, and
    ``every`` events at least after it.
    """
    out = io.StringIO()
    _write_data(out, _reader(events), first, last, every, source, progress)
    data: dict[str, Any] = json.loads(out.getvalue())
    return data


def _reader(events: Sequence[Event] | TableReader) -> TableReader:
    return events if isinstance(events, TableReader) else TableReader.of_events(events)


#: events read and built at a time while the lines are told
_CHUNK = 4096


def _write_data(out: IO[str], reader: TableReader, first: int, last: int | None,
                every: int, source: str, progress: Callable[[int, int], None] | None
                ) -> None:
    """Write the page's data (a JSON object) to ``out`` as it is computed: the lines,
    then the patches; only the keyframes wait in memory for the end."""
    n = len(reader)
    last = n if last is None else last
    if not 1 <= first <= last <= n:
        raise ValueError(f"the range {first}..{last} is not within the log's 1..{n}")
    if every < 1:
        raise ValueError("keyframes must be at least one event apart")

    def write(text: str) -> None:
        # "<" as \u003c: nothing in the data can close the script element
        out.write(text.replace("<", "\\u003c"))

    dump = functools.partial(json.dumps, separators=(",", ":"))
    opened = reader.opened
    header = {key: getattr(opened, key, None)
              for key in ("edition", "seed", "players", "options", "engine_version")}
    write(f'{{"format":{FORMAT},"source":{dump(source)},"header":{dump(header)},'
          f'"events":{n},"first":{first},"last":{last},"every":{every},"lines":[')
    paths: dict[str, int] = {}
    kinds: dict[str, int] = {}
    rules: dict[tuple[str, str], int] = {}

    def line(x: AuditLine, cause: int | None) -> str:
        return dump([x.position, paths.setdefault(x.game, len(paths)),
                     kinds.setdefault(x.kind, len(kinds)), x.text,
                     rules.setdefault((x.rule, x.rule_title), len(rules)), cause])

    total = 2 * (last - first + 1)
    # The window's lines, each with its cause; the causes before the window, and theirs.
    view = reader.view()
    current: list[Event] = []

    def window() -> Iterator[Event]:
        for at in range(first, last + 1, _CHUNK):
            for event in reader.events(at, min(last, at + _CHUNK - 1)):
                current[:] = [event]
                yield event

    outside: dict[int, int | None] = {}
    sep = ""
    for i, x in enumerate(reader.audit_events(window(), first), start=1):
        cause = cause_of(view, current[0])
        write(sep + line(x, cause))
        sep = ","
        at = cause
        while at is not None and 1 <= at < first and at not in outside:
            before = cause_of(view, view[at - 1])
            outside[at] = before
            at = before
        if progress is not None and i % 500 == 0:
            progress(i, total)
    for position, x in sorted(reader.lines_at(outside).items()):
        write(sep + line(x, outside[position]))
        sep = ","
    write('],"patches":[[]')
    keyframes = _write_states(write, dump, reader, first, last, every, paths,
                              None if progress is None else
                              lambda done: progress(total // 2 + done, total))
    write(f',"keyframes":[{",".join(keyframes)}],"paths":{dump(list(paths))},'
          f'"kinds":{dump(list(kinds))},"rules":{dump([list(r) for r in rules])}}}')


def _write_states(write: Callable[[str], None], dump: Callable[[Any], str],
                  reader: TableReader, first: int, last: int, every: int,
                  paths: dict[str, int], progress: Callable[[int], None] | None
                  ) -> list[str]:
    """Write the patches of the views after each event of the window (folded from the
    state before it, the events as read); return the keyframes, as JSON. A patch's key
    path starts with the game's number in ``paths`` (which grows with the games it
    meets), not ``"games", path``."""
    state = reader.state_at(first - 1)
    views = {path: game_entry(g) for path, g in state.games.items()}
    keyframes = [dump([0, {"games": views}])]
    weight, since, last_key = len(keyframes[0]), 0, 0
    for i, raw in enumerate(reader.raws(first, last), start=1):
        apply_raw(state, raw)
        ops: list[Op] = []
        for path in games_changed_raw(raw[0], raw[3], raw[6]):
            game = state.games.get(path)
            if game is None:
                continue
            new = game_entry(game)
            old = views.get(path)
            number: Any = paths.setdefault(path, len(paths))
            if old is None:
                ops.append([[number], new])
            else:
                _patch(old, new, [number], ops)
            views[path] = new
        text = dump(ops)
        write("," + text)
        since += len(text)
        # Keyframes weigh at most half what the patches do (seeking applies patches
        # of about two keyframes' weight, at most).
        if since >= 2 * weight and i - last_key >= every:
            keyframes.append(dump([i, {"games": views}]))
            weight, since, last_key = len(keyframes[-1]), 0, i
        if progress is not None and (i % 500 == 0 or i == last - first + 1):
            progress(i)
    write("]")
    return keyframes


def estimate(reader: TableReader, first: int, last: int, samples: int = 4,
             size: int = 500) -> int:
    """About how many bytes the page of events ``first``..``last`` would hold: the pages
    of a few short stretches spread over the window tell the bytes per event (lines
    and patches, and keyframes at most half the patches), and the first keyframe is
    counted whole."""
    count = last - first + 1
    if count <= samples * size:
        out = io.StringIO()
        _write_data(out, reader, first, last, 100, "", None)
        return _PAGE + len(out.getvalue())
    per_event, frame = 0.0, 0
    for k in range(samples):
        start = first + (count - size) * k // (samples - 1)
        data = report_data(reader, first=start, last=start + size - 1, every=size + 1)
        lines = len(json.dumps(data["lines"], separators=(",", ":")))
        patches = len(json.dumps(data["patches"], separators=(",", ":")))
        per_event += (lines + 1.5 * patches) / size / samples
        frame = frame or len(json.dumps(data["keyframes"][0], separators=(",", ":")))
    return round(_PAGE + frame + per_event * count)


def _template() -> str:
    page = resources.files("shahrazad.projections").joinpath("report.html")
    return page.read_text(encoding="utf-8")


def render_report(events: Sequence[Event] | TableReader, *, title: str = "Shahrazad report",
                  first: int = 1, last: int | None = None, every: int = 100,
                  source: str = "", progress: Callable[[int, int], None] | None = None
                  ) -> str:
    """The whole page, as a string of HTML with its data, styles and script inside."""
    out = io.StringIO()
    write_report(out, events, title=title, first=first, last=last, every=every,
                 source=source, progress=progress)
    return out.getvalue()


def write_report(out: IO[str], events: Sequence[Event] | TableReader, *,
                 title: str = "Shahrazad report", first: int = 1, last: int | None = None,
                 every: int = 100, source: str = "",
                 progress: Callable[[int, int], None] | None = None) -> None:
    """Write the whole page to ``out`` as it is computed (a long window's page is never
    held in memory whole)."""
    head, tail = _template().split("{{DATA}}")
    title = html.escape(title)
    out.write(head.replace("{{TITLE}}", title))
    _write_data(out, _reader(events), first, last, every, source, progress)
    out.write(tail.replace("{{TITLE}}", title))
