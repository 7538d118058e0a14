"""The documentation: every example in it runs, every page is in the site, and the
generated pages say what the engine's registries hold.

Every fenced code block of ``docs/**/*.md`` and ``README.md`` is run here, page by
page, in a fresh folder that looks like the root of a clone (``engine/`` and the demo's
log are there). What a block's language means, and the markers that change it, are in
``docs/writing-docs.md`` (the page a writer reads); in short: ``python`` runs,
``pycon`` is a doctest, ``console`` runs ``$ shahrazad ...`` lines and matches their
output, ``sh`` runs ``shahrazad`` lines, ``toml`` is a scenario (played and checked) or a
fragment of one (read), ``json`` parses, ``text`` is shown only; ``<!-- skip: next
"why" -->`` leaves a block out, with its reason. A new page's blocks are picked up
without any change here.

The site itself is built by ``.ci/run`` (``mkdocs build --strict``): a broken link or
reference fails there.
"""

from __future__ import annotations

import doctest
import importlib.util
import json
import re
import shlex
import shutil
import tomllib
import unittest
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from sybil import Document, Example, Region, Sybil
from sybil.evaluators.doctest import DocTestEvaluator
from sybil.parsers.abstract.doctest import DocTestStringParser
from sybil.parsers.markdown import SkipParser
from sybil.parsers.markdown.lexers import RawFencedCodeBlockLexer

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
#: every page whose examples run: the site's pages and the README
PAGES = [*sorted(DOCS.rglob("*.md")), ROOT / "README.md"]
#: how doctests and shown output are compared: ``...`` matches anything, and runs of
#: whitespace (a line's indentation, a table's padding) compare equal
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
#: a fenced block's info string: its language, then attributes (``title="x.toml"``)
INFO = re.compile(r"(?P<language>[^\s`]*)(?P<attributes>[^\n]*)$\n", re.MULTILINE)
TITLE = re.compile(r'title="([^"]+)"')
#: a marker on the lines before a block: ``<!-- test: part of FILE -->``
MARK = re.compile(r"^[ \t]*<!--\s*test:\s*(.*?)\s*-->[ \t]*$")
#: the table a fragment of a scenario is read on top of
FRAGMENT_BASE = 'players = ["A", "B"]\n'


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- reading a page's blocks ----------------------------------------------------------


@dataclass
class Block:
    """A fenced code block: its language, title, the markers before it, its text."""

    language: str
    title: str | None
    marks: list[str]
    source: str
    line: int
    extra: dict[str, Any] = field(default_factory=dict)


def _marks(text: str, start: int) -> list[str]:
    """The ``test:`` markers in the HTML comments right above the block at ``start``."""
    marks = []
    for line in reversed(text[:start].rstrip("\n").split("\n")):
        stripped = line.strip()
        if not stripped.startswith("<!--"):
            break
        found = MARK.match(line)
        if found:
            marks.append(found.group(1))
    return marks


class BlockParser:
    """Sybil parser: every fenced block of a page, whatever its language, each evaluated by
    :func:`run_block` (doctests as one example per ``>>>`` statement)."""

    def __init__(self) -> None:
        self.lexer = RawFencedCodeBlockLexer(INFO)
        self.doctests = DocTestStringParser(DocTestEvaluator(FLAGS))

    def __call__(self, document: Document) -> Iterable[Region]:
        for region in self.lexer(document):
            language = region.lexemes["language"].strip()
            attributes = region.lexemes["attributes"]
            title = TITLE.search(attributes)
            source = region.lexemes["source"]
            line = document.text.count("\n", 0, region.start) + 1
            block = Block(language, title.group(1) if title else None,
                          _marks(document.text, region.start), str(source), line)
            if language in ("pycon", "python") and source.lstrip().startswith(">>>"):
                # a doctest: Sybil's own parser, one example per statement
                for test in self.doctests(source, document.path):
                    test.adjust(region, source)
                    yield test
                continue
            yield Region(region.start, region.end, block, run_block)


