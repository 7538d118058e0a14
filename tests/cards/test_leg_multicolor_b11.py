"""Legends' multicolored cards of batch B11 (engine/cards/sets/leg/multicolor.py; Nicol
Bolas, made whole, stays in engine/cards/variant_cards.py), each tested on its text: the
rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, play, targets_of

#: from the untap step (where the position starts with priority) into the upkeep, whose
#: trigger then resolves
UPKEEP = RESOLVE + RESOLVE


@pytest.mark.parametrize(("answer", "where"), [
    ("accept yes", "battlefield"), ("accept no", "graveyard")])
def test_608_2d_nicol_bolas_is_sacrificed_unless_its_upkeep_is_paid(answer: str,
                                                                    where: str) -> None:
    """608.2d, 701.21: "At the beginning of your upkeep, sacrifice Nicol Bolas unless you
    pay {U}{B}{R}": paid with an Island, a Swamp and a Mountain, it stays; declined, it
    is sacrificed."""
    table = play('''
[A]
battlefield = ["Nicol Bolas", "Island", "Swamp", "Mountain"]
''' + UPKEEP + decisions(answer), step="untap")
    assert "Nicol Bolas" in names(table, "1", "A", where)


def test_701_9_nicol_bolas_damage_to_an_opponent_discards_their_hand() -> None:
    """510.2, 603.2, 701.9: "Whenever Nicol Bolas deals damage to an opponent, that
    player discards their hand": unblocked, it deals B 7 and B discards all three
    cards."""
    table = play('''
[A]
battlefield = ["Nicol Bolas"]
[B]
hand = ["Swamp", "Lightning Bolt", "Giant Growth"]
''' + decisions("attack Nicol Bolas") + RESOLVE * 6, step="beginning_of_combat",
        until="combat_ended")
    g = table.game()
    assert g.player["B"].life == 13
    assert sorted(names(table, "1", "B", "graveyard")) == ["Giant Growth", "Lightning Bolt",
                                                          "Swamp"]


def test_303_4_ramses_overdark_destroys_only_an_enchanted_creature() -> None:
    """303.4, 115.1, 701.8: Ramses Overdark's "{T}: Destroy target enchanted creature":
    the Bears with Holy Strength attached are a target and are destroyed (the Aura goes
    too, 704.5m); Serra Angel, with no Aura, is not a target."""
    body = '''
[A]
battlefield = ["Ramses Overdark"]
[B]
battlefield = ["Grizzly Bears", { card = "Holy Strength", attached_to = "Grizzly Bears" },
               "Serra Angel"]
'''
    assert targets_of(play(body), "Ramses Overdark") == {"Grizzly Bears"}
    table = play(body + decisions("activate Ramses Overdark targeting Grizzly Bears") + RESOLVE)
    assert sorted(names(table, "1", "B", "graveyard")) == ["Grizzly Bears", "Holy Strength"]
    assert names(table, "1", "B", "battlefield") == ["Serra Angel"]
