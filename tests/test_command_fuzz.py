"""A generated-input fuzz of every command: no traceback, no hang, a documented exit code.

Hypothesis writes command lines for every ``shahrazad`` command, read from the commands
themselves (every argument and option each one has, so a command or an option added
later is fuzzed too), with values drawn from what a user might type: numbers around
every limit (0, -1, 2^63, 10^30, nan), markup and escapes, and files of every kind:
good, running, signed and damaged logs (bytes edited, or a decision garbled under a
valid hash chain), decklists edited byte by byte, scenario files mutated key by key
from the shipped ones and from files with ``[[expect]]``, ``[[random]]``, standing
orders, positions and cards of their own, stores with tables, key files, folders,
files that are not what their name says.

Each command line runs as a user runs it, in a process of its own, in a folder of its
own holding copies of those files (``tests/command_server.py`` forks it from a server
that imported the engine once). It must finish within a generous bound (a harness
safety, not a timing: overrunning it is a hang), with no traceback and no exception
escaping, and with one of the documented exit codes: 0, 1, 2, and those ``verify``
documents.

The long profile (``-m slow``) runs a few hundred of each; the default run a smoke
test of every command's help and its most common mistakes.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import json
import math
import shutil
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner
from command_server import CommandServer, Outcome
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

from shahrazad.cli import main
from shahrazad.cli.common import COMMANDS
from shahrazad.events import vocabulary as v
from shahrazad.events.storage.logfile import read_log, write_log
from shahrazad.events.storage.logwriter import LogWriter

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "engine" / "scenarios").glob("*.toml"))
#: the bound on one command (a harness safety: a command past it has hung)
BOUND = 300.0


def _documented_exit_codes() -> frozenset[int]:
    """0 (done), 1 (a check failed), 2 (bad input), and every code verify documents."""
    codes = {0, 1, 2}
    try:
        verdicts: Any = importlib.import_module("shahrazad.events.storage.verdicts")
        codes |= {verdict.code for verdict in verdicts.VERDICTS}
    except ImportError:  # before verify's verdicts: 0, 1 and 2 are all it gives
        pass
    return frozenset(codes)


EXIT_CODES = _documented_exit_codes()


def assert_clean(outcome: Outcome) -> None:
    """No hang, no exception escaped, no traceback, a documented exit code."""
    assert not outcome.hung, "hung: " + outcome.describe()
    assert not outcome.crashed, "an exception escaped: " + outcome.describe()
    assert "Traceback" not in outcome.text, outcome.describe()
    assert outcome.code in EXIT_CODES, outcome.describe()


def _commands() -> dict[str, click.Command]:
    for module in sorted(set(COMMANDS.values())):
        importlib.import_module(module)
    assert isinstance(main, click.Group)
    return dict(sorted(main.commands.items()))


# -- the files a command line may name ----------------------------------------------------

DECK = "6 Mountain\n4 Plains\n3 Lightning Bolt\n1 Shahrazad\n2 Grizzly Bears\n" \
       "Sideboard\n1 Juzam Djinn\n"

#: scenario files beside the shipped ones: decks, random outcomes, standing orders,
#: expectations, a card of the file's own
EXTRA_SCENARIOS = {
    "decks.toml": '''
players = ["A", "B"]
seed = 4
[decks]
A = ["Mountain", "Mountain", "Mountain", "Lightning Bolt", "Shahrazad", "Plains", "Plains"]
B = ["Island", "Island", "Island", "Counterspell", "Plains", "Plains", "Plains"]
[[random]]
what = "starting_player"
result = "B"
[[random]]
what = "shuffle"
player = "A"
top = ["Lightning Bolt", "Mountain"]
[[decisions]]
player = "A"
keep = true
[[expect]]
at = "end"
winners = ["A"]
''',
    "random.toml": '''
players = ["A", "B"]
step = "main1"
[A]
hand = ["Lightning Bolt", "Shahrazad", "Mind Twist"]
battlefield = ["Mountain", "Plains", "Plains", "Swamp", "Swamp"]
library = ["Plains", "Plains", "Plains"]
[B]
hand = ["Counterspell", "Serra Angel", "Island"]
library = ["Island", "Island", "Island"]
[[random]]
what = "discard"
player = "B"
result = ["Serra Angel"]
[[random]]
what = "coin"
result = "heads"
[[random]]
what = "die"
result = 4
[[random]]
what = "chooser"
game = "1.1"
result = "B"
[[decisions]]
player = "A"
do = "cast Mind Twist X=1 targeting B paying Swamp, Swamp"
[[expect]]
at = "end"
life = { B = 20 }
''',
    "orders.toml": '''
players = ["A", "B"]
step = "main1"
[A]
hand = ["Lightning Bolt", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain", "Grizzly Bears"]
[B]
battlefield = ["Serra Angel"]
life = 5
[policies]
A = ["cast Lightning Bolt targeting B as soon as legal", "attack with every creature"]
B = ["block Grizzly Bears with Serra Angel", "pass"]
[run]
until = "game_over"
max_fallback = 300
[[expect]]
at = "game_ended 1"
winners = ["A"]
''',
    "cards.toml": '''
players = ["A", "B"]
step = "main1"
[cards."Library Sentinel"]
cost = "{2}"
types = ["Artifact"]
text = "Whenever one or more cards leave your library, you gain 1 life."
[[cards."Library Sentinel".triggers]]
when = "cards_leave_your_library"
effects = [{ effect = "gain_life", amount = 1 }]
[A]
hand = ["Library Sentinel"]
battlefield = ["Plains", "Plains"]
[[decisions]]
player = "A"
cast = "Library Sentinel"
''',
}


def _corpus() -> list[dict[str, Any]]:
    """The scenario files the mutations start from, as data."""
    texts = [p.read_text(encoding="utf-8") for p in SCENARIOS] + list(EXTRA_SCENARIOS.values())
    return [tomllib.loads(text) for text in texts]


CORPUS = _corpus()


def _keys(value: Any, found: set[str]) -> set[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            found.add(key)
            _keys(item, found)
    elif isinstance(value, list):
        for item in value:
            _keys(item, found)
    return found


#: every key the corpus uses, anywhere: what a mutation may add
KEYS = sorted(_keys(CORPUS, set()))


def _seen(value: Any, found: dict[str, list[Any]]) -> dict[str, list[Any]]:
    if isinstance(value, dict):
        for key, item in value.items():
            found.setdefault(key, []).append(item)
            _seen(item, found)
    elif isinstance(value, list):
        for item in value:
            _seen(item, found)
    return found


#: every value the corpus gives each key: a mutation that swaps in one of these keeps
#: the file plausible (another hand, another step), so it gets past the file's checks
#: and plays
SEEN = {key: values for key, values in _seen(CORPUS, {}).items()}


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder every example copies: a store with a table from decks (t1) and one
    from a position (t2), their logs, a running log, a signed one, keys, a decklist, a
    folder, files that are not what they seem."""
    folder = tmp_path_factory.mktemp("base")
    (folder / "deck.txt").write_text(DECK, encoding="utf-8")
    runner = CliRunner()

    def ok(*args: str) -> None:
        result = runner.invoke(main, list(args), catch_exceptions=False)
        assert result.exit_code == 0, result.output

    ok("play", "--deck", str(folder / "deck.txt"), "--seed", "5", "--log",
       str(folder / "game.shlog"), "--db", str(folder / "store.sqlite"), "--name", "t1")
    ok("run", str(ROOT / "engine" / "scenarios" / "bolt.toml"), "--log",
       str(folder / "bolt.shlog"), "--db", str(folder / "store.sqlite"), "--name", "t2")
    ok("keygen", "-o", str(folder / "key"))
    shutil.copy(folder / "game.shlog", folder / "signed.shlog")
    ok("sign", str(folder / "signed.shlog"), "--key", str(folder / "key"))
    events = read_log(folder / "game.shlog").events
    cut = next(i for i, e in enumerate(events) if i > len(events) // 2
               and isinstance(e, v.Decided))
    writer = LogWriter(folder / "running.shlog", events[:cut])
    writer.abandon()  # a running log: no trailer, as a killed play leaves it
    (folder / "empty.shlog").write_bytes(b"")
    (folder / "notalog.shlog").write_text("a decklist, not a log\n4 Plains\n")
    (folder / "notastore.sqlite").write_text("not a database\n")
    (folder / "folder").mkdir()
    for name, text in EXTRA_SCENARIOS.items():
        (folder / name).write_text(text, encoding="utf-8")
    for path in SCENARIOS:
        shutil.copy(path, folder / path.name)
    for leftover in folder.glob("*.idx"):
        leftover.unlink()
    return folder


