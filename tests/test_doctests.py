"""Every module's examples (doctests) run as tests, one test per module.

The examples in docstrings teach the API, so they must stay true. The modules are
found on disk, by the folders the package is built from (``engine/`` is
``shahrazad``, ``events/`` is ``shahrazad.events``, ``projections/`` is
``shahrazad.projections``), so a new module's examples run without being listed.
"""

from __future__ import annotations

import doctest
import importlib
import io
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = {"engine": "shahrazad", "events": "shahrazad.events",
           "projections": "shahrazad.projections"}


def module_names() -> list[str]:
    """Every module of the package, by its import name."""
    found = []
    for folder, name in FOLDERS.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if parts[-1:] == ["__main__"]:
                continue
            found.append(".".join([name, *parts]))
    return found


@pytest.mark.parametrize("name", module_names())
def test_the_examples_of(name: str) -> None:
    module = importlib.import_module(name)
    out = io.StringIO()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in doctest.DocTestFinder().find(module, name):
        runner.run(test, out=out.write)
    assert runner.failures == 0, out.getvalue()
