"""Text from a log, a store, a scenario or a deck can't attack the terminal.

Player ids are limited at table creation (:data:`shahrazad.players.PLAYER_ID`); a log made
elsewhere may still hold any id, and every command shows it escaped: rich markup as
typed (``[/]`` crashes nothing, ``[bold]A[/bold]`` is not a bold ``A``), and control
characters (ANSI CSI, OSC 8 links, carriage returns, bidirectional overrides) as their
escapes. A structural test reads the CLI modules so that no value reaches
``console.print`` or a rich table unescaped.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.agents import RandomAgent
from shahrazad.cli import main
from shahrazad.cli.common import safe, visible
from shahrazad.events.storage.logwriter import write_log
from shahrazad.table import Table

#: names that once crashed or fooled the terminal
HOSTILE = {
    "markup close": "[/]",
    "markup bold": "[bold]A[/bold]",
    "ANSI CSI": "\x1b[31mRed\x1b[0m",
    "OSC 8 link": "\x1b]8;;https://example.com\x1b\\Link\x1b]8;;\x1b\\",
    "carriage return": "Z\rA",
    "bidi override": "Ana\u202eX",
}
CLI = Path(__file__).resolve().parent.parent / "engine" / "cli"


@pytest.mark.parametrize("name", HOSTILE.values(), ids=HOSTILE.keys())
def test_safe_shows_markup_as_typed_and_no_control_character(name: str) -> None:
    """What ``safe`` makes renders, through rich, to text with no control character and
    with every bracket the name had."""
    from rich.console import Console

    console = Console(record=True, width=200, color_system=None)
    console.print(safe(name))
    shown = console.export_text()
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]", shown)
    assert shown.count("[") == name.count("[")
    assert visible(name) in shown


def test_names_that_differ_print_differently() -> None:
    """``A`` and ``[bold]A[/bold]``, or ``A`` and ``A`` with a colour code, were one name
    on the screen."""
    assert len({safe(n) for n in ["A", "[bold]A[/bold]", "A\x1b[0m", "A\u200b"]}) == 4


def test_lines_keeps_a_text_s_newlines_only() -> None:
    """Card text may have several lines; a name's newline is shown, not obeyed."""
    assert visible("a\nb") == "a\\nb"
    assert visible("a\nb\x1b", lines=True) == "a\nb\\x1b"


@pytest.mark.parametrize("name", [*HOSTILE.values(), "", "_A", "A B", "x" * 33, "Zoë"])
def test_table_new_refuses_a_player_id_outside_the_safe_alphabet(name: str) -> None:
    """A new table's player ids are 1 to 32 ASCII letters, digits, '_', '-' or '.'."""
    with pytest.raises(ValueError, match="safe ones"):
        Table.new([name, "B"], [["Plains"] * 10] * 2, seed=1)


def test_table_new_takes_the_safe_alphabet() -> None:
    table = Table.new(["alice_1", "Bob.2-x"], [["Plains"] * 10] * 2, seed=1)
    assert set(table.state.games["1"].player) == {"alice_1", "Bob.2-x"}