@pytest.fixture(scope="module")
def server() -> Iterator[CommandServer]:
    running = CommandServer()
    yield running
    running.close()


# -- values -------------------------------------------------------------------------------
#
# Each kind of value is two lists: what a user means to type (drawn two times in three,
# so that most command lines get past their options and do their work) and the mistakes.

NUMBERS = (["1", "2", "5", "7", "40", "90"],
           ["-1", "0", "3", "4096", "99999", str(2**31), str(2**63 - 1), str(2**63),
            str(2**64), str(10**30), "x", "", "1.5", "nan", "-0", "0x10", " 3"])
FLOATS = (["0.5", "1", "64"], ["0", "0.001", "-1", "nan", "inf", "-inf", "1e308", "1e-300",
                               "x", ""])
TEXTS = (["x", "A", "B", "1", "1.1", "727", "Plains", "Shahrazad"],
         ["", "[/]", "[bold]A[/bold]", "\x1b[2J", "\u202eA", "a\nb", "1.1.1", "9.9",
          "727.4a", "999.9", "Plains#2", "Lightning Bolt", "B:Serra Angel", "Nonesuch",
          "x" * 5000, "t1", "ante=on", "variant=2hg", "teams=A+B/C+D",
          "a1_departed_cards=outside", "=", "KEY=", "1000ms", "0ms", "-5ms", "end", "often",
          "tcp://127.0.0.1:9", "-h", "--", "--json"])
