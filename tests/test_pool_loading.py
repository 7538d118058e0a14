"""What a command and the pool load, and the generated facts that let them load little.

``shahrazad --help`` loads no command (:mod:`shahrazad.cli.group` lists them from their
one-line helps); a card of the sets is found by the pool's summary
(:mod:`shahrazad.cards.pool_summary`) and only its module is imported; ``shahrazad
cards`` lists the pool from the summary. Each generated fact is checked here against
what it stands for, so it can't go stale silently: a failing test says what to
regenerate. (How fast the commands start is measured by ``bench/bench_startup.py``,
never here.)
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys

import click
import pytest
from click.testing import CliRunner

from shahrazad.cards import pool, sets, summarize
from shahrazad.cards.pool_summary import SUMMARY
from shahrazad.cli import main
from shahrazad.cli.group import COMMANDS, SUMMARIES
from shahrazad.filters import SET_CODES, set_code


def _loaded_after(code: str) -> set[str]:
    """The package's modules a fresh Python has loaded after running ``code``."""
    probe = (f"import sys\n{code}\n"
             "print('\\n'.join(m for m in sys.modules if m.startswith('shahrazad')))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=300)
    return set(out.stdout.split())


# -- the commands ---------------------------------------------------------------------


def test_help_loads_no_command_nor_the_rules_the_pool_or_the_events() -> None:
    loaded = _loaded_after("from click.testing import CliRunner\n"
                           "from shahrazad.cli import main\n"
                           "assert CliRunner().invoke(main, ['--help']).exit_code == 0")
    assert loaded <= {"shahrazad", "shahrazad.cli", "shahrazad.cli.group"}, loaded


def test_every_command_summary_is_the_first_sentence_of_its_own_help() -> None:
    """The group lists each command from :data:`SUMMARIES`: each must be what click would
    list from the loaded command (edit SUMMARIES to the sentence the assertion shows)."""
    for module in set(COMMANDS.values()):
        importlib.import_module(module)
    context = click.Context(main)
    assert set(SUMMARIES) == set(COMMANDS)
    for name, module in COMMANDS.items():
        command = main.get_command(context, name)
        assert command is not None and command.callback is not None, name
        assert command.callback.__module__ == module or name == "events", name
        assert SUMMARIES[name] == command.get_short_help_str(limit=10**6), name


def test_the_command_list_reads_the_same_loaded_or_not() -> None:
    probe = ("import importlib, json\n"
             "from click.testing import CliRunner\n"
             "from shahrazad.cli import main\n"
             "from shahrazad.cli.group import COMMANDS\n"
             "before = CliRunner().invoke(main, ['--help'], terminal_width=80).output\n"
             "for module in set(COMMANDS.values()):\n"
             "    importlib.import_module(module)\n"
             "after = CliRunner().invoke(main, ['--help'], terminal_width=80).output\n"
             "print(json.dumps([before, after]))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, timeout=300)
    before, after = json.loads(out.stdout)
    assert before == after
    assert "  cards    List the card pool, or show the card NAME in full.\n" in before


# -- the pool ---------------------------------------------------------------------------


def test_the_pools_summary_is_generated_from_the_cards() -> None:
    """A card added, moved or changed: run ``python -m shahrazad.cards.summarize``."""
    stale = summarize.differences()
    assert not stale, ("the pool's summary is stale: run `python -m shahrazad.cards."
                       "summarize` (" + "; ".join(stale[:5]) + ")")
    assert summarize.PATH.read_text(encoding="utf-8") == summarize.summary_text()


def test_every_module_of_the_sets_is_found_and_each_name_is_in_one_place() -> None:
    on_disk = {f"{p.parent.name}.{p.stem}" for p in
               summarize.PATH.parent.joinpath("sets").glob("*/*.py")
               if not p.stem.startswith("_")}
    assert set(sets.modules()) == on_disk and len(on_disk) >= 40
    names = [d.name for d in (*pool.CORE, *sets.load_all())]
    assert len(names) == len(set(names)), sorted({n for n in names if names.count(n) > 1})
    assert list(pool.CARDS) == names


def test_a_core_card_loads_no_set_and_a_set_card_loads_its_module_alone() -> None:
    core = _loaded_after("from shahrazad.cards.pool import card\ncard('Lightning Bolt')\n"
                         "card('lightning bolt')")
    assert not {m for m in core if m.startswith("shahrazad.cards.sets.")}
    one = _loaded_after("from shahrazad.cards.pool import card\ncard('Goblin King')\n"
                        "card('goblin king')\nassert 'Goblin King' in "
                        "__import__('shahrazad.cards.pool').cards.pool.CARDS")
    assert {m for m in one if m.startswith("shahrazad.cards.sets.")} == {
        "shahrazad.cards.sets.lea", "shahrazad.cards.sets.lea.red"}


def test_a_card_the_summary_lacks_is_still_found() -> None:
    """A summary older than the cards is slower, never wrong: an unknown name loads every
    module once before it is called unknown."""
    cards = pool._Pool(pool.CORE)
    del cards.homes["Goblin King"], cards.folded["goblin king"]  # as if new
    assert not cards.complete
    assert cards["Goblin King"].name == "Goblin King" and cards.complete
    assert "Nowhere Card" not in cards
    with pytest.raises(KeyError):
        cards["Nowhere Card"]
    moved = pool._Pool(pool.CORE)
    moved.homes["Goblin King"] = "lea.blue"  # as if it had moved since
    assert moved["Goblin King"].name == "Goblin King" and moved.complete
    gone = pool._Pool(pool.CORE)
    gone.homes["Goblin King"] = "lea.goblins"  # a module no longer there
    assert gone["Goblin King"].name == "Goblin King"
    again = pool._Pool(pool.CORE)
    del again.homes["Goblin King"], again.folded["goblin king"]
    assert pool._Folded(again)["goblin king"].name == "Goblin King"


# -- where each card comes from ---------------------------------------------------------

#: the pool's cards printed after 1994, in it for the subgame rules and the variants
#: (wishes, restarts, the command zone): they record no set of the ones the pool knows
LATER = frozenset({
    "Burning Wish", "Cunning Wish", "Living Wish", "Golden Wish", "Death Wish",
    "Desecrated Tomb", "Oblivion Ring", "Teferi's Protection", "Research // Development",
    "Vedalken Orrery", "Karn Liberated", "Karn, the Great Creator", "Spawnsire of Ulamog",
    "Eldrazi Devastator", "Skittering Invasion", "Coax from the Blind Eternities",
    "Fae of Wishes", "Harnessed Lightning", "Mastermind's Acquisition", "Glittering Wish",
    "Mizzix of the Izmagnus", "The Monarch", "Chancellor of the Dross"})


def test_every_old_school_card_records_the_set_it_was_first_printed_in() -> None:
    """Each card of a set's package records that set (Alpha's package holds Beta's two new
    names too); every other card of the pool records one of the known set codes, unless
    it is a later card, a token's definition or a variant's card."""
    for module in sets.modules():
        package = module.split(".")[0].upper()
        for d in sets.load(module):
            if d.token:
                continue
            code = set_code(d.first_printed)
            assert code == package or (package, code) == ("LEA", "LEB"), (d.name, code)
    for d in pool.CORE:
        if d.token or d.nontraditional or "extension" in d.tags or d.name in LATER:
            continue
        assert set_code(d.first_printed) in SET_CODES, d.name
    assert LATER <= {d.name for d in pool.CORE}


def test_cards_set_lists_one_set_by_name_cost_and_type() -> None:
    result = CliRunner().invoke(main, ["cards", "--set", "lea"])
    assert result.exit_code == 0
    rows = [line.split() for line in result.output.splitlines()]
    assert rows[0] == ["name", "cost", "type", "set"]
    assert all(row[-1] == "LEA" for row in rows[1:])
    listed = {line.split("  ")[0].strip() for line in result.output.splitlines()[1:]}
    want = {n for n, s in SUMMARY.items() if s[1] == "LEA" and not s[4]}
    assert listed == want and "Lightning Bolt" in listed and "Volcanic Island" not in listed
    bolt = next(line for line in result.output.splitlines() if "Lightning Bolt" in line)
    assert bolt.split() == ["Lightning", "Bolt", "{R}", "Instant", "LEA"]
    beta = CliRunner().invoke(main, ["cards", "--set", "LEB", "--json"])
    names = [c["name"] for c in json.loads(beta.output)]
    assert "Volcanic Island" in names and all(c["set"] == "LEB" for c in json.loads(beta.output))


def test_cards_set_with_an_unknown_code_is_one_line_listing_the_codes() -> None:
    result = CliRunner().invoke(main, ["cards", "--set", "XYZ"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "unknown set 'XYZ'" in lines[0]
    assert all(code in lines[0] for code in SET_CODES)
    empty = CliRunner().invoke(main, ["cards", "--set", "FEM"])  # known, none in the pool
    assert empty.exit_code == 0 and empty.output.split() == ["name", "cost", "type", "set"]


def test_cards_lists_every_card_of_the_pool_but_the_tokens() -> None:
    result = CliRunner().invoke(main, ["cards"])
    assert result.exit_code == 0
    listed = [line.split("  ")[0].strip() for line in result.output.splitlines()[1:]]
    assert listed == [n for n, d in pool.CARDS.items() if not d.token]
