"""The card language: cards as data, the primitives, their words, and rules that name no card."""

from __future__ import annotations

import io
import json
import re
import tokenize
import tomllib
import typing
from pathlib import Path

import msgpack
import pytest
from click.testing import CliRunner

from shahrazad.cards import model as m
from shahrazad.cards import words
from shahrazad.cards.catalog import Catalog, CustomCardError
from shahrazad.cards.data import CardDataError, card_from_data, card_to_data, freeze
from shahrazad.cards.pool import CARDS, UnknownCard, card
from shahrazad.cli import main
from shahrazad.rules import effects
from shahrazad.scenario.reproduce import toml_value as _toml

ROOT = Path(__file__).resolve().parent.parent


# -- cards as data --------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(CARDS))
def test_every_pool_card_round_trips_through_data(name: str) -> None:
    """card_from_data(card_to_data(d)) == d, through JSON (the TOML/JSON form) and through
    msgpack (the form a log holds) alike."""
    d = CARDS[name]
    data = card_to_data(d)
    assert card_from_data(data) == d
    assert card_from_data(json.loads(json.dumps(data))) == d
    packed = msgpack.unpackb(msgpack.packb(freeze(data)), use_list=False)
    assert card_from_data(packed) == d
    written = f"card = {_toml(data)}"  # the inline form a reproducing scenario writes
    assert card_from_data(tomllib.loads(written)["card"]) == d
    assert "effect" not in data  # a card is not an effect: the tag is only on effects


def test_defaults_are_left_out_of_the_data() -> None:
    assert card_to_data(card("Grizzly Bears")) == {
        "name": "Grizzly Bears", "types": ["Creature"], "cost": "{1}{G}",
        "subtypes": ["Bear"], "power": 2, "toughness": 2, "first_printed": "LEA"}


@pytest.mark.parametrize(("data", "path", "hint"), [
    ({"types": ["Artifact"], "effects": [{"effect": "gain_lif", "amount": 1}]},
     "X.effects[0].effect", "'gain_life'"),
    ({"types": ["Artifact"], "effects": [{"effect": "gain_life", "amont": 1}]},
     "X.effects[0].amont", "'amount'"),
    ({"types": ["Artifact"], "effects": [{"effect": "gain_life", "amount": 1,
                                           "who": "yuo"}]},
     "X.effects[0].who", "'you'"),
    ({"types": ["Artifcat"]}, "X.types[0]", "'Artifact'"),
    ({"types": ["Artifact"], "triggers": [{"when": "cards_leave_your_libary",
                                            "effects": []}]},
     "X.triggers[0].when", "'cards_leave_your_library'"),
    ({"types": ["Artifact"], "tpyes": []}, "X.tpyes", "'types'"),
    ({"types": ["Creature"], "power": "two"}, "X.power", "whole number"),
    ({"types": ["Instant"], "cost": "{Q}"}, "X.cost", "unknown mana symbol"),
    ({"types": ["Instant"], "effects": [{"effect": "damage", "amount": 3}]},
     "X.effects[0].to", "missing"),
    ({"types": ["Instant"], "effects": [{"effect": "add_mana", "mana": "blue"}]},
     "X.effects[0]", "WUBRGC"),
    ({"types": ["Artifact"], "abilities": [{"cost": {"mana": "{1}", "tapp": True},
                                             "effects": []}]},
     "X.abilities[0].cost.tapp", "'tap'"),
    ({"types": ["Instant"], "effects": [{"amount": 3}]}, "X.effects[0]",
     "naming its primitive"),
])
def test_a_bad_card_names_the_key_path_and_the_close_words(data: dict[str, object],
                                                           path: str, hint: str) -> None:
    with pytest.raises(CardDataError) as caught:
        card_from_data({"name": "X", **data})
    assert caught.value.path == path
    assert hint in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_custom_card_may_not_take_a_pool_name_or_appear_twice() -> None:
    with pytest.raises(CustomCardError, match="pool card"):
        Catalog([m.CardDef("serra angel", frozenset({"Creature"}))])
    twice = m.CardDef("Test Twin", frozenset({"Artifact"}))
    with pytest.raises(CustomCardError, match="twice"):
        Catalog([twice, twice])


def test_a_catalog_looks_up_its_own_cards_only_while_active() -> None:
    first = m.CardDef("Catalog Probe", frozenset({"Creature"}), power=1, toughness=1)
    second = m.CardDef("Catalog Probe", frozenset({"Creature"}), power=2, toughness=2)
    one, two = Catalog([first]), Catalog([second])
    with one.active():
        assert card("catalog probe").power == 1
    with two.active():
        assert card("Catalog Probe").power == 2
    with pytest.raises(UnknownCard, match="define it differently"):
        card("Catalog Probe")  # outside a table, two definitions: ambiguous
    with one.active(), pytest.raises(UnknownCard, match="did you mean 'Serra Angel'"):
        card("Sera Angel")


# -- the primitives -------------------------------------------------------------------


def test_every_primitive_has_a_runner_words_and_rules() -> None:
    """Adding a primitive is one dataclass here and one runner there; both are checked."""
    assert len(m.PRIMITIVES) >= 25
    for name, cls in m.PRIMITIVES.items():
        assert effects.runner(cls) is not None, f"{name} has no runner"
        assert cls.SAYS and cls.RULES, name
        assert m.data_name(cls) == name