LOGS = (["game.shlog", "running.shlog", "signed.shlog", "mutated.shlog", "garbled.shlog",
         "bolt.shlog"],
        ["empty.shlog", "notalog.shlog", "nowhere.shlog", "folder", "folder/", "[/].shlog",
         "store.sqlite", "deck.txt"])
WRITTEN = (["out.shlog", "out.html", "new/deep/x.shlog"],
           ["folder", "folder/", ".", "game.shlog", "notalog.shlog/x.shlog", "store.sqlite",
            "[/]\x1b.shlog", "", "/dev/null", "running.shlog"])
DBS = (["store.sqlite", "new.sqlite"],
       ["notastore.sqlite", "folder", "game.shlog", "", "nowhere/x.sqlite"])
PRIVATE = (["key"], ["key.pub", "notalog.shlog", "nowhere.key", "folder", "game.shlog"])
PUBLIC = (["key.pub"], ["key", "notalog.shlog", "nowhere.key", "folder", "game.shlog"])
SCENARIO_FILES = (["scenario.toml", "decks.toml", "random.toml", "orders.toml", "cards.toml",
                   *[p.name for p in SCENARIOS]],
                  ["nowhere.toml", "folder", "notalog.shlog"])
DECKS = (["deck.txt", "mutated-deck.txt"],
         ["notalog.shlog", "game.shlog", "nowhere.txt", "folder"])
TABLES = (["t1", "t2"], ["nosuch", "[/]", "", "\x1b[2J", "t", "T1"])

Values = tuple[list[str], list[str]]
#: the values an argument takes, by its name (any other: by its type)
BY_NAME: dict[str, Values] = {
    "log": LOGS, "scenario": SCENARIO_FILES, "scenarios": SCENARIO_FILES,
    "decks": DECKS, "sign": PRIVATE, "key_path": PRIVATE, "pubkey": PUBLIC,
    "db": DBS, "table": TABLES, "name": (["new-name", "t1"], TABLES[1] + TEXTS[1][:6]),
    "output": WRITTEN, "out": WRITTEN, "card": (["Plains", "Shahrazad", "Lightning Bolt",
                                                "Plains#2", "1"], TEXTS[1]),
    "game": (["1", "1.1"], TEXTS[1]), "rule": (["727", "103", "727.4a"], TEXTS[1]),
    "title": TEXTS, "options": (["ante=on"], TEXTS[1]),
    "fsync": (["1", "5", "200ms", "end"], TEXTS[1]),
    "first": NUMBERS, "second": NUMBERS, "position": NUMBERS,
    # fuzz: game counts and times a run ends soon with (a big count is refused by the
    # seed check; minutes only invalid or short)
    "scheduler": ([], ["tcp://127.0.0.1:9", "x"]),
    "games": (["1", "2"], ["0", "-1", "x", str(10**30)]),
    "minutes": (["0.02"], ["-1", "0", "nan", "inf", "x"]),
    "workers": (["1"], ["0", "3", str(10**30), "x"]),
}
#: what every fuzz run starts with, so a drawn command line plays briefly
BOUNDED = {"fuzz": ["--games", "1", "--players", "2", "--unguided", "--workers", "1",
                    "--minutes", "0.2"]}


