"""Batch R-C: Glyph of Delusion, and the pieces it needs: a target whose legality depends
on the first target ("target creature that target Wall blocked this turn", from the
turn's record of blocks, 509.1), the second target's power as an amount, and abilities a
resolving spell gives a permanent for the rest of the game (611.2a, 613.1f)."""

from __future__ import annotations

from support import advance, permanent, play

from shahrazad.cards.pool import card
from shahrazad.cards.words import abilities
from shahrazad.decisions import Cast
from shahrazad.layers import layered
from shahrazad.table import Table

_GLYPH = '''
[A]
battlefield = ["Llanowar Elves", "Grizzly Bears", "Forest"]
[B]
hand = ["Glyph of Delusion"]
battlefield = ["Wall of Stone", "Island"]
'''
_ATTACK = {"attackers": "attack Llanowar Elves, Grizzly Bears",
           "blockers": "block Wall of Stone -> Llanowar Elves"}


def _target_pairs(table: Table) -> set[tuple[str, ...]]:
    """The targets Glyph of Delusion may be cast with now, by name."""
    g = table.game()
    return {tuple(g.objects[t].name for t in d.targets if isinstance(t, int))
            for d in table.legal_decisions()
            if isinstance(d, Cast) and g.objects[d.card].name == "Glyph of Delusion"}


def _blocked() -> Table:
    """A's Llanowar Elves blocked by B's Wall of Stone, Grizzly Bears unblocked; B has
    priority in the declare blockers step."""
    table = play(_GLYPH, step="beginning_of_combat")
    advance(table, "A", "declare_blockers", answers=_ATTACK)
    table.push_named("pass")
    return table


def test_509_1_glyph_of_delusion_targets_only_a_creature_the_wall_blocked() -> None:
    """115.1, 509.1: the second target must be a creature the first target, a Wall,
    blocked this turn: the Elves, not the unblocked Bears nor the Wall itself; before
    any block there is no legal pair at all."""
    table = play(_GLYPH, step="main1")
    table.push_named("pass")
    assert _target_pairs(table) == set()
    table = _blocked()
    assert _target_pairs(table) == {("Wall of Stone", "Llanowar Elves")}


def test_613_1f_glyph_counters_keep_the_creature_tapped_until_removed() -> None:
    """122.1, 502.3, 611.2a, 613.1f: the Elves get X = 1 glyph counter (their power) and
    gain the two abilities: in A's next untap step they stay tapped (a glyph counter on
    them); at A's upkeep their own granted trigger removes the counter; in A's turn after
    that they untap. The Bears, untouched, untap as usual."""
    table = _blocked()
    table.push_named("cast Glyph of Delusion targeting Wall of Stone, Llanowar Elves "
                     "paying Island")
    advance(table, "A", "combat_damage")
    g = table.game()
    elves = permanent(g, "Llanowar Elves")
    assert elves.counters == {"glyph": 1}
    assert any(name == "Glyph of Delusion" and elves.oid in objs
               for name, _, objs in layered(g).granted_triggers)
    advance(table, "A", "upkeep")
    g = table.game()
    assert permanent(g, "Llanowar Elves").tapped
    assert not permanent(g, "Grizzly Bears").tapped
    assert [g.objects[o].name for o in g.stack] == []  # the trigger has resolved
    assert permanent(g, "Llanowar Elves").counters.get("glyph", 0) == 0
    advance(table, "B", "upkeep")
    advance(table, "A", "upkeep")
    g = table.game()
    assert not permanent(g, "Llanowar Elves").tapped


def test_613_1f_gained_abilities_go_with_the_power_of_the_blocked_creature() -> None:
    """107.3, 122.1: X is the blocked creature's power: a 2-power Grizzly Bears blocked by
    the Wall gets two glyph counters, and after A's next upkeep still has one, so it
    stays tapped through A's following untap step too."""
    table = play(_GLYPH, step="beginning_of_combat")
    advance(table, "A", "declare_blockers", answers={
        "attackers": "attack Llanowar Elves, Grizzly Bears",
        "blockers": "block Wall of Stone -> Grizzly Bears"})
    table.push_named("pass")
    table.push_named("cast Glyph of Delusion targeting Wall of Stone, Grizzly Bears "
                     "paying Island")
    advance(table, "A", "main2")
    assert permanent(table.game(), "Grizzly Bears").counters == {"glyph": 2}
    advance(table, "A", "upkeep")
    advance(table, "B", "upkeep")
    advance(table, "A", "upkeep")
    g = table.game()
    assert permanent(g, "Grizzly Bears").tapped
    assert permanent(g, "Grizzly Bears").counters.get("glyph", 0) == 0


def test_613_1f_the_reference_says_what_the_glyph_gives() -> None:
    """613.1f, 604.1: the card's reference says the abilities the creature gains, the
    granted triggered ability with its words (as it says Energy Flux's)."""
    said = " ".join(abilities(card("Glyph of Delusion")))
    assert "gains this card's static abilities" in said
    assert 'has "at the beginning of your upkeep: remove 1 glyph counter from this"' in said
    assert 'artifacts have "at the beginning of your upkeep' in " ".join(
        abilities(card("Energy Flux")))
