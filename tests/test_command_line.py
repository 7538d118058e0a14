"""The shahrazad command, through click's test runner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.cli import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture()
def run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()

    def invoke(*args: str) -> tuple[int, str]:
        result = runner.invoke(main, list(args), catch_exceptions=False)
        # a success's stdout alone: play, run and demo name their table on stderr under
        # --json; a failure's one line is on stderr
        return result.exit_code, result.stdout if result.exit_code == 0 else result.output

    return invoke


@pytest.mark.slow  # a long profile: CI runs it, the default run doesn't
def test_play_is_deterministic_and_verifies(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    for name in ("a", "b"):
        code, out = run("play", "--seed", "3", "--log", f"{name}.shlog", "--db",
                        f"{name}.sqlite", "--json")
        assert code == 0, out
        assert json.loads(out)["events"] > 100
    assert (tmp_path / "a.shlog").read_bytes() == (tmp_path / "b.shlog").read_bytes()
    code, out = run("verify", "a.shlog", "--rerun", "--json")
    found = json.loads(out)
    # intact, over and re-made alike, and signed by nobody: UNSIGNED (exit 5)
    assert code == 5 and found["verdict"] == "UNSIGNED" and found["rerun_ok"], out


def test_demo_and_reading_commands(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    code, out = run("demo", "--db", "d.sqlite", "--json")
    assert code == 0, out
    data = json.loads(out)
    log = data["log"]
    assert data["deepest"] == 3
    assert (tmp_path / data["report"]).read_text().startswith("<!DOCTYPE html>")
    code, out = run("tree", log, "--json")
    tree = json.loads(out)
    assert tree["root"]["children"][0]["path"] == "1.1"
    code, out = run("audit", log, "--rule", "727.4a", "--json")
    lines = json.loads(out)
    assert lines and all(x["rule"].startswith("727.4a") for x in lines)
    bat = next(x for x in json.loads(run("events", log, "--json")[1])
               if "Bat" in x["text"])
    code, out = run("explain", log, str(bat["position"]), "--json")
    chain = json.loads(out)
    assert any(x["game"] == "1.1" for x in chain)
    code, out = run("replay", log, "--at", "300", "--json")
    assert "1.1" in json.loads(out)["games"]
    code, out = run("diff", log, "100", "514", "--json")
    assert code == 0 and json.loads(out)


def test_bad_input_is_one_clear_line(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    code, out = run("replay", "missing.shlog")
    assert code == 2 and "no such file" in out and "Traceback" not in out
    (tmp_path / "junk.shlog").write_bytes(b"not a log")
    code, out = run("verify", "junk.shlog")
    assert code == 1 and "FAILED" in out
    code, out = run("audit", "junk.shlog")
    assert code == 2 and "bad log" in out
    (tmp_path / "bad.toml").write_text('players = ["A", "B"]\n[A]\nhand = ["Seara Angel"]\n')
    code, out = run("run", "bad.toml")
    assert code == 2 and "Serra Angel" in out


def test_tampered_log_fails_verify_at_its_position(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    run("play", "--seed", "4", "--log", "t.shlog", "--db", "t.sqlite", "--json")
    data = bytearray((tmp_path / "t.shlog").read_bytes())
    i = data.find(b"life_changed")
    data[i + 40] ^= 0x01
    (tmp_path / "t.shlog").write_bytes(bytes(data))
    code, out = run("verify", "t.shlog", "--json")
    assert code == 1 and json.loads(out)["first_bad"] is not None


def test_story_follows_one_card_across_games(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """727.4 / 727.5: Juzam Djinn, wished into subgame 1.1 from the main graveyard, goes home
    with A's other cards; its story shows every step with its game and position."""
    log = json.loads(run("demo", "--db", "d.sqlite", "--json")[1])["log"]
    code, out = run("story", log, "Juzam Djinn", "--json")
    assert code == 0, out
    (juzam,) = json.loads(out)
    assert juzam["name"] == "Juzam Djinn" and juzam["owner"] == "A"
    steps = juzam["events"]
    assert [s["game"] for s in steps][:2] == ["1", "1.1"]
    assert any(s["kind"] == "card_brought_in" and s["rule"].startswith("727.4") for s in steps)
    assert any(s["kind"] == "cards_returned" and s["rule"].startswith("727.5") for s in steps)
    positions = [s["position"] for s in steps]
    assert positions == sorted(positions)
    code, out = run("story", log, str(juzam["card"]))
    assert code == 0 and "Juzam Djinn (card" in out
    code, out = run("story", log, "Plains", "--json")
    assert code == 0 and len(json.loads(out)) == 2
    code, out = run("story", log, "Plains#3")
    assert code == 2 and "has 2 Plains" in out
    code, out = run("story", log, "Black Lotus")
    assert code == 2 and "no card" in out


def test_tree_refuses_positions_without_a_game(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    log = json.loads(run("demo", "--db", "d.sqlite", "--json")[1])["log"]
    code, out = run("tree", log, "--at", "1")
    assert code == 2 and "no game has started" in out and "Traceback" not in out
    code, out = run("tree", log, "--at", "99999")
    assert code == 2 and "outside" in out
    code, out = run("tree", log, "--at", "2", "--json")
    assert code == 0 and json.loads(out)["root"]["path"] == "1"


def test_a_reading_command_does_not_load_the_rules_and_the_face_loads_on_use() -> None:
    """``import engine`` and the command group load nothing of the rules: ``verify``
    of a log runs without them (it starts in half the time), and every name of
    ``shahrazad.__all__`` still resolves on first use."""
    import subprocess
    import sys

    program = (
        "import sys\n"
        "import shahrazad\n"
        "assert 'shahrazad.table' not in sys.modules\n"
        "from shahrazad.cli import main\n"
        "try:\n"
        f"    main(['verify', {str(ROOT / 'logs' / 'demo-nested.shlog')!r}], prog_name='x')\n"
        "except SystemExit as exit:\n"
        "    assert exit.code == 5, exit.code  # the shipped demo log is intact, unsigned\n"
        "loaded = sorted(m for m in ('shahrazad.table', 'shahrazad.rules',\n"
        "                            'shahrazad.cards.pool', 'shahrazad.scenario')\n"
        "                if m in sys.modules)\n"
        "assert loaded == [], loaded\n"
        "assert all(getattr(shahrazad, name) is not None for name in shahrazad.__all__)\n"
        "assert shahrazad.Table.__module__ == 'shahrazad.table'\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert "hash chain intact" in done.stdout
