"""Every variant, every way a table is made: it works, or it is refused in one line.

The variants (810 Two-Headed Giant, 901 Planechase, 902 Vanguard, 903 Commander, 904
Archenemy, and the combinations played here) each need their pieces: each player's
commander or vanguard, a planar deck, the archenemy's scheme deck, Two-Headed Giant's
teams. A table is made four ways: ``Table.new``, a scenario file from ``[decks]``, a
scenario file that states a position, and ``shahrazad play``. Given its pieces, a
variant table is made and played; without them it is refused in one line that names
what is missing and how that way of making a table gives it (exit code 2 at the
command line), never with a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from shahrazad.agents import PassiveAgent
from shahrazad.cli import main
from shahrazad.events import vocabulary as v
from shahrazad.rerun import rerun
from shahrazad.rules import variants
from shahrazad.rules.options import option
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.scenario.errors import ScenarioError
from shahrazad.scenario.reproduce import reproducer
from shahrazad.table import Table

PLANES = ["Llanowar", "Tazeem", "Sanctum of Serra"]
SCHEMES = ["The Very Soil Shall Shake"] * 3

#: each variant: its players, and its pieces as Table.new takes them
VARIANTS: dict[str, tuple[list[str], dict[str, Any]]] = {
    "commander": (["A", "B"], {"commanders": {"A": "Sol'kanar the Swamp King",
                                              "B": "Nicol Bolas"}}),
    "vanguard": (["A", "B"], {"vanguards": {"A": "Sisay", "B": "Eladamri"}}),
    "planechase": (["A", "B"], {"planar_decks": {"A": PLANES, "B": PLANES[::-1]}}),
    "archenemy": (["A", "B", "C"], {"scheme_decks": {"A": SCHEMES}}),
    "2hg": (["A", "B", "C", "D"], {"teams": [["A", "B"], ["C", "D"]]}),
    "commander+vanguard": (["A", "B"], {"commanders": {"A": "Sol'kanar the Swamp King",
                                                       "B": "Nicol Bolas"},
                                        "vanguards": {"A": "Sisay", "B": "Maro Avatar"}}),
    "2hg+planechase": (["A", "B", "C", "D"], {"teams": [["A", "B"], ["C", "D"]],
                                               "planar_decks": {"A": PLANES}}),
    "vanguard+planechase+archenemy": (["A", "B"], {
        "vanguards": {"A": "Eladamri", "B": "Sisay"}, "planar_decks": {"B": PLANES},
        "scheme_decks": {"A": SCHEMES}}),
}
#: what a refusal names for each variant without any of its pieces
MISSING = {"commander": "each player's commander", "vanguard": "each player's vanguard",
           "planechase": "a planar deck", "archenemy": "the archenemy's scheme deck",
           "2hg": "two teams of two", "commander+vanguard": "each player's commander",
           "2hg+planechase": "a planar deck",
           "vanguard+planechase+archenemy": "each player's vanguard"}
DECK = ["Plains"] * 12


def _one_line(text: str) -> None:
    assert "Traceback" not in text and text.strip().count("\n") == 0, text


# -- Table.new ------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_table_new_plays_each_variant_given_its_pieces(variant: str) -> None:
    """Given its pieces, each variant's table opens and plays to its end; the log names
    the variant and brings each piece to the table (VariantCardsAdded)."""
    players, pieces = VARIANTS[variant]
    table = Table.new(players, [DECK] * len(players), seed=1, variant=variant, **pieces)
    assert option(table.state, "variant") == variant
    roles = {e.role for e in table.events if isinstance(e, v.VariantCardsAdded)}
    assert roles == {variants.VARIANTS[n] for n in variant.split("+") if n != "2hg"}
    table.play({p: PassiveAgent() for p in players})
    assert table.is_over()


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("how", ["argument", "option"])
def test_table_new_refuses_each_variant_without_its_pieces_in_one_line(
        variant: str, how: str) -> None:
    """Named with no pieces (as ``variant=`` or as the ``variant`` option), each
    variant's table is refused in one line naming what is missing and the argument that
    gives it."""
    players, _ = VARIANTS[variant]
    named: dict[str, Any] = {"variant": variant} if how == "argument" else {
        "options": {"variant": variant}}
    with pytest.raises(variants.VariantError) as refused:
        Table.new(players, [DECK] * len(players), **named)
    _one_line(str(refused.value))
    assert MISSING[variant] in str(refused.value) and "Table.new(" in str(refused.value)


def test_pieces_without_a_name_make_their_variant_and_pieces_of_another_are_refused() -> None:
    """Pieces alone name their variant; pieces for a variant that isn't the one named are
    refused, saying what to name it."""
    table = Table.new(["A", "B"], [DECK] * 2, vanguards={"A": "Sisay", "B": "Eladamri"})
    assert option(table.state, "variant") == "vanguard"
    with pytest.raises(variants.VariantError, match="name the variant vanguard\\+planechase"):
        Table.new(["A", "B"], [DECK] * 2, variant="vanguard", planar_decks={"A": PLANES},
                  vanguards={"A": "Sisay", "B": "Eladamri"})
    with pytest.raises(variants.VariantError, match="Serra Angel can't be a commander"):
        Table.new(["A", "B"], [DECK] * 2, commanders={"A": "Serra Angel"})
    with pytest.raises(variants.VariantError, match="unknown card 'Sisy'"):
        Table.new(["A", "B"], [DECK] * 2, vanguards={"A": "Sisy"})


# -- a scenario from decks ----------------------------------------------------------------


def _toml(value: Any) -> str:
    if isinstance(value, str):
        return '"' + value.replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml(x) for x in value) + "]"
    return "{ " + ", ".join(f"{k} = {_toml(x)}" for k, x in value.items()) + " }"


def _deck_scenario(variant: str, with_pieces: bool) -> str:
    players, pieces = VARIANTS[variant]
    options = {"variant": variant}
    lines = ["seed = 1", f"players = {_toml(players)}"]
    if "teams" in pieces and with_pieces:
        options["teams"] = "/".join("+".join(t) for t in pieces["teams"])
    lines.append(f"options = {_toml(options)}")
    if with_pieces:
        lines += [f"{key} = {_toml(value)}" for key, value in pieces.items() if key != "teams"]
    lines += ["[decks]"] + [f"{p} = {_toml(DECK)}" for p in players]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_scenario_from_decks_plays_each_variant_given_its_pieces(variant: str) -> None:
    """A scenario from ``[decks]`` gives the pieces as Table.new takes them, as top-level
    keys (``vanguards = { A = "Sisay", B = "Eladamri" }``); the table plays to its end,
    and the scenario that reproduces its log gives the same pieces back."""
    table = run_scenario(load_scenario(_deck_scenario(variant, True)))
    assert table.is_over() and option(table.state, "variant") == variant
    assert rerun(table.events).ok  # the pieces are in the log: verify --rerun needs no file
    again = load_scenario(reproducer(table.events)).table()
    opened = len(again.events)
    assert again.events == table.events[:opened]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_scenario_from_decks_refuses_each_variant_without_its_pieces_in_one_line(
        variant: str) -> None:
    """Without its pieces the scenario is refused as it is read, at ``options``, in one
    line that says which key gives them."""
    with pytest.raises(ScenarioError) as refused:
        load_scenario(_deck_scenario(variant, False))
    _one_line(str(refused.value))
    assert refused.value.where.startswith("options")
    # (a Two-Headed Giant file is checked for its teams first, as it is read)
    assert MISSING[variant] in str(refused.value) or (
        "2hg" in variant and "two teams of two" in str(refused.value))
    assert " = " in str(refused.value).split("give ", 1)[1]  # the scenario's own words


def test_a_scenario_names_the_piece_at_fault() -> None:
    """A piece of the wrong kind, or for a player who isn't there, is refused at its key."""
    base = 'players = ["A", "B"]\n'
    decks = '[decks]\nA = ["Plains"]\nB = ["Plains"]\n'
    with pytest.raises(ScenarioError, match=r"^commanders: Serra Angel can't be a commander"):
        load_scenario(base + 'commanders = { A = "Serra Angel" }\n' + decks)
    with pytest.raises(ScenarioError, match=r"^vanguards.C: 'C' is not at the table"):
        load_scenario(base + 'vanguards = { C = "Sisay" }\n' + decks)
    with pytest.raises(ScenarioError, match=r"^vanguards.A: unknown card 'Sisy'"):
        load_scenario(base + 'vanguards = { A = "Sisy" }\n' + decks)
    with pytest.raises(ScenarioError, match=r"^planar_decks.A: expected a list"):
        load_scenario(base + 'planar_decks = { A = "Tazeem" }\n' + decks)