def _title_file(example: Example) -> None:
    """A block with a title is written to that file first, for later blocks to use."""
    block: Block = example.parsed
    if block.title:
        Path(block.title).write_text(block.source, encoding="utf-8")


SYBIL = Sybil(parsers=[SkipParser(), BlockParser()], patterns=["*.md"])


# -- running a block --------------------------------------------------------------------


def run_block(example: Example) -> str | None:
    """Run one block by its language (``docs/writing-docs.md``); a failure is returned as
    text (Sybil reports it with the page and line) or raised."""
    block: Block = example.parsed
    _title_file(example)
    run = LANGUAGES.get(block.language)
    if run is None:
        return (f"a ```{block.language or '(no language)'} block: name one of "
                f"{', '.join(sorted(LANGUAGES))}, or mark it <!-- skip: next \"why\" -->")
    return run(block, example)


def _python(block: Block, example: Example) -> str | None:
    # padded, so that a traceback names the page's own line numbers
    exec(compile("\n" * block.line + block.source, example.path, "exec"), example.namespace)
    return None


def _shown(block: Block, example: Example) -> str | None:
    return None


def _json(block: Block, example: Example) -> str | None:
    json.loads(block.source)
    return None


def _exit_code(block: Block) -> int:
    for mark in block.marks:
        found = re.fullmatch(r"exit (\d+)", mark)
        if found:
            return int(found.group(1))
    return 0


def _lines(source: str) -> Iterator[str]:
    """The source's lines, a line ending in ``\\`` joined with the next."""
    pending = ""
    for line in source.splitlines():
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        yield pending + line
        pending = ""
    if pending:
        yield pending


def _command(text: str, expected_exit: int) -> str:
    """Run a ``shahrazad ...`` command line in this process; its output (stdout and
    stderr as they came) or an ``AssertionError`` saying how it failed."""
    from shahrazad.cli import main

    argv = shlex.split(text, comments=True)
    assert argv and argv[0] == "shahrazad", (
        f"not a shahrazad command: {text!r} (mark the block <!-- skip: next \"why\" -->)")
    result = CliRunner().invoke(main, argv[1:], catch_exceptions=False)
    assert result.exit_code == expected_exit, (
        f"{text}: exit code {result.exit_code}, expected {expected_exit}:\n{result.output}")
    return result.output


def _sh(block: Block, example: Example) -> str | None:
    for line in _lines(block.source):
        if line.strip() and not line.strip().startswith("#"):
            _command(line, _exit_code(block))
    return None


def _console(block: Block, example: Example) -> str | None:
    checker = doctest.OutputChecker()
    steps: list[tuple[str, list[str]]] = []
    for line in _lines(block.source):
        if line.startswith("$ "):
            steps.append((line[2:], []))
        elif steps:
            steps[-1][1].append(line)
        elif line.strip():
            return f"output before the first `$ ` command: {line!r}"
    for command, shown in steps:
        got = _command(command, _exit_code(block))
        want = "\n".join(shown).strip("\n")
        if want and not checker.check_output(want + "\n", got, FLAGS):
            return f"$ {command}\nexpected:\n{want}\ngot:\n{got}"
    return None


def _contained(part: Any, whole: Any, where: str = "") -> str | None:
    """Why ``part`` (parsed TOML) is not a part of ``whole``, or ``None`` if it is."""
    if isinstance(part, dict):
        if not isinstance(whole, dict):
            return f"{where or 'the top'}: a table in the page, not in the file"
        for key, value in part.items():
            if key not in whole:
                return f"{where}{key}: not in the file"
            problem = _contained(value, whole[key], f"{where}{key}.")
            if problem:
                return problem
        return None
    if (isinstance(part, list) and part and all(isinstance(p, dict) for p in part)
            and isinstance(whole, list)):
        rest = iter(whole)  # each table of the page, in the file's list, in order
        for i, table in enumerate(part):
            if not any(table == other for other in rest):
                return f"{where.rstrip('.')}[{i}]: not in the file's list (in this order)"
        return None
    return None if part == whole else f"{where.rstrip('.')}: {part!r} in the page, " \
                                      f"{whole!r} in the file"


