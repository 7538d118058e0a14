"""docs/scenario/expectations.md: every example on the page runs, so the reference of
``[[expect]]`` can't go stale.

The page's blocks follow the conventions of the documentation's own test
(docs/writing-docs.md): a block with a ``title="x.toml"`` is written to that file
first, for a later block to use; a ``toml`` block with ``players`` is a whole scenario,
played and checked under every edition its expectations name, each of which must hold;
one without (or marked ``<!-- test: fragment -->``) is a fragment, only read; a
``console`` block's ``$ shahrazad ...`` lines run and their output must match the lines
shown (``...`` matches anything, whitespace is normalised), exit code 0 unless ``<!--
test: exit N -->`` says another; ``text`` is shown only. The page's blocks run top to
bottom in one folder.
"""

from __future__ import annotations

import doctest
import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.cli import main
from engine.scenario import check_scenario, load_scenario

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "scenario" / "expectations.md"
FENCE = re.compile(r"^```(?P<language>\w*)(?P<attributes>[^\n]*)\n(?P<source>.*?)^```$",
                   re.MULTILINE | re.DOTALL)
MARK = re.compile(r"<!--\s*test:\s*(.*?)\s*-->")
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def blocks(text: str) -> list[tuple[str, str, str, list[str], int]]:
    """Each fenced block: language, title, source, the markers just above it, its line."""
    found = []
    for m in FENCE.finditer(text):
        above = text[:m.start()].rstrip("\n").split("\n")
        marks = []
        for line in reversed(above):
            if not line.strip().startswith("<!--"):
                break
            marks += MARK.findall(line)
        title = re.search(r'title="([^"]+)"', m.group("attributes"))
        found.append((m.group("language"), title.group(1) if title else "", m.group("source"),
                      marks, text.count("\n", 0, m.start()) + 1))
    return found


def run_toml(source: str, title: str, marks: list[str], line: int) -> None:
    whole = "scenario" in marks or ("fragment" not in marks
                                    and re.search(r"^players\s*=", source, re.MULTILINE))
    if not whole:
        has_players = re.search(r"^players\s*=", source, re.MULTILINE)
        load_scenario(source if has_players else 'players = ["A", "B"]\n' + source)
        return
    path = Path(title or f"block-{line}.toml")
    path.write_text(source, encoding="utf-8")
    report = check_scenario(path)
    assert report.ok, f"line {line}: the scenario does not check:\n" + "\n".join(report.lines())


def run_console(source: str, marks: list[str], line: int) -> None:
    code = next((int(m.split()[1]) for m in marks if re.fullmatch(r"exit \d+", m)), 0)
    steps: list[tuple[str, list[str]]] = []
    for text in source.splitlines():
        if text.startswith("$ "):
            steps.append((text[2:], []))
        else:
            assert steps, f"line {line}: output before the first command"
            steps[-1][1].append(text)
    checker = doctest.OutputChecker()
    for command, shown in steps:
        argv = shlex.split(command)
        assert argv[0] == "shahrazad", f"line {line}: not a shahrazad command: {command}"
        result = CliRunner().invoke(main, argv[1:], catch_exceptions=False)
        assert result.exit_code == code, f"line {line}: {command}: exit {result.exit_code}"
        want = "\n".join(shown).strip("\n")
        assert not want or checker.check_output(want + "\n", result.output, FLAGS), (
            f"line {line}: $ {command}\nexpected:\n{want}\ngot:\n{result.output}")


def test_every_example_of_the_expectations_page_runs(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "engine").symlink_to(ROOT / "engine", target_is_directory=True)
    found = blocks(PAGE.read_text(encoding="utf-8"))
    kinds = {language for language, *_ in found}
    assert {"toml", "console"} <= kinds and kinds <= {"toml", "console", "text"}
    for language, title, source, marks, line in found:
        if title:  # a block with a title is that file, for a later block to use
            Path(title).write_text(source, encoding="utf-8")
        if language == "toml":
            run_toml(source, title, marks, line)
        elif language == "console":
            run_console(source, marks, line)


def test_the_page_shows_every_attribute_anchor_form_and_negative_expectation() -> None:
    """Each attribute of an object, a player and a game, each key of ``[[expect]]`` and
    each form of anchor is in a TOML example of the page, not only in its prose."""
    from engine.scenario.anchors import DERIVED
    from engine.scenario.attributes import (
        GAME_ATTRIBUTES,
        OBJECT_ATTRIBUTES,
        PLAYER_ATTRIBUTES,
    )
    from engine.scenario.expect import KEYS

    toml = "\n".join(source for language, _, source, _, _ in blocks(
        PAGE.read_text(encoding="utf-8")) if language == "toml")
    written = set(re.findall(r"(?:^|[{,\s])([a-z_]+)\s*=", toml, re.MULTILINE))
    wanted = {*OBJECT_ATTRIBUTES, *PLAYER_ATTRIBUTES, *GAME_ATTRIBUTES, *KEYS}
    assert sorted(wanted - written) == []
    forms = [r'at = "start"', r'at = \d+', r'at = "[a-z_]+ .*#\d+"', r'at = \{ kind = ',
             r'nth = \d', r'at = "turn \d+ [a-z_0-9]+ in [\d.]+"', r'at = "turn \d+"',
             r'holds = "always"', r'holds = "never"', r'never = "', r'happens = "',
             r'times = \d', r'from = "', r'to = "', r'until = "spell_cast',
             *(rf'"{kind}\b' for kind in DERIVED)]
    assert [f for f in forms if not re.search(f, toml)] == []
