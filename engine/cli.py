"""The ``shahrazad`` command: play, run scenarios, and read recorded tables.

Every command takes ``--json`` (shapes in the README) and reports a bad file or
option in one line with exit code 2; ``verify`` exits 1 when a log fails.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

import click
from eventsourcing.persistence import PersistenceError
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.table import Table as RichTable
from rich.tree import Tree

from engine.agents import Agent, PassiveAgent, RandomAgent
from engine.decks import Deck, DeckError, default_decks, load_deck
from engine.rerun import rerun
from engine.scenario import ScenarioError, load_scenario, run_scenario
from engine.table import Table
from events.base import Event
from events.logfile import LogError, read_log, verify_log, write_log
from events.store import StoreConflict, TableStore, table_id
from projections.audit import audit
from projections.causes import card_story, explain
from projections.cursor import rule_matches
from projections.diff import diff
from projections.fold import fold
from projections.replay import replay
from projections.state import TableState
from projections.tree import GameNode, game_tree
from projections.views import game_view, names, tree_view

console = Console()
DEMO = Path("logs/scenarios/demo-nested.toml")


def fail(message: str, code: int = 2) -> NoReturn:
    click.echo(f"shahrazad: {message}", err=True)
    sys.exit(code)


@contextmanager
def clean_errors() -> Iterator[None]:
    """Turn the errors a user can cause into one clear line, never a traceback."""
    try:
        yield
    except FileNotFoundError as exc:
        fail(f"no such file: {exc.filename or exc}")
    except LogError as exc:
        fail(f"bad log: {exc}")
    except (ScenarioError, DeckError) as exc:
        fail(str(exc))
    except StoreConflict as exc:
        fail(f"store: {exc}")
    except PersistenceError as exc:
        fail(f"store: {type(exc).__name__}: {exc} (check PERSISTENCE_MODULE and POSTGRES_*)")
    except IsADirectoryError as exc:
        fail(f"{exc.filename} is a folder, not a file")


def emit_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, default=str))


def _events(log: str) -> list[Event]:
    return read_log(log).events


# -- describing states ------------------------------------------------------------


def _node_label(node: GameNode) -> str:
    g = node.state
    made = f", created by {node.created_by_name}" if node.created_by_name else ""
    head = f"[bold]game {node.path}[/] ({node.result}{made}; turn {g.turn} {g.step})"
    people = "; ".join(
        f"{pid}: {p.life} life" + (f" {dict(p.counters)}" if p.counters else "")
        + f", lib {len(p.library)} hand {len(p.hand)} gy {len(p.graveyard)}"
        + (" (lost)" if p.lost else "")
        for pid, p in g.player.items())
    return f"{head}\n{people}\nbattlefield: {', '.join(names(g, g.battlefield)) or '-'}" + (
        f"\nstack: {', '.join(names(g, g.stack))}" if g.stack else "")


def print_tree(state: TableState) -> None:
    tree = game_tree(state)
    root = Tree(_node_label(tree.root))

    def add(branch: Tree, node: GameNode) -> None:
        for child in node.children:
            add(branch.add(_node_label(child)), child)

    add(root, tree.root)
    console.print(root)


# -- the commands -------------------------------------------------------------------------


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option("0.1.0", prog_name="shahrazad")
def main() -> None:
    """Shahrazad: Magic games with subgames (Comprehensive Rules 727), as event logs.

    Play a table, run a judge's scenario, and read any recorded table: its events with
    the rule behind each, the nested game tree at any position, and why anything
    happened. Run `shahrazad COMMAND --help` for each command.
    """


def _store(table: Table, db: str, name: str) -> str:
    """Append the table to the store now, and each rules action as it happens; return
    where the store is."""
    store = TableStore(db)
    tid = table_id(name)
    if store.head(tid):
        fail(f"the store {store.location} already holds a table named {name!r}: choose "
             "another --db or --name")
    store.append(tid, table.events)
    table.subscribe(lambda events: store.append(tid, events))
    return store.location


def _summary(table: Table, log: str, db: str, started: float) -> dict[str, Any]:
    state = table.state
    return {"winners": list(state.main.winners), "draw": state.main.draw,
            "turns": state.main.turn, "events": len(table.events),
            "games": len(state.games), "deepest": max(g.depth for g in state.games.values()),
            "log": log, "db": db, "seconds": round(time.perf_counter() - started, 2)}


@main.command()
@click.option("--deck", "decks", multiple=True, type=click.Path(dir_okay=False),
              help="A decklist file, once per player (default: the packaged decks).")
@click.option("--players", type=click.IntRange(2, 4), default=2, show_default=True)
@click.option("--seed", type=int, default=1, show_default=True,
              help="The same seed and decks give the same log, byte for byte.")
@click.option("--agent", type=click.Choice(["random", "passive"]), default="random",
              show_default=True, help="Who decides for every player.")
@click.option("--edition", type=click.Choice(["current", "2014", "2008", "2004"]),
              default="current", show_default=True)
@click.option("--log", "log", default="logs/game.shlog", show_default=True,
              help="Where to write the portable log file.")
@click.option("--db", default="shahrazad.sqlite", show_default=True,
              help="The SQLite store to append the table to.")
@click.option("--name", default=None, help="The table's name in the store "
              "(default: game-SEED-<time>).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def play(decks: tuple[str, ...], players: int, seed: int, agent: str, edition: str, log: str,
         db: str, name: str | None, as_json: bool) -> None:
    """Play a seeded game between agents, store it, and write its log."""
    with clean_errors():
        loaded: list[Deck] = [load_deck(d) for d in decks] or default_decks()
        if len(loaded) == 1:
            loaded = loaded * players
        if len(loaded) < players:
            loaded = [loaded[i % len(loaded)] for i in range(players)]
        ids = [chr(ord("A") + i) for i in range(players)]
        started = time.perf_counter()
        table = Table.new(ids, [d.main for d in loaded[:players]], seed=seed, edition=edition,
                          sideboards=[d.sideboard for d in loaded[:players]])
        db = _store(table, db, name or f"game-{seed}-{time.time_ns()}")
        agents: dict[str, Agent] = {
            p: (RandomAgent(f"{seed}:{p}") if agent == "random" else PassiveAgent())
            for p in ids}
        with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                      console=Console(stderr=True), transient=True,
                      disable=as_json or not sys.stderr.isatty()) as progress:
            task = progress.add_task("playing", total=None)

            def tick(t: Table) -> None:
                if len(t.events) % 500 < 20:
                    main_game = t.state.main
                    progress.update(task, description=(
                        f"turn {main_game.turn} of the main game, {len(t.state.games)} games,"
                        f" {len(t.events):,} events"))

            table.play(agents, progress=tick)
        write_log(log, table.events)
        summary = _summary(table, log, db, started)
    if as_json:
        emit_json(summary)
        return
    result = "a draw" if summary["draw"] else "won by " + ", ".join(summary["winners"])
    console.print(f"The main game is {result} after {summary['turns']} turns: "
                  f"{summary['events']:,} events in {summary['games']} games "
                  f"(deepest subgame level {summary['deepest']}).")
    console.print(f"Log: {log}   Store: {db}")


@main.command()
@click.argument("scenario", type=click.Path(dir_okay=False))
@click.option("--log", "log", default=None, help="Where to write the log "
              "(default: logs/<scenario name>.shlog).")
@click.option("--db", default="shahrazad.sqlite", show_default=True)
@click.option("--json", "as_json", is_flag=True)
def run(scenario: str, log: str | None, db: str, as_json: bool) -> None:
    """Play out a scenario file (a table as it stands, and the players' decisions)."""
    _run(Path(scenario), log, db, as_json)


def _run(path: Path, log: str | None, db: str, as_json: bool,
         report: str | None = None) -> None:
    with clean_errors():
        s = load_scenario(path)
        log = log or f"logs/{path.stem}.shlog"
        started = time.perf_counter()
        table = s.table()
        db = _store(table, db, f"{path.stem}-{time.time_ns()}")
        run_scenario(s, table)
        write_log(log, table.events)
        summary = _summary(table, log, db, started)
        if report is not None:
            from projections.report import render_report

            Path(report).parent.mkdir(parents=True, exist_ok=True)
            Path(report).write_text(render_report(table.events, title=path.stem,
                                                  source=Path(log).name), encoding="utf-8")
            summary["report"] = report
    if as_json:
        emit_json({**summary, "tree": tree_view(table.state)})
        return
    print_tree(table.state)
    console.print(f"{summary['events']:,} events in {summary['games']} games. "
                  f"Log: {log}   Store: {db}")
    console.print(f"Read it with: shahrazad audit {log}")
    if report is not None:
        console.print(f"Step through it in a browser: {report}")


@main.command()
@click.option("--db", default="shahrazad.sqlite", show_default=True)
@click.option("--json", "as_json", is_flag=True)
def demo(db: str, as_json: bool) -> None:
    """Run the demo: subgames nested three deep, a wish, a deferred trigger.

    Writes the log (logs/demo-nested.shlog) and its HTML report (logs/demo-nested.html).
    """
    path = DEMO if DEMO.exists() else Path(__file__).resolve().parent.parent / DEMO
    _run(path, "logs/demo-nested.shlog", db, as_json, report="logs/demo-nested.html")


@main.command(name="replay")
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--at", "at", type=int, default=None, help="The position (default: the end).")
@click.option("--json", "as_json", is_flag=True)
def replay_cmd(log: str, at: int | None, as_json: bool) -> None:
    """Show the whole table (every game, zone, life total) after event N."""
    with clean_errors():
        r = replay(_events(log))
        position = len(r) if at is None else at
        if not 0 < position <= len(r):
            fail(f"--at {position} is outside 1..{len(r)}")
        state = r.at(position)
    if as_json:
        emit_json({"position": position,
                   "games": {p: game_view(g) for p, g in state.games.items()}})
        return
    console.print(f"[bold]After event {position} of {len(r)}[/]")
    for path, game in state.games.items():
        j = game_view(game)
        t = RichTable(title=f"game {path} ({game.status}; turn {game.turn}, {game.step}; "
                      f"priority {game.priority or '-'})", show_lines=False)
        t.add_column("player")
        t.add_column("life")
        t.add_column("counters")
        for zone in ("library", "hand", "graveyard"):
            t.add_column(zone)
        for pid, p in j["players"].items():
            t.add_row(pid, str(p["life"]), str(p["counters"] or ""), str(len(p["library"])),
                      ", ".join(p["hand"]), ", ".join(p["graveyard"]))
        console.print(t)
        for zone in ("battlefield", "stack", "exile", "command"):
            items = j[zone]
            if items:
                names = [i["name"] + (" (T)" if i["tapped"] else "") if isinstance(i, dict)
                         else i for i in items]
                console.print(f"  {zone}: {', '.join(names)}")


@main.command(name="audit")
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--from", "start", type=int, default=1, show_default=True)
@click.option("--to", "stop", type=int, default=None)
@click.option("--game", default=None, help="Only this game (e.g. 1.1) and its subgames.")
@click.option("--rule", default=None,
              help="Only events citing this rule or its subrules (727, 727.4a).")
@click.option("--card", default=None, help="Only events naming this card.")
@click.option("--json", "as_json", is_flag=True)
def audit_cmd(log: str, start: int, stop: int | None, game: str | None, rule: str | None,
              card: str | None, as_json: bool) -> None:
    """The audit trail: every event, indented by game depth, with its rule and title.

    `shahrazad events` is the same command.
    """
    _audit(log, start, stop, game, rule, card, as_json)


main.add_command(audit_cmd, name="events")


def _audit(log: str, start: int, stop: int | None, game: str | None, rule: str | None,
           card: str | None, as_json: bool) -> None:
    with clean_errors():
        lines = [line for line in audit(_events(log))
                 if line.position >= start and (stop is None or line.position <= stop)
                 and (game is None or line.game == game or line.game.startswith(game + "."))
                 and (rule is None or rule_matches(line.rule, rule))
                 and (card is None or card.casefold() in line.text.casefold())]
    if as_json:
        emit_json([{"position": x.position, "game": x.game, "kind": x.kind, "text": x.text,
                    "rule": x.rule, "rule_title": x.rule_title, "cause": x.cause}
                   for x in lines])
        return
    for line in lines:
        indent = "  " * line.depth
        console.print(f"{line.position:>7} {indent}[cyan][{line.game}][/] {line.text} "
                      f"[dim]({line.rule} {line.rule_title})[/]", highlight=False)


@main.command()
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--rerun", "again", is_flag=True, help="Also re-play the recorded decisions "
              "through the engine and check it makes the very same events, byte for byte.")
