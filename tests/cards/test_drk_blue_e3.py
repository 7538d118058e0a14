"""The Dark's blue cards of batch E3 (engine/cards/sets/drk/blue.py), each played on its
text; the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import DOOM, decisions, names, obj, permanent, play

from shahrazad.characteristics import keywords, power, toughness
from shahrazad.decisions import Pass
from shahrazad.txn import IllegalDecision

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_605_1a_apprentice_wizard_turns_u_into_three_colorless() -> None:
    """605.1a, 106.3: "{U}, {T}: Add {C}{C}{C}": four Islands and the Wizard pay for
    Obsianus Golem ({6}): one Island's {U} becomes {C}{C}{C}."""
    table = play('''
[A]
hand = ["Obsianus Golem"]
battlefield = ["Apprentice Wizard", "Island", "Island", "Island", "Island"]
''' + decisions("cast Obsianus Golem paying Island, Apprentice Wizard, Island, Island, Island")
        + RESOLVE)
    g = table.game()
    assert obj(g, "Obsianus Golem").zone == "battlefield"
    assert obj(g, "Apprentice Wizard").tapped


def test_605_3a_apprentice_wizards_cost_is_paid_from_the_pool() -> None:
    """605.3a: the Wizard's ability costs {U}: with no blue mana in the pool, neither a
    payment naming the Wizard first nor the mana ability alone is allowed."""
    table = play('''
[A]
hand = ["Obsianus Golem"]
battlefield = ["Apprentice Wizard", "Mountain", "Mountain", "Mountain"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("cast Obsianus Golem paying Apprentice Wizard, Mountain, Mountain, "
                         "Mountain")
    with pytest.raises(IllegalDecision, match="pool"):
        table.push_named("mana Apprentice Wizard")
    assert not obj(table.game(), "Apprentice Wizard").tapped


def _doom(creature: str, lands: str, *responses: str) -> object:
    """A casts Doom (destroy target creature) at B's ``creature``; B responds."""
    return play(f'''
[A]
hand = ["Doom"]
battlefield = ["Swamp"]
[B]
battlefield = ["{creature}", {lands}]
''' + decisions(f"cast Doom targeting {creature}")
        + "".join(decisions(r, player="B") for r in responses)
        + decisions("pass") + decisions("pass", player="B"), head=DOOM)


@pytest.mark.parametrize(("creature", "lands"), [
    ("Drowned", '"Swamp"'), ("Ghost Ship", '"Island", "Island", "Island"')])
def test_701_19a_drowned_and_ghost_ship_regenerate(creature: str, lands: str) -> None:
    """701.19a: Drowned ({B}) and Ghost Ship ({U}{U}{U}) survive a destruction with their
    own shield, tapped; without it they die."""
    saved = _doom(creature, lands, f"activate {creature}", "pass")
    it = obj(saved.game(), creature)  # type: ignore[attr-defined]
    assert it.zone == "battlefield" and it.tapped
    lost = _doom(creature, lands)
    assert names(lost, "1", "B", "graveyard") == [creature]  # type: ignore[arg-type]


def test_603_2_electric_eel_deals_1_to_you_as_it_enters_and_when_it_grows() -> None:
    """603.2, 603.6a: when Electric Eel enters, it deals 1 damage to its controller;
    {R}{R}: +2/+0 until end of turn (611.2) and 1 more damage to its controller."""
    table = play('''
[A]
hand = ["Electric Eel"]
battlefield = ["Island", "Mountain", "Mountain"]
''' + decisions("cast Electric Eel paying Island") + RESOLVE + RESOLVE)
    g = table.game()
    assert g.player["A"].life == 19 and obj(g, "Electric Eel").zone == "battlefield"
    table.push_named("activate Electric Eel")
    for p in ("A", "B"):
        table.push_named("pass", p)
    g = table.game()
    assert g.player["A"].life == 18
    assert (power(g, obj(g, "Electric Eel")), toughness(g, obj(g, "Electric Eel"))) == (3, 1)


def test_701_26_flood_taps_a_creature_without_flying_only() -> None:
    """115.1, 701.26: "{U}{U}: Tap target creature without flying": Grizzly Bears, not
    Serra Angel."""
    table = play('''
[A]
battlefield = ["Flood", "Island", "Island"]
[B]
battlefield = ["Grizzly Bears", "Serra Angel"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("activate Flood targeting Serra Angel")
    table.push_named("activate Flood targeting Grizzly Bears")
    for p in ("A", "B"):
        table.push_named("pass", p)
    assert obj(table.game(), "Grizzly Bears").tapped


def test_702_9b_ghost_ship_flies() -> None:
    g = play('[A]\nbattlefield = ["Ghost Ship"]\n').game()
    assert "flying" in keywords(g, obj(g, "Ghost Ship"))


def test_701_8_merfolk_assassin_destroys_a_creature_with_islandwalk() -> None:
    """115.1, 701.8: "{T}: Destroy target creature with islandwalk": Devouring Deep (with
    islandwalk), not Grizzly Bears."""
    table = play('''
[A]
battlefield = ["Merfolk Assassin"]
[B]
battlefield = ["Devouring Deep", "Grizzly Bears"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("activate Merfolk Assassin targeting Grizzly Bears")
    table.push_named("activate Merfolk Assassin targeting Devouring Deep")
    for p in ("A", "B"):
        table.push_named("pass", p)
    assert names(table, "1", "B", "graveyard") == ["Devouring Deep"]


def test_701_26_riptide_taps_every_blue_creature() -> None:
    """701.26: "Tap all blue creatures": both players' blue creatures, not a green one."""
    table = play('''
[A]
hand = ["Riptide"]
battlefield = ["Island", "Zephyr Falcon"]
[B]
battlefield = ["Azure Drake", "Grizzly Bears"]
''' + decisions("cast Riptide") + RESOLVE)
    g = table.game()
    assert [n for n in ("Zephyr Falcon", "Azure Drake", "Grizzly Bears")
            if obj(g, n).tapped] == ["Zephyr Falcon", "Azure Drake"]


def test_613_4c_sunken_city_gives_blue_creatures_plus_one() -> None:
    """604.1, 613.4c: "Blue creatures get +1/+1": every player's blue creature."""
    g = play('''
[A]
battlefield = ["Sunken City", "Zephyr Falcon", "Grizzly Bears"]
[B]
battlefield = ["Azure Drake"]
''').game()
    assert (power(g, obj(g, "Zephyr Falcon")), toughness(g, obj(g, "Zephyr Falcon"))) == (2, 2)
    assert (power(g, obj(g, "Azure Drake")), toughness(g, obj(g, "Azure Drake"))) == (3, 5)
    assert power(g, obj(g, "Grizzly Bears")) == 2


@pytest.mark.parametrize(("answer", "kept"), [("accept yes", True), ("accept no", False)])
def test_603_2_sunken_city_is_sacrificed_unless_its_controller_pays(answer: str,
                                                                    kept: bool) -> None:
    """603.2, 608.2d: at the beginning of A's upkeep, sacrifice Sunken City unless A pays
    {U}{U}."""
    table = play('''
[B]
battlefield = ["Plains"]
[A]
battlefield = ["Sunken City", "Island", "Island"]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)
    for _ in range(6):
        if table.pending().kind == "accept":
            break
        table.push(Pass())
    assert table.pending().kind == "accept" and table.pending().player == "A"
    table.push_named(answer)
    while table.game().stack:
        table.push(Pass())
    assert ("Sunken City" in names(table, "1", "A", "battlefield")) == kept


def test_604_1_water_wurm_gets_plus_0_plus_1_while_an_opponent_controls_an_island() -> None:
    """604.1, 613.4c: Water Wurm is a 1/2 while an opponent controls an Island (once,
    however many), a 1/1 when only its controller does."""
    with_opponent = play('''
[A]
battlefield = ["Water Wurm", "Island"]
[B]
battlefield = ["Island", "Island"]
''').game()
    assert toughness(with_opponent, permanent(with_opponent, "Water Wurm")) == 2
    alone = play('''
[A]
battlefield = ["Water Wurm", "Island"]
[B]
battlefield = ["Forest"]
''').game()
    assert toughness(alone, permanent(alone, "Water Wurm")) == 1
