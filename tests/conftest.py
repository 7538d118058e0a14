"""Test-run settings shared by every test module.

* ``slow``: long profiles (many random tables, killed processes, whole-edition
  sweeps). The default run leaves them out; ``python -m pytest -m slow`` runs only
  them and ``-m ""`` runs everything. CI runs both.
* Under ``pytest-xdist`` (the default run uses every core), the tests on the one
  PostgreSQL database every test shares run on one worker, so that creating the
  store's tables never races another worker doing the same.
* The tests write nothing into the checkout, nor into the user's store or cache:
  every test process gets a cache folder of its own (``XDG_CACHE_HOME``, where log
  indexes go), and the run fails if the checkout gained or changed files
  (:func:`checkout_files`, compared before and after the whole run; skipped when
  there is no git, or no checkout).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
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


# -- the checkout stays as it was ------------------------------------------------------

#: what may change in a checkout while the tests run: the test tools' own caches and
#: Hypothesis's example database (kept in the checkout by design, so that a plain
#: ``pytest`` replays what a fuzzing campaign found), and the install
LEFT_ALONE = (".hypothesis/", ".pytest_cache/", ".mypy_cache/", ".ruff_cache/", ".venv/",
              "build/", "shahrazad.egg-info/", ".envrc-helper", "site/")


def _signature(path: Path) -> str:
    """What a file (or every file of a folder) holds, as one digest."""
    digest = hashlib.blake2b(digest_size=16)
    files = sorted(path.rglob("*")) if path.is_dir() else [path]
    for file in files:
        if file.is_file() and not file.is_symlink():
            digest.update(os.fsencode(file.relative_to(path.parent)) + b"\0")
            digest.update(file.read_bytes())
    return digest.hexdigest()


def checkout_files(root: Path) -> dict[str, str] | None:
    """Every file (or untracked folder) of the checkout at ``root`` that git sees as
    changed, new or ignored (but the tools' caches, :data:`LEFT_ALONE`, and
    ``__pycache__``), with a digest of what it holds; None without git or a checkout."""
    git = shutil.which("git")
    if git is None or not (root / ".git").exists():
        return None
    # --no-optional-locks: looking must not take the index lock a commit needs
    listed = subprocess.run([git, "--no-optional-locks", "status", "--porcelain",
                             "--ignored", "-z"], cwd=root, capture_output=True, check=False)
    if listed.returncode != 0:
        return None
    found: dict[str, str] = {}
    entries = iter(listed.stdout.decode("utf-8", "surrogateescape").split("\0"))
    for entry in entries:
        if entry[:1] in ("R", "C"):
            next(entries, None)  # a rename's or copy's origin: the next entry, bare
        name = entry[3:]
        if len(entry) < 4 or name.startswith(LEFT_ALONE) or "__pycache__" in name:
            continue
        found[name] = f"{entry[:2]} {_signature(root / name)}"  # git's status, the digest
    return found


def _changed(before: dict[str, str], after: dict[str, str], root: Path = ROOT) -> list[str]:
    """What differs between two :func:`checkout_files`, one entry a file or folder. A
    file that git stopped listing (committed while the tests ran) but that holds what
    it held is no change."""
    def held(found: dict[str, str], name: str) -> str | None:
        return found[name][3:] if name in found else None

    def new(name: str) -> bool:
        return name not in before and after[name][:2] in ("??", "!!")

    said = [f"{name} ({'new' if new(name) else 'changed'})"
            for name in sorted(after) if held(before, name) != held(after, name)]
    for name in sorted(set(before) - set(after)):
        if not (root / name).exists():
            said.append(f"{name} (gone)")
        elif _signature(root / name) != held(before, name):
            said.append(f"{name} (changed)")
    return said


def pytest_sessionstart(session: pytest.Session) -> None:
    if not hasattr(session.config, "workerinput"):  # the run's own process, not a worker
        session.config.stash[_BEFORE] = checkout_files(ROOT)


def pytest_sessionfinish(session: pytest.Session) -> None:
    before = session.config.stash.get(_BEFORE, None)
    if before is None or hasattr(session.config, "workerinput"):
        return
    after = checkout_files(ROOT) or {}
    changed = _changed(before, after, ROOT)
    if changed:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        message = ("the tests changed the checkout (a test must write only into its own "
                   "tmp_path): " + ", ".join(changed))
        if reporter is not None:
            reporter.write_line(message, red=True, bold=True)
        else:
            print(message, file=sys.stderr)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


_BEFORE = pytest.StashKey[dict[str, str] | None]()


def pytest_configure(config: pytest.Config) -> None:
    # Log indexes go to the user's cache folder: each test process gets one of its own
    # (subprocesses inherit it), so the tests leave nothing in the user's.
    cache = tempfile.mkdtemp(prefix="shahrazad-test-cache-")
    before = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = cache

    def restore() -> None:
        # a run inside another program (HypoFuzz collects with pytest, then fuzzes)
        # must not be left pointing at a folder that is gone
        if before is None:
            os.environ.pop("XDG_CACHE_HOME", None)
        else:
            os.environ["XDG_CACHE_HOME"] = before
        shutil.rmtree(cache, ignore_errors=True)

    config.add_cleanup(restore)
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