@click.option("--json", "as_json", is_flag=True)
def verify(log: str, again: bool, as_json: bool) -> None:
    """Check a log's integrity (its hash chain); exit 1 at the first bad event."""
    with clean_errors():
        if not Path(log).exists():
            raise FileNotFoundError(log)
        report = verify_log(log)
        result: dict[str, Any] = {"ok": report.ok, "events": report.events,
                                  "first_bad": report.first_bad, "problem": report.problem}
        if report.ok and again:
            r = rerun(_events(log))
            result.update({"rerun_ok": r.ok, "decisions": r.decisions,
                           "first_difference": r.first_difference, "rerun_problem": r.problem})
            result["ok"] = r.ok
    if as_json:
        emit_json(result)
    elif result["ok"]:
        console.print(f"OK: {report.events:,} events, hash chain intact"
                      + (f"; re-run of {result['decisions']:,} decisions gives the same "
                         "events" if again else "") + ".")
    else:
        where = result.get("first_bad") or result.get("first_difference")
        at = f" at event {where}" if where is not None else ""
        console.print(f"FAILED{at}: {result.get('problem') or result.get('rerun_problem')}",
                      highlight=False)
    if not result["ok"]:
        sys.exit(1)


@main.command(name="tree")
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--at", "at", type=int, default=None)
@click.option("--json", "as_json", is_flag=True)
def tree_cmd(log: str, at: int | None, as_json: bool) -> None:
    """The nested tree of games at a position, with each game's state."""
    with clean_errors():
        r = replay(_events(log))
        position = len(r) if at is None else at
        if not 1 <= position <= len(r):
            fail(f"--at {position} is outside 1..{len(r)}")
        state = r.at(position)
        if "1" not in state.games:
            fail(f"no game has started yet at position {position}")
    if as_json:
        emit_json(tree_view(state))
    else:
        print_tree(state)


