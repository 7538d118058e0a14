"""The audit's words (issue 11): every event said the way a judge would say it.

Objects by name (the owner said where the name alone is ambiguous), abilities after
their source, life as ``A: 20 -> 17 life (-3)``, counters with their total, a
scenario's setup as setup, and never a Python value as Python writes it.
"""

from __future__ import annotations

import random
import re
import string
from functools import cache
from pathlib import Path

import pytest

from shahrazad.agents import RandomAgent
from shahrazad.events import vocabulary as v
from shahrazad.events.base import EVENT_TYPES, Event
from shahrazad.fuzz import SIDEBOARD, random_deck
from shahrazad.projections.audit import AuditLine, audit
from shahrazad.projections.fold import apply
from shahrazad.projections.state import TableState
from shahrazad.projections.words import WORDS
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "engine" / "scenarios"

#: Python's own way of writing a value: a tuple or list (an opening bracket, a literal
#: and a comma), a dict (``{'key': `` or ``{12: ``), ``None``, ``True``, ``False``.
REPRS = {
    "tuple": re.compile(r"\((?:-?\d+|'[^']*'|\"[^\"]*\")?,|,\)"),
    "list": re.compile(r"\[(?:-?\d+|'[^']*'|\"[^\"]*\")[,\]]"),
    "dict": re.compile(r"\{(?:'[^']*'|\"[^\"]*\"|-?\d+): "),
    "constant": re.compile(r"\b(?:None|True|False)\b"),
}

#: Two players' Mountains on one battlefield: A bolts B with one of A's.
BOLT_BOTH_MOUNTAINS = """
seed = 3
players = ["A", "B"]
active = "A"
turn = 3
step = "main1"
[run]
until = "script_end"
[A]
library = ["Mountain", "Mountain", "Mountain"]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Plains"]
[B]
life = 7
library = ["Island", "Island", "Island"]
battlefield = ["Mountain", "Mountain"]
counters = { poison = 2 }
[[decisions]]
player = "A"
do = "cast Lightning Bolt targeting B paying Mountain"
[[decisions]]
player = "A"
do = "pass"
[[decisions]]
player = "B"
do = "pass"
"""

#: Oblivion Ring with nothing else to exile: its trigger has no legal target (603.3d).
LONELY_RING = """
seed = 4
players = ["A", "B"]
active = "A"
turn = 3
step = "main1"
[run]
until = "script_end"
[A]
library = ["Plains", "Plains", "Plains"]
hand = ["Oblivion Ring"]
battlefield = ["Plains", "Plains", "Plains"]
[B]
library = ["Island", "Island", "Island"]
[[decisions]]
player = "A"
do = "cast Oblivion Ring"
[[decisions]]
player = "A"
do = "pass"
[[decisions]]
player = "B"
do = "pass"
"""

SEATS = ["A", "B", "C", "D"]


def _random_table(seed: int, players: int, edition: str) -> Table:
    rng = random.Random(seed)
    seats = SEATS[:players]
    table = Table.new(seats, [random_deck(rng, 30) for _ in seats], seed=seed, edition=edition,
                      sideboards=[list(SIDEBOARD)] * players)
    return _play(table, {p: RandomAgent(seed * 10 + i) for i, p in enumerate(seats)})


def _play(table: Table, agents: dict[str, RandomAgent], decisions: int = 700) -> Table:
    for _ in range(decisions):
        waiting = table.pending()
        if waiting is None:
            break
        table.push(agents[waiting.player].decide(table, waiting), waiting.player)
    return table


def _variant_table() -> Table:
    """Every command-zone variant at once (901-904), with subgames."""
    deck = (["Plains"] * 8 + ["Swamp"] * 8 + ["Island"] * 4 + ["Shahrazad"] * 4
            + ["Living Wish"] * 2 + ["Serra Angel"] * 2 + ["Lightning Bolt"] * 2)
    table = Table.new(["A", "B"], [deck, deck], seed=5,
                      commanders={"A": "Sol'kanar the Swamp King", "B": "Nicol Bolas"},
                      vanguards={"A": "Sisay", "B": "Eladamri"},
                      planar_decks={p: ["Llanowar", "Sanctum of Serra", "Tazeem"] for p in "AB"},
                      scheme_decks={"A": ["The Very Soil Shall Shake"] * 3})
    return _play(table, {"A": RandomAgent(1), "B": RandomAgent(2)})


@cache
def tables() -> dict[str, Table]:
    """Random tables of two to four players in every edition, a table with every variant,
    the demo, and scenarios (their setups)."""
    found = {f"random-{seed}-{players}-{edition}": _random_table(seed, players, edition)
             for seed, players, edition in [(1, 2, "current"), (2, 3, "2014"), (3, 4, "2008"),
                                            (4, 2, "2004"), (5, 3, "current"),
                                            (2, 2, "current")]}  # one with attacks
    found["variants"] = _variant_table()
    for path in sorted(SCENARIOS.glob("*.toml")):
        found[path.stem] = run_scenario(load_scenario(path))
    found["both-mountains"] = run_scenario(load_scenario(BOLT_BOTH_MOUNTAINS))
    found["lonely-ring"] = run_scenario(load_scenario(LONELY_RING))
    return found


