"""Goblin Artisans (Antiquities): "{T}: Flip a coin. If you win the flip, draw a card. If
you lose the flip, counter target artifact spell you control that isn't the target of an
ability from another creature named Goblin Artisans."

The target is chosen as the ability is activated (602.2b), before the flip: so the ability
needs an artifact spell of its controller's on the stack, and a second Goblin Artisans
can't aim at a spell the first one's ability already targets. The flip is one its
controller calls and wins or loses (705.1), stated here with ``[[random]]``.
"""

from __future__ import annotations

import pytest

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.scenario.errors import ScenarioError
from tests.support import decisions, names, of, play

CAST = '''
[A]
hand = ["Juggernaut"]
battlefield = ["Goblin Artisans", "Mox Ruby", "Mox Ruby", "Mox Ruby", "Mox Ruby"]
library = ["Forest", "Island", "Island"]
''' + decisions("cast Juggernaut", "activate Goblin Artisans targeting Juggernaut", "pass") \
    + decisions("pass", player="B")


def flip(result: str) -> str:
    return f'[[random]]\nwhat = "coin"\nresult = "{result}"\n'


def test_goblin_artisans_is_its_oracle_text() -> None:
    artisans = card("Goblin Artisans")
    assert (str(artisans.cost), artisans.subtypes, artisans.power, artisans.toughness,
            artisans.first_printed) == ("{R}", frozenset({"Goblin", "Artificer"}), 1, 1, "ATQ")


def test_705_1_121_1_goblin_artisans_won_flip_draws_a_card() -> None:
    """705.1, 121.1: A wins the flip and draws a card; the artifact spell isn't
    countered."""
    table = play(CAST + decisions("pass") + decisions("pass", player="B"), head=flip("won"))
    assert names(table, "1", "A", "hand") == ["Forest"]
    assert "Juggernaut" in names(table, "1", "A", "battlefield")
    (flipped,) = of(table, v.CoinFlipped)
    assert flipped.won  # type: ignore[attr-defined]


def test_705_1_701_6_goblin_artisans_lost_flip_counters_the_target() -> None:
    """705.1, 701.6: A loses the flip: the target artifact spell is countered, and A draws
    nothing."""
    table = play(CAST, head=flip("lost"))
    assert names(table, "1", "A", "graveyard") == ["Juggernaut"]
    assert names(table, "1", "A", "hand") == []
    assert of(table, v.SpellCountered) != []


def test_115_1_goblin_artisans_needs_an_artifact_spell_you_control_to_target() -> None:
    """115.1, 602.2b: with no artifact spell of A's on the stack there is nothing to
    target: the ability can't be activated."""
    with pytest.raises(ScenarioError, match="Goblin Artisans"):
        play('[A]\nbattlefield = ["Goblin Artisans"]\n'
             + decisions("activate Goblin Artisans"))


def test_115_1_a_second_goblin_artisans_cant_target_what_the_first_targets() -> None:
    """115.1: the spell another Goblin Artisans' ability targets isn't a legal target of
    this one's; the first one's own ability on the stack doesn't stop it targeting a
    spell ("another"), and a spell nobody's Artisans targets is still legal."""
    two = '''
[A]
battlefield = ["Goblin Artisans", "Goblin Artisans"]
'''
    spells = 'stack = [{ spell = "A:Juggernaut" }, { spell = "A:Ornithopter" }]\n'
    first = decisions("activate Goblin Artisans targeting Juggernaut")
    with pytest.raises(ScenarioError, match="Juggernaut is not a legal target"):
        play(two + first + decisions("activate Goblin Artisans#2 targeting Juggernaut"),
             head=spells)
    table = play(two + first + decisions("activate Goblin Artisans#2 targeting Ornithopter"),
                 head=spells)
    game = table.game()
    assert [game.objects[o].name for o in game.stack] == [
        "Juggernaut", "Ornithopter", "Goblin Artisans", "Goblin Artisans"]