@main.command(name="explain")
@click.argument("log", type=click.Path(dir_okay=False))
@click.argument("position", type=int)
@click.option("--json", "as_json", is_flag=True)
def explain_cmd(log: str, position: int, as_json: bool) -> None:
    """Why event N happened: its chain of causes back to a player's decision."""
    with clean_errors():
        evs = _events(log)
        if not 1 <= position <= len(evs):
            fail(f"position {position} is outside 1..{len(evs)}")
        links = [e.position for e in explain(evs, position)]
        lines = {x.position: x for x in audit(evs, positions=set(links))}
        chain = [lines[p] for p in links]
    if as_json:
        emit_json([{"position": x.position, "game": x.game, "text": x.text, "rule": x.rule}
                   for x in chain])
        return
    for i, x in enumerate(chain):
        arrow = "" if i == 0 else "  <- "
        console.print(f"{arrow}{x.position} [{x.game}] {x.text} ({x.rule})", highlight=False)


@main.command(name="story")
@click.argument("log", type=click.Path(dir_okay=False))
@click.argument("card")
@click.option("--json", "as_json", is_flag=True)
def story_cmd(log: str, card: str, as_json: bool) -> None:
    """A card's story: everywhere one physical card went, across games and zones.

    CARD is a card's name ("Juzam Djinn"; "Plains#2" for the second Plains of the
    table) or its card id. A name with several copies tells each copy's story.
    """
    with clean_errors():
        evs = _events(log)
        registry = fold(evs).cards
        if card.isdigit():
            ids = [int(card)] if int(card) in registry else []
        else:
            name, _, nth = card.partition("#")
            same = [c for c, r in sorted(registry.items())
                    if r.name.casefold() == name.strip().casefold()]
            if nth:
                if not nth.isdigit() or not 1 <= int(nth) <= len(same):
                    fail(f"{card}: the table has {len(same)} {name.strip()}")
                same = [same[int(nth) - 1]]
            ids = same
        if not ids:
            fail(f"no card {card!r} at this table (a name, a name#n, or a card id)")
        moves = {c: [e.position for e in card_story(evs, c)] for c in ids}
        lines = {x.position: x for x in audit(evs, positions={p for m in moves.values()
                                                               for p in m})}
        stories = [(c, [lines[p] for p in moves[c]]) for c in ids]
    if as_json:
        emit_json([{"card": c, "name": registry[c].name, "owner": registry[c].owner,
                    "events": [{"position": x.position, "game": x.game, "kind": x.kind,
                                "text": x.text, "rule": x.rule} for x in story]}
                   for c, story in stories])
        return
    for c, story in stories:
        console.print(f"[bold]{registry[c].name}[/] (card {c}, owned by {registry[c].owner}):"
                      f" {len(story)} events", highlight=False)
        for x in story:
            console.print(f"{x.position:>7} {'  ' * x.depth}[cyan][{x.game}][/] {x.text} "
                          f"[dim]({x.rule})[/]", highlight=False)