def _values(param: click.Parameter) -> Values:
    named = BY_NAME.get(param.name or "")
    if named is not None:
        return named
    kind = param.type
    if isinstance(kind, click.Choice):
        return list(map(str, kind.choices)), ["x", "ALL"]
    if isinstance(kind, click.types.IntParamType):
        return NUMBERS
    if isinstance(kind, click.types.FloatParamType):
        return FLOATS
    if isinstance(kind, click.Path):
        return LOGS[0] + WRITTEN[0], LOGS[1] + WRITTEN[1]
    return TEXTS


def _value(draw: st.DrawFn, param: click.Parameter) -> str:
    """A value for ``param``: two times in three one a user means, else a mistake."""
    good, bad = _values(param)
    pick: str = draw(st.sampled_from(good if good and draw(st.integers(0, 2)) else bad))
    return pick


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """A command and arguments for it: each of its arguments and options, or not, with
    a value drawn for it; the options in any order, and now and then a stray word."""
    commands = _commands()
    name = draw(st.sampled_from(sorted(commands)), label="command")
    command = commands[name]
    words: list[list[str]] = []
    positional: list[str] = []
    for param in command.params:
        if isinstance(param, click.Argument):
            count = 1 if param.nargs == 1 else draw(st.integers(0, 2))
            if param.nargs == 1 and not param.required and draw(st.integers(0, 3)) == 0:
                count = 0
            positional += [_value(draw, param) for _ in range(count)]
            continue
        assert isinstance(param, click.Option)
        if draw(st.integers(0, 2)) != 0:
            continue
        flag = draw(st.sampled_from(param.opts + param.secondary_opts))
        if param.is_flag:
            words.append([flag])
        else:
            for _ in range(draw(st.integers(1, 2)) if param.multiple else 1):
                words.append([flag, _value(draw, param)])
    order = draw(st.permutations(range(len(words) + 1)))
    line: list[str] = [name, *BOUNDED.get(name, [])]
    for i in order:
        line += positional if i == len(words) else words[i]
    if draw(st.integers(0, 9)) == 0:
        line.insert(draw(st.integers(1, len(line))),
                    draw(st.sampled_from(TEXTS[1] + NUMBERS[1])))
    return line


# -- files made for one example -------------------------------------------------------------


def _edited(draw: st.DrawFn, data: bytes, label: str) -> bytes:
    """``data`` with bytes replaced, inserted or cut, a few times."""
    for _ in range(draw(st.integers(1, 3), label=f"{label} edits")):
        at = int(draw(st.floats(0, 1), label=f"{label} where") * len(data))
        cut = draw(st.integers(0, 8), label=f"{label} cut")
        data = data[:at] + draw(st.binary(max_size=6), label=f"{label} bytes") + data[at + cut:]
    return data


#: values a garbled decision, or a mutated scenario, may hold
LEAVES = st.one_of(
    st.sampled_from([0, 1, -1, 2, 7, 20, 2**31, 2**63 - 1, -(2**63), 2**63, 2**64,
                     10**30, 0.5, math.nan, math.inf, True, False]),
    st.integers(-(2**70), 2**70),
    st.sampled_from(["", "A", "B", "C", "1", "1.1", "1.1.1", "main1", "upkeep", "start",
                     "end", "current", "2004", "Plains", "Island", "Shahrazad",
                     "Lightning Bolt", "A:Plains", "B:Serra Angel", "Plains#2", "[/]",
                     "\x1b[2J", "pass", "keep", "cast", "attack", "game_over",
                     "script_end", "subgame_ended 1.1", "727.4a", "x" * 300,
                     "cast Lightning Bolt targeting B", "attack with every creature",
                     "heads", "die", "coin", "shuffle", "starting_player", "discard"]),
    st.text(max_size=8))
