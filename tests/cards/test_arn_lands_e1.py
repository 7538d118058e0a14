"""Arabian Nights' lands of batch E1: Elephant Graveyard, Island of Wak-Wak, Oasis."""

from __future__ import annotations

import pytest
from support import decisions, obj, of, play

from shahrazad.characteristics import power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck


def _bolt(target: str, b_side: str, *responses: str) -> object:
    return play(f'''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = [{b_side}]
''' + decisions(f"cast Lightning Bolt targeting {target}")
        + "".join(decisions(r, player="B") for r in responses)
        + decisions("pass") + decisions("pass", player="B"))


def test_701_19a_elephant_graveyard_regenerates_target_elephant() -> None:
    """701.19a, 115.1: {T}: Regenerate target Elephant: War Elephant survives the bolt;
    a creature that isn't an Elephant can't be its target. It also taps for {C}."""
    table = _bolt("War Elephant", '"Elephant Graveyard", "War Elephant"',
                  "activate Elephant Graveyard ability 2 targeting War Elephant")
    assert obj(table.game(), "War Elephant").zone == "battlefield"
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        _bolt("Grizzly Bears", '"Elephant Graveyard", "Grizzly Bears"',
              "activate Elephant Graveyard ability 2 targeting Grizzly Bears")
    mana = play('''
[A]
battlefield = ["Elephant Graveyard"]
''' + decisions("mana Elephant Graveyard"), until="script_end")
    assert mana.game().player["A"].mana == "C"


def test_613_4b_island_of_wak_wak_sets_a_fliers_base_power_to_0() -> None:
    """613.4b, 115.1: a creature with flying has base power 0 until end of turn; one
    without flying is no target."""
    table = play('''
[A]
battlefield = ["Island of Wak-Wak"]
[B]
battlefield = ["Serra Angel", "Grizzly Bears"]
''' + decisions("activate Island of Wak-Wak targeting Serra Angel", "pass")
        + decisions("pass", player="B"))
    g = table.game()
    angel = obj(g, "Serra Angel")
    assert (power(g, angel), toughness(g, angel)) == (0, 4)
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        play('''
[A]
battlefield = ["Island of Wak-Wak"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Island of Wak-Wak targeting Grizzly Bears"))


def test_615_7_oasis_prevents_the_next_1_damage_to_target_creature() -> None:
    """615.7: of the bolt's 3, 1 is prevented: a 3-toughness creature lives."""
    table = _bolt("Hill Giant", '"Oasis", "Hill Giant"', "activate Oasis targeting Hill Giant")
    assert obj(table.game(), "Hill Giant").zone == "battlefield"
    assert [e.amount for e in of(table, v.DamagePrevented)] == [1]
