"""Commands that read a recorded table: replay, audit (events), verify, tree, explain,
story, report and diff. Each reads a log file or, with ``--table NAME``, a table in
the store (:mod:`shahrazad.cli.source`)."""

from __future__ import annotations

import difflib
import itertools
import os
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from rich.console import Console
from rich.progress import (
    BarColumn,
    Progress,
    ProgressColumn,
    SpinnerColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table as RichTable
from rich.text import Text

from shahrazad.cli.common import (
    clean_errors,
    console,
    counters_text,
    emit_json,
    emit_json_list,
    fail,
    first_unfoldable,
    main,
    print_table,
    print_tree,
    safe,
    step_text,
    visible,
    waiting_text,
)
from shahrazad.cli.source import Source, SourceCommand, table_source
from shahrazad.events.base import Event
from shahrazad.events.storage.leftovers import leftovers, own_file
from shahrazad.events.storage.logfile import VerifyReport
from shahrazad.events.storage.signing import fingerprint, load_public_key
from shahrazad.projections.audit import AuditLine
from shahrazad.projections.causes import card_story, explain
from shahrazad.projections.cursor import rule_matches
from shahrazad.projections.diff import diff
from shahrazad.projections.event_sources import verify_file
from shahrazad.projections.index_builder import Unfoldable
from shahrazad.projections.reader import TableReader
from shahrazad.projections.state import GameState, TableState
from shahrazad.projections.views import game_view, names, tree_view

if TYPE_CHECKING:  # the engine is loaded only by --rerun, which plays the table again
    from shahrazad.events.storage.trust import Policy
    from shahrazad.events.storage.verdicts import Evidence
    from shahrazad.rerun import RerunReport


@main.command(name="replay", cls=SourceCommand)
@table_source
@click.option("--at", "at", type=int, default=None, help="The position (default: the end).")
@click.option("--json", "as_json", is_flag=True)
def replay_cmd(source: Source, at: int | None, as_json: bool) -> None:
    """Show the whole table (every game, zone, life total) after event N."""
    with clean_errors():
        r = source.reader()
        position = len(r) if at is None else at
        if not 0 < position <= len(r):
            fail(f"--at {position} is outside 1..{len(r)}")
        state = r.state_at(position)
    if as_json:
        emit_json({"position": position,
                   "games": {p: game_view(g) for p, g in state.games.items()}})
        return
    console.print(f"[bold]After event {position:d} of {len(r):d}[/]")
    for game in state.games.values():
        if console.is_terminal:
            _game_table(game)
        else:
            _game_lines(game)


def _game_head(game: GameState) -> str:
    return (f"game {game.path} ({game.status}; turn {game.turn:d}, {step_text(game)}; "
            f"priority {game.priority or '-'})")


def _zones(game: GameState) -> list[str]:
    """The shared zones that hold something, and the waiting triggers, a line each
    (shown with :func:`visible`; print them without markup)."""
    j = game_view(game)
    lines = []
    for zone in ("battlefield", "stack", "exile", "command", "ante"):
        items = j[zone]
        if items:
            shown = [i if not isinstance(i, dict)
                     else f"{i['name']} ({i['owner']}'s)" if zone == "ante"
                     else i["name"] + (" (T)" if i["tapped"] else "") for i in items]
            lines.append(f"  {zone}: {visible(', '.join(shown))}")
    if game.triggers:
        lines.append(f"  waiting triggers: {visible(waiting_text(game))}")
    return lines


def _game_table(game: GameState) -> None:
    """A game as a table of its players, on a terminal."""
    t = RichTable(title=safe(_game_head(game)), show_lines=False)
    for column in ("player", "life", "counters", "library", "hand", "graveyard"):
        t.add_column(column)
    for pid, p in game.player.items():
        t.add_row(safe(pid), safe(p.life), safe(counters_text(p.counters)),
                  safe(len(p.library)), safe(", ".join(names(game, p.hand))),
                  safe(", ".join(names(game, p.graveyard))))
    print_table(t)
    for line in _zones(game):
        console.print(visible(line), highlight=False, markup=False)


def _game_lines(game: GameState) -> None:
    """A game as lines, to a pipe: its head, then a line per player and per zone."""
    console.print(visible(_game_head(game)), highlight=False, markup=False)
    for pid, p in game.player.items():
        console.print(visible(
            f"  {pid}: {p.life:d} life"
            + (f", counters {counters_text(p.counters)}" if p.counters else "")
            + f", library {len(p.library):d}, "
              f"hand: {', '.join(names(game, p.hand)) or '-'}"
            + f", graveyard: {', '.join(names(game, p.graveyard)) or '-'}"
            + (" (lost)" if p.lost else "") + (" (left)" if p.left else "")),
            highlight=False, markup=False)
    for line in _zones(game):
        console.print(visible(line), highlight=False, markup=False)


@main.command(name="audit", cls=SourceCommand)
@table_source
@click.option("--from", "start", type=int, default=1, show_default=True)
@click.option("--to", "stop", type=int, default=None)
@click.option("--game", default=None, help="Only this game (e.g. 1.1) and its subgames.")
@click.option("--rule", default=None,
              help="Only events citing this rule or its subrules (727, 727.4a).")
@click.option("--card", default=None, help="Only events naming this card.")
@click.option("--json", "as_json", is_flag=True)
def audit_cmd(source: Source, start: int, stop: int | None, game: str | None, rule: str | None,
              card: str | None, as_json: bool) -> None:
    """The audit trail: every event, indented by game depth, with its rule and title.

    `shahrazad events` is the same command.
    """
    _audit(source, start, stop, game, rule, card, as_json)


main.add_command(audit_cmd, name="events")


def _line_printer() -> Callable[[AuditLine], None]:
    """What prints an audit line: its position, indented by depth, its game (cyan), its
    text and its citation (dim). To a terminal through rich; to a pipe or a file, where
    rich prints the same characters without their colours, straight to the output,
    which is most of the time a long audit spends printing otherwise."""
    if console.is_terminal:
        def styled(line: AuditLine) -> None:
            console.print(f"{line.position:>7} {'  ' * line.depth}"
                          f"[cyan]{safe(f'[{line.game}]')}[/] {safe(line.text)} "
                          f"[dim]{safe(f'({line.citation})')}[/]", highlight=False)
        return styled
    write = sys.stdout.write

    def plain(line: AuditLine) -> None:
        write(f"{line.position:>7} {'  ' * line.depth}{visible(f'[{line.game}]')} "
              f"{visible(line.text)} {visible(f'({line.citation})')}\n")
    return plain


def _audit(source: Source, start: int, stop: int | None, game: str | None, rule: str | None,
           card: str | None, as_json: bool) -> None:
    with clean_errors():
        r = source.reader()
        n = len(r)
        first, last = max(1, start), n if stop is None else min(stop, n)

        # Game and rule are in the event as read: only the events kept are built. A
        # table has few games and cites few rules, each decided once.
        games_kept: dict[str, bool] = {}
        rules_kept: dict[str, bool] = {}

        def by_rule(raw: tuple[Any, ...]) -> bool:  # the common case: no game named
            cited = raw[4]
            kept = rules_kept.get(cited)
            if kept is None:
                kept = rules_kept[cited] = rule is None or rule_matches(cited, rule)
            return kept

        def wanted(raw: tuple[Any, ...]) -> bool:
            path, cited = raw[3], raw[4]
            kept = games_kept.get(path)
            if kept is None:
                kept = games_kept[path] = (game is None or path == game
                                           or path.startswith(game + "."))
            if not kept:
                return False
            kept = rules_kept.get(cited)
            if kept is None:
                kept = rules_kept[cited] = rule is None or rule_matches(cited, rule)
            return kept

        found = (r.audit(first, last, by_rule if game is None else wanted) if first <= last
                 else iter(()))
        lines = (line for line in found
                 if card is None or card.casefold() in line.text.casefold())
        if as_json:
            # streamed, a line at a time: the audit of a long table never waits, or
            # takes memory, for the whole list
            first_line = next(lines, None)
            if first_line is None:
                nothing_matched(_unmatched(r, start, stop, game, rule, card))
            emit_json_list({"position": x.position, "game": x.game, "kind": x.kind,
                            "text": x.text, "rule": x.rule, "rule_title": x.rule_title,
                            "cause": x.cause}
                           for x in itertools.chain(() if first_line is None
                                                    else (first_line,), lines))
            return
        printed = 0
        say = _line_printer()
        for line in lines:  # printed as they come: a whole long table never waits
            say(line)
            printed += 1
        if not printed:
            nothing_matched(_unmatched(r, start, stop, game, rule, card))


def nothing_matched(why: str) -> None:
    """Say on stderr, in one line, that a filter matched nothing, and what would match.

    Matching nothing is an answer, not an error: the command goes on to print its empty
    result (``[]`` under ``--json``) and exits 0. Only an argument that must name one
    thing (a position, a card of ``story``) and names nothing is bad input (exit 2).
    """
    click.echo(f"shahrazad: nothing matched: {why}", err=True)


def _path_order(path: str) -> tuple[int, ...]:
    return tuple(int(p) for p in path.split(".") if p.isdigit())


def _rule_order(rule: str) -> tuple[tuple[int, str], ...]:
    return tuple((int(re.sub(r"\D", "", part) or 0), part) for part in rule.split("."))


def _unmatched(r: TableReader, start: int, stop: int | None, game: str | None,
               rule: str | None, card: str | None) -> str:
    """Which of the audit's filters matches nothing by itself, and what would match it
    (only asked when nothing matched: the whole table's audit is read then)."""
    n = len(r)
    every: list[AuditLine] = list(r.audit(1, n)) if n else []
    why: list[str] = []
    if start > n or (stop is not None and (stop < max(start, 1))):
        why.append(f"--from {start}" + (f" --to {stop}" if stop is not None else "")
                   + f" holds none of the events 1..{n}")
    if game is not None and not any(x.game == game or x.game.startswith(game + ".")
                                    for x in every):
        games = sorted({x.game for x in every}, key=_path_order)
        why.append(f"no game {game} at this table (its games: {', '.join(games)})")
    if rule is not None and not any(rule_matches(x.rule, rule) for x in every):
        cited = sorted({x.rule for x in every if x.rule[:1].isdigit()}, key=_rule_order)
        section = rule.split(".")[0]
        near = [r for r in cited if r.split(".")[0] == section]
        why.append(f"no event cites rule {rule} (" + (
            f"rules cited under {section}: {', '.join(near)}" if near else
            "sections cited: " + ", ".join(sorted({r.split('.')[0] for r in cited},
                                                  key=_rule_order))) + ")")
    if card is not None and not any(card.casefold() in x.text.casefold() for x in every):
        table = sorted({record.name for record in r.cards().values()})
        close = difflib.get_close_matches(card, table, n=3, cutoff=0.5)
        why.append(f"no event names {card!r} (" + (
            "did you mean " + " or ".join(close) + "?" if close
            else "the cards at this table: " + ", ".join(table)) + ")")
    return "; ".join(why) or "no event passes all the filters at once (each matches some)"


@main.command(cls=SourceCommand)
@table_source
@click.option("--pubkey", default=None, type=click.Path(dir_okay=False),
              help="The signer's public key file: the log must be signed with its key.")
@click.option("--trust", multiple=True, type=click.Path(), metavar="PATH",
              help="A public key file (from `shahrazad keygen`), or a folder of them "
                   "(*.pub), whose holders you trust: a signer is named after its key's "
                   "file (alice.pub: alice). Repeat for several; SHAHRAZAD_TRUST and the "
                   "configuration file name more (docs/evidence.md).")
@click.option("--require-signature", "require", is_flag=True,
              help="Fail (exit 1) unless a trusted key (or the --pubkey key) signed it.")
@click.option("--rerun", "again", is_flag=True, help="Also re-play the recorded decisions "
              "through the engine and check it makes the very same events, byte for byte.")
@click.option("--json", "as_json", is_flag=True)
def verify(source: Source, pubkey: str | None, trust: tuple[str, ...], require: bool,
           again: bool, as_json: bool) -> None:
    """Check a log: its framing, hash chain and trailer, that every event folds into the
    table, and its signature; with --table, a stored table's rows, each on the hash chain,
    and its records against its events. The first word of the output is the verdict, and
    the exit code says it: 0 OK (over, intact, signed by a trusted key), 1 FAILED, 3
    RUNNING or CUT (not recorded to its end), 4 TAKEN AS RECORDED (--rerun took the setup
    on trust), 5 UNSIGNED, 6 UNKNOWN KEY (signed, by a key not trusted); 2 is bad input.
    A stored table carries no signature: export it and sign the log.
    """
    # loaded here, not with the module: the other reading commands never need them
    from shahrazad.events.storage.trust import policy
    from shahrazad.events.storage.verdicts import OK, judge

    with clean_errors():
        key = load_public_key(Path(pubkey).read_bytes()) if pubkey else None
        if key is not None and source.table is not None:
            fail("a stored table carries no signature: export it, sign the file, and "
                 "verify that")
        rules = policy(trust, require)
        unfoldable: Unfoldable | None = None
        if source.table is None and source.log is not None:
            if not Path(source.log).exists():
                raise FileNotFoundError(source.log)
            # One reading checks the file and folds it, and leaves a fresh index.
            report, unfoldable = verify_file(source.log, key)
        else:
            report = source.verify(key)
            if report.log is not None:
                found = first_unfoldable(report.log.events)
                if found is not None:
                    unfoldable = Unfoldable(*found)
        result = _facts(source, report, unfoldable, key, pubkey, rules)
        if again and result["intact"] and result["folds"] and not result["signature_problem"]:
            r = _rerun_showing_progress(source.events(), as_json, source.versions())
            result.update({"rerun_ok": r.ok, "decisions": r.decisions,
                           "first_difference": r.first_difference,
                           "rerun_problem": f"{r.problem}: {r.differs}" if r.differs
                           else r.problem,
                           "setup": r.setup.as_dict() if r.setup is not None else None,
                           "taken_as_recorded": bool(r.ok and r.taken)})
        judged = judge(_evidence(result, source, rules.require_signature))
        result.update({"verdict": judged.verdict.word, "exit_code": judged.verdict.code,
                       "ok": judged.verdict is OK, "summary": judged.line})
        if judged.problem is not None:
            result.update(problem=judged.problem, first_bad=judged.first_bad)
    if as_json:
        emit_json(result)
    else:
        console.print(_verdict(result, source.table is not None), highlight=False)
    sys.exit(judged.verdict.code)


def _facts(source: Source, report: VerifyReport, unfoldable: Unfoldable | None,
           key: Ed25519PublicKey | None, pubkey: str | None, rules: Policy) -> dict[str, Any]:
    """What ``verify`` found, before the verdict: the JSON's fields."""
    scanned = report.scanned
    left_out = scanned.left_out if scanned is not None else None
    state = None
    if report.intact:
        state = "over" if report.complete else "cut" if left_out else "running"
    signer_name = None
    if report.signer is not None and report.signature_problem is None:
        signer_name = (Path(pubkey).name.removesuffix(".pub") if key is not None and pubkey
                       else rules.trusted.name_of(report.signer))
    problem = None
    if not report.intact:
        problem = report.problem
    elif unfoldable is not None:
        problem = unfoldable.problem
    elif report.signature_problem is not None:
        problem = f"signature: {report.signature_problem}"
    stray = leftovers(source.log) if source.table is None and source.log else []
    return {
        "ok": False, "verdict": None, "exit_code": None, "summary": None,
        "events": report.events, "first_bad": (report.first_bad if not report.intact
                                               else unfoldable.position if unfoldable
                                               else None),
        "problem": problem, "intact": report.intact, "complete": report.complete,
        "state": state, "left_out": left_out, "head": report.last_hash or None,
        "format": report.format, "folds": None if not report.intact else unfoldable is None,
        "signed": report.signer is not None, "signer": report.signer,
        "signer_name": signer_name,
        "trusted": None if report.signer is None else signer_name is not None,
        "signed_state": report.signed_state,
        "signature_ok": (None if report.signer is None and key is None
                         else report.signature_problem is None),
        "signature_problem": report.signature_problem,
        "checked_against": fingerprint(key) if key else None,
        "trusted_keys": len(rules.trusted), "require_signature": rules.require_signature,
        "taken_as_recorded": False,
        "leftovers": [{"file": str(p), "bytes": p.stat().st_size} for p in stray
                      if p.exists()]}


def _evidence(result: dict[str, Any], source: Source, require: bool) -> Evidence:
    """The facts :func:`shahrazad.events.storage.verdicts.judge` judges."""
    from shahrazad.events.storage.verdicts import Evidence

    problem, first_bad = result["problem"], result["first_bad"]
    if problem is None and result.get("rerun_ok") is False:
        problem, first_bad = result["rerun_problem"], result["first_difference"]
    taken = ""
    if result.get("taken_as_recorded"):
        taken = result["setup"]["taken_as_recorded"] or ""
    return Evidence(events=result["events"], state=result["state"] or "over",
                    problem=problem, first_bad=first_bad, signer=result["signer"],
                    signer_name=result["signer_name"], signed_state=result["signed_state"],
                    given_key=result["checked_against"] is not None,
                    require_signature=require, taken=taken,
                    rerun_decisions=result.get("decisions") if result.get("rerun_ok")
                    else None,
                    left_out=result["left_out"], store=source.table is not None)


#: A re-run of a log at least this long shows its progress on a terminal.
PROGRESS_FROM = 2_000


class _Rate(ProgressColumn):
    """Events re-made per second."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:,.0f} events/s" if speed else "", style="progress.data.speed")


def _rerun_showing_progress(events: list[Event], as_json: bool,
                            versions: dict[str, int] | None = None) -> RerunReport:
    """:func:`shahrazad.rerun.rerun`, with a progress bar on stderr for a long log when it is
    a terminal (events done of the total, the rate, the time left); ``versions``: the
    event versions the log stores (what they say of its age)."""
    from shahrazad.rerun import rerun

    quiet = as_json or len(events) < PROGRESS_FROM or not sys.stderr.isatty()
    with Progress(TextColumn("re-running"), BarColumn(),
                  TextColumn("{task.completed:,} of {task.total:,} events"), _Rate(),
                  TimeRemainingColumn(), console=Console(stderr=True), transient=True,
                  disable=quiet) as progress:
        task = progress.add_task("re-running", total=len(events))
        return rerun(events, progress=lambda done, total: progress.update(task,
                                                                          completed=done),
                     versions=versions)


def _verdict(result: dict[str, Any], store: bool = False) -> str:
    """What ``verify`` found: the verdict's line, then what a re-run made again and took
    as recorded, the head, and what killed writers left beside the log."""
    lines = [safe(result["summary"])]
    setup = result.get("setup")
    if setup:
        lines.append(f"Re-derived: {safe(setup['rederived'])}.")
        if setup["position_sha256"]:
            lines.append(f"Position SHA-256 {safe(setup['position_sha256'])}.")
        taken = setup["taken_as_recorded"]
        lines.append(f"Taken as recorded: {safe(taken) if taken else 'nothing'}.")
    if result["head"] and result["intact"]:
        lines.append(f"Head {safe(result['head'])}.")
    if store and result["verdict"] in ("UNSIGNED", "FAILED") and not result["signed"]:
        lines.append("A stored table carries no signature: export it and sign the log to "
                     "vouch for it (shahrazad export, shahrazad sign).")
    for stray in result["leftovers"]:
        lines.append(f"Left beside it by a writer that was stopped: {safe(stray['file'])} "
                     f"({stray['bytes']:,} bytes); the next writer of the log removes it, "
                     "or delete it.")
    return "\n".join(lines)


@main.command(name="tree", cls=SourceCommand)
@table_source
@click.option("--at", "at", type=int, default=None)
@click.option("--json", "as_json", is_flag=True)
def tree_cmd(source: Source, at: int | None, as_json: bool) -> None:
    """The nested tree of games at a position, with each game's state."""
    with clean_errors():
        r = source.reader()
        position = len(r) if at is None else at
        if not 1 <= position <= len(r):
            fail(f"--at {position} is outside 1..{len(r)}")
        state = r.state_at(position)
        if "1" not in state.games:
            fail(f"no game has started yet at position {position}")
    if as_json:
        emit_json(tree_view(state))
    else:
        print_tree(state)


@main.command(name="explain", cls=SourceCommand)
@table_source
@click.argument("position", type=int)
@click.option("--json", "as_json", is_flag=True)
def explain_cmd(source: Source, position: int, as_json: bool) -> None:
    """Why event N happened: its chain of causes back to a player's decision."""
    with clean_errors():
        r = source.reader()
        if not 1 <= position <= len(r):
            fail(f"position {position} is outside 1..{len(r)}")
        # The causes are read one by one from the log, wherever they are.
        links = [e.position for e in explain(r.view(), position)]
        lines = r.lines_at(links)
        chain = [lines[p] for p in links]
    if as_json:
        emit_json([{"position": x.position, "game": x.game, "text": x.text, "rule": x.rule}
                   for x in chain])
        return
    for i, x in enumerate(chain):
        arrow = "" if i == 0 else "  <- "
        console.print(visible(f"{arrow}{x.position:d} [{x.game}] {x.text} ({x.citation})"),
                      highlight=False, markup=False)


@main.command(name="story", cls=SourceCommand)
@table_source
@click.argument("card")
@click.option("--json", "as_json", is_flag=True)
def story_cmd(source: Source, card: str, as_json: bool) -> None:
    """A card's story: everywhere one physical card went, across games and zones.

    CARD is a card's name ("Juzam Djinn"; "Plains#2" for the second Plains of the
    table) or its card id. A name with several copies tells each copy's story.
    """
    with clean_errors():
        r = source.reader()
        registry = r.cards()
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
        # The index knows the events that name each card: only those are read.
        moves = {c: [e.position for e in card_story(map(r.event, r.card_positions(c)), c)]
                 for c in ids}
        lines = r.lines_at({p for m in moves.values() for p in m})
        stories = [(c, [lines[p] for p in moves[c]]) for c in ids]
        if not any(story for _, story in stories):
            state = r.state_at(len(r))
            nothing_matched("; ".join(_unmoved(registry[c].name, c, state) for c in ids))
    if as_json:
        emit_json([{"card": c, "name": registry[c].name, "owner": registry[c].owner,
                    "events": [{"position": x.position, "game": x.game, "kind": x.kind,
                                "text": x.text, "rule": x.rule} for x in story]}
                   for c, story in stories])
        return
    for c, story in stories:
        console.print(f"[bold]{safe(registry[c].name)}[/] (card {c:d}, owned by "
                      f"{safe(registry[c].owner)}): {len(story):d} events", highlight=False)
        say = _line_printer()
        for x in story:
            say(x)


def _unmoved(name: str, card: int, state: TableState) -> str:
    """Where a card that no event moved is: a sideboard card stays outside the game."""
    record = state.cards[card]
    if card in state.sideboards.get(record.owner, []):
        return (f"no event moved {name} (card {card}): it is in {record.owner}'s sideboard, "
                "outside the game")
    return f"no event moved {name} (card {card})"


#: more bytes than an event takes in a report's page (they take about 120): a window
#: shorter than the limit over this can't outgrow it and is not estimated; any longer
#: one is (a million events at 40 bytes would pass a 64 MB limit, at 120 they don't)
_LARGEST_EVENT = 2000


@main.command(cls=SourceCommand)
@table_source
@click.option("-o", "--output", "out", default=None,
              help="The HTML file to write (default: the log's path, or the table's name, "
              "with .html).")
@click.option("--from", "start", type=int, default=1, show_default=True,
              help="The first event on the timeline.")
@click.option("--to", "stop", type=int, default=None,
              help="The last event on the timeline (default: the end).")
@click.option("--title", default=None,
              help="The page's title (default: the log's or table's name).")
@click.option("--max-mb", "max_mb", type=float, default=64, show_default=True,
              help="Refuse to write a page larger than this (a browser struggles with "
              "more); the refusal says how large it would be.")
@click.option("--json", "as_json", is_flag=True, help="Print what was written as JSON.")
def report(source: Source, out: str | None, start: int, stop: int | None, title: str | None,
           max_mb: float, as_json: bool) -> None:
    """Write one self-contained HTML page to read LOG in a browser.

    The page has the nested timeline of events on one side and the state of every
    game at the selected position on the other; click an event, or use the arrow
    keys, to move there. It needs no network: styles, script and data are inside.
    A long log makes a large page (about 120 bytes an event); --from and --to narrow the
    timeline, and a page over --max-mb is refused, saying how large it would be.
    """
    from shahrazad.projections.report import estimate, write_report

    with clean_errors():
        evs = source.reader()
        last = len(evs) if stop is None else stop
        if not 1 <= start <= last <= len(evs):
            fail(f"--from {start} --to {last} is not a range within 1..{len(evs)}")
        if (last - start + 1) * _LARGEST_EVENT > max_mb * 1e6:
            size = estimate(evs, start, last)
            if size > max_mb * 1e6:
                fail(f"this page would be about {size / 1e6:,.0f} MB ({last - start + 1:,} "
                     f"events): use --from/--to for a window (or raise --max-mb)")
        target = Path(out) if out else source.beside(".html")
        started = time.perf_counter()
        with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                      console=Console(stderr=True), transient=True,
                      disable=as_json or not sys.stderr.isatty()) as progress:
            task = progress.add_task("telling the events, then computing the states",
                                     total=2 * (last - start + 1))
            # Written as it is computed, into a file of its own renamed into place: a
            # long page is never held in memory, and never left half written (what a
            # killed writer left is removed: shahrazad.events.storage.leftovers).
            fd, temp = own_file(target, "tmp", 0o644)
            with os.fdopen(fd, "w", encoding="utf-8") as page:
                try:
                    write_report(
                        page, evs, title=title or source.label, first=start, last=last,
                        source=source.label,
                        progress=lambda done, total: progress.update(task, completed=done))
                    page.flush()
                    os.replace(temp, target)  # renamed while it is still locked
                except BaseException:
                    temp.unlink(missing_ok=True)
                    raise
    size = target.stat().st_size
    summary = {"report": str(target), "events": len(evs), "first": start, "last": last,
               "bytes": size,
               "seconds": round(time.perf_counter() - started, 2)}
    if as_json:
        emit_json(summary)
    else:
        console.print(f"Wrote {safe(target)} ({size / 1e6:.1f} MB; events {start:d}-"
                      f"{last:d} of {len(evs):d}). Open it in any browser; it works offline.")


