"""The examples of the pages on scripted decisions' timing and on randomness run.

Each fenced ``toml`` block of ``docs/scenario/decisions-and-timing.md`` and
``docs/cards/randomness.md`` is a scenario (it has ``players``): it is played under its
edition and every edition its expectations name, and must hold them all, as ``shahrazad
check`` would; or a fragment (``<!-- test: fragment -->``, or no ``players``), read on
top of ``players = ["A", "B"]``. ``python`` blocks run, in one namespace per page;
``text`` blocks are only shown. (The site's own test of every page runs them the same
way.)
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.scenario import assert_scenario, load_scenario

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "docs" / "scenario" / "decisions-and-timing.md",
         ROOT / "docs" / "cards" / "randomness.md"]
BLOCK = re.compile(r"(?P<marks>(?:^<!--[^\n]*-->\n)*)^```(?P<language>\w*)[^\n]*\n"
                   r"(?P<source>.*?)^```\n", re.MULTILINE | re.DOTALL)


def _blocks(page: Path) -> list[tuple[str, str, str]]:
    return [(m["language"], m["marks"], m["source"])
            for m in BLOCK.finditer(page.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_example_of_the_page_runs(page: Path, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    blocks = _blocks(page)
    assert blocks, f"{page.name} has no examples"
    namespace: dict[str, object] = {}
    for n, (language, marks, source) in enumerate(blocks, 1):
        assert language in ("toml", "python", "text"), f"block {n}: language {language!r}"
        if language == "python":
            exec(compile(source, f"{page.name}:block{n}", "exec"), namespace)
        elif language == "toml":
            whole = "fragment" not in marks and re.search(r"^players\s*=", source, re.M)
            if not whole:
                load_scenario('players = ["A", "B"]\n' + source)
                continue
            path = tmp_path / f"block-{n}.toml"
            path.write_text(source, encoding="utf-8")
            assert_scenario(path)