def _words_of(tp: object) -> set[str]:
    if typing.get_origin(tp) is typing.Literal:
        return {str(a) for a in typing.get_args(tp)}
    return {w for arm in typing.get_args(tp) for w in _words_of(arm)}


def test_every_word_of_the_language_reads_in_words() -> None:
    """Each reference, amount, target kind and trigger condition has its reading."""
    refs = _words_of(m.DamageRef) - {f"target:{i}" for i in range(4)}
    assert refs <= set(words.REF_WORDS)
    assert _words_of(m.AmountWord) <= set(words.AMOUNT_WORDS)
    assert _words_of(m.TargetKind) == set(words.TARGET_WORDS)
    assert _words_of(m.TriggerCondition) == set(words.TRIGGER_WORDS)


def test_every_pool_card_reads_in_words_from_its_data() -> None:
    for d in CARDS.values():
        for line in words.abilities(d):
            # no placeholder left unfilled: braces hold only mana, tap and energy symbols
            assert not re.search(r"\{(?!([0-9]+|[WUBRGCXTE])\})[^}]*\}", line), (d.name, line)
            assert "[s]" not in line and "(s)" not in line, line
    assert words.abilities(card("Desecrated Tomb")) == [
        "Whenever one or more creature cards leave your graveyard: you create a Bat token."]


def test_tags_that_were_rules_are_derived_from_effects() -> None:
    assert card("Shahrazad").starts_subgames and card("Enter the Dungeon").starts_subgames
    assert card("Living Wish").reaches_outside and card("Ring of Ma'ruf").reaches_outside
    assert not card("Lightning Bolt").starts_subgames
    assert card("Sisay").nontraditional and not card("Nicol Bolas").nontraditional
    assert all(d.tags <= {"token", "extension", "inherent", "emblem", "designation"}
               for d in CARDS.values())


# -- the rules name no card -------------------------------------------------------------


def _code_strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module that are not docstrings."""
    found = []
    previous = tokenize.NEWLINE
    for tok in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
        if tok.type == tokenize.STRING and previous not in (tokenize.NEWLINE, tokenize.NL,
                                                             tokenize.INDENT, tokenize.DEDENT):
            found.append((tok.start[0], tok.string))
        elif tok.type == tokenize.STRING:
            pass  # a docstring, or a string standing alone: words, not code
        if tok.type not in (tokenize.COMMENT,):
            previous = tok.type
    return found


def test_the_rules_name_no_card_outside_comments_and_docstrings() -> None:
    """engine/rules/*.py explains rules by example in docstrings, comments and prose (a
    reading's question may say "Shahrazad's life loss"), but no code of it holds a card's
    name: what a card does is its data."""
    names = [n for n in CARDS if len(n) > 3]
    pattern = re.compile("|".join(rf"\b{re.escape(n)}\b" for n in sorted(names, key=len,
                                                                          reverse=True)))
    hits = []
    for path in sorted((ROOT / "engine" / "rules").glob("*.py")):
        for line, text in _code_strings(path):
            prose = len(text.split()) >= 5
            if pattern.search(text) and not prose:
                hits.append(f"{path.name}:{line}: {text}")
    assert hits == []


def test_the_ring_is_special_cased_nowhere() -> None:
    """Ring of Ma'ruf's replacement is a record made by a general primitive: neither the
    decision kinds nor the effect runners know it."""
    for path in [*sorted((ROOT / "engine" / "rules").glob("*.py")),
                 *sorted((ROOT / "engine" / "kinds").glob("*.py"))]:
        code = "".join(text for _, text in _code_strings(path))
        assert "Ma'ruf" not in code and "Ma\\'ruf" not in code, path
        assert "replaced_draw" not in path.read_text(encoding="utf-8"), path


# -- shahrazad cards --------------------------------------------------------------------


def test_cards_lists_every_card_with_its_abilities_in_words() -> None:
    result = CliRunner().invoke(main, ["cards", "--json"])
    assert result.exit_code == 0
    listed = {c["name"]: c for c in json.loads(result.output)}
    assert "Bat" not in listed  # a token's definition is not a card of the pool
    assert listed["Lightning Bolt"]["abilities"] == [
        "Spell (any target): deal 3 damage to the target."]
    assert listed["Serra Angel"]["keywords"] == ["flying", "vigilance"]
    table = CliRunner().invoke(main, ["cards"])
    assert table.exit_code == 0 and "Oblivion Ring" in table.output


def test_cards_name_shows_one_card_in_full() -> None:
    result = CliRunner().invoke(main, ["cards", "oblivion ring", "--json"])
    assert result.exit_code == 0
    view = json.loads(result.output)
    assert view["name"] == "Oblivion Ring" and view["cost"] == "{2}{W}"
    enters, leaves = view["abilities"]
    assert enters["targets"] == ["another target nonland permanent"]
    assert "610.3" not in enters["rules"] and "701.13" in enters["rules"]
    assert leaves["effects"] == ["return the cards exiled with this to the battlefield"]
    assert "603.2" in view["rules"]
    shown = CliRunner().invoke(main, ["cards", "Shahrazad"])
    assert shown.exit_code == 0
    assert "each player who didn't win the subgame loses half their life" in \
        " ".join(shown.output.split())
    assert "727.2" in shown.output  # the subgame rules it touches


def test_cards_with_an_unknown_name_is_one_line_with_close_matches() -> None:
    result = CliRunner().invoke(main, ["cards", "Ring of Maruf"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "Ring of Ma'ruf" in lines[0]