VALUES = st.recursive(
    LEAVES, lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=4), inner, max_size=3)),
    max_leaves=8)


def _loggable(value: Any) -> bool:
    """Whether a log can hold ``value`` (msgpack's integers: -2^63 to 2^64 - 1)."""
    return not isinstance(value, int) or -(2**63) <= value < 2**64


def _garbled_log(draw: st.DrawFn, base: Path) -> list[Any]:
    """The game's events with one decision's values replaced (the chain stays valid)."""
    events = list(read_log(base / "game.shlog").events)
    decided = [i for i, e in enumerate(events) if isinstance(e, v.Decided)]
    at = draw(st.sampled_from(decided), label="garbled decision")
    decision = events[at].decision
    values = draw(st.lists(LEAVES.filter(_loggable), max_size=5), label="decision values")
    kind = draw(st.sampled_from([decision[0], "cast", "attack", "pass", "nonesuch"]),
                label="decision kind")
    events[at] = dataclasses.replace(events[at], decision=(kind, *values))
    return events


def _mutate(draw: st.DrawFn, value: Any, depth: int = 0) -> Any:
    """One change somewhere in a scenario's data: a value replaced, a key removed or
    added, an entry dropped or doubled."""
    if isinstance(value, dict) and value and depth < 6:
        key = draw(st.sampled_from(sorted(value)), label="key")
        how = draw(st.sampled_from(["into", "into", "into", "swap", "swap", "swap", "drop",
                                    "add", "replace"]), label="how")
        changed = dict(value)
        if how == "into":
            changed[key] = _mutate(draw, value[key], depth + 1)
        elif how == "swap" and key in SEEN:  # a value the corpus gives this key elsewhere
            changed[key] = draw(st.sampled_from(SEEN[key]), label="seen value")
        elif how == "drop":
            del changed[key]
        elif how == "add":
            new_key = draw(st.sampled_from(KEYS), label="new key")
            changed[new_key] = draw(st.sampled_from(SEEN[new_key]) | VALUES, label="value")
        else:
            changed[key] = draw(VALUES, label="value")
        return changed
    if isinstance(value, list) and value and depth < 6:
        i = draw(st.integers(0, len(value) - 1), label="entry")
        how = draw(st.sampled_from(["into", "into", "drop", "double", "replace"]),
                   label="how")
        changed_list = list(value)
        if how == "into":
            changed_list[i] = _mutate(draw, value[i], depth + 1)
        elif how == "drop":
            del changed_list[i]
        elif how == "double":
            changed_list.insert(i, value[i])
        else:
            changed_list[i] = draw(VALUES, label="value")
        return changed_list
    return draw(VALUES, label="value")


def toml_text(data: dict[str, Any]) -> str:
    """``data`` as a TOML file: a ``key = value`` line per top-level key, tables inline."""
    return "".join(f"{_toml_key(k)} = {_toml_value(x)}\n" for k, x in data.items())


def _toml_key(key: str) -> str:
    return json.dumps(key, ensure_ascii=False)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return hex(value) if value > 10**300 else str(value)
    if isinstance(value, float):
        return ("nan" if math.isnan(value) else "inf" if value == math.inf
                else "-inf" if value == -math.inf else repr(value))
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(x) for x in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_toml_key(k)} = {_toml_value(x)}"
                               for k, x in value.items()) + "}"
    raise TypeError(value)


@st.composite
def scenario_files(draw: st.DrawFn) -> str:
    """A scenario file: one of the corpus, changed in one to four places (now and then
    its text edited byte by byte instead)."""
    data = draw(st.sampled_from(CORPUS), label="scenario")
    for _ in range(draw(st.integers(1, 4), label="changes")):
        data = _mutate(draw, data)
        if not isinstance(data, dict):
            data = {"players": ["A", "B"], "x": data}
    text = toml_text(data)
    if draw(st.integers(0, 5), label="text edits") == 0:
        text = _edited(draw, text.encode("utf-8"), "scenario").decode("utf-8", "replace")
    return text


