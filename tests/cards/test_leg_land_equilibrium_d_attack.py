"""Batch d-attack's Land Equilibrium (engine/cards/sets/leg/blue.py): a replacement effect
(614.1a): an opponent who controls at least as many lands as its controller, putting a
land onto the battlefield (played, or by a spell or ability), puts it there then
sacrifices a land of their choice, the new one too, before anyone gets priority (the 2009
rulings)."""

from __future__ import annotations

from support import RESOLVE, decisions, names, of, play

from shahrazad.cards.pool import card
from shahrazad.decisions import Mana
from shahrazad.events import vocabulary as v

FORESTS = "library = [" + ", ".join(['"Forest"'] * 6) + "]"


def test_614_1a_land_equilibrium_a_land_played_then_a_land_sacrificed() -> None:
    """614.1a: A (two lands) plays a Forest against B's Land Equilibrium (two lands): A
    must sacrifice a land before getting priority; A chooses the old Mountain."""
    table = play('''
[A]
hand = ["Forest"]
battlefield = ["Mountain", "Mountain"]
[B]
battlefield = ["Land Equilibrium", "Island", "Island"]
''' + decisions("play Forest"))
    pending = table.pending()
    assert pending.kind == "choose" and pending.player == "A"
    assert not [d for d in table.legal_decisions() if isinstance(d, Mana)]
    table.push_named("choose Mountain")
    assert names(table, "1", "A", "graveyard") == ["Mountain"]
    assert table.pending().kind == "priority"
    assert card("Land Equilibrium").first_printed == "LEG"


def test_614_1a_land_equilibrium_the_new_land_may_be_the_one_sacrificed() -> None:
    """614.1a (the 2009 rulings): the player may sacrifice the land just put onto the
    battlefield."""
    table = play('''
[A]
hand = ["Forest"]
battlefield = ["Mountain", "Mountain"]
[B]
battlefield = ["Land Equilibrium", "Island", "Island"]
''' + decisions("play Forest", "choose Forest"))
    assert names(table, "1", "A", "graveyard") == ["Forest"]
    assert sorted(names(table, "1", "A", "battlefield")) == ["Mountain", "Mountain"]


def test_614_1a_land_equilibrium_fewer_lands_than_its_controller_plays_freely() -> None:
    """614.1a: A controls fewer lands (one) than B (two): A's land is played with nothing
    sacrificed, and A gets priority at once."""
    table = play('''
[A]
hand = ["Forest"]
battlefield = ["Mountain"]
[B]
battlefield = ["Land Equilibrium", "Island", "Island"]
''' + decisions("play Forest"))
    assert table.pending().kind == "priority"
    assert names(table, "1", "A", "graveyard") == []
    assert not [e for e in of(table, v.EffectCreated) if e.kind == "sacrifices_a_land"]


def test_614_1a_land_equilibrium_doesnt_apply_to_its_controller() -> None:
    """614.1a: only an opponent is affected: B's own land play sacrifices nothing."""
    table = play('''
[B]
hand = ["Island"]
battlefield = ["Land Equilibrium", "Island", "Island"]
''' + decisions("play Island", player="B"), active="B")
    assert table.pending().kind == "priority"
    assert names(table, "1", "B", "graveyard") == []


def test_614_1a_land_equilibrium_a_land_put_by_a_spell() -> None:
    """614.1a: Untamed Wilds puts A's Forest onto the battlefield: the rest of the spell
    happens (the shuffle), then A sacrifices a land before anyone gets priority."""
    table = play(f'''
[A]
hand = ["Untamed Wilds"]
battlefield = ["Forest", "Forest", "Forest"]
{FORESTS}
[B]
battlefield = ["Land Equilibrium", "Island", "Island"]
''' + decisions("cast Untamed Wilds") + RESOLVE + decisions("search Forest"))
    pending = table.pending()
    assert pending.kind == "choose" and pending.player == "A"
    assert of(table, v.LibraryShuffled)
    table.push_named("choose Forest")
    assert names(table, "1", "A", "battlefield") == ["Forest"] * 3
    assert sorted(names(table, "1", "A", "graveyard")) == ["Forest", "Untamed Wilds"]