#: scenario files already checked, by path and text (a page names one file often)
_CHECKED: dict[tuple[Path, str], list[str]] = {}


def _check_file(path: Path) -> list[str]:
    """``shahrazad check``'s lines for a scenario file, empty if all held."""
    from shahrazad.scenario import check_scenario

    key = (path, path.read_text(encoding="utf-8"))
    if key not in _CHECKED:
        report = check_scenario(path)
        _CHECKED[key] = [] if report.ok else report.lines()
    return _CHECKED[key]


def _toml(block: Block, example: Example) -> str | None:
    from shahrazad.scenario import load_scenario

    part_of = [m.removeprefix("part of ").strip() for m in block.marks
               if m.startswith("part of ")]
    if part_of:
        path = ROOT / part_of[0]
        problem = _contained(tomllib.loads(block.source),
                             tomllib.loads(path.read_text(encoding="utf-8")))
        if problem:
            return f"not a part of {part_of[0]}: {problem}"
        broken = _check_file(path)
        return f"{part_of[0]} does not check:\n" + "\n".join(broken) if broken else None
    whole = "scenario" in block.marks or (
        "fragment" not in block.marks and re.search(r"^players\s*=", block.source, re.M))
    if not whole:
        text = block.source
        if not re.search(r"^players\s*=", text, re.MULTILINE):
            text = FRAGMENT_BASE + text
        load_scenario(text)
        return None
    path = Path(block.title or f"block-{block.line}.toml")
    path.write_text(block.source, encoding="utf-8")
    broken = _check_file(path.resolve())
    return "the scenario does not check:\n" + "\n".join(broken) if broken else None


LANGUAGES: dict[str, Callable[[Block, Example], str | None]] = {
    "python": _python, "pycon": _python, "console": _console, "sh": _sh, "bash": _sh,
    "shell": _sh, "toml": _toml, "json": _json, "text": _shown,
}


