"""Legends' artifacts of batch B11 (engine/cards/sets/leg/artifacts.py), and the piece the
batch builds, exchanging life totals (701.12): each tested on its text, the rules each
exercises in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, obj, of, play

from shahrazad.events import vocabulary as v
from shahrazad.txn import IllegalDecision

#: a judge's card that locks the opponents' life totals (119.8) until A's next turn
STILL_LIFE = '''
[cards."Still Life"]
cost = "{0}"
types = ["Instant"]
effects = [{ effect = "grant", quality = "life_locked", who = "each_opponent" }]
'''


def test_701_12c_mirror_universe_exchanges_life_totals_in_your_upkeep() -> None:
    """701.12c, 602.5b, 602.1a: Mirror Universe's "{T}, Sacrifice Mirror Universe:
    Exchange life totals with target opponent. Activate only during your upkeep": A at 3
    and B at 18 exchange: A gains 15, B loses 15 (two life changes, each citing 701.12c);
    the Universe is sacrificed as a cost. In a main phase it is refused."""
    body = '''
[A]
life = 3
battlefield = ["Mirror Universe"]
[B]
life = 18
'''
    with pytest.raises(IllegalDecision, match="only during your upkeep"):
        play(body).push_named("activate Mirror Universe targeting B")
    table = play(body + decisions("activate Mirror Universe targeting B") + RESOLVE,
                 step="upkeep")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (18, 3)
    changes = [(e.player, e.amount, e.rule) for e in of(table, v.LifeChanged)
               if e.rule != "scenario"]
    assert changes == [("A", 15, "701.12c"), ("B", -15, "701.12c")]
    assert names(table, "1", "A", "graveyard") == ["Mirror Universe"]


def test_701_12a_an_exchange_with_a_life_total_that_cant_change_doesnt_happen() -> None:
    """701.12a, 119.8: an exchange is all or nothing: B's life total can't change (a
    judge's Still Life), so A at 3 doesn't get B's 18 either; the Universe is gone all
    the same (its cost was paid)."""
    table = play('''
[A]
life = 3
hand = ["Still Life"]
battlefield = ["Mirror Universe"]
[B]
life = 18
''' + decisions("cast Still Life") + RESOLVE
        + decisions("activate Mirror Universe targeting B") + RESOLVE,
        step="upkeep", head=STILL_LIFE)
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (3, 18)
    assert names(table, "1", "A", "graveyard") == ["Still Life", "Mirror Universe"]


def test_701_12c_614_1a_an_exchanged_gain_passes_the_life_replacements() -> None:
    """701.12c, 614.1a: the exchange is a gain and a loss, so replacement effects apply
    to them: under A's Lich, A's gain of 15 becomes 15 draws (A's life stays 1) while B
    still loses 15 and goes to 1."""
    table = play('''
[A]
life = 1
battlefield = ["Mirror Universe", "Lich"]
library = [''' + ", ".join(['"Island"'] * 20) + ''']
[B]
life = 16
''' + decisions("activate Mirror Universe targeting B") + RESOLVE, step="upkeep")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (1, 1)
    assert len(g.player["A"].hand) == 15


def test_727_mirror_universe_in_a_subgame_exchanges_the_subgames_life_totals() -> None:
    """701.12c, 727: a subgame has its own life totals; Mirror Universe played in it
    exchanges those (A's 2 and B's 9), and the main game's (A 11, B 20) stay."""
    table = play('''
[A]
life = 11
library = []
[B]
library = []

[games."1.1"]
active = "A"
turn = 2
step = "upkeep"
starting_player = "A"

[games."1.1".A]
life = 2
battlefield = ["Mirror Universe"]
library = ["Plains", "Plains", "Plains", "Plains", "Plains"]

[games."1.1".B]
life = 9
library = ["Island", "Island", "Island", "Island", "Island"]
''' + decisions("activate Mirror Universe targeting B", "pass", game="1.1")
        + decisions("pass", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n', turn=5)
    sub, main = table.game("1.1"), table.game("1")
    assert (sub.player["A"].life, sub.player["B"].life) == (9, 2)
    assert (main.player["A"].life, main.player["B"].life) == (11, 20)


def test_602_5b_life_chisel_gains_the_sacrificed_creatures_toughness() -> None:
    """602.5b, 602.2b, 608.2h: Life Chisel's "Sacrifice a creature: You gain life equal
    to the sacrificed creature's toughness. Activate only during your upkeep": Serra
    Angel (4 toughness) gives 4; in a main phase it is refused, and with no creature
    it can't be activated (118.3)."""
    body = '''
[A]
battlefield = ["Life Chisel", "Serra Angel"]
'''
    with pytest.raises(IllegalDecision, match="only during your upkeep"):
        play(body).push_named("activate Life Chisel")
    table = play(body + decisions("activate Life Chisel", "choose Serra Angel") + RESOLVE,
                 step="upkeep")
    assert table.game().player["A"].life == 24
    assert names(table, "1", "A", "graveyard") == ["Serra Angel"]
    with pytest.raises(IllegalDecision):
        play('[A]\nbattlefield = ["Life Chisel"]\n', step="upkeep").push_named(
            "activate Life Chisel")


def test_701_6_ring_of_immortals_counters_an_aura_aimed_at_your_creature() -> None:
    """701.6, 115.1b, 602.1a: Ring of Immortals' "{3}, {T}: Counter target instant or
    Aura spell that targets a permanent you control": B's Paralyze at A's Bears is
    countered; B's Paralyze at B's own Hill Giant is no target for it."""
    body = '''
[A]
battlefield = ["Ring of Immortals", "Sol Ring", "Forest", "Grizzly Bears"]
[B]
hand = ["Paralyze"]
battlefield = ["Swamp", "Hill Giant"]
'''
    table = play(body + decisions("cast Paralyze targeting Grizzly Bears", "pass", player="B")
                 + decisions("activate Ring of Immortals targeting Paralyze", "pass")
                 + decisions("pass", player="B") + decisions("pass", player="B")
                 + decisions("pass"), active="B")
    assert names(table, "1", "B", "graveyard") == ["Paralyze"]
    assert not obj(table.game(), "Grizzly Bears").tapped
    own = play(body + decisions("cast Paralyze targeting Hill Giant", "pass", player="B"),
               active="B")
    with pytest.raises(IllegalDecision):
        own.push_named("activate Ring of Immortals targeting Paralyze")


@pytest.mark.parametrize(("spell", "x", "life"), [
    ("Fireball", 6, 18), ("Lightning Bolt", 0, 18), ("Shock", 0, 18)])
def test_614_1a_forethought_amulet_caps_instant_and_sorcery_damage_at_2(
        spell: str, x: int, life: int) -> None:
    """614.1a: Forethought Amulet's "If an instant or sorcery source would deal 3 or more
    damage to you, it deals 2 damage to you instead": B's Fireball for 6 (a sorcery) and
    Lightning Bolt (3, an instant) deal A 2; a judge's Shock (2) deals its 2, unchanged."""
    head = '''
[cards."Shock"]
cost = "{R}"
types = ["Instant"]
targets = ["any"]
effects = [{ effect = "damage", amount = 2, to = "target:0" }]
'''
    cast = f"cast {spell} X={x} targeting A" if x else f"cast {spell} targeting A"
    table = play('''
[A]
battlefield = ["Forethought Amulet"]
[B]
hand = ["''' + spell + '''"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain",
               "Mountain"]
''' + decisions(cast, "pass", player="B") + decisions("pass"), active="B", head=head)
    assert table.game().player["A"].life == life


def test_510_2_forethought_amulet_leaves_a_creatures_damage_alone() -> None:
    """510.2, 614.1a: combat damage by a creature is no instant or sorcery source: B's
    Hill Giant deals A its 3."""
    table = play('''
[A]
battlefield = ["Forethought Amulet"]
[B]
battlefield = ["Hill Giant"]
''' + decisions("attack Hill Giant", player="B") + RESOLVE * 6, active="B",
        step="beginning_of_combat", until="combat_ended")
    assert table.game().player["A"].life == 17


@pytest.mark.parametrize(("answer", "where"), [
    ("accept yes", "battlefield"), ("accept no", "graveyard")])
def test_608_2d_forethought_amulet_is_sacrificed_unless_its_upkeep_is_paid(
        answer: str, where: str) -> None:
    """608.2d, 701.21: "At the beginning of your upkeep, sacrifice Forethought Amulet
    unless you pay {3}"."""
    table = play('''
[A]
battlefield = ["Forethought Amulet", "Sol Ring", "Mountain"]
''' + RESOLVE + RESOLVE + decisions(answer), step="untap")
    assert "Forethought Amulet" in names(table, "1", "A", where)
