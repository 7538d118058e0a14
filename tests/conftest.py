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


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "slow: a long profile, left out of the default run (run with -m slow)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "postgres" in item.nodeid:
            item.add_marker(pytest.mark.xdist_group("postgres"))