@main.command()
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("-o", "--output", "out", default=None,
              help="The HTML file to write (default: the log's path with .html).")
@click.option("--from", "start", type=int, default=1, show_default=True,
              help="The first event on the timeline.")
@click.option("--to", "stop", type=int, default=None,
              help="The last event on the timeline (default: the end).")
@click.option("--title", default=None, help="The page's title (default: the log's name).")
@click.option("--json", "as_json", is_flag=True, help="Print what was written as JSON.")
def report(log: str, out: str | None, start: int, stop: int | None, title: str | None,
           as_json: bool) -> None:
    """Write one self-contained HTML page to read LOG in a browser.

    The page has the nested timeline of events on one side and the state of every
    game at the selected position on the other; click an event, or use the arrow
    keys, to move there. It needs no network: styles, script and data are inside.
    A long log makes a large page; --from and --to narrow the timeline.
    """
    from projections.report import render_report

    with clean_errors():
        evs = _events(log)
        last = len(evs) if stop is None else stop
        if not 1 <= start <= last <= len(evs):
            fail(f"--from {start} --to {last} is not a range within 1..{len(evs)}")
        target = Path(out) if out else Path(log).with_suffix(".html")
        started = time.perf_counter()
        with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                      console=Console(stderr=True), transient=True,
                      disable=as_json or not sys.stderr.isatty()) as progress:
            task = progress.add_task("computing the states", total=last - start + 1)
            page = render_report(
                evs, title=title or Path(log).name, first=start, last=last,
                source=Path(log).name,
                progress=lambda done, total: progress.update(task, completed=done))
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(page, encoding="utf-8")
    size = target.stat().st_size
    summary = {"report": str(target), "events": len(evs), "first": start, "last": last,
               "bytes": size,
               "seconds": round(time.perf_counter() - started, 2)}
    if as_json:
        emit_json(summary)
    else:
        console.print(f"Wrote {target} ({size / 1e6:.1f} MB; events {start}-"
                      f"{last} of {len(evs)}). Open it in any browser; it works offline.")