def _example(draw: st.DrawFn, base: Path, root: Path) -> Path:
    """A folder for one example: the base's files, and this example's own damaged log,
    garbled log, edited decklist and scenario."""
    folder = root / "example"
    if folder.exists():
        shutil.rmtree(folder)
    shutil.copytree(base, folder)
    (folder / "mutated.shlog").write_bytes(
        _edited(draw, (base / "game.shlog").read_bytes(), "log"))
    write_log(folder / "garbled.shlog", _garbled_log(draw, base))
    (folder / "mutated-deck.txt").write_bytes(_edited(draw, DECK.encode(), "deck"))
    (folder / "scenario.toml").write_text(draw(scenario_files(), label="scenario.toml"),
                                          encoding="utf-8")
    return folder


# -- the fuzz -------------------------------------------------------------------------------

#: no shrinking: each example runs a command (a second or more), and a failure is
#: reported as drawn, with its command line and output
SLOW = settings(max_examples=400, deadline=None, database=None,
                phases=[Phase.explicit, Phase.reuse, Phase.generate],
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.slow
@SLOW
@given(data=st.data())
def test_every_command_on_generated_input_exits_cleanly(
        data: st.DataObject, base: Path, server: CommandServer, tmp_path: Path) -> None:
    """Any command line hypothesis writes, over any of the files: no traceback, no
    hang, a documented exit code."""
    folder = _example(data.draw, base, tmp_path)
    line = data.draw(command_lines(), label="command line")
    outcome = server.run(line, folder, BOUND)
    event(f"exit {outcome.code}")  # --hypothesis-show-statistics: how the lines ended
    assert_clean(outcome)


@pytest.mark.slow
@settings(SLOW, max_examples=200)
@given(data=st.data())
def test_generated_scenario_files_run_and_check_cleanly(
        data: st.DataObject, base: Path, server: CommandServer, tmp_path: Path) -> None:
    """A scenario mutated from the shipped ones and from files with [[expect]],
    [[random]], standing orders, positions and cards of their own, run and checked
    (under its edition, or all): no traceback, no hang, exit 0, 1 or 2."""
    folder = _example(data.draw, base, tmp_path)
    command = data.draw(st.sampled_from([
        ["run", "scenario.toml", "--log", "x.shlog", "--db", "x.sqlite"],
        ["run", "scenario.toml", "--edition", "all", "--json"],
        ["check", "scenario.toml"], ["check", "scenario.toml", "--edition", "all", "--json"]]),
        label="command")
    outcome = server.run(command, folder, BOUND)
    event(f"exit {outcome.code}")
    assert_clean(outcome)


@pytest.mark.slow
@settings(SLOW, max_examples=150)
@given(data=st.data())
def test_every_reader_of_a_damaged_or_garbled_log_exits_cleanly(
        data: st.DataObject, base: Path, server: CommandServer, tmp_path: Path) -> None:
    """A log with bytes edited, or a decision garbled under a valid chain, read by every
    reading command (verify --rerun included), signed, and imported."""
    folder = _example(data.draw, base, tmp_path)
    log = data.draw(st.sampled_from(["mutated.shlog", "garbled.shlog"]), label="log")
    command = data.draw(st.sampled_from([
        ["audit", log], ["audit", log, "--json"], ["tree", log], ["replay", log],
        ["verify", log], ["verify", log, "--rerun", "--json"], ["diff", log, "1", "90"],
        ["explain", log, "60"], ["story", log, "Plains"], ["report", log, "-o", "r.html"],
        ["sign", log, "--key", "key"], ["import", log, "--db", "i.sqlite"]]),
        label="command")
    outcome = server.run(command, folder, BOUND)
    event(f"exit {outcome.code}")
    assert_clean(outcome)


#: the commands that play tables, given nothing more: whole games
PLAYING = {"play", "demo", "fuzz"}
_READERS = ["audit", "tree", "replay", "verify", "explain", "story", "report", "diff"]


def test_every_command_s_help_and_common_mistakes_exit_cleanly(
        base: Path, server: CommandServer, tmp_path: Path) -> None:
    """The default run's share: each command's --help, each with nothing, with a file
    that is not there, with a folder; each reader on --table of a table that is there
    and one that isn't."""
    folder = tmp_path / "example"
    shutil.copytree(base, folder)
    lines = [["--help"], ["--version"], ["nonesuch"]]
    for name in _commands():
        lines += [[name, "--help"], [name, "--json", "--bad-option"]]
        if name not in PLAYING:  # with nothing more to say, these play whole tables
            lines += [[name], [name, "nowhere.shlog"], [name, "folder"]]
    for reader in _READERS:
        extra = {"explain": ["5"], "story": ["Plains"], "diff": ["1", "9"]}.get(reader, [])
        lines += [[reader, "--table", table, "--db", "store.sqlite", *extra]
                  for table in ("t1", "t2", "nosuch", "[/]")]
        lines += [[reader, "game.shlog", "--table", "t1", *extra]]
    lines += [["play", "--deck", "nowhere.txt"], ["play", "--deck", "folder"],
              ["play", "--log", "folder"], ["play", "--players", "9"], ["demo", "--db", "folder"],
              ["export", "t1", "-o", "out.shlog", "--db", "store.sqlite"],
              ["export", "t1", "-o", "folder", "--db", "store.sqlite"],
              ["import", "game.shlog", "--db", "store.sqlite", "--name", "t1"],
              ["tables", "--db", "notastore.sqlite"], ["tables", "--db", "store.sqlite"],
              ["fuzz", *BOUNDED["fuzz"], "--workers", str(10**30)],
              ["run", "bolt.toml", "--edition", "all", "--log", "."]]
    for line in lines:
        assert_clean(server.run(line, folder, BOUND))


#: rows read from the store are checked (a row whose state is text or NULL, a directory
#: entry whose id is not hex) by the evidence half of issue 18, which brings verify's
#: verdicts (shahrazad.events.storage.verdicts); until it is merged, a damaged store still ends in a
#: traceback there, and this fuzz waits for it
STORE_CHECKED = importlib.util.find_spec("shahrazad.events.storage.verdicts") is not None

_DAMAGE = ["UPDATE OR IGNORE stored_events SET state = 'text' WHERE rowid = ?",
           "UPDATE OR IGNORE stored_events SET state = NULL WHERE rowid = ?",
           "UPDATE OR IGNORE stored_events SET state = randomblob(40) WHERE rowid = ?",
           "UPDATE OR IGNORE stored_events SET originator_id = 'not-hex' WHERE rowid = ?",
           "UPDATE OR IGNORE stored_events SET originator_version = 999999 WHERE rowid = ?",
           "UPDATE OR IGNORE stored_events SET topic = 'nonesuch' WHERE rowid = ?",
           "DELETE FROM stored_events WHERE rowid = ?"]


@pytest.mark.slow
@pytest.mark.skipif(not STORE_CHECKED, reason="stored rows are checked on read from "
                    "verify's verdicts on (shahrazad.events.storage.verdicts)")
@settings(SLOW, max_examples=100)
@given(data=st.data())
def test_every_command_on_a_damaged_store_exits_cleanly(
        data: st.DataObject, base: Path, server: CommandServer, tmp_path: Path) -> None:
    """A store with rows edited (a state of text, NULL or noise, an id that is not hex,
    a version or topic changed, a row gone), read by `tables`, `export`, `import` and
    every reader's --table, and played into."""
    import sqlite3

    folder = _example(data.draw, base, tmp_path)
    with sqlite3.connect(folder / "store.sqlite") as db:
        rows = db.execute("SELECT count(*) FROM stored_events").fetchone()[0]
        for _ in range(data.draw(st.integers(1, 3), label="damages")):
            db.execute(data.draw(st.sampled_from(_DAMAGE), label="damage"),
                       (data.draw(st.integers(1, rows), label="row"),))
    table = data.draw(st.sampled_from(["t1", "t2"]), label="table")
    command = data.draw(st.sampled_from([
        ["tables"], ["tables", "--json"], ["export", table, "-o", "x.shlog"],
        ["import", "game.shlog", "--name", "t3"], ["audit", "--table", table],
        ["verify", "--table", table], ["verify", "--table", table, "--rerun"],
        ["report", "--table", table], ["tree", "--table", table],
        ["story", "--table", table, "Plains"], ["explain", "--table", table, "5"],
        ["play", "--deck", "deck.txt", "--log", "p.shlog"]]), label="command")
    outcome = server.run([*command, "--db", "store.sqlite"], folder, BOUND)
    event(f"exit {outcome.code}")
    assert_clean(outcome)
