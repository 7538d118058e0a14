"""Legends' red cards of batch B11 (engine/cards/sets/leg/red.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, fight, names, obj, play

from shahrazad.characteristics import power
from shahrazad.txn import IllegalDecision

#: from the untap step (where the position starts with priority) into the upkeep, whose
#: trigger then resolves
UPKEEP = RESOLVE + RESOLVE


@pytest.mark.parametrize(("word", "tapped_before", "tapped_after"), [
    ("tap", False, True), ("untap", True, False), ("neither", True, True)])
def test_608_2d_hyperion_blacksmith_may_tap_or_untap_an_opponents_artifact(
        word: str, tapped_before: bool, tapped_after: bool) -> None:
    """608.2d, 701.26: Hyperion Blacksmith's "{T}: You may tap or untap target artifact an
    opponent controls": the choice is made as the ability resolves (tap, untap or
    neither); A's own artifact, or B's creature, is no target."""
    body = f'''
[A]
battlefield = ["Hyperion Blacksmith", "Sol Ring"]
[B]
battlefield = [{{ card = "Jayemdae Tome", tapped = {str(tapped_before).lower()} }}, "Grizzly Bears"]
'''
    table = play(body + decisions("activate Hyperion Blacksmith targeting Jayemdae Tome")
                 + RESOLVE + decisions(f"word {word}"))
    assert obj(table.game(), "Jayemdae Tome").tapped is tapped_after
    for other in ("Sol Ring", "Grizzly Bears"):
        with pytest.raises(IllegalDecision):
            play(body).push_named(f"activate Hyperion Blacksmith targeting {other}")


@pytest.mark.parametrize(("answer", "life", "tapped"), [
    ("accept yes", 20, False), ("accept no", 17, True)])
def test_122_1_608_2d_primordial_ooze_grows_then_asks_for_its_counters_in_mana(
        answer: str, life: int, tapped: bool) -> None:
    """122.1, 608.2d, 120.3: Primordial Ooze's upkeep: a +1/+1 counter (two become
    three, a 4/4), then A may pay {X}, X the three counters: paid with three Mountains,
    nothing more; declined, the Ooze is tapped and deals 3 damage to A."""
    table = play('''
[A]
battlefield = [{ card = "Primordial Ooze", counters = { "+1/+1" = 2 } },
               "Mountain", "Mountain", "Mountain"]
''' + UPKEEP + decisions(answer), step="untap")
    g = table.game()
    ooze = obj(g, "Primordial Ooze")
    assert ooze.counters["+1/+1"] == 3 and power(g, ooze) == 4
    assert g.player["A"].life == life
    assert ooze.tapped is tapped


def test_508_1d_primordial_ooze_attacks_each_combat_if_able() -> None:
    """508.1d: "Primordial Ooze attacks each combat if able": an attack without it is
    refused; the passive attack holds it."""
    with pytest.raises(Exception, match=r"508\.1d"):
        fight('"Primordial Ooze", "Grizzly Bears"', '"Island"',
              decisions("attack Grizzly Bears"))
    passive = fight('"Primordial Ooze"', '"Island"', until="attackers_declared")
    assert obj(passive.game(), "Primordial Ooze").attacking == "B"


def test_701_24_winds_of_change_each_player_draws_as_many_as_they_shuffled_in() -> None:
    """701.24, 121.2: Winds of Change: "Each player shuffles the cards from their hand
    into their library, then draws that many cards": A's two other cards go in and A
    draws two; B's three go in and B draws three (each its own count); the graveyards
    stay."""
    table = play('''
[A]
hand = ["Winds of Change", "Giant Growth", "Lightning Bolt"]
battlefield = ["Mountain"]
graveyard = ["Shivan Dragon"]
library = ["Forest", "Forest", "Forest"]
[B]
hand = ["Swamp", "Swamp", "Swamp"]
library = ["Plains", "Plains"]
''' + decisions("cast Winds of Change") + RESOLVE)
    g = table.game()
    assert len(g.player["A"].hand) == 2 and len(g.player["A"].library) == 3
    assert len(g.player["B"].hand) == 3 and len(g.player["B"].library) == 2
    assert names(table, "1", "A", "graveyard") == ["Shivan Dragon", "Winds of Change"]


def test_615_1_feint_taps_the_blockers_and_prevents_their_combat_damage() -> None:
    """701.26, 615.1, 510.1: Feint on A's Hill Giant blocked by B's Grizzly Bears and
    Scathe Zombies: both blockers are tapped, and no combat damage is dealt by the Giant
    or by either of them (all three live); B's Serra Angel, not blocking, stays
    untapped, and another attacker's damage is not prevented (the unblocked Craw Wurm
    deals B its 6)."""
    table = fight('"Hill Giant", "Craw Wurm", "Mountain"',
                  '"Grizzly Bears", "Scathe Zombies", "Serra Angel"',
                  decisions("attack Hill Giant, Craw Wurm"),
                  decisions("block Grizzly Bears -> Hill Giant, Scathe Zombies -> Hill Giant",
                            player="B"),
                  decisions("cast Feint targeting Hill Giant") + RESOLVE, hand='"Feint"')
    g = table.game()
    assert obj(g, "Grizzly Bears").tapped and obj(g, "Scathe Zombies").tapped
    assert not obj(g, "Serra Angel").tapped
    assert names(table, "1", "A", "graveyard") == ["Feint"]
    assert names(table, "1", "B", "graveyard") == []
    assert obj(g, "Hill Giant").damage == 0
    assert g.player["B"].life == 14
