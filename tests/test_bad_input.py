"""Bad input gets one clear line and exit code 2, never a traceback or a hang.

Decklists are bounded (:data:`shahrazad.decks.MAX_COPIES` a line, :data:`~shahrazad.decks.
MAX_CARDS` a deck, :data:`~shahrazad.decks.MAX_FILE_BYTES` a file, UTF-8 only), a seed
is at most :data:`shahrazad.cli.common.MAX_SEED` (refused above, never reduced), and a
file that is not a store is named as such. Hypothesis mutates decklists and log files
and feeds the reading commands through click's runner.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.decks import MAX_CARDS, MAX_COPIES, MAX_FILE_BYTES, DeckError, load_deck, parse_deck
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.storage.logfile import write_log
from shahrazad.events.storage.verdicts import BAD_INPUT, VERDICTS
from shahrazad.rerun import rerun
from shahrazad.table import Table

_DECK = "4 Plains\n2 Grizzly Bears\nSideboard\n1 Fog\n"


def _run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


#: the exit codes a command may end with: 0, 2 (bad input) and verify's verdicts
_CODES = {0, BAD_INPUT, *(verdict.code for verdict in VERDICTS)}


def _clean(result: Result) -> None:
    """Exit code 0, 2 or one of verify's verdicts, and no exception but the exit itself."""
    assert result.exit_code in _CODES, (result.exit_code, result.output)
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        repr(result.exception), result.output)
    assert "Traceback" not in result.output


def test_a_line_over_the_copies_limit_is_refused_at_once() -> None:
    """``99999999 Plains`` took minutes and gigabytes; now it is one line, at once."""
    with pytest.raises(DeckError, match=r"line 1: 99999999 copies is over the limit"):
        parse_deck("99999999 Plains")
    with pytest.raises(DeckError, match="over the limit"):
        parse_deck("9" * 5000 + " Plains")  # a number too long to even convert