@main.command(name="diff")
@click.argument("log", type=click.Path(dir_okay=False))
@click.argument("first", type=int)
@click.argument("second", type=int)
@click.option("--json", "as_json", is_flag=True)
def diff_cmd(log: str, first: int, second: int, as_json: bool) -> None:
    """What changed between positions N and M, game by game."""
    with clean_errors():
        r = replay(_events(log))
        for p in (first, second):
            if not 0 <= p <= len(r):
                fail(f"position {p} is outside 0..{len(r)}")
        changes = diff(r.at(first), r.at(second))
    if as_json:
        emit_json([{"game": d.game, "status": d.status, "life": d.life,
                    "counters": d.counters, "zones": d.zones, "turn": d.turn}
                   for d in changes])
        return
    if not changes:
        console.print("No change.")
    for d in changes:
        console.print(f"[bold]game {d.game}[/]")
        if d.status:
            console.print(f"  status: {d.status[0]} -> {d.status[1]}")
        for pid, (a, b) in d.life.items():
            console.print(f"  {pid}: life {a} -> {b}")
        for pid, (ca, cb) in d.counters.items():
            console.print(f"  {pid}: counters {ca} -> {cb}")
        for owner, zones in d.zones.items():
            for zone, (came, went) in zones.items():
                console.print(f"  {owner} {zone}: +{came} -{went}", highlight=False)


@main.command()
@click.option("--json", "as_json", is_flag=True)
def cards(as_json: bool) -> None:
    """List the card pool."""
    from engine.cards.pool import CARDS

    pool = [d for d in CARDS.values() if "token" not in d.tags]
    if as_json:
        emit_json([{"name": d.name, "cost": str(d.cost) if d.cost else "",
                    "types": sorted(d.types), "text": d.text} for d in pool])
        return
    t = RichTable("name", "cost", "types", "text")
    for d in pool:
        t.add_row(d.name, str(d.cost) if d.cost else "", " ".join(sorted(d.types)), d.text)
    console.print(t)



class _DepthLimited:
    """A random agent that won't start subgames deeper than ``max_depth``."""

    def __init__(self, seed: str, max_depth: int | None) -> None:
        self.inner = RandomAgent(seed)
        self.max_depth = max_depth

    def decide(self, table: Table, pending: Any) -> Any:
        if self.max_depth is None or table.game(pending.game).depth < self.max_depth:
            return self.inner.decide(table, pending)
        from engine.cards.pool import card
        from engine.decisions import Cast

        g = table.game(pending.game)
        options = [d for d in table.legal_decisions() if not (
            isinstance(d, Cast) and "subgame" in card(g.objects[d.card].name).tags)]
        return self.inner.rng.choice(options)