@cache
def lines_of(name: str) -> list[AuditLine]:
    return list(audit(tables()[name].events))


def _said(name: str, kind: type[Event]) -> list[tuple[Event, AuditLine, TableState]]:
    """Each event of ``kind`` in table ``name``, its line, and the state before it."""
    state = TableState()
    found = []
    for event, line in zip(tables()[name].events, lines_of(name), strict=True):
        if isinstance(event, kind):
            found.append((event, line, _copy(state)))
        apply(state, event)
    return found


def _copy(state: TableState) -> TableState:
    from shahrazad.projections.state import copy_table

    return copy_table(state)


def _all(kind: type[Event]) -> list[tuple[Event, AuditLine, TableState]]:
    return [x for name in tables() for x in _said(name, kind)]


def test_no_python_value_is_ever_written_as_python_writes_it() -> None:
    """Every line of every table (random tables of 2-4 players in each edition, every
    variant, the demo, the packaged scenarios): no tuple, list, dict, None, True or
    False written the Python way; no raw object id; no unfilled template field."""
    kinds: set[str] = set()
    for name in tables():
        for line in lines_of(name):
            kinds.add(line.kind)
            for what, pattern in REPRS.items():
                assert not pattern.search(line.text), f"{name}: a {what}: {line}"
            assert not re.search(r"\b(object|card|trigger|effect) \d+", line.text), line
            assert not re.search(r"\{[a-z_]+\}", line.text), line
            assert "_" not in line.text, f"{name}: an identifier: {line}"
    # The tables are varied enough to say most kinds of events.
    assert len(kinds) >= 55, sorted(set(EVENT_TYPES) - kinds)


def test_every_kind_has_words_that_fit_its_fields() -> None:
    """A kind is said by a function of the audit's, or by its template, whose every
    field is one of its own (or the game, or a count)."""
    for kind, cls in EVENT_TYPES.items():
        if cls in WORDS:
            continue
        fields = {name for _, name, _, _ in string.Formatter().parse(cls.SAYS) if name}
        assert fields <= {*cls.FIELDS, "game", "n"}, (kind, fields - set(cls.FIELDS))


def test_119_3_a_life_change_says_the_total_before_after_and_the_change() -> None:
    """119.3: a life total changes by an amount; the line is ``A: 20 -> 17 life (-3)``
    with the total before it (as folded) and after it."""
    said = _all(v.LifeChanged)
    assert len(said) > 10
    for event, line, before in said:
        assert isinstance(event, v.LifeChanged)
        was = before.games[event.game].player[event.player].life
        change = f"+{event.amount}" if event.amount > 0 else str(event.amount)
        want = f"{event.player}: {was} -> {event.life} life ({change})"
        assert line.text in (want, f"setup: {want}"), line


def test_122_1_counters_say_how_many_and_the_total() -> None:
    """122.1: counters put on a player or object: ``B gets 2 poison counters (total 4)``."""
    said = _all(v.CountersChanged)
    assert said
    for event, line, _ in said:
        assert isinstance(event, v.CountersChanged)
        n = abs(event.amount)
        counters = f"{n} {event.counter} counter" + ("" if n == 1 else "s")
        assert counters in line.text and line.text.endswith(f"(total {event.total})"), line
    setup = [x for x in lines_of("both-mountains") if x.kind == "counters_changed"]
    assert [x.text for x in setup] == ["setup: B gets 2 poison counters (total 2)"]


def test_113_7_an_ability_leaving_the_stack_resolved_it_did_not_cease_to_exist() -> None:
    """An ability on the stack is not a card (113.7); once it has resolved it leaves the
    stack, and the line says so, naming it after its source: never "Desecrated Tomb
    ceases to exist"."""
    said = [(e, line) for e, line, before in _all(v.ObjectCeased)
            if before.games[e.game].objects[e.obj].kind in ("trigger", "ability")]  # type: ignore[attr-defined]
    assert said
    for event, line in said:
        assert "ceases to exist" not in line.text, line
        assert f"{event.name}'s " in line.text and " ability " in line.text, line  # type: ignore[attr-defined]
        assert ("leaves the stack" in line.text) or ("removed from the stack" in line.text)
    tomb = [line.text for line in lines_of("demo-nested") if line.kind == "object_ceased"]
    assert tomb == ["Desecrated Tomb's triggered ability leaves the stack: it has resolved"]
    resolves = [line.text for line in lines_of("demo-nested") if line.kind == "resolution_began"]
    assert "Desecrated Tomb's triggered ability resolves" in resolves