@pytest.fixture
def hostile_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A log made elsewhere, by an engine that took any player id: its two players are
    ``[/]`` and an OSC 8 link that pretends to be ``[bold]A[/bold]``."""
    monkeypatch.setattr("shahrazad.players.PLAYER_ID", re.compile(".*", re.S))
    ids = [HOSTILE["markup close"], HOSTILE["markup bold"] + HOSTILE["OSC 8 link"]]
    table = Table.new(ids, [["Plains"] * 8 + ["Grizzly Bears"] * 4] * 2, seed=3)
    table.play({ids[0]: RandomAgent(1), ids[1]: RandomAgent(2)})
    path = tmp_path / "[red]hostile\x1b[2J.shlog"
    write_log(path, table.events)
    return path


@pytest.mark.parametrize("command", [["audit"], ["tree"], ["replay"], ["replay", "--at", "5"],
                                     ["verify"], ["verify", "--rerun"], ["diff", "1", "40"],
                                     ["explain", "30"], ["story", "Plains"], ["import"]])
def test_every_reading_command_shows_hostile_names_escaped(
        command: list[str], hostile_log: Path, tmp_path: Path) -> None:
    """``[/]`` crashed ``audit``, ``tree``, ``replay`` and ``run``; now every command
    reading the log finishes and prints no escape character, and shows the names'
    brackets as typed."""
    args = [*command, str(hostile_log)]
    if command == ["import"]:
        args += ["--db", str(tmp_path / "store.sqlite"), "--name", "hostile"]
    if command[0] in ("diff", "explain", "story"):
        args = [command[0], str(hostile_log), *command[1:]]
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code in (0, 1, 5), result.output  # verify: UNSIGNED is 5
    assert "\x1b" not in result.output and "\r" not in result.output
    if command[0] in ("audit", "tree", "replay"):
        assert "[/]" in result.output
        assert "[bold]A[/bold]" in result.output


def test_a_report_file_name_with_markup_is_printed_as_typed(hostile_log: Path,
                                                            tmp_path: Path) -> None:
    out = tmp_path / "[/][bold]x.html"
    result = CliRunner().invoke(main, ["report", str(hostile_log), "--output", str(out)],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "[/][bold]x.html" in result.output.replace("\n", "")


# -- every value on its way to the terminal goes through safe() --------------------

#: the calls that render rich markup: console.print, a rich table's rows and title, a
#: tree's labels
_RENDERING = {"print", "add_row", "RichTable", "Tree", "add"}
#: helpers whose results are already safe (their own f-strings are checked below)
_SAFE_CALLS = {"safe", "_n", "node_label", "_verdict", "_outcome_text", "_setup_words"}


def _ok(node: ast.expr, plain: bool = False) -> bool:
    """Is this argument safe to render: a literal, safe(...), or an f-string whose
    every value is safe(...) or formatted as a number? (``plain``: printed with
    ``markup=False``, where ``visible(...)`` of the whole is what is safe.)"""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id in (_SAFE_CALLS if not plain else {"visible"})
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and (
            node.func.attr == "join" and isinstance(node.func.value, ast.Constant)):
        return all(_ok(a, plain) for a in node.args)  # "; ".join(safe parts)
    if isinstance(node, ast.JoinedStr):
        return all(_ok_value(v) for v in node.values if isinstance(v, ast.FormattedValue))
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Mult) and isinstance(node.left, ast.Constant):
            return True  # an indent: "  " times a depth
        return _ok(node.left) and _ok(node.right)
    if isinstance(node, ast.IfExp):
        return _ok(node.body) and _ok(node.orelse)
    if isinstance(node, ast.Name):
        return node.id in _SAFE_NAMES
    if isinstance(node, ast.Starred):
        return _ok(node.value, plain)
    if isinstance(node, ast.GeneratorExp):
        return _ok(node.elt, plain)
    return False


#: local names that only ever hold text made safe (checked where they are assigned)
_SAFE_NAMES = {"t", "grid", "settings", "root", "made", "head", "people", "field", "at",
               "signed", "arrow", "indent", "outcome", "mark", "diff",
               # print_table's lines: a table's title and cells (checked where filled)
               "table_line"}
#: what makes a rich table or tree (filled, and checked, later)
_MAKERS = {"Grid", "RichTable", "Tree", "grid", "Table"}


def _ok_value(v: ast.FormattedValue) -> bool:
    if v.format_spec is not None:  # a number's format: text would raise
        return True
    return _ok(v.value) or (isinstance(v.value, ast.Name) and v.value.id in _SAFE_NAMES)


def test_no_cli_module_renders_a_value_without_safe() -> None:
    """Every argument of console.print, add_row, a rich table's title or a tree's label
    in engine/cli is a literal, ``safe(...)``, a number's format or a helper's safe
    text; and so is every f-string those helpers return."""
    bad: list[str] = []
    for path in sorted(CLI.glob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                called = func.attr if isinstance(func, ast.Attribute) else (
                    func.id if isinstance(func, ast.Name) else "")
                if called not in _RENDERING:
                    continue
                if called == "add" and not (isinstance(func, ast.Attribute) and isinstance(
                        func.value, ast.Name) and func.value.id == "branch"):
                    continue  # a set's add, a progress bar's task: not a tree's label
                if called == "print" and not (isinstance(func, ast.Attribute) and isinstance(
                        func.value, ast.Name) and func.value.id == "console"):
                    continue
                shown = [*node.args, *(k.value for k in node.keywords if k.arg == "title")]
                plain = any(k.arg == "markup" and isinstance(k.value, ast.Constant)
                            and k.value.value is False for k in node.keywords)
                bad += [f"{path.name}:{a.lineno}" for a in shown if not _ok(a, plain)]
            if isinstance(node, ast.FunctionDef) and node.name in _SAFE_CALLS:
                for inner in ast.walk(node):
                    if isinstance(inner, ast.JoinedStr) and not _ok(inner):
                        bad.append(f"{path.name}:{inner.lineno} (in {node.name})")
            if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id in _SAFE_NAMES for t in node.targets):
                value = node.value
                if isinstance(value, ast.Call):
                    func = value.func
                    made = func.attr if isinstance(func, ast.Attribute) else (
                        func.id if isinstance(func, ast.Name) else "")
                    if made in _MAKERS or made[:1].isupper():
                        continue  # a rich table or tree (checked where it is filled), an object
                if not _ok(value):
                    bad.append(f"{path.name}:{node.lineno} (assigned)")
    assert not bad, f"values rendered without safe(): {bad}"


# -- one rule for a new table's player ids, however the table is made ---------------------

#: ids a new table refuses: markup, escapes, controls, look-alikes, spaces, too long
REFUSED_IDS = [*HOSTILE.values(), "", " ", "_A", "-A", ".A", "A B", "x" * 33, "Zoë",
               "\uff21", "\u0410", "A\u200b", "A\x00", "A\nB", "A:B", "1.1:A#2", "A\t"]


def _toml(value: str) -> str:
    return json.dumps(value)  # a JSON string is a TOML basic string


@pytest.mark.parametrize("how", ["decks", "position"])
def test_every_scenario_refuses_an_unsafe_player_id_in_one_line(
        how: str, tmp_path: Path) -> None:
    """`run` of a position scenario took any player id (17 of 17 hostile strings), and a
    deck scenario's `[/]` ended in a bare ValueError: now `run` and `check` of either
    refuse each id in one line naming `players[1]`, exit 2, and write nothing."""
    assert len(REFUSED_IDS) >= 17
    for pid in REFUSED_IDS:
        body = (f'[decks]\nA = ["Plains"]\n{_toml(pid)} = ["Plains"]\n' if how == "decks"
                else 'step = "main1"\n[A]\nlife = 5\n')
        path = tmp_path / "case.toml"
        path.write_text(f"players = [\"A\", {_toml(pid)}]\n{body}", encoding="utf-8")
        for command in (["run", str(path), "--log", str(tmp_path / "x.shlog"),
                         "--db", str(tmp_path / "x.sqlite")], ["check", str(path)]):
            result = CliRunner().invoke(main, command)
            assert result.exit_code == 2, (pid, result.output)
            assert result.output.count("\n") == 1 and "players[1]: player id" in \
                result.output, (pid, result.output)
            assert "\x1b" not in result.output and "Traceback" not in result.output
        assert not (tmp_path / "x.shlog").exists() and not (tmp_path / "x.sqlite").exists()


def test_every_table_the_engine_opens_has_its_ids_checked() -> None:
    """The rule is enforced where a table's first event is emitted: a builder of tables
    that forgot to check (as the position builder did) can't open one with an unsafe
    id; and no module of the engine makes a TableOpened but through a Txn."""
    from shahrazad.events import vocabulary as v
    from shahrazad.players import PlayerIdError
    from shahrazad.projections.state import TableState
    from shahrazad.txn import Txn

    with pytest.raises(PlayerIdError, match="player id '\\[/\\]'"):
        Txn(TableState()).emit(v.TableOpened, "1", "100.1", edition="current", seed=1,
                               players=("A", "[/]"), decks=((), ()), sideboards=((), ()),
                               options=(), engine_version="x")
    engine = Path(__file__).resolve().parent.parent / "engine"
    made = [f"{path.relative_to(engine)}:{node.lineno}"
            for path in engine.rglob("*.py")
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and (
                getattr(node.func, "attr", None) == "TableOpened"
                or getattr(node.func, "id", None) == "TableOpened")]
    assert made == [], f"a TableOpened made outside Txn.emit: {made}"