@main.command()
@click.option("--games", type=click.IntRange(1), default=100, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True,
              help="Game i plays with seed SEED+i: any failure is reproducible.")
@click.option("--max-depth", type=click.IntRange(0), default=None,
              help="Don't start subgames deeper than this.")
@click.option("--minutes", type=float, default=None, help="Stop after this long.")
@click.option("--edition", type=click.Choice(["current", "2014", "2008", "2004"]),
              default="current", show_default=True)
@click.option("--players", type=click.IntRange(2, 4), default=None,
              help="Players per table (default: 2 to 4 at random).")
@click.option("--out", default="logs/failures", show_default=True,
              help="Where a failing case's log and scenario go.")
@click.option("--json", "as_json", is_flag=True)
def fuzz(games: int, seed: int, max_depth: int | None, minutes: float | None, edition: str,
         players: int | None, out: str, as_json: bool) -> None:
    """Play random tables with Shahrazad and check every invariant after every action.

    On a failure, writes the log up to the failing action and a scenario file that
    replays it (OUT/fuzz-SEED.shlog and .toml) and exits 1.
    """
    import random

    from engine.scenario import reproducer
    from engine.testing import check_table, random_deck
    from projections.invariants import conservation_problems, nesting_problems

    started = time.perf_counter()
    stats = {"games": 0, "events": 0, "subgames": 0, "deepest": 0}
    failure: dict[str, Any] | None = None
    with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                  console=Console(stderr=True), transient=True,
                  disable=as_json or not sys.stderr.isatty()) as progress:
        task = progress.add_task("fuzzing", total=games)
        for i in range(games):
            if minutes is not None and time.perf_counter() - started > minutes * 60:
                break
            game_seed = seed + i
            rng = random.Random(game_seed)
            n = players or rng.randint(2, 4)
            ids = ["A", "B", "C", "D"][:n]
            table = Table.new(ids, [random_deck(rng) for _ in ids], seed=game_seed,
                              edition=edition, sideboards=[["Juzam Djinn", "Shahrazad"]] * n)
            agents: dict[str, Agent] = {p: _DepthLimited(f"{game_seed}:{p}", max_depth)
                                        for p in ids}
            problems: list[str] = []
            for _ in range(20_000):
                waiting = table.pending()
                if waiting is None:
                    break
                try:
                    table.push(agents[waiting.player].decide(table, waiting), waiting.player)
                except Exception as exc:  # a crash is a finding too
                    problems = [f"the engine raised {type(exc).__name__}: {exc}"]
                    break
                problems = conservation_problems(table.state) + nesting_problems(table.state)
                if problems:
                    break
            if not problems:
                problems = check_table(table)
            stats["games"] += 1
            stats["events"] += len(table.events)
            stats["subgames"] += len(table.state.games) - 1
            stats["deepest"] = max(stats["deepest"],
                                   max(g.depth for g in table.state.games.values()))
            progress.update(task, advance=1, description=(
                f"{stats['games']} games, {stats['events']:,} events, {stats['subgames']} "
                f"subgames, deepest {stats['deepest']}"))
            if problems:
                folder = Path(out)
                folder.mkdir(parents=True, exist_ok=True)
                log = folder / f"fuzz-{game_seed}.shlog"
                scenario = folder / f"fuzz-{game_seed}.toml"
                write_log(log, table.events)
                scenario.write_text(reproducer(table.events), encoding="utf-8")
                failure = {"seed": game_seed, "position": table.position,
                           "problems": problems, "log": str(log), "scenario": str(scenario)}
                break
    elapsed = time.perf_counter() - started
    result = {**stats, "seconds": round(elapsed, 2),
              "games_per_second": round(stats["games"] / elapsed, 2) if elapsed else 0,
              "events_per_second": round(stats["events"] / elapsed) if elapsed else 0,
              "failure": failure}
    if as_json:
        emit_json(result)
    else:
        console.print(f"{stats['games']} games, {stats['events']:,} events, "
                      f"{stats['subgames']} subgames, deepest level {stats['deepest']}, in "
                      f"{elapsed:.1f} s ({result['events_per_second']:,} events/s).")
        if failure:
            console.print(f"[red]FAILED[/] at seed {failure['seed']}, event "
                          f"{failure['position']}: {failure['problems'][0]}\n"
                          f"log: {failure['log']}  scenario: {failure['scenario']}")
    if failure:
        sys.exit(1)