# -- a scenario position --------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_scenario_position_with_each_variant_works_or_is_refused_in_one_line(
        variant: str) -> None:
    """A position places its cards itself: a variant it can't set up is refused in one
    line naming the key; one it can (Two-Headed Giant needs only its teams) is built."""
    players, pieces = VARIANTS[variant]
    options = {"variant": variant}
    if "teams" in pieces:
        options["teams"] = "/".join("+".join(t) for t in pieces["teams"])
    text = (f"players = {_toml(players)}\nactive = \"A\"\nturn = 2\nstep = \"main1\"\n"
            f"options = {_toml(options)}\n"
            + "".join(f"[{p}]\nlibrary = {_toml(DECK)}\n" for p in players))
    try:
        table = load_scenario(text).table()
    except ScenarioError as refused:
        _one_line(str(refused))
        assert refused.where.startswith("options")
    else:
        assert option(table.state, "variant") == variant


# -- shahrazad play and shahrazad run ------------------------------------------------------


def _play_args(variant: str, tmp: Path, with_pieces: bool) -> list[str]:
    players, pieces = VARIANTS[variant]
    (tmp / "deck.txt").write_text(f"{len(DECK)} Plains\n", encoding="utf-8")
    args = ["play", "--deck", str(tmp / "deck.txt"), "--players", str(len(players)),
            "--agent", "passive", "--option", f"variant={variant}", "--seed", "3",
            "--log", str(tmp / "t.shlog"), "--db", str(tmp / "t.sqlite")]
    if not with_pieces:
        return args
    for key, value in pieces.items():
        if key == "teams":
            args += ["--option", "teams=" + "/".join("+".join(t) for t in value)]
            continue
        for pid, given in value.items():
            if isinstance(given, list):
                path = tmp / f"{key}-{pid}.txt"
                path.write_text("".join(f"1 {n}\n" for n in given), encoding="utf-8")
                given = str(path)
            flag = {"commanders": "--commander", "vanguards": "--vanguard",
                    "planar_decks": "--planar-deck", "scheme_decks": "--scheme-deck"}[key]
            args += [flag, f"{pid}={given}"]
    return args


