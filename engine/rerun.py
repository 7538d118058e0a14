"""Re-running a recorded table: does the engine still make the very same events?

:func:`rerun` rebuilds the table from its first event (the header: players,
decks, seed, edition, options), feeds it the recorded decisions one by one,
and compares every event the engine produces with the recorded one, byte for
byte. A forged or hand-edited log, or an engine that changed its rulings since
the log was recorded, is reported at the first differing position.

Nothing the log's inputs determine is taken as recorded: the setup (every event
before the first decision) is made again, as the table made it, and compared like
the rest (:class:`SetupCheck` says how, and the report carries it):

* a table from **decks** (``Table.new``) is opened again from its header (players,
  decks, sideboards, seed, edition, options: the variant, Two-Headed Giant's teams,
  stacked decks) and the inputs its setup states: the random outcomes stated ahead
  (``OutcomeStated``), the variant's pieces (``VariantCardsAdded``: commanders,
  vanguards, planar and scheme decks), the starting life and a starting player that
  was given. Each of those events is made again from what it states and compared,
  and so is everything made from them: the shuffles, who starts, the command zone,
  the opening hands;
* a table from a scenario's **position** records the position in its header, as data,
  with its SHA-256 (:mod:`shahrazad.scenario.recorded`): the re-run checks the hash,
  reads the data back through the scenario file's own checks and builds the setup
  from it with the code the scenario used (:func:`~shahrazad.scenario.setup.build_table`);
* a position table whose log was written before headers recorded positions has
  nothing to build its setup from: that setup is **taken as recorded** (its hash
  chain and a signature vouch for it, not the engine), and the report says so. Only a
  log that can be that old: the event versions it stores (``versions``) must all be
  ones a Shahrazad wrote before it recorded positions (:mod:`shahrazad.events.storage.eras`); a log
  that is younger and records no position lost it, and is refused at its header.

The re-run takes time in proportion to the log's length: each event the engine
makes is compared once, with the recorded event at its position, as it is made
(:func:`compare`); ``progress`` is told how far it has got.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shahrazad.cards import catalog
from shahrazad.decisions import ANY, Decision, decode, entry
from shahrazad.events import encode
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.errors import ShahrazadError
from shahrazad.events.storage.eras import newer_than_positions
from shahrazad.rules import variants
from shahrazad.scenario.recorded import SOURCE, position_sha256, scenario_of
from shahrazad.scenario.setup import build_table
from shahrazad.settings import TableSettings
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

__all__ = ["RerunReport", "SetupCheck", "compare", "rerun"]

#: ``progress(done, total)``: events re-made and checked so far, of the log's total.
Progress = Callable[[int, int], None]

#: How a re-run came by the setup: made again from the decks, built again from the
#: recorded position, or taken as recorded.
DECKS, POSITION, RECORDED = "decks", "position", "recorded"


@dataclass(frozen=True, slots=True)
class SetupCheck:
    """How a re-run came by the table's setup, the events before its first decision.

    ``how`` is ``decks``, ``position`` (both made again and compared) or ``recorded``
    (taken as the log has it); ``rederived`` says in words what was made again and
    from what, ``taken`` what was taken as recorded and why (``""`` for nothing).
    """

    how: str
    events: int
    rederived: str
    taken: str = ""
    #: a position table's: the SHA-256 of its recorded position (checked)
    position_sha256: str = ""

    def as_dict(self) -> dict[str, Any]:
        """The check as plain data (``verify --rerun --json``'s ``setup``)."""
        return {"how": self.how, "events": self.events, "rederived": self.rederived,
                "taken_as_recorded": self.taken or None,
                "position_sha256": self.position_sha256 or None}


@dataclass(frozen=True, slots=True)
class RerunReport:
    """The outcome of a re-run: ``ok``, or the first position where it differs."""

    ok: bool
    events: int
    decisions: int
    first_difference: int | None = None
    problem: str | None = None
    recorded: Event | None = None
    produced: Event | None = None
    #: how the setup was come by (``None`` if the log has no header to start from)
    setup: SetupCheck | None = None

    @property
    def taken(self) -> str:
        """What the re-run took as recorded instead of making it again, in words (``""``
        if nothing): a passing re-run that took something vouches only for the rest."""
        return self.setup.taken if self.setup is not None else ""

    @property
    def differs(self) -> str:
        """What differs at the first difference, in words: the kinds of the recorded and
        the produced event, and the fields whose values differ ("" if nothing to say)."""
        mine, theirs = self.produced, self.recorded
        if mine is None or theirs is None:
            return ""
        if mine.KIND != theirs.KIND:
            return f"the log has {theirs.KIND}, the engine makes {mine.KIND}"
        fields = [f for f in ("game", "rule", "cause", *theirs.FIELDS)
                  if getattr(mine, f) != getattr(theirs, f)]
        return f"{theirs.KIND} differs in {', '.join(fields) or 'its encoding'}"


class _Unbuilt(ShahrazadError):
    """The setup can't be made again: ``problem`` says why, ``event`` is where."""

    def __init__(self, problem: str, event: Event, setup: SetupCheck) -> None:
        super().__init__(problem)
        self.problem, self.event, self.setup = problem, event, setup


def _setup(events: Sequence[Event], versions: Mapping[str, int]
           ) -> tuple[Table, int, SetupCheck]:
    """The table before the first decision, the position where decisions begin, and how
    the setup was come by (``versions``: the event versions the log stores)."""
    first = next((e.position for e in events if isinstance(e, v.Decided)), len(events) + 1)
    opened = events[0]
    if not isinstance(opened, v.TableOpened):
        raise ValueError("the log does not begin with the table's header (TableOpened)")
    setup = events[: first - 1]
    span = f"events 1-{len(setup)}" if len(setup) > 1 else "event 1"
    options = dict(opened.options)
    stated = [e.payload() for e in setup if isinstance(e, v.OutcomeStated)]
    if opened.scenario_position is not None:
        return _position_table(opened, stated, span, len(setup)), first, SetupCheck(
            POSITION, len(setup), f"the setup ({span}), built again from the position "
            "its header records (its SHA-256 checked), the random outcomes stated ahead "
            "and the header's players, seed, edition, options and cards",
            position_sha256=opened.scenario_sha256)
    if SOURCE in options or any(isinstance(e, v.CardPlaced | v.TokenPlaced) for e in setup):
        younger = newer_than_positions(versions)
        if younger is not None:
            raise _Unbuilt(
                f"the setup ({span}) is a position's, and the header records no position, "
                f"yet the log is younger than positions recorded in headers ({younger}): "
                "a position was taken out of it, and its setup can't be taken as recorded",
                opened, SetupCheck(RECORDED, len(setup), "nothing: the setup can't be "
                                   "built, and can't be taken as recorded"))
        taken = (f"the setup ({span}): the log was written before a scenario's position "
                 "was recorded in its header, so there is nothing to build it again from; "
                 "only the hash chain (and a signature) vouch for it")
        return Table(setup), first, SetupCheck(
            RECORDED, len(setup), "the decisions' events; not the setup", taken)
    return _deck_table(opened, setup, stated), first, SetupCheck(
        DECKS, len(setup), f"the setup ({span}), made again from the header's players, "
        "decks, sideboards, seed, edition, options and cards, and the inputs the setup "
        "states: random outcomes stated ahead, the variant's pieces, the starting life, "
        "a starting player given")


def _position_table(opened: v.TableOpened, stated: Sequence[Mapping[str, Any]], span: str,
                    count: int) -> Table:
    """A position table's setup, built again from the position its header records."""
    check = SetupCheck(POSITION, count, f"nothing: the setup ({span}) can't be built",
                       position_sha256=opened.scenario_sha256)
    data = opened.scenario_position
    assert data is not None
    found = position_sha256(data)
    if found != opened.scenario_sha256:
        raise _Unbuilt(f"the position recorded in the header hashes to SHA-256 "
                       f"{found[:16]}..., not the {opened.scenario_sha256[:16]}... it "
                       "records: the position or its hash was changed", opened, check)
    try:
        return build_table(scenario_of(opened, stated))
    except (ValueError, KeyError) as exc:  # a ScenarioError, an unknown card
        said = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        raise _Unbuilt(f"can't build the setup from the position recorded in the header: "
                       f"{said}", opened, check) from None


def _deck_table(opened: v.TableOpened, setup: Sequence[Event],
                stated: Sequence[Mapping[str, Any]]) -> Table:
    """A table from decks, opened again with what its header and its setup state."""
    options = dict(opened.options)
    starter = next((e for e in setup if isinstance(e, v.StartingPlayerChosen)
                    and e.game == "1"), None)
    started = next((e for e in setup if isinstance(e, v.GameStarted) and e.game == "1"),
                   None)
    pieces: dict[str, dict[str, tuple[str, ...]]] = {role: {} for role in variants.ROLES}
    for e in setup:
        if isinstance(e, v.VariantCardsAdded):
            pieces.setdefault(e.role, {})[e.player] = e.names
    # A commander or a vanguard is one card: its first is given, so a piece of more
    # (a forgery) is made again as one card, and differs where it was recorded.
    one = {role: {p: names[0] if names else "" for p, names in pieces[role].items()}
           for role in ("commander", "vanguard")}
    return Table.from_settings(TableSettings(
        list(opened.players), [list(d) for d in opened.decks],
        seed=opened.seed, edition=opened.edition,
        sideboards=[list(s) for s in opened.sideboards],
        options={k: val for k, val in options.items() if k != "stacked_decks"},
        starting_player=starter.player if starter is not None
        and starter.method == "given" else None,
        starting_life=started.starting_life if started is not None else None,
        stacked=options.get("stacked_decks") == "yes", stated=stated,
        commanders=one["commander"] or None, vanguards=one["vanguard"] or None,
        planar_decks=pieces["plane"] or None,
        scheme_decks=pieces["scheme"] or None,
        cards=catalog.from_data(opened.custom_cards).custom))


def rerun(events: Sequence[Event], progress: Progress | None = None, *,
          versions: Mapping[str, int] | None = None) -> RerunReport:
    """Re-play the recorded decisions through the engine and compare, event by event.

    ``versions``: the newest schema version of each kind of event as the log stores
    them (:func:`shahrazad.events.storage.eras.versions_of`); by default, as this Shahrazad writes
    them (events made now, not read from an old log)."""
    if not events:
        return RerunReport(False, 0, 0, 1, "the log has no events")
    if versions is None:
        versions = {}
        for e in events:
            versions[e.KIND] = e.VERSION
    try:
        table, first, how = _setup(events, versions)
    except _Unbuilt as exc:
        return RerunReport(False, len(events), 0, exc.event.position, exc.problem,
                           setup=exc.setup)
    except (ValueError, KeyError) as exc:  # a CustomCardError is a ValueError
        return RerunReport(False, len(events), 0, 1, f"can't rebuild the table: {exc}")
    report = _checked(events, table, first, how, progress)
    return report if report.setup is not None else dataclasses.replace(report, setup=how)


def _checked(events: Sequence[Event], table: Table, first: int, how: SetupCheck,
             progress: Progress | None) -> RerunReport:
    """The setup compared, then the decisions re-played and compared."""
    setup = table.events
    if len(setup) < first - 1:  # the engine's setup stops short of the first decision
        missing = events[len(setup)]
        bad = compare(events, setup, 1, 0)
        return bad or RerunReport(False, len(events), 0, missing.position,
                                  "the log holds an event the engine does not produce",
                                  missing, None)
    bad = compare(events, setup, 1, 0)
    if bad is not None:
        return bad
    decisions = 0
    position = len(setup) + 1
    while position <= len(events):
        recorded = events[position - 1]
        if not isinstance(recorded, v.Decided):
            return RerunReport(False, len(events), decisions, position,
                               "the engine waits for a decision here, the log has "
                               f"{recorded.KIND}", recorded, None)
        try:
            decision = decode(recorded.decision)
            made = table.push(decision, _decider(table, recorded.player, decision))
        except (IllegalDecision, ValueError) as exc:
            return RerunReport(False, len(events), decisions, position,
                               f"the recorded decision is refused: {exc}", recorded, None)
        decisions += 1
        bad = compare(events, made, position, decisions)
        if bad is not None:
            return bad
        position += len(made)
        if progress is not None:
            progress(position - 1, len(events))
    return RerunReport(True, len(events), decisions)


def compare(recorded: Sequence[Event], made: Sequence[Event], at: int,
            decisions: int) -> RerunReport | None:
    """Compare the events the engine just ``made`` with the ``recorded`` ones from position
    ``at`` on, byte for byte, each once: the report of the first that differs (or that
    the log ends before), else ``None``. ``decisions`` is how many have been re-played.

    Every check of a re-run goes through here, the setup's as the decisions' (the
    place to add a check that covers every event).
    """
    total = len(recorded)
    for position, mine in enumerate(made, start=at):
        if position > total:
            return RerunReport(False, total, decisions, mine.position,
                               "the log ends before the engine's events do", None, mine)
        theirs = recorded[position - 1]
        if mine is not theirs and encode(mine) != encode(theirs):
            return RerunReport(False, total, decisions, theirs.position,
                               "the engine produces a different event here", theirs, mine)
    return None


def _decider(table: Table, player: str, decision: Decision) -> str:
    """-- batch W-CMD --: who gives a recorded decision of ``player``: the player who
    controlled them then (722.4; ``Decided`` records the controlled player, whose decision
    it is), or ``player``; a concession is always the player's own."""
    waiting = table.pending()
    if waiting is not None and waiting.player == player and waiting.by \
            and entry(decision).asks != ANY:
        return waiting.by
    return player
