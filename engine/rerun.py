"""Re-running a recorded table: does the engine still make the very same events?

:func:`rerun` rebuilds the table from its first event (the header: players,
decks, seed, edition, options), feeds it the recorded decisions one by one,
and compares every event the engine produces with the recorded one, byte for
byte. A forged or hand-edited log, or an engine that changed its rulings since
the log was recorded, is reported at the first differing position.

A table that started from decks re-derives its whole setup from its header (the
seed's shuffles and starting player, the random outcomes it stated ahead), so a
setup rewritten by hand is found. A table that did not start from decks (a scenario
position, which places cards by events) is re-run from the end of its setup: the
events before its first decision are taken as recorded.

The re-run takes time in proportion to the log's length: each event the engine
makes is compared once, with the recorded event at its position, as it is made
(:func:`compare`); ``progress`` is told how far it has got.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.cards import catalog
from engine.decisions import decode
from engine.table import Table
from engine.txn import IllegalDecision
from events import encode
from events import vocabulary as v
from events.base import Event

__all__ = ["RerunReport", "compare", "rerun"]

#: ``progress(done, total)``: events re-made and checked so far, of the log's total.
Progress = Callable[[int, int], None]


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


def _setup(events: Sequence[Event]) -> tuple[Table, int]:
    """The table before the first decision, and the position where decisions begin."""
    first = next((e.position for e in events if isinstance(e, v.Decided)), len(events) + 1)
    opened = events[0]
    if not isinstance(opened, v.TableOpened):
        raise ValueError("the log does not begin with the table's header (TableOpened)")
    setup = events[: first - 1]
    starter = next((e for e in setup if isinstance(e, v.StartingPlayerChosen)
                    and e.game == "1"), None)
    options = dict(opened.options)
    # A table from decks re-derives its whole setup from the header: the seed's shuffles
    # and starting player, and the outcomes it states (re-emitted, then used as the
    # table used them). Nothing recorded is trusted: a setup rewritten by hand (a
    # stacked library, a starting player marked as stated) differs from what is made.
    if starter is not None and any(opened.decks) and \
            not any(e.KIND == "card_placed" for e in setup):
        stated = [e.payload() for e in setup if isinstance(e, v.OutcomeStated)]
        table = Table.new(list(opened.players), [list(d) for d in opened.decks],
                          seed=opened.seed, edition=opened.edition,
                          sideboards=[list(s) for s in opened.sideboards],
                          options={k: val for k, val in options.items()
                                   if k != "stacked_decks"},
                          starting_player=starter.player if starter.method == "given" else None,
                          stacked=options.get("stacked_decks") == "yes", stated=stated,
                          cards=catalog.from_data(opened.custom_cards).custom)
        return table, first
    return Table(setup), first


def rerun(events: Sequence[Event], progress: Progress | None = None) -> RerunReport:
    """Re-play the recorded decisions through the engine and compare, event by event."""
    if not events:
        return RerunReport(False, 0, 0, 1, "the log has no events")
    try:
        table, first = _setup(events)
    except (ValueError, KeyError) as exc:  # a CustomCardError is a ValueError
        return RerunReport(False, len(events), 0, 1, f"can't rebuild the table: {exc}")
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
            made = table.push(decode(recorded.decision), recorded.player)
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
