"""Test-run settings shared by every test module.

* ``slow``: long profiles (many random tables, killed processes, whole-edition
  sweeps). The default run leaves them out; ``python -m pytest -m slow`` runs only
  them and ``-m ""`` runs everything. CI runs both.
* Under ``pytest-xdist`` (the default run uses every core), the tests on the one
  PostgreSQL database every test shares run on one worker, so that creating the
  store's tables never races another worker doing the same.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# tests/support.py is shared by the test modules of the folders below this one too
# (tests/cards): its folder is on the import path for them all
sys.path.insert(0, str(Path(__file__).resolve().parent))
ROOT = Path(__file__).resolve().parent.parent
FOLDERS = {"engine": "shahrazad", "events": "shahrazad/events",
           "projections": "shahrazad/projections"}


def _stale_install() -> str:
    """Why the installed package can't run these tests, or ``""``: it must be installed
    from this checkout, and an install that links files one by one (the ``strict``
    editable mode, which mypy needs to find the package) must hold every module now on
    disk."""
    try:
        import shahrazad
    except ImportError:
        return "shahrazad is not installed"
    here = Path(shahrazad.__file__ or "")
    if here.resolve() != (ROOT / "engine" / "__init__.py").resolve():
        return f"the installed shahrazad is {here.resolve().parent}, not this checkout's"
    linked = here.parent
    if linked.resolve() == (ROOT / "engine").resolve():
        return ""  # the folders themselves: every module is there
    for folder, installed in FOLDERS.items():
        for path in (ROOT / folder).rglob("*.py"):
            rel = path.relative_to(ROOT / folder)
            if not (linked.parent / installed / rel).exists():
                return f"{folder}/{rel} was added after the install"
    return ""


def pytest_configure(config: pytest.Config) -> None:
    why = _stale_install()
    if why:
        pytest.exit(f"{why}: run `pip install -e '.[test]' --config-settings "
                    "editable_mode=strict` again from the checkout", returncode=2)
    config.addinivalue_line(
        "markers", "slow: a long profile, left out of the default run (run with -m slow)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "postgres" in item.nodeid:
            item.add_marker(pytest.mark.xdist_group("postgres"))
