"""The commands' tables at 80 columns, and piped: every value a user needs, whole.

On a terminal of 80 columns, ``check``, ``tables``, ``run --edition all`` (and every
command drawn with :func:`shahrazad.cli.common.print_table`) drop their borders before
their data, wrap cells between words, and fall back to a line per row when even that
does not fit: no value is cut short with an ellipsis. Piped (click's test runner is
not a terminal), they print whole lines, never boxes or ellipses.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.cli import main
from shahrazad.cli.common import console

ROOT = Path(__file__).resolve().parent.parent
SG12 = str(ROOT / "engine" / "scenarios" / "sg12-inside-the-subgame.toml")
#: what a box is drawn with, and what rich cuts a cell short with
DRAWN = set("┏┃━┡│└┴┼╇┳") | {"…"}


@pytest.fixture()
def cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()

    def invoke(*args: str) -> str:
        result = runner.invoke(main, list(args), catch_exceptions=False)
        assert result.exit_code == 0, result.output
        return result.stdout

    return invoke


@pytest.fixture()
def terminal(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The shared console as a terminal of 80 columns, without colours."""
    monkeypatch.setattr(console, "_force_terminal", True)
    monkeypatch.setattr(console, "_width", 80)
    monkeypatch.setattr(console, "_color_system", None)
    yield


def _words(text: str) -> str:
    return " ".join(text.split())


def _store(cli) -> list[str]:  # type: ignore[no-untyped-def]
    """Four tables in the store (sg12 under each edition); their names."""
    cli("run", SG12, "--edition", "all", "--db", "s.sqlite")
    from shahrazad.events.storage.store import TableStore

    with TableStore("s.sqlite", create=False) as store:
        return store.names()


def test_at_80_columns_check_tables_and_editions_show_every_value(
        cli, terminal: None) -> None:  # type: ignore[no-untyped-def]
    out = cli("run", SG12, "--edition", "all", "--db", "s.sqlite")
    assert not DRAWN & set(out), out
    assert all(len(line) <= 80 for line in out.splitlines()), out
    for edition in ("current", "2014", "2008", "2004"):
        assert f"logs/sg12-inside-the-subgame.{edition}.shlog" in out, out
    assert "cards_returned" in out and "A:Living Wish" in _words(out)

    out = cli("check", SG12)
    assert not DRAWN & set(out), out
    assert all(len(line) <= 80 for line in out.splitlines()), out
    words = _words(out)
    assert "waiting triggers [Desecrated Tomb]" in words
    assert "[Serra Angel, Lightning Bolt, Shahrazad]" in words
    assert "sg12-inside-the-subgame.toml" in out

    names = _store(cli)
    out = cli("tables", "--db", "s.sqlite")
    assert not DRAWN & set(out), out
    assert all(len(line) <= 80 for line in out.splitlines()), out
    words = _words(out)
    for name in names:
        assert name in out, name  # a name is what the user types next: never broken
    for value in ("players: A, B", "edition: 2004", "status: over", "opened (UTC): "):
        assert value in words, value


def test_a_table_that_fits_keeps_its_borders_and_one_that_nearly_fits_loses_them(
        terminal: None, capsys: pytest.CaptureFixture[str]) -> None:
    """Decoration goes before data: the borders are dropped first, then cells wrap
    between words; a word is never cut."""
    from rich.table import Table as RichTable

    from shahrazad.cli.common import print_table

    small = RichTable("a", "b")
    small.add_row("one", "two")
    print_table(small)
    assert "┃" in capsys.readouterr().out
    wide = RichTable("what", "current", "2004")
    wide.add_row("rule cited, game 1.1: cards_returned #3", "13 cards (+Living Wish)" * 2,
                 "506.6 (= 727.5)")
    print_table(wide)
    out = capsys.readouterr().out
    assert not DRAWN & set(out) and "cards_returned" in out and "506.6" in out, out
    assert all(len(line) <= 80 for line in out.splitlines()), out


def test_piped_check_tables_and_editions_print_whole_lines(cli) -> None:  # type: ignore[no-untyped-def]
    out = cli("run", SG12, "--edition", "all", "--db", "s.sqlite")
    assert not DRAWN & set(out), out
    rows = [line for line in out.splitlines() if line.startswith("current ")]
    assert len(rows) == 1 and "logs/sg12-inside-the-subgame.current.shlog" in rows[0], out
    assert any(line.startswith("rule cited, game 1.1: cards_returned #3")
               and line.endswith("506.6 (= 727.5)") for line in out.splitlines()), out

    out = cli("check", SG12)
    assert not DRAWN & set(out), out
    assert ("sg12-inside-the-subgame.toml: held [current] expect[1] at trigger_deferred 1: "
            "rule cited 727.4a; waiting triggers [Desecrated Tomb]") in out.splitlines()

    names = _store(cli)
    out = cli("tables", "--db", "s.sqlite")
    assert not DRAWN & set(out), out
    for name in names:
        [row] = [line for line in out.splitlines() if line.startswith(name + " ")]
        assert "A, B" in row and "over" in row and row.rstrip()[-5:].count(":") == 1, row