def test_a_scenarios_setup_says_setup() -> None:
    """A scenario's placements, life and counters, and the turn and step it stands at are
    its setup, not rules actions: they say ``setup:``; what follows never does."""
    for name in ("demo-nested", "bolt", "both-mountains"):
        events, lines = tables()[name].events, lines_of(name)
        first = next(e.position for e in events if isinstance(e, v.Decided))
        for event, line in zip(events, lines, strict=True):
            if event.rule == "scenario" or isinstance(event, v.CardPlaced):
                assert line.text.startswith("setup: "), line
            if event.position >= first:
                assert not line.text.startswith("setup"), line
    lines = {x.text for x in lines_of("demo-nested")}
    assert {"setup: A takes the first turn", "setup: turn 3 begins: A's turn",
            "setup: Shahrazad in A's hand", "setup: Juzam Djinn in A's graveyard",
            "setup: Plains on the battlefield under A's control",
            "setup: A gets 3 poison counters (total 3)"} <= lines
    assert "setup: B: 20 -> 7 life (-13)" in {x.text for x in lines_of("both-mountains")}


def test_an_owner_is_said_where_the_name_alone_is_ambiguous() -> None:
    """As shahrazad.naming qualifies a name only where it could mean objects of different
    owners: A taps one of A's Mountains while B has Mountains too, so the line says
    whose; A's Plains is the only Plains, so it doesn't."""
    lines = [x.text for x in lines_of("both-mountains")]
    assert "A's Mountain becomes tapped" in lines
    assert "A adds {R} to their mana pool (from A's Mountain)" in lines
    assert "A decides: cast Lightning Bolt targeting B paying A:Mountain" in lines
    assert "A casts Lightning Bolt targeting B" in lines
    assert "Lightning Bolt deals 3 damage to B" in lines
    demo = [x.text for x in lines_of("demo-nested")]
    assert "Mox Pearl becomes tapped" in demo  # only A has Mox Pearls


def test_effects_and_delayed_triggers_are_named_by_their_source() -> None:
    """611: an effect that ends is named by its source and what it did, a delayed
    trigger (603.7) by its source: never by an id."""
    ended = [line for _, line, _ in _all(v.EffectsEnded)]
    assert ended
    for line in ended:
        assert "'s effect (" in line.text and line.text.endswith(("ends", "end")), line
    for event, line, before in _all(v.EffectCreated):
        assert isinstance(event, v.EffectCreated)
        source = before.games[event.game].objects.get(event.source or 0)
        if source is not None:
            assert line.text.removeprefix("setup: ").startswith(
                f"{source.name}'s effect begins: "), line


def test_508_1_attackers_and_509_1_blockers_are_named() -> None:
    """508.1 / 509.1: the attacking creatures and whom they attack, the blockers and what
    they block, by name; an empty declaration says so."""
    attacks = _all(v.AttackersDeclared)
    assert any(e.attackers for e, _, _ in attacks)  # type: ignore[attr-defined]
    for event, line, _ in attacks:
        assert isinstance(event, v.AttackersDeclared)
        if not event.attackers:
            assert line.text == f"{event.player} declares no attackers"
        else:
            assert line.text.startswith(f"{event.player} attacks: ")
            assert line.text.count(" -> ") == len(event.attackers), line
    for event, line, _ in _all(v.BlockersDeclared):
        assert isinstance(event, v.BlockersDeclared)
        assert line.text.count(" blocks ") == len(event.blocks) or not event.blocks, line


def test_106_mana_is_written_as_its_symbols() -> None:
    """106.3-106.4: mana added, spent and emptied is written ``{W}{G}``."""
    for kind in (v.ManaAdded, v.ManaSpent, v.ManaEmptied):
        said = _all(kind)
        assert said, kind
        for event, line, _ in said:
            symbols = "".join(f"{{{c}}}" for c in event.mana)  # type: ignore[attr-defined]
            assert symbols in line.text, line


def test_727_4a_a_waiting_trigger_is_named_in_its_deferral_and_release() -> None:
    """727.4a / 727.5: the trigger that waits for its game names its source and the game."""
    lines = {x.kind: x.text for x in lines_of("demo-nested")}
    assert lines["trigger_deferred"] == ("Desecrated Tomb's triggered ability waits for game 1 "
                                         "to resume (a subgame is being played)")
    assert lines["trigger_released"] == ("Desecrated Tomb's triggered ability, which waited "
                                         "for game 1 to resume, is released")
    assert lines["card_brought_in"] == ("A brings Juzam Djinn into game 1.1 from outside it "
                                        "(their graveyard in game 1) to A's hand")


def test_603_3d_a_removed_trigger_is_named() -> None:
    """603.3d: a trigger that can't go on the stack is removed, and named by its source."""
    said = _all(v.TriggerRemoved)
    assert [line.text for _, line, _ in _said("lonely-ring", v.TriggerRemoved)] == [
        "Oblivion Ring's triggered ability is removed without being put on the stack: "
        "no legal target"]
    for _, line, _ in said:
        assert line.text.endswith(tuple(f": {why}" for why in (
            "no legal target", "its subgame ended"))) or "no longer in the game" in line.text
        assert "'s triggered ability is removed" in line.text, line


@pytest.mark.parametrize("name", ["variants"])
def test_variant_pieces_are_said_in_words(name: str) -> None:
    """901-904: the variant pieces brought to the table and set up, in words."""
    lines = [x.text for x in lines_of(name)]
    assert "A brings their commander to the table: Sol'kanar the Swamp King" in lines
    assert "A brings 3 plane cards to the table" in lines
    assert any(x.startswith("A's commander is put into the command zone") for x in lines)

