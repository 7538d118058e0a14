"""Casting as though a spell had flash (601.3, 117.1a): Vedalken Orrery, and a Shahrazad
that resolves above another spell of the main game."""

from __future__ import annotations

from pathlib import Path

import pytest

from shahrazad.events import vocabulary as v
from shahrazad.projections.invariants import conservation_problems, suspension_problems
from shahrazad.rules import citations as R
from shahrazad.scenario import assert_scenario, load_scenario, run_scenario
from shahrazad.table import IllegalDecision, Table

ORRERY = Path(__file__).resolve().parents[1] / "engine" / "scenarios" / "orrery-shahrazad.toml"
LIB = "library = [" + ", ".join(['"Island"'] * 12) + "]"


def position(body: str, edition: str = "current", head: str = "") -> Table:
    """The table a scenario describes; ``head``: more keys of the main game."""
    text = (f'edition = "{edition}"\nseed = 1\nplayers = ["A", "B"]\nactive = "A"\n'
            f'turn = 5\nstep = "main1"\n{head}\n[run]\nuntil = "script_end"\n' + body)
    return run_scenario(load_scenario(text))


@pytest.mark.parametrize("edition", R.EDITIONS)
def test_601_3_with_the_orrery_shahrazad_resolves_above_a_spell_of_the_main_game(
        edition: str) -> None:
    """601.3, 117.1a: the Orrery's controller casts Shahrazad, a sorcery, with their
    Lightning Bolt on the stack; Shahrazad resolves first, its subgame is played while the
    Bolt waits in the discontinued main game (727.1a), and the Bolt resolves after it (the
    shipped scenario, under every edition)."""
    assert_scenario(ORRERY, [edition])


def test_117_1a_without_the_orrery_a_sorcery_needs_an_empty_stack() -> None:
    """117.1a: without the Orrery, Shahrazad can't be cast while the Bolt is on the stack:
    refused with the rule, nothing appended, and not among the legal decisions."""
    table = position(f'[A]\n{LIB}\nbattlefield = ["Plains", "Plains", "Mountain"]\n'
                     f'hand = ["Lightning Bolt", "Shahrazad"]\n[B]\n{LIB}\n')
    table.push_named("cast Lightning Bolt targeting B")
    before = table.position
    with pytest.raises(IllegalDecision) as refused:
        table.push_named("cast Shahrazad")
    assert refused.value.rule == "117.1a" and table.position == before
    assert not [d for d in table.legal_decisions() if d.KIND == "cast"]


def test_601_3_the_orrery_lets_only_its_controller_cast_so() -> None:
    """The Orrery says "you": B's Orrery doesn't let A cast a sorcery at instant speed,
    but lets B cast Shahrazad during A's turn, with A's Bolt on the stack."""
    table = position(f'[A]\n{LIB}\nbattlefield = ["Plains", "Plains", "Mountain"]\n'
                     f'hand = ["Lightning Bolt", "Shahrazad"]\n[B]\n{LIB}\n'
                     'battlefield = ["Vedalken Orrery", "Plains", "Plains"]\n'
                     'hand = ["Shahrazad"]\n')
    table.push_named("cast Lightning Bolt targeting B")
    with pytest.raises(IllegalDecision):
        table.push_named("cast Shahrazad")
    table.push_named("pass")
    assert table.pending().player == "B"
    table.push_named("cast Shahrazad")
    cast = [e for e in table.events if isinstance(e, v.SpellCast)][-1]
    assert cast.player == "B" and cast.rule == R.CAST_PERMISSION


def test_727_4_a_wish_in_the_subgame_takes_the_spell_waiting_on_the_main_stack() -> None:
    """727.4: the main game's stack is outside the subgame. Shahrazad resolves above A's
    Bolt (cast with the Orrery); in the subgame A's Cunning Wish takes that very Bolt off
    the main stack. When the subgame ends the card goes to A's main library (727.5), so in
    the main game nothing is left to resolve under Shahrazad."""
    stack = 'stack = [{ spell = "A:Lightning Bolt", targets = ["B"] }, { spell = "A:Shahrazad" }]'
    table = position(head=stack, body=f"""
[A]
battlefield = ["Vedalken Orrery"]
[B]

[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "B"
[games."1.1".A]
hand = ["Cunning Wish"]
battlefield = ["Island", "Island", "Island"]
{LIB}
[games."1.1".B]
{LIB}
""")
    table.push_named("cast Cunning Wish")
    while table.pending().kind == "priority":
        table.push_named("pass")
    table.push_named("wish 1:stack:Lightning Bolt")
    brought = [e for e in table.events if isinstance(e, v.CardBroughtIn)][-1]
    assert (brought.from_game, brought.from_zone) == ("1", "stack")
    assert [table.game().objects[o].name for o in table.game().stack] == ["Shahrazad"]
    table.push_named("concede", "B")
    main = table.game()
    assert main.stack == [] and main.player["B"].life == 10
    assert "Lightning Bolt" in [main.objects[o].name for o in main.player["A"].library]
    assert conservation_problems(table.state) == []
    assert suspension_problems(table.events) == []
