"""Bad input gets one clear line and exit code 2, never a traceback or a hang.

Decklists are bounded (:data:`engine.decks.MAX_COPIES` a line, :data:`~engine.decks.
MAX_CARDS` a deck, :data:`~engine.decks.MAX_FILE_BYTES` a file, UTF-8 only), a seed
is at most :data:`engine.cli.common.MAX_SEED` (refused above, never reduced), and a
file that is not a store is named as such. Hypothesis mutates decklists and log files
and feeds the reading commands through click's runner.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.cli import main
from engine.decks import MAX_CARDS, MAX_COPIES, MAX_FILE_BYTES, DeckError, load_deck, parse_deck
from events.verdicts import BAD_INPUT, VERDICTS

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
    result = _run("play", "--deck", str(deck), "--log", str(log), "--seed", "5")
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
