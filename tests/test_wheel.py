"""What ``pip install`` puts into a user's environment: one import name, ``shahrazad``.

The repository keeps ``engine/``, ``events/`` and ``projections/`` at its top level; the
wheel installs them as ``shahrazad``, ``shahrazad.events`` and ``shahrazad.projections``,
so a user's own (or another distribution's) packages named ``events`` or ``projections``
keep working beside it. ``python -m shahrazad`` is the command line.
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_python_dash_m_shahrazad_runs_the_command_line() -> None:
    done = subprocess.run([sys.executable, "-m", "shahrazad", "--help"], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Usage: python -m shahrazad")
    assert "verify" in done.stdout and "play" in done.stdout


@pytest.mark.slow
def test_the_wheel_installs_one_name_beside_packages_called_events_and_projections(
        tmp_path: Path) -> None:
    """Built from the repository, the wheel holds ``shahrazad/`` and its metadata only;
    installed next to packages named ``events`` and ``projections``, both they and
    Shahrazad import, each its own."""
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w",
                    str(dist), str(ROOT)], check=True, timeout=600)
    wheel = next(dist.glob("shahrazad-*.whl"))
    with zipfile.ZipFile(wheel) as z:
        tops = {name.split("/")[0] for name in z.namelist()}
        names = set(z.namelist())
    assert {t for t in tops if not t.endswith(".dist-info")} == {"shahrazad"}
    assert {"shahrazad/events/storage/logfile.py", "shahrazad/projections/report.html",
            "shahrazad/decisions/kinds/__init__.py", "shahrazad/__main__.py",
            "shahrazad/py.typed"} <= names

    installed, theirs = tmp_path / "installed", tmp_path / "theirs"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--target", str(installed), str(wheel)], check=True, timeout=600)
    for name in ("events", "projections"):
        (theirs / name).mkdir(parents=True)
        (theirs / name / "__init__.py").write_text(f"OWNER = 'someone else: {name}'\n")
    probe = (
        "import events, projections, shahrazad, shahrazad.events, shahrazad.projections\n"
        "from shahrazad.events.storage.logfile import read_log\n"
        "from shahrazad import Table\n"
        "assert events.OWNER == 'someone else: events', events\n"
        "assert projections.OWNER == 'someone else: projections', projections\n"
        "table = Table.new(['A', 'B'], [['Island'] * 20, ['Island'] * 20], seed=1)\n"
        "assert table.events\n"
        "print(shahrazad.__file__)\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(installed), str(theirs)])}
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).is_relative_to(installed)