@pytest.mark.parametrize("variant", VARIANTS)
def test_shahrazad_play_plays_each_variant_given_its_pieces(variant: str,
                                                            tmp_path: Path) -> None:
    """``play`` takes the pieces as options (--commander, --vanguard, --planar-deck,
    --scheme-deck; Two-Headed Giant's teams as --option teams=A+B/C+D) and plays."""
    result = CliRunner().invoke(main, [*_play_args(variant, tmp_path, True), "--json"])
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("variant", VARIANTS)
def test_shahrazad_play_refuses_each_variant_without_its_pieces_in_one_line(
        variant: str, tmp_path: Path) -> None:
    """Without its pieces, ``play`` stops before anything is played: one line naming
    what is missing and the option that gives it, exit code 2."""
    result = CliRunner().invoke(main, _play_args(variant, tmp_path, False))
    assert result.exit_code == 2
    _one_line(result.stderr)
    assert MISSING[variant] in result.stderr and "give --" in result.stderr
    assert not (tmp_path / "t.shlog").exists()


@pytest.mark.parametrize("with_pieces", [True, False])
def test_shahrazad_run_of_a_vanguard_scenario_from_decks(with_pieces: bool,
                                                         tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    """The case that ended in a traceback: ``options = { variant = "vanguard" }`` in a
    scenario from decks. Without the vanguards it is one line and exit 2; with them the
    table plays."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.toml").write_text(_deck_scenario("vanguard", with_pieces),
                                     encoding="utf-8")
    result = CliRunner().invoke(main, ["run", "s.toml", "--db", "s.sqlite"])
    if with_pieces:
        assert result.exit_code == 0, result.output
        return
    assert result.exit_code == 2
    _one_line(result.stderr)
    assert result.stderr.startswith("shahrazad: options.variant: a vanguard table needs each "
                                    "player's vanguard (902.2): give vanguards = {")