def test_a_deck_over_the_card_limit_is_refused() -> None:
    text = f"{MAX_COPIES} Plains\n" * (MAX_CARDS // MAX_COPIES + 1)
    with pytest.raises(DeckError, match=f"more than {MAX_CARDS:,} cards"):
        parse_deck(text)
    assert len(parse_deck(f"{MAX_CARDS} Plains").main) == MAX_CARDS


def test_a_decklist_file_that_is_not_utf8_or_too_big(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"4 Plains\n\xff\xfe\n")
    with pytest.raises(DeckError, match=r"bad.txt: not UTF-8 text \(byte 10 is 0xff\)"):
        load_deck(bad)
    big = tmp_path / "big.txt"
    big.write_bytes(b"# " + b"x" * MAX_FILE_BYTES)
    with pytest.raises(DeckError, match="at most"):
        load_deck(big)


@settings(max_examples=150, deadline=None)
@given(st.data())
@example(data=None)  # the unchanged decklist
def test_mutated_decklists_parse_or_raise_a_deck_error(data: st.DataObject | None) -> None:
    """Any edit of a decklist (bytes replaced, inserted or deleted) gives a deck within
    the limits or a DeckError: no other exception, and no time spent on huge counts."""
    text = _DECK
    if data is not None:
        for _ in range(data.draw(st.integers(1, 4))):
            at = data.draw(st.integers(0, len(text)))
            cut = data.draw(st.integers(0, 3))
            text = text[:at] + data.draw(st.text(max_size=8)) + text[at + cut:]
    try:
        deck = parse_deck(text)
    except DeckError:
        return
    assert len(deck.main) <= MAX_CARDS and len(deck.sideboard) <= MAX_CARDS


@pytest.mark.parametrize("seed", [str(2**63), str(2**64), "9" * 30, "-1"])
def test_a_seed_beyond_63_bits_is_refused(seed: str, tmp_path: Path) -> None:
    """A seed over 64 bits ended in msgpack's OverflowError; now it is refused."""
    result = _run("play", "--seed", seed, "--log", str(tmp_path / "g.shlog"))
    _clean(result)
    assert result.exit_code == 2 and "--seed" in result.output


def test_play_refuses_a_deck_file_that_is_not_text(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_bytes(b"\xff\xfe4 Plains\n")
    result = _run("play", "--deck", str(deck), "--log", str(tmp_path / "g.shlog"))
    _clean(result)
    assert result.exit_code == 2 and "not UTF-8" in result.output


def test_play_db_on_a_file_that_is_not_a_store(tmp_path: Path) -> None:
    db = tmp_path / "x.db"
    db.write_text("hello, not a database\n")
    result = _run("play", "--db", str(db), "--log", str(tmp_path / "g.shlog"))
    _clean(result)
    assert result.exit_code == 2 and "not a Shahrazad store" in result.output


@pytest.fixture(scope="module")
def good_log(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    folder = tmp_path_factory.mktemp("log")
    deck = folder / "deck.txt"
    deck.write_text("8 Plains\n2 Grizzly Bears\n")
    log = folder / "g.shlog"
    result = _run("play", "--deck", str(deck), "--log", str(log), "--seed", "5", "--db",
                  str(folder / "s.sqlite"))
    assert result.exit_code == 0, result.output
    return log.read_bytes()


_READERS = [["audit"], ["tree"], ["replay"], ["verify"], ["diff", "1", "9"],
            ["explain", "7"], ["story", "Plains"]]


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(command=st.sampled_from(_READERS), edits=st.lists(
    st.tuples(st.floats(0, 1), st.binary(max_size=6), st.integers(0, 6)), max_size=3))
def test_every_reading_command_on_mutated_logs_exits_cleanly(
        good_log: bytes, tmp_path: Path, command: list[str],
        edits: list[tuple[float, bytes, int]]) -> None:
    """A log with bytes replaced, inserted or cut, read by every reading command: exit
    code 0, 1 or 2 and no traceback."""
    data = good_log
    for where, new, cut in edits:
        at = int(where * len(data))
        data = data[:at] + new + data[at + cut:]
    path = tmp_path / "mutated.shlog"
    path.write_bytes(data)
    _clean(_run(command[0], str(path), *command[1:]))


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(args=st.lists(st.sampled_from(
    ["play", "audit", "tree", "replay", "verify", "diff", "explain", "story", "report",
     "tables", "export", "import", "--seed", "--at", "--json", "--table", "--db",
     "--players", "--deck", "--rerun", "-1", "0", "7", str(2**70), "x", "[/]", "\x1b[2J",
     "", "nowhere.shlog"]), max_size=6))
def test_any_arguments_give_exit_code_0_1_or_2(
        args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Words and values drawn at random as a command line: never a traceback. (Run in a
    folder of its own: a drawn ``play`` writes its log there.)"""
    monkeypatch.chdir(tmp_path)
    _clean(_run(*args))


# -- scenario files ----------------------------------------------------------------------

_TWO = 'players = ["A", "B"]\n'


@pytest.mark.parametrize(("content", "says"), [
    (_TWO + 'seed = "x"\n', "seed: expected a whole number from 0 to"),
    (_TWO + "seed = -1\n", "seed: expected a whole number from 0 to"),
    (_TWO + "seed = true\n", "seed: expected a whole number from 0 to"),
    (_TWO + "turn = []\n", "turn: expected a whole number"),
    (_TWO + "[A]\ncounters = 5\n", "A.counters: expected a table"),
    ("a = " + "[" * 2000 + "]" * 2000 + "\n", "nested too deep"),
    (b'players = ["A", "\xff"]\n', "is not UTF-8 text: byte 17 (0xff)"),
    (_TWO + "[A]\nhand = [" + ", ".join(['"Plains"'] * 100_000) + "]\n",
     "A.hand: holds 100,000 entries; at most 1,000"),
    (_TWO + "[decks]\nA = [" + ", ".join(['"Plains"'] * 5_000) + ']\nB = ["Island"]\n',
     "decks.A: expected a list of at most 1,000 card names"),
    # numbers a log can't hold: they reached msgpack's OverflowError, or a message that
    # can't write out a number of more than 4,300 digits (a ValueError in script.py)
    (_TWO + "[A]\nlife = 0x" + "f" * 4000 + "\n", "A.life: a number of 16,000 bits"),
    (_TWO + "[A]\ncounters = { poison = 18446744073709551616 }\n",
     "A.counters.poison: a number of 65 bits"),
    (_TWO + '[[decisions]]\nplayer = "A"\nraw = ["cast", 0x' + "f" * 4000 + "]\n",
     "decisions[1].raw[1]: a number of 16,000 bits"),
    (_TWO + '[[decisions]]\nplayer = "A"\npass = true\nturn = 0x' + "f" * 4000 + "\n",
     "decisions[1].turn: a number of 16,000 bits"),
    (_TWO + "turn = " + "9" * 5000 + "\n", "case.toml: not valid TOML here: a number of "
     "more than 4,300 digits"),
])
def test_a_scenario_file_of_the_wrong_shape_is_one_line(content: str | bytes, says: str,
                                                        tmp_path: Path) -> None:
    """Values of the wrong type, TOML nested thousands deep, bytes that are not UTF-8, a
    hand of 10^5 cards: each is refused in one line naming the file or key (exit 2), at
    once, never a traceback or a hang, and nothing is written."""
    path = tmp_path / "case.toml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    for command in (["run", str(path), "--log", str(tmp_path / "x.shlog"),
                     "--db", str(tmp_path / "x.sqlite")], ["check", str(path)]):
        result = CliRunner().invoke(main, command)
        assert result.exit_code == 2, result.output
        assert says in result.output and "Traceback" not in result.output
        assert result.output.count("\n") == 1, result.output
    assert not (tmp_path / "x.shlog").exists()


# -- garbled decisions in a log (verify --rerun) -------------------------------------------

_BOLTS = ["Mountain"] * 12 + ["Lightning Bolt"] * 8


@pytest.fixture(scope="module")
def bolt_table() -> Table:
    """A played table whose log holds casts with targets and payments."""
    table = Table.new(["A", "B"], [_BOLTS, _BOLTS], seed=2)
    table.play({"A": RandomAgent(1), "B": RandomAgent(2)})
    return table


def _garbled(table: Table, kind: str, garble: Callable[[tuple[Any, ...]], tuple[Any, ...]]
             ) -> tuple[list[Event], int]:
    events = list(table.events)
    at = next(i for i, e in enumerate(events)
              if isinstance(e, v.Decided) and e.decision[0] == kind)
    decided = events[at]
    assert isinstance(decided, v.Decided)
    events[at] = dataclasses.replace(decided, decision=garble(decided.decision))
    return events, at + 1


@pytest.mark.parametrize(("kind", "garble", "says"), [
    ("cast", lambda d: (*d[:3], "x", *d[4:]), "x is 'x', not a whole number"),
    ("cast", lambda d: (*d[:4], d[4][0], *d[5:]), "payment is"),
    ("cast", lambda d: (*d[:4], ((d[4][0][0], 0, 5),), *d[5:]), "payment is"),
    ("cast", lambda d: (d[0], d[1], "B", *d[3:]), "targets is 'B'"),
    ("cast", lambda d: (*d[:5], True), "face is True, not a whole number"),
    ("cast", lambda d: (d[0], 2**64 - 1), "card is 18446744073709551615"),
    ("cast", lambda d: (*d, 0, 0), "cast takes at most 5 values, not 7"),
    ("pass", lambda d: ("pass", 5), "pass takes no values, not 5"),
    ("play", lambda d: ("play", [d[1]]), "card is (")])
def test_verify_rerun_of_a_garbled_decision_says_which_value_is_wrong(
        bolt_table: Table, tmp_path: Path, kind: str,
        garble: Callable[[tuple[Any, ...]], tuple[Any, ...]], says: str) -> None:
    """A hand-edited decision whose values are of the wrong kind (a text where a number
    goes, a payment that is not a list of payments, True for a number, a number past 64
    bits, values too many) ended in a TypeError deep in the rules (priority, decide);
    now the re-run refuses it at its position, naming the value (exit 1)."""
    events, position = _garbled(bolt_table, kind, garble)
    log = tmp_path / "garbled.shlog"
    write_log(log, events)
    result = _run("verify", str(log), "--rerun")
    _clean(result)
    assert result.exit_code == 1
    assert (f"FAILED at event {position}: the recorded decision is refused: bad decision"
            in result.output and says in result.output), result.output
    _clean(_run("audit", str(log)))  # and the audit tells it as an unknown decision


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from(["cast", "pass", "play", "mana"]), values=st.lists(
    st.recursive(st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.text(max_size=3),
                 lambda inner: st.lists(inner, max_size=3).map(tuple), max_leaves=6),
    max_size=6))
def test_any_decision_values_are_refused_or_taken_never_a_crash(
        bolt_table: Table, kind: str, values: list[Any]) -> None:
    """Values drawn at random in place of a recorded decision's: the re-run refuses the
    decision or takes it (and then finds the events differ there), never a crash."""
    events, position = _garbled(bolt_table, kind, lambda d: (d[0], *values))
    report = rerun(events)
    assert report.ok or report.first_difference == position, report