@main.command(name="diff", cls=SourceCommand)
@table_source
@click.argument("first", type=int)
@click.argument("second", type=int)
@click.option("--json", "as_json", is_flag=True)
def diff_cmd(source: Source, first: int, second: int, as_json: bool) -> None:
    """What changed between positions N and M, game by game."""
    with clean_errors():
        r = source.reader()
        for p in (first, second):
            if not 0 <= p <= len(r):
                fail(f"position {p} is outside 0..{len(r)}")
        changes = diff(r.state_at(first), r.state_at(second))
    if as_json:
        emit_json([{"game": d.game, "status": d.status, "life": d.life,
                    "counters": d.counters, "zones": d.zones, "turn": d.turn}
                   for d in changes])
        return
    if not changes:
        console.print("No change.")
    for d in changes:
        console.print(f"[bold]game {safe(d.game)}[/]")
        if d.status:
            console.print(f"  status: {safe(d.status[0])} -> {safe(d.status[1])}")
        for pid, (a, b) in d.life.items():
            console.print(f"  {safe(pid)}: life {a:d} -> {b:d}")
        for pid, (ca, cb) in d.counters.items():
            console.print(f"  {safe(pid)}: counters {safe(counters_text(ca) or 'none')} -> "
                          f"{safe(counters_text(cb) or 'none')}", highlight=False)
        for owner, zones in d.zones.items():
            for zone, (came, went) in zones.items():
                moved = ([f"+ {', '.join(came)}"] if came else []) + (
                    [f"- {', '.join(went)}"] if went else [])
                console.print(visible(f"  {owner} {zone}: {'; '.join(moved)}"),
                              highlight=False, markup=False)