@pytest.fixture
def clone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder that looks like the root of a clone: ``engine/`` (for the shipped
    scenarios' paths) and the demo's log; the SQLite store, whatever the environment."""
    (tmp_path / "engine").symlink_to(ROOT / "engine", target_is_directory=True)
    (tmp_path / "logs").mkdir()
    shutil.copy(ROOT / "logs" / "demo-nested.shlog", tmp_path / "logs")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("PERSISTENCE_MODULE", raising=False)
    _CHECKED.clear()
    return tmp_path


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_examples_of_a_page_run(page: Path, clone: Path) -> None:
    """Every block of the page runs as docs/writing-docs.md says, top to bottom."""
    ran = 0
    for example in SYBIL.parse(page):
        try:
            example.evaluate()
        except unittest.SkipTest:
            continue
        ran += 1
    blocks = page.read_text(encoding="utf-8").count("```") // 2
    assert ran or not blocks, f"{page.name}: none of its {blocks} blocks ran"


# -- how the examples are run ------------------------------------------------------------


def _run_text(text: str, tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(text, encoding="utf-8")
    for example in SYBIL.parse(page):
        try:
            example.evaluate()
        except unittest.SkipTest:
            continue


def test_a_wrong_output_fails_the_page(clone: Path) -> None:
    """A console block's shown output is compared, not only its exit code."""
    good = ("```console\n$ shahrazad explain logs/demo-nested.shlog 476\n"
            "476 [1.1.1] B: 20 -> 10 life (-10) (727.1b Subgames)\n...\n```\n")
    _run_text(good, clone)
    with pytest.raises(AssertionError, match="expected"):
        _run_text(good.replace("-10", "-11"), clone)


def test_a_block_of_an_unknown_language_or_an_unmarked_command_fails(clone: Path) -> None:
    with pytest.raises(AssertionError, match="name one of"):
        _run_text("```ruby\nputs 1\n```\n", clone)
    with pytest.raises(AssertionError, match="not a shahrazad command"):
        _run_text("```sh\npip install shahrazad\n```\n", clone)
    _run_text('<!-- skip: next "installs" -->\n```sh\npip install shahrazad\n```\n', clone)


def test_a_part_of_a_shipped_scenario_must_be_in_it(clone: Path) -> None:
    marked = "<!-- test: part of engine/scenarios/bolt.toml -->\n```toml\n{}\n```\n"
    _run_text(marked.format('[B]\nlife = 6'), clone)
    _run_text(marked.format('[[decisions]]\nplayer = "A"\ndo = "cast Lightning Bolt '
                            'targeting B"'), clone)
    with pytest.raises(AssertionError, match="life: 7 in the page, 6 in the file"):
        _run_text(marked.format('[B]\nlife = 7'), clone)
    with pytest.raises(AssertionError, match="not in the file's list"):
        _run_text(marked.format('[[decisions]]\nplayer = "B"\npass = true'), clone)


def test_a_scenario_whose_ruling_breaks_fails_the_page(clone: Path) -> None:
    scenario = (ROOT / "engine" / "scenarios" / "bolt.toml").read_text(encoding="utf-8")
    _run_text(f"```toml\n{scenario}```\n", clone)
    broken = scenario.replace('winners = ["A"]', 'winners = ["B"]')
    with pytest.raises(AssertionError, match="does not check"):
        _run_text(f"```toml\n{broken}```\n", clone)


def test_every_skip_says_why() -> None:
    """``<!-- skip: next -->`` alone is not enough: the reason is part of the page."""
    bare = [f"{page.relative_to(ROOT)}:{text[:m.start()].count(chr(10)) + 1}"
            for page in PAGES for text in [page.read_text(encoding="utf-8")]
            for m in re.finditer(r"<!--\s*skip:\s*(next|start)\s*(-->|$)", text, re.M)]
    assert not bare


# -- the site ------------------------------------------------------------------------------

HOOKS = _load("docs_hooks_pages", DOCS / "hooks" / "pages.py")


def _nav_pages(nav: Any) -> Iterator[str]:
    if isinstance(nav, str):
        yield nav
    elif isinstance(nav, list):
        for item in nav:
            yield from _nav_pages(item)
    elif isinstance(nav, dict):
        for value in nav.values():
            yield from _nav_pages(value)


def test_the_site_lists_every_page_once() -> None:
    """Every page in docs/ (and every generated one) is in mkdocs.yml's nav, once, and
    every page the nav names exists (the API reference aside: its plugin makes it)."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    listed = [p for p in _nav_pages(config["nav"]) if not p.startswith("api/reference/")]
    on_disk = {str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md")}
    assert sorted(listed) == sorted(set(listed))
    assert set(listed) == on_disk | set(HOOKS.GENERATED)


def test_generated_pages_are_not_written_by_hand() -> None:
    assert not [page for page in HOOKS.GENERATED if (DOCS / page).exists()]


def test_the_readings_page_is_made_from_the_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page lists every reading of ``engine/rules/options.py`` with its question,
    both readings and its option, and a reading added to the registry appears on it."""
    from shahrazad.rules import options
    from shahrazad.rules.options import READINGS, Reading

    page = HOOKS.readings_page()
    rows = {cells[0]: cells[1:] for cells in (
        [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        for line in page.splitlines() if re.match(r"^\| \[A\d+\]", line))}
    assert list(rows) == [f"[{r.id}](#{r.id.lower()})" for r in READINGS.values()]
    for r in READINGS.values():
        question, default, alternative, option = rows[f"[{r.id}](#{r.id.lower()})"]
        assert (question, default, alternative) == (r.question, r.default,
                                                    r.alternative or "-")
        assert option.startswith(f"`{r.key}`: `{r.values[0]}`" if r.key else "fixed")
    extra = Reading("A99", "Is this page made from the registry?", "Yes", "No",
                    "a99_generated", ("yes", "no"), ("100.1",))
    monkeypatch.setattr(options, "READINGS", {**READINGS, "A99": extra})
    assert "| [A99](#a99) | Is this page made from the registry? |" in HOOKS.readings_page()


def test_the_pool_page_lists_every_card_of_the_pool() -> None:
    """The card reference (``cards/pool.md``): every card of the pool once, under the set
    it was first printed in, with its cost, type line, P/T, text, words and rules."""
    from shahrazad.cards import catalog
    from shahrazad.filters import set_code

    page = HOOKS.pool_page()
    sections = re.split(r"^## ", page, flags=re.MULTILINE)[1:]
    seen: list[str] = []
    for section in sections:
        anchor = re.search(r"\{#(\w+)\}", section.splitlines()[0])
        assert anchor is not None, section.splitlines()[0]
        rows = re.findall(r"^\| (.+?) \| ", section, re.MULTILINE)[1:]  # past the header
        assert rows == sorted(rows)
        for name in rows:
            code = set_code(catalog.POOL.card(name).first_printed)
            assert (code or "later").lower() == anchor.group(1), name
        seen += rows
    pool = [n for n in catalog.POOL.names() if not catalog.POOL.card(n).token]
    assert sorted(seen) == sorted(pool) and len(seen) == len(set(seen))
    assert ("| Lightning Bolt | {R} | Instant |  | Lightning Bolt deals 3 damage to any "
            "target. | Spell (any target): deal 3 damage to the target. | 115.1, 120.3, "
            "601.2, 608.2 |") in page
    assert "| Serra Angel | {3}{W}{W} | Creature - Angel | 4/4 | Flying, vigilance | " \
           "flying, vigilance | 601.2, 608.3, 702.9, 702.20 |" in page


def test_the_command_reference_has_every_command_once() -> None:
    """Each command has its section with its own --help; an alias is named under its
    command rather than repeated."""
    from shahrazad.cli.common import COMMANDS

    page = HOOKS.cli_reference_page()
    sections = re.findall(r"^## shahrazad (\S+)$", page, re.MULTILINE)
    assert sorted(sections) == sorted(set(COMMANDS) - {"events"})
    assert "| [`audit`](#shahrazad-audit) (also `shahrazad events`) |" in page
    assert "Usage: shahrazad verify [OPTIONS] [LOG]" in page
    assert "--rerun" in page.split("## shahrazad verify")[1]


def test_docstrings_become_markdown_for_the_api_pages() -> None:
    """Roles become code spans, doctests and literal blocks fenced blocks, so Markdown
    reads no doctest output (``[Keep(), Keep()]``) as a link. The hook needs griffe, which
    comes with the docs extra; .ci/run runs this test again once that is installed."""
    pytest.importorskip("griffe")
    to_markdown = _load("docs_hooks_griffe", DOCS / "hooks" / "griffe_markdown.py").to_markdown
    assert to_markdown("See :func:`~shahrazad.table.Table.push` and "
                       ":mod:`shahrazad.projections.fold`.") \
        == "See `push` and `shahrazad.projections.fold`."
    assert to_markdown("Like this:\n\n>>> t.decisions\n[Keep(), Keep()]\n\nThen.") == (
        "Like this:\n\n```pycon\n>>> t.decisions\n[Keep(), Keep()]\n```\n\nThen.")
    assert to_markdown("A file::\n\n    edition = 1\n    seed = 2\n\nAfter.") == (
        "A file:\n\n```\nedition = 1\nseed = 2\n```\n\nAfter.")


# -- the README ------------------------------------------------------------------------


def test_the_readme_is_a_page_or_two_and_says_first_what_shahrazad_is() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 200
    first = " ".join(text.split("\n\n")[1].split())  # the paragraph after the title
    assert first.startswith("Shahrazad is ") and "subgame" in first


def test_the_readmes_links_lead_to_pages_that_exist() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    links = [link.split("#")[0] for link in re.findall(r"\]\(([^)]+)\)", text)
             if "://" not in link and not link.startswith("#")]
    assert links and not [link for link in links if not (ROOT / link).exists()]
