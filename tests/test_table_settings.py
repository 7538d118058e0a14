"""A new table's settings are one object, ``TableSettings``, that every way of making a
table builds: a scenario file's ``[decks]``, the command line, ``Table.new`` and a test.
They are checked once, as the object is built, so each way refuses the same tables
with the same words."""

from __future__ import annotations

import dataclasses

import pytest

from shahrazad import TableSettings
from shahrazad.rules.options import OptionError
from shahrazad.rules.variants import VariantError
from shahrazad.scenario import load_scenario
from shahrazad.scenario.setup import build_table, table_settings
from shahrazad.table import Table

ISLANDS = ["Island"] * 40
MIXED = ["Mountain"] * 20 + ["Lightning Bolt"] * 20

SCENARIO = f"""
edition = "2014"
seed = 5
players = ["A", "B"]
options = {{ a8_floating_mana = "empties" }}
[decks]
A = {ISLANDS!r}
B = {MIXED!r}
[B]
sideboard = ["Shahrazad"]
[run]
until = "script_end"
""".replace("'", '"')


def test_a_scenario_a_test_and_table_new_build_the_same_settings() -> None:
    """The scenario's settings equal the ones a test writes out, and the table each
    opens is the same table, event for event, as ``Table.new`` with those fields."""
    scenario = load_scenario(SCENARIO)
    written = TableSettings(["A", "B"], [ISLANDS, MIXED], seed=5, edition="2014",
                            sideboards=[[], ["Shahrazad"]], options={"a8_floating_mana": "empties"})
    assert table_settings(scenario) == written
    opened = Table.from_settings(written)
    assert build_table(scenario).events == opened.events
    new = Table.new(["A", "B"], [ISLANDS, MIXED], seed=5, edition="2014",
                    sideboards=[[], ["Shahrazad"]], options={"a8_floating_mana": "empties"})
    assert new.events == opened.events


def test_settings_hold_their_lists_as_their_own_and_do_not_change() -> None:
    """Lists given are copied into tuples (changing the list afterwards changes
    nothing), and a field cannot be set on settings once built."""
    deck = list(ISLANDS)
    settings = TableSettings(("A", "B"), [deck, deck], seed=1)
    deck.append("Plains")
    assert settings.decks == (tuple(ISLANDS),) * 2 and settings.sideboards == ((), ())
    assert settings == TableSettings(["A", "B"], [ISLANDS, ISLANDS], seed=1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.seed = 2  # type: ignore[misc]


def test_the_option_settings_stand_for_the_fields_of_the_same_name() -> None:
    """``stacked_decks`` and ``variant`` given as options are the fields ``stacked`` and
    ``variant``; the log records them as options either way."""
    by_field = TableSettings(["A", "B"], [ISLANDS, MIXED], seed=2, stacked=True)
    by_option = TableSettings(["A", "B"], [ISLANDS, MIXED], seed=2,
                              options={"stacked_decks": "yes"})
    assert by_field.table_options == by_option.table_options == {"stacked_decks": "yes"}
    assert Table.from_settings(by_field).events == Table.from_settings(by_option).events
    with pytest.raises(ValueError, match="variant 'vanguard' but the option variant="):
        TableSettings(["A", "B"], [ISLANDS, ISLANDS], variant="vanguard",
                      options={"variant": "commander"})


@pytest.mark.parametrize(("fields", "error", "words"), [
    ({"players": ["A", "A"]}, ValueError, "two or more players with different names"),
    ({"decks": [ISLANDS]}, ValueError, "2 players but 1 decks"),
    ({"edition": "1999"}, ValueError, "unknown edition '1999'"),
    ({"starting_player": "C"}, ValueError, "starting player 'C' is not at the table"),
    ({"options": {"a8_floating_mana": "z"}}, OptionError, "a8_floating_mana"),
    ({"variant": "commander"}, VariantError, "commanders"),
    ({"decks": [ISLANDS, ["Not A Card"]]}, LookupError, "unknown card 'Not A Card'"),
])
def test_every_way_of_making_a_table_refuses_the_same_settings(
        fields: dict[str, object], error: type[Exception], words: str) -> None:
    """Settings no table could be opened from are refused as they are built, in one
    line; ``Table.new`` with the same fields refuses them with the same words."""
    given: dict[str, object] = {"players": ["A", "B"], "decks": [ISLANDS, ISLANDS], **fields}
    with pytest.raises(error, match=words) as built:
        TableSettings(**given)  # type: ignore[arg-type]
    with pytest.raises(error) as new:
        Table.new(**given)  # type: ignore[arg-type]
    assert str(new.value) == str(built.value) and "\n" not in str(built.value)
